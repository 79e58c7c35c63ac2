//! Replay of INT traces (`cc=hpcc|fncc`, the trace format's INT extension) through the f64
//! and fixed-point models of HPCC++, Rx-HPCC and FNCC (`golden_model::intcc`,
//! `docs/int-cc.md`): agreement with the trace's `ref_*` columns, the golden model
//! against the f64 one, and the plot of one flow's W, Wc and U ([`crate::plot::IntPlot`]).

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::time::Instant;

use golden_model::event::EventKind;
use golden_model::intcc::fixed::IntGolden;
use golden_model::intcc::float::{round_even, IntFloat};
use golden_model::intcc::{IntAction, IntAlgo, IntModel, IntParams, IntStep};
use nscc_trace::{TraceHeader, TraceReader, TraceRow, TraceWriter};
use serde::Serialize;

use crate::plot::{IntPlot, PlotBuilder, FLOAT_COLOR, GOLDEN_COLOR, REF_COLOR};
use crate::{ModelSel, ReplayError};

/// The INT configuration a trace header describes for `algo` (`hpcc_t_ps` defaults to
/// `base_rtt_ps`; `init_cwnd` and `hpcc_*` are required; FNCC needs `fncc_alpha_ppm` and
/// `fncc_beta_ppm`).
pub fn int_params_from_header(h: &TraceHeader, algo: IntAlgo) -> Result<IntParams, String> {
    let need = |v: Option<u64>, key: &str| {
        v.ok_or_else(|| {
            format!(
                "the INT replay needs the header key {key} (docs/trace-format.md, INT extension)"
            )
        })
    };
    let fncc = algo == IntAlgo::Fncc;
    let p = IntParams {
        algo,
        t_ps: h.hpcc_t_ps.unwrap_or(h.base_rtt_ps),
        eta_ppm: need(h.hpcc_eta_ppm.map(u64::from), "hpcc_eta_ppm")? as u32,
        max_stage: need(h.hpcc_max_stage.map(u64::from), "hpcc_max_stage")? as u32,
        wai: need(h.hpcc_wai, "hpcc_wai")?,
        w_init: need(h.init_cwnd_bytes(), "init_cwnd (> 0)")?,
        alpha_ppm: if fncc {
            need(h.fncc_alpha_ppm.map(u64::from), "fncc_alpha_ppm")? as u32
        } else {
            h.fncc_alpha_ppm.unwrap_or(0)
        },
        beta_ppm: if fncc {
            need(h.fncc_beta_ppm.map(u64::from), "fncc_beta_ppm")? as u32
        } else {
            h.fncc_beta_ppm.unwrap_or(0)
        },
        mtu: h.mtu_or_default(),
    };
    p.check()?;
    Ok(p)
}

/// Options of an INT replay.
#[derive(Clone, Debug, Default)]
pub struct IntReplayOptions {
    pub model: ModelSel,
    /// The algorithm to replay (default: the header's `cc`).
    pub cc: Option<IntAlgo>,
    /// Write a v1 trace with the models' state after every row ([`INT_STATE_COLUMNS`];
    /// the float model's prefixed `float_` when both run).
    pub out: Option<std::path::PathBuf>,
    /// Write the plot of one flow: W, Wc and U of each model and of the trace, LHCS
    /// marked; PNG when the path ends in `.png`, else SVG.
    pub plot: Option<std::path::PathBuf>,
    /// The flow (CCC) to plot (default: the first one with an ack row).
    pub plot_ccc: Option<u32>,
}

/// The state columns of an INT replay's output, per model: W and Wc rounded half to even
/// (as `ref_cwnd`, `ref_wc`), U in ppm, incStage and the action word.
pub const INT_STATE_COLUMNS: [&str; 5] = ["cwnd", "wc", "u_ppm", "inc_stage", "action"];

fn state_values(
    values: &mut Vec<String>,
    m: Option<&dyn IntModel>,
    init: &IntParams,
    a: IntAction,
) {
    match m {
        Some(m) => {
            values.push(round_even(m.w()).to_string());
            values.push(round_even(m.wc()).to_string());
            values.push(round_even(m.u() * 1e6).to_string());
            values.push(m.inc_stage().to_string());
        }
        None => {
            values.push(init.w_init.to_string());
            values.push(init.w_init.to_string());
            values.push("1000000".to_string());
            values.push("0".to_string());
        }
    }
    values.push(a.word().to_string());
}

