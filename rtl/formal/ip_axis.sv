// Checker of NsccCcIp (rtl/src/ip/nscc_cc_ip.rs, as shipped: 4,096 CCCs): the AXI4-Stream rules of its
// two streams, with the engine and the BIST cut out (their outputs free, constrained below).
//
// Proved, in every cycle:
// - m_axis_res: TVALID, once high, stays high and TDATA/TID stay stable until TREADY;
// - every event taken on s_axis_ev (TVALID && TREADY) is answered exactly once on m_axis_res:
//   taken = answered + in flight, never an answer without an event in flight, at most
//   RESULT_FIFO (64) in flight, and the IP's credit count is that number exactly;
// - what the result FIFO takes: a refusal with the event's TID and its (non-zero) code, or a
//   result of the engine for the IP (refused field 0), nothing else;
// - the result FIFO is never written while full (no result dropped), nor read while empty;
// - the event path holds every event in flight in one place: the main register, the check
//   stage, the engine (handed over by the IP, result not yet back) or the result FIFO;
// - no event of the IP is in the engine while the BIST drives it, and no BIST result is taken
//   for the IP's.
//
// Assumed: nothing of the event master (any TVALID, TDATA, TID, not even AXI's hold rule), any
// TREADY on the result stream, any AXI4-Lite traffic and reset (any register writes, any
// operation). The engine and the BIST are cut out; of their outputs the checker assumes only:
// - the engine (rtl/src/nscc/engine.rs's port contract): a result (out_valid) only for an
//   event it was given and has not answered, the results in the events' order (counted: the
//   IP's events and the BIST's), at most 36 held (engine_results proves it of the engine).
//   ev_ready, ctl_ready, ctl_done and ctl_ok are free in every cycle: the properties hold
//   whatever the lifecycle handshakes do;
// - the BIST (rtl/src/nscc/engine_bist.rs): busy rises only in the cycle after `start`, and
//   stays high while the engine holds an event of the BIST (the BIST counts its results down
//   before it leaves its run state); it offers events only while busy (the IP ORs its valid
//   with the check stage's). Its events and requests are free otherwise.
// These are safety properties: an event the engine never answered (the engine refuses an event
// silently, which the IP's own checks are there to prevent) would stay in flight, counted, and
// hold the operations' drain; that every event is answered eventually is not proved here.
// Proved by k-induction (strengthened with where each event in flight is, the FIFO's pointers,
// the operations' drain, the BIST's state): every reachable state.
module nscc_proof(input clock);
  // @ports
  // the cut engine's and BIST's handshakes (free where they drive), the IP's state
  wire engine$ev_valid, engine$ev_ready, engine$out_valid;
  wire bist$start, bist$busy, bist$ev_valid, bist_mode;
  wire [2:0] op_state$q;
  wire m_v$q, c_v$q, c1_v$q;
  wire [7:0] credits$q, in_engine$q;
  wire fifo$write, fifo$full, fifo$read, fifo$empty;
  wire [79:0] fifo$data_in;
  wire res_we, res_wr$q;
  wire [79:0] res_in;
  // the main event's refusal (its code, 0: to the engine), its TID
  wire refuse_now;
  wire [2:0] code;
  wire [15:0] c_id$q;
  wire [6:0] \fifo.wa$q ;
  wire [6:0] \fifo.wd$q ;
  wire [6:0] \fifo.ra$q ;
  wire [6:0] \fifo.ra1x$q ;
  wire \fifo.ne$q ;
  top dut(.*);

  // ---- the abstract engine: the events it holds, the IP's and the BIST's (a result answers the
  // oldest: the BIST's and the IP's are never held together, which is asserted below)
  reg [5:0] e_ip = 0, e_bist = 0;
  wire e_acc = engine$ev_valid && engine$ev_ready;
  wire [6:0] e_n = e_ip + e_bist;
  always @(posedge clock) begin
    e_ip <= e_ip + (e_acc && !bist_mode) - (engine$out_valid && e_bist == 0);
    e_bist <= e_bist + (e_acc && bist_mode) - (engine$out_valid && e_bist != 0);
  end
  // ---- the abstract BIST
  reg busy_p = 0, start_p = 0;
  always @(posedge clock) begin
    busy_p <= bist$busy;
    start_p <= bist$start;
  end
  always @* begin
    // a result only for an event held; at most 36 held
    assume(!engine$out_valid || e_n != 0);
    assume(e_n + e_acc - engine$out_valid <= 36);
    if (bist$busy) assume(busy_p || start_p);
    if (e_bist != 0) assume(bist$busy);
    if (bist$ev_valid) assume(bist$busy);
  end

  // ---- the streams
  wire ev_take = s_axis_ev_tvalid && s_axis_ev_tready;
  wire res_go = m_axis_res_tvalid && m_axis_res_tready;
  reg [7:0] inflight = 0;
  reg hold = 0;
  reg [63:0] hold_data;
  reg [15:0] hold_id;
  always @(posedge clock) begin
    inflight <= inflight + ev_take - res_go;
    hold <= m_axis_res_tvalid && !m_axis_res_tready;
    hold_data <= m_axis_res_tdata;
    hold_id <= m_axis_res_tid;
  end
  wire [6:0] wa = \fifo.wa$q ;
  wire [6:0] wd = \fifo.wd$q ;
  wire [6:0] ra = \fifo.ra$q ;
  wire [6:0] fill = wa - ra, w_lag = wa - wd, r_lag = wd - ra;
  always @* begin
    // TVALID held, TDATA and TID stable, until TREADY
    if (hold) begin
      assert(m_axis_res_tvalid);
      assert(m_axis_res_tdata == hold_data && m_axis_res_tid == hold_id);
    end
    // never an answer without an event in flight; at most RESULT_FIFO in flight
    if (m_axis_res_tvalid) assert(inflight != 0);
    assert(inflight <= 64);
    assert(credits$q == inflight);
    // the result FIFO: never written when full, never read when empty
    assert(!(fifo$write && fifo$full));
    assert(!(fifo$read && fifo$empty));
    // what the FIFO takes: a refusal, with the refused event's TID and its code (TDATA
    // [42:40], never 0), or a result of the engine for the IP, never marked refused
    // (through the write register: `res_we`/`res_in` now, `fifo$write`/`fifo$data_in` a
    // clock later)
    assert(res_we == (refuse_now || (engine$out_valid && !bist_mode)));
    assert(fifo$write == res_wr$q);
    if (refuse_now) assert(code != 0 && res_in[42:40] == code && res_in[79:64] == c_id$q);
    if (res_we && !refuse_now) assert(res_in[42:40] == 0);
    // every event in flight is in one place: main, check stage (head and spare),
    // engine, FIFO
    assert(inflight == m_v$q + c_v$q + c1_v$q + e_ip + res_wr$q + fill);
    assert(in_engine$q == e_ip);
    // the BIST and the IP's events never share the engine
    if (bist_mode) assert(e_ip == 0 && !c_v$q && !c1_v$q && !m_v$q);
    // (strengthening) the FIFO's pointers: the delayed write pointer one behind at most, the
    // read pointer never past it
    assert(fill <= 64);
    assert(w_lag <= 1);
    assert(r_lag <= fill);
    // (the read pointer plus one, stored with bit 0 inverted; not empty: a register)
    assert((\fifo.ra1x$q ^ 7'd1) == ra + 7'd1);
    assert(\fifo.ne$q == (ra != wd));
    if (c1_v$q) assert(c_v$q);
    // (strengthening) an operation past its drain runs with the event path empty; the BIST
    // only in its own state
    if (op_state$q >= 2) assert(!m_v$q && !c_v$q && !c1_v$q && in_engine$q == 0);
    // (the IP holds `start` in state 6 until the BIST is busy, then waits in 7)
    if (bist$busy) assert(op_state$q == 6 || op_state$q == 7);
  end
endmodule
