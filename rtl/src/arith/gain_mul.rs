//! `GainMul`: the hardware twin of [`golden_model::hwmath::mul_norm_shift`] for a 24-bit
//! operand and a 12-bit mantissa that is already normalised (a [`golden_model::hwmath::Gain`]
//! mantissa, a `PropGain` output, or the MD kept fraction, which is at least one half): the
//! multiplier of the BDP, the fast increase, the fair / proportional credit and the MD cut.

use golden_model::hwmath::{mul_norm_shift, MUL_BITS};
use rust_hdl::prelude::*;

use crate::arith::dsp_mul::DspMul;
use crate::blocks::LeadingOne;

/// Width of the `a` port (windows, byte counts, RTTs).
pub const A_BITS: usize = 24;
/// Width of the `y` port.
pub const Y_BITS: usize = 48;
/// Largest `y`: a product that does not fit 48 bits reads as all ones.
pub const Y_MAX: u64 = (1 << Y_BITS) - 1;
/// Inputs during cycle k, result usable in cycle k + 5 (`out_valid` follows `in_valid`).
pub const GAIN_MUL_LATENCY: usize = 5;

/// What `y[W-1:0]` must read for `(a, b, s)` and width `w`: `mul_norm_shift(a, b, s)`
/// saturated to `w` bits.
/// `b` must be 0 or have bit 11 set (the unit relies on the product's leading one being at
/// bit 22 or 23): `Gain::from_f64` and `prop_gain` only produce such mantissas.
pub fn expected(a: u64, b: u64, s: i32, w: u32) -> u64 {
    debug_assert!(a < 1 << A_BITS && (b == 0 || (2048..4096).contains(&b)));
    debug_assert!((-128..=127).contains(&s));
    debug_assert!((1..=48).contains(&w));
    mul_norm_shift(a, b, s).min((1 << w) - 1)
}

const _: () = assert!(MUL_BITS == 12);

