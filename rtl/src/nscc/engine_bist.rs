//! The engine's built-in self-test: an on-chip event generator that drives `NsccEngine` as
//! fast as it accepts events, and a signature of every result, so that a board whose UART
//! cannot carry millions of events per second still shows the engine at full rate.
//!
//! On `start` the BIST makes CCCs 0 .. 2^`cccs_log2` - 1 READY on profile 0 (reset, so that a
//! run starts from the same contexts whatever ran before; activate at t = 0; ready: one
//! lifecycle request each), then presents `events` events drawn from a
//! 32-bit xorshift generator seeded with `seed` ([`next_state`], [`event_of`]: the host's
//! golden twin uses the same functions), one per clock whenever the engine is ready. Every
//! result (`out_ccc`, `out_action`, `out_fulfill`, `out_cwnd`) is hashed with CRC-32 and the
//! hashes are combined by XOR and by a sum modulo 2^32: the issue window lets events of
//! different CCCs pass each other, so the signature must not depend on the order across
//! CCCs (each CCC's own results are sequential NSCC, so their values carry their order).
//! `cycles` counts from the first event presented to the last result.

use nscc_rtl_macros::{port_logic, ports};
use rust_hdl::prelude::*;

use crate::nscc::compact_engine::NsccCompactEngine;
use crate::nscc::engine::NsccEngineEcp5;
use crate::nscc::event_front::EventPass;

/// The generator's step: xorshift32 (13, 17, 5).
pub fn next_state(x: u32) -> u32 {
    let mut x = x;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    x
}

/// The state the generator starts from (a zero seed would stay zero).
pub fn first_state(seed: u32) -> u32 {
    if seed == 0 {
        0x2545_F491
    } else {
        seed
    }
}

/// One generated event, from the generator state after its step: (CCC, kind code, bytes,
/// RTT ns, ECN, in-flight bytes, time step ns). Kind: 1 (NACK) when bits 14..12 are 0, else
/// 0 (ACK); bytes 4,160 or 8,320; RTT the base plus up to 16 us; ECN on a quarter.
pub fn event_of(x: u32, cccs_log2: u32, rtt_base: u32) -> (u32, u64, u32, u32, bool, u32, u32) {
    let ccc = x & ((1u32 << cccs_log2) - 1);
    let kind = if (x >> 12) & 7 == 0 { 1 } else { 0 };
    let bytes = 4160u32 << ((x >> 15) & 1);
    let rtt = (rtt_base + ((x >> 16) & 0x3FFF)) & 0xFF_FFFF;
    let ecn = (x >> 30) & 3 == 0;
    let in_flight = (x >> 8) & 0xF_FFFF;
    let dt = 64 + ((x >> 20) & 0xFF);
    (ccc, kind, bytes, rtt, ecn, in_flight, dt)
}

/// CRC-32 (IEEE, reflected, as zlib's) of a result: the 48-bit little-endian word
/// ccc | action << 12 | fulfill << 16 | cwnd << 17.
pub fn result_crc(ccc: u32, action: u32, fulfill: bool, cwnd: u32) -> u32 {
    let w = ccc as u64 | (action as u64) << 12 | (fulfill as u64) << 16 | (cwnd as u64) << 17;
    !crc_raw(0xFFFF_FFFF, w)
}

/// The raw CRC-32 register (before the final complement) after the 48 bits of `word`, from
/// the initial value `init`, bit-serially (reflected polynomial 0xEDB8_8320).
fn crc_raw(init: u32, word: u64) -> u32 {
    let mut c = init;
    for i in 0..48 {
        let b = ((c as u64 ^ (word >> i)) & 1) as u32;
        c = (c >> 1) ^ if b == 1 { 0xEDB8_8320 } else { 0 };
    }
    c
}

