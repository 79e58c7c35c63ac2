//! `SleekScan`: SLEEK loss recovery of one CCC, the hardware twin of
//! [`golden_model::sleek::GoldenSleek`] (`docs/sleek.md`).
//!
//! The transmit bitmap (4,096 PSNs, one bit each) sits in one iCE40 BRAM as 256 words of
//! 16 bits. Each clock cycle the BRAM's read port serves one *slot*: the event presented in
//! that cycle, else a scan step. A slot reads its word in stage 1 and modifies and writes it
//! in stage 2, the word written in the previous cycle being forwarded. A scan step masks the
//! word of `scan_psn` to `[scan_psn, scan_end)` and takes its first set bit (a 16-bit
//! find-first-set as a 4-level mux tree): 16 PSNs examined and up to one retransmit queued
//! per clock. The retransmit requests (NACKs, RTOs outside recovery, the scan's finds) go
//! to a 256-entry FIFO in a second BRAM pair.
//!
//! The engine reads cwnd, MaxWnd, the base RTT and avg_delay of its CCC from the NSCC core
//! (ports `cwnd`, `maxwnd`, `base_rtt`, `avg_delay`, sampled with each event).

use golden_model::sleek::{FIFO_DEPTH, WINDOW, WORDS, WORD_BITS};
use rust_hdl::prelude::*;

// The datapath below is written for these constants.
const _: () = assert!(WINDOW == 4096 && WORD_BITS == 16 && WORDS == 256 && FIFO_DEPTH == 256);

/// Cycles from an event's presentation to its effect (stage 2 writes at the end of the
/// following cycle): the state taps show it after `SLEEK_LATENCY` clock edges.
pub const SLEEK_LATENCY: u64 = 2;

/// The compared state taps, in the order of [`golden_taps`].
pub const TAPS: [&str; 10] = [
    "base",
    "highest_sent",
    "recovery_seqno",
    "in_recovery",
    "highest_rtx_sent",
    "scan_psn",
    "scan_end",
    "scan_pending",
    "dropped",
    "out_of_window",
];

/// The golden values of [`TAPS`].
pub fn golden_taps(s: &golden_model::sleek::SleekState) -> [u64; 10] {
    [
        s.base as u64,
        s.highest_sent as u64,
        s.recovery_seqno as u64,
        s.in_recovery as u64,
        s.highest_rtx_sent as u64,
        s.scan_psn as u64,
        s.scan_end as u64,
        s.scan_pending as u64,
        s.dropped as u64,
        s.out_of_window as u64,
    ]
}

