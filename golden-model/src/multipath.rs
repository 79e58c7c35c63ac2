//! Multipath: the EV (entropy value) engine of a UET sender, per CCC: which EV (which path)
//! each packet takes, and what the returning feedback does to that choice. The golden twin
//! of the RTL (`docs/multipath.md`): fixed widths, adds, compares, shifts, a 16-bit LFSR and
//! per-CCC state laid out in 16-bit block-RAM words.
//!
//! Four strategies, after htsim's `uec_mp.cpp` and `buffer_reps.cpp` (read, not copied; every
//! departure is listed in `docs/multipath.md`):
//!
//! * [`Strategy::Oblivious`]: round robin over `N = 2^ev_bits` EV indices; the visiting order
//!   is the index XOR a random mask that changes at every wrap of the rotation. No feedback.
//! * [`Strategy::Bitmap`]: a 4-bit penalty per EV, raised by ECN (+1), NACK (+4), timeout
//!   (+15) and the receiver's EV-change request (+4), saturating at 15. A decision walks the
//!   rotation from its position: the first EV with penalty 0 is taken; **every** penalised EV
//!   it passes decays by one. So a penalty of `p` keeps an EV out of the next `p` visits of
//!   the rotation, and a decision's walk is bounded by the penalties added (amortised).
//! * [`Strategy::Reps`]: recycled entropies. A ring of `B = 2^reps_bits` EV indices: an EV
//!   whose feedback was clean is written at the head; a send takes the earliest fresh entry;
//!   without one it explores (a random EV). Bad feedback never enters the ring. A timeout
//!   freezes the ring (sends cycle through its entries without consuming them) for
//!   `freeze_units` x 1,024 ns, after which the ring is cleared and `explore_after_freeze`
//!   sends explore.
//! * [`Strategy::Mixed`]: Bitmap's penalties with REPS' ring (no freezing): a send takes the
//!   earliest fresh ring entry unless that EV is penalised now (then the entry is dropped),
//!   else the Bitmap decision.
//!
//! **Last-hop awareness**: a trim at the last hop (the receiver's ToR downlink) or an ECN mark
//! set there says nothing about the fabric path, so it is [`Feedback::LastHop`], which is a
//! clean feedback for every strategy: no penalty, recycled by REPS and Mixed.
//!
//! **Randomness**: one [`Lfsr`] per engine (`x^16 + x^14 + x^13 + x^11 + 1`, Galois, right
//! shift), stepped only when a decision needs random bits, in event order; the RTL
//! reproduces it exactly. [`MpEngine`] holds the contexts of many CCCs and that one LFSR.

use serde::{Deserialize, Serialize};

use crate::event::EventKind;

// ---------------------------------------------------------------------------------------
// Widths
// ---------------------------------------------------------------------------------------

/// Width of the EV on the wire (the UET entropy field) and on the engine's ports.
pub const EV_WIRE_BITS: u32 = 16;
/// Largest EV on the wire.
pub const EV_WIRE_MAX: u32 = (1 << EV_WIRE_BITS) - 1;
/// Most EV index bits: at most 256 EVs per CCC.
pub const EV_BITS_MAX: u8 = 8;
/// Width of a penalty (htsim: up to 15).
pub const PENALTY_BITS: u32 = 4;
/// Largest penalty.
pub const PENALTY_MAX: u8 = (1 << PENALTY_BITS) - 1;
/// Penalties per 16-bit block-RAM word.
pub const PENALTIES_PER_WORD: usize = 16 / PENALTY_BITS as usize;
/// Penalty words of one CCC at most (256 EVs).
pub const PENALTY_WORDS_MAX: usize = (1 << EV_BITS_MAX) / PENALTIES_PER_WORD;
/// Most ring index bits: at most 16 recycled EVs per CCC.
pub const REPS_BITS_MAX: u8 = 4;
/// Ring entries at most.
pub const RING_MAX: usize = 1 << REPS_BITS_MAX;
/// Width of the REPS freeze timestamp: t_ns >> 10 (1,024 ns units), wrapping.
pub const FREEZE_STAMP_BITS: u32 = 16;
/// The freeze length must stay below half the stamp's range (wrapping compare).
pub const FREEZE_UNITS_MAX: u16 = (1 << (FREEZE_STAMP_BITS - 1)) - 1;
/// Width of the exploration counter after a freeze.
pub const EXPLORE_BITS: u32 = 5;
/// Largest exploration count.
pub const EXPLORE_MAX: u8 = (1 << EXPLORE_BITS) - 1;
/// Block-RAM word width the layout packs into (iCE40 SB_RAM40_4K 256 x 16; the ECP5's
/// DP16KD 1,024 x 18 is used 16 bits wide).
pub const WORD_BITS: u32 = 16;

// ---------------------------------------------------------------------------------------
// LFSR
// ---------------------------------------------------------------------------------------

/// The engine's random source: a 16-bit Galois LFSR, polynomial x^16 + x^14 + x^13 + x^11 + 1
/// (tap mask `0xB400`), maximal length (65,535 states; 0 is never reached).
///
/// One step, bit for bit: `out = s[0]; s = s >> 1; if out { s ^= 0xB400 }`, i.e.
/// `s'[15] = out`, `s'[13] = s[14] ^ out`, `s'[12] = s[13] ^ out`, `s'[10] = s[11] ^ out`,
/// every other `s'[i] = s[i + 1]`. A draw of `n` bits is `n` steps; the first step's `out`
/// is bit 0 of the value, the last one's bit `n - 1`. The RTL unrolls the `n` steps into
/// one XOR network. A seed of 0 (the one state the LFSR cannot leave) is replaced by
/// [`Lfsr::ZERO_SEED_REPLACEMENT`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lfsr {
    pub state: u16,
}

impl Lfsr {
    /// The feedback taps.
    pub const TAPS: u16 = 0xB400;
    /// The state a seed of 0 becomes.
    pub const ZERO_SEED_REPLACEMENT: u16 = 0xACE1;

    pub fn new(seed: u16) -> Lfsr {
        Lfsr {
            state: if seed == 0 {
                Self::ZERO_SEED_REPLACEMENT
            } else {
                seed
            },
        }
    }

    /// One step; returns the output bit.
    pub fn step(&mut self) -> u16 {
        let out = self.state & 1;
        self.state >>= 1;
        if out == 1 {
            self.state ^= Self::TAPS;
        }
        out
    }

    /// `n` (0..=16) random bits: `n` steps, first output in bit 0.
    pub fn draw(&mut self, n: u32) -> u16 {
        let mut v = 0u16;
        for i in 0..n.min(16) {
            v |= self.step() << i;
        }
        v
    }
}

// ---------------------------------------------------------------------------------------
// Strategy, feedback, configuration
// ---------------------------------------------------------------------------------------

/// The EV strategy of an engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Strategy {
    Oblivious,
    Bitmap,
    Reps,
    #[default]
    Mixed,
}

impl Strategy {
    pub const ALL: [Strategy; 4] = [
        Strategy::Oblivious,
        Strategy::Bitmap,
        Strategy::Reps,
        Strategy::Mixed,
    ];

