//! The multi-CCC NSCC engine (`docs/golden-engine.md`): its golden twin.
//!
//! N congestion-control contexts (CCCs) share one datapath. Every event carries a CCC id;
//! each CCC's state lives in a context store (block RAM in the hardware: 256 words x 16
//! bits per SB_RAM40_4K, [`CONTEXT_COLUMNS`] of them side by side), each CCC is bound to
//! one of [`PROFILES`] configuration profiles (register images loaded over the config
//! port) and goes through its own lifecycle IDLE -> ACTIVE -> READY.
//!
//! **Semantics.** An event for a CCC id out of range, for a CCC that is not READY, or with a
//! field its port cannot carry is refused and counted per [`Refusal`]; it changes nothing.
//! An event whose CCC is still in flight waits at the read stage until the CCC's previous
//! event has written its context back (events of other CCCs may pass it inside the issue
//! window; each CCC's events keep their order), so every CCC sees exactly sequential NSCC:
//! [`GoldenEngine::step`] gives each CCC the state [`GoldenCcc`] computes for the same
//! register image and events spaced beyond its latency. The only differences are the
//! engine's narrower storage ([`CONTEXT_LAYOUT`]), and they are defined here:
//!
//! * `bdp` is not stored: it is derived from the base RTT and the profile ([`bdp_of`]),
//!   exactly.
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
use crate::nscc::{CccState, GoldenCcc, HwEvent, StepResult};

/// The CCC count of the Alchitry Cu build: one SB_RAM40_4K column holds 256 CCCs.
pub const DEFAULT_CCCS: usize = 256;
/// Largest CCC count the model accepts (16 BRAM rows of contexts).
pub const MAX_CCCS: usize = 4096;
/// Configuration profiles (register images) the engine holds.
pub const PROFILES: usize = 8;
/// Width of a BRAM column (SB_RAM40_4K in its 256 x 16 mode).
pub const BRAM_WIDTH: u32 = 16;
/// Words of a BRAM column: CCCs per BRAM row.
pub const BRAM_DEPTH: usize = 256;

/// Stored width of the increase credit.
pub const INC_BITS: u32 = 41;
/// Largest stored increase credit.
pub const INC_STORE_MAX: u64 = (1 << INC_BITS) - 1;
/// Stored width of the saturating byte counters (achieved, ignored, fast increase).
pub const COUNT_BITS: u32 = 25;
/// Their saturation value.
pub const COUNT_STORE_MAX: u64 = (1 << COUNT_BITS) - 1;
/// Stored width of `received_bytes` (never above the fulfill threshold, < 2^24).
pub const RECEIVED_BITS: u32 = 24;

/// The pipeline stage that writes a context field (each BRAM column is written by one
/// stage, except the one mixed column, see `docs/golden-engine.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Owner {
    /// Written only by the config port (activation, reset): never by an event.
    Lifecycle,
    /// Written when the event is dispatched (stage D: quadrant, EWMA, QA timer).
    Decide,
    /// Written by the commit stage (increase credit, destination flow control, cwnd).
    Commit,
}

/// One field of the per-CCC context: its width in [`CccState`] and in the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ContextField {
    pub name: &'static str,
    /// Width in the golden model's `CccState` (today's registers).
    pub golden_bits: u32,
    /// Width the engine stores (0: derived, not stored).
    pub engine_bits: u32,
    pub owner: Owner,
    pub reason: &'static str,
}

const fn f(
    name: &'static str,
    golden_bits: u32,
    engine_bits: u32,
    owner: Owner,
    reason: &'static str,
) -> ContextField {
    ContextField {
        name,
        golden_bits,
        engine_bits,
        owner,
        reason,
    }
}

