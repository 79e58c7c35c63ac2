//! Replay of an ACK trace through the golden (fixed-point) and float models, with fidelity
//! against the trace's `ref_` columns, an optional v1 output trace and a cwnd plot.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::Instant;

use golden_model::engine::{GoldenEngine, DEFAULT_CCCS};
use golden_model::float_model::FloatCcc;
use golden_model::nscc::{CccState, HwEvent, Saturations, StepResult};
use golden_model::timing::{Offered, Route, Schedule, TimingStats};
use golden_model::{Action, ConfigError, EventKind, RegisterImage};
use serde::Serialize;

use crate::fidelity::{Fidelity, FidelityReport, RowCompare};
use crate::plot::{PlotBuilder, FLOAT_COLOR, GOLDEN_COLOR, REF_COLOR};
use nscc_trace::{
    config_from_header, RefState, Spacing, TraceError, TraceReader, TraceRow, TraceWriter,
};

/// Which models a replay runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ModelSel {
    Golden,
    Float,
    #[default]
    Both,
}

impl ModelSel {
    /// Every selection, in the order the command line lists them.
    pub const ALL: [ModelSel; 3] = [ModelSel::Golden, ModelSel::Float, ModelSel::Both];

    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            ModelSel::Golden => "golden",
            ModelSel::Float => "float",
            ModelSel::Both => "both",
        }
    }

    pub fn golden(self) -> bool {
        matches!(self, ModelSel::Golden | ModelSel::Both)
    }
    pub fn float(self) -> bool {
        matches!(self, ModelSel::Float | ModelSel::Both)
    }
}

impl std::str::FromStr for ModelSel {
    type Err = String;
    fn from_str(s: &str) -> Result<ModelSel, String> {
        ModelSel::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or_else(|| format!("unknown model {s:?}: expected golden, float or both"))
    }
}

/// The float model's increase credit (`--float-credit`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FloatCredit {
    /// htsim's `uint32_t` credit, wrapping modulo 2^32 (htsim-exact; it wraps on fast,
    /// long-RTT links, e.g. at 800 Gb/s).
    #[default]
    Htsim,
    /// An exact (f64) credit: the reference for the integer model where htsim wraps.
    Wide,
}

impl FloatCredit {
    pub const ALL: [FloatCredit; 2] = [FloatCredit::Htsim, FloatCredit::Wide];

    /// The name on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            FloatCredit::Htsim => "htsim",
            FloatCredit::Wide => "wide",
        }
    }

    /// The other one.
    fn other(self) -> FloatCredit {
        match self {
            FloatCredit::Htsim => FloatCredit::Wide,
            FloatCredit::Wide => FloatCredit::Htsim,
        }
    }

    /// The float model of `cfg` with this credit.
    fn model(self, cfg: &golden_model::CccConfig) -> Result<FloatCcc, ConfigError> {
        let f = FloatCcc::new(cfg)?;
        Ok(match self {
            FloatCredit::Htsim => f,
            FloatCredit::Wide => f.with_wide_credit(),
        })
    }
}

impl std::str::FromStr for FloatCredit {
    type Err = String;
    fn from_str(s: &str) -> Result<FloatCredit, String> {
        FloatCredit::ALL
            .into_iter()
            .find(|c| c.name() == s)
            .ok_or_else(|| format!("unknown float credit {s:?}: expected htsim or wide"))
    }
}

