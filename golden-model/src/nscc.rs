//! Fixed-point NSCC of one CCC, one event at a time: the bit-exact specification of the RTL.
//!
//! Each step below is one pipeline block of the hardware and keeps its name there:
//! [`GoldenCcc::destination_flow_control`], [`GoldenCcc::quadrant_stage`] (RTT validity,
//! base-RTT min tracking, qdelay), [`GoldenCcc::ewma_shifter`], [`GoldenCcc::qa_timer`],
//! the quadrant actions ([`GoldenCcc::fair_increase`], [`GoldenCcc::proportional_increase`],
//! [`GoldenCcc::fast_increase`], [`GoldenCcc::multiplicative_decrease`]),
//! [`GoldenCcc::fulfill_accumulator`] and [`GoldenCcc::nack`].
//!
//! Units: bytes, ns ticks (1 ns), avg_delay in ns Q24.8. Widths are given next to every
//! field of [`CccState`] and [`HwEvent`]; every value is kept inside its width (saturating
//! where noted), so the RTL's registers never wrap where the model does not.

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::config::{CccPhase, RegisterImage, DUR_MAX, FAST_INCREASE_DELAY_NS, WND_MAX};
use crate::event::{Event, EventKind};
use crate::hwmath::{
    div_approx, ewma_step, mul_norm_shift, norm, DELAY_FRAC_BITS, MD_FLOOR, MD_FRAC_BITS, MD_KEPT_MAX,
    MD_ONE_MINUS_GAMMA,
};

/// Largest value of the 48-bit increase-credit accumulator (saturates).
pub const INC_MAX: u64 = (1 << 48) - 1;
/// Largest value of a 32-bit byte counter (saturates).
pub const COUNT_MAX: u64 = u32::MAX as u64;

/// One event in hardware widths: what the event port of the NSCC core carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct HwEvent {
    /// Event time, ns, 32 bits, wrapping: floor(t_ps / 1000) mod 2^32.
    pub t_ns: u32,
    /// 2 bits.
    pub kind: EventKind,
    /// ack: newly acked bytes; nack: trimmed bytes; rto: packet bytes. 24 bits, saturating.
    pub bytes: u32,
    /// Raw RTT sample, ns, 24 bits, saturating; 0 = no valid sample. A valid sample below
    /// 1 ns reads as 1 ns so that it stays valid.
    pub rtt_ns: u32,
    pub ecn: bool,
    pub last_hop: bool,
    /// 7 bits.
    pub rcv_cwnd_pend: u8,
    pub rc: bool,
    /// In-flight bytes, 24 bits, saturating.
    pub in_flight: u32,
    pub probe: bool,
    /// Probe RTT, ns, 24 bits, saturating, 0 = none (same rule as `rtt_ns`).
    pub probe_rtt_ns: u32,
}

fn ps_to_dur_ns(ps: u64) -> u32 {
    if ps == 0 {
        0
    } else {
        (ps / 1000).clamp(1, DUR_MAX) as u32
    }
}

fn sat_wnd(x: u64) -> u32 {
    x.min(WND_MAX) as u32
}

impl HwEvent {
    /// The host-side conversion of a trace event to hardware widths.
    pub fn from_event(ev: &Event) -> HwEvent {
        HwEvent {
            t_ns: (ev.t_ps / 1000) as u32,
            kind: ev.kind,
            bytes: sat_wnd(ev.bytes),
            rtt_ns: ps_to_dur_ns(ev.rtt_ps),
            ecn: ev.ecn,
            last_hop: ev.last_hop,
            rcv_cwnd_pend: ev.rcv_cwnd_pend.min(127),
            rc: ev.rc,
            in_flight: sat_wnd(ev.in_flight),
            probe: ev.probe,
            probe_rtt_ns: ps_to_dur_ns(ev.probe_rtt_ps),
        }
    }
}

