//! `IpBoardTop`: the ULX3S's board top. The IP core as integrators get it
//! ([`NsccCcIpEcp5`], `docs/integration.md`) behind the engine board's UART protocol
//! (`board_protocol::ENGINE_REQUESTS`, `docs/board-protocol.md` "The engine board"): the
//! board's controller is a bridge that turns each request into AXI4-Lite transfers and
//! AXI4-Stream beats on the IP's ports, so the board runs exactly the IP's Verilog.
//!
//! ```text
//! usb_rx -> BoardShell (UART, decoder) -> request register -> bridge -+-> s_axil (register map)
//!                                                                      +-> s_axis_ev -> NsccCcIp
//! usb_tx <- BoardShell (encoder, UART) <- response register (16 bytes) <-+-- m_axis_res <-+
//! ```
//!
//! * PROFILE: the register image into the staged registers (`stage_*`, one write each, in
//!   the register map's order), then `profile_write`; answered DONE with `ok` = not
//!   `profile_status.refused` (the IP refuses a profile bound to a CCC, as
//!   `GoldenEngine::load_profile` does).
//! * LIFECYCLE: `ctl_ccc`, `ctl_profile`, `ctl_t`, then `ctl_op`; `ctl_status` read until
//!   `done`; answered DONE with its `ok`.
//! * CCC_EVENT: one beat on the event stream (TID the CCC), answered RESULT with the IP's
//!   result (the engine's, or the refusal the IP answered with).
//! * REFUSALS: the four refusal counters read.
//! * BIST: `bist_seed`, `bist_events`, `bist_config`, then `bist_ctrl`; `bist_status` read
//!   until `done`; answered BIST_RESULT with `bist_cycles`, `bist_results`,
//!   `bist_signature` and `bist_sum`.
//! * Errors from the decoder: an ERROR frame; nothing is applied.
//! * Sequence numbers: as the engine board (`engine_board_top`): a CCC_EVENT repeating the
//!   last sequence number is answered with the stored RESULT, not applied again.
//! * The reset button never cuts an AXI transfer short (no VALID is withdrawn): a request
//!   under way runs to its end and its answer is dropped (a CCC_EVENT's RESULT is still
//!   stored for the host's retry); between requests it returns the controller to IDLE.
//!
//! Each request but CCC_EVENT is a script loaded in DECIDE from constants (`script`: each
//! entry's operation, address and the answer's use) and the request's fields (the data),
//! held in shift registers: entry 0 is presented from registers (AWVALID/WVALID or ARVALID
//! held until taken), each answer shifts the next entry in (a poll of `ctl_status` or
//! `bist_status` repeats its entry until `done`), an empty entry ends it. The read answer and
//! the result beat are taken into registers before any logic (a staged read and the result
//! FIFO come from block RAMs).
//!
//! Every answer is the response register's bytes read out by the encoder; every read's
//! 32-bit word enters it from the right (the layouts' fields are in read order, the
//! first on top). Ports: `clock`, `rst_n`, `usb_rx`, `usb_tx`, `led[7:0]` (3..0 the last
//! action, 4 a BIST running, 5 the last answer was an error, 6 and 7 UART activity).

use nscc_rtl_macros::{port_logic, ports};
use rust_hdl::prelude::*;

use golden_model::interface::registers::{self as regmap, Register};
use golden_model::interface::stream::{EVENT_TDATA, RESULT_TDATA};

use crate::board::board_config::BoardConfig;
use crate::board::board_protocol::{self as proto, Layout};
use crate::board::frame::REQUEST_IMAGE_BITS;
use crate::board::shell::{BoardShell, RESP_BITS};
use crate::ip::nscc_cc_ip::NsccCcIpEcp5;

/// Bits of a RESULT (sequence number included), kept for a repeated sequence number.
const RESULT_BITS: usize = 8 * proto::RESULT.bytes();

// Controller states.
// 0 IDLE, 1 STEP (the request's next transfer), 2 AXI (the transfer and its answer),
// 4 EVENT (the beat presented), 5 RESULT (waiting for the result beat), 6 RESULT (the beat
// taken, into the response), 8 SEND, 9 WAIT_TX, 10 DECIDE (act on the kind decided in IDLE)

/// Transfers a request's script holds at most: PROFILE's, a write per staged register,
/// `profile_write`, the `profile_status` read, and the end.
pub const SCRIPT: usize = 28;
const _: () = assert!(32 * SCRIPT == 896);

