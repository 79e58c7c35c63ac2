//! `CuEngineBoardTop`: the Cu's compact engine on its board: a USB-UART, the frame decoder
//! and encoder with the engine board's request table (`board_protocol::ENGINE_REQUESTS`,
//! `docs/board-protocol.md` "The engine board"), in front of [`NsccCompactEngine`] (128 CCCs)
//! and its BIST ([`EngineBist`]). (The ULX3S's board drives the IP core through its AXI
//! ports instead: `ip_board_top`; the same protocol and the same simulated configuration,
//! [`sim_config`].)
//!
//! ```text
//! usb_rx -> BoardShell (UART, decoder, its slot) -> controller -> NsccCompactEngine
//!                                                        |   EngineBist -^ (while it runs)
//! usb_tx <- BoardShell (encoder, UART) <- response register (16 bytes) <-+
//! ```
//!
//! * PROFILE: the engine's `cfg_*` port, one write (the board does not check the image: the
//!   host validates it as `GoldenEngine::load_profile` does), answered DONE (ok).
//! * LIFECYCLE: one request on the engine's `ctl_*` port, answered DONE with its `ctl_ok`.
//! * CCC_EVENT: the event on the engine's event port; answered RESULT with the engine's
//!   `out_*` when it leaves, or, when no result comes within [`EngineKind::RESULT_WAIT`] cycles (a refused
//!   event passes the pipeline as a bubble), with the reason whose refusal counter moved.
//! * REFUSALS: the four refusal counters.
//! * BIST: the self-test on the engine (the BIST drives the engine's ports while it runs),
//!   answered BIST_RESULT when it is done.
//! * Errors from the decoder: an ERROR frame; nothing is applied.
//! * Sequence numbers: a CCC_EVENT's `seq` is echoed in its RESULT; the board keeps the last
//!   one that entered the engine with its RESULT, and answers a CCC_EVENT repeating it with
//!   that RESULT without applying the event again (the host's retry after a lost answer).
//!   PROFILE, LIFECYCLE, REFUSALS and BIST forget it; ERROR frames and the reset button do
//!   not (the reset waits until an event in the engine has its RESULT stored).
//!
//! The controller serialises everything (one request in the engine at a time), so each
//! answer belongs to its request. Payload fields are taken at the bits the layouts give.
//!
//! Ports (the pin constraints of `constraints/`): `clock`, `rst_n`, `usb_rx`, `usb_tx`,
//! `led[7:0]` (3..0 the last action, 4 the BIST running, 5 the last answer was an error,
//! 6 and 7 UART activity).

use nscc_rtl_macros::{port_logic, ports};
use rust_hdl::prelude::*;

use golden_model::engine::Refusal;

use crate::board::board_config::BoardConfig;
use crate::board::board_protocol::{self as proto, Layout};
use crate::board::frame::REQUEST_IMAGE_BITS;
use crate::board::shell::{BoardShell, RESP_BITS};
use crate::nscc::compact_engine::NsccCompactEngine;
use crate::nscc::engine::EngineKind;
use crate::nscc::engine_bist::EngineBist;
use crate::nscc::event_front::EventPass;

/// Width of the board's wait for a result (cycles < 2^12, [`EngineKind::RESULT_WAIT`]).
const WAIT_BITS: usize = 12;
const _: () = assert!(NsccCompactEngine::RESULT_WAIT < 1 << WAIT_BITS);

/// Bits of a RESULT (sequence number included), kept for a repeated sequence number.
const RESULT_BITS: usize = 8 * proto::RESULT.bytes();
const _: () = assert!(RESULT_BITS == 56 && RESULT_BITS <= RESP_BITS);

/// The RESULT's `refused` code when neither a result nor a refusal came (never expected).
pub const REFUSED_NO_RESULT: u64 = 7;

/// The engine board's clock in the Verilated model (cycle counts do not depend on it; the
/// bitstream's clock is the ULX3S board description's, `nscc_flow::ULX3S.clock_mhz`).
pub const ENGINE_BOARD_SIM_CLOCK_HZ: u64 = 30_000_000;
/// The engine board's UART rate (the ULX3S's FT231X: 3 Mbaud at most).
pub const ENGINE_BOARD_BAUD: u64 = 3_000_000;

