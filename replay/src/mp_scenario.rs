//! Generated closed-loop scenarios for the EV strategies (`nscc multipath --scenario`):
//! flows sprayed over N fabric paths (EV index = path) toward one receiver, each with a
//! fixed window; the receiver ACKs every `ack_every` packets (htsim: 16 KB), at once on a CE
//! mark or an AR flag, and NACKs every trim; an ACK carries the EV of the packet that
//! triggered it (one feedback per ACK, as in htsim); for a while one path fails (it drops every packet:
//! timeouts), or congests (CE marks and one mid-fabric trim in four, a longer delay), or
//! every path congests at the last hop (an incast: CE marks and trims flagged last hop);
//! then it heals. The EVs are chosen closed loop by the golden EV engine or by htsim's rules
//! ([`crate::mp_reference`]); optionally the receiver's credit (RCCC) meters the flows, with
//! the sender's RTS and AR rules (`golden_model::rccc`).
//!
//! Measured: the behaviour figures of [`crate::multipath::Behaviour`] (penalised window =
//! the base RTT), the sends each flow puts on the bad path during the fault and after its
//! first bad feedback there, how fast each flow uses the path again once it heals
//! (`recovery_ns`), the path's share afterwards, delivered throughput, and the credit
//! figures. Deterministic for a seed.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

use golden_model::multipath::{Feedback, MpConfig, Strategy};
use golden_model::rccc::{
    RcccConfig, RcccReceiver, RxOp, RxOut, SenderConfig, SenderCredit, TxOp, TxOut,
};
use golden_model::EventKind;
use serde::Serialize;

use crate::mp_reference::{HtsimRules, SplitMix};
use crate::multipath::{quantile, Behaviour, BehaviourReport, FeedbackCounts, GoldenChooser};

/// The generated scenarios.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Scenario {
    /// One path drops every packet during the fault (a failed link): timeouts.
    FailedPath,
    /// One path marks CE on every packet, trims one in four mid-fabric, and adds half a
    /// base RTT of queueing during the fault.
    CongestedPath,
    /// Every path marks CE at the last hop and trims one packet in eight there during the
    /// fault (a receiver incast): last-hop feedback, which must not steer.
    LastHopIncast,
}

impl Scenario {
    pub const ALL: [Scenario; 3] = [
        Scenario::FailedPath,
        Scenario::CongestedPath,
        Scenario::LastHopIncast,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Scenario::FailedPath => "failed-path",
            Scenario::CongestedPath => "congested-path",
            Scenario::LastHopIncast => "last-hop-incast",
        }
    }

    pub fn parse(s: &str) -> Option<Scenario> {
        Scenario::ALL.into_iter().find(|x| x.as_str() == s)
    }
}

impl std::str::FromStr for Scenario {
    type Err = String;
    fn from_str(s: &str) -> Result<Scenario, String> {
        Scenario::parse(s).ok_or_else(|| {
            format!(
                "unknown scenario {s:?}: expected failed-path, congested-path or last-hop-incast"
            )
        })
    }
}

/// A scenario's parameters.
#[derive(Clone, Debug, Serialize)]
pub struct ScenarioOptions {
    pub scenario: Scenario,
    pub strategy: Strategy,
    pub flows: usize,
    /// EVs per flow = fabric paths (a power of two, 1..=256).
    pub paths: u32,
    /// The path that fails or congests.
    pub bad_path: u32,
    pub seed: u16,
    /// Receiver credit meters the flows (RCCC), with RTS and AR.
    pub rccc: bool,
    pub link_bps: u64,
    pub mtu: u32,
    pub base_rtt_ps: u64,
    /// Packets in flight per flow at most.
    pub window_pkts: u32,
    pub rto_ps: u64,
    pub fault_start_ps: u64,
    pub fault_end_ps: u64,
    /// New data stops here; the run ends when everything is resolved.
    pub duration_ps: u64,
    pub reps_bits: u8,
    /// The receiver ACKs every this many packets (and at once on CE or AR).
    pub ack_every: u32,
}

impl ScenarioOptions {
    /// The defaults: 8 flows at 400 Gb/s over 8 paths, base RTT 12.5 us (the recorded
    /// traces'), a window of 32 packets, RTO 90 us (htsim's minimum on those traces), path 3
    /// bad from 100 us to 600 us, new data until 1 ms.
    pub fn new(scenario: Scenario, strategy: Strategy) -> ScenarioOptions {
        ScenarioOptions {
            scenario,
            strategy,
            flows: 8,
            paths: 8,
            bad_path: 3,
            seed: 1,
            rccc: false,
            link_bps: 400_000_000_000,
            mtu: 4160,
            base_rtt_ps: 12_506_880,
            window_pkts: 32,
            rto_ps: 90_380_000,
            fault_start_ps: 100_000_000,
            fault_end_ps: 600_000_000,
            duration_ps: 1_000_000_000,
            reps_bits: 3,
            ack_every: 4,
        }
    }

