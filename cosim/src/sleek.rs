//! Co-simulation of the Verilated SLEEK scan engine against its golden twin
//! ([`golden_model::sleek::GoldenSleek`]): one engine per CCC, every clock cycle compared
//! (the state taps, the request written into the retransmit FIFO, the FIFO head, `busy`),
//! so the exact sequence of retransmit PSNs and the cycle of each is checked.
//!
//! Cycles in which neither side is busy and no event comes change nothing (the engine has no
//! timer); the lane skips them without clocking the RTL, which keeps long idle stretches of
//! a trace cheap.

use golden_model::interface::kind_code;
use golden_model::sleek::{GoldenSleek, NsccView, SleekEvent, SleekOutputs, SleekRegs};
use nscc_rtl::sleek::sleek_scan::{golden_taps, TAPS};
use serde::Serialize;

use crate::compare::FieldDiff;
use crate::verilated::{PortId, Verilated, VerilatedError};

/// Retransmit requests emitted, per cause.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RetransmitCounts {
    pub nack: u64,
    pub sleek: u64,
    pub rto: u64,
}

impl RetransmitCounts {
    pub fn total(&self) -> u64 {
        self.nack + self.sleek + self.rto
    }

    pub fn add(&mut self, o: &RetransmitCounts) {
        self.nack += o.nack;
        self.sleek += o.sleek;
        self.rto += o.rto;
    }
}

#[derive(Clone, Copy)]
struct Ports {
    ev_valid: PortId,
    ev_kind: PortId,
    ev_psn: PortId,
    ev_cum_ack: PortId,
    ev_ooo: PortId,
    ev_probe: PortId,
    ev_probe_rtt: PortId,
    cwnd: PortId,
    maxwnd: PortId,
    base_rtt: PortId,
    avg_delay: PortId,
    rtx_pop: PortId,
    rtx_valid: PortId,
    rtx_psn: PortId,
    rtx_cause: PortId,
    emit_valid: PortId,
    emit_psn: PortId,
    emit_cause: PortId,
    busy: PortId,
}

/// The Verilated engine of one CCC and its golden twin, clocked together.
pub struct SleekLane {
    dut: Verilated,
    golden: GoldenSleek,
    ports: Ports,
    taps: Vec<PortId>,
    /// The next clock cycle (both sides).
    cycle: u64,
    /// Cycles the RTL was clocked (skipped idle cycles excluded).
    pub clocked: u64,
    pub events: u64,
    pub emitted: RetransmitCounts,
}

fn emit_fields(
    name: &'static str,
    o: Option<golden_model::sleek::Retransmit>,
) -> [(String, u64); 3] {
    match o {
        Some(r) => [
            (format!("{name}_valid"), 1),
            (format!("{name}_psn"), r.psn as u64),
            (format!("{name}_cause"), r.cause.code()),
        ],
        None => [
            (format!("{name}_valid"), 0),
            (format!("{name}_psn"), 0),
            (format!("{name}_cause"), 0),
        ],
    }
}

