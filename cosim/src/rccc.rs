//! Co-simulation of the receiver-credit hardware against its golden twins: the pacer
//! ([`nscc_rtl::multipath::rccc::RcccPacer`] against [`RcccReceiver`]) and the sender's credit
//! ([`nscc_rtl::multipath::rccc::RcccSender`] against [`SenderCredits`]).
//!
//! Every request is presented as soon as the block takes it; each answer (refusal,
//! EV-change request, grant, AR, RTS, pull target) is compared with the golden twin's when
//! the block reports it, and so are the complete context word of the CCC it touched
//! (mirrored from the context RAM's write port), the pacer's registers (tokens, time of the
//! last accrual, CCCs waiting) and every counter.
//!
//! Streams: a scenario's credit requests (`nscc multipath --scenario S --rccc`, recorded by
//! `nscc_replay::mp_scenario::record_rccc_ops`) or seeded random streams with every
//! defined case: unknown and idle CCCs, re-activation while queued, pull targets that go
//! back or wrap, time that stands still, goes back or wraps, CE runs on one EV and marks at
//! the last hop. With `auto_pace` the pacer also steps by itself in every free clock at the
//! port's ns clock (its `pace_en`), and each such step is applied to the golden twin at the
//! time the block reports.

use std::collections::VecDeque;

use golden_model::rccc::{
    RcccConfig, RcccReceiver, RxCcc, RxOp, RxOut, RxRefusal, SenderConfig, SenderCredit,
    SenderCredits, TxOp, TxOut,
};
use serde::Serialize;

use crate::compare::{diff, CosimError, FieldDiff, Mismatch};
use crate::streams::Rng;
use crate::verilated::{PortId, Verilated};

/// More clocks than any request takes (a pacer step: 5).
const OP_CLOCK_LIMIT: u64 = 1_000;

/// Runs `step` (one clock) until it returns true; a block stuck for more than
/// [`OP_CLOCK_LIMIT`] clocks is an error naming `what`.
fn within(
    top: &str,
    what: &str,
    mut step: impl FnMut() -> Result<bool, CosimError>,
) -> Result<(), CosimError> {
    for _ in 0..=OP_CLOCK_LIMIT {
        if step()? {
            return Ok(());
        }
    }
    Err(CosimError::Stuck(format!(
        "{top}: {what} after {OP_CLOCK_LIMIT} clocks"
    )))
}

/// A 32-bit-word vector as one integer (the context words are at most 128 bits).
fn words_u128(w: &[u32]) -> u128 {
    w.iter()
        .enumerate()
        .fold(0u128, |a, (i, &x)| a | (x as u128) << (32 * i))
}

/// Figures of a co-simulation run of one block.
#[derive(Clone, Debug, Default, Serialize)]
pub struct RcccRun {
    pub top: String,
    pub cccs: usize,
    /// Requests compared (every op taken, pacer steps included).
    pub events: u64,
    pub mismatches: u64,
    pub cycles: u64,
    /// Clocks from one request taken to the next, per kind: (count, clocks, max).
    pub requests: (u64, u64, u64),
    pub pacer_steps: (u64, u64, u64),
    pub refused_at_once: u64,
    pub grants: u64,
    pub ev_changes: u64,
    pub first_mismatch: Option<Mismatch>,
}

impl RcccRun {
    fn book(&mut self, diffs: Vec<FieldDiff>, ccc: u32, cycle: u64) {
        self.events += 1;
        if !diffs.is_empty() {
            self.mismatches += 1;
            if self.first_mismatch.is_none() {
                self.first_mismatch = Some(Mismatch {
                    event: self.events - 1,
                    line: 0,
                    ccc,
                    cycle,
                    diffs,
                    vcd: None,
                });
            }
        }
    }

    /// Clocks per request (requests and pacer steps together).
    pub fn clocks_per_event(&self) -> f64 {
        self.cycles as f64 / self.events.max(1) as f64
    }
}

/// Diffs of a context word, field by field (the packed word when the fields agree).
fn diff_word(d: &mut Vec<FieldDiff>, name: &str, golden: u128, rtl: u128) {
    if golden != rtl {
        d.push(FieldDiff {
            field: format!("{name}_lo"),
            golden: golden as u64,
            rtl: rtl as u64,
        });
        d.push(FieldDiff {
            field: format!("{name}_hi"),
            golden: (golden >> 64) as u64,
            rtl: (rtl >> 64) as u64,
        });
    }
}