/// The complete state of one CCC. This is what co-simulation compares after every event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct CccState {
    /// Lifecycle phase (2 bits).
    pub phase: CccPhase,
    /// Congestion window, bytes, WND_BITS (24). Always within [mtu, maxwnd] when READY.
    pub cwnd: u32,
    /// MaxWnd = floor(1.5 x bdp), at least the MTU, bytes, 24 bits.
    pub maxwnd: u32,
    /// BDP at the current base RTT, bytes, 24 bits.
    pub bdp: u32,
    /// Base RTT (min-tracked), ns, 24 bits.
    pub base_rtt_ns: u32,
    /// Average queueing delay, ns Q24.8 (32 bits), truncated at every EWMA step.
    pub avg_delay_q8: u32,
    /// Pending increase credit, bytes^2, 48 bits, saturating.
    pub inc_bytes: u64,
    /// Bytes acked since the last fulfill (or QA/ignored), 32 bits, saturating.
    pub received_bytes: u32,
    /// Bytes acked in the current Quick Adapt window, 32 bits, saturating.
    pub achieved_bytes: u32,
    /// In-flight snapshot taken when QA last fired, bytes, 24 bits.
    pub bytes_to_ignore: u32,
    /// Bytes acked/NACKed since QA last fired, 32 bits, saturating.
    pub bytes_ignored: u32,
    /// Fast-increase byte count, 32 bits, saturating.
    pub fi_count: u32,
    /// Fast increase was applied on the last ack that reached the check.
    pub fast_active: bool,
    /// A NACK arrived since QA last fired.
    pub trigger_qa: bool,
    /// A QA window is running (htsim: qa_endtime != 0).
    pub qa_armed: bool,
    /// Start of the current QA window, ns timestamp (32 bits).
    pub qa_start_ns: u32,
    /// Length of the current QA window = base RTT + target at its start, ns, 25 bits.
    pub qa_len_ns: u32,
    /// Time eta was last added (fulfill period origin), ns timestamp.
    pub last_adjust_ns: u32,
    /// Time of the last multiplicative decrease, ns timestamp.
    pub last_dec_ns: u32,
    /// cwnd before the first destination flow-control penalty, bytes, 24 bits.
    pub pre_penalty_cwnd: u32,
    /// `pre_penalty_cwnd` holds a value to restore.
    pub penalty_active: bool,
}

/// What one event produced, besides the new state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct StepResult {
    pub action: Action,
    /// The fulfill adjustment ran on this event.
    pub fulfill: bool,
    /// The queueing delay this event used for its decisions, ns.
    pub delay_ns: u32,
}

/// The fixed-point NSCC of one CCC.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoldenCcc {
    pub regs: RegisterImage,
    pub state: CccState,
}

/// Wrap-safe "more than `len` ns have passed since `start`".
fn elapsed_gt(now: u32, start: u32, len: u32) -> bool {
    now.wrapping_sub(start) > len
}

/// Wrap-safe "at least `len` ns have passed since `start`".
fn elapsed_ge(now: u32, start: u32, len: u32) -> bool {
    now.wrapping_sub(start) >= len
}

fn sat_add32(a: u32, b: u32) -> u32 {
    a.saturating_add(b)
}

impl GoldenCcc {
    /// A CCC in the IDLE phase holding `regs` (not yet applied).
    pub fn idle(regs: RegisterImage) -> GoldenCcc {
        GoldenCcc {
            regs,
            state: CccState::default(),
        }
    }

    /// IDLE -> ACTIVE -> READY at time `t_ns`: the usual path of a replay.
    pub fn new(regs: RegisterImage, t_ns: u32) -> GoldenCcc {
        let mut c = GoldenCcc::idle(regs);
        c.activate(t_ns);
        c.ready();
        c
    }

    /// IDLE -> ACTIVE: load the register image (cwnd, MaxWnd, base RTT, timers).
    /// The fulfill and MD timers start at `t_ns` (htsim starts them at t = 0).
    pub fn activate(&mut self, t_ns: u32) {
        let r = &self.regs;
        self.state = CccState {
            phase: CccPhase::Active,
            cwnd: r.init_cwnd,
            maxwnd: r.init_maxwnd,
            bdp: r.init_bdp,
            base_rtt_ns: r.base_rtt_ns,
            last_adjust_ns: t_ns,
            last_dec_ns: t_ns,
            ..CccState::default()
        };
    }

    /// ACTIVE -> READY: the CCC may now regulate traffic.
    pub fn ready(&mut self) {
        if self.state.phase == CccPhase::Active {
            self.state.phase = CccPhase::Ready;
        }
    }

