/* Generated from capi/src/lib.rs (capi/src/decl.rs); do not edit: a test compares
 * this file with the Rust declarations. Regenerate with
 * NSCC_BLESS=1 cargo test -p nscc-capi --lib header */
/*
 * nscc.h: the C ABI of the NSCC golden model (bit-exact with the FPGA NSCC); HPCC++,
 * Rx-HPCC and FNCC (nscc_int_*) on their golden fixed-point or f64 models.
 * Pointers are valid or NULL (NULL where a pointer is needed: NSCC_ERR_NULL); handles
 * come from this library and are freed once. A handle may move between threads but
 * takes one call at a time; distinct handles are independent (no global state).
 * Functions returning int32_t return NSCC_OK or an NSCC_ERR_* code and fill *err (may
 * be NULL) on failure; outputs are written only on success.
 * Mapping a simulator's callbacks onto events: docs/simulator-integration.md.
 */
#ifndef NSCC_H
#define NSCC_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Version of this ABI: bumped on any change of a struct or a signature. */
#define NSCC_ABI_VERSION 4
/* Success. */
#define NSCC_OK 0
/* A pointer the function needs is NULL. */
#define NSCC_ERR_NULL 1
/* An impossible configuration (the checks of `nscc params`; the message says why). */
#define NSCC_ERR_CONFIG 2
/* An argument out of range (event kind, flags, CCC count, profile number). */
#define NSCC_ERR_ARG 3
/*
 * Engine: the event was refused (CCC id out of range, CCC not READY, a field too wide for
 * the event port); nothing changed, the refusal is counted.
 */
#define NSCC_ERR_REFUSED 4
/* Engine: a lifecycle or profile request refused (wrong phase, profile not loaded or in use). */
#define NSCC_ERR_LIFECYCLE 5
/* An internal error was caught at the boundary (a bug: please report the message). */
#define NSCC_ERR_PANIC 6
/* The handle saw NSCC_ERR_PANIC before and refuses further use; free it. */
#define NSCC_ERR_POISONED 7
/* Size of nscc_error.message, NUL included. */
#define NSCC_ERROR_MESSAGE_LEN 256
/* Event kinds (`kind` column of the v1 trace). */
#define NSCC_KIND_ACK 0
#define NSCC_KIND_NACK 1
#define NSCC_KIND_SEND 2
#define NSCC_KIND_RTO 3
/* Actions (nscc_output.action; nscc_action_word gives the trace's word). */
#define NSCC_ACTION_NONE 0
#define NSCC_ACTION_PROP 1
#define NSCC_ACTION_FAST 2
#define NSCC_ACTION_FAIR 3
#define NSCC_ACTION_MD 4
#define NSCC_ACTION_MD_SKIPPED 5
#define NSCC_ACTION_NOOP 6
#define NSCC_ACTION_QA 7
#define NSCC_ACTION_IGNORED 8
#define NSCC_ACTION_NACK 9
/* CCC lifecycle phases (nscc_state.phase). */
#define NSCC_PHASE_IDLE 0
#define NSCC_PHASE_ACTIVE 1
#define NSCC_PHASE_READY 2
/*
 * nscc_ccc_new flags. Default: sequential NSCC, each event sees every earlier one (what
 * every core computes: the multi-CCC engine and the compact core).
 */
#define NSCC_CCC_SEQUENTIAL 0
/*
 * Retired with the pipelined one-CCC core and its stale reads: nscc_ccc_new refuses it
 * (NSCC_ERR_ARG, nscc_last_error says so). Kept so that old callers compile.
 */
#define NSCC_CCC_PIPELINED 1
/*
 * Run the SLEEK loss-recovery engine beside the CCC (send events then matter); its
 * retransmit requests are read with nscc_ccc_pop_retransmit.
 */
#define NSCC_CCC_SLEEK 2
/*
 * The f64 NSCC model instead of the hardware's integer one: htsim's float arithmetic,
 * event for event (`nscc replay --model float`), to validate a simulator's mapping bit
 * for bit against htsim's own NSCC. Not with NSCC_CCC_SLEEK.
 */
#define NSCC_CCC_FLOAT 4
/*
 * nscc_event.flags. NO_BASE_RTT: the RTT sample must not lower the base RTT (htsim: the
 * ACK of an RTS); a sample below the CCC's base RTT then counts as no sample (the event
 * votes with the average delay), one at or above it is used as any other. The integer
 * model compares in ns (the event port's unit), the f64 model in ps.
 */
#define NSCC_EVENT_NO_BASE_RTT 1
/*
 * nscc_config.derive: which fields may be derived. A field whose bit is clear is given:
 * a 0 there is refused (NSCC_ERR_CONFIG), never derived. A field whose bit is set is
 * derived when it is 0 and taken as it is otherwise (so ABI 3 code that sets fields after
 * nscc_config_default keeps working). nscc_config_default sets NSCC_DERIVE_ALL;
 * nscc_config_derive tells the values in effect.
 */
