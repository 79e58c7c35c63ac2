//! The framing layer of the board protocol (`docs/board-protocol.md`,
//! [`crate::board::board_protocol`]): [`FrameDecoder`] turns received bytes into checked requests
//! or error reports, [`FrameEncoder`] turns a response into bytes for the transmitter, both
//! with [`Crc16Byte`] (CRC-16/CCITT-FALSE, one byte per clock).

use nscc_rtl_macros::ports;
use rust_hdl::prelude::*;

use crate::board::board_protocol::{self as proto, ErrorCode};

/// Bits of the decoder's payload registers (the payload's first byte in the top bits).
pub const REQUEST_IMAGE_BITS: usize = 8 * proto::REQUEST_IMAGE_LEN;
pub const EVENT_IMAGE_BITS: usize = 8 * proto::EVENT_IMAGE_LEN;

/// One byte of CRC-16/CCITT-FALSE: `crc_out = update(crc_in, data)` (combinational; the
/// eight shift steps unroll into an XOR network of depth ~3 LUTs).
#[ports]
#[derive(LogicBlock)]
pub struct Crc16Byte {
    pub crc_in: Signal<In, Bits<16>>,
    pub data: Signal<In, Bits<8>>,
    pub crc_out: Signal<Out, Bits<16>>,
    poly: Constant<Bits<16>>,
    c: Signal<Local, Bits<16>>,
}

impl Default for Crc16Byte {
    fn default() -> Self {
        Crc16Byte::with_init(Crc16ByteInit {
            poly: Constant::new(proto::CRC_POLY.to_bits()),
        })
    }
}

impl Logic for Crc16Byte {
    #[hdl_gen]
    fn update(&mut self) {
        self.c.next = self.crc_in.val() ^ (bit_cast::<16, 8>(self.data.val()) << 8);
        for _i in 0..8 {
            if self.c.val().get_bit(15) {
                self.c.next = (self.c.val() << 1) ^ self.poly.val();
            } else {
                self.c.next = self.c.val() << 1;
            }
        }
        self.crc_out.next = self.c.val();
    }
}

// Decoder states.
// 0 HUNT (wait for SYNC), 1 TYPE, 2 LEN, 3 PAYLOAD, 4 CRC_HI, 5 CRC_LO

