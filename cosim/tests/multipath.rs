//! The EV engine RTL (`MpEvEngine`) against the golden `MpEngine`: per strategy, a seeded
//! random stream on the Cu's instance (128 CCCs x 8 EVs) and on the ECP5's (1,024 x 256),
//! and the shared trace of 128 flows over 8 paths as `nscc multipath` drives it; every
//! decision, lifecycle answer, the LFSR and the request's full context compared.

use golden_model::multipath::Strategy;
use nscc_cosim::multipath::{mp_cosim_random, mp_cosim_trace, MpCosimReport};
use nscc_trace::TraceReader;

fn check(r: &MpCosimReport) {
    eprintln!("{}", r.to_text());
    assert_eq!(r.mismatches, 0, "{}", r.to_text());
}

#[test]
fn every_strategy_matches_the_golden_engine_on_random_streams() {
    for s in Strategy::ALL {
        for ecp5 in [false, true] {
            let r = mp_cosim_random(s, ecp5, 3_000, 17).unwrap();
            check(&r);
            assert!(r.events >= 3_000 && r.decisions > 1_000 && r.feedbacks > 1_000);
            // every refusal reason and the lifecycle were exercised
            assert!(r.refused.ccc_out_of_range > 0 && r.refused.idle > 0);
            assert!(r.refused.ev_out_of_range > 0 && r.refused.feedback_out_of_range > 0);
            assert!(r.lifecycle > 20);
            if s.has_penalties() {
                assert!(r.sources.fallback > 0 && r.sources.rotation > 0, "{}", r.to_text());
            }
            if s.has_ring() {
                assert!(r.sources.recycled > 0, "{}", r.to_text());
            }
            if s == Strategy::Reps {
                assert!(r.sources.frozen > 0 && r.sources.explore > 0, "{}", r.to_text());
            }
            if s == Strategy::Mixed {
                assert!(r.sources.dropped > 0, "{}", r.to_text());
            }
        }
    }
}

#[test]
fn every_strategy_matches_the_golden_engine_on_the_permutation_trace() {
    let path = nscc_trace::htsim_traces()
        .unwrap()
        .into_iter()
        .find(|p| p.to_string_lossy().contains("perm128"))
        .unwrap();
    for s in Strategy::ALL {
        let r = mp_cosim_trace(TraceReader::open(&path).unwrap(), s, false).unwrap();
        check(&r);
        assert_eq!((r.cccs, r.evs), (128, 8));
        assert!(r.decisions > 30_000 && r.feedbacks > 10_000);
    }
}