#define NSCC_DERIVE_NETWORK_RTT 1
#define NSCC_DERIVE_TARGET 2
#define NSCC_DERIVE_MTU 4
#define NSCC_DERIVE_INIT_CWND 8
#define NSCC_DERIVE_ALL 15
/* Why a PSN is to be retransmitted (nscc_retransmit.cause; 0 = none). */
#define NSCC_CAUSE_NONE 0
#define NSCC_CAUSE_NACK 1
#define NSCC_CAUSE_SLEEK 2
#define NSCC_CAUSE_RTO 3
/* Engine limits: CCC contexts (1..=NSCC_MAX_CCCS) and configuration profiles. */
#define NSCC_MAX_CCCS 4096
#define NSCC_PROFILES 8
/*
 * The IP core's staged register image (`stage_*`, docs/integration.md): this many 32-bit
 * registers, register k at byte address NSCC_STAGE_BASE + 4 x k (nscc_config_stage_word).
 */
#define NSCC_STAGE_WORDS 25
#define NSCC_STAGE_BASE 256
/* EV strategies (nscc_ev_config.strategy), docs/multipath.md. */
#define NSCC_MP_OBLIVIOUS 0
#define NSCC_MP_BITMAP 1
#define NSCC_MP_REPS 2
#define NSCC_MP_MIXED 3
/*
 * Feedback classes (nscc_ev_effect.fb_class, nscc_mp_feedback_class). LAST_HOP: a trim or
 * CE mark at the last hop, which never penalises the path.
 */
#define NSCC_FB_GOOD 0
#define NSCC_FB_LAST_HOP 1
#define NSCC_FB_ECN 2
#define NSCC_FB_NACK 3
#define NSCC_FB_TIMEOUT 4
#define NSCC_FB_EV_CHANGE 5
/* Where an EV decision came from (nscc_ev_decision.source). */
#define NSCC_SOURCE_ROTATION 0
#define NSCC_SOURCE_FALLBACK 1
#define NSCC_SOURCE_RECYCLED 2
#define NSCC_SOURCE_EXPLORE 3
#define NSCC_SOURCE_FROZEN 4
/* EV engine limits: CCCs, EV index bits (at most 256 EVs per CCC). */
#define NSCC_MP_MAX_CCCS 4096
#define NSCC_MP_MAX_EV_BITS 8
/* INT algorithms (nscc_int_config.algo), docs/int-cc.md. */
#define NSCC_INT_HPCC 0
#define NSCC_INT_RX_HPCC 1
#define NSCC_INT_FNCC 2
/*
 * INT models (nscc_int_config.model): the fixed-point golden model (the hardware's
 * arithmetic, the default) or the f64 model of the texts.
 */
#define NSCC_INT_GOLDEN 0
#define NSCC_INT_FLOAT 1
/* INT records an ACK may carry (more: NSCC_ERR_REFUSED, counted, nothing changes). */
#define NSCC_INT_MAX_HOPS 8
/* Link speeds an INT profile holds constants for (nscc_int_config.speeds_bps). */
#define NSCC_INT_SPEEDS 8
/* INT actions (nscc_int_output.action; nscc_int_action_word gives the trace's word). */
#define NSCC_INT_ACTION_NONE 0
#define NSCC_INT_ACTION_AI 1
#define NSCC_INT_ACTION_MIMD 2
#define NSCC_INT_ACTION_LHCS 3

/* One CCC (nscc_ccc_new ... nscc_ccc_free): READY from creation. */
typedef struct nscc_ccc nscc_ccc;

/* The multi-CCC engine (nscc_engine_new ... nscc_engine_free): CCC contexts, profiles, lifecycle. */
typedef struct nscc_engine nscc_engine;

/* The EV engine of many CCCs (nscc_mp_new ... nscc_mp_free): which EV each packet takes. */
typedef struct nscc_mp nscc_mp;

/* One CCC running HPCC++, Rx-HPCC or FNCC (nscc_int_new ... nscc_int_free). */
typedef struct nscc_int nscc_int;

/*
 * What went wrong: the status code again and a NUL-terminated message. Every function
 * that can fail takes one (or NULL); it is written on failure and cleared on success.
 */
typedef struct nscc_error {
    int32_t code;
    char message[256];
} nscc_error;

/*
 * A CCC configuration (what the CCC manager knows), `docs/golden-model.md`. Fill it with
 * nscc_config_default, then set what differs. Times in ps, sizes in bytes.
 */
