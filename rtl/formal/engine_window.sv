// Checker of NsccEngine (rtl/src/nscc/engine.rs, with 4 CCCs: the same RTL as the 4,096-CCC
// build, its RAMs 4 deep): the event port never accepts while not ready. Every event taken
// (ev_valid && ev_ready) is held in the port's stage P and then in a slot of the issue
// window until it leaves (it issues, or, issued speculatively, is held until its CCC's
// previous event's route is known and then leaves or waits again): none is lost, overwritten or made up; P enters only a free slot; one slot issues at a time (the ages order the held slots
// strictly and transitively: proved with the rest); the port is ready only when P is free
// or enters a free slot, and never while a lifecycle request runs.
//
// Assumed: nothing (any profile, lifecycle and event traffic).
// Proved by k-induction: every reachable state, any depth.
module nscc_proof(input clock);
  // @ports
  // internal: the issue window's slots, their ages (bit j of older[i]: slot i holds an
  // older event than slot j), the slots chosen to issue, the lifecycle state
  wire win_v$0$q, win_v$1$q, win_v$2$q, win_v$3$q, issue;
  wire [3:0] older$0$q, older$1$q, older$2$q, older$3$q, sel;
  // the slots held after a speculative issue (bit j: the CCC's previous event is in stage
  // 9 - j), the slots leaving this cycle, and where the events in stages 0..5 found their
  // CCC's previous event at the issue (bit j: stage 3 + j)
  wire [5:0] win_xc$0$q, win_xc$1$q, win_xc$2$q, win_xc$3$q;
  wire [6:0] a0_ls$q, a1_ls$q, a2_ls$q, a3_ls$q, a4_ls$q, a5_ls$q;
  wire a0$q;
  wire [3:0] gone;
  wire [2:0] ctl_state$q;
  // the port's stage: holds an event, enters the window this cycle
  wire p_v$q, p_go;
  top dut(.*);
  wire acc = ev_valid && ev_ready;
  reg [2:0] held = 0;
  wire [2:0] leave = gone[0] + gone[1] + gone[2] + gone[3];
  always @(posedge clock) held <= held + acc - leave;
  wire [5:0] xc [0:3];
  assign xc[0] = win_xc$0$q;
  assign xc[1] = win_xc$1$q;
  assign xc[2] = win_xc$2$q;
  assign xc[3] = win_xc$3$q;
  // x: the slots held; xb[b]: the slots whose CCC's previous event is in stage 9 - b
  wire [3:0] x = {xc[3] != 0, xc[2] != 0, xc[1] != 0, xc[0] != 0};
  wire [3:0] xb [0:5];
  genvar g;
  for (g = 0; g < 6; g = g + 1) begin : bits
    assign xb[g] = {xc[3][g], xc[2][g], xc[1][g], xc[0][g]};
  end
  function automatic [2:0] n4(input [3:0] b); n4 = b[0] + b[1] + b[2] + b[3]; endfunction
  function automatic [2:0] n6(input [5:0] b); n6 = b[0] + b[1] + b[2] + b[3] + b[4] + b[5]; endfunction
  function automatic [2:0] n7(input [6:0] b); n7 = n6(b[5:0]) + b[6]; endfunction
  wire [2:0] entries = win_v$0$q + win_v$1$q + win_v$2$q + win_v$3$q;
  wire [3:0] v = {win_v$3$q, win_v$2$q, win_v$1$q, win_v$0$q};
  wire [3:0] older [0:3];
  assign older[0] = older$0$q;
  assign older[1] = older$1$q;
  assign older[2] = older$2$q;
  assign older[3] = older$3$q;
  integer i, j, k;
  always @* begin
    // every accepted event is held in P or in the window until it issues: none is lost or
    // made up
    assert(held == entries + p_v$q);
    // P enters the window only when it holds an event and a slot is free
    if (p_go) assert(p_v$q && entries < 4);
    // an event issues only from a held slot that is not held back after a speculative
    // issue, one slot at a time; only a slot that holds an event leaves
    if (issue) assert(entries != 0);
    assert((sel & ~v) == 0);
    assert((sel & x) == 0);
    assert((gone & ~v) == 0);
    // a slot is held back for the cycles after its speculative issue until its CCC's
    // previous event is in stage 9 (or an older event of its CCC issues again): at most one
    // held slot per such event in stages 0..5
    assert((x & ~v) == 0);
    for (i = 0; i < 4; i = i + 1) assert(n6(xc[i]) <= 1);
    assert(n4(xb[5]) == a0_ls$q[0]);
    assert(n4(xb[4]) == a0_ls$q[1] + a1_ls$q[0]);
    assert(n4(xb[3]) == a0_ls$q[2] + a1_ls$q[1] + a2_ls$q[0]);
    assert(n4(xb[2]) == a0_ls$q[3] + a1_ls$q[2] + a2_ls$q[1] + a3_ls$q[0]);
    assert(n4(xb[1]) == a0_ls$q[4] + a1_ls$q[3] + a2_ls$q[2] + a3_ls$q[1] + a4_ls$q[0]);
    assert(n4(xb[0]) == a0_ls$q[5] + a1_ls$q[4] + a2_ls$q[3] + a3_ls$q[2] + a4_ls$q[1]
                        + a5_ls$q[0]);
    if (a0_ls$q != 0) assert(a0$q);
    assert(n7(a0_ls$q) <= 1 && n7(a1_ls$q) <= 1 && n7(a2_ls$q) <= 1 && n7(a3_ls$q) <= 1);
    assert(n7(a4_ls$q) <= 1 && n7(a5_ls$q) <= 1);
    assert(issue ? (sel != 0 && (sel & (sel - 1)) == 0) : sel == 0);
    // the port takes an event only when P is free or leaves for a free slot, never during a
    // lifecycle request
    if (ev_ready) assert(!p_v$q || p_go);
    if (ctl_state$q != 0) assert(!ev_ready);
    // (strengthening: the ages order the held slots strictly: of two held slots exactly one
    // is the older, none is older than itself, and the order is transitive)
    for (i = 0; i < 4; i = i + 1) begin
      assert(!older[i][i]);
      for (j = 0; j < 4; j = j + 1) begin
        if (i != j && v[i] && v[j]) assert(older[i][j] != older[j][i]);
        for (k = 0; k < 4; k = k + 1)
          if (v[i] && v[j] && v[k] && older[i][j] && older[j][k]) assert(older[i][k]);
      end
    end
  end
endmodule
