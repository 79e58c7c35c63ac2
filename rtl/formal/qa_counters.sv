// Checker of QaTimer (rtl/src/nscc/qa_timer.rs), stage 7 of the NSCC core, with its own
// registers (`ext` low, as in NsccCore): the byte counters the design says saturate never
// wrap. After every cycle each of achieved, received, bytes_ignored and fi_count (32 bits)
// is either unchanged, cleared to 0 (a QA window, a fulfill, a load), or the saturating sum
// min(counter + bytes, 2^32 - 1) of the event's bytes; bytes_to_ignore (24 bits) is
// unchanged, 0, or the in-flight snapshot min(in_flight [+ bytes on a NACK], 2^24 - 1).
//
// Assumed: nothing (any event, any configuration, any state before).
// Proved by k-induction: every reachable state, any depth.
module nscc_proof(input clock);
  (* anyseq *) wire prev_trigger_qa, prev_qa_armed, load, valid, ecn, dropped;
  (* anyseq *) wire [23:0] prev_bdp, prev_maxwnd, prev_bytes_to_ignore, cfg_init_bdp, cfg_init_maxwnd;
  (* anyseq *) wire [23:0] cfg_mtu, cfg_target, cfg_qa_threshold, cfg_network_rtt, cfg_fulfill_bytes;
  (* anyseq *) wire [23:0] bytes, in_flight, delay, base_after, bdp_cand, maxwnd_cand;
  (* anyseq *) wire [31:0] prev_achieved, prev_received, prev_bytes_ignored, prev_fi_count;
  (* anyseq *) wire [31:0] prev_qa_start, prev_last_adjust, prev_last_dec, load_t, t, avg;
  (* anyseq *) wire [24:0] prev_qa_len;
  (* anyseq *) wire [9:0] prev_last_adjust_sub, cfg_network_rtt_sub, t_sub;
  (* anyseq *) wire [9:0] delay_sub, cfg_target_sub, cfg_qa_threshold_sub;
  (* anyseq *) wire [7:0] cfg_target_frac;
  (* anyseq *) wire [4:0] cfg_qa_gate;
  (* anyseq *) wire [1:0] kind;
  // engine mode's part 0 inputs (unused with `ext` low; free)
  (* anyseq *) wire [31:0] early_t, early_achieved, early_received, early_bytes_ignored;
  (* anyseq *) wire [31:0] early_fi_count, early_qa_start, early_last_adjust, early_last_dec;
  (* anyseq *) wire [23:0] early_bytes;
  (* anyseq *) wire [9:0] early_t_sub, early_last_adjust_sub;
  wire ext = 1'b0;
  wire out_valid, qa, stop, fulfill, eta, fi_path, fa_clr, trigger_qa, qa_armed;
  wire [3:0] action;
  wire [23:0] qa_cwnd, maxwnd_after, bdp, maxwnd, bytes_to_ignore;
  wire [24:0] fi_after;
  wire [31:0] achieved, received, bytes_ignored, fi_count, qa_start, last_adjust, last_dec;
  wire [24:0] qa_len;
  wire [9:0] last_adjust_sub;
  top dut(.*);

  function [31:0] sat32(input [31:0] c, input [23:0] b);
    reg [32:0] s;
    begin
      s = {1'b0, c} + {9'b0, b};
      sat32 = s[32] ? 32'hffff_ffff : s[31:0];
    end
  endfunction
  function [23:0] sat24(input [24:0] s);
    sat24 = s[24] ? 24'hff_ffff : s[23:0];
  endfunction

  // the counters and the event one cycle back
  reg [31:0] ach_p = 0, rcv_p = 0, ign_p = 0, fi_p = 0;
  reg [23:0] toi_p = 0, bytes_p = 0, flight_p = 0;
  always @(posedge clock) begin
    ach_p <= achieved;
    rcv_p <= received;
    ign_p <= bytes_ignored;
    fi_p <= fi_count;
    toi_p <= bytes_to_ignore;
    bytes_p <= bytes;
    flight_p <= in_flight;
  end
  reg past = 0;
  always @(posedge clock) past <= 1;
  always @* if (past) begin
    assert(achieved == ach_p || achieved == 0 || achieved == sat32(ach_p, bytes_p));
    assert(received == rcv_p || received == 0 || received == sat32(rcv_p, bytes_p));
    assert(bytes_ignored == ign_p || bytes_ignored == 0 || bytes_ignored == sat32(ign_p, bytes_p));
    assert(fi_count == fi_p || fi_count == 0 || fi_count == sat32(fi_p, bytes_p));
    assert(bytes_to_ignore == toi_p || bytes_to_ignore == 0
           || bytes_to_ignore == sat24({1'b0, flight_p})
           || bytes_to_ignore == sat24({1'b0, flight_p} + {1'b0, bytes_p}));
  end
endmodule