    /// The word on the command line, in traces (`mp_strategy`) and in reports.
    pub fn as_str(self) -> &'static str {
        match self {
            Strategy::Oblivious => "oblivious",
            Strategy::Bitmap => "bitmap",
            Strategy::Reps => "reps",
            Strategy::Mixed => "mixed",
        }
    }

    pub fn parse(s: &str) -> Option<Strategy> {
        Strategy::ALL.into_iter().find(|x| x.as_str() == s)
    }

    /// The code on the C ABI and the RTL's strategy port (2 bits).
    pub fn code(self) -> u32 {
        self as u32
    }

    /// Keeps a penalty per EV.
    pub fn has_penalties(self) -> bool {
        matches!(self, Strategy::Bitmap | Strategy::Mixed)
    }

    /// Keeps the rotation (position and XOR mask).
    pub fn has_rotation(self) -> bool {
        !matches!(self, Strategy::Reps)
    }

    /// Keeps the ring of recycled EVs.
    pub fn has_ring(self) -> bool {
        matches!(self, Strategy::Reps | Strategy::Mixed)
    }

    /// Freezes on timeouts and explores after a freeze (REPS alone).
    pub fn has_freezing(self) -> bool {
        matches!(self, Strategy::Reps)
    }
}

impl std::str::FromStr for Strategy {
    type Err = String;
    fn from_str(s: &str) -> Result<Strategy, String> {
        Strategy::parse(s).ok_or_else(|| {
            format!("unknown EV strategy {s:?}: expected oblivious, bitmap, reps or mixed")
        })
    }
}

/// What a feedback says about the path its EV took (3 bits on the feedback port).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Feedback {
    /// A clean ACK: no ECN-CE.
    Good,
    /// A trim, or an ECN-CE mark, at the last hop (the receiver's downlink): the fabric path
    /// is fine. Treated as `Good` by every strategy.
    LastHop,
    /// ECN-CE set in the fabric.
    Ecn,
    /// Trimmed in the fabric (a NACK without the last-hop flag).
    Nack,
    /// A retransmission timeout of a packet sent on this EV.
    Timeout,
    /// The receiver asks the sender to leave this EV (RCCC's ECN-driven request).
    EvChange,
}

impl Feedback {
    pub const ALL: [Feedback; 6] = [
        Feedback::Good,
        Feedback::LastHop,
        Feedback::Ecn,
        Feedback::Nack,
        Feedback::Timeout,
        Feedback::EvChange,
    ];

    /// The word of the trace's `path_feedback` column and of reports.
    pub fn as_str(self) -> &'static str {
        match self {
            Feedback::Good => "good",
            Feedback::LastHop => "last_hop",
            Feedback::Ecn => "ecn",
            Feedback::Nack => "nack",
            Feedback::Timeout => "timeout",
            Feedback::EvChange => "ev_change",
        }
    }

    pub fn parse(s: &str) -> Option<Feedback> {
        Feedback::ALL.into_iter().find(|x| x.as_str() == s)
    }

    /// The code on the feedback port and the C ABI.
    pub fn code(self) -> u32 {
        self as u32
    }

    pub fn from_code(code: u32) -> Option<Feedback> {
        Feedback::ALL.get(code as usize).copied()
    }

    /// The path is fine: no penalty, and the EV may be recycled.
    pub fn is_clean(self) -> bool {
        matches!(self, Feedback::Good | Feedback::LastHop)
    }

    /// The feedback class of a trace event (`None`: a send, no feedback). `last_hop` is the
    /// NACK's last-hop flag, `ecn_last_hop` the ACK's (the CE mark was set at the last hop),
    /// `ev_change` the receiver's request on an ACK.
    pub fn of_event(
        kind: EventKind,
        ecn: bool,
        last_hop: bool,
        ecn_last_hop: bool,
        ev_change: bool,
    ) -> Option<Feedback> {
        match kind {
            EventKind::Send => None,
            EventKind::Rto => Some(Feedback::Timeout),
            EventKind::Nack if last_hop => Some(Feedback::LastHop),
            EventKind::Nack => Some(Feedback::Nack),
            EventKind::Ack if ev_change => Some(Feedback::EvChange),
            EventKind::Ack if ecn && ecn_last_hop => Some(Feedback::LastHop),
            EventKind::Ack if ecn => Some(Feedback::Ecn),
            EventKind::Ack => Some(Feedback::Good),
        }
    }
}

/// The configuration of an EV engine (one for all its CCCs, loaded over the config port).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MpConfig {
    pub strategy: Strategy,
    /// EV index bits `k`: `N = 2^k` EVs per CCC, 0..=8.
    pub ev_bits: u8,
    /// Ring index bits `b`: `B = 2^b` recycled EVs, 0..=4 (htsim: 8 entries, b = 3).
    pub reps_bits: u8,
    /// Penalty added by each bad feedback (0..=15; htsim: ECN 1, NACK 4, timeout 15).
    pub pen_ecn: u8,
    pub pen_nack: u8,
    pub pen_timeout: u8,
    pub pen_ev_change: u8,
    /// REPS: how long a timeout freezes the ring, in 1,024 ns units (0: never freeze;
    /// htsim: 10 ms = 9,766), below 2^15.
    pub freeze_units: u16,
    /// REPS: sends that explore after a freeze ends (htsim: 16), 0..=31.
    pub explore_after_freeze: u8,
}

impl Default for MpConfig {
    fn default() -> MpConfig {
        MpConfig {
            strategy: Strategy::Mixed,
            ev_bits: 3,
            reps_bits: 3,
            pen_ecn: 1,
            pen_nack: 4,
            pen_timeout: PENALTY_MAX,
            pen_ev_change: 4,
            freeze_units: 9_766,
            explore_after_freeze: 16,
        }
    }
}

/// A configuration the engine cannot hold.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MpConfigError {
    #[error("ev_bits {0} is above {EV_BITS_MAX} (at most 256 EVs per CCC)")]
    EvBits(u8),
    #[error("reps_bits {0} is above {REPS_BITS_MAX} (at most 16 ring entries)")]
    RepsBits(u8),
    #[error("penalty {name} = {value} is above {PENALTY_MAX} (4-bit penalties)")]
    Penalty { name: &'static str, value: u8 },
    #[error("freeze_units {0} is above {FREEZE_UNITS_MAX} (half the 16-bit stamp's range)")]
    FreezeUnits(u16),
    #[error("explore_after_freeze {0} is above {EXPLORE_MAX} (5-bit counter)")]
    Explore(u8),
}

impl MpConfig {
    /// The default configuration with another strategy and EV count.
    pub fn with(strategy: Strategy, ev_bits: u8) -> MpConfig {
        MpConfig {
            strategy,
            ev_bits,
            ..MpConfig::default()
        }
    }

    /// EV index bits, at most [`EV_BITS_MAX`].
    pub fn k(&self) -> u32 {
        self.ev_bits.min(EV_BITS_MAX) as u32
    }

    /// EVs per CCC.
    pub fn evs(&self) -> usize {
        1 << self.k()
    }

    /// Ring entries.
    pub fn ring(&self) -> usize {
        1 << self.reps_bits.min(REPS_BITS_MAX)
    }

    pub fn validate(&self) -> Result<(), MpConfigError> {
        if self.ev_bits > EV_BITS_MAX {
            return Err(MpConfigError::EvBits(self.ev_bits));
        }
        if self.reps_bits > REPS_BITS_MAX {
            return Err(MpConfigError::RepsBits(self.reps_bits));
        }
        for (name, value) in [
            ("pen_ecn", self.pen_ecn),
            ("pen_nack", self.pen_nack),
            ("pen_timeout", self.pen_timeout),
            ("pen_ev_change", self.pen_ev_change),
        ] {
            if value > PENALTY_MAX {
                return Err(MpConfigError::Penalty { name, value });
            }
        }
        if self.freeze_units > FREEZE_UNITS_MAX {
            return Err(MpConfigError::FreezeUnits(self.freeze_units));
        }
        if self.explore_after_freeze > EXPLORE_MAX {
            return Err(MpConfigError::Explore(self.explore_after_freeze));
        }
        Ok(())
    }