impl SleekLane {
    /// A loaded engine whose first cycle is `cycle`, tracking PSNs from `init_psn`.
    pub fn new(regs: SleekRegs, init_psn: u32, cycle: u64) -> Result<SleekLane, VerilatedError> {
        let mut dut = Verilated::new("sleek_scan")?;
        let p = |d: &Verilated, n: &str| d.port(n);
        let ports = Ports {
            ev_valid: p(&dut, "ev_valid")?,
            ev_kind: p(&dut, "ev_kind")?,
            ev_psn: p(&dut, "ev_psn")?,
            ev_cum_ack: p(&dut, "ev_cum_ack")?,
            ev_ooo: p(&dut, "ev_ooo")?,
            ev_probe: p(&dut, "ev_probe")?,
            ev_probe_rtt: p(&dut, "ev_probe_rtt")?,
            cwnd: p(&dut, "cwnd")?,
            maxwnd: p(&dut, "maxwnd")?,
            base_rtt: p(&dut, "base_rtt")?,
            avg_delay: p(&dut, "avg_delay")?,
            rtx_pop: p(&dut, "rtx_pop")?,
            rtx_valid: p(&dut, "rtx_valid")?,
            rtx_psn: p(&dut, "rtx_psn")?,
            rtx_cause: p(&dut, "rtx_cause")?,
            emit_valid: p(&dut, "emit_valid")?,
            emit_psn: p(&dut, "emit_psn")?,
            emit_cause: p(&dut, "emit_cause")?,
            busy: p(&dut, "busy")?,
        };
        let taps = TAPS
            .iter()
            .map(|n| dut.port(n))
            .collect::<Result<Vec<_>, _>>()?;
        for (name, v) in [
            ("cfg_init_psn", init_psn as u64),
            ("cfg_pkt_shift", regs.pkt_shift as u64),
            ("cfg_target", regs.target_ns as u64),
        ] {
            let port = dut.port(name)?;
            dut.set(port, v);
        }
        let load = dut.port("load")?;
        dut.set(ports.ev_valid, 0);
        dut.set(ports.rtx_pop, 0);
        dut.set(load, 1);
        dut.tick();
        dut.set(load, 0);
        let mut golden = GoldenSleek::new(regs, init_psn);
        golden.skip(cycle);
        Ok(SleekLane {
            dut,
            golden,
            ports,
            taps,
            cycle,
            clocked: 0,
            events: 0,
            emitted: RetransmitCounts::default(),
        })
    }

    /// The next clock cycle.
    pub fn cycle(&self) -> u64 {
        self.cycle
    }

    pub fn golden(&self) -> &GoldenSleek {
        &self.golden
    }

    /// One clock cycle on both sides; the differences seen after it (empty: none).
    pub fn clock(&mut self, ev: Option<(SleekEvent, NsccView)>, pop: bool) -> Vec<FieldDiff> {
        let p = self.ports;
        match ev {
            None => self.dut.set(p.ev_valid, 0),
            Some((e, v)) => {
                self.events += 1;
                self.dut.set(p.ev_valid, 1);
                self.dut.set(p.ev_kind, kind_code(e.kind));
                self.dut.set(p.ev_psn, e.psn as u64);
                self.dut.set(p.ev_cum_ack, e.cum_ack as u64);
                self.dut.set(p.ev_ooo, e.ooo as u64);
                self.dut.set(p.ev_probe, e.probe as u64);
                self.dut.set(p.ev_probe_rtt, e.probe_rtt_ns as u64);
                self.dut.set(p.cwnd, v.cwnd as u64);
                self.dut.set(p.maxwnd, v.maxwnd as u64);
                self.dut.set(p.base_rtt, v.base_rtt_ns as u64);
                self.dut.set(p.avg_delay, v.avg_delay_ns as u64);
            }
        }
        self.dut.set(p.rtx_pop, pop as u64);
        self.dut.tick();
        let o = self.golden.clock(ev, pop);
        self.cycle += 1;
        self.clocked += 1;
        if let Some(r) = o.emit {
            match r.cause {
                golden_model::sleek::Cause::Nack => self.emitted.nack += 1,
                golden_model::sleek::Cause::Sleek => self.emitted.sleek += 1,
                golden_model::sleek::Cause::Rto => self.emitted.rto += 1,
            }
        }
        self.compare(&o)
    }

    fn compare(&self, o: &SleekOutputs) -> Vec<FieldDiff> {
        let p = self.ports;
        let mut golden: Vec<(String, u64)> = TAPS
            .iter()
            .zip(golden_taps(&self.golden.state))
            .map(|(n, v)| (n.to_string(), v))
            .collect();
        golden.extend(emit_fields("emit", o.emit));
        golden.extend(emit_fields("rtx", o.head));
        golden.push(("busy".to_string(), o.busy as u64));
        let get = |id| self.dut.get(id);
        let rtx_valid = get(p.rtx_valid);
        let mut rtl: Vec<u64> = self.taps.iter().map(|&id| get(id)).collect();
        let emit_valid = get(p.emit_valid);
        rtl.extend([
            emit_valid,
            if emit_valid == 1 { get(p.emit_psn) } else { 0 },
            if emit_valid == 1 {
                get(p.emit_cause)
            } else {
                0
            },
            rtx_valid,
            if rtx_valid == 1 { get(p.rtx_psn) } else { 0 },
            if rtx_valid == 1 { get(p.rtx_cause) } else { 0 },
            get(p.busy),
        ]);
        golden
            .into_iter()
            .zip(rtl)
            .filter(|((_, g), r)| g != r)
            .map(|((field, golden), rtl)| FieldDiff { field, golden, rtl })
            .collect()
    }

