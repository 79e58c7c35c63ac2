//! `PenaltyMul`: the hardware twin of [`golden_model::nscc::penalty_bytes`], the
//! destination flow-control penalty `bytes x rcv_cwnd_pend >> 7` (exact, no normalisation).

use golden_model::nscc::{penalty_bytes, HwEvent};
use rust_hdl::prelude::*;

use crate::arith::dsp_mul::DspMul;

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
/// The 24 x 7 product is two 12 x 7 products `lo = bytes[11:0] x pend` and `hi =
/// bytes[23:12] x pend` (19 bits each, [`DspMul`]s: on the ECP5 one MULT18X18D each, R1 and
/// R2 their own registers): `bytes x pend = hi << 12 + lo`. The shift by 7 is exact on the
/// multiples of 128, so `penalty = (hi << 5) + (lo >> 7)`: one 24-bit add completes it.
///
/// | stage | registers | logic in front of the next register |
/// |---|---|---|
/// | R1 | the two halves of `bytes`, `pend` (the multipliers' operand registers), `in_valid` | two 12 x 7 products |
/// | R2 | `lo`, `hi` (the multipliers' product registers) | `penalty = (hi << 5) + (lo >> 7)` (24 bits) |
/// | R3 | `penalty`, `out_valid` | - |
///
/// The outputs are driven straight from R3. Latency 2 (the whole 24 x 7 multiply in one
/// stage) reaches only 85 MHz on the HX8K; the split 106 to 109 MHz (measured with three
/// 8 x 7 partial products).
#[derive(LogicBlock, Default)]
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
    // R1 and R2: the valid bits; the operands and products are the multipliers' registers
    v1: DFF<Bit>,
    v2: DFF<Bit>,
    mul_lo: DspMul<12, 7, 19, true>,
    mul_hi: DspMul<12, 7, 19, true>,
    // R3: output
    v3: DFF<Bit>,
    pen3: DFF<Bits<24>>,
}

impl Logic for PenaltyMul {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, v1, v2, v3, pen3);
        // ---- R1: the operands into the multipliers' registers
        self.v1.d.next = self.in_valid.val();
        self.mul_lo.clock.next = self.clock.val();
        self.mul_hi.clock.next = self.clock.val();
        self.mul_lo.a.next = self.bytes.val().get_bits::<12>(0);
        self.mul_hi.a.next = self.bytes.val().get_bits::<12>(12);
        self.mul_lo.b.next = self.pend.val();
        self.mul_hi.b.next = self.pend.val();
        // ---- R2: the products (in the multipliers)
        self.v2.d.next = self.v1.q.val();
        // ---- R3: the product shifted by 7
        self.v3.d.next = self.v2.q.val();
        self.pen3.d.next = (bit_cast::<24, 19>(self.mul_hi.p.val()) << 5)
            + bit_cast::<24, 19>(self.mul_lo.p.val() >> 7);
        // ---- outputs
        self.out_valid.next = self.v3.q.val();
        self.penalty.next = self.pen3.q.val();
    }
}

/// Verilog of a bare `PenaltyMul` (top module `top`).
pub fn verilog() -> String {
    let mut uut = PenaltyMul::default();
    uut.connect_all();
    generate_verilog(&uut)
}

/// Verilog of a `PenaltyMul` as its ECP5 build has it (`NSCC_ECP5` defined: MULT18X18Ds with
/// their registers), with [`crate::arith::dsp_mul::mult18x18d_model`] for Verilator.
pub fn verilog_ecp5() -> String {
    format!(
        "`define NSCC_ECP5\n{}{}",
        verilog(),
        crate::arith::dsp_mul::mult18x18d_model()
    )
}