#[derive(LogicBlock, Default)]
pub struct SleekScan {
    pub clock: Signal<In, Clock>,
    /// Load the configuration: base = highest_sent = `cfg_init_psn`, recovery off, FIFO
    /// empty (the bitmap keeps its contents).
    pub load: Signal<In, Bit>,
    pub cfg_init_psn: Signal<In, Bits<32>>,
    pub cfg_pkt_shift: Signal<In, Bits<4>>,
    pub cfg_target: Signal<In, Bits<24>>,
    // Event port (one event per clock).
    pub ev_valid: Signal<In, Bit>,
    pub ev_kind: Signal<In, Bits<2>>,
    pub ev_psn: Signal<In, Bits<32>>,
    pub ev_cum_ack: Signal<In, Bits<32>>,
    pub ev_ooo: Signal<In, Bits<24>>,
    pub ev_probe: Signal<In, Bit>,
    pub ev_probe_rtt: Signal<In, Bits<24>>,
    // From the NSCC core, with the event.
    pub cwnd: Signal<In, Bits<24>>,
    pub maxwnd: Signal<In, Bits<24>>,
    pub base_rtt: Signal<In, Bits<24>>,
    pub avg_delay: Signal<In, Bits<24>>,
    // Retransmit FIFO.
    pub rtx_pop: Signal<In, Bit>,
    pub rtx_valid: Signal<Out, Bit>,
    pub rtx_psn: Signal<Out, Bits<32>>,
    pub rtx_cause: Signal<Out, Bits<2>>,
    /// The request written into the FIFO in the last cycle (observation).
    pub emit_valid: Signal<Out, Bit>,
    pub emit_psn: Signal<Out, Bits<32>>,
    pub emit_cause: Signal<Out, Bits<2>>,
    pub busy: Signal<Out, Bit>,
    // State taps.
    pub base: Signal<Out, Bits<32>>,
    pub highest_sent: Signal<Out, Bits<32>>,
    pub recovery_seqno: Signal<Out, Bits<32>>,
    pub in_recovery: Signal<Out, Bit>,
    pub highest_rtx_sent: Signal<Out, Bits<32>>,
    pub scan_psn: Signal<Out, Bits<32>>,
    pub scan_end: Signal<Out, Bits<32>>,
    pub scan_pending: Signal<Out, Bit>,
    pub dropped: Signal<Out, Bits<16>>,
    pub out_of_window: Signal<Out, Bits<16>>,
    // The bitmap and the FIFO storage.
    bitmap: BitmapRam,
    fifo_ram: RAM<Bits<34>, 8>,
    // Registers: stage 2 of the slot read in the previous cycle (`s2_*`), `settle` (stage 2
    // held an event in the previous cycle), the forwarded word (`fwd_*`), the SLEEK state
    // (`r_*`), the scan's word-local range (`w_*`), the FIFO pointers and the emission.
    s2_event: DFF<Bit>,
    s2_scan: DFF<Bit>,
    s2_kind: DFF<Bits<2>>,
    s2_psn: DFF<Bits<32>>,
    s2_psn1: DFF<Bits<32>>,
    s2_cum_ack: DFF<Bits<32>>,
    s2_pace_end: DFF<Bits<32>>,
    s2_ooo: DFF<Bits<24>>,
    s2_thr_c: DFF<Bits<25>>,
    s2_thr_m: DFF<Bits<25>>,
    s2_probe_d: DFF<Bits<24>>,
    s2_probe_below: DFF<Bit>,
    s2_probe_none: DFF<Bit>,
    s2_avg_low: DFF<Bit>,
    s2_win_r: DFF<Bit>,
    s2_win_p: DFF<Bit>,
    s2_win_o: DFF<Bit>,
    s2_ge_r: DFF<Bit>,
    s2_ge_p: DFF<Bit>,
    s2_prev_adv: DFF<Bit>,
    s2_probe: DFF<Bit>,
    s2_addr: DFF<Bits<8>>,
    settle: DFF<Bit>,
    settle2: DFF<Bit>,
    rem_r: DFF<Bits<32>>,
    fwd_hit: DFF<Bit>,
    fwd_data: DFF<Bits<16>>,
    r_base: DFF<Bits<32>>,
    r_hs: DFF<Bits<32>>,
    r_rec: DFF<Bits<32>>,
    r_in_rec: DFF<Bit>,
    r_hrs: DFF<Bits<32>>,
    r_scan_psn: DFF<Bits<32>>,
    r_scan_end: DFF<Bits<32>>,
    r_pending: DFF<Bit>,
    r_dropped: DFF<Bits<16>>,
    r_oow: DFF<Bits<16>>,
    w_elig: DFF<Bits<16>>,
    w_rem: DFF<Bits<32>>,
    wr_ptr: DFF<Bits<9>>,
    wr_ptr_d: DFF<Bits<9>>,
    rd_ptr: DFF<Bits<9>>,
    e_valid: DFF<Bit>,
    e_psn: DFF<Bits<32>>,
    e_cause: DFF<Bits<2>>,
    // Combinational values.
    cwnd_15: Signal<Local, Bits<25>>,
    issue_scan: Signal<Local, Bit>,
    ooo_hit: Signal<Local, Bit>,
    probe_low: Signal<Local, Bit>,
    word: Signal<Local, Bits<16>>,
    bitmask: Signal<Local, Bits<16>>,
    is_ack: Signal<Local, Bit>,
    is_send: Signal<Local, Bit>,
    is_drop: Signal<Local, Bit>,
    o_r: Signal<Local, Bits<32>>,
    o_p: Signal<Local, Bits<32>>,
    o_o: Signal<Local, Bits<32>>,
    c_r: Signal<Local, Bits<32>>,
    c_p: Signal<Local, Bits<32>>,
    ack_hrs: Signal<Local, Bits<32>>,
    sel_rto_hrs: Signal<Local, Bit>,
    sel_scan_hrs: Signal<Local, Bit>,
    base_adv: Signal<Local, Bit>,
    in_win: Signal<Local, Bit>,
    d_hrs_b: Signal<Local, Bits<32>>,
    d_hrs_c: Signal<Local, Bits<32>>,
    hrs_clamped: Signal<Local, Bits<32>>,
    d_hs: Signal<Local, Bits<32>>,
    d_rto: Signal<Local, Bits<32>>,
    d_exit_hs: Signal<Local, Bits<32>>,
    d_exit_rec: Signal<Local, Bits<32>>,
    d_end_hs: Signal<Local, Bits<32>>,
    d_end_rec: Signal<Local, Bits<32>>,
    in_a: Signal<Local, Bit>,
    exit_now: Signal<Local, Bit>,
    in_b: Signal<Local, Bit>,
    enter: Signal<Local, Bit>,
    rec_from_hs: Signal<Local, Bit>,
    end_lt: Signal<Local, Bit>,
    word_base: Signal<Local, Bits<32>>,
    wb_next: Signal<Local, Bits<32>>,
    m: Signal<Local, Bits<16>>,
    m1: Signal<Local, Bits<16>>,
    below: Signal<Local, Bits<16>>,
    lowbit: Signal<Local, Bits<16>>,
    elig_after: Signal<Local, Bits<16>>,
    f8: Signal<Local, Bits<8>>,
    f4: Signal<Local, Bits<4>>,
    f2: Signal<Local, Bits<2>>,
    idx: Signal<Local, Bits<4>>,
    p1: Signal<Local, Bits<32>>,
    gt16: Signal<Local, Bit>,
    lt32: Signal<Local, Bit>,
    gt32: Signal<Local, Bit>,
    lt48: Signal<Local, Bit>,
    hi_next: Signal<Local, Bits<16>>,
    advance: Signal<Local, Bit>,
    rem_now: Signal<Local, Bits<32>>,
    hi_now: Signal<Local, Bits<16>>,
    d_pend: Signal<Local, Bits<32>>,
    full: Signal<Local, Bit>,
    fill: Signal<Local, Bits<9>>,
    we: Signal<Local, Bit>,
    wdata: Signal<Local, Bits<16>>,
    emit_v: Signal<Local, Bit>,
    emit_p: Signal<Local, Bits<32>>,
    emit_c: Signal<Local, Bits<2>>,
    drop_now: Signal<Local, Bit>,
    oow_now: Signal<Local, Bit>,
    n_base: Signal<Local, Bits<32>>,
    n_hs: Signal<Local, Bits<32>>,
    n_rec: Signal<Local, Bits<32>>,
    n_in_rec: Signal<Local, Bit>,
    n_hrs: Signal<Local, Bits<32>>,
    n_scan_psn: Signal<Local, Bits<32>>,
    n_scan_end: Signal<Local, Bits<32>>,
    head_valid: Signal<Local, Bit>,
    rd_next: Signal<Local, Bits<9>>,
}

