// trace_recorder: see trace_recorder.h.
#include "trace_recorder.h"

#include <cerrno>
#include <cinttypes>
#include <cstdlib>
#include <cstring>

namespace nscc_trace {

namespace {
Recorder* g_recorder = nullptr;
const char* kColumns =
    "t_ps,ccc,kind,bytes,psn,cum_ack,rtt_ps,ecn,last_hop,ooo,ev,rcv_cwnd_pend,rc,in_flight,"
    "ref_cwnd,ref_avg_delay_ps,ref_base_rtt_ps,ref_action,ref_fulfill,cc_in_flight,probe,"
    "probe_rtt_ps,rtx,rto_before,ref_maxwnd,ref_bytes_to_ignore,ref_bytes_ignored";
}  // namespace

Recorder* global() { return g_recorder; }
void set_global(Recorder* r) { g_recorder = r; }

bool Config::operator==(const Config& o) const {
    return link_bps == o.link_bps && base_rtt_ps == o.base_rtt_ps &&
           network_rtt_ps == o.network_rtt_ps && target_qdelay_ps == o.target_qdelay_ps &&
           mss == o.mss && mtu == o.mtu && init_cwnd == o.init_cwnd && trimming == o.trimming &&
           qa_gate == o.qa_gate;
}

uint64_t rcv_cwnd_pend(uint8_t field) {
    if (field == 255)
        return 0;
    // (255 - field) x 128 / 255 is never a half: plain rounding by + 127
    uint64_t v = ((255u - field) * 128u + 127u) / 255u;
    return v > 127 ? 127 : v;
}

Recorder::Recorder(const std::string& path, const std::string& scenario, bool receiver_cc)
    : _path(path), _scenario(scenario), _receiver_cc(receiver_cc) {
    _f = fopen(path.c_str(), "w");
    if (!_f) {
        fprintf(stderr, "-nscc_trace: cannot write %s: %s\n", path.c_str(), strerror(errno));
        exit(1);
    }
    setvbuf(_f, nullptr, _IOFBF, 1 << 20);
}

Recorder::~Recorder() {
    if (_f && fclose(_f) != 0) {
        fprintf(stderr, "-nscc_trace: error writing %s\n", _path.c_str());
        exit(1);
    }
}

void Recorder::flow(uint64_t ccc, const Config& c) {
    if (_have_cfg) {
        if (!(c == _cfg)) {
            fprintf(stderr,
                    "-nscc_trace: flow %" PRIu64 " has another NSCC configuration than the "
                    "first flow (base RTT %" PRIu64 " ps, init cwnd %" PRIu64 " against %" PRIu64
                    ", %" PRIu64 "); a trace holds one configuration (no "
                    "-enable_accurate_base_rtt)\n",
                    ccc, c.base_rtt_ps, c.init_cwnd, _cfg.base_rtt_ps, _cfg.init_cwnd);
            exit(1);
        }
        return;
    }
    _have_cfg = true;
    _cfg = c;
    fprintf(_f,
            "# nscc-trace v1\n# link_bps=%" PRIu64 "\n# base_rtt_ps=%" PRIu64
            "\n# network_rtt_ps=%" PRIu64 "\n# target_qdelay_ps=%" PRIu64 "\n# mss=%" PRIu64
            "\n# mtu=%" PRIu64 "\n# init_cwnd=%" PRIu64 "\n# trimming=%" PRIu64
            "\n# qa_gate=%" PRIu64 "\n# source=htsim-uec\n# scenario=%s\n",
            c.link_bps, c.base_rtt_ps, c.network_rtt_ps, c.target_qdelay_ps, c.mss, c.mtu,
            c.init_cwnd, c.trimming, c.qa_gate, _scenario.c_str());
    fprintf(_f,
            "# reference trace from htsim_uec (ultraethernet/uet-htsim commit "
            "40ccb0526bb6297eeb22ab33f9934fb35278dbaf), %s\n"
            "# extra columns beyond v1 and the ref_ state columns are described in README.md\n"
            "%s\n",
            _receiver_cc ? "sender-side NSCC with receiver-side CC" : "sender-side NSCC only",
            kColumns);
}

void Recorder::begin_ack(uint64_t ccc) {
    _holding = true;
    _held_ccc = ccc;
    _held.clear();
}

void Recorder::end_ack(Row r) {
    for (const Row& s : _held)
        r.in_flight -= (int64_t)s.bytes;
    _holding = false;
    write(r);
    for (const Row& s : _held)
        write(s);
    _held.clear();
}

void Recorder::row(const Row& r) {
    if (_holding && r.ccc == _held_ccc && !strcmp(r.kind, "send"))
        _held.push_back(r);
    else
        write(r);
}

void Recorder::write(const Row& r) {
    if (!_have_cfg) {
        fprintf(stderr, "-nscc_trace: a row before any flow's NSCC initialisation\n");
        exit(1);
    }
    if (r.in_flight < 0 || r.cc_in_flight < 0 || r.cwnd < 0 || r.maxwnd < 0) {
        fprintf(stderr,
                "-nscc_trace: negative in-flight or window at t %" PRIu64 " ps, flow %" PRIu64
                " (%s): in_flight %" PRId64 ", cc_in_flight %" PRId64 ", cwnd %" PRId64 "\n",
                r.t_ps, r.ccc, r.kind, r.in_flight, r.cc_in_flight, r.cwnd);
        exit(1);
    }
    fprintf(_f,
            "%" PRIu64 ",%" PRIu64 ",%s,%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64
            ",%d,%d,%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",0,%" PRId64 ",%" PRId64 ",%" PRIu64
            ",%" PRIu64 ",%s,%d,%" PRId64 ",%d,%" PRIu64 ",%d,%" PRIu64 ",%" PRId64 ",%" PRIu64
            ",%" PRIu64 "\n",
            r.t_ps, r.ccc, r.kind, r.bytes, r.psn, r.cum_ack, r.rtt_ps, r.ecn ? 1 : 0,
            r.last_hop ? 1 : 0, r.ooo, r.ev, r.rcv_cwnd_pend, r.in_flight, r.cwnd,
            r.avg_delay_ps, r.base_rtt_ps, r.action, r.fulfill ? 1 : 0, r.cc_in_flight,
            r.probe ? 1 : 0, r.probe_rtt_ps, r.rtx ? 1 : 0, r.rto_before, r.maxwnd,
            r.bytes_to_ignore, r.bytes_ignored);
    _rows++;
    if (!strcmp(r.kind, "ack"))
        _acks++;
    else if (!strcmp(r.kind, "nack"))
        _nacks++;
    else
        _sends++;
}

void Recorder::summary(FILE* out) const {
    fprintf(out,
            "nscc_trace: %s: %" PRIu64 " rows (ack %" PRIu64 ", nack %" PRIu64 ", send %" PRIu64
            ")\n",
            _path.c_str(), _rows, _acks, _nacks, _sends);
}

}  // namespace nscc_trace
