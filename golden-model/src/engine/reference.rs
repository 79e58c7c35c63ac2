//! The engine as it was before its contexts were kept unpacked: every context a packed
//! [`ContextWord`], unpacked, stepped in a fresh `GoldenCcc` and packed again on every event,
//! with the bit-by-bit `put`/`get`. Test-only: the reference the engine must match exactly
//! (results, refusals, states, context words), see `tests` below.

use super::{
    bdp_of, event_fits_port, fid, field_offset, narrow_view, validate_profile, ContextWord,
    EngineError, EngineStep, Refusal, RefusalCounts, BRAM_WIDTH, CONTEXT_COLUMNS, CONTEXT_LAYOUT,
    MAX_CCCS, PROFILES,
};
use crate::config::{CccPhase, RegisterImage};
use crate::nscc::{CccState, GoldenCcc, HwEvent};

fn put(w: &mut ContextWord, i: usize, v: u64) {
    let off = field_offset(i);
    let bits = CONTEXT_LAYOUT[i].engine_bits;
    for b in 0..bits {
        let p = (off + b) as usize;
        let bit = ((v >> b) & 1) as u16;
        let col = p / BRAM_WIDTH as usize;
        let sh = p % BRAM_WIDTH as usize;
        w[col] = (w[col] & !(1 << sh)) | (bit << sh);
    }
}

