//! The context store's target seam through the real flow: for the ECP5 (`NSCC_ECP5`, which
//! the flow defines for that family) a `CtxRam` of 4,096 13-bit words is four DP16KD in x4
//! mode with their output registers and no fabric flip-flop; its plain branch through the
//! iCE40 flow keeps the second register in the fabric (13 flip-flops and more).

use nscc_flow::{synthesize, SynthOptions};
use nscc_rtl::nscc::ctx_ram::{dp16kd_blocks, CtxRam};
use std::path::PathBuf;

fn work(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("ctx-ram-{name}"))
}

#[test]
fn the_ecp5_store_is_dp16kd_with_output_registers() {
    let v = nscc_rtl::verilog_of::<CtxRam<13, 12>>();
    let opts = SynthOptions {
        target: &nscc_flow::ULX3S,
        ..SynthOptions::new("top", work("ecp5"))
    };
    let r = synthesize(&v, &opts).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.brams as usize, dp16kd_blocks(13, 12), "{:?}", r.cells);
    assert_eq!(r.brams, 4);
    assert_eq!(
        r.ffs, 0,
        "the read data's second register is not in the DP16KD: {:?}",
        r.cells
    );
    let netlist = std::fs::read_to_string(work("ecp5").join("top.json")).unwrap();
    assert!(
        netlist.contains("OUTREG"),
        "no DP16KD with REGMODE_B = OUTREG"
    );
}

#[test]
fn the_ice40_store_is_plain_block_ram_and_a_register() {
    let v = nscc_rtl::verilog_of::<CtxRam<13, 12>>();
    let opts = SynthOptions::new("top", work("ice40"));
    let r = synthesize(&v, &opts).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.brams > 0, "{:?}", r.cells);
    // (the 13 of the second register, plus yosys' registered bank select of the RAM's rows)
    assert!(r.ffs >= 13, "{:?}", r.cells);
}
