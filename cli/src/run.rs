//! The main job (`nscc run`): the product on one trace (the embedded default or a file):
//! replay through both models against htsim and plot cwnd, the golden model's throughput,
//! co-simulation of the engines that ship (the ULX3S's `NsccEngine`, the Cu's
//! `NsccCompactEngine`) on the trace, the self-tests of the three boards through their
//! Verilated UART frames, and the bitstreams of the three boards. The terminal gets a short
//! summary (one line per item); each item's full report goes to `<out>/summary.txt` and
//! `<out>/summary.json`. Designs that are only measured are `nscc report`'s.

use std::path::PathBuf;

use nscc_cosim::core::Core;
use nscc_replay::bench::{bench, BenchInput};
use nscc_replay::{replay, ModelSel, ReplayOptions};
use nscc_trace::{config_from_header, open_or_embedded, Spacing};

use crate::builds::{board_bitstream, BoardRequest};
use crate::figures::{grouped, signature};

/// What the main job runs on.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// A trace instead of the embedded default.
    pub trace: Option<PathBuf>,
    pub out_dir: PathBuf,
    /// Skip the bitstreams (yosys/nextpnr take minutes).
    pub no_synth: bool,
    /// Placer seeds of each bitstream (1..=seeds, the best kept).
    pub seeds: u64,
    /// Show progress on stderr.
    pub progress: bool,
}

/// The main job's results.
pub struct RunOutcome {
    /// Everything, as written to `<out_dir>/summary.json`.
    pub json: serde_json::Value,
    /// The summary for the terminal.
    pub text: String,
    /// RTL and golden model agree on every event, every self-test's signature matches.
    pub agree: bool,
    /// The VCD written on a mismatch of the engine's co-simulation.
    pub vcd: PathBuf,
    /// Every bitstream built meets its board's clock.
    pub timing_met: bool,
}

/// ACKs per second of a 400 Gb/s port acknowledging every 4 KB packet.
pub const ACKS_400G: f64 = 400e9 / (4096.0 * 8.0);

/// Events of the Cu board's self-test in the main job (its engine takes ~700 clocks an
/// event: 2,000 events are ~1.4 M simulated clocks).
const CU_BIST_EVENTS: u32 = 2_000;

/// The boards whose bitstreams ship, in the order the summary lists them.
fn shipped_boards() -> [&'static nscc_flow::Target; 3] {
    [
        &nscc_flow::ALCHITRY_CU,
        &nscc_flow::ALCHITRY_CU_INT,
        &nscc_flow::ULX3S,
    ]
}

/// The bitstream of `board` as built, written under `dir` (not into `bitstreams/`).
fn bitstream_of(
    board: &'static nscc_flow::Target,
    dir: &std::path::Path,
    seeds: u64,
) -> Result<Built, String> {
    board_bitstream(&BoardRequest {
        out_dir: dir.join("bitstreams").join(board.name),
        work_dir: dir.join("bitstream").join(board.name),
        seeds,
        allow_timing_failure: true,
        ..BoardRequest::for_board(board)
    })
}

/// One summary line of a bitstream build's JSON.
fn bitstream_line(v: &serde_json::Value) -> String {
    let n = |k: &str| v[k].as_f64().unwrap_or(0.0);
    format!(
        "bitstream   {}: {} LUT4, {} block RAM; Fmax {:.1} MHz for {:.0} MHz: {} -> {}\n",
        v["board"].as_str().unwrap_or("?"),
        grouped(n("luts") as u64),
        n("brams"),
        n("fmax_mhz"),
        n("freq_mhz"),
        if v["timing_met"].as_bool() == Some(true) {
            "met"
        } else {
            "NOT met"
        },
        v["bitstream"].as_str().unwrap_or("?"),
    )
}

pub fn run(o: &RunOptions) -> Result<RunOutcome, String> {
    let dir = &o.out_dir;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    std::thread::scope(|scope| {
        // the ULX3S's place-and-route is the longest step (single-threaded): beside the rest
        let ulx3s = (!o.no_synth).then(|| {
            std::thread::Builder::new()
                .stack_size(nscc_rtl::EMIT_STACK)
                .spawn_scoped(scope, || bitstream_of(&nscc_flow::ULX3S, dir, o.seeds))
                .map_err(|e| format!("a thread for the ULX3S build: {e}"))
        });
        let ulx3s = ulx3s.transpose()?;
        let rest = run_rest(o);
        let ulx3s = ulx3s
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .transpose()?;
        rest.map(|r| r.finish(o, ulx3s))?
    })
}

