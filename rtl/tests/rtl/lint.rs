//! Every top stays lint-clean as emitted (`nscc emit-verilog`): all the files in one
//! `verilator --lint-only -Wall` run with only the documented waivers of
//! `nscc_rtl::lint_waivers()` (and MULTITOP: each file is a top of its own), which also
//! shows that they load together; their module names are unique and carry their top's name.

use std::collections::HashMap;
use std::path::PathBuf;

/// `module NAME(` lines of `verilog`.
fn modules(verilog: &str) -> Vec<&str> {
    verilog
        .lines()
        .filter_map(|l| l.strip_prefix("module "))
        .map(|l| l.split(['(', ' ', ';']).next().unwrap_or_default())
        .collect()
}

#[test]
fn every_emitted_top_is_lint_clean_together_with_only_the_documented_waivers() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lint");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let tops = nscc_rtl::emitted_tops();
    assert!(tops.len() > 10);
    let mut files = Vec::new();
    for (prefix, verilog) in &tops {
        let file = dir.join(format!("{prefix}.v"));
        std::fs::write(&file, verilog).unwrap();
        files.push(file);
    }
    let verilator = nscc_tools::resolve("verilator").unwrap_or_else(|e| panic!("{e}"));
    let out = verilator
        .command()
        .args(["--lint-only", "-Wall", "-Wno-MULTITOP"])
        .args(nscc_rtl::lint_waivers())
        .args(&files)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {} ({e})", verilator.path.display()));
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "verilator lint of {} files in {}: {}\n{}",
        files.len(),
        dir.display(),
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn emitted_module_names_are_unique_and_carry_their_top() {
    let mut owner: HashMap<String, &str> = HashMap::new();
    for (prefix, verilog) in nscc_rtl::emitted_tops() {
        let names = modules(&verilog);
        assert!(!names.is_empty(), "{prefix}: no module");
        for name in names {
            if prefix == nscc_rtl::SIM_MODELS {
                assert!(["DP16KD", "MULT18X18D"].contains(&name), "{name}");
            } else {
                assert!(
                    name == prefix || name.starts_with(&format!("{prefix}$")),
                    "{prefix}: module {name}"
                );
            }
            if let Some(other) = owner.insert(name.to_string(), prefix) {
                panic!("module {name} in both {other} and {prefix}");
            }
        }
        // rust-hdl's `top` is nowhere left, and a define is undone in its own file
        assert!(
            nscc_rtl::prefix_modules("X", &verilog) == verilog,
            "{prefix}: a `top` left"
        );
        let defines = verilog.matches("`define ").count();
        assert_eq!(defines, verilog.matches("`undef ").count(), "{prefix}");
    }
}

/// The renaming touches identifiers only: `top` inside another name stays.
#[test]
fn prefix_modules_renames_whole_identifiers() {
    let v = "module top(a);\n  top$x x(.top_y(topo));\nendmodule // top\nmodule top$x(top_y);";
    assert_eq!(
        nscc_rtl::prefix_modules("eng", v),
        "module eng(a);\n  eng$x x(.top_y(topo));\nendmodule // eng\nmodule eng$x(top_y);"
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

/// The IP's Verilog as committed (`ip/rtl/nscc_cc_ip.v`, what integrators take) is what the
/// RTL emits. `NSCC_BLESS=1` writes it.
#[test]
fn the_committed_ip_verilog_is_what_the_rtl_emits() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../ip/rtl/nscc_cc_ip.v");
    let emitted = nscc_rtl::emitted_tops()
        .into_iter()
        .find(|(p, _)| *p == "nscc_cc_ip")
        .expect("the IP is an emitted top")
        .1;
    assert_committed(&path, &emitted, "what the RTL emits");
}

/// `path` holds `want` (`source` says where it comes from); `NSCC_BLESS=1` writes it first.
fn assert_committed(path: &std::path::Path, want: &str, source: &str) {
    if std::env::var_os("NSCC_BLESS").is_some() {
        std::fs::write(path, want).unwrap();
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == want,
        "{} differs from {source}: run NSCC_BLESS=1 cargo test --release -p nscc-rtl --test rtl lint::",
        path.display()
    );
}

/// The IP's Verilator configuration file (`ip/rtl/nscc_cc_ip.vlt`): the waivers of
/// `nscc_rtl::lint_waivers()` as `lint_off` rules for the IP's file only, so that an
/// integrator's own files keep every warning. (No comment line may start with the word
/// "verilator": Verilator reads `// verilator ...` as a directive.)
fn ip_waivers_vlt() -> String {
    let mut s = String::from(
        "// The lint waivers of the IP's generated Verilog, for that file only: give this file\n\
         // to Verilator with nscc_cc_ip.v (`verilator --lint-only -Wall nscc_cc_ip.vlt\n\
         // nscc_cc_ip.v ...`). The reasons: docs/integration.md, nscc_rtl::lint_waivers.\n\
         // Generated from nscc_rtl::lint_waivers() by rtl/tests/rtl/lint.rs: do not edit.\n\
         `verilator_config\n",
    );
    for w in nscc_rtl::lint_waivers() {
        let rule = w.strip_prefix("-Wno-").expect("a waiver is -Wno-RULE");
        s += &format!("lint_off -rule {rule} -file \"*nscc_cc_ip.v\"\n");
    }
    s
}

/// The IP's Verilator configuration as committed (`ip/rtl/nscc_cc_ip.vlt`) holds the
/// documented waivers, and with it alone the committed IP is `verilator --lint-only -Wall`
/// clean. `NSCC_BLESS=1` writes it.
#[test]
fn the_ips_verilator_configuration_holds_the_documented_waivers() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../ip/rtl");
    let path = dir.join("nscc_cc_ip.vlt");
    assert_committed(&path, &ip_waivers_vlt(), "nscc_rtl::lint_waivers()");
    let verilator = nscc_tools::resolve("verilator").unwrap_or_else(|e| panic!("{e}"));
    let out = verilator
        .command()
        .args(["--lint-only", "-Wall", "--top-module", "nscc_cc_ip"])
        .arg(&path)
        .arg(dir.join("nscc_cc_ip.v"))
        .output()
        .unwrap_or_else(|e| panic!("cannot run {} ({e})", verilator.path.display()));
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "verilator lint of the IP with {}: {}\n{}",
        path.display(),
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
}
