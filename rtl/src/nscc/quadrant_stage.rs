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
//! long chain, not after it). Outputs are registered (stage 3's input registers); `base_rtt` is the owner
//! register itself (a state tap).

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
    base: DFF<Bits<34>>,
    v3: DFF<Bit>,
    delay3: DFF<Bits<34>>,
    base3: DFF<Bits<24>>,
    dropped3: DFF<Bit>,
    sample3: DFF<Bit>,
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
        dff_setup!(self, clock, base, v3, delay3, base3, dropped3, sample3);
        // the previous state: own registers, or the CCC's context in engine mode
        self.p_base_rtt.next = self.base.q.val();
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
        // Defaults: no sample, the average as the delay, the base unchanged.
        self.v3.d.next = self.valid.val();
        self.dropped3.d.next = self.new_min.val();
        self.sample3.d.next = false;
        self.delay3.d.next = bit_cast::<34, 32>(self.avg_seen.val() >> 8) << 10;
        self.base3.d.next = self.p_base_rtt.val().get_bits::<24>(10);
        if self.new_min.val() {
            self.base.d.next = self.rtt_f.val();
            self.base3.d.next = self.rtt.val();
        }
        if self.kind.val() == 1 {
            self.sample3.d.next = self.valid.val();
            self.delay3.d.next = 0.into();
        }
        if self.kind.val() == 0 {
            if self.probe.val() {
                if self.probe_rtt_nz.val() {
                    if self.pdiff.val().get_bit(34) {
                        self.delay3.d.next = 0.into();
                    } else {
                        self.delay3.d.next =
                            (bit_cast::<34, 24>(self.pdiff.val().get_bits::<24>(10)) << 10)
                                | bit_cast::<34, 10>(self.pd_sub.val());
                        self.sample3.d.next = self.valid.val();
                    }
                }
            } else if self.rtt_nz.val() {
                self.sample3.d.next = self.valid.val();
                self.delay3.d.next = (bit_cast::<34, 24>(self.diff.val().get_bits::<24>(10)) << 10)
                    | bit_cast::<34, 10>(self.d_sub.val());
                if self.new_min.val() {
                    self.delay3.d.next = 0.into();
                }
            }
        }
        if self.load.val() {
            self.base.d.next = (bit_cast::<34, 24>(self.cfg_base_rtt.val()) << 10)
                | bit_cast::<34, 10>(self.cfg_base_rtt_sub.val());
        }
        self.out_valid.next = self.v3.q.val();
        self.delay.next = self.delay3.q.val().get_bits::<24>(10);
        self.delay_sub.next = self.delay3.q.val().get_bits::<10>(0);
        self.base_after.next = self.base3.q.val();
        self.dropped.next = self.dropped3.q.val();
        self.ewma_sample.next = self.sample3.q.val();
        self.base_rtt.next = self.base.q.val().get_bits::<24>(10);
        self.base_rtt_sub.next = self.base.q.val().get_bits::<10>(0);
    }
}
