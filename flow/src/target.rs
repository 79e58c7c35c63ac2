//! The target seam: what the flow needs to know about an FPGA family and a board, as data.
//! [`Family`] holds what every part of a family shares (the yosys command, the place-and-route
//! program and its output, the packer, the cell names counted for utilisation, the constraints
//! flag, the PLL primitive); [`Target`] one board (device arguments, capacity, oscillator,
//! constraints, default clock and baud, programmer). The boards themselves live in
//! [`crate::boards`], one file each.

use serde::{Deserialize, Serialize};

use std::collections::BTreeMap;

/// An FPGA family the flow can place on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Family {
    /// Lattice iCE40: yosys `synth_ice40`, nextpnr-ice40, icepack.
    Ice40,
    /// Lattice ECP5: yosys `synth_ecp5`, nextpnr-ecp5, ecppack.
    Ecp5,
}

/// Cell totals of a synthesized design, counted the family's way.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MappedCells {
    /// LUT4s. ECP5: LUT4 cells plus the two LUT4s of every CCU2C carry cell (what nextpnr
    /// calls "Total LUT4s"), so that the count compares with the device's LUT4 capacity.
    pub luts: u64,
    pub ffs: u64,
    /// Block RAMs: SB_RAM40_4K (4 Kbit) on iCE40, DP16KD (18 Kbit) on ECP5.
    pub brams: u64,
    /// Carry cells: SB_CARRY (one bit) on iCE40, CCU2C (two bits) on ECP5.
    pub carries: u64,
    /// Multipliers: MULT18X18D on ECP5; the HX8K has none.
    #[serde(default)]
    pub dsps: u64,
}

