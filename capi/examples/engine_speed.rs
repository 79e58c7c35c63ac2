//! Throughput of the multi-CCC engine on the recorded htsim traces: `GoldenEngine::step`
//! alone, the C ABI's engine handle (`nscc_engine_on_event`) that wraps it, and for scale
//! one `GoldenCcc` per CCC on the same events (sequential NSCC without the engine).
//!
//! Every ack/nack/rto event of each trace in `traces/htsim` (or `$NSCC_HTSIM_TRACES`) is
//! loaded into memory with dense CCC ids, the CCCs are activated and readied in one engine
//! (profile 0 = the trace header's register image), and the events are stepped for whole
//! passes over the trace (each pass shifted by the trace's span before it runs, so time keeps
//! moving forward), at least `--events N` (default 5,000,000) per run, `--runs R` (default
//! 3) runs; each run starts from a fresh engine. Prints every run and the median, in M
//! events/s of wall-clock time, and the median in M events/s of the thread's own CPU time
//! (Linux's `/proc/thread-self/schedstat`: without the time the thread waited for a core;
//! other processes still share the caches). The checksums (result delays and final cwnds)
//! of the engine and of the `GoldenCcc`s agree.
//!
//!     cargo run --release -p nscc-capi --example engine_speed [-- --events N --runs R]

use std::collections::HashMap;
use std::time::Instant;

use golden_model::engine::{GoldenEngine, DEFAULT_CCCS};
use golden_model::nscc::{GoldenCcc, HwEvent};
use golden_model::{Event, EventKind, RegisterImage};
use nscc_capi::{nscc_engine_on_event, NsccEngine, NsccError, NsccEvent, NsccOutput};
use nscc_trace::{config_from_header, htsim_traces, TraceReader};

/// The thread's CPU time so far, s (`None` where the kernel does not tell).
fn cpu_seconds() -> Option<f64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = s.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 * 1e-9)
}

/// Wall-clock and CPU seconds since a start.
struct Timer(Instant, Option<f64>);

impl Timer {
    fn start() -> Timer {
        Timer(Instant::now(), cpu_seconds())
    }

    fn stop(&self) -> (f64, Option<f64>) {
        let cpu = match (self.1, cpu_seconds()) {
            (Some(a), Some(b)) => Some(b - a),
            _ => None,
        };
        (self.0.elapsed().as_secs_f64(), cpu)
    }
}

/// One timed run: events, wall-clock and CPU seconds, checksum.
type Run = (u64, (f64, Option<f64>), u64);

struct Input {
    name: String,
    cfg: golden_model::config::CccConfig,
    regs: RegisterImage,
    /// (dense CCC id, event) of every ack/nack/rto event, in trace order.
    events: Vec<(u32, Event)>,
    cccs: usize,
    /// Last timestamp + 1 ps: the shift between passes.
    span_ps: u64,
}

fn load(path: &std::path::Path) -> Input {
    let mut reader = TraceReader::open(path).expect("a readable trace");
    let name = reader.name().to_string();
    let cfg = config_from_header(reader.header());
    let regs = cfg.register_image().expect("a valid trace configuration");
    let mut ids: HashMap<u32, u32> = HashMap::new();
    let mut events = Vec::new();
    let mut last_t = 0;
    for row in reader.by_ref() {
        let ev = row.expect("a valid row").event;
        last_t = last_t.max(ev.t_ps);
        let n = ids.len() as u32;
        let id = *ids.entry(ev.ccc).or_insert(n);
        if matches!(ev.kind, EventKind::Ack | EventKind::Nack | EventKind::Rto) {
            events.push((id, ev));
        }
    }
    Input {
        name,
        cfg,
        regs,
        events,
        cccs: ids.len(),
        span_ps: last_t + 1,
    }
}

fn engine_cccs(input: &Input) -> usize {
    input.cccs.max(DEFAULT_CCCS)
}

/// `passes` timed passes over the input's events as hardware events, each pass one span
/// later (wrapping ns; the whole pass shifted before it runs, so that no event is written
/// just before it is read), `step` giving what each event adds to the checksum. Returns the
/// events stepped, the time and the checksum.
fn timed_hw_passes(input: &Input, passes: u64, mut step: impl FnMut(u32, &HwEvent) -> u64) -> Run {
    let mut hw: Vec<(u32, HwEvent)> = input
        .events
        .iter()
        .map(|(id, ev)| (*id, HwEvent::from_event(ev)))
        .collect();
    let span_ns = (input.span_ps / 1000) as u32;
    let mut checksum = 0u64;
    let timer = Timer::start();
    for pass in 0..passes {
        if pass > 0 {
            for (_, e) in hw.iter_mut() {
                e.t_ns = e.t_ns.wrapping_add(span_ns);
            }
        }
        for (id, e) in &hw {
            checksum = checksum.wrapping_add(step(*id, e));
        }
    }
    (hw.len() as u64 * passes, timer.stop(), checksum)
}