// ---------------------------------------------------------------------------------------
// The pacer
// ---------------------------------------------------------------------------------------

struct PacerPorts {
    req_valid: PortId,
    req_ready: PortId,
    req_op: PortId,
    req_ccc: PortId,
    req_ev: PortId,
    req_ecn: PortId,
    req_last_hop: PortId,
    req_pull: PortId,
    pace_en: PortId,
    now_ns: PortId,
    done: PortId,
    done_op: PortId,
    done_refused: PortId,
    done_ev_change: PortId,
    done_now: PortId,
    grant_valid: PortId,
    grant_ccc: PortId,
    grant_pull: PortId,
    grant_bytes: PortId,
    tokens_q8: PortId,
    last_ns: PortId,
    waiting: PortId,
    granted_bytes: PortId,
    grants: PortId,
    ev_changes: PortId,
    refused_ccc: PortId,
    refused_idle: PortId,
    ctx_we: PortId,
    ctx_waddr: PortId,
    ctx_wdata: PortId,
}

/// The Verilated pacer beside its golden twin.
pub struct PacerLane {
    dut: Verilated,
    p: PacerPorts,
    pub golden: RcccReceiver,
    cccs: usize,
    ctx: Vec<u128>,
    /// Requests taken and not yet answered (at most one: the block is sequential).
    taken: VecDeque<(RxOp, u64)>,
    /// Clock of the last answer.
    last_done: u64,
    pub run: RcccRun,
}

impl PacerLane {
    /// `top`: `rccc_pacer_cu` or `rccc_pacer_ecp5`, built for `cfg` with `cccs` CCCs.
    pub fn new(top: &str, cfg: RcccConfig, cccs: usize) -> Result<PacerLane, CosimError> {
        let dut = Verilated::new(top)?;
        let q = |n: &str| dut.port(n);
        let p = PacerPorts {
            req_valid: q("req_valid")?,
            req_ready: q("req_ready")?,
            req_op: q("req_op")?,
            req_ccc: q("req_ccc")?,
            req_ev: q("req_ev")?,
            req_ecn: q("req_ecn")?,
            req_last_hop: q("req_last_hop")?,
            req_pull: q("req_pull")?,
            pace_en: q("pace_en")?,
            now_ns: q("now_ns")?,
            done: q("done")?,
            done_op: q("done_op")?,
            done_refused: q("done_refused")?,
            done_ev_change: q("done_ev_change")?,
            done_now: q("done_now")?,
            grant_valid: q("grant_valid")?,
            grant_ccc: q("grant_ccc")?,
            grant_pull: q("grant_pull")?,
            grant_bytes: q("grant_bytes")?,
            tokens_q8: q("tokens_q8")?,
            last_ns: q("last_ns")?,
            waiting: q("waiting")?,
            granted_bytes: q("granted_bytes")?,
            grants: q("grants")?,
            ev_changes: q("ev_changes")?,
            refused_ccc: q("refused_ccc_out_of_range")?,
            refused_idle: q("refused_idle")?,
            ctx_we: q("ctx_we")?,
            ctx_waddr: q("ctx_waddr")?,
            ctx_wdata: q("ctx_wdata")?,
        };
        let golden =
            RcccReceiver::new(cfg, cccs, 0).map_err(|e| CosimError::Config(e.to_string()))?;
        Ok(PacerLane {
            dut,
            p,
            golden,
            cccs,
            ctx: vec![0; cccs],
            taken: VecDeque::new(),
            last_done: 0,
            run: RcccRun {
                top: top.to_string(),
                cccs,
                ..RcccRun::default()
            },
        })
    }

    fn present(&mut self, op: Option<RxOp>) {
        let p = &self.p;
        let d = &mut self.dut;
        d.set(p.req_valid, op.is_some() as u64);
        let Some(op) = op else { return };
        let (code, ccc, ev, ecn, lh, pull, now) = match op {
            RxOp::Activate(c) => (0, c, 0, false, false, 0, 0),
            RxOp::Rts { ccc, pull_q } => (1, ccc, 0, false, false, pull_q, 0),
            RxOp::Data {
                ccc,
                ev,
                ecn,
                ecn_last_hop,
                pull_q,
            } => (2, ccc, ev, ecn, ecn_last_hop, pull_q, 0),
            RxOp::Pace(t) => (3, 0, 0, false, false, 0, t),
        };
        d.set(p.req_op, code);
        // an id beyond the port's 16 bits is refused as out of range on the wire too
        d.set(p.req_ccc, ccc.min(0xFFFF) as u64);
        d.set(p.req_ev, (ev & 0xFF) as u64);
        d.set(p.req_ecn, ecn as u64);
        d.set(p.req_last_hop, lh as u64);
        d.set(p.req_pull, pull as u64);
        if code == 3 {
            d.set(p.now_ns, now as u64);
        }
    }

