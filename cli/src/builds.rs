//! Builds of the project's RTL tops with the flow (`nscc report`, `nscc bitstream`): each
//! returns (JSON, text, success). A design too big to place is a report, not an error: what
//! yosys mapped, against the device's capacity.

use std::path::{Path, PathBuf};

use nscc_flow::{Target, ALCHITRY_CU};

/// The board top `board` carries (`nscc_rtl::BOARD_TOPS`; every board's is there: a test).
pub fn board_top(board: &Target) -> &'static nscc_rtl::BoardTopEntry {
    nscc_rtl::board_top(board.top).expect("every board's top is in nscc_rtl::BOARD_TOPS")
}

/// What `nscc bitstream` builds.
#[derive(Clone, Debug)]
pub struct BoardRequest {
    /// The board (`--board`).
    pub board: &'static Target,
    /// Name of the bitstream: <out_dir>/<name>.bin (iCE40) or .bit (ECP5).
    pub name: String,
    pub out_dir: PathBuf,
    pub work_dir: PathBuf,
    /// Clock of the design, MHz (100: the oscillator; lower: a PLL in front).
    pub clock_mhz: f64,
    pub baud: u64,
    /// Placer seeds first_seed..first_seed + seeds.
    pub seeds: u64,
    /// The first placer seed (the board's `Target::seed` unless given).
    pub first_seed: u64,
    pub allow_timing_failure: bool,
    /// MEASUREMENT ONLY: the NSCC core replaced by a register stand-in.
    pub without_core: bool,
}

impl Default for BoardRequest {
    /// The board as built (`nscc bitstream` without options).
    fn default() -> Self {
        BoardRequest::for_board(&ALCHITRY_CU)
    }
}

impl BoardRequest {
    /// The board top as built for `board`: its clock, baud and output directory.
    pub fn for_board(board: &'static Target) -> Self {
        BoardRequest {
            board,
            name: "nscc_board".into(),
            out_dir: board.out_dir.into(),
            work_dir: if board.name == ALCHITRY_CU.name {
                "out/bitstream".into()
            } else {
                PathBuf::from("out/bitstream").join(board.name)
            },
            clock_mhz: board.clock_mhz,
            baud: board.baud,
            seeds: 3,
            first_seed: board.seed,
            allow_timing_failure: false,
            without_core: false,
        }
    }
}

/// Synthesis of one block alone behind the serial I/O wrapper, over placer seeds 1..=seeds,
/// reporting even when timing fails (on the Alchitry Cu's HX8K; [`wrapped_synth_options_on`]
/// for another target).
pub fn wrapped_synth_options(
    seeds: u64,
    freq: f64,
    work_dir: impl Into<PathBuf>,
) -> nscc_flow::SynthOptions {
    wrapped_synth_options_on(&ALCHITRY_CU, seeds, freq, work_dir)
}

/// [`wrapped_synth_options`] on `target`'s device.
pub fn wrapped_synth_options_on(
    target: &'static Target,
    seeds: u64,
    freq: f64,
    work_dir: impl Into<PathBuf>,
) -> nscc_flow::SynthOptions {
    let mut opts = nscc_flow::SynthOptions::new("top", work_dir);
    opts.target = target;
    opts.freq_mhz = freq;
    opts.seeds = (1..=seeds.max(1)).collect();
    opts.io_wrapper = true;
    opts.keep_going_on_timing_failure = true;
    opts
}

/// The algorithms the built engines hold (`nscc report --block engine`: `algorithms`): NSCC
/// on the NSCC engine, the three INT algorithms on the INT engine beside it.
pub const ENGINE_ALGORITHMS: &[&str] = &["nscc", "hpcc", "rx-hpcc", "fncc"];

