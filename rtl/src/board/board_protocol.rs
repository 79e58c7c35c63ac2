//! The board's framing protocol over the USB-UART (`docs/board-protocol.md`), in plain Rust:
//! the one definition that the board tops' RTL (`engine_board_top`, `int_board_top`,
//! `frame`), their tests and the host driver (`nscc_hil`) share.
//!
//! A frame is `SYNC, TYPE, LEN, PAYLOAD[LEN], CRC_HI, CRC_LO`; the CRC is CRC-16/CCITT-FALSE
//! (poly 0x1021, init 0xFFFF, no reflection, no final XOR) over TYPE, LEN and the payload.
//! Multi-byte fields are big-endian.

use golden_model::engine::Refusal;
use golden_model::interface::{self, Field};
use golden_model::nscc::HwEvent;
use golden_model::RegisterImage;

/// First byte of every frame.
pub const SYNC: u8 = 0xA5;

/// Board -> host: the answer to a request is `0x80 | request type`.
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

/// The frame decoder's request register (`FrameDecoder::cfg_image`), bytes: the register
/// image and 32 bits more (the retired single-CCC board's CONFIG, which carried `load_t` there;
/// the ULX3S is placed with this width). Every board's requests fit it.
pub const REQUEST_IMAGE_LEN: usize =
    (interface::total_bits(interface::REGISTER_IMAGE) + 32).div_ceil(8);
/// The frame decoder's event register (`FrameDecoder::ev_image`), bytes: one hardware event.
pub const EVENT_IMAGE_LEN: usize = interface::total_bits(interface::EVENT).div_ceil(8);
/// The ERROR payload: the code ([`ErrorCode`]) and its info byte.
pub const ERROR: Layout = Layout {
    parts: &[&[Field::new("code", 8, 0), Field::new("info", 8, 0)]],
};
pub const ERROR_LEN: usize = ERROR.bytes();
/// SYNC + TYPE + LEN + CRC.
pub const FRAME_OVERHEAD: usize = 5;
/// The CRC polynomial and initial value (CRC-16/CCITT-FALSE).
pub const CRC_POLY: u16 = 0x1021;
pub const CRC_INIT: u16 = 0xFFFF;
const _: () = assert!(REQUEST_IMAGE_LEN < 255);
const _: () = assert!(EVENT_IMAGE_LEN < REQUEST_IMAGE_LEN);

/// Where a request's payload goes in the board's frame decoder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PayloadDest {
    /// Nowhere (no payload).
    None = 0,
    /// The image register (`FrameDecoder::cfg_image`): marked invalid from the LEN byte until
    /// the CRC checks, refused while the board cannot let it change (`cfg_write_ok`; every
    /// board top holds it high).
    Image = 1,
    /// The event register (`FrameDecoder::ev_image`; no board's table uses it since the
    /// single-CCC board retired, the decoder keeps it so that the boards' Verilog is unchanged).
    Event = 2,
}

/// One request type a board accepts: its TYPE, its payload length and where the payload goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Request {
    pub kind: u8,
    pub len: usize,
    pub dest: PayloadDest,
}

/// The longest payload of a request table.
pub const fn max_len(t: &[Request]) -> usize {
    let mut m = 0;
    let mut i = 0;
    while i < t.len() {
        if t[i].len > m {
            m = t[i].len;
        }
        i += 1;
    }
    m
}

// ---------------------------------------------------------------------------------------
// The engine board (`engine_board_top`: NsccEngine and its BIST behind the same framing).
// Its requests are 0x11..0x15; each answer is `0x80 | request type`, as STATE is.
// ---------------------------------------------------------------------------------------

/// Host -> engine board: write a configuration profile (the engine's `cfg_*` port).
pub const T_PROFILE: u8 = 0x11;
/// Host -> engine board: a lifecycle request for one CCC (activate / ready / reset).
pub const T_LIFECYCLE: u8 = 0x12;
/// Host -> engine board: one event for one CCC.
pub const T_CCC_EVENT: u8 = 0x13;
/// Host -> engine board: read the refusal counters.
pub const T_REFUSALS: u8 = 0x14;
/// Host -> engine board: run the built-in self-test.
pub const T_BIST: u8 = 0x15;

