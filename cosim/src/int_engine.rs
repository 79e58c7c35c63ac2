//! Co-simulation of the INT engine ([`nscc_rtl::int::int_engine::IntEngine`]) against its golden
//! twin, one [`IntFixed`] per CCC with the profile it is bound to.
//!
//! Every event is presented as soon as the engine takes it (back-to-back) or not before its
//! trace time on the engine's clock; when the engine answers (in order), the golden twin
//! steps on the same event and the answer (branch, Wc update, LHCS, refusal), the CCC's
//! complete head (mirrored from the head RAM's write port) and its L records (from the L
//! RAM's write port) are compared. Streams: an INT trace (every CCC through one engine,
//! the profile from the trace's header, the link speeds in the order the trace shows them)
//! or seeded random streams that reach every defined case of `docs/int-cc.md` ("Defined
//! behaviour") on several profiles at once.

use std::collections::VecDeque;
use std::path::Path;
use std::time::Instant;

use golden_model::event::EventKind;
use golden_model::intcc::fixed::{words, HwHop, HwIntEvent, IntFixed, IntProfile};
use golden_model::intcc::{IntAlgo, IntParams, INT_MAX_HOPS};
use nscc_trace::{Spacing, TraceReader, TraceRow};
use serde::Serialize;

use crate::compare::{diff, CosimError, Mismatch};
use crate::streams::Rng;
use crate::verilated::{PortId, SharedDut};

/// More clocks than any event takes from the port to its answer (the pipeline: ~57).
const CLOCK_LIMIT: u64 = 2_000;

/// Figures of an INT engine co-simulation (the engine issue's keys).
#[derive(Clone, Debug, Default, Serialize)]
pub struct IntCosimReport {
    pub trace: String,
    pub spacing: String,
    pub core: String,
    /// The algorithms the stream's CCCs run.
    pub algorithms: Vec<String>,
    pub events: u64,
    pub cccs: usize,
    pub ccc_capacity: usize,
    /// Cycles from the first event offered to the last one answered.
    pub cycles: u64,
    pub events_per_cycle: f64,
    pub clocks_per_event_mean: f64,
    /// The most clocks between two events taken while the port was never idle.
    pub clocks_per_event_max: u64,
    /// Cycles an offered event waited at the port (its CCC in flight, or the records).
    pub stall_cycles: u64,
    /// Clocks from an event taken to its answer.
    pub latency_cycles: u64,
    pub refused_records: u64,
    pub refused_unbound: u64,
    /// Answers by action: MI/MD, AI, LHCS (with its ComputeWind), Wc updates.
    pub mimd: u64,
    pub ai: u64,
    pub lhcs: u64,
    pub wc_updates: u64,
    pub mismatches: u64,
    pub fields_compared: u64,
    pub events_per_sec: f64,
    pub first_mismatch: Option<Mismatch>,
}

impl IntCosimReport {
    pub fn to_text(&self) -> String {
        let mut t = format!(
            "INT engine co-simulation ({}, {}): {} events over {} CCCs ({}), {} cycles, \
             {:.3} events/cycle ({:.2} clocks/event, worst {}), latency {} clocks, \
             refused {} (records) + {} (not INT); actions: {} MI/MD, {} AI, {} LHCS, {} Wc \
             updates; {} fields compared, {} mismatches\n",
            self.core,
            self.spacing,
            self.events,
            self.cccs,
            self.algorithms.join(", "),
            self.cycles,
            self.events_per_cycle,
            self.clocks_per_event_mean,
            self.clocks_per_event_max,
            self.latency_cycles,
            self.refused_records,
            self.refused_unbound,
            self.mimd,
            self.ai,
            self.lhcs,
            self.wc_updates,
            self.fields_compared,
            self.mismatches
        );
        if let Some(m) = &self.first_mismatch {
            t.push_str(&m.to_text("first MISMATCH"));
        }
        t
    }
}

struct Ports {
    ev_valid: PortId,
    ev_ready: PortId,
    ev_ccc: PortId,
    ev_t: PortId,
    ev_seq: PortId,
    ev_snd_nxt: PortId,
    ev_n_flows: PortId,
    ev_n_hops: PortId,
    /// The records side by side (`ev_hops`), or on request (`ev_rec_k` names the record
    /// `ev_rec` must hold: the Cu's serial engine)
    ev_hops: Option<PortId>,
    ev_rec: Option<(PortId, PortId)>,
    cfg_valid: PortId,
    cfg_ready: PortId,
    cfg_op: PortId,
    cfg_addr: PortId,
    cfg_data: PortId,
    done: PortId,
    done_ccc: PortId,
    done_branch: PortId,
    done_update_wc: PortId,
    done_lhcs: PortId,
    done_refused: PortId,
    events: PortId,
    refused_records: PortId,
    refused_unbound: PortId,
    head_we: PortId,
    head_waddr: PortId,
    head_wdata: PortId,
    /// The L writes: lane 0's (`l_*`) and, on the ECP5's engine, lanes 1 to 4's
    /// (`l1_*` .. `l4_*`): one record each per clock
    l: Vec<(PortId, PortId, PortId)>,
}

