//! `NsccDatapath`: the NSCC pipeline (`docs/pipeline.md`), stages 1 to 29, the datapath of
//! `NsccEngine` (many CCCs, `ext` high: the state before each event comes from the CCC's
//! context through the `prev_*` ports, and the configuration of the event's profile through
//! the `s<k>_*` ports, each for the stage that uses it).
//!
//! | stage | block | |
//! |---|---|---|
//! | 1 | input registers | GainMul: BDP = rate x rtt; [`PenaltyMul`]: bytes x pend >> 7 (usable in 4) |
//! | 2 | [`QuadrantStage`] | base RTT (owner), delay |
//! | 3-6 | [`EwmaShifter`] | avg_delay (owner, stage 6) |
//! | 3 | | GainMul: fast increase fi_scale x bytes; [`PropGain`]: alpha x (target - delay); the quadrant (fair or not) |
//! | 6 | | GainMul: credit = bytes x (fair ? fi : alpha x headroom), usable in 11 |
//! | 7 | [`QaTimer`] | counters, timers, BDP/MaxWnd (owner), decisions; MD ratio gamma x target / avg (RecipDiv) |
//! | 15 | fast decision and fulfill accumulator | the start cwnd as this stage sees it (its candidates compared a stage earlier in engine mode); fast_active and inc_bytes (owner); the divisor without an MD cut; MD kept -> GainMul(start, kept) |
//! | 15-23 | the divide path (engine mode) | a second RecipDiv by the divisor without an MD cut; K = early cwnd + eta (21), MaxWnd - K (22), the quotient added (23): `mid_cwnd`, a fulfill's cwnd when the event has no MD |
//! | 20 | | the window after the MD cut: the fulfill RecipDiv by it (NSCC's order: the cut, then the fulfill) |
//! | 26-29 | [`CwndCommit`] | its operands arrive through block-RAM delay lines ([`BramDelay`]) and are prepared in 26 and 27, the fulfill quotient joins them in 28 (one add deep); cwnd (owner) in 29 |

use nscc_rtl_macros::{port_logic, ports};
use rust_hdl::prelude::*;

use crate::arith::ewma_shifter::EwmaShifter;
use crate::arith::gain_mul::GainMul;
use crate::arith::penalty_mul::PenaltyMul;
use crate::arith::prop_gain::PropGain;
use crate::arith::recip_div::RecipDiv;
use crate::blocks::*;
use crate::nscc::cwnd_commit::CwndCommit;
use crate::nscc::qa_timer::QaTimer;
use crate::nscc::quadrant_stage::QuadrantStage;