/// Received bytes -> one result slot: a checked request (`slot_error` low: `slot_type`, and
/// the payload in `cfg_image` or `ev_image`) or an error report (`err_code`, `err_info`),
/// held until `take`.
///
/// * The request types, their lengths and payload registers are the board's table
///   (`board_protocol::Request`: `ENGINE_REQUESTS`, `INT_REQUESTS`); a payload shorter
///   than its register lands in the register's low bits, where its `Layout` puts its fields.
/// * Payloads for the image register shift straight into `cfg_image`, so the image is marked
///   invalid from the LEN byte until the CRC checks; such a request is refused (Overflow) if
///   `cfg_write_ok` is low when it starts (every board top holds it high and copies or holds
///   its request).
/// * Payloads for the event register shift into `ev_image` (no board's table has one now).
/// * Any byte that arrives while the slot is full is dropped; the decoder then reports one
///   Overflow when the slot frees, and hunts for SYNC again.
/// * A frame that stops arriving for `timeout` cycles is reported (Timeout).
/// * Bytes outside a frame that are not SYNC are reported once per run (BadSync).
/// * `take` empties the slot (`slot_full` falls in the next cycle).
///
/// Timing: a received byte is first registered with its comparisons (SYNC? too long? the
/// type's length? the CRC bytes?), and handled in the next cycle from those flags only, so
/// no compare chain sits in front of the state registers (bytes are >= 80 cycles apart).
#[ports]
#[derive(LogicBlock)]
pub struct FrameDecoder {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub data: Signal<In, Bits<8>>,
    pub byte_valid: Signal<In, Bit>,
    pub byte_ferr: Signal<In, Bit>,
    pub take: Signal<In, Bit>,
    pub cfg_write_ok: Signal<In, Bit>,
    pub slot_full: Signal<Out, Bit>,
    pub slot_error: Signal<Out, Bit>,
    pub slot_type: Signal<Out, Bits<8>>,
    pub err_code: Signal<Out, Bits<8>>,
    pub err_info: Signal<Out, Bits<8>>,
    pub image_valid: Signal<Out, Bit>,
    /// An image request's payload, byte 0 in the top bits.
    pub cfg_image: Signal<Out, Bits<REQUEST_IMAGE_BITS>>,
    /// An event request's payload, byte 0 in the top bits.
    pub ev_image: Signal<Out, Bits<EVENT_IMAGE_BITS>>,
    timeout: Constant<Bits<24>>,
    // the protocol table (`board_protocol`)
    crc_init: Constant<Bits<16>>,
    sync: Constant<Bits<8>>,
    rq_type0: Constant<Bits<8>>,
    rq_len0: Constant<Bits<8>>,
    rq_dest0: Constant<Bits<2>>,
    rq_type1: Constant<Bits<8>>,
    rq_len1: Constant<Bits<8>>,
    rq_dest1: Constant<Bits<2>>,
    rq_type2: Constant<Bits<8>>,
    rq_len2: Constant<Bits<8>>,
    rq_dest2: Constant<Bits<2>>,
    rq_type3: Constant<Bits<8>>,
    rq_len3: Constant<Bits<8>>,
    rq_dest3: Constant<Bits<2>>,
    rq_type4: Constant<Bits<8>>,
    rq_len4: Constant<Bits<8>>,
    rq_dest4: Constant<Bits<2>>,
    rq_type5: Constant<Bits<8>>,
    rq_len5: Constant<Bits<8>>,
    rq_dest5: Constant<Bits<2>>,
    max_len: Constant<Bits<8>>,
    e_bad_crc: Constant<Bits<8>>,
    e_bad_length: Constant<Bits<8>>,
    e_bad_type: Constant<Bits<8>>,
    e_overflow: Constant<Bits<8>>,
    e_framing: Constant<Bits<8>>,
    e_timeout: Constant<Bits<8>>,
    e_bad_sync: Constant<Bits<8>>,
    crc: Crc16Byte,
    // stage 1: the byte and its comparisons
    b: DFF<Bits<8>>,
    bv: DFF<Bit>,
    bf: DFF<Bit>,
    f_sync: DFF<Bit>,
    f_long: DFF<Bit>,
    f_zero: DFF<Bit>,
    f_len_exp: DFF<Bit>,
    f_crc_hi: DFF<Bit>,
    f_crc_lo: DFF<Bit>,
    f_last: DFF<Bit>,
    // stage 2: the frame
    state: DFF<Bits<3>>,
    typ: DFF<Bits<8>>,
    len: DFF<Bits<8>>,
    count: DFF<Bits<8>>,
    crc_r: DFF<Bits<16>>,
    crc_hi_ok: DFF<Bit>,
    type_ok: DFF<Bit>,
    len_ok: DFF<Bit>,
    /// payload destination: 0 none, 1 cfg_image, 2 ev_image
    dest: DFF<Bits<2>>,
    cfg_refused: DFF<Bit>,
    cfg_sr: DFF<Bits<REQUEST_IMAGE_BITS>>,
    ev_sr: DFF<Bits<EVENT_IMAGE_BITS>>,
    image_ok: DFF<Bit>,
    full: DFF<Bit>,
    is_err: DFF<Bit>,
    s_type: DFF<Bits<8>>,
    s_code: DFF<Bits<8>>,
    s_info: DFF<Bits<8>>,
    pend_overflow: DFF<Bit>,
    pend_timeout: DFF<Bit>,
    junk: DFF<Bit>,
    idle: DFF<Bits<24>>,
    // stage 3: the result, registered before it fills the slot
    take_r: DFF<Bit>,
    rep_r: DFF<Bit>,
    acc_r: DFF<Bit>,
    code_r: DFF<Bits<8>>,
    info_r: DFF<Bits<8>>,
    // locals
    report: Signal<Local, Bit>,
    code: Signal<Local, Bits<8>>,
    info: Signal<Local, Bits<8>>,
    accept: Signal<Local, Bit>,
    exp_len: Signal<Local, Bits<8>>,
    exp_dest: Signal<Local, Bits<2>>,
    room: Signal<Local, Bit>,
}

/// Idle cycles mid-frame before the `frame_decoder` top (the decoder alone, which the
/// fuzzer drives through Verilator) abandons a frame.
pub const DECODER_TOP_TIMEOUT: u64 = 1_000;

