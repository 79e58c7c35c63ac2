//! `IntSerialEngine`: HPCC++, Rx-HPCC and FNCC for `2^A` CCCs on one unit of each kind,
//! one ACK's records at a time: the INT engine that fits the Cu's HX8K (`docs/int-cc.md`,
//! "The Cu's INT engines"). The same configuration, answers, state words and golden twin
//! ([`golden_model::intcc::fixed::IntFixed::step_hw`]) as
//! [`crate::int::int_engine::IntEngine`]; the event port differs in its records only.
//!
//! **Records on request.** The port holds the event's header; its records are read one at
//! a time: the engine names a record (`ev_rec_k`, registered) and samples `ev_rec` (the
//! record of that index, 116 bits as in `ev_hops`) in the two clocks it uses it. The port's
//! source keeps an ACK's INT stack in a buffer it indexes (on the board, the receiving
//! side's record buffer); the engine holds no record (928 port bits would each be a logic
//! cell of the HX8K behind any source).
//!
//! **Sequence.** An event is taken in order: its binding read (1 clock), its records issued
//! every 3 clocks in scan order (HPCC++ and Rx-HPCC first hop first, FNCC last hop first),
//! the hop pipeline's last result 20 clocks after the last record, then the tail (EWMA,
//! FNCC's Hop_Detection and LHCS, ComputeWind) in 33 clocks. The port is released
//! (`ev_ready`) once the engine has read the event's last field (22 clocks after its last
//! record); the next event is taken 42 clocks after the last record, while the tail's last
//! 13 clocks (`tl`) run: its records reach each unit after the tail's last use of it, and
//! its head words are read after the tail's writes. `3 hops + 41` clocks per ACK
//! ([`clocks_per_ack`]); answers in order (a refused event's waits for the tail before it).
//! The records of one ACK at a time: no same-CCC check.
//!
//! **Units.** One `IntFpInt`, one `IntFpMul`, one `IntRecip`, one `IntToFixed`. A hop
//! uses the normaliser 3 times (qmin, Δts, Δtx), the multiplier 3 times (qmin kq, Δtx kr,
//! then / Δts), the reciprocal once and the converter twice, each at its own clock of the
//! 3-clock issue cycle (`hc`); the tail uses each unit at fixed clocks after the last
//! record (`tc`, then `tl`), when no hop uses it.
//!
//! **State.** Block RAM only: the L records (`l_ram`, one word per hop); per CCC four head
//! words (`head_ram`: A = lastUpdate and the L hop count, B = U and incStage, C = W and
//! Wc, D = the binding); the profiles (4 words each) and the link speeds in one store
//! (`cfg_ram`). Configuration is taken while no event is in flight: a profile in 4
//! clocks, a speed in 1, a binding (its head words) in 4.
//!
//! Refusals (counted, nothing applied): more than 8 records (`refused_records`); a CCC not
//! bound to an INT profile or outside the engine (`refused_unbound`).

use nscc_rtl_macros::ports;
use rust_hdl::prelude::*;

use crate::blocks::BramDelay;
use crate::int::int_engine::{k, HEAD, LREC, W_MAX_Q};
use crate::int::int_fp_mul::{IntFpInt, IntFpMul, IntRecip, IntToFixed};
use crate::int::int_words::IntCfgWords;

/// Clocks between two records of an ACK: a hop uses the normaliser and the multiplier 3
/// times each.
pub const ISSUE_CLOCKS: u64 = 3;
/// Clocks from an ACK's last record to the next event's take (its answer comes at 54: the
/// hop pipeline's 21, the tail's 33): the tail's last 13 clocks run beside the next
/// event's records.
pub const NEXT_TAKE_CLOCKS: u64 = 42;

/// Clocks per event at the port, back-to-back: the take and the binding read, the records,
/// the hop pipeline and the tail to the next take (a refused or empty event: 4).
pub fn clocks_per_ack(hops: u64) -> u64 {
    if hops == 0 || hops > 8 {
        4
    } else {
        2 + ISSUE_CLOCKS * (hops - 1) + NEXT_TAKE_CLOCKS
    }
}

