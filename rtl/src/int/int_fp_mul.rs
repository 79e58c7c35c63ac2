//! `IntFpMul`: the shared multiply-normalise unit of the INT algorithms (HPCC++, Rx-HPCC,
//! FNCC), the hardware twin of [`golden_model::intcc::fixed::Fp::times`]
//! (`docs/int-cc.md`, "The RTL: plan", step 2).
//!
//! Operands are values on the multiplier: a 16-bit mantissa with its top bit set, or 0, and
//! a 10-bit two's complement exponent ([`FP_EXP_BITS`]), as every `Fp` of the golden model
//! is. The product of two such mantissas has its leading one at bit 30 or 31, so the
//! normalisation is a 1-bit choice: the top 16 bits from bit 31 or bit 30, rounded to nearest
//! with ties up on the next bit, and a carry out of the top (0xFFFF + 1) renormalised. The
//! exponent is the operands' sum plus 15 or 16 (plus 1 on the carry); above [`FP_EXP_MAX`] the
//! result saturates to the largest value, below [`FP_EXP_MIN`] it flushes to 0.
//!
//! Pipelined, one product per clock: the operands at one edge, the product on `DspMul` (a
//! MULT18X18D on the ECP5) two edges later, the normalised result registered at the third:
//! `out_*` is the product of the operands given [`INT_FP_MUL_LATENCY`] clocks before.

use golden_model::intcc::fixed::{FP_EXP_BITS, FP_EXP_MAX, FP_EXP_MIN, INT_MUL_BITS};
use nscc_rtl_macros::ports;
use rust_hdl::prelude::*;

use crate::arith::dsp_mul::DspMul;

/// Clocks from the operands to their product on `out_*`.
pub const INT_FP_MUL_LATENCY: usize = 3;

const _: () = assert!(INT_MUL_BITS == 16 && FP_EXP_BITS == 10);

#[ports]
#[derive(LogicBlock)]
pub struct IntFpMul {
    pub clock: Signal<In, Clock>,
    pub in_valid: Signal<In, Bit>,
    pub a_m: Signal<In, Bits<16>>,
    pub a_e: Signal<In, Bits<10>>,
    pub b_m: Signal<In, Bits<16>>,
    pub b_e: Signal<In, Bits<10>>,
    pub out_valid: Signal<Out, Bit>,
    pub out_m: Signal<Out, Bits<16>>,
    pub out_e: Signal<Out, Bits<10>>,
    mul: DspMul<16, 16, 32, true>,
    /// The exponent sum (12-bit two's complement) and whether an operand is 0, aligned
    /// with the product; beside the product, the three exponents it can have (the sum plus
    /// 15, 16 or 17) and each one's bound checks (flush [0], saturate [1]), so that the
    /// normalising clock holds no exponent arithmetic (the ECP5 INT engine's path)
    e1: DFF<Bits<12>>,
    e15: DFF<Bits<10>>,
    e16: DFF<Bits<10>>,
    e17: DFF<Bits<10>>,
    b15: DFF<Bits<2>>,
    b16: DFF<Bits<2>>,
    b17: DFF<Bits<2>>,
    z1: DFF<Bit>,
    z2: DFF<Bit>,
    v1: DFF<Bit>,
    v2: DFF<Bit>,
    o_valid: DFF<Bit>,
    o_m: DFF<Bits<16>>,
    o_e: DFF<Bits<10>>,
    k_emax: Constant<Bits<12>>,
    k_emin: Constant<Bits<12>>,
    // combinational
    ea: Signal<Local, Bits<12>>,
    eb: Signal<Local, Bits<12>>,
    hi16: Signal<Local, Bits<16>>,
    rnd: Signal<Local, Bit>,
    sum: Signal<Local, Bits<17>>,
    /// 0xFFFF rounded up (the sum's carry, without its carry chain)
    carry: Signal<Local, Bit>,
    x15: Signal<Local, Bits<12>>,
    x16: Signal<Local, Bits<12>>,
    x17: Signal<Local, Bits<12>>,
    dmin15: Signal<Local, Bits<12>>,
    dmax15: Signal<Local, Bits<12>>,
    dmin16: Signal<Local, Bits<12>>,
    dmax16: Signal<Local, Bits<12>>,
    dmin17: Signal<Local, Bits<12>>,
    dmax17: Signal<Local, Bits<12>>,
    e_x: Signal<Local, Bits<10>>,
    b_x: Signal<Local, Bits<2>>,
}