/// `w` as the `words` 32-bit words of a port (zero-extended or cut).
fn u32s(w: &[u64], words: usize) -> Vec<u32> {
    let mut v: Vec<u32> = w
        .iter()
        .flat_map(|&x| [x as u32, (x >> 32) as u32])
        .collect();
    v.resize(words, 0);
    v
}

fn u64s(w: &[u32]) -> Vec<u64> {
    w.chunks(2)
        .map(|c| u64::from(c[0]) | c.get(1).map_or(0, |&h| u64::from(h) << 32))
        .collect()
}

/// The Verilated INT engine beside its golden twin.
pub struct IntLane {
    dut: SharedDut,
    p: Ports,
    top: &'static str,
    capacity: usize,
    pub profiles: Vec<IntProfile>,
    /// Per CCC: the profile it is bound to (None: not an INT CCC).
    bound: Vec<Option<usize>>,
    golden: Vec<IntFixed>,
    head: Vec<Vec<u64>>,
    l: Vec<u128>,
    /// Events taken and not yet answered: (ccc, event, index, line, cycle taken).
    taken: VecDeque<(u32, HwIntEvent, u64, u64, u64)>,
    /// Per event taken, in order: the L records it must write and those written so far.
    /// A CCC's next ACK may write its L records before this one answers (the Cu's engine
    /// releases a CCC three frames after its ACK), so each write is kept with its event
    /// and mirrored at the event's answer.
    l_writes: VecDeque<(usize, Vec<(usize, u128)>)>,
    /// L records written before their event is taken (the Cu's engine reads the event's
    /// records from the port while it holds it, and takes it after the last).
    l_early: Vec<(usize, u128)>,
    /// The records of the event presented, for a port that reads them on request
    records: Vec<Vec<u32>>,
    first_taken: Option<u64>,
    last_taken: u64,
    pub report: IntCosimReport,
}

impl IntLane {
    /// `top`: `int_engine_cu` (the Cu's, `IntSerialEngine`) or `int_engine_ecp5`.
    pub fn new(top: &'static str) -> Result<IntLane, CosimError> {
        let capacity = match top {
            "int_engine_cu" => nscc_rtl::int::int_serial::CU_INT_CCCS,
            "int_engine_ecp5" => nscc_rtl::int::int_engine::ECP5_INT_CCCS,
            _ => return Err(CosimError::Config(format!("{top}: not an INT engine top"))),
        };
        IntLane::on(SharedDut::new(top)?, top, capacity, "")
    }

    /// The INT engine's ports of `dut`, named `prefix` + the INT engine's names (the shared
    /// event port's `ev_valid`, `ev_ready` and `ev_ccc` unprefixed), `capacity` INT CCCs.
    /// Whoever clocks a shared model calls [`IntLane::observe`] after each clock.
    pub fn on(
        dut: SharedDut,
        top: &'static str,
        capacity: usize,
        prefix: &str,
    ) -> Result<IntLane, CosimError> {
        let q = |n: &str| {
            if matches!(n, "ev_valid" | "ev_ready" | "ev_ccc") {
                dut.port(n)
            } else {
                dut.port(&format!("{prefix}{n}"))
            }
        };
        let p = Ports {
            ev_valid: q("ev_valid")?,
            ev_ready: q("ev_ready")?,
            ev_ccc: q("ev_ccc")?,
            ev_t: q("ev_t")?,
            ev_seq: q("ev_seq")?,
            ev_snd_nxt: q("ev_snd_nxt")?,
            ev_n_flows: q("ev_n_flows")?,
            ev_n_hops: q("ev_n_hops")?,
            ev_hops: q("ev_hops").ok(),
            ev_rec: match q("ev_hops") {
                Ok(_) => None,
                Err(_) => Some((q("ev_rec_k")?, q("ev_rec")?)),
            },
            cfg_valid: q("cfg_valid")?,
            cfg_ready: q("cfg_ready")?,
            cfg_op: q("cfg_op")?,
            cfg_addr: q("cfg_addr")?,
            cfg_data: q("cfg_data")?,
            done: q("done")?,
            done_ccc: q("done_ccc")?,
            done_branch: q("done_branch")?,
            done_update_wc: q("done_update_wc")?,
            done_lhcs: q("done_lhcs")?,
            done_refused: q("done_refused")?,
            events: q("events")?,
            refused_records: q("refused_records")?,
            refused_unbound: q("refused_unbound")?,
            head_we: q("head_we")?,
            head_waddr: q("head_waddr")?,
            head_wdata: q("head_wdata")?,
            l: {
                let mut l = vec![(q("l_we")?, q("l_waddr")?, q("l_wdata")?)];
                for j in 1.. {
                    let Ok(we) = q(&format!("l{j}_we")) else {
                        break;
                    };
                    l.push((we, q(&format!("l{j}_waddr"))?, q(&format!("l{j}_wdata"))?));
                }
                l
            },
        };
        let report = IntCosimReport {
            core: top.to_string(),
            ccc_capacity: capacity,
            ..Default::default()
        };
        Ok(IntLane {
            dut,
            p,
            top,
            capacity,
            profiles: Vec::new(),
            bound: vec![None; capacity],
            golden: Vec::new(),
            head: vec![vec![0; 3]; capacity],
            l: vec![0; capacity * INT_MAX_HOPS],
            taken: VecDeque::new(),
            l_writes: VecDeque::new(),
            l_early: Vec::new(),
            records: Vec::new(),
            first_taken: None,
            last_taken: 0,
            report,
        })
    }

