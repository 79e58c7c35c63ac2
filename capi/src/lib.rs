//! The C ABI of the golden model (`include/nscc.h`), so that packet simulators (htsim,
//! ns-3, OMNeT++) run NSCC closed-loop with the hardware's arithmetic.
//!
//! Two handle types, no global state: `nscc_ccc` (one CCC, [`GoldenCcc`], optionally with
//! its SLEEK engine) and `nscc_engine` (the multi-CCC engine, [`GoldenEngine`]: a CCC id per
//! event, profiles, lifecycle, refusals). A handle may be used from any thread, one call at
//! a time; different handles are independent, so many simulator instances share a process.
//! No panic crosses the boundary: it becomes `NSCC_ERR_PANIC` and poisons the handle.
//! `docs/simulator-integration.md` maps a simulator's callbacks onto the events.

// Every exported function takes raw pointers from C; the contract (valid or NULL, handles
// from this library) is stated once, in the header's preamble, not per function.
#![allow(clippy::missing_safety_doc)]

pub mod decl;
mod handles;

use std::ffi::c_char;

use decl::{c_consts, c_fns, c_structs, CStrPtr, CType};
use handles::{handle_mut, handle_ref, run, Failure};
pub use handles::{NsccCcc, NsccEngine};

use golden_model::config::CccConfig;
use golden_model::engine::{MAX_CCCS, PROFILES};
use golden_model::Action;

c_consts! {
    /// Version of this ABI: bumped on any change of a struct or a signature.
    NSCC_ABI_VERSION: u32 = 1;
    /// Success.
    NSCC_OK: i32 = 0;
    /// A pointer the function needs is NULL.
    NSCC_ERR_NULL: i32 = 1;
    /// An impossible configuration (the checks of `nscc params`; the message says why).
    NSCC_ERR_CONFIG: i32 = 2;
    /// An argument out of range (event kind, flags, CCC count, profile number).
    NSCC_ERR_ARG: i32 = 3;
    /// Engine: the event was refused (CCC id out of range, CCC not READY, a field too wide for
    /// the event port); nothing changed, the refusal is counted.
    NSCC_ERR_REFUSED: i32 = 4;
    /// Engine: a lifecycle or profile request refused (wrong phase, profile not loaded or in use).
    NSCC_ERR_LIFECYCLE: i32 = 5;
    /// An internal error was caught at the boundary (a bug: please report the message).
    NSCC_ERR_PANIC: i32 = 6;
    /// The handle saw NSCC_ERR_PANIC before and refuses further use; free it.
    NSCC_ERR_POISONED: i32 = 7;
    /// Size of nscc_error.message, NUL included.
    NSCC_ERROR_MESSAGE_LEN: usize = handles::MESSAGE_LEN;
    /// Event kinds (`kind` column of the v1 trace).
    NSCC_KIND_ACK: u32 = 0;
    NSCC_KIND_NACK: u32 = 1;
    NSCC_KIND_SEND: u32 = 2;
    NSCC_KIND_RTO: u32 = 3;
    /// Actions (nscc_output.action; nscc_action_word gives the trace's word).
    NSCC_ACTION_NONE: u32 = Action::None as u32;
    NSCC_ACTION_PROP: u32 = Action::Prop as u32;
    NSCC_ACTION_FAST: u32 = Action::Fast as u32;
    NSCC_ACTION_FAIR: u32 = Action::Fair as u32;
    NSCC_ACTION_MD: u32 = Action::Md as u32;
    NSCC_ACTION_MD_SKIPPED: u32 = Action::MdSkipped as u32;
    NSCC_ACTION_NOOP: u32 = Action::Noop as u32;
    NSCC_ACTION_QA: u32 = Action::Qa as u32;
    NSCC_ACTION_IGNORED: u32 = Action::Ignored as u32;
    NSCC_ACTION_NACK: u32 = Action::Nack as u32;
    /// CCC lifecycle phases (nscc_state.phase).
    NSCC_PHASE_IDLE: u32 = 0;
    NSCC_PHASE_ACTIVE: u32 = 1;
    NSCC_PHASE_READY: u32 = 2;
    /// nscc_ccc_new flags. Default: sequential NSCC, each event sees every earlier one (what
    /// the multi-CCC engine and the compact core compute).
    NSCC_CCC_SEQUENTIAL: u32 = 0;
    /// The one-event-per-clock pipelined core instead: each event enters on the 100 MHz clock
    /// cycle of its t_ps, and events closer than the 30-cycle latency read older state.
    NSCC_CCC_PIPELINED: u32 = 1;
    /// Run the SLEEK loss-recovery engine beside the CCC (send events then matter); its
    /// retransmit requests are read with nscc_ccc_pop_retransmit.
    NSCC_CCC_SLEEK: u32 = 2;
    /// Why a PSN is to be retransmitted (nscc_retransmit.cause; 0 = none).
    NSCC_CAUSE_NONE: u32 = 0;
    NSCC_CAUSE_NACK: u32 = 1;
    NSCC_CAUSE_SLEEK: u32 = 2;
    NSCC_CAUSE_RTO: u32 = 3;
    /// Engine limits: CCC contexts (1..=NSCC_MAX_CCCS) and configuration profiles.
    NSCC_MAX_CCCS: usize = MAX_CCCS;
    NSCC_PROFILES: usize = PROFILES;
}

