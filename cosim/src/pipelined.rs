//! Co-simulation of the Verilated NSCC core against the golden model: one core per CCC, the
//! trace's events fed one per clock (or at their timestamps), the complete CCC state compared
//! after every event, field by field, at the cycle each field's owner stage commits it.
//!
//! Beside each CCC's NSCC lane runs a SLEEK lane ([`crate::sleek::SleekLane`]) from the
//! CCC's first `send` row on: the Verilated scan engine against its golden twin, every clock
//! compared, its cwnd / MaxWnd / base RTT / avg_delay ports driven from the NSCC golden
//! model's state after each event.

use std::collections::{HashMap, VecDeque};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Instant;

use golden_model::nscc::{GoldenCcc, HwEvent};
use golden_model::RegisterImage;
use serde::Serialize;

use crate::compare::diff;
pub use crate::compare::{CosimError, FieldDiff, Mismatch};
use crate::sleek::{SleekFigures, SleekRun};
use crate::verilated::{PortId, Verilated, VerilatedError};
use golden_model::interface;
use golden_model::pipeline::LATENCY;
use nscc_trace::{config_from_header, Spacing, TraceReader};

/// Events kept in memory for the golden-only timing and the VCD replay.
const KEEP_EVENTS: usize = 4_000_000;

/// One compared field: its tap port, the stage that owns it, and the golden value.
#[derive(Clone, Copy)]
struct Field {
    port: PortId,
    name: &'static str,
    stage: u64,
}

#[derive(Clone, Debug, Serialize)]
pub struct CosimReport {
    pub trace: String,
    pub spacing: String,
    pub events: u64,
    pub cccs: usize,
    /// Clock cycles simulated, summed over the CCCs' cores (each core's final drain of
    /// `latency_cycles` included).
    pub cycles: u64,
    /// Events per clock while events stream in (1.0 back-to-back: one event per clock).
    pub events_per_cycle: f64,
    pub latency_cycles: u64,
    pub mismatches: u64,
    pub fields_compared: u64,
    pub events_per_sec: f64,
    pub golden_events_per_sec: f64,
    pub first_mismatch: Option<Mismatch>,
    /// The SLEEK lanes beside the NSCC lanes.
    #[serde(flatten)]
    pub sleek: SleekFigures,
}

impl CosimReport {
    /// The report as text (what `nscc cosim` prints).
    pub fn to_text(&self) -> String {
        let mut t = String::new();
        let _ = writeln!(
            t,
            "trace       {} ({} spacing), {} CCCs",
            self.trace, self.spacing, self.cccs
        );
        let _ = writeln!(
            t,
            "events      {} in {} cycles: {:.3} events per cycle, latency {} cycles",
            self.events, self.cycles, self.events_per_cycle, self.latency_cycles
        );
        t += &crate::compare::outcome_text(
            self.fields_compared,
            self.mismatches,
            self.events_per_sec,
            self.golden_events_per_sec,
            self.first_mismatch.as_ref(),
        );
        t += &self.sleek.to_text();
        t
    }
}

/// An event in the core's pipeline: (cycle presented, trace index, line, golden taps).
type InFlight = (u64, u64, u64, [u64; interface::STATE_FIELDS]);

/// The Verilated core of one CCC with its golden twin, stepped one clock at a time.
pub struct Lane {
    core: Verilated,
    golden: GoldenCcc,
    /// Next cycle of this core (events presented so far + idle cycles).
    cycle: u64,
    /// Events presented so far.
    events: u64,
    /// Events in flight: (cycle presented, trace index, line, golden taps).
    pending: VecDeque<InFlight>,
    ev_ports: EvPorts,
    fields: Vec<Field>,
    /// Corrupt the golden taps of the next event ([`Lane::inject_mismatch`]).
    inject: bool,
}

/// The event port of a core (both cores have the same one): `ev_valid`, `ev_ready` and one
/// port `ev_<name>` per field of the interface map's [`interface::EVENT`].
#[derive(Clone)]
pub(crate) struct EvPorts {
    pub(crate) ready: PortId,
    valid: PortId,
    fields: Vec<PortId>,
}

