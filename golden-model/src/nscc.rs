//! Fixed-point NSCC of one CCC: the bit-exact specification of the RTL. Every CCC computes
//! sequential NSCC: each event starts from the state the CCC's previous event left (the
//! engine holds a CCC's next event until then, or forwards what it wrote), so
//! [`GoldenCcc::step`] is one event, whatever the events' spacing. The expensive functions
//! (the reciprocal ROM, the multipliers, the EWMA's constant multiply) sit in the RTL's
//! stages between the owners of the state ([`crate::pipeline`] numbers them).
//!
//! The blocks keep their names in the RTL: [`GoldenCcc::quadrant_stage`] (RTT validity,
//! base-RTT min tracking, qdelay), [`GoldenCcc::ewma_shifter`], [`GoldenCcc::qa_timer`]
//! (Quick Adapt window, dual guard, stale-feedback suppression, and the per-event counters
//! and timers: quadrant choice, fast increase, MD pacing, fulfill trigger),
//! [`GoldenCcc::increase_credit`] (fair / proportional / fast increase),
//! [`GoldenCcc::multiplicative_decrease`], [`GoldenCcc::fulfill_accumulator`] and
//! [`GoldenCcc::cwnd_commit`] (destination flow control, NACK decrease, bounds).
//!
//! Units: bytes, ns ticks (1 ns; the fulfill period and its timestamps also carry the ps
//! within the ns, and so do the durations the decisions compare: RTT samples, the base RTT,
//! the delay, the target and the QA threshold, as (ns, ps) pairs, [`fine`]), avg_delay in
//! ns Q24.8. Widths are given next to every
//! field of [`CccState`] and [`HwEvent`]; every value is kept inside its width (saturating
//! where noted), so the RTL's registers never wrap where the model does not.

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::config::{CccPhase, RegisterImage, DUR_MAX, FAST_INCREASE_DELAY_NS, WND_MAX};
use crate::event::{Event, EventKind};
use crate::hwmath::{
    div_approx, ewma_delta, mul_norm_shift, prop_gain, DELAY_FRAC_BITS, MD_FLOOR, MD_FRAC_BITS,
    MD_KEPT_MAX, MD_ONE_MINUS_GAMMA,
};

/// What a caller that asks for the retired one-CCC pipelined core (`--core pipelined`,
/// `NSCC_CCC_PIPELINED`) is told.
pub const PIPELINED_RETIRED: &str = "the pipelined one-CCC core (NsccCore) and its stale \
     reads are retired: every core computes sequential NSCC (--core engine; the C ABI's \
     default, NSCC_CCC_SEQUENTIAL)";

/// Largest value of the 48-bit increase-credit accumulator (saturates).
pub const INC_MAX: u64 = (1 << 48) - 1;
/// Largest value of a 32-bit byte counter (saturates).
pub const COUNT_MAX: u64 = u32::MAX as u64;

/// One event in hardware widths: what the event port of the NSCC core carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct HwEvent {
    /// Event time, ns, 32 bits, wrapping: floor(t_ps / 1000) mod 2^32.
    pub t_ns: u32,
    /// The ps within that ns, t_ps mod 1000, 10 bits: only the fulfill period uses it.
    #[serde(default)]
    pub t_sub_ps: u16,
    /// 2 bits.
    pub kind: EventKind,
    /// ack: newly acked bytes; nack: trimmed bytes; rto: packet bytes. 24 bits, saturating.
    pub bytes: u32,
    /// Raw RTT sample, ns, 24 bits, saturating; 0 = no valid sample. A valid sample below
    /// 1 ns reads as 1 ns so that it stays valid.
    pub rtt_ns: u32,
    /// The ps within that ns, 0..=999 (10 bits; 999 when `rtt_ns` saturated, 0 when it was
    /// raised to 1 ns): the sample is the pair (`rtt_ns`, `rtt_sub_ps`).
    #[serde(default)]
    pub rtt_sub_ps: u16,
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
    /// The ps within that ns (same rule as `rtt_sub_ps`).
    #[serde(default)]
    pub probe_rtt_sub_ps: u16,
}

