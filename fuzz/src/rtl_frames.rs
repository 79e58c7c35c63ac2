//! The RTL frame decoder (`nscc_rtl::board::frame::FrameDecoder`, the engine boards' request
//! table), Verilated as the `frame_decoder` top, against [`DecoderModel`]: a
//! transaction-level model of the decoder's documented behaviour (`docs/board-protocol.md`,
//! "Errors"; the doc comment of `FrameDecoder`).
//!
//! An input is a list of (control, byte) pairs. The control byte's high nibble: 1 the byte
//! has a framing error (low stop bit), 2 a long pause (past the decoder's timeout) before the
//! byte, 3 the host does not take the result slot until `(control & 7) + 1` more bytes have
//! arrived (the overflow path), 4 a reset before the byte, 5 `cfg_write_ok` low while the
//! byte is handled (an image request refused), 6 a long pause and no byte; anything else: a plain
//! byte. Bytes arrive 16 cycles apart (a UART delivers one every >= 80 cycles).
//!
//! Contract: the results the decoder puts in its slot, in order, are the model's (error code
//! and info, or an accepted request with its type and payload register contents);
//! `image_valid` is the model's after every step, and while it is high the image register
//! holds exactly the last accepted image request's payload in its low bytes (a request is
//! never half-applied); a bad CRC, length or type is never accepted.

use nscc_cosim::verilated::{PortId, Verilated};
use nscc_rtl::board::board_protocol::{self as proto, crc16_update, ErrorCode, PayloadDest, SYNC};
use nscc_rtl::board::frame::DECODER_TOP_TIMEOUT;

use crate::mutate::Rng;
use crate::{hash, Exec, Target};

/// Cycles between two bytes.
const GAP: u64 = 16;
/// A long pause: past the decoder's timeout.
const LONG_GAP: u64 = DECODER_TOP_TIMEOUT + 64;

/// One result the decoder's slot held.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Slot {
    Error { code: u8, info: u8 },
    Accepted { kind: u8, payload: Vec<u8> },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
enum St {
    #[default]
    Hunt,
    Type,
    Len,
    Payload,
    CrcHi,
    CrcLo,
}

/// The decoder at the level of bytes and results (what the host can observe).
#[derive(Clone, Debug, Default)]
pub struct DecoderModel {
    st: St,
    typ: u8,
    len: u8,
    count: u8,
    crc: u16,
    type_ok: bool,
    len_ok: bool,
    dest: u8,
    cfg_refused: bool,
    crc_hi_ok: bool,
    payload: Vec<u8>,
    junk: bool,
    pub image_ok: bool,
    /// The image register's low bytes after the last accepted image request (its payload).
    pub image: Option<Vec<u8>>,
    full: bool,
    pend_overflow: bool,
    pend_timeout: bool,
    /// Results in the order they filled the slot.
    pub slots: Vec<Slot>,
    /// A deliberate bug (for the test that shows the fuzzer finds one): every junk byte is
    /// reported, not one per run.
    pub planted_junk_every_byte: bool,
}

fn request(kind: u8) -> Option<&'static proto::Request> {
    proto::ENGINE_REQUESTS.iter().find(|r| r.kind == kind)
}

impl DecoderModel {
    fn report(&mut self, s: Slot) {
        self.slots.push(s);
        self.full = true;
    }

    fn err(&mut self, code: ErrorCode, info: u8) {
        self.report(Slot::Error {
            code: code as u8,
            info,
        });
    }

    /// After a step: the host takes the slot unless it is `holding` it; pending reports
    /// (overflow first, then timeout) fill the slot when it is free.
    pub fn settle(&mut self, holding: bool) {
        if !holding {
            self.full = false;
        }
        while !self.full && (self.pend_overflow || self.pend_timeout) {
            if self.pend_overflow {
                self.pend_overflow = false;
                self.err(ErrorCode::Overflow, 0);
            } else {
                self.pend_timeout = false;
                self.err(ErrorCode::Timeout, 0);
            }
            if !holding {
                self.full = false;
            }
        }
    }

    pub fn reset(&mut self) {
        self.st = St::Hunt;
        self.full = false;
        self.image_ok = false;
        self.pend_overflow = false;
        self.pend_timeout = false;
        self.junk = false;
    }

