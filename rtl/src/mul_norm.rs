//! `MulNorm`: the hardware twin of [`golden_model::hwmath::mul_norm`], the normalised
//! multiply of every gain and scale (start BDP, fast increase, Mul A, Mul B, MD cut).

use golden_model::hwmath::{mul_norm, MUL_BITS};
use rust_hdl::prelude::*;

/// Width of the `a` port (48-bit credits and windows).
pub const A_BITS: usize = 48;
/// Width of the `b` port.
pub const B_BITS: usize = 32;
/// Width of the `s` port: a two's complement shift in -128..=127.
pub const S_BITS: usize = 8;
/// Width of the `y` port.
pub const Y_BITS: usize = 48;
/// Largest `y`: every product that does not fit 48 bits (the golden model saturates at
/// `i64::MAX`) reads as all ones.
pub const Y_MAX: u64 = (1 << Y_BITS) - 1;
/// Clock edges from a sample on the inputs to its result on `y`/`out_valid`: a sample
/// presented (with `in_valid`) before rising edge `n` is on the outputs right after edge
/// `n + MUL_NORM_LATENCY - 1`. One new sample per clock (II = 1).
pub const MUL_NORM_LATENCY: usize = 5;
/// What `y` must read for the inputs `(a, b, s)`: `mul_norm` saturated to the 48-bit port.
/// Exact for every input: `a < 2^48`, `b < 2^32`, `-128 <= s <= 127`.
pub fn expected(a: u64, b: u64, s: i32) -> u64 {
    debug_assert!(a < 1 << A_BITS && b < 1 << B_BITS && (-128..=127).contains(&s));
    mul_norm(a, b, s).min(Y_MAX)
}

// The datapath below is written for this constant; changing it needs a new datapath.
const _: () = assert!(MUL_BITS == 12);

