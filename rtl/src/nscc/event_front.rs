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
//! arrives in the cycle the engine stops). Cost: [`SKID_LATENCY`] = 1 cycle, 2 x 186
//! flip-flops. The Cu's compact engine (one event at a time, ~50 K events/s, 7,618 of 7,680
//! cells) needs neither the speed nor has the cells: its front is wires.

use nscc_rtl_macros::{port_logic, ports};
use rust_hdl::prelude::*;

/// Cycles the skid buffer adds between the producer's port and the engine's.
pub const SKID_LATENCY: u64 = 1;

/// Bits of an event as the skid buffer holds it: the event word of the port map (`ccc`,
/// then the event's fields in the map's order).
pub const EVENT_WORD_BITS: usize = golden_model::interface::EVENT_WORD_BITS;

/// A two-entry skid buffer: `eng_*` and `ev_ready` come from registers; one event per
/// clock passes, [`SKID_LATENCY`] later; nothing is dropped or repeated (the engine's
/// `eng_ready` low holds the event in `main`, and one more in `spare`).
#[ports]
#[derive(LogicBlock, Default)]
pub struct EventSkid {
    pub clock: Signal<In, Clock>,
    // ---- the port a producer drives (the engine's event port)
    #[group(sink)]
    event_stream: (),
    #[group(sink)]
    event: (),
    // ---- the engine's event port, driven
    #[group(source, prefix = "eng_")]
    event_stream: (),
    #[group(source, prefix = "eng_")]
    event: (),
    /// the event at the engine's port
    main_v: DFF<Bit>,
    main: DFF<Bits<EVENT_WORD_BITS>>,
    /// the event taken while `main` waited
    spare_v: DFF<Bit>,
    spare: DFF<Bits<EVENT_WORD_BITS>>,
    word: Signal<Local, Bits<EVENT_WORD_BITS>>,
}

impl Logic for EventSkid {
    #[port_logic]
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, main_v, main, spare_v, spare);
        self.word.next = pack_event!(EVENT_WORD_BITS, self);
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
        unpack_event!(self.main.q.val(), self, "eng_");
    }
}

/// Wires: the producer drives the engine's port directly (`ev_ready` is the engine's).
#[ports]
#[derive(LogicBlock, Default)]
pub struct EventPass {
    pub clock: Signal<In, Clock>,
    #[group(sink)]
    event_stream: (),
    #[group(sink)]
    event: (),
    #[group(source, prefix = "eng_")]
    event_stream: (),
    #[group(source, prefix = "eng_")]
    event: (),
}

impl Logic for EventPass {
    #[port_logic]
    #[hdl_gen]
    fn update(&mut self) {
        connect!(event_stream, self, self, dst_prefix = "eng_");
        connect!(event, self, self, dst_prefix = "eng_");
    }
}
