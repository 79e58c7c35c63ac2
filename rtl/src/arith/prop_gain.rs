//! `PropGain`: the hardware twin of [`golden_model::hwmath::prop_gain`], the gain alpha x
//! (target - delay) of a proportional increase as a normalised 12-bit mantissa and a shift.
//! It needs no shift back to a fixed point (the shared credit `GainMul` applies the shift),
//! so it is a normaliser, one 12 x 12 multiply and a renormaliser.

use rust_hdl::prelude::*;

use crate::arith::dsp_mul::DspMul;
use crate::blocks::LeadingOne;

/// Cycles from `headroom` on the input to `g`/`s` on the outputs: inputs during cycle k,
/// outputs (combinational from the last register) during cycle k + 3.
pub const PROP_GAIN_LATENCY: usize = 3;

/// | cycle | registers at its start | logic |
/// |---|---|---|
/// | k | - | `headroom`, alpha in |
/// | k + 1 | `h`, alpha | leading ones of `h` (at `p`) and of alpha's mantissa (at `a`); `mh = norm_exact(h)` (leading one at bit 11: a one-hot choice of 24 windows of `h << 11`) |
/// | k + 2 | `mh`, `p`, `a`, alpha | `P = alpha.mant x mh` (one 12 x 12 multiply); the two shifts `P` can need, `alpha.exp + p - 11 + a` and one more, each clamped to -128..=127 |
/// | k + 3 | `P`, the two shifts, one-hot `a` | `P`'s leading one is at `a + 11` or `a + 12` (`mh` is normalised): `g` and `s` are a choice between two windows and two shifts by `P[a + 12]` |
///
/// Normalising a short `h` exactly (a left shift) where the golden model keeps it as it is
/// changes nothing: `P` is then shifted left by the same amount, and its 12-bit
/// renormalisation `g` is the same with the shift moved from `h`'s exponent to `P`'s. It is
/// what lets `P`'s leading one be found from `a` alone, so that no leading-one detector
/// follows the multiply.
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
    lead_a: LeadingOne<12>,
    xh: Signal<Local, Bits<35>>,
    mh_c: [Signal<Local, Bits<12>>; 24],
    /// alpha's mantissa times `mh`: its operand registers are k + 2's (fabric flip-flops:
    /// `mh` comes from the normaliser's deep select, which should not route to the DSP
    /// tile in the same cycle), its product register k + 3's (the MULT18X18D's on the ECP5)
    mul: DspMul<12, 12, 24, false>,
    /// leading-one positions of h and of alpha's mantissa, alpha.exp
    p2: DFF<Bits<5>>,
    a2: DFF<Bits<4>>,
    /// alpha.exp sign-extended to 10 bits, minus 11 and minus 10 (made a stage early, so
    /// that the shifts below are one three-operand add from registers)
    ae_m11: DFF<Bits<10>>,
    ae_m10: DFF<Bits<10>>,
    ae_x: Signal<Local, Bits<10>>,
    oh_a2: DFF<Bits<12>>,
    /// P is 0: h or alpha's mantissa is 0
    z2: DFF<Bit>,
    /// alpha.exp + p - 11 + a (10-bit two's complement): the shift when P's leading one
    /// is at a + 11
    sb: Signal<Local, Bits<10>>,
    sa: Signal<Local, Bits<10>>,
    oh_a3: DFF<Bits<12>>,
    z3: DFF<Bit>,
    /// the shifts for P's leading one at a + 12 and at a + 11, clamped to the 8-bit port
    sa3: DFF<Bits<8>>,
    sb3: DFF<Bits<8>>,
    p_top: Signal<Local, Bit>,
    g_hi: [Signal<Local, Bits<12>>; 12],
    g_lo: [Signal<Local, Bits<12>>; 12],
    gh: Signal<Local, Bits<12>>,
    gl: Signal<Local, Bits<12>>,
}