/// Synthesis report of the INT engine alone on `target` (`nscc report --block int`): the
/// Cu's 64 CCCs or the ECP5's 1,024, with the clocks per INT ACK the pipeline takes.
pub fn int_report(
    target: &'static Target,
    with_nscc: bool,
    seeds: u64,
    freq: f64,
    work_dir: &Path,
) -> Result<(serde_json::Value, String, bool), String> {
    use nscc_rtl::int::int_engine as ie;
    let ecp5 = target.family == nscc_flow::target::Family::Ecp5;
    if with_nscc && !ecp5 {
        return Err(format!(
            "--block cc-engine is built for the ECP5 (--target ulx3s): the {} holds no INT \
             engine beside its NSCC engine (docs/int-cc.md, the CCC trade-off table)",
            target.name
        ));
    }
    let (top, verilog, cccs) = if with_nscc {
        (
            nscc_rtl::int::cc_engine::CC_ENGINE_TOP,
            nscc_rtl::int::cc_engine::verilog_ecp5(),
            nscc_rtl::int::cc_engine::CC_CCCS,
        )
    } else if ecp5 {
        ("int_engine_ecp5", ie::verilog_ecp5(), ie::ECP5_INT_CCCS)
    } else {
        (
            "int_engine_cu",
            nscc_rtl::int::int_serial::verilog_cu(),
            ie::CU_INT_CCCS,
        )
    };
    let opts = wrapped_synth_options_on(target, seeds, freq, work_dir.join(top));
    let device = format!("{} {}", target.device, target.package);
    let title = if with_nscc {
        format!(
            "NSCC + INT engine {top} (one event port; {cccs} CCCs, {} of them INT-capable), {device}",
            ie::ECP5_INT_CCCS
        )
    } else {
        format!(
            "INT engine {top} (HPCC++, Rx-HPCC, FNCC; {cccs} CCCs, {} profiles, 8 records per ACK), {device}",
            ie::INT_PROFILES
        )
    };
    let (mut v, text) = synthesize_on(&verilog, &opts, target, &title)?;
    // clocks per ACK at the port (back-to-back, CCCs not in flight) and ACKs/s at the Fmax
    let clocks: fn(u64) -> u64 = if ecp5 || with_nscc {
        ie::clocks_per_ack
    } else {
        nscc_rtl::int::int_serial::clocks_per_ack
    };
    let fmax = v.get("fmax_mhz").and_then(|f| f.as_f64());
    let per_ack: Vec<serde_json::Value> = [1u64, 3, 5, 8]
        .iter()
        .map(|h| {
            let c = clocks(*h);
            serde_json::json!({
                "hops": h,
                "clocks": c,
                "acks_per_s": fmax.map(|f| (f * 1e6 / c as f64).round()),
            })
        })
        .collect();
    v["cccs"] = serde_json::json!(cccs);
    v["target"] = serde_json::json!(target.name);
    v["algorithms"] = if with_nscc {
        serde_json::json!(ENGINE_ALGORITHMS)
    } else {
        serde_json::json!(["hpcc", "rx-hpcc", "fncc"])
    };
    if with_nscc {
        v["int_cccs"] = serde_json::json!(nscc_rtl::int::cc_engine::CC_INT_CCCS);
    }
    v["clocks_per_int_ack"] = serde_json::json!(per_ack);
    Ok((v, text, true))
}

