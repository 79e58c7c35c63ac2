// Checker of NsccCore (rtl/src/nscc/core.rs, one CCC, the whole pipeline): once the CCC is
// activated, MaxWnd >= MTU in every cycle, whatever the events (the quadrant stage's new
// MaxWnd = max(1.5 x BDP saturated to 24 bits, MTU) in NsccDatapath, committed by QaTimer).
//
// Assumed: the register image is constant, with 0 < MTU < 2^16 and MTU <= the initial MaxWnd
// (what nscc params enforces).
// Proved by k-induction: every reachable state, any depth.
module nscc_proof(input clock);
  (* anyseq *) wire load, start, ev_valid, ev_ecn, ev_rc, ev_probe;
  (* anyseq *) wire [31:0] load_t, ev_t;
  (* anyseq *) wire [9:0] ev_t_sub;
  (* anyseq *) wire [1:0] ev_kind;
  (* anyseq *) wire [23:0] ev_bytes, ev_rtt, ev_in_flight, ev_probe_rtt;
  (* anyseq *) wire [6:0] ev_pend;
  // the register image: any, constant while the core runs
  (* anyconst *) wire [23:0] cfg_mtu, cfg_init_cwnd, cfg_init_bdp, cfg_init_maxwnd, cfg_base_rtt;
  (* anyconst *) wire [23:0] cfg_network_rtt, cfg_target, cfg_qa_threshold, cfg_fulfill_bytes;
  (* anyconst *) wire [31:0] cfg_gamma_target;
  (* anyconst *) wire [4:0] cfg_qa_gate;
  (* anyconst *) wire [11:0] cfg_rate_mant, cfg_alpha_mant, cfg_fi_mant, cfg_fis_mant;
  (* anyconst *) wire [7:0] cfg_rate_exp, cfg_alpha_exp, cfg_fi_exp, cfg_fis_exp;
  (* anyconst *) wire [15:0] cfg_eta;
  (* anyconst *) wire [9:0] cfg_network_rtt_sub;
  wire ev_ready, fulfill, penalty_active;
  wire [1:0] phase;
  wire [2:0] flags;
  wire [3:0] action;
  wire [23:0] base_rtt, bdp, maxwnd, bytes_to_ignore, cwnd, pre_penalty_cwnd;
  wire [31:0] avg_delay, achieved, received, bytes_ignored, fi_count, qa_start, last_adjust, last_dec;
  wire [24:0] qa_len;
  wire [9:0] last_adjust_sub;
  wire [47:0] inc_bytes;
  top dut(.*);

  always @* begin
    assume(cfg_mtu != 0 && cfg_mtu <= 24'hffff);
    assume(cfg_mtu <= cfg_init_maxwnd);
  end
  reg loaded = 0;
  always @(posedge clock) if (load) loaded <= 1;
  always @* if (loaded) assert(maxwnd >= cfg_mtu);
endmodule
