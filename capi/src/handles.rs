//! The handles behind the C ABI and the boundary's error handling: every call runs under
//! `catch_unwind`, and a panic inside a handle poisons it (its state may be half-updated).

use std::any::Any;
use std::collections::VecDeque;
use std::panic::{catch_unwind, AssertUnwindSafe};

use golden_model::config::{CccConfig, CccPhase, RegisterImage};
use golden_model::engine::{EngineError, GoldenEngine, PROFILES};
use golden_model::float_model::{FloatCcc, FloatState, FloatStep};
use golden_model::hwmath::Gain;
use golden_model::interface::phase_code;
use golden_model::multipath::{
    state_bits, Feedback, MpCcc, MpConfig, MpEngine, MpError, MpRefusal, Strategy,
};
use golden_model::nscc::{CccState, GoldenCcc, HwEvent, StepResult};
use golden_model::sleek::{GoldenSleek, NsccView, Retransmit, SleekEvent, SleekRegs};
use golden_model::{Event, EventKind};

use crate::{
    NsccError, NsccEvConfig, NsccEvDecision, NsccEvEffect, NsccEvRefusals, NsccEvState, NsccEvent,
    NsccGain, NsccOutput, NsccRefusals, NsccRegisterImage, NsccRetransmit, NsccState,
    NSCC_CCC_FLOAT, NSCC_CCC_PIPELINED, NSCC_CCC_SLEEK, NSCC_ERR_ARG, NSCC_ERR_CONFIG,
    NSCC_ERR_LIFECYCLE, NSCC_ERR_NULL, NSCC_ERR_PANIC, NSCC_ERR_POISONED, NSCC_ERR_REFUSED,
    NSCC_EVENT_NO_BASE_RTT, NSCC_KIND_ACK, NSCC_KIND_NACK, NSCC_KIND_RTO, NSCC_KIND_SEND, NSCC_OK,
};

/// Bytes of `nscc_error.message`, NUL included.
pub const MESSAGE_LEN: usize = 256;

/// Clock cycles the SLEEK engine may take to settle after one event: its scan covers at most
/// the 4,096-PSN window (256 words) and the FIFO holds 256 requests, so far fewer are needed;
/// more means a bug, reported rather than looped on.
const SLEEK_SETTLE_MAX: u32 = 1 << 16;

/// A failed call: its status code and message.
#[derive(Debug)]
pub struct Failure {
    pub code: i32,
    pub message: String,
}

impl Failure {
    pub fn new(code: i32, message: impl Into<String>) -> Failure {
        Failure {
            code,
            message: message.into(),
        }
    }

    pub fn null(what: &str) -> Failure {
        Failure::new(NSCC_ERR_NULL, format!("{what} is NULL"))
    }

    fn panic(payload: Box<dyn Any + Send>) -> Failure {
        let what = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic without a message".to_string());
        Failure::new(NSCC_ERR_PANIC, format!("internal error: {what}"))
    }
}

/// `message` into a NUL-terminated buffer, cut at a character boundary if too long.
fn write_message(buf: &mut [u8; MESSAGE_LEN], message: &str) {
    let mut n = message.len().min(MESSAGE_LEN - 1);
    while !message.is_char_boundary(n) {
        n -= 1;
    }
    buf[..n].copy_from_slice(&message.as_bytes()[..n]);
    buf[n] = 0;
}

/// Runs one ABI call: a panic becomes `NSCC_ERR_PANIC`; `*err` (if not NULL) gets the
/// failure, or is cleared on success.
pub fn run(err: *mut NsccError, f: impl FnOnce() -> Result<(), Failure>) -> i32 {
    let r = catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|p| Err(Failure::panic(p)));
    // SAFETY: err is valid or NULL (the header's contract).
    let e = unsafe { err.as_mut() };
    match r {
        Ok(()) => {
            if let Some(e) = e {
                e.code = NSCC_OK;
                e.message[0] = 0;
            }
            NSCC_OK
        }
        Err(f) => {
            if let Some(e) = e {
                e.code = f.code;
                write_message(&mut e.message, &f.message);
            }
            f.code
        }
    }
}

pub fn handle_ref<'a, T>(p: *const T, what: &str) -> Result<&'a T, Failure> {
    // SAFETY: p is valid or NULL (the header's contract).
    unsafe { p.as_ref() }.ok_or_else(|| Failure::null(what))
}

pub fn handle_mut<'a, T>(p: *mut T, what: &str) -> Result<&'a mut T, Failure> {
    // SAFETY: as handle_ref.
    unsafe { p.as_mut() }.ok_or_else(|| Failure::null(what))
}

