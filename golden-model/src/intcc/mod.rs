//! INT-driven window algorithms: HPCC++ (draft section 4.2), Rx-HPCC (draft 6.3.2) and FNCC
//! (paper Algorithm 3), as the INT extension of the trace format fixes them
//! (`docs/trace-format.md`, "Sender rules"; `docs/int-cc.md`).
//!
//! * [`float`]: the f64 models, written from the texts and the format's sender rules; they
//!   reproduce the shared INT traces' `ref_*` columns.
//! * [`fixed`]: the fixed-point golden model, the hardware's arithmetic bit for bit
//!   (reciprocal ROM with one Newton step, leading-one normalisation, one shared multiplier).
//!
//! Both models share the input types below and the defined behaviour where the texts and
//! the rules are silent (`docs/int-cc.md`, "Defined behaviour").

pub mod fixed;
pub mod float;

use serde::{Deserialize, Serialize};

/// Most INT records one ACK may carry into the engine (a 3-tier Clos path has 5 switch
/// hops; 8 leaves room and indexes with 3 bits). An ACK with more is treated as carrying no
/// INT (nothing changes, [`IntStep::refused`]), in both models.
pub const INT_MAX_HOPS: usize = 8;

/// Largest u' (and so U) either model holds: 256 - 2^-20 (U is Q8.20 in the hardware). A
/// queue far above any buffer or a rate burst saturates here.
pub const U_MAX: f64 = 256.0 - 1.0 / (1u64 << 20) as f64;

/// Largest W and Wc either model holds, bytes (2^32 - 1). The texts have no clamp; the
/// shared traces never come near it.
pub const W_MAX: f64 = 4_294_967_295.0;

/// Largest `hpcc_max_stage` (incStage is 4 bits).
pub const MAX_STAGE_MAX: u32 = 15;

/// The algorithm a CCC runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum IntAlgo {
    /// HPCC++ at the sender (draft 4.2): Wc is updated when `ack.seq > lastUpdateSeq`.
    Hpcc,
    /// Rx-HPCC (draft 6.3.2): the same functions at the receiver, Wc updated when
    /// `now > lastUpdateTime + T`. Replayed on a trace's INT records with the event time as
    /// the receiver's clock.
    RxHpcc,
    /// FNCC (paper Algorithm 3): HPCC with the per-hop U_k, Hop_Detection and the last-hop
    /// congestion speedup (LHCS) from the receiver's flow count N.
    Fncc,
}

impl IntAlgo {
    pub const ALL: [IntAlgo; 3] = [IntAlgo::Hpcc, IntAlgo::RxHpcc, IntAlgo::Fncc];

    /// The name in a trace header (`cc=`) and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            IntAlgo::Hpcc => "hpcc",
            IntAlgo::RxHpcc => "rx-hpcc",
            IntAlgo::Fncc => "fncc",
        }
    }

    pub fn parse(s: &str) -> Option<IntAlgo> {
        IntAlgo::ALL.into_iter().find(|a| a.name() == s)
    }

    /// FNCC scans the hops last hop first (the paper's ack.L order), HPCC first hop first.
    fn reverse_scan(self) -> bool {
        self == IntAlgo::Fncc
    }
}

/// One INT record as the trace carries it (`int<k>_*` columns).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct IntHop {
    /// Queue length at the hop's egress port, bytes.
    pub qlen: u64,
    /// The hop's timestamp, ps.
    pub ts_ps: u64,
    /// The egress port's transmitted-bytes counter (64-bit, wraps).
    pub txbytes: u64,
    /// Link capacity B, bits/s.
    pub bps: u64,
}

/// One ACK (or, for Rx-HPCC, one data packet's INT at the receiver) as the models see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntAck<'a> {
    /// Event time, ps (Rx-HPCC's `now`).
    pub t_ps: u64,
    /// Cumulative ACK in packets; the draft's `ack.seq` = `cum_ack` x mtu.
    pub cum_ack: u64,
    /// The sender's next sequence number, bytes.
    pub snd_nxt: u64,
    /// FNCC: the receiver's flow count N (0 = not reported).
    pub n_flows: u64,
    /// The records, first hop from the sender first.
    pub hops: &'a [IntHop],
}

/// The configuration of an INT CCC (trace header keys `hpcc_*`, `fncc_*`, `init_cwnd`, `mtu`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IntParams {
    pub algo: IntAlgo,
    /// T, the known baseline RTT, ps.
    pub t_ps: u64,
    /// eta, parts per million.
    pub eta_ppm: u32,
    pub max_stage: u32,
    /// W_AI, bytes.
    pub wai: u64,
    /// Initial W = Wc, bytes.
    pub w_init: u64,
    /// FNCC's alpha and beta, parts per million.
    pub alpha_ppm: u32,
    pub beta_ppm: u32,
    /// Wire bytes per data packet (ack.seq = cum_ack x mtu).
    pub mtu: u32,
}

