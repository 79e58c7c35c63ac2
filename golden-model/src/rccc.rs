//! Receiver-credit congestion control (RCCC) and the sender's credit, RTS and AR rules:
//! the golden twins of the hardware (`docs/multipath.md`, "RCCC").
//!
//! Sources: uet-congestion-control-context.txt (the receiver issues credits that bound what
//! each sender may send toward it, and asks a sender to change its EV when it sees ECN-CE),
//! nscc-notes.txt (RTS: a header-only request for credit when cwnd and credit are both
//! exhausted, at most one per RTT; the AR flag on the last packet of the backlog or when the
//! next packet would meet the cwnd or credit limit), and htsim's sink and pull pacer for the
//! mechanics (read, not copied): cumulative pull targets in 256-byte quanta, grants of a
//! fixed size handed out round robin at the port's drain rate.
//!
//! **Receiver** ([`RcccReceiver`], one per receiver port): every data packet and every RTS
//! carries the sender's *pull target*, the cumulative credit (in 256-byte quanta, 32 bits,
//! wrapping) it wants granted; a CCC whose target is ahead of what was granted waits in a FIFO;
//! the pacer, a token bucket filled at the port's drain rate, grants the CCC at the FIFO's
//! head up to [`RcccConfig::grant`] bytes when the bucket holds them, then requeues it if it
//! still wants more. So the credit granted over any interval `T` is at most
//! `bucket + rate x T`: never more than the port drains (the property tests check it).
//! ECN: per CCC, the receiver counts CE-marked packets in a row on one EV; at
//! [`RcccConfig::ce_threshold`] the ACK of that packet carries an EV-change request (the
//! sender's EV engine gets [`crate::multipath::Feedback::EvChange`]) and the count restarts;
//! a clean packet on that EV clears it, and so does a mark set at the last hop (the
//! receiver's own downlink: another path would not help).
//!
//! **Sender** ([`SenderCredit`], per CCC): credit in bytes (25-bit two's complement: a packet
//! may take it below 0, as in htsim), the cumulative grant seen, speculative credit at the
//! start (htsim starts with one MaxWnd of it) that a NACK or timeout withdraws, the pull
//! target it advertises, the AR flag of each packet and the RTS rule.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use crate::hwmath::{mul_norm_shift, Gain};

/// Credit quantum: 256 bytes (the pull targets and grants count quanta).
pub const QUANTUM_SHIFT: u32 = 8;
/// Bytes of one quantum.
pub const QUANTUM: u32 = 1 << QUANTUM_SHIFT;
/// Width of byte quantities (grant, bucket, credit magnitude).
pub const CREDIT_BITS: u32 = 24;
/// Largest byte quantity.
pub const CREDIT_MAX: i32 = (1 << CREDIT_BITS) - 1;
/// Smallest sender credit (25-bit two's complement).
pub const CREDIT_MIN: i32 = -(1 << CREDIT_BITS);
/// Fraction bits of the pacer's token count (bytes Q24.8).
pub const TOKEN_FRAC_BITS: u32 = 8;
/// Width of the CE run counter.
pub const CE_RUN_BITS: u32 = 3;
/// Largest CE threshold.
pub const CE_THRESHOLD_MAX: u8 = (1 << CE_RUN_BITS) - 1;
/// Most receiver CCCs (as the NSCC engine).
pub const RCCC_MAX_CCCS: usize = 4096;

/// `a` is after `b` in 32-bit serial-number arithmetic.
pub fn after(a: u32, b: u32) -> bool {
    (a.wrapping_sub(b) as i32) > 0
}

/// A drain rate in bytes per ns as a [`Gain`] rounded **down** (the pacer must never grant
/// faster than the port drains): `link_bps x ppm / 10^6 / 8e9`.
pub fn drain_rate(link_bps: u64, ppm: u32) -> Result<Gain, String> {
    let v = link_bps as f64 * ppm as f64 / 1e6 / 8e9;
    let mut g = Gain::from_f64(v)?;
    if g.value() > v && g.mant > 0 {
        g.mant -= 1;
        if g.mant < 1 << 11 {
            g.mant = (g.mant << 1) | 1;
            g.exp -= 1;
        }
    }
    Ok(g)
}

/// The receiver port's RCCC configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RcccConfig {
    /// The port's drain rate, bytes per ns, rounded down ([`drain_rate`]).
    pub rate: Gain,
    /// Most credit the pacer holds ahead of the drain, bytes (24 bits, at least `grant`).
    pub bucket: u32,
    /// Credit per grant, bytes, a multiple of 256 (htsim: 4 x mss = 16,384).
    pub grant: u32,
    /// CE-marked packets in a row on one EV that make the receiver ask for an EV change,
    /// 1..=7 (0: never ask).
    pub ce_threshold: u8,
}

/// A configuration the receiver cannot hold.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RcccError {
    #[error("grant {0} B is not a multiple of 256 B in 256..=2^24 - 256")]
    Grant(u32),
    #[error("bucket {bucket} B is below the grant ({grant} B) or above 2^24 - 1")]
    Bucket { bucket: u32, grant: u32 },
    #[error("ce_threshold {0} is above {CE_THRESHOLD_MAX}")]
    CeThreshold(u8),
    #[error("the drain rate is 0")]
    Rate,
    #[error("CCC count {0} is outside 1..={RCCC_MAX_CCCS}")]
    CccCount(usize),
    #[error("CCC {ccc} does not exist (the receiver holds {cccs})")]
    CccOutOfRange { ccc: u32, cccs: usize },
}

