//! The engine board's host side (`nscc_rtl::board::engine_board_top`, `docs/board-protocol.md` "The
//! engine board"): profiles, lifecycle requests, events with CCC ids, the refusal counters
//! and the BIST over the framed UART, and a trace replay through the board with every result
//! compared to `GoldenEngine`.

use std::collections::HashSet;
use std::time::Instant;

use golden_model::engine::{validate_profile, GoldenEngine, Refusal, RefusalCounts};
use golden_model::event::Event;
use golden_model::nscc::HwEvent;
use golden_model::{EventKind, RegisterImage};
use nscc_cosim::FieldDiff;
use nscc_rtl::board::board_protocol::{self as proto, T_BIST, T_CCC_EVENT, T_LIFECYCLE, T_PROFILE};
use nscc_rtl::nscc::engine::{CCCS, CTL_ACTIVATE, CTL_READY, CTL_RESET, PROFILES};
use nscc_trace::{config_from_header, TraceReader};
use serde::Serialize;

use crate::{Driver, HilError, HilOptions, Link};

/// What the engine answered for one event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct EngineResult {
    pub ccc: u32,
    /// Why it was refused (`None`: applied).
    pub refused: Option<Refusal>,
    pub action: u8,
    pub fulfill: bool,
    pub cwnd: u32,
}

impl EngineResult {
    /// What the golden engine's step gives: its result and the CCC's cwnd after it, or the
    /// refusal (the result fields 0).
    pub fn golden(g: &mut GoldenEngine, ccc: u32, ev: &HwEvent) -> EngineResult {
        match g.step(ccc, ev) {
            Ok(s) => EngineResult {
                ccc,
                refused: None,
                action: s.result.action.code(),
                fulfill: s.result.fulfill,
                cwnd: g.state(ccc).unwrap_or_default().cwnd,
            },
            Err(r) => EngineResult {
                ccc,
                refused: Some(r),
                action: 0,
                fulfill: false,
                cwnd: 0,
            },
        }
    }

    /// Field-by-field differences (self = golden).
    pub fn diff(&self, board: &EngineResult) -> Vec<FieldDiff> {
        let code = |r: &EngineResult| proto::refusal_code(r.refused);
        [
            ("ccc", self.ccc as u64, board.ccc as u64),
            ("refused", code(self), code(board)),
            ("action", self.action as u64, board.action as u64),
            ("fulfill", self.fulfill as u64, board.fulfill as u64),
            ("cwnd", self.cwnd as u64, board.cwnd as u64),
        ]
        .into_iter()
        .filter(|(_, g, r)| g != r)
        .map(|(f, golden, rtl)| FieldDiff {
            field: f.to_string(),
            golden,
            rtl,
        })
        .collect()
    }
}

/// What the BIST answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BistResult {
    pub cycles: u32,
    pub results: u32,
    pub sig_xor: u32,
    pub sig_sum: u32,
}

/// Whether a trace row is replayed on the engine board: not a send row (it carries no NSCC
/// input), and of the CCC `o.ccc` when one is asked for.
pub(crate) fn replayed(event: &Event, o: &HilOptions) -> bool {
    event.kind != EventKind::Send && o.ccc.is_none_or(|c| c == event.ccc)
}

/// Whether the event of CCC `ccc` stays on the host because no CCC_EVENT payload carries it
/// (an id beyond 16 bits, a field out of range); if so, the golden engine's refusal of it
/// (`want`) is counted in `on_host`, per reason.
pub(crate) fn refused_on_host(
    ccc: u32,
    hw: &HwEvent,
    want: &EngineResult,
    on_host: &mut [u64; 4],
) -> bool {
    if ccc <= 0xFFFF && event_fits_payload(hw) {
        return false;
    }
    if let Some(i) = want
        .refused
        .and_then(|r| Refusal::ALL.iter().position(|x| *x == r))
    {
        on_host[i] += 1;
    }
    true
}

