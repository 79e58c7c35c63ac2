//! The C example (`examples/replay.c`), built here with the `cc` crate against the library's
//! cdylib and `include/nscc.h`, replays every shared htsim trace through the C ABI and must
//! print, row for row, the golden state columns `nscc replay --model golden --out` writes
//! (every CCC sequential NSCC: the engine handle and the CCC handles alike).

use std::path::Path;

mod common;
use common::{assert_same_rows, bench_rate, build_c, c_rows, output_rows, plain_csv, tmp_dir};

use nscc_replay::replay::GOLDEN_COLUMNS;
use nscc_replay::{replay, ModelSel, ReplayOptions};
use nscc_trace::{htsim_traces, TraceReader};

/// The golden state columns of every row, as the Rust replay writes them.
fn rust_rows(trace: &Path) -> Vec<String> {
    let out = tmp_dir("replay").join(format!(
        "{}.engine.csv",
        trace.file_name().unwrap().to_string_lossy(),
    ));
    let opts = ReplayOptions {
        model: ModelSel::Golden,
        out: Some(out.clone()),
        ..ReplayOptions::default()
    };
    replay(TraceReader::open(trace).expect("open the trace"), &opts).expect("replay");
    output_rows(&out, &GOLDEN_COLUMNS)
}

#[test]
fn the_c_example_reproduces_nscc_replay_on_every_shared_trace() {
    let exe = build_c("replay", "replay.c");
    let traces = htsim_traces().expect("the shared traces");
    assert!(!traces.is_empty(), "no shared traces found");
    for trace in &traces {
        let plain = plain_csv("replay", trace);
        let name = trace.file_name().unwrap().to_string_lossy();
        let engine = rust_rows(trace);
        assert!(!engine.is_empty(), "{name}: no rows");
        // the engine handle, and one sequential CCC handle per flow: both are the engine's
        // semantics (every CCC sequential NSCC)
        for mode in ["engine", "ccc"] {
            let c = c_rows(&exe, &plain, &[mode], &GOLDEN_COLUMNS);
            assert_same_rows(&format!("{name} ({mode})"), &GOLDEN_COLUMNS, &c, &engine);
        }
    }
}

/// The C example's float mode (`NSCC_CCC_FLOAT`) prints htsim's own window, base RTT,
/// average delay and action (the trace's `ref_` columns) on every ack and nack row.
#[test]
fn the_c_example_float_mode_is_htsim_on_every_shared_trace() {
    let exe = build_c("replay_float", "replay.c");
    for trace in &htsim_traces().expect("the shared traces") {
        let name = trace.file_name().unwrap().to_string_lossy();
        let plain = plain_csv("replay_float", trace);
        let c = c_rows(&exe, &plain, &["float"], &GOLDEN_COLUMNS);
        // the rows of the file (the reader's timeout cuts before a row print no line)
        let rows: Vec<_> = TraceReader::open(trace)
            .expect("open the trace")
            .map(|r| r.expect("a valid row"))
            .filter(|r| !r.rto_cut)
            .collect();
        assert_eq!(c.len(), rows.len(), "{name}: one output line per row");
        let mut compared = 0;
        for (line, row) in c.iter().zip(&rows) {
            let Some(cwnd) = row.refs.cwnd else { continue };
            let f: Vec<&str> = line.split(',').collect();
            let want = [
                cwnd.to_string(),
                row.refs
                    .base_rtt_ps
                    .map_or(f[3].to_string(), |v| v.to_string()),
                row.refs
                    .avg_delay_ps
                    .map_or(f[4].to_string(), |v| v.to_string()),
                row.refs
                    .action
                    .map_or(f[5].to_string(), |a| a.word().to_string()),
            ];
            assert_eq!(
                [f[0], f[3], f[4], f[5]],
                [&want[0][..], &want[1][..], &want[2][..], &want[3][..]],
                "{name}:{}: cwnd, base_rtt_ps, avg_delay_ps, action (htsim's ref_ columns)",
                row.line
            );
            compared += 1;
        }
        assert!(compared > 1000, "{name}: only {compared} rows compared");
    }
}

/// The benchmark mode runs and reports a rate (the figure itself is measured by hand,
/// docs/simulator-integration.md).
#[test]
fn the_c_example_benchmarks_the_abi() {
    let exe = build_c("bench", "replay.c");
    let trace = &htsim_traces().expect("the shared traces")[0];
    let plain = plain_csv("bench", trace);
    for mode in ["engine", "ccc"] {
        bench_rate(&exe, &plain, &[mode], "events_per_sec");
    }
}