    pub fn trace_open(&mut self, path: &Path) -> Result<(), CosimError> {
        Ok(self.dut.trace_open(path)?)
    }

    fn cfg(&mut self, op: u64, addr: u64, data: &[u64]) -> Result<(), CosimError> {
        let p = &self.p;
        self.dut.set(p.cfg_valid, 1);
        self.dut.set(p.cfg_op, op);
        self.dut.set(p.cfg_addr, addr);
        let n = self.dut.info(p.cfg_data).words();
        self.dut.set_wide(p.cfg_data, &u32s(data, n));
        for _ in 0..CLOCK_LIMIT {
            self.dut.eval();
            let ready = self.dut.get(self.p.cfg_ready) == 1;
            self.clock()?;
            if ready {
                self.dut.set(self.p.cfg_valid, 0);
                return Ok(());
            }
        }
        Err(CosimError::Stuck(format!(
            "{}: configuration op {op} not taken",
            self.top
        )))
    }

    /// Loads profile slot `slot` (its words and its eight speed entries).
    pub fn load_profile(&mut self, slot: usize, p: IntProfile) -> Result<(), CosimError> {
        if slot >= nscc_rtl::int::int_engine::INT_PROFILES {
            return Err(CosimError::Config(format!(
                "profile {slot} is beyond the engine's"
            )));
        }
        self.cfg(0, slot as u64, &p.word())?;
        for s in 0..8 {
            let w = p.speed_word(s);
            self.cfg(1, (slot * 8 + s) as u64, &[w as u64, (w >> 64) as u64])?;
        }
        if self.profiles.len() <= slot {
            self.profiles.resize(slot + 1, p.clone());
        }
        self.profiles[slot] = p;
        Ok(())
    }

    /// Binds `ccc` to profile `slot` (or unbinds it) with its initial state.
    /// A CCC beyond the engine's: the engine takes the bind and ignores it.
    pub fn bind(&mut self, ccc: usize, slot: Option<usize>) -> Result<(), CosimError> {
        if self.golden.len() < self.capacity {
            let any = self
                .profiles
                .first()
                .ok_or_else(|| CosimError::Config("bind before any profile is loaded".into()))?;
            self.golden = vec![IntFixed::new(any); self.capacity];
        }
        let mut w = [0u64; 4];
        if let Some(s) = slot {
            let p = &self.profiles[s];
            w = p.bind_word(s);
            if ccc < self.capacity {
                let g = IntFixed::new(p);
                self.head[ccc] = g.s.head_word().to_vec();
                self.golden[ccc] = g;
            }
        }
        self.cfg(2, ccc as u64, &w)?;
        if let Some(b) = self.bound.get_mut(ccc) {
            *b = slot;
        }
        Ok(())
    }

    /// One clock; the write ports and the answers observed after it.
    fn clock(&mut self) -> Result<(), CosimError> {
        self.dut.tick();
        self.observe()
    }

    /// What a clock of the lane does after the clock edge: the write ports mirrored, an
    /// answer compared.
    pub fn observe(&mut self) -> Result<(), CosimError> {
        let p = &self.p;
        for &(we, waddr, wdata) in &p.l {
            if self.dut.get(we) != 1 {
                continue;
            }
            let a = self.dut.get(waddr) as usize;
            let w = u64s(&self.dut.get_wide(wdata));
            let word = u128::from(w[0]) | u128::from(w[1]) << 64;
            match self
                .l_writes
                .iter_mut()
                .find(|(expected, got)| got.len() < *expected)
            {
                Some((_, got)) => got.push((a, word)),
                None if self.l_early.len() < INT_MAX_HOPS => self.l_early.push((a, word)),
                None => {
                    return Err(CosimError::Stuck(format!(
                        "{}: an L record written at {a:#x} that no event writes",
                        self.top
                    )))
                }
            }
        }
        if self.dut.get(p.head_we) == 1 {
            let a = self.dut.get(p.head_waddr) as usize;
            let w = u64s(&self.dut.get_wide(p.head_wdata));
            if let Some(h) = self.head.get_mut(a) {
                *h = w;
            }
        }
        if self.dut.get(p.done) == 1 {
            self.answer()?;
        }
        Ok(())
    }