    fn validate(&self) -> Result<(), String> {
        if !self.paths.is_power_of_two() || self.paths > 256 {
            return Err(format!(
                "paths {}: expected a power of two up to 256",
                self.paths
            ));
        }
        if self.flows == 0 || self.flows > 4096 {
            return Err(format!("flows {}: expected 1..=4096", self.flows));
        }
        if self.window_pkts == 0
            || self.link_bps == 0
            || self.base_rtt_ps == 0
            || self.ack_every == 0
        {
            return Err("window, link speed and base RTT must not be 0".into());
        }
        if self.fault_start_ps > self.fault_end_ps || self.fault_end_ps > self.duration_ps {
            return Err("expected fault start <= fault end <= duration".into());
        }
        if self.duration_ps > 4_000_000_000_000 {
            return Err("duration above 4 s (the 32-bit ns clock of the models)".into());
        }
        Ok(())
    }
}

/// Receiver credit, RTS and AR figures.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct CreditFigures {
    pub granted_bytes: u64,
    pub grants: u64,
    pub rts_sent: u64,
    pub ar_flags: u64,
    pub ev_change_requests: u64,
    /// Sends that waited for credit (the window had room).
    pub credit_stalls: u64,
    /// Granted bytes never exceeded bucket + drain rate x elapsed at any grant.
    pub credit_within_drain: bool,
    pub drain_gbps: f64,
}

/// What a scenario run measured.
#[derive(Clone, Debug, Serialize)]
pub struct ScenarioReport {
    pub scenario: &'static str,
    pub strategy: &'static str,
    /// `golden` or `htsim_rules`.
    pub chooser: &'static str,
    pub flows: usize,
    pub paths: u32,
    pub bad_path: u32,
    pub fault_us: (f64, f64),
    pub duration_us: f64,
    pub rccc: bool,
    /// Data packets sent (retransmissions included).
    pub sends: u64,
    pub feedback_events: u64,
    pub feedback: FeedbackCounts,
    pub retransmits: u64,
    pub sends_to_penalised_ev: f64,
    pub penalty_hold_sends_median: f64,
    pub penalty_hold_ns_median: f64,
    /// Sends on the bad path during the fault, and their share of all sends then (the fair
    /// share is 1 / paths).
    pub bad_path_sends_during_fault: u64,
    pub bad_path_share_during_fault: f64,
    /// Sends on the bad path during the fault after the flow's first bad feedback on it.
    pub bad_path_sends_after_feedback: u64,
    /// Per flow: from the path's healing to the flow's first send on it (median, max, ns),
    /// and the flow's sends in between (median), over the flows that used it again before
    /// the end (`None`: none did); how many did.
    pub recovery_ns_median: Option<f64>,
    pub recovery_ns_max: Option<f64>,
    pub recovery_sends_median: Option<f64>,
    pub flows_recovered: usize,
    /// The bad path's share of the sends from one base RTT after healing to the end.
    pub bad_path_share_after: f64,
    /// Every path's share during the fault as a multiple of the fair share (min, max).
    pub path_share_min_during_fault: f64,
    pub path_share_max_during_fault: f64,
    /// Delivered data over the run, Gb/s, all flows.
    pub delivered_gbps: f64,
    pub behaviour: BehaviourReport,
    pub credit: Option<CreditFigures>,
    /// Golden engine: rotation candidates examined per decision (mean, max); 0 for htsim's
    /// rules.
    pub visits_per_decision: f64,
    pub visits_max: u64,
}

/// What chooses the EVs in a scenario.
trait Chooser {
    /// Mean and largest rotation candidates per decision.
    fn visits(&self) -> (f64, u64) {
        (0.0, 0)
    }
    fn next(&mut self, flow: usize) -> usize;
    fn wire(&self, flow: usize, index: usize) -> u32;
    fn feedback(&mut self, flow: usize, fb: Feedback, wire: u32, index: usize, t_ps: u64);
}

impl Chooser for GoldenChooser {
    fn visits(&self) -> (f64, u64) {
        (self.visits_per_decision(), self.visits_max)
    }
    fn next(&mut self, flow: usize) -> usize {
        GoldenChooser::next(self, flow).unwrap_or(0)
    }
    fn wire(&self, flow: usize, index: usize) -> u32 {
        self.engine
            .state(flow as u32)
            .map_or(index as u32, |s| s.ev_hi as u32 | index as u32)
    }
    fn feedback(&mut self, flow: usize, fb: Feedback, wire: u32, _index: usize, t_ps: u64) {
        GoldenChooser::feedback(self, flow, fb, wire, t_ps)
    }
}

