//! The multi-CCC engine's golden twin on every recorded htsim trace: all CCCs of a trace
//! through one `GoldenEngine` (bit-identical with one sequential `GoldenCcc` per CCC on
//! every event), and the engine's timing model (`docs/golden-engine.md`): clocks per event with
//! the events offered back-to-back (as fast as the engine accepts them) and at their trace
//! timestamps on the 48 MHz clock.
//!
//! `cargo test --release -p nscc-tests --test engine_traces -- --nocapture` prints the
//! figures of docs/golden-engine.md.

use golden_model::engine::{
    narrow_view, GoldenEngine, Offered, Schedule, TimingModel, TimingStats, UnitOps, DEFAULT_CCCS,
};
use golden_model::nscc::{GoldenCcc, HwEvent};
use golden_model::pipeline::LATENCY;
use golden_model::EventKind;
use nscc_trace::{config_from_header, TraceReader, TraceRow};

/// The engine's clock on the Cu (the compact core's board closes ~46-50 MHz).
const CLOCK_MHZ: u64 = 48;

struct Presented {
    arrival_48mhz: u64,
    ccc: u32,
    ops: UnitOps,
}

struct TraceRun {
    name: String,
    cccs: usize,
    events: Vec<Presented>,
    slots: [u64; 4],
    fulfills: u64,
    drops: u64,
    /// Against htsim (`ref_` columns, ack and nack rows): rows, action and fulfill
    /// agreement, relative cwnd errors.
    ref_rows: u64,
    action_agree: u64,
    fulfill_agree: u64,
    cwnd_rel_err: Vec<f64>,
}

/// Replay a trace's CC events (ack, nack, rto) through one engine and through one
/// sequential GoldenCcc per CCC, comparing every state after every event.
fn run(path: &std::path::Path) -> TraceRun {
    let mut r = TraceReader::open(path).unwrap();
    let regs = config_from_header(r.header()).register_image().unwrap();
    let mut engine = GoldenEngine::new(DEFAULT_CCCS).unwrap();
    engine.load_profile(0, regs).unwrap();
    let mut golden: Vec<Option<GoldenCcc>> = vec![None; DEFAULT_CCCS];
    let mut row = TraceRow::default();
    let mut out = TraceRun {
        name: path.file_name().unwrap().to_string_lossy().to_string(),
        cccs: 0,
        events: Vec::new(),
        slots: [0; 4],
        fulfills: 0,
        drops: 0,
        ref_rows: 0,
        action_agree: 0,
        fulfill_agree: 0,
        cwnd_rel_err: Vec::new(),
    };
    while r.read_into(&mut row).unwrap() {
        let e = row.event;
        if !matches!(e.kind, EventKind::Ack | EventKind::Nack | EventKind::Rto) {
            continue;
        }
        let ccc = e.ccc;
        assert!((ccc as usize) < DEFAULT_CCCS, "{}: CCC {ccc}", out.name);
        let g = golden[ccc as usize].get_or_insert_with(|| {
            engine.activate(ccc, 0, 0).unwrap();
            engine.ready(ccc).unwrap();
            out.cccs += 1;
            GoldenCcc::new(regs, 0)
        });
        let ev = HwEvent::from_event(&e);
        g.bubble(LATENCY);
        let want = g.step(&ev);
        let got = engine.step(ccc, &ev).unwrap();
        assert_eq!(got.result, want, "{} line {}", out.name, row.line);
        assert_eq!(
            engine.state(ccc).unwrap(),
            narrow_view(&g.state),
            "{} line {}",
            out.name,
            row.line
        );
        assert_eq!(engine.state(ccc).unwrap(), g.state, "no narrowing engages");
        if let (Some(a), Some(c)) = (row.refs.action, row.refs.cwnd) {
            if e.kind != EventKind::Rto && c > 0 {
                out.ref_rows += 1;
                out.action_agree += (a == got.result.action) as u64;
                out.fulfill_agree += (row.refs.fulfill == Some(got.result.fulfill)) as u64;
                let cwnd = engine.state(ccc).unwrap().cwnd as f64;
                out.cwnd_rel_err.push((cwnd - c as f64).abs() / c as f64);
            }
        }
        out.slots[got.ops.slots() as usize] += 1;
        out.fulfills += got.result.fulfill as u64;
        out.drops += got.ops.bdp as u64;
        out.events.push(Presented {
            arrival_48mhz: (e.t_ps as u128 * CLOCK_MHZ as u128 / 1_000_000) as u64,
            ccc,
            ops: got.ops,
        });
    }
    out
}