c_structs! {
    /// What went wrong: the status code again and a NUL-terminated message. Every function
    /// that can fail takes one (or NULL); it is written on failure and cleared on success.
    pub struct NsccError = "nscc_error" {
        pub code: i32,
        pub message: [u8; handles::MESSAGE_LEN],
    }

    /// A CCC configuration (what the CCC manager knows), `docs/golden-model.md`. Fill it with
    /// nscc_config_default, then set what differs. Times in ps, sizes in bytes.
    pub struct NsccConfig = "nscc_config" {
        /// Sender and receiver link speeds, bits/s (the slower one counts).
        pub sender_link_bps: u64,
        pub receiver_link_bps: u64,
        /// config_base_rtt: unloaded RTT of the longest path, ps.
        pub base_rtt_ps: u64,
        /// Fabric-wide RTT for parameter scaling and the fulfill period, ps; 0 = base_rtt_ps.
        pub network_rtt_ps: u64,
        /// Target queueing delay, ps; 0 = 0.75 x network RTT with trimming, 1.0 x without.
        pub target_qdelay_ps: u64,
        /// Initial cwnd, bytes; 0 = MaxWnd (1.5 x BDP).
        pub init_cwnd: u64,
        /// Payload bytes per full packet.
        pub mss: u32,
        /// Wire bytes per full packet (the minimum cwnd); 0 = mss + 64.
        pub mtu: u32,
        /// 1 if the fabric trims (NACKs) instead of dropping.
        pub trimming: u8,
        /// Quick Adapt gate: QA only if achieved < MaxWnd >> qa_gate (htsim: 3).
        pub qa_gate: u8,
        /// 0: htsim's fair increase 5 x mss x a per RTT; 1: the UET AI step Base_BDP >> ai_shift.
        pub use_ai_step: u8,
        /// 0..=17 (10 gives 146 B), used when use_ai_step is 1.
        pub ai_shift: u8,
    }

    /// A gain as the hardware holds it: mant x 2^exp (12-bit mantissa).
    pub struct NsccGain = "nscc_gain" {
        pub mant: u16,
        pub exp: i8,
    }

    /// The register image a configuration loads into a hardware CCC (`nscc params`).
    pub struct NsccRegisterImage = "nscc_register_image" {
        pub mtu: u32,
        pub mss: u32,
        pub init_cwnd: u32,
        pub init_bdp: u32,
        pub init_maxwnd: u32,
        /// min link rate, bytes per ns.
        pub link_rate: NsccGain,
        pub base_rtt_ns: u32,
        pub network_rtt_ns: u32,
        /// The network RTT's ps beyond network_rtt_ns (0..=999).
        pub network_rtt_sub_ps: u32,
        pub target_ns: u32,
        pub qa_threshold_ns: u32,
        /// 0.8 x target, ns Q24.8.
        pub md_gamma_target_q8: u32,
        pub qa_gate: u32,
        pub fulfill_bytes: u32,
        pub alpha: NsccGain,
        pub fi: NsccGain,
        pub fi_scale: NsccGain,
        pub eta: u32,
    }

    /// One event a sender's CCC sees: a v1 trace row's input columns (`docs/trace-format.md`).
    /// Zero-initialise it; unused fields stay 0.
    pub struct NsccEvent = "nscc_event" {
        /// When the sender processes the event, ps.
        pub t_ps: u64,
        /// ack: bytes newly received (the receiver's counter delta, wire bytes); nack: the
        /// trimmed packet's size; send, rto: the packet's size.
        pub bytes: u64,
        /// Raw RTT sample, ps; 0 = no valid sample.
        pub rtt_ps: u64,
        /// The sender's in-flight bytes after the event's own accounting (nack: after the
        /// trimmed packet left), before anything the event lets it send.
        pub in_flight: u64,
        /// RTT of the loss-recovery probe this ACK answers, ps; 0 = none.
        pub probe_rtt_ps: u64,
        /// ack: PSN acked; nack: PSN trimmed; send: PSN sent; rto: PSN timed out (SLEEK only).
        pub psn: u64,
        /// ack: cumulative ACK, the next PSN the receiver expects (SLEEK only).
        pub cum_ack: u64,
        /// Engine: the CCC context (0..cccs-1). A nscc_ccc handle ignores it.
        pub ccc: u32,
        /// NSCC_KIND_*.
        pub kind: u32,
        /// ack: the receiver's out-of-order count (SLEEK only).
        pub ooo: u32,
        /// ack: ECN-CE echo.
        pub ecn: u8,
        /// nack: trimmed at the last hop.
        pub last_hop: u8,
        /// ack: restore-cwnd flag.
        pub rc: u8,
        /// ack: answers a loss-recovery probe (probe_rtt_ps then carries its RTT).
        pub probe: u8,
        /// ack: destination flow-control penalty 0..=127.
        pub rcv_cwnd_pend: u8,
    }

    /// What an event produced: the window a sender obeys, and why.
    pub struct NsccOutput = "nscc_output" {
        /// The congestion window, bytes, in [mtu, maxwnd]: in-flight bytes stay within it.
        pub cwnd: u32,
        pub maxwnd: u32,
        pub bdp: u32,
        /// Min-tracked base RTT, ns.
        pub base_rtt_ns: u32,
        /// The queueing delay this event's decisions used, ns.
        pub delay_ns: u32,
        /// Average queueing delay, ns Q24.8.
        pub avg_delay_q8: u32,
        /// avg_delay in ps (truncated) and the base RTT in ps, as a trace reports them.
        pub avg_delay_ps: u64,
        pub base_rtt_ps: u64,
        /// cwnd / base RTT in bits/s: the rate for a sender that paces instead of (or as
        /// well as) window-limiting. Not capped at the link speed.
        pub rate_bps: u64,
        /// NSCC_ACTION_*.
        pub action: u32,
        /// 1 if the fulfill adjustment ran.
        pub fulfill: u32,
        /// SLEEK: retransmit requests waiting in the handle after this event.
        pub retransmits: u32,
    }

    /// The complete CCC state (what co-simulation compares with the RTL after every event).
    pub struct NsccState = "nscc_state" {
        /// NSCC_PHASE_*.
        pub phase: u32,
        pub cwnd: u32,
        pub maxwnd: u32,
        pub bdp: u32,
        pub base_rtt_ns: u32,
        pub avg_delay_q8: u32,
        /// Pending increase credit, bytes^2.
        pub inc_bytes: u64,
        pub received_bytes: u32,
        pub achieved_bytes: u32,
        pub bytes_to_ignore: u32,
        pub bytes_ignored: u32,
        pub fi_count: u32,
        pub qa_start_ns: u32,
        pub qa_len_ns: u32,
        pub last_adjust_ns: u32,
        pub last_adjust_sub_ps: u32,
        pub last_dec_ns: u32,
        pub pre_penalty_cwnd: u32,
        pub fast_active: u8,
        pub trigger_qa: u8,
        pub qa_armed: u8,
        pub penalty_active: u8,
    }

    /// A retransmit request of the SLEEK engine.
    pub struct NsccRetransmit = "nscc_retransmit" {
        /// Low 32 bits of the PSN.
        pub psn: u32,
        /// NSCC_CAUSE_*; NSCC_CAUSE_NONE when nothing was waiting.
        pub cause: u32,
    }

    /// Engine: events refused per reason, and events applied.
    pub struct NsccRefusals = "nscc_refusals" {
        pub ccc_out_of_range: u64,
        pub idle: u64,
        pub not_ready: u64,
        pub event_out_of_range: u64,
        pub applied: u64,
    }
}