/// Everything of the main job but the ULX3S's bitstream.
struct Partial {
    json: serde_json::Value,
    lines: String,
    details: String,
    agree: bool,
    vcd: PathBuf,
    bitstreams: Vec<Built>,
}

fn run_rest(o: &RunOptions) -> Result<Partial, String> {
    let dir = &o.out_dir;
    let open = || open_or_embedded(o.trace.as_deref()).map_err(|e| e.to_string());
    let (reader, len) = open()?;
    let name = reader.name().to_string();
    let cfg = config_from_header(reader.header());
    let opts = ReplayOptions {
        model: ModelSel::Both,
        spacing: Spacing::Trace,
        float_credit: Default::default(),
        same_ccc: None,
        out: Some(dir.join("replay.csv.gz")),
        plot: Some(dir.join("cwnd.svg")),
        plot_ccc: None,
        progress: o.progress,
        input_len: len,
    };
    let s = replay(reader, &opts).map_err(|e| e.to_string())?;
    let input = BenchInput::from_reader(open()?.0).map_err(|e| e.to_string())?;
    let b = bench(&name, &cfg, &input, 20_000_000).map_err(|e| e.to_string())?;
    // the engines that ship, every CCC of the trace in one engine, back to back
    let ec = nscc_cosim::engine::cosim_on(Core::Engine, open()?.0, Spacing::BackToBack, None)
        .map_err(|e| e.to_string())?;
    // on a mismatch, the same run again with a waveform (a VCD of the whole trace is
    // hundreds of MB: only when it is needed)
    let vcd = dir.join("cosim_mismatch.vcd");
    if ec.mismatches > 0 {
        nscc_cosim::engine::cosim_on(Core::Engine, open()?.0, Spacing::BackToBack, Some(&vcd))
            .map_err(|e| e.to_string())?;
    }
    let cc =
        nscc_cosim::engine::cosim_on(Core::CompactEngine, open()?.0, Spacing::BackToBack, None)
            .map_err(|e| e.to_string())?;
    // the boards' self-tests through their Verilated UART frames
    let regs = cfg.register_image().map_err(|e| e.to_string())?;
    let bist = nscc_hil::bist::run_board_sim(&regs, &nscc_hil::bist::BistOptions::default())?;
    let cu_bist = nscc_hil::bist::run_board_sim_on(
        Core::CompactEngine,
        &regs,
        &nscc_hil::bist::BistOptions {
            events: CU_BIST_EVENTS,
            cccs_log2: 7,
            ..Default::default()
        },
    )?;
    let int_bist = nscc_hil::int_bist::run_board_sim(&Default::default())?;
    let mut bitstreams = Vec::new();
    if !o.no_synth {
        for board in &shipped_boards()[..2] {
            bitstreams.push(bitstream_of(board, dir, o.seeds)?);
        }
    }

    let fid = s
        .models
        .get("golden")
        .and_then(|m| m.fidelity.as_ref())
        .map(|f| {
            format!(
                "vs htsim: actions {:.2} % equal, cwnd error median {:.3} %, max {:.2} %",
                100.0 * f.action_agreement,
                100.0 * f.cwnd_rel_err_median,
                100.0 * f.cwnd_rel_err_max
            )
        })
        .unwrap_or_else(|| "the trace has no htsim reference columns".into());
    let mut l = format!(
        "trace       {}{}: {} events over {} CCCs\n",
        name,
        if o.trace.is_some() { "" } else { ", embedded" },
        grouped(s.events),
        s.cccs
    );
    l += &format!("replay      golden model {fid}\n");
    l += &format!(
        "plot        {} (cwnd per CCC), rows {}\n",
        dir.join("cwnd.svg").display(),
        dir.join("replay.csv.gz").display()
    );
    l += &format!(
        "golden      {:.1} M events/s on one core (float model {:.1} M)\n",
        b.golden_events_per_sec / 1e6,
        b.float_events_per_sec / 1e6
    );
    let engine_line = |label: &str, r: &nscc_cosim::engine::EngineCosimReport| {
        format!(
            "{label:<11} {} events over {} CCCs (of {}), {} mismatching; {:.2} clocks per event back to back\n",
            grouped(r.events), r.cccs, grouped(r.ccc_capacity as u64), r.mismatches, r.clocks_per_event_mean
        )
    };
    l += &engine_line("ULX3S eng.", &ec);
    l += &engine_line("Cu engine", &cc);
    l += &format!(
        "self-test   ULX3S board: {} events over {} CCCs, {:.3} clocks per event, {}\n",
        grouped(bist.events),
        bist.cccs,
        bist.clocks_per_event,
        signature(bist.signature_match)
    );
    l += &format!(
        "self-test   Cu board: {} events over {} CCCs, {:.1} clocks per event, {}\n",
        grouped(cu_bist.events),
        cu_bist.cccs,
        cu_bist.clocks_per_event,
        signature(cu_bist.signature_match)
    );
    l += &format!(
        "self-test   Cu INT board: {} ACKs of {} records over {} CCCs, {:.1} clocks per ACK, {}\n",
        grouped(int_bist.events),
        int_bist.hops,
        int_bist.cccs,
        int_bist.clocks_per_event,
        signature(int_bist.signature_match)
    );
    // the clock each ACK rate needs at the measured clocks per event
    let need = |rate: f64, cpe: f64| rate * cpe / 1e6;
    l += &format!(
        "line rate   400 / 800 Gb/s of 4 KB ACKs ({:.1} / {:.1} M/s) need {:.1} / {:.1} MHz at the BIST's clocks per event, {:.1} / {:.1} MHz at this trace's\n",
        ACKS_400G / 1e6,
        2.0 * ACKS_400G / 1e6,
        need(ACKS_400G, bist.clocks_per_event),
        need(2.0 * ACKS_400G, bist.clocks_per_event),
        need(ACKS_400G, ec.clocks_per_event_mean),
        need(2.0 * ACKS_400G, ec.clocks_per_event_mean),
    );
    let mut d = format!("== replay ==\n{}", s.to_text());
    d += &format!(
        "== golden model throughput ==\ngolden      {:.1} M events/s ({} events in {:.3} s); float {:.1} M events/s\n",
        b.golden_events_per_sec / 1e6,
        b.golden_events,
        b.golden_seconds,
        b.float_events_per_sec / 1e6
    );
    d += "== the ULX3S's engine (NsccEngine) ==\n";
    d += &ec.to_text();
    d += "== the Cu's engine (NsccCompactEngine) ==\n";
    d += &cc.to_text();
    d += "== self-tests ==\n";
    d += &bist.to_text();
    d += &cu_bist.to_text();
    d += &int_bist.to_text();
    let json = serde_json::json!({
        "replay": s, "bench": b,
        "engine_cosim": ec, "compact_engine_cosim": cc,
        "engine_bist": bist, "cu_bist": cu_bist, "int_bist": int_bist,
    });
    Ok(Partial {
        json,
        lines: l,
        details: d,
        agree: ec.mismatches == 0
            && cc.mismatches == 0
            && bist.signature_match
            && cu_bist.signature_match
            && int_bist.signature_match,
        vcd,
        bitstreams,
    })
}