/// What the engine's cycle model (`golden_model::timing`) says about a replay (`--core
/// engine`): the ECP5 engine's schedule at the board's clock, or the same-CCC distances asked
/// for (`--same-ccc`).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct EngineTiming {
    pub clock_mhz: f64,
    /// The schedule timed: the window and the same-CCC distances behind a fast-path, a
    /// slow-path and a refused event.
    pub schedule: Schedule,
    /// CCC contexts the replay used (trace CCC ids mapped in order of appearance).
    pub cccs: usize,
    /// Events presented to the engine (ack, nack, rto; send rows carry no CC input).
    pub events: u64,
    /// Events the engine refused, by reason (never applied to any CCC).
    pub refused: BTreeMap<String, u64>,
    /// Events on the slow path (an MD or a fulfill: the operations that multiply or divide
    /// by cwnd), and their fraction of the events.
    pub slow: u64,
    pub slow_fraction: f64,
    pub clocks_per_event_mean: f64,
    pub clocks_per_event_max: u64,
    /// Events per second at `clock_mhz` (from the mean clocks per event).
    pub events_per_sec: f64,
    /// Cycles offered events waited at the port.
    pub stall_cycles: u64,
    /// Issues squashed behind a slow-path event (a schedule with `route_known`).
    pub squashed: u64,
    /// Arrival to result, cycles.
    pub latency_cycles_mean: f64,
    pub latency_cycles_p99: u64,
    pub latency_cycles_max: u64,
    /// Arrival to result with each CCC on an engine of its own: what each sender's NIC sees
    /// when the trace's CCCs are different hosts' (an incast's, a permutation's or a ring's
    /// senders), at trace spacing (`golden_model::timing::one_engine_per_ccc`).
    pub one_engine_per_ccc: golden_model::timing::LatencyFigures,
}

#[derive(Clone, Debug, Default)]
pub struct ReplayOptions {
    pub model: ModelSel,
    /// When each event reaches the engine (its timing; the results are sequential NSCC at
    /// any spacing).
    pub spacing: Spacing,
    /// The float model's increase credit (htsim's wrapping uint32 by default).
    pub float_credit: FloatCredit,
    /// Write a v1 trace with the models' state after every event.
    pub out: Option<PathBuf>,
    /// Write an SVG of cwnd over time.
    pub plot: Option<PathBuf>,
    /// The CCC to plot (default: the first one in the trace).
    pub plot_ccc: Option<u32>,
    /// The engine's schedule to time (`--core engine`; default: the ECP5 engine's,
    /// [`Schedule::ENGINE`]).
    pub same_ccc: Option<Schedule>,
    /// Show a progress bar on stderr.
    pub progress: bool,
    /// Input size in bytes, for the progress bar.
    pub input_len: Option<u64>,
}

#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error(transparent)]
    Trace(#[from] TraceError),
    #[error("{trace}: the header describes an impossible CCC configuration: {err}")]
    Config { trace: String, err: ConfigError },
    #[error("{path}: {err}")]
    Io { path: String, err: std::io::Error },
    #[error("{trace}: {err}")]
    Engine { trace: String, err: String },
}

/// One model's results.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ModelSummary {
    /// Count of every action word this model produced (all rows).
    pub actions: BTreeMap<String, u64>,
    /// Agreement with the `ref_` columns over ack/nack rows, when the trace has them.
    #[serde(flatten)]
    pub fidelity: Option<FidelityReport>,
}

/// What `nscc replay --json` prints.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ReplaySummary {
    pub trace: String,
    pub scenario: Option<String>,
    /// When the golden model's pipeline saw the events.
    pub spacing: String,
    /// Which core's semantics the golden model followed: "engine", the one since the
    /// pipelined one-CCC core retired.
    pub core: String,
    /// Events replayed: the trace's rows and the timeout cuts of their `rto_before`.
    pub events: u64,
    pub cccs: usize,
    pub elapsed_s: f64,
    /// Events per second of the whole replay (parse, models, output).
    pub events_per_sec: f64,
    /// Action counts of the golden model (of the float model when only it ran).
    pub actions: BTreeMap<String, u64>,
    pub models: BTreeMap<String, ModelSummary>,
    /// The float model's increase credit (`htsim` or `wide`).
    pub float_credit: String,
    /// Golden cwnd against float cwnd (what the integer choices cost), when both ran; the
    /// float model with `float_credit`.
    pub golden_vs_float: Option<FidelityReport>,
    /// The same against the float model with each credit (`htsim`, `wide`), when both ran:
    /// where htsim's credit wraps, `wide` measures the integer model's own error.
    pub golden_vs_float_by_credit: Option<BTreeMap<String, FidelityReport>>,
    pub register_image: Option<RegisterImage>,
    /// Trace values the golden model's event port saturated to its widths, per field, with
    /// the events concerned and the total (`docs/reliability.md`).
    pub saturated: Saturations,
    /// The engine's timing (`--core engine`).
    pub engine: Option<EngineTiming>,
    pub out: Option<String>,
    pub plot: Option<String>,
}