typedef struct nscc_config {
    /* Sender and receiver link speeds, bits/s (the slower one counts). */
    uint64_t sender_link_bps;
    uint64_t receiver_link_bps;
    /* config_base_rtt: unloaded RTT of the longest path, ps. */
    uint64_t base_rtt_ps;
    /*
     * Fabric-wide RTT for parameter scaling and the fulfill period, ps
     * (NSCC_DERIVE_NETWORK_RTT: base_rtt_ps).
     */
    uint64_t network_rtt_ps;
    /*
     * Target queueing delay, ps (NSCC_DERIVE_TARGET: 0.75 x network RTT with trimming,
     * 1.0 x without).
     */
    uint64_t target_qdelay_ps;
    /* Initial cwnd, bytes (NSCC_DERIVE_INIT_CWND: MaxWnd, 1.5 x BDP). */
    uint64_t init_cwnd;
    /* Payload bytes per full packet. */
    uint32_t mss;
    /* Wire bytes per full packet, the minimum cwnd (NSCC_DERIVE_MTU: mss + 64). */
    uint32_t mtu;
    /* 1 if the fabric trims (NACKs) instead of dropping. */
    uint8_t trimming;
    /* Quick Adapt gate: QA only if achieved < MaxWnd >> qa_gate (htsim: 3). */
    uint8_t qa_gate;
    /* 0: htsim's fair increase 5 x mss x a per RTT; 1: the UET AI step Base_BDP >> ai_shift. */
    uint8_t use_ai_step;
    /* 0..=17 (10 gives 146 B), used when use_ai_step is 1. */
    uint8_t ai_shift;
    /*
     * NSCC_DERIVE_* bits: the fields derived instead of given (ABI 4; it sits in what
     * was the struct's tail padding, so the size is unchanged).
     */
    uint8_t derive;
} nscc_config;

/* A gain as the hardware holds it: mant x 2^exp (12-bit mantissa). */
typedef struct nscc_gain {
    uint16_t mant;
    int8_t exp;
} nscc_gain;

/* The register image a configuration loads into a hardware CCC (`nscc params`). */
typedef struct nscc_register_image {
    uint32_t mtu;
    uint32_t mss;
    uint32_t init_cwnd;
    uint32_t init_bdp;
    uint32_t init_maxwnd;
    /* min link rate, bytes per ns. */
    nscc_gain link_rate;
    uint32_t base_rtt_ns;
    uint32_t network_rtt_ns;
    /* The network RTT's ps beyond network_rtt_ns (0..=999). */
    uint32_t network_rtt_sub_ps;
    uint32_t target_ns;
    uint32_t qa_threshold_ns;
    /* 0.8 x target, ns Q24.8. */
    uint32_t md_gamma_target_q8;
    uint32_t qa_gate;
    uint32_t fulfill_bytes;
    nscc_gain alpha;
    nscc_gain fi;
    nscc_gain fi_scale;
    uint32_t eta;
} nscc_register_image;

/*
 * A configuration with every derived value worked out (nscc_config_derive): what a
 * CCC loaded with it starts from.
 */
typedef struct nscc_derived {
    /* The network RTT, target queueing delay and initial cwnd in effect (given or derived). */
    uint64_t network_rtt_ps;
    uint64_t target_qdelay_ps;
    uint64_t init_cwnd;
    /* The MTU in effect (given or derived). */
    uint32_t mtu;
    /*
     * BDP at the configured base RTT and MaxWnd (1.5 x BDP, at least the MTU), bytes,
     * as the hardware holds them (the register image's init_bdp and init_maxwnd).
     */
    uint32_t bdp;
    uint32_t maxwnd;
    /* The register image a CCC of this configuration is loaded with. */
    nscc_register_image image;
} nscc_derived;

/*
 * One event a sender's CCC sees: a v1 trace row's input columns (`docs/trace-format.md`).
 * Zero-initialise it; unused fields stay 0.
 */
typedef struct nscc_event {
    /* When the sender processes the event, ps. */
    uint64_t t_ps;
    /*
     * ack: bytes newly received (the receiver's counter delta, wire bytes); nack: the
     * trimmed packet's size; send, rto: the packet's size.
     */
    uint64_t bytes;
    /* Raw RTT sample, ps; 0 = no valid sample. */
    uint64_t rtt_ps;
    /*
     * The sender's in-flight bytes after the event's own accounting, before anything the
     * event lets it send. nack: AFTER the trimmed packet left the count (htsim calls its
     * NACK hook before `_in_flight -= pkt_size`: pass `_in_flight - pkt_size` there).
     * Signed: a simulator's count may go negative (htsim after timeouts); a negative
     * value is taken mod 2^32, as htsim's uint32 `_bytes_to_ignore` takes it (the
     * integer model then saturates it to the port's 24 bits).
     */
    int64_t in_flight;
    /* RTT of the loss-recovery probe this ACK answers, ps; 0 = none. */
    uint64_t probe_rtt_ps;
    /* ack: PSN acked; nack: PSN trimmed; send: PSN sent; rto: PSN timed out (SLEEK only). */
    uint64_t psn;
    /* ack: cumulative ACK, the next PSN the receiver expects (SLEEK only). */
    uint64_t cum_ack;
    /* Engine: the CCC context (0..cccs-1). A nscc_ccc handle ignores it. */
    uint32_t ccc;
    /* NSCC_KIND_*. */
    uint32_t kind;
    /* ack: the receiver's out-of-order count (SLEEK only). */
    uint32_t ooo;
    /* ack: ECN-CE echo. */
    uint8_t ecn;
    /* nack: trimmed at the last hop. */
    uint8_t last_hop;
    /* ack: restore-cwnd flag. */
    uint8_t rc;
    /* ack: answers a loss-recovery probe (probe_rtt_ps then carries its RTT). */
    uint8_t probe;
    /* ack: destination flow-control penalty 0..=127. */
    uint8_t rcv_cwnd_pend;
    /* NSCC_EVENT_* bits (ABI 4, in what was tail padding); unknown bits: NSCC_ERR_ARG. */
    uint8_t flags;
} nscc_event;

