//! Test support shared by the block tests and the co-simulation tests: a small deterministic
//! random generator (so that every test replays the same stimulus).

/// SplitMix64: a seeded, reproducible stream of 64-bit values.
pub struct SplitMix(pub u64);

impl SplitMix {
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A value of `bits` bits with a random bit length (so every leading-one position occurs).
    pub fn magnitude(&mut self, bits: u32) -> u64 {
        debug_assert!(bits < 64);
        let len = self.next() % (bits as u64 + 1);
        self.next() & ((1u64 << len) - 1)
    }
}

use golden_model::sleek::{NsccView, SleekEvent};
use golden_model::EventKind;

/// The event kinds the NSCC stages' tests draw from: three ACKs to a NACK and a send (the
/// first five), and an RTO (all six).
pub const KIND_MIX: [EventKind; 6] = [
    EventKind::Ack,
    EventKind::Ack,
    EventKind::Ack,
    EventKind::Nack,
    EventKind::Send,
    EventKind::Rto,
];

/// One step of a lossy SLEEK stimulus: idle cycles before the event, the event and the NSCC
/// state it reads.
#[derive(Clone, Copy, Debug)]
pub struct LossyStep {
    pub gap: u64,
    pub event: SleekEvent,
    pub view: NsccView,
}

/// A random lossy sender/receiver exchange seen from the sender: in-order new sends,
/// sprayed (reordered) delivery, drops, trims (NACKs), retransmissions, duplicate and late
/// ACKs, cumulative-ACK jumps, probe ACKs (fast and slow), RTOs, and PSNs that start near
/// the 32-bit wrap. Event spacing goes from back-to-back to long pauses.
pub struct LossyStream {
    rng: SplitMix,
    next_psn: u32,
    /// Sent PSNs still travelling (delivery order is random).
    in_net: Vec<u32>,
    /// PSNs lost in the network (not yet retransmitted).
    lost: Vec<u32>,
    /// Receiver: received PSNs above its cumulative ACK.
    rcv_above: std::collections::BTreeSet<u64>,
    /// Receiver's cumulative ACK, as a 64-bit count from the first PSN (no wrap).
    rcv_cum: u64,
    first_psn: u32,
    acks: Vec<SleekEvent>,
    cwnd: u32,
    maxwnd: u32,
    probe_rtt_ns: u32,
    /// New sends stop at this many PSNs beyond the receiver's cumulative ACK (except now and
    /// then, to push past the engine's window).
    max_outstanding: u32,
    /// Half of the deliveries become trims: NACK storms, windows that fill up.
    storm: bool,
    /// Events at most 3 cycles apart.
    dense: bool,
}

impl LossyStream {
    /// A stream starting at a PSN chosen by `seed` (often just below the 32-bit wrap).
    pub fn new(seed: u64) -> LossyStream {
        let mut rng = SplitMix(seed);
        let first_psn = match rng.next() % 3 {
            0 => u32::MAX - (rng.next() % 3_000) as u32,
            1 => (rng.next() % 10_000) as u32,
            _ => rng.next() as u32,
        };
        LossyStream {
            rng,
            next_psn: first_psn,
            in_net: Vec::new(),
            lost: Vec::new(),
            rcv_above: Default::default(),
            rcv_cum: 0,
            first_psn,
            acks: Vec::new(),
            cwnd: 20_000,
            maxwnd: 1_000_000,
            probe_rtt_ns: 0,
            max_outstanding: 600,
            storm: false,
            dense: false,
        }
    }

    /// The same stream in a loss storm: half of the packets that would be delivered are
    /// trimmed instead.
    pub fn with_storm(mut self) -> LossyStream {
        self.storm = true;
        self
    }

    /// The same stream with events at most 3 cycles apart.
    pub fn with_dense(mut self) -> LossyStream {
        self.dense = true;
        self
    }

    /// The same stream with another limit on the PSNs outstanding.
    pub fn with_max_outstanding(mut self, n: u32) -> LossyStream {
        self.max_outstanding = n;
        self
    }

    pub fn first_psn(&self) -> u32 {
        self.first_psn
    }

    fn rel(&self, psn: u32) -> u64 {
        // PSNs in flight are within 2^31 of the receiver's cumulative ACK.
        let cum = self.first_psn.wrapping_add(self.rcv_cum as u32);
        self.rcv_cum + psn.wrapping_sub(cum) as u64
    }

    fn view(&mut self) -> NsccView {
        // cwnd wanders between 1 and ~150 packets; MaxWnd now and then below 1.5 x cwnd.
        let r = self.rng.next();
        if r.is_multiple_of(4) {
            let step = (r >> 8) % 20_000;
            self.cwnd = if (r >> 40).is_multiple_of(2) {
                self.cwnd.saturating_add(step as u32).min(300_000)
            } else {
                self.cwnd.saturating_sub(step as u32).max(4_160)
            };
        }
        if r.is_multiple_of(97) {
            self.maxwnd = 50_000 + (self.rng.next() % 1_000_000) as u32;
        }
        NsccView {
            cwnd: self.cwnd,
            maxwnd: self.maxwnd,
            base_rtt_ns: 12_000 + (r >> 20) as u32 % 500,
            avg_delay_ns: (r >> 32) as u32 % 20_000,
        }
    }

