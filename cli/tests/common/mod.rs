//! Helpers shared by the CLI tests.

use std::process::Command;

/// Runs the `nscc` binary: (success, stdout, stderr).
pub fn nscc(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_nscc"))
        .args(args)
        .output()
        .expect("run nscc");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}
