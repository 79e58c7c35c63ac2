//! The NSCC core's pipeline: which stage owns which state, and how stale a read of a
//! later stage's state is. The RTL's stage numbers are these; the golden model derives its
//! stale reads from them.
//!
//! An event presented in cycle c is in stage s during cycle c + s. A stage that owns a
//! register updates it at the end of that cycle. A stage reading the register of a later
//! stage (owner) therefore sees the updates of the events presented at least
//! `owner - reader + 1` cycles earlier: with back-to-back events the
//! `owner - reader` most recent ones are still in flight.

/// The pipeline stages that own state or read a later stage's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Base-RTT min tracking, delay; reads avg_delay for events without an RTT sample.
    Quadrant,
    /// sample - avg_delay of the EWMA.
    EwmaDiff,
    /// avg_delay += the EWMA step.
    EwmaCommit,
    /// Byte counters, QA window, quadrant choice, fast-increase count, MD pacing, fulfill
    /// trigger.
    QaTimer,
    /// The reads of cwnd: the fast decision (fi_count > start cwnd), the MD cut and the
    /// fulfill divisor.
    CwndRead,
    /// cwnd (its operands are prepared in the cycle before).
    CwndCommit,
}

impl Stage {
    /// The cycle (after the event's presentation) in which the stage works on an event.
    pub const fn index(self) -> u64 {
        match self {
            Stage::Quadrant => 2,
            Stage::EwmaDiff => 4,
            Stage::EwmaCommit => 6,
            Stage::QaTimer => 7,
            Stage::CwndRead => 15,
            Stage::CwndCommit => 29,
        }
    }
}

/// Cycles between an event's presentation and its complete state on the state outputs.
pub const LATENCY: u64 = Stage::CwndCommit.index() + 1;

/// A read by `reader` of state owned by `owner` sees the events presented at least this
/// many cycles earlier (1 = every earlier event: an exact read).
pub const fn stale_distance(owner: Stage, reader: Stage) -> u64 {
    owner.index() - reader.index() + 1
}

/// The core's clock period: 100 MHz.
pub const CLOCK_PS: u64 = 10_000;

/// The clock cycle in which an event at `t_ps` reaches the core.
pub const fn cycle_of_ps(t_ps: u64) -> u64 {
    t_ps / CLOCK_PS
}
