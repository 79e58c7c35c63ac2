//! `nscc prove`: the project's bounded and inductive proofs (issue 15, item 2), each a
//! checker of `rtl/formal/` ([`nscc_rtl::formal`]) around one block's emitted Verilog, run
//! by yosys' SMT flow and yosys-smtbmc ([`nscc_flow::formal`]). What each proves and
//! assumes, its depth and its time: `docs/reliability.md`, "Bounded proofs".

use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Duration;

use nscc_flow::formal::{self, Method, Proof, ProofResult, ProveOptions, Solver};
use nscc_rtl::formal::{harness, Harness};
use serde::Serialize;

/// One proof of the project: a checker, how it is checked, and what it means.
#[derive(Clone, Copy, Debug)]
pub struct ProofDef {
    pub name: &'static str,
    /// The checker's file under `rtl/formal/`.
    pub checker: &'static str,
    pub method: Method,
    pub depth: u32,
    pub map_memories: bool,
    /// The model written with `write_smt2 -stbv` ([`nscc_flow::formal::Proof::stbv`]).
    pub stbv: bool,
    pub property: &'static str,
    pub assumptions: &'static str,
}

/// Every proof, in the order `nscc prove` starts them: the longest first (`engine_results`
/// ~90 s, `sleek_psn` ~50 s, the rest under 20 s each), so that two jobs end together.
pub const PROOFS: &[ProofDef] = &[
    ProofDef {
        name: "engine_results",
        checker: "engine_results.sv",
        method: Method::Induction,
        depth: 3,
        map_memories: true,
        // 59 -> 46 s (2026-12-02; the other proofs are slower with it: sleek_psn 41 -> 61 s,
        // commit_bounds 5 -> 8 s)
        stbv: true,
        property: "every accepted event leaves once (a result or one refusal); at most 36 in flight; lifecycle writes only with the port stage, window and pipeline empty",
        assumptions: "none",
    },
    ProofDef {
        name: "sleek_psn",
        checker: "sleek_psn.sv",
        method: Method::Bmc,
        depth: 7,
        map_memories: true,
        stbv: false,
        property: "a PSN is queued for retransmission only while its bitmap bit is set, and queuing clears it",
        assumptions: "none (bitmap all zero at power-up)",
    },
    ProofDef {
        name: "engine_context",
        checker: "engine_context.sv",
        method: Method::Induction,
        depth: 6,
        map_memories: true,
        stbv: false,
        property: "what an event writes back: the context's 25-bit counters saturate (never wrap), received fits its 24 bits, MaxWnd unchanged or >= the event's MTU",
        assumptions: "none",
    },
    ProofDef {
        name: "engine_window",
        checker: "engine_window.sv",
        method: Method::Induction,
        depth: 3,
        map_memories: false,
        stbv: false,
        property: "the event port never accepts while not ready: every accepted event is held in the port stage and the window until it issues, none lost or made up; closed during lifecycle requests",
        assumptions: "none",
    },
    ProofDef {
        name: "commit_bounds",
        checker: "commit_bounds.sv",
        method: Method::Induction,
        depth: 4,
        map_memories: false,
        stbv: false,
        property: "cwnd in [MTU, MaxWnd] after every event that touches it, from any CCC context",
        assumptions: "the event's MTU <= its MaxWnd",
    },
    ProofDef {
        name: "qa_counters",
        checker: "qa_counters.sv",
        method: Method::Induction,
        depth: 3,
        map_memories: false,
        stbv: false,
        property: "achieved, received, bytes_ignored, fi_count (32 bits), bytes_to_ignore (24) never wrap: held, cleared or the saturating sum",
        assumptions: "none",
    },
    ProofDef {
        name: "sleek_fifo",
        checker: "sleek_fifo.sv",
        method: Method::Induction,
        depth: 3,
        map_memories: false,
        stbv: false,
        property: "the retransmit FIFO never holds more than 256 entries nor takes one when full; dropped and out_of_window saturate",
        assumptions: "none",
    },
    ProofDef {
        name: "frame_crc",
        checker: "frame_crc.sv",
        method: Method::Induction,
        depth: 4,
        map_memories: false,
        stbv: false,
        property: "a frame with a bad CRC never reaches the core: no accepted request, slot or register image without the frame's CRC-16",
        assumptions: "received bytes at least 2 clocks apart (the UART gives >= 80)",
    },
    ProofDef {
        name: "ip_axis",
        checker: "ip_axis.sv",
        method: Method::Induction,
        depth: 3,
        map_memories: false,
        stbv: false,
        property: "the IP's streams: m_axis_res TVALID held, TDATA/TID stable until TREADY; every event taken on s_axis_ev answered exactly once (taken = answered + in flight, in flight <= 64 = the credit count, each in one place: skid, main, engine, result FIFO); the FIFO never written full nor read empty; refusals carry the event's TID and code",
        assumptions: "engine and BIST cut out: a result only for an event given, in order, <= 36 held; the BIST busy only after start and until its results are back; nothing of the event master, the result TREADY, AXI4-Lite, the lifecycle",
    },
    ProofDef {
        name: "ip_axil",
        checker: "ip_axil.sv",
        method: Method::Induction,
        depth: 3,
        map_memories: false,
        stbv: false,
        property: "the IP's AXI4-Lite port: BVALID/RVALID held with BRESP, RDATA, RRESP stable until ready; one B per accepted AW+W, one R per accepted AR, never an answer without a request; OKAY or SLVERR; a reset clears the answers",
        assumptions: "none (engine and BIST cut out, their outputs free)",
    },
];

