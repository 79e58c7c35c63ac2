//! SLEEK loss recovery of one CCC, cycle by cycle: the bit-exact specification of the RTL
//! scan engine (`nscc_rtl::sleek::sleek_scan::SleekScan`).
//!
//! htsim's `runSleek` (per ACK: leave recovery once `cum_ack >= recovery_seqno`; enter it
//! when the receiver's out-of-order count reaches a threshold that scales with cwnd; then
//! queue for retransmission every PSN from `cum_ack` up, at most cwnd / packet size of them,
//! that is still sent-but-unacknowledged) becomes an engine that takes one event per clock
//! and scans a bitmap held in a block RAM, one 16-PSN word per clock:
//!
//! * the **transmit bitmap**: one bit per PSN of the window `[base, base + WINDOW)`
//!   (`base` = the highest cumulative ACK), set by `send`, cleared by the ACK of the PSN,
//!   by a NACK, by an RTO and by the scan when it queues the PSN. Bit `psn mod WINDOW`,
//!   in word `(psn / 16) mod WORDS`. Nothing clears the bits below `base`: the window is a
//!   ring, and a PSN's bit is rewritten when it is sent (new PSNs are sent in order), so
//!   the scan, which only reads PSNs in `[base, highest_sent)`, never sees a stale bit;
//! * the **scan**: a pointer `scan_psn` and a limit `scan_end` (both set by every ACK that
//!   runs SLEEK); in every clock cycle the bitmap port is free, the word holding `scan_psn`
//!   is read, masked to `[scan_psn, scan_end)`, and its first set bit (a find-first-set) is
//!   queued, or the pointer moves to the next word: up to 16 PSNs examined and one
//!   retransmit emitted per clock;
//! * the **retransmit FIFO** (the model's output): NACKed PSNs, RTO'd PSNs and the scan's
//!   finds, in the order the engine queues them.
//!
//! ## Cycle schedule
//!
//! [`GoldenSleek::clock`] is one clock cycle `k`. The bitmap RAM has one read port and one
//! write port, with a synchronous read; every access is a read-modify-write in two cycles:
//! a *slot* reads in cycle `k` (stage 1) and modifies and writes in `k + 1` (stage 2), with
//! the word written in `k` forwarded to a read of the same word. The slot of cycle `k`:
//!
//! 1. the event presented in cycle `k`, if any (events always win: one event per clock);
//! 2. else a scan step, if the scan was pending at the start of cycle `k` and no event was
//!    presented in cycles `k - 1` and `k - 2` (an event's stage 2 sets the scan range; the
//!    cycle after it recomputes the scan's word-local registers and `scan_pending` from
//!    it, which keeps every path short);
//! 3. else nothing.
//!
//! `scan_pending` (in recovery and `scan_psn < scan_end`) is a register: after a scan step
//! it is the state after that step, after any other cycle the state at the start of the
//! cycle (so right after an event it still shows the state before the event).
//!
//! Everything an event or a scan step does (bitmap, registers, the FIFO write) happens in
//! its stage 2: slots take effect in order, each seeing everything earlier. A retransmit
//! request is written into the FIFO in that cycle and is readable on the FIFO outputs two
//! cycles later (its `emit` cycle + 2), then until it is popped.
//!
//! ## Widths
//!
//! PSNs and cumulative ACKs 32 bits, wrapping; every comparison is the sign of the 32-bit
//! difference (serial-number arithmetic). cwnd and MaxWnd 24 bits (the NSCC core's), ooo
//! 24 bits saturating, probe RTT, base RTT, avg_delay and target in ns, 24 bits.
//!
//! ## Average packet size
//!
//! htsim divides by `get_avg_pktsize()`, which returns the MSS. The engine divides by
//! `2^pkt_shift` with `pkt_shift = floor(log2(mss))`: exact for the default MSS of 4096
//! (the traces' value); for an MSS that is not a power of two the threshold and the scan
//! length are up to 2x larger. No divider.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use crate::config::{RegisterImage, WND_MAX};
use crate::event::EventKind;

