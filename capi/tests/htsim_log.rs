//! The htsim integration (`integrations/htsim/`) without htsim: `replay_log.cpp` and the
//! adapter `nscc_htsim.cpp`, built here with the `cc` crate against the library's cdylib,
//! replay the call logs recorded from real uet-htsim runs (`integrations/htsim/logs/`) and
//! must return, call for call, the window htsim obeyed; a tampered log must be refused.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

mod common;
use common::{build_program, tmp_dir};

/// The integration's folder.
fn integration() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("integrations")
        .join("htsim")
}

/// `replay_log.cpp` + `nscc_htsim.cpp` compiled and linked against the cdylib.
fn build_replay_log(test: &str) -> PathBuf {
    let dir = integration();
    build_program(
        test,
        "replay_log",
        true,
        &[dir.join("replay_log.cpp"), dir.join("nscc_htsim.cpp")],
        std::slice::from_ref(&dir),
    )
}

/// The committed call logs.
fn logs() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(integration().join("logs"))
        .expect("integrations/htsim/logs")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "log"))
        .collect();
    v.sort();
    assert!(!v.is_empty(), "no call log in integrations/htsim/logs");
    v
}

fn replay(exe: &Path, log: &Path, mode: Option<&str>) -> Output {
    let mut c = Command::new(exe);
    c.arg(log).env_remove("NSCC_HTSIM_LOG");
    if let Some(m) = mode {
        c.arg(m);
    }
    c.output().expect("run replay_log")
}

/// The mode a log was recorded in (its `# mode` line).
fn recorded_mode(text: &str) -> &str {
    text.lines()
        .find_map(|l| l.strip_prefix("# mode "))
        .expect("a '# mode' line")
}

#[test]
fn the_adapter_returns_every_recorded_window() {
    let exe = build_replay_log("htsim-log");
    for log in logs() {
        let text = std::fs::read_to_string(&log).unwrap();
        assert!(
            text.contains("# source uet-htsim 40ccb05"),
            "{}: the header names the htsim commit",
            log.display()
        );
        let calls = text
            .lines()
            .filter(|l| l.starts_with("ack,") || l.starts_with("nack,") || l.starts_with("rto,"))
            .count();
        assert!(calls > 1000, "{}: only {calls} calls", log.display());
        let mode = recorded_mode(&text);
        // the recorded mode; a golden log also through the engine (the same sequential NSCC)
        let mut modes = vec![mode];
        if mode == "golden" {
            modes.push("engine");
        }
        for m in modes {
            let out = replay(&exe, &log, Some(m));
            assert!(
                out.status.success(),
                "{} ({m}): {}{}",
                log.display(),
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            let said = String::from_utf8_lossy(&out.stdout);
            assert!(
                said.contains(&format!("{calls} events, every window equal")),
                "{}: {said}",
                log.display()
            );
        }
    }
}

/// A log whose recorded window was changed on one call (or whose model is not the one that
/// recorded it) is reported at that call's line, with exit code 1.
#[test]
fn a_tampered_log_is_reported_at_its_line() {
    let exe = build_replay_log("htsim-log-tampered");
    for log in logs() {
        let text = std::fs::read_to_string(&log).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        // the middle call: its recorded cwnd (the second-to-last field) plus one byte
        let calls: Vec<usize> = (0..lines.len())
            .filter(|&i| !lines[i].starts_with('#') && !lines[i].starts_with("flow,"))
            .collect();
        let at = calls[calls.len() / 2];
        let mut fields: Vec<String> = lines[at].split(',').map(str::to_string).collect();
        let n = fields.len();
        let cwnd: u64 = fields[n - 2].parse().unwrap();
        fields[n - 2] = (cwnd + 1).to_string();
        let mut tampered: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        tampered[at] = fields.join(",");
        let name = log.file_name().unwrap().to_string_lossy().to_string();
        let copy = tmp_dir("htsim-log-tampered").join(&name);
        std::fs::write(&copy, tampered.join("\n") + "\n").unwrap();
        let out = replay(&exe, &copy, None);
        assert_eq!(
            out.status.code(),
            Some(1),
            "{name}: the tampered call was not reported: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(&format!("{name}:{}:", at + 1)),
            "{name}: the report names another line than {}: {err}",
            at + 1
        );
    }
    // the float model's windows are not the integer model's: a float log replayed on the
    // golden model differs somewhere
    let float_log = logs()
        .into_iter()
        .find(|l| recorded_mode(&std::fs::read_to_string(l).unwrap()) == "float")
        .expect("a float call log");
    let out = replay(&exe, &float_log, Some("golden"));
    assert_eq!(
        out.status.code(),
        Some(1),
        "a float log passed on the golden model"
    );
}
