//! `PropGain` under rust-hdl's own simulator against the golden model's `prop_gain`, one
//! sample per clock, fixed latency.

use golden_model::hwmath::{prop_gain, Gain};
use nscc_rtl::arith::prop_gain::{PropGain, PROP_GAIN_LATENCY};
use nscc_rtl::testing::SplitMix;
use rust_hdl::prelude::*;

fn stimulus(n_random: usize) -> Vec<(u64, Gain)> {
    let mut v = Vec::new();
    let gains = [
        Gain::from_f64(0.0375).unwrap(),
        Gain::from_f64(85_393.92).unwrap(),
        Gain {
            mant: 4095,
            exp: 127,
        },
        Gain {
            mant: 2048,
            exp: -128,
        },
        Gain {
            mant: 3000,
            exp: -120,
        },
        Gain {
            mant: 3000,
            exp: 120,
        },
        Gain::ZERO,
        // mantissas without their leading one at bit 11 (a profile may hold them)
        Gain { mant: 1, exp: 3 },
        Gain { mant: 5, exp: -7 },
        Gain { mant: 100, exp: 40 },
        Gain {
            mant: 2047,
            exp: -128,
        },
        Gain { mant: 1, exp: 127 },
    ];
    for &g in &gains {
        for h in [
            0u64,
            1,
            2,
            2047,
            2048,
            4095,
            4096,
            9_380_160 >> 3,
            (1 << 24) - 1,
        ] {
            v.push((h, g));
        }
    }
    let mut r = SplitMix(0x5072_6F70_4761_696E);
    for _ in 0..n_random {
        let h = r.magnitude(24);
        let x = r.next();
        let mant = match x & 15 {
            0 => 0,
            1 => ((x >> 4) & 2047) as u16 >> ((x >> 40) % 11),
            _ => 2048 | ((x >> 4) & 2047) as u16,
        };
        let exp = ((x >> 20) % 256) as i32 - 128;
        v.push((
            h,
            Gain {
                mant,
                exp: exp as i8,
            },
        ));
    }
    v
}

#[test]
fn prop_gain_matches_golden_prop_gain_in_rust_hdl_sim() {
    let stim = stimulus(500);
    let n = stim.len();
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<PropGain>| x.clock.next = !x.clock.val());
    sim.add_testbench(move |mut sim: Sim<PropGain>| {
        let mut x = sim.init()?;
        let mut checked = 0;
        let mut clamped = 0;
        for cyc in 0..n + PROP_GAIN_LATENCY {
            let (h, g) = stim.get(cyc).copied().unwrap_or((0, Gain::ZERO));
            x.headroom.next = h.to_bits();
            x.alpha_mant.next = (g.mant as u64).to_bits();
            x.alpha_exp.next = ((g.exp as i32 & 0xFF) as u64).to_bits();
            wait_clock_cycle!(sim, clock, x);
            // the sample set before edge k + 1 is on the outputs after edge k + 3
            if cyc + 1 >= PROP_GAIN_LATENCY && cyc + 1 - PROP_GAIN_LATENCY < n {
                let k = cyc + 1 - PROP_GAIN_LATENCY;
                let (h, g) = stim[k];
                let (wg, ws) = prop_gain(g, h);
                let got_s = x.s.val().to_u64() as u8 as i8 as i32;
                if x.g.val().to_u64() != wg || got_s != ws {
                    println!(
                        "sample {k}: h {h} {g:?}: got ({:x}, {got_s}), want ({wg:x}, {ws})",
                        x.g.val().to_u64()
                    );
                }
                sim_assert_eq!(sim, x.g.val().to_u64(), wg, x);
                sim_assert_eq!(sim, got_s, ws, x);
                checked += 1;
                clamped += (ws == 127 || ws == -128) as usize;
            }
        }
        println!("rust-hdl sim: {checked} gains checked, {clamped} clamped");
        sim_assert!(sim, checked == n && clamped > 5, x);
        sim.done(x)
    });
    sim.run(Box::new(PropGain::default()), 1_000_000_000_000)
        .unwrap();
}
