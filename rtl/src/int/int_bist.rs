//! `IntBist`: the INT engine's built-in self-test, what the Cu's INT board
//! ([`crate::board::int_board_top`]) runs so that the board shows `IntSerialEngine` at its own
//! rate (a UART carries ~40,000 INT ACKs/s; the engine takes ~1 M).
//!
//! On `start` the BIST configures the engine itself: profile slots 0, 1, 2 with HPCC++,
//! Rx-HPCC and FNCC ([`bist_profiles`]: the shared traces' parameters, T = 8.8448 us), their
//! speed indices 0 and 1 (100 and 400 Gb/s), and CCC c bound to slot c mod 3 for
//! c < 2^`cccs_log2` (a bind resets the CCC's state: a run starts from the same state
//! whatever ran before). It then presents `events` INT ACKs of `hops` records, one whenever
//! the engine is ready, from [`BistGen`] (a 32-bit xorshift and three counters: the host's
//! golden twin uses the same functions), and hashes every answer and every head write into
//! an XOR and a sum modulo 2^32 ([`done_hash`], [`fold_head`]). `cycles` counts from the
//! first event presented to the last answer.
//!
//! The stream is a fabric, not noise: every hop's `ts` is the event time and its `txBytes`
//! a counter that grows at 62.5 Gb/s with it, so each CCC sees its hops' counters move
//! forward between its own ACKs (Δts and Δtx from the other CCCs' events in between); the
//! queue lengths (0..64 KiB) and each hop's speed vary per ACK, so U moves around eta and
//! both branches and LHCS occur. The controls (`seed`, `events`, `cccs_log2`, `hops`) are
//! held while the BIST runs (the board keeps its request).

use nscc_rtl_macros::ports;
use rust_hdl::prelude::*;

use golden_model::intcc::fixed::{HwHop, HwIntEvent, IntFixed, IntProfile, INT_HEAD_BITS};
use golden_model::intcc::{IntAlgo, IntParams, IntStep, INT_MAX_HOPS};

use crate::int::int_engine::{CFG_BITS, HEAD};
use crate::nscc::engine_bist::{first_state, next_state};

/// The 40-bit mask of the INT timestamps.
pub const M40: u64 = (1 << 40) - 1;
const M48: u64 = (1 << 48) - 1;

/// The BIST's profile slots, in slot order: HPCC++, Rx-HPCC, FNCC.
pub const BIST_ALGOS: [IntAlgo; 3] = [IntAlgo::Hpcc, IntAlgo::RxHpcc, IntAlgo::Fncc];
/// The link speeds of every BIST profile, in index order (b/s).
pub const BIST_SPEEDS: [u64; 2] = [100_000_000_000, 400_000_000_000];

/// The BIST's profiles: the shared INT traces' parameters (T = 8.8448 us, eta 0.95,
/// maxStage 5, W_AI 691 B, W_init 110,560 B, FNCC's alpha 1.05 and beta 0.9, MTU 4,160 B)
/// for each algorithm of [`BIST_ALGOS`], speeds [`BIST_SPEEDS`].
pub fn bist_profiles() -> Vec<IntProfile> {
    BIST_ALGOS
        .iter()
        .map(|&algo| {
            let params = IntParams {
                algo,
                t_ps: 8_844_800,
                eta_ppm: 950_000,
                max_stage: 5,
                wai: 691,
                w_init: 110_560,
                alpha_ppm: 1_050_000,
                beta_ppm: 900_000,
                mtu: 4_160,
            };
            let mut p = IntProfile::new(&params).expect("the BIST's parameters are valid");
            for b in BIST_SPEEDS {
                p.add_speed(b).expect("two speeds fit the table");
            }
            p
        })
        .collect()
}

/// The generator: the xorshift state and the fabric's clock and counters, each as the
/// event being presented carries them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BistGen {
    pub x: u32,
    /// Event time, ps mod 2^48.
    pub now: u64,
    /// ack.seq, bytes mod 2^48 (4,096 per event).
    pub seq: u64,
    /// The hops' txBytes counter, mod 2^40.
    pub tx: u64,
}

