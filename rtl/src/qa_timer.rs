//! `QaTimer`: stage 7 of the NSCC core, the hardware twin of
//! [`golden_model::nscc::GoldenCcc::qa_timer`]. It owns BDP and MaxWnd (committed from the
//! base-RTT drop of the event), the byte counters (achieved, received, bytes_ignored), the
//! Quick Adapt window (armed, start, length, trigger, bytes_to_ignore), the fast-increase
//! tracking (fi_count, fast flag) and the MD and fulfill timers (last_dec, last_adjust).
//!
//! For an ack or a NACK in this stage it decides, in one cycle of parallel compares and
//! selects: stale feedback (`ignored`), Quick Adapt (the window ended, bad news and
//! starvation: `qa` with cwnd = max(achieved, MTU)), then the quadrant (fair, prop or fast,
//! md or md_skipped, noop; `nack`) and the fulfill trigger. Its outputs are registered
//! (stage 8) and its registers are the state taps. `cwnd_seen` is the event's start cwnd as
//! the core's cwnd commit stage shows it now (the stale read of
//! [`golden_model::pipeline`]); `avg` is the EWMA register, which holds the average after
//! this very event.

use rust_hdl::prelude::*;

/// Action codes (`golden_model::Action::code`).
pub const ACTION_NONE: u64 = 0;

