//! Co-simulation of the EV engine RTL ([`nscc_rtl::multipath::mp_engine::MpEvEngine`], one Verilated
//! top per strategy and size) against the golden [`MpEngine`]: every request (activation,
//! reset, decision, feedback) is presented as soon as the engine takes it (back to back);
//! every decision's EV, source and `dropped` flag, every lifecycle answer, the LFSR and the
//! complete context of the request's CCC (the record and penalty words, mirrored from the
//! block RAMs' write ports) are compared with the golden engine after every request, the
//! refusal counters at the end.
//!
//! Streams: a trace's sends and feedback, per CCC in order of first appearance, exactly as
//! `nscc multipath TRACE` drives the golden engine ([`trace_requests`]), or a seeded random
//! stream ([`random_requests`]) with lifecycle requests, idle CCCs, ids, EVs and classes out
//! of range, and time jumps beyond REPS' freeze.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::time::Instant;

use golden_model::multipath::{
    Feedback, MpConfig, MpEngine, MpRefusal, MpRefusals, Source, SourceCounts, Strategy,
    EV_WIRE_MAX,
};
use golden_model::EventKind;
use nscc_rtl::multipath::mp_engine::{instance, MpInstance, MP_SEED};
use serde::Serialize;

use crate::compare::{CosimError, FieldDiff, Mismatch};
use crate::verilated::{PortId, Verilated};
use nscc_trace::{TraceReader, TraceRow};

/// More clocks than any request takes (the ECP5's activation: ~85, its longest walk: 66).
const REQUEST_CLOCK_LIMIT: u64 = 10_000;

/// One request on the engine's ports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MpReq {
    Activate(u32),
    Reset(u32),
    Decide(u32),
    /// `class`: `Feedback::code` (above 5 refused); `ev`: the wire EV (above 16 bits refused).
    Feedback {
        ccc: u32,
        class: u32,
        ev: u32,
        t_ns: u32,
    },
}

impl MpReq {
    fn ccc(&self) -> u32 {
        match *self {
            MpReq::Activate(c) | MpReq::Reset(c) | MpReq::Decide(c) => c,
            MpReq::Feedback { ccc, .. } => ccc,
        }
    }
}

/// What the golden engine answered to a request.
#[derive(Clone, Copy, Debug)]
enum Expect {
    Ctl(bool),
    Decision(Option<(u16, Source, bool)>),
    Feedback,
}

struct Ports {
    ctl_valid: PortId,
    ctl_ready: PortId,
    ctl_op: PortId,
    ctl_ccc: PortId,
    ctl_done: PortId,
    ctl_ok: PortId,
    fb_valid: PortId,
    fb_ready: PortId,
    fb_ccc: PortId,
    fb_class: PortId,
    fb_ev: PortId,
    fb_t: PortId,
    dec_valid: PortId,
    dec_ready: PortId,
    dec_ccc: PortId,
    out_valid: PortId,
    out_ev: PortId,
    out_source: PortId,
    out_dropped: PortId,
    idle: PortId,
    wb_pending: PortId,
    lfsr: PortId,
    refused: [PortId; 4],
    rec_we: PortId,
    rec_waddr: PortId,
    rec_wdata: PortId,
    pen_we: PortId,
    pen_waddr: PortId,
    pen_wdata: PortId,
}

/// The Verilated EV engine of one instance beside its golden twin.
pub struct MpLane {
    dut: Verilated,
    p: Ports,
    pub inst: &'static MpInstance,
    pub golden: MpEngine,
    rec_mem: Vec<Vec<u32>>,
    pen_mem: Vec<u16>,
    /// The request taken last and the golden answer, compared when the next is taken.
    pending: Option<(MpReq, Expect, u64)>,
    got_decision: Option<(u16, u8, bool)>,
    got_done: Option<bool>,
    new_done: Option<bool>,
    /// Clocks since the last request was taken.
    since: u64,
    pub stats: MpStats,
    requests: u64,
}

