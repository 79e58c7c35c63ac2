//! Trace I/O, replay of ACK traces through the NSCC models, fidelity metrics, plots,
//! benchmarks, and the `nscc` command line.

pub mod bench;
pub mod compact_cosim;
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
pub static DEFAULT_TRACE: &[u8] = include_bytes!("../../traces/htsim/a_incast8_400g_trim.csv.gz");

/// The repository's recorded htsim traces (`traces/htsim/`, see its README).
pub const HTSIM_TRACE_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../traces/htsim");

/// The recorded htsim traces the tests replay (`.csv` and `.csv.gz`, sorted): the
/// repository's `traces/htsim/`, or the folder `$NSCC_HTSIM_TRACES` names (e.g. held-out
/// traces recorded the same way).
pub fn htsim_traces() -> Result<Vec<std::path::PathBuf>, String> {
    let dir = match std::env::var_os("NSCC_HTSIM_TRACES").filter(|d| !d.is_empty()) {
        Some(d) => std::path::PathBuf::from(d),
        None => std::path::PathBuf::from(HTSIM_TRACE_DIR),
    };
    let mut v = Vec::new();
    for e in std::fs::read_dir(&dir).map_err(|e| {
        format!(
            "{}: {e} (NSCC_HTSIM_TRACES names another htsim trace folder)",
            dir.display()
        )
    })? {
        let p = e.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        let name = p.to_string_lossy();
        if name.ends_with(".csv.gz") || name.ends_with(".csv") {
            v.push(p);
        }
    }
    v.sort();
    Ok(v)
}
