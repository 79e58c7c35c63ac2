//! Hardware-in-the-loop replay: the host side of the board protocol
//! (`docs/board-protocol.md`, `nscc_rtl::board::board_protocol`). One driver, two transports:
//!
//! * [`SerialLink`]: the Alchitry Cu's USB-UART (FT2232H channel B), through `serialport`;
//! * [`SimBoard`]: a Verilated board top with both UART lines modelled at the bit level, at
//!   the real bit time: the ULX3S's engine board (`engine_board_top`, the multi-CCC engine
//!   and its BIST; modelled at 30 MHz and 3 Mbaud, 10 clocks per bit; the ULX3S build runs
//!   at 100 MHz), the Cu's (`cu_engine_board_top`, the compact engine; 10 clocks per bit at
//!   4 Mbaud and 40 MHz, the Cu as built) or the Cu's INT board (`int_board_top`).
//!
//! [`engine::replay_engine_on`] replays every CCC of a trace through an engine board and
//! compares each result with `GoldenEngine`; [`bist`] and [`int_bist`] run the self-tests.

pub mod bist;
pub mod engine;
pub mod engine_faults;
pub mod faults;
pub mod int_bist;

use std::collections::VecDeque;
use std::time::Duration;

use nscc_rtl::board::board_protocol::{
    self as proto, encode_frame, ErrorCode, SYNC, T_ERROR, T_STATE_FLAG,
};

use nscc_cosim::verilated::{PortId, Verilated, VerilatedError};
use nscc_trace::TraceError;

