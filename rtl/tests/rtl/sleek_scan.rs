//! `SleekScan` under rust-hdl's own simulator against its golden twin `GoldenSleek`, cycle by
//! cycle: every state tap, the FIFO write (emission) and the FIFO head, on a random lossy
//! stream (reordering, drops, NACKs, retransmissions, duplicate and late ACKs, probes, RTOs,
//! PSN wrap) with a random consumer on the FIFO.

use golden_model::interface::kind_code;
use golden_model::sleek::{Cause, GoldenSleek, SleekOutputs, SleekRegs};
use golden_model::CccConfig;
use nscc_rtl::sleek::sleek_scan::{golden_taps, SleekScan};
use nscc_rtl::testing::{LossyStream, SplitMix};
use rust_hdl::prelude::*;

/// One cycle of stimulus.
#[derive(Clone, Copy)]
struct Cycle {
    step: Option<nscc_rtl::testing::LossyStep>,
    pop: bool,
}

/// What the block shows after an edge: taps, emission, head, busy.
type Observed = ([u64; 10], [u64; 3], [u64; 3], bool);

fn observe_golden(g: &GoldenSleek, o: &SleekOutputs) -> Observed {
    let cause = |c: Cause| c.code();
    (
        golden_taps(&g.state),
        match o.emit {
            Some(r) => [1, r.psn as u64, cause(r.cause)],
            None => [0, 0, 0],
        },
        match o.head {
            Some(r) => [1, r.psn as u64, cause(r.cause)],
            None => [0, 0, 0],
        },
        o.busy,
    )
}

#[test]
fn sleek_scan_matches_its_golden_twin() {
    let mut emitted = [0u64; 4];
    for seed in [0x51EE_C0DE, 7, 8, 9] {
        run(seed, &mut emitted);
    }
    // The streams reach every kind of retransmit.
    assert!(
        emitted[1] > 0 && emitted[2] > 0 && emitted[3] > 0,
        "{emitted:?}"
    );
}

/// One stream of ~15,000 cycles; adds the requests emitted per cause to `emitted`.
fn run(seed: u64, emitted: &mut [u64; 4]) {
    let regs = SleekRegs::from_image(&CccConfig::default().register_image().unwrap());
    let mut stream = LossyStream::new(seed);
    let first = stream.first_psn();
    let mut r = SplitMix(seed ^ 0xF1F0);
    let mut cycles = Vec::new();
    let mut stall = 0u64;
    while cycles.len() < 15_000 {
        let s = stream.step();
        for _ in 0..s.gap {
            cycles.push(Cycle {
                step: None,
                pop: false,
            });
        }
        cycles.push(Cycle {
            step: Some(s),
            pop: false,
        });
    }
    for c in cycles.iter_mut() {
        // The consumer takes a request most cycles, sometimes stalls for a while.
        if stall > 0 {
            stall -= 1;
        } else if r.next().is_multiple_of(500) {
            stall = r.next() % 2_000;
        } else {
            c.pop = !r.next().is_multiple_of(4);
        }
    }
    let mut g = GoldenSleek::new(regs, first);
    let mut expected = Vec::with_capacity(cycles.len());
    for c in &cycles {
        let o = g.clock(c.step.map(|s| (s.event, s.view)), c.pop);
        if let Some(e) = o.emit {
            emitted[e.cause.code() as usize] += 1;
        }
        expected.push(observe_golden(&g, &o));
    }
    eprintln!(
        "seed {seed}: {} cycles, emitted so far {emitted:?}",
        cycles.len()
    );
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<SleekScan>| x.clock.next = !x.clock.val());
    sim.add_testbench(move |mut sim: Sim<SleekScan>| {
        let mut x = sim.init()?;
        x.load.next = true;
        x.cfg_init_psn.next = (first as u64).to_bits();
        x.cfg_pkt_shift.next = (regs.pkt_shift as u64).to_bits();
        x.cfg_target.next = (regs.target_ns as u64).to_bits();
        x.ev_valid.next = false;
        x.rtx_pop.next = false;
        wait_clock_cycle!(sim, clock, x);
        x.load.next = false;
        for (c, exp) in cycles.iter().zip(&expected) {
            x.ev_valid.next = c.step.is_some();
            x.rtx_pop.next = c.pop;
            if let Some(s) = c.step {
                let e = s.event;
                x.ev_kind.next = kind_code(e.kind).to_bits();
                x.ev_psn.next = (e.psn as u64).to_bits();
                x.ev_cum_ack.next = (e.cum_ack as u64).to_bits();
                x.ev_ooo.next = (e.ooo as u64).to_bits();
                x.ev_probe.next = e.probe;
                x.ev_probe_rtt.next = (e.probe_rtt_ns as u64).to_bits();
                x.cwnd.next = (s.view.cwnd as u64).to_bits();
                x.maxwnd.next = (s.view.maxwnd as u64).to_bits();
                x.base_rtt.next = (s.view.base_rtt_ns as u64).to_bits();
                x.avg_delay.next = (s.view.avg_delay_ns as u64).to_bits();
            }
            wait_clock_cycle!(sim, clock, x);
            let taps = [
                x.base.val().index() as u64,
                x.highest_sent.val().index() as u64,
                x.recovery_seqno.val().index() as u64,
                x.in_recovery.val() as u64,
                x.highest_rtx_sent.val().index() as u64,
                x.scan_psn.val().index() as u64,
                x.scan_end.val().index() as u64,
                x.scan_pending.val() as u64,
                x.dropped.val().index() as u64,
                x.out_of_window.val().index() as u64,
            ];
            let emit = if x.emit_valid.val() {
                [
                    1,
                    x.emit_psn.val().index() as u64,
                    x.emit_cause.val().index() as u64,
                ]
            } else {
                [0, 0, 0]
            };
            let head = if x.rtx_valid.val() {
                [
                    1,
                    x.rtx_psn.val().index() as u64,
                    x.rtx_cause.val().index() as u64,
                ]
            } else {
                [0, 0, 0]
            };
            let got: Observed = (taps, emit, head, x.busy.val());
            sim_assert_eq!(sim, got, *exp, x);
        }
        sim.done(x)
    });
    sim.run(Box::new(SleekScan::default()), 1_000_000_000_000)
        .unwrap();
}