/// Largest T the hardware holds (40-bit ps, 1.1 s).
pub const T_PS_MAX: u64 = (1 << 40) - 1;

impl IntParams {
    /// Rejects a configuration the models cannot run (the configuration-time check; the
    /// per-event paths never fail).
    pub fn check(&self) -> Result<(), String> {
        if self.t_ps == 0 || self.t_ps > T_PS_MAX {
            return Err(format!(
                "hpcc_t_ps {} is out of range 1..={T_PS_MAX}",
                self.t_ps
            ));
        }
        if !(1..=2_000_000).contains(&self.eta_ppm) {
            return Err(format!(
                "hpcc_eta_ppm {} is out of range 1..=2000000",
                self.eta_ppm
            ));
        }
        if self.max_stage > MAX_STAGE_MAX {
            return Err(format!(
                "hpcc_max_stage {} is above {MAX_STAGE_MAX} (incStage is 4 bits)",
                self.max_stage
            ));
        }
        if self.wai > 1 << 24 {
            return Err(format!("hpcc_wai {} is above 2^24 bytes", self.wai));
        }
        if self.w_init == 0 || self.w_init as f64 > W_MAX {
            return Err(format!(
                "init_cwnd {} is out of range 1..={W_MAX}",
                self.w_init
            ));
        }
        if self.alpha_ppm > 16_000_000 || self.beta_ppm > 16_000_000 {
            return Err("fncc_alpha_ppm and fncc_beta_ppm must be at most 16000000".into());
        }
        if self.mtu == 0 {
            return Err("mtu must be at least 1".into());
        }
        Ok(())
    }
}

/// Which branch of ComputeWind ran (the trace's `ref_branch`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Branch {
    /// No ComputeWind (first ACK, hop-count change, no INT).
    None = 0,
    /// MI/MD, draft line 13.
    MiMd = 1,
    /// Additive increase, draft line 17.
    Ai = 2,
}

/// What one INT event did, as an action word of the trace format (`docs/trace-format.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum IntAction {
    /// No window computation.
    None,
    /// Additive-increase stage (draft line 17).
    Ai,
    /// Multiplicative increase/decrease step (draft line 13).
    Mimd,
    /// FNCC's last-hop congestion speedup set Wc (the branch ran after it).
    Lhcs,
}

impl IntAction {
    pub const ALL: [IntAction; 4] = [
        IntAction::None,
        IntAction::Ai,
        IntAction::Mimd,
        IntAction::Lhcs,
    ];

    pub fn word(self) -> &'static str {
        match self {
            IntAction::None => "none",
            IntAction::Ai => "ai",
            IntAction::Mimd => "mimd",
            IntAction::Lhcs => "lhcs",
        }
    }

    pub fn from_word(s: &str) -> Option<IntAction> {
        IntAction::ALL.into_iter().find(|a| a.word() == s)
    }

    /// The action of a reference row (`ref_branch`, `ref_lhcs`).
    pub fn of(branch: Branch, lhcs: bool) -> IntAction {
        match (lhcs, branch) {
            (true, _) => IntAction::Lhcs,
            (false, Branch::None) => IntAction::None,
            (false, Branch::MiMd) => IntAction::Mimd,
            (false, Branch::Ai) => IntAction::Ai,
        }
    }
}

/// The outcome of one event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IntStep {
    pub branch: Branch,
    /// Wc was synchronised (lastUpdateSeq / lastUpdateTime passed).
    pub update_wc: bool,
    /// LHCS set Wc.
    pub lhcs: bool,
    /// The event carried more than [`INT_MAX_HOPS`] records and was ignored.
    pub refused: bool,
}

impl IntStep {
    pub fn action(&self) -> IntAction {
        IntAction::of(self.branch, self.lhcs)
    }

    const NOTHING: IntStep = IntStep {
        branch: Branch::None,
        update_wc: false,
        lhcs: false,
        refused: false,
    };
}

/// Signed view of a 64-bit counter difference `now - before` (mod 2^64): `None` when it is
/// backwards (the difference, read as two's complement, is negative).
pub(crate) fn forward_diff64(now: u64, before: u64) -> Option<u64> {
    let d = now.wrapping_sub(before);
    (d < 1 << 63).then_some(d)
}

/// What a replay reads from either model after an event.
pub trait IntModel {
    /// Processes one event.
    fn step(&mut self, ack: &IntAck) -> IntStep;
    /// W, bytes.
    fn w(&self) -> f64;
    /// Wc, bytes.
    fn wc(&self) -> f64;
    /// U.
    fn u(&self) -> f64;
    fn inc_stage(&self) -> u32;
}

impl IntModel for float::IntFloat {
    fn step(&mut self, ack: &IntAck) -> IntStep {
        float::IntFloat::step(self, ack)
    }
    fn w(&self) -> f64 {
        self.w
    }
    fn wc(&self) -> f64 {
        self.wc
    }
    fn u(&self) -> f64 {
        self.u
    }
    fn inc_stage(&self) -> u32 {
        self.inc_stage
    }
}
