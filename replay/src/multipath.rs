//! `nscc multipath TRACE`: a trace's sends and feedback, per CCC, through an EV strategy
//! (the golden EV engine, `golden_model::multipath`), with the behaviour figures of
//! `docs/multipath.md`: how many sends go to an EV that had bad feedback within the last
//! network RTT, how long a penalised EV stays out (sends and time until it is used again),
//! how soon it comes back once that RTT has passed. The same figures for the EVs the trace
//! recorded (htsim's choices, where the trace has them) and for htsim's rules
//! ([`crate::mp_reference`]) on the same feedback.
//!
//! The replay is open loop: the feedback is the trace's, which followed the recorder's EV
//! choices, so the figures compare choices against one feedback stream; the closed loop is
//! the scenario ([`crate::mp_scenario`]).

use std::collections::HashMap;
use std::path::Path;

use golden_model::multipath::{
    state_bits, Feedback, MpConfig, MpEngine, MpRefusals, SourceCounts, Strategy, EV_BITS_MAX,
};
use golden_model::EventKind;
use serde::Serialize;

use crate::mp_reference::HtsimRules;
use nscc_trace::{TraceError, TraceReader, TraceRow};

/// Counts of feedback classes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct FeedbackCounts {
    pub good: u64,
    pub last_hop: u64,
    pub ecn: u64,
    pub nack: u64,
    pub timeout: u64,
    pub ev_change: u64,
}

impl FeedbackCounts {
    pub fn count(&mut self, fb: Feedback) {
        *match fb {
            Feedback::Good => &mut self.good,
            Feedback::LastHop => &mut self.last_hop,
            Feedback::Ecn => &mut self.ecn,
            Feedback::Nack => &mut self.nack,
            Feedback::Timeout => &mut self.timeout,
            Feedback::EvChange => &mut self.ev_change,
        } += 1;
    }

    pub fn total(&self) -> u64 {
        self.good + self.last_hop + self.ecn + self.nack + self.timeout + self.ev_change
    }

    /// Feedback that penalises a path (ECN, NACK, timeout, EV change).
    pub fn bad(&self) -> u64 {
        self.ecn + self.nack + self.timeout + self.ev_change
    }
}

/// What the trace's multipath extension columns recorded (`docs/trace-format.md`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ExtensionCounts {
    /// ack/nack rows with credit, and the credit bytes they carry.
    pub credit_rows: u64,
    pub credit_bytes: u64,
    /// send rows that are RTS, send rows with the AR flag.
    pub rts: u64,
    pub ar: u64,
    /// ack rows with an EV-change request, with a last-hop CE mark.
    pub ev_change: u64,
    pub ecn_last_hop: u64,
    /// rows with a recorded feedback class.
    pub path_feedback: u64,
}

#[derive(Clone, Debug)]
struct Track {
    /// Per EV index: bad feedback makes it "penalised" until this time, ps.
    bad_until: Vec<u64>,
    /// Per EV index: an open hold (time and the CCC's send count at the first bad feedback
    /// since the EV's last send).
    open: Vec<Option<(u64, u64)>>,
    sends: u64,
}

/// The behaviour figures of one sequence of EV choices against a feedback stream.
///
/// An EV index of a CCC is *penalised* from a bad feedback (ECN, NACK, timeout, EV change)
/// on it for `window_ps` (the network RTT: the time the feedback's news stays fresh). A
/// *hold* starts at the first bad feedback on an EV since the CCC last sent on it and ends
/// at the CCC's next send on it: its length in the CCC's sends in between and in time; if
/// that send comes after the penalised window, its time after the window is a *recovery*.
#[derive(Clone, Debug)]
pub struct Behaviour {
    window_ps: u64,
    n: usize,
    cccs: Vec<Track>,
    sends: u64,
    to_penalised: u64,
    holds: Vec<u64>,
    hold_ps: Vec<u64>,
    recovery_ps: Vec<u64>,
    per_ev: Vec<u64>,
}

