//! Co-simulation of the Verilated multi-CCC engine (`NsccEngine`) against its golden twin
//! (`GoldenEngine`): profiles, lifecycle requests and events go to both; the engine's context
//! writes are mirrored, and when an event leaves the engine the complete state of its CCC
//! (every field of the interface map's `STATE`, from the mirror) and its action and fulfill
//! are compared with the golden engine's. Refusal counters and lifecycle answers are compared
//! too, and at the end every context.

use std::collections::{HashMap, VecDeque};
use std::fmt::Write as _;
use std::path::Path;
use std::time::Instant;

use golden_model::engine::{event_fits_port, GoldenEngine, Refusal, RefusalCounts};
use golden_model::interface;
use golden_model::nscc::HwEvent;
use golden_model::{EventKind, RegisterImage};
use nscc_rtl::engine::{self as rtl_engine, CCCS, C_FIELDS, T_FIELDS};
use nscc_trace::{config_from_header, Spacing, TraceReader};
use serde::Serialize;

pub use crate::compare::{CosimError, FieldDiff, Mismatch};
use crate::verilated::{PortId, SharedDut, Verilated, VerilatedError};

/// Lifecycle requests of the `ctl_op` port.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lifecycle {
    Activate { profile: u8, t_ns: u32 },
    Ready,
    Reset,
}

/// The engine RTL under test: both have the same ports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum EngineRtl {
    /// `NsccEngine` (one event per clock, 4,096 CCCs): the ECP5's.
    #[default]
    Pipelined,
    /// `NsccCompactEngine` (the compact core on swapped contexts, 128 CCCs): the Cu's.
    Compact,
}

impl EngineRtl {
    /// The Verilated top.
    pub fn top(self) -> &'static str {
        match self {
            EngineRtl::Pipelined => "nscc_engine",
            EngineRtl::Compact => "nscc_compact_engine",
        }
    }

    /// CCCs the engine holds.
    pub fn cccs(self) -> usize {
        match self {
            EngineRtl::Pipelined => CCCS,
            EngineRtl::Compact => nscc_rtl::compact_engine::COMPACT_CCCS,
        }
    }

    /// Most cycles one event can take from the port to its result (the drain's bound).
    fn max_event_cycles(self) -> u64 {
        match self {
            EngineRtl::Pipelined => 2 * rtl_engine::LATENCY,
            // the swap, the longest program (1,182 clocks on the htsim traces), margin
            EngineRtl::Compact => 4_000,
        }
    }

    /// The name `nscc cosim --core` gives it.
    pub fn name(self) -> &'static str {
        match self {
            EngineRtl::Pipelined => "engine",
            EngineRtl::Compact => "compact-engine",
        }
    }
}

/// The mirror of one context: the words last written to each group.
#[derive(Clone, Default)]
struct Mirror {
    q: u64,
    e: u64,
    t: Vec<u32>,
    i: u64,
    c: u64,
}

/// An accepted event whose result is still in the engine.
struct Expected {
    index: u64,
    line: u64,
    state: [u64; interface::STATE_FIELDS],
    /// Groups (Q, E, T, I, C) and the output (bit 5) already compared.
    done: u8,
}

/// All five context groups and the output compared.
const ALL_DONE: u8 = 0x3F;

struct Ports {
    ev_valid: PortId,
    ev_ready: PortId,
    ev_ccc: PortId,
    ev: Vec<PortId>,
    out_valid: PortId,
    out_ccc: PortId,
    out_action: PortId,
    out_fulfill: PortId,
    refused: [PortId; 4],
    we: [PortId; 5],
    addr: [PortId; 5],
    data: [PortId; 5],
    ctl_valid: PortId,
    ctl_ready: PortId,
    ctl_op: PortId,
    ctl_ccc: PortId,
    ctl_profile: PortId,
    ctl_t: PortId,
    ctl_done: PortId,
    ctl_ok: PortId,
    /// the compact engine's: low while a profile is copied in
    cfg_ready: Option<PortId>,
    cfg_write: PortId,
    cfg_profile: PortId,
    cfg: Vec<PortId>,
}

