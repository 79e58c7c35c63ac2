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
use golden_model::pipeline::CLOCK_PS;
use golden_model::timing::{Latency, Offered, Route, Schedule, TimingStats};
use golden_model::{EventKind, RegisterImage};
use nscc_rtl::nscc::engine::{self as rtl_engine, C_FIELDS, T_FIELDS};

/// The Q group's fields (the base RTT and its ps).
const Q_FIELDS: &[interface::Field] = interface::context_group("q").fields;
const I_FIELDS: &[interface::Field] = interface::context_group("i").fields;
use nscc_trace::{config_from_header, Spacing, TraceReader};
use serde::Serialize;

use crate::compare::{diff, CosimError, FieldDiff, Mismatch};
pub use crate::core::Core;
use crate::sleek::{SleekFigures, SleekRun};
use crate::verilated::{PortId, RunStatus, SharedDut, Stream, Verilated, VerilatedError};

/// Lifecycle requests of the `ctl_op` port.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lifecycle {
    Activate { profile: u8, t_ns: u32 },
    Ready,
    Reset,
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
    /// The cycle the event arrived (its trace time), or the cycle the port took it.
    arrival: u64,
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
    rtl: Core,
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
    /// Arrival-to-result latencies of the completed events: cycles -> events.
    pub latency: Latency,
    /// Batched runs ([`Verilated::run`]) when the bench owns its model: events are queued
    /// by [`EngineBench::offer`] and run many cycles per call; `None` on a shared model
    /// (clocked cycle by cycle by its owner).
    batch: Option<Batch>,
}

/// Events offered but not yet run, and the log of the last run.
struct Batch {
    stream: Stream,
    /// Records of [`Batch::stream`] from `first` on.
    records: Vec<u32>,
    first: usize,
    /// The queued events, one per record.
    events: Vec<Queued>,
    log: Vec<u32>,
    /// Cycles the first queued event already waited at the port.
    waited: u32,
    /// Idle cycles and earliest cycle of the next event offered.
    idle: u32,
    not_before: u64,
}

/// A queued event.
struct Queued {
    ccc: u32,
    ev: HwEvent,
    index: u64,
    line: u64,
    /// The cycle it arrived, if the caller named one.
    arrival: Option<u64>,
    /// [`EngineBench::inject_mismatch`] was called before it was offered.
    inject: bool,
}

/// Events queued before a batch runs.
const BATCH_EVENTS: usize = 4096;
/// Log words of one run (a few thousand cycles' entries).
const LOG_WORDS: usize = 1 << 16;

/// Where each `STATE` field is in the mirror.
#[derive(Clone, Copy)]
enum Source {
    /// bits `lo .. lo + w` of the Q word
    Q(usize, usize),
    E,
    /// bits `lo .. lo + w` of the I word
    I(usize, usize),
    /// the interface's `flags`: fast_active from the I word's bit `i`, trigger_qa and
    /// qa_armed from the T words' bits `t`, `t + 1`
    Flags(usize, usize),
    Action,
    Fulfill,
    /// bits `lo .. lo + w` of the T words
    T(usize, usize),
    /// bits `lo .. lo + w` of the C word
    C(usize, usize),
    None,
}

impl Source {
    /// The field's value in mirror `m` (an event's `action` and `fulfill` beside it).
    #[inline]
    fn of(self, m: &Mirror, action: u64, fulfill: u64) -> u64 {
        match self {
            Source::Q(lo, w) => (m.q >> lo) & (u64::MAX >> (64 - w)),
            Source::E => m.e,
            Source::I(lo, w) => (m.i >> lo) & (u64::MAX >> (64 - w)),
            Source::Flags(t, i) => (bits_of(&m.t, t, 2) << 1) | ((m.i >> i) & 1),
            Source::Action => action,
            Source::Fulfill => fulfill,
            Source::T(lo, w) => bits_of(&m.t, lo, w),
            Source::C(lo, w) => (m.c >> lo) & (u64::MAX >> (64 - w)),
            Source::None => u64::MAX,
        }
    }
}

