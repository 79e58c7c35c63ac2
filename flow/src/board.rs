//! The board build of any [`Target`] (`nscc bitstream --board`): its pin constraints, the
//! optional PLL in front of the design's clock, bitstream packing and the build report.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

pub use crate::pll::{Pll, PllSettings};
use crate::target::{Family, Target};
use crate::wrapper::{parse_ports, Dir};
use crate::{boards, pack, synthesize, SynthError, SynthOptions, SynthReport};

/// The Cu's pin constraints for the board top's ports (`constraints/alchitry_cu.pcf`).
pub const CU_PCF: &str = boards::ALCHITRY_CU.constraints;
/// The Cu's oscillator, MHz.
pub const CU_OSC_MHZ: f64 = boards::ALCHITRY_CU.osc_mhz;
/// Name of the Cu's PLL wrapper module (the synthesized top when a PLL is used).
pub const PLL_TOP: &str = boards::ALCHITRY_CU.pll_top;

/// The Cu's PLL settings closest to `f_out_mhz` from its 100 MHz oscillator (`icepll`).
pub fn pll_settings(f_out_mhz: f64) -> Result<PllSettings, SynthError> {
    crate::pll::ice40_pll(CU_OSC_MHZ, f_out_mhz)
}

/// Appends `cu_pll_top`: the same pins as `top`, with `top`'s clock driven by an
/// SB_PLL40_CORE from the oscillator pin (see [`crate::pll::pll_wrapper`]).
pub fn pll_wrapper(verilog: &str, top: &str, pll: &PllSettings) -> Result<String, SynthError> {
    crate::pll::pll_wrapper(verilog, top, PLL_TOP, &Pll::Ice40(pll.clone()))
}

/// FOR MEASUREMENT ONLY: replaces the body of `module` by registers that keep every input
/// alive (output bit j = XOR of the input bits k with k = j mod outputs), so that the rest of
/// the design can be synthesized without that module's logic. Returns the new Verilog and
/// the number of flip-flops the stand-in costs (its output bits).
pub fn stand_in(verilog: &str, module: &str) -> Result<(String, u64), SynthError> {
    let ports = parse_ports(verilog, module)?;
    let clock = ports.clock().map(|c| c.name.clone());
    let head = format!("module {module}(");
    let start = verilog
        .find(&head)
        .ok_or_else(|| SynthError::Verilog(format!("no `module {module}`")))?;
    let end = verilog[start..]
        .find("endmodule")
        .map(|i| start + i + "endmodule".len())
        .ok_or_else(|| SynthError::Verilog(format!("`module {module}` has no endmodule")))?;
    let ins: Vec<_> = ports
        .ports
        .iter()
        .filter(|p| p.dir == Dir::Input && Some(&p.name) != clock.as_ref())
        .collect();
    let outs: Vec<_> = ports
        .ports
        .iter()
        .filter(|p| p.dir == Dir::Output)
        .collect();
    let n_in: u32 = ins.iter().map(|p| p.width).sum();
    let n_out: u32 = outs.iter().map(|p| p.width).sum();
    let mut m = String::new();
    let names: Vec<&str> = ports.ports.iter().map(|p| p.name.as_str()).collect();
    let _ = writeln!(m, "module {module}({});", names.join(","));
    for p in &ports.ports {
        let dir = if p.dir == Dir::Input {
            "input"
        } else {
            "output"
        };
        if p.width == 1 {
            let _ = writeln!(m, "    {dir} wire {};", p.name);
        } else {
            let _ = writeln!(m, "    {dir} wire [{}:0] {};", p.width - 1, p.name);
        }
    }
    let in_names: Vec<&str> = ins.iter().map(|p| p.name.as_str()).collect();
    let out_names: Vec<&str> = outs.iter().map(|p| p.name.as_str()).collect();
    let _ = writeln!(
        m,
        "    wire [{}:0] all_in = {{{}}};",
        n_in - 1,
        in_names.join(", ")
    );
    let _ = writeln!(m, "    reg [{}:0] all_out = 0;", n_out - 1);
    let _ = writeln!(m, "    assign {{{}}} = all_out;", out_names.join(", "));
    let clk = clock.ok_or_else(|| SynthError::Verilog(format!("`{module}` has no clock")))?;
    let _ = writeln!(m, "    always @(posedge {clk}) begin");
    for j in 0..n_out {
        let terms: Vec<String> = (j..n_in)
            .step_by(n_out as usize)
            .map(|k| format!("all_in[{k}]"))
            .collect();
        let rhs = if terms.is_empty() {
            format!("all_in[{}]", j % n_in)
        } else {
            terms.join(" ^ ")
        };
        let _ = writeln!(m, "        all_out[{j}] <= {rhs};");
    }
    let _ = writeln!(m, "    end\nendmodule");
    let mut v = String::with_capacity(verilog.len());
    v.push_str(&verilog[..start]);
    v.push_str(&m);
    v.push_str(&verilog[end..]);
    Ok((v, n_out as u64))
}

