//! Helpers of the co-simulation tests that run random streams.
#![allow(dead_code, unused_macros)]

use nscc_cosim::compare::CosimError;
use nscc_cosim::soak::{StreamRun, StreamStats};
use nscc_cosim::streams::Rng;

/// How many random events a test runs: the environment variable `var` when it holds a
/// number, else `default`.
pub fn events_from_env(var: &str, default: u64) -> u64 {
    std::env::var(var)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// Random streams `Rng::for_stream(seed, 0)`, `(seed, 1)`, ... through `one` with `run`'s
/// options (its `first_event` the stream's first event's index) until at least `target`
/// events ran; no stream may have a mismatch. Returns the events and the streams run.
pub fn mismatch_free_streams(
    seed: u64,
    target: u64,
    run: StreamRun,
    mut one: impl FnMut(&mut Rng, StreamRun) -> Result<StreamStats, CosimError>,
) -> (u64, u64) {
    let (mut events, mut streams) = (0u64, 0u64);
    while events < target {
        let mut rng = Rng::for_stream(seed, streams);
        let st = one(
            &mut rng,
            StreamRun {
                first_event: events,
                ..run
            },
        )
        .unwrap_or_else(|e| panic!("stream {streams}: {e}"));
        assert!(
            st.mismatches == 0 && st.first_mismatch.is_none(),
            "stream {streams}: {} mismatches, the first {:?}",
            st.mismatches,
            st.first_mismatch
        );
        events += st.events;
        streams += 1;
    }
    (events, streams)
}

/// A whole htsim trace (`path`) through a single-CCC core, its report `r` (any of the cores'
/// reports: they share these fields): no mismatch, over 9,000 events, every state field of
/// every event compared.
macro_rules! assert_whole_trace_matches {
    ($path:expr, $r:expr) => {{
        let (path, r) = (&$path, &$r);
        assert_eq!(
            r.mismatches,
            0,
            "{}: {:?}",
            path.display(),
            r.first_mismatch
        );
        assert!(r.events > 9000, "{}: {} events", path.display(), r.events);
        assert_eq!(
            r.fields_compared,
            r.events * golden_model::interface::STATE.len() as u64
        );
    }};
}