/// Field indices into [`CONTEXT_LAYOUT`] (the order is the bit order of the context word).
mod fid {
    pub const AVG: usize = 0;
    pub const QA_START: usize = 1;
    pub const LAST_ADJUST: usize = 2;
    pub const LAST_DEC: usize = 3;
    pub const BASE_RTT: usize = 4;
    pub const MAXWND: usize = 5;
    pub const RECEIVED: usize = 6;
    pub const TO_IGNORE: usize = 7;
    pub const ACHIEVED: usize = 8;
    pub const IGNORED: usize = 9;
    pub const FI_COUNT: usize = 10;
    pub const QA_LEN: usize = 11;
    pub const LAST_ADJUST_SUB: usize = 12;
    pub const FAST: usize = 13;
    pub const ARMED: usize = 14;
    pub const TRIGGER: usize = 15;
    pub const PHASE: usize = 16;
    pub const PROFILE: usize = 17;
    pub const INC: usize = 18;
    pub const PENALTY: usize = 19;
    pub const PRE_PENALTY: usize = 20;
    pub const CWND: usize = 21;
    pub const BDP: usize = 22;
    pub const COUNT: usize = 23;
}

/// Every field of the golden CCC state (plus the profile binding), in the bit order of the
/// packed context word: the Decide-owned fields first, then the Commit-owned ones, so that
/// exactly one 16-bit column holds fields of both (the last 6 Decide bits and the first 10
/// of the credit). `bdp` comes last with 0 stored bits.
pub const CONTEXT_LAYOUT: [ContextField; fid::COUNT] = [
    f("avg_delay_q8", 32, 32, Owner::Decide,
      "EWMA of samples <= (2^24 - 1) ns in Q24.8 (RTT samples saturate at 24 bits): needs all 32"),
    f("qa_start_ns", 32, 32, Owner::Decide,
      "timestamp; GoldenCcc compares 32-bit wrapping differences and reports the field: a narrower stamp departs after a CCC is idle >= 2^T ns"),
    f("last_adjust_ns", 32, 32, Owner::Decide, "timestamp, as qa_start_ns"),
    f("last_dec_ns", 32, 32, Owner::Decide, "timestamp, as qa_start_ns"),
    f("base_rtt_ns", 24, 24, Owner::Decide,
      "min-tracked, never above the profile's config base RTT (< 2^24 ns = 16.7 ms)"),
    f("maxwnd", 24, 24, Owner::Decide,
      "<= 2^24 - 1 by the profile check (800 Gb/s x 112 us); read by every event (QA gate, bounds): stored, not derived"),
    f("received_bytes", 32, RECEIVED_BITS, Owner::Decide,
      "after every event either 0 or <= fulfill threshold 8 x MTU < 2^24 (it fulfils and clears above): never narrowed"),
    f("bytes_to_ignore", 24, 24, Owner::Decide, "in-flight snapshot, already 24 bits"),
    f("achieved_bytes", 32, COUNT_BITS, Owner::Decide,
      "only compared with MaxWnd >> gate < 2^24: saturating at 2^25 - 1 keeps every decision"),
    f("bytes_ignored", 32, COUNT_BITS, Owner::Decide,
      "only compared with bytes_to_ignore < 2^24: saturating at 2^25 - 1 keeps every decision"),
    f("fi_count", 32, COUNT_BITS, Owner::Decide,
      "only compared (>) with cwnd < 2^24: saturating at 2^25 - 1 keeps every decision"),
    f("qa_len_ns", 25, 25, Owner::Decide, "base RTT + target < 2^24 + 2^22"),
    f("last_adjust_sub_ps", 10, 10, Owner::Decide, "0..999 ps, the fulfill period in ps"),
    f("fast_active", 1, 1, Owner::Decide, "flag"),
    f("qa_armed", 1, 1, Owner::Decide, "flag"),
    f("trigger_qa", 1, 1, Owner::Decide, "flag"),
    f("phase", 2, 2, Owner::Lifecycle, "IDLE, ACTIVE, READY"),
    f("profile", 0, 3, Owner::Lifecycle, "binding to one of 8 profiles (new)"),
    f("inc_bytes", 48, INC_BITS, Owner::Commit,
      "credit earned by at most 8 x MTU bytes between fulfills: < 8 x MTU x max(fi, alpha x target) < 2^41, checked per profile"),
    f("penalty_active", 1, 1, Owner::Commit, "flag"),
    f("pre_penalty_cwnd", 24, 24, Owner::Commit, "a cwnd, <= MaxWnd < 2^24"),
    f("cwnd", 24, 24, Owner::Commit, "in [MTU, MaxWnd], MaxWnd < 2^24"),
    f("bdp", 24, 0, Owner::Decide,
      "derived: init_bdp of the profile while the base RTT is the config one, else link rate x base RTT (exactly what GoldenCcc stored)"),
];