/// The opaque handle types: their C names and what they are.
pub const OPAQUE: [(&str, &str); 2] = [
    (
        "nscc_ccc",
        "One CCC (nscc_ccc_new ... nscc_ccc_free): READY from creation.",
    ),
    (
        "nscc_engine",
        "The multi-CCC engine (nscc_engine_new ... nscc_engine_free): CCC contexts, profiles, lifecycle.",
    ),
];

impl CType for NsccCcc {
    fn c_name() -> String {
        OPAQUE[0].0.to_string()
    }
}

impl CType for NsccEngine {
    fn c_name() -> String {
        OPAQUE[1].0.to_string()
    }
}

/// The header's preamble: the contract of every function.
pub const PREAMBLE: [&str; 7] = [
    "nscc.h: the C ABI of the NSCC golden model (bit-exact with the FPGA NSCC).",
    "Pointers are valid or NULL (NULL where a pointer is needed: NSCC_ERR_NULL); handles",
    "come from this library and are freed once. A handle may move between threads but",
    "takes one call at a time; distinct handles are independent (no global state).",
    "Functions returning int32_t return NSCC_OK or an NSCC_ERR_* code and fill *err (may",
    "be NULL) on failure; outputs are written only on success.",
    "Mapping a simulator's callbacks onto events: docs/simulator-integration.md.",
];