impl Partial {
    /// The summary with the ULX3S's bitstream; the files written.
    fn finish(mut self, o: &RunOptions, ulx3s: Option<Built>) -> Result<RunOutcome, String> {
        let dir = &o.out_dir;
        self.bitstreams.extend(ulx3s);
        let mut builds = serde_json::Map::new();
        for (v, text, _) in &self.bitstreams {
            self.lines += &bitstream_line(v);
            self.details += &format!("== bitstream ==\n{text}");
            builds.insert(v["board"].as_str().unwrap_or("?").to_string(), v.clone());
        }
        if !self.bitstreams.is_empty() {
            self.json["bitstreams"] = serde_json::Value::Object(builds);
        }
        let summary = dir.join("summary.json");
        std::fs::write(
            &summary,
            serde_json::to_string_pretty(&self.json).unwrap_or_default(),
        )
        .map_err(|e| format!("{}: {e}", summary.display()))?;
        let details = dir.join("summary.txt");
        std::fs::write(&details, &self.details)
            .map_err(|e| format!("{}: {e}", details.display()))?;
        self.lines += &format!("details     {}, {}\n", details.display(), summary.display());
        let timing_met = self
            .bitstreams
            .iter()
            .all(|(v, _, _)| v["timing_met"] == true);
        Ok(RunOutcome {
            json: self.json,
            text: self.lines,
            agree: self.agree,
            vcd: self.vcd,
            timing_met,
        })
    }
}

type Built = (serde_json::Value, String, bool);