impl BistGen {
    /// Before the first step (the first event is the one after [`BistGen::step`]).
    pub fn new(seed: u32) -> BistGen {
        BistGen {
            x: first_state(seed),
            now: 0,
            seq: 0,
            tx: 0,
        }
    }

    /// The next event: the xorshift's step, then the time by 1..256 ns (from the new
    /// state's bits 20..28) and the counters with it.
    pub fn step(&mut self) {
        self.x = next_state(self.x);
        let dt = (u64::from((self.x >> 20) & 0xFF) + 1) << 10;
        self.now = (self.now + dt) & M48;
        self.tx = (self.tx + (dt >> 7)) & M40;
        self.seq = (self.seq + 4_096) & M48;
    }

    /// The event presented: CCC (the state's bits 16.., under the mask of 2^`cccs_log2`),
    /// snd_nxt = seq + (bits 24..28) x 64 KiB, N = bits 28..32 | 1, `hops` records: record k
    /// has qlen = (bits 0..16) XOR k x 0x1249, ts = the event time, txBytes = the counter,
    /// speed index = bit 8 + k.
    pub fn event(&self, hops: u8, cccs_log2: u32) -> (u32, HwIntEvent) {
        let x = self.x;
        let ccc = (x >> 16) & ((1u32 << cccs_log2.min(16)) - 1);
        let mut ev = HwIntEvent {
            t: self.now,
            seq: self.seq,
            snd_nxt: (self.seq + (u64::from((x >> 24) & 0xF) << 16)) & M48,
            n_flows: ((x >> 28) | 1) as u16,
            n_hops: hops,
            hops: [HwHop::default(); INT_MAX_HOPS],
        };
        for (k, h) in ev
            .hops
            .iter_mut()
            .enumerate()
            .take(usize::from(hops).min(INT_MAX_HOPS))
        {
            *h = HwHop {
                qlen: (x & 0xFFFF) ^ (k as u32 * 0x1249),
                ts: self.now & M40,
                tx: self.tx,
                speed: Some(((x >> (8 + k)) & 1) as u8),
            };
        }
        (ccc, ev)
    }
}

/// The hash of an answer: d = ccc | branch << 16 | update_wc << 18 | lhcs << 19 |
/// refused << 20, then d ^ rotl(d, 13) ^ rotl(d, 23).
pub fn done_hash(ccc: u32, branch: u32, update_wc: bool, lhcs: bool, refused: u32) -> u32 {
    let d = (ccc & 0xFFFF)
        | (branch & 3) << 16
        | u32::from(update_wc) << 18
        | u32::from(lhcs) << 19
        | (refused & 3) << 20;
    d ^ d.rotate_left(13) ^ d.rotate_left(23)
}

/// The hash of a head write: the 164-bit head word in 32-bit chunks c0..c5 (c5: 4 bits),
/// the XOR of rotl(c_i, 5 i).
pub fn fold_head(head: &[u64]) -> u32 {
    let at = |i: u32| {
        golden_model::intcc::fixed::get_bits(head, 32 * i, 32.min(INT_HEAD_BITS - 32 * i)) as u32
    };
    (0..6).fold(0, |h, i| h ^ at(i).rotate_left(5 * i))
}

/// What the golden twin hashes for one answer: the answer's hash, and the head's when the
/// engine writes it (a bound CCC's event of 1..8 records: the tail ran).
pub fn answer_hashes(ccc: u32, st: Option<&IntStep>, head: &[u64], hops: u8) -> (u32, Option<u32>) {
    match st {
        None => (done_hash(ccc, 0, false, false, 2), None),
        Some(s) => {
            let d = done_hash(
                ccc,
                s.branch as u32,
                s.update_wc,
                s.lhcs,
                u32::from(s.refused),
            );
            let wrote = !s.refused && (1..=INT_MAX_HOPS as u8).contains(&hops);
            (d, wrote.then(|| fold_head(head)))
        }
    }
}

