//! `PenaltyMul` under rust-hdl's own simulator: every output against the golden model's
//! `penalty_bytes`, the exact latency, bubbles.

use nscc_rtl::arith::penalty_mul::{expected, PenaltyMul, PENALTY_MUL_LATENCY};
use nscc_rtl::testing::SplitMix;
use rust_hdl::prelude::*;
use std::collections::VecDeque;

const BYTES_MAX: u32 = (1 << 24) - 1;

#[derive(Clone, Copy, Debug)]
struct Sample {
    valid: bool,
    bytes: u32,
    pend: u8,
}

/// Corner cases (zero and maximal operands, carries across the byte and 12-bit boundaries
/// of the partial products, results just below and at a multiple of 128), then random samples with
/// ~1/8 bubbles.
fn stimulus(n_random: usize) -> Vec<Sample> {
    let mut v = Vec::new();
    let bytes = [
        0, 1, 127, 128, 0xFF, 0x100, 0xFFF, 0x1000, 0xFFFF, 0x1_0000, 0xFF_00FF, 0xFF_FF00,
        0xFF_F000, 0x80_8080, 9000, BYTES_MAX,
    ];
    for &b in &bytes {
        for &p in &[0, 1, 2, 63, 64, 127] {
            v.push(Sample {
                valid: true,
                bytes: b,
                pend: p,
            });
        }
    }
    // back-to-back extremes, then a bubble
    v.push(Sample {
        valid: true,
        bytes: BYTES_MAX,
        pend: 127,
    });
    v.push(Sample {
        valid: true,
        bytes: 0,
        pend: 0,
    });
    v.push(Sample {
        valid: false,
        bytes: BYTES_MAX,
        pend: 127,
    });
    v.push(Sample {
        valid: true,
        bytes: BYTES_MAX,
        pend: 127,
    });
    let mut r = SplitMix(0x0050_656E_616C_7479);
    for _ in 0..n_random {
        let x = r.next();
        v.push(Sample {
            valid: x >> 61 != 0,
            bytes: r.magnitude(24) as u32,
            pend: (x % 128) as u8,
        });
    }
    v
}

#[test]
fn penalty_mul_matches_golden_penalty_bytes_in_rust_hdl_sim() {
    let stim = stimulus(400);
    let n = stim.len();
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<PenaltyMul>| {
        x.clock.next = !x.clock.val()
    });
    sim.add_testbench(move |mut sim: Sim<PenaltyMul>| {
        let mut x = sim.init()?;
        let mut pending: VecDeque<usize> = VecDeque::new();
        let mut checked = 0;
        for cyc in 0..n + PENALTY_MUL_LATENCY {
            let s = stim.get(cyc).copied().unwrap_or(Sample {
                valid: false,
                bytes: 0,
                pend: 0,
            });
            x.in_valid.next = s.valid;
            x.bytes.next = (s.bytes as u64).to_bits();
            x.pend.next = (s.pend as u64).to_bits();
            if s.valid {
                pending.push_back(cyc);
            }
            wait_clock_cycle!(sim, clock, x);
            if x.out_valid.val() {
                let k = pending.pop_front().expect("out_valid without a sample");
                // presented before edge k, out right after edge k + LATENCY - 1
                sim_assert_eq!(sim, cyc, k + PENALTY_MUL_LATENCY - 1, x);
                let s = stim[k];
                let want = expected(s.bytes, s.pend);
                if x.penalty.val() != want as u64 {
                    println!(
                        "sample {k} {s:?}: penalty {:x}, want {want:x}",
                        x.penalty.val().to_u64()
                    );
                }
                sim_assert_eq!(sim, x.penalty.val(), want as u64, x);
                checked += 1;
            }
        }
        sim_assert!(sim, pending.is_empty(), x);
        println!(
            "rust-hdl sim: {checked} penalties checked over {} cycles",
            n + PENALTY_MUL_LATENCY
        );
        sim.done(x)
    });
    sim.run(Box::new(PenaltyMul::default()), 1_000_000_000_000)
        .unwrap();
}

#[test]
fn expected_is_the_exact_golden_penalty() {
    assert_eq!(expected(0, 127), 0);
    assert_eq!(expected(BYTES_MAX, 0), 0);
    assert_eq!(expected(128, 1), 1);
    assert_eq!(expected(127, 1), 0);
    assert_eq!(expected(9000, 64), 4500); // half of the newly acked bytes
                                          // the largest penalty fits the 24-bit port
    assert_eq!(
        expected(BYTES_MAX, 127),
        ((BYTES_MAX as u64 * 127) >> 7) as u32
    );
    assert!(expected(BYTES_MAX, 127) < 1 << 24);
}
