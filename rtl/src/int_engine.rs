//! `IntEngine`: HPCC++, Rx-HPCC and FNCC for `2^A` CCCs, the hardware twin of
//! [`golden_model::intcc::fixed::IntFixed::step_hw`] for each CCC (`docs/int-cc.md`, "The
//! RTL").
//!
//! **Ports.** Events (ready/valid) carry an ACK's header and its INT records side by side
//! (`ev_hops`: record k at bit 116 k, [`words`]`::HOP_*`); the engine takes an event
//! (`ev_ready`) into its event register, from which its records issue.
//! The configuration port writes a profile (op 0, [`words`]`::PROF_*`), a link speed's
//! constants (op 1, `{profile, speed}`, [`words`]`::SPEED_*`) or a CCC's binding with its
//! initial state (op 2, [`words`]`::BIND_*`), only while no event is in flight. Every event
//! taken answers once on `done_*`, in order; the head and L words are written on ports the
//! co-simulation mirrors.
//!
//! **Pipeline.** An event's header (its CCC's binding and the same-CCC check read, staged,
//! then the take: 3 clocks) runs while the records of the event before it issue from the
//! event register, one clock per INT record in scan order (HPCC++ and Rx-HPCC first hop
//! first, FNCC last hop first): max(3, hops) clocks per event, 5 for 5 hops. Each record flows through the hop
//! pipeline (u'_q, u'_tx and the EWMA gain a of the hop: 4 products, a reciprocal of Δts,
//! 3 conversions; 20 clocks), then the strict maximum in scan order. The tail (EWMA, FNCC's
//! Hop_Detection and LHCS, ComputeWind: 4 products, the reciprocals of N and U, 3
//! conversions) takes 29 clocks and writes the head back. Every unit is pipelined, so
//! events of different CCCs overlap; an event whose CCC is still in flight waits (its
//! `issued` and `done` parity bits differ). Wide values cross the pipeline in block-RAM
//! delay lines (`BramDelay`), narrow ones in registers.
//!
//! Refusals (counted, nothing applied): more than 8 records (`refused_records`); a CCC that
//! is not bound to an INT profile or outside the engine (`refused_unbound`).

use golden_model::intcc::fixed::{words, INT_HEAD_BITS, INT_L_BITS, U_BITS, U_FRAC, W_BITS};
use rust_hdl::prelude::*;

use crate::blocks::{
    BramDelay, Delay1, Delay10, Delay11, Delay17, Delay18, Delay19, Delay2, Delay28, Delay6,
    Delay8, Delay9,
};
use crate::ctx_ram::CtxRam;
use crate::int_fp_mul::{IntFpInt, IntFpMul, IntRecip, IntToFixed};

/// Width of `ev_hops`: 8 records of 116 bits.
pub const EV_HOPS_BITS: usize = 928;
/// Width of `cfg_data`.
pub const CFG_BITS: usize = 200;
/// INT profiles the engine holds.
pub const INT_PROFILES: usize = 4;
/// Clocks of an event's header (hidden behind the records of the event before it): an
/// event takes max(`HEADER_CLOCKS`, hops) clocks at the port.
pub const HEADER_CLOCKS: u64 = 3;

/// Clocks per event at the port, back-to-back over CCCs not in flight.
pub fn clocks_per_ack(hops: u64) -> u64 {
    hops.max(HEADER_CLOCKS)
}

pub const HEAD: usize = 164;
/// W's bound: (2^32 - 1) bytes, Q32.8.
pub(crate) const W_MAX_Q: u64 = 0xFF_FFFF_FF00;
pub const LREC: usize = 112;
const B1: usize = 144;
const B2: usize = 202;

const _: () = assert!(
    INT_HEAD_BITS as usize == HEAD
        && INT_L_BITS as usize == LREC
        && words::HOP_BITS == 116
        && words::PROF_BITS <= CFG_BITS as u32
        && words::BIND_BITS <= CFG_BITS as u32
        && U_BITS == 28
        && W_BITS == 40
        && U_FRAC == 20
);

