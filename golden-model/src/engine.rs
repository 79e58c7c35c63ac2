//! The multi-CCC NSCC engine (`docs/golden-engine.md`): its golden twin.
//!
//! N congestion-control contexts (CCCs) share one datapath. Every event carries a CCC id;
//! each CCC's state lives in a context store (block RAM in the hardware, in the groups of
//! the context layout, `port_map::CONTEXT`), each CCC is bound to one of [`PROFILES`]
//! configuration profiles (register images loaded over the config port) and goes through
//! its own lifecycle IDLE -> ACTIVE -> READY.
//!
//! **Semantics.** An event for a CCC id out of range, for a CCC that is not READY, or with a
//! field its port cannot carry is refused and counted per [`Refusal`]; it changes nothing.
//! An event whose CCC is still in flight waits at the issue until the CCC's previous
//! event has written its context back (events of other CCCs may pass it inside the issue
//! window; each CCC's events keep their order), so every CCC sees exactly sequential NSCC:
//! [`GoldenEngine::step`] gives each CCC the state [`GoldenCcc`] computes for the same
//! register image and events spaced beyond its latency. The only differences are the
//! context layout's narrower widths (`port_map::CONTEXT`), and they are defined here:
//!
//! * `received_bytes` is stored in 24 bits: it never exceeds the fulfill threshold
//!   (8 x MTU < 2^24) after an event, so the narrowing never engages.
//! * `achieved_bytes`, `bytes_ignored`, `fi_count` saturate at 2^25 - 1 instead of 2^32 - 1.
//!   Every use compares them with a value below 2^24 (MaxWnd >> gate, the in-flight
//!   snapshot, cwnd), so every decision is the same; the stored value is
//!   `min(golden, 2^25 - 1)` ([`narrow_view`]).
//! * `inc_bytes` is stored in 41 bits: between two fulfills at most 8 x MTU bytes earn
//!   credit, so the stored credit is below `8 x MTU x max(fi, alpha x target)`, and
//!   [`validate_profile`] refuses a profile whose bound reaches 2^41.
//!
//! **Timing** is [`crate::timing`]'s: the engine's port, issue window and same-CCC rule.

use serde::{Deserialize, Serialize};

use crate::config::{CccPhase, RegisterImage, DUR_MAX, WND_MAX};
use crate::interface::context_bits;
use crate::nscc::{CccState, GoldenCcc, HwEvent, StepResult};

/// The CCC count of the Alchitry Cu build.
pub const DEFAULT_CCCS: usize = 256;
/// Largest CCC count the model accepts (the ECP5 engine's).
pub const MAX_CCCS: usize = 4096;
/// Configuration profiles (register images) the engine holds.
pub const PROFILES: usize = 8;

/// Stored width of the increase credit (the context layout's).
pub const INC_BITS: u32 = context_bits("inc_bytes") as u32;
/// Largest stored increase credit.
pub const INC_STORE_MAX: u64 = (1 << INC_BITS) - 1;
/// Stored width of the saturating byte counters (achieved, ignored, fast increase).
pub const COUNT_BITS: u32 = context_bits("achieved") as u32;
const _: () = assert!(
    context_bits("bytes_ignored") == COUNT_BITS as usize
        && context_bits("fi_count") == COUNT_BITS as usize
);
/// Their saturation value.
pub const COUNT_STORE_MAX: u64 = (1 << COUNT_BITS) - 1;
/// Stored width of `received_bytes` (never above the fulfill threshold, < 2^24).
pub const RECEIVED_BITS: u32 = context_bits("received") as u32;

/// What the engine's narrowed context shows for a `GoldenCcc` state: the saturating
/// counters at their stored widths; every other field as it is.
pub fn narrow_view(s: &CccState) -> CccState {
    let sat = |x: u32, max: u64| (x as u64).min(max) as u32;
    CccState {
        received_bytes: sat(s.received_bytes, (1 << RECEIVED_BITS) - 1),
        achieved_bytes: sat(s.achieved_bytes, COUNT_STORE_MAX),
        bytes_ignored: sat(s.bytes_ignored, COUNT_STORE_MAX),
        fi_count: sat(s.fi_count, COUNT_STORE_MAX),
        inc_bytes: s.inc_bytes.min(INC_STORE_MAX),
        ..*s
    }
}

/// The mask of context field `name`'s stored bits.
const fn mask(name: &str) -> u64 {
    (1u64 << context_bits(name)) - 1
}

