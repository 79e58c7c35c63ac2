//! Synthesis reports and board builds for the project's FPGA targets: the Alchitry Cu
//! (Lattice iCE40-HX8K, CB132) by default, and the ULX3S (ECP5 LFE5U-85F); each a
//! [`Target`] of [`boards`], the family's tool commands in [`target::Family`].
//!
//! [`synthesize`] takes Verilog text (e.g. rust-hdl's `generate_verilog`), runs yosys
//! (`synth_ice40` / `synth_ecp5`) once and nextpnr (-ice40 / -ecp5) once per seed (in
//! parallel, up to the core count), and returns a [`SynthReport`]: yosys cell counts (LUTs,
//! FFs, BRAMs, carries, DSPs), nextpnr utilisation (logic cells, I/Os), Fmax per seed with its
//! critical path, and the median.
//! [`io_wrapper`] wraps a block whose ports do not fit the package's 95 user I/Os in a serial
//! wrapper with four pins. No rust-hdl dependency: this crate only sees Verilog text.
//!
//! The tools (yosys, nextpnr-ice40/-ecp5, icepack/ecppack, icepll) come from the
//! [`nscc_tools`] resolver: native binaries when adequate, else their PyPI builds, installed on
//! first use. Every tool runs in the work directory with relative paths (the PyPI builds see
//! only that directory tree).

pub mod board;
pub mod boards;
pub mod formal;
mod parse;
pub mod pll;
pub mod target;
use nscc_tools as tools;
mod wrapper;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use serde::{Deserialize, Serialize};

pub use boards::{ALCHITRY_CU, ALCHITRY_CU_INT, BOARDS, ULX3S};
pub use parse::Utilisation;
pub use target::{CellCounts, Family, MappedCells, Target};

/// A device the flow places on: its capacity, for reports of designs that do not fit (the
/// iCE40's; [`Target::capacity`] has every board's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Device {
    pub name: &'static str,
    /// Logic cells (one LUT4 and one flip-flop each).
    pub logic_cells: u64,
    /// 4 Kbit block RAMs.
    pub brams: u64,
}

/// The Alchitry Cu's FPGA (CB132 package).
pub const HX8K: Device = Device {
    name: "iCE40-HX8K",
    logic_cells: 7680,
    brams: 32,
};
pub use wrapper::{io_wrapper, parse_ports, Dir, ModulePorts, Port, WRAPPER_NAME};

/// User I/O pins bonded out on the iCE40-HX8K CB132 package.
pub const CB132_USER_IOS: u64 = 95;
/// Number of log lines quoted in a [`SynthError::ToolFailed`].
pub const LOG_TAIL_LINES: usize = 30;

/// What to synthesize and how.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SynthOptions {
    /// Top module of the Verilog text (rust-hdl: `top`).
    pub top: String,
    /// Target clock frequency given to nextpnr (`--freq`), MHz.
    pub freq_mhz: f64,
    /// nextpnr placement seeds, one run each (at least one; each must fit an `i32`).
    pub seeds: Vec<u64>,
    /// Where the Verilog, netlist, logs, reports and placed (`.asc` / `.config`) files go
    /// (created if needed; files are named after `top` and overwritten).
    pub work_dir: PathBuf,
    /// The device and its tools (default: the Alchitry Cu's iCE40-HX8K).
    #[serde(with = "boards::by_name", default = "boards::default_board")]
    pub target: &'static Target,
    /// Contents (not a path) of the target family's constraints file (PCF for iCE40, LPF for
    /// ECP5). With one every top-level port must be constrained (a board build must never get
    /// auto-placed pins); without one nextpnr runs with `--pcf-allow-unconstrained` /
    /// `--lpf-allow-unconstrained`.
    #[serde(alias = "pcf")]
    pub constraints: Option<String>,
    /// Wrap `top` in the serial I/O wrapper (see [`io_wrapper`]) before synthesis; the
    /// reported LUT/FF/carry/BRAM counts are then the core's (the wrapper is measured on its
    /// own and subtracted, see [`WrapperOverhead`]).
    pub io_wrapper: bool,
    /// If false, a median Fmax below `freq_mhz` is returned as
    /// [`SynthError::TimingNotMet`] (which still carries the full report); if true the report
    /// is returned with `timing_met == false`. nextpnr always runs with
    /// `--timing-allow-fail`, so every seed is always measured.
    pub keep_going_on_timing_failure: bool,
    /// `synth_ice40 -abc9` (the ECP5 uses it always: [`Family::abc9_by_default`]). Off by
    /// default on the iCE40: measured on this project's sample designs it doubles yosys' run
    /// time and does not improve Fmax consistently (`docs/history/README.md`).
    pub abc9: bool,
    /// Parallel nextpnr runs; 0 = the number of cores.
    pub jobs: usize,
}

