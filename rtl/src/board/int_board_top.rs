//! `IntBoardTop`: the Cu's INT board: `IntSerialEngine` (HPCC++, Rx-HPCC and FNCC, 64
//! CCCs) and its self-test ([`IntBist`]) behind the boards' USB-UART and frame codec
//! (`docs/board-protocol.md`, "The INT board"):
//!
//! ```text
//! usb_rx -> BoardShell (UART, FrameDecoder) -> controller -> IntBist -> IntSerialEngine
//! usb_tx <- BoardShell (FrameEncoder, UART) <- response register (16 bytes) <-+
//! ```
//!
//! * INT_BIST (0x16): the BIST's controls from the request (`seed`, `events`, `cccs_log2`,
//!   `hops`), held in the decoder's register until the answer (the board holds the slot: a
//!   frame that arrives meanwhile is dropped and reported as Overflow); answered
//!   BIST_RESULT (0x96: cycles, answers, signature XOR and sum) when the run is done.
//! * Errors from the decoder: an ERROR frame, as on the other boards; nothing is run.
//!
//! The HX8K holds the engine with 3 % of its logic cells and one block RAM to spare, so the
//! board is the engine's self-test only: INT events at the UART's rate (~40,000 per second)
//! would not show the engine, and a record buffer for them does not fit beside it.
//!
//! Ports as the other board tops (the same pin constraints): `clock`, `rst_n`, `usb_rx`,
//! `usb_tx`, `led[7:0]` (4 the BIST running, 5 the last answer was an error, 6 and 7 the
//! UART lines' activity, stretched: `shell`).

use nscc_rtl_macros::{port_logic, ports};
use rust_hdl::prelude::*;

use crate::board::board_config::BoardConfig;
use crate::board::board_protocol::{self as proto, Layout};
use crate::board::frame::REQUEST_IMAGE_BITS;
use crate::board::shell::{BoardShell, RESP_BITS};
use crate::int::int_bist::IntBist;
use crate::int::int_serial::{IntSerialEngine, CU_INT_CCCS};

// The response register: BIST_RESULT, its first byte on top.
const _: () = assert!(8 * proto::BIST_RESULT.bytes() == RESP_BITS);

/// A field's lsb in the response register (the answer's first byte in the top bits).
fn at_resp(l: &Layout, name: &str) -> Constant<Bits<8>> {
    Constant::new(((l.lsb(name) + RESP_BITS - 8 * l.bytes()) as u64).to_bits())
}

// Controller states: 0 IDLE, 1 START (the BIST's start), 2 RUN, 3 SEND, 4 WAIT_TX.

#[ports]
#[derive(LogicBlock)]
pub struct IntBoardTop {
    pub clock: Signal<In, Clock>,
    pub rst_n: Signal<In, Bit>,
    pub usb_rx: Signal<In, Bit>,
    pub usb_tx: Signal<Out, Bit>,
    pub led: Signal<Out, Bits<8>>,
    #[init]
    shell: BoardShell,
    bist: IntBist,
    #[init]
    engine: IntSerialEngine<6, 8, 9>,
    state: DFF<Bits<3>>,
    resp: DFF<Bits<RESP_BITS>>,
    resp_kind: DFF<Bits<8>>,
    resp_len: DFF<Bits<8>>,
    k_t_error: Constant<Bits<8>>,
    k_t_answer: Constant<Bits<8>>,
    k_len_error: Constant<Bits<8>>,
    k_len_result: Constant<Bits<8>>,
    at_q_seed: Constant<Bits<8>>,
    at_q_events: Constant<Bits<8>>,
    at_q_cccs_log2: Constant<Bits<8>>,
    at_q_hops: Constant<Bits<8>>,
    at_r_cycles: Constant<Bits<8>>,
    at_r_results: Constant<Bits<8>>,
    at_r_sig_xor: Constant<Bits<8>>,
    at_r_sig_sum: Constant<Bits<8>>,
    rst: Signal<Local, Bit>,
    image: Signal<Local, Bits<REQUEST_IMAGE_BITS>>,
}

impl IntBoardTop {
    pub fn new(c: &BoardConfig) -> Result<IntBoardTop, String> {
        let at = |lsb: usize| Constant::new((lsb as u64).to_bits());
        let len = |n: usize| Constant::new((n as u64).to_bits());
        Ok(IntBoardTop::with_init(IntBoardTopInit {
            shell: BoardShell::new(c, proto::INT_REQUESTS)?,
            engine: IntSerialEngine::new(CU_INT_CCCS),
            k_t_error: Constant::new(u64::from(proto::T_ERROR).to_bits()),
            k_t_answer: Constant::new(u64::from(proto::T_INT_BIST | proto::T_STATE_FLAG).to_bits()),
            k_len_error: len(proto::ERROR_LEN),
            k_len_result: len(proto::BIST_RESULT.bytes()),
            at_q_seed: at(proto::INT_BIST.lsb("seed")),
            at_q_events: at(proto::INT_BIST.lsb("events")),
            at_q_cccs_log2: at(proto::INT_BIST.lsb("cccs_log2")),
            at_q_hops: at(proto::INT_BIST.lsb("hops")),
            at_r_cycles: at_resp(&proto::BIST_RESULT, "cycles"),
            at_r_results: at_resp(&proto::BIST_RESULT, "results"),
            at_r_sig_xor: at_resp(&proto::BIST_RESULT, "sig_xor"),
            at_r_sig_sum: at_resp(&proto::BIST_RESULT, "sig_sum"),
        }))
    }
}