/// The mirror's place of every `STATE` field, and what each group (Q, E, T, I, C, the
/// output) writes: `STATE` indices with the bits of the field the group holds (`flags` is
/// split: fast_active in I, trigger_qa and qa_armed in T) and where they are; derived once
/// from the interface map and the context layout.
struct Layout {
    source: [Source; interface::STATE_FIELDS],
    groups: [Vec<(usize, u64, Source)>; 6],
}

fn layout() -> &'static Layout {
    static L: std::sync::OnceLock<Layout> = std::sync::OnceLock::new();
    L.get_or_init(|| {
        let find = |fields: &[interface::Field], name: &str| {
            let mut lo = 0;
            for f in fields {
                if f.name == name {
                    return Some((lo, f.bits));
                }
                lo += f.bits;
            }
            None
        };
        let mut source = [Source::None; interface::STATE_FIELDS];
        let mut groups: [Vec<(usize, u64, Source)>; 6] = Default::default();
        for (k, f) in interface::STATE.iter().enumerate() {
            if f.name == "flags" {
                let (t, _) = find(T_FIELDS, "flags").expect("T flags");
                let (i, _) = find(I_FIELDS, "fast_active").expect("I fast_active");
                // (each group compares its bits of the whole field)
                source[k] = Source::Flags(t, i);
                groups[2].push((k, 0b110, source[k]));
                groups[3].push((k, 0b001, source[k]));
                continue;
            }
            let (src, g) = match f.name {
                "avg_delay" => (Source::E, Some(1)),
                "inc_bytes" => {
                    let (lo, w) = find(I_FIELDS, "inc_bytes").expect("I inc_bytes");
                    (Source::I(lo, w), Some(3))
                }
                "action" => (Source::Action, Some(5)),
                "fulfill" => (Source::Fulfill, Some(5)),
                n => match (find(Q_FIELDS, n), find(T_FIELDS, n), find(C_FIELDS, n)) {
                    (Some((lo, w)), _, _) => (Source::Q(lo, w), Some(0)),
                    (None, Some((lo, w)), _) => (Source::T(lo, w), Some(2)),
                    (None, None, Some((lo, w))) => (Source::C(lo, w), Some(4)),
                    _ => (Source::None, None),
                },
            };
            source[k] = src;
            if let Some(g) = g {
                groups[g].push((k, u64::MAX, src));
            }
        }
        Layout { source, groups }
    })
}

/// Bits `lo .. lo + w` (1 <= w <= 64) of a little-endian word vector.
fn bits_of(words: &[u32], lo: usize, w: usize) -> u64 {
    let mut v = 0u64;
    let mut got = 0;
    while got < w {
        let b = lo + got;
        let word = (words.get(b / 32).copied().unwrap_or(0) >> (b % 32)) as u64;
        let take = (32 - b % 32).min(w - got);
        v |= (word & ((1u64 << take) - 1)) << got;
        got += take;
    }
    v
}

impl EngineBench {
    /// The pipelined engine (`NsccEngine`).
    pub fn new() -> Result<EngineBench, VerilatedError> {
        EngineBench::of(Core::Engine)
    }

    /// The engine `rtl`, Verilated (built on first use).
    pub fn of(rtl: Core) -> Result<EngineBench, VerilatedError> {
        let mut b = EngineBench::on(Verilated::new(rtl.top())?.into(), rtl, rtl.cccs())?;
        let p = &b.p;
        let mut inputs = vec![p.ev_ccc];
        inputs.extend(p.ev.iter().copied());
        let mut groups: Vec<(PortId, Vec<PortId>)> = (0..5)
            .map(|g| (p.we[g], vec![p.addr[g], p.data[g]]))
            .collect();
        groups.push((p.out_valid, vec![p.out_ccc, p.out_action, p.out_fulfill]));
        let stream = b.dut.stream(&inputs, p.ev_valid, p.ev_ready, &groups);
        let log = vec![0; LOG_WORDS.max(stream.min_log())];
        b.batch = Some(Batch {
            stream,
            records: Vec::new(),
            first: 0,
            events: Vec::new(),
            log,
            waited: 0,
            idle: 0,
            not_before: 0,
        });
        Ok(b)
    }