/// The CRC-32 of a 48-bit result word as a matrix, in two halves: the raw CRC is affine in
/// the word, so each of its bits is the parity of the word under a constant mask, XORed
/// with the CRC of the zero word. `lo` covers the word's bits 0..24 (with that constant),
/// `hi` bits 24..48: `!(lo ^ hi)` is [`result_crc`]. Each bit is a balanced XOR tree of at
/// most 24 inputs (3 LUT4 levels), where the unrolled bit-serial loop left a deep chain
/// after synthesis (the ULX3S board's critical path at 100 MHz).
#[ports]
#[derive(LogicBlock)]
pub struct CrcMatrix {
    pub word: Signal<In, Bits<48>>,
    pub lo: Signal<Out, Bits<32>>,
    pub hi: Signal<Out, Bits<32>>,
    /// bit 48 j + i: bit j of the raw CRC depends on word bit i
    pub masks: Constant<Bits<1536>>,
    /// the raw CRC of the zero word (from the initial value all ones)
    pub zero: Constant<Bits<32>>,
    w_lo: Signal<Local, Bits<48>>,
    w_hi: Signal<Local, Bits<48>>,
}

impl Default for CrcMatrix {
    fn default() -> Self {
        let z = crc_raw(0xFFFF_FFFF, 0);
        let mut masks = Bits::<1536>::default();
        for i in 0..48 {
            let col = crc_raw(0xFFFF_FFFF, 1 << i) ^ z;
            for j in 0..32 {
                if (col >> j) & 1 == 1 {
                    masks = masks.replace_bit(48 * j + i, true);
                }
            }
        }
        CrcMatrix::with_init(CrcMatrixInit {
            masks: Constant::new(masks),
            zero: Constant::new((z as u64).to_bits()),
        })
    }
}

impl Logic for CrcMatrix {
    #[hdl_gen]
    fn update(&mut self) {
        self.w_hi.next = (self.word.val() >> 24) << 24;
        self.w_lo.next = self.word.val() ^ self.w_hi.val();
        self.lo.next = self.zero.val();
        self.hi.next = 0.into();
        for j in 0..32 {
            if (self.w_lo.val() & self.masks.val().get_bits::<48>(48 * j)).xor() {
                self.lo.next = self.lo.val() ^ (bits::<32>(1) << j.to_bits::<5>());
            }
            if (self.w_hi.val() & self.masks.val().get_bits::<48>(48 * j)).xor() {
                self.hi.next = self.hi.val() ^ (bits::<32>(1) << j.to_bits::<5>());
            }
        }
    }
}

