//! The micro-machine of the compact core ([`crate::nscc::compact_core::NsccCompact`]): its
//! instruction set, an assembler with labels, and [`Machine`], an instruction-level model
//! of the hardware that runs the same ROM image. The NSCC program itself is in
//! [`crate::nscc::compact_program`].
//!
//! One datapath serves every NSCC operation: 64 registers of 64 bits (block RAM), one
//! adder, one barrel shifter, one leading-one counter, one 24 x 12 multiplier and the
//! reciprocal ROM of [`golden_model::hwmath::RECIP_ROM`]. The golden functions built on
//! `mul_norm_shift` (`Gain::apply`, `prop_gain`, `div_approx`) become short subroutines,
//! so the few hundred LUTs of datapath replace the one-unit-per-operation pipeline that the
//! one-event-per-clock core needs.
//!
//! Instruction word (50 bits): `op[4:0] dst[10:5] a[16:11] b[22:17] bsel[24:23]
//! imm[40:25] target[49:41]`. Operand A is always register `a`; operand B is register `b`,
//! input port `b` ([`Input`]), or the 16-bit immediate (zero- or sign-extended).

use golden_model::hwmath::RECIP_ROM;
use golden_model::interface;
use std::collections::HashMap;

/// Registers in the register file (r0 reads 0 and is never written).
pub const REGS: usize = 64;
/// Width of the program counter: the ROM holds `1 << PC_BITS` words.
pub const PC_BITS: usize = 9;
/// Depth of the return-address stack.
pub const STACK_DEPTH: usize = 3;
/// Instruction word width.
pub const WORD_BITS: usize = 50;

/// Operations. ALU operations write `dst`; branches compare A with B and jump to `target`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Op {
    Add = 0,
    Sub = 1,
    And = 2,
    Or = 3,
    MinU = 4,
    MaxU = 5,
    /// A << B; 0 when B >= 64.
    Shl = 6,
    /// A >> B (logical); 0 when B >= 64.
    Shr = 7,
    /// bit_len(A): 64 - leading zeros.
    BitLen = 8,
    /// A[23:0] x B[11:0].
    Mul = 9,
    /// RECIP_ROM[A[9:0]].
    Rom = 10,
    Beq = 16,
    Bne = 17,
    /// Unsigned A < B.
    Bltu = 18,
    Bgeu = 19,
    /// Signed (two's complement) A < B.
    Blts = 20,
    Bges = 21,
    Jmp = 22,
    /// Push the next address, jump.
    Call = 23,
    /// Pop, jump.
    Ret = 24,
    /// The event (or the activation) is done: back to idle.
    Done = 25,
}

impl Op {
    pub fn from_code(c: u8) -> Option<Op> {
        use Op::*;
        [
            Add, Sub, And, Or, MinU, MaxU, Shl, Shr, BitLen, Mul, Rom, Beq, Bne, Bltu, Bgeu, Blts,
            Bges, Jmp, Call, Ret, Done,
        ]
        .into_iter()
        .find(|o| *o as u8 == c)
    }

    /// Writes `dst`.
    pub fn writes(self) -> bool {
        (self as u8) < 16
    }
}

/// The core's input ports as operand B (`bsel` = 1): the event's fields (held for the whole
/// event, [`interface::EVENT`] order), then the register image's
/// ([`interface::REGISTER_IMAGE`] order), then `load_t`. Gain exponents are sign-extended,
/// the rest zero-extended. The numbering derives from the interface map; the compact core's
/// operand-B mux follows it (checked against its Verilog by a test).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Input(pub u8);

impl Input {
    /// The event field `name`.
    pub const fn event(name: &str) -> Input {
        Input(interface::index_of(interface::EVENT, name) as u8)
    }

    /// The register-image field `name`.
    pub const fn config(name: &str) -> Input {
        Input((interface::EVENT.len() + interface::index_of(interface::REGISTER_IMAGE, name)) as u8)
    }