/// The Verilated engine and the golden engine, stepped together.
pub struct EngineBench {
    rtl: EngineRtl,
    cccs: usize,
    dut: SharedDut,
    golden: GoldenEngine,
    p: Ports,
    mirror: Vec<Mirror>,
    /// Per CCC, its accepted events whose writes are still to come (in order).
    pending: Vec<VecDeque<Expected>>,
    /// Accepted events still in the engine.
    in_flight: usize,
    /// Cycles run.
    pub cycle: u64,
    /// Events accepted by the port (refused ones included).
    pub accepted: u64,
    /// Cycles at which an offered event was held (same-CCC stall).
    pub stall_cycles: u64,
    /// Cycle of the first and the last accepted event.
    first_accept: Option<u64>,
    last_accept: u64,
    /// Largest gap between two accepted events while events were waiting.
    pub clocks_per_event_max: u64,
    /// Events the host refused before the port (fields wider than the port), per reason
    /// (`Refusal::ALL` order): the golden engine's reason.
    host_refused: [u64; 4],
    pub fields_compared: u64,
    pub mismatches: u64,
    pub first_mismatch: Option<Mismatch>,
    /// Corrupt the golden result of the next applied event ([`EngineBench::inject_mismatch`]).
    inject: bool,
}

/// Bits `lo .. lo + w` (w <= 64) of a little-endian word vector.
fn bits_of(words: &[u32], lo: usize, w: usize) -> u64 {
    let mut v = 0u64;
    for k in 0..w {
        let b = lo + k;
        if (words.get(b / 32).copied().unwrap_or(0) >> (b % 32)) & 1 == 1 {
            v |= 1 << k;
        }
    }
    v
}

impl EngineBench {
    /// The pipelined engine (`NsccEngine`).
    pub fn new() -> Result<EngineBench, VerilatedError> {
        EngineBench::of(EngineRtl::Pipelined)
    }

    /// The engine `rtl`, Verilated (built on first use).
    pub fn of(rtl: EngineRtl) -> Result<EngineBench, VerilatedError> {
        EngineBench::on(Verilated::new(rtl.top())?.into(), rtl, rtl.cccs())
    }

    /// The NSCC ports of `dut` (a top holding `rtl` under the same port names, as
    /// `cc_engine_ecp5`, holding `cccs` CCCs), observed by this bench; whoever clocks a
    /// shared model calls [`EngineBench::observe`] after each clock.
    pub fn on(dut: SharedDut, rtl: EngineRtl, cccs: usize) -> Result<EngineBench, VerilatedError> {
        let port = |n: &str| dut.port(n);
        let g = ["l", "q", "e", "t", "i", "c"];
        let grp = |kind: &str| -> Result<[PortId; 5], VerilatedError> {
            let v: Vec<PortId> = g[1..]
                .iter()
                .map(|x| port(&format!("ctx_{x}_{kind}")))
                .collect::<Result<_, _>>()?;
            Ok([v[0], v[1], v[2], v[3], v[4]])
        };
        let p = Ports {
            ev_valid: port("ev_valid")?,
            ev_ready: port("ev_ready")?,
            ev_ccc: port("ev_ccc")?,
            ev: interface::EVENT
                .iter()
                .map(|f| port(&format!("ev_{}", f.name)))
                .collect::<Result<_, _>>()?,
            out_valid: port("out_valid")?,
            out_ccc: port("out_ccc")?,
            out_action: port("out_action")?,
            out_fulfill: port("out_fulfill")?,
            refused: [
                port("refused_ccc_out_of_range")?,
                port("refused_idle")?,
                port("refused_not_ready")?,
                port("refused_event_out_of_range")?,
            ],
            we: grp("we")?,
            addr: grp("addr")?,
            data: grp("data")?,
            ctl_valid: port("ctl_valid")?,
            ctl_ready: port("ctl_ready")?,
            ctl_op: port("ctl_op")?,
            ctl_ccc: port("ctl_ccc")?,
            ctl_profile: port("ctl_profile")?,
            ctl_t: port("ctl_t")?,
            ctl_done: port("ctl_done")?,
            ctl_ok: port("ctl_ok")?,
            cfg_ready: port("cfg_ready").ok(),
            cfg_write: port("cfg_write")?,
            cfg_profile: port("cfg_profile")?,
            cfg: interface::REGISTER_IMAGE
                .iter()
                .map(|f| port(&format!("cfg_{}", f.name)))
                .collect::<Result<_, _>>()?,
        };
        let b = EngineBench {
            rtl,
            cccs,
            dut,
            golden: GoldenEngine::new(cccs).expect("a valid engine size"),
            p,
            mirror: vec![
                Mirror {
                    t: vec![0; rtl_engine::T_BITS.div_ceil(32)],
                    ..Mirror::default()
                };
                cccs
            ],
            pending: (0..cccs).map(|_| VecDeque::new()).collect(),
            in_flight: 0,
            cycle: 0,
            accepted: 0,
            stall_cycles: 0,
            first_accept: None,
            last_accept: 0,
            clocks_per_event_max: 0,
            host_refused: [0; 4],
            fields_compared: 0,
            mismatches: 0,
            first_mismatch: None,
            inject: false,
        };
        b.dut.set(b.p.ev_valid, 0);
        b.dut.set(b.p.ctl_valid, 0);
        b.dut.set(b.p.cfg_write, 0);
        b.dut.eval();
        Ok(b)
    }

