//! `RecipDiv`: the hardware twin of [`golden_model::hwmath::div_approx`], the divider-free
//! `num x 2^frac / den` of the fulfill step (`inc / cwnd`) and of multiplicative decrease
//! (`target / avg_delay`).

use golden_model::hwmath::{div_approx, MUL_BITS, RECIP_INDEX_BITS, RECIP_ROM};
use nscc_rtl_macros::ports;
use rust_hdl::prelude::*;

use crate::arith::dsp_mul::DspMul;
use crate::blocks::LeadingOne;

/// Width of the `num` port (the 48-bit increase credit is the widest user).
pub const NUM_BITS: usize = 48;
/// Width of the `den` port (the 32-bit avg_delay is the widest user).
pub const DEN_BITS: usize = 32;
/// Width of the `frac` port: `frac` in 0..=31.
pub const FRAC_BITS: usize = 5;
/// Width of the `quot` port.
pub const QUOT_BITS: usize = 48;
/// Largest `quot`: every result that does not fit 48 bits (including `den == 0`, which the
/// golden model saturates to `i64::MAX`) reads as all ones.
pub const QUOT_MAX: u64 = (1 << QUOT_BITS) - 1;
/// Clock edges from a sample on the inputs to its result on `quot`/`out_valid`: a sample
/// presented (with `in_valid`) before rising edge `n` is on the outputs right after edge
/// `n + RECIP_DIV_LATENCY - 1`. One new sample per clock (II = 1).
pub const RECIP_DIV_LATENCY: usize = 8;
/// What `quot` must read for the inputs `(num, den, frac)`: `div_approx` saturated to the
/// 48-bit port. Exact for every input: `num < 2^48`, `den < 2^32`, `frac < 32`.
pub fn expected_quot(num: u64, den: u64, frac: u32) -> u64 {
    debug_assert!(num < 1 << NUM_BITS && den < 1 << DEN_BITS && frac < 1 << FRAC_BITS);
    div_approx(num, den, frac).min(QUOT_MAX)
}

/// Corner-case dividends and divisors of the RecipDiv tests: zeros, ones, the 12-bit
/// mantissa boundary, the 48-bit saturation edge, divisors whose ROM index is a left shift.
pub const CORNER_NUMS: [u64; 9] = [
    0,
    1,
    2,
    0xFFF,
    0x1000,
    0x1FFF,
    123_456_789,
    (1 << 47) + 1,
    QUOT_MAX,
];
pub const CORNER_DENS: [u64; 10] = [
    0,
    1,
    2,
    3,
    0x3FF,
    0x400,
    0x7FF,
    75_000,
    0x8000_0000,
    0xFFFF_FFFF,
];

// The datapath below is written for these constants; changing them needs a new datapath.
const _: () = assert!(MUL_BITS == 12 && RECIP_INDEX_BITS == 10);