/// The Verilog of the engine boards' decoder alone (`board_protocol::ENGINE_REQUESTS`; the
/// `frame_decoder` Verilated top), with a timeout of [`DECODER_TOP_TIMEOUT`] cycles.
pub fn decoder_verilog() -> String {
    let mut uut = FrameDecoder::with_requests(DECODER_TOP_TIMEOUT, proto::ENGINE_REQUESTS);
    uut.connect_all();
    generate_verilog(&uut)
}

/// Request types one decoder knows (a board's table of `board_protocol::Request`s).
pub const MAX_REQUEST_TYPES: usize = 6;

impl FrameDecoder {
    /// A decoder accepting the requests of `table` (1 to [`MAX_REQUEST_TYPES`] types, each
    /// payload at most the image register's bytes): any other TYPE is "unknown type", any
    /// other LEN "bad length". `timeout`: idle cycles in the middle of a frame before it is
    /// abandoned (< 2^24).
    pub fn with_requests(timeout: u64, table: &[proto::Request]) -> FrameDecoder {
        assert!(
            (1..=MAX_REQUEST_TYPES).contains(&table.len())
                && table.iter().all(|r| r.len <= proto::REQUEST_IMAGE_LEN)
                && table
                    .iter()
                    .all(|r| r.dest != proto::PayloadDest::Event || r.len <= proto::EVENT_IMAGE_LEN),
            "a request table of 1..={MAX_REQUEST_TYPES} types whose payloads fit the registers"
        );
        // unused slots repeat the first entry: they match nothing new
        let e = |i: usize| table.get(i).unwrap_or(&table[0]);
        let ty = |i: usize| Constant::new(e(i).kind.to_bits());
        let len = |i: usize| Constant::new((e(i).len as u8).to_bits());
        let dest = |i: usize| Constant::new((e(i).dest as u8 as u64).to_bits());
        FrameDecoder::with_init(FrameDecoderInit {
            timeout: Constant::new(timeout.to_bits()),
            crc_init: Constant::new(proto::CRC_INIT.to_bits()),
            sync: Constant::new((proto::SYNC).to_bits()),
            rq_type0: ty(0),
            rq_len0: len(0),
            rq_dest0: dest(0),
            rq_type1: ty(1),
            rq_len1: len(1),
            rq_dest1: dest(1),
            rq_type2: ty(2),
            rq_len2: len(2),
            rq_dest2: dest(2),
            rq_type3: ty(3),
            rq_len3: len(3),
            rq_dest3: dest(3),
            rq_type4: ty(4),
            rq_len4: len(4),
            rq_dest4: dest(4),
            rq_type5: ty(5),
            rq_len5: len(5),
            rq_dest5: dest(5),
            max_len: Constant::new((proto::max_len(table) as u8).to_bits()),
            e_bad_crc: Constant::new((ErrorCode::BadCrc as u8).to_bits()),
            e_bad_length: Constant::new((ErrorCode::BadLength as u8).to_bits()),
            e_bad_type: Constant::new((ErrorCode::BadType as u8).to_bits()),
            e_overflow: Constant::new((ErrorCode::Overflow as u8).to_bits()),
            e_framing: Constant::new((ErrorCode::Framing as u8).to_bits()),
            e_timeout: Constant::new((ErrorCode::Timeout as u8).to_bits()),
            e_bad_sync: Constant::new((ErrorCode::BadSync as u8).to_bits()),
        })
    }
}