/// The BIST: lifecycle sequencer, event generator and signature, beside the engine.
#[ports]
#[derive(LogicBlock, Default)]
pub struct EngineBist {
    pub clock: Signal<In, Clock>,
    pub start: Signal<In, Bit>,
    pub seed: Signal<In, Bits<32>>,
    pub events: Signal<In, Bits<32>>,
    pub cccs_log2: Signal<In, Bits<4>>,
    pub rtt_base: Signal<In, Bits<24>>,
    pub busy: Signal<Out, Bit>,
    pub done: Signal<Out, Bit>,
    pub cycles: Signal<Out, Bits<32>>,
    pub results: Signal<Out, Bits<32>>,
    pub sig_xor: Signal<Out, Bits<32>>,
    pub sig_sum: Signal<Out, Bits<32>>,
    // ---- to the engine
    #[group(source, only(valid, ready, op, ccc, done))]
    lifecycle: (),
    #[group(source)]
    event_stream: (),
    #[group(source, only(t, kind, bytes, rtt, ecn, in_flight))]
    event: (),
    #[group(sink)]
    result: (),
    // ---- state: 0 idle, 6 reset, 1 activate, 2 ready, 4 run, 5 done
    state: DFF<Bits<3>>,
    /// the state to go to when the lifecycle request completes
    after: DFF<Bits<3>>,
    ccc: DFF<Bits<13>>,
    /// the generator's state whose event is presented (`next_state` of the last one taken):
    /// the event leaves registers, so that no xorshift stands before the engine's port
    x: DFF<Bits<32>>,
    /// the CCC mask, `2^cccs_log2 - 1`
    mask_r: DFF<Bits<13>>,
    /// more events to present (`to_send != 0`, kept a clock ahead)
    more: DFF<Bit>,
    /// a result's CRC, registered before the signature's sum
    r_v: DFF<Bit>,
    r_crc: DFF<Bits<32>>,
    /// a result as it left the engine, registered before its CRC
    o_v: DFF<Bit>,
    o_word: DFF<Bits<48>>,
    /// the CRC's two halves ([`CrcMatrix`]), registered before they are combined
    p_v: DFF<Bit>,
    p_lo: DFF<Bits<32>>,
    p_hi: DFF<Bits<32>>,
    crcm: CrcMatrix,
    t: DFF<Bits<32>>,
    /// events still to present and results still to come, counted down (the ends are a
    /// compare with a constant, no adder in front of the state and the count)
    to_send: DFF<Bits<32>>,
    got: DFF<Bits<32>>,
    to_get: DFF<Bits<32>>,
    base: DFF<Bits<24>>,
    count: DFF<Bits<32>>,
    counting: DFF<Bit>,
    sx: DFF<Bits<32>>,
    ss: DFF<Bits<32>>,
    requested: DFF<Bit>,
    // combinational
    nx: Signal<Local, Bits<32>>,
    s0: Signal<Local, Bits<32>>,
    ns0: Signal<Local, Bits<32>>,
    mask: Signal<Local, Bits<13>>,
    word: Signal<Local, Bits<48>>,
    last_ccc: Signal<Local, Bit>,
}

