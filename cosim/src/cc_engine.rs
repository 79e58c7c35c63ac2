//! Co-simulation of NSCC and INT CCCs through one event port (`CcEngine`,
//! `nscc_rtl::int::cc_engine`): the NSCC engine's bench ([`EngineBench`]) and the INT engine's
//! ([`IntLane`]) observe the same Verilated model, each its own answers and state writes,
//! against their golden twins; this bench routes each event as the engine must (the CCC's
//! last binding: an NSCC activation or an INT bind) and offers it on the shared port.
//!
//! The random stream mixes NSCC and INT events on the CCCs of each algorithm, CCCs that
//! change algorithm mid-stream (re-bound both ways), INT binds beyond the INT engine's
//! CCCs (ignored: the CCC stays NSCC), events for CCCs never bound (refused by the NSCC
//! engine as idle) and beyond every engine (refused as out of range).

use std::path::Path;
use std::time::Instant;

use golden_model::intcc::fixed::HwIntEvent;
use golden_model::nscc::HwEvent;
use nscc_rtl::int::cc_engine::{CC_CCCS as CCCS, CC_ENGINE_TOP, CC_INT_CCCS};
use nscc_rtl::nscc::engine::LATENCY;
use serde::Serialize;

use crate::compare::{CosimError, Mismatch};
use crate::core::Core;
use crate::engine::{EngineBench, Lifecycle};
use crate::int_engine::{random_events, random_profiles, IntLane};
use crate::streams::{config, stream, Rng};
use crate::verilated::SharedDut;

/// More clocks than any event waits at the port or takes to its answer.
const CLOCK_LIMIT: u64 = 4_000;

/// An event of either algorithm.
#[derive(Clone, Copy, Debug)]
pub enum CcEvent {
    Nscc(HwEvent),
    Int(HwIntEvent),
}

/// Figures of a mixed co-simulation (the engine issue's keys, and per algorithm).
#[derive(Clone, Debug, Default, Serialize)]
pub struct CcCosimReport {
    pub trace: String,
    pub core: String,
    pub algorithms: Vec<String>,
    pub events: u64,
    pub nscc_events: u64,
    pub int_events: u64,
    /// CCCs the stream used, and of them bound to an INT profile at the end.
    pub cccs: usize,
    pub int_cccs: usize,
    pub ccc_capacity: usize,
    pub int_ccc_capacity: usize,
    /// CCCs re-bound to the other algorithm mid-stream.
    pub rebinds: u64,
    pub cycles: u64,
    pub events_per_cycle: f64,
    pub clocks_per_event_mean: f64,
    pub clocks_per_event_max: u64,
    pub stall_cycles: u64,
    /// NSCC refusals (`Refusal::ALL` order) and the INT engine's.
    pub nscc_refused: [u64; 4],
    pub int_refused_records: u64,
    pub int_refused_unbound: u64,
    pub fields_compared: u64,
    pub mismatches: u64,
    pub events_per_sec: f64,
    pub first_mismatch: Option<Mismatch>,
}

impl CcCosimReport {
    pub fn to_text(&self) -> String {
        let mut t = format!(
            "NSCC + INT engine co-simulation ({}): {} events ({} NSCC, {} INT) over {} CCCs \
             ({} INT at the end, {} re-bound mid-stream), {} cycles, {:.3} events/cycle \
             ({:.2} clocks/event, worst {}); refused: NSCC {:?} (out of range, idle, not \
             ready, fields), INT {} (records) + {} (not INT); {} fields compared, {} \
             mismatches\n",
            self.core,
            self.events,
            self.nscc_events,
            self.int_events,
            self.cccs,
            self.int_cccs,
            self.rebinds,
            self.cycles,
            self.events_per_cycle,
            self.clocks_per_event_mean,
            self.clocks_per_event_max,
            self.nscc_refused,
            self.int_refused_records,
            self.int_refused_unbound,
            self.fields_compared,
            self.mismatches,
        );
        if let Some(m) = &self.first_mismatch {
            t.push_str(&format!(
                "first mismatch: event {} (CCC {}, cycle {}): {:?}\n",
                m.event, m.ccc, m.cycle, m.diffs
            ));
        }
        t
    }
}