/// `include/nscc.h` as the declarations here define it.
pub fn header() -> String {
    decl::header(&PREAMBLE, &c_consts(), &OPAQUE, &c_structs(), &c_fns())
}

/// The configuration a C `nscc_config` describes.
pub fn config_of(c: &NsccConfig) -> CccConfig {
    let nonzero = |x: u64| (x != 0).then_some(x);
    CccConfig {
        sender_link_bps: c.sender_link_bps,
        receiver_link_bps: c.receiver_link_bps,
        base_rtt_ps: c.base_rtt_ps,
        network_rtt_ps: nonzero(c.network_rtt_ps),
        target_qdelay_ps: nonzero(c.target_qdelay_ps),
        mss: c.mss,
        mtu: (c.mtu != 0).then_some(c.mtu),
        init_cwnd: c.init_cwnd,
        trimming: c.trimming != 0,
        qa_gate: c.qa_gate,
        ai_shift: (c.use_ai_step != 0).then_some(c.ai_shift),
    }
}

/// The register image of a configuration, or why it is impossible (as `nscc params`).
fn image_of(cfg: *const NsccConfig) -> Result<golden_model::RegisterImage, Failure> {
    // SAFETY: the caller passes a valid pointer or NULL (the header's contract).
    let c = unsafe { cfg.as_ref() }.ok_or_else(|| Failure::null("cfg"))?;
    config_of(c)
        .register_image()
        .map_err(|e| Failure::new(NSCC_ERR_CONFIG, format!("impossible configuration: {e}")))
}

fn out<'a, T>(p: *mut T, what: &str) -> Result<&'a mut T, Failure> {
    // SAFETY: as image_of.
    unsafe { p.as_mut() }.ok_or_else(|| Failure::null(what))
}

static ACTION_WORDS: [&str; 11] = [
    "none\0",
    "prop\0",
    "fast\0",
    "fair\0",
    "md\0",
    "md_skipped\0",
    "noop\0",
    "qa\0",
    "ignored\0",
    "nack\0",
    "?\0",
];