impl Family {
    pub fn name(self) -> &'static str {
        match self {
            Family::Ice40 => "ice40",
            Family::Ecp5 => "ecp5",
        }
    }

    /// Whether yosys maps this family with ABC9 (`synth_ecp5 -abc9`, timing-driven LUT
    /// mapping) unless told otherwise. The ECP5: measured on the ULX3S engine board at 100
    /// MHz, the same RTL, seeds 2 and 4: 88.9 and 90.2 MHz against 87.7 and 87.8 without
    /// (yosys 0.70, nextpnr-ecp5 0.11; the board's yosys run 45-72 s with it). The iCE40 keeps ABC: no
    /// consistent gain there (`SynthOptions::abc9`).
    pub fn abc9_by_default(self) -> bool {
        matches!(self, Family::Ecp5)
    }

    /// yosys' synthesis command for `top`, writing the JSON netlist `json`.
    pub fn yosys_script(self, top: &str, json: &str, abc9: bool) -> String {
        let cmd = match self {
            Family::Ice40 => "synth_ice40",
            Family::Ecp5 => "synth_ecp5",
        };
        let abc9 = if abc9 { "-abc9 " } else { "" };
        format!("{cmd} {abc9}-top {top} -json {json}")
    }

    /// Verilog defines yosys reads the design with: `NSCC_ECP5` selects the ECP5's
    /// primitives where a block has them (`nscc_rtl::nscc::ctx_ram::CtxRam`: DP16KD with its
    /// output register); without it every block is plain Verilog.
    pub fn yosys_defines(self) -> &'static [&'static str] {
        match self {
            Family::Ice40 => &[],
            Family::Ecp5 => &["NSCC_ECP5"],
        }
    }

    /// The place-and-route tool (a name of `nscc_tools::TOOLS`).
    pub fn nextpnr(self) -> &'static str {
        match self {
            Family::Ice40 => "nextpnr-ice40",
            Family::Ecp5 => "nextpnr-ecp5",
        }
    }

    /// nextpnr's option naming the placed-and-routed output, and that file's extension.
    pub fn placed_output(self) -> (&'static str, &'static str) {
        match self {
            Family::Ice40 => ("--asc", "asc"),
            Family::Ecp5 => ("--textcfg", "config"),
        }
    }

    /// nextpnr's option for a constraints file, and the one allowing unconstrained ports.
    pub fn constraints_flags(self) -> (&'static str, &'static str) {
        match self {
            Family::Ice40 => ("--pcf", "--pcf-allow-unconstrained"),
            Family::Ecp5 => ("--lpf", "--lpf-allow-unconstrained"),
        }
    }

    /// Extension of a constraints file.
    pub fn constraints_ext(self) -> &'static str {
        match self {
            Family::Ice40 => "pcf",
            Family::Ecp5 => "lpf",
        }
    }

    /// The packer (a name of `nscc_tools::TOOLS`), its options before `<in> <out>`, and the
    /// bitstream's extension.
    pub fn packer(self) -> (&'static str, &'static [&'static str], &'static str) {
        match self {
            Family::Ice40 => ("icepack", &[], "bin"),
            // compressed: the 85F's bitstream shrinks from ~2.3 MB to a few hundred kB
            Family::Ecp5 => ("ecppack", &["--compress"], "bit"),
        }
    }

    /// The PLL primitive the board build puts in front of the design's clock.
    pub fn pll_primitive(self) -> &'static str {
        match self {
            Family::Ice40 => "SB_PLL40_CORE",
            Family::Ecp5 => "EHXPLLL",
        }
    }

    /// Cell totals of a yosys netlist, counted the family's way.
    pub fn mapped(self, c: &CellCounts) -> MappedCells {
        let sum = |pred: &dyn Fn(&str) -> bool| -> u64 {
            c.0.iter().filter(|(k, _)| pred(k)).map(|(_, v)| v).sum()
        };
        match self {
            Family::Ice40 => MappedCells {
                luts: sum(&|k| k == "SB_LUT4"),
                ffs: sum(&|k| k.starts_with("SB_DFF")),
                brams: sum(&|k| k.starts_with("SB_RAM40_4K")),
                carries: sum(&|k| k == "SB_CARRY"),
                dsps: sum(&|k| k.starts_with("SB_MAC16")),
            },
            Family::Ecp5 => {
                let carries = sum(&|k| k == "CCU2C");
                MappedCells {
                    luts: sum(&|k| k == "LUT4") + 2 * carries,
                    // yosys 0.70 maps every flip-flop to TRELLIS_FF (older ones: FD1S3*)
                    ffs: sum(&|k| k == "TRELLIS_FF" || k.starts_with("FD1")),
                    brams: sum(&|k| k == "DP16KD" || k == "PDPW16KD"),
                    carries,
                    dsps: sum(&|k| k == "MULT18X18D" || k == "ALU54B"),
                }
            }
        }
    }

    /// Whether a cell type of the netlist belongs to the family's primitives (what a report
    /// lists of the I/O wrapper's own cells).
    pub fn is_primitive(self, cell: &str) -> bool {
        match self {
            Family::Ice40 => cell.starts_with("SB_"),
            Family::Ecp5 => !cell.starts_with('$'),
        }
    }

    /// The names of nextpnr's utilisation entries (report JSON and log): (logic, I/O, block
    /// RAM, multiplier).
    pub fn nextpnr_resources(self) -> NextpnrResources {
        match self {
            Family::Ice40 => NextpnrResources {
                logic: "ICESTORM_LC",
                io: "SB_IO",
                bram: "ICESTORM_RAM",
                dsp: None,
            },
            Family::Ecp5 => NextpnrResources {
                logic: "TRELLIS_COMB",
                io: "TRELLIS_IO",
                bram: "DP16KD",
                dsp: Some("MULT18X18D"),
            },
        }
    }

    /// Labels of the report's resource rows: (LUT, FF, carry, BRAM, DSP).
    pub fn labels(self) -> [&'static str; 5] {
        match self {
            Family::Ice40 => [
                "LUT4 (SB_LUT4)",
                "FF (SB_DFF*)",
                "carry (SB_CARRY)",
                "BRAM (SB_RAM40_4K)",
                "DSP",
            ],
            Family::Ecp5 => [
                "LUT4 (+2 per CCU2C)",
                "FF (TRELLIS_FF)",
                "carry (CCU2C)",
                "BRAM (DP16KD)",
                "DSP (MULT18X18D)",
            ],
        }
    }
}

/// nextpnr's names for the resources the reports count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NextpnrResources {
    /// Logic cells: ICESTORM_LC (LUT4 + FF) on iCE40, TRELLIS_COMB (LUT4 slot) on ECP5.
    pub logic: &'static str,
    pub io: &'static str,
    pub bram: &'static str,
    pub dsp: Option<&'static str>,
}

