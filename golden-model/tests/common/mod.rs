//! Helpers of the golden model's tests.
#![allow(dead_code)]

use golden_model::nscc::HwEvent;
use golden_model::EventKind;

/// An ACK at `t_ns` of `bytes` with an RTT sample of `rtt_ns`, 100,000 bytes in flight.
pub fn ack(t_ns: u32, bytes: u32, rtt_ns: u32, ecn: bool) -> HwEvent {
    HwEvent {
        t_ns,
        kind: EventKind::Ack,
        bytes,
        rtt_ns,
        ecn,
        in_flight: 100_000,
        ..HwEvent::default()
    }
}