impl Default for IntFpMul {
    fn default() -> Self {
        let k = |v: i32| Constant::new(((v as i64 as u64) & 0xFFF).to_bits());
        IntFpMul::with_init(IntFpMulInit {
            k_emax: k(FP_EXP_MAX),
            k_emin: k(FP_EXP_MIN),
        })
    }
}

impl Logic for IntFpMul {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, e1, e15, e16, e17, b15, b16, b17, z1, z2, v1, v2, o_valid, o_m, o_e
        );
        self.mul.clock.next = self.clock.val();
        self.mul.a.next = self.a_m.val();
        self.mul.b.next = self.b_m.val();
        // the exponents sign-extended to 12 bits and summed beside the multiply
        self.ea.next = bit_cast::<12, 10>(self.a_e.val());
        if self.a_e.val().get_bit(9) {
            self.ea.next = bit_cast::<12, 10>(self.a_e.val()) | (bit_cast::<12, 2>(3.into()) << 10);
        }
        self.eb.next = bit_cast::<12, 10>(self.b_e.val());
        if self.b_e.val().get_bit(9) {
            self.eb.next = bit_cast::<12, 10>(self.b_e.val()) | (bit_cast::<12, 2>(3.into()) << 10);
        }
        self.e1.d.next = self.ea.val() + self.eb.val();
        self.z1.d.next = !self.a_m.val().any() || !self.b_m.val().any();
        self.v1.d.next = self.in_valid.val();
        // the exponent's three candidates and their bounds as signed compares: e - max > 0
        // saturates, e - min < 0 flushes
        self.x15.next = self.e1.q.val() + 15;
        self.x16.next = self.e1.q.val() + 16;
        self.x17.next = self.e1.q.val() + 17;
        self.e15.d.next = self.x15.val().get_bits::<10>(0);
        self.e16.d.next = self.x16.val().get_bits::<10>(0);
        self.e17.d.next = self.x17.val().get_bits::<10>(0);
        self.dmin15.next = self.x15.val() - self.k_emin.val();
        self.dmax15.next = self.k_emax.val() - self.x15.val();
        self.b15.d.next = bit_cast::<2, 1>(self.dmin15.val().get_bits::<1>(11))
            | (bit_cast::<2, 1>(self.dmax15.val().get_bits::<1>(11)) << 1);
        self.dmin16.next = self.x16.val() - self.k_emin.val();
        self.dmax16.next = self.k_emax.val() - self.x16.val();
        self.b16.d.next = bit_cast::<2, 1>(self.dmin16.val().get_bits::<1>(11))
            | (bit_cast::<2, 1>(self.dmax16.val().get_bits::<1>(11)) << 1);
        self.dmin17.next = self.x17.val() - self.k_emin.val();
        self.dmax17.next = self.k_emax.val() - self.x17.val();
        self.b17.d.next = bit_cast::<2, 1>(self.dmin17.val().get_bits::<1>(11))
            | (bit_cast::<2, 1>(self.dmax17.val().get_bits::<1>(11)) << 1);
        self.z2.d.next = self.z1.q.val();
        self.v2.d.next = self.v1.q.val();
        // the product's top 16 bits from bit 31 (leading one there) or bit 30, rounded
        self.hi16.next = self.mul.p.val().get_bits::<16>(15);
        self.rnd.next = self.mul.p.val().get_bit(14);
        if self.mul.p.val().get_bit(31) {
            self.hi16.next = self.mul.p.val().get_bits::<16>(16);
            self.rnd.next = self.mul.p.val().get_bit(15);
        }
        self.sum.next =
            bit_cast::<17, 16>(self.hi16.val()) + bit_cast::<17, 1>(self.rnd.val().into());
        self.carry.next = (self.hi16.val() == 0xFFFF) & self.rnd.val();
        // the exponent: + 16 from bit 31, + 15 from bit 30, + 1 more on the carry
        self.e_x.next = self.e15.q.val();
        self.b_x.next = self.b15.q.val();
        if self.mul.p.val().get_bit(31) ^ self.carry.val() {
            self.e_x.next = self.e16.q.val();
            self.b_x.next = self.b16.q.val();
        } else if self.mul.p.val().get_bit(31) & self.carry.val() {
            self.e_x.next = self.e17.q.val();
            self.b_x.next = self.b17.q.val();
        }
        self.o_m.d.next = self.sum.val().get_bits::<16>(0);
        if self.carry.val() {
            // 0xFFFF rounded up: 0x8000 one exponent higher
            self.o_m.d.next = 0x8000.into();
        }
        self.o_e.d.next = self.e_x.val();
        if self.z2.q.val() || self.b_x.val().get_bit(0) {
            self.o_m.d.next = 0.into();
            self.o_e.d.next = 0.into();
        } else if self.b_x.val().get_bit(1) {
            self.o_m.d.next = 0xFFFF.into();
            self.o_e.d.next = self.k_emax.val().get_bits::<10>(0);
        }
        self.o_valid.d.next = self.v2.q.val();
        self.out_valid.next = self.o_valid.q.val();
        self.out_m.next = self.o_m.q.val();
        self.out_e.next = self.o_e.q.val();
    }
}