    /// Process one event. A CCC that is not READY ignores events (action `none`).
    pub fn step(&mut self, ev: &HwEvent) -> StepResult {
        if self.state.phase != CccPhase::Ready {
            return StepResult::default();
        }
        match ev.kind {
            EventKind::Ack => self.ack(ev),
            EventKind::Nack => self.nack(ev),
            EventKind::Send => StepResult::default(),
            EventKind::Rto => {
                // A retransmission timeout takes the packet out of the window.
                let s = &mut self.state;
                s.cwnd = s.cwnd.saturating_sub(ev.bytes).max(self.regs.mtu);
                StepResult::default()
            }
        }
    }

    /// Convenience: convert a trace event and step.
    pub fn step_event(&mut self, ev: &Event) -> StepResult {
        self.step(&HwEvent::from_event(ev))
    }

    fn avg_delay_ns(&self) -> u32 {
        self.state.avg_delay_q8 >> DELAY_FRAC_BITS
    }

    /// cwnd bounds [mtu, maxwnd] (maxwnd >= mtu by construction).
    fn bound_cwnd(&mut self) {
        let s = &mut self.state;
        s.cwnd = s.cwnd.max(self.regs.mtu).min(s.maxwnd);
    }

    fn ack(&mut self, ev: &HwEvent) -> StepResult {
        {
            let s = &mut self.state;
            s.achieved_bytes = sat_add32(s.achieved_bytes, ev.bytes);
            s.received_bytes = sat_add32(s.received_bytes, ev.bytes);
            s.bytes_ignored = sat_add32(s.bytes_ignored, ev.bytes);
        }
        self.destination_flow_control(ev);
        let delay_ns = self.quadrant_stage(ev);
        let mut out = StepResult {
            delay_ns,
            ..StepResult::default()
        };

        if let Some(a) = self.qa_timer(ev.t_ns, false, ev.ecn, delay_ns, ev.in_flight) {
            // htsim skips the bounds here; a MaxWnd lowered by this event's RTT sample
            // would leave cwnd above it, so bound anyway.
            self.bound_cwnd();
            out.action = a;
            return out;
        }
        let target = self.regs.target_ns;
        out.action = match (ev.ecn, delay_ns >= target) {
            (false, true) => self.fair_increase(ev.bytes),
            (false, false) => match self.fast_increase(ev.bytes, delay_ns) {
                Some(a) => a,
                None => self.proportional_increase(ev.bytes, delay_ns),
            },
            (true, true) => self.multiplicative_decrease(ev.t_ns),
            // Steer only: the load balancer reacts, the window does not.
            (true, false) => Action::Noop,
        };
        self.bound_cwnd();
        out.fulfill = self.fulfill_accumulator(ev.t_ns);
        self.bound_cwnd();
        out
    }

    /// Destination flow control (ACK_CC rcv_cwnd_pend and rc): restore the cwnd kept from
    /// before the penalties when `rc` is set, then apply this ACK's penalty
    /// newly_acked x rcv_cwnd_pend >> 7 (keeping the pre-penalty cwnd on the first one).
    pub fn destination_flow_control(&mut self, ev: &HwEvent) {
        let mtu = self.regs.mtu;
        let s = &mut self.state;
        if ev.rc && s.penalty_active {
            s.cwnd = s.pre_penalty_cwnd.max(mtu).min(s.maxwnd);
            s.penalty_active = false;
        }
        if ev.rcv_cwnd_pend > 0 {
            if !s.penalty_active {
                s.pre_penalty_cwnd = s.cwnd;
                s.penalty_active = true;
            }
            let penalty = ((ev.bytes as u64 * ev.rcv_cwnd_pend as u64) >> 7) as u32;
            s.cwnd = s.cwnd.saturating_sub(penalty).max(mtu);
        }
    }

    /// Lower the base RTT to `rtt_ns` if smaller, recomputing BDP = base RTT x link rate
    /// (one 16 x 16 multiply) and MaxWnd = BDP + BDP/2 (never below the MTU).
    fn track_base_rtt(&mut self, rtt_ns: u32) {
        if rtt_ns == 0 || rtt_ns >= self.state.base_rtt_ns {
            return;
        }
        let bdp = self.regs.link_rate.apply(rtt_ns as u64).min(WND_MAX);
        let maxwnd = (bdp + (bdp >> 1)).min(WND_MAX).max(self.regs.mtu as u64);
        let s = &mut self.state;
        s.base_rtt_ns = rtt_ns;
        s.bdp = bdp as u32;
        s.maxwnd = maxwnd as u32;
    }

