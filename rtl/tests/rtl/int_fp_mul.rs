//! `IntFpMul` under rust-hdl's own simulator: every product against the golden model's
//! `Fp::times` (rounding, the carry's renormalisation, zeros, the exponent's saturation and
//! flush), one product per clock, the exact latency, bubbles.

use golden_model::intcc::fixed::{Fp, FP_EXP_MAX, FP_EXP_MIN};
use nscc_rtl::int::int_fp_mul::{IntFpMul, INT_FP_MUL_LATENCY};
use nscc_rtl::testing::SplitMix;
use rust_hdl::prelude::*;
use std::collections::VecDeque;

fn stimulus(n_random: usize) -> Vec<(bool, Fp, Fp)> {
    let mut v = Vec::new();
    let fp = |m: u32, e: i32| Fp { m, e };
    let ms = [0u32, 0x8000, 0x8001, 0xB504, 0xB505, 0xFFFE, 0xFFFF];
    for &am in &ms {
        for &bm in &ms {
            for &(ae, be) in &[
                (0, 0),
                (-39, 24),
                (FP_EXP_MAX, 10),
                (FP_EXP_MIN, -20),
                (255, 240),
                (-256, -256),
            ] {
                v.push((true, fp(am, ae), fp(bm, be)));
            }
        }
    }
    // around the bounds: sums that land just inside and just outside
    for d in -20..20 {
        v.push((true, fp(0xFFFF, FP_EXP_MAX), fp(0xFFFF, d - 16)));
        v.push((true, fp(0x8000, FP_EXP_MAX), fp(0xFFFF, d - 16)));
        v.push((true, fp(0x8000, FP_EXP_MIN), fp(0x8000, d - 15)));
        v.push((true, fp(0xFFFF, FP_EXP_MIN), fp(0x8001, d - 15)));
    }
    let mut r = SplitMix(0x1A7F_9D0C_3E55_0001);
    for _ in 0..n_random {
        let x = r.next();
        let m = |y: u64| {
            if y & 63 == 0 {
                0
            } else {
                0x8000 | (y >> 16) as u32 & 0x7FFF
            }
        };
        let e = |y: u64| (((y >> 40) % 1024) as i32) - 512;
        let e2 = |y: u64| {
            if y & 3 == 0 {
                e(y)
            } else {
                ((y >> 44) % 80) as i32 - 40
            }
        };
        let (a, b) = (fp(m(x), e2(x)), fp(m(x >> 7), e2(x.rotate_left(17))));
        v.push((x >> 62 != 0, a, b));
    }
    v
}

fn bits10(e: i32) -> u64 {
    (e as i64 as u64) & 0x3FF
}

fn signed10(b: u64) -> i32 {
    ((b as i32) << 22) >> 22
}

#[test]
fn int_fp_mul_matches_golden_fp_times_in_rust_hdl_sim() {
    let stim = stimulus(3000);
    let n = stim.len();
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<IntFpMul>| x.clock.next = !x.clock.val());
    sim.add_testbench(move |mut sim: Sim<IntFpMul>| {
        let mut x = sim.init()?;
        let mut pending: VecDeque<usize> = VecDeque::new();
        let (mut checked, mut sat, mut zero, mut carry) = (0, 0, 0, 0);
        for cyc in 0..n + INT_FP_MUL_LATENCY + 1 {
            let (valid, a, b) = stim
                .get(cyc)
                .copied()
                .unwrap_or((false, Fp::ZERO, Fp::ZERO));
            x.in_valid.next = valid;
            x.a_m.next = (a.m as u64).to_bits();
            x.a_e.next = bits10(a.e).to_bits();
            x.b_m.next = (b.m as u64).to_bits();
            x.b_e.next = bits10(b.e).to_bits();
            if valid {
                pending.push_back(cyc);
            }
            wait_clock_cycle!(sim, clock, x);
            if x.out_valid.val() {
                let k = pending.pop_front().expect("out_valid without operands");
                sim_assert_eq!(sim, cyc, k + INT_FP_MUL_LATENCY - 1, x);
                let (_, a, b) = stim[k];
                let want = a.times(b);
                let got = Fp {
                    m: x.out_m.val().to_u64() as u32,
                    e: signed10(x.out_e.val().to_u64()),
                };
                if got != want {
                    println!("operands {k}: {a:?} x {b:?}: got {got:?}, want {want:?}");
                }
                sim_assert_eq!(sim, got, want, x);
                checked += 1;
                sat += (want.e == FP_EXP_MAX && want.m == 0xFFFF) as usize;
                zero += (want.m == 0) as usize;
                carry += (a.m != 0 && b.m != 0 && want.m == 0x8000) as usize;
            }
        }
        sim_assert!(sim, pending.is_empty(), x);
        println!(
            "rust-hdl sim: {checked} products ({sat} saturated, {zero} zero, {carry} with mantissa 0x8000)"
        );
        sim_assert!(
            sim,
            checked > 2500 && sat > 20 && zero > 100 && carry > 10,
            x
        );
        sim.done(x)
    });
    sim.run(Box::new(IntFpMul::default()), 1_000_000_000_000)
        .unwrap();
}

