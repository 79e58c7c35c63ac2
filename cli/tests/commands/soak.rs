//! `nscc soak`: the short form of the long differential soak (issue 15, item 3), and its
//! self-check (an injected mismatch must be reported).

use std::process::Command;

use crate::common;
use common::nscc;

fn json(out: &str) -> serde_json::Value {
    serde_json::from_str(out).unwrap_or_else(|e| panic!("{e}: {out}"))
}

/// 20,000 engine events (two seeds) with 0 mismatches; the JSON keys the checks use; the
/// per-seed results add up.
#[test]
fn short_engine_soak_has_no_mismatch() {
    let (ok, out, err) = nscc(&[
        "soak", "--events", "10000", "--seed", "1", "--seeds", "2", "--json", "--quiet",
    ]);
    assert!(ok, "{err}");
    let v = json(&out);
    for key in [
        "events",
        "mismatches",
        "seed",
        "seeds",
        "core",
        "cccs",
        "streams",
        "mix",
        "jobs",
        "cycles",
        "seconds",
        "events_per_second",
        "per_seed",
    ] {
        assert!(!v[key].is_null(), "{key} missing in {v}");
    }
    assert_eq!(v["core"], "engine");
    assert_eq!(v["mix"], "mixed");
    assert_eq!(v["cccs"], 4096);
    assert_eq!(v["seed"], 1);
    assert_eq!(v["mismatches"], 0, "{v}");
    let per_seed = v["per_seed"].as_array().unwrap();
    assert_eq!(per_seed.len(), 2);
    assert_eq!(per_seed[1]["seed"], 2);
    let events: u64 = per_seed.iter().map(|s| s["events"].as_u64().unwrap()).sum();
    assert_eq!(v["events"].as_u64().unwrap(), events);
    assert!(events >= 20_000);
    for s in per_seed {
        assert!(s["events"].as_u64().unwrap() >= 10_000);
        // the streams exercise the stall, resets and every refusal reason
        assert!(s["stall_cycles"].as_u64().unwrap() > 0, "{s}");
        assert!(s["resets"].as_u64().unwrap() > 0, "{s}");
        for (reason, n) in s["refused"].as_object().unwrap() {
            assert!(n.as_u64().unwrap() > 0, "no event refused as {reason}: {s}");
        }
    }
}

/// A seed is reproducible: seed 2 alone is seed 2 of a run that starts at 1 (a stopped soak
/// resumes at the next seed), whether the seeds run one after the other or at once, and
/// whether a seed's streams run one after the other or two at a time.
#[test]
fn a_seed_alone_is_the_same_run() {
    let mut runs = Vec::new();
    for jobs in ["1", "2"] {
        let (ok, out, err) = nscc(&[
            "soak", "--events", "3000", "--seed", "1", "--seeds", "2", "--jobs", jobs, "--json",
            "--quiet",
        ]);
        assert!(ok, "{err}");
        let v = json(&out);
        assert_eq!(v["jobs"].as_u64(), Some(jobs.parse().unwrap()));
        runs.push(v);
    }
    let mut alone = Vec::new();
    for jobs in ["1", "2"] {
        let (ok, out, err) = nscc(&[
            "soak", "--events", "3000", "--seed", "2", "--jobs", jobs, "--json", "--quiet",
        ]);
        assert!(ok, "{err}");
        let v = json(&out);
        // (one seed on two threads: its two streams at once)
        assert_eq!(v["jobs"].as_u64(), Some(jobs.parse().unwrap()));
        assert_eq!(v["per_seed"][0]["streams"].as_u64(), Some(2));
        alone.push(v);
    }
    for key in [
        "events",
        "streams",
        "cycles",
        "stall_cycles",
        "resets",
        "refused",
    ] {
        for a in &alone {
            for both in &runs {
                assert_eq!(a["per_seed"][0][key], both["per_seed"][1][key], "{key}");
            }
        }
        assert_eq!(
            runs[0]["per_seed"][0][key], runs[1]["per_seed"][0][key],
            "{key}"
        );
    }
}

