//! Verilates every top of `nscc_rtl::verilated_tops()` and builds its C interface, for the
//! safe wrapper `nscc_sim::verilated::Verilated`.
//!
//! For each top `(prefix, Verilog)`:
//! 1. the Verilog goes to `$OUT_DIR/<prefix>/<prefix>.v` (rewritten only when it changed:
//!    Verilator skips the translation of identical inputs);
//! 2. `verilator --cc --build --prefix V<prefix> --top-module top --trace` builds the model
//!    archive `V<prefix>__ALL.a`, copied to `libV<prefix>.a` for rustc;
//! 3. the ports of module `top` are parsed from the Verilog, and a C++ shim is generated
//!    (`$OUT_DIR/<prefix>_shim.cpp`: `<prefix>_new`, `_free`, `_set`, `_get`, `_tick`,
//!    `_eval`, `_trace_open`, `_trace_close`, on top of `csrc/vsim.h`), with the port table
//!    for Rust (`$OUT_DIR/verilated_tops.rs`, included by `src/verilated.rs`).
//!
//! The Verilator runtime (`verilated.cpp`, `verilated_vcd_c.cpp`, ... : `--build` without
//! `--exe` does not build it) is compiled once for all tops and cached in `$OUT_DIR`.
//! Link order: shims, models, runtime, libstdc++.
//!
//! `nscc-rtl` is a build-dependency, so cargo reruns this script whenever the RTL (or the
//! golden model, whose ROM it embeds) changes.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Options of the Verilated models; the runtime is compiled with the matching `VM_*` defines.
const VERILATOR_MODEL_ARGS: &[&str] = &[
    "--trace", // VCD support; costs nothing until a trace is opened
    "-O3",
    "--x-assign",
    "fast",
    "--x-initial",
    "fast",
    "--noassert",
];
const CXX_DEFINES: &[(&str, &str)] = &[
    ("VM_COVERAGE", "0"),
    ("VM_SC", "0"),
    ("VM_TRACE", "1"),
    ("VM_TRACE_VCD", "1"),
    ("VM_TRACE_FST", "0"),
];
const RUNTIME_LIB: &str = "nscc_verilated";

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Dir {
    In,
    Out,
}

#[derive(Clone, Debug)]
struct Port {
    name: String,
    width: u32,
    dir: Dir,
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=csrc");
    println!("cargo:rerun-if-env-changed=VERILATOR_ROOT");

    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let jobs = std::env::var("NUM_JOBS").unwrap_or_else(|_| "2".into());

    let version = verilator_version();
    let vroot = run_ok(Command::new("verilator").args(["--getenv", "VERILATOR_ROOT"]))
        .trim()
        .to_string();
    let vinclude = PathBuf::from(&vroot).join("include");
    assert!(
        vinclude.join("verilated.h").exists(),
        "VERILATOR_ROOT={vroot} (from `verilator --getenv VERILATOR_ROOT`) has no include/verilated.h"
    );

    let tops = nscc_rtl::verilated_tops();
    let mut shims = Vec::new();
    let mut mdirs = Vec::new();
    let mut table = Vec::new();
    let mut runtime_sources: Option<Vec<String>> = None;
    for (prefix, verilog) in &tops {
        check_identifier(prefix, "top prefix");
        let mdir = out.join(prefix);
        std::fs::create_dir_all(&mdir).unwrap();
        let vfile = mdir.join(format!("{prefix}.v"));
        if std::fs::read_to_string(&vfile).ok().as_deref() != Some(verilog.as_str()) {
            std::fs::write(&vfile, verilog).unwrap();
        }
        let ports = parse_top_ports(verilog).unwrap_or_else(|e| panic!("top {prefix}: {e}"));

        let class = format!("V{prefix}");
        let mut cmd = Command::new("verilator");
        cmd.args([
            "--cc",
            "--build",
            "-j",
            &jobs,
            "--top-module",
            "top",
            "--prefix",
            &class,
        ])
        .args(VERILATOR_MODEL_ARGS)
        .args(nscc_rtl::lint_waivers())
        .args(["-CFLAGS", "-fPIC -O2", "-MAKEFLAGS", "OPT_FAST=-O2"])
        .arg("--Mdir")
        .arg(&mdir)
        .arg(&vfile);
        run_ok(&mut cmd);
        std::fs::copy(
            mdir.join(format!("{class}__ALL.a")),
            mdir.join(format!("lib{class}.a")),
        )
        .unwrap();

        let globals = runtime_globals(&mdir.join(format!("{class}_classes.mk")));
        match &runtime_sources {
            None => runtime_sources = Some(globals),
            Some(g) => assert_eq!(g, &globals, "tops need different Verilator runtimes"),
        }

        let shim = out.join(format!("{prefix}_shim.cpp"));
        write_if_changed(&shim, &cpp_shim(prefix, &ports));
        shims.push(shim);
        mdirs.push(mdir);
        table.push((prefix.to_string(), ports));
    }
    write_if_changed(&out.join("verilated_tops.rs"), &rust_table(&table));