/// Cut every field of a state to its stored width in the context layout: the counters
/// saturated as [`narrow_view`] does, every other field cut to its bits. For the states
/// `GoldenCcc` produces only the saturations can engage (every other field is within its
/// stored width); the cuts are made anyway, so that this is exactly what the context
/// holds for any state.
///
/// The masks are constants (`const { .. }`): `context_bits` looks a name up in the layout,
/// which evaluated at run time cost more than the event's arithmetic.
/// Each field is written only when it changes: the engine runs this right after an event
/// wrote the state, and a vector load over fields just stored one by one would wait for
/// the stores (store forwarding fails), which costs more than the event's arithmetic.
#[inline]
fn cut_to_widths(s: &mut CccState) {
    #[inline(always)]
    fn cut(v: &mut u32, m: u64) {
        if *v as u64 & !m != 0 {
            *v = (*v as u64 & m) as u32;
        }
    }
    #[inline(always)]
    fn sat(v: &mut u32, m: u64) {
        if *v as u64 > m {
            *v = m as u32;
        }
    }
    // phase (a code below 4 in 2 bits) and the one-bit flags are stored as they are
    const _: () = assert!(
        context_bits("phase") == 2
            && context_bits("flags") == 2
            && context_bits("fast_active") == 1
    );
    cut(&mut s.cwnd, const { mask("cwnd") });
    cut(&mut s.maxwnd, const { mask("maxwnd") });
    cut(&mut s.bdp, const { mask("bdp") });
    cut(&mut s.base_rtt_ns, const { mask("base_rtt") });
    cut(&mut s.avg_delay_q8, const { mask("avg_delay") });
    if s.inc_bytes > INC_STORE_MAX {
        s.inc_bytes = INC_STORE_MAX;
    }
    sat(&mut s.received_bytes, const { mask("received") });
    sat(&mut s.achieved_bytes, const { mask("achieved") });
    cut(&mut s.bytes_to_ignore, const { mask("bytes_to_ignore") });
    sat(&mut s.bytes_ignored, const { mask("bytes_ignored") });
    sat(&mut s.fi_count, const { mask("fi_count") });
    cut(&mut s.qa_start_ns, const { mask("qa_start") });
    cut(&mut s.qa_len_ns, const { mask("qa_len") });
    cut(&mut s.last_adjust_ns, const { mask("last_adjust") });
    if s.last_adjust_sub_ps as u64 & !const { mask("last_adjust_sub") } != 0 {
        s.last_adjust_sub_ps =
            (s.last_adjust_sub_ps as u64 & const { mask("last_adjust_sub") }) as u16;
    }
    cut(&mut s.last_dec_ns, const { mask("last_dec") });
    cut(&mut s.pre_penalty_cwnd, const { mask("pre_penalty_cwnd") });
}

/// The state the context holds for `s`: every field cut to its stored width, the counters
/// saturating as [`narrow_view`] does.
pub fn stored_view(s: &CccState) -> CccState {
    let mut v = *s;
    cut_to_widths(&mut v);
    v
}

// ---------------------------------------------------------------------------------------
// Profiles
// ---------------------------------------------------------------------------------------

/// Why a register image cannot be a profile of the engine.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProfileError {
    #[error("{field} = {value} is outside {min}..={max}")]
    Range {
        field: &'static str,
        value: u64,
        min: u64,
        max: u64,
    },
    #[error("{field} = {value}, but the engine derives it as {derived} ({rule})")]
    NotDerivable {
        field: &'static str,
        value: u64,
        derived: u64,
        rule: &'static str,
    },
    #[error("gain {field} has a mantissa {mant} wider than 12 bits")]
    Gain { field: &'static str, mant: u16 },
    #[error(
        "the stored increase credit can reach {bound} (8 x MTU x max(fi, alpha x target)), \
         beyond the {bits}-bit credit field: lower the gains, the target or the MTU"
    )]
    CreditRange { bound: u128, bits: u32 },
}

/// ceil(x x mant x 2^exp), saturating at u128::MAX.
fn ceil_scaled(x: u128, mant: u16, exp: i8) -> u128 {
    let p = x.saturating_mul(mant as u128);
    if exp >= 0 {
        if p == 0 {
            0
        } else if p.leading_zeros() <= exp as u32 {
            u128::MAX
        } else {
            p << exp
        }
    } else {
        let s = (-(exp as i32)) as u32;
        if s >= 127 {
            (p > 0) as u128
        } else {
            p.div_ceil(1u128 << s)
        }
    }
}