impl ReplaySummary {
    /// One line naming the fields saturated to the event port's widths, if any was.
    pub fn saturation_warning(&self) -> Option<String> {
        let s = &self.saturated;
        (s.total > 0).then(|| {
            let f: Vec<String> = s.fields().iter().map(|(k, n)| format!("{k} {n}")).collect();
            format!(
                "{} values in {} events saturated to the hardware widths ({}; docs/reliability.md)",
                s.total,
                s.events,
                f.join(", ")
            )
        })
    }

    /// The summary as text, one line per item (what `nscc replay` prints).
    pub fn to_text(&self) -> String {
        let mut t = String::new();
        let _ = writeln!(
            t,
            "trace       {} ({})",
            self.trace,
            self.scenario.clone().unwrap_or_default()
        );
        let _ = writeln!(
            t,
            "events      {} in {} CCCs, {:.3} s, {:.0} events/s (parse + models + output)",
            self.events, self.cccs, self.elapsed_s, self.events_per_sec
        );
        let _ = writeln!(
            t,
            "golden      {} core semantics, {} spacing",
            self.core, self.spacing
        );
        if let Some(e) = &self.engine {
            let refused: Vec<String> = e.refused.iter().map(|(k, v)| format!("{k} {v}")).collect();
            let _ = writeln!(
                t,
                "engine      {} events of {} CCCs offered {}: {:.2} clocks per event (max {}), {:.1} M events/s at {} MHz; arrival to result mean {:.1}, p99 {}, max {} clocks; {} stall cycles; slow path {:.1} % (same CCC {} clocks behind a fast-path event, {} behind a slow-path one); refused: {}",
                e.events,
                e.cccs,
                if self.spacing == "trace" { "at their timestamps" } else { "as fast as it takes them" },
                e.clocks_per_event_mean,
                e.clocks_per_event_max,
                e.events_per_sec / 1e6,
                e.clock_mhz,
                e.latency_cycles_mean,
                e.latency_cycles_p99,
                e.latency_cycles_max,
                e.stall_cycles,
                100.0 * e.slow_fraction,
                e.schedule.fast_distance,
                e.schedule.slow_distance,
                if refused.is_empty() { "none".to_string() } else { refused.join(", ") }
            );
            let o = &e.one_engine_per_ccc;
            let _ = writeln!(
                t,
                "            each CCC on an engine of its own (one sender's NIC each): arrival to result mean {:.1}, p99 {}, max {} clocks",
                o.latency_cycles_mean, o.latency_cycles_p99, o.latency_cycles_max
            );
        }
        let actions: Vec<String> = self
            .actions
            .iter()
            .map(|(k, v)| format!("{k} {v}"))
            .collect();
        let _ = writeln!(t, "actions     {}", actions.join(", "));
        for (name, m) in &self.models {
            if let Some(f) = &m.fidelity {
                let _ = writeln!(
 t,
                "{name:<7} vs htsim: actions agree {}, cwnd exact {}, |cwnd err| median {:.3e} p99 {:.3e} max {:.3e}, fulfill agree {}",
                pct(f.action_agreement),
                pct(f.cwnd_exact),
                f.cwnd_rel_err_median,
                f.cwnd_rel_err_p99,
                f.cwnd_rel_err_max,
                f.fulfill_agreement.map(pct).unwrap_or_else(|| "-".into()),
            );
                if !f.action_confusion.is_empty() {
                    let c: Vec<String> = f
                        .action_confusion
                        .iter()
                        .map(|(k, v)| format!("{k} {v}"))
                        .collect();
                    let _ = writeln!(
                        t,
                        "        action disagreements (ref->model): {}",
                        c.join(", ")
                    );
                }
                if !f.largest_errors.is_empty() {
                    let _ = writeln!(
                        t,
                        "        largest errors (rows that changed a CCC's cwnd difference):"
                    );
                    let _ = writeln!(
 t,"          event    ccc  action      ref         cwnd      ref_cwnd  err       term       since");
                    for e in &f.largest_errors {
                        let _ = writeln!(
                            t,
                            "          {:<8} {:<4} {:<11} {:<11} {:<9} {:<9} {:<9} {:<10} {}",
                            e.event,
                            e.ccc,
                            e.action,
                            e.ref_action.as_deref().unwrap_or("-"),
                            e.cwnd,
                            e.ref_cwnd,
                            pct(e.rel_err),
                            e.term,
                            e.since_event
                                .map(|s| s.to_string())
                                .unwrap_or_else(|| "-".into()),
                        );
                    }
                }
            }
        }
        if let Some(by) = &self.golden_vs_float_by_credit {
            for (credit, f) in by {
                let _ = writeln!(
                    t,
                    "golden vs float ({credit} credit{}): actions agree {}, |cwnd err| median {:.3e} p99 {:.3e} max {:.3e}",
                    if *credit == self.float_credit { ", the float model above" } else { "" },
                    pct(f.action_agreement),
                    f.cwnd_rel_err_median,
                    f.cwnd_rel_err_p99,
                    f.cwnd_rel_err_max
                );
            }
        }
        if let Some(p) = &self.out {
            let _ = writeln!(t, "replay      {p}");
        }
        if let Some(p) = &self.plot {
            let _ = writeln!(t, "plot        {p}");
        }
        t
    }
}