/// Verilog of the unit alone (top module `top`).
pub fn verilog() -> String {
    crate::verilog_of::<IntFpMul>()
}

/// Clocks from an integer to its value on the multiplier (`IntFpInt`).
pub const INT_FP_INT_LATENCY: usize = 2;

/// `IntFpInt`: an integer of up to 40 bits (a queue length, Δts, ΔtxBytes, W, U, N) as a
/// value on the multiplier, [`golden_model::intcc::fixed::Fp::int`] bit for bit: the
/// leading one (`LeadingOneIndex`), the 16 bits from
/// it rounded to nearest with ties up on the next bit (a carry out renormalises), the
/// exponent `position - 15` (so within [-15, 25]: never at the bounds). Two stages: the
/// position, then the shift and the rounding.
#[derive(LogicBlock, Default)]
pub struct IntFpInt {
    pub clock: Signal<In, Clock>,
    pub in_valid: Signal<In, Bit>,
    pub x: Signal<In, Bits<40>>,
    pub out_valid: Signal<Out, Bit>,
    pub out_m: Signal<Out, Bits<16>>,
    pub out_e: Signal<Out, Bits<10>>,
    lead: crate::blocks::LeadingOneIndex<40>,
    x1: DFF<Bits<40>>,
    ix1: DFF<Bits<6>>,
    nz1: DFF<Bit>,
    v1: DFF<Bit>,
    o_valid: DFF<Bit>,
    o_m: DFF<Bits<16>>,
    o_e: DFF<Bits<10>>,
    w: Signal<Local, Bits<57>>,
    sum: Signal<Local, Bits<17>>,
    e: Signal<Local, Bits<10>>,
}

impl Logic for IntFpInt {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, x1, ix1, nz1, v1, o_valid, o_m, o_e);
        // ---- stage 1: the leading one's position
        self.lead.x.next = self.x.val();
        self.x1.d.next = self.x.val();
        self.ix1.d.next = self.lead.index.val();
        self.nz1.d.next = self.x.val().any();
        self.v1.d.next = self.in_valid.val();
        // ---- stage 2: 17 bits from the leading one (16 and the rounding bit)
        self.w.next = (bit_cast::<57, 40>(self.x1.q.val()) << 16) >> self.ix1.q.val();
        self.sum.next = bit_cast::<17, 16>(self.w.val().get_bits::<16>(1))
            + bit_cast::<17, 1>(self.w.val().get_bits::<1>(0));
        // e = position - 15 (10-bit two's complement)
        self.e.next = bit_cast::<10, 6>(self.ix1.q.val()) - 15;
        self.o_m.d.next = self.sum.val().get_bits::<16>(0);
        self.o_e.d.next = self.e.val();
        if self.sum.val().get_bit(16) {
            self.o_m.d.next = 0x8000.into();
            self.o_e.d.next = self.e.val() + 1;
        }
        if !self.nz1.q.val() {
            self.o_m.d.next = 0.into();
            self.o_e.d.next = 0.into();
        }
        self.o_valid.d.next = self.v1.q.val();
        self.out_valid.next = self.o_valid.q.val();
        self.out_m.next = self.o_m.q.val();
        self.out_e.next = self.o_e.q.val();
    }
}