    /// The engine answered: the event it took applied to the golden twin and compared.
    fn answer(&mut self) -> Result<(), CosimError> {
        let Some((ccc, ev, index, line, at)) = self.taken.pop_front() else {
            return Err(CosimError::Stuck(format!(
                "{}: an answer without an event",
                self.top
            )));
        };
        if let Some((_, got)) = self.l_writes.pop_front() {
            for (a, word) in got {
                if let Some(l) = self.l.get_mut(a) {
                    *l = word;
                }
            }
        }
        let cycle = self.dut.cycles();
        self.report.latency_cycles = self.report.latency_cycles.max(cycle - at);
        let d = &self.dut;
        let p = &self.p;
        let mut diffs = Vec::new();
        diff(&mut diffs, "done_ccc", u64::from(ccc), d.get(p.done_ccc));
        let c = ccc as usize;
        let slot = self.bound.get(c).copied().flatten();
        let (branch, upd, lhcs, refused) = match slot {
            None => (0, false, false, 2),
            Some(s) => {
                let st = self.golden[c].step_hw(&self.profiles[s], &ev);
                (
                    st.branch as u64,
                    st.update_wc,
                    st.lhcs,
                    u64::from(st.refused),
                )
            }
        };
        diff(&mut diffs, "branch", branch, d.get(p.done_branch));
        diff(&mut diffs, "update_wc", upd as u64, d.get(p.done_update_wc));
        diff(&mut diffs, "lhcs", lhcs as u64, d.get(p.done_lhcs));
        diff(&mut diffs, "refused", refused, d.get(p.done_refused));
        self.report.fields_compared += 5;
        if slot.is_some() {
            let s = &self.golden[c].s;
            let gw = s.head_word();
            let rw = &self.head[c];
            let at = |w: &[u64], o: u32, b: u32| golden_model::intcc::fixed::get_bits(w, o, b);
            use words::*;
            for (name, o, b) in [
                ("w", HEAD_W, 40),
                ("wc", HEAD_WC, 40),
                ("u", HEAD_U, 28),
                ("inc_stage", HEAD_INC, 4),
                ("last_update", HEAD_LU, 48),
                ("l_hops", HEAD_LH, 4),
            ] {
                diff(&mut diffs, name, at(&gw, o, b), at(rw, o, b));
                self.report.fields_compared += 1;
            }
            for k in 0..usize::from(s.l_hops).min(INT_MAX_HOPS) {
                let g = s.l[k].word();
                let r = self.l[c * INT_MAX_HOPS + k];
                diff(&mut diffs, &format!("l{k}_lo"), g as u64, r as u64);
                diff(
                    &mut diffs,
                    &format!("l{k}_hi"),
                    (g >> 64) as u64,
                    (r >> 64) as u64,
                );
                self.report.fields_compared += 2;
            }
        }
        self.report.mimd += u64::from(branch == 1);
        self.report.ai += u64::from(branch == 2);
        self.report.lhcs += u64::from(lhcs);
        self.report.wc_updates += u64::from(upd);
        match refused {
            1 => self.report.refused_records += 1,
            2 => self.report.refused_unbound += 1,
            _ => {}
        }
        self.report.events += 1;
        if !diffs.is_empty() {
            self.report.mismatches += 1;
            if self.report.first_mismatch.is_none() {
                self.report.first_mismatch = Some(Mismatch {
                    event: index,
                    line,
                    ccc,
                    cycle,
                    diffs,
                    vcd: None,
                });
            }
        }
        Ok(())
    }

    /// Sets the event ports (the INT fields and the CCC; not `ev_valid`) to `ev` for `ccc`.
    pub fn present(&mut self, ccc: u32, ev: &HwIntEvent) {
        let p = &self.p;
        let d = &self.dut;
        d.set(p.ev_ccc, u64::from(ccc.min(0xFFFF)));
        d.set(p.ev_t, ev.t);
        d.set(p.ev_seq, ev.seq);
        d.set(p.ev_snd_nxt, ev.snd_nxt);
        d.set(p.ev_n_flows, u64::from(ev.n_flows));
        d.set(p.ev_n_hops, u64::from(ev.n_hops));
        let hops = ev.hops_word();
        match (p.ev_hops, p.ev_rec) {
            (Some(h), _) => {
                let n = d.info(h).words();
                d.set_wide(h, &u32s(&hops, n));
            }
            (None, Some((_, rec))) => {
                let n = d.info(rec).words();
                let at = golden_model::intcc::fixed::get_bits;
                self.records = (0..INT_MAX_HOPS as u32)
                    .map(|k| {
                        let o = words::HOP_BITS * k;
                        let lo = at(&hops, o, 64);
                        let hi = at(&hops, o + 64, words::HOP_BITS - 64);
                        u32s(&[lo, hi], n)
                    })
                    .collect();
            }
            (None, None) => {}
        }
    }

