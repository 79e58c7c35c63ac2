//! Helpers of the board tests: the embedded trace, its configuration and a plain ACK.
#![allow(dead_code)]

use golden_model::nscc::HwEvent;
use golden_model::{EventKind, RegisterImage};
use nscc_trace::{TraceReader, DEFAULT_TRACE, DEFAULT_TRACE_NAME};

/// The embedded default trace.
pub fn trace() -> TraceReader {
    TraceReader::from_bytes(DEFAULT_TRACE_NAME, DEFAULT_TRACE).unwrap()
}

/// The register image of the embedded trace's configuration.
pub fn regs() -> RegisterImage {
    nscc_trace::config_from_header(trace().header())
        .register_image()
        .unwrap()
}

/// An ACK of 4160 bytes at `t` ns with an RTT sample of `rtt` ns, 100,000 bytes in flight.
pub fn ack(t: u32, rtt: u32, ecn: bool) -> HwEvent {
    HwEvent {
        t_ns: t,
        t_sub_ps: 0,
        kind: EventKind::Ack,
        bytes: 4160,
        rtt_ns: rtt,
        ecn,
        last_hop: false,
        rcv_cwnd_pend: 0,
        rc: false,
        in_flight: 100_000,
        probe: false,
        probe_rtt_ns: 0,
        rtt_sub_ps: 0,
        probe_rtt_sub_ps: 0,
    }
}
