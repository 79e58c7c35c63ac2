// Checker of NsccCcIp (rtl/src/ip/nscc_cc_ip.rs, as shipped: 4,096 CCCs): the AXI4-Lite rules of its
// register port, with the engine and the BIST cut out (their outputs free).
//
// Proved, in every cycle:
// - BVALID, once high, stays high with BRESP stable until BREADY; RVALID likewise with RDATA
//   and RRESP until RREADY;
// - exactly one B per accepted write (AW and W, which the IP takes in the same cycle) and one R
//   per accepted AR: the writes accepted and not answered are 1 exactly while BVALID is high
//   (0 otherwise: never a response without a request, never a second request taken before the
//   answer of the first), the reads likewise with RVALID;
// - the answers are OKAY or SLVERR (BRESP/RRESP 00 or 10), and a read answered SLVERR returns 0.
//
// - ARESETN low aborts the transactions in progress, as AXI's reset does: the answers are
//   cleared from the next cycle and the counts restart (a master that presents a request
//   during reset, which AXI forbids, gets no answer for it).
//
// Assumed: nothing. Any AXI4-Lite traffic (addresses, data, strobes, BREADY/RREADY; the master
// need not even hold its requests, the IP's answers do not depend on it), any reset, any event
// traffic, any engine and BIST outputs (free: both are cut out), any operation.
// Proved by k-induction: every reachable state.
module nscc_proof(input clock);
  // @ports
  top dut(.*);
  wire aw_take = s_axil_awvalid && s_axil_awready;
  wire w_take = s_axil_wvalid && s_axil_wready;
  wire ar_take = s_axil_arvalid && s_axil_arready;
  wire b_go = s_axil_bvalid && s_axil_bready;
  wire r_go = s_axil_rvalid && s_axil_rready;
  // requests accepted and not answered (a reset restarts them); the answers a cycle ago
  reg [1:0] aw_out = 0, w_out = 0, ar_out = 0;
  reg b_hold = 0, r_hold = 0, reset_p = 0;
  reg [1:0] b_resp_p, r_resp_p;
  reg [31:0] r_data_p;
  always @(posedge clock) begin
    aw_out <= aw_out + aw_take - b_go;
    w_out <= w_out + w_take - b_go;
    ar_out <= ar_out + ar_take - r_go;
    if (!aresetn) begin
      aw_out <= 0;
      w_out <= 0;
      ar_out <= 0;
    end
    reset_p <= !aresetn;
    b_hold <= s_axil_bvalid && !s_axil_bready && aresetn;
    r_hold <= s_axil_rvalid && !s_axil_rready && aresetn;
    b_resp_p <= s_axil_bresp;
    r_resp_p <= s_axil_rresp;
    r_data_p <= s_axil_rdata;
  end
  always @* begin
    // held, stable, until taken
    if (b_hold) assert(s_axil_bvalid && s_axil_bresp == b_resp_p);
    if (r_hold) assert(s_axil_rvalid && s_axil_rresp == r_resp_p && s_axil_rdata == r_data_p);
    // one answer per request: an accepted request is answered from the next cycle until taken
    assert(aw_out == s_axil_bvalid);
    assert(w_out == s_axil_bvalid);
    assert(ar_out == s_axil_rvalid);
    // a reset clears the answers (from the cycle after ARESETN low)
    if (reset_p) assert(!s_axil_bvalid && !s_axil_rvalid);
    // OKAY or SLVERR; a refused read returns 0
    assert(s_axil_bresp[0] == 0 && s_axil_rresp[0] == 0);
    if (s_axil_rvalid && s_axil_rresp[1]) assert(s_axil_rdata == 0);
  end
endmodule