/// The Verilated engine board: 30 MHz, 3 Mbaud (10 clocks per bit), and the short frame
/// timeout of the link-fault runs ([`crate::board::board_config::FAULT_BOARD_TIMEOUT`] cycles, 0.67 ms:
/// a frame that a fault cuts costs 20,000 simulated cycles, not the built board's 10 ms).
pub fn sim_config() -> BoardConfig {
    BoardConfig {
        clock_hz: ENGINE_BOARD_SIM_CLOCK_HZ,
        baud: ENGINE_BOARD_BAUD,
        timeout_cycles: crate::board::board_config::FAULT_BOARD_TIMEOUT,
    }
}

/// The Verilated Cu engine board: the Cu as built (40 MHz, 4 Mbaud) but with the link-fault
/// runs' short frame timeout, as [`sim_config`].
pub fn cu_sim_config() -> BoardConfig {
    BoardConfig {
        timeout_cycles: crate::board::board_config::FAULT_BOARD_TIMEOUT,
        ..BoardConfig::default()
    }
}

// Controller states.
// 0 IDLE, 1 PROFILE, 2 CTL (request), 3 CTL_WAIT, 4 EVENT (present), 5 EVENT_WAIT,
// 6 BIST_START, 7 BIST_WAIT, 8 SEND, 9 WAIT_TX, 10 DECIDE (act on the kind decided in IDLE)

/// A field's lsb in the response register (the answer's first byte in the top bits).
fn at_resp(l: &Layout, name: &str) -> Constant<Bits<10>> {
    Constant::new((l.lsb(name) + RESP_BITS - 8 * l.bytes()).to_bits())
}

/// The Cu's board top: the compact engine (128 CCCs, one event at a time).
#[ports]
#[derive(LogicBlock)]
pub struct CuEngineBoardTop {
    pub clock: Signal<In, Clock>,
    pub rst_n: Signal<In, Bit>,
    pub usb_rx: Signal<In, Bit>,
    pub usb_tx: Signal<Out, Bit>,
    pub led: Signal<Out, Bits<8>>,
    #[init]
    shell: BoardShell,
    /// the event port's front (`event_front`): the engine's port from registers, or wires
    front: EventPass,
    engine: NsccCompactEngine,
    bist: EngineBist,
    state: DFF<Bits<4>>,
    /// the request's kind, decided in state 0 (one-hot: repeated sequence number, profile,
    /// lifecycle, event, BIST, refusals)
    dk: DFF<Bits<6>>,
    /// The request served: the decoder's register itself (the Cu has no room for a copy),
    /// taken from the slot only once answered (a frame that arrives meanwhile is dropped and
    /// reported as Overflow: hosts wait for answers).
    reqv: Signal<Local, Bits<REQUEST_IMAGE_BITS>>,
    resp: DFF<Bits<RESP_BITS>>,
    /// the engine's lifecycle answer, registered beside the controller (the engine's
    /// registers sit far from the response register's load logic)
    done_b: DFF<Bit>,
    ok_b: DFF<Bit>,
    resp_kind: DFF<Bits<8>>,
    resp_len: DFF<Bits<8>>,
    waited: DFF<Bits<WAIT_BITS>>,
    /// The last CCC_EVENT's sequence number, whether `last_res` holds its RESULT (cleared by
    /// any other request; the reset button keeps both: an event applied before a reset must
    /// not be applied again by its retry), and that RESULT (the answer's top bits).
    last_seq: DFF<Bits<8>>,
    last_valid: DFF<Bit>,
    last_res: DFF<Bits<RESULT_BITS>>,
    snap_range: DFF<Bits<8>>,
    snap_idle: DFF<Bits<8>>,
    snap_not_ready: DFF<Bits<8>>,
    snap_event: DFF<Bits<8>>,
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
    k_rc_range: Constant<Bits<3>>,
    k_rc_idle: Constant<Bits<3>>,
    k_rc_not_ready: Constant<Bits<3>>,
    k_rc_event: Constant<Bits<3>>,
    k_rc_none: Constant<Bits<3>>,
    k_result_wait: Constant<Bits<WAIT_BITS>>,
    at_e_seq: Constant<Bits<10>>,
    at_r_seq: Constant<Bits<10>>,
    /// where the stored RESULT sits in the response register (its top bits)
    at_r_last: Constant<Bits<10>>,
    // where each field sits in the request and response registers (`board_protocol` layouts)
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
    at_b_seed: Constant<Bits<10>>,
    at_b_events: Constant<Bits<10>>,
    at_b_cccs_log2: Constant<Bits<10>>,
    at_b_rtt_base: Constant<Bits<10>>,
    at_r_ok: Constant<Bits<10>>,
    at_r_ccc: Constant<Bits<10>>,
    at_r_refused: Constant<Bits<10>>,
    at_r_action: Constant<Bits<10>>,
    at_r_fulfill: Constant<Bits<10>>,
    at_r_cwnd: Constant<Bits<10>>,
    at_r_ccc_out_of_range: Constant<Bits<10>>,
    at_r_idle: Constant<Bits<10>>,
    at_r_not_ready: Constant<Bits<10>>,
    at_r_event_out_of_range: Constant<Bits<10>>,
    at_r_cycles: Constant<Bits<10>>,
    at_r_results: Constant<Bits<10>>,
    at_r_sig_xor: Constant<Bits<10>>,
    at_r_sig_sum: Constant<Bits<10>>,
    // locals
    rst: Signal<Local, Bit>,
    bist_mode: Signal<Local, Bit>,
    rcode: Signal<Local, Bits<3>>,
    /// the RESULT being formed (state 5)
    res_word: Signal<Local, Bits<RESP_BITS>>,
    /// the request in the decoder's slot is a CCC_EVENT repeating the last sequence number
    seq_repeat: Signal<Local, Bit>,
}

