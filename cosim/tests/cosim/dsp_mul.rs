//! The blocks with multipliers (`GainMul`, `PropGain`, `PenaltyMul`), each Verilated twice:
//! as Verilator and the iCE40 build see it (each `DspMul`'s multiply and registers in
//! fabric) and as the ECP5 build instantiates it (a MULT18X18D with its input and output
//! registers, under the behavioural model of `nscc_rtl::arith::dsp_mul::mult18x18d_model`).
//! Random operands every clock: every result against the golden model (`mul_norm_shift`,
//! `prop_gain`, `penalty_bytes`), exactly the block's latency after its operands, in both
//! builds.

use golden_model::hwmath::{bit_len, prop_gain, Gain};
use nscc_cosim::verilated::Verilated;
use nscc_rtl::arith::gain_mul::{expected, GAIN_MUL_LATENCY};
use nscc_rtl::arith::penalty_mul::PENALTY_MUL_LATENCY;
use nscc_rtl::arith::prop_gain::PROP_GAIN_LATENCY;
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

fn penalty(top: &str, cycles: usize) {
    let mut dut = Verilated::new(top).unwrap();
    let p = |n: &str| dut.port(n).unwrap();
    let (clock, in_valid, bytes, pend) = (p("clock"), p("in_valid"), p("bytes"), p("pend"));
    let (out_valid, penalty) = (p("out_valid"), p("penalty"));
    let mut r = SplitMix(0x9E4A_17F0);
    let mut pending: VecDeque<(usize, u32, u8)> = VecDeque::new();
    let (mut checked, mut nonzero) = (0, 0);
    for cyc in 0..cycles + PENALTY_MUL_LATENCY {
        let x = r.next();
        let valid = cyc < cycles && x >> 61 != 0;
        let (b, e) = (r.magnitude(24) as u32, (x >> 8) as u8 & 127);
        dut.set(in_valid, u64::from(valid));
        dut.set(bytes, u64::from(b));
        dut.set(pend, u64::from(e));
        if valid {
            pending.push_back((cyc, b, e));
        }
        dut.set(clock, 0);
        dut.eval();
        dut.set(clock, 1);
        dut.eval();
        if dut.get(out_valid) == 1 {
            let (k, b, e) = pending.pop_front().expect("out_valid without a sample");
            assert_eq!(cyc, k + PENALTY_MUL_LATENCY - 1, "{top}: latency");
            let want = nscc_rtl::arith::penalty_mul::expected(b, e);
            assert_eq!(dut.get(penalty), u64::from(want), "{top}: {b} x {e} >> 7");
            checked += 1;
            nonzero += usize::from(want != 0);
        }
    }
    assert!(pending.is_empty() && checked > cycles / 2 && nonzero > checked / 2);
}

fn gain(top: &str, cycles: usize) {
    let mut dut = Verilated::new(top).unwrap();
    let p = |n: &str| dut.port(n).unwrap();
    let (clock, headroom, mant, exp) = (p("clock"), p("headroom"), p("alpha_mant"), p("alpha_exp"));
    let (g, s) = (p("g"), p("s"));
    let mut r = SplitMix(0x960_9A17);
    let mut sent: Vec<(u64, Gain)> = Vec::new();
    let mut nonzero = 0;
    for cyc in 0..cycles + PROP_GAIN_LATENCY {
        let x = r.next();
        let h = r.magnitude(24);
        let alpha = if x & 15 == 0 {
            Gain::ZERO
        } else {
            Gain {
                mant: (2048 | (x >> 8) & 2047) as u16,
                exp: (x >> 24) as u8 as i8,
            }
        };
        dut.set(headroom, h);
        dut.set(mant, u64::from(alpha.mant));
        dut.set(exp, u64::from(alpha.exp as u8));
        sent.push((h, alpha));
        dut.set(clock, 0);
        dut.eval();
        dut.set(clock, 1);
        dut.eval();
        // the sample set before edge k + 1 is on the outputs after edge k + LATENCY
        if cyc + 1 >= PROP_GAIN_LATENCY {
            let (h, alpha) = sent[cyc + 1 - PROP_GAIN_LATENCY];
            let (wg, ws) = prop_gain(alpha, h);
            let got_s = dut.get(s) as u8 as i8 as i32;
            assert_eq!((dut.get(g), got_s), (wg, ws), "{top}: h {h} {alpha:?}");
            nonzero += usize::from(wg != 0);
        }
    }
    assert!(nonzero > cycles / 2, "{top}: only {nonzero} non-zero gains");
}

#[test]
fn the_fabric_penalty_and_gain_match_the_golden_model() {
    penalty("penalty_mul", 20_000);
    gain("prop_gain", 20_000);
}

#[test]
fn the_ecp5_dsp_penalty_and_gain_match_the_golden_model() {
    penalty("penalty_mul_ecp5", 20_000);
    gain("prop_gain_ecp5", 20_000);
}
