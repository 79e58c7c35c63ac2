//! The INT engine against its golden twin (`nscc cosim --core engine` on INT traces): both
//! shared INT traces back-to-back and at trace timing, and random INT streams with every
//! defined case, 0 mismatches.

use nscc_cosim::int_engine::{cosim_random, cosim_rate, cosim_trace, IntCosimReport};
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
            assert!(r.mimd + r.ai > 7000, "{r:?}");
            if name.contains("fncc") {
                assert!(r.lhcs > 1000, "{r:?}");
            }
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
        assert!(
            r.mimd > 100 && r.ai > 100 && r.lhcs > 10 && r.wc_updates > 100,
            "{r:?}"
        );
    }
}

/// Many CCCs, 5 records per ACK, back-to-back: every ACK compared, and the clocks each
/// takes reported (the figure `docs/int-cc.md` gives; measured, not a bar).
#[test]
fn int_engine_at_five_hops_over_every_ccc_matches_the_golden_model() {
    for top in ["int_engine_cu", "int_engine_ecp5"] {
        let r = cosim_rate(top, 10_000, 5, 5).unwrap();
        check(&r, 10_000);
        assert_eq!(r.refused_records + r.refused_unbound, 0, "{r:?}");
        eprintln!(
            "{top}: {:.2} clocks per 5-hop INT ACK",
            r.clocks_per_event_mean
        );
    }
}