/// One model against the trace's `ref_*` columns.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct IntModelSummary {
    /// ack rows compared.
    pub rows: u64,
    /// Count of every action word this model produced (ai, mimd, lhcs, none).
    pub actions: BTreeMap<String, u64>,
    /// Fraction of rows whose action equals the reference's (from `ref_branch` and
    /// `ref_lhcs`; `None` without `ref_branch`).
    pub action_agreement: Option<f64>,
    /// |W - ref W| / ref W (ref W: `ref_cwnd_nb` / 1e9 where the trace has it, else
    /// `ref_cwnd`): median, 99th percentile, maximum.
    pub cwnd_rel_err_median: f64,
    pub cwnd_rel_err_p99: f64,
    pub cwnd_rel_err_max: f64,
    /// The same for Wc (against `ref_wc_nb`, else `ref_wc`; 0 without either).
    pub wc_rel_err_max: f64,
    /// |U - ref U| / ref U (ref U: `ref_u_e12` / 1e12, else `ref_u_ppm` / 1e6).
    pub u_rel_err_max: f64,
    /// Rows whose value equals each reference column exactly (the integer columns, rounded
    /// half to even as the format rounds them).
    pub exact: BTreeMap<String, u64>,
    /// Rows whose W / Wc lies within 1e-9 relative of `ref_cwnd_nb` / `ref_wc_nb`.
    pub within_1e9: BTreeMap<String, u64>,
    /// Events ignored for carrying more INT records than the hardware holds.
    pub refused: u64,
}

/// The golden model against the f64 model, row by row.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct IntCompare {
    pub rows: u64,
    /// Fraction of rows with the same action word.
    pub action_agreement: f64,
    /// Disagreements "float->golden": count.
    pub action_confusion: BTreeMap<String, u64>,
    pub cwnd_rel_err_median: f64,
    pub cwnd_rel_err_p99: f64,
    pub cwnd_rel_err_max: f64,
    pub wc_rel_err_max: f64,
    pub u_rel_err_max: f64,
}

/// What `nscc replay --json` prints for an INT trace.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct IntReplaySummary {
    pub trace: String,
    pub scenario: Option<String>,
    /// The algorithm replayed.
    pub cc: String,
    /// The algorithm the trace's header names (the recording sender's).
    pub cc_trace: String,
    /// The reference column W is compared against.
    pub ref_cwnd_column: Option<String>,
    /// ack rows replayed.
    pub events: u64,
    pub cccs: usize,
    pub elapsed_s: f64,
    pub params: IntParams,
    /// Per model (`float`, `golden`): agreement with the `ref_*` columns.
    pub models: BTreeMap<String, IntModelSummary>,
    /// The golden model against the f64 model (both ran).
    pub golden_vs_float: Option<IntCompare>,
    /// The output trace written (`--out`).
    pub out: Option<String>,
    /// The plot written (`--plot`).
    pub plot: Option<String>,
    /// The flow the plot shows.
    pub plot_flow: Option<IntPlotFlow>,
}

/// The flow (CCC) of an INT replay's plot.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct IntPlotFlow {
    pub ccc: u32,
    /// Its ack rows.
    pub ack_rows: u64,
    /// Its LHCS events, each marked on the plot: the golden model's (the f64 model's when
    /// the golden one did not run).
    pub lhcs: u64,
    /// Its rows with `ref_lhcs` = 1, each marked too (`None`: no `ref_lhcs` column).
    pub ref_lhcs: Option<u64>,
}

#[derive(Default)]
struct RelErrs {
    errs: Vec<f64>,
    max: f64,
}

impl RelErrs {
    fn add(&mut self, got: f64, want: f64) {
        let e = if want == 0.0 {
            if got == 0.0 {
                0.0
            } else {
                f64::INFINITY
            }
        } else {
            ((got - want) / want).abs()
        };
        let e = if e.is_nan() { f64::INFINITY } else { e };
        self.max = self.max.max(e);
        self.errs.push(e);
    }

    /// (median, p99, max).
    fn stats(&mut self) -> (f64, f64, f64) {
        if self.errs.is_empty() {
            return (0.0, 0.0, 0.0);
        }
        self.errs.sort_by(f64::total_cmp);
        let at = |q: f64| self.errs[((self.errs.len() - 1) as f64 * q).round() as usize];
        (at(0.5), at(0.99), self.max)
    }
}