/// A handle that a panic inside it poisons.
pub(crate) trait Poison: Sized {
    fn poisoned(&mut self) -> &mut bool;
    fn is_poisoned(&self) -> bool;

    /// The handle, or `NSCC_ERR_POISONED` once a panic poisoned it.
    fn checked(&self) -> Result<&Self, Failure> {
        if self.is_poisoned() {
            Err(poisoned_failure())
        } else {
            Ok(self)
        }
    }
}

/// `Poison` for handles whose flag is their field `poisoned`.
macro_rules! poison_field {
    ($($t:ty),*) => {
        $(impl $crate::handles::Poison for $t {
            fn poisoned(&mut self) -> &mut bool {
                &mut self.poisoned
            }
            fn is_poisoned(&self) -> bool {
                self.poisoned
            }
        })*
    };
}
pub(crate) use poison_field;

pub(crate) fn poisoned_failure() -> Failure {
    Failure::new(
        NSCC_ERR_POISONED,
        "this handle hit an internal error earlier and refuses further use: free it",
    )
}

/// Runs `f` on a handle; a panic inside poisons the handle.
pub(crate) fn guard<H: Poison, R>(
    h: &mut H,
    f: impl FnOnce(&mut H) -> Result<R, Failure>,
) -> Result<R, Failure> {
    if *h.poisoned() {
        return Err(poisoned_failure());
    }
    match catch_unwind(AssertUnwindSafe(|| f(&mut *h))) {
        Ok(r) => r,
        Err(p) => {
            *h.poisoned() = true;
            Err(Failure::panic(p))
        }
    }
}

/// The event a C `nscc_event` describes.
#[inline(always)]
pub fn event_of(e: &NsccEvent) -> Result<Event, Failure> {
    let kind = *EventKind::ALL.get(e.kind as usize).ok_or_else(|| {
        Failure::new(
            NSCC_ERR_ARG,
            format!(
                "event kind {} is not NSCC_KIND_ACK, _NACK, _SEND or _RTO (0..=3)",
                e.kind
            ),
        )
    })?;
    let known = NSCC_EVENT_NO_BASE_RTT as u8;
    if e.flags & !known != 0 {
        return Err(Failure::new(
            NSCC_ERR_ARG,
            format!(
                "event flags {:#x}: unknown bits {:#x} (known: NSCC_EVENT_NO_BASE_RTT)",
                e.flags,
                e.flags & !known
            ),
        ));
    }
    Ok(Event {
        t_ps: e.t_ps,
        ccc: e.ccc,
        kind,
        bytes: e.bytes,
        psn: e.psn,
        cum_ack: e.cum_ack,
        rtt_ps: e.rtt_ps,
        ecn: e.ecn != 0,
        last_hop: e.last_hop != 0,
        ooo: e.ooo,
        ev: 0,
        rcv_cwnd_pend: e.rcv_cwnd_pend,
        rc: e.rc != 0,
        in_flight: in_flight_of(e.in_flight),
        probe: e.probe != 0,
        probe_rtt_ps: e.probe_rtt_ps,
        no_base_rtt: e.flags & known != 0,
    })
}

/// The C `nscc_event` of a golden-model event (the struct the handles read back into an
/// [`Event`]), for Rust callers of the ABI (tests, benches) that hold [`Event`]s. `ccc` is
/// the event's own CCC id (for another, e.g. a dense engine id:
/// `NsccEvent { ccc: id, ..ev.into() }`), `kind` its `NSCC_KIND_*` code, `flags` has
/// `NSCC_EVENT_NO_BASE_RTT` when [`Event::no_base_rtt`] is set, `in_flight` is the count as
/// a signed value (`as i64`). [`Event::ev`] has no field in the struct and is dropped; every
/// other field is copied, so the handles see the same event (with `ev` 0, and `in_flight`
/// below 2^63).
impl From<&Event> for NsccEvent {
    fn from(e: &Event) -> NsccEvent {
        NsccEvent {
            t_ps: e.t_ps,
            bytes: e.bytes,
            rtt_ps: e.rtt_ps,
            in_flight: e.in_flight as i64,
            probe_rtt_ps: e.probe_rtt_ps,
            psn: e.psn,
            cum_ack: e.cum_ack,
            ccc: e.ccc,
            kind: match e.kind {
                EventKind::Ack => NSCC_KIND_ACK,
                EventKind::Nack => NSCC_KIND_NACK,
                EventKind::Send => NSCC_KIND_SEND,
                EventKind::Rto => NSCC_KIND_RTO,
            },
            ooo: e.ooo,
            ecn: e.ecn as u8,
            last_hop: e.last_hop as u8,
            rc: e.rc as u8,
            probe: e.probe as u8,
            rcv_cwnd_pend: e.rcv_cwnd_pend,
            flags: if e.no_base_rtt {
                NSCC_EVENT_NO_BASE_RTT as u8
            } else {
                0
            },
        }
    }
}