/// A duration in ps as the port's (ns, ps within the ns) pair: 0 stays 0 (no sample), a
/// sample below 1 ns reads as (1, 0), one of 2^24 ns or more as (2^24 - 1, 999).
#[inline]
fn ps_to_dur(ps: u64) -> (u32, u16) {
    match ps / 1000 {
        _ if ps == 0 => (0, 0),
        0 => (1, 0),
        ns if ns > DUR_MAX => (DUR_MAX as u32, 999),
        ns => (ns as u32, (ps % 1000) as u16),
    }
}

/// A duration (ns, ps within the ns) as one number that orders as the duration does:
/// ns x 1024 + ps (the ps stay below 1000 < 1024). The hardware compares the
/// concatenation `{ns, ps}`; no multiply by 1000 anywhere.
#[inline]
pub fn fine(ns: u32, ps: u16) -> u64 {
    (ns as u64) << 10 | ps as u64
}

/// `a - b` for durations (ns, ps within the ns) with a >= b, as such a pair: the ns
/// difference borrows one when the ps difference is negative.
#[inline]
fn dur_sub(a: (u32, u16), b: (u32, u16)) -> (u32, u16) {
    if a.1 >= b.1 {
        (a.0 - b.0, a.1 - b.1)
    } else {
        (a.0 - b.0 - 1, a.1 + 1000 - b.1)
    }
}

#[inline]
fn sat_wnd(x: u64) -> u32 {
    x.min(WND_MAX) as u32
}

impl HwEvent {
    /// The host-side conversion of a trace event to hardware widths.
    #[inline]
    pub fn from_event(ev: &Event) -> HwEvent {
        let (rtt_ns, rtt_sub_ps) = ps_to_dur(ev.rtt_ps);
        let (probe_rtt_ns, probe_rtt_sub_ps) = ps_to_dur(ev.probe_rtt_ps);
        HwEvent {
            t_ns: (ev.t_ps / 1000) as u32,
            t_sub_ps: (ev.t_ps % 1000) as u16,
            kind: ev.kind,
            bytes: sat_wnd(ev.bytes),
            rtt_ns,
            rtt_sub_ps,
            ecn: ev.ecn,
            last_hop: ev.last_hop,
            rcv_cwnd_pend: ev.rcv_cwnd_pend.min(127),
            rc: ev.rc,
            in_flight: sat_wnd(ev.in_flight),
            probe: ev.probe,
            probe_rtt_ns,
            probe_rtt_sub_ps,
        }
    }

    /// [`HwEvent::from_event`] for a CCC whose base RTT is `base_rtt` (ns, ps within the
    /// ns) now. An event flagged [`Event::no_base_rtt`] whose sample is below that base
    /// enters without a sample (the event port has no such bit: whoever forms the event, the
    /// C ABI for a simulator, applies the rule against the CCC's base RTT as the state
    /// holds it). A sample at or above the base cannot lower it and enters as it is.
    #[inline]
    pub fn from_event_at_base(ev: &Event, base_rtt: (u32, u16)) -> HwEvent {
        let mut hw = HwEvent::from_event(ev);
        if ev.no_base_rtt && fine(hw.rtt_ns, hw.rtt_sub_ps) < fine(base_rtt.0, base_rtt.1) {
            hw.rtt_ns = 0;
            hw.rtt_sub_ps = 0;
        }
        hw
    }

    /// Every field within its width: `at_port_widths` would return the event as it is.
    #[inline]
    pub fn is_at_port_widths(&self) -> bool {
        const MAX: u32 = WND_MAX as u32;
        const _: () = assert!(WND_MAX == DUR_MAX);
        // Half of the 24-bit fields read through an opaque copy of the reference, so that
        // each is a load of its own: the compiler would otherwise load the four adjacent
        // words as one vector, and a load spanning two of the caller's stores (a copy of the
        // event, or its fields written one by one) waits for them to retire.
        let other = std::hint::black_box(self);
        // `&` rather than `&&`: one test of all the fields.
        (self.bytes <= MAX)
            & (other.rtt_ns <= MAX)
            & (self.in_flight <= MAX)
            & (other.probe_rtt_ns <= MAX)
            & (self.t_sub_ps <= 999)
            & (self.rtt_sub_ps <= 999)
            & (self.probe_rtt_sub_ps <= 999)
            & (self.rcv_cwnd_pend <= 127)
    }

