//! `QaTimer`: stage 7 of the NSCC core, the hardware twin of
//! [`golden_model::nscc::GoldenCcc::qa_timer`]. It owns BDP and MaxWnd (committed from the
//! base-RTT drop of the event), the byte counters (achieved, received, bytes_ignored), the
//! Quick Adapt window (armed, start, length, trigger, bytes_to_ignore), the fast-increase
//! count (fi_count) and the MD and fulfill timers (last_dec, last_adjust).
//!
//! For an ack or a NACK in this stage it decides, in parallel compares (part A) and selects
//! (part B): stale feedback (`ignored`), Quick Adapt (the window ended, bad news and
//! starvation: `qa` with cwnd = max(achieved, MTU)), then the quadrant (fair, prop, md or
//! md_skipped, noop; `nack`) and the fulfill trigger. Whether a prop ack increases fast
//! (fi_count > the start cwnd, or the fast flag) is decided where cwnd is read (stage 15,
//! [`crate::nscc::datapath`]): this block hands it `fi_path` (the ack counts towards a fast
//! increase), `fa_clr` (the fast flag clears) and `fi_after` (the count after the ack). Its
//! outputs are registered (stage 8) and its registers are the state taps.
//!
//! With its own registers (`ext` low: one CCC, one event per clock) both parts share one
//! cycle, because the next event needs the registers one cycle later. In engine mode
//! (`ext` high) nothing loops (the state comes from the CCC's context and the engine holds
//! the CCC's next event back), so part A's results are registered and part B runs a cycle
//! later: the outputs appear at stage 9, not 8; part B's decisions are registered too and
//! the registers' new values are made from them a cycle after, so that the state taps
//! appear at stage 10. `avg` is the EWMA register, which holds the average after this very
//! event.

use nscc_rtl_macros::ports;
use rust_hdl::prelude::*;

/// Action codes (`golden_model::Action::code`).
pub const ACTION_NONE: u64 = 0;