/// Stored bits of one context.
pub const fn context_bits() -> u32 {
    let mut s = 0;
    let mut i = 0;
    while i < CONTEXT_LAYOUT.len() {
        s += CONTEXT_LAYOUT[i].engine_bits;
        i += 1;
    }
    s
}

/// Bits of the golden model's CCC state (today's registers).
pub const fn golden_state_bits() -> u32 {
    let mut s = 0;
    let mut i = 0;
    while i < CONTEXT_LAYOUT.len() {
        s += CONTEXT_LAYOUT[i].golden_bits;
        i += 1;
    }
    s
}

/// 16-bit BRAM columns of one context.
pub const CONTEXT_COLUMNS: usize = context_bits().div_ceil(BRAM_WIDTH) as usize;

/// Block RAMs the context store of `cccs` CCCs needs (a column per 256 CCCs).
pub const fn context_brams(cccs: usize) -> usize {
    CONTEXT_COLUMNS * cccs.div_ceil(BRAM_DEPTH)
}

/// Bit offset of each field in the packed context word.
pub const fn field_offset(i: usize) -> u32 {
    let mut s = 0;
    let mut k = 0;
    while k < i {
        s += CONTEXT_LAYOUT[k].engine_bits;
        k += 1;
    }
    s
}

/// One packed context: the word at one address of the [`CONTEXT_COLUMNS`] BRAMs.
pub type ContextWord = [u16; CONTEXT_COLUMNS];

/// Mask of a field's stored bits.
const fn field_mask(i: usize) -> u64 {
    let bits = CONTEXT_LAYOUT[i].engine_bits;
    if bits >= 64 {
        u64::MAX
    } else {
        (1 << bits) - 1
    }
}

/// Write field `i` (the low `engine_bits` bits of `v`) into the word, a column piece at a
/// time.
fn put(w: &mut ContextWord, i: usize, v: u64) {
    let off = field_offset(i) as usize;
    let bits = CONTEXT_LAYOUT[i].engine_bits as usize;
    let width = BRAM_WIDTH as usize;
    let mut b = 0;
    while b < bits {
        let p = off + b;
        let (col, sh) = (p / width, p % width);
        let n = (width - sh).min(bits - b);
        let mask = (((1u32 << n) - 1) << sh) as u16;
        let piece = ((((v >> b) as u32) << sh) as u16) & mask;
        w[col] = (w[col] & !mask) | piece;
        b += n;
    }
}

/// Read field `i` from the word, a column piece at a time.
fn get(w: &ContextWord, i: usize) -> u64 {
    let off = field_offset(i) as usize;
    let bits = CONTEXT_LAYOUT[i].engine_bits as usize;
    let width = BRAM_WIDTH as usize;
    let mut v = 0u64;
    let mut b = 0;
    while b < bits {
        let p = off + b;
        let (col, sh) = (p / width, p % width);
        let n = (width - sh).min(bits - b);
        let piece = (w[col] >> sh) as u64 & ((1u64 << n) - 1);
        v |= piece << b;
        b += n;
    }
    v
}

fn phase_code(p: CccPhase) -> u64 {
    match p {
        CccPhase::Idle => 0,
        CccPhase::Active => 1,
        CccPhase::Ready => 2,
    }
}