/// Synthesis report of the multi-CCC engine alone on `target`'s device (`nscc report --block
/// engine`): the target's engine (iCE40: the compact engine, 128 CCCs; ECP5: the
/// one-event-per-clock engine, 4,096), with its capacity as `cccs`; with `ii1` the
/// one-event-per-clock engine, which has no iCE40 instance (256 CCCs took 22,003 logic
/// cells of the HX8K's 7,680: `docs/history/README.md`). (JSON, text, whether it fits and meets
/// `freq`.)
pub fn engine_report(
    target: &'static Target,
    ii1: bool,
    seeds: u64,
    freq: f64,
    work_dir: &Path,
) -> Result<(serde_json::Value, String, bool), String> {
    let opts = wrapped_synth_options_on(target, seeds, freq, work_dir);
    let device = format!("{} {}", target.device, target.package);
    let compact = target.family == nscc_flow::target::Family::Ice40;
    if compact && ii1 {
        return Err(format!(
            "{device}: the one-event-per-clock engine has no iCE40 instance (256 CCCs took \
             22,003 logic cells of 7,680: docs/history/README.md); the Cu's engine is the compact \
             engine (--block engine)"
        ));
    }
    let (verilog, cccs) = if compact {
        (
            nscc_rtl::nscc::compact_engine::verilog(),
            nscc_rtl::nscc::compact_engine::COMPACT_CCCS,
        )
    } else {
        (
            nscc_rtl::nscc::engine::verilog(),
            nscc_rtl::nscc::engine::CCCS,
        )
    };
    let title = if compact {
        format!("NSCC compact engine ({cccs} CCCs, the compact core on swapped contexts, one event at a time), {device}")
    } else {
        format!(
            "NSCC engine ({cccs} CCCs, one event per clock, issue window {}), {device}",
            nscc_rtl::nscc::engine::WINDOW
        )
    };
    let (mut v, text) = synthesize_on(&verilog, &opts, target, &title)?;
    v["cccs"] = serde_json::json!(cccs);
    v["target"] = serde_json::json!(target.name);
    v["engine"] = serde_json::json!(if compact { "compact" } else { "ii1" });
    // the algorithms the engine's CCCs can be bound to: NSCC here, HPCC++, Rx-HPCC and FNCC
    // on the INT engine beside it (its own synthesis; the sum is the build with the three)
    let (iv, itext, _) = int_report(target, false, seeds, freq, &work_dir.join("int"))?;
    let num = |x: &serde_json::Value, k: &str| x.get(k).and_then(|y| y.as_u64()).unwrap_or(0);
    v["with_int"] = serde_json::json!({
        "luts": num(&v, "luts") + num(&iv, "luts"),
        "ffs": num(&v, "ffs") + num(&iv, "ffs"),
        "brams": num(&v, "brams") + num(&iv, "brams"),
        "int_cccs": iv["cccs"],
    });
    v["int"] = iv;
    v["algorithms"] = serde_json::json!(ENGINE_ALGORITHMS);
    let text = format!(
        "{text}{itext}with the INT engine: {} LUT4, {} FF, {} BRAM\nalgorithms: {}\n",
        v["with_int"]["luts"],
        v["with_int"]["ffs"],
        v["with_int"]["brams"],
        ENGINE_ALGORITHMS.join(", ")
    );
    Ok((v, text, true))
}

/// `verilog` synthesised and placed with `opts` on `target`: its report (JSON with `fits`,
/// text under `title`). A design too large to place is a result (`fits`: false, what yosys
/// mapped), not a failure.
fn synthesize_on(
    verilog: &str,
    opts: &nscc_flow::SynthOptions,
    target: &Target,
    title: &str,
) -> Result<(serde_json::Value, String), String> {
    match nscc_flow::synthesize(verilog, opts) {
        Ok(r) => {
            let mut v = serde_json::to_value(&r).map_err(|e| e.to_string())?;
            v["fits"] = serde_json::json!(true);
            Ok((v, format!("{title}:\n{}", r.to_text())))
        }
        Err(e) => {
            let (v, cells) = unplaced_on(&e, target)?;
            Ok((v, format!("{title}: does NOT fit\n{cells}")))
        }
    }
}

/// What yosys mapped of a design that could not be placed on `t` (JSON, text), or the error.
fn unplaced_on(
    e: &nscc_flow::SynthError,
    t: &Target,
) -> Result<(serde_json::Value, String), String> {
    let m = match e {
        nscc_flow::SynthError::Placement {
            mapped: Some(m), ..
        } => **m,
        _ => return Err(e.to_string()),
    };
    let v = serde_json::json!({
        "fits": false, "luts": m.luts, "ffs": m.ffs, "brams": m.brams, "carries": m.carries,
        "dsps": m.dsps, "lcs_available": t.capacity.logic_cells, "fmax_mhz": null,
        "error": e.to_string(),
    });
    let text = format!(
        "  LUT4 {}   FF {}   BRAM {}   carry {}   DSP {}   ({}: {} logic cells, {} BRAMs, {} DSPs)\n  {e}\n",
        m.luts,
        m.ffs,
        m.brams,
        m.carries,
        m.dsps,
        t.device,
        t.capacity.logic_cells,
        t.capacity.brams,
        t.capacity.dsps
    );
    Ok((v, text))
}

