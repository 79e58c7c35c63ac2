//! `BoardTop`: the Alchitry Cu top. USB-UART receiver -> [`FrameDecoder`] -> controller ->
//! [`NsccCompact`] -> state snapshot -> [`FrameEncoder`] -> UART transmitter; LEDs show activity
//! and the last action. Protocol: `docs/board-protocol.md` ([`crate::board_protocol`]).
//!
//! The controller serialises everything, so the protocol stays simple and exact:
//!
//! * CONFIG: the register image is already in the decoder's `cfg_image` register (the core's
//!   `cfg_*` ports read it); pulse `load` (with `load_t` from the image), then `start`, wait
//!   until the core's activation program has run (`ev_ready`), answer STATE.
//! * EVENT: present the event for one cycle, wait until the core is ready again, capture
//!   its action and fulfill flag, answer STATE with every state field.
//!
//! The core is the compact one ([`NsccCompact`]: one shared datapath, a few hundred cycles
//! per event), the NSCC core that fits the HX8K beside this logic; the UART delivers an
//! event every ~7,700 cycles at most, so it waits for the link either way.
//! * READ: answer STATE. Errors from the decoder (and EVENT without a valid image): answer
//!   ERROR. Nothing is dropped silently.
//!
//! Ports: `clock` (100 MHz, or the PLL output, see `nscc_flow` board flow), `rst_n`
//! (the reset button, active low), `usb_rx` / `usb_tx` (FTDI channel B), `led[7:0]`.
//!
//! A second engine (SLEEK) would sit beside the core: its own request types decoded by the
//! controller and its own response payload mux (the `resp_kind` / `byte_r` selection below).

use rust_hdl::prelude::*;

use crate::board_protocol::{self as proto, ErrorCode};
use crate::compact_core::NsccCompact;
use crate::frame::{FrameDecoder, FrameEncoder, CONFIG_IMAGE_BITS, EVENT_IMAGE_BITS};
use crate::uart::{nco_increment, UartRx, UartTx};

/// Bits of the STATE payload register: 64 bytes, read out as eight 64-bit words (the
/// response mux below).
const STATE_IMAGE_BITS: usize = 8 * proto::STATE_LEN;
const _: () = assert!(proto::STATE_LEN == 64);

/// Build-time parameters of the board top.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardConfig {
    /// Frequency of `clock`, Hz.
    pub clock_hz: u64,
    /// UART rate, baud (both directions).
    pub baud: u64,
    /// Idle cycles in the middle of a frame before it is reported as a Timeout (< 2^24).
    pub timeout_cycles: u64,
}

/// The board's clock: the Cu's 100 MHz through the PLL. The compact core closes ~48 MHz
/// (`nscc report --block compact`), so the board runs at 40 MHz.
pub const BOARD_CLOCK_HZ: u64 = 40_000_000;
/// The UART rate at [`BOARD_CLOCK_HZ`]: 12 MHz / 3 on the FT2232H, 10 clocks per bit (the
/// receiver needs at least 8).
pub const BOARD_BAUD: u64 = 4_000_000;

impl Default for BoardConfig {
    /// The board as built: 40 MHz, 4 Mbaud, 10 ms timeout.
    fn default() -> Self {
        BoardConfig {
            clock_hz: BOARD_CLOCK_HZ,
            baud: BOARD_BAUD,
            timeout_cycles: BOARD_CLOCK_HZ / 100,
        }
    }
}

impl BoardConfig {
    /// The NCO increment of the UART bit timer, or why this combination cannot work.
    pub fn nco_increment(&self) -> Result<u64, String> {
        if self.timeout_cycles == 0 || self.timeout_cycles >= 1 << 24 {
            return Err(format!(
                "timeout of {} cycles: must be in 1..2^24",
                self.timeout_cycles
            ));
        }
        nco_increment(self.clock_hz, self.baud)
    }
}

// Controller states.
// 0 IDLE, 1 LOAD, 2 START, 3 EVENT, 4 RUN (the core is busy), 5 SEND, 6 WAIT_TX

