//! `PropGain`: the hardware twin of [`golden_model::hwmath::prop_gain`], the gain alpha x
//! (target - delay) of a proportional increase as a normalised 12-bit mantissa and a shift.
//! It needs no shift back to a fixed point (the shared credit `GainMul` applies the shift),
//! so it is a normaliser, one 12 x 12 multiply and a renormaliser.

use rust_hdl::prelude::*;

use crate::blocks::LeadingOne;

/// Cycles from `headroom` on the input to `g`/`s` on the outputs: inputs during cycle k,
/// outputs (combinational from the last register) during cycle k + 3.
pub const PROP_GAIN_LATENCY: usize = 3;

/// | cycle | registers at its start | logic |
/// |---|---|---|
/// | k | - | `headroom`, alpha in |
/// | k + 1 | `h`, alpha | leading one of `h`, `mh = norm(h)` (13 right shifts), `eh` |
/// | k + 2 | `mh`, `eh`, alpha | `P = alpha.mant x mh` (one 12 x 12 multiply), `alpha.exp + eh - 11` |
/// | k + 3 | `P`, exponent | leading one of `P`, `g = P` with its leading one at bit 11 (24 shifts, left or right), `s` = exponent + position, clamped to -128..=127 |
#[derive(LogicBlock, Default)]
pub struct PropGain {
    pub clock: Signal<In, Clock>,
    /// target - delay, ns.
    pub headroom: Signal<In, Bits<24>>,
    pub alpha_mant: Signal<In, Bits<12>>,
    /// Two's complement.
    pub alpha_exp: Signal<In, Bits<8>>,
    /// Normalised mantissa (bit 11 set), or 0.
    pub g: Signal<Out, Bits<12>>,
    /// Shift for the `GainMul`, two's complement (0 when `g` is 0).
    pub s: Signal<Out, Bits<8>>,
    h1: DFF<Bits<24>>,
    am1: DFF<Bits<12>>,
    ae1: DFF<Bits<8>>,
    lead_h: LeadingOne<24>,
    mh_c: [Signal<Local, Bits<12>>; 13],
    eh: Signal<Local, Bits<4>>,
    // k + 2: operands left-aligned in rust-hdl's 16-bit multiplier ports, shifted down by a
    // constant at the multiply, so that yosys sizes a 12 x 12 multiplier (see `GainMul`)
    am2: DFF<Bits<16>>,
    mh2: DFF<Bits<16>>,
    /// alpha.exp + eh - 11 (10-bit two's complement)
    e2: DFF<Bits<10>>,
    p3: DFF<Bits<24>>,
    e3: DFF<Bits<10>>,
    lead_p: LeadingOne<24>,
    xp: Signal<Local, Bits<35>>,
    g_c: [Signal<Local, Bits<12>>; 24],
    pos: Signal<Local, Bits<10>>,
    s10: Signal<Local, Bits<10>>,
}

impl Logic for PropGain {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, h1, am1, ae1, am2, mh2, e2, p3, e3);
        // ---- k: inputs
        self.h1.d.next = self.headroom.val();
        self.am1.d.next = self.alpha_mant.val();
        self.ae1.d.next = self.alpha_exp.val();
        // ---- k + 1: mh = norm(h): the top 12 bits when h is longer, h itself otherwise
        self.lead_h.x.next = self.h1.q.val();
        self.mh_c[0].next = 0.into();
        if !self.lead_h.one_hot.val().get_bits::<12>(12).any() {
            self.mh_c[0].next = self.h1.q.val().get_bits::<12>(0);
        }
        self.eh.next = 0.into();
        // leading one at bit q + 11: mh = h[q + 11 : q], eh = q
        for q in 1..13 {
            self.mh_c[q].next = 0.into();
            if self.lead_h.one_hot.val().get_bit(q + 11) {
                self.mh_c[q].next = self.h1.q.val().get_bits::<12>(q);
                self.eh.next = q.to_bits::<4>();
            }
        }
        self.mh2.d.next = bit_cast::<16, 12>(
            self.mh_c[0].val()
                | self.mh_c[1].val()
                | self.mh_c[2].val()
                | self.mh_c[3].val()
                | self.mh_c[4].val()
                | self.mh_c[5].val()
                | self.mh_c[6].val()
                | self.mh_c[7].val()
                | self.mh_c[8].val()
                | self.mh_c[9].val()
                | self.mh_c[10].val()
                | self.mh_c[11].val()
                | self.mh_c[12].val(),
        ) << 4;
        self.am2.d.next = bit_cast::<16, 12>(self.am1.q.val()) << 4;
        // sign-extend alpha.exp to 10 bits, add eh - 11
        self.e2.d.next =
            bit_cast::<10, 8>(self.ae1.q.val()) + bit_cast::<10, 4>(self.eh.val()) - 11;
        if self.ae1.q.val().get_bit(7) {
            self.e2.d.next = (bit_cast::<10, 8>(self.ae1.q.val()) | 0x300)
                + bit_cast::<10, 4>(self.eh.val())
                - 11;
        }
        // ---- k + 2: the multiply
        self.p3.d.next = bit_cast::<24, 32>((self.am2.q.val() >> 4) * (self.mh2.q.val() >> 4));
        self.e3.d.next = self.e2.q.val();
        // ---- k + 3: renormalise P to exactly 12 bits: g = (P << 11)[pos + 11 : pos]
        self.lead_p.x.next = self.p3.q.val();
        self.xp.next = bit_cast::<35, 24>(self.p3.q.val()) << 11;
        self.pos.next = 0.into();
        for p in 0..24 {
            self.g_c[p].next = 0.into();
            if self.lead_p.one_hot.val().get_bit(p) {
                self.g_c[p].next = self.xp.val().get_bits::<12>(p);
                self.pos.next = p.to_bits::<10>();
            }
        }
        self.g.next = self.g_c[0].val()
            | self.g_c[1].val()
            | self.g_c[2].val()
            | self.g_c[3].val()
            | self.g_c[4].val()
            | self.g_c[5].val()
            | self.g_c[6].val()
            | self.g_c[7].val()
            | self.g_c[8].val()
            | self.g_c[9].val()
            | self.g_c[10].val()
            | self.g_c[11].val()
            | self.g_c[12].val()
            | self.g_c[13].val()
            | self.g_c[14].val()
            | self.g_c[15].val()
            | self.g_c[16].val()
            | self.g_c[17].val()
            | self.g_c[18].val()
            | self.g_c[19].val()
            | self.g_c[20].val()
            | self.g_c[21].val()
            | self.g_c[22].val()
            | self.g_c[23].val();
        // s = alpha.exp + eh + (pos - 11), clamped to the 8-bit port
        self.s10.next = self.e3.q.val() + self.pos.val();
        self.s.next = bit_cast::<8, 10>(self.s10.val());
        if self.s10.val().get_bit(9) && (self.s10.val().get_bits::<2>(7) != 3) {
            self.s.next = 0x80.into();
        }
        if !self.s10.val().get_bit(9) && self.s10.val().get_bits::<2>(7).any() {
            self.s.next = 0x7F.into();
        }
        if !self.p3.q.val().any() {
            self.s.next = 0.into();
        }
    }
}

/// Verilog of a bare `PropGain` (top module `top`).
pub fn verilog() -> String {
    crate::verilog_of::<PropGain>()
}