    // 1. the shims (they reference the models and the runtime)
    let mut b = cxx_build(&vinclude);
    b.include(manifest.join("csrc"));
    for m in &mdirs {
        b.include(m);
    }
    for s in &shims {
        b.file(s);
    }
    if !shims.is_empty() {
        b.compile("nscc_vshims");
    }
    // 2. the models
    for (m, (prefix, _)) in mdirs.iter().zip(&tops) {
        println!("cargo:rustc-link-search=native={}", m.display());
        println!("cargo:rustc-link-lib=static=V{prefix}");
    }
    // 3. the runtime, compiled once and cached
    let sources = runtime_sources.unwrap_or_else(|| vec!["verilated".into()]);
    build_runtime(&out, &vinclude, &sources, &version);
    println!("cargo:rustc-link-lib=dylib=stdc++");
    println!("cargo:rustc-link-lib=dylib=pthread");
}

/// `verilator --version`, or a build failure saying how to install it.
fn verilator_version() -> String {
    match Command::new("verilator").arg("--version").output() {
        Ok(o) if o.status.success() => String::from_utf8_lossy(&o.stdout).trim().to_string(),
        Ok(o) => panic!(
            "`verilator --version` failed ({}): {}",
            o.status,
            String::from_utf8_lossy(&o.stderr)
        ),
        Err(e) => panic!(
            "\n\nnscc-sim co-simulates the RTL with Verilator, which is not installed ({e}).\n\
             Install it: `apt-get install verilator` (5.006 or newer; `.ci/run` installs the \
             whole FPGA toolchain).\n\n"
        ),
    }
}

