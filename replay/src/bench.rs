//! Throughput of the golden and float models on the ack/nack events of a trace, replayed
//! from memory on one core (no parsing, no output).

use std::fmt::Write as _;
use std::time::Instant;

use golden_model::config::CccConfig;
use golden_model::float_model::FloatCcc;
use golden_model::nscc::{GoldenCcc, HwEvent};
use golden_model::{ConfigError, Event, EventKind, RegisterImage};
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct BenchReport {
    pub trace: String,
    /// ack/nack events in one pass of the trace.
    pub events_per_pass: u64,
    pub passes: u64,
    pub golden_events: u64,
    pub golden_seconds: f64,
    pub golden_events_per_sec: f64,
    pub float_events_per_sec: f64,
    /// Sum of the final golden cwnds: keeps the work observable.
    pub checksum: u64,
}

impl BenchReport {
    /// The figures as text (what `nscc bench` prints).
    pub fn to_text(&self) -> String {
        let mut t = String::new();
        let _ = writeln!(
            t,
            "{}: {} ack/nack events per pass, {} passes",
            self.trace, self.events_per_pass, self.passes
        );
        let _ = writeln!(
            t,
            "golden model: {:.1} M events/s ({} events in {:.3} s, one core)",
            self.golden_events_per_sec / 1e6,
            self.golden_events,
            self.golden_seconds
        );
        let _ = writeln!(
            t,
            "float model:  {:.1} M events/s",
            self.float_events_per_sec / 1e6
        );
        t
    }
}

/// Events with dense CCC indices, times shifted per pass so that time keeps moving forward.
pub struct BenchInput {
    /// The golden model's input: each event with its CCC, converted once when the trace is
    /// loaded.
    pub events: Vec<BenchEvent>,
    pub float_events: Vec<(usize, Event)>,
    pub cccs: usize,
    pub span_ps: u64,
}

/// One golden-model event of a bench pass.
#[derive(Clone, Copy, Debug)]
pub struct BenchEvent {
    pub ccc: u32,
    pub ev: HwEvent,
}

/// At most this many ack/nack events are loaded (the rest of a long trace is not read).
pub const BENCH_MAX_EVENTS: usize = 4_000_000;

impl BenchInput {
    /// Loads the ack/nack events of a trace (at most [`BENCH_MAX_EVENTS`]).
    pub fn from_reader(
        reader: nscc_trace::TraceReader,
    ) -> Result<BenchInput, nscc_trace::TraceError> {
        let mut err = None;
        let events = reader.map_while(|r| match r {
            Ok(row) => Some(row.event),
            Err(e) => {
                err = Some(e);
                None
            }
        });
        let input = BenchInput::new(events);
        match err {
            Some(e) => Err(e),
            None => Ok(input),
        }
    }

    pub fn new(events: impl Iterator<Item = Event>) -> BenchInput {
        let mut ids = std::collections::HashMap::new();
        let mut out = Vec::new();
        let mut fl = Vec::new();
        let mut last_t = 0;
        for ev in events {
            last_t = ev.t_ps;
            if !matches!(ev.kind, EventKind::Ack | EventKind::Nack) {
                continue;
            }
            if out.len() == BENCH_MAX_EVENTS {
                break;
            }
            let n = ids.len();
            let id = *ids.entry(ev.ccc).or_insert(n);
            out.push(BenchEvent {
                ccc: id as u32,
                ev: HwEvent::from_event(&ev),
            });
            fl.push((id, ev));
        }
        BenchInput {
            events: out,
            float_events: fl,
            cccs: ids.len(),
            span_ps: last_t + 1,
        }
    }
}

fn run_golden(input: &BenchInput, image: RegisterImage, passes: u64) -> (u64, f64, u64) {
    let mut cccs: Vec<GoldenCcc> = (0..input.cccs).map(|_| GoldenCcc::new(image, 0)).collect();
    let span_ns = (input.span_ps / 1000) as u32;
    let start = Instant::now();
    for pass in 0..passes {
        let dt = span_ns.wrapping_mul(pass as u32);
        for b in &input.events {
            let mut e = b.ev;
            e.t_ns = e.t_ns.wrapping_add(dt);
            let r = cccs[b.ccc as usize].step(&e);
            std::hint::black_box(r);
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let checksum = cccs.iter().map(|c| c.state.cwnd as u64).sum();
    (input.events.len() as u64 * passes, secs, checksum)
}

fn run_float(input: &BenchInput, cfg: &CccConfig, passes: u64) -> f64 {
    let mut cccs: Vec<FloatCcc> = (0..input.cccs)
        .map(|_| FloatCcc::new(cfg).expect("validated"))
        .collect();
    let start = Instant::now();
    for pass in 0..passes {
        let dt = input.span_ps * pass;
        for (id, ev) in &input.float_events {
            let mut e = *ev;
            e.t_ps += dt;
            std::hint::black_box(cccs[*id].on_event(&e));
        }
    }
    (input.float_events.len() as u64 * passes) as f64 / start.elapsed().as_secs_f64().max(1e-9)
}

/// Runs at least `min_events` golden-model events (whole passes over the trace).
pub fn bench(
    trace: &str,
    cfg: &CccConfig,
    input: &BenchInput,
    min_events: u64,
) -> Result<BenchReport, ConfigError> {
    let image = cfg.register_image()?;
    FloatCcc::new(cfg)?;
    let per_pass = input.events.len().max(1) as u64;
    let passes = min_events.div_ceil(per_pass).max(1);
    // Warm up caches and branch predictors.
    run_golden(input, image, 1);
    let (n, secs, checksum) = run_golden(input, image, passes);
    let float_eps = run_float(input, cfg, passes.div_ceil(4).max(1));
    Ok(BenchReport {
        trace: trace.to_string(),
        events_per_pass: input.events.len() as u64,
        passes,
        golden_events: n,
        golden_seconds: secs,
        golden_events_per_sec: n as f64 / secs.max(1e-9),
        float_events_per_sec: float_eps,
        checksum,
    })
}