impl Chooser for HtsimRules {
    fn next(&mut self, flow: usize) -> usize {
        HtsimRules::next(self, flow)
    }
    fn wire(&self, _flow: usize, index: usize) -> u32 {
        index as u32
    }
    fn feedback(&mut self, flow: usize, fb: Feedback, _wire: u32, index: usize, t_ps: u64) {
        HtsimRules::feedback(self, flow, fb, index, t_ps)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Ev {
    TrySend { flow: usize },
    Arrive { pkt: usize },
    Ack { ack: usize },
    Nack { pkt: usize },
    Rto { pkt: usize },
    Grant { flow: usize, pull_q: u32 },
    Rts { flow: usize, pull_q: u32 },
    Pace,
}

#[derive(Clone, Debug)]
struct Pkt {
    flow: usize,
    psn: u64,
    index: usize,
    wire: u32,
    outstanding: bool,
    ecn: bool,
    ecn_last_hop: bool,
    trimmed: bool,
    last_hop_trim: bool,
    ar: bool,
    pull_q: u32,
}

/// One ACK: the packets it acknowledges, the one that triggered it (whose EV it echoes)
/// and the receiver's EV-change request.
#[derive(Clone, Debug)]
struct AckRec {
    pkts: Vec<usize>,
    trigger: usize,
    ev_change: bool,
}

#[derive(Clone, Debug)]
struct Flow {
    in_flight: u32,
    next_psn: u64,
    rtx: VecDeque<u64>,
    busy_until: u64,
    wake: bool,
    credit: SenderCredit,
    sends: u64,
    delivered: u64,
    first_bad_feedback: Option<u64>,
    recovered_at: Option<(u64, u64)>,
    sends_at_heal: Option<u64>,
    /// Receiver side: packets arrived and not yet ACKed.
    pending: Vec<usize>,
}

struct Sim<'a> {
    o: &'a ScenarioOptions,
    n: usize,
    q: BinaryHeap<Reverse<(u64, u64, Ev)>>,
    seq: u64,
    rng: SplitMix,
    pkts: Vec<Pkt>,
    acks: Vec<AckRec>,
    flows: Vec<Flow>,
    scfg: SenderConfig,
    rx: Option<RcccReceiver>,
    pace_pending: bool,
    behaviour: Behaviour,
    fb: FeedbackCounts,
    retransmits: u64,
    per_path_fault: Vec<u64>,
    sends_fault: u64,
    bad_after_fb: u64,
    sends_after: u64,
    bad_after: u64,
    credit: CreditFigures,
    end_ps: u64,
    /// The receiver's and the senders' credit requests in order, when recorded.
    log: Option<RcccOps>,
}

/// A scenario's credit requests as the hardware's ports take them (`nscc cosim --core
/// rccc` replays them): the receiver's port, the senders' (flow = CCC).
#[derive(Clone, Debug, Default)]
pub struct RcccOps {
    pub rx_config: Option<RcccConfig>,
    pub tx_config: Option<SenderConfig>,
    pub cccs: usize,
    pub rx: Vec<RxOp>,
    pub tx: Vec<(u32, TxOp)>,
}

impl Sim<'_> {
    fn rx_op(&mut self, op: RxOp) -> Option<RxOut> {
        let out = self.rx.as_mut()?.apply(op);
        if let Some(l) = self.log.as_mut() {
            l.rx.push(op);
        }
        Some(out)
    }

    fn tx_op(&mut self, flow: usize, op: TxOp) -> TxOut {
        let scfg = self.scfg;
        let out = op.apply(&scfg, &mut self.flows[flow].credit);
        if let Some(l) = self.log.as_mut() {
            l.tx.push((flow as u32, op));
        }
        out
    }

    fn at(&mut self, t: u64, e: Ev) {
        self.seq += 1;
        self.q.push(Reverse((t, self.seq, e)));
    }

    fn in_fault(&self, t: u64) -> bool {
        t >= self.o.fault_start_ps && t < self.o.fault_end_ps
    }

    fn ser_ps(&self) -> u64 {
        self.o.mtu as u64 * 8 * 1_000_000_000_000 / self.o.link_bps
    }

    fn wake(&mut self, flow: usize, t: u64) {
        if !self.flows[flow].wake {
            self.flows[flow].wake = true;
            let at = t.max(self.flows[flow].busy_until);
            self.at(at, Ev::TrySend { flow });
        }
    }

    fn request_pace(&mut self, t: u64) {
        if self.rx.is_some() && !self.pace_pending {
            self.pace_pending = true;
            self.at(t, Ev::Pace);
        }
    }