/// The event fits the engine board's CCC_EVENT payload (every field within its width; the
/// ps above 999 do fit and the engine refuses them itself).
pub fn event_fits_payload(ev: &HwEvent) -> bool {
    let w = (1u32 << 24) - 1;
    ev.bytes <= w
        && ev.rtt_ns <= w
        && ev.in_flight <= w
        && ev.probe_rtt_ns <= w
        && ev.rcv_cwnd_pend <= 127
        && ev.t_sub_ps <= 1023
}

impl<L: Link> Driver<L> {
    pub(crate) fn protocol(&self, what: String) -> HilError {
        HilError::Protocol {
            link: self.link.describe(),
            what,
        }
    }

    /// PROFILE: writes profile `profile` (checked as `GoldenEngine::load_profile` checks it;
    /// the board writes what it gets). Reloading a profile that READY or ACTIVE CCCs are bound
    /// to changes their meaning: reset them first.
    pub fn load_profile(&mut self, profile: u8, regs: &RegisterImage) -> Result<(), HilError> {
        if profile as usize >= PROFILES {
            return Err(HilError::Config(format!(
                "profile {profile}: the engine holds {PROFILES}"
            )));
        }
        validate_profile(regs).map_err(|e| HilError::Config(format!("profile {profile}: {e}")))?;
        let f = self.expect_answer(T_PROFILE, &proto::profile_payload(profile, regs))?;
        if f.first() != Some(&1) {
            return Err(self.protocol(format!("PROFILE answered {f:?}")));
        }
        Ok(())
    }

    /// LIFECYCLE (`op`: `CTL_ACTIVATE`, `CTL_READY`, `CTL_RESET`): whether the engine did it.
    pub fn lifecycle(&mut self, op: u64, ccc: u32, profile: u8, t: u32) -> Result<bool, HilError> {
        if ccc > 0xFFFF || profile as usize >= PROFILES || !(1..=3).contains(&op) {
            return Err(HilError::Config(format!(
                "lifecycle op {op}, CCC {ccc}, profile {profile}: outside the request's fields"
            )));
        }
        let f = self.expect_answer(T_LIFECYCLE, &proto::lifecycle_payload(op, ccc, profile, t))?;
        Ok(f.first() == Some(&1))
    }

    /// IDLE -> ACTIVE on `profile`, the timers started at `t`.
    pub fn activate(&mut self, ccc: u32, profile: u8, t: u32) -> Result<bool, HilError> {
        self.lifecycle(CTL_ACTIVATE, ccc, profile, t)
    }

    /// ACTIVE -> READY.
    pub fn ready(&mut self, ccc: u32) -> Result<bool, HilError> {
        self.lifecycle(CTL_READY, ccc, 0, 0)
    }

    /// Any phase -> IDLE.
    pub fn reset(&mut self, ccc: u32) -> Result<bool, HilError> {
        self.lifecycle(CTL_RESET, ccc, 0, 0)
    }

    /// CCC_EVENT: one event for CCC `ccc`; the engine's result or why it refused it. The
    /// request carries the driver's sequence number (`seq`, advanced once answered): the board
    /// answers a repeated number with its stored RESULT, so a host that starts on a board that
    /// served another one sends a PROFILE, LIFECYCLE or REFUSALS first (each forgets it).
    pub fn ccc_event(&mut self, ccc: u32, ev: &HwEvent) -> Result<EngineResult, HilError> {
        if ccc > 0xFFFF || !event_fits_payload(ev) {
            return Err(HilError::Config(format!(
                "CCC {ccc}, event {ev:?}: a field is wider than the CCC_EVENT payload holds"
            )));
        }
        let seq = self.seq;
        let f = self.expect_answer(T_CCC_EVENT, &proto::ccc_event_payload(seq, ccc, ev))?;
        if f[0] != seq as u64 {
            return Err(self.protocol(format!(
                "RESULT with sequence number {} to CCC_EVENT {seq}",
                f[0]
            )));
        }
        self.seq = seq.wrapping_add(1);
        self.result_of(&f)
    }