/// A script entry's operation (2 bits): the end, an AXI4-Lite write, a read.
const OP_END: u64 = 0;
const OP_WRITE: u64 = 1;
const OP_READ: u64 = 2;
/// What a read's answer does (`ax_use`, 2 bits): enter the response register from the right;
/// poll `ctl_status` until done (then DONE's `ok`); poll `bist_status` until done; DONE's
/// `ok` from `profile_status`. (0, 1, 2, 3 in `update`: hdl_gen writes a Rust constant's
/// name into the Verilog.)
const USE_SHIFT: u64 = 0;
const USE_CTL: u64 = 1;
const USE_BIST: u64 = 2;
const USE_PROFILE: u64 = 3;

/// A request's script as three constant words: each entry's operation (2 bits), address
/// (12 bits) and answer's use (2 bits), entry k at k times the width; its data is the
/// request's (`update`).
struct Script {
    op: Bits<{ 2 * SCRIPT }>,
    addr: Bits<{ 12 * SCRIPT }>,
    usage: Bits<{ 2 * SCRIPT }>,
}

fn script(entries: &[(u64, &str, u64)]) -> Script {
    assert!(
        entries.len() < SCRIPT && entries.iter().all(|e| e.0 != OP_END),
        "a script's entries are transfers, and it ends within {SCRIPT} entries"
    );
    let mut sc = Script {
        op: 0.into(),
        addr: 0.into(),
        usage: 0.into(),
    };
    for (k, &(op, name, usage)) in entries.iter().enumerate() {
        let a = reg(name).offset as u64;
        for b in 0..12 {
            sc.addr = sc.addr.replace_bit(12 * k + b, (a >> b) & 1 == 1);
        }
        for b in 0..2 {
            sc.op = sc.op.replace_bit(2 * k + b, (op >> b) & 1 == 1);
            sc.usage = sc.usage.replace_bit(2 * k + b, (usage >> b) & 1 == 1);
        }
    }
    sc
}

/// A field's lsb in the response register (the answer's first byte in the top bits).
fn resp_lsb(l: &Layout, name: &str) -> usize {
    l.lsb(name) + RESP_BITS - 8 * l.bytes()
}

fn at_resp(l: &Layout, name: &str) -> Constant<Bits<10>> {
    Constant::new(resp_lsb(l, name).to_bits())
}

/// The RESULT's fields in the response register (`#[offsets]` reads a layout's `lsb`).
pub struct RespResult;

impl RespResult {
    pub fn lsb(&self, name: &str) -> usize {
        resp_lsb(&proto::RESULT, name)
    }
}

fn reg(name: &str) -> Register {
    regmap::registers()
        .into_iter()
        .find(|r| r.name == name)
        .unwrap_or_else(|| panic!("register `{name}` in the register map"))
}

/// The lsb of a register's field.
fn bit_lsb(name: &str, field: &str) -> usize {
    let r = reg(name);
    let f = r
        .fields
        .iter()
        .find(|f| f.name == field)
        .unwrap_or_else(|| panic!("field `{field}` of register `{name}`"));
    f.lsb as usize
}

fn bit(name: &str, field: &str) -> Constant<Bits<5>> {
    Constant::new(bit_lsb(name, field).to_bits())
}

/// The staged registers, in the register map's order.
pub fn stage_count() -> usize {
    regmap::registers()
        .iter()
        .filter(|r| r.name.starts_with("stage_"))
        .count()
}