#[derive(Debug, thiserror::Error)]
pub enum HilError {
    #[error("serial port {port}: {message}")]
    Serial { port: String, message: String },
    #[error(
        "{link}: no answer within {waited} (the board sent {got} of the {want} bytes expected)"
    )]
    Timeout {
        link: String,
        waited: String,
        got: usize,
        want: usize,
    },
    #[error("{link}: UART framing error on the board's transmit line (stop bit low)")]
    LineFraming { link: String },
    #[error("{link}: received byte {offset}: response frame with a bad CRC (type {kind:#04x}, computed {computed:#06x}, received {received:#06x})")]
    BadResponseCrc {
        link: String,
        offset: u64,
        kind: u8,
        computed: u16,
        received: u16,
    },
    #[error("{link}: unexpected response {what}")]
    Protocol { link: String, what: String },
    /// A frame the host refused: where it started in the received stream and why.
    #[error("{link}: received byte {offset}: {reason}")]
    Frame {
        link: String,
        offset: u64,
        reason: String,
    },
    #[error("the board answered an error frame: {name} (code {code}, info {info:#04x})")]
    Board { code: u8, info: u8, name: String },
    #[error(transparent)]
    Trace(#[from] TraceError),
    #[error(transparent)]
    Verilated(#[from] VerilatedError),
    #[error("{0}")]
    Config(String),
}

/// A byte pipe to the board.
pub trait Link {
    fn send(&mut self, bytes: &[u8]) -> Result<(), HilError>;
    /// Reads exactly `buf.len()` bytes (or times out).
    fn recv(&mut self, buf: &mut [u8]) -> Result<(), HilError>;
    fn describe(&self) -> String;
    /// Seconds of board time so far, if the link knows it (a simulation does).
    fn board_seconds(&self) -> Option<f64> {
        None
    }
    /// Board clock cycles so far, if the link knows them (a simulation does).
    fn board_cycles(&self) -> Option<u64> {
        None
    }
}

/// Bytes in memory as a link (tests, the fuzzer): `recv` takes from `rx` and times out at
/// its end (leaving the bytes it got taken); `send` appends to `tx`.
#[derive(Clone, Debug, Default)]
pub struct MemLink {
    pub rx: VecDeque<u8>,
    pub tx: Vec<u8>,
}

impl MemLink {
    /// A link whose board sends `bytes`.
    pub fn receiving(bytes: &[u8]) -> MemLink {
        MemLink {
            rx: bytes.iter().copied().collect(),
            tx: Vec::new(),
        }
    }
}

impl Link for MemLink {
    fn send(&mut self, bytes: &[u8]) -> Result<(), HilError> {
        self.tx.extend_from_slice(bytes);
        Ok(())
    }

    fn recv(&mut self, buf: &mut [u8]) -> Result<(), HilError> {
        for (got, slot) in buf.iter_mut().enumerate() {
            match self.rx.pop_front() {
                Some(b) => *slot = b,
                None => {
                    return Err(HilError::Timeout {
                        link: self.describe(),
                        waited: "the end of the bytes".into(),
                        got,
                        want: buf.len(),
                    })
                }
            }
        }
        Ok(())
    }

    fn describe(&self) -> String {
        "memory link".to_string()
    }
}

/// The board on a serial port (8N1, no flow control).
pub struct SerialLink {
    port: Box<dyn serialport::SerialPort>,
    name: String,
}

impl SerialLink {
    pub fn open(name: &str, baud: u32, timeout: Duration) -> Result<SerialLink, HilError> {
        let port = serialport::new(name, baud)
            .timeout(timeout)
            .data_bits(serialport::DataBits::Eight)
            .parity(serialport::Parity::None)
            .stop_bits(serialport::StopBits::One)
            .flow_control(serialport::FlowControl::None)
            .open()
            .map_err(|e| HilError::Serial {
                port: name.to_string(),
                message: e.to_string(),
            })?;
        let _ = port.clear(serialport::ClearBuffer::All);
        Ok(SerialLink {
            port,
            name: name.to_string(),
        })
    }
}

impl Link for SerialLink {
    fn send(&mut self, bytes: &[u8]) -> Result<(), HilError> {
        use std::io::Write;
        self.port
            .write_all(bytes)
            .and_then(|_| self.port.flush())
            .map_err(|e| HilError::Serial {
                port: self.name.clone(),
                message: e.to_string(),
            })
    }

    fn recv(&mut self, buf: &mut [u8]) -> Result<(), HilError> {
        use std::io::Read;
        let mut got = 0;
        while got < buf.len() {
            match self.port.read(&mut buf[got..]) {
                Ok(0) => {}
                Ok(n) => got += n,
                Err(e) if e.kind() == std::io::ErrorKind::TimedOut => {
                    return Err(HilError::Timeout {
                        link: self.describe(),
                        waited: format!("{:?}", self.port.timeout()),
                        got,
                        want: buf.len(),
                    })
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => {
                    return Err(HilError::Serial {
                        port: self.name.clone(),
                        message: e.to_string(),
                    })
                }
            }
        }
        Ok(())
    }

    fn describe(&self) -> String {
        format!("serial port {}", self.name)
    }
}

/// The Verilated board top with bit-level UART lines: the host's transmitter (what the
/// FT2232H does: characters back to back at exactly `baud`) and a receiver that samples the
/// board's `usb_tx` in the middle of each bit.
pub struct SimBoard {
    dut: Verilated,
    rx_pin: PortId,
    tx_pin: PortId,
    rst_n: PortId,
    led: PortId,
    cycle: u64,
    cycles_per_bit: f64,
    clock_hz: f64,
    /// Characters to send: 10-bit line patterns (bit 0 first).
    to_board: VecDeque<u16>,
    /// The character on the line: (pattern, start cycle as f64).
    sending: Option<(u16, f64)>,
    next_start: f64,
    from_board: VecDeque<u8>,
    /// Receiver: start of the character being received.
    rx_start: Option<u64>,
    rx_bits: u16,
    prev_tx: u64,
    framing_errors: u64,
    /// Framing errors not reported by `recv` yet.
    framing_pending: u64,
    /// Cycles `recv` waits for a byte before giving up.
    pub timeout_cycles: u64,
    /// The board's own timeout for a frame that stops in the middle, cycles.
    pub frame_timeout: u64,
}

impl SimBoard {
    /// The Verilated ULX3S board top, `ip_board_top` (the IP core behind the UART
    /// protocol; generated for `engine_board_top::sim_config()`).
    pub fn engine() -> Result<SimBoard, HilError> {
        Self::with_top(
            "ip_board_top",
            &nscc_rtl::board::engine_board_top::sim_config(),
        )
    }

    /// The Verilated `cu_engine_board_top` (the Cu's engine board as built, 40 MHz and
    /// 4 Mbaud, with the short frame timeout of `engine_board_top::cu_sim_config()`).
    pub fn cu_engine() -> Result<SimBoard, HilError> {
        Self::with_top(
            "cu_engine_board_top",
            &nscc_rtl::board::engine_board_top::cu_sim_config(),
        )
    }

    /// The Verilated engine board of `rtl`'s engine: the ULX3S's (`NsccEngine`) or the Cu's
    /// (`NsccCompactEngine`), and the baud rate it was generated for.
    pub fn engine_of(rtl: nscc_cosim::core::Core) -> Result<(SimBoard, u64), HilError> {
        use nscc_cosim::core::Core;
        match rtl {
            Core::Engine => Ok((
                Self::engine()?,
                nscc_rtl::board::engine_board_top::ENGINE_BOARD_BAUD,
            )),
            Core::CompactEngine => Ok((
                Self::cu_engine()?,
                nscc_rtl::board::board_config::BOARD_BAUD,
            )),
            other => Err(HilError::Protocol {
                link: "simulated board (Verilator)".into(),
                what: format!("no board carries the {}", other.name()),
            }),
        }
    }

    /// The Verilated top `top` (a board top's ports), whose Verilog was generated for `c`.
    pub fn with_top(
        top: &str,
        c: &nscc_rtl::board::board_config::BoardConfig,
    ) -> Result<SimBoard, HilError> {
        let mut dut = Verilated::new(top)?;
        let rx_pin = dut.port("usb_rx")?;
        let tx_pin = dut.port("usb_tx")?;
        let rst_n = dut.port("rst_n")?;
        let led = dut.port("led")?;
        dut.set(rx_pin, 1);
        dut.set(rst_n, 1);
        let mut b = SimBoard {
            dut,
            rx_pin,
            tx_pin,
            rst_n,
            led,
            cycle: 0,
            cycles_per_bit: c.clock_hz as f64 / c.baud as f64,
            clock_hz: c.clock_hz as f64,
            to_board: VecDeque::new(),
            sending: None,
            next_start: 0.0,
            from_board: VecDeque::new(),
            rx_start: None,
            rx_bits: 0,
            prev_tx: 1,
            framing_errors: 0,
            framing_pending: 0,
            timeout_cycles: 2_000_000,
            frame_timeout: c.timeout_cycles,
        };
        b.run(16);
        Ok(b)
    }

    /// Queues one character with a low stop bit (a framing error), for tests.
    pub fn send_bad_stop(&mut self, byte: u8) {
        self.to_board.push_back((byte as u16) << 1);
    }

    /// Holds the reset button (`rst_n` low) for `cycles` clock cycles, then releases it.
    pub fn press_reset(&mut self, cycles: u64) {
        self.dut.set(self.rst_n, 0);
        self.run(cycles);
        self.dut.set(self.rst_n, 1);
    }

    /// The LEDs.
    pub fn leds(&self) -> u8 {
        self.dut.get(self.led) as u8
    }

    /// Clock cycles simulated.
    pub fn cycles(&self) -> u64 {
        self.cycle
    }

    /// Characters the board sent with a low stop bit.
    pub fn framing_errors(&self) -> u64 {
        self.framing_errors
    }

    /// Runs `n` clock cycles.
    pub fn run(&mut self, n: u64) {
        for _ in 0..n {
            self.step();
        }
    }

    /// Cycles until the host's transmit queue is empty.
    pub fn flush(&mut self) {
        while self.sending.is_some() || !self.to_board.is_empty() {
            self.step();
        }
    }

    fn step(&mut self) {
        let now = self.cycle as f64;
        // host -> board: back-to-back characters at the exact bit time
        if self.sending.is_none() {
            if let Some(p) = self.to_board.pop_front() {
                let start = self.next_start.max(now);
                self.sending = Some((p, start));
            }
        }
        let mut level = 1;
        if let Some((p, start)) = self.sending {
            if now >= start {
                let k = ((now - start) / self.cycles_per_bit) as u32;
                if k < 10 {
                    level = (p >> k) & 1;
                } else {
                    self.next_start = start + 10.0 * self.cycles_per_bit;
                    self.sending = None;
                    if let Some(p) = self.to_board.pop_front() {
                        self.sending = Some((p, self.next_start));
                        if now >= self.next_start {
                            level = p & 1;
                        }
                    }
                }
            }
        }
        self.dut.set(self.rx_pin, level as u64);
        self.dut.tick();
        self.cycle += 1;
        // board -> host: sample in the middle of each bit
        let tx = self.dut.get(self.tx_pin);
        match self.rx_start {
            None => {
                if self.prev_tx == 1 && tx == 0 {
                    self.rx_start = Some(self.cycle);
                    self.rx_bits = 0;
                }
            }
            Some(s) => {
                let t = (self.cycle - s) as f64;
                // bit k is sampled at (k + 0.5) bit times after the falling edge
                let k = (t / self.cycles_per_bit - 0.5).floor();
                let prev = ((t - 1.0) / self.cycles_per_bit - 0.5).floor();
                if k > prev && k >= 1.0 {
                    let k = k as u32;
                    if k <= 8 {
                        self.rx_bits |= (tx as u16) << (k - 1);
                    } else {
                        if tx == 0 {
                            self.framing_errors += 1;
                            self.framing_pending += 1;
                        }
                        self.from_board.push_back(self.rx_bits as u8);
                        self.rx_start = None;
                    }
                }
            }
        }
        self.prev_tx = tx;
    }
}

impl Link for SimBoard {
    fn send(&mut self, bytes: &[u8]) -> Result<(), HilError> {
        for b in bytes {
            self.to_board.push_back(0x200 | (*b as u16) << 1);
        }
        Ok(())
    }

    fn recv(&mut self, buf: &mut [u8]) -> Result<(), HilError> {
        for (got, slot) in buf.iter_mut().enumerate() {
            let mut waited = 0;
            while self.from_board.is_empty() {
                if waited == self.timeout_cycles {
                    return Err(HilError::Timeout {
                        link: self.describe(),
                        waited: format!("{} clock cycles", self.timeout_cycles),
                        got,
                        want: buf.len(),
                    });
                }
                self.step();
                waited += 1;
            }
            if self.framing_pending > 0 {
                // the damaged character is consumed with the report (a reset of the board
                // in the middle of a character is not reported twice)
                self.framing_pending = 0;
                self.from_board.pop_front();
                return Err(HilError::LineFraming {
                    link: self.describe(),
                });
            }
            *slot = self.from_board.pop_front().expect("not empty");
        }
        Ok(())
    }

    fn describe(&self) -> String {
        "simulated board (Verilator)".to_string()
    }

    fn board_seconds(&self) -> Option<f64> {
        Some(self.cycle as f64 / self.clock_hz)
    }

    fn board_cycles(&self) -> Option<u64> {
        Some(self.cycle)
    }
}

/// A response frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Response {
    Error {
        code: u8,
        info: u8,
    },
    /// An engine board's answer (`kind` = 0x80 | the request type) with its payload's
    /// fields in layout order (`board_protocol::engine_answer_layout`).
    Answer {
        kind: u8,
        fields: Vec<u64>,
    },
}

impl Response {
    /// The error code, if this is an error frame.
    pub fn error(&self) -> Option<ErrorCode> {
        match self {
            Response::Error { code, .. } => ErrorCode::from_u8(*code),
            _ => None,
        }
    }
}

/// An error frame as an error.
fn board_error(code: u8, info: u8) -> HilError {
    HilError::Board {
        code,
        info,
        name: ErrorCode::from_u8(code)
            .map_or("unknown code", |c| c.name())
            .into(),
    }
}

/// The host driver: requests, responses, CRCs.
pub struct Driver<L: Link> {
    pub link: L,
    /// Bytes sent and received.
    pub bytes_sent: u64,
    pub bytes_received: u64,
    rx_offset: u64,
    /// The sequence number of the next CCC_EVENT (engine boards; `engine::Driver::ccc_event`).
    pub seq: u8,
}

/// The layout of a response frame of type `kind`: ERROR or a board's answer; `None` for any
/// other type.
pub fn response_layout(kind: u8) -> Option<proto::Layout> {
    match kind {
        T_ERROR => Some(proto::ERROR),
        k => proto::engine_answer_layout(k),
    }
}

impl<L: Link> Driver<L> {
    pub fn new(link: L) -> Self {
        Driver {
            link,
            bytes_sent: 0,
            bytes_received: 0,
            seq: 0,
            rx_offset: 0,
        }
    }

    /// Sends raw bytes (a frame or anything else).
    pub fn send_raw(&mut self, bytes: &[u8]) -> Result<(), HilError> {
        self.bytes_sent += bytes.len() as u64;
        self.link.send(bytes)
    }

    /// Reads one response frame. A frame is either decoded whole (every byte on the line
    /// accounted for: the payload re-encodes to the bytes received, padding bits zero) or
    /// refused with [`HilError::Frame`], which names the frame's offset in the received
    /// stream ([`Driver::rx_offset`] counts every byte taken from the link).
    pub fn read_response(&mut self) -> Result<Response, HilError> {
        let start = self.rx_offset;
        let mut b = [0u8; 1];
        self.recv_counted(&mut b)?;
        if b[0] != SYNC {
            return Err(self.frame_error(
                start,
                format!(
                    "byte {:#04x} where a frame (SYNC {SYNC:#04x}) should start",
                    b[0]
                ),
            ));
        }
        let mut h = [0u8; 2];
        self.recv_in_frame(start, &mut h)?;
        let (kind, len) = (h[0], h[1] as usize);
        // the type and its length are checked before the payload is waited for
        let layout = response_layout(kind);
        match layout {
            None => {
                return Err(
                    self.frame_error(start, format!("frame type {kind:#04x} is no response type"))
                )
            }
            Some(l) if l.bytes() != len => {
                return Err(self.frame_error(
                    start,
                    format!(
                        "frame type {kind:#04x} with {len} payload bytes (its length is {})",
                        l.bytes()
                    ),
                ))
            }
            Some(_) => {}
        }
        let layout = layout.expect("checked");
        let mut rest = vec![0u8; len + 2];
        self.recv_in_frame(start, &mut rest)?;
        self.bytes_received += (len + proto::FRAME_OVERHEAD) as u64;
        let mut body = vec![kind, len as u8];
        body.extend_from_slice(&rest[..len]);
        let computed = proto::crc16(&body);
        let received = u16::from_be_bytes([rest[len], rest[len + 1]]);
        if computed != received {
            return Err(HilError::BadResponseCrc {
                link: self.link.describe(),
                offset: start,
                kind,
                computed,
                received,
            });
        }
        let payload = &rest[..len];
        let fields = layout.unpack(payload).expect("length checked");
        if layout.pack(&fields) != payload {
            return Err(self.frame_error(
                start,
                format!("frame type {kind:#04x}: padding bits after the last field are not zero"),
            ));
        }
        Ok(match kind {
            T_ERROR => Response::Error {
                code: payload[0],
                info: payload[1],
            },
            k => Response::Answer { kind: k, fields },
        })
    }

    /// Bytes taken from the link so far (frames, refused frames and stray bytes).
    pub fn rx_offset(&self) -> u64 {
        self.rx_offset
    }

    fn recv_counted(&mut self, buf: &mut [u8]) -> Result<(), HilError> {
        let r = self.link.recv(buf);
        self.rx_offset += match &r {
            Ok(()) => buf.len() as u64,
            Err(HilError::Timeout { got, .. }) => *got as u64,
            Err(HilError::LineFraming { .. }) => 1,
            Err(_) => 0,
        };
        r
    }

    /// The rest of a frame that started at `start`: a link that goes quiet in the middle is
    /// a truncated frame.
    fn recv_in_frame(&mut self, start: u64, buf: &mut [u8]) -> Result<(), HilError> {
        match self.recv_counted(buf) {
            Err(HilError::Timeout { waited, .. }) => {
                let got = self.rx_offset - start;
                Err(self.frame_error(
                    start,
                    format!("frame truncated: the line went quiet ({waited}) after {got} bytes"),
                ))
            }
            r => r,
        }
    }

    fn frame_error(&self, offset: u64, reason: String) -> HilError {
        HilError::Frame {
            link: self.link.describe(),
            offset,
            reason,
        }
    }

    /// Reads and drops everything the board sends until the line stays quiet for the link's
    /// timeout; the bytes dropped. Used to resynchronise after a lost or broken frame.
    pub fn drain(&mut self) -> Result<u64, HilError> {
        let mut n = 0;
        let mut b = [0u8; 1];
        loop {
            match self.recv_counted(&mut b) {
                Ok(()) => n += 1,
                Err(HilError::Timeout { .. }) => return Ok(n),
                Err(HilError::LineFraming { .. }) => n += 1,
                Err(e) => return Err(e),
            }
        }
    }

    /// One request, one response.
    pub fn request(&mut self, kind: u8, payload: &[u8]) -> Result<Response, HilError> {
        self.send_raw(&encode_frame(kind, payload))?;
        self.read_response()
    }

    /// One request to an engine board; its answer's fields (`0x80 | kind`, the layout of
    /// `board_protocol::engine_answer_layout`).
    pub fn expect_answer(&mut self, kind: u8, payload: &[u8]) -> Result<Vec<u64>, HilError> {
        match self.request(kind, payload)? {
            Response::Answer { kind: k, fields } if k == kind | T_STATE_FLAG => Ok(fields),
            Response::Answer { kind: k, .. } => Err(HilError::Protocol {
                link: self.link.describe(),
                what: format!("frame {k:#04x} to a request {kind:#04x}"),
            }),
            Response::Error { code, info } => Err(board_error(code, info)),
        }
    }
}

/// What a replay through a board replays.
#[derive(Clone, Copy, Debug, Default)]
pub struct HilOptions {
    /// The CCC whose events are replayed (default: the trace's first).
    pub ccc: Option<u32>,
    /// At most this many events.
    pub max_events: Option<u64>,
    /// Only the events NSCC reacts to (ack, nack, rto): `send` rows leave the CCC state
    /// unchanged in the golden model and the core, so skipping them saves line time.
    pub cc_only: bool,
    /// The line's rate (for the report).
    pub baud: u64,
}