impl CuEngineBoardTop {
    pub fn new(c: &BoardConfig) -> Result<CuEngineBoardTop, String> {
        let at = |lsb: usize| Constant::new(lsb.to_bits());
        let len = |n: usize| Constant::new((n as u8).to_bits());
        let rc = |r: Option<Refusal>| Constant::new(proto::refusal_code(r).to_bits());
        Ok(CuEngineBoardTop::with_init(CuEngineBoardTopInit {
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
            k_rc_range: rc(Some(Refusal::CccOutOfRange)),
            k_rc_idle: rc(Some(Refusal::Idle)),
            k_rc_not_ready: rc(Some(Refusal::NotReady)),
            k_rc_event: rc(Some(Refusal::EventOutOfRange)),
            k_rc_none: Constant::new(REFUSED_NO_RESULT.to_bits()),
            k_result_wait: Constant::new(NsccCompactEngine::RESULT_WAIT.to_bits()),
            at_e_seq: at(proto::CCC_EVENT.lsb("seq")),
            at_r_seq: at_resp(&proto::RESULT, "seq"),
            at_r_last: at(RESP_BITS - RESULT_BITS),
            at_b_seed: at(proto::BIST.lsb("seed")),
            at_b_events: at(proto::BIST.lsb("events")),
            at_b_cccs_log2: at(proto::BIST.lsb("cccs_log2")),
            at_b_rtt_base: at(proto::BIST.lsb("rtt_base")),
            at_r_ok: at_resp(&proto::DONE, "ok"),
            at_r_ccc: at_resp(&proto::RESULT, "ccc"),
            at_r_refused: at_resp(&proto::RESULT, "refused"),
            at_r_action: at_resp(&proto::RESULT, "action"),
            at_r_fulfill: at_resp(&proto::RESULT, "fulfill"),
            at_r_cwnd: at_resp(&proto::RESULT, "cwnd"),
            at_r_ccc_out_of_range: at_resp(&proto::REFUSALS, "ccc_out_of_range"),
            at_r_idle: at_resp(&proto::REFUSALS, "idle"),
            at_r_not_ready: at_resp(&proto::REFUSALS, "not_ready"),
            at_r_event_out_of_range: at_resp(&proto::REFUSALS, "event_out_of_range"),
            at_r_cycles: at_resp(&proto::BIST_RESULT, "cycles"),
            at_r_results: at_resp(&proto::BIST_RESULT, "results"),
            at_r_sig_xor: at_resp(&proto::BIST_RESULT, "sig_xor"),
            at_r_sig_sum: at_resp(&proto::BIST_RESULT, "sig_sum"),
        }))
    }
}