/// `y = min(mul_norm_shift(a, b, s), 2^W - 1)` ([`expected`]), pipelined: fixed latency
/// [`GAIN_MUL_LATENCY`] = 5, a new sample every clock, `out_valid` is `in_valid` delayed by
/// the latency. No reset: only `out_valid` qualifies `y`.
///
/// In hardware terms: `a` is normalised with its leading one at bit 11 of a 12-bit
/// mantissa, `a ~= ma x 2^(pa - 11)` (`pa` = position of the leading one; the bits below the
/// window are dropped exactly as `hwmath::norm` drops them, and an operand below 2^11 is
/// shifted left, which is exact), so `y = floor(P x 2^T)` with `P = ma x b` in [2^22, 2^24)
/// and `T = s + pa - 11`. Because `P`'s leading one is at bit 22 or 23, no leading-one
/// detection follows the multiply: `y` saturates if `w = T + 23 > W`, or `w = W` and `P[23]`;
/// `y = 0` if `w < 0` (or an operand is 0). In between, `y` is `P` shifted left by `w` and
/// cut at bit 23: with `w = 4c + f`, the fine part `f` shifts `ma` before the multiply (left
/// shifts are exact; `ma << f` has 15 bits), the coarse part is a one-hot choice among the
/// 13 offsets `4c` of the 27-bit product `P << f`. The normalising shift is split the same
/// way: with `pa = 8 hi + lo`, a one-hot choice by the 8-bit group `hi` of the leading one
/// selects a 19-bit window of `a << 11`, and a one-hot choice by `lo` the mantissa in it.
/// Every mux is a one-hot AND-OR (a balanced LUT tree) and the leading ones come from
/// prefix ORs (`x | x >> 1 | x >> 2 | ...`) within 8-bit groups, never from a priority
/// chain over all 24 bits.
///
/// | stage | registers | logic in front of the next register |
/// |---|---|---|
/// | R1 | `a`, `b`, `s`, `in_valid` | each 8-bit group's leading one (one-hot) and non-zero flag, side by side; the group `hi` (3 bits, one-hot) from the flags, the in-group position `lo` (8 bits) the highest non-zero group's; the window select by `hi`; `f = w mod 4` |
/// | R2 | `b`, `s`, `hi`, `lo`, the window, `f` | mantissa select by `lo`, `ma << f`; `pa` encoded; `w + 128 = (s + 128) + pa + 12` (9 bits) |
/// | R3 | `ma << f`, `b` ([`DspMul`]'s operand registers), `w + 128`, non-zero | the 15 x 12 multiply; one-hot coarse offset `c` (13 bits, all 0 if `w < 0` or `w > W`), saturation flags `w > W`, `w = W` |
/// | R4 | `P << f` (27 bits, [`DspMul`]'s product register), `c`, flags | coarse select, saturation |
/// | R5 | `y`, `out_valid` | - |
///
/// Measured on its own (yosys 0.23 / nextpnr 0.4, HX8K): the normalisation needs at least
/// 7 LUT levels, a 12 x 12 multiply in one stage reaches 85 MHz, and the coarse shift and
/// the saturation together ~90-100 MHz, hence 5 stages. The multiply is a [`DspMul`]: on
/// the ECP5 one MULT18X18D with R3 and R4 as its own registers (it used to be two 15 x 6
/// partial products between fabric registers and their sum in R5: the routing to the DSP
/// tile and back made it 10.3 ns).
#[derive(LogicBlock, Default)]
pub struct GainMul {
    pub clock: Signal<In, Clock>,
    pub in_valid: Signal<In, Bit>,
    pub a: Signal<In, Bits<A_BITS>>,
    /// Normalised 12-bit mantissa (bit 11 set) or 0.
    pub b: Signal<In, Bits<12>>,
    /// Shift, two's complement, -128..=127.
    pub s: Signal<In, Bits<8>>,
    /// Width W (1..=48) the result saturates at: `y` is all ones when the product does not
    /// fit W bits, and only `y[W-1:0]` is meaningful. A constant wired by the parent, so that
    /// synthesis drops the shifter positions above W (24 for windows, 48 for credits).
    pub y_bits: Signal<In, Bits<8>>,
    pub out_valid: Signal<Out, Bit>,
    pub y: Signal<Out, Bits<Y_BITS>>,
    v1: DFF<Bit>,
    a1: DFF<Bits<24>>,
    b1: DFF<Bits<12>>,
    s1: DFF<Bits<8>>,
    /// the leading one inside each 8-bit group of `a`, and whether each group is non-zero
    lead_g: [LeadingOne<8>; 3],
    nz_g: [Signal<Local, Bit>; 3],
    v2: DFF<Bit>,
    b2: DFF<Bits<12>>,
    s2: DFF<Bits<8>>,
    /// the group `hi` (one-hot), in front of R2 and registered
    hi1: [Signal<Local, Bit>; 3],
    hia: [DFF<Bit>; 3],
    loa: DFF<Bits<8>>,
    /// each group's leading one's position mod 4 (pa's low two bits if the group is chosen)
    pa0_g: [Signal<Local, Bit>; 3],
    pa1_g: [Signal<Local, Bit>; 3],
    pa_lo: Signal<Local, Bits<2>>,
    /// the fine shift `f = (s + pa) mod 4`, registered in R2 (off the R2 -> R3 select path)
    f2: DFF<Bits<2>>,
    xa: Signal<Local, Bits<35>>,
    wa_k: [Signal<Local, Bits<19>>; 3],
    /// the 19-bit window of `a << 11` at the group `hi`, chosen in front of R2
    wa2: DFF<Bits<19>>,
    ma_r: [Signal<Local, Bits<12>>; 8],
    pa: Signal<Local, Bits<9>>,
    ma: Signal<Local, Bits<12>>,
    v3: DFF<Bit>,
    /// `ma << f` times `b`: its operand registers are R3's, its product register R4's
    /// (inside the MULT18X18D on the ECP5)
    mul: DspMul<15, 12, 27, true>,
    w3: DFF<Bits<9>>,
    /// 128 + W
    lim: Signal<Local, Bits<9>>,
    nz3: DFF<Bit>,
    v4: DFF<Bit>,
    c4: [DFF<Bit>; 13],
    satf4: DFF<Bit>,
    eqf4: DFF<Bit>,
    p: Signal<Local, Bits<27>>,
    px: Signal<Local, Bits<96>>,
    y_c: [Signal<Local, Bits<48>>; 13],
    v5: DFF<Bit>,
    y5: DFF<Bits<48>>,
}