impl Logic for EngineBist {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, after, ccc, x, t, to_send, got, to_get, base, count, counting, sx,
            ss, requested, mask_r, more, r_v, r_crc, o_v, o_word, p_v, p_lo, p_hi
        );
        // the generator's next state and the event it gives
        self.nx.next = self.x.q.val() ^ (self.x.q.val() << 13);
        self.nx.next = self.nx.val() ^ (self.nx.val() >> 17);
        self.nx.next = self.nx.val() ^ (self.nx.val() << 5);
        // (the first state of a run, and the state of its first event)
        self.s0.next = self.seed.val();
        if !self.seed.val().any() {
            self.s0.next = bits::<32>(0x2545_F491);
        }
        self.ns0.next = self.s0.val() ^ (self.s0.val() << 13);
        self.ns0.next = self.ns0.val() ^ (self.ns0.val() >> 17);
        self.ns0.next = self.ns0.val() ^ (self.ns0.val() << 5);
        self.mask.next = self.mask_r.q.val();
        self.ev_ccc.next = bit_cast::<16, 13>(bit_cast::<13, 32>(self.x.q.val()) & self.mask.val());
        self.ev_kind.next = 0.into();
        if !self.x.q.val().get_bits::<3>(12).any() {
            self.ev_kind.next = 1.into();
        }
        self.ev_bytes.next = 4160.into();
        if self.x.q.val().get_bit(15) {
            self.ev_bytes.next = 8320.into();
        }
        self.ev_rtt.next =
            self.base.q.val() + bit_cast::<24, 14>(self.x.q.val().get_bits::<14>(16));
        self.ev_ecn.next = !self.x.q.val().get_bits::<2>(30).any();
        self.ev_in_flight.next = bit_cast::<24, 20>(self.x.q.val().get_bits::<20>(8));
        self.ev_t.next = self.t.q.val() + 64 + bit_cast::<32, 8>(self.x.q.val().get_bits::<8>(20));
        self.ev_valid.next = (self.state.q.val() == 4) && self.more.q.val();
        // lifecycle requests
        self.ctl_valid.next = false;
        self.ctl_op.next = 1.into();
        if self.state.q.val() == 2 {
            self.ctl_op.next = 2.into();
        }
        if self.state.q.val() == 6 {
            self.ctl_op.next = 3.into();
        }
        self.ctl_ccc.next = bit_cast::<16, 13>(self.ccc.q.val());
        self.last_ccc.next = self.ccc.q.val() == self.mask.val();
        if self.state.q.val() == 0 && self.start.val() {
            self.state.d.next = 6.into();
            self.ccc.d.next = 0.into();
            self.x.d.next = self.ns0.val();
            self.mask_r.d.next = (bits::<13>(1) << self.cccs_log2.val()) - 1;
            self.more.d.next = self.events.val().any();
            self.t.d.next = 0.into();
            self.to_send.d.next = self.events.val();
            self.got.d.next = 0.into();
            self.to_get.d.next = self.events.val();
            self.base.d.next = self.rtt_base.val();
            self.count.d.next = 0.into();
            self.counting.d.next = false;
            self.sx.d.next = 0.into();
            self.ss.d.next = 0.into();
        }
        // reset, activate, then ready, every CCC: one request, then wait for its answer
        if (self.state.q.val() == 1) || (self.state.q.val() == 2) || (self.state.q.val() == 6) {
            self.ctl_valid.next = self.ctl_ready.val() && !self.requested.q.val();
            if self.ctl_ready.val() && !self.requested.q.val() {
                self.requested.d.next = true;
            }
            if self.ctl_done.val() {
                self.requested.d.next = false;
                if self.state.q.val() == 6 {
                    self.state.d.next = 1.into();
                } else if self.state.q.val() == 1 {
                    self.state.d.next = 2.into();
                } else {
                    self.state.d.next = 6.into();
                    self.ccc.d.next = self.ccc.q.val() + 1;
                    if self.last_ccc.val() {
                        self.state.d.next = 4.into();
                    }
                }
            }
        }
        // run: one event per accepting clock
        if self.ev_valid.val() && self.ev_ready.val() {
            self.x.d.next = self.nx.val();
            self.t.d.next = self.ev_t.val();
            self.to_send.d.next = self.to_send.q.val() - 1;
            self.more.d.next = self.to_send.q.val() != 1;
            self.counting.d.next = true;
        }
        if self.counting.q.val() {
            self.count.d.next = self.count.q.val() + 1;
        }
        // the signature: CRC-32 of each result, combined by XOR and by sum
        self.word.next = bit_cast::<48, 12>(self.out_ccc.val())
            | (bit_cast::<48, 4>(self.out_action.val()) << 12)
            | (bit_cast::<48, 1>(self.out_fulfill.val().into()) << 16)
            | (bit_cast::<48, 24>(self.out_cwnd.val()) << 17);
        self.crcm.word.next = self.o_word.q.val();
        // (registered, CRC'd in halves, combined, then summed: the last result ends the
        // count three cycles after it came, which the count does not include)
        self.o_v.d.next = (self.state.q.val() == 4) && self.out_valid.val();
        self.o_word.d.next = self.word.val();
        self.p_v.d.next = self.o_v.q.val();
        self.p_lo.d.next = self.crcm.lo.val();
        self.p_hi.d.next = self.crcm.hi.val();
        self.r_v.d.next = self.p_v.q.val();
        self.r_crc.d.next = !(self.p_lo.q.val() ^ self.p_hi.q.val());
        if self.r_v.q.val() {
            self.sx.d.next = self.sx.q.val() ^ self.r_crc.q.val();
            self.ss.d.next = self.ss.q.val() + self.r_crc.q.val();
            self.got.d.next = self.got.q.val() + 1;
            self.to_get.d.next = self.to_get.q.val() - 1;
            if self.to_get.q.val() == 1 {
                self.state.d.next = 5.into();
                self.counting.d.next = false;
                self.count.d.next = self.count.q.val() - 2;
            }
        }
        if (self.state.q.val() == 4) && !self.to_get.q.val().any() {
            self.state.d.next = 5.into();
        }
        if (self.state.q.val() == 5) && self.start.val() {
            self.state.d.next = 0.into();
        }
        self.busy.next = (self.state.q.val() != 0) && (self.state.q.val() != 5);
        self.done.next = self.state.q.val() == 5;
        self.cycles.next = self.count.q.val();
        self.results.next = self.got.q.val();
        self.sig_xor.next = self.sx.q.val();
        self.sig_sum.next = self.ss.q.val();
    }
}