/// Clocks per request, from its acceptance to the next acceptance (the requests back to
/// back).
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct MpStats {
    pub decisions: u64,
    pub decision_clocks: u64,
    pub decision_clocks_max: u64,
    pub feedbacks: u64,
    pub feedback_clocks: u64,
    pub feedback_clocks_max: u64,
    pub lifecycle: u64,
    pub lifecycle_clocks: u64,
    /// Requests refused at once (out-of-range id, EV or class) and their clocks.
    pub refused_at_once: u64,
    pub refused_clocks: u64,
    pub sources: [u64; 5],
    pub dropped: u64,
}

impl MpLane {
    /// The instance `inst`, its golden engine (`MpEngine::new(cfg, cccs, MP_SEED)`).
    pub fn new(inst: &'static MpInstance) -> Result<MpLane, CosimError> {
        let dut = Verilated::new(inst.top)?;
        let q = |n: &str| dut.port(n);
        let p = Ports {
            ctl_valid: q("ctl_valid")?,
            ctl_ready: q("ctl_ready")?,
            ctl_op: q("ctl_op")?,
            ctl_ccc: q("ctl_ccc")?,
            ctl_done: q("ctl_done")?,
            ctl_ok: q("ctl_ok")?,
            fb_valid: q("fb_valid")?,
            fb_ready: q("fb_ready")?,
            fb_ccc: q("fb_ccc")?,
            fb_class: q("fb_class")?,
            fb_ev: q("fb_ev")?,
            fb_t: q("fb_t")?,
            dec_valid: q("dec_valid")?,
            dec_ready: q("dec_ready")?,
            dec_ccc: q("dec_ccc")?,
            out_valid: q("out_valid")?,
            out_ev: q("out_ev")?,
            out_source: q("out_source")?,
            out_dropped: q("out_dropped")?,
            idle: q("idle")?,
            wb_pending: q("wb_pending")?,
            lfsr: q("lfsr")?,
            refused: [
                q("refused_ccc_out_of_range")?,
                q("refused_idle")?,
                q("refused_ev_out_of_range")?,
                q("refused_feedback_out_of_range")?,
            ],
            rec_we: q("rec_we")?,
            rec_waddr: q("rec_waddr")?,
            rec_wdata: q("rec_wdata")?,
            pen_we: q("pen_we")?,
            pen_waddr: q("pen_waddr")?,
            pen_wdata: q("pen_wdata")?,
        };
        let golden = MpEngine::new(inst.config(), inst.cccs, MP_SEED)
            .map_err(|e| CosimError::Config(e.to_string()))?;
        let words32 = inst.line_bits.div_ceil(32);
        Ok(MpLane {
            dut,
            p,
            inst,
            golden,
            rec_mem: vec![vec![0; words32]; inst.cccs * inst.lines],
            pen_mem: vec![0; inst.cccs * inst.pen_words],
            pending: None,
            got_decision: None,
            got_done: None,
            new_done: None,
            since: 0,
            stats: MpStats::default(),
            requests: 0,
        })
    }

    /// Clocks run so far.
    pub fn cycles(&self) -> u64 {
        self.dut.cycles()
    }

    fn set_request(&mut self, r: Option<MpReq>) {
        let p = &self.p;
        self.dut.set(p.ctl_valid, 0);
        self.dut.set(p.fb_valid, 0);
        self.dut.set(p.dec_valid, 0);
        match r {
            None => {}
            Some(MpReq::Activate(c)) | Some(MpReq::Reset(c)) => {
                self.dut.set(p.ctl_valid, 1);
                self.dut
                    .set(p.ctl_op, matches!(r, Some(MpReq::Reset(_))) as u64);
                self.dut.set(p.ctl_ccc, (c & 0xFFFF) as u64);
            }
            Some(MpReq::Decide(c)) => {
                self.dut.set(p.dec_valid, 1);
                self.dut.set(p.dec_ccc, (c & 0xFFFF) as u64);
            }
            Some(MpReq::Feedback {
                ccc,
                class,
                ev,
                t_ns,
            }) => {
                self.dut.set(p.fb_valid, 1);
                self.dut.set(p.fb_ccc, (ccc & 0xFFFF) as u64);
                self.dut.set(p.fb_class, (class & 7) as u64);
                self.dut.set(p.fb_ev, ev as u64);
                self.dut.set(p.fb_t, t_ns as u64);
            }
        }
    }