/// A wide constant from little-endian 64-bit words.
fn wide<const N: usize>(w: &[u64]) -> Bits<N> {
    let mut b = Bits::<N>::default();
    for i in 0..N.min(64 * w.len()) {
        b = b.replace_bit(i, (w[i / 64] >> (i % 64)) & 1 == 1);
    }
    b
}

// Phases: 0 idle, 1 profiles, 2 speeds, 3 bindings, 4 events, 5 finished.

#[ports]
#[derive(LogicBlock)]
pub struct IntBist {
    pub clock: Signal<In, Clock>,
    /// Starts a run when idle or finished (one clock is enough).
    pub start: Signal<In, Bit>,
    pub seed: Signal<In, Bits<32>>,
    pub events: Signal<In, Bits<32>>,
    /// log2 of the CCCs the stream spreads over (0..=15)
    pub cccs_log2: Signal<In, Bits<4>>,
    /// Records per ACK
    pub hops: Signal<In, Bits<4>>,
    pub busy: Signal<Out, Bit>,
    /// The run has finished (until the next start)
    pub done: Signal<Out, Bit>,
    pub cycles: Signal<Out, Bits<32>>,
    pub results: Signal<Out, Bits<32>>,
    pub sig_xor: Signal<Out, Bits<32>>,
    pub sig_sum: Signal<Out, Bits<32>>,
    // ---- the engine's event port
    #[group(source)]
    int_event: (),
    #[group(source)]
    int_records: (),
    // ---- the engine's configuration port
    #[group(source)]
    int_config: (),
    // ---- the engine's answers and head writes
    pub e_done: Signal<In, Bit>,
    pub e_ccc: Signal<In, Bits<16>>,
    pub e_branch: Signal<In, Bits<2>>,
    pub e_update_wc: Signal<In, Bit>,
    pub e_lhcs: Signal<In, Bit>,
    pub e_refused: Signal<In, Bits<2>>,
    pub e_head_we: Signal<In, Bit>,
    pub e_head_wdata: Signal<In, Bits<HEAD>>,
    // ---- the configuration words
    k_prof0: Constant<Bits<CFG_BITS>>,
    k_prof1: Constant<Bits<CFG_BITS>>,
    k_prof2: Constant<Bits<CFG_BITS>>,
    k_speed0: Constant<Bits<CFG_BITS>>,
    k_speed1: Constant<Bits<CFG_BITS>>,
    k_bind0: Constant<Bits<CFG_BITS>>,
    k_bind1: Constant<Bits<CFG_BITS>>,
    k_bind2: Constant<Bits<CFG_BITS>>,
    k_first0: Constant<Bits<32>>,
    // ---- state
    phase: DFF<Bits<3>>,
    /// the configuration's index (profile, speed entry, CCC)
    ci: DFF<Bits<16>>,
    /// the bound CCC's slot (ci mod 3)
    cs: DFF<Bits<2>>,
    x: DFF<Bits<32>>,
    now: DFF<Bits<48>>,
    seq: DFF<Bits<48>>,
    tx: DFF<Bits<40>>,
    primed: DFF<Bit>,
    presented: DFF<Bits<32>>,
    res: DFF<Bits<32>>,
    cyc: DFF<Bits<32>>,
    sx: DFF<Bits<32>>,
    ss: DFF<Bits<32>>,
    // ---- locals
    m17: Signal<Local, Bits<17>>,
    mask: Signal<Local, Bits<16>>,
    x1: Signal<Local, Bits<32>>,
    x2: Signal<Local, Bits<32>>,
    nx: Signal<Local, Bits<32>>,
    dt8: Signal<Local, Bits<9>>,
    step: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
    xk: Signal<Local, Bits<32>>,
    krep: Signal<Local, Bits<16>>,
    d: Signal<Local, Bits<32>>,
    hd: Signal<Local, Bits<32>>,
    hh: Signal<Local, Bits<32>>,
    hw: Signal<Local, Bits<HEAD>>,
}

