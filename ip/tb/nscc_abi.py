"""Generated from capi/src/lib.rs (capi/src/decl.rs); do not edit: a test compares this
file with the Rust declarations. Regenerate with
NSCC_BLESS=1 cargo test -p nscc-capi --lib python

The C ABI's structs (capi/include/nscc.h) as ctypes structures."""

import ctypes as C

NSCC_ABI_VERSION = 4
NSCC_OK = 0
NSCC_ERR_NULL = 1
NSCC_ERR_CONFIG = 2
NSCC_ERR_ARG = 3
NSCC_ERR_REFUSED = 4
NSCC_ERR_LIFECYCLE = 5
NSCC_ERR_PANIC = 6
NSCC_ERR_POISONED = 7
NSCC_ERROR_MESSAGE_LEN = 256
NSCC_KIND_ACK = 0
NSCC_KIND_NACK = 1
NSCC_KIND_SEND = 2
NSCC_KIND_RTO = 3
NSCC_ACTION_NONE = 0
NSCC_ACTION_PROP = 1
NSCC_ACTION_FAST = 2
NSCC_ACTION_FAIR = 3
NSCC_ACTION_MD = 4
NSCC_ACTION_MD_SKIPPED = 5
NSCC_ACTION_NOOP = 6
NSCC_ACTION_QA = 7
NSCC_ACTION_IGNORED = 8
NSCC_ACTION_NACK = 9
NSCC_PHASE_IDLE = 0
NSCC_PHASE_ACTIVE = 1
NSCC_PHASE_READY = 2
NSCC_CCC_SEQUENTIAL = 0
NSCC_CCC_PIPELINED = 1
NSCC_CCC_SLEEK = 2
NSCC_CCC_FLOAT = 4
NSCC_EVENT_NO_BASE_RTT = 1
NSCC_DERIVE_NETWORK_RTT = 1
NSCC_DERIVE_TARGET = 2
NSCC_DERIVE_MTU = 4
NSCC_DERIVE_INIT_CWND = 8
NSCC_DERIVE_ALL = 15
NSCC_CAUSE_NONE = 0
NSCC_CAUSE_NACK = 1
NSCC_CAUSE_SLEEK = 2
NSCC_CAUSE_RTO = 3
NSCC_MAX_CCCS = 4096
NSCC_PROFILES = 8
NSCC_STAGE_WORDS = 25
NSCC_STAGE_BASE = 256
NSCC_MP_OBLIVIOUS = 0
NSCC_MP_BITMAP = 1
NSCC_MP_REPS = 2
NSCC_MP_MIXED = 3
NSCC_FB_GOOD = 0
NSCC_FB_LAST_HOP = 1
NSCC_FB_ECN = 2
NSCC_FB_NACK = 3
NSCC_FB_TIMEOUT = 4
NSCC_FB_EV_CHANGE = 5
NSCC_SOURCE_ROTATION = 0
NSCC_SOURCE_FALLBACK = 1
NSCC_SOURCE_RECYCLED = 2
NSCC_SOURCE_EXPLORE = 3
NSCC_SOURCE_FROZEN = 4
NSCC_MP_MAX_CCCS = 4096
NSCC_MP_MAX_EV_BITS = 8
NSCC_INT_HPCC = 0
NSCC_INT_RX_HPCC = 1
NSCC_INT_FNCC = 2
NSCC_INT_GOLDEN = 0
NSCC_INT_FLOAT = 1
NSCC_INT_MAX_HOPS = 8
NSCC_INT_SPEEDS = 8
NSCC_INT_ACTION_NONE = 0
NSCC_INT_ACTION_AI = 1
NSCC_INT_ACTION_MIMD = 2
NSCC_INT_ACTION_LHCS = 3


class NsccError(C.Structure):
    """What went wrong: the status code again and a NUL-terminated message. Every function"""

    _fields_ = [
        ("code", C.c_int32),
        ("message", C.c_char * 256),
    ]


class NsccConfig(C.Structure):
    """A CCC configuration (what the CCC manager knows), `docs/golden-model.md`. Fill it with"""

    _fields_ = [
        ("sender_link_bps", C.c_uint64),
        ("receiver_link_bps", C.c_uint64),
        ("base_rtt_ps", C.c_uint64),
        ("network_rtt_ps", C.c_uint64),
        ("target_qdelay_ps", C.c_uint64),
        ("init_cwnd", C.c_uint64),
        ("mss", C.c_uint32),
        ("mtu", C.c_uint32),
        ("trimming", C.c_uint8),
        ("qa_gate", C.c_uint8),
        ("use_ai_step", C.c_uint8),
        ("ai_shift", C.c_uint8),
        ("derive", C.c_uint8),
    ]


class NsccGain(C.Structure):
    """A gain as the hardware holds it: mant x 2^exp (12-bit mantissa)."""

    _fields_ = [
        ("mant", C.c_uint16),
        ("exp", C.c_int8),
    ]