    /// One clock: the block RAMs' writes of this clock mirrored, then the edge, then the
    /// registered outputs captured. Returns whether `ready` was high (the request taken).
    fn clock(&mut self, ready: Option<PortId>) -> bool {
        self.dut.eval();
        let p = &self.p;
        if self.dut.get(p.rec_we) == 1 {
            let a = self.dut.get(p.rec_waddr) as usize;
            let d = self.dut.get_wide(p.rec_wdata);
            if let Some(line) = self.rec_mem.get_mut(a) {
                *line = d;
            }
        }
        if self.dut.get(p.pen_we) == 1 {
            let a = self.dut.get(p.pen_waddr) as usize;
            let d = self.dut.get(p.pen_wdata) as u16;
            if let Some(w) = self.pen_mem.get_mut(a) {
                *w = d;
            }
        }
        let taken = ready.is_some_and(|r| self.dut.get(r) == 1);
        self.dut.tick();
        self.since += 1;
        // a lifecycle answer registered by the edge that took a request is that request's (a
        // refusal at once); a decision always the request's before (taken in its last clock)
        let done = if taken {
            &mut self.new_done
        } else {
            &mut self.got_done
        };
        if self.dut.get(p.out_valid) == 1 {
            self.got_decision = Some((
                self.dut.get(p.out_ev) as u16,
                self.dut.get(p.out_source) as u8,
                self.dut.get(p.out_dropped) == 1,
            ));
        }
        if self.dut.get(p.ctl_done) == 1 {
            *done = Some(self.dut.get(p.ctl_ok) == 1);
        }
        taken
    }

    /// The golden engine's answer to `r`, the engine's state advanced.
    fn golden_apply(&mut self, r: MpReq) -> Expect {
        let g = &mut self.golden;
        match r {
            MpReq::Activate(c) => Expect::Ctl(g.activate(c).is_ok()),
            MpReq::Reset(c) => Expect::Ctl(g.reset(c).is_ok()),
            MpReq::Decide(c) => {
                Expect::Decision(g.next_ev(c).ok().map(|d| (d.ev, d.source, d.dropped)))
            }
            MpReq::Feedback {
                ccc,
                class,
                ev,
                t_ns,
            } => {
                // the RTL's order: CCC id, EV width, class, then idle
                if (ccc as usize) < g.cccs() && ev <= EV_WIRE_MAX && class > 5 {
                    g.refuse(MpRefusal::FeedbackOutOfRange);
                } else {
                    let fb = Feedback::from_code(class).unwrap_or(Feedback::Good);
                    let _ = g.feedback(ccc, fb, ev, t_ns);
                }
                Expect::Feedback
            }
        }
    }