/// Accumulates one model's agreement with the reference columns.
#[derive(Default)]
struct RefAcc {
    rows: u64,
    actions: BTreeMap<String, u64>,
    action_rows: u64,
    action_agree: u64,
    w: RelErrs,
    wc: RelErrs,
    u: RelErrs,
    exact: BTreeMap<String, u64>,
    within: BTreeMap<String, u64>,
    refused: u64,
}

impl RefAcc {
    fn add(&mut self, row: &TraceRow, m: &dyn IntModel, step: &IntStep, t_ps: u64) {
        self.rows += 1;
        let act = step.action();
        *self.actions.entry(act.word().to_string()).or_default() += 1;
        self.refused += u64::from(step.refused);
        let r = &row.int_refs;
        if let Some(b) = r.branch {
            self.action_rows += 1;
            let branch = match b {
                1 => golden_model::intcc::Branch::MiMd,
                2 => golden_model::intcc::Branch::Ai,
                _ => golden_model::intcc::Branch::None,
            };
            if IntAction::of(branch, r.lhcs.unwrap_or(false)) == act {
                self.action_agree += 1;
            }
        }
        let (w, wc, u) = (m.w(), m.wc(), m.u());
        if let Some(nb) = r.cwnd_nb {
            self.w.add(w, nb as f64 / 1e9);
            self.within_1e9("ref_cwnd_nb", w * 1e9, nb);
        } else if let Some(c) = row.refs.cwnd {
            self.w.add(w, c as f64);
        }
        if let Some(nb) = r.wc_nb {
            self.wc.add(wc, nb as f64 / 1e9);
            self.within_1e9("ref_wc_nb", wc * 1e9, nb);
        } else if let Some(c) = r.wc {
            self.wc.add(wc, c as f64);
        }
        if let Some(e12) = r.u_e12 {
            self.u.add(u, e12 as f64 / 1e12);
        } else if let Some(ppm) = r.u_ppm {
            self.u.add(u, ppm as f64 / 1e6);
        }
        let mut ex = |name: &str, same: Option<bool>| {
            if let Some(s) = same {
                *self.exact.entry(name.to_string()).or_default() += u64::from(s);
            }
        };
        ex("ref_cwnd", row.refs.cwnd.map(|c| c == round_even(w)));
        ex("ref_wc", r.wc.map(|c| c == round_even(wc)));
        ex("ref_u_ppm", r.u_ppm.map(|c| c == round_even(u * 1e6)));
        ex("ref_inc_stage", r.inc_stage.map(|c| c == m.inc_stage()));
        ex(
            "ref_rate_bps",
            r.rate_bps.map(|c| c == round_even(w * 8e12 / t_ps as f64)),
        );
        ex("ref_lhcs", r.lhcs.map(|c| c == step.lhcs));
        ex("ref_branch", r.branch.map(|c| c == step.branch as u8));
        ex("ref_update_wc", r.update_wc.map(|c| c == step.update_wc));
    }

    fn within_1e9(&mut self, name: &str, got_nb: f64, want_nb: u64) {
        let ok = ((got_nb - want_nb as f64) / (want_nb.max(1) as f64)).abs() <= 1e-9;
        *self.within.entry(name.to_string()).or_default() += u64::from(ok);
    }

    fn summary(mut self) -> IntModelSummary {
        let (med, p99, max) = self.w.stats();
        IntModelSummary {
            rows: self.rows,
            actions: self.actions,
            action_agreement: (self.action_rows > 0)
                .then(|| self.action_agree as f64 / self.action_rows as f64),
            cwnd_rel_err_median: med,
            cwnd_rel_err_p99: p99,
            cwnd_rel_err_max: max,
            wc_rel_err_max: self.wc.stats().2,
            u_rel_err_max: self.u.stats().2,
            exact: self.exact,
            within_1e9: self.within,
            refused: self.refused,
        }
    }
}

#[derive(Default)]
struct CmpAcc {
    rows: u64,
    agree: u64,
    confusion: BTreeMap<String, u64>,
    w: RelErrs,
    wc: RelErrs,
    u: RelErrs,
}

