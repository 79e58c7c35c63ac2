//! `EwmaShifter`: stages 3 to 6 of the NSCC core, the hardware twin of
//! [`golden_model::nscc::GoldenCcc::ewma_shifter`]. It owns avg_delay (ns Q24.8).
//!
//! | stage | work |
//! |---|---|
//! | 3 | sample: a NACK's network RTT; base RTT / 4 (`base << 6` in Q24.8) when there is no ECN and the delay is above target (the discount case); else the delay (normal and emergency cases: the emergency weight r is pinned equal to alpha) |
//! | 4 | diff = sample - avg (the avg register as it is now: the events of the two previous cycles are still in stages 5 and 6) |
//! | 5 | step = diff x 3277 >> 18 (arithmetic): the seven shifted terms of 3277 = 0b1100_1100_1101 through four carry-save levels, one add; no multiplier |
//! | 6 | avg = clamp(avg + step, 0, 2^32 - 1): the one-cycle loop |
//!
//! `avg` is the owner register: stage 7 reads it as the average after its own event, and the
//! quadrant stage (2) reads it for events without an RTT sample.

use nscc_rtl_macros::ports;
use rust_hdl::prelude::*;

#[ports]
#[derive(LogicBlock, Default)]
pub struct EwmaShifter {
    pub clock: Signal<In, Clock>,
    /// Engine mode: the average before this event comes from `prev_avg4` (stage 4) and
    /// `prev_avg6` (stage 6), a CCC's context, not from `avg_reg`.
    pub ext: Signal<In, Bit>,
    pub prev_avg4: Signal<In, Bits<32>>,
    pub prev_avg6: Signal<In, Bits<32>>,
    /// Clear the average (CCC activation).
    pub load: Signal<In, Bit>,
    #[group(sink, only(target, target_sub, network_rtt))]
    register_image: (),
    /// Stage-3 inputs (the quadrant stage's registered outputs and the event's fields).
    pub valid: Signal<In, Bit>,
    pub nack: Signal<In, Bit>,
    pub ecn: Signal<In, Bit>,
    pub sample: Signal<In, Bit>,
    pub delay: Signal<In, Bits<24>>,
    /// The delay's ps within the ns: only the compare with the target reads them.
    pub delay_sub: Signal<In, Bits<10>>,
    pub base_after: Signal<In, Bits<24>>,
    /// The average delay register, ns Q24.8 (state tap).
    pub avg: Signal<Out, Bits<32>>,
    avg_reg: DFF<Bits<32>>,
    // stage 4 registers
    s4: DFF<Bit>,
    sample4: DFF<Bits<32>>,
    // stage 5 registers: sample - avg, 33-bit two's complement
    s5: DFF<Bit>,
    diff5: DFF<Bits<46>>,
    // stage 6 registers: the step, 46-bit two's complement (only the low 34 bits matter)
    s6: DFF<Bit>,
    step6: DFF<Bits<46>>,
    sample_q8: Signal<Local, Bits<32>>,
    t0: Signal<Local, Bits<46>>,
    t1: Signal<Local, Bits<46>>,
    t2: Signal<Local, Bits<46>>,
    t3: Signal<Local, Bits<46>>,
    t4: Signal<Local, Bits<46>>,
    t5: Signal<Local, Bits<46>>,
    k1a: Signal<Local, Bits<46>>,
    j1a: Signal<Local, Bits<46>>,
    k1b: Signal<Local, Bits<46>>,
    j1b: Signal<Local, Bits<46>>,
    k2: Signal<Local, Bits<46>>,
    j2: Signal<Local, Bits<46>>,
    k3: Signal<Local, Bits<46>>,
    j3: Signal<Local, Bits<46>>,
    k4: Signal<Local, Bits<46>>,
    j4: Signal<Local, Bits<46>>,
    product: Signal<Local, Bits<46>>,
    sum: Signal<Local, Bits<46>>,
    p_avg4: Signal<Local, Bits<32>>,
    p_avg6: Signal<Local, Bits<32>>,
}