    /// The golden engine (its refusal counts, states).
    pub fn golden(&self) -> &GoldenEngine {
        &self.golden
    }

    /// The comparison's self-check: the golden result of the next event the engine applies
    /// is corrupted (cwnd's lowest bit), so that it must be reported as a mismatch.
    pub fn inject_mismatch(&mut self) {
        self.inject = true;
    }

    /// Write VCD of the following clocks.
    pub fn trace_vcd(&mut self, path: &Path) -> Result<(), VerilatedError> {
        self.dut.trace_open(path)
    }

    fn mismatch(&mut self, index: u64, line: u64, ccc: u32, diffs: Vec<FieldDiff>) {
        self.mismatches += 1;
        if self.first_mismatch.is_none() {
            self.first_mismatch = Some(Mismatch {
                event: index,
                line,
                ccc,
                cycle: self.cycle,
                diffs,
                vcd: None,
            });
        }
    }

    /// One clock; then the context writes of the new cycle are mirrored and each is compared
    /// with the golden state of the event that makes it (the oldest of its CCC's events that
    /// has not written that group yet), and a completing event's action and fulfill too.
    fn tick(&mut self) {
        self.dut.tick();
        self.observe();
    }

    /// What [`EngineBench::tick`] does after the clock (the context writes and the outputs
    /// of the new cycle compared).
    pub fn observe(&mut self) {
        self.cycle += 1;
        for g in 0..5 {
            if self.dut.get(self.p.we[g]) == 1 {
                let a = self.dut.get(self.p.addr[g]) as usize;
                let m = &mut self.mirror[a];
                match g {
                    0 => m.q = self.dut.get(self.p.data[0]),
                    1 => m.e = self.dut.get(self.p.data[1]),
                    2 => m.t = self.dut.get_wide(self.p.data[2]),
                    3 => m.i = self.dut.get(self.p.data[3]),
                    _ => m.c = self.dut.get(self.p.data[4]),
                }
                self.compare_group(a as u32, g, None);
            }
        }
        if self.dut.get(self.p.out_valid) == 1 {
            let ccc = self.dut.get(self.p.out_ccc) as u32;
            let out = (
                self.dut.get(self.p.out_action),
                self.dut.get(self.p.out_fulfill),
            );
            self.compare_group(ccc, 5, Some(out));
        }
    }

    /// Compares group `g` of CCC `ccc` (5: the event's action and fulfill) with the
    /// golden values of the first pending event of that CCC that has not written it.
    fn compare_group(&mut self, ccc: u32, g: usize, out: Option<(u64, u64)>) {
        let names: Vec<&str> = match g {
            0 => vec!["base_rtt"],
            1 => vec!["avg_delay"],
            2 => T_FIELDS.iter().map(|(n, _)| *n).collect(),
            3 => vec!["inc_bytes"],
            4 => C_FIELDS.iter().map(|(n, _)| *n).collect(),
            _ => vec!["action", "fulfill"],
        };
        let (action, fulfill) = out.unwrap_or((0, 0));
        let rtl = self.state_of(ccc, action, fulfill);
        let q = &mut self.pending[ccc as usize];
        let Some(pos) = q.iter().position(|e| e.done & (1 << g) == 0) else {
            if g == 5 || self.in_flight > 0 {
                // a write or an output with no accepted event of this CCC to account for it
                self.mismatch(
                    0,
                    0,
                    ccc,
                    vec![FieldDiff {
                        field: format!("write of group {g} by no event"),
                        golden: 0,
                        rtl: 1,
                    }],
                );
            }
            return;
        };
        let exp = &mut q[pos];
        exp.done |= 1 << g;
        let mut d = Vec::new();
        for (k, f) in interface::STATE.iter().enumerate() {
            if names.contains(&f.name) {
                self.fields_compared += 1;
                if exp.state[k] != rtl[k] {
                    d.push(FieldDiff {
                        field: f.name.to_string(),
                        golden: exp.state[k],
                        rtl: rtl[k],
                    });
                }
            }
        }
        let (index, line) = (exp.index, exp.line);
        while q.front().is_some_and(|e| e.done == ALL_DONE) {
            q.pop_front();
            self.in_flight -= 1;
        }
        if !d.is_empty() {
            self.mismatch(index, line, ccc, d);
        }
    }