#[derive(LogicBlock)]
pub struct BoardTop {
    pub clock: Signal<In, Clock>,
    pub rst_n: Signal<In, Bit>,
    pub usb_rx: Signal<In, Bit>,
    pub usb_tx: Signal<Out, Bit>,
    pub led: Signal<Out, Bits<8>>,
    uart_rx: UartRx,
    uart_tx: UartTx,
    dec: FrameDecoder,
    enc: FrameEncoder,
    core: NsccCompact,
    rst_s1: DFF<Bit>,
    rst_s2: DFF<Bit>,
    state: DFF<Bits<3>>,
    was_event: DFF<Bit>,
    resp_kind: DFF<Bits<8>>,
    resp_len: DFF<Bits<8>>,
    e_code: DFF<Bits<8>>,
    e_info: DFF<Bits<8>>,
    action_cap: DFF<Bits<4>>,
    fulfill_cap: DFF<Bit>,
    events: DFF<Bits<16>>,
    word_r: DFF<Bits<64>>,
    byte_r: DFF<Bits<8>>,
    // LEDs
    blink: DFF<Bits<22>>,
    rx_hold: DFF<Bit>,
    tx_hold: DFF<Bit>,
    rx_led: DFF<Bit>,
    tx_led: DFF<Bit>,
    err_led: DFF<Bit>,
    // the protocol table (`board_protocol`)
    k_state_flag: Constant<Bits<8>>,
    k_t_error: Constant<Bits<8>>,
    k_t_config: Constant<Bits<8>>,
    k_t_event: Constant<Bits<8>>,
    k_len_state: Constant<Bits<8>>,
    k_len_error: Constant<Bits<8>>,
    k_e_not_configured: Constant<Bits<8>>,
    // where each field sits in its payload register (`board_protocol` layouts)
    at_cfg_mtu: Constant<Bits<10>>,
    at_cfg_init_cwnd: Constant<Bits<10>>,
    at_cfg_init_bdp: Constant<Bits<10>>,
    at_cfg_init_maxwnd: Constant<Bits<10>>,
    at_cfg_base_rtt: Constant<Bits<10>>,
    at_cfg_network_rtt: Constant<Bits<10>>,
    at_cfg_target: Constant<Bits<10>>,
    at_cfg_qa_threshold: Constant<Bits<10>>,
    at_cfg_gamma_target: Constant<Bits<10>>,
    at_cfg_qa_gate: Constant<Bits<10>>,
    at_cfg_fulfill_bytes: Constant<Bits<10>>,
    at_cfg_rate_mant: Constant<Bits<10>>,
    at_cfg_rate_exp: Constant<Bits<10>>,
    at_cfg_alpha_mant: Constant<Bits<10>>,
    at_cfg_alpha_exp: Constant<Bits<10>>,
    at_cfg_fi_mant: Constant<Bits<10>>,
    at_cfg_fi_exp: Constant<Bits<10>>,
    at_cfg_fis_mant: Constant<Bits<10>>,
    at_cfg_fis_exp: Constant<Bits<10>>,
    at_cfg_eta: Constant<Bits<10>>,
    at_cfg_network_rtt_sub: Constant<Bits<10>>,
    at_cfg_load_t: Constant<Bits<10>>,
    at_ev_t: Constant<Bits<10>>,
    at_ev_t_sub: Constant<Bits<10>>,
    at_ev_kind: Constant<Bits<10>>,
    at_ev_bytes: Constant<Bits<10>>,
    at_ev_rtt: Constant<Bits<10>>,
    at_ev_ecn: Constant<Bits<10>>,
    at_ev_pend: Constant<Bits<10>>,
    at_ev_rc: Constant<Bits<10>>,
    at_ev_in_flight: Constant<Bits<10>>,
    at_ev_probe: Constant<Bits<10>>,
    at_ev_probe_rtt: Constant<Bits<10>>,
    at_st_phase: Constant<Bits<10>>,
    at_st_image_valid: Constant<Bits<10>>,
    at_st_events: Constant<Bits<10>>,
    at_st_base_rtt: Constant<Bits<10>>,
    at_st_avg_delay: Constant<Bits<10>>,
    at_st_action: Constant<Bits<10>>,
    at_st_fulfill: Constant<Bits<10>>,
    at_st_bdp: Constant<Bits<10>>,
    at_st_maxwnd: Constant<Bits<10>>,
    at_st_achieved: Constant<Bits<10>>,
    at_st_received: Constant<Bits<10>>,
    at_st_bytes_ignored: Constant<Bits<10>>,
    at_st_bytes_to_ignore: Constant<Bits<10>>,
    at_st_fi_count: Constant<Bits<10>>,
    at_st_flags: Constant<Bits<10>>,
    at_st_qa_start: Constant<Bits<10>>,
    at_st_qa_len: Constant<Bits<10>>,
    at_st_last_adjust: Constant<Bits<10>>,
    at_st_last_adjust_sub: Constant<Bits<10>>,
    at_st_last_dec: Constant<Bits<10>>,
    at_st_inc_bytes: Constant<Bits<10>>,
    at_st_cwnd: Constant<Bits<10>>,
    at_st_pre_penalty_cwnd: Constant<Bits<10>>,
    at_st_penalty_active: Constant<Bits<10>>,
    // locals
    rst: Signal<Local, Bit>,
    snap: Signal<Local, Bits<STATE_IMAGE_BITS>>,
    cfg: Signal<Local, Bits<CONFIG_IMAGE_BITS>>,
    ev: Signal<Local, Bits<EVENT_IMAGE_BITS>>,
    leds: Signal<Local, Bits<8>>,
    snap_at: Signal<Local, Bits<STATE_IMAGE_BITS>>,
    word_at: Signal<Local, Bits<64>>,
    index: Signal<Local, Bits<6>>,
}