    /// The penalty a feedback adds.
    pub fn penalty_of(&self, fb: Feedback) -> u8 {
        match fb {
            Feedback::Good | Feedback::LastHop => 0,
            Feedback::Ecn => self.pen_ecn,
            Feedback::Nack => self.pen_nack,
            Feedback::Timeout => self.pen_timeout,
            Feedback::EvChange => self.pen_ev_change,
        }
    }
}

// ---------------------------------------------------------------------------------------
// One CCC
// ---------------------------------------------------------------------------------------

/// Where a decision's EV came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Source {
    /// The rotation (Oblivious; Bitmap and Mixed: the first unpenalised EV).
    Rotation,
    /// Every EV is penalised: the rotation's first candidate anyway (Bitmap, Mixed).
    Fallback,
    /// The earliest fresh ring entry (REPS, Mixed).
    Recycled,
    /// A random EV: REPS with an empty ring, or exploring after a freeze.
    Explore,
    /// REPS frozen: the ring's entries in turn, not consumed.
    Frozen,
}

/// Decisions per [`Source`], and the fresh ring entries dropped because their EV was
/// penalised (Mixed).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SourceCounts {
    pub rotation: u64,
    pub fallback: u64,
    pub recycled: u64,
    pub explore: u64,
    pub frozen: u64,
    pub dropped: u64,
}

impl SourceCounts {
    /// One decision from `s` (`dropped`: it dropped a fresh ring entry).
    pub fn count(&mut self, s: Source, dropped: bool) {
        *match s {
            Source::Rotation => &mut self.rotation,
            Source::Fallback => &mut self.fallback,
            Source::Recycled => &mut self.recycled,
            Source::Explore => &mut self.explore,
            Source::Frozen => &mut self.frozen,
        } += 1;
        self.dropped += dropped as u64;
    }
}

impl Source {
    pub const ALL: [Source; 5] = [
        Source::Rotation,
        Source::Fallback,
        Source::Recycled,
        Source::Explore,
        Source::Frozen,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Source::Rotation => "rotation",
            Source::Fallback => "fallback",
            Source::Recycled => "recycled",
            Source::Explore => "explore",
            Source::Frozen => "frozen",
        }
    }
}

/// One EV decision (a packet is being sent).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// The EV on the wire: the CCC's upper bits and the index.
    pub ev: u16,
    /// The EV index (low `ev_bits` bits of `ev`).
    pub index: u8,
    pub source: Source,
    /// Rotation candidates examined (Bitmap, Mixed: 1 + the penalised EVs passed; 0 when
    /// the rotation was not used). The RTL reads 4 candidates per block-RAM word.
    pub visits: u16,
    /// The chosen EV's penalty before the decision (0 unless every EV was penalised).
    pub penalty: u8,
    /// A fresh ring entry was dropped because its EV is penalised (Mixed).
    pub dropped: bool,
}

/// What a feedback did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeedbackEffect {
    /// The EV index the feedback was about.
    pub index: u8,
    /// Its penalty after the feedback (0 for strategies without penalties).
    pub penalty: u8,
    /// The EV was written into the ring.
    pub recycled: bool,
    /// REPS entered its frozen mode on this feedback.
    pub froze: bool,
    /// REPS left its frozen mode on this feedback (ring cleared, exploring).
    pub thawed: bool,
}

/// The state of one CCC's EV engine. Every field has the width `docs/multipath.md` gives
/// ([`record_fields`] for the record, [`PENALTY_BITS`] per EV for the table); a strategy
/// uses only its fields, the others stay 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MpCcc {
    /// The CCC's EVs are being chosen (set by activation, cleared by reset).
    pub ready: bool,
    /// The EV's upper bits (16 - ev_bits; low ev_bits zero), drawn at activation.
    pub ev_hi: u16,
    /// Rotation position, ev_bits.
    pub idx: u8,
    /// Rotation XOR mask, ev_bits, redrawn at every wrap.
    pub xor: u8,
    /// Penalties, 4 bits per EV, 4 per 16-bit word (EV `i`: word `i / 4`, bits `4 (i % 4)`).
    pub pen: [u16; PENALTY_WORDS_MAX],
    /// Ring of recycled EV indices (ev_bits each), B entries used.
    pub ring: [u8; RING_MAX],
    /// Next ring slot to write, reps_bits.
    pub head: u8,
    /// Fresh (unused) entries just before `head`, 0..=B (reps_bits + 1 bits).
    pub fresh: u8,
    /// Entries written since the ring was cleared, saturating at B (REPS: the frozen cycle).
    pub count: u8,
    /// REPS: frozen.
    pub frozen: bool,
    /// REPS: the next entry a frozen send takes, reps_bits.
    pub frozen_head: u8,
    /// REPS: when the freeze started, t_ns >> 10, 16 bits wrapping.
    pub freeze_start: u16,
    /// REPS: sends still to explore, 5 bits.
    pub explore: u8,
}

impl Default for MpCcc {
    fn default() -> MpCcc {
        MpCcc {
            ready: false,
            ev_hi: 0,
            idx: 0,
            xor: 0,
            pen: [0; PENALTY_WORDS_MAX],
            ring: [0; RING_MAX],
            head: 0,
            fresh: 0,
            count: 0,
            frozen: false,
            frozen_head: 0,
            freeze_start: 0,
            explore: 0,
        }
    }
}

/// The freeze stamp of a time: t_ns >> 10, 16 bits.
pub fn freeze_stamp(t_ns: u32) -> u16 {
    (t_ns >> 10) as u16
}

impl MpCcc {
    /// A CCC made ready: upper EV bits (16 random bits, low `ev_bits` cleared) and the
    /// first XOR mask (`ev_bits` random bits) drawn in that order; everything else 0.
    pub fn activate(cfg: &MpConfig, lfsr: &mut Lfsr) -> MpCcc {
        let k = cfg.k();
        let mask = (cfg.evs() - 1) as u16;
        let ev_hi = lfsr.draw(EV_WIRE_BITS) & !mask;
        let xor = if cfg.strategy.has_rotation() {
            lfsr.draw(k) as u8
        } else {
            0
        };
        MpCcc {
            ready: true,
            ev_hi,
            xor,
            ..MpCcc::default()
        }
    }

    /// The penalty of EV index `i`.
    pub fn penalty(&self, i: usize) -> u8 {
        let w = self.pen[(i / PENALTIES_PER_WORD) % PENALTY_WORDS_MAX];
        ((w >> (PENALTY_BITS as usize * (i % PENALTIES_PER_WORD))) & PENALTY_MAX as u16) as u8
    }

    fn set_penalty(&mut self, i: usize, p: u8) {
        let sh = PENALTY_BITS as usize * (i % PENALTIES_PER_WORD);
        let w = &mut self.pen[(i / PENALTIES_PER_WORD) % PENALTY_WORDS_MAX];
        *w = (*w & !((PENALTY_MAX as u16) << sh)) | (((p & PENALTY_MAX) as u16) << sh);
    }

    /// EVs with a penalty above 0.
    pub fn penalised(&self, cfg: &MpConfig) -> usize {
        (0..cfg.evs()).filter(|&i| self.penalty(i) > 0).count()
    }

    /// The fresh ring entries, earliest first.
    pub fn fresh_entries(&self, cfg: &MpConfig) -> Vec<u8> {
        let b = cfg.ring();
        let first = self.head.wrapping_sub(self.fresh) as usize;
        (0..(self.fresh as usize).min(b))
            .map(|j| self.ring[(first + j) & (b - 1)])
            .collect()
    }

    fn wire(&self, cfg: &MpConfig, index: u8) -> u16 {
        self.ev_hi | (index as u16 & (cfg.evs() - 1) as u16)
    }

