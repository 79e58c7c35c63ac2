// Checker of NsccCore (rtl/src/nscc/core.rs, one CCC, the whole pipeline): once the CCC is
// activated, MaxWnd >= MTU in every cycle, whatever the events (the quadrant stage's new
// MaxWnd = max(1.5 x BDP saturated to 24 bits, MTU) in NsccDatapath, committed by QaTimer).
//
// Assumed: the register image is constant, with 0 < MTU < 2^16 and MTU <= the initial MaxWnd
// (what nscc params enforces).
// Proved by k-induction: every reachable state, any depth.
module nscc_proof(input clock);
  // @ports anyconst(cfg_)   (the register image: any, constant while the core runs)
  top dut(.*);

  always @* begin
    assume(cfg_mtu != 0 && cfg_mtu <= 24'hffff);
    assume(cfg_mtu <= cfg_init_maxwnd);
  end
  reg loaded = 0;
  always @(posedge clock) if (load) loaded <= 1;
  always @* if (loaded) assert(maxwnd >= cfg_mtu);
endmodule
