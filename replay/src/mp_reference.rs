//! htsim's EV rules as a reference beside the golden EV engine (as the float model stands
//! beside the golden NSCC): the same four strategies with the rules htsim's `uec_mp.cpp` and
//! `buffer_reps.cpp` apply where the golden model deliberately departs
//! (`docs/multipath.md`, "Departures from htsim"), so that a replay or a scenario measures
//! what each departure changes. Written from reading htsim, not copied; randomness from a
//! seeded splitmix64 (htsim's `rand()` cannot be matched).
//!
//! * Bitmap: a decision decays only the **first** penalised EV it passes; the XOR mask is
//!   redrawn the moment the rotation wraps, mid-walk; after N + 1 penalised candidates the
//!   walk stops on the candidate it reached.
//! * Mixed: an unbounded FIFO of clean EVs, used first, whatever their penalty now.
//! * Feedback: a timeout penalises EV index 0 (htsim's sender does not keep the timed-out
//!   packet's EV: `UNKNOWN_EV`); a last-hop feedback counts as ECN (htsim gives a last-hop
//!   trim that carried CE the class ECN, and cannot tell a last-hop CE mark on an ACK); the
//!   receiver's EV-change request (htsim has none) counts as ECN.
//! * REPS: as the golden model (the ring with freezing; htsim's validity bits are implied by
//!   its fresh count outside the frozen mode).

use std::collections::VecDeque;

use golden_model::multipath::{Feedback, MpConfig, Strategy};

/// splitmix64: the reference's random source.
#[derive(Clone, Debug)]
pub struct SplitMix(u64);