impl RcccConfig {
    /// A port of `link_bps` drained at 99 % (htsim's pull rate), grants of 4 x `mss`, a
    /// bucket of two grants, EV-change requests after 2 CE marks in a row.
    pub fn for_port(link_bps: u64, mss: u32) -> Result<RcccConfig, String> {
        let grant = (((4 * mss as u64) >> QUANTUM_SHIFT) << QUANTUM_SHIFT).max(QUANTUM as u64);
        Ok(RcccConfig {
            rate: drain_rate(link_bps, 990_000)?,
            bucket: (2 * grant).min(CREDIT_MAX as u64) as u32,
            grant: grant.min(CREDIT_MAX as u64 & !(QUANTUM as u64 - 1)) as u32,
            ce_threshold: 2,
        })
    }

    pub fn validate(&self) -> Result<(), RcccError> {
        if self.grant == 0 || !self.grant.is_multiple_of(QUANTUM) || self.grant > CREDIT_MAX as u32
        {
            return Err(RcccError::Grant(self.grant));
        }
        if self.bucket < self.grant || self.bucket > CREDIT_MAX as u32 {
            return Err(RcccError::Bucket {
                bucket: self.bucket,
                grant: self.grant,
            });
        }
        if self.ce_threshold > CE_THRESHOLD_MAX {
            return Err(RcccError::CeThreshold(self.ce_threshold));
        }
        if self.rate.mant == 0 {
            return Err(RcccError::Rate);
        }
        Ok(())
    }

    /// Bytes per ns of the rate as configured (for reports and bounds).
    pub fn rate_bytes_per_ns(&self) -> f64 {
        self.rate.value()
    }
}

/// The receiver's state for one sending CCC: 77 bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RxCcc {
    /// 1 bit.
    pub ready: bool,
    /// Highest pull target seen, quanta, 32 bits wrapping.
    pub target: u32,
    /// Credit granted so far, quanta, 32 bits wrapping (never after `target`).
    pub granted: u32,
    /// Waiting in the pacer's FIFO, 1 bit.
    pub queued: bool,
    /// Low 8 bits of the EV of the last CE-marked packet.
    pub ce_ev: u8,
    /// CE-marked packets in a row on `ce_ev`, 3 bits.
    pub ce_run: u8,
}

impl RxCcc {
    /// Bits of the per-CCC state.
    pub const BITS: u32 = 1 + 32 + 32 + 1 + 8 + CE_RUN_BITS;

    /// Bit offsets of the fields in the packed word ([`RxCcc::pack`]), the block-RAM
    /// word of the hardware: ready, target, granted, queued, ce_ev, ce_run.
    pub const AT_READY: u32 = 0;
    pub const AT_TARGET: u32 = 1;
    pub const AT_GRANTED: u32 = 33;
    pub const AT_QUEUED: u32 = 65;
    pub const AT_CE_EV: u32 = 66;
    pub const AT_CE_RUN: u32 = 74;

    /// The state as one [`RxCcc::BITS`]-bit word.
    pub fn pack(&self) -> u128 {
        (self.ready as u128) << Self::AT_READY
            | (self.target as u128) << Self::AT_TARGET
            | (self.granted as u128) << Self::AT_GRANTED
            | (self.queued as u128) << Self::AT_QUEUED
            | (self.ce_ev as u128) << Self::AT_CE_EV
            | ((self.ce_run & CE_THRESHOLD_MAX) as u128) << Self::AT_CE_RUN
    }

    /// The state of a packed word (bits above [`RxCcc::BITS`] ignored).
    pub fn unpack(w: u128) -> RxCcc {
        RxCcc {
            ready: (w >> Self::AT_READY) & 1 == 1,
            target: (w >> Self::AT_TARGET) as u32,
            granted: (w >> Self::AT_GRANTED) as u32,
            queued: (w >> Self::AT_QUEUED) & 1 == 1,
            ce_ev: (w >> Self::AT_CE_EV) as u8,
            ce_run: ((w >> Self::AT_CE_RUN) as u8) & CE_THRESHOLD_MAX,
        }
    }

    /// Credit still wanted, quanta.
    pub fn backlog(&self) -> u32 {
        if after(self.target, self.granted) {
            self.target.wrapping_sub(self.granted)
        } else {
            0
        }
    }
}

/// One credit grant: the CCC's new cumulative grant (what the credit packet carries) and the
/// bytes it adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grant {
    pub ccc: u32,
    pub pull_q: u32,
    pub bytes: u32,
}

/// Why a receiver request was refused (counted; nothing changes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RxRefusal {
    CccOutOfRange,
    Idle,
}

/// Refused receiver requests per reason.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RxRefusals {
    pub ccc_out_of_range: u64,
    pub idle: u64,
}

