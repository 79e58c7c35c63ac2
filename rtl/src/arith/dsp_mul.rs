//! `DspMul`: an unsigned multiply `p = a x b` registered twice, the operands at one clock
//! edge and the product at the next, as one block, so that a target can put both registers
//! inside its multiplier.
//!
//! Why: on the ECP5 yosys maps a `$mul` to a MULT18X18D without its registers (its ECP5
//! DSP mapping absorbs none), so a product between two fabric registers pays the routing to
//! the DSP tile and back around ~3.9 ns of multiplier: 10.3 ns in the engine board's
//! critical path at 100 MHz (`docs/history/engine.md`, step H). For the ECP5 (`NSCC_ECP5`
//! defined, see `nscc_flow::target::Family::yosys_defines`) this block instantiates one
//! MULT18X18D with its output register and, where the operands' logic is short, its A and
//! B input registers too (nextpnr's `MULT18X18D_REGS_ALL` timing: the multiply lies
//! between the block's own registers);
//! everywhere else (Verilator, the iCE40, the proofs) it is the same two registers and a
//! multiply in fabric. Both give `a x b` two clocks after the operands.

use rust_hdl::prelude::*;

/// Clocks from the operands to their product.
pub const DSP_MUL_LATENCY: usize = 2;

/// `p = a x b`, unsigned, `A`, `B` <= 18 bits and `P = A + B` (the exact product), two
/// clocks after `a` and `b`. No reset: whatever the registers hold before the first
/// operands is not a product anyone reads (the users qualify it with their own valid bits).
///
/// `IN_DSP`: on the ECP5, whether the operand registers are the MULT18X18D's own (true:
/// the multiply lies between the block's registers; the logic in front of them then routes
/// to the DSP tile) or fabric flip-flops beside that logic (false: the routing to the DSP
/// and the multiply share the cycle; for operands made by deep logic). The product
/// register is the DSP's in both.
#[derive(LogicBlock, Default)]
pub struct DspMul<const A: usize, const B: usize, const P: usize, const IN_DSP: bool> {
    pub clock: Signal<In, Clock>,
    pub a: Signal<In, Bits<A>>,
    pub b: Signal<In, Bits<B>>,
    pub p: Signal<Out, Bits<P>>,
    _a: Bits<A>,
    _b: Bits<B>,
}

