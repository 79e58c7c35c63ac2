//! ULX3S: Lattice ECP5 LFE5U-85F (speed 6) in the CABGA381 package, 25 MHz oscillator,
//! FT231X USB-UART (also the JTAG programmer).

use crate::target::{Capacity, Family, Programmer, Target};

pub const ULX3S: Target = Target {
    name: "ulx3s",
    board: "ULX3S",
    family: Family::Ecp5,
    device: "LFE5U-85F",
    package: "CABGA381",
    // (timing weight 40, not the heap placer's 10: on the engine board at 100 MHz it gave
    // +0.7 to +2.4 MHz on each of 5 seeds, docs/history/engine.md step H)
    nextpnr_args: &[
        "--85k",
        "--package",
        "CABGA381",
        "--speed",
        "6",
        "--placer-heap-timingweight",
        "40",
    ],
    capacity: Capacity {
        logic_cells: 83_640,
        luts: 83_640,
        ffs: 83_640,
        brams: 208,
        dsps: 156,
        ios: 205,
    },
    osc_mhz: 25.0,
    constraints_file: "ulx3s.lpf",
    constraints: include_str!("../../../constraints/ulx3s.lpf"),
    // The engine board's clock, the one constant to raise when the board closes faster:
    // 100 MHz = 25 MHz x 4 from the EHXPLLL (exact), issue 12's goal: the full board asked
    // for 100 MHz closed at a median of 3 seeds above it until the same-CCC step of issue
    // 42 (2026-11-30: 97.21, 96.22, 101.86; docs/engine.md "The board at 100 MHz"); the
    // board's seed, the CI test's, is one that meets it (5 since the board shell,
    // 2026-11-30: 99.47, 100.75, 102.92 at seeds 3-5; with the speculative issue 97.51,
    // 101.10, 101.08; with the divide path 99.74, 102.98, 100.91; 3 since the fast
    // distance 6: 102.23, 101.48, 93.58).
    // It was 75 while the board closed at 90-96, 50 while it closed at ~73, 40 while the
    // engine closed at 53.9. The FT231X tops out at 3 Mbaud (3 MHz / 1), so not the Cu's 4
    // Mbaud; 3 Mbaud needs at least 24 MHz (8 clocks per bit), at 100 MHz the bit timer
    // gives 33.33 clocks per bit (-0.0009 %).
    clock_mhz: 100.0,
    baud: 3_000_000,
    top: "engine",
    pll_top: "ulx3s_pll_top",
    out_dir: "bitstreams/ulx3s",
    seed: 3,
    programmer: Programmer {
        // to the FPGA's SRAM over the FT231X's JTAG, either tool
        commands: &[("openFPGALoader", &["-b", "ulx3s"]), ("fujprog", &[])],
        hint: "is the board plugged in, and may you access its FT231X (udev rule for 0403:6015 or root)?",
    },
};
