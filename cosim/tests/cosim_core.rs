//! Verilator co-simulation of the NSCC core against the golden model: every recorded htsim
//! trace and random event streams, the complete CCC state compared after every event, bit for
//! bit, with one event per clock.
//!
//! `NSCC_COSIM_EVENTS` raises the number of random events (default 100,000).

use std::path::PathBuf;

#[macro_use]
mod common;
use common::{events_from_env, mismatch_free_streams};

use nscc_cosim::pipelined::cosim;
use nscc_cosim::soak::{pipelined_stream, StreamRun};
use nscc_trace::Spacing;
use nscc_trace::TraceReader;

fn traces() -> Vec<PathBuf> {
    let v = nscc_trace::htsim_traces().unwrap();
    assert!(v.len() >= 3);
    v
}

#[test]
fn every_htsim_trace_back_to_back_has_no_mismatch() {
    for path in traces() {
        let r = cosim(TraceReader::open(&path).unwrap(), Spacing::BackToBack, None).unwrap();
        assert_whole_trace_matches!(path, r);
        // One event per clock while the trace streams in.
        assert_eq!(r.events_per_cycle, 1.0, "{}", path.display());
    }
}

#[test]
fn embedded_trace_at_its_timestamps_has_no_mismatch() {
    let reader =
        TraceReader::from_bytes(nscc_trace::DEFAULT_TRACE_NAME, nscc_trace::DEFAULT_TRACE).unwrap();
    let r = cosim(reader, Spacing::Trace, None).unwrap();
    assert_eq!(r.mismatches, 0, "{:?}", r.first_mismatch);
}

#[test]
fn random_streams_have_no_mismatch() {
    let target = events_from_env("NSCC_COSIM_EVENTS", 100_000);
    let (events, streams) =
        mismatch_free_streams(11, target, StreamRun::default(), pipelined_stream);
    eprintln!("{events} random events in {streams} streams: 0 mismatches");
}