/// The ABI's signed in-flight count as the models take it: a negative count mod 2^32
/// (htsim's `_bytes_to_ignore = _in_flight` into a uint32).
#[inline(always)]
pub fn in_flight_of(x: i64) -> u64 {
    if x < 0 {
        x as u64 & u32::MAX as u64
    } else {
        x as u64
    }
}

/// A time in ps on the hardware's wrapping 32-bit ns clock.
fn ns_of(t_ps: u64) -> u32 {
    (t_ps / 1000) as u32
}

fn output_of(s: &CccState, r: &StepResult, retransmits: usize) -> NsccOutput {
    let rate_bps = if s.base_rtt_ns == 0 {
        0
    } else {
        // cwnd < 2^24 B: x 8e9 stays below 2^64
        s.cwnd as u64 * 8_000_000_000 / s.base_rtt_ns as u64
    };
    NsccOutput {
        cwnd: s.cwnd,
        maxwnd: s.maxwnd,
        bdp: s.bdp,
        base_rtt_ns: s.base_rtt_ns,
        delay_ns: r.delay_ns,
        avg_delay_q8: s.avg_delay_q8,
        // ns Q24.8 -> ps, truncated (as `nscc replay --out` writes avg_delay_ps)
        avg_delay_ps: s.avg_delay_q8 as u64 * 1000 / 256,
        base_rtt_ps: s.base_rtt_ns as u64 * 1000 + s.base_rtt_sub_ps as u64,
        rate_bps,
        action: r.action.code() as u32,
        fulfill: r.fulfill as u32,
        retransmits: retransmits.min(u32::MAX as usize) as u32,
    }
}

/// What an event of the f64 model produced, in the ABI's integers (truncated; the
/// model's window, MaxWnd and BDP are integral as htsim's int64 members are).
fn float_output(s: &FloatState, r: &FloatStep) -> NsccOutput {
    let base_rtt_ps = s.base_rtt_ps as u64;
    let avg_delay_ps = s.avg_delay_ps as u64;
    let rate_bps = if base_rtt_ps == 0 {
        0
    } else {
        (s.cwnd * 8e12 / s.base_rtt_ps) as u64
    };
    NsccOutput {
        cwnd: s.cwnd as u32,
        maxwnd: s.maxwnd as u32,
        bdp: s.bdp as u32,
        base_rtt_ns: (base_rtt_ps / 1000) as u32,
        delay_ns: 0,
        avg_delay_q8: (avg_delay_ps * 256 / 1000) as u32,
        avg_delay_ps,
        base_rtt_ps,
        rate_bps,
        action: r.action.code() as u32,
        fulfill: r.fulfill as u32,
        retransmits: 0,
    }
}

/// The f64 model's state in the ABI's fields (ns from ps truncated; no fixed-point
/// timers: the QA window's start and length, the MD time stay 0).
fn float_state_to_c(s: &FloatState) -> NsccState {
    NsccState {
        phase: phase_code(CccPhase::Ready) as u32,
        cwnd: s.cwnd as u32,
        maxwnd: s.maxwnd as u32,
        bdp: s.bdp as u32,
        base_rtt_ns: (s.base_rtt_ps / 1000.0) as u32,
        avg_delay_q8: ((s.avg_delay_ps as u64) * 256 / 1000) as u32,
        inc_bytes: s.inc_bytes as u64,
        received_bytes: s.received_bytes as u32,
        achieved_bytes: s.achieved_bytes as u32,
        bytes_to_ignore: s.bytes_to_ignore as u32,
        bytes_ignored: s.bytes_ignored as u32,
        fi_count: s.fi_count as u32,
        last_adjust_ns: (s.last_adjust_ps / 1000.0) as u32,
        last_dec_ns: (s.last_dec_ps / 1000.0) as u32,
        pre_penalty_cwnd: s.pre_penalty_cwnd.map_or(0, |c| c as u32),
        fast_active: s.increase as u8,
        trigger_qa: s.trigger_qa as u8,
        penalty_active: s.pre_penalty_cwnd.is_some() as u8,
        ..NsccState::default()
    }
}

