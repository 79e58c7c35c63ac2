//! The CI smoke run of every fuzz target (a few seconds each), and proof that the fuzzer
//! and its contracts can fail: planted bugs are found.

use nscc_fuzz::{run, run_with, FuzzOptions, Target};

fn opts(runs: u64) -> FuzzOptions {
    FuzzOptions {
        runs: Some(runs),
        seed: 1,
        ..FuzzOptions::default()
    }
}

fn smoke(target: &str, runs: u64) {
    let r = run(target, &opts(runs)).unwrap();
    print!("{}", r.to_text());
    assert!(r.clean(), "{}", r.to_text());
    assert_eq!(r.executions, runs);
    assert!(
        r.corpus_initial >= 4 && r.corpus > r.corpus_initial,
        "{}",
        r.to_text()
    );
}

#[test]
fn trace_reader_smoke() {
    smoke("trace", 20_000);
}

#[test]
fn host_frame_decoder_smoke() {
    smoke("host-frames", 20_000);
}

#[test]
fn rtl_frame_decoder_smoke() {
    smoke("rtl-frames", 1_500);
}

/// A reader that loses the rows of one CCC breaks the contract; the fuzzer finds it from a
/// corpus without such a row (mutating a field to the planted value). Whether one campaign
/// reaches the value depends on its seed (and on the mutator's dictionaries, which grow with
/// the formats), so up to eight seeded campaigns of 200,000 executions run (seeds 1-8:
/// six of eight find it); the first violation ends the search.
#[test]
fn a_planted_row_drop_is_found() {
    let seed = std::fs::read(nscc_fuzz::corpus_dir("trace").join("minimal.csv")).unwrap();
    assert!(!String::from_utf8_lossy(&seed).contains(",127,"));
    let mut reports = String::new();
    for s in 1..=8u64 {
        let dir =
            std::env::temp_dir().join(format!("nscc-fuzz-planted-{}-{s}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("minimal.csv"), &seed).unwrap();
        let o = FuzzOptions {
            runs: Some(200_000),
            corpus: Some(dir.clone()),
            seed: s,
            ..opts(0)
        };
        let r = run_with("trace", &o, || {
            Ok(Box::new(nscc_fuzz::trace_target::TraceTarget {
                planted_drop_ccc: Some(127),
            }) as Box<dyn Target>)
        })
        .unwrap();
        let _ = std::fs::remove_dir_all(&dir);
        print!("{}", r.to_text());
        reports.push_str(&r.to_text());
        if r.violations > 0 {
            assert!(r.findings[0].message.contains("rows returned on lines"));
            return;
        }
    }
    panic!("no campaign found the planted row drop:\n{reports}");
}

/// The trace target's contract holds on a trace with timeout cuts (`rto_before`: each row
/// comes after as many cuts as its column counts, each an `rto` of its CCC, time and line),
/// on the same rows without the column, and on a count out of range (an error naming it).
#[test]
fn the_trace_contract_holds_with_timeout_cuts() {
    let seed = std::fs::read(nscc_fuzz::corpus_dir("trace").join("rto_before.csv")).unwrap();
    let text = String::from_utf8(seed).unwrap();
    let renamed = text.replace(",rto_before,", ",not_rto,");
    let bad = text.replace(",2,929696", ",70000,929696");
    let mut t = nscc_fuzz::trace_target::TraceTarget::default();
    for input in [&text, &renamed, &bad] {
        assert_eq!(t.execute(input.as_bytes()).violation, None, "{input}");
    }
}

/// A model that differs from the RTL decoder (it reports every stray byte, the decoder one
/// per run) is caught by the comparison.
#[test]
fn a_planted_decoder_model_bug_is_found() {
    let r = run_with("rtl-frames", &opts(200), || {
        let mut t = nscc_fuzz::rtl_frames::RtlFrames::new()?;
        t.planted = true;
        Ok(Box::new(t) as Box<dyn Target>)
    })
    .unwrap();
    print!("{}", r.to_text());
    assert!(r.violations > 0, "{}", r.to_text());
}
