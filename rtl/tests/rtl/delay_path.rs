//! The delay path of the NSCC datapath, stages 1 to 6 (input register, `QuadrantStage`,
//! `EwmaShifter`) with the blocks keeping their own state, under rust-hdl's simulator against
//! the golden model: base RTT and avg_delay after every event. Events come 5 clocks apart (the
//! quadrant reads the average the EWMA commits 4 stages later: the engine never issues a
//! CCC's events closer), some slots empty.

use golden_model::config::CccConfig;
use golden_model::interface::kind_code;
use golden_model::nscc::{GoldenCcc, HwEvent};
use golden_model::EventKind;
use nscc_rtl::arith::ewma_shifter::EwmaShifter;
use nscc_rtl::nscc::quadrant_stage::QuadrantStage;
use nscc_rtl::testing::{SplitMix, KIND_MIX};
use rust_hdl::prelude::*;

/// Stages 1-6 of the core: the event registers and the two blocks, avg fed back.
#[derive(LogicBlock, Default)]
struct DelayPath {
    clock: Signal<In, Clock>,
    load: Signal<In, Bit>,
    cfg_base_rtt: Signal<In, Bits<24>>,
    cfg_target: Signal<In, Bits<24>>,
    cfg_network_rtt: Signal<In, Bits<24>>,
    valid: Signal<In, Bit>,
    kind: Signal<In, Bits<2>>,
    rtt: Signal<In, Bits<24>>,
    ecn: Signal<In, Bit>,
    probe: Signal<In, Bit>,
    probe_rtt: Signal<In, Bits<24>>,
    base_rtt: Signal<Out, Bits<24>>,
    avg: Signal<Out, Bits<32>>,
    // R1 and R2: the event in stages 1 and 2
    v1: DFF<Bit>,
    k1: DFF<Bits<2>>,
    r1: DFF<Bits<24>>,
    e1: DFF<Bit>,
    p1: DFF<Bit>,
    pr1: DFF<Bits<24>>,
    v2: DFF<Bit>,
    k2: DFF<Bits<2>>,
    r2: DFF<Bits<24>>,
    e2: DFF<Bit>,
    p2: DFF<Bit>,
    pr2: DFF<Bits<24>>,
    // R3: ECN and kind alongside the quadrant stage's outputs
    e3: DFF<Bit>,
    k3: DFF<Bits<2>>,
    quadrant: QuadrantStage,
    ewma: EwmaShifter,
}

impl Logic for DelayPath {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, v1, k1, r1, e1, p1, pr1, v2, k2, r2, e2, p2, pr2, e3, k3);
        clock!(self, clock, quadrant, ewma);
        // one CCC: the blocks keep their own state (no engine context)
        self.quadrant.ext.next = false;
        self.quadrant.prev_base_rtt.next = 0.into();
        self.quadrant.prev_base_rtt_sub.next = 0.into();
        // whole-ns RTTs and configuration here (the ps: `quadrant_stage`, `qa_timer`)
        self.quadrant.cfg_base_rtt_sub.next = 0.into();
        self.quadrant.rtt_sub.next = 0.into();
        self.quadrant.probe_rtt_sub.next = 0.into();
        self.ewma.cfg_target_sub.next = 0.into();
        self.ewma.delay_sub.next = self.quadrant.delay_sub.val();
        self.ewma.ext.next = false;
        self.ewma.prev_avg4.next = 0.into();
        self.ewma.prev_avg6.next = 0.into();
        self.v1.d.next = self.valid.val();
        self.k1.d.next = self.kind.val();
        self.r1.d.next = self.rtt.val();
        self.e1.d.next = self.ecn.val();
        self.p1.d.next = self.probe.val();
        self.pr1.d.next = self.probe_rtt.val();
        self.v2.d.next = self.v1.q.val();
        self.k2.d.next = self.k1.q.val();
        self.r2.d.next = self.r1.q.val();
        self.e2.d.next = self.e1.q.val();
        self.p2.d.next = self.p1.q.val();
        self.pr2.d.next = self.pr1.q.val();
        self.e3.d.next = self.e2.q.val();
        self.k3.d.next = self.k2.q.val();
        self.quadrant.load.next = self.load.val();
        self.quadrant.cfg_base_rtt.next = self.cfg_base_rtt.val();
        self.quadrant.valid.next = self.v2.q.val();
        self.quadrant.kind.next = self.k2.q.val();
        self.quadrant.rtt.next = self.r2.q.val();
        self.quadrant.probe.next = self.p2.q.val();
        self.quadrant.probe_rtt.next = self.pr2.q.val();
        self.quadrant.rtt_nz.next = self.r2.q.val().any();
        self.quadrant.probe_rtt_nz.next = self.pr2.q.val().any();
        self.quadrant.avg_seen.next = self.ewma.avg.val();
        self.quadrant.use_fwd.next = false;
        self.quadrant.avg_fwd.next = 0.into();
        self.ewma.load.next = self.load.val();
        self.ewma.cfg_target.next = self.cfg_target.val();
        self.ewma.cfg_network_rtt.next = self.cfg_network_rtt.val();
        self.ewma.valid.next = self.quadrant.out_valid.val();
        self.ewma.nack.next = self.k3.q.val() == 1;
        self.ewma.ecn.next = self.e3.q.val();
        self.ewma.sample.next = self.quadrant.ewma_sample.val();
        self.ewma.delay.next = self.quadrant.delay.val();
        self.ewma.base_after.next = self.quadrant.base_after.val();
        self.base_rtt.next = self.quadrant.base_rtt.val();
        self.avg.next = self.ewma.avg.val();
    }
}