pub fn state_to_c(s: &CccState) -> NsccState {
    NsccState {
        phase: phase_code(s.phase) as u32,
        cwnd: s.cwnd,
        maxwnd: s.maxwnd,
        bdp: s.bdp,
        base_rtt_ns: s.base_rtt_ns,
        avg_delay_q8: s.avg_delay_q8,
        inc_bytes: s.inc_bytes,
        received_bytes: s.received_bytes,
        achieved_bytes: s.achieved_bytes,
        bytes_to_ignore: s.bytes_to_ignore,
        bytes_ignored: s.bytes_ignored,
        fi_count: s.fi_count,
        qa_start_ns: s.qa_start_ns,
        qa_len_ns: s.qa_len_ns,
        last_adjust_ns: s.last_adjust_ns,
        last_adjust_sub_ps: s.last_adjust_sub_ps as u32,
        last_dec_ns: s.last_dec_ns,
        pre_penalty_cwnd: s.pre_penalty_cwnd,
        fast_active: s.fast_active as u8,
        trigger_qa: s.trigger_qa as u8,
        qa_armed: s.qa_armed as u8,
        penalty_active: s.penalty_active as u8,
    }
}

fn gain(g: Gain) -> NsccGain {
    NsccGain {
        mant: g.mant,
        exp: g.exp,
    }
}

pub fn image_to_c(r: &RegisterImage) -> NsccRegisterImage {
    NsccRegisterImage {
        mtu: r.mtu,
        mss: r.mss,
        init_cwnd: r.init_cwnd,
        init_bdp: r.init_bdp,
        init_maxwnd: r.init_maxwnd,
        link_rate: gain(r.link_rate),
        base_rtt_ns: r.base_rtt_ns,
        network_rtt_ns: r.network_rtt_ns,
        network_rtt_sub_ps: r.network_rtt_sub_ps,
        target_ns: r.target_ns,
        qa_threshold_ns: r.qa_threshold_ns,
        md_gamma_target_q8: r.md_gamma_target_q8,
        qa_gate: r.qa_gate as u32,
        fulfill_bytes: r.fulfill_bytes,
        alpha: gain(r.alpha),
        fi: gain(r.fi),
        fi_scale: gain(r.fi_scale),
        eta: r.eta,
    }
}

/// The SLEEK engine beside a CCC: created at the CCC's first send (its PSN starts the
/// window), settled after every event, its requests queued for the simulator.
struct Sleek {
    regs: SleekRegs,
    engine: Option<GoldenSleek>,
    queue: VecDeque<Retransmit>,
}

impl Sleek {
    /// One event, after NSCC processed it (`state`: the CCC after the event, as htsim runs
    /// SLEEK after the window update); then clocks until the engine is idle, taking every
    /// request it emits.
    fn on_event(&mut self, ev: &Event, state: &CccState) -> Result<(), Failure> {
        if self.engine.is_none() && ev.kind == EventKind::Send {
            self.engine = Some(GoldenSleek::new(self.regs, ev.psn as u32));
        }
        let Some(g) = self.engine.as_mut() else {
            return Ok(()); // nothing sent yet: nothing to recover
        };
        let mut o = g.clock(
            Some((SleekEvent::from_event(ev), NsccView::of(state))),
            false,
        );
        for _ in 0..SLEEK_SETTLE_MAX {
            if !o.busy {
                return Ok(());
            }
            // the head shown now is the one a pop in the next cycle takes
            let pop = o.head.is_some();
            if let Some(r) = o.head {
                self.queue.push_back(r);
            }
            o = g.clock(None, pop);
        }
        Err(Failure::new(
            NSCC_ERR_PANIC,
            format!("internal error: the SLEEK engine did not settle in {SLEEK_SETTLE_MAX} cycles"),
        ))
    }
}

/// One CCC (`nscc_ccc`).
pub struct NsccCcc {
    golden: GoldenCcc,
    /// NSCC_CCC_FLOAT: the f64 model computes instead of `golden` (which stays idle).
    float: Option<FloatCcc>,
    sleek: Option<Sleek>,
    poisoned: bool,
}

poison_field!(NsccCcc);

