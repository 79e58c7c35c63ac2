"""The golden model from Python: ctypes over the C ABI (capi/include/nscc.h), the library
libnscc_capi.so that `cargo build --release -p nscc-capi` builds. Only the multi-CCC engine
handle the IP bench needs; the structs come from nscc_abi.py, generated from the ABI's
declarations."""

import ctypes as C

from nscc_abi import (  # generated from the C ABI's declarations
    NSCC_DERIVE_INIT_CWND,
    NSCC_DERIVE_MTU,
    NSCC_DERIVE_NETWORK_RTT,
    NSCC_DERIVE_TARGET,
    NSCC_ERR_REFUSED,
    NSCC_OK,
    NsccConfig as Config,
    NsccError as Error,
    NsccEvent as Event,
    NsccOutput as Output,
    NsccRefusals as Refusals,
    NsccState as State,
)

# nscc_config's fields that a configuration may leave to be derived, and their bits
DERIVED_FIELDS = (
    ("network_rtt_ps", NSCC_DERIVE_NETWORK_RTT),
    ("target_qdelay_ps", NSCC_DERIVE_TARGET),
    ("mtu", NSCC_DERIVE_MTU),
    ("init_cwnd", NSCC_DERIVE_INIT_CWND),
)


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