    /// The activation time of a CONFIG.
    pub const LOAD_T: Input =
        Input((interface::EVENT.len() + interface::REGISTER_IMAGE.len()) as u8);
    pub const T: Input = Input::event("t");
    pub const T_SUB: Input = Input::event("t_sub");
    pub const KIND: Input = Input::event("kind");
    pub const BYTES: Input = Input::event("bytes");
    pub const RTT: Input = Input::event("rtt");
    pub const ECN: Input = Input::event("ecn");
    pub const PEND: Input = Input::event("pend");
    pub const RC: Input = Input::event("rc");
    pub const IN_FLIGHT: Input = Input::event("in_flight");
    pub const PROBE: Input = Input::event("probe");
    pub const PROBE_RTT: Input = Input::event("probe_rtt");
    pub const RTT_SUB: Input = Input::event("rtt_sub");
    pub const PROBE_RTT_SUB: Input = Input::event("probe_rtt_sub");
    pub const MTU: Input = Input::config("mtu");
    pub const INIT_CWND: Input = Input::config("init_cwnd");
    pub const INIT_BDP: Input = Input::config("init_bdp");
    pub const INIT_MAXWND: Input = Input::config("init_maxwnd");
    pub const BASE_RTT: Input = Input::config("base_rtt");
    pub const NETWORK_RTT: Input = Input::config("network_rtt");
    pub const TARGET: Input = Input::config("target");
    pub const QA_THRESHOLD: Input = Input::config("qa_threshold");
    pub const GAMMA_TARGET: Input = Input::config("gamma_target");
    pub const QA_GATE: Input = Input::config("qa_gate");
    pub const FULFILL_BYTES: Input = Input::config("fulfill_bytes");
    pub const RATE_MANT: Input = Input::config("rate_mant");
    pub const RATE_EXP: Input = Input::config("rate_exp");
    pub const ALPHA_MANT: Input = Input::config("alpha_mant");
    pub const ALPHA_EXP: Input = Input::config("alpha_exp");
    pub const FI_MANT: Input = Input::config("fi_mant");
    pub const FI_EXP: Input = Input::config("fi_exp");
    pub const FIS_MANT: Input = Input::config("fis_mant");
    pub const FIS_EXP: Input = Input::config("fis_exp");
    pub const ETA: Input = Input::config("eta");
    pub const NETWORK_RTT_SUB: Input = Input::config("network_rtt_sub");
    pub const TARGET_FRAC: Input = Input::config("target_frac");

    /// The field of the interface map behind this input (`None`: `load_t`).
    pub fn field(self) -> Option<&'static interface::Field> {
        let i = self.0 as usize;
        let n = interface::EVENT.len();
        interface::EVENT
            .get(i)
            .or_else(|| interface::REGISTER_IMAGE.get(i.wrapping_sub(n)))
    }

    /// The Verilog port the input reads (`ev_*` latched at the event, `cfg_*`, `load_t`).
    pub fn port(self) -> String {
        let n = interface::EVENT.len();
        match self.field() {
            Some(f) if (self.0 as usize) < n => format!("ev_{}", f.name),
            Some(f) => format!("cfg_{}", f.name),
            None => "load_t".into(),
        }
    }

    /// Gain exponents are 8-bit two's complement, sign-extended onto the datapath.
    pub fn signed(self) -> bool {
        self.field().is_some_and(|f| f.signed)
    }
}

/// Number of [`Input`]s.
pub const INPUTS: usize = Input::LOAD_T.0 as usize + 1;

/// Operand B.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum B {
    Reg(u8),
    In(Input),
    /// Immediate, -32768..=65535 (negative values are sign-extended).
    Imm(i32),
}

/// One decoded instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Instr {
    pub op: Op,
    pub dst: u8,
    pub a: u8,
    pub b: u8,
    pub bsel: u8,
    pub imm: u16,
    pub target: u16,
}

impl Instr {
    pub fn encode(&self) -> u64 {
        (self.op as u64)
            | (self.dst as u64) << 5
            | (self.a as u64) << 11
            | (self.b as u64) << 17
            | (self.bsel as u64) << 23
            | (self.imm as u64) << 25
            | (self.target as u64) << 41
    }