    /// The RESULT fields (`proto::RESULT` order, the sequence number first) as a result.
    pub fn result_of_fields(&self, f: &[u64]) -> Result<EngineResult, HilError> {
        self.result_of(f)
    }

    pub(crate) fn result_of(&self, f: &[u64]) -> Result<EngineResult, HilError> {
        let code = f[2];
        let refused = proto::refusal_of_code(code);
        if code != 0 && refused.is_none() {
            return Err(self.protocol(format!("RESULT with refusal code {code}")));
        }
        Ok(EngineResult {
            ccc: f[1] as u32,
            refused,
            action: f[3] as u8,
            fulfill: f[4] != 0,
            cwnd: f[5] as u32,
        })
    }

    /// REFUSALS: the engine's refusal counters.
    pub fn refusals(&mut self) -> Result<RefusalCounts, HilError> {
        let f = self.expect_answer(proto::T_REFUSALS, &[])?;
        Ok(RefusalCounts {
            ccc_out_of_range: f[0],
            idle: f[1],
            not_ready: f[2],
            event_out_of_range: f[3],
        })
    }

    /// BIST: runs the self-test on the board (CCCs 0 .. 2^`cccs_log2` - 1 reset and made
    /// READY on profile 0, which must be loaded) and returns its result.
    pub fn bist(
        &mut self,
        seed: u32,
        events: u32,
        cccs_log2: u32,
        rtt_base: u32,
    ) -> Result<BistResult, HilError> {
        if cccs_log2 > nscc_rtl::nscc::engine::CCC_BITS as u32 || rtt_base >= 1 << 24 {
            return Err(HilError::Config(format!(
                "BIST over 2^{cccs_log2} CCCs, RTT base {rtt_base}: outside the engine"
            )));
        }
        let f = self.expect_answer(
            T_BIST,
            &proto::bist_payload(seed, events, cccs_log2, rtt_base),
        )?;
        Ok(BistResult {
            cycles: f[0] as u32,
            results: f[1] as u32,
            sig_xor: f[2] as u32,
            sig_sum: f[3] as u32,
        })
    }
}

/// The first result that differed from the golden engine's.
#[derive(Clone, Debug, Serialize)]
pub struct EngineMismatch {
    /// Index of the event among the replayed ones.
    pub event: u64,
    /// Line of the trace file (0: not an event: a lifecycle answer or the refusal counters).
    pub line: u64,
    pub ccc: u32,
    pub diffs: Vec<FieldDiff>,
}

/// What a replay through the engine board reports.
#[derive(Clone, Debug, Serialize)]
pub struct EngineReplayReport {
    pub link: String,
    pub trace: String,
    /// CCCs the replay made READY.
    pub cccs: u64,
    pub events: u64,
    /// Results compared (one per event) and lifecycle answers compared.
    pub results_compared: u64,
    pub lifecycle_compared: u64,
    pub mismatches: u64,
    pub first_mismatch: Option<EngineMismatch>,
    /// Events the board refused, and events the host did not send (a field wider than the
    /// payload: the golden engine refuses them too).
    pub refused: u64,
    pub refused_on_host: u64,
    pub board_refusals: RefusalCounts,
    pub golden_refusals: RefusalCounts,
    pub actions_seen: Vec<u64>,
    pub bytes_sent: u64,
    pub bytes_received: u64,
    pub wall_seconds: f64,
    pub board_seconds: Option<f64>,
    /// Events per second of board time (simulation) or wall time (a real board).
    pub events_per_sec: f64,
    /// The line's bound for this stop-and-wait protocol: baud / (10 x bytes per event).
    pub line_events_per_sec: f64,
    pub baud: u64,
}