    /// The rotation's decision (Oblivious without penalties, Bitmap and Mixed with them):
    /// candidates `((idx + j) mod N) ^ xor` for j = 0, 1, ..; the first with penalty 0 is
    /// taken and every penalised one passed decays by 1; after N candidates without one, the
    /// first candidate is taken (every EV is penalised; each decayed once). The position
    /// moves past the candidate taken; if it wrapped, a new XOR mask is drawn.
    fn rotate(&mut self, cfg: &MpConfig, lfsr: &mut Lfsr, penalties: bool) -> Decision {
        let n = cfg.evs();
        let mask = n - 1;
        let mut taken = None;
        let mut visits = 0u16;
        let xor = self.xor as usize & mask;
        for j in 0..n {
            let c = ((self.idx as usize + j) & mask) ^ xor;
            visits += 1;
            let p = if penalties { self.penalty(c) } else { 0 };
            if p == 0 {
                taken = Some((j, c, Source::Rotation, 0));
                break;
            }
            self.set_penalty(c, p - 1);
        }
        let (j, c, source, penalty) = taken.unwrap_or_else(|| {
            let c = (self.idx as usize & mask) ^ xor;
            // its penalty before this decision (it was decayed once above)
            (0, c & mask, Source::Fallback, self.penalty(c & mask) + 1)
        });
        let next = self.idx as usize + j + 1;
        if next >= n {
            self.xor = lfsr.draw(cfg.k()) as u8;
        }
        self.idx = (next & mask) as u8;
        Decision {
            ev: self.wire(cfg, c as u8),
            index: c as u8,
            source,
            visits,
            penalty,
            dropped: false,
        }
    }

    /// Takes the earliest fresh ring entry.
    fn take_fresh(&mut self, cfg: &MpConfig) -> u8 {
        let at = self.head.wrapping_sub(self.fresh) as usize & (cfg.ring() - 1);
        self.fresh = self.fresh.saturating_sub(1);
        self.ring[at] & (cfg.evs() - 1) as u8
    }

    fn decision(&self, cfg: &MpConfig, index: u8, source: Source) -> Decision {
        Decision {
            ev: self.wire(cfg, index),
            index: index & (cfg.evs() - 1) as u8,
            source,
            visits: 0,
            penalty: 0,
            dropped: false,
        }
    }

    /// The EV of the next packet.
    pub fn next_ev(&mut self, cfg: &MpConfig, lfsr: &mut Lfsr) -> Decision {
        let k = cfg.k();
        match cfg.strategy {
            Strategy::Oblivious => self.rotate(cfg, lfsr, false),
            Strategy::Bitmap => self.rotate(cfg, lfsr, true),
            Strategy::Reps => {
                if self.explore > 0 {
                    self.explore -= 1;
                    let i = lfsr.draw(k) as u8;
                    return self.decision(cfg, i, Source::Explore);
                }
                if self.frozen {
                    if self.count == 0 {
                        let i = lfsr.draw(k) as u8;
                        return self.decision(cfg, i, Source::Explore);
                    }
                    let i = self.ring[self.frozen_head as usize % RING_MAX];
                    self.frozen_head = if self.frozen_head.saturating_add(1) >= self.count {
                        0
                    } else {
                        self.frozen_head + 1
                    };
                    return self.decision(cfg, i, Source::Frozen);
                }
                if self.fresh == 0 {
                    let i = lfsr.draw(k) as u8;
                    return self.decision(cfg, i, Source::Explore);
                }
                let i = self.take_fresh(cfg);
                self.decision(cfg, i, Source::Recycled)
            }
            Strategy::Mixed => {
                let mut dropped = false;
                if self.fresh > 0 {
                    let i = self.take_fresh(cfg);
                    if self.penalty(i as usize) == 0 {
                        return self.decision(cfg, i, Source::Recycled);
                    }
                    dropped = true;
                }
                Decision {
                    dropped,
                    ..self.rotate(cfg, lfsr, true)
                }
            }
        }
    }

    fn ring_add(&mut self, cfg: &MpConfig, index: u8) {
        let b = cfg.ring() as u8;
        self.ring[self.head as usize % RING_MAX] = index;
        self.head = self.head.wrapping_add(1) & (b - 1);
        self.fresh = self.fresh.saturating_add(1).min(b);
        if cfg.strategy.has_freezing() {
            self.count = self.count.saturating_add(1).min(b);
        }
    }

    fn ring_clear(&mut self) {
        self.ring = [0; RING_MAX];
        self.head = 0;
        self.fresh = 0;
        self.count = 0;
        self.frozen_head = 0;
    }

    /// A feedback on wire EV `ev` (its low `ev_bits` bits are the index) at `t_ns`.
    ///
    /// Bitmap, Mixed: the penalty of the index rises by the feedback's, saturating at 15.
    /// REPS, in order: a timeout while neither frozen nor exploring freezes the ring (when
    /// `freeze_units` > 0), stamped `t_ns >> 10`; then, if frozen and more than
    /// `freeze_units` have passed since the stamp (16-bit wrapping difference), the freeze
    /// ends: the ring is cleared and the next `explore_after_freeze` sends explore; then a
    /// clean feedback writes the index into the ring. Mixed: a clean feedback writes it.
    pub fn feedback(&mut self, cfg: &MpConfig, fb: Feedback, ev: u16, t_ns: u32) -> FeedbackEffect {
        let index = (ev & (cfg.evs() - 1) as u16) as u8;
        let mut eff = FeedbackEffect {
            index,
            penalty: 0,
            recycled: false,
            froze: false,
            thawed: false,
        };
        if cfg.strategy.has_penalties() {
            let p = self
                .penalty(index as usize)
                .saturating_add(cfg.penalty_of(fb))
                .min(PENALTY_MAX);
            self.set_penalty(index as usize, p);
            eff.penalty = p;
        }
        if cfg.strategy.has_freezing() {
            let now = freeze_stamp(t_ns);
            if fb == Feedback::Timeout && !self.frozen && self.explore == 0 && cfg.freeze_units > 0
            {
                self.frozen = true;
                self.freeze_start = now;
                eff.froze = true;
            }
            if self.frozen && now.wrapping_sub(self.freeze_start) > cfg.freeze_units {
                self.frozen = false;
                self.ring_clear();
                self.explore = cfg.explore_after_freeze;
                eff.thawed = true;
            }
        }
        if cfg.strategy.has_ring() && fb.is_clean() {
            self.ring_add(cfg, index);
            eff.recycled = true;
        }
        eff
    }
}

// ---------------------------------------------------------------------------------------
// State layout (block RAM)
// ---------------------------------------------------------------------------------------

/// One field of the per-CCC record (the penalty table is apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RecordField {
    pub name: &'static str,
    pub bits: u32,
    pub reason: &'static str,
}

/// The record fields a configuration stores, in bit order (width 0: not stored).
pub fn record_fields(cfg: &MpConfig) -> Vec<RecordField> {
    let k = cfg.ev_bits.min(EV_BITS_MAX) as u32;
    let b = cfg.reps_bits.min(REPS_BITS_MAX) as u32;
    let s = cfg.strategy;
    let on = |c: bool, bits: u32| if c { bits } else { 0 };
    let f = |name, bits, reason| RecordField { name, bits, reason };
    vec![
        f("ready", 1, "lifecycle: the CCC's EVs are being chosen"),
        f(
            "ev_hi",
            EV_WIRE_BITS - k,
            "upper EV bits drawn at activation (the low k bits are the index)",
        ),
        f("idx", on(s.has_rotation(), k), "rotation position 0..N-1"),
        f(
            "xor",
            on(s.has_rotation(), k),
            "rotation XOR mask, redrawn at every wrap",
        ),
        f(
            "head",
            on(s.has_ring(), b),
            "next ring slot to write, 0..B-1",
        ),
        f(
            "fresh",
            on(s.has_ring(), b + 1),
            "fresh entries before head, 0..B",
        ),
        f(
            "count",
            on(s.has_freezing(), b + 1),
            "entries since the ring was cleared, 0..B (the frozen cycle)",
        ),
        f("frozen", on(s.has_freezing(), 1), "REPS frozen mode"),
        f(
            "frozen_head",
            on(s.has_freezing(), b),
            "next entry a frozen send takes, 0..B-1",
        ),
        f(
            "freeze_start",
            on(s.has_freezing(), FREEZE_STAMP_BITS),
            "t_ns >> 10 at the freeze, wrapping; freeze_units < 2^15",
        ),
        f(
            "explore",
            on(s.has_freezing(), EXPLORE_BITS),
            "sends still exploring, 0..31",
        ),
        f(
            "ring",
            on(s.has_ring(), k << b),
            "B recycled EV indices of k bits",
        ),
    ]
}

