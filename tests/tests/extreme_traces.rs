//! Mutated copies of the recorded htsim traces through `replay` (both models, both cores'
//! semantics): extreme values in well-formed rows give a result or an error, never a panic
//! (issue 15, item 0). Before the float model's fulfill took a window of 0 bytes, an RTT of
//! 1-2 ps on a 100 Gb/s trace drove its MaxWnd and cwnd to 0 and it divided by zero.
//! Also: replay counts every value the event port saturated, per field.

use std::io::Read;
use std::path::{Path, PathBuf};

use nscc_replay::{replay, ModelSel, ReplayOptions};
use nscc_trace::TraceReader;

/// Rows of each trace kept (the mutations act on the first ones; enough for many fulfills).
const ROWS: usize = 3000;

fn text_of(path: &Path) -> String {
    let mut s = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).unwrap())
        .read_to_string(&mut s)
        .unwrap();
    s
}

/// The trace with `column` set to `value` on every `every`-th data row (ack/nack rows only
/// when `cc_only`); returns the path written and the rows changed.
fn mutate(
    text: &str,
    column: &str,
    value: &str,
    every: usize,
    dir: &Path,
    name: &str,
) -> (PathBuf, u64) {
    let mut out = String::new();
    let mut cols: Vec<&str> = Vec::new();
    let (mut row, mut changed) = (0usize, 0u64);
    for line in text.lines() {
        if line.starts_with('#') {
            out.push_str(line);
            out.push('\n');
            continue;
        }
        if cols.is_empty() {
            cols = line.split(',').collect();
            out.push_str(line);
            out.push('\n');
            continue;
        }
        if row == ROWS {
            break;
        }
        let mut f: Vec<&str> = line.split(',').collect();
        let c = cols.iter().position(|c| *c == column).unwrap();
        let k = cols.iter().position(|c| *c == "kind").unwrap();
        if row % every == 0 && matches!(f[k], "ack" | "nack") {
            f[c] = value;
            if column == "probe_rtt_ps" {
                let p = cols.iter().position(|c| *c == "probe").unwrap();
                f[p] = "1";
            }
            changed += 1;
        }
        out.push_str(&f.join(","));
        out.push('\n');
        row += 1;
    }
    let p = dir.join(name);
    std::fs::write(&p, out).unwrap();
    (p, changed)
}

#[test]
fn mutated_htsim_traces_never_panic_and_saturations_are_counted() {
    let dir = std::env::temp_dir().join(format!("nscc-extreme-traces-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let values = [
        "0",
        "1",
        "2",
        "999",
        "1000",
        "16777215",
        "16777216",
        "16777216000",
        "18446744073709551615",
    ];
    let (mut runs, mut errors, mut saturated) = (0u64, 0u64, 0u64);
    for path in nscc_trace::htsim_traces().unwrap() {
        let text = text_of(&path);
        for column in ["rtt_ps", "probe_rtt_ps", "bytes", "in_flight", "t_ps"] {
            for value in values {
                for every in [1, 7] {
                    let (p, changed) = mutate(&text, column, value, every, &dir, "m.csv");
                    let opts = ReplayOptions {
                        model: ModelSel::Both,
                        ..ReplayOptions::default()
                    };
                    runs += 1;
                    let r = match TraceReader::open(&p) {
                        Ok(reader) => replay(reader, &opts),
                        Err(e) => Err(e.into()),
                    };
                    let s = match r {
                        Ok(s) => s,
                        Err(e) => {
                            // an error is a clear refusal: it names the trace
                            assert!(e.to_string().contains("m.csv"), "{e}");
                            errors += 1;
                            continue;
                        }
                    };
                    let sat = &s.saturated;
                    saturated += sat.total;
                    let want = |hit: bool| if hit { changed } else { 0 };
                    let v: u64 = value.parse().unwrap();
                    let what = format!("{} {column}={value} every {every}", path.display());
                    match column {
                        "bytes" => assert_eq!(sat.bytes, want(v >= 1 << 24), "{what}"),
                        "in_flight" => assert_eq!(sat.in_flight, want(v >= 1 << 24), "{what}"),
                        "rtt_ps" => {
                            assert_eq!(sat.rtt, want(v / 1000 >= 1 << 24), "{what}");
                            assert_eq!(sat.rtt_below_1ns, want(v > 0 && v < 1000), "{what}");
                        }
                        "probe_rtt_ps" => {
                            assert_eq!(sat.probe_rtt, want(v / 1000 >= 1 << 24), "{what}");
                            assert_eq!(sat.probe_rtt_below_1ns, want(v > 0 && v < 1000), "{what}");
                        }
                        _ => {}
                    }
                    assert_eq!(
                        sat.total,
                        sat.fields().iter().map(|(_, n)| n).sum::<u64>(),
                        "{what}"
                    );
                }
            }
        }
    }
    eprintln!("{runs} replays of mutated traces: {errors} refused with an error, {saturated} values saturated, 0 panics");
    assert!(runs > 250, "{runs} runs");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The shared traces saturate nothing (their figures are the hardware's own).
#[test]
fn shared_traces_saturate_nothing() {
    for path in nscc_trace::htsim_traces().unwrap() {
        let s = replay(TraceReader::open(&path).unwrap(), &ReplayOptions::default()).unwrap();
        assert_eq!(
            s.saturated.total,
            0,
            "{}: {:?}",
            path.display(),
            s.saturated
        );
    }
}