    fn try_send(&mut self, flow: usize, t: u64, ch: &mut dyn Chooser) {
        self.flows[flow].wake = false;
        if t < self.flows[flow].busy_until {
            return self.wake(flow, t);
        }
        let w = self.o.window_pkts;
        let mtu = self.o.mtu;
        let f = &self.flows[flow];
        let has_data = !f.rtx.is_empty() || t < self.o.duration_ps;
        if !has_data {
            return;
        }
        let window_full = f.in_flight >= w;
        let credit_ok = f.credit.credit_ok(&self.scfg);
        let t_ns = (t / 1000) as u32;
        if window_full || !credit_ok {
            if !window_full {
                self.credit.credit_stalls += 1;
            }
            let out = self.tx_op(
                flow,
                TxOp::Rts {
                    now_ns: t_ns,
                    has_data,
                    window_full,
                    backlog: mtu * w,
                    cwnd: w * mtu,
                },
            );
            if let (TxOut::Rts { rts: true, pull_q }, true) = (out, self.rx.is_some()) {
                // a header-only RTS takes an EV decision like any packet
                let index = ch.next(flow);
                self.credit.rts_sent += 1;
                if !(self.o.scenario == Scenario::FailedPath
                    && index == self.o.bad_path as usize
                    && self.in_fault(t))
                {
                    self.at(t + self.o.base_rtt_ps / 2, Ev::Rts { flow, pull_q });
                }
            }
            return;
        }
        let retransmission = !self.flows[flow].rtx.is_empty();
        let psn = match self.flows[flow].rtx.pop_front() {
            Some(p) => p,
            None => {
                let p = self.flows[flow].next_psn;
                self.flows[flow].next_psn += 1;
                p
            }
        };
        self.retransmits += retransmission as u64;
        let index = ch.next(flow);
        let wire = ch.wire(flow, index);
        let ser = self.ser_ps();
        self.flows[flow].in_flight += 1;
        // new data ends at the duration: the last packet before it knows it is the last
        let backlog_after = if t + ser < self.o.duration_ps {
            u32::MAX
        } else {
            self.flows[flow].rtx.len() as u32 * mtu
        };
        let in_flight_after = self.flows[flow].in_flight * mtu;
        // the credit allows the packet (checked above): spent, then AR and the pull target
        let (ar, pull_q) = match self.tx_op(
            flow,
            TxOp::Send {
                size: mtu,
                retransmission,
                backlog_after,
                in_flight_after,
                cwnd: w * mtu,
            },
        ) {
            TxOut::Sent { ar, pull_q, .. } => (ar, pull_q),
            _ => unreachable!("a send answers Sent"),
        };
        self.credit.ar_flags += ar as u64;
        let fl = &mut self.flows[flow];
        fl.sends += 1;
        fl.busy_until = t + ser;
        self.behaviour.on_send(flow, index, t);
        let bad = index == self.o.bad_path as usize;
        if self.in_fault(t) {
            self.per_path_fault[index] += 1;
            self.sends_fault += 1;
            if bad && self.flows[flow].first_bad_feedback.is_some() {
                self.bad_after_fb += 1;
            }
        }
        if t >= self.o.fault_end_ps + self.o.base_rtt_ps && t < self.o.duration_ps {
            self.sends_after += 1;
            self.bad_after += bad as u64;
        }
        if t >= self.o.fault_end_ps {
            let f = &mut self.flows[flow];
            if f.sends_at_heal.is_none() {
                f.sends_at_heal = Some(f.sends - 1);
            }
            if bad && f.recovered_at.is_none() {
                let before = f.sends - 1 - f.sends_at_heal.unwrap_or(0);
                f.recovered_at = Some((t - self.o.fault_end_ps, before));
            }
        }
        // the fabric
        let fault = self.in_fault(t);
        let rtt = self.o.base_rtt_ps;
        let mut p = Pkt {
            flow,
            psn,
            index,
            wire,
            outstanding: true,
            ecn: false,
            ecn_last_hop: false,
            trimmed: false,
            last_hop_trim: false,
            ar,
            pull_q,
        };
        let mut delay = rtt / 2;
        let mut dropped = false;
        match self.o.scenario {
            Scenario::FailedPath => dropped = fault && bad,
            Scenario::CongestedPath if fault && bad => {
                p.ecn = true;
                p.trimmed = self.rng.below(4) == 0;
                delay += rtt / 2;
            }
            Scenario::LastHopIncast if fault => {
                p.ecn = true;
                p.ecn_last_hop = true;
                p.trimmed = self.rng.below(8) == 0;
                p.last_hop_trim = p.trimmed;
            }
            _ => {}
        }
        let id = self.pkts.len();
        self.pkts.push(p);
        if !dropped {
            self.at(t + delay, Ev::Arrive { pkt: id });
        }
        self.at(t + self.o.rto_ps, Ev::Rto { pkt: id });
        let next = self.flows[flow].busy_until;
        self.wake(flow, next);
    }

