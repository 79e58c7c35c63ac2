//! What every co-simulation compares and reports alike: a differing field, the first
//! mismatch of a run, and the errors that stop a run.

use std::fmt::{self, Write as _};

use serde::Serialize;

use crate::verilated::VerilatedError;
use nscc_trace::TraceError;

/// The self-check of a comparison (`nscc soak --inject-mismatch`): the lowest bit of the
/// golden cwnd, in `STATE` order values, flipped, so that a working comparison must report a
/// mismatch on this event.
pub(crate) fn corrupt_golden(values: &mut [u64]) {
    if let Some(k) = golden_model::interface::STATE
        .iter()
        .position(|f| f.name == "cwnd")
    {
        values[k] ^= 1;
    }
}

/// A field that differed.
#[derive(Clone, Debug, Serialize)]
pub struct FieldDiff {
    pub field: String,
    pub golden: u64,
    pub rtl: u64,
}

/// Pushes onto `d` the difference of `field` when `golden` and `rtl` differ.
pub(crate) fn diff(d: &mut Vec<FieldDiff>, field: &str, golden: u64, rtl: u64) {
    if golden != rtl {
        d.push(FieldDiff {
            field: field.to_string(),
            golden,
            rtl,
        });
    }
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

impl Mismatch {
    /// The mismatch as text: a `title` line (e.g. "MISMATCH"), then one line per field.
    pub fn to_text(&self, title: &str) -> String {
        let mut t = String::new();
        let _ = writeln!(
            t,
            "{title:<11} event {} (line {}, ccc {}), cycle {}:",
            self.event, self.line, self.ccc, self.cycle
        );
        for d in &self.diffs {
            let _ = writeln!(t, "  {d}");
        }
        if let Some(v) = &self.vcd {
            let _ = writeln!(t, "  VCD: {v}");
        }
        t
    }
}

/// The lines every co-simulation report ends with: what was compared, the speed, and the
/// first mismatch.
pub fn outcome_text(
    fields_compared: u64,
    mismatches: u64,
    events_per_sec: f64,
    golden_events_per_sec: f64,
    first_mismatch: Option<&Mismatch>,
) -> String {
    let mut t =
        format!("compared    {fields_compared} state fields, {mismatches} mismatching events\n");
    let _ = writeln!(
        t,
        "speed       co-sim {:.0} events/s; golden model alone {:.1} M events/s ({:.0}x)",
        events_per_sec,
        golden_events_per_sec / 1e6,
        golden_events_per_sec / events_per_sec.max(1e-9)
    );
    if let Some(m) = first_mismatch {
        t += &m.to_text("MISMATCH");
    }
    t
}

impl fmt::Display for FieldDiff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:<18} golden {:>14}  rtl {:>14}",
            self.field, self.golden, self.rtl
        )
    }
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