class NsccRegisterImage(C.Structure):
    """The register image a configuration loads into a hardware CCC (`nscc params`)."""

    _fields_ = [
        ("mtu", C.c_uint32),
        ("mss", C.c_uint32),
        ("init_cwnd", C.c_uint32),
        ("init_bdp", C.c_uint32),
        ("init_maxwnd", C.c_uint32),
        ("link_rate", NsccGain),
        ("base_rtt_ns", C.c_uint32),
        ("network_rtt_ns", C.c_uint32),
        ("network_rtt_sub_ps", C.c_uint32),
        ("target_ns", C.c_uint32),
        ("qa_threshold_ns", C.c_uint32),
        ("md_gamma_target_q8", C.c_uint32),
        ("qa_gate", C.c_uint32),
        ("fulfill_bytes", C.c_uint32),
        ("alpha", NsccGain),
        ("fi", NsccGain),
        ("fi_scale", NsccGain),
        ("eta", C.c_uint32),
    ]


class NsccDerived(C.Structure):
    """A configuration with every derived value worked out (nscc_config_derive): what a"""

    _fields_ = [
        ("network_rtt_ps", C.c_uint64),
        ("target_qdelay_ps", C.c_uint64),
        ("init_cwnd", C.c_uint64),
        ("mtu", C.c_uint32),
        ("bdp", C.c_uint32),
        ("maxwnd", C.c_uint32),
        ("image", NsccRegisterImage),
    ]


class NsccEvent(C.Structure):
    """One event a sender's CCC sees: a v1 trace row's input columns (`docs/trace-format.md`)."""

    _fields_ = [
        ("t_ps", C.c_uint64),
        ("bytes", C.c_uint64),
        ("rtt_ps", C.c_uint64),
        ("in_flight", C.c_int64),
        ("probe_rtt_ps", C.c_uint64),
        ("psn", C.c_uint64),
        ("cum_ack", C.c_uint64),
        ("ccc", C.c_uint32),
        ("kind", C.c_uint32),
        ("ooo", C.c_uint32),
        ("ecn", C.c_uint8),
        ("last_hop", C.c_uint8),
        ("rc", C.c_uint8),
        ("probe", C.c_uint8),
        ("rcv_cwnd_pend", C.c_uint8),
        ("flags", C.c_uint8),
    ]


class NsccOutput(C.Structure):
    """What an event produced: the window a sender obeys, and why."""

    _fields_ = [
        ("cwnd", C.c_uint32),
        ("maxwnd", C.c_uint32),
        ("bdp", C.c_uint32),
        ("base_rtt_ns", C.c_uint32),
        ("delay_ns", C.c_uint32),
        ("avg_delay_q8", C.c_uint32),
        ("avg_delay_ps", C.c_uint64),
        ("base_rtt_ps", C.c_uint64),
        ("rate_bps", C.c_uint64),
        ("action", C.c_uint32),
        ("fulfill", C.c_uint32),
        ("retransmits", C.c_uint32),
    ]


class NsccState(C.Structure):
    """The complete CCC state (what co-simulation compares with the RTL after every event)."""

    _fields_ = [
        ("phase", C.c_uint32),
        ("cwnd", C.c_uint32),
        ("maxwnd", C.c_uint32),
        ("bdp", C.c_uint32),
        ("base_rtt_ns", C.c_uint32),
        ("avg_delay_q8", C.c_uint32),
        ("inc_bytes", C.c_uint64),
        ("received_bytes", C.c_uint32),
        ("achieved_bytes", C.c_uint32),
        ("bytes_to_ignore", C.c_uint32),
        ("bytes_ignored", C.c_uint32),
        ("fi_count", C.c_uint32),
        ("qa_start_ns", C.c_uint32),
        ("qa_len_ns", C.c_uint32),
        ("last_adjust_ns", C.c_uint32),
        ("last_adjust_sub_ps", C.c_uint32),
        ("last_dec_ns", C.c_uint32),
        ("pre_penalty_cwnd", C.c_uint32),
        ("fast_active", C.c_uint8),
        ("trigger_qa", C.c_uint8),
        ("qa_armed", C.c_uint8),
        ("penalty_active", C.c_uint8),
    ]


class NsccRetransmit(C.Structure):
    """A retransmit request of the SLEEK engine."""

    _fields_ = [
        ("psn", C.c_uint32),
        ("cause", C.c_uint32),
    ]


class NsccRefusals(C.Structure):
    """Engine: events refused per reason, and events applied."""

    _fields_ = [
        ("ccc_out_of_range", C.c_uint64),
        ("idle", C.c_uint64),
        ("not_ready", C.c_uint64),
        ("event_out_of_range", C.c_uint64),
        ("applied", C.c_uint64),
    ]


class NsccEvConfig(C.Structure):
    """The EV engine's configuration (docs/multipath.md). Fill it with"""

    _fields_ = [
        ("strategy", C.c_uint32),
        ("ev_bits", C.c_uint8),
        ("reps_bits", C.c_uint8),
        ("pen_ecn", C.c_uint8),
        ("pen_nack", C.c_uint8),
        ("pen_timeout", C.c_uint8),
        ("pen_ev_change", C.c_uint8),
        ("freeze_units", C.c_uint16),
        ("explore_after_freeze", C.c_uint8),
    ]