/// `y = min(mul_norm(a, b, s), 2^48 - 1)` ([`expected`]), pipelined: fixed latency
/// [`MUL_NORM_LATENCY`] = 5, a new sample every clock, `out_valid` is `in_valid` delayed by
/// the latency. No reset: the pipeline holds whatever flows through it, only `out_valid`
/// qualifies `y`.
///
/// `mul_norm` in hardware terms: both operands are normalised with their leading one at bit
/// 11 of a 12-bit mantissa, `a ~= ma x 2^(pa - 11)` and `b ~= mb x 2^(pb - 11)` (`pa`, `pb` =
/// positions of the leading ones; the bits below the 12-bit window are dropped exactly as
/// `hwmath::norm` drops them, and an operand below 2^11 is shifted left, which is exact), so
/// `y = floor(P x 2^T)` with `P = ma x mb` in [2^22, 2^24) and `T = s + pa + pb - 22`.
/// Because `P`'s leading one is at bit 22 or 23, no leading-one detection follows the
/// multiply: `y` saturates if `T >= 26`, or `T = 25` and `P[23]`; `y = 0` if `T <= -24` (or an
/// operand is 0, then `P = 0`). In between, `y` is `P` shifted left by `w = T + 23` in 0..=48
/// and cut at bit 23: with `w = 4c + f`, the fine part `f` shifts `ma` before the multiply
/// (left shifts are exact; `ma << f` has 15 bits), the coarse part is a one-hot choice among
/// the 13 offsets `4c` of the 27-bit product `P << f`.
///
/// The normalising shifts are split the same way: with `pa = 8 hi + lo`, a one-hot choice by
/// the 8-bit group `hi` of the leading one selects a 19-bit window of `a << 11`, and a
/// one-hot choice by `lo` the mantissa in it (`b` likewise). Every mux is a one-hot AND-OR
/// (yosys maps it to a balanced LUT tree) and the leading ones come from a prefix OR
/// (`x | x >> 1 | x >> 2 | ...`), never from a priority chain of `if`s.
///
/// | stage | registers | logic in front of the next register |
/// |---|---|---|
/// | R1 | `a`, `b`, `s`, `in_valid` | leading-one one-hots `x & !(prefix-OR(x) >> 1)` of `a` and `b`, folded into the one-hot group `hi` (6 + 4 bits) and the one-hot in-group position `lo` (8 + 8 bits) |
/// | R2 | + `hi`, `lo` of both operands | window select by `hi`, mantissa select by `lo` (`ma`, `mb`); `pa`, `pb` encoded; `f = w mod 4` (a 2-bit add), `ma << f`; `w + 128 = (s + 128) + pa + pb + 1` (9 bits); both operands non-zero |
/// | R3 | `ma << f` (15 bits), `mb` (2 x 6 bits), `w + 128`, non-zero | two 15 x 6 partial products `(ma << f) x mb[5:0]`, `(ma << f) x mb[11:6]`; one-hot coarse offset `c` (13 bits, all 0 if `w < 0`), saturation flags `w > 48`, `w = 48` |
/// | R4 | partial products (2 x 21 bits), `c`, flags | `P << f = pp0 + pp1 << 6` (27 bits), coarse select, saturate if `w > 48` or (`w = 48` and `P[23]`) |
/// | R5 | `y` (48 bits), `out_valid` | - |
///
/// The outputs are driven straight from R5.
///
/// Why not latency 4 (measured with yosys 0.23 / nextpnr 0.4, HX8K, register to register):
/// the normalisation alone is at least 7 LUT levels (flat one-hot mantissa selects of both
/// operands: 95 MHz and 650 LUTs on their own), a 12 x 12 multiply in one stage reaches 85
/// MHz, and a final stage with the product's adder, a 49-position shift and the saturation
/// 87 to 102 MHz; a complete 4-stage version (normalise | 12 x 6 partial products | add, shift,
/// saturate) closed at 78 to 90 MHz with 1,300 LUTs. Five stages balance at 100 to 105 MHz
/// by splitting the normalisation into detection and selection and moving the fine part of
/// the final shift in front of the multiply.
#[derive(LogicBlock)]
pub struct MulNorm {
    pub clock: Signal<In, Clock>,
    /// A sample is on `a`/`b`/`s` this cycle.
    pub in_valid: Signal<In, Bit>,
    /// First operand, up to 48 bits.
    pub a: Signal<In, Bits<A_BITS>>,
    /// Second operand, up to 32 bits.
    pub b: Signal<In, Bits<B_BITS>>,
    /// Shift, two's complement, -128..=127.
    pub s: Signal<In, Bits<S_BITS>>,
    /// `y` holds the result of a sample, `MUL_NORM_LATENCY` clocks after it came in.
    pub out_valid: Signal<Out, Bit>,
    /// `min(mul_norm(a, b, s), 2^48 - 1)`.
    pub y: Signal<Out, Bits<Y_BITS>>,
    // R1: inputs
    v1: DFF<Bit>,
    a1: DFF<Bits<48>>,
    b1: DFF<Bits<32>>,
    s1: DFF<Bits<8>>,
    // prefix ORs (bit i = any bit at or above i) and leading-one one-hots
    sa: [Signal<Local, Bits<48>>; 6],
    sb: [Signal<Local, Bits<32>>; 5],
    lead_a: Signal<Local, Bits<48>>,
    lead_b: Signal<Local, Bits<32>>,
    // R2: one-hot group (hi) and in-group position (lo) of the leading ones
    v2: DFF<Bit>,
    a2: DFF<Bits<48>>,
    b2: DFF<Bits<32>>,
    s2: DFF<Bits<8>>,
    hia: [DFF<Bit>; 6],
    hib: [DFF<Bit>; 4],
    loa: DFF<Bits<8>>,
    lob: DFF<Bits<8>>,
    // a << 11 and b << 11, so that every window is an in-range slice
    xa: Signal<Local, Bits<59>>,
    xb: Signal<Local, Bits<43>>,
    wa_k: [Signal<Local, Bits<19>>; 6],
    wb_k: [Signal<Local, Bits<19>>; 4],
    wa: Signal<Local, Bits<19>>,
    wb: Signal<Local, Bits<19>>,
    ma_r: [Signal<Local, Bits<12>>; 8],
    mb_r: [Signal<Local, Bits<12>>; 8],
    pa: Signal<Local, Bits<9>>,
    pb: Signal<Local, Bits<9>>,
    ma: Signal<Local, Bits<12>>,
    mb: Signal<Local, Bits<12>>,
    f: Signal<Local, Bits<2>>,
    // R3: normalised mantissas (ma << f), left-aligned in 16 bits (see the multiply), w + 128
    v3: DFF<Bit>,
    ma3: DFF<Bits<16>>,
    mbl3: DFF<Bits<16>>,
    mbh3: DFF<Bits<16>>,
    w3: DFF<Bits<9>>,
    nz3: DFF<Bit>,
    // R4: partial products, shift selects, saturation flags
    v4: DFF<Bit>,
    pp0: DFF<Bits<21>>,
    pp1: DFF<Bits<21>>,
    c4: [DFF<Bit>; 13],
    satf4: DFF<Bit>,
    eqf4: DFF<Bit>,
    p: Signal<Local, Bits<27>>,
    px: Signal<Local, Bits<96>>,
    y_c: [Signal<Local, Bits<48>>; 13],
    // R5: output
    v5: DFF<Bit>,
    y5: DFF<Bits<48>>,
}

