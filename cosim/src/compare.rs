//! What every co-simulation compares and reports alike: a differing field, the first
//! mismatch of a run, and the errors that stop a run.

use serde::Serialize;

use crate::verilated::VerilatedError;
use nscc_trace::TraceError;

/// A field that differed.
#[derive(Clone, Debug, Serialize)]
pub struct FieldDiff {
    pub field: String,
    pub golden: u64,
    pub rtl: u64,
}

/// The first mismatch of a run.
#[derive(Clone, Debug, Serialize)]
pub struct Mismatch {
    /// Index of the event in the trace (0-based, all rows counted).
    pub event: u64,
    /// Line of the trace file.
    pub line: u64,
    pub ccc: u32,
    pub cycle: u64,
    pub diffs: Vec<FieldDiff>,
    pub vcd: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum CosimError {
    #[error(transparent)]
    Trace(#[from] TraceError),
    #[error(transparent)]
    Verilated(#[from] VerilatedError),
    #[error("{0}")]
    Config(String),
    /// A core that stopped taking events.
    #[error("{0}")]
    Stuck(String),
}
