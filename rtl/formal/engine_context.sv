// Checker of NsccEngine (rtl/src/nscc/engine.rs, with 4 CCCs): what an event writes back into its
// CCC's context (the T group, read for stage 7, its new value formed in stage 10 and written
// through the registered port in stage 11).
// - The counters the engine stores narrowed never wrap: achieved, bytes_ignored and
//   fi_count, 32 bits in the QA timer, are stored saturated at 2^25 - 1, so an event leaves
//   each one cleared or at least where it found it; received, stored in 24 bits, never needs
//   more (the datapath's value is below 2^24 at every write).
// - MaxWnd is left as the event found it, or set to at least the MTU of the event's profile
//   (a base-RTT drop: max(1.5 x BDP, MTU)). With activation writing the profile's initial
//   MaxWnd (>= MTU, nscc params), every CCC's MaxWnd stays >= its MTU.
//
// Assumed: nothing (any profile, lifecycle and event traffic).
// Proved by k-induction: every reachable state, any depth.
module nscc_proof(input clock);
  (* anyseq *) wire cfg_write, ctl_valid, ev_valid, ev_ecn, ev_rc, ev_probe;
  (* anyseq *) wire [2:0] cfg_profile, ctl_profile;
  (* anyseq *) wire [23:0] cfg_mtu, cfg_init_cwnd, cfg_init_bdp, cfg_init_maxwnd, cfg_base_rtt, cfg_network_rtt, cfg_target, cfg_qa_threshold, cfg_fulfill_bytes;
  (* anyseq *) wire [31:0] cfg_gamma_target, ctl_t, ev_t;
  (* anyseq *) wire [4:0] cfg_qa_gate;
  (* anyseq *) wire [11:0] cfg_rate_mant, cfg_alpha_mant, cfg_fi_mant, cfg_fis_mant;
  (* anyseq *) wire [7:0] cfg_rate_exp, cfg_alpha_exp, cfg_fi_exp, cfg_fis_exp;
  (* anyseq *) wire [15:0] cfg_eta, ctl_ccc, ev_ccc;
  (* anyseq *) wire [9:0] cfg_network_rtt_sub, ev_t_sub;
  (* anyseq *) wire [1:0] ctl_op, ev_kind;
  (* anyseq *) wire [23:0] ev_bytes, ev_rtt, ev_in_flight, ev_probe_rtt;
  (* anyseq *) wire [6:0] ev_pend;
  wire ctl_ready, ctl_done, ctl_ok, ev_ready, out_valid, out_fulfill;
  wire [11:0] out_ccc; wire [3:0] out_action; wire [23:0] out_cwnd;
  wire [31:0] refused_ccc_out_of_range, refused_idle, refused_not_ready, refused_event_out_of_range;
  wire ctx_l_we, ctx_q_we, ctx_e_we, ctx_t_we, ctx_i_we, ctx_c_we;
  wire [11:0] ctx_l_addr, ctx_q_addr, ctx_e_addr, ctx_t_addr, ctx_i_addr, ctx_c_addr;
  wire [4:0] ctx_l_data; wire [23:0] ctx_q_data; wire [31:0] ctx_e_data; wire [324:0] ctx_t_data;
  wire [40:0] ctx_i_data; wire [48:0] ctx_c_data;
  // internal: the T group as read for the event in stage 7 (read a stage earlier, `t_r`, for
  // the QA timer's part 0, and carried to 7 in `t_r7`), its profile's stage-6 fields,
  // the datapath's received counter (32 bits) before the engine stores 24, and the
  // lifecycle's context write
  wire [324:0] t_r7$q;
  wire [43:0] p6v;
  wire [31:0] dp$received;
  wire life_we;
  top dut(.*);
  // the T group an event read, four cycles before it writes the group (stage 7 -> stage
  // 11), and its profile's MTU as MaxWnd's clamp reads it, five cycles before (stage 6); the
  // datapath's received and a lifecycle write one cycle before
  reg [324:0] t1 = 0, t2 = 0, t3 = 0, t4 = 0;
  reg [23:0] mtu1 = 0, mtu2 = 0, mtu3 = 0, mtu4 = 0, mtu5 = 0;
  reg [31:0] rcv_d = 0;
  reg life_d = 0;
  always @(posedge clock) begin
    t1 <= t_r7$q;
    t2 <= t1;
    t3 <= t2;
    t4 <= t3;
    mtu1 <= p6v[43:20];
    mtu2 <= mtu1;
    mtu3 <= mtu2;
    mtu4 <= mtu3;
    mtu5 <= mtu4;
    rcv_d <= dp$received;
    life_d <= life_we;
  end
  wire [23:0] max_old = t4[47:24], max_new = ctx_t_data[47:24];
  wire event_write = ctx_t_we && !life_d;
  wire [24:0] ach_old = t4[72:48], ach_new = ctx_t_data[72:48];
  wire [23:0] rcv_old = t4[96:73], rcv_new = ctx_t_data[96:73];
  wire [24:0] ign_old = t4[121:97], ign_new = ctx_t_data[121:97];
  wire [24:0] fi_old = t4[170:146], fi_new = ctx_t_data[170:146];
  reg [4:0] past = 0;
  always @(posedge clock) past <= {past[3:0], 1'b1};
  always @* if (past[4] && event_write) begin
    // the counters stored in 25 bits saturate there: an event leaves each one cleared or
    // at least where it found it (never wrapped below it)
    assert(ach_new == 0 || ach_new >= ach_old);
    assert(ign_new == 0 || ign_new >= ign_old);
    assert(fi_new == 0 || fi_new >= fi_old);
    // received is stored in 24 bits: it never needs more (a fulfill clears it first)
    assert(rcv_d < 32'h0100_0000);
    assert(rcv_new == 0 || rcv_new >= rcv_old);
    // MaxWnd: unchanged, or at least the event's MTU
    assert(max_new == max_old || max_new >= mtu5);
  end
endmodule