    /// Presents `r` until the engine takes it; the request before it is then complete and
    /// compared. Returns the differences of that earlier request.
    pub fn request(&mut self, r: MpReq) -> Result<Vec<FieldDiff>, CosimError> {
        self.set_request(Some(r));
        let ready = match r {
            MpReq::Activate(_) | MpReq::Reset(_) => self.p.ctl_ready,
            MpReq::Decide(_) => self.p.dec_ready,
            MpReq::Feedback { .. } => self.p.fb_ready,
        };
        let mut n = 0;
        // the request before this one: its clocks end where this one is taken
        loop {
            let took = self.clock(Some(ready));
            if took {
                break;
            }
            n += 1;
            if n > REQUEST_CLOCK_LIMIT {
                return Err(CosimError::Stuck(format!(
                    "{}: request {r:?} not taken after {REQUEST_CLOCK_LIMIT} clocks",
                    self.inst.top
                )));
            }
        }
        self.set_request(None);
        // the second record line of the request before is written in the clock after the
        // one that took this request
        self.dut.eval();
        if self.dut.get(self.p.wb_pending) == 1 && self.dut.get(self.p.rec_we) == 1 {
            let a = self.dut.get(self.p.rec_waddr) as usize;
            let d = self.dut.get_wide(self.p.rec_wdata);
            if let Some(line) = self.rec_mem.get_mut(a) {
                *line = d;
            }
        }
        let clocks = self.since;
        let diffs = self.close_pending(clocks)?;
        let e = self.golden_apply(r);
        self.got_decision = None;
        self.got_done = self.new_done.take();
        self.since = 0;
        self.pending = Some((r, e, self.requests));
        self.requests += 1;
        Ok(diffs)
    }

    /// Runs until the engine is idle and compares the last request.
    pub fn drain(&mut self) -> Result<Vec<FieldDiff>, CosimError> {
        let mut n = 0;
        loop {
            self.dut.eval();
            if self.dut.get(self.p.idle) == 1 && n > 0 {
                break;
            }
            self.clock(None);
            n += 1;
            if n > REQUEST_CLOCK_LIMIT {
                return Err(CosimError::Stuck(format!("{}: never idle", self.inst.top)));
            }
        }
        // the last request's clocks: until the engine is idle
        let clocks = self.since;
        let mut d = self.close_pending(clocks)?;
        let g = self.golden.refusals();
        for (i, r) in MpRefusal::ALL.iter().enumerate() {
            let rtl = self.dut.get(self.p.refused[i]);
            if rtl != g.get(*r) & 0xFFFF_FFFF {
                d.push(FieldDiff {
                    field: format!("refused_{}", r.as_str()),
                    golden: g.get(*r),
                    rtl,
                });
            }
        }
        Ok(d)
    }

    /// Compares the pending request (complete now) and books its clocks.
    fn close_pending(&mut self, clocks: u64) -> Result<Vec<FieldDiff>, CosimError> {
        let Some((r, e, _)) = self.pending.take() else {
            return Ok(Vec::new());
        };
        let mut d = Vec::new();
        let mut diff =
            |field: &str, golden: u64, rtl: u64| crate::compare::diff(&mut d, field, golden, rtl);
        let s = &mut self.stats;
        let in_range = (r.ccc() as usize) < self.inst.cccs;
        match e {
            Expect::Ctl(ok) => {
                s.lifecycle += 1;
                s.lifecycle_clocks += clocks;
                diff("ctl_done", 1, self.got_done.is_some() as u64);
                diff("ctl_ok", ok as u64, self.got_done.unwrap_or(false) as u64);
            }
            Expect::Decision(g) => {
                let got = self.got_decision;
                diff("decision", g.is_some() as u64, got.is_some() as u64);
                if let (Some((ev, src, drop)), Some((rev, rsrc, rdrop))) = (g, got) {
                    diff("ev", ev as u64, rev as u64);
                    let code = Source::ALL.iter().position(|x| *x == src).unwrap_or(0);
                    diff("source", code as u64, rsrc as u64);
                    diff("dropped", drop as u64, rdrop as u64);
                    s.sources[code] += 1;
                    s.dropped += drop as u64;
                }
                if in_range {
                    s.decisions += 1;
                    s.decision_clocks += clocks;
                    s.decision_clocks_max = s.decision_clocks_max.max(clocks);
                } else {
                    s.refused_at_once += 1;
                    s.refused_clocks += clocks;
                }
            }
            Expect::Feedback => {
                diff("decision", 0, self.got_decision.is_some() as u64);
                let at_once = match r {
                    MpReq::Feedback { ev, class, .. } => ev > EV_WIRE_MAX || class > 5,
                    _ => false,
                };
                if in_range && !at_once {
                    s.feedbacks += 1;
                    s.feedback_clocks += clocks;
                    s.feedback_clocks_max = s.feedback_clocks_max.max(clocks);
                } else {
                    s.refused_at_once += 1;
                    s.refused_clocks += clocks;
                }
            }
        }
        diff(
            "lfsr",
            self.golden.lfsr().state as u64,
            self.dut.get(self.p.lfsr),
        );
        if in_range {
            let c = r.ccc() as usize;
            let ctx = self.golden.context(r.ccc()).expect("in range");
            let per_line = self.inst.line_bits / 16;
            for h in 0..self.inst.lines {
                let line = &self.rec_mem[c * self.inst.lines + h];
                for i in 0..per_line {
                    let w = (line[i / 2] >> (16 * (i % 2))) & 0xFFFF;
                    let k = h * per_line + i;
                    let g = ctx.record.get(k).copied().unwrap_or(0);
                    diff(&format!("record[{k}]"), g as u64, w as u64);
                }
            }
            for w in 0..self.inst.pen_words {
                diff(
                    &format!("pen[{w}]"),
                    ctx.pen[w] as u64,
                    self.pen_mem[c * self.inst.pen_words + w] as u64,
                );
            }
        }
        Ok(d)
    }
}