impl Default for IntBist {
    fn default() -> Self {
        let profs = bist_profiles();
        let c = |w: &[u64]| Constant::new(wide::<CFG_BITS>(w));
        let speed = |i: usize| {
            let w = profs[0].speed_word(i);
            c(&[w as u64, (w >> 64) as u64])
        };
        assert!(
            profs
                .iter()
                .all(|p| (0..2).all(|i| p.speed_word(i) == profs[0].speed_word(i))),
            "the slots share their speed words"
        );
        IntBist::with_init(IntBistInit {
            k_prof0: c(&profs[0].word()),
            k_prof1: c(&profs[1].word()),
            k_prof2: c(&profs[2].word()),
            k_speed0: speed(0),
            k_speed1: speed(1),
            k_bind0: c(&profs[0].bind_word(0)),
            k_bind1: c(&profs[1].bind_word(1)),
            k_bind2: c(&profs[2].bind_word(2)),
            k_first0: Constant::new(first_state(0).to_bits()),
        })
    }
}

impl Logic for IntBist {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, phase, ci, cs, x, now, seq, tx, primed, presented, res, cyc, sx, ss
        );
        self.m17.next = (bits::<17>(1) << self.cccs_log2.val()) - 1;
        self.mask.next = self.m17.val().get_bits::<16>(0);
        // ---- the generator's step (`BistGen::step`)
        self.x1.next = self.x.q.val() ^ (self.x.q.val() << 13);
        self.x2.next = self.x1.val() ^ (self.x1.val() >> 17);
        self.nx.next = self.x2.val() ^ (self.x2.val() << 5);
        self.dt8.next = bit_cast::<9, 8>(self.nx.val().get_bits::<8>(20)) + 1;
        self.step.next = false;
        // ---- the configuration port
        self.cfg_valid.next = false;
        self.cfg_op.next = 0.into();
        self.cfg_addr.next = self.ci.q.val();
        self.cfg_data.next = self.k_prof0.val();
        if self.phase.q.val() == 1 {
            self.cfg_valid.next = true;
            if self.ci.q.val().get_bits::<2>(0) == 1 {
                self.cfg_data.next = self.k_prof1.val();
            }
            if self.ci.q.val().get_bits::<2>(0) == 2 {
                self.cfg_data.next = self.k_prof2.val();
            }
            if self.cfg_ready.val() {
                self.ci.d.next = self.ci.q.val() + 1;
                if self.ci.q.val().get_bits::<2>(0) == 2 {
                    self.ci.d.next = 0.into();
                    self.phase.d.next = 2.into();
                }
            }
        }
        if self.phase.q.val() == 2 {
            // speed entry ci: slot ci / 2, index ci % 2 (address slot x 8 + index)
            self.cfg_valid.next = true;
            self.cfg_op.next = 1.into();
            self.cfg_addr.next = (bit_cast::<16, 2>(self.ci.q.val().get_bits::<2>(1)) << 3)
                | bit_cast::<16, 1>(self.ci.q.val().get_bits::<1>(0));
            self.cfg_data.next = self.k_speed0.val();
            if self.ci.q.val().get_bit(0) {
                self.cfg_data.next = self.k_speed1.val();
            }
            if self.cfg_ready.val() {
                self.ci.d.next = self.ci.q.val() + 1;
                if self.ci.q.val().get_bits::<3>(0) == 5 {
                    self.ci.d.next = 0.into();
                    self.cs.d.next = 0.into();
                    self.phase.d.next = 3.into();
                }
            }
        }
        if self.phase.q.val() == 3 {
            self.cfg_valid.next = true;
            self.cfg_op.next = 2.into();
            self.cfg_data.next = self.k_bind0.val();
            if self.cs.q.val() == 1 {
                self.cfg_data.next = self.k_bind1.val();
            }
            if self.cs.q.val() == 2 {
                self.cfg_data.next = self.k_bind2.val();
            }
            if self.cfg_ready.val() {
                self.ci.d.next = self.ci.q.val() + 1;
                self.cs.d.next = self.cs.q.val() + 1;
                if self.cs.q.val() == 2 {
                    self.cs.d.next = 0.into();
                }
                if self.ci.q.val() == self.mask.val() {
                    self.primed.d.next = false;
                    self.phase.d.next = 4.into();
                }
            }
        }
        // ---- the events
        self.ev_valid.next = (self.phase.q.val() == 4)
            & self.primed.q.val()
            & (self.presented.q.val() != self.events.val());
        self.take.next = self.ev_valid.val() & self.ev_ready.val();
        if self.phase.q.val() == 4 {
            if !self.primed.q.val() {
                self.step.next = true;
                self.primed.d.next = true;
            } else {
                self.cyc.d.next = self.cyc.q.val() + 1;
            }
            if self.take.val() {
                self.step.next = true;
                self.presented.d.next = self.presented.q.val() + 1;
            }
            if self.primed.q.val()
                & (self.presented.q.val() == self.events.val())
                & (self.res.q.val() == self.events.val())
            {
                self.phase.d.next = 5.into();
            }
        }
        if self.step.val() {
            self.x.d.next = self.nx.val();
            self.now.d.next = self.now.q.val() + (bit_cast::<48, 9>(self.dt8.val()) << 10);
            self.tx.d.next = self.tx.q.val() + (bit_cast::<40, 9>(self.dt8.val()) << 3);
            self.seq.d.next = self.seq.q.val() + 4096;
        }
        self.ev_ccc.next = self.x.q.val().get_bits::<16>(16) & self.mask.val();
        self.ev_t.next = self.now.q.val();
        self.ev_seq.next = self.seq.q.val();
        self.ev_snd_nxt.next =
            self.seq.q.val() + (bit_cast::<48, 4>(self.x.q.val().get_bits::<4>(24)) << 16);
        self.ev_n_flows.next = bit_cast::<16, 4>(self.x.q.val().get_bits::<4>(28)) | 1;
        self.ev_n_hops.next = self.hops.val();
        // record k (`BistGen::event`)
        self.krep.next = bit_cast::<16, 3>(self.ev_rec_k.val())
            | (bit_cast::<16, 3>(self.ev_rec_k.val()) << 3)
            | (bit_cast::<16, 3>(self.ev_rec_k.val()) << 6)
            | (bit_cast::<16, 3>(self.ev_rec_k.val()) << 9)
            | (bit_cast::<16, 3>(self.ev_rec_k.val()) << 12);
        self.xk.next = (self.x.q.val() >> 8) >> bit_cast::<32, 3>(self.ev_rec_k.val());
        self.ev_rec.next = bit_cast::<116, 16>(self.x.q.val().get_bits::<16>(0) ^ self.krep.val())
            | (bit_cast::<116, 40>(self.now.q.val().get_bits::<40>(0)) << 32)
            | (bit_cast::<116, 40>(self.tx.q.val()) << 72)
            | (bits::<116>(1) << 112)
            | (bit_cast::<116, 1>(self.xk.val().get_bits::<1>(0)) << 113);
        // ---- the signature (`done_hash`, `fold_head`)
        self.d.next = bit_cast::<32, 16>(self.e_ccc.val())
            | (bit_cast::<32, 2>(self.e_branch.val()) << 16)
            | (bit_cast::<32, 1>(self.e_update_wc.val().into()) << 18)
            | (bit_cast::<32, 1>(self.e_lhcs.val().into()) << 19)
            | (bit_cast::<32, 2>(self.e_refused.val()) << 20);
        self.hd.next = 0.into();
        if self.e_done.val() {
            self.hd.next = self.d.val()
                ^ ((self.d.val() << 13) | (self.d.val() >> 19))
                ^ ((self.d.val() << 23) | (self.d.val() >> 9));
        }
        self.hw.next = self.e_head_wdata.val();
        self.hh.next = 0.into();
        if self.e_head_we.val() {
            self.hh.next = self.hw.val().get_bits::<32>(0)
                ^ ((self.hw.val().get_bits::<32>(32) << 5)
                    | (self.hw.val().get_bits::<32>(32) >> 27))
                ^ ((self.hw.val().get_bits::<32>(64) << 10)
                    | (self.hw.val().get_bits::<32>(64) >> 22))
                ^ ((self.hw.val().get_bits::<32>(96) << 15)
                    | (self.hw.val().get_bits::<32>(96) >> 17))
                ^ ((self.hw.val().get_bits::<32>(128) << 20)
                    | (self.hw.val().get_bits::<32>(128) >> 12))
                ^ (bit_cast::<32, 4>(self.hw.val().get_bits::<4>(160)) << 25);
        }
        if self.phase.q.val() == 4 {
            self.sx.d.next = self.sx.q.val() ^ self.hd.val() ^ self.hh.val();
            self.ss.d.next = self.ss.q.val() + self.hd.val() + self.hh.val();
            if self.e_done.val() {
                self.res.d.next = self.res.q.val() + 1;
            }
        }
        // ---- start: from idle or finished
        if self.start.val() & ((self.phase.q.val() == 0) | (self.phase.q.val() == 5)) {
            self.phase.d.next = 1.into();
            self.ci.d.next = 0.into();
            self.x.d.next = self.seed.val();
            if self.seed.val() == 0 {
                self.x.d.next = self.k_first0.val();
            }
            self.now.d.next = 0.into();
            self.seq.d.next = 0.into();
            self.tx.d.next = 0.into();
            self.presented.d.next = 0.into();
            self.res.d.next = 0.into();
            self.cyc.d.next = 0.into();
            self.sx.d.next = 0.into();
            self.ss.d.next = 0.into();
        }
        self.busy.next = (self.phase.q.val() != 0) & (self.phase.q.val() != 5);
        self.done.next = self.phase.q.val() == 5;
        self.cycles.next = self.cyc.q.val();
        self.results.next = self.res.q.val();
        self.sig_xor.next = self.sx.q.val();
        self.sig_sum.next = self.ss.q.val();
    }
}

