//! Verilator co-simulation of the multi-CCC engine (`NsccEngine`) against its golden twin
//! (`GoldenEngine`): every recorded htsim trace with all its CCCs in one engine (back-to-back
//! and at trace timing), and random multi-CCC streams over several profiles with same-CCC
//! bursts, lifecycle requests mid-stream, refused events of every reason and configuration
//! extremes. Every context write and every event's result is compared, bit for bit.
//!
//! `NSCC_COSIM_EVENTS` raises the number of random events (default 60,000).

use crate::common;
use common::{events_from_env, mismatch_free_streams};

use golden_model::engine::Refusal;
use nscc_cosim::core::Core;
use nscc_cosim::engine::cosim;
use nscc_cosim::soak::{engine_stream, StreamRun};
use nscc_cosim::streams::Rng;
use nscc_trace::{Spacing, TraceReader};

#[test]
fn every_htsim_trace_in_one_engine_has_no_mismatch() {
    let traces = nscc_trace::htsim_traces().unwrap();
    assert!(traces.len() >= 3);
    for path in traces {
        for spacing in [Spacing::BackToBack, Spacing::Trace] {
            let r = cosim(TraceReader::open(&path).unwrap(), spacing, None).unwrap();
            assert_eq!(
                r.mismatches,
                0,
                "{} {spacing}: {:?}",
                path.display(),
                r.first_mismatch
            );
            assert!(r.events > 1900, "{}", path.display());
            // every state field of every event compared, once per group write
            assert_eq!(
                r.fields_compared,
                r.events * golden_model::interface::STATE.len() as u64
            );
            assert_eq!(r.refused.total(), 0);
            // the engine's cycle model gives the RTL's clocks, stalls and latencies
            assert!(r.model.is_some() && r.model_agrees(), "{}", r.to_text());
        }
    }
}

/// The cycle model (`golden_model::timing`, `Schedule::ENGINE`) against the Verilated
/// engine on random streams: bursts of one CCC, events arriving together or a few clocks
/// apart, idle gaps, and events refused at the issue (a CCC not READY, one IDLE, an id
/// beyond the engine whose low 12 bits alias a READY one). The latency of every event, the
/// stall cycles and the clocks per event must be the RTL's.
#[test]
fn the_cycle_model_gives_the_engines_timing() {
    use golden_model::engine::GoldenEngine;
    use golden_model::timing::{self, Offered, Route, Schedule, TimingStats};
    use nscc_cosim::engine::{EngineBench, Lifecycle};
    use nscc_cosim::streams::{config, stream};

    let mut refused = 0;
    for seed in 0..12u64 {
        let mut rng = Rng::new(0x71_6d00 + seed);
        let regs = config(&mut rng).register_image().unwrap();
        let mut b = EngineBench::of(Core::Engine).unwrap();
        let mut g = GoldenEngine::new(Core::Engine.cccs()).unwrap();
        b.load_profile(0, &regs).unwrap();
        g.load_profile(0, regs).unwrap();
        let ready: Vec<u32> = (0..1 + rng.range(0, 6))
            .map(|_| rng.range(0, 4096) as u32)
            .collect();
        for &id in &ready {
            b.lifecycle(
                id,
                Lifecycle::Activate {
                    profile: 0,
                    t_ns: 0,
                },
            );
            b.lifecycle(id, Lifecycle::Ready);
            let _ = g.activate(id, 0, 0);
            let _ = g.ready(id);
        }
        let active = rng.range(0, 4096) as u32;
        if !ready.contains(&active) {
            b.lifecycle(
                active,
                Lifecycle::Activate {
                    profile: 0,
                    t_ns: 0,
                },
            );
            let _ = g.activate(active, 0, 0);
        }
        let idle = rng.range(0, 4096) as u32;
        let beyond = 4096 + ready[0];
        let mut ids = ready.clone();
        ids.extend([active, idle, beyond]);
        let c0 = b.cycle;
        let (mut at, mut current) = (0u64, ready[0]);
        let mut offered = Vec::new();
        for (n, ev) in stream(&mut rng, regs.base_rtt_ns)
            .into_iter()
            .flatten()
            .enumerate()
        {
            at += rng.pick(&[0u64, 0, 0, 1, 1, 2, 5, 30]);
            if rng.next().is_multiple_of(5) {
                current = rng.pick(&ids);
            }
            b.idle_until(c0 + at);
            b.offer_arriving(current, &ev, n as u64, 0, Some(c0 + at));
            let route = match g.step(current, &ev) {
                Ok(st) => Route::of(&st.result),
                Err(_) => Route::Refused,
            };
            offered.push(Offered {
                arrival: at,
                ccc: current,
                route,
            });
        }
        b.drain();
        assert_eq!(b.mismatches, 0, "seed {seed}: {:?}", b.first_mismatch);
        let m = TimingStats::of(&offered, &timing::run(&Schedule::ENGINE, &offered));
        let rtl = (
            b.latency.events(),
            b.latency.max(),
            b.latency.quantile(0.99),
            b.stall_cycles,
            b.clocks_per_event_max,
        );
        let model = (
            offered.iter().filter(|o| o.route != Route::Refused).count() as u64,
            m.latency_cycles_max,
            m.latency_cycles_p99,
            m.stall_cycles,
            m.clocks_per_event_max,
        );
        assert_eq!(
            rtl, model,
            "seed {seed}: (events, max, p99, stalls, gap max)"
        );
        assert!(
            (b.latency.mean() - m.latency_cycles_mean).abs() < 1e-9,
            "seed {seed}"
        );
        assert!((b.clocks_per_event_mean() - m.clocks_per_event_mean).abs() < 1e-9);
        assert!(b.stall_cycles > 0, "seed {seed}: same-CCC bursts wait");
        refused += offered.iter().filter(|o| o.route == Route::Refused).count();
    }
    assert!(refused > 100, "{refused} events refused at the issue");
}

#[test]
fn random_multi_ccc_streams_have_no_mismatch() {
    random_streams(Core::Engine, events_from_env("NSCC_COSIM_EVENTS", 60_000));
}

/// The Cu's engine (one event at a time, a few hundred clocks each: fewer events).
#[test]
fn random_multi_ccc_streams_have_no_mismatch_on_the_compact_engine() {
    random_streams(Core::CompactEngine, 20_000);
}

/// Random multi-CCC streams through the engine `rtl` until `target` events were offered.
fn random_streams(rtl: Core, target: u64) {
    let (mut stalls, mut lifecycles) = (0u64, 0u64);
    let mut refused = [0u64; 4];
    let run = StreamRun {
        rtl,
        ..StreamRun::default()
    };
    let (events, streams) = mismatch_free_streams(7, target, run, |rng, run| {
        let st = engine_stream(rng, run)?;
        stalls += st.stall_cycles;
        lifecycles += st.resets;
        for (k, n) in st.refused.iter().enumerate() {
            refused[k] += n;
        }
        Ok(st)
    });
    eprintln!(
        "{events} random events in {streams} streams, {stalls} same-CCC stall cycles, \
         {lifecycles} resets mid-stream, refused {refused:?}: 0 mismatches"
    );
    assert!(stalls > 0, "no same-CCC burst was stalled");
    assert!(lifecycles > 0);
    for (k, r) in Refusal::ALL.iter().enumerate() {
        assert!(refused[k] > 0, "no event refused as {}", r.as_str());
    }
}
