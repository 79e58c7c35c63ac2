//! PLLs in front of a board top's clock: the settings for each family (iCE40: asked from
//! `icepll`; ECP5: computed here) and the wrapper module that puts the PLL between the
//! oscillator pin and the design.

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use crate::target::{Family, Target};
use crate::wrapper::{parse_ports, Dir};
use crate::SynthError;

/// Settings of one SB_PLL40_CORE (iCE40), as `icepll` computes them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PllSettings {
    pub f_in_mhz: f64,
    pub f_out_mhz: f64,
    pub divr: u8,
    pub divf: u8,
    pub divq: u8,
    pub filter_range: u8,
}

/// Settings of one EHXPLLL (ECP5) with CLKOP fed back: f_out = f_in x CLKFB_DIV / CLKI_DIV,
/// VCO = f_out x CLKOP_DIV.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Ecp5Pll {
    pub f_in_mhz: f64,
    pub f_out_mhz: f64,
    pub clki_div: u32,
    pub clkfb_div: u32,
    pub clkop_div: u32,
    pub vco_mhz: f64,
    pub pfd_mhz: f64,
}

/// A PLL of either family (serialised as its settings; both carry `f_in_mhz`, `f_out_mhz`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Pll {
    Ice40(PllSettings),
    Ecp5(Ecp5Pll),
}

impl Pll {
    pub fn f_in_mhz(&self) -> f64 {
        match self {
            Pll::Ice40(p) => p.f_in_mhz,
            Pll::Ecp5(p) => p.f_in_mhz,
        }
    }

    pub fn f_out_mhz(&self) -> f64 {
        match self {
            Pll::Ice40(p) => p.f_out_mhz,
            Pll::Ecp5(p) => p.f_out_mhz,
        }
    }

    /// One line for reports: the primitive and its dividers.
    pub fn describe(&self) -> String {
        match self {
            Pll::Ice40(p) => format!(
                "SB_PLL40_CORE from {} MHz: DIVR {} DIVF {} DIVQ {} FILTER_RANGE {}",
                p.f_in_mhz, p.divr, p.divf, p.divq, p.filter_range
            ),
            Pll::Ecp5(p) => format!(
                "EHXPLLL from {} MHz: CLKI_DIV {} CLKFB_DIV {} CLKOP_DIV {} (PFD {:.3} MHz, VCO {:.1} MHz)",
                p.f_in_mhz, p.clki_div, p.clkfb_div, p.clkop_div, p.pfd_mhz, p.vco_mhz
            ),
        }
    }

    /// The primitive's instance: `clock_in` -> `core_clock`, `locked` high once locked.
    fn instance(&self, clock_in: &str) -> String {
        match self {
            Pll::Ice40(p) => format!(
                "    SB_PLL40_CORE #(.FEEDBACK_PATH(\"SIMPLE\"), .DIVR(4'd{}), .DIVF(7'd{}), .DIVQ(3'd{}), .FILTER_RANGE(3'd{}))\n        pll (.REFERENCECLK({clock_in}), .PLLOUTCORE(core_clock), .LOCK(locked), .RESETB(1'b1), .BYPASS(1'b0));\n",
                p.divr, p.divf, p.divq, p.filter_range
            ),
            // CLKOP fed back to CLKFB; CPHASE = CLKOP_DIV - 1 is the zero-phase setting. The
            // analog attributes are the loop-filter values the open tools use for every
            // setting.
            Pll::Ecp5(p) => format!(
                "    (* FREQUENCY_PIN_CLKI=\"{fin}\" *) (* FREQUENCY_PIN_CLKOP=\"{fout}\" *)\n    (* ICP_CURRENT=\"12\" *) (* LPF_RESISTOR=\"8\" *) (* MFG_ENABLE_FILTEROPAMP=\"1\" *) (* MFG_GMCREF_SEL=\"2\" *)\n    EHXPLLL #(.PLLRST_ENA(\"DISABLED\"), .INTFB_WAKE(\"DISABLED\"), .STDBY_ENABLE(\"DISABLED\"), .DPHASE_SOURCE(\"DISABLED\"),\n        .OUTDIVIDER_MUXA(\"DIVA\"), .CLKI_DIV({}), .CLKFB_DIV({}), .FEEDBK_PATH(\"CLKOP\"),\n        .CLKOP_ENABLE(\"ENABLED\"), .CLKOP_DIV({}), .CLKOP_CPHASE({}), .CLKOP_FPHASE(0))\n        pll (.CLKI({clock_in}), .CLKFB(core_clock), .CLKOP(core_clock), .LOCK(locked), .RST(1'b0), .STDBY(1'b0),\n             .PHASESEL0(1'b0), .PHASESEL1(1'b0), .PHASEDIR(1'b1), .PHASESTEP(1'b1), .PHASELOADREG(1'b1),\n             .PLLWAKESYNC(1'b0), .ENCLKOP(1'b0));\n",
                p.clki_div,
                p.clkfb_div,
                p.clkop_div,
                p.clkop_div - 1,
                fin = p.f_in_mhz,
                fout = p.f_out_mhz,
            ),
        }
    }
}

