//! The board's framing protocol over the USB-UART (`docs/board-protocol.md`), in plain Rust:
//! the one definition that the board top's RTL (`board_top`, `frame`), its tests and the
//! host driver (`nscc_hil`) share.
//!
//! A frame is `SYNC, TYPE, LEN, PAYLOAD[LEN], CRC_HI, CRC_LO`; the CRC is CRC-16/CCITT-FALSE
//! (poly 0x1021, init 0xFFFF, no reflection, no final XOR) over TYPE, LEN and the payload.
//! Multi-byte fields are big-endian.

use golden_model::interface::{self, Field};
use golden_model::nscc::{CccState, HwEvent, StepResult};
use golden_model::RegisterImage;

/// First byte of every frame.
pub const SYNC: u8 = 0xA5;

/// Host -> board: load the register image (configure the CCC) and make it READY.
pub const T_CONFIG: u8 = 0x01;
/// Host -> board: push one event into the core.
pub const T_EVENT: u8 = 0x02;
/// Host -> board: read the state back.
pub const T_READ: u8 = 0x03;
/// Board -> host: the state after a CONFIG, an EVENT or a READ is `0x80 | request type`.
pub const T_STATE_FLAG: u8 = 0x80;
/// Board -> host: an error frame (payload: code, info).
pub const T_ERROR: u8 = 0xE0;

/// A payload layout: fields of the interface map (and the board's own), bit-packed in
/// order, big-endian: the first field in the most significant bits of the first byte, zeros
/// after the last. The board's frame decoder shifts a payload into one register of
/// `8 x len()` bits, where field `k` sits at bit [`Layout::lsb`]`(k)` upwards.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    pub parts: &'static [&'static [Field]],
}

impl Layout {
    /// Fields in payload order.
    pub fn fields(&self) -> impl Iterator<Item = &'static Field> {
        self.parts.iter().flat_map(|p| p.iter())
    }

    /// Payload bits (before the padding to whole bytes).
    pub const fn bits(&self) -> usize {
        let mut n = 0;
        let mut i = 0;
        while i < self.parts.len() {
            n += interface::total_bits(self.parts[i]);
            i += 1;
        }
        n
    }

    /// Payload bytes.
    pub const fn bytes(&self) -> usize {
        self.bits().div_ceil(8)
    }

    /// (the field, bits before it) of the field called `name`.
    const fn find(&self, name: &str) -> (Field, usize) {
        let mut before = 0;
        let mut p = 0;
        while p < self.parts.len() {
            let part = self.parts[p];
            let mut i = 0;
            while i < part.len() {
                if interface::str_eq(part[i].name, name) {
                    return (part[i], before);
                }
                before += part[i].bits;
                i += 1;
            }
            p += 1;
        }
        panic!("no such field in the payload layout")
    }

    /// The bit of field `name`'s least significant bit in the payload register.
    pub const fn lsb(&self, name: &str) -> usize {
        let (f, before) = self.find(name);
        8 * self.bytes() - before - f.bits
    }

    /// Field `name`'s width, bits.
    pub const fn width(&self, name: &str) -> usize {
        self.find(name).0.bits
    }

    /// The payload of `values` (payload order; each cut to its field's width).
    pub fn pack(&self, values: &[u64]) -> Vec<u8> {
        let mut p = vec![0u8; self.bytes()];
        let mut at = 0;
        for (f, v) in self.fields().zip(values) {
            for b in 0..f.bits {
                if v >> (f.bits - 1 - b) & 1 != 0 {
                    p[(at + b) / 8] |= 0x80 >> ((at + b) % 8);
                }
            }
            at += f.bits;
        }
        debug_assert_eq!(values.len(), self.fields().count());
        p
    }

    /// The field values of a payload (payload order); `None` for a wrong length.
    pub fn unpack(&self, p: &[u8]) -> Option<Vec<u64>> {
        if p.len() != self.bytes() {
            return None;
        }
        let mut at = 0;
        Some(
            self.fields()
                .map(|f| {
                    let mut v = 0u64;
                    for b in at..at + f.bits {
                        v = v << 1 | (p[b / 8] >> (7 - b % 8) & 1) as u64;
                    }
                    at += f.bits;
                    v
                })
                .collect(),
        )
    }
}

impl Layout {
    /// The layout as a Markdown table (`docs/board-protocol.md` holds it; a test keeps the
    /// two equal): bit positions counted from the first bit on the wire.
    pub fn markdown(&self) -> String {
        let mut t = String::from("| bits | width | field |\n|---|---|---|\n");
        let mut at = 0;
        for f in self.fields() {
            t += &format!(
                "| {}..{} | {} | `{}` |\n",
                at,
                at + f.bits - 1,
                f.bits,
                f.name
            );
            at += f.bits;
        }
        t += &format!(
            "| {}..{} | {} | zero padding to {} bytes |\n",
            at,
            8 * self.bytes() - 1,
            8 * self.bytes() - at,
            self.bytes()
        );
        t
    }
}