    /// A pause past the timeout.
    pub fn long_gap(&mut self) {
        if self.st != St::Hunt {
            self.pend_timeout = true;
            self.st = St::Hunt;
        }
    }

    /// One received byte.
    pub fn byte(&mut self, b: u8, ferr: bool, cfg_write_ok: bool) {
        if self.full {
            self.pend_overflow = true;
            self.st = St::Hunt;
            return;
        }
        if ferr {
            self.err(ErrorCode::Framing, b);
            self.st = St::Hunt;
            return;
        }
        match self.st {
            St::Hunt => {
                if b == SYNC {
                    self.st = St::Type;
                    self.crc = proto::CRC_INIT;
                    self.junk = false;
                } else if !self.junk || self.planted_junk_every_byte {
                    self.junk = true;
                    self.err(ErrorCode::BadSync, b);
                }
            }
            St::Type => {
                self.typ = b;
                self.crc = crc16_update(self.crc, b);
                self.st = St::Len;
            }
            St::Len => {
                self.len = b;
                self.crc = crc16_update(self.crc, b);
                self.count = 0;
                self.dest = 0;
                self.cfg_refused = false;
                self.payload.clear();
                let rq = request(self.typ);
                self.type_ok = rq.is_some();
                self.len_ok = rq.is_some_and(|r| r.len == b as usize);
                if b as usize > proto::max_len(proto::ENGINE_REQUESTS) {
                    self.err(ErrorCode::BadLength, b);
                    self.st = St::Hunt;
                    return;
                }
                self.st = if b == 0 { St::CrcHi } else { St::Payload };
                if let (true, Some(r)) = (self.len_ok, rq) {
                    match r.dest {
                        PayloadDest::Image if cfg_write_ok => {
                            self.dest = 1;
                            self.image_ok = false;
                        }
                        PayloadDest::Image => self.cfg_refused = true,
                        PayloadDest::Event => self.dest = 2,
                        PayloadDest::None => {}
                    }
                }
            }
            St::Payload => {
                self.crc = crc16_update(self.crc, b);
                self.payload.push(b);
                if self.dest == 1 {
                    // the image register shifts as the bytes arrive
                    self.image = None;
                }
                self.count += 1;
                if self.count == self.len {
                    self.st = St::CrcHi;
                }
            }
            St::CrcHi => {
                self.crc_hi_ok = b == (self.crc >> 8) as u8;
                self.st = St::CrcLo;
            }
            St::CrcLo => {
                self.st = St::Hunt;
                if !(self.crc_hi_ok && b == self.crc as u8) {
                    self.err(ErrorCode::BadCrc, self.typ);
                } else if !self.type_ok {
                    self.err(ErrorCode::BadType, self.typ);
                } else if !self.len_ok {
                    self.err(ErrorCode::BadLength, self.len);
                } else if self.cfg_refused {
                    self.err(ErrorCode::Overflow, self.typ);
                } else {
                    let payload = if self.dest == 0 {
                        Vec::new()
                    } else {
                        self.payload.clone()
                    };
                    if self.dest == 1 {
                        self.image_ok = true;
                        self.image = Some(payload.clone());
                    }
                    self.report(Slot::Accepted {
                        kind: self.typ,
                        payload,
                    });
                }
            }
        }
    }
}

/// A register's value (little-endian 32-bit words) as its `n` bytes, the first in the top bits.
fn register_bytes(words: &[u32], n: usize) -> Vec<u8> {
    let bit = |i: usize| (words[i / 32] >> (i % 32)) & 1;
    (0..n)
        .map(|k| {
            let lsb = (n - 1 - k) * 8;
            (0..8).fold(0u8, |a, j| a | (bit(lsb + j) as u8) << j)
        })
        .collect()
}

struct Ports {
    rst: PortId,
    data: PortId,
    byte_valid: PortId,
    byte_ferr: PortId,
    take: PortId,
    cfg_write_ok: PortId,
    slot_full: PortId,
    slot_error: PortId,
    slot_type: PortId,
    err_code: PortId,
    err_info: PortId,
    image_valid: PortId,
    cfg_image: PortId,
    ev_image: PortId,
}

/// The RTL frame decoder target.
pub struct RtlFrames {
    ports: Ports,
    /// Plants a bug in the model (see [`DecoderModel::planted_junk_every_byte`]).
    pub planted: bool,
    /// Clock cycles simulated.
    pub cycles: u64,
}

