//! Alchitry Cu: Lattice iCE40-HX8K in the CB132 package, 100 MHz oscillator, FT2232H
//! (channel A programs the flash, channel B is the UART).

use crate::target::{Capacity, Family, Programmer, Target};

pub const ALCHITRY_CU: Target = Target {
    name: "alchitry-cu",
    board: "Alchitry Cu",
    family: Family::Ice40,
    device: "iCE40-HX8K",
    package: "CB132",
    nextpnr_args: &["--hx8k", "--package", "cb132"],
    capacity: Capacity {
        logic_cells: 7680,
        luts: 7680,
        ffs: 7680,
        brams: 32,
        dsps: 0,
        ios: 95,
    },
    osc_mhz: 100.0,
    constraints_file: "alchitry_cu.pcf",
    constraints: include_str!("../../../constraints/alchitry_cu.pcf"),
    // the compact core closes ~48-52 MHz on the HX8K; 4 Mbaud = 12 MHz / 3 on the FT2232H
    clock_mhz: 40.0,
    baud: 4_000_000,
    // the one-event-per-clock engine does not fit the HX8K (22,003 logic cells of 7,680):
    // the compact engine (the compact core on 128 CCCs' contexts in block RAM)
    top: "compact-engine",
    pll_top: "cu_pll_top",
    out_dir: "bitstreams/alchitry_cu",
    seed: 1,
    programmer: Programmer {
        commands: &[("iceprog", &[])],
        hint: "is the board plugged in, and may you access its FTDI device (udev rule for 0403:6010 or root)?",
    },
};

/// The Alchitry Cu carrying the INT engine (`IntSerialEngine`: HPCC++, Rx-HPCC and FNCC
/// on 64 CCCs) and its self-test instead of the NSCC engine: the two do not fit the HX8K
/// together (`docs/int-cc.md`, "The Cu's INT board").
pub const ALCHITRY_CU_INT: Target = Target {
    name: "alchitry-cu-int",
    board: "Alchitry Cu (INT engine)",
    top: "int-engine",
    // the INT board closes 50.8-52.6 MHz at 40 (seeds 1-3); the PLL makes 45 exactly (48:
    // 47.917); 4 Mbaud = 11.25 clocks per bit
    clock_mhz: 45.0,
    out_dir: "bitstreams/alchitry_cu_int",
    ..ALCHITRY_CU
};
