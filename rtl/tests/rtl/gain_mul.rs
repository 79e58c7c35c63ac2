//! `GainMul` under rust-hdl's own simulator: every output against the golden model's
//! `mul_norm_shift` (saturated to 48 bits), the exact latency, bubbles.

use golden_model::hwmath::bit_len;
use nscc_rtl::arith::gain_mul::{expected, GainMul, GAIN_MUL_LATENCY, Y_MAX};
use nscc_rtl::testing::SplitMix;
use rust_hdl::prelude::*;
use std::collections::VecDeque;

const A_MAX: u64 = (1 << 24) - 1;

#[derive(Clone, Copy, Debug)]
struct Sample {
    valid: bool,
    a: u64,
    b: u64,
    s: i32,
    w: u32,
}

/// The shift that makes the result `floor(P x 2^t)`, `P` in [2^22, 2^24).
fn shift_for(a: u64, t: i32) -> i32 {
    (t + 22 - (bit_len(a) as i32 - 1) - 11).clamp(-128, 127)
}

/// A normalised 12-bit mantissa (bit 11 set) or, rarely, 0.
fn mantissa(r: &mut SplitMix) -> u64 {
    let x = r.next();
    if x & 31 == 0 {
        0
    } else {
        2048 | (x >> 8) & 2047
    }
}

fn stimulus(n_random: usize, w: u32) -> Vec<Sample> {
    let mut v = Vec::new();
    let s_ = |valid, a, b, s| Sample { valid, a, b, s, w };
    for &a in &[0, 1, 0x7FF, 0xFFF, 0x1000, 0x1_2345, 0xAB_CDEF, A_MAX] {
        for &b in &[0, 2048, 2049, 3277, 4095] {
            for &s in &[-128, -13, 0, 9, 127] {
                v.push(s_(true, a, b, s));
            }
        }
    }
    for &(a, b) in &[
        (0xFFF, 0xFFF),
        (0x800, 0x800),
        (A_MAX, 4095),
        (1 << 23, 2048),
    ] {
        for t in [-25, -24, -23, -22, -1, 0, 1, 24, 25, 26] {
            v.push(s_(true, a, b, shift_for(a, t)));
        }
    }
    v.push(s_(true, A_MAX, 4095, 127));
    v.push(s_(true, 1, 2048, -128));
    v.push(s_(false, A_MAX, 4095, 0));
    v.push(s_(true, A_MAX, 4095, -128));
    let mut r = SplitMix(0x4761_696E_4D75_6C00);
    for _ in 0..n_random {
        let x = r.next();
        let a = r.magnitude(24);
        let b = mantissa(&mut r);
        let s = if x & 3 == 0 {
            ((x >> 8) % 256) as i32 - 128
        } else {
            shift_for(a, ((x >> 8) % 57) as i32 - 27)
        };
        v.push(s_(x >> 61 != 0, a, b, s));
    }
    v
}

#[test]
fn gain_mul_matches_golden_mul_norm_shift_in_rust_hdl_sim() {
    run(48);
}

/// The width of windows: products that do not fit 24 bits saturate.
#[test]
fn gain_mul_saturates_at_24_bits_like_the_golden_model() {
    run(24);
}

/// `y_bits` is a constant of the instance: the whole run uses `w`.
fn run(w: u32) {
    let stim = stimulus(400, w);
    let n = stim.len();
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<GainMul>| x.clock.next = !x.clock.val());
    sim.add_testbench(move |mut sim: Sim<GainMul>| {
        let mut x = sim.init()?;
        let mut pending: VecDeque<usize> = VecDeque::new();
        let (mut checked, mut saturated, mut zeros) = (0, 0, 0);
        for cyc in 0..n + GAIN_MUL_LATENCY {
            let s = stim.get(cyc).copied().unwrap_or(Sample {
                valid: false,
                a: 0,
                b: 0,
                s: 0,
                w,
            });
            x.in_valid.next = s.valid;
            x.a.next = s.a.to_bits();
            x.b.next = s.b.to_bits();
            x.s.next = ((s.s & 0xFF) as u64).to_bits();
            x.y_bits.next = (s.w as u64).to_bits();
            if s.valid {
                pending.push_back(cyc);
            }
            wait_clock_cycle!(sim, clock, x);
            if x.out_valid.val() {
                let k = pending.pop_front().expect("out_valid without a sample");
                sim_assert_eq!(sim, cyc, k + GAIN_MUL_LATENCY - 1, x);
                let s = stim[k];
                let want = expected(s.a, s.b, s.s, s.w);
                let got = x.y.val().to_u64() & ((1u64 << s.w) - 1);
                if got != want {
                    println!(
                        "sample {k} {s:?}: y {:x}, want {want:x}",
                        x.y.val().to_u64()
                    );
                }
                sim_assert_eq!(sim, got, want, x);
                checked += 1;
                saturated += (want == (1u64 << s.w) - 1) as usize;
                zeros += (want == 0) as usize;
            }
        }
        sim_assert!(sim, pending.is_empty(), x);
        println!("rust-hdl sim: {checked} products checked ({saturated} saturated, {zeros} zero)");
        sim_assert!(
            sim,
            saturated > 30 && zeros > 30 && checked - saturated - zeros > 120,
            x
        );
        sim.done(x)
    });
    sim.run(Box::new(GainMul::default()), 1_000_000_000_000)
        .unwrap();
}

#[test]
fn expected_follows_the_golden_gain() {
    use golden_model::hwmath::Gain;
    let g = Gain::from_f64(5.69).unwrap();
    assert_eq!(
        expected(4160, g.mant as u64, g.exp as i32, 48),
        g.apply(4160)
    );
    assert_eq!(expected(A_MAX, 4095, 127, 48), Y_MAX);
    assert_eq!(expected(A_MAX, 4095, 127, 24), (1 << 24) - 1);
    assert_eq!(expected(0xFFF, 0xFFF, -23, 48), 1);
    assert_eq!(expected(0xFFF, 0xFFF, -24, 48), 0);
}
