//! Replay of every recorded htsim trace in traces/htsim/ through both models,
//! asserting the agreement with htsim's own state (`ref_` columns) that the models reach.
//!
//! The float model follows htsim's arithmetic and must reproduce it exactly. The golden
//! (fixed-point, hardware) model must take the same action on every event; its cwnd may
//! differ by the documented integer choices (ns ticks, 16-bit gains, reciprocal ROM,
//! EWMA weight 3277/2^18).

use std::io::Read;
use std::path::{Path, PathBuf};

use nscc_replay::{replay, ModelSel, ReplayOptions, ReplaySummary};
use nscc_trace::{Spacing, TraceReader};

fn traces() -> Vec<PathBuf> {
    let v = nscc_trace::htsim_traces().unwrap();
    assert!(v.len() >= 3, "expected the three htsim traces: {v:?}");
    v
}

/// Data rows of a trace counted independently of the trace reader.
fn data_rows(path: &Path) -> u64 {
    let f = std::fs::File::open(path).unwrap();
    let mut text = String::new();
    flate2::read::MultiGzDecoder::new(f)
        .read_to_string(&mut text)
        .unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .count() as u64
        - 1
}

/// A replay of `path` through `model` with the events presented at `spacing`.
fn replay_at(path: &Path, model: ModelSel, spacing: Spacing) -> ReplaySummary {
    let opts = ReplayOptions {
        model,
        spacing,
        ..ReplayOptions::default()
    };
    replay(TraceReader::open(path).unwrap(), &opts).unwrap()
}

/// Both models, at trace timing (the golden model computes sequential NSCC at any spacing:
/// see the last test).
fn run(path: &Path) -> ReplaySummary {
    replay_at(path, ModelSel::Both, Spacing::Trace)
}

#[test]
fn every_htsim_trace_replays_with_the_agreement_reached() {
    for path in traces() {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let s = run(&path);
        assert_eq!(s.events, data_rows(&path), "{name}: every row is an event");

        let float = s.models["float"]
            .fidelity
            .clone()
            .expect("htsim traces have ref_ columns");
        assert!(float.rows > 1000, "{name}");
        assert_eq!(
            float.action_agreement, 1.0,
            "{name} float actions: {:?}",
            float.action_confusion
        );
        assert_eq!(float.cwnd_exact, 1.0, "{name} float cwnd");
        assert_eq!(float.fulfill_agreement, Some(1.0), "{name} float fulfill");
        assert_eq!(float.avg_delay_abs_err_ps_max, 0, "{name} float avg_delay");
        assert_eq!(float.base_rtt_abs_err_ps_max, 0, "{name} float base_rtt");

        let golden = s.models["golden"].fidelity.clone().unwrap();
        assert_eq!(
            golden.action_agreement, 1.0,
            "{name} golden actions: {:?}",
            golden.action_confusion
        );
        // the fulfill period compared in ps: every fulfill on the reference's event
        assert_eq!(
            golden.fulfill_agreement,
            Some(1.0),
            "{name} golden fulfill {:?}",
            golden.largest_errors
        );
        assert!(
            golden.cwnd_rel_err_median <= 1e-3,
            "{name} golden median {}",
            golden.cwnd_rel_err_median
        );
        assert!(
            golden.cwnd_rel_err_p99 <= 4e-2,
            "{name} golden p99 {}",
            golden.cwnd_rel_err_p99
        );
        assert!(
            // sequential NSCC at any spacing: the integer arithmetic alone (see
            // golden_fidelity_sequential)
            golden.cwnd_rel_err_max <= 1e-2,
            "{name} golden max {}: {:?}",
            golden.cwnd_rel_err_max,
            golden.largest_errors
        );
        // the largest-errors list: sorted, at most the maximum, each row's term named
        let l = &golden.largest_errors;
        assert!(l.len() <= nscc_replay::fidelity::LARGEST_ERRORS, "{name}");
        assert!(l.windows(2).all(|w| w[0].rel_err >= w[1].rel_err), "{name}");
        assert!(
            l.iter().all(|e| e.rel_err <= golden.cwnd_rel_err_max),
            "{name}"
        );
        assert!(l.iter().all(|e| !e.term.is_empty()), "{name}");
        assert_eq!(l.is_empty(), golden.cwnd_exact == 1.0, "{name}");
        // ns ticks: the base RTT is within 1 ns of htsim's; avg_delay within 0.5 % of a base RTT.
        assert!(
            golden.base_rtt_abs_err_ps_max < 1000,
            "{name} base rtt {}",
            golden.base_rtt_abs_err_ps_max
        );
        assert!(
            golden.avg_delay_abs_err_ps_max < 60_000,
            "{name} avg delay {}",
            golden.avg_delay_abs_err_ps_max
        );
    }
}