/// The Verilated `CcEngine` with both benches and the routes.
pub struct CcBench {
    dut: SharedDut,
    pub nscc: EngineBench,
    pub int: IntLane,
    /// Per CCC the NSCC engine holds: routed to the INT engine.
    route: Vec<bool>,
    pub int_capacity: usize,
    pub events: u64,
    pub nscc_events: u64,
    pub int_events: u64,
    pub stall_cycles: u64,
    pub clocks_per_event_max: u64,
    first_taken: Option<u64>,
    last_taken: u64,
}

impl CcBench {
    pub fn new() -> Result<CcBench, CosimError> {
        crate::verilated::prepare(CC_ENGINE_TOP)?;
        let dut = SharedDut::new(CC_ENGINE_TOP)?;
        let nscc = EngineBench::on(dut.clone(), Core::Engine, CCCS)?;
        let int = IntLane::on(dut.clone(), CC_ENGINE_TOP, CC_INT_CCCS, "int_")?;
        Ok(CcBench {
            dut,
            nscc,
            int,
            route: vec![false; CCCS],
            int_capacity: CC_INT_CCCS,
            events: 0,
            nscc_events: 0,
            int_events: 0,
            stall_cycles: 0,
            clocks_per_event_max: 0,
            first_taken: None,
            last_taken: 0,
        })
    }

    pub fn trace_open(&mut self, path: &Path) -> Result<(), CosimError> {
        Ok(self.dut.trace_open(path)?)
    }

    /// The engine a CCC's events go to: true for the INT engine.
    pub fn routes_to_int(&self, ccc: u32) -> bool {
        self.route.get(ccc as usize).copied().unwrap_or(false)
    }

    /// One clock, observed by both benches.
    fn tick(&mut self) -> Result<(), CosimError> {
        self.dut.tick();
        self.nscc.observe();
        self.int.observe()
    }

    /// Clocks until both engines have answered every event taken (configuration comes with
    /// both drained: its own clocks are observed by one bench only).
    pub fn drain(&mut self) -> Result<(), CosimError> {
        self.dut.set_port("ev_valid", 0)?;
        let mut n = 0;
        while self.nscc.in_flight() + self.int.in_flight() > 0 {
            self.tick()?;
            n += 1;
            if n > CLOCK_LIMIT {
                return Err(CosimError::Stuck(format!(
                    "{CC_ENGINE_TOP}: {} NSCC and {} INT events never answered",
                    self.nscc.in_flight(),
                    self.int.in_flight()
                )));
            }
        }
        for _ in 0..LATENCY + 2 {
            self.tick()?;
        }
        Ok(())
    }

    /// Activates `ccc` on NSCC profile `profile` (READY): its events go to the NSCC engine.
    pub fn activate_nscc(&mut self, ccc: u32, profile: u8, t_ns: u32) -> Result<(), CosimError> {
        self.drain()?;
        self.nscc
            .lifecycle(ccc, Lifecycle::Activate { profile, t_ns });
        self.nscc.lifecycle(ccc, Lifecycle::Ready);
        if let Some(r) = self.route.get_mut(ccc as usize) {
            *r = false;
        }
        Ok(())
    }

    /// Binds `ccc` to INT profile `slot` (None: unbinds it): its events go to the INT
    /// engine if it holds the CCC, else (and when unbound) to the NSCC engine.
    pub fn bind_int(&mut self, ccc: u32, slot: Option<usize>) -> Result<(), CosimError> {
        self.drain()?;
        self.int.bind(ccc as usize, slot)?;
        let to_int = slot.is_some() && (ccc as usize) < self.int_capacity;
        if let Some(r) = self.route.get_mut(ccc as usize) {
            *r = to_int;
        }
        Ok(())
    }