    fn gap(&mut self) -> u64 {
        let r = self.rng.next();
        if self.dense {
            return r & 3;
        }
        match r % 10 {
            0..=4 => 0,
            5..=7 => r >> 8 & 7,
            8 => r >> 8 & 63,
            _ => r >> 8 & 511,
        }
    }

    /// The next step.
    pub fn step(&mut self) -> LossyStep {
        let view = self.view();
        let gap = self.gap();
        let r = self.rng.next();
        let outstanding = self
            .next_psn
            .wrapping_sub(self.first_psn.wrapping_add(self.rcv_cum as u32));
        let mk = |kind, psn| SleekEvent {
            kind,
            psn,
            ..SleekEvent::default()
        };
        let event = match r % 100 {
            // New data, in order (the window stays below the bitmap's 4,096 PSNs, now and
            // then it is pushed past it).
            0..=34 if outstanding < self.max_outstanding || r % 1000 == 7 => {
                let psn = self.next_psn;
                self.next_psn = psn.wrapping_add(1);
                self.in_net.push(psn);
                mk(EventKind::Send, psn)
            }
            // Retransmission of a lost PSN.
            35..=41 if !self.lost.is_empty() => {
                let i = (r >> 8) as usize % self.lost.len();
                let psn = self.lost.swap_remove(i);
                self.in_net.push(psn);
                mk(EventKind::Send, psn)
            }
            // Trim: NACK.
            42..=45 if !self.in_net.is_empty() => {
                let i = (r >> 8) as usize % self.in_net.len();
                let psn = self.in_net.swap_remove(i);
                self.lost.push(psn);
                mk(EventKind::Nack, psn)
            }
            // RTO of the oldest lost PSN (or any PSN).
            46 | 47 => {
                let psn = if let Some(&p) = self.lost.first() {
                    p
                } else {
                    self.first_psn.wrapping_add(self.rcv_cum as u32)
                };
                mk(EventKind::Rto, psn)
            }
            // Duplicate or late ACK.
            48..=52 if !self.acks.is_empty() => {
                let i = if r.is_multiple_of(2) {
                    self.acks.len() - 1
                } else {
                    (r >> 8) as usize % self.acks.len()
                };
                self.acks[i]
            }
            // Probe ACK: fast (below target) or slow, answering the latest probe or not.
            53 | 54 => {
                self.probe_rtt_ns = match (r >> 8) % 3 {
                    0 => 0,
                    1 => 12_000 + (r >> 16) as u32 % 5_000,
                    _ => 12_000 + (r >> 16) as u32 % 60_000,
                };
                SleekEvent {
                    kind: EventKind::Ack,
                    psn: (r >> 32) as u32 % 1000,
                    cum_ack: self.first_psn.wrapping_add(self.rcv_cum as u32),
                    ooo: self.rcv_above.len() as u32,
                    probe: true,
                    probe_rtt_ns: self.probe_rtt_ns,
                }
            }
            // A burst of drops (a failed link): up to 60 packets vanish.
            55 if !self.in_net.is_empty() => {
                for _ in 0..(r >> 8) % 60 {
                    if self.in_net.is_empty() {
                        break;
                    }
                    let i = (self.rng.next() as usize) % self.in_net.len();
                    let psn = self.in_net.swap_remove(i);
                    self.lost.push(psn);
                }
                return self.step_with(gap, view);
            }
            // A drop: the packet vanishes silently.
            56..=59 if !self.in_net.is_empty() => {
                let i = (r >> 8) as usize % self.in_net.len();
                let psn = self.in_net.swap_remove(i);
                self.lost.push(psn);
                return self.step_with(gap, view);
            }
            // In a storm, half of the deliveries are trims.
            60..=99 if self.storm && r.is_multiple_of(2) && !self.in_net.is_empty() => {
                let i = (r >> 8) as usize % self.in_net.len();
                let psn = self.in_net.swap_remove(i);
                self.lost.push(psn);
                mk(EventKind::Nack, psn)
            }
            // Delivery of a packet in the network (random order = spraying) and its ACK.
            _ if !self.in_net.is_empty() => {
                // Mostly the oldest few (cum_ack jumps when a hole fills), else any.
                let i = if r.is_multiple_of(3) {
                    (r >> 8) as usize % self.in_net.len()
                } else {
                    (r >> 8) as usize % self.in_net.len().min(4)
                };
                let psn = self.in_net.remove(i);
                let rel = self.rel(psn);
                if rel >= self.rcv_cum {
                    self.rcv_above.insert(rel);
                    while self.rcv_above.remove(&self.rcv_cum) {
                        self.rcv_cum += 1;
                    }
                }
                let ev = SleekEvent {
                    kind: EventKind::Ack,
                    psn,
                    cum_ack: self.first_psn.wrapping_add(self.rcv_cum as u32),
                    ooo: self.rcv_above.len() as u32,
                    probe: false,
                    probe_rtt_ns: 0,
                };
                if self.acks.len() > 64 {
                    self.acks.remove(0);
                }
                self.acks.push(ev);
                ev
            }
            _ => {
                let psn = self.next_psn;
                self.next_psn = psn.wrapping_add(1);
                self.in_net.push(psn);
                mk(EventKind::Send, psn)
            }
        };
        LossyStep { gap, event, view }
    }

    fn step_with(&mut self, gap: u64, view: NsccView) -> LossyStep {
        let mut s = self.step();
        s.gap += gap;
        s.view = view;
        s
    }
}