/// Bits of the per-CCC record.
pub fn record_bits(cfg: &MpConfig) -> u32 {
    record_fields(cfg).iter().map(|f| f.bits).sum()
}

/// 16-bit words of the record.
pub fn record_words(cfg: &MpConfig) -> usize {
    record_bits(cfg).div_ceil(WORD_BITS) as usize
}

/// Bits of the per-CCC penalty table (0 without penalties).
pub fn penalty_bits(cfg: &MpConfig) -> u32 {
    if cfg.strategy.has_penalties() {
        cfg.evs() as u32 * PENALTY_BITS
    } else {
        0
    }
}

/// 16-bit words of the penalty table (at least one word when there is a table).
pub fn penalty_words(cfg: &MpConfig) -> usize {
    penalty_bits(cfg).div_ceil(WORD_BITS) as usize
}

/// All the state of one CCC, bits.
pub fn state_bits(cfg: &MpConfig) -> u32 {
    record_bits(cfg) + penalty_bits(cfg)
}

/// Record words of a CCC at most (the widest configuration).
pub const RECORD_WORDS_MAX: usize = 12;

/// A CCC's context as the block RAMs hold it: the record words and the penalty words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MpContext {
    pub record: [u16; RECORD_WORDS_MAX],
    pub pen: [u16; PENALTY_WORDS_MAX],
}

fn put_bits(w: &mut [u16], off: u32, bits: u32, v: u64) {
    for b in 0..bits {
        let p = (off + b) as usize;
        let bit = ((v >> b) & 1) as u16;
        let (col, sh) = (p / WORD_BITS as usize, p % WORD_BITS as usize);
        w[col] = (w[col] & !(1 << sh)) | (bit << sh);
    }
}

fn get_bits(w: &[u16], off: u32, bits: u32) -> u64 {
    let mut v = 0u64;
    for b in 0..bits {
        let p = (off + b) as usize;
        let bit = (w[p / WORD_BITS as usize] >> (p % WORD_BITS as usize)) & 1;
        v |= (bit as u64) << b;
    }
    v
}

/// Packs a CCC's state into its context words (each field cut to its width).
pub fn pack(cfg: &MpConfig, s: &MpCcc) -> MpContext {
    let k = cfg.ev_bits.min(EV_BITS_MAX) as u32;
    let mut record = [0u16; RECORD_WORDS_MAX];
    let mut off = 0;
    for f in record_fields(cfg) {
        let v: u64 = match f.name {
            "ready" => s.ready as u64,
            "ev_hi" => (s.ev_hi >> k) as u64,
            "idx" => s.idx as u64,
            "xor" => s.xor as u64,
            "head" => s.head as u64,
            "fresh" => s.fresh as u64,
            "count" => s.count as u64,
            "frozen" => s.frozen as u64,
            "frozen_head" => s.frozen_head as u64,
            "freeze_start" => s.freeze_start as u64,
            "explore" => s.explore as u64,
            _ => 0,
        };
        if f.name == "ring" {
            for (i, e) in s.ring.iter().take(cfg.ring()).enumerate() {
                put_bits(&mut record, off + i as u32 * k, k, *e as u64);
            }
        } else {
            put_bits(&mut record, off, f.bits, v);
        }
        off += f.bits;
    }
    let mut pen = [0u16; PENALTY_WORDS_MAX];
    let words = penalty_words(cfg);
    pen[..words].copy_from_slice(&s.pen[..words]);
    if cfg.evs() < PENALTIES_PER_WORD && words > 0 {
        pen[0] &= ((1u32 << (cfg.evs() as u32 * PENALTY_BITS)) - 1) as u16;
    }
    MpContext { record, pen }
}

/// The state a context's words hold.
pub fn unpack(cfg: &MpConfig, c: &MpContext) -> MpCcc {
    let k = cfg.ev_bits.min(EV_BITS_MAX) as u32;
    let mut s = MpCcc::default();
    let mut off = 0;
    for f in record_fields(cfg) {
        // the ring (wider than 64 bits) is read entry by entry below
        let v = if f.bits <= 64 {
            get_bits(&c.record, off, f.bits)
        } else {
            0
        };
        match f.name {
            "ready" => s.ready = v != 0,
            "ev_hi" => s.ev_hi = ((v as u32) << k) as u16,
            "idx" => s.idx = v as u8,
            "xor" => s.xor = v as u8,
            "head" => s.head = v as u8,
            "fresh" => s.fresh = v as u8,
            "count" => s.count = v as u8,
            "frozen" => s.frozen = v != 0,
            "frozen_head" => s.frozen_head = v as u8,
            "freeze_start" => s.freeze_start = v as u16,
            "explore" => s.explore = v as u8,
            "ring" => {
                for i in 0..cfg.ring() {
                    s.ring[i] = get_bits(&c.record, off + i as u32 * k, k) as u8;
                }
            }
            _ => {}
        }
        off += f.bits;
    }
    let words = penalty_words(cfg);
    s.pen[..words].copy_from_slice(&c.pen[..words]);
    s
}

// ---------------------------------------------------------------------------------------
// Block-RAM budget
// ---------------------------------------------------------------------------------------

/// An FPGA's block RAMs as the layout uses them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BramDevice {
    pub name: &'static str,
    /// Block RAMs on the part.
    pub total: usize,
    /// Used by the NSCC engine's board build that the EV engine sits beside.
    pub used_by_nscc: usize,
    /// Depth of one block RAM at 16 bits width.
    pub depth16: usize,
    /// Bits of one block RAM (for the utilisation column).
    pub bits: usize,
}

/// The Alchitry Cu's iCE40-HX8K: 32 SB_RAM40_4K (256 x 16), 29 used by the Cu's board
/// build (the compact engine, 128 CCCs).
pub const HX8K: BramDevice = BramDevice {
    name: "iCE40-HX8K (Alchitry Cu)",
    total: 32,
    used_by_nscc: 29,
    depth16: 256,
    bits: 4096,
};

/// The ULX3S's ECP5 LFE5U-85F: 208 DP16KD (1,024 x 18, used 16 bits wide), 123 used by the
/// ULX3S engine board at 100 MHz (4,096 CCCs).
pub const ECP5_85F: BramDevice = BramDevice {
    name: "ECP5 LFE5U-85F (ULX3S)",
    total: 208,
    used_by_nscc: 123,
    depth16: 1024,
    bits: 18_432,
};

impl BramDevice {
    /// Block RAMs left beside the NSCC engine.
    pub fn left(&self) -> usize {
        self.total - self.used_by_nscc
    }

    /// Block RAMs `words` 16-bit words per CCC take for `cccs` CCCs: the CCC's words at
    /// consecutive addresses `ccc x words + w` (a constant multiply: a shift and at most
    /// two adds for `words` <= 12), the blocks cascaded in depth.
    pub fn brams_for(&self, words: usize, cccs: usize) -> usize {
        if words == 0 || cccs == 0 {
            return 0;
        }
        (words * cccs).div_ceil(self.depth16)
    }