/// The receiver of one port: its CCCs, the pacer's FIFO and token bucket.
#[derive(Clone, Debug)]
pub struct RcccReceiver {
    cfg: RcccConfig,
    cccs: Vec<RxCcc>,
    fifo: VecDeque<u32>,
    /// Tokens, bytes Q24.8 (32 bits), at most `bucket << 8`.
    tokens_q8: u32,
    /// When the tokens were last accrued, ns, 32 bits wrapping.
    last_ns: u32,
    granted_bytes: u64,
    grants: u64,
    ev_changes: u64,
    refused: RxRefusals,
}

impl RcccReceiver {
    /// A receiver of `cccs` CCCs, all idle, its bucket full at `t_ns`.
    pub fn new(cfg: RcccConfig, cccs: usize, t_ns: u32) -> Result<RcccReceiver, RcccError> {
        cfg.validate()?;
        if cccs == 0 || cccs > RCCC_MAX_CCCS {
            return Err(RcccError::CccCount(cccs));
        }
        Ok(RcccReceiver {
            cfg,
            cccs: vec![RxCcc::default(); cccs],
            fifo: VecDeque::with_capacity(cccs),
            tokens_q8: cfg.bucket << TOKEN_FRAC_BITS,
            last_ns: t_ns,
            granted_bytes: 0,
            grants: 0,
            ev_changes: 0,
            refused: RxRefusals::default(),
        })
    }

    pub fn config(&self) -> &RcccConfig {
        &self.cfg
    }

    /// Idle -> ready (the receiver's CCC for one sender); nothing granted or wanted yet.
    /// A CCC still in the pacer's FIFO keeps its place (`queued` stays): the pacer drops it
    /// there when it has no backlog, so that the FIFO holds every CCC at most once without
    /// a search (the hardware's FIFO is a ring in block RAM).
    pub fn activate(&mut self, ccc: u32) -> Result<(), RcccError> {
        let n = self.cccs.len();
        let c = self
            .cccs
            .get_mut(ccc as usize)
            .ok_or(RcccError::CccOutOfRange { ccc, cccs: n })?;
        *c = RxCcc {
            ready: true,
            queued: c.queued,
            ..RxCcc::default()
        };
        Ok(())
    }

    pub fn state(&self, ccc: u32) -> Option<RxCcc> {
        self.cccs.get(ccc as usize).copied()
    }

    /// Tokens in the bucket, bytes (truncated).
    pub fn tokens(&self) -> u32 {
        self.tokens_q8 >> TOKEN_FRAC_BITS
    }

    /// CCCs waiting for credit.
    pub fn waiting(&self) -> usize {
        self.fifo.len()
    }

    /// Bytes granted so far, grants, EV-change requests.
    pub fn totals(&self) -> (u64, u64, u64) {
        (self.granted_bytes, self.grants, self.ev_changes)
    }

    pub fn refusals(&self) -> RxRefusals {
        self.refused
    }

    /// The pacer's registers: tokens (bytes Q24.8), the time of the last accrual.
    pub fn pacer_regs(&self) -> (u32, u32) {
        (self.tokens_q8, self.last_ns)
    }

    /// The CCC at the FIFO's head.
    pub fn fifo_front(&self) -> Option<u32> {
        self.fifo.front().copied()
    }

    /// One receiver request ([`RxOp`]) and its answer: the form the hardware's ports take
    /// and the co-simulation compares.
    pub fn apply(&mut self, op: RxOp) -> RxOut {
        match op {
            RxOp::Activate(ccc) => match self.activate(ccc) {
                Ok(()) => RxOut::Done,
                Err(_) => {
                    self.refused.ccc_out_of_range += 1;
                    RxOut::Refused(RxRefusal::CccOutOfRange)
                }
            },
            RxOp::Rts { ccc, pull_q } => match self.on_rts(ccc, pull_q) {
                Ok(()) => RxOut::Done,
                Err(r) => RxOut::Refused(r),
            },
            RxOp::Data {
                ccc,
                ev,
                ecn,
                ecn_last_hop,
                pull_q,
            } => match self.on_data(ccc, ev, ecn, ecn_last_hop, pull_q) {
                Ok(change) => RxOut::Data { ev_change: change },
                Err(r) => RxOut::Refused(r),
            },
            RxOp::Pace(now_ns) => RxOut::Paced(self.pace(now_ns)),
        }
    }

    fn ready(&mut self, ccc: u32) -> Result<usize, RxRefusal> {
        match self.cccs.get(ccc as usize) {
            None => {
                self.refused.ccc_out_of_range += 1;
                Err(RxRefusal::CccOutOfRange)
            }
            Some(c) if !c.ready => {
                self.refused.idle += 1;
                Err(RxRefusal::Idle)
            }
            Some(_) => Ok(ccc as usize),
        }
    }

    fn request_at(&mut self, i: usize, pull_target_q: u32) {
        let c = &mut self.cccs[i];
        if after(pull_target_q, c.target) {
            c.target = pull_target_q;
        }
        if c.backlog() > 0 && !c.queued {
            c.queued = true;
            self.fifo.push_back(i as u32);
        }
    }

    /// An RTS (header-only request for credit) carrying the sender's pull target.
    pub fn on_rts(&mut self, ccc: u32, pull_target_q: u32) -> Result<(), RxRefusal> {
        let i = self.ready(ccc)?;
        self.request_at(i, pull_target_q);
        Ok(())
    }

