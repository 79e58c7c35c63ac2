//! The long differential soak (`nscc soak`): a core's Verilated RTL against the golden model
//! on random streams ([`crate::streams`]), every state compared after every event, seed after
//! seed. A seed is a complete, reproducible run of `events` events: `--seed S --seeds K`
//! runs seeds S..S+K one after the other and reports each, so a stopped soak resumes at the
//! next seed; stream `k` of a seed draws from its own generator
//! ([`Rng::for_stream`]), so a mismatching stream is run alone again to write its VCD.
//!
//! * engine: multi-CCC streams over 1-4 profiles, bursty (1-12 CCCs, same-CCC bursts, idle
//!   clocks: the even streams) and dense (32-256 CCCs in turn, back to back, ~1 event per
//!   clock: the odd ones) ([`StreamMix`]), CCCs spread over the 4,096 contexts plus one
//!   beyond them, some left IDLE or ACTIVE, resets mid-stream, events with the ps part
//!   beyond 999 (refused), every context write and every result compared, then the refusal
//!   counters and every context;
//! * compact: one `NsccCompact` per stream, each event run to completion, the whole state
//!   compared after it.

use std::path::Path;
use std::time::Instant;

use golden_model::engine::{validate_profile, Refusal};
use golden_model::nscc::HwEvent;
use golden_model::RegisterImage;
use serde::Serialize;

use crate::compact::CompactLane;
use crate::compare::{CosimError, FieldDiff, Mismatch};
use crate::core::Core;
use crate::engine::{EngineBench, Lifecycle};
use crate::streams::{config, stream, Rng};

/// The first mismatch of a seed.
#[derive(Clone, Debug, Serialize)]
pub struct SoakMismatch {
    /// The stream of the seed it happened in (0-based).
    pub stream: u64,
    /// The event's index in the seed (0-based, every event of earlier streams counted).
    pub event: u64,
    pub ccc: u32,
    pub cycle: u64,
    pub diffs: Vec<FieldDiff>,
    /// The VCD of the mismatching stream run alone again, when asked for.
    pub vcd: Option<String>,
}

/// One seed's result.
#[derive(Clone, Debug, Serialize)]
pub struct SeedResult {
    pub seed: u64,
    pub events: u64,
    pub streams: u64,
    /// Events (engine: context writes and results) that differed.
    pub mismatches: u64,
    pub seconds: f64,
    /// Clock cycles the Verilated models ran (every stream).
    pub cycles: u64,
    /// Engine: cycles an offered event waited for its CCC (same-CCC stall).
    pub stall_cycles: u64,
    /// Engine: lifecycle resets mid-stream.
    pub resets: u64,
    /// Engine: refused events per reason (`Refusal::ALL` order names).
    pub refused: std::collections::BTreeMap<String, u64>,
    pub first_mismatch: Option<SoakMismatch>,
}

impl SeedResult {
    /// A seed before its first stream: every count 0, every refusal reason listed.
    pub fn empty(seed: u64) -> SeedResult {
        SeedResult {
            seed,
            events: 0,
            streams: 0,
            mismatches: 0,
            seconds: 0.0,
            cycles: 0,
            stall_cycles: 0,
            resets: 0,
            refused: Refusal::ALL
                .iter()
                .map(|x| (x.as_str().to_string(), 0))
                .collect(),
            first_mismatch: None,
        }
    }
}

/// What `nscc soak --json` prints.
#[derive(Clone, Debug, Serialize)]
pub struct SoakReport {
    pub core: String,
    /// The engine streams run (`--streams`: `mixed`, `dense`, `bursty`).
    pub mix: String,
    /// The first seed.
    pub seed: u64,
    /// Seeds run (seed .. seed + seeds).
    pub seeds: u64,
    /// Events per seed asked for (each seed runs whole streams until it has at least this).
    pub events_per_seed: u64,
    /// Events run, every seed.
    pub events: u64,
    pub streams: u64,
    pub mismatches: u64,
    /// CCC contexts of the core.
    pub cccs: usize,
    /// Threads the soak ran on (`--jobs`): seeds at once, times each seed's streams at once.
    pub jobs: usize,
    /// Wall time of the whole run.
    pub seconds: f64,
    /// Events over the wall time (every job).
    pub events_per_second: f64,
    /// Clock cycles the Verilated models ran, every seed.
    pub cycles: u64,
    pub per_seed: Vec<SeedResult>,
}

