//! Coverage-guided mutational fuzzing on stable Rust (`docs/reliability.md`, "Fuzzing").
//!
//! cargo-fuzz needs the nightly toolchain and libFuzzer; this is the equivalent the test
//! command can run: a corpus per target (`fuzz/corpus/<target>/`), mutations (bit flips,
//! interesting bytes, insertions, deletions, duplications, splices, and format-aware ones:
//! CSV fields and lines, whole frames with a good CRC), and a corpus that keeps every input
//! reaching a new *feature*. A feature is what the target reports about how it handled an
//! input (the error kind and where it arose, the parser's state, the decoder's outcome), a
//! cheap stand-in for edge coverage.
//!
//! Each execution is checked against the target's contract (an [`Exec::violation`]); a
//! panic is a crash; an input that runs longer than [`FuzzOptions::hang_limit`] is a hang
//! (a watchdog thread sees it, the campaign stops there).
//!
//! Targets: [`trace_target`] (the CSV v1 reader, plain and gzip), [`host_frames`] (the
//! host's response decoder, `hil::Driver::read_response`), [`rtl_frames`] (the RTL
//! `FrameDecoder`, Verilated, against a transaction-level model of its documented
//! behaviour).

pub mod host_frames;
pub mod mutate;
pub mod rtl_frames;
pub mod trace_target;

use std::collections::HashSet;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde::Serialize;

pub use mutate::Rng;

/// What one execution of a target reports.
#[derive(Clone, Debug, Default)]
pub struct Exec {
    /// Features reached (hashes); an input with a new one joins the corpus.
    pub features: Vec<u64>,
    /// A broken contract (the input was handled without a panic but wrongly).
    pub violation: Option<String>,
}

/// A fuzz target.
pub trait Target {
    /// Runs one input.
    fn execute(&mut self, input: &[u8]) -> Exec;
    /// A format-aware mutation of `data` (returns false when it did nothing).
    fn mutate(&self, _rng: &mut Rng, _data: &mut Vec<u8>) -> bool {
        false
    }
    /// Largest input the mutator produces.
    fn max_len(&self) -> usize {
        4096
    }
}

/// The targets, by name.
pub const TARGETS: &[&str] = &["trace", "host-frames", "rtl-frames"];

/// A new instance of target `name`.
pub fn target(name: &str) -> Result<Box<dyn Target>, String> {
    match name {
        "trace" => Ok(Box::new(trace_target::TraceTarget::default())),
        "host-frames" => Ok(Box::new(host_frames::HostFrames)),
        "rtl-frames" => Ok(Box::new(rtl_frames::RtlFrames::new()?)),
        _ => Err(format!(
            "no fuzz target {name:?}; the targets are: {}",
            TARGETS.join(", ")
        )),
    }
}

/// The checked-in corpus of a target.
pub fn corpus_dir(target: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus")
        .join(target)
}

/// A campaign's limits.
#[derive(Clone, Debug)]
pub struct FuzzOptions {
    /// Executions (mutated inputs, the corpus's replay not counted); `None`: no limit.
    pub runs: Option<u64>,
    /// Wall time; `None`: no limit (at least one of the two should be set).
    pub seconds: Option<f64>,
    pub seed: u64,
    /// Where the corpus is read from (default: the checked-in one).
    pub corpus: Option<PathBuf>,
    /// Writes inputs with new features into the corpus directory.
    pub save_corpus: bool,
    /// Writes crashing, hanging and violating inputs here.
    pub artifacts: Option<PathBuf>,
    /// One input running longer than this is a hang.
    pub hang_limit: Duration,
}

impl Default for FuzzOptions {
    fn default() -> Self {
        FuzzOptions {
            runs: Some(1_000),
            seconds: None,
            seed: 1,
            corpus: None,
            save_corpus: false,
            artifacts: None,
            hang_limit: Duration::from_secs(10),
        }
    }
}

/// One input that crashed, hung or broke the contract.
#[derive(Clone, Debug, Serialize)]
pub struct Finding {
    /// `crash` (panic), `hang` or `violation`.
    pub kind: &'static str,
    pub message: String,
    /// The input, escaped (at most 400 bytes shown).
    pub input: String,
    pub input_len: usize,
    /// Where the input was written (with `artifacts`).
    pub saved: Option<String>,
}

/// A campaign's result.
#[derive(Clone, Debug, Serialize)]
pub struct FuzzReport {
    pub target: String,
    pub seed: u64,
    /// Executions of mutated inputs.
    pub executions: u64,
    /// Corpus entries at the start and at the end (kept inputs with new features).
    pub corpus_initial: usize,
    pub corpus: usize,
    /// Distinct features reached.
    pub features: usize,
    pub crashes: u64,
    pub hangs: u64,
    pub violations: u64,
    /// The first findings (at most 10).
    pub findings: Vec<Finding>,
    pub seconds: f64,
    pub executions_per_sec: f64,
}