    /// The state of a CCC as its mirrored context holds it, in `STATE` order.
    fn state_of(&self, ccc: u32, action: u64, fulfill: u64) -> [u64; interface::STATE_FIELDS] {
        let m = &self.mirror[ccc as usize];
        let mut t = HashMap::new();
        let mut lo = 0;
        for (name, w) in T_FIELDS {
            t.insert(*name, bits_of(&m.t, lo, *w));
            lo += w;
        }
        let mut c = HashMap::new();
        let mut lo = 0;
        for (name, w) in C_FIELDS {
            c.insert(*name, (m.c >> lo) & ((1 << w) - 1));
            lo += w;
        }
        let mut out = [0u64; interface::STATE_FIELDS];
        for (k, f) in interface::STATE.iter().enumerate() {
            out[k] = match f.name {
                "base_rtt" => m.q,
                "avg_delay" => m.e,
                "action" => action,
                "fulfill" => fulfill,
                "inc_bytes" => m.i,
                n => t.get(n).or_else(|| c.get(n)).copied().unwrap_or(u64::MAX),
            };
        }
        out
    }

    /// Runs idle clocks until every accepted event has left the engine (the window and the
    /// pipeline empty), and a few more.
    pub fn drain(&mut self) {
        self.dut.set(self.p.ev_valid, 0);
        let limit = self.cycle + (rtl_engine::WINDOW as u64 + 2) * self.rtl.max_event_cycles();
        while self.in_flight > 0 && self.cycle < limit {
            self.tick();
        }
        for _ in 0..rtl_engine::LATENCY + 2 {
            self.tick();
        }
    }

    /// Loads a register image into a profile of both engines. Returns the golden engine's
    /// refusal (then nothing is written to the RTL either).
    pub fn load_profile(&mut self, profile: u8, r: &RegisterImage) -> Result<(), String> {
        self.golden
            .load_profile(profile, *r)
            .map_err(|e| e.to_string())?;
        if let Some(ready) = self.p.cfg_ready {
            self.dut.set(self.p.ev_valid, 0);
            while self.dut.get(ready) == 0 {
                self.tick();
            }
        }
        for (port, v) in self
            .p
            .cfg
            .clone()
            .iter()
            .zip(interface::register_image_values(r))
        {
            self.dut.set(*port, v);
        }
        self.dut.set(self.p.cfg_profile, profile as u64);
        self.dut.set(self.p.cfg_write, 1);
        self.tick();
        self.dut.set(self.p.cfg_write, 0);
        Ok(())
    }

