//! The EV engine through the C ABI: `examples/multipath.c`, built with the `cc` crate against
//! the cdylib, replays the shared traces exactly as `nscc multipath` does (every EV decision
//! equal to the golden engine's, every strategy) and runs a closed loop; the header also
//! compiles as C++ (no C++ keyword among its names).

use std::path::Path;
use std::process::Command;

use golden_model::multipath::{Feedback, MpConfig, Strategy};
use nscc_replay::multipath::GoldenChooser;
use nscc_trace::{htsim_traces, TraceReader};

mod common;
use common::{build_c, plain_csv, run_ok, tmp_dir};

/// The golden engine's decisions on a trace, as `nscc multipath` makes them.
fn golden_decisions(trace: &Path, strategy: Strategy, ev_bits: u8) -> Vec<u32> {
    let mut ids: Vec<u32> = Vec::new();
    for row in TraceReader::open(trace).unwrap() {
        let c = row.unwrap().event.ccc;
        if !ids.contains(&c) {
            ids.push(c);
        }
    }
    let mut g = GoldenChooser::new(MpConfig::with(strategy, ev_bits), ids.len(), 1).unwrap();
    let mut out = Vec::new();
    for row in TraceReader::open(trace).unwrap() {
        let row = row.unwrap();
        let e = &row.event;
        let slot = ids.iter().position(|&c| c == e.ccc).unwrap();
        match row.mp.feedback(e) {
            None => out.push(g.next(slot).unwrap() as u32),
            Some(fb) => g.feedback(slot, fb, e.ev, e.t_ps),
        }
    }
    out
}

#[test]
fn the_c_example_makes_the_golden_decisions_on_every_shared_trace() {
    let exe = build_c("mp-replay", "multipath.c");
    for trace in htsim_traces().unwrap() {
        let plain = plain_csv("mp-replay", &trace);
        let name = trace.file_name().unwrap().to_string_lossy().to_string();
        for (strategy, ev_bits) in [
            (Strategy::Oblivious, 3),
            (Strategy::Bitmap, 3),
            (Strategy::Reps, 6),
            (Strategy::Mixed, 6),
        ] {
            let out = run_ok(
                Command::new(&exe)
                    .arg(&plain)
                    .arg(strategy.as_str())
                    .arg(ev_bits.to_string()),
            );
            let text = String::from_utf8(out.stdout).unwrap();
            let mut lines: Vec<&str> = text.lines().collect();
            let summary = lines.pop().unwrap();
            let c: Vec<u32> = lines.iter().map(|l| l.parse().unwrap()).collect();
            let want = golden_decisions(&trace, strategy, ev_bits);
            assert_eq!(c.len(), want.len(), "{name} {strategy:?}");
            if let Some(i) = (0..c.len()).find(|&i| c[i] != want[i]) {
                panic!(
                    "{name} {strategy:?}: decision {i}: C ABI {} golden {}",
                    c[i], want[i]
                );
            }
            assert!(summary.contains("refused 0"), "{summary}");
        }
    }
}

#[test]
fn the_c_example_steers_closed_loop_and_refuses_a_wide_ev() {
    let exe = build_c("mp-closed", "multipath.c");
    let out = run_ok(Command::new(&exe).arg("--closed-loop"));
    let text = String::from_utf8(out.stdout).unwrap();
    // the mid-fabric trim keeps EV 3 out of the next three rounds (penalty 4, one per visit)
    for k in 1..=3 {
        assert!(text.contains(&format!("round {k}: EV 3 x0")), "{text}");
    }
    // the last-hop trim penalised nothing: EV 5 stays in the rotation
    assert!(
        !text.contains("EV 5 x0, ") || text.matches("EV 5 x0").count() < 2,
        "{text}"
    );
    assert!(text.contains("penalties after: 0 0 0 0 0 0 0 0"), "{text}");
    assert!(
        text.contains("refused 1: refused (ev_out_of_range)"),
        "{text}"
    );
    // the classification the example relies on
    assert_eq!(
        Feedback::of_event(golden_model::EventKind::Nack, false, true, false, false),
        Some(Feedback::LastHop)
    );
}

/// nscc.h compiles as C++ too (simulators such as htsim and OMNeT++ are C++).
#[test]
fn the_header_compiles_as_cpp() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let target = env!("NSCC_CAPI_TARGET");
    let compiler = cc::Build::new()
        .cpp(true)
        .target(target)
        .host(target)
        .opt_level(0)
        .cargo_metadata(false)
        .try_get_compiler()
        .expect("a C++ compiler for the target");
    let src = tmp_dir("cpp").join("header.cpp");
    std::fs::write(
        &src,
        "#include \"nscc.h\"\nint main() { nscc_ev_config c = {}; return nscc_mp_config_default(&c, nullptr) == NSCC_OK ? 0 : 1; }\n",
    )
    .unwrap();
    run_ok(
        compiler
            .to_command()
            .args(["-std=c++11", "-Wall", "-Werror", "-fsyntax-only"])
            .arg("-I")
            .arg(root.join("include"))
            .arg(&src),
    );
}