impl NsccCcc {
    pub fn new(
        cfg: &CccConfig,
        regs: RegisterImage,
        flags: u32,
        t_ps: u64,
    ) -> Result<NsccCcc, Failure> {
        if flags & NSCC_CCC_PIPELINED != 0 {
            return Err(Failure::new(
                NSCC_ERR_ARG,
                format!(
                    "NSCC_CCC_PIPELINED: {}",
                    golden_model::nscc::PIPELINED_RETIRED
                ),
            ));
        }
        let known = NSCC_CCC_SLEEK | NSCC_CCC_FLOAT;
        if flags & !known != 0 {
            return Err(Failure::new(
                NSCC_ERR_ARG,
                format!(
                    "unknown flags {:#x} (known: NSCC_CCC_SLEEK, NSCC_CCC_FLOAT)",
                    flags & !known
                ),
            ));
        }
        let float = if flags & NSCC_CCC_FLOAT != 0 {
            if flags & NSCC_CCC_SLEEK != 0 {
                return Err(Failure::new(
                    NSCC_ERR_ARG,
                    "NSCC_CCC_FLOAT runs htsim's f64 NSCC alone: not with NSCC_CCC_SLEEK",
                ));
            }
            // htsim's initNscc: the timers start at 0 whatever t_ps is
            Some(FloatCcc::new(cfg).map_err(|e| {
                Failure::new(NSCC_ERR_CONFIG, format!("impossible configuration: {e}"))
            })?)
        } else {
            None
        };
        Ok(NsccCcc {
            float,
            golden: GoldenCcc::new(regs, ns_of(t_ps)),
            sleek: (flags & NSCC_CCC_SLEEK != 0).then(|| Sleek {
                regs: SleekRegs::from_image(&regs),
                engine: None,
                queue: VecDeque::new(),
            }),
            poisoned: false,
        })
    }

    pub fn on_event(&mut self, ev: &NsccEvent) -> Result<NsccOutput, Failure> {
        let ev = event_of(ev)?;
        guard(self, |c| {
            if let Some(f) = c.float.as_mut() {
                let r = f.on_event(&ev);
                return Ok(float_output(&f.state, &r));
            }
            let st = &c.golden.state;
            let hw = HwEvent::from_event_at_base(&ev, (st.base_rtt_ns, st.base_rtt_sub_ps));
            let r = c.golden.step(&hw);
            let mut waiting = 0;
            if let Some(s) = c.sleek.as_mut() {
                s.on_event(&ev, &c.golden.state)?;
                waiting = s.queue.len();
            }
            Ok(output_of(&c.golden.state, &r, waiting))
        })
    }

    pub fn pop_retransmit(&mut self) -> Result<NsccRetransmit, Failure> {
        guard(self, |c| {
            let s = c.sleek.as_mut().ok_or_else(|| {
                Failure::new(
                    NSCC_ERR_ARG,
                    "this CCC has no SLEEK engine (create it with NSCC_CCC_SLEEK)",
                )
            })?;
            Ok(s.queue
                .pop_front()
                .map(|r| NsccRetransmit {
                    psn: r.psn,
                    cause: r.cause.code() as u32,
                })
                .unwrap_or_default())
        })
    }

    pub fn state(&self) -> Result<NsccState, Failure> {
        let c = self.checked()?;
        Ok(match &c.float {
            Some(f) => float_state_to_c(&f.state),
            None => state_to_c(&c.golden.state),
        })
    }

    pub fn image(&self) -> Result<NsccRegisterImage, Failure> {
        Ok(image_to_c(&self.checked()?.golden.regs))
    }
}

/// The multi-CCC engine (`nscc_engine`).
pub struct NsccEngine {
    engine: GoldenEngine,
    /// The configuration each profile was loaded from (nscc_engine_activate_rtt).
    configs: [Option<CccConfig>; PROFILES],
    poisoned: bool,
}

poison_field!(NsccEngine);

fn engine_failure(e: EngineError) -> Failure {
    let code = match e {
        EngineError::Profile { .. } => NSCC_ERR_CONFIG,
        EngineError::CccCount(_)
        | EngineError::CccOutOfRange { .. }
        | EngineError::ProfileOutOfRange(_) => NSCC_ERR_ARG,
        EngineError::ProfileNotLoaded(_)
        | EngineError::ProfileInUse { .. }
        | EngineError::Phase { .. } => NSCC_ERR_LIFECYCLE,
    };
    Failure::new(code, e.to_string())
}

fn profile_u8(profile: u32) -> Result<u8, Failure> {
    u8::try_from(profile).map_err(|_| {
        Failure::new(
            NSCC_ERR_ARG,
            format!("profile {profile} does not exist (the engine holds {PROFILES})"),
        )
    })
}

impl NsccEngine {
    pub fn new(cccs: u32) -> Result<NsccEngine, Failure> {
        let engine = GoldenEngine::new(cccs as usize).map_err(engine_failure)?;
        Ok(NsccEngine {
            engine,
            configs: Default::default(),
            poisoned: false,
        })
    }