impl<const A: usize, const B: usize, const P: usize, const IN_DSP: bool> Logic
    for DspMul<A, B, P, IN_DSP>
{
    fn update(&mut self) {
        if self.clock.pos_edge() {
            let product = (self._a.index() as u64) * (self._b.index() as u64);
            self.p.next = product.to_bits();
            self._a = self.a.val();
            self._b = self.b.val();
        }
    }

    fn connect(&mut self) {
        self.p.connect();
    }

    fn hdl(&self) -> Verilog {
        assert!(A <= 18 && B <= 18, "a MULT18X18D multiplies 18 x 18 bits");
        assert_eq!(P, A + B, "the product is exact: P = A + B");
        let operand = |pin: &str, port: &str, width: usize| {
            (0..18)
                .map(|k| {
                    if k < width {
                        format!(".{pin}{k}({port}[{k}])")
                    } else {
                        format!(".{pin}{k}(1'b0)")
                    }
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        let c = (0..18)
            .map(|k| format!(".C{k}(1'b0)"))
            .collect::<Vec<_>>()
            .join(", ");
        let p = (0..36)
            .map(|k| format!(".P{k}(pw[{k}])"))
            .collect::<Vec<_>>()
            .join(", ");
        let (in_clk, fabric_in, ma, mb) = if IN_DSP {
            ("CLK0", String::new(), "a", "b")
        } else {
            (
                "NONE",
                format!(
                    "  // the operand registers in the fabric, beside the logic that makes them
  reg [{}:0] fa;
  reg [{}:0] fb;
  initial begin
    fa = {A}'h0;
    fb = {B}'h0;
  end
  always @(posedge clock) begin
    fa <= a;
    fb <= b;
  end
",
                    A - 1,
                    B - 1
                ),
                "fa",
                "fb",
            )
        };
        let code = format!(
            "
`ifdef NSCC_ECP5
{fabric_in}  // one MULT18X18D, unsigned, its output register on CLK0 (and its input registers
  // when REG_INPUTA/B_CLK say CLK0)
  wire [35:0] pw;
  MULT18X18D #(
    .REG_INPUTA_CLK(\"{in_clk}\"), .REG_INPUTB_CLK(\"{in_clk}\"), .REG_OUTPUT_CLK(\"CLK0\"),
    .RESETMODE(\"SYNC\")
  ) mult (
    {a_pins},
    {b_pins},
    {c},
    .SIGNEDA(1'b0), .SIGNEDB(1'b0), .SOURCEA(1'b0), .SOURCEB(1'b0),
    .CLK0(clock), .CLK1(1'b0), .CLK2(1'b0), .CLK3(1'b0),
    .CE0(1'b1), .CE1(1'b0), .CE2(1'b0), .CE3(1'b0),
    .RST0(1'b0), .RST1(1'b0), .RST2(1'b0), .RST3(1'b0),
    {p}
  );
  assign p = pw[{pm1}:0];
{unused}`else
  reg [{am1}:0] ra;
  reg [{bm1}:0] rb;
  reg [{pm1}:0] rp;
  initial begin
    ra = {A}'h0;
    rb = {B}'h0;
    rp = {P}'h0;
  end
  always @(posedge clock) begin
    ra <= a;
    rb <= b;
    rp <= {{{{{pa}{{1'b0}}}}, ra}} * {{{{{pb}{{1'b0}}}}, rb}};
  end
  assign p = rp;
`endif
",
            a_pins = operand("A", ma, A),
            b_pins = operand("B", mb, B),
            am1 = A - 1,
            bm1 = B - 1,
            pm1 = P - 1,
            pa = P - A,
            pb = P - B,
            unused = if P < 36 {
                format!(
                    "  /* verilator lint_off UNUSEDSIGNAL */\n  wire unused_high = |pw[35:{P}];\n  /* verilator lint_on UNUSEDSIGNAL */\n"
                )
            } else {
                String::new()
            },
        );
        Verilog::Wrapper(Wrapper {
            code,
            cores: String::new(),
        })
    }
}

/// A behavioural model of the MULT18X18D as [`DspMul`] uses it, for Verilator: unsigned
/// (`SIGNEDA` = `SIGNEDB` = 0), no cascade, each of the A and B input registers and the
/// output register on CLK0 when its `REG_*_CLK` parameter says so (`CE0` enables them),
/// the multiply between them. It checks the wrapper's wiring and latency, not the silicon.
pub fn mult18x18d_model() -> String {
    let pins = crate::verilog_pins;
    format!(
        "
module MULT18X18D(
  input {a}, {b},
  /* verilator lint_off UNUSEDSIGNAL */
  input {c}, SIGNEDA, SIGNEDB, SOURCEA, SOURCEB,
  input CLK0, CLK1, CLK2, CLK3, CE0, CE1, CE2, CE3, RST0, RST1, RST2, RST3,
  /* verilator lint_on UNUSEDSIGNAL */
  output {p}
);
  parameter REG_INPUTA_CLK = \"NONE\";
  parameter REG_INPUTB_CLK = \"NONE\";
  parameter REG_OUTPUT_CLK = \"NONE\";
  // (accepted, not modelled)
  /* verilator lint_off UNUSEDPARAM */
  parameter RESETMODE = \"SYNC\";
  /* verilator lint_on UNUSEDPARAM */
  wire [17:0] ia = {{{a}}};
  wire [17:0] ib = {{{b}}};
  reg [17:0] ra;
  reg [17:0] rb;
  reg [35:0] rp;
  initial begin
    ra = 18'h0;
    rb = 18'h0;
    rp = 36'h0;
  end
  wire [17:0] ma = REG_INPUTA_CLK == \"CLK0\" ? ra : ia;
  wire [17:0] mb = REG_INPUTB_CLK == \"CLK0\" ? rb : ib;
  wire [35:0] product = {{18'h0, ma}} * {{18'h0, mb}};
  always @(posedge CLK0) begin
    if (CE0) begin
      ra <= ia;
      rb <= ib;
      rp <= product;
    end
  end
  assign {{{p}}} = REG_OUTPUT_CLK == \"CLK0\" ? rp : product;
endmodule
",
        a = pins("A", 18),
        b = pins("B", 18),
        c = pins("C", 18),
        p = pins("P", 36),
    )
}