impl Default for SynthOptions {
    fn default() -> Self {
        SynthOptions {
            top: "top".to_string(),
            freq_mhz: 100.0,
            seeds: vec![1],
            work_dir: std::env::temp_dir().join("nscc-synth"),
            target: boards::default_board(),
            constraints: None,
            io_wrapper: false,
            keep_going_on_timing_failure: true,
            abc9: false,
            jobs: 0,
        }
    }
}

impl SynthOptions {
    /// Whether yosys maps with ABC9: asked for, or the family's default.
    pub fn uses_abc9(&self) -> bool {
        self.abc9 || self.target.family.abc9_by_default()
    }

    /// Defaults (100 MHz, seed 1, no PCF, no wrapper, report even if timing fails) for `top`
    /// in `work_dir`.
    pub fn new(top: impl Into<String>, work_dir: impl Into<PathBuf>) -> Self {
        SynthOptions {
            top: top.into(),
            work_dir: work_dir.into(),
            ..Default::default()
        }
    }
}

/// One nextpnr run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeedResult {
    pub seed: u64,
    /// Achieved Fmax of the design's clock (nextpnr report `fmax[clock].achieved`); 0 if the
    /// design has no clocked path.
    pub fmax_mhz: f64,
    /// nextpnr's "Critical path report for clock ..." section (from its log, `Info: `
    /// stripped; rebuilt from the report JSON if the log lacks it).
    pub critical_path: Vec<String>,
    /// `from -> to: total = logic + routing, cells`.
    pub critical_path_summary: String,
    /// nextpnr's name of the clock net the Fmax belongs to.
    pub clock: Option<String>,
    /// Critical path delay split, ns (logic = clock-to-q + cells + setup).
    pub path_ns: f64,
    pub logic_ns: f64,
    pub routing_ns: f64,
    /// Placed utilisation of this run.
    pub lcs: u64,
    pub ios: u64,
    pub brams: u64,
    #[serde(default)]
    pub dsps: u64,
    /// Wall time of this nextpnr run, s.
    pub seconds: f64,
    /// Files written by this run; `asc` is the placed design (`.asc` for iCE40, the textual
    /// `.config` for ECP5).
    pub asc: PathBuf,
    pub report_json: PathBuf,
    pub log: PathBuf,
}

/// The serial I/O wrapper's own cost, measured by synthesizing the wrapper around a black-box
/// copy of the core (same ports, no logic).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WrapperOverhead {
    /// Name of the wrapper module (the top given to yosys and nextpnr).
    pub module: String,
    /// Input bits of the core fed by the input shift chain (clock excluded).
    pub input_bits: u64,
    /// Output bits of the core captured by the output chain.
    pub output_bits: u64,
    pub luts: u64,
    pub ffs: u64,
    pub carries: u64,
    #[serde(default)]
    pub dsps: u64,
    pub cells: BTreeMap<String, u64>,
}

/// Resources and timing of one design.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SynthReport {
    /// The design's top (the core, also when wrapped).
    pub top: String,
    /// The module synthesized and placed: `top`, or the wrapper.
    pub synth_top: String,
    /// The target's `--board` name, family and device.
    #[serde(default = "default_board_name")]
    pub board: String,
    #[serde(default = "default_family")]
    pub family: Family,
    #[serde(default)]
    pub device: String,
    /// yosys counts of the core, the family's way ([`Family::mapped`]): iCE40 SB_LUT4, all
    /// SB_DFF* cells, SB_RAM40_4K, SB_CARRY; ECP5 LUT4 + 2 x CCU2C, TRELLIS_FF, DP16KD, CCU2C,
    /// MULT18X18D. With the I/O wrapper these are the whole netlist minus the wrapper's own
    /// cells.
    pub luts: u64,
    pub ffs: u64,
    pub brams: u64,
    pub carries: u64,
    #[serde(default)]
    pub dsps: u64,
    /// Placed I/O cells (SB_IO / TRELLIS_IO; the wrapper's 4 pins when wrapped).
    pub ios: u64,
    /// Placed logic cells (ICESTORM_LC / TRELLIS_COMB, wrapper included when wrapped) and the
    /// device total.
    pub lcs: u64,
    pub lcs_available: u64,
    /// Lower median of the seeds' Fmax (the seed at sorted index (n-1)/2: always a real run,
    /// the pessimistic one of the middle two for an even count), MHz.
    pub fmax_mhz: f64,
    pub fmax_min_mhz: f64,
    pub fmax_max_mhz: f64,
    pub freq_mhz: f64,
    /// `fmax_mhz >= freq_mhz`.
    pub timing_met: bool,
    /// One entry per seed, in the order of `SynthOptions::seeds`.
    pub seeds: Vec<SeedResult>,
    /// Wall time of the yosys run, and of all nextpnr runs together (they run in parallel), s.
    pub yosys_seconds: f64,
    pub nextpnr_seconds: f64,
    /// yosys cell counts of the whole synthesized netlist (wrapper included when wrapped).
    pub cells: BTreeMap<String, u64>,
    pub abc9: bool,
    pub wrapper: Option<WrapperOverhead>,
    pub work_dir: PathBuf,
    pub yosys_log: PathBuf,
}