#[derive(LogicBlock)]
pub struct IntEngine<const A: usize, const LA: usize> {
    pub clock: Signal<In, Clock>,
    // ---- events
    pub ev_valid: Signal<In, Bit>,
    pub ev_ready: Signal<Out, Bit>,
    pub ev_ccc: Signal<In, Bits<16>>,
    /// Event time, ps mod 2^48 (Rx-HPCC's now).
    pub ev_t: Signal<In, Bits<48>>,
    /// ack.seq, bytes mod 2^48.
    pub ev_seq: Signal<In, Bits<48>>,
    pub ev_snd_nxt: Signal<In, Bits<48>>,
    pub ev_n_flows: Signal<In, Bits<16>>,
    /// Records on the ACK: 0..=8, 9 for more than the engine holds.
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
    /// 0 no ComputeWind, 1 MI/MD, 2 AI.
    pub done_branch: Signal<Out, Bits<2>>,
    pub done_update_wc: Signal<Out, Bit>,
    pub done_lhcs: Signal<Out, Bit>,
    /// 0 taken, 1 more records than the engine holds, 2 not an INT CCC.
    pub done_refused: Signal<Out, Bits<2>>,
    pub events: Signal<Out, Bits<32>>,
    pub refused_records: Signal<Out, Bits<32>>,
    pub refused_unbound: Signal<Out, Bits<32>>,
    // ---- the state's write ports (observation)
    pub head_we: Signal<Out, Bit>,
    pub head_waddr: Signal<Out, Bits<A>>,
    pub head_wdata: Signal<Out, Bits<HEAD>>,
    pub l_we: Signal<Out, Bit>,
    pub l_waddr: Signal<Out, Bits<LA>>,
    pub l_wdata: Signal<Out, Bits<LREC>>,
    // ---- configuration constants
    k_cccs: Constant<Bits<17>>,
    k_lag1: Constant<Bits<8>>,
    k_lag2: Constant<Bits<8>>,
    k_wmax: Constant<Bits<41>>,
    // ---- storage
    bind_ram: RAM<Bits<5>, A>,
    issued_ram: RAM<Bit, A>,
    done_ram: RAM<Bit, A>,
    prof_hop_ram: RAM<Bits<66>, 2>,
    prof_ram: RAM<Bits<194>, 2>,
    speed_ram: RAM<Bits<53>, 5>,
    lhcs_ram: RAM<Bits<26>, 5>,
    head_ram: CtxRam<HEAD, A>,
    l_ram: CtxRam<LREC, LA>,
    b1: BramDelay<Bits<B1>>,
    b2: BramDelay<Bits<B2>>,
    // ---- issue: the header (bind, parities) of the next event runs while the records of
    // the event taken before it issue from the event register (`e_*`)
    state: DFF<Bits<2>>,
    /// The header's read, staged (the DP16KD reads end here, not at the event register's
    /// enables): the CCC in flight, its binding and refusal, its issued parity inverted
    h_busy: DFF<Bit>,
    h_par: DFF<Bit>,
    h_prof: DFF<Bits<2>>,
    h_algo: DFF<Bits<2>>,
    h_nop: DFF<Bit>,
    h_ref: DFF<Bits<2>>,
    h_nh: DFF<Bits<4>>,
    h_k: DFF<Bits<4>>,
    /// The event taken, its records issuing
    e_v: DFF<Bit>,
    e_ccc: DFF<Bits<16>>,
    e_t: DFF<Bits<48>>,
    e_seq: DFF<Bits<48>>,
    e_snd_nxt: DFF<Bits<48>>,
    e_n_flows: DFF<Bits<16>>,
    e_n_hops: DFF<Bits<4>>,
    e_hops: DFF<Bits<EV_HOPS_BITS>>,
    e_last: Signal<Local, Bit>,
    i_r: DFF<Bits<4>>,
    /// The scan index of the next record (FNCC counts down), registered so that the record
    /// mux and the speed lookup start at a flip-flop (the ECP5's critical path)
    k_r: DFF<Bits<4>>,
    nh_r: DFF<Bits<4>>,
    prof_r: DFF<Bits<2>>,
    algo_r: DFF<Bits<2>>,
    nop_r: DFF<Bit>,
    ref_r: DFF<Bits<2>>,
    par_r: DFF<Bit>,
    /// The speed (valid bit and index) of the last hop's record: FNCC's first in scan order.
    ls_r: DFF<Bits<4>>,
    inflight: DFF<Bits<8>>,
    l_we_r: DFF<Bit>,
    l_wa_r: DFF<Bits<LA>>,
    l_wd_r: DFF<Bits<LREC>>,
    c_events: DFF<Bits<32>>,
    c_records: DFF<Bits<32>>,
    c_unbound: DFF<Bits<32>>,
    // ---- hop pipeline: H+1
    p1_v: DFF<Bit>,
    p1_first: DFF<Bit>,
    p1_last: DFF<Bit>,
    p1_nop: DFF<Bit>,
    p1_sv: DFF<Bit>,
    p1_q: DFF<Bits<32>>,
    p1_ts: DFF<Bits<40>>,
    p1_tx: DFF<Bits<40>>,
    // ---- H+2 (the L word's second clock: the ECP5's DP16KD output register)
    p1b_v: DFF<Bit>,
    p1b_first: DFF<Bit>,
    p1b_last: DFF<Bit>,
    p1b_skip: DFF<Bit>,
    p1b_q: DFF<Bits<32>>,
    p1b_ts: DFF<Bits<40>>,
    p1b_tx: DFF<Bits<40>>,
    p1b_kq: DFF<Bits<26>>,
    p1b_kr: DFF<Bits<26>>,
    p1b_kt: DFF<Bits<26>>,
    p1b_t: DFF<Bits<40>>,
    b1_r: DFF<Bits<B1>>,
    // ---- H+3
    p2_flags: DFF<Bits<4>>,
    p2_q: DFF<Bits<32>>,
    p2_dts: DFF<Bits<40>>,
    p2_dtx: DFF<Bits<40>>,
    p2_kq: DFF<Bits<26>>,
    p2_kr: DFF<Bits<26>>,
    p2_kt: DFF<Bits<26>>,
    p2_t: DFF<Bits<40>>,
    flags_d: Delay17<Bits<4>>,
    ge_t_d: Delay8<Bit>,
    kq_d: Delay2<Bits<26>>,
    kr_d: Delay2<Bits<26>>,
    kt_d: Delay2<Bits<26>>,
    int_q: IntFpInt,
    int_x: IntFpInt,
    int_s: IntFpInt,
    mul_q: IntFpMul,
    mul_r: IntFpMul,
    mul_t: IntFpMul,
    recip_s: IntRecip,
    fx_q: IntToFixed,
    fx_a: IntToFixed,
    mul_r_d: Delay6<Bits<26>>,
    uq_d: Delay9<Bits<28>>,
    a_d: Delay9<Bits<21>>,
    mul_u: IntFpMul,
    fx_u: IntToFixed,
    // ---- the maximum in scan order (valid at R = H_last + 21)
    acc_u: DFF<Bits<28>>,
    acc_a: DFF<Bits<21>>,
    acc_has: DFF<Bit>,
    acc_lm: DFF<Bit>,
    r_v: DFF<Bit>,
    // ---- tail: T0 = R + 1
    t0_v: DFF<Bit>,
    t0_u: DFF<Bits<28>>,
    t0_a: DFF<Bits<21>>,
    /// |u - U| and a, registered before the normalisers (the head's U from its store
    /// through the subtraction into the leading-one search was the critical path)
    d_r: DFF<Bits<28>>,
    a_r1: DFF<Bits<21>>,
    t0_has: DFF<Bit>,
    t0_lm: DFF<Bit>,
    t0_b1: DFF<Bits<B1>>,
    base_r: DFF<Bits<48>>,
    cmp_r: DFF<Bits<48>>,
    lu_r: DFF<Bits<48>>,
    nlu_r: DFF<Bits<48>>,
    b2p_r: DFF<Bits<B2>>,
    u_d7: Delay9<Bits<28>>,
    dir_d7: Delay9<Bits<2>>,
    cw_d8: Delay10<Bits<36>>,
    fire_d16: Delay17<Bit>,
    fire_d26: Delay11<Bit>,
    wc_d16: Delay17<Bits<40>>,
    lk_d11: Delay11<Bits<26>>,
    eta_d18: Delay19<Bits<26>>,
    int_d: IntFpInt,
    int_a: IntFpInt,
    int_n: IntFpInt,
    mul_e: IntFpMul,
    fx_e: IntToFixed,
    recip_n: IntRecip,
    mul_l: IntFpMul,
    fx_l: IntToFixed,
    u8_r: DFF<Bits<28>>,
    u_d18: Delay18<Bits<28>>,
    md_d18: Delay18<Bit>,
    int_u: IntFpInt,
    recip_u: IntRecip,
    ru_d2: Delay1<Bits<26>>,
    wc1_d10: Delay11<Bits<40>>,
    int_w: IntFpInt,
    mul_w1: IntFpMul,
    mul_w2: IntFpMul,
    fx_w: IntToFixed,
    v_d26: Delay28<Bit>,
    // ---- outputs
    o_done: DFF<Bit>,
    o_ccc: DFF<Bits<16>>,
    o_branch: DFF<Bits<2>>,
    o_upd: DFF<Bit>,
    o_lhcs: DFF<Bit>,
    o_ref: DFF<Bits<2>>,
    o_par: DFF<Bit>,
    o_hwe: DFF<Bit>,
    o_hwa: DFF<Bits<A>>,
    o_hwd: DFF<Bits<HEAD>>,
    // ---- combinational
    in_range: Signal<Local, Bit>,
    /// A bind's CCC is one the engine holds (a bind beyond it is taken and ignored)
    cfg_in_range: Signal<Local, Bit>,
    k: Signal<Local, Bits<4>>,
    ls: Signal<Local, Bits<4>>,
    ev_cmp: Signal<Local, Bits<48>>,
    ev_nlu: Signal<Local, Bits<48>>,
    rec: Signal<Local, Bits<116>>,
    lq: Signal<Local, Bits<32>>,
    lts: Signal<Local, Bits<40>>,
    ltx: Signal<Local, Bits<40>>,
    dts: Signal<Local, Bits<40>>,
    dtx: Signal<Local, Bits<40>>,
    up: Signal<Local, Bits<29>>,
    upc: Signal<Local, Bits<28>>,
    hd: Signal<Local, Bits<HEAD>>,
    pf: Signal<Local, Bits<194>>,
    en: Signal<Local, Bit>,
    upd: Signal<Local, Bit>,
    lu: Signal<Local, Bits<48>>,
    base: Signal<Local, Bits<48>>,
    sd: Signal<Local, Bits<48>>,
    lu_f: Signal<Local, Bits<48>>,
    uu: Signal<Local, Bits<28>>,
    fire: Signal<Local, Bit>,
    go_up: Signal<Local, Bit>,
    ewma: Signal<Local, Bit>,
    b1w: Signal<Local, Bits<B1>>,
    b2w: Signal<Local, Bits<B2>>,
    b2q: Signal<Local, Bits<B2>>,
    un: Signal<Local, Bits<29>>,
    wc1: Signal<Local, Bits<40>>,
    wmd: Signal<Local, Bits<41>>,
    wai_s: Signal<Local, Bits<41>>,
    w_new: Signal<Local, Bits<40>>,
    inc_new: Signal<Local, Bits<4>>,
    wc_new: Signal<Local, Bits<40>>,
    hw: Signal<Local, Bits<HEAD>>,
}

pub(crate) fn k<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(v.to_bits())
}

