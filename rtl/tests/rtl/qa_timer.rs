//! `QaTimer` under rust-hdl's own simulator against its golden twin `GoldenCcc::qa_timer`:
//! decisions (action, Quick Adapt and its cwnd, stop, fulfill, eta) and every register it
//! owns, after every event of a random stream built to hit each branch (stale feedback, QA
//! with and without bad news and starvation, fast increase, MD pacing, fulfill by bytes and
//! by period, counter saturation). The fast decision is made downstream (stage 15, where
//! cwnd is read) from what the block hands on (`fi_path`, `fa_clr`, `fi_after`): the test
//! makes it as the datapath does and compares it with the twin's.

use golden_model::config::CccConfig;
use golden_model::interface::kind_code;
use golden_model::nscc::{GoldenCcc, HwEvent};
use golden_model::{Action, EventKind};
use nscc_rtl::nscc::qa_timer::QaTimer;
use nscc_rtl::testing::SplitMix;
use rust_hdl::prelude::*;

#[derive(Clone, Copy, Debug)]
struct Input {
    valid: bool,
    ev: HwEvent,
    delay: u32,
    delay_sub: u16,
    base_after: u32,
    dropped: bool,
    bdp_cand: u32,
    maxwnd_cand: u32,
    avg: u32,
    cwnd_seen: u32,
}

/// Everything the block shows after an event: decisions then owned registers, then the fast
/// decision and flag made from its outputs.
type Observed = [u64; 23];