    /// A port that reads the records on request: the record the engine names, before the
    /// clock evaluates.
    fn feed(&mut self) {
        if let Some((k, rec)) = self.p.ev_rec {
            let i = self.dut.get(k) as usize;
            if let Some(r) = self.records.get(i) {
                self.dut.set_wide(rec, r);
            }
        }
    }

    /// The engine took `ev` for `ccc` in this cycle: its answer is expected in order.
    pub fn take(&mut self, ccc: u32, ev: &HwIntEvent, index: u64, line: u64) {
        let bound = self.bound.get(ccc as usize).copied().flatten().is_some();
        let n = usize::from(ev.n_hops);
        let records = if bound && n <= INT_MAX_HOPS { n } else { 0 };
        let early = std::mem::take(&mut self.l_early);
        self.l_writes.push_back((records, early));
        self.taken
            .push_back((ccc, *ev, index, line, self.dut.cycles()));
    }

    /// Events taken and not yet answered.
    pub fn in_flight(&self) -> usize {
        self.taken.len()
    }

    /// Presents `ev` for `ccc` until the engine takes it.
    pub fn offer(
        &mut self,
        ccc: u32,
        ev: &HwIntEvent,
        index: u64,
        line: u64,
    ) -> Result<(), CosimError> {
        self.present(ccc, ev);
        self.dut.set(self.p.ev_valid, 1);
        let offered = self.dut.cycles();
        for _ in 0..CLOCK_LIMIT {
            self.feed();
            self.dut.eval();
            if self.dut.get(self.p.ev_ready) == 1 {
                let now = self.dut.cycles();
                let gap = match self.first_taken {
                    None => {
                        self.first_taken = Some(now);
                        1
                    }
                    Some(_) => now - self.last_taken,
                };
                // a gap counts when the port was never idle between the two events
                if offered <= self.last_taken + 1 || self.first_taken == Some(now) {
                    self.report.clocks_per_event_max = self.report.clocks_per_event_max.max(gap);
                }
                self.report.stall_cycles += now - offered;
                self.last_taken = now;
                self.take(ccc, ev, index, line);
                self.clock()?;
                self.dut.set(self.p.ev_valid, 0);
                return Ok(());
            }
            self.clock()?;
        }
        Err(CosimError::Stuck(format!(
            "{}: event {index} not taken after {CLOCK_LIMIT} clocks",
            self.top
        )))
    }

    /// Idle clocks until cycle `at`.
    pub fn idle_until(&mut self, at: u64) -> Result<(), CosimError> {
        self.dut.set(self.p.ev_valid, 0);
        while self.dut.cycles() < at {
            self.dut.eval();
            self.clock()?;
        }
        Ok(())
    }

    /// Clocks until every event taken is answered; then the counters are compared.
    pub fn drain(&mut self) -> Result<(), CosimError> {
        self.dut.set(self.p.ev_valid, 0);
        let mut n = 0;
        while !self.taken.is_empty() {
            self.dut.eval();
            self.clock()?;
            n += 1;
            if n > CLOCK_LIMIT {
                return Err(CosimError::Stuck(format!(
                    "{}: {} events never answered",
                    self.top,
                    self.taken.len()
                )));
            }
        }
        // the counters count an answer one clock after it
        self.dut.eval();
        self.clock()?;
        let d = &self.dut;
        let mut diffs = Vec::new();
        diff(
            &mut diffs,
            "events",
            self.report.events,
            d.get(self.p.events),
        );
        diff(
            &mut diffs,
            "refused_records",
            self.report.refused_records,
            d.get(self.p.refused_records),
        );
        diff(
            &mut diffs,
            "refused_unbound",
            self.report.refused_unbound,
            d.get(self.p.refused_unbound),
        );
        if !diffs.is_empty() {
            self.report.mismatches += 1;
            if self.report.first_mismatch.is_none() {
                self.report.first_mismatch = Some(Mismatch {
                    event: self.report.events,
                    line: 0,
                    ccc: 0,
                    cycle: d.cycles(),
                    diffs,
                    vcd: None,
                });
            }
        }
        Ok(())
    }

    fn finish(&mut self, c0: u64, secs: f64) {
        let r = &mut self.report;
        r.cycles = self.dut.cycles() - c0;
        r.events_per_cycle = r.events as f64 / r.cycles.max(1) as f64;
        r.clocks_per_event_mean = r.cycles as f64 / r.events.max(1) as f64;
        r.events_per_sec = r.events as f64 / secs.max(1e-9);
    }
}

/// One INT event of a stream: the CCC, the event at the port's widths, the trace line and
/// time.
pub type IntEvent = (u32, HwIntEvent, u64, u64);