/* What an event produced: the window a sender obeys, and why. */
typedef struct nscc_output {
    /* The congestion window, bytes, in [mtu, maxwnd]: in-flight bytes stay within it. */
    uint32_t cwnd;
    uint32_t maxwnd;
    uint32_t bdp;
    /* Min-tracked base RTT, ns. */
    uint32_t base_rtt_ns;
    /* The queueing delay this event's decisions used, ns. */
    uint32_t delay_ns;
    /* Average queueing delay, ns Q24.8. */
    uint32_t avg_delay_q8;
    /* avg_delay in ps (truncated) and the base RTT in ps, as a trace reports them. */
    uint64_t avg_delay_ps;
    uint64_t base_rtt_ps;
    /*
     * cwnd / base RTT in bits/s: the rate for a sender that paces instead of (or as
     * well as) window-limiting. Not capped at the link speed.
     */
    uint64_t rate_bps;
    /* NSCC_ACTION_*. */
    uint32_t action;
    /* 1 if the fulfill adjustment ran. */
    uint32_t fulfill;
    /* SLEEK: retransmit requests waiting in the handle after this event. */
    uint32_t retransmits;
} nscc_output;

/* The complete CCC state (what co-simulation compares with the RTL after every event). */
typedef struct nscc_state {
    /* NSCC_PHASE_*. */
    uint32_t phase;
    uint32_t cwnd;
    uint32_t maxwnd;
    uint32_t bdp;
    uint32_t base_rtt_ns;
    uint32_t avg_delay_q8;
    /* Pending increase credit, bytes^2. */
    uint64_t inc_bytes;
    uint32_t received_bytes;
    uint32_t achieved_bytes;
    uint32_t bytes_to_ignore;
    uint32_t bytes_ignored;
    uint32_t fi_count;
    uint32_t qa_start_ns;
    uint32_t qa_len_ns;
    uint32_t last_adjust_ns;
    uint32_t last_adjust_sub_ps;
    uint32_t last_dec_ns;
    uint32_t pre_penalty_cwnd;
    uint8_t fast_active;
    uint8_t trigger_qa;
    uint8_t qa_armed;
    uint8_t penalty_active;
} nscc_state;

/* A retransmit request of the SLEEK engine. */
typedef struct nscc_retransmit {
    /* Low 32 bits of the PSN. */
    uint32_t psn;
    /* NSCC_CAUSE_*; NSCC_CAUSE_NONE when nothing was waiting. */
    uint32_t cause;
} nscc_retransmit;

/* Engine: events refused per reason, and events applied. */
typedef struct nscc_refusals {
    uint64_t ccc_out_of_range;
    uint64_t idle;
    uint64_t not_ready;
    uint64_t event_out_of_range;
    uint64_t applied;
} nscc_refusals;

/*
 * The EV engine's configuration (docs/multipath.md). Fill it with
 * nscc_mp_config_default, then set what differs.
 */
typedef struct nscc_ev_config {
    /* NSCC_MP_*. */
    uint32_t strategy;
    /* EVs per CCC = 2^ev_bits, 0..=NSCC_MP_MAX_EV_BITS. */
    uint8_t ev_bits;
    /* REPS, Mixed: ring of 2^reps_bits recycled EVs, 0..=4 (htsim: 3). */
    uint8_t reps_bits;
    /* Penalty each bad feedback adds, 0..=15 (htsim: ECN 1, NACK 4, timeout 15). */
    uint8_t pen_ecn;
    uint8_t pen_nack;
    uint8_t pen_timeout;
    /* The receiver's EV-change request. */
    uint8_t pen_ev_change;
    /* REPS: a timeout freezes the ring this many 1,024 ns units (0: never), < 2^15. */
    uint16_t freeze_units;
    /* REPS: sends that explore after a freeze, 0..=31. */
    uint8_t explore_after_freeze;
} nscc_ev_config;

/*
 * A feedback for the EV engine: what an ACK, NACK or timeout says about its EV.
 * Zero-initialise it; unused fields stay 0.
 */
typedef struct nscc_ev_feedback {
    /* When the sender processes it, ps (REPS' freeze timer). */
    uint64_t t_ps;
    /* The CCC context (0..cccs-1). */
    uint32_t ccc;
    /*
     * The EV the packet took, as the ACK/NACK echoes it (16 bits; the low ev_bits are
     * the index); for a timeout, the EV of the timed-out packet's last transmission.
     */
    uint32_t ev;
    /* NSCC_KIND_ACK, NSCC_KIND_NACK or NSCC_KIND_RTO. */
    uint32_t kind;
    /* ack: ECN-CE echo. */
    uint8_t ecn;
    /*
     * nack: trimmed at the last hop; ack: the CE mark was set at the last hop. Either
     * way the path is fine: no penalty.
     */
    uint8_t last_hop;
    /* ack: the receiver asks to leave this EV (RCCC). */
    uint8_t ev_change;
} nscc_ev_feedback;

