//! `IntEngine`: HPCC++, Rx-HPCC and FNCC for `2^A` CCCs, one ACK of up to 5 INT records per
//! clock: the hardware twin of [`golden_model::intcc::fixed::IntFixed::step_hw`] for each
//! CCC (`docs/int-cc.md`, "The RTL").
//!
//! **Ports.** Events (ready/valid) carry an ACK's header and its INT records side by side
//! (`ev_hops`: record k at bit 116 k, [`words`]`::HOP_*`). The configuration port writes a
//! profile (op 0, [`words`]`::PROF_*`), a link speed's constants (op 1, `{profile, speed}`,
//! [`words`]`::SPEED_*`) or a CCC's binding with its initial state (op 2,
//! [`words`]`::BIND_*`), only while no event is in flight. Every event taken answers once on
//! `done_*`, in order; the head and L words are written on ports the co-simulation mirrors
//! (`l_*` for the records of lane 0, `l1_*` .. `l4_*` for lanes 1 to 4).
//!
//! **Pipeline.** An event passes the port register (A: its CCC's binding read), the header
//! register (S: the binding decoded, the lanes' masks, its CCC compared with the CCCs issued
//! lately) and the issue register (B). From B its records issue in groups of five, one group
//! per clock, record k to hop lane k mod 5 ([`IntHopLane`]: u'_q, u'_tx and the EWMA gain a
//! of the hop, its own L store and speed constants; 21 clocks): one clock for up to 5
//! records, two for 6 to 8 (HPCC++ and Rx-HPCC the first hops first, FNCC the last). The
//! strict maximum in scan order is a tree over the five lanes (FNCC's lanes reversed) and
//! one compare across the groups (4 clocks). The tail (EWMA, FNCC's Hop_Detection and LHCS,
//! ComputeWind: 4 products, the reciprocals of N and U, 3 conversions) takes 29 clocks. The
//! head is kept in three stores, each read where its fields are used and written where they
//! are known (see [`HAZARD_CYCLES`]). Every unit is pipelined, so events of different CCCs
//! follow each other every clock. An event waits in B while an event of its CCC issued fewer
//! than [`HAZARD_CYCLES`] clocks before (so that each of its head reads sees that event's
//! write, from the store or forwarded);
//! the CCC compares are made in S and shifted along, so that only registers stand before
//! the issue. Wide values cross the pipeline in block-RAM delay lines (`BramDelay`), narrow
//! ones in registers.
//!
//! Refusals (counted, nothing applied): more than 8 records (`refused_records`); a CCC that
//! is not bound to an INT profile or outside the engine (`refused_unbound`).

use golden_model::intcc::fixed::{words, INT_HEAD_BITS, INT_L_BITS, U_BITS, U_FRAC, W_BITS};
use nscc_rtl_macros::ports;
use rust_hdl::prelude::*;

use crate::blocks::{
    BramDelay, Delay11, Delay16, Delay17, Delay19, Delay2, Delay21, Delay28, Delay5, Delay6,
    Delay8, Delay9,
};
use crate::int::int_fp_mul::{
    IntFpInt, IntFpIntFast, IntFpMul, IntRecip, IntStepFixed, IntToFixed,
};
pub use crate::int::int_lane::{IntHopLane, LANE_LATENCY, LREC};
use crate::nscc::ctx_ram::CtxRam;

/// Width of `ev_hops`: 8 records of 116 bits.
pub const EV_HOPS_BITS: usize = 928;
/// Width of `cfg_data`.
pub const CFG_BITS: usize = {
    use golden_model::interface::{index_of, INT_CONFIG};
    INT_CONFIG[index_of(INT_CONFIG, "data")].bits
};
/// INT profiles the engine holds.
pub const INT_PROFILES: usize = 4;
/// Hop lanes: the records of an ACK issued in one clock.
pub const LANES: u64 = 5;
/// An event waits while an event of its CCC issued fewer than `HAZARD_CYCLES` clocks
/// before. The head is kept in three stores, each read where its fields are used and
/// written where they are known (T0 = H + 26, the last group's issue at H): lastUpdate and
/// the hop count (read at T0, written at T0 + 2), U and incStage (read at T0, written at
/// T0 + 10), Wc and W (read at T0 + 17, written at T0 + 29). Wc is the loop that sets the
/// distance behind a Wc update: an event's Wc at T0 + 28 (ComputeWind's W when the update
/// applies) is taken by its CCC's next event at T0' + 17 from a register, so 12 clocks
/// apart (behind a fast event [`FAST_CYCLES`]); U and incStage of the event 6 to 12 before,
/// and W and Wc of the event 6 to 14 before, are forwarded from registers as their stores
/// would return them too early (the L store, written at H + 1 and read at H, needs 2).
pub const HAZARD_CYCLES: usize = 12;
/// An event may issue this many clocks behind its CCC's previous one when that one is
/// *fast*: it does not update Wc (no `serial_gt` of its sequence or time over lastUpdate),
/// is neither refused nor empty, and carries as many records as this one. Then within 12
/// clocks only U changes, and Wc through FNCC's LHCS. U's loop is 6: |u - U| at T0
/// (`d_r`), on the multiplier unregistered (`IntFpIntFast`, into the DSP's input
/// registers), the product at T0 + 5, the step's shift at T0 + 6 (`IntStepFixed`); its
/// rounding is the carry in of U's add (`un6`), and the event 6 behind, at its own T0 then,
/// makes its |u - U| from the step and the old U directly (one carry-save step and one add
/// each way, U's bounds chosen last: `d_fw`). U is forwarded to the events 7 to 12 behind
/// (`u6_r`, `u7_r`, `u8_r`, the write's register `uiw_d` and its copies) with the incStage
/// the fast event read. The fast event's Wc after LHCS is the Wc it writes, known at its
/// T0 + 17 and taken from its delay line by the events 6 to 11 behind (`wc1_d5` ..
/// `wc1_r10`, chosen a clock early into `wcf`). Its W is not read: with the same record
/// count the next event computes its own. Whether an event updates Wc is known 4 clocks
/// after its issue (`lui_ram`, lastUpdate's copy read at the issue), as an event of its CCC
/// 6 behind it reads the flag (`tag[4]`).
pub const FAST_CYCLES: usize = 6;

/// Clocks per event at the port, back-to-back over CCCs not in flight: one per group of
/// [`LANES`] records.
pub fn clocks_per_ack(hops: u64) -> u64 {
    hops.div_ceil(LANES).max(1)
}

pub const HEAD: usize = 164;
/// W's bound: (2^32 - 1) bytes, Q32.8.
pub const W_MAX_Q: u64 = 0xFF_FFFF_FF00;
const B1: usize = 152;
const B2: usize = 121;
/// A lane's result in the scan: valid [0], u' [28:1], a [49:29], the event's first record
/// in scan order [50]
const EL: usize = 51;
/// The same-CCC vector's span: distances 1 .. `BM` (the hazard, then the three distances
/// whose words are forwarded)
const BM: usize = HAZARD_CYCLES + 2;
/// The tags of the events issued 1 to `BM - 1` clocks before (valid [16], CCC [15:0], fast
/// [17] (known from the tag's index 4 on: [`FAST_CYCLES`]), the record count [21:18])
const TAGS: usize = BM - 1;
const TAG_BITS: usize = 22;
/// The head's stores: lastUpdate [47:0] and the hop count [51:48]; U [27:0] and incStage
/// [31:28]; W [39:0] and Wc [79:40] (each the head's fields at `INT_HEAD_BITS`' offsets
/// 112, 80 and 0)
const LU_BITS: usize = 52;
const UI_BITS: usize = 32;
const WW_BITS: usize = 80;

const _: () = assert!(
    INT_HEAD_BITS as usize == HEAD
        && INT_L_BITS as usize == LREC
        && words::HOP_BITS == 116
        && words::PROF_BITS <= CFG_BITS as u32
        && words::BIND_BITS <= CFG_BITS as u32
        && U_BITS == 28
        && W_BITS == 40
        && U_FRAC == 20
        && HAZARD_CYCLES == 12
        && FAST_CYCLES == 6
        && BM == 14
        && LU_BITS + UI_BITS + WW_BITS == HEAD
        // `gd` (a Delay21) meets the lanes' results
        && LANE_LATENCY == 21
);

/// The strict maximum of two lanes' results in scan order (`l` before `r`): `r` only when
/// it is valid and strictly above a valid `l`.
#[derive(LogicBlock, Default)]
pub struct ScanMax {
    pub l: Signal<In, Bits<EL>>,
    pub r: Signal<In, Bits<EL>>,
    pub out: Signal<Out, Bits<EL>>,
}

impl Logic for ScanMax {
    #[hdl_gen]
    fn update(&mut self) {
        self.out.next = self.l.val();
        if self.r.val().get_bit(0)
            & (!self.l.val().get_bit(0)
                | (self.r.val().get_bits::<28>(1) > self.l.val().get_bits::<28>(1)))
        {
            self.out.next = self.r.val();
        }
    }
}