/// The flow's proof of `d`, with `checker` as the checker's text (the real one, or a
/// deliberately broken one in the mutation tests).
pub fn proof_with_checker(d: &ProofDef, checker: String) -> Result<Proof, String> {
    let h: &Harness =
        harness(d.checker).ok_or_else(|| format!("proof {}: no checker {}", d.name, d.checker))?;
    Ok(Proof {
        name: d.name.to_string(),
        block: h.block.to_string(),
        property: d.property.to_string(),
        assumptions: d.assumptions.to_string(),
        verilog: (h.verilog)(),
        checker,
        checker_source: format!("rtl/formal/{}", h.file),
        expose: h
            .expose
            .iter()
            .chain(h.expose_flat)
            .map(|s| s.to_string())
            .collect(),
        method: d.method,
        depth: d.depth,
        map_memories: d.map_memories,
        stbv: d.stbv,
        cut: h.cut.iter().map(|s| s.to_string()).collect(),
        flatten: !h.expose_flat.is_empty(),
    })
}

/// The flow's proof of `d` with its checker.
pub fn proof(d: &ProofDef) -> Result<Proof, String> {
    let h =
        harness(d.checker).ok_or_else(|| format!("proof {}: no checker {}", d.name, d.checker))?;
    proof_with_checker(d, h.checker.to_string())
}

/// The proofs named (all when `names` is empty); an unknown name is an error listing them.
pub fn select(names: &[String]) -> Result<Vec<&'static ProofDef>, String> {
    if names.is_empty() {
        return Ok(PROOFS.iter().collect());
    }
    names
        .iter()
        .map(|n| {
            PROOFS.iter().find(|p| p.name == n).ok_or_else(|| {
                format!(
                    "no proof `{n}`; the proofs: {}",
                    PROOFS.iter().map(|p| p.name).collect::<Vec<_>>().join(", ")
                )
            })
        })
        .collect()
}

/// How `nscc prove` runs.
#[derive(Clone, Debug)]
pub struct ProveRequest {
    pub names: Vec<String>,
    /// A depth for every proof run (the bounded check's steps, the induction's length)
    /// instead of each one's own.
    pub depth: Option<u32>,
    pub solver: Solver,
    pub out_dir: PathBuf,
    pub timeout: Duration,
    /// Proofs run at once (each a single-threaded solver in its own directory).
    pub jobs: usize,
}

/// What `nscc prove --json` prints.
#[derive(Debug, Serialize)]
pub struct ProveReport {
    pub proofs: Vec<ProofResult>,
    pub passed: usize,
    pub failed: usize,
    pub seconds: f64,
    pub solver: Solver,
    pub out_dir: PathBuf,
}

impl ProveReport {
    pub fn ok(&self) -> bool {
        self.failed == 0
    }

    pub fn to_text(&self) -> String {
        formal::results_text(&self.proofs)
    }
}

/// Runs the proofs of `r`, `r.jobs` at once, calling `each` after each one (in the order
/// they end); the report lists them in the order asked for.
pub fn prove(
    r: &ProveRequest,
    each: impl FnMut(&ProofResult) + Send,
) -> Result<ProveReport, String> {
    let defs = select(&r.names)?;
    let o = ProveOptions {
        work_dir: r.out_dir.clone(),
        solver: r.solver,
        timeout: r.timeout,
    };
    let t = std::time::Instant::now();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let done: Mutex<Vec<Option<Result<ProofResult, String>>>> =
        Mutex::new(defs.iter().map(|_| None).collect());
    let each = Mutex::new(each);
    let run = |i: usize| -> Result<ProofResult, String> {
        let mut p = proof(defs[i])?;
        if let Some(k) = r.depth {
            p.depth = k;
        }
        // a proof that cannot run is reported as such; the others still run
        Ok(formal::run_proof(&p, &o).unwrap_or_else(|e| ProofResult::error(&p, &o, &e)))
    };
    std::thread::scope(|s| {
        for _ in 0..r.jobs.clamp(1, defs.len().max(1)) {
            // building a checker's blocks needs the emission stack (nscc_rtl::EMIT_STACK)
            let job = std::thread::Builder::new().stack_size(nscc_rtl::EMIT_STACK);
            let spawned = job.spawn_scoped(s, || loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if i >= defs.len() {
                    return;
                }
                let res = run(i);
                if let (Ok(p), Ok(mut f)) = (&res, each.lock()) {
                    (*f)(p);
                }
                if let Ok(mut d) = done.lock() {
                    d[i] = Some(res);
                }
            });
            if let Err(e) = spawned {
                return Err(format!("cannot start a proof job: {e}"));
            }
        }
        Ok(())
    })?;
    let mut proofs = Vec::new();
    for (d, res) in defs
        .iter()
        .zip(done.into_inner().map_err(|_| "a proof job panicked")?)
    {
        proofs.push(res.ok_or_else(|| format!("{}: not run", d.name))??);
    }
    let passed = proofs.iter().filter(|p| p.status.ok()).count();
    Ok(ProveReport {
        failed: proofs.len() - passed,
        passed,
        proofs,
        seconds: t.elapsed().as_secs_f64(),
        solver: r.solver,
        out_dir: r.out_dir.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_proof_has_its_checker_and_a_unique_name() {
        for (i, d) in PROOFS.iter().enumerate() {
            assert!(harness(d.checker).is_some(), "{}", d.name);
            assert!(PROOFS[..i].iter().all(|o| o.name != d.name), "{}", d.name);
        }
        // every checker is used
        for h in nscc_rtl::formal::HARNESSES {
            assert!(PROOFS.iter().any(|d| d.checker == h.file), "{}", h.file);
        }
        assert!(select(&["nope".into()])
            .unwrap_err()
            .contains("commit_bounds"));
    }
}