    fn arrive(&mut self, id: usize, t: u64) {
        let p = self.pkts[id].clone();
        let mut ev_change = false;
        if let Some(out) = self.rx_op(RxOp::Data {
            ccc: p.flow as u32,
            ev: p.wire,
            ecn: p.ecn && !p.trimmed,
            ecn_last_hop: p.ecn_last_hop,
            pull_q: p.pull_q,
        }) {
            ev_change = out == RxOut::Data { ev_change: true };
            self.request_pace(t);
        }
        let back = t + self.o.base_rtt_ps / 2;
        if p.trimmed {
            self.at(back, Ev::Nack { pkt: id });
            return;
        }
        let f = &mut self.flows[p.flow];
        f.pending.push(id);
        if p.ecn || p.ar || ev_change || f.pending.len() >= self.o.ack_every as usize {
            let pkts = std::mem::take(&mut f.pending);
            self.acks.push(AckRec {
                pkts,
                trigger: id,
                ev_change,
            });
            let ack = self.acks.len() - 1;
            self.at(back, Ev::Ack { ack });
        }
    }

    fn feedback(&mut self, ch: &mut dyn Chooser, id: usize, fb: Feedback, t: u64) {
        let (flow, wire, index) = (self.pkts[id].flow, self.pkts[id].wire, self.pkts[id].index);
        self.fb.count(fb);
        ch.feedback(flow, fb, wire, index, t);
        self.behaviour.on_feedback(flow, index, fb, t);
        if !fb.is_clean()
            && index == self.o.bad_path as usize
            && self.in_fault(t)
            && self.flows[flow].first_bad_feedback.is_none()
        {
            self.flows[flow].first_bad_feedback = Some(t);
        }
    }

    /// Takes packet `id` out of flight; false when it already was.
    fn resolve(&mut self, id: usize) -> bool {
        if !self.pkts[id].outstanding {
            return false;
        }
        self.pkts[id].outstanding = false;
        let f = &mut self.flows[self.pkts[id].flow];
        f.in_flight -= 1;
        true
    }

    fn step(&mut self, ch: &mut dyn Chooser, t: u64, e: Ev) {
        self.end_ps = self.end_ps.max(t);
        match e {
            Ev::TrySend { flow } => self.try_send(flow, t, ch),
            Ev::Arrive { pkt } => self.arrive(pkt, t),
            Ev::Ack { ack } => {
                let a = std::mem::replace(
                    &mut self.acks[ack],
                    AckRec {
                        pkts: Vec::new(),
                        trigger: 0,
                        ev_change: false,
                    },
                );
                for &pkt in &a.pkts {
                    if self.resolve(pkt) {
                        let flow = self.pkts[pkt].flow;
                        self.flows[flow].delivered += 1;
                    }
                }
                // one feedback per ACK, on the EV of the packet that triggered it
                let p = &self.pkts[a.trigger];
                let fb =
                    Feedback::of_event(EventKind::Ack, p.ecn, false, p.ecn_last_hop, a.ev_change)
                        .unwrap_or(Feedback::Good);
                let flow = p.flow;
                self.feedback(ch, a.trigger, fb, t);
                self.wake(flow, t);
            }
            Ev::Nack { pkt } => {
                if self.resolve(pkt) {
                    let (flow, psn, lh) = (
                        self.pkts[pkt].flow,
                        self.pkts[pkt].psn,
                        self.pkts[pkt].last_hop_trim,
                    );
                    self.flows[flow].rtx.push_back(psn);
                    self.tx_op(flow, TxOp::Stop);
                    let fb = if lh {
                        Feedback::LastHop
                    } else {
                        Feedback::Nack
                    };
                    self.feedback(ch, pkt, fb, t);
                    self.wake(flow, t);
                }
            }
            Ev::Rto { pkt } => {
                if self.resolve(pkt) {
                    let (flow, psn) = (self.pkts[pkt].flow, self.pkts[pkt].psn);
                    self.flows[flow].rtx.push_back(psn);
                    self.tx_op(flow, TxOp::Stop);
                    self.feedback(ch, pkt, Feedback::Timeout, t);
                    self.wake(flow, t);
                }
            }
            Ev::Grant { flow, pull_q } => {
                self.tx_op(flow, TxOp::Grant { pull_q });
                self.wake(flow, t);
            }
            Ev::Rts { flow, pull_q } => {
                if self
                    .rx_op(RxOp::Rts {
                        ccc: flow as u32,
                        pull_q,
                    })
                    .is_some()
                {
                    self.request_pace(t);
                }
            }
            Ev::Pace => {
                self.pace_pending = false;
                let mut grants = Vec::new();
                while let Some(RxOut::Paced(Some(g))) = self.rx_op(RxOp::Pace((t / 1000) as u32)) {
                    grants.push(g);
                }
                if let Some(rx) = self.rx.as_ref() {
                    let (granted, _, _) = rx.totals();
                    let cfg = rx.config();
                    let bound = cfg.bucket as f64 + cfg.rate_bytes_per_ns() * (t / 1000) as f64;
                    if granted as f64 > bound {
                        self.credit.credit_within_drain = false;
                    }
                    if rx.waiting() > 0 {
                        self.pace_pending = true;
                        self.at(t + 100_000, Ev::Pace);
                    }
                }
                for g in grants {
                    self.at(
                        t + self.o.base_rtt_ps / 2,
                        Ev::Grant {
                            flow: g.ccc as usize,
                            pull_q: g.pull_q,
                        },
                    );
                }
            }
        }
    }
}