impl Logic for MulNorm {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, v1, a1, b1, s1, v2, a2, b2, s2, loa, lob, v3, ma3, mbl3, mbh3, w3, nz3,
            v4, pp0, pp1, satf4, eqf4, v5, y5
        );
        for k in 0..6 {
            self.hia[k].clock.next = self.clock.val();
        }
        for k in 0..4 {
            self.hib[k].clock.next = self.clock.val();
        }
        for k in 0..13 {
            self.c4[k].clock.next = self.clock.val();
        }
        // ---- R1: register the inputs
        self.v1.d.next = self.in_valid.val();
        self.a1.d.next = self.a.val();
        self.b1.d.next = self.b.val();
        self.s1.d.next = self.s.val();
        // leading ones: prefix OR from the top, then the one bit whose upper neighbours are 0
        self.sa[0].next = self.a1.q.val() | (self.a1.q.val() >> 1);
        self.sa[1].next = self.sa[0].val() | (self.sa[0].val() >> 2);
        self.sa[2].next = self.sa[1].val() | (self.sa[1].val() >> 4);
        self.sa[3].next = self.sa[2].val() | (self.sa[2].val() >> 8);
        self.sa[4].next = self.sa[3].val() | (self.sa[3].val() >> 16);
        self.sa[5].next = self.sa[4].val() | (self.sa[4].val() >> 32);
        self.lead_a.next = self.a1.q.val() & !(self.sa[5].val() >> 1);
        self.sb[0].next = self.b1.q.val() | (self.b1.q.val() >> 1);
        self.sb[1].next = self.sb[0].val() | (self.sb[0].val() >> 2);
        self.sb[2].next = self.sb[1].val() | (self.sb[1].val() >> 4);
        self.sb[3].next = self.sb[2].val() | (self.sb[2].val() >> 8);
        self.sb[4].next = self.sb[3].val() | (self.sb[3].val() >> 16);
        self.lead_b.next = self.b1.q.val() & !(self.sb[4].val() >> 1);
        // ---- R2: group and in-group position of the leading ones (none for a zero operand)
        self.v2.d.next = self.v1.q.val();
        self.a2.d.next = self.a1.q.val();
        self.b2.d.next = self.b1.q.val();
        self.s2.d.next = self.s1.q.val();
        for k in 0..6 {
            self.hia[k].d.next = self.lead_a.val().get_bits::<8>(8 * k).any();
        }
        for k in 0..4 {
            self.hib[k].d.next = self.lead_b.val().get_bits::<8>(8 * k).any();
        }
        self.loa.d.next = self.lead_a.val().get_bits::<8>(0)
            | self.lead_a.val().get_bits::<8>(8)
            | self.lead_a.val().get_bits::<8>(16)
            | self.lead_a.val().get_bits::<8>(24)
            | self.lead_a.val().get_bits::<8>(32)
            | self.lead_a.val().get_bits::<8>(40);
        self.lob.d.next = self.lead_b.val().get_bits::<8>(0)
            | self.lead_b.val().get_bits::<8>(8)
            | self.lead_b.val().get_bits::<8>(16)
            | self.lead_b.val().get_bits::<8>(24);
        // normalising shifts: the leading one at 8 hi + lo is bit lo + 11 of the window
        // x[8 hi + 18 : 8 hi] (x = operand << 11), and the mantissa is window[lo + 11 : lo]
        self.xa.next = bit_cast::<59, 48>(self.a2.q.val()) << 11;
        self.xb.next = bit_cast::<43, 32>(self.b2.q.val()) << 11;
        for k in 0..6 {
            self.wa_k[k].next = 0.into();
            if self.hia[k].q.val() {
                self.wa_k[k].next = self.xa.val().get_bits::<19>(8 * k);
            }
        }
        for k in 0..4 {
            self.wb_k[k].next = 0.into();
            if self.hib[k].q.val() {
                self.wb_k[k].next = self.xb.val().get_bits::<19>(8 * k);
            }
        }
        self.wa.next = self.wa_k[0].val()
            | self.wa_k[1].val()
            | self.wa_k[2].val()
            | self.wa_k[3].val()
            | self.wa_k[4].val()
            | self.wa_k[5].val();
        self.wb.next =
            self.wb_k[0].val() | self.wb_k[1].val() | self.wb_k[2].val() | self.wb_k[3].val();
        for r in 0..8 {
            self.ma_r[r].next = 0.into();
            if self.loa.q.val().get_bit(r) {
                self.ma_r[r].next = self.wa.val().get_bits::<12>(r);
            }
            self.mb_r[r].next = 0.into();
            if self.lob.q.val().get_bit(r) {
                self.mb_r[r].next = self.wb.val().get_bits::<12>(r);
            }
        }
        // pa = 8 hi + lo, as 9-bit addends
        self.pa.next = bit_cast::<9, 1>((self.loa.q.val() & 0xAA).any().into())
            | (bit_cast::<9, 1>((self.loa.q.val() & 0xCC).any().into()) << 1)
            | (bit_cast::<9, 1>((self.loa.q.val() & 0xF0).any().into()) << 2)
            | (bit_cast::<9, 1>(
                (self.hia[1].q.val() | self.hia[3].q.val() | self.hia[5].q.val()).into(),
            ) << 3)
            | (bit_cast::<9, 1>((self.hia[2].q.val() | self.hia[3].q.val()).into()) << 4)
            | (bit_cast::<9, 1>((self.hia[4].q.val() | self.hia[5].q.val()).into()) << 5);
        self.pb.next = bit_cast::<9, 1>((self.lob.q.val() & 0xAA).any().into())
            | (bit_cast::<9, 1>((self.lob.q.val() & 0xCC).any().into()) << 1)
            | (bit_cast::<9, 1>((self.lob.q.val() & 0xF0).any().into()) << 2)
            | (bit_cast::<9, 1>((self.hib[1].q.val() | self.hib[3].q.val()).into()) << 3)
            | (bit_cast::<9, 1>((self.hib[2].q.val() | self.hib[3].q.val()).into()) << 4);
        self.ma.next = self.ma_r[0].val()
            | self.ma_r[1].val()
            | self.ma_r[2].val()
            | self.ma_r[3].val()
            | self.ma_r[4].val()
            | self.ma_r[5].val()
            | self.ma_r[6].val()
            | self.ma_r[7].val();
        self.mb.next = self.mb_r[0].val()
            | self.mb_r[1].val()
            | self.mb_r[2].val()
            | self.mb_r[3].val()
            | self.mb_r[4].val()
            | self.mb_r[5].val()
            | self.mb_r[6].val()
            | self.mb_r[7].val();
        // ---- R3
        self.v3.d.next = self.v2.q.val();
        // the fine part of the final shift, applied to ma (left shifts are exact): f = w mod 4
        self.f.next = self.s2.q.val().get_bits::<2>(0)
            + self.pa.val().get_bits::<2>(0)
            + self.pb.val().get_bits::<2>(0)
            + 1;
        // The multiplier operands are stored left-aligned and shifted down by a constant at
        // the multiply: `bit_cast::<16, 12>(x) * ...` (emitted as `(x & 16'hffff) * ...`)
        // makes yosys 0.23 build a 16-bit-wide multiplier (209 instead of 152 LUTs and 2
        // more LUT levels for a 12 x 6 product), while a constant shift is folded into plain
        // zero-extension before the multiplier is sized.
        self.ma3.d.next = (bit_cast::<16, 12>(self.ma.val()) << self.f.val()) << 1;
        self.mbl3.d.next = bit_cast::<16, 6>(self.mb.val().get_bits::<6>(0)) << 10;
        self.mbh3.d.next = bit_cast::<16, 6>(self.mb.val().get_bits::<6>(6)) << 10;
        // w + 128 = (s + 128) + pa + pb + 1, in 1..=334 (s + 128: flip the sign bit)
        self.w3.d.next =
            bit_cast::<9, 8>(self.s2.q.val() ^ 0x80) + self.pa.val() + self.pb.val() + 1;
        self.nz3.d.next = (self.hia[0].q.val()
            | self.hia[1].q.val()
            | self.hia[2].q.val()
            | self.hia[3].q.val()
            | self.hia[4].q.val()
            | self.hia[5].q.val())
            & (self.hib[0].q.val()
                | self.hib[1].q.val()
                | self.hib[2].q.val()
                | self.hib[3].q.val());
        // ---- R4: (ma << f) x mb as two 15 x 6 partial products
        self.v4.d.next = self.v3.q.val();
        self.pp0.d.next = bit_cast::<21, 32>((self.ma3.q.val() >> 1) * (self.mbl3.q.val() >> 10));
        self.pp1.d.next = bit_cast::<21, 32>((self.ma3.q.val() >> 1) * (self.mbh3.q.val() >> 10));
        // w = 4 c + f in 0..=48 (w + 128 in 128..=176) shifts; below, y = 0 (no c); above,
        // saturate (P is not 0)
        for k in 0..13 {
            self.c4[k].d.next = (self.w3.q.val() >= 128)
                & (self.w3.q.val() <= 176)
                & (self.w3.q.val().get_bits::<5>(2) == k.to_bits::<5>());
        }
        self.satf4.d.next = self.nz3.q.val() & (self.w3.q.val() > 176);
        self.eqf4.d.next = self.nz3.q.val() & (self.w3.q.val() == 176);
        // ---- R5: product, coarse shift, saturation
        self.v5.d.next = self.v4.q.val();
        self.p.next =
            bit_cast::<27, 21>(self.pp0.q.val()) + (bit_cast::<27, 21>(self.pp1.q.val()) << 6);
        // p = P << f; y = floor(p x 2^(4c - 23)) = px[48 - 4c +: 48] with px = p << 25
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
            self.y5.d.next = bits::<48>(0xFFFF_FFFF_FFFFu64); // Y_MAX: a const would be emitted as an identifier
        }
        // ---- outputs
        self.out_valid.next = self.v5.q.val();
        self.y.next = self.y5.q.val();
    }
}

