//! The multi-CCC engine's golden twin on every recorded htsim trace: all CCCs of a trace
//! through one `GoldenEngine` (bit-identical with one sequential `GoldenCcc` per CCC on
//! every event), and the engine's cycle model (`golden_model::timing`) under the built
//! schedule and the real-time design's same-CCC distances: clocks per event back to back
//! and arrival-to-result latency at the trace's timestamps on the board's 100 MHz clock.
//!
//! `cargo test --release -p nscc-tests --test engine_traces -- --nocapture` prints the
//! table of `docs/plan.md` (the real-time design's distances).

use golden_model::engine::{narrow_view, GoldenEngine, DEFAULT_CCCS};
use golden_model::nscc::{GoldenCcc, HwEvent};
use golden_model::pipeline::cycle_of_ps;
use golden_model::timing::{self, Offered, Route, Schedule, TimingStats};
use golden_model::EventKind;
use nscc_trace::{config_from_header, TraceReader, TraceRow};

struct Presented {
    t_ps: u64,
    ccc: u32,
    route: Route,
}

struct TraceRun {
    name: String,
    cccs: usize,
    events: Vec<Presented>,
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
        out.events.push(Presented {
            t_ps: e.t_ps,
            ccc,
            route: Route::of(&got.result),
        });
    }
    out
}

/// The trace's events as the engine is offered them: back to back, or at their timestamps
/// (counted from the first) on the board's clock.
fn offered(run: &TraceRun, back_to_back: bool) -> Vec<Offered> {
    let t0 = run.events.first().map_or(0, |p| p.t_ps);
    run.events
        .iter()
        .map(|p| Offered {
            arrival: if back_to_back {
                0
            } else {
                cycle_of_ps(p.t_ps - t0)
            },
            ccc: p.ccc,
            route: p.route,
        })
        .collect()
}

fn time(stream: &[Offered], sched: &Schedule) -> TimingStats {
    let timed = timing::run(sched, stream);
    // each CCC's events keep their order, at least the schedule's distance apart
    let mut last: Vec<Option<(u64, Route)>> = vec![None; DEFAULT_CCCS];
    for (o, t) in stream.iter().zip(&timed) {
        if let Some((issue, route)) = last[o.ccc as usize] {
            let d = match route {
                Route::Refused => sched.fast_distance,
                r => sched.distance(r),
            };
            assert!(
                t.issue >= issue + d,
                "CCC {} issued {d} clocks too early",
                o.ccc
            );
        }
        last[o.ccc as usize] = Some((t.issue, o.route));
    }
    TimingStats::of(stream, &timed)
}

/// The same-CCC distances (fast, slow) the table compares: the built engine's first.
const DISTANCES: [(u64, u64); 7] = [(26, 26), (8, 26), (4, 26), (4, 14), (2, 14), (2, 8), (1, 1)];
/// The real-time design's candidates (fast, slow, route known, window): a follower issued
/// before its predecessor's route is known is squashed behind a slow-path event.
const SPECULATIVE: [(u64, u64, u64, usize); 4] = [
    (4, 14, 10, 4),
    (4, 14, 10, 8),
    (4, 14, 10, 16),
    (2, 10, 10, 16),
];

#[test]
fn engine_on_every_htsim_trace() {
    let traces = nscc_trace::htsim_traces().unwrap();
    assert!(traces.len() >= 3);
    println!(
        "| trace | CCCs | events | slow path | same-CCC distances (fast, slow), route known, \
         window | back to back: clocks/event (squashed) | at trace timing: arrival to result \
         mean / p99 / max (cycles at 100 MHz) |"
    );
    println!("|---|---|---|---|---|---|---|");
    for path in traces {
        let mut run = run(&path);
        assert!(run.events.len() > 1000, "{}", run.name);
        // the engine's semantics against htsim: sequential NSCC at any timing
        run.cwnd_rel_err.sort_by(f64::total_cmp);
        let q = |f: f64| run.cwnd_rel_err[((run.cwnd_rel_err.len() - 1) as f64 * f) as usize];
        eprintln!(
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
        let (b2b, at_trace) = (offered(&run, true), offered(&run, false));
        let mut prev: Option<(TimingStats, TimingStats)> = None;
        for (fast, slow) in DISTANCES {
            let s = Schedule::with_distances(fast, slow);
            let (b, t) = (time(&b2b, &s), time(&at_trace, &s));
            assert_eq!(b.events, run.events.len() as u64);
            // never below one event per clock; never slower with shorter distances
            assert!(b.clocks_per_event_mean >= 1.0 - 1e-9);
            assert!(t.latency_cycles_max >= s.latency());
            if let Some((pb, pt)) = prev {
                assert!(b.clocks_per_event_mean <= pb.clocks_per_event_mean + 1e-9);
                assert!(t.latency_cycles_max <= pt.latency_cycles_max);
            }
            if (fast, slow) == (1, 1) {
                // no same-CCC wait: one event per clock back to back
                assert!((b.clocks_per_event_mean - 1.0).abs() < 1e-9, "{}", run.name);
            }
            row(&run, &format!("{fast}, {slow}, at the issue, 4"), &b, &t);
            prev = Some((b, t));
        }
        for (fast, slow, known, window) in SPECULATIVE {
            let s = Schedule::speculative(fast, slow, known, window);
            let (b, t) = (time(&b2b, &s), time(&at_trace, &s));
            // speculation behind a slow-path event costs issue slots, never order or exactness
            assert_eq!(b.events, run.events.len() as u64);
            assert!(b.squashed > 0 || b.slow == 0, "{}", run.name);
            row(&run, &format!("{fast}, {slow}, {known}, {window}"), &b, &t);
        }
    }
}

fn row(run: &TraceRun, schedule: &str, b: &TimingStats, t: &TimingStats) {
    println!(
        "| {} | {} | {} | {:.1} % | {schedule} | {:.2} ({}) | {:.0} / {} / {} |",
        run.name,
        run.cccs,
        run.events.len(),
        100.0 * b.slow_fraction,
        b.clocks_per_event_mean,
        b.squashed,
        t.latency_cycles_mean,
        t.latency_cycles_p99,
        t.latency_cycles_max,
    );
}