#[ports]
#[derive(LogicBlock, Default)]
pub struct NsccDatapath {
    pub clock: Signal<In, Clock>,
    /// Engine mode: the state before each event comes from the `prev_*` ports (its CCC's
    /// context, each read for the stage named), not from the owner blocks' registers.
    pub ext: Signal<In, Bit>,
    // ---- activation of a CCC whose owner blocks keep their state (`ext` low; no instance
    // does now: the engine drives `ext` high)
    pub load: Signal<In, Bit>,
    pub load_t: Signal<In, Bits<32>>,
    pub init_cwnd: Signal<In, Bits<24>>,
    pub init_bdp: Signal<In, Bits<24>>,
    pub init_maxwnd: Signal<In, Bits<24>>,
    pub init_base_rtt: Signal<In, Bits<24>>,
    pub init_base_rtt_sub: Signal<In, Bits<10>>,
    // ---- the event entering stage 1
    #[group(sink, only(valid))]
    event_stream: (),
    #[group(sink)]
    event: (),
    // ---- configuration, for the event in the stage named (`s<k>_`)
    pub s1_rate_mant: Signal<In, Bits<12>>,
    pub s1_rate_exp: Signal<In, Bits<8>>,
    pub s3_fis_mant: Signal<In, Bits<12>>,
    pub s3_fis_exp: Signal<In, Bits<8>>,
    pub s3_target: Signal<In, Bits<24>>,
    pub s3_target_sub: Signal<In, Bits<10>>,
    pub s3_alpha_mant: Signal<In, Bits<12>>,
    pub s3_alpha_exp: Signal<In, Bits<8>>,
    pub s3_network_rtt: Signal<In, Bits<24>>,
    pub s6_fi_mant: Signal<In, Bits<12>>,
    pub s6_fi_exp: Signal<In, Bits<8>>,
    pub s6_mtu: Signal<In, Bits<24>>,
    pub s7_mtu: Signal<In, Bits<24>>,
    pub s7_target: Signal<In, Bits<24>>,
    pub s7_target_sub: Signal<In, Bits<10>>,
    pub s7_target_frac: Signal<In, Bits<8>>,
    pub s7_qa_threshold: Signal<In, Bits<24>>,
    pub s7_qa_threshold_sub: Signal<In, Bits<10>>,
    pub s7_network_rtt: Signal<In, Bits<24>>,
    pub s7_network_rtt_sub: Signal<In, Bits<10>>,
    pub s7_fulfill_bytes: Signal<In, Bits<24>>,
    pub s7_qa_gate: Signal<In, Bits<5>>,
    pub s7_gamma_target: Signal<In, Bits<32>>,
    pub s20_mtu: Signal<In, Bits<24>>,
    pub s26_mtu: Signal<In, Bits<24>>,
    pub s26_eta: Signal<In, Bits<16>>,
    /// engine mode: the eta of the event in stage 21 (the divide path's)
    pub s21_eta: Signal<In, Bits<16>>,
    // ---- the CCC's state before the event (engine mode), for the stage named
    /// stage 2
    pub prev_base_rtt: Signal<In, Bits<24>>,
    pub prev_base_rtt_sub: Signal<In, Bits<10>>,
    /// stage 2 (carried to the EWMA's stages 4 and 6)
    pub prev_avg: Signal<In, Bits<32>>,
    /// Engine mode: the event in stage 3 follows its CCC's previous event 4 behind, whose
    /// average (`avg_delay`, this cycle) was not written when `prev_avg` was read: it takes
    /// it in stage 3 (the quadrant's delay where it is the average, the EWMA's operands)
    pub avg_fwd3: Signal<In, Bit>,
    /// stage 7: the QA timer's registers
    #[group(sink)]
    qa_state: (),
    /// Engine mode: the QA timer's counters and times of the CCC of the event in stage 6
    /// (its T group read a stage earlier), for the QA timer's part 0.
    #[group(sink, prefix = "prev6_", subset = "qa_counters")]
    qa_state: (),
    /// stage 14 in engine mode (carried to the commit's prep B, 28): the commit registers
    #[group(sink)]
    commit_state: (),
    /// stage 15: the increase credit and the fast flag
    pub prev_inc: Signal<In, Bits<48>>,
    pub prev_fast_active: Signal<In, Bit>,
    // ---- the state after the event, each from its owner (interface map's `STATE`, the
    // owner stage + 1), and the event's action and fulfill at stage 28
    pub base_rtt: Signal<Out, Bits<24>>,
    pub base_rtt_sub: Signal<Out, Bits<10>>,
    pub avg_delay: Signal<Out, Bits<32>>,
    /// the event's action and fulfill, from stage 15 (where fast is decided)
    pub action: Signal<Out, Bits<4>>,
    pub fulfill: Signal<Out, Bit>,
    #[group(source, prefix = "")]
    qa_state: (),
    pub inc_bytes: Signal<Out, Bits<48>>,
    pub fast_active: Signal<Out, Bit>,
    #[group(source, prefix = "")]
    commit_state: (),
    pub action_28: Signal<Out, Bits<4>>,
    pub fulfill_28: Signal<Out, Bit>,
    /// Engine mode: the event in stage 9 takes the slow path (an MD or a fulfill: its cwnd
    /// is known only when the commit writes it)
    pub route_slow9: Signal<Out, Bit>,
    /// Engine mode: the event in stage 9 has an MD (the slow path proper: its cwnd is known
    /// only when the commit writes it); an event with a fulfill and no MD takes the divide
    /// path, whose cwnd `mid_cwnd` gives in stage 23
    pub route_md9: Signal<Out, Bit>,
    /// Engine mode, stage 23 (registered by the engine into its stage-24 word): the cwnd
    /// after an event of the divide path (`mid_ok`), from the early commit's cwnd and the
    /// early divider's quotient: min(early cwnd + min(quot + eta, 2^24 - 1), MaxWnd) on an
    /// ack without Quick Adapt, the early cwnd otherwise (NSCC's commit with the fulfill
    /// term added last: the early cwnd is min(Y, MaxWnd) with Y >= MTU, so min(Y + F, MaxWnd)
    /// = min(early + F, MaxWnd))
    pub mid_cwnd: Signal<Out, Bits<24>>,
    pub mid_ok: Signal<Out, Bit>,
    /// Engine mode: the commit registers after the event in stage 20 (cwnd, pre-penalty
    /// cwnd, penalty flag, as the C group's word), made by the early commits in stages 12
    /// to 15, and whether they are its final ones (a fast-path event: no MD, no fulfill),
    /// for the CCC's next event's read of the C group
    pub early_c: Signal<Out, Bits<49>>,
    pub early_ok: Signal<Out, Bit>,
    /// The same word and flag (`early_ok` at bit 49) of the events in stages 16 to 19
    /// (`early_w[k]`: stage 16 + k), for a next event 3 to 6 behind
    pub early_w16: Signal<Out, Bits<50>>,
    pub early_w17: Signal<Out, Bits<50>>,
    pub early_w18: Signal<Out, Bits<50>>,
    pub early_w19: Signal<Out, Bits<50>>,
    // ---- stage 1 registers (the event)
    v1: DFF<Bit>,
    t1: DFF<Bits<32>>,
    ts1: DFF<Bits<10>>,
    k1: DFF<Bits<2>>,
    b1: DFF<Bits<24>>,
    r1: DFF<Bits<24>>,
    e1: DFF<Bit>,
    p1: DFF<Bits<7>>,
    rc1: DFF<Bit>,
    f1: DFF<Bits<24>>,
    pr1: DFF<Bit>,
    prr1: DFF<Bits<24>>,
    rs1: DFF<Bits<10>>,
    prrs1: DFF<Bits<10>>,
    v_2: Delay1<Bit>,
    v_7: Delay6<Bit>,
    v_26: Delay25<Bit>,
    k_3: Delay2<Bits<2>>,
    fast_sat: Signal<Local, Bits<24>>,
    k_2: Delay1<Bits<2>>,
    r_2: Delay1<Bits<24>>,
    pr_2: Delay1<Bit>,
    prr_2: Delay1<Bits<24>>,
    rs_2: Delay1<Bits<10>>,
    prrs_2: Delay1<Bits<10>>,
    /// `rtt != 0`, `probe_rtt != 0` for stage 2, decided in stage 1
    rnz_2: Delay1<Bit>,
    prnz_2: Delay1<Bit>,
    e_3: Delay2<Bit>,
    b_3: Delay2<Bits<24>>,
    b_6: Delay3<Bits<24>>,
    b_7: Delay1<Bits<24>>,
    fair_6: Delay3<Bit>,
    line_ev: BramDelay<Bits<71>>,
    /// the event's fields of `line_ev` (stage 6), registered for stage 7
    ev7: DFF<Bits<71>>,
    t7: Signal<Local, Bits<32>>,
    ts7: Signal<Local, Bits<10>>,
    f7: Signal<Local, Bits<24>>,
    k7: Signal<Local, Bits<2>>,
    e7: Signal<Local, Bit>,
    rc7: Signal<Local, Bit>,
    pnz7: Signal<Local, Bit>,
    line_pen: BramDelay<Bits<24>>,
    /// the penalty (bytes on a NACK or an RTO), kind, rc and pend > 0 from stage 7 to 13
    line_13: BramDelay<Bits<28>>,
    /// the same, on to the early commit (16)
    ev_16: Delay3<Bits<28>>,
    /// QA's cwnd or the fast increase, and the QA flag, from stage 9 to 16
    inc_16: Delay7<Bits<25>>,
    mx_16: DFF<Bits<24>>,
    mtu_16: Delay3<Bits<24>>,
    v_16: Delay15<Bit>,
    /// the early commits: the commit of a fast-path event (its inputs all known in stage
    /// 12 but the fast decision's), whose cwnd the CCC's next event reads before the commit
    /// of stage 29 writes it: one for each outcome of the fast decision (`commit_f` with the
    /// fast increase, `commit_n` without), preps 0 and A in stages 12 and 13, prep B on the
    /// C group read for stage 14, committing in 15, where the fast decision picks one
    commit_f: CwndCommit,
    commit_n: CwndCommit,
    /// the event's penalty, kind, rc and pend > 0 (as `line_13`), its action before the
    /// fast decision, QA's cwnd or the fast increase and the QA flag, MaxWnd, MTU and valid,
    /// for stage 12
    ev_12: Delay5<Bits<28>>,
    act_12: Delay3<Bits<4>>,
    inc_12: Delay3<Bits<25>>,
    mx_12: Delay3<Bits<24>>,
    mtu_12: Delay5<Bits<24>>,
    v_12: Delay11<Bit>,
    v_15: Delay3<Bit>,
    /// the early word chosen in stage 15 (bit 49: final), registered in stages 16 to 20
    ew15: Signal<Local, Bits<50>>,
    ew16: DFF<Bits<50>>,
    ew17: DFF<Bits<50>>,
    ew18: DFF<Bits<50>>,
    ew19: DFF<Bits<50>>,
    ew20: DFF<Bits<50>>,
    line_a: BramDelay<Bits<28>>,
    dec7: Signal<Local, Bits<24>>,
    line_b: BramDelay<Bits<55>>,
    inc8: Signal<Local, Bits<24>>,
    /// stage 15's start cwnd, divisor and MD flag registered before `line_c`'s block RAM
    /// (the divisor's clamp then does not share a cycle with the route to the RAM)
    c_16: DFF<Bits<51>>,
    line_c: BramDelay<Bits<51>>,
    line_tot: BramDelay<Bits<48>>,
    /// the MD cut and the fast decision, from stage 20 to the commit (26)
    line_md: BramDelay<Bits<25>>,
    delay_7: Delay4<Bits<24>>,
    dsub_7: Delay4<Bits<10>>,
    base_7: Delay4<Bits<24>>,
    dropped_7: Delay4<Bit>,
    penalty_mul: PenaltyMul,
    quadrant: QuadrantStage,
    ewma: EwmaShifter,
    qa_timer: QaTimer,
    commit: CwndCommit,
    mul_bdp: GainMul,
    mul_fast: GainMul,
    prop_gain: PropGain,
    mul_credit: GainMul,
    mul_md: GainMul,
    div_md: RecipDiv,
    div_fulfill: RecipDiv,
    /// the divide path (engine mode): the fulfill division by the divisor without an MD cut
    /// (from stage 15, beside the early commit's operands), its flags and operands carried to
    /// stage 21; K = cwnd + eta in 21 and MaxWnd - K in 22 (registered), the quotient added
    /// in 23
    div_mid: RecipDiv,
    eta_15: Delay6<Bit>,
    md16: DFF<Bit>,
    eta16: DFF<Bit>,
    mflags_21: Delay5<Bits<3>>,
    mx_21: Delay5<Bits<24>>,
    e_21: Delay1<Bits<24>>,
    m_eta21: Signal<Local, Bits<16>>,
    m_k22: DFF<Bits<25>>,
    m_e22: DFF<Bits<24>>,
    m_mx22: DFF<Bits<24>>,
    m_f22: DFF<Bits<2>>,
    m_thr22: Signal<Local, Bits<26>>,
    m_k23: DFF<Bits<25>>,
    m_thr23: DFF<Bits<24>>,
    m_neg23: DFF<Bit>,
    m_e23: DFF<Bits<24>>,
    m_mx23: DFF<Bits<24>>,
    m_f23: DFF<Bits<2>>,
    m_sat23: Signal<Local, Bit>,
    m_sum23: Signal<Local, Bits<25>>,
    bdp_cand: Signal<Local, Bits<24>>,
    maxwnd_sum: Signal<Local, Bits<25>>,
    maxwnd_cand: Signal<Local, Bits<24>>,
    /// the fast increase (fi_scale x bytes), from stage 8 to 13
    fast_13: Delay5<Bits<24>>,
    /// The QA timer's decisions as at stage 9: delayed a cycle with the block's own
    /// registers, as they come in engine mode (where its part B runs in stage 8).
    qa_d9: DFF<Bits<84>>,
    qa_word: Signal<Local, Bits<84>>,
    qa9: Signal<Local, Bits<84>>,
    fast_9: DFF<Bits<24>>,
    stop_15: Delay6<Bit>,
    fulfill_15: Delay6<Bit>,
    maxwnd_13: Delay4<Bits<24>>,
    maxwnd_15: Delay6<Bits<24>>,
    action_15: Delay6<Bits<4>>,
    fi_path_15: Delay6<Bit>,
    fa_clr_15: Delay6<Bit>,
    fi_13: Delay4<Bits<25>>,
    mtu_13: Delay6<Bits<24>>,
    credit_15: Delay4<Bits<48>>,
    /// stage 15's credit total, registered before its delay line's block RAM
    tot16: DFF<Bits<48>>,
    bdp_y7: DFF<Bits<24>>,
    /// max(BDP x 1.5 saturated at 24 bits, MTU), computed in stage 6 from the multiplier's
    /// result
    maxwnd_y7: DFF<Bits<24>>,
    inc_r: DFF<Bits<48>>,
    fa_r: DFF<Bit>,
    credit15: Signal<Local, Bits<48>>,
    total15: Signal<Local, Bits<49>>,
    total_sat15: Signal<Local, Bits<48>>,
    tot15: Signal<Local, Bits<48>>,
    // ---- the fast decision's operands for stage 14 (engine mode: the candidates are made
    // in 14 and chosen in 15) and for stage 15 (one CCC: both in 15, on the commit's
    // registers as stage 15 sees them): penalty, penalty + MTU, fi_count after the event
    // (+ penalty), MTU, MaxWnd after the event, fast increase - penalty, MTU + fast
    // increase, an ack that restores
    k14: DFF<Bits<256>>,
    k15: DFF<Bits<256>>,
    kw: Signal<Local, Bits<256>>,
    ki: Signal<Local, Bits<256>>,
    k_pen: Signal<Local, Bits<24>>,
    k_pm: Signal<Local, Bits<24>>,
    k_fipen: Signal<Local, Bits<26>>,
    k_fi: Signal<Local, Bits<25>>,
    k_mtu: Signal<Local, Bits<24>>,
    k_mx: Signal<Local, Bits<24>>,
    k_fmp: Signal<Local, Bits<26>>,
    k_mf: Signal<Local, Bits<25>>,
    k_ackrc: Signal<Local, Bit>,
    pen13: Signal<Local, Bits<24>>,
    pm13: Signal<Local, Bits<24>>,
    fipen13: Signal<Local, Bits<26>>,
    fmp13: Signal<Local, Bits<26>>,
    mf13: Signal<Local, Bits<25>>,
    /// MaxWnd + pen, and MaxWnd + pen - fast (two's complement): f(x) > MaxWnd is x > MaxWnd +
    /// pen, f(x) + fast > MaxWnd is x > MaxWnd + pen - fast (for x > pen + MTU)
    mxp13: Signal<Local, Bits<25>>,
    q13: Signal<Local, Bits<27>>,
    k_mxp: Signal<Local, Bits<25>>,
    k_q: Signal<Local, Bits<27>>,
    k_mtu_gt: Signal<Local, Bit>,
    k_mf_gt: Signal<Local, Bit>,
    kc_gf: Signal<Local, Bits<4>>,
    kc_gs: Signal<Local, Bits<4>>,
    k_x0: Signal<Local, Bits<24>>,
    k_x1: Signal<Local, Bits<24>>,
    k_x2: Signal<Local, Bits<24>>,
    k_x3: Signal<Local, Bits<24>>,
    /// the candidates: f(x) = x - pen if x > pen + MTU, else MTU, for x = cwnd, the
    /// pre-penalty cwnd, MTU and MaxWnd; f(x) + fast increase; fi_count > f(x); the clamp's
    /// one-hot pick (the pre-penalty cwnd restored on an rc ack, clamped to [MTU, MaxWnd])
    kc_f0: Signal<Local, Bits<24>>,
    kc_f1: Signal<Local, Bits<24>>,
    kc_f2: Signal<Local, Bits<24>>,
    kc_f3: Signal<Local, Bits<24>>,
    kc_s0: Signal<Local, Bits<25>>,
    kc_s1: Signal<Local, Bits<25>>,
    kc_s2: Signal<Local, Bits<25>>,
    kc_s3: Signal<Local, Bits<25>>,
    kc_g0: Signal<Local, Bit>,
    kc_g1: Signal<Local, Bit>,
    kc_g2: Signal<Local, Bit>,
    kc_g3: Signal<Local, Bit>,
    kc_pick: Signal<Local, Bits<4>>,
    kc_clamp: Signal<Local, Bit>,
    kc_no_clamp: Signal<Local, Bit>,
    kc_lt: Signal<Local, Bit>,
    kc_gt: Signal<Local, Bit>,
    kc_word: Signal<Local, Bits<212>>,
    /// engine mode: the candidates registered for stage 15
    kc_r: DFF<Bits<212>>,
    kc15: Signal<Local, Bits<212>>,
    c_f: Signal<Local, Bits<24>>,
    c_s: Signal<Local, Bits<25>>,
    c_g: Signal<Local, Bit>,
    fa_prev15: Signal<Local, Bit>,
    fast15: Signal<Local, Bit>,
    action15: Signal<Local, Bits<4>>,
    /// the action and fulfill after the fast decision (the state taps of stage 15)
    af_16: DFF<Bits<5>>,
    start15: Signal<Local, Bits<24>>,
    gt_f15: Signal<Local, Bits<4>>,
    gt_s15: Signal<Local, Bits<4>>,
    div_gt15: Signal<Local, Bit>,
    divisor15: Signal<Local, Bits<25>>,
    kept15: Signal<Local, Bits<12>>,
    md_cut20: Signal<Local, Bits<24>>,
    window20: Signal<Local, Bits<25>>,
    divisor20: Signal<Local, Bits<25>>,
    w_lt_mtu20: Signal<Local, Bit>,
    w_lt_div20: Signal<Local, Bit>,
    mtu_lt_div20: Signal<Local, Bit>,
    /// action and fulfill, from the commit's prep 0 (26) to stage 28's outputs
    af_27: DFF<Bits<5>>,
    af_28: DFF<Bits<5>>,
    // ---- context values carried to later consumers
    /// avg_delay read for stage 2, carried to the EWMA's stages 4 and 6
    /// the average before the event: stage 3, then (with the one taken in stage 3) 4 and 6
    avg_3: DFF<Bits<32>>,
    avg3c: Signal<Local, Bits<32>>,
    avg_4: Delay1<Bits<32>>,
    avg_6: Delay3<Bits<32>>,
    /// the C group read for stage 14 (engine mode), carried to the commit (28)
    c_28: Delay14<Bits<49>>,
    cown: Signal<Local, Bits<49>>,
    cprev: Signal<Local, Bits<49>>,
    c28: Signal<Local, Bits<49>>,
    avg2: Signal<Local, Bits<32>>,
    inc15: Signal<Local, Bits<48>>,
}

