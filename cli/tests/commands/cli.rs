//! End-to-end tests of the `nscc` binary.

use std::path::PathBuf;

use nscc_trace::TraceReader;

use crate::common;
use common::nscc;

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("nscc-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn embedded_trace_file(dir: &std::path::Path) -> PathBuf {
    let p = dir.join("a.csv.gz");
    std::fs::write(&p, nscc_trace::DEFAULT_TRACE).unwrap();
    p
}

#[test]
fn every_subcommand_has_help() {
    let (ok, out, _) = nscc(&["--help"]);
    assert!(ok);
    for sub in [
        "run",
        "replay",
        "params",
        "bench",
        "cosim",
        "report",
        "emit-verilog",
        "regmap",
        "ip-test",
        "bitstream",
        "flash",
        "hil",
        "tools",
        "soak",
        "multipath",
        "prove",
    ] {
        assert!(out.contains(sub), "{sub} missing from --help");
        let (ok, out, _) = nscc(&[sub, "--help"]);
        assert!(ok && out.contains("Usage"), "{sub} --help");
    }
}

#[test]
fn tools_lists_every_tool_with_its_source() {
    let (ok, out, err) = nscc(&["tools", "--json"]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let tools = v["tools"].as_array().unwrap();
    let names: Vec<&str> = tools.iter().map(|t| t["name"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "verilator",
            "yosys",
            "nextpnr-ice40",
            "icepack",
            "icepll",
            "iceprog",
            "nextpnr-ecp5",
            "ecppack",
            "yosys-smtbmc",
            "yices-smt2",
            "z3",
            "systemrdl",
            "cocotb",
            "fusesoc",
            "openFPGALoader",
            "fujprog"
        ]
    );
    for t in tools {
        assert!(
            ["native", "pip"].contains(&t["source"].as_str().unwrap()),
            "{t}"
        );
        assert!(t["path"].is_string() && t["version"].is_string(), "{t}");
    }
    // an unknown mode is refused, with the accepted ones named
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_nscc"))
        .args(["tools"])
        .env("NSCC_TOOLS", "fastest")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("NSCC_TOOLS=fastest") && err.contains("pip"),
        "{err}"
    );
}

#[test]
fn params_prints_the_seed_register_image() {
    let (ok, out, err) = nscc(&[
        "params",
        "--link-gbps",
        "100",
        "--base-rtt-ns",
        "6000",
        "--json",
    ]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["register_image"]["init_bdp"], 75_000);
    assert_eq!(v["register_image"]["init_maxwnd"], 112_500);
    let (ok, out, _) = nscc(&["params", "--link-gbps", "100", "--base-rtt-ns", "6000"]);
    assert!(ok && out.contains("init_maxwnd") && out.contains("112500"));
}

#[test]
fn impossible_params_are_a_clear_error() {
    let (ok, _, err) = nscc(&["params", "--link-gbps", "0"]);
    assert!(!ok);
    assert!(
        err.contains("impossible configuration") && err.contains("must not be zero"),
        "{err}"
    );
    let (ok, _, err) = nscc(&["params", "--link-gbps", "1", "--base-rtt-ns", "10"]);
    assert!(!ok && err.contains("MaxWnd"), "{err}");
}