impl Logic for PropGain {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, h1, am1, ae1, p2, a2, ae_m11, ae_m10, oh_a2, z2, oh_a3, z3, sa3, sb3
        );
        // ---- k: inputs
        self.h1.d.next = self.headroom.val();
        self.am1.d.next = self.alpha_mant.val();
        self.ae1.d.next = self.alpha_exp.val();
        // ---- k + 1: mh = norm_exact(h) = (h << 11)[p + 11 : p], p its leading one
        self.lead_h.x.next = self.h1.q.val();
        self.lead_a.x.next = self.am1.q.val();
        self.xh.next = bit_cast::<35, 24>(self.h1.q.val()) << 11;
        for q in 0..24 {
            self.mh_c[q].next = 0.into();
            if self.lead_h.one_hot.val().get_bit(q) {
                self.mh_c[q].next = self.xh.val().get_bits::<12>(q);
            }
        }
        self.mul.clock.next = self.clock.val();
        self.mul.b.next = self.mh_c[0].val()
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
            | self.mh_c[12].val()
            | self.mh_c[13].val()
            | self.mh_c[14].val()
            | self.mh_c[15].val()
            | self.mh_c[16].val()
            | self.mh_c[17].val()
            | self.mh_c[18].val()
            | self.mh_c[19].val()
            | self.mh_c[20].val()
            | self.mh_c[21].val()
            | self.mh_c[22].val()
            | self.mh_c[23].val();
        self.mul.a.next = self.am1.q.val();
        // binary p and a: OR-encoders of the one-hot words (masks as literals)
        self.p2.d.next = bits::<5>(0)
            .replace_bit(0, (self.lead_h.one_hot.val() & 0xAA_AAAAu64).any())
            .replace_bit(1, (self.lead_h.one_hot.val() & 0xCC_CCCCu64).any())
            .replace_bit(2, (self.lead_h.one_hot.val() & 0xF0_F0F0u64).any())
            .replace_bit(3, (self.lead_h.one_hot.val() & 0x00_FF00u64).any())
            .replace_bit(4, (self.lead_h.one_hot.val() & 0xFF_0000u64).any());
        self.a2.d.next = bits::<4>(0)
            .replace_bit(0, (self.lead_a.one_hot.val() & 0xAAAu64).any())
            .replace_bit(1, (self.lead_a.one_hot.val() & 0xCCCu64).any())
            .replace_bit(2, (self.lead_a.one_hot.val() & 0x0F0u64).any())
            .replace_bit(3, (self.lead_a.one_hot.val() & 0xF00u64).any());
        self.oh_a2.d.next = self.lead_a.one_hot.val();
        self.ae_x.next = bit_cast::<10, 8>(self.ae1.q.val());
        if self.ae1.q.val().get_bit(7) {
            self.ae_x.next = bit_cast::<10, 8>(self.ae1.q.val()) | 0x300;
        }
        self.ae_m11.d.next = self.ae_x.val() - 11;
        self.ae_m10.d.next = self.ae_x.val() - 10;
        self.z2.d.next = !self.h1.q.val().any() || !self.am1.q.val().any();
        // ---- k + 2: the multiply; beside it the two shifts P can need
        self.oh_a3.d.next = self.oh_a2.q.val();
        self.z3.d.next = self.z2.q.val();
        // alpha.exp sign-extended to 10 bits, + p + a - 11 (sb) and - 10 (sa = sb + 1), side
        // by side
        self.sb.next = self.ae_m11.q.val()
            + bit_cast::<10, 5>(self.p2.q.val())
            + bit_cast::<10, 4>(self.a2.q.val());
        self.sa.next = self.ae_m10.q.val()
            + bit_cast::<10, 5>(self.p2.q.val())
            + bit_cast::<10, 4>(self.a2.q.val());
        self.sb3.d.next = bit_cast::<8, 10>(self.sb.val());
        if self.sb.val().get_bit(9) && (self.sb.val().get_bits::<2>(7) != 3) {
            self.sb3.d.next = 0x80.into();
        }
        if !self.sb.val().get_bit(9) && self.sb.val().get_bits::<2>(7).any() {
            self.sb3.d.next = 0x7F.into();
        }
        self.sa3.d.next = bit_cast::<8, 10>(self.sa.val());
        if self.sa.val().get_bit(9) && (self.sa.val().get_bits::<2>(7) != 3) {
            self.sa3.d.next = 0x80.into();
        }
        if !self.sa.val().get_bit(9) && self.sa.val().get_bits::<2>(7).any() {
            self.sa3.d.next = 0x7F.into();
        }
        // ---- k + 3: P's leading one is at a + 12 (`top`) or a + 11: g = P[a + 12 : a + 1]
        // or P[a + 11 : a]
        self.p_top.next = false;
        for a in 0..12 {
            self.g_hi[a].next = 0.into();
            self.g_lo[a].next = 0.into();
            if self.oh_a3.q.val().get_bit(a) {
                self.g_hi[a].next = self.mul.p.val().get_bits::<12>(a + 1);
                self.g_lo[a].next = self.mul.p.val().get_bits::<12>(a);
                if self.mul.p.val().get_bit(a + 12) {
                    self.p_top.next = true;
                }
            }
        }
        self.gh.next = self.g_hi[0].val()
            | self.g_hi[1].val()
            | self.g_hi[2].val()
            | self.g_hi[3].val()
            | self.g_hi[4].val()
            | self.g_hi[5].val()
            | self.g_hi[6].val()
            | self.g_hi[7].val()
            | self.g_hi[8].val()
            | self.g_hi[9].val()
            | self.g_hi[10].val()
            | self.g_hi[11].val();
        self.gl.next = self.g_lo[0].val()
            | self.g_lo[1].val()
            | self.g_lo[2].val()
            | self.g_lo[3].val()
            | self.g_lo[4].val()
            | self.g_lo[5].val()
            | self.g_lo[6].val()
            | self.g_lo[7].val()
            | self.g_lo[8].val()
            | self.g_lo[9].val()
            | self.g_lo[10].val()
            | self.g_lo[11].val();
        self.g.next = self.gl.val();
        self.s.next = self.sb3.q.val();
        if self.p_top.val() {
            self.g.next = self.gh.val();
            self.s.next = self.sa3.q.val();
        }
        if self.z3.q.val() {
            self.s.next = 0.into();
        }
    }
}

/// Verilog of a bare `PropGain` (top module `top`).
pub fn verilog() -> String {
    crate::verilog_of::<PropGain>()
}

/// Verilog of a `PropGain` as its ECP5 build has it (`NSCC_ECP5` defined: MULT18X18Ds with
/// their registers), with [`crate::arith::dsp_mul::mult18x18d_model`] for Verilator.
pub fn verilog_ecp5() -> String {
    format!(
        "`define NSCC_ECP5\n{}{}",
        verilog(),
        crate::arith::dsp_mul::mult18x18d_model()
    )
}
