// replay_log: drive the htsim adapter (nscc_htsim.cpp) from a recorded call log, without
// htsim, and check that every window it returns equals the recorded one.
//
//   replay_log LOG [golden|float|engine]
//
// LOG: a call log written with NSCC_HTSIM_LOG=LOG (its "# mode" line gives the mode unless
// one is named). Prints "LOG: N flows, M events, every window equal" and exits 0, or names
// the first line whose cwnd or MaxWnd differs and exits 1 (2: unreadable log or usage).
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "nscc_htsim.h"

using nscc_htsim::Adapter;
using nscc_htsim::Flow;
using nscc_htsim::FlowConfig;
using nscc_htsim::Mode;
using nscc_htsim::Window;

namespace {

[[noreturn]] void bad(const char* path, unsigned long line, const char* why) {
    fprintf(stderr, "%s:%lu: %s\n", path, line, why);
    exit(2);
}

// The comma-separated fields of a line (kind first) as unsigned / signed integers.
std::vector<std::string> split(const std::string& s) {
    std::vector<std::string> out;
    size_t start = 0;
    for (;;) {
        size_t c = s.find(',', start);
        out.push_back(s.substr(start, c == std::string::npos ? std::string::npos : c - start));
        if (c == std::string::npos) break;
        start = c + 1;
    }
    return out;
}

bool to_u64(const std::string& s, uint64_t* v) {
    if (s.empty() || s[0] == '-') return false;
    char* end = nullptr;
    *v = strtoull(s.c_str(), &end, 10);
    return *end == 0;
}

bool to_i64(const std::string& s, int64_t* v) {
    if (s.empty()) return false;
    char* end = nullptr;
    *v = strtoll(s.c_str(), &end, 10);
    return *end == 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: replay_log LOG [golden|float|engine]\n");
        return 2;
    }
    const char* path = argv[1];
    FILE* in = fopen(path, "r");
    if (!in) {
        fprintf(stderr, "%s: cannot read\n", path);
        return 2;
    }
    bool mode_given = argc == 3;
    Mode mode = Mode::Golden;
    if (mode_given && !nscc_htsim::parse_mode(argv[2], &mode)) {
        fprintf(stderr, "unknown mode %s (golden, float, engine)\n", argv[2]);
        return 2;
    }

    Adapter* adapter = nullptr;
    std::vector<Flow*> flows;
    bool have_mode = mode_given;
    unsigned long lineno = 0;
    uint64_t events = 0;
    char buf[1024];
    while (fgets(buf, sizeof buf, in)) {
        lineno++;
        std::string line(buf);
        while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
        if (line.empty()) continue;
        if (line[0] == '#') {
            if (!line.compare(0, 7, "# mode ") && !mode_given) {
                if (!nscc_htsim::parse_mode(line.c_str() + 7, &mode)) bad(path, lineno, "unknown mode");
                have_mode = true;
            }
            continue;
        }
        if (!have_mode) bad(path, lineno, "no '# mode' line before the first call");
        if (!adapter) adapter = new Adapter(mode, std::string("replay_log ") + path, "");

        std::vector<std::string> f = split(line);
        const std::string& kind = f[0];
        // every numeric field, the signed in_flight included (parsed per kind below)
        auto u = [&](size_t i) {
            uint64_t v;
            if (i >= f.size() || !to_u64(f[i], &v)) bad(path, lineno, "malformed field");
            return v;
        };
        auto s = [&](size_t i) {
            int64_t v;
            if (i >= f.size() || !to_i64(f[i], &v)) bad(path, lineno, "malformed field");
            return v;
        };
        auto flow_at = [&](uint64_t index) {
            if (index >= flows.size()) bad(path, lineno, "event of an unknown flow");
            return flows[index];
        };
        const Window* w = nullptr;
        uint64_t rec_cwnd, rec_maxwnd;
        if (kind == "flow") {
            if (f.size() != 15) bad(path, lineno, "a flow line has 15 fields");
            if (u(1) != flows.size()) bad(path, lineno, "flows must come in index order");
            FlowConfig c;
            c.link_bps = u(4);
            c.base_rtt_ps = u(5);
            c.network_rtt_ps = u(6);
            c.target_qdelay_ps = u(7);
            c.init_cwnd = u(8);
            c.mss = (uint32_t)u(9);
            c.mtu = (uint32_t)u(10);
            c.trimming = (uint8_t)u(11);
            c.qa_gate = (uint8_t)u(12);
            Flow* fl = adapter->new_flow(u(2), c, u(3));
            flows.push_back(fl);
            w = &fl->window();
            rec_cwnd = u(13);
            rec_maxwnd = u(14);
        } else if (kind == "ack") {
            if (f.size() != 13) bad(path, lineno, "an ack line has 13 fields");
            uint64_t flags = u(9);
            w = &flow_at(u(1))->ack(u(2), u(3), u(4), u(5) != 0, s(6), u(7) != 0, u(8),
                                    (flags & NSCC_EVENT_NO_BASE_RTT) != 0, (uint8_t)u(10));
            rec_cwnd = u(11);
            rec_maxwnd = u(12);
            events++;
        } else if (kind == "nack") {
            if (f.size() != 9) bad(path, lineno, "a nack line has 9 fields");
            w = &flow_at(u(1))->nack(u(2), u(3), u(4), s(5), u(6) != 0);
            rec_cwnd = u(7);
            rec_maxwnd = u(8);
            events++;
        } else if (kind == "rto") {
            if (f.size() != 7) bad(path, lineno, "an rto line has 7 fields");
            w = &flow_at(u(1))->rto(u(2), u(3), s(4));
            rec_cwnd = u(5);
            rec_maxwnd = u(6);
            events++;
        } else {
            bad(path, lineno, "unknown line kind");
        }
        if (w->cwnd != rec_cwnd || w->maxwnd != rec_maxwnd) {
            fprintf(stderr,
                    "%s:%lu: %s: the adapter (%s) returned cwnd %u maxwnd %u, the log has cwnd "
                    "%" PRIu64 " maxwnd %" PRIu64 "\n  %s\n",
                    path, lineno, kind.c_str(), nscc_htsim::mode_name(mode), w->cwnd, w->maxwnd,
                    rec_cwnd, rec_maxwnd, line.c_str());
            return 1;
        }
    }
    fclose(in);
    if (!adapter) {
        fprintf(stderr, "%s: no calls\n", path);
        return 2;
    }
    printf("%s: %zu flows, %" PRIu64 " events, every window equal (%s)\n", path, flows.size(),
           events, nscc_htsim::mode_name(mode));
    delete adapter;
    return 0;
}