impl SoakReport {
    /// The report of `per_seed`, run by `jobs` at once in `seconds` of wall time.
    pub fn new(
        core: Core,
        streams: StreamChoice,
        seed: u64,
        events_per_seed: u64,
        jobs: usize,
        seconds: f64,
        per_seed: Vec<SeedResult>,
    ) -> Self {
        let events = per_seed.iter().map(|s| s.events).sum();
        SoakReport {
            core: core.name().to_string(),
            mix: streams.name().to_string(),
            seed,
            seeds: per_seed.len() as u64,
            events_per_seed,
            events,
            streams: per_seed.iter().map(|s| s.streams).sum(),
            mismatches: per_seed.iter().map(|s| s.mismatches).sum(),
            cccs: core.cccs(),
            jobs,
            seconds,
            events_per_second: events as f64 / seconds.max(1e-9),
            cycles: per_seed.iter().map(|s| s.cycles).sum(),
            per_seed,
        }
    }

    pub fn to_text(&self) -> String {
        use std::fmt::Write as _;
        let mut t = String::new();
        let _ = writeln!(
            t,
            "soak        {} core ({} CCC contexts), {} streams, seeds {} to {}, {} events per seed",
            self.core,
            self.cccs,
            self.mix,
            self.seed,
            self.seed + self.seeds.saturating_sub(1),
            self.events_per_seed
        );
        let _ = writeln!(
            t,
            "events      {} in {} streams, {:.1} s, {:.0} events/s ({} jobs; {} clocks, {:.0} clocks/s)",
            self.events,
            self.streams,
            self.seconds,
            self.events_per_second,
            self.jobs,
            self.cycles,
            self.cycles as f64 / self.seconds.max(1e-9)
        );
        let _ = writeln!(t, "mismatches  {}", self.mismatches);
        for s in self.per_seed.iter().filter(|s| s.mismatches > 0) {
            if let Some(m) = &s.first_mismatch {
                let _ = writeln!(
                    t,
                    "MISMATCH    seed {} stream {} event {} (ccc {}), cycle {}:",
                    s.seed, m.stream, m.event, m.ccc, m.cycle
                );
                for d in &m.diffs {
                    let _ = writeln!(t, "  {d}");
                }
                if let Some(v) = &m.vcd {
                    let _ = writeln!(t, "  VCD: {v}");
                }
            }
        }
        t
    }
}

/// What one stream did.
#[derive(Clone, Debug, Default)]
pub struct StreamStats {
    pub events: u64,
    /// Clock cycles the Verilated model ran.
    pub cycles: u64,
    pub stall_cycles: u64,
    pub resets: u64,
    pub refused: [u64; 4],
    pub mismatches: u64,
    pub first_mismatch: Option<Mismatch>,
}

/// Options of one stream: where its events start in the seed, which event (index in the
/// seed) gets a corrupted golden result, a VCD to write.
#[derive(Clone, Copy, Debug, Default)]
pub struct StreamRun<'a> {
    /// The engine RTL of `engine_stream`.
    pub rtl: Core,
    pub first_event: u64,
    pub inject_at: Option<u64>,
    pub vcd: Option<&'a Path>,
    /// The engine streams of a soak.
    pub streams: StreamChoice,
}

impl StreamRun<'_> {
    fn inject_here(&self, index: u64) -> bool {
        self.inject_at == Some(index)
    }
}