    /// The event as the port's wires carry it: every field saturated to its width (24-bit
    /// bytes, in-flight and RTTs, 7-bit pend, ps within the ns at most 999). `from_event`
    /// already gives such events; this is the rule for a caller that builds one itself.
    pub fn at_port_widths(&self) -> HwEvent {
        HwEvent {
            t_sub_ps: self.t_sub_ps.min(999),
            bytes: self.bytes.min(WND_MAX as u32),
            rtt_ns: self.rtt_ns.min(DUR_MAX as u32),
            rtt_sub_ps: self.rtt_sub_ps.min(999),
            rcv_cwnd_pend: self.rcv_cwnd_pend.min(127),
            in_flight: self.in_flight.min(WND_MAX as u32),
            probe_rtt_ns: self.probe_rtt_ns.min(DUR_MAX as u32),
            probe_rtt_sub_ps: self.probe_rtt_sub_ps.min(999),
            ..*self
        }
    }
}

/// Trace-event values that [`HwEvent::from_event`] saturated to the event port's widths,
/// per field (what `nscc replay --json` reports as `saturated`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saturations {
    /// `bytes` above 2^24 - 1.
    pub bytes: u64,
    /// `in_flight` above 2^24 - 1.
    pub in_flight: u64,
    /// `rtt_ps` of 2^24 ns or more (16.8 ms).
    pub rtt: u64,
    /// `rtt_ps` of 1 to 999 ps, raised to 1 ns so that it stays a valid sample.
    pub rtt_below_1ns: u64,
    /// `probe_rtt_ps` of 2^24 ns or more.
    pub probe_rtt: u64,
    /// `probe_rtt_ps` of 1 to 999 ps, raised to 1 ns.
    pub probe_rtt_below_1ns: u64,
    /// `rcv_cwnd_pend` above 127 (the v1 reader refuses these; other callers may not).
    pub rcv_cwnd_pend: u64,
    /// Events with at least one saturated field.
    pub events: u64,
    /// Saturated values, all fields.
    pub total: u64,
}

impl Saturations {
    /// Counts what `from_event` saturates in `ev`; true if anything did.
    pub fn count(&mut self, ev: &Event) -> bool {
        let dur = |ps: u64| (ps / 1000 > DUR_MAX, ps > 0 && ps < 1000);
        let (rtt_hi, rtt_lo) = dur(ev.rtt_ps);
        let (prb_hi, prb_lo) = dur(ev.probe_rtt_ps);
        let hits = [
            (&mut self.bytes, ev.bytes > WND_MAX),
            (&mut self.in_flight, ev.in_flight > WND_MAX),
            (&mut self.rtt, rtt_hi),
            (&mut self.rtt_below_1ns, rtt_lo),
            (&mut self.probe_rtt, prb_hi),
            (&mut self.probe_rtt_below_1ns, prb_lo),
            (&mut self.rcv_cwnd_pend, ev.rcv_cwnd_pend > 127),
        ];
        let mut n = 0;
        for (c, hit) in hits {
            *c += hit as u64;
            n += hit as u64;
        }
        self.total += n;
        self.events += (n > 0) as u64;
        n > 0
    }