    /// Offers `ev` for `ccc` on the shared port until the engine its route names takes it.
    /// An event of the other algorithm's kind is not offered (the caller's stream follows
    /// the routes); returns whether it was.
    pub fn offer(&mut self, ccc: u32, ev: &CcEvent, index: u64) -> Result<bool, CosimError> {
        let to_int = self.routes_to_int(ccc);
        match (ev, to_int) {
            (CcEvent::Nscc(e), false) => {
                if self.nscc.host_refuses(ccc, e) {
                    return Ok(true);
                }
                self.nscc.present(ccc, e);
            }
            (CcEvent::Int(e), true) => self.int.present(ccc, e),
            _ => return Ok(false),
        }
        self.dut.set_port("ev_valid", 1)?;
        let offered = self.dut.cycles();
        for _ in 0..CLOCK_LIMIT {
            self.dut.eval();
            if self.dut.get(self.dut.port("ev_ready")?) == 1 {
                let now = self.dut.cycles();
                let gap = match self.first_taken {
                    None => {
                        self.first_taken = Some(now);
                        1
                    }
                    Some(_) => now - self.last_taken,
                };
                if offered <= self.last_taken + 1 {
                    self.clocks_per_event_max = self.clocks_per_event_max.max(gap);
                }
                self.stall_cycles += now - offered;
                self.last_taken = now;
                match ev {
                    CcEvent::Nscc(e) => {
                        self.nscc.take(ccc, e, index, 0);
                        self.nscc_events += 1;
                    }
                    CcEvent::Int(e) => {
                        self.int.take(ccc, e, index, 0);
                        self.int_events += 1;
                    }
                }
                self.events += 1;
                self.tick()?;
                self.dut.set_port("ev_valid", 0)?;
                return Ok(true);
            }
            self.tick()?;
        }
        Err(CosimError::Stuck(format!(
            "{CC_ENGINE_TOP}: event {index} not taken after {CLOCK_LIMIT} clocks"
        )))
    }

    /// Drains and compares what remains: the NSCC refusal counters and every context, the
    /// INT engine's counters.
    pub fn finish(&mut self) -> Result<(), CosimError> {
        self.drain()?;
        self.nscc.check_refusals();
        self.nscc.check_all_contexts();
        self.int.drain()
    }

    pub fn mismatches(&self) -> u64 {
        self.nscc.mismatches + self.int.report.mismatches
    }

    fn first_mismatch(&self) -> Option<Mismatch> {
        self.nscc
            .first_mismatch
            .clone()
            .or_else(|| self.int.report.first_mismatch.clone())
    }
}