impl BoardTop {
    pub fn new(c: &BoardConfig) -> Result<BoardTop, String> {
        let inc = c.nco_increment()?;
        let at = |lsb: usize| Constant::new(lsb.to_bits());
        Ok(BoardTop {
            clock: Default::default(),
            rst_n: Default::default(),
            usb_rx: Default::default(),
            usb_tx: Default::default(),
            led: Default::default(),
            uart_rx: UartRx::new(inc),
            uart_tx: UartTx::new(inc),
            dec: FrameDecoder::new(c.timeout_cycles),
            enc: Default::default(),
            core: Default::default(),
            rst_s1: Default::default(),
            rst_s2: Default::default(),
            state: Default::default(),
            was_event: Default::default(),
            resp_kind: Default::default(),
            resp_len: Default::default(),
            e_code: Default::default(),
            e_info: Default::default(),
            action_cap: Default::default(),
            fulfill_cap: Default::default(),
            events: Default::default(),
            word_r: Default::default(),
            byte_r: Default::default(),
            blink: Default::default(),
            rx_hold: Default::default(),
            tx_hold: Default::default(),
            rx_led: Default::default(),
            tx_led: Default::default(),
            err_led: Default::default(),
            at_cfg_mtu: at(proto::CONFIG.lsb("mtu")),
            at_cfg_init_cwnd: at(proto::CONFIG.lsb("init_cwnd")),
            at_cfg_init_bdp: at(proto::CONFIG.lsb("init_bdp")),
            at_cfg_init_maxwnd: at(proto::CONFIG.lsb("init_maxwnd")),
            at_cfg_base_rtt: at(proto::CONFIG.lsb("base_rtt")),
            at_cfg_network_rtt: at(proto::CONFIG.lsb("network_rtt")),
            at_cfg_target: at(proto::CONFIG.lsb("target")),
            at_cfg_qa_threshold: at(proto::CONFIG.lsb("qa_threshold")),
            at_cfg_gamma_target: at(proto::CONFIG.lsb("gamma_target")),
            at_cfg_qa_gate: at(proto::CONFIG.lsb("qa_gate")),
            at_cfg_fulfill_bytes: at(proto::CONFIG.lsb("fulfill_bytes")),
            at_cfg_rate_mant: at(proto::CONFIG.lsb("rate_mant")),
            at_cfg_rate_exp: at(proto::CONFIG.lsb("rate_exp")),
            at_cfg_alpha_mant: at(proto::CONFIG.lsb("alpha_mant")),
            at_cfg_alpha_exp: at(proto::CONFIG.lsb("alpha_exp")),
            at_cfg_fi_mant: at(proto::CONFIG.lsb("fi_mant")),
            at_cfg_fi_exp: at(proto::CONFIG.lsb("fi_exp")),
            at_cfg_fis_mant: at(proto::CONFIG.lsb("fis_mant")),
            at_cfg_fis_exp: at(proto::CONFIG.lsb("fis_exp")),
            at_cfg_eta: at(proto::CONFIG.lsb("eta")),
            at_cfg_network_rtt_sub: at(proto::CONFIG.lsb("network_rtt_sub")),
            at_cfg_load_t: at(proto::CONFIG.lsb("load_t")),
            at_ev_t: at(proto::EVENT.lsb("t")),
            at_ev_t_sub: at(proto::EVENT.lsb("t_sub")),
            at_ev_kind: at(proto::EVENT.lsb("kind")),
            at_ev_bytes: at(proto::EVENT.lsb("bytes")),
            at_ev_rtt: at(proto::EVENT.lsb("rtt")),
            at_ev_ecn: at(proto::EVENT.lsb("ecn")),
            at_ev_pend: at(proto::EVENT.lsb("pend")),
            at_ev_rc: at(proto::EVENT.lsb("rc")),
            at_ev_in_flight: at(proto::EVENT.lsb("in_flight")),
            at_ev_probe: at(proto::EVENT.lsb("probe")),
            at_ev_probe_rtt: at(proto::EVENT.lsb("probe_rtt")),
            at_st_phase: at(proto::STATE.lsb("phase")),
            at_st_image_valid: at(proto::STATE.lsb("image_valid")),
            at_st_events: at(proto::STATE.lsb("events")),
            at_st_base_rtt: at(proto::STATE.lsb("base_rtt")),
            at_st_avg_delay: at(proto::STATE.lsb("avg_delay")),
            at_st_action: at(proto::STATE.lsb("action")),
            at_st_fulfill: at(proto::STATE.lsb("fulfill")),
            at_st_bdp: at(proto::STATE.lsb("bdp")),
            at_st_maxwnd: at(proto::STATE.lsb("maxwnd")),
            at_st_achieved: at(proto::STATE.lsb("achieved")),
            at_st_received: at(proto::STATE.lsb("received")),
            at_st_bytes_ignored: at(proto::STATE.lsb("bytes_ignored")),
            at_st_bytes_to_ignore: at(proto::STATE.lsb("bytes_to_ignore")),
            at_st_fi_count: at(proto::STATE.lsb("fi_count")),
            at_st_flags: at(proto::STATE.lsb("flags")),
            at_st_qa_start: at(proto::STATE.lsb("qa_start")),
            at_st_qa_len: at(proto::STATE.lsb("qa_len")),
            at_st_last_adjust: at(proto::STATE.lsb("last_adjust")),
            at_st_last_adjust_sub: at(proto::STATE.lsb("last_adjust_sub")),
            at_st_last_dec: at(proto::STATE.lsb("last_dec")),
            at_st_inc_bytes: at(proto::STATE.lsb("inc_bytes")),
            at_st_cwnd: at(proto::STATE.lsb("cwnd")),
            at_st_pre_penalty_cwnd: at(proto::STATE.lsb("pre_penalty_cwnd")),
            at_st_penalty_active: at(proto::STATE.lsb("penalty_active")),
            k_state_flag: Constant::new((proto::T_STATE_FLAG).to_bits()),
            k_t_error: Constant::new((proto::T_ERROR).to_bits()),
            k_t_config: Constant::new((proto::T_CONFIG).to_bits()),
            k_t_event: Constant::new((proto::T_EVENT).to_bits()),
            k_len_state: Constant::new((proto::STATE_LEN as u8).to_bits()),
            k_len_error: Constant::new((proto::ERROR_LEN as u8).to_bits()),
            k_e_not_configured: Constant::new((ErrorCode::NotConfigured as u8).to_bits()),
            rst: Default::default(),
            snap: Default::default(),
            cfg: Default::default(),
            ev: Default::default(),
            leds: Default::default(),
            snap_at: Default::default(),
            word_at: Default::default(),
            index: Default::default(),
        })
    }
}

