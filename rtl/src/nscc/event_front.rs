//! The event port's front, between a producer (the board's controller, the BIST) and an
//! engine's event port: [`EventPass`], wires, for the Cu's compact engine and the bare BIST
//! top of the ULX3S's engine (the IP drives the engine's port directly, so the BIST's cycle
//! counts there are the board's). It offers the engine's own port (`ev_*`, the same names and
//! widths as `NsccEngine`'s) and drives the engine's port (`eng_*`). (A two-entry skid
//! buffer, `EventSkid`, stood in front of the ULX3S's engine until the board ran the IP,
//! whose own event path is registered: `docs/integration.md`.)

use nscc_rtl_macros::{port_logic, ports};
use rust_hdl::prelude::*;

/// Bits of an event as a register holds it: the event word of the port map (`ccc`, then the
/// event's fields in the map's order).
pub const EVENT_WORD_BITS: usize = golden_model::interface::EVENT_WORD_BITS;

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