impl Logic for GainMul {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, v1, a1, b1, s1, v2, b2, s2, loa, wa2, f2, v3, w3, nz3, v4, satf4, eqf4,
            v5, y5
        );
        for k in 0..3 {
            self.hia[k].clock.next = self.clock.val();
        }
        for k in 0..13 {
            self.c4[k].clock.next = self.clock.val();
        }
        // ---- R1
        self.v1.d.next = self.in_valid.val();
        self.a1.d.next = self.a.val();
        self.b1.d.next = self.b.val();
        self.s1.d.next = self.s.val();
        // ---- R2: group and in-group position of the leading one of a, from the groups'
        // own leading ones and non-zero flags side by side (no 24-bit prefix chain)
        self.v2.d.next = self.v1.q.val();
        self.b2.d.next = self.b1.q.val();
        self.s2.d.next = self.s1.q.val();
        for k in 0..3 {
            self.lead_g[k].x.next = self.a1.q.val().get_bits::<8>(8 * k);
            self.nz_g[k].next = self.a1.q.val().get_bits::<8>(8 * k).any();
        }
        self.hi1[2].next = self.nz_g[2].val();
        self.hi1[1].next = self.nz_g[1].val() && !self.nz_g[2].val();
        self.hi1[0].next = self.nz_g[0].val() && !self.nz_g[1].val() && !self.nz_g[2].val();
        for k in 0..3 {
            self.hia[k].d.next = self.hi1[k].val();
        }
        self.loa.d.next = self.lead_g[2].one_hot.val();
        if !self.nz_g[2].val() {
            self.loa.d.next = self.lead_g[1].one_hot.val();
            if !self.nz_g[1].val() {
                self.loa.d.next = self.lead_g[0].one_hot.val();
            }
        }
        for k in 0..3 {
            self.pa0_g[k].next = (self.lead_g[k].one_hot.val() & 0xAA).any();
            self.pa1_g[k].next = (self.lead_g[k].one_hot.val() & 0xCC).any();
        }
        self.pa_lo.next = bit_cast::<2, 1>(self.pa0_g[2].val().into())
            | (bit_cast::<2, 1>(self.pa1_g[2].val().into()) << 1);
        if !self.nz_g[2].val() {
            self.pa_lo.next = bit_cast::<2, 1>(self.pa0_g[1].val().into())
                | (bit_cast::<2, 1>(self.pa1_g[1].val().into()) << 1);
            if !self.nz_g[1].val() {
                self.pa_lo.next = bit_cast::<2, 1>(self.pa0_g[0].val().into())
                    | (bit_cast::<2, 1>(self.pa1_g[0].val().into()) << 1);
            }
        }
        self.f2.d.next = self.s1.q.val().get_bits::<2>(0) + self.pa_lo.val();
        // the window by the group, beside the in-group position (the R2 -> R3 path into the
        // DSP's operand register keeps only the mantissa's select and the fine shift)
        self.xa.next = bit_cast::<35, 24>(self.a1.q.val()) << 11;
        for k in 0..3 {
            self.wa_k[k].next = 0.into();
            if self.hi1[k].val() {
                self.wa_k[k].next = self.xa.val().get_bits::<19>(8 * k);
            }
        }
        self.wa2.d.next = self.wa_k[0].val() | self.wa_k[1].val() | self.wa_k[2].val();
        for r in 0..8 {
            self.ma_r[r].next = 0.into();
            if self.loa.q.val().get_bit(r) {
                self.ma_r[r].next = self.wa2.q.val().get_bits::<12>(r);
            }
        }
        self.pa.next = bit_cast::<9, 1>((self.loa.q.val() & 0xAA).any().into())
            | (bit_cast::<9, 1>((self.loa.q.val() & 0xCC).any().into()) << 1)
            | (bit_cast::<9, 1>((self.loa.q.val() & 0xF0).any().into()) << 2)
            | (bit_cast::<9, 1>(self.hia[1].q.val().into()) << 3)
            | (bit_cast::<9, 1>(self.hia[2].q.val().into()) << 4);
        self.ma.next = self.ma_r[0].val()
            | self.ma_r[1].val()
            | self.ma_r[2].val()
            | self.ma_r[3].val()
            | self.ma_r[4].val()
            | self.ma_r[5].val()
            | self.ma_r[6].val()
            | self.ma_r[7].val();
        // ---- R3 (b's leading one is bit 11: pb = 11)
        self.v3.d.next = self.v2.q.val();
        self.mul.clock.next = self.clock.val();
        self.mul.a.next = bit_cast::<15, 12>(self.ma.val()) << self.f2.q.val();
        self.mul.b.next = self.b2.q.val();
        self.w3.d.next = bit_cast::<9, 8>(self.s2.q.val() ^ 0x80) + self.pa.val() + 12;
        self.nz3.d.next = (self.hia[0].q.val() | self.hia[1].q.val() | self.hia[2].q.val())
            & self.b2.q.val().any();
        // ---- R4
        self.v4.d.next = self.v3.q.val();
        self.lim.next = bit_cast::<9, 8>(self.y_bits.val()) + 128;
        for k in 0..13 {
            self.c4[k].d.next = (self.w3.q.val() >= 128)
                & (self.w3.q.val() <= self.lim.val())
                & (self.w3.q.val().get_bits::<5>(2) == k.to_bits::<5>());
        }
        self.satf4.d.next = self.nz3.q.val() & (self.w3.q.val() > self.lim.val());
        self.eqf4.d.next = self.nz3.q.val() & (self.w3.q.val() == self.lim.val());
        // ---- R5
        self.v5.d.next = self.v4.q.val();
        self.p.next = self.mul.p.val();
        self.px.next = bit_cast::<96, 27>(self.p.val()) << 25;
        for k in 0..13 {
            self.y_c[k].next = 0.into();
            if self.c4[k].q.val() {
                self.y_c[k].next = self.px.val().get_bits::<48>(48 - 4 * k);
            }
        }
        self.y5.d.next = self.y_c[0].val()
            | self.y_c[1].val()
            | self.y_c[2].val()
            | self.y_c[3].val()
            | self.y_c[4].val()
            | self.y_c[5].val()
            | self.y_c[6].val()
            | self.y_c[7].val()
            | self.y_c[8].val()
            | self.y_c[9].val()
            | self.y_c[10].val()
            | self.y_c[11].val()
            | self.y_c[12].val();
        if self.satf4.q.val() | (self.eqf4.q.val() & self.p.val().get_bit(23)) {
            self.y5.d.next = bits::<48>(0xFFFF_FFFF_FFFFu64);
        }
        self.out_valid.next = self.v5.q.val();
        self.y.next = self.y5.q.val();
    }
}

/// Verilog of a bare `GainMul` (top module `top`).
pub fn verilog() -> String {
    crate::verilog_of::<GainMul>()
}

/// Verilog of a `GainMul` as its ECP5 build has it (`NSCC_ECP5` defined: the MULT18X18D
/// with its registers), with [`crate::arith::dsp_mul::mult18x18d_model`] for Verilator.
pub fn verilog_ecp5() -> String {
    format!(
        "`define NSCC_ECP5\n{}{}",
        verilog(),
        crate::arith::dsp_mul::mult18x18d_model()
    )
}