/* An EV decision for a packet about to be sent. */
typedef struct nscc_ev_decision {
    /* The EV to put in the packet (16 bits: the CCC's upper bits and the index). */
    uint32_t ev;
    /* The EV index (the low ev_bits of ev). */
    uint32_t index;
    /* NSCC_SOURCE_*. */
    uint32_t source;
    /* Rotation candidates examined (the hardware reads 4 per block-RAM word). */
    uint32_t visits;
    /* The chosen EV's penalty before the decision (0 unless every EV is penalised). */
    uint32_t penalty;
    /* Mixed: 1 if a recycled EV was dropped because it is penalised. */
    uint32_t dropped;
} nscc_ev_decision;

/* What a feedback did. */
typedef struct nscc_ev_effect {
    /* NSCC_FB_*: the class the feedback was given. */
    uint32_t fb_class;
    /* The EV index it was about. */
    uint32_t index;
    /* That EV's penalty after it (Bitmap, Mixed; else 0). */
    uint32_t penalty;
    /* The EV entered the ring of recycled EVs (REPS, Mixed). */
    uint8_t recycled;
    /* REPS froze / thawed on this feedback. */
    uint8_t froze;
    uint8_t thawed;
} nscc_ev_effect;

/* One CCC's EV-engine state (the penalties: nscc_mp_penalties; the ring: nscc_mp_fresh). */
typedef struct nscc_ev_state {
    uint8_t ready;
    uint8_t frozen;
    /* Upper EV bits (the low ev_bits are 0). */
    uint16_t ev_hi;
    /* REPS: when the freeze started, t_ns >> 10. */
    uint16_t freeze_start;
    /* Rotation position and XOR mask. */
    uint8_t idx;
    uint8_t xor_mask;
    /* Ring: next slot, fresh entries, entries since cleared, frozen cursor. */
    uint8_t head;
    uint8_t fresh;
    uint8_t count;
    uint8_t frozen_head;
    /* REPS: sends still exploring. */
    uint8_t explore;
    /* EVs with a penalty above 0. */
    uint32_t penalised;
    /* EVs per CCC. */
    uint32_t evs;
    /* Bits of state per CCC in the hardware's layout. */
    uint32_t state_bits;
} nscc_ev_state;

/* The EV engine's refusals per reason, and requests applied. */
typedef struct nscc_ev_refusals {
    uint64_t ccc_out_of_range;
    uint64_t idle;
    uint64_t ev_out_of_range;
    uint64_t feedback_out_of_range;
    uint64_t decisions;
    uint64_t feedbacks;
} nscc_ev_refusals;

/*
 * An INT CCC's configuration (trace header keys hpcc_*, fncc_*, init_cwnd, mtu;
 * docs/int-cc.md). Fill it with nscc_int_config_default, then set what differs.
 */
typedef struct nscc_int_config {
    /* NSCC_INT_HPCC, _RX_HPCC or _FNCC. */
    uint32_t algo;
    /* NSCC_INT_GOLDEN (default) or NSCC_INT_FLOAT. */
    uint32_t model;
    /* T, the baseline RTT, ps (1..=2^40-1). */
    uint64_t t_ps;
    /* W_AI, bytes (<= 2^24). */
    uint64_t wai;
    /* Initial W = Wc, bytes (1..=2^32-1). */
    uint64_t init_cwnd;
    /* eta, ppm (1..=2000000). */
    uint32_t eta_ppm;
    /* maxStage (<= 15). */
    uint32_t max_stage;
    /* FNCC's alpha and beta, ppm (<= 16000000). */
    uint32_t alpha_ppm;
    uint32_t beta_ppm;
    /* Wire bytes per data packet: the draft's ack.seq = cum_ack x mtu (>= 1). */
    uint32_t mtu;
    /*
     * Golden model: link speeds (bits/s, nonzero) whose constants the profile holds,
     * speeds_bps[0..n_speeds-1]; a hop whose B is not among them is skipped.
     */
    uint32_t n_speeds;
    uint64_t speeds_bps[8];
    /*
     * 1: a B not yet held is loaded when an ACK first carries it (while the profile has
     * room), as `nscc replay` does; 0: only speeds_bps and nscc_int_add_speed.
     */
    uint8_t auto_speeds;
} nscc_int_config;

/* One INT record (the trace's int<k>_* columns), first hop from the sender first. */
typedef struct nscc_int_hop {
    /* Queue length at the hop's egress port, bytes. */
    uint64_t qlen;
    /* The hop's timestamp, ps. */
    uint64_t ts_ps;
    /* The egress port's transmitted-bytes counter (wraps). */
    uint64_t txbytes;
    /* Link capacity B, bits/s. */
    uint64_t bps;
} nscc_int_hop;