fn pct(x: f64) -> String {
    format!("{:.4} %", 100.0 * x)
}

/// The golden state columns of an output trace (after every event).
pub const GOLDEN_COLUMNS: [&str; 13] = [
    "cwnd",
    "maxwnd",
    "bdp",
    "base_rtt_ps",
    "avg_delay_ps",
    "action",
    "fulfill",
    "inc_bytes",
    "received_bytes",
    "achieved_bytes",
    "bytes_to_ignore",
    "bytes_ignored",
    "fi_count",
];
/// The float model's columns (prefixed `float_` when the golden model runs too).
pub const FLOAT_COLUMNS: [&str; 6] = [
    "cwnd",
    "maxwnd",
    "base_rtt_ps",
    "avg_delay_ps",
    "action",
    "fulfill",
];

/// Golden avg_delay (ns Q24.8) in ps, truncated.
pub fn golden_avg_delay_ps(s: &CccState) -> u64 {
    s.avg_delay_q8 as u64 * 1000 / 256
}

fn golden_values(s: &CccState, r: &StepResult) -> [String; 13] {
    [
        s.cwnd.to_string(),
        s.maxwnd.to_string(),
        s.bdp.to_string(),
        (s.base_rtt_ns as u64 * 1000 + s.base_rtt_sub_ps as u64).to_string(),
        golden_avg_delay_ps(s).to_string(),
        r.action.word().to_string(),
        (r.fulfill as u8).to_string(),
        s.inc_bytes.to_string(),
        s.received_bytes.to_string(),
        s.achieved_bytes.to_string(),
        s.bytes_to_ignore.to_string(),
        s.bytes_ignored.to_string(),
        s.fi_count.to_string(),
    ]
}

fn float_values(f: &FloatCcc, action: Action, fulfill: bool) -> [String; 6] {
    let s = &f.state;
    [
        (s.cwnd as u64).to_string(),
        (s.maxwnd as u64).to_string(),
        (s.base_rtt_ps as u64).to_string(),
        (s.avg_delay_ps as u64).to_string(),
        action.word().to_string(),
        (fulfill as u8).to_string(),
    ]
}

/// One model's answer to a row, as the fidelity figures compare it.
#[derive(Clone, Copy)]
struct Answer {
    cwnd: u64,
    action: Action,
    fulfill: bool,
    avg_delay_ps: u64,
    base_rtt_ps: u64,
}

