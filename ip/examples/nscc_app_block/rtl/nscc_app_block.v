// An integration example of the NSCC IP core (docs/integration.md), in the shape of a NIC's
// application block (Corundum's mqnic_app_block: `clk`/`rst`, the host's AXI4-Lite
// application control slave `s_axil_app_ctrl_*`): a NIC's transport hands over one ACK
// metadata record per ACK, NACK or timeout of a queue; the block turns it into the IP's
// event, and the IP's results into a window per queue that the TX scheduler reads.
//
// Every offset of the IP (TDATA fields, refusal codes, register addresses) comes from the
// generated include `nscc_cc_ip_defs.vh` (ip/regs/, `nscc regmap --out ip/regs`). Port and
// register reference: ip/examples/nscc_app_block/README.md.
//
// Language: Verilog-2001.

`resetall
`timescale 1ns / 1ps
`default_nettype none

`include "nscc_cc_ip_defs.vh"

module nscc_app_block #
(
    // Queues: 2^QUEUE_INDEX_WIDTH; queue q is the IP's CCC q (the IP has 4,096 CCCs, so at
    // most 12)
    parameter QUEUE_INDEX_WIDTH = 8,
    // The block's identification register (APP_REG_ID)
    parameter APP_ID = 32'h4E534341,
    // Bits of each queue's saturating refused-result counter
    parameter REFUSED_COUNT_WIDTH = 16,

    // AXI lite interface (application control from host): 32-bit data only
    parameter AXIL_APP_CTRL_DATA_WIDTH = 32,
    parameter AXIL_APP_CTRL_ADDR_WIDTH = 16,
    parameter AXIL_APP_CTRL_STRB_WIDTH = (AXIL_APP_CTRL_DATA_WIDTH/8)
)
(
    input  wire                                 clk,
    input  wire                                 rst,

    /*
     * AXI-Lite slave interface (control from host): the IP's registers at 0x0000-0x0FFF,
     * the block's at 0x1000-0x1FFF (APP_REG_*), SLVERR elsewhere
     */
    input  wire [AXIL_APP_CTRL_ADDR_WIDTH-1:0]  s_axil_app_ctrl_awaddr,
    /* verilator lint_off UNUSEDSIGNAL */ // (AXI4-Lite's protection bits: no use here)
    input  wire [2:0]                           s_axil_app_ctrl_awprot,
    /* verilator lint_on UNUSEDSIGNAL */
    input  wire                                 s_axil_app_ctrl_awvalid,
    output wire                                 s_axil_app_ctrl_awready,
    input  wire [AXIL_APP_CTRL_DATA_WIDTH-1:0]  s_axil_app_ctrl_wdata,
    input  wire [AXIL_APP_CTRL_STRB_WIDTH-1:0]  s_axil_app_ctrl_wstrb,
    input  wire                                 s_axil_app_ctrl_wvalid,
    output wire                                 s_axil_app_ctrl_wready,
    output wire [1:0]                           s_axil_app_ctrl_bresp,
    output wire                                 s_axil_app_ctrl_bvalid,
    input  wire                                 s_axil_app_ctrl_bready,
    input  wire [AXIL_APP_CTRL_ADDR_WIDTH-1:0]  s_axil_app_ctrl_araddr,
    /* verilator lint_off UNUSEDSIGNAL */ // (as awprot)
    input  wire [2:0]                           s_axil_app_ctrl_arprot,
    /* verilator lint_on UNUSEDSIGNAL */
    input  wire                                 s_axil_app_ctrl_arvalid,
    output wire                                 s_axil_app_ctrl_arready,
    output wire [AXIL_APP_CTRL_DATA_WIDTH-1:0]  s_axil_app_ctrl_rdata,
    output wire [1:0]                           s_axil_app_ctrl_rresp,
    output wire                                 s_axil_app_ctrl_rvalid,
    input  wire                                 s_axil_app_ctrl_rready,

    /*
     * ACK metadata from the transport (AXI4-Stream slave, one record per transfer):
     * TID the queue; TDATA four 32-bit words: [31:0] time (ns), [63:32] bytes,
     * [95:64] bytes in flight, [127:96] RTT sample (ns, 0 = none); TUSER [1:0] kind
     * (0 ACK, 1 NACK, 2 timeout, 3 send), [2] ECN, [3] restore-cwnd, [4] probe,
     * [14:8] destination penalty, [25:16] ps within the ns, [63:32] probe RTT (ns, 0 = none)
     */
    input  wire [127:0]                         s_axis_ack_tdata,
    /* verilator lint_off UNUSEDSIGNAL */ // (TUSER's reserved bits: ignored)
    input  wire [63:0]                          s_axis_ack_tuser,
    /* verilator lint_on UNUSEDSIGNAL */
    input  wire [QUEUE_INDEX_WIDTH-1:0]         s_axis_ack_tid,
    input  wire                                 s_axis_ack_tvalid,
    output wire                                 s_axis_ack_tready,

    /*
     * The TX scheduler's read port: tx_cwnd is queue tx_queue's window (bytes), one clock
     * after tx_queue
     */
    input  wire [QUEUE_INDEX_WIDTH-1:0]         tx_queue,
    output wire [`NSCC_RES_CWND_BITS-1:0]       tx_cwnd
);

localparam QUEUE_COUNT = 1 << QUEUE_INDEX_WIDTH;

// ---------------------------------------------------------------------------------------
// The block's registers (byte addresses in the application control space)
localparam [AXIL_APP_CTRL_ADDR_WIDTH-1:0] APP_REG_BASE = 1 << `NSCC_AXIL_ADDR_BITS;
localparam [AXIL_APP_CTRL_ADDR_WIDTH-1:0] APP_REG_END = 2 << `NSCC_AXIL_ADDR_BITS;
localparam [11:0] APP_REG_ID           = 12'h000; // ro: APP_ID
localparam [11:0] APP_REG_QUEUES       = 12'h004; // ro: QUEUE_COUNT
localparam [11:0] APP_REG_STATUS       = 12'h008; // ro: [0] the table is being cleared (after rst)
localparam [11:0] APP_REG_CTRL         = 12'h00C; // rw: [0] hold: results wait in the IP (a still table)
localparam [11:0] APP_REG_WIN_QUEUE    = 12'h010; // rw: the queue of WIN_READ / WIN_SET
localparam [11:0] APP_REG_WIN_READ     = 12'h014; // wo: copy the queue's entry into WIN_CWND, WIN_INFO
localparam [11:0] APP_REG_WIN_SET      = 12'h018; // wo: the queue's window := WDATA (bytes); action, code, count := 0
localparam [11:0] APP_REG_WIN_CWND     = 12'h01C; // ro: the entry's window (bytes)
localparam [11:0] APP_REG_WIN_INFO     = 12'h020; // ro: action [3:0], fulfill [4], last refusal [10:8], refused count [31:16]
localparam [11:0] APP_REG_CNT_ACKS     = 12'h030; // ro: ACK metadata records taken (= events to the IP)
localparam [11:0] APP_REG_CNT_RESULTS  = 12'h034; // ro: results taken from the IP
localparam [11:0] APP_REG_CNT_REFUSED  = 12'h038; // ro: of them refused (refused != 0)
localparam [11:0] APP_REG_CNT_UNMAPPED = 12'h03C; // ro: of them for a CCC that is no queue (not in the table)

localparam [1:0] RESP_OKAY = 2'b00;
localparam [1:0] RESP_SLVERR = 2'b10;

// The table's word: {refused count, last refusal code, fulfill, action, cwnd}
localparam CW = `NSCC_RES_CWND_BITS;
localparam AW = `NSCC_RES_ACTION_BITS;
localparam RW = `NSCC_RES_REFUSED_BITS;
localparam NW = REFUSED_COUNT_WIDTH;
localparam WORD = NW + RW + 1 + AW + CW;
localparam AT_ACTION = CW;
localparam AT_FULFILL = CW + AW;
localparam AT_CODE = CW + AW + 1;
localparam AT_COUNT = CW + AW + 1 + RW;

// ---------------------------------------------------------------------------------------
// The IP
wire                              ip_ev_tready;
wire [`NSCC_EV_TDATA_BITS-1:0]    ip_ev_tdata;
wire [`NSCC_TID_BITS-1:0]         ip_ev_tid;
wire                              ip_res_tvalid;
wire                              ip_res_tready;
/* verilator lint_off UNUSEDSIGNAL */ // (the result's reserved bits: 0)
wire [`NSCC_RES_TDATA_BITS-1:0]   ip_res_tdata;
/* verilator lint_on UNUSEDSIGNAL */
wire [`NSCC_TID_BITS-1:0]         ip_res_tid;

reg                               ip_awvalid_reg;
wire                              ip_awready;
reg                               ip_wvalid_reg;
wire                              ip_wready;
wire                              ip_bvalid;
wire [1:0]                        ip_bresp;
reg                               ip_arvalid_reg;
wire                              ip_arready;
wire                              ip_rvalid;
wire [31:0]                       ip_rdata;
wire [1:0]                        ip_rresp;

reg  [AXIL_APP_CTRL_ADDR_WIDTH-1:0] wr_addr_reg;
reg  [31:0]                       wr_data_reg;
reg  [3:0]                        wr_strb_reg;
reg  [AXIL_APP_CTRL_ADDR_WIDTH-1:0] rd_addr_reg;

localparam [2:0] WR_IDLE = 3'd0, WR_IP = 3'd1, WR_OP = 3'd2, WR_RESP = 3'd3;
localparam [1:0] RD_IDLE = 2'd0, RD_IP = 2'd1, RD_RESP = 2'd2;
reg  [2:0]                        wr_state_reg;
reg  [1:0]                        rd_state_reg;

nscc_cc_ip cc (
    .clock(clk), .aresetn(!rst),
    .s_axis_ev_tvalid(s_axis_ack_tvalid), .s_axis_ev_tready(ip_ev_tready),
    .s_axis_ev_tdata(ip_ev_tdata), .s_axis_ev_tid(ip_ev_tid),
    .m_axis_res_tvalid(ip_res_tvalid), .m_axis_res_tready(ip_res_tready),
    .m_axis_res_tdata(ip_res_tdata), .m_axis_res_tid(ip_res_tid),
    .s_axil_awvalid(ip_awvalid_reg), .s_axil_awready(ip_awready),
    .s_axil_awaddr(wr_addr_reg[`NSCC_AXIL_ADDR_BITS-1:0]),
    .s_axil_wvalid(ip_wvalid_reg), .s_axil_wready(ip_wready),
    .s_axil_wdata(wr_data_reg), .s_axil_wstrb(wr_strb_reg),
    .s_axil_bvalid(ip_bvalid), .s_axil_bready(wr_state_reg == WR_IP), .s_axil_bresp(ip_bresp),
    .s_axil_arvalid(ip_arvalid_reg), .s_axil_arready(ip_arready),
    .s_axil_araddr(rd_addr_reg[`NSCC_AXIL_ADDR_BITS-1:0]),
    .s_axil_rvalid(ip_rvalid), .s_axil_rready(rd_state_reg == RD_IP),
    .s_axil_rdata(ip_rdata), .s_axil_rresp(ip_rresp)
);

// ---------------------------------------------------------------------------------------
// ACK metadata -> event: a re-packing (no register, no state): TREADY is the IP's
wire [31:0] ack_time_ns      = s_axis_ack_tdata[31:0];
wire [31:0] ack_bytes        = s_axis_ack_tdata[63:32];
wire [31:0] ack_in_flight    = s_axis_ack_tdata[95:64];
wire [31:0] ack_rtt_ns       = s_axis_ack_tdata[127:96];
wire [1:0]  ack_kind         = s_axis_ack_tuser[1:0];
wire        ack_ecn          = s_axis_ack_tuser[2];
wire        ack_rc           = s_axis_ack_tuser[3];
wire        ack_probe        = s_axis_ack_tuser[4];
wire [6:0]  ack_pend         = s_axis_ack_tuser[14:8];
wire [9:0]  ack_time_ps      = s_axis_ack_tuser[25:16];
wire [31:0] ack_probe_rtt_ns = s_axis_ack_tuser[63:32];

// The transport's kinds (0 ACK, 1 NACK, 2 timeout, 3 send) as the IP's
reg [`NSCC_EV_KIND_BITS-1:0] ev_kind;
always @* begin
    case (ack_kind)
        2'd0: ev_kind = `NSCC_KIND_ACK;
        2'd1: ev_kind = `NSCC_KIND_NACK;
        2'd2: ev_kind = `NSCC_KIND_RTO;
        default: ev_kind = `NSCC_KIND_SEND;
    endcase
end

// 32-bit counts saturate at the IP's field width (the IP's own rule for its inputs)
`define NSCC_APP_SAT(x, bits) ((|x[31:bits]) ? {bits{1'b1}} : x[bits-1:0])

reg [`NSCC_EV_TDATA_BITS-1:0] ev_tdata_int;
always @* begin
    ev_tdata_int = {`NSCC_EV_TDATA_BITS{1'b0}};  // reserved bits 0
    ev_tdata_int[`NSCC_EV_T_LSB +: `NSCC_EV_T_BITS] = ack_time_ns[`NSCC_EV_T_BITS-1:0];  // wraps
    ev_tdata_int[`NSCC_EV_T_SUB_LSB +: `NSCC_EV_T_SUB_BITS] = ack_time_ps;
    ev_tdata_int[`NSCC_EV_KIND_LSB +: `NSCC_EV_KIND_BITS] = ev_kind;
    ev_tdata_int[`NSCC_EV_BYTES_LSB +: `NSCC_EV_BYTES_BITS] = `NSCC_APP_SAT(ack_bytes, `NSCC_EV_BYTES_BITS);
    ev_tdata_int[`NSCC_EV_RTT_LSB +: `NSCC_EV_RTT_BITS] = `NSCC_APP_SAT(ack_rtt_ns, `NSCC_EV_RTT_BITS);
    ev_tdata_int[`NSCC_EV_ECN_LSB +: `NSCC_EV_ECN_BITS] = ack_ecn;
    ev_tdata_int[`NSCC_EV_PEND_LSB +: `NSCC_EV_PEND_BITS] = ack_pend;
    ev_tdata_int[`NSCC_EV_RC_LSB +: `NSCC_EV_RC_BITS] = ack_rc;
    ev_tdata_int[`NSCC_EV_IN_FLIGHT_LSB +: `NSCC_EV_IN_FLIGHT_BITS] = `NSCC_APP_SAT(ack_in_flight, `NSCC_EV_IN_FLIGHT_BITS);
    ev_tdata_int[`NSCC_EV_PROBE_LSB +: `NSCC_EV_PROBE_BITS] = ack_probe;
    ev_tdata_int[`NSCC_EV_PROBE_RTT_LSB +: `NSCC_EV_PROBE_RTT_BITS] = `NSCC_APP_SAT(ack_probe_rtt_ns, `NSCC_EV_PROBE_RTT_BITS);
end

`undef NSCC_APP_SAT

assign ip_ev_tdata = ev_tdata_int;
assign ip_ev_tid = {{(`NSCC_TID_BITS-QUEUE_INDEX_WIDTH){1'b0}}, s_axis_ack_tid};
assign s_axis_ack_tready = ip_ev_tready;

// ---------------------------------------------------------------------------------------
// The window table: results (and the host's reads, sets and the clear after rst) pass one
// two-stage pipeline. Stage 0 picks the operation and reads the queue's word; stage 1
// writes the new word (a read-modify-write: the word written in the same clock is
// forwarded). Two RAMs: the whole word (one write, one read port) and the window alone
// for the TX scheduler's read port.
localparam [2:0] OP_NONE = 3'd0, OP_RESULT = 3'd1, OP_READ = 3'd2, OP_SET = 3'd3, OP_CLEAR = 3'd4;

reg                          clear_busy_reg;
reg  [QUEUE_INDEX_WIDTH-1:0] clear_queue_reg;
reg                          sw_req_reg;       // a WIN_READ or WIN_SET waits for stage 0
reg                          sw_set_reg;       // ... a WIN_SET
reg  [QUEUE_INDEX_WIDTH-1:0] win_queue_reg;
reg  [CW-1:0]                win_set_cwnd_reg;

reg                          hold_reg;         // CTRL.hold

// results wait while the table is cleared, the host's operation takes stage 0 or the host
// holds them (the IP then stops taking events once it holds 64: TREADY low upstream)
assign ip_res_tready = !clear_busy_reg && !sw_req_reg && !hold_reg;

wire res_take = ip_res_tvalid && ip_res_tready;
wire [`NSCC_TID_BITS-1:0] res_high = ip_res_tid >> QUEUE_INDEX_WIDTH;
wire res_mapped = res_high == {`NSCC_TID_BITS{1'b0}};

reg  [2:0]                   s0_op;
reg  [QUEUE_INDEX_WIDTH-1:0] s0_queue;
always @* begin
    if (clear_busy_reg) begin
        s0_op = OP_CLEAR;
        s0_queue = clear_queue_reg;
    end else if (sw_req_reg) begin
        s0_op = sw_set_reg ? OP_SET : OP_READ;
        s0_queue = win_queue_reg;
    end else begin
        s0_op = res_take ? OP_RESULT : OP_NONE;
        s0_queue = ip_res_tid[QUEUE_INDEX_WIDTH-1:0];
    end
end

reg  [WORD-1:0] table_mem [0:QUEUE_COUNT-1];
reg  [CW-1:0]   window_mem [0:QUEUE_COUNT-1];
reg  [WORD-1:0] table_rd_reg;
reg  [CW-1:0]   tx_cwnd_reg;

reg  [2:0]                   s1_op_reg;
reg  [QUEUE_INDEX_WIDTH-1:0] s1_queue_reg;
reg                          s1_mapped_reg;
reg  [CW-1:0]                s1_cwnd_reg;
reg  [AW-1:0]                s1_action_reg;
reg                          s1_fulfill_reg;
reg  [RW-1:0]                s1_code_reg;

reg                          fwd_valid_reg;
reg  [QUEUE_INDEX_WIDTH-1:0] fwd_queue_reg;
reg  [WORD-1:0]              fwd_word_reg;

wire [WORD-1:0] s1_old = (fwd_valid_reg && fwd_queue_reg == s1_queue_reg) ? fwd_word_reg : table_rd_reg;
wire [NW-1:0]   s1_old_count = s1_old[AT_COUNT +: NW];

reg             s1_we;      // write the word
reg             s1_we_tx;   // ... and the TX window
reg  [WORD-1:0] s1_new;
always @* begin
    s1_we = 1'b0;
    s1_we_tx = 1'b0;
    s1_new = s1_old;
    case (s1_op_reg)
        OP_RESULT: if (s1_mapped_reg) begin
            s1_we = 1'b1;
            if (s1_code_reg == `NSCC_REFUSED_NONE) begin
                // processed: the new window, action and fulfill
                s1_we_tx = 1'b1;
                s1_new[0 +: CW] = s1_cwnd_reg;
                s1_new[AT_ACTION +: AW] = s1_action_reg;
                s1_new[AT_FULFILL] = s1_fulfill_reg;
            end else begin
                // refused: the window stays (the result's cwnd is 0); counted
                s1_new[AT_CODE +: RW] = s1_code_reg;
                s1_new[AT_COUNT +: NW] = s1_old_count + {{(NW-1){1'b0}}, ~&s1_old_count};
            end
        end
        OP_SET: begin
            s1_we = 1'b1;
            s1_we_tx = 1'b1;
            s1_new = {{(WORD-CW){1'b0}}, s1_cwnd_reg};
        end
        OP_CLEAR: begin
            s1_we = 1'b1;
            s1_we_tx = 1'b1;
            s1_new = {WORD{1'b0}};
        end
        default: ;
    endcase
end

always @(posedge clk) begin
    table_rd_reg <= table_mem[s0_queue];
    if (s1_we) table_mem[s1_queue_reg] <= s1_new;
    if (s1_we_tx) window_mem[s1_queue_reg] <= s1_new[0 +: CW];
    tx_cwnd_reg <= window_mem[tx_queue];
end

assign tx_cwnd = tx_cwnd_reg;

reg  [CW-1:0]   win_cwnd_reg;      // WIN_CWND
reg  [31:0]     win_info_reg;      // WIN_INFO
reg             sw_done;           // the host's operation left stage 1 (combinational)
reg  [31:0]     cnt_acks_reg;
reg  [31:0]     cnt_results_reg;
reg  [31:0]     cnt_refused_reg;
reg  [31:0]     cnt_unmapped_reg;

always @* sw_done = s1_op_reg == OP_READ || s1_op_reg == OP_SET;

always @(posedge clk) begin
    s1_op_reg <= s0_op;
    s1_queue_reg <= s0_queue;
    s1_mapped_reg <= res_mapped;
    s1_cwnd_reg <= sw_req_reg ? win_set_cwnd_reg : ip_res_tdata[`NSCC_RES_CWND_LSB +: `NSCC_RES_CWND_BITS];
    s1_action_reg <= ip_res_tdata[`NSCC_RES_ACTION_LSB +: `NSCC_RES_ACTION_BITS];
    s1_fulfill_reg <= ip_res_tdata[`NSCC_RES_FULFILL_LSB];
    s1_code_reg <= ip_res_tdata[`NSCC_RES_REFUSED_LSB +: `NSCC_RES_REFUSED_BITS];
    fwd_valid_reg <= s1_we;
    fwd_queue_reg <= s1_queue_reg;
    fwd_word_reg <= s1_new;

    if (s1_op_reg == OP_READ) begin
        win_cwnd_reg <= s1_old[0 +: CW];
        win_info_reg <= 32'd0;
        win_info_reg[3:0] <= s1_old[AT_ACTION +: AW];
        win_info_reg[4] <= s1_old[AT_FULFILL];
        win_info_reg[8 +: RW] <= s1_old[AT_CODE +: RW];
        win_info_reg[16 +: NW] <= s1_old[AT_COUNT +: NW];
    end

    if (clear_busy_reg) begin
        clear_queue_reg <= clear_queue_reg + 1'b1;
        if (&clear_queue_reg) clear_busy_reg <= 1'b0;
    end

    if (s_axis_ack_tvalid && ip_ev_tready) cnt_acks_reg <= cnt_acks_reg + 1'b1;
    if (res_take) begin
        cnt_results_reg <= cnt_results_reg + 1'b1;
        if (ip_res_tdata[`NSCC_RES_REFUSED_LSB +: `NSCC_RES_REFUSED_BITS] != `NSCC_REFUSED_NONE)
            cnt_refused_reg <= cnt_refused_reg + 1'b1;
        if (!res_mapped) cnt_unmapped_reg <= cnt_unmapped_reg + 1'b1;
    end

    if (rst) begin
        s1_op_reg <= OP_NONE;
        fwd_valid_reg <= 1'b0;
        clear_busy_reg <= 1'b1;
        clear_queue_reg <= {QUEUE_INDEX_WIDTH{1'b0}};
        win_cwnd_reg <= {CW{1'b0}};
        win_info_reg <= 32'd0;
        cnt_acks_reg <= 32'd0;
        cnt_results_reg <= 32'd0;
        cnt_refused_reg <= 32'd0;
        cnt_unmapped_reg <= 32'd0;
    end
end

// ---------------------------------------------------------------------------------------
// AXI4-Lite: one write and one read at a time. A transfer for the IP's space is passed on
// (its address cut to the IP's bits) and the IP's answer returned; the block's registers
// answer here (SLVERR: no register, a misaligned address, a partial write, a write to a
// read-only register).
reg        aw_held_reg;
reg        w_held_reg;
reg        s_bvalid_reg;
reg  [1:0] s_bresp_reg;
reg        s_rvalid_reg;
reg  [1:0] s_rresp_reg;
reg  [31:0] s_rdata_reg;

wire wr_ip = wr_addr_reg < APP_REG_BASE;
wire rd_ip = rd_addr_reg < APP_REG_BASE;
wire wr_app = !wr_ip && wr_addr_reg < APP_REG_END && wr_addr_reg[1:0] == 2'b00;
wire rd_app = !rd_ip && rd_addr_reg < APP_REG_END && rd_addr_reg[1:0] == 2'b00;
wire [11:0] wr_reg = wr_addr_reg[11:0];
wire [11:0] rd_reg = rd_addr_reg[11:0];

assign s_axil_app_ctrl_awready = wr_state_reg == WR_IDLE && !aw_held_reg;
assign s_axil_app_ctrl_wready = wr_state_reg == WR_IDLE && !w_held_reg;
assign s_axil_app_ctrl_bvalid = s_bvalid_reg;
assign s_axil_app_ctrl_bresp = s_bresp_reg;
assign s_axil_app_ctrl_arready = rd_state_reg == RD_IDLE;
assign s_axil_app_ctrl_rvalid = s_rvalid_reg;
assign s_axil_app_ctrl_rresp = s_rresp_reg;
assign s_axil_app_ctrl_rdata = s_rdata_reg;

// the block's read multiplexer
reg [31:0] app_rdata;
reg        app_rok;
always @* begin
    app_rdata = 32'd0;
    app_rok = rd_app;
    case (rd_reg)
        APP_REG_ID:           app_rdata = APP_ID;
        APP_REG_QUEUES:       app_rdata = QUEUE_COUNT;
        APP_REG_STATUS:       app_rdata[0] = clear_busy_reg;
        APP_REG_CTRL:         app_rdata[0] = hold_reg;
        APP_REG_WIN_QUEUE:    app_rdata[QUEUE_INDEX_WIDTH-1:0] = win_queue_reg;
        APP_REG_WIN_READ:     ;  // write-only: 0
        APP_REG_WIN_SET:      ;
        APP_REG_WIN_CWND:     app_rdata[CW-1:0] = win_cwnd_reg;
        APP_REG_WIN_INFO:     app_rdata = win_info_reg;
        APP_REG_CNT_ACKS:     app_rdata = cnt_acks_reg;
        APP_REG_CNT_RESULTS:  app_rdata = cnt_results_reg;
        APP_REG_CNT_REFUSED:  app_rdata = cnt_refused_reg;
        APP_REG_CNT_UNMAPPED: app_rdata = cnt_unmapped_reg;
        default:              app_rok = 1'b0;
    endcase
end

// the block's writes: WIN_QUEUE holds, WIN_READ and WIN_SET start an operation
wire app_wok = wr_app && wr_strb_reg == 4'hF;
wire wr_win_queue = app_wok && wr_reg == APP_REG_WIN_QUEUE;
wire wr_ctrl = app_wok && wr_reg == APP_REG_CTRL;
wire wr_win_op = app_wok && (wr_reg == APP_REG_WIN_READ || wr_reg == APP_REG_WIN_SET);
wire wr_okay = wr_win_queue || wr_ctrl || wr_win_op;

always @(posedge clk) begin
    if (s_axil_app_ctrl_awvalid && s_axil_app_ctrl_awready) begin
        aw_held_reg <= 1'b1;
        wr_addr_reg <= s_axil_app_ctrl_awaddr;
    end
    if (s_axil_app_ctrl_wvalid && s_axil_app_ctrl_wready) begin
        w_held_reg <= 1'b1;
        wr_data_reg <= s_axil_app_ctrl_wdata;
        wr_strb_reg <= s_axil_app_ctrl_wstrb;
    end
    if (ip_awvalid_reg && ip_awready) ip_awvalid_reg <= 1'b0;
    if (ip_wvalid_reg && ip_wready) ip_wvalid_reg <= 1'b0;
    if (sw_req_reg && !clear_busy_reg) sw_req_reg <= 1'b0;  // stage 0 took it

    case (wr_state_reg)
        WR_IDLE: if (aw_held_reg && w_held_reg) begin
            aw_held_reg <= 1'b0;
            w_held_reg <= 1'b0;
            if (wr_ip) begin
                ip_awvalid_reg <= 1'b1;
                ip_wvalid_reg <= 1'b1;
                wr_state_reg <= WR_IP;
            end else if (wr_win_op) begin
                sw_req_reg <= 1'b1;
                sw_set_reg <= wr_reg == APP_REG_WIN_SET;
                win_set_cwnd_reg <= wr_data_reg[CW-1:0];
                wr_state_reg <= WR_OP;
            end else begin
                if (wr_win_queue) win_queue_reg <= wr_data_reg[QUEUE_INDEX_WIDTH-1:0];
                if (wr_ctrl) hold_reg <= wr_data_reg[0];
                s_bresp_reg <= wr_okay ? RESP_OKAY : RESP_SLVERR;
                s_bvalid_reg <= 1'b1;
                wr_state_reg <= WR_RESP;
            end
        end
        WR_IP: if (ip_bvalid) begin  // (bready is high in this state)
            s_bresp_reg <= ip_bresp;
            s_bvalid_reg <= 1'b1;
            wr_state_reg <= WR_RESP;
        end
        WR_OP: if (sw_done) begin
            s_bresp_reg <= RESP_OKAY;
            s_bvalid_reg <= 1'b1;
            wr_state_reg <= WR_RESP;
        end
        WR_RESP: if (s_axil_app_ctrl_bready) begin
            s_bvalid_reg <= 1'b0;
            wr_state_reg <= WR_IDLE;
        end
        default: wr_state_reg <= WR_IDLE;
    endcase

    case (rd_state_reg)
        RD_IDLE: if (s_axil_app_ctrl_arvalid) begin
            rd_addr_reg <= s_axil_app_ctrl_araddr;
            if (s_axil_app_ctrl_araddr < APP_REG_BASE) begin
                ip_arvalid_reg <= 1'b1;
                rd_state_reg <= RD_IP;
            end else begin
                rd_state_reg <= RD_RESP;  // answered next clock, from rd_addr_reg
            end
        end
        RD_IP: begin
            if (ip_arvalid_reg && ip_arready) ip_arvalid_reg <= 1'b0;
            if (ip_rvalid) begin  // (rready is high in this state)
                s_rdata_reg <= ip_rdata;
                s_rresp_reg <= ip_rresp;
                s_rvalid_reg <= 1'b1;
                rd_state_reg <= RD_RESP;
            end
        end
        RD_RESP: begin
            if (!s_rvalid_reg) begin  // the block's register, addressed last clock
                s_rdata_reg <= app_rok ? app_rdata : 32'd0;
                s_rresp_reg <= app_rok ? RESP_OKAY : RESP_SLVERR;
                s_rvalid_reg <= 1'b1;
            end else if (s_axil_app_ctrl_rready) begin
                s_rvalid_reg <= 1'b0;
                rd_state_reg <= RD_IDLE;
            end
        end
        default: rd_state_reg <= RD_IDLE;
    endcase

    if (rst) begin
        aw_held_reg <= 1'b0;
        w_held_reg <= 1'b0;
        ip_awvalid_reg <= 1'b0;
        ip_wvalid_reg <= 1'b0;
        ip_arvalid_reg <= 1'b0;
        sw_req_reg <= 1'b0;
        sw_set_reg <= 1'b0;
        win_queue_reg <= {QUEUE_INDEX_WIDTH{1'b0}};
        hold_reg <= 1'b0;
        win_set_cwnd_reg <= {CW{1'b0}};
        s_bvalid_reg <= 1'b0;
        s_bresp_reg <= RESP_OKAY;
        s_rvalid_reg <= 1'b0;
        s_rresp_reg <= RESP_OKAY;
        s_rdata_reg <= 32'd0;
        wr_state_reg <= WR_IDLE;
        rd_state_reg <= RD_IDLE;
    end
end

endmodule

`resetall