/// The largest credit a CCC of this profile can hold between two events (see the module
/// documentation): 8 x MTU acknowledged bytes at the largest per-byte gain, fair (`fi`) or
/// proportional (`alpha x target`, the headroom is at most the target).
pub fn credit_bound(regs: &RegisterImage) -> u128 {
    let fb = regs.fulfill_bytes as u128;
    let fair = ceil_scaled(fb, regs.fi.mant, regs.fi.exp);
    let prop = ceil_scaled(
        fb.saturating_mul(regs.target_ns as u128),
        regs.alpha.mant,
        regs.alpha.exp,
    );
    fair.max(prop)
}

/// Check that a register image can be a profile: every field within the widths the engine
/// holds it in, the derived fields (QA threshold = 4 x target, the target's Q.8
/// fraction, fulfill bytes = 8 x MTU,
/// MaxWnd = BDP + BDP / 2) as the engine derives them, and the credit bound below 2^41.
pub fn validate_profile(r: &RegisterImage) -> Result<(), ProfileError> {
    let range = |field, value: u64, min: u64, max: u64| {
        if value < min || value > max {
            Err(ProfileError::Range {
                field,
                value,
                min,
                max,
            })
        } else {
            Ok(())
        }
    };
    range("mtu", r.mtu as u64, 1, 0xFFFF)?;
    range("mss", r.mss as u64, 0, 0xFFFF)?;
    range("init_bdp", r.init_bdp as u64, 0, WND_MAX)?;
    range("init_maxwnd", r.init_maxwnd as u64, r.mtu as u64, WND_MAX)?;
    range(
        "init_cwnd",
        r.init_cwnd as u64,
        r.mtu as u64,
        r.init_maxwnd as u64,
    )?;
    range("base_rtt_ns", r.base_rtt_ns as u64, 1, DUR_MAX)?;
    range("network_rtt_ns", r.network_rtt_ns as u64, 1, DUR_MAX)?;
    range("network_rtt_sub_ps", r.network_rtt_sub_ps as u64, 0, 999)?;
    range("target_ns", r.target_ns as u64, 1, DUR_MAX >> 2)?;
    range("qa_gate", r.qa_gate as u64, 0, 23)?;
    range("eta", r.eta as u64, 0, 0xFFFF)?;
    let derived = |field, value: u64, derived: u64, rule| {
        if value != derived {
            Err(ProfileError::NotDerivable {
                field,
                value,
                derived,
                rule,
            })
        } else {
            Ok(())
        }
    };
    range("base_rtt_sub_ps", r.base_rtt_sub_ps as u64, 0, 999)?;
    range("target_sub_ps", r.target_sub_ps as u64, 0, 999)?;
    let target_ps = r.target_ns as u64 * 1000 + r.target_sub_ps as u64;
    derived(
        "qa_threshold_ns",
        r.qa_threshold_ns as u64,
        4 * target_ps / 1000,
        "4 x target, whole ns",
    )?;
    derived(
        "qa_threshold_sub_ps",
        r.qa_threshold_sub_ps as u64,
        4 * target_ps % 1000,
        "4 x target, ps within the ns",
    )?;
    derived(
        "target_frac",
        r.target_frac as u64,
        r.target_sub_ps as u64 * 256 / 1000,
        "target_sub_ps x 256 / 1000",
    )?;
    derived(
        "fulfill_bytes",
        r.fulfill_bytes as u64,
        8 * r.mtu as u64,
        "8 x mtu",
    )?;
    let b = r.init_bdp as u64;
    derived(
        "init_maxwnd",
        r.init_maxwnd as u64,
        (b + (b >> 1)).max(r.mtu as u64),
        "max(bdp + bdp / 2, mtu)",
    )?;
    for (field, g) in [
        ("alpha", r.alpha),
        ("fi", r.fi),
        ("fi_scale", r.fi_scale),
        ("link_rate", r.link_rate),
    ] {
        if g.mant >= 1 << 12 {
            return Err(ProfileError::Gain {
                field,
                mant: g.mant,
            });
        }
    }
    let bound = credit_bound(r);
    if bound > INC_STORE_MAX as u128 {
        return Err(ProfileError::CreditRange {
            bound,
            bits: INC_BITS,
        });
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------
// The engine
// ---------------------------------------------------------------------------------------

/// Why an event was refused (counted per reason; a refused event changes no state).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The CCC id is not below the engine's CCC count.
    CccOutOfRange,
    /// The CCC is IDLE (no configuration).
    Idle,
    /// The CCC is ACTIVE (configured, not yet allowed to regulate traffic).
    NotReady,
    /// A field wider than the event port carries it (24-bit bytes, RTTs and in-flight,
    /// 7-bit pend), or the ps within the ns above 999 (the port's 10 bits hold 1023).
    EventOutOfRange,
}

impl Refusal {
    pub const ALL: [Refusal; 4] = [
        Refusal::CccOutOfRange,
        Refusal::Idle,
        Refusal::NotReady,
        Refusal::EventOutOfRange,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Refusal::CccOutOfRange => "ccc_out_of_range",
            Refusal::Idle => "idle",
            Refusal::NotReady => "not_ready",
            Refusal::EventOutOfRange => "event_out_of_range",
        }
    }
}