/// log2 of the bitmap window, in PSNs.
pub const WINDOW_LOG2: u32 = 12;
/// The bitmap window: PSNs `[base, base + WINDOW)` are tracked (4,096 = one iCE40 BRAM).
pub const WINDOW: u32 = 1 << WINDOW_LOG2;
/// PSNs per bitmap word (the width of the find-first-set).
pub const WORD_BITS: u32 = 16;
/// Words of the bitmap RAM.
pub const WORDS: usize = (WINDOW / WORD_BITS) as usize;
/// Entries of the retransmit FIFO.
pub const FIFO_DEPTH: usize = 256;
/// htsim's `min_retx_config`: the out-of-order threshold is never below 5 packets.
pub const MIN_THRESHOLD_PKTS: u32 = 5;
/// Largest value of the 24-bit fields (ooo, cwnd, times).
pub const FIELD_MAX: u32 = WND_MAX as u32;

/// Wrap-safe `a < b` on 32-bit serial numbers.
pub fn psn_lt(a: u32, b: u32) -> bool {
    (a.wrapping_sub(b) as i32) < 0
}

/// Wrap-safe max of two serial numbers.
pub fn psn_max(a: u32, b: u32) -> u32 {
    if psn_lt(a, b) {
        b
    } else {
        a
    }
}

/// Wrap-safe min of two serial numbers.
pub fn psn_min(a: u32, b: u32) -> u32 {
    if psn_lt(a, b) {
        a
    } else {
        b
    }
}

/// The engine's configuration registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SleekRegs {
    /// log2 of the average packet size (4 bits): floor(log2(mss)).
    pub pkt_shift: u8,
    /// Target queueing delay, ns (24 bits): a probe ACK below it triggers recovery.
    pub target_ns: u32,
    /// Minimum RTO, ns (the seed's 15 us + queue drain per hop x 6 hops, the queue being one
    /// BDP, so the drain is one base RTT per hop). The RTO timer itself is the NIC's: its
    /// expiries reach the engine as `rto` events. Informational.
    pub min_rto_ns: u32,
}

impl SleekRegs {
    /// The engine's registers for a CCC configured with `regs`.
    pub fn from_image(regs: &RegisterImage) -> SleekRegs {
        let mss = regs.mss.max(1);
        SleekRegs {
            pkt_shift: (31 - mss.leading_zeros()) as u8,
            target_ns: regs.target_ns.min(FIELD_MAX),
            min_rto_ns: 15_000u32.saturating_add(regs.base_rtt_ns.saturating_mul(6)),
        }
    }
}

/// One event as the engine's event port carries it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SleekEvent {
    pub kind: EventKind,
    /// ack: the PSN the ACK refers to (selectively acknowledged); nack, rto, send: the PSN.
    pub psn: u32,
    /// ack: the cumulative ACK (next PSN expected). 32 bits.
    pub cum_ack: u32,
    /// ack: the receiver's out-of-order count, 24 bits, saturating.
    pub ooo: u32,
    /// ack: answers a loss-recovery probe.
    pub probe: bool,
    /// Probe RTT, ns, 24 bits, 0 = the ACK does not answer the latest probe.
    pub probe_rtt_ns: u32,
}

impl SleekEvent {
    /// The engine's view of a trace event (PSN and cum_ack keep their low 32 bits).
    pub fn from_event(ev: &crate::Event) -> SleekEvent {
        let probe_rtt_ns = if ev.probe_rtt_ps == 0 {
            0
        } else {
            (ev.probe_rtt_ps / 1000).clamp(1, FIELD_MAX as u64) as u32
        };
        SleekEvent {
            kind: ev.kind,
            psn: ev.psn as u32,
            cum_ack: ev.cum_ack as u32,
            ooo: ev.ooo.min(FIELD_MAX),
            probe: ev.probe,
            probe_rtt_ns,
        }
    }
}

impl SleekEvent {
    /// The event as the port's wires carry it: 24-bit fields saturated.
    pub fn at_port_widths(&self) -> SleekEvent {
        SleekEvent {
            ooo: self.ooo.min(FIELD_MAX),
            probe_rtt_ns: self.probe_rtt_ns.min(FIELD_MAX),
            ..*self
        }
    }
}

impl NsccView {
    /// The view as the ports carry it: every field saturated to 24 bits.
    pub fn at_port_widths(&self) -> NsccView {
        NsccView {
            cwnd: self.cwnd.min(FIELD_MAX),
            maxwnd: self.maxwnd.min(FIELD_MAX),
            base_rtt_ns: self.base_rtt_ns.min(FIELD_MAX),
            avg_delay_ns: self.avg_delay_ns.min(FIELD_MAX),
        }
    }
}