    pub fn decode(w: u64) -> Instr {
        Instr {
            op: Op::from_code((w & 31) as u8).unwrap_or(Op::Done),
            dst: ((w >> 5) & 63) as u8,
            a: ((w >> 11) & 63) as u8,
            b: ((w >> 17) & 63) as u8,
            bsel: ((w >> 23) & 3) as u8,
            imm: ((w >> 25) & 0xFFFF) as u16,
            target: ((w >> 41) & 0x1FF) as u16,
        }
    }
}

/// A label in a program being assembled.
pub type Label = &'static str;

/// Assembler: instructions with symbolic jump targets, resolved by [`Asm::finish`].
#[derive(Default)]
pub struct Asm {
    code: Vec<(Instr, Option<Label>)>,
    labels: HashMap<Label, u16>,
}

impl Asm {
    pub fn label(&mut self, l: Label) {
        let at = self.code.len() as u16;
        assert!(
            self.labels.insert(l, at).is_none(),
            "label {l} defined twice"
        );
    }

    fn push(&mut self, op: Op, dst: u8, a: u8, b: B, target: Option<Label>) {
        assert!((dst as usize) < REGS && (a as usize) < REGS);
        let (bv, bsel, imm) = match b {
            B::Reg(r) => (r, 0, 0),
            B::In(i) => (i.0, 1, 0),
            B::Imm(v) if v >= 0 => {
                assert!(v <= 0xFFFF, "immediate {v} out of range");
                (0, 2, v as u16)
            }
            B::Imm(v) => {
                assert!(v >= -0x8000, "immediate {v} out of range");
                (0, 3, v as i16 as u16)
            }
        };
        assert!(bv < 64);
        let instr = Instr {
            op,
            dst,
            a,
            b: bv,
            bsel,
            imm,
            target: 0,
        };
        self.code.push((instr, target));
    }

    /// `dst = a op b` for an ALU operation.
    pub fn alu(&mut self, op: Op, dst: u8, a: u8, b: B) {
        assert!(op.writes());
        assert_ne!(dst, 0, "r0 is the constant 0");
        self.push(op, dst, a, b, None);
    }

    /// `dst = b` (an add to r0).
    pub fn mov(&mut self, dst: u8, b: B) {
        self.alu(Op::Add, dst, 0, b);
    }

    /// Branch to `l` when `a op b` holds.
    pub fn br(&mut self, op: Op, a: u8, b: B, l: Label) {
        assert!(matches!(
            op,
            Op::Beq | Op::Bne | Op::Bltu | Op::Bgeu | Op::Blts | Op::Bges
        ));
        self.push(op, 0, a, b, Some(l));
    }

    pub fn jmp(&mut self, l: Label) {
        self.push(Op::Jmp, 0, 0, B::Reg(0), Some(l));
    }

    pub fn call(&mut self, l: Label) {
        self.push(Op::Call, 0, 0, B::Reg(0), Some(l));
    }

    pub fn ret(&mut self) {
        self.push(Op::Ret, 0, 0, B::Reg(0), None);
    }

    pub fn done(&mut self) {
        self.push(Op::Done, 0, 0, B::Reg(0), None);
    }

    /// The program, labels resolved, with the address of every label.
    pub fn finish(self) -> Program {
        let labels = self.labels;
        let words: Vec<Instr> = self
            .code
            .into_iter()
            .map(|(mut i, t)| {
                if let Some(l) = t {
                    i.target = *labels
                        .get(l)
                        .unwrap_or_else(|| panic!("label {l} not defined"));
                }
                i
            })
            .collect();
        assert!(
            words.len() <= 1 << PC_BITS,
            "program of {} words does not fit the ROM",
            words.len()
        );
        Program { words, labels }
    }
}

/// An assembled program.
#[derive(Clone, Debug)]
pub struct Program {
    pub words: Vec<Instr>,
    pub labels: HashMap<Label, u16>,
}

impl Program {
    pub fn entry(&self, l: Label) -> u16 {
        self.labels[l]
    }

