//! The engine board top (`engine_board_top`: UART, frame codec, `NsccEngineEcp5`, its BIST)
//! Verilated and driven over its UART lines at the bit level (3 Mbaud, 10 clocks per bit):
//! the BIST's signature through the frames equals the golden engine's; profiles, lifecycle
//! requests and events with CCC ids answer what `GoldenEngine` does, refusals included; bad
//! frames are answered with error frames and change nothing.

use crate::common;
use common::{ack, regs, trace};

use golden_model::engine::{GoldenEngine, Refusal};
use golden_model::EventKind;
use nscc_hil::bist::{golden_signature, run_board_sim, run_sim, BistOptions, Signature};
use nscc_hil::engine::{replay_engine, EngineResult};
use nscc_hil::{Driver, HilOptions, SimBoard};
use nscc_rtl::board::board_protocol::{
    ccc_event_payload, encode_frame, lifecycle_payload, ErrorCode, T_CCC_EVENT, T_LIFECYCLE,
    T_REFUSALS,
};
use nscc_rtl::nscc::engine::{CCCS, CTL_READY};

#[test]
fn bist_through_the_uart_frames_matches_the_golden_engine() {
    let r = regs();
    let o = BistOptions {
        seed: 1,
        events: 20_000,
        cccs_log2: 8,
    };
    let rep = run_board_sim(&r, &o).unwrap();
    assert!(rep.signature_match, "{}", rep.to_text());
    assert_eq!(rep.rtl.results, 20_000);
    // 256 interleaved CCCs: about one event per clock, as without the board
    assert!(
        rep.cycles >= 20_000 && rep.clocks_per_event < 1.2,
        "{}",
        rep.to_text()
    );
    assert!(rep.uart_bytes > 0);
    eprintln!("{}", rep.to_text());
    // the cycle count means what it means without the board: the same engine timing
    let alone = run_sim(&r, &o).unwrap();
    assert!(alone.signature_match);
    assert_eq!(rep.cycles, alone.cycles);

    // on one board: a second BIST over other CCCs and a third repeating the first give their
    // own golden signatures (the BIST resets its CCCs first)
    let mut d = Driver::new(SimBoard::engine().unwrap());
    d.link.timeout_cycles = 2_000_000;
    d.load_profile(0, &r).unwrap();
    for (seed, events, log2) in [(3, 3_000, 3), (9, 1_000, 0), (3, 3_000, 3)] {
        let b = d.bist(seed, events, log2, r.base_rtt_ns).unwrap();
        let want = golden_signature(
            &r,
            &BistOptions {
                seed,
                events,
                cccs_log2: log2,
            },
        )
        .unwrap();
        let got = Signature::of(&b);
        assert_eq!(got, want, "seed {seed}, {events} events over 2^{log2} CCCs");
        if log2 == 0 {
            // one CCC: one event per same-CCC distance (11 behind a fast-path event, 19
            // behind a slow-path one)
            use nscc_rtl::nscc::engine::{FAST_CYCLES, HAZARD_CYCLES};
            let c = b.cycles as f64 / events as f64;
            assert!(
                c >= FAST_CYCLES as f64 && c <= HAZARD_CYCLES as f64 + 1.0,
                "{b:?}"
            );
        }
    }
}

#[test]
fn lifecycle_events_and_refusals_answer_what_the_golden_engine_does() {
    let r = regs();
    let mut r1 = r;
    r1.target_ns += 1_000; // a second profile: another target (the QA threshold follows)
    r1.qa_threshold_ns = 4 * r1.target_ns;
    let mut d = Driver::new(SimBoard::engine().unwrap());
    let mut g = GoldenEngine::new(CCCS).unwrap();
    for (p, regs) in [(0u8, r), (1, r1)] {
        d.load_profile(p, &regs).unwrap();
        g.load_profile(p, regs).unwrap();
    }
    // lifecycle: each answer as the golden engine's (refusals included)
    let requests: &[(u64, u32, u8, u32)] = &[
        (1, 7, 0, 100),  // activate on profile 0
        (1, 7, 0, 100),  // again: not IDLE
        (2, 8, 0, 0),    // ready an IDLE CCC
        (1, 4095, 1, 5), // the last CCC on profile 1
        (1, 9, 5, 0),    // profile 5 is not loaded
        (1, 4096, 0, 0), // beyond the engine
        (2, 7, 0, 0),
        (2, 4095, 0, 0),
        (1, 12, 1, 0), // left ACTIVE
    ];
    for &(op, ccc, profile, t) in requests {
        let want = match op {
            1 => g.activate(ccc, profile, t).is_ok(),
            _ => g.ready(ccc).is_ok(),
        };
        let got = d.lifecycle(op, ccc, profile, t).unwrap();
        assert_eq!(got, want, "lifecycle op {op} CCC {ccc} profile {profile}");
    }
    // events: results and refusals as the golden engine's
    let mut t = 1_000u32;
    let mut applied = 0;
    for i in 0..60u32 {
        t += 700 + 13 * i;
        let ccc = [7, 4095, 7, 8, 12, 5000, 7, 4095][i as usize % 8];
        let mut ev = ack(t, 12_000 + 97 * (i % 11), i % 3 == 0);
        if i % 5 == 4 {
            ev.kind = EventKind::Nack;
        }
        if i == 30 {
            ev.t_sub_ps = 1000; // fits the payload, not the engine's port
        }
        let want = EngineResult::golden(&mut g, ccc, &ev);
        let got = d.ccc_event(ccc, &ev).unwrap();
        assert_eq!(got, want, "event {i} (CCC {ccc})");
        applied += got.refused.is_none() as u32;
    }
    assert!(applied >= 25, "{applied} events applied");
    let counts = d.refusals().unwrap();
    assert_eq!(counts, g.refusals());
    assert!(
        Refusal::ALL.iter().all(|r| counts.get(*r) > 0),
        "{counts:?}"
    );
    // reset one CCC: its events are refused, the other CCC's go on
    assert!(d.reset(7).unwrap());
    g.reset(7).unwrap();
    for ccc in [7, 4095] {
        t += 900;
        let ev = ack(t, 12_400, false);
        assert_eq!(
            d.ccc_event(ccc, &ev).unwrap(),
            EngineResult::golden(&mut g, ccc, &ev)
        );
    }

    // a trace through the board: every result and the refusal counters as the golden engine's
    let mut d = Driver::new(SimBoard::engine().unwrap());
    let o = HilOptions {
        max_events: Some(300),
        baud: nscc_rtl::board::engine_board_top::ENGINE_BOARD_BAUD,
        ..Default::default()
    };
    let rep = replay_engine(&mut d, trace(), &o).unwrap();
    assert_eq!(rep.mismatches, 0, "{}", rep.to_text());
    assert_eq!((rep.events, rep.results_compared), (300, 300));
    assert!(
        rep.cccs >= 2 && rep.actions_seen.len() >= 2,
        "{}",
        rep.to_text()
    );
    assert!(rep.events_per_sec < rep.line_events_per_sec);
    eprintln!("{}", rep.to_text());
}