impl Answer {
    /// The float model's answer (its state after the event, truncated to integers).
    fn of_float(f: &FloatCcc, action: Action, fulfill: bool) -> Answer {
        Answer {
            cwnd: f.state.cwnd as u64,
            action,
            fulfill,
            avg_delay_ps: f.state.avg_delay_ps as u64,
            base_rtt_ps: f.state.base_rtt_ps as u64,
        }
    }

    /// This answer as the reference another model is compared with.
    fn as_refs(&self) -> RefState {
        RefState {
            cwnd: Some(self.cwnd),
            avg_delay_ps: Some(self.avg_delay_ps),
            base_rtt_ps: Some(self.base_rtt_ps),
            action: Some(self.action),
            fulfill: Some(self.fulfill),
            maxwnd: None,
        }
    }

    /// This answer to event `event` of CCC `ccc` against the reference `refs`.
    fn compare(&self, event: u64, ccc: u32, refs: RefState) -> RowCompare {
        RowCompare {
            event,
            ccc,
            ref_cwnd: refs.cwnd,
            ref_action: refs.action,
            ref_fulfill: refs.fulfill,
            ref_avg_delay_ps: refs.avg_delay_ps,
            ref_base_rtt_ps: refs.base_rtt_ps,
            cwnd: self.cwnd,
            action: self.action,
            fulfill: self.fulfill,
            avg_delay_ps: self.avg_delay_ps,
            base_rtt_ps: self.base_rtt_ps,
        }
    }
}

struct Models {
    float: Option<FloatCcc>,
    /// The float model with the other credit (only compared with the golden model).
    float_other: Option<FloatCcc>,
}