fn phase_of(code: u64) -> CccPhase {
    match code {
        1 => CccPhase::Active,
        2 => CccPhase::Ready,
        _ => CccPhase::Idle,
    }
}

/// BDP as `GoldenCcc` holds it for a base RTT: the profile's exact `init_bdp` while the
/// base RTT is the configured one (the base only falls, strictly), else the link rate
/// times the base RTT, saturated at 24 bits.
pub fn bdp_of(regs: &RegisterImage, base_rtt_ns: u32) -> u32 {
    if base_rtt_ns == regs.base_rtt_ns {
        regs.init_bdp
    } else {
        regs.link_rate.apply(base_rtt_ns as u64).min(WND_MAX) as u32
    }
}

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

/// Pack a CCC state (with its profile binding) into the context word, narrowing as
/// [`narrow_view`] defines.
pub fn pack(s: &CccState, profile: u8) -> ContextWord {
    let n = narrow_view(s);
    let mut w = [0u16; CONTEXT_COLUMNS];
    let vals: [(usize, u64); fid::BDP] = [
        (fid::AVG, n.avg_delay_q8 as u64),
        (fid::QA_START, n.qa_start_ns as u64),
        (fid::LAST_ADJUST, n.last_adjust_ns as u64),
        (fid::LAST_DEC, n.last_dec_ns as u64),
        (fid::BASE_RTT, n.base_rtt_ns as u64),
        (fid::MAXWND, n.maxwnd as u64),
        (fid::RECEIVED, n.received_bytes as u64),
        (fid::TO_IGNORE, n.bytes_to_ignore as u64),
        (fid::ACHIEVED, n.achieved_bytes as u64),
        (fid::IGNORED, n.bytes_ignored as u64),
        (fid::FI_COUNT, n.fi_count as u64),
        (fid::QA_LEN, n.qa_len_ns as u64),
        (fid::LAST_ADJUST_SUB, n.last_adjust_sub_ps as u64),
        (fid::FAST, n.fast_active as u64),
        (fid::ARMED, n.qa_armed as u64),
        (fid::TRIGGER, n.trigger_qa as u64),
        (fid::PHASE, phase_code(n.phase)),
        (fid::PROFILE, profile as u64),
        (fid::INC, n.inc_bytes),
        (fid::PENALTY, n.penalty_active as u64),
        (fid::PRE_PENALTY, n.pre_penalty_cwnd as u64),
        (fid::CWND, n.cwnd as u64),
    ];
    for (i, v) in vals {
        put(&mut w, i, v);
    }
    w
}

/// The profile id a context word is bound to.
pub fn profile_of_word(w: &ContextWord) -> u8 {
    get(w, fid::PROFILE) as u8
}

/// The phase a context word holds.
pub fn phase_of_word(w: &ContextWord) -> CccPhase {
    phase_of(get(w, fid::PHASE))
}

/// Unpack a context word to the full CCC state (`bdp` derived from the profile).
pub fn unpack(w: &ContextWord, regs: &RegisterImage) -> CccState {
    let g32 = |i| get(w, i) as u32;
    let base_rtt_ns = g32(fid::BASE_RTT);
    CccState {
        phase: phase_of(get(w, fid::PHASE)),
        cwnd: g32(fid::CWND),
        maxwnd: g32(fid::MAXWND),
        bdp: bdp_of(regs, base_rtt_ns),
        base_rtt_ns,
        avg_delay_q8: g32(fid::AVG),
        inc_bytes: get(w, fid::INC),
        received_bytes: g32(fid::RECEIVED),
        achieved_bytes: g32(fid::ACHIEVED),
        bytes_to_ignore: g32(fid::TO_IGNORE),
        bytes_ignored: g32(fid::IGNORED),
        fi_count: g32(fid::FI_COUNT),
        fast_active: get(w, fid::FAST) != 0,
        trigger_qa: get(w, fid::TRIGGER) != 0,
        qa_armed: get(w, fid::ARMED) != 0,
        qa_start_ns: g32(fid::QA_START),
        qa_len_ns: g32(fid::QA_LEN),
        last_adjust_ns: g32(fid::LAST_ADJUST),
        last_adjust_sub_ps: get(w, fid::LAST_ADJUST_SUB) as u16,
        last_dec_ns: g32(fid::LAST_DEC),
        pre_penalty_cwnd: g32(fid::PRE_PENALTY),
        penalty_active: get(w, fid::PENALTY) != 0,
    }
}