    /// Each field with a non-zero count, as (name, count).
    pub fn fields(&self) -> Vec<(&'static str, u64)> {
        [
            ("bytes", self.bytes),
            ("in_flight", self.in_flight),
            ("rtt", self.rtt),
            ("rtt_below_1ns", self.rtt_below_1ns),
            ("probe_rtt", self.probe_rtt),
            ("probe_rtt_below_1ns", self.probe_rtt_below_1ns),
            ("rcv_cwnd_pend", self.rcv_cwnd_pend),
        ]
        .into_iter()
        .filter(|(_, n)| *n > 0)
        .collect()
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
    /// Its ps within the ns, 0..=999 (10 bits).
    #[serde(default)]
    pub base_rtt_sub_ps: u16,
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
    /// Its ps within the ns, 0..=999 (10 bits).
    #[serde(default)]
    pub last_adjust_sub_ps: u16,
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
    /// The queueing delay this event used for its decisions, ns (its ps within the ns
    /// beside it).
    pub delay_ns: u32,
    pub delay_sub_ps: u16,
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

/// Wrap-safe time from `start` to `now`, both (ns, ps within the ns), as (ns, ps within
/// the ns): the ns difference borrows one when the ps difference is negative. Compared
/// with a period as a pair, it is the exact ps comparison without a 42-bit subtract.
fn elapsed_fine(now: (u32, u16), start: (u32, u16)) -> (u32, u16) {
    let (now_ns, now_ps) = now;
    let (start_ns, start_ps) = start;
    if now_ps >= start_ps {
        (now_ns.wrapping_sub(start_ns), now_ps - start_ps)
    } else {
        (
            now_ns.wrapping_sub(start_ns).wrapping_sub(1),
            now_ps + 1000 - start_ps,
        )
    }
}

/// Destination flow-control penalty: newly acked bytes x rcv_cwnd_pend >> 7 (exact; a
/// 24 x 7 multiply).
pub fn penalty_bytes(ev: &HwEvent) -> u32 {
    ((ev.bytes as u64 * ev.rcv_cwnd_pend as u64) >> 7) as u32
}

fn sat_add32(a: u32, b: u32) -> u32 {
    a.saturating_add(b)
}

/// What the quadrant stage hands down the pipeline.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Quadrant {
    /// The delay the decisions use, ns, and its ps within the ns (0 for the average).
    pub delay_ns: u32,
    pub delay_sub_ps: u16,
    /// The EWMA takes a sample on this event.
    pub ewma_sample: bool,
}

/// What the QA timer stage decides for one event.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Decision {
    pub action: Action,
    /// Quick Adapt fired: cwnd = `qa_cwnd`.
    pub qa_cwnd: Option<u32>,
    /// Fulfill runs on this event, and whether it adds eta.
    pub fulfill: bool,
    pub eta: bool,
    /// The QA timer stopped the window logic (qa or ignored): credit is discarded.
    pub stop: bool,
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