    /// Block RAMs of the EV engine's contexts: the record and the penalty table, each in
    /// its own block RAMs (one read-modify-write port each per clock).
    pub fn brams(&self, cfg: &MpConfig, cccs: usize) -> usize {
        self.brams_for(record_words(cfg), cccs) + self.brams_for(penalty_words(cfg), cccs)
    }
}

/// One row of the trade-off table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BudgetRow {
    pub strategy: Strategy,
    pub cccs: usize,
    pub evs: usize,
    pub bits_per_ccc: u32,
    pub brams: usize,
    pub fits: bool,
}

/// The trade-off table of a device: every strategy, CCC count and EV count given.
pub fn budget(dev: &BramDevice, cccs: &[usize], evs: &[usize], reps_bits: u8) -> Vec<BudgetRow> {
    let mut rows = Vec::new();
    for &s in &Strategy::ALL {
        for &c in cccs {
            for &e in evs {
                let cfg = MpConfig {
                    strategy: s,
                    ev_bits: e.trailing_zeros() as u8,
                    reps_bits,
                    ..MpConfig::default()
                };
                let brams = dev.brams(&cfg, c);
                rows.push(BudgetRow {
                    strategy: s,
                    cccs: c,
                    evs: e,
                    bits_per_ccc: state_bits(&cfg),
                    brams,
                    fits: brams <= dev.left(),
                });
            }
        }
    }
    rows
}

/// The trade-off table of a device as `docs/multipath.md` prints it: per CCC count and EV
/// count, each strategy's block RAMs (bits of state per CCC), and whether it fits in the
/// blocks the NSCC engine leaves.
pub fn budget_markdown(dev: &BramDevice, cccs: &[usize], evs: &[usize], reps_bits: u8) -> String {
    let rows = budget(dev, cccs, evs, reps_bits);
    let mut s = String::from("| CCCs | EVs |");
    for st in Strategy::ALL {
        s.push_str(&format!(" {} |", st.as_str()));
    }
    s.push_str("\n|---|---|");
    for _ in Strategy::ALL {
        s.push_str("---|");
    }
    s.push('\n');
    for &c in cccs {
        for &e in evs {
            s.push_str(&format!("| {c} | {e} |"));
            for st in Strategy::ALL {
                if let Some(r) = rows
                    .iter()
                    .find(|r| r.strategy == st && r.cccs == c && r.evs == e)
                {
                    let mark = if r.fits { "**fits**" } else { "no" };
                    s.push_str(&format!(" {} ({} b): {mark} |", r.brams, r.bits_per_ccc));
                }
            }
            s.push('\n');
        }
    }
    s
}

// ---------------------------------------------------------------------------------------
// The engine: many CCCs, one LFSR
// ---------------------------------------------------------------------------------------

/// Most CCCs an EV engine holds (as the NSCC engine).
pub const MP_MAX_CCCS: usize = 4096;

/// Why an EV-engine request was refused (counted; nothing changes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MpRefusal {
    /// The CCC id is not below the engine's CCC count.
    CccOutOfRange,
    /// The CCC is not activated.
    Idle,
    /// The EV is wider than the 16-bit port.
    EvOutOfRange,
    /// The feedback code is not one of the six classes.
    FeedbackOutOfRange,
}

impl MpRefusal {
    pub const ALL: [MpRefusal; 4] = [
        MpRefusal::CccOutOfRange,
        MpRefusal::Idle,
        MpRefusal::EvOutOfRange,
        MpRefusal::FeedbackOutOfRange,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            MpRefusal::CccOutOfRange => "ccc_out_of_range",
            MpRefusal::Idle => "idle",
            MpRefusal::EvOutOfRange => "ev_out_of_range",
            MpRefusal::FeedbackOutOfRange => "feedback_out_of_range",
        }
    }
}

/// Refused requests per reason.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MpRefusals {
    pub ccc_out_of_range: u64,
    pub idle: u64,
    pub ev_out_of_range: u64,
    pub feedback_out_of_range: u64,
}

impl MpRefusals {
    pub fn get(&self, r: MpRefusal) -> u64 {
        match r {
            MpRefusal::CccOutOfRange => self.ccc_out_of_range,
            MpRefusal::Idle => self.idle,
            MpRefusal::EvOutOfRange => self.ev_out_of_range,
            MpRefusal::FeedbackOutOfRange => self.feedback_out_of_range,
        }
    }

    fn count(&mut self, r: MpRefusal) {
        let c = match r {
            MpRefusal::CccOutOfRange => &mut self.ccc_out_of_range,
            MpRefusal::Idle => &mut self.idle,
            MpRefusal::EvOutOfRange => &mut self.ev_out_of_range,
            MpRefusal::FeedbackOutOfRange => &mut self.feedback_out_of_range,
        };
        *c += 1;
    }

    pub fn total(&self) -> u64 {
        MpRefusal::ALL.iter().map(|r| self.get(*r)).sum()
    }
}

/// A config-port request the engine refuses.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MpError {
    #[error("CCC count {0} is outside 1..={MP_MAX_CCCS}")]
    CccCount(usize),
    #[error("CCC {ccc} does not exist (the engine holds {cccs})")]
    CccOutOfRange { ccc: u32, cccs: usize },
    #[error("CCC {0} is already active: reset it first")]
    Active(u32),
    #[error("{0}")]
    Config(#[from] MpConfigError),
}

/// The EV engine of many CCCs: one configuration, the contexts in block-RAM layout, one
/// LFSR stepped in request order.
#[derive(Clone, Debug)]
pub struct MpEngine {
    cfg: MpConfig,
    contexts: Vec<MpContext>,
    lfsr: Lfsr,
    refused: MpRefusals,
    decisions: u64,
    feedbacks: u64,
}

impl MpEngine {
    /// An engine of `cccs` contexts, every CCC idle, the LFSR seeded with `seed`.
    pub fn new(cfg: MpConfig, cccs: usize, seed: u16) -> Result<MpEngine, MpError> {
        cfg.validate()?;
        if cccs == 0 || cccs > MP_MAX_CCCS {
            return Err(MpError::CccCount(cccs));
        }
        Ok(MpEngine {
            cfg,
            contexts: vec![pack(&cfg, &MpCcc::default()); cccs],
            lfsr: Lfsr::new(seed),
            refused: MpRefusals::default(),
            decisions: 0,
            feedbacks: 0,
        })
    }

    pub fn config(&self) -> &MpConfig {
        &self.cfg
    }

    pub fn cccs(&self) -> usize {
        self.contexts.len()
    }

    pub fn lfsr(&self) -> Lfsr {
        self.lfsr
    }

    fn index(&self, ccc: u32) -> Result<usize, MpError> {
        let i = ccc as usize;
        if i < self.contexts.len() {
            Ok(i)
        } else {
            Err(MpError::CccOutOfRange {
                ccc,
                cccs: self.contexts.len(),
            })
        }
    }

    /// Idle -> ready: the CCC's upper EV bits and first XOR mask are drawn (in that order),
    /// penalties and ring cleared.
    pub fn activate(&mut self, ccc: u32) -> Result<(), MpError> {
        let i = self.index(ccc)?;
        if unpack(&self.cfg, &self.contexts[i]).ready {
            return Err(MpError::Active(ccc));
        }
        let s = MpCcc::activate(&self.cfg, &mut self.lfsr);
        self.contexts[i] = pack(&self.cfg, &s);
        Ok(())
    }

    /// Any -> idle: the CCC's context cleared.
    pub fn reset(&mut self, ccc: u32) -> Result<(), MpError> {
        let i = self.index(ccc)?;
        self.contexts[i] = pack(&self.cfg, &MpCcc::default());
        Ok(())
    }