/// Cut every field of a state to its stored width, as the context word does: the counters
/// saturated as [`narrow_view`] does, every other field cut to its bits; `bdp` (not
/// stored) untouched. For the states `GoldenCcc` produces only the saturations can engage
/// (every other field is within its stored width, see [`CONTEXT_LAYOUT`]); the cuts are
/// made anyway, so that this is exactly what the word gives for any state.
///
/// Each field is written only when it changes: the engine runs this right after an event
/// wrote the state, and a vector load over fields just stored one by one would wait for
/// the stores (store forwarding fails), which costs more than the event's arithmetic.
#[inline]
fn cut_to_widths(s: &mut CccState) {
    // the saturation limits of `narrow_view` are the fields' masks: saturating alone cuts
    const _: () = assert!(
        INC_STORE_MAX == field_mask(fid::INC)
            && (1 << RECEIVED_BITS) - 1 == field_mask(fid::RECEIVED)
            && COUNT_STORE_MAX == field_mask(fid::ACHIEVED)
            && COUNT_STORE_MAX == field_mask(fid::IGNORED)
            && COUNT_STORE_MAX == field_mask(fid::FI_COUNT)
            && field_mask(fid::PHASE) == 3
    );
    #[inline(always)]
    fn cut(v: &mut u32, i: usize) {
        if *v as u64 & !field_mask(i) != 0 {
            *v = (*v as u64 & field_mask(i)) as u32;
        }
    }
    #[inline(always)]
    fn sat(v: &mut u32, i: usize) {
        if *v as u64 > field_mask(i) {
            *v = field_mask(i) as u32;
        }
    }
    // phase (a code below 4 in 2 bits) and the one-bit flags are stored as they are
    cut(&mut s.cwnd, fid::CWND);
    cut(&mut s.maxwnd, fid::MAXWND);
    cut(&mut s.base_rtt_ns, fid::BASE_RTT);
    cut(&mut s.avg_delay_q8, fid::AVG);
    if s.inc_bytes > INC_STORE_MAX {
        s.inc_bytes = INC_STORE_MAX;
    }
    sat(&mut s.received_bytes, fid::RECEIVED);
    sat(&mut s.achieved_bytes, fid::ACHIEVED);
    cut(&mut s.bytes_to_ignore, fid::TO_IGNORE);
    sat(&mut s.bytes_ignored, fid::IGNORED);
    sat(&mut s.fi_count, fid::FI_COUNT);
    cut(&mut s.qa_start_ns, fid::QA_START);
    cut(&mut s.qa_len_ns, fid::QA_LEN);
    cut(&mut s.last_adjust_ns, fid::LAST_ADJUST);
    if s.last_adjust_sub_ps as u64 & !field_mask(fid::LAST_ADJUST_SUB) != 0 {
        s.last_adjust_sub_ps =
            (s.last_adjust_sub_ps as u64 & field_mask(fid::LAST_ADJUST_SUB)) as u16;
    }
    cut(&mut s.last_dec_ns, fid::LAST_DEC);
    cut(&mut s.pre_penalty_cwnd, fid::PRE_PENALTY);
}