/// `quot = min(div_approx(num, den, frac), 2^48 - 1)` ([`expected_quot`]), pipelined:
/// fixed latency [`RECIP_DIV_LATENCY`] = 8, a new sample every clock, `out_valid` is
/// `in_valid` delayed by the latency. No reset: the pipeline holds whatever flows through it,
/// only `out_valid` qualifies `quot`.
///
/// `div_approx` in hardware terms: with `p` = position of `den`'s leading one and
/// `e = max(0, bit_len(num) - 12)`, `quot = (m x r) x 2^t` (floor, saturating), where
/// `m = num >> e` (12 bits), `r = RECIP_ROM[10 bits below den's leading one]` (12 bits) and
/// `t = frac - 12 - p + e` in -43..=55. The shift is a right shift of the 24-bit product
/// placed at bits 71..48 of a 72-bit word by `u = 48 - t = 91 - w`, `w = frac + lz + e`
/// (`lz = 31 - p`, the leading zeros of the 32-bit `den`): `u >= 72` (`w <= 19`) shifts
/// everything out, `u < 0` (`w > 91`) overflows.
///
/// Both leading-one detectors are one-hot, so that normalising needs neither a priority
/// chain nor a barrel shifter: smearing a word's bits downwards (`s = x | x >> 1 | ... `, an OR tree)
/// and `s & !(s >> 1)` mark its leading one; the normalised operands are then AND-OR
/// selections by that one-hot word, and `e`/`lz` OR-encodings of it.
///
/// | stage | registers | logic in front of the next register |
/// |---|---|---|
/// | R1 | `num`, `den`, `frac`, `in_valid` | one-hot `e` (37 bits, from `{num[47:11], 1}`) and one-hot `p` (32 bits) ([`LeadingOne`]); `den == 0`, `num != 0` |
/// | R2 | + one-hot `e`, one-hot `p`, flags | `m` (AND-OR select of `num`), ROM address = the 10 bits below den's leading one (AND-OR select), binary `e` and `lz` (OR encoders) |
/// | R3 | ROM word `r` (the `SyncROM`'s read register, in the iCE40 BRAM), `m`, `e`, `lz`, `frac`, flags | `w = frac + lz + e`, `3m` |
/// | R4 | `r` in the fabric (the block RAM's output registered), `m`, `w`, flags | `u = 91 - w` (7 bits, wrapping); sat = `den == 0 or (num != 0 and w > 91)` |
/// | R5 | `m`, `r` (a [`DspMul`]'s operand registers: the MULT18X18D's own on the ECP5), `u`, sat | the 12 x 12 multiply `P = m x r` |
/// | R6 | `P`, `u`, sat | coarse shift `Z = (P << 48) >> (u & 0x78)` (72 bits) |
/// | R7 | `Z`, `u & 7`, sat | fine shift `Y = Z >> (u & 7)`; all ones if sat or `Y[71:48] != 0` |
/// | R8 | `quot` (48 bits), `out_valid` | - |
///
/// The outputs are driven straight from R8.
#[ports]
#[derive(LogicBlock)]
pub struct RecipDiv {
    pub clock: Signal<In, Clock>,
    /// A sample is on `num`/`den`/`frac` this cycle.
    pub in_valid: Signal<In, Bit>,
    /// Dividend, up to 48 bits.
    pub num: Signal<In, Bits<NUM_BITS>>,
    /// Divisor, up to 32 bits; 0 saturates.
    pub den: Signal<In, Bits<DEN_BITS>>,
    /// Fraction bits of the quotient (0 for fulfill, MUL_BITS for MD).
    pub frac: Signal<In, Bits<FRAC_BITS>>,
    /// `quot` holds the result of a sample, `RECIP_DIV_LATENCY` clocks after it came in.
    pub out_valid: Signal<Out, Bit>,
    /// `min(div_approx(num, den, frac), 2^48 - 1)`.
    pub quot: Signal<Out, Bits<QUOT_BITS>>,
    // R1: inputs
    v1: DFF<Bit>,
    num1: DFF<Bits<48>>,
    den1: DFF<Bits<32>>,
    frac1: DFF<Bits<5>>,
    num_lead: LeadingOne<37>,
    den_lead: LeadingOne<32>,
    // R2: one-hot leading ones
    v2: DFF<Bit>,
    num2: DFF<Bits<48>>,
    den2: DFF<Bits<32>>,
    frac2: DFF<Bits<5>>,
    noh2: DFF<Bits<37>>,
    doh2: DFF<Bits<32>>,
    /// the ROM's index, chosen in R1
    idx2: DFF<Bits<10>>,
    dz2: DFF<Bit>,
    nz2: DFF<Bit>,
    m: Signal<Local, Bits<12>>,
    dx: Signal<Local, Bits<41>>,
    idx: Signal<Local, Bits<10>>,
    e: Signal<Local, Bits<6>>,
    lz: Signal<Local, Bits<5>>,
    // R3: reciprocal ROM word (registered inside the ROM), normalised num, shift terms
    #[init]
    rom: SyncROM<Bits<12>, 10>,
    v3: DFF<Bit>,
    m3: DFF<Bits<12>>,
    e3: DFF<Bits<6>>,
    lz3: DFF<Bits<5>>,
    frac3: DFF<Bits<5>>,
    dz3: DFF<Bit>,
    nz3: DFF<Bit>,
    // R4: ROM word in the fabric, w
    v4: DFF<Bit>,
    r4: DFF<Bits<12>>,
    m4: DFF<Bits<12>>,
    /// the 12 x 12 multiply (operands in R5, product in R6)
    mul: DspMul<12, 12, 24, true>,
    w4: DFF<Bits<7>>,
    dz4: DFF<Bit>,
    nz4: DFF<Bit>,
    // R5: partial products, u, saturation
    v5: DFF<Bit>,
    u5: DFF<Bits<7>>,
    sat5: DFF<Bit>,
    // R6: product
    v6: DFF<Bit>,
    u6: DFF<Bits<7>>,
    sat6: DFF<Bit>,
    // R7: coarse shift
    v7: DFF<Bit>,
    z7: DFF<Bits<72>>,
    f7: DFF<Bits<3>>,
    sat7: DFF<Bit>,
    y: Signal<Local, Bits<72>>,
    // R8: output
    v8: DFF<Bit>,
    q8: DFF<Bits<48>>,
}