impl<const A: usize, const LA: usize> IntEngine<A, LA> {
    /// An engine of `cccs` INT CCCs (`cccs <= 2^A`, `LA = A + 3`).
    pub fn new(cccs: usize) -> Self {
        assert!(A <= 14 && LA == A + 3, "LA = A + 3 (8 L records per CCC)");
        assert!(cccs >= 1 && cccs <= 1 << A, "the CCCs fit the RAMs");
        IntEngine {
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
            // B1: written in the last record's clock, read at R - 1 = H_last + 20 (the head's
            // address)
            k_lag1: k(19),
            // B2: written at T0 + 1, read at T0 + 28
            k_lag2: k(26),
            k_wmax: k(W_MAX_Q),
            bind_ram: Default::default(),
            issued_ram: Default::default(),
            done_ram: Default::default(),
            prof_hop_ram: Default::default(),
            prof_ram: Default::default(),
            speed_ram: Default::default(),
            lhcs_ram: Default::default(),
            head_ram: Default::default(),
            l_ram: Default::default(),
            b1: Default::default(),
            b2: Default::default(),
            state: Default::default(),
            h_busy: Default::default(),
            h_par: Default::default(),
            h_prof: Default::default(),
            h_algo: Default::default(),
            h_nop: Default::default(),
            h_ref: Default::default(),
            h_nh: Default::default(),
            h_k: Default::default(),
            e_v: Default::default(),
            e_ccc: Default::default(),
            e_t: Default::default(),
            e_seq: Default::default(),
            e_snd_nxt: Default::default(),
            e_n_flows: Default::default(),
            e_n_hops: Default::default(),
            e_hops: Default::default(),
            e_last: Default::default(),
            i_r: Default::default(),
            k_r: Default::default(),
            nh_r: Default::default(),
            prof_r: Default::default(),
            algo_r: Default::default(),
            nop_r: Default::default(),
            ref_r: Default::default(),
            par_r: Default::default(),
            ls_r: Default::default(),
            inflight: Default::default(),
            l_we_r: Default::default(),
            l_wa_r: Default::default(),
            l_wd_r: Default::default(),
            c_events: Default::default(),
            c_records: Default::default(),
            c_unbound: Default::default(),
            p1_v: Default::default(),
            p1_first: Default::default(),
            p1_last: Default::default(),
            p1_nop: Default::default(),
            p1_sv: Default::default(),
            p1_q: Default::default(),
            p1_ts: Default::default(),
            p1_tx: Default::default(),
            p1b_v: Default::default(),
            p1b_first: Default::default(),
            p1b_last: Default::default(),
            p1b_skip: Default::default(),
            p1b_q: Default::default(),
            p1b_ts: Default::default(),
            p1b_tx: Default::default(),
            p1b_kq: Default::default(),
            p1b_kr: Default::default(),
            p1b_kt: Default::default(),
            p1b_t: Default::default(),
            b1_r: Default::default(),
            p2_flags: Default::default(),
            p2_q: Default::default(),
            p2_dts: Default::default(),
            p2_dtx: Default::default(),
            p2_kq: Default::default(),
            p2_kr: Default::default(),
            p2_kt: Default::default(),
            p2_t: Default::default(),
            flags_d: Default::default(),
            ge_t_d: Default::default(),
            kq_d: Default::default(),
            kr_d: Default::default(),
            kt_d: Default::default(),
            int_q: Default::default(),
            int_x: Default::default(),
            int_s: Default::default(),
            mul_q: Default::default(),
            mul_r: Default::default(),
            mul_t: Default::default(),
            recip_s: Default::default(),
            fx_q: Default::default(),
            fx_a: Default::default(),
            mul_r_d: Default::default(),
            uq_d: Default::default(),
            a_d: Default::default(),
            mul_u: Default::default(),
            fx_u: Default::default(),
            acc_u: Default::default(),
            acc_a: Default::default(),
            acc_has: Default::default(),
            acc_lm: Default::default(),
            r_v: Default::default(),
            t0_v: Default::default(),
            t0_u: Default::default(),
            t0_a: Default::default(),
            d_r: Default::default(),
            a_r1: Default::default(),
            t0_has: Default::default(),
            t0_lm: Default::default(),
            t0_b1: Default::default(),
            base_r: Default::default(),
            cmp_r: Default::default(),
            lu_r: Default::default(),
            nlu_r: Default::default(),
            b2p_r: Default::default(),
            u_d7: Default::default(),
            dir_d7: Default::default(),
            cw_d8: Default::default(),
            fire_d16: Default::default(),
            fire_d26: Default::default(),
            wc_d16: Default::default(),
            lk_d11: Default::default(),
            eta_d18: Default::default(),
            int_d: Default::default(),
            int_a: Default::default(),
            int_n: Default::default(),
            mul_e: Default::default(),
            fx_e: Default::default(),
            recip_n: Default::default(),
            mul_l: Default::default(),
            fx_l: Default::default(),
            u8_r: Default::default(),
            u_d18: Default::default(),
            md_d18: Default::default(),
            int_u: Default::default(),
            recip_u: Default::default(),
            ru_d2: Default::default(),
            wc1_d10: Default::default(),
            int_w: Default::default(),
            mul_w1: Default::default(),
            mul_w2: Default::default(),
            fx_w: Default::default(),
            v_d26: Default::default(),
            o_done: Default::default(),
            o_ccc: Default::default(),
            o_branch: Default::default(),
            o_upd: Default::default(),
            o_lhcs: Default::default(),
            o_ref: Default::default(),
            o_par: Default::default(),
            o_hwe: Default::default(),
            o_hwa: Default::default(),
            o_hwd: Default::default(),
            in_range: Default::default(),
            cfg_in_range: Default::default(),
            k: Default::default(),
            ls: Default::default(),
            ev_cmp: Default::default(),
            ev_nlu: Default::default(),
            rec: Default::default(),
            lq: Default::default(),
            lts: Default::default(),
            ltx: Default::default(),
            dts: Default::default(),
            dtx: Default::default(),
            up: Default::default(),
            upc: Default::default(),
            hd: Default::default(),
            pf: Default::default(),
            en: Default::default(),
            upd: Default::default(),
            lu: Default::default(),
            base: Default::default(),
            sd: Default::default(),
            lu_f: Default::default(),
            uu: Default::default(),
            fire: Default::default(),
            go_up: Default::default(),
            ewma: Default::default(),
            b1w: Default::default(),
            b2w: Default::default(),
            b2q: Default::default(),
            un: Default::default(),
            wc1: Default::default(),
            wmd: Default::default(),
            wai_s: Default::default(),
            w_new: Default::default(),
            inc_new: Default::default(),
            wc_new: Default::default(),
            hw: Default::default(),
        }
    }
}