#[ports]
#[derive(LogicBlock)]
pub struct IntEngine<const A: usize, const LA: usize, const LB: usize> {
    pub clock: Signal<In, Clock>,
    // ---- events
    #[group(sink)]
    int_event: (),
    pub ev_hops: Signal<In, Bits<EV_HOPS_BITS>>,
    // ---- configuration
    #[group(sink)]
    int_config: (),
    // ---- answers
    #[group(source)]
    int_answers: (),
    // ---- the state's write ports (observation): the head, each lane's L word
    pub head_we: Signal<Out, Bit>,
    pub head_waddr: Signal<Out, Bits<A>>,
    pub head_wdata: Signal<Out, Bits<HEAD>>,
    pub l_we: Signal<Out, Bit>,
    pub l_waddr: Signal<Out, Bits<LA>>,
    pub l_wdata: Signal<Out, Bits<LREC>>,
    pub l1_we: Signal<Out, Bit>,
    pub l1_waddr: Signal<Out, Bits<LA>>,
    pub l1_wdata: Signal<Out, Bits<LREC>>,
    pub l2_we: Signal<Out, Bit>,
    pub l2_waddr: Signal<Out, Bits<LA>>,
    pub l2_wdata: Signal<Out, Bits<LREC>>,
    pub l3_we: Signal<Out, Bit>,
    pub l3_waddr: Signal<Out, Bits<LA>>,
    pub l3_wdata: Signal<Out, Bits<LREC>>,
    pub l4_we: Signal<Out, Bit>,
    pub l4_waddr: Signal<Out, Bits<LA>>,
    pub l4_wdata: Signal<Out, Bits<LREC>>,
    // ---- configuration constants
    k_cccs: Constant<Bits<17>>,
    k_lag1: Constant<Bits<8>>,
    k_lag2: Constant<Bits<8>>,
    k_wmax: Constant<Bits<41>>,
    // ---- storage (the speed constants and the L words live in the lanes)
    bind_ram: RAM<Bits<5>, A>,
    prof_hop_ram: RAM<Bits<66>, 2>,
    prof_ram: RAM<Bits<194>, 2>,
    lhcs_ram: RAM<Bits<26>, 5>,
    lu_ram: CtxRam<LU_BITS, A>,
    ui_ram: CtxRam<UI_BITS, A>,
    ww_ram: CtxRam<WW_BITS, A>,
    b1: BramDelay<Bits<B1>>,
    b2: BramDelay<Bits<B2>>,
    /// Lanes 0-2 hold hops k and k + 5 of each CCC (address `{ccc, group}`), 3-4 hop k
    lane0: IntHopLane<LB, LA>,
    lane1: IntHopLane<LB, LA>,
    lane2: IntHopLane<LB, LA>,
    lane3: IntHopLane<A, LA>,
    lane4: IntHopLane<A, LA>,
    // ---- A: the event taken from the port; its CCC's binding on the RAM's output
    a_v: DFF<Bit>,
    a_ccc: DFF<Bits<16>>,
    a_t: DFF<Bits<48>>,
    a_seq: DFF<Bits<48>>,
    a_snd_nxt: DFF<Bits<48>>,
    a_n_flows: DFF<Bits<16>>,
    a_n_hops: DFF<Bits<4>>,
    a_hops: DFF<Bits<EV_HOPS_BITS>>,
    // ---- S: the binding decoded (profile, algorithm, refusal, records to issue)
    s_v: DFF<Bit>,
    s_ccc: DFF<Bits<16>>,
    s_t: DFF<Bits<48>>,
    s_seq: DFF<Bits<48>>,
    s_snd_nxt: DFF<Bits<48>>,
    s_n_flows: DFF<Bits<16>>,
    s_n_hops: DFF<Bits<4>>,
    s_hops: DFF<Bits<EV_HOPS_BITS>>,
    s_prof: DFF<Bits<2>>,
    s_algo: DFF<Bits<2>>,
    s_nop: DFF<Bit>,
    s_ref: DFF<Bits<2>>,
    /// records issued: the port's count, 1 for a refused or empty event
    s_nh: DFF<Bits<4>>,
    // ---- B: the event whose records issue
    e_v: DFF<Bit>,
    e_ccc: DFF<Bits<16>>,
    e_t: DFF<Bits<48>>,
    e_seq: DFF<Bits<48>>,
    e_snd_nxt: DFF<Bits<48>>,
    e_n_flows: DFF<Bits<16>>,
    e_n_hops: DFF<Bits<4>>,
    e_hops: DFF<Bits<EV_HOPS_BITS>>,
    prof_r: DFF<Bits<2>>,
    algo_r: DFF<Bits<2>>,
    nop_r: DFF<Bit>,
    ref_r: DFF<Bits<2>>,
    /// 6 to 8 records: two groups
    e_two: DFF<Bit>,
    /// the group issued first (FNCC's two-group events: the last hops, group 1)
    e_g0: DFF<Bit>,
    /// the second group's clock
    e_sec: DFF<Bit>,
    /// the lanes holding a record in group 0 and in group 1
    e_m0: DFF<Bits<5>>,
    e_m1: DFF<Bits<5>>,
    /// the lane of the event's first record in scan order (in the group issued first)
    e_fm: DFF<Bits<5>>,
    /// the speed (valid bit and index) of the last hop's record: FNCC's first in scan order
    e_ls: DFF<Bits<4>>,
    /// bit i: an event of B's CCC issued its last group i + 1 clocks before (compared in S,
    /// then shifted); bits 5-13 at the issue say which word is forwarded (U and incStage at
    /// 6 to 12; W and Wc at 6 to 14)
    b_m: DFF<Bits<BM>>,
    /// `b_m`'s hazard bits (0-10) not all zero, registered beside it: the issue decision
    /// from two registers (the port's ready chain starts here)
    b_nz: DFF<Bit>,
    /// the last groups issued 1 .. `TAGS` clocks before: valid [16], CCC, fast [17], the
    /// record count [21:18]
    tag: [DFF<Bits<TAG_BITS>>; TAGS],
    /// ---- the Wc update known at the issue (`FAST_CYCLES`): lastUpdate's copy, read at the
    /// issue (I, the last group's clock), its data at I + 2; the base (lastUpdate, + T for
    /// Rx-HPCC) at I + 3, the update and the fast flag at I + 4, lastUpdate's new value
    /// written then (the CCC's next event issues 10 or more behind)
    lui_ram: CtxRam<48, A>,
    /// each profile's T (Rx-HPCC's period), a copy of the profile store's
    prof_t: [DFF<Bits<40>>; 4],
    /// the issued event's B1 word at I + 1, I + 2, I + 3, and whether an event issued
    pi1: DFF<Bits<B1>>,
    pi2: DFF<Bits<B1>>,
    pi3: DFF<Bits<B1>>,
    pv1: DFF<Bit>,
    pv2: DFF<Bit>,
    pv3: DFF<Bit>,
    base_i: DFF<Bits<48>>,
    lu_i: DFF<Bits<48>>,
    /// lastUpdate's write (I + 4) and the fast flag of the event issued at I (into its tag)
    iw_v: DFF<Bit>,
    iw_a: DFF<Bits<A>>,
    iw_d: DFF<Bits<48>>,
    i_fast: DFF<Bit>,
    inflight: DFF<Bits<8>>,
    c_events: DFF<Bits<32>>,
    c_records: DFF<Bits<32>>,
    c_unbound: DFF<Bits<32>>,
    /// a group issued in H, its flags on the lanes' outputs in H + 21: valid [0], the
    /// event's first group [1] and last [2], the lanes holding records [7:3], the lane of
    /// the first record in scan order [12:8], FNCC (scan from lane 4 down) [13]
    gd: Delay21<Bits<14>>,
    // ---- the strict maximum in scan order: the lanes' tree (H+21 .. H+23), then the
    // groups (H+24), valid at R = H_last + 25
    sm01: ScanMax,
    sm23: ScanMax,
    smq: ScanMax,
    smg: ScanMax,
    f1_p01: DFF<Bits<EL>>,
    f1_p23: DFF<Bits<EL>>,
    f1_x4: DFF<Bits<EL>>,
    f1_g: DFF<Bits<3>>,
    f2_q: DFF<Bits<EL>>,
    f2_x4: DFF<Bits<EL>>,
    f2_g: DFF<Bits<3>>,
    f3_e: DFF<Bits<EL>>,
    f3_g: DFF<Bits<3>>,
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
    t0_has: DFF<Bit>,
    t0_lm: DFF<Bit>,
    b1_r: DFF<Bits<B1>>,
    t0_b1: DFF<Bits<B1>>,
    base_r: DFF<Bits<48>>,
    cmp_r: DFF<Bits<48>>,
    lu_r: DFF<Bits<48>>,
    nlu_r: DFF<Bits<48>>,
    b2p_r: DFF<Bits<B2>>,
    /// U as the event read it and its EWMA's direction at T0 + 6, beside its step
    u_d6: Delay6<Bits<28>>,
    dir_d6: Delay6<Bits<2>>,
    /// maxStage, incStage's bound and incStage as read: T0 + 6 (forwarded to the event 6
    /// behind), T0 + 7, T0 + 8 (7 and 8 behind), T0 + 9 (9 behind; the branch)
    cw_d5: Delay6<Bits<36>>,
    cw_r7: DFF<Bits<36>>,
    cw_r8: DFF<Bits<36>>,
    cw_d8: DFF<Bits<36>>,
    /// |u - U| for U at its bounds (U_MAX, 1) and whether u is at or above it, from u alone
    /// (the event 6 behind a fast one whose U reaches a bound)
    t0_dmax: DFF<Bits<28>>,
    t0_done: DFF<Bits<28>>,
    t0_gmax: DFF<Bit>,
    t0_gone: DFF<Bit>,
    fire_d16: Delay17<Bit>,
    fire_d26: Delay11<Bit>,
    /// the head's stores' writes: lastUpdate and the hop count at T0 + 2, U and incStage
    /// at T0 + 10 (and their copies at T0 + 11, T0 + 12, forwarded to the CCC's next
    /// event 11 or 12 behind); W and Wc's copies at T0 + 30, T0 + 31 (14 behind)
    t1_v: DFF<Bit>,
    luw_v: DFF<Bit>,
    luw_a: DFF<Bits<A>>,
    luw_d: DFF<Bits<LU_BITS>>,
    cc_d10: Delay9<Bits<17>>,
    cc_d15: Delay6<Bits<17>>,
    eu_d9: Delay8<Bits<2>>,
    uiw_v: DFF<Bit>,
    uiw_a: DFF<Bits<A>>,
    uiw_d: DFF<Bits<UI_BITS>>,
    ui12: DFF<Bits<UI_BITS>>,
    ui13: DFF<Bits<UI_BITS>>,
    /// the forward bits at T0 + 16 (the fast ones' Wc chosen then, `wcf`) and the slow
    /// ones' (12 to 14 behind) at T0 + 17
    fw_d16: Delay16<Bits<9>>,
    fw_r17: DFF<Bits<3>>,
    wcf: DFF<Bits<40>>,
    wcf_v: DFF<Bit>,
    ww30: DFF<Bits<WW_BITS>>,
    ww31: DFF<Bits<WW_BITS>>,
    wo_d11: Delay11<Bits<40>>,
    lk_d11: Delay11<Bits<26>>,
    eta_d18: Delay19<Bits<26>>,
    int_d: IntFpIntFast,
    int_a: IntFpInt,
    int_n: IntFpInt,
    mul_e: IntFpMul,
    fx_e: IntStepFixed,
    recip_n: IntRecip,
    mul_l: IntFpMul,
    fx_l: IntToFixed,
    /// U after the EWMA at T0 + 7, T0 + 8, T0 + 9 (forwarded to the events 7 to 9 behind)
    u6_r: DFF<Bits<28>>,
    u7_r: DFF<Bits<28>>,
    u8_r: DFF<Bits<28>>,
    u_d18: Delay19<Bits<28>>,
    md_d18: Delay19<Bit>,
    int_u: IntFpInt,
    recip_u: IntRecip,
    ru_d2: Delay2<Bits<26>>,
    /// Wc after LHCS, T0 + 22 to T0 + 27 and T0 + 28 (ComputeWind's operand; chosen for the
    /// CCC's next event 6 to 11 behind when this one leaves it as the written Wc)
    wc1_d5: Delay5<Bits<40>>,
    wc1_r6: DFF<Bits<40>>,
    wc1_r7: DFF<Bits<40>>,
    wc1_r8: DFF<Bits<40>>,
    wc1_r9: DFF<Bits<40>>,
    wc1_r10: DFF<Bits<40>>,
    wc1_r: DFF<Bits<40>>,
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
    o_hwe: DFF<Bit>,
    o_hwa: DFF<Bits<A>>,
    o_hwd: DFF<Bits<HEAD>>,
    // ---- combinational
    /// a configuration word taken (nothing in flight; it goes before an event)
    cfg_take: Signal<Local, Bit>,
    a_in_range: Signal<Local, Bit>,
    /// A bind's CCC is one the engine holds (a bind beyond it is taken and ignored)
    cfg_in_range: Signal<Local, Bit>,
    a_adv: Signal<Local, Bit>,
    s_adv: Signal<Local, Bit>,
    issue: Signal<Local, Bit>,
    e_last: Signal<Local, Bit>,
    /// the physical group issuing (0: records 0-4, 1: records 5-7)
    g: Signal<Local, Bit>,
    gm: Signal<Local, Bits<5>>,
    first_g: Signal<Local, Bit>,
    fnc: Signal<Local, Bit>,
    same_sb: Signal<Local, Bit>,
    /// bit k: the CCC's event 9 + k clocks before next clock is fast for S's event (`_s`),
    /// for B's (`_e`)
    ok_s: Signal<Local, Bits<6>>,
    ok_e: Signal<Local, Bits<6>>,
    /// `b_nz`'s next value if S's event moves to B, and if B keeps its own
    nz_move: Signal<Local, Bit>,
    nz_shift: Signal<Local, Bit>,
    i_sd: Signal<Local, Bits<48>>,
    i_upd: Signal<Local, Bit>,
    s_tag: Signal<Local, Bits<17>>,
    m_s: Signal<Local, Bits<BM>>,
    s_m0: Signal<Local, Bits<5>>,
    s_m1: Signal<Local, Bits<5>>,
    s_fm: Signal<Local, Bits<5>>,
    s_ls: Signal<Local, Bits<4>>,
    le0: Signal<Local, Bits<EL>>,
    le1: Signal<Local, Bits<EL>>,
    le2: Signal<Local, Bits<EL>>,
    le3: Signal<Local, Bits<EL>>,
    le4: Signal<Local, Bits<EL>>,
    ev_cmp: Signal<Local, Bits<48>>,
    ev_nlu: Signal<Local, Bits<48>>,
    hd: Signal<Local, Bits<HEAD>>,
    uif: Signal<Local, Bits<UI_BITS>>,
    wwf: Signal<Local, Bits<WW_BITS>>,
    md10: Signal<Local, Bit>,
    inc10: Signal<Local, Bits<4>>,
    pf: Signal<Local, Bits<194>>,
    en: Signal<Local, Bit>,
    upd: Signal<Local, Bit>,
    lu: Signal<Local, Bits<48>>,
    base: Signal<Local, Bits<48>>,
    sd: Signal<Local, Bits<48>>,
    lu_f: Signal<Local, Bits<48>>,
    uu: Signal<Local, Bits<28>>,
    /// U and incStage as a store or a register gives them (every source but the event 7
    /// behind's, whose U is made in this clock) and U from it
    uif_n: Signal<Local, Bits<UI_BITS>>,
    uu_n: Signal<Local, Bits<28>>,
    /// the forwarded |u - U| and u >= U of the event 6 behind a fast one (`fwd6`): from its
    /// step, its U and u, as one three-operand sum each way (`docs/int-engine.md`)
    fwd6: Signal<Local, Bit>,
    zq: Signal<Local, Bits<30>>,
    zr: Signal<Local, Bit>,
    zbig: Signal<Local, Bit>,
    e_up: Signal<Local, Bit>,
    e_on: Signal<Local, Bit>,
    ua30: Signal<Local, Bits<30>>,
    ux30: Signal<Local, Bits<30>>,
    pq: Signal<Local, Bits<30>>,
    cs_ps: Signal<Local, Bits<30>>,
    cs_pc: Signal<Local, Bits<30>>,
    cs_ns: Signal<Local, Bits<30>>,
    cs_nc: Signal<Local, Bits<30>>,
    cs_ts: Signal<Local, Bits<30>>,
    cs_tc: Signal<Local, Bits<30>>,
    rm: Signal<Local, Bits<30>>,
    cp_ci: Signal<Local, Bit>,
    /// (each inverted bit in its own signal: inside a sum Verilog widens it before the `~`)
    cn_ci: Signal<Local, Bit>,
    nzr: Signal<Local, Bit>,
    dp: Signal<Local, Bits<31>>,
    dn: Signal<Local, Bits<31>>,
    tq: Signal<Local, Bits<30>>,
    cl_up: Signal<Local, Bit>,
    cl_dn: Signal<Local, Bit>,
    d_fw: Signal<Local, Bits<28>>,
    go_fw: Signal<Local, Bit>,
    /// U after the EWMA at T0 + 6 (the step's rounding bit as the add's carry in)
    s_up: Signal<Local, Bits<29>>,
    s_dn: Signal<Local, Bits<30>>,
    un6: Signal<Local, Bits<28>>,
    fire: Signal<Local, Bit>,
    go_up: Signal<Local, Bit>,
    ewma: Signal<Local, Bit>,
    b1w: Signal<Local, Bits<B1>>,
    b2w: Signal<Local, Bits<B2>>,
    b2q: Signal<Local, Bits<B2>>,
    wc1: Signal<Local, Bits<40>>,
    wmd: Signal<Local, Bits<41>>,
    wai_s: Signal<Local, Bits<41>>,
    w_new: Signal<Local, Bits<40>>,
    inc_new: Signal<Local, Bits<4>>,
    wc_new: Signal<Local, Bits<40>>,
    hw: Signal<Local, Bits<HEAD>>,
}