impl Logic for BoardTop {
    #[hdl_gen]
    fn update(&mut self) {
        clock!(self, clock, uart_rx, uart_tx, dec, enc, core);
        dff_setup!(
            self,
            clock,
            rst_s1,
            rst_s2,
            state,
            was_event,
            resp_kind,
            resp_len,
            e_code,
            e_info,
            action_cap,
            fulfill_cap,
            events,
            word_r,
            byte_r,
            blink,
            rx_hold,
            tx_hold,
            rx_led,
            tx_led,
            err_led
        );
        // ---- reset button (active low), synchronised
        self.rst_s1.d.next = !self.rst_n.val();
        self.rst_s2.d.next = self.rst_s1.q.val();
        self.rst.next = self.rst_s2.q.val();
        // ---- UART and framing
        self.uart_rx.rx.next = self.usb_rx.val();
        self.dec.rst.next = self.rst.val();
        self.dec.data.next = self.uart_rx.data.val();
        self.dec.byte_valid.next = self.uart_rx.valid.val();
        self.dec.byte_ferr.next = self.uart_rx.frame_error.val();
        self.dec.take.next = false;
        // the image may change only while no event or load is in the pipeline
        self.dec.cfg_write_ok.next = (self.state.q.val() == 0) || (self.state.q.val() >= 5);
        self.enc.rst.next = self.rst.val();
        self.enc.send.next = self.state.q.val() == 5;
        self.enc.kind.next = self.resp_kind.q.val();
        self.enc.len.next = self.resp_len.q.val();
        self.enc.payload_byte.next = self.byte_r.q.val();
        self.enc.tx_busy.next = self.uart_tx.busy.val();
        self.uart_tx.data.next = self.enc.tx_data.val();
        self.uart_tx.start.next = self.enc.tx_start.val();
        self.usb_tx.next = self.uart_tx.tx.val();
        // ---- the core: configuration from the image, the event from the EVENT payload
        self.cfg.next = self.dec.cfg_image.val();
        // one CCC on profile 0: `load` copies the image in and activates
        self.core.cfg_write.next = false;
        self.core.cfg_profile.next = 0.into();
        self.core.prof.next = 0.into();
        self.core.act.next = false;
        self.core.ld_write.next = false;
        self.core.ld_reg.next = 0.into();
        self.core.ld_data.next = 0.into();
        self.core.cfg_mtu.next = self.cfg.val().get_bits::<24>(self.at_cfg_mtu.val().index());
        self.core.cfg_init_cwnd.next = self
            .cfg
            .val()
            .get_bits::<24>(self.at_cfg_init_cwnd.val().index());
        self.core.cfg_init_bdp.next = self
            .cfg
            .val()
            .get_bits::<24>(self.at_cfg_init_bdp.val().index());
        self.core.cfg_init_maxwnd.next = self
            .cfg
            .val()
            .get_bits::<24>(self.at_cfg_init_maxwnd.val().index());
        self.core.cfg_base_rtt.next = self
            .cfg
            .val()
            .get_bits::<24>(self.at_cfg_base_rtt.val().index());
        self.core.cfg_network_rtt.next = self
            .cfg
            .val()
            .get_bits::<24>(self.at_cfg_network_rtt.val().index());
        self.core.cfg_target.next = self
            .cfg
            .val()
            .get_bits::<24>(self.at_cfg_target.val().index());
        self.core.cfg_qa_threshold.next = self
            .cfg
            .val()
            .get_bits::<24>(self.at_cfg_qa_threshold.val().index());
        self.core.cfg_gamma_target.next = self
            .cfg
            .val()
            .get_bits::<32>(self.at_cfg_gamma_target.val().index());
        self.core.cfg_qa_gate.next = self
            .cfg
            .val()
            .get_bits::<5>(self.at_cfg_qa_gate.val().index());
        self.core.cfg_fulfill_bytes.next = self
            .cfg
            .val()
            .get_bits::<24>(self.at_cfg_fulfill_bytes.val().index());
        self.core.cfg_rate_mant.next = self
            .cfg
            .val()
            .get_bits::<12>(self.at_cfg_rate_mant.val().index());
        self.core.cfg_rate_exp.next = self
            .cfg
            .val()
            .get_bits::<8>(self.at_cfg_rate_exp.val().index());
        self.core.cfg_alpha_mant.next = self
            .cfg
            .val()
            .get_bits::<12>(self.at_cfg_alpha_mant.val().index());
        self.core.cfg_alpha_exp.next = self
            .cfg
            .val()
            .get_bits::<8>(self.at_cfg_alpha_exp.val().index());
        self.core.cfg_fi_mant.next = self
            .cfg
            .val()
            .get_bits::<12>(self.at_cfg_fi_mant.val().index());
        self.core.cfg_fi_exp.next = self
            .cfg
            .val()
            .get_bits::<8>(self.at_cfg_fi_exp.val().index());
        self.core.cfg_fis_mant.next = self
            .cfg
            .val()
            .get_bits::<12>(self.at_cfg_fis_mant.val().index());
        self.core.cfg_fis_exp.next = self
            .cfg
            .val()
            .get_bits::<8>(self.at_cfg_fis_exp.val().index());
        self.core.cfg_eta.next = self.cfg.val().get_bits::<16>(self.at_cfg_eta.val().index());
        self.core.cfg_network_rtt_sub.next = self
            .cfg
            .val()
            .get_bits::<10>(self.at_cfg_network_rtt_sub.val().index());
        self.core.load_t.next = self
            .cfg
            .val()
            .get_bits::<32>(self.at_cfg_load_t.val().index());
        self.ev.next = self.dec.ev_image.val();
        self.core.ev_t.next = self.ev.val().get_bits::<32>(self.at_ev_t.val().index());
        self.core.ev_t_sub.next = self.ev.val().get_bits::<10>(self.at_ev_t_sub.val().index());
        self.core.ev_kind.next = self.ev.val().get_bits::<2>(self.at_ev_kind.val().index());
        self.core.ev_bytes.next = self.ev.val().get_bits::<24>(self.at_ev_bytes.val().index());
        self.core.ev_rtt.next = self.ev.val().get_bits::<24>(self.at_ev_rtt.val().index());
        self.core.ev_ecn.next = self.ev.val().get_bit(self.at_ev_ecn.val().index());
        self.core.ev_pend.next = self.ev.val().get_bits::<7>(self.at_ev_pend.val().index());
        self.core.ev_rc.next = self.ev.val().get_bit(self.at_ev_rc.val().index());
        self.core.ev_in_flight.next = self
            .ev
            .val()
            .get_bits::<24>(self.at_ev_in_flight.val().index());
        self.core.ev_probe.next = self.ev.val().get_bit(self.at_ev_probe.val().index());
        self.core.ev_probe_rtt.next = self
            .ev
            .val()
            .get_bits::<24>(self.at_ev_probe_rtt.val().index());
        self.core.load.next = self.state.q.val() == 1;
        self.core.start.next = self.state.q.val() == 2;
        self.core.ev_valid.next = self.state.q.val() == 3;
        // ---- controller
        if self.state.q.val() == 0 {
            if self.dec.slot_full.val() {
                self.dec.take.next = true;
                self.resp_kind.d.next = self.dec.slot_type.val() | self.k_state_flag.val();
                self.resp_len.d.next = self.k_len_state.val();
                self.state.d.next = 5.into();
                if self.dec.slot_error.val() {
                    self.resp_kind.d.next = self.k_t_error.val();
                    self.resp_len.d.next = self.k_len_error.val();
                    self.e_code.d.next = self.dec.err_code.val();
                    self.e_info.d.next = self.dec.err_info.val();
                } else if self.dec.slot_type.val() == self.k_t_config.val() {
                    self.state.d.next = 1.into();
                } else if self.dec.slot_type.val() == self.k_t_event.val() {
                    if self.dec.image_valid.val() && (self.core.phase.val() == 2) {
                        self.state.d.next = 3.into();
                    } else {
                        self.resp_kind.d.next = self.k_t_error.val();
                        self.resp_len.d.next = self.k_len_error.val();
                        self.e_code.d.next = self.k_e_not_configured.val();
                        self.e_info.d.next = self.dec.slot_type.val();
                    }
                }
            }
        } else if self.state.q.val() == 1 {
            self.events.d.next = 0.into();
            self.action_cap.d.next = 0.into();
            self.fulfill_cap.d.next = false;
            self.state.d.next = 2.into();
        } else if self.state.q.val() == 2 {
            self.was_event.d.next = false;
            self.state.d.next = 4.into();
        } else if self.state.q.val() == 3 {
            self.events.d.next = self.events.q.val() + 1;
            self.was_event.d.next = true;
            self.state.d.next = 4.into();
        } else if self.state.q.val() == 4 {
            // the core runs the activation or the event's program
            if self.core.ev_ready.val() {
                if self.was_event.q.val() {
                    self.action_cap.d.next = self.core.action.val();
                    self.fulfill_cap.d.next = self.core.fulfill.val();
                }
                self.state.d.next = 5.into();
            }
        } else if self.state.q.val() == 5 {
            self.state.d.next = 6.into();
        } else if !self.enc.busy.val() {
            self.state.d.next = 0.into();
        }
        if self.rst.val() {
            self.state.d.next = 0.into();
        }
        // ---- the response payload, one registered byte at the encoder's index
        // the STATE payload register (`board_protocol::STATE`), the first byte on top
        self.snap.next = (bit_cast::<STATE_IMAGE_BITS, 2>(self.core.phase.val())
            << self.at_st_phase.val())
            | (bit_cast::<STATE_IMAGE_BITS, 16>(self.events.q.val()) << self.at_st_events.val())
            | (bit_cast::<STATE_IMAGE_BITS, 24>(self.core.base_rtt.val())
                << self.at_st_base_rtt.val())
            | (bit_cast::<STATE_IMAGE_BITS, 32>(self.core.avg_delay.val())
                << self.at_st_avg_delay.val())
            | (bit_cast::<STATE_IMAGE_BITS, 4>(self.action_cap.q.val()) << self.at_st_action.val())
            | (bit_cast::<STATE_IMAGE_BITS, 24>(self.core.bdp.val()) << self.at_st_bdp.val())
            | (bit_cast::<STATE_IMAGE_BITS, 24>(self.core.maxwnd.val()) << self.at_st_maxwnd.val())
            | (bit_cast::<STATE_IMAGE_BITS, 32>(self.core.achieved.val())
                << self.at_st_achieved.val())
            | (bit_cast::<STATE_IMAGE_BITS, 32>(self.core.received.val())
                << self.at_st_received.val())
            | (bit_cast::<STATE_IMAGE_BITS, 32>(self.core.bytes_ignored.val())
                << self.at_st_bytes_ignored.val())
            | (bit_cast::<STATE_IMAGE_BITS, 24>(self.core.bytes_to_ignore.val())
                << self.at_st_bytes_to_ignore.val())
            | (bit_cast::<STATE_IMAGE_BITS, 32>(self.core.fi_count.val())
                << self.at_st_fi_count.val())
            | (bit_cast::<STATE_IMAGE_BITS, 3>(self.core.flags.val()) << self.at_st_flags.val())
            | (bit_cast::<STATE_IMAGE_BITS, 32>(self.core.qa_start.val())
                << self.at_st_qa_start.val())
            | (bit_cast::<STATE_IMAGE_BITS, 25>(self.core.qa_len.val()) << self.at_st_qa_len.val())
            | (bit_cast::<STATE_IMAGE_BITS, 32>(self.core.last_adjust.val())
                << self.at_st_last_adjust.val())
            | (bit_cast::<STATE_IMAGE_BITS, 10>(self.core.last_adjust_sub.val())
                << self.at_st_last_adjust_sub.val())
            | (bit_cast::<STATE_IMAGE_BITS, 32>(self.core.last_dec.val())
                << self.at_st_last_dec.val())
            | (bit_cast::<STATE_IMAGE_BITS, 48>(self.core.inc_bytes.val())
                << self.at_st_inc_bytes.val())
            | (bit_cast::<STATE_IMAGE_BITS, 24>(self.core.cwnd.val()) << self.at_st_cwnd.val())
            | (bit_cast::<STATE_IMAGE_BITS, 24>(self.core.pre_penalty_cwnd.val())
                << self.at_st_pre_penalty_cwnd.val());
        if self.dec.image_valid.val() {
            self.snap.next =
                self.snap.val() | (bits::<STATE_IMAGE_BITS>(1) << self.at_st_image_valid.val());
        }
        if self.fulfill_cap.q.val() {
            self.snap.next =
                self.snap.val() | (bits::<STATE_IMAGE_BITS>(1) << self.at_st_fulfill.val());
        }
        if self.core.penalty_active.val() {
            self.snap.next =
                self.snap.val() | (bits::<STATE_IMAGE_BITS>(1) << self.at_st_penalty_active.val());
        }
        // two mux stages (the encoder waits two cycles after moving its index): the 64-bit
        // word of the byte, then the byte
        self.index.next = self.enc.index.val().get_bits::<6>(0);
        self.snap_at.next = self.snap.val()
            >> (bit_cast::<9, 3>(bits::<3>(7) - self.index.val().get_bits::<3>(3)) << 6);
        self.word_r.d.next = self.snap_at.val().get_bits::<64>(0);
        self.word_at.next = self.word_r.q.val()
            >> (bit_cast::<6, 3>(bits::<3>(7) - self.index.val().get_bits::<3>(0)) << 3);
        if self.resp_kind.q.val() == self.k_t_error.val() {
            self.byte_r.d.next = self.e_code.q.val();
            if self.enc.index.val() == 1 {
                self.byte_r.d.next = self.e_info.q.val();
            }
        } else {
            self.byte_r.d.next = self.word_at.val().get_bits::<8>(0);
        }
        // ---- LEDs: 3..0 last action, 4 READY with a valid image, 5 last request failed,
        // 6 receiving, 7 transmitting (activity stretched to ~42 ms at 100 MHz)
        self.blink.d.next = self.blink.q.val() + 1;
        if self.uart_rx.valid.val() {
            self.rx_hold.d.next = true;
        }
        if self.uart_tx.busy.val() {
            self.tx_hold.d.next = true;
        }
        if self.blink.q.val() == 0 {
            self.rx_led.d.next = self.rx_hold.q.val();
            self.tx_led.d.next = self.tx_hold.q.val();
            self.rx_hold.d.next = false;
            self.tx_hold.d.next = false;
        }
        if self.state.q.val() == 5 {
            self.err_led.d.next = self.resp_kind.q.val() == self.k_t_error.val();
        }
        self.leds.next = bit_cast::<8, 4>(self.action_cap.q.val());
        if self.dec.image_valid.val() && (self.core.phase.val() == 2) {
            self.leds.next = self.leds.val() | bits::<8>(0x10);
        }
        if self.err_led.q.val() {
            self.leds.next = self.leds.val() | bits::<8>(0x20);
        }
        if self.rx_led.q.val() {
            self.leds.next = self.leds.val() | bits::<8>(0x40);
        }
        if self.tx_led.q.val() {
            self.leds.next = self.leds.val() | bits::<8>(0x80);
        }
        self.led.next = self.leds.val();
    }
}