/// The activation time of a CONFIG, ns (the core's `load_t` port).
pub const LOAD_T: &[Field] = &[Field::new("load_t", 32, 0)];
/// The board's own fields of a STATE: the CCC's phase, whether the board holds a valid
/// register image, and the events pushed since the last CONFIG.
pub const BOARD_STATUS: &[Field] = &[
    interface::PHASE,
    Field::new("image_valid", 1, 0),
    Field::new("events", 16, 0),
];

/// CONFIG: the register image and `load_t`.
pub const CONFIG: Layout = Layout {
    parts: &[interface::REGISTER_IMAGE, LOAD_T],
};
/// EVENT: one hardware event.
pub const EVENT: Layout = Layout {
    parts: &[interface::EVENT],
};
/// STATE: the board's status and the CCC state after the last event with its result.
pub const STATE: Layout = Layout {
    parts: &[BOARD_STATUS, interface::STATE],
};

/// Payload lengths, bytes.
pub const CONFIG_LEN: usize = CONFIG.bytes();
pub const EVENT_LEN: usize = EVENT.bytes();
pub const READ_LEN: usize = 0;
pub const STATE_LEN: usize = STATE.bytes();
pub const ERROR_LEN: usize = 2;
/// The longest payload the board accepts (a longer LEN is refused at once).
pub const MAX_REQUEST_LEN: usize = CONFIG_LEN;
/// SYNC + TYPE + LEN + CRC.
pub const FRAME_OVERHEAD: usize = 5;
/// The CRC polynomial and initial value (CRC-16/CCITT-FALSE).
pub const CRC_POLY: u16 = 0x1021;
pub const CRC_INIT: u16 = 0xFFFF;
const _: () = assert!(STATE_LEN <= 64 && CONFIG_LEN < 255 && EVENT_LEN < CONFIG_LEN);

/// Error codes of an error frame (`T_ERROR`, payload `[code, info]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum ErrorCode {
    /// The CRC of a frame did not match (info: its TYPE byte).
    BadCrc = 1,
    /// LEN is not the length of TYPE, or longer than any request (info: LEN).
    BadLength = 2,
    /// Unknown TYPE (info: TYPE).
    BadType = 3,
    /// A byte arrived while a complete request was still waiting for the board, or a CONFIG
    /// arrived while the core was processing an event (info: 0 or the TYPE); the bytes were
    /// discarded.
    Overflow = 4,
    /// A UART character had a low stop bit (info: the character).
    Framing = 5,
    /// An EVENT arrived with no valid register image (info: TYPE).
    NotConfigured = 6,
    /// A frame stopped arriving in the middle (info: the decoder state).
    Timeout = 7,
    /// Bytes outside a frame that are not SYNC (info: the first one; one report per run).
    BadSync = 8,
}