#[test]
fn bad_frames_are_answered_with_error_frames_and_change_nothing() {
    let r = regs();
    let mut d = Driver::new(SimBoard::engine().unwrap());
    let mut g = GoldenEngine::new(CCCS).unwrap();
    d.load_profile(0, &r).unwrap();
    g.load_profile(0, r).unwrap();
    for ccc in [3, 4] {
        assert!(d.activate(ccc, 0, 0).unwrap());
        g.activate(ccc, 0, 0).unwrap();
    }
    assert!(d.ready(3).unwrap());
    g.ready(3).unwrap();
    let ev = ack(2_000, 12_300, true);
    // an event frame with a bad CRC: an error frame, the event not applied
    let mut f = encode_frame(T_CCC_EVENT, &ccc_event_payload(200, 3, &ev));
    let n = f.len();
    f[n - 1] ^= 0x40;
    d.send_raw(&f).unwrap();
    assert_eq!(d.read_response().unwrap().error(), Some(ErrorCode::BadCrc));
    // a lifecycle frame with a payload byte flipped: the CRC catches it, CCC 4 stays ACTIVE
    let mut f = encode_frame(T_LIFECYCLE, &lifecycle_payload(CTL_READY, 4, 0, 0));
    f[4] ^= 1;
    d.send_raw(&f).unwrap();
    assert_eq!(d.read_response().unwrap().error(), Some(ErrorCode::BadCrc));
    // the wrong length, a length beyond any request, a type no board has (0x01, the retired
    // single-CCC board's CONFIG), bytes outside a frame
    assert_eq!(
        d.request(T_CCC_EVENT, &[0; 5]).unwrap().error(),
        Some(ErrorCode::BadLength)
    );
    d.send_raw(&[0xA5, T_CCC_EVENT, 200]).unwrap();
    assert_eq!(
        d.read_response().unwrap().error(),
        Some(ErrorCode::BadLength)
    );
    assert_eq!(
        d.request(0x01, &[0; 4]).unwrap().error(),
        Some(ErrorCode::BadType)
    );
    assert_eq!(
        d.request(T_REFUSALS, &[1]).unwrap().error(),
        Some(ErrorCode::BadLength)
    );
    d.send_raw(&[0x00, 0x13]).unwrap();
    assert_eq!(d.read_response().unwrap().error(), Some(ErrorCode::BadSync));
    // nothing was applied: the next event of CCC 3 is the golden engine's first, CCC 4 is
    // still ACTIVE, no refusal was counted
    assert_eq!(
        d.ccc_event(3, &ev).unwrap(),
        EngineResult::golden(&mut g, 3, &ev)
    );
    let e4 = EngineResult::golden(&mut g, 4, &ev);
    assert_eq!(e4.refused, Some(Refusal::NotReady));
    assert_eq!(d.ccc_event(4, &ev).unwrap(), e4);
    assert_eq!(d.refusals().unwrap(), g.refusals());
    assert_eq!(d.link.framing_errors(), 0);
}

#[test]
fn the_reset_button_during_a_bist_leaves_the_board_usable() {
    let r = regs();
    let mut d = Driver::new(SimBoard::engine().unwrap());
    d.link.timeout_cycles = 1_000_000;
    d.load_profile(0, &r).unwrap();
    // a BIST started, then the reset button while it runs (its answer is lost)
    let long = nscc_rtl::board::board_protocol::bist_payload(1, 50_000, 4, r.base_rtt_ns);
    d.send_raw(&encode_frame(
        nscc_rtl::board::board_protocol::T_BIST,
        &long,
    ))
    .unwrap();
    d.link.flush();
    d.link.run(10_000);
    assert_ne!(d.link.leds() & 0x10, 0, "the BIST runs");
    d.link.press_reset(50);
    // the next BIST waits for that one to end, then answers its own golden signature
    let b = d.bist(5, 2_000, 2, r.base_rtt_ns).unwrap();
    let want = golden_signature(
        &r,
        &BistOptions {
            seed: 5,
            events: 2_000,
            cccs_log2: 2,
        },
    )
    .unwrap();
    assert_eq!(
        (b.sig_xor, b.sig_sum, b.results as u64),
        (want.xor, want.sum, want.results)
    );
    assert_eq!(d.link.framing_errors(), 0);
}