/// Replays `reader` with `opts`. Every row is processed; none is dropped.
pub fn replay(mut reader: TraceReader, opts: &ReplayOptions) -> Result<ReplaySummary, ReplayError> {
    let header = reader.header().clone();
    let trace_name = reader.name().to_string();
    let cfg = config_from_header(&header);
    let image = cfg.register_image().map_err(|err| ReplayError::Config {
        trace: trace_name.clone(),
        err: err.clone(),
    })?;
    // Validate the float parameters up front too.
    opts.float_credit
        .model(&cfg)
        .map_err(|err| ReplayError::Config {
            trace: trace_name.clone(),
            err,
        })?;

    let mut state_cols: Vec<String> = Vec::new();
    if opts.model.golden() {
        state_cols.extend(GOLDEN_COLUMNS.iter().map(|c| c.to_string()));
    }
    if opts.model.float() {
        let prefix = if opts.model.golden() { "float_" } else { "" };
        state_cols.extend(FLOAT_COLUMNS.iter().map(|c| format!("{prefix}{c}")));
    }
    // Pass through every extra input column except those our state columns replace.
    let extra_names: Vec<String> = reader.extra_columns().to_vec();
    let keep: Vec<bool> = extra_names
        .iter()
        .map(|n| !state_cols.contains(n))
        .collect();
    let kept_names: Vec<String> = extra_names
        .iter()
        .zip(&keep)
        .filter(|(_, k)| **k)
        .map(|(n, _)| n.clone())
        .collect();
    let mut writer = match &opts.out {
        Some(p) => {
            let cols: Vec<&str> = state_cols.iter().map(|s| s.as_str()).collect();
            Some(TraceWriter::create(p, &header, &kept_names, &cols)?)
        }
        None => None,
    };

    let mut plot = opts.plot.as_ref().map(|_| {
        let mut series: Vec<(&str, &str)> = Vec::new();
        if opts.model.golden() {
            series.push(("golden model", GOLDEN_COLOR));
        }
        if opts.model.float() {
            series.push(("float model", FLOAT_COLOR));
        }
        series.push(("htsim ref_cwnd", REF_COLOR));
        PlotBuilder::new(&format!("cwnd: {trace_name}"), &series, 4000, 3000)
    });
    let mut plot_ccc = opts.plot_ccc;
    let ref_series = opts.model.golden() as usize + opts.model.float() as usize;

    let progress = opts.progress.then(|| crate::progress::bar(opts.input_len));

    let mut models: HashMap<u32, Models> = HashMap::new();
    // the golden model: every CCC in one golden engine (the engine's semantics, sequential
    // NSCC per CCC, and its cycle model's timing)
    let mut engine = match opts.model.golden() {
        true => Some(
            EngineLane::new(image, opts.spacing, opts.same_ccc).map_err(|err| {
                ReplayError::Engine {
                    trace: trace_name.clone(),
                    err,
                }
            })?,
        ),
        false => None,
    };
    let mut golden_fid = Fidelity::default();
    let mut float_fid = Fidelity::default();
    let mut gvf_fid = Fidelity::default();
    let mut gvf_other_fid = Fidelity::default();
    let mut golden_actions: BTreeMap<String, u64> = BTreeMap::new();
    let mut float_actions: BTreeMap<String, u64> = BTreeMap::new();
    let mut events = 0u64;
    let mut saturated = Saturations::default();
    let mut values: Vec<String> = Vec::with_capacity(state_cols.len());
    let mut extra_kept: Vec<String> = Vec::new();
    let start = Instant::now();

    while let Some(row) = reader.next() {
        let row: TraceRow = row?;
        events += 1;
        let ev = row.event;
        let m = models.entry(ev.ccc).or_insert_with(|| Models {
            float: opts
                .model
                .float()
                .then(|| opts.float_credit.model(&cfg).expect("validated above")),
            float_other: (opts.model == ModelSel::Both).then(|| {
                opts.float_credit
                    .other()
                    .model(&cfg)
                    .expect("validated above")
            }),
        });
        values.clear();
        let is_cc = matches!(ev.kind, EventKind::Ack | EventKind::Nack);
        let mut golden_out = None;
        let hw = HwEvent::from_event(&ev);
        saturated.count(&ev);
        let stepped = match engine.as_mut() {
            Some(e) => Some(
                e.step(ev.ccc, &hw, ev.t_ps)
                    .map_err(|err| ReplayError::Engine {
                        trace: trace_name.clone(),
                        err,
                    })?,
            ),
            None => None,
        };
        if let Some((gs, r)) = stepped {
            let g = &gs;
            *golden_actions
                .entry(r.action.word().to_string())
                .or_default() += 1;
            let answer = Answer {
                cwnd: g.cwnd as u64,
                action: r.action,
                fulfill: r.fulfill,
                avg_delay_ps: golden_avg_delay_ps(g),
                base_rtt_ps: g.base_rtt_ns as u64 * 1000 + g.base_rtt_sub_ps as u64,
            };
            if is_cc {
                golden_fid.add(&answer.compare(events - 1, ev.ccc, row.refs));
            }
            if writer.is_some() {
                values.extend(golden_values(g, &r));
            }
            golden_out = Some(answer);
        }
        let mut float_out = None;
        if let Some(f) = m.float.as_mut() {
            let r = f.on_event(&ev);
            *float_actions
                .entry(r.action.word().to_string())
                .or_default() += 1;
            let answer = Answer::of_float(f, r.action, r.fulfill);
            if is_cc {
                float_fid.add(&answer.compare(events - 1, ev.ccc, row.refs));
            }
            if writer.is_some() {
                values.extend(float_values(f, r.action, r.fulfill));
            }
            float_out = Some(answer);
        }
        let other_out = m.float_other.as_mut().map(|f| {
            let r = f.on_event(&ev);
            Answer::of_float(f, r.action, r.fulfill)
        });
        if let Some(golden) = golden_out.filter(|_| is_cc) {
            for (fid, float) in [(&mut gvf_fid, float_out), (&mut gvf_other_fid, other_out)] {
                if let Some(float) = float {
                    fid.add(&golden.compare(events - 1, ev.ccc, float.as_refs()));
                }
            }
        }
        if let Some(p) = plot.as_mut() {
            let ccc = *plot_ccc.get_or_insert(ev.ccc);
            if ccc == ev.ccc {
                let t_us = ev.t_ps as f64 / 1e6;
                let mut idx = 0;
                let mut mark = None;
                if let Some(g) = golden_out {
                    p.push(idx, t_us, g.cwnd as f64);
                    idx += 1;
                    mark = Some((g.cwnd, g.action));
                }
                if let Some(f) = float_out {
                    p.push(idx, t_us, f.cwnd as f64);
                    mark = mark.or(Some((f.cwnd, f.action)));
                }
                if let Some(rc) = row.refs.cwnd {
                    p.push(ref_series, t_us, rc as f64);
                }
                if let Some((c, a)) = mark {
                    if a != Action::None {
                        p.mark(t_us, c as f64, a.word());
                    }
                }
            }
        }
        if let Some(w) = writer.as_mut() {
            if keep.iter().all(|k| *k) {
                w.write_row(&row, &values)?;
            } else {
                extra_kept.clear();
                extra_kept.extend(
                    row.extra
                        .iter()
                        .zip(&keep)
                        .filter(|(_, k)| **k)
                        .map(|(v, _)| v.clone()),
                );
                let trimmed = TraceRow {
                    extra: std::mem::take(&mut extra_kept),
                    ..row
                };
                w.write_row(&trimmed, &values)?;
                extra_kept = trimmed.extra;
            }
        }
        if let Some(pb) = progress.as_ref() {
            if events.is_multiple_of(4096) {
                pb.set_position(reader.bytes_read());
            }
        }
    }
    if let Some(pb) = progress {
        pb.finish_and_clear();
    }
    if let Some(w) = writer {
        w.finish()?;
    }
    let elapsed = start.elapsed().as_secs_f64();
    let has_refs = reader.has_refs();
    let mut model_summaries = BTreeMap::new();
    if opts.model.golden() {
        model_summaries.insert(
            "golden".to_string(),
            ModelSummary {
                actions: golden_actions.clone(),
                fidelity: has_refs.then(|| golden_fid.report()),
            },
        );
    }
    if opts.model.float() {
        model_summaries.insert(
            "float".to_string(),
            ModelSummary {
                actions: float_actions.clone(),
                fidelity: has_refs.then(|| float_fid.report()),
            },
        );
    }
    let plot_path = match (plot, &opts.plot) {
        (Some(p), Some(path)) => {
            let min_cwnd = Some(image.mtu as f64);
            let maxwnd = Some(image.init_maxwnd as f64);
            let subtitle = format!(
                "ccc {} of {}; {} events; {}",
                plot_ccc.unwrap_or(0),
                models.len(),
                events,
                header.scenario.clone().unwrap_or_default()
            );
            p.finish(&subtitle, maxwnd, min_cwnd)
                .write(path)
                .map_err(|err| ReplayError::Io {
                    path: path.display().to_string(),
                    err,
                })?;
            Some(path.display().to_string())
        }
        _ => None,
    };
    Ok(ReplaySummary {
        trace: trace_name,
        scenario: header.scenario.clone(),
        spacing: opts.spacing.name().to_string(),
        core: "engine".to_string(),
        engine: engine.map(|e| e.finish()),
        events,
        cccs: models.len(),
        elapsed_s: elapsed,
        events_per_sec: events as f64 / elapsed.max(1e-9),
        actions: if opts.model.golden() {
            golden_actions
        } else {
            float_actions
        },
        models: model_summaries,
        float_credit: opts.float_credit.name().to_string(),
        golden_vs_float_by_credit: (opts.model == ModelSel::Both).then(|| {
            BTreeMap::from([
                (opts.float_credit.name().to_string(), gvf_fid.report()),
                (
                    opts.float_credit.other().name().to_string(),
                    gvf_other_fid.report(),
                ),
            ])
        }),
        golden_vs_float: (opts.model == ModelSel::Both).then(|| gvf_fid.report()),
        register_image: Some(image),
        saturated,
        out: opts.out.as_ref().map(|p| p.display().to_string()),
        plot: plot_path,
    })
}

