//! `RecipDiv` under rust-hdl's own simulator: every output against the golden model's
//! `div_approx` (saturated to the 48-bit port), the exact latency, bubbles.
//! rust-hdl's simulator runs at a few thousand cycles/s; the long randomized runs are the
//! Verilator co-simulation in `cosim/tests/cosim/cosim_recip_div.rs`.

use nscc_rtl::arith::recip_div::{
    expected_quot, RecipDiv, CORNER_DENS, CORNER_NUMS, QUOT_MAX, RECIP_DIV_LATENCY,
};
use nscc_rtl::testing::SplitMix;
use rust_hdl::prelude::*;
use std::collections::VecDeque;

#[derive(Clone, Copy, Debug)]
struct Sample {
    valid: bool,
    num: u64,
    den: u64,
    frac: u32,
}

/// Corner cases (zeros, ones, extremes, the saturation boundary, small divisors whose ROM
/// index is a left shift), then random samples with ~1/8 bubbles.
fn stimulus(n_random: usize) -> Vec<Sample> {
    let mut v = Vec::new();
    let nums = CORNER_NUMS;
    let dens = CORNER_DENS;
    for &num in &nums {
        for &den in &dens {
            for &frac in &[0, 12, 31] {
                v.push(Sample {
                    valid: true,
                    num,
                    den,
                    frac,
                });
            }
        }
    }
    // the 48-bit saturation boundary: num x 4094 x 2^(frac + e - 12) around 2^48
    for frac in 0..3 {
        v.push(Sample {
            valid: true,
            num: QUOT_MAX,
            den: 1,
            frac,
        });
        v.push(Sample {
            valid: true,
            num: 1 << 36,
            den: 1,
            frac: frac + 11,
        });
    }
    let mut r = SplitMix(0x5EED_0F2E_C1D1);
    for _ in 0..n_random {
        let x = r.next();
        let frac = match x % 4 {
            0 => 0,
            1 => 12,
            _ => (x >> 8) as u32 % 32,
        };
        v.push(Sample {
            valid: x >> 61 != 0,
            num: r.magnitude(48),
            den: r.magnitude(32),
            frac,
        });
    }
    v
}

#[test]
fn recip_div_matches_div_approx_in_rust_hdl_sim() {
    let stim = stimulus(1000);
    let n = stim.len();
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<RecipDiv>| x.clock.next = !x.clock.val());
    sim.add_testbench(move |mut sim: Sim<RecipDiv>| {
        let mut x = sim.init()?;
        let mut pending: VecDeque<usize> = VecDeque::new();
        let mut checked = 0;
        for cyc in 0..n + RECIP_DIV_LATENCY {
            let s = stim.get(cyc).copied().unwrap_or(Sample {
                valid: false,
                num: 0,
                den: 0,
                frac: 0,
            });
            x.in_valid.next = s.valid;
            x.num.next = s.num.to_bits();
            x.den.next = s.den.to_bits();
            x.frac.next = (s.frac as u64).to_bits();
            if s.valid {
                pending.push_back(cyc);
            }
            wait_clock_cycle!(sim, clock, x);
            if x.out_valid.val() {
                let k = pending.pop_front().expect("out_valid without a sample");
                // presented before edge k, out right after edge k + LATENCY - 1
                sim_assert_eq!(sim, cyc, k + RECIP_DIV_LATENCY - 1, x);
                let s = stim[k];
                let want = expected_quot(s.num, s.den, s.frac);
                if x.quot.val() != want {
                    println!(
                        "sample {k} {s:?}: quot {:x}, want {want:x}",
                        x.quot.val().to_u64()
                    );
                }
                sim_assert_eq!(sim, x.quot.val(), want, x);
                checked += 1;
            }
        }
        sim_assert!(sim, pending.is_empty(), x);
        println!(
            "rust-hdl sim: {checked} quotients checked over {} cycles",
            n + RECIP_DIV_LATENCY
        );
        sim.done(x)
    });
    sim.run(Box::new(RecipDiv::new()), 1_000_000_000_000)
        .unwrap();
}

#[test]
fn expected_quot_saturates_like_the_golden_model() {
    assert_eq!(expected_quot(0, 0, 0), QUOT_MAX); // den == 0 saturates, even for num == 0
    assert_eq!(expected_quot(QUOT_MAX, 0, 12), QUOT_MAX);
    assert_eq!(expected_quot(0, 7, 31), 0);
    // num x 2^31 / 1 overflows 48 bits
    assert_eq!(expected_quot(QUOT_MAX, 1, 31), QUOT_MAX);
    // and the largest fulfill quotient fits: (2^48 - 1) / 1 ~ 4095 x 4094 x 2^24
    assert_eq!(expected_quot(QUOT_MAX, 1, 0), (4095 * 4094) << 24);
}
