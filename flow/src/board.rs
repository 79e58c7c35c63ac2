//! The Alchitry Cu board build: pin constraints, the optional PLL in front of the design's
//! clock, bitstream packing and the build report (`nscc bitstream`).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::wrapper::{parse_ports, Dir};
use crate::{icepack, synthesize, SynthError, SynthOptions, SynthReport};

/// The Cu's pin constraints for the board top's ports (`constraints/alchitry_cu.pcf`).
pub const CU_PCF: &str = include_str!("../../constraints/alchitry_cu.pcf");
/// The Cu's oscillator, MHz.
pub const CU_OSC_MHZ: f64 = 100.0;
/// Name of the PLL wrapper module (the synthesized top when a PLL is used).
pub const PLL_TOP: &str = "cu_pll_top";

/// Settings of one SB_PLL40_CORE (as `icepll` computes them).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PllSettings {
    pub f_in_mhz: f64,
    pub f_out_mhz: f64,
    pub divr: u8,
    pub divf: u8,
    pub divq: u8,
    pub filter_range: u8,
}

/// Asks `icepll` (fpga-icestorm) for the PLL settings closest to `f_out_mhz` from the Cu's
/// 100 MHz oscillator.
pub fn pll_settings(f_out_mhz: f64) -> Result<PllSettings, SynthError> {
    let t = nscc_tools::resolve("icepll")?;
    let out = t
        .command()
        .args([
            "-i",
            &format!("{CU_OSC_MHZ}"),
            "-o",
            &format!("{f_out_mhz}"),
        ])
        .output()
        .map_err(|source| SynthError::ToolStart {
            tool: "icepll".into(),
            path: t.path.clone(),
            source,
        })?;
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(SynthError::InvalidOptions(format!(
            "icepll cannot make {f_out_mhz} MHz from {CU_OSC_MHZ} MHz: {}",
            text.trim()
        )));
    }
    let field = |key: &str| -> Option<f64> {
        text.lines()
            .find(|l| l.trim_start().starts_with(key))
            .and_then(|l| l.split(':').nth(1))
            .and_then(|v| v.split_whitespace().next())
            .and_then(|v| v.parse().ok())
    };
    let achieved = text
        .lines()
        .find(|l| l.contains("F_PLLOUT") && l.contains("achieved"))
        .and_then(|l| l.split(':').nth(1))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse::<f64>().ok());
    match (
        achieved,
        field("DIVR"),
        field("DIVF"),
        field("DIVQ"),
        field("FILTER_RANGE"),
    ) {
        (Some(f), Some(r), Some(fb), Some(q), Some(flt)) => Ok(PllSettings {
            f_in_mhz: CU_OSC_MHZ,
            f_out_mhz: f,
            divr: r as u8,
            divf: fb as u8,
            divq: q as u8,
            filter_range: flt as u8,
        }),
        _ => Err(SynthError::InvalidOptions(format!(
            "cannot read icepll's answer:\n{text}"
        ))),
    }
}