impl EvPorts {
    pub(crate) fn of(core: &Verilated) -> Result<EvPorts, VerilatedError> {
        Ok(EvPorts {
            ready: core.port("ev_ready")?,
            valid: core.port("ev_valid")?,
            fields: interface::EVENT
                .iter()
                .map(|f| core.port(&format!("ev_{}", f.name)))
                .collect::<Result<_, _>>()?,
        })
    }

    /// `ev` (or no event) on the port.
    pub(crate) fn put(&self, core: &mut Verilated, ev: Option<&HwEvent>) {
        match ev {
            None => core.set(self.valid, 0),
            Some(e) => {
                core.set(self.valid, 1);
                for (p, v) in self.fields.iter().zip(interface::event_values(e)) {
                    core.set(*p, v);
                }
            }
        }
    }
}

/// The state taps of a core: one output port per field of [`interface::STATE`].
fn fields(core: &Verilated) -> Result<Vec<Field>, VerilatedError> {
    interface::STATE
        .iter()
        .map(|f| {
            Ok(Field {
                port: core.port(f.name)?,
                name: f.name,
                stage: f.stage,
            })
        })
        .collect()
}

/// Loads the register image (ports `cfg_<name>` of [`interface::REGISTER_IMAGE`]) and makes
/// the CCC READY (two cycles).
pub(crate) fn configure(core: &mut Verilated, r: &RegisterImage) -> Result<(), VerilatedError> {
    for (f, v) in interface::REGISTER_IMAGE
        .iter()
        .zip(interface::register_image_values(r))
    {
        let p = core.port(&format!("cfg_{}", f.name))?;
        core.set(p, v);
    }
    let load_t = core.port("load_t")?;
    core.set(load_t, 0);
    let load = core.port("load")?;
    let start = core.port("start")?;
    core.set(load, 1);
    core.tick();
    core.set(load, 0);
    core.set(start, 1);
    core.tick();
    core.set(start, 0);
    Ok(())
}

impl Lane {
    /// A configured, READY core and golden model.
    pub fn new(regs: RegisterImage) -> Result<Lane, VerilatedError> {
        let mut core = Verilated::new("nscc_core")?;
        configure(&mut core, &regs)?;
        let ev_ports = EvPorts::of(&core)?;
        let fields = fields(&core)?;
        Ok(Lane {
            core,
            golden: GoldenCcc::new(regs, 0),
            cycle: 0,
            events: 0,
            pending: VecDeque::new(),
            ev_ports,
            fields,
            inject: false,
        })
    }

    /// The comparison's self-check: the golden taps of the next event are corrupted
    /// (cwnd's lowest bit), so that it must be reported as a mismatch.
    pub fn inject_mismatch(&mut self) {
        self.inject = true;
    }

    fn present(&mut self, ev: Option<&HwEvent>) {
        let ready = self.ev_ports.ready;
        assert_eq!(
            self.core.get(ready),
            1,
            "the core must accept an event every clock"
        );
        self.ev_ports.put(&mut self.core, ev);
    }

    /// One clock: the taps after it are compared for every event in flight.
    fn tick(
        &mut self,
        fields: &[Field],
        diffs: &mut Vec<(u64, u64, u64, Vec<FieldDiff>)>,
        compared: &mut u64,
    ) {
        self.core.tick();
        let now = self.cycle;
        self.cycle += 1;
        for (cycle, index, line, taps) in &self.pending {
            let age = now - cycle;
            let mut d = Vec::new();
            for (f, golden) in fields.iter().zip(taps) {
                if f.stage == age {
                    *compared += 1;
                    diff(&mut d, f.name, *golden, self.core.get(f.port));
                }
            }
            if !d.is_empty() {
                diffs.push((*index, *line, *cycle, d));
            }
        }
        while self
            .pending
            .front()
            .is_some_and(|(c, ..)| now - c >= LATENCY - 1)
        {
            self.pending.pop_front();
        }
    }
}

