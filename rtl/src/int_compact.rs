//! `IntCompactEngine`: HPCC++, Rx-HPCC and FNCC for `2^A` CCCs on few shared units, the
//! Cu's INT engine (`docs/int-cc.md`, "The Cu's INT engine"). The same ports, words and
//! answers as [`crate::int_engine::IntEngine`] (the ECP5's, one unit per product), and
//! the same golden twin ([`golden_model::intcc::fixed::IntFixed::step_hw`]).
//!
//! **Frames.** A free-running frame of [`FRAME`] clocks (`fc` = 0..9) fixes every unit's
//! use. An event is taken at a frame's clock 1 (its CCC's binding, parities and head word
//! A read at clock 0); its records issue at the odd clocks 1, 3, 5, 7, 9, one per clock,
//! in scan order (HPCC++ and Rx-HPCC first hop first, FNCC last hop first): 5 records per
//! frame, so an ACK of up to 5 hops takes one frame and one of 6 to 8 two. The event is
//! read from the port while it is held there (`ev_ready` in the frame's clock 9): no
//! event register.
//!
//! **Units.** The hop pipeline takes a record every other clock, so each unit serves two
//! uses, one at odd clocks and one at even: `int_a` (qmin, then Δtx), `mul_a` (qmin kq,
//! then Δtx kr), `fx_a` (u'_q, then u'_tx). `int_b` (Δts) and the reciprocal (1 / Δts)
//! are used at odd clocks, `mul_b` (Δtx kr / Δts) at even ones: their other clocks serve
//! the tail. The tail of an ACK starts 31 clocks after its last frame's start (`o` = 0)
//! and takes 46 clocks, one ACK per frame, each operation at a fixed clock of the frame:
//! `mul_b` at the odd clocks (tau kt, |u - U| a, LHCS's constant / N, Wc eta, then / U),
//! the reciprocal at two even ones (N, U), `int_t` (|u - U|, N, a, U, Wc) and `fx_t`
//! (a, the step of U, LHCS's Wc, MI/MD's W) at clocks of their own. Per ACK 7 products
//! and 2 reciprocals in the tail, 3 products and a reciprocal per hop: 2 multipliers and
//! one reciprocal in all.
//!
//! **State.** Block RAM only: the L records (`l_ram`, one word per hop), the head as
//! three words (`head_ram`: A = lastUpdate and the L hop count, B = U and incStage, C = W
//! and Wc), the profiles (4 words each) and the link speeds in one store (`cfg_ram`).
//! A value an ACK needs later than 10 clocks after it is made is read again from the
//! head store (a CCC's head does not change while its ACK is in flight: an event whose
//! CCC is in flight waits, its `issued` and `done` parities differ), or rides in the
//! ACK's descriptor, which moves one stage per frame (`d0`..`d2` before the tail,
//! `td0`..`td4` in it).
//!
//! Refusals (counted, nothing applied): more than 8 records (`refused_records`); a CCC
//! not bound to an INT profile or outside the engine (`refused_unbound`). Configuration
//! is taken while no event is in flight: a profile in 4 clocks, a speed in 1, a binding
//! (its head words) in 3.

use rust_hdl::prelude::*;

use crate::blocks::{Delay1, Delay2, HoldDelay3, HoldDelay5, HoldDelay8, HoldDelay9};
use crate::int_engine::{k, CFG_BITS, EV_HOPS_BITS, HEAD, LREC, W_MAX_Q};
use crate::int_fp_mul::{IntFpInt, IntFpMul, IntRecip, IntToFixed};
use crate::int_words::IntCfgWords;

/// Clocks of a frame: one event of up to 5 records per frame.
pub const FRAME: u64 = 10;
/// Records issued per frame.
pub const RECORDS_PER_FRAME: u64 = 5;

/// Clocks per event at the port, back-to-back over CCCs not in flight.
pub fn clocks_per_ack(hops: u64) -> u64 {
    FRAME * hops.div_ceil(RECORDS_PER_FRAME).max(1)
}