/// The golden twin's run: the signature and what the answers were.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GoldenRun {
    pub sig_xor: u32,
    pub sig_sum: u32,
    pub answers: u64,
    /// Answers by branch: the multiplicative step, the additive step, LHCS, Wc updates.
    pub mimd: u64,
    pub ai: u64,
    pub lhcs: u64,
    pub wc_updates: u64,
}

/// The golden signature of a run: `events` ACKs of `hops` records over 2^`cccs_log2` CCCs
/// from `seed`, on an engine of `capacity` CCCs.
pub fn golden_run(seed: u32, events: u32, cccs_log2: u32, hops: u8, capacity: usize) -> GoldenRun {
    let profs = bist_profiles();
    let n = 1usize << cccs_log2;
    let mut st: Vec<IntFixed> = (0..n.min(capacity))
        .map(|c| IntFixed::new(&profs[c % 3]))
        .collect();
    let mut g = BistGen::new(seed);
    let mut r = GoldenRun::default();
    for _ in 0..events {
        g.step();
        let (ccc, ev) = g.event(hops, cccs_log2);
        let c = ccc as usize;
        let (hd, hh) = match st.get_mut(c) {
            Some(s) => {
                let step = s.step_hw(&profs[c % 3], &ev);
                r.mimd += u64::from(step.branch as u32 == 1);
                r.ai += u64::from(step.branch as u32 == 2);
                r.lhcs += u64::from(step.lhcs);
                r.wc_updates += u64::from(step.update_wc);
                answer_hashes(ccc, Some(&step), &s.s.head_word(), hops)
            }
            None => answer_hashes(ccc, None, &[], hops),
        };
        let hh = hh.unwrap_or(0);
        r.sig_xor ^= hd ^ hh;
        r.sig_sum = r.sig_sum.wrapping_add(hd).wrapping_add(hh);
        r.answers += 1;
    }
    r
}
