//! The C example (`examples/replay.c`), built here with the `cc` crate against the library's
//! cdylib and `include/nscc.h`, replays every shared htsim trace through the C ABI and must
//! print, row for row, the golden state columns `nscc replay --model golden --out` writes
//! (the engine's semantics by default; `--core pipelined` for the pipelined CCC).

use std::path::{Path, PathBuf};
use std::process::Command;

use nscc_replay::replay::GOLDEN_COLUMNS;
use nscc_replay::{replay, CoreSel, ModelSel, ReplayOptions};
use nscc_trace::{htsim_traces, TraceReader};

/// A temporary folder of one test (tests run in parallel).
fn tmp_dir(test: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("nscc-capi-{test}"));
    std::fs::create_dir_all(&d).expect("create the test's temporary folder");
    d
}

/// The library's cdylib, built for this test's profile: `cargo test` builds only the rlib
/// the tests link, so the cdylib comes from a nested `cargo build` (the same target folder
/// and profile: only this crate is compiled again). Returns the folder holding it.
fn library_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test's path");
    // target/<profile>/deps/<test>
    let dir = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("target/<profile>/deps/<test>")
        .to_path_buf();
    let target_dir = dir.parent().expect("target/<profile>");
    let profile = match dir.file_name().and_then(|n| n.to_str()) {
        Some("debug") => "dev".to_string(),
        Some(p) => p.to_string(),
        None => panic!("no profile folder above {}", exe.display()),
    };
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "build",
            "--quiet",
            "--lib",
            "--profile",
            &profile,
            "--manifest-path",
        ])
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
        .arg("--target-dir")
        .arg(target_dir)
        .output()
        .expect("run cargo");
    assert!(
        out.status.success(),
        "cargo build of the cdylib failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lib = dir.join(format!(
        "{}nscc_capi{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    ));
    assert!(lib.exists(), "{} was not built", lib.display());
    dir
}

/// `examples/replay.c` compiled and linked against the cdylib (found at run time by rpath).
fn build_replay_c(test: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let target = env!("NSCC_CAPI_TARGET");
    let exe = tmp_dir(test).join("replay_c");
    let compiler = cc::Build::new()
        .target(target)
        .host(target)
        .opt_level(2)
        .cargo_metadata(false)
        .try_get_compiler()
        .expect("a C compiler for the target");
    let lib = library_dir();
    let out = compiler
        .to_command()
        .args(["-std=c99", "-Wall", "-Wextra", "-Werror"])
        .arg("-I")
        .arg(root.join("include"))
        .arg(root.join("examples/replay.c"))
        .arg("-o")
        .arg(&exe)
        .arg(format!("-L{}", lib.display()))
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .arg("-lnscc_capi")
        .output()
        .expect("run the C compiler");
    assert!(
        out.status.success(),
        "compiling examples/replay.c failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    exe
}

/// A trace as plain CSV (the C example reads no gzip).
fn plain_csv(test: &str, trace: &Path) -> PathBuf {
    let name = trace.file_name().unwrap().to_string_lossy().to_string();
    let plain = tmp_dir(test).join(name.trim_end_matches(".gz"));
    let bytes = std::fs::read(trace).unwrap_or_else(|e| panic!("{}: {e}", trace.display()));
    let text = if bytes.starts_with(&[0x1f, 0x8b]) {
        let mut s = Vec::new();
        std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&bytes[..]), &mut s)
            .unwrap_or_else(|e| panic!("{}: {e}", trace.display()));
        s
    } else {
        bytes
    };
    std::fs::write(&plain, text).expect("write the plain trace");
    plain
}

/// The golden state columns of every row, as the Rust replay writes them.
fn rust_rows(trace: &Path, core: CoreSel) -> Vec<String> {
    let out = tmp_dir("replay").join(format!(
        "{}.{}.csv",
        trace.file_name().unwrap().to_string_lossy(),
        core.name()
    ));
    let opts = ReplayOptions {
        model: ModelSel::Golden,
        core,
        out: Some(out.clone()),
        ..ReplayOptions::default()
    };
    replay(TraceReader::open(trace).expect("open the trace"), &opts).expect("replay");
    let r = TraceReader::open(&out).expect("open the replay's output");
    let extra = r.extra_columns().to_vec();
    let at: Vec<usize> = GOLDEN_COLUMNS
        .iter()
        .map(|c| {
            extra
                .iter()
                .position(|e| e == c)
                .unwrap_or_else(|| panic!("no column {c}"))
        })
        .collect();
    let mut rows = Vec::new();
    for row in r {
        let row = row.expect("a row of the replay's output");
        let v: Vec<&str> = at.iter().map(|&i| row.extra[i].as_str()).collect();
        rows.push(v.join(","));
    }
    rows
}

fn c_rows(exe: &Path, plain: &Path, mode: &str) -> Vec<String> {
    let out = Command::new(exe)
        .arg(plain)
        .arg(mode)
        .output()
        .expect("run the C example");
    assert!(
        out.status.success(),
        "replay.c {mode} on {}: {}",
        plain.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("UTF-8 output");
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some(GOLDEN_COLUMNS.join(",").as_str()));
    lines.map(str::to_string).collect()
}

fn assert_same_rows(what: &str, c: &[String], rust: &[String]) {
    if let Some(i) = (0..c.len().min(rust.len())).find(|&i| c[i] != rust[i]) {
        panic!(
            "{what}: row {i} differs\n  columns {}\n  C ABI   {}\n  replay  {}",
            GOLDEN_COLUMNS.join(","),
            c[i],
            rust[i]
        );
    }
    assert_eq!(c.len(), rust.len(), "{what}: row counts differ");
}

#[test]
fn the_c_example_reproduces_nscc_replay_on_every_shared_trace() {
    let exe = build_replay_c("replay");
    let traces = htsim_traces().expect("the shared traces");
    assert!(!traces.is_empty(), "no shared traces found");
    for trace in &traces {
        let plain = plain_csv("replay", trace);
        let name = trace.file_name().unwrap().to_string_lossy();
        let engine = rust_rows(trace, CoreSel::Engine);
        assert!(!engine.is_empty(), "{name}: no rows");
        // the engine handle, and one sequential CCC handle per flow: both are the engine's
        // semantics (every CCC sequential NSCC)
        for mode in ["engine", "ccc"] {
            let c = c_rows(&exe, &plain, mode);
            assert_same_rows(&format!("{name} ({mode})"), &c, &engine);
        }
        let pipelined = rust_rows(trace, CoreSel::Pipelined);
        let c = c_rows(&exe, &plain, "pipelined");
        assert_same_rows(&format!("{name} (pipelined)"), &c, &pipelined);
    }
}

/// The benchmark mode runs and reports a rate (the figure itself is measured by hand,
/// docs/simulator-integration.md).
#[test]
fn the_c_example_benchmarks_the_abi() {
    let exe = build_replay_c("bench");
    let trace = &htsim_traces().expect("the shared traces")[0];
    let plain = plain_csv("bench", trace);
    for mode in ["engine", "ccc"] {
        let out = Command::new(&exe)
            .arg(&plain)
            .args([mode, "--bench", "1"])
            .output()
            .expect("run the C example");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8_lossy(&out.stdout);
        let rate: f64 = text
            .split_whitespace()
            .skip_while(|w| *w != "events_per_sec")
            .nth(1)
            .and_then(|r| r.parse().ok())
            .unwrap_or_else(|| panic!("no events_per_sec in {text:?}"));
        assert!(rate > 0.0, "{text}");
    }
}
