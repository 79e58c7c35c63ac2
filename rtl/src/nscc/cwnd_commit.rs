//! `CwndCommit`: the last stage of the NSCC core, the hardware twin of
//! [`golden_model::nscc::GoldenCcc::cwnd_commit`]. It owns cwnd and the destination
//! flow-control registers (the pre-penalty cwnd and its flag).
//!
//! Every term but the live cwnd comes from upstream stages: Quick Adapt's cwnd, the decrease
//! P (rcv_cwnd_pend penalty + MD cut on acks; the trimmed or timed-out bytes on NACKs and
//! RTOs) and the increase D (fast increase + the fulfill term F). The new cwnd is
//! min(MaxWnd, max(base - P, MTU) + D), base being cwnd or, on an ack with `rc`, the restored
//! pre-penalty cwnd; the first penalty after a restore keeps the cwnd it started from.
//!
//! Four cycles, so that neither the loop on cwnd nor the fulfill quotient's arrival has a
//! long path in front of it, and no cycle has more than one add in series:
//! - **prep 0** (stage 26): the decrease P, the increase without F, K (below) and
//!   MaxWnd - MTU, each one add; the event's other inputs registered.
//! - **prep A** (stage 27): every term but the quotient, from prep 0's registers (the two
//!   terms of three operands through a carry-save step). F is `min(q + eta, 2^24 - 1)` on an
//!   event with a fulfill (q the fulfill quotient, eta the event's eta or 0), else 0, so D is
//!   either a constant of the event (no fulfill, or F saturated) or `K + q` with
//!   `K = fast + eta`. Both variants of every term that depends on D are prepared here.
//! - **prep B** (stage 28, the quotient arrives): F saturates when `q >= 2^24 - 1 - eta`;
//!   otherwise each term is one add of q to a prepared constant. The terms are thresholds
//!   that need no cwnd: `max(base - P, MTU) + D` is `base + (D - P)` if `base > P + MTU`,
//!   else `MTU + D`, and the MaxWnd bound `base + (D - P) > MaxWnd` is
//!   `base > MaxWnd - (D - P)`.
//! - **commit** (stage 29): picks the base (cwnd, or the restored pre-penalty cwnd clamped
//!   to [MTU, MaxWnd]), makes the two compares and the add in parallel, and selects.

use nscc_rtl_macros::ports;
use rust_hdl::prelude::*;

