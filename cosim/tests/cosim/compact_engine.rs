//! The Cu's multi-CCC engine (`NsccCompactEngine`: the compact core on contexts swapped from
//! block RAM) against the golden engine: every recorded trace with all its CCCs in one
//! engine, every state field of every event compared.

use nscc_cosim::core::Core;
use nscc_cosim::engine::cosim_on;
use nscc_trace::{Spacing, TraceReader};

#[test]
fn compact_engine_matches_the_golden_engine_on_every_htsim_trace() {
    let paths = nscc_trace::htsim_traces().unwrap();
    assert_eq!(paths.len(), 3);
    for path in paths {
        let r = cosim_on(
            Core::CompactEngine,
            TraceReader::open(&path).unwrap(),
            Spacing::BackToBack,
            None,
        )
        .unwrap();
        eprintln!("{}", r.to_text());
        assert_eq!(r.mismatches, 0, "{}", r.to_text());
        assert!(r.events > 1_000 && r.fields_compared > 20 * r.events);
        assert_eq!(r.refused.total(), 0);
        // one event at a time: the swap (21 clocks) and the program (>= 39 instructions)
        assert!(
            r.clocks_per_event_mean > 200.0,
            "{}",
            r.clocks_per_event_mean
        );
    }
}