    /// Clock (or skip, while idle) until the next cycle is `cycle`, the FIFO consumer taking
    /// a request whenever one is readable. Stops at the first difference.
    pub fn run_to(&mut self, cycle: u64) -> Vec<FieldDiff> {
        while self.cycle < cycle {
            if !self.golden.busy() && self.dut.get(self.ports.busy) == 0 {
                self.golden.skip(cycle - self.cycle);
                self.cycle = cycle;
                break;
            }
            let d = self.clock(None, true);
            if !d.is_empty() {
                return d;
            }
        }
        Vec::new()
    }

    /// Clock until idle (at most `limit` cycles).
    pub fn drain(&mut self, limit: u64) -> Vec<FieldDiff> {
        for _ in 0..limit {
            if !self.golden.busy() && self.dut.get(self.ports.busy) == 0 {
                break;
            }
            let d = self.clock(None, true);
            if !d.is_empty() {
                return d;
            }
        }
        Vec::new()
    }
}

/// What the SLEEK lanes of a trace's co-simulation found (`nscc cosim`'s `sleek_*` keys).
#[derive(Clone, Debug, Default, Serialize)]
pub struct SleekFigures {
    /// Events fed to the SLEEK lanes (every event of a CCC from its first `send` row on).
    pub sleek_events: u64,
    /// CCCs with a SLEEK lane.
    pub sleek_cccs: usize,
    /// Retransmit requests the SLEEK engines emitted (all causes).
    pub retransmits: u64,
    pub retransmits_by_cause: RetransmitCounts,
    /// `send` rows that are retransmissions: `rtx` = 1 where the trace has that column (the
    /// htsim traces), else a PSN at or below the highest sent before.
    pub trace_rtx_sends: u64,
    /// Clock cycles at which the SLEEK lanes were compared (idle stretches skipped).
    pub sleek_cycles_compared: u64,
    /// Cycles at which the SLEEK RTL and golden model differed (the run stops at the first).
    pub sleek_mismatches: u64,
    /// SLEEK lane events per second of the time spent in the SLEEK lanes.
    pub sleek_events_per_sec: f64,
    pub sleek_first_mismatch: Option<crate::compare::Mismatch>,
}

impl SleekFigures {
    /// The report's `sleek` line (and the first mismatch, if any).
    pub fn to_text(&self) -> String {
        let c = &self.retransmits_by_cause;
        let mut t = format!(
            "sleek       {} events on {} CCCs, {} cycles compared, {} mismatching cycles; {} retransmits emitted (nack {}, sleek {}, rto {}; the trace resends {}); {:.0} events/s\n",
            self.sleek_events,
            self.sleek_cccs,
            self.sleek_cycles_compared,
            self.sleek_mismatches,
            self.retransmits,
            c.nack,
            c.sleek,
            c.rto,
            self.trace_rtx_sends,
            self.sleek_events_per_sec
        );
        if let Some(m) = &self.sleek_first_mismatch {
            t += &m.to_text("SLEEK MISMATCH");
        }
        t
    }
}

/// The SLEEK lanes of a trace's co-simulation: a lane per CCC from its first `send` row,
/// each event in its CCC's cycle with the NSCC state after it.
pub struct SleekRun {
    regs: SleekRegs,
    lanes: std::collections::HashMap<u32, SleekLane>,
    max_psn: std::collections::HashMap<u32, u64>,
    trace_rtx_sends: u64,
    first: Option<crate::compare::Mismatch>,
    secs: f64,
}