impl Logic for SleekScan {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            s2_event,
            s2_scan,
            s2_kind,
            s2_psn,
            s2_psn1,
            s2_cum_ack,
            s2_pace_end,
            s2_ooo,
            s2_thr_c,
            s2_thr_m,
            s2_probe_d,
            s2_probe_below,
            s2_probe_none,
            s2_avg_low,
            s2_win_r,
            s2_win_p,
            s2_win_o,
            s2_ge_r,
            s2_ge_p,
            s2_prev_adv,
            s2_probe,
            s2_addr,
            settle,
            settle2,
            rem_r,
            fwd_hit,
            fwd_data,
            r_base,
            r_hs,
            r_rec,
            r_in_rec,
            r_hrs,
            r_scan_psn,
            r_scan_end,
            r_pending,
            r_dropped,
            r_oow,
            w_elig,
            w_rem,
            wr_ptr,
            wr_ptr_d,
            rd_ptr,
            e_valid,
            e_psn,
            e_cause
        );
        self.bitmap.read_clock.next = self.clock.val();
        self.bitmap.write_clock.next = self.clock.val();
        self.fifo_ram.read_clock.next = self.clock.val();
        self.fifo_ram.write_clock.next = self.clock.val();

        // ---- Stage 1: what the event needs from the NSCC ports, computed before stage 2.
        // Out-of-order threshold max(min(1.5 x cwnd, MaxWnd) >> pkt_shift, 5): both shifted
        // operands here, the compares with ooo in stage 2 (ooo >= min(a, b) = ooo >= a or b).
        self.cwnd_15.next =
            bit_cast::<25, 24>(self.cwnd.val()) + bit_cast::<25, 24>(self.cwnd.val() >> 1);
        self.s2_thr_c.d.next = self.cwnd_15.val() >> self.cfg_pkt_shift.val();
        self.s2_thr_m.d.next = bit_cast::<25, 24>(self.maxwnd.val()) >> self.cfg_pkt_shift.val();
        self.s2_ooo.d.next = self.ev_ooo.val();
        // The scan's pacing limit: cum_ack + cwnd >> pkt_shift.
        self.s2_pace_end.d.next =
            self.ev_cum_ack.val() + bit_cast::<32, 24>(self.cwnd.val() >> self.cfg_pkt_shift.val());
        // Probe delay: probe RTT - base RTT (0 below), or avg_delay without a probe RTT; the
        // compare with the target of the former in stage 2.
        self.s2_probe_d.d.next = self.ev_probe_rtt.val() - self.base_rtt.val();
        self.s2_probe_below.d.next = self.ev_probe_rtt.val() < self.base_rtt.val();
        self.s2_probe_none.d.next = !self.ev_probe_rtt.val().any();
        self.s2_avg_low.d.next = self.avg_delay.val() < self.cfg_target.val();
        // The window and cumulative-ACK tests against the base this event will find in stage
        // 2: the current base, or the cum_ack of the ACK now in stage 2 if it moves the base.
        self.o_r.next = self.ev_psn.val() - self.r_base.q.val();
        self.o_p.next = self.ev_psn.val() - self.s2_cum_ack.q.val();
        self.o_o.next = self.ev_psn.val() - self.ev_cum_ack.val();
        self.c_r.next = self.ev_cum_ack.val() - self.r_base.q.val();
        self.c_p.next = self.ev_cum_ack.val() - self.s2_cum_ack.q.val();
        self.s2_win_r.d.next = !self.o_r.val().get_bits::<20>(12).any();
        self.s2_win_p.d.next = !self.o_p.val().get_bits::<20>(12).any();
        self.s2_win_o.d.next = !self.o_o.val().get_bits::<20>(12).any();
        self.s2_ge_r.d.next = !self.c_r.val().get_bit(31);
        self.s2_ge_p.d.next = !self.c_p.val().get_bit(31);
        self.s2_kind.d.next = self.ev_kind.val();
        self.s2_probe.d.next = self.ev_probe.val();
        self.s2_psn.d.next = self.ev_psn.val();
        self.s2_psn1.d.next = self.ev_psn.val() + 1;
        self.s2_cum_ack.d.next = self.ev_cum_ack.val();
        // A scan slot only when no event is presented, in stage 2, or settling.
        self.issue_scan.next = !self.ev_valid.val()
            && !self.s2_event.q.val()
            && !self.settle.q.val()
            && self.r_pending.q.val();
        self.s2_event.d.next = self.ev_valid.val();
        self.s2_scan.d.next = self.issue_scan.val();
        self.settle.d.next = self.s2_event.q.val();

        // ---- Stage 2: the slot read in the previous cycle.
        self.word.next = self.bitmap.read_data.val();
        if self.fwd_hit.q.val() {
            self.word.next = self.fwd_data.q.val();
        }
        self.bitmask.next =
            bits::<16>(1) << bit_cast::<16, 4>(self.s2_psn.q.val().get_bits::<4>(0));
        self.is_ack.next = self.s2_event.q.val() && (self.s2_kind.q.val() == 0);
        self.is_send.next = self.s2_event.q.val() && (self.s2_kind.q.val() == 2);
        self.is_drop.next =
            self.s2_event.q.val() && ((self.s2_kind.q.val() == 1) || (self.s2_kind.q.val() == 3));
        self.fill.next = self.wr_ptr.q.val() - self.rd_ptr.q.val();
        self.full.next = self.fill.val().get_bit(8);
        // Every comparison the event may need, in parallel from registers.
        self.ooo_hit.next = (self.s2_ooo.q.val() >= 5)
            && ((bit_cast::<25, 24>(self.s2_ooo.q.val()) >= self.s2_thr_c.q.val())
                || (bit_cast::<25, 24>(self.s2_ooo.q.val()) >= self.s2_thr_m.q.val()));
        self.probe_low.next = self.s2_probe.q.val()
            && ((self.s2_probe_below.q.val() && self.cfg_target.val().any())
                || (self.s2_probe_d.q.val() < self.cfg_target.val()));
        if self.s2_probe_none.q.val() {
            self.probe_low.next = self.s2_probe.q.val() && self.s2_avg_low.q.val();
        }
        self.base_adv.next = self.is_ack.val() && self.s2_ge_r.q.val();
        self.in_win.next = self.s2_win_r.q.val();
        if self.s2_prev_adv.q.val() {
            self.base_adv.next = self.is_ack.val() && self.s2_ge_p.q.val();
            self.in_win.next = self.s2_win_p.q.val();
        }
        self.s2_prev_adv.d.next = self.base_adv.val();
        self.d_hrs_b.next = self.r_hrs.q.val() - self.r_base.q.val();
        self.d_hrs_c.next = self.r_hrs.q.val() - self.s2_cum_ack.q.val();
        self.d_hs.next = self.r_hs.q.val() - self.s2_psn1.q.val();
        self.d_rto.next = self.s2_psn.q.val() - self.r_hrs.q.val();
        self.d_exit_hs.next = self.s2_cum_ack.q.val() - self.r_hs.q.val();
        self.d_exit_rec.next = self.s2_cum_ack.q.val() - self.r_rec.q.val();
        self.d_end_hs.next = self.r_hs.q.val() - self.s2_pace_end.q.val();
        self.d_end_rec.next = self.r_rec.q.val() - self.s2_pace_end.q.val();
        // The window's base after this event, and highest_rtx_sent kept >= base.
        self.n_base.next = self.r_base.q.val();
        self.hrs_clamped.next = self.r_hrs.q.val();
        if self.d_hrs_b.val().get_bit(31) {
            self.hrs_clamped.next = self.r_base.q.val();
        }
        if self.base_adv.val() {
            self.n_base.next = self.s2_cum_ack.q.val();
            self.in_win.next = self.s2_win_o.q.val();
            self.hrs_clamped.next = self.r_hrs.q.val();
            if self.d_hrs_c.val().get_bit(31) {
                self.hrs_clamped.next = self.s2_cum_ack.q.val();
            }
        }
        // runSleek: probe, leave, enter (the recovery seqno is then highest_sent), range.
        self.in_a.next = self.probe_low.val() || self.r_in_rec.q.val();
        self.exit_now.next = !self.d_exit_rec.val().get_bit(31);
        if self.probe_low.val() {
            self.exit_now.next = !self.d_exit_hs.val().get_bit(31);
        }
        self.in_b.next = self.in_a.val() && !self.exit_now.val();
        self.enter.next = !self.in_b.val() && self.ooo_hit.val();
        self.rec_from_hs.next = self.probe_low.val() || self.enter.val();
        self.end_lt.next = self.d_end_rec.val().get_bit(31);
        if self.rec_from_hs.val() {
            self.end_lt.next = self.d_end_hs.val().get_bit(31);
        }
        // Scan step: the word of scan_psn masked by the word-local range, first set bit.
        self.word_base.next = (self.r_scan_psn.q.val() >> 4) << 4;
        self.wb_next.next = self.word_base.val() + bits::<32>(16);
        self.m.next = self.word.val() & self.w_elig.q.val();
        self.m1.next = self.m.val() - bits::<16>(1);
        self.below.next = self.m.val() ^ self.m1.val();
        self.lowbit.next = self.below.val() & self.m.val();
        self.elig_after.next = self.w_elig.q.val() & !self.below.val();
        self.idx.next = bits::<4>(0);
        self.f8.next = self.m.val().get_bits::<8>(0);
        if !self.m.val().get_bits::<8>(0).any() {
            self.f8.next = self.m.val().get_bits::<8>(8);
            self.idx.next = self.idx.val() | bits::<4>(8);
        }
        self.f4.next = self.f8.val().get_bits::<4>(0);
        if !self.f8.val().get_bits::<4>(0).any() {
            self.f4.next = self.f8.val().get_bits::<4>(4);
            self.idx.next = self.idx.val() | bits::<4>(4);
        }
        self.f2.next = self.f4.val().get_bits::<2>(0);
        if !self.f4.val().get_bits::<2>(0).any() {
            self.f2.next = self.f4.val().get_bits::<2>(2);
            self.idx.next = self.idx.val() | bits::<4>(2);
        }
        if !self.f2.val().get_bit(0) {
            self.idx.next = self.idx.val() | bits::<4>(1);
        }
        // The PSN after the one found: in this word, or the next word's first.
        self.p1.next = self.word_base.val() | bit_cast::<32, 4>(self.idx.val() + 1);
        if self.idx.val() == 15 {
            self.p1.next = self.wb_next.val();
        }
        // The range left past this word (w_rem = scan_end - word_base).
        self.gt16.next = self.w_rem.q.val() > 16;
        self.lt32.next = self.w_rem.q.val() < 32;
        self.gt32.next = self.w_rem.q.val() > 32;
        self.lt48.next = self.w_rem.q.val() < 48;
        self.hi_next.next = bits::<16>(0xFFFF);
        if self.lt32.val() {
            self.hi_next.next = (bits::<16>(1)
                << bit_cast::<16, 4>(self.w_rem.q.val().get_bits::<4>(0)))
                - bits::<16>(1);
        }
        // Word-local range recomputed from the registers over the two cycles after an
        // event's stage 2 (no scan step can come earlier): scan_end - word_base in the first,
        // the mask in the second.
        self.rem_now.next = self.r_scan_end.q.val() - self.word_base.val();
        self.rem_r.d.next = self.rem_now.val();
        self.settle2.d.next = self.settle.q.val();
        self.hi_now.next = bits::<16>(0xFFFF);
        if !self.rem_r.q.val().get_bits::<28>(4).any() {
            self.hi_now.next = (bits::<16>(1)
                << bit_cast::<16, 4>(self.rem_r.q.val().get_bits::<4>(0)))
                - bits::<16>(1);
        }
        self.d_pend.next = self.r_scan_psn.q.val() - self.r_scan_end.q.val();

        // Defaults: nothing changes.
        self.n_hs.next = self.r_hs.q.val();
        self.n_rec.next = self.r_rec.q.val();
        self.n_in_rec.next = self.r_in_rec.q.val();
        self.sel_rto_hrs.next = false;
        self.sel_scan_hrs.next = false;
        self.ack_hrs.next = self.hrs_clamped.val();
        if self.probe_low.val() {
            self.ack_hrs.next = self.n_base.val();
        }
        self.n_scan_psn.next = self.r_scan_psn.q.val();
        self.n_scan_end.next = self.r_scan_end.q.val();
        self.we.next = false;
        self.wdata.next = self.word.val();
        self.emit_v.next = false;
        self.emit_p.next = self.s2_psn.q.val();
        self.emit_c.next = bits::<2>(1);
        self.drop_now.next = false;
        self.oow_now.next = false;
        self.advance.next = false;
        self.w_elig.d.next = self.w_elig.q.val();
        self.w_rem.d.next = self.w_rem.q.val();
        if self.settle2.q.val() {
            self.w_elig.d.next = (bits::<16>(0xFFFF)
                << bit_cast::<16, 4>(self.r_scan_psn.q.val().get_bits::<4>(0)))
                & self.hi_now.val();
            self.w_rem.d.next = self.rem_r.q.val();
        }
        self.r_pending.d.next = self.r_in_rec.q.val() && self.d_pend.val().get_bit(31);

        if self.is_send.val() {
            if self.in_win.val() {
                self.we.next = true;
                self.wdata.next = self.word.val() | self.bitmask.val();
                if self.d_hs.val().get_bit(31) {
                    self.n_hs.next = self.s2_psn1.q.val();
                }
            } else {
                self.oow_now.next = true;
            }
        }
        if self.is_ack.val() {
            // (a probe ACK's PSN is the probe's counter, not a data PSN)
            if self.in_win.val() && !self.s2_probe.q.val() {
                self.we.next = true;
                self.wdata.next = self.word.val() & !self.bitmask.val();
            }
            if self.rec_from_hs.val() {
                self.n_rec.next = self.r_hs.q.val();
            }
            self.n_in_rec.next = self.in_b.val() || self.enter.val();
            if self.in_b.val() || self.enter.val() {
                self.n_scan_psn.next = self.ack_hrs.val();
                self.n_scan_end.next = self.s2_pace_end.q.val();
                if self.end_lt.val() {
                    self.n_scan_end.next = self.n_rec.val();
                }
            }
        }
        if self.is_drop.val() {
            if !self.in_win.val() {
                self.oow_now.next = true;
            } else if (self.s2_kind.q.val() == 3) && self.r_in_rec.q.val() {
                self.sel_rto_hrs.next = self.d_rto.val().get_bit(31);
            } else if (self.word.val() & self.bitmask.val()).any() {
                self.we.next = true;
                self.wdata.next = self.word.val() & !self.bitmask.val();
                if self.full.val() {
                    self.drop_now.next = true;
                } else {
                    self.emit_v.next = true;
                    if self.s2_kind.q.val() == 3 {
                        self.emit_c.next = bits::<2>(3);
                    }
                }
            }
        }
        // A scan slot finds the range as r_pending left it (no event since its issue).
        if self.s2_scan.q.val() {
            self.w_elig.d.next = self.w_elig.q.val();
            self.w_rem.d.next = self.w_rem.q.val();
            self.r_pending.d.next = false;
            if self.r_pending.q.val() {
                if !self.m.val().any() {
                    self.n_scan_psn.next = self.wb_next.val();
                    self.advance.next = true;
                    self.r_pending.d.next = self.gt16.val();
                } else if self.full.val() {
                    self.r_pending.d.next = true;
                } else {
                    self.we.next = true;
                    self.wdata.next = self.word.val() ^ self.lowbit.val();
                    self.emit_v.next = true;
                    self.emit_p.next = self.word_base.val() | bit_cast::<32, 4>(self.idx.val());
                    self.emit_c.next = bits::<2>(2);
                    self.sel_scan_hrs.next = true;
                    self.n_scan_psn.next = self.p1.val();
                    self.w_elig.d.next = self.elig_after.val();
                    self.r_pending.d.next = self.elig_after.val().any() || self.gt16.val();
                    if !self.elig_after.val().any() {
                        self.advance.next = true;
                    }
                }
            }
            if self.advance.val() {
                self.w_elig.d.next = self.hi_next.val();
                self.w_rem.d.next = self.w_rem.q.val() - bits::<32>(16);
            }
        }

        // highest_rtx_sent: one select over exclusive cases.
        self.n_hrs.next = self.r_hrs.q.val();
        if self.is_ack.val() {
            self.n_hrs.next = self.ack_hrs.val();
        }
        if self.sel_rto_hrs.val() {
            self.n_hrs.next = self.s2_psn.q.val();
        }
        if self.sel_scan_hrs.val() {
            self.n_hrs.next = self.p1.val();
        }

        // Bitmap: stage-2 write, stage-1 read (the event's word, else the scan's next word).
        self.bitmap.write_address.next = self.s2_addr.q.val();
        self.bitmap.write_data.next = self.wdata.val();
        self.bitmap.write_enable.next = self.we.val();
        self.fwd_data.d.next = self.wdata.val();
        self.bitmap.read_address.next = self.r_scan_psn.q.val().get_bits::<8>(4);
        if self.advance.val() {
            self.bitmap.read_address.next = self.wb_next.val().get_bits::<8>(4);
        }
        if self.ev_valid.val() {
            self.bitmap.read_address.next = self.ev_psn.val().get_bits::<8>(4);
        }
        self.s2_addr.d.next = self.bitmap.read_address.val();
        // The word written now is forwarded to the read issued now if they are the same
        // word (decided without comparing the scan's next address: a scan step reads its own
        // word again unless it advances).
        self.fwd_hit.d.next =
            self.we.val() && (self.r_scan_psn.q.val().get_bits::<8>(4) == self.s2_addr.q.val());
        if self.s2_scan.q.val() {
            self.fwd_hit.d.next = self.we.val() && !self.advance.val();
        }
        if self.ev_valid.val() {
            self.fwd_hit.d.next =
                self.we.val() && (self.ev_psn.val().get_bits::<8>(4) == self.s2_addr.q.val());
        }

        // Registers.
        self.r_base.d.next = self.n_base.val();
        self.r_hs.d.next = self.n_hs.val();
        self.r_rec.d.next = self.n_rec.val();
        self.r_in_rec.d.next = self.n_in_rec.val();
        self.r_hrs.d.next = self.n_hrs.val();
        self.r_scan_psn.d.next = self.n_scan_psn.val();
        self.r_scan_end.d.next = self.n_scan_end.val();
        self.r_dropped.d.next = self.r_dropped.q.val();
        if self.drop_now.val() && (self.r_dropped.q.val() != 0xFFFF) {
            self.r_dropped.d.next = self.r_dropped.q.val() + 1;
        }
        self.r_oow.d.next = self.r_oow.q.val();
        if self.oow_now.val() && (self.r_oow.q.val() != 0xFFFF) {
            self.r_oow.d.next = self.r_oow.q.val() + 1;
        }

        // Retransmit FIFO: written in stage 2, head readable two cycles later.
        self.fifo_ram.write_address.next = self.wr_ptr.q.val().get_bits::<8>(0);
        self.fifo_ram.write_data.next =
            bit_cast::<34, 32>(self.emit_p.val()) | (bit_cast::<34, 2>(self.emit_c.val()) << 32);
        self.fifo_ram.write_enable.next = self.emit_v.val();
        self.wr_ptr.d.next = self.wr_ptr.q.val();
        if self.emit_v.val() {
            self.wr_ptr.d.next = self.wr_ptr.q.val() + 1;
        }
        self.wr_ptr_d.d.next = self.wr_ptr.q.val();
        self.head_valid.next = self.rd_ptr.q.val() != self.wr_ptr_d.q.val();
        self.rd_next.next = self.rd_ptr.q.val();
        if self.rtx_pop.val() && self.head_valid.val() {
            self.rd_next.next = self.rd_ptr.q.val() + 1;
        }
        self.rd_ptr.d.next = self.rd_next.val();
        self.fifo_ram.read_address.next = self.rd_next.val().get_bits::<8>(0);
        self.e_valid.d.next = self.emit_v.val();
        self.e_psn.d.next = self.emit_p.val();
        self.e_cause.d.next = self.emit_c.val();

        // Load: every register to its initial value, the FIFO emptied.
        if self.load.val() {
            self.s2_event.d.next = false;
            self.s2_scan.d.next = false;
            self.settle.d.next = false;
            self.settle2.d.next = false;
            self.s2_prev_adv.d.next = false;
            self.fwd_hit.d.next = false;
            self.r_base.d.next = self.cfg_init_psn.val();
            self.r_hs.d.next = self.cfg_init_psn.val();
            self.r_rec.d.next = self.cfg_init_psn.val();
            self.r_in_rec.d.next = false;
            self.r_hrs.d.next = self.cfg_init_psn.val();
            self.r_scan_psn.d.next = self.cfg_init_psn.val();
            self.r_scan_end.d.next = self.cfg_init_psn.val();
            self.r_pending.d.next = false;
            self.r_dropped.d.next = bits::<16>(0);
            self.r_oow.d.next = bits::<16>(0);
            self.wr_ptr.d.next = bits::<9>(0);
            self.wr_ptr_d.d.next = bits::<9>(0);
            self.rd_ptr.d.next = bits::<9>(0);
            self.e_valid.d.next = false;
            self.bitmap.write_enable.next = false;
            self.fifo_ram.write_enable.next = false;
        }

        // Outputs.
        self.rtx_valid.next = self.head_valid.val();
        self.rtx_psn.next = self.fifo_ram.read_data.val().get_bits::<32>(0);
        self.rtx_cause.next = self.fifo_ram.read_data.val().get_bits::<2>(32);
        self.emit_valid.next = self.e_valid.q.val();
        self.emit_psn.next = self.e_psn.q.val();
        self.emit_cause.next = self.e_cause.q.val();
        self.busy.next = self.s2_event.q.val()
            || self.s2_scan.q.val()
            || self.settle.q.val()
            || self.r_pending.q.val()
            || (self.rd_ptr.q.val() != self.wr_ptr.q.val());
        self.base.next = self.r_base.q.val();
        self.highest_sent.next = self.r_hs.q.val();
        self.recovery_seqno.next = self.r_rec.q.val();
        self.in_recovery.next = self.r_in_rec.q.val();
        self.highest_rtx_sent.next = self.r_hrs.q.val();
        self.scan_psn.next = self.r_scan_psn.q.val();
        self.scan_end.next = self.r_scan_end.q.val();
        self.scan_pending.next = self.r_pending.q.val();
        self.dropped.next = self.r_dropped.q.val();
        self.out_of_window.next = self.r_oow.q.val();
    }
}