impl<const A: usize, const LA: usize> Logic for IntEngine<A, LA> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, h_busy, h_par, h_prof, h_algo, h_nop, h_ref, h_nh, h_k, e_v, e_ccc,
            e_t, e_seq, e_snd_nxt, e_n_flows, e_n_hops, e_hops, i_r, k_r, nh_r, prof_r, algo_r,
            nop_r, ref_r, par_r, ls_r, inflight, l_we_r, l_wa_r, l_wd_r, c_events, c_records,
            c_unbound, p1_v, p1_first, p1_last, p1_nop, p1_sv, p1_q, p1_ts, p1_tx, p1b_v,
            p1b_first, p1b_last, p1b_skip, p1b_q, p1b_ts, p1b_tx, p1b_kq, p1b_kr, p1b_kt, p1b_t,
            b1_r, p2_flags, p2_q, p2_dts, p2_dtx, p2_kq, p2_kr, p2_kt, p2_t, acc_u, acc_a, acc_has,
            acc_lm, r_v, t0_v, t0_u, t0_a, d_r, a_r1, t0_has, t0_lm, t0_b1, base_r, cmp_r, lu_r,
            nlu_r, b2p_r, u8_r, o_done, o_ccc, o_branch, o_upd, o_lhcs, o_ref, o_par, o_hwe, o_hwa,
            o_hwd
        );
        clock!(
            self, clock, b1, b2, flags_d, ge_t_d, kq_d, kr_d, kt_d, int_q, int_x, int_s, mul_q,
            mul_r, mul_t, recip_s, fx_q, fx_a, mul_r_d, uq_d, a_d, mul_u, fx_u, u_d7, dir_d7,
            cw_d8, fire_d16, fire_d26, wc_d16, lk_d11, eta_d18, int_d, int_a, int_n, mul_e, fx_e,
            recip_n, mul_l, fx_l, u_d18, md_d18, int_u, recip_u, ru_d2, wc1_d10, int_w, mul_w1,
            mul_w2, fx_w, v_d26
        );
        self.bind_ram.read_clock.next = self.clock.val();
        self.bind_ram.write_clock.next = self.clock.val();
        self.issued_ram.read_clock.next = self.clock.val();
        self.issued_ram.write_clock.next = self.clock.val();
        self.done_ram.read_clock.next = self.clock.val();
        self.done_ram.write_clock.next = self.clock.val();
        self.prof_hop_ram.read_clock.next = self.clock.val();
        self.prof_hop_ram.write_clock.next = self.clock.val();
        self.prof_ram.read_clock.next = self.clock.val();
        self.prof_ram.write_clock.next = self.clock.val();
        self.speed_ram.read_clock.next = self.clock.val();
        self.speed_ram.write_clock.next = self.clock.val();
        self.lhcs_ram.read_clock.next = self.clock.val();
        self.lhcs_ram.write_clock.next = self.clock.val();
        self.head_ram.read_clock.next = self.clock.val();
        self.head_ram.write_clock.next = self.clock.val();
        self.l_ram.read_clock.next = self.clock.val();
        self.l_ram.write_clock.next = self.clock.val();
        self.b1.lag.next = self.k_lag1.val();
        self.b2.lag.next = self.k_lag2.val();

        // ================= issue =================
        self.in_range.next = bit_cast::<17, 16>(self.ev_ccc.val()) < self.k_cccs.val();
        self.cfg_in_range.next = bit_cast::<17, 16>(self.cfg_addr.val()) < self.k_cccs.val();
        self.ev_ready.next = false;
        self.cfg_ready.next = false;
        self.bind_ram.read_address.next = self.ev_ccc.val().get_bits::<A>(0);
        self.issued_ram.read_address.next = self.ev_ccc.val().get_bits::<A>(0);
        self.done_ram.read_address.next = self.ev_ccc.val().get_bits::<A>(0);
        self.bind_ram.write_enable.next = false;
        self.bind_ram.write_address.next = self.cfg_addr.val().get_bits::<A>(0);
        self.bind_ram.write_data.next = self.cfg_data.val().get_bits::<5>(164);
        self.issued_ram.write_enable.next = false;
        self.issued_ram.write_address.next = self.ev_ccc.val().get_bits::<A>(0);
        self.issued_ram.write_data.next = !self.issued_ram.read_data.val();
        self.prof_hop_ram.write_enable.next = false;
        self.prof_hop_ram.write_address.next = self.cfg_addr.val().get_bits::<2>(0);
        self.prof_hop_ram.write_data.next = self.cfg_data.val().get_bits::<66>(2);
        self.prof_ram.write_enable.next = false;
        self.prof_ram.write_address.next = self.cfg_addr.val().get_bits::<2>(0);
        self.prof_ram.write_data.next = self.cfg_data.val().get_bits::<194>(0);
        self.speed_ram.write_enable.next = false;
        self.speed_ram.write_address.next = self.cfg_addr.val().get_bits::<5>(0);
        self.speed_ram.write_data.next = bit_cast::<53, 52>(self.cfg_data.val().get_bits::<52>(0))
            | (bit_cast::<53, 1>(self.cfg_data.val().get_bits::<1>(78)) << 52);
        self.lhcs_ram.write_enable.next = false;
        self.lhcs_ram.write_address.next = self.cfg_addr.val().get_bits::<5>(0);
        self.lhcs_ram.write_data.next = self.cfg_data.val().get_bits::<26>(52);
        self.prof_hop_ram.read_address.next = self.prof_r.q.val();
        self.k.next = 0.into();
        self.rec.next = 0.into();
        self.ls.next = self.ls_r.q.val();
        self.p1_v.d.next = false;
        self.p1_first.d.next = false;
        self.p1_last.d.next = false;
        self.p1_nop.d.next = self.nop_r.q.val();
        self.p1_sv.d.next = false;
        self.p1_q.d.next = 0.into();
        self.p1_ts.d.next = 0.into();
        self.p1_tx.d.next = 0.into();
        self.l_we_r.d.next = false;
        self.l_wa_r.d.next = self.l_wa_r.q.val();
        self.l_wd_r.d.next = self.l_wd_r.q.val();
        self.l_ram.read_address.next = self.l_wa_r.q.val();
        self.speed_ram.read_address.next = bit_cast::<5, 2>(self.prof_r.q.val()) << 3;

        self.e_last.next = self.e_v.q.val() & (self.i_r.q.val() + 1 == self.nh_r.q.val());
        // ---- the records of the event taken: one per clock, in scan order
        if self.e_v.q.val() {
            self.k.next = self.k_r.q.val();
            self.k_r.d.next = self.k_r.q.val() + 1;
            if self.algo_r.q.val() == 2 {
                self.k_r.d.next = self.k_r.q.val() - 1;
            }
            if self.k.val() == 0 {
                self.rec.next = self.e_hops.q.val().get_bits::<116>(0);
            } else if self.k.val() == 1 {
                self.rec.next = self.e_hops.q.val().get_bits::<116>(116);
            } else if self.k.val() == 2 {
                self.rec.next = self.e_hops.q.val().get_bits::<116>(232);
            } else if self.k.val() == 3 {
                self.rec.next = self.e_hops.q.val().get_bits::<116>(348);
            } else if self.k.val() == 4 {
                self.rec.next = self.e_hops.q.val().get_bits::<116>(464);
            } else if self.k.val() == 5 {
                self.rec.next = self.e_hops.q.val().get_bits::<116>(580);
            } else if self.k.val() == 6 {
                self.rec.next = self.e_hops.q.val().get_bits::<116>(696);
            } else {
                self.rec.next = self.e_hops.q.val().get_bits::<116>(812);
            }
            self.l_ram.read_address.next = (bit_cast::<LA, A>(self.e_ccc.q.val().get_bits::<A>(0))
                << 3)
                | bit_cast::<LA, 3>(self.k.val().get_bits::<3>(0));
            self.speed_ram.read_address.next = (bit_cast::<5, 2>(self.prof_r.q.val()) << 3)
                | bit_cast::<5, 3>(self.rec.val().get_bits::<3>(113));
            self.p1_v.d.next = true;
            self.p1_first.d.next = self.i_r.q.val() == 0;
            self.p1_last.d.next = self.e_last.val();
            self.p1_sv.d.next = self.rec.val().get_bit(112);
            self.p1_q.d.next = self.rec.val().get_bits::<32>(0);
            self.p1_ts.d.next = self.rec.val().get_bits::<40>(32);
            self.p1_tx.d.next = self.rec.val().get_bits::<40>(72);
            self.l_we_r.d.next = !self.nop_r.q.val();
            self.l_wa_r.d.next = self.l_ram.read_address.val();
            self.l_wd_r.d.next = self.rec.val().get_bits::<LREC>(0);
            self.i_r.d.next = self.i_r.q.val() + 1;
            if self.i_r.q.val() == 0 {
                self.ls.next = self.rec.val().get_bits::<4>(112);
            }
            self.ls_r.d.next = self.ls.val();
            if self.e_last.val() {
                self.e_v.d.next = false;
            }
        }

        // ---- the header of the next event: its CCC's binding and parities read (state 1),
        // then taken (state 2) in the clock the event register frees
        if self.state.q.val() == 0 {
            if self.cfg_valid.val() & (self.inflight.q.val() == 0) {
                self.cfg_ready.next = true;
                if self.cfg_op.val() == 0 {
                    self.prof_hop_ram.write_enable.next = true;
                    self.prof_ram.write_enable.next = true;
                } else if self.cfg_op.val() == 1 {
                    self.speed_ram.write_enable.next = true;
                    self.lhcs_ram.write_enable.next = true;
                } else if self.cfg_op.val() == 2 {
                    self.bind_ram.write_enable.next = self.cfg_in_range.val();
                }
            } else if self.ev_valid.val() {
                self.state.d.next = 1.into();
            }
        } else if self.state.q.val() == 1 {
            // staged unconditionally: a CCC in flight sends the header back to state 0
            self.h_busy.d.next = self.issued_ram.read_data.val() != self.done_ram.read_data.val();
            self.h_par.d.next = !self.issued_ram.read_data.val();
            self.h_prof.d.next = self.bind_ram.read_data.val().get_bits::<2>(1);
            self.h_algo.d.next = self.bind_ram.read_data.val().get_bits::<2>(3);
            self.h_nh.d.next = self.ev_n_hops.val();
            self.h_nop.d.next = false;
            self.h_ref.d.next = 0.into();
            if !(self.bind_ram.read_data.val().get_bit(0) & self.in_range.val()) {
                self.h_nop.d.next = true;
                self.h_ref.d.next = 2.into();
                self.h_nh.d.next = 1.into();
            } else if self.ev_n_hops.val().get_bit(3) & (self.ev_n_hops.val().get_bits::<3>(0) != 0)
            {
                self.h_nop.d.next = true;
                self.h_ref.d.next = 1.into();
                self.h_nh.d.next = 1.into();
            } else if self.ev_n_hops.val() == 0 {
                self.h_nop.d.next = true;
                self.h_nh.d.next = 1.into();
            }
            // (from the port's hop count: a refused or empty event writes no L record, so
            // its scan index does not matter)
            self.h_k.d.next = 0.into();
            if self.bind_ram.read_data.val().get_bits::<2>(3) == 2 {
                self.h_k.d.next = self.ev_n_hops.val() - 1;
            }
            self.state.d.next = 2.into();
        } else if self.h_busy.q.val() {
            self.state.d.next = 0.into();
        } else if !self.e_v.q.val() | self.e_last.val() {
            // taken: the issued parity flips, the records issue from the next clock
            self.ev_ready.next = true;
            self.issued_ram.write_enable.next = true;
            self.issued_ram.write_data.next = self.h_par.q.val();
            self.par_r.d.next = self.h_par.q.val();
            self.prof_r.d.next = self.h_prof.q.val();
            self.algo_r.d.next = self.h_algo.q.val();
            self.nop_r.d.next = self.h_nop.q.val();
            self.ref_r.d.next = self.h_ref.q.val();
            self.nh_r.d.next = self.h_nh.q.val();
            self.k_r.d.next = self.h_k.q.val();
            self.i_r.d.next = 0.into();
            self.e_v.d.next = true;
            self.e_ccc.d.next = self.ev_ccc.val();
            self.e_t.d.next = self.ev_t.val();
            self.e_seq.d.next = self.ev_seq.val();
            self.e_snd_nxt.d.next = self.ev_snd_nxt.val();
            self.e_n_flows.d.next = self.ev_n_flows.val();
            self.e_n_hops.d.next = self.ev_n_hops.val();
            self.e_hops.d.next = self.ev_hops.val();
            self.state.d.next = 0.into();
        }
        // B1: the event's header, written in its last record's clock; the Wc update compares
        // ack.seq (HPCC++, FNCC) or the event time (Rx-HPCC) and records snd_nxt or the time
        self.ev_cmp.next = self.e_seq.q.val();
        self.ev_nlu.next = self.e_snd_nxt.q.val();
        if self.algo_r.q.val() == 1 {
            self.ev_cmp.next = self.e_t.q.val();
            self.ev_nlu.next = self.e_t.q.val();
        }
        self.b1w.next = bit_cast::<B1, 16>(self.e_ccc.q.val())
            | (bit_cast::<B1, 4>(self.e_n_hops.q.val()) << 16)
            | (bit_cast::<B1, 1>(self.nop_r.q.val().into()) << 20)
            | (bit_cast::<B1, 2>(self.ref_r.q.val()) << 21)
            | (bit_cast::<B1, 2>(self.prof_r.q.val()) << 23)
            | (bit_cast::<B1, 2>(self.algo_r.q.val()) << 25)
            | (bit_cast::<B1, 48>(self.ev_cmp.val()) << 27)
            | (bit_cast::<B1, 48>(self.ev_nlu.val()) << 75)
            | (bit_cast::<B1, 16>(self.e_n_flows.q.val()) << 123)
            | (bit_cast::<B1, 4>(self.ls.val()) << 139)
            | (bit_cast::<B1, 1>(self.par_r.q.val().into()) << 143);
        self.b1.d.next = self.b1w.val();
        // the L word of a record, written the clock after it is read
        self.l_ram.write_enable.next = self.l_we_r.q.val();
        self.l_ram.write_address.next = self.l_wa_r.q.val();
        self.l_ram.write_data.next = self.l_wd_r.q.val();
        self.l_we.next = self.l_we_r.q.val();
        self.l_waddr.next = self.l_wa_r.q.val();
        self.l_wdata.next = self.l_wd_r.q.val();

        // ================= hop pipeline =================
        // H+1: the record and the hop's constants registered once more, beside the L word's
        // second clock
        self.p1b_v.d.next = self.p1_v.q.val();
        self.p1b_first.d.next = self.p1_first.q.val();
        self.p1b_last.d.next = self.p1_last.q.val();
        // no speed, or a speed the profile lacks: the hop is skipped
        self.p1b_skip.d.next =
            self.p1_nop.q.val() | !self.p1_sv.q.val() | !self.speed_ram.read_data.val().get_bit(52);
        self.p1b_q.d.next = self.p1_q.q.val();
        self.p1b_ts.d.next = self.p1_ts.q.val();
        self.p1b_tx.d.next = self.p1_tx.q.val();
        self.p1b_kq.d.next = self.speed_ram.read_data.val().get_bits::<26>(0);
        self.p1b_kr.d.next = self.speed_ram.read_data.val().get_bits::<26>(26);
        self.p1b_kt.d.next = self.prof_hop_ram.read_data.val().get_bits::<26>(40);
        self.p1b_t.d.next = self.prof_hop_ram.read_data.val().get_bits::<40>(0);
        // H+2: the differences against L (Δts <= 0 skips the hop)
        self.lq.next = self.l_ram.read_data.val().get_bits::<32>(0);
        self.lts.next = self.l_ram.read_data.val().get_bits::<40>(32);
        self.ltx.next = self.l_ram.read_data.val().get_bits::<40>(72);
        self.dts.next = self.p1b_ts.q.val() - self.lts.val();
        self.dtx.next = self.p1b_tx.q.val() - self.ltx.val();
        self.p2_q.d.next = self.p1b_q.q.val();
        if self.lq.val() < self.p1b_q.q.val() {
            self.p2_q.d.next = self.lq.val();
        }
        self.p2_dts.d.next = self.dts.val();
        self.p2_dtx.d.next = self.dtx.val();
        if self.dtx.val().get_bit(39) {
            self.p2_dtx.d.next = 0.into();
        }
        // flags: valid, first, last, skip
        self.p2_flags.d.next = bit_cast::<4, 1>(self.p1b_v.q.val().into())
            | (bit_cast::<4, 1>(self.p1b_first.q.val().into()) << 1)
            | (bit_cast::<4, 1>(self.p1b_last.q.val().into()) << 2);
        if self.p1b_skip.q.val() | self.dts.val().get_bit(39) | (self.dts.val() == 0) {
            self.p2_flags.d.next = bit_cast::<4, 1>(self.p1b_v.q.val().into())
                | (bit_cast::<4, 1>(self.p1b_first.q.val().into()) << 1)
                | (bit_cast::<4, 1>(self.p1b_last.q.val().into()) << 2)
                | (bit_cast::<4, 1>(1.into()) << 3);
        }
        self.p2_kq.d.next = self.p1b_kq.q.val();
        self.p2_kr.d.next = self.p1b_kr.q.val();
        self.p2_kt.d.next = self.p1b_kt.q.val();
        self.p2_t.d.next = self.p1b_t.q.val();
        // H+3: the three integers on the multiplier
        self.int_q.x.next = bit_cast::<40, 32>(self.p2_q.q.val());
        self.int_q.in_valid.next = true;
        self.int_x.x.next = self.p2_dtx.q.val();
        self.int_x.in_valid.next = true;
        self.int_s.x.next = self.p2_dts.q.val();
        self.int_s.in_valid.next = true;
        self.flags_d.d.next = self.p2_flags.q.val();
        self.ge_t_d.d.next = self.p2_dts.q.val() >= self.p2_t.q.val();
        self.kq_d.d.next = self.p2_kq.q.val();
        self.kr_d.d.next = self.p2_kr.q.val();
        self.kt_d.d.next = self.p2_kt.q.val();
        // H+5: qmin kq, Δtx kr, Δts / T, 1 / Δts
        self.mul_q.in_valid.next = true;
        self.mul_q.a_m.next = self.int_q.out_m.val();
        self.mul_q.a_e.next = self.int_q.out_e.val();
        self.mul_q.b_m.next = self.kq_d.q.val().get_bits::<16>(0);
        self.mul_q.b_e.next = self.kq_d.q.val().get_bits::<10>(16);
        self.mul_r.in_valid.next = true;
        self.mul_r.a_m.next = self.int_x.out_m.val();
        self.mul_r.a_e.next = self.int_x.out_e.val();
        self.mul_r.b_m.next = self.kr_d.q.val().get_bits::<16>(0);
        self.mul_r.b_e.next = self.kr_d.q.val().get_bits::<10>(16);
        self.mul_t.in_valid.next = true;
        self.mul_t.a_m.next = self.int_s.out_m.val();
        self.mul_t.a_e.next = self.int_s.out_e.val();
        self.mul_t.b_m.next = self.kt_d.q.val().get_bits::<16>(0);
        self.mul_t.b_e.next = self.kt_d.q.val().get_bits::<10>(16);
        self.recip_s.in_valid.next = true;
        self.recip_s.m.next = self.int_s.out_m.val();
        self.recip_s.e.next = self.int_s.out_e.val();
        // H+8: u'_q and a as fixed point; the rate's product waits for 1 / Δts
        self.fx_q.in_valid.next = true;
        self.fx_q.m.next = self.mul_q.out_m.val();
        self.fx_q.e.next = self.mul_q.out_e.val();
        self.fx_q.frac.next = 20.into();
        self.fx_q.max.next = 0xFFF_FFFF.into();
        self.fx_a.in_valid.next = true;
        self.fx_a.m.next = self.mul_t.out_m.val();
        self.fx_a.e.next = self.mul_t.out_e.val();
        self.fx_a.frac.next = 20.into();
        self.fx_a.max.next = 0x10_0000.into();
        self.mul_r_d.d.next = bit_cast::<26, 16>(self.mul_r.out_m.val())
            | (bit_cast::<26, 10>(self.mul_r.out_e.val()) << 16);
        // H+11
        self.uq_d.d.next = self.fx_q.out.val().get_bits::<28>(0);
        self.a_d.d.next = self.fx_a.out.val().get_bits::<21>(0);
        if self.ge_t_d.q.val() {
            self.a_d.d.next = 0x10_0000.into();
        }
        // H+14: u'_tx = Δtx kr / Δts
        self.mul_u.in_valid.next = true;
        self.mul_u.a_m.next = self.mul_r_d.q.val().get_bits::<16>(0);
        self.mul_u.a_e.next = self.mul_r_d.q.val().get_bits::<10>(16);
        self.mul_u.b_m.next = self.recip_s.out_m.val();
        self.mul_u.b_e.next = self.recip_s.out_e.val();
        // H+17
        self.fx_u.in_valid.next = true;
        self.fx_u.m.next = self.mul_u.out_m.val();
        self.fx_u.e.next = self.mul_u.out_e.val();
        self.fx_u.frac.next = 20.into();
        self.fx_u.max.next = 0xFFF_FFFF.into();
        // H+20: u' of the hop (0 when skipped), the strict maximum in scan order
        self.up.next = bit_cast::<29, 28>(self.uq_d.q.val())
            + bit_cast::<29, 28>(self.fx_u.out.val().get_bits::<28>(0));
        self.upc.next = self.up.val().get_bits::<28>(0);
        if self.up.val().get_bit(28) {
            self.upc.next = 0xFFF_FFFF.into();
        }
        if self.flags_d.q.val().get_bit(3) {
            self.upc.next = 0.into();
        }
        self.r_v.d.next = self.flags_d.q.val().get_bit(0) & self.flags_d.q.val().get_bit(2);
        if self.flags_d.q.val().get_bit(0) {
            if self.flags_d.q.val().get_bit(1) {
                self.acc_u.d.next = self.upc.val();
                self.acc_a.d.next = self.a_d.q.val();
                self.acc_has.d.next = self.upc.val() != 0;
                self.acc_lm.d.next = self.upc.val() != 0;
            } else if self.upc.val() > self.acc_u.q.val() {
                self.acc_u.d.next = self.upc.val();
                self.acc_a.d.next = self.a_d.q.val();
                self.acc_has.d.next = true;
                self.acc_lm.d.next = false;
            }
        }

        // ================= tail =================
        // R: the head, the profile and the last hop's LHCS constant are read
        // (the head's store reads in two clocks: its address one clock before R)
        self.head_ram.read_address.next = self.b1.q.val().get_bits::<A>(0);
        self.b1_r.d.next = self.b1.q.val();
        self.prof_ram.read_address.next = self.b1_r.q.val().get_bits::<2>(23);
        self.lhcs_ram.read_address.next = (bit_cast::<5, 2>(self.b1_r.q.val().get_bits::<2>(23))
            << 3)
            | bit_cast::<5, 3>(self.b1_r.q.val().get_bits::<3>(140));
        self.t0_v.d.next = self.r_v.q.val();
        self.t0_u.d.next = self.acc_u.q.val();
        self.t0_a.d.next = self.acc_a.q.val();
        self.t0_has.d.next = self.acc_has.q.val();
        self.t0_lm.d.next = self.acc_lm.q.val();
        self.t0_b1.d.next = self.b1_r.q.val();
        // T0
        self.hd.next = self.head_ram.read_data.val();
        self.pf.next = self.prof_ram.read_data.val();
        self.en.next = !self.t0_b1.q.val().get_bit(20)
            & (self.hd.val().get_bits::<4>(160) == self.t0_b1.q.val().get_bits::<4>(16));
        self.lu.next = self.hd.val().get_bits::<48>(112);
        self.base.next = self.lu.val();
        if self.t0_b1.q.val().get_bits::<2>(25) == 1 {
            self.base.next = self.lu.val() + bit_cast::<48, 40>(self.pf.val().get_bits::<40>(2));
        }
        // the Wc update's compare and lastUpdate in the next clock (T0+1), B2 written then
        self.base_r.d.next = self.base.val();
        self.cmp_r.d.next = self.t0_b1.q.val().get_bits::<48>(27);
        self.lu_r.d.next = self.lu.val();
        self.nlu_r.d.next = self.t0_b1.q.val().get_bits::<48>(75);
        self.sd.next = self.cmp_r.q.val() - self.base_r.q.val();
        self.upd.next =
            !self.b2p_r.q.val().get_bit(142) & (self.sd.val() != 0) & !self.sd.val().get_bit(47);
        self.lu_f.next = self.lu_r.q.val();
        if self.upd.val() {
            self.lu_f.next = self.nlu_r.q.val();
        }
        self.uu.next = self.hd.val().get_bits::<28>(80);
        // FNCC: the last hop carries the strict maximum above alpha, N reported
        self.fire.next = self.en.val()
            & (self.t0_b1.q.val().get_bits::<2>(25) == 2)
            & self.t0_lm.q.val()
            & (self.t0_u.q.val() > self.pf.val().get_bits::<28>(122))
            & (self.t0_b1.q.val().get_bits::<16>(123) != 0);
        self.d_r.d.next = self.t0_u.q.val() - self.uu.val();
        if self.t0_u.q.val() < self.uu.val() {
            self.d_r.d.next = self.uu.val() - self.t0_u.q.val();
        }
        self.a_r1.d.next = self.t0_a.q.val();
        // T0+1: |u - U| and a normalised
        self.int_d.in_valid.next = true;
        self.int_d.x.next = bit_cast::<40, 28>(self.d_r.q.val());
        self.int_a.in_valid.next = true;
        self.int_a.x.next = bit_cast::<40, 21>(self.a_r1.q.val());
        self.int_n.in_valid.next = true;
        self.int_n.x.next = bit_cast::<40, 16>(self.t0_b1.q.val().get_bits::<16>(123));
        self.u_d7.d.next = self.uu.val();
        // dir: bit 0 up, bit 1 the EWMA applies
        self.go_up.next = self.t0_u.q.val() >= self.uu.val();
        self.ewma.next = self.en.val() & self.t0_has.q.val();
        self.dir_d7.d.next = bit_cast::<2, 1>(self.go_up.val().into())
            | (bit_cast::<2, 1>(self.ewma.val().into()) << 1);
        self.cw_d8.d.next = bit_cast::<36, 28>(self.pf.val().get_bits::<28>(94))
            | (bit_cast::<36, 4>(self.pf.val().get_bits::<4>(190)) << 28)
            | (bit_cast::<36, 4>(self.hd.val().get_bits::<4>(108)) << 32);
        self.fire_d16.d.next = self.fire.val();
        self.wc_d16.d.next = self.hd.val().get_bits::<40>(40);
        self.lk_d11.d.next = self.lhcs_ram.read_data.val();
        self.eta_d18.d.next = self.pf.val().get_bits::<26>(68);
        self.b2w.next = bit_cast::<B2, 40>(self.hd.val().get_bits::<40>(0))
            | (bit_cast::<B2, 40>(self.hd.val().get_bits::<40>(40)) << 40)
            | (bit_cast::<B2, 4>(self.hd.val().get_bits::<4>(108)) << 80)
            | (bit_cast::<B2, 4>(self.t0_b1.q.val().get_bits::<4>(16)) << 132)
            | (bit_cast::<B2, 4>(self.hd.val().get_bits::<4>(160)) << 136)
            | (bit_cast::<B2, 1>(self.en.val().into()) << 140)
            | (bit_cast::<B2, 1>(self.t0_b1.q.val().get_bit(20).into()) << 142)
            | (bit_cast::<B2, 2>(self.t0_b1.q.val().get_bits::<2>(21)) << 143)
            | (bit_cast::<B2, 16>(self.t0_b1.q.val().get_bits::<16>(0)) << 145)
            | (bit_cast::<B2, 40>(self.pf.val().get_bits::<40>(150)) << 161)
            | (bit_cast::<B2, 1>(self.t0_b1.q.val().get_bit(143).into()) << 201);
        self.b2p_r.d.next = self.b2w.val();
        self.b2.d.next = self.b2p_r.q.val()
            | (bit_cast::<B2, 48>(self.lu_f.val()) << 84)
            | (bit_cast::<B2, 1>(self.upd.val().into()) << 141);
        self.v_d26.d.next = self.t0_v.q.val();
        // T0+3: |u - U| a; T0+2: 1 / N
        self.mul_e.in_valid.next = true;
        self.mul_e.a_m.next = self.int_d.out_m.val();
        self.mul_e.a_e.next = self.int_d.out_e.val();
        self.mul_e.b_m.next = self.int_a.out_m.val();
        self.mul_e.b_e.next = self.int_a.out_e.val();
        self.recip_n.in_valid.next = true;
        self.recip_n.m.next = self.int_n.out_m.val();
        self.recip_n.e.next = self.int_n.out_e.val();
        // T0+6: the step of U
        self.fx_e.in_valid.next = true;
        self.fx_e.m.next = self.mul_e.out_m.val();
        self.fx_e.e.next = self.mul_e.out_e.val();
        self.fx_e.frac.next = 0xEC.into(); // -20
        self.fx_e.max.next = 0xFFF_FFFF.into();
        // T0+9: U += a (u - U), at least one LSB
        self.un.next = bit_cast::<29, 28>(self.u_d7.q.val());
        if self.dir_d7.q.val().get_bit(1) {
            if self.dir_d7.q.val().get_bit(0) {
                self.un.next = bit_cast::<29, 28>(self.u_d7.q.val())
                    + bit_cast::<29, 28>(self.fx_e.out.val().get_bits::<28>(0));
                if self.un.val().get_bit(28) {
                    self.un.next = 0xFFF_FFFF.into();
                }
            } else {
                self.un.next = bit_cast::<29, 28>(self.u_d7.q.val())
                    - bit_cast::<29, 28>(self.fx_e.out.val().get_bits::<28>(0));
                if self.un.val().get_bit(28) | (self.un.val() == 0) {
                    self.un.next = 1.into();
                }
            }
        }
        self.u8_r.d.next = self.un.val().get_bits::<28>(0);
        // T0+10: the branch; U on the multiplier
        self.md_d18.d.next = (self.u8_r.q.val() >= self.cw_d8.q.val().get_bits::<28>(0))
            | (self.cw_d8.q.val().get_bits::<4>(32) >= self.cw_d8.q.val().get_bits::<4>(28));
        self.u_d18.d.next = self.u8_r.q.val();
        self.int_u.in_valid.next = true;
        self.int_u.x.next = bit_cast::<40, 28>(self.u8_r.q.val());
        // T0+12: 1 / U
        self.recip_u.in_valid.next = true;
        self.recip_u.m.next = self.int_u.out_m.val();
        self.recip_u.e.next = self.int_u.out_e.val();
        // T0+11: LHCS's B T beta / (8e12 N)
        self.mul_l.in_valid.next = true;
        self.mul_l.a_m.next = self.lk_d11.q.val().get_bits::<16>(0);
        self.mul_l.a_e.next = self.lk_d11.q.val().get_bits::<10>(16);
        self.mul_l.b_m.next = self.recip_n.out_m.val();
        self.mul_l.b_e.next = self.recip_n.out_e.val();
        // T0+14
        self.fx_l.in_valid.next = true;
        self.fx_l.m.next = self.mul_l.out_m.val();
        self.fx_l.e.next = self.mul_l.out_e.val();
        self.fx_l.frac.next = 8.into();
        self.fx_l.max.next = 0xFF_FFFF_FF00_u64.into();
        // T0+17: Wc after LHCS
        self.wc1.next = self.wc_d16.q.val();
        if self.fire_d16.q.val() {
            self.wc1.next = self.fx_l.out.val();
        }
        self.wc1_d10.d.next = self.wc1.val();
        self.fire_d26.d.next = self.fire_d16.q.val();
        self.int_w.in_valid.next = true;
        self.int_w.x.next = self.wc1.val();
        // T0+19: Wc eta
        self.mul_w1.in_valid.next = true;
        self.mul_w1.a_m.next = self.int_w.out_m.val();
        self.mul_w1.a_e.next = self.int_w.out_e.val();
        self.mul_w1.b_m.next = self.eta_d18.q.val().get_bits::<16>(0);
        self.mul_w1.b_e.next = self.eta_d18.q.val().get_bits::<10>(16);
        self.ru_d2.d.next = bit_cast::<26, 16>(self.recip_u.out_m.val())
            | (bit_cast::<26, 10>(self.recip_u.out_e.val()) << 16);
        // T0+22: Wc eta / U
        self.mul_w2.in_valid.next = true;
        self.mul_w2.a_m.next = self.mul_w1.out_m.val();
        self.mul_w2.a_e.next = self.mul_w1.out_e.val();
        self.mul_w2.b_m.next = self.ru_d2.q.val().get_bits::<16>(0);
        self.mul_w2.b_e.next = self.ru_d2.q.val().get_bits::<10>(16);
        // T0+25
        self.fx_w.in_valid.next = true;
        self.fx_w.m.next = self.mul_w2.out_m.val();
        self.fx_w.e.next = self.mul_w2.out_e.val();
        self.fx_w.frac.next = 20.into();
        self.fx_w.max.next = 0xFF_FFFF_FF00_u64.into();
        // T0+28: ComputeWind's result, the head written back
        self.b2q.next = self.b2.q.val();
        self.wai_s.next = bit_cast::<41, 40>(self.b2q.val().get_bits::<40>(161));
        if self.md_d18.q.val() {
            self.wmd.next = bit_cast::<41, 40>(self.fx_w.out.val()) + self.wai_s.val();
        } else {
            self.wmd.next = bit_cast::<41, 40>(self.wc1_d10.q.val()) + self.wai_s.val();
        }
        self.w_new.next = self.wmd.val().get_bits::<40>(0);
        if self.wmd.val() > self.k_wmax.val() {
            self.w_new.next = self.k_wmax.val().get_bits::<40>(0);
        }
        self.inc_new.next = self.b2q.val().get_bits::<4>(80);
        self.wc_new.next = self.wc1_d10.q.val();
        if !self.b2q.val().get_bit(140) {
            self.w_new.next = self.b2q.val().get_bits::<40>(0);
        } else if self.b2q.val().get_bit(141) {
            self.wc_new.next = self.w_new.val();
            if self.md_d18.q.val() {
                self.inc_new.next = 0.into();
            } else if self.b2q.val().get_bits::<4>(80) != 15 {
                self.inc_new.next = self.b2q.val().get_bits::<4>(80) + 1;
            }
        }
        self.hw.next = bit_cast::<HEAD, 40>(self.w_new.val())
            | (bit_cast::<HEAD, 40>(self.wc_new.val()) << 40)
            | (bit_cast::<HEAD, 28>(self.u_d18.q.val()) << 80)
            | (bit_cast::<HEAD, 4>(self.inc_new.val()) << 108)
            | (bit_cast::<HEAD, 48>(self.b2q.val().get_bits::<48>(84)) << 112)
            | (bit_cast::<HEAD, 4>(self.b2q.val().get_bits::<4>(132)) << 160);
        self.o_done.d.next = self.v_d26.q.val();
        self.o_ccc.d.next = self.b2q.val().get_bits::<16>(145);
        self.o_branch.d.next = 0.into();
        if self.b2q.val().get_bit(140) {
            if self.md_d18.q.val() {
                self.o_branch.d.next = 1.into();
            } else {
                self.o_branch.d.next = 2.into();
            }
        }
        self.o_upd.d.next = self.b2q.val().get_bit(141);
        self.o_lhcs.d.next = self.fire_d26.q.val();
        self.o_ref.d.next = self.b2q.val().get_bits::<2>(143);
        self.o_par.d.next = self.b2q.val().get_bit(201);
        self.o_hwe.d.next = self.v_d26.q.val() & !self.b2q.val().get_bit(142);
        self.o_hwa.d.next = self.b2q.val().get_bits::<A>(145);
        self.o_hwd.d.next = self.hw.val();
        // the answer; the head and the done parity written
        self.done.next = self.o_done.q.val();
        self.done_ccc.next = self.o_ccc.q.val();
        self.done_branch.next = self.o_branch.q.val();
        self.done_update_wc.next = self.o_upd.q.val();
        self.done_lhcs.next = self.o_lhcs.q.val();
        self.done_refused.next = self.o_ref.q.val();
        self.done_ram.write_enable.next = self.o_done.q.val();
        self.done_ram.write_address.next = self.o_ccc.q.val().get_bits::<A>(0);
        self.done_ram.write_data.next = self.o_par.q.val();
        self.head_ram.write_enable.next = self.o_hwe.q.val();
        self.head_ram.write_address.next = self.o_hwa.q.val();
        self.head_ram.write_data.next = self.o_hwd.q.val();
        if (self.state.q.val() == 0)
            & self.cfg_valid.val()
            & (self.inflight.q.val() == 0)
            & (self.cfg_op.val() == 2)
        {
            self.head_ram.write_enable.next = true;
            self.head_ram.write_address.next = self.cfg_addr.val().get_bits::<A>(0);
            self.head_ram.write_data.next = self.cfg_data.val().get_bits::<HEAD>(0);
        }
        self.head_we.next = self.o_hwe.q.val();
        self.head_waddr.next = self.o_hwa.q.val();
        self.head_wdata.next = self.o_hwd.q.val();
        // in flight: + the event taken, - the answer
        self.inflight.d.next = self.inflight.q.val();
        if self.ev_ready.val() & !self.o_done.q.val() {
            self.inflight.d.next = self.inflight.q.val() + 1;
        } else if !self.ev_ready.val() & self.o_done.q.val() {
            self.inflight.d.next = self.inflight.q.val() - 1;
        }
        if self.o_done.q.val() {
            self.c_events.d.next = self.c_events.q.val() + 1;
            if self.o_ref.q.val() == 1 {
                self.c_records.d.next = self.c_records.q.val() + 1;
            }
            if self.o_ref.q.val() == 2 {
                self.c_unbound.d.next = self.c_unbound.q.val() + 1;
            }
        }
        self.events.next = self.c_events.q.val();
        self.refused_records.next = self.c_records.q.val();
        self.refused_unbound.next = self.c_unbound.q.val();
    }
}