/// The harness around one Verilated decoder: bytes in, slot results out.
struct Harness<'a> {
    dut: Verilated,
    p: &'a Ports,
    slots: Vec<Slot>,
    recorded: bool,
    holding: u32,
}

impl Harness<'_> {
    fn cycle(&mut self) {
        self.dut.tick();
        let full = self.dut.get(self.p.slot_full) == 1;
        if !full {
            self.recorded = false;
            return;
        }
        if !self.recorded {
            self.recorded = true;
            let s = if self.dut.get(self.p.slot_error) == 1 {
                Slot::Error {
                    code: self.dut.get(self.p.err_code) as u8,
                    info: self.dut.get(self.p.err_info) as u8,
                }
            } else {
                let kind = self.dut.get(self.p.slot_type) as u8;
                // a payload shorter than its register lands in the register's low bytes
                let payload = match request(kind).map(|r| (r.dest, r.len)) {
                    Some((PayloadDest::Image, n)) => {
                        register_bytes(&self.dut.get_wide(self.p.cfg_image), n)
                    }
                    Some((PayloadDest::Event, n)) => {
                        register_bytes(&self.dut.get_wide(self.p.ev_image), n)
                    }
                    _ => Vec::new(),
                };
                Slot::Accepted { kind, payload }
            };
            self.slots.push(s);
        }
        if self.holding == 0 {
            self.dut.set(self.p.take, 1);
            self.dut.tick();
            self.dut.set(self.p.take, 0);
            self.recorded = false;
        }
    }

    fn run(&mut self, n: u64) {
        for _ in 0..n {
            self.cycle();
        }
    }
}

impl RtlFrames {
    /// Loads (building on first use) the Verilated `frame_decoder`.
    pub fn new() -> Result<RtlFrames, String> {
        let dut = Verilated::new("frame_decoder").map_err(|e| e.to_string())?;
        let port = |n: &str| dut.port(n).map_err(|e| e.to_string());
        Ok(RtlFrames {
            ports: Ports {
                rst: port("rst")?,
                data: port("data")?,
                byte_valid: port("byte_valid")?,
                byte_ferr: port("byte_ferr")?,
                take: port("take")?,
                cfg_write_ok: port("cfg_write_ok")?,
                slot_full: port("slot_full")?,
                slot_error: port("slot_error")?,
                slot_type: port("slot_type")?,
                err_code: port("err_code")?,
                err_info: port("err_info")?,
                image_valid: port("image_valid")?,
                cfg_image: port("cfg_image")?,
                ev_image: port("ev_image")?,
            },
            planted: false,
            cycles: 0,
        })
    }
}

