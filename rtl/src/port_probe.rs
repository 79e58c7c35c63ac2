//! `PortProbe`: the co-simulation infrastructure's own test top (`cosim/tests/cosim/verilated_ports.rs`),
//! with a port of every width class Verilator maps differently (CData <= 8 bits, SData <= 16,
//! IData <= 32, QData <= 64, VlWide beyond) and a signed one.

use rust_hdl::prelude::*;

/// `q<w>` = `!a<w>` registered at the rising edge, `qs16` = `s16` registered, `c8` =
/// `!a8` combinational, `count` = rising edges seen (wrapping).
#[derive(LogicBlock, Default)]
pub struct PortProbe {
    pub clock: Signal<In, Clock>,
    pub a1: Signal<In, Bit>,
    pub a8: Signal<In, Bits<8>>,
    pub a9: Signal<In, Bits<9>>,
    pub a16: Signal<In, Bits<16>>,
    pub a17: Signal<In, Bits<17>>,
    pub a32: Signal<In, Bits<32>>,
    pub a33: Signal<In, Bits<33>>,
    pub a64: Signal<In, Bits<64>>,
    pub a65: Signal<In, Bits<65>>,
    pub a100: Signal<In, Bits<100>>,
    pub s16: Signal<In, Signed<16>>,
    pub q1: Signal<Out, Bit>,
    pub q8: Signal<Out, Bits<8>>,
    pub q9: Signal<Out, Bits<9>>,
    pub q16: Signal<Out, Bits<16>>,
    pub q17: Signal<Out, Bits<17>>,
    pub q32: Signal<Out, Bits<32>>,
    pub q33: Signal<Out, Bits<33>>,
    pub q64: Signal<Out, Bits<64>>,
    pub q65: Signal<Out, Bits<65>>,
    pub q100: Signal<Out, Bits<100>>,
    pub qs16: Signal<Out, Signed<16>>,
    pub c8: Signal<Out, Bits<8>>,
    pub count: Signal<Out, Bits<32>>,
    r1: DFF<Bit>,
    r8: DFF<Bits<8>>,
    r9: DFF<Bits<9>>,
    r16: DFF<Bits<16>>,
    r17: DFF<Bits<17>>,
    r32: DFF<Bits<32>>,
    r33: DFF<Bits<33>>,
    r64: DFF<Bits<64>>,
    r65: DFF<Bits<65>>,
    r100: DFF<Bits<100>>,
    rs16: DFF<Signed<16>>,
    rcount: DFF<Bits<32>>,
}

impl Logic for PortProbe {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, r1, r8, r9, r16, r17, r32, r33, r64, r65, r100, rs16, rcount);
        self.r1.d.next = !self.a1.val();
        self.r8.d.next = !self.a8.val();
        self.r9.d.next = !self.a9.val();
        self.r16.d.next = !self.a16.val();
        self.r17.d.next = !self.a17.val();
        self.r32.d.next = !self.a32.val();
        self.r33.d.next = !self.a33.val();
        self.r64.d.next = !self.a64.val();
        self.r65.d.next = !self.a65.val();
        self.r100.d.next = !self.a100.val();
        self.rs16.d.next = self.s16.val();
        self.rcount.d.next = self.rcount.q.val() + 1;
        self.q1.next = self.r1.q.val();
        self.q8.next = self.r8.q.val();
        self.q9.next = self.r9.q.val();
        self.q16.next = self.r16.q.val();
        self.q17.next = self.r17.q.val();
        self.q32.next = self.r32.q.val();
        self.q33.next = self.r33.q.val();
        self.q64.next = self.r64.q.val();
        self.q65.next = self.r65.q.val();
        self.q100.next = self.r100.q.val();
        self.qs16.next = self.rs16.q.val();
        self.c8.next = !self.a8.val();
        self.count.next = self.rcount.q.val();
    }
}

/// Verilog of a bare `PortProbe` (top module `top`).
pub fn verilog() -> String {
    let mut uut = PortProbe::default();
    uut.connect_all();
    generate_verilog(&uut)
}
