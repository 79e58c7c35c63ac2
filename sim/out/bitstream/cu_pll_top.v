

module top(clock,rst_n,usb_rx,usb_tx,led);
    
    // Module arguments
    input wire  clock;
    input wire  rst_n;
    input wire  usb_rx;
    output reg  usb_tx;
    output reg  [7:0] led;
    
    // Stub signals
    reg  uart_rx$clock;
    reg  uart_rx$rx;
    wire  [7:0] uart_rx$data;
    wire  uart_rx$valid;
    wire  uart_rx$frame_error;
    reg  uart_tx$clock;
    reg  [7:0] uart_tx$data;
    reg  uart_tx$start;
    wire  uart_tx$busy;
    wire  uart_tx$tx;
    reg  dec$clock;
    reg  dec$rst;
    reg  [7:0] dec$data;
    reg  dec$byte_valid;
    reg  dec$byte_ferr;
    reg  dec$take;
    reg  dec$cfg_write_ok;
    wire  dec$slot_full;
    wire  dec$slot_error;
    wire  [7:0] dec$slot_type;
    wire  [7:0] dec$err_code;
    wire  [7:0] dec$err_info;
    wire  dec$image_valid;
    wire  [399:0] dec$cfg_image;
    wire  [143:0] dec$ev_image;
    reg  enc$clock;
    reg  enc$rst;
    reg  enc$send;
    reg  [7:0] enc$kind;
    reg  [7:0] enc$len;
    reg  [7:0] enc$payload_byte;
    reg  enc$tx_busy;
    wire  enc$busy;
    wire  [7:0] enc$index;
    wire  [7:0] enc$tx_data;
    wire  enc$tx_start;
    reg  core$clock;
    reg  core$load;
    reg  [31:0] core$load_t;
    reg  core$start;
    reg  [23:0] core$cfg_mtu;
    reg  [23:0] core$cfg_init_cwnd;
    reg  [23:0] core$cfg_init_bdp;
    reg  [23:0] core$cfg_init_maxwnd;
    reg  [23:0] core$cfg_base_rtt;
    reg  [23:0] core$cfg_network_rtt;
    reg  [23:0] core$cfg_target;
    reg  [23:0] core$cfg_qa_threshold;
    reg  [31:0] core$cfg_gamma_target;
    reg  [4:0] core$cfg_qa_gate;
    reg  [23:0] core$cfg_fulfill_bytes;
    reg  [11:0] core$cfg_rate_mant;
    reg  [7:0] core$cfg_rate_exp;
    reg  [11:0] core$cfg_alpha_mant;
    reg  [7:0] core$cfg_alpha_exp;
    reg  [11:0] core$cfg_fi_mant;
    reg  [7:0] core$cfg_fi_exp;
    reg  [11:0] core$cfg_fis_mant;
    reg  [7:0] core$cfg_fis_exp;
    reg  [15:0] core$cfg_eta;
    reg  core$ev_valid;
    wire  core$ev_ready;
    reg  [31:0] core$ev_t;
    reg  [1:0] core$ev_kind;
    reg  [23:0] core$ev_bytes;
    reg  [23:0] core$ev_rtt;
    reg  core$ev_ecn;
    reg  [6:0] core$ev_pend;
    reg  core$ev_rc;
    reg  [23:0] core$ev_in_flight;
    reg  core$ev_probe;
    reg  [23:0] core$ev_probe_rtt;
    wire  [1:0] core$phase;
    wire  [23:0] core$base_rtt;
    wire  [31:0] core$avg_delay;
    wire  [3:0] core$action;
    wire  core$fulfill;
    wire  [23:0] core$bdp;
    wire  [23:0] core$maxwnd;
    wire  [31:0] core$achieved;
    wire  [31:0] core$received;
    wire  [31:0] core$bytes_ignored;
    wire  [23:0] core$bytes_to_ignore;
    wire  [31:0] core$fi_count;
    wire  [2:0] core$flags;
    wire  [31:0] core$qa_start;
    wire  [24:0] core$qa_len;
    wire  [31:0] core$last_adjust;
    wire  [31:0] core$last_dec;
    wire  [47:0] core$inc_bytes;
    wire  [23:0] core$cwnd;
    wire  [23:0] core$pre_penalty_cwnd;
    wire  core$penalty_active;
    reg  rst_s1$d;
    wire  rst_s1$q;
    reg  rst_s1$clock;
    reg  rst_s2$d;
    wire  rst_s2$q;
    reg  rst_s2$clock;
    reg  [2:0] state$d;
    wire  [2:0] state$q;
    reg  state$clock;
    reg  was_event$d;
    wire  was_event$q;
    reg  was_event$clock;
    reg  [7:0] resp_kind$d;
    wire  [7:0] resp_kind$q;
    reg  resp_kind$clock;
    reg  [7:0] resp_len$d;
    wire  [7:0] resp_len$q;
    reg  resp_len$clock;
    reg  [7:0] e_code$d;
    wire  [7:0] e_code$q;
    reg  e_code$clock;
    reg  [7:0] e_info$d;
    wire  [7:0] e_info$q;
    reg  e_info$clock;
    reg  [3:0] action_cap$d;
    wire  [3:0] action_cap$q;
    reg  action_cap$clock;
    reg  fulfill_cap$d;
    wire  fulfill_cap$q;
    reg  fulfill_cap$clock;
    reg  [15:0] events$d;
    wire  [15:0] events$q;
    reg  events$clock;
    reg  [63:0] word_r$d;
    wire  [63:0] word_r$q;
    reg  word_r$clock;
    reg  [7:0] byte_r$d;
    wire  [7:0] byte_r$q;
    reg  byte_r$clock;
    reg  [21:0] blink$d;
    wire  [21:0] blink$q;
    reg  blink$clock;
    reg  rx_hold$d;
    wire  rx_hold$q;
    reg  rx_hold$clock;
    reg  tx_hold$d;
    wire  tx_hold$q;
    reg  tx_hold$clock;
    reg  rx_led$d;
    wire  rx_led$q;
    reg  rx_led$clock;
    reg  tx_led$d;
    wire  tx_led$q;
    reg  tx_led$clock;
    reg  err_led$d;
    wire  err_led$q;
    reg  err_led$clock;
    
    // Local signals
    reg  rst;
    reg  [7:0] status;
    reg  [511:0] snap;
    reg  [399:0] cfg;
    reg  [143:0] ev;
    reg  [7:0] leds;
    reg  [511:0] snap_at;
    reg  [63:0] word_at;
    reg  [5:0] index;
    
    // Sub module instances
    top$uart_rx uart_rx(
        .clock(uart_rx$clock),
        .rx(uart_rx$rx),
        .data(uart_rx$data),
        .valid(uart_rx$valid),
        .frame_error(uart_rx$frame_error)
    );
    top$uart_tx uart_tx(
        .clock(uart_tx$clock),
        .data(uart_tx$data),
        .start(uart_tx$start),
        .busy(uart_tx$busy),
        .tx(uart_tx$tx)
    );
    top$dec dec(
        .clock(dec$clock),
        .rst(dec$rst),
        .data(dec$data),
        .byte_valid(dec$byte_valid),
        .byte_ferr(dec$byte_ferr),
        .take(dec$take),
        .cfg_write_ok(dec$cfg_write_ok),
        .slot_full(dec$slot_full),
        .slot_error(dec$slot_error),
        .slot_type(dec$slot_type),
        .err_code(dec$err_code),
        .err_info(dec$err_info),
        .image_valid(dec$image_valid),
        .cfg_image(dec$cfg_image),
        .ev_image(dec$ev_image)
    );
    top$enc enc(
        .clock(enc$clock),
        .rst(enc$rst),
        .send(enc$send),
        .kind(enc$kind),
        .len(enc$len),
        .payload_byte(enc$payload_byte),
        .tx_busy(enc$tx_busy),
        .busy(enc$busy),
        .index(enc$index),
        .tx_data(enc$tx_data),
        .tx_start(enc$tx_start)
    );
    top$core core(
        .clock(core$clock),
        .load(core$load),
        .load_t(core$load_t),
        .start(core$start),
        .cfg_mtu(core$cfg_mtu),
        .cfg_init_cwnd(core$cfg_init_cwnd),
        .cfg_init_bdp(core$cfg_init_bdp),
        .cfg_init_maxwnd(core$cfg_init_maxwnd),
        .cfg_base_rtt(core$cfg_base_rtt),
        .cfg_network_rtt(core$cfg_network_rtt),
        .cfg_target(core$cfg_target),
        .cfg_qa_threshold(core$cfg_qa_threshold),
        .cfg_gamma_target(core$cfg_gamma_target),
        .cfg_qa_gate(core$cfg_qa_gate),
        .cfg_fulfill_bytes(core$cfg_fulfill_bytes),
        .cfg_rate_mant(core$cfg_rate_mant),
        .cfg_rate_exp(core$cfg_rate_exp),
        .cfg_alpha_mant(core$cfg_alpha_mant),
        .cfg_alpha_exp(core$cfg_alpha_exp),
        .cfg_fi_mant(core$cfg_fi_mant),
        .cfg_fi_exp(core$cfg_fi_exp),
        .cfg_fis_mant(core$cfg_fis_mant),
        .cfg_fis_exp(core$cfg_fis_exp),
        .cfg_eta(core$cfg_eta),
        .ev_valid(core$ev_valid),
        .ev_ready(core$ev_ready),
        .ev_t(core$ev_t),
        .ev_kind(core$ev_kind),
        .ev_bytes(core$ev_bytes),
        .ev_rtt(core$ev_rtt),
        .ev_ecn(core$ev_ecn),
        .ev_pend(core$ev_pend),
        .ev_rc(core$ev_rc),
        .ev_in_flight(core$ev_in_flight),
        .ev_probe(core$ev_probe),
        .ev_probe_rtt(core$ev_probe_rtt),
        .phase(core$phase),
        .base_rtt(core$base_rtt),
        .avg_delay(core$avg_delay),
        .action(core$action),
        .fulfill(core$fulfill),
        .bdp(core$bdp),
        .maxwnd(core$maxwnd),
        .achieved(core$achieved),
        .received(core$received),
        .bytes_ignored(core$bytes_ignored),
        .bytes_to_ignore(core$bytes_to_ignore),
        .fi_count(core$fi_count),
        .flags(core$flags),
        .qa_start(core$qa_start),
        .qa_len(core$qa_len),
        .last_adjust(core$last_adjust),
        .last_dec(core$last_dec),
        .inc_bytes(core$inc_bytes),
        .cwnd(core$cwnd),
        .pre_penalty_cwnd(core$pre_penalty_cwnd),
        .penalty_active(core$penalty_active)
    );
    top$rst_s1 rst_s1(
        .d(rst_s1$d),
        .q(rst_s1$q),
        .clock(rst_s1$clock)
    );
    top$rst_s2 rst_s2(
        .d(rst_s2$d),
        .q(rst_s2$q),
        .clock(rst_s2$clock)
    );
    top$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$was_event was_event(
        .d(was_event$d),
        .q(was_event$q),
        .clock(was_event$clock)
    );
    top$resp_kind resp_kind(
        .d(resp_kind$d),
        .q(resp_kind$q),
        .clock(resp_kind$clock)
    );
    top$resp_len resp_len(
        .d(resp_len$d),
        .q(resp_len$q),
        .clock(resp_len$clock)
    );
    top$e_code e_code(
        .d(e_code$d),
        .q(e_code$q),
        .clock(e_code$clock)
    );
    top$e_info e_info(
        .d(e_info$d),
        .q(e_info$q),
        .clock(e_info$clock)
    );
    top$action_cap action_cap(
        .d(action_cap$d),
        .q(action_cap$q),
        .clock(action_cap$clock)
    );
    top$fulfill_cap fulfill_cap(
        .d(fulfill_cap$d),
        .q(fulfill_cap$q),
        .clock(fulfill_cap$clock)
    );
    top$events events(
        .d(events$d),
        .q(events$q),
        .clock(events$clock)
    );
    top$word_r word_r(
        .d(word_r$d),
        .q(word_r$q),
        .clock(word_r$clock)
    );
    top$byte_r byte_r(
        .d(byte_r$d),
        .q(byte_r$q),
        .clock(byte_r$clock)
    );
    top$blink blink(
        .d(blink$d),
        .q(blink$q),
        .clock(blink$clock)
    );
    top$rx_hold rx_hold(
        .d(rx_hold$d),
        .q(rx_hold$q),
        .clock(rx_hold$clock)
    );
    top$tx_hold tx_hold(
        .d(tx_hold$d),
        .q(tx_hold$q),
        .clock(tx_hold$clock)
    );
    top$rx_led rx_led(
        .d(rx_led$d),
        .q(rx_led$q),
        .clock(rx_led$clock)
    );
    top$tx_led tx_led(
        .d(tx_led$d),
        .q(tx_led$q),
        .clock(tx_led$clock)
    );
    top$err_led err_led(
        .d(err_led$d),
        .q(err_led$q),
        .clock(err_led$clock)
    );
    
    // Update code
    always @(*) begin
        uart_rx$clock = clock;
        uart_tx$clock = clock;
        dec$clock = clock;
        enc$clock = clock;
        core$clock = clock;
        rst_s1$clock = clock;
        rst_s2$clock = clock;
        state$clock = clock;
        was_event$clock = clock;
        resp_kind$clock = clock;
        resp_len$clock = clock;
        e_code$clock = clock;
        e_info$clock = clock;
        action_cap$clock = clock;
        fulfill_cap$clock = clock;
        events$clock = clock;
        word_r$clock = clock;
        byte_r$clock = clock;
        blink$clock = clock;
        rx_hold$clock = clock;
        tx_hold$clock = clock;
        rx_led$clock = clock;
        tx_led$clock = clock;
        err_led$clock = clock;
        rst_s1$d = rst_s1$q;
        rst_s2$d = rst_s2$q;
        state$d = state$q;
        was_event$d = was_event$q;
        resp_kind$d = resp_kind$q;
        resp_len$d = resp_len$q;
        e_code$d = e_code$q;
        e_info$d = e_info$q;
        action_cap$d = action_cap$q;
        fulfill_cap$d = fulfill_cap$q;
        events$d = events$q;
        word_r$d = word_r$q;
        byte_r$d = byte_r$q;
        blink$d = blink$q;
        rx_hold$d = rx_hold$q;
        tx_hold$d = tx_hold$q;
        rx_led$d = rx_led$q;
        tx_led$d = tx_led$q;
        err_led$d = err_led$q;
        rst_s1$d = ~rst_n;
        rst_s2$d = rst_s1$q;
        rst = rst_s2$q;
        uart_rx$rx = usb_rx;
        dec$rst = rst;
        dec$data = uart_rx$data;
        dec$byte_valid = uart_rx$valid;
        dec$byte_ferr = uart_rx$frame_error;
        dec$take = 1'b0;
        dec$cfg_write_ok = (state$q == 32'h0) || (state$q >= 32'h5);
        enc$rst = rst;
        enc$send = state$q == 32'h5;
        enc$kind = resp_kind$q;
        enc$len = resp_len$q;
        enc$payload_byte = byte_r$q;
        enc$tx_busy = uart_tx$busy;
        uart_tx$data = enc$tx_data;
        uart_tx$start = enc$tx_start;
        usb_tx = uart_tx$tx;
        cfg = dec$cfg_image;
        core$cfg_mtu = cfg[(32'h178)+:(24)];
        core$cfg_init_cwnd = cfg[(32'h160)+:(24)];
        core$cfg_init_bdp = cfg[(32'h148)+:(24)];
        core$cfg_init_maxwnd = cfg[(32'h130)+:(24)];
        core$cfg_base_rtt = cfg[(32'h118)+:(24)];
        core$cfg_network_rtt = cfg[(32'h100)+:(24)];
        core$cfg_target = cfg[(32'he8)+:(24)];
        core$cfg_qa_threshold = cfg[(32'hd0)+:(24)];
        core$cfg_gamma_target = cfg[(32'hb0)+:(32)];
        core$cfg_qa_gate = cfg[(32'ha8)+:(5)];
        core$cfg_fulfill_bytes = cfg[(32'h90)+:(24)];
        core$cfg_rate_mant = cfg[(32'h80)+:(12)];
        core$cfg_rate_exp = cfg[(32'h78)+:(8)];
        core$cfg_alpha_mant = cfg[(32'h68)+:(12)];
        core$cfg_alpha_exp = cfg[(32'h60)+:(8)];
        core$cfg_fi_mant = cfg[(32'h50)+:(12)];
        core$cfg_fi_exp = cfg[(32'h48)+:(8)];
        core$cfg_fis_mant = cfg[(32'h38)+:(12)];
        core$cfg_fis_exp = cfg[(32'h30)+:(8)];
        core$cfg_eta = cfg[(32'h20)+:(16)];
        core$load_t = cfg[(32'h0)+:(32)];
        ev = dec$ev_image;
        core$ev_t = ev[(32'h70)+:(32)];
        core$ev_kind = ev[(32'h68)+:(2)];
        core$ev_ecn = ev[32'h6a];
        core$ev_rc = ev[32'h6b];
        core$ev_probe = ev[32'h6c];
        core$ev_bytes = ev[(32'h50)+:(24)];
        core$ev_rtt = ev[(32'h38)+:(24)];
        core$ev_pend = ev[(32'h30)+:(7)];
        core$ev_in_flight = ev[(32'h18)+:(24)];
        core$ev_probe_rtt = ev[(32'h0)+:(24)];
        core$load = state$q == 32'h1;
        core$start = state$q == 32'h2;
        core$ev_valid = state$q == 32'h3;
        if (state$q == 32'h0) begin
            if (dec$slot_full) begin
                dec$take = 1'b1;
                resp_kind$d = dec$slot_type | ((32'h80) & 8'hff);
                resp_len$d = ((32'h40) & 8'hff);
                state$d = 32'h5;
                if (dec$slot_error) begin
                    resp_kind$d = ((32'he0) & 8'hff);
                    resp_len$d = ((32'h2) & 8'hff);
                    e_code$d = dec$err_code;
                    e_info$d = dec$err_info;
                end
                else if (dec$slot_type == 32'h1) begin
                    state$d = 32'h1;
                end
                else if (dec$slot_type == 32'h2) begin
                    if (dec$image_valid && (core$phase == 32'h2)) begin
                        state$d = 32'h3;
                    end
                    else begin
                        resp_kind$d = ((32'he0) & 8'hff);
                        resp_len$d = ((32'h2) & 8'hff);
                        e_code$d = ((32'h6) & 8'hff);
                        e_info$d = dec$slot_type;
                    end
                end
            end
        end
        else if (state$q == 32'h1) begin
            events$d = 32'h0;
            action_cap$d = 32'h0;
            fulfill_cap$d = 1'b0;
            state$d = 32'h2;
        end
        else if (state$q == 32'h2) begin
            was_event$d = 1'b0;
            state$d = 32'h4;
        end
        else if (state$q == 32'h3) begin
            events$d = events$q + 32'h1;
            was_event$d = 1'b1;
            state$d = 32'h4;
        end
        else if (state$q == 32'h4) begin
            if (core$ev_ready) begin
                if (was_event$q) begin
                    action_cap$d = core$action;
                    fulfill_cap$d = core$fulfill;
                end
                state$d = 32'h5;
            end
        end
        else if (state$q == 32'h5) begin
            state$d = 32'h6;
        end
        else if (~enc$busy) begin
            state$d = 32'h0;
        end
        if (rst) begin
            state$d = 32'h0;
        end
        status = ((core$phase) & 8'hff) | (((core$flags) & 8'hff) << 32'h4);
        if (fulfill_cap$q) begin
            status = status | ((32'h4) & 8'hff);
        end
        if (core$penalty_active) begin
            status = status | ((32'h8) & 8'hff);
        end
        if (dec$image_valid) begin
            status = status | ((32'h80) & 8'hff);
        end
        snap = (((status) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1f8) | (((action_cap$q) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1f0) | (((events$q) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1e0) | (((core$base_rtt) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1c8) | (((core$avg_delay) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1a8) | (((core$bdp) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h190) | (((core$maxwnd) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h178) | (((core$achieved) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h158) | (((core$received) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h138) | (((core$bytes_ignored) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h118) | (((core$bytes_to_ignore) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h100) | (((core$fi_count) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'he0) | (((core$qa_start) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hc0) | (((core$qa_len) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'ha0) | (((core$last_adjust) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h80) | (((core$last_dec) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h60) | (((core$inc_bytes) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h30) | (((core$cwnd) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h18) | ((core$pre_penalty_cwnd) & 512'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
        index = enc$index[(32'h0)+:(6)];
        snap_at = snap >> (((((32'h7) & 3'h7) - index[(32'h3)+:(3)]) & 9'h1ff) << 32'h6);
        word_r$d = snap_at[(32'h0)+:(64)];
        word_at = word_r$q >> (((((32'h7) & 3'h7) - index[(32'h0)+:(3)]) & 6'h3f) << 32'h3);
        if (resp_kind$q == 32'he0) begin
            byte_r$d = e_code$q;
            if (enc$index == 32'h1) begin
                byte_r$d = e_info$q;
            end
        end
        else begin
            byte_r$d = word_at[(32'h0)+:(8)];
        end
        blink$d = blink$q + 32'h1;
        if (uart_rx$valid) begin
            rx_hold$d = 1'b1;
        end
        if (uart_tx$busy) begin
            tx_hold$d = 1'b1;
        end
        if (blink$q == 32'h0) begin
            rx_led$d = rx_hold$q;
            tx_led$d = tx_hold$q;
            rx_hold$d = 1'b0;
            tx_hold$d = 1'b0;
        end
        if (state$q == 32'h5) begin
            err_led$d = resp_kind$q == 32'he0;
        end
        leds = ((action_cap$q) & 8'hff);
        if (dec$image_valid && (core$phase == 32'h2)) begin
            leds = leds | ((32'h10) & 8'hff);
        end
        if (err_led$q) begin
            leds = leds | ((32'h20) & 8'hff);
        end
        if (rx_led$q) begin
            leds = leds | ((32'h40) & 8'hff);
        end
        if (tx_led$q) begin
            leds = leds | ((32'h80) & 8'hff);
        end
        led = leds;
    end
    
endmodule // top


module top$action_cap(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$action_cap


module top$blink(d,q,clock);
    
    // Module arguments
    input wire  [21:0] d;
    output reg  [21:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 22'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$blink


module top$byte_r(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$byte_r


module top$core(clock,load,load_t,start,cfg_mtu,cfg_init_cwnd,cfg_init_bdp,cfg_init_maxwnd,cfg_base_rtt,cfg_network_rtt,cfg_target,cfg_qa_threshold,cfg_gamma_target,cfg_qa_gate,cfg_fulfill_bytes,cfg_rate_mant,cfg_rate_exp,cfg_alpha_mant,cfg_alpha_exp,cfg_fi_mant,cfg_fi_exp,cfg_fis_mant,cfg_fis_exp,cfg_eta,ev_valid,ev_ready,ev_t,ev_kind,ev_bytes,ev_rtt,ev_ecn,ev_pend,ev_rc,ev_in_flight,ev_probe,ev_probe_rtt,phase,base_rtt,avg_delay,action,fulfill,bdp,maxwnd,achieved,received,bytes_ignored,bytes_to_ignore,fi_count,flags,qa_start,qa_len,last_adjust,last_dec,inc_bytes,cwnd,pre_penalty_cwnd,penalty_active);
    input wire clock;
    input wire load;
    input wire [31:0] load_t;
    input wire start;
    input wire [23:0] cfg_mtu;
    input wire [23:0] cfg_init_cwnd;
    input wire [23:0] cfg_init_bdp;
    input wire [23:0] cfg_init_maxwnd;
    input wire [23:0] cfg_base_rtt;
    input wire [23:0] cfg_network_rtt;
    input wire [23:0] cfg_target;
    input wire [23:0] cfg_qa_threshold;
    input wire [31:0] cfg_gamma_target;
    input wire [4:0] cfg_qa_gate;
    input wire [23:0] cfg_fulfill_bytes;
    input wire [11:0] cfg_rate_mant;
    input wire [7:0] cfg_rate_exp;
    input wire [11:0] cfg_alpha_mant;
    input wire [7:0] cfg_alpha_exp;
    input wire [11:0] cfg_fi_mant;
    input wire [7:0] cfg_fi_exp;
    input wire [11:0] cfg_fis_mant;
    input wire [7:0] cfg_fis_exp;
    input wire [15:0] cfg_eta;
    input wire ev_valid;
    output wire ev_ready;
    input wire [31:0] ev_t;
    input wire [1:0] ev_kind;
    input wire [23:0] ev_bytes;
    input wire [23:0] ev_rtt;
    input wire ev_ecn;
    input wire [6:0] ev_pend;
    input wire ev_rc;
    input wire [23:0] ev_in_flight;
    input wire ev_probe;
    input wire [23:0] ev_probe_rtt;
    output wire [1:0] phase;
    output wire [23:0] base_rtt;
    output wire [31:0] avg_delay;
    output wire [3:0] action;
    output wire fulfill;
    output wire [23:0] bdp;
    output wire [23:0] maxwnd;
    output wire [31:0] achieved;
    output wire [31:0] received;
    output wire [31:0] bytes_ignored;
    output wire [23:0] bytes_to_ignore;
    output wire [31:0] fi_count;
    output wire [2:0] flags;
    output wire [31:0] qa_start;
    output wire [24:0] qa_len;
    output wire [31:0] last_adjust;
    output wire [31:0] last_dec;
    output wire [47:0] inc_bytes;
    output wire [23:0] cwnd;
    output wire [23:0] pre_penalty_cwnd;
    output wire penalty_active;
    wire [523:0] all_in = {load, load_t, start, cfg_mtu, cfg_init_cwnd, cfg_init_bdp, cfg_init_maxwnd, cfg_base_rtt, cfg_network_rtt, cfg_target, cfg_qa_threshold, cfg_gamma_target, cfg_qa_gate, cfg_fulfill_bytes, cfg_rate_mant, cfg_rate_exp, cfg_alpha_mant, cfg_alpha_exp, cfg_fi_mant, cfg_fi_exp, cfg_fis_mant, cfg_fis_exp, cfg_eta, ev_valid, ev_t, ev_kind, ev_bytes, ev_rtt, ev_ecn, ev_pend, ev_rc, ev_in_flight, ev_probe, ev_probe_rtt};
    reg [484:0] all_out = 0;
    assign {ev_ready, phase, base_rtt, avg_delay, action, fulfill, bdp, maxwnd, achieved, received, bytes_ignored, bytes_to_ignore, fi_count, flags, qa_start, qa_len, last_adjust, last_dec, inc_bytes, cwnd, pre_penalty_cwnd, penalty_active} = all_out;
    always @(posedge clock) begin
        all_out[0] <= all_in[0] ^ all_in[485];
        all_out[1] <= all_in[1] ^ all_in[486];
        all_out[2] <= all_in[2] ^ all_in[487];
        all_out[3] <= all_in[3] ^ all_in[488];
        all_out[4] <= all_in[4] ^ all_in[489];
        all_out[5] <= all_in[5] ^ all_in[490];
        all_out[6] <= all_in[6] ^ all_in[491];
        all_out[7] <= all_in[7] ^ all_in[492];
        all_out[8] <= all_in[8] ^ all_in[493];
        all_out[9] <= all_in[9] ^ all_in[494];
        all_out[10] <= all_in[10] ^ all_in[495];
        all_out[11] <= all_in[11] ^ all_in[496];
        all_out[12] <= all_in[12] ^ all_in[497];
        all_out[13] <= all_in[13] ^ all_in[498];
        all_out[14] <= all_in[14] ^ all_in[499];
        all_out[15] <= all_in[15] ^ all_in[500];
        all_out[16] <= all_in[16] ^ all_in[501];
        all_out[17] <= all_in[17] ^ all_in[502];
        all_out[18] <= all_in[18] ^ all_in[503];
        all_out[19] <= all_in[19] ^ all_in[504];
        all_out[20] <= all_in[20] ^ all_in[505];
        all_out[21] <= all_in[21] ^ all_in[506];
        all_out[22] <= all_in[22] ^ all_in[507];
        all_out[23] <= all_in[23] ^ all_in[508];
        all_out[24] <= all_in[24] ^ all_in[509];
        all_out[25] <= all_in[25] ^ all_in[510];
        all_out[26] <= all_in[26] ^ all_in[511];
        all_out[27] <= all_in[27] ^ all_in[512];
        all_out[28] <= all_in[28] ^ all_in[513];
        all_out[29] <= all_in[29] ^ all_in[514];
        all_out[30] <= all_in[30] ^ all_in[515];
        all_out[31] <= all_in[31] ^ all_in[516];
        all_out[32] <= all_in[32] ^ all_in[517];
        all_out[33] <= all_in[33] ^ all_in[518];
        all_out[34] <= all_in[34] ^ all_in[519];
        all_out[35] <= all_in[35] ^ all_in[520];
        all_out[36] <= all_in[36] ^ all_in[521];
        all_out[37] <= all_in[37] ^ all_in[522];
        all_out[38] <= all_in[38] ^ all_in[523];
        all_out[39] <= all_in[39];
        all_out[40] <= all_in[40];
        all_out[41] <= all_in[41];
        all_out[42] <= all_in[42];
        all_out[43] <= all_in[43];
        all_out[44] <= all_in[44];
        all_out[45] <= all_in[45];
        all_out[46] <= all_in[46];
        all_out[47] <= all_in[47];
        all_out[48] <= all_in[48];
        all_out[49] <= all_in[49];
        all_out[50] <= all_in[50];
        all_out[51] <= all_in[51];
        all_out[52] <= all_in[52];
        all_out[53] <= all_in[53];
        all_out[54] <= all_in[54];
        all_out[55] <= all_in[55];
        all_out[56] <= all_in[56];
        all_out[57] <= all_in[57];
        all_out[58] <= all_in[58];
        all_out[59] <= all_in[59];
        all_out[60] <= all_in[60];
        all_out[61] <= all_in[61];
        all_out[62] <= all_in[62];
        all_out[63] <= all_in[63];
        all_out[64] <= all_in[64];
        all_out[65] <= all_in[65];
        all_out[66] <= all_in[66];
        all_out[67] <= all_in[67];
        all_out[68] <= all_in[68];
        all_out[69] <= all_in[69];
        all_out[70] <= all_in[70];
        all_out[71] <= all_in[71];
        all_out[72] <= all_in[72];
        all_out[73] <= all_in[73];
        all_out[74] <= all_in[74];
        all_out[75] <= all_in[75];
        all_out[76] <= all_in[76];
        all_out[77] <= all_in[77];
        all_out[78] <= all_in[78];
        all_out[79] <= all_in[79];
        all_out[80] <= all_in[80];
        all_out[81] <= all_in[81];
        all_out[82] <= all_in[82];
        all_out[83] <= all_in[83];
        all_out[84] <= all_in[84];
        all_out[85] <= all_in[85];
        all_out[86] <= all_in[86];
        all_out[87] <= all_in[87];
        all_out[88] <= all_in[88];
        all_out[89] <= all_in[89];
        all_out[90] <= all_in[90];
        all_out[91] <= all_in[91];
        all_out[92] <= all_in[92];
        all_out[93] <= all_in[93];
        all_out[94] <= all_in[94];
        all_out[95] <= all_in[95];
        all_out[96] <= all_in[96];
        all_out[97] <= all_in[97];
        all_out[98] <= all_in[98];
        all_out[99] <= all_in[99];
        all_out[100] <= all_in[100];
        all_out[101] <= all_in[101];
        all_out[102] <= all_in[102];
        all_out[103] <= all_in[103];
        all_out[104] <= all_in[104];
        all_out[105] <= all_in[105];
        all_out[106] <= all_in[106];
        all_out[107] <= all_in[107];
        all_out[108] <= all_in[108];
        all_out[109] <= all_in[109];
        all_out[110] <= all_in[110];
        all_out[111] <= all_in[111];
        all_out[112] <= all_in[112];
        all_out[113] <= all_in[113];
        all_out[114] <= all_in[114];
        all_out[115] <= all_in[115];
        all_out[116] <= all_in[116];
        all_out[117] <= all_in[117];
        all_out[118] <= all_in[118];
        all_out[119] <= all_in[119];
        all_out[120] <= all_in[120];
        all_out[121] <= all_in[121];
        all_out[122] <= all_in[122];
        all_out[123] <= all_in[123];
        all_out[124] <= all_in[124];
        all_out[125] <= all_in[125];
        all_out[126] <= all_in[126];
        all_out[127] <= all_in[127];
        all_out[128] <= all_in[128];
        all_out[129] <= all_in[129];
        all_out[130] <= all_in[130];
        all_out[131] <= all_in[131];
        all_out[132] <= all_in[132];
        all_out[133] <= all_in[133];
        all_out[134] <= all_in[134];
        all_out[135] <= all_in[135];
        all_out[136] <= all_in[136];
        all_out[137] <= all_in[137];
        all_out[138] <= all_in[138];
        all_out[139] <= all_in[139];
        all_out[140] <= all_in[140];
        all_out[141] <= all_in[141];
        all_out[142] <= all_in[142];
        all_out[143] <= all_in[143];
        all_out[144] <= all_in[144];
        all_out[145] <= all_in[145];
        all_out[146] <= all_in[146];
        all_out[147] <= all_in[147];
        all_out[148] <= all_in[148];
        all_out[149] <= all_in[149];
        all_out[150] <= all_in[150];
        all_out[151] <= all_in[151];
        all_out[152] <= all_in[152];
        all_out[153] <= all_in[153];
        all_out[154] <= all_in[154];
        all_out[155] <= all_in[155];
        all_out[156] <= all_in[156];
        all_out[157] <= all_in[157];
        all_out[158] <= all_in[158];
        all_out[159] <= all_in[159];
        all_out[160] <= all_in[160];
        all_out[161] <= all_in[161];
        all_out[162] <= all_in[162];
        all_out[163] <= all_in[163];
        all_out[164] <= all_in[164];
        all_out[165] <= all_in[165];
        all_out[166] <= all_in[166];
        all_out[167] <= all_in[167];
        all_out[168] <= all_in[168];
        all_out[169] <= all_in[169];
        all_out[170] <= all_in[170];
        all_out[171] <= all_in[171];
        all_out[172] <= all_in[172];
        all_out[173] <= all_in[173];
        all_out[174] <= all_in[174];
        all_out[175] <= all_in[175];
        all_out[176] <= all_in[176];
        all_out[177] <= all_in[177];
        all_out[178] <= all_in[178];
        all_out[179] <= all_in[179];
        all_out[180] <= all_in[180];
        all_out[181] <= all_in[181];
        all_out[182] <= all_in[182];
        all_out[183] <= all_in[183];
        all_out[184] <= all_in[184];
        all_out[185] <= all_in[185];
        all_out[186] <= all_in[186];
        all_out[187] <= all_in[187];
        all_out[188] <= all_in[188];
        all_out[189] <= all_in[189];
        all_out[190] <= all_in[190];
        all_out[191] <= all_in[191];
        all_out[192] <= all_in[192];
        all_out[193] <= all_in[193];
        all_out[194] <= all_in[194];
        all_out[195] <= all_in[195];
        all_out[196] <= all_in[196];
        all_out[197] <= all_in[197];
        all_out[198] <= all_in[198];
        all_out[199] <= all_in[199];
        all_out[200] <= all_in[200];
        all_out[201] <= all_in[201];
        all_out[202] <= all_in[202];
        all_out[203] <= all_in[203];
        all_out[204] <= all_in[204];
        all_out[205] <= all_in[205];
        all_out[206] <= all_in[206];
        all_out[207] <= all_in[207];
        all_out[208] <= all_in[208];
        all_out[209] <= all_in[209];
        all_out[210] <= all_in[210];
        all_out[211] <= all_in[211];
        all_out[212] <= all_in[212];
        all_out[213] <= all_in[213];
        all_out[214] <= all_in[214];
        all_out[215] <= all_in[215];
        all_out[216] <= all_in[216];
        all_out[217] <= all_in[217];
        all_out[218] <= all_in[218];
        all_out[219] <= all_in[219];
        all_out[220] <= all_in[220];
        all_out[221] <= all_in[221];
        all_out[222] <= all_in[222];
        all_out[223] <= all_in[223];
        all_out[224] <= all_in[224];
        all_out[225] <= all_in[225];
        all_out[226] <= all_in[226];
        all_out[227] <= all_in[227];
        all_out[228] <= all_in[228];
        all_out[229] <= all_in[229];
        all_out[230] <= all_in[230];
        all_out[231] <= all_in[231];
        all_out[232] <= all_in[232];
        all_out[233] <= all_in[233];
        all_out[234] <= all_in[234];
        all_out[235] <= all_in[235];
        all_out[236] <= all_in[236];
        all_out[237] <= all_in[237];
        all_out[238] <= all_in[238];
        all_out[239] <= all_in[239];
        all_out[240] <= all_in[240];
        all_out[241] <= all_in[241];
        all_out[242] <= all_in[242];
        all_out[243] <= all_in[243];
        all_out[244] <= all_in[244];
        all_out[245] <= all_in[245];
        all_out[246] <= all_in[246];
        all_out[247] <= all_in[247];
        all_out[248] <= all_in[248];
        all_out[249] <= all_in[249];
        all_out[250] <= all_in[250];
        all_out[251] <= all_in[251];
        all_out[252] <= all_in[252];
        all_out[253] <= all_in[253];
        all_out[254] <= all_in[254];
        all_out[255] <= all_in[255];
        all_out[256] <= all_in[256];
        all_out[257] <= all_in[257];
        all_out[258] <= all_in[258];
        all_out[259] <= all_in[259];
        all_out[260] <= all_in[260];
        all_out[261] <= all_in[261];
        all_out[262] <= all_in[262];
        all_out[263] <= all_in[263];
        all_out[264] <= all_in[264];
        all_out[265] <= all_in[265];
        all_out[266] <= all_in[266];
        all_out[267] <= all_in[267];
        all_out[268] <= all_in[268];
        all_out[269] <= all_in[269];
        all_out[270] <= all_in[270];
        all_out[271] <= all_in[271];
        all_out[272] <= all_in[272];
        all_out[273] <= all_in[273];
        all_out[274] <= all_in[274];
        all_out[275] <= all_in[275];
        all_out[276] <= all_in[276];
        all_out[277] <= all_in[277];
        all_out[278] <= all_in[278];
        all_out[279] <= all_in[279];
        all_out[280] <= all_in[280];
        all_out[281] <= all_in[281];
        all_out[282] <= all_in[282];
        all_out[283] <= all_in[283];
        all_out[284] <= all_in[284];
        all_out[285] <= all_in[285];
        all_out[286] <= all_in[286];
        all_out[287] <= all_in[287];
        all_out[288] <= all_in[288];
        all_out[289] <= all_in[289];
        all_out[290] <= all_in[290];
        all_out[291] <= all_in[291];
        all_out[292] <= all_in[292];
        all_out[293] <= all_in[293];
        all_out[294] <= all_in[294];
        all_out[295] <= all_in[295];
        all_out[296] <= all_in[296];
        all_out[297] <= all_in[297];
        all_out[298] <= all_in[298];
        all_out[299] <= all_in[299];
        all_out[300] <= all_in[300];
        all_out[301] <= all_in[301];
        all_out[302] <= all_in[302];
        all_out[303] <= all_in[303];
        all_out[304] <= all_in[304];
        all_out[305] <= all_in[305];
        all_out[306] <= all_in[306];
        all_out[307] <= all_in[307];
        all_out[308] <= all_in[308];
        all_out[309] <= all_in[309];
        all_out[310] <= all_in[310];
        all_out[311] <= all_in[311];
        all_out[312] <= all_in[312];
        all_out[313] <= all_in[313];
        all_out[314] <= all_in[314];
        all_out[315] <= all_in[315];
        all_out[316] <= all_in[316];
        all_out[317] <= all_in[317];
        all_out[318] <= all_in[318];
        all_out[319] <= all_in[319];
        all_out[320] <= all_in[320];
        all_out[321] <= all_in[321];
        all_out[322] <= all_in[322];
        all_out[323] <= all_in[323];
        all_out[324] <= all_in[324];
        all_out[325] <= all_in[325];
        all_out[326] <= all_in[326];
        all_out[327] <= all_in[327];
        all_out[328] <= all_in[328];
        all_out[329] <= all_in[329];
        all_out[330] <= all_in[330];
        all_out[331] <= all_in[331];
        all_out[332] <= all_in[332];
        all_out[333] <= all_in[333];
        all_out[334] <= all_in[334];
        all_out[335] <= all_in[335];
        all_out[336] <= all_in[336];
        all_out[337] <= all_in[337];
        all_out[338] <= all_in[338];
        all_out[339] <= all_in[339];
        all_out[340] <= all_in[340];
        all_out[341] <= all_in[341];
        all_out[342] <= all_in[342];
        all_out[343] <= all_in[343];
        all_out[344] <= all_in[344];
        all_out[345] <= all_in[345];
        all_out[346] <= all_in[346];
        all_out[347] <= all_in[347];
        all_out[348] <= all_in[348];
        all_out[349] <= all_in[349];
        all_out[350] <= all_in[350];
        all_out[351] <= all_in[351];
        all_out[352] <= all_in[352];
        all_out[353] <= all_in[353];
        all_out[354] <= all_in[354];
        all_out[355] <= all_in[355];
        all_out[356] <= all_in[356];
        all_out[357] <= all_in[357];
        all_out[358] <= all_in[358];
        all_out[359] <= all_in[359];
        all_out[360] <= all_in[360];
        all_out[361] <= all_in[361];
        all_out[362] <= all_in[362];
        all_out[363] <= all_in[363];
        all_out[364] <= all_in[364];
        all_out[365] <= all_in[365];
        all_out[366] <= all_in[366];
        all_out[367] <= all_in[367];
        all_out[368] <= all_in[368];
        all_out[369] <= all_in[369];
        all_out[370] <= all_in[370];
        all_out[371] <= all_in[371];
        all_out[372] <= all_in[372];
        all_out[373] <= all_in[373];
        all_out[374] <= all_in[374];
        all_out[375] <= all_in[375];
        all_out[376] <= all_in[376];
        all_out[377] <= all_in[377];
        all_out[378] <= all_in[378];
        all_out[379] <= all_in[379];
        all_out[380] <= all_in[380];
        all_out[381] <= all_in[381];
        all_out[382] <= all_in[382];
        all_out[383] <= all_in[383];
        all_out[384] <= all_in[384];
        all_out[385] <= all_in[385];
        all_out[386] <= all_in[386];
        all_out[387] <= all_in[387];
        all_out[388] <= all_in[388];
        all_out[389] <= all_in[389];
        all_out[390] <= all_in[390];
        all_out[391] <= all_in[391];
        all_out[392] <= all_in[392];
        all_out[393] <= all_in[393];
        all_out[394] <= all_in[394];
        all_out[395] <= all_in[395];
        all_out[396] <= all_in[396];
        all_out[397] <= all_in[397];
        all_out[398] <= all_in[398];
        all_out[399] <= all_in[399];
        all_out[400] <= all_in[400];
        all_out[401] <= all_in[401];
        all_out[402] <= all_in[402];
        all_out[403] <= all_in[403];
        all_out[404] <= all_in[404];
        all_out[405] <= all_in[405];
        all_out[406] <= all_in[406];
        all_out[407] <= all_in[407];
        all_out[408] <= all_in[408];
        all_out[409] <= all_in[409];
        all_out[410] <= all_in[410];
        all_out[411] <= all_in[411];
        all_out[412] <= all_in[412];
        all_out[413] <= all_in[413];
        all_out[414] <= all_in[414];
        all_out[415] <= all_in[415];
        all_out[416] <= all_in[416];
        all_out[417] <= all_in[417];
        all_out[418] <= all_in[418];
        all_out[419] <= all_in[419];
        all_out[420] <= all_in[420];
        all_out[421] <= all_in[421];
        all_out[422] <= all_in[422];
        all_out[423] <= all_in[423];
        all_out[424] <= all_in[424];
        all_out[425] <= all_in[425];
        all_out[426] <= all_in[426];
        all_out[427] <= all_in[427];
        all_out[428] <= all_in[428];
        all_out[429] <= all_in[429];
        all_out[430] <= all_in[430];
        all_out[431] <= all_in[431];
        all_out[432] <= all_in[432];
        all_out[433] <= all_in[433];
        all_out[434] <= all_in[434];
        all_out[435] <= all_in[435];
        all_out[436] <= all_in[436];
        all_out[437] <= all_in[437];
        all_out[438] <= all_in[438];
        all_out[439] <= all_in[439];
        all_out[440] <= all_in[440];
        all_out[441] <= all_in[441];
        all_out[442] <= all_in[442];
        all_out[443] <= all_in[443];
        all_out[444] <= all_in[444];
        all_out[445] <= all_in[445];
        all_out[446] <= all_in[446];
        all_out[447] <= all_in[447];
        all_out[448] <= all_in[448];
        all_out[449] <= all_in[449];
        all_out[450] <= all_in[450];
        all_out[451] <= all_in[451];
        all_out[452] <= all_in[452];
        all_out[453] <= all_in[453];
        all_out[454] <= all_in[454];
        all_out[455] <= all_in[455];
        all_out[456] <= all_in[456];
        all_out[457] <= all_in[457];
        all_out[458] <= all_in[458];
        all_out[459] <= all_in[459];
        all_out[460] <= all_in[460];
        all_out[461] <= all_in[461];
        all_out[462] <= all_in[462];
        all_out[463] <= all_in[463];
        all_out[464] <= all_in[464];
        all_out[465] <= all_in[465];
        all_out[466] <= all_in[466];
        all_out[467] <= all_in[467];
        all_out[468] <= all_in[468];
        all_out[469] <= all_in[469];
        all_out[470] <= all_in[470];
        all_out[471] <= all_in[471];
        all_out[472] <= all_in[472];
        all_out[473] <= all_in[473];
        all_out[474] <= all_in[474];
        all_out[475] <= all_in[475];
        all_out[476] <= all_in[476];
        all_out[477] <= all_in[477];
        all_out[478] <= all_in[478];
        all_out[479] <= all_in[479];
        all_out[480] <= all_in[480];
        all_out[481] <= all_in[481];
        all_out[482] <= all_in[482];
        all_out[483] <= all_in[483];
        all_out[484] <= all_in[484];
    end
endmodule
 // top$core


module top$core$bytes_r(d,q,clock);
    
    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 24'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$bytes_r


module top$core$ecn_r(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ecn_r


module top$core$in_flight_r(d,q,clock);
    
    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 24'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$in_flight_r


module top$core$ir(d,q,clock);
    
    // Module arguments
    input wire  [49:0] d;
    output reg  [49:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 50'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ir


module top$core$kind_r(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$kind_r


module top$core$lead(x,one_hot);
    
    // Module arguments
    input wire  [63:0] x;
    output reg  [63:0] one_hot;
    
    // Local signals
    reg  [63:0] s1;
    reg  [63:0] s2;
    reg  [63:0] s4;
    reg  [63:0] s8;
    reg  [63:0] s16;
    reg  [63:0] s32;
    
    // Update code
    always @(*) begin
        s1 = x | (x >> 32'h1);
        s2 = s1 | (s1 >> 32'h2);
        s4 = s2 | (s2 >> 32'h4);
        s8 = s4 | (s4 >> 32'h8);
        s16 = s8 | (s8 >> 32'h10);
        s32 = s16 | (s16 >> 32'h20);
        one_hot = s32 & ~(s32 >> 32'h1);
    end
    
endmodule // top$core$lead


module top$core$load_t_r(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$load_t_r


module top$core$microcode(clock,address,word);
    
    // Module arguments
    input wire  clock;
    input wire  [8:0] address;
    output reg  [49:0] word;
    
    // Stub signals
    reg  [8:0] rom$address;
    reg  rom$clock;
    wire  [49:0] rom$data;
    
    // Sub module instances
    top$core$microcode$rom rom(
        .address(rom$address),
        .clock(rom$clock),
        .data(rom$data)
    );
    
    // Update code
    always @(*) begin
        rom$clock = clock;
        rom$address = address;
        word = rom$data;
    end
    
endmodule // top$core$microcode


module top$core$microcode$rom(address,clock,data);
    
    // Module arguments
    input wire  [8:0] address;
    input wire  clock;
    output reg  [49:0] data;
    
    // Update code (custom)
    reg[49:0] mem [511:0];
    
    initial begin
    mem[9'b0] = 50'h40000000016;
    mem[9'b1] = 50'h3c0000000016;
    mem[9'b10] = 50'h30005c1;
    mem[9'b11] = 50'h30173a7;
    mem[9'b100] = 50'h41017347;
    mem[9'b101] = 50'h51017367;
    mem[9'b110] = 50'h21017387;
    mem[9'b111] = 50'h960020;
    mem[9'b1000] = 50'h9a0040;
    mem[9'b1001] = 50'h980060;
    mem[9'b1010] = 50'h9c0080;
    mem[9'b1011] = 50'hbc0220;
    mem[9'b1100] = 50'hbc0240;
    mem[9'b1101] = 50'h10000a0;
    mem[9'b1110] = 50'h10000c0;
    mem[9'b1111] = 50'h10000e0;
    mem[9'b10000] = 50'h1000100;
    mem[9'b10001] = 50'h1000120;
    mem[9'b10010] = 50'h1000140;
    mem[9'b10011] = 50'h1000160;
    mem[9'b10100] = 50'h1000180;
    mem[9'b10101] = 50'h10001a0;
    mem[9'b10110] = 50'h10001c0;
    mem[9'b10111] = 50'h10001e0;
    mem[9'b11000] = 50'h1000200;
    mem[9'b11001] = 50'h1000260;
    mem[9'b11010] = 50'h1000280;
    mem[9'b11011] = 50'h10002a0;
    mem[9'b11100] = 50'h10002c0;
    mem[9'b11101] = 50'h19;
    mem[9'b11110] = 50'h10002a0;
    mem[9'b11111] = 50'h10002c0;
    mem[9'b100000] = 50'h8203c0;
    mem[9'b100001] = 50'h840400;
    mem[9'b100010] = 50'h64000100f010;
    mem[9'b100011] = 50'h58000300f010;
    mem[9'b100100] = 50'h4c000700f010;
    mem[9'b100101] = 50'h19;
    mem[9'b100110] = 50'h20460;
    mem[9'b100111] = 50'h4005a0;
    mem[9'b101000] = 50'h1000580;
    mem[9'b101001] = 50'h10004c0;
    mem[9'b101010] = 50'h26c0000000017;
    mem[9'b101011] = 50'h19;
    mem[9'b101100] = 50'h860420;
    mem[9'b101101] = 50'ha00000000017;
    mem[9'b101110] = 50'h10003e0;
    mem[9'b101111] = 50'h9e07a0;
    mem[9'b110000] = 50'hc80000000017;
    mem[9'b110001] = 50'hf40000000016;
    mem[9'b110010] = 50'h8b0449;
    mem[9'b110011] = 50'hf011447;
    mem[9'b110100] = 50'h9005c0;
    mem[9'b110101] = 50'h7a0001017011;
    mem[9'b110110] = 50'h860420;
    mem[9'b110111] = 50'h760001010810;
    mem[9'b111000] = 50'ha00000000017;
    mem[9'b111001] = 50'h90be1;
    mem[9'b111010] = 50'h880000000016;
    mem[9'b111011] = 50'h11002be7;
    mem[9'b111100] = 50'h8a0000000016;
    mem[9'b111101] = 50'h9205c0;
    mem[9'b111110] = 50'h760001017010;
    mem[9'b111111] = 50'h840000097012;
    mem[9'b1000000] = 50'h973e1;
    mem[9'b1000001] = 50'h880000000016;
    mem[9'b1000010] = 50'h10003e0;
    mem[9'b1000011] = 50'h8a0000000016;
    mem[9'b1000100] = 50'hba0000000017;
    mem[9'b1000101] = 50'h20460;
    mem[9'b1000110] = 50'h8c05c0;
    mem[9'b1000111] = 50'h960001017010;
    mem[9'b1001000] = 50'h96000100a010;
    mem[9'b1001001] = 50'h949c65;
    mem[9'b1001010] = 50'h51c64;
    mem[9'b1001011] = 50'h940480;
    mem[9'b1001100] = 50'hf40000451812;
    mem[9'b1001101] = 50'h451dc1;
    mem[9'b1001110] = 50'h957485;
    mem[9'b1001111] = 50'hf40000000016;
    mem[9'b1010000] = 50'hb80001010810;
    mem[9'b1010001] = 50'hb80000090813;
    mem[9'b1010010] = 50'h420620;
    mem[9'b1010011] = 50'haa0640;
    mem[9'b1010100] = 50'hac0660;
    mem[9'b1010101] = 50'h2820000000017;
    mem[9'b1010110] = 50'h37a064;
    mem[9'b1010111] = 50'h3001de7;
    mem[9'b1011000] = 50'h77de0;
    mem[9'b1011001] = 50'h377de4;
    mem[9'b1011010] = 50'h957845;
    mem[9'b1011011] = 50'h420080;
    mem[9'b1011100] = 50'h18;
    mem[9'b1011101] = 50'h3e07a0;
    mem[9'b1011110] = 50'h8805c0;
    mem[9'b1011111] = 50'hc80001017011;
    mem[9'b1100000] = 50'ha005c0;
    mem[9'b1100001] = 50'hc800003f7013;
    mem[9'b1100010] = 50'hd0027a6;
    mem[9'b1100011] = 50'hcc0000000016;
    mem[9'b1100100] = 50'h37efa4;
    mem[9'b1100101] = 50'h1101efa6;
    mem[9'b1100110] = 50'hda00000be812;
    mem[9'b1100111] = 50'hbefc1;
    mem[9'b1101000] = 50'he80000000017;
    mem[9'b1101001] = 50'h2501ffe7;
    mem[9'b1101010] = 50'h7e28a0;
    mem[9'b1101011] = 50'h3428a4;
    mem[9'b1101100] = 50'h18;
    mem[9'b1101101] = 50'h7a2fc1;
    mem[9'b1101110] = 50'he80000000017;
    mem[9'b1101111] = 50'h301ffe1;
    mem[9'b1110000] = 50'h2501ffe7;
    mem[9'b1110001] = 50'h301ffe0;
    mem[9'b1110010] = 50'h7e28a1;
    mem[9'b1110011] = 50'h18;
    mem[9'b1110100] = 50'h199b01f7e9;
    mem[9'b1110101] = 50'h3101f607;
    mem[9'b1110110] = 50'h199b018609;
    mem[9'b1110111] = 50'h31018606;
    mem[9'b1111000] = 50'h61ffe0;
    mem[9'b1111001] = 50'h18;
    mem[9'b1111010] = 50'h10004a0;
    mem[9'b1111011] = 50'h10004c0;
    mem[9'b1111100] = 50'h1000500;
    mem[9'b1111101] = 50'h1000520;
    mem[9'b1111110] = 50'h1000540;
    mem[9'b1111111] = 50'h1000560;
    mem[9'b10000000] = 50'h10a000100f010;
    mem[9'b10000001] = 50'h405140;
    mem[9'b10000010] = 50'h345144;
    mem[9'b10000011] = 50'h30001a0;
    mem[9'b10000100] = 50'h11a0000000016;
    mem[9'b10000101] = 50'h404100;
    mem[9'b10000110] = 50'h344104;
    mem[9'b10000111] = 50'h4038e0;
    mem[9'b10001000] = 50'h3438e4;
    mem[9'b10001001] = 50'h405140;
    mem[9'b10001010] = 50'h345144;
    mem[9'b10001011] = 50'h8805c0;
    mem[9'b10001100] = 50'h1220001017010;
    mem[9'b10001101] = 50'h1220000125013;
    mem[9'b10001110] = 50'h110002a0;
    mem[9'b10001111] = 50'h30004a0;
    mem[9'b10010000] = 50'h1560000000016;
    mem[9'b10010001] = 50'h12c0001007010;
    mem[9'b10010010] = 50'h8005c0;
    mem[9'b10010011] = 50'h1f75c1;
    mem[9'b10010100] = 50'h3575c2;
    mem[9'b10010101] = 50'h15400005c8013;
    mem[9'b10010110] = 50'h14c0001007010;
    mem[9'b10010111] = 50'h1340001006811;
    mem[9'b10011000] = 50'ha205c0;
    mem[9'b10011001] = 50'h14c00003f7013;
    mem[9'b10011010] = 50'ha615c7;
    mem[9'b10011011] = 50'h14c00005c4013;
    mem[9'b10011100] = 50'hf0002a0;
    mem[9'b10011101] = 50'h30004a0;
    mem[9'b10011110] = 50'h30004c0;
    mem[9'b10011111] = 50'h9444e5;
    mem[9'b10100000] = 50'h8e05c0;
    mem[9'b10100001] = 50'h146000100f010;
    mem[9'b10100010] = 50'h4175c0;
    mem[9'b10100011] = 50'h377124;
    mem[9'b10100100] = 50'h1000140;
    mem[9'b10100101] = 50'h10001a0;
    mem[9'b10100110] = 50'h1000100;
    mem[9'b10100111] = 50'h30001c0;
    mem[9'b10101000] = 50'h8001e0;
    mem[9'b10101001] = 50'ha02200;
    mem[9'b10101010] = 50'h15a0001012810;
    mem[9'b10101011] = 50'h10000e0;
    mem[9'b10101100] = 50'h2200000000016;
    mem[9'b10101101] = 50'h160000100f010;
    mem[9'b10101110] = 50'h130002a0;
    mem[9'b10101111] = 50'h2200000000016;
    mem[9'b10110000] = 50'h8805c0;
    mem[9'b10110001] = 50'ha005e0;
    mem[9'b10110010] = 50'h1880001017011;
    mem[9'b10110011] = 50'h16c00005ef812;
    mem[9'b10110100] = 50'h70002a0;
    mem[9'b10110101] = 50'h1a40000000016;
    mem[9'b10110110] = 50'h1000600;
    mem[9'b10110111] = 50'h17c07d100f813;
    mem[9'b10111000] = 50'h405960;
    mem[9'b10111001] = 50'h345964;
    mem[9'b10111010] = 50'h180600;
    mem[9'b10111011] = 50'h17e0000172013;
    mem[9'b10111100] = 50'h3000600;
    mem[9'b10111101] = 50'h17e0000000016;
    mem[9'b10111110] = 50'h1000160;
    mem[9'b10111111] = 50'h600180;
    mem[9'b11000000] = 50'h30002a0;
    mem[9'b11000001] = 50'h1a40001018010;
    mem[9'b11000010] = 50'h50002a0;
    mem[9'b11000011] = 50'h1a40000000016;
    mem[9'b11000100] = 50'h1a200005ef812;
    mem[9'b11000101] = 50'h1000180;
    mem[9'b11000110] = 50'h1000160;
    mem[9'b11000111] = 50'hb0002a0;
    mem[9'b11001000] = 50'h11017de6;
    mem[9'b11001001] = 50'h1a400000b7813;
    mem[9'b11001010] = 50'h8005c0;
    mem[9'b11001011] = 50'h2575c1;
    mem[9'b11001100] = 50'h3575c2;
    mem[9'b11001101] = 50'h1a400005c2013;
    mem[9'b11001110] = 50'h800240;
    mem[9'b11001111] = 50'h90002a0;
    mem[9'b11010000] = 50'h1a40000000016;
    mem[9'b11010001] = 50'hd0002a0;
    mem[9'b11010010] = 50'ha805e0;
    mem[9'b11010011] = 50'h8005c0;
    mem[9'b11010100] = 50'h2375c1;
    mem[9'b11010101] = 50'h3575c2;
    mem[9'b11010110] = 50'h9e0600;
    mem[9'b11010111] = 50'h1b200000f7812;
    mem[9'b11011000] = 50'h1be00005d8013;
    mem[9'b11011001] = 50'h30002c0;
    mem[9'b11011010] = 50'h10000e0;
    mem[9'b11011011] = 50'h1be0000617012;
    mem[9'b11011100] = 50'h3000500;
    mem[9'b11011101] = 50'h800220;
    mem[9'b11011110] = 50'h1be0000000016;
    mem[9'b11011111] = 50'h400620;
    mem[9'b11100000] = 50'h1ca000700a810;
    mem[9'b11100001] = 50'h1de000300a810;
    mem[9'b11100010] = 50'h1d4000500a810;
    mem[9'b11100011] = 50'h208000900a810;
    mem[9'b11100100] = 50'h2200000000016;
    mem[9'b11100101] = 50'hb20640;
    mem[9'b11100110] = 50'hb40660;
    mem[9'b11100111] = 50'h2820000000017;
    mem[9'b11101000] = 50'h680520;
    mem[9'b11101001] = 50'h2200000000016;
    mem[9'b11101010] = 50'hb60640;
    mem[9'b11101011] = 50'hb80660;
    mem[9'b11101100] = 50'h2820000000017;
    mem[9'b11101101] = 50'h37a544;
    mem[9'b11101110] = 50'h2200000000016;
    mem[9'b11101111] = 50'ha007a0;
    mem[9'b11110000] = 50'h3fefa1;
    mem[9'b11110001] = 50'h2ac0000000017;
    mem[9'b11110010] = 50'haff7a9;
    mem[9'b11110011] = 50'hb1fe60;
    mem[9'b11110100] = 50'h220000101e810;
    mem[9'b11110101] = 50'h1edc8;
    mem[9'b11110110] = 50'h190175c1;
    mem[9'b11110111] = 50'h5d9e60;
    mem[9'b11111000] = 50'h1f60001017014;
    mem[9'b11111001] = 50'h5dee47;
    mem[9'b11111010] = 50'h1fa0000000016;
    mem[9'b11111011] = 50'h5c05c1;
    mem[9'b11111100] = 50'h5dee46;
    mem[9'b11111101] = 50'h1ffff01819815;
    mem[9'b11111110] = 50'h1ff01800660;
    mem[9'b11111111] = 50'h2020101019814;
    mem[9'b100000000] = 50'hff000660;
    mem[9'b100000001] = 50'h2820000000017;
    mem[9'b100000010] = 50'h680520;
    mem[9'b100000011] = 50'h2200000000016;
    mem[9'b100000100] = 50'ha40700;
    mem[9'b100000101] = 50'ha0720;
    mem[9'b100000110] = 50'h19000740;
    mem[9'b100000111] = 50'h2bc0000000017;
    mem[9'b100001000] = 50'h66701a640;
    mem[9'b100001001] = 50'h1001019645;
    mem[9'b100001010] = 50'h1fff019644;
    mem[9'b100001011] = 50'h480620;
    mem[9'b100001100] = 50'h1ffe9800660;
    mem[9'b100001101] = 50'h2820000000017;
    mem[9'b100001110] = 50'h692561;
    mem[9'b100001111] = 50'h2200000000016;
    mem[9'b100010000] = 50'h5235e0;
    mem[9'b100010001] = 50'h397de4;
    mem[9'b100010010] = 50'h1000580;
    mem[9'b100010011] = 50'h2400001012811;
    mem[9'b100010100] = 50'h22e000100b011;
    mem[9'b100010101] = 50'h5e00c0;
    mem[9'b100010110] = 50'h2420000000016;
    mem[9'b100010111] = 50'h5e0700;
    mem[9'b100011000] = 50'h552720;
    mem[9'b100011001] = 50'h5cf24;
    mem[9'b100011010] = 50'h1000740;
    mem[9'b100011011] = 50'h2bc0000000017;
    mem[9'b100011100] = 50'h37a584;
    mem[9'b100011101] = 50'h2400001014010;
    mem[9'b100011110] = 50'hbb6580;
    mem[9'b100011111] = 50'h376584;
    mem[9'b100100000] = 50'h10000c0;
    mem[9'b100100001] = 50'h250000100f010;
    mem[9'b100100010] = 50'h20460;
    mem[9'b100100011] = 50'h10005a0;
    mem[9'b100100100] = 50'h24c001300a811;
    mem[9'b100100101] = 50'h4005a0;
    mem[9'b100100110] = 50'h26c0000000017;
    mem[9'b100100111] = 50'h19;
    mem[9'b100101000] = 50'h8c05c0;
    mem[9'b100101001] = 50'h2580001017010;
    mem[9'b100101010] = 50'h258000100a010;
    mem[9'b100101011] = 50'h1000280;
    mem[9'b100101100] = 50'h5605a0;
    mem[9'b100101101] = 50'h8a05c0;
    mem[9'b100101110] = 50'h2660001017010;
    mem[9'b100101111] = 50'h456da0;
    mem[9'b100110000] = 50'h266000100a011;
    mem[9'b100110001] = 50'h460260;
    mem[9'b100110010] = 50'h3000280;
    mem[9'b100110011] = 50'h556580;
    mem[9'b100110100] = 50'h26c0000000017;
    mem[9'b100110101] = 50'h19;
    mem[9'b100110110] = 50'h27a0001013011;
    mem[9'b100110111] = 50'h5b1dc1;
    mem[9'b100111000] = 50'h9405e0;
    mem[9'b100111001] = 50'h27600005f7015;
    mem[9'b100111010] = 50'h5e05c0;
    mem[9'b100111011] = 50'h5975c0;
    mem[9'b100111100] = 50'h27c0000000016;
    mem[9'b100111101] = 50'h4e05c0;
    mem[9'b100111110] = 50'h9575c5;
    mem[9'b100111111] = 50'h57024;
    mem[9'b101000000] = 50'h18;
    mem[9'b101000001] = 50'h18ea8;
    mem[9'b101000010] = 50'h1901aea1;
    mem[9'b101000011] = 50'h6206c0;
    mem[9'b101000100] = 50'h290000101a814;
    mem[9'b101000101] = 50'h6b8ec7;
    mem[9'b101000110] = 50'h6b9ee0;
    mem[9'b101000111] = 50'h2920000000016;
    mem[9'b101001000] = 50'h6606e0;
    mem[9'b101001001] = 50'h65b6c9;
    mem[9'b101001010] = 50'h1000680;
    mem[9'b101001011] = 50'h2aa000101b010;
    mem[9'b101001100] = 50'h2a6000101b814;
    mem[9'b101001101] = 50'h1b6a8;
    mem[9'b101001110] = 50'h6faea0;
    mem[9'b101001111] = 50'h3a0680;
    mem[9'b101010000] = 50'h2aa008101a813;
    mem[9'b101010001] = 50'h6fb686;
    mem[9'b101010010] = 50'h18;
    mem[9'b101010011] = 50'h6e06e1;
    mem[9'b101010100] = 50'h6fb687;
    mem[9'b101010101] = 50'h18;
    mem[9'b101010110] = 50'h1efe8;
    mem[9'b101010111] = 50'h1901ffe1;
    mem[9'b101011000] = 50'h7a07c0;
    mem[9'b101011001] = 50'h2b8000101f814;
    mem[9'b101011010] = 50'h7fefc7;
    mem[9'b101011011] = 50'h18;
    mem[9'b101011100] = 50'h10007e0;
    mem[9'b101011101] = 50'h18;
    mem[9'b101011110] = 50'h3a0680;
    mem[9'b101011111] = 50'h2aa000101c810;
    mem[9'b101100000] = 50'h1cf68;
    mem[9'b101100001] = 50'h301df61;
    mem[9'b101100010] = 50'h1501df81;
    mem[9'b101100011] = 50'h2cc000101e014;
    mem[9'b101100100] = 50'h79cf87;
    mem[9'b101100101] = 50'h2d00000000016;
    mem[9'b101100110] = 50'h780781;
    mem[9'b101100111] = 50'h79cf86;
    mem[9'b101101000] = 50'h1e64a;
    mem[9'b101101001] = 50'h700620;
    mem[9'b101101010] = 50'h1901d661;
    mem[9'b101101011] = 50'h779e61;
    mem[9'b101101100] = 50'h2820000000016;
    mem[9'b101101101] = 50'h19;
    mem[9'b101101110] = 50'h19;
    mem[9'b101101111] = 50'h19;
    mem[9'b101110000] = 50'h19;
    mem[9'b101110001] = 50'h19;
    mem[9'b101110010] = 50'h19;
    mem[9'b101110011] = 50'h19;
    mem[9'b101110100] = 50'h19;
    mem[9'b101110101] = 50'h19;
    mem[9'b101110110] = 50'h19;
    mem[9'b101110111] = 50'h19;
    mem[9'b101111000] = 50'h19;
    mem[9'b101111001] = 50'h19;
    mem[9'b101111010] = 50'h19;
    mem[9'b101111011] = 50'h19;
    mem[9'b101111100] = 50'h19;
    mem[9'b101111101] = 50'h19;
    mem[9'b101111110] = 50'h19;
    mem[9'b101111111] = 50'h19;
    mem[9'b110000000] = 50'h19;
    mem[9'b110000001] = 50'h19;
    mem[9'b110000010] = 50'h19;
    mem[9'b110000011] = 50'h19;
    mem[9'b110000100] = 50'h19;
    mem[9'b110000101] = 50'h19;
    mem[9'b110000110] = 50'h19;
    mem[9'b110000111] = 50'h19;
    mem[9'b110001000] = 50'h19;
    mem[9'b110001001] = 50'h19;
    mem[9'b110001010] = 50'h19;
    mem[9'b110001011] = 50'h19;
    mem[9'b110001100] = 50'h19;
    mem[9'b110001101] = 50'h19;
    mem[9'b110001110] = 50'h19;
    mem[9'b110001111] = 50'h19;
    mem[9'b110010000] = 50'h19;
    mem[9'b110010001] = 50'h19;
    mem[9'b110010010] = 50'h19;
    mem[9'b110010011] = 50'h19;
    mem[9'b110010100] = 50'h19;
    mem[9'b110010101] = 50'h19;
    mem[9'b110010110] = 50'h19;
    mem[9'b110010111] = 50'h19;
    mem[9'b110011000] = 50'h19;
    mem[9'b110011001] = 50'h19;
    mem[9'b110011010] = 50'h19;
    mem[9'b110011011] = 50'h19;
    mem[9'b110011100] = 50'h19;
    mem[9'b110011101] = 50'h19;
    mem[9'b110011110] = 50'h19;
    mem[9'b110011111] = 50'h19;
    mem[9'b110100000] = 50'h19;
    mem[9'b110100001] = 50'h19;
    mem[9'b110100010] = 50'h19;
    mem[9'b110100011] = 50'h19;
    mem[9'b110100100] = 50'h19;
    mem[9'b110100101] = 50'h19;
    mem[9'b110100110] = 50'h19;
    mem[9'b110100111] = 50'h19;
    mem[9'b110101000] = 50'h19;
    mem[9'b110101001] = 50'h19;
    mem[9'b110101010] = 50'h19;
    mem[9'b110101011] = 50'h19;
    mem[9'b110101100] = 50'h19;
    mem[9'b110101101] = 50'h19;
    mem[9'b110101110] = 50'h19;
    mem[9'b110101111] = 50'h19;
    mem[9'b110110000] = 50'h19;
    mem[9'b110110001] = 50'h19;
    mem[9'b110110010] = 50'h19;
    mem[9'b110110011] = 50'h19;
    mem[9'b110110100] = 50'h19;
    mem[9'b110110101] = 50'h19;
    mem[9'b110110110] = 50'h19;
    mem[9'b110110111] = 50'h19;
    mem[9'b110111000] = 50'h19;
    mem[9'b110111001] = 50'h19;
    mem[9'b110111010] = 50'h19;
    mem[9'b110111011] = 50'h19;
    mem[9'b110111100] = 50'h19;
    mem[9'b110111101] = 50'h19;
    mem[9'b110111110] = 50'h19;
    mem[9'b110111111] = 50'h19;
    mem[9'b111000000] = 50'h19;
    mem[9'b111000001] = 50'h19;
    mem[9'b111000010] = 50'h19;
    mem[9'b111000011] = 50'h19;
    mem[9'b111000100] = 50'h19;
    mem[9'b111000101] = 50'h19;
    mem[9'b111000110] = 50'h19;
    mem[9'b111000111] = 50'h19;
    mem[9'b111001000] = 50'h19;
    mem[9'b111001001] = 50'h19;
    mem[9'b111001010] = 50'h19;
    mem[9'b111001011] = 50'h19;
    mem[9'b111001100] = 50'h19;
    mem[9'b111001101] = 50'h19;
    mem[9'b111001110] = 50'h19;
    mem[9'b111001111] = 50'h19;
    mem[9'b111010000] = 50'h19;
    mem[9'b111010001] = 50'h19;
    mem[9'b111010010] = 50'h19;
    mem[9'b111010011] = 50'h19;
    mem[9'b111010100] = 50'h19;
    mem[9'b111010101] = 50'h19;
    mem[9'b111010110] = 50'h19;
    mem[9'b111010111] = 50'h19;
    mem[9'b111011000] = 50'h19;
    mem[9'b111011001] = 50'h19;
    mem[9'b111011010] = 50'h19;
    mem[9'b111011011] = 50'h19;
    mem[9'b111011100] = 50'h19;
    mem[9'b111011101] = 50'h19;
    mem[9'b111011110] = 50'h19;
    mem[9'b111011111] = 50'h19;
    mem[9'b111100000] = 50'h19;
    mem[9'b111100001] = 50'h19;
    mem[9'b111100010] = 50'h19;
    mem[9'b111100011] = 50'h19;
    mem[9'b111100100] = 50'h19;
    mem[9'b111100101] = 50'h19;
    mem[9'b111100110] = 50'h19;
    mem[9'b111100111] = 50'h19;
    mem[9'b111101000] = 50'h19;
    mem[9'b111101001] = 50'h19;
    mem[9'b111101010] = 50'h19;
    mem[9'b111101011] = 50'h19;
    mem[9'b111101100] = 50'h19;
    mem[9'b111101101] = 50'h19;
    mem[9'b111101110] = 50'h19;
    mem[9'b111101111] = 50'h19;
    mem[9'b111110000] = 50'h19;
    mem[9'b111110001] = 50'h19;
    mem[9'b111110010] = 50'h19;
    mem[9'b111110011] = 50'h19;
    mem[9'b111110100] = 50'h19;
    mem[9'b111110101] = 50'h19;
    mem[9'b111110110] = 50'h19;
    mem[9'b111110111] = 50'h19;
    mem[9'b111111000] = 50'h19;
    mem[9'b111111001] = 50'h19;
    mem[9'b111111010] = 50'h19;
    mem[9'b111111011] = 50'h19;
    mem[9'b111111100] = 50'h19;
    mem[9'b111111101] = 50'h19;
    mem[9'b111111110] = 50'h19;
    mem[9'b111111111] = 50'h19;
    end
    
    always @(posedge clock) begin
       data <= mem[address];
    end
endmodule // top$core$microcode$rom


module top$core$mul_b(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$mul_b


module top$core$mul_hi(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$mul_hi


module top$core$mul_lo(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$mul_lo


module top$core$op_a(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$op_a


module top$core$op_b(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$op_b


module top$core$pc(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$pc


module top$core$pend_r(d,q,clock);
    
    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 7'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$pend_r


module top$core$phase_r(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$phase_r


module top$core$probe_r(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$probe_r


module top$core$probe_rtt_r(d,q,clock);
    
    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 24'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$probe_rtt_r


module top$core$rc_r(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$rc_r


module top$core$recip(clock,address,value);
    
    // Module arguments
    input wire  clock;
    input wire  [9:0] address;
    output reg  [11:0] value;
    
    // Stub signals
    reg  [9:0] rom$address;
    reg  rom$clock;
    wire  [11:0] rom$data;
    
    // Sub module instances
    top$core$recip$rom rom(
        .address(rom$address),
        .clock(rom$clock),
        .data(rom$data)
    );
    
    // Update code
    always @(*) begin
        rom$clock = clock;
        rom$address = address;
        value = rom$data;
    end
    
endmodule // top$core$recip


module top$core$recip$rom(address,clock,data);
    
    // Module arguments
    input wire  [9:0] address;
    input wire  clock;
    output reg  [11:0] data;
    
    // Update code (custom)
    reg[11:0] mem [1023:0];
    
    initial begin
    mem[10'b0] = 12'hffe;
    mem[10'b1] = 12'hffa;
    mem[10'b10] = 12'hff6;
    mem[10'b11] = 12'hff2;
    mem[10'b100] = 12'hfee;
    mem[10'b101] = 12'hfea;
    mem[10'b110] = 12'hfe6;
    mem[10'b111] = 12'hfe2;
    mem[10'b1000] = 12'hfde;
    mem[10'b1001] = 12'hfda;
    mem[10'b1010] = 12'hfd6;
    mem[10'b1011] = 12'hfd3;
    mem[10'b1100] = 12'hfcf;
    mem[10'b1101] = 12'hfcb;
    mem[10'b1110] = 12'hfc7;
    mem[10'b1111] = 12'hfc3;
    mem[10'b10000] = 12'hfbf;
    mem[10'b10001] = 12'hfbb;
    mem[10'b10010] = 12'hfb7;
    mem[10'b10011] = 12'hfb3;
    mem[10'b10100] = 12'hfb0;
    mem[10'b10101] = 12'hfac;
    mem[10'b10110] = 12'hfa8;
    mem[10'b10111] = 12'hfa4;
    mem[10'b11000] = 12'hfa0;
    mem[10'b11001] = 12'hf9c;
    mem[10'b11010] = 12'hf99;
    mem[10'b11011] = 12'hf95;
    mem[10'b11100] = 12'hf91;
    mem[10'b11101] = 12'hf8d;
    mem[10'b11110] = 12'hf8a;
    mem[10'b11111] = 12'hf86;
    mem[10'b100000] = 12'hf82;
    mem[10'b100001] = 12'hf7e;
    mem[10'b100010] = 12'hf7a;
    mem[10'b100011] = 12'hf77;
    mem[10'b100100] = 12'hf73;
    mem[10'b100101] = 12'hf6f;
    mem[10'b100110] = 12'hf6c;
    mem[10'b100111] = 12'hf68;
    mem[10'b101000] = 12'hf64;
    mem[10'b101001] = 12'hf60;
    mem[10'b101010] = 12'hf5d;
    mem[10'b101011] = 12'hf59;
    mem[10'b101100] = 12'hf55;
    mem[10'b101101] = 12'hf52;
    mem[10'b101110] = 12'hf4e;
    mem[10'b101111] = 12'hf4a;
    mem[10'b110000] = 12'hf47;
    mem[10'b110001] = 12'hf43;
    mem[10'b110010] = 12'hf3f;
    mem[10'b110011] = 12'hf3c;
    mem[10'b110100] = 12'hf38;
    mem[10'b110101] = 12'hf35;
    mem[10'b110110] = 12'hf31;
    mem[10'b110111] = 12'hf2d;
    mem[10'b111000] = 12'hf2a;
    mem[10'b111001] = 12'hf26;
    mem[10'b111010] = 12'hf23;
    mem[10'b111011] = 12'hf1f;
    mem[10'b111100] = 12'hf1c;
    mem[10'b111101] = 12'hf18;
    mem[10'b111110] = 12'hf14;
    mem[10'b111111] = 12'hf11;
    mem[10'b1000000] = 12'hf0d;
    mem[10'b1000001] = 12'hf0a;
    mem[10'b1000010] = 12'hf06;
    mem[10'b1000011] = 12'hf03;
    mem[10'b1000100] = 12'heff;
    mem[10'b1000101] = 12'hefc;
    mem[10'b1000110] = 12'hef8;
    mem[10'b1000111] = 12'hef5;
    mem[10'b1001000] = 12'hef1;
    mem[10'b1001001] = 12'heee;
    mem[10'b1001010] = 12'heea;
    mem[10'b1001011] = 12'hee7;
    mem[10'b1001100] = 12'hee3;
    mem[10'b1001101] = 12'hee0;
    mem[10'b1001110] = 12'hedc;
    mem[10'b1001111] = 12'hed9;
    mem[10'b1010000] = 12'hed5;
    mem[10'b1010001] = 12'hed2;
    mem[10'b1010010] = 12'hecf;
    mem[10'b1010011] = 12'hecb;
    mem[10'b1010100] = 12'hec8;
    mem[10'b1010101] = 12'hec4;
    mem[10'b1010110] = 12'hec1;
    mem[10'b1010111] = 12'hebe;
    mem[10'b1011000] = 12'heba;
    mem[10'b1011001] = 12'heb7;
    mem[10'b1011010] = 12'heb3;
    mem[10'b1011011] = 12'heb0;
    mem[10'b1011100] = 12'head;
    mem[10'b1011101] = 12'hea9;
    mem[10'b1011110] = 12'hea6;
    mem[10'b1011111] = 12'hea3;
    mem[10'b1100000] = 12'he9f;
    mem[10'b1100001] = 12'he9c;
    mem[10'b1100010] = 12'he99;
    mem[10'b1100011] = 12'he95;
    mem[10'b1100100] = 12'he92;
    mem[10'b1100101] = 12'he8f;
    mem[10'b1100110] = 12'he8b;
    mem[10'b1100111] = 12'he88;
    mem[10'b1101000] = 12'he85;
    mem[10'b1101001] = 12'he81;
    mem[10'b1101010] = 12'he7e;
    mem[10'b1101011] = 12'he7b;
    mem[10'b1101100] = 12'he78;
    mem[10'b1101101] = 12'he74;
    mem[10'b1101110] = 12'he71;
    mem[10'b1101111] = 12'he6e;
    mem[10'b1110000] = 12'he6b;
    mem[10'b1110001] = 12'he67;
    mem[10'b1110010] = 12'he64;
    mem[10'b1110011] = 12'he61;
    mem[10'b1110100] = 12'he5e;
    mem[10'b1110101] = 12'he5a;
    mem[10'b1110110] = 12'he57;
    mem[10'b1110111] = 12'he54;
    mem[10'b1111000] = 12'he51;
    mem[10'b1111001] = 12'he4e;
    mem[10'b1111010] = 12'he4a;
    mem[10'b1111011] = 12'he47;
    mem[10'b1111100] = 12'he44;
    mem[10'b1111101] = 12'he41;
    mem[10'b1111110] = 12'he3e;
    mem[10'b1111111] = 12'he3a;
    mem[10'b10000000] = 12'he37;
    mem[10'b10000001] = 12'he34;
    mem[10'b10000010] = 12'he31;
    mem[10'b10000011] = 12'he2e;
    mem[10'b10000100] = 12'he2b;
    mem[10'b10000101] = 12'he28;
    mem[10'b10000110] = 12'he24;
    mem[10'b10000111] = 12'he21;
    mem[10'b10001000] = 12'he1e;
    mem[10'b10001001] = 12'he1b;
    mem[10'b10001010] = 12'he18;
    mem[10'b10001011] = 12'he15;
    mem[10'b10001100] = 12'he12;
    mem[10'b10001101] = 12'he0f;
    mem[10'b10001110] = 12'he0c;
    mem[10'b10001111] = 12'he09;
    mem[10'b10010000] = 12'he05;
    mem[10'b10010001] = 12'he02;
    mem[10'b10010010] = 12'hdff;
    mem[10'b10010011] = 12'hdfc;
    mem[10'b10010100] = 12'hdf9;
    mem[10'b10010101] = 12'hdf6;
    mem[10'b10010110] = 12'hdf3;
    mem[10'b10010111] = 12'hdf0;
    mem[10'b10011000] = 12'hded;
    mem[10'b10011001] = 12'hdea;
    mem[10'b10011010] = 12'hde7;
    mem[10'b10011011] = 12'hde4;
    mem[10'b10011100] = 12'hde1;
    mem[10'b10011101] = 12'hdde;
    mem[10'b10011110] = 12'hddb;
    mem[10'b10011111] = 12'hdd8;
    mem[10'b10100000] = 12'hdd5;
    mem[10'b10100001] = 12'hdd2;
    mem[10'b10100010] = 12'hdcf;
    mem[10'b10100011] = 12'hdcc;
    mem[10'b10100100] = 12'hdc9;
    mem[10'b10100101] = 12'hdc6;
    mem[10'b10100110] = 12'hdc3;
    mem[10'b10100111] = 12'hdc0;
    mem[10'b10101000] = 12'hdbd;
    mem[10'b10101001] = 12'hdba;
    mem[10'b10101010] = 12'hdb7;
    mem[10'b10101011] = 12'hdb4;
    mem[10'b10101100] = 12'hdb1;
    mem[10'b10101101] = 12'hdaf;
    mem[10'b10101110] = 12'hdac;
    mem[10'b10101111] = 12'hda9;
    mem[10'b10110000] = 12'hda6;
    mem[10'b10110001] = 12'hda3;
    mem[10'b10110010] = 12'hda0;
    mem[10'b10110011] = 12'hd9d;
    mem[10'b10110100] = 12'hd9a;
    mem[10'b10110101] = 12'hd97;
    mem[10'b10110110] = 12'hd94;
    mem[10'b10110111] = 12'hd92;
    mem[10'b10111000] = 12'hd8f;
    mem[10'b10111001] = 12'hd8c;
    mem[10'b10111010] = 12'hd89;
    mem[10'b10111011] = 12'hd86;
    mem[10'b10111100] = 12'hd83;
    mem[10'b10111101] = 12'hd80;
    mem[10'b10111110] = 12'hd7e;
    mem[10'b10111111] = 12'hd7b;
    mem[10'b11000000] = 12'hd78;
    mem[10'b11000001] = 12'hd75;
    mem[10'b11000010] = 12'hd72;
    mem[10'b11000011] = 12'hd6f;
    mem[10'b11000100] = 12'hd6d;
    mem[10'b11000101] = 12'hd6a;
    mem[10'b11000110] = 12'hd67;
    mem[10'b11000111] = 12'hd64;
    mem[10'b11001000] = 12'hd61;
    mem[10'b11001001] = 12'hd5f;
    mem[10'b11001010] = 12'hd5c;
    mem[10'b11001011] = 12'hd59;
    mem[10'b11001100] = 12'hd56;
    mem[10'b11001101] = 12'hd53;
    mem[10'b11001110] = 12'hd51;
    mem[10'b11001111] = 12'hd4e;
    mem[10'b11010000] = 12'hd4b;
    mem[10'b11010001] = 12'hd48;
    mem[10'b11010010] = 12'hd46;
    mem[10'b11010011] = 12'hd43;
    mem[10'b11010100] = 12'hd40;
    mem[10'b11010101] = 12'hd3d;
    mem[10'b11010110] = 12'hd3b;
    mem[10'b11010111] = 12'hd38;
    mem[10'b11011000] = 12'hd35;
    mem[10'b11011001] = 12'hd32;
    mem[10'b11011010] = 12'hd30;
    mem[10'b11011011] = 12'hd2d;
    mem[10'b11011100] = 12'hd2a;
    mem[10'b11011101] = 12'hd28;
    mem[10'b11011110] = 12'hd25;
    mem[10'b11011111] = 12'hd22;
    mem[10'b11100000] = 12'hd1f;
    mem[10'b11100001] = 12'hd1d;
    mem[10'b11100010] = 12'hd1a;
    mem[10'b11100011] = 12'hd17;
    mem[10'b11100100] = 12'hd15;
    mem[10'b11100101] = 12'hd12;
    mem[10'b11100110] = 12'hd0f;
    mem[10'b11100111] = 12'hd0d;
    mem[10'b11101000] = 12'hd0a;
    mem[10'b11101001] = 12'hd07;
    mem[10'b11101010] = 12'hd05;
    mem[10'b11101011] = 12'hd02;
    mem[10'b11101100] = 12'hcff;
    mem[10'b11101101] = 12'hcfd;
    mem[10'b11101110] = 12'hcfa;
    mem[10'b11101111] = 12'hcf8;
    mem[10'b11110000] = 12'hcf5;
    mem[10'b11110001] = 12'hcf2;
    mem[10'b11110010] = 12'hcf0;
    mem[10'b11110011] = 12'hced;
    mem[10'b11110100] = 12'hceb;
    mem[10'b11110101] = 12'hce8;
    mem[10'b11110110] = 12'hce5;
    mem[10'b11110111] = 12'hce3;
    mem[10'b11111000] = 12'hce0;
    mem[10'b11111001] = 12'hcde;
    mem[10'b11111010] = 12'hcdb;
    mem[10'b11111011] = 12'hcd8;
    mem[10'b11111100] = 12'hcd6;
    mem[10'b11111101] = 12'hcd3;
    mem[10'b11111110] = 12'hcd1;
    mem[10'b11111111] = 12'hcce;
    mem[10'b100000000] = 12'hccc;
    mem[10'b100000001] = 12'hcc9;
    mem[10'b100000010] = 12'hcc6;
    mem[10'b100000011] = 12'hcc4;
    mem[10'b100000100] = 12'hcc1;
    mem[10'b100000101] = 12'hcbf;
    mem[10'b100000110] = 12'hcbc;
    mem[10'b100000111] = 12'hcba;
    mem[10'b100001000] = 12'hcb7;
    mem[10'b100001001] = 12'hcb5;
    mem[10'b100001010] = 12'hcb2;
    mem[10'b100001011] = 12'hcb0;
    mem[10'b100001100] = 12'hcad;
    mem[10'b100001101] = 12'hcab;
    mem[10'b100001110] = 12'hca8;
    mem[10'b100001111] = 12'hca6;
    mem[10'b100010000] = 12'hca3;
    mem[10'b100010001] = 12'hca1;
    mem[10'b100010010] = 12'hc9e;
    mem[10'b100010011] = 12'hc9c;
    mem[10'b100010100] = 12'hc99;
    mem[10'b100010101] = 12'hc97;
    mem[10'b100010110] = 12'hc94;
    mem[10'b100010111] = 12'hc92;
    mem[10'b100011000] = 12'hc8f;
    mem[10'b100011001] = 12'hc8d;
    mem[10'b100011010] = 12'hc8a;
    mem[10'b100011011] = 12'hc88;
    mem[10'b100011100] = 12'hc85;
    mem[10'b100011101] = 12'hc83;
    mem[10'b100011110] = 12'hc81;
    mem[10'b100011111] = 12'hc7e;
    mem[10'b100100000] = 12'hc7c;
    mem[10'b100100001] = 12'hc79;
    mem[10'b100100010] = 12'hc77;
    mem[10'b100100011] = 12'hc74;
    mem[10'b100100100] = 12'hc72;
    mem[10'b100100101] = 12'hc70;
    mem[10'b100100110] = 12'hc6d;
    mem[10'b100100111] = 12'hc6b;
    mem[10'b100101000] = 12'hc68;
    mem[10'b100101001] = 12'hc66;
    mem[10'b100101010] = 12'hc63;
    mem[10'b100101011] = 12'hc61;
    mem[10'b100101100] = 12'hc5f;
    mem[10'b100101101] = 12'hc5c;
    mem[10'b100101110] = 12'hc5a;
    mem[10'b100101111] = 12'hc58;
    mem[10'b100110000] = 12'hc55;
    mem[10'b100110001] = 12'hc53;
    mem[10'b100110010] = 12'hc50;
    mem[10'b100110011] = 12'hc4e;
    mem[10'b100110100] = 12'hc4c;
    mem[10'b100110101] = 12'hc49;
    mem[10'b100110110] = 12'hc47;
    mem[10'b100110111] = 12'hc45;
    mem[10'b100111000] = 12'hc42;
    mem[10'b100111001] = 12'hc40;
    mem[10'b100111010] = 12'hc3e;
    mem[10'b100111011] = 12'hc3b;
    mem[10'b100111100] = 12'hc39;
    mem[10'b100111101] = 12'hc37;
    mem[10'b100111110] = 12'hc34;
    mem[10'b100111111] = 12'hc32;
    mem[10'b101000000] = 12'hc30;
    mem[10'b101000001] = 12'hc2d;
    mem[10'b101000010] = 12'hc2b;
    mem[10'b101000011] = 12'hc29;
    mem[10'b101000100] = 12'hc26;
    mem[10'b101000101] = 12'hc24;
    mem[10'b101000110] = 12'hc22;
    mem[10'b101000111] = 12'hc1f;
    mem[10'b101001000] = 12'hc1d;
    mem[10'b101001001] = 12'hc1b;
    mem[10'b101001010] = 12'hc19;
    mem[10'b101001011] = 12'hc16;
    mem[10'b101001100] = 12'hc14;
    mem[10'b101001101] = 12'hc12;
    mem[10'b101001110] = 12'hc0f;
    mem[10'b101001111] = 12'hc0d;
    mem[10'b101010000] = 12'hc0b;
    mem[10'b101010001] = 12'hc09;
    mem[10'b101010010] = 12'hc06;
    mem[10'b101010011] = 12'hc04;
    mem[10'b101010100] = 12'hc02;
    mem[10'b101010101] = 12'hc00;
    mem[10'b101010110] = 12'hbfd;
    mem[10'b101010111] = 12'hbfb;
    mem[10'b101011000] = 12'hbf9;
    mem[10'b101011001] = 12'hbf7;
    mem[10'b101011010] = 12'hbf4;
    mem[10'b101011011] = 12'hbf2;
    mem[10'b101011100] = 12'hbf0;
    mem[10'b101011101] = 12'hbee;
    mem[10'b101011110] = 12'hbec;
    mem[10'b101011111] = 12'hbe9;
    mem[10'b101100000] = 12'hbe7;
    mem[10'b101100001] = 12'hbe5;
    mem[10'b101100010] = 12'hbe3;
    mem[10'b101100011] = 12'hbe0;
    mem[10'b101100100] = 12'hbde;
    mem[10'b101100101] = 12'hbdc;
    mem[10'b101100110] = 12'hbda;
    mem[10'b101100111] = 12'hbd8;
    mem[10'b101101000] = 12'hbd5;
    mem[10'b101101001] = 12'hbd3;
    mem[10'b101101010] = 12'hbd1;
    mem[10'b101101011] = 12'hbcf;
    mem[10'b101101100] = 12'hbcd;
    mem[10'b101101101] = 12'hbcb;
    mem[10'b101101110] = 12'hbc8;
    mem[10'b101101111] = 12'hbc6;
    mem[10'b101110000] = 12'hbc4;
    mem[10'b101110001] = 12'hbc2;
    mem[10'b101110010] = 12'hbc0;
    mem[10'b101110011] = 12'hbbe;
    mem[10'b101110100] = 12'hbbb;
    mem[10'b101110101] = 12'hbb9;
    mem[10'b101110110] = 12'hbb7;
    mem[10'b101110111] = 12'hbb5;
    mem[10'b101111000] = 12'hbb3;
    mem[10'b101111001] = 12'hbb1;
    mem[10'b101111010] = 12'hbaf;
    mem[10'b101111011] = 12'hbac;
    mem[10'b101111100] = 12'hbaa;
    mem[10'b101111101] = 12'hba8;
    mem[10'b101111110] = 12'hba6;
    mem[10'b101111111] = 12'hba4;
    mem[10'b110000000] = 12'hba2;
    mem[10'b110000001] = 12'hba0;
    mem[10'b110000010] = 12'hb9e;
    mem[10'b110000011] = 12'hb9c;
    mem[10'b110000100] = 12'hb99;
    mem[10'b110000101] = 12'hb97;
    mem[10'b110000110] = 12'hb95;
    mem[10'b110000111] = 12'hb93;
    mem[10'b110001000] = 12'hb91;
    mem[10'b110001001] = 12'hb8f;
    mem[10'b110001010] = 12'hb8d;
    mem[10'b110001011] = 12'hb8b;
    mem[10'b110001100] = 12'hb89;
    mem[10'b110001101] = 12'hb87;
    mem[10'b110001110] = 12'hb85;
    mem[10'b110001111] = 12'hb82;
    mem[10'b110010000] = 12'hb80;
    mem[10'b110010001] = 12'hb7e;
    mem[10'b110010010] = 12'hb7c;
    mem[10'b110010011] = 12'hb7a;
    mem[10'b110010100] = 12'hb78;
    mem[10'b110010101] = 12'hb76;
    mem[10'b110010110] = 12'hb74;
    mem[10'b110010111] = 12'hb72;
    mem[10'b110011000] = 12'hb70;
    mem[10'b110011001] = 12'hb6e;
    mem[10'b110011010] = 12'hb6c;
    mem[10'b110011011] = 12'hb6a;
    mem[10'b110011100] = 12'hb68;
    mem[10'b110011101] = 12'hb66;
    mem[10'b110011110] = 12'hb64;
    mem[10'b110011111] = 12'hb62;
    mem[10'b110100000] = 12'hb60;
    mem[10'b110100001] = 12'hb5e;
    mem[10'b110100010] = 12'hb5c;
    mem[10'b110100011] = 12'hb5a;
    mem[10'b110100100] = 12'hb58;
    mem[10'b110100101] = 12'hb56;
    mem[10'b110100110] = 12'hb54;
    mem[10'b110100111] = 12'hb52;
    mem[10'b110101000] = 12'hb50;
    mem[10'b110101001] = 12'hb4e;
    mem[10'b110101010] = 12'hb4c;
    mem[10'b110101011] = 12'hb4a;
    mem[10'b110101100] = 12'hb48;
    mem[10'b110101101] = 12'hb46;
    mem[10'b110101110] = 12'hb44;
    mem[10'b110101111] = 12'hb42;
    mem[10'b110110000] = 12'hb40;
    mem[10'b110110001] = 12'hb3e;
    mem[10'b110110010] = 12'hb3c;
    mem[10'b110110011] = 12'hb3a;
    mem[10'b110110100] = 12'hb38;
    mem[10'b110110101] = 12'hb36;
    mem[10'b110110110] = 12'hb34;
    mem[10'b110110111] = 12'hb32;
    mem[10'b110111000] = 12'hb30;
    mem[10'b110111001] = 12'hb2e;
    mem[10'b110111010] = 12'hb2c;
    mem[10'b110111011] = 12'hb2a;
    mem[10'b110111100] = 12'hb28;
    mem[10'b110111101] = 12'hb26;
    mem[10'b110111110] = 12'hb24;
    mem[10'b110111111] = 12'hb22;
    mem[10'b111000000] = 12'hb20;
    mem[10'b111000001] = 12'hb1e;
    mem[10'b111000010] = 12'hb1d;
    mem[10'b111000011] = 12'hb1b;
    mem[10'b111000100] = 12'hb19;
    mem[10'b111000101] = 12'hb17;
    mem[10'b111000110] = 12'hb15;
    mem[10'b111000111] = 12'hb13;
    mem[10'b111001000] = 12'hb11;
    mem[10'b111001001] = 12'hb0f;
    mem[10'b111001010] = 12'hb0d;
    mem[10'b111001011] = 12'hb0b;
    mem[10'b111001100] = 12'hb09;
    mem[10'b111001101] = 12'hb07;
    mem[10'b111001110] = 12'hb06;
    mem[10'b111001111] = 12'hb04;
    mem[10'b111010000] = 12'hb02;
    mem[10'b111010001] = 12'hb00;
    mem[10'b111010010] = 12'hafe;
    mem[10'b111010011] = 12'hafc;
    mem[10'b111010100] = 12'hafa;
    mem[10'b111010101] = 12'haf8;
    mem[10'b111010110] = 12'haf6;
    mem[10'b111010111] = 12'haf5;
    mem[10'b111011000] = 12'haf3;
    mem[10'b111011001] = 12'haf1;
    mem[10'b111011010] = 12'haef;
    mem[10'b111011011] = 12'haed;
    mem[10'b111011100] = 12'haeb;
    mem[10'b111011101] = 12'hae9;
    mem[10'b111011110] = 12'hae8;
    mem[10'b111011111] = 12'hae6;
    mem[10'b111100000] = 12'hae4;
    mem[10'b111100001] = 12'hae2;
    mem[10'b111100010] = 12'hae0;
    mem[10'b111100011] = 12'hade;
    mem[10'b111100100] = 12'hadc;
    mem[10'b111100101] = 12'hadb;
    mem[10'b111100110] = 12'had9;
    mem[10'b111100111] = 12'had7;
    mem[10'b111101000] = 12'had5;
    mem[10'b111101001] = 12'had3;
    mem[10'b111101010] = 12'had1;
    mem[10'b111101011] = 12'had0;
    mem[10'b111101100] = 12'hace;
    mem[10'b111101101] = 12'hacc;
    mem[10'b111101110] = 12'haca;
    mem[10'b111101111] = 12'hac8;
    mem[10'b111110000] = 12'hac7;
    mem[10'b111110001] = 12'hac5;
    mem[10'b111110010] = 12'hac3;
    mem[10'b111110011] = 12'hac1;
    mem[10'b111110100] = 12'habf;
    mem[10'b111110101] = 12'habd;
    mem[10'b111110110] = 12'habc;
    mem[10'b111110111] = 12'haba;
    mem[10'b111111000] = 12'hab8;
    mem[10'b111111001] = 12'hab6;
    mem[10'b111111010] = 12'hab4;
    mem[10'b111111011] = 12'hab3;
    mem[10'b111111100] = 12'hab1;
    mem[10'b111111101] = 12'haaf;
    mem[10'b111111110] = 12'haad;
    mem[10'b111111111] = 12'haac;
    mem[10'b1000000000] = 12'haaa;
    mem[10'b1000000001] = 12'haa8;
    mem[10'b1000000010] = 12'haa6;
    mem[10'b1000000011] = 12'haa4;
    mem[10'b1000000100] = 12'haa3;
    mem[10'b1000000101] = 12'haa1;
    mem[10'b1000000110] = 12'ha9f;
    mem[10'b1000000111] = 12'ha9d;
    mem[10'b1000001000] = 12'ha9c;
    mem[10'b1000001001] = 12'ha9a;
    mem[10'b1000001010] = 12'ha98;
    mem[10'b1000001011] = 12'ha96;
    mem[10'b1000001100] = 12'ha95;
    mem[10'b1000001101] = 12'ha93;
    mem[10'b1000001110] = 12'ha91;
    mem[10'b1000001111] = 12'ha8f;
    mem[10'b1000010000] = 12'ha8e;
    mem[10'b1000010001] = 12'ha8c;
    mem[10'b1000010010] = 12'ha8a;
    mem[10'b1000010011] = 12'ha88;
    mem[10'b1000010100] = 12'ha87;
    mem[10'b1000010101] = 12'ha85;
    mem[10'b1000010110] = 12'ha83;
    mem[10'b1000010111] = 12'ha82;
    mem[10'b1000011000] = 12'ha80;
    mem[10'b1000011001] = 12'ha7e;
    mem[10'b1000011010] = 12'ha7c;
    mem[10'b1000011011] = 12'ha7b;
    mem[10'b1000011100] = 12'ha79;
    mem[10'b1000011101] = 12'ha77;
    mem[10'b1000011110] = 12'ha76;
    mem[10'b1000011111] = 12'ha74;
    mem[10'b1000100000] = 12'ha72;
    mem[10'b1000100001] = 12'ha70;
    mem[10'b1000100010] = 12'ha6f;
    mem[10'b1000100011] = 12'ha6d;
    mem[10'b1000100100] = 12'ha6b;
    mem[10'b1000100101] = 12'ha6a;
    mem[10'b1000100110] = 12'ha68;
    mem[10'b1000100111] = 12'ha66;
    mem[10'b1000101000] = 12'ha65;
    mem[10'b1000101001] = 12'ha63;
    mem[10'b1000101010] = 12'ha61;
    mem[10'b1000101011] = 12'ha5f;
    mem[10'b1000101100] = 12'ha5e;
    mem[10'b1000101101] = 12'ha5c;
    mem[10'b1000101110] = 12'ha5a;
    mem[10'b1000101111] = 12'ha59;
    mem[10'b1000110000] = 12'ha57;
    mem[10'b1000110001] = 12'ha55;
    mem[10'b1000110010] = 12'ha54;
    mem[10'b1000110011] = 12'ha52;
    mem[10'b1000110100] = 12'ha50;
    mem[10'b1000110101] = 12'ha4f;
    mem[10'b1000110110] = 12'ha4d;
    mem[10'b1000110111] = 12'ha4b;
    mem[10'b1000111000] = 12'ha4a;
    mem[10'b1000111001] = 12'ha48;
    mem[10'b1000111010] = 12'ha46;
    mem[10'b1000111011] = 12'ha45;
    mem[10'b1000111100] = 12'ha43;
    mem[10'b1000111101] = 12'ha42;
    mem[10'b1000111110] = 12'ha40;
    mem[10'b1000111111] = 12'ha3e;
    mem[10'b1001000000] = 12'ha3d;
    mem[10'b1001000001] = 12'ha3b;
    mem[10'b1001000010] = 12'ha39;
    mem[10'b1001000011] = 12'ha38;
    mem[10'b1001000100] = 12'ha36;
    mem[10'b1001000101] = 12'ha34;
    mem[10'b1001000110] = 12'ha33;
    mem[10'b1001000111] = 12'ha31;
    mem[10'b1001001000] = 12'ha30;
    mem[10'b1001001001] = 12'ha2e;
    mem[10'b1001001010] = 12'ha2c;
    mem[10'b1001001011] = 12'ha2b;
    mem[10'b1001001100] = 12'ha29;
    mem[10'b1001001101] = 12'ha28;
    mem[10'b1001001110] = 12'ha26;
    mem[10'b1001001111] = 12'ha24;
    mem[10'b1001010000] = 12'ha23;
    mem[10'b1001010001] = 12'ha21;
    mem[10'b1001010010] = 12'ha1f;
    mem[10'b1001010011] = 12'ha1e;
    mem[10'b1001010100] = 12'ha1c;
    mem[10'b1001010101] = 12'ha1b;
    mem[10'b1001010110] = 12'ha19;
    mem[10'b1001010111] = 12'ha17;
    mem[10'b1001011000] = 12'ha16;
    mem[10'b1001011001] = 12'ha14;
    mem[10'b1001011010] = 12'ha13;
    mem[10'b1001011011] = 12'ha11;
    mem[10'b1001011100] = 12'ha10;
    mem[10'b1001011101] = 12'ha0e;
    mem[10'b1001011110] = 12'ha0c;
    mem[10'b1001011111] = 12'ha0b;
    mem[10'b1001100000] = 12'ha09;
    mem[10'b1001100001] = 12'ha08;
    mem[10'b1001100010] = 12'ha06;
    mem[10'b1001100011] = 12'ha05;
    mem[10'b1001100100] = 12'ha03;
    mem[10'b1001100101] = 12'ha01;
    mem[10'b1001100110] = 12'ha00;
    mem[10'b1001100111] = 12'h9fe;
    mem[10'b1001101000] = 12'h9fd;
    mem[10'b1001101001] = 12'h9fb;
    mem[10'b1001101010] = 12'h9fa;
    mem[10'b1001101011] = 12'h9f8;
    mem[10'b1001101100] = 12'h9f7;
    mem[10'b1001101101] = 12'h9f5;
    mem[10'b1001101110] = 12'h9f3;
    mem[10'b1001101111] = 12'h9f2;
    mem[10'b1001110000] = 12'h9f0;
    mem[10'b1001110001] = 12'h9ef;
    mem[10'b1001110010] = 12'h9ed;
    mem[10'b1001110011] = 12'h9ec;
    mem[10'b1001110100] = 12'h9ea;
    mem[10'b1001110101] = 12'h9e9;
    mem[10'b1001110110] = 12'h9e7;
    mem[10'b1001110111] = 12'h9e6;
    mem[10'b1001111000] = 12'h9e4;
    mem[10'b1001111001] = 12'h9e3;
    mem[10'b1001111010] = 12'h9e1;
    mem[10'b1001111011] = 12'h9df;
    mem[10'b1001111100] = 12'h9de;
    mem[10'b1001111101] = 12'h9dc;
    mem[10'b1001111110] = 12'h9db;
    mem[10'b1001111111] = 12'h9d9;
    mem[10'b1010000000] = 12'h9d8;
    mem[10'b1010000001] = 12'h9d6;
    mem[10'b1010000010] = 12'h9d5;
    mem[10'b1010000011] = 12'h9d3;
    mem[10'b1010000100] = 12'h9d2;
    mem[10'b1010000101] = 12'h9d0;
    mem[10'b1010000110] = 12'h9cf;
    mem[10'b1010000111] = 12'h9cd;
    mem[10'b1010001000] = 12'h9cc;
    mem[10'b1010001001] = 12'h9ca;
    mem[10'b1010001010] = 12'h9c9;
    mem[10'b1010001011] = 12'h9c7;
    mem[10'b1010001100] = 12'h9c6;
    mem[10'b1010001101] = 12'h9c4;
    mem[10'b1010001110] = 12'h9c3;
    mem[10'b1010001111] = 12'h9c1;
    mem[10'b1010010000] = 12'h9c0;
    mem[10'b1010010001] = 12'h9be;
    mem[10'b1010010010] = 12'h9bd;
    mem[10'b1010010011] = 12'h9bb;
    mem[10'b1010010100] = 12'h9ba;
    mem[10'b1010010101] = 12'h9b8;
    mem[10'b1010010110] = 12'h9b7;
    mem[10'b1010010111] = 12'h9b6;
    mem[10'b1010011000] = 12'h9b4;
    mem[10'b1010011001] = 12'h9b3;
    mem[10'b1010011010] = 12'h9b1;
    mem[10'b1010011011] = 12'h9b0;
    mem[10'b1010011100] = 12'h9ae;
    mem[10'b1010011101] = 12'h9ad;
    mem[10'b1010011110] = 12'h9ab;
    mem[10'b1010011111] = 12'h9aa;
    mem[10'b1010100000] = 12'h9a8;
    mem[10'b1010100001] = 12'h9a7;
    mem[10'b1010100010] = 12'h9a5;
    mem[10'b1010100011] = 12'h9a4;
    mem[10'b1010100100] = 12'h9a3;
    mem[10'b1010100101] = 12'h9a1;
    mem[10'b1010100110] = 12'h9a0;
    mem[10'b1010100111] = 12'h99e;
    mem[10'b1010101000] = 12'h99d;
    mem[10'b1010101001] = 12'h99b;
    mem[10'b1010101010] = 12'h99a;
    mem[10'b1010101011] = 12'h998;
    mem[10'b1010101100] = 12'h997;
    mem[10'b1010101101] = 12'h996;
    mem[10'b1010101110] = 12'h994;
    mem[10'b1010101111] = 12'h993;
    mem[10'b1010110000] = 12'h991;
    mem[10'b1010110001] = 12'h990;
    mem[10'b1010110010] = 12'h98e;
    mem[10'b1010110011] = 12'h98d;
    mem[10'b1010110100] = 12'h98c;
    mem[10'b1010110101] = 12'h98a;
    mem[10'b1010110110] = 12'h989;
    mem[10'b1010110111] = 12'h987;
    mem[10'b1010111000] = 12'h986;
    mem[10'b1010111001] = 12'h984;
    mem[10'b1010111010] = 12'h983;
    mem[10'b1010111011] = 12'h982;
    mem[10'b1010111100] = 12'h980;
    mem[10'b1010111101] = 12'h97f;
    mem[10'b1010111110] = 12'h97d;
    mem[10'b1010111111] = 12'h97c;
    mem[10'b1011000000] = 12'h97b;
    mem[10'b1011000001] = 12'h979;
    mem[10'b1011000010] = 12'h978;
    mem[10'b1011000011] = 12'h976;
    mem[10'b1011000100] = 12'h975;
    mem[10'b1011000101] = 12'h974;
    mem[10'b1011000110] = 12'h972;
    mem[10'b1011000111] = 12'h971;
    mem[10'b1011001000] = 12'h96f;
    mem[10'b1011001001] = 12'h96e;
    mem[10'b1011001010] = 12'h96d;
    mem[10'b1011001011] = 12'h96b;
    mem[10'b1011001100] = 12'h96a;
    mem[10'b1011001101] = 12'h968;
    mem[10'b1011001110] = 12'h967;
    mem[10'b1011001111] = 12'h966;
    mem[10'b1011010000] = 12'h964;
    mem[10'b1011010001] = 12'h963;
    mem[10'b1011010010] = 12'h962;
    mem[10'b1011010011] = 12'h960;
    mem[10'b1011010100] = 12'h95f;
    mem[10'b1011010101] = 12'h95d;
    mem[10'b1011010110] = 12'h95c;
    mem[10'b1011010111] = 12'h95b;
    mem[10'b1011011000] = 12'h959;
    mem[10'b1011011001] = 12'h958;
    mem[10'b1011011010] = 12'h957;
    mem[10'b1011011011] = 12'h955;
    mem[10'b1011011100] = 12'h954;
    mem[10'b1011011101] = 12'h953;
    mem[10'b1011011110] = 12'h951;
    mem[10'b1011011111] = 12'h950;
    mem[10'b1011100000] = 12'h94e;
    mem[10'b1011100001] = 12'h94d;
    mem[10'b1011100010] = 12'h94c;
    mem[10'b1011100011] = 12'h94a;
    mem[10'b1011100100] = 12'h949;
    mem[10'b1011100101] = 12'h948;
    mem[10'b1011100110] = 12'h946;
    mem[10'b1011100111] = 12'h945;
    mem[10'b1011101000] = 12'h944;
    mem[10'b1011101001] = 12'h942;
    mem[10'b1011101010] = 12'h941;
    mem[10'b1011101011] = 12'h940;
    mem[10'b1011101100] = 12'h93e;
    mem[10'b1011101101] = 12'h93d;
    mem[10'b1011101110] = 12'h93c;
    mem[10'b1011101111] = 12'h93a;
    mem[10'b1011110000] = 12'h939;
    mem[10'b1011110001] = 12'h938;
    mem[10'b1011110010] = 12'h936;
    mem[10'b1011110011] = 12'h935;
    mem[10'b1011110100] = 12'h934;
    mem[10'b1011110101] = 12'h932;
    mem[10'b1011110110] = 12'h931;
    mem[10'b1011110111] = 12'h930;
    mem[10'b1011111000] = 12'h92e;
    mem[10'b1011111001] = 12'h92d;
    mem[10'b1011111010] = 12'h92c;
    mem[10'b1011111011] = 12'h92a;
    mem[10'b1011111100] = 12'h929;
    mem[10'b1011111101] = 12'h928;
    mem[10'b1011111110] = 12'h927;
    mem[10'b1011111111] = 12'h925;
    mem[10'b1100000000] = 12'h924;
    mem[10'b1100000001] = 12'h923;
    mem[10'b1100000010] = 12'h921;
    mem[10'b1100000011] = 12'h920;
    mem[10'b1100000100] = 12'h91f;
    mem[10'b1100000101] = 12'h91d;
    mem[10'b1100000110] = 12'h91c;
    mem[10'b1100000111] = 12'h91b;
    mem[10'b1100001000] = 12'h91a;
    mem[10'b1100001001] = 12'h918;
    mem[10'b1100001010] = 12'h917;
    mem[10'b1100001011] = 12'h916;
    mem[10'b1100001100] = 12'h914;
    mem[10'b1100001101] = 12'h913;
    mem[10'b1100001110] = 12'h912;
    mem[10'b1100001111] = 12'h911;
    mem[10'b1100010000] = 12'h90f;
    mem[10'b1100010001] = 12'h90e;
    mem[10'b1100010010] = 12'h90d;
    mem[10'b1100010011] = 12'h90b;
    mem[10'b1100010100] = 12'h90a;
    mem[10'b1100010101] = 12'h909;
    mem[10'b1100010110] = 12'h908;
    mem[10'b1100010111] = 12'h906;
    mem[10'b1100011000] = 12'h905;
    mem[10'b1100011001] = 12'h904;
    mem[10'b1100011010] = 12'h902;
    mem[10'b1100011011] = 12'h901;
    mem[10'b1100011100] = 12'h900;
    mem[10'b1100011101] = 12'h8ff;
    mem[10'b1100011110] = 12'h8fd;
    mem[10'b1100011111] = 12'h8fc;
    mem[10'b1100100000] = 12'h8fb;
    mem[10'b1100100001] = 12'h8fa;
    mem[10'b1100100010] = 12'h8f8;
    mem[10'b1100100011] = 12'h8f7;
    mem[10'b1100100100] = 12'h8f6;
    mem[10'b1100100101] = 12'h8f5;
    mem[10'b1100100110] = 12'h8f3;
    mem[10'b1100100111] = 12'h8f2;
    mem[10'b1100101000] = 12'h8f1;
    mem[10'b1100101001] = 12'h8f0;
    mem[10'b1100101010] = 12'h8ee;
    mem[10'b1100101011] = 12'h8ed;
    mem[10'b1100101100] = 12'h8ec;
    mem[10'b1100101101] = 12'h8eb;
    mem[10'b1100101110] = 12'h8e9;
    mem[10'b1100101111] = 12'h8e8;
    mem[10'b1100110000] = 12'h8e7;
    mem[10'b1100110001] = 12'h8e6;
    mem[10'b1100110010] = 12'h8e4;
    mem[10'b1100110011] = 12'h8e3;
    mem[10'b1100110100] = 12'h8e2;
    mem[10'b1100110101] = 12'h8e1;
    mem[10'b1100110110] = 12'h8df;
    mem[10'b1100110111] = 12'h8de;
    mem[10'b1100111000] = 12'h8dd;
    mem[10'b1100111001] = 12'h8dc;
    mem[10'b1100111010] = 12'h8db;
    mem[10'b1100111011] = 12'h8d9;
    mem[10'b1100111100] = 12'h8d8;
    mem[10'b1100111101] = 12'h8d7;
    mem[10'b1100111110] = 12'h8d6;
    mem[10'b1100111111] = 12'h8d4;
    mem[10'b1101000000] = 12'h8d3;
    mem[10'b1101000001] = 12'h8d2;
    mem[10'b1101000010] = 12'h8d1;
    mem[10'b1101000011] = 12'h8d0;
    mem[10'b1101000100] = 12'h8ce;
    mem[10'b1101000101] = 12'h8cd;
    mem[10'b1101000110] = 12'h8cc;
    mem[10'b1101000111] = 12'h8cb;
    mem[10'b1101001000] = 12'h8ca;
    mem[10'b1101001001] = 12'h8c8;
    mem[10'b1101001010] = 12'h8c7;
    mem[10'b1101001011] = 12'h8c6;
    mem[10'b1101001100] = 12'h8c5;
    mem[10'b1101001101] = 12'h8c4;
    mem[10'b1101001110] = 12'h8c2;
    mem[10'b1101001111] = 12'h8c1;
    mem[10'b1101010000] = 12'h8c0;
    mem[10'b1101010001] = 12'h8bf;
    mem[10'b1101010010] = 12'h8be;
    mem[10'b1101010011] = 12'h8bc;
    mem[10'b1101010100] = 12'h8bb;
    mem[10'b1101010101] = 12'h8ba;
    mem[10'b1101010110] = 12'h8b9;
    mem[10'b1101010111] = 12'h8b8;
    mem[10'b1101011000] = 12'h8b6;
    mem[10'b1101011001] = 12'h8b5;
    mem[10'b1101011010] = 12'h8b4;
    mem[10'b1101011011] = 12'h8b3;
    mem[10'b1101011100] = 12'h8b2;
    mem[10'b1101011101] = 12'h8b1;
    mem[10'b1101011110] = 12'h8af;
    mem[10'b1101011111] = 12'h8ae;
    mem[10'b1101100000] = 12'h8ad;
    mem[10'b1101100001] = 12'h8ac;
    mem[10'b1101100010] = 12'h8ab;
    mem[10'b1101100011] = 12'h8a9;
    mem[10'b1101100100] = 12'h8a8;
    mem[10'b1101100101] = 12'h8a7;
    mem[10'b1101100110] = 12'h8a6;
    mem[10'b1101100111] = 12'h8a5;
    mem[10'b1101101000] = 12'h8a4;
    mem[10'b1101101001] = 12'h8a2;
    mem[10'b1101101010] = 12'h8a1;
    mem[10'b1101101011] = 12'h8a0;
    mem[10'b1101101100] = 12'h89f;
    mem[10'b1101101101] = 12'h89e;
    mem[10'b1101101110] = 12'h89d;
    mem[10'b1101101111] = 12'h89b;
    mem[10'b1101110000] = 12'h89a;
    mem[10'b1101110001] = 12'h899;
    mem[10'b1101110010] = 12'h898;
    mem[10'b1101110011] = 12'h897;
    mem[10'b1101110100] = 12'h896;
    mem[10'b1101110101] = 12'h895;
    mem[10'b1101110110] = 12'h893;
    mem[10'b1101110111] = 12'h892;
    mem[10'b1101111000] = 12'h891;
    mem[10'b1101111001] = 12'h890;
    mem[10'b1101111010] = 12'h88f;
    mem[10'b1101111011] = 12'h88e;
    mem[10'b1101111100] = 12'h88d;
    mem[10'b1101111101] = 12'h88b;
    mem[10'b1101111110] = 12'h88a;
    mem[10'b1101111111] = 12'h889;
    mem[10'b1110000000] = 12'h888;
    mem[10'b1110000001] = 12'h887;
    mem[10'b1110000010] = 12'h886;
    mem[10'b1110000011] = 12'h885;
    mem[10'b1110000100] = 12'h883;
    mem[10'b1110000101] = 12'h882;
    mem[10'b1110000110] = 12'h881;
    mem[10'b1110000111] = 12'h880;
    mem[10'b1110001000] = 12'h87f;
    mem[10'b1110001001] = 12'h87e;
    mem[10'b1110001010] = 12'h87d;
    mem[10'b1110001011] = 12'h87c;
    mem[10'b1110001100] = 12'h87a;
    mem[10'b1110001101] = 12'h879;
    mem[10'b1110001110] = 12'h878;
    mem[10'b1110001111] = 12'h877;
    mem[10'b1110010000] = 12'h876;
    mem[10'b1110010001] = 12'h875;
    mem[10'b1110010010] = 12'h874;
    mem[10'b1110010011] = 12'h873;
    mem[10'b1110010100] = 12'h871;
    mem[10'b1110010101] = 12'h870;
    mem[10'b1110010110] = 12'h86f;
    mem[10'b1110010111] = 12'h86e;
    mem[10'b1110011000] = 12'h86d;
    mem[10'b1110011001] = 12'h86c;
    mem[10'b1110011010] = 12'h86b;
    mem[10'b1110011011] = 12'h86a;
    mem[10'b1110011100] = 12'h869;
    mem[10'b1110011101] = 12'h867;
    mem[10'b1110011110] = 12'h866;
    mem[10'b1110011111] = 12'h865;
    mem[10'b1110100000] = 12'h864;
    mem[10'b1110100001] = 12'h863;
    mem[10'b1110100010] = 12'h862;
    mem[10'b1110100011] = 12'h861;
    mem[10'b1110100100] = 12'h860;
    mem[10'b1110100101] = 12'h85f;
    mem[10'b1110100110] = 12'h85e;
    mem[10'b1110100111] = 12'h85c;
    mem[10'b1110101000] = 12'h85b;
    mem[10'b1110101001] = 12'h85a;
    mem[10'b1110101010] = 12'h859;
    mem[10'b1110101011] = 12'h858;
    mem[10'b1110101100] = 12'h857;
    mem[10'b1110101101] = 12'h856;
    mem[10'b1110101110] = 12'h855;
    mem[10'b1110101111] = 12'h854;
    mem[10'b1110110000] = 12'h853;
    mem[10'b1110110001] = 12'h852;
    mem[10'b1110110010] = 12'h851;
    mem[10'b1110110011] = 12'h84f;
    mem[10'b1110110100] = 12'h84e;
    mem[10'b1110110101] = 12'h84d;
    mem[10'b1110110110] = 12'h84c;
    mem[10'b1110110111] = 12'h84b;
    mem[10'b1110111000] = 12'h84a;
    mem[10'b1110111001] = 12'h849;
    mem[10'b1110111010] = 12'h848;
    mem[10'b1110111011] = 12'h847;
    mem[10'b1110111100] = 12'h846;
    mem[10'b1110111101] = 12'h845;
    mem[10'b1110111110] = 12'h844;
    mem[10'b1110111111] = 12'h843;
    mem[10'b1111000000] = 12'h842;
    mem[10'b1111000001] = 12'h840;
    mem[10'b1111000010] = 12'h83f;
    mem[10'b1111000011] = 12'h83e;
    mem[10'b1111000100] = 12'h83d;
    mem[10'b1111000101] = 12'h83c;
    mem[10'b1111000110] = 12'h83b;
    mem[10'b1111000111] = 12'h83a;
    mem[10'b1111001000] = 12'h839;
    mem[10'b1111001001] = 12'h838;
    mem[10'b1111001010] = 12'h837;
    mem[10'b1111001011] = 12'h836;
    mem[10'b1111001100] = 12'h835;
    mem[10'b1111001101] = 12'h834;
    mem[10'b1111001110] = 12'h833;
    mem[10'b1111001111] = 12'h832;
    mem[10'b1111010000] = 12'h831;
    mem[10'b1111010001] = 12'h830;
    mem[10'b1111010010] = 12'h82f;
    mem[10'b1111010011] = 12'h82d;
    mem[10'b1111010100] = 12'h82c;
    mem[10'b1111010101] = 12'h82b;
    mem[10'b1111010110] = 12'h82a;
    mem[10'b1111010111] = 12'h829;
    mem[10'b1111011000] = 12'h828;
    mem[10'b1111011001] = 12'h827;
    mem[10'b1111011010] = 12'h826;
    mem[10'b1111011011] = 12'h825;
    mem[10'b1111011100] = 12'h824;
    mem[10'b1111011101] = 12'h823;
    mem[10'b1111011110] = 12'h822;
    mem[10'b1111011111] = 12'h821;
    mem[10'b1111100000] = 12'h820;
    mem[10'b1111100001] = 12'h81f;
    mem[10'b1111100010] = 12'h81e;
    mem[10'b1111100011] = 12'h81d;
    mem[10'b1111100100] = 12'h81c;
    mem[10'b1111100101] = 12'h81b;
    mem[10'b1111100110] = 12'h81a;
    mem[10'b1111100111] = 12'h819;
    mem[10'b1111101000] = 12'h818;
    mem[10'b1111101001] = 12'h817;
    mem[10'b1111101010] = 12'h816;
    mem[10'b1111101011] = 12'h815;
    mem[10'b1111101100] = 12'h814;
    mem[10'b1111101101] = 12'h813;
    mem[10'b1111101110] = 12'h812;
    mem[10'b1111101111] = 12'h811;
    mem[10'b1111110000] = 12'h810;
    mem[10'b1111110001] = 12'h80f;
    mem[10'b1111110010] = 12'h80e;
    mem[10'b1111110011] = 12'h80d;
    mem[10'b1111110100] = 12'h80c;
    mem[10'b1111110101] = 12'h80b;
    mem[10'b1111110110] = 12'h80a;
    mem[10'b1111110111] = 12'h809;
    mem[10'b1111111000] = 12'h808;
    mem[10'b1111111001] = 12'h807;
    mem[10'b1111111010] = 12'h806;
    mem[10'b1111111011] = 12'h805;
    mem[10'b1111111100] = 12'h804;
    mem[10'b1111111101] = 12'h803;
    mem[10'b1111111110] = 12'h802;
    mem[10'b1111111111] = 12'h801;
    end
    
    always @(posedge clock) begin
       data <= mem[address];
    end
endmodule // top$core$recip$rom


module top$core$regs(clock,addr_a,addr_b,data_a,data_b,write,write_addr,write_data);
    
    // Module arguments
    input wire  clock;
    input wire  [5:0] addr_a;
    input wire  [5:0] addr_b;
    output reg  [63:0] data_a;
    output reg  [63:0] data_b;
    input wire  write;
    input wire  [5:0] write_addr;
    input wire  [63:0] write_data;
    
    // Stub signals
    reg  [5:0] copy_a$read_address;
    reg  copy_a$read_clock;
    wire  [63:0] copy_a$read_data;
    reg  [5:0] copy_a$write_address;
    reg  copy_a$write_clock;
    reg  [63:0] copy_a$write_data;
    reg  copy_a$write_enable;
    reg  [5:0] copy_b$read_address;
    reg  copy_b$read_clock;
    wire  [63:0] copy_b$read_data;
    reg  [5:0] copy_b$write_address;
    reg  copy_b$write_clock;
    reg  [63:0] copy_b$write_data;
    reg  copy_b$write_enable;
    
    // Sub module instances
    top$core$regs$copy_a copy_a(
        .read_address(copy_a$read_address),
        .read_clock(copy_a$read_clock),
        .read_data(copy_a$read_data),
        .write_address(copy_a$write_address),
        .write_clock(copy_a$write_clock),
        .write_data(copy_a$write_data),
        .write_enable(copy_a$write_enable)
    );
    top$core$regs$copy_b copy_b(
        .read_address(copy_b$read_address),
        .read_clock(copy_b$read_clock),
        .read_data(copy_b$read_data),
        .write_address(copy_b$write_address),
        .write_clock(copy_b$write_clock),
        .write_data(copy_b$write_data),
        .write_enable(copy_b$write_enable)
    );
    
    // Update code
    always @(*) begin
        copy_a$read_clock = clock;
        copy_a$write_clock = clock;
        copy_b$read_clock = clock;
        copy_b$write_clock = clock;
        copy_a$read_address = addr_a;
        copy_b$read_address = addr_b;
        copy_a$write_address = write_addr;
        copy_b$write_address = write_addr;
        copy_a$write_data = write_data;
        copy_b$write_data = write_data;
        copy_a$write_enable = write;
        copy_b$write_enable = write;
        data_a = copy_a$read_data;
        data_b = copy_b$read_data;
    end
    
endmodule // top$core$regs


module top$core$regs$copy_a(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[63:0];
    
    initial begin
    mem[6'b0] = 64'h0;
    mem[6'b1] = 64'h0;
    mem[6'b10] = 64'h0;
    mem[6'b11] = 64'h0;
    mem[6'b100] = 64'h0;
    mem[6'b101] = 64'h0;
    mem[6'b110] = 64'h0;
    mem[6'b111] = 64'h0;
    mem[6'b1000] = 64'h0;
    mem[6'b1001] = 64'h0;
    mem[6'b1010] = 64'h0;
    mem[6'b1011] = 64'h0;
    mem[6'b1100] = 64'h0;
    mem[6'b1101] = 64'h0;
    mem[6'b1110] = 64'h0;
    mem[6'b1111] = 64'h0;
    mem[6'b10000] = 64'h0;
    mem[6'b10001] = 64'h0;
    mem[6'b10010] = 64'h0;
    mem[6'b10011] = 64'h0;
    mem[6'b10100] = 64'h0;
    mem[6'b10101] = 64'h0;
    mem[6'b10110] = 64'h0;
    mem[6'b10111] = 64'h0;
    mem[6'b11000] = 64'h0;
    mem[6'b11001] = 64'h0;
    mem[6'b11010] = 64'h0;
    mem[6'b11011] = 64'h0;
    mem[6'b11100] = 64'h0;
    mem[6'b11101] = 64'h0;
    mem[6'b11110] = 64'h0;
    mem[6'b11111] = 64'h0;
    mem[6'b100000] = 64'h0;
    mem[6'b100001] = 64'h0;
    mem[6'b100010] = 64'h0;
    mem[6'b100011] = 64'h0;
    mem[6'b100100] = 64'h0;
    mem[6'b100101] = 64'h0;
    mem[6'b100110] = 64'h0;
    mem[6'b100111] = 64'h0;
    mem[6'b101000] = 64'h0;
    mem[6'b101001] = 64'h0;
    mem[6'b101010] = 64'h0;
    mem[6'b101011] = 64'h0;
    mem[6'b101100] = 64'h0;
    mem[6'b101101] = 64'h0;
    mem[6'b101110] = 64'h0;
    mem[6'b101111] = 64'h0;
    mem[6'b110000] = 64'h0;
    mem[6'b110001] = 64'h0;
    mem[6'b110010] = 64'h0;
    mem[6'b110011] = 64'h0;
    mem[6'b110100] = 64'h0;
    mem[6'b110101] = 64'h0;
    mem[6'b110110] = 64'h0;
    mem[6'b110111] = 64'h0;
    mem[6'b111000] = 64'h0;
    mem[6'b111001] = 64'h0;
    mem[6'b111010] = 64'h0;
    mem[6'b111011] = 64'h0;
    mem[6'b111100] = 64'h0;
    mem[6'b111101] = 64'h0;
    mem[6'b111110] = 64'h0;
    mem[6'b111111] = 64'h0;
    end
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$core$regs$copy_a


module top$core$regs$copy_b(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[63:0];
    
    initial begin
    mem[6'b0] = 64'h0;
    mem[6'b1] = 64'h0;
    mem[6'b10] = 64'h0;
    mem[6'b11] = 64'h0;
    mem[6'b100] = 64'h0;
    mem[6'b101] = 64'h0;
    mem[6'b110] = 64'h0;
    mem[6'b111] = 64'h0;
    mem[6'b1000] = 64'h0;
    mem[6'b1001] = 64'h0;
    mem[6'b1010] = 64'h0;
    mem[6'b1011] = 64'h0;
    mem[6'b1100] = 64'h0;
    mem[6'b1101] = 64'h0;
    mem[6'b1110] = 64'h0;
    mem[6'b1111] = 64'h0;
    mem[6'b10000] = 64'h0;
    mem[6'b10001] = 64'h0;
    mem[6'b10010] = 64'h0;
    mem[6'b10011] = 64'h0;
    mem[6'b10100] = 64'h0;
    mem[6'b10101] = 64'h0;
    mem[6'b10110] = 64'h0;
    mem[6'b10111] = 64'h0;
    mem[6'b11000] = 64'h0;
    mem[6'b11001] = 64'h0;
    mem[6'b11010] = 64'h0;
    mem[6'b11011] = 64'h0;
    mem[6'b11100] = 64'h0;
    mem[6'b11101] = 64'h0;
    mem[6'b11110] = 64'h0;
    mem[6'b11111] = 64'h0;
    mem[6'b100000] = 64'h0;
    mem[6'b100001] = 64'h0;
    mem[6'b100010] = 64'h0;
    mem[6'b100011] = 64'h0;
    mem[6'b100100] = 64'h0;
    mem[6'b100101] = 64'h0;
    mem[6'b100110] = 64'h0;
    mem[6'b100111] = 64'h0;
    mem[6'b101000] = 64'h0;
    mem[6'b101001] = 64'h0;
    mem[6'b101010] = 64'h0;
    mem[6'b101011] = 64'h0;
    mem[6'b101100] = 64'h0;
    mem[6'b101101] = 64'h0;
    mem[6'b101110] = 64'h0;
    mem[6'b101111] = 64'h0;
    mem[6'b110000] = 64'h0;
    mem[6'b110001] = 64'h0;
    mem[6'b110010] = 64'h0;
    mem[6'b110011] = 64'h0;
    mem[6'b110100] = 64'h0;
    mem[6'b110101] = 64'h0;
    mem[6'b110110] = 64'h0;
    mem[6'b110111] = 64'h0;
    mem[6'b111000] = 64'h0;
    mem[6'b111001] = 64'h0;
    mem[6'b111010] = 64'h0;
    mem[6'b111011] = 64'h0;
    mem[6'b111100] = 64'h0;
    mem[6'b111101] = 64'h0;
    mem[6'b111110] = 64'h0;
    mem[6'b111111] = 64'h0;
    end
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$core$regs$copy_b


module top$core$res(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$res


module top$core$rtt_r(d,q,clock);
    
    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 24'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$rtt_r


module top$core$stack$0(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$stack$0


module top$core$stack$1(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$stack$1


module top$core$stack$2(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$stack$2


module top$core$step(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$step


module top$core$t_r(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$t_r


module top$core$taken_r(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taken_r


module top$core$taps$0(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$0


module top$core$taps$1(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$1


module top$core$taps$10(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$10


module top$core$taps$11(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$11


module top$core$taps$12(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$12


module top$core$taps$13(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$13


module top$core$taps$14(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$14


module top$core$taps$15(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$15


module top$core$taps$16(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$16


module top$core$taps$17(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$17


module top$core$taps$18(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$18


module top$core$taps$19(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$19


module top$core$taps$2(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$2


module top$core$taps$20(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$20


module top$core$taps$21(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$21


module top$core$taps$22(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$22


module top$core$taps$3(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$3


module top$core$taps$4(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$4


module top$core$taps$5(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$5


module top$core$taps$6(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$6


module top$core$taps$7(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$7


module top$core$taps$8(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$8


module top$core$taps$9(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$taps$9


module top$dec(clock,rst,data,byte_valid,byte_ferr,take,cfg_write_ok,slot_full,slot_error,slot_type,err_code,err_info,image_valid,cfg_image,ev_image);
    
    // Module arguments
    input wire  clock;
    input wire  rst;
    input wire  [7:0] data;
    input wire  byte_valid;
    input wire  byte_ferr;
    input wire  take;
    input wire  cfg_write_ok;
    output reg  slot_full;
    output reg  slot_error;
    output reg  [7:0] slot_type;
    output reg  [7:0] err_code;
    output reg  [7:0] err_info;
    output reg  image_valid;
    output reg  [399:0] cfg_image;
    output reg  [143:0] ev_image;
    
    // Constant declarations
    localparam  timeout = 24'h7a120;
    
    // Stub signals
    reg  [15:0] crc$crc_in;
    reg  [7:0] crc$data;
    wire  [15:0] crc$crc_out;
    reg  [7:0] b$d;
    wire  [7:0] b$q;
    reg  b$clock;
    reg  bv$d;
    wire  bv$q;
    reg  bv$clock;
    reg  bf$d;
    wire  bf$q;
    reg  bf$clock;
    reg  f_sync$d;
    wire  f_sync$q;
    reg  f_sync$clock;
    reg  f_long$d;
    wire  f_long$q;
    reg  f_long$clock;
    reg  f_zero$d;
    wire  f_zero$q;
    reg  f_zero$clock;
    reg  f_len_cfg$d;
    wire  f_len_cfg$q;
    reg  f_len_cfg$clock;
    reg  f_len_ev$d;
    wire  f_len_ev$q;
    reg  f_len_ev$clock;
    reg  f_len_exp$d;
    wire  f_len_exp$q;
    reg  f_len_exp$clock;
    reg  f_crc_hi$d;
    wire  f_crc_hi$q;
    reg  f_crc_hi$clock;
    reg  f_crc_lo$d;
    wire  f_crc_lo$q;
    reg  f_crc_lo$clock;
    reg  f_last$d;
    wire  f_last$q;
    reg  f_last$clock;
    reg  [2:0] state$d;
    wire  [2:0] state$q;
    reg  state$clock;
    reg  [7:0] typ$d;
    wire  [7:0] typ$q;
    reg  typ$clock;
    reg  [7:0] len$d;
    wire  [7:0] len$q;
    reg  len$clock;
    reg  [7:0] count$d;
    wire  [7:0] count$q;
    reg  count$clock;
    reg  [15:0] crc_r$d;
    wire  [15:0] crc_r$q;
    reg  crc_r$clock;
    reg  crc_hi_ok$d;
    wire  crc_hi_ok$q;
    reg  crc_hi_ok$clock;
    reg  type_ok$d;
    wire  type_ok$q;
    reg  type_ok$clock;
    reg  len_ok$d;
    wire  len_ok$q;
    reg  len_ok$clock;
    reg  [1:0] dest$d;
    wire  [1:0] dest$q;
    reg  dest$clock;
    reg  cfg_refused$d;
    wire  cfg_refused$q;
    reg  cfg_refused$clock;
    reg  [399:0] cfg_sr$d;
    wire  [399:0] cfg_sr$q;
    reg  cfg_sr$clock;
    reg  [143:0] ev_sr$d;
    wire  [143:0] ev_sr$q;
    reg  ev_sr$clock;
    reg  image_ok$d;
    wire  image_ok$q;
    reg  image_ok$clock;
    reg  full$d;
    wire  full$q;
    reg  full$clock;
    reg  is_err$d;
    wire  is_err$q;
    reg  is_err$clock;
    reg  [7:0] s_type$d;
    wire  [7:0] s_type$q;
    reg  s_type$clock;
    reg  [7:0] s_code$d;
    wire  [7:0] s_code$q;
    reg  s_code$clock;
    reg  [7:0] s_info$d;
    wire  [7:0] s_info$q;
    reg  s_info$clock;
    reg  pend_overflow$d;
    wire  pend_overflow$q;
    reg  pend_overflow$clock;
    reg  pend_timeout$d;
    wire  pend_timeout$q;
    reg  pend_timeout$clock;
    reg  junk$d;
    wire  junk$q;
    reg  junk$clock;
    reg  [23:0] idle$d;
    wire  [23:0] idle$q;
    reg  idle$clock;
    reg  take_r$d;
    wire  take_r$q;
    reg  take_r$clock;
    reg  rep_r$d;
    wire  rep_r$q;
    reg  rep_r$clock;
    reg  acc_r$d;
    wire  acc_r$q;
    reg  acc_r$clock;
    reg  [7:0] code_r$d;
    wire  [7:0] code_r$q;
    reg  code_r$clock;
    reg  [7:0] info_r$d;
    wire  [7:0] info_r$q;
    reg  info_r$clock;
    
    // Local signals
    reg  report;
    reg  [7:0] code;
    reg  [7:0] info;
    reg  accept;
    reg  [7:0] exp_len;
    reg  room;
    
    // Sub module instances
    top$dec$crc crc(
        .crc_in(crc$crc_in),
        .data(crc$data),
        .crc_out(crc$crc_out)
    );
    top$dec$b b(
        .d(b$d),
        .q(b$q),
        .clock(b$clock)
    );
    top$dec$bv bv(
        .d(bv$d),
        .q(bv$q),
        .clock(bv$clock)
    );
    top$dec$bf bf(
        .d(bf$d),
        .q(bf$q),
        .clock(bf$clock)
    );
    top$dec$f_sync f_sync(
        .d(f_sync$d),
        .q(f_sync$q),
        .clock(f_sync$clock)
    );
    top$dec$f_long f_long(
        .d(f_long$d),
        .q(f_long$q),
        .clock(f_long$clock)
    );
    top$dec$f_zero f_zero(
        .d(f_zero$d),
        .q(f_zero$q),
        .clock(f_zero$clock)
    );
    top$dec$f_len_cfg f_len_cfg(
        .d(f_len_cfg$d),
        .q(f_len_cfg$q),
        .clock(f_len_cfg$clock)
    );
    top$dec$f_len_ev f_len_ev(
        .d(f_len_ev$d),
        .q(f_len_ev$q),
        .clock(f_len_ev$clock)
    );
    top$dec$f_len_exp f_len_exp(
        .d(f_len_exp$d),
        .q(f_len_exp$q),
        .clock(f_len_exp$clock)
    );
    top$dec$f_crc_hi f_crc_hi(
        .d(f_crc_hi$d),
        .q(f_crc_hi$q),
        .clock(f_crc_hi$clock)
    );
    top$dec$f_crc_lo f_crc_lo(
        .d(f_crc_lo$d),
        .q(f_crc_lo$q),
        .clock(f_crc_lo$clock)
    );
    top$dec$f_last f_last(
        .d(f_last$d),
        .q(f_last$q),
        .clock(f_last$clock)
    );
    top$dec$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$dec$typ typ(
        .d(typ$d),
        .q(typ$q),
        .clock(typ$clock)
    );
    top$dec$len len(
        .d(len$d),
        .q(len$q),
        .clock(len$clock)
    );
    top$dec$count count(
        .d(count$d),
        .q(count$q),
        .clock(count$clock)
    );
    top$dec$crc_r crc_r(
        .d(crc_r$d),
        .q(crc_r$q),
        .clock(crc_r$clock)
    );
    top$dec$crc_hi_ok crc_hi_ok(
        .d(crc_hi_ok$d),
        .q(crc_hi_ok$q),
        .clock(crc_hi_ok$clock)
    );
    top$dec$type_ok type_ok(
        .d(type_ok$d),
        .q(type_ok$q),
        .clock(type_ok$clock)
    );
    top$dec$len_ok len_ok(
        .d(len_ok$d),
        .q(len_ok$q),
        .clock(len_ok$clock)
    );
    top$dec$dest dest(
        .d(dest$d),
        .q(dest$q),
        .clock(dest$clock)
    );
    top$dec$cfg_refused cfg_refused(
        .d(cfg_refused$d),
        .q(cfg_refused$q),
        .clock(cfg_refused$clock)
    );
    top$dec$cfg_sr cfg_sr(
        .d(cfg_sr$d),
        .q(cfg_sr$q),
        .clock(cfg_sr$clock)
    );
    top$dec$ev_sr ev_sr(
        .d(ev_sr$d),
        .q(ev_sr$q),
        .clock(ev_sr$clock)
    );
    top$dec$image_ok image_ok(
        .d(image_ok$d),
        .q(image_ok$q),
        .clock(image_ok$clock)
    );
    top$dec$full full(
        .d(full$d),
        .q(full$q),
        .clock(full$clock)
    );
    top$dec$is_err is_err(
        .d(is_err$d),
        .q(is_err$q),
        .clock(is_err$clock)
    );
    top$dec$s_type s_type(
        .d(s_type$d),
        .q(s_type$q),
        .clock(s_type$clock)
    );
    top$dec$s_code s_code(
        .d(s_code$d),
        .q(s_code$q),
        .clock(s_code$clock)
    );
    top$dec$s_info s_info(
        .d(s_info$d),
        .q(s_info$q),
        .clock(s_info$clock)
    );
    top$dec$pend_overflow pend_overflow(
        .d(pend_overflow$d),
        .q(pend_overflow$q),
        .clock(pend_overflow$clock)
    );
    top$dec$pend_timeout pend_timeout(
        .d(pend_timeout$d),
        .q(pend_timeout$q),
        .clock(pend_timeout$clock)
    );
    top$dec$junk junk(
        .d(junk$d),
        .q(junk$q),
        .clock(junk$clock)
    );
    top$dec$idle idle(
        .d(idle$d),
        .q(idle$q),
        .clock(idle$clock)
    );
    top$dec$take_r take_r(
        .d(take_r$d),
        .q(take_r$q),
        .clock(take_r$clock)
    );
    top$dec$rep_r rep_r(
        .d(rep_r$d),
        .q(rep_r$q),
        .clock(rep_r$clock)
    );
    top$dec$acc_r acc_r(
        .d(acc_r$d),
        .q(acc_r$q),
        .clock(acc_r$clock)
    );
    top$dec$code_r code_r(
        .d(code_r$d),
        .q(code_r$q),
        .clock(code_r$clock)
    );
    top$dec$info_r info_r(
        .d(info_r$d),
        .q(info_r$q),
        .clock(info_r$clock)
    );
    
    // Update code
    always @(*) begin
        b$clock = clock;
        bv$clock = clock;
        bf$clock = clock;
        f_sync$clock = clock;
        f_long$clock = clock;
        f_zero$clock = clock;
        f_len_cfg$clock = clock;
        f_len_ev$clock = clock;
        f_len_exp$clock = clock;
        f_crc_hi$clock = clock;
        f_crc_lo$clock = clock;
        f_last$clock = clock;
        state$clock = clock;
        typ$clock = clock;
        len$clock = clock;
        count$clock = clock;
        crc_r$clock = clock;
        crc_hi_ok$clock = clock;
        type_ok$clock = clock;
        len_ok$clock = clock;
        dest$clock = clock;
        cfg_refused$clock = clock;
        cfg_sr$clock = clock;
        ev_sr$clock = clock;
        image_ok$clock = clock;
        full$clock = clock;
        is_err$clock = clock;
        s_type$clock = clock;
        s_code$clock = clock;
        s_info$clock = clock;
        pend_overflow$clock = clock;
        pend_timeout$clock = clock;
        junk$clock = clock;
        idle$clock = clock;
        take_r$clock = clock;
        rep_r$clock = clock;
        acc_r$clock = clock;
        code_r$clock = clock;
        info_r$clock = clock;
        b$d = b$q;
        bv$d = bv$q;
        bf$d = bf$q;
        f_sync$d = f_sync$q;
        f_long$d = f_long$q;
        f_zero$d = f_zero$q;
        f_len_cfg$d = f_len_cfg$q;
        f_len_ev$d = f_len_ev$q;
        f_len_exp$d = f_len_exp$q;
        f_crc_hi$d = f_crc_hi$q;
        f_crc_lo$d = f_crc_lo$q;
        f_last$d = f_last$q;
        state$d = state$q;
        typ$d = typ$q;
        len$d = len$q;
        count$d = count$q;
        crc_r$d = crc_r$q;
        crc_hi_ok$d = crc_hi_ok$q;
        type_ok$d = type_ok$q;
        len_ok$d = len_ok$q;
        dest$d = dest$q;
        cfg_refused$d = cfg_refused$q;
        cfg_sr$d = cfg_sr$q;
        ev_sr$d = ev_sr$q;
        image_ok$d = image_ok$q;
        full$d = full$q;
        is_err$d = is_err$q;
        s_type$d = s_type$q;
        s_code$d = s_code$q;
        s_info$d = s_info$q;
        pend_overflow$d = pend_overflow$q;
        pend_timeout$d = pend_timeout$q;
        junk$d = junk$q;
        idle$d = idle$q;
        take_r$d = take_r$q;
        rep_r$d = rep_r$q;
        acc_r$d = acc_r$q;
        code_r$d = code_r$q;
        info_r$d = info_r$q;
        report = 1'b0;
        accept = 1'b0;
        code = 32'h0;
        info = 32'h0;
        exp_len = ((32'hff) & 8'hff);
        if (typ$q == 32'h1) begin
            exp_len = ((32'h32) & 8'hff);
        end
        if (typ$q == 32'h2) begin
            exp_len = ((32'h12) & 8'hff);
        end
        if (typ$q == 32'h3) begin
            exp_len = ((32'h0) & 8'hff);
        end
        b$d = data;
        bv$d = byte_valid;
        bf$d = byte_ferr;
        f_sync$d = data == 32'ha5;
        f_long$d = data > 32'h32;
        f_zero$d = data == 32'h0;
        f_len_cfg$d = data == 32'h32;
        f_len_ev$d = data == 32'h12;
        f_len_exp$d = data == exp_len;
        f_crc_hi$d = data == crc_r$q[(32'h8)+:(8)];
        f_crc_lo$d = data == crc_r$q[(32'h0)+:(8)];
        f_last$d = (count$q + 32'h1) == len$q;
        crc$crc_in = crc_r$q;
        crc$data = b$q;
        take_r$d = take;
        room = (~full$q || take_r$q) && ~rep_r$q;
        if (take_r$q) begin
            full$d = 1'b0;
        end
        if (bv$q || (state$q == 32'h0)) begin
            idle$d = 32'h0;
        end
        else if (idle$q == timeout) begin
            pend_timeout$d = 1'b1;
            state$d = 32'h0;
            idle$d = 32'h0;
        end
        else begin
            idle$d = idle$q + 32'h1;
        end
        if (bv$q) begin
            if (~room) begin
                pend_overflow$d = 1'b1;
                state$d = 32'h0;
            end
            else if (bf$q) begin
                report = 1'b1;
                code = ((32'h5) & 8'hff);
                info = b$q;
                state$d = 32'h0;
            end
            else if (state$q == 32'h0) begin
                if (f_sync$q) begin
                    state$d = 32'h1;
                    crc_r$d = ((32'hffff) & 16'hffff);
                    junk$d = 1'b0;
                end
                else if (~junk$q) begin
                    junk$d = 1'b1;
                    report = 1'b1;
                    code = ((32'h8) & 8'hff);
                    info = b$q;
                end
            end
            else if (state$q == 32'h1) begin
                typ$d = b$q;
                crc_r$d = crc$crc_out;
                state$d = 32'h2;
            end
            else if (state$q == 32'h2) begin
                len$d = b$q;
                crc_r$d = crc$crc_out;
                count$d = 32'h0;
                dest$d = 32'h0;
                cfg_refused$d = 1'b0;
                type_ok$d = exp_len != 32'hff;
                len_ok$d = f_len_exp$q;
                if (f_long$q) begin
                    report = 1'b1;
                    code = ((32'h2) & 8'hff);
                    info = b$q;
                    state$d = 32'h0;
                end
                else begin
                    if (f_zero$q) begin
                        state$d = 32'h4;
                    end
                    else begin
                        state$d = 32'h3;
                    end
                    if ((typ$q == 32'h1) && f_len_cfg$q) begin
                        if (cfg_write_ok) begin
                            dest$d = 32'h1;
                            image_ok$d = 1'b0;
                        end
                        else begin
                            cfg_refused$d = 1'b1;
                        end
                    end
                    if ((typ$q == 32'h2) && f_len_ev$q) begin
                        dest$d = 32'h2;
                    end
                end
            end
            else if (state$q == 32'h3) begin
                crc_r$d = crc$crc_out;
                if (dest$q == 32'h1) begin
                    cfg_sr$d = (cfg_sr$q << 32'h8) | ((b$q) & 400'hffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff);
                end
                if (dest$q == 32'h2) begin
                    ev_sr$d = (ev_sr$q << 32'h8) | ((b$q) & 144'hffffffffffffffffffffffffffffffffffff);
                end
                count$d = count$q + 32'h1;
                if (f_last$q) begin
                    state$d = 32'h4;
                end
            end
            else if (state$q == 32'h4) begin
                crc_hi_ok$d = f_crc_hi$q;
                state$d = 32'h5;
            end
            else begin
                state$d = 32'h0;
                report = 1'b1;
                if (~(crc_hi_ok$q && f_crc_lo$q)) begin
                    code = ((32'h1) & 8'hff);
                    info = typ$q;
                end
                else if (~type_ok$q) begin
                    code = ((32'h3) & 8'hff);
                    info = typ$q;
                end
                else if (~len_ok$q) begin
                    code = ((32'h2) & 8'hff);
                    info = len$q;
                end
                else if (cfg_refused$q) begin
                    code = ((32'h4) & 8'hff);
                    info = typ$q;
                end
                else begin
                    accept = 1'b1;
                    if (typ$q == 32'h1) begin
                        image_ok$d = 1'b1;
                    end
                end
            end
        end
        else if (room && pend_overflow$q) begin
            report = 1'b1;
            code = ((32'h4) & 8'hff);
            pend_overflow$d = 1'b0;
        end
        else if (room && pend_timeout$q) begin
            report = 1'b1;
            code = ((32'h7) & 8'hff);
            pend_timeout$d = 1'b0;
        end
        rep_r$d = report;
        acc_r$d = accept;
        code_r$d = code;
        info_r$d = info;
        if (rep_r$q) begin
            full$d = 1'b1;
            is_err$d = ~acc_r$q;
            s_type$d = typ$q;
            s_code$d = code_r$q;
            s_info$d = info_r$q;
        end
        if (rst) begin
            state$d = 32'h0;
            full$d = 1'b0;
            image_ok$d = 1'b0;
            pend_overflow$d = 1'b0;
            pend_timeout$d = 1'b0;
            junk$d = 1'b0;
            idle$d = 32'h0;
            rep_r$d = 1'b0;
        end
        slot_full = full$q && ~take_r$q;
        slot_error = is_err$q;
        slot_type = s_type$q;
        err_code = s_code$q;
        err_info = s_info$q;
        image_valid = image_ok$q;
        cfg_image = cfg_sr$q;
        ev_image = ev_sr$q;
    end
    
endmodule // top$dec


module top$dec$acc_r(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$acc_r


module top$dec$b(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$b


module top$dec$bf(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$bf


module top$dec$bv(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$bv


module top$dec$cfg_refused(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$cfg_refused


module top$dec$cfg_sr(d,q,clock);
    
    // Module arguments
    input wire  [399:0] d;
    output reg  [399:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 400'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$cfg_sr


module top$dec$code_r(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$code_r


module top$dec$count(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$count


module top$dec$crc(crc_in,data,crc_out);
    
    // Module arguments
    input wire  [15:0] crc_in;
    input wire  [7:0] data;
    output reg  [15:0] crc_out;
    
    // Local signals
    reg  [15:0] c;
    
    // Update code
    always @(*) begin
        c = crc_in ^ (((data) & 16'hffff) << 32'h8);
        if (c[32'hf]) begin
            c = (c << 32'h1) ^ ((32'h1021) & 16'hffff);
        end
        else begin
            c = c << 32'h1;
        end
        if (c[32'hf]) begin
            c = (c << 32'h1) ^ ((32'h1021) & 16'hffff);
        end
        else begin
            c = c << 32'h1;
        end
        if (c[32'hf]) begin
            c = (c << 32'h1) ^ ((32'h1021) & 16'hffff);
        end
        else begin
            c = c << 32'h1;
        end
        if (c[32'hf]) begin
            c = (c << 32'h1) ^ ((32'h1021) & 16'hffff);
        end
        else begin
            c = c << 32'h1;
        end
        if (c[32'hf]) begin
            c = (c << 32'h1) ^ ((32'h1021) & 16'hffff);
        end
        else begin
            c = c << 32'h1;
        end
        if (c[32'hf]) begin
            c = (c << 32'h1) ^ ((32'h1021) & 16'hffff);
        end
        else begin
            c = c << 32'h1;
        end
        if (c[32'hf]) begin
            c = (c << 32'h1) ^ ((32'h1021) & 16'hffff);
        end
        else begin
            c = c << 32'h1;
        end
        if (c[32'hf]) begin
            c = (c << 32'h1) ^ ((32'h1021) & 16'hffff);
        end
        else begin
            c = c << 32'h1;
        end
        crc_out = c;
    end
    
endmodule // top$dec$crc


module top$dec$crc_hi_ok(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$crc_hi_ok


module top$dec$crc_r(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$crc_r


module top$dec$dest(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$dest


module top$dec$ev_sr(d,q,clock);
    
    // Module arguments
    input wire  [143:0] d;
    output reg  [143:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 144'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$ev_sr


module top$dec$f_crc_hi(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$f_crc_hi


module top$dec$f_crc_lo(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$f_crc_lo


module top$dec$f_last(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$f_last


module top$dec$f_len_cfg(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$f_len_cfg


module top$dec$f_len_ev(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$f_len_ev


module top$dec$f_len_exp(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$f_len_exp


module top$dec$f_long(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$f_long


module top$dec$f_sync(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$f_sync


module top$dec$f_zero(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$f_zero


module top$dec$full(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$full


module top$dec$idle(d,q,clock);
    
    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 24'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$idle


module top$dec$image_ok(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$image_ok


module top$dec$info_r(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$info_r


module top$dec$is_err(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$is_err


module top$dec$junk(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$junk


module top$dec$len(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$len


module top$dec$len_ok(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$len_ok


module top$dec$pend_overflow(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$pend_overflow


module top$dec$pend_timeout(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$pend_timeout


module top$dec$rep_r(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$rep_r


module top$dec$s_code(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$s_code


module top$dec$s_info(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$s_info


module top$dec$s_type(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$s_type


module top$dec$state(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$state


module top$dec$take_r(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$take_r


module top$dec$typ(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$typ


module top$dec$type_ok(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$dec$type_ok


module top$e_code(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$e_code


module top$e_info(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$e_info


module top$enc(clock,rst,send,kind,len,payload_byte,tx_busy,busy,index,tx_data,tx_start);
    
    // Module arguments
    input wire  clock;
    input wire  rst;
    input wire  send;
    input wire  [7:0] kind;
    input wire  [7:0] len;
    input wire  [7:0] payload_byte;
    input wire  tx_busy;
    output reg  busy;
    output reg  [7:0] index;
    output reg  [7:0] tx_data;
    output reg  tx_start;
    
    // Stub signals
    reg  [15:0] crc$crc_in;
    reg  [7:0] crc$data;
    wire  [15:0] crc$crc_out;
    reg  [3:0] state$d;
    wire  [3:0] state$q;
    reg  state$clock;
    reg  [7:0] kind_r$d;
    wire  [7:0] kind_r$q;
    reg  kind_r$clock;
    reg  [7:0] len_r$d;
    wire  [7:0] len_r$q;
    reg  len_r$clock;
    reg  [7:0] index_r$d;
    wire  [7:0] index_r$q;
    reg  index_r$clock;
    reg  [15:0] crc_r$d;
    wire  [15:0] crc_r$q;
    reg  crc_r$clock;
    
    // Local signals
    reg  go;
    
    // Sub module instances
    top$enc$crc crc(
        .crc_in(crc$crc_in),
        .data(crc$data),
        .crc_out(crc$crc_out)
    );
    top$enc$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$enc$kind_r kind_r(
        .d(kind_r$d),
        .q(kind_r$q),
        .clock(kind_r$clock)
    );
    top$enc$len_r len_r(
        .d(len_r$d),
        .q(len_r$q),
        .clock(len_r$clock)
    );
    top$enc$index_r index_r(
        .d(index_r$d),
        .q(index_r$q),
        .clock(index_r$clock)
    );
    top$enc$crc_r crc_r(
        .d(crc_r$d),
        .q(crc_r$q),
        .clock(crc_r$clock)
    );
    
    // Update code
    always @(*) begin
        state$clock = clock;
        kind_r$clock = clock;
        len_r$clock = clock;
        index_r$clock = clock;
        crc_r$clock = clock;
        state$d = state$q;
        kind_r$d = kind_r$q;
        len_r$d = len_r$q;
        index_r$d = index_r$q;
        crc_r$d = crc_r$q;
        tx_data = ((32'ha5) & 8'hff);
        go = 1'b0;
        crc$crc_in = crc_r$q;
        if (state$q == 32'h2) begin
            tx_data = kind_r$q;
        end
        if (state$q == 32'h3) begin
            tx_data = len_r$q;
        end
        if (state$q == 32'h6) begin
            tx_data = payload_byte;
        end
        if (state$q == 32'h7) begin
            tx_data = crc_r$q[(32'h8)+:(8)];
        end
        if (state$q == 32'h8) begin
            tx_data = crc_r$q[(32'h0)+:(8)];
        end
        crc$data = tx_data;
        if ((state$q == 32'h1) || (state$q == 32'h2) || (state$q == 32'h3) || (state$q >= 32'h6)) begin
            go = ~tx_busy;
        end
        if (state$q == 32'h0) begin
            if (send) begin
                kind_r$d = kind;
                len_r$d = len;
                index_r$d = 32'h0;
                crc_r$d = ((32'hffff) & 16'hffff);
                state$d = 32'h1;
            end
        end
        else if ((state$q == 32'h4) || (state$q == 32'h5)) begin
            state$d = state$q + 32'h1;
        end
        else if (go) begin
            if ((state$q == 32'h2) || (state$q == 32'h3) || (state$q == 32'h6)) begin
                crc_r$d = crc$crc_out;
            end
            if (state$q == 32'h3) begin
                if (len_r$q == 32'h0) begin
                    state$d = 32'h7;
                end
                else begin
                    state$d = 32'h4;
                end
            end
            else if (state$q == 32'h6) begin
                index_r$d = index_r$q + 32'h1;
                if ((index_r$q + 32'h1) == len_r$q) begin
                    state$d = 32'h7;
                end
                else begin
                    state$d = 32'h4;
                end
            end
            else if (state$q == 32'h8) begin
                state$d = 32'h0;
            end
            else begin
                state$d = state$q + 32'h1;
            end
        end
        if (rst) begin
            state$d = 32'h0;
        end
        tx_start = go;
        busy = state$q != 32'h0;
        index = index_r$q;
    end
    
endmodule // top$enc


module top$enc$crc(crc_in,data,crc_out);
    
    // Module arguments
    input wire  [15:0] crc_in;
    input wire  [7:0] data;
    output reg  [15:0] crc_out;
    
    // Local signals
    reg  [15:0] c;
    
    // Update code
    always @(*) begin
        c = crc_in ^ (((data) & 16'hffff) << 32'h8);
        if (c[32'hf]) begin
            c = (c << 32'h1) ^ ((32'h1021) & 16'hffff);
        end
        else begin
            c = c << 32'h1;
        end
        if (c[32'hf]) begin
            c = (c << 32'h1) ^ ((32'h1021) & 16'hffff);
        end
        else begin
            c = c << 32'h1;
        end
        if (c[32'hf]) begin
            c = (c << 32'h1) ^ ((32'h1021) & 16'hffff);
        end
        else begin
            c = c << 32'h1;
        end
        if (c[32'hf]) begin
            c = (c << 32'h1) ^ ((32'h1021) & 16'hffff);
        end
        else begin
            c = c << 32'h1;
        end
        if (c[32'hf]) begin
            c = (c << 32'h1) ^ ((32'h1021) & 16'hffff);
        end
        else begin
            c = c << 32'h1;
        end
        if (c[32'hf]) begin
            c = (c << 32'h1) ^ ((32'h1021) & 16'hffff);
        end
        else begin
            c = c << 32'h1;
        end
        if (c[32'hf]) begin
            c = (c << 32'h1) ^ ((32'h1021) & 16'hffff);
        end
        else begin
            c = c << 32'h1;
        end
        if (c[32'hf]) begin
            c = (c << 32'h1) ^ ((32'h1021) & 16'hffff);
        end
        else begin
            c = c << 32'h1;
        end
        crc_out = c;
    end
    
endmodule // top$enc$crc


module top$enc$crc_r(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$enc$crc_r


module top$enc$index_r(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$enc$index_r


module top$enc$kind_r(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$enc$kind_r


module top$enc$len_r(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$enc$len_r


module top$enc$state(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$enc$state


module top$err_led(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$err_led


module top$events(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$events


module top$fulfill_cap(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fulfill_cap


module top$resp_kind(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$resp_kind


module top$resp_len(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$resp_len


module top$rst_s1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rst_s1


module top$rst_s2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rst_s2


module top$rx_hold(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rx_hold


module top$rx_led(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$rx_led


module top$state(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$state


module top$tx_hold(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$tx_hold


module top$tx_led(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$tx_led


module top$uart_rx(clock,rx,data,valid,frame_error);
    
    // Module arguments
    input wire  clock;
    input wire  rx;
    output reg  [7:0] data;
    output reg  valid;
    output reg  frame_error;
    
    // Constant declarations
    localparam  inc = 20'h147ae;
    
    // Stub signals
    reg  sync1_n$d;
    wire  sync1_n$q;
    reg  sync1_n$clock;
    reg  sync2_n$d;
    wire  sync2_n$q;
    reg  sync2_n$clock;
    reg  prev_n$d;
    wire  prev_n$q;
    reg  prev_n$clock;
    reg  busy$d;
    wire  busy$q;
    reg  busy$clock;
    reg  [19:0] phase$d;
    wire  [19:0] phase$q;
    reg  phase$clock;
    reg  [3:0] bitn$d;
    wire  [3:0] bitn$q;
    reg  bitn$clock;
    reg  [7:0] shift$d;
    wire  [7:0] shift$q;
    reg  shift$clock;
    reg  [7:0] data_r$d;
    wire  [7:0] data_r$q;
    reg  data_r$clock;
    reg  valid_r$d;
    wire  valid_r$q;
    reg  valid_r$clock;
    reg  ferr_r$d;
    wire  ferr_r$q;
    reg  ferr_r$clock;
    
    // Local signals
    reg  [20:0] sum;
    reg  line;
    
    // Sub module instances
    top$uart_rx$sync1_n sync1_n(
        .d(sync1_n$d),
        .q(sync1_n$q),
        .clock(sync1_n$clock)
    );
    top$uart_rx$sync2_n sync2_n(
        .d(sync2_n$d),
        .q(sync2_n$q),
        .clock(sync2_n$clock)
    );
    top$uart_rx$prev_n prev_n(
        .d(prev_n$d),
        .q(prev_n$q),
        .clock(prev_n$clock)
    );
    top$uart_rx$busy busy(
        .d(busy$d),
        .q(busy$q),
        .clock(busy$clock)
    );
    top$uart_rx$phase phase(
        .d(phase$d),
        .q(phase$q),
        .clock(phase$clock)
    );
    top$uart_rx$bitn bitn(
        .d(bitn$d),
        .q(bitn$q),
        .clock(bitn$clock)
    );
    top$uart_rx$shift shift(
        .d(shift$d),
        .q(shift$q),
        .clock(shift$clock)
    );
    top$uart_rx$data_r data_r(
        .d(data_r$d),
        .q(data_r$q),
        .clock(data_r$clock)
    );
    top$uart_rx$valid_r valid_r(
        .d(valid_r$d),
        .q(valid_r$q),
        .clock(valid_r$clock)
    );
    top$uart_rx$ferr_r ferr_r(
        .d(ferr_r$d),
        .q(ferr_r$q),
        .clock(ferr_r$clock)
    );
    
    // Update code
    always @(*) begin
        sync1_n$clock = clock;
        sync2_n$clock = clock;
        prev_n$clock = clock;
        busy$clock = clock;
        phase$clock = clock;
        bitn$clock = clock;
        shift$clock = clock;
        data_r$clock = clock;
        valid_r$clock = clock;
        ferr_r$clock = clock;
        sync1_n$d = sync1_n$q;
        sync2_n$d = sync2_n$q;
        prev_n$d = prev_n$q;
        busy$d = busy$q;
        phase$d = phase$q;
        bitn$d = bitn$q;
        shift$d = shift$q;
        data_r$d = data_r$q;
        valid_r$d = valid_r$q;
        ferr_r$d = ferr_r$q;
        sync1_n$d = ~rx;
        sync2_n$d = sync1_n$q;
        prev_n$d = sync2_n$q;
        line = ~sync2_n$q;
        valid_r$d = 1'b0;
        sum = ((phase$q) & 21'h1fffff) + ((inc) & 21'h1fffff);
        if (~busy$q) begin
            if (~prev_n$q && sync2_n$q) begin
                busy$d = 1'b1;
                phase$d = ((32'h80000) & 20'hfffff);
                bitn$d = 32'h0;
            end
        end
        else begin
            phase$d = ((sum) & 20'hfffff);
            if (sum[32'h14]) begin
                bitn$d = bitn$q + 32'h1;
                if (bitn$q == 32'h0) begin
                    if (line) begin
                        busy$d = 1'b0;
                    end
                end
                else if (bitn$q == 32'h9) begin
                    busy$d = 1'b0;
                    valid_r$d = 1'b1;
                    data_r$d = shift$q;
                    ferr_r$d = ~line;
                end
                else begin
                    shift$d = shift$q >> 32'h1;
                    if (line) begin
                        shift$d = (shift$q >> 32'h1) | ((32'h80) & 8'hff);
                    end
                end
            end
        end
        data = data_r$q;
        valid = valid_r$q;
        frame_error = ferr_r$q;
    end
    
endmodule // top$uart_rx


module top$uart_rx$bitn(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$uart_rx$bitn


module top$uart_rx$busy(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$uart_rx$busy


module top$uart_rx$data_r(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$uart_rx$data_r


module top$uart_rx$ferr_r(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$uart_rx$ferr_r


module top$uart_rx$phase(d,q,clock);
    
    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 20'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$uart_rx$phase


module top$uart_rx$prev_n(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$uart_rx$prev_n


module top$uart_rx$shift(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$uart_rx$shift


module top$uart_rx$sync1_n(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$uart_rx$sync1_n


module top$uart_rx$sync2_n(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$uart_rx$sync2_n


module top$uart_rx$valid_r(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$uart_rx$valid_r


module top$uart_tx(clock,data,start,busy,tx);
    
    // Module arguments
    input wire  clock;
    input wire  [7:0] data;
    input wire  start;
    output reg  busy;
    output reg  tx;
    
    // Constant declarations
    localparam  inc = 20'h147ae;
    
    // Stub signals
    reg  busy_r$d;
    wire  busy_r$q;
    reg  busy_r$clock;
    reg  [19:0] phase$d;
    wire  [19:0] phase$q;
    reg  phase$clock;
    reg  [3:0] bitn$d;
    wire  [3:0] bitn$q;
    reg  bitn$clock;
    reg  [9:0] shift$d;
    wire  [9:0] shift$q;
    reg  shift$clock;
    reg  line_n$d;
    wire  line_n$q;
    reg  line_n$clock;
    
    // Local signals
    reg  [20:0] sum;
    
    // Sub module instances
    top$uart_tx$busy_r busy_r(
        .d(busy_r$d),
        .q(busy_r$q),
        .clock(busy_r$clock)
    );
    top$uart_tx$phase phase(
        .d(phase$d),
        .q(phase$q),
        .clock(phase$clock)
    );
    top$uart_tx$bitn bitn(
        .d(bitn$d),
        .q(bitn$q),
        .clock(bitn$clock)
    );
    top$uart_tx$shift shift(
        .d(shift$d),
        .q(shift$q),
        .clock(shift$clock)
    );
    top$uart_tx$line_n line_n(
        .d(line_n$d),
        .q(line_n$q),
        .clock(line_n$clock)
    );
    
    // Update code
    always @(*) begin
        busy_r$clock = clock;
        phase$clock = clock;
        bitn$clock = clock;
        shift$clock = clock;
        line_n$clock = clock;
        busy_r$d = busy_r$q;
        phase$d = phase$q;
        bitn$d = bitn$q;
        shift$d = shift$q;
        line_n$d = line_n$q;
        sum = ((phase$q) & 21'h1fffff) + ((inc) & 21'h1fffff);
        line_n$d = 1'b0;
        if (busy_r$q) begin
            phase$d = ((sum) & 20'hfffff);
            line_n$d = ~shift$q[32'h0];
            if (sum[32'h14]) begin
                shift$d = shift$q >> 32'h1;
                bitn$d = bitn$q + 32'h1;
                line_n$d = ~shift$q[32'h1];
                if (bitn$q == 32'h9) begin
                    busy_r$d = 1'b0;
                    line_n$d = 1'b0;
                end
            end
        end
        else if (start) begin
            busy_r$d = 1'b1;
            phase$d = 32'h0;
            bitn$d = 32'h0;
            shift$d = ((32'h200) & 10'h3ff) | (((data) & 10'h3ff) << 32'h1);
            line_n$d = 1'b1;
        end
        busy = busy_r$q;
        tx = ~line_n$q;
    end
    
endmodule // top$uart_tx


module top$uart_tx$bitn(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$uart_tx$bitn


module top$uart_tx$busy_r(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$uart_tx$busy_r


module top$uart_tx$line_n(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$uart_tx$line_n


module top$uart_tx$phase(d,q,clock);
    
    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 20'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$uart_tx$phase


module top$uart_tx$shift(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$uart_tx$shift


module top$was_event(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$was_event


module top$word_r(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$word_r

// 50 MHz from the 100 MHz oscillator (icepll)
module cu_pll_top(
    input wire clock,
    input wire rst_n,
    input wire usb_rx,
    output wire usb_tx,
    output wire [7:0] led
);
    wire core_clock;
    wire locked;
    SB_PLL40_CORE #(.FEEDBACK_PATH("SIMPLE"), .DIVR(4'd0), .DIVF(7'd7), .DIVQ(3'd4), .FILTER_RANGE(3'd5))
        pll (.REFERENCECLK(clock), .PLLOUTCORE(core_clock), .LOCK(locked), .RESETB(1'b1), .BYPASS(1'b0));
    top design (.clock(core_clock), .rst_n(rst_n & locked), .usb_rx(usb_rx), .usb_tx(usb_tx), .led(led));
endmodule
