// Checker of FrameDecoder (rtl/src/board/frame.rs, the engine boards' request table): a frame
// with a bad CRC never reaches the core. A request is accepted (the decision, the result slot
// it fills, a new register image) only when the two bytes after its payload are the
// CRC-16/CCITT-FALSE of its TYPE, LEN and payload bytes, computed here on its own (not with
// the design's Crc16Byte), over the bytes as the frame logic takes them.
//
// Assumed: a received byte at most every other clock (the UART delivers one every >= 80;
// with bytes in consecutive clocks the CRC bytes are compared with a CRC one byte old, and
// the proof fails).
// Proved by k-induction (with the running CRC of the decoder as the strengthening
// invariant): every reachable state, any depth.
module nscc_proof(input clock);
  (* anyseq *) wire rst, byte_valid, byte_ferr, take, cfg_write_ok;
  (* anyseq *) wire [7:0] data;
  wire slot_full, slot_error, image_valid;
  wire [7:0] slot_type, err_code, err_info;
  wire [431:0] cfg_image;
  wire [175:0] ev_image;
  // internal: the byte the frame logic handles this cycle, where it is in a frame, its
  // running CRC and the decision
  wire bv$q, bf$q, room, accept, acc_r$q, rep_r$q, crc_hi_ok$q, f_crc_hi$q, f_crc_lo$q;
  wire [7:0] b$q;
  wire [2:0] state$q;
  wire [15:0] crc_r$q;
  top dut(.*);
  // the UART delivers a byte at most every other clock (it gives one every >= 80)
  reg bvp = 0;
  always @(posedge clock) bvp <= byte_valid;
  always @* if (bvp) assume(!byte_valid);
  // CRC-16/CCITT-FALSE of one byte, written here on its own (not the design's Crc16Byte)
  function [15:0] crc16(input [15:0] c, input [7:0] d);
    integer i;
    reg [15:0] x;
    begin
      x = c ^ {d, 8'h00};
      for (i = 0; i < 8; i = i + 1) x = x[15] ? ((x << 1) ^ 16'h1021) : (x << 1);
      crc16 = x;
    end
  endfunction
  // the CRC of the frame's TYPE, LEN and payload bytes, and the CRC_HI byte received
  reg [15:0] sh = 16'hffff;
  reg [7:0] hi = 0;
  reg good_d = 0;
  wire proc = bv$q && room && !bf$q && !rst;
  wire good = {hi, b$q} == sh;
  always @(posedge clock) begin
    good_d <= proc && state$q == 3'd5 && good;
    if (proc) case (state$q)
      3'd0: if (b$q == 8'hA5) sh <= 16'hffff;
      3'd1, 3'd2, 3'd3: sh <= crc16(sh, b$q);
      3'd4: hi <= b$q;
      default: ;
    endcase
  end
  reg iv_p = 0;
  always @(posedge clock) iv_p <= image_valid;
  always @* begin
    // a request is accepted only when the two bytes after its payload are its CRC
    if (accept && !rst) assert(proc && state$q == 3'd5 && good);
    // what reaches the board: a request in the slot, a new register image
    if (rep_r$q && acc_r$q) assert(good_d);
    if (image_valid && !iv_p) assert(good_d);
    // (strengthening: the decoder's states are 0..5, its running CRC is the frame's)
    assert(state$q <= 3'd5);
    if (state$q >= 3'd1 && state$q <= 3'd5) assert(crc_r$q == sh);
    if (state$q == 3'd5) assert(crc_hi_ok$q == (hi == sh[15:8]));
    if (bv$q && state$q == 3'd4) assert(f_crc_hi$q == (b$q == crc_r$q[15:8]));
    if (bv$q && state$q == 3'd5) assert(f_crc_lo$q == (b$q == crc_r$q[7:0]));
  end
endmodule