    /// The NSCC ports of `dut` (a top holding `rtl` under the same port names, as
    /// `cc_engine_ecp5`, holding `cccs` CCCs), observed by this bench; whoever clocks a
    /// shared model calls [`EngineBench::observe`] after each clock.
    pub fn on(dut: SharedDut, rtl: Core, cccs: usize) -> Result<EngineBench, VerilatedError> {
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
            latency: Latency::default(),
            batch: None,
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
                let data = self.dut.get_wide(self.p.data[g]);
                self.write(g, a, &data);
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

    /// A write or an output of the RTL that no accepted event accounts for.
    fn unaccounted(&mut self, ccc: u32, what: String) {
        self.mismatch(
            0,
            0,
            ccc,
            vec![FieldDiff {
                field: what,
                golden: 0,
                rtl: 1,
            }],
        );
    }

    /// A context write of group `g` (Q, E, T, I, C) to CCC `a`, its data as 32-bit words:
    /// mirrored, then compared.
    fn write(&mut self, g: usize, a: usize, data: &[u32]) {
        let Some(m) = self.mirror.get_mut(a) else {
            // an address beyond the contexts: no event can account for it
            self.unaccounted(a as u32, format!("write of group {g} beyond the contexts"));
            return;
        };
        let word = |d: &[u32]| d[0] as u64 | d.get(1).map_or(0, |&h| (h as u64) << 32);
        match g {
            0 => m.q = word(data),
            1 => m.e = word(data),
            2 => {
                m.t.clear();
                m.t.extend_from_slice(data);
            }
            3 => m.i = word(data),
            _ => m.c = word(data),
        }
        self.compare_group(a as u32, g, None);
    }

    /// Compares group `g` of CCC `ccc` (5: the event's action and fulfill) with the
    /// golden values of the first pending event of that CCC that has not written it.
    fn compare_group(&mut self, ccc: u32, g: usize, out: Option<(u64, u64)>) {
        if ccc as usize >= self.cccs {
            self.unaccounted(
                ccc,
                format!("output of group {g} for a CCC beyond the contexts"),
            );
            return;
        }
        let (action, fulfill) = out.unwrap_or((0, 0));
        let m = &self.mirror[ccc as usize];
        let q = &mut self.pending[ccc as usize];
        let Some(pos) = q.iter().position(|e| e.done & (1 << g) == 0) else {
            if g == 5 || self.in_flight > 0 {
                // a write or an output with no accepted event of this CCC to account for it
                self.unaccounted(ccc, format!("write of group {g} by no event"));
            }
            return;
        };
        let exp = &mut q[pos];
        exp.done |= 1 << g;
        if g == 5 {
            self.latency.add(self.cycle.saturating_sub(exp.arrival));
        }
        let mut d = Vec::new();
        let l = layout();
        let fields = &l.groups[g];
        // (`flags` counts once: in the I group, which compares its bit 0)
        self.fields_compared += fields.iter().filter(|f| f.1 & 1 != 0).count() as u64;
        for &(k, mask, src) in fields {
            let rtl = src.of(m, action, fulfill) & mask;
            diff(&mut d, interface::STATE[k].name, exp.state[k] & mask, rtl);
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
        let mut out = [0u64; interface::STATE_FIELDS];
        for (k, src) in layout().source.iter().enumerate() {
            out[k] = src.of(m, action, fulfill);
        }
        out
    }

    /// Runs idle clocks until every accepted event has left the engine (the window and the
    /// pipeline empty), and a few more.
    pub fn drain(&mut self) {
        self.sync();
        self.dut.set(self.p.ev_valid, 0);
        let limit = self.cycle + (rtl_engine::WINDOW as u64 + 2) * self.rtl.max_event_cycles();
        if self.batch.is_some() {
            while self.in_flight > 0 && self.cycle < limit {
                self.run_idle(16.min(limit - self.cycle));
            }
            self.run_idle(rtl_engine::LATENCY + 2);
            return;
        }
        while self.in_flight > 0 && self.cycle < limit {
            self.tick();
        }
        for _ in 0..rtl_engine::LATENCY + 2 {
            self.tick();
        }
    }

    /// Runs the queued events (batched mode), then the idle cycles asked for after them:
    /// the model and the golden engine are where the calls so far put them.
    pub fn sync(&mut self) {
        self.flush();
        let Some(b) = &mut self.batch else {
            return;
        };
        let idle = std::mem::take(&mut b.idle) as u64;
        let until = std::mem::take(&mut b.not_before).max(self.cycle);
        let n = idle.max(until - self.cycle);
        if n > 0 {
            self.run_idle(n);
        }
    }

    /// `n` idle cycles in one batched run (no event queued).
    fn run_idle(&mut self, n: u64) {
        let Some(mut b) = self.batch.take() else {
            return;
        };
        let mut left = n;
        while left > 0 {
            let (c0, d0) = (self.cycle, self.dut.cycles());
            let out = self.dut.run(&b.stream, &[], left, false, 0, &mut b.log);
            let ran = self.dut.cycles() - d0;
            self.apply_log(&b, out.log_len, &[], c0, d0);
            self.cycle = c0 + ran;
            left -= ran;
            debug_assert!(out.status != RunStatus::Done);
        }
        self.batch = Some(b);
    }

    /// Runs every queued event through the model (batched mode) and compares what the log
    /// holds.
    fn flush(&mut self) {
        let Some(mut b) = self.batch.take() else {
            return;
        };
        let rw = b.stream.record_words();
        while b.first < b.events.len() {
            let (c0, d0) = (self.cycle, self.dut.cycles());
            let out = self.dut.run(
                &b.stream,
                &b.records[b.first * rw..],
                u64::MAX >> 1,
                true,
                b.waited,
                &mut b.log,
            );
            let taken = b.first..b.first + out.consumed;
            self.apply_log(&b, out.log_len, &b.events[taken], c0, d0);
            self.cycle = c0 + (self.dut.cycles() - d0);
            b.first += out.consumed;
            b.waited = out.waited;
            if b.first < b.events.len() {
                b.records[b.first * rw] = out.idle_left;
            }
        }
        b.records.clear();
        b.events.clear();
        b.first = 0;
        self.batch = Some(b);
    }

    /// The log of one run: acceptances step the golden engine (`taken`, in order), context
    /// writes and results are mirrored and compared, each at its cycle (`c0` the bench's
    /// and `d0` the model's cycle count when the run began).
    fn apply_log(&mut self, b: &Batch, len: usize, taken: &[Queued], c0: u64, d0: u64) {
        let log = &b.log[..len];
        let mut next = taken.iter();
        let mut i = 0;
        while i + 1 < log.len() {
            let at = c0 + log[i + 1].wrapping_sub(d0 as u32) as u64;
            match log[i] {
                0 => {
                    let waited = log[i + 2] as u64;
                    i += 3;
                    let Some(q) = next.next() else {
                        break;
                    };
                    self.cycle = at;
                    self.stall_cycles += waited;
                    self.accepted_at(waited);
                    if q.inject {
                        self.inject = true;
                    }
                    self.take_arriving(q.ccc, &q.ev, q.index, q.line, q.arrival);
                }
                g @ 1..=5 => {
                    let g = g as usize - 1;
                    let n = b.stream.entry_words(g);
                    self.cycle = at;
                    let a = log[i + 2] as usize;
                    self.write(g, a, &log[i + 3..i + n]);
                    i += n;
                }
                _ => {
                    let n = b.stream.entry_words(5);
                    self.cycle = at;
                    let (ccc, action, fulfill) = (log[i + 2], log[i + 3], log[i + 4]);
                    self.compare_group(ccc, 5, Some((action as u64, fulfill as u64)));
                    i += n;
                }
            }
        }
    }

    /// The statistics of an event taken at the port at this cycle after `waited` cycles.
    fn accepted_at(&mut self, waited: u64) {
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
    }

    /// Loads a register image into a profile of both engines. Returns the golden engine's
    /// refusal (then nothing is written to the RTL either).
    pub fn load_profile(&mut self, profile: u8, r: &RegisterImage) -> Result<(), String> {
        self.sync();
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
        self.sync();
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
        self.offer_arriving(ccc, ev, index, line, None);
    }

    /// [`EngineBench::offer`] of an event that arrived at cycle `arrival` (its trace time):
    /// its latency to the result counts from there (from the port's acceptance without it).
    pub fn offer_arriving(
        &mut self,
        ccc: u32,
        ev: &HwEvent,
        index: u64,
        line: u64,
        arrival: Option<u64>,
    ) {
        // wider than the port's fields: the host refuses it, as the golden engine does
        if self.host_refuses(ccc, ev) {
            return;
        }
        if let Some(b) = &mut self.batch {
            let mut values = Vec::with_capacity(1 + interface::EVENT.len());
            values.push(ccc as u64);
            values.extend(interface::event_values(ev));
            let (idle, not_before) = (
                std::mem::take(&mut b.idle),
                std::mem::take(&mut b.not_before),
            );
            b.stream.push(&mut b.records, idle, not_before, &values);
            b.events.push(Queued {
                ccc,
                ev: *ev,
                index,
                line,
                arrival,
                inject: std::mem::take(&mut self.inject),
            });
            if b.events.len() >= BATCH_EVENTS {
                self.flush();
            }
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
        self.accepted_at(waited);
        self.take_arriving(ccc, ev, index, line, arrival);
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
        self.take_arriving(ccc, ev, index, line, None);
    }

    /// [`EngineBench::take`] of an event that arrived at cycle `arrival`.
    fn take_arriving(
        &mut self,
        ccc: u32,
        ev: &HwEvent,
        index: u64,
        line: u64,
        arrival: Option<u64>,
    ) {
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
                arrival: arrival.unwrap_or(self.cycle),
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
        if let Some(b) = &mut self.batch {
            b.idle = b.idle.saturating_add(n.min(u32::MAX as u64) as u32);
            return;
        }
        let until = self.cycle + n;
        self.idle_until(until);
    }

    /// Idle clocks up to `cycle` (events offered at a later time).
    pub fn idle_until(&mut self, cycle: u64) {
        if let Some(b) = &mut self.batch {
            // before the next event offered (or at the next sync)
            b.not_before = b.not_before.max(cycle);
            return;
        }
        self.dut.set(self.p.ev_valid, 0);
        while self.cycle < cycle {
            self.tick();
        }
    }

    /// The RTL's refusal counters against the golden engine's (the host's own refusals of
    /// events wider than the port added to the RTL's `event_out_of_range`).
    pub fn check_refusals(&mut self) {
        self.sync();
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
        self.sync();
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
    /// The pipeline's depth: cycles from the port to the result of an event that did not wait.
    pub latency_cycles: u64,
    /// The clock the trace's times are counted in (`--spacing trace`), in MHz.
    pub clock_mhz: f64,
    /// Per event, cycles from its arrival (its trace time at `clock_mhz`; with the other
    /// spacings the cycle it is offered at) to its result: mean, 99th percentile, largest.
    pub latency_cycles_mean: f64,
    pub latency_cycles_p99: u64,
    pub latency_cycles_max: u64,
    /// The same in ns at `clock_mhz`.
    pub latency_ns_mean: f64,
    pub latency_ns_p99: f64,
    pub latency_ns_max: f64,
    pub refused: RefusalCounts,
    pub mismatches: u64,
    pub fields_compared: u64,
    pub events_per_sec: f64,
    /// The golden engine alone on the same events (what the co-simulation's speed compares
    /// with).
    pub golden_events_per_sec: f64,
    pub first_mismatch: Option<Mismatch>,
    /// The SLEEK lanes beside the engine's CCCs (traces with send rows).
    #[serde(flatten)]
    pub sleek: Option<SleekFigures>,
    /// The engine's cycle model (`golden_model::timing`, `Schedule::ENGINE`) on the same
    /// stream: its clocks per event, stall cycles and latencies are the RTL's (`None` on the
    /// compact engine, which it does not model).
    pub model: Option<TimingStats>,
}

impl EngineCosimReport {
    /// Whether the cycle model's figures are the RTL's (true where there is no model).
    pub fn model_agrees(&self) -> bool {
        self.model.is_none_or(|m| {
            m.clocks_per_event_max == self.clocks_per_event_max
                && m.stall_cycles == self.stall_cycles
                && m.latency_cycles_p99 == self.latency_cycles_p99
                && m.latency_cycles_max == self.latency_cycles_max
                && (m.latency_cycles_mean - self.latency_cycles_mean).abs() < 1e-9
                && (m.clocks_per_event_mean - self.clocks_per_event_mean).abs() < 1e-9
        })
    }

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
        let _ = writeln!(
            t,
            "latency     arrival to result at {} MHz: mean {:.1} cycles ({:.0} ns), p99 {} ({:.0} ns), max {} ({:.0} ns)",
            self.clock_mhz,
            self.latency_cycles_mean,
            self.latency_ns_mean,
            self.latency_cycles_p99,
            self.latency_ns_p99,
            self.latency_cycles_max,
            self.latency_ns_max
        );
        if let Some(m) = &self.model {
            let _ = writeln!(
                t,
                "model       the engine's cycle model: {} (clocks per event mean {:.2} max {}, {} stall cycles, latency mean {:.1} p99 {} max {}); slow path {:.1} % of the events",
                if self.model_agrees() { "the RTL's figures" } else { "DIFFERS from the RTL" },
                m.clocks_per_event_mean,
                m.clocks_per_event_max,
                m.stall_cycles,
                m.latency_cycles_mean,
                m.latency_cycles_p99,
                m.latency_cycles_max,
                100.0 * m.slow_fraction
            );
            if let Some(o) = &m.one_engine_per_ccc {
                let _ = writeln!(
                    t,
                    "            each CCC on an engine of its own (one sender's NIC each), by the model: latency mean {:.1} p99 {} max {} cycles",
                    o.latency_cycles_mean, o.latency_cycles_p99, o.latency_cycles_max
                );
            }
        }
        t += &crate::compare::outcome_text(
            self.fields_compared,
            self.mismatches,
            self.events_per_sec,
            self.golden_events_per_sec,
            self.first_mismatch.as_ref(),
        );
        if let Some(s) = &self.sleek {
            t += &s.to_text();
        }
        t
    }
}

/// The SLEEK lanes of a trace's rows beside the engine: the NSCC state each event leaves is
/// the golden engine's (sequential NSCC per CCC); a CCC's events reach its lane at their
/// spacing's cycles, counted from its first. A timeout cut the reader delivered for a row's
/// `rto_before` (the last field: true) moves NSCC's window only: it names no PSN, so SLEEK
/// has nothing to clear or queue (the retransmission it caused is a later `send` row).
fn sleek_lanes(
    rows: &[(u32, golden_model::Event, u64, Option<bool>, bool)],
    order: &[(u32, u32)],
    regs: RegisterImage,
    spacing: Spacing,
    cccs: usize,
) -> Result<SleekFigures, CosimError> {
    let mut g = GoldenEngine::new(cccs).expect("a valid engine size");
    g.load_profile(0, regs)
        .map_err(|e| CosimError::Config(e.to_string()))?;
    for (id, _) in order {
        let _ = g.activate(*id, 0, 0);
        let _ = g.ready(*id);
    }
    let mut run = SleekRun::new(golden_model::sleek::SleekRegs::from_image(&regs))?;
    // per CCC: events so far, the first one's cycle, the next free cycle
    let mut lane: HashMap<u32, (u64, u64, u64)> = HashMap::new();
    for (index, (id, ev, line, rtx, cut)) in rows.iter().enumerate() {
        if *cut {
            let _ = g.step(*id, &HwEvent::from_event(ev));
            continue;
        }
        let (n, base, next) = lane.entry(*id).or_insert((0, u64::MAX, 0));
        let at = spacing.cycle(*n, ev.t_ps);
        *n += 1;
        if *base == u64::MAX {
            *base = at;
        }
        let cycle = (at - (*base).min(at)).max(*next);
        *next = cycle + 1;
        if ev.kind != EventKind::Send {
            let _ = g.step(*id, &HwEvent::from_event(ev));
        }
        let view = golden_model::sleek::NsccView::of(&g.state(*id).unwrap_or_default());
        run.event(index as u64, *line, *id, ev, *rtx, cycle, view)?;
        if run.failed() {
            break;
        }
    }
    Ok(run.finish(rows.len() as u64))
}

/// Co-simulates a trace through one engine: its register image as profile 0, every CCC
/// activated (at t = 0) and made READY on its first row, in order of appearance.
pub fn cosim(
    reader: TraceReader,
    spacing: Spacing,
    vcd: Option<&Path>,
) -> Result<EngineCosimReport, CosimError> {
    cosim_on(Core::Engine, reader, spacing, vcd)
}

/// [`cosim`] on the engine `rtl`.
pub fn cosim_on(
    rtl: Core,
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
    if vcd.is_some() {
        crate::verilated::enable_traces();
    }
    crate::verilated::prepare(rtl.top())?;
    let mut b = EngineBench::of(rtl)?;
    if let Some(p) = vcd {
        b.trace_vcd(p)?;
    }
    b.load_profile(0, &regs)
        .map_err(|e| CosimError::Config(format!("{trace}: {e}")))?;
    let mut ids: HashMap<u32, u32> = HashMap::new();
    let mut rows = Vec::new();
    // every row (sends too) for the SLEEK lanes: CCC, event, line, the `rtx` column, whether
    // it is a timeout cut of a row's `rto_before`
    let rtx_col = reader.extra_columns().iter().position(|c| c == "rtx");
    let mut all_rows = Vec::new();
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
        let rtx = rtx_col.map(|i| row.extra.get(i).is_some_and(|v| v.trim() == "1"));
        all_rows.push((ids[&ev.ccc], ev, row.line, rtx, row.rto_cut));
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
        b.offer_arriving(*id, ev, n as u64, *line, Some(at));
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
    let ns_per_cycle = CLOCK_PS as f64 / 1000.0;
    let clock_mhz = 1e6 / CLOCK_PS as f64;
    // the golden engine alone on the same events
    let mut g = GoldenEngine::new(cccs).expect("a valid engine size");
    g.load_profile(0, regs)
        .map_err(|e| CosimError::Config(format!("{trace}: {e}")))?;
    for (id, _) in &order {
        let _ = g.activate(*id, 0, 0);
        let _ = g.ready(*id);
    }
    let mut paths = Vec::with_capacity(rows.len());
    let g_start = Instant::now();
    for (id, ev, _, _) in &rows {
        paths.push(match std::hint::black_box(g.step(*id, ev)) {
            Ok(st) => Route::of(&st.result),
            Err(_) => Route::Refused,
        });
    }
    let golden_secs = g_start.elapsed().as_secs_f64();
    // the cycle model of the engine's schedule on the same stream (the events the host
    // offers at the port)
    let model = (rtl == Core::Engine).then(|| {
        let stream: Vec<Offered> = rows
            .iter()
            .zip(&paths)
            .enumerate()
            .filter(|(_, ((_, ev, _, _), _))| event_fits_port(ev) || ev.t_sub_ps > 999)
            .map(|(n, ((id, _, _, t_ps), path))| Offered {
                arrival: spacing.cycle(n as u64, t_ps - t0.min(*t_ps)),
                ccc: *id,
                route: *path,
            })
            .collect();
        TimingStats::with_one_engine_per_ccc(&Schedule::ENGINE, &stream)
    });
    // SLEEK beside the engine: a lane per CCC from its first send, each event in its CCC's
    // cycle with the engine's NSCC state after it
    let sleek = match all_rows.iter().any(|r| r.1.kind == EventKind::Send) {
        true => Some(sleek_lanes(&all_rows, &order, regs, spacing, cccs)?),
        false => None,
    };
    Ok(EngineCosimReport {
        sleek,
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
            Core::CompactEngine => 0,
            _ => rtl_engine::LATENCY,
        },
        clock_mhz,
        latency_cycles_mean: b.latency.mean(),
        latency_cycles_p99: b.latency.quantile(0.99),
        latency_cycles_max: b.latency.max(),
        latency_ns_mean: b.latency.mean() * ns_per_cycle,
        latency_ns_p99: b.latency.quantile(0.99) as f64 * ns_per_cycle,
        latency_ns_max: b.latency.max() as f64 * ns_per_cycle,
        refused: b.refusals(),
        mismatches: b.mismatches,
        fields_compared: b.fields_compared,
        events_per_sec: events as f64 / secs.max(1e-9),
        golden_events_per_sec: events as f64 / golden_secs.max(1e-9),
        first_mismatch: b.first_mismatch.clone(),
        model,
    })
}