    /// A lifecycle request to both engines; a differing answer is a mismatch. Returns the
    /// RTL's answer.
    pub fn lifecycle(&mut self, ccc: u32, op: Lifecycle) -> bool {
        let (code, profile, t) = match op {
            Lifecycle::Activate { profile, t_ns } => (rtl_engine::CTL_ACTIVATE, profile, t_ns),
            Lifecycle::Ready => (rtl_engine::CTL_READY, 0, 0),
            Lifecycle::Reset => (rtl_engine::CTL_RESET, 0, 0),
        };
        let golden = match op {
            Lifecycle::Activate { profile, t_ns } => self.golden.activate(ccc, profile, t_ns),
            Lifecycle::Ready => self.golden.ready(ccc),
            Lifecycle::Reset => self.golden.reset(ccc),
        }
        .is_ok();
        self.dut.set(self.p.ev_valid, 0);
        while self.dut.get(self.p.ctl_ready) == 0 {
            self.tick();
        }
        self.dut.set(self.p.ctl_op, code);
        self.dut.set(self.p.ctl_ccc, ccc as u64);
        self.dut.set(self.p.ctl_profile, profile as u64);
        self.dut.set(self.p.ctl_t, t as u64);
        self.dut.set(self.p.ctl_valid, 1);
        self.tick();
        self.dut.set(self.p.ctl_valid, 0);
        let mut guard = 0;
        // a request waits for the window and the pipeline to drain (the compact engine: for
        // the event it runs)
        while self.dut.get(self.p.ctl_done) == 0 && guard < 200u64.max(self.rtl.max_event_cycles())
        {
            self.tick();
            guard += 1;
        }
        let ok = self.dut.get(self.p.ctl_ok) == 1;
        if ok != golden {
            self.mismatch(
                0,
                0,
                ccc,
                vec![FieldDiff {
                    field: format!("lifecycle {op:?} accepted"),
                    golden: golden as u64,
                    rtl: ok as u64,
                }],
            );
        }
        ok
    }

    /// Offers `ev` for `ccc` at the port until the engine takes it (same-CCC stall), then
    /// applies it to the golden engine. `index`/`line` name it in a mismatch.
    pub fn offer(&mut self, ccc: u32, ev: &HwEvent, index: u64, line: u64) {
        // wider than the port's fields: the host refuses it, as the golden engine does
        if self.host_refuses(ccc, ev) {
            return;
        }
        self.present(ccc, ev);
        self.dut.set(self.p.ev_valid, 1);
        self.dut.eval();
        let mut waited = 0;
        while self.dut.get(self.p.ev_ready) == 0 {
            self.stall_cycles += 1;
            waited += 1;
            self.tick();
        }
        let gap = match self.first_accept {
            None => {
                self.first_accept = Some(self.cycle);
                1
            }
            Some(_) => self.cycle - self.last_accept,
        };
        if waited > 0 || gap == 1 {
            self.clocks_per_event_max = self.clocks_per_event_max.max(gap);
        }
        self.last_accept = self.cycle;
        self.take(ccc, ev, index, line);
        self.tick();
        self.dut.set(self.p.ev_valid, 0);
    }

    /// Whether the host refuses `ev` before the port (fields wider than the port's): then
    /// the golden engine has counted it, and it is not offered.
    pub fn host_refuses(&mut self, ccc: u32, ev: &HwEvent) -> bool {
        if !event_fits_port(ev) && ev.t_sub_ps <= 999 {
            if let Err(r) = self.golden.step(ccc, ev) {
                let k = Refusal::ALL.iter().position(|x| *x == r).unwrap_or(3);
                self.host_refused[k] += 1;
            }
            return true;
        }
        false
    }

    /// Sets the event ports to `ev` for `ccc` (not `ev_valid`).
    pub fn present(&mut self, ccc: u32, ev: &HwEvent) {
        self.dut.set(self.p.ev_ccc, ccc as u64);
        for (p, v) in self.p.ev.clone().iter().zip(interface::event_values(ev)) {
            self.dut.set(*p, v);
        }
    }

    /// The port took `ev` for `ccc` in this cycle: the golden engine steps on it and its
    /// state is expected from the engine's writes.
    pub fn take(&mut self, ccc: u32, ev: &HwEvent, index: u64, line: u64) {
        self.accepted += 1;
        if let Ok(st) = self.golden.step(ccc, ev) {
            let s = self.golden.state(ccc).unwrap_or_default();
            let mut state = interface::state_values(&s, &st.result);
            if std::mem::take(&mut self.inject) {
                crate::compare::corrupt_golden(&mut state);
            }
            self.pending[ccc as usize].push_back(Expected {
                index,
                line,
                state,
                done: 0,
            });
            self.in_flight += 1;
        }
    }

    /// Events taken whose writes are still to come.
    pub fn in_flight(&self) -> usize {
        self.in_flight
    }

    /// `n` idle clocks.
    pub fn idle(&mut self, n: u64) {
        let until = self.cycle + n;
        self.idle_until(until);
    }