/// Everything that can go wrong. Messages are meant to be shown to the user as they are.
#[derive(Debug, thiserror::Error)]
pub enum SynthError {
    #[error("invalid synthesis options: {0}")]
    InvalidOptions(String),
    #[error("cannot use the Verilog text: {0}")]
    Verilog(String),
    #[error(transparent)]
    Tool(#[from] tools::ToolError),
    #[error("`{tool}` ({}) could not be started: {source}", path.display())]
    ToolStart {
        tool: String,
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{tool} failed ({status}){}\nlog: {}\n--- last lines of the log ---\n{tail}", first_error.as_ref().map(|e| format!(": {e}")).unwrap_or_default(), log.display())]
    ToolFailed {
        tool: String,
        status: String,
        /// The first `ERROR` line of the log (e.g. yosys' `x.v:5: ERROR: syntax error ...`).
        first_error: Option<String>,
        log: PathBuf,
        tail: String,
    },
    #[error("{} could not place `{top}` (seed {seed}): {message}\n{explanation}\nlog: {}", family.nextpnr(), log.display())]
    Placement {
        /// The family whose nextpnr ran.
        family: Family,
        top: String,
        seed: u64,
        message: String,
        explanation: String,
        /// SB_IO the design needs (nextpnr's utilisation), if known.
        ios: Option<u32>,
        log: PathBuf,
        /// What yosys mapped (the design's own cells, I/O wrapper subtracted), read from its
        /// JSON netlist: how far from fitting the design is.
        mapped: Option<Box<MappedCells>>,
    },
    #[error("cannot read {what} {}: {message}", path.display())]
    BadOutput {
        what: String,
        path: PathBuf,
        message: String,
    },
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("timing not met for `{}`: median Fmax {:.2} MHz < {:.2} MHz (seeds: {}); critical path: {}", report.top, report.fmax_mhz, report.freq_mhz, report.seeds.iter().map(|s| format!("{}: {:.2}", s.seed, s.fmax_mhz)).collect::<Vec<_>>().join(", "), report.median_seed().map(|s| s.critical_path_summary.as_str()).unwrap_or("-"))]
    TimingNotMet { report: Box<SynthReport> },
}

fn default_board_name() -> String {
    boards::default_board().name.to_string()
}

fn default_family() -> Family {
    boards::default_board().family
}

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> SynthError + '_ {
    move |source| SynthError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Output of one tool run.
#[derive(Debug)]
struct ToolRun {
    seconds: f64,
}

/// Runs `tool args` in `dir`, its stdout discarded; on failure returns [`SynthError`] with
/// the log's tail (or stderr's, if the log is empty).
fn run_tool(tool: &str, args: &[String], dir: &Path, log: &Path) -> Result<ToolRun, SynthError> {
    let t = tools::resolve(tool)?;
    let t0 = Instant::now();
    let out = t
        .command()
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(|source| SynthError::ToolStart {
            tool: tool.to_string(),
            path: t.path.clone(),
            source,
        })?;
    let seconds = t0.elapsed().as_secs_f64();
    if out.status.success() {
        return Ok(ToolRun { seconds });
    }
    let status = match out.status.code() {
        Some(c) => format!("exit status {c}"),
        None => format!("{}", out.status),
    };
    let log_text = std::fs::read_to_string(log).unwrap_or_default();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let text = if log_text.trim().is_empty() {
        stderr.clone()
    } else {
        log_text
    };
    let first_error = parse::first_error(&text).or_else(|| parse::first_error(&stderr));
    Err(SynthError::ToolFailed {
        tool: tool.to_string(),
        status,
        first_error,
        log: log.to_path_buf(),
        tail: parse::tail(&text, LOG_TAIL_LINES),
    })
}

fn remove_stale(paths: &[&Path]) {
    for p in paths {
        let _ = std::fs::remove_file(p);
    }
}

/// Keeps only characters that are safe in file names.
fn file_stem(top: &str) -> String {
    top.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// Runs yosys on `vfile` (relative to `dir`); returns the cell counts of `top` and the time.
fn run_yosys(
    dir: &Path,
    vfile: &str,
    top: &str,
    stem: &str,
    abc9: bool,
    family: Family,
) -> Result<(CellCounts, f64), SynthError> {
    let json = format!("{stem}.json");
    let log = format!("{stem}.yosys.log");
    let (json_p, log_p) = (dir.join(&json), dir.join(&log));
    remove_stale(&[&json_p, &log_p]);
    let mut args = vec!["-q".to_string(), "-l".to_string(), log.clone()];
    for d in family.yosys_defines() {
        args.extend(["-D".to_string(), d.to_string()]);
    }
    args.extend([
        "-p".to_string(),
        family.yosys_script(top, &json, abc9),
        vfile.to_string(),
    ]);
    let run = run_tool("yosys", &args, dir, &log_p)?;
    let text = std::fs::read_to_string(&json_p).map_err(io_err(&json_p))?;
    let cells = parse::netlist_cells(&text, top).map_err(|message| SynthError::BadOutput {
        what: "yosys netlist".into(),
        path: json_p.clone(),
        message,
    })?;
    Ok((cells, run.seconds))
}

fn run_nextpnr(
    dir: &Path,
    stem: &str,
    opts: &SynthOptions,
    seed: u64,
    has_constraints: bool,
    clock_port: Option<&str>,
) -> Result<SeedResult, SynthError> {
    let family = opts.target.family;
    let (placed_flag, placed_ext) = family.placed_output();
    let asc = format!("{stem}.seed{seed}.{placed_ext}");
    let report = format!("{stem}.seed{seed}.report.json");
    let log = format!("{stem}.seed{seed}.nextpnr.log");
    let (asc_p, report_p, log_p) = (dir.join(&asc), dir.join(&report), dir.join(&log));
    remove_stale(&[&asc_p, &report_p, &log_p]);
    let mut args: Vec<String> = opts
        .target
        .nextpnr_args
        .iter()
        .map(|s| s.to_string())
        .collect();
    args.extend(
        [
            "-q",
            "--freq",
            &format!("{}", opts.freq_mhz),
            "--seed",
            &seed.to_string(),
            "--timing-allow-fail",
            "--json",
            &format!("{stem}.json"),
            placed_flag,
            &asc,
            "--report",
            &report,
            "-l",
            &log,
        ]
        .iter()
        .map(|s| s.to_string()),
    );
    let (flag, allow_unconstrained) = family.constraints_flags();
    if has_constraints {
        args.push(flag.into());
        args.push(format!("{stem}.{}", family.constraints_ext()));
    } else {
        args.push(allow_unconstrained.into());
    }
    let run = match run_tool(family.nextpnr(), &args, dir, &log_p) {
        Ok(r) => r,
        Err(SynthError::ToolFailed {
            first_error,
            tail,
            status,
            tool,
            log,
        }) => {
            let text = std::fs::read_to_string(&log_p).unwrap_or_default();
            if let Some(e) = parse::placement_failure(&text, opts.target, &opts.top, seed, &log_p) {
                return Err(e);
            }
            return Err(SynthError::ToolFailed {
                tool,
                status,
                first_error,
                log,
                tail,
            });
        }
        Err(e) => return Err(e),
    };
    let report_text = std::fs::read_to_string(&report_p).map_err(io_err(&report_p))?;
    let log_text = std::fs::read_to_string(&log_p).unwrap_or_default();
    let bad = |message: String| SynthError::BadOutput {
        what: "nextpnr report".into(),
        path: report_p.clone(),
        message,
    };
    let rep = parse::nextpnr_report(&report_text, clock_port, opts.target).map_err(bad)?;
    let mut critical_path = rep
        .clock
        .as_deref()
        .map(|c| parse::log_critical_path(&log_text, c))
        .unwrap_or_default();
    if critical_path.is_empty() {
        critical_path = rep.path_lines.clone();
    }
    let critical_path_summary = if rep.summary.is_empty() {
        "no clocked path (purely combinational design?)".to_string()
    } else {
        rep.summary
    };
    Ok(SeedResult {
        seed,
        fmax_mhz: rep.fmax_mhz,
        critical_path,
        critical_path_summary,
        clock: rep.clock,
        path_ns: rep.path_ns,
        logic_ns: rep.logic_ns,
        routing_ns: rep.routing_ns,
        lcs: rep.util.lcs,
        ios: rep.util.ios,
        brams: rep.util.brams,
        dsps: rep.util.dsps,
        seconds: run.seconds,
        asc: asc_p,
        report_json: report_p,
        log: log_p,
    })
}

fn validate(opts: &SynthOptions) -> Result<(), SynthError> {
    let bad = |m: String| Err(SynthError::InvalidOptions(m));
    if !wrapper::is_identifier(&opts.top) {
        return bad(format!(
            "top `{}` is not a plain Verilog identifier",
            opts.top
        ));
    }
    if !(opts.freq_mhz.is_finite() && opts.freq_mhz > 0.0) {
        return bad(format!(
            "freq_mhz must be a positive number, not {}",
            opts.freq_mhz
        ));
    }
    if opts.seeds.is_empty() {
        return bad("no seeds: give at least one nextpnr seed".into());
    }
    for (i, s) in opts.seeds.iter().enumerate() {
        if *s > i32::MAX as u64 {
            return bad(format!(
                "seed {s} does not fit nextpnr's --seed (a 32-bit int)"
            ));
        }
        if opts.seeds[..i].contains(s) {
            return bad(format!("seed {s} is given twice"));
        }
    }
    Ok(())
}

/// Synthesizes `verilog` for `opts.target`: yosys (`synth_ice40` / `synth_ecp5`) once, then
/// nextpnr (the target's device arguments, `--freq <f> --seed <s> --timing-allow-fail`) once
/// per seed, up to `jobs` (default: the core count) at a time. See [`SynthOptions`] and
/// [`SynthReport`].
pub fn synthesize(verilog: &str, opts: &SynthOptions) -> Result<SynthReport, SynthError> {
    validate(opts)?;
    std::fs::create_dir_all(&opts.work_dir).map_err(io_err(&opts.work_dir))?;
    let dir = opts
        .work_dir
        .canonicalize()
        .map_err(io_err(&opts.work_dir))?;
    let stem = file_stem(&opts.top);

    let wrapped = if opts.io_wrapper {
        Some(wrapper::wrap(verilog, &opts.top)?)
    } else {
        None
    };
    let (text, synth_top) = match &wrapped {
        Some(w) => (w.verilog.as_str(), w.wrapper_top.clone()),
        None => (verilog, opts.top.clone()),
    };
    let vfile = format!("{stem}.v");
    let vpath = dir.join(&vfile);
    std::fs::write(&vpath, text).map_err(io_err(&vpath))?;
    let family = opts.target.family;
    let has_constraints = match &opts.constraints {
        Some(text) => {
            let p = dir.join(format!("{stem}.{}", family.constraints_ext()));
            std::fs::write(&p, text).map_err(io_err(&p))?;
            true
        }
        None => false,
    };
    let clock_port = match &wrapped {
        Some(w) => w.ports.clock().map(|p| p.name.clone()),
        None => wrapper::parse_ports(verilog, &opts.top)
            .ok()
            .and_then(|p| p.clock().map(|c| c.name.clone())),
    };

    // yosys: the design, and (wrapped) the wrapper around a black box, side by side
    let (main, probe) = std::thread::scope(|s| {
        let probe = wrapped.as_ref().map(|w| {
            let dir = &dir;
            let stem = &stem;
            s.spawn(move || -> Result<CellCounts, SynthError> {
                let pstem = format!("{stem}.wrapper_only");
                let pfile = format!("{pstem}.v");
                let pp = dir.join(&pfile);
                std::fs::write(&pp, &w.overhead_probe).map_err(io_err(&pp))?;
                Ok(run_yosys(
                    dir,
                    &pfile,
                    &w.wrapper_top,
                    &pstem,
                    opts.uses_abc9(),
                    family,
                )?
                .0)
            })
        });
        let main = run_yosys(&dir, &vfile, &synth_top, &stem, opts.uses_abc9(), family);
        let probe = probe.map(|h| {
            h.join().unwrap_or_else(|_| {
                Err(SynthError::InvalidOptions(
                    "internal error: the wrapper yosys thread panicked".into(),
                ))
            })
        });
        (main, probe)
    });
    let (cells, yosys_seconds) = main?;
    let probe = probe.transpose()?;
    let mapped = family.mapped(&cells);
    let probe_mapped = probe.as_ref().map(|p| family.mapped(p));

    // nextpnr, one run per seed, in parallel
    let jobs = if opts.jobs == 0 {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    } else {
        opts.jobs
    }
    .clamp(1, opts.seeds.len());
    let t0 = Instant::now();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<SeedResult, SynthError>>>> =
        Mutex::new((0..opts.seeds.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(&seed) = opts.seeds.get(i) else {
                    break;
                };
                let r = run_nextpnr(
                    &dir,
                    &stem,
                    opts,
                    seed,
                    has_constraints,
                    clock_port.as_deref(),
                );
                let failed = r.is_err();
                if let Ok(mut v) = results.lock() {
                    v[i] = Some(r);
                }
                if failed {
                    // no point placing the other seeds: stop handing out work
                    next.store(usize::MAX / 2, Ordering::SeqCst);
                }
            });
        }
    });
    let nextpnr_seconds = t0.elapsed().as_secs_f64();
    let results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    let mut seeds = Vec::with_capacity(results.len());
    let mut first_err = None;
    for r in results.into_iter().flatten() {
        match r {
            Ok(s) => seeds.push(s),
            Err(e) => {
                if first_err.is_none() {
                    first_err = Some(e);
                }
            }
        }
    }
    if let Some(mut e) = first_err {
        if let SynthError::Placement { mapped: m, .. } = &mut e {
            let w = probe_mapped.unwrap_or_default();
            *m = Some(Box::new(MappedCells {
                luts: mapped.luts.saturating_sub(w.luts),
                ffs: mapped.ffs.saturating_sub(w.ffs),
                brams: mapped.brams.saturating_sub(w.brams),
                carries: mapped.carries.saturating_sub(w.carries),
                dsps: mapped.dsps.saturating_sub(w.dsps),
            }));
        }
        return Err(e);
    }

    let wrapper = match (&wrapped, probe, probe_mapped) {
        (Some(w), Some(pc), Some(pm)) => Some(WrapperOverhead {
            module: w.wrapper_top.clone(),
            input_bits: w.ports.input_bits(),
            output_bits: w.ports.output_bits(),
            luts: pm.luts,
            ffs: pm.ffs,
            carries: pm.carries,
            dsps: pm.dsps,
            cells: pc
                .0
                .into_iter()
                .filter(|(k, _)| family.is_primitive(k))
                .collect(),
        }),
        _ => None,
    };
    let sub = |total: u64, f: fn(&WrapperOverhead) -> u64| {
        total.saturating_sub(wrapper.as_ref().map_or(0, f))
    };
    if seeds.len() != opts.seeds.len() {
        return Err(SynthError::InvalidOptions(format!(
            "internal error: {} of {} nextpnr runs returned no result",
            opts.seeds.len() - seeds.len(),
            opts.seeds.len()
        )));
    }
    let mut sorted: Vec<f64> = seeds.iter().map(|s| s.fmax_mhz).collect();
    sorted.sort_by(f64::total_cmp);
    let fmax_mhz = sorted[(sorted.len() - 1) / 2];
    let util_src = &seeds[0];
    let lcs_available = parse::lcs_available(&seeds[0].report_json, opts.target)
        .unwrap_or(opts.target.capacity.logic_cells);
    let report = SynthReport {
        top: opts.top.clone(),
        synth_top,
        board: opts.target.name.to_string(),
        family,
        device: opts.target.device.to_string(),
        luts: sub(mapped.luts, |w| w.luts),
        ffs: sub(mapped.ffs, |w| w.ffs),
        brams: mapped.brams,
        carries: sub(mapped.carries, |w| w.carries),
        dsps: sub(mapped.dsps, |w| w.dsps),
        ios: util_src.ios,
        lcs: util_src.lcs,
        lcs_available,
        fmax_mhz,
        fmax_min_mhz: sorted[0],
        fmax_max_mhz: sorted[sorted.len() - 1],
        freq_mhz: opts.freq_mhz,
        timing_met: fmax_mhz >= opts.freq_mhz,
        seeds,
        yosys_seconds,
        nextpnr_seconds,
        cells: cells
            .0
            .into_iter()
            .filter(|(k, _)| !k.starts_with('$'))
            .collect(),
        abc9: opts.uses_abc9(),
        wrapper,
        work_dir: dir.clone(),
        yosys_log: dir.join(format!("{stem}.yosys.log")),
    };
    if !report.timing_met && !opts.keep_going_on_timing_failure {
        return Err(SynthError::TimingNotMet {
            report: Box::new(report),
        });
    }
    Ok(report)
}