fn mismatch_of(index: u64, ccc: u32, cycle: u64, diffs: Vec<FieldDiff>) -> Mismatch {
    Mismatch {
        event: index,
        line: 0,
        ccc,
        cycle,
        diffs,
        vcd: None,
    }
}

/// The two kinds of engine stream a soak runs ([`StreamChoice`]; by default in turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StreamMix {
    /// 32-256 CCCs, each with its own random stream, their events offered back to back in
    /// turn (a random order of the CCCs, each CCC's events 32 or more apart: beyond its
    /// 26-clock pipeline distance) but 1 in 64 for a CCC drawn at random (within it
    /// sometimes: hidden by the issue window or stalled): the BIST's density, ~1 event per
    /// clock; at most [`DENSE_EVENTS`] events (the compact engine: a quarter).
    Dense,
    /// 1-12 CCCs, one stream, a CCC kept for several events at a time (same-CCC bursts:
    /// the stall on every event), idle clocks between some.
    Bursty,
}

/// Events of a dense stream on the multi-CCC engine (its 32-256 CCCs' activations, ~40
/// clocks each, are then a few % of its clocks).
pub const DENSE_EVENTS: usize = 65_536;

/// Which engine streams a soak runs (`nscc soak --streams`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum StreamChoice {
    /// Bursty and dense in turn (stream `k` bursty when `k` is even, so that a short soak
    /// runs both): the default.
    #[default]
    Mixed,
    Dense,
    Bursty,
}

impl StreamChoice {
    pub fn name(self) -> &'static str {
        match self {
            StreamChoice::Mixed => "mixed",
            StreamChoice::Dense => "dense",
            StreamChoice::Bursty => "bursty",
        }
    }

    /// The kind of stream `k` of a seed.
    pub fn of(self, k: u64) -> StreamMix {
        match self {
            StreamChoice::Mixed if k.is_multiple_of(2) => StreamMix::Bursty,
            StreamChoice::Mixed => StreamMix::Dense,
            StreamChoice::Dense => StreamMix::Dense,
            StreamChoice::Bursty => StreamMix::Bursty,
        }
    }
}

/// One random multi-CCC stream through a fresh engine bench (the test
/// `random_multi_ccc_streams_have_no_mismatch` and the soak run this), bursty or dense.
/// Both load 1-4 random profiles, leave some CCCs IDLE or ACTIVE (their events refused),
/// add one CCC beyond the contexts, give ~1 event in 200 a ps part beyond 999 (refused) and
/// reset a CCC mid-stream (~1 event in 300; dense: 1 in 4,096); every context write and
/// result is compared, then the refusal counters and every context.
pub fn engine_stream(rng: &mut Rng, run: StreamRun) -> Result<StreamStats, CosimError> {
    engine_stream_of(rng, run, StreamMix::Bursty)
}

