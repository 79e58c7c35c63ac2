// Checker of NsccEngine (rtl/src/engine.rs, with 4 CCCs: the same RTL as the 4,096-CCC
// build, its RAMs 4 deep): the event port never accepts while not ready. Every event taken
// (ev_valid && ev_ready) is held in the issue window until it issues: none is lost,
// overwritten or made up; the port is ready only with room in the window, and never while a
// lifecycle request runs.
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
  // internal: the issue window's entries, the issue decision, the lifecycle state
  wire win_v$0$q, win_v$1$q, win_v$2$q, win_v$3$q, issue;
  wire [2:0] ctl_state$q;
  top dut(.*);
  wire acc = ev_valid && ev_ready;
  reg [2:0] held = 0;
  always @(posedge clock) held <= held + acc - issue;
  wire [2:0] entries = win_v$0$q + win_v$1$q + win_v$2$q + win_v$3$q;
  always @* begin
    // every accepted event is held in the window until it issues: none is lost or made up
    assert(held == entries);
    // an event issues only from a held entry
    if (issue) assert(entries != 0);
    // the port takes an event only when the window has room, never during a lifecycle
    // request
    if (ev_ready) assert(entries < 4);
    if (ctl_state$q != 0) assert(!ev_ready);
    // (strengthening: the window fills from entry 0)
    assert(win_v$0$q >= win_v$1$q && win_v$1$q >= win_v$2$q && win_v$2$q >= win_v$3$q);
  end
endmodule