    /// Whether the CCC is activated (`None`: no such CCC).
    pub fn is_ready(&self, ccc: u32) -> Option<bool> {
        self.contexts
            .get(ccc as usize)
            .map(|c| unpack(&self.cfg, c).ready)
    }

    /// A CCC's state as its context words hold it.
    pub fn state(&self, ccc: u32) -> Option<MpCcc> {
        self.contexts
            .get(ccc as usize)
            .map(|c| unpack(&self.cfg, c))
    }

    /// A CCC's raw context words.
    pub fn context(&self, ccc: u32) -> Option<MpContext> {
        self.contexts.get(ccc as usize).copied()
    }

    pub fn refusals(&self) -> MpRefusals {
        self.refused
    }

    /// Decisions made and feedbacks applied.
    pub fn applied(&self) -> (u64, u64) {
        (self.decisions, self.feedbacks)
    }

    /// Counts a refusal decided outside the engine's typed ports (a feedback code out of
    /// range on the C ABI).
    pub fn refuse(&mut self, r: MpRefusal) -> MpRefusal {
        self.refused.count(r);
        r
    }

    fn ready_state(&mut self, ccc: u32) -> Result<(usize, MpCcc), MpRefusal> {
        let Some(c) = self.contexts.get(ccc as usize) else {
            return Err(self.refuse(MpRefusal::CccOutOfRange));
        };
        let s = unpack(&self.cfg, c);
        if !s.ready {
            return Err(self.refuse(MpRefusal::Idle));
        }
        Ok((ccc as usize, s))
    }

    /// The EV of CCC `ccc`'s next packet.
    pub fn next_ev(&mut self, ccc: u32) -> Result<Decision, MpRefusal> {
        let (i, mut s) = self.ready_state(ccc)?;
        let d = s.next_ev(&self.cfg, &mut self.lfsr);
        self.contexts[i] = pack(&self.cfg, &s);
        self.decisions += 1;
        Ok(d)
    }