impl SleekRun {
    /// Lanes loaded with `regs` (the model is built, once and cached, before the clock).
    pub fn new(regs: SleekRegs) -> Result<SleekRun, VerilatedError> {
        crate::verilated::prepare("sleek_scan")?;
        Ok(SleekRun {
            regs,
            lanes: Default::default(),
            max_psn: Default::default(),
            trace_rtx_sends: 0,
            first: None,
            secs: 0.0,
        })
    }

    /// Whether a lane found a mismatch (the run stops there).
    pub fn failed(&self) -> bool {
        self.first.is_some()
    }

    /// Event `index` (trace `line`) of CCC `ccc` in clock `cycle` of its lane: a send opens
    /// the lane (`rtx`: the trace's `rtx` column, where it has one); `view` is the NSCC
    /// state after the event.
    #[allow(clippy::too_many_arguments)]
    pub fn event(
        &mut self,
        index: u64,
        line: u64,
        ccc: u32,
        ev: &golden_model::Event,
        rtx: Option<bool>,
        cycle: u64,
        view: NsccView,
    ) -> Result<(), VerilatedError> {
        let t = std::time::Instant::now();
        if ev.kind == golden_model::EventKind::Send {
            let seen = self.max_psn.get(&ccc).copied();
            let resend = rtx.unwrap_or_else(|| seen.is_some_and(|m| ev.psn <= m));
            self.trace_rtx_sends += resend as u64;
            self.max_psn
                .insert(ccc, seen.map_or(ev.psn, |m| m.max(ev.psn)));
            if let std::collections::hash_map::Entry::Vacant(v) = self.lanes.entry(ccc) {
                v.insert(SleekLane::new(self.regs, ev.psn as u32, cycle)?);
            }
        }
        if let Some(sl) = self.lanes.get_mut(&ccc) {
            let mut d = sl.run_to(cycle);
            if d.is_empty() {
                d = sl.clock(Some((SleekEvent::from_event(ev), view)), true);
            }
            if !d.is_empty() && self.first.is_none() {
                self.first = Some(crate::compare::Mismatch {
                    event: index,
                    line,
                    ccc,
                    cycle: sl.cycle() - 1,
                    diffs: d,
                    vcd: None,
                });
            }
        }
        self.secs += t.elapsed().as_secs_f64();
        Ok(())
    }

    /// Lets the engines finish their scans and empty their FIFOs (`events`: the trace's
    /// event count, where a mismatch found here is reported), and sums up.
    pub fn finish(mut self, events: u64) -> SleekFigures {
        let t = std::time::Instant::now();
        if self.first.is_none() {
            let mut ids: Vec<u32> = self.lanes.keys().copied().collect();
            ids.sort_unstable();
            for ccc in ids {
                let sl = self.lanes.get_mut(&ccc).expect("a lane");
                let d = sl.drain(10_000_000);
                if !d.is_empty() {
                    self.first = Some(crate::compare::Mismatch {
                        event: events,
                        line: 0,
                        ccc,
                        cycle: sl.cycle() - 1,
                        diffs: d,
                        vcd: None,
                    });
                    break;
                }
            }
        }
        self.secs += t.elapsed().as_secs_f64();
        let mut by_cause = RetransmitCounts::default();
        for sl in self.lanes.values() {
            by_cause.add(&sl.emitted);
        }
        let sleek_events: u64 = self.lanes.values().map(|l| l.events).sum();
        SleekFigures {
            sleek_events,
            sleek_cccs: self.lanes.len(),
            retransmits: by_cause.total(),
            retransmits_by_cause: by_cause,
            trace_rtx_sends: self.trace_rtx_sends,
            sleek_cycles_compared: self.lanes.values().map(|l| l.clocked).sum(),
            sleek_mismatches: self.first.is_some() as u64,
            sleek_events_per_sec: sleek_events as f64 / self.secs.max(1e-9),
            sleek_first_mismatch: self.first,
        }
    }
}
