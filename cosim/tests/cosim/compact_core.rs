//! The compact core (one shared datapath, a microprogram) against the golden model with its
//! events spaced beyond the pipeline latency: the microprogram on its instruction-level
//! model, and the Verilated core, on every recorded htsim trace and on random streams.
//!
//! `NSCC_COMPACT_EVENTS` raises the number of random events (default 100,000).

use std::collections::HashMap;

use crate::common;
use common::{events_from_env, mismatch_free_streams};

use golden_model::nscc::{GoldenCcc, HwEvent};
use golden_model::RegisterImage;
use nscc_cosim::compact::compact_cosim;
use nscc_cosim::soak::{compact_stream, StreamRun};
use nscc_cosim::streams::{config, stream, Rng};
use nscc_rtl::nscc::compact_program::ProgramModel;
use nscc_trace::config_from_header;
use nscc_trace::TraceReader;

fn check_model(regs: &RegisterImage, events: &[HwEvent], what: &str) -> u64 {
    let mut golden = GoldenCcc::new(*regs, 0);
    let mut model = ProgramModel::new(regs, 0);
    let mut instructions = 0;
    assert_eq!(model.state().0, golden.state, "{what}: after activation");
    for (i, e) in events.iter().enumerate() {
        let r = golden.step(e);
        instructions += model.step(e);
        let (s, action, fulfill) = model.state();
        assert_eq!(
            (s, action, fulfill),
            (golden.state, r.action, r.fulfill),
            "{what}: event {i} {e:?}"
        );
    }
    instructions
}

fn trace_events(path: &std::path::Path) -> (RegisterImage, HashMap<u32, Vec<HwEvent>>) {
    let reader = TraceReader::open(path).unwrap();
    let regs = config_from_header(reader.header())
        .register_image()
        .unwrap();
    let mut per_ccc: HashMap<u32, Vec<HwEvent>> = HashMap::new();
    for row in reader {
        let ev = row.unwrap().event;
        per_ccc
            .entry(ev.ccc)
            .or_default()
            .push(HwEvent::from_event(&ev));
    }
    (regs, per_ccc)
}

#[test]
fn microprogram_matches_the_golden_model_on_every_htsim_trace() {
    for path in nscc_trace::htsim_traces().unwrap() {
        let (regs, per_ccc) = trace_events(&path);
        let (mut events, mut instructions) = (0, 0);
        for (ccc, evs) in &per_ccc {
            instructions += check_model(&regs, evs, &format!("{} ccc {ccc}", path.display()));
            events += evs.len() as u64;
        }
        assert!(events > 9000);
        eprintln!(
            "{}: {events} events, {:.1} instructions per event",
            path.display(),
            instructions as f64 / events as f64
        );
    }
}

fn random_target() -> u64 {
    events_from_env("NSCC_COMPACT_EVENTS", 100_000)
}

#[test]
fn microprogram_matches_the_golden_model_on_random_streams() {
    let (mut events, mut streams) = (0u64, 0u64);
    while events < random_target() {
        // the streams of the Verilated test below (the same generator and seed)
        let mut rng = Rng::for_stream(13, streams);
        let cfg = config(&mut rng);
        let regs = cfg.register_image().unwrap();
        let evs: Vec<HwEvent> = stream(&mut rng, regs.base_rtt_ns)
            .into_iter()
            .flatten()
            .collect();
        check_model(&regs, &evs, &format!("stream {streams} config {cfg:?}"));
        events += evs.len() as u64;
        streams += 1;
    }
    eprintln!("{events} random events in {streams} streams: 0 mismatches");
}

#[test]
fn verilated_compact_core_matches_the_golden_model_on_every_htsim_trace() {
    for path in nscc_trace::htsim_traces().unwrap() {
        let r = compact_cosim(TraceReader::open(&path).unwrap()).unwrap();
        assert_whole_trace_matches!(path, r);
        eprintln!(
            "{}: {} events, {:.1} clocks per event (max {})",
            path.display(),
            r.events,
            r.cycles_per_event_mean,
            r.cycles_per_event_max
        );
    }
}

#[test]
fn verilated_compact_core_matches_the_golden_model_on_random_streams() {
    let (events, streams) =
        mismatch_free_streams(13, random_target(), StreamRun::default(), compact_stream);
    eprintln!("{events} random events in {streams} streams: 0 mismatches");
}