    /// A data packet (or a trimmed one: `ecn` false) on EV `ev` carrying the sender's pull
    /// target; `ecn_last_hop`: its CE mark was set at the last hop. Returns true when its ACK
    /// must carry an EV-change request for `ev`.
    pub fn on_data(
        &mut self,
        ccc: u32,
        ev: u32,
        ecn: bool,
        ecn_last_hop: bool,
        pull_target_q: u32,
    ) -> Result<bool, RxRefusal> {
        let i = self.ready(ccc)?;
        self.request_at(i, pull_target_q);
        let th = self.cfg.ce_threshold;
        let c = &mut self.cccs[i];
        let e = ev as u8;
        if !ecn || ecn_last_hop {
            if e == c.ce_ev {
                c.ce_run = 0;
            }
            return Ok(false);
        }
        if e == c.ce_ev && c.ce_run > 0 {
            c.ce_run = (c.ce_run + 1).min(CE_THRESHOLD_MAX);
        } else {
            c.ce_ev = e;
            c.ce_run = 1;
        }
        if th > 0 && c.ce_run >= th {
            c.ce_run = 0;
            self.ev_changes += 1;
            return Ok(true);
        }
        Ok(false)
    }

    /// Accrues tokens for the time since the last call: floor(rate x dt) in Q8, capped at
    /// the bucket. `dt` is the 32-bit wrapping difference; a time that goes back reads as 0.
    fn accrue(&mut self, now_ns: u32) {
        let dt = now_ns.wrapping_sub(self.last_ns);
        if dt as i32 <= 0 {
            return;
        }
        let add = mul_norm_shift(
            dt as u64,
            self.cfg.rate.mant as u64,
            self.cfg.rate.exp as i32 + TOKEN_FRAC_BITS as i32,
        );
        let cap = (self.cfg.bucket as u64) << TOKEN_FRAC_BITS;
        self.tokens_q8 = (self.tokens_q8 as u64 + add).min(cap) as u32;
        self.last_ns = now_ns;
    }

    /// One pacer step at `now_ns` (one per clock in the hardware): accrue, then grant the
    /// CCC at the FIFO's head up to `grant` bytes of its backlog if the bucket holds them.
    /// A head without backlog (a reset CCC) leaves the FIFO without a grant.
    pub fn pace(&mut self, now_ns: u32) -> Option<Grant> {
        self.accrue(now_ns);
        let &i = self.fifo.front()?;
        let c = self.cccs[i as usize];
        let backlog = c.backlog();
        if !c.ready || backlog == 0 {
            self.fifo.pop_front();
            self.cccs[i as usize].queued = false;
            return None;
        }
        let q = backlog.min(self.cfg.grant >> QUANTUM_SHIFT);
        let bytes = q << QUANTUM_SHIFT;
        let need = (bytes as u64) << TOKEN_FRAC_BITS;
        if (self.tokens_q8 as u64) < need {
            return None;
        }
        self.tokens_q8 -= need as u32;
        self.fifo.pop_front();
        let c = &mut self.cccs[i as usize];
        c.granted = c.granted.wrapping_add(q);
        if c.backlog() > 0 {
            self.fifo.push_back(i);
        } else {
            c.queued = false;
        }
        self.granted_bytes += bytes as u64;
        self.grants += 1;
        Some(Grant {
            ccc: i,
            pull_q: c.granted,
            bytes,
        })
    }
}

/// A request on the receiver's port.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RxOp {
    /// Idle -> ready.
    Activate(u32),
    /// An RTS with its pull target (quanta).
    Rts { ccc: u32, pull_q: u32 },
    /// A data packet on `ev` with its CE mark, where the mark was set, its pull target.
    Data {
        ccc: u32,
        ev: u32,
        ecn: bool,
        ecn_last_hop: bool,
        pull_q: u32,
    },
    /// One pacer step at `now` (ns, 32 bits wrapping).
    Pace(u32),
}

/// The receiver's answer to an [`RxOp`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RxOut {
    /// Activation or RTS taken.
    Done,
    /// A data packet taken; its ACK carries an EV-change request.
    Data { ev_change: bool },
    /// A pacer step and its grant.
    Paced(Option<Grant>),
    /// Refused and counted; nothing changed.
    Refused(RxRefusal),
}

// ---------------------------------------------------------------------------------------
// The sender
// ---------------------------------------------------------------------------------------

/// The sender CCC's configuration of credit, RTS and AR.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SenderConfig {
    /// Receiver credit is in use (RCCC): a packet needs credit > 0.
    pub rccc: bool,
    /// Most credit the sender holds, bytes (htsim: the configured MaxWnd).
    pub max_credit: u32,
    /// Speculative credit at the start, bytes (htsim: MaxWnd; 0: none).
    pub initial_credit: u32,
    /// One RTS per this many ns at most (the network RTT).
    pub rts_interval_ns: u32,
    /// Wire bytes of a full packet (the pull target asks for at least one while speculating).
    pub mtu: u32,
}