/// Runs `events` through `lane` (already configured) with `spacing`.
pub fn run_events(
    lane: &mut IntLane,
    events: &[IntEvent],
    spacing: Spacing,
) -> Result<(), CosimError> {
    let start = Instant::now();
    let c0 = lane.dut.cycles();
    let t0 = events.first().map(|e| e.3).unwrap_or(0);
    for (n, (ccc, ev, line, t_ps)) in events.iter().enumerate() {
        if spacing == Spacing::Trace {
            lane.idle_until(c0 + spacing.cycle(n as u64, t_ps - t0.min(*t_ps)))?;
        }
        lane.offer(*ccc, ev, n as u64, *line)?;
        if lane.report.first_mismatch.is_some() {
            break;
        }
    }
    lane.drain()?;
    lane.finish(c0, start.elapsed().as_secs_f64());
    lane.report.spacing = spacing.to_string();
    Ok(())
}

/// The INT events of a trace, the profile built from its header with every link speed the
/// trace shows (at most 8, in order of appearance; the host's configuration), and the CCC
/// ids in order of first appearance (mapped to engine CCCs 0, 1, ...).
pub fn trace_events(
    mut reader: TraceReader,
    params: &IntParams,
) -> Result<(IntProfile, Vec<IntEvent>, usize), CosimError> {
    let name = reader.name().to_string();
    let mut profile =
        IntProfile::new(params).map_err(|e| CosimError::Config(format!("{name}: {e}")))?;
    let mut row = TraceRow::default();
    let mut ids: Vec<u32> = Vec::new();
    let mut acks = Vec::new();
    while reader.read_into(&mut row)? {
        if row.event.kind != EventKind::Ack {
            continue;
        }
        for h in &row.int.hops {
            let _ = profile.add_speed(h.bps);
        }
        let id = match ids.iter().position(|&c| c == row.event.ccc) {
            Some(i) => i,
            None => {
                ids.push(row.event.ccc);
                ids.len() - 1
            }
        };
        acks.push((id as u32, row.clone(), row.line));
    }
    let events = acks
        .iter()
        .map(|(id, row, line)| (*id, profile.hw_event(&row.int_ack()), *line, row.event.t_ps))
        .collect();
    Ok((profile, events, ids.len()))
}

/// `nscc cosim --core engine` on an INT trace: every CCC of the trace bound to the
/// profile `params` (the trace header's) in one engine (`top`), with a VCD when `vcd` is
/// given.
pub fn cosim_trace(
    top: &'static str,
    reader: TraceReader,
    params: &IntParams,
    spacing: Spacing,
    vcd: Option<&Path>,
) -> Result<IntCosimReport, CosimError> {
    let name = reader.name().to_string();
    let (profile, events, cccs) = trace_events(reader, params)?;
    if vcd.is_some() {
        crate::verilated::enable_traces();
    }
    let mut lane = IntLane::new(top)?;
    if cccs > lane.capacity {
        return Err(CosimError::Config(format!(
            "{name}: {cccs} CCCs, the engine holds {}",
            lane.capacity
        )));
    }
    if let Some(v) = vcd {
        lane.trace_open(v)?;
    }
    let algo = profile.params.algo;
    lane.load_profile(0, profile)?;
    for c in 0..cccs {
        lane.bind(c, Some(0))?;
    }
    run_events(&mut lane, &events, spacing)?;
    lane.report.trace = name;
    lane.report.cccs = cccs;
    lane.report.algorithms = vec![algo.name().to_string()];
    Ok(lane.report)
}

/// Four profiles of a random stream: HPCC++, Rx-HPCC and FNCC (two), with different T,
/// eta, stages and link speeds (B = 0 is never loaded: its records are skipped).
pub fn random_profiles(rng: &mut Rng) -> Vec<IntProfile> {
    let algos = [IntAlgo::Hpcc, IntAlgo::RxHpcc, IntAlgo::Fncc, IntAlgo::Fncc];
    algos
        .iter()
        .map(|&algo| {
            let params = IntParams {
                algo,
                t_ps: 2_000_000 + rng.below(20_000_000),
                eta_ppm: 800_000 + rng.below(250_000) as u32,
                max_stage: rng.below(16) as u32,
                wai: 1 + rng.below(20_000),
                w_init: 1 + rng.below(4_000_000),
                alpha_ppm: rng.below(2_000_000) as u32,
                beta_ppm: rng.below(4_000_000) as u32,
                mtu: 1 + rng.below(9_000) as u32,
            };
            let mut p = IntProfile::new(&params).expect("valid random parameters");
            // up to 8 speeds; some profiles hold fewer, so that an index past the table
            // reaches the engine
            let n = 5 + rng.below(4) as usize;
            for _ in 0..n {
                let _ = p.add_speed(10_000_000_000 * (1 + rng.below(80)));
            }
            p
        })
        .collect()
}

/// A seeded random INT stream over `cccs` engine CCCs with every defined case: records that
/// move forward, stand still, go back or wrap (timestamps and txBytes), queues above any
/// buffer, no speed or a speed the profile lacks, N = 0 and large N, 0 records, more than
/// 8, hop-count changes, and events for CCCs that are not INT CCCs (the last CCCs are left
/// unbound, and ids past the engine appear).
pub fn random_events(cccs: usize, n: usize, rng: &mut Rng) -> Vec<IntEvent> {
    random_events_with(cccs, n, None, CccOrder::Uniform, rng)
}