#[test]
fn replay_json_out_and_plot() {
    let dir = tmp("replay");
    let trace = embedded_trace_file(&dir);
    let out = dir.join("out.csv.gz");
    let plot = dir.join("cwnd.svg");
    let (ok, stdout, err) = nscc(&[
        "replay",
        trace.to_str().unwrap(),
        "--json",
        "--out",
        out.to_str().unwrap(),
        "--plot",
        plot.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(v["events"], 10_136);
    assert!(v["events_per_sec"].as_f64().unwrap() > 0.0);
    assert_eq!(v["actions"]["qa"], 6);
    for model in ["golden", "float"] {
        let m = &v["models"][model];
        for key in [
            "action_agreement",
            "cwnd_rel_err_median",
            "cwnd_rel_err_p99",
            "cwnd_rel_err_max",
        ] {
            assert!(m[key].is_number(), "{model}.{key} in {m}");
        }
    }
    assert_eq!(v["models"]["float"]["action_agreement"], 1.0);
    // The output is a v1 trace with the state columns, one row per input row.
    let r = TraceReader::open(&out).unwrap();
    for col in [
        "cwnd",
        "avg_delay_ps",
        "base_rtt_ps",
        "action",
        "float_cwnd",
        "ref_cwnd",
    ] {
        assert!(r.has_column(col), "{col}");
    }
    assert_eq!(r.count(), 10_136);
    let svg = std::fs::read_to_string(&plot).unwrap();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    // Replaying the replay works too: the state columns are replaced, not duplicated.
    let (ok, _, err) = nscc(&[
        "replay",
        out.to_str().unwrap(),
        "--json",
        "--out",
        dir.join("again.csv").to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
}

/// The embedded trace with `edit` applied to every ack row, written as a v1 trace.
fn edited_trace(
    dir: &std::path::Path,
    name: &str,
    edit: impl Fn(&mut nscc_trace::TraceRow),
) -> PathBuf {
    let r =
        TraceReader::from_bytes(nscc_trace::DEFAULT_TRACE_NAME, nscc_trace::DEFAULT_TRACE).unwrap();
    let p = dir.join(name);
    let extra: Vec<String> = r.extra_columns().to_vec();
    let mut w = nscc_trace::TraceWriter::create(&p, &r.header().clone(), &extra, &[]).unwrap();
    for row in r {
        let mut row = row.unwrap();
        if row.event.kind == golden_model::EventKind::Ack {
            edit(&mut row);
        }
        w.write_row(&row, &[]).unwrap();
    }
    w.finish().unwrap();
    p
}

/// Extreme values in well-formed rows (an RTT of 1 ps, byte counts beyond 24 bits, RTTs of
/// u64::MAX ps): `nscc replay --model both --json` gives a result (exit 0) or an error
/// message, never a panic (exit 101); saturated values are counted in the JSON and warned
/// about once on stderr.
#[test]
fn replay_of_extreme_values_never_panics_and_counts_saturations() {
    let dir = tmp("extreme");
    let rtt1 = edited_trace(&dir, "rtt1ps.csv", |r| r.event.rtt_ps = 1);
    let wide = edited_trace(&dir, "wide.csv", |r| {
        r.event.bytes = 1 << 30;
        r.event.rtt_ps = u64::MAX;
        r.event.in_flight = u64::MAX;
    });
    for (trace, core) in [(&rtt1, "engine"), (&wide, "engine")] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_nscc"))
            .args([
                "replay",
                trace.to_str().unwrap(),
                "--model",
                "both",
                "--core",
                core,
                "--json",
            ])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_ne!(out.status.code(), Some(101), "panic: {err}");
        assert!(out.status.success(), "{err}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let sat = &v["saturated"];
        assert!(sat["total"].as_u64().unwrap() > 0, "{sat}");
        assert_eq!(err.matches("warning:").count(), 1, "{err}");
        assert!(err.contains("saturated to the hardware widths"), "{err}");
        if trace == &rtt1 {
            assert_eq!(sat["rtt_below_1ns"], sat["total"], "{sat}");
        } else {
            assert_eq!(sat["bytes"], sat["rtt"], "{sat}");
            assert_eq!(sat["in_flight"], sat["rtt"], "{sat}");
        }
    }
    // the shared trace saturates nothing and warns about nothing
    let (ok, stdout, err) = nscc(&[
        "replay",
        embedded_trace_file(&dir).to_str().unwrap(),
        "--json",
    ]);
    assert!(ok, "{err}");
    assert!(!err.contains("warning"), "{err}");
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(v["saturated"]["total"], 0);
}

/// At 800 Gb/s the fair-increase credit of nine 4 KB acks passes 2^32: htsim's uint32
/// credit wraps and the f64 model with it; `--float-credit wide` keeps it, and the golden
/// model's 48-bit credit agrees with that one.
#[test]
fn replay_float_credit_wide_is_the_yardstick_where_htsims_wraps() {
    let dir = tmp("credit");
    let p = dir.join("wrap.csv");
    let mut t = String::from(
        "# nscc-trace v1\n# link_bps=800000000000\n# base_rtt_ps=12000000\n\
         # init_cwnd=100000\n# trimming=0\nt_ps,ccc,kind,bytes,rtt_ps,in_flight\n",
    );
    // delay 13 us >= target 12 us, no ECN: fair increase on every ack
    for i in 0..300u64 {
        t.push_str(&format!(
            "{},1,ack,4160,25000000,100000\n",
            1_000_000 + i * 41_600
        ));
    }
    std::fs::write(&p, t).unwrap();
    let run = |credit: &str| {
        let (ok, out, err) = nscc(&[
            "replay",
            p.to_str().unwrap(),
            "--model",
            "both",
            "--float-credit",
            credit,
            "--json",
        ]);
        assert!(ok, "{err}");
        serde_json::from_str::<serde_json::Value>(&out).unwrap()
    };
    let wide = run("wide");
    assert_eq!(wide["float_credit"], "wide");
    let gvf = &wide["golden_vs_float"];
    assert_eq!(gvf["action_agreement"], 1.0);
    assert!(gvf["cwnd_rel_err_max"].as_f64().unwrap() < 1e-3, "{gvf}");
    assert_eq!(gvf, &wide["golden_vs_float_by_credit"]["wide"]);
    let wrapped = wide["golden_vs_float_by_credit"]["htsim"]["cwnd_rel_err_median"]
        .as_f64()
        .unwrap();
    assert!(wrapped > 0.1, "htsim's credit did not wrap: {wrapped}");
    // the default stays htsim-exact
    let htsim = run("htsim");
    assert_eq!(htsim["float_credit"], "htsim");
    assert_eq!(
        htsim["golden_vs_float"],
        wide["golden_vs_float_by_credit"]["htsim"]
    );
    let (ok, _, err) = nscc(&["replay", p.to_str().unwrap(), "--float-credit", "exact"]);
    assert!(
        !ok && err.contains("htsim") && err.contains("wide"),
        "{err}"
    );
}

#[test]
fn bad_trace_errors_name_file_line_and_column() {
    let dir = tmp("bad");
    let p = dir.join("bad.csv");
    std::fs::write(&p, "# nscc-trace v1\n# link_bps=100000000000\n# base_rtt_ps=12000000\nt_ps,ccc,kind,bytes\n0,1,ack,4160\n5,1,ack,-3\n").unwrap();
    let (ok, _, err) = nscc(&["replay", p.to_str().unwrap(), "--quiet"]);
    assert!(!ok);
    assert!(
        err.contains("bad.csv:6") && err.contains("column 4 (bytes)") && err.contains("\"-3\""),
        "{err}"
    );
    let (ok, _, err) = nscc(&["replay", dir.join("missing.csv").to_str().unwrap()]);
    assert!(!ok && err.contains("missing.csv"), "{err}");
}

#[test]
fn run_writes_outputs() {
    let dir = tmp("run");
    let (ok, out, err) = nscc(&["run", "--out-dir", dir.to_str().unwrap(), "--no-synth"]);
    assert!(ok, "{err}");
    // the terminal gets a short summary, the details go to summary.txt and summary.json
    let lines = out.lines().count();
    assert!((8..=40).contains(&lines), "{lines} lines:\n{out}");
    assert!(!out.contains("ERROR"), "{out}");
    for f in ["replay.csv.gz", "cwnd.svg", "summary.json", "summary.txt"] {
        assert!(dir.join(f).exists(), "{f}");
    }
    // a waveform only when the engine disagrees
    assert!(!dir.join("cosim_mismatch.vcd").exists());
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("summary.json")).unwrap()).unwrap();
    assert_eq!(v["replay"]["events"], 10_136);
    assert!(v["bench"]["golden_events_per_sec"].as_f64().unwrap() > 0.0);
    for k in ["engine_cosim", "compact_engine_cosim"] {
        assert_eq!(v[k]["mismatches"], 0, "{k}");
        assert!(v[k]["events"].as_u64().unwrap() > 4_000, "{k}");
    }
    for k in ["engine_bist", "cu_bist", "int_bist"] {
        assert_eq!(v[k]["signature_match"], true, "{k}");
    }
}

#[test]
fn cosim_json_and_emit_verilog() {
    // the pipelined one-CCC core is retired: asked for, it is refused with the reason
    let (ok, _, err) = nscc(&["cosim", "--core", "pipelined"]);
    assert!(!ok && err.contains("retired"), "{err}");
    let (ok, _, err) = nscc(&["replay", "trace.csv", "--core", "pipelined"]);
    assert!(!ok && err.contains("retired"), "{err}");
    // the default core is the multi-CCC engine
    let (ok, out, err) = nscc(&["cosim", "--json"]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    for key in [
        "events",
        "mismatches",
        "events_per_cycle",
        "latency_cycles",
        "events_per_sec",
        "golden_events_per_sec",
        "cccs",
        "cycles",
        "clocks_per_event_max",
        "clocks_per_event_mean",
        "latency_cycles_max",
        "latency_cycles_p99",
        "clock_mhz",
    ] {
        assert!(v[key].is_number(), "{key}");
    }
    assert_eq!(v["mismatches"], 0);
    assert_eq!(v["core"], "engine");
    // the cycle model's view with each CCC on an engine of its own
    let own = &v["model"]["one_engine_per_ccc"];
    assert!(
        own["latency_cycles_max"].as_u64().unwrap() <= v["latency_cycles_max"].as_u64().unwrap(),
        "{own}"
    );
    // arrival to result: at least the pipeline's depth, p99 within the largest
    let (p99, max) = (
        v["latency_cycles_p99"].as_u64(),
        v["latency_cycles_max"].as_u64(),
    );
    assert!(p99.unwrap() >= v["latency_cycles"].as_u64().unwrap());
    assert!(p99 <= max);
    assert_eq!(v["clock_mhz"], 100.0);
    let dir = tmp("verilog");
    let (ok, out, err) = nscc(&["emit-verilog", "--out", dir.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(out.contains("nscc_engine.v"));
    let core = std::fs::read_to_string(dir.join("nscc_engine.v")).unwrap();
    // module names are the top's own: no `top`, no shared `top$...`
    assert!(core.contains("module nscc_engine("), "{}", &core[..200]);
    assert!(core.contains("module nscc_engine$"));
    assert!(!core.contains("module top"));
    assert!(dir.join(format!("{}.v", nscc_rtl::SIM_MODELS)).exists());
}

#[test]
fn hil_replays_on_the_simulated_board() {
    // the Cu (the default board) carries the compact engine: every CCC of the trace through
    // the Verilated Cu board, each result against GoldenEngine
    let (ok, out, err) = nscc(&["hil", "--sim", "--events", "25", "--cc-only", "--json"]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["events"], 25);
    assert_eq!(v["results_compared"], 25);
    assert_eq!(v["mismatches"], 0);
    assert!(v["cccs"].as_u64().unwrap() >= 1);
}

#[test]
fn hil_runs_the_engine_board_replay_and_bist_over_the_uart() {
    // every CCC of the trace through the Verilated engine board, results against GoldenEngine
    let (ok, out, err) = nscc(&[
        "hil", "--sim", "--board", "ulx3s", "--events", "40", "--json",
    ]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["events"], 40);
    assert_eq!(v["results_compared"], 40);
    assert_eq!(v["mismatches"], 0);
    // the BIST through the frames (a short one: the default is 100,000 events)
    let (ok, out, err) = nscc(&[
        "hil", "--sim", "--bist", "--events", "3000", "--cccs", "16", "--json",
    ]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["events"], 3000);
    assert_eq!(v["signature_match"], true);
    assert!(v["cycles"].as_u64().unwrap() >= 3000);
    assert!(v["uart_bytes"].as_u64().unwrap() > 0);
    // the Cu's engine board (the compact engine, 128 CCCs): a short BIST; more CCCs than it
    // holds is a clear error
    let (ok, out, err) = nscc(&[
        "hil",
        "--sim",
        "--bist",
        "--board",
        "alchitry-cu",
        "--events",
        "200",
        "--cccs",
        "8",
        "--json",
    ]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["events"], 200);
    assert_eq!(v["signature_match"], true);
    let (ok, _, err) = nscc(&[
        "hil",
        "--sim",
        "--bist",
        "--board",
        "alchitry-cu",
        "--cccs",
        "256",
    ]);
    assert!(!ok && err.contains("at most 128"), "{err}");
}

#[test]
fn hil_and_flash_errors_are_clear() {
    // neither a port nor --sim
    let (ok, _, err) = nscc(&["hil"]);
    assert!(!ok && err.contains("--port"), "{err}");
    // a port that does not exist
    let (ok, _, err) = nscc(&["hil", "--port", "/dev/nscc-no-such-port", "--events", "1"]);
    assert!(!ok && err.contains("/dev/nscc-no-such-port"), "{err}");
    // a bitstream that was never built
    let (ok, _, err) = nscc(&["flash", "/nonexistent/nscc.bin", "--dry-run"]);
    assert!(!ok && err.contains("nscc bitstream"), "{err}");
    // a baud rate the board clock cannot sample
    let (ok, _, err) = nscc(&[
        "bitstream",
        "--clock-mhz",
        "50",
        "--baud",
        "12000000",
        "--without-core",
    ]);
    assert!(!ok && err.contains("8 clocks per bit"), "{err}");
    // the placer seeds run from --first-seed (the board's seed by default): the second of
    // two seeds from i32::MAX does not fit nextpnr's --seed, refused before any placement
    let (ok, _, err) = nscc(&[
        "bitstream",
        "--without-core",
        "--clock-mhz",
        "50",
        "--first-seed",
        "2147483647",
        "--seeds",
        "2",
        "--work-dir",
        &std::env::temp_dir()
            .join(format!("nscc-cli-seeds-{}", std::process::id()))
            .display()
            .to_string(),
    ]);
    assert!(!ok && err.contains("seed 2147483648 does not fit"), "{err}");
}

#[test]
fn boards_are_listed_and_chosen_by_name() {
    let (ok, out, err) = nscc(&["bitstream", "--list-boards"]);
    assert!(ok, "{err}");
    assert_eq!(
        out.lines().collect::<Vec<_>>(),
        ["alchitry-cu", "ulx3s", "alchitry-cu-int"]
    );
    // an unknown board names the known ones, for bitstream and flash
    let (ok, _, err) = nscc(&["bitstream", "--board", "arty", "--json"]);
    assert!(!ok && err.contains("alchitry-cu, ulx3s"), "{err}");
    let (ok, _, err) = nscc(&["flash", "--board", "arty", "--dry-run"]);
    assert!(!ok && err.contains("unknown board `arty`"), "{err}");
    let (ok, _, err) = nscc(&["hil", "--sim", "--board", "arty"]);
    assert!(!ok && err.contains("unknown board `arty`"), "{err}");
    let (ok, _, err) = nscc(&["report", "--target", "arty"]);
    assert!(!ok && err.contains("unknown board `arty`"), "{err}");
    // the ULX3S's bitstream is a .bit, built with --board ulx3s
    let (ok, _, err) = nscc(&[
        "flash",
        "--board",
        "ulx3s",
        "/nonexistent/x.bit",
        "--dry-run",
    ]);
    assert!(!ok && err.contains("nscc bitstream --board ulx3s"), "{err}");
    let d = tmp("flash");
    let bit = d.join("nscc_board.bit");
    std::fs::write(&bit, b"not a bitstream").unwrap();
    let (ok, out, err) = nscc(&[
        "flash",
        "--board",
        "ulx3s",
        bit.to_str().unwrap(),
        "--dry-run",
    ]);
    assert!(ok, "{err}");
    assert!(
        out.starts_with("openFPGALoader -b ulx3s ") || out.starts_with("fujprog "),
        "{out}"
    );
    assert!(out.trim_end().ends_with(bit.to_str().unwrap()), "{out}");
    let (ok, out, err) = nscc(&["flash", bit.to_str().unwrap(), "--dry-run"]);
    assert!(ok && out.starts_with("iceprog "), "{out}{err}");
}

#[test]
fn int_board_runs_its_self_test_only() {
    let (ok, out, err) = nscc(&[
        "hil",
        "--board",
        "alchitry-cu-int",
        "--bist",
        "--sim",
        "--events",
        "400",
        "--cccs",
        "8",
        "--hops",
        "3",
        "--json",
    ]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["signature_match"], true, "{out}");
    assert_eq!(v["rtl"]["results"], 400);
    assert_eq!((v["cccs"].as_u64(), v["hops"].as_u64()), (Some(8), Some(3)));
    // 3 records: 50 clocks per ACK (`int_serial::clocks_per_ack`)
    let c = v["clocks_per_event"].as_f64().unwrap();
    assert!((50.0..51.0).contains(&c), "{c}");
    // a trace replay or a record count the engine does not hold is refused clearly
    let (ok, _, err) = nscc(&["hil", "--board", "alchitry-cu-int", "--sim"]);
    assert!(!ok && err.contains("self-test only"), "{err}");
    let (ok, _, err) = nscc(&[
        "hil",
        "--board",
        "alchitry-cu-int",
        "--bist",
        "--sim",
        "--hops",
        "9",
    ]);
    assert!(!ok && err.contains("1 to 8 records"), "{err}");
}

/// The README's figures are what their commands compute (`nscc figures --check`).
#[test]
fn the_readme_figures_are_what_their_commands_compute() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let (ok, out, err) = nscc(&["figures", "--check", "--root", root.to_str().unwrap()]);
    assert!(ok, "{out}{err}");
}

/// The register map's committed views (`ip/regs/`) are what `nscc regmap` generates from the
/// one declaration, and PeakRDL's SystemRDL compiler (PyPI, installed on first use) reads the
/// export: every register at its address, every field at its bits.
#[test]
fn regmap_views_are_committed_and_the_systemrdl_compiles() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    for (file, text) in nscc::regmap_views() {
        let committed = std::fs::read_to_string(root.join("ip/regs").join(file)).unwrap();
        assert!(
            committed == text,
            "ip/regs/{file} differs from the register map: run `nscc regmap --out ip/regs`"
        );
    }
    let (ok, out, err) = nscc(&["regmap", "--format", "c"]);
    assert!(ok, "{err}");
    assert!(out.contains("#define NSCC_REG_ID 0x000u"));
    // the SystemRDL export, compiled and elaborated; its registers and fields listed
    let py = nscc_tools::resolve("systemrdl").expect("the SystemRDL compiler");
    let rdl = root.join("ip/regs/nscc_cc_ip.rdl");
    let script = "import sys\nfrom systemrdl import RDLCompiler\nc = RDLCompiler()\n\
                  c.compile_file(sys.argv[1])\nroot = c.elaborate()\n\
                  for r in root.top.registers():\n    \
                  print(r.inst_name, r.absolute_address, *[(f.inst_name, f.lsb, f.width) for f in r.fields()])\n";
    let o = py
        .command()
        .arg("-c")
        .arg(script)
        .arg(&rdl)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let listed = String::from_utf8_lossy(&o.stdout).into_owned();
    let regs = golden_model::interface::registers::registers();
    assert_eq!(listed.lines().count(), regs.len());
    for (line, r) in listed.lines().zip(&regs) {
        let fields: Vec<String> = r
            .fields
            .iter()
            .map(|f| format!("('{}', {}, {})", f.name, f.lsb, f.bits))
            .collect();
        assert_eq!(
            line,
            format!("{} {} {}", r.name, r.offset, fields.join(" "))
        );
    }
}
