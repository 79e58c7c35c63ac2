//! Link faults on the engine boards (`docs/reliability.md`, "Link faults"): a trace replay
//! through an engine board top (`IpBoardTop`, `CuEngineBoardTop`) over a link that loses
//! and corrupts bytes ([`crate::faults::FaultLink`]), which recovers from every fault and
//! accounts for each event.
//!
//! The host is stop-and-wait. Every CCC_EVENT carries a sequence number that its RESULT
//! echoes; the board keeps the last one with its RESULT and answers a CCC_EVENT repeating it
//! with that RESULT, without applying the event again. So after anything but the RESULT with
//! the request's sequence number (an ERROR frame, a broken frame, silence, a stale answer) the
//! host drains the line until it is quiet (the board has answered or timed out every partial
//! frame) and sends the same CCC_EVENT again: the board applies it if it never got it, and
//! repeats its RESULT if it did. A reset of the board (the reset button) keeps the engine's
//! contexts and profiles and the stored RESULT, so the same retry covers it.
//!
//! PROFILE and LIFECYCLE carry no sequence number: applying either twice has the effect of
//! applying it once (a PROFILE writes the same image again; a LIFECYCLE repeated is refused
//! by the phase it moved the CCC to, or, for a reset, resets an IDLE CCC again). Only the
//! answer of a repeated ACTIVATE or READY differs (`ok` = 0): on a retry the host accepts
//! `ok` = 0 where its golden twin says the request succeeds once and is refused when repeated.
//!
//! Every RESULT is compared with `GoldenEngine`, and at the end the refusal counters: an
//! event applied twice changes the CCC's state (the next results differ) or a refusal counter,
//! an event lost shows as no RESULT with its sequence number.

use golden_model::engine::{GoldenEngine, Refusal, RefusalCounts};
use golden_model::nscc::HwEvent;
use golden_model::RegisterImage;
use nscc_rtl::board::board_protocol::{self as proto, encode_frame, T_CCC_EVENT, T_STATE_FLAG};
use nscc_rtl::nscc::engine::{CTL_ACTIVATE, CTL_READY, CTL_RESET};
use nscc_trace::{config_from_header, TraceReader};
use serde::Serialize;

use crate::engine::{refused_on_host, replayed, EngineResult};
use crate::faults::{FaultCounts, Recovery};
use crate::{Driver, HilError, HilOptions, Link, Response};

/// The result of a replay through an engine board over a faulty link.
#[derive(Clone, Debug, Serialize)]
pub struct EngineFaultReport {
    pub link: String,
    pub trace: String,
    pub recovery: Recovery,
    /// Events presented (sent to the board; events whose fields do not fit the payload are
    /// refused on the host and not counted).
    pub events: u64,
    /// Events confirmed by a RESULT with their sequence number, equal to the golden engine's.
    pub events_applied: u64,
    /// ... of which were answered only after a retry (the first answer lost or the request
    /// broken).
    pub answered_after_retry: u64,
    /// Events with no RESULT (gave up), and events whose RESULT or refusal counter shows them
    /// applied more than once (a result that differs from the golden engine's after a retry).
    pub events_lost: u64,
    pub events_applied_twice: u64,
    /// Results (and lifecycle answers, refusal counters) that differ from the golden engine.
    pub mismatches: u64,
    /// Faults detected by the host, each followed by a drain and a retry.
    pub recoveries: u64,
    pub retries: u64,
    /// Sequence numbers sent (wrapping at 256).
    pub seq_sent: u64,
    pub board_refusals: RefusalCounts,
    pub golden_refusals: RefusalCounts,
    pub faults: FaultCounts,
    pub first_problem: Option<String>,
    pub board_seconds: Option<f64>,
    pub wall_seconds: f64,
}

impl EngineFaultReport {
    /// No event lost, none applied twice, every result equal to the golden engine's.
    pub fn clean(&self) -> bool {
        self.events_lost == 0 && self.events_applied_twice == 0 && self.mismatches == 0
    }