impl FuzzReport {
    pub fn to_text(&self) -> String {
        let mut t = format!(
            "fuzz {}: {} executions in {:.1} s ({:.0}/s), corpus {} -> {}, {} features, {} crashes, {} hangs, {} violations (seed {})\n",
            self.target,
            self.executions,
            self.seconds,
            self.executions_per_sec,
            self.corpus_initial,
            self.corpus,
            self.features,
            self.crashes,
            self.hangs,
            self.violations,
            self.seed
        );
        for f in &self.findings {
            t += &format!(
                "  {}: {}\n    input ({} bytes): {}\n",
                f.kind, f.message, f.input_len, f.input
            );
            if let Some(s) = &f.saved {
                t += &format!("    saved to {s}\n");
            }
        }
        t
    }

    /// No crash, hang or violation.
    pub fn clean(&self) -> bool {
        self.crashes == 0 && self.hangs == 0 && self.violations == 0
    }
}

/// An input as text for a report: printable ASCII as is, the rest `\xNN`.
pub fn escape(b: &[u8]) -> String {
    let mut s = String::new();
    for &c in b.iter().take(400) {
        match c {
            b'\n' => s += "\\n",
            b'\\' => s += "\\\\",
            0x20..=0x7e => s.push(c as char),
            _ => s += &format!("\\x{c:02x}"),
        }
    }
    if b.len() > 400 {
        s += "...";
    }
    s
}

/// FNV-1a, for features and file names.
pub fn hash(parts: &[&[u8]]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in parts {
        for &b in *p {
            h ^= b as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        h ^= 0xff;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The corpus files of a directory (sorted by name), empty when it does not exist.
pub fn read_corpus(dir: &Path) -> Result<Vec<Vec<u8>>, String> {
    if !dir.exists() {
        return Ok(Vec::new());
    }
    let mut names: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file())
        .collect();
    names.sort();
    names
        .iter()
        .map(|p| std::fs::read(p).map_err(|e| format!("{}: {e}", p.display())))
        .collect()
}

fn panic_message(p: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "panic with a non-string payload".to_string()
    }
}

const FUZZ_THREAD: &str = "nscc-fuzz-worker";

/// Silences the panic messages of the fuzzing thread (the panics are caught and reported);
/// every other thread keeps the previous hook.
fn quiet_panics_in_worker() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let prev = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if std::thread::current().name() != Some(FUZZ_THREAD) {
                prev(info);
            }
        }));
    });
}

/// (crashes, violations, features, initial corpus, corpus).
type Counts = (u64, u64, u64, usize, usize);

struct Shared {
    /// The input being run and when it started.
    current: Mutex<Option<(Instant, Vec<u8>)>>,
    stop: AtomicBool,
    executions: AtomicU64,
}

/// Runs a campaign on target `name` (`make` builds it inside the fuzzing thread).
pub fn run(name: &str, o: &FuzzOptions) -> Result<FuzzReport, String> {
    let name_owned = name.to_string();
    run_with(name, o, move || target(&name_owned))
}

/// Runs a campaign on the target `make` builds (inside the fuzzing thread: a Verilated
/// model stays on the thread that made it).
pub fn run_with<F>(name: &str, o: &FuzzOptions, make: F) -> Result<FuzzReport, String>
where
    F: FnOnce() -> Result<Box<dyn Target>, String> + Send + 'static,
{
    quiet_panics_in_worker();
    let dir = o.corpus.clone().unwrap_or_else(|| corpus_dir(name));
    let seeds = read_corpus(&dir)?;
    let shared = Arc::new(Shared {
        current: Mutex::new(None),
        stop: AtomicBool::new(false),
        executions: AtomicU64::new(0),
    });
    let findings: Arc<Mutex<Vec<Finding>>> = Arc::default();
    let counts: Arc<Mutex<Counts>> = Arc::default();
    let t0 = Instant::now();
    let (o2, sh, fi, co, dir2, name2) = (
        o.clone(),
        Arc::clone(&shared),
        Arc::clone(&findings),
        Arc::clone(&counts),
        dir.clone(),
        name.to_string(),
    );
    let worker = std::thread::Builder::new()
        .name(FUZZ_THREAD.into())
        .stack_size(nscc_rtl::EMIT_STACK)
        .spawn(move || -> Result<(), String> {
            let mut t = make()?;
            fuzz_loop(&mut *t, &name2, &o2, seeds, &dir2, &sh, &fi, &co, t0)
        })
        .map_err(|e| format!("cannot start the fuzzing thread: {e}"))?;
    // the watchdog: one input longer than the limit is a hang
    let mut hang: Option<Finding> = None;
    while !worker.is_finished() {
        std::thread::sleep(Duration::from_millis(20));
        let cur = shared.current.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((since, input)) = &*cur {
            if since.elapsed() > o.hang_limit {
                hang = Some(finding(
                    "hang",
                    format!("one input ran longer than {:?}", o.hang_limit),
                    input,
                    o.artifacts.as_deref(),
                    name,
                ));
                shared.stop.store(true, Ordering::Relaxed);
                break;
            }
        }
    }
    if hang.is_none() {
        worker
            .join()
            .map_err(|p| format!("the fuzzing thread died: {}", panic_message(&*p)))??;
    }
    let seconds = t0.elapsed().as_secs_f64();
    let (crashes, violations, _, corpus_initial, corpus) =
        *counts.lock().unwrap_or_else(|e| e.into_inner());
    let mut findings = findings.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let hangs = hang.is_some() as u64;
    findings.extend(hang);
    let executions = shared.executions.load(Ordering::Relaxed);
    let features = counts.lock().map(|c| c.2 as usize).unwrap_or(0);
    Ok(FuzzReport {
        target: name.to_string(),
        seed: o.seed,
        executions,
        corpus_initial,
        corpus,
        features,
        crashes,
        hangs,
        violations,
        findings,
        seconds,
        executions_per_sec: if seconds > 0.0 {
            executions as f64 / seconds
        } else {
            0.0
        },
    })
}