impl Logic for FrameDecoder {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            b,
            bv,
            bf,
            f_sync,
            f_long,
            f_zero,
            f_len_exp,
            f_crc_hi,
            f_crc_lo,
            f_last,
            state,
            typ,
            len,
            count,
            crc_r,
            crc_hi_ok,
            type_ok,
            len_ok,
            dest,
            cfg_refused,
            cfg_sr,
            ev_sr,
            image_ok,
            full,
            is_err,
            s_type,
            s_code,
            s_info,
            pend_overflow,
            pend_timeout,
            junk,
            idle,
            take_r,
            rep_r,
            acc_r,
            code_r,
            info_r
        );
        self.report.next = false;
        self.accept.next = false;
        self.code.next = 0.into();
        self.info.next = 0.into();
        // ---- stage 1: register the byte with everything it is compared with
        // the length and payload destination of the request type (0xFF: unknown type)
        self.exp_len.next = bits::<8>(0xFF);
        self.exp_dest.next = 0.into();
        if self.typ.q.val() == self.rq_type0.val() {
            self.exp_len.next = self.rq_len0.val();
            self.exp_dest.next = self.rq_dest0.val();
        }
        if self.typ.q.val() == self.rq_type1.val() {
            self.exp_len.next = self.rq_len1.val();
            self.exp_dest.next = self.rq_dest1.val();
        }
        if self.typ.q.val() == self.rq_type2.val() {
            self.exp_len.next = self.rq_len2.val();
            self.exp_dest.next = self.rq_dest2.val();
        }
        if self.typ.q.val() == self.rq_type3.val() {
            self.exp_len.next = self.rq_len3.val();
            self.exp_dest.next = self.rq_dest3.val();
        }
        if self.typ.q.val() == self.rq_type4.val() {
            self.exp_len.next = self.rq_len4.val();
            self.exp_dest.next = self.rq_dest4.val();
        }
        if self.typ.q.val() == self.rq_type5.val() {
            self.exp_len.next = self.rq_len5.val();
            self.exp_dest.next = self.rq_dest5.val();
        }
        self.b.d.next = self.data.val();
        self.bv.d.next = self.byte_valid.val();
        self.bf.d.next = self.byte_ferr.val();
        self.f_sync.d.next = self.data.val() == self.sync.val();
        self.f_long.d.next = self.data.val() > self.max_len.val();
        self.f_zero.d.next = self.data.val() == 0;
        self.f_len_exp.d.next = self.data.val() == self.exp_len.val();
        self.f_crc_hi.d.next = self.data.val() == self.crc_r.q.val().get_bits::<8>(8);
        self.f_crc_lo.d.next = self.data.val() == self.crc_r.q.val().get_bits::<8>(0);
        self.f_last.d.next = (self.count.q.val() + 1) == self.len.q.val();
        // ---- stage 2
        self.crc.crc_in.next = self.crc_r.q.val();
        self.crc.data.next = self.b.q.val();
        // `take` is registered: the slot frees in the cycle after it
        self.take_r.d.next = self.take.val();
        self.room.next = (!self.full.q.val() || self.take_r.q.val()) && !self.rep_r.q.val();
        if self.take_r.q.val() {
            self.full.d.next = false;
        }
        // a frame that stops in the middle
        if self.bv.q.val() || (self.state.q.val() == 0) {
            self.idle.d.next = 0.into();
        } else if self.idle.q.val() == self.timeout.val() {
            self.pend_timeout.d.next = true;
            self.state.d.next = 0.into();
            self.idle.d.next = 0.into();
        } else {
            self.idle.d.next = self.idle.q.val() + 1;
        }
        if self.bv.q.val() {
            if !self.room.val() {
                // no room for another request: drop the byte, report once, resynchronise
                self.pend_overflow.d.next = true;
                self.state.d.next = 0.into();
            } else if self.bf.q.val() {
                self.report.next = true;
                self.code.next = self.e_framing.val();
                self.info.next = self.b.q.val();
                self.state.d.next = 0.into();
            } else if self.state.q.val() == 0 {
                if self.f_sync.q.val() {
                    self.state.d.next = 1.into();
                    self.crc_r.d.next = self.crc_init.val();
                    self.junk.d.next = false;
                } else if !self.junk.q.val() {
                    self.junk.d.next = true;
                    self.report.next = true;
                    self.code.next = self.e_bad_sync.val();
                    self.info.next = self.b.q.val();
                }
            } else if self.state.q.val() == 1 {
                self.typ.d.next = self.b.q.val();
                self.crc_r.d.next = self.crc.crc_out.val();
                self.state.d.next = 2.into();
            } else if self.state.q.val() == 2 {
                self.len.d.next = self.b.q.val();
                self.crc_r.d.next = self.crc.crc_out.val();
                self.count.d.next = 0.into();
                self.dest.d.next = 0.into();
                self.cfg_refused.d.next = false;
                self.type_ok.d.next = self.exp_len.val() != 0xFF;
                self.len_ok.d.next = self.f_len_exp.q.val();
                if self.f_long.q.val() {
                    self.report.next = true;
                    self.code.next = self.e_bad_length.val();
                    self.info.next = self.b.q.val();
                    self.state.d.next = 0.into();
                } else {
                    if self.f_zero.q.val() {
                        self.state.d.next = 4.into();
                    } else {
                        self.state.d.next = 3.into();
                    }
                    // a known type with its length: its payload goes where the table says
                    if self.f_len_exp.q.val() {
                        if self.exp_dest.val() == 1 {
                            if self.cfg_write_ok.val() {
                                self.dest.d.next = 1.into();
                                self.image_ok.d.next = false;
                            } else {
                                self.cfg_refused.d.next = true;
                            }
                        } else {
                            self.dest.d.next = self.exp_dest.val();
                        }
                    }
                }
            } else if self.state.q.val() == 3 {
                self.crc_r.d.next = self.crc.crc_out.val();
                if self.dest.q.val() == 1 {
                    self.cfg_sr.d.next = (self.cfg_sr.q.val() << 8)
                        | bit_cast::<REQUEST_IMAGE_BITS, 8>(self.b.q.val());
                }
                if self.dest.q.val() == 2 {
                    self.ev_sr.d.next =
                        (self.ev_sr.q.val() << 8) | bit_cast::<EVENT_IMAGE_BITS, 8>(self.b.q.val());
                }
                self.count.d.next = self.count.q.val() + 1;
                if self.f_last.q.val() {
                    self.state.d.next = 4.into();
                }
            } else if self.state.q.val() == 4 {
                self.crc_hi_ok.d.next = self.f_crc_hi.q.val();
                self.state.d.next = 5.into();
            } else {
                // CRC_LO: the frame is complete
                self.state.d.next = 0.into();
                self.report.next = true;
                if !(self.crc_hi_ok.q.val() && self.f_crc_lo.q.val()) {
                    self.code.next = self.e_bad_crc.val();
                    self.info.next = self.typ.q.val();
                } else if !self.type_ok.q.val() {
                    self.code.next = self.e_bad_type.val();
                    self.info.next = self.typ.q.val();
                } else if !self.len_ok.q.val() {
                    self.code.next = self.e_bad_length.val();
                    self.info.next = self.len.q.val();
                } else if self.cfg_refused.q.val() {
                    self.code.next = self.e_overflow.val();
                    self.info.next = self.typ.q.val();
                } else {
                    self.accept.next = true;
                    if self.dest.q.val() == 1 {
                        self.image_ok.d.next = true;
                    }
                }
            }
        } else if self.room.val() && self.pend_overflow.q.val() {
            self.report.next = true;
            self.code.next = self.e_overflow.val();
            self.pend_overflow.d.next = false;
        } else if self.room.val() && self.pend_timeout.q.val() {
            self.report.next = true;
            self.code.next = self.e_timeout.val();
            self.pend_timeout.d.next = false;
        }
        // ---- stage 3: the result fills the slot one cycle later
        self.rep_r.d.next = self.report.val();
        self.acc_r.d.next = self.accept.val();
        self.code_r.d.next = self.code.val();
        self.info_r.d.next = self.info.val();
        if self.rep_r.q.val() {
            self.full.d.next = true;
            self.is_err.d.next = !self.acc_r.q.val();
            self.s_type.d.next = self.typ.q.val();
            self.s_code.d.next = self.code_r.q.val();
            self.s_info.d.next = self.info_r.q.val();
        }
        if self.rst.val() {
            self.state.d.next = 0.into();
            self.full.d.next = false;
            self.image_ok.d.next = false;
            self.pend_overflow.d.next = false;
            self.pend_timeout.d.next = false;
            self.junk.d.next = false;
            self.idle.d.next = 0.into();
            self.rep_r.d.next = false;
        }
        // a taken slot reads empty at once (it frees in the next cycle)
        self.slot_full.next = self.full.q.val() && !self.take_r.q.val();
        self.slot_error.next = self.is_err.q.val();
        self.slot_type.next = self.s_type.q.val();
        self.err_code.next = self.s_code.q.val();
        self.err_info.next = self.s_info.q.val();
        self.image_valid.next = self.image_ok.q.val();
        self.cfg_image.next = self.cfg_sr.q.val();
        self.ev_image.next = self.ev_sr.q.val();
    }
}