fn run_with(o: &ScenarioOptions, ch: &mut dyn Chooser, chooser: &'static str) -> ScenarioReport {
    run_logged(o, ch, chooser, false).0
}

fn run_logged(
    o: &ScenarioOptions,
    ch: &mut dyn Chooser,
    chooser: &'static str,
    log: bool,
) -> (ScenarioReport, Option<RcccOps>) {
    let n = o.paths as usize;
    let window_bytes = o.window_pkts * o.mtu;
    let scfg = SenderConfig {
        rccc: o.rccc,
        max_credit: window_bytes,
        initial_credit: if o.rccc { window_bytes } else { 0 },
        rts_interval_ns: (o.base_rtt_ps / 1000) as u32,
        mtu: o.mtu,
    };
    let rx = if o.rccc {
        RcccConfig::for_port(o.link_bps, o.mtu - 64)
            .ok()
            .and_then(|c| RcccReceiver::new(c, o.flows, 0).ok())
            .map(|mut r| {
                for f in 0..o.flows as u32 {
                    let _ = r.apply(RxOp::Activate(f));
                }
                r
            })
    } else {
        None
    };
    let rx_cfg = rx.as_ref().map(|r| *r.config());
    let drain_gbps = rx
        .as_ref()
        .map_or(0.0, |r| r.config().rate_bytes_per_ns() * 8.0);
    let mut sim = Sim {
        o,
        n,
        q: BinaryHeap::new(),
        seq: 0,
        rng: SplitMix::new(o.seed as u64 * 7919 + 1),
        pkts: Vec::new(),
        acks: Vec::new(),
        flows: vec![
            Flow {
                in_flight: 0,
                next_psn: 0,
                rtx: VecDeque::new(),
                busy_until: 0,
                wake: false,
                credit: SenderCredit::new(&scfg),
                sends: 0,
                delivered: 0,
                first_bad_feedback: None,
                recovered_at: None,
                sends_at_heal: None,
                pending: Vec::new(),
            };
            o.flows
        ],
        scfg,
        rx,
        pace_pending: false,
        behaviour: Behaviour::new(o.flows, n, o.base_rtt_ps),
        fb: FeedbackCounts::default(),
        retransmits: 0,
        per_path_fault: vec![0; n],
        sends_fault: 0,
        bad_after_fb: 0,
        sends_after: 0,
        bad_after: 0,
        credit: CreditFigures {
            credit_within_drain: true,
            drain_gbps,
            ..CreditFigures::default()
        },
        end_ps: 0,
        log: log.then(|| RcccOps {
            rx_config: rx_cfg,
            tx_config: Some(scfg),
            cccs: o.flows,
            rx: (0..o.flows as u32).map(RxOp::Activate).collect(),
            tx: (0..o.flows as u32).map(|f| (f, TxOp::Init)).collect(),
        }),
    };
    // flows start a little apart
    for f in 0..o.flows {
        let t = f as u64 * 10_000;
        sim.wake(f, t);
    }
    let limit = o.duration_ps + 4 * o.rto_ps;
    while let Some(Reverse((t, _, e))) = sim.q.pop() {
        if t > limit {
            break;
        }
        sim.step(ch, t, e);
    }
    let _ = sim.n;
    let b = sim.behaviour.report();
    let rec: Vec<(u64, u64)> = sim.flows.iter().filter_map(|f| f.recovered_at).collect();
    let mut rec_ns: Vec<u64> = rec.iter().map(|r| r.0).collect();
    rec_ns.sort_unstable();
    let mut rec_sends: Vec<u64> = rec.iter().map(|r| r.1).collect();
    rec_sends.sort_unstable();
    let fair = sim.sends_fault as f64 / n as f64;
    let share = |f: fn(f64, f64) -> f64, init: f64| {
        if sim.sends_fault == 0 {
            0.0
        } else {
            sim.per_path_fault
                .iter()
                .map(|&x| x as f64 / fair)
                .fold(init, f)
        }
    };
    let delivered: u64 = sim.flows.iter().map(|f| f.delivered).sum();
    if let Some(rx) = sim.rx.as_ref() {
        let (g, grants, chg) = rx.totals();
        sim.credit.granted_bytes = g;
        sim.credit.grants = grants;
        sim.credit.ev_change_requests = chg;
    }
    let frac = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
    let report = ScenarioReport {
        scenario: o.scenario.as_str(),
        strategy: o.strategy.as_str(),
        chooser,
        flows: o.flows,
        paths: o.paths,
        bad_path: o.bad_path,
        fault_us: (o.fault_start_ps as f64 / 1e6, o.fault_end_ps as f64 / 1e6),
        duration_us: o.duration_ps as f64 / 1e6,
        rccc: o.rccc,
        sends: b.sends,
        feedback_events: sim.fb.total(),
        feedback: sim.fb,
        retransmits: sim.retransmits,
        sends_to_penalised_ev: b.sends_to_penalised_ev,
        penalty_hold_sends_median: b.penalty_hold_sends_median,
        penalty_hold_ns_median: b.penalty_hold_ns_median,
        bad_path_sends_during_fault: sim.per_path_fault[o.bad_path as usize % n],
        bad_path_share_during_fault: frac(
            sim.per_path_fault[o.bad_path as usize % n],
            sim.sends_fault,
        ),
        bad_path_sends_after_feedback: sim.bad_after_fb,
        recovery_ns_median: (!rec.is_empty()).then(|| quantile(&rec_ns, 0.5) / 1000.0),
        recovery_ns_max: rec_ns.last().map(|&x| x as f64 / 1000.0),
        recovery_sends_median: (!rec.is_empty()).then(|| quantile(&rec_sends, 0.5)),
        flows_recovered: rec.len(),
        bad_path_share_after: frac(sim.bad_after, sim.sends_after),
        path_share_min_during_fault: share(f64::min, f64::INFINITY),
        path_share_max_during_fault: share(f64::max, 0.0),
        delivered_gbps: delivered as f64 * o.mtu as f64 * 8.0 / (sim.end_ps.max(1) as f64 / 1000.0),
        behaviour: b,
        credit: o.rccc.then_some(sim.credit),
        visits_per_decision: ch.visits().0,
        visits_max: ch.visits().1,
    };
    (report, sim.log)
}

