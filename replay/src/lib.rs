//! Replay of ACK traces through the golden (fixed-point) and float models: fidelity against
//! the trace's `ref_` columns (htsim's state), an output trace, the cwnd plot, and the
//! throughput benchmark of the models; the multipath figures of a trace's sends and feedback
//! through an EV strategy, and generated closed-loop multipath scenarios.

pub mod bench;
pub mod fidelity;
pub mod int_replay;
pub mod mp_reference;
pub mod mp_scenario;
pub mod multipath;
pub mod plot;
pub mod progress;
pub mod replay;

pub use replay::{
    replay, EngineTiming, FloatCredit, ModelSel, ReplayError, ReplayOptions, ReplaySummary,
};