    pub fn load_profile(
        &mut self,
        profile: u32,
        cfg: CccConfig,
        regs: RegisterImage,
    ) -> Result<(), Failure> {
        let p = profile_u8(profile)?;
        guard(self, |e| {
            e.engine.load_profile(p, regs).map_err(engine_failure)?;
            e.configs[p as usize] = Some(cfg);
            Ok(())
        })
    }

    /// `activate` with the CCC's own base RTT in the profile's configuration.
    pub fn activate_rtt(
        &mut self,
        ccc: u32,
        profile: u32,
        t_ps: u64,
        base_rtt_ps: u64,
    ) -> Result<(), Failure> {
        let p = profile_u8(profile)?;
        guard(self, |e| {
            let cfg = e
                .configs
                .get(p as usize)
                .cloned()
                .flatten()
                .ok_or_else(|| engine_failure(EngineError::ProfileNotLoaded(p)))?;
            let regs =
                CccConfig { base_rtt_ps, ..cfg }
                    .register_image()
                    .map_err(|err| {
                        Failure::new(
                    NSCC_ERR_CONFIG,
                    format!("profile {p} with a base RTT of {base_rtt_ps} ps is impossible: {err}"),
                )
                    })?;
            e.engine
                .activate_with(ccc, p, regs, ns_of(t_ps))
                .map_err(engine_failure)
        })
    }

    pub fn activate(&mut self, ccc: u32, profile: u32, t_ps: u64) -> Result<(), Failure> {
        let p = profile_u8(profile)?;
        guard(self, |e| {
            e.engine
                .activate(ccc, p, ns_of(t_ps))
                .map_err(engine_failure)
        })
    }

    pub fn ready(&mut self, ccc: u32) -> Result<(), Failure> {
        guard(self, |e| e.engine.ready(ccc).map_err(engine_failure))
    }

    pub fn reset(&mut self, ccc: u32) -> Result<(), Failure> {
        guard(self, |e| e.engine.reset(ccc).map_err(engine_failure))
    }

    /// One event; on success the CCC's window after it is written to `*out` (untouched on
    /// a failure). Written in place and read field by field from the engine's state: a
    /// copy of a struct just written field by field stalls the CPU (store forwarding),
    /// which costs as much as the event's arithmetic.
    pub fn on_event(&mut self, ev: &NsccEvent, out: &mut NsccOutput) -> Result<(), Failure> {
        let ccc = ev.ccc;
        let ev = event_of(ev)?;
        guard(self, |e| {
            let base = e
                .engine
                .state_ref(ccc)
                .map_or((0, 0), |s| (s.base_rtt_ns, s.base_rtt_sub_ps));
            let hw = HwEvent::from_event_at_base(&ev, base);
            let step = e.engine.step(ccc, &hw);
            let cccs = e.engine.cccs();
            match step {
                Ok(st) => {
                    *out = match e.engine.state_ref(ccc) {
                        Some(s) => output_of(s, &st.result, 0),
                        None => output_of(&CccState::default(), &st.result, 0),
                    };
                    Ok(())
                }
                Err(r) => {
                    let phase = e.engine.phase(ccc).unwrap_or(CccPhase::Idle);
                    Err(Failure::new(
                        NSCC_ERR_REFUSED,
                        format!(
                            "event refused ({}): CCC {} of {cccs}, phase {phase:?}",
                            r.as_str(),
                            ccc
                        ),
                    ))
                }
            }
        })
    }

    pub fn state(&self, ccc: u32) -> Result<NsccState, Failure> {
        let e = self.checked()?;
        let s = e.engine.state(ccc).ok_or_else(|| {
            Failure::new(
                NSCC_ERR_ARG,
                format!(
                    "CCC {ccc} does not exist (the engine holds {})",
                    e.engine.cccs()
                ),
            )
        })?;
        Ok(state_to_c(&s))
    }

    pub fn refusals(&self) -> Result<NsccRefusals, Failure> {
        let e = self.checked()?;
        let r = e.engine.refusals();
        Ok(NsccRefusals {
            ccc_out_of_range: r.ccc_out_of_range,
            idle: r.idle,
            not_ready: r.not_ready,
            event_out_of_range: r.event_out_of_range,
            applied: e.engine.applied(),
        })
    }
}

// ---------------------------------------------------------------------------------------
// The EV engine (`nscc_mp`)
// ---------------------------------------------------------------------------------------

/// The EV engine of many CCCs (`nscc_mp`): [`MpEngine`].
pub struct NsccMp {
    engine: MpEngine,
    poisoned: bool,
}

poison_field!(NsccMp);