/// The event fits the engine's event port (`docs/golden-model.md`, "Event port").
pub fn event_fits_port(ev: &HwEvent) -> bool {
    let w = WND_MAX as u32;
    ev.t_sub_ps <= 999
        && ev.rtt_sub_ps <= 999
        && ev.probe_rtt_sub_ps <= 999
        && ev.bytes <= w
        && ev.rtt_ns <= w
        && ev.in_flight <= w
        && ev.probe_rtt_ns <= w
        && ev.rcv_cwnd_pend <= 127
}

/// Refused events, per reason.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RefusalCounts {
    pub ccc_out_of_range: u64,
    pub idle: u64,
    pub not_ready: u64,
    pub event_out_of_range: u64,
}

impl RefusalCounts {
    pub fn get(&self, r: Refusal) -> u64 {
        match r {
            Refusal::CccOutOfRange => self.ccc_out_of_range,
            Refusal::Idle => self.idle,
            Refusal::NotReady => self.not_ready,
            Refusal::EventOutOfRange => self.event_out_of_range,
        }
    }

    fn count(&mut self, r: Refusal) {
        let c = match r {
            Refusal::CccOutOfRange => &mut self.ccc_out_of_range,
            Refusal::Idle => &mut self.idle,
            Refusal::NotReady => &mut self.not_ready,
            Refusal::EventOutOfRange => &mut self.event_out_of_range,
        };
        *c += 1;
    }

    pub fn total(&self) -> u64 {
        self.ccc_out_of_range + self.idle + self.not_ready + self.event_out_of_range
    }
}

/// A config-port request the engine refuses.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    #[error("CCC count {0} is outside 1..={MAX_CCCS}")]
    CccCount(usize),
    #[error("CCC {ccc} does not exist (the engine holds {cccs})")]
    CccOutOfRange { ccc: u32, cccs: usize },
    #[error("profile {0} does not exist (the engine holds {PROFILES})")]
    ProfileOutOfRange(u8),
    #[error("profile {0} is not loaded")]
    ProfileNotLoaded(u8),
    #[error("profile {profile} is bound to {cccs} CCC(s): reset them before reloading it")]
    ProfileInUse { profile: u8, cccs: usize },
    #[error("CCC {ccc} is {phase:?}: {op} needs it {needs}")]
    Phase {
        ccc: u32,
        phase: CccPhase,
        op: &'static str,
        needs: &'static str,
    },
    #[error("profile {profile}: {error}")]
    Profile { profile: u8, error: ProfileError },
}

/// What one accepted event did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EngineStep {
    pub ccc: u32,
    pub result: StepResult,
}

/// What the state port shows for an IDLE CCC: `CccState::default()`, all zero.
const IDLE_STATE: CccState = CccState {
    phase: CccPhase::Idle,
    cwnd: 0,
    maxwnd: 0,
    bdp: 0,
    base_rtt_ns: 0,
    base_rtt_sub_ps: 0,
    avg_delay_q8: 0,
    inc_bytes: 0,
    received_bytes: 0,
    achieved_bytes: 0,
    bytes_to_ignore: 0,
    bytes_ignored: 0,
    fi_count: 0,
    fast_active: false,
    trigger_qa: false,
    qa_armed: false,
    qa_start_ns: 0,
    qa_len_ns: 0,
    last_adjust_ns: 0,
    last_adjust_sub_ps: 0,
    last_dec_ns: 0,
    pre_penalty_cwnd: 0,
    penalty_active: false,
};