/// Runs `cmd`, returns its stdout; panics with its output when it fails.
fn run_ok(cmd: &mut Command) -> String {
    let o = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    if !o.status.success() {
        panic!(
            "{cmd:?} failed ({}):\n{}\n{}",
            o.status,
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        );
    }
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn write_if_changed(path: &Path, text: &str) {
    if std::fs::read_to_string(path).ok().as_deref() != Some(text) {
        std::fs::write(path, text).unwrap();
    }
}

fn check_identifier(name: &str, what: &str) {
    const CXX_KEYWORDS: &[&str] = &[
        "auto",
        "bool",
        "break",
        "case",
        "char",
        "class",
        "const",
        "continue",
        "default",
        "delete",
        "do",
        "double",
        "else",
        "enum",
        "extern",
        "float",
        "for",
        "goto",
        "if",
        "int",
        "long",
        "namespace",
        "new",
        "operator",
        "private",
        "protected",
        "public",
        "register",
        "return",
        "short",
        "signed",
        "sizeof",
        "static",
        "struct",
        "switch",
        "template",
        "this",
        "throw",
        "try",
        "typedef",
        "union",
        "unsigned",
        "virtual",
        "void",
        "volatile",
        "while",
    ];
    let ok = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !name.contains("__")
        && !CXX_KEYWORDS.contains(&name);
    assert!(ok, "{what} `{name}` is not usable as a C++ identifier");
}

/// The ports of module `top` of rust-hdl's (non-ANSI) Verilog, in header order:
/// `module top(a,b,q); input wire [23:0] a; ... output reg [47:0] q; ...`.
fn parse_top_ports(verilog: &str) -> Result<Vec<Port>, String> {
    let start = verilog
        .find("module top(")
        .ok_or("no `module top(` in the Verilog")?;
    let body = &verilog[start..];
    let end = body
        .find("endmodule")
        .ok_or("module top has no endmodule")?;
    let body = &body[..end];
    let header_end = body.find(");").ok_or("unterminated module top header")?;
    let header: Vec<&str> = body["module top(".len()..header_end]
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    let mut decls: Vec<Port> = Vec::new();
    for line in body[header_end + 2..].lines() {
        let line = line.trim();
        let (dir, rest) = if let Some(r) = line.strip_prefix("input ") {
            (Dir::In, r)
        } else if let Some(r) = line.strip_prefix("output ") {
            (Dir::Out, r)
        } else if line.starts_with("inout ") {
            return Err(format!(
                "`{line}`: inout ports are not supported by the co-simulation shim"
            ));
        } else {
            continue;
        };
        let rest = rest.trim_end_matches(';');
        let mut width = 1;
        let mut names = rest;
        if let Some(open) = rest.find('[') {
            let close = rest
                .find(']')
                .ok_or_else(|| format!("bad range in `{line}`"))?;
            let range = &rest[open + 1..close];
            let (hi, lo) = range
                .split_once(':')
                .ok_or_else(|| format!("bad range in `{line}`"))?;
            let hi: u32 = hi
                .trim()
                .parse()
                .map_err(|_| format!("bad range in `{line}`"))?;
            let lo: u32 = lo
                .trim()
                .parse()
                .map_err(|_| format!("bad range in `{line}`"))?;
            if lo > hi {
                return Err(format!("ascending range in `{line}`"));
            }
            width = hi - lo + 1;
            names = &rest[close + 1..];
        } else {
            // `wire a`, `reg a`, `wire signed a`: the name is the last word
            names = names.rsplit(' ').next().unwrap_or("");
        }
        for name in names.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            decls.push(Port {
                name: name.to_string(),
                width,
                dir,
            });
        }
    }
    let mut ports = Vec::new();
    for name in &header {
        let p = decls.iter().find(|p| p.name == *name).ok_or_else(|| {
            format!("port `{name}` of module top has no input/output declaration")
        })?;
        check_identifier(name, "port name");
        ports.push(p.clone());
    }
    if decls.len() != ports.len() {
        return Err(format!(
            "module top declares {} ports but its header lists {}",
            decls.len(),
            ports.len()
        ));
    }
    if ports.is_empty() {
        return Err("module top has no ports".into());
    }
    Ok(ports)
}

/// The `verilated*` runtime files a model needs (`VM_GLOBAL_FAST/SLOW` of its classes.mk).
fn runtime_globals(classes_mk: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(classes_mk)
        .unwrap_or_else(|e| panic!("{}: {e}", classes_mk.display()));
    let mut globals = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        if line.starts_with("VM_GLOBAL_FAST +=") || line.starts_with("VM_GLOBAL_SLOW +=") {
            inside = true;
        } else if inside && line.trim().is_empty() {
            inside = false;
        } else if inside {
            globals.push(line.trim().trim_end_matches('\\').trim().to_string());
        }
    }
    globals.sort();
    globals
}

fn cxx_build(vinclude: &Path) -> cc::Build {
    let mut b = cc::Build::new();
    b.cpp(true)
        .include(vinclude)
        .include(vinclude.join("vltstd"))
        .flag("-std=c++17")
        .flag("-faligned-new")
        .warnings(false)
        .opt_level(2)
        .cpp_link_stdlib(None); // libstdc++ comes last, after the Verilator archives
    for (k, v) in CXX_DEFINES {
        b.define(k, *v);
    }
    b
}

