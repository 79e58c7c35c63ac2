// trace_recorder: writes what uet-htsim's NSCC senders see and do as a CSV v1 ACK trace
// (docs/trace-format.md; the columns of traces/htsim/README.md): every ACK and NACK that
// went through htsim's NSCC with its inputs, every data packet sent, and htsim's own NSCC
// state after each event in the ref_ columns. record-40ccb05.patch calls it from UecSrc
// (option -nscc_trace PATH); free of htsim headers.
#ifndef NSCC_TRACE_RECORDER_H
#define NSCC_TRACE_RECORDER_H

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace nscc_trace {

// A flow's NSCC configuration as htsim sets it up (initNsccParams, initNscc). The trace's
// header holds one configuration: every flow of a recording must have the same.
struct Config {
    uint64_t link_bps = 0;          // the NIC's speed
    uint64_t base_rtt_ps = 0;       // initNscc's peer_rtt
    uint64_t network_rtt_ps = 0;    // UecSrc::_network_rtt
    uint64_t target_qdelay_ps = 0;  // UecSrc::_target_Qdelay
    uint64_t mss = 0;
    uint64_t mtu = 0;
    uint64_t init_cwnd = 0;         // _cwnd right after initNscc, bytes
    uint64_t trimming = 0;
    uint64_t qa_gate = 0;
    bool operator==(const Config& o) const;
};

// One row. `kind` and `action` are the trace's words (ack, nack, send; fair, prop, ...).
struct Row {
    uint64_t t_ps = 0;
    uint64_t ccc = 0;  // htsim's flow id
    const char* kind = "send";
    uint64_t bytes = 0;
    uint64_t psn = 0;
    uint64_t cum_ack = 0;
    uint64_t rtt_ps = 0;
    bool ecn = false;
    bool last_hop = false;
    uint64_t ooo = 0;
    uint64_t ev = 0;
    uint64_t rcv_cwnd_pend = 0;
    int64_t in_flight = 0;
    // htsim's NSCC after the event
    int64_t cwnd = 0;
    uint64_t avg_delay_ps = 0;
    uint64_t base_rtt_ps = 0;
    const char* action = "none";
    bool fulfill = false;
    // extra columns
    int64_t cc_in_flight = 0;
    bool probe = false;
    uint64_t probe_rtt_ps = 0;
    bool rtx = false;
    uint64_t rto_before = 0;
    int64_t maxwnd = 0;
    uint64_t bytes_to_ignore = 0;
    uint64_t bytes_ignored = 0;
};

// The v1 receiver penalty from htsim's 8-bit ACK field (255 = none, smaller = larger
// penalty): 0 for 255, else min(127, round((255 - field) x 128 / 255)).
uint64_t rcv_cwnd_pend(uint8_t field);

class Recorder {
public:
    // Opens `path` for writing (exits the process with a message if it cannot). scenario:
    // the header's scenario= value; receiver_cc: the run has receiver-side CC too (named
    // in the header's comment).
    Recorder(const std::string& path, const std::string& scenario, bool receiver_cc);
    ~Recorder();  // flushes and closes
    Recorder(const Recorder&) = delete;
    Recorder& operator=(const Recorder&) = delete;

    // A flow's configuration at its NSCC initialisation: the first one writes the header,
    // a later different one is an error (exit 1: the trace cannot describe it).
    void flow(uint64_t ccc, const Config& cfg);

    // An ACK of flow `ccc` has been through NSCC; until end_ack, that flow's send rows are
    // held back (SLEEK may send before the ACK's row is complete).
    void begin_ack(uint64_t ccc);
    // The ACK's row (in_flight: the flow's in-flight bytes now; the bytes of the held-back
    // sends are taken off it), then the held-back send rows.
    void end_ack(Row row);
    void row(const Row& row);

    uint64_t rows() const { return _rows; }
    void summary(FILE* out) const;

private:
    void write(const Row& row);

    FILE* _f = nullptr;
    std::string _path, _scenario;
    bool _receiver_cc;
    bool _have_cfg = false;
    Config _cfg;
    uint64_t _held_ccc = 0;
    bool _holding = false;
    std::vector<Row> _held;
    uint64_t _rows = 0, _acks = 0, _nacks = 0, _sends = 0;
};

// The process-wide recorder (created by main_uec.cpp's -nscc_trace); NULL when not recording.
Recorder* global();
void set_global(Recorder* r);

}  // namespace nscc_trace

#endif
