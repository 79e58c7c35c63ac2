//! `NsccCompact`: NSCC for one CCC on one shared datapath, the core that fits the
//! iCE40-HX8K beside the board logic. It runs the microprogram of
//! [`crate::nscc::compact_program`] on the micro-machine of [`crate::nscc::microcode`]: every event
//! takes a few dozen instructions of five clocks each, so the core takes an event every
//! ~190-300 clocks (1,116 at most on the htsim traces) instead of every clock. Its results are the golden model's with events
//! spaced beyond the pipeline latency (sequential NSCC), which is what any event source
//! slower than a few million events per second sees (the board's UART: ~13,000).
//!
//! The port list is the interface map's (`nscc-port-map`): the register image, the event port
//! and the state outputs, with `ev_ready` low while an event (or the activation after `load`) runs.
//! Every state output changes only when the event's program writes that field; all of them
//! hold the event's final state once `ev_ready` is high again.
//!
//! | cycle | what happens |
//! |---|---|
//! | fetch | the microcode ROM (block RAM) reads the word at `pc` |
//! | decode | the word is latched; both register-file copies (block RAM) read `a` and `b` |
//! | operand | A = r[a]; B = r[b], an input port or the immediate; the multiplier's operands and the reciprocal ROM's address are latched |
//! | execute | every unit works on A and B; the operation's result and branch decision are latched |
//! | write | the result is written to r[dst] (and to its state output); branches, calls and returns set `pc` |
//!
//! The write cycle keeps the 64-bit carry chains of the execute cycle apart from the
//! register file's and the state outputs' wiring (42 MHz without it).

use nscc_rtl_macros::ports;
use rust_hdl::prelude::*;

use crate::blocks::LeadingOne;
use crate::nscc::compact_program::{nscc_program, ACTIVATE_ENTRY, EVENT_ENTRY};
use crate::nscc::microcode::PC_BITS;
use golden_model::hwmath::RECIP_ROM;

// the sequencer's literal entry addresses
const _: () = assert!(ACTIVATE_ENTRY == 0 && EVENT_ENTRY == 1);

/// Clocks per instruction.
pub const CLOCKS_PER_INSTRUCTION: u64 = 5;

/// The microprogram in block RAM.
#[ports]
#[derive(LogicBlock)]
pub struct MicrocodeRom {
    pub clock: Signal<In, Clock>,
    pub address: Signal<In, Bits<PC_BITS>>,
    pub word: Signal<Out, Bits<50>>,
    #[init]
    rom: SyncROM<Bits<50>, PC_BITS>,
}

impl Default for MicrocodeRom {
    fn default() -> Self {
        MicrocodeRom::with_init(MicrocodeRomInit {
            rom: nscc_program()
                .rom()
                .into_iter()
                .map(|w| w.to_bits::<50>())
                .into(),
        })
    }
}

impl Logic for MicrocodeRom {
    #[hdl_gen]
    fn update(&mut self) {
        self.rom.clock.next = self.clock.val();
        self.rom.address.next = self.address.val();
        self.word.next = self.rom.data.val();
    }
}

/// The reciprocal ROM of `div_approx`, in block RAM.
#[ports]
#[derive(LogicBlock)]
pub struct RecipRom {
    pub clock: Signal<In, Clock>,
    pub address: Signal<In, Bits<10>>,
    pub value: Signal<Out, Bits<12>>,
    #[init]
    rom: SyncROM<Bits<12>, 10>,
}

impl Default for RecipRom {
    fn default() -> Self {
        RecipRom::with_init(RecipRomInit {
            rom: RECIP_ROM.iter().map(|&r| (r as u64).to_bits::<12>()).into(),
        })
    }
}

impl Logic for RecipRom {
    #[hdl_gen]
    fn update(&mut self) {
        self.rom.clock.next = self.clock.val();
        self.rom.address.next = self.address.val();
        self.value.next = self.rom.data.val();
    }
}

/// The register file: one block-RAM array of 256 x 64 bits (four SB_RAM40_4K side by side),
/// one read port and one write port, read data one clock after the address. Registers 0-63
/// are the program's ([`crate::nscc::microcode`]: r1-r23 the CCC state); 64-255 hold the eight
/// configuration profiles ([`cfg_slot`]). Everything starts at 0; r0 is never written.
#[ports]
#[derive(LogicBlock)]
pub struct RegisterFile {
    pub clock: Signal<In, Clock>,
    pub read_addr: Signal<In, Bits<8>>,
    pub read_data: Signal<Out, Bits<64>>,
    pub write: Signal<In, Bit>,
    pub write_addr: Signal<In, Bits<8>>,
    pub write_data: Signal<In, Bits<64>>,
    #[init]
    ram: RAM<Bits<64>, 8>,
}

