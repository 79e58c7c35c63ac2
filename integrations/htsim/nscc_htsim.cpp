// nscc_htsim: see nscc_htsim.h.
#include "nscc_htsim.h"

#include <cinttypes>
#include <cstdlib>
#include <cstring>

namespace nscc_htsim {

namespace {
Adapter* g_adapter = nullptr;
}

Adapter* global() { return g_adapter; }
void set_global(Adapter* a) { g_adapter = a; }

bool parse_mode(const char* word, Mode* mode) {
    if (!strcmp(word, "golden")) {
        *mode = Mode::Golden;
    } else if (!strcmp(word, "float")) {
        *mode = Mode::Float;
    } else if (!strcmp(word, "engine")) {
        *mode = Mode::Engine;
    } else {
        return false;
    }
    return true;
}

const char* mode_name(Mode mode) {
    switch (mode) {
        case Mode::Golden: return "golden";
        case Mode::Float: return "float";
        case Mode::Engine: return "engine";
    }
    return "?";
}

// ---------------------------------------------------------------------------------------
// configuration

nscc_config Adapter::config_of(const FlowConfig& f) {
    nscc_config c;
    nscc_error err;
    if (nscc_config_default(&c, &err) != NSCC_OK) {
        fprintf(stderr, "nscc_htsim: nscc_config_default: %s\n", err.message);
        exit(1);
    }
    c.sender_link_bps = f.link_bps;
    c.receiver_link_bps = f.link_bps;
    c.base_rtt_ps = f.base_rtt_ps;
    c.mss = f.mss;
    c.trimming = f.trimming;
    c.qa_gate = f.qa_gate;
    c.use_ai_step = 0;  // htsim's fair increase: 5 x mss x a per RTT
    c.ai_shift = 0;
    // htsim fixes the network RTT, the target and the MTU itself: give them explicitly.
    c.derive = NSCC_DERIVE_ALL & ~(NSCC_DERIVE_NETWORK_RTT | NSCC_DERIVE_TARGET | NSCC_DERIVE_MTU);
    c.network_rtt_ps = f.network_rtt_ps;
    c.target_qdelay_ps = f.target_qdelay_ps;
    c.mtu = f.mtu;
    // initNscc(cwnd = 0) starts at MaxWnd: derived; any other value is given.
    if (f.init_cwnd != 0) {
        c.derive &= ~NSCC_DERIVE_INIT_CWND;
        c.init_cwnd = f.init_cwnd;
    } else {
        c.init_cwnd = 0;
    }
    return c;
}

// ---------------------------------------------------------------------------------------
// adapter

Adapter::Adapter(Mode mode, const std::string& source, const char* log_path) : _mode(mode) {
    if (nscc_abi_version() != NSCC_ABI_VERSION) {
        fprintf(stderr, "nscc_htsim: libnscc_capi has ABI version %u, nscc.h %u: rebuild\n",
                nscc_abi_version(), (unsigned)NSCC_ABI_VERSION);
        exit(1);
    }
    if (!log_path) log_path = getenv("NSCC_HTSIM_LOG");
    if (log_path && *log_path) {
        _log = fopen(log_path, "w");
        if (!_log) {
            fprintf(stderr, "nscc_htsim: cannot write %s\n", log_path);
            exit(1);
        }
        fprintf(_log, "# nscc_htsim call log v1\n");
        fprintf(_log, "# mode %s\n", mode_name(mode));
        fprintf(_log, "# abi %u\n", (unsigned)NSCC_ABI_VERSION);
        fprintf(_log, "# source %s\n", source.c_str());
        fprintf(_log,
                "# flow,index,label,t_ps,link_bps,base_rtt_ps,network_rtt_ps,target_qdelay_ps,"
                "init_cwnd,mss,mtu,trimming,qa_gate,cwnd,maxwnd\n");
        fprintf(_log,
                "# ack,index,t_ps,bytes,rtt_ps,ecn,in_flight,probe,probe_rtt_ps,flags,"
                "rcv_cwnd_pend,cwnd,maxwnd\n");
        fprintf(_log, "# nack,index,t_ps,bytes,rtt_ps,in_flight,last_hop,cwnd,maxwnd\n");
        fprintf(_log, "# rto,index,t_ps,bytes,in_flight,cwnd,maxwnd\n");
    }
}

Adapter::~Adapter() {
    for (auto& f : _flows) nscc_ccc_free(f->_ccc);
    nscc_engine_free(_engine);
    if (_log) fclose(_log);
}

void Adapter::fail(const char* what, const nscc_error& err) const {
    fprintf(stderr, "nscc_htsim (%s): %s: %s (code %d)\n", mode_name(_mode), what, err.message,
            err.code);
    exit(1);
}

static bool same_config(const nscc_config& a, const nscc_config& b) {
    return a.sender_link_bps == b.sender_link_bps && a.receiver_link_bps == b.receiver_link_bps &&
           a.base_rtt_ps == b.base_rtt_ps && a.network_rtt_ps == b.network_rtt_ps &&
           a.target_qdelay_ps == b.target_qdelay_ps && a.init_cwnd == b.init_cwnd &&
           a.mss == b.mss && a.mtu == b.mtu && a.trimming == b.trimming &&
           a.qa_gate == b.qa_gate && a.use_ai_step == b.use_ai_step &&
           a.ai_shift == b.ai_shift && a.derive == b.derive;
}

uint32_t Adapter::profile_for(const nscc_config& flow_cfg) {
    nscc_config cfg = flow_cfg;
    cfg.base_rtt_ps = cfg.network_rtt_ps;  // the profile's; each CCC is activated with its own
    for (uint32_t p = 0; p < _profiles.size(); p++) {
        if (same_config(_profiles[p], cfg)) return p;
    }
    nscc_error err;
    uint32_t p = (uint32_t)_profiles.size();
    if (p >= NSCC_PROFILES) {
        fprintf(stderr, "nscc_htsim (engine): more than %u distinct configurations\n",
                (unsigned)NSCC_PROFILES);
        exit(1);
    }
    if (nscc_engine_load_profile(_engine, p, &cfg, &err) != NSCC_OK) fail("nscc_engine_load_profile", err);
    _profiles.push_back(cfg);
    return p;
}

Flow* Adapter::new_flow(uint64_t label, const FlowConfig& fc, uint64_t t_ps) {
    nscc_error err;
    nscc_config cfg = config_of(fc);
    uint32_t index = (uint32_t)_flows.size();
    std::unique_ptr<Flow> f(new Flow(*this, index, label, fc));
    nscc_derived d;
    if (nscc_config_derive(&cfg, &d, &err) != NSCC_OK) fail("nscc_config_derive", err);
    switch (_mode) {
        case Mode::Golden:
        case Mode::Float: {
            uint32_t flags = _mode == Mode::Float ? NSCC_CCC_FLOAT : NSCC_CCC_SEQUENTIAL;
            if (nscc_ccc_new(&cfg, flags, t_ps, &f->_ccc, &err) != NSCC_OK) fail("nscc_ccc_new", err);
            break;
        }
        case Mode::Engine: {
            if (!_engine) {
                // htsim creates every flow before the simulation starts: the engine holds
                // the most contexts the hardware has
                _engine_cccs = NSCC_MAX_CCCS;
                if (nscc_engine_new(_engine_cccs, &_engine, &err) != NSCC_OK)
                    fail("nscc_engine_new", err);
            }
            if (index >= _engine_cccs) {
                fprintf(stderr, "nscc_htsim (engine): more than %u flows\n", _engine_cccs);
                exit(1);
            }
            // one profile per configuration; each context gets its flow's own base RTT
            uint32_t p = profile_for(cfg);
            if (nscc_engine_activate_rtt(_engine, index, p, t_ps, fc.base_rtt_ps, &err) != NSCC_OK)
                fail("nscc_engine_activate_rtt", err);
            if (nscc_engine_ready(_engine, index, &err) != NSCC_OK) fail("nscc_engine_ready", err);
            break;
        }
    }
    // The window before any event: what the CCC was loaded with.
    f->_win.cwnd = (uint32_t)d.init_cwnd;
    f->_win.maxwnd = d.maxwnd;
    f->_win.bdp = d.bdp;
    f->_win.base_rtt_ps = fc.base_rtt_ps;
    if (_log) {
        fprintf(_log,
                "flow,%u,%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64
                ",%" PRIu64 ",%u,%u,%u,%u,%u,%u\n",
                index, label, t_ps, fc.link_bps, fc.base_rtt_ps, fc.network_rtt_ps,
                fc.target_qdelay_ps, fc.init_cwnd, fc.mss, fc.mtu, fc.trimming, fc.qa_gate,
                f->_win.cwnd, f->_win.maxwnd);
    }
    _flows.push_back(std::move(f));
    return _flows.back().get();
}

void Adapter::log_event(const Flow& f, const nscc_event& ev) {
    if (!_log) return;
    const Window& w = f._win;
    switch (ev.kind) {
        case NSCC_KIND_ACK:
            fprintf(_log,
                    "ack,%u,%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%u,%" PRId64 ",%u,%" PRIu64
                    ",%u,%u,%u,%u\n",
                    f._index, ev.t_ps, ev.bytes, ev.rtt_ps, ev.ecn, (int64_t)ev.in_flight,
                    ev.probe, ev.probe_rtt_ps, ev.flags, ev.rcv_cwnd_pend, w.cwnd, w.maxwnd);
            break;
        case NSCC_KIND_NACK:
            fprintf(_log, "nack,%u,%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRId64 ",%u,%u,%u\n",
                    f._index, ev.t_ps, ev.bytes, ev.rtt_ps, (int64_t)ev.in_flight, ev.last_hop,
                    w.cwnd, w.maxwnd);
            break;
        case NSCC_KIND_RTO:
            fprintf(_log, "rto,%u,%" PRIu64 ",%" PRIu64 ",%" PRId64 ",%u,%u\n", f._index, ev.t_ps,
                    ev.bytes, (int64_t)ev.in_flight, w.cwnd, w.maxwnd);
            break;
        default:
            break;
    }
}

void Adapter::summary(FILE* out) const {
    fprintf(out, "nscc_htsim: mode %s, %zu flows, %" PRIu64 " events", mode_name(_mode),
            _flows.size(), _events);
    if (_mismatches) fprintf(out, ", %" PRIu64 " shadow mismatches", _mismatches);
    fprintf(out, "\n");
}

// ---------------------------------------------------------------------------------------
// flow

const Window& Flow::run(const nscc_event& in) {
    nscc_event ev = in;
    ev.ccc = _index;
    nscc_output out;
    nscc_error err;
    int32_t rc = _a._engine ? nscc_engine_on_event(_a._engine, &ev, &out, &err)
                            : nscc_ccc_on_event(_ccc, &ev, &out, &err);
    if (rc != NSCC_OK) _a.fail("on_event", err);
    _win.cwnd = out.cwnd;
    _win.maxwnd = out.maxwnd;
    _win.bdp = out.bdp;
    _win.action = out.action;
    _win.base_rtt_ps = out.base_rtt_ps;
    _win.avg_delay_ps = out.avg_delay_ps;
    _last = ev;
    _a._events++;
    _a.log_event(*this, ev);
    return _win;
}

const Window& Flow::ack(uint64_t t_ps, uint64_t bytes, uint64_t rtt_ps, bool ecn, int64_t in_flight,
                        bool probe, uint64_t probe_rtt_ps, bool rts, uint8_t rcv_cwnd_pend) {
    nscc_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = NSCC_KIND_ACK;
    ev.t_ps = t_ps;
    ev.bytes = bytes;
    ev.rtt_ps = probe ? 0 : rtt_ps;
    ev.ecn = ecn;
    ev.in_flight = in_flight;
    ev.probe = probe;
    ev.probe_rtt_ps = probe ? probe_rtt_ps : 0;
    ev.flags = rts ? NSCC_EVENT_NO_BASE_RTT : 0;
    ev.rcv_cwnd_pend = rcv_cwnd_pend;
    return run(ev);
}

const Window& Flow::nack(uint64_t t_ps, uint64_t bytes, uint64_t rtt_ps, int64_t in_flight,
                         bool last_hop) {
    nscc_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = NSCC_KIND_NACK;
    ev.t_ps = t_ps;
    ev.bytes = bytes;
    ev.rtt_ps = rtt_ps;
    ev.in_flight = in_flight;
    ev.last_hop = last_hop;
    return run(ev);
}

const Window& Flow::rto(uint64_t t_ps, uint64_t bytes, int64_t in_flight) {
    nscc_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = NSCC_KIND_RTO;
    ev.t_ps = t_ps;
    ev.bytes = bytes;
    ev.in_flight = in_flight;
    return run(ev);
}

bool Flow::expect(int64_t htsim_cwnd, int64_t htsim_maxwnd) {
    if (htsim_cwnd == (int64_t)_win.cwnd && htsim_maxwnd == (int64_t)_win.maxwnd) return true;
    if (_a._mismatches++ < 10) {
        const nscc_event& e = _last;
        fprintf(stderr,
                "nscc_htsim shadow (%s): flow %" PRIu64 " (ccc %u) event %s t_ps=%" PRIu64
                " bytes=%" PRIu64 " rtt_ps=%" PRIu64 " ecn=%u in_flight=%" PRId64
                " probe=%u probe_rtt_ps=%" PRIu64 " flags=%u last_hop=%u: htsim cwnd %" PRId64
                " maxwnd %" PRId64 ", model cwnd %u maxwnd %u (%s)\n",
                mode_name(_a._mode), _label, _index,
                e.kind == NSCC_KIND_ACK ? "ack" : e.kind == NSCC_KIND_NACK ? "nack" : "rto", e.t_ps,
                e.bytes, e.rtt_ps, e.ecn, (int64_t)e.in_flight, e.probe, e.probe_rtt_ps, e.flags,
                e.last_hop, htsim_cwnd, htsim_maxwnd, _win.cwnd, _win.maxwnd,
                nscc_action_word(_win.action));
    }
    return false;
}

}  // namespace nscc_htsim