/// [`engine_stream`] of the given kind.
pub fn engine_stream_of(
    rng: &mut Rng,
    run: StreamRun,
    mix: StreamMix,
) -> Result<StreamStats, CosimError> {
    if run.vcd.is_some() {
        crate::verilated::enable_traces();
    }
    let mut b = EngineBench::of(run.rtl)?;
    let cccs = run.rtl.cccs() as u64;
    if let Some(v) = run.vcd {
        b.trace_vcd(v)?;
    }
    // 1..=4 profiles of random (usual and extreme) configurations
    let mut images = Vec::new();
    let want = 1 + rng.range(0, 4) as usize;
    while images.len() < want {
        let r = config(rng)
            .register_image()
            .map_err(|e| CosimError::Config(e.to_string()))?;
        if validate_profile(&r).is_ok() {
            images.push(r);
        }
    }
    for (p, r) in images.iter().enumerate() {
        b.load_profile(p as u8, r).map_err(CosimError::Config)?;
    }
    // CCCs spread over the id space, one beyond it; most READY, some ACTIVE or IDLE
    let n = match mix {
        StreamMix::Bursty => 1 + rng.range(0, 12) as usize,
        StreamMix::Dense => rng.range(32, 257).min(cccs) as usize,
    };
    let mut ids: Vec<u32> = (0..n).map(|_| rng.range(0, cccs) as u32).collect();
    ids.push((cccs + rng.range(0, 1000)) as u32);
    for &id in &ids {
        let roll = rng.range(0, 10);
        if roll > 0 {
            let profile = rng.range(0, images.len() as u64) as u8;
            b.lifecycle(id, Lifecycle::Activate { profile, t_ns: 0 });
            if roll > 1 {
                b.lifecycle(id, Lifecycle::Ready);
            }
        }
    }
    let mut st = StreamStats::default();
    // a lifecycle request waits for the pipeline to drain (~40 clocks): rarer in dense streams
    let reset_every = match mix {
        StreamMix::Bursty => 300,
        StreamMix::Dense => 4096,
    };
    // one event of `ccc`: sometimes a ps part beyond the port's 999, sometimes the CCC reset
    // and brought back first
    let one = |b: &mut EngineBench, rng: &mut Rng, st: &mut StreamStats, ccc: u32, ev| {
        let mut ev: HwEvent = ev;
        if rng.next().is_multiple_of(200) {
            ev.t_sub_ps = 1000 + rng.range(0, 24) as u16; // the port's 10 bits beyond 999
        }
        if rng.next().is_multiple_of(reset_every) {
            // a CCC reset and brought back mid-stream; no other CCC may notice
            let profile = rng.range(0, images.len() as u64) as u8;
            b.lifecycle(ccc, Lifecycle::Reset);
            b.lifecycle(
                ccc,
                Lifecycle::Activate {
                    profile,
                    t_ns: ev.t_ns,
                },
            );
            b.lifecycle(ccc, Lifecycle::Ready);
            st.resets += 1;
        }
        let index = run.first_event + st.events;
        if run.inject_here(index) {
            b.inject_mismatch();
        }
        b.offer(ccc, &ev, index, 0);
        st.events += 1;
    };
    match mix {
        StreamMix::Bursty => {
            let evs = stream(rng, images[0].base_rtt_ns);
            let mut current = ids[0];
            for ev in &evs {
                let Some(ev) = ev else {
                    b.idle(1 + rng.range(0, 3));
                    continue;
                };
                // bursts: keep the CCC for a while, sometimes jump
                if rng.next().is_multiple_of(4) {
                    current = rng.pick(&ids);
                }
                one(&mut b, rng, &mut st, current, *ev);
            }
        }
        StreamMix::Dense => {
            // each CCC its own stream (its own times), bubbles left out: back to back
            let cap = match run.rtl {
                Core::CompactEngine => DENSE_EVENTS / 4,
                _ => DENSE_EVENTS,
            };
            let mut left: Vec<(u32, std::vec::IntoIter<HwEvent>)> = ids
                .iter()
                .map(|&id| {
                    let evs: Vec<HwEvent> = stream(rng, images[0].base_rtt_ns)
                        .into_iter()
                        .flatten()
                        .collect();
                    (id, evs.into_iter())
                })
                .collect();
            // the CCCs in a random order, taken in turn (a CCC's events 32 or more apart:
            // beyond its pipeline distance), 1 event in 64 for a CCC drawn at random
            for i in (1..left.len()).rev() {
                left.swap(i, rng.range(0, i as u64 + 1) as usize);
            }
            let mut turn = 0;
            while st.events < cap as u64 && !left.is_empty() {
                let k = if rng.next().is_multiple_of(64) {
                    rng.range(0, left.len() as u64) as usize
                } else {
                    turn = (turn + 1) % left.len();
                    turn
                };
                match left[k].1.next() {
                    Some(ev) => {
                        let ccc = left[k].0;
                        one(&mut b, rng, &mut st, ccc, ev);
                    }
                    None => {
                        left.remove(k);
                        turn = turn.checked_sub(1).unwrap_or(left.len().saturating_sub(1));
                    }
                }
            }
        }
    }
    b.drain();
    b.check_refusals();
    b.check_all_contexts();
    st.stall_cycles = b.stall_cycles;
    st.cycles = b.cycle;
    for (k, r) in Refusal::ALL.iter().enumerate() {
        st.refused[k] = b.refusals().get(*r);
    }
    st.mismatches = b.mismatches;
    st.first_mismatch = b.first_mismatch.take();
    Ok(st)
}

