// Checker of NsccCore (rtl/src/nscc/core.rs, one CCC, the whole pipeline): after every event that
// touches cwnd (an ack, a NACK, an RTO), cwnd is within [MTU, MaxWnd], MaxWnd being the one
// the event itself left. The interface map's taps: an event presented in cycle c shows its
// MaxWnd (owner stage 7) in cycle c + 8 and its cwnd (owner stage 29) in cycle c + 30.
//
// Assumed: the register image is constant and valid as nscc params makes it (0 < MTU < 2^16,
// MTU <= initial cwnd <= initial MaxWnd, QA gate < 24); an activation (load) only with the
// pipeline empty (NsccCore's contract).
// Bounded: every event within the depth (from power-up: load, start, then events at once).
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
    assume(cfg_init_cwnd >= cfg_mtu && cfg_init_cwnd <= cfg_init_maxwnd);
    assume(cfg_qa_gate < 24);
  end
  // the events that touch cwnd, and MaxWnd, one entry per cycle back
  wire acc = ev_valid && phase == 2'd2;
  reg [29:0] acc_sr = 0;
  reg [24*22-1:0] mx_sr = 0;
  always @(posedge clock) begin
    acc_sr <= {acc_sr[28:0], acc && ev_kind != 2'd2};
    mx_sr <= {mx_sr[24*21-1:0], maxwnd};
  end
  always @* if (load) assume(acc_sr == 0 && !acc);
  // the event presented 30 cycles ago, and MaxWnd 22 cycles ago (its stage 7 + 1)
  wire [23:0] maxwnd_of_event = mx_sr[24*22-1:24*21];
  always @* if (acc_sr[29]) begin
    assert(cwnd >= cfg_mtu);
    assert(cwnd <= maxwnd_of_event);
  end
endmodule