/// What `nscc cosim --core multipath` reports.
#[derive(Clone, Debug, Serialize)]
pub struct MpCosimReport {
    pub trace: String,
    pub core: &'static str,
    pub strategy: &'static str,
    /// The Verilated instance and its size.
    pub rtl: &'static str,
    pub cccs: usize,
    pub evs: usize,
    /// Requests compared (activations, resets, decisions, feedback, refusals).
    pub events: u64,
    pub decisions: u64,
    pub feedbacks: u64,
    pub lifecycle: u64,
    pub refused: MpRefusals,
    pub mismatches: u64,
    pub fields_compared: u64,
    pub cycles: u64,
    /// Clocks from a decision's acceptance to the next request's (back to back).
    pub clocks_per_decision_mean: f64,
    pub clocks_per_decision_max: u64,
    pub clocks_per_feedback_mean: f64,
    pub clocks_per_feedback_max: u64,
    /// Decisions and feedback of the stream in the clocks they took: clocks per decision
    /// with the stream's feedback interleaved, and the decisions per second at 40 MHz.
    pub clocks_per_decision_with_feedback: f64,
    pub decisions_per_sec_at_40mhz: f64,
    pub sources: SourceCounts,
    pub events_per_sec: f64,
    pub first_mismatch: Option<Mismatch>,
}

impl MpCosimReport {
    pub fn to_text(&self) -> String {
        let mut t = String::new();
        let _ = writeln!(
            t,
            "trace       {} (EV engine {}, {} strategy, {} CCCs x {} EVs)",
            self.trace, self.rtl, self.strategy, self.cccs, self.evs
        );
        let _ = writeln!(
            t,
            "requests    {}: {} decisions, {} feedback, {} lifecycle, {} refused",
            self.events,
            self.decisions,
            self.feedbacks,
            self.lifecycle,
            self.refused.total()
        );
        let s = &self.sources;
        let _ = writeln!(
            t,
            "sources     rotation {}, fallback {}, recycled {}, explore {}, frozen {}; dropped {}",
            s.rotation, s.fallback, s.recycled, s.explore, s.frozen, s.dropped
        );
        let _ = writeln!(
            t,
            "clocks      {:.2} per decision (max {}), {:.2} per feedback (max {}); {:.2} per decision with the feedback interleaved: {:.1} M decisions/s at 40 MHz",
            self.clocks_per_decision_mean,
            self.clocks_per_decision_max,
            self.clocks_per_feedback_mean,
            self.clocks_per_feedback_max,
            self.clocks_per_decision_with_feedback,
            self.decisions_per_sec_at_40mhz / 1e6
        );
        let _ = writeln!(
            t,
            "compared    {} fields, {} mismatching requests; co-sim {:.0} requests/s",
            self.fields_compared, self.mismatches, self.events_per_sec
        );
        if let Some(m) = &self.first_mismatch {
            t += &m.to_text("MISMATCH");
        }
        t
    }
}

