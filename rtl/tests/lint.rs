//! Every Verilated top stays lint-clean: `verilator --lint-only -Wall` with only the
//! documented waivers of `nscc_rtl::lint_waivers()`.

use std::path::PathBuf;

#[test]
fn every_top_is_lint_clean_with_only_the_documented_waivers() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lint");
    std::fs::create_dir_all(&dir).unwrap();
    let tops = nscc_rtl::verilated_tops();
    assert!(!tops.is_empty());
    let verilator = nscc_tools::resolve("verilator").unwrap_or_else(|e| panic!("{e}"));
    // the tops linted by as many processes at once as there are cores
    let jobs = std::thread::available_parallelism().map_or(2, |n| n.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((prefix, verilog)) = tops.get(i) else {
                    return;
                };
                let file = dir.join(format!("{prefix}.v"));
                std::fs::write(&file, verilog).unwrap();
                let out = verilator
                    .command()
                    .args(["--lint-only", "-Wall", "--top-module", "top"])
                    .args(nscc_rtl::lint_waivers())
                    .arg(&file)
                    .output()
                    .unwrap_or_else(|e| panic!("cannot run {} ({e})", verilator.path.display()));
                if !out.status.success() || !out.stderr.is_empty() {
                    failures.lock().unwrap().push(format!(
                        "{prefix} ({}): {}\n{}",
                        file.display(),
                        out.status,
                        String::from_utf8_lossy(&out.stderr)
                    ));
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(
        failures.is_empty(),
        "verilator lint:\n{}",
        failures.join("\n")
    );
}

#[test]
fn top_prefixes_are_unique_c_identifiers() {
    let tops = nscc_rtl::verilated_tops();
    let mut seen = std::collections::HashSet::new();
    for (prefix, _) in &tops {
        assert!(
            prefix.starts_with(|c: char| c.is_ascii_lowercase())
                && prefix
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_'),
            "prefix {prefix:?} must be a C identifier"
        );
        assert!(seen.insert(*prefix), "prefix {prefix:?} twice");
    }
}