#[derive(LogicBlock)]
pub struct IntCompactEngine<const A: usize, const HA: usize, const LA: usize> {
    pub clock: Signal<In, Clock>,
    // ---- events
    pub ev_valid: Signal<In, Bit>,
    pub ev_ready: Signal<Out, Bit>,
    pub ev_ccc: Signal<In, Bits<16>>,
    pub ev_t: Signal<In, Bits<48>>,
    pub ev_seq: Signal<In, Bits<48>>,
    pub ev_snd_nxt: Signal<In, Bits<48>>,
    pub ev_n_flows: Signal<In, Bits<16>>,
    pub ev_n_hops: Signal<In, Bits<4>>,
    pub ev_hops: Signal<In, Bits<EV_HOPS_BITS>>,
    // ---- configuration
    pub cfg_valid: Signal<In, Bit>,
    pub cfg_ready: Signal<Out, Bit>,
    pub cfg_op: Signal<In, Bits<2>>,
    pub cfg_addr: Signal<In, Bits<16>>,
    pub cfg_data: Signal<In, Bits<CFG_BITS>>,
    // ---- answers
    pub done: Signal<Out, Bit>,
    pub done_ccc: Signal<Out, Bits<16>>,
    pub done_branch: Signal<Out, Bits<2>>,
    pub done_update_wc: Signal<Out, Bit>,
    pub done_lhcs: Signal<Out, Bit>,
    pub done_refused: Signal<Out, Bits<2>>,
    pub events: Signal<Out, Bits<32>>,
    pub refused_records: Signal<Out, Bits<32>>,
    pub refused_unbound: Signal<Out, Bits<32>>,
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
    /// A CCC's binding (bound, profile, algorithm) and its `issued` parity (bit 5)
    bind_ram: RAM<Bits<6>, A>,
    done_ram: RAM<Bit, A>,
    head_ram: RAM<Bits<80>, HA>,
    cfg_ram: RAM<Bits<80>, 6>,
    cfg_words: IntCfgWords,
    l_ram: RAM<Bits<LREC>, LA>,
    // ---- frames, the event taken, configuration
    fc: DFF<Bits<4>>,
    /// `ev_valid` one clock earlier: the RAMs read at clock 0 were addressed by this event
    v0: DFF<Bit>,
    cstep: DFF<Bits<2>>,
    open: DFF<Bit>,
    hl: DFF<Bits<4>>,
    k_r: DFF<Bits<4>>,
    h_nop: DFF<Bit>,
    h_ref: DFF<Bits<2>>,
    h_prof: DFF<Bits<2>>,
    h_algo: DFF<Bits<2>>,
    h_par: DFF<Bit>,
    h_en: DFF<Bit>,
    h_n: DFF<Bits<4>>,
    h_lu: DFF<Bits<48>>,
    t_fr: DFF<Bits<40>>,
    base_r: DFF<Bits<48>>,
    h_upd: DFF<Bit>,
    aw_r: DFF<Bits<80>>,
    d0: DFF<Bits<48>>,
    d1: DFF<Bits<48>>,
    d2: DFF<Bits<48>>,
    inflight: DFF<Bits<8>>,
    c_events: DFF<Bits<32>>,
    c_records: DFF<Bits<32>>,
    c_unbound: DFF<Bits<32>>,
    // ---- hop pipeline (H: the record issued, an odd clock)
    p1_v: DFF<Bit>,
    p1_first: DFF<Bit>,
    p1_last: DFF<Bit>,
    p1_sv: DFF<Bit>,
    p1_q: DFF<Bits<32>>,
    p1_ts: DFF<Bits<40>>,
    p1_tx: DFF<Bits<40>>,
    l_we_r: DFF<Bit>,
    l_wa_r: DFF<Bits<LA>>,
    l_wd_r: DFF<Bits<LREC>>,
    p2_flags: DFF<Bits<4>>,
    p2_q: DFF<Bits<32>>,
    p2_dts: DFF<Bits<40>>,
    p2_dtx: DFF<Bits<40>>,
    p2_kq: DFF<Bits<26>>,
    p2_kr: DFF<Bits<26>>,
    kq_d: Delay1<Bits<26>>,
    kr_d: Delay2<Bits<26>>,
    // the hop pipeline's delay lines shift every other clock (its values change every
    // other clock): odd clocks, except Δts >= T (made at an even clock)
    flags_d: HoldDelay9<Bits<4>>,
    ge_d: HoldDelay8<Bit>,
    tau_d: HoldDelay8<Bits<26>>,
    uq_d: HoldDelay5<Bits<28>>,
    xkr_d: HoldDelay3<Bits<26>>,
    int_a: IntFpInt,
    int_b: IntFpInt,
    int_t: IntFpInt,
    mul_a: IntFpMul,
    mul_b: IntFpMul,
    recip: IntRecip,
    fx_a: IntToFixed,
    fx_t: IntToFixed,
    acc_u: DFF<Bits<28>>,
    acc_tau: DFF<Bits<26>>,
    acc_ge: DFF<Bit>,
    acc_has: DFF<Bit>,
    acc_lm: DFF<Bit>,
    // ---- tail (o: clocks from the tail's start, T0 = the ACK's last frame + 31)
    td0: DFF<Bits<32>>,
    td1: DFF<Bits<32>>,
    td2: DFF<Bits<32>>,
    td3: DFF<Bits<32>>,
    td4: DFF<Bits<32>>,
    t0_u: DFF<Bits<28>>,
    t0_d: DFF<Bits<28>>,
    t0_tau: DFF<Bits<26>>,
    t0_ge: DFF<Bit>,
    t0_lm: DFF<Bit>,
    t0_nf: DFF<Bits<16>>,
    t0_ls: DFF<Bits<4>>,
    fire_r: DFF<Bit>,
    dfp_r: DFF<Bits<26>>,
    lk_r: DFF<Bits<26>>,
    ub_r: DFF<Bits<32>>,
    pc_r: DFF<Bits<58>>,
    un_r: DFF<Bits<28>>,
    md_r: DFF<Bit>,
    bw_r: DFF<Bits<80>>,
    c_r: DFF<Bits<80>>,
    wc1_r: DFF<Bits<40>>,
    wfp_r: DFF<Bits<26>>,
    ru_r: DFF<Bits<26>>,
    w1_r: DFF<Bits<26>>,
    wai_r: DFF<Bits<40>>,
    cw_r: DFF<Bits<80>>,
    /// U of the ACK entering the tail (head word B, read at o = -3)
    t_ub: DFF<Bits<28>>,
    /// Head word A of the ACK in each tail stage (read at o = -2): its answer's head
    a0: DFF<Bits<52>>,
    a1: DFF<Bits<52>>,
    a2: DFF<Bits<52>>,
    a3: DFF<Bits<52>>,
    a4: DFF<Bits<52>>,
    // ---- combinational
    odd: Signal<Local, Bit>,
    idle: Signal<Local, Bit>,
    in_range: Signal<Local, Bit>,
    cfg_in_range: Signal<Local, Bit>,
    go: Signal<Local, Bit>,
    iss: Signal<Local, Bit>,
    nop_now: Signal<Local, Bit>,
    ref_now: Signal<Local, Bits<2>>,
    over: Signal<Local, Bit>,
    cur_k: Signal<Local, Bits<4>>,
    cur_prof: Signal<Local, Bits<2>>,
    cur_algo: Signal<Local, Bits<2>>,
    nm1: Signal<Local, Bits<4>>,
    rec: Signal<Local, Bits<116>>,
    ls_now: Signal<Local, Bits<4>>,
    dts: Signal<Local, Bits<40>>,
    dtx: Signal<Local, Bits<40>>,
    lq: Signal<Local, Bits<32>>,
    skip: Signal<Local, Bit>,
    sd: Signal<Local, Bits<48>>,
    cmp: Signal<Local, Bits<48>>,
    nlu: Signal<Local, Bits<48>>,
    upd: Signal<Local, Bit>,
    lu_f: Signal<Local, Bits<48>>,
    up: Signal<Local, Bits<29>>,
    upc: Signal<Local, Bits<28>>,
    hb_u: Signal<Local, Bits<28>>,
    t_up: Signal<Local, Bit>,
    t_ew: Signal<Local, Bit>,
    fire: Signal<Local, Bit>,
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

impl<const A: usize, const HA: usize, const LA: usize> IntCompactEngine<A, HA, LA> {
    /// An engine of `cccs` INT CCCs (`cccs <= 2^A`, `HA = A + 2`, `LA = A + 3`).
    pub fn new(cccs: usize) -> Self {
        assert!(
            A <= 13 && HA == A + 2 && LA == A + 3,
            "HA = A + 2 (3 head words per CCC), LA = A + 3 (8 L records per CCC)"
        );
        assert!(cccs >= 1 && cccs <= 1 << A, "the CCCs fit the RAMs");
        IntCompactEngine {
            clock: Default::default(),
            ev_valid: Default::default(),
            ev_ready: Default::default(),
            ev_ccc: Default::default(),
            ev_t: Default::default(),
            ev_seq: Default::default(),
            ev_snd_nxt: Default::default(),
            ev_n_flows: Default::default(),
            ev_n_hops: Default::default(),
            ev_hops: Default::default(),
            cfg_valid: Default::default(),
            cfg_ready: Default::default(),
            cfg_op: Default::default(),
            cfg_addr: Default::default(),
            cfg_data: Default::default(),
            done: Default::default(),
            done_ccc: Default::default(),
            done_branch: Default::default(),
            done_update_wc: Default::default(),
            done_lhcs: Default::default(),
            done_refused: Default::default(),
            events: Default::default(),
            refused_records: Default::default(),
            refused_unbound: Default::default(),
            head_we: Default::default(),
            head_waddr: Default::default(),
            head_wdata: Default::default(),
            l_we: Default::default(),
            l_waddr: Default::default(),
            l_wdata: Default::default(),
            k_cccs: k(cccs as u64),
            k_wmax: k(W_MAX_Q),
            bind_ram: Default::default(),
            done_ram: Default::default(),
            head_ram: Default::default(),
            cfg_ram: Default::default(),
            cfg_words: Default::default(),
            l_ram: Default::default(),
            fc: Default::default(),
            v0: Default::default(),
            cstep: Default::default(),
            open: Default::default(),
            hl: Default::default(),
            k_r: Default::default(),
            h_nop: Default::default(),
            h_ref: Default::default(),
            h_prof: Default::default(),
            h_algo: Default::default(),
            h_par: Default::default(),
            h_en: Default::default(),
            h_n: Default::default(),
            h_lu: Default::default(),
            t_fr: Default::default(),
            base_r: Default::default(),
            h_upd: Default::default(),
            aw_r: Default::default(),
            d0: Default::default(),
            d1: Default::default(),
            d2: Default::default(),
            inflight: Default::default(),
            c_events: Default::default(),
            c_records: Default::default(),
            c_unbound: Default::default(),
            p1_v: Default::default(),
            p1_first: Default::default(),
            p1_last: Default::default(),
            p1_sv: Default::default(),
            p1_q: Default::default(),
            p1_ts: Default::default(),
            p1_tx: Default::default(),
            l_we_r: Default::default(),
            l_wa_r: Default::default(),
            l_wd_r: Default::default(),
            p2_flags: Default::default(),
            p2_q: Default::default(),
            p2_dts: Default::default(),
            p2_dtx: Default::default(),
            p2_kq: Default::default(),
            p2_kr: Default::default(),
            kq_d: Default::default(),
            kr_d: Default::default(),
            flags_d: Default::default(),
            ge_d: Default::default(),
            tau_d: Default::default(),
            uq_d: Default::default(),
            xkr_d: Default::default(),
            int_a: Default::default(),
            int_b: Default::default(),
            int_t: Default::default(),
            mul_a: Default::default(),
            mul_b: Default::default(),
            recip: Default::default(),
            fx_a: Default::default(),
            fx_t: Default::default(),
            acc_u: Default::default(),
            acc_tau: Default::default(),
            acc_ge: Default::default(),
            acc_has: Default::default(),
            acc_lm: Default::default(),
            td0: Default::default(),
            td1: Default::default(),
            td2: Default::default(),
            td3: Default::default(),
            td4: Default::default(),
            t0_u: Default::default(),
            t0_d: Default::default(),
            t0_tau: Default::default(),
            t0_ge: Default::default(),
            t0_lm: Default::default(),
            t0_nf: Default::default(),
            t0_ls: Default::default(),
            fire_r: Default::default(),
            dfp_r: Default::default(),
            lk_r: Default::default(),
            ub_r: Default::default(),
            pc_r: Default::default(),
            un_r: Default::default(),
            md_r: Default::default(),
            bw_r: Default::default(),
            c_r: Default::default(),
            wc1_r: Default::default(),
            wfp_r: Default::default(),
            ru_r: Default::default(),
            w1_r: Default::default(),
            wai_r: Default::default(),
            cw_r: Default::default(),
            t_ub: Default::default(),
            a0: Default::default(),
            a1: Default::default(),
            a2: Default::default(),
            a3: Default::default(),
            a4: Default::default(),
            odd: Default::default(),
            idle: Default::default(),
            in_range: Default::default(),
            cfg_in_range: Default::default(),
            go: Default::default(),
            iss: Default::default(),
            nop_now: Default::default(),
            ref_now: Default::default(),
            over: Default::default(),
            cur_k: Default::default(),
            cur_prof: Default::default(),
            cur_algo: Default::default(),
            nm1: Default::default(),
            rec: Default::default(),
            ls_now: Default::default(),
            dts: Default::default(),
            dtx: Default::default(),
            lq: Default::default(),
            skip: Default::default(),
            sd: Default::default(),
            cmp: Default::default(),
            nlu: Default::default(),
            upd: Default::default(),
            lu_f: Default::default(),
            up: Default::default(),
            upc: Default::default(),
            hb_u: Default::default(),
            t_up: Default::default(),
            t_ew: Default::default(),
            fire: Default::default(),
            a_fx: Default::default(),
            un: Default::default(),
            md: Default::default(),
            inc_new: Default::default(),
            wc1: Default::default(),
            wmd: Default::default(),
            w_new: Default::default(),
            wc_new: Default::default(),
            branch: Default::default(),
        }
    }
}

// Descriptor words. `d0`..`d2` (48 bits, one stage per frame from the frame's clock 6):
// ccc 0..16, prof 16..18, algo 18..20, nop 20, ref 21..23, par 23, en 24, upd 25, the tail
// runs 26, N 27..43, the last hop's speed 43..47. `td0`..`td4` (32 bits, one stage per
// frame from o = 9): bits 0..27 as `d`, then fire 27, up 28, ewma 29, md 30.
// Head words: A = lastUpdate 0..48, L hop count 48..52; B = U 0..28, incStage 28..32;
// C = W 0..40, Wc 40..80. Profile words (`cfg_ram` 32 + 4 profile + w): 0 T; 1 kt 0..26,
// alpha 26..54; 2 eta_fx 0..28, eta 28..54, maxStage 54..58; 3 W_AI. Speeds at 8 profile
// + index: the configuration's speed word (kq, kr, the LHCS constant, valid at 78).

impl<const A: usize, const HA: usize, const LA: usize> Logic for IntCompactEngine<A, HA, LA> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, fc, v0, cstep, open, hl, k_r, h_nop, h_ref, h_prof, h_algo, h_par, h_en,
            h_n, h_lu, t_fr, base_r, h_upd, aw_r, d0, d1, d2, inflight, c_events, c_records,
            c_unbound, p1_v, p1_first, p1_last, p1_sv, p1_q, p1_ts, p1_tx, l_we_r, l_wa_r, l_wd_r,
            p2_flags, p2_q, p2_dts, p2_dtx, p2_kq, p2_kr, acc_u, acc_tau, acc_ge, acc_has, acc_lm,
            td0, td1, td2, td3, td4, t0_u, t0_d, t0_tau, t0_ge, t0_lm, t0_nf, t0_ls, fire_r, dfp_r,
            lk_r, ub_r, pc_r, un_r, md_r, bw_r, c_r, wc1_r, wfp_r, ru_r, w1_r, wai_r, cw_r, t_ub,
            a0, a1, a2, a3, a4
        );
        clock!(
            self, clock, kq_d, kr_d, flags_d, ge_d, tau_d, uq_d, xkr_d, int_a, int_b, int_t, mul_a,
            mul_b, recip, fx_a, fx_t
        );
        self.bind_ram.read_clock.next = self.clock.val();
        self.bind_ram.write_clock.next = self.clock.val();
        self.done_ram.read_clock.next = self.clock.val();
        self.done_ram.write_clock.next = self.clock.val();
        self.head_ram.read_clock.next = self.clock.val();
        self.head_ram.write_clock.next = self.clock.val();
        self.cfg_ram.read_clock.next = self.clock.val();
        self.cfg_words.cfg_data.next = self.cfg_data.val();
        self.cfg_words.step.next = self.cstep.q.val();
        self.cfg_ram.write_clock.next = self.clock.val();
        self.l_ram.read_clock.next = self.clock.val();
        self.l_ram.write_clock.next = self.clock.val();

        // ================= frame clock =================
        self.fc.d.next = self.fc.q.val() + 1;
        if self.fc.q.val() == 9 {
            self.fc.d.next = 0.into();
        }
        self.odd.next = self.fc.q.val().get_bit(0);

        // ================= the event: taken at the frame's clock 1 =================
        self.in_range.next = bit_cast::<17, 16>(self.ev_ccc.val()) < self.k_cccs.val();
        self.cfg_in_range.next = bit_cast::<17, 16>(self.cfg_addr.val()) < self.k_cccs.val();
        self.idle.next = (self.inflight.q.val() == 0) & !self.open.q.val();
        self.bind_ram.read_address.next = self.ev_ccc.val().get_bits::<A>(0);
        self.done_ram.read_address.next = self.ev_ccc.val().get_bits::<A>(0);
        self.bind_ram.write_enable.next = false;
        self.bind_ram.write_address.next = self.cfg_addr.val().get_bits::<A>(0);
        self.bind_ram.write_data.next = bit_cast::<6, 5>(self.cfg_data.val().get_bits::<5>(164));
        self.done_ram.write_enable.next = false;
        self.done_ram.write_address.next = self.d2.q.val().get_bits::<A>(0);
        self.done_ram.write_data.next = self.d2.q.val().get_bit(23);
        self.over.next =
            self.ev_n_hops.val().get_bit(3) & (self.ev_n_hops.val().get_bits::<3>(0) != 0);
        self.nop_now.next = false;
        self.ref_now.next = 0.into();
        if !(self.bind_ram.read_data.val().get_bit(0) & self.in_range.val()) {
            self.nop_now.next = true;
            self.ref_now.next = 2.into();
        } else if self.over.val() {
            self.nop_now.next = true;
            self.ref_now.next = 1.into();
        } else if self.ev_n_hops.val() == 0 {
            self.nop_now.next = true;
        }
        self.nm1.next = self.ev_n_hops.val() - 1;
        self.v0.d.next = self.ev_valid.val();
        self.go.next = (self.fc.q.val() == 1)
            & !self.open.q.val()
            & self.ev_valid.val()
            & self.v0.q.val()
            & !self.cfg_valid.val()
            & (self.bind_ram.read_data.val().get_bit(5) == self.done_ram.read_data.val());
        // the record issued this clock: the event's first at its take, then one per odd clock
        self.iss.next = false;
        self.cur_k.next = self.k_r.q.val();
        self.cur_prof.next = self.h_prof.q.val();
        self.cur_algo.next = self.h_algo.q.val();
        if self.go.val() {
            self.cur_prof.next = self.bind_ram.read_data.val().get_bits::<2>(1);
            self.cur_algo.next = self.bind_ram.read_data.val().get_bits::<2>(3);
            self.cur_k.next = 0.into();
            if self.bind_ram.read_data.val().get_bits::<2>(3) == 2 {
                self.cur_k.next = self.nm1.val();
            }
            self.iss.next = !self.nop_now.val();
        } else if self.odd.val() & (self.hl.q.val() != 0) {
            self.iss.next = true;
        }
        if self.cur_k.val() == 0 {
            self.rec.next = self.ev_hops.val().get_bits::<116>(0);
        } else if self.cur_k.val() == 1 {
            self.rec.next = self.ev_hops.val().get_bits::<116>(116);
        } else if self.cur_k.val() == 2 {
            self.rec.next = self.ev_hops.val().get_bits::<116>(232);
        } else if self.cur_k.val() == 3 {
            self.rec.next = self.ev_hops.val().get_bits::<116>(348);
        } else if self.cur_k.val() == 4 {
            self.rec.next = self.ev_hops.val().get_bits::<116>(464);
        } else if self.cur_k.val() == 5 {
            self.rec.next = self.ev_hops.val().get_bits::<116>(580);
        } else if self.cur_k.val() == 6 {
            self.rec.next = self.ev_hops.val().get_bits::<116>(696);
        } else {
            self.rec.next = self.ev_hops.val().get_bits::<116>(812);
        }
        // the last hop's speed (FNCC's LHCS constant)
        if self.nm1.val() == 0 {
            self.ls_now.next = self.ev_hops.val().get_bits::<4>(112);
        } else if self.nm1.val() == 1 {
            self.ls_now.next = self.ev_hops.val().get_bits::<4>(228);
        } else if self.nm1.val() == 2 {
            self.ls_now.next = self.ev_hops.val().get_bits::<4>(344);
        } else if self.nm1.val() == 3 {
            self.ls_now.next = self.ev_hops.val().get_bits::<4>(460);
        } else if self.nm1.val() == 4 {
            self.ls_now.next = self.ev_hops.val().get_bits::<4>(576);
        } else if self.nm1.val() == 5 {
            self.ls_now.next = self.ev_hops.val().get_bits::<4>(692);
        } else if self.nm1.val() == 6 {
            self.ls_now.next = self.ev_hops.val().get_bits::<4>(808);
        } else {
            self.ls_now.next = self.ev_hops.val().get_bits::<4>(924);
        }
        self.l_ram.read_address.next = (bit_cast::<LA, A>(self.ev_ccc.val().get_bits::<A>(0)) << 3)
            | bit_cast::<LA, 3>(self.cur_k.val().get_bits::<3>(0));
        self.p1_v.d.next = self.iss.val();
        self.p1_first.d.next = self.go.val();
        self.p1_last.d.next = self.hl.q.val() == 1;
        if self.go.val() {
            self.p1_last.d.next = self.ev_n_hops.val() == 1;
        }
        self.p1_sv.d.next = self.rec.val().get_bit(112);
        self.p1_q.d.next = self.rec.val().get_bits::<32>(0);
        self.p1_ts.d.next = self.rec.val().get_bits::<40>(32);
        self.p1_tx.d.next = self.rec.val().get_bits::<40>(72);
        self.l_we_r.d.next = self.iss.val();
        self.l_wa_r.d.next = self.l_ram.read_address.val();
        self.l_wd_r.d.next = self.rec.val().get_bits::<LREC>(0);
        if self.iss.val() {
            self.k_r.d.next = self.cur_k.val() + 1;
            if self.cur_algo.val() == 2 {
                self.k_r.d.next = self.cur_k.val() - 1;
            }
            self.hl.d.next = self.hl.q.val() - 1;
            if self.go.val() {
                self.hl.d.next = self.nm1.val();
            }
        }
        if self.go.val() {
            self.open.d.next = true;
            // the issued parity flips (the binding written back as read)
            self.bind_ram.write_enable.next = true;
            self.bind_ram.write_address.next = self.ev_ccc.val().get_bits::<A>(0);
            self.bind_ram.write_data.next =
                bit_cast::<6, 5>(self.bind_ram.read_data.val().get_bits::<5>(0))
                    | (bit_cast::<6, 1>((!self.bind_ram.read_data.val().get_bit(5)).into()) << 5);
            self.h_par.d.next = !self.bind_ram.read_data.val().get_bit(5);
            self.h_nop.d.next = self.nop_now.val();
            self.h_ref.d.next = self.ref_now.val();
            self.h_prof.d.next = self.bind_ram.read_data.val().get_bits::<2>(1);
            self.h_algo.d.next = self.bind_ram.read_data.val().get_bits::<2>(3);
            self.h_n.d.next = self.ev_n_hops.val();
            // the head's word A, read at clock 0
            self.h_en.d.next = !self.nop_now.val()
                & (self.head_ram.read_data.val().get_bits::<4>(48) == self.ev_n_hops.val());
            self.h_lu.d.next = self.head_ram.read_data.val().get_bits::<48>(0);
        }
        // taken in the frame's clock 9 once its last record has issued
        self.ev_ready.next =
            self.open.q.val() & (self.fc.q.val() == 9) & (self.hl.q.val().get_bits::<3>(1) == 0);
        if self.ev_ready.val() {
            self.open.d.next = false;
        }
        // clock 3: T (profile word 0, read at clock 2) for the hops and Rx-HPCC's base
        if self.fc.q.val() == 3 {
            self.t_fr.d.next = self.cfg_ram.read_data.val().get_bits::<40>(0);
            self.base_r.d.next = self.h_lu.q.val();
            if self.h_algo.q.val() == 1 {
                self.base_r.d.next = self.h_lu.q.val()
                    + bit_cast::<48, 40>(self.cfg_ram.read_data.val().get_bits::<40>(0));
            }
        }
        // clock 4: the Wc update's compare, lastUpdate; word A written at clock 5
        // (the port holds the event while it is open)
        self.cmp.next = self.ev_seq.val();
        self.nlu.next = self.ev_snd_nxt.val();
        if self.h_algo.q.val() == 1 {
            self.cmp.next = self.ev_t.val();
            self.nlu.next = self.ev_t.val();
        }
        self.sd.next = self.cmp.val() - self.base_r.q.val();
        self.upd.next = !self.h_nop.q.val() & (self.sd.val() != 0) & !self.sd.val().get_bit(47);
        self.lu_f.next = self.h_lu.q.val();
        if self.upd.val() {
            self.lu_f.next = self.nlu.val();
        }
        if self.fc.q.val() == 4 {
            self.h_upd.d.next = self.upd.val();
            self.aw_r.d.next =
                bit_cast::<80, 48>(self.lu_f.val()) | (bit_cast::<80, 4>(self.h_n.q.val()) << 48);
        }
        // clock 6: the frame's descriptor; the tail runs for the ACK's last frame
        if self.fc.q.val() == 6 {
            self.d0.d.next = bit_cast::<48, 16>(self.ev_ccc.val())
                | (bit_cast::<48, 2>(self.h_prof.q.val()) << 16)
                | (bit_cast::<48, 2>(self.h_algo.q.val()) << 18)
                | (bit_cast::<48, 1>(self.h_nop.q.val().into()) << 20)
                | (bit_cast::<48, 2>(self.h_ref.q.val()) << 21)
                | (bit_cast::<48, 1>(self.h_par.q.val().into()) << 23)
                | (bit_cast::<48, 1>(self.h_en.q.val().into()) << 24)
                | (bit_cast::<48, 1>(self.h_upd.q.val().into()) << 25)
                | (bit_cast::<48, 16>(self.ev_n_flows.val()) << 27)
                | (bit_cast::<48, 4>(self.ls_now.val()) << 43);
            if self.open.q.val()
                & (self.hl.q.val().get_bits::<2>(2) == 0)
                & (self.hl.q.val().get_bits::<2>(0) != 3)
            {
                self.d0.d.next = bit_cast::<48, 16>(self.ev_ccc.val())
                    | (bit_cast::<48, 2>(self.h_prof.q.val()) << 16)
                    | (bit_cast::<48, 2>(self.h_algo.q.val()) << 18)
                    | (bit_cast::<48, 1>(self.h_nop.q.val().into()) << 20)
                    | (bit_cast::<48, 2>(self.h_ref.q.val()) << 21)
                    | (bit_cast::<48, 1>(self.h_par.q.val().into()) << 23)
                    | (bit_cast::<48, 1>(self.h_en.q.val().into()) << 24)
                    | (bit_cast::<48, 1>(self.h_upd.q.val().into()) << 25)
                    | (bit_cast::<48, 1>(1.into()) << 26)
                    | (bit_cast::<48, 16>(self.ev_n_flows.val()) << 27)
                    | (bit_cast::<48, 4>(self.ls_now.val()) << 43);
            }
            self.d1.d.next = self.d0.q.val();
            self.d2.d.next = self.d1.q.val();
        }

        // ================= hop pipeline =================
        // H+1 (even): the L word and the speed word read at H; the differences
        self.lq.next = self.l_ram.read_data.val().get_bits::<32>(0);
        self.dts.next = self.p1_ts.q.val() - self.l_ram.read_data.val().get_bits::<40>(32);
        self.dtx.next = self.p1_tx.q.val() - self.l_ram.read_data.val().get_bits::<40>(72);
        self.skip.next = !self.p1_sv.q.val()
            | !self.cfg_ram.read_data.val().get_bit(78)
            | self.dts.val().get_bit(39)
            | (self.dts.val() == 0);
        if !self.odd.val() {
            self.p2_flags.d.next = bit_cast::<4, 1>(self.p1_v.q.val().into())
                | (bit_cast::<4, 1>(self.p1_first.q.val().into()) << 1)
                | (bit_cast::<4, 1>(self.p1_last.q.val().into()) << 2)
                | (bit_cast::<4, 1>(self.skip.val().into()) << 3);
            self.p2_q.d.next = self.p1_q.q.val();
            if self.lq.val() < self.p1_q.q.val() {
                self.p2_q.d.next = self.lq.val();
            }
            self.p2_dts.d.next = self.dts.val();
            self.p2_dtx.d.next = self.dtx.val();
            if self.dtx.val().get_bit(39) {
                self.p2_dtx.d.next = 0.into();
            }
            self.p2_kq.d.next = self.cfg_ram.read_data.val().get_bits::<26>(0);
            self.p2_kr.d.next = self.cfg_ram.read_data.val().get_bits::<26>(26);
        }
        // H+2 (odd): qmin and Δts on the normalisers; H+3 (even): Δtx; Δts >= T
        self.int_a.in_valid.next = true;
        self.int_a.x.next = self.p2_dtx.q.val();
        if self.odd.val() {
            self.int_a.x.next = bit_cast::<40, 32>(self.p2_q.q.val());
        }
        self.int_b.in_valid.next = true;
        self.int_b.x.next = self.p2_dts.q.val();
        self.flags_d.en.next = self.odd.val();
        self.tau_d.en.next = self.odd.val();
        self.uq_d.en.next = self.odd.val();
        self.xkr_d.en.next = self.odd.val();
        self.ge_d.en.next = !self.odd.val();
        self.flags_d.d.next = self.p2_flags.q.val();
        self.ge_d.d.next = self.p2_dts.q.val() >= self.t_fr.q.val();
        self.kq_d.d.next = self.p2_kq.q.val();
        self.kr_d.d.next = self.p2_kr.q.val();
        // H+4 (odd): qmin kq, 1 / Δts; H+5 (even): Δtx kr
        self.mul_a.in_valid.next = true;
        self.mul_a.a_m.next = self.int_a.out_m.val();
        self.mul_a.a_e.next = self.int_a.out_e.val();
        self.mul_a.b_m.next = self.kr_d.q.val().get_bits::<16>(0);
        self.mul_a.b_e.next = self.kr_d.q.val().get_bits::<10>(16);
        if self.odd.val() {
            self.mul_a.b_m.next = self.kq_d.q.val().get_bits::<16>(0);
            self.mul_a.b_e.next = self.kq_d.q.val().get_bits::<10>(16);
        }
        self.tau_d.d.next = bit_cast::<26, 16>(self.int_b.out_m.val())
            | (bit_cast::<26, 10>(self.int_b.out_e.val()) << 16);
        // the reciprocal: 1 / Δts at odd clocks, the tail's 1 / N and 1 / U at even ones
        self.recip.in_valid.next = true;
        self.recip.m.next = self.int_t.out_m.val();
        self.recip.e.next = self.int_t.out_e.val();
        if self.odd.val() {
            self.recip.m.next = self.int_b.out_m.val();
            self.recip.e.next = self.int_b.out_e.val();
        }
        // H+7 (even): u'_q as fixed point; H+16 (odd): u'_tx
        self.fx_a.in_valid.next = true;
        self.fx_a.frac.next = 20.into();
        self.fx_a.max.next = 0xFFF_FFFF.into();
        self.fx_a.m.next = self.mul_b.out_m.val();
        self.fx_a.e.next = self.mul_b.out_e.val();
        if !self.odd.val() {
            self.fx_a.m.next = self.mul_a.out_m.val();
            self.fx_a.e.next = self.mul_a.out_e.val();
        }
        // H+8: Δtx kr, to H+13; H+10: u'_q, to H+19
        self.xkr_d.d.next = bit_cast::<26, 16>(self.mul_a.out_m.val())
            | (bit_cast::<26, 10>(self.mul_a.out_e.val()) << 16);
        self.uq_d.d.next = self.fx_a.out.val().get_bits::<28>(0);
        // H+19 (even): u' of the hop (0 when skipped), the strict maximum in scan order
        self.up.next = bit_cast::<29, 28>(self.uq_d.q.val())
            + bit_cast::<29, 28>(self.fx_a.out.val().get_bits::<28>(0));
        self.upc.next = self.up.val().get_bits::<28>(0);
        if self.up.val().get_bit(28) {
            self.upc.next = 0xFFF_FFFF.into();
        }
        if self.flags_d.q.val().get_bit(3) {
            self.upc.next = 0.into();
        }
        if !self.odd.val() & self.flags_d.q.val().get_bit(0) {
            if self.flags_d.q.val().get_bit(1) {
                self.acc_u.d.next = self.upc.val();
                self.acc_tau.d.next = self.tau_d.q.val();
                self.acc_ge.d.next = self.ge_d.q.val();
                self.acc_has.d.next = self.upc.val() != 0;
                self.acc_lm.d.next = self.upc.val() != 0;
            } else if self.upc.val() > self.acc_u.q.val() {
                self.acc_u.d.next = self.upc.val();
                self.acc_tau.d.next = self.tau_d.q.val();
                self.acc_ge.d.next = self.ge_d.q.val();
                self.acc_has.d.next = true;
                self.acc_lm.d.next = false;
            }
        }

        // ================= the shared units' inputs by the frame's clock =================
        // mul_b: Δtx kr / Δts at even clocks (H+13); the tail at odd ones
        self.mul_b.in_valid.next = true;
        self.mul_b.a_m.next = self.xkr_d.q.val().get_bits::<16>(0);
        self.mul_b.a_e.next = self.xkr_d.q.val().get_bits::<10>(16);
        self.mul_b.b_m.next = self.recip.out_m.val();
        self.mul_b.b_e.next = self.recip.out_e.val();
        self.int_t.in_valid.next = true;
        self.int_t.x.next = 0.into();
        self.fx_t.in_valid.next = true;
        self.fx_t.m.next = self.mul_b.out_m.val();
        self.fx_t.e.next = self.mul_b.out_e.val();
        self.fx_t.frac.next = 20.into();
        self.fx_t.max.next = 0xFF_FFFF_FF00_u64.into();
        self.fire.next = false;
        self.a_fx.next = self.fx_t.out.val().get_bits::<21>(0);
        if self.t0_ge.q.val() {
            self.a_fx.next = 0x10_0000.into();
        }
        self.hb_u.next = self.t_ub.q.val();
        self.t_up.next = self.acc_u.q.val() >= self.hb_u.val();
        self.t_ew.next = self.d2.q.val().get_bit(24) & self.acc_has.q.val();
        self.un.next = bit_cast::<29, 28>(self.ub_r.q.val().get_bits::<28>(0));
        self.md.next = (self.un_r.q.val() >= self.pc_r.q.val().get_bits::<28>(0))
            | (self.ub_r.q.val().get_bits::<4>(28) >= self.pc_r.q.val().get_bits::<4>(54));
        self.inc_new.next = self.ub_r.q.val().get_bits::<4>(28);
        if self.td1.q.val().get_bit(24) & self.td1.q.val().get_bit(25) {
            if self.md.val() {
                self.inc_new.next = 0.into();
            } else if self.ub_r.q.val().get_bits::<4>(28) != 15 {
                self.inc_new.next = self.ub_r.q.val().get_bits::<4>(28) + 1;
            }
        }
        self.wc1.next = self.c_r.q.val().get_bits::<40>(40);
        if self.td1.q.val().get_bit(27) {
            self.wc1.next = self.fx_t.out.val();
        }
        self.wmd.next = bit_cast::<41, 40>(self.head_ram.read_data.val().get_bits::<40>(40))
            + bit_cast::<41, 40>(self.wai_r.q.val());
        if self.td4.q.val().get_bit(30) {
            self.wmd.next =
                bit_cast::<41, 40>(self.fx_t.out.val()) + bit_cast::<41, 40>(self.wai_r.q.val());
        }
        self.w_new.next = self.wmd.val().get_bits::<40>(0);
        if self.wmd.val() > self.k_wmax.val() {
            self.w_new.next = self.k_wmax.val().get_bits::<40>(0);
        }
        self.wc_new.next = self.head_ram.read_data.val().get_bits::<40>(40);
        if !self.td4.q.val().get_bit(24) {
            self.w_new.next = self.head_ram.read_data.val().get_bits::<40>(0);
        } else if self.td4.q.val().get_bit(25) {
            self.wc_new.next = self.w_new.val();
        }

        // ================= the stores' ports by the frame's clock =================
        // head reads by the frame's clock: 0 the event's A; 8 B (o = -3); 9 A (o = -2, rides
        // the tail's stages to the answer); 3 B (o = 12); 7 C (o = 16); 2 C (o = 41); 6 B
        // (o = 45, the answer's). Head writes: 5 the event's A; 7 B (o = 16); 0 C (o = 19,
        // Wc after LHCS); 4 C (o = 43, W and Wc).
        self.head_ram.read_address.next =
            bit_cast::<HA, A>(self.ev_ccc.val().get_bits::<A>(0)) << 2;
        self.head_ram.write_enable.next = false;
        self.head_ram.write_address.next =
            bit_cast::<HA, A>(self.ev_ccc.val().get_bits::<A>(0)) << 2;
        self.head_ram.write_data.next = self.aw_r.q.val();
        // configuration reads: odd clocks the record's speed; 2 the frame's profile word 0;
        // 0 word 1 (o = -1); 8 the last hop's speed (o = 7); 4 word 2 (o = 13); 6 word 3
        // (o = 35)
        self.cfg_ram.read_address.next = (bit_cast::<6, 2>(self.cur_prof.val()) << 3)
            | bit_cast::<6, 3>(self.rec.val().get_bits::<3>(113));
        self.cfg_ram.write_enable.next = false;
        self.cfg_ram.write_address.next = bit_cast::<6, 5>(self.cfg_addr.val().get_bits::<5>(0));
        self.cfg_ram.write_data.next = self.cfg_data.val().get_bits::<80>(0);

        if self.fc.q.val() == 0 {
            // o = -1: B read at clock 9; the ACK enters the tail (o = 0 next clock)
            self.cfg_ram.read_address.next = (bit_cast::<6, 4>(8.into()) << 2)
                | (bit_cast::<6, 2>(self.d2.q.val().get_bits::<2>(16)) << 2)
                | bit_cast::<6, 2>(1.into());
            self.td0.d.next = bit_cast::<32, 27>(self.d2.q.val().get_bits::<27>(0))
                | (bit_cast::<32, 1>(self.t_up.val().into()) << 28)
                | (bit_cast::<32, 1>(self.t_ew.val().into()) << 29);
            self.t0_u.d.next = self.acc_u.q.val();
            self.t0_d.d.next = self.hb_u.val() - self.acc_u.q.val();
            if self.t_up.val() {
                self.t0_d.d.next = self.acc_u.q.val() - self.hb_u.val();
            }
            self.t0_tau.d.next = self.acc_tau.q.val();
            self.t0_ge.d.next = self.acc_ge.q.val();
            self.t0_lm.d.next = self.acc_lm.q.val();
            self.t0_nf.d.next = self.d2.q.val().get_bits::<16>(27);
            self.t0_ls.d.next = self.d2.q.val().get_bits::<4>(43);
            self.td1.d.next =
                self.td0.q.val() | (bit_cast::<32, 1>(self.fire_r.q.val().into()) << 27);
            self.td2.d.next =
                self.td1.q.val() | (bit_cast::<32, 1>(self.md_r.q.val().into()) << 30);
            self.td3.d.next = self.td2.q.val();
            self.td4.d.next = self.td3.q.val();
            self.a0.d.next = self.head_ram.read_data.val().get_bits::<52>(0);
            self.a1.d.next = self.a0.q.val();
            self.a2.d.next = self.a1.q.val();
            self.a3.d.next = self.a2.q.val();
            self.a4.d.next = self.a3.q.val();
            // o = 19: Wc after LHCS written beside the old W
            self.head_ram.write_enable.next =
                self.td1.q.val().get_bit(26) & !self.td1.q.val().get_bit(20);
            self.head_ram.write_address.next =
                (bit_cast::<HA, A>(self.td1.q.val().get_bits::<A>(0)) << 2)
                    | bit_cast::<HA, 2>(2.into());
            self.head_ram.write_data.next = bit_cast::<80, 40>(self.c_r.q.val().get_bits::<40>(0))
                | (bit_cast::<80, 40>(self.wc1_r.q.val()) << 40);
            // o = 39: MI/MD's W as fixed point
            self.fx_t.frac.next = 20.into();
            self.fx_t.max.next = 0xFF_FFFF_FF00_u64.into();
        }
        if self.fc.q.val() == 1 {
            // o = 0: tau kt; |u - U| normalised; FNCC's LHCS condition (profile word 1)
            self.mul_b.a_m.next = self.t0_tau.q.val().get_bits::<16>(0);
            self.mul_b.a_e.next = self.t0_tau.q.val().get_bits::<10>(16);
            self.mul_b.b_m.next = self.cfg_ram.read_data.val().get_bits::<16>(0);
            self.mul_b.b_e.next = self.cfg_ram.read_data.val().get_bits::<10>(16);
            self.int_t.x.next = bit_cast::<40, 28>(self.t0_d.q.val());
            self.fire.next = self.td0.q.val().get_bit(24)
                & (self.td0.q.val().get_bits::<2>(18) == 2)
                & self.t0_lm.q.val()
                & (self.t0_u.q.val() > self.cfg_ram.read_data.val().get_bits::<28>(26))
                & (self.t0_nf.q.val() != 0);
            self.fire_r.d.next = self.fire.val();
            // o = 20: Wc after LHCS normalised
            self.wfp_r.d.next = bit_cast::<26, 16>(self.int_t.out_m.val())
                | (bit_cast::<26, 10>(self.int_t.out_e.val()) << 16);
        }
        if self.fc.q.val() == 2 {
            // o = 1: N normalised; o = 11: the step of U as fixed point; o = 41: C read
            self.int_t.x.next = bit_cast::<40, 16>(self.t0_nf.q.val());
            self.fx_t.frac.next = 0xEC.into(); // -20
            self.fx_t.max.next = 0xFFF_FFFF.into();
            self.head_ram.read_address.next =
                (bit_cast::<HA, A>(self.td4.q.val().get_bits::<A>(0)) << 2)
                    | bit_cast::<HA, 2>(2.into());
            // the frame's profile word 0 (T)
            self.cfg_ram.read_address.next =
                (bit_cast::<6, 4>(8.into()) << 2) | (bit_cast::<6, 2>(self.h_prof.q.val()) << 2);
        }
        if self.fc.q.val() == 3 {
            // o = 2: |u - U| normalised; o = 12: LHCS's constant / N, B read again
            self.dfp_r.d.next = bit_cast::<26, 16>(self.int_t.out_m.val())
                | (bit_cast::<26, 10>(self.int_t.out_e.val()) << 16);
            self.mul_b.a_m.next = self.lk_r.q.val().get_bits::<16>(0);
            self.mul_b.a_e.next = self.lk_r.q.val().get_bits::<10>(16);
            self.head_ram.read_address.next =
                (bit_cast::<HA, A>(self.td1.q.val().get_bits::<A>(0)) << 2)
                    | bit_cast::<HA, 2>(1.into());
            // o = 42: ComputeWind's W and Wc (C read at o = 41: the old W, Wc after LHCS)
            self.cw_r.d.next = bit_cast::<80, 40>(self.w_new.val())
                | (bit_cast::<80, 40>(self.wc_new.val()) << 40);
        }
        if self.fc.q.val() == 4 {
            // o = 3: a as fixed point, 1 / N; o = 13: B, profile word 2; o = 43: C written,
            // A read
            self.fx_t.frac.next = 20.into();
            self.fx_t.max.next = 0x10_0000.into();
            self.ub_r.d.next = self.head_ram.read_data.val().get_bits::<32>(0);
            self.cfg_ram.read_address.next = (bit_cast::<6, 4>(8.into()) << 2)
                | (bit_cast::<6, 2>(self.td1.q.val().get_bits::<2>(16)) << 2)
                | bit_cast::<6, 2>(2.into());
            self.head_ram.write_enable.next =
                self.td4.q.val().get_bit(26) & !self.td4.q.val().get_bit(20);
            self.head_ram.write_address.next =
                (bit_cast::<HA, A>(self.td4.q.val().get_bits::<A>(0)) << 2)
                    | bit_cast::<HA, 2>(2.into());
            self.head_ram.write_data.next = self.cw_r.q.val();
        }
        if self.fc.q.val() == 5 {
            // o = 14: U's step applied; profile word 2; o = 24: Wc eta; o = 44: A, B read
            if self.td1.q.val().get_bit(29) {
                if self.td1.q.val().get_bit(28) {
                    self.un.next = bit_cast::<29, 28>(self.ub_r.q.val().get_bits::<28>(0))
                        + bit_cast::<29, 28>(self.fx_t.out.val().get_bits::<28>(0));
                    if self.un.val().get_bit(28) {
                        self.un.next = 0xFFF_FFFF.into();
                    }
                } else {
                    self.un.next = bit_cast::<29, 28>(self.ub_r.q.val().get_bits::<28>(0))
                        - bit_cast::<29, 28>(self.fx_t.out.val().get_bits::<28>(0));
                    if self.un.val().get_bit(28) | (self.un.val() == 0) {
                        self.un.next = 1.into();
                    }
                }
            }
            self.un_r.d.next = self.un.val().get_bits::<28>(0);
            self.pc_r.d.next = self.cfg_ram.read_data.val().get_bits::<58>(0);
            self.mul_b.a_m.next = self.wfp_r.q.val().get_bits::<16>(0);
            self.mul_b.a_e.next = self.wfp_r.q.val().get_bits::<10>(16);
            self.mul_b.b_m.next = self.pc_r.q.val().get_bits::<16>(28);
            self.mul_b.b_e.next = self.pc_r.q.val().get_bits::<10>(44);
            // the event's word A (lastUpdate, the L hop count)
            self.head_ram.write_enable.next = self.open.q.val() & !self.h_nop.q.val();
        }
        if self.fc.q.val() == 6 {
            // o = 15: the branch, U and incStage; U normalised; LHCS's Wc as fixed point;
            // o = 35: profile word 3; o = 45: the answer and the complete head
            self.md_r.d.next = self.md.val();
            self.bw_r.d.next = bit_cast::<80, 28>(self.un_r.q.val())
                | (bit_cast::<80, 4>(self.inc_new.val()) << 28);
            self.int_t.x.next = bit_cast::<40, 28>(self.un_r.q.val());
            self.fx_t.frac.next = 8.into();
            self.fx_t.max.next = 0xFF_FFFF_FF00_u64.into();
            self.cfg_ram.read_address.next = (bit_cast::<6, 4>(8.into()) << 2)
                | (bit_cast::<6, 2>(self.td3.q.val().get_bits::<2>(16)) << 2)
                | bit_cast::<6, 2>(3.into());
            // o = 45: B read for the answer's head (next clock)
            self.head_ram.read_address.next =
                (bit_cast::<HA, A>(self.td4.q.val().get_bits::<A>(0)) << 2)
                    | bit_cast::<HA, 2>(1.into());
        }
        if self.fc.q.val() == 7 {
            // o = 6: a normalised; o = 16: B written, C read; o = 26: 1 / U; o = 36: W
            // = Wc eta / U
            self.int_t.x.next = bit_cast::<40, 21>(self.a_fx.val());
            self.head_ram.write_enable.next =
                self.td1.q.val().get_bit(26) & !self.td1.q.val().get_bit(20);
            self.head_ram.write_address.next =
                (bit_cast::<HA, A>(self.td1.q.val().get_bits::<A>(0)) << 2)
                    | bit_cast::<HA, 2>(1.into());
            self.head_ram.write_data.next = self.bw_r.q.val();
            self.head_ram.read_address.next =
                (bit_cast::<HA, A>(self.td1.q.val().get_bits::<A>(0)) << 2)
                    | bit_cast::<HA, 2>(2.into());
            self.ru_r.d.next = bit_cast::<26, 16>(self.recip.out_m.val())
                | (bit_cast::<26, 10>(self.recip.out_e.val()) << 16);
            self.mul_b.a_m.next = self.w1_r.q.val().get_bits::<16>(0);
            self.mul_b.a_e.next = self.w1_r.q.val().get_bits::<10>(16);
            self.mul_b.b_m.next = self.ru_r.q.val().get_bits::<16>(0);
            self.mul_b.b_e.next = self.ru_r.q.val().get_bits::<10>(16);
            self.wai_r.d.next = self.cfg_ram.read_data.val().get_bits::<40>(0);
        }
        if self.fc.q.val() == 8 {
            // o = 7: the last hop's speed word; o = 17: C; o = 27: Wc eta
            self.cfg_ram.read_address.next = (bit_cast::<6, 2>(self.td0.q.val().get_bits::<2>(16))
                << 3)
                | bit_cast::<6, 3>(self.t0_ls.q.val().get_bits::<3>(1));
            self.c_r.d.next = self.head_ram.read_data.val();
            // o = -3: B of the ACK entering the tail
            self.head_ram.read_address.next = (bit_cast::<HA, A>(self.d2.q.val().get_bits::<A>(0))
                << 2)
                | bit_cast::<HA, 2>(1.into());
            self.w1_r.d.next = bit_cast::<26, 16>(self.mul_b.out_m.val())
                | (bit_cast::<26, 10>(self.mul_b.out_e.val()) << 16);
        }
        if self.fc.q.val() == 9 {
            // o = 8: |u - U| a; the LHCS constant; o = 18: Wc after LHCS normalised;
            // o = -2: B read for the ACK entering the tail
            self.mul_b.a_m.next = self.dfp_r.q.val().get_bits::<16>(0);
            self.mul_b.a_e.next = self.dfp_r.q.val().get_bits::<10>(16);
            self.mul_b.b_m.next = self.int_t.out_m.val();
            self.mul_b.b_e.next = self.int_t.out_e.val();
            self.lk_r.d.next = self.cfg_ram.read_data.val().get_bits::<26>(52);
            self.int_t.x.next = self.wc1.val();
            self.wc1_r.d.next = self.wc1.val();
            // o = -2: its U; its A read (the answer's lastUpdate and hop count ride in the
            // tail's stages, so that the CCC's next ACK may write A before this one answers)
            self.t_ub.d.next = self.head_ram.read_data.val().get_bits::<28>(0);
            self.head_ram.read_address.next =
                bit_cast::<HA, A>(self.d2.q.val().get_bits::<A>(0)) << 2;
            // the CCC is released: its next ACK (3 frames after this one's last at the
            // earliest) reads B at o = 29 - 31 + 30, after this one's B (o = 16) and C
            // (o = 43) writes, and writes B and C after this one's last reads (o = 44, 41)
            self.done_ram.write_enable.next = self.d2.q.val().get_bit(26);
            self.done_ram.write_address.next = self.d2.q.val().get_bits::<A>(0);
            self.done_ram.write_data.next = self.d2.q.val().get_bit(23);
        }
        // even clocks: the hop's Δtx kr / Δts on mul_b (set above); the cfg read of the
        // record's speed at odd clocks (set above)
        if !self.odd.val() {
            self.mul_b.a_m.next = self.xkr_d.q.val().get_bits::<16>(0);
            self.mul_b.a_e.next = self.xkr_d.q.val().get_bits::<10>(16);
            self.mul_b.b_m.next = self.recip.out_m.val();
            self.mul_b.b_e.next = self.recip.out_e.val();
        }

        // ================= configuration, while nothing is in flight =================
        self.cfg_ready.next = false;
        if self.cfg_valid.val() & self.idle.val() {
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
                self.head_ram.write_data.next = self.cfg_words.head_word.val();
                if self.cstep.q.val() == 0 {
                    // bound with both parities 0: nothing of the CCC is in flight
                    self.bind_ram.write_enable.next = self.cfg_in_range.val();
                    self.done_ram.write_enable.next = self.cfg_in_range.val();
                    self.done_ram.write_address.next = self.cfg_addr.val().get_bits::<A>(0);
                    self.done_ram.write_data.next = false;
                } else if self.cstep.q.val() == 2 {
                    self.cfg_ready.next = true;
                }
            } else {
                self.cfg_ready.next = true;
            }
            if self.cfg_ready.val() {
                self.cstep.d.next = 0.into();
            }
        }

        // the L word of a record, written the clock after it is read
        self.l_ram.write_enable.next = self.l_we_r.q.val();
        self.l_ram.write_address.next = self.l_wa_r.q.val();
        self.l_ram.write_data.next = self.l_wd_r.q.val();
        self.l_we.next = self.l_we_r.q.val();
        self.l_waddr.next = self.l_wa_r.q.val();
        self.l_wdata.next = self.l_wd_r.q.val();

        // ================= the answer =================
        // o = 46 (the frame's clock 7), from the last tail stage; the head from its registers
        // and B read at o = 45
        self.branch.next = 0.into();
        if self.td4.q.val().get_bit(24) {
            if self.td4.q.val().get_bit(30) {
                self.branch.next = 1.into();
            } else {
                self.branch.next = 2.into();
            }
        }
        self.done.next = (self.fc.q.val() == 7) & self.td4.q.val().get_bit(26);
        self.done_ccc.next = self.td4.q.val().get_bits::<16>(0);
        self.done_branch.next = self.branch.val();
        self.done_update_wc.next = self.td4.q.val().get_bit(25);
        self.done_lhcs.next = self.td4.q.val().get_bit(27);
        self.done_refused.next = self.td4.q.val().get_bits::<2>(21);
        self.head_we.next = self.done.val() & !self.td4.q.val().get_bit(20);
        self.head_waddr.next = self.td4.q.val().get_bits::<A>(0);
        self.head_wdata.next = bit_cast::<HEAD, 80>(self.cw_r.q.val())
            | (bit_cast::<HEAD, 32>(self.head_ram.read_data.val().get_bits::<32>(0)) << 80)
            | (bit_cast::<HEAD, 52>(self.a4.q.val()) << 112);
        self.inflight.d.next = self.inflight.q.val();
        if self.go.val() & !self.done.val() {
            self.inflight.d.next = self.inflight.q.val() + 1;
        } else if !self.go.val() & self.done.val() {
            self.inflight.d.next = self.inflight.q.val() - 1;
        }
        if self.done.val() {
            self.c_events.d.next = self.c_events.q.val() + 1;
            if self.td4.q.val().get_bits::<2>(21) == 1 {
                self.c_records.d.next = self.c_records.q.val() + 1;
            }
            if self.td4.q.val().get_bits::<2>(21) == 2 {
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

/// Verilog of the Cu's INT engine (64 CCCs, top module `top`).
pub fn verilog_cu() -> String {
    let mut uut = IntCompactEngine::<6, 8, 9>::new(CU_INT_CCCS);
    uut.connect_all();
    done_in_block_ram(generate_verilog(&uut))
}

/// Marks the `done` parities' memory for block RAM: yosys maps a 1-bit memory this small to
/// flip-flops and LUT multiplexers (64 + 128 on the Cu's instance).
fn done_in_block_ram(v: String) -> String {
    let module = "module top$done_ram(";
    let mem = "reg[0:0] mem[";
    match v.find(module).and_then(|m| v[m..].find(mem).map(|k| m + k)) {
        Some(at) => format!("{}(* ram_style = \"block\" *) {}", &v[..at], &v[at..]),
        None => v,
    }
}
