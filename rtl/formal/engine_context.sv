// Checker of NsccEngine (rtl/src/nscc/engine.rs, with 4 CCCs): what an event writes back into its
// CCC's context (the T group, read for stage 7, its new value formed in stage 10 and written
// through the registered port in stage 11).
// - The counters the engine stores narrowed never wrap: achieved, bytes_ignored and
//   fi_count, 32 bits in the QA timer, are stored saturated at 2^25 - 1, so an event leaves
//   each one cleared or at least where it found it; received, stored in 24 bits, never needs
//   more (the datapath's value is below 2^24 at every write).
// - MaxWnd is left as the event found it, or set to at least the MTU of the event's profile
//   (a base-RTT drop: max(1.5 x BDP, MTU)). With activation writing the profile's initial
//   MaxWnd (>= MTU, nscc params), every CCC's MaxWnd stays >= its MTU.
//
// Assumed: nothing (any profile, lifecycle and event traffic).
// Proved by k-induction: every reachable state, any depth.
module nscc_proof(input clock);
  // @ports
  // internal: the T group as read for the event in stage 7 (read a stage earlier, `t_r`, for
  // the QA timer's part 0, and carried to 7 in `t_r7`), its profile's stage-6 fields,
  // the datapath's received counter (32 bits) before the engine stores 24, and the
  // lifecycle's context write
  wire [324:0] t_r7$q;
  wire [43:0] p6v;
  wire [31:0] dp$received;
  wire life_we;
  top dut(.*);
  // the T group an event read, four cycles before it writes the group (stage 7 -> stage
  // 11), and its profile's MTU as MaxWnd's clamp reads it, five cycles before (stage 6); the
  // datapath's received and a lifecycle write one cycle before
  reg [324:0] t1 = 0, t2 = 0, t3 = 0, t4 = 0;
  reg [23:0] mtu1 = 0, mtu2 = 0, mtu3 = 0, mtu4 = 0, mtu5 = 0;
  reg [31:0] rcv_d = 0;
  reg life_d = 0;
  always @(posedge clock) begin
    t1 <= t_r7$q;
    t2 <= t1;
    t3 <= t2;
    t4 <= t3;
    mtu1 <= p6v[43:20];
    mtu2 <= mtu1;
    mtu3 <= mtu2;
    mtu4 <= mtu3;
    mtu5 <= mtu4;
    rcv_d <= dp$received;
    life_d <= life_we;
  end
  wire [23:0] max_old = t4[47:24], max_new = ctx_t_data[47:24];
  wire event_write = ctx_t_we && !life_d;
  wire [24:0] ach_old = t4[72:48], ach_new = ctx_t_data[72:48];
  wire [23:0] rcv_old = t4[96:73], rcv_new = ctx_t_data[96:73];
  wire [24:0] ign_old = t4[121:97], ign_new = ctx_t_data[121:97];
  wire [24:0] fi_old = t4[170:146], fi_new = ctx_t_data[170:146];
  reg [4:0] past = 0;
  always @(posedge clock) past <= {past[3:0], 1'b1};
  always @* if (past[4] && event_write) begin
    // the counters stored in 25 bits saturate there: an event leaves each one cleared or
    // at least where it found it (never wrapped below it)
    assert(ach_new == 0 || ach_new >= ach_old);
    assert(ign_new == 0 || ign_new >= ign_old);
    assert(fi_new == 0 || fi_new >= fi_old);
    // received is stored in 24 bits: it never needs more (a fulfill clears it first)
    assert(rcv_d < 32'h0100_0000);
    assert(rcv_new == 0 || rcv_new >= rcv_old);
    // MaxWnd: unchanged, or at least the event's MTU
    assert(max_new == max_old || max_new >= mtu5);
  end
endmodule