    /// Idle clocks up to `cycle` (events offered at a later time).
    pub fn idle_until(&mut self, cycle: u64) {
        self.dut.set(self.p.ev_valid, 0);
        while self.cycle < cycle {
            self.tick();
        }
    }

    /// The RTL's refusal counters against the golden engine's (the host's own refusals of
    /// events wider than the port added to the RTL's `event_out_of_range`).
    pub fn check_refusals(&mut self) {
        let g = self.golden.refusals();
        let mut d = Vec::new();
        for (k, r) in Refusal::ALL.iter().enumerate() {
            let rtl = self.dut.get(self.p.refused[k]) + self.host_refused[k];
            if rtl != g.get(*r) {
                d.push(FieldDiff {
                    field: format!("refused {}", r.as_str()),
                    golden: g.get(*r),
                    rtl,
                });
            }
        }
        if !d.is_empty() {
            self.mismatch(self.accepted, 0, 0, d);
        }
    }

    /// Every context of the mirror against the golden engine (after a drain).
    pub fn check_all_contexts(&mut self) {
        for ccc in 0..self.cccs as u32 {
            let Some(s) = self.golden.state(ccc) else {
                continue;
            };
            let g = interface::state_values(&s, &Default::default());
            let r = self.state_of(ccc, 0, 0);
            let d: Vec<FieldDiff> = interface::STATE
                .iter()
                .zip(g.iter().zip(r))
                .filter(|(f, (g, r))| f.name != "action" && f.name != "fulfill" && **g != *r)
                .map(|(f, (g, r))| FieldDiff {
                    field: f.name.to_string(),
                    golden: *g,
                    rtl: r,
                })
                .collect();
            if !d.is_empty() {
                self.mismatch(u64::MAX, 0, ccc, d);
                return;
            }
        }
    }

    /// Refusals the golden engine counted.
    pub fn refusals(&self) -> RefusalCounts {
        self.golden.refusals()
    }

    /// Mean clocks per accepted event from the first acceptance to the last.
    pub fn clocks_per_event_mean(&self) -> f64 {
        match self.first_accept {
            Some(f) if self.accepted > 0 => {
                (self.last_accept - f + 1) as f64 / self.accepted as f64
            }
            _ => 0.0,
        }
    }
}

/// What `nscc cosim --core engine` reports.
#[derive(Clone, Debug, Serialize)]
pub struct EngineCosimReport {
    pub trace: String,
    pub spacing: String,
    pub core: String,
    /// Events offered to the engine (ack, NACK and RTO rows; send rows carry no NSCC input).
    pub events: u64,
    /// CCCs of the trace, all in one engine.
    pub cccs: usize,
    /// The engine's capacity.
    pub ccc_capacity: usize,
    /// Cycles from the first event offered to the last one completed.
    pub cycles: u64,
    pub events_per_cycle: f64,
    pub clocks_per_event_mean: f64,
    pub clocks_per_event_max: u64,
    /// Cycles an offered event waited at the port for its CCC's previous event.
    pub stall_cycles: u64,
    pub latency_cycles: u64,
    pub refused: RefusalCounts,
    pub mismatches: u64,
    pub fields_compared: u64,
    pub events_per_sec: f64,
    /// The golden engine alone on the same events (what the co-simulation's speed compares
    /// with).
    pub golden_events_per_sec: f64,
    pub first_mismatch: Option<Mismatch>,
}