// Encoder states.
// 0 IDLE, 1 SYNC, 2 TYPE, 3 LEN, 4 FETCH1, 5 FETCH2, 6 PAY, 7 CRC_HI, 8 CRC_LO

/// A response -> bytes for the UART transmitter. `send` (while not `busy`) latches `kind`
/// and `len`; the encoder then emits SYNC, TYPE, LEN, the payload and the CRC. For payload
/// byte i it drives `index = i` and takes `payload_byte` two cycles later (the parent
/// registers its byte mux).
#[ports]
#[derive(LogicBlock)]
pub struct FrameEncoder {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub send: Signal<In, Bit>,
    pub kind: Signal<In, Bits<8>>,
    pub len: Signal<In, Bits<8>>,
    pub payload_byte: Signal<In, Bits<8>>,
    pub tx_busy: Signal<In, Bit>,
    pub busy: Signal<Out, Bit>,
    pub index: Signal<Out, Bits<8>>,
    pub tx_data: Signal<Out, Bits<8>>,
    pub tx_start: Signal<Out, Bit>,
    sync: Constant<Bits<8>>,
    crc_init: Constant<Bits<16>>,
    crc: Crc16Byte,
    state: DFF<Bits<4>>,
    kind_r: DFF<Bits<8>>,
    len_r: DFF<Bits<8>>,
    index_r: DFF<Bits<8>>,
    crc_r: DFF<Bits<16>>,
    go: Signal<Local, Bit>,
}

