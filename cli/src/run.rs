//! The main job (`nscc run`): the whole flow on one trace (the embedded default or a file):
//! replay through both models against htsim, the golden model's throughput, co-simulation of
//! both cores, synthesis reports and the board's bitstream. Details go to files in the output
//! directory; the text is a short summary.

use std::path::PathBuf;

use nscc_replay::bench::{bench, BenchInput};
use nscc_replay::{replay, ModelSel, ReplayOptions};
use nscc_trace::{config_from_header, open_or_embedded, Spacing};

use crate::builds::{board_bitstream, compact_report, core_report, BoardRequest};

/// What the main job runs on.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// A trace instead of the embedded default.
    pub trace: Option<PathBuf>,
    pub out_dir: PathBuf,
    /// Skip synthesis and the bitstream (yosys/nextpnr take minutes).
    pub no_synth: bool,
    /// Placer seeds of the synthesis reports and the bitstream.
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
    /// RTL and golden model agree on every event.
    pub agree: bool,
    /// The VCD written on a mismatch.
    pub vcd: PathBuf,
}

/// ACKs per second of a 400 Gb/s port acknowledging every 4 KB packet.
pub const ACKS_400G: f64 = 400e9 / (4096.0 * 8.0);

pub fn run(o: &RunOptions) -> Result<RunOutcome, String> {
    let dir = &o.out_dir;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let open = || open_or_embedded(o.trace.as_deref()).map_err(|e| e.to_string());
    let (reader, len) = open()?;
    let name = reader.name().to_string();
    let cfg = config_from_header(reader.header());
    let opts = ReplayOptions {
        model: ModelSel::Both,
        core: Default::default(),
        spacing: Spacing::Trace,
        float_credit: Default::default(),
        out: Some(dir.join("replay.csv.gz")),
        plot: Some(dir.join("cwnd.svg")),
        plot_ccc: None,
        progress: o.progress,
        input_len: len,
    };
    let s = replay(reader, &opts).map_err(|e| e.to_string())?;
    let input = BenchInput::from_reader(open()?.0).map_err(|e| e.to_string())?;
    let b = bench(&name, &cfg, &input, 20_000_000).map_err(|e| e.to_string())?;
    // RTL co-simulation of the same trace, one event per clock.
    let vcd = dir.join("cosim_mismatch.vcd");
    let c = nscc_cosim::pipelined::cosim(open()?.0, Spacing::BackToBack, Some(&vcd))
        .map_err(|e| e.to_string())?;
    let cc = nscc_cosim::compact::compact_cosim(open()?.0).map_err(|e| e.to_string())?;
    // the multi-CCC engine: all CCCs of the trace in one engine, then its BIST at full rate
    let ec = nscc_cosim::engine::cosim(open()?.0, Spacing::BackToBack, None)
        .map_err(|e| e.to_string())?;
    let regs = cfg.register_image().map_err(|e| e.to_string())?;
    let bist = nscc_hil::bist::run_board_sim(&regs, &nscc_hil::bist::BistOptions::default())?;
    let report_dir = dir.join("report");
    let cu = &nscc_flow::ALCHITRY_CU;
    let synth = synth_unless(o, || core_report(cu, o.seeds, 100.0, &report_dir))?;
    let compact_synth = synth_unless(o, || compact_report(cu, o.seeds, 100.0, &report_dir))?;
    let board = synth_unless(o, || {
        board_bitstream(&BoardRequest {
            work_dir: dir.join("bitstream"),
            seeds: o.seeds,
            ..BoardRequest::default()
        })
    })?;
    let json = serde_json::json!({
        "replay": s, "bench": b, "cosim": c, "compact_cosim": cc,
        "engine_cosim": ec, "engine_bist": bist,
        "synthesis": synth.as_ref().map(|x| &x.0),
        "compact_synthesis": compact_synth.as_ref().map(|x| &x.0),
        "bitstream": board.as_ref().map(|x| &x.0),
    });
    let summary = dir.join("summary.json");
    std::fs::write(
        &summary,
        serde_json::to_string_pretty(&json).unwrap_or_default(),
    )
    .map_err(|e| format!("{}: {e}", summary.display()))?;

    let mut t = format!(
        "== replay of the {} trace ==\n{}",
        if o.trace.is_some() {
            "given"
        } else {
            "embedded default"
        },
        s.to_text()
    );
    t += "== golden model throughput (one core, ack/nack events from memory) ==\n";
    t += &format!(
        "golden      {:.1} M events/s ({} events in {:.3} s); float {:.1} M events/s\n",
        b.golden_events_per_sec / 1e6,
        b.golden_events,
        b.golden_seconds,
        b.float_events_per_sec / 1e6
    );
    t += "== RTL co-simulation (Verilator, one event per clock) ==\n";
    t += &format!(
        "cosim       {} events, {} state fields compared, {} mismatching events; {:.3} events per clock, latency {} cycles; {:.0} events/s (golden alone {:.1} M/s)\n",
        c.events, c.fields_compared, c.mismatches, c.events_per_cycle, c.latency_cycles,
        c.events_per_sec, c.golden_events_per_sec / 1e6
    );
    t += "== RTL co-simulation of the compact core (Verilator, the board's core) ==\n";
    t += &cc.to_text();
    t += &format!(
        "== the multi-CCC engine (Verilator, {} CCCs of the trace in one engine of {}) ==\n",
        ec.cccs, ec.ccc_capacity
    );
    t += &ec.to_text();
    t += &bist.to_text();
    // the clock each ACK rate needs at the measured clocks per event
    let need = |rate: f64, cpe: f64| rate * cpe / 1e6;
    t += &format!(
        "line rate   400 Gb/s of 4 KB ACKs = {:.1} M/s, 800 Gb/s = {:.1} M/s: the engine needs {:.1} / {:.1} MHz at the BIST's {:.3} clocks per event ({} CCCs), {:.1} / {:.1} MHz at this trace's {:.2}\n",
        ACKS_400G / 1e6,
        2.0 * ACKS_400G / 1e6,
        need(ACKS_400G, bist.clocks_per_event),
        need(2.0 * ACKS_400G, bist.clocks_per_event),
        bist.clocks_per_event,
        bist.cccs,
        need(ACKS_400G, ec.clocks_per_event_mean),
        need(2.0 * ACKS_400G, ec.clocks_per_event_mean),
        ec.clocks_per_event_mean
    );
    if let Some((_, text, _)) = &synth {
        t += "== synthesis of the NSCC cores (iCE40-HX8K) ==\n";
        t += text;
    }
    if let Some((_, text, _)) = &compact_synth {
        t += text;
    }
    if let Some((_, text, _)) = &board {
        t += "== Alchitry Cu bitstream of the board top (nscc bitstream) ==\n";
        t += text;
    }
    t += &format!("summary     {}\n", summary.display());
    Ok(RunOutcome {
        json,
        text: t,
        agree: c.mismatches == 0
            && cc.mismatches == 0
            && ec.mismatches == 0
            && bist.signature_match,
        vcd,
    })
}

type Built = (serde_json::Value, String, bool);

fn synth_unless(
    o: &RunOptions,
    f: impl FnOnce() -> Result<Built, String>,
) -> Result<Option<Built>, String> {
    if o.no_synth {
        Ok(None)
    } else {
        f().map(Some)
    }
}