impl Logic for IntBoardTop {
    #[port_logic]
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, resp, resp_kind, resp_len);
        clock!(self, clock, shell, bist, engine);
        // ---- the shell: UART, frame codec, answer, LEDs (4 the BIST running)
        self.shell.rst_n.next = self.rst_n.val();
        self.rst.next = self.shell.rst.val();
        self.shell.usb_rx.next = self.usb_rx.val();
        self.usb_tx.next = self.shell.usb_tx.val();
        self.image.next = self.shell.image.val();
        self.shell.take.next = self.state.q.val() == 3;
        self.shell.send.next = self.state.q.val() == 3;
        self.shell.kind.next = self.resp_kind.q.val();
        self.shell.len.next = self.resp_len.q.val();
        self.shell.resp.next = self.resp.q.val();
        self.shell.led_act.next = 0.into();
        self.shell.led_busy.next = self.bist.busy.val();
        self.led.next = self.shell.led.val();
        // ---- the BIST's controls: the request held in the decoder's register
        self.bist.start.next = self.state.q.val() == 1;
        self.bist.seed.next = self
            .image
            .val()
            .get_bits::<32>(self.at_q_seed.val().index());
        self.bist.events.next = self
            .image
            .val()
            .get_bits::<32>(self.at_q_events.val().index());
        self.bist.cccs_log2.next = self
            .image
            .val()
            .get_bits::<4>(self.at_q_cccs_log2.val().index());
        self.bist.hops.next = self.image.val().get_bits::<4>(self.at_q_hops.val().index());
        // ---- the BIST drives the engine
        connect!(int_event, self.engine, self.bist);
        connect!(int_records, self.engine, self.bist);
        connect!(int_config, self.engine, self.bist);
        self.bist.e_done.next = self.engine.done.val();
        self.bist.e_ccc.next = self.engine.done_ccc.val();
        self.bist.e_branch.next = self.engine.done_branch.val();
        self.bist.e_update_wc.next = self.engine.done_update_wc.val();
        self.bist.e_lhcs.next = self.engine.done_lhcs.val();
        self.bist.e_refused.next = self.engine.done_refused.val();
        self.bist.e_head_we.next = self.engine.head_we.val();
        self.bist.e_head_wdata.next = self.engine.head_wdata.val();
        // ---- controller
        if self.state.q.val() == 0 {
            if self.shell.slot_full.val() {
                self.resp_kind.d.next = self.k_t_answer.val();
                self.resp_len.d.next = self.k_len_result.val();
                self.state.d.next = 1.into();
                if self.shell.slot_error.val() {
                    self.resp_kind.d.next = self.k_t_error.val();
                    self.resp_len.d.next = self.k_len_error.val();
                    self.resp.d.next = self.shell.err_word.val();
                    self.state.d.next = 3.into();
                }
            }
        } else if self.state.q.val() == 1 {
            self.state.d.next = 2.into();
        } else if self.state.q.val() == 2 {
            if self.bist.done.val() {
                self.resp.d.next = (bit_cast::<RESP_BITS, 32>(self.bist.cycles.val())
                    << self.at_r_cycles.val())
                    | (bit_cast::<RESP_BITS, 32>(self.bist.results.val())
                        << self.at_r_results.val())
                    | (bit_cast::<RESP_BITS, 32>(self.bist.sig_xor.val())
                        << self.at_r_sig_xor.val())
                    | (bit_cast::<RESP_BITS, 32>(self.bist.sig_sum.val())
                        << self.at_r_sig_sum.val());
                self.state.d.next = 3.into();
            }
        } else if self.state.q.val() == 3 {
            self.state.d.next = 4.into();
        } else if !self.shell.enc_busy.val() {
            self.state.d.next = 0.into();
        }
        // the reset button returns the controller to IDLE (a BIST that runs finishes alone)
        if self.rst.val() {
            self.state.d.next = 0.into();
        }
    }
}

/// Verilog of the Cu's INT board top (top module `top`) for `c`: the engine's stores need
/// no collision logic ([`crate::int::int_serial::verilog_cu`]).
pub fn verilog_for(c: &BoardConfig) -> Result<String, String> {
    let c = *c;
    crate::on_big_stack(move || {
        let mut uut = IntBoardTop::new(&c)?;
        uut.connect_all();
        Ok(crate::rams_without_collision_check(generate_verilog(&uut)))
    })
}

/// Verilog of the Cu's INT board as Verilated: the Cu as built (40 MHz, 4 Mbaud) with the
/// link-fault runs' short frame timeout (`engine_board_top::cu_sim_config`).
pub fn verilog() -> String {
    verilog_for(&crate::board::engine_board_top::cu_sim_config())
        .expect("the Cu's configuration is valid")
}
