//! The C ABI of the golden model (`include/nscc.h`), so that packet simulators (htsim,
//! ns-3, OMNeT++) run NSCC closed-loop with the hardware's arithmetic.
//!
//! Three handle types, no global state: `nscc_ccc` (one CCC, [`GoldenCcc`], optionally with
//! its SLEEK engine), `nscc_engine` (the multi-CCC engine, [`GoldenEngine`]: a CCC id per
//! event, profiles, lifecycle, refusals) and `nscc_mp` (the EV engine of many CCCs,
//! `golden_model::multipath::MpEngine`: the next EV of a send, feedback of ACKs, NACKs,
//! timeouts with the last-hop flag). A handle may be used from any thread, one call at
//! a time; different handles are independent, so many simulator instances share a process.
//! No panic crosses the boundary: it becomes `NSCC_ERR_PANIC` and poisons the handle.
//! `docs/simulator-integration.md` maps a simulator's callbacks onto the events.

// Every exported function takes raw pointers from C; the contract (valid or NULL, handles
// from this library) is stated once, in the header's preamble, not per function.
#![allow(clippy::missing_safety_doc)]

pub mod decl;
mod handles;
mod int;

use std::ffi::c_char;

use decl::{c_consts, c_fns, c_structs, CStrPtr, CType};
use handles::{handle_mut, handle_ref, run, Failure};
pub use handles::{in_flight_of, NsccCcc, NsccEngine, NsccMp};
pub use int::NsccInt;

use golden_model::config::CccConfig;
use golden_model::engine::{MAX_CCCS, PROFILES};
use golden_model::intcc::fixed::INT_SPEEDS;
use golden_model::intcc::{IntAction, INT_MAX_HOPS};
use golden_model::multipath::{
    state_bits, Feedback, MpConfig, Source, Strategy, EV_BITS_MAX, MP_MAX_CCCS,
};
use golden_model::{Action, EventKind};