    /// The ROM image: one encoded word per address, `Done` after the program.
    pub fn rom(&self) -> Vec<u64> {
        let done = Instr::decode(Op::Done as u64).encode();
        (0..1usize << PC_BITS)
            .map(|a| self.words.get(a).map_or(done, Instr::encode))
            .collect()
    }
}

/// The instruction-level model of the micro-machine: what the RTL does, one instruction at
/// a time.
#[derive(Clone, Debug)]
pub struct Machine {
    pub regs: [u64; REGS],
    pub inputs: [u64; INPUTS],
    stack: [u16; STACK_DEPTH],
}

impl Default for Machine {
    fn default() -> Self {
        Machine {
            regs: [0; REGS],
            inputs: [0; INPUTS],
            stack: [0; STACK_DEPTH],
        }
    }
}

/// The ALU result of `op` on `a` and `b` (what is written to `dst`).
pub fn alu(op: Op, a: u64, b: u64) -> u64 {
    match op {
        Op::Add => a.wrapping_add(b),
        Op::Sub => a.wrapping_sub(b),
        Op::And => a & b,
        Op::Or => a | b,
        Op::MinU => a.min(b),
        Op::MaxU => a.max(b),
        Op::Shl => {
            if b >= 64 {
                0
            } else {
                a << b
            }
        }
        Op::Shr => {
            if b >= 64 {
                0
            } else {
                a >> b
            }
        }
        Op::BitLen => 64 - a.leading_zeros() as u64,
        Op::Mul => (a & 0xFF_FFFF) * (b & 0xFFF),
        Op::Rom => RECIP_ROM[(a & 1023) as usize] as u64,
        _ => 0,
    }
}

/// Whether branch `op` is taken for `a`, `b`.
pub fn taken(op: Op, a: u64, b: u64) -> bool {
    match op {
        Op::Beq => a == b,
        Op::Bne => a != b,
        Op::Bltu => a < b,
        Op::Bgeu => a >= b,
        Op::Blts => (a as i64) < (b as i64),
        Op::Bges => (a as i64) >= (b as i64),
        Op::Jmp | Op::Call | Op::Ret => true,
        _ => false,
    }
}

/// Operand B of an instruction.
pub fn operand_b(i: &Instr, regs: &[u64; REGS], inputs: &[u64; INPUTS]) -> u64 {
    match i.bsel {
        0 => regs[i.b as usize],
        1 => inputs.get(i.b as usize).copied().unwrap_or(0),
        2 => i.imm as u64,
        _ => i.imm as i16 as i64 as u64,
    }
}

impl Machine {
    /// Set an input port (masked and extended as the hardware does: `bits` wide).
    pub fn set_input(&mut self, i: Input, v: u64) {
        self.inputs[i.0 as usize] = if i.signed() {
            v as u8 as i8 as i64 as u64
        } else {
            v
        };
    }

    /// Run from `pc` to `Done`; returns the number of instructions executed.
    pub fn run(&mut self, p: &Program, mut pc: u16) -> u64 {
        let mut n = 0u64;
        let mut sp = 0usize;
        loop {
            n += 1;
            assert!(n < 100_000, "runaway microprogram at {pc}");
            let i = p
                .words
                .get(pc as usize)
                .copied()
                .unwrap_or(Instr::decode(25));
            let a = self.regs[i.a as usize];
            let b = operand_b(&i, &self.regs, &self.inputs);
            let next = pc + 1;
            match i.op {
                Op::Done => return n,
                Op::Call => {
                    // the hardware stack is a shift register: the oldest entry falls off
                    self.stack.rotate_right(1);
                    self.stack[0] = next;
                    sp = (sp + 1).min(STACK_DEPTH);
                    pc = i.target;
                }
                Op::Ret => {
                    assert!(sp > 0, "return with an empty stack at {pc}");
                    pc = self.stack[0];
                    self.stack.rotate_left(1);
                    sp -= 1;
                }
                op if op.writes() => {
                    if i.dst != 0 {
                        self.regs[i.dst as usize] = alu(op, a, b);
                    }
                    pc = next;
                }
                op => {
                    pc = if taken(op, a, b) { i.target } else { next };
                }
            }
        }
    }
}