#[test]
fn action_counts_match_the_trace_readme() {
    // Counts of ref_action documented in traces/htsim/README.md, reproduced by both
    // models (send rows are `none`).
    let expect: &[(&str, &[(&str, u64)])] = &[
        (
            "a_incast8_400g_trim.csv.gz",
            &[
                ("fair", 262),
                ("prop", 877),
                ("fast", 11),
                ("md", 56),
                ("md_skipped", 1027),
                ("noop", 1098),
                ("qa", 6),
                ("ignored", 95),
                ("nack", 1386),
                ("none", 5318),
            ],
        ),
        (
            "c_perm128_400g_paths8.csv.gz",
            &[
                ("fair", 271),
                ("prop", 5136),
                ("fast", 43),
                ("md", 1),
                ("md_skipped", 1592),
                ("noop", 3616),
                ("nack", 74),
                ("none", 31434),
            ],
        ),
        (
            "d_single_100g_ramp.csv.gz",
            &[("prop", 1), ("fast", 1959), ("none", 7813)],
        ),
    ];
    let all = traces();
    for (file, counts) in expect {
        let path = all
            .iter()
            .find(|p| p.ends_with(file))
            .unwrap_or_else(|| panic!("{file} is not among {all:?}"));
        let s = run(path);
        for model in ["golden", "float"] {
            let got = &s.models[model].actions;
            for (word, n) in counts.iter() {
                assert_eq!(
                    got.get(*word).copied().unwrap_or(0),
                    *n,
                    "{file} {model} {word}"
                );
            }
            assert_eq!(
                got.values().sum::<u64>(),
                s.events,
                "{file} {model}: no other words"
            );
        }
    }
}

/// The integer arithmetic's fidelity (sequential NSCC, each event after the previous left
/// the pipeline).
#[test]
fn golden_fidelity_sequential() {
    for path in traces() {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let seq = replay_at(&path, ModelSel::Golden, Spacing::Sequential).models["golden"]
            .fidelity
            .clone()
            .unwrap();
        assert_eq!(
            seq.action_agreement, 1.0,
            "{name} sequential: {:?}",
            seq.action_confusion
        );
        assert!(
            seq.cwnd_rel_err_median <= 5e-4,
            "{name} sequential median {}",
            seq.cwnd_rel_err_median
        );
        assert!(
            seq.cwnd_rel_err_p99 <= 6e-3,
            "{name} sequential p99 {}",
            seq.cwnd_rel_err_p99
        );
        // the integer arithmetic alone: within 1 % everywhere (issue 20's goal is 2 %)
        assert!(
            seq.cwnd_rel_err_max <= 1e-2,
            "{name} sequential max {}: {:?}",
            seq.cwnd_rel_err_max,
            seq.largest_errors
        );
        assert_eq!(
            seq.fulfill_agreement,
            Some(1.0),
            "{name} sequential fulfill"
        );
    }
}

/// The multi-CCC engine's semantics (`--core engine`): at trace timing and back-to-back every
/// CCC computes sequential NSCC (an event whose CCC is in flight waits at issue), so its
/// fidelity against htsim is the sequential one at any spacing, within issue 20's 2 %; the
/// timing model reports how fast the engine took the events.
#[test]
fn engine_semantics_are_sequential_nscc_at_any_spacing() {
    for path in traces() {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let run_with = |spacing| replay_at(&path, ModelSel::Golden, spacing);
        let seq = run_with(Spacing::Sequential);
        let seq_fid = seq.models["golden"].fidelity.clone().unwrap();
        for spacing in [Spacing::Trace, Spacing::BackToBack] {
            let e = run_with(spacing);
            let fid = e.models["golden"].fidelity.clone().unwrap();
            assert_eq!(
                fid, seq_fid,
                "{name} {spacing}: the engine is sequential NSCC"
            );
            assert_eq!(e.actions, seq.actions, "{name} {spacing}");
            assert!(
                fid.cwnd_rel_err_max <= 0.02 && fid.action_agreement >= 0.999,
                "{name} {spacing}: max {} actions {}",
                fid.cwnd_rel_err_max,
                fid.action_agreement
            );
            let t = e.engine.expect("engine timing");
            assert!(t.refused.is_empty(), "{name}: {:?}", t.refused);
            // each CCC on an engine of its own (each sender's NIC): never slower than the
            // CCCs sharing one, and at trace spacing (400 Gb/s and below) within 1 us
            let own = &t.one_engine_per_ccc;
            assert!(
                own.latency_cycles_max <= t.latency_cycles_max,
                "{name}: {t:?}"
            );
            if spacing == Spacing::Trace {
                assert!(own.latency_cycles_max <= 100, "{name}: {own:?}");
            }
            assert!(t.events > 0 && t.cccs == e.cccs, "{name}: {t:?}");
            // the ECP5 engine's schedule: one clock per event at best, a CCC's events 26
            // clocks apart
            let d = golden_model::timing::Schedule::ENGINE.fast_distance as f64;
            assert!(t.clocks_per_event_mean >= 1.0, "{name} {spacing}: {t:?}");
            if spacing == Spacing::BackToBack && e.cccs == 1 {
                assert!(t.clocks_per_event_mean >= d - 1.0, "{name}: one CCC: {t:?}");
            }
        }
    }
}