    /// Per-ACK quadrant stage: RTT sample validity, base-RTT min tracking, qdelay, and the
    /// EWMA update it feeds. Returns the delay the quadrant decision uses: the raw qdelay of
    /// a valid sample, else the average.
    pub fn quadrant_stage(&mut self, ev: &HwEvent) -> u32 {
        if ev.probe {
            // A probe RTT never moves the base RTT; below it, it counts as zero delay.
            if ev.probe_rtt_ns == 0 {
                return self.avg_delay_ns();
            }
            if ev.probe_rtt_ns < self.state.base_rtt_ns {
                return 0;
            }
            let delay = ev.probe_rtt_ns - self.state.base_rtt_ns;
            self.ewma_shifter(delay, ev.ecn);
            return delay;
        }
        if ev.rtt_ns == 0 {
            return self.avg_delay_ns();
        }
        self.track_base_rtt(ev.rtt_ns);
        let delay = ev.rtt_ns - self.state.base_rtt_ns;
        self.ewma_shifter(delay, ev.ecn);
        delay
    }

    /// Three-case EWMA of the queueing delay (weight 3277/2^18 ~ 0.0125):
    /// no ECN and delay above target: the sample is discounted to base RTT / 4 (likely one
    /// congested path among many); ECN and delay above 5 x base RTT: emergency case, the
    /// sample is taken with the pinned weight r (= alpha); otherwise the sample as is.
    pub fn ewma_shifter(&mut self, delay_ns: u32, ecn: bool) {
        let s = &mut self.state;
        let sample_q8 = if !ecn && delay_ns > self.regs.target_ns {
            // base_rtt x 0.25 in Q24.8 = base_rtt << 6.
            s.base_rtt_ns << (DELAY_FRAC_BITS - 2)
        } else {
            // Normal and emergency (> 5 x base RTT) cases: r is pinned equal to alpha.
            delay_ns.min(DUR_MAX as u32) << DELAY_FRAC_BITS
        };
        s.avg_delay_q8 = ewma_step(s.avg_delay_q8, sample_q8);
    }

    /// The Quick Adapt timer: stale-feedback suppression and the per-window dual guard.
    /// Returns `Some(Qa | Ignored)` when the window logic must stop here.
    pub fn qa_timer(
        &mut self,
        now: u32,
        is_loss: bool,
        ecn: bool,
        delay_ns: u32,
        in_flight: u32,
    ) -> Option<Action> {
        let gate = self.regs.qa_gate;
        let threshold = self.regs.qa_threshold_ns;
        let mtu = self.regs.mtu;
        let target = self.regs.target_ns;
        let s = &mut self.state;
        let mut action = None;
        if ecn && s.bytes_ignored < s.bytes_to_ignore {
            action = Some(Action::Ignored);
        } else if !s.qa_armed || elapsed_gt(now, s.qa_start_ns, s.qa_len_ns) {
            let bad_news = s.trigger_qa || is_loss || delay_ns > threshold;
            let starving = s.achieved_bytes < (s.maxwnd >> gate);
            if s.qa_armed && bad_news && starving {
                s.cwnd = s.achieved_bytes.max(mtu);
                s.bytes_to_ignore = in_flight;
                s.bytes_ignored = 0;
                s.trigger_qa = false;
                action = Some(Action::Qa);
            }
            s.achieved_bytes = 0;
            s.qa_armed = true;
            s.qa_start_ns = now;
            s.qa_len_ns = s.base_rtt_ns + target;
        }
        if action.is_some() {
            s.inc_bytes = 0;
            s.received_bytes = 0;
        }
        action
    }

    /// Fair increase: credit fi x newly acked bytes.
    pub fn fair_increase(&mut self, bytes: u32) -> Action {
        let s = &mut self.state;
        s.inc_bytes = (s.inc_bytes + self.regs.fi.apply(bytes as u64)).min(INC_MAX);
        Action::Fair
    }

    /// Proportional increase: credit alpha x newly acked bytes x (target - delay).
    pub fn proportional_increase(&mut self, bytes: u32, delay_ns: u32) -> Action {
        let headroom = self.regs.target_ns - delay_ns;
        // bytes (24 b) x headroom (22 b) normalised to 16 x 16, then the alpha gain.
        let (h, h_shift) = norm(headroom as u64);
        let product = mul_norm_shift(bytes as u64, h, h_shift as i32);
        let s = &mut self.state;
        s.inc_bytes = (s.inc_bytes + self.regs.alpha.apply(product)).min(INC_MAX);
        Action::Prop
    }