/// A scenario's figures with the golden EV engine (at the top level, so that the keys of a
/// trace replay's JSON are there too) and with htsim's rules on the same fabric.
#[derive(Clone, Debug, Serialize)]
pub struct ScenarioRun {
    #[serde(flatten)]
    pub golden: ScenarioReport,
    pub htsim_rules: ScenarioReport,
}

impl ScenarioRun {
    pub fn to_text(&self) -> String {
        let g = &self.golden;
        let mut s = format!(
            "scenario {}: {} flows over {} paths, path {} bad from {:.0} us to {:.0} us, new data until {:.0} us{}\n\
             strategy {}\n",
            g.scenario,
            g.flows,
            g.paths,
            g.bad_path,
            g.fault_us.0,
            g.fault_us.1,
            g.duration_us,
            if g.rccc { ", receiver credit (RCCC)" } else { "" },
            g.strategy,
        );
        s.push_str("chooser      sends  feedback (bad)  to penalised  hold sends  bad-path share in fault  after 1st feedback  recovery us median (max), flows  share after  Gb/s\n");
        for r in [&self.golden, &self.htsim_rules] {
            let recovery = match (r.recovery_ns_median, r.recovery_ns_max) {
                (Some(m), Some(x)) => format!(
                    "{:.1} ({:.1}), {}",
                    m / 1000.0,
                    x / 1000.0,
                    r.flows_recovered
                ),
                _ => "never, 0".to_string(),
            };
            s.push_str(&format!(
                "{:<11} {:>6}  {:>8} ({:>4})  {:>12.4}  {:>10.1}  {:>23.4}  {:>18}  {:>30}  {:>11.4}  {:>5.1}\n",
                r.chooser,
                r.sends,
                r.feedback_events,
                r.feedback.bad(),
                r.sends_to_penalised_ev,
                r.penalty_hold_sends_median,
                r.bad_path_share_during_fault,
                r.bad_path_sends_after_feedback,
                recovery,
                r.bad_path_share_after,
                r.delivered_gbps,
            ));
        }
        if let Some(c) = &g.credit {
            s.push_str(&format!(
                "credit (golden): {} grants, {} B granted (drain {:.1} Gb/s, within it: {}), {} RTS, {} AR flags, {} EV-change requests, {} sends waited for credit\n",
                c.grants, c.granted_bytes, c.drain_gbps, c.credit_within_drain, c.rts_sent, c.ar_flags, c.ev_change_requests, c.credit_stalls
            ));
        }
        s
    }
}

/// Runs a scenario with the golden EV engine, and with htsim's rules on the same fabric.
pub fn run_scenario_both(o: &ScenarioOptions) -> Result<ScenarioRun, String> {
    let (golden, htsim_rules) = run_scenario(o)?;
    Ok(ScenarioRun {
        golden,
        htsim_rules,
    })
}

