//! The event port's front, between a producer (the board's controller, the BIST) and an
//! engine's event port: [`EventSkid`] for the one-event-per-clock engine, [`EventPass`] for
//! the compact engine. Both offer the engine's own port (`ev_*`, the same names and widths
//! as `NsccEngine`'s) and drive the engine's port (`eng_*`), so a top uses either by name.
//!
//! Why a skid buffer: on the ECP5 board the producer's logic (the BIST's generator adders,
//! the controller's field selection) and the long route to the engine would sit in front
//! of the issue window's accept, fill and hazard compares, one path at 100 MHz. The skid
//! buffer starts that path at its own register beside the engine and answers `ev_ready`
//! from a register, at one event per clock (two entries: the second takes the event that
//! arrives in the cycle the engine stops). Cost: [`SKID_LATENCY`] = 1 cycle, 2 x 166
//! flip-flops. The Cu's compact engine (one event at a time, ~50 K events/s, 7,569 of 7,680
//! cells) needs neither the speed nor has the cells: its front is wires.

use rust_hdl::prelude::*;

/// Cycles the skid buffer adds between the producer's port and the engine's.
pub const SKID_LATENCY: u64 = 1;

/// Bits of an event as the skid buffer holds it: the port's fields in the order they are
/// declared (ccc 16, t 32, t_sub 10, kind 2, bytes 24, rtt 24, ecn 1, pend 7, rc 1,
/// in_flight 24, probe 1, probe_rtt 24).
pub const EVENT_WORD_BITS: usize = 166;

