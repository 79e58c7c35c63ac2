//! NSCC and INT CCCs through one event port (`CcEngine`): a random mixed stream, every event
//! compared with its golden twin (the NSCC engine's complete state, the INT answer, head
//! and L records), with CCCs changing algorithm mid-stream.

use nscc_cosim::cc_engine::cosim_mixed;

#[test]
fn nscc_and_int_ccc_share_one_event_port_with_no_mismatch() {
    let n = std::env::var("NSCC_CC_EVENTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40_000);
    let r = cosim_mixed(n, 21, None).unwrap_or_else(|e| panic!("{e}"));
    eprintln!("{}", r.to_text());
    assert_eq!(r.mismatches, 0, "{}", r.to_text());
    assert_eq!(r.events as usize, n);
    // both algorithms ran, and every way in: INT answers, NSCC refusals of CCCs never
    // activated (an INT CCC left unbound, a bind beyond the INT engine) and beyond the
    // engine, CCCs re-bound mid-stream
    assert!(
        r.nscc_events > n as u64 / 4 && r.int_events > n as u64 / 4,
        "{}",
        r.to_text()
    );
    assert!(
        r.nscc_refused[0] > 0 && r.nscc_refused[1] > 0,
        "{}",
        r.to_text()
    );
    assert!(r.rebinds > 0, "{}", r.to_text());
    assert!(r.fields_compared > 10 * n as u64, "{}", r.to_text());
    assert_eq!(r.algorithms, ["nscc", "hpcc", "rx-hpcc", "fncc"]);
}