/// Dense streams run at the BIST's density (~1 event per clock: every clock beyond an event
/// is an activation, a reset, a stall or the drain), bursty ones stall on same-CCC bursts;
/// both compare with 0 mismatches.
#[test]
fn dense_streams_run_near_one_event_per_clock() {
    let run = |mix: &str| {
        let (ok, out, err) = nscc(&[
            "soak",
            "--streams",
            mix,
            "--events",
            "20000",
            "--seed",
            "4",
            "--json",
            "--quiet",
        ]);
        assert!(ok, "{mix}: {err}");
        let v = json(&out);
        assert_eq!(v["mix"], mix);
        assert_eq!(v["mismatches"], 0, "{v}");
        let (events, cycles) = (v["events"].as_u64().unwrap(), v["cycles"].as_u64().unwrap());
        (
            events,
            cycles,
            v["per_seed"][0]["stall_cycles"].as_u64().unwrap(),
        )
    };
    let (events, cycles, _) = run("dense");
    assert!(events >= 20_000);
    assert!(
        cycles < events * 3 / 2,
        "{cycles} clocks for {events} events"
    );
    let (events, cycles, stalls) = run("bursty");
    assert!(cycles > events * 3, "{cycles} clocks for {events} events");
    assert!(stalls > events, "{stalls} stall clocks for {events} events");
}

/// The compact core, briefly.
#[test]
fn a_short_compact_soak_has_no_mismatch() {
    let (ok, out, err) = nscc(&[
        "soak", "--core", "compact", "--events", "1500", "--seed", "5", "--json", "--quiet",
    ]);
    assert!(ok, "{err}");
    let v = json(&out);
    assert_eq!(v["core"], "compact");
    assert_eq!(v["cccs"], 1);
    assert_eq!(v["mismatches"], 0, "{v}");
    // the retired pipelined core is refused with the reason
    let (ok, _, err) = nscc(&["soak", "--core", "pipelined", "--events", "10"]);
    assert!(!ok && err.contains("retired"), "{err}");
}

/// The soak can fail: a golden result corrupted on purpose is reported with the event, the
/// field and both values, a VCD of the stream, and a non-zero exit: here on the compact core,
/// whose model with VCD support builds in seconds. The same on the engine
/// ([`an_injected_mismatch_is_reported_on_the_large_cores`]) is a heavy check: it builds the
/// engine's model once more with Verilator's trace code.
#[test]
fn an_injected_mismatch_is_reported() {
    injected_mismatches(&["compact"], "small");
}

/// [`an_injected_mismatch_is_reported`] on the multi-CCC engine.
#[test]
#[ignore = "heavy (a Verilated model with VCD support): .ci/run runs it with --ignored"]
fn an_injected_mismatch_is_reported_on_the_large_cores() {
    injected_mismatches(&["engine"], "large");
}

/// Runs the injected mismatch on each of `cores` side by side and checks each report.
fn injected_mismatches(cores: &[&str], tag: &str) {
    let dir = std::env::temp_dir().join(format!("nscc-soak-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // the runs side by side: each builds its core's model with VCD support first
    let runs: Vec<_> = std::thread::scope(|s| {
        let handles: Vec<_> = cores
            .iter()
            .map(|core| {
                let vcd = dir.join(format!("{core}.vcd"));
                s.spawn(move || {
                    let out = run_injected(core, &vcd);
                    (vcd, out)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for (core, (vcd, out)) in cores.iter().zip(runs) {
        assert!(
            !out.status.success(),
            "{core}: a mismatch must fail the run"
        );
        assert_ne!(out.status.code(), Some(101));
        let v = json(&String::from_utf8_lossy(&out.stdout));
        assert!(v["mismatches"].as_u64().unwrap() > 0, "{core}: {v}");
        let m = &v["per_seed"][0]["first_mismatch"];
        // the engine may refuse event 700 (a CCC not READY): then the next applied one
        assert!(m["event"].as_u64().unwrap() >= 700, "{core}: {m}");
        let d = &m["diffs"][0];
        assert_eq!(d["field"], "cwnd", "{core}: {m}");
        assert_eq!(
            d["golden"].as_u64().unwrap() ^ d["rtl"].as_u64().unwrap(),
            1,
            "{core}: {m}"
        );
        assert_eq!(m["vcd"], vcd.to_str().unwrap(), "{core}: {m}");
        let text = std::fs::read_to_string(&vcd).unwrap();
        assert!(text.contains("$enddefinitions"), "{core}: not a VCD");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `nscc soak --core CORE` with the golden result of event 700 corrupted, its VCD to `vcd`.
fn run_injected(core: &str, vcd: &std::path::Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_nscc"))
        .args([
            "soak",
            "--core",
            core,
            "--events",
            "1500",
            "--seed",
            "3",
            "--inject-mismatch",
            "700",
            "--vcd",
            vcd.to_str().unwrap(),
            "--json",
            "--quiet",
        ])
        .output()
        .unwrap()
}
