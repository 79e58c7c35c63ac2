//! The INT engine against its golden twin (`nscc cosim --core engine` on INT traces): both
//! shared INT traces back-to-back and at trace timing, and random INT streams with every
//! defined case, 0 mismatches.

use nscc_cosim::int_engine::{
    cosim_random, cosim_random_over, cosim_rate, cosim_trace, CccOrder, IntCosimReport,
};
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
        for (top, spacing) in [
            ("int_engine_ecp5", Spacing::BackToBack),
            ("int_engine_ecp5", Spacing::Trace),
            ("int_engine_cu", Spacing::BackToBack),
            ("int_engine_cu", Spacing::Trace),
        ] {
            let reader = trace(name);
            let h = reader.header().clone();
            let algo = nscc_replay::int_replay::int_algo_of(&h, None).unwrap();
            let params = nscc_replay::int_replay::int_params_from_header(&h, algo).unwrap();
            let r = cosim_trace(top, reader, &params, spacing, None).unwrap();
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
    let r = cosim_random("int_engine_ecp5", 20_000, 2, Spacing::BackToBack, None).unwrap();
    check(&r, 20_000);
    assert!(r.refused_records > 20, "{r:?}");
    assert!(r.refused_unbound > 100, "{r:?}");
    assert_eq!(r.algorithms.len(), 3, "{r:?}");
    assert!(
        r.mimd > 100 && r.ai > 100 && r.lhcs > 10 && r.wc_updates > 100,
        "{r:?}"
    );
}

/// Three CCCs back to back: a CCC's next ACK issues at every distance from the fast one
/// (`FAST_CYCLES`, behind an ACK that changes neither Wc nor incStage and has as many
/// records) up, behind Wc updates, LHCS, record-count changes, empty and refused ACKs.
#[test]
fn int_engine_matches_the_golden_model_on_same_ccc_bursts() {
    for seed in [3, 4] {
        let r = cosim_random_over(
            "int_engine_ecp5",
            20_000,
            3,
            seed,
            Spacing::BackToBack,
            None,
        )
        .unwrap();
        check(&r, 20_000);
        assert!(r.wc_updates > 1000 && r.refused_records > 20, "{r:?}");
        eprintln!(
            "three CCCs (seed {seed}): {:.3} clocks per event",
            r.clocks_per_event_mean
        );
    }
}

/// Many CCCs, 5 records per ACK, back-to-back: every ACK compared, and the clocks each
/// takes reported (the figure `docs/int-cc.md` gives; measured, not a bar).
#[test]
fn int_engine_at_five_hops_over_every_ccc_matches_the_golden_model() {
    for (top, order) in [
        ("int_engine_ecp5", CccOrder::Uniform),
        ("int_engine_ecp5", CccOrder::Rounds),
        ("int_engine_ecp5", CccOrder::One(0)),
        ("int_engine_ecp5", CccOrder::One(1)),
        ("int_engine_ecp5", CccOrder::One(2)),
    ] {
        let r = cosim_rate(top, 10_000, 5, order, 5).unwrap();
        check(&r, 10_000);
        assert_eq!(r.refused_records + r.refused_unbound, 0, "{r:?}");
        eprintln!(
            "{top}, {order:?}: {:.3} clocks per 5-hop INT ACK ({} Wc updates, {} LHCS)",
            r.clocks_per_event_mean, r.wc_updates, r.lhcs
        );
        // a cycle count, not a time
        let bound = match (top, order) {
            // one clock per ACK, and an ACK whose CCC issued d < 12 clocks before waits
            // 12 - d: over 1,024 CCCs at random, 66 / 1,024 clocks per ACK on average
            ("int_engine_ecp5", CccOrder::Uniform) => {
                nscc_rtl::int::int_engine::clocks_per_ack(5) as f64 + 0.1
            }
            // one CCC: its ACKs `FAST_CYCLES` apart, `HAZARD_CYCLES` behind a Wc update
            // (and the pipeline's fill)
            (_, CccOrder::One(_)) => {
                let (fast, slow) = (
                    nscc_rtl::int::int_engine::FAST_CYCLES as f64,
                    nscc_rtl::int::int_engine::HAZARD_CYCLES as f64,
                );
                fast + (slow - fast) * r.wc_updates as f64 / 10_000.0 + 0.1
            }
            // every CCC once per round: only a round's seam can bring a CCC back early
            _ => nscc_rtl::int::int_engine::clocks_per_ack(5) as f64 + 0.05,
        };
        assert!(r.clocks_per_event_mean < bound, "{r:?}");
    }
}

/// A bind of a CCC the engine does not hold is taken and ignored: it must not reach the
/// CCC its low address bits name (here: unbinding 69 on the Cu's 64-CCC instance would
/// unbind 5, and 5's ACKs would be refused as not INT).
#[test]
fn int_engine_ignores_a_bind_beyond_its_cccs() {
    use nscc_cosim::int_engine::{random_events, random_profiles, run_events, IntLane};
    use nscc_cosim::streams::Rng;
    let mut rng = Rng::new(17);
    let mut lane = IntLane::new("int_engine_cu").unwrap();
    let cap = nscc_rtl::int::int_engine::CU_INT_CCCS;
    lane.load_profile(0, random_profiles(&mut rng).remove(0))
        .unwrap();
    lane.bind(5, Some(0)).unwrap();
    lane.bind(5 + cap, None).unwrap();
    lane.bind(5 + 2 * cap, Some(0)).unwrap();
    let events: Vec<_> = random_events(1, 400, &mut rng)
        .into_iter()
        .filter(|e| e.0 == 0)
        .map(|(_, ev, line, t)| (5, ev, line, t))
        .collect();
    run_events(&mut lane, &events, Spacing::BackToBack).unwrap();
    check(&lane.report, 100);
    assert_eq!(lane.report.refused_unbound, 0, "{:?}", lane.report);
}

/// The Cu's engine (`IntSerialEngine`, records on request; its traces run above): a random
/// stream with every defined case, and 5-hop ACKs over its 64 CCCs at the clocks its
/// sequence takes.
#[test]
fn int_serial_engine_matches_the_golden_model() {
    let top = "int_engine_cu";
    let r = cosim_random(top, 5_000, 3, Spacing::BackToBack, None).unwrap();
    check(&r, 5_000);
    assert!(r.refused_records > 5 && r.refused_unbound > 20, "{r:?}");
    assert!(r.mimd > 50 && r.ai > 50 && r.lhcs > 5, "{r:?}");
    let r = cosim_rate(top, 2_000, 5, CccOrder::Uniform, 5).unwrap();
    check(&r, 2_000);
    eprintln!(
        "{top}: {:.2} clocks per 5-hop INT ACK",
        r.clocks_per_event_mean
    );
    // one ACK at a time: exactly the sequence's clocks
    assert!(
        (r.clocks_per_event_mean - nscc_rtl::int::int_serial::clocks_per_ack(5) as f64).abs() < 0.1,
        "{r:?}"
    );
}
