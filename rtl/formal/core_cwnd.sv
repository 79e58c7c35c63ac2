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
  // @ports anyconst(cfg_)   (the register image: any, constant while the core runs)
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