#[derive(LogicBlock, Default)]
pub struct QaTimer {
    pub clock: Signal<In, Clock>,
    /// Engine mode: the previous state comes from the `prev_*` ports (a CCC's context),
    /// not from this block's own registers (which then only hold this event's result).
    pub ext: Signal<In, Bit>,
    pub prev_bdp: Signal<In, Bits<24>>,
    pub prev_maxwnd: Signal<In, Bits<24>>,
    pub prev_achieved: Signal<In, Bits<32>>,
    pub prev_received: Signal<In, Bits<32>>,
    pub prev_bytes_ignored: Signal<In, Bits<32>>,
    pub prev_bytes_to_ignore: Signal<In, Bits<24>>,
    pub prev_fi_count: Signal<In, Bits<32>>,
    pub prev_fast_active: Signal<In, Bit>,
    pub prev_trigger_qa: Signal<In, Bit>,
    pub prev_qa_armed: Signal<In, Bit>,
    pub prev_qa_start: Signal<In, Bits<32>>,
    pub prev_qa_len: Signal<In, Bits<25>>,
    pub prev_last_adjust: Signal<In, Bits<32>>,
    pub prev_last_adjust_sub: Signal<In, Bits<10>>,
    pub prev_last_dec: Signal<In, Bits<32>>,
    /// CCC activation: load BDP/MaxWnd, clear the counters, start the timers at `load_t`.
    pub load: Signal<In, Bit>,
    pub load_t: Signal<In, Bits<32>>,
    pub cfg_init_bdp: Signal<In, Bits<24>>,
    pub cfg_init_maxwnd: Signal<In, Bits<24>>,
    pub cfg_mtu: Signal<In, Bits<24>>,
    pub cfg_target: Signal<In, Bits<24>>,
    pub cfg_qa_threshold: Signal<In, Bits<24>>,
    pub cfg_network_rtt: Signal<In, Bits<24>>,
    /// The ps beyond `cfg_network_rtt` (0..=999): the fulfill period is compared in ps.
    pub cfg_network_rtt_sub: Signal<In, Bits<10>>,
    pub cfg_fulfill_bytes: Signal<In, Bits<24>>,
    pub cfg_qa_gate: Signal<In, Bits<5>>,
    /// The event in stage 7.
    pub valid: Signal<In, Bit>,
    pub kind: Signal<In, Bits<2>>,
    pub t: Signal<In, Bits<32>>,
    /// The ps within `t`'s ns (0..=999).
    pub t_sub: Signal<In, Bits<10>>,
    pub bytes: Signal<In, Bits<24>>,
    pub ecn: Signal<In, Bit>,
    pub in_flight: Signal<In, Bits<24>>,
    pub delay: Signal<In, Bits<24>>,
    pub base_after: Signal<In, Bits<24>>,
    pub dropped: Signal<In, Bit>,
    /// BDP and MaxWnd at the event's RTT (used when `dropped`).
    pub bdp_cand: Signal<In, Bits<24>>,
    pub maxwnd_cand: Signal<In, Bits<24>>,
    pub avg: Signal<In, Bits<32>>,
    pub cwnd_seen: Signal<In, Bits<24>>,
    /// Decisions, registered (stage 8).
    pub out_valid: Signal<Out, Bit>,
    pub action: Signal<Out, Bits<4>>,
    pub qa: Signal<Out, Bit>,
    pub qa_cwnd: Signal<Out, Bits<24>>,
    pub stop: Signal<Out, Bit>,
    pub fulfill: Signal<Out, Bit>,
    pub eta: Signal<Out, Bit>,
    pub maxwnd_after: Signal<Out, Bits<24>>,
    /// State taps.
    pub bdp: Signal<Out, Bits<24>>,
    pub maxwnd: Signal<Out, Bits<24>>,
    pub achieved: Signal<Out, Bits<32>>,
    pub received: Signal<Out, Bits<32>>,
    pub bytes_ignored: Signal<Out, Bits<32>>,
    pub bytes_to_ignore: Signal<Out, Bits<24>>,
    pub fi_count: Signal<Out, Bits<32>>,
    pub fast_active: Signal<Out, Bit>,
    pub trigger_qa: Signal<Out, Bit>,
    pub qa_armed: Signal<Out, Bit>,
    pub qa_start: Signal<Out, Bits<32>>,
    pub qa_len: Signal<Out, Bits<25>>,
    pub last_adjust: Signal<Out, Bits<32>>,
    pub last_adjust_sub: Signal<Out, Bits<10>>,
    pub last_dec: Signal<Out, Bits<32>>,
    // owned registers
    bdp_r: DFF<Bits<24>>,
    maxwnd_r: DFF<Bits<24>>,
    achieved_r: DFF<Bits<32>>,
    received_r: DFF<Bits<32>>,
    ignored_r: DFF<Bits<32>>,
    to_ignore_r: DFF<Bits<24>>,
    fi_count_r: DFF<Bits<32>>,
    fast_r: DFF<Bit>,
    trigger_r: DFF<Bit>,
    armed_r: DFF<Bit>,
    qa_start_r: DFF<Bits<32>>,
    qa_len_r: DFF<Bits<25>>,
    last_adjust_r: DFF<Bits<32>>,
    last_adjust_sub_r: DFF<Bits<10>>,
    last_dec_r: DFF<Bits<32>>,
    // stage-8 output registers
    v8: DFF<Bit>,
    action8: DFF<Bits<4>>,
    qa8: DFF<Bit>,
    qa_cwnd8: DFF<Bits<24>>,
    stop8: DFF<Bit>,
    fulfill8: DFF<Bit>,
    eta8: DFF<Bit>,
    maxwnd8: DFF<Bits<24>>,
    // combinational values of this cycle
    is_ack: Signal<Local, Bit>,
    is_nack: Signal<Local, Bit>,
    maxwnd_now: Signal<Local, Bits<24>>,
    achieved_sum: Signal<Local, Bits<33>>,
    achieved_new: Signal<Local, Bits<32>>,
    received_sum: Signal<Local, Bits<33>>,
    received_new: Signal<Local, Bits<32>>,
    ignored_sum: Signal<Local, Bits<33>>,
    ignored_new: Signal<Local, Bits<32>>,
    fi_sum: Signal<Local, Bits<33>>,
    fi_new: Signal<Local, Bits<32>>,
    trigger_new: Signal<Local, Bit>,
    ignore: Signal<Local, Bit>,
    window_end: Signal<Local, Bit>,
    fire: Signal<Local, Bit>,
    qa_cwnd_now: Signal<Local, Bits<24>>,
    snapshot: Signal<Local, Bits<25>>,
    fast: Signal<Local, Bit>,
    md: Signal<Local, Bit>,
    fulfill_now: Signal<Local, Bit>,
    eta_now: Signal<Local, Bit>,
    action_now: Signal<Local, Bits<4>>,
    /// Time since the last adjustment as ns << 10 | ps within the ns (the ps part borrows
    /// from the ns part), and the period the same way: one 42-bit compare is the exact ps
    /// comparison.
    adj_borrow: Signal<Local, Bit>,
    adj_ns: Signal<Local, Bits<32>>,
    adj_ps: Signal<Local, Bits<10>>,
    adj_elapsed: Signal<Local, Bits<42>>,
    adj_period: Signal<Local, Bits<42>>,
    p_bdp: Signal<Local, Bits<24>>,
    p_maxwnd: Signal<Local, Bits<24>>,
    p_achieved: Signal<Local, Bits<32>>,
    p_received: Signal<Local, Bits<32>>,
    p_bytes_ignored: Signal<Local, Bits<32>>,
    p_bytes_to_ignore: Signal<Local, Bits<24>>,
    p_fi_count: Signal<Local, Bits<32>>,
    p_fast_active: Signal<Local, Bit>,
    p_trigger_qa: Signal<Local, Bit>,
    p_qa_armed: Signal<Local, Bit>,
    p_qa_start: Signal<Local, Bits<32>>,
    p_qa_len: Signal<Local, Bits<25>>,
    p_last_adjust: Signal<Local, Bits<32>>,
    p_last_adjust_sub: Signal<Local, Bits<10>>,
    p_last_dec: Signal<Local, Bits<32>>,
}