    /// One clock at `now` (with `auto`: the pacer steps when no request is valid); returns
    /// whether the request presented was taken.
    fn clock(&mut self, now: u32, auto: bool, op: Option<RxOp>) -> Result<bool, CosimError> {
        self.present(op);
        if !matches!(op, Some(RxOp::Pace(_))) {
            self.dut.set(self.p.now_ns, now as u64);
        }
        self.dut.set(self.p.pace_en, auto as u64);
        self.dut.eval();
        let p = &self.p;
        if self.dut.get(p.ctx_we) == 1 {
            let a = self.dut.get(p.ctx_waddr) as usize;
            let w = words_u128(&self.dut.get_wide(p.ctx_wdata));
            if let Some(c) = self.ctx.get_mut(a) {
                *c = w;
            }
        }
        let taken = op.is_some() && self.dut.get(p.req_ready) == 1;
        if let (true, Some(o)) = (taken, op) {
            self.taken.push_back((o, self.dut.cycles()));
        }
        self.dut.tick();
        if self.dut.get(self.p.done) == 1 {
            self.answer()?;
        }
        Ok(taken)
    }

    /// The block answered: the request it took (or a step of its own) applied to the golden
    /// twin and compared.
    fn answer(&mut self) -> Result<(), CosimError> {
        let p = &self.p;
        let d = &self.dut;
        let op_code = d.get(p.done_op);
        let (op, explicit) = match self.taken.pop_front() {
            Some((o, _)) => (o, true),
            None if op_code == 3 => (RxOp::Pace(d.get(p.done_now) as u32), false),
            None => {
                return Err(CosimError::Stuck(format!(
                    "{}: an answer (op {op_code}) without a request",
                    self.run.top
                )))
            }
        };
        let cycle = d.cycles();
        let clocks = cycle - self.last_done;
        self.last_done = cycle;
        // the CCC whose context the op may write
        let touched = match op {
            RxOp::Activate(c) | RxOp::Rts { ccc: c, .. } | RxOp::Data { ccc: c, .. } => Some(c),
            RxOp::Pace(_) => self.golden.fifo_front(),
        };
        let out = self.golden.apply(op);
        let mut df = Vec::new();
        let want_code = match op {
            RxOp::Activate(_) => 0,
            RxOp::Rts { .. } => 1,
            RxOp::Data { .. } => 2,
            RxOp::Pace(_) => 3,
        };
        diff(&mut df, "done_op", want_code, op_code);
        let (refused, evch, grant) = match out {
            RxOut::Done => (0, false, None),
            RxOut::Data { ev_change } => (0, ev_change, None),
            RxOut::Paced(g) => (0, false, g),
            RxOut::Refused(RxRefusal::CccOutOfRange) => (1, false, None),
            RxOut::Refused(RxRefusal::Idle) => (2, false, None),
        };
        diff(&mut df, "refused", refused, d.get(p.done_refused));
        diff(&mut df, "ev_change", evch as u64, d.get(p.done_ev_change));
        diff(
            &mut df,
            "grant",
            grant.is_some() as u64,
            d.get(p.grant_valid),
        );
        if let Some(g) = grant {
            diff(&mut df, "grant_ccc", g.ccc as u64, d.get(p.grant_ccc));
            diff(
                &mut df,
                "grant_pull_q",
                g.pull_q as u64,
                d.get(p.grant_pull),
            );
            diff(&mut df, "grant_bytes", g.bytes as u64, d.get(p.grant_bytes));
            self.run.grants += 1;
        }
        if let RxOp::Pace(t) = op {
            diff(&mut df, "pace_now", t as u64, d.get(p.done_now));
        }
        let (tok, last) = self.golden.pacer_regs();
        diff(&mut df, "tokens_q8", tok as u64, d.get(p.tokens_q8));
        diff(&mut df, "last_ns", last as u64, d.get(p.last_ns));
        diff(
            &mut df,
            "waiting",
            self.golden.waiting() as u64,
            d.get(p.waiting),
        );
        let (bytes, grants, chg) = self.golden.totals();
        diff(
            &mut df,
            "granted_bytes",
            bytes & ((1 << 48) - 1),
            d.get(p.granted_bytes),
        );
        diff(&mut df, "grants", grants & 0xFFFF_FFFF, d.get(p.grants));
        diff(
            &mut df,
            "ev_changes",
            chg & 0xFFFF_FFFF,
            d.get(p.ev_changes),
        );
        let rf = self.golden.refusals();
        diff(
            &mut df,
            "refused_ccc_out_of_range",
            rf.ccc_out_of_range & 0xFFFF_FFFF,
            d.get(p.refused_ccc),
        );
        diff(
            &mut df,
            "refused_idle",
            rf.idle & 0xFFFF_FFFF,
            d.get(p.refused_idle),
        );
        if let Some(c) = touched.filter(|&c| (c as usize) < self.cccs) {
            let g = self.golden.state(c).unwrap_or_default().pack();
            diff_word(&mut df, "context", g, self.ctx[c as usize]);
        }
        let r = &mut self.run;
        let slot = if matches!(op, RxOp::Pace(_)) {
            &mut r.pacer_steps
        } else {
            &mut r.requests
        };
        if refused == 1 {
            r.refused_at_once += 1;
        } else {
            slot.0 += 1;
            slot.1 += clocks;
            slot.2 = slot.2.max(clocks);
        }
        if evch {
            r.ev_changes += 1;
        }
        let _ = explicit;
        let ccc = touched.unwrap_or(0);
        r.book(df, ccc, cycle);
        Ok(())
    }