/// The bitmap RAM: rust-hdl's `RAM` (one synchronous read port, one write port, a read of
/// the word being written returns the old word), with the yosys attribute `no_rw_check`: the
/// engine forwards the word written in the previous cycle itself (`fwd_hit`), so yosys need
/// not add its own read-during-write bypass, which would sit on the scan's critical path. The
/// contents start all zero, as the iCE40 BRAMs power up.
#[derive(LogicBlock, Default)]
pub struct BitmapRam {
    pub read_address: Signal<In, Bits<8>>,
    pub read_clock: Signal<In, Clock>,
    pub read_data: Signal<Out, Bits<16>>,
    pub write_address: Signal<In, Bits<8>>,
    pub write_clock: Signal<In, Clock>,
    pub write_data: Signal<In, Bits<16>>,
    pub write_enable: Signal<In, bool>,
    _mem: std::collections::BTreeMap<u64, Bits<16>>,
}

impl Logic for BitmapRam {
    fn update(&mut self) {
        if self.read_clock.pos_edge() {
            let a = self.read_address.val().index() as u64;
            self.read_data.next = self._mem.get(&a).copied().unwrap_or_default();
        }
        if self.write_clock.pos_edge() && self.write_enable.val() {
            let a = self.write_address.val().index() as u64;
            self._mem.insert(a, self.write_data.val());
        }
    }

    fn connect(&mut self) {
        self.read_data.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(
            "\
(* no_rw_check *)
reg[15:0] mem[255:0];
integer i;
initial begin
   for (i = 0; i < 256; i = i + 1) mem[i] = 16'h0;
end

always @(posedge read_clock) begin
   read_data <= mem[read_address];
end

always @(posedge write_clock) begin
   if (write_enable) begin
      mem[write_address] <= write_data;
   end
end
"
            .into(),
        )
    }
}

/// Verilog of a bare `SleekScan` (top module `top`).
pub fn verilog() -> String {
    let mut uut = SleekScan::default();
    uut.connect_all();
    generate_verilog(&uut)
}