impl Logic for RecipDiv {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, v1, num1, den1, frac1, v2, num2, den2, frac2, noh2, doh2, idx2, dz2, nz2,
            v3, m3, e3, lz3, frac3, dz3, nz3, v4, r4, m4, w4, dz4, nz4, v5, u5, sat5, v6, u6, sat6,
            v7, z7, f7, sat7, v8, q8
        );
        self.rom.clock.next = self.clock.val();
        // ---- R1: register the inputs
        self.v1.d.next = self.in_valid.val();
        self.num1.d.next = self.num.val();
        self.den1.d.next = self.den.val();
        self.frac1.d.next = self.frac.val();
        // one-hot e: the leading one of {num[47:11], 1} is at e = max(0, bit_len(num) - 12)
        self.num_lead.x.next = bit_cast::<37, 48>(self.num1.q.val() >> 11) | 1;
        self.noh2.d.next = self.num_lead.one_hot.val();
        // one-hot p (0 when den == 0)
        self.den_lead.x.next = self.den1.q.val();
        self.doh2.d.next = self.den_lead.one_hot.val();
        // ROM index: the 10 bits below den's leading one, bit i = (den << 10)[i + p], chosen
        // in R1 beside the one-hot and registered (`idx2`): only a register before the ROM's
        // block-RAM address (its 32-way choice was a 10 ns path on the ECP5)
        self.dx.next = bit_cast::<41, 32>(self.den1.q.val()) << 10;
        self.idx.next = bits::<10>(0)
            .replace_bit(
                0,
                (self.den_lead.one_hot.val() & self.dx.val().get_bits::<32>(0)).any(),
            )
            .replace_bit(
                1,
                (self.den_lead.one_hot.val() & self.dx.val().get_bits::<32>(1)).any(),
            )
            .replace_bit(
                2,
                (self.den_lead.one_hot.val() & self.dx.val().get_bits::<32>(2)).any(),
            )
            .replace_bit(
                3,
                (self.den_lead.one_hot.val() & self.dx.val().get_bits::<32>(3)).any(),
            )
            .replace_bit(
                4,
                (self.den_lead.one_hot.val() & self.dx.val().get_bits::<32>(4)).any(),
            )
            .replace_bit(
                5,
                (self.den_lead.one_hot.val() & self.dx.val().get_bits::<32>(5)).any(),
            )
            .replace_bit(
                6,
                (self.den_lead.one_hot.val() & self.dx.val().get_bits::<32>(6)).any(),
            )
            .replace_bit(
                7,
                (self.den_lead.one_hot.val() & self.dx.val().get_bits::<32>(7)).any(),
            )
            .replace_bit(
                8,
                (self.den_lead.one_hot.val() & self.dx.val().get_bits::<32>(8)).any(),
            )
            .replace_bit(
                9,
                (self.den_lead.one_hot.val() & self.dx.val().get_bits::<32>(9)).any(),
            );
        self.idx2.d.next = self.idx.val();
        self.dz2.d.next = !self.den1.q.val().any();
        self.nz2.d.next = self.num1.q.val().any();
        // ---- R2
        self.v2.d.next = self.v1.q.val();
        self.num2.d.next = self.num1.q.val();
        self.den2.d.next = self.den1.q.val();
        self.frac2.d.next = self.frac1.q.val();
        // (#[hdl_gen] 0.46 can neither read `.next` nor compile `set_bit`, so the words below
        // are chains of replace_bit over the constant 0; every bit is an AND-OR tree.)
        // m = num >> e: bit i = num[i + e]
        self.m.next = bits::<12>(0)
            .replace_bit(
                0,
                (self.noh2.q.val() & self.num2.q.val().get_bits::<37>(0)).any(),
            )
            .replace_bit(
                1,
                (self.noh2.q.val() & self.num2.q.val().get_bits::<37>(1)).any(),
            )
            .replace_bit(
                2,
                (self.noh2.q.val() & self.num2.q.val().get_bits::<37>(2)).any(),
            )
            .replace_bit(
                3,
                (self.noh2.q.val() & self.num2.q.val().get_bits::<37>(3)).any(),
            )
            .replace_bit(
                4,
                (self.noh2.q.val() & self.num2.q.val().get_bits::<37>(4)).any(),
            )
            .replace_bit(
                5,
                (self.noh2.q.val() & self.num2.q.val().get_bits::<37>(5)).any(),
            )
            .replace_bit(
                6,
                (self.noh2.q.val() & self.num2.q.val().get_bits::<37>(6)).any(),
            )
            .replace_bit(
                7,
                (self.noh2.q.val() & self.num2.q.val().get_bits::<37>(7)).any(),
            )
            .replace_bit(
                8,
                (self.noh2.q.val() & self.num2.q.val().get_bits::<37>(8)).any(),
            )
            .replace_bit(
                9,
                (self.noh2.q.val() & self.num2.q.val().get_bits::<37>(9)).any(),
            )
            .replace_bit(
                10,
                (self.noh2.q.val() & self.num2.q.val().get_bits::<37>(10)).any(),
            )
            .replace_bit(
                11,
                (self.noh2.q.val() & self.num2.q.val().get_bits::<37>(11)).any(),
            );
        self.rom.address.next = self.idx2.q.val();
        // binary e and lz = 31 - p: OR-encoders of the one-hot words. Bit k of e is set by
        // the one-hot positions j with bit k of j set, bit k of lz by those with bit k of
        // 31 - j set (masks as literals: consts would be emitted as identifiers).
        self.e.next = bits::<6>(0)
            .replace_bit(0, (self.noh2.q.val() & 0x0A_AAAA_AAAAu64).any())
            .replace_bit(1, (self.noh2.q.val() & 0x0C_CCCC_CCCCu64).any())
            .replace_bit(2, (self.noh2.q.val() & 0x10_F0F0_F0F0u64).any())
            .replace_bit(3, (self.noh2.q.val() & 0x00_FF00_FF00u64).any())
            .replace_bit(4, (self.noh2.q.val() & 0x00_FFFF_0000u64).any())
            .replace_bit(5, (self.noh2.q.val() & 0x1F_0000_0000u64).any());
        self.lz.next = bits::<5>(0)
            .replace_bit(0, (self.doh2.q.val() & 0x5555_5555u64).any())
            .replace_bit(1, (self.doh2.q.val() & 0x3333_3333u64).any())
            .replace_bit(2, (self.doh2.q.val() & 0x0F0F_0F0Fu64).any())
            .replace_bit(3, (self.doh2.q.val() & 0x00FF_00FFu64).any())
            .replace_bit(4, (self.doh2.q.val() & 0x0000_FFFFu64).any());
        // ---- R3
        self.v3.d.next = self.v2.q.val();
        self.m3.d.next = self.m.val();
        self.e3.d.next = self.e.val();
        self.lz3.d.next = self.lz.val();
        self.frac3.d.next = self.frac2.q.val();
        self.dz3.d.next = self.dz2.q.val();
        self.nz3.d.next = self.nz2.q.val();
        // w = frac + lz + e
        self.w4.d.next = bit_cast::<7, 5>(self.frac3.q.val())
            + bit_cast::<7, 5>(self.lz3.q.val())
            + bit_cast::<7, 6>(self.e3.q.val());
        // ---- R4: the ROM word leaves the block RAM into a register (its clock-to-out is 5.6 ns
        // on the ECP5)
        self.v4.d.next = self.v3.q.val();
        self.r4.d.next = self.rom.data.val();
        self.m4.d.next = self.m3.q.val();
        self.dz4.d.next = self.dz3.q.val();
        self.nz4.d.next = self.nz3.q.val();
        // ---- R5: the 12 x 12 multiply in the DSP (its operands registered at R4's end, its
        // product at R5's); u = 48 - t = 91 - w (u in 72..=91 shifts everything out; a
        // wrapped u < 0 only occurs with sat set or a zero product)
        self.v5.d.next = self.v4.q.val();
        self.mul.clock.next = self.clock.val();
        self.mul.a.next = self.m4.q.val();
        self.mul.b.next = self.r4.q.val();
        self.u5.d.next = bits::<7>(91) - self.w4.q.val();
        self.sat5.d.next = self.dz4.q.val() | (self.nz4.q.val() & (self.w4.q.val() > 91));
        // ---- R6: the product
        self.v6.d.next = self.v5.q.val();
        self.u6.d.next = self.u5.q.val();
        self.sat6.d.next = self.sat5.q.val();
        // ---- R7: coarse shift by a multiple of 8
        self.v7.d.next = self.v6.q.val();
        self.z7.d.next = (bit_cast::<72, 24>(self.mul.p.val()) << 48) >> (self.u6.q.val() & 0x78);
        self.f7.d.next = self.u6.q.val().get_bits::<3>(0);
        self.sat7.d.next = self.sat6.q.val();
        // ---- R8: fine shift, saturation
        self.v8.d.next = self.v7.q.val();
        self.y.next = self.z7.q.val() >> self.f7.q.val();
        self.q8.d.next = self.y.val().get_bits::<48>(0);
        if self.sat7.q.val() | self.y.val().get_bits::<24>(48).any() {
            // QUOT_MAX (as a literal: a const would be emitted as an identifier)
            self.q8.d.next = bits::<48>(0xFFFF_FFFF_FFFFu64);
        }
        // ---- outputs
        self.out_valid.next = self.v8.q.val();
        self.quot.next = self.q8.q.val();
    }
}

impl RecipDiv {
    pub fn new() -> Self {
        RecipDiv::with_init(RecipDivInit {
            rom: RECIP_ROM.iter().map(|&r| (r as u64).to_bits::<12>()).into(),
        })
    }
}

impl Default for RecipDiv {
    fn default() -> Self {
        Self::new()
    }
}

/// Verilog of a bare `RecipDiv` (top module `top`).
pub fn verilog() -> String {
    let mut uut = RecipDiv::new();
    uut.connect_all();
    generate_verilog(&uut)
}