c_consts! {
    /// Version of this ABI: bumped on any change of a struct or a signature.
    NSCC_ABI_VERSION: u32 = 4;
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
    /// every core computes: the multi-CCC engine and the compact core).
    NSCC_CCC_SEQUENTIAL: u32 = 0;
    /// Retired with the pipelined one-CCC core and its stale reads: nscc_ccc_new refuses it
    /// (NSCC_ERR_ARG, nscc_last_error says so). Kept so that old callers compile.
    NSCC_CCC_PIPELINED: u32 = 1;
    /// Run the SLEEK loss-recovery engine beside the CCC (send events then matter); its
    /// retransmit requests are read with nscc_ccc_pop_retransmit.
    NSCC_CCC_SLEEK: u32 = 2;
    /// The f64 NSCC model instead of the hardware's integer one: htsim's float arithmetic,
    /// event for event (`nscc replay --model float`), to validate a simulator's mapping bit
    /// for bit against htsim's own NSCC. Not with NSCC_CCC_SLEEK.
    NSCC_CCC_FLOAT: u32 = 4;
    /// nscc_event.flags. NO_BASE_RTT: the RTT sample must not lower the base RTT (htsim: the
    /// ACK of an RTS); a sample below the CCC's base RTT then counts as no sample (the event
    /// votes with the average delay), one at or above it is used as any other. The integer
    /// model compares in ns (the event port's unit), the f64 model in ps.
    NSCC_EVENT_NO_BASE_RTT: u32 = 1;
    /// nscc_config.derive: which fields may be derived. A field whose bit is clear is given:
    /// a 0 there is refused (NSCC_ERR_CONFIG), never derived. A field whose bit is set is
    /// derived when it is 0 and taken as it is otherwise (so ABI 3 code that sets fields after
    /// nscc_config_default keeps working). nscc_config_default sets NSCC_DERIVE_ALL;
    /// nscc_config_derive tells the values in effect.
    NSCC_DERIVE_NETWORK_RTT: u32 = 1;
    NSCC_DERIVE_TARGET: u32 = 2;
    NSCC_DERIVE_MTU: u32 = 4;
    NSCC_DERIVE_INIT_CWND: u32 = 8;
    NSCC_DERIVE_ALL: u32 = 15;
    /// Why a PSN is to be retransmitted (nscc_retransmit.cause; 0 = none).
    NSCC_CAUSE_NONE: u32 = 0;
    NSCC_CAUSE_NACK: u32 = 1;
    NSCC_CAUSE_SLEEK: u32 = 2;
    NSCC_CAUSE_RTO: u32 = 3;
    /// Engine limits: CCC contexts (1..=NSCC_MAX_CCCS) and configuration profiles.
    NSCC_MAX_CCCS: usize = MAX_CCCS;
    NSCC_PROFILES: usize = PROFILES;
    /// The IP core's staged register image (`stage_*`, docs/integration.md): this many 32-bit
    /// registers, register k at byte address NSCC_STAGE_BASE + 4 x k (nscc_config_stage_word).
    NSCC_STAGE_WORDS: usize = golden_model::interface::REGISTER_IMAGE_FIELDS;
    NSCC_STAGE_BASE: u32 = golden_model::interface::registers::STAGE_BASE;
    /// EV strategies (nscc_ev_config.strategy), docs/multipath.md.
    NSCC_MP_OBLIVIOUS: u32 = Strategy::Oblivious as u32;
    NSCC_MP_BITMAP: u32 = Strategy::Bitmap as u32;
    NSCC_MP_REPS: u32 = Strategy::Reps as u32;
    NSCC_MP_MIXED: u32 = Strategy::Mixed as u32;
    /// Feedback classes (nscc_ev_effect.fb_class, nscc_mp_feedback_class). LAST_HOP: a trim or
    /// CE mark at the last hop, which never penalises the path.
    NSCC_FB_GOOD: u32 = Feedback::Good as u32;
    NSCC_FB_LAST_HOP: u32 = Feedback::LastHop as u32;
    NSCC_FB_ECN: u32 = Feedback::Ecn as u32;
    NSCC_FB_NACK: u32 = Feedback::Nack as u32;
    NSCC_FB_TIMEOUT: u32 = Feedback::Timeout as u32;
    NSCC_FB_EV_CHANGE: u32 = Feedback::EvChange as u32;
    /// Where an EV decision came from (nscc_ev_decision.source).
    NSCC_SOURCE_ROTATION: u32 = Source::Rotation as u32;
    NSCC_SOURCE_FALLBACK: u32 = Source::Fallback as u32;
    NSCC_SOURCE_RECYCLED: u32 = Source::Recycled as u32;
    NSCC_SOURCE_EXPLORE: u32 = Source::Explore as u32;
    NSCC_SOURCE_FROZEN: u32 = Source::Frozen as u32;
    /// EV engine limits: CCCs, EV index bits (at most 256 EVs per CCC).
    NSCC_MP_MAX_CCCS: usize = MP_MAX_CCCS;
    NSCC_MP_MAX_EV_BITS: u32 = EV_BITS_MAX as u32;
    /// INT algorithms (nscc_int_config.algo), docs/int-cc.md.
    NSCC_INT_HPCC: u32 = 0;
    NSCC_INT_RX_HPCC: u32 = 1;
    NSCC_INT_FNCC: u32 = 2;
    /// INT models (nscc_int_config.model): the fixed-point golden model (the hardware's
    /// arithmetic, the default) or the f64 model of the texts.
    NSCC_INT_GOLDEN: u32 = 0;
    NSCC_INT_FLOAT: u32 = 1;
    /// INT records an ACK may carry (more: NSCC_ERR_REFUSED, counted, nothing changes).
    NSCC_INT_MAX_HOPS: usize = INT_MAX_HOPS;
    /// Link speeds an INT profile holds constants for (nscc_int_config.speeds_bps).
    NSCC_INT_SPEEDS: usize = INT_SPEEDS;
    /// INT actions (nscc_int_output.action; nscc_int_action_word gives the trace's word).
    NSCC_INT_ACTION_NONE: u32 = IntAction::None as u32;
    NSCC_INT_ACTION_AI: u32 = IntAction::Ai as u32;
    NSCC_INT_ACTION_MIMD: u32 = IntAction::Mimd as u32;
    NSCC_INT_ACTION_LHCS: u32 = IntAction::Lhcs as u32;
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
        /// Fabric-wide RTT for parameter scaling and the fulfill period, ps
        /// (NSCC_DERIVE_NETWORK_RTT: base_rtt_ps).
        pub network_rtt_ps: u64,
        /// Target queueing delay, ps (NSCC_DERIVE_TARGET: 0.75 x network RTT with trimming,
        /// 1.0 x without).
        pub target_qdelay_ps: u64,
        /// Initial cwnd, bytes (NSCC_DERIVE_INIT_CWND: MaxWnd, 1.5 x BDP).
        pub init_cwnd: u64,
        /// Payload bytes per full packet.
        pub mss: u32,
        /// Wire bytes per full packet, the minimum cwnd (NSCC_DERIVE_MTU: mss + 64).
        pub mtu: u32,
        /// 1 if the fabric trims (NACKs) instead of dropping.
        pub trimming: u8,
        /// Quick Adapt gate: QA only if achieved < MaxWnd >> qa_gate (htsim: 3).
        pub qa_gate: u8,
        /// 0: htsim's fair increase 5 x mss x a per RTT; 1: the UET AI step Base_BDP >> ai_shift.
        pub use_ai_step: u8,
        /// 0..=17 (10 gives 146 B), used when use_ai_step is 1.
        pub ai_shift: u8,
        /// NSCC_DERIVE_* bits: the fields derived instead of given (ABI 4; it sits in what
        /// was the struct's tail padding, so the size is unchanged).
        pub derive: u8,
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

    /// A configuration with every derived value worked out (nscc_config_derive): what a
    /// CCC loaded with it starts from.
    pub struct NsccDerived = "nscc_derived" {
        /// The network RTT, target queueing delay and initial cwnd in effect (given or derived).
        pub network_rtt_ps: u64,
        pub target_qdelay_ps: u64,
        pub init_cwnd: u64,
        /// The MTU in effect (given or derived).
        pub mtu: u32,
        /// BDP at the configured base RTT and MaxWnd (1.5 x BDP, at least the MTU), bytes,
        /// as the hardware holds them (the register image's init_bdp and init_maxwnd).
        pub bdp: u32,
        pub maxwnd: u32,
        /// The register image a CCC of this configuration is loaded with.
        pub image: NsccRegisterImage,
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
        /// The sender's in-flight bytes after the event's own accounting, before anything the
        /// event lets it send. nack: AFTER the trimmed packet left the count (htsim calls its
        /// NACK hook before `_in_flight -= pkt_size`: pass `_in_flight - pkt_size` there).
        /// Signed: a simulator's count may go negative (htsim after timeouts); a negative
        /// value is taken mod 2^32, as htsim's uint32 `_bytes_to_ignore` takes it (the
        /// integer model then saturates it to the port's 24 bits).
        pub in_flight: i64,
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
        /// NSCC_EVENT_* bits (ABI 4, in what was tail padding); unknown bits: NSCC_ERR_ARG.
        pub flags: u8,
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

    /// The EV engine's configuration (docs/multipath.md). Fill it with
    /// nscc_mp_config_default, then set what differs.
    pub struct NsccEvConfig = "nscc_ev_config" {
        /// NSCC_MP_*.
        pub strategy: u32,
        /// EVs per CCC = 2^ev_bits, 0..=NSCC_MP_MAX_EV_BITS.
        pub ev_bits: u8,
        /// REPS, Mixed: ring of 2^reps_bits recycled EVs, 0..=4 (htsim: 3).
        pub reps_bits: u8,
        /// Penalty each bad feedback adds, 0..=15 (htsim: ECN 1, NACK 4, timeout 15).
        pub pen_ecn: u8,
        pub pen_nack: u8,
        pub pen_timeout: u8,
        /// The receiver's EV-change request.
        pub pen_ev_change: u8,
        /// REPS: a timeout freezes the ring this many 1,024 ns units (0: never), < 2^15.
        pub freeze_units: u16,
        /// REPS: sends that explore after a freeze, 0..=31.
        pub explore_after_freeze: u8,
    }

    /// A feedback for the EV engine: what an ACK, NACK or timeout says about its EV.
    /// Zero-initialise it; unused fields stay 0.
    pub struct NsccEvFeedback = "nscc_ev_feedback" {
        /// When the sender processes it, ps (REPS' freeze timer).
        pub t_ps: u64,
        /// The CCC context (0..cccs-1).
        pub ccc: u32,
        /// The EV the packet took, as the ACK/NACK echoes it (16 bits; the low ev_bits are
        /// the index); for a timeout, the EV of the timed-out packet's last transmission.
        pub ev: u32,
        /// NSCC_KIND_ACK, NSCC_KIND_NACK or NSCC_KIND_RTO.
        pub kind: u32,
        /// ack: ECN-CE echo.
        pub ecn: u8,
        /// nack: trimmed at the last hop; ack: the CE mark was set at the last hop. Either
        /// way the path is fine: no penalty.
        pub last_hop: u8,
        /// ack: the receiver asks to leave this EV (RCCC).
        pub ev_change: u8,
    }

    /// An EV decision for a packet about to be sent.
    pub struct NsccEvDecision = "nscc_ev_decision" {
        /// The EV to put in the packet (16 bits: the CCC's upper bits and the index).
        pub ev: u32,
        /// The EV index (the low ev_bits of ev).
        pub index: u32,
        /// NSCC_SOURCE_*.
        pub source: u32,
        /// Rotation candidates examined (the hardware reads 4 per block-RAM word).
        pub visits: u32,
        /// The chosen EV's penalty before the decision (0 unless every EV is penalised).
        pub penalty: u32,
        /// Mixed: 1 if a recycled EV was dropped because it is penalised.
        pub dropped: u32,
    }

    /// What a feedback did.
    pub struct NsccEvEffect = "nscc_ev_effect" {
        /// NSCC_FB_*: the class the feedback was given.
        pub fb_class: u32,
        /// The EV index it was about.
        pub index: u32,
        /// That EV's penalty after it (Bitmap, Mixed; else 0).
        pub penalty: u32,
        /// The EV entered the ring of recycled EVs (REPS, Mixed).
        pub recycled: u8,
        /// REPS froze / thawed on this feedback.
        pub froze: u8,
        pub thawed: u8,
    }

    /// One CCC's EV-engine state (the penalties: nscc_mp_penalties; the ring: nscc_mp_fresh).
    pub struct NsccEvState = "nscc_ev_state" {
        pub ready: u8,
        pub frozen: u8,
        /// Upper EV bits (the low ev_bits are 0).
        pub ev_hi: u16,
        /// REPS: when the freeze started, t_ns >> 10.
        pub freeze_start: u16,
        /// Rotation position and XOR mask.
        pub idx: u8,
        pub xor_mask: u8,
        /// Ring: next slot, fresh entries, entries since cleared, frozen cursor.
        pub head: u8,
        pub fresh: u8,
        pub count: u8,
        pub frozen_head: u8,
        /// REPS: sends still exploring.
        pub explore: u8,
        /// EVs with a penalty above 0.
        pub penalised: u32,
        /// EVs per CCC.
        pub evs: u32,
        /// Bits of state per CCC in the hardware's layout.
        pub state_bits: u32,
    }

    /// The EV engine's refusals per reason, and requests applied.
    pub struct NsccEvRefusals = "nscc_ev_refusals" {
        pub ccc_out_of_range: u64,
        pub idle: u64,
        pub ev_out_of_range: u64,
        pub feedback_out_of_range: u64,
        pub decisions: u64,
        pub feedbacks: u64,
    }

    /// An INT CCC's configuration (trace header keys hpcc_*, fncc_*, init_cwnd, mtu;
    /// docs/int-cc.md). Fill it with nscc_int_config_default, then set what differs.
    pub struct NsccIntConfig = "nscc_int_config" {
        /// NSCC_INT_HPCC, _RX_HPCC or _FNCC.
        pub algo: u32,
        /// NSCC_INT_GOLDEN (default) or NSCC_INT_FLOAT.
        pub model: u32,
        /// T, the baseline RTT, ps (1..=2^40-1).
        pub t_ps: u64,
        /// W_AI, bytes (<= 2^24).
        pub wai: u64,
        /// Initial W = Wc, bytes (1..=2^32-1).
        pub init_cwnd: u64,
        /// eta, ppm (1..=2000000).
        pub eta_ppm: u32,
        /// maxStage (<= 15).
        pub max_stage: u32,
        /// FNCC's alpha and beta, ppm (<= 16000000).
        pub alpha_ppm: u32,
        pub beta_ppm: u32,
        /// Wire bytes per data packet: the draft's ack.seq = cum_ack x mtu (>= 1).
        pub mtu: u32,
        /// Golden model: link speeds (bits/s, nonzero) whose constants the profile holds,
        /// speeds_bps[0..n_speeds-1]; a hop whose B is not among them is skipped.
        pub n_speeds: u32,
        pub speeds_bps: [u64; INT_SPEEDS],
        /// 1: a B not yet held is loaded when an ACK first carries it (while the profile has
        /// room), as `nscc replay` does; 0: only speeds_bps and nscc_int_add_speed.
        pub auto_speeds: u8,
    }

    /// One INT record (the trace's int<k>_* columns), first hop from the sender first.
    pub struct NsccIntHop = "nscc_int_hop" {
        /// Queue length at the hop's egress port, bytes.
        pub qlen: u64,
        /// The hop's timestamp, ps.
        pub ts_ps: u64,
        /// The egress port's transmitted-bytes counter (wraps).
        pub txbytes: u64,
        /// Link capacity B, bits/s.
        pub bps: u64,
    }

    /// One ACK of an INT CCC (Rx-HPCC: one data packet at the receiver, t_ps its clock).
    pub struct NsccIntAck = "nscc_int_ack" {
        /// Event time, ps (Rx-HPCC's now).
        pub t_ps: u64,
        /// Cumulative ACK in packets (ack.seq = cum_ack x mtu).
        pub cum_ack: u64,
        /// The sender's next sequence number, bytes.
        pub snd_nxt: u64,
        /// FNCC: the receiver's flow count N (0 = not reported).
        pub n_flows: u64,
    }

    /// What an INT ACK produced: the window and rate a sender obeys, and why.
    pub struct NsccIntOutput = "nscc_int_output" {
        /// W and Wc, bytes, rounded half to even (`nscc replay --out`'s cwnd, wc).
        pub cwnd: u64,
        pub wc: u64,
        /// W and Wc in 1/256 bytes (golden: the registers, Q32.8; f64: rounded).
        pub w_q8: u64,
        pub wc_q8: u64,
        /// U in 2^-20 (golden: the register, Q8.20; f64: rounded) and in ppm.
        pub u_q20: u64,
        pub u_ppm: u64,
        /// The pacing rate R = W / T, bits/s, rounded half to even (as ref_rate_bps).
        pub rate_bps: u64,
        pub inc_stage: u32,
        /// NSCC_INT_ACTION_*.
        pub action: u32,
        /// ComputeWind's branch: 0 none, 1 MI/MD, 2 AI (the trace's ref_branch).
        pub branch: u32,
        /// 1 if Wc was synchronised (lastUpdateSeq / lastUpdateTime passed).
        pub update_wc: u8,
        /// FNCC: 1 if the last-hop congestion speedup set Wc.
        pub lhcs: u8,
    }

    /// An INT CCC's state.
    pub struct NsccIntState = "nscc_int_ccc_state" {
        pub cwnd: u64,
        pub wc: u64,
        pub w_q8: u64,
        pub wc_q8: u64,
        pub u_q20: u64,
        pub u_ppm: u64,
        /// lastUpdateSeq (bytes; HPCC++, FNCC) or lastUpdateTime (ps; Rx-HPCC).
        pub last_update: u64,
        /// ACKs applied, and ACKs refused (more than NSCC_INT_MAX_HOPS records).
        pub events: u64,
        pub refused: u64,
        pub inc_stage: u32,
        /// Records of the previous ACK held (L; 0: none yet).
        pub l_hops: u32,
        /// NSCC_INT_* algorithm and model.
        pub algo: u32,
        pub model: u32,
    }
}

/// The opaque handle types: their C names and what they are.
pub const OPAQUE: [(&str, &str); 4] = [
    (
        "nscc_ccc",
        "One CCC (nscc_ccc_new ... nscc_ccc_free): READY from creation.",
    ),
    (
        "nscc_engine",
        "The multi-CCC engine (nscc_engine_new ... nscc_engine_free): CCC contexts, profiles, lifecycle.",
    ),
    (
        "nscc_mp",
        "The EV engine of many CCCs (nscc_mp_new ... nscc_mp_free): which EV each packet takes.",
    ),
    (
        "nscc_int",
        "One CCC running HPCC++, Rx-HPCC or FNCC (nscc_int_new ... nscc_int_free).",
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

impl CType for NsccMp {
    fn c_name() -> String {
        OPAQUE[2].0.to_string()
    }
}

impl CType for NsccInt {
    fn c_name() -> String {
        OPAQUE[3].0.to_string()
    }
}

/// The header's preamble: the contract of every function.
pub const PREAMBLE: [&str; 8] = [
    "nscc.h: the C ABI of the NSCC golden model (bit-exact with the FPGA NSCC); HPCC++,",
    "Rx-HPCC and FNCC (nscc_int_*) on their golden fixed-point or f64 models.",
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

/// `ip/tb/nscc_abi.py`: the structs and constants for Python's ctypes.
pub fn python_module() -> String {
    decl::python_module(
        "\"\"\"Generated from capi/src/lib.rs (capi/src/decl.rs); do not edit: a test compares this\n\
         file with the Rust declarations. Regenerate with\n\
         NSCC_BLESS=1 cargo test -p nscc-capi --lib python\n\n\
         The C ABI's structs (capi/include/nscc.h) as ctypes structures.\"\"\"",
        &c_consts(),
        &c_structs(),
    )
}

/// The configuration a C `nscc_config` describes, or why it cannot be one: a field is
/// derived when its `NSCC_DERIVE_*` bit is set and it is 0; with its bit clear a 0 is an
/// error.
pub fn config_of(c: &NsccConfig) -> Result<CccConfig, Failure> {
    let derive = c.derive as u32;
    if derive & !NSCC_DERIVE_ALL != 0 {
        return Err(Failure::new(
            NSCC_ERR_ARG,
            format!(
                "nscc_config.derive {derive:#x}: unknown bits {:#x} (NSCC_DERIVE_ALL is {NSCC_DERIVE_ALL:#x})",
                derive & !NSCC_DERIVE_ALL
            ),
        ));
    }
    let field = |name: &str, bit: u32, flag: &str, v: u64| -> Result<Option<u64>, Failure> {
        match (derive & bit != 0, v) {
            (true, 0) => Ok(None),
            (false, 0) => Err(Failure::new(
                NSCC_ERR_CONFIG,
                format!("nscc_config.{name} is 0: give a value, or set {flag} in derive to have it derived"),
            )),
            (_, v) => Ok(Some(v)),
        }
    };
    let network_rtt_ps = field(
        "network_rtt_ps",
        NSCC_DERIVE_NETWORK_RTT,
        "NSCC_DERIVE_NETWORK_RTT",
        c.network_rtt_ps,
    )?;
    let target_qdelay_ps = field(
        "target_qdelay_ps",
        NSCC_DERIVE_TARGET,
        "NSCC_DERIVE_TARGET",
        c.target_qdelay_ps,
    )?;
    let mtu = field("mtu", NSCC_DERIVE_MTU, "NSCC_DERIVE_MTU", c.mtu as u64)?;
    let init_cwnd = field(
        "init_cwnd",
        NSCC_DERIVE_INIT_CWND,
        "NSCC_DERIVE_INIT_CWND",
        c.init_cwnd,
    )?;
    Ok(CccConfig {
        sender_link_bps: c.sender_link_bps,
        receiver_link_bps: c.receiver_link_bps,
        base_rtt_ps: c.base_rtt_ps,
        network_rtt_ps,
        target_qdelay_ps,
        mss: c.mss,
        mtu: mtu.map(|m| m as u32),
        // CccConfig's own "derived" marker
        init_cwnd: init_cwnd.unwrap_or(0),
        trimming: c.trimming != 0,
        qa_gate: c.qa_gate,
        ai_shift: (c.use_ai_step != 0).then_some(c.ai_shift),
    })
}

/// The configuration at `cfg` and its register image, or why it is impossible (as
/// `nscc params`).
fn checked_config(
    cfg: *const NsccConfig,
) -> Result<(CccConfig, golden_model::RegisterImage), Failure> {
    // SAFETY: the caller passes a valid pointer or NULL (the header's contract).
    let c = unsafe { cfg.as_ref() }.ok_or_else(|| Failure::null("cfg"))?;
    let cc = config_of(c)?;
    let r = cc
        .register_image()
        .map_err(|e| Failure::new(NSCC_ERR_CONFIG, format!("impossible configuration: {e}")))?;
    Ok((cc, r))
}

/// The register image of a configuration, or why it is impossible (as `nscc params`).
fn image_of(cfg: *const NsccConfig) -> Result<golden_model::RegisterImage, Failure> {
    Ok(checked_config(cfg)?.1)
}

/// The EV engine's configuration a C `nscc_mp_config` describes, or why it is impossible.
fn mp_config(cfg: *const NsccEvConfig) -> Result<MpConfig, Failure> {
    // SAFETY: as image_of.
    let c = unsafe { cfg.as_ref() }.ok_or_else(|| Failure::null("cfg"))?;
    handles::mp_config_of(c)
}

/// The class of a C feedback (`None`: its kind is not ACK, NACK or RTO).
pub fn feedback_class(f: &NsccEvFeedback) -> Option<Feedback> {
    let kind = match f.kind {
        NSCC_KIND_ACK => EventKind::Ack,
        NSCC_KIND_NACK => EventKind::Nack,
        NSCC_KIND_RTO => EventKind::Rto,
        _ => return None,
    };
    let lh = f.last_hop != 0;
    Feedback::of_event(kind, f.ecn != 0, lh, lh, f.ev_change != 0)
}

/// `len` bytes at `p` (NULL with len 0 is fine).
fn bytes_out<'a>(p: *mut u8, len: u32, what: &str) -> Result<&'a mut [u8], Failure> {
    if len == 0 {
        return Ok(&mut []);
    }
    if p.is_null() {
        return Err(Failure::null(what));
    }
    // SAFETY: the caller passes `len` writable bytes at `p` (the header's contract).
    Ok(unsafe { std::slice::from_raw_parts_mut(p, len as usize) })
}

fn out<'a, T>(p: *mut T, what: &str) -> Result<&'a mut T, Failure> {
    // SAFETY: as image_of.
    unsafe { p.as_mut() }.ok_or_else(|| Failure::null(what))
}

/// Writes `v` to `*p` unless `p` is NULL (an optional out-parameter).
fn write_opt<T>(p: *mut T, v: T) {
    // SAFETY: as image_of.
    if let Some(o) = unsafe { p.as_mut() } {
        *o = v;
    }
}

static INT_ACTION_WORDS: [&str; 5] = ["none\0", "ai\0", "mimd\0", "lhcs\0", "?\0"];

/// `n` records at `p` (NULL with n 0 is fine).
fn hops_in<'a>(p: *const NsccIntHop, n: u32) -> Result<&'a [NsccIntHop], Failure> {
    if n == 0 {
        return Ok(&[]);
    }
    if p.is_null() {
        return Err(Failure::null("hops"));
    }
    // SAFETY: the caller passes `n` readable records at `p` (the header's contract).
    Ok(unsafe { std::slice::from_raw_parts(p, n as usize) })
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
                derive: NSCC_DERIVE_ALL as u8,
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
            write_opt(image, handles::image_to_c(&r));
            Ok(())
        })
    }

    /// The IP core's staged register `index` (0..NSCC_STAGE_WORDS-1, at byte address
    /// NSCC_STAGE_BASE + 4 x index) for *cfg, in *value: write every one over AXI4-Lite, then
    /// `profile_write` (docs/integration.md). The image nscc_config_check returns, in the
    /// registers' fields (the gains' mantissas and exponents apart, the ps of the base RTT,
    /// the target and the QA threshold included). NSCC_ERR_ARG for an index out of range.
    fn nscc_config_stage_word(
        cfg: *const NsccConfig,
        index: u32,
        value: *mut u32,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let o = out(value, "value")?;
            let r = image_of(cfg)?;
            let words = golden_model::interface::register_image_values(&r);
            let w = words.get(index as usize).ok_or_else(|| {
                Failure::new(
                    NSCC_ERR_ARG,
                    format!(
                        "stage register {index}: the image has {} (0..={})",
                        words.len(),
                        words.len() - 1
                    ),
                )
            })?;
            *o = *w as u32;
            Ok(())
        })
    }

    /// What *cfg derives (the NSCC_DERIVE_* fields, BDP, MaxWnd) and its register image,
    /// checked as nscc_config_check checks it.
    fn nscc_config_derive(
        cfg: *const NsccConfig,
        derived: *mut NsccDerived,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let o = out(derived, "derived")?;
            let (cc, r) = checked_config(cfg)?;
            *o = NsccDerived {
                network_rtt_ps: cc.network_rtt_ps(),
                target_qdelay_ps: cc.target_qdelay_ps(),
                init_cwnd: r.init_cwnd as u64,
                mtu: r.mtu,
                bdp: r.init_bdp,
                maxwnd: r.init_maxwnd,
                image: handles::image_to_c(&r),
            };
            Ok(())
        })
    }

    /// A new CCC loaded with *cfg and READY at t_ps (its fulfill and MD timers start there).
    /// flags: NSCC_CCC_SEQUENTIAL or NSCC_CCC_FLOAT, optionally | NSCC_CCC_SLEEK (not with
    /// NSCC_CCC_FLOAT; NSCC_CCC_PIPELINED is retired: NSCC_ERR_ARG).
    fn nscc_ccc_new(
        cfg: *const NsccConfig,
        flags: u32,
        t_ps: u64,
        ccc: *mut *mut NsccCcc,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let slot = out(ccc, "ccc")?;
            let (cc, regs) = checked_config(cfg)?;
            *slot = Box::into_raw(Box::new(NsccCcc::new(&cc, regs, flags, t_ps)?));
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
            let (cc, regs) = checked_config(cfg)?;
            handle_mut(engine, "engine")?.load_profile(profile, cc, regs)
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

    /// IDLE -> ACTIVE as nscc_engine_activate, with the CCC's own base RTT: the profile's
    /// configuration with base_rtt_ps in place of its own (the pair's unloaded RTT: BDP,
    /// MaxWnd and the initial cwnd follow it, and so does the network RTT where the profile
    /// derives it). What a nscc_ccc of that configuration computes; the 8 profiles then
    /// hold configurations that differ in more than the base RTT. NSCC_ERR_CONFIG when the
    /// configuration with that base RTT is impossible.
    fn nscc_engine_activate_rtt(
        engine: *mut NsccEngine,
        ccc: u32,
        profile: u32,
        t_ps: u64,
        base_rtt_ps: u64,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            handle_mut(engine, "engine")?.activate_rtt(ccc, profile, t_ps, base_rtt_ps)
        })
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
            let ev = handle_ref(ev, "ev")?;
            let o = out(output, "out")?;
            handle_mut(engine, "engine")?.on_event(ev, o)
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

    /// Fill *cfg with the reference EV-engine configuration: Mixed, 8 EVs, a ring of 8,
    /// htsim's penalties (ECN 1, NACK 4, timeout 15; EV change 4), REPS freeze 10 ms
    /// (9,766 units), 16 exploring sends after it.
    fn nscc_mp_config_default(cfg: *mut NsccEvConfig, err: *mut NsccError) -> i32 {
        run(err, || {
            *out(cfg, "cfg")? = handles::mp_config_to_c(&MpConfig::default());
            Ok(())
        })
    }

    /// Check an EV-engine configuration; on success write its state bits per CCC to
    /// *bits (may be NULL). NSCC_ERR_CONFIG / NSCC_ERR_ARG say why it is impossible.
    fn nscc_mp_config_check(cfg: *const NsccEvConfig, bits: *mut u32, err: *mut NsccError) -> i32 {
        run(err, || {
            let c = mp_config(cfg)?;
            write_opt(bits, state_bits(&c));
            Ok(())
        })
    }

    /// An EV engine of cccs contexts (1..=NSCC_MP_MAX_CCCS), every CCC idle, its LFSR
    /// seeded with seed (0 becomes 0xACE1).
    fn nscc_mp_new(
        cfg: *const NsccEvConfig,
        cccs: u32,
        seed: u16,
        mp: *mut *mut NsccMp,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let slot = out(mp, "mp")?;
            let c = mp_config(cfg)?;
            *slot = Box::into_raw(Box::new(NsccMp::new(c, cccs, seed)?));
            Ok(())
        })
    }

    /// Free an EV engine (NULL is ignored).
    fn nscc_mp_free(mp: *mut NsccMp) -> () {
        if !mp.is_null() {
            // SAFETY: a pointer from nscc_mp_new, freed once (the header's contract).
            let _ = std::panic::catch_unwind(|| drop(unsafe { Box::from_raw(mp) }));
        }
    }

    /// Idle -> ready: the CCC's upper EV bits and first XOR mask are drawn from the LFSR,
    /// penalties and ring cleared (NSCC_ERR_LIFECYCLE if it is ready already).
    fn nscc_mp_activate(mp: *mut NsccMp, ccc: u32, err: *mut NsccError) -> i32 {
        run(err, || handle_mut(mp, "mp")?.activate(ccc))
    }

    /// Any -> idle: the CCC's EV state cleared.
    fn nscc_mp_reset(mp: *mut NsccMp, ccc: u32, err: *mut NsccError) -> i32 {
        run(err, || handle_mut(mp, "mp")?.reset(ccc))
    }

    /// The EV of CCC ccc's next packet (data, retransmission, probe or RTS alike);
    /// NSCC_ERR_REFUSED (counted, nothing changed) for an unknown or idle CCC.
    fn nscc_mp_next_ev(
        mp: *mut NsccMp,
        ccc: u32,
        decision: *mut NsccEvDecision,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let o = out(decision, "decision")?;
            *o = handle_mut(mp, "mp")?.next_ev(ccc)?;
            Ok(())
        })
    }

    /// An ACK, NACK or timeout of an EV: its class from kind, ecn, last_hop and ev_change
    /// (a last-hop trim or CE mark never penalises); *effect (may be NULL) says what it did.
    /// NSCC_ERR_REFUSED (counted, nothing changed) for an unknown or idle CCC, an EV wider
    /// than 16 bits, or a kind that is not ACK, NACK or RTO.
    fn nscc_mp_feedback(
        mp: *mut NsccMp,
        fb: *const NsccEvFeedback,
        effect: *mut NsccEvEffect,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let f = *handle_ref(fb, "fb")?;
            let e = handle_mut(mp, "mp")?.feedback(f.ccc, feedback_class(&f), f.ev, f.t_ps)?;
            write_opt(effect, e);
            Ok(())
        })
    }

    /// A feedback of a class the caller decided (fb_class: NSCC_FB_*) on EV ev of CCC ccc at t_ps;
    /// a class out of range is refused and counted.
    fn nscc_mp_feedback_class(
        mp: *mut NsccMp,
        ccc: u32,
        fb_class: u32,
        ev: u32,
        t_ps: u64,
        effect: *mut NsccEvEffect,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let e = handle_mut(mp, "mp")?.feedback(ccc, Feedback::from_code(fb_class), ev, t_ps)?;
            write_opt(effect, e);
            Ok(())
        })
    }

    /// One CCC's EV-engine state (an idle CCC: zeros).
    fn nscc_mp_state(mp: *const NsccMp, ccc: u32, state: *mut NsccEvState, err: *mut NsccError) -> i32 {
        run(err, || {
            let s = handle_ref(mp, "mp")?.state(ccc)?;
            *out(state, "state")? = s;
            Ok(())
        })
    }

    /// The penalties of EV indices 0..min(len, EVs) into out[]; *n (may be NULL) gets how
    /// many were written.
    fn nscc_mp_penalties(
        mp: *const NsccMp,
        ccc: u32,
        penalties: *mut u8,
        len: u32,
        n: *mut u32,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let buf = bytes_out(penalties, len, "penalties")?;
            let k = handle_ref(mp, "mp")?.penalties(ccc, buf)?;
            write_opt(n, k);
            Ok(())
        })
    }

    /// The fresh ring entries (EV indices, earliest first) into out[] (at most len);
    /// *n (may be NULL) gets how many there are.
    fn nscc_mp_fresh(
        mp: *const NsccMp,
        ccc: u32,
        entries: *mut u8,
        len: u32,
        n: *mut u32,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let buf = bytes_out(entries, len, "entries")?;
            let k = handle_ref(mp, "mp")?.fresh(ccc, buf)?;
            write_opt(n, k);
            Ok(())
        })
    }

    /// Refused requests per reason, decisions and feedbacks applied so far.
    fn nscc_mp_refusals(
        mp: *const NsccMp,
        refusals: *mut NsccEvRefusals,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let r = handle_ref(mp, "mp")?.refusals()?;
            *out(refusals, "refusals")? = r;
            Ok(())
        })
    }

    /// The trace's word for an NSCC_INT_ACTION_* ("ai", "mimd", "lhcs", "none"); "?" for an
    /// unknown code. A static string: never freed.
    fn nscc_int_action_word(action: u32) -> CStrPtr {
        let i = (action as usize).min(INT_ACTION_WORDS.len() - 1);
        CStrPtr(INT_ACTION_WORDS[i].as_ptr() as *const c_char)
    }

    /// Fill *cfg with a reference INT configuration: HPCC++ on the golden model, 100 Gb/s,
    /// T 10 us, init_cwnd B x T = 125000 B, eta 0.95, maxStage 5, W_AI 781 B (init_cwnd x
    /// (1 - eta) / 8), FNCC alpha 1.05 and beta 0.9, mtu 4160, speeds {100 Gb/s}, auto_speeds 1.
    fn nscc_int_config_default(cfg: *mut NsccIntConfig, err: *mut NsccError) -> i32 {
        run(err, || {
            let mut speeds_bps = [0; INT_SPEEDS];
            speeds_bps[0] = 100_000_000_000;
            *out(cfg, "cfg")? = NsccIntConfig {
                algo: NSCC_INT_HPCC,
                model: NSCC_INT_GOLDEN,
                t_ps: 10_000_000,
                wai: 781,
                init_cwnd: 125_000,
                eta_ppm: 950_000,
                max_stage: 5,
                alpha_ppm: 1_050_000,
                beta_ppm: 900_000,
                mtu: 4160,
                n_speeds: 1,
                speeds_bps,
                auto_speeds: 1,
            };
            Ok(())
        })
    }

    /// Check an INT configuration (the checks of the models and of the profile's speed
    /// table): NSCC_ERR_CONFIG or NSCC_ERR_ARG say why it is impossible.
    fn nscc_int_config_check(cfg: *const NsccIntConfig, err: *mut NsccError) -> i32 {
        run(err, || {
            int::golden_of(handle_ref(cfg, "cfg")?)?;
            Ok(())
        })
    }

    /// A new INT CCC of *cfg: W = Wc = init_cwnd, U = 1, incStage 0, no L yet.
    fn nscc_int_new(cfg: *const NsccIntConfig, handle: *mut *mut NsccInt, err: *mut NsccError) -> i32 {
        run(err, || {
            let slot = out(handle, "handle")?;
            let h = NsccInt::new(handle_ref(cfg, "cfg")?)?;
            *slot = Box::into_raw(Box::new(h));
            Ok(())
        })
    }

    /// Free an INT CCC (NULL is ignored).
    fn nscc_int_free(handle: *mut NsccInt) -> () {
        if !handle.is_null() {
            // SAFETY: a pointer from nscc_int_new, freed once (the header's contract).
            let _ = std::panic::catch_unwind(|| drop(unsafe { Box::from_raw(handle) }));
        }
    }

    /// Load a link speed's constants into the golden model's profile (configuration time;
    /// NSCC_ERR_CONFIG for B = 0 or a full table). The f64 model needs none: NSCC_OK.
    fn nscc_int_add_speed(handle: *mut NsccInt, bps: u64, err: *mut NsccError) -> i32 {
        run(err, || handle_mut(handle, "handle")?.add_speed(bps))
    }

    /// Process one ACK with its n_hops INT records hops[0..n_hops-1] (first hop first; NULL
    /// with n_hops 0: an ACK without INT) and write W, Wc, U, incStage, the action and the
    /// rate after it to *output. More than NSCC_INT_MAX_HOPS records: NSCC_ERR_REFUSED,
    /// counted (nscc_int_ccc_state.refused), nothing changed.
    fn nscc_int_on_ack(
        handle: *mut NsccInt,
        ack: *const NsccIntAck,
        hops: *const NsccIntHop,
        n_hops: u32,
        output: *mut NsccIntOutput,
        err: *mut NsccError,
    ) -> i32 {
        run(err, || {
            let a = *handle_ref(ack, "ack")?;
            let o = out(output, "output")?;
            let h = handle_mut(handle, "handle")?;
            if n_hops as usize > INT_MAX_HOPS {
                return Err(h.refuse(n_hops));
            }
            *o = h.on_ack(&a, hops_in(hops, n_hops)?)?;
            Ok(())
        })
    }

    /// The INT CCC's state.
    fn nscc_int_state(handle: *const NsccInt, state: *mut NsccIntState, err: *mut NsccError) -> i32 {
        run(err, || {
            let s = handle_ref(handle, "handle")?.state()?;
            *out(state, "state")? = s;
            Ok(())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `path` (from the crate's folder) holds `want`; NSCC_BLESS=1 rewrites it.
    fn assert_generated(path: &str, want: &str, test: &str) {
        let path = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
        if std::env::var_os("NSCC_BLESS").is_some() {
            std::fs::write(&path, want).expect("write the generated file");
        }
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            have == want,
            "{path} is stale: regenerate it with NSCC_BLESS=1 cargo test -p nscc-capi --lib {test}"
        );
    }

    /// `ip/tb/nscc_abi.py` is what the declarations generate.
    #[test]
    fn python_module_is_current() {
        assert_generated("../ip/tb/nscc_abi.py", &python_module(), "python");
    }

    /// `include/nscc.h` is what the declarations generate.
    #[test]
    fn header_is_current() {
        assert_generated("include/nscc.h", &header(), "header");
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