/// Capacity of a device, in the units of [`MappedCells`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Capacity {
    /// Logic cells as nextpnr counts them (ICESTORM_LC / TRELLIS_COMB).
    pub logic_cells: u64,
    pub luts: u64,
    pub ffs: u64,
    pub brams: u64,
    pub dsps: u64,
    /// User I/O pins of the package.
    pub ios: u64,
}

/// How a board is programmed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Programmer {
    /// Programs tried in order, each a name of `nscc_tools::TOOLS` with its arguments before
    /// the bitstream; the first found on PATH is used.
    pub commands: &'static [(&'static str, &'static [&'static str])],
    /// What the user needs (device access), for error messages.
    pub hint: &'static str,
}

/// One board the flow builds bitstreams for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Target {
    /// `--board` name (lowercase, dashes).
    pub name: &'static str,
    /// The board's own name, for reports.
    pub board: &'static str,
    pub family: Family,
    /// e.g. `iCE40-HX8K`, `LFE5U-85F`.
    pub device: &'static str,
    pub package: &'static str,
    /// nextpnr's device arguments (`--hx8k --package cb132`).
    pub nextpnr_args: &'static [&'static str],
    pub capacity: Capacity,
    /// The board's oscillator, MHz (the clock pin of the constraints).
    pub osc_mhz: f64,
    /// Name of the board's pin constraints file in `constraints/` and its contents.
    pub constraints_file: &'static str,
    pub constraints: &'static str,
    /// The board top's clock and UART rate as built (`nscc bitstream --board` defaults).
    pub clock_mhz: f64,
    pub baud: u64,
    /// The board top the bitstream carries: its name in the RTL's registry of board tops
    /// (`nscc_rtl::BOARD_TOPS`: `engine`, `compact-engine`, `int-engine`; all have the same
    /// ports: `clock`, `rst_n`, `usb_rx`, `usb_tx`, `led[7:0]`).
    pub top: &'static str,
    /// The PLL wrapper module's name (the synthesized top when a PLL is used).
    pub pll_top: &'static str,
    /// Where `nscc bitstream` writes the bitstream and its reports.
    pub out_dir: &'static str,
    /// The placer seed of the committed bitstream: `nscc bitstream` places seeds `seed`,
    /// `seed + 1`, ... (`--seeds N`, `--first-seed` another start), so `--seeds 1` rebuilds
    /// it, and CI's check builds it. Placement moves with every change of the netlist (the
    /// ULX3S: +-4 MHz from seed to seed around its median); a change that keeps the median
    /// of 3 seeds at the clock but misses it at this seed lands with the seed of a sweep
    /// that meets it (`docs/boards.md`, "Placer seeds").
    pub seed: u64,
    pub programmer: Programmer,
}

impl Target {
    /// `iCE40-HX8K CB132 (Alchitry Cu)`.
    pub fn describe(&self) -> String {
        format!("{} {} ({})", self.device, self.package, self.board)
    }

    /// The bitstream's file extension (`bin`, `bit`).
    pub fn bitstream_ext(&self) -> &'static str {
        self.family.packer().2
    }
}

/// Cell counts of a yosys netlist, by cell type (the family's totals:
/// [`Family::mapped`]; the methods below count iCE40 cells).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CellCounts(pub BTreeMap<String, u64>);

impl CellCounts {
    fn get(&self, k: &str) -> u64 {
        self.0.get(k).copied().unwrap_or(0)
    }
    /// SB_LUT4 cells.
    pub fn luts(&self) -> u64 {
        self.get("SB_LUT4")
    }
    /// All flip-flop cells (SB_DFF, SB_DFFE, SB_DFFSR, ...).
    pub fn ffs(&self) -> u64 {
        self.0
            .iter()
            .filter(|(k, _)| k.starts_with("SB_DFF"))
            .map(|(_, v)| v)
            .sum()
    }
    /// SB_RAM40_4K cells (and its NR/NW variants).
    pub fn brams(&self) -> u64 {
        self.0
            .iter()
            .filter(|(k, _)| k.starts_with("SB_RAM40_4K"))
            .map(|(_, v)| v)
            .sum()
    }
    /// SB_CARRY cells.
    pub fn carries(&self) -> u64 {
        self.get("SB_CARRY")
    }
}