    /// Runs `ops` back to back; with `auto_pace` = Some(ns per clock) the pacer steps by
    /// itself in free clocks, its time the clock count times that (from 0), and each
    /// explicit `Pace` of `ops` is a gap of 6 clocks without a request instead.
    pub fn run_ops(&mut self, ops: &[RxOp], auto_pace: Option<u32>) -> Result<(), CosimError> {
        let now = |c: u64| auto_pace.map_or(0, |ns| (c as u32).wrapping_mul(ns));
        for &op in ops {
            if auto_pace.is_some() && matches!(op, RxOp::Pace(_)) {
                // a gap in the requests: the pacer steps by itself (requests come first)
                for _ in 0..6 {
                    self.clock(now(self.dut.cycles()), true, None)?;
                }
                continue;
            }
            let top = self.run.top.clone();
            within(&top, &format!("{op:?} not taken"), || {
                self.clock(now(self.dut.cycles()), auto_pace.is_some(), Some(op))
            })?;
        }
        // until the last request is answered
        let top = self.run.top.clone();
        within(&top, "no answer", || {
            if self.taken.is_empty() {
                return Ok(true);
            }
            self.clock(now(self.dut.cycles()), false, None)?;
            Ok(false)
        })?;
        // an automatic step in flight completes too
        for _ in 0..8 {
            self.clock(now(self.dut.cycles()), false, None)?;
        }
        self.run.cycles = self.dut.cycles();
        Ok(())
    }

    /// A VCD of the run from here on.
    pub fn trace_open(&mut self, path: &std::path::Path) -> Result<(), CosimError> {
        Ok(self.dut.trace_open(path)?)
    }
}