/// `nscc cosim --core cc-engine --random N --seed S`: `n` random NSCC and INT events through
/// one event port (see the module's text for what the stream holds), back-to-back.
pub fn cosim_mixed(n: usize, seed: u64, vcd: Option<&Path>) -> Result<CcCosimReport, CosimError> {
    let mut rng = Rng::new(seed);
    if vcd.is_some() {
        crate::verilated::enable_traces();
    }
    let mut b = CcBench::new()?;
    if let Some(v) = vcd {
        b.trace_open(v)?;
    }
    // profiles: 1..=3 NSCC, the four INT ones (HPCC++, Rx-HPCC, FNCC twice)
    let mut images = Vec::new();
    let want = 1 + rng.below(3) as usize;
    while images.len() < want {
        let r = config(&mut rng)
            .register_image()
            .map_err(|e| CosimError::Config(e.to_string()))?;
        if golden_model::engine::validate_profile(&r).is_ok() {
            images.push(r);
        }
    }
    for (p, r) in images.iter().enumerate() {
        b.nscc
            .load_profile(p as u8, r)
            .map_err(CosimError::Config)?;
    }
    let mut algos = vec!["nscc".to_string()];
    for (i, p) in random_profiles(&mut rng).into_iter().enumerate() {
        let a = p.params.algo.name().to_string();
        if !algos.contains(&a) {
            algos.push(a);
        }
        b.int.load_profile(i, p)?;
    }
    // INT CCCs: 24 ids below the INT engine's capacity (the last three left unbound: their
    // events go to NSCC, idle), and two ids above it that an INT bind cannot take
    let cap = b.int_capacity as u64;
    let mut int_ids: Vec<u32> = Vec::new();
    while int_ids.len() < 24 {
        let id = rng.below(cap) as u32;
        if !int_ids.contains(&id) {
            int_ids.push(id);
        }
    }
    int_ids.push((cap + rng.below(CCCS as u64 - cap)) as u32);
    int_ids.push((cap + rng.below(CCCS as u64 - cap)) as u32);
    // NSCC CCCs: 12 ids over the NSCC engine's space (some below the INT capacity), one
    // beyond it
    let mut nscc_ids: Vec<u32> = Vec::new();
    while nscc_ids.len() < 12 {
        let id = if rng.below(3) == 0 {
            rng.below(cap)
        } else {
            rng.below(CCCS as u64)
        } as u32;
        if !nscc_ids.contains(&id) && !int_ids.contains(&id) {
            nscc_ids.push(id);
        }
    }
    nscc_ids.push((CCCS as u64 + rng.below(1000)) as u32);
    for &id in &nscc_ids {
        let profile = rng.below(images.len() as u64) as u8;
        b.activate_nscc(id, profile, 0)?;
    }
    for (k, &id) in int_ids.iter().enumerate() {
        if !(21..24).contains(&k) {
            b.bind_int(id, Some(rng.below(4) as usize))?;
        }
    }
    let int_events = random_events(int_ids.len(), n, &mut rng);
    let mut int_next = 0usize;
    let mut nscc_evs: Vec<Option<HwEvent>> = Vec::new();
    let mut nscc_next = 0usize;
    let mut t_base = 0u32;
    let mut current = nscc_ids[0];
    let mut rebinds = 0u64;
    let all: Vec<u32> = nscc_ids.iter().chain(int_ids.iter()).copied().collect();
    let start = Instant::now();
    let c0 = b.dut.cycles();
    let mut offered = 0u64;
    let mut guard = 0usize;
    while (offered as usize) < n && guard < 4 * n + 100 {
        guard += 1;
        // now and then (about eight times a stream) a CCC changes algorithm (both ways,
        // drained first)
        if rng.below((n as u64 / 8).max(50)) == 0 {
            let id = rng.pick(&all);
            if b.routes_to_int(id) {
                let profile = rng.below(images.len() as u64) as u8;
                b.drain()?;
                b.nscc.lifecycle(id, Lifecycle::Reset);
                b.activate_nscc(id, profile, t_base)?;
            } else {
                b.bind_int(id, Some(rng.below(4) as usize))?;
            }
            rebinds += 1;
        }
        let int_turn = rng.below(2) == 0;
        if int_turn {
            let (k, ev, _, _) = int_events[int_next % int_events.len()];
            int_next += 1;
            // (the generator's ids past its CCCs: beyond every engine)
            let id = int_ids.get(k as usize).copied().unwrap_or(CCCS as u32 + k);
            if b.routes_to_int(id) {
                b.offer(id, &CcEvent::Int(ev), offered)?;
                offered += 1;
                continue;
            }
            current = id;
        } else if rng.below(4) == 0 {
            current = rng.pick(&all);
        }
        if b.routes_to_int(current) {
            continue;
        }
        // the next NSCC event (a fresh stream, later in time, when one runs out)
        if nscc_next >= nscc_evs.len() {
            t_base =
                t_base.wrapping_add(nscc_evs.iter().flatten().map(|e| e.t_ns).max().unwrap_or(0));
            nscc_evs = stream(&mut rng, images[0].base_rtt_ns);
            nscc_next = 0;
        }
        let slot = nscc_evs[nscc_next];
        nscc_next += 1;
        let Some(mut ev) = slot else {
            continue;
        };
        ev.t_ns = ev.t_ns.wrapping_add(t_base);
        b.offer(current, &CcEvent::Nscc(ev), offered)?;
        offered += 1;
        if b.mismatches() > 0 {
            break;
        }
    }
    b.finish()?;
    let cycles = b.dut.cycles() - c0;
    let secs = start.elapsed().as_secs_f64();
    let g = b.nscc.golden().refusals();
    let nscc_refused = [0, 1, 2, 3].map(|k| g.get(golden_model::engine::Refusal::ALL[k]));
    let int_cccs = all.iter().filter(|&&c| b.routes_to_int(c)).count();
    Ok(CcCosimReport {
        trace: format!("random NSCC + INT stream (seed {seed})"),
        core: CC_ENGINE_TOP.to_string(),
        algorithms: algos,
        events: b.events,
        nscc_events: b.nscc_events,
        int_events: b.int_events,
        cccs: all.len(),
        int_cccs,
        ccc_capacity: CCCS,
        int_ccc_capacity: b.int_capacity,
        rebinds,
        cycles,
        events_per_cycle: b.events as f64 / cycles.max(1) as f64,
        clocks_per_event_mean: cycles as f64 / b.events.max(1) as f64,
        clocks_per_event_max: b.clocks_per_event_max,
        stall_cycles: b.stall_cycles,
        nscc_refused,
        int_refused_records: b.int.report.refused_records,
        int_refused_unbound: b.int.report.refused_unbound,
        fields_compared: b.nscc.fields_compared + b.int.report.fields_compared,
        mismatches: b.mismatches(),
        events_per_sec: b.events as f64 / secs.max(1e-9),
        first_mismatch: b.first_mismatch(),
    })
}
