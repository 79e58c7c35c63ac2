// Checker of NsccCore (rtl/src/nscc/core.rs, one CCC, the whole pipeline): the increase credit
// (inc_bytes, 48 bits, the fulfill accumulator of stage 12 in NsccDatapath) saturates: in
// every cycle it is unchanged, cleared, or grown; it never wraps.
//
// Assumed: nothing beyond a constant register image (any events, any configuration).
// Proved by k-induction: every reachable state, any depth.
module nscc_proof(input clock);
  // @ports anyconst(cfg_)   (the register image: any, constant while the core runs)
  top dut(.*);

  // the increase credit (the fulfill accumulator, stage 12) the cycle before
  reg [47:0] inc_p = 0;
  reg past = 0;
  always @(posedge clock) begin
    inc_p <= inc_bytes;
    past <= 1;
  end
  // it saturates at 2^48 - 1: it only grows, or is cleared (a fulfill, QA, ignored feedback,
  // a load), never wraps below where it was
  always @* if (past) assert(inc_bytes == 0 || inc_bytes >= inc_p);
endmodule