/// A CCC id as the engine's `ev_ccc` / `ctl_ccc` ports carry it (ids at or above the
/// engine's size are refused there, so the id is not cut to the engine's address bits).
pub const CCC_ID: Field = Field::new("ccc", 16, 0);
/// The host's sequence number of a CCC_EVENT, echoed in its RESULT: the board keeps the last
/// one with its RESULT and answers a CCC_EVENT that repeats it with that RESULT, without
/// applying the event again (a retry after a lost answer; `docs/board-protocol.md`).
pub const SEQ: Field = Field::new("seq", 8, 0);
/// A profile id (`cfg_profile`, `ctl_profile`: 8 profiles).
pub const PROFILE_ID: Field = Field::new("profile", 3, 0);
/// The lifecycle operation (`ctl_op`: activate 1, ready 2, reset 3).
pub const CTL_OP: Field = Field::new("op", 2, 0);
/// The activation time, ns (`ctl_t`): as wide as an event's time.
pub const CTL_T: Field = interface::EVENT[interface::index_of(interface::EVENT, "t")];
/// Success of a profile write or a lifecycle request.
pub const OK: Field = Field::new("ok", 1, 0);
/// Why an event was refused: 0 applied, else 1 + the index of the reason in
/// `golden_model::engine::Refusal::ALL` (the order of the engine's `refused_*` ports).
pub const REFUSED: Field = Field::new("refused", 3, 0);
const fn state_field(name: &str) -> Field {
    interface::STATE[interface::index_of(interface::STATE, name)]
}
/// The engine's refusal counters (`refused_*` ports, 32 bits each).
pub const REFUSAL_COUNTS: &[Field] = &[
    Field::new("ccc_out_of_range", 32, 0),
    Field::new("idle", 32, 0),
    Field::new("not_ready", 32, 0),
    Field::new("event_out_of_range", 32, 0),
];
/// The BIST's controls (`EngineBist` inputs).
pub const BIST_CONTROLS: &[Field] = &[
    Field::new("seed", 32, 0),
    Field::new("events", 32, 0),
    Field::new("cccs_log2", 4, 0),
    Field::new("rtt_base", 24, 0),
];
/// The BIST's results (`EngineBist` outputs).
pub const BIST_RESULTS: &[Field] = &[
    Field::new("cycles", 32, 0),
    Field::new("results", 32, 0),
    Field::new("sig_xor", 32, 0),
    Field::new("sig_sum", 32, 0),
];

/// PROFILE: the profile id and the register image.
pub const PROFILE: Layout = Layout {
    parts: &[&[PROFILE_ID], interface::REGISTER_IMAGE],
};
/// LIFECYCLE: operation, CCC, profile (activate only), start time (activate only).
pub const LIFECYCLE: Layout = Layout {
    parts: &[&[CTL_OP, CCC_ID, PROFILE_ID, CTL_T]],
};
/// CCC_EVENT: the sequence number, the CCC id and one hardware event.
pub const CCC_EVENT: Layout = Layout {
    parts: &[&[SEQ, CCC_ID], interface::EVENT],
};
/// BIST: the generator's seed, the events, log2 of the CCCs, the base of the RTTs.
pub const BIST: Layout = Layout {
    parts: &[BIST_CONTROLS],
};
/// DONE (answer to PROFILE and LIFECYCLE).
pub const DONE: Layout = Layout { parts: &[&[OK]] };
/// RESULT (answer to CCC_EVENT): the request's sequence number, the event's CCC, why it was
/// refused (0: applied), and the engine's result outputs (0 when refused).
pub const RESULT: Layout = Layout {
    parts: &[&[
        SEQ,
        CCC_ID,
        REFUSED,
        state_field("action"),
        state_field("fulfill"),
        state_field("cwnd"),
    ]],
};
/// REFUSALS (answer to REFUSALS).
pub const REFUSALS: Layout = Layout {
    parts: &[REFUSAL_COUNTS],
};
/// BIST_RESULT (answer to BIST).
pub const BIST_RESULT: Layout = Layout {
    parts: &[BIST_RESULTS],
};

/// The engine board's payload layouts, by name (the protocol document's tables).
pub const ENGINE_LAYOUTS: &[(&str, Layout)] = &[
    ("PROFILE", PROFILE),
    ("LIFECYCLE", LIFECYCLE),
    ("CCC_EVENT", CCC_EVENT),
    ("BIST", BIST),
    ("DONE", DONE),
    ("RESULT", RESULT),
    ("REFUSALS", REFUSALS),
    ("BIST_RESULT", BIST_RESULT),
];

/// The requests the engine board top accepts: every payload into the image register (the
/// board copies a request out of it when it takes one, so it may change at any time).
pub const ENGINE_REQUESTS: &[Request] = &[
    Request {
        kind: T_PROFILE,
        len: PROFILE.bytes(),
        dest: PayloadDest::Image,
    },
    Request {
        kind: T_LIFECYCLE,
        len: LIFECYCLE.bytes(),
        dest: PayloadDest::Image,
    },
    Request {
        kind: T_CCC_EVENT,
        len: CCC_EVENT.bytes(),
        dest: PayloadDest::Image,
    },
    Request {
        kind: T_REFUSALS,
        len: 0,
        dest: PayloadDest::None,
    },
    Request {
        kind: T_BIST,
        len: BIST.bytes(),
        dest: PayloadDest::Image,
    },
];
/// The longest answer of the engine board, bytes (its response register).
pub const ENGINE_MAX_RESPONSE_LEN: usize = 16;
const _: () = assert!(
    max_len(ENGINE_REQUESTS) <= REQUEST_IMAGE_LEN
        && DONE.bytes() <= ENGINE_MAX_RESPONSE_LEN
        && RESULT.bytes() <= ENGINE_MAX_RESPONSE_LEN
        && REFUSALS.bytes() <= ENGINE_MAX_RESPONSE_LEN
        && BIST_RESULT.bytes() <= ENGINE_MAX_RESPONSE_LEN
        && ERROR_LEN <= ENGINE_MAX_RESPONSE_LEN
);