/// Integers for `Fp::int`'s twins: every leading-one position of 40 bits, the rounding
/// ties and carries, and random values (with a valid bit: bubbles one in eight).
fn fp_int_stimulus() -> Vec<(bool, u64)> {
    let mut stim: Vec<(bool, u64)> = vec![(true, 0)];
    for p in 0..40u32 {
        for d in [0u64, 1, 0x7FFF, 0x8000, 0xFFFF] {
            let x = (1u64 << p) | (d << p.saturating_sub(17) >> 1);
            stim.push((true, x & ((1 << 40) - 1)));
            stim.push((true, ((1u64 << (p + 1)) - 1) & ((1 << 40) - 1)));
        }
    }
    let mut r = SplitMix(0x1A7F_1E7E_6E25_0002);
    for _ in 0..3000 {
        let x = r.next();
        stim.push((x & 7 != 0, r.magnitude(40)));
    }
    stim
}

/// An `Fp::int` twin's result for integer `k` of the stimulus (`v`) from its mantissa and
/// exponent ports: (got, want, whether `Fp::int` rounded `v` up); a difference is printed.
fn fp_int_result(k: usize, v: u64, m: u64, e: u64) -> (Fp, Fp, bool) {
    let want = Fp::int(v);
    let got = Fp {
        m: m as u32,
        e: signed10(e),
    };
    if got != want {
        println!("value {k} {v:#x}: got {got:?}, want {want:?}");
    }
    (got, want, want.e > 0 && (u64::from(want.m) << want.e) > v)
}

/// `IntFpIntFast` (the result one clock after the integer, not registered) against
/// `Fp::int` on `fp_int_stimulus`, one per clock.
#[test]
fn int_fp_int_fast_matches_golden_fp_int_in_rust_hdl_sim() {
    use nscc_rtl::int::int_fp_mul::{IntFpIntFast, INT_FP_INT_FAST_LATENCY};
    let stim = fp_int_stimulus();
    let n = stim.len();
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<IntFpIntFast>| {
        x.clock.next = !x.clock.val()
    });
    sim.add_testbench(move |mut sim: Sim<IntFpIntFast>| {
        let mut x = sim.init()?;
        let (mut checked, mut rounded_up) = (0, 0);
        for cyc in 0..n + INT_FP_INT_FAST_LATENCY - 1 {
            let (_, v) = stim.get(cyc).copied().unwrap_or((false, 0));
            x.x.next = v.to_bits();
            wait_clock_cycle!(sim, clock, x);
            if cyc + 1 >= INT_FP_INT_FAST_LATENCY {
                let k = cyc + 1 - INT_FP_INT_FAST_LATENCY;
                let (got, want, up) =
                    fp_int_result(k, stim[k].1, x.out_m.val().to_u64(), x.out_e.val().to_u64());
                sim_assert_eq!(sim, got, want, x);
                checked += 1;
                rounded_up += up as usize;
            }
        }
        println!("rust-hdl sim: {checked} integers ({rounded_up} rounded up)");
        sim_assert!(sim, checked == n && rounded_up > 200, x);
        sim.done(x)
    });
    sim.run(Box::new(IntFpIntFast::default()), 1_000_000_000_000)
        .unwrap();
}