/// A [`Behaviour`]'s figures.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct BehaviourReport {
    pub sends: u64,
    /// Fraction of the sends that went to a penalised EV.
    pub sends_to_penalised_ev: f64,
    pub sends_to_penalised: u64,
    /// Sends of the CCC between a hold's start and its end (median, p90).
    pub penalty_hold_sends_median: f64,
    pub penalty_hold_sends_p90: f64,
    /// The same in ns.
    pub penalty_hold_ns_median: f64,
    pub holds: u64,
    /// Holds still open at the end (the EV never used again).
    pub holds_censored: u64,
    /// Time from the end of the penalised window to the EV's next send, ns (median, p90).
    pub recovery_ns_median: f64,
    pub recovery_ns_p90: f64,
    /// Sends per EV index over all CCCs, as a multiple of the fair share 1/N (min, max).
    pub ev_share_min: f64,
    pub ev_share_max: f64,
}

/// The `q` quantile (nearest rank) of sorted values; 0 when empty.
pub fn quantile(sorted: &[u64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((q * (sorted.len() - 1) as f64).round() as usize).min(sorted.len() - 1);
    sorted[i] as f64
}

impl Behaviour {
    pub fn new(cccs: usize, n: usize, window_ps: u64) -> Behaviour {
        Behaviour {
            window_ps,
            n,
            cccs: vec![
                Track {
                    bad_until: vec![0; n],
                    open: vec![None; n],
                    sends: 0,
                };
                cccs
            ],
            sends: 0,
            to_penalised: 0,
            holds: Vec::new(),
            hold_ps: Vec::new(),
            recovery_ps: Vec::new(),
            per_ev: vec![0; n],
        }
    }

    pub fn on_feedback(&mut self, slot: usize, index: usize, fb: Feedback, t_ps: u64) {
        let Some(c) = self.cccs.get_mut(slot) else {
            return;
        };
        let i = index % self.n;
        if !fb.is_clean() {
            c.bad_until[i] = c.bad_until[i].max(t_ps.saturating_add(self.window_ps));
            if c.open[i].is_none() {
                c.open[i] = Some((t_ps, c.sends));
            }
        }
    }

    /// A send on EV index `index`; returns whether it went to a penalised EV.
    pub fn on_send(&mut self, slot: usize, index: usize, t_ps: u64) -> bool {
        let Some(c) = self.cccs.get_mut(slot) else {
            return false;
        };
        let i = index % self.n;
        self.sends += 1;
        self.per_ev[i] += 1;
        let penalised = t_ps < c.bad_until[i];
        self.to_penalised += penalised as u64;
        if let Some((t0, s0)) = c.open[i].take() {
            self.holds.push(c.sends - s0);
            self.hold_ps.push(t_ps.saturating_sub(t0));
            if !penalised {
                self.recovery_ps.push(t_ps - c.bad_until[i]);
            }
        }
        c.sends += 1;
        penalised
    }

    /// Whether EV `index` of CCC `slot` is penalised at `t_ps`.
    pub fn is_penalised(&self, slot: usize, index: usize, t_ps: u64) -> bool {
        self.cccs
            .get(slot)
            .is_some_and(|c| t_ps < c.bad_until[index % self.n])
    }

    pub fn report(&self) -> BehaviourReport {
        let sorted = |v: &[u64]| {
            let mut v = v.to_vec();
            v.sort_unstable();
            v
        };
        let holds = sorted(&self.holds);
        let hold_ps = sorted(&self.hold_ps);
        let rec = sorted(&self.recovery_ps);
        let fair = self.sends as f64 / self.n as f64;
        let share = |f: fn(f64, f64) -> f64, init: f64| {
            if self.sends == 0 {
                0.0
            } else {
                self.per_ev.iter().map(|&x| x as f64 / fair).fold(init, f)
            }
        };
        BehaviourReport {
            sends: self.sends,
            sends_to_penalised_ev: if self.sends == 0 {
                0.0
            } else {
                self.to_penalised as f64 / self.sends as f64
            },
            sends_to_penalised: self.to_penalised,
            penalty_hold_sends_median: quantile(&holds, 0.5),
            penalty_hold_sends_p90: quantile(&holds, 0.9),
            penalty_hold_ns_median: quantile(&hold_ps, 0.5) / 1000.0,
            holds: holds.len() as u64,
            holds_censored: self
                .cccs
                .iter()
                .map(|c| c.open.iter().filter(|o| o.is_some()).count() as u64)
                .sum(),
            recovery_ns_median: quantile(&rec, 0.5) / 1000.0,
            recovery_ns_p90: quantile(&rec, 0.9) / 1000.0,
            ev_share_min: share(f64::min, f64::INFINITY),
            ev_share_max: share(f64::max, 0.0),
        }
    }
}

/// The golden EV engine over a trace's CCC ids (slots in order of first appearance).
pub struct GoldenChooser {
    pub engine: MpEngine,
    pub sources: SourceCounts,
    pub visits: u64,
    pub visits_max: u64,
    pub decisions: u64,
}

impl GoldenChooser {
    pub fn new(cfg: MpConfig, cccs: usize, seed: u16) -> Result<GoldenChooser, String> {
        let mut engine = MpEngine::new(cfg, cccs, seed).map_err(|e| e.to_string())?;
        for c in 0..cccs as u32 {
            engine.activate(c).map_err(|e| e.to_string())?;
        }
        Ok(GoldenChooser {
            engine,
            sources: SourceCounts::default(),
            visits: 0,
            visits_max: 0,
            decisions: 0,
        })
    }

    /// The next EV index of a slot (`None`: refused, counted by the engine).
    pub fn next(&mut self, slot: usize) -> Option<usize> {
        let d = self.engine.next_ev(slot as u32).ok()?;
        self.sources.count(d.source, d.dropped);
        self.visits += d.visits as u64;
        self.visits_max = self.visits_max.max(d.visits as u64);
        self.decisions += 1;
        Some(d.index as usize)
    }

    pub fn feedback(&mut self, slot: usize, fb: Feedback, ev: u32, t_ps: u64) {
        // a refusal (an EV wider than 16 bits) is counted by the engine
        let _ = self
            .engine
            .feedback(slot as u32, fb, ev, (t_ps / 1000) as u32);
    }

    pub fn visits_per_decision(&self) -> f64 {
        if self.decisions == 0 {
            0.0
        } else {
            self.visits as f64 / self.decisions as f64
        }
    }
}

/// Options of a multipath trace replay.
#[derive(Clone, Debug)]
pub struct MpReplayOptions {
    pub strategy: Strategy,
    /// EVs per CCC; `None`: the header's `mp_paths`, else inferred from the send rows.
    pub paths: Option<u32>,
    /// Ring entries as index bits (default 3: 8 entries, htsim's).
    pub reps_bits: u8,
    /// The LFSR seed (the reference's seed is derived from it).
    pub seed: u16,
    /// The penalised window, ps (`None`: the trace's network RTT).
    pub window_ps: Option<u64>,
}

impl Default for MpReplayOptions {
    fn default() -> MpReplayOptions {
        MpReplayOptions {
            strategy: Strategy::Mixed,
            paths: None,
            reps_bits: 3,
            seed: 1,
            window_ps: None,
        }
    }
}

/// What `nscc multipath TRACE --json` prints.
#[derive(Clone, Debug, Serialize)]
pub struct MpTraceReport {
    pub trace: String,
    pub strategy: &'static str,
    /// EVs per CCC and where the number came from: `argument`, `header`, `inferred`.
    pub paths: u32,
    pub paths_source: &'static str,
    pub cccs: usize,
    pub sends: u64,
    pub feedback_events: u64,
    pub feedback: FeedbackCounts,
    pub window_ns: f64,
    pub sends_to_penalised_ev: f64,
    pub penalty_hold_sends_median: f64,
    pub penalty_hold_sends_p90: f64,
    pub penalty_hold_ns_median: f64,
    pub recovery_ns_median: f64,
    pub holds: u64,
    pub holds_censored: u64,
    /// The golden engine's figures in full.
    pub golden: BehaviourReport,
    pub decisions: SourceCounts,
    pub visits_per_decision: f64,
    pub visits_max: u64,
    pub refused: MpRefusals,
    pub state_bits_per_ccc: u32,
    /// The EVs the trace recorded on its send rows (the recorder's choices), when it has an
    /// `ev` column.
    pub recorded: Option<BehaviourReport>,
    /// htsim's rules on the same feedback.
    pub htsim_rules: BehaviourReport,
    /// The extension columns' counts (all 0 for a trace without them).
    pub extension: ExtensionCounts,
    pub seed: u16,
}

impl MpTraceReport {
    /// A warning for stderr when the engine refused requests (EVs wider than 16 bits).
    pub fn refusal_warning(&self) -> Option<String> {
        let r = &self.refused;
        (r.total() > 0).then(|| {
            format!(
                "the EV engine refused {} request(s) of {} ({} EV(s) wider than 16 bits); they changed nothing",
                r.total(),
                self.trace,
                r.ev_out_of_range
            )
        })
    }

    pub fn to_text(&self) -> String {
        let mut s = format!(
            "{}: {} strategy, {} EVs per CCC ({}), {} CCCs\n\
             sends {}, feedback {} (good {}, last_hop {}, ecn {}, nack {}, timeout {}, ev_change {})\n\
             penalised window {:.0} ns (network RTT); state {} bits per CCC\n",
            self.trace,
            self.strategy,
            self.paths,
            self.paths_source,
            self.cccs,
            self.sends,
            self.feedback_events,
            self.feedback.good,
            self.feedback.last_hop,
            self.feedback.ecn,
            self.feedback.nack,
            self.feedback.timeout,
            self.feedback.ev_change,
            self.window_ns,
            self.state_bits_per_ccc,
        );
        s.push_str(
            "chooser        sends to penalised EV   hold sends median (p90)   hold ns median   recovery ns median   EV share min..max\n",
        );
        let mut line = |name: &str, b: &BehaviourReport| {
            s.push_str(&format!(
                "{:<14} {:>12.4} ({:>6})     {:>8.1} ({:>6.1})        {:>10.0}       {:>10.0}         {:.2}..{:.2}\n",
                name,
                b.sends_to_penalised_ev,
                b.sends_to_penalised,
                b.penalty_hold_sends_median,
                b.penalty_hold_sends_p90,
                b.penalty_hold_ns_median,
                b.recovery_ns_median,
                b.ev_share_min,
                b.ev_share_max
            ));
        };
        line("golden", &self.golden);
        if let Some(r) = &self.recorded {
            line("recorded", r);
        }
        line("htsim rules", &self.htsim_rules);
        s.push_str(&format!(
            "golden decisions: rotation {}, fallback {}, recycled {}, explore {}, frozen {}, dropped {}; {:.2} visits per decision (max {}); refused {}\n",
            self.decisions.rotation,
            self.decisions.fallback,
            self.decisions.recycled,
            self.decisions.explore,
            self.decisions.frozen,
            self.decisions.dropped,
            self.visits_per_decision,
            self.visits_max,
            self.refused.total(),
        ));
        s
    }
}

fn reader_err(e: TraceError) -> String {
    e.to_string()
}

/// The EVs per CCC a trace's sends span: per CCC the OR of every EV XOR the CCC's first
/// one, rounded up to a power of two (htsim's rotations keep the upper bits of a CCC's EVs).
fn infer_paths(path: &Path) -> Result<(u32, Vec<u32>), String> {
    let mut r = TraceReader::open(path).map_err(reader_err)?;
    r.set_keep_extra(false);
    let mut first: HashMap<u32, u32> = HashMap::new();
    let mut order = Vec::new();
    let mut span = 0u32;
    let mut row = TraceRow::default();
    while r.read_into(&mut row).map_err(reader_err)? {
        if row.rto_cut {
            continue; // a timeout cut's EV is not recorded (0); its row follows it
        }
        let e = &row.event;
        match first.entry(e.ccc) {
            std::collections::hash_map::Entry::Vacant(v) => {
                v.insert(e.ev);
                order.push(e.ccc);
            }
            std::collections::hash_map::Entry::Occupied(o) => {
                if e.kind == EventKind::Send {
                    span |= e.ev ^ *o.get();
                }
            }
        }
    }
    let bits = 32 - span.leading_zeros();
    Ok((1u32 << bits.min(16), order))
}

/// Replays the trace at `path` through the strategy.
pub fn replay_multipath(path: &Path, o: &MpReplayOptions) -> Result<MpTraceReport, String> {
    let (inferred, order) = infer_paths(path)?;
    let mut r = TraceReader::open(path).map_err(reader_err)?;
    r.set_keep_extra(false);
    let h = r.header().clone();
    let (paths, source) = match (o.paths, h.mp_paths) {
        (Some(p), _) => (p, "argument"),
        (None, Some(p)) => (p, "header"),
        (None, None) => (inferred, "inferred"),
    };
    if !paths.is_power_of_two() {
        return Err(format!("--paths {paths}: expected a power of two"));
    }
    let ev_bits = (paths.trailing_zeros() as u8).min(EV_BITS_MAX);
    if order.len() > golden_model::multipath::MP_MAX_CCCS {
        return Err(format!(
            "{}: {} CCCs, the EV engine holds at most {}",
            path.display(),
            order.len(),
            golden_model::multipath::MP_MAX_CCCS
        ));
    }
    let cfg = MpConfig {
        reps_bits: o.reps_bits,
        ..MpConfig::with(o.strategy, ev_bits)
    };
    cfg.validate().map_err(|e| e.to_string())?;
    let n = cfg.evs();
    let window_ps = o.window_ps.unwrap_or(h.network_rtt_or_default());
    let slots: HashMap<u32, usize> = order.iter().enumerate().map(|(i, c)| (*c, i)).collect();
    let cccs = order.len().max(1);
    let mut golden = GoldenChooser::new(cfg, cccs, o.seed)?;
    let mut reference = HtsimRules::new(cfg, cccs, o.seed as u64 ^ 0x5EED);
    let mut b_golden = Behaviour::new(cccs, n, window_ps);
    let mut b_recorded = Behaviour::new(cccs, n, window_ps);
    let mut b_ref = Behaviour::new(cccs, n, window_ps);
    let has_ev = r.has_column("ev");
    let mut fbc = FeedbackCounts::default();
    let mut ext = ExtensionCounts::default();
    let mut row = TraceRow::default();
    while r.read_into(&mut row).map_err(reader_err)? {
        let e = &row.event;
        let Some(&slot) = slots.get(&e.ccc) else {
            continue;
        };
        let t = e.t_ps;
        let rec = e.ev as usize & (n - 1);
        let m = &row.mp;
        ext.credit_rows += (m.credit > 0) as u64;
        ext.credit_bytes += m.credit as u64;
        ext.rts += m.rts as u64;
        ext.ar += m.ar as u64;
        ext.ev_change += m.ev_change as u64;
        ext.ecn_last_hop += m.ecn_last_hop as u64;
        ext.path_feedback += m.path_feedback.is_some() as u64;
        match row.mp.feedback(e) {
            None => {
                if let Some(i) = golden.next(slot) {
                    b_golden.on_send(slot, i, t);
                }
                b_recorded.on_send(slot, rec, t);
                let i = reference.next(slot);
                b_ref.on_send(slot, i, t);
            }
            Some(fb) => {
                fbc.count(fb);
                golden.feedback(slot, fb, e.ev, t);
                reference.feedback(slot, fb, rec, t);
                for b in [&mut b_golden, &mut b_recorded, &mut b_ref] {
                    b.on_feedback(slot, rec, fb, t);
                }
            }
        }
    }
    let g = b_golden.report();
    Ok(MpTraceReport {
        trace: path.display().to_string(),
        strategy: o.strategy.as_str(),
        paths,
        paths_source: source,
        cccs: order.len(),
        sends: g.sends,
        feedback_events: fbc.total(),
        feedback: fbc,
        window_ns: window_ps as f64 / 1000.0,
        sends_to_penalised_ev: g.sends_to_penalised_ev,
        penalty_hold_sends_median: g.penalty_hold_sends_median,
        penalty_hold_sends_p90: g.penalty_hold_sends_p90,
        penalty_hold_ns_median: g.penalty_hold_ns_median,
        recovery_ns_median: g.recovery_ns_median,
        holds: g.holds,
        holds_censored: g.holds_censored,
        golden: g,
        decisions: golden.sources,
        visits_per_decision: golden.visits_per_decision(),
        visits_max: golden.visits_max,
        refused: golden.engine.refusals(),
        state_bits_per_ccc: state_bits(&cfg),
        recorded: has_ev.then(|| b_recorded.report()),
        htsim_rules: b_ref.report(),
        extension: ext,
        seed: o.seed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Worked numbers: 4 EVs, window 100 ps. ECN on EV 1 at t=10 (penalised until 110);
    /// sends at 20 (EV 0), 30 (EV 1: penalised, hold 1 send, 20 ps), ECN on 2 at 40, sends
    /// at 50 (EV 3), 200 (EV 2: hold 1 send, 160 ps, recovery 60 ps after 140).
    #[test]
    fn behaviour_worked_example() {
        let mut b = Behaviour::new(1, 4, 100);
        b.on_feedback(0, 1, Feedback::Ecn, 10);
        assert!(!b.on_send(0, 0, 20));
        assert!(b.on_send(0, 1, 30));
        b.on_feedback(0, 2, Feedback::Ecn, 40);
        b.on_feedback(0, 2, Feedback::Good, 45);
        b.on_feedback(0, 3, Feedback::LastHop, 45);
        assert!(!b.on_send(0, 3, 50));
        assert!(!b.on_send(0, 2, 200));
        b.on_feedback(0, 0, Feedback::Nack, 300);
        let r = b.report();
        assert_eq!((r.sends, r.sends_to_penalised), (4, 1));
        assert_eq!(r.sends_to_penalised_ev, 0.25);
        assert_eq!(r.holds, 2);
        assert_eq!(r.holds_censored, 1);
        assert_eq!(r.penalty_hold_sends_median, 1.0);
        assert_eq!(r.penalty_hold_ns_median, 0.16);
        assert_eq!(r.recovery_ns_median, 0.06);
        assert_eq!((r.ev_share_min, r.ev_share_max), (1.0, 1.0));
    }

    /// A trace with the extension: the last-hop CE mark and the last-hop trim are clean,
    /// the EV-change request and the fabric trim penalise; a 17-bit EV is refused and
    /// counted; the extension columns are counted.
    #[test]
    fn an_extension_trace_is_classified_and_counted() {
        let dir = std::env::temp_dir().join(format!("nscc-mp-replay-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("ext.csv");
        std::fs::write(
            &p,
            "# nscc-trace v1\n# link_bps=400000000000\n# base_rtt_ps=1000000\n# mp_paths=4\n\
             t_ps,ccc,kind,bytes,ecn,last_hop,ev,credit,rts,ar,ev_change,ecn_last_hop,path_feedback\n\
             0,7,send,4160,0,0,0,0,0,1,0,0,none\n\
             1,7,send,64,0,0,1,0,1,1,0,0,none\n\
             10,7,ack,4160,1,0,0,8192,0,0,0,1,none\n\
             11,7,nack,4160,0,1,1,0,0,0,0,0,none\n\
             12,7,ack,4160,1,0,2,0,0,0,1,0,none\n\
             13,7,nack,4160,0,0,3,0,0,0,0,0,none\n\
             14,7,ack,4160,0,0,70000,0,0,0,0,0,good\n\
             20,7,send,4160,0,0,0,0,0,0,0,0,none\n",
        )
        .unwrap();
        let r = replay_multipath(
            &p,
            &MpReplayOptions {
                strategy: Strategy::Bitmap,
                ..MpReplayOptions::default()
            },
        )
        .unwrap();
        assert_eq!((r.paths, r.paths_source, r.cccs), (4, "header", 1));
        assert_eq!(r.sends, 3);
        assert_eq!(
            r.feedback,
            FeedbackCounts {
                good: 1,
                last_hop: 2,
                ecn: 0,
                nack: 1,
                timeout: 0,
                ev_change: 1,
            }
        );
        assert_eq!(r.refused.ev_out_of_range, 1);
        assert!(r.refusal_warning().unwrap().contains("wider than 16 bits"));
        assert_eq!(
            r.extension,
            ExtensionCounts {
                credit_rows: 1,
                credit_bytes: 8192,
                rts: 1,
                ar: 2,
                ev_change: 1,
                ecn_last_hop: 1,
                path_feedback: 1,
            }
        );
        // penalised within the window: EVs 2 (EV change) and 3 (fabric trim), not 0 or 1
        assert_eq!(r.golden.sends_to_penalised, 0);
        assert_eq!(r.recorded.as_ref().unwrap().sends_to_penalised, 0);
    }

    #[test]
    fn quantiles_are_nearest_rank() {
        assert_eq!(quantile(&[], 0.5), 0.0);
        assert_eq!(quantile(&[1, 2, 3, 4, 100], 0.5), 3.0);
        assert_eq!(quantile(&[1, 2, 3, 4, 100], 0.9), 100.0);
    }
}