/// Every block of the core synthesized on its own, behind the serial I/O wrapper.
pub fn blocks_report(
    target: &'static Target,
    seeds: u64,
    freq: f64,
    work_dir: &Path,
) -> Result<(serde_json::Value, String), String> {
    let mut rows = Vec::new();
    let mut text = String::from(
        "\nBlocks of the core, each alone (I/O wrapper excluded from the counts):\n  block           LUT4     FF  BRAM  Fmax MHz (median, min-max)   role\n",
    );
    for (name, role, verilog) in nscc_rtl::nscc::core_blocks() {
        let opts = wrapped_synth_options_on(target, seeds, freq, work_dir.join(name));
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

/// The compact core (one shared datapath; the board's core) alone: (JSON, text, whether it
/// closes `freq`).
pub fn compact_report(
    target: &'static Target,
    seeds: u64,
    freq: f64,
    work_dir: &Path,
) -> Result<(serde_json::Value, String, bool), String> {
    use nscc_rtl::nscc::compact_core::CLOCKS_PER_INSTRUCTION;
    let opts = wrapped_synth_options_on(target, seeds, freq, work_dir.join("compact"));
    let r = nscc_flow::synthesize(&nscc_rtl::nscc::compact_core::verilog(), &opts)
        .map_err(|e| format!("compact core: {e}"))?;
    let program = nscc_rtl::nscc::compact_program::nscc_program();
    let mut v = serde_json::to_value(&r).map_err(|e| e.to_string())?;
    v["microprogram_words"] = serde_json::json!(program.words.len());
    v["clocks_per_instruction"] = serde_json::json!(CLOCKS_PER_INSTRUCTION);
    let text = format!(
        "\nNSCC compact core (one CCC, one shared datapath, {} microprogram words, {CLOCKS_PER_INSTRUCTION} clocks per instruction), {} {}:\n{}  throughput: ~200-310 clocks per event on the htsim traces (`nscc cosim --core compact`), ~{:.2} M events/s at the median Fmax\n",
        program.words.len(),
        target.device,
        target.package,
        r.to_text(),
        r.fmax_mhz / 250.0
    );
    Ok((v, text, r.timing_met))
}

/// Synthesis report of the SLEEK scan engine alone: (JSON, text, whether it fits and closes
/// `freq`).
pub fn sleek_report(
    target: &'static Target,
    seeds: u64,
    freq: f64,
    work_dir: &Path,
) -> Result<(serde_json::Value, String, bool), String> {
    use golden_model::sleek::{FIFO_DEPTH, WINDOW, WORD_BITS};
    let opts = wrapped_synth_options_on(target, seeds, freq, work_dir.join("sleek"));
    let r = nscc_flow::synthesize(&nscc_rtl::sleek::sleek_scan::verilog(), &opts)
        .map_err(|e| format!("SLEEK scan engine: {e}"))?;
    let mut v = serde_json::to_value(&r).map_err(|e| e.to_string())?;
    v["window_psns"] = serde_json::json!(WINDOW);
    v["fifo_depth"] = serde_json::json!(FIFO_DEPTH);
    // One bitmap word examined per scan cycle, at most one retransmit queued per cycle.
    v["psns_scanned_per_clock"] = serde_json::json!(WORD_BITS);
    v["retransmits_per_clock"] = serde_json::json!(1);
    let text = format!(
        "SLEEK scan engine (one CCC, {WINDOW}-PSN bitmap, {FIFO_DEPTH}-entry retransmit FIFO), {} {}:\n{}  scan: {WORD_BITS} PSNs examined and up to 1 retransmit queued per clock; {:.0} M PSNs/s scanned at the median Fmax\n",
        target.device,
        target.package,
        r.to_text(),
        WORD_BITS as f64 * r.fmax_mhz
    );
    Ok((v, text, r.timing_met))
}

/// A board request made concrete: the board top's Verilog (or its stand-in build), the
/// flow's build description and the keys every answer of `nscc bitstream` has.
struct PreparedBoard {
    verilog: String,
    build: nscc_flow::board::BoardBuild,
    common: serde_json::Value,
}

fn prepare_board(a: &BoardRequest) -> Result<PreparedBoard, String> {
    use nscc_flow::board::{stand_in, BoardBuild};
    use nscc_rtl::board::board_config::BoardConfig;
    use nscc_rtl::board::board_protocol as proto;
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
    // the board's top: an engine (its CCCs, the BIST)
    let top = board_top(a.board);
    let verilog = (top.verilog_for)(&cfg)?;
    let core_module = top.engine_module;
    let event_bytes = if top.nscc_engine.is_some() {
        proto::ccc_event_round_trip_bytes()
    } else {
        // no events over the UART: the self-test's request and answer
        (proto::INT_BIST.bytes() + proto::BIST_RESULT.bytes() + 2 * proto::FRAME_OVERHEAD) as u64
    };
    let cccs = top.cccs as u64;
    let (verilog, name, out_dir, stand_in_ffs) = if a.without_core {
        let (v, ffs) = stand_in(&verilog, core_module).map_err(|e| e.to_string())?;
        (
            v,
            format!("{}_without_core", a.name),
            a.work_dir.clone(),
            Some(ffs),
        )
    } else {
        (verilog, a.name.clone(), a.out_dir.clone(), None)
    };
    let real_baud = nscc_rtl::board::uart::nco_baud(clock_hz, inc);
    let line = real_baud / (proto::UART_BITS_PER_BYTE * event_bytes) as f64;
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
        if top.nscc_engine.is_none() {
            (
                "events over UART".to_string(),
                format!("none: the board runs its INT self-test (INT_BIST and BIST_RESULT, {event_bytes} bytes per run)"),
            )
        } else {
            (
                "events over UART".to_string(),
                format!(
                    "{line:.0} events/s at most (stop-and-wait, {event_bytes} bytes per event)"
                ),
            )
        },
    ];
    if let Some(ffs) = stand_in_ffs {
        notes.push((
            "MEASUREMENT ONLY".to_string(),
            format!("NSCC core ({core_module}) replaced by a stand-in of {ffs} FFs (included in the counts)"),
        ));
    }
    let t = a.board;
    let b = BoardBuild {
        target: t,
        name: name.clone(),
        out_dir,
        work_dir: a.work_dir.clone(),
        clock_mhz: a.clock_mhz,
        seeds: (0..a.seeds.max(1))
            .map(|i| a.first_seed.saturating_add(i))
            .collect(),
        allow_timing_failure: a.allow_timing_failure,
        notes,
    };
    // the keys every answer has, built or not (`nscc bitstream --json`)
    let common = serde_json::json!({
        "name": name, "board": t.name, "family": t.family, "device": t.device,
        "freq_mhz": a.clock_mhz, "clock_mhz": a.clock_mhz, "baud": a.baud, "cccs": cccs,
        "top": top.name,
    });
    Ok(PreparedBoard {
        verilog,
        build: b,
        common,
    })
}

/// `nscc bitstream`: the board's bitstream built, or why not. (JSON, text, success.)
pub fn board_bitstream(a: &BoardRequest) -> Result<(serde_json::Value, String, bool), String> {
    use nscc_flow::board::build_bitstream;
    let PreparedBoard {
        verilog,
        build: b,
        common,
    } = prepare_board(a)?;
    let t = a.board;
    let name = b.name.clone();
    let merge = |v: &mut serde_json::Value| {
        for (k, x) in common.as_object().into_iter().flatten() {
            v[k] = x.clone();
        }
    };
    match build_bitstream(&verilog, &b) {
        Ok(r) => {
            let mut v = serde_json::to_value(&r).map_err(|e| e.to_string())?;
            merge(&mut v);
            v["fits"] = serde_json::json!(true);
            let ok = r.timing_met || a.allow_timing_failure;
            Ok((v, r.to_text(), ok))
        }
        Err(e @ nscc_flow::SynthError::Placement { .. }) => {
            let (mut v, cells) = unplaced_on(&e, t)?;
            merge(&mut v);
            v["bin"] = serde_json::Value::Null;
            v["bitstream"] = serde_json::Value::Null;
            v["timing_met"] = serde_json::json!(false);
            let text = format!(
                "bitstream `{name}` for the {}: NOT BUILT, the design does not fit the {}\n{cells}",
                t.board, t.device
            );
            Ok((v, text, false))
        }
        Err(nscc_flow::SynthError::TimingNotMet { report }) => {
            let e = nscc_flow::SynthError::TimingNotMet {
                report: report.clone(),
            };
            let mut v = serde_json::json!({
                "bin": null, "bitstream": null, "fits": true, "timing_met": false,
                "fmax_mhz": report.fmax_mhz, "luts": report.luts, "ffs": report.ffs,
                "brams": report.brams, "dsps": report.dsps, "error": e.to_string(),
            });
            merge(&mut v);
            let text = format!("bitstream `{name}`: NOT BUILT: {e}\n  (--allow-timing-failure packs it anyway; --clock-mhz puts a PLL in front)\n");
            Ok((v, text, false))
        }
        Err(e) => Err(e.to_string()),
    }
}

/// `nscc bitstream --check-committed`: whether the bitstream in `a.out_dir` (the committed
/// one by default) is what the sources build now. Its report's `inputs` (the digest of the
/// Verilog yosys reads, the flow's recipe and the pin constraints, the placer seed, the
/// bitstream's own digest) must equal what the board top emits today, its seed be the
/// board's (so that `nscc bitstream --seeds 1` rebuilds it bit for bit: yosys and nextpnr
/// are deterministic), its timing met and the file be the one the report describes. No tool
/// runs: the check takes seconds where the build takes ~20 min of CPU (CI runs it; the
/// build itself stays `nscc bitstream` and the ignored test `board_bitstream`).
/// (JSON, text, success.)
pub fn check_committed(a: &BoardRequest) -> Result<(serde_json::Value, String, bool), String> {
    let p = prepare_board(a)?;
    let now = nscc_flow::board::board_inputs(&p.verilog, &p.build).map_err(|e| e.to_string())?;
    let t = a.board;
    let report_path = a.out_dir.join(format!("{}.report.json", p.build.name));
    let bit_path = a
        .out_dir
        .join(format!("{}.{}", p.build.name, t.bitstream_ext()));
    let text = std::fs::read_to_string(&report_path)
        .map_err(|e| format!("{}: {e}", report_path.display()))?;
    let r: serde_json::Value = serde_json::from_str(&text).map_err(|e| {
        format!(
            "{}: line {}, column {}: {e}",
            report_path.display(),
            e.line(),
            e.column()
        )
    })?;
    let inputs = &r["inputs"];
    let mut problems: Vec<String> = Vec::new();
    let rebuild = format!(
        "rebuild it with `nscc bitstream --board {} --seeds 1` (or a seed sweep, docs/boards.md) and commit {}",
        t.name,
        a.out_dir.display()
    );
    if inputs.is_null() {
        problems.push(format!(
            "{}: no `inputs` (a report from before they were recorded)",
            report_path.display()
        ));
    } else {
        if inputs["sha256"] != now.sha256.as_str() {
            problems.push(format!(
                "built from other sources: its inputs' digest {} (Verilog {}), the sources' now {} (Verilog {})",
                inputs["sha256"], inputs["verilog_sha256"], now.sha256, now.verilog_sha256
            ));
        }
        if inputs["seed"] != t.seed {
            problems.push(format!(
                "placed at seed {}, the board's seed is {} (flow/src/boards/)",
                inputs["seed"], t.seed
            ));
        }
        match nscc_flow::board::sha256_file(&bit_path) {
            Ok(d) if inputs["bitstream_sha256"] == d.as_str() => {}
            Ok(d) => problems.push(format!(
                "{}: its digest {d} is not the report's {}",
                bit_path.display(),
                inputs["bitstream_sha256"]
            )),
            Err(e) => problems.push(e.to_string()),
        }
    }
    let clock = r["clock_mhz"].as_f64().unwrap_or(f64::NAN);
    let fmax = r["fmax_mhz"].as_f64().unwrap_or(f64::NAN);
    let seed_fmax = r["synthesis"]["seeds"]
        .as_array()
        .and_then(|v| v.iter().find(|s| s["seed"] == inputs["seed"]))
        .and_then(|s| s["fmax_mhz"].as_f64())
        .unwrap_or(f64::NAN);
    // (a missing figure is NaN: it meets nothing)
    let meets = |f: f64| f.partial_cmp(&clock).is_some_and(|o| o.is_ge());
    if r["timing_met"] != true || !meets(fmax) || !meets(seed_fmax) {
        problems.push(format!(
            "timing: median {fmax:.2} MHz, its seed {seed_fmax:.2} MHz, against the clock {clock} MHz"
        ));
    }
    if (clock - a.clock_mhz).abs() > 1e-9 {
        problems.push(format!(
            "built for {clock} MHz, the board runs at {} MHz",
            a.clock_mhz
        ));
    }
    let ok = problems.is_empty();
    let v = serde_json::json!({
        "board": t.name,
        "report": report_path,
        "bitstream": bit_path,
        "matches": ok,
        "sha256": now.sha256,
        "verilog_sha256": now.verilog_sha256,
        "committed_sha256": inputs["sha256"],
        "seed": inputs["seed"],
        "fmax_mhz": fmax,
        "seed_fmax_mhz": seed_fmax,
        "clock_mhz": clock,
        "timing_met": r["timing_met"],
        "tools": inputs["tools"],
        "problems": problems,
    });
    let text = if ok {
        format!(
            "{}: built from these sources (inputs {}), seed {}, {seed_fmax:.2} MHz at that seed (median {fmax:.2}) against {clock} MHz\n",
            bit_path.display(),
            &now.sha256[..16],
            inputs["seed"]
        )
    } else {
        format!(
            "{}: NOT what the sources build:\n  {}\n  {rebuild}\n",
            bit_path.display(),
            problems.join("\n  ")
        )
    };
    Ok((v, text, ok))
}

/// Synthesis report of the multipath EV engine alone (`nscc report --block multipath`): the
/// strategy's instance for `target` (iCE40: the Cu's 128 CCCs x 8 EVs; ECP5: 1,024 x 256),
/// with its size as `cccs` and `evs`. (JSON, text, true: a placed design or one too large
/// to place is a result.)
pub fn multipath_report(
    target: &'static Target,
    strategy: golden_model::multipath::Strategy,
    instance: Option<&str>,
    seeds: u64,
    freq: f64,
    work_dir: &Path,
) -> Result<(serde_json::Value, String, bool), String> {
    let ecp5 = target.family == nscc_flow::target::Family::Ecp5;
    let inst = match instance {
        Some(n) => nscc_rtl::multipath::mp_engine::instance_named(n)
            .ok_or_else(|| format!("no EV engine instance {n:?}"))?,
        None => nscc_rtl::multipath::mp_engine::instance(strategy, ecp5),
    };
    let strategy = inst.strategy;
    let opts = wrapped_synth_options_on(target, seeds, freq, work_dir.join(inst.top));
    let device = format!("{} {}", target.device, target.package);
    let title = format!(
        "multipath EV engine {} ({} strategy, {} CCCs x {} EVs, record {} x {} bits, {} penalty words per CCC), {device}",
        inst.top,
        strategy.as_str(),
        inst.cccs,
        inst.evs(),
        inst.lines,
        inst.line_bits,
        inst.pen_words
    );
    // as `--block engine`: a placed design is a result, its Fmax in `timing_met`
    let (mut v, text) = synthesize_on(&(inst.verilog)(), &opts, target, &title)?;
    v["cccs"] = serde_json::json!(inst.cccs);
    v["evs"] = serde_json::json!(inst.evs());
    v["strategy"] = serde_json::json!(strategy.as_str());
    v["target"] = serde_json::json!(target.name);
    v["instance"] = serde_json::json!(inst.top);
    Ok((v, text, true))
}

/// Synthesis report of the receiver-credit blocks alone (`nscc report --block rccc`): the
/// pacer (`RcccPacer`) and the sender's credit (`RcccSender`) of the target's size, each
/// synthesised on its own; JSON: `pacer`, `sender` (each a synthesis report with `cccs`),
/// and their sums `luts`, `ffs`, `brams`, the lower `fmax_mhz`, `cccs`.
pub fn rccc_report(
    target: &'static Target,
    seeds: u64,
    freq: f64,
    work_dir: &Path,
) -> Result<(serde_json::Value, String, bool), String> {
    use nscc_rtl::multipath::rccc;
    let ecp5 = target.family == nscc_flow::target::Family::Ecp5;
    let (cccs, blocks): (usize, [nscc_rtl::VerilatedTop; 2]) = if ecp5 {
        (
            rccc::ECP5_RCCC_CCCS,
            [
                ("rccc_pacer_ecp5", rccc::verilog_pacer_ecp5),
                ("rccc_sender_ecp5", rccc::verilog_sender_ecp5),
            ],
        )
    } else {
        (
            rccc::CU_RCCC_CCCS,
            [
                ("rccc_pacer_cu", rccc::verilog_pacer_cu),
                ("rccc_sender_cu", rccc::verilog_sender_cu),
            ],
        )
    };
    let device = format!("{} {}", target.device, target.package);
    let mut out = serde_json::json!({ "target": target.name, "cccs": cccs });
    let mut text = String::new();
    let (mut luts, mut ffs, mut brams, mut fmax) = (0u64, 0u64, 0u64, f64::INFINITY);
    for ((top, verilog), key) in blocks.iter().zip(["pacer", "sender"]) {
        let opts = wrapped_synth_options_on(target, seeds, freq, work_dir.join(top));
        let title = format!("RCCC {key} {top} ({cccs} CCCs), {device}");
        let (mut v, t) = synthesize_on(&verilog(), &opts, target, &title)?;
        text += &t;
        let num = |k: &str| v.get(k).and_then(|x| x.as_u64()).unwrap_or(0);
        luts += num("luts");
        ffs += num("ffs");
        brams += num("brams");
        if let Some(f) = v.get("fmax_mhz").and_then(|x| x.as_f64()) {
            fmax = fmax.min(f);
        }
        v["cccs"] = serde_json::json!(cccs);
        out[key] = v;
    }
    out["luts"] = serde_json::json!(luts);
    out["ffs"] = serde_json::json!(ffs);
    out["brams"] = serde_json::json!(brams);
    out["fmax_mhz"] = serde_json::json!(if fmax.is_finite() { fmax } else { 0.0 });
    Ok((out, text, true))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cu_targets_defaults_are_the_board_tops() {
        // the flow's board description and the RTL's defaults must not drift apart
        let r = BoardRequest::default();
        assert_eq!(r.board.name, "alchitry-cu");
        assert_eq!(
            (r.clock_mhz * 1e6).round() as u64,
            nscc_rtl::board::board_config::BOARD_CLOCK_HZ
        );
        assert_eq!(r.baud, nscc_rtl::board::board_config::BOARD_BAUD);
        assert_eq!(r.out_dir, PathBuf::from("bitstreams/alchitry_cu"));
        assert_eq!(r.work_dir, PathBuf::from("out/bitstream"));
        let u = BoardRequest::for_board(&nscc_flow::ULX3S);
        assert_eq!(u.out_dir, PathBuf::from("bitstreams/ulx3s"));
        // the ULX3S carries the engine board top at its UART rate
        assert_eq!(board_top(u.board).verilated, "ip_board_top");
        assert_eq!(u.baud, nscc_rtl::board::engine_board_top::ENGINE_BOARD_BAUD);
        assert_eq!(board_top(u.board).cccs, 4096);
        // the ULX3S's UART timing works at its clock (at least 8 clocks per bit)
        let cfg = nscc_rtl::board::board_config::BoardConfig {
            clock_hz: (u.clock_mhz * 1e6) as u64,
            baud: u.baud,
            timeout_cycles: (u.clock_mhz * 1e4) as u64,
        };
        assert!(cfg.nco_increment().is_ok());
    }

    /// Every board's top is in the RTL's registry, each a Verilated top.
    #[test]
    fn every_board_top_is_registered() {
        for b in nscc_flow::boards::BOARDS {
            let t = board_top(b);
            assert!(nscc_rtl::VERILATED_TOPS
                .iter()
                .any(|(n, _)| *n == t.verilated));
        }
    }
}