/// The NSCC core's state the engine reads with each event (ports `cwnd`, `maxwnd`,
/// `base_rtt`, `avg_delay`): the state after the NSCC processed the same event, as htsim
/// runs SLEEK after the window update.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct NsccView {
    /// bytes, 24 bits.
    pub cwnd: u32,
    /// bytes, 24 bits.
    pub maxwnd: u32,
    /// ns, 24 bits.
    pub base_rtt_ns: u32,
    /// ns (the core's Q24.8 avg_delay without its fraction), 24 bits.
    pub avg_delay_ns: u32,
}

impl NsccView {
    /// The view of a golden NSCC state.
    pub fn of(s: &crate::nscc::CccState) -> NsccView {
        NsccView {
            cwnd: s.cwnd.min(FIELD_MAX),
            maxwnd: s.maxwnd.min(FIELD_MAX),
            base_rtt_ns: s.base_rtt_ns.min(FIELD_MAX),
            avg_delay_ns: (s.avg_delay_q8 >> 8).min(FIELD_MAX),
        }
    }
}

/// Why a PSN is queued for retransmission (2 bits on the FIFO).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cause {
    /// The PSN was trimmed (NACK).
    Nack = 1,
    /// The SLEEK scan found it missing.
    Sleek = 2,
    /// Its retransmission timer fired outside recovery.
    Rto = 3,
}

impl Cause {
    pub fn code(self) -> u64 {
        self as u64
    }
}

/// One retransmit request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Retransmit {
    pub psn: u32,
    pub cause: Cause,
}

/// The engine's registers (what co-simulation compares after every cycle).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SleekState {
    /// Highest cumulative ACK: the window's base.
    pub base: u32,
    /// One past the highest PSN sent (htsim's `_highest_sent`).
    pub highest_sent: u32,
    /// Recovery ends once a cumulative ACK reaches it.
    pub recovery_seqno: u32,
    pub in_recovery: bool,
    /// One past the last PSN the scan queued (htsim's `_highest_rtx_sent`); kept >= base.
    pub highest_rtx_sent: u32,
    /// Next PSN the scan examines.
    pub scan_psn: u32,
    /// The scan stops before this PSN.
    pub scan_end: u32,
    /// `in_recovery and scan_psn < scan_end` after the last stage 2 (issues scan slots).
    pub scan_pending: bool,
    /// NACK/RTO requests lost to a full FIFO (16 bits, saturating).
    pub dropped: u32,
    /// Events whose PSN lay outside the window (16 bits, saturating).
    pub out_of_window: u32,
}

/// What the engine shows after a clock edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SleekOutputs {
    /// The request written into the FIFO in the cycle just ended.
    pub emit: Option<Retransmit>,
    /// The FIFO's head, readable (and poppable) in the next cycle.
    pub head: Option<Retransmit>,
    /// Anything in flight: a slot in stage 2, a pending scan, a non-empty FIFO. When it is
    /// low and no event comes, a clock cycle changes nothing.
    pub busy: bool,
}

/// What a read slot does in stage 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
enum Slot {
    #[default]
    None,
    Event(SleekEvent, NsccView),
    Scan,
}

/// The SLEEK engine of one CCC.
#[derive(Clone, Debug)]
pub struct GoldenSleek {
    pub regs: SleekRegs,
    pub state: SleekState,
    bitmap: Vec<u16>,
    slot: Slot,
    /// Stage 2 of the last cycle held an event.
    event_settling: bool,
    /// (request, cycle written).
    fifo: VecDeque<(Retransmit, u64)>,
    cycle: u64,
}

fn sat16_inc(x: u32) -> u32 {
    (x + 1).min(0xFFFF)
}

impl GoldenSleek {
    /// An engine loaded with `regs`, expecting `init_psn` as the first PSN (base and
    /// highest_sent start there). The bitmap RAM starts all zero.
    /// Registers wider than the engine's (a 4-bit `pkt_shift`, a 24-bit target) are
    /// saturated to their widths.
    pub fn new(regs: SleekRegs, init_psn: u32) -> GoldenSleek {
        let regs = SleekRegs {
            pkt_shift: regs.pkt_shift.min(15),
            target_ns: regs.target_ns.min(FIELD_MAX),
            ..regs
        };
        GoldenSleek {
            regs,
            state: SleekState {
                base: init_psn,
                highest_sent: init_psn,
                recovery_seqno: init_psn,
                highest_rtx_sent: init_psn,
                scan_psn: init_psn,
                scan_end: init_psn,
                ..SleekState::default()
            },
            bitmap: vec![0; WORDS],
            slot: Slot::None,
            event_settling: false,
            fifo: VecDeque::new(),
            cycle: 0,
        }
    }