/// `IntFpInt` against `Fp::int` on `fp_int_stimulus`, one per clock with bubbles.
#[test]
fn int_fp_int_matches_golden_fp_int_in_rust_hdl_sim() {
    use nscc_rtl::int::int_fp_mul::{IntFpInt, INT_FP_INT_LATENCY};
    let stim = fp_int_stimulus();
    let n = stim.len();
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<IntFpInt>| x.clock.next = !x.clock.val());
    sim.add_testbench(move |mut sim: Sim<IntFpInt>| {
        let mut x = sim.init()?;
        let mut pending: VecDeque<usize> = VecDeque::new();
        let (mut checked, mut rounded_up) = (0, 0);
        for cyc in 0..n + INT_FP_INT_LATENCY + 1 {
            let (valid, v) = stim.get(cyc).copied().unwrap_or((false, 0));
            x.in_valid.next = valid;
            x.x.next = v.to_bits();
            if valid {
                pending.push_back(cyc);
            }
            wait_clock_cycle!(sim, clock, x);
            if x.out_valid.val() {
                let k = pending.pop_front().expect("out_valid without a value");
                sim_assert_eq!(sim, cyc, k + INT_FP_INT_LATENCY - 1, x);
                let (got, want, up) =
                    fp_int_result(k, stim[k].1, x.out_m.val().to_u64(), x.out_e.val().to_u64());
                sim_assert_eq!(sim, got, want, x);
                checked += 1;
                rounded_up += up as usize;
            }
        }
        sim_assert!(sim, pending.is_empty(), x);
        println!("rust-hdl sim: {checked} integers ({rounded_up} rounded up)");
        sim_assert!(sim, checked > 2800 && rounded_up > 200, x);
        sim.done(x)
    });
    sim.run(Box::new(IntFpInt::default()), 1_000_000_000_000)
        .unwrap();
}

/// `IntToFixed` against `Fp::to_fixed` with the model's three fraction widths and bounds
/// (and others), every shift from saturation to 0, ties, and random values.
#[test]
fn int_to_fixed_matches_golden_to_fixed_in_rust_hdl_sim() {
    use nscc_rtl::int::int_fp_mul::{IntToFixed, INT_TO_FIXED_LATENCY};
    const U_MAX: u64 = (1 << 28) - 1;
    const ONE: u64 = 1 << 20;
    const W_MAX: u64 = ((1 << 32) - 1) << 8;
    let fracs = [20i32, 8, -20, 0, 100, -100];
    let maxes = [U_MAX, ONE, W_MAX, (1 << 40) - 1, 0, 12345];
    let mut stim: Vec<(bool, Fp, i32, u64)> = Vec::new();
    for e in -60..60 {
        for m in [0u32, 0x8000, 0x8001, 0xC000, 0xFFFF] {
            for (&f, &mx) in fracs.iter().zip(&maxes).take(3) {
                stim.push((true, Fp { m, e: e - f }, f, mx));
            }
        }
    }
    let mut r = SplitMix(0x1A7F_70F1_4ED0_0003);
    for _ in 0..3000 {
        let x = r.next();
        let m = if x & 31 == 0 {
            0
        } else {
            0x8000 | (x >> 20) as u32 & 0x7FFF
        };
        let e = if x & 64 == 0 {
            ((x >> 40) % 1024) as i32 - 512
        } else {
            ((x >> 40) % 90) as i32 - 45
        };
        let k = ((x >> 8) % 6) as usize;
        stim.push((
            x >> 62 != 0,
            Fp { m, e },
            fracs[k],
            maxes[(k + (x >> 12) as usize % 2) % 6],
        ));
    }
    let n = stim.len();
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<IntToFixed>| {
        x.clock.next = !x.clock.val()
    });
    sim.add_testbench(move |mut sim: Sim<IntToFixed>| {
        let mut x = sim.init()?;
        let mut pending: VecDeque<usize> = VecDeque::new();
        let (mut checked, mut at_max, mut zeros) = (0, 0, 0);
        for cyc in 0..n + INT_TO_FIXED_LATENCY + 1 {
            let (valid, v, f, mx) = stim.get(cyc).copied().unwrap_or((false, Fp::ZERO, 0, 0));
            x.in_valid.next = valid;
            x.m.next = (v.m as u64).to_bits();
            x.e.next = bits10(v.e).to_bits();
            x.frac.next = ((f as i64 as u64) & 0xFF).to_bits();
            x.max.next = mx.to_bits();
            if valid {
                pending.push_back(cyc);
            }
            wait_clock_cycle!(sim, clock, x);
            if x.out_valid.val() {
                let k = pending.pop_front().expect("out_valid without a value");
                sim_assert_eq!(sim, cyc, k + INT_TO_FIXED_LATENCY - 1, x);
                let (_, v, f, mx) = stim[k];
                let want = v.to_fixed(f, mx);
                let got = x.out.val().to_u64();
                if got != want {
                    println!("value {k} {v:?} frac {f} max {mx}: got {got}, want {want}");
                }
                sim_assert_eq!(sim, got, want, x);
                checked += 1;
                at_max += (want == mx && mx > 0) as usize;
                zeros += (want == 0) as usize;
            }
        }
        sim_assert!(sim, pending.is_empty(), x);
        println!("rust-hdl sim: {checked} conversions ({at_max} at the bound, {zeros} zero)");
        sim_assert!(sim, checked > 3000 && at_max > 200 && zeros > 200, x);
        sim.done(x)
    });
    sim.run(Box::new(IntToFixed::default()), 1_000_000_000_000)
        .unwrap();
}