/// One board build.
#[derive(Debug, Clone)]
pub struct BoardBuild {
    /// The board.
    pub target: &'static Target,
    /// Bitstream name: `<out_dir>/<name>.bin` (iCE40) or `.bit` (ECP5), `.report.txt`,
    /// `.report.json`.
    pub name: String,
    /// Where the bitstream and its reports go (`bitstreams/alchitry_cu`).
    pub out_dir: PathBuf,
    /// Where the tools' files go.
    pub work_dir: PathBuf,
    /// Clock of the design, MHz: the board's oscillator, or anything else with the family's
    /// PLL in front (the design must have been generated for that clock).
    pub clock_mhz: f64,
    pub seeds: Vec<u64>,
    /// Return the report (and pack the bitstream) even if timing is not met.
    pub allow_timing_failure: bool,
    /// Free-form notes copied into the report (e.g. the baud rate).
    pub notes: Vec<(String, String)>,
}

/// What `nscc bitstream` reports.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct BitstreamReport {
    pub name: String,
    /// The board (`--board` name), its FPGA family and device.
    pub board: String,
    pub family: Family,
    pub device: String,
    /// The packed bitstream (absent if timing failed and the build was stopped); `bin` is its
    /// first name (kept for the Cu's reports), also for a `.bit`.
    pub bitstream: Option<PathBuf>,
    pub bin: Option<PathBuf>,
    /// Its size, bytes.
    pub bitstream_bytes: u64,
    pub luts: u64,
    pub ffs: u64,
    pub brams: u64,
    pub carries: u64,
    pub dsps: u64,
    pub lcs: u64,
    pub lcs_available: u64,
    pub ios: u64,
    pub fmax_mhz: f64,
    /// The design's clock (`freq_mhz` is the same: the frequency nextpnr was asked for).
    pub clock_mhz: f64,
    pub freq_mhz: f64,
    pub timing_met: bool,
    /// Wall time of yosys and of all nextpnr runs (in parallel), s.
    pub yosys_seconds: f64,
    pub nextpnr_seconds: f64,
    pub pll: Option<Pll>,
    pub notes: Vec<(String, String)>,
    /// What the bitstream was built from ([`BuildInputs`]; absent in reports from before it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inputs: Option<BuildInputs>,
    pub synthesis: SynthReport,
}

impl BitstreamReport {
    /// The summary printed by `nscc bitstream` (the critical path in one line).
    pub fn to_text(&self) -> String {
        self.text(false)
    }

    /// The report file's text, with nextpnr's whole critical-path listing.
    pub fn to_text_full(&self) -> String {
        self.text(true)
    }

    fn text(&self, full: bool) -> String {
        let mut t = String::new();
        let target = boards::find(&self.board).unwrap_or(boards::default_board());
        let _ = writeln!(
            t,
            "bitstream `{}` for the {} ({} {})",
            self.name, target.board, target.device, target.package
        );
        let _ = writeln!(
            t,
            "  clock                  {:.2} MHz{}",
            self.clock_mhz,
            match &self.pll {
                Some(p) => format!(" ({})", p.describe()),
                None => " (the oscillator, no PLL)".to_string(),
            }
        );
        for (k, v) in &self.notes {
            let _ = writeln!(t, "  {k:<22} {v}");
        }
        t.push_str(&if full {
            self.synthesis.to_text_full()
        } else {
            self.synthesis.to_text()
        });
        let _ = writeln!(
            t,
            "bitstream              {}",
            self.bitstream
                .as_ref()
                .map_or("not written".to_string(), |b| format!(
                    "{} ({} bytes)",
                    b.display(),
                    self.bitstream_bytes
                ))
        );
        t
    }
}