    /// The next clock cycle.
    pub fn cycle(&self) -> u64 {
        self.cycle
    }

    /// Skip `n` cycles; only allowed while not [`GoldenSleek::busy`] (they change nothing).
    pub fn skip(&mut self, n: u64) {
        debug_assert!(!self.busy() || n == 0);
        self.cycle += n;
    }

    pub fn busy(&self) -> bool {
        self.slot != Slot::None
            || self.event_settling
            || self.state.scan_pending
            || !self.fifo.is_empty()
    }

    /// Retransmit requests in the FIFO.
    pub fn fifo_len(&self) -> usize {
        self.fifo.len()
    }

    /// The bit of `psn` in the bitmap RAM.
    pub fn bit(&self, psn: u32) -> bool {
        let (w, b) = Self::locate(psn);
        self.bitmap[w] >> b & 1 == 1
    }

    fn locate(psn: u32) -> (usize, u32) {
        ((psn / WORD_BITS) as usize % WORDS, psn % WORD_BITS)
    }

    fn in_window(&self, psn: u32) -> bool {
        psn.wrapping_sub(self.state.base) < WINDOW
    }

    /// The FIFO head readable in cycle `cycle`: written at least two cycles earlier.
    fn head_at(&self, cycle: u64) -> Option<Retransmit> {
        self.fifo
            .front()
            .filter(|(_, c)| c + 2 <= cycle)
            .map(|(r, _)| *r)
    }

    /// One clock cycle: `ev` presented on the event port (with the NSCC state it reads),
    /// `pop` asserted to take the FIFO head (ignored when none is readable).
    /// Fields wider than the ports (24-bit ooo, probe RTT, cwnd, MaxWnd, RTTs) are saturated
    /// to their widths first.
    pub fn clock(&mut self, ev: Option<(SleekEvent, NsccView)>, pop: bool) -> SleekOutputs {
        let ev = ev.map(|(e, v)| (e.at_port_widths(), v.at_port_widths()));
        let k = self.cycle;
        let stage2 = std::mem::take(&mut self.slot);
        let stage2_event = matches!(stage2, Slot::Event(..));
        let full = self.fifo.len() >= FIFO_DEPTH;
        let issue_scan =
            ev.is_none() && !stage2_event && !self.event_settling && self.state.scan_pending;
        let s = &self.state;
        let pending_before = s.in_recovery && psn_lt(s.scan_psn, s.scan_end);
        let emit = match stage2 {
            Slot::None => None,
            Slot::Event(e, v) => self.event_stage(&e, &v, full),
            Slot::Scan => self.scan_stage(full),
        };
        let s = &mut self.state;
        s.scan_pending = if stage2 == Slot::Scan {
            s.in_recovery && psn_lt(s.scan_psn, s.scan_end)
        } else {
            pending_before
        };
        self.event_settling = stage2_event;
        if pop && self.head_at(k).is_some() {
            self.fifo.pop_front();
        }
        if let Some(r) = emit {
            self.fifo.push_back((r, k));
        }
        self.slot = match ev {
            Some((e, v)) => Slot::Event(e, v),
            None if issue_scan => Slot::Scan,
            None => Slot::None,
        };
        self.cycle = k + 1;
        SleekOutputs {
            emit,
            head: self.head_at(k + 1),
            busy: self.busy(),
        }
    }

