//! The C example (`examples/int_replay.c`), built here with the `cc` crate against the
//! library's cdylib and `include/nscc.h`, replays every shared INT trace through the
//! `nscc_int_*` ABI and must print, row for row, the state columns `nscc replay --model
//! golden|float [--cc ALGO] --out` writes (`replay_int`), for the header's algorithm and for
//! Rx-HPCC on the same records.

use std::path::Path;

mod common;
use common::{assert_same_rows, bench_rate, build_c, c_rows, output_rows, plain_csv, tmp_dir};

use golden_model::intcc::IntAlgo;
use nscc_replay::int_replay::{replay_int, IntReplayOptions, INT_STATE_COLUMNS};
use nscc_replay::ModelSel;
use nscc_trace::{int_traces, TraceReader};

/// The state columns of every row, as the Rust replay writes them.
fn rust_rows(trace: &Path, model: ModelSel, cc: Option<IntAlgo>) -> Vec<String> {
    let out = tmp_dir("int_replay").join(format!(
        "{}.{}.{}.csv",
        trace.file_name().unwrap().to_string_lossy(),
        if model == ModelSel::Float {
            "float"
        } else {
            "golden"
        },
        cc.map(|a| a.name()).unwrap_or("header")
    ));
    let opts = IntReplayOptions {
        model,
        cc,
        out: Some(out.clone()),
        ..IntReplayOptions::default()
    };
    replay_int(TraceReader::open(trace).expect("open the trace"), &opts).expect("replay");
    output_rows(&out, &INT_STATE_COLUMNS)
}

#[test]
fn the_c_example_reproduces_the_int_replay_on_every_shared_int_trace() {
    let exe = build_c("int_replay", "int_replay.c");
    let traces = int_traces().expect("the shared INT traces");
    assert!(!traces.is_empty(), "no shared INT traces found");
    for trace in &traces {
        let plain = plain_csv("int_replay", trace);
        let name = trace.file_name().unwrap().to_string_lossy();
        for (model, word) in [(ModelSel::Golden, "golden"), (ModelSel::Float, "float")] {
            // the header's algorithm
            let rust = rust_rows(trace, model, None);
            assert!(rust.len() > 1000, "{name}: {} rows", rust.len());
            // the replay's rows are not all alike: a C example that ignored the ACKs fails
            assert!(rust.iter().any(|r| r.ends_with(",mimd")), "{name}");
            assert!(rust.iter().any(|r| r.ends_with(",ai")), "{name}");
            let c = c_rows(&exe, &plain, &[word], &INT_STATE_COLUMNS);
            assert_same_rows(&format!("{name} ({word})"), &INT_STATE_COLUMNS, &c, &rust);
            // Rx-HPCC on the same records
            let rx = rust_rows(trace, model, Some(IntAlgo::RxHpcc));
            let c = c_rows(&exe, &plain, &[word, "rx-hpcc"], &INT_STATE_COLUMNS);
            assert_same_rows(
                &format!("{name} ({word}, rx-hpcc)"),
                &INT_STATE_COLUMNS,
                &c,
                &rx,
            );
        }
    }
}

/// The benchmark mode runs and reports a rate (the figure itself is measured by hand,
/// docs/capi-handles.md).
#[test]
fn the_int_example_benchmarks_the_abi() {
    let exe = build_c("int_bench", "int_replay.c");
    let trace = &int_traces().expect("the shared INT traces")[0];
    let plain = plain_csv("int_bench", trace);
    for model in ["golden", "float"] {
        bench_rate(&exe, &plain, &[model], "acks_per_sec");
    }
}
