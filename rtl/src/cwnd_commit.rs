//! `CwndCommit`: the last stage of the NSCC core, the hardware twin of
//! [`golden_model::nscc::GoldenCcc::cwnd_commit`]. It owns cwnd and the destination
//! flow-control registers (the pre-penalty cwnd and its flag).
//!
//! Every term but the live cwnd comes from upstream stages: Quick Adapt's cwnd, the decrease
//! P (rcv_cwnd_pend penalty + MD cut on acks; the trimmed or timed-out bytes on NACKs and
//! RTOs) and the increase D (fast increase + fulfill quotient + eta). The new cwnd is
//! min(MaxWnd, max(base - P, MTU) + D), base being cwnd or, on an ack with `rc`, the restored
//! pre-penalty cwnd; the first penalty after a restore keeps the cwnd it started from.
//!
//! Two cycles, so that the loop on cwnd is short: the prep cycle (stage 20) turns the
//! event's terms into thresholds that need no cwnd, `max(base - P, MTU) + D` being
//! `base + (D - P)` if `base > P + MTU`, else `MTU + D`, and the MaxWnd bound
//! `base + (D - P) > MaxWnd` being `base > MaxWnd - (D - P)`; the commit cycle (stage 21)
//! picks the base (cwnd, or the restored pre-penalty cwnd clamped to [MTU, MaxWnd]), makes
//! the two compares and the add in parallel, and selects.

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct CwndCommit {
    pub clock: Signal<In, Clock>,
    /// Engine mode: the previous state comes from the `prev_*` ports (a CCC's context),
    /// not from this block's own registers (which then only hold this event's result).
    pub ext: Signal<In, Bit>,
    pub prev_cwnd: Signal<In, Bits<24>>,
    pub prev_pre_penalty_cwnd: Signal<In, Bits<24>>,
    pub prev_penalty_active: Signal<In, Bit>,
    /// CCC activation: cwnd = the initial cwnd, no penalty kept.
    pub load: Signal<In, Bit>,
    pub cfg_init_cwnd: Signal<In, Bits<24>>,
    pub cfg_mtu: Signal<In, Bits<24>>,
    /// The event in the prep stage (20); its cwnd is committed at the end of the next cycle.
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
    /// Fulfill quotient + eta (0 without a fulfill).
    pub fulfill: Signal<In, Bits<24>>,
    pub maxwnd: Signal<In, Bits<24>>,
    /// State taps.
    pub cwnd: Signal<Out, Bits<24>>,
    pub pre_penalty_cwnd: Signal<Out, Bits<24>>,
    pub penalty_active: Signal<Out, Bit>,
    // ---- prep (stage 20): combinational terms, then registers
    is_ack: Signal<Local, Bit>,
    decrease: Signal<Local, Bits<26>>,
    increase: Signal<Local, Bits<26>>,
    up_mtu: Signal<Local, Bits<26>>,
    alt: Signal<Local, Bits<24>>,
    lo: Signal<Local, Bits<26>>,
    hi: Signal<Local, Bits<28>>,
    dp: Signal<Local, Bits<28>>,
    qa_bounded: Signal<Local, Bits<24>>,
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
    // ---- commit (stage 21): the loop
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
            self, clock, touch_r, ack_r, rc_r, pend_r, qa_r, qa_b_r, maxwnd_r, lo_r, alt_r, dp_r,
            hi_r, mtu_r, cwnd_r, pre_r, active_r
        );
        // the previous state: own registers, or the CCC's context in engine mode
        self.p_cwnd.next = self.cwnd_r.q.val();
        if self.ext.val() {
            self.p_cwnd.next = self.prev_cwnd.val();
        }
        self.cwnd_r.d.next = self.p_cwnd.val();
        self.p_pre_penalty_cwnd.next = self.pre_r.q.val();
        if self.ext.val() {
            self.p_pre_penalty_cwnd.next = self.prev_pre_penalty_cwnd.val();
        }
        self.pre_r.d.next = self.p_pre_penalty_cwnd.val();
        self.p_penalty_active.next = self.active_r.q.val();
        if self.ext.val() {
            self.p_penalty_active.next = self.prev_penalty_active.val();
        }
        self.active_r.d.next = self.p_penalty_active.val();

        // ---- prep: the event's decrease P and increase D, and what they imply
        self.is_ack.next = self.valid.val() && (self.kind.val() == 0);
        self.decrease.next = 0.into();
        self.increase.next = 0.into();
        if self.is_ack.val() {
            self.decrease.next =
                bit_cast::<26, 24>(self.penalty.val()) + bit_cast::<26, 24>(self.md_cut.val());
            self.increase.next =
                bit_cast::<26, 24>(self.fast_inc.val()) + bit_cast::<26, 24>(self.fulfill.val());
        }
        // a processed NACK (action nack = 9) or an RTO (kind 3) takes its bytes off
        if (self.valid.val() && (self.kind.val() == 1) && (self.action.val() == 9))
            || (self.valid.val() && (self.kind.val() == 3))
        {
            self.decrease.next = bit_cast::<26, 24>(self.bytes.val());
        }
        self.up_mtu.next = bit_cast::<26, 24>(self.cfg_mtu.val()) + self.increase.val();
        self.alt.next = bit_cast::<24, 26>(self.up_mtu.val());
        if self.up_mtu.val() > bit_cast::<26, 24>(self.maxwnd.val()) {
            self.alt.next = self.maxwnd.val();
        }
        self.qa_bounded.next = self.qa_cwnd.val();
        if self.qa_cwnd.val() < self.cfg_mtu.val() {
            self.qa_bounded.next = self.cfg_mtu.val();
        }
        if self.qa_bounded.val() > self.maxwnd.val() {
            self.qa_bounded.next = self.maxwnd.val();
        }
        self.touch_r.d.next = self.valid.val() && (self.kind.val() != 2);
        self.ack_r.d.next = self.is_ack.val();
        self.rc_r.d.next = self.is_ack.val() && self.rc.val();
        self.pend_r.d.next = self.is_ack.val() && self.pend.val().any();
        self.qa_r.d.next = self.qa.val();
        self.qa_b_r.d.next = self.qa_bounded.val();
        self.maxwnd_r.d.next = self.maxwnd.val();
        self.lo.next = self.decrease.val() + bit_cast::<26, 24>(self.cfg_mtu.val());
        self.dp.next =
            bit_cast::<28, 26>(self.increase.val()) - bit_cast::<28, 26>(self.decrease.val());
        self.hi.next = bit_cast::<28, 24>(self.maxwnd.val()) - self.dp.val();
        self.lo_r.d.next = self.lo.val();
        // the commit cycle's MTU (the engine's profile changes with the event)
        self.mtu_r.d.next = self.cfg_mtu.val();
        self.alt_r.d.next = self.alt.val();
        self.dp_r.d.next = self.dp.val();
        self.hi_r.d.next = self.hi.val();
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