/* One ACK of an INT CCC (Rx-HPCC: one data packet at the receiver, t_ps its clock). */
typedef struct nscc_int_ack {
    /* Event time, ps (Rx-HPCC's now). */
    uint64_t t_ps;
    /* Cumulative ACK in packets (ack.seq = cum_ack x mtu). */
    uint64_t cum_ack;
    /* The sender's next sequence number, bytes. */
    uint64_t snd_nxt;
    /* FNCC: the receiver's flow count N (0 = not reported). */
    uint64_t n_flows;
} nscc_int_ack;

/* What an INT ACK produced: the window and rate a sender obeys, and why. */
typedef struct nscc_int_output {
    /* W and Wc, bytes, rounded half to even (`nscc replay --out`'s cwnd, wc). */
    uint64_t cwnd;
    uint64_t wc;
    /* W and Wc in 1/256 bytes (golden: the registers, Q32.8; f64: rounded). */
    uint64_t w_q8;
    uint64_t wc_q8;
    /* U in 2^-20 (golden: the register, Q8.20; f64: rounded) and in ppm. */
    uint64_t u_q20;
    uint64_t u_ppm;
    /* The pacing rate R = W / T, bits/s, rounded half to even (as ref_rate_bps). */
    uint64_t rate_bps;
    uint32_t inc_stage;
    /* NSCC_INT_ACTION_*. */
    uint32_t action;
    /* ComputeWind's branch: 0 none, 1 MI/MD, 2 AI (the trace's ref_branch). */
    uint32_t branch;
    /* 1 if Wc was synchronised (lastUpdateSeq / lastUpdateTime passed). */
    uint8_t update_wc;
    /* FNCC: 1 if the last-hop congestion speedup set Wc. */
    uint8_t lhcs;
} nscc_int_output;

/* An INT CCC's state. */
typedef struct nscc_int_ccc_state {
    uint64_t cwnd;
    uint64_t wc;
    uint64_t w_q8;
    uint64_t wc_q8;
    uint64_t u_q20;
    uint64_t u_ppm;
    /* lastUpdateSeq (bytes; HPCC++, FNCC) or lastUpdateTime (ps; Rx-HPCC). */
    uint64_t last_update;
    /* ACKs applied, and ACKs refused (more than NSCC_INT_MAX_HOPS records). */
    uint64_t events;
    uint64_t refused;
    uint32_t inc_stage;
    /* Records of the previous ACK held (L; 0: none yet). */
    uint32_t l_hops;
    /* NSCC_INT_* algorithm and model. */
    uint32_t algo;
    uint32_t model;
} nscc_int_ccc_state;

/* NSCC_ABI_VERSION of the library (compare with the header's). */
uint32_t nscc_abi_version(void);

/*
 * The trace's word for an NSCC_ACTION_* ("md_skipped", ...); "?" for an unknown code.
 * A static string: never freed.
 */
const char *nscc_action_word(uint32_t action);

/*
 * Fill *cfg with the reference configuration: 100 Gb/s both ways, 12 us base RTT, mss
 * 4096, mtu 0 (= 4160), trimming, qa_gate 3, htsim's fair increase, init_cwnd 0 (= MaxWnd).
 */
int32_t nscc_config_default(nscc_config *cfg, nscc_error *err);

/*
 * Check a configuration as `nscc params` does; on success write its register image to
 * *image (may be NULL). NSCC_ERR_CONFIG says why a configuration is impossible.
 */
int32_t nscc_config_check(const nscc_config *cfg, nscc_register_image *image, nscc_error *err);

/*
 * The IP core's staged register `index` (0..NSCC_STAGE_WORDS-1, at byte address
 * NSCC_STAGE_BASE + 4 x index) for *cfg, in *value: write every one over AXI4-Lite, then
 * `profile_write` (docs/integration.md). The image nscc_config_check returns, in the
 * registers' fields (the gains' mantissas and exponents apart, the ps of the base RTT,
 * the target and the QA threshold included). NSCC_ERR_ARG for an index out of range.
 */
int32_t nscc_config_stage_word(const nscc_config *cfg, uint32_t index, uint32_t *value, nscc_error *err);

/*
 * What *cfg derives (the NSCC_DERIVE_* fields, BDP, MaxWnd) and its register image,
 * checked as nscc_config_check checks it.
 */
int32_t nscc_config_derive(const nscc_config *cfg, nscc_derived *derived, nscc_error *err);

/*
 * A new CCC loaded with *cfg and READY at t_ps (its fulfill and MD timers start there).
 * flags: NSCC_CCC_SEQUENTIAL or NSCC_CCC_FLOAT, optionally | NSCC_CCC_SLEEK (not with
 * NSCC_CCC_FLOAT; NSCC_CCC_PIPELINED is retired: NSCC_ERR_ARG).
 */
int32_t nscc_ccc_new(const nscc_config *cfg, uint32_t flags, uint64_t t_ps, nscc_ccc **ccc, nscc_error *err);

