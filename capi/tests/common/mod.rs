//! Helpers of the tests that build the C examples against the library.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// A temporary folder of one test (tests run in parallel).
pub fn tmp_dir(test: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("nscc-capi-{test}"));
    std::fs::create_dir_all(&d).expect("create the test's temporary folder");
    d
}

/// The library's cdylib, built for this test's profile: `cargo test` builds only the rlib
/// the tests link, so the cdylib comes from a nested `cargo build` (the same target folder
/// and profile: only this crate is compiled again). Returns the folder holding it.
pub fn library_dir() -> PathBuf {
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

/// `examples/<source>` compiled and linked against the cdylib (found at run time by rpath).
pub fn build_c(test: &str, source: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let target = env!("NSCC_CAPI_TARGET");
    let exe = tmp_dir(test).join(source.trim_end_matches(".c"));
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
        .arg(root.join("examples").join(source))
        .arg("-o")
        .arg(&exe)
        .arg(format!("-L{}", lib.display()))
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .arg("-lnscc_capi")
        .output()
        .expect("run the C compiler");
    assert!(
        out.status.success(),
        "compiling examples/{source} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    exe
}

/// A trace as plain CSV (the C example reads no gzip).
pub fn plain_csv(test: &str, trace: &Path) -> PathBuf {
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
