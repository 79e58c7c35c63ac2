//! Trace I/O, replay of ACK traces through the NSCC models, fidelity metrics, plots,
//! benchmarks, and the `nscc` command line.

pub mod bench;
pub mod cosim;
pub mod fidelity;
pub mod hil;
pub mod plot;
pub mod progress;
pub mod replay;
pub mod sleek_cosim;
pub mod trace;
pub mod verilated;

/// The default trace embedded in the binary: htsim's 8:1 incast at 400 Gb/s with trimming
/// (every NSCC action occurs in it: fair, prop, fast, md, md_skipped, noop, qa, ignored, nack).
pub const DEFAULT_TRACE_NAME: &str = "a_incast8_400g_trim.csv.gz";
pub static DEFAULT_TRACE: &[u8] = include_bytes!("../traces/a_incast8_400g_trim.csv.gz");
