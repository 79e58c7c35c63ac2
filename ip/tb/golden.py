"""The golden model from Python: ctypes over the C ABI (capi/include/nscc.h), the library
libnscc_capi.so that `cargo build --release -p nscc-capi` builds. Only the multi-CCC engine
handle the IP bench needs."""

import ctypes as C

NSCC_OK = 0
NSCC_ERR_REFUSED = 4


class Config(C.Structure):
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
    ]


class Event(C.Structure):
    _fields_ = [
        ("t_ps", C.c_uint64),
        ("bytes", C.c_uint64),
        ("rtt_ps", C.c_uint64),
        ("in_flight", C.c_uint64),
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
    ]


class Output(C.Structure):
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


class State(C.Structure):
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


class Refusals(C.Structure):
    _fields_ = [
        ("ccc_out_of_range", C.c_uint64),
        ("idle", C.c_uint64),
        ("not_ready", C.c_uint64),
        ("event_out_of_range", C.c_uint64),
        ("applied", C.c_uint64),
    ]


class Error(C.Structure):
    _fields_ = [("code", C.c_int32), ("message", C.c_char * 256)]


class GoldenError(Exception):
    pass


class Engine:
    """A `nscc_engine` handle: CCC contexts, profiles, lifecycle."""

    def __init__(self, lib_path, cccs):
        self.lib = C.CDLL(lib_path)
        self.h = C.c_void_p()
        self._call("nscc_engine_new", C.c_uint32(cccs), C.byref(self.h))

    def _call(self, name, *args, ok=(NSCC_OK,)):
        err = Error()
        rc = getattr(self.lib, name)(*args, C.byref(err))
        if rc not in ok:
            raise GoldenError(f"{name}: {rc}: {err.message.decode(errors='replace')}")
        return rc

    def close(self):
        if self.h:
            self.lib.nscc_engine_free(self.h)
            self.h = C.c_void_p()

    def load_profile(self, profile, cfg):
        self._call("nscc_engine_load_profile", self.h, C.c_uint32(profile), C.byref(cfg))

    def activate(self, ccc, profile, t_ps):
        self._call("nscc_engine_activate", self.h, C.c_uint32(ccc), C.c_uint32(profile), C.c_uint64(t_ps))

    def ready(self, ccc):
        self._call("nscc_engine_ready", self.h, C.c_uint32(ccc))

    def reset(self, ccc):
        self._call("nscc_engine_reset", self.h, C.c_uint32(ccc))

    def refusals(self):
        r = Refusals()
        self._call("nscc_engine_refusals", self.h, C.byref(r))
        return {f: getattr(r, f) for f, _ in Refusals._fields_}

    def on_event(self, ev):
        """The event's output, or (None, reason) when the engine refuses it."""
        before = self.refusals()
        out = Output()
        rc = self._call(
            "nscc_engine_on_event", self.h, C.byref(ev), C.byref(out), ok=(NSCC_OK, NSCC_ERR_REFUSED)
        )
        if rc == NSCC_OK:
            return out, None
        after = self.refusals()
        reason = next(k for k in after if k != "applied" and after[k] != before[k])
        return None, reason

    def state(self, ccc):
        s = State()
        self._call("nscc_engine_state", self.h, C.c_uint32(ccc), C.byref(s))
        return s