fn get(w: &ContextWord, i: usize) -> u64 {
    let off = field_offset(i);
    let bits = CONTEXT_LAYOUT[i].engine_bits;
    let mut v = 0u64;
    for b in 0..bits {
        let p = (off + b) as usize;
        let bit = (w[p / BRAM_WIDTH as usize] >> (p % BRAM_WIDTH as usize)) & 1;
        v |= (bit as u64) << b;
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

/// Pack a CCC state (with its profile binding) into the context word, narrowing as
/// [`narrow_view`] defines.
pub fn old_pack(s: &CccState, profile: u8) -> ContextWord {
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
pub fn old_unpack(w: &ContextWord, regs: &RegisterImage) -> CccState {
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

/// The engine as it was: packed contexts.
#[derive(Clone, Debug)]
pub struct RefEngine {
    contexts: Vec<ContextWord>,
    profiles: [Option<RegisterImage>; PROFILES],
    refused: RefusalCounts,
    applied: u64,
}

impl RefEngine {
    /// An engine of `cccs` contexts, every CCC IDLE, no profile loaded.
    pub fn new(cccs: usize) -> Result<RefEngine, EngineError> {
        if cccs == 0 || cccs > MAX_CCCS {
            return Err(EngineError::CccCount(cccs));
        }
        Ok(RefEngine {
            contexts: vec![old_pack(&CccState::default(), 0); cccs],
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

    /// CCCs bound to `profile` (ACTIVE or READY).
    pub fn bound_to(&self, profile: u8) -> usize {
        self.contexts
            .iter()
            .filter(|w| phase_of_word(w) != CccPhase::Idle && profile_of_word(w) == profile)
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
        let phase = phase_of_word(&self.contexts[i]);
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
        self.contexts[i] = old_pack(&g.state, profile);
        Ok(())
    }

    /// ACTIVE -> READY: the CCC may regulate traffic.
    pub fn ready(&mut self, ccc: u32) -> Result<(), EngineError> {
        let i = self.index(ccc)?;
        let phase = phase_of_word(&self.contexts[i]);
        if phase != CccPhase::Active {
            return Err(EngineError::Phase {
                ccc,
                phase,
                op: "ready",
                needs: "ACTIVE",
            });
        }
        put(
            &mut self.contexts[i],
            fid::PHASE,
            phase_code(CccPhase::Ready),
        );
        Ok(())
    }

    /// Any phase -> IDLE: this CCC's context is cleared and its profile binding dropped;
    /// no other CCC is touched.
    pub fn reset(&mut self, ccc: u32) -> Result<(), EngineError> {
        let i = self.index(ccc)?;
        self.contexts[i] = old_pack(&CccState::default(), 0);
        Ok(())
    }

    /// The phase of a CCC (`None`: no such CCC).
    pub fn phase(&self, ccc: u32) -> Option<CccPhase> {
        self.contexts.get(ccc as usize).map(phase_of_word)
    }

    /// The profile a CCC is bound to (`None`: no such CCC, or IDLE).
    pub fn profile_of(&self, ccc: u32) -> Option<u8> {
        let w = self.contexts.get(ccc as usize)?;
        (phase_of_word(w) != CccPhase::Idle).then(|| profile_of_word(w))
    }

    /// The complete state of a CCC as the engine's state port shows it (`bdp` derived;
    /// `None`: no such CCC). An IDLE CCC shows the all-zero state.
    pub fn state(&self, ccc: u32) -> Option<CccState> {
        let w = self.contexts.get(ccc as usize)?;
        let p = profile_of_word(w);
        match self.profiles.get(p as usize).copied().flatten() {
            Some(regs) if phase_of_word(w) != CccPhase::Idle => Some(old_unpack(w, &regs)),
            _ => Some(CccState::default()),
        }
    }

    /// The raw context word of a CCC (what the BRAM columns hold at its address).
    pub fn context_word(&self, ccc: u32) -> Option<ContextWord> {
        self.contexts.get(ccc as usize).copied()
    }

    /// Refused events per reason.
    pub fn refusals(&self) -> RefusalCounts {
        self.refused
    }

    /// Events applied (accepted).
    pub fn applied(&self) -> u64 {
        self.applied
    }

    fn refuse(&mut self, r: Refusal) -> Result<EngineStep, Refusal> {
        self.refused.count(r);
        Err(r)
    }

    /// Apply one event to CCC `ccc`: sequential NSCC on its context, or a refusal (counted,
    /// no state changed) when the id is out of range, the CCC is not READY or the event does
    /// not fit the event port.
    pub fn step(&mut self, ccc: u32, ev: &HwEvent) -> Result<EngineStep, Refusal> {
        let Some(word) = self.contexts.get(ccc as usize).copied() else {
            return self.refuse(Refusal::CccOutOfRange);
        };
        if !event_fits_port(ev) {
            return self.refuse(Refusal::EventOutOfRange);
        }
        match phase_of_word(&word) {
            CccPhase::Ready => {}
            CccPhase::Active => return self.refuse(Refusal::NotReady),
            CccPhase::Idle => return self.refuse(Refusal::Idle),
        }
        let profile = profile_of_word(&word);
        // A READY CCC is bound to a loaded profile (activate needs one and a bound
        // profile cannot be reloaded or removed).
        let Some(regs) = self.profiles.get(profile as usize).copied().flatten() else {
            return self.refuse(Refusal::Idle);
        };
        let before = old_unpack(&word, &regs);
        let mut g = GoldenCcc::idle(regs);
        g.state = before;
        // every stage reads the state as it is now: sequential NSCC (the stall rule)
        g.set_cwnd(before.cwnd);
        let result = g.step(ev);
        let after = g.state;
        self.contexts[ccc as usize] = old_pack(&after, profile);
        self.applied += 1;
        Ok(EngineStep { ccc, result })
    }
}

mod tests {
    use proptest::prelude::*;

    use super::super::{pack, stored_view, unpack, GoldenEngine, COUNT_STORE_MAX};
    use super::*;
    use crate::config::{CccConfig, DUR_MAX, WND_MAX};
    use crate::event::EventKind;

    fn cases(default: u32) -> u32 {
        std::env::var("NSCC_PROPTEST_CASES")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(default)
    }

    /// A field value from a random word: often small, often at or around a power of two
    /// (the stored widths and saturation limits), else any.
    fn value(r: u64) -> u64 {
        let x = r >> 8;
        match r % 4 {
            0 => x % 4096,
            1 => {
                let k = (x >> 8) % 50;
                ((1u64 << k) + (x % 5)).wrapping_sub(2)
            }
            _ => x.rotate_left((r >> 2) as u32 % 64),
        }
    }

    fn any_state(r: [u64; 24]) -> CccState {
        let v32 = |i: usize| value(r[i]) as u32;
        CccState {
            phase: [CccPhase::Idle, CccPhase::Active, CccPhase::Ready][(r[0] % 3) as usize],
            cwnd: v32(1),
            maxwnd: v32(2),
            bdp: v32(3),
            base_rtt_ns: v32(4),
            avg_delay_q8: v32(5),
            inc_bytes: value(r[6]),
            received_bytes: v32(7),
            achieved_bytes: v32(8),
            bytes_to_ignore: v32(9),
            bytes_ignored: v32(10),
            fi_count: v32(11),
            fast_active: r[12] & 1 != 0,
            trigger_qa: r[12] & 2 != 0,
            qa_armed: r[12] & 4 != 0,
            qa_start_ns: v32(13),
            qa_len_ns: v32(14),
            last_adjust_ns: v32(15),
            last_adjust_sub_ps: v32(16) as u16,
            last_dec_ns: v32(17),
            pre_penalty_cwnd: v32(18),
            penalty_active: r[12] & 8 != 0,
        }
    }

    fn image(link_gbps: u64, rtt_ns: u64, mss: u32, init_mtu: bool, qa_gate: u8) -> RegisterImage {
        let mut c = CccConfig {
            sender_link_bps: link_gbps * 1_000_000_000,
            receiver_link_bps: link_gbps * 1_000_000_000,
            base_rtt_ps: rtt_ns * 1000,
            mss,
            qa_gate,
            ..CccConfig::default()
        };
        if init_mtu {
            c.init_cwnd = c.mtu() as u64;
        }
        c.register_image().unwrap()
    }

    /// The images a stream loads: ordinary and extreme ones, and some the engine refuses.
    fn images() -> Vec<RegisterImage> {
        let base = image(400, 10_000, 4096, false, 3);
        let mut bad_derived = base;
        bad_derived.init_maxwnd += 1;
        let mut bad_range = base;
        bad_range.qa_gate = 24;
        let mut bad_credit = base;
        bad_credit.fi.exp = 40;
        vec![
            base,
            image(100, 4_000, 4096, true, 3),
            image(1, 2_000_000, 256, false, 0),
            image(3200, 500, 9000, true, 23),
            image(25, 60_000, 1024, false, 5),
            bad_derived,
            bad_range,
            bad_credit,
        ]
    }

    /// One request of a random stream.
    #[derive(Clone, Debug)]
    enum Op {
        Load(u8, usize),
        Activate(u32, u8, u32),
        Ready(u32),
        Reset(u32),
        Event(u32, [u64; 4]),
    }

    fn op() -> impl Strategy<Value = Op> {
        prop_oneof![
            1 => (0u8..PROFILES as u8 + 1, 0usize..8).prop_map(|(p, i)| Op::Load(p, i)),
            3 => (0u32..8, prop_oneof![3 => 0u8..2, 1 => 0u8..PROFILES as u8 + 1], any::<u32>())
                .prop_map(|(c, p, t)| Op::Activate(c, p, t)),
            3 => (0u32..8).prop_map(Op::Ready),
            1 => (0u32..8).prop_map(Op::Reset),
            40 => (0u32..8, any::<[u64; 4]>()).prop_map(|(c, r)| Op::Event(c, r)),
        ]
    }

    /// The event of random words `r` at time `t_ns` for a CCC whose base RTT is `base`:
    /// samples around the base RTT (some below it, some saturating), bytes of a packet or
    /// up to 2^24 (counters saturate), a few fields beyond the event port.
    fn event(t_ns: u32, base: u32, r: [u64; 4]) -> HwEvent {
        let kind = match r[0] % 16 {
            0..=10 => EventKind::Ack,
            11..=13 => EventKind::Nack,
            14 => EventKind::Rto,
            _ => EventKind::Send,
        };
        let x = r[1];
        let bytes = match (x >> 4) % 8 {
            0 | 2 => ((x >> 8) % (1 << 24)) as u32,
            1 if x.is_multiple_of(64) => (1 << 24) + (x >> 40) as u32 % 3,
            _ => [4160, 4096, 64, 1, 0, 9000][((x >> 8) % 6) as usize],
        };
        let y = r[2];
        let delay = match y % 4 {
            0 => (y >> 8) % 2_000,
            1 => (y >> 8) % 200_000,
            2 => (y >> 8) % (1 << 25),
            _ => 0,
        } as u32;
        let rtt = if (y >> 2).is_multiple_of(10) {
            0
        } else if (y >> 6).is_multiple_of(4) {
            // a new minimum
            (base / 2 + (delay % base.max(1))).max(1)
        } else {
            base.saturating_add(delay).max(1)
        };
        let z = r[3];
        let probe = z.is_multiple_of(20);
        let out_of_port = (z >> 5).is_multiple_of(64);
        HwEvent {
            t_ns,
            t_sub_ps: ((z >> 8) % if out_of_port { 1024 } else { 1000 }) as u16,
            kind,
            bytes,
            rtt_ns: if out_of_port {
                rtt
            } else {
                rtt.min(DUR_MAX as u32)
            },
            ecn: (z >> 18).is_multiple_of(3),
            last_hop: (z >> 20) & 1 != 0,
            rcv_cwnd_pend: if (z >> 21).is_multiple_of(6) {
                ((z >> 24) % if out_of_port { 256 } else { 128 }) as u8
            } else {
                0
            },
            rc: (z >> 32).is_multiple_of(10),
            in_flight: if out_of_port && (z >> 40) & 1 != 0 {
                WND_MAX as u32 + 1
            } else {
                ((z >> 41) % (1 << 24)) as u32
            },
            probe,
            probe_rtt_ns: if probe { rtt.min(DUR_MAX as u32) } else { 0 },
        }
    }

    /// Everything the two engines show, for every CCC id (and one beyond) and profile.
    fn same(e: &GoldenEngine, r: &RefEngine, at: usize) -> Result<(), TestCaseError> {
        prop_assert_eq!(e.cccs(), r.cccs());
        for c in 0..=e.cccs() as u32 {
            prop_assert_eq!(e.state(c), r.state(c), "op {} ccc {}: state", at, c);
            prop_assert_eq!(e.state_ref(c).copied(), r.state(c), "op {} ccc {}", at, c);
            prop_assert_eq!(e.phase(c), r.phase(c), "op {} ccc {}: phase", at, c);
            prop_assert_eq!(e.profile_of(c), r.profile_of(c), "op {} ccc {}", at, c);
            prop_assert_eq!(e.context_word(c), r.context_word(c), "op {} ccc {}", at, c);
        }
        for p in 0..=PROFILES as u8 {
            prop_assert_eq!(e.bound_to(p), r.bound_to(p), "op {} profile {}", at, p);
            prop_assert_eq!(e.profile(p), r.profile(p), "op {} profile {}", at, p);
        }
        prop_assert_eq!(e.refusals(), r.refusals(), "op {}", at);
        prop_assert_eq!(e.applied(), r.applied(), "op {}", at);
        Ok(())
    }

    #[derive(Default, Debug)]
    struct Seen {
        applied: u64,
        refusals: [u64; 4],
        saturated: u64,
        load_errors: u64,
        lifecycle_errors: u64,
    }

    /// A stream through the engine and the packed reference: every answer equal, and every
    /// state, word, phase and binding after every request.
    fn run(n: usize, ops: &[Op], seen: &mut Seen) -> Result<(), TestCaseError> {
        let imgs = images();
        let mut e = GoldenEngine::new(n).unwrap();
        let mut r = RefEngine::new(n).unwrap();
        // most CCCs start READY on profile 0 or 1
        for p in 0..2u8 {
            prop_assert_eq!(
                e.load_profile(p, imgs[p as usize]),
                r.load_profile(p, imgs[p as usize])
            );
        }
        for c in 0..n as u32 {
            prop_assert_eq!(
                e.activate(c, c as u8 % 2, 1_000),
                r.activate(c, c as u8 % 2, 1_000)
            );
            if c % 4 != 3 {
                prop_assert_eq!(e.ready(c), r.ready(c));
            }
        }
        same(&e, &r, 0)?;
        let mut t_ns: u32 = 1_000;
        // ids 0..8: most for a CCC of the engine, 7 for the one beyond it
        let id = |c: u32| if c == 7 { n as u32 } else { c % n as u32 };
        for (k, o) in ops.iter().enumerate() {
            let o = match *o {
                Op::Activate(c, p, t) => Op::Activate(id(c), p, t),
                Op::Ready(c) => Op::Ready(id(c)),
                Op::Reset(c) => Op::Reset(id(c)),
                Op::Event(c, w) => Op::Event(id(c), w),
                ref o => o.clone(),
            };
            match o {
                Op::Load(p, i) => {
                    let got = e.load_profile(p, imgs[i]);
                    seen.load_errors += got.is_err() as u64;
                    prop_assert_eq!(got, r.load_profile(p, imgs[i]), "op {}", k);
                }
                Op::Activate(c, p, t) => {
                    let got = e.activate(c, p, t);
                    seen.lifecycle_errors += got.is_err() as u64;
                    prop_assert_eq!(got, r.activate(c, p, t), "op {}", k);
                }
                Op::Ready(c) => {
                    let got = e.ready(c);
                    seen.lifecycle_errors += got.is_err() as u64;
                    prop_assert_eq!(got, r.ready(c), "op {}", k);
                }
                Op::Reset(c) => prop_assert_eq!(e.reset(c), r.reset(c), "op {}", k),
                Op::Event(c, w) => {
                    // time mostly moves a little, sometimes not at all, sometimes far
                    t_ns = t_ns.wrapping_add(match w[0] >> 60 {
                        0..=5 => 0,
                        6..=13 => (w[0] >> 32) as u32 % 3_000,
                        14 => (w[0] >> 32) as u32 % 200_000,
                        _ => (w[0] >> 16) as u32,
                    });
                    let base = r.state(c).map_or(10_000, |s| s.base_rtt_ns.max(1));
                    let ev = event(t_ns, base, w);
                    let got = e.step(c, &ev);
                    let want = r.step(c, &ev);
                    prop_assert_eq!(got, want, "op {} ccc {} {:?}", k, c, ev);
                    match got {
                        Ok(_) => seen.applied += 1,
                        Err(why) => {
                            seen.refusals[Refusal::ALL.iter().position(|x| *x == why).unwrap()] += 1
                        }
                    }
                    if let Some(s) = e.state(c) {
                        let sat = COUNT_STORE_MAX as u32;
                        seen.saturated += (s.achieved_bytes == sat
                            || s.bytes_ignored == sat
                            || s.fi_count == sat) as u64;
                    }
                }
            }
            same(&e, &r, k + 1)?;
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(cases(1024)))]

        /// The column-wise pack and unpack are the bit-by-bit ones, and `stored_view` is
        /// what a round trip through the word gives, for any state (fields beyond their
        /// widths included) and any word.
        #[test]
        fn pack_unpack_and_stored_view_match_the_bitwise_reference(
            r in any::<[u64; 24]>(),
            profile in any::<u8>(),
            word in any::<[u16; CONTEXT_COLUMNS]>(),
            img in 0usize..5,
        ) {
            let regs = images()[img];
            let s = any_state(r);
            let w = old_pack(&s, profile);
            prop_assert_eq!(pack(&s, profile), w);
            prop_assert_eq!(unpack(&w, &regs), old_unpack(&w, &regs));
            prop_assert_eq!(unpack(&word, &regs), old_unpack(&word, &regs));
            prop_assert_eq!(profile_of_word(&word), super::super::profile_of_word(&word));
            prop_assert_eq!(phase_of_word(&word), super::super::phase_of_word(&word));
            prop_assert_eq!(stored_view(&s, &regs), old_unpack(&w, &regs));
            // the view packs to the same word (so `context_word` packs it on demand)
            prop_assert_eq!(old_pack(&stored_view(&s, &regs), profile), w);
        }

        /// `GoldenCcc::empty_pipeline` is `set_cwnd(state.cwnd)`, whatever the pipeline
        /// held (events in flight, back to back) and whatever the state.
        #[test]
        fn empty_pipeline_is_set_cwnd(
            r in any::<[u64; 24]>(),
            evs in prop::collection::vec(any::<[u64; 4]>(), 0..40),
            img in 0usize..5,
        ) {
            let mut g = GoldenCcc::new(images()[img], 0);
            for (k, w) in evs.iter().enumerate() {
                g.step(&event(k as u32 * 100, g.state.base_rtt_ns.max(1), *w));
            }
            g.state = any_state(r);
            let mut a = g.clone();
            a.empty_pipeline();
            let mut b = g;
            b.set_cwnd(b.state.cwnd);
            prop_assert_eq!(a, b);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(cases(256)))]

        /// Random multi-CCC streams (profile loads, refused ones included; activate, ready,
        /// reset, events, refused ones included) through the engine and the packed
        /// reference: identical after every request.
        #[test]
        fn engine_matches_the_packed_reference(
            n in 1usize..7,
            ops in prop::collection::vec(op(), 1..400),
        ) {
            run(n, &ops, &mut Seen::default())?;
        }
    }

    /// The streams above reach what they are meant to: applied events, every refusal,
    /// saturated counters, refused loads and lifecycle requests (a fixed set of seeds).
    #[test]
    fn streams_cover_saturation_refusals_and_lifecycle() {
        use proptest::strategy::ValueTree;
        use proptest::test_runner::{Config, TestRng, TestRunner};
        let mut runner = TestRunner::new_with_rng(
            Config::default(),
            TestRng::deterministic_rng(proptest::test_runner::RngAlgorithm::ChaCha),
        );
        let mut seen = Seen::default();
        let strat = prop::collection::vec(op(), 300..400);
        for k in 0..40 {
            let ops = strat.new_tree(&mut runner).unwrap().current();
            run(1 + k % 6, &ops, &mut seen).unwrap();
        }
        assert!(seen.applied > 5_000, "{seen:?}");
        assert!(seen.refusals.iter().all(|&n| n > 50), "{seen:?}");
        assert!(seen.saturated > 100, "{seen:?}");
        assert!(seen.load_errors > 20, "{seen:?}");
        assert!(seen.lifecycle_errors > 100, "{seen:?}");
    }
}