impl Default for RegisterFile {
    fn default() -> Self {
        RegisterFile::with_init(RegisterFileInit {
            ram: std::iter::repeat_n(Bits::<64>::default(), 256).into(),
        })
    }
}

impl Logic for RegisterFile {
    #[hdl_gen]
    fn update(&mut self) {
        self.ram.read_clock.next = self.clock.val();
        self.ram.write_clock.next = self.clock.val();
        self.ram.read_address.next = self.read_addr.val();
        self.ram.write_address.next = self.write_addr.val();
        self.ram.write_data.next = self.write_data.val();
        self.ram.write_enable.next = self.write.val();
        self.read_data.next = self.ram.read_data.val();
    }
}

/// Configuration profiles the register file holds.
pub const COMPACT_PROFILES: usize = 8;
/// Register-file slots per profile: the register image's fields but the three ps within
/// the ns (`base_rtt_sub`, `target_sub`, `qa_threshold_sub`, the image's last three), which
/// the profile copy writes with their ns into that field's slot as `{ns, ps}`
/// ([`profile_slot`]), padded.
pub const PROFILE_SLOTS: usize = 24;
/// First register of profile 0.
pub const PROFILE_BASE: usize = 64;
const _: () = assert!(PROFILE_BASE + COMPACT_PROFILES * PROFILE_SLOTS <= 256);
// the literal offsets of the register-file addresses in `NsccCompact::update` (slots * p is
// (p << 4) + (p << 3)): input k of profile p at 51 + k + 24 p, field j at 64 + j + 24 p
// (the last three fields at their ns field's slot, written with it)
const _: () = assert!(PROFILE_SLOTS == 24 && PROFILE_BASE == 64 && PROFILE_WRITE_CYCLES == 22);
const _: () = assert!(cfg_slot(0, 13) == 51 + 13 && cfg_slot(7, 34) == 51 + 34 + 7 * 24);
const _: () = assert!(profile_slot(22) == 4 && profile_slot(23) == 6 && profile_slot(24) == 7);
/// Cycles a profile write takes (one register-file write per slot: the register image's
/// fields, the three ps within the ns written with their ns).
pub const PROFILE_WRITE_CYCLES: u64 = golden_model::interface::REGISTER_IMAGE.len() as u64 - 3;

/// The register holding input `k` (a register-image field, `microcode::Input`) of
/// `profile`: what the operand-B read addresses instead of an input port.
pub const fn cfg_slot(profile: usize, k: usize) -> usize {
    PROFILE_BASE + profile * PROFILE_SLOTS + profile_slot(k - golden_model::interface::EVENT.len())
}

/// The slot of register-image field `j` within its profile: its own, but for the ps within
/// the ns of the base RTT, the target and the QA threshold, which join their ns field's
/// slot (the core reads these three as `{ns, ps}`).
pub const fn profile_slot(j: usize) -> usize {
    use golden_model::interface::{index_of, REGISTER_IMAGE};
    let sub = [
        ("base_rtt_sub", "base_rtt"),
        ("target_sub", "target"),
        ("qa_threshold_sub", "qa_threshold"),
    ];
    let mut i = 0;
    while i < sub.len() {
        if j == index_of(REGISTER_IMAGE, sub[i].0) {
            return index_of(REGISTER_IMAGE, sub[i].1);
        }
        i += 1;
    }
    j
}