impl Logic for CuEngineBoardTop {
    #[port_logic]
    #[hdl_gen]
    fn update(&mut self) {
        clock!(self, clock, shell, front, engine, bist);
        dff_setup!(
            self,
            clock,
            dk,
            state,
            resp,
            done_b,
            ok_b,
            resp_kind,
            resp_len,
            waited,
            last_seq,
            last_valid,
            last_res,
            snap_range,
            snap_idle,
            snap_not_ready,
            snap_event,
            act_led
        );
        // ---- the shell: reset button, UART, frame codec, answer, LEDs (3..0 the last action,
        // 4 the BIST running)
        self.shell.rst_n.next = self.rst_n.val();
        self.rst.next = self.shell.rst.val();
        self.shell.usb_rx.next = self.usb_rx.val();
        self.usb_tx.next = self.shell.usb_tx.val();
        self.shell.take.next = false;
        self.reqv.next = self.shell.image.val();
        self.shell.send.next = self.state.q.val() == 8;
        self.shell.kind.next = self.resp_kind.q.val();
        self.shell.len.next = self.resp_len.q.val();
        self.shell.resp.next = self.resp.q.val();
        self.shell.led_act.next = self.act_led.q.val();
        self.shell.led_busy.next = self.bist.busy.val();
        self.led.next = self.shell.led.val();
        // ---- the engine's profile port, from a PROFILE request
        unpack_payload!(
            profile_write,
            self.engine,
            self.reqv.val(),
            "at_p_",
            only(profile)
        );
        unpack_payload!(register_image, self.engine, self.reqv.val(), "at_p_");
        self.engine.cfg_write.next = self.state.q.val() == 1;
        // ---- the BIST's controls, from a BIST request
        self.bist.seed.next = self.reqv.val().get_bits::<32>(self.at_b_seed.val().index());
        self.bist.events.next = self
            .reqv
            .val()
            .get_bits::<32>(self.at_b_events.val().index());
        self.bist.cccs_log2.next = self
            .reqv
            .val()
            .get_bits::<4>(self.at_b_cccs_log2.val().index());
        self.bist.rtt_base.next = self
            .reqv
            .val()
            .get_bits::<24>(self.at_b_rtt_base.val().index());
        self.bist.start.next = self.state.q.val() == 6;
        self.bist.ctl_ready.next = self.engine.ctl_ready.val();
        self.bist.ctl_done.next = self.engine.ctl_done.val();
        self.bist.ev_ready.next = self.front.ev_ready.val();
        connect!(result, self.bist, self.engine);
        // ---- lifecycle and event ports: the BIST's while it runs, else the controller's (a
        // BIST cut short by the reset button runs to its end, so it never waits for an
        // answer that cannot come)
        self.bist_mode.next =
            (self.state.q.val() == 6) || (self.state.q.val() == 7) || self.bist.busy.val();
        if self.bist_mode.val() {
            self.engine.ctl_valid.next = self.bist.ctl_valid.val();
            self.engine.ctl_op.next = self.bist.ctl_op.val();
            self.engine.ctl_ccc.next = self.bist.ctl_ccc.val();
            self.engine.ctl_profile.next = 0.into();
            self.engine.ctl_t.next = 0.into();
            self.front.ev_valid.next = self.bist.ev_valid.val();
            self.front.ev_ccc.next = self.bist.ev_ccc.val();
            self.front.ev_t.next = self.bist.ev_t.val();
            self.front.ev_t_sub.next = 0.into();
            self.front.ev_kind.next = self.bist.ev_kind.val();
            self.front.ev_bytes.next = self.bist.ev_bytes.val();
            self.front.ev_rtt.next = self.bist.ev_rtt.val();
            self.front.ev_ecn.next = self.bist.ev_ecn.val();
            self.front.ev_pend.next = 0.into();
            self.front.ev_rc.next = false;
            self.front.ev_in_flight.next = self.bist.ev_in_flight.val();
            self.front.ev_probe.next = false;
            self.front.ev_probe_rtt.next = 0.into();
            self.front.ev_rtt_sub.next = 0.into();
            self.front.ev_probe_rtt_sub.next = 0.into();
        } else {
            self.engine.ctl_valid.next = (self.state.q.val() == 2) && self.engine.ctl_ready.val();
            unpack_payload!(
                lifecycle,
                self.engine,
                self.reqv.val(),
                "at_l_",
                only(op, ccc, profile, t)
            );
            self.front.ev_valid.next = self.state.q.val() == 4;
            unpack_payload!(
                event_stream,
                self.front,
                self.reqv.val(),
                "at_e_",
                only(ccc)
            );
            unpack_payload!(event, self.front, self.reqv.val(), "at_e_");
        }
        // the event port: the front's (the BIST's or the controller's event, in front of
        // the engine's port)
        connect!(event_stream, self.engine, self.front, src_prefix = "eng_");
        connect!(event, self.engine, self.front, src_prefix = "eng_");
        // ---- why an event left no result: the refusal counter that moved
        self.rcode.next = self.k_rc_none.val();
        if self
            .engine
            .refused_event_out_of_range
            .val()
            .get_bits::<8>(0)
            != self.snap_event.q.val()
        {
            self.rcode.next = self.k_rc_event.val();
        }
        if self.engine.refused_not_ready.val().get_bits::<8>(0) != self.snap_not_ready.q.val() {
            self.rcode.next = self.k_rc_not_ready.val();
        }
        if self.engine.refused_idle.val().get_bits::<8>(0) != self.snap_idle.q.val() {
            self.rcode.next = self.k_rc_idle.val();
        }
        if self.engine.refused_ccc_out_of_range.val().get_bits::<8>(0) != self.snap_range.q.val() {
            self.rcode.next = self.k_rc_range.val();
        }
        // ---- a CCC_EVENT that repeats the last sequence number (the host's retry)
        self.seq_repeat.next = self.last_valid.q.val()
            && (self.shell.slot_type.val() == self.k_t_ccc_event.val())
            && (self
                .shell
                .image
                .val()
                .get_bits::<8>(self.at_e_seq.val().index())
                == self.last_seq.q.val());
        // ---- the RESULT of the event being served (state 5): the engine's result, or the
        // request's CCC and the refusal when none came
        self.res_word.next = bit_cast::<RESP_BITS, 8>(self.last_seq.q.val()) << self.at_r_seq.val();
        if self.engine.out_valid.val() {
            self.res_word.next = self.res_word.val()
                | (bit_cast::<RESP_BITS, 12>(self.engine.out_ccc.val()) << self.at_r_ccc.val())
                | (bit_cast::<RESP_BITS, 4>(self.engine.out_action.val())
                    << self.at_r_action.val())
                | (bit_cast::<RESP_BITS, 1>(self.engine.out_fulfill.val().into())
                    << self.at_r_fulfill.val())
                | (bit_cast::<RESP_BITS, 24>(self.engine.out_cwnd.val()) << self.at_r_cwnd.val());
        } else {
            self.res_word.next = self.res_word.val()
                | (bit_cast::<RESP_BITS, 16>(
                    self.reqv.val().get_bits::<16>(self.at_e_ccc.val().index()),
                ) << self.at_r_ccc.val())
                | (bit_cast::<RESP_BITS, 3>(self.rcode.val()) << self.at_r_refused.val());
        }
        // ---- controller
        self.done_b.d.next = self.engine.ctl_done.val();
        self.ok_b.d.next = self.engine.ctl_ok.val();
        if self.state.q.val() == 0 {
            if self.shell.slot_full.val() && !self.bist.busy.val() {
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
            // the request decided in state 0 (`dk`, one-hot)
            self.state.d.next = 8.into();
            if self.dk.q.val().get_bit(0) {
                // answered with the stored RESULT; the event is not applied again
                self.resp_len.d.next = self.k_len_result.val();
                self.resp.d.next = bit_cast::<RESP_BITS, RESULT_BITS>(self.last_res.q.val())
                    << self.at_r_last.val();
            }
            if self.dk.q.val().get_bit(1) {
                self.last_valid.d.next = false;
                self.state.d.next = 1.into();
            }
            if self.dk.q.val().get_bit(2) {
                self.last_valid.d.next = false;
                self.state.d.next = 2.into();
            }
            if self.dk.q.val().get_bit(3) {
                self.state.d.next = 4.into();
            }
            if self.dk.q.val().get_bit(4) {
                self.last_valid.d.next = false;
                self.state.d.next = 6.into();
            }
            if self.dk.q.val().get_bit(5) {
                self.last_valid.d.next = false;
                self.resp_len.d.next = self.k_len_refusals.val();
                self.resp.d.next =
                    (bit_cast::<RESP_BITS, 32>(self.engine.refused_ccc_out_of_range.val())
                        << self.at_r_ccc_out_of_range.val())
                        | (bit_cast::<RESP_BITS, 32>(self.engine.refused_idle.val())
                            << self.at_r_idle.val())
                        | (bit_cast::<RESP_BITS, 32>(self.engine.refused_not_ready.val())
                            << self.at_r_not_ready.val())
                        | (bit_cast::<RESP_BITS, 32>(self.engine.refused_event_out_of_range.val())
                            << self.at_r_event_out_of_range.val());
            }
        } else if self.state.q.val() == 1 {
            // the profile is written in this cycle (`cfg_write`)
            self.resp_len.d.next = self.k_len_done.val();
            self.resp.d.next = bits::<RESP_BITS>(1) << self.at_r_ok.val();
            self.state.d.next = 8.into();
        } else if self.state.q.val() == 2 {
            if self.engine.ctl_ready.val() {
                self.state.d.next = 3.into();
            }
        } else if self.state.q.val() == 3 {
            if self.done_b.q.val() {
                self.resp_len.d.next = self.k_len_done.val();
                self.resp.d.next =
                    bit_cast::<RESP_BITS, 1>(self.ok_b.q.val().into()) << self.at_r_ok.val();
                self.state.d.next = 8.into();
            }
        } else if self.state.q.val() == 4 {
            if self.front.ev_ready.val() {
                // the event enters the engine now: its sequence number is the last one, its
                // RESULT stored once it is known (the reset button does not cut that short)
                self.last_seq.d.next = self.reqv.val().get_bits::<8>(self.at_e_seq.val().index());
                self.last_valid.d.next = false;
                // (one request at a time: a counter moves by one at most, its low bits tell)
                self.snap_range.d.next =
                    self.engine.refused_ccc_out_of_range.val().get_bits::<8>(0);
                self.snap_idle.d.next = self.engine.refused_idle.val().get_bits::<8>(0);
                self.snap_not_ready.d.next = self.engine.refused_not_ready.val().get_bits::<8>(0);
                self.snap_event.d.next = self
                    .engine
                    .refused_event_out_of_range
                    .val()
                    .get_bits::<8>(0);
                self.waited.d.next = 0.into();
                self.state.d.next = 5.into();
            }
        } else if self.state.q.val() == 5 {
            self.waited.d.next = self.waited.q.val() + 1;
            self.resp_len.d.next = self.k_len_result.val();
            if self.engine.out_valid.val() {
                self.act_led.d.next = self.engine.out_action.val();
            }
            if self.engine.out_valid.val() || (self.waited.q.val() == self.k_result_wait.val()) {
                self.resp.d.next = self.res_word.val();
                self.last_res.d.next = self
                    .res_word
                    .val()
                    .get_bits::<RESULT_BITS>(self.at_r_last.val().index());
                self.last_valid.d.next = true;
                self.state.d.next = 8.into();
            }
        } else if self.state.q.val() == 6 {
            // `start` is held until the BIST runs (a finished BIST takes one start to idle)
            if self.bist.busy.val() {
                self.state.d.next = 7.into();
            }
        } else if self.state.q.val() == 7 {
            if self.bist.done.val() {
                self.resp_len.d.next = self.k_len_bist_result.val();
                self.resp.d.next = (bit_cast::<RESP_BITS, 32>(self.bist.cycles.val())
                    << self.at_r_cycles.val())
                    | (bit_cast::<RESP_BITS, 32>(self.bist.results.val())
                        << self.at_r_results.val())
                    | (bit_cast::<RESP_BITS, 32>(self.bist.sig_xor.val())
                        << self.at_r_sig_xor.val())
                    | (bit_cast::<RESP_BITS, 32>(self.bist.sig_sum.val())
                        << self.at_r_sig_sum.val());
                self.state.d.next = 8.into();
            }
        } else if self.state.q.val() == 8 {
            self.shell.take.next = true;
            self.state.d.next = 9.into();
        } else if !self.shell.enc_busy.val() {
            self.state.d.next = 0.into();
        }
        // the reset button returns the controller to IDLE, except while an event is in the
        // engine (entering it, or its result not yet stored): that event's RESULT is stored
        // first, so that the host's retry gets it instead of applying the event again
        if self.rst.val()
            && !((self.state.q.val() == 5)
                || ((self.state.q.val() == 4) && self.front.ev_ready.val()))
        {
            self.state.d.next = 0.into();
        }
    }
}

/// Verilog of the Cu's engine board top (the compact engine; top module `top`) for `c`.
pub fn verilog_cu_for(c: &BoardConfig) -> Result<String, String> {
    let mut uut = CuEngineBoardTop::new(c)?;
    uut.connect_all();
    Ok(crate::rams_without_collision_check(generate_verilog(&uut)))
}

/// Verilog of the Cu's engine board top as Verilated ([`cu_sim_config`]).
pub fn verilog_cu() -> String {
    verilog_cu_for(&cu_sim_config()).expect("the Cu's configuration is valid")
}
