//! Verilator co-simulation of the multi-CCC engine (`NsccEngine`) against its golden twin
//! (`GoldenEngine`): every recorded htsim trace with all its CCCs in one engine (back-to-back
//! and at trace timing), and random multi-CCC streams over several profiles with same-CCC
//! bursts, lifecycle requests mid-stream, refused events of every reason and configuration
//! extremes. Every context write and every event's result is compared, bit for bit.
//!
//! `NSCC_COSIM_EVENTS` raises the number of random events (default 60,000).

use golden_model::engine::Refusal;
use nscc_cosim::core::Core;
use nscc_cosim::engine::cosim;
use nscc_cosim::soak::{engine_stream, StreamRun};
use nscc_cosim::streams::Rng;
use nscc_trace::{Spacing, TraceReader};

#[test]
fn every_htsim_trace_in_one_engine_has_no_mismatch() {
    let traces = nscc_trace::htsim_traces().unwrap();
    assert!(traces.len() >= 3);
    for path in traces {
        for spacing in [Spacing::BackToBack, Spacing::Trace] {
            let r = cosim(TraceReader::open(&path).unwrap(), spacing, None).unwrap();
            assert_eq!(
                r.mismatches,
                0,
                "{} {spacing}: {:?}",
                path.display(),
                r.first_mismatch
            );
            assert!(r.events > 1900, "{}", path.display());
            // every state field of every event compared, once per group write
            assert_eq!(
                r.fields_compared,
                r.events * golden_model::interface::STATE.len() as u64
            );
            assert_eq!(r.refused.total(), 0);
        }
    }
}

#[test]
fn random_multi_ccc_streams_have_no_mismatch() {
    let target: u64 = std::env::var("NSCC_COSIM_EVENTS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60_000);
    random_streams(Core::Engine, target);
}

/// The Cu's engine (one event at a time, a few hundred clocks each: fewer events).
#[test]
fn random_multi_ccc_streams_have_no_mismatch_on_the_compact_engine() {
    random_streams(Core::CompactEngine, 20_000);
}

/// Random multi-CCC streams through the engine `rtl` until `target` events were offered.
fn random_streams(rtl: Core, target: u64) {
    let (mut events, mut streams, mut stalls, mut lifecycles) = (0u64, 0u64, 0u64, 0u64);
    let mut refused = [0u64; 4];
    while events < target {
        let mut rng = Rng::for_stream(7, streams);
        let st = engine_stream(
            &mut rng,
            StreamRun {
                rtl,
                first_event: events,
                ..StreamRun::default()
            },
        )
        .unwrap();
        assert!(
            st.first_mismatch.is_none(),
            "stream {streams}: {:?}",
            st.first_mismatch
        );
        assert_eq!(st.mismatches, 0);
        events += st.events;
        stalls += st.stall_cycles;
        lifecycles += st.resets;
        for (k, n) in st.refused.iter().enumerate() {
            refused[k] += n;
        }
        streams += 1;
    }
    eprintln!(
        "{events} random events in {streams} streams, {stalls} same-CCC stall cycles, \
         {lifecycles} resets mid-stream, refused {refused:?}: 0 mismatches"
    );
    assert!(stalls > 0, "no same-CCC burst was stalled");
    assert!(lifecycles > 0);
    for (k, r) in Refusal::ALL.iter().enumerate() {
        assert!(refused[k] > 0, "no event refused as {}", r.as_str());
    }
}
