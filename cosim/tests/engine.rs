//! Verilator co-simulation of the multi-CCC engine (`NsccEngine`) against its golden twin
//! (`GoldenEngine`): every recorded htsim trace with all its CCCs in one engine (back-to-back
//! and at trace timing), and random multi-CCC streams over several profiles with same-CCC
//! bursts, lifecycle requests mid-stream, refused events of every reason and configuration
//! extremes. Every context write and every event's result is compared, bit for bit.
//!
//! `NSCC_COSIM_EVENTS` raises the number of random events (default 60,000).

mod streams;
use streams::{config, stream};

use golden_model::engine::{validate_profile, Refusal};
use golden_model::nscc::HwEvent;
use nscc_cosim::engine::{cosim, EngineBench, EngineRtl, Lifecycle};
use nscc_rtl::testing::SplitMix;
use nscc_trace::{Spacing, TraceReader};
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;

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
    random_streams(EngineRtl::Pipelined, target);
}

/// The Cu's engine (one event at a time, a few hundred clocks each: fewer events).
#[test]
fn random_multi_ccc_streams_have_no_mismatch_on_the_compact_engine() {
    random_streams(EngineRtl::Compact, 20_000);
}

/// Random multi-CCC streams through the engine `rtl` until `target` events were offered.
fn random_streams(rtl: EngineRtl, target: u64) {
    let cccs = rtl.cccs() as u64;
    let mut runner = TestRunner::deterministic();
    let mut rng = SplitMix(7);
    let (mut events, mut streams, mut stalls, mut lifecycles) = (0u64, 0u64, 0u64, 0u64);
    let mut refused = [0u64; 4];
    while events < target {
        let mut b = EngineBench::of(rtl).unwrap();
        // 1..=4 profiles of random (usual and extreme) configurations
        let mut images = Vec::new();
        while images.len() < 1 + (rng.next() % 4) as usize {
            let cfg = config().new_tree(&mut runner).unwrap().current();
            let r = cfg.register_image().unwrap();
            if validate_profile(&r).is_ok() {
                images.push(r);
            }
        }
        for (p, r) in images.iter().enumerate() {
            b.load_profile(p as u8, r).unwrap();
        }
        // 1..=12 CCCs spread over the id space, one beyond it; most READY, some ACTIVE or IDLE
        let n = 1 + (rng.next() % 12) as usize;
        let mut ids: Vec<u32> = (0..n).map(|_| (rng.next() % cccs) as u32).collect();
        ids.push((cccs + rng.next() % 1000) as u32);
        for &id in &ids {
            let roll = rng.next() % 10;
            if roll > 0 {
                let profile = (rng.next() % images.len() as u64) as u8;
                b.lifecycle(id, Lifecycle::Activate { profile, t_ns: 0 });
                if roll > 1 {
                    b.lifecycle(id, Lifecycle::Ready);
                }
            }
        }
        let evs = stream(images[0].base_rtt_ns)
            .new_tree(&mut runner)
            .unwrap()
            .current();
        let mut current = ids[0];
        for (i, ev) in evs.iter().enumerate() {
            let Some(ev) = ev else {
                b.idle(1 + rng.next() % 3);
                continue;
            };
            // bursts: keep the CCC for a while, sometimes jump
            if rng.next().is_multiple_of(4) {
                current = ids[(rng.next() % ids.len() as u64) as usize];
            }
            let mut ev: HwEvent = *ev;
            if rng.next().is_multiple_of(200) {
                ev.t_sub_ps = 1000 + (rng.next() % 24) as u16; // the port's 10 bits beyond 999
            }
            if rng.next().is_multiple_of(300) {
                // a CCC reset and brought back mid-stream; no other CCC may notice
                let profile = (rng.next() % images.len() as u64) as u8;
                b.lifecycle(current, Lifecycle::Reset);
                b.lifecycle(
                    current,
                    Lifecycle::Activate {
                        profile,
                        t_ns: ev.t_ns,
                    },
                );
                b.lifecycle(current, Lifecycle::Ready);
                lifecycles += 1;
            }
            b.offer(current, &ev, i as u64, 0);
            events += 1;
            assert!(
                b.first_mismatch.is_none(),
                "stream {streams}: {:?}",
                b.first_mismatch
            );
        }
        b.drain();
        b.check_refusals();
        b.check_all_contexts();
        assert!(
            b.first_mismatch.is_none(),
            "stream {streams} (end): {:?}",
            b.first_mismatch
        );
        stalls += b.stall_cycles;
        for (k, r) in Refusal::ALL.iter().enumerate() {
            refused[k] += b.refusals().get(*r);
        }
        streams += 1;
    }
    eprintln!(
        "{events} random events in {streams} streams, {stalls} same-CCC stall cycles, \
         {lifecycles} resets mid-stream, refused {refused:?}: 0 mismatches"
    );
    // (the compact engine takes one event at a time: every event waits for the one before)
    assert!(stalls > 0, "no same-CCC burst was stalled");
    assert!(lifecycles > 0);
    for (k, r) in Refusal::ALL.iter().enumerate() {
        assert!(refused[k] > 0, "no event refused as {}", r.as_str());
    }
}