#[ports]
#[derive(LogicBlock, Default)]
pub struct QaTimer {
    pub clock: Signal<In, Clock>,
    /// Engine mode: the previous state comes from the `prev_*` ports (a CCC's context),
    /// not from this block's own registers (which then only hold this event's result).
    pub ext: Signal<In, Bit>,
    #[group(sink)]
    qa_state: (),
    /// Engine mode: the next event (the one in stage 6) and its context, a stage early, so
    /// that the time differences and the counters' sums are registered before part A
    /// compares them.
    pub early_t: Signal<In, Bits<32>>,
    pub early_t_sub: Signal<In, Bits<10>>,
    pub early_bytes: Signal<In, Bits<24>>,
    #[group(sink, prefix = "early_", subset = "qa_counters")]
    qa_state: (),
    /// CCC activation: load BDP/MaxWnd, clear the counters, start the timers at `load_t`.
    pub load: Signal<In, Bit>,
    pub load_t: Signal<In, Bits<32>>,
    #[group(
        sink,
        only(
            init_bdp,
            init_maxwnd,
            mtu,
            target,
            target_sub,
            target_frac,
            qa_threshold,
            qa_threshold_sub,
            network_rtt,
            network_rtt_sub,
            fulfill_bytes,
            qa_gate
        )
    )]
    register_image: (),
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
    /// The delay's ps within the ns: the decisions compare the delay to the ps.
    pub delay_sub: Signal<In, Bits<10>>,
    pub base_after: Signal<In, Bits<24>>,
    pub dropped: Signal<In, Bit>,
    /// BDP and MaxWnd at the event's RTT (used when `dropped`).
    pub bdp_cand: Signal<In, Bits<24>>,
    pub maxwnd_cand: Signal<In, Bits<24>>,
    pub avg: Signal<In, Bits<32>>,
    /// Decisions, registered (stage 8).
    pub out_valid: Signal<Out, Bit>,
    pub action: Signal<Out, Bits<4>>,
    pub qa: Signal<Out, Bit>,
    pub qa_cwnd: Signal<Out, Bits<24>>,
    pub stop: Signal<Out, Bit>,
    pub fulfill: Signal<Out, Bit>,
    pub eta: Signal<Out, Bit>,
    pub maxwnd_after: Signal<Out, Bits<24>>,
    /// A prop ack below the fast-increase delay: fast if `fi_after` > the start cwnd or the
    /// fast flag is set (the flag then takes the decision).
    pub fi_path: Signal<Out, Bit>,
    /// The fast flag clears (a prop ack at or above the fast-increase delay, an MD or
    /// md_skipped ack).
    pub fa_clr: Signal<Out, Bit>,
    /// fi_count after the event, saturating at 25 bits (compared with 24-bit windows only).
    pub fi_after: Signal<Out, Bits<25>>,
    /// State taps.
    #[group(source, prefix = "")]
    qa_state: (),
    // owned registers
    bdp_r: DFF<Bits<24>>,
    maxwnd_r: DFF<Bits<24>>,
    achieved_r: DFF<Bits<32>>,
    received_r: DFF<Bits<32>>,
    ignored_r: DFF<Bits<32>>,
    to_ignore_r: DFF<Bits<24>>,
    fi_count_r: DFF<Bits<32>>,
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
    fi_path8: DFF<Bit>,
    fa_clr8: DFF<Bit>,
    fi8: DFF<Bits<25>>,
    /// Part A's word, registered (used in engine mode), and once more for the register
    /// updates a stage after the decisions
    a_r: DFF<Bits<667>>,
    a_r2: DFF<Bits<667>>,
    /// engine mode: the QA gate's threshold (MaxWnd after the event >> gate), for part B
    gate_r: DFF<Bits<24>>,
    /// engine mode: the decisions (ignore, window end, fire, -, md, fulfill, eta)
    f_r: DFF<Bits<7>>,
    /// engine mode: part 0's results for the event entering stage 7 (sums of the counters
    /// saturated, elapsed times)
    z_r: DFF<Bits<234>>,
    // part 0's operands: this event (own registers) or the next one (engine mode)
    x_t: Signal<Local, Bits<32>>,
    x_t_sub: Signal<Local, Bits<10>>,
    x_bytes: Signal<Local, Bits<24>>,
    x_achieved: Signal<Local, Bits<32>>,
    x_received: Signal<Local, Bits<32>>,
    x_ignored: Signal<Local, Bits<32>>,
    x_fi: Signal<Local, Bits<32>>,
    x_qa_start: Signal<Local, Bits<32>>,
    x_last_adjust: Signal<Local, Bits<32>>,
    x_last_adjust_sub: Signal<Local, Bits<10>>,
    x_last_dec: Signal<Local, Bits<32>>,
    achieved_sat: Signal<Local, Bits<32>>,
    received_sat: Signal<Local, Bits<32>>,
    ignored_sat: Signal<Local, Bits<32>>,
    fi_sat: Signal<Local, Bits<32>>,
    el_qa: Signal<Local, Bits<32>>,
    el_dec: Signal<Local, Bits<32>>,
    z_word: Signal<Local, Bits<234>>,
    z_now: Signal<Local, Bits<234>>,
    u_word: Signal<Local, Bits<667>>,
    u_valid: Signal<Local, Bit>,
    u_ack: Signal<Local, Bit>,
    u_nack: Signal<Local, Bit>,
    u_ecn: Signal<Local, Bit>,
    u_tgt: Signal<Local, Bit>,
    u_ignore: Signal<Local, Bit>,
    u_window_end: Signal<Local, Bit>,
    u_fire: Signal<Local, Bit>,
    u_md: Signal<Local, Bit>,
    u_fulfill: Signal<Local, Bit>,
    u_eta: Signal<Local, Bit>,
    // combinational values of this cycle
    c_ignore: Signal<Local, Bit>,
    c_win: Signal<Local, Bit>,
    c_thr: Signal<Local, Bit>,
    b_gate: Signal<Local, Bit>,
    /// MaxWnd after the event >> the QA gate (part A), registered for part B in engine mode
    gate_now: Signal<Local, Bits<24>>,
    gate_b: Signal<Local, Bits<24>>,
    c_tgt: Signal<Local, Bit>,
    c_d1k: Signal<Local, Bit>,
    c_avg: Signal<Local, Bit>,
    c_dec: Signal<Local, Bit>,
    c_rcv: Signal<Local, Bit>,
    c_adj_gt: Signal<Local, Bit>,
    c_adj_ge: Signal<Local, Bit>,
    to_ignore_new: Signal<Local, Bits<24>>,
    qa_len_new: Signal<Local, Bits<25>>,
    a_word: Signal<Local, Bits<667>>,
    b_word: Signal<Local, Bits<667>>,
    b_valid: Signal<Local, Bit>,
    b_ack: Signal<Local, Bit>,
    b_nack: Signal<Local, Bit>,
    b_ecn: Signal<Local, Bit>,
    b_tgt: Signal<Local, Bit>,
    b_t: Signal<Local, Bits<32>>,
    b_achieved_new: Signal<Local, Bits<32>>,
    b_received_new: Signal<Local, Bits<32>>,
    b_ignored_new: Signal<Local, Bits<32>>,
    b_fi_new: Signal<Local, Bits<32>>,
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
    fi_path_now: Signal<Local, Bit>,
    fa_clr_now: Signal<Local, Bit>,
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
            maxwnd8,
            fi_path8,
            fa_clr8,
            fi8,
            a_r2,
            gate_r,
            f_r,
            z_r,
            a_r
        );
        // the previous state: own registers, or the CCC's context in engine mode
        self.p_bdp.next = self.bdp_r.q.val();
        if self.ext.val() {
            self.p_bdp.next = self.prev_bdp.val();
        }
        self.p_maxwnd.next = self.maxwnd_r.q.val();
        if self.ext.val() {
            self.p_maxwnd.next = self.prev_maxwnd.val();
        }
        self.p_achieved.next = self.achieved_r.q.val();
        if self.ext.val() {
            self.p_achieved.next = self.prev_achieved.val();
        }
        self.p_received.next = self.received_r.q.val();
        if self.ext.val() {
            self.p_received.next = self.prev_received.val();
        }
        self.p_bytes_ignored.next = self.ignored_r.q.val();
        if self.ext.val() {
            self.p_bytes_ignored.next = self.prev_bytes_ignored.val();
        }
        self.p_bytes_to_ignore.next = self.to_ignore_r.q.val();
        if self.ext.val() {
            self.p_bytes_to_ignore.next = self.prev_bytes_to_ignore.val();
        }
        self.p_fi_count.next = self.fi_count_r.q.val();
        if self.ext.val() {
            self.p_fi_count.next = self.prev_fi_count.val();
        }
        self.p_trigger_qa.next = self.trigger_r.q.val();
        if self.ext.val() {
            self.p_trigger_qa.next = self.prev_trigger_qa.val();
        }
        self.p_qa_armed.next = self.armed_r.q.val();
        if self.ext.val() {
            self.p_qa_armed.next = self.prev_qa_armed.val();
        }
        self.p_qa_start.next = self.qa_start_r.q.val();
        if self.ext.val() {
            self.p_qa_start.next = self.prev_qa_start.val();
        }
        self.p_qa_len.next = self.qa_len_r.q.val();
        if self.ext.val() {
            self.p_qa_len.next = self.prev_qa_len.val();
        }
        self.p_last_adjust.next = self.last_adjust_r.q.val();
        if self.ext.val() {
            self.p_last_adjust.next = self.prev_last_adjust.val();
        }
        self.p_last_adjust_sub.next = self.last_adjust_sub_r.q.val();
        if self.ext.val() {
            self.p_last_adjust_sub.next = self.prev_last_adjust_sub.val();
        }
        self.p_last_dec.next = self.last_dec_r.q.val();
        if self.ext.val() {
            self.p_last_dec.next = self.prev_last_dec.val();
        }

        self.is_ack.next = self.valid.val() && (self.kind.val() == 0);
        self.is_nack.next = self.valid.val() && (self.kind.val() == 1);
        // BDP / MaxWnd of this event's base RTT.
        self.maxwnd_now.next = self.p_maxwnd.val();
        if self.dropped.val() {
            self.maxwnd_now.next = self.maxwnd_cand.val();
        }
        // ---- part 0: the counters' saturating sums and the elapsed times. With the
        // block's own registers they are made from this event in this cycle; in engine mode
        // from the next event (stage 6) and its context, registered (`z_r`), so that part A
        // only compares.
        self.x_t.next = self.t.val();
        self.x_t_sub.next = self.t_sub.val();
        self.x_bytes.next = self.bytes.val();
        self.x_achieved.next = self.p_achieved.val();
        self.x_received.next = self.p_received.val();
        self.x_ignored.next = self.p_bytes_ignored.val();
        self.x_fi.next = self.p_fi_count.val();
        self.x_qa_start.next = self.p_qa_start.val();
        self.x_last_adjust.next = self.p_last_adjust.val();
        self.x_last_adjust_sub.next = self.p_last_adjust_sub.val();
        self.x_last_dec.next = self.p_last_dec.val();
        if self.ext.val() {
            self.x_t.next = self.early_t.val();
            self.x_t_sub.next = self.early_t_sub.val();
            self.x_bytes.next = self.early_bytes.val();
            self.x_achieved.next = self.early_achieved.val();
            self.x_received.next = self.early_received.val();
            self.x_ignored.next = self.early_bytes_ignored.val();
            self.x_fi.next = self.early_fi_count.val();
            self.x_qa_start.next = self.early_qa_start.val();
            self.x_last_adjust.next = self.early_last_adjust.val();
            self.x_last_adjust_sub.next = self.early_last_adjust_sub.val();
            self.x_last_dec.next = self.early_last_dec.val();
        }
        // Saturating 32-bit counters.
        self.achieved_sum.next =
            bit_cast::<33, 32>(self.x_achieved.val()) + bit_cast::<33, 24>(self.x_bytes.val());
        self.achieved_sat.next = bit_cast::<32, 33>(self.achieved_sum.val());
        if self.achieved_sum.val().get_bit(32) {
            self.achieved_sat.next = !bits::<32>(0);
        }
        self.received_sum.next =
            bit_cast::<33, 32>(self.x_received.val()) + bit_cast::<33, 24>(self.x_bytes.val());
        self.received_sat.next = bit_cast::<32, 33>(self.received_sum.val());
        if self.received_sum.val().get_bit(32) {
            self.received_sat.next = !bits::<32>(0);
        }
        self.ignored_sum.next =
            bit_cast::<33, 32>(self.x_ignored.val()) + bit_cast::<33, 24>(self.x_bytes.val());
        self.ignored_sat.next = bit_cast::<32, 33>(self.ignored_sum.val());
        if self.ignored_sum.val().get_bit(32) {
            self.ignored_sat.next = !bits::<32>(0);
        }
        self.fi_sum.next =
            bit_cast::<33, 32>(self.x_fi.val()) + bit_cast::<33, 24>(self.x_bytes.val());
        self.fi_sat.next = bit_cast::<32, 33>(self.fi_sum.val());
        if self.fi_sum.val().get_bit(32) {
            self.fi_sat.next = !bits::<32>(0);
        }
        self.el_qa.next = self.x_t.val() - self.x_qa_start.val();
        self.el_dec.next = self.x_t.val() - self.x_last_dec.val();
        // Time since the last adjustment as ns << 10 | ps (the ps part borrows from the ns
        // part): one 42-bit compare with the period is the exact ps comparison.
        self.adj_borrow.next = self.x_t_sub.val() < self.x_last_adjust_sub.val();
        self.adj_ns.next = self.x_t.val() - self.x_last_adjust.val();
        self.adj_ps.next = self.x_t_sub.val() - self.x_last_adjust_sub.val();
        if self.adj_borrow.val() {
            self.adj_ns.next = self.x_t.val() - self.x_last_adjust.val() - 1;
            // 10-bit wrapping: the true value (1..=999) fits
            self.adj_ps.next = self.x_t_sub.val() - self.x_last_adjust_sub.val() + 1000;
        }
        self.z_word.next = bit_cast::<234, 32>(self.achieved_sat.val())
            | (bit_cast::<234, 32>(self.received_sat.val()) << 32)
            | (bit_cast::<234, 32>(self.ignored_sat.val()) << 64)
            | (bit_cast::<234, 32>(self.fi_sat.val()) << 96)
            | (bit_cast::<234, 32>(self.el_qa.val()) << 128)
            | (bit_cast::<234, 32>(self.el_dec.val()) << 160)
            | (bit_cast::<234, 10>(self.adj_ps.val()) << 192)
            | (bit_cast::<234, 32>(self.adj_ns.val()) << 202);
        self.z_r.d.next = self.z_word.val();
        self.z_now.next = self.z_word.val();
        if self.ext.val() {
            self.z_now.next = self.z_r.q.val();
        }
        // (a NACK does not count as achieved bytes)
        self.achieved_new.next = self.p_achieved.val();
        if self.is_ack.val() {
            self.achieved_new.next = self.z_now.val().get_bits::<32>(0);
        }
        self.received_new.next = self.z_now.val().get_bits::<32>(32);
        self.ignored_new.next = self.z_now.val().get_bits::<32>(64);
        self.fi_new.next = self.z_now.val().get_bits::<32>(96);
        // (ns << 10 | ps, the layout of `z_word` from bit 192)
        self.adj_elapsed.next = self.z_now.val().get_bits::<42>(192);
        self.trigger_new.next = self.p_trigger_qa.val() || self.is_nack.val();
        // ---- part A: the compares of the previous state with this event
        self.c_ignore.next =
            self.ignored_new.val() < bit_cast::<32, 24>(self.p_bytes_to_ignore.val());
        self.c_win.next = !self.p_qa_armed.val()
            || (self.z_now.val().get_bits::<32>(128) > bit_cast::<32, 25>(self.p_qa_len.val()));
        self.c_thr.next = ((bit_cast::<34, 24>(self.delay.val()) << 10)
            | bit_cast::<34, 10>(self.delay_sub.val()))
            > ((bit_cast::<34, 24>(self.cfg_qa_threshold.val()) << 10)
                | bit_cast::<34, 10>(self.cfg_qa_threshold_sub.val()));
        // (the QA gate's threshold: MaxWnd after the event shifted here, compared with the
        // achieved bytes in part B; in engine mode the shift is registered first, so neither
        // the shifter nor the compare shares a cycle with the other)
        self.gate_now.next = self.maxwnd_now.val() >> self.cfg_qa_gate.val();
        self.gate_r.d.next = self.gate_now.val();
        self.c_tgt.next = ((bit_cast::<34, 24>(self.delay.val()) << 10)
            | bit_cast::<34, 10>(self.delay_sub.val()))
            >= ((bit_cast::<34, 24>(self.cfg_target.val()) << 10)
                | bit_cast::<34, 10>(self.cfg_target_sub.val()));
        self.c_d1k.next = self.delay.val() < 1000;
        self.c_avg.next = self.avg.val()
            > ((bit_cast::<32, 24>(self.cfg_target.val()) << 8)
                | bit_cast::<32, 8>(self.cfg_target_frac.val()));
        self.c_dec.next =
            self.z_now.val().get_bits::<32>(160) > bit_cast::<32, 24>(self.base_after.val());
        self.c_rcv.next =
            self.received_new.val() > bit_cast::<32, 24>(self.cfg_fulfill_bytes.val());
        // cwnd = max(achieved, MTU); used only when QA fires, where achieved < MaxWnd fits
        // 24 bits.
        // (both kinds' counts compared with MTU, then the kind chooses)
        self.qa_cwnd_now.next = bit_cast::<24, 32>(self.p_achieved.val());
        if self.p_achieved.val() < bit_cast::<32, 24>(self.cfg_mtu.val()) {
            self.qa_cwnd_now.next = self.cfg_mtu.val();
        }
        if self.is_ack.val() {
            self.qa_cwnd_now.next = self.z_now.val().get_bits::<24>(0);
            if self.z_now.val().get_bits::<32>(0) < bit_cast::<32, 24>(self.cfg_mtu.val()) {
                self.qa_cwnd_now.next = self.cfg_mtu.val();
            }
        }
        // In-flight snapshot: NSCC runs before a trimmed packet leaves the count.
        self.snapshot.next = bit_cast::<25, 24>(self.in_flight.val());
        if self.is_nack.val() {
            self.snapshot.next =
                bit_cast::<25, 24>(self.in_flight.val()) + bit_cast::<25, 24>(self.bytes.val());
        }
        self.to_ignore_new.next = bit_cast::<24, 25>(self.snapshot.val());
        if self.snapshot.val().get_bit(24) {
            self.to_ignore_new.next = !bits::<24>(0);
        }
        self.qa_len_new.next =
            bit_cast::<25, 24>(self.base_after.val()) + bit_cast::<25, 24>(self.cfg_target.val());
        self.adj_period.next = (bit_cast::<42, 24>(self.cfg_network_rtt.val()) << 10)
            | bit_cast::<42, 10>(self.cfg_network_rtt_sub.val());
        self.c_adj_gt.next = self.adj_elapsed.val() > self.adj_period.val();
        self.c_adj_ge.next = self.adj_elapsed.val() >= self.adj_period.val();
        // Part A's results in one word (layout: the offsets below, which part B reads back; bit
        // 12 is the QA gate against MaxWnd's candidate), registered in engine mode, where
        // the state before the event comes from the context and nothing loops: part B then
        // runs a stage later. With the block's own registers (one CCC, one event per
        // clock) both parts share the cycle.
        self.a_word.next = bit_cast::<667, 1>(self.valid.val().into())
            | (bit_cast::<667, 1>(self.is_ack.val().into()) << 1)
            | (bit_cast::<667, 1>(self.is_nack.val().into()) << 2)
            | (bit_cast::<667, 1>(self.ecn.val().into()) << 3)
            | (bit_cast::<667, 1>(self.dropped.val().into()) << 4)
            | (bit_cast::<667, 1>(self.c_ignore.val().into()) << 5)
            | (bit_cast::<667, 1>(self.c_win.val().into()) << 6)
            | (bit_cast::<667, 1>(self.trigger_new.val().into()) << 7)
            | (bit_cast::<667, 1>(self.c_thr.val().into()) << 8)
            | (bit_cast::<667, 1>(self.c_tgt.val().into()) << 10)
            | (bit_cast::<667, 1>(self.c_d1k.val().into()) << 11)
            | (bit_cast::<667, 1>(self.c_avg.val().into()) << 13)
            | (bit_cast::<667, 1>(self.c_dec.val().into()) << 14)
            | (bit_cast::<667, 1>(self.c_rcv.val().into()) << 15)
            | (bit_cast::<667, 1>(self.c_adj_gt.val().into()) << 16)
            | (bit_cast::<667, 1>(self.c_adj_ge.val().into()) << 17)
            | (bit_cast::<667, 1>(self.p_trigger_qa.val().into()) << 19)
            | (bit_cast::<667, 1>(self.p_qa_armed.val().into()) << 20)
            | (bit_cast::<667, 32>(self.achieved_new.val()) << 21)
            | (bit_cast::<667, 32>(self.received_new.val()) << 53)
            | (bit_cast::<667, 32>(self.ignored_new.val()) << 85)
            | (bit_cast::<667, 32>(self.fi_new.val()) << 117)
            | (bit_cast::<667, 24>(self.maxwnd_now.val()) << 149)
            | (bit_cast::<667, 24>(self.qa_cwnd_now.val()) << 173)
            | (bit_cast::<667, 24>(self.to_ignore_new.val()) << 197)
            | (bit_cast::<667, 25>(self.qa_len_new.val()) << 221)
            | (bit_cast::<667, 32>(self.t.val()) << 246)
            | (bit_cast::<667, 10>(self.t_sub.val()) << 278)
            | (bit_cast::<667, 24>(self.bdp_cand.val()) << 288)
            | (bit_cast::<667, 24>(self.maxwnd_cand.val()) << 312)
            | (bit_cast::<667, 24>(self.p_bdp.val()) << 336)
            | (bit_cast::<667, 24>(self.p_maxwnd.val()) << 360)
            | (bit_cast::<667, 32>(self.p_achieved.val()) << 384)
            | (bit_cast::<667, 32>(self.p_received.val()) << 416)
            | (bit_cast::<667, 32>(self.p_bytes_ignored.val()) << 448)
            | (bit_cast::<667, 24>(self.p_bytes_to_ignore.val()) << 480)
            | (bit_cast::<667, 32>(self.p_fi_count.val()) << 504)
            | (bit_cast::<667, 32>(self.p_qa_start.val()) << 536)
            | (bit_cast::<667, 25>(self.p_qa_len.val()) << 568)
            | (bit_cast::<667, 32>(self.p_last_adjust.val()) << 593)
            | (bit_cast::<667, 10>(self.p_last_adjust_sub.val()) << 625)
            | (bit_cast::<667, 32>(self.p_last_dec.val()) << 635);
        self.a_r.d.next = self.a_word.val();
        self.b_word.next = self.a_word.val();
        if self.ext.val() {
            self.b_word.next = self.a_r.q.val();
        }
        // ---- part B: the decisions and the registers' new values
        self.b_valid.next = self.b_word.val().get_bit(0);
        self.b_ack.next = self.b_word.val().get_bit(1);
        self.b_nack.next = self.b_word.val().get_bit(2);
        self.b_ecn.next = self.b_word.val().get_bit(3);
        self.b_tgt.next = self.b_word.val().get_bit(10);
        self.b_t.next = self.b_word.val().get_bits::<32>(246);
        self.b_achieved_new.next = self.b_word.val().get_bits::<32>(21);
        self.b_received_new.next = self.b_word.val().get_bits::<32>(53);
        self.b_ignored_new.next = self.b_word.val().get_bits::<32>(85);
        self.b_fi_new.next = self.b_word.val().get_bits::<32>(117);
        // Stale feedback: ECN-marked acks and NACKs within the in-flight snapshot.
        self.ignore.next = (self.b_nack.val() || (self.b_ack.val() && self.b_ecn.val()))
            && self.b_word.val().get_bit(5);
        // The QA gate: the achieved bytes (an ack's sum, a NACK's count) against MaxWnd
        // after the event (the base-RTT drop's candidate) >> gate.
        self.gate_b.next = self.gate_now.val();
        if self.ext.val() {
            self.gate_b.next = self.gate_r.q.val();
        }
        self.b_gate.next = self.b_achieved_new.val() < bit_cast::<32, 24>(self.gate_b.val());
        // The QA window ended (or none runs yet).
        self.window_end.next = (self.b_ack.val() || self.b_nack.val())
            && !self.ignore.val()
            && self.b_word.val().get_bit(6);
        self.fire.next = self.window_end.val()
            && self.b_word.val().get_bit(20)
            && (self.b_word.val().get_bit(7) || self.b_word.val().get_bit(8))
            && self.b_gate.val();
        // Quadrant (acks that QA neither fired on nor ignored).
        self.fi_path_now.next = false;
        self.fa_clr_now.next = false;
        self.md.next = false;
        self.action_now.next = 0.into();
        if self.b_ack.val() && !self.ignore.val() && !self.fire.val() {
            if !self.b_ecn.val() {
                if self.b_tgt.val() {
                    self.action_now.next = 3.into(); // fair
                } else {
                    // prop, or fast: decided where cwnd is read
                    self.action_now.next = 1.into();
                    self.fi_path_now.next = self.b_word.val().get_bit(11);
                    self.fa_clr_now.next = !self.b_word.val().get_bit(11);
                }
            } else if self.b_tgt.val() {
                self.fa_clr_now.next = true;
                self.action_now.next = 5.into(); // md_skipped
                self.md.next = self.b_word.val().get_bit(13) && self.b_word.val().get_bit(14);
                if self.md.val() {
                    self.action_now.next = 4.into(); // md
                }
            } else {
                self.action_now.next = 6.into(); // noop
            }
        }
        if self.b_nack.val() && !self.ignore.val() && !self.fire.val() {
            self.action_now.next = 9.into(); // nack
        }
        if self.ignore.val() {
            self.action_now.next = 8.into(); // ignored
        }
        if self.fire.val() {
            self.action_now.next = 7.into(); // qa
        }
        self.fulfill_now.next = self.b_ack.val()
            && !self.ignore.val()
            && !self.fire.val()
            && (self.b_word.val().get_bit(15) || self.b_word.val().get_bit(16));
        self.eta_now.next = self.fulfill_now.val() && self.b_word.val().get_bit(17);
        // ---- engine mode: the decisions above are registered (`f_r`) and the registers'
        // new values are made from them a stage later (stage 9), on part A's word carried
        // along (`a_r2`); with the block's own registers both happen in this cycle
        self.f_r.d.next = bit_cast::<7, 1>(self.ignore.val().into())
            | (bit_cast::<7, 1>(self.window_end.val().into()) << 1)
            | (bit_cast::<7, 1>(self.fire.val().into()) << 2)
            | (bit_cast::<7, 1>(self.md.val().into()) << 4)
            | (bit_cast::<7, 1>(self.fulfill_now.val().into()) << 5)
            | (bit_cast::<7, 1>(self.eta_now.val().into()) << 6);
        self.a_r2.d.next = self.a_r.q.val();
        self.u_word.next = self.b_word.val();
        self.u_ignore.next = self.ignore.val();
        self.u_window_end.next = self.window_end.val();
        self.u_fire.next = self.fire.val();
        self.u_md.next = self.md.val();
        self.u_fulfill.next = self.fulfill_now.val();
        self.u_eta.next = self.eta_now.val();
        if self.ext.val() {
            self.u_word.next = self.a_r2.q.val();
            self.u_ignore.next = self.f_r.q.val().get_bit(0);
            self.u_window_end.next = self.f_r.q.val().get_bit(1);
            self.u_fire.next = self.f_r.q.val().get_bit(2);
            self.u_md.next = self.f_r.q.val().get_bit(4);
            self.u_fulfill.next = self.f_r.q.val().get_bit(5);
            self.u_eta.next = self.f_r.q.val().get_bit(6);
        }
        self.u_valid.next = self.u_word.val().get_bit(0);
        self.u_ack.next = self.u_word.val().get_bit(1);
        self.u_nack.next = self.u_word.val().get_bit(2);
        self.u_ecn.next = self.u_word.val().get_bit(3);
        self.u_tgt.next = self.u_word.val().get_bit(10);
        // ---- register updates (default: the state before the event)
        self.bdp_r.d.next = self.u_word.val().get_bits::<24>(336);
        self.maxwnd_r.d.next = self.u_word.val().get_bits::<24>(360);
        self.achieved_r.d.next = self.u_word.val().get_bits::<32>(384);
        self.received_r.d.next = self.u_word.val().get_bits::<32>(416);
        self.ignored_r.d.next = self.u_word.val().get_bits::<32>(448);
        self.to_ignore_r.d.next = self.u_word.val().get_bits::<24>(480);
        self.fi_count_r.d.next = self.u_word.val().get_bits::<32>(504);
        self.trigger_r.d.next = self.u_word.val().get_bit(19);
        self.armed_r.d.next = self.u_word.val().get_bit(20);
        self.qa_start_r.d.next = self.u_word.val().get_bits::<32>(536);
        self.qa_len_r.d.next = self.u_word.val().get_bits::<25>(568);
        self.last_adjust_r.d.next = self.u_word.val().get_bits::<32>(593);
        self.last_adjust_sub_r.d.next = self.u_word.val().get_bits::<10>(625);
        self.last_dec_r.d.next = self.u_word.val().get_bits::<32>(635);
        if self.u_word.val().get_bit(4) && self.u_valid.val() {
            self.bdp_r.d.next = self.u_word.val().get_bits::<24>(288);
            self.maxwnd_r.d.next = self.u_word.val().get_bits::<24>(312);
        }
        if self.u_ack.val() {
            self.achieved_r.d.next = self.u_word.val().get_bits::<32>(21);
            self.received_r.d.next = self.u_word.val().get_bits::<32>(53);
            self.ignored_r.d.next = self.u_word.val().get_bits::<32>(85);
        }
        if self.u_nack.val() {
            self.ignored_r.d.next = self.u_word.val().get_bits::<32>(85);
            self.trigger_r.d.next = true;
        }
        if self.u_window_end.val() {
            self.achieved_r.d.next = 0.into();
            self.armed_r.d.next = true;
            self.qa_start_r.d.next = self.u_word.val().get_bits::<32>(246);
            self.qa_len_r.d.next = self.u_word.val().get_bits::<25>(221);
        }
        if self.u_fire.val() {
            self.to_ignore_r.d.next = self.u_word.val().get_bits::<24>(197);
            self.ignored_r.d.next = 0.into();
            self.trigger_r.d.next = false;
        }
        if self.u_ignore.val() || self.u_fire.val() {
            self.received_r.d.next = 0.into();
        }
        if self.u_ack.val() && !self.u_ignore.val() && !self.u_fire.val() {
            if !self.u_ecn.val() && !self.u_tgt.val() {
                if self.u_word.val().get_bit(11) {
                    self.fi_count_r.d.next = self.u_word.val().get_bits::<32>(117);
                } else {
                    self.fi_count_r.d.next = 0.into();
                }
            }
            if self.u_ecn.val() && self.u_tgt.val() {
                self.fi_count_r.d.next = 0.into();
            }
        }
        if self.u_md.val() {
            self.last_dec_r.d.next = self.u_word.val().get_bits::<32>(246);
        }
        if self.u_fulfill.val() {
            self.received_r.d.next = 0.into();
        }
        if self.u_eta.val() {
            self.last_adjust_r.d.next = self.u_word.val().get_bits::<32>(246);
            self.last_adjust_sub_r.d.next = self.u_word.val().get_bits::<10>(278);
        }
        if self.load.val() {
            self.bdp_r.d.next = self.cfg_init_bdp.val();
            self.maxwnd_r.d.next = self.cfg_init_maxwnd.val();
            self.achieved_r.d.next = 0.into();
            self.received_r.d.next = 0.into();
            self.ignored_r.d.next = 0.into();
            self.to_ignore_r.d.next = 0.into();
            self.fi_count_r.d.next = 0.into();
            self.trigger_r.d.next = false;
            self.armed_r.d.next = false;
            self.qa_start_r.d.next = 0.into();
            self.qa_len_r.d.next = 0.into();
            self.last_adjust_r.d.next = self.load_t.val();
            self.last_adjust_sub_r.d.next = 0.into();
            self.last_dec_r.d.next = self.load_t.val();
        }
        // ---- stage-8 outputs
        self.v8.d.next = self.b_valid.val();
        self.action8.d.next = self.action_now.val();
        self.qa8.d.next = self.fire.val();
        self.qa_cwnd8.d.next = self.b_word.val().get_bits::<24>(173);
        self.stop8.d.next = self.ignore.val() || self.fire.val();
        self.fulfill8.d.next = self.fulfill_now.val();
        self.eta8.d.next = self.eta_now.val();
        self.maxwnd8.d.next = self.b_word.val().get_bits::<24>(149);
        self.fi_path8.d.next = self.fi_path_now.val();
        self.fa_clr8.d.next = self.fa_clr_now.val();
        self.fi8.d.next = self.b_fi_new.val().get_bits::<25>(0);
        if self.b_fi_new.val().get_bits::<7>(25).any() {
            self.fi8.d.next = !bits::<25>(0);
        }
        self.out_valid.next = self.v8.q.val();
        self.action.next = self.action8.q.val();
        self.qa.next = self.qa8.q.val();
        self.qa_cwnd.next = self.qa_cwnd8.q.val();
        self.stop.next = self.stop8.q.val();
        self.fulfill.next = self.fulfill8.q.val();
        self.eta.next = self.eta8.q.val();
        self.maxwnd_after.next = self.maxwnd8.q.val();
        self.fi_path.next = self.fi_path8.q.val();
        self.fa_clr.next = self.fa_clr8.q.val();
        self.fi_after.next = self.fi8.q.val();
        self.bdp.next = self.bdp_r.q.val();
        self.maxwnd.next = self.maxwnd_r.q.val();
        self.achieved.next = self.achieved_r.q.val();
        self.received.next = self.received_r.q.val();
        self.bytes_ignored.next = self.ignored_r.q.val();
        self.bytes_to_ignore.next = self.to_ignore_r.q.val();
        self.fi_count.next = self.fi_count_r.q.val();
        self.trigger_qa.next = self.trigger_r.q.val();
        self.qa_armed.next = self.armed_r.q.val();
        self.qa_start.next = self.qa_start_r.q.val();
        self.qa_len.next = self.qa_len_r.q.val();
        self.last_adjust.next = self.last_adjust_r.q.val();
        self.last_adjust_sub.next = self.last_adjust_sub_r.q.val();
        self.last_dec.next = self.last_dec_r.q.val();
    }
}
