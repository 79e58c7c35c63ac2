//! Link faults against the Verilated engine board tops (the ULX3S's `IpBoardTop` and the
//! Cu's `CuEngineBoardTop`): CCC_EVENT's sequence number lets the recovering host retry every
//! event until its RESULT comes, each event applied exactly once and every result equal to
//! `GoldenEngine`'s; a host that retries with a new sequence number, or goes on after a
//! fault, is caught by the same checks; a repeated sequence number is answered with the stored RESULT.

use golden_model::engine::GoldenEngine;
use golden_model::nscc::HwEvent;
use nscc_cosim::core::Core;
use nscc_hil::engine::EngineResult;
use nscc_hil::engine_faults::{
    replay_engine_with_recovery, sim_engine_board_for_faults, EngineFaultReport,
};
use nscc_hil::faults::{FaultKind, FaultLink, Recovery};
use nscc_hil::{Driver, HilOptions, Response};
use nscc_rtl::board::board_protocol::{self as proto, encode_frame, T_CCC_EVENT};
use nscc_trace::open_or_embedded;

fn run(
    rtl: Core,
    rate: f64,
    seed: u64,
    events: u64,
    recovery: Recovery,
    kinds: &[FaultKind],
) -> EngineFaultReport {
    let (reader, _) = open_or_embedded(None).unwrap();
    let (board, baud) = sim_engine_board_for_faults(rtl).unwrap();
    let mut link = FaultLink::new(board, rate, seed);
    link.kinds = kinds.to_vec();
    let mut d = Driver::new(link);
    let o = HilOptions {
        ccc: None,
        max_events: Some(events),
        cc_only: true,
        baud,
    };
    let cccs = rtl.cccs();
    let r =
        replay_engine_with_recovery(&mut d, reader, &o, cccs, recovery, |l| l.counts()).unwrap();
    print!("{}", r.to_text());
    r
}

fn recovers(rtl: Core, seed: u64, events: u64) {
    let r = run(rtl, 0.35, seed, events, Recovery::Resync, &FaultKind::ALL);
    assert!(r.clean(), "{}", r.to_text());
    assert_eq!(r.events, events);
    assert_eq!(r.events_applied, events, "{}", r.to_text());
    assert!(r.faults.faults_injected >= 8, "{}", r.to_text());
    let kinds = r.faults.by_kind.iter().filter(|(_, c)| *c > 0).count();
    assert!(kinds >= 5, "most fault kinds injected: {}", r.to_text());
    assert!(r.answered_after_retry > 0, "{}", r.to_text());
}

#[test]
fn the_ulx3s_engine_board_recovers_and_applies_each_event_once() {
    recovers(Core::Engine, 1, 24);
}

#[test]
fn the_cu_engine_board_recovers_and_applies_each_event_once() {
    recovers(Core::CompactEngine, 2, 24);
}

/// Retrying with a new sequence number after a lost answer applies the event twice: the
/// checks see it.
#[test]
fn a_host_retrying_with_a_new_sequence_number_is_caught() {
    let r = run(
        Core::Engine,
        0.5,
        3,
        16,
        Recovery::BlindRetry,
        &[FaultKind::AnswerBitFlip, FaultKind::AnswerDropByte],
    );
    assert!(!r.clean(), "{}", r.to_text());
    assert!(r.events_applied_twice > 0, "{}", r.to_text());
}

/// A host that goes on after a fault loses events: the checks see it.
#[test]
fn a_host_ignoring_faults_is_caught() {
    let r = run(Core::Engine, 0.35, 1, 24, Recovery::Ignore, &FaultKind::ALL);
    assert!(!r.clean(), "{}", r.to_text());
    assert!(r.events_lost > 0, "{}", r.to_text());
}

/// The same CCC_EVENT twice with one sequence number: one application, the same RESULT; a
/// new sequence number applies it again; a request in between forgets the stored RESULT.
#[test]
fn a_repeated_sequence_number_gets_the_stored_result() {
    let (board, _) = sim_engine_board_for_faults(Core::Engine).unwrap();
    let mut d = Driver::new(board);
    let (reader, _) = open_or_embedded(None).unwrap();
    let regs = nscc_trace::config_from_header(reader.header())
        .register_image()
        .unwrap();
    let mut g = GoldenEngine::new(nscc_rtl::nscc::engine::CCCS).unwrap();
    g.load_profile(0, regs).unwrap();
    d.load_profile(0, &regs).unwrap();
    for ccc in [5, 6] {
        g.reset(ccc).unwrap();
        g.activate(ccc, 0, 0).unwrap();
        g.ready(ccc).unwrap();
        assert!(d.reset(ccc).unwrap() && d.activate(ccc, 0, 0).unwrap() && d.ready(ccc).unwrap());
    }
    let ev = HwEvent {
        t_ns: 2_000,
        bytes: 4_096,
        rtt_ns: 400_000,
        ecn: true,
        in_flight: 400_000,
        ..Default::default()
    };
    let send = |d: &mut Driver<_>, seq: u8, ccc: u32| match d
        .request(T_CCC_EVENT, &proto::ccc_event_payload(seq, ccc, &ev))
        .unwrap()
    {
        Response::Answer { fields, .. } => {
            assert_eq!(fields[0], seq as u64);
            d.result_of_fields(&fields).unwrap()
        }
        r => panic!("{r:?}"),
    };
    let first = EngineResult::golden(&mut g, 5, &ev);
    assert_eq!(send(&mut d, 9, 5), first);
    // the retry: the same RESULT, not applied again
    assert_eq!(send(&mut d, 9, 5), first);
    // even with another event in it (the board compares the sequence number only)
    assert_eq!(send(&mut d, 9, 6), first);
    // a refusal is stored as well
    let refused = EngineResult::golden(&mut g, 70_000 % 65_536, &ev);
    assert_eq!(send(&mut d, 10, 70_000 % 65_536), refused);
    assert_eq!(send(&mut d, 10, 70_000 % 65_536), refused);
    // a new sequence number applies the event (the second on CCC 5; the refusal counters
    // at the end tell that the refused one was counted twice, not three times)
    let again = EngineResult::golden(&mut g, 70_000 % 65_536, &ev);
    assert_eq!(send(&mut d, 12, 70_000 % 65_536), again);
    let second = EngineResult::golden(&mut g, 5, &ev);
    assert_eq!(send(&mut d, 11, 5), second);
    // a REFUSALS in between forgets the stored RESULT: the same number applies again
    assert_eq!(d.refusals().unwrap(), g.refusals());
    let third = EngineResult::golden(&mut g, 5, &ev);
    assert_eq!(send(&mut d, 11, 5), third);
    // a bad frame does not: its retry gets the stored RESULT
    let mut f = encode_frame(T_CCC_EVENT, &proto::ccc_event_payload(11, 5, &ev));
    let n = f.len();
    f[n - 1] ^= 1;
    d.send_raw(&f).unwrap();
    assert!(d.read_response().unwrap().error().is_some());
    assert_eq!(send(&mut d, 11, 5), third);
    assert_eq!(d.refusals().unwrap(), g.refusals());
}