/* Free a CCC (NULL is ignored). */
void nscc_ccc_free(nscc_ccc *ccc);

/*
 * Process one event (ack, nack, rto; send matters only with NSCC_CCC_SLEEK) and write
 * the window after it to *output.
 */
int32_t nscc_ccc_on_event(nscc_ccc *ccc, const nscc_event *ev, nscc_output *output, nscc_error *err);

/* The complete state of the CCC. */
int32_t nscc_ccc_state(const nscc_ccc *ccc, nscc_state *state, nscc_error *err);

/* The register image the CCC was loaded with. */
int32_t nscc_ccc_register_image(const nscc_ccc *ccc, nscc_register_image *image, nscc_error *err);

/* SLEEK: take the oldest retransmit request (cause NSCC_CAUSE_NONE: none waiting). */
int32_t nscc_ccc_pop_retransmit(nscc_ccc *ccc, nscc_retransmit *rtx, nscc_error *err);

/* A multi-CCC engine of cccs contexts (1..=NSCC_MAX_CCCS), every CCC IDLE, no profile. */
int32_t nscc_engine_new(uint32_t cccs, nscc_engine **engine, nscc_error *err);

/* Free an engine (NULL is ignored). */
void nscc_engine_free(nscc_engine *engine);

/*
 * Load *cfg into profile 0..NSCC_PROFILES-1 (refused while a CCC is bound to it, or
 * when the engine's narrower context cannot hold it: NSCC_ERR_CONFIG).
 */
int32_t nscc_engine_load_profile(nscc_engine *engine, uint32_t profile, const nscc_config *cfg, nscc_error *err);

/* IDLE -> ACTIVE: bind the CCC to a loaded profile; its timers start at t_ps. */
int32_t nscc_engine_activate(nscc_engine *engine, uint32_t ccc, uint32_t profile, uint64_t t_ps, nscc_error *err);

/*
 * IDLE -> ACTIVE as nscc_engine_activate, with the CCC's own base RTT: the profile's
 * configuration with base_rtt_ps in place of its own (the pair's unloaded RTT: BDP,
 * MaxWnd and the initial cwnd follow it, and so does the network RTT where the profile
 * derives it). What a nscc_ccc of that configuration computes; the 8 profiles then
 * hold configurations that differ in more than the base RTT. NSCC_ERR_CONFIG when the
 * configuration with that base RTT is impossible.
 */
int32_t nscc_engine_activate_rtt(nscc_engine *engine, uint32_t ccc, uint32_t profile, uint64_t t_ps, uint64_t base_rtt_ps, nscc_error *err);

/* ACTIVE -> READY: the CCC's events are now applied. */
int32_t nscc_engine_ready(nscc_engine *engine, uint32_t ccc, nscc_error *err);

/* Any phase -> IDLE: the CCC's context is cleared and its profile released. */
int32_t nscc_engine_reset(nscc_engine *engine, uint32_t ccc, nscc_error *err);

/*
 * Process one event of CCC ev->ccc and write that CCC's window after it to *output;
 * NSCC_ERR_REFUSED (counted, nothing changed) when the engine refuses it.
 */
int32_t nscc_engine_on_event(nscc_engine *engine, const nscc_event *ev, nscc_output *output, nscc_error *err);

/* The complete state of one CCC as the engine's context holds it (an IDLE CCC: zeros). */
int32_t nscc_engine_state(const nscc_engine *engine, uint32_t ccc, nscc_state *state, nscc_error *err);

/* Refused events per reason and applied events so far. */
int32_t nscc_engine_refusals(const nscc_engine *engine, nscc_refusals *refusals, nscc_error *err);

/*
 * Fill *cfg with the reference EV-engine configuration: Mixed, 8 EVs, a ring of 8,
 * htsim's penalties (ECN 1, NACK 4, timeout 15; EV change 4), REPS freeze 10 ms
 * (9,766 units), 16 exploring sends after it.
 */
int32_t nscc_mp_config_default(nscc_ev_config *cfg, nscc_error *err);

/*
 * Check an EV-engine configuration; on success write its state bits per CCC to
 * *bits (may be NULL). NSCC_ERR_CONFIG / NSCC_ERR_ARG say why it is impossible.
 */
int32_t nscc_mp_config_check(const nscc_ev_config *cfg, uint32_t *bits, nscc_error *err);

/*
 * An EV engine of cccs contexts (1..=NSCC_MP_MAX_CCCS), every CCC idle, its LFSR
 * seeded with seed (0 becomes 0xACE1).
 */
int32_t nscc_mp_new(const nscc_ev_config *cfg, uint32_t cccs, uint16_t seed, nscc_mp **mp, nscc_error *err);

/* Free an EV engine (NULL is ignored). */
void nscc_mp_free(nscc_mp *mp);

/*
 * Idle -> ready: the CCC's upper EV bits and first XOR mask are drawn from the LFSR,
 * penalties and ring cleared (NSCC_ERR_LIFECYCLE if it is ready already).
 */