/// The sender's credit state of one CCC: 91 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SenderCredit {
    /// Credit, bytes, 25-bit two's complement, at most `max_credit`.
    pub credit: i32,
    /// The highest cumulative grant seen, quanta, 32 bits wrapping.
    pub pull_q: u32,
    /// Still on speculative credit (no NACK or timeout yet), 1 bit.
    pub speculating: bool,
    /// When the last RTS went out, ns, 32 bits wrapping; valid if `rts_sent`.
    pub last_rts_ns: u32,
    pub rts_sent: bool,
}

impl SenderCredit {
    /// Bits of the state.
    pub const BITS: u32 = (CREDIT_BITS + 1) + 32 + 1 + 32 + 1;
    /// Bit offsets in the packed word ([`SenderCredit::pack`]), the hardware's block-RAM
    /// word: credit (25-bit two's complement), pull_q, speculating, last_rts_ns, rts_sent.
    pub const AT_CREDIT: u32 = 0;
    pub const AT_PULL: u32 = 25;
    pub const AT_SPEC: u32 = 57;
    pub const AT_LAST_RTS: u32 = 58;
    pub const AT_RTS_SENT: u32 = 90;

    /// The state as one [`SenderCredit::BITS`]-bit word.
    pub fn pack(&self) -> u128 {
        ((self.credit as u32 & ((1 << (CREDIT_BITS + 1)) - 1)) as u128) << Self::AT_CREDIT
            | (self.pull_q as u128) << Self::AT_PULL
            | (self.speculating as u128) << Self::AT_SPEC
            | (self.last_rts_ns as u128) << Self::AT_LAST_RTS
            | (self.rts_sent as u128) << Self::AT_RTS_SENT
    }

    /// The state of a packed word.
    pub fn unpack(w: u128) -> SenderCredit {
        let c = (w >> Self::AT_CREDIT) as u32 & ((1 << (CREDIT_BITS + 1)) - 1);
        SenderCredit {
            credit: ((c << (31 - CREDIT_BITS)) as i32) >> (31 - CREDIT_BITS),
            pull_q: (w >> Self::AT_PULL) as u32,
            speculating: (w >> Self::AT_SPEC) & 1 == 1,
            last_rts_ns: (w >> Self::AT_LAST_RTS) as u32,
            rts_sent: (w >> Self::AT_RTS_SENT) & 1 == 1,
        }
    }

    pub fn new(cfg: &SenderConfig) -> SenderCredit {
        let c = cfg
            .initial_credit
            .min(cfg.max_credit)
            .min(CREDIT_MAX as u32) as i32;
        SenderCredit {
            credit: c,
            pull_q: 0,
            speculating: c > 0,
            last_rts_ns: 0,
            rts_sent: false,
        }
    }

    /// A grant (cumulative `pull_q`, as a credit packet carries it): the credit rises by
    /// what is new, at most to `max_credit`. Returns the bytes added.
    pub fn on_grant(&mut self, cfg: &SenderConfig, pull_q: u32) -> u32 {
        if !after(pull_q, self.pull_q) {
            return 0;
        }
        let new_q = pull_q
            .wrapping_sub(self.pull_q)
            .min(CREDIT_MAX as u32 >> QUANTUM_SHIFT);
        self.pull_q = pull_q;
        let before = self.credit;
        let cap = cfg.max_credit.min(CREDIT_MAX as u32) as i64;
        self.credit = (self.credit as i64 + ((new_q as i64) << QUANTUM_SHIFT)).min(cap) as i32;
        (self.credit - before).max(0) as u32
    }

    /// A NACK or a timeout: speculative credit is withdrawn (credit at most 0).
    pub fn stop_speculating(&mut self) {
        if self.speculating {
            self.speculating = false;
            self.credit = self.credit.min(0);
        }
    }

    /// Credit allows a packet (with RCCC: credit > 0).
    pub fn credit_ok(&self, cfg: &SenderConfig) -> bool {
        !cfg.rccc || self.credit > 0
    }

    /// A packet of `size` bytes leaves: with RCCC it spends credit (down to the 25-bit floor).
    pub fn on_send(&mut self, cfg: &SenderConfig, size: u32) {
        if cfg.rccc {
            self.credit = (self.credit as i64 - size.min(CREDIT_MAX as u32) as i64)
                .max(CREDIT_MIN as i64) as i32;
        }
    }

    /// The pull target the next packet carries (quanta): the grants seen plus what the
    /// backlog still needs beyond the credit held: min(backlog, cwnd + mtu, max_credit) -
    /// credit, at least one MTU while speculating with data left, at least 0, rounded up to
    /// quanta.
    pub fn pull_target(&self, cfg: &SenderConfig, backlog: u32, cwnd: u32) -> u32 {
        let want = (backlog as i64)
            .min(cwnd as i64 + cfg.mtu as i64)
            .min(cfg.max_credit as i64);
        let mut need = want - self.credit as i64;
        if self.speculating && need < cfg.mtu as i64 && backlog > 0 {
            need = cfg.mtu as i64;
        }
        let need = need.clamp(0, CREDIT_MAX as i64) as u32;
        self.pull_q.wrapping_add(need.div_ceil(QUANTUM))
    }