#[ports]
#[derive(LogicBlock)]
pub struct IntSerialEngine<const A: usize, const HA: usize, const LA: usize> {
    pub clock: Signal<In, Clock>,
    // ---- events
    #[group(sink)]
    int_event: (),
    #[group(sink)]
    int_records: (),
    // ---- configuration
    #[group(sink)]
    int_config: (),
    // ---- answers
    #[group(source)]
    int_answers: (),
    // ---- the state's write ports (observation): the complete head with the answer
    pub head_we: Signal<Out, Bit>,
    pub head_waddr: Signal<Out, Bits<A>>,
    pub head_wdata: Signal<Out, Bits<HEAD>>,
    pub l_we: Signal<Out, Bit>,
    pub l_waddr: Signal<Out, Bits<LA>>,
    pub l_wdata: Signal<Out, Bits<LREC>>,
    // ---- constants
    k_cccs: Constant<Bits<17>>,
    k_wmax: Constant<Bits<41>>,
    // ---- storage
    head_ram: RAM<Bits<80>, HA>,
    cfg_ram: RAM<Bits<80>, 6>,
    cfg_words: IntCfgWords,
    l_ram: RAM<Bits<LREC>, LA>,
    // ---- the event: 0 idle, 1 binding read, 2 records, 3 after the last record, 4-5 a
    // refused or empty event's answer
    st: DFF<Bits<3>>,
    cstep: DFF<Bits<2>>,
    /// The hop pipeline's issue cycle: a record issues at 0
    hc: DFF<Bits<2>>,
    /// Clocks after the last record, to 41
    tc: DFF<Bits<6>>,
    /// The tail's last 13 clocks (tc 42 to 54, beside the next event's records): 1..13
    tl: DFF<Bits<4>>,
    /// The CCC of the event in its last 13 clocks
    ccc_t: DFF<Bits<16>>,
    /// The first record's cycle: profile word 0 (T) read and latched
    fh: DFF<Bit>,
    left: DFF<Bits<4>>,
    k_r: DFF<Bits<3>>,
    ccc_r: DFF<Bits<16>>,
    n_r: DFF<Bits<4>>,
    ref_r: DFF<Bits<2>>,
    prof_r: DFF<Bits<2>>,
    algo_r: DFF<Bits<2>>,
    en_r: DFF<Bit>,
    ub_r: DFF<Bits<32>>,
    t_r: DFF<Bits<40>>,
    /// The issued record's speed index: its speed word stays on the store's output
    sp_r: DFF<Bits<3>>,
    /// The last hop's speed index (FNCC's first record)
    ls_r: DFF<Bits<3>>,
    c_events: DFF<Bits<32>>,
    c_records: DFF<Bits<32>>,
    c_unbound: DFF<Bits<32>>,
    // ---- hop pipeline (o: clocks after the record's issue)
    p_v: DFF<Bit>,
    p_first: DFF<Bit>,
    r_q: DFF<Bits<32>>,
    r_dts: DFF<Bits<40>>,
    r_dtx: DFF<Bits<40>>,
    r_kq: DFF<Bits<26>>,
    /// valid, first, skip (o = 1)
    r_f: DFF<Bits<3>>,
    kr2: DFF<Bits<26>>,
    xkr: DFF<Bits<26>>,
    xkr2: DFF<Bits<26>>,
    /// valid, first, skip, Δts >= T: from o = 3, one stage per issue cycle to o = 20
    f0: DFF<Bits<4>>,
    f1: DFF<Bits<4>>,
    f2: DFF<Bits<4>>,
    f3: DFF<Bits<4>>,
    f4: DFF<Bits<4>>,
    f5: DFF<Bits<4>>,
    /// Δts on the multiplier, from o = 5 to o = 20 (block RAM: 26 x 15 flip-flops
    /// otherwise, each a logic cell)
    tau_d: BramDelay<Bits<26>>,
    /// u'_q, from o = 10 to o = 20
    uq_d: BramDelay<Bits<28>>,
    acc_u: DFF<Bits<28>>,
    acc_tau: DFF<Bits<26>>,
    acc_ge: DFF<Bit>,
    acc_has: DFF<Bit>,
    acc_lm: DFF<Bit>,
    // ---- units
    fpi: IntFpInt,
    mul: IntFpMul,
    recip: IntRecip,
    fx: IntToFixed,
    // ---- tail (t = tc - 21)
    up_r: DFF<Bit>,
    ew_r: DFF<Bit>,
    fire_r: DFF<Bit>,
    upd_r: DFF<Bit>,
    a_r: DFF<Bits<52>>,
    dfp_r: DFF<Bits<26>>,
    un_r: DFF<Bits<28>>,
    md_r: DFF<Bit>,
    bw_r: DFF<Bits<32>>,
    wc1_r: DFF<Bits<40>>,
    w1_r: DFF<Bits<26>>,
    /// W_AI (profile word 3), read before the next event's records use the store
    wai_r: DFF<Bits<40>>,
    /// Head word C as read, then ComputeWind's W and Wc
    cw_r: DFF<Bits<80>>,
    // ---- combinational
    in_range: Signal<Local, Bit>,
    cfg_in_range: Signal<Local, Bit>,
    go: Signal<Local, Bit>,
    done_t: Signal<Local, Bit>,
    done_n: Signal<Local, Bit>,
    iss: Signal<Local, Bit>,
    bnd: Signal<Local, Bits<80>>,
    nop_now: Signal<Local, Bit>,
    ref_now: Signal<Local, Bits<2>>,
    over: Signal<Local, Bit>,
    dts: Signal<Local, Bits<40>>,
    dtx: Signal<Local, Bits<40>>,
    lq: Signal<Local, Bits<32>>,
    skip: Signal<Local, Bit>,
    up: Signal<Local, Bits<29>>,
    upc: Signal<Local, Bits<28>>,
    cmp: Signal<Local, Bits<48>>,
    nlu: Signal<Local, Bits<48>>,
    base: Signal<Local, Bits<48>>,
    sd: Signal<Local, Bits<48>>,
    upd: Signal<Local, Bit>,
    en: Signal<Local, Bit>,
    a_fx: Signal<Local, Bits<21>>,
    un: Signal<Local, Bits<29>>,
    md: Signal<Local, Bit>,
    inc_new: Signal<Local, Bits<4>>,
    wc1: Signal<Local, Bits<40>>,
    wmd: Signal<Local, Bits<41>>,
    w_new: Signal<Local, Bits<40>>,
    wc_new: Signal<Local, Bits<40>>,
    branch: Signal<Local, Bits<2>>,
}