/// ECP5 PLL limits (Lattice TN1263 / the ECP5 data sheet).
pub mod ecp5_limits {
    pub const CLKI_DIV: std::ops::RangeInclusive<u32> = 1..=128;
    pub const CLKFB_DIV: std::ops::RangeInclusive<u32> = 1..=80;
    pub const CLKOP_DIV: std::ops::RangeInclusive<u32> = 1..=128;
    pub const VCO_MHZ: (f64, f64) = (400.0, 800.0);
    pub const PFD_MHZ: (f64, f64) = (3.125, 400.0);
    pub const IN_MHZ: (f64, f64) = (8.0, 400.0);
    pub const OUT_MHZ: (f64, f64) = (3.125, 400.0);
}

/// The EHXPLLL settings whose CLKOP is closest to `f_out_mhz` from `f_in_mhz`: the smallest
/// error, then the highest phase-detector frequency (the smallest CLKI_DIV, less jitter), then
/// the VCO nearest the middle of its range.
pub fn ecp5_pll(f_in_mhz: f64, f_out_mhz: f64) -> Result<Ecp5Pll, String> {
    use ecp5_limits::*;
    let within = |f: f64, (lo, hi): (f64, f64)| f.is_finite() && f >= lo && f <= hi;
    if !within(f_in_mhz, IN_MHZ) {
        return Err(format!(
            "ECP5 PLL input {f_in_mhz} MHz: must be {}-{} MHz",
            IN_MHZ.0, IN_MHZ.1
        ));
    }
    if !within(f_out_mhz, OUT_MHZ) {
        return Err(format!(
            "ECP5 PLL output {f_out_mhz} MHz: must be {}-{} MHz",
            OUT_MHZ.0, OUT_MHZ.1
        ));
    }
    let mid = (VCO_MHZ.0 + VCO_MHZ.1) / 2.0;
    let mut best: Option<(f64, u32, f64, Ecp5Pll)> = None;
    for clki_div in CLKI_DIV {
        let pfd = f_in_mhz / clki_div as f64;
        if !within(pfd, PFD_MHZ) {
            continue;
        }
        for clkfb_div in CLKFB_DIV {
            let f = pfd * clkfb_div as f64;
            for clkop_div in CLKOP_DIV {
                let vco = f * clkop_div as f64;
                if !within(vco, VCO_MHZ) {
                    continue;
                }
                let key = ((f - f_out_mhz).abs(), clki_div, (vco - mid).abs());
                let better = best.as_ref().is_none_or(|(e, d, v, _)| {
                    // errors within 1 Hz are equal
                    if (key.0 - e).abs() > 1e-6 {
                        key.0 < *e
                    } else if key.1 != *d {
                        key.1 < *d
                    } else {
                        key.2 < *v
                    }
                });
                if better {
                    let s = Ecp5Pll {
                        f_in_mhz,
                        f_out_mhz: f,
                        clki_div,
                        clkfb_div,
                        clkop_div,
                        vco_mhz: vco,
                        pfd_mhz: pfd,
                    };
                    best = Some((key.0, key.1, key.2, s));
                }
            }
        }
    }
    best.map(|b| b.3)
        .ok_or_else(|| format!("no ECP5 PLL setting makes {f_out_mhz} MHz from {f_in_mhz} MHz"))
}