    /// The AR (ACK request) flag of a packet of `size` bytes just sent (credit already
    /// spent, `in_flight_after` counts it): set on a retransmission, on the last packet of the
    /// backlog, when the credit is exhausted (RCCC), or when another packet of this size would
    /// reach the window (`in_flight_after + size >= cwnd`).
    pub fn ar_flag(
        &self,
        cfg: &SenderConfig,
        retransmission: bool,
        backlog_after: u32,
        in_flight_after: u32,
        size: u32,
        cwnd: u32,
    ) -> bool {
        retransmission
            || backlog_after == 0
            || (cfg.rccc && self.credit <= 0)
            || in_flight_after as u64 + size as u64 >= cwnd as u64
    }

    /// The RTS rule at `now_ns` for a CCC with data waiting: an RTS is due when the window
    /// has no room for the next packet and the credit is exhausted (without RCCC the window
    /// alone decides), and no RTS went out in the last `rts_interval_ns` (32-bit wrapping
    /// difference). Returns true and stamps the RTS when one is due.
    pub fn rts(
        &mut self,
        cfg: &SenderConfig,
        now_ns: u32,
        has_data: bool,
        window_full: bool,
    ) -> bool {
        let credit_out = !cfg.rccc || self.credit <= 0;
        if !(has_data && window_full && credit_out) {
            return false;
        }
        if self.rts_sent && now_ns.wrapping_sub(self.last_rts_ns) < cfg.rts_interval_ns {
            return false;
        }
        self.rts_sent = true;
        self.last_rts_ns = now_ns;
        true
    }
}

/// A request on the sender's credit port (one CCC).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TxOp {
    /// A new CCC: [`SenderCredit::new`].
    Init,
    /// A credit packet's cumulative grant (quanta).
    Grant { pull_q: u32 },
    /// A NACK or a timeout: [`SenderCredit::stop_speculating`].
    Stop,
    /// A packet of `size` bytes about to leave: if the credit allows it, it is spent, and the
    /// packet's AR flag and pull target are computed after it (`backlog_after`,
    /// `in_flight_after` count it); else nothing changes (`ok` false, no AR, the pull target
    /// of the state as it is).
    Send {
        size: u32,
        retransmission: bool,
        backlog_after: u32,
        in_flight_after: u32,
        cwnd: u32,
    },
    /// The RTS rule at `now_ns`; the pull target an RTS would carry.
    Rts {
        now_ns: u32,
        has_data: bool,
        window_full: bool,
        backlog: u32,
        cwnd: u32,
    },
}

/// The sender's answer to a [`TxOp`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TxOut {
    Done,
    /// Bytes the grant added.
    Granted(u32),
    Sent {
        ok: bool,
        ar: bool,
        pull_q: u32,
    },
    Rts {
        rts: bool,
        pull_q: u32,
    },
    /// The CCC does not exist: refused and counted.
    Refused,
}

impl TxOp {
    /// One request on one CCC's state.
    pub fn apply(self, cfg: &SenderConfig, s: &mut SenderCredit) -> TxOut {
        match self {
            TxOp::Init => {
                *s = SenderCredit::new(cfg);
                TxOut::Done
            }
            TxOp::Grant { pull_q } => TxOut::Granted(s.on_grant(cfg, pull_q)),
            TxOp::Stop => {
                s.stop_speculating();
                TxOut::Done
            }
            TxOp::Send {
                size,
                retransmission,
                backlog_after,
                in_flight_after,
                cwnd,
            } => {
                let ok = s.credit_ok(cfg);
                if ok {
                    s.on_send(cfg, size);
                }
                let ar = ok
                    && s.ar_flag(
                        cfg,
                        retransmission,
                        backlog_after,
                        in_flight_after,
                        size,
                        cwnd,
                    );
                TxOut::Sent {
                    ok,
                    ar,
                    pull_q: s.pull_target(cfg, backlog_after, cwnd),
                }
            }
            TxOp::Rts {
                now_ns,
                has_data,
                window_full,
                backlog,
                cwnd,
            } => TxOut::Rts {
                rts: s.rts(cfg, now_ns, has_data, window_full),
                pull_q: s.pull_target(cfg, backlog, cwnd),
            },
        }
    }
}

/// The sender's credit state of many CCCs behind one port: the golden twin of the
/// hardware's `RcccSender`. Every CCC starts as the all-zero word until its `Init`.
#[derive(Clone, Debug)]
pub struct SenderCredits {
    cfg: SenderConfig,
    cccs: Vec<SenderCredit>,
    refused: u64,
}

impl SenderCredits {
    pub fn new(cfg: SenderConfig, cccs: usize) -> Result<SenderCredits, RcccError> {
        if cccs == 0 || cccs > RCCC_MAX_CCCS {
            return Err(RcccError::CccCount(cccs));
        }
        Ok(SenderCredits {
            cfg,
            cccs: vec![SenderCredit::unpack(0); cccs],
            refused: 0,
        })
    }

    pub fn config(&self) -> &SenderConfig {
        &self.cfg
    }

    pub fn state(&self, ccc: u32) -> Option<SenderCredit> {
        self.cccs.get(ccc as usize).copied()
    }

    /// Requests refused (CCC out of range).
    pub fn refused(&self) -> u64 {
        self.refused
    }