macro_rules! event_front_ports {
    ($(#[$doc:meta])* $name:ident { $($extra:tt)* }) => {
        $(#[$doc])*
        #[derive(LogicBlock, Default)]
        pub struct $name {
            pub clock: Signal<In, Clock>,
            // ---- the port a producer drives (the engine's event port)
            pub ev_valid: Signal<In, Bit>,
            pub ev_ready: Signal<Out, Bit>,
            pub ev_ccc: Signal<In, Bits<16>>,
            pub ev_t: Signal<In, Bits<32>>,
            pub ev_t_sub: Signal<In, Bits<10>>,
            pub ev_kind: Signal<In, Bits<2>>,
            pub ev_bytes: Signal<In, Bits<24>>,
            pub ev_rtt: Signal<In, Bits<24>>,
            pub ev_ecn: Signal<In, Bit>,
            pub ev_pend: Signal<In, Bits<7>>,
            pub ev_rc: Signal<In, Bit>,
            pub ev_in_flight: Signal<In, Bits<24>>,
            pub ev_probe: Signal<In, Bit>,
            pub ev_probe_rtt: Signal<In, Bits<24>>,
            // ---- the engine's event port, driven
            pub eng_valid: Signal<Out, Bit>,
            pub eng_ready: Signal<In, Bit>,
            pub eng_ccc: Signal<Out, Bits<16>>,
            pub eng_t: Signal<Out, Bits<32>>,
            pub eng_t_sub: Signal<Out, Bits<10>>,
            pub eng_kind: Signal<Out, Bits<2>>,
            pub eng_bytes: Signal<Out, Bits<24>>,
            pub eng_rtt: Signal<Out, Bits<24>>,
            pub eng_ecn: Signal<Out, Bit>,
            pub eng_pend: Signal<Out, Bits<7>>,
            pub eng_rc: Signal<Out, Bit>,
            pub eng_in_flight: Signal<Out, Bits<24>>,
            pub eng_probe: Signal<Out, Bit>,
            pub eng_probe_rtt: Signal<Out, Bits<24>>,
            $($extra)*
        }
    };
}

event_front_ports!(
    /// A two-entry skid buffer: `eng_*` and `ev_ready` come from registers; one event per
    /// clock passes, [`SKID_LATENCY`] later; nothing is dropped or repeated (the engine's
    /// `eng_ready` low holds the event in `main`, and one more in `spare`).
    EventSkid {
        /// the event at the engine's port
        main_v: DFF<Bit>,
        main: DFF<Bits<EVENT_WORD_BITS>>,
        /// the event taken while `main` waited
        spare_v: DFF<Bit>,
        spare: DFF<Bits<EVENT_WORD_BITS>>,
        word: Signal<Local, Bits<EVENT_WORD_BITS>>,
    }
);

impl Logic for EventSkid {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, main_v, main, spare_v, spare);
        self.word.next = bit_cast::<EVENT_WORD_BITS, 16>(self.ev_ccc.val())
            | (bit_cast::<EVENT_WORD_BITS, 32>(self.ev_t.val()) << 16)
            | (bit_cast::<EVENT_WORD_BITS, 10>(self.ev_t_sub.val()) << 48)
            | (bit_cast::<EVENT_WORD_BITS, 2>(self.ev_kind.val()) << 58)
            | (bit_cast::<EVENT_WORD_BITS, 24>(self.ev_bytes.val()) << 60)
            | (bit_cast::<EVENT_WORD_BITS, 24>(self.ev_rtt.val()) << 84)
            | (bit_cast::<EVENT_WORD_BITS, 1>(self.ev_ecn.val().into()) << 108)
            | (bit_cast::<EVENT_WORD_BITS, 7>(self.ev_pend.val()) << 109)
            | (bit_cast::<EVENT_WORD_BITS, 1>(self.ev_rc.val().into()) << 116)
            | (bit_cast::<EVENT_WORD_BITS, 24>(self.ev_in_flight.val()) << 117)
            | (bit_cast::<EVENT_WORD_BITS, 1>(self.ev_probe.val().into()) << 141)
            | (bit_cast::<EVENT_WORD_BITS, 24>(self.ev_probe_rtt.val()) << 142);
        // (the producer may present an event whenever `spare` is empty)
        self.ev_ready.next = !self.spare_v.q.val();
        if !self.main_v.q.val() || self.eng_ready.val() {
            // `main` is free or leaves now: the older event (spare) first
            if self.spare_v.q.val() {
                self.main.d.next = self.spare.q.val();
                self.main_v.d.next = true;
                self.spare_v.d.next = false;
            } else {
                self.main.d.next = self.word.val();
                self.main_v.d.next = self.ev_valid.val();
            }
        } else if self.ev_valid.val() && !self.spare_v.q.val() {
            self.spare.d.next = self.word.val();
            self.spare_v.d.next = true;
        }
        self.eng_valid.next = self.main_v.q.val();
        self.eng_ccc.next = self.main.q.val().get_bits::<16>(0);
        self.eng_t.next = self.main.q.val().get_bits::<32>(16);
        self.eng_t_sub.next = self.main.q.val().get_bits::<10>(48);
        self.eng_kind.next = self.main.q.val().get_bits::<2>(58);
        self.eng_bytes.next = self.main.q.val().get_bits::<24>(60);
        self.eng_rtt.next = self.main.q.val().get_bits::<24>(84);
        self.eng_ecn.next = self.main.q.val().get_bit(108);
        self.eng_pend.next = self.main.q.val().get_bits::<7>(109);
        self.eng_rc.next = self.main.q.val().get_bit(116);
        self.eng_in_flight.next = self.main.q.val().get_bits::<24>(117);
        self.eng_probe.next = self.main.q.val().get_bit(141);
        self.eng_probe_rtt.next = self.main.q.val().get_bits::<24>(142);
    }
}

event_front_ports!(
    /// Wires: the producer drives the engine's port directly (`ev_ready` is the engine's).
    EventPass {}
);

impl Logic for EventPass {
    #[hdl_gen]
    fn update(&mut self) {
        self.ev_ready.next = self.eng_ready.val();
        self.eng_valid.next = self.ev_valid.val();
        self.eng_ccc.next = self.ev_ccc.val();
        self.eng_t.next = self.ev_t.val();
        self.eng_t_sub.next = self.ev_t_sub.val();
        self.eng_kind.next = self.ev_kind.val();
        self.eng_bytes.next = self.ev_bytes.val();
        self.eng_rtt.next = self.ev_rtt.val();
        self.eng_ecn.next = self.ev_ecn.val();
        self.eng_pend.next = self.ev_pend.val();
        self.eng_rc.next = self.ev_rc.val();
        self.eng_in_flight.next = self.ev_in_flight.val();
        self.eng_probe.next = self.ev_probe.val();
        self.eng_probe_rtt.next = self.ev_probe_rtt.val();
    }
}