/// Packs a placed-and-routed `.asc` into a bitstream with `icepack`; returns its run time, s.
pub fn icepack(asc: &Path, bin: &Path) -> Result<f64, SynthError> {
    pack(Family::Ice40, asc, bin)
}

/// Packs a placed-and-routed design (`.asc` / `.config`) into the family's bitstream
/// (`icepack` -> `.bin`, `ecppack --compress` -> `.bit`); returns its run time, s. The packer
/// runs in the placed file's directory and writes there (the PyPI builds see only that
/// tree); the bitstream is then moved to `bin`.
pub fn pack(family: Family, asc: &Path, bin: &Path) -> Result<f64, SynthError> {
    let (packer, options, _) = family.packer();
    let log = bin.with_extension(format!("{packer}.log"));
    let dir = asc
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = |p: &Path| p.file_name().map(|n| n.to_string_lossy().into_owned());
    let (Some(asc_name), Some(bin_name)) = (name(asc), name(bin)) else {
        return Err(SynthError::InvalidOptions(format!(
            "{packer}: {} -> {}: not file paths",
            asc.display(),
            bin.display()
        )));
    };
    let local_bin = format!("{bin_name}.{packer}.tmp");
    let t = tools::resolve(packer)?;
    let t0 = Instant::now();
    let out = t
        .command()
        .args(options)
        .args([&asc_name, &local_bin])
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .map_err(|source| SynthError::ToolStart {
            tool: packer.into(),
            path: t.path.clone(),
            source,
        })?;
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::write(&log, &text);
    if !out.status.success() {
        return Err(SynthError::ToolFailed {
            tool: packer.into(),
            status: format!("{}", out.status),
            first_error: parse::first_error(&text),
            log,
            tail: parse::tail(&text, LOG_TAIL_LINES),
        });
    }
    let produced = dir.join(&local_bin);
    if std::fs::rename(&produced, bin).is_err() {
        // another file system: copy, then remove
        std::fs::copy(&produced, bin).map_err(io_err(bin))?;
        let _ = std::fs::remove_file(&produced);
    }
    Ok(t0.elapsed().as_secs_f64())
}