/// The golden twin of the multi-CCC engine: contexts, profiles, lifecycle, refusals.
///
/// Each context is kept as the state the context layout holds ([`stored_view`]) beside
/// its profile binding. A CCC that is not IDLE has its own [`GoldenCcc`] (the profile's
/// register image), which holds that state; an event steps it (sequential NSCC) and cuts the
/// result to the stored widths.
#[derive(Clone, Debug)]
pub struct GoldenEngine {
    /// Per CCC: `None` while IDLE (the all-zero context), else its `GoldenCcc`.
    contexts: Vec<Option<Box<GoldenCcc>>>,
    /// Per CCC: the profile it is bound to (IDLE: 0, as the cleared context holds).
    bindings: Vec<u8>,
    profiles: [Option<RegisterImage>; PROFILES],
    refused: RefusalCounts,
    applied: u64,
}

impl GoldenEngine {
    /// An engine of `cccs` contexts, every CCC IDLE, no profile loaded.
    pub fn new(cccs: usize) -> Result<GoldenEngine, EngineError> {
        if cccs == 0 || cccs > MAX_CCCS {
            return Err(EngineError::CccCount(cccs));
        }
        Ok(GoldenEngine {
            contexts: vec![None; cccs],
            bindings: vec![0; cccs],
            profiles: [None; PROFILES],
            refused: RefusalCounts::default(),
            applied: 0,
        })
    }

    pub fn cccs(&self) -> usize {
        self.contexts.len()
    }

    fn index(&self, ccc: u32) -> Result<usize, EngineError> {
        let i = ccc as usize;
        if i < self.contexts.len() {
            Ok(i)
        } else {
            Err(EngineError::CccOutOfRange {
                ccc,
                cccs: self.contexts.len(),
            })
        }
    }

    fn profile_index(profile: u8) -> Result<usize, EngineError> {
        if (profile as usize) < PROFILES {
            Ok(profile as usize)
        } else {
            Err(EngineError::ProfileOutOfRange(profile))
        }
    }

    /// The phase of an existing CCC.
    fn phase_at(&self, i: usize) -> CccPhase {
        self.contexts[i]
            .as_ref()
            .map_or(CccPhase::Idle, |g| g.state.phase)
    }

    /// CCCs bound to `profile` (ACTIVE or READY).
    pub fn bound_to(&self, profile: u8) -> usize {
        (0..self.contexts.len())
            .filter(|&i| self.phase_at(i) != CccPhase::Idle && self.bindings[i] == profile)
            .count()
    }

    /// Load a register image into a profile slot (the config port). Refused while a CCC
    /// is bound to the profile, or when the image is not one the engine can hold.
    pub fn load_profile(&mut self, profile: u8, regs: RegisterImage) -> Result<(), EngineError> {
        let p = Self::profile_index(profile)?;
        let bound = self.bound_to(profile);
        if bound > 0 {
            return Err(EngineError::ProfileInUse {
                profile,
                cccs: bound,
            });
        }
        validate_profile(&regs).map_err(|error| EngineError::Profile { profile, error })?;
        self.profiles[p] = Some(regs);
        Ok(())
    }

    pub fn profile(&self, profile: u8) -> Option<&RegisterImage> {
        self.profiles.get(profile as usize).and_then(|p| p.as_ref())
    }

    /// IDLE -> ACTIVE: bind the CCC to a loaded profile and load its initial state (as
    /// `GoldenCcc::activate`; the fulfill and MD timers start at `t_ns`).
    pub fn activate(&mut self, ccc: u32, profile: u8, t_ns: u32) -> Result<(), EngineError> {
        let p = Self::profile_index(profile)?;
        let regs = self.profiles[p].ok_or(EngineError::ProfileNotLoaded(profile))?;
        self.activate_with(ccc, profile, regs, t_ns)
    }

    /// [`GoldenEngine::activate`] with the CCC's own register image in place of the
    /// profile's (the C ABI's per-CCC base RTT: the profile's configuration at the pair's
    /// RTT). The CCC is bound to `profile` (which must be loaded) as by `activate`; the image
    /// must be one the engine can hold.
    pub fn activate_with(
        &mut self,
        ccc: u32,
        profile: u8,
        regs: RegisterImage,
        t_ns: u32,
    ) -> Result<(), EngineError> {
        let i = self.index(ccc)?;
        let p = Self::profile_index(profile)?;
        if self.profiles[p].is_none() {
            return Err(EngineError::ProfileNotLoaded(profile));
        }
        validate_profile(&regs).map_err(|error| EngineError::Profile { profile, error })?;
        let phase = self.phase_at(i);
        if phase != CccPhase::Idle {
            return Err(EngineError::Phase {
                ccc,
                phase,
                op: "activate",
                needs: "IDLE",
            });
        }
        let mut g = GoldenCcc::idle(regs);
        g.activate(t_ns);
        g.state = stored_view(&g.state);
        self.contexts[i] = Some(Box::new(g));
        self.bindings[i] = profile;
        Ok(())
    }