fn engine_verilog<const A: usize, const LA: usize>(cccs: usize) -> String {
    let mut uut = IntEngine::<A, LA>::new(cccs);
    uut.connect_all();
    generate_verilog(&uut)
}

/// CCCs of the INT engine built for the ECP5 (the trade-off table's 1,024 at 5 hops).
pub const ECP5_INT_CCCS: usize = 1024;
/// CCCs of the Cu's INT engine (`IntSerialEngine`: this engine does not fit the HX8K).
pub use crate::int_serial::CU_INT_CCCS;

/// Verilog of the ECP5's INT engine (1,024 CCCs, top module `top`).
pub fn verilog_ecp5() -> String {
    engine_verilog::<10, 13>(ECP5_INT_CCCS)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The literal offsets in `update` (rust-hdl's generator takes no paths) are the golden
    /// words' offsets.
    #[test]
    fn literal_offsets_are_the_golden_words() {
        use words::*;
        assert_eq!(
            [HEAD_W, HEAD_WC, HEAD_U, HEAD_INC, HEAD_LU, HEAD_LH],
            [0, 40, 80, 108, 112, 160]
        );
        assert_eq!([L_Q, L_TS, L_TX, HOP_SV, HOP_SPEED], [0, 32, 72, 112, 113]);
        assert_eq!(
            [
                PROF_ALGO,
                PROF_T,
                PROF_KT,
                PROF_ETA,
                PROF_ETA_FX,
                PROF_ALPHA_FX,
                PROF_WAI
            ],
            [0, 2, 42, 68, 94, 122, 150]
        );
        assert_eq!([PROF_MAX_STAGE, PROF_BITS], [190, 194]);
        assert_eq!(
            [SPEED_KQ, SPEED_KR, SPEED_LHCS, SPEED_VALID],
            [0, 26, 52, 78]
        );
        assert_eq!([BIND_BOUND, BIND_PROF, BIND_ALGO], [164, 165, 167]);
    }
}