/// `IntStepFixed`'s shift, rounded and bounded as its consumer does it (`sat` gives the
/// bound, else `min((z >> 1) + (z & 1), max)`), against `Fp::to_fixed(-20, ..)` for every
/// exponent a 10-bit value holds, mantissas at 0, the edges and ties, and random ones, at U's
/// bound and others.
#[test]
fn int_step_fixed_matches_golden_to_fixed_at_minus_20_in_rust_hdl_sim() {
    use nscc_rtl::int::int_fp_mul::{IntStepFixed, INT_STEP_FIXED_LATENCY};
    const U_MAX: u64 = (1 << 28) - 1;
    let maxes = [U_MAX, (1 << 40) - 1, 12345];
    let mut stim: Vec<(Fp, u64)> = Vec::new();
    for e in -512..512 {
        for m in [0u32, 0x8000, 0x8001, 0xC000, 0xFFFF] {
            stim.push((Fp { m, e }, maxes[(e & 1) as usize]));
        }
    }
    let mut r = SplitMix(0x1A7F_70F1_4ED0_0007);
    for _ in 0..4000 {
        let x = r.next();
        let m = 0x8000 | (x >> 20) as u32 & 0x7FFF;
        let e = ((x >> 40) % 60) as i32 - 10;
        stim.push((Fp { m, e }, maxes[(x % 3) as usize]));
    }
    let n = stim.len();
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<IntStepFixed>| {
        x.clock.next = !x.clock.val()
    });
    sim.add_testbench(move |mut sim: Sim<IntStepFixed>| {
        let mut x = sim.init()?;
        let (mut checked, mut at_max, mut zeros) = (0, 0, 0);
        for cyc in 0..n + INT_STEP_FIXED_LATENCY - 1 {
            let (v, _) = stim.get(cyc).copied().unwrap_or((Fp::ZERO, 0));
            x.m.next = (v.m as u64).to_bits();
            x.e.next = bits10(v.e).to_bits();
            wait_clock_cycle!(sim, clock, x);
            if cyc + 1 >= INT_STEP_FIXED_LATENCY {
                let k = cyc + 1 - INT_STEP_FIXED_LATENCY;
                let (v, mx) = stim[k];
                let want = v.to_fixed(-20, mx);
                let z = x.z.val().to_u64();
                let got = if x.sat.val() {
                    mx
                } else {
                    ((z >> 1) + (z & 1)).min(mx)
                };
                if got != want {
                    println!("value {k} {v:?} max {mx}: got {got}, want {want}");
                }
                sim_assert_eq!(sim, got, want, x);
                checked += 1;
                at_max += (want == mx) as usize;
                zeros += (want == 0) as usize;
            }
        }
        println!("rust-hdl sim: {checked} conversions ({at_max} at the bound, {zeros} zero)");
        sim_assert!(sim, checked == n && at_max > 500 && zeros > 500, x);
        sim.done(x)
    });
    sim.run(Box::new(IntStepFixed::default()), 1_000_000_000_000)
        .unwrap();
}

