//! The EV engine RTL (`MpEvEngine`) against the golden `MpEngine`: per strategy, a seeded
//! random stream on the Cu's instance (128 CCCs x 8 EVs) and on the ECP5's (1,024 x 256),
//! and the shared trace of 128 flows over 8 paths as `nscc multipath` drives it; every
//! decision, lifecycle answer, the LFSR and the request's full context compared.

use golden_model::multipath::Strategy;
use nscc_cosim::multipath::{mp_cosim_random_on, mp_cosim_trace, MpCosimReport};
use nscc_rtl::multipath::mp_engine::{instance, instance_named};
use nscc_trace::TraceReader;

fn check(r: &MpCosimReport) {
    eprintln!("{}", r.to_text());
    assert_eq!(r.mismatches, 0, "{}", r.to_text());
}

#[test]
fn every_strategy_matches_the_golden_engine_on_random_streams() {
    let mut insts: Vec<_> = Strategy::ALL
        .iter()
        .flat_map(|s| [instance(*s, false), instance(*s, true)])
        .collect();
    insts.push(instance_named("mp_cu_mixed_wide").unwrap());
    for inst in insts {
        let s = inst.strategy;
        let r = mp_cosim_random_on(inst, 3_000, 17).unwrap();
        check(&r);
        assert!(r.events >= 3_000 && r.decisions > 1_000 && r.feedbacks > 1_000);
        // every refusal reason and the lifecycle were exercised
        assert!(r.refused.ccc_out_of_range > 0 && r.refused.idle > 0);
        assert!(r.refused.ev_out_of_range > 0 && r.refused.feedback_out_of_range > 0);
        assert!(r.lifecycle > 20);
        if s.has_penalties() {
            assert!(r.sources.rotation > 0, "{}", r.to_text());
            if inst.evs() <= 8 {
                // every EV penalised: the first candidate anyway
                assert!(r.sources.fallback > 0, "{}", r.to_text());
            } else {
                // walks over many penalty words
                assert!(r.clocks_per_decision_max > 16, "{}", r.to_text());
            }
        }
        if s.has_ring() {
            assert!(r.sources.recycled > 0, "{}", r.to_text());
        }
        if s == Strategy::Reps {
            assert!(
                r.sources.frozen > 0 && r.sources.explore > 0,
                "{}",
                r.to_text()
            );
        }
        if s == Strategy::Mixed {
            assert!(r.sources.dropped > 0, "{}", r.to_text());
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
        // the Cu's budget: 12.2 M decisions/s at 40 MHz with the trace's feedback
        assert!(r.decisions_per_sec_at_40mhz > 12.2e6, "{}", r.to_text());
    }
}