/// yosys -> nextpnr (with the board's pin constraints) -> the family's packer, writing
/// `<out_dir>/<name>.bin` / `.bit` and the reports. Fails with [`SynthError::Placement`] if
/// the design does not fit and with [`SynthError::TimingNotMet`] if the median Fmax is below
/// the clock (unless allowed).
pub fn build_bitstream(verilog: &str, b: &BoardBuild) -> Result<BitstreamReport, SynthError> {
    let t = b.target;
    let (text, opts, pll) = prepare(verilog, b)?;
    let digest = inputs_digest(&text, &opts);
    let synthesis = synthesize(&text, &opts)?;
    std::fs::create_dir_all(&b.out_dir).map_err(|source| SynthError::Io {
        path: b.out_dir.clone(),
        source,
    })?;
    let best = synthesis
        .best_seed()
        .ok_or_else(|| SynthError::InvalidOptions("no placement result".into()))?;
    let bin = b.out_dir.join(format!("{}.{}", b.name, t.bitstream_ext()));
    pack(t.family, &best.asc, &bin)?;
    let bitstream_bytes = std::fs::metadata(&bin)
        .map_err(|source| SynthError::Io {
            path: bin.clone(),
            source,
        })?
        .len();
    let bitstream_sha256 = sha256_file(&bin)?;
    let report = BitstreamReport {
        name: b.name.clone(),
        board: t.name.to_string(),
        family: t.family,
        device: t.device.to_string(),
        bitstream: Some(bin.clone()),
        bin: Some(bin),
        bitstream_bytes,
        luts: synthesis.luts,
        ffs: synthesis.ffs,
        brams: synthesis.brams,
        carries: synthesis.carries,
        dsps: synthesis.dsps,
        lcs: synthesis.lcs,
        lcs_available: synthesis.lcs_available,
        ios: synthesis.ios,
        fmax_mhz: synthesis.fmax_mhz,
        clock_mhz: b.clock_mhz,
        freq_mhz: b.clock_mhz,
        timing_met: synthesis.timing_met,
        yosys_seconds: synthesis.yosys_seconds,
        nextpnr_seconds: synthesis.nextpnr_seconds,
        pll,
        notes: b.notes.clone(),
        inputs: Some(BuildInputs {
            seed: best.seed,
            tools: tool_versions(t.family),
            bitstream_sha256,
            ..digest
        }),
        synthesis,
    };
    write_reports(&report, &b.out_dir)?;
    Ok(report)
}

/// The text yosys reads (the design, behind the family's PLL when the clock is not the
/// oscillator's), the synthesis options and the PLL of a board build.
fn prepare(
    verilog: &str,
    b: &BoardBuild,
) -> Result<(String, SynthOptions, Option<Pll>), SynthError> {
    let t = b.target;
    let (text, top, pll) = if (b.clock_mhz - t.osc_mhz).abs() < 1e-9 {
        (verilog.to_string(), "top".to_string(), None)
    } else {
        let pll = crate::pll::pll_for(t, b.clock_mhz)?;
        // the design's UART timing was generated for `clock_mhz`: only that clock will do
        if (pll.f_out_mhz() - b.clock_mhz).abs() > 1e-6 {
            return Err(SynthError::InvalidOptions(format!(
                "the {} PLL cannot make exactly {} MHz from {} MHz (closest: {} MHz); choose that clock",
                t.family.pll_primitive(),
                b.clock_mhz,
                t.osc_mhz,
                pll.f_out_mhz()
            )));
        }
        (
            crate::pll::pll_wrapper(verilog, "top", t.pll_top, &pll)?,
            t.pll_top.to_string(),
            Some(pll),
        )
    };
    let mut opts = SynthOptions::new(top, &b.work_dir);
    opts.target = t;
    opts.freq_mhz = b.clock_mhz;
    opts.seeds = b.seeds.clone();
    opts.constraints = Some(t.constraints.to_string());
    opts.keep_going_on_timing_failure = b.allow_timing_failure;
    Ok((text, opts, pll))
}

