//! Co-simulation of the Verilated compact core ([`nscc_rtl::nscc::compact_core::NsccCompact`])
//! against the golden model stepped sequentially (every event more than the pipeline
//! latency after the last): each event is presented when `ev_ready` is high, and once the
//! core is ready again its complete state is compared with the golden model's.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::time::Instant;

use golden_model::nscc::{GoldenCcc, HwEvent};
use golden_model::{interface, RegisterImage};
use serde::Serialize;

use crate::compare::{CosimError, FieldDiff, Mismatch};
use crate::verilated::{PortId, Verilated, VerilatedError};
use nscc_trace::{config_from_header, TraceReader};

/// More clocks than any event's program takes: a core still busy after them is stuck.
const EVENT_CLOCK_LIMIT: u64 = 10_000;

/// The compact core's event port: `ev_valid`, `ev_ready` and one
/// port `ev_<name>` per field of the interface map's [`interface::EVENT`].
#[derive(Clone)]
struct EvPorts {
    ready: PortId,
    valid: PortId,
    fields: Vec<PortId>,
}

impl EvPorts {
    fn of(core: &Verilated) -> Result<EvPorts, VerilatedError> {
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
    fn put(&self, core: &mut Verilated, ev: Option<&HwEvent>) {
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

/// Loads the register image (ports `cfg_<name>` of [`interface::REGISTER_IMAGE`]) and makes
/// the CCC READY (two cycles).
fn configure(core: &mut Verilated, r: &RegisterImage) -> Result<(), VerilatedError> {
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

/// The Verilated compact core of one CCC with its golden twin.
pub struct CompactLane {
    core: Verilated,
    golden: GoldenCcc,
    ev_ports: EvPorts,
    fields: Vec<(PortId, &'static str)>,
    /// Clocks run so far.
    pub cycles: u64,
    /// Corrupt the golden state of the next event ([`CompactLane::inject_mismatch`]).
    inject: bool,
}

impl CompactLane {
    /// A configured, READY core (its activation program run) and golden model.
    pub fn new(regs: RegisterImage) -> Result<CompactLane, CosimError> {
        let mut core = Verilated::new("nscc_compact")?;
        configure(&mut core, &regs)?;
        let ev_ports = EvPorts::of(&core)?;
        let fields = golden_model::interface::STATE
            .iter()
            .map(|f| Ok((core.port(f.name)?, f.name)))
            .collect::<Result<Vec<_>, VerilatedError>>()?;
        let mut lane = CompactLane {
            core,
            golden: GoldenCcc::new(regs, 0),
            ev_ports,
            fields,
            cycles: 2,
            inject: false,
        };
        lane.wait_ready()?;
        Ok(lane)
    }

    fn wait_ready(&mut self) -> Result<u64, CosimError> {
        let mut n = 0;
        while self.core.get(self.ev_ports.ready) == 0 {
            if n == EVENT_CLOCK_LIMIT {
                return Err(CosimError::Stuck(format!(
                    "the compact core is still busy after {EVENT_CLOCK_LIMIT} clocks"
                )));
            }
            self.core.tick();
            n += 1;
        }
        self.cycles += n;
        Ok(n)
    }

    /// One event: presented for one clock, run to the end; returns the clocks from its
    /// presentation until the core was ready again, and the fields that differ from the
    /// golden model's.
    pub fn step(&mut self, ev: &HwEvent) -> Result<(u64, Vec<FieldDiff>), CosimError> {
        self.ev_ports.put(&mut self.core, Some(ev));
        self.core.tick();
        self.cycles += 1;
        self.ev_ports.put(&mut self.core, None);
        let clocks = 1 + self.wait_ready()?;
        let r = self.golden.step(ev);
        let mut golden = golden_model::interface::state_values(&self.golden.state, &r);
        if std::mem::take(&mut self.inject) {
            crate::compare::corrupt_golden(&mut golden);
        }
        let diffs = self
            .fields
            .iter()
            .zip(golden)
            .filter_map(|((port, name), golden)| {
                let rtl = self.core.get(*port);
                (rtl != golden).then(|| FieldDiff {
                    field: name.to_string(),
                    golden,
                    rtl,
                })
            })
            .collect();
        Ok((clocks, diffs))
    }

    /// The comparison's self-check: the golden state of the next event is corrupted (cwnd's
    /// lowest bit), so that it must be reported as a mismatch.
    pub fn inject_mismatch(&mut self) {
        self.inject = true;
    }

    /// Write a VCD of the following clocks.
    pub fn trace_vcd(&mut self, path: &std::path::Path) -> Result<(), VerilatedError> {
        self.core.trace_open(path)
    }
}

/// What `nscc cosim --core compact` reports.
#[derive(Clone, Debug, Serialize)]
pub struct CompactReport {
    pub trace: String,
    pub core: &'static str,
    pub events: u64,
    pub cccs: usize,
    pub cycles: u64,
    /// Clocks from an event's presentation until the core takes the next one.
    pub cycles_per_event_mean: f64,
    pub cycles_per_event_max: u64,
    /// 1 / cycles_per_event_mean.
    pub events_per_cycle: f64,
    pub mismatches: u64,
    pub fields_compared: u64,
    pub events_per_sec: f64,
    pub golden_events_per_sec: f64,
    pub first_mismatch: Option<Mismatch>,
}

impl CompactReport {
    /// The report as text (what `nscc cosim --core compact` prints).
    pub fn to_text(&self) -> String {
        let mut t = String::new();

        let _ = writeln!(
            t,
            "trace       {} (compact core, events one after the other), {} CCCs",
            self.trace, self.cccs
        );
        let _ = writeln!(
            t,
            "events      {} in {} cycles: {:.1} clocks per event (max {}), {:.4} events per cycle",
            self.events,
            self.cycles,
            self.cycles_per_event_mean,
            self.cycles_per_event_max,
            self.events_per_cycle
        );
        t += &crate::compare::outcome_text(
            self.fields_compared,
            self.mismatches,
            self.events_per_sec,
            self.golden_events_per_sec,
            self.first_mismatch.as_ref(),
        );
        t
    }
}

/// Co-simulates `reader`'s trace on the compact core, one lane per CCC, events in trace
/// order; stops at the first mismatch.
pub fn compact_cosim(mut reader: TraceReader) -> Result<CompactReport, CosimError> {
    let trace = reader.name().to_string();
    let regs = config_from_header(reader.header())
        .register_image()
        .map_err(|e| CosimError::Config(format!("{trace}: {e}")))?;
    let mut lanes: HashMap<u32, CompactLane> = HashMap::new();
    let mut per_ccc: HashMap<u32, Vec<HwEvent>> = HashMap::new();
    let (mut events, mut compared, mut busy, mut max_clocks) = (0u64, 0u64, 0u64, 0u64);
    let mut first_mismatch = None;
    // the model is built (once, cached) before the clock starts
    crate::verilated::prepare("nscc_compact")?;
    let start = Instant::now();
    for row in reader.by_ref() {
        let row = row?;
        let hw = HwEvent::from_event(&row.event);
        let lane = match lanes.entry(row.event.ccc) {
            std::collections::hash_map::Entry::Occupied(o) => o.into_mut(),
            std::collections::hash_map::Entry::Vacant(v) => v.insert(CompactLane::new(regs)?),
        };
        let (clocks, diffs) = lane.step(&hw)?;
        per_ccc.entry(row.event.ccc).or_default().push(hw);
        busy += clocks;
        max_clocks = max_clocks.max(clocks);
        compared += lane.fields.len() as u64;
        events += 1;
        if !diffs.is_empty() {
            first_mismatch = Some(Mismatch {
                event: events - 1,
                line: row.line,
                ccc: row.event.ccc,
                cycle: lane.cycles,
                diffs,
                vcd: None,
            });
            break;
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    let golden_start = Instant::now();
    let mut golden_events = 0u64;
    for _ in 0..5 {
        for evs in per_ccc.values() {
            let mut g = GoldenCcc::new(regs, 0);
            for e in evs {
                std::hint::black_box(g.step(e));
            }
            golden_events += evs.len() as u64;
        }
    }
    let golden_elapsed = golden_start.elapsed().as_secs_f64();
    let mean = busy as f64 / events.max(1) as f64;
    Ok(CompactReport {
        trace,
        core: "compact",
        events,
        cccs: lanes.len(),
        cycles: lanes.values().map(|l| l.cycles).sum(),
        cycles_per_event_mean: mean,
        cycles_per_event_max: max_clocks,
        events_per_cycle: if mean > 0.0 { 1.0 / mean } else { 0.0 },
        mismatches: first_mismatch.is_some() as u64,
        fields_compared: compared,
        events_per_sec: events as f64 / elapsed.max(1e-9),
        golden_events_per_sec: golden_events as f64 / golden_elapsed.max(1e-9),
        first_mismatch,
    })
}