/// Asks `icepll` (fpga-icestorm) for the SB_PLL40_CORE settings closest to `f_out_mhz` from
/// `f_in_mhz`.
pub fn ice40_pll(f_in_mhz: f64, f_out_mhz: f64) -> Result<PllSettings, SynthError> {
    let t = nscc_tools::resolve("icepll")?;
    let out = t
        .command()
        .args(["-i", &format!("{f_in_mhz}"), "-o", &format!("{f_out_mhz}")])
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
            "icepll cannot make {f_out_mhz} MHz from {f_in_mhz} MHz: {}",
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
            f_in_mhz,
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

/// The PLL of `target`'s family closest to `f_out_mhz` from the board's oscillator.
pub fn pll_for(target: &Target, f_out_mhz: f64) -> Result<Pll, SynthError> {
    match target.family {
        Family::Ice40 => Ok(Pll::Ice40(ice40_pll(target.osc_mhz, f_out_mhz)?)),
        Family::Ecp5 => ecp5_pll(target.osc_mhz, f_out_mhz)
            .map(Pll::Ecp5)
            .map_err(SynthError::InvalidOptions),
    }
}

/// Appends module `wrapper`: the same pins as `top`, with `top`'s clock driven by `pll` from
/// the oscillator pin, and `top` held in reset (its `rst_n` low) until the PLL locks.
pub fn pll_wrapper(
    verilog: &str,
    top: &str,
    wrapper: &str,
    pll: &Pll,
) -> Result<String, SynthError> {
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
        "\n// {} MHz from the {} MHz oscillator",
        pll.f_out_mhz(),
        pll.f_in_mhz()
    );
    let _ = writeln!(v, "module {wrapper}(\n{}\n);", decl.join(",\n"));
    let _ = writeln!(v, "    wire core_clock;\n    wire locked;");
    v.push_str(&pll.instance(&clock));
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

#[cfg(test)]
mod tests {
    use super::*;
    use ecp5_limits::*;

    fn in_range(p: &Ecp5Pll) {
        assert!(p.vco_mhz >= VCO_MHZ.0 && p.vco_mhz <= VCO_MHZ.1, "{p:?}");
        assert!(p.pfd_mhz >= PFD_MHZ.0 && p.pfd_mhz <= PFD_MHZ.1, "{p:?}");
        assert!(CLKI_DIV.contains(&p.clki_div) && CLKFB_DIV.contains(&p.clkfb_div));
        assert!(CLKOP_DIV.contains(&p.clkop_div));
        let f = p.f_in_mhz * p.clkfb_div as f64 / p.clki_div as f64;
        assert!((f - p.f_out_mhz).abs() < 1e-9, "{p:?}");
        assert!((f * p.clkop_div as f64 - p.vco_mhz).abs() < 1e-9, "{p:?}");
    }

    /// The smallest error any legal setting reaches (brute force, as a check of the search).
    fn best_error(fin: f64, fout: f64) -> f64 {
        let mut e = f64::INFINITY;
        for i in CLKI_DIV {
            let pfd = fin / i as f64;
            if pfd < PFD_MHZ.0 || pfd > PFD_MHZ.1 {
                continue;
            }
            for fb in CLKFB_DIV {
                let f = pfd * fb as f64;
                if CLKOP_DIV.clone().any(|o| {
                    let vco = f * o as f64;
                    (VCO_MHZ.0..=VCO_MHZ.1).contains(&vco)
                }) {
                    e = e.min((f - fout).abs());
                }
            }
        }
        e
    }

    #[test]
    fn ecp5_pll_from_the_ulx3s_oscillator() {
        // exact where the ratio allows it, with the PFD as high as possible
        let p = ecp5_pll(25.0, 40.0).unwrap();
        in_range(&p);
        assert_eq!((p.f_out_mhz, p.clki_div, p.clkfb_div), (40.0, 5, 8));
        let p = ecp5_pll(25.0, 50.0).unwrap();
        in_range(&p);
        assert_eq!((p.f_out_mhz, p.clki_div, p.clkfb_div), (50.0, 1, 2));
        assert_eq!((p.clkop_div, p.vco_mhz), (12, 600.0));
        let p = ecp5_pll(25.0, 100.0).unwrap();
        in_range(&p);
        assert_eq!((p.f_out_mhz, p.clki_div, p.clkfb_div), (100.0, 1, 4));
        // 48 MHz needs CLKI_DIV 25 (a 1 MHz PFD, below 3.125): the closest is 46.875 or 50
        let p = ecp5_pll(25.0, 48.0).unwrap();
        in_range(&p);
        assert!((p.f_out_mhz - 48.0).abs() <= best_error(25.0, 48.0) + 1e-9);
        assert_eq!(p.f_out_mhz, 46.875);
        for f in [12.5, 33.3, 65.0, 125.0, 200.0, 333.0] {
            let p = ecp5_pll(25.0, f).unwrap();
            in_range(&p);
            let e = (p.f_out_mhz - f).abs();
            assert!(e <= best_error(25.0, f) + 1e-9, "{f}: {p:?}");
            assert!(e / f < 0.02, "{f}: {p:?}");
        }
    }

    #[test]
    fn impossible_ecp5_plls_are_refused_with_the_range() {
        let e = ecp5_pll(25.0, 500.0).unwrap_err();
        assert!(e.contains("3.125-400"), "{e}");
        let e = ecp5_pll(2.0, 50.0).unwrap_err();
        assert!(e.contains("input"), "{e}");
        assert!(ecp5_pll(25.0, f64::NAN).is_err());
    }

    #[test]
    fn ecp5_wrapper_instantiates_the_pll() {
        let v = "module top(clock, rst_n, led);\n    input wire clock;\n    input wire rst_n;\n    output reg [1:0] led;\nendmodule\n";
        let pll = Pll::Ecp5(ecp5_pll(25.0, 50.0).unwrap());
        let w = pll_wrapper(v, "top", "ulx3s_pll_top", &pll).unwrap();
        assert!(w.contains("module ulx3s_pll_top("), "{w}");
        assert!(w.contains("EHXPLLL #("), "{w}");
        assert!(w.contains(".CLKI_DIV(1), .CLKFB_DIV(2)"), "{w}");
        assert!(w.contains(".CLKOP_DIV(12), .CLKOP_CPHASE(11)"), "{w}");
        assert!(
            w.contains(".CLKI(clock)") && w.contains(".rst_n(rst_n & locked)"),
            "{w}"
        );
        assert!(pll.describe().contains("CLKFB_DIV 2"));
        // serialised with the frequencies both families carry
        let j = serde_json::to_value(&pll).unwrap();
        assert_eq!(j["f_out_mhz"], 50.0);
        assert_eq!(serde_json::from_value::<Pll>(j).unwrap(), pll);
    }
}