/// The RESULT's `refused` code of a refusal (1 + its index in `Refusal::ALL`).
pub fn refusal_code(r: Option<Refusal>) -> u64 {
    match r {
        None => 0,
        Some(r) => 1 + Refusal::ALL.iter().position(|x| *x == r).unwrap_or(0) as u64,
    }
}

/// The refusal of a RESULT's `refused` code (`None` for 0 and for codes no reason has).
pub fn refusal_of_code(c: u64) -> Option<Refusal> {
    (c as usize)
        .checked_sub(1)
        .and_then(|i| Refusal::ALL.get(i).copied())
}

/// Bytes on the line for one event on the engine board (CCC_EVENT request + RESULT answer).
pub fn ccc_event_round_trip_bytes() -> u64 {
    (CCC_EVENT.bytes() + RESULT.bytes() + 2 * FRAME_OVERHEAD) as u64
}

/// The layout of an engine board's answer of type `kind` (`0x80 | request type`).
pub fn engine_answer_layout(kind: u8) -> Option<Layout> {
    match kind & !T_STATE_FLAG {
        _ if kind & T_STATE_FLAG == 0 => None,
        T_PROFILE | T_LIFECYCLE => Some(DONE),
        T_CCC_EVENT => Some(RESULT),
        T_REFUSALS => Some(REFUSALS),
        T_BIST | T_INT_BIST => Some(BIST_RESULT),
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------
// The Cu's INT board (`int_board_top`: IntSerialEngine and its BIST behind the same framing).
// ---------------------------------------------------------------------------------------

/// Host -> INT board: run the INT engine's self-test (`int_bist`); answered BIST_RESULT
/// (type 0x96).
pub const T_INT_BIST: u8 = 0x16;

/// The INT BIST's controls (`IntBist` inputs).
pub const INT_BIST_CONTROLS: &[Field] = &[
    Field::new("seed", 32, 0),
    Field::new("events", 32, 0),
    Field::new("cccs_log2", 4, 0),
    Field::new("hops", 4, 0),
];

/// INT_BIST: the generator's seed, the events, log2 of the CCCs, the records per ACK.
pub const INT_BIST: Layout = Layout {
    parts: &[INT_BIST_CONTROLS],
};

/// The INT board's payload layouts, by name.
pub const INT_LAYOUTS: &[(&str, Layout)] = &[("INT_BIST", INT_BIST), ("BIST_RESULT", BIST_RESULT)];

/// The requests the INT board top accepts (the payload stays in the decoder's register
/// until the answer: the board holds the slot).
pub const INT_REQUESTS: &[Request] = &[Request {
    kind: T_INT_BIST,
    len: INT_BIST.bytes(),
    dest: PayloadDest::Image,
}];

/// The INT_BIST payload.
pub fn int_bist_payload(seed: u32, events: u32, cccs_log2: u32, hops: u32) -> Vec<u8> {
    INT_BIST.pack(&[seed as u64, events as u64, cccs_log2 as u64, hops as u64])
}

/// The PROFILE payload.
pub fn profile_payload(profile: u8, r: &RegisterImage) -> Vec<u8> {
    let mut v = vec![profile as u64];
    v.extend(interface::register_image_values(r));
    PROFILE.pack(&v)
}

/// The LIFECYCLE payload (`op`: `nscc_rtl::nscc::engine::CTL_*`).
pub fn lifecycle_payload(op: u64, ccc: u32, profile: u8, t: u32) -> Vec<u8> {
    LIFECYCLE.pack(&[op, ccc as u64, profile as u64, t as u64])
}

/// The CCC_EVENT payload with sequence number `seq`.
pub fn ccc_event_payload(seq: u8, ccc: u32, e: &HwEvent) -> Vec<u8> {
    let mut v = vec![seq as u64, ccc as u64];
    v.extend(interface::event_values(e));
    CCC_EVENT.pack(&v)
}

/// The BIST payload.
pub fn bist_payload(seed: u32, events: u32, cccs_log2: u32, rtt_base: u32) -> Vec<u8> {
    BIST.pack(&[
        seed as u64,
        events as u64,
        cccs_log2 as u64,
        rtt_base as u64,
    ])
}

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
    /// A byte arrived while a complete request was still waiting for the board (info: 0; the
    /// bytes were discarded), or a request for the image register started while the board
    /// held `cfg_write_ok` low (info: the TYPE).
    Overflow = 4,
    /// A UART character had a low stop bit (info: the character).
    Framing = 5,
    // 6 was the retired single-CCC board's "not configured".
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

/// Bits on the UART line per byte (start, 8 data, stop).
pub const UART_BITS_PER_BYTE: u64 = 10;
