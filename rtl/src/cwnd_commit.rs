//! `CwndCommit`: the last stage of the NSCC core, the hardware twin of
//! [`golden_model::nscc::GoldenCcc::cwnd_commit`]. It owns cwnd and the destination
//! flow-control registers (the pre-penalty cwnd and its flag).
//!
//! Every term but the live cwnd comes from upstream stages: Quick Adapt's cwnd, the decrease
//! P (rcv_cwnd_pend penalty + MD cut on acks; the trimmed or timed-out bytes on NACKs and
//! RTOs) and the increase D (fast increase + fulfill quotient + eta). The new cwnd is
//! min(MaxWnd, max(base - P, MTU) + D), base being cwnd or, on an ack with `rc`, the restored
//! pre-penalty cwnd; the first penalty after a restore keeps the cwnd it started from.

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct CwndCommit {
    pub clock: Signal<In, Clock>,
    /// CCC activation: cwnd = the initial cwnd, no penalty kept.
    pub load: Signal<In, Bit>,
    pub cfg_init_cwnd: Signal<In, Bits<24>>,
    pub cfg_mtu: Signal<In, Bits<24>>,
    /// The event in this stage.
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
    cwnd_r: DFF<Bits<24>>,
    pre_r: DFF<Bits<24>>,
    active_r: DFF<Bit>,
    is_ack: Signal<Local, Bit>,
    restore: Signal<Local, Bit>,
    pre_bounded: Signal<Local, Bits<24>>,
    base: Signal<Local, Bits<24>>,
    active_mid: Signal<Local, Bit>,
    decrease: Signal<Local, Bits<26>>,
    increase: Signal<Local, Bits<26>>,
    lowered: Signal<Local, Bits<26>>,
    raised: Signal<Local, Bits<26>>,
    next_cwnd: Signal<Local, Bits<24>>,
    qa_bounded: Signal<Local, Bits<24>>,
}

impl Logic for CwndCommit {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, cwnd_r, pre_r, active_r);
        self.is_ack.next = self.valid.val() && (self.kind.val() == 0);
        // Restore on rc: the kept cwnd, bounded to [MTU, MaxWnd].
        self.restore.next = self.is_ack.val() && self.rc.val() && self.active_r.q.val();
        self.pre_bounded.next = self.pre_r.q.val();
        if self.pre_r.q.val() < self.cfg_mtu.val() {
            self.pre_bounded.next = self.cfg_mtu.val();
        }
        if self.pre_bounded.val() > self.maxwnd.val() {
            self.pre_bounded.next = self.maxwnd.val();
        }
        self.base.next = self.cwnd_r.q.val();
        self.active_mid.next = self.active_r.q.val();
        if self.restore.val() {
            self.base.next = self.pre_bounded.val();
            self.active_mid.next = false;
        }
        // Decrease and increase of this event.
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
        // max(base - P, MTU) + D, then at most MaxWnd
        self.lowered.next = bit_cast::<26, 24>(self.cfg_mtu.val());
        if bit_cast::<26, 24>(self.base.val())
            > self.decrease.val() + bit_cast::<26, 24>(self.cfg_mtu.val())
        {
            self.lowered.next = bit_cast::<26, 24>(self.base.val()) - self.decrease.val();
        }
        self.raised.next = self.lowered.val() + self.increase.val();
        self.next_cwnd.next = bit_cast::<24, 26>(self.raised.val());
        if self.raised.val() > bit_cast::<26, 24>(self.maxwnd.val()) {
            self.next_cwnd.next = self.maxwnd.val();
        }
        // Quick Adapt's cwnd, bounded.
        self.qa_bounded.next = self.qa_cwnd.val();
        if self.qa_cwnd.val() < self.cfg_mtu.val() {
            self.qa_bounded.next = self.cfg_mtu.val();
        }
        if self.qa_bounded.val() > self.maxwnd.val() {
            self.qa_bounded.next = self.maxwnd.val();
        }
        if self.qa.val() {
            self.next_cwnd.next = self.qa_bounded.val();
        }
        // ---- registers: only acks, NACKs and RTOs touch cwnd
        if self.valid.val() && (self.kind.val() != 2) {
            self.cwnd_r.d.next = self.next_cwnd.val();
        }
        if self.is_ack.val() {
            self.active_r.d.next = self.active_mid.val();
            if self.pend.val().any() {
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