fn finding(
    kind: &'static str,
    message: String,
    input: &[u8],
    artifacts: Option<&Path>,
    target: &str,
) -> Finding {
    let saved = artifacts.and_then(|d| {
        let d = d.join(target);
        std::fs::create_dir_all(&d).ok()?;
        let p = d.join(format!("{kind}-{:016x}", hash(&[input])));
        std::fs::write(&p, input).ok()?;
        Some(p.display().to_string())
    });
    Finding {
        kind,
        message,
        input: escape(input),
        input_len: input.len(),
        saved,
    }
}

#[allow(clippy::too_many_arguments)]
fn fuzz_loop(
    t: &mut dyn Target,
    name: &str,
    o: &FuzzOptions,
    seeds: Vec<Vec<u8>>,
    dir: &Path,
    sh: &Shared,
    findings: &Mutex<Vec<Finding>>,
    counts: &Mutex<Counts>,
    t0: Instant,
) -> Result<(), String> {
    let mut rng = Rng::new(o.seed);
    let mut seen: HashSet<u64> = HashSet::new();
    let mut corpus: Vec<Vec<u8>> = Vec::new();
    let (crashes, violations) = (std::cell::Cell::new(0u64), std::cell::Cell::new(0u64));
    let one = |t: &mut dyn Target, input: &[u8], seen: &mut HashSet<u64>| -> (bool, bool) {
        *sh.current.lock().unwrap_or_else(|e| e.into_inner()) =
            Some((Instant::now(), input.to_vec()));
        let r = catch_unwind(AssertUnwindSafe(|| t.execute(input)));
        *sh.current.lock().unwrap_or_else(|e| e.into_inner()) = None;
        let mut bad = None;
        let mut new = false;
        match r {
            Ok(e) => {
                for f in e.features {
                    new |= seen.insert(f);
                }
                if let Some(v) = e.violation {
                    bad = Some(("violation", v));
                }
            }
            Err(p) => bad = Some(("crash", format!("panic: {}", panic_message(&*p)))),
        }
        let failed = bad.is_some();
        if let Some((kind, msg)) = bad {
            if kind == "crash" {
                crashes.set(crashes.get() + 1);
            } else {
                violations.set(violations.get() + 1);
            }
            let mut f = findings.lock().unwrap_or_else(|e| e.into_inner());
            if f.len() < 10 {
                f.push(finding(kind, msg, input, o.artifacts.as_deref(), name));
            }
        }
        (new, failed)
    };
    for s in seeds {
        let _ = one(t, &s, &mut seen);
        corpus.push(s);
    }
    let initial = corpus.len();
    if corpus.is_empty() {
        corpus.push(Vec::new());
    }
    let mut execs = 0u64;
    loop {
        if sh.stop.load(Ordering::Relaxed)
            || o.runs.is_some_and(|r| execs >= r)
            || o.seconds.is_some_and(|s| t0.elapsed().as_secs_f64() >= s)
        {
            break;
        }
        let mut data = corpus[rng.below(corpus.len())].clone();
        let other = corpus[rng.below(corpus.len())].clone();
        let n = 1 + rng.below(4);
        for _ in 0..n {
            if rng.below(3) == 0 && t.mutate(&mut rng, &mut data) {
                continue;
            }
            mutate::bytes(&mut rng, &mut data, &other);
        }
        data.truncate(t.max_len());
        let (new, failed) = one(t, &data, &mut seen);
        execs += 1;
        sh.executions.store(execs, Ordering::Relaxed);
        if new && !failed {
            if o.save_corpus {
                let _ = std::fs::create_dir_all(dir);
                let _ = std::fs::write(dir.join(format!("new-{:016x}", hash(&[&data]))), &data);
            }
            corpus.push(data);
        }
        *counts.lock().unwrap_or_else(|e| e.into_inner()) = (
            crashes.get(),
            violations.get(),
            seen.len() as u64,
            initial,
            corpus.len(),
        );
    }
    *counts.lock().unwrap_or_else(|e| e.into_inner()) = (
        crashes.get(),
        violations.get(),
        seen.len() as u64,
        initial,
        corpus.len().max(initial),
    );
    Ok(())
}