/// The Newton step's error term fits the 17-bit multiplier operand for every mantissa.
#[test]
fn recip_error_term_fits_17_bits_for_every_mantissa() {
    use golden_model::hwmath::RECIP_ROM;
    let worst = (0x8000u64..=0xFFFF)
        .map(|m| {
            ((1i64 << 27) - (m * RECIP_ROM[(m as usize >> 5) & 1023] as u64) as i64).unsigned_abs()
        })
        .max()
        .unwrap();
    assert!(worst < 1 << 17, "{worst}");
}

/// `IntRecip` against `Fp::recip`: every 64th mantissa at several exponents (both bounds),
/// 0, and random values, one per clock with bubbles.
#[test]
fn int_recip_matches_golden_recip_in_rust_hdl_sim() {
    use nscc_rtl::int::int_fp_mul::{IntRecip, INT_RECIP_LATENCY};
    let mut stim: Vec<(bool, Fp)> = vec![(true, Fp::ZERO)];
    for m in (0x8000u32..=0xFFFF).step_by(64).chain([0x8001, 0xFFFF]) {
        for e in [FP_EXP_MIN, -100, -15, 0, 24, FP_EXP_MAX] {
            stim.push((true, Fp { m, e }));
        }
    }
    let mut r = SplitMix(0x1A7F_4EC1_0000_0004);
    for _ in 0..3000 {
        let x = r.next();
        let m = 0x8000 | (x >> 20) as u32 & 0x7FFF;
        let e = if x & 3 == 0 {
            ((x >> 40) % 1024) as i32 - 512
        } else {
            ((x >> 40) % 80) as i32 - 40
        };
        stim.push((x >> 62 != 0, Fp { m, e }));
    }
    let n = stim.len();
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<IntRecip>| x.clock.next = !x.clock.val());
    sim.add_testbench(move |mut sim: Sim<IntRecip>| {
        let mut x = sim.init()?;
        let mut pending: VecDeque<usize> = VecDeque::new();
        let (mut checked, mut bounded) = (0, 0);
        for cyc in 0..n + INT_RECIP_LATENCY + 1 {
            let (valid, v) = stim.get(cyc).copied().unwrap_or((false, Fp::ZERO));
            x.in_valid.next = valid;
            x.m.next = (v.m as u64).to_bits();
            x.e.next = bits10(v.e).to_bits();
            if valid {
                pending.push_back(cyc);
            }
            wait_clock_cycle!(sim, clock, x);
            if x.out_valid.val() {
                let k = pending.pop_front().expect("out_valid without a value");
                sim_assert_eq!(sim, cyc, k + INT_RECIP_LATENCY - 1, x);
                let want = stim[k].1.recip();
                let got = Fp {
                    m: x.out_m.val().to_u64() as u32,
                    e: signed10(x.out_e.val().to_u64()),
                };
                if got != want {
                    println!("value {k} {:?}: got {got:?}, want {want:?}", stim[k].1);
                }
                sim_assert_eq!(sim, got, want, x);
                checked += 1;
                bounded += (want.m == 0 || want.e == FP_EXP_MAX) as usize;
            }
        }
        sim_assert!(sim, pending.is_empty(), x);
        println!("rust-hdl sim: {checked} reciprocals ({bounded} at a bound)");
        sim_assert!(sim, checked > 2500 && bounded > 10, x);
        sim.done(x)
    });
    sim.run(Box::new(IntRecip::default()), 1_000_000_000_000)
        .unwrap();
}

/// The Newton step's result `r1` has its leading one at bit 38 for every mantissa (`r0` in
/// [2^11, 2^12), `r1 ~ r0 2^27`): `IntRecip` normalises it without a leading-one search.
#[test]
fn recip_newton_result_leads_at_bit_38_for_every_mantissa() {
    use golden_model::hwmath::RECIP_ROM;
    let mut seen = [0usize; 41];
    for m in 0x8000i64..=0xFFFF {
        let r0 = RECIP_ROM[(m as usize >> 5) & 1023] as i64;
        let err = (1i64 << 27) - m * r0;
        let r1 = (r0 << 27) + r0 * err;
        assert!(r1 > 0 && r1 < 1 << 40, "{m:#x}: {r1:#x}");
        seen[63 - r1.leading_zeros() as usize] += 1;
    }
    assert_eq!(seen[38], 0x8000, "{seen:?}");
}