impl CmpAcc {
    fn add(&mut self, f: &dyn IntModel, fs: &IntStep, g: &dyn IntModel, gs: &IntStep) {
        self.rows += 1;
        if fs.action() == gs.action() {
            self.agree += 1;
        } else {
            *self
                .confusion
                .entry(format!("{}->{}", fs.action().word(), gs.action().word()))
                .or_default() += 1;
        }
        self.w.add(g.w(), f.w());
        self.wc.add(g.wc(), f.wc());
        self.u.add(g.u(), f.u());
    }

    fn summary(mut self) -> IntCompare {
        let (med, p99, max) = self.w.stats();
        IntCompare {
            rows: self.rows,
            action_agreement: if self.rows == 0 {
                1.0
            } else {
                self.agree as f64 / self.rows as f64
            },
            action_confusion: self.confusion,
            cwnd_rel_err_median: med,
            cwnd_rel_err_p99: p99,
            cwnd_rel_err_max: max,
            wc_rel_err_max: self.wc.stats().2,
            u_rel_err_max: self.u.stats().2,
        }
    }
}

/// The algorithm a replay of this trace runs: `cc` when given, else the header's (`None`:
/// the trace is not an INT trace and `cc` was not given).
pub fn int_algo_of(h: &TraceHeader, cc: Option<IntAlgo>) -> Option<IntAlgo> {
    cc.or(match h.cc {
        Some(nscc_trace::CcAlgo::Int(a)) => Some(a),
        _ => None,
    })
}

/// Per-CCC models of one kind.
struct Flows<M> {
    models: HashMap<u32, M>,
}

impl<M: IntModel> Flows<M> {
    fn get(&mut self, ccc: u32, new: impl FnOnce() -> M) -> &mut M {
        self.models.entry(ccc).or_insert_with(new)
    }
}

/// The plot's file, created before the replay so that an unwritable path fails at once
/// rather than after the whole trace; removed again when the replay fails, so that no
/// empty plot is left behind.
struct PlotFile {
    path: std::path::PathBuf,
    file: Option<std::fs::File>,
}

impl PlotFile {
    fn create(path: &std::path::Path) -> Result<PlotFile, ReplayError> {
        let file = std::fs::File::create(path).map_err(|err| plot_io(path, err))?;
        Ok(PlotFile {
            path: path.to_path_buf(),
            file: Some(file),
        })
    }

    fn write(mut self, bytes: &[u8]) -> Result<(), ReplayError> {
        use std::io::Write as _;
        let mut f = self.file.take().expect("written once");
        let done = f.write_all(bytes).and_then(|()| f.flush());
        if let Err(err) = done {
            let _ = std::fs::remove_file(&self.path);
            return Err(plot_io(&self.path, err));
        }
        Ok(())
    }
}