impl EngineReplayReport {
    pub fn to_text(&self) -> String {
        use std::fmt::Write as _;
        let mut t = String::new();
        let _ = writeln!(t, "link        {}", self.link);
        let _ = writeln!(
            t,
            "trace       {}: {} events over {} CCCs through the engine board",
            self.trace, self.events, self.cccs
        );
        let _ = writeln!(
            t,
            "compared    {} results, {} lifecycle answers, refusal counters: {} mismatching",
            self.results_compared, self.lifecycle_compared, self.mismatches
        );
        let _ = writeln!(
            t,
            "refused     {} by the board, {} on the host; actions seen {:?}",
            self.refused, self.refused_on_host, self.actions_seen
        );
        let _ = writeln!(
            t,
            "throughput  {:.0} events/s ({}); the line allows {:.0} events/s at {} baud (stop-and-wait, {} bytes per event)",
            self.events_per_sec,
            if self.board_seconds.is_some() { "board time" } else { "wall time" },
            self.line_events_per_sec,
            self.baud,
            proto::ccc_event_round_trip_bytes()
        );
        if let Some(m) = &self.first_mismatch {
            let _ = writeln!(
                t,
                "MISMATCH    event {} (trace line {}, CCC {}):",
                m.event, m.line, m.ccc
            );
            for d in &m.diffs {
                let _ = writeln!(t, "  {d}");
            }
        }
        t
    }
}

/// Replays a trace through the engine board: profile 0 from the trace's header, each CCC
/// reset, activated at t = 0 and made READY at its first event (ids beyond the engine are
/// sent as they are and refused), every NSCC event (`send` rows are not presented to the
/// engine) answered and compared with `GoldenEngine`; at the end the refusal counters.
/// `o.ccc` replays one CCC only; stops at the first mismatch.
pub fn replay_engine<L: Link>(
    driver: &mut Driver<L>,
    reader: TraceReader,
    o: &HilOptions,
) -> Result<EngineReplayReport, HilError> {
    replay_engine_on(driver, reader, o, CCCS)
}