impl SynthReport {
    /// The seed whose Fmax is the reported median (`fmax_mhz`).
    pub fn median_seed(&self) -> Option<&SeedResult> {
        let mut v: Vec<&SeedResult> = self.seeds.iter().collect();
        v.sort_by(|a, b| a.fmax_mhz.total_cmp(&b.fmax_mhz));
        v.get(v.len().checked_sub(1)? / 2).copied()
    }

    /// The seed with the highest Fmax (the one to turn into a bitstream).
    pub fn best_seed(&self) -> Option<&SeedResult> {
        self.seeds
            .iter()
            .max_by(|a, b| a.fmax_mhz.total_cmp(&b.fmax_mhz))
    }

    /// Human-readable table, the seeds, and the critical path of the median seed in one line
    /// (start -> end, ns, logic levels) with the log that holds its listing.
    pub fn to_text(&self) -> String {
        let mut t = self.summary_text();
        if let Some(s) = self.median_seed() {
            let _ = writeln!(t, "  path listing           {}", s.log.display());
        }
        t
    }

    /// [`to_text`](Self::to_text) with nextpnr's whole critical-path listing (report files).
    pub fn to_text_full(&self) -> String {
        let mut t = self.summary_text();
        if let Some(s) = self.median_seed() {
            for l in &s.critical_path {
                let _ = writeln!(t, "  {l}");
            }
        }
        t
    }

