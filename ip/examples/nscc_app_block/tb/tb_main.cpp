// A script-driven Verilator bench of nscc_app_block (the wrapper and the IP together): it
// reads commands from the file named by its first argument, drives the ACK metadata stream
// (with random TVALID gaps) at the same time as AXI4-Lite transfers, and prints what it
// observes, one line each; the checks are the caller's (cli/tests/ip_example.rs compares
// them with the golden model).
//
// Commands (numbers in hex):
//   G <seed> <gap percent>         the ACK stream's random gaps
//   A <queue> <tuser> <tdata>      queue one ACK metadata record (tuser 16, tdata 32 hex digits)
//   W <addr> <data>                an AXI4-Lite write (full strobes)    -> "B <addr> <resp>"
//   R <addr>                       an AXI4-Lite read                    -> "R <addr> <data> <resp>"
//   P <addr> <mask> <value>        read until (data & mask) == value    -> "P <addr> <data> ok|timeout"
//   S                              wait until the ACK records and the AXI4-Lite transfers are done
//   X <queue>                      the TX read port: tx_cwnd one clock later -> "X <queue> <cwnd>"
//   C <clocks>                     wait
// The AXI4-Lite transfers run one after the other, in their order, while the ACK stream
// runs; a command that waits (S, X, C) lets both run. At the end: "END <clocks> <stalls>"
// (stalls: clocks the ACK stream's TVALID was high and TREADY low).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <fstream>
#include <sstream>
#include <string>

#include "Vnscc_app_block.h"
#include "verilated.h"

static Vnscc_app_block *dut;
static uint64_t clocks, stalls;
static uint64_t rng = 1;
static unsigned gap_pct;

static unsigned rnd100() {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng % 100);
}

struct Ack {
    uint32_t queue;
    uint64_t tuser;
    uint32_t tdata[4];
};

struct Axil {
    char kind;  // 'W', 'R', 'P'
    uint32_t addr, data, mask, value;
    int tries;
};

static std::deque<Ack> acks;
static std::deque<Axil> axil;
static bool ack_valid;
static Ack ack_cur;
// the AXI4-Lite transfer in progress
static bool aw_pending, w_pending, ar_pending, waiting_b, waiting_r;

static void start_axil() {
    if (aw_pending || w_pending || ar_pending || waiting_b || waiting_r || axil.empty()) return;
    Axil &t = axil.front();
    if (t.kind == 'W') {
        aw_pending = w_pending = waiting_b = true;
    } else {
        ar_pending = waiting_r = true;
    }
}

static void tick() {
    // inputs for this clock
    if (!ack_valid && !acks.empty() && rnd100() >= gap_pct) {
        ack_cur = acks.front();
        acks.pop_front();
        ack_valid = true;
    }
    dut->s_axis_ack_tvalid = ack_valid;
    dut->s_axis_ack_tid = ack_cur.queue;
    dut->s_axis_ack_tuser = ack_cur.tuser;
    for (int i = 0; i < 4; i++) dut->s_axis_ack_tdata[i] = ack_cur.tdata[i];
    start_axil();
    const Axil *t = axil.empty() ? nullptr : &axil.front();
    dut->s_axil_app_ctrl_awvalid = aw_pending;
    dut->s_axil_app_ctrl_awaddr = t ? t->addr : 0;
    dut->s_axil_app_ctrl_awprot = 0;
    dut->s_axil_app_ctrl_wvalid = w_pending;
    dut->s_axil_app_ctrl_wdata = t ? t->data : 0;
    dut->s_axil_app_ctrl_wstrb = 0xF;
    dut->s_axil_app_ctrl_bready = waiting_b && !aw_pending && !w_pending;
    dut->s_axil_app_ctrl_arvalid = ar_pending;
    dut->s_axil_app_ctrl_araddr = t ? t->addr : 0;
    dut->s_axil_app_ctrl_arprot = 0;
    dut->s_axil_app_ctrl_rready = waiting_r && !ar_pending;
    dut->clk = 0;
    dut->eval();
    // handshakes of this clock (every TREADY/xREADY and xVALID comes from registers)
    bool ack_fire = ack_valid && dut->s_axis_ack_tready;
    if (ack_valid && !dut->s_axis_ack_tready) stalls++;
    bool aw_fire = aw_pending && dut->s_axil_app_ctrl_awready;
    bool w_fire = w_pending && dut->s_axil_app_ctrl_wready;
    bool b_fire = dut->s_axil_app_ctrl_bready && dut->s_axil_app_ctrl_bvalid;
    bool ar_fire = ar_pending && dut->s_axil_app_ctrl_arready;
    bool r_fire = dut->s_axil_app_ctrl_rready && dut->s_axil_app_ctrl_rvalid;
    uint32_t rdata = dut->s_axil_app_ctrl_rdata;
    unsigned rresp = dut->s_axil_app_ctrl_rresp, bresp = dut->s_axil_app_ctrl_bresp;
    dut->clk = 1;
    dut->eval();
    clocks++;
    if (ack_fire) ack_valid = false;
    if (aw_fire) aw_pending = false;
    if (w_fire) w_pending = false;
    if (b_fire) {
        printf("B %x %x\n", axil.front().addr, bresp);
        waiting_b = false;
        axil.pop_front();
    }
    if (ar_fire) ar_pending = false;
    if (r_fire) {
        waiting_r = false;
        Axil &a = axil.front();
        if (a.kind == 'R') {
            printf("R %x %x %x\n", a.addr, rdata, rresp);
            axil.pop_front();
        } else if ((rdata & a.mask) == a.value || ++a.tries >= 10000) {
            printf("P %x %x %s\n", a.addr, rdata, (rdata & a.mask) == a.value ? "ok" : "timeout");
            axil.pop_front();
        }
    }
}