#[ports]
#[derive(LogicBlock, Default)]
pub struct NsccCompact {
    pub clock: Signal<In, Clock>,
    // ---- configuration (the golden model's RegisterImage)
    pub load: Signal<In, Bit>,
    pub load_t: Signal<In, Bits<32>>,
    pub start: Signal<In, Bit>,
    #[group(sink)]
    register_image: (),
    // ---- profiles (the multi-CCC engine's; a one-CCC user ties them to 0). `load` copies
    // the `cfg_*` ports into profile `prof` before it activates; `cfg_write` copies them
    // into profile `cfg_profile` only, `act` activates on profile `prof` without a copy.
    // A copy reads the ports during the [`PROFILE_WRITE_CYCLES`] cycles after the pulse
    // (`ev_ready` low): they must hold.
    #[group(sink)]
    profile_write: (),
    pub prof: Signal<In, Bits<3>>,
    pub act: Signal<In, Bit>,
    // ---- state load (the engine's context swap): while the core is idle, `ld_write` sets
    // state register `ld_reg` (1..=23, as the state outputs number them) and its output
    pub ld_write: Signal<In, Bit>,
    pub ld_reg: Signal<In, Bits<5>>,
    pub ld_data: Signal<In, Bits<48>>,
    // ---- event port
    #[group(sink, only(valid, ready))]
    event_stream: (),
    #[group(sink)]
    event: (),
    // ---- state outputs
    pub phase: Signal<Out, Bits<2>>,
    #[group(source)]
    state: (),
    // ---- sequencer
    phase_r: DFF<Bits<2>>,
    /// 0 idle, 1 fetch (an event's first word), 2 decode, 3 read A, 4 read B, 5 execute,
    /// 6 write and fetch the next word, 7 profile copy
    step: DFF<Bits<3>>,
    /// a profile field or a loaded state register in `res`, to be written to `wr_addr` (the
    /// program's own write path: one source for the register file and the state outputs)
    wr_pending: DFF<Bit>,
    wr_addr: DFF<Bits<8>>,
    /// the profile copy: field index, target profile, activation after it
    cfg_j: DFF<Bits<5>>,
    cfg_p: DFF<Bits<3>>,
    act_pending: DFF<Bit>,
    pc: DFF<Bits<PC_BITS>>,
    stack: [DFF<Bits<PC_BITS>>; 3],
    ir: DFF<Bits<50>>,
    // ---- the event, held while its program runs
    t_r: DFF<Bits<32>>,
    t_sub_r: DFF<Bits<10>>,
    kind_r: DFF<Bits<2>>,
    bytes_r: DFF<Bits<24>>,
    rtt_r: DFF<Bits<24>>,
    ecn_r: DFF<Bit>,
    pend_r: DFF<Bits<7>>,
    rc_r: DFF<Bit>,
    in_flight_r: DFF<Bits<24>>,
    probe_r: DFF<Bit>,
    probe_rtt_r: DFF<Bits<24>>,
    rtt_sub_r: DFF<Bits<10>>,
    probe_rtt_sub_r: DFF<Bits<10>>,
    load_t_r: DFF<Bits<32>>,
    // ---- datapath
    microcode: MicrocodeRom,
    recip: RecipRom,
    regs: RegisterFile,
    lead: LeadingOne<64>,
    op_a: DFF<Bits<64>>,
    op_b: DFF<Bits<64>>,
    /// the execute cycle's result and branch decision
    res: DFF<Bits<64>>,
    taken_r: DFF<Bit>,
    /// multiplier operands, left-aligned in 16 bits (see `GainMul`)
    mul_lo: DFF<Bits<16>>,
    mul_hi: DFF<Bits<16>>,
    mul_b: DFF<Bits<16>>,
    /// state outputs: register k's last written value (index 0 unused)
    taps: [DFF<Bits<48>>; 24],
    // decode of `ir`
    op: Signal<Local, Bits<5>>,
    dst: Signal<Local, Bits<6>>,
    bsel: Signal<Local, Bits<2>>,
    b_index: Signal<Local, Bits<6>>,
    imm: Signal<Local, Bits<16>>,
    target: Signal<Local, Bits<PC_BITS>>,
    operand_b: Signal<Local, Bits<64>>,
    input_b: Signal<Local, Bits<64>>,
    /// operand B is a register-image field: read from the profile's register
    b_cfg: Signal<Local, Bit>,
    b_addr: Signal<Local, Bits<8>>,
    next_pc: Signal<Local, Bits<PC_BITS>>,
    cfg_value: Signal<Local, Bits<64>>,
    exponent: Signal<Local, Bits<8>>,
    // execute
    bit_len: Signal<Local, Bits<64>>,
    product_lo: Signal<Local, Bits<24>>,
    product_hi: Signal<Local, Bits<24>>,
    product: Signal<Local, Bits<64>>,
    shift_out: Signal<Local, Bit>,
    result: Signal<Local, Bits<64>>,
    lt_unsigned: Signal<Local, Bit>,
    lt_signed: Signal<Local, Bit>,
    taken: Signal<Local, Bit>,
    write: Signal<Local, Bit>,
    wdst: Signal<Local, Bits<6>>,
    dst_one_hot: Signal<Local, Bits<64>>,
}