    fn summary_text(&self) -> String {
        let mut t = String::new();
        let pct = |a: u64, b: u64| {
            if b == 0 {
                0.0
            } else {
                100.0 * a as f64 / b as f64
            }
        };
        let target = boards::find(&self.board).unwrap_or(boards::default_board());
        let _ = writeln!(
            t,
            "synthesis of `{}` for {} at {:.2} MHz{}",
            self.top,
            target.describe(),
            self.freq_mhz,
            if self.abc9 { ", -abc9" } else { "" }
        );
        let [l_lut, l_ff, l_carry, l_bram, l_dsp] = self.family.labels();
        if let Some(w) = &self.wrapper {
            let _ = writeln!(
                t,
                "  wrapped in `{}` ({} input + {} output bits serialised); core = total - wrapper",
                w.module, w.input_bits, w.output_bits
            );
        }
        let _ = writeln!(t, "  {:<22} {:>8} {:>9}", "resource", "core", "wrapper");
        let w = self.wrapper.as_ref();
        let col = |f: fn(&WrapperOverhead) -> u64| w.map_or("-".to_string(), |w| f(w).to_string());
        let _ = writeln!(t, "  {:<22} {:>8} {:>9}", l_lut, self.luts, col(|w| w.luts));
        let _ = writeln!(t, "  {:<22} {:>8} {:>9}", l_ff, self.ffs, col(|w| w.ffs));
        let _ = writeln!(
            t,
            "  {:<22} {:>8} {:>9}",
            l_carry,
            self.carries,
            col(|w| w.carries)
        );
        let _ = writeln!(
            t,
            "  {:<22} {:>8} {:>9}",
            l_bram,
            format!("{}/{}", self.brams, target.capacity.brams),
            "0"
        );
        if target.capacity.dsps > 0 {
            let _ = writeln!(
                t,
                "  {:<22} {:>8} {:>9}",
                l_dsp,
                format!("{}/{}", self.dsps, target.capacity.dsps),
                col(|w| w.dsps)
            );
        }
        let _ = writeln!(
            t,
            "  placed logic cells     {} / {} ({:.1} %){}",
            self.lcs,
            self.lcs_available,
            pct(self.lcs, self.lcs_available),
            if self.wrapper.is_some() {
                ", wrapper included"
            } else {
                ""
            }
        );
        let _ = writeln!(
            t,
            "  placed I/O             {} / {}",
            self.ios, target.capacity.ios
        );
        let _ = writeln!(
            t,
            "  Fmax                   {:.2} MHz (median of {} seed{}, min {:.2}, max {:.2}): {} at {:.2} MHz",
            self.fmax_mhz,
            self.seeds.len(),
            if self.seeds.len() == 1 { "" } else { "s" },
            self.fmax_min_mhz,
            self.fmax_max_mhz,
            if self.timing_met { "MET" } else { "NOT MET" },
            self.freq_mhz
        );
        let per_seed: Vec<String> = self
            .seeds
            .iter()
            .map(|s| format!("{}: {:.2}", s.seed, s.fmax_mhz))
            .collect();
        let _ = writeln!(t, "  per seed (MHz)         {}", per_seed.join(", "));
        let _ = writeln!(
            t,
            "  run time               yosys {:.1} s, nextpnr {:.1} s ({} run{})",
            self.yosys_seconds,
            self.nextpnr_seconds,
            self.seeds.len(),
            if self.seeds.len() == 1 { "" } else { "s" }
        );
        let cells: Vec<String> = self.cells.iter().map(|(k, v)| format!("{k} {v}")).collect();
        let _ = writeln!(t, "  yosys cells (total)    {}", cells.join(", "));
        let _ = writeln!(t, "  files                  {}", self.work_dir.display());
        if let Some(s) = self.median_seed() {
            let _ = writeln!(
                t,
                "critical path (median seed {}, clock {}): {}",
                s.seed,
                s.clock.as_deref().unwrap_or("-"),
                s.critical_path_summary
            );
        }
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_validated() {
        let mut o = SynthOptions::new("top", std::env::temp_dir());
        assert!(validate(&o).is_ok());
        o.seeds.clear();
        assert!(validate(&o).is_err());
        o.seeds = vec![1, 1];
        assert!(validate(&o).unwrap_err().to_string().contains("twice"));
        o.seeds = vec![1 << 40];
        assert!(validate(&o).is_err());
        o.seeds = vec![1];
        o.freq_mhz = 0.0;
        assert!(validate(&o).is_err());
        o.freq_mhz = 100.0;
        o.top = "top x".into();
        assert!(validate(&o).is_err());
    }

    #[test]
    fn a_tool_outside_the_tool_list_is_refused() {
        let dir = std::env::temp_dir();
        let e = run_tool("nscc-no-such-tool", &[], &dir, &dir.join("x.log")).unwrap_err();
        assert!(
            matches!(e, SynthError::Tool(tools::ToolError::Unknown(_))),
            "{e}"
        );
        assert!(e.to_string().contains("nscc-no-such-tool"), "{e}");
    }

    #[test]
    fn yosys_script_text() {
        assert_eq!(
            Family::Ice40.yosys_script("top", "top.json", false),
            "synth_ice40 -top top -json top.json"
        );
        assert_eq!(
            Family::Ice40.yosys_script("top", "top.json", true),
            "synth_ice40 -abc9 -top top -json top.json"
        );
        assert_eq!(
            Family::Ecp5.yosys_script("top", "top.json", false),
            "synth_ecp5 -top top -json top.json"
        );
    }
}