/// Appends `cu_pll_top`: the same pins as `top`, with `top`'s clock driven by an
/// SB_PLL40_CORE from the oscillator pin, and `top` held in reset (its `rst_n` low) until
/// the PLL locks.
pub fn pll_wrapper(verilog: &str, top: &str, pll: &PllSettings) -> Result<String, SynthError> {
    let ports = parse_ports(verilog, top)?;
    let clock = ports
        .clock()
        .ok_or_else(|| SynthError::Verilog(format!("`{top}` has no clock input")))?
        .name
        .clone();
    let mut v = String::from(verilog);
    let decl: Vec<String> = ports
        .ports
        .iter()
        .map(|p| {
            let dir = if p.dir == Dir::Input {
                "input"
            } else {
                "output"
            };
            if p.width == 1 {
                format!("    {dir} wire {}", p.name)
            } else {
                format!("    {dir} wire [{}:0] {}", p.width - 1, p.name)
            }
        })
        .collect();
    let _ = writeln!(
        v,
        "\n// {} MHz from the {} MHz oscillator (icepll)",
        pll.f_out_mhz, pll.f_in_mhz
    );
    let _ = writeln!(v, "module {PLL_TOP}(\n{}\n);", decl.join(",\n"));
    let _ = writeln!(v, "    wire core_clock;\n    wire locked;");
    let _ = writeln!(
        v,
        "    SB_PLL40_CORE #(.FEEDBACK_PATH(\"SIMPLE\"), .DIVR(4'd{}), .DIVF(7'd{}), .DIVQ(3'd{}), .FILTER_RANGE(3'd{}))\n        pll (.REFERENCECLK({clock}), .PLLOUTCORE(core_clock), .LOCK(locked), .RESETB(1'b1), .BYPASS(1'b0));",
        pll.divr, pll.divf, pll.divq, pll.filter_range
    );
    let conns: Vec<String> = ports
        .ports
        .iter()
        .map(|p| {
            if p.name == clock {
                format!(".{}(core_clock)", p.name)
            } else if p.name == "rst_n" {
                ".rst_n(rst_n & locked)".to_string()
            } else {
                format!(".{0}({0})", p.name)
            }
        })
        .collect();
    let _ = writeln!(v, "    {top} design ({});\nendmodule", conns.join(", "));
    Ok(v)
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
    /// Bitstream name: `<out_dir>/<name>.bin`, `.report.txt`, `.report.json`.
    pub name: String,
    /// Where the bitstream and its reports go (`bitstreams/alchitry_cu`).
    pub out_dir: PathBuf,
    /// Where the tools' files go.
    pub work_dir: PathBuf,
    /// Clock of the design, MHz: 100 = the oscillator; anything else puts an SB_PLL40_CORE
    /// in front (the design must have been generated for that clock).
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
    /// The packed bitstream (absent if timing failed and the build was stopped).
    pub bin: Option<PathBuf>,
    pub luts: u64,
    pub ffs: u64,
    pub brams: u64,
    pub carries: u64,
    pub lcs: u64,
    pub lcs_available: u64,
    pub ios: u64,
    pub fmax_mhz: f64,
    pub clock_mhz: f64,
    pub timing_met: bool,
    pub pll: Option<PllSettings>,
    pub notes: Vec<(String, String)>,
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
        let _ = writeln!(
            t,
            "bitstream `{}` for the Alchitry Cu (iCE40-HX8K CB132)",
            self.name
        );
        let _ = writeln!(
            t,
            "  clock                  {:.2} MHz{}",
            self.clock_mhz,
            match &self.pll {
                Some(p) => format!(
                    " (SB_PLL40_CORE from {} MHz: DIVR {} DIVF {} DIVQ {} FILTER_RANGE {})",
                    p.f_in_mhz, p.divr, p.divf, p.divq, p.filter_range
                ),
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
            self.bin
                .as_ref()
                .map_or("not written".to_string(), |b| b.display().to_string())
        );
        t
    }
}

/// yosys -> nextpnr (with the Cu's PCF) -> icepack, writing `<out_dir>/<name>.bin` and the
/// reports. Fails with [`SynthError::Placement`] if the design does not fit and with
/// [`SynthError::TimingNotMet`] if the median Fmax is below the clock (unless allowed).
pub fn build_bitstream(verilog: &str, b: &BoardBuild) -> Result<BitstreamReport, SynthError> {
    let (text, top, pll) = if (b.clock_mhz - CU_OSC_MHZ).abs() < 1e-9 {
        (verilog.to_string(), "top".to_string(), None)
    } else {
        let pll = pll_settings(b.clock_mhz)?;
        if (pll.f_out_mhz - b.clock_mhz).abs() > 1e-6 {
            return Err(SynthError::InvalidOptions(format!(
                "the PLL cannot make exactly {} MHz from {CU_OSC_MHZ} MHz (closest: {} MHz); choose that clock",
                b.clock_mhz, pll.f_out_mhz
            )));
        }
        (
            pll_wrapper(verilog, "top", &pll)?,
            PLL_TOP.to_string(),
            Some(pll),
        )
    };
    let mut opts = SynthOptions::new(top, &b.work_dir);
    opts.freq_mhz = b.clock_mhz;
    opts.seeds = b.seeds.clone();
    opts.pcf = Some(CU_PCF.to_string());
    opts.keep_going_on_timing_failure = b.allow_timing_failure;
    let synthesis = synthesize(&text, &opts)?;
    std::fs::create_dir_all(&b.out_dir).map_err(|source| SynthError::Io {
        path: b.out_dir.clone(),
        source,
    })?;
    let best = synthesis
        .best_seed()
        .ok_or_else(|| SynthError::InvalidOptions("no placement result".into()))?;
    let bin = b.out_dir.join(format!("{}.bin", b.name));
    icepack(&best.asc, &bin)?;
    let report = BitstreamReport {
        name: b.name.clone(),
        bin: Some(bin),
        luts: synthesis.luts,
        ffs: synthesis.ffs,
        brams: synthesis.brams,
        carries: synthesis.carries,
        lcs: synthesis.lcs,
        lcs_available: synthesis.lcs_available,
        ios: synthesis.ios,
        fmax_mhz: synthesis.fmax_mhz,
        clock_mhz: b.clock_mhz,
        timing_met: synthesis.timing_met,
        pll,
        notes: b.notes.clone(),
        synthesis,
    };
    write_reports(&report, &b.out_dir)?;
    Ok(report)
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