impl Lane {
    /// One clock: `ev` (or a bubble) on the event port; returns the mismatches found after
    /// this clock as (cycle the event was presented, differing fields).
    pub fn clock(
        &mut self,
        ev: Option<&HwEvent>,
    ) -> Result<Vec<(u64, Vec<FieldDiff>)>, VerilatedError> {
        let fields = self.fields.clone();
        if let Some(e) = ev {
            let r = self.golden.step_at(self.cycle, e);
            let mut taps = interface::state_values(&self.golden.state, &r);
            if std::mem::take(&mut self.inject) {
                crate::compare::corrupt_golden(&mut taps);
            }
            self.pending.push_back((self.cycle, 0, 0, taps));
        }
        self.present(ev);
        let mut diffs = Vec::new();
        let mut compared = 0;
        self.tick(&fields, &mut diffs, &mut compared);
        Ok(diffs.into_iter().map(|(_, _, c, d)| (c, d)).collect())
    }

    /// Write a VCD of the following clocks.
    pub fn trace_vcd(&mut self, path: &Path) -> Result<(), VerilatedError> {
        self.core.trace_open(path)
    }

    /// Cycles this core has run.
    pub fn cycles(&self) -> u64 {
        self.cycle
    }
}

/// Co-simulates `reader`'s trace; stops at the first mismatch. With `vcd`, the mismatching
/// CCC is replayed once more with a VCD trace written there.
pub fn cosim(
    mut reader: TraceReader,
    spacing: Spacing,
    vcd: Option<&Path>,
) -> Result<CosimReport, CosimError> {
    let header = reader.header().clone();
    let trace = reader.name().to_string();
    let regs = config_from_header(&header)
        .register_image()
        .map_err(|e| CosimError::Config(format!("{trace}: {e}")))?;
    let mut lanes: HashMap<u32, Lane> = HashMap::new();
    let mut fields_cache: Option<Vec<Field>> = None;
    let mut diffs = Vec::new();
    let mut compared = 0u64;
    let mut events = 0u64;
    let mut cycles_base: HashMap<u32, u64> = HashMap::new();
    // The events (per CCC, with their cycles) for the golden-only timing and the VCD replay.
    let mut per_ccc: HashMap<u32, Vec<(u64, u64, HwEvent)>> = HashMap::new();
    let mut kept = 0usize;
    let rtx_col = reader.extra_columns().iter().position(|c| c == "rtx");
    // the models are built (once, cached) before the clock starts
    crate::verilated::prepare("nscc_core")?;
    let mut sleek = SleekRun::new(golden_model::sleek::SleekRegs::from_image(&regs))?;
    let start = Instant::now();
    for row in reader.by_ref() {
        let row = row?;
        let ev = row.event;
        let index = events;
        events += 1;
        if let std::collections::hash_map::Entry::Vacant(v) = lanes.entry(ev.ccc) {
            let lane = Lane::new(regs)?;
            if fields_cache.is_none() {
                fields_cache = Some(fields(&lane.core)?);
            }
            v.insert(lane);
        }
        let fields = fields_cache.as_ref().expect("set above");
        let lane = lanes.get_mut(&ev.ccc).expect("inserted above");
        let hw = HwEvent::from_event(&ev);
        // The cycle this event reaches the core.
        // (each core starts at cycle 0: the spacing's cycles are taken from the CCC's first)
        let n = lane.events;
        lane.events += 1;
        let at = spacing.cycle(n, ev.t_ps);
        let base = *cycles_base.entry(ev.ccc).or_insert(at);
        let target = (at - base).max(lane.cycle);
        while lane.cycle < target {
            lane.present(None);
            lane.tick(fields, &mut diffs, &mut compared);
        }
        let r = lane.golden.step_at(lane.cycle, &hw);
        lane.pending.push_back((
            lane.cycle,
            index,
            row.line,
            interface::state_values(&lane.golden.state, &r),
        ));
        if kept < KEEP_EVENTS {
            kept += 1;
            per_ccc
                .entry(ev.ccc)
                .or_default()
                .push((lane.cycle, index, hw));
        }
        // The SLEEK lane: the same event in the same cycle, reading the NSCC state after it.
        let rtx = rtx_col.map(|i| row.extra.get(i).is_some_and(|v| v.trim() == "1"));
        let view = golden_model::sleek::NsccView::of(&lane.golden.state);
        sleek.event(index, row.line, ev.ccc, &ev, rtx, lane.cycle, view)?;
        lane.present(Some(&hw));
        lane.tick(fields, &mut diffs, &mut compared);
        if !diffs.is_empty() || sleek.failed() {
            break;
        }
    }
    // Let the SLEEK engines finish their scans and empty their FIFOs.
    let sleek = sleek.finish(events);
    // Drain the pipelines.
    if diffs.is_empty() {
        let fields = fields_cache.clone().unwrap_or_default();
        for lane in lanes.values_mut() {
            for _ in 0..LATENCY {
                lane.present(None);
                lane.tick(&fields, &mut diffs, &mut compared);
            }
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    let cycles: u64 = lanes.values().map(|l| l.cycle).sum();
    // Cycles in which events streamed in (each core's final drain excluded).
    let stream_cycles = cycles.saturating_sub(lanes.len() as u64 * LATENCY).max(1);
    let mut first = diffs.first().map(|(index, line, cycle, d)| Mismatch {
        event: *index,
        line: *line,
        ccc: 0,
        cycle: *cycle,
        diffs: d.clone(),
        vcd: None,
    });
    if let (Some(m), Some(path)) = (first.as_mut(), vcd) {
        // Which CCC: the lane whose pending list held the event.
        if let Some((ccc, evs)) = per_ccc
            .iter()
            .find(|(_, evs)| evs.iter().any(|(_, i, _)| *i == m.event))
        {
            m.ccc = *ccc;
            write_vcd(regs, evs, m.cycle, path)?;
            m.vcd = Some(path.display().to_string());
        }
    }
    let mismatches = diffs.len() as u64;
    // The golden model alone on the same events, for its events/s in this run.
    let golden_eps = golden_speed(regs, &per_ccc);
    Ok(CosimReport {
        trace,
        spacing: format!("{spacing:?}").to_lowercase(),
        events,
        cccs: lanes.len(),
        cycles,
        events_per_cycle: events as f64 / stream_cycles as f64,
        latency_cycles: LATENCY,
        mismatches,
        fields_compared: compared,
        events_per_sec: events as f64 / elapsed.max(1e-9),
        golden_events_per_sec: golden_eps,
        first_mismatch: first,
        sleek,
    })
}

/// The golden model alone on the events of this run (each CCC at the same cycles), events/s.
fn golden_speed(regs: RegisterImage, per_ccc: &HashMap<u32, Vec<(u64, u64, HwEvent)>>) -> f64 {
    let total: usize = per_ccc.values().map(|v| v.len()).sum();
    if total == 0 {
        return 0.0;
    }
    // Repeat to at least a million events so that the timer resolution does not matter.
    let passes = 1_000_000usize.div_ceil(total);
    let t0 = Instant::now();
    for _ in 0..passes {
        for evs in per_ccc.values() {
            let mut g = GoldenCcc::new(regs, 0);
            for (cycle, _, e) in evs {
                std::hint::black_box(g.step_at(*cycle, e));
            }
        }
    }
    (passes * total) as f64 / t0.elapsed().as_secs_f64().max(1e-9)
}

/// Replays one CCC's events into a fresh core with a VCD trace, up to a few cycles past
/// `until`.
fn write_vcd(
    regs: RegisterImage,
    evs: &[(u64, u64, HwEvent)],
    until: u64,
    path: &Path,
) -> Result<(), CosimError> {
    crate::verilated::enable_traces();
    let mut lane = Lane::new(regs)?;
    lane.core.trace_open(path)?;
    let fields = fields(&lane.core)?;
    let (mut d, mut c) = (Vec::new(), 0);
    for (cycle, _, hw) in evs {
        while lane.cycle < *cycle {
            lane.present(None);
            lane.tick(&fields, &mut d, &mut c);
        }
        lane.present(Some(hw));
        lane.tick(&fields, &mut d, &mut c);
        if lane.cycle > until + LATENCY + 4 {
            break;
        }
    }
    for _ in 0..LATENCY + 4 {
        lane.present(None);
        lane.tick(&fields, &mut d, &mut c);
    }
    lane.core.trace_close();
    Ok(())
}

/// Where `nscc cosim --vcd` writes by default.
pub fn default_vcd() -> PathBuf {
    PathBuf::from("out/cosim_mismatch.vcd")
}