impl Drop for PlotFile {
    fn drop(&mut self) {
        if self.file.take().is_some() {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

fn plot_io(path: &std::path::Path, err: std::io::Error) -> ReplayError {
    ReplayError::Io {
        path: path.display().to_string(),
        err,
    }
}

/// Where one source's W, Wc and U go: series indices in the window and U panels.
#[derive(Clone, Copy, Default)]
struct Lanes {
    w: Option<usize>,
    wc: Option<usize>,
    u: Option<usize>,
}

/// The reference column of a quantity: the exact one (`_nb`, `_e12`) where the trace has
/// it, as the fidelity figures use it, else the integer one.
fn ref_column(
    reader: &TraceReader,
    exact: &'static str,
    rounded: &'static str,
) -> Option<&'static str> {
    [exact, rounded].into_iter().find(|c| reader.has_column(c))
}

/// Collects one flow's W, Wc, U and LHCS events for the plot while the replay streams
/// (bounded: [`PlotBuilder`] decimates long flows).
struct IntPlotter {
    file: PlotFile,
    png: bool,
    /// The flow plotted: `--plot-ccc`, else the first with an ack row.
    ccc: Option<u32>,
    requested: bool,
    windows: PlotBuilder,
    utilisation: PlotBuilder,
    golden: Lanes,
    float: Lanes,
    reference: Lanes,
    ack_rows: u64,
    lhcs: u64,
    ref_lhcs: Option<u64>,
}

impl IntPlotter {
    fn new(
        file: PlotFile,
        reader: &TraceReader,
        opts: &IntReplayOptions,
        algo: IntAlgo,
    ) -> IntPlotter {
        let names = |ref_col: Option<&str>| {
            [
                opts.model.golden().then(|| "golden".to_string()),
                opts.model.float().then(|| "float".to_string()),
                ref_col.map(str::to_string),
            ]
        };
        // legend (and drawing) order per panel: W, then Wc; golden, float, the trace
        let mut win: Vec<(String, &str)> = Vec::new();
        let mut util: Vec<(String, &str)> = Vec::new();
        let mut lanes = [Lanes::default(); 3];
        let quantities = [
            ("W", ref_column(reader, "ref_cwnd_nb", "ref_cwnd"), W_COLORS),
            ("Wc", ref_column(reader, "ref_wc_nb", "ref_wc"), WC_COLORS),
            ("U", ref_column(reader, "ref_u_e12", "ref_u_ppm"), W_COLORS),
        ];
        for (q, ref_col, colors) in quantities {
            for (i, name) in names(ref_col).into_iter().enumerate() {
                let Some(name) = name else { continue };
                let list = if q == "U" { &mut util } else { &mut win };
                list.push((format!("{q} {name}"), colors[i]));
                let at = Some(list.len() - 1);
                match q {
                    "W" => lanes[i].w = at,
                    "Wc" => lanes[i].wc = at,
                    _ => lanes[i].u = at,
                }
            }
        }
        fn refs<'a>(l: &'a [(String, &'a str)]) -> Vec<(&'a str, &'a str)> {
            l.iter().map(|(n, c)| (n.as_str(), *c)).collect()
        }
        let title = format!("{}: W, Wc and U, {}", algo.name(), reader.name());
        IntPlotter {
            png: crate::plot::is_png_path(&file.path),
            file,
            ccc: opts.plot_ccc,
            requested: opts.plot_ccc.is_some(),
            windows: PlotBuilder::new(&title, &refs(&win), 4000, 3000),
            utilisation: PlotBuilder::new("", &refs(&util), 4000, 0),
            golden: lanes[0],
            float: lanes[1],
            reference: lanes[2],
            ack_rows: 0,
            lhcs: 0,
            ref_lhcs: reader.has_column("ref_lhcs").then_some(0),
        }
    }

    /// True for the ack rows of the plotted flow (the first one seen when not chosen).
    fn wants(&mut self, ccc: u32) -> bool {
        *self.ccc.get_or_insert(ccc) == ccc
    }

    /// One ack row of the plotted flow: each model's state after it (with its step), and
    /// the trace's reference columns.
    fn add(
        &mut self,
        row: &TraceRow,
        golden: Option<(&dyn IntModel, IntStep)>,
        float: Option<(&dyn IntModel, IntStep)>,
    ) {
        self.ack_rows += 1;
        let t = row.event.t_ps as f64 / 1e6;
        for (lanes, m) in [(self.golden, golden), (self.float, float)] {
            if let Some((m, _)) = m {
                self.push(lanes, t, Some(m.w()), Some(m.wc()), Some(m.u()));
            }
        }
        let r = &row.int_refs;
        let ref_w = r
            .cwnd_nb
            .map(|nb| nb as f64 / 1e9)
            .or(row.refs.cwnd.map(|c| c as f64));
        let ref_wc = r.wc_nb.map(|nb| nb as f64 / 1e9).or(r.wc.map(|c| c as f64));
        let ref_u = r
            .u_e12
            .map(|e| e as f64 / 1e12)
            .or(r.u_ppm.map(|p| p as f64 / 1e6));
        self.push(self.reference, t, ref_w, ref_wc, ref_u);
        // LHCS sets Wc: marked at the Wc it set, the model's and the trace's
        if let Some((m, s)) = golden.or(float) {
            if s.lhcs {
                self.lhcs += 1;
                self.windows.mark(t, m.wc(), "lhcs");
            }
            if r.lhcs == Some(true) {
                if let Some(n) = self.ref_lhcs.as_mut() {
                    *n += 1;
                }
                self.windows
                    .mark(t, ref_wc.unwrap_or_else(|| m.wc()), "ref_lhcs");
            }
        }
    }

    fn push(&mut self, lanes: Lanes, t: f64, w: Option<f64>, wc: Option<f64>, u: Option<f64>) {
        for (i, v) in [(lanes.w, w), (lanes.wc, wc)] {
            if let (Some(i), Some(v)) = (i, v) {
                self.windows.push(i, t, v);
            }
        }
        if let (Some(i), Some(v)) = (lanes.u, u) {
            self.utilisation.push(i, t, v);
        }
    }

    /// Writes the plot; an error when the flow asked for had no ack row.
    fn finish(
        self,
        trace: &str,
        scenario: Option<&str>,
        algo: IntAlgo,
        params: &IntParams,
        cccs: &[u32],
    ) -> Result<IntPlotFlow, ReplayError> {
        let no_flow = |err: String| ReplayError::Engine {
            trace: trace.to_string(),
            err,
        };
        let ccc = match self.ccc {
            Some(c) if self.ack_rows > 0 => c,
            Some(c) if self.requested => {
                let mut known: Vec<String> = cccs.iter().take(12).map(|c| c.to_string()).collect();
                if cccs.len() > known.len() {
                    known.push(format!("... ({} in all)", cccs.len()));
                }
                return Err(no_flow(format!(
                    "--plot-ccc {c}: the trace has no ack row of ccc {c} (its flows: {})",
                    if known.is_empty() {
                        "none".to_string()
                    } else {
                        known.join(", ")
                    }
                )));
            }
            _ => {
                return Err(no_flow(
                    "--plot: the trace has no ack row to plot".to_string(),
                ))
            }
        };
        let mut subtitle = format!("ccc {ccc} of {}; {} ack rows", cccs.len(), self.ack_rows);
        if algo == IntAlgo::Fncc || self.lhcs > 0 || self.ref_lhcs.unwrap_or(0) > 0 {
            let _ = write!(subtitle, "; LHCS {}", self.lhcs);
            if let Some(r) = self.ref_lhcs {
                let _ = write!(subtitle, " (ref_lhcs {r})");
            }
        }
        if let Some(s) = scenario {
            let _ = write!(subtitle, "; {s}");
        }
        let windows = self.windows.finish(&subtitle, None, None);
        let utilisation = self.utilisation.finish("", None, None);
        let plot = IntPlot {
            title: windows.title,
            subtitle,
            windows: windows.series,
            marks: windows.marks,
            w_init: Some(params.w_init as f64),
            utilisation: utilisation.series,
            eta: Some(params.eta_ppm as f64 / 1e6),
        };
        let bytes = plot
            .render(self.png)
            .map_err(|err| plot_io(&self.file.path, err))?;
        self.file.write(&bytes)?;
        Ok(IntPlotFlow {
            ccc,
            ack_rows: self.ack_rows,
            lhcs: self.lhcs,
            ref_lhcs: self.ref_lhcs,
        })
    }
}

/// Colours per source (golden, float, the trace): W and U in the cwnd plot's blues, Wc in
/// an orange family beside them.
const W_COLORS: [&str; 3] = [GOLDEN_COLOR, FLOAT_COLOR, REF_COLOR];
const WC_COLORS: [&str; 3] = ["#d9730d", "#f2a444", "#7a3e06"];

/// Replays every `ack` row of an INT trace, one independent state per `ccc`.
pub fn replay_int(
    mut reader: TraceReader,
    opts: &IntReplayOptions,
) -> Result<IntReplaySummary, ReplayError> {
    let start = Instant::now();
    let header = reader.header().clone();
    let trace = reader.name().to_string();
    let algo = int_algo_of(&header, opts.cc).ok_or_else(|| ReplayError::Engine {
        trace: trace.clone(),
        err: "not an INT trace (header key cc is absent or nscc): give --cc hpcc|rx-hpcc|fncc"
            .into(),
    })?;
    let params = int_params_from_header(&header, algo).map_err(|err| ReplayError::Engine {
        trace: trace.clone(),
        err,
    })?;
    let mut state_cols: Vec<String> = Vec::new();
    if opts.model.golden() {
        state_cols.extend(INT_STATE_COLUMNS.iter().map(|c| c.to_string()));
    }
    if opts.model.float() {
        let prefix = if opts.model.golden() { "float_" } else { "" };
        state_cols.extend(INT_STATE_COLUMNS.iter().map(|c| format!("{prefix}{c}")));
    }
    // every input column passes through, except those the state columns replace
    let keep: Vec<bool> = reader
        .extra_columns()
        .iter()
        .map(|n| !state_cols.contains(n))
        .collect();
    let kept_names: Vec<String> = reader
        .extra_columns()
        .iter()
        .zip(&keep)
        .filter(|(_, k)| **k)
        .map(|(n, _)| n.clone())
        .collect();
    let mut plotter = match &opts.plot {
        Some(p) => Some(IntPlotter::new(PlotFile::create(p)?, &reader, opts, algo)),
        None => None,
    };
    let mut writer = match &opts.out {
        Some(p) => {
            let cols: Vec<&str> = state_cols.iter().map(|s| s.as_str()).collect();
            Some(TraceWriter::create(p, &header, &kept_names, &cols)?)
        }
        None => None,
    };
    reader.set_keep_extra(writer.is_some());
    let mut values: Vec<String> = Vec::with_capacity(state_cols.len());
    let ref_cwnd_column = if reader.has_column("ref_cwnd_nb") {
        Some("ref_cwnd_nb".to_string())
    } else if reader.has_column("ref_cwnd") {
        Some("ref_cwnd".to_string())
    } else {
        None
    };
    let mut floats = Flows::<IntFloat> {
        models: HashMap::new(),
    };
    let mut goldens = Flows::<IntGolden> {
        models: HashMap::new(),
    };
    let (mut facc, mut gacc, mut cacc) = (RefAcc::default(), RefAcc::default(), CmpAcc::default());
    let mut row = TraceRow::default();
    let mut events = 0u64;
    let model_err = |err: String| ReplayError::Engine {
        trace: trace.clone(),
        err,
    };
    // both models' configurations are checked once, before the first row
    IntFloat::new(&params).map_err(model_err)?;
    IntGolden::new(&params).map_err(model_err)?;
    while reader.read_into(&mut row)? {
        if row.event.kind != EventKind::Ack {
            if let Some(w) = writer.as_mut() {
                // no window logic on other rows: the CCC's state as it is
                values.clear();
                let ccc = row.event.ccc;
                if opts.model.golden() {
                    let g = goldens.models.get(&ccc).map(|g| g as &dyn IntModel);
                    state_values(&mut values, g, &params, IntAction::None);
                }
                if opts.model.float() {
                    let f = floats.models.get(&ccc).map(|f| f as &dyn IntModel);
                    state_values(&mut values, f, &params, IntAction::None);
                }
                write_kept(w, &row, &keep, &values)?;
            }
            continue;
        }
        events += 1;
        let ack = row.int_ack();
        let ccc = row.event.ccc;
        let mut fstep = None;
        let mut gstep = None;
        if opts.model.float() {
            let f = floats.get(ccc, || IntFloat::new(&params).expect("checked above"));
            let s = f.step(&ack);
            facc.add(&row, f, &s, params.t_ps);
            fstep = Some(s);
        }
        if opts.model.golden() {
            let g = goldens.get(ccc, || IntGolden::new(&params).expect("checked above"));
            // the host loads the constants of every link speed of the fabric into the
            // profile (configuration time): here, each speed the trace shows, in order
            for h in ack.hops {
                let _ = g.profile.add_speed(h.bps);
            }
            let s = g.step(&ack);
            gacc.add(&row, g, &s, params.t_ps);
            gstep = Some(s);
            if let (Some(fs), Some(f)) = (fstep, floats.models.get(&ccc)) {
                cacc.add(f, &fs, g, &s);
            }
        }
        if let Some(p) = plotter.as_mut() {
            if p.wants(ccc) {
                let g = gstep.and_then(|s| Some((goldens.models.get(&ccc)? as &dyn IntModel, s)));
                let f = fstep.and_then(|s| Some((floats.models.get(&ccc)? as &dyn IntModel, s)));
                p.add(&row, g, f);
            }
        }
        if let Some(w) = writer.as_mut() {
            values.clear();
            if let Some(s) = gstep {
                let g = goldens.models.get(&ccc).map(|g| g as &dyn IntModel);
                state_values(&mut values, g, &params, s.action());
            }
            if let Some(s) = fstep {
                let f = floats.models.get(&ccc).map(|f| f as &dyn IntModel);
                state_values(&mut values, f, &params, s.action());
            }
            write_kept(w, &row, &keep, &values)?;
        }
    }
    if let Some(w) = writer {
        w.finish()?;
    }
    let cccs = floats.models.len().max(goldens.models.len());
    let plot_flow = match plotter {
        Some(p) => {
            let mut flows: Vec<u32> = if goldens.models.is_empty() {
                floats.models.keys().copied().collect()
            } else {
                goldens.models.keys().copied().collect()
            };
            flows.sort_unstable();
            let scenario = header.scenario.as_deref();
            Some(p.finish(&trace, scenario, algo, &params, &flows)?)
        }
        None => None,
    };
    let mut models = BTreeMap::new();
    if opts.model.float() {
        models.insert("float".to_string(), facc.summary());
    }
    if opts.model.golden() {
        models.insert("golden".to_string(), gacc.summary());
    }
    Ok(IntReplaySummary {
        trace,
        scenario: header.scenario.clone(),
        cc: algo.name().to_string(),
        cc_trace: header.cc.unwrap_or_default().name().to_string(),
        ref_cwnd_column,
        events,
        cccs,
        elapsed_s: start.elapsed().as_secs_f64(),
        params,
        models,
        golden_vs_float: (opts.model == ModelSel::Both).then(|| cacc.summary()),
        out: opts.out.as_ref().map(|p| p.display().to_string()),
        plot: opts.plot.as_ref().map(|p| p.display().to_string()),
        plot_flow,
    })
}

/// Writes `row` with the kept pass-through columns and the state `values`.
fn write_kept(
    w: &mut TraceWriter,
    row: &TraceRow,
    keep: &[bool],
    values: &[String],
) -> Result<(), ReplayError> {
    if keep.iter().all(|k| *k) {
        w.write_row(row, values)?;
    } else {
        let extra = row
            .extra
            .iter()
            .zip(keep)
            .filter(|(_, k)| **k)
            .map(|(v, _)| v.clone())
            .collect();
        let trimmed = TraceRow {
            extra,
            ..row.clone()
        };
        w.write_row(&trimmed, values)?;
    }
    Ok(())
}

impl IntReplaySummary {
    /// The summary as text (what `nscc replay` prints for an INT trace).
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
            "cc          {} (trace recorded with {}); T {} ps, eta {} ppm, maxStage {}, W_AI {} B, W_init {} B",
            self.cc,
            self.cc_trace,
            self.params.t_ps,
            self.params.eta_ppm,
            self.params.max_stage,
            self.params.wai,
            self.params.w_init
        );
        let _ = writeln!(
            t,
            "events      {} ack rows in {} CCCs, {:.3} s",
            self.events, self.cccs, self.elapsed_s
        );
        let refcol = self.ref_cwnd_column.as_deref().unwrap_or("-");
        for (name, m) in &self.models {
            let acts: Vec<String> = m.actions.iter().map(|(k, v)| format!("{k} {v}")).collect();
            let _ = writeln!(
                t,
                "{name:<7} vs ref: actions agree {}, W err ({refcol}) median {:.3e} max {:.3e}, Wc max {:.3e}, U max {:.3e}; actions {}",
                m.action_agreement
                    .map(|a| format!("{:.4} %", a * 100.0))
                    .unwrap_or_else(|| "-".into()),
                m.cwnd_rel_err_median,
                m.cwnd_rel_err_max,
                m.wc_rel_err_max,
                m.u_rel_err_max,
                acts.join(", ")
            );
            let ex: Vec<String> = m
                .exact
                .iter()
                .chain(m.within_1e9.iter())
                .map(|(k, v)| format!("{k} {v}"))
                .collect();
            let _ = writeln!(t, "        exact of {}: {}", m.rows, ex.join(", "));
            if m.refused > 0 {
                let _ = writeln!(
                    t,
                    "        {} events refused (more INT records than the hardware holds)",
                    m.refused
                );
            }
        }
        if let Some(o) = &self.out {
            let _ = writeln!(t, "out         {o}");
        }
        if let (Some(p), Some(f)) = (&self.plot, &self.plot_flow) {
            let _ = write!(t, "plot        {p} (ccc {}: {} ack rows", f.ccc, f.ack_rows);
            if f.lhcs > 0 || f.ref_lhcs.unwrap_or(0) > 0 {
                let _ = write!(t, ", {} LHCS marked", f.lhcs);
            }
            let _ = writeln!(t, ")");
        }
        if let Some(c) = &self.golden_vs_float {
            let _ = writeln!(
                t,
                "golden vs float: actions agree {:.4} %, W err median {:.3e} p99 {:.3e} max {:.3e}, Wc max {:.3e}, U max {:.3e}",
                c.action_agreement * 100.0,
                c.cwnd_rel_err_median,
                c.cwnd_rel_err_p99,
                c.cwnd_rel_err_max,
                c.wc_rel_err_max,
                c.u_rel_err_max
            );
        }
        t
    }
}