/// A seeded random receiver stream of `n` requests over `cccs` CCCs (and ids beyond).
pub fn random_rx_ops(cccs: usize, n: usize, seed: u64) -> Vec<RxOp> {
    let mut r = Rng::new(seed);
    let mut ops = Vec::with_capacity(n + cccs);
    let mut targets = vec![0u32; cccs];
    let mut t: u32 = r.range(0, 1 << 20) as u32;
    // most CCCs active; some stay idle
    for c in 0..cccs as u32 {
        if r.range(0, 8) != 0 {
            ops.push(RxOp::Activate(c));
        }
    }
    for _ in 0..n {
        let ccc = match r.range(0, 64) {
            0 => cccs as u32 + r.range(0, 100) as u32,
            1 => 0xFFFF - r.range(0, 4) as u32,
            2 => 0x1_0000 + r.range(0, 4) as u32,
            _ => {
                // a few hot CCCs most of the time (the same-CCC case), all of them sometimes
                let span = cccs.min(8 + r.range(0, cccs as u64) as usize) as u64;
                r.range(0, span) as u32
            }
        };
        let k = ccc as usize;
        let step = match r.range(0, 32) {
            0 => 0x8000_0000u32.wrapping_add(r.range(0, 16) as u32), // goes back
            1 => 0,
            2 => u32::MAX - r.range(0, 8) as u32,
            _ => r.range(0, 200) as u32,
        };
        let pull = targets.get(k).copied().unwrap_or(0).wrapping_add(step);
        if let Some(x) = targets.get_mut(k) {
            *x = pull;
        }
        match r.range(0, 20) {
            0 => ops.push(RxOp::Activate(ccc)),
            1..=3 => ops.push(RxOp::Rts { ccc, pull_q: pull }),
            4..=11 => ops.push(RxOp::Data {
                ccc,
                ev: r.range(0, 4) as u32 | (r.range(0, 2) as u32) << 8,
                ecn: r.range(0, 3) != 0,
                ecn_last_hop: r.range(0, 5) == 0,
                pull_q: pull,
            }),
            _ => {
                t = match r.range(0, 40) {
                    0 => t.wrapping_sub(r.range(0, 1000) as u32), // goes back
                    1 => t,                                       // stands still
                    2 => t.wrapping_add(0x7FFF_0000),             // a long jump
                    3 => u32::MAX - r.range(0, 50) as u32,        // near the wrap
                    _ => t.wrapping_add(r.range(0, 400) as u32),
                };
                ops.push(RxOp::Pace(t));
            }
        }
    }
    ops
}

// ---------------------------------------------------------------------------------------
// The sender's credit
// ---------------------------------------------------------------------------------------

struct SenderPorts {
    req_valid: PortId,
    req_ready: PortId,
    req_op: PortId,
    req_ccc: PortId,
    req_a: PortId,
    req_backlog: PortId,
    req_in_flight: PortId,
    req_cwnd: PortId,
    req_flags: PortId,
    done: PortId,
    done_op: PortId,
    done_refused: PortId,
    done_ok: PortId,
    done_ar: PortId,
    done_rts: PortId,
    done_bytes: PortId,
    done_pull: PortId,
    refused: PortId,
    ctx_we: PortId,
    ctx_waddr: PortId,
    ctx_wdata: PortId,
}

/// The Verilated sender credit block beside its golden twin.
pub struct SenderLane {
    dut: Verilated,
    p: SenderPorts,
    pub golden: SenderCredits,
    cccs: usize,
    ctx: Vec<u128>,
    taken: VecDeque<(u32, TxOp, u64)>,
    last_done: u64,
    pub run: RcccRun,
}

/// The sender op's code on the port and its operands: `a` (pull_q, size or now),
/// backlog, in-flight, cwnd, flags (bit 0 retransmission / has_data, bit 1 window_full).
fn tx_fields(op: TxOp) -> (u64, u32, u32, u32, u32, u64) {
    match op {
        TxOp::Init => (0, 0, 0, 0, 0, 0),
        TxOp::Grant { pull_q } => (1, pull_q, 0, 0, 0, 0),
        TxOp::Stop => (2, 0, 0, 0, 0, 0),
        TxOp::Send {
            size,
            retransmission,
            backlog_after,
            in_flight_after,
            cwnd,
        } => (
            3,
            size,
            backlog_after,
            in_flight_after,
            cwnd,
            retransmission as u64,
        ),
        TxOp::Rts {
            now_ns,
            has_data,
            window_full,
            backlog,
            cwnd,
        } => (
            4,
            now_ns,
            backlog,
            0,
            cwnd,
            has_data as u64 | (window_full as u64) << 1,
        ),
    }
}