/// A random single-CCC stream: its configuration's register image and its events (`None`:
/// an idle clock); Verilator's traces enabled when `run` writes a VCD.
fn single_ccc_stream(
    rng: &mut Rng,
    run: &StreamRun,
) -> Result<(RegisterImage, Vec<Option<HwEvent>>), CosimError> {
    let regs = config(rng)
        .register_image()
        .map_err(|e| CosimError::Config(e.to_string()))?;
    let evs = stream(rng, regs.base_rtt_ns);
    if run.vcd.is_some() {
        crate::verilated::enable_traces();
    }
    Ok((regs, evs))
}

/// One random stream through a fresh compact core, every event run to completion.
pub fn compact_stream(rng: &mut Rng, run: StreamRun) -> Result<StreamStats, CosimError> {
    let (regs, evs) = single_ccc_stream(rng, &run)?;
    let mut lane = CompactLane::new(regs)?;
    if let Some(v) = run.vcd {
        lane.trace_vcd(v)?;
    }
    let mut st = StreamStats::default();
    for ev in evs.iter().flatten() {
        let index = run.first_event + st.events;
        if run.inject_here(index) {
            lane.inject_mismatch();
        }
        let (_, d) = lane.step(ev)?;
        if !d.is_empty() {
            st.mismatches += 1;
            st.first_mismatch
                .get_or_insert_with(|| mismatch_of(index, 0, lane.cycles, d));
        }
        st.events += 1;
    }
    st.cycles = lane.cycles;
    Ok(st)
}

fn run_stream(core: Core, seed: u64, k: u64, run: StreamRun) -> Result<StreamStats, CosimError> {
    let mix = run.streams.of(k);
    let mut rng = Rng::for_stream(seed, k);
    match core {
        Core::Engine => engine_stream_of(&mut rng, run, mix),
        Core::CompactEngine => engine_stream_of(
            &mut rng,
            StreamRun {
                rtl: Core::CompactEngine,
                ..run
            },
            mix,
        ),
        Core::Compact => compact_stream(&mut rng, run),
        Core::Multipath | Core::Rccc | Core::CcEngine => Err(CosimError::Config(format!(
            "the soak runs the NSCC designs, not {}",
            core.name()
        ))),
    }
}

