//! The INT engine against its golden twin (`nscc cosim --core engine` on INT traces): both
//! shared INT traces back-to-back and at trace timing, and random INT streams with every
//! defined case, 0 mismatches.

use nscc_cosim::int_engine::{cosim_random, cosim_trace, IntCosimReport};
use nscc_trace::{Spacing, TraceReader};

fn trace(name: &str) -> TraceReader {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../traces/int")
        .join(name);
    TraceReader::open(&p).unwrap()
}

fn check(r: &IntCosimReport, min_events: u64) {
    assert_eq!(
        r.mismatches,
        0,
        "{}",
        r.first_mismatch
            .as_ref()
            .map(|m| m.to_text("MISMATCH"))
            .unwrap_or_default()
    );
    assert!(r.events >= min_events, "{r:?}");
    assert!(r.fields_compared > 5 * r.events, "{r:?}");
}

#[test]
fn int_engine_matches_the_golden_model_on_both_int_traces() {
    for name in [
        "g_hpcc_incast8_3hop.csv.gz",
        "h_fncc_incast8_lasthop.csv.gz",
    ] {
        for spacing in [Spacing::BackToBack, Spacing::Trace] {
            let reader = trace(name);
            let h = reader.header().clone();
            let algo = nscc_replay::int_replay::int_algo_of(&h, None).unwrap();
            let params = nscc_replay::int_replay::int_params_from_header(&h, algo).unwrap();
            let r = cosim_trace("int_engine_ecp5", reader, &params, spacing, None).unwrap();
            check(&r, 1000);
            assert_eq!(r.cccs, 8, "{r:?}");
        }
    }
}

#[test]
fn int_engine_matches_the_golden_model_on_random_streams_with_every_defined_case() {
    for (top, seed) in [("int_engine_cu", 1u64), ("int_engine_ecp5", 2)] {
        let r = cosim_random(top, 20_000, seed, Spacing::BackToBack, None).unwrap();
        check(&r, 20_000);
        assert!(r.refused_records > 20, "{r:?}");
        assert!(r.refused_unbound > 100, "{r:?}");
        assert_eq!(r.algorithms.len(), 3, "{r:?}");
    }
}