    pub fn to_text(&self) -> String {
        let mut t = format!(
            "link        {}\ntrace       {}, {} events through the engine board, recovery {:?}\n",
            self.link, self.trace, self.events, self.recovery
        );
        t += &format!(
            "frames      {} tried, {} faults injected ({})\n",
            self.faults.frames_tried,
            self.faults.faults_injected,
            self.faults
                .by_kind
                .iter()
                .map(|(k, c)| format!("{k} {c}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        t += &format!(
            "events      {} applied exactly once ({} answered after a retry), {} lost, {} applied twice\n",
            self.events_applied, self.answered_after_retry, self.events_lost, self.events_applied_twice
        );
        t += &format!(
            "recovery    {} recoveries, {} retries, {} results or counters mismatching\n",
            self.recoveries, self.retries, self.mismatches
        );
        if let Some(p) = &self.first_problem {
            t += &format!("first problem: {p}\n");
        }
        t
    }

    fn problem(&mut self, p: String) {
        if self.first_problem.is_none() {
            self.first_problem = Some(p);
        }
    }
}

const MAX_ATTEMPTS: u32 = 50;

/// One request and its answer's fields, or `None` for anything but the answer of that type
/// (an ERROR frame, a broken frame, silence).
fn attempt<L: Link>(
    d: &mut Driver<L>,
    kind: u8,
    payload: &[u8],
) -> Result<Option<Vec<u64>>, HilError> {
    d.send_raw(&encode_frame(kind, payload))?;
    Ok(match d.read_response() {
        Ok(Response::Answer { kind: k, fields }) if k == kind | T_STATE_FLAG => Some(fields),
        Ok(_) => None,
        Err(
            HilError::Frame { .. }
            | HilError::BadResponseCrc { .. }
            | HilError::Timeout { .. }
            | HilError::LineFraming { .. },
        ) => None,
        Err(e) => return Err(e),
    })
}

/// A request until it is answered with `accept`ed fields (drained and sent again otherwise).
fn until_answered<L: Link>(
    d: &mut Driver<L>,
    r: &mut EngineFaultReport,
    kind: u8,
    payload: &[u8],
    mut accept: impl FnMut(&[u64], u32) -> bool,
) -> Result<Vec<u64>, HilError> {
    for n in 1..=MAX_ATTEMPTS {
        if n > 1 {
            r.retries += 1;
        }
        match attempt(d, kind, payload)? {
            Some(f) if accept(&f, n) => return Ok(f),
            _ => {
                r.recoveries += 1;
                d.drain()?;
            }
        }
    }
    Err(HilError::Config(format!(
        "request {kind:#04x}: no answer within {MAX_ATTEMPTS} attempts"
    )))
}

/// A LIFECYCLE request, retried; whether the golden twin and the board agree.
fn lifecycle<L: Link>(
    d: &mut Driver<L>,
    r: &mut EngineFaultReport,
    golden: &mut GoldenEngine,
    op: u64,
    ccc: u32,
) -> Result<bool, HilError> {
    let apply = |g: &mut GoldenEngine| match op {
        CTL_RESET => g.reset(ccc).is_ok(),
        CTL_ACTIVATE => g.activate(ccc, 0, 0).is_ok(),
        _ => g.ready(ccc).is_ok(),
    };
    let want = apply(golden);
    // the answer a repeat of the request would get (after the first was applied)
    let again = apply(&mut golden.clone());
    let retries = r.retries;
    let f = until_answered(
        d,
        r,
        proto::T_LIFECYCLE,
        &proto::lifecycle_payload(op, ccc, 0, 0),
        |f, _| f.len() == 1,
    )?;
    Ok(f[0] == want as u64 || (r.retries > retries && f[0] == again as u64))
}

/// The Verilated engine board of `rtl` for fault runs, with a host that waits for an answer
/// past the board's frame timeout (so that a frame that stopped is answered, or known lost,
/// before the host sends again), and its baud rate.
pub fn sim_engine_board_for_faults(
    rtl: nscc_cosim::core::Core,
) -> Result<(crate::SimBoard, u64), HilError> {
    let (mut b, baud) = crate::SimBoard::engine_of(rtl)?;
    b.timeout_cycles = 2 * b.frame_timeout + 20_000;
    Ok((b, baud))
}

/// Replays a trace through an engine board of `cccs` CCCs behind `d` (profile 0 from the
/// trace's header; each CCC reset, activated and made READY at its first event; `send` rows
/// not presented) over a link with faults, recovering as `recovery` says (`Resync`: the same
/// sequence number again; `BlindRetry`: a new one, which applies an event twice when its
/// answer was lost; `Ignore`: go on), every RESULT compared with `GoldenEngine`, the refusal
/// counters at the end. `faults` reads the link's fault counts.
pub fn replay_engine_with_recovery<L: Link>(
    d: &mut Driver<L>,
    mut reader: TraceReader,
    o: &HilOptions,
    cccs: usize,
    recovery: Recovery,
    faults: impl Fn(&L) -> FaultCounts,
) -> Result<EngineFaultReport, HilError> {
    let t0 = std::time::Instant::now();
    let trace = reader.name().to_string();
    let regs: RegisterImage = config_from_header(reader.header())
        .register_image()
        .map_err(|e| HilError::Config(format!("{trace}: {e}")))?;
    let board0 = d.link.board_seconds();
    let mut r = EngineFaultReport {
        link: d.link.describe(),
        trace,
        recovery,
        events: 0,
        events_applied: 0,
        answered_after_retry: 0,
        events_lost: 0,
        events_applied_twice: 0,
        mismatches: 0,
        recoveries: 0,
        retries: 0,
        seq_sent: 0,
        board_refusals: RefusalCounts::default(),
        golden_refusals: RefusalCounts::default(),
        faults: FaultCounts::default(),
        first_problem: None,
        board_seconds: None,
        wall_seconds: 0.0,
    };
    let mut golden = GoldenEngine::new(cccs).map_err(|e| HilError::Config(e.to_string()))?;
    golden
        .load_profile(0, regs)
        .map_err(|e| HilError::Config(format!("{}: {e}", r.trace)))?;
    // a PROFILE written twice is written once
    until_answered(
        d,
        &mut r,
        proto::T_PROFILE,
        &proto::profile_payload(0, &regs),
        |f, _| f == [1],
    )?;
    let refusals = |d: &mut Driver<L>, r: &mut EngineFaultReport| {
        until_answered(d, r, proto::T_REFUSALS, &[], |f, _| f.len() == 4).map(|f| RefusalCounts {
            ccc_out_of_range: f[0],
            idle: f[1],
            not_ready: f[2],
            event_out_of_range: f[3],
        })
    };
    let before = refusals(d, &mut r)?;
    let mut on_host = [0u64; 4];
    let mut seen = std::collections::HashSet::new();
    for row in reader.by_ref() {
        if o.max_events.is_some_and(|m| r.events >= m) {
            break;
        }
        let row = row?;
        let ccc = row.event.ccc;
        if !replayed(&row.event, o) {
            continue;
        }
        if (ccc as usize) < cccs && seen.insert(ccc) {
            for op in [CTL_RESET, CTL_ACTIVATE, CTL_READY] {
                if !lifecycle(d, &mut r, &mut golden, op, ccc)? {
                    r.mismatches += 1;
                    r.problem(format!(
                        "CCC {ccc}: lifecycle op {op} answered unlike the golden engine"
                    ));
                }
            }
        }
        let hw = HwEvent::from_event(&row.event);
        let want = EngineResult::golden(&mut golden, ccc, &hw);
        if refused_on_host(ccc, &hw, &want, &mut on_host) {
            continue;
        }
        r.events += 1;
        let mut got = None;
        let mut retried = false;
        for n in 1..=MAX_ATTEMPTS {
            let seq = d.seq;
            r.seq_sent += 1;
            if n > 1 {
                r.retries += 1;
                retried = true;
            }
            let payload = proto::ccc_event_payload(seq, ccc, &hw);
            match attempt(d, T_CCC_EVENT, &payload)? {
                Some(f) if f.len() == proto::RESULT.fields().count() && f[0] == seq as u64 => {
                    got = Some(d.result_of(&f)?);
                    d.seq = seq.wrapping_add(1);
                    break;
                }
                _ => {}
            }
            r.recoveries += 1;
            d.drain()?;
            match recovery {
                Recovery::Resync => {}
                Recovery::BlindRetry => {
                    // a fresh sequence number: the board cannot tell the retry from a new event
                    d.seq = seq.wrapping_add(1);
                    if n >= 3 {
                        break;
                    }
                }
                Recovery::Ignore => {
                    d.seq = seq.wrapping_add(1);
                    break;
                }
            }
        }
        match got {
            Some(g) => {
                let diffs = want.diff(&g);
                if diffs.is_empty() {
                    r.events_applied += 1;
                    r.answered_after_retry += retried as u64;
                } else {
                    r.mismatches += 1;
                    // a retry answered by a result that moved on from the golden one: applied
                    // twice (or a lost event earlier on this CCC)
                    if retried {
                        r.events_applied_twice += 1;
                    }
                    r.problem(format!(
                        "event {} (line {}, CCC {ccc}): the result differs from the golden engine's: {diffs:?}",
                        r.events, row.line
                    ));
                }
            }
            None => {
                r.events_lost += 1;
                r.problem(format!(
                    "event {} (line {}, CCC {ccc}): no RESULT",
                    r.events, row.line
                ));
            }
        }
    }
    let after = refusals(d, &mut r)?;
    let delta = |a: u64, b: u64| a.wrapping_sub(b) & 0xFFFF_FFFF;
    r.board_refusals = RefusalCounts {
        ccc_out_of_range: delta(after.ccc_out_of_range, before.ccc_out_of_range),
        idle: delta(after.idle, before.idle),
        not_ready: delta(after.not_ready, before.not_ready),
        event_out_of_range: delta(after.event_out_of_range, before.event_out_of_range),
    };
    r.golden_refusals = golden.refusals();
    for (i, x) in Refusal::ALL.iter().enumerate() {
        let (want, got) = (
            r.golden_refusals.get(*x) - on_host[i],
            r.board_refusals.get(*x),
        );
        if want != got {
            r.mismatches += 1;
            if got > want {
                r.events_applied_twice += got - want;
            }
            r.problem(format!(
                "refused_{}: the board counts {got}, the golden engine {want}",
                x.as_str()
            ));
        }
    }
    r.faults = faults(&d.link);
    r.board_seconds = match (board0, d.link.board_seconds()) {
        (Some(a), Some(b)) => Some(b - a),
        _ => None,
    };
    r.wall_seconds = t0.elapsed().as_secs_f64();
    Ok(r)
}