    pub fn apply(&mut self, ccc: u32, op: TxOp) -> TxOut {
        let cfg = self.cfg;
        match self.cccs.get_mut(ccc as usize) {
            Some(s) => op.apply(&cfg, s),
            None => {
                self.refused += 1;
                TxOut::Refused
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packed_words_round_trip() {
        let r = RxCcc {
            ready: true,
            target: 0xDEAD_BEEF,
            granted: 0x1234_5678,
            queued: true,
            ce_ev: 0xA5,
            ce_run: 5,
        };
        assert_eq!(RxCcc::unpack(r.pack()), r);
        assert!(r.pack() < 1 << RxCcc::BITS);
        assert_eq!(RxCcc::AT_CE_RUN + CE_RUN_BITS, RxCcc::BITS);
        for credit in [CREDIT_MIN, -1, 0, 1, CREDIT_MAX] {
            let s = SenderCredit {
                credit,
                pull_q: 0xFEDC_BA98,
                speculating: true,
                last_rts_ns: 0x8000_0001,
                rts_sent: true,
            };
            assert_eq!(SenderCredit::unpack(s.pack()), s);
            assert!(s.pack() < 1 << SenderCredit::BITS);
        }
        assert_eq!(SenderCredit::AT_RTS_SENT + 1, SenderCredit::BITS);
    }

    /// An activated CCC keeps its place in the FIFO: never twice in it.
    #[test]
    fn activation_keeps_the_fifo_place() {
        let mut r = RcccReceiver::new(port(), 3, 0).unwrap();
        r.activate(0).unwrap();
        r.activate(1).unwrap();
        r.on_rts(0, 10).unwrap();
        r.on_rts(1, 10).unwrap();
        r.activate(0).unwrap();
        assert!(r.state(0).unwrap().queued);
        r.on_rts(0, 4).unwrap();
        assert_eq!(r.waiting(), 2);
        let g = r.pace(1).unwrap();
        assert_eq!((g.ccc, g.pull_q, g.bytes), (0, 4, 1024));
        assert_eq!(r.pace(2).unwrap().ccc, 1);
        assert_eq!(r.waiting(), 0);
        assert_eq!(
            r.apply(RxOp::Activate(7)),
            RxOut::Refused(RxRefusal::CccOutOfRange)
        );
        assert_eq!(r.refusals().ccc_out_of_range, 1);
    }

    fn port() -> RcccConfig {
        RcccConfig::for_port(400_000_000_000, 4096).unwrap()
    }

    #[test]
    fn drain_rate_is_rounded_down() {
        for bps in [
            1_000_000_000u64,
            100_000_000_000,
            400_000_000_000,
            3_200_000_000_000,
        ] {
            for ppm in [990_000u32, 1_000_000, 333_333] {
                let g = drain_rate(bps, ppm).unwrap();
                let v = bps as f64 * ppm as f64 / 1e6 / 8e9;
                assert!(
                    g.value() <= v && g.value() > v * (1.0 - 1e-3),
                    "{bps} {ppm}"
                );
                assert!(g.mant >= 1 << 11);
            }
        }
        let c = port();
        assert_eq!((c.grant, c.bucket, c.ce_threshold), (16384, 32768, 2));
        assert!(c.validate().is_ok());
        assert_eq!(RxCcc::BITS, 77);
        assert_eq!(SenderCredit::BITS, 91);
    }

    /// Worked numbers: a 400 Gb/s port drains 49.5 B/ns at 99 %; two senders want 64 KB
    /// each; the bucket starts full (32 KB: two grants at once), then one 16 KB grant per
    /// 16384 / 49.5 = 331 ns, alternating between the two.
    #[test]
    fn pacer_grants_round_robin_at_the_drain_rate() {
        let mut r = RcccReceiver::new(port(), 4, 0).unwrap();
        r.activate(1).unwrap();
        r.activate(2).unwrap();
        r.on_rts(1, 64 * 1024 / 256).unwrap();
        r.on_rts(2, 64 * 1024 / 256).unwrap();
        let mut grants = Vec::new();
        for t in 0..3000u32 {
            if let Some(g) = r.pace(t) {
                grants.push((t, g.ccc, g.bytes));
            }
        }
        let ccc: Vec<u32> = grants.iter().map(|g| g.1).collect();
        assert_eq!(ccc, [1, 2, 1, 2, 1, 2, 1, 2]);
        assert_eq!((grants[0].0, grants[1].0), (0, 1));
        // the third grant waits for 16384 B of tokens: ceil(16384 / 49.49) = 332 ns
        assert!((330..=334).contains(&grants[2].0), "{grants:?}");
        assert!((660..=668).contains(&grants[3].0), "{grants:?}");
        assert_eq!(r.state(1).unwrap().granted, 256);
        assert_eq!(r.waiting(), 0);
        assert_eq!(r.totals().0, 128 * 1024);
    }

    #[test]
    fn short_backlog_gets_a_short_grant_and_duplicates_change_nothing() {
        let mut r = RcccReceiver::new(port(), 2, 0).unwrap();
        r.activate(0).unwrap();
        r.on_data(0, 3, false, false, 10).unwrap();
        r.on_data(0, 3, false, false, 10).unwrap();
        r.on_data(0, 3, false, false, 7).unwrap();
        let g = r.pace(1).unwrap();
        assert_eq!((g.bytes, g.pull_q), (2560, 10));
        assert_eq!(r.pace(2), None);
        assert_eq!(r.refusals(), RxRefusals::default());
        assert_eq!(r.on_rts(1, 5), Err(RxRefusal::Idle));
        assert_eq!(r.on_rts(9, 5), Err(RxRefusal::CccOutOfRange));
        assert_eq!(r.refusals().idle + r.refusals().ccc_out_of_range, 2);
    }

    #[test]
    fn ce_marks_in_a_row_on_one_ev_ask_for_a_change() {
        let mut r = RcccReceiver::new(port(), 1, 0).unwrap();
        r.activate(0).unwrap();
        assert!(!r.on_data(0, 5, true, false, 0).unwrap());
        assert!(r.on_data(0, 5, true, false, 0).unwrap());
        assert!(!r.on_data(0, 5, true, false, 0).unwrap());
        // a clean packet on 5 clears the run; a mark on another EV restarts it
        assert!(!r.on_data(0, 5, false, false, 0).unwrap());
        assert!(!r.on_data(0, 5, true, false, 0).unwrap());
        assert!(!r.on_data(0, 6, true, false, 0).unwrap());
        assert!(r.on_data(0, 6, true, false, 0).unwrap());
        assert_eq!(r.totals().2, 2);
        // marks at the last hop never ask, and clear a run on their EV
        assert!(!r.on_data(0, 6, true, false, 0).unwrap());
        assert!(!r.on_data(0, 6, true, true, 0).unwrap());
        assert!(!r.on_data(0, 6, true, true, 0).unwrap());
        assert!(!r.on_data(0, 6, true, false, 0).unwrap());
        assert_eq!(r.totals().2, 2);
    }

    fn sender(rccc: bool) -> SenderConfig {
        SenderConfig {
            rccc,
            max_credit: 938_016,
            initial_credit: 0,
            rts_interval_ns: 12_506,
            mtu: 4160,
        }
    }

    #[test]
    fn sender_credit_spends_grants_and_caps() {
        let cfg = sender(true);
        let mut s = SenderCredit::new(&cfg);
        assert!(!s.credit_ok(&cfg));
        assert_eq!(s.on_grant(&cfg, 64), 16384);
        assert_eq!(s.on_grant(&cfg, 64), 0);
        assert!(s.credit_ok(&cfg));
        for _ in 0..4 {
            s.on_send(&cfg, 4160);
        }
        assert_eq!(s.credit, 16384 - 4 * 4160);
        assert!(!s.credit_ok(&cfg));
        // a 100 KB backlog with a 50 KB window asks for cwnd + mtu - credit, in quanta
        let t = s.pull_target(&cfg, 100_000, 50_000);
        assert_eq!(t, 64 + (50_000u32 + 4160 + 256).div_ceil(256));
        // credit -256: the grant fills it to max_credit
        assert_eq!(s.on_grant(&cfg, 64 + 10_000), 938_016 + 256);
        assert_eq!(s.credit, 938_016);
        // speculative credit is withdrawn by the first NACK or timeout
        let spec = SenderConfig {
            initial_credit: 938_016,
            ..cfg
        };
        let mut p = SenderCredit::new(&spec);
        assert!(p.speculating && p.credit_ok(&spec));
        p.stop_speculating();
        assert_eq!(p.credit, 0);
        assert!(!p.credit_ok(&spec));
    }

    #[test]
    fn ar_and_rts_rules() {
        let cfg = sender(true);
        let mut s = SenderCredit::new(&cfg);
        s.credit = 10_000;
        // mid-backlog, credit and window to spare: no AR
        assert!(!s.ar_flag(&cfg, false, 8320, 20_000, 4160, 100_000));
        assert!(s.ar_flag(&cfg, true, 8320, 20_000, 4160, 100_000));
        assert!(s.ar_flag(&cfg, false, 0, 20_000, 4160, 100_000));
        assert!(s.ar_flag(&cfg, false, 8320, 95_840, 4160, 100_000));
        s.credit = 0;
        assert!(s.ar_flag(&cfg, false, 8320, 20_000, 4160, 100_000));
        // RTS: only when data waits, the window is full and the credit is out; one per RTT
        assert!(!s.rts(&cfg, 100, false, true));
        assert!(!s.rts(&cfg, 100, true, false));
        assert!(s.rts(&cfg, 100, true, true));
        assert!(!s.rts(&cfg, 100 + 12_505, true, true));
        assert!(s.rts(&cfg, 100 + 12_506, true, true));
        s.credit = 1;
        assert!(!s.rts(&cfg, 100_000, true, true));
        // without RCCC the window alone decides
        let nscc = sender(false);
        let mut n = SenderCredit::new(&nscc);
        assert!(n.credit_ok(&nscc));
        assert!(n.rts(&nscc, 5, true, true));
        // across the 32-bit wrap
        let mut w = SenderCredit::new(&nscc);
        assert!(w.rts(&nscc, u32::MAX - 10, true, true));
        assert!(!w.rts(&nscc, 5, true, true));
        assert!(w.rts(&nscc, 12_500, true, true));
    }
}