/// Runs a scenario with the golden EV engine, and with htsim's rules on the same fabric.
pub fn run_scenario(o: &ScenarioOptions) -> Result<(ScenarioReport, ScenarioReport), String> {
    o.validate()?;
    let cfg = MpConfig {
        reps_bits: o.reps_bits,
        ..MpConfig::with(o.strategy, o.paths.trailing_zeros() as u8)
    };
    cfg.validate().map_err(|e| e.to_string())?;
    let mut golden = GoldenChooser::new(cfg, o.flows, o.seed)?;
    let g = run_with(o, &mut golden, "golden");
    let mut reference = HtsimRules::new(cfg, o.flows, o.seed as u64 ^ 0x5EED);
    let r = run_with(o, &mut reference, "htsim_rules");
    Ok((g, r))
}

/// The golden run of `o` with its credit requests recorded (the scenario needs `rccc`).
pub fn record_rccc_ops(o: &ScenarioOptions) -> Result<(ScenarioReport, RcccOps), String> {
    o.validate()?;
    if !o.rccc {
        return Err("the scenario runs without receiver credit: nothing to record".into());
    }
    let cfg = MpConfig {
        reps_bits: o.reps_bits,
        ..MpConfig::with(o.strategy, o.paths.trailing_zeros() as u8)
    };
    cfg.validate().map_err(|e| e.to_string())?;
    let mut golden = GoldenChooser::new(cfg, o.flows, o.seed)?;
    let (r, log) = run_logged(o, &mut golden, "golden", true);
    Ok((r, log.expect("recorded")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn short(s: Scenario, st: Strategy) -> ScenarioOptions {
        ScenarioOptions {
            flows: 2,
            duration_ps: 300_000_000,
            fault_start_ps: 50_000_000,
            fault_end_ps: 200_000_000,
            ..ScenarioOptions::new(s, st)
        }
    }

    #[test]
    fn a_failed_path_is_avoided_by_bitmap_not_by_oblivious() {
        let (ob, _) = run_scenario(&short(Scenario::FailedPath, Strategy::Oblivious)).unwrap();
        let (bm, _) = run_scenario(&short(Scenario::FailedPath, Strategy::Bitmap)).unwrap();
        // before the first timeout (one RTO into the fault) no strategy knows; after it,
        // oblivious keeps sending on the failed path and bitmap does not
        assert!(ob.bad_path_sends_after_feedback >= 10, "{ob:?}");
        assert!(
            bm.bad_path_sends_after_feedback * 4 < ob.bad_path_sends_after_feedback,
            "{bm:?}"
        );
        assert!(bm.feedback.timeout > 0);
        assert_eq!(bm.flows_recovered, 2, "{bm:?}");
        assert!(bm.delivered_gbps > ob.delivered_gbps);
    }

    #[test]
    fn last_hop_feedback_never_steers() {
        let (g, r) = run_scenario(&short(Scenario::LastHopIncast, Strategy::Bitmap)).unwrap();
        assert!(g.feedback.last_hop > 100, "{g:?}");
        assert_eq!(g.behaviour.sends_to_penalised, 0);
        // every path keeps its share (the rotation stays round robin)
        assert!(
            g.path_share_min_during_fault > 0.95 && g.path_share_max_during_fault < 1.05,
            "{g:?}"
        );
        // htsim's rules count a last-hop trim that carried CE as ECN: the shares skew
        assert!(
            r.path_share_max_during_fault - r.path_share_min_during_fault
                > g.path_share_max_during_fault - g.path_share_min_during_fault
        );
    }

    #[test]
    fn credit_meters_within_the_drain_and_rts_fires_when_both_are_out() {
        let o = ScenarioOptions {
            rccc: true,
            ..short(Scenario::FailedPath, Strategy::Mixed)
        };
        let (g, _) = run_scenario(&o).unwrap();
        let c = g.credit.clone().unwrap();
        assert!(c.credit_within_drain);
        assert!(c.grants > 0 && c.ar_flags > 0, "{c:?}");
        assert!(c.rts_sent > 0, "{c:?}");
        // 2 flows x 32 packets per RTT is below the drain: what limits them is the window
        assert!(g.delivered_gbps < c.drain_gbps * 1.01, "{g:?}");
    }

    #[test]
    fn scenarios_are_deterministic_and_checked() {
        let o = short(Scenario::CongestedPath, Strategy::Reps);
        let a = run_scenario(&o).unwrap();
        let b = run_scenario(&o).unwrap();
        assert_eq!(a.0.sends, b.0.sends);
        assert_eq!(a.0.behaviour, b.0.behaviour);
        assert!(run_scenario(&ScenarioOptions {
            paths: 6,
            ..o.clone()
        })
        .is_err());
        assert!(run_scenario(&ScenarioOptions {
            fault_end_ps: 1,
            ..o
        })
        .is_err());
    }
}