/// Compiles the Verilator runtime into `lib<RUNTIME_LIB>.a`, unless an archive built from the
/// same Verilator, sources and defines is already in `out`.
fn build_runtime(out: &Path, vinclude: &Path, sources: &[String], version: &str) {
    let stamp_file = out.join(format!("{RUNTIME_LIB}.stamp"));
    let lib = out.join(format!("lib{RUNTIME_LIB}.a"));
    let stamp = format!(
        "{version}\n{}\n{sources:?}\n{CXX_DEFINES:?}\n",
        vinclude.display()
    );
    if lib.exists() && std::fs::read_to_string(&stamp_file).ok().as_deref() == Some(&stamp) {
        println!("cargo:rustc-link-search=native={}", out.display());
        println!("cargo:rustc-link-lib=static={RUNTIME_LIB}");
        return;
    }
    let mut b = cxx_build(vinclude);
    for s in sources {
        b.file(vinclude.join(format!("{s}.cpp")));
    }
    b.compile(RUNTIME_LIB);
    std::fs::write(&stamp_file, stamp).unwrap();
}

/// Verilator's C type of a port: CData (<= 8 bits), SData, IData, QData (<= 64), VlWide.
fn words(width: u32) -> u32 {
    width.div_ceil(32)
}

fn mask(bits: u32) -> String {
    if bits == 32 {
        "0xFFFFFFFFu".into()
    } else {
        format!("0x{:X}u", (1u32 << bits) - 1)
    }
}

fn cpp_shim(prefix: &str, ports: &[Port]) -> String {
    let class = format!("V{prefix}");
    let mut s = String::new();
    let has_clock = ports
        .iter()
        .any(|p| p.name == "clock" && p.dir == Dir::In && p.width == 1);
    writeln!(
        s,
        "// Generated by sim/build.rs from the ports of top `{prefix}`. Do not edit."
    )
    .unwrap();
    writeln!(s, "#include \"{class}.h\"\n#include \"vsim.h\"\n").unwrap();
    writeln!(s, "namespace {{\nusing Model = {class};\nstruct Clock {{").unwrap();
    if has_clock {
        writeln!(
            s,
            "    static void set(Model* m, uint8_t v) {{ m->clock = v; }}"
        )
        .unwrap();
    } else {
        writeln!(
            s,
            "    static void set(Model*, uint8_t) {{}}  // no `clock` port"
        )
        .unwrap();
    }
    writeln!(
        s,
        "}};\nusing Sim = VSim<Model>;\n}}  // namespace\n\nextern \"C\" {{"
    )
    .unwrap();
    writeln!(
        s,
        "void* {prefix}_new(void) {{ return vsim_new<Model, Clock>(); }}"
    )
    .unwrap();
    writeln!(
        s,
        "void {prefix}_free(void* s) {{ vsim_free(static_cast<Sim*>(s)); }}"
    )
    .unwrap();
    writeln!(
        s,
        "void {prefix}_tick(void* s) {{ vsim_tick<Model, Clock>(static_cast<Sim*>(s)); }}"
    )
    .unwrap();
    writeln!(
        s,
        "void {prefix}_eval(void* s) {{ vsim_eval(static_cast<Sim*>(s)); }}"
    )
    .unwrap();
    writeln!(
        s,
        "int {prefix}_trace_open(void* s, const char* path) {{ return vsim_trace_open(static_cast<Sim*>(s), path); }}"
    )
    .unwrap();
    writeln!(
        s,
        "void {prefix}_trace_close(void* s) {{ vsim_trace_close(static_cast<Sim*>(s)); }}"
    )
    .unwrap();

    // _set: inputs only; words[] holds ceil(width / 32) little-endian 32-bit words
    writeln!(
        s,
        "\nint {prefix}_set(void* s, uint32_t port, const uint32_t* w) {{"
    )
    .unwrap();
    writeln!(
        s,
        "    Model* m = static_cast<Sim*>(s)->model;\n    switch (port) {{"
    )
    .unwrap();
    for (i, p) in ports.iter().enumerate() {
        if p.dir != Dir::In {
            continue;
        }
        let n = &p.name;
        let top_bits = p.width - 32 * (words(p.width) - 1);
        let top_mask = mask(top_bits);
        let body = match p.width {
            1..=8 => format!("m->{n} = (CData)(w[0] & {top_mask});"),
            9..=16 => format!("m->{n} = (SData)(w[0] & {top_mask});"),
            17..=32 => format!("m->{n} = (IData)(w[0] & {top_mask});"),
            33..=64 => format!("m->{n} = ((QData)(w[1] & {top_mask}) << 32) | (QData)w[0];"),
            _ => {
                let last = words(p.width) - 1;
                format!(
                    "for (int i = 0; i < {last}; i++) m->{n}[i] = w[i]; m->{n}[{last}] = w[{last}] & {top_mask};"
                )
            }
        };
        writeln!(s, "    case {i}: {body} return 0;  // {n} [{}]", p.width).unwrap();
    }
    writeln!(s, "    default: return -1;\n    }}\n}}").unwrap();

    writeln!(
        s,
        "\nint {prefix}_get(void* s, uint32_t port, uint32_t* w) {{"
    )
    .unwrap();
    writeln!(
        s,
        "    const Model* m = static_cast<Sim*>(s)->model;\n    switch (port) {{"
    )
    .unwrap();
    for (i, p) in ports.iter().enumerate() {
        let n = &p.name;
        let body = match p.width {
            1..=32 => format!("w[0] = m->{n};"),
            33..=64 => format!("w[0] = (uint32_t)m->{n}; w[1] = (uint32_t)(m->{n} >> 32);"),
            _ => format!(
                "for (int i = 0; i < {}; i++) w[i] = m->{n}[i];",
                words(p.width)
            ),
        };
        writeln!(s, "    case {i}: {body} return 0;  // {n} [{}]", p.width).unwrap();
    }
    writeln!(
        s,
        "    default: return -1;\n    }}\n}}\n\n}}  // extern \"C\""
    )
    .unwrap();
    s
}