c_fns! {
    /// NSCC_ABI_VERSION of the library (compare with the header's).
    fn nscc_abi_version() -> u32 {
        NSCC_ABI_VERSION
    }

    /// The trace's word for an NSCC_ACTION_* ("md_skipped", ...); "?" for an unknown code.
    /// A static string: never freed.
    fn nscc_action_word(action: u32) -> CStrPtr {
        let i = (action as usize).min(ACTION_WORDS.len() - 1);
        CStrPtr(ACTION_WORDS[i].as_ptr() as *const c_char)
    }

    /// Fill *cfg with the reference configuration: 100 Gb/s both ways, 12 us base RTT, mss
    /// 4096, mtu 0 (= 4160), trimming, qa_gate 3, htsim's fair increase, init_cwnd 0 (= MaxWnd).
    fn nscc_config_default(cfg: *mut NsccConfig, err: *mut NsccError) -> i32 {
        run(err, || {
            let d = CccConfig::default();
            *out(cfg, "cfg")? = NsccConfig {
                sender_link_bps: d.sender_link_bps,
                receiver_link_bps: d.receiver_link_bps,
                base_rtt_ps: d.base_rtt_ps,
                mss: d.mss,
                trimming: d.trimming as u8,
                qa_gate: d.qa_gate,
                ..NsccConfig::default()
            };
            Ok(())
        })
    }

    /// Check a configuration as `nscc params` does; on success write its register image to
    /// *image (may be NULL). NSCC_ERR_CONFIG says why a configuration is impossible.
    fn nscc_config_check(
        cfg: *const NsccConfig,
        image: *mut NsccRegisterImage,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let r = image_of(cfg)?;
            // SAFETY: as image_of.
            if let Some(i) = unsafe { image.as_mut() } {
                *i = handles::image_to_c(&r);
            }
            Ok(())
        })
    }

    /// A new CCC loaded with *cfg and READY at t_ps (its fulfill and MD timers start there).
    /// flags: NSCC_CCC_SEQUENTIAL or NSCC_CCC_PIPELINED, optionally | NSCC_CCC_SLEEK.
    fn nscc_ccc_new(
        cfg: *const NsccConfig,
        flags: u32,
        t_ps: u64,
        ccc: *mut *mut NsccCcc,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let slot = out(ccc, "ccc")?;
            let regs = image_of(cfg)?;
            *slot = Box::into_raw(Box::new(NsccCcc::new(regs, flags, t_ps)?));
            Ok(())
        })
    }

    /// Free a CCC (NULL is ignored).
    fn nscc_ccc_free(ccc: *mut NsccCcc) -> () {
        if !ccc.is_null() {
            // SAFETY: a pointer from nscc_ccc_new, freed once (the header's contract).
            let _ = std::panic::catch_unwind(|| drop(unsafe { Box::from_raw(ccc) }));
        }
    }

    /// Process one event (ack, nack, rto; send matters only with NSCC_CCC_SLEEK) and write
    /// the window after it to *output.
    fn nscc_ccc_on_event(
        ccc: *mut NsccCcc,
        ev: *const NsccEvent,
        output: *mut NsccOutput,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let ev = *handle_ref(ev, "ev")?;
            let o = out(output, "out")?;
            *o = handle_mut(ccc, "ccc")?.on_event(&ev)?;
            Ok(())
        })
    }

    /// The complete state of the CCC.
    fn nscc_ccc_state(ccc: *const NsccCcc, state: *mut NsccState, err: *mut NsccError) -> i32 {
        run(err, || {
            let s = handle_ref(ccc, "ccc")?.state()?;
            *out(state, "state")? = s;
            Ok(())
        })
    }

    /// The register image the CCC was loaded with.
    fn nscc_ccc_register_image(
        ccc: *const NsccCcc,
        image: *mut NsccRegisterImage,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let r = handle_ref(ccc, "ccc")?.image()?;
            *out(image, "image")? = r;
            Ok(())
        })
    }

    /// SLEEK: take the oldest retransmit request (cause NSCC_CAUSE_NONE: none waiting).
    fn nscc_ccc_pop_retransmit(
        ccc: *mut NsccCcc,
        rtx: *mut NsccRetransmit,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let o = out(rtx, "rtx")?;
            *o = handle_mut(ccc, "ccc")?.pop_retransmit()?;
            Ok(())
        })
    }

    /// A multi-CCC engine of cccs contexts (1..=NSCC_MAX_CCCS), every CCC IDLE, no profile.
    fn nscc_engine_new(cccs: u32, engine: *mut *mut NsccEngine, err: *mut NsccError) -> i32 {
        run(err, || {
            let slot = out(engine, "engine")?;
            *slot = Box::into_raw(Box::new(NsccEngine::new(cccs)?));
            Ok(())
        })
    }

    /// Free an engine (NULL is ignored).
    fn nscc_engine_free(engine: *mut NsccEngine) -> () {
        if !engine.is_null() {
            // SAFETY: a pointer from nscc_engine_new, freed once (the header's contract).
            let _ = std::panic::catch_unwind(|| drop(unsafe { Box::from_raw(engine) }));
        }
    }

    /// Load *cfg into profile 0..NSCC_PROFILES-1 (refused while a CCC is bound to it, or
    /// when the engine's narrower context cannot hold it: NSCC_ERR_CONFIG).
    fn nscc_engine_load_profile(
        engine: *mut NsccEngine,
        profile: u32,
        cfg: *const NsccConfig,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let regs = image_of(cfg)?;
            handle_mut(engine, "engine")?.load_profile(profile, regs)
        })
    }

    /// IDLE -> ACTIVE: bind the CCC to a loaded profile; its timers start at t_ps.
    fn nscc_engine_activate(
        engine: *mut NsccEngine,
        ccc: u32,
        profile: u32,
        t_ps: u64,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || handle_mut(engine, "engine")?.activate(ccc, profile, t_ps))
    }

    /// ACTIVE -> READY: the CCC's events are now applied.
    fn nscc_engine_ready(engine: *mut NsccEngine, ccc: u32, err: *mut NsccError) -> i32 {
        run(err, || handle_mut(engine, "engine")?.ready(ccc))
    }

    /// Any phase -> IDLE: the CCC's context is cleared and its profile released.
    fn nscc_engine_reset(engine: *mut NsccEngine, ccc: u32, err: *mut NsccError) -> i32 {
        run(err, || handle_mut(engine, "engine")?.reset(ccc))
    }

    /// Process one event of CCC ev->ccc and write that CCC's window after it to *output;
    /// NSCC_ERR_REFUSED (counted, nothing changed) when the engine refuses it.
    fn nscc_engine_on_event(
        engine: *mut NsccEngine,
        ev: *const NsccEvent,
        output: *mut NsccOutput,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let ev = *handle_ref(ev, "ev")?;
            let o = out(output, "out")?;
            *o = handle_mut(engine, "engine")?.on_event(&ev)?;
            Ok(())
        })
    }

    /// The complete state of one CCC as the engine's context holds it (an IDLE CCC: zeros).
    fn nscc_engine_state(
        engine: *const NsccEngine,
        ccc: u32,
        state: *mut NsccState,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let s = handle_ref(engine, "engine")?.state(ccc)?;
            *out(state, "state")? = s;
            Ok(())
        })
    }

    /// Refused events per reason and applied events so far.
    fn nscc_engine_refusals(
        engine: *const NsccEngine,
        refusals: *mut NsccRefusals,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let r = handle_ref(engine, "engine")?.refusals()?;
            *out(refusals, "refusals")? = r;
            Ok(())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `include/nscc.h` is what the declarations generate (NSCC_BLESS=1 rewrites it).
    #[test]
    fn header_is_current() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/include/nscc.h");
        let want = header();
        if std::env::var_os("NSCC_BLESS").is_some() {
            std::fs::write(path, &want).expect("write include/nscc.h");
        }
        let have = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            have == want,
            "capi/include/nscc.h is stale: regenerate it with \
             NSCC_BLESS=1 cargo test -p nscc-capi --lib header"
        );
    }

    #[test]
    fn header_declares_every_function_and_struct() {
        let h = header();
        for f in c_fns() {
            assert!(h.contains(&format!("{}(", f.name)), "{}", f.name);
        }
        assert!(h.contains("int32_t nscc_ccc_new(const nscc_config *cfg, uint32_t flags, uint64_t t_ps, nscc_ccc **ccc, nscc_error *err);"));
        assert!(h.contains("    char message[256];"));
        assert!(h.contains("const char *nscc_action_word(uint32_t action);"));
        assert!(h.contains("void nscc_ccc_free(nscc_ccc *ccc);"));
    }

    #[test]
    fn action_words_are_the_trace_words() {
        for a in Action::ALL {
            // SAFETY: a static NUL-terminated string.
            let w = unsafe { std::ffi::CStr::from_ptr(nscc_action_word(a as u32).0) };
            assert_eq!(w.to_str().unwrap(), a.word());
        }
        // SAFETY: as above.
        let w = unsafe { std::ffi::CStr::from_ptr(nscc_action_word(99).0) };
        assert_eq!(w.to_str().unwrap(), "?");
    }
}