/// One seed: whole streams until at least `events` events ran. A seed stops at the end of
/// the stream of its first mismatch (the states have parted; later events would only repeat
/// it); with `vcd`, that stream is run alone again with a VCD. `inject_at` corrupts the
/// golden result of that event of the seed (the soak's self-check). `progress` is called
/// with the seed's events so far after every stream.
///
/// The streams run `jobs` at a time, each on its own thread and model. The result is the
/// same whatever `jobs` is: the streams are independent (each draws from its own generator
/// and runs on a fresh model), and they are taken in order, stream after stream, until the
/// seed has its events or its first mismatch, exactly as one job takes them; a job starts
/// no stream once the finished ones hold the seed's events or a mismatch, and the streams
/// that ran beyond that point count for nothing. With `inject_at`, one job (the event's
/// stream is known only once the streams before it have run).
#[allow(clippy::too_many_arguments)]
pub fn soak_seed(
    core: Core,
    streams: StreamChoice,
    seed: u64,
    events: u64,
    inject_at: Option<u64>,
    vcd: Option<&Path>,
    jobs: usize,
    progress: &mut (dyn FnMut(u64) + Send),
) -> Result<SeedResult, CosimError> {
    let start = Instant::now();
    let mut r = SeedResult::empty(seed);
    let mismatching = if jobs <= 1 || inject_at.is_some() {
        let mut hit = None;
        while r.events < events {
            let k = r.streams;
            let run = StreamRun {
                first_event: r.events,
                inject_at,
                streams,
                ..StreamRun::default()
            };
            let st = run_stream(core, seed, k, run)?;
            let first_event = r.events;
            add_stream(&mut r, &st);
            progress(r.events);
            if st.mismatches > 0 {
                hit = Some((k, first_event, st));
                break;
            }
        }
        hit
    } else {
        let run = |k: u64| {
            run_stream(
                core,
                seed,
                k,
                StreamRun {
                    streams,
                    ..StreamRun::default()
                },
            )
        };
        streams_in_parallel(&run, events, jobs, &mut r, progress)?
    };
    if let Some((k, first_event, st)) = mismatching {
        r.mismatches += st.mismatches;
        let run = StreamRun {
            first_event,
            inject_at,
            streams,
            ..StreamRun::default()
        };
        let m = st
            .first_mismatch
            .unwrap_or_else(|| mismatch_of(first_event, 0, 0, vec![]));
        let mut vcd_written = None;
        if let Some(v) = vcd {
            // the same stream again, with every clock of it in the VCD
            if run_stream(
                core,
                seed,
                k,
                StreamRun {
                    vcd: Some(v),
                    ..run
                },
            )
            .is_ok()
            {
                vcd_written = Some(v.display().to_string());
            }
        }
        r.first_mismatch = Some(SoakMismatch {
            stream: k,
            event: m.event,
            ccc: m.ccc,
            cycle: m.cycle,
            diffs: m.diffs,
            vcd: vcd_written,
        });
    }
    r.seconds = start.elapsed().as_secs_f64();
    Ok(r)
}

/// A stream's figures added to its seed's (not its mismatches: the caller's).
fn add_stream(r: &mut SeedResult, st: &StreamStats) {
    r.events += st.events;
    r.streams += 1;
    r.stall_cycles += st.stall_cycles;
    r.cycles += st.cycles;
    r.resets += st.resets;
    for (x, n) in Refusal::ALL.iter().zip(st.refused) {
        *r.refused.entry(x.as_str().to_string()).or_default() += n;
    }
}