#[ports]
#[derive(LogicBlock)]
pub struct IpBoardTop {
    pub clock: Signal<In, Clock>,
    pub rst_n: Signal<In, Bit>,
    pub usb_rx: Signal<In, Bit>,
    pub usb_tx: Signal<Out, Bit>,
    pub led: Signal<Out, Bits<8>>,
    #[init]
    shell: BoardShell,
    ip: NsccCcIpEcp5,
    state: DFF<Bits<4>>,
    /// the controller waits for the event's result (state 5): the result stream's TREADY
    /// from a register (the IP's result FIFO reads on it: its block RAM's address follows)
    res_rdy: DFF<Bit>,
    /// the request's kind, decided in state 0 (one-hot: repeated sequence number, profile,
    /// lifecycle, event, BIST, refusals)
    dk: DFF<Bits<6>>,
    /// the request being served (the decoder may receive the next one meanwhile)
    req: DFF<Bits<REQUEST_IMAGE_BITS>>,
    resp: DFF<Bits<RESP_BITS>>,
    resp_kind: DFF<Bits<8>>,
    resp_len: DFF<Bits<8>>,
    /// the reset button was pressed during this request: its answer is dropped
    cut: DFF<Bit>,
    // ---- the bridge: the request's script (entry 0 the transfer now; each answer shifts
    // the next one in), its transfer presented from registers
    sc_op: DFF<Bits<{ 2 * SCRIPT }>>,
    sc_addr: DFF<Bits<{ 12 * SCRIPT }>>,
    sc_use: DFF<Bits<{ 2 * SCRIPT }>>,
    sc_data: DFF<Bits<{ 32 * SCRIPT }>>,
    /// the script's entry 0 is done: the next one
    sc_next: Signal<Local, Bit>,
    ax_w: DFF<Bit>,
    ax_r: DFF<Bit>,
    ax_addr: DFF<Bits<12>>,
    ax_data: DFF<Bits<32>>,
    ax_use: DFF<Bits<2>>,
    /// the result beat, taken into registers (the IP's result FIFO may be a block RAM: no
    /// logic after its output)
    res_d: DFF<Bits<64>>,
    res_id: DFF<Bits<16>>,
    /// the AXI4-Lite read answer, taken into registers (a staged register's read data comes
    /// from a block RAM's output)
    rv: DFF<Bit>,
    rd: DFF<Bits<32>>,
    /// The last CCC_EVENT's sequence number, whether `last_res` holds its RESULT, and that
    /// RESULT (the answer's top bits).
    last_seq: DFF<Bits<8>>,
    last_valid: DFF<Bit>,
    last_res: DFF<Bits<RESULT_BITS>>,
    act_led: DFF<Bits<4>>,
    // the protocol table (`board_protocol`)
    k_state_flag: Constant<Bits<8>>,
    k_t_error: Constant<Bits<8>>,
    k_t_profile: Constant<Bits<8>>,
    k_t_lifecycle: Constant<Bits<8>>,
    k_t_ccc_event: Constant<Bits<8>>,
    k_t_refusals: Constant<Bits<8>>,
    k_t_bist: Constant<Bits<8>>,
    k_len_error: Constant<Bits<8>>,
    k_len_done: Constant<Bits<8>>,
    k_len_result: Constant<Bits<8>>,
    k_len_refusals: Constant<Bits<8>>,
    k_len_bist_result: Constant<Bits<8>>,
    // the scripts (`script`) and the register map's status bits
    k_prof_op: Constant<Bits<{ 2 * SCRIPT }>>,
    k_prof_addr: Constant<Bits<{ 12 * SCRIPT }>>,
    k_prof_use: Constant<Bits<{ 2 * SCRIPT }>>,
    k_life_op: Constant<Bits<{ 2 * SCRIPT }>>,
    k_life_addr: Constant<Bits<{ 12 * SCRIPT }>>,
    k_life_use: Constant<Bits<{ 2 * SCRIPT }>>,
    k_bist_op: Constant<Bits<{ 2 * SCRIPT }>>,
    k_bist_addr: Constant<Bits<{ 12 * SCRIPT }>>,
    k_bist_use: Constant<Bits<{ 2 * SCRIPT }>>,
    k_ref_op: Constant<Bits<{ 2 * SCRIPT }>>,
    k_ref_addr: Constant<Bits<{ 12 * SCRIPT }>>,
    k_ref_use: Constant<Bits<{ 2 * SCRIPT }>>,
    /// PROFILE's `profile_write` entry: its data's lsb in `sc_data`; BIST's `rtt_base` in its
    /// `bist_config` entry
    at_sc_prof: Constant<Bits<10>>,
    at_sc_rtt_base: Constant<Bits<10>>,
    b_prof_refused: Constant<Bits<5>>,
    b_ctl_busy: Constant<Bits<5>>,
    b_ctl_done: Constant<Bits<5>>,
    b_ctl_ok: Constant<Bits<5>>,
    b_bist_busy: Constant<Bits<5>>,
    b_bist_done: Constant<Bits<5>>,
    at_e_seq: Constant<Bits<10>>,
    at_r_seq: Constant<Bits<10>>,
    at_r_ccc: Constant<Bits<10>>,
    at_r_ok: Constant<Bits<10>>,
    /// where the stored RESULT sits in the response register (its top bits)
    at_r_last: Constant<Bits<10>>,
    // where each field sits in the request, the streams' TDATA and the response register
    #[offsets(profile_write, prefix = "at_p_", layout = proto::PROFILE, only(profile))]
    at_p0: Constant<Bits<10>>,
    #[offsets(register_image, prefix = "at_p_", layout = proto::PROFILE)]
    at_p: Constant<Bits<10>>,
    #[offsets(lifecycle, prefix = "at_l_", layout = proto::LIFECYCLE, only(op, ccc, profile, t))]
    at_l: Constant<Bits<10>>,
    #[offsets(event_stream, prefix = "at_e_", layout = proto::CCC_EVENT, only(ccc))]
    at_e0: Constant<Bits<10>>,
    #[offsets(event, prefix = "at_e_", layout = proto::CCC_EVENT)]
    at_e: Constant<Bits<10>>,
    #[offsets(event, prefix = "at_t_", layout = EVENT_TDATA)]
    at_t: Constant<Bits<10>>,
    #[offsets(result_stream, prefix = "at_u_", layout = RESULT_TDATA)]
    at_u: Constant<Bits<10>>,
    #[offsets(result_stream, prefix = "at_q_", layout = RespResult)]
    at_q: Constant<Bits<10>>,
    at_b_seed: Constant<Bits<10>>,
    at_b_events: Constant<Bits<10>>,
    at_b_cccs_log2: Constant<Bits<10>>,
    at_b_rtt_base: Constant<Bits<10>>,
    // locals
    rst: Signal<Local, Bit>,
    reqv: Signal<Local, Bits<REQUEST_IMAGE_BITS>>,
    res_word: Signal<Local, Bits<RESP_BITS>>,
    /// the request in the decoder's slot is a CCC_EVENT repeating the last sequence number
    seq_repeat: Signal<Local, Bit>,
    rdata: Signal<Local, Bits<32>>,
}