/// Clocks from an integer to its value on `IntFpIntFast`'s outputs.
pub const INT_FP_INT_FAST_LATENCY: usize = 1;

/// `IntFpIntFast`: [`IntFpInt`] with its result not registered, for a consumer that
/// registers it (`IntFpMul`, whose operands go into the MULT18X18D's input registers): the
/// leading one's position registered, then the shift and the rounding on `out_*` in the
/// next clock. The INT engine's U loop takes its clock this way (`docs/int-engine.md`).
/// The same function as `IntFpInt`, bit for bit (a unit test runs both on every input it
/// gives `IntFpInt`).
#[derive(LogicBlock, Default)]
pub struct IntFpIntFast {
    pub clock: Signal<In, Clock>,
    pub x: Signal<In, Bits<40>>,
    pub out_m: Signal<Out, Bits<16>>,
    pub out_e: Signal<Out, Bits<10>>,
    lead: crate::blocks::LeadingOneIndex<40>,
    x1: DFF<Bits<40>>,
    ix1: DFF<Bits<6>>,
    nz1: DFF<Bit>,
    w: Signal<Local, Bits<57>>,
    sum: Signal<Local, Bits<17>>,
    e: Signal<Local, Bits<10>>,
}

impl Logic for IntFpIntFast {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, x1, ix1, nz1);
        // ---- the leading one's position, registered
        self.lead.x.next = self.x.val();
        self.x1.d.next = self.x.val();
        self.ix1.d.next = self.lead.index.val();
        self.nz1.d.next = self.x.val().any();
        // ---- 17 bits from the leading one (16 and the rounding bit), not registered
        self.w.next = (bit_cast::<57, 40>(self.x1.q.val()) << 16) >> self.ix1.q.val();
        self.sum.next = bit_cast::<17, 16>(self.w.val().get_bits::<16>(1))
            + bit_cast::<17, 1>(self.w.val().get_bits::<1>(0));
        self.e.next = bit_cast::<10, 6>(self.ix1.q.val()) - 15;
        self.out_m.next = self.sum.val().get_bits::<16>(0);
        self.out_e.next = self.e.val();
        if self.sum.val().get_bit(16) {
            self.out_m.next = 0x8000.into();
            self.out_e.next = self.e.val() + 1;
        }
        if !self.nz1.q.val() {
            self.out_m.next = 0.into();
            self.out_e.next = 0.into();
        }
    }
}

/// Verilog of `IntFpInt` alone (top module `top`).
pub fn verilog_int() -> String {
    crate::verilog_of::<IntFpInt>()
}

/// Clocks from a value to its fixed-point form (`IntToFixed`).
pub const INT_TO_FIXED_LATENCY: usize = 3;