/// Runs `reqs` on `inst` (stops at the first mismatch).
pub fn cosim_requests(
    inst: &'static MpInstance,
    name: &str,
    reqs: &[MpReq],
    lines: Option<&[u64]>,
) -> Result<MpCosimReport, CosimError> {
    crate::verilated::prepare(inst.top)?;
    let mut lane = MpLane::new(inst)?;
    let start = Instant::now();
    let mut first_mismatch = None;
    let mut compared = 0u64;
    let fields = 5 + inst.lines * inst.line_bits / 16 + inst.pen_words;
    let mut done = 0u64;
    // the mismatch of request j (its comparison completes with the next request or the drain)
    let mismatch = |j: usize, cycle: u64, diffs: Vec<FieldDiff>| Mismatch {
        event: j as u64,
        line: lines.map(|l| l[j]).unwrap_or(0),
        ccc: reqs[j].ccc(),
        cycle,
        diffs,
        vcd: None,
    };
    for (i, r) in reqs.iter().enumerate() {
        let d = lane.request(*r)?;
        if i > 0 {
            compared += fields as u64;
            done += 1;
        }
        if !d.is_empty() {
            first_mismatch = Some(mismatch(i - 1, lane.cycles(), d));
            break;
        }
    }
    if first_mismatch.is_none() && !reqs.is_empty() {
        let d = lane.drain()?;
        compared += fields as u64 + 4;
        done += 1;
        if !d.is_empty() {
            first_mismatch = Some(mismatch(reqs.len() - 1, lane.cycles(), d));
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    let s = lane.stats;
    let mean = |a: u64, n: u64| if n == 0 { 0.0 } else { a as f64 / n as f64 };
    let with_fb = mean(s.decision_clocks + s.feedback_clocks, s.decisions);
    Ok(MpCosimReport {
        trace: name.to_string(),
        core: "multipath",
        strategy: inst.strategy.as_str(),
        rtl: inst.top,
        cccs: inst.cccs,
        evs: inst.evs(),
        events: done,
        decisions: s.decisions,
        feedbacks: s.feedbacks,
        lifecycle: s.lifecycle,
        refused: lane.golden.refusals(),
        mismatches: first_mismatch.is_some() as u64,
        fields_compared: compared,
        cycles: lane.cycles(),
        clocks_per_decision_mean: mean(s.decision_clocks, s.decisions),
        clocks_per_decision_max: s.decision_clocks_max,
        clocks_per_feedback_mean: mean(s.feedback_clocks, s.feedbacks),
        clocks_per_feedback_max: s.feedback_clocks_max,
        clocks_per_decision_with_feedback: with_fb,
        decisions_per_sec_at_40mhz: if with_fb > 0.0 { 40e6 / with_fb } else { 0.0 },
        sources: SourceCounts {
            rotation: s.sources[0],
            fallback: s.sources[1],
            recycled: s.sources[2],
            explore: s.sources[3],
            frozen: s.sources[4],
            dropped: s.dropped,
        },
        events_per_sec: done as f64 / elapsed.max(1e-9),
        first_mismatch,
    })
}

/// A trace's requests as `nscc multipath TRACE` drives the golden engine: the trace's CCCs
/// in order of first appearance (slots 0..), every slot activated first, a decision per
/// send, a feedback per ACK, NACK or timeout (its class, the row's EV, `t_ns`; the timeout
/// cuts of a row's `rto_before` on EV 0, htsim's unknown EV). Returns the requests, their
/// trace lines (0 for the activations), the slots and the EVs per CCC the sends span.
pub fn trace_requests(
    mut reader: TraceReader,
) -> Result<(Vec<MpReq>, Vec<u64>, usize, u32), CosimError> {
    reader.set_keep_extra(false);
    let mut slots: HashMap<u32, u32> = HashMap::new();
    let mut first_ev: HashMap<u32, u32> = HashMap::new();
    let mut span = 0u32;
    let mut body = Vec::new();
    let mut lines = Vec::new();
    let mut row = TraceRow::default();
    while reader.read_into(&mut row)? {
        let e = &row.event;
        let n = slots.len() as u32;
        let slot = *slots.entry(e.ccc).or_insert(n);
        // a timeout cut's EV is not recorded (0): the span is the rows'
        if !row.rto_cut {
            match first_ev.entry(e.ccc) {
                std::collections::hash_map::Entry::Vacant(v) => {
                    v.insert(e.ev);
                }
                std::collections::hash_map::Entry::Occupied(o) => {
                    if e.kind == EventKind::Send {
                        span |= e.ev ^ *o.get();
                    }
                }
            }
        }
        match row.mp.feedback(e) {
            None => body.push(MpReq::Decide(slot)),
            Some(fb) => body.push(MpReq::Feedback {
                ccc: slot,
                class: fb.code(),
                ev: e.ev,
                t_ns: (e.t_ps / 1000) as u32,
            }),
        }
        lines.push(row.line);
    }
    let paths = match reader.header().mp_paths {
        Some(p) => p,
        None => 1u32 << (32 - span.leading_zeros()).min(16),
    };
    let n = slots.len();
    let mut reqs: Vec<MpReq> = (0..n as u32).map(MpReq::Activate).collect();
    let mut all_lines = vec![0; n];
    reqs.extend(body);
    all_lines.extend(lines);
    Ok((reqs, all_lines, n, paths))
}

/// The instance a trace runs on: the Cu's when its CCCs and EVs fit (128 x 8), else the
/// ECP5's (1,024 x 256), unless `ecp5` forces it.
pub fn instance_for(
    strategy: Strategy,
    cccs: usize,
    paths: u32,
    ecp5: bool,
) -> Result<&'static MpInstance, CosimError> {
    let cu = instance(strategy, false);
    if !ecp5 && cccs <= cu.cccs && paths as usize <= cu.evs() {
        return Ok(cu);
    }
    let big = instance(strategy, true);
    if cccs > big.cccs {
        return Err(CosimError::Config(format!(
            "{cccs} CCCs: the largest EV engine instance holds {}",
            big.cccs
        )));
    }
    Ok(big)
}

/// Co-simulates a trace's sends and feedback on the strategy's instance.
pub fn mp_cosim_trace(
    reader: TraceReader,
    strategy: Strategy,
    ecp5: bool,
) -> Result<MpCosimReport, CosimError> {
    let name = reader.name().to_string();
    let (reqs, lines, cccs, paths) = trace_requests(reader)?;
    let inst = instance_for(strategy, cccs, paths, ecp5)?;
    cosim_requests(inst, &name, &reqs, Some(&lines))
}

fn splitmix(s: &mut u64) -> u64 {
    *s = s.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A seeded random stream of `n` requests for `cfg`'s engine of `cccs` CCCs: 16 hot CCCs
/// (most activated first, some left idle), decisions and feedback on them (every class, some
/// bursts of bad feedback so that every EV gets penalised, time steps of up to 2 us with
/// jumps of 5-20 ms beyond REPS' freeze), and rarely: resets and activations, ids at or
/// above the CCC count, EVs above 16 bits, classes above 5.
pub fn random_requests(cfg: &MpConfig, cccs: usize, n: usize, seed: u64) -> Vec<MpReq> {
    let mut s = seed ^ 0x6D50_5EED;
    let mut r = move || splitmix(&mut s);
    let hot: Vec<u32> = (0..16).map(|_| (r() % cccs as u64) as u32).collect();
    let mut reqs = Vec::with_capacity(n + 16);
    for (i, c) in hot.iter().enumerate() {
        if i % 8 != 7 {
            reqs.push(MpReq::Activate(*c));
        }
    }
    let evs = cfg.evs() as u64;
    let mut t: u32 = (r() % 1_000_000) as u32;
    let mut burst = 0u32;
    let mut burst_ccc = 0u32;
    while reqs.len() < n {
        let c = hot[(r() % hot.len() as u64) as usize];
        t = t.wrapping_add((r() % 2_000) as u32);
        if r() % 200 == 0 {
            t = t.wrapping_add(5_000_000 + (r() % 15_000_000) as u32);
        }
        let x = r() % 1000;
        let req = if x < 8 {
            MpReq::Reset(c)
        } else if x < 20 {
            MpReq::Activate(c)
        } else if x < 30 {
            let bad = cccs as u64 + r() % (0x1_0000 - cccs as u64);
            if r() % 2 == 0 {
                MpReq::Decide(bad as u32)
            } else {
                MpReq::Feedback {
                    ccc: bad as u32,
                    class: (r() % 6) as u32,
                    ev: (r() % 0x1_0000) as u32,
                    t_ns: t,
                }
            }
        } else if x < 550 {
            MpReq::Decide(c)
        } else {
            if burst == 0 && r() % 40 == 0 {
                burst = evs as u32;
                burst_ccc = c;
            }
            let (c, class) = if burst > 0 {
                // every EV of one CCC penalised: fallbacks, the longest walks
                burst -= 1;
                let class = [2u32, 3, 4, 5][(r() % 4) as usize];
                reqs.push(MpReq::Feedback {
                    ccc: burst_ccc,
                    class,
                    ev: burst,
                    t_ns: t,
                });
                continue;
            } else {
                let class = match r() % 100 {
                    0..=34 => 0,
                    35..=49 => 1,
                    50..=71 => 2,
                    72..=84 => 3,
                    85..=91 => 4,
                    92..=97 => 5,
                    _ => 6 + (r() % 2) as u32,
                };
                (c, class)
            };
            let ev = if r() % 100 == 0 {
                0x1_0000 + (r() % 0xFFFF) as u32
            } else {
                (r() % 0x1_0000) as u32
            };
            MpReq::Feedback {
                ccc: c,
                class,
                ev,
                t_ns: t,
            }
        };
        reqs.push(req);
    }
    reqs
}

/// Co-simulates a random stream of `n` requests (seed `seed`) on the strategy's instance
/// (the Cu's, or the ECP5's with `ecp5`).
pub fn mp_cosim_random(
    strategy: Strategy,
    ecp5: bool,
    n: usize,
    seed: u64,
) -> Result<MpCosimReport, CosimError> {
    mp_cosim_random_on(instance(strategy, ecp5), n, seed)
}

/// [`mp_cosim_random`] on a given instance.
pub fn mp_cosim_random_on(
    inst: &'static MpInstance,
    n: usize,
    seed: u64,
) -> Result<MpCosimReport, CosimError> {
    let reqs = random_requests(&inst.config(), inst.cccs, n, seed);
    cosim_requests(
        inst,
        &format!("random (seed {seed}, {n} requests)"),
        &reqs,
        None,
    )
}

/// [`mp_cosim_trace`] on a given instance (refused if the trace's CCCs or EVs do not fit).
pub fn mp_cosim_trace_on(
    reader: TraceReader,
    inst: &'static MpInstance,
) -> Result<MpCosimReport, CosimError> {
    let name = reader.name().to_string();
    let (reqs, lines, cccs, paths) = trace_requests(reader)?;
    if cccs > inst.cccs || paths as usize > inst.evs() {
        return Err(CosimError::Config(format!(
            "{name}: {cccs} CCCs x {paths} EVs do not fit {} ({} x {})",
            inst.top,
            inst.cccs,
            inst.evs()
        )));
    }
    cosim_requests(inst, &name, &reqs, Some(&lines))
}