/// The BIST and an engine: the profile port of the engine (`cfg_*`), the BIST's controls and
/// its results (the Verilated top of `nscc hil --sim --bist` without the UART); one struct
/// per engine type (as `engine_board_top`'s).
macro_rules! bist_top {
    ($name:ident, $engine:ty, $front:ty) => {
        #[ports]
        #[derive(LogicBlock, Default)]
        pub struct $name {
            pub clock: Signal<In, Clock>,
            #[group(sink)]
            profile_write: (),
            #[group(sink)]
            register_image: (),
            pub start: Signal<In, Bit>,
            pub seed: Signal<In, Bits<32>>,
            pub events: Signal<In, Bits<32>>,
            pub cccs_log2: Signal<In, Bits<4>>,
            pub rtt_base: Signal<In, Bits<24>>,
            pub busy: Signal<Out, Bit>,
            pub done: Signal<Out, Bit>,
            pub cycles: Signal<Out, Bits<32>>,
            pub results: Signal<Out, Bits<32>>,
            pub sig_xor: Signal<Out, Bits<32>>,
            pub sig_sum: Signal<Out, Bits<32>>,
            bist: EngineBist,
            front: $front,
            engine: $engine,
        }

        impl Logic for $name {
            #[port_logic]
            #[hdl_gen]
            fn update(&mut self) {
                clock!(self, clock, bist, front, engine);
                connect!(profile_write, self.engine, self);
                connect!(register_image, self.engine, self);
                self.bist.start.next = self.start.val();
                self.bist.seed.next = self.seed.val();
                self.bist.events.next = self.events.val();
                self.bist.cccs_log2.next = self.cccs_log2.val();
                self.bist.rtt_base.next = self.rtt_base.val();
                connect!(
                    lifecycle,
                    self.engine,
                    self.bist,
                    only(valid, ready, op, ccc, done)
                );
                self.engine.ctl_profile.next = 0.into();
                self.engine.ctl_t.next = 0.into();
                // the event port through the board's front (the same timing as on the board)
                connect!(event_stream, self.front, self.bist);
                connect!(
                    event,
                    self.front,
                    self.bist,
                    only(t, kind, bytes, rtt, ecn, in_flight)
                );
                self.front.ev_t_sub.next = 0.into();
                self.front.ev_pend.next = 0.into();
                self.front.ev_rc.next = false;
                self.front.ev_probe.next = false;
                self.front.ev_probe_rtt.next = 0.into();
                self.front.ev_rtt_sub.next = 0.into();
                self.front.ev_probe_rtt_sub.next = 0.into();
                connect!(event_stream, self.engine, self.front, src_prefix = "eng_");
                connect!(event, self.engine, self.front, src_prefix = "eng_");
                connect!(result, self.bist, self.engine);
                self.busy.next = self.bist.busy.val();
                self.done.next = self.bist.done.val();
                self.cycles.next = self.bist.cycles.val();
                self.results.next = self.bist.results.val();
                self.sig_xor.next = self.bist.sig_xor.val();
                self.sig_sum.next = self.bist.sig_sum.val();
            }
        }
    };
}

bist_top!(EngineBistTop, NsccEngineEcp5, EventPass);
bist_top!(CompactEngineBistTop, NsccCompactEngine, EventPass);

/// Verilog of the BIST beside the ECP5 engine (top module `top`).
pub fn verilog() -> String {
    crate::verilog_of::<EngineBistTop>()
}

/// Verilog of the BIST beside the Cu's compact engine (top module `top`).
pub fn verilog_compact() -> String {
    crate::rams_without_collision_check(crate::verilog_of::<CompactEngineBistTop>())
}