/// How a rate stream picks each ACK's CCC.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CccOrder {
    /// Uniformly at random: a CCC now and then meets its own previous ACK still in flight
    Uniform,
    /// In rounds: every CCC once per round, each round in a new random order (many
    /// connections, each with one ACK per round trip)
    Rounds,
    /// Every ACK of one CCC (CCC 0, bound to the profile slot given: 0 HPCC++, 1 Rx-HPCC,
    /// 2 FNCC): one connection at line rate, the same-CCC distance
    One(usize),
}

/// Events a random stream adds beside its defined cases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bias {
    None,
    /// One ACK in 8 drives its CCC's U to a bound: every record a full queue (U to its
    /// ceiling) or a queue of 1 to 3 bytes with no bytes sent (u a few LSBs above 0, where
    /// the rounded step can take U to its floor), each after a gap of at least T (gain 1)
    UBounds,
}

/// [`random_events`], or with `hops` every CCC's ACKs carry that many records and no event
/// is refused (the rate of a fabric of `hops` hops: `nscc_cosim::int_engine::cosim_rate`);
/// `order` picks the CCCs.
pub fn random_events_with(
    cccs: usize,
    n: usize,
    hops: Option<u8>,
    order: CccOrder,
    rng: &mut Rng,
) -> Vec<IntEvent> {
    random_events_biased(cccs, n, hops, order, Bias::None, rng)
}

/// [`random_events_with`] with a [`Bias`].
pub fn random_events_biased(
    cccs: usize,
    n: usize,
    hops: Option<u8>,
    order: CccOrder,
    bias: Bias,
    rng: &mut Rng,
) -> Vec<IntEvent> {
    let mut round: Vec<usize> = Vec::new();
    let mut last: Vec<[HwHop; INT_MAX_HOPS]> = vec![[HwHop::default(); INT_MAX_HOPS]; cccs];
    let mut hops_of: Vec<u8> = (0..cccs)
        .map(|_| hops.unwrap_or(1 + rng.below(6) as u8))
        .collect();
    let mut t = vec![0u64; cccs];
    let mut seq = vec![0u64; cccs];
    let mut out = Vec::with_capacity(n);
    let mut now = 0u64;
    let m40 = (1u64 << 40) - 1;
    let m48 = (1u64 << 48) - 1;
    for i in 0..n {
        now += rng.below(3_000_000);
        let extra = if hops.is_some() { 0 } else { 2 };
        let c = match order {
            CccOrder::Uniform => rng.below(cccs as u64 + extra) as usize,
            CccOrder::Rounds => {
                if round.is_empty() {
                    round = (0..cccs).collect();
                    for k in (1..cccs).rev() {
                        round.swap(k, rng.below(k as u64 + 1) as usize);
                    }
                }
                round.pop().unwrap_or(0)
            }
            CccOrder::One(_) => 0,
        };
        if c >= cccs {
            // an id the engine does not hold
            let ev = HwIntEvent {
                n_hops: 1 + rng.below(8) as u8,
                ..Default::default()
            };
            out.push((c as u32 + rng.below(1000) as u32, ev, i as u64, now));
            continue;
        }
        if rng.below(40) == 0 {
            hops_of[c] = hops.unwrap_or(1 + rng.below(8) as u8);
        }
        let mut n_hops = hops_of[c];
        match rng.below(200) {
            0 if hops.is_none() => n_hops = 0,
            1 if hops.is_none() => n_hops = 9,
            _ => {}
        }
        t[c] = (t[c] + rng.below(5_000_000)) & m48;
        if rng.below(30) == 0 {
            t[c] = t[c].wrapping_sub(rng.below(1 << 20)) & m48;
        }
        seq[c] = (seq[c] + rng.below(100_000)) & m48;
        if rng.below(30) == 0 {
            seq[c] = seq[c].wrapping_sub(rng.below(1 << 16)) & m48;
        }
        let mut hops = [HwHop::default(); INT_MAX_HOPS];
        // 0: none, 1: every queue full, 2: every queue of a few bytes, nothing sent
        let to_bound = match bias {
            Bias::UBounds if rng.below(8) == 0 => 1 + rng.below(2),
            _ => 0,
        };
        for (k, h) in hops.iter_mut().enumerate().take(usize::from(n_hops).min(8)) {
            let l = last[c][k];
            let mut dts = match rng.below(25) {
                0 => 0,
                1 => (1u64 << 40) - rng.below(1 << 30), // backwards
                2 => 1 + rng.below(1 << 38),            // long gap
                _ => 1 + rng.below(20_000_000),
            };
            let mut dtx = match rng.below(25) {
                0 => (1u64 << 40) - rng.below(1 << 20), // backwards
                1 => rng.below(1 << 36),
                _ => rng.below(dts.min(1 << 30) / 8 + 1),
            };
            let mut qlen = match rng.below(20) {
                0 => u32::MAX,
                1 => 0,
                _ => rng.below(2_000_000) as u32,
            };
            if to_bound != 0 {
                // longer than any random profile's T (at most 22 us)
                dts = 25_000_000 + rng.below(1 << 20);
                dtx = 0;
                qlen = if to_bound == 1 {
                    u32::MAX
                } else {
                    1 + rng.below(3) as u32
                };
            }
            let speed = match rng.below(20) {
                0 => None,
                _ => Some(rng.below(8) as u8),
            };
            *h = HwHop {
                qlen,
                ts: l.ts.wrapping_add(dts) & m40,
                tx: l.tx.wrapping_add(dtx) & m40,
                speed,
            };
            // wrap the counters now and then
            if rng.below(50) == 0 {
                h.ts = m40 - rng.below(1000);
                h.tx = m40 - rng.below(1000);
            }
        }
        if n_hops <= 8 {
            let n = usize::from(n_hops);
            last[c][..n].copy_from_slice(&hops[..n]);
        }
        let n_flows = match rng.below(10) {
            0 => 0,
            1 => u16::MAX,
            _ => 1 + rng.below(64) as u16,
        };
        let ev = HwIntEvent {
            t: t[c],
            seq: seq[c],
            snd_nxt: (seq[c] + rng.below(200_000)) & m48,
            n_flows,
            n_hops,
            hops,
        };
        out.push((c as u32, ev, i as u64, now));
    }
    out
}