/// What a board build's bitstream is a function of: the text yosys reads, the recipe (the
/// tools' commands and options but the placer seed and file names) and the tools' versions.
/// yosys and nextpnr are deterministic, so two builds with equal inputs and seed give the
/// same bitstream bit for bit: a committed bitstream whose report's `inputs` equal what the
/// sources give now is the bitstream those sources build (`nscc bitstream --check-committed`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuildInputs {
    /// SHA-256 (hex) of the Verilog, the recipe and the pin constraints together: what
    /// `--check-committed` compares.
    pub sha256: String,
    /// SHA-256 (hex) of the Verilog yosys reads.
    pub verilog_sha256: String,
    /// yosys' defines and script, nextpnr's options (the placer seed aside) and the clock.
    pub recipe: String,
    /// The placer seed of the packed bitstream (0 before placement).
    pub seed: u64,
    /// The tools that built it (name, version, where from; empty before the build).
    pub tools: Vec<String>,
    /// SHA-256 (hex) of the packed bitstream (empty before the build).
    pub bitstream_sha256: String,
}

/// The inputs of a board build as the sources give them ([`BuildInputs`] with the seed,
/// tools and bitstream left empty): `verilog` as the board's top emits it, `b` the build.
pub fn board_inputs(verilog: &str, b: &BoardBuild) -> Result<BuildInputs, SynthError> {
    let (text, opts, _) = prepare(verilog, b)?;
    Ok(inputs_digest(&text, &opts))
}

fn inputs_digest(text: &str, opts: &SynthOptions) -> BuildInputs {
    use sha2::{Digest, Sha256};
    let family = opts.target.family;
    let recipe = format!(
        "yosys -D {} -p \"{}\"; {} {} --freq {}",
        family.yosys_defines().join(" -D "),
        family.yosys_script(&opts.top, "<top>.json", opts.uses_abc9()),
        family.nextpnr(),
        opts.target.nextpnr_args.join(" "),
        opts.freq_mhz
    );
    let verilog_sha256 = hex(&Sha256::digest(text.as_bytes()));
    let mut h = Sha256::new();
    for part in [text, &recipe, opts.constraints.as_deref().unwrap_or("")] {
        h.update((part.len() as u64).to_le_bytes());
        h.update(part.as_bytes());
    }
    BuildInputs {
        sha256: hex(&h.finalize()),
        verilog_sha256,
        recipe,
        seed: 0,
        tools: Vec::new(),
        bitstream_sha256: String::new(),
    }
}

/// The SHA-256 (hex) of a file.
pub fn sha256_file(path: &Path) -> Result<String, SynthError> {
    use sha2::{Digest, Sha256};
    let bytes = std::fs::read(path).map_err(|source| SynthError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    Ok(hex(&Sha256::digest(&bytes)))
}

/// Bytes as lower-case hex.
fn hex(d: &[u8]) -> String {
    d.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// yosys' and the family's nextpnr's versions and sources, as resolved for this build.
fn tool_versions(family: Family) -> Vec<String> {
    ["yosys", family.nextpnr()]
        .iter()
        .map(|name| match nscc_tools::resolve(name) {
            Ok(t) => format!("{} {} ({:?})", t.name, t.version, t.source),
            Err(e) => format!("{name}: {e}"),
        })
        .collect()
}

/// `<dir>/<name>.report.txt` and `.report.json`.
pub fn write_reports(r: &BitstreamReport, dir: &Path) -> Result<(), SynthError> {
    let txt = dir.join(format!("{}.report.txt", r.name));
    std::fs::write(&txt, r.to_text_full()).map_err(|source| SynthError::Io {
        path: txt.clone(),
        source,
    })?;
    let json = dir.join(format!("{}.report.json", r.name));
    let text = serde_json::to_string_pretty(r).map_err(|e| SynthError::BadOutput {
        what: "report".into(),
        path: json.clone(),
        message: e.to_string(),
    })?;
    std::fs::write(&json, text).map_err(|source| SynthError::Io { path: json, source })
}