impl ErrorCode {
    pub fn from_u8(c: u8) -> Option<ErrorCode> {
        use ErrorCode::*;
        Some(match c {
            1 => BadCrc,
            2 => BadLength,
            3 => BadType,
            4 => Overflow,
            5 => Framing,
            6 => NotConfigured,
            7 => Timeout,
            8 => BadSync,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        use ErrorCode::*;
        match self {
            BadCrc => "bad CRC",
            BadLength => "bad length",
            BadType => "unknown type",
            Overflow => "overflow",
            Framing => "UART framing error",
            NotConfigured => "not configured",
            Timeout => "frame timeout",
            BadSync => "bytes outside a frame",
        }
    }
}

/// One byte of CRC-16/CCITT-FALSE.
pub fn crc16_update(mut crc: u16, byte: u8) -> u16 {
    crc ^= (byte as u16) << 8;
    for _ in 0..8 {
        crc = if crc & 0x8000 != 0 {
            (crc << 1) ^ CRC_POLY
        } else {
            crc << 1
        };
    }
    crc
}

/// CRC-16/CCITT-FALSE of `data`.
pub fn crc16(data: &[u8]) -> u16 {
    data.iter().fold(CRC_INIT, |c, b| crc16_update(c, *b))
}

/// A complete frame.
pub fn encode_frame(kind: u8, payload: &[u8]) -> Vec<u8> {
    assert!(payload.len() <= 255, "a payload has at most 255 bytes");
    let mut f = Vec::with_capacity(payload.len() + FRAME_OVERHEAD);
    f.push(SYNC);
    f.push(kind);
    f.push(payload.len() as u8);
    f.extend_from_slice(payload);
    let crc = crc16(&f[1..]);
    f.extend_from_slice(&crc.to_be_bytes());
    f
}

/// The CONFIG payload: the register image and the activation time `load_t` (ns).
pub fn config_payload(r: &RegisterImage, load_t: u32) -> Vec<u8> {
    let mut v = interface::register_image_values(r).to_vec();
    v.push(load_t as u64);
    CONFIG.pack(&v)
}

/// The EVENT payload of one event.
pub fn event_payload(e: &HwEvent) -> Vec<u8> {
    EVENT.pack(&interface::event_values(e))
}

/// A STATE payload as named fields ([`STATE`] order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateSnapshot(pub Vec<(&'static str, u64)>);

impl StateSnapshot {
    /// Decodes a STATE payload.
    pub fn decode(p: &[u8]) -> Option<StateSnapshot> {
        let v = STATE.unpack(p)?;
        Some(StateSnapshot(
            STATE.fields().map(|f| f.name).zip(v).collect(),
        ))
    }

    /// Encodes into a STATE payload (what the board sends; used by tests).
    pub fn encode(&self) -> Vec<u8> {
        STATE.pack(&self.0.iter().map(|(_, v)| *v).collect::<Vec<_>>())
    }

    /// What the board must report for a golden CCC: `last` is the result of the last event
    /// (None after a CONFIG: action and fulfill 0), `events` the events pushed since the
    /// CONFIG.
    pub fn golden(s: &CccState, last: Option<&StepResult>, events: u16, image_valid: bool) -> Self {
        let none = StepResult::default();
        let status = [
            interface::phase_code(s.phase),
            image_valid as u64,
            events as u64,
        ];
        let state = interface::state_values(s, last.unwrap_or(&none));
        StateSnapshot(
            STATE
                .fields()
                .map(|f| f.name)
                .zip(status.into_iter().chain(state))
                .collect(),
        )
    }

    pub fn get(&self, name: &str) -> Option<u64> {
        self.0.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }

    /// Fields that differ: (name, expected = self, got = other).
    pub fn diff(&self, other: &StateSnapshot) -> Vec<(&'static str, u64, u64)> {
        self.0
            .iter()
            .zip(&other.0)
            .filter(|(a, b)| a.1 != b.1)
            .map(|(a, b)| (a.0, a.1, b.1))
            .collect()
    }
}

/// Bits on the UART line per byte (start, 8 data, stop).
pub const UART_BITS_PER_BYTE: u64 = 10;

/// Bytes on the line for one event (request + response frames).
pub fn event_round_trip_bytes() -> u64 {
    (EVENT_LEN + STATE_LEN + 2 * FRAME_OVERHEAD) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc_check_value() {
        // CRC-16/CCITT-FALSE check value.
        assert_eq!(crc16(b"123456789"), 0x29B1);
    }

    #[test]
    fn layouts_round_trip_and_place_fields_from_the_top() {
        for l in [CONFIG, EVENT, STATE] {
            let v: Vec<u64> = l.fields().map(|f| (1u64 << (f.bits - 1)) | 1).collect();
            assert_eq!(l.unpack(&l.pack(&v)), Some(v));
            let first = l.fields().next().unwrap();
            assert_eq!(l.lsb(first.name) + first.bits, 8 * l.bytes());
            assert!(l.bits() <= 8 * l.bytes() && l.bits() + 8 > 8 * l.bytes());
        }
        let p = EVENT.pack(&[0xDEAD_BEEF, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
        assert_eq!(p[..4], [0xDE, 0xAD, 0xBE, 0xEF]);
        assert_eq!(EVENT.lsb("t"), 8 * EVENT_LEN - 32);
        assert_eq!(EVENT.lsb("t_sub"), 8 * EVENT_LEN - 42);
        let s = StateSnapshot(STATE.fields().map(|f| (f.name, f.bits as u64)).collect());
        assert_eq!(StateSnapshot::decode(&s.encode()), Some(s));
        assert_eq!(StateSnapshot::decode(&[0; 3]), None);
    }

    /// docs/board-protocol.md shows every layout as generated here.
    #[test]
    fn the_protocol_document_shows_the_layouts() {
        let doc = include_str!("../../docs/board-protocol.md");
        for (name, l) in [("CONFIG", CONFIG), ("EVENT", EVENT), ("STATE", STATE)] {
            let begin = format!("<!-- layout {name} -->\n");
            let at = doc
                .find(&begin)
                .unwrap_or_else(|| panic!("no {begin:?} in the document"))
                + begin.len();
            let table = &doc[at..at + doc[at..].find("<!-- end -->").expect("end marker")];
            assert_eq!(
                table,
                l.markdown(),
                "docs/board-protocol.md: the {name} layout"
            );
        }
    }

    #[test]
    fn payload_lengths() {
        let r = golden_model::CccConfig::default().register_image().unwrap();
        assert_eq!(config_payload(&r, 7).len(), CONFIG_LEN);
        assert_eq!(event_payload(&HwEvent::default()).len(), EVENT_LEN);
        let f = encode_frame(T_READ, &[]);
        assert_eq!(f.len(), FRAME_OVERHEAD);
        // appending the CRC big-endian leaves a zero residue (no reflection, no final XOR)
        assert_eq!(crc16(&f[1..]), 0);
    }
}