    /// Stage 2 of an event: its bitmap read-modify-write and, for an ACK, htsim's runSleek.
    fn event_stage(&mut self, e: &SleekEvent, v: &NsccView, full: bool) -> Option<Retransmit> {
        let (w, b) = Self::locate(e.psn);
        let mask = 1u16 << b;
        match e.kind {
            EventKind::Send => {
                if self.in_window(e.psn) {
                    self.bitmap[w] |= mask;
                    let next = e.psn.wrapping_add(1);
                    if psn_lt(self.state.highest_sent, next) {
                        self.state.highest_sent = next;
                    }
                } else {
                    self.state.out_of_window = sat16_inc(self.state.out_of_window);
                }
                None
            }
            EventKind::Ack => {
                let s = &mut self.state;
                s.base = psn_max(s.base, e.cum_ack);
                s.highest_rtx_sent = psn_max(s.highest_rtx_sent, s.base);
                // A probe ACK's PSN is the probe's counter, not a data PSN.
                if !e.probe && self.in_window(e.psn) {
                    self.bitmap[w] &= !mask;
                }
                self.run_sleek(e, v);
                None
            }
            EventKind::Nack | EventKind::Rto => {
                let in_window = self.in_window(e.psn);
                let s = &mut self.state;
                if !in_window {
                    s.out_of_window = sat16_inc(s.out_of_window);
                    return None;
                }
                if e.kind == EventKind::Rto && s.in_recovery {
                    // htsim lets SLEEK resend a PSN whose timer fired during recovery once it
                    // was already retransmitted: the scan may pass it again.
                    if psn_lt(e.psn, s.highest_rtx_sent) {
                        s.highest_rtx_sent = e.psn;
                    }
                    return None;
                }
                if self.bitmap[w] & mask == 0 {
                    return None;
                }
                self.bitmap[w] &= !mask;
                if full {
                    s.dropped = sat16_inc(s.dropped);
                    return None;
                }
                let cause = if e.kind == EventKind::Nack {
                    Cause::Nack
                } else {
                    Cause::Rto
                };
                Some(Retransmit { psn: e.psn, cause })
            }
        }
    }

    /// The out-of-order threshold in packets: max(min(1.5 x cwnd, MaxWnd) / pkt, 5).
    pub fn threshold_pkts(&self, v: &NsccView) -> u32 {
        let bytes = (v.cwnd + (v.cwnd >> 1)).min(v.maxwnd);
        (bytes >> self.regs.pkt_shift).max(MIN_THRESHOLD_PKTS)
    }

    /// Probe-triggered recovery: the ACK answers a probe and its delay is below target.
    pub fn probe_low(&self, e: &SleekEvent, v: &NsccView) -> bool {
        let delay = if e.probe_rtt_ns != 0 {
            e.probe_rtt_ns.saturating_sub(v.base_rtt_ns)
        } else {
            v.avg_delay_ns
        };
        e.probe && delay < self.regs.target_ns
    }

    fn run_sleek(&mut self, e: &SleekEvent, v: &NsccView) {
        let thr = self.threshold_pkts(v);
        let probe_low = self.probe_low(e, v);
        let s = &mut self.state;
        if probe_low {
            s.in_recovery = true;
            s.recovery_seqno = s.highest_sent;
            s.highest_rtx_sent = s.base;
        }
        if s.in_recovery && !psn_lt(e.cum_ack, s.recovery_seqno) {
            s.in_recovery = false;
        }
        if !s.in_recovery && e.ooo >= thr {
            s.in_recovery = true;
            s.recovery_seqno = s.highest_sent;
        }
        if s.in_recovery {
            s.scan_psn = s.highest_rtx_sent;
            let pace = e.cum_ack.wrapping_add(v.cwnd >> self.regs.pkt_shift);
            s.scan_end = psn_min(s.recovery_seqno, pace);
        }
    }

    /// Stage 2 of a scan step: the word of `scan_psn`, masked to `[scan_psn, scan_end)`;
    /// its first set bit is queued (unless the FIFO is full), else the pointer moves on.
    fn scan_stage(&mut self, full: bool) -> Option<Retransmit> {
        let s = &mut self.state;
        if !(s.in_recovery && psn_lt(s.scan_psn, s.scan_end)) {
            return None;
        }
        let (w, lo) = Self::locate(s.scan_psn);
        let word_base = s.scan_psn - lo;
        let span = s.scan_end.wrapping_sub(word_base);
        let hi_mask = if span < WORD_BITS {
            (1u16 << span) - 1
        } else {
            u16::MAX
        };
        let m = self.bitmap[w] & (u16::MAX << lo) & hi_mask;
        if m == 0 {
            s.scan_psn = word_base.wrapping_add(WORD_BITS);
            return None;
        }
        if full {
            return None;
        }
        let i = m.trailing_zeros();
        let psn = word_base.wrapping_add(i);
        self.bitmap[w] &= !(1 << i);
        s.highest_rtx_sent = psn.wrapping_add(1);
        s.scan_psn = psn.wrapping_add(1);
        Some(Retransmit {
            psn,
            cause: Cause::Sleek,
        })
    }
}
