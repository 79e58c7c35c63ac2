//! The bounded and inductive proofs of the RTL's invariants (issue 15, item 2;
//! docs/reliability.md, "Bounded proofs") run in CI: every proof holds, and the proofs can
//! fail: deliberately broken checkers (a dropped assumption, a miscounted port) are caught
//! with a counterexample.

use std::path::PathBuf;
use std::time::Duration;

use nscc::proofs::{proof_with_checker, PROOFS};
use nscc_flow::formal::{run_proof, ProveOptions, Solver, Status};

use crate::common;
use common::nscc;

fn out_dir(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name)
}

/// `nscc prove --json`: every proof of the project holds (proved by induction, or no
/// counterexample within its depth), with the keys the report promises.
#[test]
fn every_proof_holds() {
    let names: Vec<&str> = PROOFS.iter().map(|d| d.name).collect();
    let dir = out_dir("proofs");
    let mut args = vec!["prove", "--json", "--out-dir"];
    let d = dir.display().to_string();
    args.push(&d);
    args.extend_from_slice(&names);
    let (ok, out, err) = nscc(&args);
    let v: serde_json::Value =
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}\n{err}"));
    let proofs = v["proofs"].as_array().expect("proofs");
    assert_eq!(proofs.len(), names.len(), "{out}");
    let mut table = String::new();
    for p in proofs {
        for key in [
            "name",
            "block",
            "property",
            "assumptions",
            "method",
            "depth",
            "solver",
            "status",
            "seconds",
        ] {
            assert!(!p[key].is_null(), "{key} missing: {p}");
        }
        table += &format!(
            "{} {} {} {} {:.1} s\n",
            p["name"], p["method"], p["depth"], p["status"], p["seconds"]
        );
    }
    eprintln!("{table}");
    for p in proofs {
        let s = p["status"].as_str().unwrap_or("");
        let want = if p["method"] == "induction" {
            "proved"
        } else {
            "passed"
        };
        assert_eq!(s, want, "{}: {p}\n{err}", p["name"]);
    }
    assert!(ok, "{err}");
    assert_eq!(v["failed"], 0);
}

/// Runs proof `name` with its checker edited by `edit` (which must change it), to `depth`
/// (None: the proof's own).
fn broken(
    name: &str,
    depth: Option<u32>,
    edit: impl Fn(&str) -> String,
) -> nscc_flow::formal::ProofResult {
    let d = PROOFS.iter().find(|d| d.name == name).expect("proof");
    let h = nscc_rtl::formal::harness(d.checker).expect("checker");
    let checker = edit(h.checker);
    assert_ne!(checker, h.checker, "{name}: the edit changed nothing");
    // a work directory per edit: two broken variants of one proof run side by side
    let tag = checker.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    });
    let mut p = proof_with_checker(d, checker).expect("proof");
    p.name = format!("{name}_broken_{:08x}", tag as u32);
    if let Some(k) = depth {
        p.depth = k;
    }
    let o = ProveOptions {
        work_dir: out_dir("proofs_broken"),
        solver: Solver::Yices,
        timeout: Duration::from_secs(300),
    };
    run_proof(&p, &o).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn without_line(text: &str, containing: &str) -> String {
    text.lines()
        .filter(|l| !l.contains(containing))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// Without the assumption MTU <= MaxWnd, CwndCommit's bound fails (MaxWnd below the MTU
/// leaves no window in [MTU, MaxWnd]): the solver finds the counterexample.
#[test]
fn commit_bounds_without_its_assumption_fails() {
    // (depth 6: the first event's cwnd is on the port four cycles after its inputs)
    let r = broken("commit_bounds", Some(6), |c| {
        without_line(c, "assume(cfg_mtu <= maxwnd)")
    });
    assert_eq!(r.status, Status::Failed, "{r:?}");
    assert!(r.failed_assertion.is_some(), "{r:?}");
    assert!(r.trace.as_ref().is_some_and(|t| t.is_file()), "{r:?}");
}

/// Without the byte spacing the UART guarantees, the frame decoder compares the CRC bytes
/// with a CRC one byte old: the induction step fails at the proof's depth, and a bounded
/// check of 12 cycles finds a reachable run (a frame of bytes in consecutive clocks).
#[test]
fn frame_crc_with_back_to_back_bytes_fails() {
    let drop = |c: &str| without_line(c, "assume(!byte_valid)");
    let r = broken("frame_crc", None, drop);
    assert_eq!(r.status, Status::Unproven, "{r:?}");
    let r = broken("frame_crc", Some(12), drop);
    assert_eq!(r.status, Status::Failed, "{r:?}");
    assert!(r.failed_step.is_some_and(|s| s < 12), "{r:?}");
}

/// A checker that counts an event as taken whenever one is offered (ready or not) disagrees
/// with the window: the port really does refuse events while not ready.
#[test]
fn engine_window_counting_offers_as_acceptances_fails() {
    let r = broken("engine_window", None, |c| {
        c.replace("wire acc = ev_valid && ev_ready;", "wire acc = ev_valid;")
    });
    assert_eq!(r.status, Status::Failed, "{r:?}");
}

/// The induction of the engine's results needs its strengthening: without the invariant
/// that says where each event in flight is, the induction step does not close (the base
/// case still passes), and the report says so rather than "proved".
#[test]
fn engine_results_without_its_strengthening_is_unproven() {
    let r = broken("engine_results", None, |c| {
        without_line(
            c,
            "assert(inflight == p_v$q + entries + pipe + (done_now - out_valid) - dups);",
        )
    });
    assert_eq!(r.status, Status::Unproven, "{r:?}");
}

/// The IP's stream checker counts events taken on s_axis_ev: a checker that counts every
/// offered event (TVALID alone) disagrees with the IP's credits as soon as TREADY is low with
/// TVALID high (an operation holds the stream, or the main register and the check stage are full): the IP does not take
/// events it does not acknowledge.
#[test]
fn ip_axis_counting_offers_as_events_fails() {
    let r = broken("ip_axis", None, |c| {
        c.replace(
            "wire ev_take = s_axis_ev_tvalid && s_axis_ev_tready;",
            "wire ev_take = s_axis_ev_tvalid;",
        )
    });
    assert_eq!(r.status, Status::Failed, "{r:?}");
    assert!(r.trace.as_ref().is_some_and(|t| t.is_file()), "{r:?}");
}

/// The IP's stream induction needs its strengthening: without the invariant that places every
/// event in flight (main register, check stage, engine, result FIFO), the 64-credit bound does not close by
/// induction (the base case still passes).
#[test]
fn ip_axis_without_its_strengthening_is_unproven() {
    let r = broken("ip_axis", None, |c| {
        without_line(
            c,
            "assert(inflight == m_v$q + c_v$q + c1_v$q + e_ip + res_wr$q + fill);",
        )
    });
    assert_eq!(r.status, Status::Unproven, "{r:?}");
}

/// A checker of the AXI4-Lite port whose read count forgets the answers (R handshakes) fails:
/// once the first answer is taken, RVALID is low with the count still at one.
#[test]
fn ip_axil_miscounting_reads_fails() {
    let r = broken("ip_axil", None, |c| {
        c.replace(
            "ar_out <= ar_out + ar_take - r_go;",
            "ar_out <= ar_out + ar_take;",
        )
    });
    assert_eq!(r.status, Status::Failed, "{r:?}");
}