fn rust_table(tops: &[(String, Vec<Port>)]) -> String {
    let mut s = String::new();
    writeln!(
        s,
        "// Generated by sim/build.rs from nscc_rtl::verilated_tops(). Do not edit."
    )
    .unwrap();
    writeln!(
        s,
        "mod ffi {{\n    #[allow(unused_imports)] // when there is no top\n    use std::ffi::{{c_char, c_int, c_void}};\n    extern \"C\" {{"
    )
    .unwrap();
    for (prefix, _) in tops {
        writeln!(
            s,
            "        pub fn {prefix}_new() -> *mut c_void;\n        \
             pub fn {prefix}_free(s: *mut c_void);\n        \
             pub fn {prefix}_tick(s: *mut c_void);\n        \
             pub fn {prefix}_eval(s: *mut c_void);\n        \
             pub fn {prefix}_trace_open(s: *mut c_void, path: *const c_char) -> c_int;\n        \
             pub fn {prefix}_trace_close(s: *mut c_void);\n        \
             pub fn {prefix}_set(s: *mut c_void, port: u32, words: *const u32) -> c_int;\n        \
             pub fn {prefix}_get(s: *mut c_void, port: u32, words: *mut u32) -> c_int;"
        )
        .unwrap();
    }
    writeln!(s, "    }}\n}}\n\nstatic TOPS: &[TopDesc] = &[").unwrap();
    for (prefix, ports) in tops {
        writeln!(
            s,
            "    TopDesc {{\n        name: \"{prefix}\",\n        ports: &["
        )
        .unwrap();
        for (i, p) in ports.iter().enumerate() {
            let dir = match p.dir {
                Dir::In => "PortDir::In",
                Dir::Out => "PortDir::Out",
            };
            writeln!(
                s,
                "            PortInfo {{ name: \"{}\", width: {}, dir: {dir}, index: {i} }},",
                p.name, p.width
            )
            .unwrap();
        }
        writeln!(
            s,
            "        ],\n        vt: VTable {{\n            \
             new: ffi::{prefix}_new,\n            \
             free: ffi::{prefix}_free,\n            \
             tick: ffi::{prefix}_tick,\n            \
             eval: ffi::{prefix}_eval,\n            \
             trace_open: ffi::{prefix}_trace_open,\n            \
             trace_close: ffi::{prefix}_trace_close,\n            \
             set: ffi::{prefix}_set,\n            \
             get: ffi::{prefix}_get,\n        }},\n    }},"
        )
        .unwrap();
    }
    writeln!(s, "];").unwrap();
    s
}
