//! `MulNorm` under rust-hdl's own simulator: every output against the golden model's
//! `mul_norm` (saturated to the 48-bit port), the exact latency, bubbles.
//! rust-hdl's simulator runs at a few thousand cycles/s; long randomized runs belong in the
//! Verilator co-simulation.

use golden_model::hwmath::bit_len;
use nscc_rtl::mul_norm::{expected, MulNorm, MUL_NORM_LATENCY, Y_MAX};
use nscc_rtl::testing::SplitMix;
use rust_hdl::prelude::*;
use std::collections::VecDeque;

const A_MAX: u64 = (1 << 48) - 1;
const B_MAX: u64 = (1 << 32) - 1;

#[derive(Clone, Copy, Debug)]
struct Sample {
    valid: bool,
    a: u64,
    b: u64,
    s: i32,
}

/// The shift `s` that scales the product by `2^t` once both mantissas are left-aligned at
/// 12 bits (`a = ma x 2^(pa - 11)`, `pa` = position of the leading one): the result is then
/// `floor(P x 2^t)` with `P` in [2^22, 2^24), so `t = 25` and `26` straddle the saturation
/// at 2^48 and `t = -23` and `-24` the underflow to 0.
fn shift_for(a: u64, b: u64, t: i32) -> i32 {
    (t + 22 - (bit_len(a) as i32 - 1) - (bit_len(b) as i32 - 1)).clamp(-128, 127)
}

/// Corner cases (zeros, ones, extremes, operands below and above the 12-bit window, both
/// sides of the saturation and underflow boundaries, negative shifts), then random samples
/// with ~1/8 bubbles.
fn stimulus(n_random: usize) -> Vec<Sample> {
    let mut v = Vec::new();
    let s_ = |valid, a, b, s| Sample { valid, a, b, s };
    let aa = [
        0,
        1,
        0x7FF,
        0xFFF,
        0x1000,
        0x1_2345,
        123_456_789,
        (1 << 47) + 1,
        A_MAX,
    ];
    let bb = [0, 1, 3, 0xFFF, 0x1FFF, 0x8000_0000, B_MAX];
    for &a in &aa {
        for &b in &bb {
            for &s in &[-128, -13, 0, 9, 127] {
                v.push(s_(true, a, b, s));
            }
        }
    }
    // saturation boundary: 4095 x 4095 >= 2^23 saturates at T = 25, 2048 x 2048 = 2^22
    // only at T = 26; underflow: 4095 x 4095 >> 23 = 1, 2^22 >> 23 = 0
    for &(a, b) in &[
        (0xFFF, 0xFFF),
        (0x800, 0x800),
        (A_MAX, B_MAX),
        (1 << 47, 1 << 31),
        (3, 5),
    ] {
        for t in [-25, -24, -23, -22, -1, 0, 1, 24, 25, 26] {
            v.push(s_(true, a, b, shift_for(a, b, t)));
        }
    }
    // back-to-back extremes, then a bubble
    v.push(s_(true, A_MAX, B_MAX, 127));
    v.push(s_(true, 1, 1, -128));
    v.push(s_(false, A_MAX, B_MAX, 0));
    v.push(s_(true, A_MAX, B_MAX, -128));
    let mut r = SplitMix(0x4D75_6C4E_6F72_6D00);
    for _ in 0..n_random {
        let x = r.next();
        let a = r.magnitude(48);
        let b = r.magnitude(32);
        // mostly shifts around the port's range (t in -27..=29), the rest anywhere
        let s = if x & 3 == 0 {
            ((x >> 8) % 256) as i32 - 128
        } else {
            shift_for(a, b, ((x >> 8) % 57) as i32 - 27)
        };
        v.push(s_(x >> 61 != 0, a, b, s));
    }
    v
}

#[test]
fn mul_norm_matches_golden_mul_norm_in_rust_hdl_sim() {
    let stim = stimulus(400);
    let n = stim.len();
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<MulNorm>| x.clock.next = !x.clock.val());
    sim.add_testbench(move |mut sim: Sim<MulNorm>| {
        let mut x = sim.init()?;
        let mut pending: VecDeque<usize> = VecDeque::new();
        let mut checked = 0;
        let mut saturated = 0;
        let mut zeros = 0;
        for cyc in 0..n + MUL_NORM_LATENCY {
            let s = stim.get(cyc).copied().unwrap_or(Sample { valid: false, a: 0, b: 0, s: 0 });
            x.in_valid.next = s.valid;
            x.a.next = s.a.to_bits();
            x.b.next = s.b.to_bits();
            x.s.next = ((s.s & 0xFF) as u64).to_bits();
            if s.valid {
                pending.push_back(cyc);
            }
            wait_clock_cycle!(sim, clock, x);
            if x.out_valid.val() {
                let k = pending.pop_front().expect("out_valid without a sample");
                // presented before edge k, out right after edge k + LATENCY - 1
                sim_assert_eq!(sim, cyc, k + MUL_NORM_LATENCY - 1, x);
                let s = stim[k];
                let want = expected(s.a, s.b, s.s);
                if x.y.val() != want {
                    println!("sample {k} {s:?}: y {:x}, want {want:x}", x.y.val().to_u64());
                }
                sim_assert_eq!(sim, x.y.val(), want, x);
                checked += 1;
                saturated += (want == Y_MAX) as usize;
                zeros += (want == 0) as usize;
            }
        }
        sim_assert!(sim, pending.is_empty(), x);
        println!(
            "rust-hdl sim: {checked} products checked ({saturated} saturated, {zeros} zero) over {} cycles",
            n + MUL_NORM_LATENCY
        );
        // the stimulus must reach both ends of the port, and mostly the middle
        sim_assert!(sim, saturated > 40 && zeros > 40 && checked - saturated - zeros > 300, x);
        sim.done(x)
    });
    sim.run(Box::new(MulNorm::new()), 1_000_000_000_000)
        .unwrap();
}

#[test]
fn expected_saturates_like_the_golden_model() {
    assert_eq!(expected(0, B_MAX, 127), 0);
    assert_eq!(expected(A_MAX, 0, 127), 0);
    assert_eq!(expected(1, 1, 0), 1);
    assert_eq!(expected(1, 1, -1), 0);
    // 2^47 x 1 fits; x 2 is 2^48: saturates (the golden model gives 2^48, the port cannot)
    assert_eq!(expected(1 << 47, 1, 0), 1 << 47);
    assert_eq!(expected(1 << 47, 2, 0), Y_MAX);
    // the golden model saturates at i64::MAX: the port at its own maximum
    assert_eq!(expected(A_MAX, B_MAX, 127), Y_MAX);
    // both operands truncated to 12 significant bits before the multiply
    assert_eq!(expected(A_MAX, B_MAX, -56), 4095 * 4095);
    assert_eq!(expected(0x1FFF, 0x1FFF, 0), 4095 * 4095 * 4);
    // negative shifts floor
    assert_eq!(expected(0xFFF, 0xFFF, -23), 1);
    assert_eq!(expected(0xFFF, 0xFFF, -24), 0);
}