impl<const A: usize, const HA: usize, const LA: usize> IntSerialEngine<A, HA, LA> {
    /// An engine of `cccs` INT CCCs (`cccs <= 2^A`, `HA = A + 2`, `LA = A + 3`).
    pub fn new(cccs: usize) -> Self {
        assert!(
            A <= 13 && HA == A + 2 && LA == A + 3,
            "HA = A + 2 (4 head words per CCC), LA = A + 3 (8 L records per CCC)"
        );
        assert!(cccs >= 1 && cccs <= 1 << A, "the CCCs fit the RAMs");
        IntSerialEngine::with_init(IntSerialEngineInit {
            k_cccs: k(cccs as u64),
            k_wmax: k(W_MAX_Q),
        })
    }
}

// Head words (`head_ram` 4 ccc + w): A = lastUpdate 0..48, L hop count 48..52; B = U 0..28,
// incStage 28..32; C = W 0..40, Wc 40..80; D = bound 0, profile 1..3, algorithm 3..5.
// Profile words (`cfg_ram` 32 + 4 profile + w): 0 T; 1 kt 0..26, alpha 26..54; 2 eta_fx
// 0..28, eta 28..54, maxStage 54..58; 3 W_AI. Speeds at 8 profile + index: kq 0..26, kr
// 26..52, the LHCS constant 52..78, valid 78.

