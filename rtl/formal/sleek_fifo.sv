// Checker of SleekScan (rtl/src/sleek/sleek_scan.rs): the retransmit FIFO (256 entries, 9-bit
// pointers) never overflows: it never holds more than 256 requests and takes none when
// full (the request is counted in `dropped` instead); the saturating counters `dropped` and
// `out_of_window` never wrap (they grow by one at most, up to 0xFFFF, until a load).
//
// Assumed: nothing (any event, any NSCC inputs, any configuration, loads at any time).
// Proved by k-induction: every reachable state, any depth.
module nscc_proof(input clock);
  (* anyseq *) wire load, ev_valid, ev_probe, rtx_pop;
  (* anyseq *) wire [31:0] cfg_init_psn, ev_psn, ev_cum_ack;
  (* anyseq *) wire [3:0] cfg_pkt_shift;
  (* anyseq *) wire [23:0] cfg_target, ev_ooo, ev_probe_rtt, cwnd, maxwnd, base_rtt, avg_delay;
  (* anyseq *) wire [1:0] ev_kind;
  wire rtx_valid, emit_valid, busy, in_recovery, scan_pending;
  wire [31:0] rtx_psn, emit_psn, base, highest_sent, recovery_seqno, highest_rtx_sent, scan_psn, scan_end;
  wire [1:0] rtx_cause, emit_cause;
  wire [15:0] dropped, out_of_window;
  // internal: the FIFO pointers and this cycle's FIFO write
  wire [8:0] wr_ptr$q, rd_ptr$q, wr_ptr_d$q;
  wire emit_v;
  top dut(.*);
  wire [8:0] fill = wr_ptr$q - rd_ptr$q;
  wire [8:0] lag = wr_ptr$q - wr_ptr_d$q;
  wire [8:0] readable = wr_ptr_d$q - rd_ptr$q;
  reg [15:0] dropped_p = 0, oow_p = 0;
  reg load_p = 1;
  always @(posedge clock) begin
    dropped_p <= dropped; oow_p <= out_of_window; load_p <= load;
  end
  always @* begin
    // the FIFO never holds more than its 256 entries, and takes none when full
    assert(fill <= 9'd256);
    if (emit_v) assert(fill < 9'd256);
    // (strengthening: the head pointer never passes the delayed write pointer)
    assert(lag <= 9'd1);
    assert(readable <= fill);
    // the saturating counters never wrap: they only grow, by one, up to 0xFFFF
    if (!load_p) begin
      assert(dropped == dropped_p || dropped == dropped_p + 16'd1);
      assert(out_of_window == oow_p || out_of_window == oow_p + 16'd1);
      assert(dropped >= dropped_p && out_of_window >= oow_p);
    end
  end
endmodule