static bool idle() {
    return acks.empty() && !ack_valid && axil.empty();
}

int main(int argc, char **argv) {
    Verilated::commandArgs(argc, argv);
    if (argc < 2) {
        fprintf(stderr, "usage: %s SCRIPT\n", argv[0]);
        return 2;
    }
    std::ifstream script(argv[1]);
    if (!script) {
        fprintf(stderr, "%s: cannot open\n", argv[1]);
        return 2;
    }
    dut = new Vnscc_app_block;
    dut->tx_queue = 0;
    dut->rst = 1;
    for (int i = 0; i < 8; i++) tick();
    dut->rst = 0;
    std::string line;
    while (std::getline(script, line)) {
        std::istringstream in(line);
        std::string cmd;
        if (!(in >> cmd) || cmd[0] == '#') continue;
        in >> std::hex;
        if (cmd == "G") {
            in >> rng >> gap_pct;
            if (rng == 0) rng = 1;
        } else if (cmd == "A") {
            Ack a{};
            std::string d;
            in >> a.queue >> a.tuser >> d;
            if (d.size() != 32) {
                fprintf(stderr, "A: tdata must be 32 hex digits: %s\n", line.c_str());
                return 2;
            }
            for (int i = 0; i < 4; i++)  // word 0 is the last 8 digits
                a.tdata[i] = (uint32_t)strtoul(d.substr(24 - 8 * i, 8).c_str(), nullptr, 16);
            acks.push_back(a);
        } else if (cmd == "W" || cmd == "R" || cmd == "P") {
            Axil t{cmd[0], 0, 0, 0, 0, 0};
            in >> t.addr;
            if (cmd == "W") in >> t.data;
            if (cmd == "P") in >> t.mask >> t.value;
            axil.push_back(t);
        } else if (cmd == "S") {
            uint64_t t0 = clocks;
            while (!idle() && clocks - t0 < 2000000) tick();
            if (!idle()) printf("S timeout\n");
        } else if (cmd == "X") {
            uint32_t q;
            in >> q;
            dut->tx_queue = q;
            tick();
            printf("X %x %x\n", q, dut->tx_cwnd);
        } else if (cmd == "C") {
            uint32_t n;
            in >> n;
            for (uint32_t i = 0; i < n; i++) tick();
        } else {
            fprintf(stderr, "unknown command: %s\n", line.c_str());
            return 2;
        }
    }
    uint64_t t0 = clocks;
    while (!idle() && clocks - t0 < 2000000) tick();
    printf("END %llu %llu\n", (unsigned long long)clocks, (unsigned long long)stalls);
    dut->final();
    delete dut;
    return 0;
}
