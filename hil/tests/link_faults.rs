//! Link faults against the Verilated Cu board top: the recovering host applies every event
//! exactly once and every state equals the golden model's; hosts that ignore faults or retry
//! blindly are caught by the same checks.

use nscc_hil::faults::{
    replay_with_recovery, sim_board_for_faults, FaultKind, FaultLink, FaultReport, Recovery,
};
use nscc_hil::{Driver, HilOptions};
use nscc_trace::open_or_embedded;

fn run(rate: f64, seed: u64, events: u64, recovery: Recovery) -> FaultReport {
    run_kinds(rate, seed, events, recovery, &FaultKind::ALL)
}

fn run_kinds(
    rate: f64,
    seed: u64,
    events: u64,
    recovery: Recovery,
    kinds: &[FaultKind],
) -> FaultReport {
    let (reader, _) = open_or_embedded(None).unwrap();
    let mut link = FaultLink::new(sim_board_for_faults().unwrap(), rate, seed);
    link.kinds = kinds.to_vec();
    let mut d = Driver::new(link);
    let o = HilOptions {
        ccc: None,
        max_events: Some(events),
        cc_only: true,
        baud: nscc_rtl::board_top::BOARD_BAUD,
    };
    let r = replay_with_recovery(&mut d, reader, &o, recovery, |l| l.counts()).unwrap();
    print!("{}", r.to_text());
    r
}

#[test]
fn the_host_recovers_from_every_fault_and_applies_each_event_once() {
    let r = run(0.35, 1, 60, Recovery::Resync);
    assert!(r.clean(), "{}", r.to_text());
    assert_eq!(r.events, 60);
    assert_eq!(
        r.events_applied,
        60,
        "every event applied exactly once: {}",
        r.to_text()
    );
    assert!(r.faults.faults_injected >= 15, "{}", r.to_text());
    let kinds = r.faults.by_kind.iter().filter(|(_, c)| *c > 0).count();
    assert!(kinds >= 6, "most fault kinds injected: {}", r.to_text());
    assert!(
        r.recoveries >= r.faults.faults_injected / 2,
        "{}",
        r.to_text()
    );
}

/// The checks can fail: a host that goes on after a fault loses events (and its states
/// differ from the golden model's); one that retries without asking the board applies some
/// twice.
#[test]
fn hosts_that_ignore_faults_are_caught() {
    let ignore = run(0.35, 1, 40, Recovery::Ignore);
    assert!(
        ignore.events_lost > 0 && !ignore.clean(),
        "{}",
        ignore.to_text()
    );
    // answers lost after the board applied the event: a blind retry applies it again
    let answers = [FaultKind::AnswerBitFlip, FaultKind::AnswerDropByte];
    let blind = run_kinds(0.3, 3, 40, Recovery::BlindRetry, &answers);
    assert!(
        blind.events_applied_twice > 0 && !blind.clean(),
        "{}",
        blind.to_text()
    );
}
