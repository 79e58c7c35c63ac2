// The IP's Verilator smoke test (FuseSoC target `sim`): reset, the identification
// registers over AXI4-Lite, one event for an IDLE CCC answered on the result stream with
// its refusal code. The full bench is the cocotb one (`nscc ip-test`).
#include <cstdio>
#include <cstdint>
#include "Vnscc_cc_ip.h"
#include "verilated.h"
#include "nscc_cc_ip_regs.h"

static Vnscc_cc_ip *dut;
static uint64_t cycles;

static void tick() {
    dut->clock = 0;
    dut->eval();
    dut->clock = 1;
    dut->eval();
    cycles++;
}

// one AXI4-Lite read; returns the data, *resp the response
static uint32_t axil_read(uint32_t addr, int *resp) {
    dut->s_axil_araddr = addr;
    dut->s_axil_arvalid = 1;
    dut->s_axil_rready = 1;
    for (int i = 0; i < 100; i++) {
        dut->eval();
        bool take = dut->s_axil_arready;
        tick();
        if (take) break;
    }
    dut->s_axil_arvalid = 0;
    for (int i = 0; i < 100 && !dut->s_axil_rvalid; i++) tick();
    uint32_t data = dut->s_axil_rdata;
    *resp = dut->s_axil_rresp;
    tick();
    dut->s_axil_rready = 0;
    return data;
}

int main(int argc, char **argv) {
    Verilated::commandArgs(argc, argv);
    dut = new Vnscc_cc_ip;
    int fails = 0, resp = 0;
    dut->aresetn = 0;
    for (int i = 0; i < 5; i++) tick();
    dut->aresetn = 1;
    uint32_t id = axil_read(NSCC_REG_ID, &resp);
    if (id != NSCC_IP_ID || resp != 0) { printf("id %08x resp %d\n", id, resp); fails++; }
    uint32_t version = axil_read(NSCC_REG_VERSION, &resp);
    if (version != NSCC_IP_MAP_VERSION) { printf("version %08x\n", version); fails++; }
    axil_read(0xFFC, &resp);
    if (resp != 2) { printf("unmapped read: resp %d, expected SLVERR\n", resp); fails++; }
    // an event for CCC 5, never activated: refused as IDLE
    dut->s_axis_ev_tid = 5;
    dut->s_axis_ev_tvalid = 1;
    dut->m_axis_res_tready = 1;
    for (int i = 0; i < 100; i++) {
        dut->eval();
        bool take = dut->s_axis_ev_tready;
        tick();
        if (take) break;
    }
    dut->s_axis_ev_tvalid = 0;
    int waited = 0;
    for (; waited < 1000 && !dut->m_axis_res_tvalid; waited++) tick();
    uint64_t res = dut->m_axis_res_tdata;
    unsigned code = (res >> NSCC_RES_REFUSED_LSB) & ((1u << NSCC_RES_REFUSED_BITS) - 1);
    if (!dut->m_axis_res_tvalid || dut->m_axis_res_tid != 5 || code != NSCC_REFUSED_IDLE) {
        printf("result: valid %d tid %d code %u\n", dut->m_axis_res_tvalid, dut->m_axis_res_tid, code);
        fails++;
    }
    tick();
    printf("%s: %llu cycles\n", fails ? "FAIL" : "PASS", (unsigned long long)cycles);
    delete dut;
    return fails ? 1 : 0;
}