/// The golden configuration a C `nscc_mp_config` describes, or why it is impossible.
pub fn mp_config_of(c: &NsccEvConfig) -> Result<MpConfig, Failure> {
    let strategy = *Strategy::ALL.get(c.strategy as usize).ok_or_else(|| {
        Failure::new(
            NSCC_ERR_ARG,
            format!(
                "strategy {} is not NSCC_MP_OBLIVIOUS, _BITMAP, _REPS or _MIXED (0..=3)",
                c.strategy
            ),
        )
    })?;
    let cfg = MpConfig {
        strategy,
        ev_bits: c.ev_bits,
        reps_bits: c.reps_bits,
        pen_ecn: c.pen_ecn,
        pen_nack: c.pen_nack,
        pen_timeout: c.pen_timeout,
        pen_ev_change: c.pen_ev_change,
        freeze_units: c.freeze_units,
        explore_after_freeze: c.explore_after_freeze,
    };
    cfg.validate().map_err(|e| {
        Failure::new(
            NSCC_ERR_CONFIG,
            format!("impossible EV engine configuration: {e}"),
        )
    })?;
    Ok(cfg)
}

/// The C view of a golden configuration.
pub fn mp_config_to_c(c: &MpConfig) -> NsccEvConfig {
    NsccEvConfig {
        strategy: c.strategy.code(),
        ev_bits: c.ev_bits,
        reps_bits: c.reps_bits,
        pen_ecn: c.pen_ecn,
        pen_nack: c.pen_nack,
        pen_timeout: c.pen_timeout,
        pen_ev_change: c.pen_ev_change,
        freeze_units: c.freeze_units,
        explore_after_freeze: c.explore_after_freeze,
    }
}

fn mp_failure(e: MpError) -> Failure {
    let code = match e {
        MpError::Config(_) => NSCC_ERR_CONFIG,
        MpError::CccCount(_) | MpError::CccOutOfRange { .. } => NSCC_ERR_ARG,
        MpError::Active(_) => NSCC_ERR_LIFECYCLE,
    };
    Failure::new(code, e.to_string())
}

fn mp_refused(r: MpRefusal, ccc: u32, cccs: usize) -> Failure {
    let why = match r {
        MpRefusal::CccOutOfRange => {
            format!("CCC {ccc} does not exist (the EV engine holds {cccs})")
        }
        MpRefusal::Idle => format!("CCC {ccc} is not activated"),
        MpRefusal::EvOutOfRange => "the EV is wider than 16 bits".to_string(),
        MpRefusal::FeedbackOutOfRange => {
            "the feedback is not an ACK, NACK or RTO, or its class is not NSCC_FB_* (0..=5)"
                .to_string()
        }
    };
    Failure::new(NSCC_ERR_REFUSED, format!("refused ({}): {why}", r.as_str()))
}

impl NsccMp {
    pub fn new(cfg: MpConfig, cccs: u32, seed: u16) -> Result<NsccMp, Failure> {
        let engine = MpEngine::new(cfg, cccs as usize, seed).map_err(mp_failure)?;
        Ok(NsccMp {
            engine,
            poisoned: false,
        })
    }

    pub fn activate(&mut self, ccc: u32) -> Result<(), Failure> {
        guard(self, |m| m.engine.activate(ccc).map_err(mp_failure))
    }

    pub fn reset(&mut self, ccc: u32) -> Result<(), Failure> {
        guard(self, |m| m.engine.reset(ccc).map_err(mp_failure))
    }

    pub fn next_ev(&mut self, ccc: u32) -> Result<NsccEvDecision, Failure> {
        guard(self, |m| {
            let cccs = m.engine.cccs();
            let d = m
                .engine
                .next_ev(ccc)
                .map_err(|r| mp_refused(r, ccc, cccs))?;
            Ok(NsccEvDecision {
                ev: d.ev as u32,
                index: d.index as u32,
                source: d.source as u32,
                visits: d.visits as u32,
                penalty: d.penalty as u32,
                dropped: d.dropped as u32,
            })
        })
    }

    /// A feedback of class `fb` (`None`: a malformed one, refused and counted).
    pub fn feedback(
        &mut self,
        ccc: u32,
        fb: Option<Feedback>,
        ev: u32,
        t_ps: u64,
    ) -> Result<NsccEvEffect, Failure> {
        guard(self, |m| {
            let cccs = m.engine.cccs();
            let Some(fb) = fb else {
                let r = m.engine.refuse(MpRefusal::FeedbackOutOfRange);
                return Err(mp_refused(r, ccc, cccs));
            };
            let e = m
                .engine
                .feedback(ccc, fb, ev, ns_of(t_ps))
                .map_err(|r| mp_refused(r, ccc, cccs))?;
            Ok(NsccEvEffect {
                fb_class: fb.code(),
                index: e.index as u32,
                penalty: e.penalty as u32,
                recycled: e.recycled as u8,
                froze: e.froze as u8,
                thawed: e.thawed as u8,
            })
        })
    }

