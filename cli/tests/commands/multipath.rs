//! `nscc multipath`: a recorded trace through each EV strategy, a generated scenario, and
//! the errors.

use std::path::PathBuf;

use crate::common;
use common::nscc;

fn trace_c() -> String {
    PathBuf::from(nscc_trace::HTSIM_TRACE_DIR)
        .join("c_perm128_400g_paths8.csv.gz")
        .display()
        .to_string()
}

fn json(args: &[&str]) -> serde_json::Value {
    let (ok, out, err) = nscc(args);
    assert!(ok, "nscc {args:?} failed: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"))
}

#[test]
fn every_strategy_replays_the_permutation_trace() {
    let t = trace_c();
    let mut pen = Vec::new();
    for s in ["oblivious", "bitmap", "reps", "mixed"] {
        let v = json(&["multipath", &t, "--strategy", s, "--json"]);
        assert_eq!(v["strategy"], s);
        // every send row is an EV decision, every ack/nack row a feedback
        assert_eq!(v["sends"], 31434, "{s}");
        assert_eq!(v["feedback_events"], 10733, "{s}");
        assert_eq!(v["feedback"]["ecn"], 5209);
        assert_eq!(v["feedback"]["nack"], 74);
        assert_eq!(v["paths"], 8);
        assert_eq!(v["paths_source"], "inferred");
        assert_eq!(v["cccs"], 128);
        let f = v["sends_to_penalised_ev"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&f), "{s}: {f}");
        assert!(v["penalty_hold_sends_median"].as_f64().unwrap() >= 0.0);
        assert_eq!(v["refused"]["ev_out_of_range"], 0);
        // htsim's recorded choices are judged against the same feedback
        assert_eq!(v["recorded"]["sends"], 31434);
        assert!(v["htsim_rules"]["sends_to_penalised_ev"].is_f64());
        pen.push(f);
    }
    // the strategies that keep penalties send less to penalised EVs than round robin
    assert!(pen[1] < pen[0] && pen[3] < pen[0], "{pen:?}");
}

#[test]
fn the_failed_path_scenario_compares_golden_and_htsim_rules() {
    let ob = json(&[
        "multipath",
        "--scenario",
        "failed-path",
        "--strategy",
        "oblivious",
        "--flows",
        "4",
        "--json",
    ]);
    let bm = json(&[
        "multipath",
        "--scenario",
        "failed-path",
        "--strategy",
        "bitmap",
        "--flows",
        "4",
        "--json",
    ]);
    for v in [&ob, &bm] {
        for k in [
            "sends",
            "feedback_events",
            "sends_to_penalised_ev",
            "penalty_hold_sends_median",
            "bad_path_sends_after_feedback",
            "recovery_ns_median",
            "flows_recovered",
        ] {
            assert!(!v[k].is_null(), "{k} missing: {v}");
        }
        assert_eq!(v["htsim_rules"]["chooser"], "htsim_rules");
        assert!(v["feedback"]["timeout"].as_u64().unwrap() > 0);
    }
    let after = |v: &serde_json::Value| v["bad_path_sends_after_feedback"].as_u64().unwrap();
    assert!(
        after(&bm) * 2 < after(&ob),
        "bitmap {} oblivious {}",
        after(&bm),
        after(&ob)
    );
    // with receiver credit: within the drain, RTS and AR counted
    let c = json(&[
        "multipath",
        "--scenario",
        "failed-path",
        "--strategy",
        "mixed",
        "--rccc",
        "--flows",
        "4",
        "--json",
    ]);
    assert_eq!(c["credit"]["credit_within_drain"], true);
    assert!(c["credit"]["grants"].as_u64().unwrap() > 0);
    assert!(!c["credit"]["rts_sent"].is_null() && !c["credit"]["ar_flags"].is_null());
    // the text report
    let (ok, out, _) = nscc(&[
        "multipath",
        "--scenario",
        "last-hop-incast",
        "--strategy",
        "mixed",
    ]);
    assert!(
        ok && out.contains("htsim_rules") && out.contains("last-hop-incast"),
        "{out}"
    );
}

#[test]
fn bad_arguments_and_bad_traces_are_refused() {
    let (ok, _, err) = nscc(&["multipath"]);
    assert!(!ok && err.contains("--scenario"), "{err}");
    let (ok, _, err) = nscc(&["multipath", &trace_c(), "--scenario", "failed-path"]);
    assert!(!ok && err.contains("not both"), "{err}");
    let (ok, _, err) = nscc(&["multipath", &trace_c(), "--strategy", "random"]);
    assert!(!ok && err.contains("random"), "{err}");
    let (ok, _, err) = nscc(&["multipath", &trace_c(), "--paths", "6"]);
    assert!(!ok && err.contains("power of two"), "{err}");
    let dir = std::env::temp_dir().join(format!("nscc-cli-mp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.csv");
    std::fs::write(
        &bad,
        "# nscc-trace v1\n# link_bps=400000000000\n# base_rtt_ps=12506880\nt_ps,ccc,kind,bytes,ev,rts\n0,1,send,4160,5,0\n1,1,ack,4160,5,1\n",
    )
    .unwrap();
    let (ok, _, err) = nscc(&["multipath", bad.to_str().unwrap()]);
    assert!(!ok, "{err}");
    assert!(err.contains("bad.csv:6: column 6 (rts)"), "{err}");
    assert!(err.contains("only on send rows"), "{err}");
}

/// `nscc cosim --core rccc`: the credit blocks on a scenario's recorded requests and on
/// random streams, 0 mismatches, every kind of request answered.
#[test]
fn the_credit_blocks_match_their_golden_twins() {
    let v = json(&["cosim", "--core", "rccc", "--json"]);
    assert_eq!(v["mismatches"], 0, "{v}");
    assert!(v["events"].as_u64().unwrap() > 100_000, "{v}");
    let runs = v["runs"].as_array().unwrap();
    assert_eq!(runs.len(), 5);
    let run = |i: usize| &runs[i]["run"];
    // the incast's receiver grants credit; every pacer step is 5 clocks, a request 2
    assert!(run(0)["grants"].as_u64().unwrap() > 1000, "{v}");
    assert_eq!(run(0)["pacer_steps"][2], 5);
    assert_eq!(run(0)["requests"][2], 2);
    // the random streams reach the refusals
    assert!(run(2)["refused_at_once"].as_u64().unwrap() > 100, "{v}");
    assert!(run(4)["refused_at_once"].as_u64().unwrap() > 100, "{v}");
    let (ok, _, err) = nscc(&["soak", "--core", "rccc"]);
    assert!(!ok && err.contains("nscc cosim --core rccc"), "{err}");
}