/// One timed run of `GoldenEngine::step`.
fn run_golden(input: &Input, passes: u64) -> Run {
    let mut g = GoldenEngine::new(engine_cccs(input)).unwrap();
    g.load_profile(0, input.regs).unwrap();
    for id in 0..input.cccs as u32 {
        g.activate(id, 0, 0).unwrap();
        g.ready(id).unwrap();
    }
    let (events, secs, checksum) = timed_hw_passes(input, passes, |id, e| {
        g.step(id, e).map_or(0, |st| st.result.delay_ns as u64)
    });
    let cwnds = (0..input.cccs as u32).map(|id| g.state(id).unwrap().cwnd as u64);
    (events, secs, cwnds.fold(checksum, u64::wrapping_add))
}

/// One timed run of one `GoldenCcc` per CCC, each event presented after the previous one
/// left the pipeline (sequential NSCC, what the engine computes): the bound of the engine.
fn run_ccc(input: &Input, passes: u64) -> Run {
    let mut cccs: Vec<GoldenCcc> = (0..input.cccs)
        .map(|_| GoldenCcc::new(input.regs, 0))
        .collect();
    let (events, secs, checksum) = timed_hw_passes(input, passes, |id, e| {
        cccs[id as usize].step(e).delay_ns as u64
    });
    let cwnds = cccs.iter().map(|c| c.state.cwnd as u64);
    (events, secs, cwnds.fold(checksum, u64::wrapping_add))
}

/// One timed run of the C ABI's `nscc_engine_on_event`.
fn run_capi(input: &Input, passes: u64) -> Run {
    let mut h = NsccEngine::new(engine_cccs(input) as u32).unwrap();
    h.load_profile(0, input.cfg.clone(), input.regs).unwrap();
    for id in 0..input.cccs as u32 {
        h.activate(id, 0, 0).unwrap();
        h.ready(id).unwrap();
    }
    // each event to its dense CCC id
    let mut evs: Vec<NsccEvent> = input
        .events
        .iter()
        .map(|(id, e)| NsccEvent {
            ccc: *id,
            ..e.into()
        })
        .collect();
    let mut out = NsccOutput::default();
    let mut err = NsccError {
        code: 0,
        message: [0; 256],
    };
    let hp: *mut NsccEngine = &mut h;
    let mut checksum = 0u64;
    let timer = Timer::start();
    for pass in 0..passes {
        // each pass one span later (the whole pass shifted before it runs, so that no event
        // is written just before the engine reads it)
        if pass > 0 {
            for e in evs.iter_mut() {
                e.t_ps += input.span_ps;
            }
        }
        for e in &evs {
            // SAFETY: every pointer is to a live local.
            let rc = unsafe { nscc_engine_on_event(hp, e, &mut out, &mut err) };
            if rc == 0 {
                checksum = checksum.wrapping_add(std::hint::black_box(out.cwnd) as u64);
            }
        }
    }
    let secs = timer.stop();
    (evs.len() as u64 * passes, secs, checksum)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn main() {
    let mut min_events = 5_000_000u64;
    let mut runs = 3usize;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let val = args.get(i + 1).and_then(|v| v.parse::<u64>().ok());
        match (args[i].as_str(), val) {
            ("--events", Some(n)) => min_events = n,
            ("--runs", Some(n)) => runs = n.max(1) as usize,
            _ => panic!("usage: engine_speed [--events N] [--runs R]"),
        }
        i += 2;
    }
    for path in htsim_traces().expect("the htsim traces") {
        let input = load(&path);
        let per_pass = input.events.len().max(1) as u64;
        let passes = min_events.div_ceil(per_pass).max(1);
        println!(
            "{}: {} CCCs, {} ack/nack/rto events per pass, {} passes per run",
            input.name, input.cccs, per_pass, passes
        );
        for (what, f) in [
            ("GoldenEngine::step", run_golden as fn(&Input, u64) -> Run),
            ("nscc_engine_on_event", run_capi),
            ("GoldenCcc per CCC", run_ccc),
        ] {
            f(&input, 1); // warm-up
            let mut rates = Vec::new();
            let mut cpu_rates = Vec::new();
            let mut sums = Vec::new();
            for _ in 0..runs {
                let (n, (wall, cpu), sum) = f(&input, passes);
                rates.push(n as f64 / wall.max(1e-9) / 1e6);
                if let Some(c) = cpu {
                    cpu_rates.push(n as f64 / c.max(1e-9) / 1e6);
                }
                sums.push(sum);
            }
            let list: Vec<String> = rates.iter().map(|r| format!("{r:.2}")).collect();
            let cpu = if cpu_rates.len() == rates.len() {
                format!("{:.2}", median(cpu_rates))
            } else {
                "-".to_string()
            };
            println!(
                "  {what:<22} median {:>6.2} M events/s (runs: {}), of CPU time {cpu}; checksum {}",
                median(rates),
                list.join(", "),
                sums[0]
            );
        }
    }
}