impl MulNorm {
    pub fn new() -> Self {
        Self {
            clock: Default::default(),
            in_valid: Default::default(),
            a: Default::default(),
            b: Default::default(),
            s: Default::default(),
            out_valid: Default::default(),
            y: Default::default(),
            v1: Default::default(),
            a1: Default::default(),
            b1: Default::default(),
            s1: Default::default(),
            sa: Default::default(),
            sb: Default::default(),
            lead_a: Default::default(),
            lead_b: Default::default(),
            v2: Default::default(),
            a2: Default::default(),
            b2: Default::default(),
            s2: Default::default(),
            hia: Default::default(),
            hib: Default::default(),
            loa: Default::default(),
            lob: Default::default(),
            xa: Default::default(),
            xb: Default::default(),
            wa_k: Default::default(),
            wb_k: Default::default(),
            wa: Default::default(),
            wb: Default::default(),
            ma_r: Default::default(),
            mb_r: Default::default(),
            pa: Default::default(),
            pb: Default::default(),
            v3: Default::default(),
            ma: Default::default(),
            f: Default::default(),
            mb: Default::default(),
            ma3: Default::default(),
            mbl3: Default::default(),
            mbh3: Default::default(),
            w3: Default::default(),
            nz3: Default::default(),
            v4: Default::default(),
            pp0: Default::default(),
            pp1: Default::default(),
            c4: Default::default(),
            satf4: Default::default(),
            eqf4: Default::default(),
            p: Default::default(),
            px: Default::default(),
            y_c: Default::default(),
            v5: Default::default(),
            y5: Default::default(),
        }
    }
}

impl Default for MulNorm {
    fn default() -> Self {
        Self::new()
    }
}

/// Verilog of a bare `MulNorm` (top module `top`).
pub fn verilog() -> String {
    let mut uut = MulNorm::new();
    uut.connect_all();
    generate_verilog(&uut)
}