impl Target for RtlFrames {
    fn execute(&mut self, input: &[u8]) -> Exec {
        let dut = match Verilated::new("frame_decoder") {
            Ok(d) => d,
            Err(e) => {
                return Exec {
                    features: Vec::new(),
                    violation: Some(format!("cannot make the Verilated decoder: {e}")),
                }
            }
        };
        let mut h = Harness {
            dut,
            p: &self.ports,
            slots: Vec::new(),
            recorded: false,
            holding: 0,
        };
        let p = &self.ports;
        h.dut.set(p.cfg_write_ok, 1);
        h.dut.set(p.rst, 1);
        h.run(2);
        h.dut.set(p.rst, 0);
        h.run(2);
        let mut m = DecoderModel {
            planted_junk_every_byte: self.planted,
            ..DecoderModel::default()
        };
        let mut f = Vec::new();
        let mut violation = None;
        for (i, op) in input.chunks_exact(2).enumerate() {
            let (ctrl, b) = (op[0], op[1]);
            let before = (m.st as u8, m.slots.len());
            let mut send = true;
            let (mut ferr, mut cfg_ok) = (false, true);
            match ctrl >> 4 {
                1 => ferr = true,
                2 | 6 => {
                    h.run(LONG_GAP);
                    m.long_gap();
                    m.settle(h.holding > 0);
                    send = ctrl >> 4 == 2;
                }
                3 => {
                    h.holding = (ctrl & 7) as u32 + 1;
                }
                4 => {
                    h.dut.set(p.rst, 1);
                    h.run(2);
                    h.dut.set(p.rst, 0);
                    h.recorded = false;
                    h.holding = 0;
                    h.run(2);
                    m.reset();
                }
                5 => cfg_ok = false,
                _ => {}
            }
            if send {
                if h.holding > 0 && ctrl >> 4 != 3 {
                    h.holding -= 1;
                    if h.holding == 0 {
                        h.run(GAP);
                        m.settle(false);
                    }
                }
                h.dut.set(p.data, b as u64);
                h.dut.set(p.byte_valid, 1);
                h.dut.set(p.byte_ferr, ferr as u64);
                h.dut.set(p.cfg_write_ok, cfg_ok as u64);
                h.cycle();
                h.dut.set(p.byte_valid, 0);
                h.dut.set(p.byte_ferr, 0);
                h.run(GAP);
                h.dut.set(p.cfg_write_ok, 1);
                m.byte(b, ferr, cfg_ok);
                m.settle(h.holding > 0);
            }
            f.push(hash(&[
                b"step",
                &[
                    before.0,
                    m.st as u8,
                    ctrl >> 4,
                    (m.slots.len() > before.1) as u8,
                ],
            ]));
            if let Some(Slot::Error { code, .. }) = m.slots.last() {
                f.push(hash(&[b"err", &[*code, before.0]]));
            }
            // the results so far, in order
            let n = h.slots.len().min(m.slots.len());
            let first_diff = (0..n).find(|&k| h.slots[k] != m.slots[k]);
            let valid = h.dut.get(p.image_valid) == 1;
            if let Some(k) = first_diff {
                violation = Some(format!(
                    "step {i} (control {ctrl:#04x}, byte {b:#04x}): result {k}: the decoder gave {:?}, the model {:?}",
                    h.slots[k], m.slots[k]
                ));
            } else if h.slots.len() != m.slots.len() {
                violation = Some(format!(
                    "step {i} (control {ctrl:#04x}, byte {b:#04x}): the decoder gave {} results, the model {} (decoder {:?}, model {:?})",
                    h.slots.len(),
                    m.slots.len(),
                    &h.slots[n..],
                    &m.slots[n..]
                ));
            } else if valid != m.image_ok {
                violation = Some(format!(
                    "step {i}: image_valid is {valid}, the model's {}",
                    m.image_ok
                ));
            } else if valid {
                let n = m.image.as_ref().map_or(0, |v| v.len());
                let img = register_bytes(&h.dut.get_wide(p.cfg_image), n);
                if m.image.as_ref() != Some(&img) {
                    violation = Some(format!(
                        "step {i}: image_valid with an image that is not the last accepted request's"
                    ));
                }
            }
            if violation.is_some() {
                break;
            }
        }
        self.cycles += h.dut.cycles();
        Exec {
            features: f,
            violation,
        }
    }

    fn mutate(&self, rng: &mut Rng, data: &mut Vec<u8>) -> bool {
        // a whole request (right or wrong type and length) with a good CRC, as plain bytes
        let kinds = [
            proto::T_PROFILE,
            proto::T_LIFECYCLE,
            proto::T_CCC_EVENT,
            proto::T_REFUSALS,
            proto::T_BIST,
            0x00,
            0x01,
            0xA5,
        ];
        let kind = kinds[rng.below(kinds.len())];
        let len = match request(kind) {
            Some(r) if !rng.chance(4) => r.len,
            _ => rng.below(60),
        };
        let payload: Vec<u8> = (0..len).map(|_| rng.byte()).collect();
        let mut frame = proto::encode_frame(kind, &payload);
        if rng.chance(8) {
            let i = rng.below(frame.len());
            frame[i] ^= 1 << rng.below(8);
        }
        let mut ops = Vec::with_capacity(2 * frame.len());
        for b in frame {
            let ctrl = if rng.chance(30) {
                (1 + rng.below(6) as u8) << 4 | rng.byte() & 7
            } else {
                0
            };
            ops.extend([ctrl, b]);
        }
        let at = 2 * rng.below(data.len() / 2 + 1);
        data.splice(at..at, ops);
        true
    }

    fn max_len(&self) -> usize {
        600
    }
}

/// Plain bytes as (control, byte) pairs with no control.
pub fn plain_ops(bytes: &[u8]) -> Vec<u8> {
    bytes.iter().flat_map(|&b| [0, b]).collect()
}
