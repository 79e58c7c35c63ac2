//! Helpers of the tests: the C examples built against the library, an error's message.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

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
    build_program(
        test,
        source.trim_end_matches(".c"),
        false,
        &[root.join("examples").join(source)],
        &[],
    )
}

/// C (`cxx` false: C99) or C++17 `sources` compiled with `include/` and `includes` on the
/// include path, warnings as errors, linked against the cdylib (found at run time by rpath)
/// into `<tmp>/<test>/<name>`.
pub fn build_program(
    test: &str,
    name: &str,
    cxx: bool,
    sources: &[PathBuf],
    includes: &[PathBuf],
) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let target = env!("NSCC_CAPI_TARGET");
    let exe = tmp_dir(test).join(name);
    let compiler = cc::Build::new()
        .cpp(cxx)
        .target(target)
        .host(target)
        .opt_level(2)
        .cargo_metadata(false)
        .try_get_compiler()
        .expect("a C/C++ compiler for the target");
    let lib = library_dir();
    let mut cmd = compiler.to_command();
    cmd.arg(if cxx { "-std=c++17" } else { "-std=c99" })
        .args(["-Wall", "-Wextra", "-Werror"])
        .arg("-I")
        .arg(root.join("include"));
    for i in includes {
        cmd.arg("-I").arg(i);
    }
    let out = cmd
        .args(sources)
        .arg("-o")
        .arg(&exe)
        .arg(format!("-L{}", lib.display()))
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .arg("-lnscc_capi")
        .output()
        .expect("run the compiler");
    assert!(
        out.status.success(),
        "compiling {sources:?} failed:\n{}",
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

/// The `columns` of every row of a replay's output CSV, joined by commas.
#[allow(dead_code)]
pub fn output_rows(out: &Path, columns: &[&str]) -> Vec<String> {
    let r = nscc_trace::TraceReader::open(out).expect("open the replay's output");
    let extra = r.extra_columns().to_vec();
    let at: Vec<usize> = columns
        .iter()
        .map(|c| {
            extra
                .iter()
                .position(|e| e == c)
                .unwrap_or_else(|| panic!("no column {c}"))
        })
        .collect();
    // the output's rows (the reader's timeout cuts before a row are not lines of it)
    r.map(|row| row.expect("a row of the replay's output"))
        .filter(|row| !row.rto_cut)
        .map(|row| {
            let v: Vec<&str> = at.iter().map(|&i| row.extra[i].as_str()).collect();
            v.join(",")
        })
        .collect()
}

/// What the C example `exe` prints on `plain` with `args`: its header must be `columns`;
/// the rows after it.
#[allow(dead_code)]
pub fn c_rows(exe: &Path, plain: &Path, args: &[&str], columns: &[&str]) -> Vec<String> {
    let out = std::process::Command::new(exe)
        .arg(plain)
        .args(args)
        .output()
        .expect("run the C example");
    assert!(
        out.status.success(),
        "{} {args:?} on {}: {}",
        exe.display(),
        plain.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("UTF-8 output");
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some(columns.join(",").as_str()));
    lines.map(str::to_string).collect()
}

/// The C example's rows equal the Rust replay's, row for row; the first difference named.
#[allow(dead_code)]
pub fn assert_same_rows(what: &str, columns: &[&str], c: &[String], rust: &[String]) {
    if let Some(i) = (0..c.len().min(rust.len())).find(|&i| c[i] != rust[i]) {
        panic!(
            "{what}: row {i} differs\n  columns {}\n  C ABI   {}\n  replay  {}",
            columns.join(","),
            c[i],
            rust[i]
        );
    }
    assert_eq!(c.len(), rust.len(), "{what}: row counts differ");
}

/// `cmd`'s output; it must succeed (its standard error shown if not).
pub fn run_ok(cmd: &mut Command) -> Output {
    let out = cmd.output().expect("run the C program");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// The rate the C example `exe` reports in its benchmark mode (`exe plain args --bench 1`):
/// the number after the word `key`, which must be there and positive.
pub fn bench_rate(exe: &Path, plain: &Path, args: &[&str], key: &str) -> f64 {
    let out = run_ok(
        Command::new(exe)
            .arg(plain)
            .args(args)
            .args(["--bench", "1"]),
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let rate: f64 = text
        .split_whitespace()
        .skip_while(|w| *w != key)
        .nth(1)
        .and_then(|r| r.parse().ok())
        .unwrap_or_else(|| panic!("no {key} in {text:?}"));
    assert!(rate > 0.0, "{text}");
    rate
}

/// The message of an `nscc_error` (NUL-terminated in its buffer).
pub fn message(e: &nscc_capi::NsccError) -> String {
    std::ffi::CStr::from_bytes_until_nul(&e.message)
        .expect("NUL-terminated")
        .to_string_lossy()
        .into_owned()
}