    fn ccc_state(&self, ccc: u32) -> Result<MpCcc, Failure> {
        let m = self.checked()?;
        m.engine.state(ccc).ok_or_else(|| {
            Failure::new(
                NSCC_ERR_ARG,
                format!(
                    "CCC {ccc} does not exist (the EV engine holds {})",
                    m.engine.cccs()
                ),
            )
        })
    }

    pub fn state(&self, ccc: u32) -> Result<NsccEvState, Failure> {
        let s = self.ccc_state(ccc)?;
        let cfg = self.engine.config();
        Ok(NsccEvState {
            ready: s.ready as u8,
            frozen: s.frozen as u8,
            ev_hi: s.ev_hi,
            freeze_start: s.freeze_start,
            idx: s.idx,
            xor_mask: s.xor,
            head: s.head,
            fresh: s.fresh,
            count: s.count,
            frozen_head: s.frozen_head,
            explore: s.explore,
            penalised: s.penalised(cfg) as u32,
            evs: cfg.evs() as u32,
            state_bits: state_bits(cfg),
        })
    }

    /// Penalties of EV indices 0..min(len, N) into `out`; returns how many.
    pub fn penalties(&self, ccc: u32, out: &mut [u8]) -> Result<u32, Failure> {
        let s = self.ccc_state(ccc)?;
        let n = self.engine.config().evs().min(out.len());
        for (i, o) in out.iter_mut().take(n).enumerate() {
            *o = s.penalty(i);
        }
        Ok(n as u32)
    }

    /// The fresh ring entries, earliest first, into `out`; returns how many there are.
    pub fn fresh(&self, ccc: u32, out: &mut [u8]) -> Result<u32, Failure> {
        let s = self.ccc_state(ccc)?;
        let f = s.fresh_entries(self.engine.config());
        for (o, e) in out.iter_mut().zip(&f) {
            *o = *e;
        }
        Ok(f.len() as u32)
    }

    pub fn refusals(&self) -> Result<NsccEvRefusals, Failure> {
        let m = self.checked()?;
        let r = m.engine.refusals();
        let (decisions, feedbacks) = m.engine.applied();
        Ok(NsccEvRefusals {
            ccc_out_of_range: r.ccc_out_of_range,
            idle: r.idle,
            ev_out_of_range: r.ev_out_of_range,
            feedback_out_of_range: r.feedback_out_of_range,
            decisions,
            feedbacks,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use golden_model::interface::kind_code;

    #[test]
    fn kinds_are_the_event_port_codes() {
        for k in EventKind::ALL {
            let e = NsccEvent {
                kind: kind_code(k) as u32,
                ..NsccEvent::default()
            };
            assert_eq!(event_of(&e).unwrap().kind, k);
        }
        let bad = NsccEvent {
            kind: 4,
            ..NsccEvent::default()
        };
        assert_eq!(event_of(&bad).unwrap_err().code, NSCC_ERR_ARG);
    }

    #[test]
    fn messages_are_cut_at_a_character_boundary() {
        let mut buf = [0xffu8; MESSAGE_LEN];
        let long = "é".repeat(MESSAGE_LEN);
        write_message(&mut buf, &long);
        let end = buf.iter().position(|&b| b == 0).unwrap();
        assert!(end < MESSAGE_LEN);
        assert!(std::str::from_utf8(&buf[..end]).is_ok());
        assert_eq!(end % 2, 0);
    }

    struct Flaky {
        poisoned: bool,
    }

    poison_field!(Flaky);

    /// A panic becomes NSCC_ERR_PANIC with its message, and poisons the handle.
    #[test]
    fn a_panic_poisons_the_handle() {
        let mut h = Flaky { poisoned: false };
        let r: Result<(), Failure> = guard(&mut h, |_| panic!("boom"));
        let f = r.unwrap_err();
        assert_eq!(f.code, NSCC_ERR_PANIC);
        assert!(f.message.contains("boom"), "{}", f.message);
        assert!(h.poisoned);
        let again = guard(&mut h, |_| Ok(())).unwrap_err();
        assert_eq!(again.code, NSCC_ERR_POISONED);
        let mut err = NsccError {
            code: 0,
            message: [0; MESSAGE_LEN],
        };
        let code = run(&mut err, || panic!("outer"));
        assert_eq!(code, NSCC_ERR_PANIC);
        assert_eq!(err.code, NSCC_ERR_PANIC);
    }
}