/// `IntToFixed`: a value on the multiplier as a fixed-point number,
/// [`golden_model::intcc::fixed::Fp::to_fixed`] bit for bit: `round(m x 2^(e + frac))`
/// (ties up), saturating at `max`. `frac` (8-bit two's complement: the model uses 20, 8
/// and -20) and `max` (below 2^40: U's, 1.0's and W's bounds) come with each value, as a
/// sequencer's instruction gives them. A shift `s = e + frac` above 24 puts the value at
/// 2^40 or more (the mantissa's top bit is set), so it saturates; below -16 it rounds to 0.
/// Three stages: the shift amount, the shift (one extra bit below the point for the
/// rounding), then the rounding and the bound.
#[derive(LogicBlock, Default)]
pub struct IntToFixed {
    pub clock: Signal<In, Clock>,
    pub in_valid: Signal<In, Bit>,
    pub m: Signal<In, Bits<16>>,
    pub e: Signal<In, Bits<10>>,
    pub frac: Signal<In, Bits<8>>,
    pub max: Signal<In, Bits<40>>,
    pub out_valid: Signal<Out, Bit>,
    pub out: Signal<Out, Bits<40>>,
    m0: DFF<Bits<16>>,
    r0: DFF<Bits<12>>,
    max0: DFF<Bits<40>>,
    v0: DFF<Bit>,
    z1: DFF<Bits<42>>,
    sat1: DFF<Bit>,
    max1: DFF<Bits<40>>,
    v1: DFF<Bit>,
    o_valid: DFF<Bit>,
    o: DFF<Bits<40>>,
    s: Signal<Local, Bits<12>>,
    r: Signal<Local, Bits<12>>,
    z: Signal<Local, Bits<48>>,
    val: Signal<Local, Bits<41>>,
}

impl Logic for IntToFixed {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, m0, r0, max0, v0, z1, sat1, max1, v1, o_valid, o);
        // ---- stage 1: s = e + frac (12-bit two's complement), z = floor(2 m 2^s)
        self.s.next = bit_cast::<12, 10>(self.e.val()) + bit_cast::<12, 8>(self.frac.val());
        if self.e.val().get_bit(9) {
            self.s.next = (bit_cast::<12, 10>(self.e.val()) | (bit_cast::<12, 2>(3.into()) << 10))
                + bit_cast::<12, 8>(self.frac.val());
            if self.frac.val().get_bit(7) {
                self.s.next = (bit_cast::<12, 10>(self.e.val())
                    | (bit_cast::<12, 2>(3.into()) << 10))
                    + (bit_cast::<12, 8>(self.frac.val()) | (bit_cast::<12, 4>(15.into()) << 8));
            }
        } else if self.frac.val().get_bit(7) {
            self.s.next = bit_cast::<12, 10>(self.e.val())
                + (bit_cast::<12, 8>(self.frac.val()) | (bit_cast::<12, 4>(15.into()) << 8));
        }
        // the right shift 25 - s, for s in [-17, 24]: 1..=42 (registered: the shift is the
        // next stage, so that neither add chain meets the shifter in one clock)
        self.r.next = bit_cast::<12, 6>(25.into()) - self.s.val();
        self.m0.d.next = self.m.val();
        self.r0.d.next = self.r.val();
        self.max0.d.next = self.max.val();
        self.v0.d.next = self.in_valid.val();
        // ---- stage 2: z = floor(2 m 2^s)
        self.z.next =
            (bit_cast::<48, 16>(self.m0.q.val()) << 26) >> self.r0.q.val().get_bits::<6>(0);
        self.sat1.d.next = false;
        if self.r0.q.val().get_bit(11) || !self.r0.q.val().any() {
            // s > 24 (r <= 0): at least 2^40
            self.sat1.d.next = self.m0.q.val().any();
            self.z.next = 0.into();
        } else if self.r0.q.val() > 42 {
            // s < -17: rounds to 0
            self.z.next = 0.into();
        }
        self.z1.d.next = self.z.val().get_bits::<42>(0);
        self.max1.d.next = self.max0.q.val();
        self.v1.d.next = self.v0.q.val();
        // ---- stage 3: round (the bit below the point, ties up), bound at max
        self.val.next = bit_cast::<41, 41>(self.z1.q.val().get_bits::<41>(1))
            + bit_cast::<41, 1>(self.z1.q.val().get_bits::<1>(0));
        self.o.d.next = self.max1.q.val();
        if !self.sat1.q.val() && self.val.val() < bit_cast::<41, 40>(self.max1.q.val()) {
            self.o.d.next = self.val.val().get_bits::<40>(0);
        }
        self.o_valid.d.next = self.v1.q.val();
        self.out_valid.next = self.o_valid.q.val();
        self.out.next = self.o.q.val();
    }
}