impl Default for FrameEncoder {
    fn default() -> Self {
        FrameEncoder::with_init(FrameEncoderInit {
            sync: Constant::new(proto::SYNC.to_bits()),
            crc_init: Constant::new(proto::CRC_INIT.to_bits()),
        })
    }
}

impl Logic for FrameEncoder {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, kind_r, len_r, index_r, crc_r);
        self.tx_data.next = self.sync.val();
        self.go.next = false;
        self.crc.crc_in.next = self.crc_r.q.val();
        if self.state.q.val() == 2 {
            self.tx_data.next = self.kind_r.q.val();
        }
        if self.state.q.val() == 3 {
            self.tx_data.next = self.len_r.q.val();
        }
        if self.state.q.val() == 6 {
            self.tx_data.next = self.payload_byte.val();
        }
        if self.state.q.val() == 7 {
            self.tx_data.next = self.crc_r.q.val().get_bits::<8>(8);
        }
        if self.state.q.val() == 8 {
            self.tx_data.next = self.crc_r.q.val().get_bits::<8>(0);
        }
        self.crc.data.next = self.tx_data.val();
        // a byte goes out in every emitting state as soon as the transmitter is free
        if (self.state.q.val() == 1)
            || (self.state.q.val() == 2)
            || (self.state.q.val() == 3)
            || (self.state.q.val() >= 6)
        {
            self.go.next = !self.tx_busy.val();
        }
        if self.state.q.val() == 0 {
            if self.send.val() {
                self.kind_r.d.next = self.kind.val();
                self.len_r.d.next = self.len.val();
                self.index_r.d.next = 0.into();
                self.crc_r.d.next = self.crc_init.val();
                self.state.d.next = 1.into();
            }
        } else if (self.state.q.val() == 4) || (self.state.q.val() == 5) {
            self.state.d.next = self.state.q.val() + 1;
        } else if self.go.val() {
            if (self.state.q.val() == 2) || (self.state.q.val() == 3) || (self.state.q.val() == 6) {
                self.crc_r.d.next = self.crc.crc_out.val();
            }
            if self.state.q.val() == 3 {
                if self.len_r.q.val() == 0 {
                    self.state.d.next = 7.into();
                } else {
                    self.state.d.next = 4.into();
                }
            } else if self.state.q.val() == 6 {
                self.index_r.d.next = self.index_r.q.val() + 1;
                if (self.index_r.q.val() + 1) == self.len_r.q.val() {
                    self.state.d.next = 7.into();
                } else {
                    self.state.d.next = 4.into();
                }
            } else if self.state.q.val() == 8 {
                self.state.d.next = 0.into();
            } else {
                self.state.d.next = self.state.q.val() + 1;
            }
        }
        if self.rst.val() {
            self.state.d.next = 0.into();
        }
        self.tx_start.next = self.go.val();
        self.busy.next = self.state.q.val() != 0;
        self.index.next = self.index_r.q.val();
    }
}