int32_t nscc_mp_activate(nscc_mp *mp, uint32_t ccc, nscc_error *err);

/* Any -> idle: the CCC's EV state cleared. */
int32_t nscc_mp_reset(nscc_mp *mp, uint32_t ccc, nscc_error *err);

/*
 * The EV of CCC ccc's next packet (data, retransmission, probe or RTS alike);
 * NSCC_ERR_REFUSED (counted, nothing changed) for an unknown or idle CCC.
 */
int32_t nscc_mp_next_ev(nscc_mp *mp, uint32_t ccc, nscc_ev_decision *decision, nscc_error *err);

/*
 * An ACK, NACK or timeout of an EV: its class from kind, ecn, last_hop and ev_change
 * (a last-hop trim or CE mark never penalises); *effect (may be NULL) says what it did.
 * NSCC_ERR_REFUSED (counted, nothing changed) for an unknown or idle CCC, an EV wider
 * than 16 bits, or a kind that is not ACK, NACK or RTO.
 */
int32_t nscc_mp_feedback(nscc_mp *mp, const nscc_ev_feedback *fb, nscc_ev_effect *effect, nscc_error *err);

/*
 * A feedback of a class the caller decided (fb_class: NSCC_FB_*) on EV ev of CCC ccc at t_ps;
 * a class out of range is refused and counted.
 */
int32_t nscc_mp_feedback_class(nscc_mp *mp, uint32_t ccc, uint32_t fb_class, uint32_t ev, uint64_t t_ps, nscc_ev_effect *effect, nscc_error *err);

/* One CCC's EV-engine state (an idle CCC: zeros). */
int32_t nscc_mp_state(const nscc_mp *mp, uint32_t ccc, nscc_ev_state *state, nscc_error *err);

/*
 * The penalties of EV indices 0..min(len, EVs) into out[]; *n (may be NULL) gets how
 * many were written.
 */
int32_t nscc_mp_penalties(const nscc_mp *mp, uint32_t ccc, uint8_t *penalties, uint32_t len, uint32_t *n, nscc_error *err);

/*
 * The fresh ring entries (EV indices, earliest first) into out[] (at most len);
 * *n (may be NULL) gets how many there are.
 */
int32_t nscc_mp_fresh(const nscc_mp *mp, uint32_t ccc, uint8_t *entries, uint32_t len, uint32_t *n, nscc_error *err);

/* Refused requests per reason, decisions and feedbacks applied so far. */
int32_t nscc_mp_refusals(const nscc_mp *mp, nscc_ev_refusals *refusals, nscc_error *err);

/*
 * The trace's word for an NSCC_INT_ACTION_* ("ai", "mimd", "lhcs", "none"); "?" for an
 * unknown code. A static string: never freed.
 */
const char *nscc_int_action_word(uint32_t action);

/*
 * Fill *cfg with a reference INT configuration: HPCC++ on the golden model, 100 Gb/s,
 * T 10 us, init_cwnd B x T = 125000 B, eta 0.95, maxStage 5, W_AI 781 B (init_cwnd x
 * (1 - eta) / 8), FNCC alpha 1.05 and beta 0.9, mtu 4160, speeds {100 Gb/s}, auto_speeds 1.
 */
int32_t nscc_int_config_default(nscc_int_config *cfg, nscc_error *err);

/*
 * Check an INT configuration (the checks of the models and of the profile's speed
 * table): NSCC_ERR_CONFIG or NSCC_ERR_ARG say why it is impossible.
 */
int32_t nscc_int_config_check(const nscc_int_config *cfg, nscc_error *err);

/* A new INT CCC of *cfg: W = Wc = init_cwnd, U = 1, incStage 0, no L yet. */
int32_t nscc_int_new(const nscc_int_config *cfg, nscc_int **handle, nscc_error *err);

/* Free an INT CCC (NULL is ignored). */
void nscc_int_free(nscc_int *handle);

/*
 * Load a link speed's constants into the golden model's profile (configuration time;
 * NSCC_ERR_CONFIG for B = 0 or a full table). The f64 model needs none: NSCC_OK.
 */
int32_t nscc_int_add_speed(nscc_int *handle, uint64_t bps, nscc_error *err);

/*
 * Process one ACK with its n_hops INT records hops[0..n_hops-1] (first hop first; NULL
 * with n_hops 0: an ACK without INT) and write W, Wc, U, incStage, the action and the
 * rate after it to *output. More than NSCC_INT_MAX_HOPS records: NSCC_ERR_REFUSED,
 * counted (nscc_int_ccc_state.refused), nothing changed.
 */
int32_t nscc_int_on_ack(nscc_int *handle, const nscc_int_ack *ack, const nscc_int_hop *hops, uint32_t n_hops, nscc_int_output *output, nscc_error *err);

/* The INT CCC's state. */
int32_t nscc_int_state(const nscc_int *handle, nscc_int_ccc_state *state, nscc_error *err);

#ifdef __cplusplus
}
#endif

#endif /* NSCC_H */