#[test]
fn delay_path_matches_the_golden_model() {
    let regs = CccConfig::default().register_image().unwrap();
    let mut r = SplitMix(0xD1A7);
    // (valid, event) per cycle: an event slot every 5 clocks, some slots empty.
    let stim: Vec<(bool, HwEvent)> = (0..3000)
        .map(|i| {
            let x = r.next();
            let kind = KIND_MIX[(x % 5) as usize];
            let rtt = match (x >> 8) % 5 {
                0 => 0,
                1 => 8_000 + (r.next() % 6_000) as u32,
                _ => 12_000 + (r.next() % 60_000) as u32,
            };
            let probe = kind == EventKind::Ack && (x >> 16).is_multiple_of(10);
            let probe_rtt = if probe {
                9_000 + (r.next() % 20_000) as u32
            } else {
                0
            };
            let ev = HwEvent {
                kind,
                rtt_ns: rtt,
                ecn: (x >> 24).is_multiple_of(3),
                probe,
                probe_rtt_ns: probe_rtt,
                ..HwEvent::default()
            };
            (i % 5 == 0 && !(x >> 40).is_multiple_of(6), ev)
        })
        .collect();
    // Golden: the state after each event, by the cycle it was presented in.
    let mut golden = GoldenCcc::new(regs, 0);
    let mut expected = Vec::new();
    for (cycle, (valid, ev)) in stim.iter().enumerate() {
        if *valid {
            golden.step(ev);
            expected.push((cycle, golden.state.base_rtt_ns, golden.state.avg_delay_q8));
        }
    }
    // The stimulus moves both registers (else the comparison would prove little).
    assert!(
        expected
            .iter()
            .map(|e| e.2)
            .collect::<std::collections::BTreeSet<_>>()
            .len()
            > 100
    );
    assert!(
        expected
            .iter()
            .map(|e| e.1)
            .collect::<std::collections::BTreeSet<_>>()
            .len()
            > 3
    );
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<DelayPath>| x.clock.next = !x.clock.val());
    sim.add_testbench(move |mut sim: Sim<DelayPath>| {
        let mut x = sim.init()?;
        x.load.next = true;
        x.cfg_base_rtt.next = (regs.base_rtt_ns as u64).to_bits();
        x.cfg_target.next = (regs.target_ns as u64).to_bits();
        x.cfg_network_rtt.next = (regs.network_rtt_ns as u64).to_bits();
        x.valid.next = false;
        wait_clock_cycle!(sim, clock, x);
        x.load.next = false;
        // outputs after the edge that ends each cycle: (base_rtt, avg)
        let mut seen = Vec::new();
        let idle = (false, HwEvent::default());
        for &(valid, ev) in stim.iter().chain(std::iter::repeat_n(&idle, 8)) {
            x.valid.next = valid;
            x.kind.next = kind_code(ev.kind).to_bits();
            x.rtt.next = (ev.rtt_ns as u64).to_bits();
            x.ecn.next = ev.ecn;
            x.probe.next = ev.probe;
            x.probe_rtt.next = (ev.probe_rtt_ns as u64).to_bits();
            wait_clock_cycle!(sim, clock, x);
            seen.push((x.base_rtt.val().index() as u32, x.avg.val().index() as u32));
        }
        for (cycle, base, avg) in &expected {
            // base RTT commits in stage 2, avg_delay in stage 6.
            sim_assert_eq!(sim, seen[cycle + 2].0, *base, x);
            sim_assert_eq!(sim, seen[cycle + 6].1, *avg, x);
        }
        sim.done(x)
    });
    sim.run(Box::new(DelayPath::default()), 1_000_000_000_000)
        .unwrap();
}