pub fn k<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(v.to_bits())
}

impl<const A: usize, const LA: usize, const LB: usize> IntEngine<A, LA, LB> {
    /// An engine of `cccs` INT CCCs (`cccs <= 2^A`, `LA = A + 3`, `LB = A + 1`).
    pub fn new(cccs: usize) -> Self {
        assert!(
            A <= 14 && LA == A + 3 && LB == A + 1,
            "LA = A + 3 (8 records per CCC), LB = A + 1 (2 per lane)"
        );
        assert!(cccs >= 1 && cccs <= 1 << A, "the CCCs fit the RAMs");
        IntEngine::with_init(IntEngineInit {
            k_cccs: k(cccs as u64),
            // B1: written in the last group's clock, read at R - 1 = H_last + 24 (the head's
            // address)
            k_lag1: k(23),
            // B2: written at T0 + 1, read at T0 + 28
            k_lag2: k(26),
            k_wmax: k(W_MAX_Q),
        })
    }
}

impl<const A: usize, const LA: usize, const LB: usize> Logic for IntEngine<A, LA, LB> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, a_v, a_ccc, a_t, a_seq, a_snd_nxt, a_n_flows, a_n_hops, a_hops, s_v,
            s_ccc, s_t, s_seq, s_snd_nxt, s_n_flows, s_n_hops, s_hops, s_prof, s_algo, s_nop,
            s_ref, s_nh, e_v, e_ccc, e_t, e_seq, e_snd_nxt, e_n_flows, e_n_hops, e_hops, prof_r,
            algo_r, nop_r, ref_r, e_two, e_g0, e_sec, e_m0, e_m1, e_fm, e_ls, b_m, b_nz, inflight,
            c_events, c_records, c_unbound, f1_p01, f1_p23, f1_x4, f1_g, f2_q, f2_x4, f2_g, f3_e,
            f3_g, acc_u, acc_a, acc_has, acc_lm, r_v, t0_v, t0_u, t0_a, d_r, t0_has, t0_lm, b1_r,
            t0_b1, base_r, cmp_r, lu_r, nlu_r, b2p_r, u6_r, u7_r, u8_r, o_done, o_ccc, o_branch,
            o_upd, o_lhcs, o_ref, o_hwe, o_hwa, o_hwd, t1_v, luw_v, luw_a, luw_d, uiw_v, uiw_a,
            uiw_d, ui12, ui13, ww30, ww31, wc1_r6, wc1_r7, wc1_r8, wc1_r9, wc1_r10, wc1_r, pi1,
            pi2, pi3, pv1, pv2, pv3, base_i, lu_i, iw_v, iw_a, iw_d, i_fast, cw_r7, cw_r8, cw_d8,
            fw_r17, wcf, wcf_v, t0_dmax, t0_done, t0_gmax, t0_gone
        );
        for p in 0..4 {
            self.prof_t[p].clock.next = self.clock.val();
            self.prof_t[p].d.next = self.prof_t[p].q.val();
            if self.cfg_take.val()
                & (self.cfg_op.val() == 0)
                & (self.cfg_addr.val().get_bits::<2>(0) == p.to_bits::<2>())
            {
                self.prof_t[p].d.next = self.cfg_data.val().get_bits::<40>(2);
            }
        }
        self.lui_ram.read_clock.next = self.clock.val();
        self.lui_ram.write_clock.next = self.clock.val();
        clock!(
            self, clock, b1, b2, lane0, lane1, lane2, lane3, lane4, gd, u_d6, dir_d6, cw_d5,
            fire_d16, fire_d26, lk_d11, eta_d18, int_d, int_a, int_n, mul_e, fx_e, recip_n, mul_l,
            fx_l, u_d18, md_d18, int_u, recip_u, ru_d2, wc1_d5, int_w, mul_w1, mul_w2, fx_w, v_d26,
            cc_d10, cc_d15, eu_d9, fw_d16, wo_d11
        );
        for i in 0..TAGS {
            self.tag[i].clock.next = self.clock.val();
        }
        self.bind_ram.read_clock.next = self.clock.val();
        self.bind_ram.write_clock.next = self.clock.val();
        self.prof_hop_ram.read_clock.next = self.clock.val();
        self.prof_hop_ram.write_clock.next = self.clock.val();
        self.prof_ram.read_clock.next = self.clock.val();
        self.prof_ram.write_clock.next = self.clock.val();
        self.lhcs_ram.read_clock.next = self.clock.val();
        self.lhcs_ram.write_clock.next = self.clock.val();
        self.lu_ram.read_clock.next = self.clock.val();
        self.lu_ram.write_clock.next = self.clock.val();
        self.ui_ram.read_clock.next = self.clock.val();
        self.ui_ram.write_clock.next = self.clock.val();
        self.ww_ram.read_clock.next = self.clock.val();
        self.ww_ram.write_clock.next = self.clock.val();
        self.b1.lag.next = self.k_lag1.val();
        self.b2.lag.next = self.k_lag2.val();

        // ================= configuration =================
        self.cfg_take.next = self.cfg_valid.val() & (self.inflight.q.val() == 0);
        self.cfg_ready.next = self.cfg_take.val();
        self.cfg_in_range.next = bit_cast::<17, 16>(self.cfg_addr.val()) < self.k_cccs.val();
        self.bind_ram.write_enable.next =
            self.cfg_take.val() & (self.cfg_op.val() == 2) & self.cfg_in_range.val();
        self.bind_ram.write_address.next = self.cfg_addr.val().get_bits::<A>(0);
        self.bind_ram.write_data.next = self.cfg_data.val().get_bits::<5>(164);
        self.prof_hop_ram.write_enable.next = self.cfg_take.val() & (self.cfg_op.val() == 0);
        self.prof_hop_ram.write_address.next = self.cfg_addr.val().get_bits::<2>(0);
        self.prof_hop_ram.write_data.next = self.cfg_data.val().get_bits::<66>(2);
        self.prof_ram.write_enable.next = self.cfg_take.val() & (self.cfg_op.val() == 0);
        self.prof_ram.write_address.next = self.cfg_addr.val().get_bits::<2>(0);
        self.prof_ram.write_data.next = self.cfg_data.val().get_bits::<194>(0);
        self.lhcs_ram.write_enable.next = self.cfg_take.val() & (self.cfg_op.val() == 1);
        self.lhcs_ram.write_address.next = self.cfg_addr.val().get_bits::<5>(0);
        self.lhcs_ram.write_data.next = self.cfg_data.val().get_bits::<26>(52);
        // every lane's copy of the speed constants: kq, kr [51:0], valid [52]
        self.lane0.cfg_we.next = self.cfg_take.val() & (self.cfg_op.val() == 1);
        self.lane0.cfg_addr.next = self.cfg_addr.val().get_bits::<5>(0);
        self.lane0.cfg_data.next = bit_cast::<53, 52>(self.cfg_data.val().get_bits::<52>(0))
            | (bit_cast::<53, 1>(self.cfg_data.val().get_bits::<1>(78)) << 52);
        self.lane1.cfg_we.next = self.lane0.cfg_we.val();
        self.lane1.cfg_addr.next = self.lane0.cfg_addr.val();
        self.lane1.cfg_data.next = self.lane0.cfg_data.val();
        self.lane2.cfg_we.next = self.lane0.cfg_we.val();
        self.lane2.cfg_addr.next = self.lane0.cfg_addr.val();
        self.lane2.cfg_data.next = self.lane0.cfg_data.val();
        self.lane3.cfg_we.next = self.lane0.cfg_we.val();
        self.lane3.cfg_addr.next = self.lane0.cfg_addr.val();
        self.lane3.cfg_data.next = self.lane0.cfg_data.val();
        self.lane4.cfg_we.next = self.lane0.cfg_we.val();
        self.lane4.cfg_addr.next = self.lane0.cfg_addr.val();
        self.lane4.cfg_data.next = self.lane0.cfg_data.val();

        // ================= issue (B) =================
        // B issues when no event of its CCC issued in the last HAZARD_CYCLES - 1 clocks:
        // a group a clock, the event leaves with its last group
        self.issue.next = self.e_v.q.val() & !self.b_nz.q.val();
        self.e_last.next = self.issue.val() & (self.e_sec.q.val() | !self.e_two.q.val());
        self.g.next = self.e_g0.q.val() ^ self.e_sec.q.val();
        self.gm.next = self.e_m0.q.val();
        if self.g.val() {
            self.gm.next = self.e_m1.q.val();
        }
        if self.issue.val() & self.e_two.q.val() & !self.e_sec.q.val() {
            self.e_sec.d.next = true;
        }
        if self.e_last.val() {
            self.e_sec.d.next = false;
        }
        self.tag[0].d.next = 0.into();
        if self.e_last.val() {
            self.tag[0].d.next = bit_cast::<TAG_BITS, 16>(self.e_ccc.q.val())
                | (bit_cast::<TAG_BITS, 1>(1.into()) << 16)
                | (bit_cast::<TAG_BITS, 4>(self.e_n_hops.q.val()) << 18);
        }
        for i in 1..TAGS {
            self.tag[i].d.next = self.tag[i - 1].q.val();
        }
        // (the event issued at I is in `tag[3]` at I + 4, when its fast flag is known)
        self.tag[4].d.next =
            self.tag[3].q.val() | (bit_cast::<TAG_BITS, 1>(self.i_fast.q.val().into()) << 17);
        // the lanes: record 5 g + j to lane j, its hop's L word at {ccc, g} (lanes 3, 4: ccc)
        self.lane0.in_v.next = self.issue.val() & self.gm.val().get_bit(0);
        self.lane1.in_v.next = self.issue.val() & self.gm.val().get_bit(1);
        self.lane2.in_v.next = self.issue.val() & self.gm.val().get_bit(2);
        self.lane3.in_v.next = self.issue.val() & self.gm.val().get_bit(3);
        self.lane4.in_v.next = self.issue.val() & self.gm.val().get_bit(4);
        self.lane0.in_nop.next = self.nop_r.q.val();
        self.lane1.in_nop.next = self.nop_r.q.val();
        self.lane2.in_nop.next = self.nop_r.q.val();
        self.lane3.in_nop.next = self.nop_r.q.val();
        self.lane4.in_nop.next = self.nop_r.q.val();
        self.lane0.prof.next = self.prof_r.q.val();
        self.lane1.prof.next = self.prof_r.q.val();
        self.lane2.prof.next = self.prof_r.q.val();
        self.lane3.prof.next = self.prof_r.q.val();
        self.lane4.prof.next = self.prof_r.q.val();
        self.lane0.rec.next = self.e_hops.q.val().get_bits::<116>(0);
        self.lane1.rec.next = self.e_hops.q.val().get_bits::<116>(116);
        self.lane2.rec.next = self.e_hops.q.val().get_bits::<116>(232);
        self.lane0.l_oaddr.next = bit_cast::<LA, A>(self.e_ccc.q.val().get_bits::<A>(0)) << 3;
        self.lane1.l_oaddr.next =
            (bit_cast::<LA, A>(self.e_ccc.q.val().get_bits::<A>(0)) << 3) | bits::<LA>(1);
        self.lane2.l_oaddr.next =
            (bit_cast::<LA, A>(self.e_ccc.q.val().get_bits::<A>(0)) << 3) | bits::<LA>(2);
        if self.g.val() {
            self.lane0.rec.next = self.e_hops.q.val().get_bits::<116>(580);
            self.lane1.rec.next = self.e_hops.q.val().get_bits::<116>(696);
            self.lane2.rec.next = self.e_hops.q.val().get_bits::<116>(812);
            self.lane0.l_oaddr.next =
                (bit_cast::<LA, A>(self.e_ccc.q.val().get_bits::<A>(0)) << 3) | bits::<LA>(5);
            self.lane1.l_oaddr.next =
                (bit_cast::<LA, A>(self.e_ccc.q.val().get_bits::<A>(0)) << 3) | bits::<LA>(6);
            self.lane2.l_oaddr.next =
                (bit_cast::<LA, A>(self.e_ccc.q.val().get_bits::<A>(0)) << 3) | bits::<LA>(7);
        }
        self.lane3.rec.next = self.e_hops.q.val().get_bits::<116>(348);
        self.lane4.rec.next = self.e_hops.q.val().get_bits::<116>(464);
        self.lane3.l_oaddr.next =
            (bit_cast::<LA, A>(self.e_ccc.q.val().get_bits::<A>(0)) << 3) | bits::<LA>(3);
        self.lane4.l_oaddr.next =
            (bit_cast::<LA, A>(self.e_ccc.q.val().get_bits::<A>(0)) << 3) | bits::<LA>(4);
        self.lane0.l_addr.next = (bit_cast::<LB, A>(self.e_ccc.q.val().get_bits::<A>(0)) << 1)
            | bit_cast::<LB, 1>(self.g.val().into());
        self.lane1.l_addr.next = self.lane0.l_addr.val();
        self.lane2.l_addr.next = self.lane0.l_addr.val();
        self.lane3.l_addr.next = self.e_ccc.q.val().get_bits::<A>(0);
        self.lane4.l_addr.next = self.e_ccc.q.val().get_bits::<A>(0);
        // the profile's hop constants, read at the event's profile, reach the lanes in H+1
        self.prof_hop_ram.read_address.next = self.prof_r.q.val();
        self.lane0.prof_hop.next = self.prof_hop_ram.read_data.val();
        self.lane1.prof_hop.next = self.prof_hop_ram.read_data.val();
        self.lane2.prof_hop.next = self.prof_hop_ram.read_data.val();
        self.lane3.prof_hop.next = self.prof_hop_ram.read_data.val();
        self.lane4.prof_hop.next = self.prof_hop_ram.read_data.val();
        self.l_we.next = self.lane0.l_we.val();
        self.l_waddr.next = self.lane0.l_waddr.val();
        self.l_wdata.next = self.lane0.l_wdata.val();
        self.l1_we.next = self.lane1.l_we.val();
        self.l1_waddr.next = self.lane1.l_waddr.val();
        self.l1_wdata.next = self.lane1.l_wdata.val();
        self.l2_we.next = self.lane2.l_we.val();
        self.l2_waddr.next = self.lane2.l_waddr.val();
        self.l2_wdata.next = self.lane2.l_wdata.val();
        self.l3_we.next = self.lane3.l_we.val();
        self.l3_waddr.next = self.lane3.l_waddr.val();
        self.l3_wdata.next = self.lane3.l_wdata.val();
        self.l4_we.next = self.lane4.l_we.val();
        self.l4_waddr.next = self.lane4.l_waddr.val();
        self.l4_wdata.next = self.lane4.l_wdata.val();
        // the group's flags, beside its records
        self.first_g.next = !self.e_sec.q.val();
        self.fnc.next = self.algo_r.q.val() == 2;
        self.gd.d.next = bit_cast::<14, 1>(self.issue.val().into())
            | (bit_cast::<14, 1>(self.first_g.val().into()) << 1)
            | (bit_cast::<14, 1>(self.e_last.val().into()) << 2)
            | (bit_cast::<14, 5>(self.gm.val()) << 3)
            | (bit_cast::<14, 1>(self.fnc.val().into()) << 13);
        if !self.e_sec.q.val() {
            self.gd.d.next = bit_cast::<14, 1>(self.issue.val().into())
                | (bit_cast::<14, 1>(1.into()) << 1)
                | (bit_cast::<14, 1>(self.e_last.val().into()) << 2)
                | (bit_cast::<14, 5>(self.gm.val()) << 3)
                | (bit_cast::<14, 5>(self.e_fm.q.val()) << 8)
                | (bit_cast::<14, 1>(self.fnc.val().into()) << 13);
        }
        // B1: the event's header, written in its last group's clock; the Wc update compares
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
            | (bit_cast::<B1, 4>(self.e_ls.q.val()) << 139)
            | (bit_cast::<B1, 9>(self.b_m.q.val().get_bits::<9>(5)) << 143);
        self.b1.d.next = self.b1w.val();
        // ---- the Wc update at the issue: as the tail decides it at T0 (`upd`), from
        // lastUpdate's copy (the CCC's previous event wrote it 6 or more clocks before)
        self.lui_ram.read_address.next = self.e_ccc.q.val().get_bits::<A>(0);
        self.pv1.d.next = self.e_last.val();
        self.pi1.d.next = self.b1w.val();
        self.pv2.d.next = self.pv1.q.val();
        self.pi2.d.next = self.pi1.q.val();
        self.pv3.d.next = self.pv2.q.val();
        self.pi3.d.next = self.pi2.q.val();
        self.base_i.d.next = self.lui_ram.read_data.val();
        if self.pi2.q.val().get_bits::<2>(25) == 1 {
            self.base_i.d.next =
                self.lui_ram.read_data.val() + bit_cast::<48, 40>(self.prof_t[0].q.val());
            if self.pi2.q.val().get_bits::<2>(23) == 1 {
                self.base_i.d.next =
                    self.lui_ram.read_data.val() + bit_cast::<48, 40>(self.prof_t[1].q.val());
            }
            if self.pi2.q.val().get_bits::<2>(23) == 2 {
                self.base_i.d.next =
                    self.lui_ram.read_data.val() + bit_cast::<48, 40>(self.prof_t[2].q.val());
            }
            if self.pi2.q.val().get_bits::<2>(23) == 3 {
                self.base_i.d.next =
                    self.lui_ram.read_data.val() + bit_cast::<48, 40>(self.prof_t[3].q.val());
            }
        }
        self.i_sd.next = self.pi3.q.val().get_bits::<48>(27) - self.base_i.q.val();
        self.i_upd.next =
            !self.pi3.q.val().get_bit(20) & (self.i_sd.val() != 0) & !self.i_sd.val().get_bit(47);
        self.iw_v.d.next = self.pv3.q.val() & !self.pi3.q.val().get_bit(20);
        self.iw_a.d.next = self.pi3.q.val().get_bits::<A>(0);
        self.lu_i.d.next = self.lui_ram.read_data.val();
        self.iw_d.d.next = self.lu_i.q.val();
        if self.i_upd.val() {
            self.iw_d.d.next = self.pi3.q.val().get_bits::<48>(75);
        }
        self.i_fast.d.next = self.pv3.q.val() & !self.pi3.q.val().get_bit(20) & !self.i_upd.val();

        // ================= S -> B: the lanes' masks, the CCC against the tags =================
        self.s_adv.next = self.s_v.q.val() & (!self.e_v.q.val() | self.e_last.val());
        self.s_tag.next =
            bit_cast::<17, 16>(self.s_ccc.q.val()) | (bit_cast::<17, 1>(1.into()) << 16);
        self.m_s.next = 0.into();
        for i in 0..TAGS {
            if self.tag[i].q.val().get_bits::<17>(0) == self.s_tag.val() {
                self.m_s.next = self.m_s.val() | (bits::<14>(1) << i.to_bits::<4>());
            }
        }
        // masks: group 0 holds records 0-4, group 1 records 5-7
        self.s_m0.next = 0x1F.into();
        self.s_m1.next = 0.into();
        if self.s_nh.q.val() == 1 {
            self.s_m0.next = 0x01.into();
        } else if self.s_nh.q.val() == 2 {
            self.s_m0.next = 0x03.into();
        } else if self.s_nh.q.val() == 3 {
            self.s_m0.next = 0x07.into();
        } else if self.s_nh.q.val() == 4 {
            self.s_m0.next = 0x0F.into();
        } else if self.s_nh.q.val() == 6 {
            self.s_m1.next = 0x01.into();
        } else if self.s_nh.q.val() == 7 {
            self.s_m1.next = 0x03.into();
        } else if self.s_nh.q.val() == 8 {
            self.s_m1.next = 0x07.into();
        }
        // the first record in scan order: record 0, or FNCC's last (record nh - 1), and the
        // speed of the last hop's record (FNCC's LHCS constant)
        self.s_fm.next = 0x01.into();
        self.s_ls.next = self.s_hops.q.val().get_bits::<4>(112);
        if self.s_algo.q.val() == 2 {
            if self.s_nh.q.val() == 2 {
                self.s_fm.next = 0x02.into();
                self.s_ls.next = self.s_hops.q.val().get_bits::<4>(228);
            } else if self.s_nh.q.val() == 3 {
                self.s_fm.next = 0x04.into();
                self.s_ls.next = self.s_hops.q.val().get_bits::<4>(344);
            } else if self.s_nh.q.val() == 4 {
                self.s_fm.next = 0x08.into();
                self.s_ls.next = self.s_hops.q.val().get_bits::<4>(460);
            } else if self.s_nh.q.val() == 5 {
                self.s_fm.next = 0x10.into();
                self.s_ls.next = self.s_hops.q.val().get_bits::<4>(576);
            } else if self.s_nh.q.val() == 6 {
                self.s_ls.next = self.s_hops.q.val().get_bits::<4>(692);
            } else if self.s_nh.q.val() == 7 {
                self.s_fm.next = 0x02.into();
                self.s_ls.next = self.s_hops.q.val().get_bits::<4>(808);
            } else if self.s_nh.q.val() == 8 {
                self.s_fm.next = 0x04.into();
                self.s_ls.next = self.s_hops.q.val().get_bits::<4>(924);
            }
        }
        self.same_sb.next = self.e_v.q.val() & (self.e_ccc.q.val() == self.s_ccc.q.val());
        // B: shifted while it waits, or S's event with its compares (an event of its CCC
        // issuing its last group now is bit 0 next clock)
        self.b_m.d.next = self.b_m.q.val() << 1;
        if self.e_last.val() {
            self.e_v.d.next = false;
        }
        if self.s_adv.val() {
            self.e_v.d.next = true;
            self.b_m.d.next = (self.m_s.val() << 1) | bit_cast::<14, 1>(self.same_sb.val().into());
            self.e_ccc.d.next = self.s_ccc.q.val();
            self.e_t.d.next = self.s_t.q.val();
            self.e_seq.d.next = self.s_seq.q.val();
            self.e_snd_nxt.d.next = self.s_snd_nxt.q.val();
            self.e_n_flows.d.next = self.s_n_flows.q.val();
            self.e_n_hops.d.next = self.s_n_hops.q.val();
            self.e_hops.d.next = self.s_hops.q.val();
            self.prof_r.d.next = self.s_prof.q.val();
            self.algo_r.d.next = self.s_algo.q.val();
            self.nop_r.d.next = self.s_nop.q.val();
            self.ref_r.d.next = self.s_ref.q.val();
            self.e_two.d.next = self.s_nh.q.val() > 5;
            self.e_g0.d.next = (self.s_algo.q.val() == 2) & (self.s_nh.q.val() > 5);
            self.e_m0.d.next = self.s_m0.val();
            self.e_m1.d.next = self.s_m1.val();
            self.e_fm.d.next = self.s_fm.val();
            self.e_ls.d.next = self.s_ls.val();
        }
        // (bits 0-4 always hold B's event back; bits 5 to 10 only if that event is not fast
        // for it: `FAST_CYCLES`. Made for both events B may hold next clock, S's on a move and
        // B's own, from registers; the move chooses last)
        self.ok_s.next = 0.into();
        self.ok_e.next = 0.into();
        for k in 0..6 {
            if self.tag[4 + k].q.val().get_bit(17)
                & (self.tag[4 + k].q.val().get_bits::<4>(18) == self.s_n_hops.q.val())
                & !self.s_nop.q.val()
            {
                self.ok_s.next = self.ok_s.val() | (bits::<6>(1) << k.to_bits::<3>());
            }
            if self.tag[4 + k].q.val().get_bit(17)
                & (self.tag[4 + k].q.val().get_bits::<4>(18) == self.e_n_hops.q.val())
                & !self.nop_r.q.val()
            {
                self.ok_e.next = self.ok_e.val() | (bits::<6>(1) << k.to_bits::<3>());
            }
        }
        self.nz_move.next = self.same_sb.val()
            | (self.m_s.val().get_bits::<4>(0) != 0)
            | (self.m_s.val().get_bits::<6>(4) & !self.ok_s.val()).any();
        self.nz_shift.next = (self.b_m.q.val().get_bits::<4>(0) != 0)
            | (self.b_m.q.val().get_bits::<6>(4) & !self.ok_e.val()).any();
        self.b_nz.d.next = self.nz_shift.val();
        if self.s_adv.val() {
            self.b_nz.d.next = self.nz_move.val();
        }

        // ================= A -> S: the binding decoded =================
        self.a_adv.next = self.a_v.q.val() & (!self.s_v.q.val() | self.s_adv.val());
        self.a_in_range.next = bit_cast::<17, 16>(self.a_ccc.q.val()) < self.k_cccs.val();
        if self.s_adv.val() {
            self.s_v.d.next = false;
        }
        if self.a_adv.val() {
            self.s_v.d.next = true;
            self.s_ccc.d.next = self.a_ccc.q.val();
            self.s_t.d.next = self.a_t.q.val();
            self.s_seq.d.next = self.a_seq.q.val();
            self.s_snd_nxt.d.next = self.a_snd_nxt.q.val();
            self.s_n_flows.d.next = self.a_n_flows.q.val();
            self.s_n_hops.d.next = self.a_n_hops.q.val();
            self.s_hops.d.next = self.a_hops.q.val();
            self.s_prof.d.next = self.bind_ram.read_data.val().get_bits::<2>(1);
            self.s_algo.d.next = self.bind_ram.read_data.val().get_bits::<2>(3);
            self.s_nh.d.next = self.a_n_hops.q.val();
            self.s_nop.d.next = false;
            self.s_ref.d.next = 0.into();
            if !(self.bind_ram.read_data.val().get_bit(0) & self.a_in_range.val()) {
                self.s_nop.d.next = true;
                self.s_ref.d.next = 2.into();
                self.s_nh.d.next = 1.into();
            } else if self.a_n_hops.q.val().get_bit(3)
                & (self.a_n_hops.q.val().get_bits::<3>(0) != 0)
            {
                self.s_nop.d.next = true;
                self.s_ref.d.next = 1.into();
                self.s_nh.d.next = 1.into();
            } else if self.a_n_hops.q.val() == 0 {
                self.s_nop.d.next = true;
                self.s_nh.d.next = 1.into();
            }
        }

        // ================= the port -> A =================
        // the binding is read at the port's CCC when A takes it, else at A's (so that it
        // stays on the RAM's output while A waits)
        self.ev_ready.next =
            self.ev_valid.val() & !self.cfg_take.val() & (!self.a_v.q.val() | self.a_adv.val());
        self.bind_ram.read_address.next = self.a_ccc.q.val().get_bits::<A>(0);
        if !self.a_v.q.val() | self.a_adv.val() {
            self.bind_ram.read_address.next = self.ev_ccc.val().get_bits::<A>(0);
        }
        if self.a_adv.val() {
            self.a_v.d.next = false;
        }
        if self.ev_ready.val() {
            self.a_v.d.next = true;
            self.a_ccc.d.next = self.ev_ccc.val();
            self.a_t.d.next = self.ev_t.val();
            self.a_seq.d.next = self.ev_seq.val();
            self.a_snd_nxt.d.next = self.ev_snd_nxt.val();
            self.a_n_flows.d.next = self.ev_n_flows.val();
            self.a_n_hops.d.next = self.ev_n_hops.val();
            self.a_hops.d.next = self.ev_hops.val();
        }

        // ================= the maximum in scan order =================
        // H+21: the lanes' results (FNCC: lane 4 first), the first level of the tree
        self.le0.next = bit_cast::<EL, 1>(self.gd.q.val().get_bit(3).into())
            | (bit_cast::<EL, 28>(self.lane0.out_u.val()) << 1)
            | (bit_cast::<EL, 21>(self.lane0.out_a.val()) << 29)
            | (bit_cast::<EL, 1>(self.gd.q.val().get_bit(8).into()) << 50);
        self.le1.next = bit_cast::<EL, 1>(self.gd.q.val().get_bit(4).into())
            | (bit_cast::<EL, 28>(self.lane1.out_u.val()) << 1)
            | (bit_cast::<EL, 21>(self.lane1.out_a.val()) << 29)
            | (bit_cast::<EL, 1>(self.gd.q.val().get_bit(9).into()) << 50);
        self.le2.next = bit_cast::<EL, 1>(self.gd.q.val().get_bit(5).into())
            | (bit_cast::<EL, 28>(self.lane2.out_u.val()) << 1)
            | (bit_cast::<EL, 21>(self.lane2.out_a.val()) << 29)
            | (bit_cast::<EL, 1>(self.gd.q.val().get_bit(10).into()) << 50);
        self.le3.next = bit_cast::<EL, 1>(self.gd.q.val().get_bit(6).into())
            | (bit_cast::<EL, 28>(self.lane3.out_u.val()) << 1)
            | (bit_cast::<EL, 21>(self.lane3.out_a.val()) << 29)
            | (bit_cast::<EL, 1>(self.gd.q.val().get_bit(11).into()) << 50);
        self.le4.next = bit_cast::<EL, 1>(self.gd.q.val().get_bit(7).into())
            | (bit_cast::<EL, 28>(self.lane4.out_u.val()) << 1)
            | (bit_cast::<EL, 21>(self.lane4.out_a.val()) << 29)
            | (bit_cast::<EL, 1>(self.gd.q.val().get_bit(12).into()) << 50);
        self.sm01.l.next = self.le0.val();
        self.sm01.r.next = self.le1.val();
        self.sm23.l.next = self.le2.val();
        self.sm23.r.next = self.le3.val();
        self.f1_x4.d.next = self.le4.val();
        if self.gd.q.val().get_bit(13) {
            self.sm01.l.next = self.le4.val();
            self.sm01.r.next = self.le3.val();
            self.sm23.l.next = self.le2.val();
            self.sm23.r.next = self.le1.val();
            self.f1_x4.d.next = self.le0.val();
        }
        self.f1_p01.d.next = self.sm01.out.val();
        self.f1_p23.d.next = self.sm23.out.val();
        self.f1_g.d.next = self.gd.q.val().get_bits::<3>(0);
        // H+22, H+23
        self.smq.l.next = self.f1_p01.q.val();
        self.smq.r.next = self.f1_p23.q.val();
        self.f2_q.d.next = self.smq.out.val();
        self.f2_x4.d.next = self.f1_x4.q.val();
        self.f2_g.d.next = self.f1_g.q.val();
        self.smg.l.next = self.f2_q.q.val();
        self.smg.r.next = self.f2_x4.q.val();
        self.f3_e.d.next = self.smg.out.val();
        self.f3_g.d.next = self.f2_g.q.val();
        // H+24: across the groups (the second strictly above the first)
        self.r_v.d.next = self.f3_g.q.val().get_bit(0) & self.f3_g.q.val().get_bit(2);
        if self.f3_g.q.val().get_bit(0) {
            if self.f3_g.q.val().get_bit(1) {
                self.acc_u.d.next = self.f3_e.q.val().get_bits::<28>(1);
                self.acc_a.d.next = self.f3_e.q.val().get_bits::<21>(29);
                self.acc_has.d.next = self.f3_e.q.val().get_bits::<28>(1) != 0;
                self.acc_lm.d.next =
                    self.f3_e.q.val().get_bit(50) & (self.f3_e.q.val().get_bits::<28>(1) != 0);
            } else if self.f3_e.q.val().get_bits::<28>(1) > self.acc_u.q.val() {
                self.acc_u.d.next = self.f3_e.q.val().get_bits::<28>(1);
                self.acc_a.d.next = self.f3_e.q.val().get_bits::<21>(29);
                self.acc_has.d.next = true;
                self.acc_lm.d.next = false;
            }
        }

        // ================= tail =================
        // ---- U's EWMA at T0 + 6, from the step's shift (`fx_e`, registered at T0 + 6): the
        // step's rounding bit is the add's carry in, a step of 2^28 or more saturates U
        // (`un6`, registered in `u6_r`). And for the CCC's event 6 behind a fast one (at its
        // own T0 now): |u - U| and u >= U against that U without waiting for it, as
        // u - U_old -/+ q -/+ r and its negation, each a carry-save step and one add, with
        // U's bounds chosen last (`d_fw`, `go_fw`)
        self.zq.next = bit_cast::<30, 28>(self.fx_e.z.val().get_bits::<28>(1));
        self.zr.next = self.fx_e.z.val().get_bit(0);
        self.zbig.next = self.fx_e.sat.val() | (self.fx_e.z.val().get_bits::<13>(29) != 0);
        self.e_on.next = self.dir_d6.q.val().get_bit(1);
        self.e_up.next = self.dir_d6.q.val().get_bit(0);
        self.ua30.next = bit_cast::<30, 28>(self.u_d6.q.val());
        self.ux30.next = bit_cast::<30, 28>(self.t0_u.q.val());
        self.s_up.next = bit_cast::<29, 28>(self.u_d6.q.val())
            + bit_cast::<29, 28>(self.zq.val().get_bits::<28>(0))
            + bit_cast::<29, 1>(self.zr.val().into());
        self.nzr.next = !self.zr.val();
        self.s_dn.next =
            self.ua30.val() + !self.zq.val() + bit_cast::<30, 1>(self.nzr.val().into());
        self.un6.next = self.u_d6.q.val();
        if self.e_on.val() {
            if self.e_up.val() {
                self.un6.next = self.s_up.val().get_bits::<28>(0);
                if self.zbig.val() | self.s_up.val().get_bit(28) {
                    self.un6.next = 0xFFF_FFFF.into();
                }
            } else {
                self.un6.next = self.s_dn.val().get_bits::<28>(0);
                if self.zbig.val() | self.s_dn.val().get_bit(29) | (self.s_dn.val() == 0) {
                    self.un6.next = 1.into();
                }
            }
        }
        // u - U = u + !U_old + P + c_p and U - u = U_old + !u + !P + (3 - c_p): up, P = !q
        // and c_p = 2 - r; down, P = q and c_p = 1 + r; no EWMA, P = 0 and c_p = 1. c_p is
        // the carry word's free low bit (1) plus the add's carry in
        self.pq.next = 0.into();
        if self.e_on.val() {
            self.pq.next = self.zq.val();
            if self.e_up.val() {
                self.pq.next = !self.zq.val();
            }
        }
        self.cp_ci.next = self.e_on.val() & (self.e_up.val() ^ self.zr.val());
        self.cs_ps.next = self.ux30.val() ^ !self.ua30.val() ^ self.pq.val();
        self.cs_pc.next = (((self.ux30.val() & !self.ua30.val())
            | (self.ux30.val() & self.pq.val())
            | (!self.ua30.val() & self.pq.val()))
            << 1)
            | bits::<30>(1);
        self.dp.next = ((bit_cast::<31, 30>(self.cs_ps.val()) << 1) | bits::<31>(1))
            + ((bit_cast::<31, 30>(self.cs_pc.val()) << 1)
                | bit_cast::<31, 1>(self.cp_ci.val().into()));
        self.cn_ci.next = !self.cp_ci.val();
        self.cs_ns.next = self.ua30.val() ^ !self.ux30.val() ^ !self.pq.val();
        self.cs_nc.next = (((self.ua30.val() & !self.ux30.val())
            | (self.ua30.val() & !self.pq.val())
            | (!self.ux30.val() & !self.pq.val()))
            << 1)
            | bits::<30>(1);
        self.dn.next = ((bit_cast::<31, 30>(self.cs_ns.val()) << 1) | bits::<31>(1))
            + ((bit_cast::<31, 30>(self.cs_nc.val()) << 1)
                | bit_cast::<31, 1>(self.cn_ci.val().into()));
        // down: U_old - q - r <= 0 (U at its floor) is U_old + !q - r < 0
        self.rm.next = 0.into();
        if self.zr.val() {
            self.rm.next = bits::<30>(0x3FFF_FFFF);
        }
        self.cs_ts.next = self.ua30.val() ^ !self.zq.val() ^ self.rm.val();
        self.cs_tc.next = ((self.ua30.val() & !self.zq.val())
            | (self.ua30.val() & self.rm.val())
            | (!self.zq.val() & self.rm.val()))
            << 1;
        self.tq.next = self.cs_ts.val() + self.cs_tc.val();
        self.cl_up.next =
            self.e_on.val() & self.e_up.val() & (self.zbig.val() | self.s_up.val().get_bit(28));
        self.cl_dn.next =
            self.e_on.val() & !self.e_up.val() & (self.zbig.val() | self.tq.val().get_bit(29));
        self.d_fw.next = self.dp.val().get_bits::<28>(1);
        self.go_fw.next = !self.dp.val().get_bit(30);
        if self.dp.val().get_bit(30) {
            self.d_fw.next = self.dn.val().get_bits::<28>(1);
        }
        if self.cl_up.val() {
            self.d_fw.next = self.t0_dmax.q.val();
            self.go_fw.next = self.t0_gmax.q.val();
        }
        if self.cl_dn.val() {
            self.d_fw.next = self.t0_done.q.val();
            self.go_fw.next = self.t0_gone.q.val();
        }
        // R: the head, the profile and the last hop's LHCS constant are read
        // (the head's store reads in two clocks: its address one clock before R)
        self.lu_ram.read_address.next = self.b1.q.val().get_bits::<A>(0);
        self.ui_ram.read_address.next = self.b1.q.val().get_bits::<A>(0);
        self.b1_r.d.next = self.b1.q.val();
        self.prof_ram.read_address.next = self.b1_r.q.val().get_bits::<2>(23);
        self.lhcs_ram.read_address.next = (bit_cast::<5, 2>(self.b1_r.q.val().get_bits::<2>(23))
            << 3)
            | bit_cast::<5, 3>(self.b1_r.q.val().get_bits::<3>(140));
        self.t0_v.d.next = self.r_v.q.val();
        self.t0_u.d.next = self.acc_u.q.val();
        self.t0_dmax.d.next = bits::<28>(0xFFF_FFFF) - self.acc_u.q.val();
        self.t0_gmax.d.next = self.acc_u.q.val() == bits::<28>(0xFFF_FFFF);
        self.t0_gone.d.next = self.acc_u.q.val().any();
        self.t0_done.d.next = 1.into();
        if self.acc_u.q.val().any() {
            self.t0_done.d.next = self.acc_u.q.val() - 1;
        }
        self.t0_a.d.next = self.acc_a.q.val();
        self.t0_has.d.next = self.acc_has.q.val();
        self.t0_lm.d.next = self.acc_lm.q.val();
        self.t0_b1.d.next = self.b1_r.q.val();
        // T0
        // the head as far as T0 needs it: lastUpdate and the hop count from their store, U
        // and incStage from theirs or forwarded from the CCC's event 6 to 12 before (W and
        // Wc are read at T0 + 17; 6 to 11 behind a fast event, which leaves incStage as it
        // read it)
        self.uif_n.next = self.ui_ram.read_data.val();
        if self.t0_b1.q.val().get_bit(144) {
            self.uif_n.next = bit_cast::<UI_BITS, 28>(self.u6_r.q.val())
                | (bit_cast::<UI_BITS, 4>(self.cw_r7.q.val().get_bits::<4>(32)) << 28);
        }
        if self.t0_b1.q.val().get_bit(145) {
            self.uif_n.next = bit_cast::<UI_BITS, 28>(self.u7_r.q.val())
                | (bit_cast::<UI_BITS, 4>(self.cw_r8.q.val().get_bits::<4>(32)) << 28);
        }
        if self.t0_b1.q.val().get_bit(146) {
            self.uif_n.next = bit_cast::<UI_BITS, 28>(self.u8_r.q.val())
                | (bit_cast::<UI_BITS, 4>(self.cw_d8.q.val().get_bits::<4>(32)) << 28);
        }
        if self.t0_b1.q.val().get_bit(147) {
            self.uif_n.next = self.uiw_d.q.val();
        }
        if self.t0_b1.q.val().get_bit(148) {
            self.uif_n.next = self.ui12.q.val();
        }
        if self.t0_b1.q.val().get_bit(149) {
            self.uif_n.next = self.ui13.q.val();
        }
        self.uu_n.next = self.uif_n.val().get_bits::<28>(0);
        // 6 behind a fast event: its U made in this clock (`un6`, into registers only), its
        // incStage as it read it (an event 12 behind is older: this one wins)
        self.fwd6.next = self.t0_b1.q.val().get_bit(143);
        self.uif.next = self.uif_n.val();
        if self.fwd6.val() {
            self.uif.next = bit_cast::<UI_BITS, 28>(self.un6.val())
                | (bit_cast::<UI_BITS, 4>(self.cw_d5.q.val().get_bits::<4>(32)) << 28);
        }
        self.hd.next = (bit_cast::<HEAD, UI_BITS>(self.uif.val()) << 80)
            | (bit_cast::<HEAD, LU_BITS>(self.lu_ram.read_data.val()) << 112);
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
            !self.b2p_r.q.val().get_bit(62) & (self.sd.val() != 0) & !self.sd.val().get_bit(47);
        self.lu_f.next = self.lu_r.q.val();
        if self.upd.val() {
            self.lu_f.next = self.nlu_r.q.val();
        }
        // lastUpdate and the hop count written from T0 + 2 (a refused or empty event writes
        // nothing)
        self.t1_v.d.next = self.t0_v.q.val();
        self.luw_v.d.next = self.t1_v.q.val() & !self.b2p_r.q.val().get_bit(62);
        self.luw_a.d.next = self.b2p_r.q.val().get_bits::<A>(65);
        self.luw_d.d.next = bit_cast::<LU_BITS, 48>(self.lu_f.val())
            | (bit_cast::<LU_BITS, 4>(self.b2p_r.q.val().get_bits::<4>(52)) << 48);
        self.eu_d9.d.next = bit_cast::<2, 1>(self.b2p_r.q.val().get_bit(60).into())
            | (bit_cast::<2, 1>(self.upd.val().into()) << 1);
        self.cc_d10.d.next = bit_cast::<17, 16>(self.t0_b1.q.val().get_bits::<16>(0))
            | (bit_cast::<17, 1>((self.t0_v.q.val() & !self.t0_b1.q.val().get_bit(20)).into())
                << 16);
        self.cc_d15.d.next = self.cc_d10.q.val();
        self.fw_d16.d.next = self.t0_b1.q.val().get_bits::<9>(143);
        self.uu.next = self.hd.val().get_bits::<28>(80);
        // FNCC: the last hop carries the strict maximum above alpha, N reported
        self.fire.next = self.en.val()
            & (self.t0_b1.q.val().get_bits::<2>(25) == 2)
            & self.t0_lm.q.val()
            & (self.t0_u.q.val() > self.pf.val().get_bits::<28>(122))
            & (self.t0_b1.q.val().get_bits::<16>(123) != 0);
        self.d_r.d.next = self.t0_u.q.val() - self.uu_n.val();
        if self.t0_u.q.val() < self.uu_n.val() {
            self.d_r.d.next = self.uu_n.val() - self.t0_u.q.val();
        }
        if self.fwd6.val() {
            self.d_r.d.next = self.d_fw.val();
        }
        // T0+1: |u - U| and a normalised
        // (|u - U| on the multiplier a clock after `d_r`, unregistered: `IntFpIntFast`; a
        // from T0, so that both reach `mul_e` at T0 + 2)
        self.int_d.x.next = bit_cast::<40, 28>(self.d_r.q.val());
        self.int_a.in_valid.next = true;
        self.int_a.x.next = bit_cast::<40, 21>(self.t0_a.q.val());
        self.int_n.in_valid.next = true;
        self.int_n.x.next = bit_cast::<40, 16>(self.t0_b1.q.val().get_bits::<16>(123));
        self.u_d6.d.next = self.uu.val();
        // dir: bit 0 up, bit 1 the EWMA applies
        self.go_up.next = self.t0_u.q.val() >= self.uu_n.val();
        if self.fwd6.val() {
            self.go_up.next = self.go_fw.val();
        }
        self.ewma.next = self.en.val() & self.t0_has.q.val();
        self.dir_d6.d.next = bit_cast::<2, 1>(self.go_up.val().into())
            | (bit_cast::<2, 1>(self.ewma.val().into()) << 1);
        self.cw_d5.d.next = bit_cast::<36, 28>(self.pf.val().get_bits::<28>(94))
            | (bit_cast::<36, 4>(self.pf.val().get_bits::<4>(190)) << 28)
            | (bit_cast::<36, 4>(self.hd.val().get_bits::<4>(108)) << 32);
        self.fire_d16.d.next = self.fire.val();
        self.lk_d11.d.next = self.lhcs_ram.read_data.val();
        self.eta_d18.d.next = self.pf.val().get_bits::<26>(68);
        // B2 (T0 + 1 to T0 + 28): incStage [3:0], lastUpdate's new value [51:4], the hop count
        // [55:52], the stored one [59:56], en [60], the update [61], nop [62], the refusal
        // [64:63], the CCC [80:65], W_AI [120:81]
        self.b2w.next = bit_cast::<B2, 4>(self.hd.val().get_bits::<4>(108))
            | (bit_cast::<B2, 4>(self.t0_b1.q.val().get_bits::<4>(16)) << 52)
            | (bit_cast::<B2, 4>(self.hd.val().get_bits::<4>(160)) << 56)
            | (bit_cast::<B2, 1>(self.en.val().into()) << 60)
            | (bit_cast::<B2, 1>(self.t0_b1.q.val().get_bit(20).into()) << 62)
            | (bit_cast::<B2, 2>(self.t0_b1.q.val().get_bits::<2>(21)) << 63)
            | (bit_cast::<B2, 16>(self.t0_b1.q.val().get_bits::<16>(0)) << 65)
            | (bit_cast::<B2, 40>(self.pf.val().get_bits::<40>(150)) << 81);
        self.b2p_r.d.next = self.b2w.val();
        self.b2.d.next = self.b2p_r.q.val()
            | (bit_cast::<B2, 48>(self.lu_f.val()) << 4)
            | (bit_cast::<B2, 1>(self.upd.val().into()) << 61);
        self.v_d26.d.next = self.t0_v.q.val();
        // T0+2: |u - U| a (into the DSP's input registers); 1 / N
        self.mul_e.in_valid.next = true;
        self.mul_e.a_m.next = self.int_d.out_m.val();
        self.mul_e.a_e.next = self.int_d.out_e.val();
        self.mul_e.b_m.next = self.int_a.out_m.val();
        self.mul_e.b_e.next = self.int_a.out_e.val();
        self.recip_n.in_valid.next = true;
        self.recip_n.m.next = self.int_n.out_m.val();
        self.recip_n.e.next = self.int_n.out_e.val();
        // T0+5: the step of U, shifted at T0 + 6
        self.fx_e.m.next = self.mul_e.out_m.val();
        self.fx_e.e.next = self.mul_e.out_e.val();
        // T0+6: U += a (u - U), at least one LSB (`un6`, made at the tail's head above)
        self.u6_r.d.next = self.un6.val();
        self.u7_r.d.next = self.u6_r.q.val();
        self.u8_r.d.next = self.u7_r.q.val();
        self.cw_r7.d.next = self.cw_d5.q.val();
        self.cw_r8.d.next = self.cw_r7.q.val();
        self.cw_d8.d.next = self.cw_r8.q.val();
        // T0+9: the branch; U on the multiplier
        self.md10.next = (self.u8_r.q.val() >= self.cw_d8.q.val().get_bits::<28>(0))
            | (self.cw_d8.q.val().get_bits::<4>(32) >= self.cw_d8.q.val().get_bits::<4>(28));
        self.md_d18.d.next = self.md10.val();
        // U and incStage known: written from T0 + 10, forwarded from T0 + 10 to T0 + 12
        self.inc10.next = self.cw_d8.q.val().get_bits::<4>(32);
        if self.eu_d9.q.val().get_bit(0) & self.eu_d9.q.val().get_bit(1) {
            if self.md10.val() {
                self.inc10.next = 0.into();
            } else if self.cw_d8.q.val().get_bits::<4>(32) != 15 {
                self.inc10.next = self.cw_d8.q.val().get_bits::<4>(32) + 1;
            }
        }
        self.uiw_v.d.next = self.cc_d10.q.val().get_bit(16);
        self.uiw_a.d.next = self.cc_d10.q.val().get_bits::<A>(0);
        self.uiw_d.d.next = bit_cast::<UI_BITS, 28>(self.u8_r.q.val())
            | (bit_cast::<UI_BITS, 4>(self.inc10.val()) << 28);
        self.ui12.d.next = self.uiw_d.q.val();
        self.ui13.d.next = self.ui12.q.val();
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
        // T0+17: W and Wc from their store (read at T0 + 15), or forwarded from the CCC's
        // event 12, 13 or 14 before (its head write at T0 + 29 and the two copies after it;
        // the newest wins: an event 7 and one 14 before can both be the CCC's)
        // (6 to 11 behind a fast event: its Wc after LHCS is the Wc it writes, chosen a clock
        // before from the delay line one place earlier (`wcf`), so that the store's output
        // meets a short choice; its W is not read, the word's W half is that Wc too. The
        // newest wins: an event 6 and one 12 to 14 before can both be the CCC's)
        self.wcf_v.d.next = self.fw_d16.q.val().get_bits::<6>(0).any();
        self.wcf.d.next = self.wc1_r10.q.val();
        if self.fw_d16.q.val().get_bit(4) {
            self.wcf.d.next = self.wc1_r9.q.val();
        }
        if self.fw_d16.q.val().get_bit(3) {
            self.wcf.d.next = self.wc1_r8.q.val();
        }
        if self.fw_d16.q.val().get_bit(2) {
            self.wcf.d.next = self.wc1_r7.q.val();
        }
        if self.fw_d16.q.val().get_bit(1) {
            self.wcf.d.next = self.wc1_r6.q.val();
        }
        if self.fw_d16.q.val().get_bit(0) {
            self.wcf.d.next = self.wc1_d5.q.val();
        }
        self.fw_r17.d.next = self.fw_d16.q.val().get_bits::<3>(6);
        self.ww_ram.read_address.next = self.cc_d15.q.val().get_bits::<A>(0);
        self.wwf.next = self.ww_ram.read_data.val();
        if self.fw_r17.q.val().get_bit(2) {
            self.wwf.next = self.ww31.q.val();
        }
        if self.fw_r17.q.val().get_bit(1) {
            self.wwf.next = self.ww30.q.val();
        }
        if self.fw_r17.q.val().get_bit(0) {
            self.wwf.next = self.o_hwd.q.val().get_bits::<WW_BITS>(0);
        }
        if self.wcf_v.q.val() {
            self.wwf.next = bit_cast::<WW_BITS, 40>(self.wcf.q.val())
                | (bit_cast::<WW_BITS, 40>(self.wcf.q.val()) << 40);
        }
        self.ww30.d.next = self.o_hwd.q.val().get_bits::<WW_BITS>(0);
        self.ww31.d.next = self.ww30.q.val();
        self.wo_d11.d.next = self.wwf.val().get_bits::<40>(0);
        // Wc after LHCS
        self.wc1.next = self.wwf.val().get_bits::<40>(40);
        if self.fire_d16.q.val() {
            self.wc1.next = self.fx_l.out.val();
        }
        self.wc1_d5.d.next = self.wc1.val();
        self.wc1_r6.d.next = self.wc1_d5.q.val();
        self.wc1_r7.d.next = self.wc1_r6.q.val();
        self.wc1_r8.d.next = self.wc1_r7.q.val();
        self.wc1_r9.d.next = self.wc1_r8.q.val();
        self.wc1_r10.d.next = self.wc1_r9.q.val();
        self.wc1_r.d.next = self.wc1_r10.q.val();
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
        self.wai_s.next = bit_cast::<41, 40>(self.b2q.val().get_bits::<40>(81));
        if self.md_d18.q.val() {
            self.wmd.next = bit_cast::<41, 40>(self.fx_w.out.val()) + self.wai_s.val();
        } else {
            self.wmd.next = bit_cast::<41, 40>(self.wc1_r.q.val()) + self.wai_s.val();
        }
        self.w_new.next = self.wmd.val().get_bits::<40>(0);
        if self.wmd.val() > self.k_wmax.val() {
            self.w_new.next = self.k_wmax.val().get_bits::<40>(0);
        }
        self.inc_new.next = self.b2q.val().get_bits::<4>(0);
        self.wc_new.next = self.wc1_r.q.val();
        if !self.b2q.val().get_bit(60) {
            self.w_new.next = self.wo_d11.q.val();
        } else if self.b2q.val().get_bit(61) {
            self.wc_new.next = self.w_new.val();
            if self.md_d18.q.val() {
                self.inc_new.next = 0.into();
            } else if self.b2q.val().get_bits::<4>(0) != 15 {
                self.inc_new.next = self.b2q.val().get_bits::<4>(0) + 1;
            }
        }
        self.hw.next = bit_cast::<HEAD, 40>(self.w_new.val())
            | (bit_cast::<HEAD, 40>(self.wc_new.val()) << 40)
            | (bit_cast::<HEAD, 28>(self.u_d18.q.val()) << 80)
            | (bit_cast::<HEAD, 4>(self.inc_new.val()) << 108)
            | (bit_cast::<HEAD, 48>(self.b2q.val().get_bits::<48>(4)) << 112)
            | (bit_cast::<HEAD, 4>(self.b2q.val().get_bits::<4>(52)) << 160);
        self.o_done.d.next = self.v_d26.q.val();
        self.o_ccc.d.next = self.b2q.val().get_bits::<16>(65);
        self.o_branch.d.next = 0.into();
        if self.b2q.val().get_bit(60) {
            if self.md_d18.q.val() {
                self.o_branch.d.next = 1.into();
            } else {
                self.o_branch.d.next = 2.into();
            }
        }
        self.o_upd.d.next = self.b2q.val().get_bit(61);
        self.o_lhcs.d.next = self.fire_d26.q.val();
        self.o_ref.d.next = self.b2q.val().get_bits::<2>(63);
        self.o_hwe.d.next = self.v_d26.q.val() & !self.b2q.val().get_bit(62);
        self.o_hwa.d.next = self.b2q.val().get_bits::<A>(65);
        self.o_hwd.d.next = self.hw.val();
        // the answer; the head written
        self.done.next = self.o_done.q.val();
        self.done_ccc.next = self.o_ccc.q.val();
        self.done_branch.next = self.o_branch.q.val();
        self.done_update_wc.next = self.o_upd.q.val();
        self.done_lhcs.next = self.o_lhcs.q.val();
        self.done_refused.next = self.o_ref.q.val();
        self.lu_ram.write_enable.next = self.luw_v.q.val();
        self.lu_ram.write_address.next = self.luw_a.q.val();
        self.lu_ram.write_data.next = self.luw_d.q.val();
        self.ui_ram.write_enable.next = self.uiw_v.q.val();
        self.ui_ram.write_address.next = self.uiw_a.q.val();
        self.ui_ram.write_data.next = self.uiw_d.q.val();
        self.ww_ram.write_enable.next = self.o_hwe.q.val();
        self.ww_ram.write_address.next = self.o_hwa.q.val();
        self.ww_ram.write_data.next = self.o_hwd.q.val().get_bits::<WW_BITS>(0);
        self.lui_ram.write_enable.next = self.iw_v.q.val();
        self.lui_ram.write_address.next = self.iw_a.q.val();
        self.lui_ram.write_data.next = self.iw_d.q.val();
        // a bind writes the CCC's initial head (nothing is in flight)
        if self.cfg_take.val() & (self.cfg_op.val() == 2) & self.cfg_in_range.val() {
            self.lu_ram.write_enable.next = true;
            self.lu_ram.write_address.next = self.cfg_addr.val().get_bits::<A>(0);
            self.lu_ram.write_data.next = self.cfg_data.val().get_bits::<LU_BITS>(112);
            self.ui_ram.write_enable.next = true;
            self.ui_ram.write_address.next = self.cfg_addr.val().get_bits::<A>(0);
            self.ui_ram.write_data.next = self.cfg_data.val().get_bits::<UI_BITS>(80);
            self.ww_ram.write_enable.next = true;
            self.ww_ram.write_address.next = self.cfg_addr.val().get_bits::<A>(0);
            self.ww_ram.write_data.next = self.cfg_data.val().get_bits::<WW_BITS>(0);
            self.lui_ram.write_enable.next = true;
            self.lui_ram.write_address.next = self.cfg_addr.val().get_bits::<A>(0);
            self.lui_ram.write_data.next = self.cfg_data.val().get_bits::<48>(112);
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

fn engine_verilog<const A: usize, const LA: usize, const LB: usize>(cccs: usize) -> String {
    crate::on_big_stack(move || {
        let mut uut = IntEngine::<A, LA, LB>::new(cccs);
        uut.connect_all();
        generate_verilog(&uut)
    })
}

/// CCCs of the INT engine built for the ECP5 (the trade-off table's 1,024 at 5 hops).
pub const ECP5_INT_CCCS: usize = 1024;
/// CCCs of the Cu's INT engine (`IntSerialEngine`: this engine does not fit the HX8K).
pub use crate::int::int_serial::CU_INT_CCCS;

/// Verilog of the ECP5's INT engine (1,024 CCCs, top module `top`).
pub fn verilog_ecp5() -> String {
    engine_verilog::<10, 13, 11>(ECP5_INT_CCCS)
}
