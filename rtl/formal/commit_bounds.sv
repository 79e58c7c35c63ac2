// Checker of CwndCommit (rtl/src/cwnd_commit.rs), the last stage of the NSCC core and of
// the engine: cwnd is within [MTU, MaxWnd] after every event that touches it (an ack, a
// NACK, an RTO), whatever the event's terms, Quick Adapt's cwnd, the restored pre-penalty
// cwnd and the state before it: both modes (`ext` free: the block's own registers, or a
// CCC's context on the prev_* ports with any values).
//
// Assumed: the event's MTU is at most its MaxWnd (nscc params refuses a profile with
// MaxWnd < MTU; the quadrant stage keeps MaxWnd >= MTU, proof core_maxwnd).
// Proved by k-induction: every reachable state, any depth.
module nscc_proof(input clock);
  (* anyseq *) wire ext, prev_penalty_active, load, valid, rc, qa;
  (* anyseq *) wire [23:0] prev_cwnd, prev_pre_penalty_cwnd, cfg_init_cwnd, cfg_mtu;
  (* anyseq *) wire [23:0] penalty, bytes, qa_cwnd, fast_inc, md_cut, fulfill, maxwnd;
  (* anyseq *) wire [1:0] kind;
  (* anyseq *) wire [6:0] pend;
  (* anyseq *) wire [3:0] action;
  wire [23:0] cwnd, pre_penalty_cwnd;
  wire penalty_active;
  top dut(.*);

  // environment: the profile of the event in the prep cycle (stage 28)
  always @* if (valid) assume(cfg_mtu <= maxwnd);

  // the event in the prep cycle, one and two cycles back: its cwnd is committed at the end
  // of the next cycle, so the cwnd port shows it two cycles after the prep cycle
  reg touch1 = 0, touch2 = 0, load1 = 0;
  reg [23:0] mtu1 = 0, mtu2 = 0, max1 = 0, max2 = 0;
  always @(posedge clock) begin
    touch1 <= valid && kind != 2'd2;
    touch2 <= touch1;
    mtu1 <= cfg_mtu;
    mtu2 <= mtu1;
    max1 <= maxwnd;
    max2 <= max1;
    load1 <= load;
  end
  always @* if (touch2 && !load1) begin
    assert(cwnd >= mtu2);
    assert(cwnd <= max2);
  end
endmodule