impl Logic for EwmaShifter {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, avg_reg, s4, sample4, s5, diff5, s6, step6);
        // the average before the event: own register, or the CCC's context in engine mode
        self.p_avg4.next = self.avg_reg.q.val();
        self.p_avg6.next = self.avg_reg.q.val();
        if self.ext.val() {
            self.p_avg4.next = self.prev_avg4.val();
            self.p_avg6.next = self.prev_avg6.val();
        }
        self.avg_reg.d.next = self.p_avg6.val();
        // ---- stage 3: the sample (ns Q24.8)
        self.sample_q8.next = bit_cast::<32, 24>(self.delay.val()) << 8;
        if !self.ecn.val()
            && ((bit_cast::<34, 24>(self.delay.val()) << 10)
                | bit_cast::<34, 10>(self.delay_sub.val()))
                > ((bit_cast::<34, 24>(self.cfg_target.val()) << 10)
                    | bit_cast::<34, 10>(self.cfg_target_sub.val()))
        {
            self.sample_q8.next = bit_cast::<32, 24>(self.base_after.val()) << 6;
        }
        if self.nack.val() {
            self.sample_q8.next = bit_cast::<32, 24>(self.cfg_network_rtt.val()) << 8;
        }
        self.s4.d.next = self.valid.val() && self.sample.val();
        self.sample4.d.next = self.sample_q8.val();
        // ---- stage 4: diff = sample - avg (two's complement in 46 bits)
        self.s5.d.next = self.s4.q.val();
        self.diff5.d.next =
            bit_cast::<46, 32>(self.sample4.q.val()) - bit_cast::<46, 32>(self.p_avg4.val());
        // ---- stage 5: step = diff x 3277 >> 18, 3277 = 2^11 + 2^10 + 2^7 + 2^6 + 2^3 + 2^2 + 1:
        // the seven shifted terms reduced to two by four carry-save levels (3:2, one LUT
        // each, no carry chain), then one add; everything modulo 2^46 (two's complement)
        self.t0.next = self.diff5.q.val() << 11;
        self.t1.next = self.diff5.q.val() << 10;
        self.t2.next = self.diff5.q.val() << 7;
        self.t3.next = self.diff5.q.val() << 6;
        self.t4.next = self.diff5.q.val() << 3;
        self.t5.next = self.diff5.q.val() << 2;
        // (k: the 3:2 sums, j: their carries) level 1: (t0, t1, t2) and (t3, t4, t5); diff
        // waits
        self.k1a.next = self.t0.val() ^ self.t1.val() ^ self.t2.val();
        self.j1a.next = ((self.t0.val() & self.t1.val())
            | (self.t0.val() & self.t2.val())
            | (self.t1.val() & self.t2.val()))
            << 1;
        self.k1b.next = self.t3.val() ^ self.t4.val() ^ self.t5.val();
        self.j1b.next = ((self.t3.val() & self.t4.val())
            | (self.t3.val() & self.t5.val())
            | (self.t4.val() & self.t5.val()))
            << 1;
        // level 2: (k1a, j1a, k1b)
        self.k2.next = self.k1a.val() ^ self.j1a.val() ^ self.k1b.val();
        self.j2.next = ((self.k1a.val() & self.j1a.val())
            | (self.k1a.val() & self.k1b.val())
            | (self.j1a.val() & self.k1b.val()))
            << 1;
        // level 3: (k2, j2, j1b)
        self.k3.next = self.k2.val() ^ self.j2.val() ^ self.j1b.val();
        self.j3.next = ((self.k2.val() & self.j2.val())
            | (self.k2.val() & self.j1b.val())
            | (self.j2.val() & self.j1b.val()))
            << 1;
        // level 4: (k3, j3, diff)
        self.k4.next = self.k3.val() ^ self.j3.val() ^ self.diff5.q.val();
        self.j4.next = ((self.k3.val() & self.j3.val())
            | (self.k3.val() & self.diff5.q.val())
            | (self.j3.val() & self.diff5.q.val()))
            << 1;
        self.product.next = self.k4.val() + self.j4.val();
        self.s6.d.next = self.s5.q.val();
        // arithmetic shift right by 18: the sign (bit 45) fills the top 18 bits
        self.step6.d.next = self.product.val() >> 18;
        if self.product.val().get_bit(45) {
            self.step6.d.next = (self.product.val() >> 18) | (bits::<46>(0x3_FFFF) << 28);
        }
        // ---- stage 6: avg = clamp(avg + step)
        self.sum.next = bit_cast::<46, 32>(self.p_avg6.val()) + self.step6.q.val();
        if self.s6.q.val() {
            self.avg_reg.d.next = bit_cast::<32, 46>(self.sum.val());
            if self.sum.val().get_bit(45) {
                self.avg_reg.d.next = 0.into();
            } else if self.sum.val().get_bits::<14>(32).any() {
                self.avg_reg.d.next = !bits::<32>(0);
            }
        }
        if self.load.val() {
            self.avg_reg.d.next = 0.into();
        }
        self.avg.next = self.avg_reg.q.val();
    }
}
