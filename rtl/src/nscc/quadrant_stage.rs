//! `QuadrantStage`: stage 2 of the NSCC core, the hardware twin of
//! [`golden_model::nscc::GoldenCcc::quadrant_stage`]. It owns the base RTT.
//!
//! For the event in this stage (registered fields from stage 1):
//! - a NACK with an RTT lowers the base RTT to it; the EWMA takes a sample (the network RTT);
//! - a probe ACK never moves the base RTT: probe RTT - base is the delay (and an EWMA sample)
//!   when the probe RTT is at least the base, else the delay is 0; without a probe RTT the
//!   delay is the average;
//! - an ACK with an RTT sample lowers the base RTT to it when smaller; the delay is
//!   rtt - base (0 on a new minimum) and the EWMA takes a sample;
//! - an ACK without a sample uses the average delay as the EWMA commit stage shows it
//!   (`avg_seen`, ns Q24.8, [`golden_model::pipeline`]'s stale read).
//!
//! Every duration is an (ns, ps within the ns) pair, handled as the 34-bit concatenation
//! `{ns, ps}` (ordered as the duration, `golden_model::nscc::fine`). One compare-and-select
//! loop on the base RTT per cycle: `rtt - base` is a single 35-bit subtraction whose sign is
//! the "new minimum" decision; its ns part is the delay's, and the delay's ps are the ps
//! difference, plus 1000 where it borrowed (an 11-bit subtract and a 10-bit add beside the
//! long chain, not after it). The chains' signs choose nothing wide in this cycle: the
//! delay is registered as the difference with a flag that zeroes it (`z3`: a new minimum, a
//! probe below the base), the base as the previous one with the new minimum's flag and RTT
//! beside it (`bq_min`, `bq_rtt`), and the outputs choose after the registers (one LUT
//! level: the base RTT's RAM sits far from this logic on the ECP5, and its read register
//! plus a 35-bit chain plus a 34-bit multiplexer did not fit a 10 ns clock). `base_rtt` is
//! the base after the last event (a state tap).

use nscc_rtl_macros::ports;
use rust_hdl::prelude::*;

/// Event kinds as the core encodes them (the order of `golden_model::EventKind`).
pub const KIND_ACK: u64 = 0;
pub const KIND_NACK: u64 = 1;

#[ports]
#[derive(LogicBlock, Default)]
pub struct QuadrantStage {
    pub clock: Signal<In, Clock>,
    /// Engine mode: the previous state comes from the `prev_*` ports (a CCC's context),
    /// not from this block's own registers (which then only hold this event's result).
    pub ext: Signal<In, Bit>,
    pub prev_base_rtt: Signal<In, Bits<24>>,
    pub prev_base_rtt_sub: Signal<In, Bits<10>>,
    /// Load the configured base RTT (CCC activation).
    pub load: Signal<In, Bit>,
    #[group(sink, only(base_rtt, base_rtt_sub))]
    register_image: (),
    /// An event is in this stage.
    pub valid: Signal<In, Bit>,
    pub kind: Signal<In, Bits<2>>,
    pub rtt: Signal<In, Bits<24>>,
    pub rtt_sub: Signal<In, Bits<10>>,
    pub probe: Signal<In, Bit>,
    pub probe_rtt: Signal<In, Bits<24>>,
    pub probe_rtt_sub: Signal<In, Bits<10>>,
    /// `rtt != 0` and `probe_rtt != 0`, registered a stage earlier by the parent: the
    /// 24-input ORs stay off the delay's select (a path of the ECP5 board at 100 MHz).
    pub rtt_nz: Signal<In, Bit>,
    pub probe_rtt_nz: Signal<In, Bit>,
    /// avg_delay (ns Q24.8) as the EWMA commit stage holds it now.
    pub avg_seen: Signal<In, Bits<32>>,
    /// Engine mode, for the event in the next stage (the outputs' registers): its CCC's
    /// average delay was not yet written when `avg_seen` was read (the CCC's previous event
    /// 4 ahead): `use_fwd` takes `avg_fwd` in its place where the delay is the average.
    pub use_fwd: Signal<In, Bit>,
    pub avg_fwd: Signal<In, Bits<32>>,
    /// Registered results for the next stage.
    pub out_valid: Signal<Out, Bit>,
    pub delay: Signal<Out, Bits<24>>,
    /// The delay's ps within the ns (0 when it is the average).
    pub delay_sub: Signal<Out, Bits<10>>,
    pub base_after: Signal<Out, Bits<24>>,
    pub dropped: Signal<Out, Bit>,
    pub ewma_sample: Signal<Out, Bit>,
    /// The base RTT register (state tap), `{ns, ps}` split.
    pub base_rtt: Signal<Out, Bits<24>>,
    pub base_rtt_sub: Signal<Out, Bits<10>>,
    /// the base before the last event, and whether that event lowered it to `bq_rtt`
    base: DFF<Bits<34>>,
    bq_min: DFF<Bit>,
    bq_rtt: DFF<Bits<34>>,
    /// `delay3` holds the average (no sample)
    dav3: DFF<Bit>,
    v3: DFF<Bit>,
    /// the delay before its zeroing flag (`z3`)
    delay3: DFF<Bits<34>>,
    z3: DFF<Bit>,
    sample3: DFF<Bit>,
    base_now: Signal<Local, Bits<34>>,
    // {rtt, rtt_sub} - base and the same for the probe, 35 bits: bit 34 set = negative.
    diff: Signal<Local, Bits<35>>,
    pdiff: Signal<Local, Bits<35>>,
    // the ps parts on their own, 11 bits (bit 10 set: the ps borrow), and the delays' ps:
    // the difference, plus 1000 where it borrowed (10-bit chains beside the long one)
    lo: Signal<Local, Bits<11>>,
    plo: Signal<Local, Bits<11>>,
    d_sub: Signal<Local, Bits<10>>,
    pd_sub: Signal<Local, Bits<10>>,
    new_min: Signal<Local, Bit>,
    p_base_rtt: Signal<Local, Bits<34>>,
    rtt_f: Signal<Local, Bits<34>>,
    probe_f: Signal<Local, Bits<34>>,
}