    /// A feedback of class `fb` on wire EV `ev` of CCC `ccc` at `t_ns`.
    pub fn feedback(
        &mut self,
        ccc: u32,
        fb: Feedback,
        ev: u32,
        t_ns: u32,
    ) -> Result<FeedbackEffect, MpRefusal> {
        if ccc as usize >= self.contexts.len() {
            return Err(self.refuse(MpRefusal::CccOutOfRange));
        }
        if ev > EV_WIRE_MAX {
            return Err(self.refuse(MpRefusal::EvOutOfRange));
        }
        let (i, mut s) = self.ready_state(ccc)?;
        let e = s.feedback(&self.cfg, fb, ev as u16, t_ns);
        self.contexts[i] = pack(&self.cfg, &s);
        self.feedbacks += 1;
        Ok(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lfsr_is_maximal_and_its_steps_are_as_documented() {
        let mut l = Lfsr::new(1);
        let mut n = 0u32;
        loop {
            l.step();
            n += 1;
            if l.state == 1 {
                break;
            }
            assert_ne!(l.state, 0);
            assert!(n <= 65_535);
        }
        assert_eq!(n, 65_535);
        // 0xACE1 = 1010_1100_1110_0001: out 1, shift -> 0x5670, ^ 0xB400 -> 0xE270
        let mut l = Lfsr::new(0);
        assert_eq!(l.state, 0xACE1);
        assert_eq!(l.step(), 1);
        assert_eq!(l.state, 0xE270);
        assert_eq!(l.step(), 0);
        assert_eq!(l.state, 0x7138);
        // a draw is the steps' outputs, first in bit 0
        let mut a = Lfsr::new(0x1234);
        let mut b = a;
        let v = a.draw(8);
        let mut w = 0;
        for i in 0..8 {
            w |= b.step() << i;
        }
        assert_eq!(v, w);
        assert_eq!(a, b);
    }

    #[test]
    fn feedback_classes_follow_the_last_hop_flags() {
        use EventKind::*;
        let c = |k, ecn, lh, elh, chg| Feedback::of_event(k, ecn, lh, elh, chg);
        assert_eq!(c(Send, true, true, true, true), None);
        assert_eq!(c(Ack, false, false, false, false), Some(Feedback::Good));
        assert_eq!(c(Ack, true, false, false, false), Some(Feedback::Ecn));
        assert_eq!(c(Ack, true, false, true, false), Some(Feedback::LastHop));
        assert_eq!(c(Ack, true, false, false, true), Some(Feedback::EvChange));
        assert_eq!(c(Nack, false, false, false, false), Some(Feedback::Nack));
        assert_eq!(c(Nack, true, true, false, false), Some(Feedback::LastHop));
        assert_eq!(c(Rto, false, false, false, false), Some(Feedback::Timeout));
        for f in Feedback::ALL {
            assert_eq!(Feedback::parse(f.as_str()), Some(f));
            assert_eq!(Feedback::from_code(f.code()), Some(f));
        }
        assert_eq!(Feedback::from_code(6), None);
    }

    /// A CCC with a known rotation: xor 0, idx 0.
    fn plain() -> MpCcc {
        MpCcc {
            ready: true,
            ..MpCcc::default()
        }
    }

    /// The seed's worked example (nscc-notes.txt, "How Path Selection Works"): 8 paths,
    /// path 3 gets ECN and path 7 a NACK; the next cycle skips them; path 3's single
    /// penalty is gone after one skip, path 7 (a NACK's 4, plus another NACK) stays out.
    /// Indices here are the notes' paths minus one.
    #[test]
    fn bitmap_worked_example_of_the_notes() {
        let cfg = MpConfig::with(Strategy::Bitmap, 3);
        let mut l = Lfsr::new(0x5EED);
        let mut s = plain();
        // the notes' paths have no XOR permutation: pin the mask to 0 after every decision
        let cycle = |s: &mut MpCcc, l: &mut Lfsr, n: usize| -> Vec<u8> {
            (0..n)
                .map(|_| {
                    let d = s.next_ev(&cfg, l);
                    s.xor = 0;
                    d.index
                })
                .collect()
        };
        assert_eq!(cycle(&mut s, &mut l, 8), [0, 1, 2, 3, 4, 5, 6, 7]);
        s.feedback(&cfg, Feedback::Ecn, 2, 0);
        s.feedback(&cfg, Feedback::Nack, 6, 0);
        assert_eq!((s.penalty(2), s.penalty(6)), (1, 4));
        let c2 = cycle(&mut s, &mut l, 8);
        assert_eq!(c2, [0, 1, 3, 4, 5, 7, 0, 1]);
        assert_eq!((s.penalty(2), s.penalty(6)), (0, 3));
        s.feedback(&cfg, Feedback::Nack, 6, 0);
        assert_eq!(s.penalty(6), 7);
        // from position 2: path 3 is back, path 7 skipped again
        let c3 = cycle(&mut s, &mut l, 6);
        assert_eq!(c3, [2, 3, 4, 5, 7, 0]);
        assert_eq!(s.penalty(6), 6);
    }

    #[test]
    fn bitmap_penalties_saturate_and_all_penalised_falls_back() {
        let cfg = MpConfig::with(Strategy::Bitmap, 2);
        let mut l = Lfsr::new(7);
        let mut s = plain();
        for i in 0..4u16 {
            s.feedback(&cfg, Feedback::Timeout, i, 0);
            s.feedback(&cfg, Feedback::Timeout, i, 0);
        }
        assert!((0..4).all(|i| s.penalty(i) == 15));
        let d = s.next_ev(&cfg, &mut l);
        assert_eq!(d.source, Source::Fallback);
        assert_eq!((d.index, d.visits, d.penalty), (0, 4, 15));
        assert!((0..4).all(|i| s.penalty(i) == 14));
        // last-hop feedback never penalises
        let mut t = plain();
        t.feedback(&cfg, Feedback::LastHop, 1, 0);
        t.feedback(&cfg, Feedback::Good, 1, 0);
        assert_eq!(t.penalised(&cfg), 0);
    }

    #[test]
    fn oblivious_visits_every_ev_once_per_round() {
        let cfg = MpConfig::with(Strategy::Oblivious, 4);
        let mut l = Lfsr::new(99);
        let mut s = MpCcc::activate(&cfg, &mut l);
        for _ in 0..5 {
            let mut seen: Vec<u8> = (0..16).map(|_| s.next_ev(&cfg, &mut l).index).collect();
            seen.sort_unstable();
            assert_eq!(seen, (0..16).collect::<Vec<u8>>());
        }
        // the upper bits stay
        let d = s.next_ev(&cfg, &mut l);
        assert_eq!(d.ev & !0xF, s.ev_hi);
    }

    #[test]
    fn reps_recycles_clean_evs_in_order_and_explores_when_empty() {
        let cfg = MpConfig::with(Strategy::Reps, 3);
        let mut l = Lfsr::new(3);
        let mut s = MpCcc::activate(&cfg, &mut l);
        let d = s.next_ev(&cfg, &mut l);
        assert_eq!(d.source, Source::Explore);
        for ev in [5u16, 2, 7] {
            assert!(s.feedback(&cfg, Feedback::Good, ev, 0).recycled);
        }
        assert!(!s.feedback(&cfg, Feedback::Ecn, 1, 0).recycled);
        assert!(!s.feedback(&cfg, Feedback::Nack, 3, 0).recycled);
        assert!(s.feedback(&cfg, Feedback::LastHop, 4, 0).recycled);
        let got: Vec<(u8, Source)> = (0..5)
            .map(|_| {
                let d = s.next_ev(&cfg, &mut l);
                (d.index, d.source)
            })
            .collect();
        assert_eq!(
            &got[..4],
            &[
                (5, Source::Recycled),
                (2, Source::Recycled),
                (7, Source::Recycled),
                (4, Source::Recycled)
            ]
        );
        assert_eq!(got[4].1, Source::Explore);
        // ring of 8: ten clean feedbacks keep the newest eight
        for ev in 0..10u16 {
            s.feedback(&cfg, Feedback::Good, ev, 0);
        }
        assert_eq!(s.fresh_entries(&cfg), [2, 3, 4, 5, 6, 7, 0, 1]);
    }

    #[test]
    fn reps_freezes_on_timeout_and_explores_after() {
        let cfg = MpConfig {
            freeze_units: 10,
            explore_after_freeze: 3,
            ..MpConfig::with(Strategy::Reps, 3)
        };
        let mut l = Lfsr::new(11);
        let mut s = MpCcc::activate(&cfg, &mut l);
        for ev in [1u16, 6] {
            s.feedback(&cfg, Feedback::Good, ev, 0);
        }
        let e = s.feedback(&cfg, Feedback::Timeout, 3, 1024 * 100);
        assert!(e.froze && !e.thawed);
        // frozen: the ring's two entries in turn, not consumed
        let f: Vec<u8> = (0..5).map(|_| s.next_ev(&cfg, &mut l).index).collect();
        assert_eq!(f, [1, 6, 1, 6, 1]);
        assert_eq!(s.fresh, 2);
        // 10 units later: still frozen; 11: thawed, ring cleared, then the clean EV recycled
        assert!(!s.feedback(&cfg, Feedback::Ecn, 2, 1024 * 110).thawed);
        let e = s.feedback(&cfg, Feedback::Good, 2, 1024 * 111);
        assert!(e.thawed && e.recycled);
        assert_eq!(s.fresh_entries(&cfg), [2]);
        let src: Vec<Source> = (0..4).map(|_| s.next_ev(&cfg, &mut l).source).collect();
        assert_eq!(
            src,
            [
                Source::Explore,
                Source::Explore,
                Source::Explore,
                Source::Recycled
            ]
        );
        // no freeze while exploring; none at all with freeze_units 0
        let mut t = MpCcc::activate(&cfg, &mut l);
        t.explore = 1;
        assert!(!t.feedback(&cfg, Feedback::Timeout, 0, 0).froze);
        let off = MpConfig {
            freeze_units: 0,
            ..cfg
        };
        let mut u = MpCcc::activate(&off, &mut l);
        assert!(!u.feedback(&off, Feedback::Timeout, 0, 0).froze);
    }

    #[test]
    fn mixed_recycles_first_and_drops_penalised_entries() {
        let cfg = MpConfig::with(Strategy::Mixed, 3);
        let mut l = Lfsr::new(5);
        let mut s = plain();
        s.feedback(&cfg, Feedback::Good, 4, 0);
        s.feedback(&cfg, Feedback::Good, 6, 0);
        // 6 turns bad after it was recycled
        s.feedback(&cfg, Feedback::Ecn, 6, 0);
        let a = s.next_ev(&cfg, &mut l);
        assert_eq!((a.index, a.source), (4, Source::Recycled));
        let b = s.next_ev(&cfg, &mut l);
        assert!(b.dropped);
        assert_eq!((b.index, b.source), (0, Source::Rotation));
        assert_eq!(s.penalty(6), 1);
    }

    #[test]
    fn layout_widths_and_budget() {
        let m = MpConfig::with(Strategy::Mixed, 8);
        // 1 + 8 + 8 + 8 + 3 + 4 + 64 = 96 bits of record, 1024 of penalties
        assert_eq!(record_bits(&m), 96);
        assert_eq!(penalty_bits(&m), 1024);
        assert_eq!(state_bits(&m), 1120);
        assert!(record_words(&m) <= RECORD_WORDS_MAX);
        let widest = MpConfig {
            reps_bits: REPS_BITS_MAX,
            ..MpConfig::with(Strategy::Reps, 8)
        };
        assert!(
            record_words(&widest) <= RECORD_WORDS_MAX,
            "{}",
            record_bits(&widest)
        );
        let widest_mixed = MpConfig {
            reps_bits: REPS_BITS_MAX,
            ..MpConfig::with(Strategy::Mixed, 8)
        };
        assert!(record_words(&widest_mixed) <= RECORD_WORDS_MAX);
        // the ECP5 target of the issue: 1,024 CCCs x 256 EVs with Mixed
        assert!(ECP5_85F.brams(&m, 1024) <= ECP5_85F.left());
        assert_eq!(HX8K.left(), 3);
        // 128 CCCs x 256 EVs of 4-bit penalties alone is 32 blocks: never on the HX8K
        assert_eq!(
            HX8K.brams(&MpConfig::with(Strategy::Bitmap, 8), 128),
            32 + 1
        );
    }

    #[test]
    fn pack_round_trips_every_field_at_its_width() {
        for strategy in Strategy::ALL {
            for ev_bits in [0u8, 1, 3, 8] {
                for reps_bits in [0u8, 3, 4] {
                    let cfg = MpConfig {
                        strategy,
                        ev_bits,
                        reps_bits,
                        ..MpConfig::default()
                    };
                    let mut l = Lfsr::new(ev_bits as u16 * 31 + reps_bits as u16 + 1);
                    let mut s = MpCcc::activate(&cfg, &mut l);
                    for i in 0..200u32 {
                        let fb = Feedback::ALL[(l.draw(3) % 6) as usize];
                        s.feedback(&cfg, fb, l.draw(16), i * 5_000);
                        s.next_ev(&cfg, &mut l);
                        assert_eq!(unpack(&cfg, &pack(&cfg, &s)), s, "{cfg:?}");
                    }
                }
            }
        }
    }
}
