// Checker of NsccEngine (rtl/src/nscc/engine.rs, with 4 CCCs): every accepted event leaves exactly
// once, as a result (out_valid) or as one refusal counted under one reason; never more
// results than accepted events, at most 1 + WINDOW + 31 in flight (the port's stage P, the
// window, the pipeline); the event port is closed while a lifecycle request runs, and the
// request writes the context only when P, the window and the pipeline are empty.
//
// Assumed: nothing (any profile, lifecycle and event traffic). The datapath (`dp`) is cut
// out (yosys `cutpoint`): its outputs are free every clock, the route of the event in stage 9
// (`route_slow9`, which the squashes and the held slots follow) among them, so the counts hold
// for any route.
// Proved by k-induction (strengthened with where each event in flight is: window, stage 0,
// the stages' tags, a refusal; the lifecycle's drain count; a held slot waits only on events
// in flight): every reachable state.
module nscc_proof(input clock);
  // @ports
  // internal: the window, the issued event (stage 0), the pipeline's tags, the lifecycle
  wire win_v$0$q, win_v$1$q, win_v$2$q, win_v$3$q, a0$q, issue;
  wire [3:0] older$0$q, older$1$q, older$2$q, older$3$q, sel;
  wire [15:0]
    tag$0$q, tag$1$q, tag$2$q, tag$3$q, tag$4$q, tag$5$q,
    tag$6$q, tag$7$q, tag$8$q, tag$9$q, tag$10$q, tag$11$q,
    tag$12$q, tag$13$q, tag$14$q, tag$15$q, tag$16$q, tag$17$q,
    tag$18$q, tag$19$q, tag$20$q, tag$21$q, tag$22$q, tag$23$q,
    tag$24$q, tag$25$q, tag$26$q, tag$27$q, tag$28$q, tag$29$q;
  wire [2:0] ctl_state$q;
  wire [5:0] drain$q;
  // the events in stages 0..5 issued speculatively (bit j: their CCC's previous event then
  // in stage 3 + j), the slow bits of stages 10..15, the refusals of the events in stages
  // 1..5 (counted in 5) and the refused events in stages 6..9, and the slots held after a
  // speculative issue (bit j: the CCC's previous event in stage 9 - j)
  wire [6:0] a0_ls$q, a1_ls$q, a2_ls$q, a3_ls$q, a4_ls$q, a5_ls$q;
  wire rs$0$q, rs$1$q, rs$2$q, rs$3$q, rs$4$q, rs$5$q;
  wire [2:0] rf1$q, rf2$q, rf3$q, rf4$q, rf5$q;
  wire rr6$q, rr7$q, rr8$q, rr9$q;
  wire [5:0] win_xc$0$q, win_xc$1$q, win_xc$2$q, win_xc$3$q;
  // the held slots an older event of their CCC has overtaken (they hold back the younger)
  wire win_dm$0$q, win_dm$1$q, win_dm$2$q, win_dm$3$q;
  // each slot's hazard vector (bit k: the event in stage k + 1 is of the slot's CCC) and
  // whether its CCC is in stage 0
  wire [15:0] win_m$0$q, win_m$1$q, win_m$2$q, win_m$3$q;
  wire win_s0$0$q, win_s0$1$q, win_s0$2$q, win_s0$3$q;
  // the port's stage P and its hazard vector (as a slot's `win_m`)
  wire p_v$q;
  wire [15:0] p_m$q;
  top dut(.*);
  // the valid bit of the event in each stage 1..30 (refused events are bubbles)
  wire [29:0] v = {
    tag$29$q[15], tag$28$q[15], tag$27$q[15], tag$26$q[15], tag$25$q[15],
    tag$24$q[15], tag$23$q[15], tag$22$q[15], tag$21$q[15], tag$20$q[15],
    tag$19$q[15], tag$18$q[15], tag$17$q[15], tag$16$q[15], tag$15$q[15],
    tag$14$q[15], tag$13$q[15], tag$12$q[15], tag$11$q[15], tag$10$q[15],
    tag$9$q[15], tag$8$q[15], tag$7$q[15], tag$6$q[15], tag$5$q[15],
    tag$4$q[15], tag$3$q[15], tag$2$q[15], tag$1$q[15], tag$0$q[15]
  };
  wire acc = ev_valid && ev_ready;
  reg [31:0] p_range = 0, p_idle = 0, p_nr = 0, p_ev = 0;
  wire [31:0] d_range = refused_ccc_out_of_range - p_range, d_idle = refused_idle - p_idle,
              d_nr = refused_not_ready - p_nr, d_ev = refused_event_out_of_range - p_ev;
  wire [2:0] done_now = out_valid + d_range[0] + d_idle[0] + d_nr[0] + d_ev[0];
  reg [7:0] inflight = 0;
  reg busy = 0;
  always @(posedge clock) begin
    p_range <= refused_ccc_out_of_range; p_idle <= refused_idle;
    p_nr <= refused_not_ready; p_ev <= refused_event_out_of_range;
    inflight <= inflight + acc - done_now;
    if (ctl_valid && ctl_ready) busy <= 1; else if (ctl_done) busy <= 0;
  end
  always @* begin
    // each counter moves by at most one, one event at a time
    assert(d_range <= 1 && d_idle <= 1 && d_nr <= 1 && d_ev <= 1);
    // no result or refusal without an accepted event
    assert(done_now <= inflight);
    // P, the window and the pipeline hold at most 1 + WINDOW + 31 events
    assert(inflight <= 36);
    // while a lifecycle request runs the event port is closed
    if (busy && !ctl_done) assert(!ev_ready);
    if (ctl_done) begin assert(busy); assert(inflight == 0); end
  end
  // (strengthening) every event in flight is in the window, in stage 0, in a stage's tag, or
  // refused in stages 1..3 or in the last cycle; a lifecycle request counts the cycles since the
  // last issue
  wire [2:0] entries = win_v$0$q + win_v$1$q + win_v$2$q + win_v$3$q;
  wire [3:0] wv = {win_v$3$q, win_v$2$q, win_v$1$q, win_v$0$q};
  wire [3:0] older [0:3];
  assign older[0] = older$0$q;
  assign older[1] = older$1$q;
  assign older[2] = older$2$q;
  assign older[3] = older$3$q;
  integer i, j, k, s;
  reg [5:0] pipe;
  // (an event issued speculatively is counted once: in stages 0..5 while its slot is held,
  // or when its CCC's previous event is slow (it is squashed in stage 5, its slot waits or
  // has issued again), it is the window's; the previous event was in stage 3 + j at the
  // issue, in 4 + j + s when this one is in stage s: held while that is <= 9, slow from 10
  // on as `rs[j + s - 6]`)
  // (bit b + s of `held`: 1 for b + s <= 5, else rs[b + s - 6])
  wire [11:0] held = {rs$5$q, rs$4$q, rs$3$q, rs$2$q, rs$1$q, rs$0$q, 6'b111111};
  wire [6:0] al [0:5];
  assign al[0] = a0_ls$q;
  assign al[1] = a1_ls$q;
  assign al[2] = a2_ls$q;
  assign al[3] = a3_ls$q;
  assign al[4] = a4_ls$q;
  assign al[5] = a5_ls$q;
  wire [2:0] rfs [1:5];
  assign rfs[1] = rf1$q;
  assign rfs[2] = rf2$q;
  assign rfs[3] = rf3$q;
  assign rfs[4] = rf4$q;
  assign rfs[5] = rf5$q;
  // (the stages a hazard bit may name: a valid event, or a refused one in stages 1..9)
  wire [15:0] vh = v[15:0] | {7'b0, rr9$q, rr8$q, rr7$q, rr6$q, rf5$q != 0, rf4$q != 0,
                              rf3$q != 0, rf2$q != 0, rf1$q != 0};
  reg [5:0] dup;
  wire [2:0] dups = dup[0] + dup[1] + dup[2] + dup[3] + dup[4] + dup[5];
  integer ds, db;
  always @* begin
    for (ds = 0; ds < 6; ds = ds + 1) begin
      dup[ds] = 0;
      for (db = 0; db < 7; db = db + 1)
        if (al[ds][db] && held[db + ds]) dup[ds] = 1;
    end
  end
  wire [5:0] xc [0:3];
  assign xc[0] = win_xc$0$q;
  assign xc[1] = win_xc$1$q;
  assign xc[2] = win_xc$2$q;
  assign xc[3] = win_xc$3$q;
  wire [3:0] xs = {xc[3] != 0, xc[2] != 0, xc[1] != 0, xc[0] != 0};
  wire [3:0] xb [0:5];
  genvar g;
  for (g = 0; g < 6; g = g + 1) begin : bits
    assign xb[g] = {xc[3][g], xc[2][g], xc[1][g], xc[0][g]};
  end
  function automatic [2:0] n4(input [3:0] x); n4 = x[0] + x[1] + x[2] + x[3]; endfunction
  function automatic [2:0] n6(input [5:0] x); n6 = x[0] + x[1] + x[2] + x[3] + x[4] + x[5]; endfunction
  function automatic [2:0] n7(input [6:0] x); n7 = n6(x[5:0]) + x[6]; endfunction
  always @* begin
    pipe = a0$q + (rf1$q != 0) + (rf2$q != 0) + (rf3$q != 0) + (rf4$q != 0) + (rf5$q != 0);
    for (i = 0; i < 30; i = i + 1) pipe = pipe + v[i];
    assert(inflight == p_v$q + entries + pipe + (done_now - out_valid) - dups);
    if (a0_ls$q != 0) assert(a0$q);
    for (s = 1; s < 6; s = s + 1) begin
      if (al[s] != 0) assert(v[s - 1] || rfs[s] != 0);
      if (rfs[s] != 0) assert(!v[s - 1] && rfs[s] <= 3'd4);
    end
    for (s = 0; s < 6; s = s + 1) assert(n7(al[s]) <= 1);
    for (i = 0; i < 4; i = i + 1) assert(n6(xc[i]) <= 1);
    assert(n4(xb[5]) == a0_ls$q[0]);
    assert(n4(xb[4]) == a0_ls$q[1] + a1_ls$q[0]);
    assert(n4(xb[3]) == a0_ls$q[2] + a1_ls$q[1] + a2_ls$q[0]);
    assert(n4(xb[2]) == a0_ls$q[3] + a1_ls$q[2] + a2_ls$q[1] + a3_ls$q[0]);
    assert(n4(xb[1]) == a0_ls$q[4] + a1_ls$q[3] + a2_ls$q[2] + a3_ls$q[1] + a4_ls$q[0]);
    assert(n4(xb[0]) == a0_ls$q[5] + a1_ls$q[4] + a2_ls$q[3] + a3_ls$q[2] + a4_ls$q[1]
                        + a5_ls$q[0]);
    assert((xs & ~wv) == 0 && (sel & xs) == 0);
    // (only a held slot holds the younger ones back)
    assert((~xs & {win_dm$3$q, win_dm$2$q, win_dm$1$q, win_dm$0$q}) == 0);
    // (a refusal counted last cycle, in stage 5: its place in stage 6 is a bubble)
    if (done_now != out_valid) assert(!v[5]);
    assert(ctl_state$q <= 3'd4);
    // (the window: one held slot issues at a time, the ages order the held slots)
    assert((sel & ~wv) == 0);
    assert(issue ? (sel != 0 && (sel & (sel - 1)) == 0) : sel == 0);
    for (i = 0; i < 4; i = i + 1) begin
      assert(!older[i][i]);
      for (j = 0; j < 4; j = j + 1) begin
        if (i != j && wv[i] && wv[j]) assert(older[i][j] != older[j][i]);
        for (k = 0; k < 4; k = k + 1)
          if (wv[i] && wv[j] && wv[k] && older[i][j] && older[j][k]) assert(older[i][k]);
      end
    end
    // (a slot is held back only by an event in flight: a hazard bit only where a stage
    // holds one (a refused one in stages 1..3 too), stage 0 only after an issue)
    assert((win_m$0$q & ~vh) == 0 && (win_m$1$q & ~vh) == 0);
    assert((win_m$2$q & ~vh) == 0 && (win_m$3$q & ~vh) == 0);
    assert((p_m$q & ~vh) == 0);
    if (win_s0$0$q || win_s0$1$q || win_s0$2$q || win_s0$3$q) assert(a0$q);
    assert(busy == (ctl_state$q != 0 || ctl_done));
    if (ctl_state$q == 1 && drain$q != 0) assert(!a0$q);
    for (i = 0; i < 30; i = i + 1)
      if (ctl_state$q == 1 && drain$q > i + 1) assert(!v[i]);
    if (ctl_state$q == 1) assert(drain$q <= 6'd34);
    for (s = 1; s < 6; s = s + 1)
      if (ctl_state$q == 1 && drain$q > s) assert(rfs[s] == 0);
    if (ctl_state$q == 1 && drain$q > 6) assert(!rr6$q);
    if (ctl_state$q == 1 && drain$q > 7) assert(!rr7$q);
    if (ctl_state$q == 1 && drain$q > 8) assert(!rr8$q);
    if (ctl_state$q == 1 && drain$q > 9) assert(!rr9$q);
    if (ctl_state$q >= 2) assert(rf1$q == 0 && rf2$q == 0 && rf3$q == 0 && rf4$q == 0 && rf5$q == 0);
    if (ctl_state$q >= 2) assert(!rr6$q && !rr7$q && !rr8$q && !rr9$q);
    // (a slot held after a speculative issue was issued at most 6 cycles ago)
    if (ctl_state$q == 1 && xs != 0) assert(drain$q <= 6'd5);
    if (ctl_state$q >= 2) begin
      assert(!p_v$q && entries == 0 && !a0$q && v == 0);
    end
  end
endmodule