#[test]
fn qa_timer_matches_its_golden_twin() {
    let mut regs = CccConfig::default().register_image().unwrap();
    // a network RTT of 12,000.48 ns: the fulfill period is compared in ps
    regs.network_rtt_sub_ps = 480;
    // a target of 9,000.3 ns (threshold 36,001.2): the delay's ps decide near them
    regs.target_sub_ps = 300;
    regs.target_frac = 300 * 256 / 1000;
    regs.qa_threshold_ns = 36_001;
    regs.qa_threshold_sub_ps = 200;
    let mut r = SplitMix(0x0A71_3E12);
    let mut t = 1_000u32;
    let kinds = [
        EventKind::Ack,
        EventKind::Ack,
        EventKind::Ack,
        EventKind::Ack,
        EventKind::Nack,
        EventKind::Send,
    ];
    let stim: Vec<Input> = (0..500)
        .map(|i| {
            let x = r.next();
            // time: mostly small steps, sometimes past a QA window or a network RTT
            t = t.wrapping_add(match x % 7 {
                0 => 25_000,
                1 => 13_000,
                // about one network RTT: the ps decide
                2 => 12_000 - (r.next() % 2) as u32,
                _ => (r.next() % 3_000) as u32,
            });
            let kind = kinds[((x >> 4) % 6) as usize];
            let bytes = match (x >> 8) % 4 {
                0 => 16_640,
                1 => (r.next() % 70_000) as u32,
                _ => 4_160,
            };
            let delay = match (x >> 12) % 8 {
                0 => (r.next() % 1_000) as u32,
                1 => 40_000 + (r.next() % 20_000) as u32,
                // the target's ns and the threshold's
                2 => 9_000,
                3 => 36_001,
                _ => (r.next() % 20_000) as u32,
            };
            let delay_sub = (r.next() % 1000) as u16;
            let dropped = (x >> 16).is_multiple_of(13);
            let bdp_cand = 100_000 + (r.next() % 50_000) as u32;
            let ev = HwEvent {
                t_ns: t,
                t_sub_ps: (r.next() % 1000) as u16,
                kind,
                bytes,
                ecn: (x >> 20).is_multiple_of(3),
                in_flight: (r.next() % 400_000) as u32,
                ..HwEvent::default()
            };
            Input {
                valid: i < 2 || !(x >> 24).is_multiple_of(9),
                ev,
                delay,
                delay_sub,
                base_after: 11_000 + (r.next() % 1_000) as u32,
                dropped,
                bdp_cand,
                maxwnd_cand: bdp_cand + bdp_cand / 2,
                avg: (r.next() % (20_000 << 8)) as u32,
                cwnd_seen: 4_160 + (r.next() % 100_000) as u32,
            }
        })
        .collect();
    // Golden: put the inputs where the twin reads them, run it, record what it leaves.
    let mut g = GoldenCcc::new(regs, 0);
    let mut expected: Vec<Option<Observed>> = Vec::new();
    let mut actions = std::collections::BTreeSet::new();
    for inp in &stim {
        let cc = inp.valid && matches!(inp.ev.kind, EventKind::Ack | EventKind::Nack);
        if !inp.valid {
            expected.push(None);
            continue;
        }
        g.set_cwnd(inp.cwnd_seen);
        g.state.base_rtt_ns = inp.base_after;
        g.state.avg_delay_q8 = inp.avg;
        if inp.dropped {
            g.state.bdp = inp.bdp_cand;
            g.state.maxwnd = inp.maxwnd_cand;
        }
        let maxwnd_after = g.state.maxwnd;
        let fa_before = g.state.fast_active;
        let d = if cc {
            g.qa_timer(&inp.ev, (inp.delay, inp.delay_sub))
        } else {
            Default::default()
        };
        actions.insert(d.action);
        let s = &g.state;
        // the block says prop for both prop and fast
        let action = if d.action == Action::Fast {
            Action::Prop
        } else {
            d.action
        };
        expected.push(Some([
            action.code() as u64,
            d.qa_cwnd.is_some() as u64,
            d.qa_cwnd.unwrap_or(0) as u64,
            d.stop as u64,
            d.fulfill as u64,
            d.eta as u64,
            maxwnd_after as u64,
            s.bdp as u64,
            s.maxwnd as u64,
            s.achieved_bytes as u64,
            s.received_bytes as u64,
            s.bytes_ignored as u64,
            s.bytes_to_ignore as u64,
            s.fi_count as u64,
            (s.trigger_qa as u64) | (s.qa_armed as u64) << 1,
            s.qa_start_ns as u64,
            s.qa_len_ns as u64,
            s.last_adjust_ns as u64,
            s.last_dec_ns as u64,
            s.last_adjust_sub_ps as u64,
            (d.action == Action::Fast) as u64,
            s.fast_active as u64,
            fa_before as u64,
        ]));
    }
    // The stream reaches every decision.
    for a in [
        Action::Qa,
        Action::Ignored,
        Action::Fair,
        Action::Prop,
        Action::Fast,
        Action::Md,
        Action::MdSkipped,
        Action::Noop,
        Action::Nack,
    ] {
        assert!(actions.contains(&a), "stimulus never produced {a}");
    }
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<QaTimer>| x.clock.next = !x.clock.val());
    sim.add_testbench(move |mut sim: Sim<QaTimer>| {
        let mut x = sim.init()?;
        x.load.next = true;
        x.load_t.next = 0u64.to_bits();
        x.cfg_init_bdp.next = (regs.init_bdp as u64).to_bits();
        x.cfg_init_maxwnd.next = (regs.init_maxwnd as u64).to_bits();
        x.cfg_mtu.next = (regs.mtu as u64).to_bits();
        x.cfg_target.next = (regs.target_ns as u64).to_bits();
        x.cfg_target_sub.next = (regs.target_sub_ps as u64).to_bits();
        x.cfg_target_frac.next = (regs.target_frac as u64).to_bits();
        x.cfg_qa_threshold.next = (regs.qa_threshold_ns as u64).to_bits();
        x.cfg_qa_threshold_sub.next = (regs.qa_threshold_sub_ps as u64).to_bits();
        x.cfg_network_rtt.next = (regs.network_rtt_ns as u64).to_bits();
        x.cfg_network_rtt_sub.next = (regs.network_rtt_sub_ps as u64).to_bits();
        x.cfg_fulfill_bytes.next = (regs.fulfill_bytes as u64).to_bits();
        x.cfg_qa_gate.next = (regs.qa_gate as u64).to_bits();
        x.valid.next = false;
        wait_clock_cycle!(sim, clock, x);
        x.load.next = false;
        for (inp, exp) in stim.iter().zip(&expected) {
            x.valid.next = inp.valid;
            x.kind.next = kind_code(inp.ev.kind).to_bits();
            x.t.next = (inp.ev.t_ns as u64).to_bits();
            x.t_sub.next = (inp.ev.t_sub_ps as u64).to_bits();
            x.bytes.next = (inp.ev.bytes as u64).to_bits();
            x.ecn.next = inp.ev.ecn;
            x.in_flight.next = (inp.ev.in_flight as u64).to_bits();
            x.delay.next = (inp.delay as u64).to_bits();
            x.delay_sub.next = (inp.delay_sub as u64).to_bits();
            x.base_after.next = (inp.base_after as u64).to_bits();
            x.dropped.next = inp.dropped;
            x.bdp_cand.next = (inp.bdp_cand as u64).to_bits();
            x.maxwnd_cand.next = (inp.maxwnd_cand as u64).to_bits();
            x.avg.next = (inp.avg as u64).to_bits();
            wait_clock_cycle!(sim, clock, x);
            if let Some(e) = exp {
                // the fast decision as stage 15 makes it, from the flag before the event
                let fa_before = e[22] != 0;
                let fi = x.fi_after.val().index() as u64;
                let fast = x.fi_path.val() && (fi > inp.cwnd_seen as u64 || fa_before);
                let fa_after = if x.fi_path.val() {
                    fast
                } else {
                    fa_before && !x.fa_clr.val()
                };
                let got: Observed = [
                    x.action.val().index() as u64,
                    x.qa.val() as u64,
                    if x.qa.val() {
                        x.qa_cwnd.val().index() as u64
                    } else {
                        0
                    },
                    x.stop.val() as u64,
                    x.fulfill.val() as u64,
                    x.eta.val() as u64,
                    x.maxwnd_after.val().index() as u64,
                    x.bdp.val().index() as u64,
                    x.maxwnd.val().index() as u64,
                    x.achieved.val().index() as u64,
                    x.received.val().index() as u64,
                    x.bytes_ignored.val().index() as u64,
                    x.bytes_to_ignore.val().index() as u64,
                    x.fi_count.val().index() as u64,
                    x.trigger_qa.val() as u64 | (x.qa_armed.val() as u64) << 1,
                    x.qa_start.val().index() as u64,
                    x.qa_len.val().index() as u64,
                    x.last_adjust.val().index() as u64,
                    x.last_dec.val().index() as u64,
                    x.last_adjust_sub.val().index() as u64,
                    fast as u64,
                    fa_after as u64,
                    e[22],
                ];
                sim_assert_eq!(sim, got, *e, x);
            }
        }
        sim.done(x)
    });
    sim.run(Box::new(QaTimer::default()), 1_000_000_000_000)
        .unwrap();
}