#[ports]
#[derive(LogicBlock, Default)]
pub struct CwndCommit {
    pub clock: Signal<In, Clock>,
    /// Engine mode: the previous state comes from the `prev_*` ports (a CCC's context, in
    /// prep B: a cycle before the commit), not from this block's own registers (which then
    /// only hold this event's result). With no loop on cwnd, prep B also picks the base and
    /// compares it with P + MTU, and the commit adds one base.
    pub ext: Signal<In, Bit>,
    #[group(sink)]
    commit_state: (),
    /// CCC activation: cwnd = the initial cwnd, no penalty kept.
    pub load: Signal<In, Bit>,
    #[group(sink, only(init_cwnd, mtu))]
    register_image: (),
    /// The event in prep 0 (stage 26); its cwnd is committed three cycles later.
    pub valid: Signal<In, Bit>,
    pub kind: Signal<In, Bits<2>>,
    pub rc: Signal<In, Bit>,
    pub pend: Signal<In, Bits<7>>,
    pub penalty: Signal<In, Bits<24>>,
    pub bytes: Signal<In, Bits<24>>,
    /// The action decided in stage 7 (code of `golden_model::Action`).
    pub action: Signal<In, Bits<4>>,
    pub qa: Signal<In, Bit>,
    pub qa_cwnd: Signal<In, Bits<24>>,
    pub fast_inc: Signal<In, Bits<24>>,
    pub md_cut: Signal<In, Bits<24>>,
    /// The event has a fulfill: F = min(quot + eta, 2^24 - 1), else F = 0.
    pub fulfill: Signal<In, Bit>,
    /// The eta added to the fulfill quotient (0 when the event adds none).
    pub eta: Signal<In, Bits<16>>,
    pub maxwnd: Signal<In, Bits<24>>,
    /// The fulfill quotient, in prep B (two cycles after the event's other inputs).
    pub quot: Signal<In, Bits<48>>,
    /// State taps.
    #[group(source, prefix = "")]
    commit_state: (),
    /// The state taps' next values (the commit's result in its own cycle: the engine hands
    /// an early commit's word to the CCC's next event from here)
    pub next_word: Signal<Out, Bits<49>>,
    // ---- prep 0 (stage 26): the decrease and the increases, each one add deep, registered
    is_ack: Signal<Local, Bit>,
    wm: Signal<Local, Bits<26>>,
    qa_lo: Signal<Local, Bits<24>>,
    z_touch: DFF<Bit>,
    z_ack: DFF<Bit>,
    z_rc: DFF<Bit>,
    z_pend: DFF<Bit>,
    z_qa: DFF<Bit>,
    z_f: DFF<Bit>,
    z_qa_lo: DFF<Bits<24>>,
    z_maxwnd: DFF<Bits<24>>,
    z_mtu: DFF<Bits<24>>,
    z_eta: DFF<Bits<16>>,
    z_decrease: DFF<Bits<26>>,
    z_inc_x: DFF<Bits<26>>,
    z_k: DFF<Bits<26>>,
    /// MaxWnd - MTU, two's complement
    z_wm: DFF<Bits<26>>,
    // ---- prep A (stage 27): combinational terms, then registers
    /// carry-save forms of MaxWnd + P - (inc_x or K) (sum bits, carries shifted with the +1
    /// of the two's complement): one add deep
    hx_s: Signal<Local, Bits<28>>,
    hx_c: Signal<Local, Bits<28>>,
    hk_s: Signal<Local, Bits<28>>,
    hk_c: Signal<Local, Bits<28>>,
    m28: Signal<Local, Bits<28>>,
    p28: Signal<Local, Bits<28>>,
    nx28: Signal<Local, Bits<28>>,
    nk28: Signal<Local, Bits<28>>,
    decrease: Signal<Local, Bits<26>>,
    /// the increase without F
    inc0: Signal<Local, Bits<26>>,
    /// the increase when F is not a quotient: inc0, plus 2^24 - 1 if F saturates
    inc_x: Signal<Local, Bits<26>>,
    up_x: Signal<Local, Bits<26>>,
    alt_x: Signal<Local, Bits<24>>,
    dp_x: Signal<Local, Bits<28>>,
    /// K = inc0 + eta, and MTU + K
    k: Signal<Local, Bits<26>>,
    c_up: Signal<Local, Bits<26>>,
    c_dp: Signal<Local, Bits<28>>,
    qa_bounded: Signal<Local, Bits<24>>,
    a_touch: DFF<Bit>,
    a_ack: DFF<Bit>,
    a_rc: DFF<Bit>,
    a_pend: DFF<Bit>,
    a_qa: DFF<Bit>,
    a_qa_b: DFF<Bits<24>>,
    a_maxwnd: DFF<Bits<24>>,
    a_mtu: DFF<Bits<24>>,
    a_lo: DFF<Bits<26>>,
    /// F is min(quot + eta, 2^24 - 1) on this event
    a_f: DFF<Bit>,
    /// F saturates when quot[23:0] >= 2^24 - 1 - eta
    a_thr: DFF<Bits<24>>,
    /// the terms when F is a constant (no fulfill, or saturated)
    a_alt_x: DFF<Bits<24>>,
    a_dp_x: DFF<Bits<28>>,
    a_hi_x: DFF<Bits<28>>,
    /// the terms when F = quot + eta: MTU + K, MaxWnd - (MTU + K) (two's complement),
    /// K - P, MaxWnd - (K - P)
    a_c_up: DFF<Bits<26>>,
    a_t_up: DFF<Bits<28>>,
    a_c_dp: DFF<Bits<28>>,
    a_c_hi: DFF<Bits<28>>,
    // ---- prep B (stage 28): the quotient, one add deep
    q24: Signal<Local, Bits<24>>,
    sat: Signal<Local, Bit>,
    up_add: Signal<Local, Bits<26>>,
    /// cwnd changes on this event (ack, NACK, RTO)
    touch_r: DFF<Bit>,
    ack_r: DFF<Bit>,
    /// an ack with rc (restores if a pre-penalty cwnd is kept)
    rc_r: DFF<Bit>,
    /// an ack with rcv_cwnd_pend > 0
    pend_r: DFF<Bit>,
    qa_r: DFF<Bit>,
    qa_b_r: DFF<Bits<24>>,
    maxwnd_r: DFF<Bits<24>>,
    /// P + MTU: above it the base is lowered by P, at or below it the result is MTU + D
    lo_r: DFF<Bits<26>>,
    /// min(MTU + D, MaxWnd)
    alt_r: DFF<Bits<24>>,
    /// D - P, two's complement
    dp_r: DFF<Bits<28>>,
    /// MaxWnd - (D - P), two's complement: above it, base + D - P exceeds MaxWnd
    hi_r: DFF<Bits<28>>,
    mtu_r: DFF<Bits<24>>,
    // ---- engine mode, prep B: the base and its first compare (the context arrives here)
    e_restore: Signal<Local, Bit>,
    e_pre_bounded: Signal<Local, Bits<24>>,
    /// base > P + MTU for each base the clamp can pick, compared beside the clamp's own
    /// compares (one carry chain deep, then a choice)
    e_pre_low: Signal<Local, Bit>,
    e_pre_high: Signal<Local, Bit>,
    e_gt_cwnd: Signal<Local, Bit>,
    e_gt_pre: Signal<Local, Bit>,
    e_gt_mtu: Signal<Local, Bit>,
    e_gt_max: Signal<Local, Bit>,
    e_base_b: Signal<Local, Bits<24>>,
    e_base: DFF<Bits<24>>,
    /// base > P + MTU
    e_gtlo: DFF<Bit>,
    e_active_mid: DFF<Bit>,
    e_cwnd: DFF<Bits<24>>,
    e_pre: DFF<Bits<24>>,
    e_act: DFF<Bit>,
    e_sum: Signal<Local, Bits<28>>,
    e_next: Signal<Local, Bits<24>>,
    // ---- commit (stage 29): the loop
    cwnd_r: DFF<Bits<24>>,
    pre_r: DFF<Bits<24>>,
    active_r: DFF<Bit>,
    restore: Signal<Local, Bit>,
    pre_low: Signal<Local, Bit>,
    pre_high: Signal<Local, Bit>,
    pre_bounded: Signal<Local, Bits<24>>,
    base: Signal<Local, Bits<24>>,
    active_mid: Signal<Local, Bit>,
    from_cwnd: Signal<Local, Bits<24>>,
    from_pre: Signal<Local, Bits<24>>,
    next_cwnd: Signal<Local, Bits<24>>,
    // the selection for the four bases a commit can start from: cwnd, the kept pre-penalty
    // cwnd, or that one clamped to the MTU or to MaxWnd
    pick_mtu: CommitPick,
    pick_max: CommitPick,
    pick_cwnd: CommitPick,
    pick_pre: CommitPick,
    p_cwnd: Signal<Local, Bits<24>>,
    p_pre_penalty_cwnd: Signal<Local, Bits<24>>,
    p_penalty_active: Signal<Local, Bit>,
}

