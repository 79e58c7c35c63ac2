//! The NSCC datapath's pipeline: which stage owns which state (the RTL's stage numbers, the
//! interface map's owner stages), and the clock. An event entering the datapath in cycle c is
//! in stage s during cycle c + s. Every CCC computes sequential NSCC: the engine holds a
//! CCC's next event until the state it reads is written, or forwards it.

/// The pipeline stages that own state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Base-RTT min tracking, delay; reads avg_delay for events without an RTT sample.
    Quadrant,
    /// avg_delay += the EWMA step.
    EwmaCommit,
    /// Byte counters, QA window, quadrant choice, fast-increase count, MD pacing, fulfill
    /// trigger.
    QaTimer,
    /// cwnd (its operands are prepared in the cycle before).
    CwndCommit,
}

impl Stage {
    /// The cycle (after the event's presentation) in which the stage works on an event.
    pub const fn index(self) -> u64 {
        match self {
            Stage::Quadrant => 2,
            Stage::EwmaCommit => 6,
            Stage::QaTimer => 7,
            Stage::CwndCommit => 29,
        }
    }
}

/// Cycles between an event's entry into the datapath and its complete state (cwnd, stage
/// 29, written).
pub const LATENCY: u64 = Stage::CwndCommit.index() + 1;

/// The core's clock period: 100 MHz.
pub const CLOCK_PS: u64 = 10_000;

/// The clock cycle in which an event at `t_ps` reaches the engine.
pub const fn cycle_of_ps(t_ps: u64) -> u64 {
    t_ps / CLOCK_PS
}
