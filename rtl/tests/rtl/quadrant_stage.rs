//! `QuadrantStage` under rust-hdl's own simulator against its golden twin
//! `GoldenCcc::quadrant_stage`: delay, base RTT, EWMA-sample flag after every event.

use golden_model::config::CccConfig;
use golden_model::interface::kind_code;
use golden_model::nscc::{fine, GoldenCcc, HwEvent};
use golden_model::EventKind;
use nscc_rtl::nscc::quadrant_stage::QuadrantStage;
use nscc_rtl::testing::{SplitMix, KIND_MIX};
use rust_hdl::prelude::*;

/// One event and the average the stage sees for it.
#[derive(Clone, Copy, Debug)]
struct Input {
    valid: bool,
    ev: HwEvent,
    avg_seen: u32,
}

fn stimulus(n: usize) -> Vec<Input> {
    let mut r = SplitMix(0x0A5E_BA5E);
    (0..n)
        .map(|i| {
            let x = r.next();
            let kind = KIND_MIX[(x % 5) as usize];
            // RTTs around the 12 us base, sometimes below it (new minima), sometimes absent.
            // RTTs in the base's own ns too: their ps decide a new minimum.
            let rtt = match (x >> 8) % 7 {
                0 => 0,
                1 => 6_000 + (r.next() % 6_000) as u32,
                2 => 12_000,
                _ => 12_000 + (r.next() % 40_000) as u32 - 2_000,
            };
            let sub =
                |ns: u32, r: &mut SplitMix| if ns == 0 { 0 } else { (r.next() % 1000) as u16 };
            let probe = kind == EventKind::Ack && (x >> 16).is_multiple_of(8);
            let probe_rtt = if probe && !(x >> 20).is_multiple_of(3) {
                [12_000, 5_000 + (r.next() % 30_000) as u32][(x >> 24) as usize % 2]
            } else {
                0
            };
            let rtt_sub_ps = sub(rtt, &mut r);
            let probe_rtt_sub_ps = sub(probe_rtt, &mut r);
            Input {
                valid: i < 3 || !(x >> 40).is_multiple_of(8),
                ev: HwEvent {
                    kind,
                    rtt_ns: rtt,
                    rtt_sub_ps,
                    probe,
                    probe_rtt_ns: probe_rtt,
                    probe_rtt_sub_ps,
                    ..HwEvent::default()
                },
                avg_seen: (r.next() % (30_000 << 8)) as u32,
            }
        })
        .collect()
}

#[test]
fn quadrant_stage_matches_its_golden_twin() {
    let mut regs = CccConfig::default().register_image().unwrap();
    // a base RTT of 12,000.437 ns: the ps decide near it
    regs.base_rtt_sub_ps = 437;
    let stim = stimulus(400);
    // Expected outputs, one per input cycle (None for bubbles).
    let mut golden = GoldenCcc::new(regs, 0);
    let expected: Vec<Option<(u64, u64, bool)>> = stim
        .iter()
        .map(|inp| {
            if !inp.valid {
                return None;
            }
            // The stage sees `avg_seen`: make it the golden model's view too.
            golden.state.avg_delay_q8 = inp.avg_seen;
            let cwnd = golden.state.cwnd;
            golden.set_cwnd(cwnd);
            if !matches!(inp.ev.kind, EventKind::Ack | EventKind::Nack) {
                // Sends and RTOs never reach the quadrant logic: the base RTT holds.
                let s = &golden.state;
                return Some((u64::MAX, fine(s.base_rtt_ns, s.base_rtt_sub_ps), false));
            }
            let q = golden.quadrant_stage(&inp.ev);
            let s = &golden.state;
            Some((
                fine(q.delay_ns, q.delay_sub_ps),
                fine(s.base_rtt_ns, s.base_rtt_sub_ps),
                q.ewma_sample,
            ))
        })
        .collect();
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<QuadrantStage>| {
        x.clock.next = !x.clock.val()
    });
    sim.add_testbench(move |mut sim: Sim<QuadrantStage>| {
        let mut x = sim.init()?;
        // Activation: load the configured base RTT.
        x.load.next = true;
        x.cfg_base_rtt.next = (regs.base_rtt_ns as u64).to_bits();
        x.cfg_base_rtt_sub.next = (regs.base_rtt_sub_ps as u64).to_bits();
        x.valid.next = false;
        wait_clock_cycle!(sim, clock, x);
        x.load.next = false;
        for (inp, exp) in stim.iter().zip(&expected) {
            x.valid.next = inp.valid;
            x.kind.next = kind_code(inp.ev.kind).to_bits();
            x.rtt.next = (inp.ev.rtt_ns as u64).to_bits();
            x.probe.next = inp.ev.probe;
            x.probe_rtt.next = (inp.ev.probe_rtt_ns as u64).to_bits();
            x.rtt_sub.next = (inp.ev.rtt_sub_ps as u64).to_bits();
            x.probe_rtt_sub.next = (inp.ev.probe_rtt_sub_ps as u64).to_bits();
            x.rtt_nz.next = inp.ev.rtt_ns != 0;
            x.probe_rtt_nz.next = inp.ev.probe_rtt_ns != 0;
            x.avg_seen.next = (inp.avg_seen as u64).to_bits();
            wait_clock_cycle!(sim, clock, x);
            sim_assert_eq!(sim, x.out_valid.val(), inp.valid, x);
            if let Some((delay, base, sample)) = exp {
                sim_assert_eq!(sim, x.base_rtt.val(), *base >> 10, x);
                sim_assert_eq!(sim, x.base_rtt_sub.val(), *base & 1023, x);
                sim_assert_eq!(sim, x.base_after.val(), *base >> 10, x);
                sim_assert_eq!(sim, x.ewma_sample.val(), *sample, x);
                if *delay != u64::MAX {
                    sim_assert_eq!(sim, x.delay.val(), *delay >> 10, x);
                    sim_assert_eq!(sim, x.delay_sub.val(), *delay & 1023, x);
                }
            }
        }
        sim.done(x)
    });
    sim.run(Box::new(QuadrantStage::default()), 100_000_000_000)
        .unwrap();
}