/// Verilog of the board top (top module `top`) for `c`.
pub fn verilog_for(c: &BoardConfig) -> Result<String, String> {
    let mut uut = BoardTop::new(c)?;
    uut.connect_all();
    Ok(crate::rams_without_collision_check(generate_verilog(&uut)))
}

/// The frame timeout of the board top the link-fault runs simulate (`board_top_faults`):
/// 20,000 cycles (0.5 ms at 40 MHz) instead of the Cu's 10 ms, so that each frame the faults
/// cut costs little simulated time; everything else is the Cu's board top.
pub const FAULT_BOARD_TIMEOUT: u64 = 20_000;

/// The configuration of `board_top_faults`: the Cu's, with [`FAULT_BOARD_TIMEOUT`].
pub fn fault_sim_config() -> BoardConfig {
    BoardConfig {
        timeout_cycles: FAULT_BOARD_TIMEOUT,
        ..BoardConfig::default()
    }
}

/// The Verilog of `board_top_faults`.
pub fn verilog_faults() -> String {
    verilog_for(&fault_sim_config()).expect("the fault configuration is valid")
}

/// Verilog of the board top as built (40 MHz, 4 Mbaud; the Verilated top).
pub fn verilog() -> String {
    verilog_for(&BoardConfig::default()).expect("the default board configuration is valid")
}