/// Verilog of `IntToFixed` alone (top module `top`).
pub fn verilog_to_fixed() -> String {
    crate::verilog_of::<IntToFixed>()
}

/// Clocks from a value to its shifted form at `frac = -20` (`IntStepFixed`).
pub const INT_STEP_FIXED_LATENCY: usize = 1;

/// `IntStepFixed`: the shift of [`IntToFixed`] at `frac = -20` (U's EWMA step, Q8.20 from a
/// value on the multiplier) in one clock; the rounding and the bound are left to the
/// consumer, which folds them into its own add (the INT engine's U loop: the step's rounding
/// bit is that add's carry in, and a step of 2^28 or more saturates U whatever its bound).
/// `z = floor(2 m 2^(e - 20))` (42 bits: the step's integer bits over one bit below the
/// point) and `sat` (the value is 2^40 or more) are registered; then
/// `Fp::to_fixed(-20, max)` is `max` when `sat`, else `min((z >> 1) + (z & 1), max)`.
/// `IntToFixed`'s shift-amount clock (`r = 25 - s = 45 - e`) is not needed, because for `r`
/// in 1..=42 (the shifts that keep a bit) `(m << 26) >> r` is `(m << 44) >> (!e)[5:0]`
/// (`!e = r - 46`, so its low 6 bits are `r + 18`); `r <= 0` is `e >= 45` (at least 2^40:
/// saturates) and `r > 42` is `e < 3` (rounds to 0), compares on `e` beside the shift.
#[derive(LogicBlock, Default)]
pub struct IntStepFixed {
    pub clock: Signal<In, Clock>,
    pub m: Signal<In, Bits<16>>,
    pub e: Signal<In, Bits<10>>,
    /// `floor(2 m 2^(e - 20))`: the step over its rounding bit (bit 0)
    pub z: Signal<Out, Bits<42>>,
    /// the value is at least 2^40 (`z` is 0 then)
    pub sat: Signal<Out, Bit>,
    z1: DFF<Bits<42>>,
    sat1: DFF<Bit>,
    zs: Signal<Local, Bits<64>>,
    ne: Signal<Local, Bits<10>>,
    /// `e` as a signed value offset by 512 (bit 9 inverted): the range compares unsigned
    eo: Signal<Local, Bits<10>>,
}

impl Logic for IntStepFixed {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, z1, sat1);
        self.ne.next = !self.e.val();
        self.zs.next = (bit_cast::<64, 16>(self.m.val()) << 44) >> self.ne.val().get_bits::<6>(0);
        self.eo.next = self.e.val() ^ bits::<10>(0x200);
        self.sat1.d.next = false;
        if self.eo.val() >= bits::<10>(512 + 45) {
            // e >= 45: at least 2^40
            self.sat1.d.next = self.m.val().any();
            self.zs.next = 0.into();
        } else if self.eo.val() < bits::<10>(512 + 3) {
            // e < 3: rounds to 0
            self.zs.next = 0.into();
        }
        self.z1.d.next = self.zs.val().get_bits::<42>(0);
        self.z.next = self.z1.q.val();
        self.sat.next = self.sat1.q.val();
    }
}

/// Clocks from a value to its reciprocal (`IntRecip`).
pub const INT_RECIP_LATENCY: usize = 9;