impl<const A: usize, const HA: usize, const LA: usize> Logic for IntSerialEngine<A, HA, LA> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, cstep, hc, tc, tl, ccc_t, fh, left, k_r, ccc_r, n_r, ref_r, prof_r,
            algo_r, en_r, ub_r, t_r, sp_r, ls_r, c_events, c_records, c_unbound, p_v, p_first, r_q,
            r_dts, r_dtx, r_kq, r_f, kr2, xkr, xkr2, f0, f1, f2, f3, f4, f5, acc_u, acc_tau,
            acc_ge, acc_has, acc_lm, up_r, ew_r, fire_r, upd_r, a_r, dfp_r, un_r, md_r, bw_r,
            wc1_r, w1_r, wai_r, cw_r
        );
        clock!(self, clock, fpi, mul, recip, fx, tau_d, uq_d);
        self.head_ram.read_clock.next = self.clock.val();
        self.head_ram.write_clock.next = self.clock.val();
        self.cfg_ram.read_clock.next = self.clock.val();
        self.cfg_words.cfg_data.next = self.cfg_data.val();
        self.cfg_words.step.next = self.cstep.q.val();
        self.cfg_ram.write_clock.next = self.clock.val();
        self.l_ram.read_clock.next = self.clock.val();
        self.l_ram.write_clock.next = self.clock.val();

        // ================= defaults =================
        self.head_ram.read_address.next =
            bit_cast::<HA, A>(self.ccc_r.q.val().get_bits::<A>(0)) << 2;
        self.head_ram.write_enable.next = false;
        self.head_ram.write_address.next =
            bit_cast::<HA, A>(self.ccc_r.q.val().get_bits::<A>(0)) << 2;
        self.head_ram.write_data.next = bit_cast::<80, 52>(self.a_r.q.val());
        self.cfg_ram.read_address.next =
            (bit_cast::<6, 2>(self.prof_r.q.val()) << 3) | bit_cast::<6, 3>(self.sp_r.q.val());
        self.cfg_ram.write_enable.next = false;
        self.cfg_ram.write_address.next = bit_cast::<6, 5>(self.cfg_addr.val().get_bits::<5>(0));
        self.cfg_ram.write_data.next = self.cfg_data.val().get_bits::<80>(0);
        self.l_ram.read_address.next = (bit_cast::<LA, A>(self.ccc_r.q.val().get_bits::<A>(0))
            << 3)
            | bit_cast::<LA, 3>(self.k_r.q.val());
        self.ev_ready.next = false;
        self.done_t.next = false;
        self.done_n.next = false;
        self.cfg_ready.next = false;

        // ================= the event: binding read, then its records =================
        self.in_range.next = bit_cast::<17, 16>(self.ev_ccc.val()) < self.k_cccs.val();
        self.cfg_in_range.next = bit_cast::<17, 16>(self.cfg_addr.val()) < self.k_cccs.val();
        self.go.next = (self.st.q.val() == 0) & self.ev_valid.val() & !self.cfg_valid.val();
        if self.go.val() {
            // the binding (word D) of the event's CCC
            self.head_ram.read_address.next =
                (bit_cast::<HA, A>(self.ev_ccc.val().get_bits::<A>(0)) << 2)
                    | bit_cast::<HA, 2>(3.into());
            self.ccc_r.d.next = self.ev_ccc.val();
            self.n_r.d.next = self.ev_n_hops.val();
            self.st.d.next = 1.into();
        }
        // the issue cycle runs free (a record issues at 0)
        self.hc.d.next = self.hc.q.val() + 1;
        if self.hc.q.val() == 2 {
            self.hc.d.next = 0.into();
        }
        // st 1: the binding; a refused or empty event answers at once
        self.bnd.next = self.head_ram.read_data.val();
        self.over.next =
            self.ev_n_hops.val().get_bit(3) & (self.ev_n_hops.val().get_bits::<3>(0) != 0);
        self.nop_now.next = false;
        self.ref_now.next = 0.into();
        if !(self.bnd.val().get_bit(0) & self.in_range.val()) {
            self.nop_now.next = true;
            self.ref_now.next = 2.into();
        } else if self.over.val() {
            self.nop_now.next = true;
            self.ref_now.next = 1.into();
        } else if self.ev_n_hops.val() == 0 {
            self.nop_now.next = true;
        }
        if self.st.q.val() == 1 {
            self.ref_r.d.next = self.ref_now.val();
            self.prof_r.d.next = self.bnd.val().get_bits::<2>(1);
            self.algo_r.d.next = self.bnd.val().get_bits::<2>(3);
            self.left.d.next = self.ev_n_hops.val();
            self.k_r.d.next = 0.into();
            if self.bnd.val().get_bits::<2>(3) == 2 {
                self.k_r.d.next = self.ev_n_hops.val().get_bits::<3>(0) - 1;
            }
            self.hc.d.next = 0.into();
            self.fh.d.next = true;
            self.st.d.next = 2.into();
            if self.nop_now.val() {
                self.st.d.next = 4.into();
            }
            // T (profile word 0), latched as the first record issues
            self.cfg_ram.read_address.next = (bit_cast::<6, 4>(8.into()) << 2)
                | (bit_cast::<6, 2>(self.bnd.val().get_bits::<2>(1)) << 2);
        }
        if self.st.q.val() == 4 {
            self.ev_ready.next = true;
            self.st.d.next = 5.into();
        }

        // ================= hop pipeline =================
        // o = 0: the record issued (st 2, hc 0): its L word and its speed read (the speed
        // word stays on the store's output to o = 3); the record stays on the port to o = 1
        self.iss.next = (self.st.q.val() == 2) & (self.hc.q.val() == 0);
        if self.hc.q.val() == 0 {
            self.p_v.d.next = self.iss.val();
            self.p_first.d.next = self.fh.q.val();
        }
        if self.iss.val() {
            self.cfg_ram.read_address.next = (bit_cast::<6, 2>(self.prof_r.q.val()) << 3)
                | bit_cast::<6, 3>(self.ev_rec.val().get_bits::<3>(113));
            self.sp_r.d.next = self.ev_rec.val().get_bits::<3>(113);
            self.left.d.next = self.left.q.val() - 1;
            if self.fh.q.val() {
                self.t_r.d.next = self.cfg_ram.read_data.val().get_bits::<40>(0);
                self.ls_r.d.next = self.ev_rec.val().get_bits::<3>(113);
                self.fh.d.next = false;
            }
            if self.left.q.val() == 1 {
                self.st.d.next = 3.into();
                self.tc.d.next = 1.into();
            }
        }
        // o = 1: the differences against L; the L word written; the next record named
        self.lq.next = self.l_ram.read_data.val().get_bits::<32>(0);
        self.dts.next =
            self.ev_rec.val().get_bits::<40>(32) - self.l_ram.read_data.val().get_bits::<40>(32);
        self.dtx.next =
            self.ev_rec.val().get_bits::<40>(72) - self.l_ram.read_data.val().get_bits::<40>(72);
        self.skip.next = !self.ev_rec.val().get_bit(112)
            | !self.cfg_ram.read_data.val().get_bit(78)
            | self.dts.val().get_bit(39)
            | (self.dts.val() == 0);
        self.l_ram.write_enable.next = false;
        self.l_ram.write_address.next = self.l_ram.read_address.val();
        self.l_ram.write_data.next = self.ev_rec.val().get_bits::<LREC>(0);
        if self.hc.q.val() == 1 {
            self.l_ram.write_enable.next = self.p_v.q.val();
            if self.p_v.q.val() {
                self.k_r.d.next = self.k_r.q.val() + 1;
                if self.algo_r.q.val() == 2 {
                    self.k_r.d.next = self.k_r.q.val() - 1;
                }
            }
            self.r_q.d.next = self.ev_rec.val().get_bits::<32>(0);
            if self.lq.val() < self.ev_rec.val().get_bits::<32>(0) {
                self.r_q.d.next = self.lq.val();
            }
            self.r_dts.d.next = self.dts.val();
            self.r_dtx.d.next = self.dtx.val();
            if self.dtx.val().get_bit(39) {
                self.r_dtx.d.next = 0.into();
            }
            self.r_kq.d.next = self.cfg_ram.read_data.val().get_bits::<26>(0);
            self.r_f.d.next = bit_cast::<3, 1>(self.p_v.q.val().into())
                | (bit_cast::<3, 1>(self.p_first.q.val().into()) << 1)
                | (bit_cast::<3, 1>(self.skip.val().into()) << 2);
        }
        self.l_we.next = self.l_ram.write_enable.val();
        self.l_waddr.next = self.l_ram.read_address.val();
        self.l_wdata.next = self.ev_rec.val().get_bits::<LREC>(0);
        // the units in the hop's cycle: the normaliser qmin (o = 2), Δts (3), Δtx (4); the
        // multiplier qmin kq (4), Δtx kr (6), Δtx kr / Δts (14); the reciprocal 1 / Δts
        // (5); the converter u'_q (7), u'_tx (17)
        self.fpi.in_valid.next = true;
        self.mul.in_valid.next = true;
        self.recip.in_valid.next = true;
        self.fx.in_valid.next = true;
        self.recip.m.next = self.fpi.out_m.val();
        self.recip.e.next = self.fpi.out_e.val();
        self.fx.m.next = self.mul.out_m.val();
        self.fx.e.next = self.mul.out_e.val();
        self.fx.frac.next = 20.into();
        self.fx.max.next = 0xFFF_FFFF.into();
        self.fpi.x.next = self.r_dts.q.val();
        self.mul.a_m.next = self.fpi.out_m.val();
        self.mul.a_e.next = self.fpi.out_e.val();
        self.mul.b_m.next = self.kr2.q.val().get_bits::<16>(0);
        self.mul.b_e.next = self.kr2.q.val().get_bits::<10>(16);
        if self.hc.q.val() == 1 {
            self.fpi.x.next = self.r_dtx.q.val();
            self.mul.b_m.next = self.r_kq.q.val().get_bits::<16>(0);
            self.mul.b_e.next = self.r_kq.q.val().get_bits::<10>(16);
        }
        if self.hc.q.val() == 2 {
            self.fpi.x.next = bit_cast::<40, 32>(self.r_q.q.val());
            self.mul.a_m.next = self.xkr2.q.val().get_bits::<16>(0);
            self.mul.a_e.next = self.xkr2.q.val().get_bits::<10>(16);
            self.mul.b_m.next = self.recip.out_m.val();
            self.mul.b_e.next = self.recip.out_e.val();
        }
        // the hop's values ride registers that shift once per issue cycle
        if self.hc.q.val() == 0 {
            // o = 3: Δts >= T; o = 9, 12: Δtx kr
            self.f0.d.next = bit_cast::<4, 3>(self.r_f.q.val())
                | (bit_cast::<4, 1>((self.r_dts.q.val() >= self.t_r.q.val()).into()) << 3);
            self.f1.d.next = self.f0.q.val();
            self.f2.d.next = self.f1.q.val();
            self.f3.d.next = self.f2.q.val();
            self.f4.d.next = self.f3.q.val();
            self.f5.d.next = self.f4.q.val();
            self.xkr.d.next = bit_cast::<26, 16>(self.mul.out_m.val())
                | (bit_cast::<26, 10>(self.mul.out_e.val()) << 16);
            self.xkr2.d.next = self.xkr.q.val();
            // o = 3: kr (the speed word read at o = 0) to o = 6
            self.kr2.d.next = self.cfg_ram.read_data.val().get_bits::<26>(26);
        }
        // o = 5 to 20: Δts on the multiplier (the EWMA's tau if the hop is the maximum);
        // o = 10 to 20: u'_q
        self.tau_d.lag.next = 14.into();
        self.tau_d.d.next = bit_cast::<26, 16>(self.fpi.out_m.val())
            | (bit_cast::<26, 10>(self.fpi.out_e.val()) << 16);
        self.uq_d.lag.next = 9.into();
        self.uq_d.d.next = self.fx.out.val().get_bits::<28>(0);
        // o = 20: u' of the hop (0 when skipped), the strict maximum in scan order
        self.up.next = bit_cast::<29, 28>(self.uq_d.q.val())
            + bit_cast::<29, 28>(self.fx.out.val().get_bits::<28>(0));
        self.upc.next = self.up.val().get_bits::<28>(0);
        if self.up.val().get_bit(28) {
            self.upc.next = 0xFFF_FFFF.into();
        }
        if self.f5.q.val().get_bit(2) {
            self.upc.next = 0.into();
        }
        if (self.hc.q.val() == 2) & self.f5.q.val().get_bit(0) {
            if self.f5.q.val().get_bit(1) {
                self.acc_u.d.next = self.upc.val();
                self.acc_tau.d.next = self.tau_d.q.val();
                self.acc_ge.d.next = self.f5.q.val().get_bit(3);
                self.acc_has.d.next = self.upc.val() != 0;
                self.acc_lm.d.next = self.upc.val() != 0;
            } else if self.upc.val() > self.acc_u.q.val() {
                self.acc_u.d.next = self.upc.val();
                self.acc_tau.d.next = self.tau_d.q.val();
                self.acc_ge.d.next = self.f5.q.val().get_bit(3);
                self.acc_has.d.next = true;
                self.acc_lm.d.next = false;
            }
        }

        // ================= tail: tc = 21 + t =================
        if self.st.q.val() == 3 {
            self.tc.d.next = self.tc.q.val() + 1;
        }
        // Wc's update (head word A on the store's output at t = 0): HPCC++ and FNCC on seq >
        // lastUpdate, Rx-HPCC on now > lastUpdate + T
        self.cmp.next = self.ev_seq.val();
        self.nlu.next = self.ev_snd_nxt.val();
        self.base.next = self.head_ram.read_data.val().get_bits::<48>(0);
        if self.algo_r.q.val() == 1 {
            self.cmp.next = self.ev_t.val();
            self.nlu.next = self.ev_t.val();
            self.base.next = self.head_ram.read_data.val().get_bits::<48>(0)
                + bit_cast::<48, 40>(self.t_r.q.val());
        }
        self.sd.next = self.cmp.val() - self.base.val();
        self.upd.next = (self.sd.val() != 0) & !self.sd.val().get_bit(47);
        self.en.next = self.head_ram.read_data.val().get_bits::<4>(48) == self.n_r.q.val();
        self.a_fx.next = self.fx.out.val().get_bits::<21>(0);
        if self.acc_ge.q.val() {
            self.a_fx.next = 0x10_0000.into();
        }
        self.un.next = bit_cast::<29, 28>(self.ub_r.q.val().get_bits::<28>(0));
        // profile word 2 on the store's output at t = 15
        self.md.next = (self.un_r.q.val() >= self.cfg_ram.read_data.val().get_bits::<28>(0))
            | (self.ub_r.q.val().get_bits::<4>(28)
                >= self.cfg_ram.read_data.val().get_bits::<4>(54));
        self.inc_new.next = self.ub_r.q.val().get_bits::<4>(28);
        if self.en_r.q.val() & self.upd_r.q.val() {
            if self.md.val() {
                self.inc_new.next = 0.into();
            } else if self.ub_r.q.val().get_bits::<4>(28) != 15 {
                self.inc_new.next = self.ub_r.q.val().get_bits::<4>(28) + 1;
            }
        }
        self.wc1.next = self.cw_r.q.val().get_bits::<40>(40);
        if self.fire_r.q.val() {
            self.wc1.next = self.fx.out.val();
        }
        self.wmd.next =
            bit_cast::<41, 40>(self.wc1_r.q.val()) + bit_cast::<41, 40>(self.wai_r.q.val());
        if self.md_r.q.val() {
            self.wmd.next =
                bit_cast::<41, 40>(self.fx.out.val()) + bit_cast::<41, 40>(self.wai_r.q.val());
        }
        self.w_new.next = self.wmd.val().get_bits::<40>(0);
        if self.wmd.val() > self.k_wmax.val() {
            self.w_new.next = self.k_wmax.val().get_bits::<40>(0);
        }
        self.wc_new.next = self.wc1_r.q.val();
        if self.upd_r.q.val() {
            self.wc_new.next = self.w_new.val();
        }
        if self.st.q.val() == 3 {
            if self.tc.q.val() == 19 {
                // t = -2: head word B
                self.head_ram.read_address.next =
                    (bit_cast::<HA, A>(self.ccc_r.q.val().get_bits::<A>(0)) << 2)
                        | bit_cast::<HA, 2>(1.into());
            }
            if self.tc.q.val() == 20 {
                // t = -1: U and incStage; head word A; profile word 1 (kt, alpha)
                self.ub_r.d.next = self.head_ram.read_data.val().get_bits::<32>(0);
                self.head_ram.read_address.next =
                    bit_cast::<HA, A>(self.ccc_r.q.val().get_bits::<A>(0)) << 2;
                self.cfg_ram.read_address.next = (bit_cast::<6, 4>(8.into()) << 2)
                    | (bit_cast::<6, 2>(self.prof_r.q.val()) << 2)
                    | bit_cast::<6, 2>(1.into());
            }
            if self.tc.q.val() == 21 {
                // t = 0: |u - U| normalised, tau kt, LHCS's condition, the Wc update, whether
                // the hop count is the L records'
                self.up_r.d.next = self.acc_u.q.val() >= self.ub_r.q.val().get_bits::<28>(0);
                self.fpi.x.next =
                    bit_cast::<40, 28>(self.ub_r.q.val().get_bits::<28>(0) - self.acc_u.q.val());
                if self.acc_u.q.val() >= self.ub_r.q.val().get_bits::<28>(0) {
                    self.fpi.x.next = bit_cast::<40, 28>(
                        self.acc_u.q.val() - self.ub_r.q.val().get_bits::<28>(0),
                    );
                }
                self.mul.a_m.next = self.acc_tau.q.val().get_bits::<16>(0);
                self.mul.a_e.next = self.acc_tau.q.val().get_bits::<10>(16);
                self.mul.b_m.next = self.cfg_ram.read_data.val().get_bits::<16>(0);
                self.mul.b_e.next = self.cfg_ram.read_data.val().get_bits::<10>(16);
                self.fire_r.d.next = self.en.val()
                    & (self.algo_r.q.val() == 2)
                    & self.acc_lm.q.val()
                    & (self.acc_u.q.val() > self.cfg_ram.read_data.val().get_bits::<28>(26))
                    & (self.ev_n_flows.val() != 0);
                self.en_r.d.next = self.en.val();
                self.ew_r.d.next = self.en.val() & self.acc_has.q.val();
                self.upd_r.d.next = self.upd.val();
                self.a_r.d.next =
                    bit_cast::<52, 48>(self.head_ram.read_data.val().get_bits::<48>(0))
                        | (bit_cast::<52, 4>(self.n_r.q.val()) << 48);
                if self.upd.val() {
                    self.a_r.d.next = bit_cast::<52, 48>(self.nlu.val())
                        | (bit_cast::<52, 4>(self.n_r.q.val()) << 48);
                }
            }
            if self.tc.q.val() == 22 {
                // t = 1: N normalised; word A written; the port released
                self.fpi.x.next = bit_cast::<40, 16>(self.ev_n_flows.val());
                self.head_ram.write_enable.next = true;
                self.ev_ready.next = true;
            }
            if self.tc.q.val() == 23 {
                // t = 2: |u - U| on the multiplier
                self.dfp_r.d.next = bit_cast::<26, 16>(self.fpi.out_m.val())
                    | (bit_cast::<26, 10>(self.fpi.out_e.val()) << 16);
            }
            if self.tc.q.val() == 24 {
                // t = 3: a = min(tau, T) / T as fixed point; 1 / N
                self.fx.frac.next = 20.into();
                self.fx.max.next = 0x10_0000.into();
            }
            if self.tc.q.val() == 27 {
                // t = 6: a normalised
                self.fpi.x.next = bit_cast::<40, 21>(self.a_fx.val());
            }
            if self.tc.q.val() == 29 {
                // t = 8: |u - U| a
                self.mul.a_m.next = self.dfp_r.q.val().get_bits::<16>(0);
                self.mul.a_e.next = self.dfp_r.q.val().get_bits::<10>(16);
                self.mul.b_m.next = self.fpi.out_m.val();
                self.mul.b_e.next = self.fpi.out_e.val();
            }
            if self.tc.q.val() == 32 {
                // t = 11: the step of U as fixed point; the last hop's speed word
                self.fx.frac.next = 0xEC.into(); // -20
                self.fx.max.next = 0xFFF_FFFF.into();
                self.cfg_ram.read_address.next = (bit_cast::<6, 2>(self.prof_r.q.val()) << 3)
                    | bit_cast::<6, 3>(self.ls_r.q.val());
            }
            if self.tc.q.val() == 33 {
                // t = 12: LHCS's constant / N
                self.mul.a_m.next = self.cfg_ram.read_data.val().get_bits::<16>(52);
                self.mul.a_e.next = self.cfg_ram.read_data.val().get_bits::<10>(68);
                self.mul.b_m.next = self.recip.out_m.val();
                self.mul.b_e.next = self.recip.out_e.val();
            }
            if self.tc.q.val() == 35 {
                // t = 14: U += a (u - U), at least one LSB; profile word 2
                if self.ew_r.q.val() {
                    if self.up_r.q.val() {
                        self.un.next = bit_cast::<29, 28>(self.ub_r.q.val().get_bits::<28>(0))
                            + bit_cast::<29, 28>(self.fx.out.val().get_bits::<28>(0));
                        if self.un.val().get_bit(28) {
                            self.un.next = 0xFFF_FFFF.into();
                        }
                    } else {
                        self.un.next = bit_cast::<29, 28>(self.ub_r.q.val().get_bits::<28>(0))
                            - bit_cast::<29, 28>(self.fx.out.val().get_bits::<28>(0));
                        if self.un.val().get_bit(28) | (self.un.val() == 0) {
                            self.un.next = 1.into();
                        }
                    }
                }
                self.un_r.d.next = self.un.val().get_bits::<28>(0);
                self.cfg_ram.read_address.next = (bit_cast::<6, 4>(8.into()) << 2)
                    | (bit_cast::<6, 2>(self.prof_r.q.val()) << 2)
                    | bit_cast::<6, 2>(2.into());
            }
            if self.tc.q.val() == 36 {
                // t = 15: the branch and incStage; U normalised; LHCS's Wc as fixed point
                self.md_r.d.next = self.md.val();
                self.bw_r.d.next = bit_cast::<32, 28>(self.un_r.q.val())
                    | (bit_cast::<32, 4>(self.inc_new.val()) << 28);
                self.fpi.x.next = bit_cast::<40, 28>(self.un_r.q.val());
                self.fx.frac.next = 8.into();
                self.fx.max.next = 0xFF_FFFF_FF00_u64.into();
            }
            if self.tc.q.val() == 37 {
                // t = 16: word B written; word C read
                self.head_ram.write_enable.next = true;
                self.head_ram.write_address.next =
                    (bit_cast::<HA, A>(self.ccc_r.q.val().get_bits::<A>(0)) << 2)
                        | bit_cast::<HA, 2>(1.into());
                self.head_ram.write_data.next = bit_cast::<80, 32>(self.bw_r.q.val());
                self.head_ram.read_address.next =
                    (bit_cast::<HA, A>(self.ccc_r.q.val().get_bits::<A>(0)) << 2)
                        | bit_cast::<HA, 2>(2.into());
            }
            if self.tc.q.val() == 38 {
                // t = 17: W and Wc as read (the answer's when the hop count changed);
                // profile word 3
                self.cw_r.d.next = self.head_ram.read_data.val();
                self.cfg_ram.read_address.next = (bit_cast::<6, 4>(8.into()) << 2)
                    | (bit_cast::<6, 2>(self.prof_r.q.val()) << 2)
                    | bit_cast::<6, 2>(3.into());
            }
            if self.tc.q.val() == 39 {
                // t = 18: Wc after LHCS, normalised; W_AI
                self.wc1_r.d.next = self.wc1.val();
                self.fpi.x.next = self.wc1.val();
                self.wai_r.d.next = self.cfg_ram.read_data.val().get_bits::<40>(0);
            }
            if self.tc.q.val() == 40 {
                // t = 19: profile word 2 again (eta)
                self.cfg_ram.read_address.next = (bit_cast::<6, 4>(8.into()) << 2)
                    | (bit_cast::<6, 2>(self.prof_r.q.val()) << 2)
                    | bit_cast::<6, 2>(2.into());
            }
            if self.tc.q.val() == 41 {
                // t = 20: Wc eta; the next event may be taken (its records use the units
                // after this tail's last uses, t = 26 and 29)
                self.mul.a_m.next = self.fpi.out_m.val();
                self.mul.a_e.next = self.fpi.out_e.val();
                self.mul.b_m.next = self.cfg_ram.read_data.val().get_bits::<16>(28);
                self.mul.b_e.next = self.cfg_ram.read_data.val().get_bits::<10>(44);
                self.st.d.next = 0.into();
                self.tl.d.next = 1.into();
                self.ccc_t.d.next = self.ccc_r.q.val();
            }
        }
        // the tail's last 13 clocks (tl = tc - 41)
        if self.tl.q.val() != 0 {
            self.tl.d.next = self.tl.q.val() + 1;
            if self.tl.q.val() == 3 {
                self.w1_r.d.next = bit_cast::<26, 16>(self.mul.out_m.val())
                    | (bit_cast::<26, 10>(self.mul.out_e.val()) << 16);
            }
            if self.tl.q.val() == 6 {
                // t = 26: Wc eta / U
                self.mul.a_m.next = self.w1_r.q.val().get_bits::<16>(0);
                self.mul.a_e.next = self.w1_r.q.val().get_bits::<10>(16);
                self.mul.b_m.next = self.recip.out_m.val();
                self.mul.b_e.next = self.recip.out_e.val();
            }
            if self.tl.q.val() == 9 {
                // t = 29: MI/MD's W as fixed point
                self.fx.frac.next = 20.into();
                self.fx.max.next = 0xFF_FFFF_FF00_u64.into();
            }
            if (self.tl.q.val() == 12) & self.en_r.q.val() {
                // t = 32: ComputeWind's W and Wc
                self.cw_r.d.next = bit_cast::<80, 40>(self.w_new.val())
                    | (bit_cast::<80, 40>(self.wc_new.val()) << 40);
            }
            if self.tl.q.val() == 13 {
                // t = 33: word C written, the answer
                self.head_ram.write_enable.next = true;
                self.head_ram.write_address.next =
                    (bit_cast::<HA, A>(self.ccc_t.q.val().get_bits::<A>(0)) << 2)
                        | bit_cast::<HA, 2>(2.into());
                self.head_ram.write_data.next = self.cw_r.q.val();
                self.done_t.next = true;
                self.tl.d.next = 0.into();
            }
        }
        // a refused or empty event answers after the tail before it (answers in order)
        if (self.st.q.val() == 5) & (self.tl.q.val() == 0) {
            self.done_n.next = true;
            self.st.d.next = 0.into();
        }
        self.done.next = self.done_t.val() | self.done_n.val();

        // ================= configuration, while no event is in flight =================
        if self.cfg_valid.val() & (self.st.q.val() == 0) & (self.tl.q.val() == 0) {
            self.cstep.d.next = self.cstep.q.val() + 1;
            if self.cfg_op.val() == 0 {
                self.cfg_ram.write_enable.next = true;
                self.cfg_ram.write_address.next = (bit_cast::<6, 4>(8.into()) << 2)
                    | (bit_cast::<6, 2>(self.cfg_addr.val().get_bits::<2>(0)) << 2)
                    | bit_cast::<6, 2>(self.cstep.q.val());
                self.cfg_ram.write_data.next = self.cfg_words.prof_word.val();
                self.cfg_ready.next = self.cstep.q.val() == 3;
            } else if self.cfg_op.val() == 1 {
                self.cfg_ram.write_enable.next = true;
                self.cfg_ready.next = true;
            } else if self.cfg_op.val() == 2 {
                self.head_ram.write_enable.next = self.cfg_in_range.val();
                self.head_ram.write_address.next =
                    (bit_cast::<HA, A>(self.cfg_addr.val().get_bits::<A>(0)) << 2)
                        | bit_cast::<HA, 2>(self.cstep.q.val());
                // the binding (word D) last
                self.head_ram.write_data.next = self.cfg_words.head_word.val();
                self.cfg_ready.next = self.cstep.q.val() == 3;
            } else {
                self.cfg_ready.next = true;
            }
            if self.cfg_ready.val() {
                self.cstep.d.next = 0.into();
            }
        }

        // ================= the answer =================
        // the tail's answer, or a refused or empty event's
        self.branch.next = 0.into();
        if self.en_r.q.val() {
            if self.md_r.q.val() {
                self.branch.next = 1.into();
            } else {
                self.branch.next = 2.into();
            }
        }
        self.done_ccc.next = self.ccc_t.q.val();
        self.done_branch.next = self.branch.val();
        self.done_update_wc.next = self.upd_r.q.val();
        self.done_lhcs.next = self.fire_r.q.val();
        self.done_refused.next = 0.into();
        if self.done_n.val() {
            self.done_ccc.next = self.ccc_r.q.val();
            self.done_branch.next = 0.into();
            self.done_update_wc.next = false;
            self.done_lhcs.next = false;
            self.done_refused.next = self.ref_r.q.val();
        }
        self.head_we.next = self.done_t.val();
        self.head_waddr.next = self.ccc_t.q.val().get_bits::<A>(0);
        self.head_wdata.next = bit_cast::<HEAD, 80>(self.cw_r.q.val())
            | (bit_cast::<HEAD, 32>(self.bw_r.q.val()) << 80)
            | (bit_cast::<HEAD, 52>(self.a_r.q.val()) << 112);
        self.ev_rec_k.next = self.k_r.q.val();
        if self.done.val() {
            self.c_events.d.next = self.c_events.q.val() + 1;
        }
        if self.done_n.val() {
            if self.ref_r.q.val() == 1 {
                self.c_records.d.next = self.c_records.q.val() + 1;
            }
            if self.ref_r.q.val() == 2 {
                self.c_unbound.d.next = self.c_unbound.q.val() + 1;
            }
        }
        self.events.next = self.c_events.q.val();
        self.refused_records.next = self.c_records.q.val();
        self.refused_unbound.next = self.c_unbound.q.val();
    }
}

/// CCCs of the Cu's INT engine: the trade-off table's block-RAM budget of an INT-only
/// HX8K build (`docs/int-cc.md`).
pub const CU_INT_CCCS: usize = 64;

/// Verilog of the Cu's INT engine (64 CCCs, top module `top`). No block RAM is read and
/// written at one address in one clock (the L word is written the clock after its read, the
/// head words after the event's reads, the configuration only while no event is in
/// flight), so the stores need no collision logic.
pub fn verilog_cu() -> String {
    let mut uut = IntSerialEngine::<6, 8, 9>::new(CU_INT_CCCS);
    uut.connect_all();
    crate::rams_without_collision_check(generate_verilog(&uut))
}