/// The streams of one seed on `jobs` threads ([`soak_seed`]): adds the streams that
/// count to `r`; returns the mismatching one (its index, its first event in the seed, its
/// figures), if any.
fn streams_in_parallel(
    run: &(dyn Fn(u64) -> Result<StreamStats, CosimError> + Sync),
    events: u64,
    jobs: usize,
    r: &mut SeedResult,
    progress: &mut (dyn FnMut(u64) + Send),
) -> Result<Option<(u64, u64, StreamStats)>, CosimError> {
    use std::collections::BTreeMap;
    use std::sync::Mutex;
    struct Shared<'p> {
        next: u64,
        /// events of the finished streams, every one
        finished: u64,
        /// a finished stream mismatched or failed
        stop: bool,
        done: BTreeMap<u64, Result<StreamStats, CosimError>>,
        progress: &'p mut (dyn FnMut(u64) + Send),
    }
    let shared = Mutex::new(Shared {
        next: 0,
        finished: 0,
        stop: false,
        done: BTreeMap::new(),
        progress,
    });
    std::thread::scope(|s| {
        for _ in 0..jobs {
            let shared = &shared;
            let job = std::thread::Builder::new().stack_size(nscc_rtl::EMIT_STACK);
            let spawned = job.spawn_scoped(s, move || loop {
                let k = {
                    let Ok(mut g) = shared.lock() else { return };
                    if g.stop || g.finished >= events {
                        return;
                    }
                    g.next += 1;
                    g.next - 1
                };
                // (a mismatch's event index is the stream's: the seed's is set when the
                // streams are merged)
                let st = run(k);
                let Ok(mut g) = shared.lock() else { return };
                match &st {
                    Ok(x) if x.mismatches == 0 => g.finished += x.events,
                    _ => g.stop = true,
                }
                g.done.insert(k, st);
                let n = g.finished;
                (g.progress)(n);
            });
            if let Err(e) = spawned {
                if let Ok(mut g) = shared.lock() {
                    g.stop = true;
                    let k = g.next;
                    g.next += 1;
                    g.done.insert(
                        k,
                        Err(CosimError::Config(format!("cannot start a soak job: {e}"))),
                    );
                }
            }
        }
    });
    let g = shared
        .into_inner()
        .map_err(|_| CosimError::Config("a soak stream's thread panicked".into()))?;
    // the streams in order, as one job takes them
    for (k, st) in g.done {
        if r.events >= events {
            break;
        }
        let mut st = st?;
        let first_event = r.events;
        add_stream(r, &st);
        if st.mismatches > 0 {
            if let Some(m) = st.first_mismatch.as_mut() {
                m.event += first_event;
            }
            return Ok(Some((k, first_event, st)));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Stream `k` of a made-up seed: `10 + k` events, a mismatch at its event 3 when `k` is
    /// in `bad`; the odd ones slower, so that streams finish out of order.
    fn fake(bad: &'static [u64]) -> impl Fn(u64) -> Result<StreamStats, CosimError> + Sync {
        move |k| {
            std::thread::sleep(std::time::Duration::from_millis(if k % 2 == 1 {
                20
            } else {
                1
            }));
            let mut st = StreamStats {
                events: 10 + k,
                cycles: 100 + k,
                ..StreamStats::default()
            };
            if bad.contains(&k) {
                st.mismatches = 1;
                st.first_mismatch = Some(mismatch_of(3, 7, 50, vec![]));
            }
            Ok(st)
        }
    }

    #[test]
    fn parallel_streams_count_as_one_job_takes_them() {
        for jobs in 1..=4 {
            let mut r = SeedResult::empty(1);
            let mut calls = 0;
            let hit =
                streams_in_parallel(&fake(&[]), 50, jobs, &mut r, &mut |_| calls += 1).unwrap();
            assert!(hit.is_none());
            // one job: 10 + 11 + 12 + 13 = 46 < 50, + 14 = 60
            assert_eq!((r.events, r.streams, r.cycles), (60, 5, 510), "jobs {jobs}");
            assert!(calls >= 5);
        }
    }

    #[test]
    fn parallel_streams_stop_at_the_first_mismatch_in_order() {
        for jobs in 1..=4 {
            let mut r = SeedResult::empty(1);
            let (k, first, st) =
                streams_in_parallel(&fake(&[2, 3]), 1_000, jobs, &mut r, &mut |_| {})
                    .unwrap()
                    .expect("a mismatch");
            assert_eq!((k, first), (2, 21), "jobs {jobs}");
            assert_eq!(st.first_mismatch.unwrap().event, 24);
            // the streams up to the mismatching one count, not those after it
            assert_eq!((r.events, r.streams), (33, 3));
        }
    }

    #[test]
    fn parallel_streams_report_the_first_error_in_order() {
        let run = |k: u64| {
            if k == 1 {
                Err(CosimError::Config("stream 1".into()))
            } else {
                fake(&[])(k)
            }
        };
        let mut r = SeedResult::empty(1);
        let e = streams_in_parallel(&run, 1_000, 2, &mut r, &mut |_| {}).unwrap_err();
        assert!(e.to_string().contains("stream 1"), "{e}");
        // an error after the seed has its events counts for nothing
        let mut r = SeedResult::empty(1);
        assert!(streams_in_parallel(&run, 5, 2, &mut r, &mut |_| {})
            .unwrap()
            .is_none());
        assert_eq!((r.events, r.streams), (10, 1));
    }
}
