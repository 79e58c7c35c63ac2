//! A context store whose read data comes registered twice: rust-hdl's `RAM` followed by a
//! plain register, as one block, so that a target can put that register where its block
//! RAM has one.
//!
//! Why: on the ECP5 a DP16KD read without its output register has 5.8 ns of clock-to-out,
//! and nextpnr routes 4.2-4.6 ns from the block to even a plain flip-flop beside it: 10.3-
//! 10.7 ns, the engine board's limit at 100 MHz once the window's compares were registered
//! (`docs/engine.md`, "The board at 100 MHz"). yosys' ECP5 memory mapping cannot absorb a
//! register after the read port, so for the ECP5 (`NSCC_ECP5` defined, see
//! `nscc_flow::target::Family::yosys_defines`) this block instantiates DP16KDs with
//! `REGMODE_B = "OUTREG"`; everywhere else (Verilator, the iCE40, the proofs) it is the
//! array and two registers. Both read the same word two clocks after the address, and
//! neither promises which word a read of an address in its write cycle returns
//! (`no_rw_check`, as the engine's other RAMs).
//!
//! DP16KD configuration: the narrowest data width whose depth covers the address (x18 for
//! 1,024 words or fewer, x9 for 2,048, x4 for 4,096, x2 for 8,192, x1 for 16,384), the word
//! split over `ceil(W / width)` blocks side by side; the address on ADx13 down to the width's
//! lowest address bit (x18: ADx4, its ADA1..0 are the byte write enables, both on), port A
//! writes, port B reads.

use rust_hdl::prelude::*;
use std::collections::BTreeMap;

/// Clocks from a read address to its data.
pub const CTX_RAM_READ_LATENCY: u64 = 2;

/// `W`-bit words, `2^A` of them; read data two clocks after the address.
#[derive(LogicBlock, Default)]
pub struct CtxRam<const W: usize, const A: usize> {
    pub read_clock: Signal<In, Clock>,
    pub read_address: Signal<In, Bits<A>>,
    pub read_data: Signal<Out, Bits<W>>,
    pub write_clock: Signal<In, Clock>,
    pub write_address: Signal<In, Bits<A>>,
    pub write_data: Signal<In, Bits<W>>,
    pub write_enable: Signal<In, Bit>,
    _mem: BTreeMap<u64, Bits<W>>,
    _word: Bits<W>,
}

/// The DP16KD data width used for `2^a` words, and the address pins' lowest index.
pub fn dp16kd_width(a: usize) -> (usize, usize) {
    match a {
        0..=10 => (18, 4),
        11 => (9, 3),
        12 => (4, 2),
        13 => (2, 1),
        _ => (1, 0),
    }
}

/// The DP16KDs a `w`-bit, `2^a`-word store takes.
pub fn dp16kd_blocks(w: usize, a: usize) -> usize {
    w.div_ceil(dp16kd_width(a).0)
}

impl<const W: usize, const A: usize> Logic for CtxRam<W, A> {
    fn update(&mut self) {
        if self.read_clock.pos_edge() {
            self.read_data.next = self._word;
            let a = self.read_address.val().index() as u64;
            self._word = self._mem.get(&a).copied().unwrap_or_default();
        }
        if self.write_clock.pos_edge() && self.write_enable.val() {
            let a = self.write_address.val().index() as u64;
            self._mem.insert(a, self.write_data.val());
        }
    }

    fn connect(&mut self) {
        self.read_data.connect();
    }

