//! `CwndCommit` under rust-hdl's own simulator against its golden twin
//! `GoldenCcc::cwnd_commit`: cwnd, the pre-penalty cwnd and its flag after every event
//! (acks with penalties, restores, MD cuts, fast increase and fulfill; NACKs processed or not;
//! RTOs; Quick Adapt; sends). The fulfill term is given as the datapath gives it: a quotient
//! (two cycles after the other inputs) and an eta, F = min(quotient + eta, 2^24 - 1).

use golden_model::config::CccConfig;
use golden_model::interface::kind_code;
use golden_model::nscc::{penalty_bytes, Decision, GoldenCcc, HwEvent};
use golden_model::{Action, EventKind};
use nscc_rtl::nscc::cwnd_commit::CwndCommit;
use nscc_rtl::testing::{SplitMix, KIND_MIX};
use rust_hdl::prelude::*;

#[derive(Clone, Copy, Debug)]
struct Input {
    valid: bool,
    ev: HwEvent,
    action: Action,
    qa_cwnd: Option<u32>,
    fast: u32,
    cut: u32,
    /// (quotient, eta) of an event with a fulfill
    fulfill: Option<(u64, u16)>,
    maxwnd: u32,
}

const F_MAX: u64 = 0xFF_FFFF;

impl Input {
    /// The golden twin's fulfill term.
    fn f(&self) -> u32 {
        self.fulfill
            .map_or(0, |(q, eta)| (q + eta as u64).min(F_MAX) as u32)
    }
}

/// cwnd, the pre-penalty cwnd and its flag as the block shows them.
fn taps(x: &CwndCommit) -> [u64; 3] {
    [
        x.cwnd.val().index() as u64,
        x.pre_penalty_cwnd.val().index() as u64,
        x.penalty_active.val() as u64,
    ]
}

#[test]
fn cwnd_commit_matches_its_golden_twin() {
    let regs = CccConfig::default().register_image().unwrap();
    let mut r = SplitMix(0xC0_33_17);
    let stim: Vec<Input> = (0..600)
        .map(|i| {
            let x = r.next();
            let kind = KIND_MIX[(x % 6) as usize];
            let pend = if (x >> 4).is_multiple_of(4) {
                (r.next() % 128) as u8
            } else {
                0
            };
            let ev = HwEvent {
                kind,
                bytes: (r.next() % 40_000) as u32,
                rcv_cwnd_pend: pend,
                rc: (x >> 8).is_multiple_of(7),
                ..HwEvent::default()
            };
            let action = match kind {
                EventKind::Nack => [Action::Nack, Action::Nack, Action::Ignored, Action::Qa]
                    [((x >> 12) % 4) as usize],
                EventKind::Ack => [
                    Action::Prop,
                    Action::Fast,
                    Action::Md,
                    Action::Fair,
                    Action::Qa,
                    Action::Ignored,
                ][((x >> 12) % 6) as usize],
                _ => Action::None,
            };
            let qa_cwnd = (action == Action::Qa).then(|| (r.next() % 60_000) as u32);
            Input {
                valid: i < 2 || !(x >> 20).is_multiple_of(8),
                ev,
                action,
                qa_cwnd,
                fast: if action == Action::Fast {
                    (r.next() % 20_000) as u32
                } else {
                    0
                },
                cut: if action == Action::Md {
                    (r.next() % 100_000) as u32
                } else {
                    0
                },
                fulfill: if (x >> 24).is_multiple_of(3) {
                    let eta = [0, 0, 1_000, 0xFFFF][(r.next() % 4) as usize];
                    // small quotients, ones around the saturation edge, and wide ones
                    let q = match r.next() % 8 {
                        0 => F_MAX - eta as u64 + (r.next() % 3),
                        1 => F_MAX - eta as u64 - 1,
                        2 => (r.next() % (1 << 40)) + (1 << 24),
                        3 => r.next() % (1 << 24),
                        _ => r.next() % 30_000,
                    };
                    Some((q, eta))
                } else {
                    None
                },
                maxwnd: [225_000, 225_000, 150_000, 9_000][((x >> 28) % 4) as usize],
            }
        })
        .collect();
    let mut g = GoldenCcc::new(regs, 0);
    let expected: Vec<Option<[u64; 3]>> = stim
        .iter()
        .map(|inp| {
            if !inp.valid {
                return None;
            }
            g.state.maxwnd = inp.maxwnd;
            if inp.ev.kind != EventKind::Send {
                let d = Decision {
                    action: inp.action,
                    qa_cwnd: inp.qa_cwnd,
                    ..Decision::default()
                };
                g.cwnd_commit(&inp.ev, &d, inp.fast as u64, inp.cut, inp.f());
            }
            let s = &g.state;
            Some([
                s.cwnd as u64,
                s.pre_penalty_cwnd as u64,
                s.penalty_active as u64,
            ])
        })
        .collect();
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<CwndCommit>| {
        x.clock.next = !x.clock.val()
    });
    sim.add_testbench(move |mut sim: Sim<CwndCommit>| {
        let mut x = sim.init()?;
        x.load.next = true;
        x.cfg_init_cwnd.next = (regs.init_cwnd as u64).to_bits();
        x.cfg_mtu.next = (regs.mtu as u64).to_bits();
        x.valid.next = false;
        wait_clock_cycle!(sim, clock, x);
        x.load.next = false;
        // the event's quotient follows it by two cycles (prep 0 and A, then B); the state
        // after event i is on the taps after the edge three cycles later: check it three
        // iterations on
        let mut pending: [Option<[u64; 3]>; 3] = [None, None, None];
        let mut quots = [0u64, 0u64];
        for (inp, exp) in stim.iter().zip(&expected) {
            x.valid.next = inp.valid;
            x.kind.next = kind_code(inp.ev.kind).to_bits();
            x.rc.next = inp.ev.rc;
            x.pend.next = (inp.ev.rcv_cwnd_pend as u64).to_bits();
            x.penalty.next = (penalty_bytes(&inp.ev) as u64).to_bits();
            x.bytes.next = (inp.ev.bytes as u64).to_bits();
            x.action.next = (inp.action.code() as u64).to_bits();
            x.qa.next = inp.qa_cwnd.is_some();
            x.qa_cwnd.next = (inp.qa_cwnd.unwrap_or(0) as u64).to_bits();
            x.fast_inc.next = (inp.fast as u64).to_bits();
            x.md_cut.next = (inp.cut as u64).to_bits();
            x.fulfill.next = inp.fulfill.is_some();
            x.eta.next = (inp.fulfill.map_or(0, |f| f.1) as u64).to_bits();
            x.maxwnd.next = (inp.maxwnd as u64).to_bits();
            // the quotient of the event two before
            x.quot.next = quots[0].to_bits();
            quots = [quots[1], inp.fulfill.map_or(0x5A5A_5A5A, |f| f.0)];
            wait_clock_cycle!(sim, clock, x);
            if let Some(e) = pending[0] {
                sim_assert_eq!(sim, taps(&x), e, x);
            }
            pending = [pending[1], pending[2], *exp];
        }
        for _ in 0..3 {
            x.valid.next = false;
            x.quot.next = quots[0].to_bits();
            quots = [quots[1], 0x5A5A_5A5A];
            wait_clock_cycle!(sim, clock, x);
            if let Some(e) = pending[0] {
                sim_assert_eq!(sim, taps(&x), e, x);
            }
            pending = [pending[1], pending[2], None];
        }
        sim.done(x)
    });
    sim.run(Box::new(CwndCommit::default()), 1_000_000_000_000)
        .unwrap();
}