/// `IntRecip`: `1 / v` of a value on the multiplier,
/// [`golden_model::intcc::fixed::Fp::recip`] bit for bit. NSCC's reciprocal ROM
/// (`RecipRom`, 1,024 x 12) indexed by the 10 bits below the mantissa's leading one gives
/// `r0 ~ 2^12 / v`; one Newton step `r1 = r0 (2^27 + err)`, `err = 2^27 - m r0`, on two
/// multiplies (`m x r0`: 16 x 12; `r0 x |err|`: 12 x 17, `|err| < 2^17` for every mantissa,
/// which a test checks exhaustively); `r1` (40 bits) normalised and its exponent offset by
/// `-54 - e`, bounded as `Fp::of` bounds it. `r1`'s leading one is at bit 38 for every
/// mantissa (`r0` in [2^11, 2^12), `r1 ~ r0 2^27`: an exhaustive test), so its
/// normalisation is `Fp::int`'s without the search: bits 38..23 rounded on bit 22, a carry
/// renormalised. The reciprocal of 0 is the golden model's `0xFFFF x 2^64` (never used:
/// every divisor is checked before).
/// Pipelined, one value per clock: the ROM 1 clock, each multiply 2, `r1` 1, the
/// normalisation 2, the exponent 1.
#[ports]
#[derive(LogicBlock)]
pub struct IntRecip {
    pub clock: Signal<In, Clock>,
    pub in_valid: Signal<In, Bit>,
    pub m: Signal<In, Bits<16>>,
    pub e: Signal<In, Bits<10>>,
    pub out_valid: Signal<Out, Bit>,
    pub out_m: Signal<Out, Bits<16>>,
    pub out_e: Signal<Out, Bits<10>>,
    rom: crate::nscc::compact_core::RecipRom,
    mul_a: DspMul<16, 12, 28, true>,
    mul_b: DspMul<12, 17, 29, true>,
    /// `r1`'s top 16 bits rounded (17 bits: a carry out of the top), then normalised
    n_sum: DFF<Bits<17>>,
    n_v: DFF<Bit>,
    n_m: DFF<Bits<16>>,
    n_c: DFF<Bit>,
    n_ov: DFF<Bit>,
    // the value's exponent offset (-54 - e, 12 bits) and zero flag to the last stage, its
    // valid to the normaliser
    off_d: crate::blocks::Delay8<Bits<12>>,
    zero_d: crate::blocks::Delay8<Bit>,
    valid_d: crate::blocks::Delay6<Bit>,
    m1: DFF<Bits<16>>,
    r0_2: DFF<Bits<12>>,
    r0_3: DFF<Bits<12>>,
    r0_4: DFF<Bits<12>>,
    r0_5: DFF<Bits<12>>,
    neg_4: DFF<Bit>,
    neg_5: DFF<Bit>,
    r1: DFF<Bits<40>>,
    o_valid: DFF<Bit>,
    o_m: DFF<Bits<16>>,
    o_e: DFF<Bits<10>>,
    k_emax: Constant<Bits<12>>,
    k_emin: Constant<Bits<12>>,
    // combinational
    e12: Signal<Local, Bits<12>>,
    err: Signal<Local, Bits<29>>,
    mag: Signal<Local, Bits<29>>,
    ne: Signal<Local, Bits<12>>,
    e_x: Signal<Local, Bits<12>>,
    d_max: Signal<Local, Bits<12>>,
    d_min: Signal<Local, Bits<12>>,
}

impl Default for IntRecip {
    fn default() -> Self {
        let k = |v: i32| Constant::new(((v as i64 as u64) & 0xFFF).to_bits());
        IntRecip::with_init(IntRecipInit {
            k_emax: k(FP_EXP_MAX),
            k_emin: k(FP_EXP_MIN),
        })
    }
}