    /// IDLE -> ACTIVE: load the register image (cwnd, MaxWnd, base RTT, timers). The
    /// fulfill and MD timers start at `t_ns` (htsim starts them at t = 0).
    pub fn activate(&mut self, t_ns: u32) {
        let r = &self.regs;
        self.state = CccState {
            phase: CccPhase::Active,
            cwnd: r.init_cwnd,
            maxwnd: r.init_maxwnd,
            bdp: r.init_bdp,
            base_rtt_ns: r.base_rtt_ns,
            base_rtt_sub_ps: r.base_rtt_sub_ps as u16,
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

    /// Overwrite cwnd (a host rewriting the window, or a test).
    pub fn set_cwnd(&mut self, cwnd: u32) {
        self.state.cwnd = cwnd;
    }

    /// Process one event, from the state the previous one left. A CCC that is not READY
    /// ignores events (action `none`). An event wider than the port is saturated to its
    /// widths first ([`HwEvent::at_port_widths`]).
    pub fn step(&mut self, ev: &HwEvent) -> StepResult {
        if !ev.is_at_port_widths() {
            return self.step_saturated(ev);
        }
        // The check's loads are not kept for the blocks (the fields live in registers from
        // here to their last use, most spilled): each block loads what it reads.
        let ev = std::hint::black_box(ev);
        if self.state.phase != CccPhase::Ready {
            return StepResult::default();
        }
        self.evaluate(ev)
    }

    /// [`Self::step`] of an event wider than the port: saturated to its widths first.
    /// Out of line: events from `from_event` are at the port's widths, and are read in
    /// place (a copy is loaded whole up front, where the fields are otherwise read as each
    /// block needs them).
    #[cold]
    #[inline(never)]
    fn step_saturated(&mut self, ev: &HwEvent) -> StepResult {
        let ev = ev.at_port_widths();
        debug_assert!(ev.is_at_port_widths());
        self.step(&ev)
    }

    /// A trace event: its base-RTT-relative fields taken at the CCC's base RTT.
    pub fn step_event(&mut self, ev: &Event) -> StepResult {
        let s = &self.state;
        let hw = HwEvent::from_event_at_base(ev, (s.base_rtt_ns, s.base_rtt_sub_ps));
        self.step(&hw)
    }

    /// The cwnd this event starts from: the cwnd (the restored pre-penalty cwnd when the ack
    /// carries `rc`), less this ack's destination flow-control penalty, never below the MTU.
    /// Every stage that reads cwnd reads this (before the commit changes it).
    #[inline]
    fn start_cwnd(&self, ev: &HwEvent) -> u32 {
        let c = &self.state;
        let mtu = self.regs.mtu;
        let is_ack = ev.kind == EventKind::Ack;
        let base = if is_ack && ev.rc && c.penalty_active {
            c.pre_penalty_cwnd.max(mtu).min(self.state.maxwnd)
        } else {
            c.cwnd
        };
        let penalty = if is_ack { penalty_bytes(ev) } else { 0 };
        base.saturating_sub(penalty).max(mtu)
    }

    // The blocks it calls are `#[inline]`: as calls (saved registers, results through
    // memory) they cost about a fifth of the instructions of an event.
    fn evaluate(&mut self, ev: &HwEvent) -> StepResult {
        let is_ack = ev.kind == EventKind::Ack;
        let is_nack = ev.kind == EventKind::Nack;
        if !(is_ack || is_nack) {
            if ev.kind == EventKind::Rto {
                // A retransmission timeout takes the packet out of the window.
                self.cwnd_commit(ev, &Decision::default(), 0, 0, 0);
            }
            return StepResult::default();
        }
        let q = self.quadrant_stage(ev);
        let delay = (q.delay_ns, q.delay_sub_ps);
        if q.ewma_sample {
            let (sample, ecn) = if is_nack {
                ((self.regs.network_rtt_ns, 0), true)
            } else {
                (delay, ev.ecn)
            };
            self.ewma_shifter(sample, ecn);
        }
        let d = self.qa_timer(ev, delay);
        let credit = self.increase_credit(ev, &d, q.delay_ns);
        let md_cut = if d.action == Action::Md {
            self.md_cut(self.start_cwnd(ev))
        } else {
            0
        };
        let (fast_inc, inc_credit) = match d.action {
            Action::Fast => (credit, 0),
            _ => (0, credit),
        };
        let fulfill_inc = self.fulfill_accumulator(ev, &d, inc_credit, fast_inc, md_cut);
        self.cwnd_commit(ev, &d, fast_inc, md_cut, fulfill_inc);
        StepResult {
            action: d.action,
            fulfill: d.fulfill,
            delay_ns: q.delay_ns,
            delay_sub_ps: q.delay_sub_ps,
        }
    }

    /// Quadrant stage (owns base_rtt, bdp, maxwnd): RTT sample validity, base-RTT min
    /// tracking with BDP = link rate x base RTT and MaxWnd = BDP + BDP / 2 (never below
    /// the MTU), and the delay the decisions use: the raw qdelay of a valid sample, else the
    /// average as this stage sees it.
    // Not inlined by the compiler on its own, which costs a call on every event.
    #[inline(always)]
    pub fn quadrant_stage(&mut self, ev: &HwEvent) -> Quadrant {
        let base = (self.state.base_rtt_ns, self.state.base_rtt_sub_ps);
        let rtt = (ev.rtt_ns, ev.rtt_sub_ps);
        if ev.kind == EventKind::Nack {
            // A NACK's RTT only lowers the base RTT; the EWMA takes a network-RTT sample.
            self.track_base_rtt(rtt);
            return Quadrant {
                delay_ns: 0,
                delay_sub_ps: 0,
                ewma_sample: true,
            };
        }
        // Read only by the events that use it (most carry an RTT sample).
        let avg = |c: &Self| Quadrant {
            delay_ns: c.state.avg_delay_q8 >> DELAY_FRAC_BITS,
            delay_sub_ps: 0,
            ewma_sample: false,
        };
        if ev.probe {
            // A probe RTT never moves the base RTT; below it, it counts as zero delay.
            let p = (ev.probe_rtt_ns, ev.probe_rtt_sub_ps);
            return match p {
                (0, _) => avg(self),
                p if fine(p.0, p.1) < fine(base.0, base.1) => Quadrant {
                    delay_ns: 0,
                    delay_sub_ps: 0,
                    ewma_sample: false,
                },
                p => {
                    let (delay_ns, delay_sub_ps) = dur_sub(p, base);
                    Quadrant {
                        delay_ns,
                        delay_sub_ps,
                        ewma_sample: true,
                    }
                }
            };
        }
        if ev.rtt_ns == 0 {
            return avg(self);
        }
        self.track_base_rtt(rtt);
        let (delay_ns, delay_sub_ps) =
            dur_sub(rtt, (self.state.base_rtt_ns, self.state.base_rtt_sub_ps));
        Quadrant {
            delay_ns,
            delay_sub_ps,
            ewma_sample: true,
        }
    }

    /// A sample below the base RTT (compared to the ps) becomes the base RTT.
    #[inline]
    fn track_base_rtt(&mut self, rtt: (u32, u16)) {
        let s = &self.state;
        if rtt.0 == 0 || fine(rtt.0, rtt.1) >= fine(s.base_rtt_ns, s.base_rtt_sub_ps) {
            return;
        }
        let bdp = self.regs.link_rate.apply(rtt.0 as u64).min(WND_MAX);
        let maxwnd = (bdp + (bdp >> 1)).min(WND_MAX).max(self.regs.mtu as u64);
        let s = &mut self.state;
        s.base_rtt_ns = rtt.0;
        s.base_rtt_sub_ps = rtt.1;
        s.bdp = bdp as u32;
        s.maxwnd = maxwnd as u32;
    }

    /// Three-case EWMA of the queueing delay (owns avg_delay), weight 3277/2^18 ~ 0.0125:
    /// no ECN and delay above target: the sample is discounted to base RTT / 4 (likely one
    /// congested path among many); ECN and delay above 5 x base RTT: emergency case, taken
    /// with the pinned weight r (= alpha); otherwise the sample as is. The difference
    /// sample - avg uses the average as the EWMA's difference stage sees it. `delay` is
    /// (ns, ps within the ns): compared with the target to the ps, taken in whole ns.
    #[inline]
    pub fn ewma_shifter(&mut self, delay: (u32, u16), ecn: bool) {
        let (delay_ns, _) = delay;
        // Both samples formed and one selected (`&`, not `&&`): the ECN flag and the delay
        // of the events of many CCCs follow no pattern a branch predictor could learn.
        // base_rtt x 0.25 in Q24.8 = base_rtt << 6.
        let discounted = self.state.base_rtt_ns << (DELAY_FRAC_BITS - 2);
        // Normal and emergency (> 5 x base RTT) cases: r is pinned equal to alpha.
        let plain = delay_ns.min(DUR_MAX as u32) << DELAY_FRAC_BITS;
        let above = !ecn & (fine(delay.0, delay.1) > self.regs.target_fine());
        let sample_q8 = if above { discounted } else { plain };
        let step = ewma_delta(self.state.avg_delay_q8, sample_q8);
        let avg = (self.state.avg_delay_q8 as i64 + step).clamp(0, u32::MAX as i64);
        self.state.avg_delay_q8 = avg as u32;
    }

    /// The QA timer stage (owns the byte counters and the timers): stale-feedback
    /// suppression, the Quick Adapt window and its dual guard, then the quadrant choice,
    /// fast-increase tracking (against the start cwnd), MD pacing (once per base
    /// RTT, from the average after this event) and the fulfill trigger. `delay` is (ns, ps
    /// within the ns): compared with the target and the QA threshold to the ps.
    #[inline]
    pub fn qa_timer(&mut self, ev: &HwEvent, delay: (u32, u16)) -> Decision {
        let delay_ns = delay.0;
        let delay_fine = fine(delay.0, delay.1);
        // Only fast-increase tracking reads cwnd; look it up only then. The fast decision is
        // made where the multiplies read cwnd (stage 15), after the QA timer's counters.
        let fast_check = ev.kind == EventKind::Ack && !ev.ecn && delay_ns < FAST_INCREASE_DELAY_NS;
        let cwnd_seen = if fast_check { self.start_cwnd(ev) } else { 0 };
        let r = &self.regs;
        let s = &mut self.state;
        let now = ev.t_ns;
        // Read before the flags below are written: the compiler loads the u16 with 4 bytes,
        // and a load overlapping a just-stored flag waits for the store (~20 cycles).
        let last_adjust = (s.last_adjust_ns, s.last_adjust_sub_ps);
        let is_nack = ev.kind == EventKind::Nack;
        let mut d = Decision::default();
        if is_nack {
            s.bytes_ignored = sat_add32(s.bytes_ignored, ev.bytes);
            s.trigger_qa = true;
        } else {
            s.achieved_bytes = sat_add32(s.achieved_bytes, ev.bytes);
            s.received_bytes = sat_add32(s.received_bytes, ev.bytes);
            s.bytes_ignored = sat_add32(s.bytes_ignored, ev.bytes);
        }
        // Stale feedback: ECN-marked acks and NACKs within the in-flight snapshot.
        let skip = ev.ecn || is_nack;
        if skip && s.bytes_ignored < s.bytes_to_ignore {
            d.action = Action::Ignored;
            d.stop = true;
        } else if !s.qa_armed || elapsed_gt(now, s.qa_start_ns, s.qa_len_ns) {
            let bad_news = s.trigger_qa || delay_fine > r.qa_threshold_fine();
            let starving = s.achieved_bytes < (s.maxwnd >> r.qa_gate);
            if s.qa_armed && bad_news && starving {
                d.action = Action::Qa;
                d.stop = true;
                d.qa_cwnd = Some(s.achieved_bytes.max(r.mtu));
                // NSCC runs before a trimmed packet leaves the in-flight count.
                let in_flight = if is_nack {
                    ev.in_flight.saturating_add(ev.bytes)
                } else {
                    ev.in_flight
                };
                s.bytes_to_ignore = in_flight.min(WND_MAX as u32);
                s.bytes_ignored = 0;
                s.trigger_qa = false;
            }
            s.achieved_bytes = 0;
            s.qa_armed = true;
            s.qa_start_ns = now;
            s.qa_len_ns = s.base_rtt_ns + r.target_ns;
        }
        if d.stop {
            s.received_bytes = 0;
            return d;
        }
        if is_nack {
            d.action = Action::Nack;
            return d;
        }
        d.action = match (ev.ecn, delay_fine >= r.target_fine()) {
            (false, true) => Action::Fair,
            (false, false) => {
                let mut fast = false;
                if delay_ns < FAST_INCREASE_DELAY_NS {
                    s.fi_count = sat_add32(s.fi_count, ev.bytes);
                    fast = s.fi_count > cwnd_seen || s.fast_active;
                } else {
                    s.fi_count = 0;
                }
                s.fast_active = fast;
                if fast {
                    Action::Fast
                } else {
                    Action::Prop
                }
            }
            (true, true) => {
                s.fast_active = false;
                s.fi_count = 0;
                let above = s.avg_delay_q8 > r.target_q8();
                if above && elapsed_gt(now, s.last_dec_ns, s.base_rtt_ns) {
                    s.last_dec_ns = now;
                    Action::Md
                } else {
                    Action::MdSkipped
                }
            }
            // Steer only: the load balancer reacts, the window does not.
            (true, false) => Action::Noop,
        };
        // The fulfill period is one network RTT, compared in ps: a ns-truncated period and
        // timestamps put an ack about one period after the last adjustment on the other side.
        let since_adjust = elapsed_fine((now, ev.t_sub_ps), last_adjust);
        let period = (r.network_rtt_ns, r.network_rtt_sub_ps as u16);
        if s.received_bytes > r.fulfill_bytes || since_adjust > period {
            d.fulfill = true;
            s.received_bytes = 0;
            if since_adjust >= period {
                d.eta = true;
                s.last_adjust_ns = now;
                s.last_adjust_sub_ps = ev.t_sub_ps;
            }
        }
        d
    }

    /// Increase credit of the quadrant: fair fi x bytes, proportional (alpha x (target -
    /// delay)) x bytes (fair and proportional share one multiplier), fast fi_scale x bytes
    /// (cwnd bytes).
    #[inline]
    pub fn increase_credit(&self, ev: &HwEvent, d: &Decision, delay_ns: u32) -> u64 {
        let r = &self.regs;
        match d.action {
            Action::Fair => r.fi.apply(ev.bytes as u64),
            Action::Prop => {
                // gain = alpha x (target - delay), normalised (it needs only the delay, so
                // the hardware forms it while the quadrant is decided), then x bytes on the
                // multiplier the fair credit uses
                let (g, s) = prop_gain(r.alpha, (r.target_ns - delay_ns) as u64);
                mul_norm_shift(ev.bytes as u64, g, s)
            }
            Action::Fast => r.fi_scale.apply(ev.bytes as u64).min(WND_MAX),
            _ => 0,
        }
    }

    /// Multiplicative decrease: the cut c - floor(c x kept) of the start cwnd c this stage
    /// sees, kept = max(0.2 + gamma x target / avg_delay, 0.5) (reciprocal ROM, two
    /// multiplies).
    pub fn multiplicative_decrease(&self, ev: &HwEvent) -> u32 {
        self.md_cut(self.start_cwnd(ev))
    }

    /// [`Self::multiplicative_decrease`] of the start cwnd `c`. Out of line (MD is rare) and
    /// given the start cwnd rather than the event, so that the event need not be kept in
    /// memory for it.
    #[inline(never)]
    fn md_cut(&self, c: u32) -> u32 {
        let c = c as u64;
        let ratio = div_approx(
            self.regs.md_gamma_target_q8 as u64,
            self.state.avg_delay_q8 as u64,
            MD_FRAC_BITS,
        );
        let kept = (MD_ONE_MINUS_GAMMA + ratio).clamp(MD_FLOOR, MD_KEPT_MAX);
        (c - mul_norm_shift(c, kept, -(MD_FRAC_BITS as i32))) as u32
    }

    /// The fulfill accumulator (owns inc_bytes): credit accumulates (48-bit, saturating);
    /// on a fulfill the total is divided (reciprocal ROM, no divider) by the window after
    /// the quadrant's change and the bounds, min(max(start - MD cut, MTU) + fast increase,
    /// MaxWnd) (start: the start cwnd as the multiply stage sees it), as NSCC divides by
    /// cwnd after the cut, and returned with eta; qa/ignored discard the credit.
    #[inline]
    pub fn fulfill_accumulator(
        &mut self,
        ev: &HwEvent,
        d: &Decision,
        credit: u64,
        fast_inc: u64,
        md_cut: u32,
    ) -> u32 {
        let s = &mut self.state;
        let total = (s.inc_bytes + credit).min(INC_MAX);
        if d.stop {
            s.inc_bytes = 0;
            return 0;
        }
        if !d.fulfill {
            s.inc_bytes = total;
            return 0;
        }
        s.inc_bytes = 0;
        let start = self.start_cwnd(ev) as u64;
        let mtu = self.regs.mtu as u64;
        let divisor = ((start - md_cut as u64).max(mtu) + fast_inc).min(self.state.maxwnd as u64);
        let q = div_approx(total, divisor, 0).min(WND_MAX);
        let eta = if d.eta { self.regs.eta as u64 } else { 0 };
        (q + eta).min(WND_MAX) as u32
    }

    /// cwnd commit (owns cwnd and the destination flow-control registers). The event's cwnd
    /// is Quick Adapt's, or min(MaxWnd, max(base - P, MTU) + D) where base is cwnd (the
    /// restored pre-penalty cwnd on `rc`), P the decrease (rcv_cwnd_pend penalty newly_acked
    /// x pend >> 7, plus the MD cut on acks; the trimmed or timed-out bytes on NACKs/RTOs)
    /// and D the increase (fast increase, fulfill credit / cwnd + eta). In hardware
    /// max(base - P, MTU) + D = (base >= MTU + P ? base + (D - P) : MTU + D): one compare
    /// and one add on the live cwnd, every other term computed upstream.
    #[inline]
    pub fn cwnd_commit(
        &mut self,
        ev: &HwEvent,
        d: &Decision,
        fast_inc: u64,
        md_cut: u32,
        fulfill: u32,
    ) {
        let mtu = self.regs.mtu as i64;
        let s = &mut self.state;
        let maxwnd = s.maxwnd as i64;
        let bound = |x: i64| x.max(mtu).min(maxwnd) as u32;
        let mut base = s.cwnd as i64;
        let mut penalty = 0i64;
        if ev.kind == EventKind::Ack {
            if ev.rc && s.penalty_active {
                base = bound(s.pre_penalty_cwnd as i64) as i64;
                s.penalty_active = false;
            }
            if ev.rcv_cwnd_pend > 0 {
                if !s.penalty_active {
                    s.pre_penalty_cwnd = base as u32;
                    s.penalty_active = true;
                }
                penalty = penalty_bytes(ev) as i64;
            }
        }
        let (decrease, increase) = match (ev.kind, d.action) {
            (EventKind::Ack, _) => (penalty + md_cut as i64, fast_inc as i64 + fulfill as i64),
            (EventKind::Nack, Action::Nack) | (EventKind::Rto, _) => (ev.bytes as i64, 0),
            _ => (0, 0),
        };
        s.cwnd = match d.qa_cwnd {
            Some(c) => bound(c as i64),
            None => bound((base - decrease).max(mtu) + increase),
        };
    }
}