/// The state a context word holds for `s`: `unpack(&pack(s, p), regs)` for any profile `p`,
/// computed without the word (every field cut to its stored width, the counters
/// saturating as [`narrow_view`] does; `bdp` derived from the base RTT and the profile).
pub fn stored_view(s: &CccState, regs: &RegisterImage) -> CccState {
    let mut v = *s;
    cut_to_widths(&mut v);
    v.bdp = bdp_of(regs, v.base_rtt_ns);
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
/// holds it in, the derived fields (QA threshold = 4 x target, fulfill bytes = 8 x MTU,
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
    derived(
        "qa_threshold_ns",
        r.qa_threshold_ns as u64,
        4 * r.target_ns as u64,
        "4 x target_ns",
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
/// Each context is kept unpacked, as the state its context word holds (what
/// `unpack(&pack(..))` gives, [`stored_view`]) beside its profile binding; the word itself
/// is packed only when asked for ([`GoldenEngine::context_word`]). A CCC that is not IDLE
/// has its own [`GoldenCcc`] (the profile's register image), which holds that state; an
/// event empties its pipeline ([`GoldenCcc::empty_pipeline`], as `set_cwnd` does), so that
/// every stage reads the state as it is, steps it and cuts the result to the stored widths:
/// exactly the sequential NSCC of a fresh `GoldenCcc` per event on the unpacked word.
#[derive(Clone, Debug)]
pub struct GoldenEngine {
    /// Per CCC: `None` while IDLE (the all-zero word), else its `GoldenCcc`.
    contexts: Vec<Option<Box<GoldenCcc>>>,
    /// Per CCC: the profile it is bound to (IDLE: 0, as the cleared word holds).
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
        let i = self.index(ccc)?;
        let p = Self::profile_index(profile)?;
        let regs = self.profiles[p].ok_or(EngineError::ProfileNotLoaded(profile))?;
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
        g.state = stored_view(&g.state, &regs);
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

    /// The raw context word of a CCC (what the BRAM columns hold at its address).
    pub fn context_word(&self, ccc: u32) -> Option<ContextWord> {
        let i = ccc as usize;
        let g = self.contexts.get(i)?;
        Some(match g {
            Some(g) => pack(&g.state, self.bindings[i]),
            None => pack(&CccState::default(), 0),
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
        let (base_before, bdp_before) = (g.state.base_rtt_ns, g.state.bdp);
        // every stage reads the state as it is now: sequential NSCC (the stall rule)
        g.empty_pipeline();
        let result = g.step(ev);
        // the context word's widths; bdp derived from the base RTT (unchanged base: the
        // bdp derived before)
        cut_to_widths(&mut g.state);
        g.state.bdp = if g.state.base_rtt_ns == base_before {
            bdp_before
        } else {
            bdp_of(&g.regs, g.state.base_rtt_ns)
        };
        self.applied += 1;
        Ok(EngineStep { ccc, result })
    }
}

#[cfg(test)]
mod reference;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn idle_state_is_the_default() {
        assert_eq!(IDLE_STATE, CccState::default());
    }

    #[test]
    fn layout_is_27_columns_with_one_mixed() {
        assert_eq!(context_bits(), 432);
        assert_eq!(CONTEXT_COLUMNS, 27);
        assert_eq!(context_brams(256), 27);
        assert_eq!(context_brams(128), 27);
        assert_eq!(golden_state_bits(), 489);
        // owners per column: only one column mixes Decide/Lifecycle and Commit fields
        let mut mixed = 0;
        for col in 0..CONTEXT_COLUMNS as u32 {
            let (lo, hi) = (col * BRAM_WIDTH, (col + 1) * BRAM_WIDTH);
            let mut commit = false;
            let mut other = false;
            for (i, fl) in CONTEXT_LAYOUT.iter().enumerate() {
                let (a, b) = (field_offset(i), field_offset(i) + fl.engine_bits);
                if a < hi && b > lo {
                    if fl.owner == Owner::Commit {
                        commit = true;
                    } else {
                        other = true;
                    }
                }
            }
            mixed += (commit && other) as u32;
        }
        assert_eq!(mixed, 1);
    }
}
