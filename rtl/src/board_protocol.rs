//! The board's framing protocol over the USB-UART (`docs/board-protocol.md`), in plain Rust:
//! the one definition that the board top's RTL (`board_top`, `frame`), its tests and the
//! host driver (`nscc_hil`) share.
//!
//! A frame is `SYNC, TYPE, LEN, PAYLOAD[LEN], CRC_HI, CRC_LO`; the CRC is CRC-16/CCITT-FALSE
//! (poly 0x1021, init 0xFFFF, no reflection, no final XOR) over TYPE, LEN and the payload.
//! Multi-byte fields are big-endian.

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

/// Payload lengths.
pub const CONFIG_LEN: usize = 50;
pub const EVENT_LEN: usize = 18;
pub const READ_LEN: usize = 0;
pub const STATE_LEN: usize = 64;
pub const ERROR_LEN: usize = 2;
/// The longest payload the board accepts (a longer LEN is refused at once).
pub const MAX_REQUEST_LEN: usize = CONFIG_LEN;
/// SYNC + TYPE + LEN + CRC.
pub const FRAME_OVERHEAD: usize = 5;

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
            (crc << 1) ^ 0x1021
        } else {
            crc << 1
        };
    }
    crc
}

/// CRC-16/CCITT-FALSE of `data`.
pub fn crc16(data: &[u8]) -> u16 {
    data.iter().fold(0xFFFF, |c, b| crc16_update(c, *b))
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

fn put(out: &mut Vec<u8>, v: u64, bytes: usize) {
    for i in (0..bytes).rev() {
        out.push((v >> (8 * i)) as u8);
    }
}

fn get(p: &[u8], off: usize, bytes: usize) -> u64 {
    p[off..off + bytes]
        .iter()
        .fold(0u64, |a, b| (a << 8) | *b as u64)
}

/// The register image as the board link carries it: the CONFIG payload has no ps part of
/// the network RTT, so the board's fulfill period has ns resolution.
pub fn board_image(r: &RegisterImage) -> RegisterImage {
    RegisterImage {
        network_rtt_sub_ps: 0,
        ..*r
    }
}

/// An event as the board link carries it: the EVENT payload has ns timestamps only.
pub fn board_event(e: &HwEvent) -> HwEvent {
    HwEvent { t_sub_ps: 0, ..*e }
}

/// The CONFIG payload: the register image and the activation time `load_t` (ns).
pub fn config_payload(r: &RegisterImage, load_t: u32) -> Vec<u8> {
    let exp = |e: i8| e as u8 as u64;
    let mut p = Vec::with_capacity(CONFIG_LEN);
    for v in [
        r.mtu,
        r.init_cwnd,
        r.init_bdp,
        r.init_maxwnd,
        r.base_rtt_ns,
        r.network_rtt_ns,
        r.target_ns,
        r.qa_threshold_ns,
    ] {
        put(&mut p, v as u64, 3);
    }
    put(&mut p, r.md_gamma_target_q8 as u64, 4);
    put(&mut p, r.qa_gate as u64, 1);
    put(&mut p, r.fulfill_bytes as u64, 3);
    for g in [r.link_rate, r.alpha, r.fi, r.fi_scale] {
        put(&mut p, g.mant as u64, 2);
        put(&mut p, exp(g.exp), 1);
    }
    put(&mut p, r.eta as u64, 2);
    put(&mut p, load_t as u64, 4);
    debug_assert_eq!(p.len(), CONFIG_LEN);
    p
}

/// The EVENT payload of one event.
pub fn event_payload(e: &HwEvent) -> Vec<u8> {
    let kind = crate::core::kind_code(e.kind);
    let flags = kind | (e.ecn as u64) << 2 | (e.rc as u64) << 3 | (e.probe as u64) << 4;
    let mut p = Vec::with_capacity(EVENT_LEN);
    put(&mut p, e.t_ns as u64, 4);
    put(&mut p, flags, 1);
    put(&mut p, e.bytes as u64, 3);
    put(&mut p, e.rtt_ns as u64, 3);
    put(&mut p, e.rcv_cwnd_pend as u64, 1);
    put(&mut p, e.in_flight as u64, 3);
    put(&mut p, e.probe_rtt_ns as u64, 3);
    debug_assert_eq!(p.len(), EVENT_LEN);
    p
}

/// (field, byte offset, bytes) of the STATE payload, in order.
pub const STATE_FIELDS: &[(&str, usize, usize)] = &[
    ("status", 0, 1),
    ("action", 1, 1),
    ("events", 2, 2),
    ("base_rtt", 4, 3),
    ("avg_delay", 7, 4),
    ("bdp", 11, 3),
    ("maxwnd", 14, 3),
    ("achieved", 17, 4),
    ("received", 21, 4),
    ("bytes_ignored", 25, 4),
    ("bytes_to_ignore", 29, 3),
    ("fi_count", 32, 4),
    ("qa_start", 36, 4),
    ("qa_len", 40, 4),
    ("last_adjust", 44, 4),
    ("last_dec", 48, 4),
    ("inc_bytes", 52, 6),
    ("cwnd", 58, 3),
    ("pre_penalty_cwnd", 61, 3),
];

/// The STATE payload as named fields (`STATE_FIELDS` order). `status` = phase | fulfill << 2
/// | penalty_active << 3 | flags << 4 | image_valid << 7.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateSnapshot(pub Vec<(&'static str, u64)>);

impl StateSnapshot {
    /// Decodes a STATE payload.
    pub fn decode(p: &[u8]) -> Option<StateSnapshot> {
        if p.len() != STATE_LEN {
            return None;
        }
        Some(StateSnapshot(
            STATE_FIELDS
                .iter()
                .map(|(n, off, len)| (*n, get(p, *off, *len)))
                .collect(),
        ))
    }

    /// Encodes into a STATE payload (what the board sends; used by tests).
    pub fn encode(&self) -> Vec<u8> {
        let mut p = Vec::with_capacity(STATE_LEN);
        for ((_, v), (_, _, len)) in self.0.iter().zip(STATE_FIELDS) {
            put(&mut p, *v, *len);
        }
        p
    }

    /// What the board must report for a golden CCC: `last` is the result of the last event
    /// (None after a CONFIG), `events` the events pushed since the CONFIG.
    pub fn golden(s: &CccState, last: Option<&StepResult>, events: u16, image_valid: bool) -> Self {
        use golden_model::config::CccPhase;
        let phase = match s.phase {
            CccPhase::Idle => 0,
            CccPhase::Active => 1,
            CccPhase::Ready => 2,
        };
        let flags = s.fast_active as u64 | (s.trigger_qa as u64) << 1 | (s.qa_armed as u64) << 2;
        let fulfill = last.is_some_and(|r| r.fulfill) as u64;
        let status = phase
            | fulfill << 2
            | (s.penalty_active as u64) << 3
            | flags << 4
            | (image_valid as u64) << 7;
        StateSnapshot(vec![
            ("status", status),
            ("action", last.map_or(0, |r| r.action.code() as u64)),
            ("events", events as u64),
            ("base_rtt", s.base_rtt_ns as u64),
            ("avg_delay", s.avg_delay_q8 as u64),
            ("bdp", s.bdp as u64),
            ("maxwnd", s.maxwnd as u64),
            ("achieved", s.achieved_bytes as u64),
            ("received", s.received_bytes as u64),
            ("bytes_ignored", s.bytes_ignored as u64),
            ("bytes_to_ignore", s.bytes_to_ignore as u64),
            ("fi_count", s.fi_count as u64),
            ("qa_start", s.qa_start_ns as u64),
            ("qa_len", s.qa_len_ns as u64),
            ("last_adjust", s.last_adjust_ns as u64),
            ("last_dec", s.last_dec_ns as u64),
            ("inc_bytes", s.inc_bytes),
            ("cwnd", s.cwnd as u64),
            ("pre_penalty_cwnd", s.pre_penalty_cwnd as u64),
        ])
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
    fn state_layout_is_contiguous() {
        let mut next = 0;
        for (_, off, len) in STATE_FIELDS {
            assert_eq!(*off, next);
            next += len;
        }
        assert_eq!(next, STATE_LEN);
        let s = StateSnapshot(
            STATE_FIELDS
                .iter()
                .map(|(n, _, l)| (*n, (1u64 << (8 * l - 1)) | 3))
                .collect(),
        );
        assert_eq!(StateSnapshot::decode(&s.encode()), Some(s));
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