    /// Fast increase: while the delay stays below 1 us and more than a window has been
    /// acked that way (or it applied last time), cwnd += newly acked x fi_scale.
    /// Returns `None` when the proportional increase runs instead.
    pub fn fast_increase(&mut self, bytes: u32, delay_ns: u32) -> Option<Action> {
        let s = &mut self.state;
        if delay_ns < FAST_INCREASE_DELAY_NS {
            s.fi_count = sat_add32(s.fi_count, bytes);
            if s.fi_count > s.cwnd || s.fast_active {
                let inc = self.regs.fi_scale.apply(bytes as u64);
                s.cwnd = (s.cwnd as u64 + inc).min(WND_MAX) as u32;
                s.fast_active = true;
                return Some(Action::Fast);
            }
        } else {
            s.fi_count = 0;
        }
        s.fast_active = false;
        None
    }

    /// Multiplicative decrease, at most once per base RTT, from the average delay:
    /// cwnd x max(0.2 + gamma x target / avg_delay, 0.5), never below the MTU.
    pub fn multiplicative_decrease(&mut self, now: u32) -> Action {
        let target_q8 = self.regs.target_ns << DELAY_FRAC_BITS;
        let mtu = self.regs.mtu;
        let gamma_target = self.regs.md_gamma_target_q8;
        let s = &mut self.state;
        s.fast_active = false;
        s.fi_count = 0;
        if s.avg_delay_q8 <= target_q8 || !elapsed_gt(now, s.last_dec_ns, s.base_rtt_ns) {
            return Action::MdSkipped;
        }
        let ratio = div_approx(gamma_target as u64, s.avg_delay_q8 as u64, MD_FRAC_BITS);
        let kept = (MD_ONE_MINUS_GAMMA + ratio).clamp(MD_FLOOR, MD_KEPT_MAX);
        let cwnd = mul_norm_shift(s.cwnd as u64, kept, -(MD_FRAC_BITS as i32)) as u32;
        s.cwnd = cwnd.max(mtu);
        s.last_dec_ns = now;
        Action::Md
    }

    /// The fulfill accumulator: after more than `fulfill_bytes` acked or more than one
    /// network RTT since eta was last added, apply the credit cwnd += inc_bytes / cwnd
    /// (reciprocal ROM, no divider), plus eta when at least one network RTT has passed.
    pub fn fulfill_accumulator(&mut self, now: u32) -> bool {
        let period = self.regs.network_rtt_ns;
        let eta = self.regs.eta;
        let s = &mut self.state;
        if !(s.received_bytes > self.regs.fulfill_bytes
            || elapsed_gt(now, s.last_adjust_ns, period))
        {
            return false;
        }
        let inc = div_approx(s.inc_bytes, s.cwnd as u64, 0);
        let mut cwnd = s.cwnd as u64 + inc;
        if elapsed_ge(now, s.last_adjust_ns, period) {
            cwnd += eta as u64;
            s.last_adjust_ns = now;
        }
        s.cwnd = cwnd.min(WND_MAX) as u32;
        s.inc_bytes = 0;
        s.received_bytes = 0;
        true
    }

    /// NACK handling: base RTT from the NACK's RTT, the EWMA fed base + network RTT (a
    /// delay of one network RTT, as if the trimmed packet waited a full queue), QA
    /// triggered, and cwnd -= nacked bytes unless QA fired or the NACK is stale feedback.
    pub fn nack(&mut self, ev: &HwEvent) -> StepResult {
        self.track_base_rtt(ev.rtt_ns);
        {
            let s = &mut self.state;
            s.bytes_ignored = sat_add32(s.bytes_ignored, ev.bytes);
        }
        let network_rtt = self.regs.network_rtt_ns;
        self.ewma_shifter(network_rtt, true);
        self.state.trigger_qa = true;
        let mut out = StepResult::default();
        // NSCC runs before the trimmed packet leaves the in-flight count (the event's
        // in_flight is after its removal).
        let in_flight = ev.in_flight.saturating_add(ev.bytes).min(WND_MAX as u32);
        if let Some(a) = self.qa_timer(ev.t_ns, true, true, 0, in_flight) {
            self.bound_cwnd();
            out.action = a;
            return out;
        }
        self.state.cwnd = self.state.cwnd.saturating_sub(ev.bytes);
        self.bound_cwnd();
        out.action = Action::Nack;
        out
    }
}