impl EngineCosimReport {
    pub fn to_text(&self) -> String {
        let mut t = String::new();
        let _ = writeln!(
            t,
            "trace       {} ({} spacing), {} CCCs in one engine of {}",
            self.trace, self.spacing, self.cccs, self.ccc_capacity
        );
        let _ = writeln!(
            t,
            "events      {} in {} cycles: {:.3} events per cycle, clocks per event mean {:.2} max {}, {} stall cycles (same CCC), latency {} cycles",
            self.events,
            self.cycles,
            self.events_per_cycle,
            self.clocks_per_event_mean,
            self.clocks_per_event_max,
            self.stall_cycles,
            self.latency_cycles
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

/// Co-simulates a trace through one engine: its register image as profile 0, every CCC
/// activated (at t = 0) and made READY on its first row, in order of appearance.
pub fn cosim(
    reader: TraceReader,
    spacing: Spacing,
    vcd: Option<&Path>,
) -> Result<EngineCosimReport, CosimError> {
    cosim_on(EngineRtl::Pipelined, reader, spacing, vcd)
}

/// [`cosim`] on the engine `rtl`.
pub fn cosim_on(
    rtl: EngineRtl,
    mut reader: TraceReader,
    spacing: Spacing,
    vcd: Option<&Path>,
) -> Result<EngineCosimReport, CosimError> {
    let cccs = rtl.cccs();
    let header = reader.header().clone();
    let trace = reader.name().to_string();
    let regs = config_from_header(&header)
        .register_image()
        .map_err(|e| CosimError::Config(format!("{trace}: {e}")))?;
    crate::verilated::prepare(rtl.top())?;
    let mut b = EngineBench::of(rtl)?;
    if let Some(p) = vcd {
        b.trace_vcd(p)?;
    }
    b.load_profile(0, &regs)
        .map_err(|e| CosimError::Config(format!("{trace}: {e}")))?;
    let mut ids: HashMap<u32, u32> = HashMap::new();
    let mut rows = Vec::new();
    for row in reader.by_ref() {
        let row = row?;
        let ev = row.event;
        if !ids.contains_key(&ev.ccc) {
            let id = ids.len() as u32;
            if id as usize >= cccs {
                return Err(CosimError::Config(format!(
                    "{trace}: CCC {} is the trace's CCC number {}: the engine holds {cccs}",
                    ev.ccc,
                    id + 1
                )));
            }
            ids.insert(ev.ccc, id);
        }
        if ev.kind == EventKind::Send {
            continue;
        }
        rows.push((ids[&ev.ccc], HwEvent::from_event(&ev), row.line, ev.t_ps));
    }
    // lifecycle first (a request drains the engine), then the events
    let mut order: Vec<(u32, u32)> = ids.iter().map(|(k, v)| (*v, *k)).collect();
    order.sort();
    for (id, _) in &order {
        b.lifecycle(
            *id,
            Lifecycle::Activate {
                profile: 0,
                t_ns: 0,
            },
        );
        b.lifecycle(*id, Lifecycle::Ready);
    }
    let start = Instant::now();
    let c0 = b.cycle;
    let t0 = rows.first().map(|r| r.3).unwrap_or(0);
    for (n, (id, ev, line, t_ps)) in rows.iter().enumerate() {
        let at = c0 + spacing.cycle(n as u64, t_ps - t0.min(*t_ps));
        if spacing == Spacing::Trace {
            b.idle_until(at);
        }
        b.offer(*id, ev, n as u64, *line);
        if b.first_mismatch.is_some() {
            break;
        }
    }
    b.drain();
    b.check_refusals();
    if b.first_mismatch.is_none() {
        b.check_all_contexts();
    }
    let secs = start.elapsed().as_secs_f64();
    let cycles = b.cycle - c0;
    let events = rows.len() as u64;
    // the golden engine alone on the same events
    let mut g = GoldenEngine::new(cccs).expect("a valid engine size");
    g.load_profile(0, regs)
        .map_err(|e| CosimError::Config(format!("{trace}: {e}")))?;
    for (id, _) in &order {
        let _ = g.activate(*id, 0, 0);
        let _ = g.ready(*id);
    }
    let g_start = Instant::now();
    for (id, ev, _, _) in &rows {
        let _ = std::hint::black_box(g.step(*id, ev));
    }
    let golden_secs = g_start.elapsed().as_secs_f64();
    Ok(EngineCosimReport {
        trace,
        spacing: spacing.name().to_string(),
        core: rtl.name().into(),
        events,
        cccs: ids.len(),
        ccc_capacity: cccs,
        cycles,
        events_per_cycle: b.accepted as f64 / cycles.max(1) as f64,
        clocks_per_event_mean: b.clocks_per_event_mean(),
        clocks_per_event_max: b.clocks_per_event_max,
        stall_cycles: b.stall_cycles,
        latency_cycles: match rtl {
            EngineRtl::Pipelined => rtl_engine::LATENCY,
            EngineRtl::Compact => 0,
        },
        refused: b.refusals(),
        mismatches: b.mismatches,
        fields_compared: b.fields_compared,
        events_per_sec: events as f64 / secs.max(1e-9),
        golden_events_per_sec: events as f64 / golden_secs.max(1e-9),
        first_mismatch: b.first_mismatch.clone(),
    })
}
