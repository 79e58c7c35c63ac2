// Checker of SleekScan (rtl/src/sleek/sleek_scan.rs): a PSN is queued for retransmission (a NACK,
// an RTO, a scan's find) only while its bit of the transmit bitmap is set, and queuing it
// clears the bit. One PSN, any (anyconst), its bit followed through the bitmap's writes from
// power-up (all zero): the design's read, its forwarding of the word written the cycle
// before, the find-first-set and the masks must agree with it.
//
// Assumed: nothing (any events, any NSCC inputs).
// Bounded: the bitmap's contents cannot be named from here, so no induction; every run of
// the depth's cycles from power-up.
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
  // internal: this cycle's FIFO write and bitmap write
  wire emit_v;
  wire [31:0] emit_p;
  wire bitmap$write_enable;
  wire [7:0] bitmap$write_address;
  wire [15:0] bitmap$write_data;
  top dut(.*);
  // one PSN, any: its bit of the bitmap as the writes leave it (all zero at power-up)
  (* anyconst *) wire [11:0] p;
  reg bit_p = 0;
  always @(posedge clock)
    if (bitmap$write_enable && bitmap$write_address == p[11:4])
      bit_p <= bitmap$write_data[p[3:0]];
  // a PSN is queued (a FIFO write: emit_v without load) for retransmission only while its bit is set
  always @* if (emit_v && !load && emit_p[11:0] == p) assert(bit_p);
  // (and queuing it clears the bit in the same cycle)
  always @* if (emit_v && !load && emit_p[11:0] == p) assert(bitmap$write_enable && bitmap$write_address == p[11:4] && !bitmap$write_data[p[3:0]]);
endmodule