impl Logic for QaTimer {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            bdp_r,
            maxwnd_r,
            achieved_r,
            received_r,
            ignored_r,
            to_ignore_r,
            fi_count_r,
            fast_r,
            trigger_r,
            armed_r,
            qa_start_r,
            qa_len_r,
            last_adjust_r,
            last_adjust_sub_r,
            last_dec_r,
            v8,
            action8,
            qa8,
            qa_cwnd8,
            stop8,
            fulfill8,
            eta8,
            maxwnd8
        );
        // the previous state: own registers, or the CCC's context in engine mode
        self.p_bdp.next = self.bdp_r.q.val();
        if self.ext.val() {
            self.p_bdp.next = self.prev_bdp.val();
        }
        self.bdp_r.d.next = self.p_bdp.val();
        self.p_maxwnd.next = self.maxwnd_r.q.val();
        if self.ext.val() {
            self.p_maxwnd.next = self.prev_maxwnd.val();
        }
        self.maxwnd_r.d.next = self.p_maxwnd.val();
        self.p_achieved.next = self.achieved_r.q.val();
        if self.ext.val() {
            self.p_achieved.next = self.prev_achieved.val();
        }
        self.achieved_r.d.next = self.p_achieved.val();
        self.p_received.next = self.received_r.q.val();
        if self.ext.val() {
            self.p_received.next = self.prev_received.val();
        }
        self.received_r.d.next = self.p_received.val();
        self.p_bytes_ignored.next = self.ignored_r.q.val();
        if self.ext.val() {
            self.p_bytes_ignored.next = self.prev_bytes_ignored.val();
        }
        self.ignored_r.d.next = self.p_bytes_ignored.val();
        self.p_bytes_to_ignore.next = self.to_ignore_r.q.val();
        if self.ext.val() {
            self.p_bytes_to_ignore.next = self.prev_bytes_to_ignore.val();
        }
        self.to_ignore_r.d.next = self.p_bytes_to_ignore.val();
        self.p_fi_count.next = self.fi_count_r.q.val();
        if self.ext.val() {
            self.p_fi_count.next = self.prev_fi_count.val();
        }
        self.fi_count_r.d.next = self.p_fi_count.val();
        self.p_fast_active.next = self.fast_r.q.val();
        if self.ext.val() {
            self.p_fast_active.next = self.prev_fast_active.val();
        }
        self.fast_r.d.next = self.p_fast_active.val();
        self.p_trigger_qa.next = self.trigger_r.q.val();
        if self.ext.val() {
            self.p_trigger_qa.next = self.prev_trigger_qa.val();
        }
        self.trigger_r.d.next = self.p_trigger_qa.val();
        self.p_qa_armed.next = self.armed_r.q.val();
        if self.ext.val() {
            self.p_qa_armed.next = self.prev_qa_armed.val();
        }
        self.armed_r.d.next = self.p_qa_armed.val();
        self.p_qa_start.next = self.qa_start_r.q.val();
        if self.ext.val() {
            self.p_qa_start.next = self.prev_qa_start.val();
        }
        self.qa_start_r.d.next = self.p_qa_start.val();
        self.p_qa_len.next = self.qa_len_r.q.val();
        if self.ext.val() {
            self.p_qa_len.next = self.prev_qa_len.val();
        }
        self.qa_len_r.d.next = self.p_qa_len.val();
        self.p_last_adjust.next = self.last_adjust_r.q.val();
        if self.ext.val() {
            self.p_last_adjust.next = self.prev_last_adjust.val();
        }
        self.last_adjust_r.d.next = self.p_last_adjust.val();
        self.p_last_adjust_sub.next = self.last_adjust_sub_r.q.val();
        if self.ext.val() {
            self.p_last_adjust_sub.next = self.prev_last_adjust_sub.val();
        }
        self.last_adjust_sub_r.d.next = self.p_last_adjust_sub.val();
        self.p_last_dec.next = self.last_dec_r.q.val();
        if self.ext.val() {
            self.p_last_dec.next = self.prev_last_dec.val();
        }
        self.last_dec_r.d.next = self.p_last_dec.val();

        self.is_ack.next = self.valid.val() && (self.kind.val() == 0);
        self.is_nack.next = self.valid.val() && (self.kind.val() == 1);
        // BDP / MaxWnd of this event's base RTT.
        self.maxwnd_now.next = self.p_maxwnd.val();
        if self.dropped.val() {
            self.maxwnd_now.next = self.maxwnd_cand.val();
        }
        // Saturating 32-bit counters.
        self.achieved_sum.next =
            bit_cast::<33, 32>(self.p_achieved.val()) + bit_cast::<33, 24>(self.bytes.val());
        // (a NACK does not count as achieved bytes)
        self.achieved_new.next = self.p_achieved.val();
        if self.is_ack.val() {
            self.achieved_new.next = bit_cast::<32, 33>(self.achieved_sum.val());
            if self.achieved_sum.val().get_bit(32) {
                self.achieved_new.next = !bits::<32>(0);
            }
        }
        self.received_sum.next =
            bit_cast::<33, 32>(self.p_received.val()) + bit_cast::<33, 24>(self.bytes.val());
        self.received_new.next = bit_cast::<32, 33>(self.received_sum.val());
        if self.received_sum.val().get_bit(32) {
            self.received_new.next = !bits::<32>(0);
        }
        self.ignored_sum.next =
            bit_cast::<33, 32>(self.p_bytes_ignored.val()) + bit_cast::<33, 24>(self.bytes.val());
        self.ignored_new.next = bit_cast::<32, 33>(self.ignored_sum.val());
        if self.ignored_sum.val().get_bit(32) {
            self.ignored_new.next = !bits::<32>(0);
        }
        self.fi_sum.next =
            bit_cast::<33, 32>(self.p_fi_count.val()) + bit_cast::<33, 24>(self.bytes.val());
        self.fi_new.next = bit_cast::<32, 33>(self.fi_sum.val());
        if self.fi_sum.val().get_bit(32) {
            self.fi_new.next = !bits::<32>(0);
        }
        self.trigger_new.next = self.p_trigger_qa.val() || self.is_nack.val();
        // Stale feedback: ECN-marked acks and NACKs within the in-flight snapshot.
        self.ignore.next = (self.is_nack.val() || (self.is_ack.val() && self.ecn.val()))
            && (self.ignored_new.val() < bit_cast::<32, 24>(self.p_bytes_to_ignore.val()));
        // The QA window ended (or none runs yet).
        self.window_end.next = (self.is_ack.val() || self.is_nack.val())
            && !self.ignore.val()
            && (!self.p_qa_armed.val()
                || ((self.t.val() - self.p_qa_start.val())
                    > bit_cast::<32, 25>(self.p_qa_len.val())));
        self.fire.next = self.window_end.val()
            && self.p_qa_armed.val()
            && (self.trigger_new.val() || (self.delay.val() > self.cfg_qa_threshold.val()))
            && (self.achieved_new.val()
                < bit_cast::<32, 24>(self.maxwnd_now.val() >> self.cfg_qa_gate.val()));
        // cwnd = max(achieved, MTU); achieved < MaxWnd here, so it fits 24 bits.
        self.qa_cwnd_now.next = bit_cast::<24, 32>(self.achieved_new.val());
        if self.achieved_new.val() < bit_cast::<32, 24>(self.cfg_mtu.val()) {
            self.qa_cwnd_now.next = self.cfg_mtu.val();
        }
        // In-flight snapshot: NSCC runs before a trimmed packet leaves the count.
        self.snapshot.next = bit_cast::<25, 24>(self.in_flight.val());
        if self.is_nack.val() {
            self.snapshot.next =
                bit_cast::<25, 24>(self.in_flight.val()) + bit_cast::<25, 24>(self.bytes.val());
        }
        // Quadrant (acks that QA neither fired on nor ignored).
        self.fast.next = false;
        self.md.next = false;
        self.action_now.next = 0.into();
        if self.is_ack.val() && !self.ignore.val() && !self.fire.val() {
            if !self.ecn.val() {
                if self.delay.val() >= self.cfg_target.val() {
                    self.action_now.next = 3.into(); // fair
                } else {
                    self.action_now.next = 1.into(); // prop
                    if self.delay.val() < 1000 {
                        self.fast.next = (self.fi_new.val()
                            > bit_cast::<32, 24>(self.cwnd_seen.val()))
                            || self.p_fast_active.val();
                    }
                    if self.fast.val() {
                        self.action_now.next = 2.into(); // fast
                    }
                }
            } else if self.delay.val() >= self.cfg_target.val() {
                self.action_now.next = 5.into(); // md_skipped
                self.md.next = (self.avg.val() > (bit_cast::<32, 24>(self.cfg_target.val()) << 8))
                    && ((self.t.val() - self.p_last_dec.val())
                        > bit_cast::<32, 24>(self.base_after.val()));
                if self.md.val() {
                    self.action_now.next = 4.into(); // md
                }
            } else {
                self.action_now.next = 6.into(); // noop
            }
        }
        if self.is_nack.val() && !self.ignore.val() && !self.fire.val() {
            self.action_now.next = 9.into(); // nack
        }
        if self.ignore.val() {
            self.action_now.next = 8.into(); // ignored
        }
        if self.fire.val() {
            self.action_now.next = 7.into(); // qa
        }
        self.adj_borrow.next = self.t_sub.val() < self.p_last_adjust_sub.val();
        self.adj_ns.next = self.t.val() - self.p_last_adjust.val();
        self.adj_ps.next = self.t_sub.val() - self.p_last_adjust_sub.val();
        if self.adj_borrow.val() {
            self.adj_ns.next = self.t.val() - self.p_last_adjust.val() - 1;
            // 10-bit wrapping: the true value (1..=999) fits
            self.adj_ps.next = self.t_sub.val() - self.p_last_adjust_sub.val() + 1000;
        }
        self.adj_elapsed.next =
            (bit_cast::<42, 32>(self.adj_ns.val()) << 10) | bit_cast::<42, 10>(self.adj_ps.val());
        self.adj_period.next = (bit_cast::<42, 24>(self.cfg_network_rtt.val()) << 10)
            | bit_cast::<42, 10>(self.cfg_network_rtt_sub.val());
        self.fulfill_now.next = self.is_ack.val()
            && !self.ignore.val()
            && !self.fire.val()
            && ((self.received_new.val() > bit_cast::<32, 24>(self.cfg_fulfill_bytes.val()))
                || (self.adj_elapsed.val() > self.adj_period.val()));
        self.eta_now.next =
            self.fulfill_now.val() && (self.adj_elapsed.val() >= self.adj_period.val());
        // ---- register updates
        if self.dropped.val() && self.valid.val() {
            self.bdp_r.d.next = self.bdp_cand.val();
            self.maxwnd_r.d.next = self.maxwnd_cand.val();
        }
        if self.is_ack.val() {
            self.achieved_r.d.next = self.achieved_new.val();
            self.received_r.d.next = self.received_new.val();
            self.ignored_r.d.next = self.ignored_new.val();
        }
        if self.is_nack.val() {
            self.ignored_r.d.next = self.ignored_new.val();
            self.trigger_r.d.next = true;
        }
        if self.window_end.val() {
            self.achieved_r.d.next = 0.into();
            self.armed_r.d.next = true;
            self.qa_start_r.d.next = self.t.val();
            self.qa_len_r.d.next = bit_cast::<25, 24>(self.base_after.val())
                + bit_cast::<25, 24>(self.cfg_target.val());
        }
        if self.fire.val() {
            self.to_ignore_r.d.next = bit_cast::<24, 25>(self.snapshot.val());
            if self.snapshot.val().get_bit(24) {
                self.to_ignore_r.d.next = !bits::<24>(0);
            }
            self.ignored_r.d.next = 0.into();
            self.trigger_r.d.next = false;
        }
        if self.ignore.val() || self.fire.val() {
            self.received_r.d.next = 0.into();
        }
        if self.is_ack.val() && !self.ignore.val() && !self.fire.val() {
            if !self.ecn.val() && (self.delay.val() < self.cfg_target.val()) {
                self.fast_r.d.next = self.fast.val();
                if self.delay.val() < 1000 {
                    self.fi_count_r.d.next = self.fi_new.val();
                } else {
                    self.fi_count_r.d.next = 0.into();
                }
            }
            if self.ecn.val() && (self.delay.val() >= self.cfg_target.val()) {
                self.fast_r.d.next = false;
                self.fi_count_r.d.next = 0.into();
            }
        }
        if self.md.val() {
            self.last_dec_r.d.next = self.t.val();
        }
        if self.fulfill_now.val() {
            self.received_r.d.next = 0.into();
        }
        if self.eta_now.val() {
            self.last_adjust_r.d.next = self.t.val();
            self.last_adjust_sub_r.d.next = self.t_sub.val();
        }
        if self.load.val() {
            self.bdp_r.d.next = self.cfg_init_bdp.val();
            self.maxwnd_r.d.next = self.cfg_init_maxwnd.val();
            self.achieved_r.d.next = 0.into();
            self.received_r.d.next = 0.into();
            self.ignored_r.d.next = 0.into();
            self.to_ignore_r.d.next = 0.into();
            self.fi_count_r.d.next = 0.into();
            self.fast_r.d.next = false;
            self.trigger_r.d.next = false;
            self.armed_r.d.next = false;
            self.qa_start_r.d.next = 0.into();
            self.qa_len_r.d.next = 0.into();
            self.last_adjust_r.d.next = self.load_t.val();
            self.last_adjust_sub_r.d.next = 0.into();
            self.last_dec_r.d.next = self.load_t.val();
        }
        // ---- stage-8 outputs
        self.v8.d.next = self.valid.val();
        self.action8.d.next = self.action_now.val();
        self.qa8.d.next = self.fire.val();
        self.qa_cwnd8.d.next = self.qa_cwnd_now.val();
        self.stop8.d.next = self.ignore.val() || self.fire.val();
        self.fulfill8.d.next = self.fulfill_now.val();
        self.eta8.d.next = self.eta_now.val();
        self.maxwnd8.d.next = self.maxwnd_now.val();
        self.out_valid.next = self.v8.q.val();
        self.action.next = self.action8.q.val();
        self.qa.next = self.qa8.q.val();
        self.qa_cwnd.next = self.qa_cwnd8.q.val();
        self.stop.next = self.stop8.q.val();
        self.fulfill.next = self.fulfill8.q.val();
        self.eta.next = self.eta8.q.val();
        self.maxwnd_after.next = self.maxwnd8.q.val();
        self.bdp.next = self.bdp_r.q.val();
        self.maxwnd.next = self.maxwnd_r.q.val();
        self.achieved.next = self.achieved_r.q.val();
        self.received.next = self.received_r.q.val();
        self.bytes_ignored.next = self.ignored_r.q.val();
        self.bytes_to_ignore.next = self.to_ignore_r.q.val();
        self.fi_count.next = self.fi_count_r.q.val();
        self.fast_active.next = self.fast_r.q.val();
        self.trigger_qa.next = self.trigger_r.q.val();
        self.qa_armed.next = self.armed_r.q.val();
        self.qa_start.next = self.qa_start_r.q.val();
        self.qa_len.next = self.qa_len_r.q.val();
        self.last_adjust.next = self.last_adjust_r.q.val();
        self.last_adjust_sub.next = self.last_adjust_sub_r.q.val();
        self.last_dec.next = self.last_dec_r.q.val();
    }
}
