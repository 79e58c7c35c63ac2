//! Verilator co-simulation of the SLEEK scan engine against its golden twin: every recorded
//! htsim trace (through `nscc cosim`'s SLEEK lanes) and proptest-generated lossy streams,
//! every clock cycle compared (state taps, the request written into the retransmit FIFO and
//! the FIFO head), so the sequence of retransmit PSNs and the cycle of each are checked.
//!
//! `NSCC_SLEEK_COSIM_EVENTS` raises the number of random events (default 100,000).

use std::path::PathBuf;

use golden_model::config::CccConfig;
use golden_model::sleek::SleekRegs;
use nscc_cosim::engine::cosim;
use nscc_cosim::sleek::{RetransmitCounts, SleekLane};
use nscc_rtl::testing::{LossyStream, SplitMix};
use nscc_trace::Spacing;
use nscc_trace::TraceReader;
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;

fn traces() -> Vec<PathBuf> {
    let v = nscc_trace::htsim_traces().unwrap();
    assert!(v.len() >= 3);
    v
}

#[test]
fn every_htsim_trace_has_no_sleek_mismatch() {
    let mut nacks = 0;
    let mut scans = 0;
    for path in traces() {
        for spacing in [Spacing::Trace, Spacing::BackToBack] {
            // beside the engine's CCCs (the NSCC state each event leaves is the engine's)
            let e = cosim(TraceReader::open(&path).unwrap(), spacing, None).unwrap();
            let name = path.display();
            assert_eq!(e.mismatches, 0, "{name}: {:?}", e.first_mismatch);
            let r = e.sleek.expect("the htsim traces have send rows");
            assert_eq!(
                r.sleek_mismatches, 0,
                "{name} {spacing:?}: {:?}",
                r.sleek_first_mismatch
            );
            // Every flow starts with a send: every row (sends too) goes through a SLEEK lane.
            assert!(r.sleek_events > e.events, "{name}");
            assert_eq!(r.sleek_cccs, e.cccs, "{name}");
            assert!(r.sleek_cycles_compared >= r.sleek_events, "{name}");
            nacks += r.retransmits_by_cause.nack;
            scans += r.retransmits_by_cause.sleek;
        }
    }
    // The traces' trimmed packets come back as NACK retransmits, and at trace timing the
    // engine finds losses of its own (trace a's incast).
    assert!(nacks > 2_000 && scans > 0, "nack {nacks}, sleek {scans}");
}

/// What a random run reached, to show the streams exercise the engine.
#[derive(Default, Debug)]
struct Coverage {
    events: u64,
    streams: u64,
    emitted: RetransmitCounts,
    recoveries: u64,
    probe_recoveries: u64,
    dropped: u64,
    out_of_window: u64,
    fifo_full_cycles: u64,
    psn_wraps: u64,
}

/// One proptest case: the stream's seed and shape, the engine's configuration, and the
/// FIFO consumer's behaviour.
#[derive(Clone, Debug)]
struct Case {
    seed: u64,
    steps: usize,
    max_outstanding: u32,
    mss: u32,
    pop_one_in: u64,
    stall_one_in: u64,
    storm: bool,
    dense: bool,
}

fn case() -> impl Strategy<Value = Case> {
    (
        any::<u64>(),
        500usize..4_000,
        prop_oneof![4 => 20u32..800, 1 => 800u32..5_000],
        prop::sample::select(vec![1024u32, 4096, 4096, 8192, 9000]),
        1u64..6,
        prop_oneof![Just(u64::MAX), 200u64..5_000],
        prop::bool::weighted(0.3),
        prop::bool::weighted(0.3),
    )
        .prop_map(
            |(seed, steps, max_outstanding, mss, pop_one_in, stall_one_in, storm, dense)| Case {
                seed,
                // A window beyond the bitmap's needs the time to fill it.
                steps: if max_outstanding > 4_096 {
                    15_000
                } else {
                    steps
                },
                max_outstanding,
                mss,
                pop_one_in,
                stall_one_in,
                storm,
                dense,
            },
        )
}

fn run_case(c: &Case, cov: &mut Coverage) {
    let cfg = CccConfig {
        mss: c.mss,
        ..CccConfig::default()
    };
    let regs = SleekRegs::from_image(&cfg.register_image().unwrap());
    let mut stream = LossyStream::new(c.seed).with_max_outstanding(c.max_outstanding);
    if c.storm {
        stream = stream.with_storm();
    }
    if c.dense {
        stream = stream.with_dense();
    }
    let mut rng = SplitMix(c.seed ^ 0x9E37);
    let mut lane = SleekLane::new(regs, stream.first_psn(), 0).unwrap();
    let mut stall = 0u64;
    let mut pop = || {
        if stall > 0 {
            stall -= 1;
            false
        } else if rng.next().is_multiple_of(c.stall_one_in) {
            stall = rng.next() % 30_000;
            false
        } else {
            rng.next().is_multiple_of(c.pop_one_in)
        }
    };
    let fail = |d: &[nscc_cosim::FieldDiff], lane: &SleekLane| {
        panic!("case {c:?}, cycle {}: {d:?}", lane.cycle() - 1)
    };
    let mut in_rec = false;
    let mut base = lane.golden().state.base;
    for _ in 0..c.steps {
        let s = stream.step();
        for _ in 0..s.gap {
            let d = lane.clock(None, pop());
            if !d.is_empty() {
                fail(&d, &lane);
            }
        }
        let d = lane.clock(Some((s.event, s.view)), pop());
        if !d.is_empty() {
            fail(&d, &lane);
        }
        let g = lane.golden();
        if g.state.in_recovery && !in_rec {
            cov.recoveries += 1;
            cov.probe_recoveries += s.event.probe as u64;
        }
        in_rec = g.state.in_recovery;
        cov.fifo_full_cycles += (g.fifo_len() >= golden_model::sleek::FIFO_DEPTH) as u64;
        cov.psn_wraps += (g.state.base < base) as u64;
        base = g.state.base;
    }
    for _ in 0..20_000 {
        let d = lane.clock(None, true);
        if !d.is_empty() {
            fail(&d, &lane);
        }
    }
    cov.events += lane.events;
    cov.streams += 1;
    cov.emitted.add(&lane.emitted);
    cov.dropped += lane.golden().state.dropped as u64;
    cov.out_of_window += lane.golden().state.out_of_window as u64;
}

#[test]
fn random_lossy_streams_have_no_mismatch() {
    let target: u64 = std::env::var("NSCC_SLEEK_COSIM_EVENTS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100_000);
    let mut runner = TestRunner::deterministic();
    let mut cov = Coverage::default();
    let t0 = std::time::Instant::now();
    while cov.events < target {
        let c = case().new_tree(&mut runner).unwrap().current();
        run_case(&c, &mut cov);
    }
    let eps = cov.events as f64 / t0.elapsed().as_secs_f64();
    eprintln!("{cov:?}: 0 mismatches ({eps:.0} events/s)");
    let e = &cov.emitted;
    assert!(e.nack > 0 && e.sleek > 0 && e.rto > 0, "{cov:?}");
    assert!(cov.recoveries > 0 && cov.probe_recoveries > 0, "{cov:?}");
    assert!(cov.fifo_full_cycles > 0 && cov.dropped > 0, "{cov:?}");
    assert!(cov.out_of_window > 0 && cov.psn_wraps > 0, "{cov:?}");
}