    fn hdl(&self) -> Verilog {
        assert!(A <= 14, "a DP16KD holds at most 2^14 words");
        let (wb, lo) = dp16kd_width(A);
        let n = dp16kd_blocks(W, A);
        let padded = n * wb;
        let mut ada = String::new();
        for pin in 0..14 {
            // (x18: ADx1..0 are byte enables, on for a write, don't care for a read)
            let sig = |p: &str| {
                if pin >= lo && pin - lo < A {
                    format!("{p}[{}]", pin - lo)
                } else if wb == 18 && pin < 2 {
                    "1'b1".to_string()
                } else {
                    "1'b0".to_string()
                }
            };
            ada.push_str(&format!(
                "      .ADA{pin}({}), .ADB{pin}({}),\n",
                sig("write_address"),
                sig("read_address")
            ));
        }
        let mut data = String::new();
        for bit in 0..18 {
            if bit < wb {
                data.push_str(&format!("      .DIA{bit}(wd[g * {wb} + {bit}]),"));
            } else {
                data.push_str(&format!("      .DIA{bit}(1'b0),"));
            }
            data.push_str(&format!(
                " .DIB{bit}(1'b0), .DOA{bit}(doa[{bit}]), .DOB{bit}(dob[{bit}]){}\n",
                if bit == 17 { "" } else { "," }
            ));
        }
        let depth = 1usize << A;
        let pad = if padded > W {
            format!("{{{}'b0, write_data}}", padded - W)
        } else {
            "write_data".to_string()
        };
        let code = format!(
            "
`ifdef NSCC_ECP5
  // {n} DP16KD x{wb}, the read data in each block's output register
  wire [{pm1}:0] wd = {pad};
  wire [{pm1}:0] rd;
  genvar g;
  generate for (g = 0; g < {n}; g = g + 1) begin : blk
    // (port A's read data is not used; port B's pins above the width are unused)
    wire [17:0] doa;
    wire [17:0] dob;
    assign rd[g * {wb} +: {wb}] = dob[{wbm1}:0];
    DP16KD #(
      .DATA_WIDTH_A({wb}), .DATA_WIDTH_B({wb}),
      .REGMODE_A(\"NOREG\"), .REGMODE_B(\"OUTREG\"),
      .RESETMODE(\"SYNC\"), .ASYNC_RESET_RELEASE(\"SYNC\"),
      .CSDECODE_A(\"0b000\"), .CSDECODE_B(\"0b000\"),
      .WRITEMODE_A(\"NORMAL\"), .WRITEMODE_B(\"NORMAL\"),
      .GSR(\"AUTO\")
    ) ram (
      .CLKA(write_clock), .CEA(1'b1), .OCEA(1'b1), .WEA(write_enable), .RSTA(1'b0),
      .CSA0(1'b0), .CSA1(1'b0), .CSA2(1'b0),
      .CLKB(read_clock), .CEB(1'b1), .OCEB(1'b1), .WEB(1'b0), .RSTB(1'b0),
      .CSB0(1'b0), .CSB1(1'b0), .CSB2(1'b0),
{ada}{data}    );
  end endgenerate
  assign read_data = rd[{wm1}:0];
`else
  (* no_rw_check *) reg [{wm1}:0] mem[{dm1}:0];
  reg [{wm1}:0] word;
  reg [{wm1}:0] out;
  integer i;
  initial begin
    for (i = 0; i < {depth}; i = i + 1) mem[i] = {W}'h0;
    word = {W}'h0;
    out = {W}'h0;
  end
  always @(posedge read_clock) begin
    word <= mem[read_address];
    out <= word;
  end
  always @(posedge write_clock) begin
    if (write_enable) mem[write_address] <= write_data;
  end
  assign read_data = out;
`endif
",
            pm1 = padded - 1,
            wm1 = W - 1,
            wbm1 = wb - 1,
            dm1 = depth - 1,
        );
        Verilog::Wrapper(Wrapper {
            code,
            cores: String::new(),
        })
    }
}

/// A behavioural model of the DP16KD as [`CtxRam`] uses it, for Verilator: true dual port,
/// `DATA_WIDTH_A` = `DATA_WIDTH_B` in {1, 2, 4, 9, 18}, the word address on ADx13 down to
/// the width's lowest address bit, x18 writes gated by the byte enables ADA1..0, the read
/// registered at CLKB and, with `REGMODE_B = "OUTREG"`, once more. It follows the same
/// reading of Lattice's DP16KD as yosys' own DP16KD mapping (`brams_map_16kd.v`), so it
/// checks the wrapper's wiring (slices, padding, address pins, latency), not the silicon.
pub fn dp16kd_model() -> String {
    let pins = crate::verilog_pins;
    format!(
        "
module DP16KD(
  input {dia}, {ada}, CEA, OCEA, CLKA, WEA, RSTA, CSA2, CSA1, CSA0,
  output {doa},
  input {dib}, {adb}, CEB, OCEB, CLKB, WEB, RSTB, CSB2, CSB1, CSB0,
  output {dob}
);
  // (the parameters the wrapper sets but this model does not vary: accepted, not modelled)
  /* verilator lint_off UNUSEDPARAM */
  parameter DATA_WIDTH_A = 18;
  parameter DATA_WIDTH_B = 18;
  parameter REGMODE_A = \"NOREG\";
  parameter REGMODE_B = \"NOREG\";
  parameter RESETMODE = \"SYNC\";
  parameter ASYNC_RESET_RELEASE = \"SYNC\";
  parameter CSDECODE_A = \"0b000\";
  parameter CSDECODE_B = \"0b000\";
  parameter WRITEMODE_A = \"NORMAL\";
  parameter WRITEMODE_B = \"NORMAL\";
  parameter GSR = \"AUTO\";
  /* verilator lint_on UNUSEDPARAM */
  localparam W = DATA_WIDTH_B;
  localparam LO = W == 18 ? 4 : W == 9 ? 3 : W == 4 ? 2 : W == 2 ? 1 : 0;
  wire [17:0] di = {{{dia}}};
  wire [13:0] aa = {{{ada}}};
  wire [13:0] ab = {{{adb}}};
  reg mem [0:18431];
  reg [17:0] rb;
  reg [17:0] ob;
  integer i;
  initial begin
    for (i = 0; i < 18432; i = i + 1) mem[i] = 1'b0;
    rb = 18'h0;
    ob = 18'h0;
  end
  wire [14:0] wa = {{1'b0, aa}} >> LO;
  wire [14:0] ra = {{1'b0, ab}} >> LO;
  always @(posedge CLKA) begin
    if (CEA && WEA)
      for (i = 0; i < W; i = i + 1)
        if (W != 18 || (i < 9 ? aa[0] : aa[1])) mem[wa * W + i] <= di[i];
  end
  always @(posedge CLKB) begin
    if (CEB)
      for (i = 0; i < 18; i = i + 1) rb[i] <= i < W ? mem[ra * W + i] : 1'b0;
    if (OCEB) ob <= rb;
  end
  wire [17:0] q = REGMODE_B == \"OUTREG\" ? ob : rb;
  assign {{{dob}}} = q;
  assign {{{doa}}} = 18'h0;
endmodule
",
        dia = pins("DIA", 18),
        ada = pins("ADA", 14),
        doa = pins("DOA", 18),
        dib = pins("DIB", 18),
        adb = pins("ADB", 14),
        dob = pins("DOB", 18),
    )
}

/// Verilog of a `CtxRam<W, A>` alone as its ECP5 build has it (`NSCC_ECP5` defined, the
/// DP16KDs), with [`dp16kd_model`] for Verilator (top module `top`).
pub fn verilog_ecp5<const W: usize, const A: usize>() -> String {
    format!(
        "`define NSCC_ECP5\n{}{}",
        crate::verilog_of::<CtxRam<W, A>>(),
        dp16kd_model()
    )
}

/// The ECP5 shapes co-simulated (`cosim/tests/cosim/ctx_ram.rs`): x4 with a partial last block
/// (4,096 words, as the engine's context), x9 (2,048) and x18 with its byte enables (512).
pub fn verilog_ecp5_x4() -> String {
    verilog_ecp5::<13, 12>()
}
pub fn verilog_ecp5_x9() -> String {
    verilog_ecp5::<20, 11>()
}
pub fn verilog_ecp5_x18() -> String {
    verilog_ecp5::<37, 9>()
}