impl Logic for QuadrantStage {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, base, bq_min, bq_rtt, v3, delay3, z3, sample3, dav3);
        // the base after the last event
        self.base_now.next = self.base.q.val();
        if self.bq_min.q.val() {
            self.base_now.next = self.bq_rtt.q.val();
        }
        // the previous state: own registers, or the CCC's context in engine mode
        self.p_base_rtt.next = self.base_now.val();
        if self.ext.val() {
            self.p_base_rtt.next = (bit_cast::<34, 24>(self.prev_base_rtt.val()) << 10)
                | bit_cast::<34, 10>(self.prev_base_rtt_sub.val());
        }
        self.base.d.next = self.p_base_rtt.val();
        self.rtt_f.next =
            (bit_cast::<34, 24>(self.rtt.val()) << 10) | bit_cast::<34, 10>(self.rtt_sub.val());
        self.probe_f.next = (bit_cast::<34, 24>(self.probe_rtt.val()) << 10)
            | bit_cast::<34, 10>(self.probe_rtt_sub.val());

        self.diff.next =
            bit_cast::<35, 34>(self.rtt_f.val()) - bit_cast::<35, 34>(self.p_base_rtt.val());
        self.pdiff.next =
            bit_cast::<35, 34>(self.probe_f.val()) - bit_cast::<35, 34>(self.p_base_rtt.val());
        self.lo.next = bit_cast::<11, 10>(self.rtt_sub.val())
            - bit_cast::<11, 10>(self.p_base_rtt.val().get_bits::<10>(0));
        self.plo.next = bit_cast::<11, 10>(self.probe_rtt_sub.val())
            - bit_cast::<11, 10>(self.p_base_rtt.val().get_bits::<10>(0));
        self.d_sub.next = self.lo.val().get_bits::<10>(0);
        if self.lo.val().get_bit(10) {
            self.d_sub.next = self.lo.val().get_bits::<10>(0) + 1000;
        }
        self.pd_sub.next = self.plo.val().get_bits::<10>(0);
        if self.plo.val().get_bit(10) {
            self.pd_sub.next = self.plo.val().get_bits::<10>(0) + 1000;
        }
        // A sample lowers the base RTT: an ACK (kind 0, not a probe) or a NACK (kind 1) with a
        // non-zero RTT.
        self.new_min.next = self.valid.val()
            && self.rtt_nz.val()
            && self.diff.val().get_bit(34)
            && ((self.kind.val() == 0 && !self.probe.val()) || self.kind.val() == 1);
        // Defaults: no sample, the average as the delay, the base unchanged. (A sign of the
        // chains sets a flag only: `bq_min`, `z3`, the probe's sample.)
        self.v3.d.next = self.valid.val();
        self.bq_min.d.next = self.new_min.val();
        self.bq_rtt.d.next = self.rtt_f.val();
        self.sample3.d.next = false;
        self.z3.d.next = false;
        self.delay3.d.next = bit_cast::<34, 32>(self.avg_seen.val() >> 8) << 10;
        self.dav3.d.next = true;
        if self.kind.val() == 1 {
            self.sample3.d.next = self.valid.val();
            self.delay3.d.next = 0.into();
            self.dav3.d.next = false;
        }
        if self.kind.val() == 0 {
            if self.probe.val() {
                if self.probe_rtt_nz.val() {
                    self.delay3.d.next = (bit_cast::<34, 24>(self.pdiff.val().get_bits::<24>(10))
                        << 10)
                        | bit_cast::<34, 10>(self.pd_sub.val());
                    self.z3.d.next = self.pdiff.val().get_bit(34);
                    self.dav3.d.next = false;
                    self.sample3.d.next = self.valid.val() && !self.pdiff.val().get_bit(34);
                }
            } else if self.rtt_nz.val() {
                self.sample3.d.next = self.valid.val();
                self.delay3.d.next = (bit_cast::<34, 24>(self.diff.val().get_bits::<24>(10)) << 10)
                    | bit_cast::<34, 10>(self.d_sub.val());
                self.z3.d.next = self.new_min.val();
                self.dav3.d.next = false;
            }
        }
        if self.load.val() {
            self.base.d.next = (bit_cast::<34, 24>(self.cfg_base_rtt.val()) << 10)
                | bit_cast::<34, 10>(self.cfg_base_rtt_sub.val());
            self.bq_min.d.next = false;
        }
        self.out_valid.next = self.v3.q.val();
        self.delay.next = self.delay3.q.val().get_bits::<24>(10);
        self.delay_sub.next = self.delay3.q.val().get_bits::<10>(0);
        if self.dav3.q.val() && self.use_fwd.val() {
            self.delay.next = self.avg_fwd.val().get_bits::<24>(8);
            self.delay_sub.next = 0.into();
        }
        if self.z3.q.val() {
            self.delay.next = 0.into();
            self.delay_sub.next = 0.into();
        }
        self.base_after.next = self.base_now.val().get_bits::<24>(10);
        self.dropped.next = self.bq_min.q.val();
        self.ewma_sample.next = self.sample3.q.val();
        self.base_rtt.next = self.base_now.val().get_bits::<24>(10);
        self.base_rtt_sub.next = self.base_now.val().get_bits::<10>(0);
    }
}