impl Logic for NsccCompact {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            phase_r,
            step,
            wr_pending,
            wr_addr,
            cfg_j,
            cfg_p,
            act_pending,
            pc,
            ir,
            t_r,
            t_sub_r,
            kind_r,
            bytes_r,
            rtt_r,
            ecn_r,
            pend_r,
            rc_r,
            in_flight_r,
            probe_r,
            probe_rtt_r,
            rtt_sub_r,
            probe_rtt_sub_r,
            load_t_r,
            op_a,
            op_b,
            res,
            taken_r,
            mul_lo,
            mul_hi,
            mul_b
        );
        clock!(self, clock, microcode, recip, regs);
        for i in 0..3 {
            self.stack[i].clock.next = self.clock.val();
            self.stack[i].d.next = self.stack[i].q.val();
        }
        for i in 0..24 {
            self.taps[i].clock.next = self.clock.val();
            self.taps[i].d.next = self.taps[i].q.val();
        }
        // ---- decode (the latched word)
        self.op.next = self.ir.q.val().get_bits::<5>(0);
        self.dst.next = self.ir.q.val().get_bits::<6>(5);
        self.b_index.next = self.ir.q.val().get_bits::<6>(17);
        self.bsel.next = self.ir.q.val().get_bits::<2>(23);
        self.imm.next = self.ir.q.val().get_bits::<16>(25);
        self.target.next = self.ir.q.val().get_bits::<PC_BITS>(41);
        // ---- the next word: branch target, return address or pc + 1
        self.next_pc.next = self.pc.q.val() + 1;
        if self.taken_r.q.val() {
            self.next_pc.next = self.target.val();
        }
        if self.op.val() == 24 {
            self.next_pc.next = self.stack[0].q.val();
        }
        // ---- memories: the ROM at pc (in the write cycle already at the next word); the
        // register file at A in the decode cycle, at B in the read-A cycle. A register-image
        // input (`microcode::Input` 13..=34) is read from its register in profile `prof`.
        self.microcode.address.next = self.pc.q.val();
        if self.step.q.val() == 6 {
            self.microcode.address.next = self.next_pc.val();
        }
        self.b_cfg.next =
            (self.bsel.val() == 1) & (self.b_index.val() >= 13) & (self.b_index.val() <= 34);
        self.b_addr.next = bit_cast::<8, 6>(self.b_index.val());
        if self.b_cfg.val() {
            self.b_addr.next = bit_cast::<8, 6>(self.b_index.val())
                + 51
                + (bit_cast::<8, 3>(self.prof.val()) << 4)
                + (bit_cast::<8, 3>(self.prof.val()) << 3);
        }
        self.regs.read_addr.next = bit_cast::<8, 6>(self.microcode.word.val().get_bits::<6>(11));
        if self.step.q.val() == 3 {
            self.regs.read_addr.next = self.b_addr.val();
        }
        self.recip.address.next = self.op_a.q.val().get_bits::<10>(0);
        // ---- operand B: register, input port (the event and `load_t`; `microcode::Input`
        // numbering from the interface map, checked by `operand_b_mux_follows_the_interface_map`),
        // profile register, immediate
        self.input_b.next = 0.into();
        match self.b_index.val().index() {
            0 => self.input_b.next = bit_cast::<64, 32>(self.t_r.q.val()),
            1 => self.input_b.next = bit_cast::<64, 10>(self.t_sub_r.q.val()),
            2 => self.input_b.next = bit_cast::<64, 2>(self.kind_r.q.val()),
            3 => self.input_b.next = bit_cast::<64, 24>(self.bytes_r.q.val()),
            4 => self.input_b.next = bit_cast::<64, 24>(self.rtt_r.q.val()),
            5 => self.input_b.next = bit_cast::<64, 1>(self.ecn_r.q.val().into()),
            6 => self.input_b.next = bit_cast::<64, 7>(self.pend_r.q.val()),
            7 => self.input_b.next = bit_cast::<64, 1>(self.rc_r.q.val().into()),
            8 => self.input_b.next = bit_cast::<64, 24>(self.in_flight_r.q.val()),
            9 => self.input_b.next = bit_cast::<64, 1>(self.probe_r.q.val().into()),
            10 => self.input_b.next = bit_cast::<64, 24>(self.probe_rtt_r.q.val()),
            11 => self.input_b.next = bit_cast::<64, 10>(self.rtt_sub_r.q.val()),
            12 => self.input_b.next = bit_cast::<64, 10>(self.probe_rtt_sub_r.q.val()),
            38 => self.input_b.next = bit_cast::<64, 32>(self.load_t_r.q.val()),
            _ => self.input_b.next = 0.into(),
        }
        match self.bsel.val().index() {
            0 => self.operand_b.next = self.regs.read_data.val(),
            1 => {
                self.operand_b.next = self.input_b.val();
                if self.b_cfg.val() {
                    self.operand_b.next = self.regs.read_data.val();
                }
            }
            2 => self.operand_b.next = bit_cast::<64, 16>(self.imm.val()),
            _ => {
                self.operand_b.next =
                    bit_cast::<64, 16>(self.imm.val()) | bits::<64>(0xFFFF_FFFF_FFFF_0000_u64)
            }
        }
        // ---- the profile copy's value: register-image field `cfg_j` (`microcode::Input`
        // 13 + cfg_j), gain exponents (two's complement) sign-extended; the base RTT, the
        // target and the threshold with their ps as `{ns, ps}` (the ps fields have no arm)
        self.cfg_value.next = 0.into();
        self.exponent.next = 0.into();
        match self.cfg_j.q.val().index() {
            0 => self.cfg_value.next = bit_cast::<64, 24>(self.cfg_mtu.val()),
            1 => self.cfg_value.next = bit_cast::<64, 24>(self.cfg_init_cwnd.val()),
            2 => self.cfg_value.next = bit_cast::<64, 24>(self.cfg_init_bdp.val()),
            3 => self.cfg_value.next = bit_cast::<64, 24>(self.cfg_init_maxwnd.val()),
            4 => {
                self.cfg_value.next = (bit_cast::<64, 24>(self.cfg_base_rtt.val()) << 10)
                    | bit_cast::<64, 10>(self.cfg_base_rtt_sub.val())
            }
            5 => self.cfg_value.next = bit_cast::<64, 24>(self.cfg_network_rtt.val()),
            6 => {
                self.cfg_value.next = (bit_cast::<64, 24>(self.cfg_target.val()) << 10)
                    | bit_cast::<64, 10>(self.cfg_target_sub.val())
            }
            7 => {
                self.cfg_value.next = (bit_cast::<64, 24>(self.cfg_qa_threshold.val()) << 10)
                    | bit_cast::<64, 10>(self.cfg_qa_threshold_sub.val())
            }
            8 => self.cfg_value.next = bit_cast::<64, 32>(self.cfg_gamma_target.val()),
            9 => self.cfg_value.next = bit_cast::<64, 5>(self.cfg_qa_gate.val()),
            10 => self.cfg_value.next = bit_cast::<64, 24>(self.cfg_fulfill_bytes.val()),
            11 => self.cfg_value.next = bit_cast::<64, 12>(self.cfg_rate_mant.val()),
            12 => self.exponent.next = self.cfg_rate_exp.val(),
            13 => self.cfg_value.next = bit_cast::<64, 12>(self.cfg_alpha_mant.val()),
            14 => self.exponent.next = self.cfg_alpha_exp.val(),
            15 => self.cfg_value.next = bit_cast::<64, 12>(self.cfg_fi_mant.val()),
            16 => self.exponent.next = self.cfg_fi_exp.val(),
            17 => self.cfg_value.next = bit_cast::<64, 12>(self.cfg_fis_mant.val()),
            18 => self.exponent.next = self.cfg_fis_exp.val(),
            19 => self.cfg_value.next = bit_cast::<64, 16>(self.cfg_eta.val()),
            20 => self.cfg_value.next = bit_cast::<64, 10>(self.cfg_network_rtt_sub.val()),
            21 => self.cfg_value.next = bit_cast::<64, 8>(self.cfg_target_frac.val()),
            _ => self.cfg_value.next = 0.into(),
        }
        if (self.cfg_j.q.val() == 12)
            | (self.cfg_j.q.val() == 14)
            | (self.cfg_j.q.val() == 16)
            | (self.cfg_j.q.val() == 18)
        {
            self.cfg_value.next = bit_cast::<64, 8>(self.exponent.val());
            if self.exponent.val().get_bit(7) {
                self.cfg_value.next =
                    bit_cast::<64, 8>(self.exponent.val()) | bits::<64>(0xFFFF_FFFF_FFFF_FF00_u64);
            }
        }
        // ---- execute: every unit works on the latched operands; the op picks one
        self.lead.x.next = self.op_a.q.val();
        self.bit_len.next = 0.into();
        if self.op_a.q.val().any() {
            // index of the one-hot leading one, bit by bit, plus one
            self.bit_len.next = bit_cast::<64, 6>(
                bits::<6>(0)
                    .replace_bit(
                        0,
                        (self.lead.one_hot.val() & bits::<64>(0xAAAA_AAAA_AAAA_AAAA_u64)).any(),
                    )
                    .replace_bit(
                        1,
                        (self.lead.one_hot.val() & bits::<64>(0xCCCC_CCCC_CCCC_CCCC_u64)).any(),
                    )
                    .replace_bit(
                        2,
                        (self.lead.one_hot.val() & bits::<64>(0xF0F0_F0F0_F0F0_F0F0_u64)).any(),
                    )
                    .replace_bit(
                        3,
                        (self.lead.one_hot.val() & bits::<64>(0xFF00_FF00_FF00_FF00_u64)).any(),
                    )
                    .replace_bit(
                        4,
                        (self.lead.one_hot.val() & bits::<64>(0xFFFF_0000_FFFF_0000_u64)).any(),
                    )
                    .replace_bit(
                        5,
                        (self.lead.one_hot.val() & bits::<64>(0xFFFF_FFFF_0000_0000_u64)).any(),
                    ),
            ) + 1;
        }
        // two 12 x 12 partial products (rust-hdl multiplies 16 x 16 bits)
        self.product_lo.next =
            bit_cast::<24, 32>((self.mul_lo.q.val() >> 4) * (self.mul_b.q.val() >> 4));
        self.product_hi.next =
            bit_cast::<24, 32>((self.mul_hi.q.val() >> 4) * (self.mul_b.q.val() >> 4));
        self.product.next = bit_cast::<64, 24>(self.product_lo.val())
            + (bit_cast::<64, 24>(self.product_hi.val()) << 12);
        self.shift_out.next = self.op_b.q.val().get_bits::<58>(6).any();
        self.result.next = 0.into();
        match self.op.val().index() {
            0 => self.result.next = self.op_a.q.val() + self.op_b.q.val(),
            1 => self.result.next = self.op_a.q.val() - self.op_b.q.val(),
            2 => self.result.next = self.op_a.q.val() & self.op_b.q.val(),
            3 => self.result.next = self.op_a.q.val() | self.op_b.q.val(),
            4 => {
                self.result.next = self.op_a.q.val();
                if self.op_b.q.val() < self.op_a.q.val() {
                    self.result.next = self.op_b.q.val();
                }
            }
            5 => {
                self.result.next = self.op_a.q.val();
                if self.op_b.q.val() > self.op_a.q.val() {
                    self.result.next = self.op_b.q.val();
                }
            }
            6 => {
                if !self.shift_out.val() {
                    self.result.next = self.op_a.q.val() << self.op_b.q.val().get_bits::<6>(0);
                }
            }
            7 => {
                if !self.shift_out.val() {
                    self.result.next = self.op_a.q.val() >> self.op_b.q.val().get_bits::<6>(0);
                }
            }
            8 => self.result.next = self.bit_len.val(),
            9 => self.result.next = self.product.val(),
            10 => self.result.next = bit_cast::<64, 12>(self.recip.value.val()),
            _ => self.result.next = 0.into(),
        }
        self.lt_unsigned.next = self.op_a.q.val() < self.op_b.q.val();
        self.lt_signed.next = self.lt_unsigned.val();
        if self.op_a.q.val().get_bit(63) != self.op_b.q.val().get_bit(63) {
            self.lt_signed.next = self.op_a.q.val().get_bit(63);
        }
        self.taken.next = false;
        match self.op.val().index() {
            16 => self.taken.next = self.op_a.q.val() == self.op_b.q.val(),
            17 => self.taken.next = self.op_a.q.val() != self.op_b.q.val(),
            18 => self.taken.next = self.lt_unsigned.val(),
            19 => self.taken.next = !self.lt_unsigned.val(),
            20 => self.taken.next = self.lt_signed.val(),
            21 => self.taken.next = !self.lt_signed.val(),
            22 => self.taken.next = true,
            23 => self.taken.next = true,
            _ => self.taken.next = false,
        }
        // operands hold through the write cycle, so the latches may take every cycle; a
        // profile field (copy) or a state register (load, while idle) takes the result
        // register instead, and is written in the next cycle
        self.res.d.next = self.result.val();
        self.taken_r.d.next = self.taken.val();
        self.wr_pending.d.next = false;
        self.wr_addr.d.next = bit_cast::<8, 5>(self.ld_reg.val());
        if self.step.q.val() == 7 {
            self.res.d.next = self.cfg_value.val();
            self.wr_pending.d.next = true;
            self.wr_addr.d.next = bit_cast::<8, 5>(self.cfg_j.q.val())
                + 64
                + (bit_cast::<8, 3>(self.cfg_p.q.val()) << 4)
                + (bit_cast::<8, 3>(self.cfg_p.q.val()) << 3);
        }
        if self.ld_write.val() & (self.step.q.val() == 0) {
            self.res.d.next = bit_cast::<64, 48>(self.ld_data.val());
            self.wr_pending.d.next = true;
        }
        // ---- the register file's one write port: the program's result (write cycle) or
        // the pending field
        self.write.next = ((self.step.q.val() == 6) & !self.op.val().get_bit(4))
            | (self.wr_pending.q.val() & !self.wr_addr.q.val().get_bits::<2>(6).any());
        self.wdst.next = self.dst.val();
        if self.wr_pending.q.val() {
            self.wdst.next = self.wr_addr.q.val().get_bits::<6>(0);
        }
        self.regs.write.next = self.write.val() | self.wr_pending.q.val();
        self.regs.write_addr.next = bit_cast::<8, 6>(self.wdst.val());
        if self.wr_pending.q.val() {
            self.regs.write_addr.next = self.wr_addr.q.val();
        }
        self.regs.write_data.next = self.res.q.val();
        self.dst_one_hot.next = bits::<64>(1) << self.wdst.val();
        for i in 1..24 {
            if self.write.val() & self.dst_one_hot.val().get_bit(i) {
                self.taps[i].d.next = self.res.q.val().get_bits::<48>(0);
            }
        }
        // ---- the sequencer
        self.ev_ready.next = self.step.q.val() == 0;
        match self.step.q.val().index() {
            0 => {
                if self.ev_valid.val() & (self.phase_r.q.val() == 2) {
                    self.t_r.d.next = self.ev_t.val();
                    self.t_sub_r.d.next = self.ev_t_sub.val();
                    self.kind_r.d.next = self.ev_kind.val();
                    self.bytes_r.d.next = self.ev_bytes.val();
                    self.rtt_r.d.next = self.ev_rtt.val();
                    self.ecn_r.d.next = self.ev_ecn.val();
                    self.pend_r.d.next = self.ev_pend.val();
                    self.rc_r.d.next = self.ev_rc.val();
                    self.in_flight_r.d.next = self.ev_in_flight.val();
                    self.probe_r.d.next = self.ev_probe.val();
                    self.probe_rtt_r.d.next = self.ev_probe_rtt.val();
                    self.rtt_sub_r.d.next = self.ev_rtt_sub.val();
                    self.probe_rtt_sub_r.d.next = self.ev_probe_rtt_sub.val();
                    self.pc.d.next = bits::<PC_BITS>(1);
                    self.step.d.next = 1.into();
                }
            }
            1 => self.step.d.next = 2.into(),
            2 => {
                self.ir.d.next = self.microcode.word.val();
                self.step.d.next = 3.into();
            }
            3 => {
                self.op_a.d.next = self.regs.read_data.val();
                self.mul_lo.d.next =
                    bit_cast::<16, 12>(self.regs.read_data.val().get_bits::<12>(0)) << 4;
                self.mul_hi.d.next =
                    bit_cast::<16, 12>(self.regs.read_data.val().get_bits::<12>(12)) << 4;
                self.step.d.next = 4.into();
            }
            4 => {
                self.op_b.d.next = self.operand_b.val();
                self.mul_b.d.next = bit_cast::<16, 12>(self.operand_b.val().get_bits::<12>(0)) << 4;
                self.step.d.next = 5.into();
            }
            5 => self.step.d.next = 6.into(),
            6 => {
                // the ROM reads `next_pc` in this cycle: its word is there to decode next
                self.step.d.next = 2.into();
                self.pc.d.next = self.next_pc.val();
                if self.op.val() == 23 {
                    self.stack[0].d.next = self.pc.q.val() + 1;
                    self.stack[1].d.next = self.stack[0].q.val();
                    self.stack[2].d.next = self.stack[1].q.val();
                }
                if self.op.val() == 24 {
                    self.stack[0].d.next = self.stack[1].q.val();
                    self.stack[1].d.next = self.stack[2].q.val();
                }
                if self.op.val() == 25 {
                    self.step.d.next = 0.into();
                }
            }
            _ => {
                // profile copy: one field a cycle, then the activation when one waits
                self.cfg_j.d.next = self.cfg_j.q.val() + 1;
                // the last slot, PROFILE_WRITE_CYCLES - 1 (asserted above)
                if self.cfg_j.q.val() == 21 {
                    self.step.d.next = 0.into();
                    if self.act_pending.q.val() {
                        self.act_pending.d.next = false;
                        self.pc.d.next = bits::<PC_BITS>(0);
                        self.step.d.next = 1.into();
                    }
                }
            }
        }
        // ---- lifecycle: IDLE (0) -> ACTIVE (1) on load or act (runs the activation, after
        // load's profile copy) -> READY (2) on start
        if self.start.val() & (self.phase_r.q.val() == 1) {
            self.phase_r.d.next = 2.into();
        }
        if self.cfg_write.val() | self.load.val() {
            self.cfg_j.d.next = 0.into();
            self.cfg_p.d.next = self.cfg_profile.val();
            if self.load.val() {
                self.cfg_p.d.next = self.prof.val();
            }
            self.act_pending.d.next = self.load.val();
            self.step.d.next = 7.into();
        }
        if self.load.val() | self.act.val() {
            self.phase_r.d.next = 1.into();
            self.load_t_r.d.next = self.load_t.val();
        }
        if self.act.val() & !self.load.val() {
            self.pc.d.next = bits::<PC_BITS>(0);
            self.step.d.next = 1.into();
        }
        // ---- state outputs
        self.phase.next = self.phase_r.q.val();
        self.cwnd.next = self.taps[1].q.val().get_bits::<24>(0);
        self.maxwnd.next = self.taps[2].q.val().get_bits::<24>(0);
        self.bdp.next = self.taps[3].q.val().get_bits::<24>(0);
        self.base_rtt.next = self.taps[4].q.val().get_bits::<24>(10);
        self.base_rtt_sub.next = self.taps[4].q.val().get_bits::<10>(0);
        self.avg_delay.next = self.taps[5].q.val().get_bits::<32>(0);
        self.inc_bytes.next = self.taps[6].q.val();
        self.received.next = self.taps[7].q.val().get_bits::<32>(0);
        self.achieved.next = self.taps[8].q.val().get_bits::<32>(0);
        self.bytes_to_ignore.next = self.taps[9].q.val().get_bits::<24>(0);
        self.bytes_ignored.next = self.taps[10].q.val().get_bits::<32>(0);
        self.fi_count.next = self.taps[11].q.val().get_bits::<32>(0);
        self.flags.next = bits::<3>(0)
            .replace_bit(0, self.taps[12].q.val().get_bit(0))
            .replace_bit(1, self.taps[13].q.val().get_bit(0))
            .replace_bit(2, self.taps[14].q.val().get_bit(0));
        self.qa_start.next = self.taps[15].q.val().get_bits::<32>(0);
        self.qa_len.next = self.taps[16].q.val().get_bits::<25>(0);
        self.last_adjust.next = self.taps[17].q.val().get_bits::<32>(0);
        self.last_dec.next = self.taps[18].q.val().get_bits::<32>(0);
        self.pre_penalty_cwnd.next = self.taps[19].q.val().get_bits::<24>(0);
        self.penalty_active.next = self.taps[20].q.val().get_bit(0);
        self.action.next = self.taps[21].q.val().get_bits::<4>(0);
        self.fulfill.next = self.taps[22].q.val().get_bit(0);
        self.last_adjust_sub.next = self.taps[23].q.val().get_bits::<10>(0);
    }
}

/// Verilog of a bare `NsccCompact` (top module `top`).
pub fn verilog() -> String {
    crate::rams_without_collision_check(crate::verilog_of::<NsccCompact>())
}