impl Logic for IntRecip {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, m1, r0_2, r0_3, r0_4, r0_5, neg_4, neg_5, r1, n_sum, n_v, n_m, n_c, n_ov,
            o_valid, o_m, o_e
        );
        self.rom.clock.next = self.clock.val();
        self.mul_a.clock.next = self.clock.val();
        self.mul_b.clock.next = self.clock.val();
        self.off_d.clock.next = self.clock.val();
        self.zero_d.clock.next = self.clock.val();
        self.valid_d.clock.next = self.clock.val();
        // ---- cycle 0: the ROM index (10 bits below the leading one); -54 - e
        self.rom.address.next = self.m.val().get_bits::<10>(5);
        self.m1.d.next = self.m.val();
        self.e12.next = bit_cast::<12, 10>(self.e.val());
        if self.e.val().get_bit(9) {
            self.e12.next = bit_cast::<12, 10>(self.e.val()) | (bit_cast::<12, 2>(3.into()) << 10);
        }
        self.off_d.d.next =
            bit_cast::<12, 7>(0.into()) - bit_cast::<12, 6>(54.into()) - self.e12.val();
        self.zero_d.d.next = !self.m.val().any();
        self.valid_d.d.next = self.in_valid.val();
        // ---- cycle 1: m x r0
        self.mul_a.a.next = self.m1.q.val();
        self.mul_a.b.next = self.rom.value.val();
        self.r0_2.d.next = self.rom.value.val();
        self.r0_3.d.next = self.r0_2.q.val();
        // ---- cycle 3: err = 2^27 - m r0 (|err| < 2^17), r0 x |err|
        self.err.next =
            (bit_cast::<29, 1>(1.into()) << 27) - bit_cast::<29, 28>(self.mul_a.p.val());
        self.mag.next = self.err.val();
        if self.err.val().get_bit(28) {
            self.mag.next = bit_cast::<29, 1>(0.into()) - self.err.val();
        }
        self.mul_b.a.next = self.r0_3.q.val();
        self.mul_b.b.next = self.mag.val().get_bits::<17>(0);
        self.neg_4.d.next = self.err.val().get_bit(28);
        self.r0_4.d.next = self.r0_3.q.val();
        self.neg_5.d.next = self.neg_4.q.val();
        self.r0_5.d.next = self.r0_4.q.val();
        // ---- cycle 5: r1 = r0 2^27 +- r0 |err|
        self.r1.d.next =
            (bit_cast::<40, 12>(self.r0_5.q.val()) << 27) + bit_cast::<40, 29>(self.mul_b.p.val());
        if self.neg_5.q.val() {
            self.r1.d.next = (bit_cast::<40, 12>(self.r0_5.q.val()) << 27)
                - bit_cast::<40, 29>(self.mul_b.p.val());
        }
        // ---- cycles 6-7: r1 on the multiplier
        self.n_sum.d.next = bit_cast::<17, 16>(self.r1.q.val().get_bits::<16>(23))
            + bit_cast::<17, 1>(self.r1.q.val().get_bits::<1>(22));
        self.n_v.d.next = self.valid_d.q.val();
        self.n_m.d.next = self.n_sum.q.val().get_bits::<16>(0);
        if self.n_sum.q.val().get_bit(16) {
            self.n_m.d.next = 0x8000.into();
        }
        self.n_c.d.next = self.n_sum.q.val().get_bit(16);
        self.n_ov.d.next = self.n_v.q.val();
        // ---- cycle 8: the exponent offset, bounded as Fp::of
        // the leading one at bit 38: exponent 38 - 15, one more on a carry
        self.ne.next = 23.into();
        if self.n_c.q.val() {
            self.ne.next = 24.into();
        }
        self.e_x.next = self.ne.val() + self.off_d.q.val();
        self.d_max.next = self.k_emax.val() - self.e_x.val();
        self.d_min.next = self.e_x.val() - self.k_emin.val();
        self.o_m.d.next = self.n_m.q.val();
        self.o_e.d.next = self.e_x.val().get_bits::<10>(0);
        if self.zero_d.q.val() {
            self.o_m.d.next = 0xFFFF.into();
            self.o_e.d.next = 64.into();
        } else if self.d_min.val().get_bit(11) {
            self.o_m.d.next = 0.into();
            self.o_e.d.next = 0.into();
        } else if self.d_max.val().get_bit(11) {
            self.o_m.d.next = 0xFFFF.into();
            self.o_e.d.next = self.k_emax.val().get_bits::<10>(0);
        }
        self.o_valid.d.next = self.n_ov.q.val();
        self.out_valid.next = self.o_valid.q.val();
        self.out_m.next = self.o_m.q.val();
        self.out_e.next = self.o_e.q.val();
    }
}

/// Verilog of `IntRecip` alone (top module `top`).
pub fn verilog_recip() -> String {
    crate::verilog_of::<IntRecip>()
}