class NsccEvFeedback(C.Structure):
    """A feedback for the EV engine: what an ACK, NACK or timeout says about its EV."""

    _fields_ = [
        ("t_ps", C.c_uint64),
        ("ccc", C.c_uint32),
        ("ev", C.c_uint32),
        ("kind", C.c_uint32),
        ("ecn", C.c_uint8),
        ("last_hop", C.c_uint8),
        ("ev_change", C.c_uint8),
    ]


class NsccEvDecision(C.Structure):
    """An EV decision for a packet about to be sent."""

    _fields_ = [
        ("ev", C.c_uint32),
        ("index", C.c_uint32),
        ("source", C.c_uint32),
        ("visits", C.c_uint32),
        ("penalty", C.c_uint32),
        ("dropped", C.c_uint32),
    ]


class NsccEvEffect(C.Structure):
    """What a feedback did."""

    _fields_ = [
        ("fb_class", C.c_uint32),
        ("index", C.c_uint32),
        ("penalty", C.c_uint32),
        ("recycled", C.c_uint8),
        ("froze", C.c_uint8),
        ("thawed", C.c_uint8),
    ]


class NsccEvState(C.Structure):
    """One CCC's EV-engine state (the penalties: nscc_mp_penalties; the ring: nscc_mp_fresh)."""

    _fields_ = [
        ("ready", C.c_uint8),
        ("frozen", C.c_uint8),
        ("ev_hi", C.c_uint16),
        ("freeze_start", C.c_uint16),
        ("idx", C.c_uint8),
        ("xor_mask", C.c_uint8),
        ("head", C.c_uint8),
        ("fresh", C.c_uint8),
        ("count", C.c_uint8),
        ("frozen_head", C.c_uint8),
        ("explore", C.c_uint8),
        ("penalised", C.c_uint32),
        ("evs", C.c_uint32),
        ("state_bits", C.c_uint32),
    ]


class NsccEvRefusals(C.Structure):
    """The EV engine's refusals per reason, and requests applied."""

    _fields_ = [
        ("ccc_out_of_range", C.c_uint64),
        ("idle", C.c_uint64),
        ("ev_out_of_range", C.c_uint64),
        ("feedback_out_of_range", C.c_uint64),
        ("decisions", C.c_uint64),
        ("feedbacks", C.c_uint64),
    ]


class NsccIntConfig(C.Structure):
    """An INT CCC's configuration (trace header keys hpcc_*, fncc_*, init_cwnd, mtu;"""

    _fields_ = [
        ("algo", C.c_uint32),
        ("model", C.c_uint32),
        ("t_ps", C.c_uint64),
        ("wai", C.c_uint64),
        ("init_cwnd", C.c_uint64),
        ("eta_ppm", C.c_uint32),
        ("max_stage", C.c_uint32),
        ("alpha_ppm", C.c_uint32),
        ("beta_ppm", C.c_uint32),
        ("mtu", C.c_uint32),
        ("n_speeds", C.c_uint32),
        ("speeds_bps", C.c_uint64 * 8),
        ("auto_speeds", C.c_uint8),
    ]


class NsccIntHop(C.Structure):
    """One INT record (the trace's int<k>_* columns), first hop from the sender first."""

    _fields_ = [
        ("qlen", C.c_uint64),
        ("ts_ps", C.c_uint64),
        ("txbytes", C.c_uint64),
        ("bps", C.c_uint64),
    ]


class NsccIntAck(C.Structure):
    """One ACK of an INT CCC (Rx-HPCC: one data packet at the receiver, t_ps its clock)."""

    _fields_ = [
        ("t_ps", C.c_uint64),
        ("cum_ack", C.c_uint64),
        ("snd_nxt", C.c_uint64),
        ("n_flows", C.c_uint64),
    ]


class NsccIntOutput(C.Structure):
    """What an INT ACK produced: the window and rate a sender obeys, and why."""

    _fields_ = [
        ("cwnd", C.c_uint64),
        ("wc", C.c_uint64),
        ("w_q8", C.c_uint64),
        ("wc_q8", C.c_uint64),
        ("u_q20", C.c_uint64),
        ("u_ppm", C.c_uint64),
        ("rate_bps", C.c_uint64),
        ("inc_stage", C.c_uint32),
        ("action", C.c_uint32),
        ("branch", C.c_uint32),
        ("update_wc", C.c_uint8),
        ("lhcs", C.c_uint8),
    ]


class NsccIntCccState(C.Structure):
    """An INT CCC's state."""

    _fields_ = [
        ("cwnd", C.c_uint64),
        ("wc", C.c_uint64),
        ("w_q8", C.c_uint64),
        ("wc_q8", C.c_uint64),
        ("u_q20", C.c_uint64),
        ("u_ppm", C.c_uint64),
        ("last_update", C.c_uint64),
        ("events", C.c_uint64),
        ("refused", C.c_uint64),
        ("inc_stage", C.c_uint32),
        ("l_hops", C.c_uint32),
        ("algo", C.c_uint32),
        ("model", C.c_uint32),
    ]