impl SenderLane {
    /// `top`: `rccc_sender_cu` or `rccc_sender_ecp5`, built for `cfg` with `cccs` CCCs.
    pub fn new(top: &str, cfg: SenderConfig, cccs: usize) -> Result<SenderLane, CosimError> {
        let dut = Verilated::new(top)?;
        let q = |n: &str| dut.port(n);
        let p = SenderPorts {
            req_valid: q("req_valid")?,
            req_ready: q("req_ready")?,
            req_op: q("req_op")?,
            req_ccc: q("req_ccc")?,
            req_a: q("req_a")?,
            req_backlog: q("req_backlog")?,
            req_in_flight: q("req_in_flight")?,
            req_cwnd: q("req_cwnd")?,
            req_flags: q("req_flags")?,
            done: q("done")?,
            done_op: q("done_op")?,
            done_refused: q("done_refused")?,
            done_ok: q("done_ok")?,
            done_ar: q("done_ar")?,
            done_rts: q("done_rts")?,
            done_bytes: q("done_bytes")?,
            done_pull: q("done_pull")?,
            refused: q("refused_ccc_out_of_range")?,
            ctx_we: q("ctx_we")?,
            ctx_waddr: q("ctx_waddr")?,
            ctx_wdata: q("ctx_wdata")?,
        };
        let golden =
            SenderCredits::new(cfg, cccs).map_err(|e| CosimError::Config(e.to_string()))?;
        let mut dut = dut;
        for (port, v) in [
            ("cfg_rccc", cfg.rccc as u64),
            ("cfg_max_credit", cfg.max_credit as u64),
            ("cfg_initial_credit", cfg.initial_credit as u64),
            ("cfg_rts_interval", cfg.rts_interval_ns as u64),
            ("cfg_mtu", cfg.mtu as u64),
        ] {
            let id = dut.port(port)?;
            dut.set(id, v);
        }
        Ok(SenderLane {
            dut,
            p,
            golden,
            cccs,
            ctx: vec![0; cccs],
            taken: VecDeque::new(),
            last_done: 0,
            run: RcccRun {
                top: top.to_string(),
                cccs,
                ..RcccRun::default()
            },
        })
    }

    fn clock(&mut self, req: Option<(u32, TxOp)>) -> Result<bool, CosimError> {
        let p = &self.p;
        let d = &mut self.dut;
        d.set(p.req_valid, req.is_some() as u64);
        if let Some((ccc, op)) = req {
            let (code, a, backlog, in_flight, cwnd, flags) = tx_fields(op);
            d.set(p.req_op, code);
            d.set(p.req_ccc, ccc.min(0xFFFF) as u64);
            d.set(p.req_a, a as u64);
            d.set(p.req_backlog, backlog as u64);
            d.set(p.req_in_flight, in_flight as u64);
            d.set(p.req_cwnd, cwnd as u64);
            d.set(p.req_flags, flags);
        }
        d.eval();
        if d.get(p.ctx_we) == 1 {
            let a = d.get(p.ctx_waddr) as usize;
            let w = words_u128(&d.get_wide(p.ctx_wdata));
            if let Some(c) = self.ctx.get_mut(a) {
                *c = w;
            }
        }
        let taken = req.is_some() && d.get(p.req_ready) == 1;
        if let (true, Some((c, o))) = (taken, req) {
            self.taken.push_back((c, o, d.cycles()));
        }
        d.tick();
        if self.dut.get(self.p.done) == 1 {
            self.answer()?;
        }
        Ok(taken)
    }

    fn answer(&mut self) -> Result<(), CosimError> {
        let Some((ccc, op, _)) = self.taken.pop_front() else {
            return Err(CosimError::Stuck(format!(
                "{}: an answer without a request",
                self.run.top
            )));
        };
        let p = &self.p;
        let d = &self.dut;
        let cycle = d.cycles();
        let clocks = cycle - self.last_done;
        self.last_done = cycle;
        let out = self.golden.apply(ccc, op);
        let mut df = Vec::new();
        diff(&mut df, "done_op", tx_fields(op).0, d.get(p.done_op));
        let refused = matches!(out, TxOut::Refused);
        diff(&mut df, "refused", refused as u64, d.get(p.done_refused));
        match out {
            TxOut::Granted(b) => diff(&mut df, "granted_bytes", b as u64, d.get(p.done_bytes)),
            TxOut::Sent { ok, ar, pull_q } => {
                diff(&mut df, "ok", ok as u64, d.get(p.done_ok));
                diff(&mut df, "ar", ar as u64, d.get(p.done_ar));
                diff(&mut df, "pull_q", pull_q as u64, d.get(p.done_pull));
            }
            TxOut::Rts { rts, pull_q } => {
                diff(&mut df, "rts", rts as u64, d.get(p.done_rts));
                diff(&mut df, "pull_q", pull_q as u64, d.get(p.done_pull));
            }
            TxOut::Done | TxOut::Refused => {}
        }
        diff(
            &mut df,
            "refused_count",
            self.golden.refused() & 0xFFFF_FFFF,
            d.get(p.refused),
        );
        if (ccc as usize) < self.cccs {
            let g = self
                .golden
                .state(ccc)
                .unwrap_or(SenderCredit::unpack(0))
                .pack();
            diff_word(&mut df, "context", g, self.ctx[ccc as usize]);
        }
        let r = &mut self.run;
        if refused {
            r.refused_at_once += 1;
        } else {
            r.requests.0 += 1;
            r.requests.1 += clocks;
            r.requests.2 = r.requests.2.max(clocks);
        }
        r.book(df, ccc, cycle);
        Ok(())
    }