impl IpBoardTop {
    pub fn new(c: &BoardConfig) -> Result<IpBoardTop, String> {
        let at = |lsb: usize| Constant::new(lsb.to_bits());
        let len = |n: usize| Constant::new((n as u8).to_bits());
        let stages = stage_count();
        // (PROFILE's script: a write per staged register, profile_write, profile_status, the
        // end; BIST's config word: cccs_log2 from bit 0)
        assert!(stages + 3 <= SCRIPT && bit_lsb("bist_config", "cccs_log2") == 0);
        // the scripts: (operation, register, the read answer's use)
        let stage_names: Vec<String> = regmap::registers()
            .into_iter()
            .filter(|r| r.name.starts_with("stage_"))
            .map(|r| r.name)
            .collect();
        let mut p: Vec<(u64, &str, u64)> = stage_names
            .iter()
            .map(|n| (OP_WRITE, n.as_str(), USE_SHIFT))
            .collect();
        p.push((OP_WRITE, "profile_write", USE_SHIFT));
        p.push((OP_READ, "profile_status", USE_PROFILE));
        let prof = script(&p);
        let life = script(&[
            (OP_WRITE, "ctl_ccc", USE_SHIFT),
            (OP_WRITE, "ctl_profile", USE_SHIFT),
            (OP_WRITE, "ctl_t", USE_SHIFT),
            (OP_WRITE, "ctl_op", USE_SHIFT),
            (OP_READ, "ctl_status", USE_CTL),
        ]);
        let bist = script(&[
            (OP_WRITE, "bist_seed", USE_SHIFT),
            (OP_WRITE, "bist_events", USE_SHIFT),
            (OP_WRITE, "bist_config", USE_SHIFT),
            (OP_WRITE, "bist_ctrl", USE_SHIFT),
            (OP_READ, "bist_status", USE_BIST),
            (OP_READ, "bist_cycles", USE_SHIFT),
            (OP_READ, "bist_results", USE_SHIFT),
            (OP_READ, "bist_signature", USE_SHIFT),
            (OP_READ, "bist_sum", USE_SHIFT),
        ]);
        let names: Vec<String> = proto::REFUSAL_COUNTS
            .iter()
            .map(|f| format!("refused_{}", f.name))
            .collect();
        let r: Vec<(u64, &str, u64)> = names
            .iter()
            .map(|n| (OP_READ, n.as_str(), USE_SHIFT))
            .collect();
        let refs = script(&r);
        // the answers filled by reads hold four 32-bit fields in read order, the first on top
        for (l, fields) in [
            (&proto::REFUSALS, proto::REFUSAL_COUNTS),
            (&proto::BIST_RESULT, proto::BIST_RESULTS),
        ] {
            assert_eq!(fields.len(), 4);
            for (i, f) in fields.iter().enumerate() {
                assert_eq!((f.bits, resp_lsb(l, f.name)), (32, 96 - 32 * i));
            }
        }
        Ok(IpBoardTop::with_init(IpBoardTopInit {
            shell: BoardShell::new(c, proto::ENGINE_REQUESTS)?,
            k_state_flag: Constant::new(proto::T_STATE_FLAG.to_bits()),
            k_t_error: Constant::new(proto::T_ERROR.to_bits()),
            k_t_profile: Constant::new(proto::T_PROFILE.to_bits()),
            k_t_lifecycle: Constant::new(proto::T_LIFECYCLE.to_bits()),
            k_t_ccc_event: Constant::new(proto::T_CCC_EVENT.to_bits()),
            k_t_refusals: Constant::new(proto::T_REFUSALS.to_bits()),
            k_t_bist: Constant::new(proto::T_BIST.to_bits()),
            k_len_error: len(proto::ERROR_LEN),
            k_len_done: len(proto::DONE.bytes()),
            k_len_result: len(proto::RESULT.bytes()),
            k_len_refusals: len(proto::REFUSALS.bytes()),
            k_len_bist_result: len(proto::BIST_RESULT.bytes()),
            k_prof_op: Constant::new(prof.op),
            k_prof_addr: Constant::new(prof.addr),
            k_prof_use: Constant::new(prof.usage),
            k_life_op: Constant::new(life.op),
            k_life_addr: Constant::new(life.addr),
            k_life_use: Constant::new(life.usage),
            k_bist_op: Constant::new(bist.op),
            k_bist_addr: Constant::new(bist.addr),
            k_bist_use: Constant::new(bist.usage),
            k_ref_op: Constant::new(refs.op),
            k_ref_addr: Constant::new(refs.addr),
            k_ref_use: Constant::new(refs.usage),
            at_sc_prof: at(32 * stages),
            at_sc_rtt_base: at(64 + bit_lsb("bist_config", "rtt_base")),
            b_prof_refused: bit("profile_status", "refused"),
            b_ctl_busy: bit("ctl_status", "busy"),
            b_ctl_done: bit("ctl_status", "done"),
            b_ctl_ok: bit("ctl_status", "ok"),
            b_bist_busy: bit("bist_status", "busy"),
            b_bist_done: bit("bist_status", "done"),
            at_e_seq: at(proto::CCC_EVENT.lsb("seq")),
            at_r_seq: at_resp(&proto::RESULT, "seq"),
            at_r_ccc: at_resp(&proto::RESULT, "ccc"),
            at_r_ok: at_resp(&proto::DONE, "ok"),
            at_r_last: at(RESP_BITS - RESULT_BITS),
            at_b_seed: at(proto::BIST.lsb("seed")),
            at_b_events: at(proto::BIST.lsb("events")),
            at_b_cccs_log2: at(proto::BIST.lsb("cccs_log2")),
            at_b_rtt_base: at(proto::BIST.lsb("rtt_base")),
        }))
    }
}

