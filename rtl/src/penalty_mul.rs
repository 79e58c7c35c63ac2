//! `PenaltyMul`: the hardware twin of [`golden_model::nscc::penalty_bytes`], the
//! destination flow-control penalty `bytes x rcv_cwnd_pend >> 7` (exact, no normalisation).

use golden_model::nscc::{penalty_bytes, HwEvent};
use rust_hdl::prelude::*;

/// Width of the `bytes` port (newly acked bytes, 24 bits like `HwEvent::bytes`).
pub const BYTES_BITS: usize = 24;
/// Width of the `pend` port (`rcv_cwnd_pend`, 0..=127).
pub const PEND_BITS: usize = 7;
/// Width of the `penalty` port: `(2^24 - 1) x 127 >> 7` fits 24 bits.
pub const PENALTY_BITS: usize = 24;
/// Clock edges from a sample on the inputs to its result on `penalty`/`out_valid`: a sample
/// presented (with `in_valid`) before rising edge `n` is on the outputs right after edge
/// `n + PENALTY_MUL_LATENCY - 1`. One new sample per clock (II = 1).
pub const PENALTY_MUL_LATENCY: usize = 3;
/// What `penalty` must read for the inputs `(bytes, pend)`: `penalty_bytes` of an event with
/// these fields. Exact for every input: `bytes < 2^24`, `pend < 2^7`.
pub fn expected(bytes: u32, pend: u8) -> u32 {
    debug_assert!(bytes < 1 << BYTES_BITS && pend < 1 << PEND_BITS);
    penalty_bytes(&HwEvent {
        bytes,
        rcv_cwnd_pend: pend,
        ..Default::default()
    })
}

/// `penalty = (bytes x pend) >> 7` ([`expected`]), pipelined: fixed latency
/// [`PENALTY_MUL_LATENCY`] = 3, a new sample every clock, `out_valid` is `in_valid` delayed
/// by the latency. No reset: only `out_valid` qualifies `penalty`.
///
/// The 24 x 7 product is three 8 x 7 partial products `pp_k = bytes[8k+7:8k] x pend` (15
/// bits each): `bytes x pend = pp0 + pp1 << 8 + pp2 << 16`. The shift by 7 is exact on the
/// multiples of 128, so `penalty = ((pp2 << 16 | pp0) >> 7) + (pp1 << 1)` (`pp0` and
/// `pp2 << 16` do not overlap: their sum is a concatenation), only the top 8 bits of `pp0`
/// are kept, and one 23-bit add completes the product.
///
/// | stage | registers | logic in front of the next register |
/// |---|---|---|
/// | R1 | the three bytes of `bytes`, `pend` (left-aligned in 16 bits, see the multiply), `in_valid` | three 8 x 7 partial products |
/// | R2 | `pp0 >> 7` (8 bits), `pp1`, `pp2` (15 bits) | `penalty = (pp2 << 9 \| pp0 >> 7) + (pp1 << 1)` (24 bits) |
/// | R3 | `penalty`, `out_valid` | - |
///
/// The outputs are driven straight from R3. Latency 2 (the whole 24 x 7 multiply in one
/// stage) reaches only 85 MHz on the HX8K; this split 106 to 109 MHz.
#[derive(LogicBlock)]
pub struct PenaltyMul {
    pub clock: Signal<In, Clock>,
    /// A sample is on `bytes`/`pend` this cycle.
    pub in_valid: Signal<In, Bit>,
    /// Newly acked bytes.
    pub bytes: Signal<In, Bits<BYTES_BITS>>,
    /// `rcv_cwnd_pend`: the penalty in 128ths of `bytes`.
    pub pend: Signal<In, Bits<PEND_BITS>>,
    /// `penalty` holds the result of a sample, `PENALTY_MUL_LATENCY` clocks after it came in.
    pub out_valid: Signal<Out, Bit>,
    /// `(bytes x pend) >> 7`.
    pub penalty: Signal<Out, Bits<PENALTY_BITS>>,
    // R1: inputs, the multiplier operands left-aligned in 16 bits
    v1: DFF<Bit>,
    by0: DFF<Bits<16>>,
    by1: DFF<Bits<16>>,
    by2: DFF<Bits<16>>,
    pe1: DFF<Bits<16>>,
    // R2: partial products
    v2: DFF<Bit>,
    pp0h: DFF<Bits<8>>,
    pp1: DFF<Bits<15>>,
    pp2: DFF<Bits<15>>,
    // R3: output
    v3: DFF<Bit>,
    pen3: DFF<Bits<24>>,
}

impl Logic for PenaltyMul {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, v1, by0, by1, by2, pe1, v2, pp0h, pp1, pp2, v3, pen3);
        // ---- R1: register the inputs. The multiplier operands are stored left-aligned and
        // shifted down by a constant at the multiply: `bit_cast::<16, 8>(x) * ...` (emitted as
        // `(x & 16'hffff) * ...`) makes yosys 0.23 build a 16-bit-wide multiplier, while a
        // constant shift is folded into plain zero-extension before the multiplier is sized.
        self.v1.d.next = self.in_valid.val();
        self.by0.d.next = bit_cast::<16, 8>(self.bytes.val().get_bits::<8>(0)) << 8;
        self.by1.d.next = bit_cast::<16, 8>(self.bytes.val().get_bits::<8>(8)) << 8;
        self.by2.d.next = bit_cast::<16, 8>(self.bytes.val().get_bits::<8>(16)) << 8;
        self.pe1.d.next = bit_cast::<16, 7>(self.pend.val()) << 9;
        // ---- R2: 8 x 7 partial products
        self.v2.d.next = self.v1.q.val();
        self.pp0h.d.next =
            bit_cast::<8, 32>(((self.by0.q.val() >> 8) * (self.pe1.q.val() >> 9)) >> 7);
        self.pp1.d.next = bit_cast::<15, 32>((self.by1.q.val() >> 8) * (self.pe1.q.val() >> 9));
        self.pp2.d.next = bit_cast::<15, 32>((self.by2.q.val() >> 8) * (self.pe1.q.val() >> 9));
        // ---- R3: the product shifted by 7 (pp0 >> 7 < 2^8 and pp2 << 9 do not overlap)
        self.v3.d.next = self.v2.q.val();
        self.pen3.d.next = ((bit_cast::<24, 15>(self.pp2.q.val()) << 9)
            | bit_cast::<24, 8>(self.pp0h.q.val()))
            + (bit_cast::<24, 15>(self.pp1.q.val()) << 1);
        // ---- outputs
        self.out_valid.next = self.v3.q.val();
        self.penalty.next = self.pen3.q.val();
    }
}

impl PenaltyMul {
    pub fn new() -> Self {
        Self {
            clock: Default::default(),
            in_valid: Default::default(),
            bytes: Default::default(),
            pend: Default::default(),
            out_valid: Default::default(),
            penalty: Default::default(),
            v1: Default::default(),
            by0: Default::default(),
            by1: Default::default(),
            by2: Default::default(),
            pe1: Default::default(),
            v2: Default::default(),
            pp0h: Default::default(),
            pp1: Default::default(),
            pp2: Default::default(),
            v3: Default::default(),
            pen3: Default::default(),
        }
    }
}

impl Default for PenaltyMul {
    fn default() -> Self {
        Self::new()
    }
}

/// Verilog of a bare `PenaltyMul` (top module `top`).
pub fn verilog() -> String {
    let mut uut = PenaltyMul::new();
    uut.connect_all();
    generate_verilog(&uut)
}