/// The trace's unit operations with every event on another CCC (round robin over 256):
/// what the issue schedule and the shared unit alone allow, without same-CCC stalls.
fn time_without_hazards(run: &TraceRun, sched: Schedule) -> TimingStats {
    let mut m = TimingModel::new(sched, DEFAULT_CCCS);
    let stream: Vec<Offered> = run
        .events
        .iter()
        .enumerate()
        .map(|(i, p)| Offered {
            arrival: 0,
            ccc: Some((i % DEFAULT_CCCS) as u32),
            ops: p.ops,
        })
        .collect();
    m.run(&stream);
    m.stats()
}

fn time(run: &TraceRun, sched: Schedule, back_to_back: bool) -> TimingStats {
    let mut m = TimingModel::new(sched, DEFAULT_CCCS);
    let stream: Vec<Offered> = run
        .events
        .iter()
        .map(|p| Offered {
            arrival: if back_to_back { 0 } else { p.arrival_48mhz },
            ccc: Some(p.ccc),
            ops: p.ops,
        })
        .collect();
    let timed = m.run(&stream);
    // each CCC's events keep their order and never overlap
    let mut last = vec![None::<u64>; DEFAULT_CCCS];
    for (p, t) in run.events.iter().zip(&timed) {
        if let Some(c) = last[p.ccc as usize] {
            assert!(
                t.read > c,
                "{}: CCC {} read before its previous commit",
                run.name,
                p.ccc
            );
        }
        last[p.ccc as usize] = Some(t.complete);
    }
    m.stats()
}

#[test]
fn engine_on_every_htsim_trace() {
    let traces = nscc_trace::htsim_traces().unwrap();
    assert!(traces.len() >= 3);
    let d = Schedule::DESIGN;
    let variants = [
        ("design (window 4, Z at 12, second read at 16)", d),
        (
            "in order (window 1)",
            Schedule {
                issue_window: 1,
                ..d
            },
        ),
        (
            "window 8",
            Schedule {
                issue_window: 8,
                ..d
            },
        ),
        (
            "window 16",
            Schedule {
                issue_window: 16,
                ..d
            },
        ),
        (
            "commit columns carried (no second read)",
            Schedule {
                commit_read: 0,
                ..d
            },
        ),
        (
            "second read at d + 17 (odd)",
            Schedule {
                commit_read: 17,
                ..d
            },
        ),
        (
            "early commit (option)",
            Schedule {
                early_commit: true,
                ..d
            },
        ),
        (
            "Z at 11",
            Schedule {
                z: 11,
                commit: 18,
                ..d
            },
        ),
        (
            "static 3-clock issue",
            Schedule {
                min_interval: 3,
                ..d
            },
        ),
    ];
    println!(
        "| trace | CCCs | CC events | 0/1/2/3 unit slots | fulfill | base drops | schedule | \
         clocks/event mean (b2b) | max | M events/s at {CLOCK_MHZ} MHz | hazard stalls | \
         latency mean/max at trace timing | clocks/event without same-CCC stalls |"
    );
    for path in traces {
        let mut run = run(&path);
        assert!(run.events.len() > 1000, "{}", run.name);
        // the engine's semantics against htsim: sequential NSCC at any timing
        run.cwnd_rel_err.sort_by(f64::total_cmp);
        let q = |f: f64| run.cwnd_rel_err[((run.cwnd_rel_err.len() - 1) as f64 * f) as usize];
        println!(
            "{} vs htsim: {} rows, actions {:.3} %, fulfill {:.3} %, cwnd rel. error median \
             {:.1e} p99 {:.1e} max {:.2e}",
            run.name,
            run.ref_rows,
            100.0 * run.action_agree as f64 / run.ref_rows as f64,
            100.0 * run.fulfill_agree as f64 / run.ref_rows as f64,
            q(0.5),
            q(0.99),
            q(1.0),
        );
        assert_eq!(
            run.action_agree, run.ref_rows,
            "{}: every action as htsim's",
            run.name
        );
        for (name, s) in variants {
            let b2b = time(&run, s, true);
            let tt = time(&run, s, false);
            assert_eq!(b2b.events, run.events.len() as u64);
            let free = time_without_hazards(&run, s);
            assert!(free.clocks_per_event_mean <= b2b.clocks_per_event_mean + 1e-9);
            assert!(b2b.clocks_per_event_mean >= s.min_interval as f64);
            println!(
                "| {} | {} | {} | {:?} | {:.1} % | {} | {} | {:.2} | {} | {:.1} | {} | {:.1} / {} | {:.2} |",
                run.name,
                run.cccs,
                run.events.len(),
                run.slots,
                100.0 * run.fulfills as f64 / run.events.len() as f64,
                run.drops,
                name,
                b2b.clocks_per_event_mean,
                b2b.clocks_per_event_max,
                CLOCK_MHZ as f64 / b2b.clocks_per_event_mean,
                b2b.hazard_stalls,
                tt.latency_mean,
                tt.latency_max,
                free.clocks_per_event_mean,
            );
        }
    }
}