impl SplitMix {
    pub fn new(seed: u64) -> SplitMix {
        SplitMix(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A value in 0..n (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}

#[derive(Clone, Debug)]
struct RefCcc {
    idx: usize,
    xor: usize,
    pen: Vec<u8>,
    fifo: VecDeque<usize>,
    // REPS
    ring: Vec<usize>,
    head: usize,
    fresh: usize,
    count: usize,
    frozen: bool,
    frozen_head: usize,
    freeze_until_ps: u64,
    explore: u32,
}

/// The reference chooser of many CCCs.
#[derive(Clone, Debug)]
pub struct HtsimRules {
    cfg: MpConfig,
    n: usize,
    rng: SplitMix,
    cccs: Vec<RefCcc>,
}

const MAX_PENALTY: u8 = 15;
/// htsim's REPS freeze: 10 ms.
const FREEZE_PS: u64 = 10_000_000_000;
const EXPLORE_AFTER_FREEZE: u32 = 16;

impl HtsimRules {
    /// `cfg.strategy`, `cfg.evs()` EVs and `cfg.ring()` ring entries (REPS); the penalties
    /// are htsim's (ECN 1, NACK 4, timeout 15).
    pub fn new(cfg: MpConfig, cccs: usize, seed: u64) -> HtsimRules {
        let n = cfg.evs();
        let mut rng = SplitMix::new(seed);
        let cccs = (0..cccs)
            .map(|_| RefCcc {
                idx: 0,
                xor: rng.below(n),
                pen: vec![0; n],
                fifo: VecDeque::new(),
                ring: vec![0; cfg.ring()],
                head: 0,
                fresh: 0,
                count: 0,
                frozen: false,
                frozen_head: 0,
                freeze_until_ps: 0,
                explore: 0,
            })
            .collect();
        HtsimRules { cfg, n, rng, cccs }
    }

    /// The EV index of CCC `slot`'s next packet.
    pub fn next(&mut self, slot: usize) -> usize {
        let n = self.n;
        let strategy = self.cfg.strategy;
        let Some(c) = self.cccs.get_mut(slot) else {
            return 0;
        };
        let rng = &mut self.rng;
        match strategy {
            Strategy::Oblivious => {
                let e = c.idx ^ c.xor;
                advance(c, n, rng);
                e
            }
            Strategy::Bitmap => bitmap_next(c, n, rng),
            Strategy::Mixed => match c.fifo.pop_front() {
                Some(e) => e,
                None => bitmap_next(c, n, rng),
            },
            Strategy::Reps => {
                let b = c.ring.len();
                if c.explore > 0 {
                    c.explore -= 1;
                    return rng.below(n);
                }
                if c.frozen {
                    if c.count == 0 {
                        return rng.below(n);
                    }
                    let e = c.ring[c.frozen_head % b];
                    c.frozen_head = (c.frozen_head + 1) % c.count;
                    return e;
                }
                if c.fresh == 0 {
                    return rng.below(n);
                }
                let e = c.ring[(c.head + b - c.fresh) % b];
                c.fresh -= 1;
                e
            }
        }
    }

    /// A feedback of CCC `slot` on EV index `index` at `t_ps`.
    pub fn feedback(&mut self, slot: usize, fb: Feedback, index: usize, t_ps: u64) {
        let n = self.n;
        let strategy = self.cfg.strategy;
        let Some(c) = self.cccs.get_mut(slot) else {
            return;
        };
        let index = index % n;
        // htsim's classes: no last-hop ECN on ACKs, no EV-change request, timeouts on EV 0
        let (class, at) = match fb {
            Feedback::Good => (Feedback::Good, index),
            Feedback::LastHop | Feedback::Ecn | Feedback::EvChange => (Feedback::Ecn, index),
            Feedback::Nack => (Feedback::Nack, index),
            Feedback::Timeout => (Feedback::Timeout, 0),
        };
        if strategy.has_penalties() {
            let add = match class {
                Feedback::Ecn => 1,
                Feedback::Nack => 4,
                Feedback::Timeout => MAX_PENALTY,
                _ => 0,
            };
            c.pen[at] = (c.pen[at] + add).min(MAX_PENALTY);
        }
        match strategy {
            Strategy::Mixed if class == Feedback::Good => c.fifo.push_back(index),
            Strategy::Reps => {
                let b = c.ring.len();
                if class == Feedback::Timeout && !c.frozen && c.explore == 0 {
                    c.frozen = true;
                    c.freeze_until_ps = t_ps + FREEZE_PS;
                }
                if c.frozen && t_ps > c.freeze_until_ps {
                    c.frozen = false;
                    c.ring.iter_mut().for_each(|x| *x = 0);
                    c.head = 0;
                    c.fresh = 0;
                    c.count = 0;
                    c.frozen_head = 0;
                    c.explore = EXPLORE_AFTER_FREEZE;
                }
                if class == Feedback::Good {
                    c.ring[c.head] = index;
                    c.head = (c.head + 1) % b;
                    c.fresh = (c.fresh + 1).min(b);
                    c.count = (c.count + 1).min(b);
                }
            }
            _ => {}
        }
    }

    /// The penalty of an EV index in htsim's table (0 without penalties).
    pub fn penalty(&self, slot: usize, index: usize) -> u8 {
        self.cccs
            .get(slot)
            .and_then(|c| c.pen.get(index))
            .copied()
            .unwrap_or(0)
    }
}

fn advance(c: &mut RefCcc, n: usize, rng: &mut SplitMix) {
    c.idx += 1;
    if c.idx == n {
        c.idx = 0;
        c.xor = rng.below(n);
    }
}

fn bitmap_next(c: &mut RefCcc, n: usize, rng: &mut SplitMix) -> usize {
    let mut e = c.idx ^ c.xor;
    let mut decayed = false;
    let mut walked = 0;
    while c.pen[e] > 0 {
        if !decayed {
            c.pen[e] -= 1;
            decayed = true;
        }
        walked += 1;
        if walked > n {
            break;
        }
        advance(c, n, rng);
        e = c.idx ^ c.xor;
    }
    advance(c, n, rng);
    e
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bitmap_decays_only_the_first_penalised_ev_it_passes() {
        let cfg = MpConfig::with(Strategy::Bitmap, 3);
        let mut r = HtsimRules::new(cfg, 1, 1);
        r.cccs[0].xor = 0;
        r.feedback(0, Feedback::Ecn, 0, 0);
        r.feedback(0, Feedback::Ecn, 1, 0);
        assert_eq!(r.next(0), 2);
        assert_eq!((r.penalty(0, 0), r.penalty(0, 1)), (0, 1));
        // timeouts land on EV 0 whatever EV timed out; last hop counts as ECN
        r.feedback(0, Feedback::Timeout, 5, 0);
        r.feedback(0, Feedback::LastHop, 6, 0);
        assert_eq!(
            (r.penalty(0, 0), r.penalty(0, 5), r.penalty(0, 6)),
            (15, 0, 1)
        );
    }

    #[test]
    fn mixed_recycles_whatever_the_penalty() {
        let cfg = MpConfig::with(Strategy::Mixed, 3);
        let mut r = HtsimRules::new(cfg, 1, 1);
        for e in [3, 3, 4] {
            r.feedback(0, Feedback::Good, e, 0);
        }
        r.feedback(0, Feedback::Nack, 3, 0);
        assert_eq!((r.next(0), r.next(0), r.next(0)), (3, 3, 4));
    }
}