/// [`replay_engine`] on an engine board that holds `cccs` CCCs (the Cu's: 128).
pub fn replay_engine_on<L: Link>(
    driver: &mut Driver<L>,
    mut reader: TraceReader,
    o: &HilOptions,
    cccs: usize,
) -> Result<EngineReplayReport, HilError> {
    let trace = reader.name().to_string();
    let regs = config_from_header(reader.header())
        .register_image()
        .map_err(|e| HilError::Config(format!("{trace}: {e}")))?;
    let t0 = Instant::now();
    let (s0, r0) = (driver.bytes_sent, driver.bytes_received);
    let mut golden = GoldenEngine::new(cccs).map_err(|e| HilError::Config(e.to_string()))?;
    golden
        .load_profile(0, regs)
        .map_err(|e| HilError::Config(format!("{trace}: {e}")))?;
    driver.load_profile(0, &regs)?;
    // counted since the board started: the replay compares what it adds
    let before = driver.refusals()?;
    let mut rep = EngineReplayReport {
        link: driver.link.describe(),
        trace,
        cccs: 0,
        events: 0,
        results_compared: 0,
        lifecycle_compared: 0,
        mismatches: 0,
        first_mismatch: None,
        refused: 0,
        refused_on_host: 0,
        board_refusals: RefusalCounts::default(),
        golden_refusals: RefusalCounts::default(),
        actions_seen: Vec::new(),
        bytes_sent: 0,
        bytes_received: 0,
        wall_seconds: 0.0,
        board_seconds: None,
        events_per_sec: 0.0,
        line_events_per_sec: o.baud as f64
            / (proto::UART_BITS_PER_BYTE * proto::ccc_event_round_trip_bytes()) as f64,
        baud: o.baud,
    };
    let mismatch = |rep: &mut EngineReplayReport, line: u64, ccc: u32, diffs: Vec<FieldDiff>| {
        if diffs.is_empty() {
            return;
        }
        rep.mismatches += 1;
        if rep.first_mismatch.is_none() {
            rep.first_mismatch = Some(EngineMismatch {
                event: rep.events,
                line,
                ccc,
                diffs,
            });
        }
    };
    let board0 = driver.link.board_seconds();
    let t_events = Instant::now();
    let mut seen = HashSet::new();
    // the golden engine's refusals of events the host could not send, per reason
    let mut on_host = [0u64; 4];
    for row in reader.by_ref() {
        if rep.mismatches > 0 || o.max_events.is_some_and(|m| rep.events >= m) {
            break;
        }
        let row = row?;
        let ccc = row.event.ccc;
        if !replayed(&row.event, o) {
            continue;
        }
        if (ccc as usize) < cccs && seen.insert(ccc) {
            // from any phase the board may be in to READY, on both sides
            let want = [
                golden.reset(ccc).is_ok(),
                golden.activate(ccc, 0, 0).is_ok(),
                golden.ready(ccc).is_ok(),
            ];
            let got = [
                driver.reset(ccc)?,
                driver.activate(ccc, 0, 0)?,
                driver.ready(ccc)?,
            ];
            rep.lifecycle_compared += 3;
            rep.cccs += 1;
            let diffs = ["reset_ok", "activate_ok", "ready_ok"]
                .iter()
                .zip(want.iter().zip(got))
                .filter(|(_, (w, g))| **w != *g)
                .map(|(f, (w, g))| FieldDiff {
                    field: f.to_string(),
                    golden: *w as u64,
                    rtl: g as u64,
                })
                .collect();
            mismatch(&mut rep, 0, ccc, diffs);
        }
        let hw = HwEvent::from_event(&row.event);
        let want = EngineResult::golden(&mut golden, ccc, &hw);
        rep.events += 1;
        if refused_on_host(ccc, &hw, &want, &mut on_host) {
            // the golden engine refused it (out of range)
            rep.refused_on_host += 1;
            continue;
        }
        let got = driver.ccc_event(ccc, &hw)?;
        rep.results_compared += 1;
        rep.refused += got.refused.is_some() as u64;
        if got.refused.is_none() && !rep.actions_seen.contains(&(got.action as u64)) {
            rep.actions_seen.push(got.action as u64);
        }
        mismatch(&mut rep, row.line, ccc, want.diff(&got));
    }
    let events_secs = driver.link.board_seconds().zip(board0).map(|(b, a)| b - a);
    let after = driver.refusals()?;
    // the board's counters are 32 bits wide
    let d = |a: u64, b: u64| a.wrapping_sub(b) & 0xFFFF_FFFF;
    rep.board_refusals = RefusalCounts {
        ccc_out_of_range: d(after.ccc_out_of_range, before.ccc_out_of_range),
        idle: d(after.idle, before.idle),
        not_ready: d(after.not_ready, before.not_ready),
        event_out_of_range: d(after.event_out_of_range, before.event_out_of_range),
    };
    rep.golden_refusals = golden.refusals();
    // the host's own refusals never reached the board
    let diffs: Vec<FieldDiff> = Refusal::ALL
        .iter()
        .zip(on_host)
        .map(|(r, h)| (r, rep.golden_refusals.get(*r) - h))
        .filter(|(r, want)| *want != rep.board_refusals.get(**r))
        .map(|(r, want)| FieldDiff {
            field: format!("refused_{}", r.as_str()),
            golden: want,
            rtl: rep.board_refusals.get(*r),
        })
        .collect();
    mismatch(&mut rep, 0, 0, diffs);
    rep.bytes_sent = driver.bytes_sent - s0;
    rep.bytes_received = driver.bytes_received - r0;
    rep.wall_seconds = t0.elapsed().as_secs_f64();
    rep.board_seconds = events_secs;
    let secs = events_secs.unwrap_or_else(|| t_events.elapsed().as_secs_f64());
    rep.events_per_sec = if secs > 0.0 {
        rep.events as f64 / secs
    } else {
        0.0
    };
    Ok(rep)
}