/// Every CCC of a replay in one golden engine (`--core engine`), the events it accepted
/// offered to its timing model.
struct EngineLane {
    engine: GoldenEngine,
    spacing: Spacing,
    schedule: Schedule,
    /// Trace CCC id -> context, in order of appearance.
    ids: HashMap<u32, u32>,
    offered: Vec<Offered>,
    /// The first presented event's time: arrivals count from it.
    t0_ps: Option<u64>,
    refused: BTreeMap<String, u64>,
}

impl EngineLane {
    fn new(
        image: RegisterImage,
        spacing: Spacing,
        same_ccc: Option<Schedule>,
    ) -> Result<EngineLane, String> {
        let mut engine = GoldenEngine::new(DEFAULT_CCCS).map_err(|e| e.to_string())?;
        engine.load_profile(0, image).map_err(|e| e.to_string())?;
        let schedule = same_ccc.unwrap_or(Schedule::ENGINE);
        Ok(EngineLane {
            engine,
            spacing,
            schedule,
            ids: HashMap::new(),
            offered: Vec::new(),
            t0_ps: None,
            refused: BTreeMap::new(),
        })
    }

    /// One trace row: the state of its CCC after it and its result. Send rows carry no CC
    /// input and are not presented; a refused event changes nothing and is counted.
    fn step(
        &mut self,
        ccc: u32,
        ev: &HwEvent,
        t_ps: u64,
    ) -> Result<(CccState, StepResult), String> {
        let id = match self.ids.get(&ccc) {
            Some(id) => *id,
            None => {
                let id = self.ids.len() as u32;
                if id as usize >= self.engine.cccs() {
                    return Err(format!(
                        "CCC {ccc} is the trace's CCC number {}: the engine holds {}",
                        id + 1,
                        self.engine.cccs()
                    ));
                }
                self.engine.activate(id, 0, 0).map_err(|e| e.to_string())?;
                self.engine.ready(id).map_err(|e| e.to_string())?;
                self.ids.insert(ccc, id);
                id
            }
        };
        let state = |e: &GoldenEngine| e.state(id).unwrap_or_default();
        if ev.kind == EventKind::Send {
            return Ok((state(&self.engine), StepResult::default()));
        }
        // the cycle the event arrives on the board's clock, as `nscc cosim` offers it
        let t0 = *self.t0_ps.get_or_insert(t_ps);
        let arrival = self
            .spacing
            .cycle(self.offered.len() as u64, t_ps - t0.min(t_ps));
        let (result, route) = match self.engine.step(id, ev) {
            Ok(st) => (st.result, Route::of(&st.result)),
            Err(refusal) => {
                *self
                    .refused
                    .entry(refusal.as_str().to_string())
                    .or_default() += 1;
                (StepResult::default(), Route::Refused)
            }
        };
        self.offered.push(Offered {
            arrival,
            ccc: id,
            route,
        });
        Ok((state(&self.engine), result))
    }

    fn finish(self) -> EngineTiming {
        let t = TimingStats::with_one_engine_per_ccc(&self.schedule, &self.offered);
        EngineTiming {
            clock_mhz: t.clock_mhz,
            schedule: self.schedule,
            cccs: self.ids.len(),
            events: self.offered.len() as u64,
            refused: self.refused,
            slow: t.slow,
            slow_fraction: t.slow_fraction,
            clocks_per_event_mean: t.clocks_per_event_mean,
            clocks_per_event_max: t.clocks_per_event_max,
            events_per_sec: if t.clocks_per_event_mean > 0.0 {
                t.clock_mhz * 1e6 / t.clocks_per_event_mean
            } else {
                0.0
            },
            stall_cycles: t.stall_cycles,
            squashed: t.squashed,
            latency_cycles_mean: t.latency_cycles_mean,
            latency_cycles_p99: t.latency_cycles_p99,
            latency_cycles_max: t.latency_cycles_max,
            one_engine_per_ccc: t.one_engine_per_ccc.unwrap_or_default(),
        }
    }
}