impl Logic for NsccDatapath {
    #[port_logic]
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, v1, t1, ts1, k1, b1, r1, e1, p1, rc1, f1, pr1, prr1, rs1, prrs1, tot16,
            avg_3, mx_16, bdp_y7, maxwnd_y7, qa_d9, fast_9, inc_r, fa_r, af_16, af_27, af_28, c_16,
            k14, k15, kc_r, md16, eta16, ew16, ew17, ew18, ew19, ew20, m_k22, m_e22, m_mx22, m_f22,
            m_k23, m_thr23, m_neg23, m_e23, m_mx23, m_f23
        );
        clock!(
            self,
            clock,
            v_2,
            v_7,
            v_26,
            k_3,
            k_2,
            r_2,
            pr_2,
            prr_2,
            rs_2,
            prrs_2,
            rnz_2,
            prnz_2,
            e_3,
            b_3,
            b_6,
            b_7,
            fair_6,
            delay_7,
            dsub_7,
            base_7,
            dropped_7,
            quadrant,
            ewma,
            qa_timer,
            commit,
            commit_f,
            commit_n,
            ev_12,
            act_12,
            inc_12,
            mx_12,
            mtu_12,
            v_12,
            v_15,
            ev_16,
            inc_16,
            mtu_16,
            v_16,
            mul_bdp,
            mul_fast,
            prop_gain,
            mul_credit,
            mul_md,
            div_md,
            div_fulfill,
            div_mid,
            eta_15,
            mflags_21,
            mx_21,
            e_21,
            fast_13,
            stop_15,
            fulfill_15,
            maxwnd_13,
            maxwnd_15,
            action_15,
            fi_path_15,
            fa_clr_15,
            fi_13,
            mtu_13,
            credit_15,
            penalty_mul,
            line_ev,
            ev7,
            line_pen,
            line_13,
            line_a,
            line_b,
            line_c,
            line_tot,
            line_md,
            avg_4,
            avg_6,
            c_28
        );
        // ---- stage 1: the event
        self.v1.d.next = self.ev_valid.val();
        self.t1.d.next = self.ev_t.val();
        self.ts1.d.next = self.ev_t_sub.val();
        self.k1.d.next = self.ev_kind.val();
        self.b1.d.next = self.ev_bytes.val();
        self.r1.d.next = self.ev_rtt.val();
        self.e1.d.next = self.ev_ecn.val();
        self.p1.d.next = self.ev_pend.val();
        self.rc1.d.next = self.ev_rc.val();
        self.f1.d.next = self.ev_in_flight.val();
        self.pr1.d.next = self.ev_probe.val();
        self.prr1.d.next = self.ev_probe_rtt.val();
        self.rs1.d.next = self.ev_rtt_sub.val();
        self.prrs1.d.next = self.ev_probe_rtt_sub.val();

        self.penalty_mul.in_valid.next = self.v1.q.val();
        self.penalty_mul.bytes.next = self.b1.q.val();
        self.penalty_mul.pend.next = self.p1.q.val();
        self.mul_bdp.in_valid.next = self.v1.q.val();
        self.mul_bdp.a.next = self.r1.q.val();
        self.mul_bdp.b.next = self.s1_rate_mant.val();
        self.mul_bdp.s.next = self.s1_rate_exp.val();
        self.mul_bdp.y_bits.next = 24.into();
        self.v_2.d.next = self.v1.q.val();
        self.v_7.d.next = self.v1.q.val();
        self.v_26.d.next = self.v1.q.val();
        self.k_3.d.next = self.k1.q.val();
        self.k_2.d.next = self.k1.q.val();
        self.r_2.d.next = self.r1.q.val();
        self.pr_2.d.next = self.pr1.q.val();
        self.prr_2.d.next = self.prr1.q.val();
        self.rs_2.d.next = self.rs1.q.val();
        self.prrs_2.d.next = self.prrs1.q.val();
        self.rnz_2.d.next = self.r1.q.val().any();
        self.prnz_2.d.next = self.prr1.q.val().any();
        self.e_3.d.next = self.e1.q.val();
        self.b_3.d.next = self.b1.q.val();
        self.b_6.d.next = self.b_3.q.val();
        self.b_7.d.next = self.b_6.q.val();
        self.line_ev.lag.next = 4.into();
        self.line_ev.d.next = bit_cast::<71, 32>(self.t1.q.val())
            | (bit_cast::<71, 24>(self.f1.q.val()) << 32)
            | (bit_cast::<71, 2>(self.k1.q.val()) << 56)
            | (bit_cast::<71, 1>(self.e1.q.val().into()) << 58)
            | (bit_cast::<71, 1>(self.rc1.q.val().into()) << 59)
            | (bit_cast::<71, 1>(self.p1.q.val().any().into()) << 60)
            | (bit_cast::<71, 10>(self.ts1.q.val()) << 61);
        self.line_pen.lag.next = 2.into();
        self.line_pen.d.next = self.penalty_mul.penalty.val();
        self.ev7.d.next = self.line_ev.q.val();
        self.t7.next = self.ev7.q.val().get_bits::<32>(0);
        self.ts7.next = self.ev7.q.val().get_bits::<10>(61);
        self.f7.next = self.ev7.q.val().get_bits::<24>(32);
        self.k7.next = self.ev7.q.val().get_bits::<2>(56);
        self.e7.next = self.ev7.q.val().get_bit(58);
        self.rc7.next = self.ev7.q.val().get_bit(59);
        self.pnz7.next = self.ev7.q.val().get_bit(60);

        // ---- stage 2: quadrant, on the CCC's base RTT and average
        self.quadrant.ext.next = self.ext.val();
        self.quadrant.prev_base_rtt.next = self.prev_base_rtt.val();
        self.quadrant.prev_base_rtt_sub.next = self.prev_base_rtt_sub.val();
        self.quadrant.load.next = self.load.val();
        self.quadrant.cfg_base_rtt.next = self.init_base_rtt.val();
        self.quadrant.cfg_base_rtt_sub.next = self.init_base_rtt_sub.val();
        self.quadrant.valid.next = self.v_2.q.val();
        self.quadrant.kind.next = self.k_2.q.val();
        self.quadrant.rtt.next = self.r_2.q.val();
        self.quadrant.probe.next = self.pr_2.q.val();
        self.quadrant.probe_rtt.next = self.prr_2.q.val();
        self.quadrant.rtt_sub.next = self.rs_2.q.val();
        self.quadrant.probe_rtt_sub.next = self.prrs_2.q.val();
        self.quadrant.rtt_nz.next = self.rnz_2.q.val();
        self.quadrant.probe_rtt_nz.next = self.prnz_2.q.val();
        // the average before the event: the EWMA's register, or the context's
        self.avg2.next = self.ewma.avg.val();
        if self.ext.val() {
            self.avg2.next = self.prev_avg.val();
        }
        self.quadrant.avg_seen.next = self.avg2.val();
        self.avg_3.d.next = self.prev_avg.val();
        self.avg3c.next = self.avg_3.q.val();
        if self.avg_fwd3.val() {
            self.avg3c.next = self.ewma.avg.val();
        }
        self.avg_4.d.next = self.avg3c.val();
        self.avg_6.d.next = self.avg3c.val();
        self.quadrant.use_fwd.next = self.avg_fwd3.val();
        self.quadrant.avg_fwd.next = self.ewma.avg.val();

        // ---- stages 3-6: EWMA
        self.ewma.ext.next = self.ext.val();
        self.ewma.prev_avg4.next = self.avg_4.q.val();
        self.ewma.prev_avg6.next = self.avg_6.q.val();
        self.ewma.load.next = self.load.val();
        self.ewma.cfg_target.next = self.s3_target.val();
        self.ewma.cfg_target_sub.next = self.s3_target_sub.val();
        self.ewma.cfg_network_rtt.next = self.s3_network_rtt.val();
        self.ewma.valid.next = self.quadrant.out_valid.val();
        self.ewma.nack.next = self.k_3.q.val() == 1;
        self.ewma.ecn.next = self.e_3.q.val();
        self.ewma.sample.next = self.quadrant.ewma_sample.val();
        self.ewma.delay.next = self.quadrant.delay.val();
        self.ewma.delay_sub.next = self.quadrant.delay_sub.val();
        self.ewma.base_after.next = self.quadrant.base_after.val();
        self.delay_7.d.next = self.quadrant.delay.val();
        self.dsub_7.d.next = self.quadrant.delay_sub.val();
        self.base_7.d.next = self.quadrant.base_after.val();
        self.dropped_7.d.next = self.quadrant.dropped.val();
        self.mul_fast.in_valid.next = self.quadrant.out_valid.val();
        self.mul_fast.a.next = self.b_3.q.val();
        self.mul_fast.b.next = self.s3_fis_mant.val();
        self.mul_fast.s.next = self.s3_fis_exp.val();
        self.mul_fast.y_bits.next = 24.into();
        self.prop_gain.headroom.next = self.s3_target.val() - self.quadrant.delay.val();
        self.prop_gain.alpha_mant.next = self.s3_alpha_mant.val();
        self.prop_gain.alpha_exp.next = self.s3_alpha_exp.val();
        self.fair_6.d.next = ((bit_cast::<34, 24>(self.quadrant.delay.val()) << 10)
            | bit_cast::<34, 10>(self.quadrant.delay_sub.val()))
            >= ((bit_cast::<34, 24>(self.s3_target.val()) << 10)
                | bit_cast::<34, 10>(self.s3_target_sub.val()));

        // ---- stage 6: credit = bytes x (fair ? fi : alpha x headroom)
        self.mul_credit.in_valid.next = true;
        self.mul_credit.y_bits.next = 48.into();
        self.mul_credit.a.next = self.b_6.q.val();
        self.mul_credit.b.next = self.prop_gain.g.val();
        self.mul_credit.s.next = self.prop_gain.s.val();
        if self.fair_6.q.val() {
            self.mul_credit.b.next = self.s6_fi_mant.val();
            self.mul_credit.s.next = self.s6_fi_exp.val();
        }
        self.fast_sat.next = self.mul_fast.y.val().get_bits::<24>(0);
        self.fast_13.d.next = self.fast_sat.val();

        // ---- stage 7: the CCC's T group; BDP/MaxWnd, the QA timer
        // the commit registers before the event: the commit's own, or the context's (read
        // for stage 14, carried to the commit's prep B, 28)
        self.cown.next = bit_cast::<49, 24>(self.commit.cwnd.val())
            | (bit_cast::<49, 24>(self.commit.pre_penalty_cwnd.val()) << 24)
            | (bit_cast::<49, 1>(self.commit.penalty_active.val().into()) << 48);
        self.cprev.next = bit_cast::<49, 24>(self.prev_cwnd.val())
            | (bit_cast::<49, 24>(self.prev_pre_penalty_cwnd.val()) << 24)
            | (bit_cast::<49, 1>(self.prev_penalty_active.val().into()) << 48);
        self.c_28.d.next = self.cprev.val();
        self.c28.next = self.cown.val();
        if self.ext.val() {
            self.c28.next = self.c_28.q.val();
        }
        self.bdp_y7.d.next = self.mul_bdp.y.val().get_bits::<24>(0);
        self.bdp_cand.next = self.bdp_y7.q.val();
        self.maxwnd_sum.next = bit_cast::<25, 24>(self.mul_bdp.y.val().get_bits::<24>(0))
            + bit_cast::<25, 24>(self.mul_bdp.y.val().get_bits::<24>(0) >> 1);
        self.maxwnd_y7.d.next = bit_cast::<24, 25>(self.maxwnd_sum.val());
        if self.maxwnd_sum.val().get_bit(24) {
            self.maxwnd_y7.d.next = !bits::<24>(0);
        }
        if (bit_cast::<25, 24>(self.s6_mtu.val()) > self.maxwnd_sum.val())
            && !self.maxwnd_sum.val().get_bit(24)
        {
            self.maxwnd_y7.d.next = self.s6_mtu.val();
        }
        self.maxwnd_cand.next = self.maxwnd_y7.q.val();
        self.qa_timer.ext.next = self.ext.val();
        connect!(qa_state, self.qa_timer, self);
        self.qa_timer.early_t.next = self.line_ev.q.val().get_bits::<32>(0);
        self.qa_timer.early_t_sub.next = self.line_ev.q.val().get_bits::<10>(61);
        self.qa_timer.early_bytes.next = self.b_6.q.val();
        connect!(
            qa_state,
            self.qa_timer,
            self,
            dst_prefix = "early_",
            src_prefix = "prev6_",
            subset = "qa_counters"
        );
        self.qa_timer.load.next = self.load.val();
        self.qa_timer.load_t.next = self.load_t.val();
        self.qa_timer.cfg_init_bdp.next = self.init_bdp.val();
        self.qa_timer.cfg_init_maxwnd.next = self.init_maxwnd.val();
        self.qa_timer.cfg_mtu.next = self.s7_mtu.val();
        self.qa_timer.cfg_target.next = self.s7_target.val();
        self.qa_timer.cfg_target_sub.next = self.s7_target_sub.val();
        self.qa_timer.cfg_target_frac.next = self.s7_target_frac.val();
        self.qa_timer.cfg_qa_threshold_sub.next = self.s7_qa_threshold_sub.val();
        self.qa_timer.cfg_qa_threshold.next = self.s7_qa_threshold.val();
        self.qa_timer.cfg_network_rtt.next = self.s7_network_rtt.val();
        self.qa_timer.cfg_network_rtt_sub.next = self.s7_network_rtt_sub.val();
        self.qa_timer.cfg_fulfill_bytes.next = self.s7_fulfill_bytes.val();
        self.qa_timer.cfg_qa_gate.next = self.s7_qa_gate.val();
        self.qa_timer.valid.next = self.v_7.q.val();
        self.qa_timer.kind.next = self.k7.val();
        self.qa_timer.t.next = self.t7.val();
        self.qa_timer.t_sub.next = self.ts7.val();
        self.qa_timer.bytes.next = self.b_7.q.val();
        self.qa_timer.ecn.next = self.e7.val();
        self.qa_timer.in_flight.next = self.f7.val();
        self.qa_timer.delay.next = self.delay_7.q.val();
        self.qa_timer.delay_sub.next = self.dsub_7.q.val();
        self.qa_timer.base_after.next = self.base_7.q.val();
        self.qa_timer.dropped.next = self.dropped_7.q.val();
        self.qa_timer.bdp_cand.next = self.bdp_cand.val();
        self.qa_timer.maxwnd_cand.next = self.maxwnd_cand.val();
        self.qa_timer.avg.next = self.ewma.avg.val();
        self.div_md.in_valid.next = true;
        self.div_md.num.next = bit_cast::<48, 32>(self.s7_gamma_target.val());
        self.div_md.den.next = self.ewma.avg.val();
        self.div_md.frac.next = 12.into();
        // the decisions as at stage 9 (fields: action 4, stop, fulfill, eta, qa, qa_cwnd 24,
        // maxwnd_after 24, fi_path, fa_clr, fi_after 25)
        self.qa_word.next = bit_cast::<84, 4>(self.qa_timer.action.val())
            | (bit_cast::<84, 1>(self.qa_timer.stop.val().into()) << 4)
            | (bit_cast::<84, 1>(self.qa_timer.fulfill.val().into()) << 5)
            | (bit_cast::<84, 1>(self.qa_timer.eta.val().into()) << 6)
            | (bit_cast::<84, 1>(self.qa_timer.qa.val().into()) << 7)
            | (bit_cast::<84, 24>(self.qa_timer.qa_cwnd.val()) << 8)
            | (bit_cast::<84, 24>(self.qa_timer.maxwnd_after.val()) << 32)
            | (bit_cast::<84, 1>(self.qa_timer.fi_path.val().into()) << 56)
            | (bit_cast::<84, 1>(self.qa_timer.fa_clr.val().into()) << 57)
            | (bit_cast::<84, 25>(self.qa_timer.fi_after.val()) << 58);
        self.qa_d9.d.next = self.qa_word.val();
        self.qa9.next = self.qa_d9.q.val();
        if self.ext.val() {
            self.qa9.next = self.qa_word.val();
        }
        self.stop_15.d.next = self.qa9.val().get_bit(4);
        self.fulfill_15.d.next = self.qa9.val().get_bit(5);
        self.eta_15.d.next = self.qa9.val().get_bit(6);
        self.maxwnd_13.d.next = self.qa9.val().get_bits::<24>(32);
        self.maxwnd_15.d.next = self.qa9.val().get_bits::<24>(32);
        self.action_15.d.next = self.qa9.val().get_bits::<4>(0);
        self.fi_path_15.d.next = self.qa9.val().get_bit(56);
        self.fa_clr_15.d.next = self.qa9.val().get_bit(57);
        self.fi_13.d.next = self.qa9.val().get_bits::<25>(58);
        self.mtu_13.d.next = self.s7_mtu.val();
        self.fast_9.d.next = self.fast_sat.val();
        self.inc8.next = self.fast_9.q.val();
        if self.qa9.val().get_bit(7) {
            self.inc8.next = self.qa9.val().get_bits::<24>(8);
        }
        self.inc_16.d.next = bit_cast::<25, 24>(self.inc8.val())
            | (bit_cast::<25, 1>(self.qa9.val().get_bit(7).into()) << 24);
        self.inc_12.d.next = bit_cast::<25, 24>(self.inc8.val())
            | (bit_cast::<25, 1>(self.qa9.val().get_bit(7).into()) << 24);
        self.act_12.d.next = self.qa9.val().get_bits::<4>(0);
        self.mx_12.d.next = self.qa9.val().get_bits::<24>(32);
        self.mtu_12.d.next = self.s7_mtu.val();
        self.line_b.lag.next = 16.into();
        self.line_b.d.next = bit_cast::<55, 24>(self.inc8.val())
            | (bit_cast::<55, 24>(self.qa9.val().get_bits::<24>(32)) << 24)
            | (bit_cast::<55, 4>(self.qa9.val().get_bits::<4>(0)) << 48)
            | (bit_cast::<55, 1>(self.qa9.val().get_bit(6).into()) << 52)
            | (bit_cast::<55, 1>(self.qa9.val().get_bit(5).into()) << 53)
            | (bit_cast::<55, 1>(self.qa9.val().get_bit(7).into()) << 54);
        self.dec7.next = self.b_7.q.val();
        if self.k7.val() == 0 {
            self.dec7.next = self.line_pen.q.val();
        }
        self.ev_12.d.next = bit_cast::<28, 24>(self.dec7.val())
            | (bit_cast::<28, 2>(self.k7.val()) << 24)
            | (bit_cast::<28, 1>(self.rc7.val().into()) << 26)
            | (bit_cast::<28, 1>(self.pnz7.val().into()) << 27);
        self.line_13.lag.next = 5.into();
        self.line_13.d.next = bit_cast::<28, 24>(self.dec7.val())
            | (bit_cast::<28, 2>(self.k7.val()) << 24)
            | (bit_cast::<28, 1>(self.rc7.val().into()) << 26)
            | (bit_cast::<28, 1>(self.pnz7.val().into()) << 27);
        self.line_a.lag.next = 18.into();
        self.line_a.d.next = bit_cast::<28, 24>(self.dec7.val())
            | (bit_cast::<28, 2>(self.k7.val()) << 24)
            | (bit_cast::<28, 1>(self.rc7.val().into()) << 26)
            | (bit_cast::<28, 1>(self.pnz7.val().into()) << 27);
        self.credit_15.d.next = self.mul_credit.y.val();

        // ---- stage 13: the fast decision's operands (for stage 14 in engine mode, 15 else)
        self.pen13.next = 0.into();
        if self.line_13.q.val().get_bits::<2>(24) == 0 {
            self.pen13.next = self.line_13.q.val().get_bits::<24>(0);
        }
        // (each sum in a signal of its width before it is packed: inside the packing
        // expression Verilog would size it to the word, carries and borrows included)
        self.pm13.next = self.pen13.val() + self.mtu_13.q.val();
        self.fipen13.next =
            bit_cast::<26, 25>(self.fi_13.q.val()) + bit_cast::<26, 24>(self.pen13.val());
        self.fmp13.next =
            bit_cast::<26, 24>(self.fast_13.q.val()) - bit_cast::<26, 24>(self.pen13.val());
        self.mf13.next =
            bit_cast::<25, 24>(self.mtu_13.q.val()) + bit_cast::<25, 24>(self.fast_13.q.val());
        self.mxp13.next =
            bit_cast::<25, 24>(self.maxwnd_13.q.val()) + bit_cast::<25, 24>(self.pen13.val());
        self.q13.next =
            bit_cast::<27, 25>(self.mxp13.val()) - bit_cast::<27, 24>(self.fast_13.q.val());
        self.kw.next = bit_cast::<256, 24>(self.pen13.val())
            | (bit_cast::<256, 24>(self.pm13.val()) << 24)
            | (bit_cast::<256, 26>(self.fipen13.val()) << 48)
            | (bit_cast::<256, 25>(self.fi_13.q.val()) << 74)
            | (bit_cast::<256, 24>(self.mtu_13.q.val()) << 99)
            | (bit_cast::<256, 24>(self.maxwnd_13.q.val()) << 123)
            | (bit_cast::<256, 26>(self.fmp13.val()) << 147)
            | (bit_cast::<256, 25>(self.mf13.val()) << 173)
            | (bit_cast::<256, 25>(self.mxp13.val()) << 199)
            | (bit_cast::<256, 27>(self.q13.val()) << 224)
            | (bit_cast::<256, 1>((self.mtu_13.q.val() > self.maxwnd_13.q.val()).into()) << 251)
            | (bit_cast::<256, 1>(
                (self.mf13.val() > bit_cast::<25, 24>(self.maxwnd_13.q.val())).into(),
            ) << 252)
            | (bit_cast::<256, 1>(
                ((self.line_13.q.val().get_bits::<2>(24) == 0) && self.line_13.q.val().get_bit(26))
                    .into(),
            ) << 198);
        self.k14.d.next = self.kw.val();
        self.k15.d.next = self.k14.q.val();

        // ---- stage 14 (engine mode; 15 with the block's own registers): the start cwnd's
        // candidates, each one compare-and-subtract from a register, the clamp's pick and
        // fi_count's compares beside them (fi > x - pen is fi + pen > x), so that stage 15
        // only chooses
        self.ki.next = self.k15.q.val();
        self.k_x0.next = self.commit.cwnd.val();
        self.k_x1.next = self.commit.pre_penalty_cwnd.val();
        self.kc_clamp.next = self.commit.penalty_active.val();
        if self.ext.val() {
            self.ki.next = self.k14.q.val();
            self.k_x0.next = self.prev_cwnd.val();
            self.k_x1.next = self.prev_pre_penalty_cwnd.val();
            self.kc_clamp.next = self.prev_penalty_active.val();
        }
        self.k_pen.next = self.ki.val().get_bits::<24>(0);
        self.k_pm.next = self.ki.val().get_bits::<24>(24);
        self.k_fipen.next = self.ki.val().get_bits::<26>(48);
        self.k_fi.next = self.ki.val().get_bits::<25>(74);
        self.k_mtu.next = self.ki.val().get_bits::<24>(99);
        self.k_mx.next = self.ki.val().get_bits::<24>(123);
        self.k_fmp.next = self.ki.val().get_bits::<26>(147);
        self.k_mf.next = self.ki.val().get_bits::<25>(173);
        self.k_ackrc.next = self.ki.val().get_bit(198);
        self.k_mxp.next = self.ki.val().get_bits::<25>(199);
        self.k_q.next = self.ki.val().get_bits::<27>(224);
        self.k_mtu_gt.next = self.ki.val().get_bit(251);
        self.k_mf_gt.next = self.ki.val().get_bit(252);
        self.k_x2.next = self.k_mtu.val();
        self.k_x3.next = self.k_mx.val();
        // each candidate: f(x) = x - pen if x > pen + MTU, else MTU; f(x) + fast = x + (fast
        // - pen), else MTU + fast; fi > f(x) = fi + pen > x, else fi > MTU
        self.kc_f0.next = self.k_mtu.val();
        self.kc_s0.next = self.k_mf.val();
        self.kc_g0.next = self.k_fi.val() > bit_cast::<25, 24>(self.k_mtu.val());
        if self.k_x0.val() > self.k_pm.val() {
            self.kc_f0.next = self.k_x0.val() - self.k_pen.val();
            self.kc_s0.next =
                bit_cast::<25, 26>(bit_cast::<26, 24>(self.k_x0.val()) + self.k_fmp.val());
            self.kc_g0.next = self.k_fipen.val() > bit_cast::<26, 24>(self.k_x0.val());
        }
        self.kc_f1.next = self.k_mtu.val();
        self.kc_s1.next = self.k_mf.val();
        self.kc_g1.next = self.k_fi.val() > bit_cast::<25, 24>(self.k_mtu.val());
        if self.k_x1.val() > self.k_pm.val() {
            self.kc_f1.next = self.k_x1.val() - self.k_pen.val();
            self.kc_s1.next =
                bit_cast::<25, 26>(bit_cast::<26, 24>(self.k_x1.val()) + self.k_fmp.val());
            self.kc_g1.next = self.k_fipen.val() > bit_cast::<26, 24>(self.k_x1.val());
        }
        self.kc_f2.next = self.k_mtu.val();
        self.kc_s2.next = self.k_mf.val();
        self.kc_g2.next = self.k_fi.val() > bit_cast::<25, 24>(self.k_mtu.val());
        if self.k_x2.val() > self.k_pm.val() {
            self.kc_f2.next = self.k_x2.val() - self.k_pen.val();
            self.kc_s2.next =
                bit_cast::<25, 26>(bit_cast::<26, 24>(self.k_x2.val()) + self.k_fmp.val());
            self.kc_g2.next = self.k_fipen.val() > bit_cast::<26, 24>(self.k_x2.val());
        }
        self.kc_f3.next = self.k_mtu.val();
        self.kc_s3.next = self.k_mf.val();
        self.kc_g3.next = self.k_fi.val() > bit_cast::<25, 24>(self.k_mtu.val());
        if self.k_x3.val() > self.k_pm.val() {
            self.kc_f3.next = self.k_x3.val() - self.k_pen.val();
            self.kc_s3.next =
                bit_cast::<25, 26>(bit_cast::<26, 24>(self.k_x3.val()) + self.k_fmp.val());
            self.kc_g3.next = self.k_fipen.val() > bit_cast::<26, 24>(self.k_x3.val());
        }
        // each candidate against MaxWnd, for the divisor's clamp (f(x) > MaxWnd is x > MaxWnd
        // + pen, f(x) + fast > MaxWnd is x > MaxWnd + pen - fast, that below 0 for any x)
        self.kc_gf.next = 0.into();
        self.kc_gs.next = 0.into();
        if self.k_mtu_gt.val() {
            self.kc_gf.next = 15.into();
        }
        if self.k_mf_gt.val() {
            self.kc_gs.next = 15.into();
        }
        if self.k_x0.val() > self.k_pm.val() {
            self.kc_gf.next = self
                .kc_gf
                .val()
                .replace_bit(0, bit_cast::<25, 24>(self.k_x0.val()) > self.k_mxp.val());
            self.kc_gs.next = self.kc_gs.val().replace_bit(
                0,
                self.k_q.val().get_bit(26)
                    || (bit_cast::<26, 24>(self.k_x0.val()) > self.k_q.val().get_bits::<26>(0)),
            );
        }
        if self.k_x1.val() > self.k_pm.val() {
            self.kc_gf.next = self
                .kc_gf
                .val()
                .replace_bit(1, bit_cast::<25, 24>(self.k_x1.val()) > self.k_mxp.val());
            self.kc_gs.next = self.kc_gs.val().replace_bit(
                1,
                self.k_q.val().get_bit(26)
                    || (bit_cast::<26, 24>(self.k_x1.val()) > self.k_q.val().get_bits::<26>(0)),
            );
        }
        if self.k_x2.val() > self.k_pm.val() {
            self.kc_gf.next = self
                .kc_gf
                .val()
                .replace_bit(2, bit_cast::<25, 24>(self.k_x2.val()) > self.k_mxp.val());
            self.kc_gs.next = self.kc_gs.val().replace_bit(
                2,
                self.k_q.val().get_bit(26)
                    || (bit_cast::<26, 24>(self.k_x2.val()) > self.k_q.val().get_bits::<26>(0)),
            );
        }
        if self.k_x3.val() > self.k_pm.val() {
            self.kc_gf.next = self
                .kc_gf
                .val()
                .replace_bit(3, bit_cast::<25, 24>(self.k_x3.val()) > self.k_mxp.val());
            self.kc_gs.next = self.kc_gs.val().replace_bit(
                3,
                self.k_q.val().get_bit(26)
                    || (bit_cast::<26, 24>(self.k_x3.val()) > self.k_q.val().get_bits::<26>(0)),
            );
        }
        // The clamp (an ack that restores: the pre-penalty cwnd; below MTU it is MTU, then
        // above MaxWnd MaxWnd) picks one of the candidates, one-hot (cwnd, pre, MTU, MaxWnd)
        self.kc_lt.next = self.k_x1.val() < self.k_mtu.val();
        self.kc_gt.next = self.k_x1.val() > self.k_mx.val();
        if self.kc_lt.val() {
            self.kc_gt.next = self.k_mtu.val() > self.k_mx.val();
        }
        self.kc_clamp.next = self.kc_clamp.val() && self.k_ackrc.val();
        // (`!kc_clamp` through its own signal: inside a 4-bit expression Verilog would widen
        // it before inverting it)
        self.kc_no_clamp.next = !self.kc_clamp.val();
        self.kc_pick.next = bit_cast::<4, 1>(self.kc_no_clamp.val().into())
            | (bit_cast::<4, 1>(
                (self.kc_clamp.val() && !self.kc_lt.val() && !self.kc_gt.val()).into(),
            ) << 1)
            | (bit_cast::<4, 1>(
                (self.kc_clamp.val() && self.kc_lt.val() && !self.kc_gt.val()).into(),
            ) << 2)
            | (bit_cast::<4, 1>((self.kc_clamp.val() && self.kc_gt.val()).into()) << 3);
        self.kc_word.next = bit_cast::<212, 24>(self.kc_f0.val())
            | (bit_cast::<212, 24>(self.kc_f1.val()) << 24)
            | (bit_cast::<212, 24>(self.kc_f2.val()) << 48)
            | (bit_cast::<212, 24>(self.kc_f3.val()) << 72)
            | (bit_cast::<212, 25>(self.kc_s0.val()) << 96)
            | (bit_cast::<212, 25>(self.kc_s1.val()) << 121)
            | (bit_cast::<212, 25>(self.kc_s2.val()) << 146)
            | (bit_cast::<212, 25>(self.kc_s3.val()) << 171)
            | (bit_cast::<212, 1>(self.kc_g0.val().into()) << 196)
            | (bit_cast::<212, 1>(self.kc_g1.val().into()) << 197)
            | (bit_cast::<212, 1>(self.kc_g2.val().into()) << 198)
            | (bit_cast::<212, 1>(self.kc_g3.val().into()) << 199)
            | (bit_cast::<212, 4>(self.kc_pick.val()) << 200)
            | (bit_cast::<212, 4>(self.kc_gf.val()) << 204)
            | (bit_cast::<212, 4>(self.kc_gs.val()) << 208);
        self.kc_r.d.next = self.kc_word.val();
        self.kc15.next = self.kc_word.val();
        if self.ext.val() {
            self.kc15.next = self.kc_r.q.val();
        }

        // ---- stage 15: the start cwnd chosen, the fast decision (fi_count after the event
        // above the start cwnd, or the flag), the fulfill accumulator; the divisor without an
        // MD cut; MD kept
        self.c_f.next = 0.into();
        self.c_s.next = 0.into();
        // (one-hot: an AND-OR, not a chain of multiplexers)
        if self.kc15.val().get_bit(200) {
            self.c_f.next = self.c_f.val() | self.kc15.val().get_bits::<24>(0);
            self.c_s.next = self.c_s.val() | self.kc15.val().get_bits::<25>(96);
        }
        if self.kc15.val().get_bit(201) {
            self.c_f.next = self.c_f.val() | self.kc15.val().get_bits::<24>(24);
            self.c_s.next = self.c_s.val() | self.kc15.val().get_bits::<25>(121);
        }
        if self.kc15.val().get_bit(202) {
            self.c_f.next = self.c_f.val() | self.kc15.val().get_bits::<24>(48);
            self.c_s.next = self.c_s.val() | self.kc15.val().get_bits::<25>(146);
        }
        if self.kc15.val().get_bit(203) {
            self.c_f.next = self.c_f.val() | self.kc15.val().get_bits::<24>(72);
            self.c_s.next = self.c_s.val() | self.kc15.val().get_bits::<25>(171);
        }
        self.c_g.next =
            (self.kc15.val().get_bits::<4>(196) & self.kc15.val().get_bits::<4>(200)).any();
        self.fa_prev15.next = self.fa_r.q.val();
        if self.ext.val() {
            self.fa_prev15.next = self.prev_fast_active.val();
        }
        self.fast15.next = self.fi_path_15.q.val() && (self.c_g.val() || self.fa_prev15.val());
        self.fa_r.d.next = self.fa_prev15.val();
        if self.fi_path_15.q.val() {
            self.fa_r.d.next = self.fast15.val();
        } else if self.fa_clr_15.q.val() {
            self.fa_r.d.next = false;
        }
        if self.load.val() {
            self.fa_r.d.next = false;
        }
        self.action15.next = self.action_15.q.val();
        if self.fast15.val() {
            self.action15.next = 2.into(); // fast
        }
        self.af_16.d.next = bit_cast::<5, 4>(self.action15.val())
            | (bit_cast::<5, 1>(self.fulfill_15.q.val().into()) << 4);
        // the credit of a fair or prop ack accumulates (not of a fast one: its increase goes
        // to cwnd); qa/ignored and a fulfill clear it
        self.credit15.next = 0.into();
        if (self.action_15.q.val() == 3) || (self.action_15.q.val() == 1) {
            self.credit15.next = self.credit_15.q.val();
        }
        // the credit before the event: the accumulator's, or the context's
        self.inc15.next = self.inc_r.q.val();
        if self.ext.val() {
            self.inc15.next = self.prev_inc.val();
        }
        self.total15.next =
            bit_cast::<49, 48>(self.inc15.val()) + bit_cast::<49, 48>(self.credit15.val());
        self.total_sat15.next = bit_cast::<48, 49>(self.total15.val());
        if self.total15.val().get_bit(48) {
            self.total_sat15.next = !bits::<48>(0);
        }
        self.tot15.next = self.total_sat15.val();
        if self.fast15.val() {
            self.tot15.next = self.inc15.val();
        }
        self.inc_r.d.next = self.inc15.val();
        if self.stop_15.q.val() || self.fulfill_15.q.val() {
            self.inc_r.d.next = 0.into();
        } else if self.action_15.q.val() != 0 {
            self.inc_r.d.next = self.tot15.val();
        }
        // (the add's carry chain ends in a register, not in the block RAM's write data)
        self.tot16.d.next = self.tot15.val();
        self.line_tot.lag.next = 3.into();
        self.line_tot.d.next = self.tot16.q.val();
        self.kept15.next = !bits::<12>(0);
        if self.div_md.quot.val() < 3276 {
            self.kept15.next = bit_cast::<12, 48>(self.div_md.quot.val()) + 819;
        }
        if self.kept15.val() < 2048 {
            self.kept15.next = 2048.into();
        }
        self.start15.next = self.c_f.val();
        // the divisor min(start (+ fast increase on a fast ack), MaxWnd): each candidate was
        // compared with MaxWnd in stage 14 beside it, the pick chooses here
        self.gt_f15.next = self.kc15.val().get_bits::<4>(204);
        self.gt_s15.next = self.kc15.val().get_bits::<4>(208);
        self.div_gt15.next = (self.gt_f15.val() & self.kc15.val().get_bits::<4>(200)).any();
        self.divisor15.next = bit_cast::<25, 24>(self.start15.val());
        if self.fast15.val() {
            self.div_gt15.next = (self.gt_s15.val() & self.kc15.val().get_bits::<4>(200)).any();
            self.divisor15.next = self.c_s.val();
        }
        if self.div_gt15.val() {
            self.divisor15.next = bit_cast::<25, 24>(self.maxwnd_15.q.val());
        }
        self.c_16.d.next = bit_cast::<51, 24>(self.start15.val())
            | (bit_cast::<51, 25>(self.divisor15.val()) << 24)
            | (bit_cast::<51, 1>((self.action_15.q.val() == 4).into()) << 49)
            | (bit_cast::<51, 1>(self.fast15.val().into()) << 50);

        // ---- stages 12-15 (engine mode): the early commits, on the C group read for stage
        // 14 and the event's decrease and increase without an MD cut or a fulfill (their
        // result is the commit's for a fast-path event), one with the fast increase and one
        // without; the fast decision (15) picks one
        self.ev_16.d.next = self.line_13.q.val();
        self.mx_16.d.next = self.maxwnd_15.q.val();
        self.mtu_16.d.next = self.mtu_13.q.val();
        self.v_16.d.next = self.v1.q.val();
        self.v_12.d.next = self.v1.q.val();
        self.v_15.d.next = self.v_12.q.val();
        self.commit_f.ext.next = true;
        self.commit_n.ext.next = true;
        connect!(commit_state, self.commit_f, self);
        connect!(commit_state, self.commit_n, self);
        self.commit_f.load.next = false;
        self.commit_n.load.next = false;
        self.commit_f.cfg_init_cwnd.next = 0.into();
        self.commit_n.cfg_init_cwnd.next = 0.into();
        self.commit_f.cfg_mtu.next = self.mtu_12.q.val();
        self.commit_n.cfg_mtu.next = self.mtu_12.q.val();
        self.commit_f.valid.next = self.v_12.q.val();
        self.commit_n.valid.next = self.v_12.q.val();
        self.commit_f.kind.next = self.ev_12.q.val().get_bits::<2>(24);
        self.commit_n.kind.next = self.ev_12.q.val().get_bits::<2>(24);
        self.commit_f.rc.next = self.ev_12.q.val().get_bit(26);
        self.commit_n.rc.next = self.ev_12.q.val().get_bit(26);
        self.commit_f.pend.next = bit_cast::<7, 1>(self.ev_12.q.val().get_bit(27).into());
        self.commit_n.pend.next = bit_cast::<7, 1>(self.ev_12.q.val().get_bit(27).into());
        self.commit_f.penalty.next = self.ev_12.q.val().get_bits::<24>(0);
        self.commit_n.penalty.next = self.ev_12.q.val().get_bits::<24>(0);
        self.commit_f.bytes.next = self.ev_12.q.val().get_bits::<24>(0);
        self.commit_n.bytes.next = self.ev_12.q.val().get_bits::<24>(0);
        // (a fast ack is a prop one that the fast decision turns: no NACK, no Quick Adapt)
        self.commit_f.action.next = 2.into();
        self.commit_n.action.next = self.act_12.q.val();
        self.commit_f.qa.next = false;
        self.commit_n.qa.next = self.inc_12.q.val().get_bit(24);
        self.commit_f.qa_cwnd.next = 0.into();
        self.commit_n.qa_cwnd.next = self.inc_12.q.val().get_bits::<24>(0);
        self.commit_f.fast_inc.next = self.inc_12.q.val().get_bits::<24>(0);
        self.commit_n.fast_inc.next = 0.into();
        self.commit_f.md_cut.next = 0.into();
        self.commit_n.md_cut.next = 0.into();
        self.commit_f.fulfill.next = false;
        self.commit_n.fulfill.next = false;
        self.commit_f.eta.next = 0.into();
        self.commit_n.eta.next = 0.into();
        self.commit_f.maxwnd.next = self.mx_12.q.val();
        self.commit_n.maxwnd.next = self.mx_12.q.val();
        self.commit_f.quot.next = 0.into();
        self.commit_n.quot.next = 0.into();
        self.ew15.next = bit_cast::<50, 49>(self.commit_n.next_word.val());
        if self.fast15.val() {
            self.ew15.next = bit_cast::<50, 49>(self.commit_f.next_word.val());
        }
        self.ew16.d.next = self.ew15.val()
            | (bit_cast::<50, 1>(
                (self.v_15.q.val() && (self.action15.val() != 4) && !self.fulfill_15.q.val())
                    .into(),
            ) << 49);
        self.ew17.d.next = self.ew16.q.val();
        self.ew18.d.next = self.ew17.q.val();
        self.ew19.d.next = self.ew18.q.val();
        self.ew20.d.next = self.ew19.q.val();
        self.early_w16.next = self.ew16.q.val();
        self.early_w17.next = self.ew17.q.val();
        self.early_w18.next = self.ew18.q.val();
        self.early_w19.next = self.ew19.q.val();
        self.early_ok.next = self.ew20.q.val().get_bit(49);
        self.early_c.next = self.ew20.q.val().get_bits::<49>(0);
        self.route_slow9.next = (self.qa9.val().get_bits::<4>(0) == 4) || self.qa9.val().get_bit(5);
        self.route_md9.next = self.qa9.val().get_bits::<4>(0) == 4;

        // ---- the divide path (engine mode): an event with a fulfill and no MD divides by
        // the divisor without an MD cut from stage 15 (the slow path's division, 5 stages
        // earlier, takes the same operands); its flags (the divide path; an ack without Quick Adapt; eta) and the
        // early commit's cwnd and MaxWnd meet the quotient in stage 23
        self.md16.d.next = self.action_15.q.val() == 4;
        self.eta16.d.next = self.eta_15.q.val();
        self.div_mid.in_valid.next = true;
        self.div_mid.num.next = self.tot15.val();
        self.div_mid.den.next = bit_cast::<32, 25>(self.divisor15.val());
        self.div_mid.frac.next = 0.into();
        self.mflags_21.d.next = bit_cast::<3, 1>(
            (self.v_16.q.val() && self.af_16.q.val().get_bit(4) && !self.md16.q.val()).into(),
        ) | (bit_cast::<3, 1>(
            (self.v_16.q.val()
                && self.af_16.q.val().get_bit(4)
                && !self.md16.q.val()
                && (self.ev_16.q.val().get_bits::<2>(24) == 0)
                && !self.inc_16.q.val().get_bit(24))
            .into(),
        ) << 1)
            | (bit_cast::<3, 1>(self.eta16.q.val().into()) << 2);
        self.mx_21.d.next = self.mx_16.q.val();
        self.e_21.d.next = self.ew20.q.val().get_bits::<24>(0);
        // stage 21: K = early cwnd + eta
        self.m_eta21.next = 0.into();
        if self.mflags_21.q.val().get_bit(2) {
            self.m_eta21.next = self.s21_eta.val();
        }
        self.m_k22.d.next =
            bit_cast::<25, 24>(self.e_21.q.val()) + bit_cast::<25, 16>(self.m_eta21.val());
        self.m_e22.d.next = self.e_21.q.val();
        self.m_mx22.d.next = self.mx_21.q.val();
        self.m_f22.d.next = self.mflags_21.q.val().get_bits::<2>(0);
        // stage 22: MaxWnd - K (negative: every quotient saturates)
        self.m_thr22.next =
            bit_cast::<26, 24>(self.m_mx22.q.val()) - bit_cast::<26, 25>(self.m_k22.q.val());
        self.m_k23.d.next = self.m_k22.q.val();
        self.m_thr23.d.next = self.m_thr22.val().get_bits::<24>(0);
        self.m_neg23.d.next = self.m_thr22.val().get_bit(25);
        self.m_e23.d.next = self.m_e22.q.val();
        self.m_mx23.d.next = self.m_mx22.q.val();
        self.m_f23.d.next = self.m_f22.q.val();
        // stage 23: the quotient, one add and one compare deep
        self.m_sat23.next = self.div_mid.quot.val().get_bits::<24>(24).any()
            || self.m_neg23.q.val()
            || (self.div_mid.quot.val().get_bits::<24>(0) >= self.m_thr23.q.val());
        self.m_sum23.next =
            self.m_k23.q.val() + bit_cast::<25, 24>(self.div_mid.quot.val().get_bits::<24>(0));
        self.mid_cwnd.next = self.m_e23.q.val();
        if self.m_f23.q.val().get_bit(1) {
            self.mid_cwnd.next = self.m_sum23.val().get_bits::<24>(0);
            if self.m_sat23.val() {
                self.mid_cwnd.next = self.m_mx23.q.val();
            }
        }
        self.mid_ok.next = self.m_f23.q.val().get_bit(0);
        self.line_c.lag.next = 3.into();
        self.line_c.d.next = self.c_16.q.val();
        self.mul_md.in_valid.next = true;
        self.mul_md.a.next = self.start15.val();
        self.mul_md.b.next = self.kept15.val();
        self.mul_md.y_bits.next = 24.into();
        self.mul_md.s.next = bits::<8>(0xF4); // -12

        // ---- stage 20: the MD cut and the fulfill division by the window after it
        self.md_cut20.next = 0.into();
        // (the divisor is min(divisor, max(window, MTU)) on an MD: the three compares side by
        // side, so that no compare waits for another's choice)
        self.divisor20.next = self.line_c.q.val().get_bits::<25>(24);
        self.window20.next = bit_cast::<25, 48>(self.mul_md.y.val());
        self.w_lt_mtu20.next = self.window20.val() < bit_cast::<25, 24>(self.s20_mtu.val());
        self.w_lt_div20.next = self.window20.val() < self.divisor20.val();
        self.mtu_lt_div20.next = bit_cast::<25, 24>(self.s20_mtu.val()) < self.divisor20.val();
        if self.line_c.q.val().get_bit(49) {
            self.md_cut20.next =
                self.line_c.q.val().get_bits::<24>(0) - bit_cast::<24, 48>(self.mul_md.y.val());
            if self.w_lt_mtu20.val() {
                if self.mtu_lt_div20.val() {
                    self.divisor20.next = bit_cast::<25, 24>(self.s20_mtu.val());
                }
            } else if self.w_lt_div20.val() {
                self.divisor20.next = self.window20.val();
            }
        }
        self.div_fulfill.in_valid.next = true;
        self.div_fulfill.num.next = self.line_tot.q.val();
        self.div_fulfill.den.next = bit_cast::<32, 25>(self.divisor20.val());
        self.div_fulfill.frac.next = 0.into();
        self.line_md.lag.next = 5.into();
        self.line_md.d.next = bit_cast::<25, 24>(self.md_cut20.val())
            | (bit_cast::<25, 1>(self.line_c.q.val().get_bit(50).into()) << 24);

        // ---- stage 26: the commit's prep 0 (prep A in 27, the quotient joins in 28, cwnd in
        // 29) on the CCC's commit registers
        self.commit.ext.next = self.ext.val();
        self.commit.prev_cwnd.next = self.c28.val().get_bits::<24>(0);
        self.commit.prev_pre_penalty_cwnd.next = self.c28.val().get_bits::<24>(24);
        self.commit.prev_penalty_active.next = self.c28.val().get_bit(48);
        self.commit.load.next = self.load.val();
        self.commit.cfg_init_cwnd.next = self.init_cwnd.val();
        self.commit.cfg_mtu.next = self.s26_mtu.val();
        self.commit.valid.next = self.v_26.q.val();
        self.commit.kind.next = self.line_a.q.val().get_bits::<2>(24);
        self.commit.rc.next = self.line_a.q.val().get_bit(26);
        self.commit.pend.next = bit_cast::<7, 1>(self.line_a.q.val().get_bit(27).into());
        self.commit.penalty.next = self.line_a.q.val().get_bits::<24>(0);
        self.commit.bytes.next = self.line_a.q.val().get_bits::<24>(0);
        self.commit.action.next = self.line_b.q.val().get_bits::<4>(48);
        if self.line_md.q.val().get_bit(24) {
            self.commit.action.next = 2.into(); // fast
        }
        self.commit.qa.next = self.line_b.q.val().get_bit(54);
        self.commit.qa_cwnd.next = self.line_b.q.val().get_bits::<24>(0);
        self.commit.fast_inc.next = 0.into();
        if self.line_md.q.val().get_bit(24) {
            self.commit.fast_inc.next = self.line_b.q.val().get_bits::<24>(0);
        }
        self.commit.md_cut.next = self.line_md.q.val().get_bits::<24>(0);
        self.commit.fulfill.next = self.line_b.q.val().get_bit(53);
        self.commit.eta.next = 0.into();
        if self.line_b.q.val().get_bit(52) {
            self.commit.eta.next = self.s26_eta.val();
        }
        self.commit.quot.next = self.div_fulfill.quot.val();
        self.commit.maxwnd.next = self.line_b.q.val().get_bits::<24>(24);
        // ---- outputs: each owner's registers (the state after the event in its stage)
        self.af_28.d.next = self.af_27.q.val();
        self.af_27.d.next = bit_cast::<5, 4>(self.commit.action.val())
            | (bit_cast::<5, 1>(self.line_b.q.val().get_bit(53).into()) << 4);
        self.action_28.next = self.af_28.q.val().get_bits::<4>(0);
        self.fulfill_28.next = self.af_28.q.val().get_bit(4);
        self.base_rtt.next = self.quadrant.base_rtt.val();
        self.base_rtt_sub.next = self.quadrant.base_rtt_sub.val();
        self.avg_delay.next = self.ewma.avg.val();
        self.action.next = self.af_16.q.val().get_bits::<4>(0);
        self.fulfill.next = self.af_16.q.val().get_bit(4);
        self.bdp.next = self.qa_timer.bdp.val();
        self.maxwnd.next = self.qa_timer.maxwnd.val();
        self.achieved.next = self.qa_timer.achieved.val();
        self.received.next = self.qa_timer.received.val();
        self.bytes_ignored.next = self.qa_timer.bytes_ignored.val();
        self.bytes_to_ignore.next = self.qa_timer.bytes_to_ignore.val();
        self.fi_count.next = self.qa_timer.fi_count.val();
        self.trigger_qa.next = self.qa_timer.trigger_qa.val();
        self.qa_armed.next = self.qa_timer.qa_armed.val();
        self.qa_start.next = self.qa_timer.qa_start.val();
        self.qa_len.next = self.qa_timer.qa_len.val();
        self.last_adjust.next = self.qa_timer.last_adjust.val();
        self.last_adjust_sub.next = self.qa_timer.last_adjust_sub.val();
        self.last_dec.next = self.qa_timer.last_dec.val();
        self.inc_bytes.next = self.inc_r.q.val();
        self.fast_active.next = self.fa_r.q.val();
        self.cwnd.next = self.commit.cwnd.val();
        self.pre_penalty_cwnd.next = self.commit.pre_penalty_cwnd.val();
        self.penalty_active.next = self.commit.penalty_active.val();
    }
}
