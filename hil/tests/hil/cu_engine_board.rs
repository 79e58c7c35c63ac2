//! The Cu's engine board (`CuEngineBoardTop`: UART, frame codec, `NsccCompactEngine`, the
//! BIST) Verilated and driven over its UART lines at the bit level (4 Mbaud, 40 MHz): the
//! engine board protocol as on the ULX3S, the BIST's signature equal to the golden engine's,
//! trace events over many CCCs answered as `GoldenEngine` answers them, refusals included.

use crate::common;
use common::{ack, regs, trace};

use golden_model::engine::Refusal;
use nscc_cosim::core::Core;
use nscc_hil::bist::{golden_signature, run_board_sim_on, BistOptions, Signature};
use nscc_hil::engine::replay_engine_on;
use nscc_hil::{Driver, HilOptions, SimBoard};
use nscc_rtl::nscc::compact_engine::COMPACT_CCCS;

#[test]
fn bist_on_the_cu_engine_board_matches_the_golden_engine() {
    let r = regs();
    let o = BistOptions {
        seed: 5,
        events: 1_500,
        cccs_log2: 7,
    };
    let rep = run_board_sim_on(Core::CompactEngine, &r, &o).unwrap();
    eprintln!("{}", rep.to_text());
    assert!(rep.signature_match, "{}", rep.to_text());
    assert_eq!(rep.rtl.results, 1_500);
    // one event at a time: the context swap and the microprogram
    assert!(rep.clocks_per_event > 200.0, "{}", rep.to_text());
    // more CCCs than the Cu's engine holds: refused before anything is sent
    let too_many = BistOptions { cccs_log2: 8, ..o };
    assert!(run_board_sim_on(Core::CompactEngine, &r, &too_many).is_err());
    // a second BIST on the same board gives its own golden signature
    let mut d = Driver::new(SimBoard::cu_engine().unwrap());
    d.link.timeout_cycles = 20_000_000;
    d.load_profile(0, &r).unwrap();
    let b = d.bist(11, 300, 2, r.base_rtt_ns).unwrap();
    let want = golden_signature(
        &r,
        &BistOptions {
            seed: 11,
            events: 300,
            cccs_log2: 2,
        },
    )
    .unwrap();
    let got = Signature::of(&b);
    assert_eq!(got, want);
}

#[test]
fn trace_events_on_the_cu_engine_board_answer_as_the_golden_engine() {
    let o = HilOptions {
        ccc: None,
        max_events: Some(400),
        cc_only: true,
        baud: nscc_rtl::board::board_config::BOARD_BAUD,
    };
    let mut d = Driver::new(SimBoard::cu_engine().unwrap());
    let rep = replay_engine_on(&mut d, trace(), &o, COMPACT_CCCS).unwrap();
    eprintln!("{}", rep.to_text());
    assert_eq!(rep.mismatches, 0, "{}", rep.to_text());
    assert_eq!(rep.events, 400);
    assert!(rep.cccs >= 2 && rep.results_compared >= 400);
    // an id beyond the 128 CCCs and a CCC never activated: refused and counted, nothing
    // applied elsewhere
    let ev = ack(1_000, 10_000, false);
    let before = d.refusals().unwrap();
    let out = d.ccc_event(COMPACT_CCCS as u32 + 3, &ev).unwrap();
    assert_eq!(out.refused, Some(Refusal::CccOutOfRange));
    let out = d.ccc_event(COMPACT_CCCS as u32 - 1, &ev).unwrap();
    assert_eq!(out.refused, Some(Refusal::Idle));
    let after = d.refusals().unwrap();
    assert_eq!(after.ccc_out_of_range, before.ccc_out_of_range + 1);
    assert_eq!(after.idle, before.idle + 1);
}