    /// ACTIVE -> READY: the CCC may regulate traffic.
    pub fn ready(&mut self, ccc: u32) -> Result<(), EngineError> {
        let i = self.index(ccc)?;
        match self.contexts[i].as_deref_mut() {
            Some(g) if g.state.phase == CccPhase::Active => {
                g.state.phase = CccPhase::Ready;
                Ok(())
            }
            g => Err(EngineError::Phase {
                ccc,
                phase: g.map_or(CccPhase::Idle, |g| g.state.phase),
                op: "ready",
                needs: "ACTIVE",
            }),
        }
    }

    /// Any phase -> IDLE: this CCC's context is cleared and its profile binding dropped;
    /// no other CCC is touched.
    pub fn reset(&mut self, ccc: u32) -> Result<(), EngineError> {
        let i = self.index(ccc)?;
        self.contexts[i] = None;
        self.bindings[i] = 0;
        Ok(())
    }

    /// The phase of a CCC (`None`: no such CCC).
    pub fn phase(&self, ccc: u32) -> Option<CccPhase> {
        let i = ccc as usize;
        (i < self.contexts.len()).then(|| self.phase_at(i))
    }

    /// The profile a CCC is bound to (`None`: no such CCC, or IDLE).
    pub fn profile_of(&self, ccc: u32) -> Option<u8> {
        let i = ccc as usize;
        (self.phase(ccc)? != CccPhase::Idle).then(|| self.bindings[i])
    }

    /// The complete state of a CCC as the engine's state port shows it (`bdp` derived;
    /// `None`: no such CCC). An IDLE CCC shows the all-zero state.
    pub fn state(&self, ccc: u32) -> Option<CccState> {
        self.state_ref(ccc).copied()
    }

    /// [`GoldenEngine::state`] by reference: a caller that reads a few fields after each
    /// event need not copy the whole state.
    pub fn state_ref(&self, ccc: u32) -> Option<&CccState> {
        let i = ccc as usize;
        let g = self.contexts.get(i)?;
        let loaded = self
            .profiles
            .get(self.bindings[i] as usize)
            .is_some_and(|r| r.is_some());
        Some(match g {
            Some(g) if loaded && g.state.phase != CccPhase::Idle => &g.state,
            _ => &IDLE_STATE,
        })
    }

    /// Refused events per reason.
    pub fn refusals(&self) -> RefusalCounts {
        self.refused
    }

    /// Events applied (accepted).
    pub fn applied(&self) -> u64 {
        self.applied
    }

    #[cold]
    fn refuse(&mut self, r: Refusal) -> Result<EngineStep, Refusal> {
        self.refused.count(r);
        Err(r)
    }

    /// Apply one event to CCC `ccc`: sequential NSCC on its context, or a refusal (counted,
    /// no state changed) when the id is out of range, the CCC is not READY or the event does
    /// not fit the event port.
    pub fn step(&mut self, ccc: u32, ev: &HwEvent) -> Result<EngineStep, Refusal> {
        let i = ccc as usize;
        let Some(slot) = self.contexts.get(i) else {
            return self.refuse(Refusal::CccOutOfRange);
        };
        if !event_fits_port(ev) {
            return self.refuse(Refusal::EventOutOfRange);
        }
        match slot.as_ref().map_or(CccPhase::Idle, |g| g.state.phase) {
            CccPhase::Ready => {}
            CccPhase::Active => return self.refuse(Refusal::NotReady),
            CccPhase::Idle => return self.refuse(Refusal::Idle),
        }
        // A READY CCC is bound to a loaded profile (activate needs one and a bound
        // profile cannot be reloaded or removed).
        if self.profile(self.bindings[i]).is_none() {
            return self.refuse(Refusal::Idle);
        }
        let Some(g) = self.contexts[i].as_deref_mut() else {
            return self.refuse(Refusal::Idle);
        };
        let result = g.step(ev);
        // the context layout's widths
        cut_to_widths(&mut g.state);
        self.applied += 1;
        Ok(EngineStep { ccc, result })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn idle_state_is_the_default() {
        assert_eq!(IDLE_STATE, CccState::default());
    }
}
