//! 8N1 UART receiver and transmitter with fractional bit timing (an NCO), so that rates that
//! do not divide the clock (12 Mbaud at 100 MHz = 8.33 clocks per bit) keep their average
//! bit time exact: each bit lasts 8 or 9 clocks, and the error never accumulates.
//!
//! The bit timer is a 20-bit phase accumulator: `inc = round(baud x 2^20 / f_clock)`; a bit
//! boundary (tx) or a sampling instant (rx) is the cycle the accumulator carries out.

use nscc_rtl_macros::ports;
use rust_hdl::prelude::*;

/// Width of the bit-timer accumulator.
pub const NCO_BITS: u32 = 20;

/// The NCO increment for `baud` at `clock_hz`, or why that rate cannot work: the receiver
/// needs at least 8 clocks per bit (a sampling instant within +-1.5 clocks of the bit
/// centre, see `docs/board-protocol.md`).
pub fn nco_increment(clock_hz: u64, baud: u64) -> Result<u64, String> {
    if baud == 0 || clock_hz == 0 {
        return Err("the clock and the baud rate must be positive".into());
    }
    if clock_hz < 8 * baud {
        return Err(format!(
            "{baud} baud needs a clock of at least {} Hz (8 clocks per bit), not {clock_hz} Hz",
            8 * baud
        ));
    }
    let inc = ((baud as f64) * (1u64 << NCO_BITS) as f64 / clock_hz as f64).round() as u64;
    if inc == 0 {
        return Err(format!(
            "{baud} baud is too slow for a {NCO_BITS}-bit bit timer at {clock_hz} Hz"
        ));
    }
    Ok(inc)
}

/// The baud rate the NCO really produces.
pub fn nco_baud(clock_hz: u64, inc: u64) -> f64 {
    clock_hz as f64 * inc as f64 / (1u64 << NCO_BITS) as f64
}

/// Receiver. `rx` is the asynchronous line (two synchronizer flip-flops); a falling edge
/// starts a character, the accumulator is preset to half a bit so that it carries out in
/// the middle of each bit. A start bit that is high again at its centre is a glitch and is
/// ignored. `valid` strobes for one cycle with `data`; `frame_error` with it when the stop
/// bit was low.
#[ports]
#[derive(LogicBlock)]
pub struct UartRx {
    pub clock: Signal<In, Clock>,
    pub rx: Signal<In, Bit>,
    pub data: Signal<Out, Bits<8>>,
    pub valid: Signal<Out, Bit>,
    pub frame_error: Signal<Out, Bit>,
    inc: Constant<Bits<20>>,
    // the line is stored inverted so that the power-up value (0) reads as idle (high)
    sync1_n: DFF<Bit>,
    sync2_n: DFF<Bit>,
    prev_n: DFF<Bit>,
    busy: DFF<Bit>,
    phase: DFF<Bits<20>>,
    bitn: DFF<Bits<4>>,
    shift: DFF<Bits<8>>,
    data_r: DFF<Bits<8>>,
    valid_r: DFF<Bit>,
    ferr_r: DFF<Bit>,
    sum: Signal<Local, Bits<21>>,
    line: Signal<Local, Bit>,
}

impl UartRx {
    pub fn new(inc: u64) -> UartRx {
        UartRx::with_init(UartRxInit {
            inc: Constant::new(inc.to_bits()),
        })
    }
}

impl Logic for UartRx {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, sync1_n, sync2_n, prev_n, busy, phase, bitn, shift, data_r, valid_r,
            ferr_r
        );
        self.sync1_n.d.next = !self.rx.val();
        self.sync2_n.d.next = self.sync1_n.q.val();
        self.prev_n.d.next = self.sync2_n.q.val();
        self.line.next = !self.sync2_n.q.val();
        self.valid_r.d.next = false;
        self.sum.next = bit_cast::<21, 20>(self.phase.q.val()) + bit_cast::<21, 20>(self.inc.val());
        if !self.busy.q.val() {
            // idle: a falling edge starts a character, half a bit before its centre
            if !self.prev_n.q.val() && self.sync2_n.q.val() {
                self.busy.d.next = true;
                self.phase.d.next = bits::<20>(0x80000);
                self.bitn.d.next = 0.into();
            }
        } else {
            self.phase.d.next = bit_cast::<20, 21>(self.sum.val());
            if self.sum.val().get_bit(20) {
                // the centre of bit `bitn` (0 = start, 1..8 = data LSB first, 9 = stop)
                self.bitn.d.next = self.bitn.q.val() + 1;
                if self.bitn.q.val() == 0 {
                    if self.line.val() {
                        self.busy.d.next = false;
                    }
                } else if self.bitn.q.val() == 9 {
                    self.busy.d.next = false;
                    self.valid_r.d.next = true;
                    self.data_r.d.next = self.shift.q.val();
                    self.ferr_r.d.next = !self.line.val();
                } else {
                    self.shift.d.next = self.shift.q.val() >> 1;
                    if self.line.val() {
                        self.shift.d.next = (self.shift.q.val() >> 1) | bits::<8>(0x80);
                    }
                }
            }
        }
        self.data.next = self.data_r.q.val();
        self.valid.next = self.valid_r.q.val();
        self.frame_error.next = self.ferr_r.q.val();
    }
}

/// Transmitter: `start` (while not `busy`) sends `data` as start bit, 8 data bits LSB first,
/// stop bit. The line idles high (also at power-up: the level is stored inverted).
#[ports]
#[derive(LogicBlock)]
pub struct UartTx {
    pub clock: Signal<In, Clock>,
    pub data: Signal<In, Bits<8>>,
    pub start: Signal<In, Bit>,
    pub busy: Signal<Out, Bit>,
    pub tx: Signal<Out, Bit>,
    inc: Constant<Bits<20>>,
    busy_r: DFF<Bit>,
    phase: DFF<Bits<20>>,
    bitn: DFF<Bits<4>>,
    /// stop, data[7:0], start: bit 0 is on the line
    shift: DFF<Bits<10>>,
    line_n: DFF<Bit>,
    sum: Signal<Local, Bits<21>>,
}

impl UartTx {
    pub fn new(inc: u64) -> UartTx {
        UartTx::with_init(UartTxInit {
            inc: Constant::new(inc.to_bits()),
        })
    }
}

impl Logic for UartTx {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, busy_r, phase, bitn, shift, line_n);
        self.sum.next = bit_cast::<21, 20>(self.phase.q.val()) + bit_cast::<21, 20>(self.inc.val());
        self.line_n.d.next = false;
        if self.busy_r.q.val() {
            self.phase.d.next = bit_cast::<20, 21>(self.sum.val());
            self.line_n.d.next = !self.shift.q.val().get_bit(0);
            if self.sum.val().get_bit(20) {
                self.shift.d.next = self.shift.q.val() >> 1;
                self.bitn.d.next = self.bitn.q.val() + 1;
                self.line_n.d.next = !self.shift.q.val().get_bit(1);
                if self.bitn.q.val() == 9 {
                    self.busy_r.d.next = false;
                    self.line_n.d.next = false;
                }
            }
        } else if self.start.val() {
            self.busy_r.d.next = true;
            self.phase.d.next = 0.into();
            self.bitn.d.next = 0.into();
            self.shift.d.next = bits::<10>(0x200) | (bit_cast::<10, 8>(self.data.val()) << 1);
            self.line_n.d.next = true;
        }
        self.busy.next = self.busy_r.q.val();
        self.tx.next = !self.line_n.q.val();
    }
}
