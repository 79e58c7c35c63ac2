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

#[derive(LogicBlock)]
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
    bitmap: RAM<Bits<16>, 8>,
    fifo_ram: RAM<Bits<34>, 8>,
    // Stage-2 registers of the slot read in the previous cycle.
    s2_event: DFF<Bit>,
    s2_scan: DFF<Bit>,
    s2_kind: DFF<Bits<2>>,
    s2_psn: DFF<Bits<32>>,
    s2_cum_ack: DFF<Bits<32>>,
    s2_ooo: DFF<Bits<24>>,
    s2_probe: DFF<Bit>,
    s2_probe_low: DFF<Bit>,
    s2_thr: DFF<Bits<25>>,
    s2_pace: DFF<Bits<24>>,
    s2_addr: DFF<Bits<8>>,
    // The word written in the previous cycle (forwarded to a read of the same word).
    fwd_valid: DFF<Bit>,
    fwd_addr: DFF<Bits<8>>,
    fwd_data: DFF<Bits<16>>,
    // SLEEK state.
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
    // FIFO pointers (one wrap bit) and the emission register.
    wr_ptr: DFF<Bits<9>>,
    wr_ptr_d: DFF<Bits<9>>,
    rd_ptr: DFF<Bits<9>>,
    e_valid: DFF<Bit>,
    e_psn: DFF<Bits<32>>,
    e_cause: DFF<Bits<2>>,
    // Stage 1.
    cwnd_15: Signal<Local, Bits<25>>,
    thr_min: Signal<Local, Bits<25>>,
    thr_sh: Signal<Local, Bits<25>>,
    probe_diff: Signal<Local, Bits<24>>,
    probe_delay: Signal<Local, Bits<24>>,
    issue_scan: Signal<Local, Bit>,
    // Stage 2.
    word: Signal<Local, Bits<16>>,
    bitmask: Signal<Local, Bits<16>>,
    is_ack: Signal<Local, Bit>,
    is_send: Signal<Local, Bit>,
    is_drop: Signal<Local, Bit>,
    d_cum: Signal<Local, Bits<32>>,
    off: Signal<Local, Bits<32>>,
    in_win: Signal<Local, Bit>,
    psn_next: Signal<Local, Bits<32>>,
    d_hs: Signal<Local, Bits<32>>,
    d_hrs: Signal<Local, Bits<32>>,
    d_exit: Signal<Local, Bits<32>>,
    pace_end: Signal<Local, Bits<32>>,
    d_end: Signal<Local, Bits<32>>,
    d_rto: Signal<Local, Bits<32>>,
    d_scan: Signal<Local, Bits<32>>,
    word_base: Signal<Local, Bits<32>>,
    span: Signal<Local, Bits<32>>,
    lo_mask: Signal<Local, Bits<16>>,
    hi_mask: Signal<Local, Bits<16>>,
    m: Signal<Local, Bits<16>>,
    lowbit: Signal<Local, Bits<16>>,
    f8: Signal<Local, Bits<8>>,
    f4: Signal<Local, Bits<4>>,
    f2: Signal<Local, Bits<2>>,
    ffs: Signal<Local, Bits<32>>,
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
    d_pending: Signal<Local, Bits<32>>,
    head_valid: Signal<Local, Bit>,
    rd_next: Signal<Local, Bits<9>>,
}

