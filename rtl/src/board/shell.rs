//! `BoardShell`: what every board top shares around its controller: the reset button's
//! synchroniser, the USB-UART, the frame decoder (with the board's request table) and
//! encoder, the answer's byte-out and the LEDs (`docs/board-protocol.md`):
//!
//! ```text
//! usb_rx -> UartRx -> FrameDecoder -> slot (slot_full, slot_type, image, ...) -> the board
//! usb_tx <- UartTx <- FrameEncoder <- byte_r <- resp (the board's answer, first byte on top)
//! ```
//!
//! The board reads a request from the decoder's slot and empties it with `take`; it answers
//! by holding `kind`, `len` and `resp` (the payload, its first byte in the top bits) and
//! raising `send` for one cycle; `enc_busy` stays high until the answer's last byte has
//! left. An ERROR answer takes `err_word` (the decoder's error code and info at the top).
//!
//! LEDs: 3..0 `led_act` (the board's last action), 4 `led_busy`, 5 the last answer was an
//! ERROR, 6 and 7 the UART lines' activity (received bytes, transmission), each stretched to
//! 2^22 clocks so that it can be seen.

use nscc_rtl_macros::ports;
use rust_hdl::prelude::*;

use crate::board::board_config::BoardConfig;
use crate::board::board_protocol::{self as proto, Request};
use crate::board::frame::{FrameDecoder, FrameEncoder, REQUEST_IMAGE_BITS};
use crate::board::uart::{UartRx, UartTx};

/// Bits of the answer register: the longest answer of every board, its first byte on top.
pub const RESP_BITS: usize = 8 * proto::ENGINE_MAX_RESPONSE_LEN;
const _: () = assert!(RESP_BITS == 128 && 8 * proto::BIST_RESULT.bytes() <= RESP_BITS);
const _: () = assert!(proto::ERROR_LEN == 2);

#[ports]
#[derive(LogicBlock)]
pub struct BoardShell {
    pub clock: Signal<In, Clock>,
    /// the reset button (active low) and its synchronised level (active high)
    pub rst_n: Signal<In, Bit>,
    pub rst: Signal<Out, Bit>,
    pub usb_rx: Signal<In, Bit>,
    pub usb_tx: Signal<Out, Bit>,
    /// the decoder's slot: a request (or a decode error) waits; `take` empties it
    pub slot_full: Signal<Out, Bit>,
    pub slot_error: Signal<Out, Bit>,
    pub slot_type: Signal<Out, Bits<8>>,
    /// the request's payload, byte 0 in the top bits
    pub image: Signal<Out, Bits<REQUEST_IMAGE_BITS>>,
    /// an ERROR answer's payload for the slot's error (code, then info, on top)
    pub err_word: Signal<Out, Bits<RESP_BITS>>,
    pub take: Signal<In, Bit>,
    /// the answer: `send` for one cycle with `kind`, `len` and `resp` held until `enc_busy`
    /// falls
    pub send: Signal<In, Bit>,
    pub kind: Signal<In, Bits<8>>,
    pub len: Signal<In, Bits<8>>,
    pub resp: Signal<In, Bits<RESP_BITS>>,
    pub enc_busy: Signal<Out, Bit>,
    pub led_act: Signal<In, Bits<4>>,
    pub led_busy: Signal<In, Bit>,
    pub led: Signal<Out, Bits<8>>,
    #[init]
    uart_rx: UartRx,
    #[init]
    uart_tx: UartTx,
    #[init]
    dec: FrameDecoder,
    enc: FrameEncoder,
    rst_s1: DFF<Bit>,
    rst_s2: DFF<Bit>,
    byte_r: DFF<Bits<8>>,
    blink: DFF<Bits<22>>,
    rx_hold: DFF<Bit>,
    tx_hold: DFF<Bit>,
    rx_led: DFF<Bit>,
    tx_led: DFF<Bit>,
    err_led: DFF<Bit>,
    k_t_error: Constant<Bits<8>>,
    resp_at: Signal<Local, Bits<RESP_BITS>>,
    leds: Signal<Local, Bits<8>>,
}

impl BoardShell {
    /// The shell of a board built for `c` (its clock, UART rate and frame timeout) that
    /// serves `requests`.
    pub fn new(c: &BoardConfig, requests: &'static [Request]) -> Result<BoardShell, String> {
        let inc = c.nco_increment()?;
        Ok(BoardShell::with_init(BoardShellInit {
            uart_rx: UartRx::new(inc),
            uart_tx: UartTx::new(inc),
            dec: FrameDecoder::with_requests(c.timeout_cycles, requests),
            k_t_error: Constant::new(proto::T_ERROR.to_bits()),
        }))
    }
}

impl Logic for BoardShell {
    #[hdl_gen]
    fn update(&mut self) {
        clock!(self, clock, uart_rx, uart_tx, dec, enc);
        dff_setup!(
            self, clock, rst_s1, rst_s2, byte_r, blink, rx_hold, tx_hold, rx_led, tx_led, err_led
        );
        // ---- the reset button, synchronised
        self.rst_s1.d.next = !self.rst_n.val();
        self.rst_s2.d.next = self.rst_s1.q.val();
        self.rst.next = self.rst_s2.q.val();
        // ---- UART and framing (a request is copied out of the decoder or held by the
        // board until answered: the image may always change)
        self.uart_rx.rx.next = self.usb_rx.val();
        self.dec.rst.next = self.rst_s2.q.val();
        self.dec.data.next = self.uart_rx.data.val();
        self.dec.byte_valid.next = self.uart_rx.valid.val();
        self.dec.byte_ferr.next = self.uart_rx.frame_error.val();
        self.dec.take.next = self.take.val();
        self.dec.cfg_write_ok.next = true;
        self.slot_full.next = self.dec.slot_full.val();
        self.slot_error.next = self.dec.slot_error.val();
        self.slot_type.next = self.dec.slot_type.val();
        self.image.next = self.dec.cfg_image.val();
        self.err_word.next = (bit_cast::<RESP_BITS, 8>(self.dec.err_code.val()) << 120)
            | (bit_cast::<RESP_BITS, 8>(self.dec.err_info.val()) << 112);
        self.enc.rst.next = self.rst_s2.q.val();
        self.enc.send.next = self.send.val();
        self.enc.kind.next = self.kind.val();
        self.enc.len.next = self.len.val();
        self.enc.payload_byte.next = self.byte_r.q.val();
        self.enc.tx_busy.next = self.uart_tx.busy.val();
        self.enc_busy.next = self.enc.busy.val();
        self.uart_tx.data.next = self.enc.tx_data.val();
        self.uart_tx.start.next = self.enc.tx_start.val();
        self.usb_tx.next = self.uart_tx.tx.val();
        // ---- the answer's payload, one registered byte at the encoder's index (the encoder
        // takes it two cycles after moving the index)
        self.resp_at.next = self.resp.val()
            >> (bit_cast::<7, 4>(bits::<4>(15) - self.enc.index.val().get_bits::<4>(0)) << 3);
        self.byte_r.d.next = self.resp_at.val().get_bits::<8>(0);
        // ---- LEDs (activity stretched to 2^22 clocks)
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
        if self.send.val() {
            self.err_led.d.next = self.kind.val() == self.k_t_error.val();
        }
        self.leds.next = bit_cast::<8, 4>(self.led_act.val());
        if self.led_busy.val() {
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