    /// Runs `ops` back to back.
    pub fn run_ops(&mut self, ops: &[(u32, TxOp)]) -> Result<(), CosimError> {
        let top = self.run.top.clone();
        for &req in ops {
            within(&top, &format!("{req:?} not taken"), || {
                self.clock(Some(req))
            })?;
        }
        within(&top, "no answer", || {
            if self.taken.is_empty() {
                return Ok(true);
            }
            self.clock(None)?;
            Ok(false)
        })?;
        self.run.cycles = self.dut.cycles();
        Ok(())
    }

    pub fn trace_open(&mut self, path: &std::path::Path) -> Result<(), CosimError> {
        Ok(self.dut.trace_open(path)?)
    }
}

/// A seeded random sender stream of `n` requests over `cccs` CCCs (and ids beyond): grants
/// that go back, wrap or overflow the cap, sends that drive the credit to its floor, RTS
/// timing across the 32-bit wrap, extreme backlogs and windows.
pub fn random_tx_ops(cccs: usize, n: usize, seed: u64) -> Vec<(u32, TxOp)> {
    let mut r = Rng::new(seed);
    let mut ops: Vec<(u32, TxOp)> = (0..cccs as u32)
        .filter(|_| r.range(0, 8) != 0)
        .map(|c| (c, TxOp::Init))
        .collect();
    let mut pulls = vec![0u32; cccs];
    let mut t: u32 = u32::MAX - 200_000;
    let big = |r: &mut Rng| match r.range(0, 16) {
        0 => u32::MAX - r.range(0, 4) as u32,
        1 => 0,
        2 => 1 << 24,
        3 => r.range(0, 1 << 32) as u32,
        _ => r.range(0, 200_000) as u32,
    };
    for _ in 0..n {
        let ccc = match r.range(0, 64) {
            0 => cccs as u32 + r.range(0, 100) as u32,
            1 => 0x1_0000 + r.range(0, 4) as u32,
            _ => {
                // a few hot CCCs most of the time (the same-CCC case), all of them sometimes
                let span = cccs.min(8 + r.range(0, cccs as u64) as usize) as u64;
                r.range(0, span) as u32
            }
        };
        let op = match r.range(0, 24) {
            0 => TxOp::Init,
            1 => TxOp::Stop,
            2..=6 => {
                let k = ccc as usize;
                let step = match r.range(0, 16) {
                    0 => 0x8000_0000u32.wrapping_add(r.range(0, 8) as u32),
                    1 => 0,
                    2 => 0x7FFF_FFFF,
                    _ => r.range(0, 300) as u32,
                };
                let pull_q = pulls.get(k).copied().unwrap_or(0).wrapping_add(step);
                if let Some(x) = pulls.get_mut(k) {
                    *x = pull_q;
                }
                TxOp::Grant { pull_q }
            }
            7..=17 => TxOp::Send {
                size: if r.range(0, 16) == 0 {
                    big(&mut r)
                } else {
                    4160
                },
                retransmission: r.range(0, 10) == 0,
                backlog_after: big(&mut r),
                in_flight_after: big(&mut r),
                cwnd: big(&mut r),
            },
            _ => {
                t = match r.range(0, 16) {
                    0 => t.wrapping_sub(r.range(0, 20_000) as u32),
                    1 => t,
                    _ => t.wrapping_add(r.range(0, 8_000) as u32),
                };
                TxOp::Rts {
                    now_ns: t,
                    has_data: r.range(0, 6) != 0,
                    window_full: r.range(0, 3) != 0,
                    backlog: big(&mut r),
                    cwnd: big(&mut r),
                }
            }
        };
        ops.push((ccc, op));
    }
    ops
}

/// `RxCcc`'s packed word width, re-exported for the reports.
pub const RX_CTX_BITS: u32 = RxCcc::BITS;
