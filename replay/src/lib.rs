//! Replay of ACK traces through the golden (fixed-point) and float models: fidelity against
//! the trace's `ref_` columns (htsim's state), an output trace, the cwnd plot, and the
//! throughput benchmark of the models.

pub mod bench;
pub mod fidelity;
pub mod plot;
pub mod progress;
pub mod replay;

pub use replay::{
    replay, CoreSel, EngineTiming, FloatCredit, ModelSel, ReplayError, ReplayOptions, ReplaySummary,
};