impl Logic for CwndCommit {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            z_touch,
            z_ack,
            z_rc,
            z_pend,
            z_qa,
            z_f,
            z_qa_lo,
            z_maxwnd,
            z_mtu,
            z_eta,
            z_decrease,
            z_inc_x,
            z_k,
            z_wm,
            a_touch,
            a_ack,
            a_rc,
            a_pend,
            a_qa,
            a_qa_b,
            a_maxwnd,
            a_mtu,
            a_lo,
            a_f,
            a_thr,
            a_alt_x,
            a_dp_x,
            a_hi_x,
            a_c_up,
            a_t_up,
            a_c_dp,
            a_c_hi,
            touch_r,
            ack_r,
            rc_r,
            pend_r,
            qa_r,
            qa_b_r,
            maxwnd_r,
            lo_r,
            alt_r,
            dp_r,
            hi_r,
            mtu_r,
            cwnd_r,
            pre_r,
            active_r,
            e_base,
            e_gtlo,
            e_active_mid,
            e_cwnd,
            e_pre,
            e_act
        );
        // the previous state: own registers, or the CCC's context (registered from prep B)
        // in engine mode
        self.e_cwnd.d.next = self.prev_cwnd.val();
        self.e_pre.d.next = self.prev_pre_penalty_cwnd.val();
        self.e_act.d.next = self.prev_penalty_active.val();
        self.p_cwnd.next = self.cwnd_r.q.val();
        if self.ext.val() {
            self.p_cwnd.next = self.e_cwnd.q.val();
        }
        self.cwnd_r.d.next = self.p_cwnd.val();
        self.p_pre_penalty_cwnd.next = self.pre_r.q.val();
        if self.ext.val() {
            self.p_pre_penalty_cwnd.next = self.e_pre.q.val();
        }
        self.pre_r.d.next = self.p_pre_penalty_cwnd.val();
        self.p_penalty_active.next = self.active_r.q.val();
        if self.ext.val() {
            self.p_penalty_active.next = self.e_act.q.val();
        }
        self.active_r.d.next = self.p_penalty_active.val();

        // ---- prep 0: the event's decrease P and increase D (but its quotient)
        self.is_ack.next = self.valid.val() && (self.kind.val() == 0);
        self.decrease.next = 0.into();
        self.inc0.next = 0.into();
        if self.is_ack.val() {
            self.decrease.next =
                bit_cast::<26, 24>(self.penalty.val()) + bit_cast::<26, 24>(self.md_cut.val());
            self.inc0.next = bit_cast::<26, 24>(self.fast_inc.val());
        }
        // a processed NACK (action nack = 9) or an RTO (kind 3) takes its bytes off
        if (self.valid.val() && (self.kind.val() == 1) && (self.action.val() == 9))
            || (self.valid.val() && (self.kind.val() == 3))
        {
            self.decrease.next = bit_cast::<26, 24>(self.bytes.val());
        }
        // F a constant: 0, or 2^24 - 1 when saturated (decided in prep B)
        self.inc_x.next = bit_cast::<26, 24>(self.fast_inc.val());
        if !self.is_ack.val() {
            self.inc_x.next = 0.into();
        }
        if self.is_ack.val() && self.fulfill.val() {
            self.inc_x.next = bit_cast::<26, 24>(self.fast_inc.val()) + 0xFF_FFFF;
        }
        // F = quot + eta: D = K + quot
        self.k.next = self.inc0.val() + bit_cast::<26, 16>(self.eta.val());
        self.wm.next =
            bit_cast::<26, 24>(self.maxwnd.val()) - bit_cast::<26, 24>(self.cfg_mtu.val());
        self.qa_lo.next = self.qa_cwnd.val();
        if self.qa_cwnd.val() < self.cfg_mtu.val() {
            self.qa_lo.next = self.cfg_mtu.val();
        }
        self.z_touch.d.next = self.valid.val() && (self.kind.val() != 2);
        self.z_ack.d.next = self.is_ack.val();
        self.z_rc.d.next = self.is_ack.val() && self.rc.val();
        self.z_pend.d.next = self.is_ack.val() && self.pend.val().any();
        self.z_qa.d.next = self.qa.val();
        self.z_f.d.next = self.is_ack.val() && self.fulfill.val();
        self.z_qa_lo.d.next = self.qa_lo.val();
        self.z_maxwnd.d.next = self.maxwnd.val();
        self.z_mtu.d.next = self.cfg_mtu.val();
        self.z_eta.d.next = self.eta.val();
        self.z_decrease.d.next = self.decrease.val();
        self.z_inc_x.d.next = self.inc_x.val();
        self.z_k.d.next = self.k.val();
        self.z_wm.d.next = self.wm.val();
        // ---- prep A: every term but the quotient, each one add (or compare) deep
        self.a_f.d.next = self.z_f.q.val();
        self.a_thr.d.next = bits::<24>(0xFF_FFFF) - bit_cast::<24, 16>(self.z_eta.q.val());
        self.up_x.next = bit_cast::<26, 24>(self.z_mtu.q.val()) + self.z_inc_x.q.val();
        // MTU + inc_x > MaxWnd is inc_x > MaxWnd - MTU (always when that is negative)
        self.alt_x.next = bit_cast::<24, 26>(self.up_x.val());
        if self.z_wm.q.val().get_bit(25) || (self.z_inc_x.q.val() > self.z_wm.q.val()) {
            self.alt_x.next = self.z_maxwnd.q.val();
        }
        self.dp_x.next =
            bit_cast::<28, 26>(self.z_inc_x.q.val()) - bit_cast::<28, 26>(self.z_decrease.q.val());
        self.a_alt_x.d.next = self.alt_x.val();
        self.a_dp_x.d.next = self.dp_x.val();
        // MaxWnd - (inc_x - P) = MaxWnd + P + !inc_x + 1: a carry-save step, then one add
        self.m28.next = bit_cast::<28, 24>(self.z_maxwnd.q.val());
        self.p28.next = bit_cast::<28, 26>(self.z_decrease.q.val());
        self.nx28.next = !bit_cast::<28, 26>(self.z_inc_x.q.val());
        self.nk28.next = !bit_cast::<28, 26>(self.z_k.q.val());
        self.hx_s.next = self.m28.val() ^ self.p28.val() ^ self.nx28.val();
        self.hx_c.next = (((self.m28.val() & self.p28.val())
            | (self.m28.val() & self.nx28.val())
            | (self.p28.val() & self.nx28.val()))
            << 1)
            | 1;
        self.a_hi_x.d.next = self.hx_s.val() + self.hx_c.val();
        self.c_up.next = bit_cast::<26, 24>(self.z_mtu.q.val()) + self.z_k.q.val();
        self.c_dp.next =
            bit_cast::<28, 26>(self.z_k.q.val()) - bit_cast::<28, 26>(self.z_decrease.q.val());
        self.a_c_up.d.next = self.c_up.val();
        // MaxWnd - (MTU + K) = (MaxWnd - MTU) - K, sign-extended
        self.a_t_up.d.next =
            bit_cast::<28, 26>(self.z_wm.q.val()) - bit_cast::<28, 26>(self.z_k.q.val());
        if self.z_wm.q.val().get_bit(25) {
            self.a_t_up.d.next = (bit_cast::<28, 26>(self.z_wm.q.val()) | 0xC00_0000)
                - bit_cast::<28, 26>(self.z_k.q.val());
        }
        self.a_c_dp.d.next = self.c_dp.val();
        self.hk_s.next = self.m28.val() ^ self.p28.val() ^ self.nk28.val();
        self.hk_c.next = (((self.m28.val() & self.p28.val())
            | (self.m28.val() & self.nk28.val())
            | (self.p28.val() & self.nk28.val()))
            << 1)
            | 1;
        self.a_c_hi.d.next = self.hk_s.val() + self.hk_c.val();
        self.qa_bounded.next = self.z_qa_lo.q.val();
        if self.z_qa_lo.q.val() > self.z_maxwnd.q.val() {
            self.qa_bounded.next = self.z_maxwnd.q.val();
        }
        self.a_touch.d.next = self.z_touch.q.val();
        self.a_ack.d.next = self.z_ack.q.val();
        self.a_rc.d.next = self.z_rc.q.val();
        self.a_pend.d.next = self.z_pend.q.val();
        self.a_qa.d.next = self.z_qa.q.val();
        self.a_qa_b.d.next = self.qa_bounded.val();
        self.a_maxwnd.d.next = self.z_maxwnd.q.val();
        self.a_lo.d.next = self.z_decrease.q.val() + bit_cast::<26, 24>(self.z_mtu.q.val());
        // the commit cycle's MTU (the engine's profile changes with the event)
        self.a_mtu.d.next = self.z_mtu.q.val();
        // ---- prep B: the quotient, saturated with eta at 2^24 - 1, into D
        self.q24.next = self.quot.val().get_bits::<24>(0);
        self.sat.next =
            self.quot.val().get_bits::<24>(24).any() || (self.q24.val() >= self.a_thr.q.val());
        self.touch_r.d.next = self.a_touch.q.val();
        self.ack_r.d.next = self.a_ack.q.val();
        self.rc_r.d.next = self.a_rc.q.val();
        self.pend_r.d.next = self.a_pend.q.val();
        self.qa_r.d.next = self.a_qa.q.val();
        self.qa_b_r.d.next = self.a_qa_b.q.val();
        self.maxwnd_r.d.next = self.a_maxwnd.q.val();
        self.lo_r.d.next = self.a_lo.q.val();
        self.mtu_r.d.next = self.a_mtu.q.val();
        self.alt_r.d.next = self.a_alt_x.q.val();
        self.dp_r.d.next = self.a_dp_x.q.val();
        self.hi_r.d.next = self.a_hi_x.q.val();
        self.up_add.next = bit_cast::<26, 24>(self.q24.val()) + self.a_c_up.q.val();
        if self.a_f.q.val() && !self.sat.val() {
            // MTU + D > MaxWnd: quot > MaxWnd - (MTU + K), always when that is negative
            self.alt_r.d.next = bit_cast::<24, 26>(self.up_add.val());
            if self.a_t_up.q.val().get_bit(27)
                || (self.q24.val() > self.a_t_up.q.val().get_bits::<24>(0))
            {
                self.alt_r.d.next = self.a_maxwnd.q.val();
            }
            self.dp_r.d.next = bit_cast::<28, 24>(self.q24.val()) + self.a_c_dp.q.val();
            self.hi_r.d.next = self.a_c_hi.q.val() - bit_cast::<28, 24>(self.q24.val());
        }
        // ---- engine mode, prep B: the base (cwnd, or the restored pre-penalty cwnd clamped
        // to [MTU, MaxWnd]) from the context, and base > P + MTU
        self.e_restore.next = self.a_rc.q.val() && self.prev_penalty_active.val();
        self.e_pre_low.next = self.prev_pre_penalty_cwnd.val() < self.a_mtu.q.val();
        self.e_pre_high.next = self.prev_pre_penalty_cwnd.val() > self.a_maxwnd.q.val();
        self.e_gt_cwnd.next = bit_cast::<26, 24>(self.prev_cwnd.val()) > self.a_lo.q.val();
        self.e_gt_pre.next =
            bit_cast::<26, 24>(self.prev_pre_penalty_cwnd.val()) > self.a_lo.q.val();
        self.e_gt_mtu.next = bit_cast::<26, 24>(self.a_mtu.q.val()) > self.a_lo.q.val();
        self.e_gt_max.next = bit_cast::<26, 24>(self.a_maxwnd.q.val()) > self.a_lo.q.val();
        self.e_pre_bounded.next = self.prev_pre_penalty_cwnd.val();
        self.e_gtlo.d.next = self.e_gt_pre.val();
        if self.e_pre_low.val() {
            self.e_pre_bounded.next = self.a_mtu.q.val();
            self.e_gtlo.d.next = self.e_gt_mtu.val();
        }
        if self.e_pre_high.val() {
            self.e_pre_bounded.next = self.a_maxwnd.q.val();
            self.e_gtlo.d.next = self.e_gt_max.val();
        }
        self.e_base_b.next = self.prev_cwnd.val();
        self.e_active_mid.d.next = self.prev_penalty_active.val();
        if self.e_restore.val() {
            self.e_base_b.next = self.e_pre_bounded.val();
            self.e_active_mid.d.next = false;
        } else {
            self.e_gtlo.d.next = self.e_gt_cwnd.val();
        }
        self.e_base.d.next = self.e_base_b.val();
        // ---- engine mode, commit: one base, one add
        self.e_sum.next = bit_cast::<28, 24>(self.e_base.q.val()) + self.dp_r.q.val();
        self.e_next.next = self.alt_r.q.val();
        if self.e_gtlo.q.val() {
            self.e_next.next = bit_cast::<24, 28>(self.e_sum.val());
            if self.hi_r.q.val().get_bit(27)
                || (bit_cast::<28, 24>(self.e_base.q.val()) > self.hi_r.q.val())
            {
                self.e_next.next = self.maxwnd_r.q.val();
            }
        }
        // ---- commit: the four candidates in parallel, then the restore (rc) picks one
        self.pick_mtu.base.next = self.mtu_r.q.val();
        self.pick_mtu.lo.next = self.lo_r.q.val();
        self.pick_mtu.hi.next = self.hi_r.q.val();
        self.pick_mtu.dp.next = self.dp_r.q.val();
        self.pick_mtu.alt.next = self.alt_r.q.val();
        self.pick_mtu.maxwnd.next = self.maxwnd_r.q.val();
        self.pick_max.base.next = self.maxwnd_r.q.val();
        self.pick_max.lo.next = self.lo_r.q.val();
        self.pick_max.hi.next = self.hi_r.q.val();
        self.pick_max.dp.next = self.dp_r.q.val();
        self.pick_max.alt.next = self.alt_r.q.val();
        self.pick_max.maxwnd.next = self.maxwnd_r.q.val();
        self.pick_cwnd.base.next = self.p_cwnd.val();
        self.pick_cwnd.lo.next = self.lo_r.q.val();
        self.pick_cwnd.hi.next = self.hi_r.q.val();
        self.pick_cwnd.dp.next = self.dp_r.q.val();
        self.pick_cwnd.alt.next = self.alt_r.q.val();
        self.pick_cwnd.maxwnd.next = self.maxwnd_r.q.val();
        self.pick_pre.base.next = self.p_pre_penalty_cwnd.val();
        self.pick_pre.lo.next = self.lo_r.q.val();
        self.pick_pre.hi.next = self.hi_r.q.val();
        self.pick_pre.dp.next = self.dp_r.q.val();
        self.pick_pre.alt.next = self.alt_r.q.val();
        self.pick_pre.maxwnd.next = self.maxwnd_r.q.val();
        self.from_cwnd.next = self.pick_cwnd.next_cwnd.val();
        self.restore.next = self.rc_r.q.val() && self.p_penalty_active.val();
        self.pre_low.next = self.p_pre_penalty_cwnd.val() < self.mtu_r.q.val();
        self.pre_high.next = self.p_pre_penalty_cwnd.val() > self.maxwnd_r.q.val();
        self.pre_bounded.next = self.p_pre_penalty_cwnd.val();
        self.from_pre.next = self.pick_pre.next_cwnd.val();
        if self.pre_low.val() {
            self.pre_bounded.next = self.mtu_r.q.val();
            self.from_pre.next = self.pick_mtu.next_cwnd.val();
        }
        if self.pre_high.val() {
            self.pre_bounded.next = self.maxwnd_r.q.val();
            self.from_pre.next = self.pick_max.next_cwnd.val();
        }
        self.base.next = self.p_cwnd.val();
        self.active_mid.next = self.p_penalty_active.val();
        self.next_cwnd.next = self.from_cwnd.val();
        if self.restore.val() {
            self.base.next = self.pre_bounded.val();
            self.active_mid.next = false;
            self.next_cwnd.next = self.from_pre.val();
        }
        if self.ext.val() {
            self.base.next = self.e_base.q.val();
            self.active_mid.next = self.e_active_mid.q.val();
            self.next_cwnd.next = self.e_next.val();
        }
        if self.qa_r.q.val() {
            self.next_cwnd.next = self.qa_b_r.q.val();
        }
        // ---- registers: only acks, NACKs and RTOs touch cwnd
        if self.touch_r.q.val() {
            self.cwnd_r.d.next = self.next_cwnd.val();
        }
        if self.ack_r.q.val() {
            self.active_r.d.next = self.active_mid.val();
            if self.pend_r.q.val() {
                self.active_r.d.next = true;
                if !self.active_mid.val() {
                    self.pre_r.d.next = self.base.val();
                }
            }
        }
        if self.load.val() {
            self.cwnd_r.d.next = self.cfg_init_cwnd.val();
            self.pre_r.d.next = 0.into();
            self.active_r.d.next = false;
        }
        self.cwnd.next = self.cwnd_r.q.val();
        self.pre_penalty_cwnd.next = self.pre_r.q.val();
        self.penalty_active.next = self.active_r.q.val();
        self.next_word.next = bit_cast::<49, 24>(self.cwnd_r.d.val())
            | (bit_cast::<49, 24>(self.pre_r.d.val()) << 24)
            | (bit_cast::<49, 1>(self.active_r.d.val().into()) << 48);
    }
}