/// `nscc cosim --core engine --random N`: `n` random INT events over four profiles on
/// `top`, the last eighth of the CCCs left unbound.
pub fn cosim_random(
    top: &'static str,
    n: usize,
    seed: u64,
    spacing: Spacing,
    vcd: Option<&Path>,
) -> Result<IntCosimReport, CosimError> {
    cosim_random_over(top, n, 64, seed, spacing, vcd)
}

/// [`cosim_random`] over the first `max_cccs` CCCs (at most 64): with a few, a CCC's ACKs
/// come back to back at every distance the issue allows (the same-CCC hazards' stress case).
pub fn cosim_random_over(
    top: &'static str,
    n: usize,
    max_cccs: usize,
    seed: u64,
    spacing: Spacing,
    vcd: Option<&Path>,
) -> Result<IntCosimReport, CosimError> {
    let mut rng = Rng::new(seed);
    if vcd.is_some() {
        crate::verilated::enable_traces();
    }
    let mut lane = IntLane::new(top)?;
    if let Some(v) = vcd {
        lane.trace_open(v)?;
    }
    let cccs = lane.capacity.min(max_cccs.clamp(1, 64));
    let profiles = random_profiles(&mut rng);
    let mut algos: Vec<String> = Vec::new();
    for (i, p) in profiles.into_iter().enumerate() {
        let a = p.params.algo.name().to_string();
        if !algos.contains(&a) {
            algos.push(a);
        }
        lane.load_profile(i, p)?;
    }
    let bound = cccs - cccs / 8;
    for c in 0..cccs {
        let slot = (c < bound).then(|| rng.below(4) as usize);
        lane.bind(c, slot)?;
    }
    // with a few CCCs, U is driven to its bounds too (`Bias::UBounds`)
    let bias = if cccs < 64 { Bias::UBounds } else { Bias::None };
    let events = random_events_biased(cccs, n, None, CccOrder::Uniform, bias, &mut rng);
    run_events(&mut lane, &events, spacing)?;
    lane.report.trace = format!("random INT stream (seed {seed})");
    lane.report.cccs = cccs;
    lane.report.algorithms = algos;
    Ok(lane.report)
}

/// The INT engine's rate on `n` ACKs of `hops` records each, spread over every CCC the
/// engine holds in `order` (one profile per algorithm, all CCCs bound): what a NIC with
/// many connections sees, back-to-back.
pub fn cosim_rate(
    top: &'static str,
    n: usize,
    hops: u8,
    order: CccOrder,
    seed: u64,
) -> Result<IntCosimReport, CosimError> {
    let mut rng = Rng::new(seed);
    let mut lane = IntLane::new(top)?;
    let cccs = lane.capacity;
    for (i, p) in random_profiles(&mut rng).into_iter().enumerate() {
        lane.load_profile(i, p)?;
    }
    for c in 0..cccs {
        let mut slot = rng.below(4) as usize;
        if let (0, CccOrder::One(s)) = (c, order) {
            slot = s;
        }
        lane.bind(c, Some(slot))?;
    }
    let events = random_events_with(cccs, n, Some(hops), order, &mut rng);
    run_events(&mut lane, &events, Spacing::BackToBack)?;
    lane.report.trace =
        format!("{n} ACKs of {hops} records over {cccs} CCCs, {order:?} (seed {seed})");
    lane.report.cccs = cccs;
    lane.report.algorithms = vec!["hpcc".into(), "rx-hpcc".into(), "fncc".into()];
    Ok(lane.report)
}
