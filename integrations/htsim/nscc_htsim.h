// nscc_htsim: the hardware NSCC (the project's C ABI, capi/include/nscc.h) as the congestion
// control of a uet-htsim sender (UecSrc). One CCC per flow; the simulator reports its ACK,
// NACK and timeout callbacks and obeys the window it gets back.
//
// Free of htsim headers: replay_log.cpp drives it from a recorded call log, without htsim.
#ifndef NSCC_HTSIM_H
#define NSCC_HTSIM_H

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "nscc.h"

namespace nscc_htsim {

// Which model computes the windows.
enum class Mode {
    Golden,  // one nscc_ccc per flow, the hardware's integer NSCC (sequential)
    Float,   // one nscc_ccc per flow with NSCC_CCC_FLOAT: htsim's f64 NSCC (the self-check)
    Engine,  // one shared nscc_engine: a context per flow (its own base RTT), a profile per
             // distinct configuration
};

// "golden", "float", "engine" -> *mode; false for anything else.
bool parse_mode(const char* word, Mode* mode);
const char* mode_name(Mode mode);

// What htsim knows of a flow when it initialises its NSCC (UecSrc::initNsccParams and
// UecSrc::initNscc). Times in ps, sizes in bytes (wire bytes unless said otherwise).
struct FlowConfig {
    uint64_t link_bps = 0;          // the NIC's speed (htsim: sender = receiver speed)
    uint64_t base_rtt_ps = 0;       // initNscc's peer_rtt: the flow's starting base RTT
    uint64_t network_rtt_ps = 0;    // UecSrc::_network_rtt (fulfill period, gain scaling)
    uint64_t target_qdelay_ps = 0;  // UecSrc::_target_Qdelay (after htsim's defaulting)
    uint64_t init_cwnd = 0;         // initNscc's cwnd; 0 = MaxWnd (derived)
    uint32_t mss = 0;               // UecSrc::_mss (payload)
    uint32_t mtu = 0;               // UecSrc::_mtu (payload + header)
    uint8_t trimming = 1;           // UecSrc::_network_trimming_enabled
    uint8_t qa_gate = 3;            // UecSrc::_qa_gate
};

// The window after an event (what the sender obeys), and a few values for logs.
struct Window {
    uint32_t cwnd = 0;
    uint32_t maxwnd = 0;
    uint32_t bdp = 0;
    uint32_t action = 0;  // NSCC_ACTION_*
    uint64_t base_rtt_ps = 0;
    uint64_t avg_delay_ps = 0;
};

class Adapter;

// One flow's CCC. Every call takes the event's time t_ps (htsim: eventlist().now()).
class Flow {
public:
    // An ACK: bytes = newly received bytes (the receiver's counter delta); rtt_ps = the
    // raw RTT sample, 0 when htsim has none (it then votes with its average delay); ecn =
    // the ECN echo (htsim's skip); in_flight = _in_flight at the NSCC call (after the
    // ACK's accounting); probe / probe_rtt_ps: a SLEEK probe's ACK and, if it answers the
    // latest probe, that probe's RTT; rts: the ACK of an RTS (its sample never lowers the
    // base RTT).
    const Window& ack(uint64_t t_ps, uint64_t bytes, uint64_t rtt_ps, bool ecn, int64_t in_flight,
                      bool probe, uint64_t probe_rtt_ps, bool rts, uint8_t rcv_cwnd_pend = 0);
    // A NACK: bytes = the trimmed packet's size; rtt_ps = its raw RTT (0: do not learn the
    // base RTT from it); in_flight = the in-flight bytes AFTER the trimmed packet left (htsim
    // calls its NACK hook before `_in_flight -= pkt_size`: pass `_in_flight - pkt_size`).
    const Window& nack(uint64_t t_ps, uint64_t bytes, uint64_t rtt_ps, int64_t in_flight,
                       bool last_hop);
    // A retransmission timeout of a packet of `bytes` (cwnd loses it, floor one MTU).
    const Window& rto(uint64_t t_ps, uint64_t bytes, int64_t in_flight);

    const Window& window() const { return _win; }
    uint32_t index() const { return _index; }
    uint64_t label() const { return _label; }
    const FlowConfig& config() const { return _cfg; }

    // Shadow check (htsim's own NSCC ran this event too): compare its window with ours.
    // Returns true if equal; the adapter counts and reports mismatches.
    bool expect(int64_t htsim_cwnd, int64_t htsim_maxwnd);

private:
    friend class Adapter;
    Flow(Adapter& a, uint32_t index, uint64_t label, const FlowConfig& cfg)
        : _a(a), _index(index), _label(label), _cfg(cfg) {}
    const Window& run(const nscc_event& ev);

    Adapter& _a;
    uint32_t _index;   // 0.. in creation order (the engine's CCC id)
    uint64_t _label;   // the simulator's flow id (logs only)
    FlowConfig _cfg;
    nscc_ccc* _ccc = nullptr;  // golden, float
    Window _win;
    nscc_event _last{};  // the last event (for mismatch reports)
};

class Adapter {
public:
    // source: a line naming the simulator and its command (the log header).
    // log_path: NULL = $NSCC_HTSIM_LOG (unset: no log); "" = no log.
    Adapter(Mode mode, const std::string& source, const char* log_path = nullptr);
    ~Adapter();
    Adapter(const Adapter&) = delete;
    Adapter& operator=(const Adapter&) = delete;

    // A new flow's CCC, created (and READY) at t_ps; exits the process with a message on an
    // impossible configuration.
    Flow* new_flow(uint64_t label, const FlowConfig& cfg, uint64_t t_ps);

    Mode mode() const { return _mode; }
    uint64_t events() const { return _events; }
    uint64_t mismatches() const { return _mismatches; }
    // One line of statistics (events, shadow mismatches) to out.
    void summary(FILE* out) const;

    // The nscc_config a flow is loaded with (explicit values, derive bits cleared for what
    // htsim fixes).
    static nscc_config config_of(const FlowConfig& cfg);

private:
    friend class Flow;
    [[noreturn]] void fail(const char* what, const nscc_error& err) const;
    void log_event(const Flow& f, const nscc_event& ev);
    uint32_t profile_for(const nscc_config& cfg);

    Mode _mode;
    std::vector<std::unique_ptr<Flow>> _flows;
    nscc_engine* _engine = nullptr;
    uint32_t _engine_cccs = 0;
    std::vector<nscc_config> _profiles;  // engine: loaded profiles, by number
    FILE* _log = nullptr;
    uint64_t _events = 0;
    uint64_t _mismatches = 0;
};

// The process-wide adapter htsim's senders use (created by main_uec.cpp's option); NULL
// when htsim runs its own NSCC only.
Adapter* global();
void set_global(Adapter* a);

}  // namespace nscc_htsim

#endif
