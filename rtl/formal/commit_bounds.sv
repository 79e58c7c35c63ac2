// Checker of CwndCommit (rtl/src/nscc/cwnd_commit.rs), the engine's last stage: cwnd is within [MTU, MaxWnd] after every event that touches it (an ack, a
// NACK, an RTO), whatever the event's terms (the fulfill quotient, saturated with eta, in
// prep B included), Quick Adapt's cwnd, the restored pre-penalty
// cwnd and the state before it: a CCC's context on the prev_* ports with any values (engine
// mode, `ext` high: every instance ties it high; the block's own-register mode is dead and
// goes with the next re-placement of the ULX3S).
//
// Assumed: the event's MTU is at most its MaxWnd (nscc params refuses a profile with
// MaxWnd < MTU; an event keeps MaxWnd >= MTU, proof engine_context).
// Proved by k-induction: every reachable state, any depth.
module nscc_proof(input clock);
  // (the mode every instance ties: the induction takes ~7 s; with `ext` any constant, the
  // dead own-register mode included, ~170-340 s; free in every cycle ~850 s)
  wire ext = 1'b1;
  (* anyseq *) wire prev_penalty_active, load, valid, rc, qa, fulfill;
  (* anyseq *) wire [23:0] prev_cwnd, prev_pre_penalty_cwnd, cfg_init_cwnd, cfg_mtu;
  (* anyseq *) wire [23:0] penalty, bytes, qa_cwnd, fast_inc, md_cut, maxwnd;
  (* anyseq *) wire [15:0] eta;
  (* anyseq *) wire [47:0] quot;
  (* anyseq *) wire [1:0] kind;
  (* anyseq *) wire [6:0] pend;
  (* anyseq *) wire [3:0] action;
  wire [23:0] cwnd, pre_penalty_cwnd;
  wire penalty_active;
  wire [48:0] next_word;
  top dut(.*);

  // environment: the profile of the event in prep 0 (stage 26)
  always @* if (valid) assume(cfg_mtu <= maxwnd);

  // the event in prep 0, one to four cycles back: prep A follows, the quotient arrives in
  // prep B, then the commit, so the cwnd port shows the event's cwnd four cycles after prep 0
  reg touch1 = 0, touch2 = 0, touch3 = 0, touch4 = 0, load1 = 0;
  reg [23:0] mtu1 = 0, mtu2 = 0, mtu3 = 0, mtu4 = 0, max1 = 0, max2 = 0, max3 = 0, max4 = 0;
  always @(posedge clock) begin
    touch1 <= valid && kind != 2'd2;
    touch2 <= touch1;
    touch3 <= touch2;
    touch4 <= touch3;
    mtu1 <= cfg_mtu;
    mtu2 <= mtu1;
    mtu3 <= mtu2;
    mtu4 <= mtu3;
    max1 <= maxwnd;
    max2 <= max1;
    max3 <= max2;
    max4 <= max3;
    load1 <= load;
  end
  always @* if (touch4 && !load1) begin
    assert(cwnd >= mtu4);
    assert(cwnd <= max4);
  end
endmodule
