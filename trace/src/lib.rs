//! ACK traces: the interchange format CSV v1 (`docs/trace-format.md`), what a trace header
//! means as a CCC configuration, when each event is presented to a model, and the recorded
//! htsim traces of the repository.

mod csv_v1;
mod presentation;

pub use csv_v1::*;
pub use presentation::Spacing;

use golden_model::config::CccConfig;

/// The CCC configuration a trace header describes (the defaults of the format for absent
/// keys: [`DEFAULT_MSS`], [`DEFAULT_QA_GATE`]).
pub fn config_from_header(h: &TraceHeader) -> CccConfig {
    CccConfig {
        sender_link_bps: h.link_bps,
        receiver_link_bps: h.link_bps,
        base_rtt_ps: h.base_rtt_ps,
        network_rtt_ps: h.network_rtt_ps,
        target_qdelay_ps: h.target_qdelay_ps,
        mss: h.mss_or_default(),
        mtu: h.mtu,
        init_cwnd: h.init_cwnd.unwrap_or(0),
        trimming: h.trimming,
        qa_gate: h.qa_gate_or_default(),
        ai_shift: None,
    }
}

/// The default trace embedded in the binary: htsim's 8:1 incast at 400 Gb/s with trimming
/// (every NSCC action occurs in it: fair, prop, fast, md, md_skipped, noop, qa, ignored, nack).
pub const DEFAULT_TRACE_NAME: &str = "a_incast8_400g_trim.csv.gz";
pub static DEFAULT_TRACE: &[u8] = include_bytes!("../../traces/htsim/a_incast8_400g_trim.csv.gz");

/// A reader of the trace at `path`, or of the embedded default trace; with the input's size
/// in bytes (for progress bars).
pub fn open_or_embedded(
    path: Option<&std::path::Path>,
) -> Result<(TraceReader, Option<u64>), TraceError> {
    match path {
        Some(p) => {
            let len = std::fs::metadata(p).ok().map(|m| m.len());
            TraceReader::open(p).map(|r| (r, len))
        }
        None => TraceReader::from_bytes(DEFAULT_TRACE_NAME, DEFAULT_TRACE)
            .map(|r| (r, Some(DEFAULT_TRACE.len() as u64))),
    }
}

/// The repository's recorded htsim traces (`traces/htsim/`, see its README).
pub const HTSIM_TRACE_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../traces/htsim");

/// The repository's recorded INT traces (`traces/int/`, see its README): HPCC++ and FNCC.
pub const INT_TRACE_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../traces/int");

/// The recorded INT traces the tests replay (`.csv` and `.csv.gz`, sorted): the repository's
/// `traces/int/`, or the folder `$NSCC_INT_TRACES` names (held-out traces recorded the same
/// way).
pub fn int_traces() -> Result<Vec<std::path::PathBuf>, String> {
    traces_in("NSCC_INT_TRACES", INT_TRACE_DIR)
}

/// The recorded htsim traces the tests replay (`.csv` and `.csv.gz`, sorted): the
/// repository's `traces/htsim/`, or the folder `$NSCC_HTSIM_TRACES` names (e.g. held-out
/// traces recorded the same way).
pub fn htsim_traces() -> Result<Vec<std::path::PathBuf>, String> {
    traces_in("NSCC_HTSIM_TRACES", HTSIM_TRACE_DIR)
}

/// The `.csv` / `.csv.gz` files of the folder the environment variable `var` names, else of
/// `default_dir`, sorted.
fn traces_in(var: &str, default_dir: &str) -> Result<Vec<std::path::PathBuf>, String> {
    let dir = match std::env::var_os(var).filter(|d| !d.is_empty()) {
        Some(d) => std::path::PathBuf::from(d),
        None => std::path::PathBuf::from(default_dir),
    };
    let mut v = Vec::new();
    for e in std::fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e} ({var} names another trace folder)", dir.display()))?
    {
        let p = e.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        let name = p.to_string_lossy();
        if name.ends_with(".csv.gz") || name.ends_with(".csv") {
            v.push(p);
        }
    }
    v.sort();
    Ok(v)
}
