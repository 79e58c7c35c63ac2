//! `GainMul` Verilated twice: as Verilator and the iCE40 build see it (the multiply and its
//! registers in fabric) and as the ECP5 build instantiates it (`DspMul` as a MULT18X18D
//! with its input and output registers, under the behavioural model of
//! `nscc_rtl::dsp_mul::mult18x18d_model`). Random operands every clock, bubbles included:
//! every result against the golden model's `mul_norm_shift`, exactly
//! `GAIN_MUL_LATENCY` clocks after its operands, in both builds.

use golden_model::hwmath::bit_len;
use nscc_cosim::verilated::Verilated;
use nscc_rtl::gain_mul::{expected, GAIN_MUL_LATENCY};
use nscc_rtl::testing::SplitMix;
use std::collections::VecDeque;

fn run(top: &str, w: u32, cycles: usize) {
    let mut dut = Verilated::new(top).unwrap();
    let p = |n: &str| dut.port(n).unwrap();
    let (clock, in_valid, a, b, s, y_bits) = (
        p("clock"),
        p("in_valid"),
        p("a"),
        p("b"),
        p("s"),
        p("y_bits"),
    );
    let (out_valid, y) = (p("out_valid"), p("y"));
    let mut r = SplitMix(0xD5B_0000 ^ u64::from(w));
    let mut pending: VecDeque<(usize, u64, u64, i32)> = VecDeque::new();
    let (mut checked, mut nonzero) = (0, 0);
    dut.set(y_bits, u64::from(w));
    for cyc in 0..cycles + GAIN_MUL_LATENCY {
        let x = r.next();
        let valid = cyc < cycles && x >> 61 != 0;
        let av = r.magnitude(24);
        let bv = if x & 31 == 0 {
            0
        } else {
            2048 | (x >> 8) & 2047
        };
        // (mostly shifts that land the product in range; some anywhere)
        let sv = if x & 3 == 0 {
            ((x >> 20) % 256) as i32 - 128
        } else {
            let t = ((x >> 20) % 57) as i32 - 27;
            (t + 22 - (bit_len(av) as i32 - 1) - 11).clamp(-128, 127)
        };
        dut.set(in_valid, u64::from(valid));
        dut.set(a, av);
        dut.set(b, bv);
        dut.set(s, (sv & 0xFF) as u64);
        if valid {
            pending.push_back((cyc, av, bv, sv));
        }
        dut.set(clock, 0);
        dut.eval();
        dut.set(clock, 1);
        dut.eval();
        if dut.get(out_valid) == 1 {
            let (k, av, bv, sv) = pending.pop_front().expect("out_valid without a sample");
            assert_eq!(cyc, k + GAIN_MUL_LATENCY - 1, "{top}: latency");
            let want = expected(av, bv, sv, w);
            let got = dut.get(y) & ((1u64 << w) - 1);
            assert_eq!(got, want, "{top}: a {av} b {bv} s {sv} w {w}");
            checked += 1;
            nonzero += usize::from(want != 0);
        }
    }
    assert!(pending.is_empty(), "{top}: results missing");
    assert!(
        checked > cycles / 2,
        "{top}: only {checked} results compared"
    );
    assert!(
        nonzero > checked / 2,
        "{top}: only {nonzero} non-zero results"
    );
}

#[test]
fn the_fabric_multiply_matches_the_golden_model() {
    run("gain_mul", 48, 20_000);
    run("gain_mul", 24, 5_000);
}

#[test]
fn the_ecp5_dsp_multiply_matches_the_golden_model() {
    run("gain_mul_ecp5", 48, 20_000);
    run("gain_mul_ecp5", 24, 5_000);
}