impl Logic for IpBoardTop {
    #[port_logic]
    #[hdl_gen]
    fn update(&mut self) {
        clock!(self, clock, shell, ip);
        dff_setup!(
            self, clock, dk, state, req, resp, resp_kind, resp_len, cut, sc_op, sc_addr, sc_use,
            sc_data, ax_w, ax_r, ax_addr, ax_data, ax_use, res_d, res_id, rv, rd, last_seq,
            last_valid, last_res, act_led, res_rdy
        );
        // ---- the shell: reset button, UART, frame codec, answer, LEDs (3..0 the last action,
        // 4 a BIST running)
        self.shell.rst_n.next = self.rst_n.val();
        self.rst.next = self.shell.rst.val();
        self.shell.usb_rx.next = self.usb_rx.val();
        self.usb_tx.next = self.shell.usb_tx.val();
        self.shell.take.next = false;
        self.reqv.next = self.req.q.val();
        self.shell.send.next = self.state.q.val() == 8;
        self.shell.kind.next = self.resp_kind.q.val();
        self.shell.len.next = self.resp_len.q.val();
        self.shell.resp.next = self.resp.q.val();
        self.shell.led_act.next = self.act_led.q.val();
        self.shell.led_busy.next =
            self.dk.q.val().get_bit(4) && ((self.state.q.val() == 1) || (self.state.q.val() == 2));
        self.led.next = self.shell.led.val();

        // ---- the IP's ports: AXI4-Lite from the bridge's registers (answers always taken),
        // the event beat from the request, the result taken while one is awaited
        self.ip.aresetn.next = true;
        self.ip.s_axil_awvalid.next = self.ax_w.q.val();
        self.ip.s_axil_wvalid.next = self.ax_w.q.val();
        self.ip.s_axil_awaddr.next = self.ax_addr.q.val();
        self.ip.s_axil_wdata.next = self.ax_data.q.val();
        self.ip.s_axil_wstrb.next = 15.into();
        self.ip.s_axil_bready.next = true;
        self.ip.s_axil_arvalid.next = self.ax_r.q.val();
        self.ip.s_axil_araddr.next = self.ax_addr.q.val();
        self.ip.s_axil_rready.next = true;
        self.rv.d.next = self.ip.s_axil_rvalid.val();
        self.rd.d.next = self.ip.s_axil_rdata.val();
        self.rdata.next = self.rd.q.val();
        self.ip.s_axis_ev_tvalid.next = self.state.q.val() == 4;
        self.ip.s_axis_ev_tid.next = self.reqv.val().get_bits::<16>(self.at_e_ccc.val().index());
        self.ip.s_axis_ev_tdata.next =
            repack_payload!(256, event, self.reqv.val(), "at_e_", "at_t_");
        self.ip.m_axis_res_tready.next = self.res_rdy.q.val();

        // ---- a CCC_EVENT that repeats the last sequence number (the host's retry)
        self.seq_repeat.next = self.last_valid.q.val()
            && (self.shell.slot_type.val() == self.k_t_ccc_event.val())
            && (self
                .shell
                .image
                .val()
                .get_bits::<8>(self.at_e_seq.val().index())
                == self.last_seq.q.val());
        // ---- the RESULT of the event being served (state 5), from the result beat
        self.res_word.next = (bit_cast::<RESP_BITS, 8>(self.last_seq.q.val())
            << self.at_r_seq.val())
            | (bit_cast::<RESP_BITS, 16>(self.res_id.q.val()) << self.at_r_ccc.val())
            | repack_payload!(128, result_stream, self.res_d.q.val(), "at_u_", "at_q_");

        // ---- controller
        self.sc_next.next = false;
        if self.state.q.val() == 0 {
            self.cut.d.next = false;
            if self.shell.slot_full.val() {
                self.shell.take.next = true;
                self.req.d.next = self.shell.image.val();
                self.resp_kind.d.next = self.shell.slot_type.val() | self.k_state_flag.val();
                // the request's kind is decided here and acted on in state 10, from a
                // register (the decoder's slot type, its compares and the sequence check
                // stay off the response register's and the state's load logic)
                self.state.d.next = 10.into();
                self.dk.d.next = bit_cast::<6, 1>(self.seq_repeat.val().into())
                    | (bit_cast::<6, 1>(
                        (self.shell.slot_type.val() == self.k_t_profile.val()).into(),
                    ) << 1)
                    | (bit_cast::<6, 1>(
                        (self.shell.slot_type.val() == self.k_t_lifecycle.val()).into(),
                    ) << 2)
                    | (bit_cast::<6, 1>(
                        ((self.shell.slot_type.val() == self.k_t_ccc_event.val())
                            && !self.seq_repeat.val())
                        .into(),
                    ) << 3)
                    | (bit_cast::<6, 1>(
                        (self.shell.slot_type.val() == self.k_t_bist.val()).into(),
                    ) << 4)
                    | (bit_cast::<6, 1>(
                        (self.shell.slot_type.val() == self.k_t_refusals.val()).into(),
                    ) << 5);
                if self.shell.slot_error.val() {
                    self.resp_kind.d.next = self.k_t_error.val();
                    self.resp_len.d.next = self.k_len_error.val();
                    self.resp.d.next = self.shell.err_word.val();
                    self.state.d.next = 8.into();
                }
            }
        } else if self.state.q.val() == 10 {
            // the request decided in state 0 (`dk`, one-hot): its script is loaded (the
            // transfers' data from the request's fields)
            self.state.d.next = 1.into();
            self.resp.d.next = 0.into();
            self.resp_len.d.next = self.k_len_done.val();
            self.sc_op.d.next = 0.into();
            self.sc_data.d.next = 0.into();
            if self.dk.q.val().get_bit(0) {
                // answered with the stored RESULT; the event is not applied again
                self.resp_len.d.next = self.k_len_result.val();
                self.resp.d.next = bit_cast::<RESP_BITS, RESULT_BITS>(self.last_res.q.val())
                    << self.at_r_last.val();
                self.state.d.next = 8.into();
            } else {
                self.last_valid.d.next = false;
            }
            if self.dk.q.val().get_bit(1) {
                // PROFILE: the staged registers, `profile_write`, `profile_status`
                self.sc_op.d.next = self.k_prof_op.val();
                self.sc_addr.d.next = self.k_prof_addr.val();
                self.sc_use.d.next = self.k_prof_use.val();
                self.sc_data.d.next = regmap_stage_image!(896, self.reqv.val(), "at_p_")
                    | (bit_cast::<896, 3>(
                        self.reqv
                            .val()
                            .get_bits::<3>(self.at_p_profile.val().index()),
                    ) << self.at_sc_prof.val());
            }
            if self.dk.q.val().get_bit(2) {
                // LIFECYCLE: ctl_ccc, ctl_profile, ctl_t, ctl_op; ctl_status until done
                self.sc_op.d.next = self.k_life_op.val();
                self.sc_addr.d.next = self.k_life_addr.val();
                self.sc_use.d.next = self.k_life_use.val();
                self.sc_data.d.next = bit_cast::<896, 16>(
                    self.reqv.val().get_bits::<16>(self.at_l_ccc.val().index()),
                ) | (bit_cast::<896, 3>(
                    self.reqv
                        .val()
                        .get_bits::<3>(self.at_l_profile.val().index()),
                ) << 32)
                    | (bit_cast::<896, 32>(
                        self.reqv.val().get_bits::<32>(self.at_l_t.val().index()),
                    ) << 64)
                    | (bit_cast::<896, 2>(
                        self.reqv.val().get_bits::<2>(self.at_l_op.val().index()),
                    ) << 96);
            }
            if self.dk.q.val().get_bit(3) {
                self.last_valid.d.next = self.last_valid.q.val();
                self.resp_len.d.next = self.k_len_result.val();
                self.state.d.next = 4.into();
            }
            if self.dk.q.val().get_bit(4) {
                // BIST: seed, events, config, start; bist_status until done; the answers
                self.resp_len.d.next = self.k_len_bist_result.val();
                self.sc_op.d.next = self.k_bist_op.val();
                self.sc_addr.d.next = self.k_bist_addr.val();
                self.sc_use.d.next = self.k_bist_use.val();
                self.sc_data.d.next = bit_cast::<896, 32>(
                    self.reqv.val().get_bits::<32>(self.at_b_seed.val().index()),
                ) | (bit_cast::<896, 32>(
                    self.reqv
                        .val()
                        .get_bits::<32>(self.at_b_events.val().index()),
                ) << 32)
                    | (bit_cast::<896, 4>(
                        self.reqv
                            .val()
                            .get_bits::<4>(self.at_b_cccs_log2.val().index()),
                    ) << 64)
                    | (bit_cast::<896, 24>(
                        self.reqv
                            .val()
                            .get_bits::<24>(self.at_b_rtt_base.val().index()),
                    ) << self.at_sc_rtt_base.val())
                    | (bits::<896>(1) << 96);
            }
            if self.dk.q.val().get_bit(5) {
                // REFUSALS: the four counters
                self.resp_len.d.next = self.k_len_refusals.val();
                self.sc_op.d.next = self.k_ref_op.val();
                self.sc_addr.d.next = self.k_ref_addr.val();
                self.sc_use.d.next = self.k_ref_use.val();
            }
        } else if self.state.q.val() == 1 {
            // the script's entry 0: presented from registers in state 2, or the end
            self.ax_w.d.next = self.sc_op.q.val().get_bits::<2>(0) == 1;
            self.ax_r.d.next = self.sc_op.q.val().get_bits::<2>(0) == 2;
            self.ax_addr.d.next = self.sc_addr.q.val().get_bits::<12>(0);
            self.ax_data.d.next = self.sc_data.q.val().get_bits::<32>(0);
            self.ax_use.d.next = self.sc_use.q.val().get_bits::<2>(0);
            self.state.d.next = 2.into();
            if self.sc_op.q.val().get_bits::<2>(0) == 0 {
                self.state.d.next = 8.into();
                if self.cut.q.val() {
                    self.state.d.next = 0.into();
                }
            }
        } else if self.state.q.val() == 2 {
            // the transfer: address and data held until taken, then the answer
            if self.ip.s_axil_awready.val() {
                self.ax_w.d.next = false;
            }
            if self.ip.s_axil_arready.val() {
                self.ax_r.d.next = false;
            }
            if self.ip.s_axil_bvalid.val() {
                self.sc_next.next = true;
                self.state.d.next = 1.into();
            }
            if self.rv.q.val() {
                self.state.d.next = 1.into();
                self.sc_next.next = true;
                if self.ax_use.q.val() == 0 {
                    self.resp.d.next =
                        (self.resp.q.val() << 32) | bit_cast::<RESP_BITS, 32>(self.rdata.val());
                }
                if self.ax_use.q.val() == 3 {
                    self.resp.d.next = bit_cast::<RESP_BITS, 1>(
                        (!self.rdata.val().get_bit(self.b_prof_refused.val().index())).into(),
                    ) << self.at_r_ok.val();
                }
                if self.ax_use.q.val() == 1 {
                    // read again until the request is done
                    self.sc_next.next = self.rdata.val().get_bit(self.b_ctl_done.val().index())
                        && !self.rdata.val().get_bit(self.b_ctl_busy.val().index());
                    self.resp.d.next = bit_cast::<RESP_BITS, 1>(
                        self.rdata.val().get_bit(self.b_ctl_ok.val().index()).into(),
                    ) << self.at_r_ok.val();
                }
                if self.ax_use.q.val() == 2 {
                    self.sc_next.next = self.rdata.val().get_bit(self.b_bist_done.val().index())
                        && !self.rdata.val().get_bit(self.b_bist_busy.val().index());
                }
            }
        } else if self.state.q.val() == 4 {
            if self.ip.s_axis_ev_tready.val() {
                // the event enters the IP now: its sequence number is the last one, its
                // RESULT stored once it is known (the reset button does not cut that short)
                self.last_seq.d.next = self.reqv.val().get_bits::<8>(self.at_e_seq.val().index());
                self.last_valid.d.next = false;
                self.state.d.next = 5.into();
            }
        } else if self.state.q.val() == 5 {
            if self.ip.m_axis_res_tvalid.val() {
                self.res_d.d.next = self.ip.m_axis_res_tdata.val();
                self.res_id.d.next = self.ip.m_axis_res_tid.val();
                self.state.d.next = 6.into();
            }
        } else if self.state.q.val() == 6 {
            self.act_led.d.next = self
                .res_d
                .q
                .val()
                .get_bits::<4>(self.at_u_action.val().index());
            self.resp.d.next = self.res_word.val();
            self.last_res.d.next = self
                .res_word
                .val()
                .get_bits::<RESULT_BITS>(self.at_r_last.val().index());
            self.last_valid.d.next = true;
            self.state.d.next = 8.into();
            if self.cut.q.val() {
                self.state.d.next = 0.into();
            }
        } else if self.state.q.val() == 8 {
            self.state.d.next = 9.into();
        } else if !self.shell.enc_busy.val() {
            self.state.d.next = 0.into();
        }
        // the script's next entry
        if self.sc_next.val() {
            self.sc_op.d.next = self.sc_op.q.val() >> 2;
            self.sc_addr.d.next = self.sc_addr.q.val() >> 12;
            self.sc_use.d.next = self.sc_use.q.val() >> 2;
            self.sc_data.d.next = self.sc_data.q.val() >> 32;
        }
        // the reset button: between requests the controller returns to IDLE; a request under
        // way runs to its end (no AXI VALID is withdrawn) and its answer is dropped
        if self.rst.val() {
            if (self.state.q.val() == 0)
                || (self.state.q.val() == 8)
                || (self.state.q.val() == 9)
                || (self.state.q.val() == 10)
            {
                self.state.d.next = 0.into();
            } else {
                self.cut.d.next = true;
            }
        }
        // (`state == 5` a clock ahead: set as the event enters the IP in state 4, cleared as its
        // result comes in state 5, the only ways into and out of state 5)
        self.res_rdy.d.next = (self.res_rdy.q.val() && !self.ip.m_axis_res_tvalid.val())
            || ((self.state.q.val() == 4) && self.ip.s_axis_ev_tready.val());
    }
}

/// Verilog of the ULX3S's board top for `c` (top module `top`): the IP's Verilog as
/// `nscc_cc_ip::verilog` writes it (its RAMs without collision logic, the staged
/// registers' copy in a block RAM).
pub fn verilog_for(c: &BoardConfig) -> Result<String, String> {
    let mut uut = IpBoardTop::new(c)?;
    uut.connect_all();
    Ok(crate::ip::nscc_cc_ip::distributed_copy(
        &crate::rams_without_collision_check(generate_verilog(&uut)),
        "top$ip$st_copy",
    ))
}

/// Verilog of the ULX3S's board top as Verilated (`engine_board_top::sim_config`).
pub fn verilog() -> String {
    verilog_for(&crate::board::engine_board_top::sim_config())
        .expect("the simulated engine board's configuration is valid")
}