impl Default for SleekScan {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            load: Default::default(),
            cfg_init_psn: Default::default(),
            cfg_pkt_shift: Default::default(),
            cfg_target: Default::default(),
            ev_valid: Default::default(),
            ev_kind: Default::default(),
            ev_psn: Default::default(),
            ev_cum_ack: Default::default(),
            ev_ooo: Default::default(),
            ev_probe: Default::default(),
            ev_probe_rtt: Default::default(),
            cwnd: Default::default(),
            maxwnd: Default::default(),
            base_rtt: Default::default(),
            avg_delay: Default::default(),
            rtx_pop: Default::default(),
            rtx_valid: Default::default(),
            rtx_psn: Default::default(),
            rtx_cause: Default::default(),
            emit_valid: Default::default(),
            emit_psn: Default::default(),
            emit_cause: Default::default(),
            busy: Default::default(),
            base: Default::default(),
            highest_sent: Default::default(),
            recovery_seqno: Default::default(),
            in_recovery: Default::default(),
            highest_rtx_sent: Default::default(),
            scan_psn: Default::default(),
            scan_end: Default::default(),
            scan_pending: Default::default(),
            dropped: Default::default(),
            out_of_window: Default::default(),
            // All-zero contents, as the iCE40 BRAMs power up.
            bitmap: RAM::from(std::iter::repeat_n(Bits::<16>::default(), WORDS)),
            fifo_ram: Default::default(),
            s2_event: Default::default(),
            s2_scan: Default::default(),
            s2_kind: Default::default(),
            s2_psn: Default::default(),
            s2_cum_ack: Default::default(),
            s2_ooo: Default::default(),
            s2_probe: Default::default(),
            s2_probe_low: Default::default(),
            s2_thr: Default::default(),
            s2_pace: Default::default(),
            s2_addr: Default::default(),
            fwd_valid: Default::default(),
            fwd_addr: Default::default(),
            fwd_data: Default::default(),
            r_base: Default::default(),
            r_hs: Default::default(),
            r_rec: Default::default(),
            r_in_rec: Default::default(),
            r_hrs: Default::default(),
            r_scan_psn: Default::default(),
            r_scan_end: Default::default(),
            r_pending: Default::default(),
            r_dropped: Default::default(),
            r_oow: Default::default(),
            wr_ptr: Default::default(),
            wr_ptr_d: Default::default(),
            rd_ptr: Default::default(),
            e_valid: Default::default(),
            e_psn: Default::default(),
            e_cause: Default::default(),
            cwnd_15: Default::default(),
            thr_min: Default::default(),
            thr_sh: Default::default(),
            probe_diff: Default::default(),
            probe_delay: Default::default(),
            issue_scan: Default::default(),
            word: Default::default(),
            bitmask: Default::default(),
            is_ack: Default::default(),
            is_send: Default::default(),
            is_drop: Default::default(),
            d_cum: Default::default(),
            off: Default::default(),
            in_win: Default::default(),
            psn_next: Default::default(),
            d_hs: Default::default(),
            d_hrs: Default::default(),
            d_exit: Default::default(),
            pace_end: Default::default(),
            d_end: Default::default(),
            d_rto: Default::default(),
            d_scan: Default::default(),
            word_base: Default::default(),
            span: Default::default(),
            lo_mask: Default::default(),
            hi_mask: Default::default(),
            m: Default::default(),
            lowbit: Default::default(),
            f8: Default::default(),
            f4: Default::default(),
            f2: Default::default(),
            ffs: Default::default(),
            full: Default::default(),
            fill: Default::default(),
            we: Default::default(),
            wdata: Default::default(),
            emit_v: Default::default(),
            emit_p: Default::default(),
            emit_c: Default::default(),
            drop_now: Default::default(),
            oow_now: Default::default(),
            n_base: Default::default(),
            n_hs: Default::default(),
            n_rec: Default::default(),
            n_in_rec: Default::default(),
            n_hrs: Default::default(),
            n_scan_psn: Default::default(),
            n_scan_end: Default::default(),
            d_pending: Default::default(),
            head_valid: Default::default(),
            rd_next: Default::default(),
        }
    }
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
            s2_cum_ack,
            s2_ooo,
            s2_probe,
            s2_probe_low,
            s2_thr,
            s2_pace,
            s2_addr,
            fwd_valid,
            fwd_addr,
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

        // ---- Stage 1: the event's threshold, pacing and probe test (from the NSCC ports).
        self.cwnd_15.next =
            bit_cast::<25, 24>(self.cwnd.val()) + bit_cast::<25, 24>(self.cwnd.val() >> 1);
        self.thr_min.next = self.cwnd_15.val();
        if bit_cast::<25, 24>(self.maxwnd.val()) < self.cwnd_15.val() {
            self.thr_min.next = bit_cast::<25, 24>(self.maxwnd.val());
        }
        self.thr_sh.next = self.thr_min.val() >> self.cfg_pkt_shift.val();
        self.s2_thr.d.next = self.thr_sh.val();
        if self.thr_sh.val() < 5 {
            self.s2_thr.d.next = bits::<25>(5);
        }
        self.s2_pace.d.next = self.cwnd.val() >> self.cfg_pkt_shift.val();
        self.probe_diff.next = self.ev_probe_rtt.val() - self.base_rtt.val();
        if self.ev_probe_rtt.val() < self.base_rtt.val() {
            self.probe_diff.next = bits::<24>(0);
        }
        self.probe_delay.next = self.avg_delay.val();
        if self.ev_probe_rtt.val().any() {
            self.probe_delay.next = self.probe_diff.val();
        }
        self.s2_probe_low.d.next =
            self.ev_probe.val() && (self.probe_delay.val() < self.cfg_target.val());
        self.s2_kind.d.next = self.ev_kind.val();
        self.s2_probe.d.next = self.ev_probe.val();
        self.s2_psn.d.next = self.ev_psn.val();
        self.s2_cum_ack.d.next = self.ev_cum_ack.val();
        self.s2_ooo.d.next = self.ev_ooo.val();
        self.issue_scan.next =
            !self.ev_valid.val() && !self.s2_event.q.val() && self.r_pending.q.val();
        self.s2_event.d.next = self.ev_valid.val();
        self.s2_scan.d.next = self.issue_scan.val();

        // ---- Stage 2: the slot read in the previous cycle.
        self.word.next = self.bitmap.read_data.val();
        if self.fwd_valid.q.val() && (self.fwd_addr.q.val() == self.s2_addr.q.val()) {
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
        // Defaults: nothing changes.
        self.n_base.next = self.r_base.q.val();
        self.n_hs.next = self.r_hs.q.val();
        self.n_rec.next = self.r_rec.q.val();
        self.n_in_rec.next = self.r_in_rec.q.val();
        self.n_hrs.next = self.r_hrs.q.val();
        self.n_scan_psn.next = self.r_scan_psn.q.val();
        self.n_scan_end.next = self.r_scan_end.q.val();
        self.we.next = false;
        self.wdata.next = self.word.val();
        self.emit_v.next = false;
        self.emit_p.next = self.s2_psn.q.val();
        self.emit_c.next = bits::<2>(1);
        self.drop_now.next = false;
        self.oow_now.next = false;
        // The window's base after this event (only an ACK moves it).
        self.d_cum.next = self.s2_cum_ack.q.val() - self.r_base.q.val();
        if self.is_ack.val() && !self.d_cum.val().get_bit(31) {
            self.n_base.next = self.s2_cum_ack.q.val();
        }
        self.off.next = self.s2_psn.q.val() - self.n_base.val();
        self.in_win.next = !self.off.val().get_bits::<20>(12).any();
        self.psn_next.next = self.s2_psn.q.val() + 1;
        self.d_hs.next = self.r_hs.q.val() - self.psn_next.val();
        self.d_hrs.next = self.r_hrs.q.val() - self.n_base.val();
        self.d_rto.next = self.s2_psn.q.val() - self.r_hrs.q.val();
        // Scan step: the word of scan_psn masked to [scan_psn, scan_end), first set bit.
        self.word_base.next = (self.r_scan_psn.q.val() >> 4) << 4;
        self.span.next = self.r_scan_end.q.val() - self.word_base.val();
        self.lo_mask.next =
            bits::<16>(0xFFFF) << bit_cast::<16, 4>(self.r_scan_psn.q.val().get_bits::<4>(0));
        self.hi_mask.next = bits::<16>(0xFFFF);
        if !self.span.val().get_bits::<28>(4).any() {
            self.hi_mask.next = (bits::<16>(1)
                << bit_cast::<16, 4>(self.span.val().get_bits::<4>(0)))
                - bits::<16>(1);
        }
        self.m.next = self.word.val() & self.lo_mask.val() & self.hi_mask.val();
        self.lowbit.next = self.m.val() & (bits::<16>(0) - self.m.val());
        self.ffs.next = self.word_base.val();
        self.f8.next = self.m.val().get_bits::<8>(0);
        if !self.m.val().get_bits::<8>(0).any() {
            self.f8.next = self.m.val().get_bits::<8>(8);
            self.ffs.next = self.ffs.val() | bits::<32>(8);
        }
        self.f4.next = self.f8.val().get_bits::<4>(0);
        if !self.f8.val().get_bits::<4>(0).any() {
            self.f4.next = self.f8.val().get_bits::<4>(4);
            self.ffs.next = self.ffs.val() | bits::<32>(4);
        }
        self.f2.next = self.f4.val().get_bits::<2>(0);
        if !self.f4.val().get_bits::<2>(0).any() {
            self.f2.next = self.f4.val().get_bits::<2>(2);
            self.ffs.next = self.ffs.val() | bits::<32>(2);
        }
        if !self.f2.val().get_bit(0) {
            self.ffs.next = self.ffs.val() | bits::<32>(1);
        }
        self.d_scan.next = self.r_scan_psn.q.val() - self.r_scan_end.q.val();
        self.pace_end.next = self.s2_cum_ack.q.val() + bit_cast::<32, 24>(self.s2_pace.q.val());

        if self.is_send.val() {
            if self.in_win.val() {
                self.we.next = true;
                self.wdata.next = self.word.val() | self.bitmask.val();
                if self.d_hs.val().get_bit(31) {
                    self.n_hs.next = self.psn_next.val();
                }
            } else {
                self.oow_now.next = true;
            }
        }
        if self.is_ack.val() {
            if self.d_hrs.val().get_bit(31) {
                self.n_hrs.next = self.n_base.val();
            }
            // (a probe ACK's PSN is the probe's counter, not a data PSN)
            if self.in_win.val() && !self.s2_probe.q.val() {
                self.we.next = true;
                self.wdata.next = self.word.val() & !self.bitmask.val();
            }
            // runSleek: probe, leave, enter, then the scan range.
            if self.s2_probe_low.q.val() {
                self.n_in_rec.next = true;
                self.n_rec.next = self.r_hs.q.val();
                self.n_hrs.next = self.n_base.val();
            }
            self.d_exit.next = self.s2_cum_ack.q.val() - self.n_rec.val();
            if self.n_in_rec.val() && !self.d_exit.val().get_bit(31) {
                self.n_in_rec.next = false;
            }
            if !self.n_in_rec.val()
                && (bit_cast::<25, 24>(self.s2_ooo.q.val()) >= self.s2_thr.q.val())
            {
                self.n_in_rec.next = true;
                self.n_rec.next = self.r_hs.q.val();
            }
            self.d_end.next = self.n_rec.val() - self.pace_end.val();
            if self.n_in_rec.val() {
                self.n_scan_psn.next = self.n_hrs.val();
                self.n_scan_end.next = self.pace_end.val();
                if self.d_end.val().get_bit(31) {
                    self.n_scan_end.next = self.n_rec.val();
                }
            }
        } else {
            self.d_exit.next = bits::<32>(0);
            self.d_end.next = bits::<32>(0);
        }
        if self.is_drop.val() {
            if !self.in_win.val() {
                self.oow_now.next = true;
            } else if (self.s2_kind.q.val() == 3) && self.r_in_rec.q.val() {
                if self.d_rto.val().get_bit(31) {
                    self.n_hrs.next = self.s2_psn.q.val();
                }
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
        if self.s2_scan.q.val() && self.r_in_rec.q.val() && self.d_scan.val().get_bit(31) {
            if !self.m.val().any() {
                self.n_scan_psn.next = self.word_base.val() + bits::<32>(16);
            } else if !self.full.val() {
                self.we.next = true;
                self.wdata.next = self.word.val() ^ self.lowbit.val();
                self.emit_v.next = true;
                self.emit_p.next = self.ffs.val();
                self.emit_c.next = bits::<2>(2);
                self.n_hrs.next = self.ffs.val() + 1;
                self.n_scan_psn.next = self.ffs.val() + 1;
            }
        }
        self.d_pending.next = self.n_scan_psn.val() - self.n_scan_end.val();

        // Bitmap: stage-2 write, stage-1 read (the event's word, else the scan's next word).
        self.bitmap.write_address.next = self.s2_addr.q.val();
        self.bitmap.write_data.next = self.wdata.val();
        self.bitmap.write_enable.next = self.we.val();
        self.fwd_valid.d.next = self.we.val();
        self.fwd_addr.d.next = self.s2_addr.q.val();
        self.fwd_data.d.next = self.wdata.val();
        self.bitmap.read_address.next = self.n_scan_psn.val().get_bits::<8>(4);
        if self.ev_valid.val() {
            self.bitmap.read_address.next = self.ev_psn.val().get_bits::<8>(4);
        }
        self.s2_addr.d.next = self.bitmap.read_address.val();

        // Registers.
        self.r_base.d.next = self.n_base.val();
        self.r_hs.d.next = self.n_hs.val();
        self.r_rec.d.next = self.n_rec.val();
        self.r_in_rec.d.next = self.n_in_rec.val();
        self.r_hrs.d.next = self.n_hrs.val();
        self.r_scan_psn.d.next = self.n_scan_psn.val();
        self.r_scan_end.d.next = self.n_scan_end.val();
        self.r_pending.d.next = self.n_in_rec.val() && self.d_pending.val().get_bit(31);
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
            self.fwd_valid.d.next = false;
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

/// Verilog of a bare `SleekScan` (top module `top`).
pub fn verilog() -> String {
    let mut uut = SleekScan::default();
    uut.connect_all();
    generate_verilog(&uut)
}
