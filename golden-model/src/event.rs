//! One event of a recorded ACK trace, in the trace's own units (picoseconds, bytes).
//!
//! This is the v1 row of `docs/trace-format.md` without the `ref_` columns. The fixed-point
//! model converts it to hardware widths with [`crate::nscc::HwEvent::from_event`]; the
//! float model consumes it as is.

use serde::{Deserialize, Serialize};

/// The `kind` column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum EventKind {
    #[default]
    Ack,
    Nack,
    Send,
    Rto,
}

impl EventKind {
    pub const ALL: [EventKind; 4] = [
        EventKind::Ack,
        EventKind::Nack,
        EventKind::Send,
        EventKind::Rto,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            EventKind::Ack => "ack",
            EventKind::Nack => "nack",
            EventKind::Send => "send",
            EventKind::Rto => "rto",
        }
    }

    pub fn parse(s: &str) -> Option<EventKind> {
        EventKind::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

/// One trace event (a v1 row's input columns). Missing optional columns read as 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Event {
    /// Time the sender processes the event, picoseconds.
    pub t_ps: u64,
    /// Congestion-control context id.
    pub ccc: u32,
    pub kind: EventKind,
    /// ack: newly received bytes; nack: trimmed packet size; send/rto: packet size.
    pub bytes: u64,
    pub psn: u64,
    pub cum_ack: u64,
    /// Raw RTT sample, 0 = no valid sample.
    pub rtt_ps: u64,
    pub ecn: bool,
    pub last_hop: bool,
    pub ooo: u32,
    pub ev: u32,
    /// Destination flow-control penalty 0..=127 (0 = none).
    pub rcv_cwnd_pend: u8,
    /// Restore-cwnd flag.
    pub rc: bool,
    pub in_flight: u64,
    pub probe: bool,
    pub probe_rtt_ps: u64,
    /// The RTT sample must not lower the base RTT (htsim: the ACK of an RTS): a sample
    /// below the base RTT then counts as no sample (the event votes with the average
    /// delay), one at or above it is used as any other. Not a trace column: a simulator
    /// sets it through the C ABI (`NSCC_EVENT_NO_BASE_RTT`).
    #[serde(default)]
    pub no_base_rtt: bool,
}