/// The commit's selection for one candidate base (combinational): `max(base - P, MTU) + D`,
/// at most MaxWnd, from the prepared terms: `base + (D - P)` if `base > P + MTU` (`lo`),
/// capped at MaxWnd if `base > MaxWnd - (D - P)` (`hi`, two's complement), else
/// `min(MTU + D, MaxWnd)` (`alt`).
#[derive(LogicBlock, Default)]
pub struct CommitPick {
    pub base: Signal<In, Bits<24>>,
    pub lo: Signal<In, Bits<26>>,
    pub hi: Signal<In, Bits<28>>,
    pub dp: Signal<In, Bits<28>>,
    pub alt: Signal<In, Bits<24>>,
    pub maxwnd: Signal<In, Bits<24>>,
    pub next_cwnd: Signal<Out, Bits<24>>,
    sum: Signal<Local, Bits<28>>,
}

impl Logic for CommitPick {
    #[hdl_gen]
    fn update(&mut self) {
        self.sum.next = bit_cast::<28, 24>(self.base.val()) + self.dp.val();
        self.next_cwnd.next = self.alt.val();
        if bit_cast::<26, 24>(self.base.val()) > self.lo.val() {
            self.next_cwnd.next = bit_cast::<24, 28>(self.sum.val());
            // hi < 0 (bit 27): any base is above it
            if self.hi.val().get_bit(27) || (bit_cast::<28, 24>(self.base.val()) > self.hi.val()) {
                self.next_cwnd.next = self.maxwnd.val();
            }
        }
    }
}
