

module nscc_cc_ip(clock,aresetn,s_axis_ev_tvalid,s_axis_ev_tready,s_axis_ev_tdata,s_axis_ev_tid,m_axis_res_tvalid,m_axis_res_tready,m_axis_res_tdata,m_axis_res_tid,s_axil_awvalid,s_axil_awready,s_axil_awaddr,s_axil_wvalid,s_axil_wready,s_axil_wdata,s_axil_wstrb,s_axil_bvalid,s_axil_bready,s_axil_bresp,s_axil_arvalid,s_axil_arready,s_axil_araddr,s_axil_rvalid,s_axil_rready,s_axil_rdata,s_axil_rresp);
    
    // Module arguments
    input wire  clock;
    input wire  aresetn;
    input wire  s_axis_ev_tvalid;
    output reg  s_axis_ev_tready;
    input wire  [255:0] s_axis_ev_tdata;
    input wire  [15:0] s_axis_ev_tid;
    output reg  m_axis_res_tvalid;
    input wire  m_axis_res_tready;
    output reg  [63:0] m_axis_res_tdata;
    output reg  [15:0] m_axis_res_tid;
    input wire  s_axil_awvalid;
    output reg  s_axil_awready;
    input wire  [11:0] s_axil_awaddr;
    input wire  s_axil_wvalid;
    output reg  s_axil_wready;
    input wire  [31:0] s_axil_wdata;
    input wire  [3:0] s_axil_wstrb;
    output reg  s_axil_bvalid;
    input wire  s_axil_bready;
    output reg  [1:0] s_axil_bresp;
    input wire  s_axil_arvalid;
    output reg  s_axil_arready;
    input wire  [11:0] s_axil_araddr;
    output reg  s_axil_rvalid;
    input wire  s_axil_rready;
    output reg  [31:0] s_axil_rdata;
    output reg  [1:0] s_axil_rresp;
    
    // Constant declarations
    localparam  at_e_t = 8'h0;
    localparam  at_e_t_sub = 8'h20;
    localparam  at_e_kind = 8'h30;
    localparam  at_e_bytes = 8'h38;
    localparam  at_e_rtt = 8'h50;
    localparam  at_e_ecn = 8'h68;
    localparam  at_e_pend = 8'h70;
    localparam  at_e_rc = 8'h78;
    localparam  at_e_in_flight = 8'h80;
    localparam  at_e_probe = 8'h98;
    localparam  at_e_probe_rtt = 8'ha0;
    localparam  at_e_rtt_sub = 8'hb8;
    localparam  at_e_probe_rtt_sub = 8'hc8;
    localparam  at_w_t = 8'h0;
    localparam  at_w_t_sub = 8'h20;
    localparam  at_w_kind = 8'h2a;
    localparam  at_w_bytes = 8'h2c;
    localparam  at_w_rtt = 8'h44;
    localparam  at_w_ecn = 8'h5c;
    localparam  at_w_pend = 8'h5d;
    localparam  at_w_rc = 8'h64;
    localparam  at_w_in_flight = 8'h65;
    localparam  at_w_probe = 8'h7d;
    localparam  at_w_probe_rtt = 8'h7e;
    localparam  at_w_rtt_sub = 8'h96;
    localparam  at_w_probe_rtt_sub = 8'ha0;
    localparam  at_r_cwnd = 8'h0;
    localparam  at_r_action = 8'h18;
    localparam  at_r_fulfill = 8'h20;
    localparam  at_r_refused = 8'h28;
    localparam  ev_reserved = 256'hfffffffffffc00fc00000000fe000000fe80fe000000000000fcfc0000000000;
    localparam  k_stage_masks = 1024'h3ff000003ff000003ff000000ff000003ff0000ffff000000ff00000fff000000ff00000fff000000ff00000fff000000ff00000fff00ffffff0000001fffffffff00ffffff00ffffff00ffffff00ffffff00ffffff00ffffff00ffffff00ffffff;
    localparam  k_stages = 6'b11001;
    localparam  k_range = 3'b1;
    localparam  k_idle = 3'b10;
    localparam  k_not_ready = 3'b11;
    localparam  k_event = 3'b100;
    localparam  k_cccs = 32'h1000;
    localparam  k_build = 32'h6fbd618b;
    localparam  k_latency = 32'h24;
    localparam  k_same = 32'h1a;
    localparam  k_credits = 8'h40;
    
    // Stub signals
    reg  engine$clock;
    reg  engine$cfg_write;
    reg  [2:0] engine$cfg_profile;
    reg  [23:0] engine$cfg_mtu;
    reg  [23:0] engine$cfg_init_cwnd;
    reg  [23:0] engine$cfg_init_bdp;
    reg  [23:0] engine$cfg_init_maxwnd;
    reg  [23:0] engine$cfg_base_rtt;
    reg  [23:0] engine$cfg_network_rtt;
    reg  [23:0] engine$cfg_target;
    reg  [23:0] engine$cfg_qa_threshold;
    reg  [31:0] engine$cfg_gamma_target;
    reg  [4:0] engine$cfg_qa_gate;
    reg  [23:0] engine$cfg_fulfill_bytes;
    reg  [11:0] engine$cfg_rate_mant;
    reg  [7:0] engine$cfg_rate_exp;
    reg  [11:0] engine$cfg_alpha_mant;
    reg  [7:0] engine$cfg_alpha_exp;
    reg  [11:0] engine$cfg_fi_mant;
    reg  [7:0] engine$cfg_fi_exp;
    reg  [11:0] engine$cfg_fis_mant;
    reg  [7:0] engine$cfg_fis_exp;
    reg  [15:0] engine$cfg_eta;
    reg  [9:0] engine$cfg_network_rtt_sub;
    reg  [7:0] engine$cfg_target_frac;
    reg  [9:0] engine$cfg_base_rtt_sub;
    reg  [9:0] engine$cfg_target_sub;
    reg  [9:0] engine$cfg_qa_threshold_sub;
    reg  engine$ctl_valid;
    wire  engine$ctl_ready;
    reg  [1:0] engine$ctl_op;
    reg  [15:0] engine$ctl_ccc;
    reg  [2:0] engine$ctl_profile;
    reg  [31:0] engine$ctl_t;
    wire  engine$ctl_done;
    wire  engine$ctl_ok;
    reg  engine$ev_valid;
    wire  engine$ev_ready;
    reg  [15:0] engine$ev_ccc;
    reg  [31:0] engine$ev_t;
    reg  [9:0] engine$ev_t_sub;
    reg  [1:0] engine$ev_kind;
    reg  [23:0] engine$ev_bytes;
    reg  [23:0] engine$ev_rtt;
    reg  engine$ev_ecn;
    reg  [6:0] engine$ev_pend;
    reg  engine$ev_rc;
    reg  [23:0] engine$ev_in_flight;
    reg  engine$ev_probe;
    reg  [23:0] engine$ev_probe_rtt;
    reg  [9:0] engine$ev_rtt_sub;
    reg  [9:0] engine$ev_probe_rtt_sub;
    wire  engine$out_valid;
    wire  [11:0] engine$out_ccc;
    wire  [3:0] engine$out_action;
    wire  engine$out_fulfill;
    wire  [23:0] engine$out_cwnd;
    wire  [31:0] engine$refused_ccc_out_of_range;
    wire  [31:0] engine$refused_idle;
    wire  [31:0] engine$refused_not_ready;
    wire  [31:0] engine$refused_event_out_of_range;
    wire  engine$ctx_l_we;
    wire  [11:0] engine$ctx_l_addr;
    wire  [4:0] engine$ctx_l_data;
    wire  engine$ctx_q_we;
    wire  [11:0] engine$ctx_q_addr;
    wire  [33:0] engine$ctx_q_data;
    wire  engine$ctx_e_we;
    wire  [11:0] engine$ctx_e_addr;
    wire  [31:0] engine$ctx_e_data;
    wire  engine$ctx_t_we;
    wire  [11:0] engine$ctx_t_addr;
    wire  [324:0] engine$ctx_t_data;
    wire  engine$ctx_i_we;
    wire  [11:0] engine$ctx_i_addr;
    wire  [40:0] engine$ctx_i_data;
    wire  engine$ctx_c_we;
    wire  [11:0] engine$ctx_c_addr;
    wire  [48:0] engine$ctx_c_data;
    reg  bist$clock;
    reg  bist$start;
    reg  [31:0] bist$seed;
    reg  [31:0] bist$events;
    reg  [3:0] bist$cccs_log2;
    reg  [23:0] bist$rtt_base;
    wire  bist$busy;
    wire  bist$done;
    wire  [31:0] bist$cycles;
    wire  [31:0] bist$results;
    wire  [31:0] bist$sig_xor;
    wire  [31:0] bist$sig_sum;
    wire  bist$ctl_valid;
    reg  bist$ctl_ready;
    wire  [1:0] bist$ctl_op;
    wire  [15:0] bist$ctl_ccc;
    reg  bist$ctl_done;
    wire  bist$ev_valid;
    reg  bist$ev_ready;
    wire  [15:0] bist$ev_ccc;
    wire  [31:0] bist$ev_t;
    wire  [1:0] bist$ev_kind;
    wire  [23:0] bist$ev_bytes;
    wire  [23:0] bist$ev_rtt;
    wire  bist$ev_ecn;
    wire  [23:0] bist$ev_in_flight;
    reg  bist$out_valid;
    reg  [11:0] bist$out_ccc;
    reg  [3:0] bist$out_action;
    reg  bist$out_fulfill;
    reg  [23:0] bist$out_cwnd;
    reg  [31:0] r_ctl_ccc$d;
    wire  [31:0] r_ctl_ccc$q;
    reg  r_ctl_ccc$clock;
    reg  [31:0] r_ctl_profile$d;
    wire  [31:0] r_ctl_profile$q;
    reg  r_ctl_profile$clock;
    reg  [31:0] r_ctl_t$d;
    wire  [31:0] r_ctl_t$q;
    reg  r_ctl_t$clock;
    reg  [31:0] r_ctx_ccc$d;
    wire  [31:0] r_ctx_ccc$q;
    reg  r_ctx_ccc$clock;
    reg  [31:0] r_bist_seed$d;
    wire  [31:0] r_bist_seed$q;
    reg  r_bist_seed$clock;
    reg  [31:0] r_bist_events$d;
    wire  [31:0] r_bist_events$q;
    reg  r_bist_events$clock;
    reg  [31:0] r_bist_config$d;
    wire  [31:0] r_bist_config$q;
    reg  r_bist_config$clock;
    reg  [31:0] r_stage_mtu$d;
    wire  [31:0] r_stage_mtu$q;
    reg  r_stage_mtu$clock;
    reg  [31:0] r_stage_init_cwnd$d;
    wire  [31:0] r_stage_init_cwnd$q;
    reg  r_stage_init_cwnd$clock;
    reg  [31:0] r_stage_init_bdp$d;
    wire  [31:0] r_stage_init_bdp$q;
    reg  r_stage_init_bdp$clock;
    reg  [31:0] r_stage_init_maxwnd$d;
    wire  [31:0] r_stage_init_maxwnd$q;
    reg  r_stage_init_maxwnd$clock;
    reg  [31:0] r_stage_base_rtt$d;
    wire  [31:0] r_stage_base_rtt$q;
    reg  r_stage_base_rtt$clock;
    reg  [31:0] r_stage_network_rtt$d;
    wire  [31:0] r_stage_network_rtt$q;
    reg  r_stage_network_rtt$clock;
    reg  [31:0] r_stage_target$d;
    wire  [31:0] r_stage_target$q;
    reg  r_stage_target$clock;
    reg  [31:0] r_stage_qa_threshold$d;
    wire  [31:0] r_stage_qa_threshold$q;
    reg  r_stage_qa_threshold$clock;
    reg  [31:0] r_stage_gamma_target$d;
    wire  [31:0] r_stage_gamma_target$q;
    reg  r_stage_gamma_target$clock;
    reg  [31:0] r_stage_qa_gate$d;
    wire  [31:0] r_stage_qa_gate$q;
    reg  r_stage_qa_gate$clock;
    reg  [31:0] r_stage_fulfill_bytes$d;
    wire  [31:0] r_stage_fulfill_bytes$q;
    reg  r_stage_fulfill_bytes$clock;
    reg  [31:0] r_stage_rate_mant$d;
    wire  [31:0] r_stage_rate_mant$q;
    reg  r_stage_rate_mant$clock;
    reg  [31:0] r_stage_rate_exp$d;
    wire  [31:0] r_stage_rate_exp$q;
    reg  r_stage_rate_exp$clock;
    reg  [31:0] r_stage_alpha_mant$d;
    wire  [31:0] r_stage_alpha_mant$q;
    reg  r_stage_alpha_mant$clock;
    reg  [31:0] r_stage_alpha_exp$d;
    wire  [31:0] r_stage_alpha_exp$q;
    reg  r_stage_alpha_exp$clock;
    reg  [31:0] r_stage_fi_mant$d;
    wire  [31:0] r_stage_fi_mant$q;
    reg  r_stage_fi_mant$clock;
    reg  [31:0] r_stage_fi_exp$d;
    wire  [31:0] r_stage_fi_exp$q;
    reg  r_stage_fi_exp$clock;
    reg  [31:0] r_stage_fis_mant$d;
    wire  [31:0] r_stage_fis_mant$q;
    reg  r_stage_fis_mant$clock;
    reg  [31:0] r_stage_fis_exp$d;
    wire  [31:0] r_stage_fis_exp$q;
    reg  r_stage_fis_exp$clock;
    reg  [31:0] r_stage_eta$d;
    wire  [31:0] r_stage_eta$q;
    reg  r_stage_eta$clock;
    reg  [31:0] r_stage_network_rtt_sub$d;
    wire  [31:0] r_stage_network_rtt_sub$q;
    reg  r_stage_network_rtt_sub$clock;
    reg  [31:0] r_stage_target_frac$d;
    wire  [31:0] r_stage_target_frac$q;
    reg  r_stage_target_frac$clock;
    reg  [31:0] r_stage_base_rtt_sub$d;
    wire  [31:0] r_stage_base_rtt_sub$q;
    reg  r_stage_base_rtt_sub$clock;
    reg  [31:0] r_stage_target_sub$d;
    wire  [31:0] r_stage_target_sub$q;
    reg  r_stage_target_sub$clock;
    reg  [31:0] r_stage_qa_threshold_sub$d;
    wire  [31:0] r_stage_qa_threshold_sub$q;
    reg  r_stage_qa_threshold_sub$clock;
    reg  b_v$d;
    wire  b_v$q;
    reg  b_v$clock;
    reg  b_err$d;
    wire  b_err$q;
    reg  b_err$clock;
    reg  r_v$d;
    wire  r_v$q;
    reg  r_v$clock;
    reg  r_err$d;
    wire  r_err$q;
    reg  r_err$clock;
    reg  [31:0] r_data$d;
    wire  [31:0] r_data$q;
    reg  r_data$clock;
    reg  r_st$d;
    wire  r_st$q;
    reg  r_st$clock;
    reg  [4:0] st_copy$read_address;
    reg  st_copy$read_clock;
    wire  [31:0] st_copy$read_data;
    reg  [4:0] st_copy$write_address;
    reg  st_copy$write_clock;
    reg  [31:0] st_copy$write_data;
    reg  st_copy$write_enable;
    reg  st_sweep$d;
    wire  st_sweep$q;
    reg  st_sweep$clock;
    reg  [4:0] st_at$d;
    wire  [4:0] st_at$q;
    reg  st_at$clock;
    reg  sk_v$d;
    wire  sk_v$q;
    reg  sk_v$clock;
    reg  [15:0] sk_id$d;
    wire  [15:0] sk_id$q;
    reg  sk_id$clock;
    reg  [170:0] sk_data$d;
    wire  [170:0] sk_data$q;
    reg  sk_data$clock;
    reg  m_v$d;
    wire  m_v$q;
    reg  m_v$clock;
    reg  [15:0] m_id$d;
    wire  [15:0] m_id$q;
    reg  m_id$clock;
    reg  [170:0] m_data$d;
    wire  [170:0] m_data$q;
    reg  m_data$clock;
    reg  [7:0] credits$d;
    wire  [7:0] credits$q;
    reg  credits$clock;
    reg  [7:0] in_engine$d;
    wire  [7:0] in_engine$q;
    reg  in_engine$clock;
    reg  fifo$clock;
    reg  fifo$read;
    wire  [79:0] fifo$data_out;
    wire  fifo$empty;
    wire  fifo$almost_empty;
    wire  fifo$underflow;
    reg  fifo$write;
    reg  [79:0] fifo$data_in;
    wire  fifo$full;
    wire  fifo$almost_full;
    wire  fifo$overflow;
    reg  [31:0] n_taken$d;
    wire  [31:0] n_taken$q;
    reg  n_taken$clock;
    reg  [31:0] n_sent$d;
    wire  [31:0] n_sent$q;
    reg  n_sent$clock;
    reg  [31:0] n_range$d;
    wire  [31:0] n_range$q;
    reg  n_range$clock;
    reg  [31:0] n_idle$d;
    wire  [31:0] n_idle$q;
    reg  n_idle$clock;
    reg  [31:0] n_not_ready$d;
    wire  [31:0] n_not_ready$q;
    reg  n_not_ready$clock;
    reg  [31:0] n_event$d;
    wire  [31:0] n_event$q;
    reg  n_event$clock;
    reg  [11:0] sh_ev$read_address;
    reg  sh_ev$read_clock;
    wire  [4:0] sh_ev$read_data;
    reg  [11:0] sh_ev$write_address;
    reg  sh_ev$write_clock;
    reg  [4:0] sh_ev$write_data;
    reg  sh_ev$write_enable;
    reg  [11:0] sh_life$read_address;
    reg  sh_life$read_clock;
    wire  [4:0] sh_life$read_data;
    reg  [11:0] sh_life$write_address;
    reg  sh_life$write_clock;
    reg  [4:0] sh_life$write_data;
    reg  sh_life$write_enable;
    reg  [1:0] l_op$d;
    wire  [1:0] l_op$q;
    reg  l_op$clock;
    reg  [15:0] l_ccc$d;
    wire  [15:0] l_ccc$q;
    reg  l_ccc$clock;
    reg  [2:0] l_prof$d;
    wire  [2:0] l_prof$q;
    reg  l_prof$clock;
    reg  [12:0] bound$0$d;
    wire  [12:0] bound$0$q;
    reg  bound$0$clock;
    reg  [12:0] bound$1$d;
    wire  [12:0] bound$1$q;
    reg  bound$1$clock;
    reg  [12:0] bound$2$d;
    wire  [12:0] bound$2$q;
    reg  bound$2$clock;
    reg  [12:0] bound$3$d;
    wire  [12:0] bound$3$q;
    reg  bound$3$clock;
    reg  [12:0] bound$4$d;
    wire  [12:0] bound$4$q;
    reg  bound$4$clock;
    reg  [12:0] bound$5$d;
    wire  [12:0] bound$5$q;
    reg  bound$5$clock;
    reg  [12:0] bound$6$d;
    wire  [12:0] bound$6$q;
    reg  bound$6$clock;
    reg  [12:0] bound$7$d;
    wire  [12:0] bound$7$q;
    reg  bound$7$clock;
    reg  [7:0] loaded$d;
    wire  [7:0] loaded$q;
    reg  loaded$clock;
    reg  prof_refused$d;
    wire  prof_refused$q;
    reg  prof_refused$clock;
    reg  [11:0] mx_q$read_address;
    reg  mx_q$read_clock;
    wire  [23:0] mx_q$read_data;
    reg  [11:0] mx_q$write_address;
    reg  mx_q$write_clock;
    reg  [23:0] mx_q$write_data;
    reg  mx_q$write_enable;
    reg  [11:0] mx_e$read_address;
    reg  mx_e$read_clock;
    wire  [31:0] mx_e$read_data;
    reg  [11:0] mx_e$write_address;
    reg  mx_e$write_clock;
    reg  [31:0] mx_e$write_data;
    reg  mx_e$write_enable;
    reg  [11:0] mx_t$read_address;
    reg  mx_t$read_clock;
    wire  [23:0] mx_t$read_data;
    reg  [11:0] mx_t$write_address;
    reg  mx_t$write_clock;
    reg  [23:0] mx_t$write_data;
    reg  mx_t$write_enable;
    reg  [11:0] mx_c$read_address;
    reg  mx_c$read_clock;
    wire  [23:0] mx_c$read_data;
    reg  [11:0] mx_c$write_address;
    reg  mx_c$write_clock;
    reg  [23:0] mx_c$write_data;
    reg  mx_c$write_enable;
    reg  cx_valid$d;
    wire  cx_valid$q;
    reg  cx_valid$clock;
    reg  [4:0] cx_l$d;
    wire  [4:0] cx_l$q;
    reg  cx_l$clock;
    reg  [23:0] cx_q$d;
    wire  [23:0] cx_q$q;
    reg  cx_q$clock;
    reg  [31:0] cx_e$d;
    wire  [31:0] cx_e$q;
    reg  cx_e$clock;
    reg  [23:0] cx_t$d;
    wire  [23:0] cx_t$q;
    reg  cx_t$clock;
    reg  [23:0] cx_c$d;
    wire  [23:0] cx_c$q;
    reg  cx_c$clock;
    reg  [2:0] op_state$d;
    wire  [2:0] op_state$q;
    reg  op_state$clock;
    reg  [1:0] op_kind$d;
    wire  [1:0] op_kind$q;
    reg  op_kind$clock;
    reg  [2:0] op_arg$d;
    wire  [2:0] op_arg$q;
    reg  op_arg$clock;
    reg  ctl_busy$d;
    wire  ctl_busy$q;
    reg  ctl_busy$clock;
    reg  ctl_done$d;
    wire  ctl_done$q;
    reg  ctl_done$clock;
    reg  ctl_ok$d;
    wire  ctl_ok$q;
    reg  ctl_ok$clock;
    reg  bist_done$d;
    wire  bist_done$q;
    reg  bist_done$clock;
    
    // Local signals
    reg  [31:0] ro_cccs;
    reg  [31:0] ro_profiles;
    reg  [31:0] ro_features;
    reg  [31:0] ro_build;
    reg  [31:0] ro_latency;
    reg  [31:0] ro_same_ccc_clocks;
    reg  wo_ctl_op;
    reg  [31:0] ro_ctl_status;
    reg  [31:0] ro_refused_ccc_out_of_range;
    reg  [31:0] ro_refused_idle;
    reg  [31:0] ro_refused_not_ready;
    reg  [31:0] ro_refused_event_out_of_range;
    reg  [31:0] ro_events_taken;
    reg  [31:0] ro_results_sent;
    reg  wo_ctx_read;
    reg  [31:0] ro_ctx_status;
    reg  [31:0] ro_ctx_cwnd;
    reg  [31:0] ro_ctx_maxwnd;
    reg  [31:0] ro_ctx_base_rtt;
    reg  [31:0] ro_ctx_avg_delay;
    reg  wo_bist_ctrl;
    reg  [31:0] ro_bist_status;
    reg  [31:0] ro_bist_cycles;
    reg  [31:0] ro_bist_signature;
    reg  [31:0] ro_bist_results;
    reg  [31:0] ro_bist_sum;
    reg  wo_profile_write;
    reg  [31:0] ro_profile_status;
    reg  rm_we;
    reg  [9:0] rm_waddr;
    reg  [31:0] rm_wdata;
    reg  [9:0] rm_raddr;
    reg  rm_reset;
    reg  rm_wok;
    reg  rm_rok;
    reg  [31:0] rm_rdata;
    reg  r_stage;
    reg  r_ok;
    reg  [1023:0] st_masks;
    reg  aw_go;
    reg  w_bad;
    reg  op_write;
    reg  [170:0] ev_in;
    reg  ev_bad;
    reg  take;
    reg  m_leave;
    reg  m_load;
    reg  [2:0] code;
    reg  to_engine;
    reg  [79:0] res_in;
    reg  res_we;
    reg  refuse_now;
    reg  eng_in;
    reg  eng_out;
    reg  pop;
    reg  [4:0] l_new;
    reg  [7:0] bound_bits;
    reg  b_old$0;
    reg  b_old$1;
    reg  b_old$2;
    reg  b_old$3;
    reg  b_old$4;
    reg  b_old$5;
    reg  b_old$6;
    reg  b_old$7;
    reg  b_new$0;
    reg  b_new$1;
    reg  b_new$2;
    reg  b_new$3;
    reg  b_new$4;
    reg  b_new$5;
    reg  b_new$6;
    reg  b_new$7;
    reg  [12:0] b_step$0;
    reg  [12:0] b_step$1;
    reg  [12:0] b_step$2;
    reg  [12:0] b_step$3;
    reg  [12:0] b_step$4;
    reg  [12:0] b_step$5;
    reg  [12:0] b_step$6;
    reg  [12:0] b_step$7;
    reg  bist_mode;
    
    // Sub module instances
    nscc_cc_ip$engine engine(
        .clock(engine$clock),
        .cfg_write(engine$cfg_write),
        .cfg_profile(engine$cfg_profile),
        .cfg_mtu(engine$cfg_mtu),
        .cfg_init_cwnd(engine$cfg_init_cwnd),
        .cfg_init_bdp(engine$cfg_init_bdp),
        .cfg_init_maxwnd(engine$cfg_init_maxwnd),
        .cfg_base_rtt(engine$cfg_base_rtt),
        .cfg_network_rtt(engine$cfg_network_rtt),
        .cfg_target(engine$cfg_target),
        .cfg_qa_threshold(engine$cfg_qa_threshold),
        .cfg_gamma_target(engine$cfg_gamma_target),
        .cfg_qa_gate(engine$cfg_qa_gate),
        .cfg_fulfill_bytes(engine$cfg_fulfill_bytes),
        .cfg_rate_mant(engine$cfg_rate_mant),
        .cfg_rate_exp(engine$cfg_rate_exp),
        .cfg_alpha_mant(engine$cfg_alpha_mant),
        .cfg_alpha_exp(engine$cfg_alpha_exp),
        .cfg_fi_mant(engine$cfg_fi_mant),
        .cfg_fi_exp(engine$cfg_fi_exp),
        .cfg_fis_mant(engine$cfg_fis_mant),
        .cfg_fis_exp(engine$cfg_fis_exp),
        .cfg_eta(engine$cfg_eta),
        .cfg_network_rtt_sub(engine$cfg_network_rtt_sub),
        .cfg_target_frac(engine$cfg_target_frac),
        .cfg_base_rtt_sub(engine$cfg_base_rtt_sub),
        .cfg_target_sub(engine$cfg_target_sub),
        .cfg_qa_threshold_sub(engine$cfg_qa_threshold_sub),
        .ctl_valid(engine$ctl_valid),
        .ctl_ready(engine$ctl_ready),
        .ctl_op(engine$ctl_op),
        .ctl_ccc(engine$ctl_ccc),
        .ctl_profile(engine$ctl_profile),
        .ctl_t(engine$ctl_t),
        .ctl_done(engine$ctl_done),
        .ctl_ok(engine$ctl_ok),
        .ev_valid(engine$ev_valid),
        .ev_ready(engine$ev_ready),
        .ev_ccc(engine$ev_ccc),
        .ev_t(engine$ev_t),
        .ev_t_sub(engine$ev_t_sub),
        .ev_kind(engine$ev_kind),
        .ev_bytes(engine$ev_bytes),
        .ev_rtt(engine$ev_rtt),
        .ev_ecn(engine$ev_ecn),
        .ev_pend(engine$ev_pend),
        .ev_rc(engine$ev_rc),
        .ev_in_flight(engine$ev_in_flight),
        .ev_probe(engine$ev_probe),
        .ev_probe_rtt(engine$ev_probe_rtt),
        .ev_rtt_sub(engine$ev_rtt_sub),
        .ev_probe_rtt_sub(engine$ev_probe_rtt_sub),
        .out_valid(engine$out_valid),
        .out_ccc(engine$out_ccc),
        .out_action(engine$out_action),
        .out_fulfill(engine$out_fulfill),
        .out_cwnd(engine$out_cwnd),
        .refused_ccc_out_of_range(engine$refused_ccc_out_of_range),
        .refused_idle(engine$refused_idle),
        .refused_not_ready(engine$refused_not_ready),
        .refused_event_out_of_range(engine$refused_event_out_of_range),
        .ctx_l_we(engine$ctx_l_we),
        .ctx_l_addr(engine$ctx_l_addr),
        .ctx_l_data(engine$ctx_l_data),
        .ctx_q_we(engine$ctx_q_we),
        .ctx_q_addr(engine$ctx_q_addr),
        .ctx_q_data(engine$ctx_q_data),
        .ctx_e_we(engine$ctx_e_we),
        .ctx_e_addr(engine$ctx_e_addr),
        .ctx_e_data(engine$ctx_e_data),
        .ctx_t_we(engine$ctx_t_we),
        .ctx_t_addr(engine$ctx_t_addr),
        .ctx_t_data(engine$ctx_t_data),
        .ctx_i_we(engine$ctx_i_we),
        .ctx_i_addr(engine$ctx_i_addr),
        .ctx_i_data(engine$ctx_i_data),
        .ctx_c_we(engine$ctx_c_we),
        .ctx_c_addr(engine$ctx_c_addr),
        .ctx_c_data(engine$ctx_c_data)
    );
    nscc_cc_ip$bist bist(
        .clock(bist$clock),
        .start(bist$start),
        .seed(bist$seed),
        .events(bist$events),
        .cccs_log2(bist$cccs_log2),
        .rtt_base(bist$rtt_base),
        .busy(bist$busy),
        .done(bist$done),
        .cycles(bist$cycles),
        .results(bist$results),
        .sig_xor(bist$sig_xor),
        .sig_sum(bist$sig_sum),
        .ctl_valid(bist$ctl_valid),
        .ctl_ready(bist$ctl_ready),
        .ctl_op(bist$ctl_op),
        .ctl_ccc(bist$ctl_ccc),
        .ctl_done(bist$ctl_done),
        .ev_valid(bist$ev_valid),
        .ev_ready(bist$ev_ready),
        .ev_ccc(bist$ev_ccc),
        .ev_t(bist$ev_t),
        .ev_kind(bist$ev_kind),
        .ev_bytes(bist$ev_bytes),
        .ev_rtt(bist$ev_rtt),
        .ev_ecn(bist$ev_ecn),
        .ev_in_flight(bist$ev_in_flight),
        .out_valid(bist$out_valid),
        .out_ccc(bist$out_ccc),
        .out_action(bist$out_action),
        .out_fulfill(bist$out_fulfill),
        .out_cwnd(bist$out_cwnd)
    );
    nscc_cc_ip$r_ctl_ccc r_ctl_ccc(
        .d(r_ctl_ccc$d),
        .q(r_ctl_ccc$q),
        .clock(r_ctl_ccc$clock)
    );
    nscc_cc_ip$r_ctl_profile r_ctl_profile(
        .d(r_ctl_profile$d),
        .q(r_ctl_profile$q),
        .clock(r_ctl_profile$clock)
    );
    nscc_cc_ip$r_ctl_t r_ctl_t(
        .d(r_ctl_t$d),
        .q(r_ctl_t$q),
        .clock(r_ctl_t$clock)
    );
    nscc_cc_ip$r_ctx_ccc r_ctx_ccc(
        .d(r_ctx_ccc$d),
        .q(r_ctx_ccc$q),
        .clock(r_ctx_ccc$clock)
    );
    nscc_cc_ip$r_bist_seed r_bist_seed(
        .d(r_bist_seed$d),
        .q(r_bist_seed$q),
        .clock(r_bist_seed$clock)
    );
    nscc_cc_ip$r_bist_events r_bist_events(
        .d(r_bist_events$d),
        .q(r_bist_events$q),
        .clock(r_bist_events$clock)
    );
    nscc_cc_ip$r_bist_config r_bist_config(
        .d(r_bist_config$d),
        .q(r_bist_config$q),
        .clock(r_bist_config$clock)
    );
    nscc_cc_ip$r_stage_mtu r_stage_mtu(
        .d(r_stage_mtu$d),
        .q(r_stage_mtu$q),
        .clock(r_stage_mtu$clock)
    );
    nscc_cc_ip$r_stage_init_cwnd r_stage_init_cwnd(
        .d(r_stage_init_cwnd$d),
        .q(r_stage_init_cwnd$q),
        .clock(r_stage_init_cwnd$clock)
    );
    nscc_cc_ip$r_stage_init_bdp r_stage_init_bdp(
        .d(r_stage_init_bdp$d),
        .q(r_stage_init_bdp$q),
        .clock(r_stage_init_bdp$clock)
    );
    nscc_cc_ip$r_stage_init_maxwnd r_stage_init_maxwnd(
        .d(r_stage_init_maxwnd$d),
        .q(r_stage_init_maxwnd$q),
        .clock(r_stage_init_maxwnd$clock)
    );
    nscc_cc_ip$r_stage_base_rtt r_stage_base_rtt(
        .d(r_stage_base_rtt$d),
        .q(r_stage_base_rtt$q),
        .clock(r_stage_base_rtt$clock)
    );
    nscc_cc_ip$r_stage_network_rtt r_stage_network_rtt(
        .d(r_stage_network_rtt$d),
        .q(r_stage_network_rtt$q),
        .clock(r_stage_network_rtt$clock)
    );
    nscc_cc_ip$r_stage_target r_stage_target(
        .d(r_stage_target$d),
        .q(r_stage_target$q),
        .clock(r_stage_target$clock)
    );
    nscc_cc_ip$r_stage_qa_threshold r_stage_qa_threshold(
        .d(r_stage_qa_threshold$d),
        .q(r_stage_qa_threshold$q),
        .clock(r_stage_qa_threshold$clock)
    );
    nscc_cc_ip$r_stage_gamma_target r_stage_gamma_target(
        .d(r_stage_gamma_target$d),
        .q(r_stage_gamma_target$q),
        .clock(r_stage_gamma_target$clock)
    );
    nscc_cc_ip$r_stage_qa_gate r_stage_qa_gate(
        .d(r_stage_qa_gate$d),
        .q(r_stage_qa_gate$q),
        .clock(r_stage_qa_gate$clock)
    );
    nscc_cc_ip$r_stage_fulfill_bytes r_stage_fulfill_bytes(
        .d(r_stage_fulfill_bytes$d),
        .q(r_stage_fulfill_bytes$q),
        .clock(r_stage_fulfill_bytes$clock)
    );
    nscc_cc_ip$r_stage_rate_mant r_stage_rate_mant(
        .d(r_stage_rate_mant$d),
        .q(r_stage_rate_mant$q),
        .clock(r_stage_rate_mant$clock)
    );
    nscc_cc_ip$r_stage_rate_exp r_stage_rate_exp(
        .d(r_stage_rate_exp$d),
        .q(r_stage_rate_exp$q),
        .clock(r_stage_rate_exp$clock)
    );
    nscc_cc_ip$r_stage_alpha_mant r_stage_alpha_mant(
        .d(r_stage_alpha_mant$d),
        .q(r_stage_alpha_mant$q),
        .clock(r_stage_alpha_mant$clock)
    );
    nscc_cc_ip$r_stage_alpha_exp r_stage_alpha_exp(
        .d(r_stage_alpha_exp$d),
        .q(r_stage_alpha_exp$q),
        .clock(r_stage_alpha_exp$clock)
    );
    nscc_cc_ip$r_stage_fi_mant r_stage_fi_mant(
        .d(r_stage_fi_mant$d),
        .q(r_stage_fi_mant$q),
        .clock(r_stage_fi_mant$clock)
    );
    nscc_cc_ip$r_stage_fi_exp r_stage_fi_exp(
        .d(r_stage_fi_exp$d),
        .q(r_stage_fi_exp$q),
        .clock(r_stage_fi_exp$clock)
    );
    nscc_cc_ip$r_stage_fis_mant r_stage_fis_mant(
        .d(r_stage_fis_mant$d),
        .q(r_stage_fis_mant$q),
        .clock(r_stage_fis_mant$clock)
    );
    nscc_cc_ip$r_stage_fis_exp r_stage_fis_exp(
        .d(r_stage_fis_exp$d),
        .q(r_stage_fis_exp$q),
        .clock(r_stage_fis_exp$clock)
    );
    nscc_cc_ip$r_stage_eta r_stage_eta(
        .d(r_stage_eta$d),
        .q(r_stage_eta$q),
        .clock(r_stage_eta$clock)
    );
    nscc_cc_ip$r_stage_network_rtt_sub r_stage_network_rtt_sub(
        .d(r_stage_network_rtt_sub$d),
        .q(r_stage_network_rtt_sub$q),
        .clock(r_stage_network_rtt_sub$clock)
    );
    nscc_cc_ip$r_stage_target_frac r_stage_target_frac(
        .d(r_stage_target_frac$d),
        .q(r_stage_target_frac$q),
        .clock(r_stage_target_frac$clock)
    );
    nscc_cc_ip$r_stage_base_rtt_sub r_stage_base_rtt_sub(
        .d(r_stage_base_rtt_sub$d),
        .q(r_stage_base_rtt_sub$q),
        .clock(r_stage_base_rtt_sub$clock)
    );
    nscc_cc_ip$r_stage_target_sub r_stage_target_sub(
        .d(r_stage_target_sub$d),
        .q(r_stage_target_sub$q),
        .clock(r_stage_target_sub$clock)
    );
    nscc_cc_ip$r_stage_qa_threshold_sub r_stage_qa_threshold_sub(
        .d(r_stage_qa_threshold_sub$d),
        .q(r_stage_qa_threshold_sub$q),
        .clock(r_stage_qa_threshold_sub$clock)
    );
    nscc_cc_ip$b_v b_v(
        .d(b_v$d),
        .q(b_v$q),
        .clock(b_v$clock)
    );
    nscc_cc_ip$b_err b_err(
        .d(b_err$d),
        .q(b_err$q),
        .clock(b_err$clock)
    );
    nscc_cc_ip$r_v r_v(
        .d(r_v$d),
        .q(r_v$q),
        .clock(r_v$clock)
    );
    nscc_cc_ip$r_err r_err(
        .d(r_err$d),
        .q(r_err$q),
        .clock(r_err$clock)
    );
    nscc_cc_ip$r_data r_data(
        .d(r_data$d),
        .q(r_data$q),
        .clock(r_data$clock)
    );
    nscc_cc_ip$r_st r_st(
        .d(r_st$d),
        .q(r_st$q),
        .clock(r_st$clock)
    );
    nscc_cc_ip$st_copy st_copy(
        .read_address(st_copy$read_address),
        .read_clock(st_copy$read_clock),
        .read_data(st_copy$read_data),
        .write_address(st_copy$write_address),
        .write_clock(st_copy$write_clock),
        .write_data(st_copy$write_data),
        .write_enable(st_copy$write_enable)
    );
    nscc_cc_ip$st_sweep st_sweep(
        .d(st_sweep$d),
        .q(st_sweep$q),
        .clock(st_sweep$clock)
    );
    nscc_cc_ip$st_at st_at(
        .d(st_at$d),
        .q(st_at$q),
        .clock(st_at$clock)
    );
    nscc_cc_ip$sk_v sk_v(
        .d(sk_v$d),
        .q(sk_v$q),
        .clock(sk_v$clock)
    );
    nscc_cc_ip$sk_id sk_id(
        .d(sk_id$d),
        .q(sk_id$q),
        .clock(sk_id$clock)
    );
    nscc_cc_ip$sk_data sk_data(
        .d(sk_data$d),
        .q(sk_data$q),
        .clock(sk_data$clock)
    );
    nscc_cc_ip$m_v m_v(
        .d(m_v$d),
        .q(m_v$q),
        .clock(m_v$clock)
    );
    nscc_cc_ip$m_id m_id(
        .d(m_id$d),
        .q(m_id$q),
        .clock(m_id$clock)
    );
    nscc_cc_ip$m_data m_data(
        .d(m_data$d),
        .q(m_data$q),
        .clock(m_data$clock)
    );
    nscc_cc_ip$credits credits(
        .d(credits$d),
        .q(credits$q),
        .clock(credits$clock)
    );
    nscc_cc_ip$in_engine in_engine(
        .d(in_engine$d),
        .q(in_engine$q),
        .clock(in_engine$clock)
    );
    nscc_cc_ip$fifo fifo(
        .clock(fifo$clock),
        .read(fifo$read),
        .data_out(fifo$data_out),
        .empty(fifo$empty),
        .almost_empty(fifo$almost_empty),
        .underflow(fifo$underflow),
        .write(fifo$write),
        .data_in(fifo$data_in),
        .full(fifo$full),
        .almost_full(fifo$almost_full),
        .overflow(fifo$overflow)
    );
    nscc_cc_ip$n_taken n_taken(
        .d(n_taken$d),
        .q(n_taken$q),
        .clock(n_taken$clock)
    );
    nscc_cc_ip$n_sent n_sent(
        .d(n_sent$d),
        .q(n_sent$q),
        .clock(n_sent$clock)
    );
    nscc_cc_ip$n_range n_range(
        .d(n_range$d),
        .q(n_range$q),
        .clock(n_range$clock)
    );
    nscc_cc_ip$n_idle n_idle(
        .d(n_idle$d),
        .q(n_idle$q),
        .clock(n_idle$clock)
    );
    nscc_cc_ip$n_not_ready n_not_ready(
        .d(n_not_ready$d),
        .q(n_not_ready$q),
        .clock(n_not_ready$clock)
    );
    nscc_cc_ip$n_event n_event(
        .d(n_event$d),
        .q(n_event$q),
        .clock(n_event$clock)
    );
    nscc_cc_ip$sh_ev sh_ev(
        .read_address(sh_ev$read_address),
        .read_clock(sh_ev$read_clock),
        .read_data(sh_ev$read_data),
        .write_address(sh_ev$write_address),
        .write_clock(sh_ev$write_clock),
        .write_data(sh_ev$write_data),
        .write_enable(sh_ev$write_enable)
    );
    nscc_cc_ip$sh_life sh_life(
        .read_address(sh_life$read_address),
        .read_clock(sh_life$read_clock),
        .read_data(sh_life$read_data),
        .write_address(sh_life$write_address),
        .write_clock(sh_life$write_clock),
        .write_data(sh_life$write_data),
        .write_enable(sh_life$write_enable)
    );
    nscc_cc_ip$l_op l_op(
        .d(l_op$d),
        .q(l_op$q),
        .clock(l_op$clock)
    );
    nscc_cc_ip$l_ccc l_ccc(
        .d(l_ccc$d),
        .q(l_ccc$q),
        .clock(l_ccc$clock)
    );
    nscc_cc_ip$l_prof l_prof(
        .d(l_prof$d),
        .q(l_prof$q),
        .clock(l_prof$clock)
    );
    nscc_cc_ip$bound$0 bound$0(
        .d(bound$0$d),
        .q(bound$0$q),
        .clock(bound$0$clock)
    );
    nscc_cc_ip$bound$1 bound$1(
        .d(bound$1$d),
        .q(bound$1$q),
        .clock(bound$1$clock)
    );
    nscc_cc_ip$bound$2 bound$2(
        .d(bound$2$d),
        .q(bound$2$q),
        .clock(bound$2$clock)
    );
    nscc_cc_ip$bound$3 bound$3(
        .d(bound$3$d),
        .q(bound$3$q),
        .clock(bound$3$clock)
    );
    nscc_cc_ip$bound$4 bound$4(
        .d(bound$4$d),
        .q(bound$4$q),
        .clock(bound$4$clock)
    );
    nscc_cc_ip$bound$5 bound$5(
        .d(bound$5$d),
        .q(bound$5$q),
        .clock(bound$5$clock)
    );
    nscc_cc_ip$bound$6 bound$6(
        .d(bound$6$d),
        .q(bound$6$q),
        .clock(bound$6$clock)
    );
    nscc_cc_ip$bound$7 bound$7(
        .d(bound$7$d),
        .q(bound$7$q),
        .clock(bound$7$clock)
    );
    nscc_cc_ip$loaded loaded(
        .d(loaded$d),
        .q(loaded$q),
        .clock(loaded$clock)
    );
    nscc_cc_ip$prof_refused prof_refused(
        .d(prof_refused$d),
        .q(prof_refused$q),
        .clock(prof_refused$clock)
    );
    nscc_cc_ip$mx_q mx_q(
        .read_address(mx_q$read_address),
        .read_clock(mx_q$read_clock),
        .read_data(mx_q$read_data),
        .write_address(mx_q$write_address),
        .write_clock(mx_q$write_clock),
        .write_data(mx_q$write_data),
        .write_enable(mx_q$write_enable)
    );
    nscc_cc_ip$mx_e mx_e(
        .read_address(mx_e$read_address),
        .read_clock(mx_e$read_clock),
        .read_data(mx_e$read_data),
        .write_address(mx_e$write_address),
        .write_clock(mx_e$write_clock),
        .write_data(mx_e$write_data),
        .write_enable(mx_e$write_enable)
    );
    nscc_cc_ip$mx_t mx_t(
        .read_address(mx_t$read_address),
        .read_clock(mx_t$read_clock),
        .read_data(mx_t$read_data),
        .write_address(mx_t$write_address),
        .write_clock(mx_t$write_clock),
        .write_data(mx_t$write_data),
        .write_enable(mx_t$write_enable)
    );
    nscc_cc_ip$mx_c mx_c(
        .read_address(mx_c$read_address),
        .read_clock(mx_c$read_clock),
        .read_data(mx_c$read_data),
        .write_address(mx_c$write_address),
        .write_clock(mx_c$write_clock),
        .write_data(mx_c$write_data),
        .write_enable(mx_c$write_enable)
    );
    nscc_cc_ip$cx_valid cx_valid(
        .d(cx_valid$d),
        .q(cx_valid$q),
        .clock(cx_valid$clock)
    );
    nscc_cc_ip$cx_l cx_l(
        .d(cx_l$d),
        .q(cx_l$q),
        .clock(cx_l$clock)
    );
    nscc_cc_ip$cx_q cx_q(
        .d(cx_q$d),
        .q(cx_q$q),
        .clock(cx_q$clock)
    );
    nscc_cc_ip$cx_e cx_e(
        .d(cx_e$d),
        .q(cx_e$q),
        .clock(cx_e$clock)
    );
    nscc_cc_ip$cx_t cx_t(
        .d(cx_t$d),
        .q(cx_t$q),
        .clock(cx_t$clock)
    );
    nscc_cc_ip$cx_c cx_c(
        .d(cx_c$d),
        .q(cx_c$q),
        .clock(cx_c$clock)
    );
    nscc_cc_ip$op_state op_state(
        .d(op_state$d),
        .q(op_state$q),
        .clock(op_state$clock)
    );
    nscc_cc_ip$op_kind op_kind(
        .d(op_kind$d),
        .q(op_kind$q),
        .clock(op_kind$clock)
    );
    nscc_cc_ip$op_arg op_arg(
        .d(op_arg$d),
        .q(op_arg$q),
        .clock(op_arg$clock)
    );
    nscc_cc_ip$ctl_busy ctl_busy(
        .d(ctl_busy$d),
        .q(ctl_busy$q),
        .clock(ctl_busy$clock)
    );
    nscc_cc_ip$ctl_done ctl_done(
        .d(ctl_done$d),
        .q(ctl_done$q),
        .clock(ctl_done$clock)
    );
    nscc_cc_ip$ctl_ok ctl_ok(
        .d(ctl_ok$d),
        .q(ctl_ok$q),
        .clock(ctl_ok$clock)
    );
    nscc_cc_ip$bist_done bist_done(
        .d(bist_done$d),
        .q(bist_done$q),
        .clock(bist_done$clock)
    );
    
    // Update code
    always @(*) begin
        b_v$clock = clock;
        b_err$clock = clock;
        r_v$clock = clock;
        r_err$clock = clock;
        r_data$clock = clock;
        r_st$clock = clock;
        st_sweep$clock = clock;
        st_at$clock = clock;
        sk_v$clock = clock;
        sk_id$clock = clock;
        sk_data$clock = clock;
        m_v$clock = clock;
        m_id$clock = clock;
        m_data$clock = clock;
        credits$clock = clock;
        in_engine$clock = clock;
        n_taken$clock = clock;
        n_sent$clock = clock;
        n_range$clock = clock;
        n_idle$clock = clock;
        n_not_ready$clock = clock;
        n_event$clock = clock;
        l_op$clock = clock;
        l_ccc$clock = clock;
        l_prof$clock = clock;
        loaded$clock = clock;
        prof_refused$clock = clock;
        cx_valid$clock = clock;
        cx_l$clock = clock;
        cx_q$clock = clock;
        cx_e$clock = clock;
        cx_t$clock = clock;
        cx_c$clock = clock;
        op_state$clock = clock;
        op_kind$clock = clock;
        op_arg$clock = clock;
        ctl_busy$clock = clock;
        ctl_done$clock = clock;
        ctl_ok$clock = clock;
        bist_done$clock = clock;
        b_v$d = b_v$q;
        b_err$d = b_err$q;
        r_v$d = r_v$q;
        r_err$d = r_err$q;
        r_data$d = r_data$q;
        r_st$d = r_st$q;
        st_sweep$d = st_sweep$q;
        st_at$d = st_at$q;
        sk_v$d = sk_v$q;
        sk_id$d = sk_id$q;
        sk_data$d = sk_data$q;
        m_v$d = m_v$q;
        m_id$d = m_id$q;
        m_data$d = m_data$q;
        credits$d = credits$q;
        in_engine$d = in_engine$q;
        n_taken$d = n_taken$q;
        n_sent$d = n_sent$q;
        n_range$d = n_range$q;
        n_idle$d = n_idle$q;
        n_not_ready$d = n_not_ready$q;
        n_event$d = n_event$q;
        l_op$d = l_op$q;
        l_ccc$d = l_ccc$q;
        l_prof$d = l_prof$q;
        loaded$d = loaded$q;
        prof_refused$d = prof_refused$q;
        cx_valid$d = cx_valid$q;
        cx_l$d = cx_l$q;
        cx_q$d = cx_q$q;
        cx_e$d = cx_e$q;
        cx_t$d = cx_t$q;
        cx_c$d = cx_c$q;
        op_state$d = op_state$q;
        op_kind$d = op_kind$q;
        op_arg$d = op_arg$q;
        ctl_busy$d = ctl_busy$q;
        ctl_done$d = ctl_done$q;
        ctl_ok$d = ctl_ok$q;
        bist_done$d = bist_done$q;
        bound$0$clock = clock;
        bound$0$d = bound$0$q;
        bound$1$clock = clock;
        bound$1$d = bound$1$q;
        bound$2$clock = clock;
        bound$2$d = bound$2$q;
        bound$3$clock = clock;
        bound$3$d = bound$3$q;
        bound$4$clock = clock;
        bound$4$d = bound$4$q;
        bound$5$clock = clock;
        bound$5$d = bound$5$q;
        bound$6$clock = clock;
        bound$6$d = bound$6$q;
        bound$7$clock = clock;
        bound$7$d = bound$7$q;
        engine$clock = clock;
        bist$clock = clock;
        fifo$clock = clock;
        sh_ev$read_clock = clock;
        sh_ev$write_clock = clock;
        sh_life$read_clock = clock;
        sh_life$write_clock = clock;
        st_copy$read_clock = clock;
        st_copy$write_clock = clock;
        mx_q$read_clock = clock;
        mx_q$write_clock = clock;
        mx_e$read_clock = clock;
        mx_e$write_clock = clock;
        mx_t$read_clock = clock;
        mx_t$write_clock = clock;
        mx_c$read_clock = clock;
        mx_c$write_clock = clock;
        ro_cccs = k_cccs;
        ro_profiles = 32'h8;
        ro_features = 32'h5;
        ro_build = k_build;
        ro_latency = k_latency;
        ro_same_ccc_clocks = k_same;
        ro_ctl_status = ((ctl_busy$q) & 32'hffffffff) | (((ctl_done$q) & 32'hffffffff) << 32'h1) | (((ctl_ok$q) & 32'hffffffff) << 32'h2);
        ro_refused_ccc_out_of_range = n_range$q;
        ro_refused_idle = n_idle$q;
        ro_refused_not_ready = n_not_ready$q;
        ro_refused_event_out_of_range = n_event$q;
        ro_events_taken = n_taken$q;
        ro_results_sent = n_sent$q;
        ro_ctx_status = ((((op_kind$q == 32'h1) && (op_state$q != 32'h0))) & 32'hffffffff) | (((cx_valid$q) & 32'hffffffff) << 32'h1) | (((cx_l$q) & 32'hffffffff) << 32'h2);
        ro_ctx_cwnd = ((cx_c$q) & 32'hffffffff);
        ro_ctx_maxwnd = ((cx_t$q) & 32'hffffffff);
        ro_ctx_base_rtt = ((cx_q$q) & 32'hffffffff);
        ro_ctx_avg_delay = cx_e$q;
        bound_bits = 32'h0;
        if (bound$0$q != 32'h0) begin
            bound_bits = bound_bits | (((32'h1) & 8'hff) << 0);
        end
        if (bound$1$q != 32'h0) begin
            bound_bits = bound_bits | (((32'h1) & 8'hff) << 1);
        end
        if (bound$2$q != 32'h0) begin
            bound_bits = bound_bits | (((32'h1) & 8'hff) << 2);
        end
        if (bound$3$q != 32'h0) begin
            bound_bits = bound_bits | (((32'h1) & 8'hff) << 3);
        end
        if (bound$4$q != 32'h0) begin
            bound_bits = bound_bits | (((32'h1) & 8'hff) << 4);
        end
        if (bound$5$q != 32'h0) begin
            bound_bits = bound_bits | (((32'h1) & 8'hff) << 5);
        end
        if (bound$6$q != 32'h0) begin
            bound_bits = bound_bits | (((32'h1) & 8'hff) << 6);
        end
        if (bound$7$q != 32'h0) begin
            bound_bits = bound_bits | (((32'h1) & 8'hff) << 7);
        end
        ro_profile_status = ((loaded$q) & 32'hffffffff) | (((bound_bits) & 32'hffffffff) << 32'h8) | (((prof_refused$q) & 32'hffffffff) << 32'h10);
        ro_bist_status = ((bist$busy) & 32'hffffffff) | (((bist_done$q) & 32'hffffffff) << 32'h1);
        ro_bist_cycles = bist$cycles;
        ro_bist_signature = bist$sig_xor;
        ro_bist_results = bist$results;
        ro_bist_sum = bist$sig_sum;
        rm_reset = ~aresetn;
        aw_go = s_axil_awvalid && s_axil_wvalid && ~b_v$q && ~st_sweep$q;
        s_axil_awready = aw_go;
        s_axil_wready = aw_go;
        w_bad = (s_axil_awaddr[(32'h0)+:(2)] != 32'h0) || (s_axil_wstrb != 32'hf);
        rm_we = aw_go && ~w_bad && aresetn;
        rm_waddr = s_axil_awaddr[(32'h2)+:(10)];
        rm_wdata = s_axil_wdata;
        rm_raddr = s_axil_araddr[(32'h2)+:(10)] & ((32'h3bf) & 10'h3ff);
        rm_wok = 1'b0;
        rm_rok = 1'b0;
        rm_rdata = 32'h0;
        r_ctl_ccc$clock = clock;
        r_ctl_ccc$d = r_ctl_ccc$q;
        r_ctl_profile$clock = clock;
        r_ctl_profile$d = r_ctl_profile$q;
        r_ctl_t$clock = clock;
        r_ctl_t$d = r_ctl_t$q;
        wo_ctl_op = 1'b0;
        r_ctx_ccc$clock = clock;
        r_ctx_ccc$d = r_ctx_ccc$q;
        wo_ctx_read = 1'b0;
        wo_bist_ctrl = 1'b0;
        r_bist_seed$clock = clock;
        r_bist_seed$d = r_bist_seed$q;
        r_bist_events$clock = clock;
        r_bist_events$d = r_bist_events$q;
        wo_profile_write = 1'b0;
        r_bist_config$clock = clock;
        r_bist_config$d = r_bist_config$q;
        r_stage_mtu$clock = clock;
        r_stage_mtu$d = r_stage_mtu$q;
        r_stage_init_cwnd$clock = clock;
        r_stage_init_cwnd$d = r_stage_init_cwnd$q;
        r_stage_init_bdp$clock = clock;
        r_stage_init_bdp$d = r_stage_init_bdp$q;
        r_stage_init_maxwnd$clock = clock;
        r_stage_init_maxwnd$d = r_stage_init_maxwnd$q;
        r_stage_base_rtt$clock = clock;
        r_stage_base_rtt$d = r_stage_base_rtt$q;
        r_stage_network_rtt$clock = clock;
        r_stage_network_rtt$d = r_stage_network_rtt$q;
        r_stage_target$clock = clock;
        r_stage_target$d = r_stage_target$q;
        r_stage_qa_threshold$clock = clock;
        r_stage_qa_threshold$d = r_stage_qa_threshold$q;
        r_stage_gamma_target$clock = clock;
        r_stage_gamma_target$d = r_stage_gamma_target$q;
        r_stage_qa_gate$clock = clock;
        r_stage_qa_gate$d = r_stage_qa_gate$q;
        r_stage_fulfill_bytes$clock = clock;
        r_stage_fulfill_bytes$d = r_stage_fulfill_bytes$q;
        r_stage_rate_mant$clock = clock;
        r_stage_rate_mant$d = r_stage_rate_mant$q;
        r_stage_rate_exp$clock = clock;
        r_stage_rate_exp$d = r_stage_rate_exp$q;
        r_stage_alpha_mant$clock = clock;
        r_stage_alpha_mant$d = r_stage_alpha_mant$q;
        r_stage_alpha_exp$clock = clock;
        r_stage_alpha_exp$d = r_stage_alpha_exp$q;
        r_stage_fi_mant$clock = clock;
        r_stage_fi_mant$d = r_stage_fi_mant$q;
        r_stage_fi_exp$clock = clock;
        r_stage_fi_exp$d = r_stage_fi_exp$q;
        r_stage_fis_mant$clock = clock;
        r_stage_fis_mant$d = r_stage_fis_mant$q;
        r_stage_fis_exp$clock = clock;
        r_stage_fis_exp$d = r_stage_fis_exp$q;
        r_stage_eta$clock = clock;
        r_stage_eta$d = r_stage_eta$q;
        r_stage_network_rtt_sub$clock = clock;
        r_stage_network_rtt_sub$d = r_stage_network_rtt_sub$q;
        r_stage_target_frac$clock = clock;
        r_stage_target_frac$d = r_stage_target_frac$q;
        r_stage_base_rtt_sub$clock = clock;
        r_stage_base_rtt_sub$d = r_stage_base_rtt_sub$q;
        r_stage_target_sub$clock = clock;
        r_stage_target_sub$d = r_stage_target_sub$q;
        r_stage_qa_threshold_sub$clock = clock;
        r_stage_qa_threshold_sub$d = r_stage_qa_threshold_sub$q;
        if (rm_raddr == 32'h0) begin
            rm_rok = 1'b1;
            rm_rdata = ((32'h4e534343) & 32'hffffffff);
        end
        if (rm_raddr == 32'h1) begin
            rm_rok = 1'b1;
            rm_rdata = ((32'h10000) & 32'hffffffff);
        end
        if (rm_raddr == 32'h2) begin
            rm_rok = 1'b1;
            rm_rdata = ro_cccs;
        end
        if (rm_raddr == 32'h3) begin
            rm_rok = 1'b1;
            rm_rdata = ro_profiles;
        end
        if (rm_raddr == 32'h4) begin
            rm_rok = 1'b1;
            rm_rdata = ro_features;
        end
        if (rm_raddr == 32'h5) begin
            rm_rok = 1'b1;
            rm_rdata = ro_build;
        end
        if (rm_raddr == 32'h6) begin
            rm_rok = 1'b1;
            rm_rdata = ro_latency;
        end
        if (rm_raddr == 32'h7) begin
            rm_rok = 1'b1;
            rm_rdata = ro_same_ccc_clocks;
        end
        if (rm_waddr == 32'h10) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_ctl_ccc$d = rm_wdata & ((32'hffff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h10) begin
            rm_rok = 1'b1;
            rm_rdata = r_ctl_ccc$q;
        end
        if (rm_waddr == 32'h11) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_ctl_profile$d = rm_wdata & ((32'h7) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h11) begin
            rm_rok = 1'b1;
            rm_rdata = r_ctl_profile$q;
        end
        if (rm_waddr == 32'h12) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_ctl_t$d = rm_wdata & (((32'hffff) & 32'hffffffff) | (((32'hffff) & 32'hffffffff) << 32'h10));
            end
        end
        if (rm_raddr == 32'h12) begin
            rm_rok = 1'b1;
            rm_rdata = r_ctl_t$q;
        end
        if (rm_waddr == 32'h13) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                wo_ctl_op = 1'b1;
            end
        end
        if (rm_raddr == 32'h13) begin
            rm_rok = 1'b1;
            rm_rdata = ((32'h0) & 32'hffffffff);
        end
        if (rm_raddr == 32'h14) begin
            rm_rok = 1'b1;
            rm_rdata = ro_ctl_status;
        end
        if (rm_raddr == 32'h18) begin
            rm_rok = 1'b1;
            rm_rdata = ro_refused_ccc_out_of_range;
        end
        if (rm_raddr == 32'h19) begin
            rm_rok = 1'b1;
            rm_rdata = ro_refused_idle;
        end
        if (rm_raddr == 32'h1a) begin
            rm_rok = 1'b1;
            rm_rdata = ro_refused_not_ready;
        end
        if (rm_raddr == 32'h1b) begin
            rm_rok = 1'b1;
            rm_rdata = ro_refused_event_out_of_range;
        end
        if (rm_raddr == 32'h1c) begin
            rm_rok = 1'b1;
            rm_rdata = ro_events_taken;
        end
        if (rm_raddr == 32'h1d) begin
            rm_rok = 1'b1;
            rm_rdata = ro_results_sent;
        end
        if (rm_waddr == 32'h20) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_ctx_ccc$d = rm_wdata & ((32'hffff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h20) begin
            rm_rok = 1'b1;
            rm_rdata = r_ctx_ccc$q;
        end
        if (rm_waddr == 32'h21) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                wo_ctx_read = 1'b1;
            end
        end
        if (rm_raddr == 32'h21) begin
            rm_rok = 1'b1;
            rm_rdata = ((32'h0) & 32'hffffffff);
        end
        if (rm_raddr == 32'h22) begin
            rm_rok = 1'b1;
            rm_rdata = ro_ctx_status;
        end
        if (rm_raddr == 32'h23) begin
            rm_rok = 1'b1;
            rm_rdata = ro_ctx_cwnd;
        end
        if (rm_raddr == 32'h24) begin
            rm_rok = 1'b1;
            rm_rdata = ro_ctx_maxwnd;
        end
        if (rm_raddr == 32'h25) begin
            rm_rok = 1'b1;
            rm_rdata = ro_ctx_base_rtt;
        end
        if (rm_raddr == 32'h26) begin
            rm_rok = 1'b1;
            rm_rdata = ro_ctx_avg_delay;
        end
        if (rm_waddr == 32'h30) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                wo_bist_ctrl = 1'b1;
            end
        end
        if (rm_raddr == 32'h30) begin
            rm_rok = 1'b1;
            rm_rdata = ((32'h0) & 32'hffffffff);
        end
        if (rm_waddr == 32'h31) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_bist_seed$d = rm_wdata & (((32'hffff) & 32'hffffffff) | (((32'hffff) & 32'hffffffff) << 32'h10));
            end
        end
        if (rm_raddr == 32'h31) begin
            rm_rok = 1'b1;
            rm_rdata = r_bist_seed$q;
        end
        if (rm_waddr == 32'h32) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_bist_events$d = rm_wdata & (((32'hffff) & 32'hffffffff) | (((32'hffff) & 32'hffffffff) << 32'h10));
            end
        end
        if (rm_raddr == 32'h32) begin
            rm_rok = 1'b1;
            rm_rdata = r_bist_events$q;
        end
        if (rm_raddr == 32'h33) begin
            rm_rok = 1'b1;
            rm_rdata = ro_bist_status;
        end
        if (rm_raddr == 32'h34) begin
            rm_rok = 1'b1;
            rm_rdata = ro_bist_cycles;
        end
        if (rm_raddr == 32'h35) begin
            rm_rok = 1'b1;
            rm_rdata = ro_bist_signature;
        end
        if (rm_raddr == 32'h36) begin
            rm_rok = 1'b1;
            rm_rdata = ro_bist_results;
        end
        if (rm_raddr == 32'h37) begin
            rm_rok = 1'b1;
            rm_rdata = ro_bist_sum;
        end
        if (rm_waddr == 32'h38) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                wo_profile_write = 1'b1;
            end
        end
        if (rm_raddr == 32'h38) begin
            rm_rok = 1'b1;
            rm_rdata = ((32'h0) & 32'hffffffff);
        end
        if (rm_raddr == 32'h39) begin
            rm_rok = 1'b1;
            rm_rdata = ro_profile_status;
        end
        if (rm_waddr == 32'h3c) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_bist_config$d = rm_wdata & (((32'hff0f) & 32'hffffffff) | (((32'hffff) & 32'hffffffff) << 32'h10));
            end
        end
        if (rm_raddr == 32'h3c) begin
            rm_rok = 1'b1;
            rm_rdata = r_bist_config$q;
        end
        if (rm_waddr == 32'h40) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_mtu$d = rm_wdata & ((32'hffffff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h40) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_mtu$q;
        end
        if (rm_waddr == 32'h41) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_init_cwnd$d = rm_wdata & ((32'hffffff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h41) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_init_cwnd$q;
        end
        if (rm_waddr == 32'h42) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_init_bdp$d = rm_wdata & ((32'hffffff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h42) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_init_bdp$q;
        end
        if (rm_waddr == 32'h43) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_init_maxwnd$d = rm_wdata & ((32'hffffff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h43) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_init_maxwnd$q;
        end
        if (rm_waddr == 32'h44) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_base_rtt$d = rm_wdata & ((32'hffffff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h44) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_base_rtt$q;
        end
        if (rm_waddr == 32'h45) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_network_rtt$d = rm_wdata & ((32'hffffff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h45) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_network_rtt$q;
        end
        if (rm_waddr == 32'h46) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_target$d = rm_wdata & ((32'hffffff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h46) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_target$q;
        end
        if (rm_waddr == 32'h47) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_qa_threshold$d = rm_wdata & ((32'hffffff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h47) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_qa_threshold$q;
        end
        if (rm_waddr == 32'h48) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_gamma_target$d = rm_wdata & (((32'hffff) & 32'hffffffff) | (((32'hffff) & 32'hffffffff) << 32'h10));
            end
        end
        if (rm_raddr == 32'h48) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_gamma_target$q;
        end
        if (rm_waddr == 32'h49) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_qa_gate$d = rm_wdata & ((32'h1f) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h49) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_qa_gate$q;
        end
        if (rm_waddr == 32'h4a) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_fulfill_bytes$d = rm_wdata & ((32'hffffff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h4a) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_fulfill_bytes$q;
        end
        if (rm_waddr == 32'h4b) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_rate_mant$d = rm_wdata & ((32'hfff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h4b) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_rate_mant$q;
        end
        if (rm_waddr == 32'h4c) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_rate_exp$d = rm_wdata & ((32'hff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h4c) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_rate_exp$q;
        end
        if (rm_waddr == 32'h4d) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_alpha_mant$d = rm_wdata & ((32'hfff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h4d) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_alpha_mant$q;
        end
        if (rm_waddr == 32'h4e) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_alpha_exp$d = rm_wdata & ((32'hff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h4e) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_alpha_exp$q;
        end
        if (rm_waddr == 32'h4f) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_fi_mant$d = rm_wdata & ((32'hfff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h4f) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_fi_mant$q;
        end
        if (rm_waddr == 32'h50) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_fi_exp$d = rm_wdata & ((32'hff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h50) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_fi_exp$q;
        end
        if (rm_waddr == 32'h51) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_fis_mant$d = rm_wdata & ((32'hfff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h51) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_fis_mant$q;
        end
        if (rm_waddr == 32'h52) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_fis_exp$d = rm_wdata & ((32'hff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h52) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_fis_exp$q;
        end
        if (rm_waddr == 32'h53) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_eta$d = rm_wdata & ((32'hffff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h53) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_eta$q;
        end
        if (rm_waddr == 32'h54) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_network_rtt_sub$d = rm_wdata & ((32'h3ff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h54) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_network_rtt_sub$q;
        end
        if (rm_waddr == 32'h55) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_target_frac$d = rm_wdata & ((32'hff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h55) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_target_frac$q;
        end
        if (rm_waddr == 32'h56) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_base_rtt_sub$d = rm_wdata & ((32'h3ff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h56) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_base_rtt_sub$q;
        end
        if (rm_waddr == 32'h57) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_target_sub$d = rm_wdata & ((32'h3ff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h57) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_target_sub$q;
        end
        if (rm_waddr == 32'h58) begin
            rm_wok = 1'b1;
            if (rm_we) begin
                r_stage_qa_threshold_sub$d = rm_wdata & ((32'h3ff) & 32'hffffffff);
            end
        end
        if (rm_raddr == 32'h58) begin
            rm_rok = 1'b1;
            rm_rdata = r_stage_qa_threshold_sub$q;
        end
        if (rm_reset) begin
            r_ctl_ccc$d = 32'h0;
        end
        if (rm_reset) begin
            r_ctl_profile$d = 32'h0;
        end
        if (rm_reset) begin
            r_ctl_t$d = 32'h0;
        end
        if (rm_reset) begin
            r_ctx_ccc$d = 32'h0;
        end
        if (rm_reset) begin
            r_bist_seed$d = 32'h0;
        end
        if (rm_reset) begin
            r_bist_events$d = 32'h0;
        end
        if (rm_reset) begin
            r_bist_config$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_mtu$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_init_cwnd$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_init_bdp$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_init_maxwnd$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_base_rtt$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_network_rtt$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_target$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_qa_threshold$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_gamma_target$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_qa_gate$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_fulfill_bytes$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_rate_mant$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_rate_exp$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_alpha_mant$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_alpha_exp$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_fi_mant$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_fi_exp$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_fis_mant$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_fis_exp$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_eta$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_network_rtt_sub$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_target_frac$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_base_rtt_sub$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_target_sub$d = 32'h0;
        end
        if (rm_reset) begin
            r_stage_qa_threshold_sub$d = 32'h0;
        end
        op_write = wo_ctl_op || wo_ctx_read || wo_profile_write || wo_bist_ctrl;
        if (aw_go) begin
            b_v$d = 1'b1;
            b_err$d = w_bad || ~rm_wok || (op_write && (op_state$q != 32'h0));
        end
        if (b_v$q && s_axil_bready) begin
            b_v$d = 1'b0;
        end
        s_axil_bvalid = b_v$q;
        s_axil_bresp = ((b_err$q) & 2'h3) << 32'h1;
        s_axil_arready = ~r_v$q && ~st_sweep$q;
        st_copy$read_address = s_axil_araddr[(32'h2)+:(5)];
        r_stage = s_axil_araddr[32'h8];
        r_ok = rm_rok;
        if (r_stage) begin
            r_ok = (s_axil_araddr[(32'h9)+:(3)] == 32'h0) && (((s_axil_araddr[(32'h2)+:(6)]) & 6'h3f) < k_stages);
        end
        if (r_st$q) begin
            r_st$d = 1'b0;
            r_data$d = st_copy$read_data;
        end
        if (s_axil_arvalid && s_axil_arready) begin
            r_v$d = 1'b1;
            r_err$d = ~r_ok || (s_axil_araddr[(32'h0)+:(2)] != 32'h0);
            r_data$d = 32'h0;
            if (r_ok && (s_axil_araddr[(32'h0)+:(2)] == 32'h0)) begin
                if (r_stage) begin
                    r_st$d = 1'b1;
                end
                else begin
                    r_data$d = rm_rdata;
                end
            end
        end
        if (r_v$q && s_axil_rready) begin
            r_v$d = 1'b0;
        end
        s_axil_rvalid = r_v$q;
        s_axil_rdata = r_data$q;
        if (r_st$q) begin
            s_axil_rdata = st_copy$read_data;
        end
        s_axil_rresp = ((r_err$q) & 2'h3) << 32'h1;
        st_copy$write_address = rm_waddr[(32'h0)+:(5)];
        st_masks = k_stage_masks >> (((rm_waddr[(32'h0)+:(5)]) & 10'h3ff) << 32'h5);
        st_copy$write_data = rm_wdata & st_masks[(32'h0)+:(32)];
        st_copy$write_enable = rm_we && rm_wok && (rm_waddr[(32'h6)+:(4)] == 32'h1);
        if (st_sweep$q) begin
            st_copy$write_address = st_at$q;
            st_copy$write_data = 32'h0;
            st_copy$write_enable = 1'b1;
            st_at$d = st_at$q + 32'h1;
            if (st_at$q == 32'h1f) begin
                st_sweep$d = 1'b0;
            end
        end
        if (rm_reset) begin
            b_v$d = 1'b0;
            r_v$d = 1'b0;
            r_st$d = 1'b0;
            st_sweep$d = 1'b1;
            st_at$d = 32'h0;
        end
        s_axis_ev_tready = ~sk_v$q && (op_state$q == 32'h0) && (credits$q < k_credits);
        take = s_axis_ev_tvalid && s_axis_ev_tready;
        ev_bad = |(s_axis_ev_tdata & ev_reserved) || (s_axis_ev_tdata[(at_e_t_sub)+:(10)] > 32'h3e7) || (s_axis_ev_tdata[(at_e_rtt_sub)+:(10)] > 32'h3e7) || (s_axis_ev_tdata[(at_e_probe_rtt_sub)+:(10)] > 32'h3e7);
        ev_in = ((s_axis_ev_tdata[(at_e_t)+:(32)]) & 171'h7ffffffffffffffffffffffffffffffffffffffffff) | (((s_axis_ev_tdata[(at_e_t_sub)+:(10)]) & 171'h7ffffffffffffffffffffffffffffffffffffffffff) << at_w_t_sub) | (((s_axis_ev_tdata[(at_e_kind)+:(2)]) & 171'h7ffffffffffffffffffffffffffffffffffffffffff) << at_w_kind) | (((s_axis_ev_tdata[(at_e_bytes)+:(24)]) & 171'h7ffffffffffffffffffffffffffffffffffffffffff) << at_w_bytes) | (((s_axis_ev_tdata[(at_e_rtt)+:(24)]) & 171'h7ffffffffffffffffffffffffffffffffffffffffff) << at_w_rtt) | (((s_axis_ev_tdata[at_e_ecn]) & 171'h7ffffffffffffffffffffffffffffffffffffffffff) << at_w_ecn) | (((s_axis_ev_tdata[(at_e_pend)+:(7)]) & 171'h7ffffffffffffffffffffffffffffffffffffffffff) << at_w_pend) | (((s_axis_ev_tdata[at_e_rc]) & 171'h7ffffffffffffffffffffffffffffffffffffffffff) << at_w_rc) | (((s_axis_ev_tdata[(at_e_in_flight)+:(24)]) & 171'h7ffffffffffffffffffffffffffffffffffffffffff) << at_w_in_flight) | (((s_axis_ev_tdata[at_e_probe]) & 171'h7ffffffffffffffffffffffffffffffffffffffffff) << at_w_probe) | (((s_axis_ev_tdata[(at_e_probe_rtt)+:(24)]) & 171'h7ffffffffffffffffffffffffffffffffffffffffff) << at_w_probe_rtt) | (((s_axis_ev_tdata[(at_e_rtt_sub)+:(10)]) & 171'h7ffffffffffffffffffffffffffffffffffffffffff) << at_w_rtt_sub) | (((s_axis_ev_tdata[(at_e_probe_rtt_sub)+:(10)]) & 171'h7ffffffffffffffffffffffffffffffffffffffffff) << at_w_probe_rtt_sub) | (((ev_bad) & 171'h7ffffffffffffffffffffffffffffffffffffffffff) << 32'haa);
        code = 32'h0;
        if (((m_id$q[(32'h0)+:(12)]) & 16'hffff) != m_id$q) begin
            code = k_range;
        end
        else if (m_data$q[32'haa]) begin
            code = k_event;
        end
        else if (sh_ev$read_data[(32'h0)+:(2)] == 32'h1) begin
            code = k_not_ready;
        end
        else if (sh_ev$read_data[(32'h0)+:(2)] != 32'h2) begin
            code = k_idle;
        end
        to_engine = m_v$q && (code == 32'h0);
        bist_mode = bist$busy || (op_state$q == 32'h6);
        refuse_now = m_v$q && (code != 32'h0) && ~engine$out_valid;
        res_we = 1'b0;
        res_in = 32'h0;
        if (engine$out_valid && ~bist_mode) begin
            res_we = 1'b1;
            res_in = (((engine$out_ccc) & 80'hffffffffffffffffffff) << 32'h40) | (((engine$out_cwnd) & 80'hffffffffffffffffffff) << at_r_cwnd) | (((engine$out_action) & 80'hffffffffffffffffffff) << at_r_action) | (((engine$out_fulfill) & 80'hffffffffffffffffffff) << at_r_fulfill);
        end
        else if (refuse_now) begin
            res_we = 1'b1;
            res_in = (((m_id$q) & 80'hffffffffffffffffffff) << 32'h40) | (((code) & 80'hffffffffffffffffffff) << at_r_refused);
        end
        fifo$write = res_we;
        fifo$data_in = res_in;
        m_leave = (to_engine && engine$ev_ready) || refuse_now;
        m_load = ~m_v$q || m_leave;
        if (m_load) begin
            m_v$d = sk_v$q || take;
            if (sk_v$q) begin
                m_id$d = sk_id$q;
                m_data$d = sk_data$q;
                sk_v$d = take;
            end
            else begin
                m_id$d = s_axis_ev_tid;
                m_data$d = ev_in;
            end
        end
        else if (take) begin
            sk_v$d = 1'b1;
        end
        if (take && (sk_v$q || ~m_load)) begin
            sk_id$d = s_axis_ev_tid;
            sk_data$d = ev_in;
        end
        sh_ev$read_address = m_id$q[(32'h0)+:(12)];
        if (m_load) begin
            if (sk_v$q) begin
                sh_ev$read_address = sk_id$q[(32'h0)+:(12)];
            end
            else begin
                sh_ev$read_address = s_axis_ev_tid[(32'h0)+:(12)];
            end
        end
        if (op_state$q >= 32'h4) begin
            sh_ev$read_address = r_ctx_ccc$q[(32'h0)+:(12)];
        end
        m_axis_res_tvalid = ~fifo$empty;
        m_axis_res_tdata = fifo$data_out[(32'h0)+:(64)];
        m_axis_res_tid = fifo$data_out[(32'h40)+:(16)];
        pop = ~fifo$empty && m_axis_res_tready;
        fifo$read = pop;
        if (take && ~pop) begin
            credits$d = credits$q + 32'h1;
        end
        if (pop && ~take) begin
            credits$d = credits$q - 32'h1;
        end
        if (take) begin
            n_taken$d = n_taken$q + 32'h1;
        end
        if (pop) begin
            n_sent$d = n_sent$q + 32'h1;
        end
        if (refuse_now) begin
            if (code == k_range) begin
                n_range$d = n_range$q + 32'h1;
            end
            if (code == k_idle) begin
                n_idle$d = n_idle$q + 32'h1;
            end
            if (code == k_not_ready) begin
                n_not_ready$d = n_not_ready$q + 32'h1;
            end
            if (code == k_event) begin
                n_event$d = n_event$q + 32'h1;
            end
        end
        eng_in = to_engine && engine$ev_ready;
        eng_out = engine$out_valid && ~bist_mode;
        if (eng_in && ~eng_out) begin
            in_engine$d = in_engine$q + 32'h1;
        end
        if (eng_out && ~eng_in) begin
            in_engine$d = in_engine$q - 32'h1;
        end
        bist$seed = r_bist_seed$q;
        bist$events = r_bist_events$q;
        bist$cccs_log2 = r_bist_config$q[(32'h0)+:(4)];
        bist$rtt_base = r_bist_config$q[(32'h8)+:(24)];
        bist$start = op_state$q == 32'h6;
        bist$ctl_ready = engine$ctl_ready;
        bist$ctl_done = engine$ctl_done;
        bist$ev_ready = engine$ev_ready;
        bist$out_valid = engine$out_valid;
        bist$out_ccc = engine$out_ccc;
        bist$out_action = engine$out_action;
        bist$out_fulfill = engine$out_fulfill;
        bist$out_cwnd = engine$out_cwnd;
        engine$cfg_mtu = r_stage_mtu$q[(32'h0)+:(24)];
        engine$cfg_init_cwnd = r_stage_init_cwnd$q[(32'h0)+:(24)];
        engine$cfg_init_bdp = r_stage_init_bdp$q[(32'h0)+:(24)];
        engine$cfg_init_maxwnd = r_stage_init_maxwnd$q[(32'h0)+:(24)];
        engine$cfg_base_rtt = r_stage_base_rtt$q[(32'h0)+:(24)];
        engine$cfg_network_rtt = r_stage_network_rtt$q[(32'h0)+:(24)];
        engine$cfg_target = r_stage_target$q[(32'h0)+:(24)];
        engine$cfg_qa_threshold = r_stage_qa_threshold$q[(32'h0)+:(24)];
        engine$cfg_gamma_target = r_stage_gamma_target$q[(32'h0)+:(32)];
        engine$cfg_qa_gate = r_stage_qa_gate$q[(32'h0)+:(5)];
        engine$cfg_fulfill_bytes = r_stage_fulfill_bytes$q[(32'h0)+:(24)];
        engine$cfg_rate_mant = r_stage_rate_mant$q[(32'h0)+:(12)];
        engine$cfg_rate_exp = r_stage_rate_exp$q[(32'h0)+:(8)];
        engine$cfg_alpha_mant = r_stage_alpha_mant$q[(32'h0)+:(12)];
        engine$cfg_alpha_exp = r_stage_alpha_exp$q[(32'h0)+:(8)];
        engine$cfg_fi_mant = r_stage_fi_mant$q[(32'h0)+:(12)];
        engine$cfg_fi_exp = r_stage_fi_exp$q[(32'h0)+:(8)];
        engine$cfg_fis_mant = r_stage_fis_mant$q[(32'h0)+:(12)];
        engine$cfg_fis_exp = r_stage_fis_exp$q[(32'h0)+:(8)];
        engine$cfg_eta = r_stage_eta$q[(32'h0)+:(16)];
        engine$cfg_network_rtt_sub = r_stage_network_rtt_sub$q[(32'h0)+:(10)];
        engine$cfg_target_frac = r_stage_target_frac$q[(32'h0)+:(8)];
        engine$cfg_base_rtt_sub = r_stage_base_rtt_sub$q[(32'h0)+:(10)];
        engine$cfg_target_sub = r_stage_target_sub$q[(32'h0)+:(10)];
        engine$cfg_qa_threshold_sub = r_stage_qa_threshold_sub$q[(32'h0)+:(10)];
        engine$cfg_profile = op_arg$q;
        engine$cfg_write = 1'b0;
        if (bist_mode) begin
            engine$ctl_valid = bist$ctl_valid;
            engine$ctl_op = bist$ctl_op;
            engine$ctl_ccc = bist$ctl_ccc;
            engine$ctl_profile = 32'h0;
            engine$ctl_t = 32'h0;
            engine$ev_valid = bist$ev_valid;
            engine$ev_ccc = bist$ev_ccc;
            engine$ev_t = bist$ev_t;
            engine$ev_kind = bist$ev_kind;
            engine$ev_bytes = bist$ev_bytes;
            engine$ev_rtt = bist$ev_rtt;
            engine$ev_ecn = bist$ev_ecn;
            engine$ev_in_flight = bist$ev_in_flight;
            engine$ev_t_sub = 32'h0;
            engine$ev_pend = 32'h0;
            engine$ev_rc = 1'b0;
            engine$ev_probe = 1'b0;
            engine$ev_probe_rtt = 32'h0;
            engine$ev_rtt_sub = 32'h0;
            engine$ev_probe_rtt_sub = 32'h0;
        end
        else begin
            engine$ctl_valid = (op_state$q == 32'h2) && engine$ctl_ready;
            engine$ctl_op = op_arg$q[(32'h0)+:(2)];
            engine$ctl_ccc = r_ctl_ccc$q[(32'h0)+:(16)];
            engine$ctl_profile = r_ctl_profile$q[(32'h0)+:(3)];
            engine$ctl_t = r_ctl_t$q;
            engine$ev_valid = to_engine;
            engine$ev_ccc = m_id$q;
            engine$ev_t = m_data$q[(at_w_t)+:(32)];
            engine$ev_t_sub = m_data$q[(at_w_t_sub)+:(10)];
            engine$ev_kind = m_data$q[(at_w_kind)+:(2)];
            engine$ev_bytes = m_data$q[(at_w_bytes)+:(24)];
            engine$ev_rtt = m_data$q[(at_w_rtt)+:(24)];
            engine$ev_ecn = m_data$q[at_w_ecn];
            engine$ev_pend = m_data$q[(at_w_pend)+:(7)];
            engine$ev_rc = m_data$q[at_w_rc];
            engine$ev_in_flight = m_data$q[(at_w_in_flight)+:(24)];
            engine$ev_probe = m_data$q[at_w_probe];
            engine$ev_probe_rtt = m_data$q[(at_w_probe_rtt)+:(24)];
            engine$ev_rtt_sub = m_data$q[(at_w_rtt_sub)+:(10)];
            engine$ev_probe_rtt_sub = m_data$q[(at_w_probe_rtt_sub)+:(10)];
        end
        sh_life$read_address = l_ccc$q[(32'h0)+:(12)];
        if (engine$ctl_valid && engine$ctl_ready) begin
            l_op$d = engine$ctl_op;
            l_ccc$d = engine$ctl_ccc;
            l_prof$d = engine$ctl_profile;
        end
        l_new = 32'h0;
        if (l_op$q == 32'h1) begin
            l_new = ((32'h1) & 5'h1f) | (((l_prof$q) & 5'h1f) << 32'h2);
        end
        if (l_op$q == 32'h2) begin
            l_new = (sh_life$read_data & ((32'h1c) & 5'h1f)) | ((32'h2) & 5'h1f);
        end
        sh_ev$write_address = l_ccc$q[(32'h0)+:(12)];
        sh_ev$write_data = l_new;
        sh_ev$write_enable = engine$ctl_done && engine$ctl_ok;
        sh_life$write_address = l_ccc$q[(32'h0)+:(12)];
        sh_life$write_data = l_new;
        sh_life$write_enable = engine$ctl_done && engine$ctl_ok;
        b_old$0 = (sh_life$read_data[(32'h0)+:(2)] != 32'h0) && (sh_life$read_data[(32'h2)+:(3)] == 0);
        b_new$0 = (l_new[(32'h0)+:(2)] != 32'h0) && (l_new[(32'h2)+:(3)] == 0);
        b_step$0 = ((32'h1) & 13'h1fff);
        if (b_old$0) begin
            b_step$0 = ((32'h1fff) & 13'h1fff);
        end
        if (engine$ctl_done && engine$ctl_ok && (b_old$0 != b_new$0)) begin
            bound$0$d = bound$0$q + b_step$0;
        end
        b_old$1 = (sh_life$read_data[(32'h0)+:(2)] != 32'h0) && (sh_life$read_data[(32'h2)+:(3)] == 1);
        b_new$1 = (l_new[(32'h0)+:(2)] != 32'h0) && (l_new[(32'h2)+:(3)] == 1);
        b_step$1 = ((32'h1) & 13'h1fff);
        if (b_old$1) begin
            b_step$1 = ((32'h1fff) & 13'h1fff);
        end
        if (engine$ctl_done && engine$ctl_ok && (b_old$1 != b_new$1)) begin
            bound$1$d = bound$1$q + b_step$1;
        end
        b_old$2 = (sh_life$read_data[(32'h0)+:(2)] != 32'h0) && (sh_life$read_data[(32'h2)+:(3)] == 2);
        b_new$2 = (l_new[(32'h0)+:(2)] != 32'h0) && (l_new[(32'h2)+:(3)] == 2);
        b_step$2 = ((32'h1) & 13'h1fff);
        if (b_old$2) begin
            b_step$2 = ((32'h1fff) & 13'h1fff);
        end
        if (engine$ctl_done && engine$ctl_ok && (b_old$2 != b_new$2)) begin
            bound$2$d = bound$2$q + b_step$2;
        end
        b_old$3 = (sh_life$read_data[(32'h0)+:(2)] != 32'h0) && (sh_life$read_data[(32'h2)+:(3)] == 3);
        b_new$3 = (l_new[(32'h0)+:(2)] != 32'h0) && (l_new[(32'h2)+:(3)] == 3);
        b_step$3 = ((32'h1) & 13'h1fff);
        if (b_old$3) begin
            b_step$3 = ((32'h1fff) & 13'h1fff);
        end
        if (engine$ctl_done && engine$ctl_ok && (b_old$3 != b_new$3)) begin
            bound$3$d = bound$3$q + b_step$3;
        end
        b_old$4 = (sh_life$read_data[(32'h0)+:(2)] != 32'h0) && (sh_life$read_data[(32'h2)+:(3)] == 4);
        b_new$4 = (l_new[(32'h0)+:(2)] != 32'h0) && (l_new[(32'h2)+:(3)] == 4);
        b_step$4 = ((32'h1) & 13'h1fff);
        if (b_old$4) begin
            b_step$4 = ((32'h1fff) & 13'h1fff);
        end
        if (engine$ctl_done && engine$ctl_ok && (b_old$4 != b_new$4)) begin
            bound$4$d = bound$4$q + b_step$4;
        end
        b_old$5 = (sh_life$read_data[(32'h0)+:(2)] != 32'h0) && (sh_life$read_data[(32'h2)+:(3)] == 5);
        b_new$5 = (l_new[(32'h0)+:(2)] != 32'h0) && (l_new[(32'h2)+:(3)] == 5);
        b_step$5 = ((32'h1) & 13'h1fff);
        if (b_old$5) begin
            b_step$5 = ((32'h1fff) & 13'h1fff);
        end
        if (engine$ctl_done && engine$ctl_ok && (b_old$5 != b_new$5)) begin
            bound$5$d = bound$5$q + b_step$5;
        end
        b_old$6 = (sh_life$read_data[(32'h0)+:(2)] != 32'h0) && (sh_life$read_data[(32'h2)+:(3)] == 6);
        b_new$6 = (l_new[(32'h0)+:(2)] != 32'h0) && (l_new[(32'h2)+:(3)] == 6);
        b_step$6 = ((32'h1) & 13'h1fff);
        if (b_old$6) begin
            b_step$6 = ((32'h1fff) & 13'h1fff);
        end
        if (engine$ctl_done && engine$ctl_ok && (b_old$6 != b_new$6)) begin
            bound$6$d = bound$6$q + b_step$6;
        end
        b_old$7 = (sh_life$read_data[(32'h0)+:(2)] != 32'h0) && (sh_life$read_data[(32'h2)+:(3)] == 7);
        b_new$7 = (l_new[(32'h0)+:(2)] != 32'h0) && (l_new[(32'h2)+:(3)] == 7);
        b_step$7 = ((32'h1) & 13'h1fff);
        if (b_old$7) begin
            b_step$7 = ((32'h1fff) & 13'h1fff);
        end
        if (engine$ctl_done && engine$ctl_ok && (b_old$7 != b_new$7)) begin
            bound$7$d = bound$7$q + b_step$7;
        end
        mx_q$write_address = engine$ctx_q_addr[(32'h0)+:(12)];
        mx_q$write_data = engine$ctx_q_data[(32'h0)+:(24)];
        mx_q$write_enable = engine$ctx_q_we;
        mx_e$write_address = engine$ctx_e_addr[(32'h0)+:(12)];
        mx_e$write_data = engine$ctx_e_data;
        mx_e$write_enable = engine$ctx_e_we;
        mx_t$write_address = engine$ctx_t_addr[(32'h0)+:(12)];
        mx_t$write_data = engine$ctx_t_data[(32'h18)+:(24)];
        mx_t$write_enable = engine$ctx_t_we;
        mx_c$write_address = engine$ctx_c_addr[(32'h0)+:(12)];
        mx_c$write_data = engine$ctx_c_data[(32'h0)+:(24)];
        mx_c$write_enable = engine$ctx_c_we;
        mx_q$read_address = r_ctx_ccc$q[(32'h0)+:(12)];
        mx_e$read_address = r_ctx_ccc$q[(32'h0)+:(12)];
        mx_t$read_address = r_ctx_ccc$q[(32'h0)+:(12)];
        mx_c$read_address = r_ctx_ccc$q[(32'h0)+:(12)];
        ctl_done$d = ctl_done$q;
        if (bist$done && (op_state$q == 32'h7)) begin
            bist_done$d = 1'b1;
        end
        if ((op_state$q == 32'h0) && op_write && rm_we) begin
            op_state$d = 32'h1;
            op_arg$d = rm_wdata[(32'h0)+:(3)];
            if (wo_ctl_op) begin
                op_kind$d = 32'h0;
                ctl_busy$d = 1'b1;
                ctl_done$d = 1'b0;
                ctl_ok$d = 1'b0;
            end
            if (wo_ctx_read) begin
                op_kind$d = 32'h1;
            end
            if (wo_profile_write) begin
                op_kind$d = 32'h2;
            end
            if (wo_bist_ctrl) begin
                op_kind$d = 32'h3;
                bist_done$d = 1'b0;
            end
        end
        if ((op_state$q == 32'h1) && ~m_v$q && ~sk_v$q && (in_engine$q == 32'h0)) begin
            if (op_kind$q == 32'h0) begin
                op_state$d = 32'h2;
                if (op_arg$q[(32'h0)+:(2)] == 32'h0) begin
                    op_state$d = 32'h0;
                    ctl_busy$d = 1'b0;
                    ctl_done$d = 1'b1;
                end
            end
            if (op_kind$q == 32'h1) begin
                op_state$d = 32'h4;
            end
            if (op_kind$q == 32'h2) begin
                op_state$d = 32'h0;
                prof_refused$d = |(bound_bits & (((32'h1) & 8'hff) << op_arg$q));
                if (~|(bound_bits & (((32'h1) & 8'hff) << op_arg$q))) begin
                    engine$cfg_write = 1'b1;
                    loaded$d = loaded$q | (((32'h1) & 8'hff) << op_arg$q);
                end
            end
            if (op_kind$q == 32'h3) begin
                op_state$d = 32'h6;
            end
        end
        if ((op_state$q == 32'h2) && engine$ctl_ready) begin
            op_state$d = 32'h3;
        end
        if ((op_state$q == 32'h3) && engine$ctl_done) begin
            op_state$d = 32'h0;
            ctl_busy$d = 1'b0;
            ctl_done$d = 1'b1;
            ctl_ok$d = engine$ctl_ok;
        end
        if (op_state$q == 32'h4) begin
            op_state$d = 32'h5;
        end
        if (op_state$q == 32'h5) begin
            op_state$d = 32'h0;
            cx_valid$d = ((r_ctx_ccc$q[(32'h0)+:(12)]) & 32'hffffffff) == r_ctx_ccc$q;
            cx_l$d = sh_ev$read_data;
            cx_q$d = mx_q$read_data;
            cx_e$d = mx_e$read_data;
            cx_t$d = mx_t$read_data;
            cx_c$d = mx_c$read_data;
        end
        if ((op_state$q == 32'h6) && bist$busy) begin
            op_state$d = 32'h7;
        end
        if ((op_state$q == 32'h7) && ~bist$busy) begin
            op_state$d = 32'h0;
        end
    end
    
endmodule // nscc_cc_ip


module nscc_cc_ip$b_err(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$b_err


module nscc_cc_ip$b_v(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$b_v


module nscc_cc_ip$bist(clock,start,seed,events,cccs_log2,rtt_base,busy,done,cycles,results,sig_xor,sig_sum,ctl_valid,ctl_ready,ctl_op,ctl_ccc,ctl_done,ev_valid,ev_ready,ev_ccc,ev_t,ev_kind,ev_bytes,ev_rtt,ev_ecn,ev_in_flight,out_valid,out_ccc,out_action,out_fulfill,out_cwnd);
    
    // Module arguments
    input wire  clock;
    input wire  start;
    input wire  [31:0] seed;
    input wire  [31:0] events;
    input wire  [3:0] cccs_log2;
    input wire  [23:0] rtt_base;
    output reg  busy;
    output reg  done;
    output reg  [31:0] cycles;
    output reg  [31:0] results;
    output reg  [31:0] sig_xor;
    output reg  [31:0] sig_sum;
    output reg  ctl_valid;
    input wire  ctl_ready;
    output reg  [1:0] ctl_op;
    output reg  [15:0] ctl_ccc;
    input wire  ctl_done;
    output reg  ev_valid;
    input wire  ev_ready;
    output reg  [15:0] ev_ccc;
    output reg  [31:0] ev_t;
    output reg  [1:0] ev_kind;
    output reg  [23:0] ev_bytes;
    output reg  [23:0] ev_rtt;
    output reg  ev_ecn;
    output reg  [23:0] ev_in_flight;
    input wire  out_valid;
    input wire  [11:0] out_ccc;
    input wire  [3:0] out_action;
    input wire  out_fulfill;
    input wire  [23:0] out_cwnd;
    
    // Stub signals
    reg  [2:0] state$d;
    wire  [2:0] state$q;
    reg  state$clock;
    reg  [2:0] after$d;
    wire  [2:0] after$q;
    reg  after$clock;
    reg  [12:0] ccc$d;
    wire  [12:0] ccc$q;
    reg  ccc$clock;
    reg  [31:0] x$d;
    wire  [31:0] x$q;
    reg  x$clock;
    reg  [12:0] mask_r$d;
    wire  [12:0] mask_r$q;
    reg  mask_r$clock;
    reg  more$d;
    wire  more$q;
    reg  more$clock;
    reg  r_v$d;
    wire  r_v$q;
    reg  r_v$clock;
    reg  [31:0] r_crc$d;
    wire  [31:0] r_crc$q;
    reg  r_crc$clock;
    reg  o_v$d;
    wire  o_v$q;
    reg  o_v$clock;
    reg  [47:0] o_word$d;
    wire  [47:0] o_word$q;
    reg  o_word$clock;
    reg  p_v$d;
    wire  p_v$q;
    reg  p_v$clock;
    reg  [31:0] p_lo$d;
    wire  [31:0] p_lo$q;
    reg  p_lo$clock;
    reg  [31:0] p_hi$d;
    wire  [31:0] p_hi$q;
    reg  p_hi$clock;
    reg  [47:0] crcm$word;
    wire  [31:0] crcm$lo;
    wire  [31:0] crcm$hi;
    reg  [31:0] t$d;
    wire  [31:0] t$q;
    reg  t$clock;
    reg  [31:0] to_send$d;
    wire  [31:0] to_send$q;
    reg  to_send$clock;
    reg  [31:0] got$d;
    wire  [31:0] got$q;
    reg  got$clock;
    reg  [31:0] to_get$d;
    wire  [31:0] to_get$q;
    reg  to_get$clock;
    reg  [23:0] base$d;
    wire  [23:0] base$q;
    reg  base$clock;
    reg  [31:0] count$d;
    wire  [31:0] count$q;
    reg  count$clock;
    reg  counting$d;
    wire  counting$q;
    reg  counting$clock;
    reg  [31:0] sx$d;
    wire  [31:0] sx$q;
    reg  sx$clock;
    reg  [31:0] ss$d;
    wire  [31:0] ss$q;
    reg  ss$clock;
    reg  requested$d;
    wire  requested$q;
    reg  requested$clock;
    
    // Local signals
    reg  [31:0] nx;
    reg  [31:0] s0;
    reg  [31:0] ns0;
    reg  [12:0] mask;
    reg  [47:0] word;
    reg  last_ccc;
    
    // Sub module instances
    nscc_cc_ip$bist$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    nscc_cc_ip$bist$after after(
        .d(after$d),
        .q(after$q),
        .clock(after$clock)
    );
    nscc_cc_ip$bist$ccc ccc(
        .d(ccc$d),
        .q(ccc$q),
        .clock(ccc$clock)
    );
    nscc_cc_ip$bist$x x(
        .d(x$d),
        .q(x$q),
        .clock(x$clock)
    );
    nscc_cc_ip$bist$mask_r mask_r(
        .d(mask_r$d),
        .q(mask_r$q),
        .clock(mask_r$clock)
    );
    nscc_cc_ip$bist$more more(
        .d(more$d),
        .q(more$q),
        .clock(more$clock)
    );
    nscc_cc_ip$bist$r_v r_v(
        .d(r_v$d),
        .q(r_v$q),
        .clock(r_v$clock)
    );
    nscc_cc_ip$bist$r_crc r_crc(
        .d(r_crc$d),
        .q(r_crc$q),
        .clock(r_crc$clock)
    );
    nscc_cc_ip$bist$o_v o_v(
        .d(o_v$d),
        .q(o_v$q),
        .clock(o_v$clock)
    );
    nscc_cc_ip$bist$o_word o_word(
        .d(o_word$d),
        .q(o_word$q),
        .clock(o_word$clock)
    );
    nscc_cc_ip$bist$p_v p_v(
        .d(p_v$d),
        .q(p_v$q),
        .clock(p_v$clock)
    );
    nscc_cc_ip$bist$p_lo p_lo(
        .d(p_lo$d),
        .q(p_lo$q),
        .clock(p_lo$clock)
    );
    nscc_cc_ip$bist$p_hi p_hi(
        .d(p_hi$d),
        .q(p_hi$q),
        .clock(p_hi$clock)
    );
    nscc_cc_ip$bist$crcm crcm(
        .word(crcm$word),
        .lo(crcm$lo),
        .hi(crcm$hi)
    );
    nscc_cc_ip$bist$t t(
        .d(t$d),
        .q(t$q),
        .clock(t$clock)
    );
    nscc_cc_ip$bist$to_send to_send(
        .d(to_send$d),
        .q(to_send$q),
        .clock(to_send$clock)
    );
    nscc_cc_ip$bist$got got(
        .d(got$d),
        .q(got$q),
        .clock(got$clock)
    );
    nscc_cc_ip$bist$to_get to_get(
        .d(to_get$d),
        .q(to_get$q),
        .clock(to_get$clock)
    );
    nscc_cc_ip$bist$base base(
        .d(base$d),
        .q(base$q),
        .clock(base$clock)
    );
    nscc_cc_ip$bist$count count(
        .d(count$d),
        .q(count$q),
        .clock(count$clock)
    );
    nscc_cc_ip$bist$counting counting(
        .d(counting$d),
        .q(counting$q),
        .clock(counting$clock)
    );
    nscc_cc_ip$bist$sx sx(
        .d(sx$d),
        .q(sx$q),
        .clock(sx$clock)
    );
    nscc_cc_ip$bist$ss ss(
        .d(ss$d),
        .q(ss$q),
        .clock(ss$clock)
    );
    nscc_cc_ip$bist$requested requested(
        .d(requested$d),
        .q(requested$q),
        .clock(requested$clock)
    );
    
    // Update code
    always @(*) begin
        state$clock = clock;
        after$clock = clock;
        ccc$clock = clock;
        x$clock = clock;
        t$clock = clock;
        to_send$clock = clock;
        got$clock = clock;
        to_get$clock = clock;
        base$clock = clock;
        count$clock = clock;
        counting$clock = clock;
        sx$clock = clock;
        ss$clock = clock;
        requested$clock = clock;
        mask_r$clock = clock;
        more$clock = clock;
        r_v$clock = clock;
        r_crc$clock = clock;
        o_v$clock = clock;
        o_word$clock = clock;
        p_v$clock = clock;
        p_lo$clock = clock;
        p_hi$clock = clock;
        state$d = state$q;
        after$d = after$q;
        ccc$d = ccc$q;
        x$d = x$q;
        t$d = t$q;
        to_send$d = to_send$q;
        got$d = got$q;
        to_get$d = to_get$q;
        base$d = base$q;
        count$d = count$q;
        counting$d = counting$q;
        sx$d = sx$q;
        ss$d = ss$q;
        requested$d = requested$q;
        mask_r$d = mask_r$q;
        more$d = more$q;
        r_v$d = r_v$q;
        r_crc$d = r_crc$q;
        o_v$d = o_v$q;
        o_word$d = o_word$q;
        p_v$d = p_v$q;
        p_lo$d = p_lo$q;
        p_hi$d = p_hi$q;
        nx = x$q ^ (x$q << 32'hd);
        nx = nx ^ (nx >> 32'h11);
        nx = nx ^ (nx << 32'h5);
        s0 = seed;
        if (~|seed) begin
            s0 = ((32'h2545f491) & 32'hffffffff);
        end
        ns0 = s0 ^ (s0 << 32'hd);
        ns0 = ns0 ^ (ns0 >> 32'h11);
        ns0 = ns0 ^ (ns0 << 32'h5);
        mask = mask_r$q;
        ev_ccc = ((((x$q) & 13'h1fff) & mask) & 16'hffff);
        ev_kind = 32'h0;
        if (~|x$q[(32'hc)+:(3)]) begin
            ev_kind = 32'h1;
        end
        ev_bytes = 32'h1040;
        if (x$q[32'hf]) begin
            ev_bytes = 32'h2080;
        end
        ev_rtt = base$q + ((x$q[(32'h10)+:(14)]) & 24'hffffff);
        ev_ecn = ~|x$q[(32'h1e)+:(2)];
        ev_in_flight = ((x$q[(32'h8)+:(20)]) & 24'hffffff);
        ev_t = t$q + 32'h40 + ((x$q[(32'h14)+:(8)]) & 32'hffffffff);
        ev_valid = (state$q == 32'h4) && more$q;
        ctl_valid = 1'b0;
        ctl_op = 32'h1;
        if (state$q == 32'h2) begin
            ctl_op = 32'h2;
        end
        if (state$q == 32'h6) begin
            ctl_op = 32'h3;
        end
        ctl_ccc = ((ccc$q) & 16'hffff);
        last_ccc = ccc$q == mask;
        if (state$q == 32'h0 && start) begin
            state$d = 32'h6;
            ccc$d = 32'h0;
            x$d = ns0;
            mask_r$d = (((32'h1) & 13'h1fff) << cccs_log2) - 32'h1;
            more$d = |events;
            t$d = 32'h0;
            to_send$d = events;
            got$d = 32'h0;
            to_get$d = events;
            base$d = rtt_base;
            count$d = 32'h0;
            counting$d = 1'b0;
            sx$d = 32'h0;
            ss$d = 32'h0;
        end
        if ((state$q == 32'h1) || (state$q == 32'h2) || (state$q == 32'h6)) begin
            ctl_valid = ctl_ready && ~requested$q;
            if (ctl_ready && ~requested$q) begin
                requested$d = 1'b1;
            end
            if (ctl_done) begin
                requested$d = 1'b0;
                if (state$q == 32'h6) begin
                    state$d = 32'h1;
                end
                else if (state$q == 32'h1) begin
                    state$d = 32'h2;
                end
                else begin
                    state$d = 32'h6;
                    ccc$d = ccc$q + 32'h1;
                    if (last_ccc) begin
                        state$d = 32'h4;
                    end
                end
            end
        end
        if (ev_valid && ev_ready) begin
            x$d = nx;
            t$d = ev_t;
            to_send$d = to_send$q - 32'h1;
            more$d = to_send$q != 32'h1;
            counting$d = 1'b1;
        end
        if (counting$q) begin
            count$d = count$q + 32'h1;
        end
        word = ((out_ccc) & 48'hffffffffffff) | (((out_action) & 48'hffffffffffff) << 32'hc) | (((out_fulfill) & 48'hffffffffffff) << 32'h10) | (((out_cwnd) & 48'hffffffffffff) << 32'h11);
        crcm$word = o_word$q;
        o_v$d = (state$q == 32'h4) && out_valid;
        o_word$d = word;
        p_v$d = o_v$q;
        p_lo$d = crcm$lo;
        p_hi$d = crcm$hi;
        r_v$d = p_v$q;
        r_crc$d = ~(p_lo$q ^ p_hi$q);
        if (r_v$q) begin
            sx$d = sx$q ^ r_crc$q;
            ss$d = ss$q + r_crc$q;
            got$d = got$q + 32'h1;
            to_get$d = to_get$q - 32'h1;
            if (to_get$q == 32'h1) begin
                state$d = 32'h5;
                counting$d = 1'b0;
                count$d = count$q - 32'h2;
            end
        end
        if ((state$q == 32'h4) && ~|to_get$q) begin
            state$d = 32'h5;
        end
        if ((state$q == 32'h5) && start) begin
            state$d = 32'h0;
        end
        busy = (state$q != 32'h0) && (state$q != 32'h5);
        done = state$q == 32'h5;
        cycles = count$q;
        results = got$q;
        sig_xor = sx$q;
        sig_sum = ss$q;
    end
    
endmodule // nscc_cc_ip$bist


module nscc_cc_ip$bist$after(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$after


module nscc_cc_ip$bist$base(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$base


module nscc_cc_ip$bist$ccc(d,q,clock);
    
    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 13'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$bist$ccc


module nscc_cc_ip$bist$count(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$count


module nscc_cc_ip$bist$counting(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$counting


module nscc_cc_ip$bist$crcm(word,lo,hi);
    
    // Module arguments
    input wire  [47:0] word;
    output reg  [31:0] lo;
    output reg  [31:0] hi;
    
    // Constant declarations
    localparam  masks = 1536'h826880efa40dc35cc098760be3c6e0a39f0871e37051cf84ba9938c743cfdf241c8c05ea6f920e4602f5b5a187cca577d8b84309f6b66c5c2184fb5bb446902dd9a0d84bc8f948ddee4d649300637726b24980313b935924c0181dc9ac92600c8c8c56a6940b46462b534a05232315a9a50211918ad4d28108c8c56a6940046462b534a0805ab1b53e5dc245d8353b236122ec1a9d913091760d4ec89a203be903694d101df481b426880efa40da1344077d206d09a203be903604d101df481b;
    localparam  zero = 32'h4e3d5e5c;
    
    // Local signals
    reg  [47:0] w_lo;
    reg  [47:0] w_hi;
    
    // Update code
    always @(*) begin
        w_hi = (word >> 32'h18) << 32'h18;
        w_lo = word ^ w_hi;
        lo = zero;
        hi = 32'h0;
        if (^(w_lo & masks[(32'h30 * 0)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 0);
        end
        if (^(w_hi & masks[(32'h30 * 0)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 0);
        end
        if (^(w_lo & masks[(32'h30 * 1)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 1);
        end
        if (^(w_hi & masks[(32'h30 * 1)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 1);
        end
        if (^(w_lo & masks[(32'h30 * 2)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 2);
        end
        if (^(w_hi & masks[(32'h30 * 2)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 2);
        end
        if (^(w_lo & masks[(32'h30 * 3)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 3);
        end
        if (^(w_hi & masks[(32'h30 * 3)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 3);
        end
        if (^(w_lo & masks[(32'h30 * 4)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 4);
        end
        if (^(w_hi & masks[(32'h30 * 4)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 4);
        end
        if (^(w_lo & masks[(32'h30 * 5)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 5);
        end
        if (^(w_hi & masks[(32'h30 * 5)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 5);
        end
        if (^(w_lo & masks[(32'h30 * 6)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 6);
        end
        if (^(w_hi & masks[(32'h30 * 6)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 6);
        end
        if (^(w_lo & masks[(32'h30 * 7)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 7);
        end
        if (^(w_hi & masks[(32'h30 * 7)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 7);
        end
        if (^(w_lo & masks[(32'h30 * 8)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 8);
        end
        if (^(w_hi & masks[(32'h30 * 8)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 8);
        end
        if (^(w_lo & masks[(32'h30 * 9)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 9);
        end
        if (^(w_hi & masks[(32'h30 * 9)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 9);
        end
        if (^(w_lo & masks[(32'h30 * 10)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 10);
        end
        if (^(w_hi & masks[(32'h30 * 10)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 10);
        end
        if (^(w_lo & masks[(32'h30 * 11)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 11);
        end
        if (^(w_hi & masks[(32'h30 * 11)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 11);
        end
        if (^(w_lo & masks[(32'h30 * 12)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 12);
        end
        if (^(w_hi & masks[(32'h30 * 12)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 12);
        end
        if (^(w_lo & masks[(32'h30 * 13)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 13);
        end
        if (^(w_hi & masks[(32'h30 * 13)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 13);
        end
        if (^(w_lo & masks[(32'h30 * 14)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 14);
        end
        if (^(w_hi & masks[(32'h30 * 14)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 14);
        end
        if (^(w_lo & masks[(32'h30 * 15)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 15);
        end
        if (^(w_hi & masks[(32'h30 * 15)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 15);
        end
        if (^(w_lo & masks[(32'h30 * 16)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 16);
        end
        if (^(w_hi & masks[(32'h30 * 16)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 16);
        end
        if (^(w_lo & masks[(32'h30 * 17)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 17);
        end
        if (^(w_hi & masks[(32'h30 * 17)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 17);
        end
        if (^(w_lo & masks[(32'h30 * 18)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 18);
        end
        if (^(w_hi & masks[(32'h30 * 18)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 18);
        end
        if (^(w_lo & masks[(32'h30 * 19)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 19);
        end
        if (^(w_hi & masks[(32'h30 * 19)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 19);
        end
        if (^(w_lo & masks[(32'h30 * 20)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 20);
        end
        if (^(w_hi & masks[(32'h30 * 20)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 20);
        end
        if (^(w_lo & masks[(32'h30 * 21)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 21);
        end
        if (^(w_hi & masks[(32'h30 * 21)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 21);
        end
        if (^(w_lo & masks[(32'h30 * 22)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 22);
        end
        if (^(w_hi & masks[(32'h30 * 22)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 22);
        end
        if (^(w_lo & masks[(32'h30 * 23)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 23);
        end
        if (^(w_hi & masks[(32'h30 * 23)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 23);
        end
        if (^(w_lo & masks[(32'h30 * 24)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 24);
        end
        if (^(w_hi & masks[(32'h30 * 24)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 24);
        end
        if (^(w_lo & masks[(32'h30 * 25)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 25);
        end
        if (^(w_hi & masks[(32'h30 * 25)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 25);
        end
        if (^(w_lo & masks[(32'h30 * 26)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 26);
        end
        if (^(w_hi & masks[(32'h30 * 26)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 26);
        end
        if (^(w_lo & masks[(32'h30 * 27)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 27);
        end
        if (^(w_hi & masks[(32'h30 * 27)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 27);
        end
        if (^(w_lo & masks[(32'h30 * 28)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 28);
        end
        if (^(w_hi & masks[(32'h30 * 28)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 28);
        end
        if (^(w_lo & masks[(32'h30 * 29)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 29);
        end
        if (^(w_hi & masks[(32'h30 * 29)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 29);
        end
        if (^(w_lo & masks[(32'h30 * 30)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 30);
        end
        if (^(w_hi & masks[(32'h30 * 30)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 30);
        end
        if (^(w_lo & masks[(32'h30 * 31)+:(48)])) begin
            lo = lo ^ (((32'h1) & 32'hffffffff) << 31);
        end
        if (^(w_hi & masks[(32'h30 * 31)+:(48)])) begin
            hi = hi ^ (((32'h1) & 32'hffffffff) << 31);
        end
    end
    
endmodule // nscc_cc_ip$bist$crcm


module nscc_cc_ip$bist$got(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$got


module nscc_cc_ip$bist$mask_r(d,q,clock);
    
    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 13'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$bist$mask_r


module nscc_cc_ip$bist$more(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$more


module nscc_cc_ip$bist$o_v(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$o_v


module nscc_cc_ip$bist$o_word(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$o_word


module nscc_cc_ip$bist$p_hi(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$p_hi


module nscc_cc_ip$bist$p_lo(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$p_lo


module nscc_cc_ip$bist$p_v(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$p_v


module nscc_cc_ip$bist$r_crc(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$r_crc


module nscc_cc_ip$bist$r_v(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$r_v


module nscc_cc_ip$bist$requested(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$requested


module nscc_cc_ip$bist$ss(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$ss


module nscc_cc_ip$bist$state(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$state


module nscc_cc_ip$bist$sx(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$sx


module nscc_cc_ip$bist$t(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$t


module nscc_cc_ip$bist$to_get(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$to_get


module nscc_cc_ip$bist$to_send(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$to_send


module nscc_cc_ip$bist$x(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist$x


module nscc_cc_ip$bist_done(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$bist_done


module nscc_cc_ip$bound$0(d,q,clock);
    
    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 13'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$bound$0


module nscc_cc_ip$bound$1(d,q,clock);
    
    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 13'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$bound$1


module nscc_cc_ip$bound$2(d,q,clock);
    
    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 13'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$bound$2


module nscc_cc_ip$bound$3(d,q,clock);
    
    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 13'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$bound$3


module nscc_cc_ip$bound$4(d,q,clock);
    
    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 13'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$bound$4


module nscc_cc_ip$bound$5(d,q,clock);
    
    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 13'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$bound$5


module nscc_cc_ip$bound$6(d,q,clock);
    
    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 13'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$bound$6


module nscc_cc_ip$bound$7(d,q,clock);
    
    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 13'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$bound$7


module nscc_cc_ip$credits(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$credits


module nscc_cc_ip$ctl_busy(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$ctl_busy


module nscc_cc_ip$ctl_done(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$ctl_done


module nscc_cc_ip$ctl_ok(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$ctl_ok


module nscc_cc_ip$cx_c(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$cx_c


module nscc_cc_ip$cx_e(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$cx_e


module nscc_cc_ip$cx_l(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$cx_l


module nscc_cc_ip$cx_q(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$cx_q


module nscc_cc_ip$cx_t(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$cx_t


module nscc_cc_ip$cx_valid(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$cx_valid


module nscc_cc_ip$engine(clock,cfg_write,cfg_profile,cfg_mtu,cfg_init_cwnd,cfg_init_bdp,cfg_init_maxwnd,cfg_base_rtt,cfg_network_rtt,cfg_target,cfg_qa_threshold,cfg_gamma_target,cfg_qa_gate,cfg_fulfill_bytes,cfg_rate_mant,cfg_rate_exp,cfg_alpha_mant,cfg_alpha_exp,cfg_fi_mant,cfg_fi_exp,cfg_fis_mant,cfg_fis_exp,cfg_eta,cfg_network_rtt_sub,cfg_target_frac,cfg_base_rtt_sub,cfg_target_sub,cfg_qa_threshold_sub,ctl_valid,ctl_ready,ctl_op,ctl_ccc,ctl_profile,ctl_t,ctl_done,ctl_ok,ev_valid,ev_ready,ev_ccc,ev_t,ev_t_sub,ev_kind,ev_bytes,ev_rtt,ev_ecn,ev_pend,ev_rc,ev_in_flight,ev_probe,ev_probe_rtt,ev_rtt_sub,ev_probe_rtt_sub,out_valid,out_ccc,out_action,out_fulfill,out_cwnd,refused_ccc_out_of_range,refused_idle,refused_not_ready,refused_event_out_of_range,ctx_l_we,ctx_l_addr,ctx_l_data,ctx_q_we,ctx_q_addr,ctx_q_data,ctx_e_we,ctx_e_addr,ctx_e_data,ctx_t_we,ctx_t_addr,ctx_t_data,ctx_i_we,ctx_i_addr,ctx_i_data,ctx_c_we,ctx_c_addr,ctx_c_data);
    
    // Module arguments
    input wire  clock;
    input wire  cfg_write;
    input wire  [2:0] cfg_profile;
    input wire  [23:0] cfg_mtu;
    input wire  [23:0] cfg_init_cwnd;
    input wire  [23:0] cfg_init_bdp;
    input wire  [23:0] cfg_init_maxwnd;
    input wire  [23:0] cfg_base_rtt;
    input wire  [23:0] cfg_network_rtt;
    input wire  [23:0] cfg_target;
    input wire  [23:0] cfg_qa_threshold;
    input wire  [31:0] cfg_gamma_target;
    input wire  [4:0] cfg_qa_gate;
    input wire  [23:0] cfg_fulfill_bytes;
    input wire  [11:0] cfg_rate_mant;
    input wire  [7:0] cfg_rate_exp;
    input wire  [11:0] cfg_alpha_mant;
    input wire  [7:0] cfg_alpha_exp;
    input wire  [11:0] cfg_fi_mant;
    input wire  [7:0] cfg_fi_exp;
    input wire  [11:0] cfg_fis_mant;
    input wire  [7:0] cfg_fis_exp;
    input wire  [15:0] cfg_eta;
    input wire  [9:0] cfg_network_rtt_sub;
    input wire  [7:0] cfg_target_frac;
    input wire  [9:0] cfg_base_rtt_sub;
    input wire  [9:0] cfg_target_sub;
    input wire  [9:0] cfg_qa_threshold_sub;
    input wire  ctl_valid;
    output reg  ctl_ready;
    input wire  [1:0] ctl_op;
    input wire  [15:0] ctl_ccc;
    input wire  [2:0] ctl_profile;
    input wire  [31:0] ctl_t;
    output reg  ctl_done;
    output reg  ctl_ok;
    input wire  ev_valid;
    output reg  ev_ready;
    input wire  [15:0] ev_ccc;
    input wire  [31:0] ev_t;
    input wire  [9:0] ev_t_sub;
    input wire  [1:0] ev_kind;
    input wire  [23:0] ev_bytes;
    input wire  [23:0] ev_rtt;
    input wire  ev_ecn;
    input wire  [6:0] ev_pend;
    input wire  ev_rc;
    input wire  [23:0] ev_in_flight;
    input wire  ev_probe;
    input wire  [23:0] ev_probe_rtt;
    input wire  [9:0] ev_rtt_sub;
    input wire  [9:0] ev_probe_rtt_sub;
    output reg  out_valid;
    output reg  [11:0] out_ccc;
    output reg  [3:0] out_action;
    output reg  out_fulfill;
    output reg  [23:0] out_cwnd;
    output reg  [31:0] refused_ccc_out_of_range;
    output reg  [31:0] refused_idle;
    output reg  [31:0] refused_not_ready;
    output reg  [31:0] refused_event_out_of_range;
    output reg  ctx_l_we;
    output reg  [11:0] ctx_l_addr;
    output reg  [4:0] ctx_l_data;
    output reg  ctx_q_we;
    output reg  [11:0] ctx_q_addr;
    output reg  [33:0] ctx_q_data;
    output reg  ctx_e_we;
    output reg  [11:0] ctx_e_addr;
    output reg  [31:0] ctx_e_data;
    output reg  ctx_t_we;
    output reg  [11:0] ctx_t_addr;
    output reg  [324:0] ctx_t_data;
    output reg  ctx_i_we;
    output reg  [11:0] ctx_i_addr;
    output reg  [40:0] ctx_i_data;
    output reg  ctx_c_we;
    output reg  [11:0] ctx_c_addr;
    output reg  [48:0] ctx_c_data;
    
    // Stub signals
    reg  [11:0] ram_l$read_address;
    reg  ram_l$read_clock;
    wire  [4:0] ram_l$read_data;
    reg  [11:0] ram_l$write_address;
    reg  ram_l$write_clock;
    reg  [4:0] ram_l$write_data;
    reg  ram_l$write_enable;
    reg  [11:0] ram_q$read_address;
    reg  ram_q$read_clock;
    wire  [23:0] ram_q$read_data;
    reg  [11:0] ram_q$write_address;
    reg  ram_q$write_clock;
    reg  [23:0] ram_q$write_data;
    reg  ram_q$write_enable;
    reg  [11:0] ram_qs$read_address;
    reg  ram_qs$read_clock;
    wire  [9:0] ram_qs$read_data;
    reg  [11:0] ram_qs$write_address;
    reg  ram_qs$write_clock;
    reg  [9:0] ram_qs$write_data;
    reg  ram_qs$write_enable;
    reg  [11:0] ram_e$read_address;
    reg  ram_e$read_clock;
    wire  [31:0] ram_e$read_data;
    reg  [11:0] ram_e$write_address;
    reg  ram_e$write_clock;
    reg  [31:0] ram_e$write_data;
    reg  ram_e$write_enable;
    reg  ram_t$read_clock;
    reg  [11:0] ram_t$read_address;
    wire  [324:0] ram_t$read_data;
    reg  ram_t$write_clock;
    reg  [11:0] ram_t$write_address;
    reg  [324:0] ram_t$write_data;
    reg  ram_t$write_enable;
    reg  [11:0] ram_i$read_address;
    reg  ram_i$read_clock;
    wire  [40:0] ram_i$read_data;
    reg  [11:0] ram_i$write_address;
    reg  ram_i$write_clock;
    reg  [40:0] ram_i$write_data;
    reg  ram_i$write_enable;
    reg  ram_c$read_clock;
    reg  [11:0] ram_c$read_address;
    wire  [48:0] ram_c$read_data;
    reg  ram_c$write_clock;
    reg  [11:0] ram_c$write_address;
    reg  [48:0] ram_c$write_data;
    reg  ram_c$write_enable;
    reg  w_l_we$d;
    wire  w_l_we$q;
    reg  w_l_we$clock;
    reg  [11:0] w_l_addr$d;
    wire  [11:0] w_l_addr$q;
    reg  w_l_addr$clock;
    reg  [4:0] w_l_data$d;
    wire  [4:0] w_l_data$q;
    reg  w_l_data$clock;
    reg  w_q_we$d;
    wire  w_q_we$q;
    reg  w_q_we$clock;
    reg  [11:0] w_q_addr$d;
    wire  [11:0] w_q_addr$q;
    reg  w_q_addr$clock;
    reg  [33:0] w_q_data$d;
    wire  [33:0] w_q_data$q;
    reg  w_q_data$clock;
    reg  w_e_we$d;
    wire  w_e_we$q;
    reg  w_e_we$clock;
    reg  [11:0] w_e_addr$d;
    wire  [11:0] w_e_addr$q;
    reg  w_e_addr$clock;
    reg  [31:0] w_e_data$d;
    wire  [31:0] w_e_data$q;
    reg  w_e_data$clock;
    reg  w_t_we$d;
    wire  w_t_we$q;
    reg  w_t_we$clock;
    reg  [11:0] w_t_addr$d;
    wire  [11:0] w_t_addr$q;
    reg  w_t_addr$clock;
    reg  [324:0] w_t_data$d;
    wire  [324:0] w_t_data$q;
    reg  w_t_data$clock;
    reg  w_i_we$d;
    wire  w_i_we$q;
    reg  w_i_we$clock;
    reg  [11:0] w_i_addr$d;
    wire  [11:0] w_i_addr$q;
    reg  w_i_addr$clock;
    reg  [40:0] w_i_data$d;
    wire  [40:0] w_i_data$q;
    reg  w_i_data$clock;
    reg  w_c_life_we$d;
    wire  w_c_life_we$q;
    reg  w_c_life_we$clock;
    reg  [11:0] w_c_life_addr$d;
    wire  [11:0] w_c_life_addr$q;
    reg  w_c_life_addr$clock;
    reg  [48:0] w_c_life_data$d;
    wire  [48:0] w_c_life_data$q;
    reg  w_c_life_data$clock;
    reg  [33:0] q_r$d;
    wire  [33:0] q_r$q;
    reg  q_r$clock;
    reg  [31:0] e_r$d;
    wire  [31:0] e_r$q;
    reg  e_r$clock;
    reg  c_byp$d;
    wire  c_byp$q;
    reg  c_byp$clock;
    reg  [48:0] c_wd$d;
    wire  [48:0] c_wd$q;
    reg  c_wd$clock;
    reg  c_byp2$d;
    wire  c_byp2$q;
    reg  c_byp2$clock;
    reg  [48:0] c_wd2$d;
    wire  [48:0] c_wd2$q;
    reg  c_wd2$clock;
    reg  [324:0] t_r$d;
    wire  [324:0] t_r$q;
    reg  t_r$clock;
    reg  [324:0] t_r7$d;
    wire  [324:0] t_r7$q;
    reg  t_r7$clock;
    reg  [48:0] c_r$d;
    wire  [48:0] c_r$q;
    reg  c_r$clock;
    reg  [40:0] i_r$d;
    wire  [40:0] i_r$q;
    reg  i_r$clock;
    reg  [2:0] prof1$read_address;
    reg  prof1$read_clock;
    wire  [19:0] prof1$read_data;
    reg  [2:0] prof1$write_address;
    reg  prof1$write_clock;
    reg  [19:0] prof1$write_data;
    reg  prof1$write_enable;
    reg  [2:0] prof3$read_address;
    reg  prof3$read_clock;
    wire  [97:0] prof3$read_data;
    reg  [2:0] prof3$write_address;
    reg  prof3$write_clock;
    reg  [97:0] prof3$write_data;
    reg  prof3$write_enable;
    reg  [2:0] prof6$read_address;
    reg  prof6$read_clock;
    wire  [43:0] prof6$read_data;
    reg  [2:0] prof6$write_address;
    reg  prof6$write_clock;
    reg  [43:0] prof6$write_data;
    reg  prof6$write_enable;
    reg  [2:0] prof7$read_address;
    reg  prof7$read_clock;
    wire  [194:0] prof7$read_data;
    reg  [2:0] prof7$write_address;
    reg  prof7$write_clock;
    reg  [194:0] prof7$write_data;
    reg  prof7$write_enable;
    reg  [2:0] prof15$read_address;
    reg  prof15$read_clock;
    wire  [23:0] prof15$read_data;
    reg  [2:0] prof15$write_address;
    reg  prof15$write_clock;
    reg  [23:0] prof15$write_data;
    reg  prof15$write_enable;
    reg  [2:0] prof20$read_address;
    reg  prof20$read_clock;
    wire  [23:0] prof20$read_data;
    reg  [2:0] prof20$write_address;
    reg  prof20$write_clock;
    reg  [23:0] prof20$write_data;
    reg  prof20$write_enable;
    reg  [2:0] prof26$read_address;
    reg  prof26$read_clock;
    wire  [39:0] prof26$read_data;
    reg  [2:0] prof26$write_address;
    reg  prof26$write_clock;
    reg  [39:0] prof26$write_data;
    reg  prof26$write_enable;
    reg  [2:0] prof_init$read_address;
    reg  prof_init$read_clock;
    wire  [105:0] prof_init$read_data;
    reg  [2:0] prof_init$write_address;
    reg  prof_init$write_clock;
    reg  [105:0] prof_init$write_data;
    reg  prof_init$write_enable;
    reg  [7:0] loaded$d;
    wire  [7:0] loaded$q;
    reg  loaded$clock;
    reg  [15:0] tag$0$d;
    wire  [15:0] tag$0$q;
    reg  tag$0$clock;
    reg  [15:0] tag$1$d;
    wire  [15:0] tag$1$q;
    reg  tag$1$clock;
    reg  [15:0] tag$2$d;
    wire  [15:0] tag$2$q;
    reg  tag$2$clock;
    reg  [15:0] tag$3$d;
    wire  [15:0] tag$3$q;
    reg  tag$3$clock;
    reg  [15:0] tag$4$d;
    wire  [15:0] tag$4$q;
    reg  tag$4$clock;
    reg  [15:0] tag$5$d;
    wire  [15:0] tag$5$q;
    reg  tag$5$clock;
    reg  [15:0] tag$6$d;
    wire  [15:0] tag$6$q;
    reg  tag$6$clock;
    reg  [15:0] tag$7$d;
    wire  [15:0] tag$7$q;
    reg  tag$7$clock;
    reg  [15:0] tag$8$d;
    wire  [15:0] tag$8$q;
    reg  tag$8$clock;
    reg  [15:0] tag$9$d;
    wire  [15:0] tag$9$q;
    reg  tag$9$clock;
    reg  [15:0] tag$10$d;
    wire  [15:0] tag$10$q;
    reg  tag$10$clock;
    reg  [15:0] tag$11$d;
    wire  [15:0] tag$11$q;
    reg  tag$11$clock;
    reg  [15:0] tag$12$d;
    wire  [15:0] tag$12$q;
    reg  tag$12$clock;
    reg  [15:0] tag$13$d;
    wire  [15:0] tag$13$q;
    reg  tag$13$clock;
    reg  [15:0] tag$14$d;
    wire  [15:0] tag$14$q;
    reg  tag$14$clock;
    reg  [15:0] tag$15$d;
    wire  [15:0] tag$15$q;
    reg  tag$15$clock;
    reg  [15:0] tag$16$d;
    wire  [15:0] tag$16$q;
    reg  tag$16$clock;
    reg  [15:0] tag$17$d;
    wire  [15:0] tag$17$q;
    reg  tag$17$clock;
    reg  [15:0] tag$18$d;
    wire  [15:0] tag$18$q;
    reg  tag$18$clock;
    reg  [15:0] tag$19$d;
    wire  [15:0] tag$19$q;
    reg  tag$19$clock;
    reg  [15:0] tag$20$d;
    wire  [15:0] tag$20$q;
    reg  tag$20$clock;
    reg  [15:0] tag$21$d;
    wire  [15:0] tag$21$q;
    reg  tag$21$clock;
    reg  [15:0] tag$22$d;
    wire  [15:0] tag$22$q;
    reg  tag$22$clock;
    reg  [15:0] tag$23$d;
    wire  [15:0] tag$23$q;
    reg  tag$23$clock;
    reg  [15:0] tag$24$d;
    wire  [15:0] tag$24$q;
    reg  tag$24$clock;
    reg  [15:0] tag$25$d;
    wire  [15:0] tag$25$q;
    reg  tag$25$clock;
    reg  [15:0] tag$26$d;
    wire  [15:0] tag$26$q;
    reg  tag$26$clock;
    reg  [15:0] tag$27$d;
    wire  [15:0] tag$27$q;
    reg  tag$27$clock;
    reg  [15:0] tag$28$d;
    wire  [15:0] tag$28$q;
    reg  tag$28$clock;
    reg  [15:0] tag$29$d;
    wire  [15:0] tag$29$q;
    reg  tag$29$clock;
    reg  win_v$0$d;
    wire  win_v$0$q;
    reg  win_v$0$clock;
    reg  win_v$1$d;
    wire  win_v$1$q;
    reg  win_v$1$clock;
    reg  win_v$2$d;
    wire  win_v$2$q;
    reg  win_v$2$clock;
    reg  win_v$3$d;
    wire  win_v$3$q;
    reg  win_v$3$clock;
    reg  [187:0] win_e$0$d;
    wire  [187:0] win_e$0$q;
    reg  win_e$0$clock;
    reg  [187:0] win_e$1$d;
    wire  [187:0] win_e$1$q;
    reg  win_e$1$clock;
    reg  [187:0] win_e$2$d;
    wire  [187:0] win_e$2$q;
    reg  win_e$2$clock;
    reg  [187:0] win_e$3$d;
    wire  [187:0] win_e$3$q;
    reg  win_e$3$clock;
    reg  win_h$0$d;
    wire  win_h$0$q;
    reg  win_h$0$clock;
    reg  win_h$1$d;
    wire  win_h$1$q;
    reg  win_h$1$clock;
    reg  win_h$2$d;
    wire  win_h$2$q;
    reg  win_h$2$clock;
    reg  win_h$3$d;
    wire  win_h$3$q;
    reg  win_h$3$clock;
    reg  [22:0] win_m$0$d;
    wire  [22:0] win_m$0$q;
    reg  win_m$0$clock;
    reg  [22:0] win_m$1$d;
    wire  [22:0] win_m$1$q;
    reg  win_m$1$clock;
    reg  [22:0] win_m$2$d;
    wire  [22:0] win_m$2$q;
    reg  win_m$2$clock;
    reg  [22:0] win_m$3$d;
    wire  [22:0] win_m$3$q;
    reg  win_m$3$clock;
    reg  win_s0$0$d;
    wire  win_s0$0$q;
    reg  win_s0$0$clock;
    reg  win_s0$1$d;
    wire  win_s0$1$q;
    reg  win_s0$1$clock;
    reg  win_s0$2$d;
    wire  win_s0$2$q;
    reg  win_s0$2$clock;
    reg  win_s0$3$d;
    wire  win_s0$3$q;
    reg  win_s0$3$clock;
    reg  [3:0] older$0$d;
    wire  [3:0] older$0$q;
    reg  older$0$clock;
    reg  [3:0] older$1$d;
    wire  [3:0] older$1$q;
    reg  older$1$clock;
    reg  [3:0] older$2$d;
    wire  [3:0] older$2$q;
    reg  older$2$clock;
    reg  [3:0] older$3$d;
    wire  [3:0] older$3$q;
    reg  older$3$clock;
    reg  [3:0] same$0$d;
    wire  [3:0] same$0$q;
    reg  same$0$clock;
    reg  [3:0] same$1$d;
    wire  [3:0] same$1$q;
    reg  same$1$clock;
    reg  [3:0] same$2$d;
    wire  [3:0] same$2$q;
    reg  same$2$clock;
    reg  [3:0] same$3$d;
    wire  [3:0] same$3$q;
    reg  same$3$clock;
    reg  [4:0] win_l$0$d;
    wire  [4:0] win_l$0$q;
    reg  win_l$0$clock;
    reg  [4:0] win_l$1$d;
    wire  [4:0] win_l$1$q;
    reg  win_l$1$clock;
    reg  [4:0] win_l$2$d;
    wire  [4:0] win_l$2$q;
    reg  win_l$2$clock;
    reg  [4:0] win_l$3$d;
    wire  [4:0] win_l$3$q;
    reg  win_l$3$clock;
    reg  [3:0] fill_r$d;
    wire  [3:0] fill_r$q;
    reg  fill_r$clock;
    reg  [4:0] l_ram$d;
    wire  [4:0] l_ram$q;
    reg  l_ram$clock;
    reg  l_byp$d;
    wire  l_byp$q;
    reg  l_byp$clock;
    reg  p_v$d;
    wire  p_v$q;
    reg  p_v$clock;
    reg  [187:0] p_e$d;
    wire  [187:0] p_e$q;
    reg  p_e$clock;
    reg  [22:0] p_m$d;
    wire  [22:0] p_m$q;
    reg  p_m$clock;
    reg  a0$d;
    wire  a0$q;
    reg  a0$clock;
    reg  [4:0] l0$d;
    wire  [4:0] l0$q;
    reg  l0$clock;
    reg  id_ok0$d;
    wire  id_ok0$q;
    reg  id_ok0$clock;
    reg  sub_ok0$d;
    wire  sub_ok0$q;
    reg  sub_ok0$clock;
    reg  [11:0] ccc0$d;
    wire  [11:0] ccc0$q;
    reg  ccc0$clock;
    reg  [31:0] t0$d;
    wire  [31:0] t0$q;
    reg  t0$clock;
    reg  [9:0] ts0$d;
    wire  [9:0] ts0$q;
    reg  ts0$clock;
    reg  [1:0] k0$d;
    wire  [1:0] k0$q;
    reg  k0$clock;
    reg  [23:0] b0$d;
    wire  [23:0] b0$q;
    reg  b0$clock;
    reg  [23:0] r0$d;
    wire  [23:0] r0$q;
    reg  r0$clock;
    reg  e0$d;
    wire  e0$q;
    reg  e0$clock;
    reg  [6:0] p0$d;
    wire  [6:0] p0$q;
    reg  p0$clock;
    reg  rc0$d;
    wire  rc0$q;
    reg  rc0$clock;
    reg  [23:0] f0$d;
    wire  [23:0] f0$q;
    reg  f0$clock;
    reg  pr0$d;
    wire  pr0$q;
    reg  pr0$clock;
    reg  [23:0] prr0$d;
    wire  [23:0] prr0$q;
    reg  prr0$clock;
    reg  [9:0] rs0$d;
    wire  [9:0] rs0$q;
    reg  rs0$clock;
    reg  [9:0] prrs0$d;
    wire  [9:0] prrs0$q;
    reg  prrs0$clock;
    reg  [31:0] cnt_range$d;
    wire  [31:0] cnt_range$q;
    reg  cnt_range$clock;
    reg  [31:0] cnt_idle$d;
    wire  [31:0] cnt_idle$q;
    reg  cnt_idle$clock;
    reg  [31:0] cnt_not_ready$d;
    wire  [31:0] cnt_not_ready$q;
    reg  cnt_not_ready$clock;
    reg  [31:0] cnt_event$d;
    wire  [31:0] cnt_event$q;
    reg  cnt_event$clock;
    reg  [2:0] ctl_state$d;
    wire  [2:0] ctl_state$q;
    reg  ctl_state$clock;
    reg  [4:0] life_l_r$d;
    wire  [4:0] life_l_r$q;
    reg  life_l_r$clock;
    reg  [1:0] ctl_op_r$d;
    wire  [1:0] ctl_op_r$q;
    reg  ctl_op_r$clock;
    reg  [15:0] ctl_ccc_r$d;
    wire  [15:0] ctl_ccc_r$q;
    reg  ctl_ccc_r$clock;
    reg  [2:0] ctl_prof_r$d;
    wire  [2:0] ctl_prof_r$q;
    reg  ctl_prof_r$clock;
    reg  [31:0] ctl_t_r$d;
    wire  [31:0] ctl_t_r$q;
    reg  ctl_t_r$clock;
    reg  [5:0] drain$d;
    wire  [5:0] drain$q;
    reg  drain$clock;
    reg  done_r$d;
    wire  done_r$q;
    reg  done_r$clock;
    reg  ok_r$d;
    wire  ok_r$q;
    reg  ok_r$clock;
    reg  dp$clock;
    reg  dp$ext;
    reg  dp$load;
    reg  [31:0] dp$load_t;
    reg  [23:0] dp$init_cwnd;
    reg  [23:0] dp$init_bdp;
    reg  [23:0] dp$init_maxwnd;
    reg  [23:0] dp$init_base_rtt;
    reg  [9:0] dp$init_base_rtt_sub;
    reg  dp$ev_valid;
    reg  [31:0] dp$ev_t;
    reg  [9:0] dp$ev_t_sub;
    reg  [1:0] dp$ev_kind;
    reg  [23:0] dp$ev_bytes;
    reg  [23:0] dp$ev_rtt;
    reg  dp$ev_ecn;
    reg  [6:0] dp$ev_pend;
    reg  dp$ev_rc;
    reg  [23:0] dp$ev_in_flight;
    reg  dp$ev_probe;
    reg  [23:0] dp$ev_probe_rtt;
    reg  [9:0] dp$ev_rtt_sub;
    reg  [9:0] dp$ev_probe_rtt_sub;
    reg  [11:0] dp$s1_rate_mant;
    reg  [7:0] dp$s1_rate_exp;
    reg  [11:0] dp$s3_fis_mant;
    reg  [7:0] dp$s3_fis_exp;
    reg  [23:0] dp$s3_target;
    reg  [9:0] dp$s3_target_sub;
    reg  [11:0] dp$s3_alpha_mant;
    reg  [7:0] dp$s3_alpha_exp;
    reg  [23:0] dp$s3_network_rtt;
    reg  [11:0] dp$s6_fi_mant;
    reg  [7:0] dp$s6_fi_exp;
    reg  [23:0] dp$s6_mtu;
    reg  [23:0] dp$s7_mtu;
    reg  [23:0] dp$s7_target;
    reg  [9:0] dp$s7_target_sub;
    reg  [7:0] dp$s7_target_frac;
    reg  [23:0] dp$s7_qa_threshold;
    reg  [9:0] dp$s7_qa_threshold_sub;
    reg  [23:0] dp$s7_network_rtt;
    reg  [9:0] dp$s7_network_rtt_sub;
    reg  [23:0] dp$s7_fulfill_bytes;
    reg  [4:0] dp$s7_qa_gate;
    reg  [31:0] dp$s7_gamma_target;
    reg  [23:0] dp$s15_mtu;
    reg  [23:0] dp$s20_mtu;
    reg  [23:0] dp$s26_mtu;
    reg  [15:0] dp$s26_eta;
    reg  [23:0] dp$prev_base_rtt;
    reg  [9:0] dp$prev_base_rtt_sub;
    reg  [31:0] dp$prev_avg;
    reg  [23:0] dp$prev_bdp;
    reg  [23:0] dp$prev_maxwnd;
    reg  [31:0] dp$prev_achieved;
    reg  [31:0] dp$prev_received;
    reg  [31:0] dp$prev_bytes_ignored;
    reg  [23:0] dp$prev_bytes_to_ignore;
    reg  [31:0] dp$prev_fi_count;
    reg  dp$prev_fast_active;
    reg  dp$prev_trigger_qa;
    reg  dp$prev_qa_armed;
    reg  [31:0] dp$prev_qa_start;
    reg  [24:0] dp$prev_qa_len;
    reg  [31:0] dp$prev_last_adjust;
    reg  [9:0] dp$prev_last_adjust_sub;
    reg  [31:0] dp$prev_last_dec;
    reg  [31:0] dp$prev6_achieved;
    reg  [31:0] dp$prev6_received;
    reg  [31:0] dp$prev6_bytes_ignored;
    reg  [31:0] dp$prev6_fi_count;
    reg  [31:0] dp$prev6_qa_start;
    reg  [31:0] dp$prev6_last_adjust;
    reg  [9:0] dp$prev6_last_adjust_sub;
    reg  [31:0] dp$prev6_last_dec;
    reg  [23:0] dp$prev_cwnd;
    reg  [23:0] dp$prev_pre_penalty_cwnd;
    reg  dp$prev_penalty_active;
    reg  [47:0] dp$prev_inc;
    wire  [23:0] dp$base_rtt;
    wire  [9:0] dp$base_rtt_sub;
    wire  [31:0] dp$avg_delay;
    wire  [3:0] dp$action;
    wire  dp$fulfill;
    wire  [23:0] dp$bdp;
    wire  [23:0] dp$maxwnd;
    wire  [31:0] dp$achieved;
    wire  [31:0] dp$received;
    wire  [31:0] dp$bytes_ignored;
    wire  [23:0] dp$bytes_to_ignore;
    wire  [31:0] dp$fi_count;
    wire  dp$fast_active;
    wire  dp$trigger_qa;
    wire  dp$qa_armed;
    wire  [31:0] dp$qa_start;
    wire  [24:0] dp$qa_len;
    wire  [31:0] dp$last_adjust;
    wire  [9:0] dp$last_adjust_sub;
    wire  [31:0] dp$last_dec;
    wire  [47:0] dp$inc_bytes;
    wire  [23:0] dp$cwnd;
    wire  [23:0] dp$pre_penalty_cwnd;
    wire  dp$penalty_active;
    wire  [3:0] dp$action_28;
    wire  dp$fulfill_28;
    reg  out_af$clock;
    reg  [4:0] out_af$d;
    wire  [4:0] out_af$q;
    
    // Local signals
    reg  [324:0] t6g;
    reg  accept;
    reg  [4:0] l_issue;
    reg  nh$0;
    reg  nh$1;
    reg  nh$2;
    reg  nh$3;
    reg  p_go;
    reg  p_s0;
    reg  p_s0ok;
    reg  [22:0] p_m_sh;
    reg  nh_new;
    reg  [22:0] m_new;
    reg  [187:0] ev_word;
    reg  [3:0] el;
    reg  [3:0] sel;
    reg  [3:0] fill;
    reg  [3:0] same_new;
    reg  full;
    reg  empty;
    reg  issue;
    reg  [187:0] issue_e;
    reg  [4:0] l_st0;
    reg  ok0;
    reg  [1:0] phase0;
    reg  life_we;
    reg  life_ok;
    reg  life_active;
    reg  [324:0] t7g;
    reg  [24:0] achieved_s;
    reg  [24:0] ignored_s;
    reg  [24:0] fi_count_s;
    reg  [19:0] p1v;
    reg  [97:0] p3v;
    reg  [43:0] p6v;
    reg  [194:0] p7v;
    reg  [39:0] p26v;
    reg  [105:0] pinit;
    reg  [4:0] life_l;
    reg  [33:0] life_q;
    reg  [324:0] life_t;
    reg  [48:0] life_c;
    
    // Sub module instances
    nscc_cc_ip$engine$ram_l ram_l(
        .read_address(ram_l$read_address),
        .read_clock(ram_l$read_clock),
        .read_data(ram_l$read_data),
        .write_address(ram_l$write_address),
        .write_clock(ram_l$write_clock),
        .write_data(ram_l$write_data),
        .write_enable(ram_l$write_enable)
    );
    nscc_cc_ip$engine$ram_q ram_q(
        .read_address(ram_q$read_address),
        .read_clock(ram_q$read_clock),
        .read_data(ram_q$read_data),
        .write_address(ram_q$write_address),
        .write_clock(ram_q$write_clock),
        .write_data(ram_q$write_data),
        .write_enable(ram_q$write_enable)
    );
    nscc_cc_ip$engine$ram_qs ram_qs(
        .read_address(ram_qs$read_address),
        .read_clock(ram_qs$read_clock),
        .read_data(ram_qs$read_data),
        .write_address(ram_qs$write_address),
        .write_clock(ram_qs$write_clock),
        .write_data(ram_qs$write_data),
        .write_enable(ram_qs$write_enable)
    );
    nscc_cc_ip$engine$ram_e ram_e(
        .read_address(ram_e$read_address),
        .read_clock(ram_e$read_clock),
        .read_data(ram_e$read_data),
        .write_address(ram_e$write_address),
        .write_clock(ram_e$write_clock),
        .write_data(ram_e$write_data),
        .write_enable(ram_e$write_enable)
    );
    nscc_cc_ip$engine$ram_t ram_t(
        .read_clock(ram_t$read_clock),
        .read_address(ram_t$read_address),
        .read_data(ram_t$read_data),
        .write_clock(ram_t$write_clock),
        .write_address(ram_t$write_address),
        .write_data(ram_t$write_data),
        .write_enable(ram_t$write_enable)
    );
    nscc_cc_ip$engine$ram_i ram_i(
        .read_address(ram_i$read_address),
        .read_clock(ram_i$read_clock),
        .read_data(ram_i$read_data),
        .write_address(ram_i$write_address),
        .write_clock(ram_i$write_clock),
        .write_data(ram_i$write_data),
        .write_enable(ram_i$write_enable)
    );
    nscc_cc_ip$engine$ram_c ram_c(
        .read_clock(ram_c$read_clock),
        .read_address(ram_c$read_address),
        .read_data(ram_c$read_data),
        .write_clock(ram_c$write_clock),
        .write_address(ram_c$write_address),
        .write_data(ram_c$write_data),
        .write_enable(ram_c$write_enable)
    );
    nscc_cc_ip$engine$w_l_we w_l_we(
        .d(w_l_we$d),
        .q(w_l_we$q),
        .clock(w_l_we$clock)
    );
    nscc_cc_ip$engine$w_l_addr w_l_addr(
        .d(w_l_addr$d),
        .q(w_l_addr$q),
        .clock(w_l_addr$clock)
    );
    nscc_cc_ip$engine$w_l_data w_l_data(
        .d(w_l_data$d),
        .q(w_l_data$q),
        .clock(w_l_data$clock)
    );
    nscc_cc_ip$engine$w_q_we w_q_we(
        .d(w_q_we$d),
        .q(w_q_we$q),
        .clock(w_q_we$clock)
    );
    nscc_cc_ip$engine$w_q_addr w_q_addr(
        .d(w_q_addr$d),
        .q(w_q_addr$q),
        .clock(w_q_addr$clock)
    );
    nscc_cc_ip$engine$w_q_data w_q_data(
        .d(w_q_data$d),
        .q(w_q_data$q),
        .clock(w_q_data$clock)
    );
    nscc_cc_ip$engine$w_e_we w_e_we(
        .d(w_e_we$d),
        .q(w_e_we$q),
        .clock(w_e_we$clock)
    );
    nscc_cc_ip$engine$w_e_addr w_e_addr(
        .d(w_e_addr$d),
        .q(w_e_addr$q),
        .clock(w_e_addr$clock)
    );
    nscc_cc_ip$engine$w_e_data w_e_data(
        .d(w_e_data$d),
        .q(w_e_data$q),
        .clock(w_e_data$clock)
    );
    nscc_cc_ip$engine$w_t_we w_t_we(
        .d(w_t_we$d),
        .q(w_t_we$q),
        .clock(w_t_we$clock)
    );
    nscc_cc_ip$engine$w_t_addr w_t_addr(
        .d(w_t_addr$d),
        .q(w_t_addr$q),
        .clock(w_t_addr$clock)
    );
    nscc_cc_ip$engine$w_t_data w_t_data(
        .d(w_t_data$d),
        .q(w_t_data$q),
        .clock(w_t_data$clock)
    );
    nscc_cc_ip$engine$w_i_we w_i_we(
        .d(w_i_we$d),
        .q(w_i_we$q),
        .clock(w_i_we$clock)
    );
    nscc_cc_ip$engine$w_i_addr w_i_addr(
        .d(w_i_addr$d),
        .q(w_i_addr$q),
        .clock(w_i_addr$clock)
    );
    nscc_cc_ip$engine$w_i_data w_i_data(
        .d(w_i_data$d),
        .q(w_i_data$q),
        .clock(w_i_data$clock)
    );
    nscc_cc_ip$engine$w_c_life_we w_c_life_we(
        .d(w_c_life_we$d),
        .q(w_c_life_we$q),
        .clock(w_c_life_we$clock)
    );
    nscc_cc_ip$engine$w_c_life_addr w_c_life_addr(
        .d(w_c_life_addr$d),
        .q(w_c_life_addr$q),
        .clock(w_c_life_addr$clock)
    );
    nscc_cc_ip$engine$w_c_life_data w_c_life_data(
        .d(w_c_life_data$d),
        .q(w_c_life_data$q),
        .clock(w_c_life_data$clock)
    );
    nscc_cc_ip$engine$q_r q_r(
        .d(q_r$d),
        .q(q_r$q),
        .clock(q_r$clock)
    );
    nscc_cc_ip$engine$e_r e_r(
        .d(e_r$d),
        .q(e_r$q),
        .clock(e_r$clock)
    );
    nscc_cc_ip$engine$c_byp c_byp(
        .d(c_byp$d),
        .q(c_byp$q),
        .clock(c_byp$clock)
    );
    nscc_cc_ip$engine$c_wd c_wd(
        .d(c_wd$d),
        .q(c_wd$q),
        .clock(c_wd$clock)
    );
    nscc_cc_ip$engine$c_byp2 c_byp2(
        .d(c_byp2$d),
        .q(c_byp2$q),
        .clock(c_byp2$clock)
    );
    nscc_cc_ip$engine$c_wd2 c_wd2(
        .d(c_wd2$d),
        .q(c_wd2$q),
        .clock(c_wd2$clock)
    );
    nscc_cc_ip$engine$t_r t_r(
        .d(t_r$d),
        .q(t_r$q),
        .clock(t_r$clock)
    );
    nscc_cc_ip$engine$t_r7 t_r7(
        .d(t_r7$d),
        .q(t_r7$q),
        .clock(t_r7$clock)
    );
    nscc_cc_ip$engine$c_r c_r(
        .d(c_r$d),
        .q(c_r$q),
        .clock(c_r$clock)
    );
    nscc_cc_ip$engine$i_r i_r(
        .d(i_r$d),
        .q(i_r$q),
        .clock(i_r$clock)
    );
    nscc_cc_ip$engine$prof1 prof1(
        .read_address(prof1$read_address),
        .read_clock(prof1$read_clock),
        .read_data(prof1$read_data),
        .write_address(prof1$write_address),
        .write_clock(prof1$write_clock),
        .write_data(prof1$write_data),
        .write_enable(prof1$write_enable)
    );
    nscc_cc_ip$engine$prof3 prof3(
        .read_address(prof3$read_address),
        .read_clock(prof3$read_clock),
        .read_data(prof3$read_data),
        .write_address(prof3$write_address),
        .write_clock(prof3$write_clock),
        .write_data(prof3$write_data),
        .write_enable(prof3$write_enable)
    );
    nscc_cc_ip$engine$prof6 prof6(
        .read_address(prof6$read_address),
        .read_clock(prof6$read_clock),
        .read_data(prof6$read_data),
        .write_address(prof6$write_address),
        .write_clock(prof6$write_clock),
        .write_data(prof6$write_data),
        .write_enable(prof6$write_enable)
    );
    nscc_cc_ip$engine$prof7 prof7(
        .read_address(prof7$read_address),
        .read_clock(prof7$read_clock),
        .read_data(prof7$read_data),
        .write_address(prof7$write_address),
        .write_clock(prof7$write_clock),
        .write_data(prof7$write_data),
        .write_enable(prof7$write_enable)
    );
    nscc_cc_ip$engine$prof15 prof15(
        .read_address(prof15$read_address),
        .read_clock(prof15$read_clock),
        .read_data(prof15$read_data),
        .write_address(prof15$write_address),
        .write_clock(prof15$write_clock),
        .write_data(prof15$write_data),
        .write_enable(prof15$write_enable)
    );
    nscc_cc_ip$engine$prof20 prof20(
        .read_address(prof20$read_address),
        .read_clock(prof20$read_clock),
        .read_data(prof20$read_data),
        .write_address(prof20$write_address),
        .write_clock(prof20$write_clock),
        .write_data(prof20$write_data),
        .write_enable(prof20$write_enable)
    );
    nscc_cc_ip$engine$prof26 prof26(
        .read_address(prof26$read_address),
        .read_clock(prof26$read_clock),
        .read_data(prof26$read_data),
        .write_address(prof26$write_address),
        .write_clock(prof26$write_clock),
        .write_data(prof26$write_data),
        .write_enable(prof26$write_enable)
    );
    nscc_cc_ip$engine$prof_init prof_init(
        .read_address(prof_init$read_address),
        .read_clock(prof_init$read_clock),
        .read_data(prof_init$read_data),
        .write_address(prof_init$write_address),
        .write_clock(prof_init$write_clock),
        .write_data(prof_init$write_data),
        .write_enable(prof_init$write_enable)
    );
    nscc_cc_ip$engine$loaded loaded(
        .d(loaded$d),
        .q(loaded$q),
        .clock(loaded$clock)
    );
    nscc_cc_ip$engine$tag$0 tag$0(
        .d(tag$0$d),
        .q(tag$0$q),
        .clock(tag$0$clock)
    );
    nscc_cc_ip$engine$tag$1 tag$1(
        .d(tag$1$d),
        .q(tag$1$q),
        .clock(tag$1$clock)
    );
    nscc_cc_ip$engine$tag$2 tag$2(
        .d(tag$2$d),
        .q(tag$2$q),
        .clock(tag$2$clock)
    );
    nscc_cc_ip$engine$tag$3 tag$3(
        .d(tag$3$d),
        .q(tag$3$q),
        .clock(tag$3$clock)
    );
    nscc_cc_ip$engine$tag$4 tag$4(
        .d(tag$4$d),
        .q(tag$4$q),
        .clock(tag$4$clock)
    );
    nscc_cc_ip$engine$tag$5 tag$5(
        .d(tag$5$d),
        .q(tag$5$q),
        .clock(tag$5$clock)
    );
    nscc_cc_ip$engine$tag$6 tag$6(
        .d(tag$6$d),
        .q(tag$6$q),
        .clock(tag$6$clock)
    );
    nscc_cc_ip$engine$tag$7 tag$7(
        .d(tag$7$d),
        .q(tag$7$q),
        .clock(tag$7$clock)
    );
    nscc_cc_ip$engine$tag$8 tag$8(
        .d(tag$8$d),
        .q(tag$8$q),
        .clock(tag$8$clock)
    );
    nscc_cc_ip$engine$tag$9 tag$9(
        .d(tag$9$d),
        .q(tag$9$q),
        .clock(tag$9$clock)
    );
    nscc_cc_ip$engine$tag$10 tag$10(
        .d(tag$10$d),
        .q(tag$10$q),
        .clock(tag$10$clock)
    );
    nscc_cc_ip$engine$tag$11 tag$11(
        .d(tag$11$d),
        .q(tag$11$q),
        .clock(tag$11$clock)
    );
    nscc_cc_ip$engine$tag$12 tag$12(
        .d(tag$12$d),
        .q(tag$12$q),
        .clock(tag$12$clock)
    );
    nscc_cc_ip$engine$tag$13 tag$13(
        .d(tag$13$d),
        .q(tag$13$q),
        .clock(tag$13$clock)
    );
    nscc_cc_ip$engine$tag$14 tag$14(
        .d(tag$14$d),
        .q(tag$14$q),
        .clock(tag$14$clock)
    );
    nscc_cc_ip$engine$tag$15 tag$15(
        .d(tag$15$d),
        .q(tag$15$q),
        .clock(tag$15$clock)
    );
    nscc_cc_ip$engine$tag$16 tag$16(
        .d(tag$16$d),
        .q(tag$16$q),
        .clock(tag$16$clock)
    );
    nscc_cc_ip$engine$tag$17 tag$17(
        .d(tag$17$d),
        .q(tag$17$q),
        .clock(tag$17$clock)
    );
    nscc_cc_ip$engine$tag$18 tag$18(
        .d(tag$18$d),
        .q(tag$18$q),
        .clock(tag$18$clock)
    );
    nscc_cc_ip$engine$tag$19 tag$19(
        .d(tag$19$d),
        .q(tag$19$q),
        .clock(tag$19$clock)
    );
    nscc_cc_ip$engine$tag$20 tag$20(
        .d(tag$20$d),
        .q(tag$20$q),
        .clock(tag$20$clock)
    );
    nscc_cc_ip$engine$tag$21 tag$21(
        .d(tag$21$d),
        .q(tag$21$q),
        .clock(tag$21$clock)
    );
    nscc_cc_ip$engine$tag$22 tag$22(
        .d(tag$22$d),
        .q(tag$22$q),
        .clock(tag$22$clock)
    );
    nscc_cc_ip$engine$tag$23 tag$23(
        .d(tag$23$d),
        .q(tag$23$q),
        .clock(tag$23$clock)
    );
    nscc_cc_ip$engine$tag$24 tag$24(
        .d(tag$24$d),
        .q(tag$24$q),
        .clock(tag$24$clock)
    );
    nscc_cc_ip$engine$tag$25 tag$25(
        .d(tag$25$d),
        .q(tag$25$q),
        .clock(tag$25$clock)
    );
    nscc_cc_ip$engine$tag$26 tag$26(
        .d(tag$26$d),
        .q(tag$26$q),
        .clock(tag$26$clock)
    );
    nscc_cc_ip$engine$tag$27 tag$27(
        .d(tag$27$d),
        .q(tag$27$q),
        .clock(tag$27$clock)
    );
    nscc_cc_ip$engine$tag$28 tag$28(
        .d(tag$28$d),
        .q(tag$28$q),
        .clock(tag$28$clock)
    );
    nscc_cc_ip$engine$tag$29 tag$29(
        .d(tag$29$d),
        .q(tag$29$q),
        .clock(tag$29$clock)
    );
    nscc_cc_ip$engine$win_v$0 win_v$0(
        .d(win_v$0$d),
        .q(win_v$0$q),
        .clock(win_v$0$clock)
    );
    nscc_cc_ip$engine$win_v$1 win_v$1(
        .d(win_v$1$d),
        .q(win_v$1$q),
        .clock(win_v$1$clock)
    );
    nscc_cc_ip$engine$win_v$2 win_v$2(
        .d(win_v$2$d),
        .q(win_v$2$q),
        .clock(win_v$2$clock)
    );
    nscc_cc_ip$engine$win_v$3 win_v$3(
        .d(win_v$3$d),
        .q(win_v$3$q),
        .clock(win_v$3$clock)
    );
    nscc_cc_ip$engine$win_e$0 win_e$0(
        .d(win_e$0$d),
        .q(win_e$0$q),
        .clock(win_e$0$clock)
    );
    nscc_cc_ip$engine$win_e$1 win_e$1(
        .d(win_e$1$d),
        .q(win_e$1$q),
        .clock(win_e$1$clock)
    );
    nscc_cc_ip$engine$win_e$2 win_e$2(
        .d(win_e$2$d),
        .q(win_e$2$q),
        .clock(win_e$2$clock)
    );
    nscc_cc_ip$engine$win_e$3 win_e$3(
        .d(win_e$3$d),
        .q(win_e$3$q),
        .clock(win_e$3$clock)
    );
    nscc_cc_ip$engine$win_h$0 win_h$0(
        .d(win_h$0$d),
        .q(win_h$0$q),
        .clock(win_h$0$clock)
    );
    nscc_cc_ip$engine$win_h$1 win_h$1(
        .d(win_h$1$d),
        .q(win_h$1$q),
        .clock(win_h$1$clock)
    );
    nscc_cc_ip$engine$win_h$2 win_h$2(
        .d(win_h$2$d),
        .q(win_h$2$q),
        .clock(win_h$2$clock)
    );
    nscc_cc_ip$engine$win_h$3 win_h$3(
        .d(win_h$3$d),
        .q(win_h$3$q),
        .clock(win_h$3$clock)
    );
    nscc_cc_ip$engine$win_m$0 win_m$0(
        .d(win_m$0$d),
        .q(win_m$0$q),
        .clock(win_m$0$clock)
    );
    nscc_cc_ip$engine$win_m$1 win_m$1(
        .d(win_m$1$d),
        .q(win_m$1$q),
        .clock(win_m$1$clock)
    );
    nscc_cc_ip$engine$win_m$2 win_m$2(
        .d(win_m$2$d),
        .q(win_m$2$q),
        .clock(win_m$2$clock)
    );
    nscc_cc_ip$engine$win_m$3 win_m$3(
        .d(win_m$3$d),
        .q(win_m$3$q),
        .clock(win_m$3$clock)
    );
    nscc_cc_ip$engine$win_s0$0 win_s0$0(
        .d(win_s0$0$d),
        .q(win_s0$0$q),
        .clock(win_s0$0$clock)
    );
    nscc_cc_ip$engine$win_s0$1 win_s0$1(
        .d(win_s0$1$d),
        .q(win_s0$1$q),
        .clock(win_s0$1$clock)
    );
    nscc_cc_ip$engine$win_s0$2 win_s0$2(
        .d(win_s0$2$d),
        .q(win_s0$2$q),
        .clock(win_s0$2$clock)
    );
    nscc_cc_ip$engine$win_s0$3 win_s0$3(
        .d(win_s0$3$d),
        .q(win_s0$3$q),
        .clock(win_s0$3$clock)
    );
    nscc_cc_ip$engine$older$0 older$0(
        .d(older$0$d),
        .q(older$0$q),
        .clock(older$0$clock)
    );
    nscc_cc_ip$engine$older$1 older$1(
        .d(older$1$d),
        .q(older$1$q),
        .clock(older$1$clock)
    );
    nscc_cc_ip$engine$older$2 older$2(
        .d(older$2$d),
        .q(older$2$q),
        .clock(older$2$clock)
    );
    nscc_cc_ip$engine$older$3 older$3(
        .d(older$3$d),
        .q(older$3$q),
        .clock(older$3$clock)
    );
    nscc_cc_ip$engine$same$0 same$0(
        .d(same$0$d),
        .q(same$0$q),
        .clock(same$0$clock)
    );
    nscc_cc_ip$engine$same$1 same$1(
        .d(same$1$d),
        .q(same$1$q),
        .clock(same$1$clock)
    );
    nscc_cc_ip$engine$same$2 same$2(
        .d(same$2$d),
        .q(same$2$q),
        .clock(same$2$clock)
    );
    nscc_cc_ip$engine$same$3 same$3(
        .d(same$3$d),
        .q(same$3$q),
        .clock(same$3$clock)
    );
    nscc_cc_ip$engine$win_l$0 win_l$0(
        .d(win_l$0$d),
        .q(win_l$0$q),
        .clock(win_l$0$clock)
    );
    nscc_cc_ip$engine$win_l$1 win_l$1(
        .d(win_l$1$d),
        .q(win_l$1$q),
        .clock(win_l$1$clock)
    );
    nscc_cc_ip$engine$win_l$2 win_l$2(
        .d(win_l$2$d),
        .q(win_l$2$q),
        .clock(win_l$2$clock)
    );
    nscc_cc_ip$engine$win_l$3 win_l$3(
        .d(win_l$3$d),
        .q(win_l$3$q),
        .clock(win_l$3$clock)
    );
    nscc_cc_ip$engine$fill_r fill_r(
        .d(fill_r$d),
        .q(fill_r$q),
        .clock(fill_r$clock)
    );
    nscc_cc_ip$engine$l_ram l_ram(
        .d(l_ram$d),
        .q(l_ram$q),
        .clock(l_ram$clock)
    );
    nscc_cc_ip$engine$l_byp l_byp(
        .d(l_byp$d),
        .q(l_byp$q),
        .clock(l_byp$clock)
    );
    nscc_cc_ip$engine$p_v p_v(
        .d(p_v$d),
        .q(p_v$q),
        .clock(p_v$clock)
    );
    nscc_cc_ip$engine$p_e p_e(
        .d(p_e$d),
        .q(p_e$q),
        .clock(p_e$clock)
    );
    nscc_cc_ip$engine$p_m p_m(
        .d(p_m$d),
        .q(p_m$q),
        .clock(p_m$clock)
    );
    nscc_cc_ip$engine$a0 a0(
        .d(a0$d),
        .q(a0$q),
        .clock(a0$clock)
    );
    nscc_cc_ip$engine$l0 l0(
        .d(l0$d),
        .q(l0$q),
        .clock(l0$clock)
    );
    nscc_cc_ip$engine$id_ok0 id_ok0(
        .d(id_ok0$d),
        .q(id_ok0$q),
        .clock(id_ok0$clock)
    );
    nscc_cc_ip$engine$sub_ok0 sub_ok0(
        .d(sub_ok0$d),
        .q(sub_ok0$q),
        .clock(sub_ok0$clock)
    );
    nscc_cc_ip$engine$ccc0 ccc0(
        .d(ccc0$d),
        .q(ccc0$q),
        .clock(ccc0$clock)
    );
    nscc_cc_ip$engine$t0 t0(
        .d(t0$d),
        .q(t0$q),
        .clock(t0$clock)
    );
    nscc_cc_ip$engine$ts0 ts0(
        .d(ts0$d),
        .q(ts0$q),
        .clock(ts0$clock)
    );
    nscc_cc_ip$engine$k0 k0(
        .d(k0$d),
        .q(k0$q),
        .clock(k0$clock)
    );
    nscc_cc_ip$engine$b0 b0(
        .d(b0$d),
        .q(b0$q),
        .clock(b0$clock)
    );
    nscc_cc_ip$engine$r0 r0(
        .d(r0$d),
        .q(r0$q),
        .clock(r0$clock)
    );
    nscc_cc_ip$engine$e0 e0(
        .d(e0$d),
        .q(e0$q),
        .clock(e0$clock)
    );
    nscc_cc_ip$engine$p0 p0(
        .d(p0$d),
        .q(p0$q),
        .clock(p0$clock)
    );
    nscc_cc_ip$engine$rc0 rc0(
        .d(rc0$d),
        .q(rc0$q),
        .clock(rc0$clock)
    );
    nscc_cc_ip$engine$f0 f0(
        .d(f0$d),
        .q(f0$q),
        .clock(f0$clock)
    );
    nscc_cc_ip$engine$pr0 pr0(
        .d(pr0$d),
        .q(pr0$q),
        .clock(pr0$clock)
    );
    nscc_cc_ip$engine$prr0 prr0(
        .d(prr0$d),
        .q(prr0$q),
        .clock(prr0$clock)
    );
    nscc_cc_ip$engine$rs0 rs0(
        .d(rs0$d),
        .q(rs0$q),
        .clock(rs0$clock)
    );
    nscc_cc_ip$engine$prrs0 prrs0(
        .d(prrs0$d),
        .q(prrs0$q),
        .clock(prrs0$clock)
    );
    nscc_cc_ip$engine$cnt_range cnt_range(
        .d(cnt_range$d),
        .q(cnt_range$q),
        .clock(cnt_range$clock)
    );
    nscc_cc_ip$engine$cnt_idle cnt_idle(
        .d(cnt_idle$d),
        .q(cnt_idle$q),
        .clock(cnt_idle$clock)
    );
    nscc_cc_ip$engine$cnt_not_ready cnt_not_ready(
        .d(cnt_not_ready$d),
        .q(cnt_not_ready$q),
        .clock(cnt_not_ready$clock)
    );
    nscc_cc_ip$engine$cnt_event cnt_event(
        .d(cnt_event$d),
        .q(cnt_event$q),
        .clock(cnt_event$clock)
    );
    nscc_cc_ip$engine$ctl_state ctl_state(
        .d(ctl_state$d),
        .q(ctl_state$q),
        .clock(ctl_state$clock)
    );
    nscc_cc_ip$engine$life_l_r life_l_r(
        .d(life_l_r$d),
        .q(life_l_r$q),
        .clock(life_l_r$clock)
    );
    nscc_cc_ip$engine$ctl_op_r ctl_op_r(
        .d(ctl_op_r$d),
        .q(ctl_op_r$q),
        .clock(ctl_op_r$clock)
    );
    nscc_cc_ip$engine$ctl_ccc_r ctl_ccc_r(
        .d(ctl_ccc_r$d),
        .q(ctl_ccc_r$q),
        .clock(ctl_ccc_r$clock)
    );
    nscc_cc_ip$engine$ctl_prof_r ctl_prof_r(
        .d(ctl_prof_r$d),
        .q(ctl_prof_r$q),
        .clock(ctl_prof_r$clock)
    );
    nscc_cc_ip$engine$ctl_t_r ctl_t_r(
        .d(ctl_t_r$d),
        .q(ctl_t_r$q),
        .clock(ctl_t_r$clock)
    );
    nscc_cc_ip$engine$drain drain(
        .d(drain$d),
        .q(drain$q),
        .clock(drain$clock)
    );
    nscc_cc_ip$engine$done_r done_r(
        .d(done_r$d),
        .q(done_r$q),
        .clock(done_r$clock)
    );
    nscc_cc_ip$engine$ok_r ok_r(
        .d(ok_r$d),
        .q(ok_r$q),
        .clock(ok_r$clock)
    );
    nscc_cc_ip$engine$dp dp(
        .clock(dp$clock),
        .ext(dp$ext),
        .load(dp$load),
        .load_t(dp$load_t),
        .init_cwnd(dp$init_cwnd),
        .init_bdp(dp$init_bdp),
        .init_maxwnd(dp$init_maxwnd),
        .init_base_rtt(dp$init_base_rtt),
        .init_base_rtt_sub(dp$init_base_rtt_sub),
        .ev_valid(dp$ev_valid),
        .ev_t(dp$ev_t),
        .ev_t_sub(dp$ev_t_sub),
        .ev_kind(dp$ev_kind),
        .ev_bytes(dp$ev_bytes),
        .ev_rtt(dp$ev_rtt),
        .ev_ecn(dp$ev_ecn),
        .ev_pend(dp$ev_pend),
        .ev_rc(dp$ev_rc),
        .ev_in_flight(dp$ev_in_flight),
        .ev_probe(dp$ev_probe),
        .ev_probe_rtt(dp$ev_probe_rtt),
        .ev_rtt_sub(dp$ev_rtt_sub),
        .ev_probe_rtt_sub(dp$ev_probe_rtt_sub),
        .s1_rate_mant(dp$s1_rate_mant),
        .s1_rate_exp(dp$s1_rate_exp),
        .s3_fis_mant(dp$s3_fis_mant),
        .s3_fis_exp(dp$s3_fis_exp),
        .s3_target(dp$s3_target),
        .s3_target_sub(dp$s3_target_sub),
        .s3_alpha_mant(dp$s3_alpha_mant),
        .s3_alpha_exp(dp$s3_alpha_exp),
        .s3_network_rtt(dp$s3_network_rtt),
        .s6_fi_mant(dp$s6_fi_mant),
        .s6_fi_exp(dp$s6_fi_exp),
        .s6_mtu(dp$s6_mtu),
        .s7_mtu(dp$s7_mtu),
        .s7_target(dp$s7_target),
        .s7_target_sub(dp$s7_target_sub),
        .s7_target_frac(dp$s7_target_frac),
        .s7_qa_threshold(dp$s7_qa_threshold),
        .s7_qa_threshold_sub(dp$s7_qa_threshold_sub),
        .s7_network_rtt(dp$s7_network_rtt),
        .s7_network_rtt_sub(dp$s7_network_rtt_sub),
        .s7_fulfill_bytes(dp$s7_fulfill_bytes),
        .s7_qa_gate(dp$s7_qa_gate),
        .s7_gamma_target(dp$s7_gamma_target),
        .s15_mtu(dp$s15_mtu),
        .s20_mtu(dp$s20_mtu),
        .s26_mtu(dp$s26_mtu),
        .s26_eta(dp$s26_eta),
        .prev_base_rtt(dp$prev_base_rtt),
        .prev_base_rtt_sub(dp$prev_base_rtt_sub),
        .prev_avg(dp$prev_avg),
        .prev_bdp(dp$prev_bdp),
        .prev_maxwnd(dp$prev_maxwnd),
        .prev_achieved(dp$prev_achieved),
        .prev_received(dp$prev_received),
        .prev_bytes_ignored(dp$prev_bytes_ignored),
        .prev_bytes_to_ignore(dp$prev_bytes_to_ignore),
        .prev_fi_count(dp$prev_fi_count),
        .prev_fast_active(dp$prev_fast_active),
        .prev_trigger_qa(dp$prev_trigger_qa),
        .prev_qa_armed(dp$prev_qa_armed),
        .prev_qa_start(dp$prev_qa_start),
        .prev_qa_len(dp$prev_qa_len),
        .prev_last_adjust(dp$prev_last_adjust),
        .prev_last_adjust_sub(dp$prev_last_adjust_sub),
        .prev_last_dec(dp$prev_last_dec),
        .prev6_achieved(dp$prev6_achieved),
        .prev6_received(dp$prev6_received),
        .prev6_bytes_ignored(dp$prev6_bytes_ignored),
        .prev6_fi_count(dp$prev6_fi_count),
        .prev6_qa_start(dp$prev6_qa_start),
        .prev6_last_adjust(dp$prev6_last_adjust),
        .prev6_last_adjust_sub(dp$prev6_last_adjust_sub),
        .prev6_last_dec(dp$prev6_last_dec),
        .prev_cwnd(dp$prev_cwnd),
        .prev_pre_penalty_cwnd(dp$prev_pre_penalty_cwnd),
        .prev_penalty_active(dp$prev_penalty_active),
        .prev_inc(dp$prev_inc),
        .base_rtt(dp$base_rtt),
        .base_rtt_sub(dp$base_rtt_sub),
        .avg_delay(dp$avg_delay),
        .action(dp$action),
        .fulfill(dp$fulfill),
        .bdp(dp$bdp),
        .maxwnd(dp$maxwnd),
        .achieved(dp$achieved),
        .received(dp$received),
        .bytes_ignored(dp$bytes_ignored),
        .bytes_to_ignore(dp$bytes_to_ignore),
        .fi_count(dp$fi_count),
        .fast_active(dp$fast_active),
        .trigger_qa(dp$trigger_qa),
        .qa_armed(dp$qa_armed),
        .qa_start(dp$qa_start),
        .qa_len(dp$qa_len),
        .last_adjust(dp$last_adjust),
        .last_adjust_sub(dp$last_adjust_sub),
        .last_dec(dp$last_dec),
        .inc_bytes(dp$inc_bytes),
        .cwnd(dp$cwnd),
        .pre_penalty_cwnd(dp$pre_penalty_cwnd),
        .penalty_active(dp$penalty_active),
        .action_28(dp$action_28),
        .fulfill_28(dp$fulfill_28)
    );
    nscc_cc_ip$engine$out_af out_af(
        .clock(out_af$clock),
        .d(out_af$d),
        .q(out_af$q)
    );
    
    // Update code
    always @(*) begin
        loaded$clock = clock;
        a0$clock = clock;
        l0$clock = clock;
        fill_r$clock = clock;
        l_ram$clock = clock;
        l_byp$clock = clock;
        id_ok0$clock = clock;
        sub_ok0$clock = clock;
        p_v$clock = clock;
        p_e$clock = clock;
        p_m$clock = clock;
        ccc0$clock = clock;
        t0$clock = clock;
        ts0$clock = clock;
        k0$clock = clock;
        b0$clock = clock;
        r0$clock = clock;
        e0$clock = clock;
        p0$clock = clock;
        rc0$clock = clock;
        f0$clock = clock;
        pr0$clock = clock;
        prr0$clock = clock;
        rs0$clock = clock;
        prrs0$clock = clock;
        cnt_range$clock = clock;
        cnt_idle$clock = clock;
        cnt_not_ready$clock = clock;
        cnt_event$clock = clock;
        ctl_state$clock = clock;
        life_l_r$clock = clock;
        ctl_op_r$clock = clock;
        ctl_ccc_r$clock = clock;
        ctl_prof_r$clock = clock;
        ctl_t_r$clock = clock;
        drain$clock = clock;
        done_r$clock = clock;
        ok_r$clock = clock;
        q_r$clock = clock;
        e_r$clock = clock;
        c_byp$clock = clock;
        c_wd$clock = clock;
        c_byp2$clock = clock;
        c_wd2$clock = clock;
        t_r$clock = clock;
        t_r7$clock = clock;
        c_r$clock = clock;
        i_r$clock = clock;
        w_l_we$clock = clock;
        w_l_addr$clock = clock;
        w_l_data$clock = clock;
        w_q_we$clock = clock;
        w_q_addr$clock = clock;
        w_q_data$clock = clock;
        w_e_we$clock = clock;
        w_e_addr$clock = clock;
        w_e_data$clock = clock;
        w_t_we$clock = clock;
        w_t_addr$clock = clock;
        w_t_data$clock = clock;
        w_i_we$clock = clock;
        w_i_addr$clock = clock;
        w_i_data$clock = clock;
        w_c_life_we$clock = clock;
        w_c_life_addr$clock = clock;
        w_c_life_data$clock = clock;
        loaded$d = loaded$q;
        a0$d = a0$q;
        l0$d = l0$q;
        fill_r$d = fill_r$q;
        l_ram$d = l_ram$q;
        l_byp$d = l_byp$q;
        id_ok0$d = id_ok0$q;
        sub_ok0$d = sub_ok0$q;
        p_v$d = p_v$q;
        p_e$d = p_e$q;
        p_m$d = p_m$q;
        ccc0$d = ccc0$q;
        t0$d = t0$q;
        ts0$d = ts0$q;
        k0$d = k0$q;
        b0$d = b0$q;
        r0$d = r0$q;
        e0$d = e0$q;
        p0$d = p0$q;
        rc0$d = rc0$q;
        f0$d = f0$q;
        pr0$d = pr0$q;
        prr0$d = prr0$q;
        rs0$d = rs0$q;
        prrs0$d = prrs0$q;
        cnt_range$d = cnt_range$q;
        cnt_idle$d = cnt_idle$q;
        cnt_not_ready$d = cnt_not_ready$q;
        cnt_event$d = cnt_event$q;
        ctl_state$d = ctl_state$q;
        life_l_r$d = life_l_r$q;
        ctl_op_r$d = ctl_op_r$q;
        ctl_ccc_r$d = ctl_ccc_r$q;
        ctl_prof_r$d = ctl_prof_r$q;
        ctl_t_r$d = ctl_t_r$q;
        drain$d = drain$q;
        done_r$d = done_r$q;
        ok_r$d = ok_r$q;
        q_r$d = q_r$q;
        e_r$d = e_r$q;
        c_byp$d = c_byp$q;
        c_wd$d = c_wd$q;
        c_byp2$d = c_byp2$q;
        c_wd2$d = c_wd2$q;
        t_r$d = t_r$q;
        t_r7$d = t_r7$q;
        c_r$d = c_r$q;
        i_r$d = i_r$q;
        w_l_we$d = w_l_we$q;
        w_l_addr$d = w_l_addr$q;
        w_l_data$d = w_l_data$q;
        w_q_we$d = w_q_we$q;
        w_q_addr$d = w_q_addr$q;
        w_q_data$d = w_q_data$q;
        w_e_we$d = w_e_we$q;
        w_e_addr$d = w_e_addr$q;
        w_e_data$d = w_e_data$q;
        w_t_we$d = w_t_we$q;
        w_t_addr$d = w_t_addr$q;
        w_t_data$d = w_t_data$q;
        w_i_we$d = w_i_we$q;
        w_i_addr$d = w_i_addr$q;
        w_i_data$d = w_i_data$q;
        w_c_life_we$d = w_c_life_we$q;
        w_c_life_addr$d = w_c_life_addr$q;
        w_c_life_data$d = w_c_life_data$q;
        dp$clock = clock;
        out_af$clock = clock;
        tag$0$clock = clock;
        tag$0$d = tag$0$q;
        tag$1$clock = clock;
        tag$1$d = tag$1$q;
        tag$2$clock = clock;
        tag$2$d = tag$2$q;
        tag$3$clock = clock;
        tag$3$d = tag$3$q;
        tag$4$clock = clock;
        tag$4$d = tag$4$q;
        tag$5$clock = clock;
        tag$5$d = tag$5$q;
        tag$6$clock = clock;
        tag$6$d = tag$6$q;
        tag$7$clock = clock;
        tag$7$d = tag$7$q;
        tag$8$clock = clock;
        tag$8$d = tag$8$q;
        tag$9$clock = clock;
        tag$9$d = tag$9$q;
        tag$10$clock = clock;
        tag$10$d = tag$10$q;
        tag$11$clock = clock;
        tag$11$d = tag$11$q;
        tag$12$clock = clock;
        tag$12$d = tag$12$q;
        tag$13$clock = clock;
        tag$13$d = tag$13$q;
        tag$14$clock = clock;
        tag$14$d = tag$14$q;
        tag$15$clock = clock;
        tag$15$d = tag$15$q;
        tag$16$clock = clock;
        tag$16$d = tag$16$q;
        tag$17$clock = clock;
        tag$17$d = tag$17$q;
        tag$18$clock = clock;
        tag$18$d = tag$18$q;
        tag$19$clock = clock;
        tag$19$d = tag$19$q;
        tag$20$clock = clock;
        tag$20$d = tag$20$q;
        tag$21$clock = clock;
        tag$21$d = tag$21$q;
        tag$22$clock = clock;
        tag$22$d = tag$22$q;
        tag$23$clock = clock;
        tag$23$d = tag$23$q;
        tag$24$clock = clock;
        tag$24$d = tag$24$q;
        tag$25$clock = clock;
        tag$25$d = tag$25$q;
        tag$26$clock = clock;
        tag$26$d = tag$26$q;
        tag$27$clock = clock;
        tag$27$d = tag$27$q;
        tag$28$clock = clock;
        tag$28$d = tag$28$q;
        tag$29$clock = clock;
        tag$29$d = tag$29$q;
        ram_l$read_clock = clock;
        ram_l$write_clock = clock;
        ram_q$read_clock = clock;
        ram_q$write_clock = clock;
        ram_qs$read_clock = clock;
        ram_qs$write_clock = clock;
        ram_e$read_clock = clock;
        ram_e$write_clock = clock;
        ram_t$read_clock = clock;
        ram_t$write_clock = clock;
        ram_i$read_clock = clock;
        ram_i$write_clock = clock;
        ram_c$read_clock = clock;
        ram_c$write_clock = clock;
        prof1$read_clock = clock;
        prof1$write_clock = clock;
        prof3$read_clock = clock;
        prof3$write_clock = clock;
        prof6$read_clock = clock;
        prof6$write_clock = clock;
        prof7$read_clock = clock;
        prof7$write_clock = clock;
        prof15$read_clock = clock;
        prof15$write_clock = clock;
        prof20$read_clock = clock;
        prof20$write_clock = clock;
        prof26$read_clock = clock;
        prof26$write_clock = clock;
        prof_init$read_clock = clock;
        prof_init$write_clock = clock;
        prof1$write_enable = cfg_write;
        prof3$write_enable = cfg_write;
        prof6$write_enable = cfg_write;
        prof7$write_enable = cfg_write;
        prof15$write_enable = cfg_write;
        prof20$write_enable = cfg_write;
        prof26$write_enable = cfg_write;
        prof_init$write_enable = cfg_write;
        prof1$write_address = cfg_profile;
        prof3$write_address = cfg_profile;
        prof6$write_address = cfg_profile;
        prof7$write_address = cfg_profile;
        prof15$write_address = cfg_profile;
        prof20$write_address = cfg_profile;
        prof26$write_address = cfg_profile;
        prof_init$write_address = cfg_profile;
        prof1$write_data = ((cfg_rate_mant) & 20'hfffff) | (((cfg_rate_exp) & 20'hfffff) << 32'hc);
        prof3$write_data = ((cfg_fis_mant) & 98'h3ffffffffffffffffffffffff) | (((cfg_fis_exp) & 98'h3ffffffffffffffffffffffff) << 32'hc) | (((cfg_target) & 98'h3ffffffffffffffffffffffff) << 32'h14) | (((cfg_alpha_mant) & 98'h3ffffffffffffffffffffffff) << 32'h2c) | (((cfg_alpha_exp) & 98'h3ffffffffffffffffffffffff) << 32'h38) | (((cfg_network_rtt) & 98'h3ffffffffffffffffffffffff) << 32'h40) | (((cfg_target_sub) & 98'h3ffffffffffffffffffffffff) << 32'h58);
        prof6$write_data = ((cfg_fi_mant) & 44'hfffffffffff) | (((cfg_fi_exp) & 44'hfffffffffff) << 32'hc) | (((cfg_mtu) & 44'hfffffffffff) << 32'h14);
        prof7$write_data = ((cfg_mtu) & 195'h7ffffffffffffffffffffffffffffffffffffffffffffffff) | (((cfg_target) & 195'h7ffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h18) | (((cfg_qa_threshold) & 195'h7ffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h30) | (((cfg_network_rtt) & 195'h7ffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h48) | (((cfg_network_rtt_sub) & 195'h7ffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h60) | (((cfg_fulfill_bytes) & 195'h7ffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h6a) | (((cfg_qa_gate) & 195'h7ffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h82) | (((cfg_gamma_target) & 195'h7ffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h87) | (((cfg_target_sub) & 195'h7ffffffffffffffffffffffffffffffffffffffffffffffff) << 32'ha7) | (((cfg_qa_threshold_sub) & 195'h7ffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hb1) | (((cfg_target_frac) & 195'h7ffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hbb);
        prof15$write_data = cfg_mtu;
        prof20$write_data = cfg_mtu;
        prof26$write_data = ((cfg_mtu) & 40'hffffffffff) | (((cfg_eta) & 40'hffffffffff) << 32'h18);
        prof_init$write_data = ((cfg_init_cwnd) & 106'h3ffffffffffffffffffffffffff) | (((cfg_init_bdp) & 106'h3ffffffffffffffffffffffffff) << 32'h18) | (((cfg_init_maxwnd) & 106'h3ffffffffffffffffffffffffff) << 32'h30) | (((cfg_base_rtt) & 106'h3ffffffffffffffffffffffffff) << 32'h48) | (((cfg_base_rtt_sub) & 106'h3ffffffffffffffffffffffffff) << 32'h60);
        if (cfg_write) begin
            loaded$d = loaded$q | (((32'h1) & 8'hff) << cfg_profile);
        end
        win_v$0$clock = clock;
        win_h$0$clock = clock;
        win_m$0$clock = clock;
        win_e$0$clock = clock;
        win_s0$0$clock = clock;
        older$0$clock = clock;
        same$0$clock = clock;
        win_l$0$clock = clock;
        win_v$1$clock = clock;
        win_h$1$clock = clock;
        win_m$1$clock = clock;
        win_e$1$clock = clock;
        win_s0$1$clock = clock;
        older$1$clock = clock;
        same$1$clock = clock;
        win_l$1$clock = clock;
        win_v$2$clock = clock;
        win_h$2$clock = clock;
        win_m$2$clock = clock;
        win_e$2$clock = clock;
        win_s0$2$clock = clock;
        older$2$clock = clock;
        same$2$clock = clock;
        win_l$2$clock = clock;
        win_v$3$clock = clock;
        win_h$3$clock = clock;
        win_m$3$clock = clock;
        win_e$3$clock = clock;
        win_s0$3$clock = clock;
        older$3$clock = clock;
        same$3$clock = clock;
        win_l$3$clock = clock;
        full = win_v$0$q && win_v$1$q && win_v$2$q && win_v$3$q;
        empty = ~(p_v$q || win_v$0$q || win_v$1$q || win_v$2$q || win_v$3$q);
        life_active = ctl_state$q != 32'h0;
        p_go = p_v$q && ~full && ~w_l_we$q;
        ev_ready = ~life_active && (~p_v$q || p_go);
        accept = ev_valid && ev_ready;
        ctl_ready = ~life_active;
        ev_word = ((ev_ccc) & 188'hfffffffffffffffffffffffffffffffffffffffffffffff) | (((ev_t) & 188'hfffffffffffffffffffffffffffffffffffffffffffffff) << 32'h10) | (((ev_t_sub) & 188'hfffffffffffffffffffffffffffffffffffffffffffffff) << 32'h30) | (((ev_kind) & 188'hfffffffffffffffffffffffffffffffffffffffffffffff) << 32'h3a) | (((ev_bytes) & 188'hfffffffffffffffffffffffffffffffffffffffffffffff) << 32'h3c) | (((ev_rtt) & 188'hfffffffffffffffffffffffffffffffffffffffffffffff) << 32'h54) | (((ev_ecn) & 188'hfffffffffffffffffffffffffffffffffffffffffffffff) << 32'h6c) | (((ev_pend) & 188'hfffffffffffffffffffffffffffffffffffffffffffffff) << 32'h6d) | (((ev_rc) & 188'hfffffffffffffffffffffffffffffffffffffffffffffff) << 32'h74) | (((ev_in_flight) & 188'hfffffffffffffffffffffffffffffffffffffffffffffff) << 32'h75) | (((ev_probe) & 188'hfffffffffffffffffffffffffffffffffffffffffffffff) << 32'h8d) | (((ev_probe_rtt) & 188'hfffffffffffffffffffffffffffffffffffffffffffffff) << 32'h8e) | (((ev_rtt_sub) & 188'hfffffffffffffffffffffffffffffffffffffffffffffff) << 32'ha6) | (((ev_probe_rtt_sub) & 188'hfffffffffffffffffffffffffffffffffffffffffffffff) << 32'hb0) | ((((((ev_ccc[(32'h0)+:(12)]) & 16'hffff) == ev_ccc)) & 188'hfffffffffffffffffffffffffffffffffffffffffffffff) << 32'hba) | (((((ev_t_sub <= 32'h3e7) && (ev_rtt_sub <= 32'h3e7) && (ev_probe_rtt_sub <= 32'h3e7))) & 188'hfffffffffffffffffffffffffffffffffffffffffffffff) << 32'hbb);
        nh$0 = win_s0$0$q || |win_m$0$q;
        nh$1 = win_s0$1$q || |win_m$1$q;
        nh$2 = win_s0$2$q || |win_m$2$q;
        nh$3 = win_s0$3$q || |win_m$3$q;
        p_s0 = a0$q && (ccc0$q == p_e$q[(32'h0)+:(12)]);
        nh_new = p_s0 || |p_m$q;
        el = 32'h0;
        same_new = 32'h0;
        if (win_v$0$q && ~win_h$0$q && ~win_s0$0$q) begin
            el = el | (((32'h1) & 4'hf) << 0);
        end
        if (p_e$q[(32'h0)+:(12)] == win_e$0$q[(32'h0)+:(12)]) begin
            same_new = same_new | (((32'h1) & 4'hf) << 0);
        end
        if (win_v$1$q && ~win_h$1$q && ~win_s0$1$q) begin
            el = el | (((32'h1) & 4'hf) << 1);
        end
        if (p_e$q[(32'h0)+:(12)] == win_e$1$q[(32'h0)+:(12)]) begin
            same_new = same_new | (((32'h1) & 4'hf) << 1);
        end
        if (win_v$2$q && ~win_h$2$q && ~win_s0$2$q) begin
            el = el | (((32'h1) & 4'hf) << 2);
        end
        if (p_e$q[(32'h0)+:(12)] == win_e$2$q[(32'h0)+:(12)]) begin
            same_new = same_new | (((32'h1) & 4'hf) << 2);
        end
        if (win_v$3$q && ~win_h$3$q && ~win_s0$3$q) begin
            el = el | (((32'h1) & 4'hf) << 3);
        end
        if (p_e$q[(32'h0)+:(12)] == win_e$3$q[(32'h0)+:(12)]) begin
            same_new = same_new | (((32'h1) & 4'hf) << 3);
        end
        sel = el;
        if (el[0]) begin
            sel = sel & ~older$0$q;
        end
        if (el[1]) begin
            sel = sel & ~older$1$q;
        end
        if (el[2]) begin
            sel = sel & ~older$2$q;
        end
        if (el[3]) begin
            sel = sel & ~older$3$q;
        end
        issue = |el;
        issue_e = 32'h0;
        l_issue = 32'h0;
        if (sel[0]) begin
            issue_e = issue_e | win_e$0$q;
            l_issue = l_issue | win_l$0$q;
        end
        if (sel[1]) begin
            issue_e = issue_e | win_e$1$q;
            l_issue = l_issue | win_l$1$q;
        end
        if (sel[2]) begin
            issue_e = issue_e | win_e$2$q;
            l_issue = l_issue | win_l$2$q;
        end
        if (sel[3]) begin
            issue_e = issue_e | win_e$3$q;
            l_issue = l_issue | win_l$3$q;
        end
        fill = 32'h0;
        if (p_go) begin
            if (~win_v$0$q) begin
                fill = 32'h1;
            end
            else if (~win_v$1$q) begin
                fill = 32'h2;
            end
            else if (~win_v$2$q) begin
                fill = 32'h4;
            end
            else begin
                fill = 32'h8;
            end
        end
        fill_r$d = fill;
        ram_l$read_address = p_e$q[(32'h0)+:(12)];
        if (ctl_state$q == 32'h2) begin
            ram_l$read_address = ctl_ccc_r$q[(32'h0)+:(12)];
        end
        win_l$0$d = win_l$0$q;
        if (fill_r$q[0]) begin
            win_l$0$d = ram_l$read_data;
        end
        win_l$1$d = win_l$1$q;
        if (fill_r$q[1]) begin
            win_l$1$d = ram_l$read_data;
        end
        win_l$2$d = win_l$2$q;
        if (fill_r$q[2]) begin
            win_l$2$d = ram_l$read_data;
        end
        win_l$3$d = win_l$3$q;
        if (fill_r$q[3]) begin
            win_l$3$d = ram_l$read_data;
        end
        win_v$0$d = win_v$0$q && ~sel[0];
        win_e$0$d = win_e$0$q;
        win_h$0$d = nh$0;
        win_s0$0$d = |(sel & same$0$q);
        older$0$d = older$0$q | fill;
        same$0$d = same$0$q & ~fill;
        if (same_new[0]) begin
            same$0$d = same$0$q | fill;
        end
        if (fill[0]) begin
            win_v$0$d = 1'b1;
            win_e$0$d = p_e$q;
            win_h$0$d = nh_new;
            win_s0$0$d = |(sel & same_new);
            older$0$d = 32'h0;
            same$0$d = same_new;
        end
        win_v$1$d = win_v$1$q && ~sel[1];
        win_e$1$d = win_e$1$q;
        win_h$1$d = nh$1;
        win_s0$1$d = |(sel & same$1$q);
        older$1$d = older$1$q | fill;
        same$1$d = same$1$q & ~fill;
        if (same_new[1]) begin
            same$1$d = same$1$q | fill;
        end
        if (fill[1]) begin
            win_v$1$d = 1'b1;
            win_e$1$d = p_e$q;
            win_h$1$d = nh_new;
            win_s0$1$d = |(sel & same_new);
            older$1$d = 32'h0;
            same$1$d = same_new;
        end
        win_v$2$d = win_v$2$q && ~sel[2];
        win_e$2$d = win_e$2$q;
        win_h$2$d = nh$2;
        win_s0$2$d = |(sel & same$2$q);
        older$2$d = older$2$q | fill;
        same$2$d = same$2$q & ~fill;
        if (same_new[2]) begin
            same$2$d = same$2$q | fill;
        end
        if (fill[2]) begin
            win_v$2$d = 1'b1;
            win_e$2$d = p_e$q;
            win_h$2$d = nh_new;
            win_s0$2$d = |(sel & same_new);
            older$2$d = 32'h0;
            same$2$d = same_new;
        end
        win_v$3$d = win_v$3$q && ~sel[3];
        win_e$3$d = win_e$3$q;
        win_h$3$d = nh$3;
        win_s0$3$d = |(sel & same$3$q);
        older$3$d = older$3$q | fill;
        same$3$d = same$3$q & ~fill;
        if (same_new[3]) begin
            same$3$d = same$3$q | fill;
        end
        if (fill[3]) begin
            win_v$3$d = 1'b1;
            win_e$3$d = p_e$q;
            win_h$3$d = nh_new;
            win_s0$3$d = |(sel & same_new);
            older$3$d = 32'h0;
            same$3$d = same_new;
        end
        a0$d = issue;
        l0$d = l_issue;
        l_ram$d = ram_l$read_data;
        l_byp$d = |(sel & fill_r$q);
        l_st0 = l0$q;
        if (l_byp$q) begin
            l_st0 = l_ram$q;
        end
        id_ok0$d = issue_e[32'hba];
        sub_ok0$d = issue_e[32'hbb];
        ccc0$d = issue_e[(32'h0)+:(12)];
        t0$d = issue_e[(32'h10)+:(32)];
        ts0$d = issue_e[(32'h30)+:(10)];
        k0$d = issue_e[(32'h3a)+:(2)];
        b0$d = issue_e[(32'h3c)+:(24)];
        r0$d = issue_e[(32'h54)+:(24)];
        e0$d = issue_e[32'h6c];
        p0$d = issue_e[(32'h6d)+:(7)];
        rc0$d = issue_e[32'h74];
        f0$d = issue_e[(32'h75)+:(24)];
        pr0$d = issue_e[32'h8d];
        prr0$d = issue_e[(32'h8e)+:(24)];
        rs0$d = issue_e[(32'ha6)+:(10)];
        prrs0$d = issue_e[(32'hb0)+:(10)];
        phase0 = l_st0[(32'h0)+:(2)];
        ok0 = a0$q && id_ok0$q && sub_ok0$q && (phase0 == 32'h2);
        p_s0ok = p_s0 && ok0;
        p_m_sh = (p_m$q << 32'h1) | ((p_s0ok) & 23'h7fffff);
        m_new = 32'h0;
        if (ok0 && (ccc0$q == ev_ccc[(32'h0)+:(12)])) begin
            m_new = 32'h1;
        end
        if (tag$0$q[32'hf] && (tag$0$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 0);
        end
        if (tag$1$q[32'hf] && (tag$1$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 1);
        end
        if (tag$2$q[32'hf] && (tag$2$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 2);
        end
        if (tag$3$q[32'hf] && (tag$3$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 3);
        end
        if (tag$4$q[32'hf] && (tag$4$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 4);
        end
        if (tag$5$q[32'hf] && (tag$5$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 5);
        end
        if (tag$6$q[32'hf] && (tag$6$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 6);
        end
        if (tag$7$q[32'hf] && (tag$7$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 7);
        end
        if (tag$8$q[32'hf] && (tag$8$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 8);
        end
        if (tag$9$q[32'hf] && (tag$9$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 9);
        end
        if (tag$10$q[32'hf] && (tag$10$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 10);
        end
        if (tag$11$q[32'hf] && (tag$11$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 11);
        end
        if (tag$12$q[32'hf] && (tag$12$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 12);
        end
        if (tag$13$q[32'hf] && (tag$13$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 13);
        end
        if (tag$14$q[32'hf] && (tag$14$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 14);
        end
        if (tag$15$q[32'hf] && (tag$15$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 15);
        end
        if (tag$16$q[32'hf] && (tag$16$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 16);
        end
        if (tag$17$q[32'hf] && (tag$17$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 17);
        end
        if (tag$18$q[32'hf] && (tag$18$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 18);
        end
        if (tag$19$q[32'hf] && (tag$19$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 19);
        end
        if (tag$20$q[32'hf] && (tag$20$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 20);
        end
        if (tag$21$q[32'hf] && (tag$21$q[(32'h0)+:(12)] == ev_ccc[(32'h0)+:(12)])) begin
            m_new = m_new | (((32'h2) & 23'h7fffff) << 21);
        end
        win_m$0$d = win_m$0$q << 32'h1;
        if (win_s0$0$q && ok0) begin
            win_m$0$d = (win_m$0$q << 32'h1) | 32'h1;
        end
        if (fill[0]) begin
            win_m$0$d = p_m_sh;
        end
        win_m$1$d = win_m$1$q << 32'h1;
        if (win_s0$1$q && ok0) begin
            win_m$1$d = (win_m$1$q << 32'h1) | 32'h1;
        end
        if (fill[1]) begin
            win_m$1$d = p_m_sh;
        end
        win_m$2$d = win_m$2$q << 32'h1;
        if (win_s0$2$q && ok0) begin
            win_m$2$d = (win_m$2$q << 32'h1) | 32'h1;
        end
        if (fill[2]) begin
            win_m$2$d = p_m_sh;
        end
        win_m$3$d = win_m$3$q << 32'h1;
        if (win_s0$3$q && ok0) begin
            win_m$3$d = (win_m$3$q << 32'h1) | 32'h1;
        end
        if (fill[3]) begin
            win_m$3$d = p_m_sh;
        end
        p_v$d = p_v$q && ~p_go;
        p_e$d = p_e$q;
        p_m$d = p_m_sh;
        if (accept) begin
            p_v$d = 1'b1;
            p_e$d = ev_word;
            p_m$d = m_new;
        end
        if (a0$q) begin
            if (~id_ok0$q) begin
                cnt_range$d = cnt_range$q + 32'h1;
            end
            else if (~sub_ok0$q) begin
                cnt_event$d = cnt_event$q + 32'h1;
            end
            else if (phase0 == 32'h1) begin
                cnt_not_ready$d = cnt_not_ready$q + 32'h1;
            end
            else if (phase0 != 32'h2) begin
                cnt_idle$d = cnt_idle$q + 32'h1;
            end
        end
        tag$0$d = ((ccc0$q) & 16'hffff) | (((l_st0[(32'h2)+:(3)]) & 16'hffff) << 32'hc) | (((ok0) & 16'hffff) << 32'hf);
        tag$1$d = tag$0$q;
        tag$2$d = tag$1$q;
        tag$3$d = tag$2$q;
        tag$4$d = tag$3$q;
        tag$5$d = tag$4$q;
        tag$6$d = tag$5$q;
        tag$7$d = tag$6$q;
        tag$8$d = tag$7$q;
        tag$9$d = tag$8$q;
        tag$10$d = tag$9$q;
        tag$11$d = tag$10$q;
        tag$12$d = tag$11$q;
        tag$13$d = tag$12$q;
        tag$14$d = tag$13$q;
        tag$15$d = tag$14$q;
        tag$16$d = tag$15$q;
        tag$17$d = tag$16$q;
        tag$18$d = tag$17$q;
        tag$19$d = tag$18$q;
        tag$20$d = tag$19$q;
        tag$21$d = tag$20$q;
        tag$22$d = tag$21$q;
        tag$23$d = tag$22$q;
        tag$24$d = tag$23$q;
        tag$25$d = tag$24$q;
        tag$26$d = tag$25$q;
        tag$27$d = tag$26$q;
        tag$28$d = tag$27$q;
        tag$29$d = tag$28$q;
        prof1$read_address = l_st0[(32'h2)+:(3)];
        prof3$read_address = tag$1$q[(32'hc)+:(3)];
        prof6$read_address = tag$4$q[(32'hc)+:(3)];
        prof7$read_address = tag$5$q[(32'hc)+:(3)];
        prof15$read_address = tag$13$q[(32'hc)+:(3)];
        prof20$read_address = tag$18$q[(32'hc)+:(3)];
        prof26$read_address = tag$24$q[(32'hc)+:(3)];
        prof_init$read_address = ctl_prof_r$q;
        p1v = prof1$read_data;
        p3v = prof3$read_data;
        p6v = prof6$read_data;
        p7v = prof7$read_data;
        p26v = prof26$read_data;
        pinit = prof_init$read_data;
        dp$ext = 1'b1;
        dp$load = 1'b0;
        dp$load_t = 32'h0;
        dp$init_cwnd = 32'h0;
        dp$init_bdp = 32'h0;
        dp$init_maxwnd = 32'h0;
        dp$init_base_rtt = 32'h0;
        dp$init_base_rtt_sub = 32'h0;
        dp$ev_valid = ok0;
        dp$ev_t = t0$q;
        dp$ev_t_sub = ts0$q;
        dp$ev_kind = k0$q;
        dp$ev_bytes = b0$q;
        dp$ev_rtt = r0$q;
        dp$ev_ecn = e0$q;
        dp$ev_pend = p0$q;
        dp$ev_rc = rc0$q;
        dp$ev_in_flight = f0$q;
        dp$ev_probe = pr0$q;
        dp$ev_probe_rtt = prr0$q;
        dp$ev_rtt_sub = rs0$q;
        dp$ev_probe_rtt_sub = prrs0$q;
        dp$s1_rate_mant = p1v[(32'h0)+:(12)];
        dp$s1_rate_exp = p1v[(32'hc)+:(8)];
        dp$s3_fis_mant = p3v[(32'h0)+:(12)];
        dp$s3_fis_exp = p3v[(32'hc)+:(8)];
        dp$s3_target = p3v[(32'h14)+:(24)];
        dp$s3_target_sub = p3v[(32'h58)+:(10)];
        dp$s3_alpha_mant = p3v[(32'h2c)+:(12)];
        dp$s3_alpha_exp = p3v[(32'h38)+:(8)];
        dp$s3_network_rtt = p3v[(32'h40)+:(24)];
        dp$s6_fi_mant = p6v[(32'h0)+:(12)];
        dp$s6_fi_exp = p6v[(32'hc)+:(8)];
        dp$s6_mtu = p6v[(32'h14)+:(24)];
        dp$s7_mtu = p7v[(32'h0)+:(24)];
        dp$s7_target = p7v[(32'h18)+:(24)];
        dp$s7_qa_threshold = p7v[(32'h30)+:(24)];
        dp$s7_target_sub = p7v[(32'ha7)+:(10)];
        dp$s7_target_frac = p7v[(32'hbb)+:(8)];
        dp$s7_qa_threshold_sub = p7v[(32'hb1)+:(10)];
        dp$s7_network_rtt = p7v[(32'h48)+:(24)];
        dp$s7_network_rtt_sub = p7v[(32'h60)+:(10)];
        dp$s7_fulfill_bytes = p7v[(32'h6a)+:(24)];
        dp$s7_qa_gate = p7v[(32'h82)+:(5)];
        dp$s7_gamma_target = p7v[(32'h87)+:(32)];
        dp$s15_mtu = prof15$read_data;
        dp$s20_mtu = prof20$read_data;
        dp$s26_mtu = p26v[(32'h0)+:(24)];
        dp$s26_eta = p26v[(32'h18)+:(16)];
        ram_q$read_address = ccc0$q[(32'h0)+:(12)];
        ram_qs$read_address = ccc0$q[(32'h0)+:(12)];
        ram_e$read_address = ccc0$q[(32'h0)+:(12)];
        ram_t$read_address = tag$2$q[(32'h0)+:(12)];
        ram_c$read_address = tag$3$q[(32'h0)+:(12)];
        ram_i$read_address = tag$9$q[(32'h0)+:(12)];
        q_r$d = ((ram_q$read_data) & 34'h3ffffffff) | (((ram_qs$read_data) & 34'h3ffffffff) << 32'h18);
        e_r$d = ram_e$read_data;
        t_r$d = ram_t$read_data;
        c_byp2$d = c_byp$q;
        c_wd2$d = c_wd$q;
        c_r$d = ram_c$read_data;
        if (c_byp2$q) begin
            c_r$d = c_wd2$q;
        end
        i_r$d = ram_i$read_data;
        dp$prev_base_rtt = q_r$q[(32'h0)+:(24)];
        dp$prev_base_rtt_sub = q_r$q[(32'h18)+:(10)];
        dp$prev_avg = e_r$q;
        t_r7$d = t_r$q;
        t7g = t_r7$q;
        t6g = t_r$q;
        dp$prev6_achieved = ((t6g[(32'h30)+:(25)]) & 32'hffffffff);
        dp$prev6_received = ((t6g[(32'h49)+:(24)]) & 32'hffffffff);
        dp$prev6_bytes_ignored = ((t6g[(32'h61)+:(25)]) & 32'hffffffff);
        dp$prev6_fi_count = ((t6g[(32'h92)+:(25)]) & 32'hffffffff);
        dp$prev6_qa_start = t6g[(32'hae)+:(32)];
        dp$prev6_last_adjust = t6g[(32'he7)+:(32)];
        dp$prev6_last_adjust_sub = t6g[(32'h107)+:(10)];
        dp$prev6_last_dec = t6g[(32'h111)+:(32)];
        dp$prev_bdp = t7g[(32'h0)+:(24)];
        dp$prev_maxwnd = t7g[(32'h18)+:(24)];
        dp$prev_achieved = ((t7g[(32'h30)+:(25)]) & 32'hffffffff);
        dp$prev_received = ((t7g[(32'h49)+:(24)]) & 32'hffffffff);
        dp$prev_bytes_ignored = ((t7g[(32'h61)+:(25)]) & 32'hffffffff);
        dp$prev_bytes_to_ignore = t7g[(32'h7a)+:(24)];
        dp$prev_fi_count = ((t7g[(32'h92)+:(25)]) & 32'hffffffff);
        dp$prev_fast_active = t7g[32'hab];
        dp$prev_trigger_qa = t7g[32'hac];
        dp$prev_qa_armed = t7g[32'had];
        dp$prev_qa_start = t7g[(32'hae)+:(32)];
        dp$prev_qa_len = t7g[(32'hce)+:(25)];
        dp$prev_last_adjust = t7g[(32'he7)+:(32)];
        dp$prev_last_adjust_sub = t7g[(32'h107)+:(10)];
        dp$prev_last_dec = t7g[(32'h111)+:(32)];
        dp$prev_cwnd = c_r$q[(32'h0)+:(24)];
        dp$prev_pre_penalty_cwnd = c_r$q[(32'h18)+:(24)];
        dp$prev_penalty_active = c_r$q[32'h30];
        dp$prev_inc = ((i_r$q) & 48'hffffffffffff);
        out_af$d = ((dp$action_28) & 5'h1f) | (((dp$fulfill_28) & 5'h1f) << 32'h4);
        w_q_we$d = tag$2$q[32'hf];
        w_q_addr$d = tag$2$q[(32'h0)+:(12)];
        w_q_data$d = ((dp$base_rtt) & 34'h3ffffffff) | (((dp$base_rtt_sub) & 34'h3ffffffff) << 32'h18);
        w_e_we$d = tag$6$q[32'hf];
        w_e_addr$d = tag$6$q[(32'h0)+:(12)];
        w_e_data$d = dp$avg_delay;
        achieved_s = dp$achieved[(32'h0)+:(25)];
        if (dp$achieved > 32'h1ffffff) begin
            achieved_s = 32'h1ffffff;
        end
        ignored_s = dp$bytes_ignored[(32'h0)+:(25)];
        if (dp$bytes_ignored > 32'h1ffffff) begin
            ignored_s = 32'h1ffffff;
        end
        fi_count_s = dp$fi_count[(32'h0)+:(25)];
        if (dp$fi_count > 32'h1ffffff) begin
            fi_count_s = 32'h1ffffff;
        end
        w_t_we$d = tag$9$q[32'hf];
        w_t_addr$d = tag$9$q[(32'h0)+:(12)];
        w_t_data$d = ((dp$bdp) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((dp$maxwnd) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h18) | (((achieved_s) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h30) | (((dp$received[(32'h0)+:(24)]) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h49) | (((ignored_s) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h61) | (((dp$bytes_to_ignore) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h7a) | (((fi_count_s) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h92) | (((dp$fast_active) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hab) | (((dp$trigger_qa) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hac) | (((dp$qa_armed) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'had) | (((dp$qa_start) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hae) | (((dp$qa_len) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hce) | (((dp$last_adjust) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'he7) | (((dp$last_adjust_sub) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h107) | (((dp$last_dec) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h111);
        w_i_we$d = tag$12$q[32'hf];
        w_i_addr$d = tag$12$q[(32'h0)+:(12)];
        w_i_data$d = dp$inc_bytes[(32'h0)+:(41)];
        ram_c$write_enable = tag$29$q[32'hf];
        ram_c$write_address = tag$29$q[(32'h0)+:(12)];
        ram_c$write_data = ((dp$cwnd) & 49'h1ffffffffffff) | (((dp$pre_penalty_cwnd) & 49'h1ffffffffffff) << 32'h18) | (((dp$penalty_active) & 49'h1ffffffffffff) << 32'h30);
        w_l_we$d = 1'b0;
        w_c_life_we$d = 1'b0;
        w_l_addr$d = ctl_ccc_r$q[(32'h0)+:(12)];
        w_l_data$d = 32'h0;
        done_r$d = 1'b0;
        life_we = 1'b0;
        life_ok = 1'b0;
        if ((ctl_state$q == 32'h0) && ctl_valid) begin
            ctl_state$d = 32'h1;
            ctl_op_r$d = ctl_op;
            ctl_ccc_r$d = ctl_ccc;
            ctl_prof_r$d = ctl_profile;
            ctl_t_r$d = ctl_t;
            drain$d = 32'h0;
        end
        if (ctl_state$q == 32'h1) begin
            drain$d = drain$q + 32'h1;
            if (issue) begin
                drain$d = 32'h0;
            end
            if ((drain$q == 32'h21) && empty) begin
                ctl_state$d = 32'h2;
            end
        end
        if (ctl_state$q == 32'h2) begin
            ctl_state$d = 32'h3;
        end
        life_l_r$d = ram_l$read_data;
        if (ctl_state$q == 32'h3) begin
            ctl_state$d = 32'h4;
        end
        if (ctl_state$q == 32'h4) begin
            ctl_state$d = 32'h0;
            done_r$d = 1'b1;
            if (((ctl_ccc_r$q[(32'h0)+:(12)]) & 16'hffff) == ctl_ccc_r$q) begin
                if (ctl_op_r$q == 32'h1) begin
                    life_ok = (life_l_r$q[(32'h0)+:(2)] == 32'h0) && |(loaded$q & (((32'h1) & 8'hff) << ctl_prof_r$q));
                end
                if (ctl_op_r$q == 32'h2) begin
                    life_ok = life_l_r$q[(32'h0)+:(2)] == 32'h1;
                end
                if (ctl_op_r$q == 32'h3) begin
                    life_ok = 1'b1;
                end
            end
            life_we = life_ok;
        end
        ok_r$d = life_ok;
        life_l = 32'h0;
        life_q = 32'h0;
        life_t = 32'h0;
        life_c = 32'h0;
        if (ctl_op_r$q == 32'h1) begin
            life_l = ((32'h1) & 5'h1f) | (((ctl_prof_r$q) & 5'h1f) << 32'h2);
            life_q = ((pinit[(32'h48)+:(24)]) & 34'h3ffffffff) | (((pinit[(32'h60)+:(10)]) & 34'h3ffffffff) << 32'h18);
            life_t = ((pinit[(32'h18)+:(24)]) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((pinit[(32'h30)+:(24)]) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h18) | (((ctl_t_r$q) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'he7) | (((ctl_t_r$q) & 325'h1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h111);
            life_c = ((pinit[(32'h0)+:(24)]) & 49'h1ffffffffffff);
        end
        if (ctl_op_r$q == 32'h2) begin
            life_l = ((32'h2) & 5'h1f) | (life_l_r$q & ((32'h1c) & 5'h1f));
        end
        if (life_we) begin
            w_l_we$d = 1'b1;
            w_l_data$d = life_l;
            if (ctl_op_r$q != 32'h2) begin
                w_q_we$d = 1'b1;
                w_q_addr$d = ctl_ccc_r$q[(32'h0)+:(12)];
                w_q_data$d = life_q;
                w_e_we$d = 1'b1;
                w_e_addr$d = ctl_ccc_r$q[(32'h0)+:(12)];
                w_e_data$d = 32'h0;
                w_t_we$d = 1'b1;
                w_t_addr$d = ctl_ccc_r$q[(32'h0)+:(12)];
                w_t_data$d = life_t;
                w_i_we$d = 1'b1;
                w_i_addr$d = ctl_ccc_r$q[(32'h0)+:(12)];
                w_i_data$d = 32'h0;
                w_c_life_we$d = 1'b1;
            end
        end
        w_c_life_addr$d = ctl_ccc_r$q[(32'h0)+:(12)];
        w_c_life_data$d = life_c;
        if (w_c_life_we$q) begin
            ram_c$write_enable = 1'b1;
            ram_c$write_address = w_c_life_addr$q;
            ram_c$write_data = w_c_life_data$q;
        end
        c_byp$d = tag$29$q[32'hf] && (tag$29$q[(32'h0)+:(12)] == tag$3$q[(32'h0)+:(12)]);
        c_wd$d = ram_c$write_data;
        ram_l$write_enable = w_l_we$q;
        ram_l$write_address = w_l_addr$q;
        ram_l$write_data = w_l_data$q;
        ram_q$write_enable = w_q_we$q;
        ram_q$write_address = w_q_addr$q;
        ram_q$write_data = w_q_data$q[(32'h0)+:(24)];
        ram_qs$write_enable = w_q_we$q;
        ram_qs$write_address = w_q_addr$q;
        ram_qs$write_data = w_q_data$q[(32'h18)+:(10)];
        ram_e$write_enable = w_e_we$q;
        ram_e$write_address = w_e_addr$q;
        ram_e$write_data = w_e_data$q;
        ram_t$write_enable = w_t_we$q;
        ram_t$write_address = w_t_addr$q;
        ram_t$write_data = w_t_data$q;
        ram_i$write_enable = w_i_we$q;
        ram_i$write_address = w_i_addr$q;
        ram_i$write_data = w_i_data$q;
        ctl_done = done_r$q;
        ctl_ok = ok_r$q;
        out_valid = tag$29$q[32'hf];
        out_ccc = tag$29$q[(32'h0)+:(12)];
        out_action = out_af$q[(32'h0)+:(4)];
        out_fulfill = out_af$q[32'h4];
        out_cwnd = dp$cwnd;
        refused_ccc_out_of_range = cnt_range$q;
        refused_idle = cnt_idle$q;
        refused_not_ready = cnt_not_ready$q;
        refused_event_out_of_range = cnt_event$q;
        ctx_l_we = ram_l$write_enable;
        ctx_l_addr = ((ram_l$write_address) & 12'hfff);
        ctx_l_data = ram_l$write_data;
        ctx_q_we = ram_q$write_enable;
        ctx_q_addr = ((ram_q$write_address) & 12'hfff);
        ctx_q_data = w_q_data$q;
        ctx_e_we = ram_e$write_enable;
        ctx_e_addr = ((ram_e$write_address) & 12'hfff);
        ctx_e_data = ram_e$write_data;
        ctx_t_we = ram_t$write_enable;
        ctx_t_addr = ((ram_t$write_address) & 12'hfff);
        ctx_t_data = ram_t$write_data;
        ctx_i_we = ram_i$write_enable;
        ctx_i_addr = ((ram_i$write_address) & 12'hfff);
        ctx_i_data = ram_i$write_data;
        ctx_c_we = ram_c$write_enable;
        ctx_c_addr = ((ram_c$write_address) & 12'hfff);
        ctx_c_data = ram_c$write_data;
    end
    
endmodule // nscc_cc_ip$engine


module nscc_cc_ip$engine$a0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$a0


module nscc_cc_ip$engine$b0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$b0


module nscc_cc_ip$engine$c_byp(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$c_byp


module nscc_cc_ip$engine$c_byp2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$c_byp2


module nscc_cc_ip$engine$c_r(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$c_r


module nscc_cc_ip$engine$c_wd(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$c_wd


module nscc_cc_ip$engine$c_wd2(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$c_wd2


module nscc_cc_ip$engine$ccc0(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$ccc0


module nscc_cc_ip$engine$cnt_event(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$cnt_event


module nscc_cc_ip$engine$cnt_idle(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$cnt_idle


module nscc_cc_ip$engine$cnt_not_ready(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$cnt_not_ready


module nscc_cc_ip$engine$cnt_range(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$cnt_range


module nscc_cc_ip$engine$ctl_ccc_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$ctl_ccc_r


module nscc_cc_ip$engine$ctl_op_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$ctl_op_r


module nscc_cc_ip$engine$ctl_prof_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$ctl_prof_r


module nscc_cc_ip$engine$ctl_state(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$ctl_state


module nscc_cc_ip$engine$ctl_t_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$ctl_t_r


module nscc_cc_ip$engine$done_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$done_r


module nscc_cc_ip$engine$dp(clock,ext,load,load_t,init_cwnd,init_bdp,init_maxwnd,init_base_rtt,init_base_rtt_sub,ev_valid,ev_t,ev_t_sub,ev_kind,ev_bytes,ev_rtt,ev_ecn,ev_pend,ev_rc,ev_in_flight,ev_probe,ev_probe_rtt,ev_rtt_sub,ev_probe_rtt_sub,s1_rate_mant,s1_rate_exp,s3_fis_mant,s3_fis_exp,s3_target,s3_target_sub,s3_alpha_mant,s3_alpha_exp,s3_network_rtt,s6_fi_mant,s6_fi_exp,s6_mtu,s7_mtu,s7_target,s7_target_sub,s7_target_frac,s7_qa_threshold,s7_qa_threshold_sub,s7_network_rtt,s7_network_rtt_sub,s7_fulfill_bytes,s7_qa_gate,s7_gamma_target,s15_mtu,s20_mtu,s26_mtu,s26_eta,prev_base_rtt,prev_base_rtt_sub,prev_avg,prev_bdp,prev_maxwnd,prev_achieved,prev_received,prev_bytes_ignored,prev_bytes_to_ignore,prev_fi_count,prev_fast_active,prev_trigger_qa,prev_qa_armed,prev_qa_start,prev_qa_len,prev_last_adjust,prev_last_adjust_sub,prev_last_dec,prev6_achieved,prev6_received,prev6_bytes_ignored,prev6_fi_count,prev6_qa_start,prev6_last_adjust,prev6_last_adjust_sub,prev6_last_dec,prev_cwnd,prev_pre_penalty_cwnd,prev_penalty_active,prev_inc,base_rtt,base_rtt_sub,avg_delay,action,fulfill,bdp,maxwnd,achieved,received,bytes_ignored,bytes_to_ignore,fi_count,fast_active,trigger_qa,qa_armed,qa_start,qa_len,last_adjust,last_adjust_sub,last_dec,inc_bytes,cwnd,pre_penalty_cwnd,penalty_active,action_28,fulfill_28);
    
    // Module arguments
    input wire  clock;
    input wire  ext;
    input wire  load;
    input wire  [31:0] load_t;
    input wire  [23:0] init_cwnd;
    input wire  [23:0] init_bdp;
    input wire  [23:0] init_maxwnd;
    input wire  [23:0] init_base_rtt;
    input wire  [9:0] init_base_rtt_sub;
    input wire  ev_valid;
    input wire  [31:0] ev_t;
    input wire  [9:0] ev_t_sub;
    input wire  [1:0] ev_kind;
    input wire  [23:0] ev_bytes;
    input wire  [23:0] ev_rtt;
    input wire  ev_ecn;
    input wire  [6:0] ev_pend;
    input wire  ev_rc;
    input wire  [23:0] ev_in_flight;
    input wire  ev_probe;
    input wire  [23:0] ev_probe_rtt;
    input wire  [9:0] ev_rtt_sub;
    input wire  [9:0] ev_probe_rtt_sub;
    input wire  [11:0] s1_rate_mant;
    input wire  [7:0] s1_rate_exp;
    input wire  [11:0] s3_fis_mant;
    input wire  [7:0] s3_fis_exp;
    input wire  [23:0] s3_target;
    input wire  [9:0] s3_target_sub;
    input wire  [11:0] s3_alpha_mant;
    input wire  [7:0] s3_alpha_exp;
    input wire  [23:0] s3_network_rtt;
    input wire  [11:0] s6_fi_mant;
    input wire  [7:0] s6_fi_exp;
    input wire  [23:0] s6_mtu;
    input wire  [23:0] s7_mtu;
    input wire  [23:0] s7_target;
    input wire  [9:0] s7_target_sub;
    input wire  [7:0] s7_target_frac;
    input wire  [23:0] s7_qa_threshold;
    input wire  [9:0] s7_qa_threshold_sub;
    input wire  [23:0] s7_network_rtt;
    input wire  [9:0] s7_network_rtt_sub;
    input wire  [23:0] s7_fulfill_bytes;
    input wire  [4:0] s7_qa_gate;
    input wire  [31:0] s7_gamma_target;
    input wire  [23:0] s15_mtu;
    input wire  [23:0] s20_mtu;
    input wire  [23:0] s26_mtu;
    input wire  [15:0] s26_eta;
    input wire  [23:0] prev_base_rtt;
    input wire  [9:0] prev_base_rtt_sub;
    input wire  [31:0] prev_avg;
    input wire  [23:0] prev_bdp;
    input wire  [23:0] prev_maxwnd;
    input wire  [31:0] prev_achieved;
    input wire  [31:0] prev_received;
    input wire  [31:0] prev_bytes_ignored;
    input wire  [23:0] prev_bytes_to_ignore;
    input wire  [31:0] prev_fi_count;
    input wire  prev_fast_active;
    input wire  prev_trigger_qa;
    input wire  prev_qa_armed;
    input wire  [31:0] prev_qa_start;
    input wire  [24:0] prev_qa_len;
    input wire  [31:0] prev_last_adjust;
    input wire  [9:0] prev_last_adjust_sub;
    input wire  [31:0] prev_last_dec;
    input wire  [31:0] prev6_achieved;
    input wire  [31:0] prev6_received;
    input wire  [31:0] prev6_bytes_ignored;
    input wire  [31:0] prev6_fi_count;
    input wire  [31:0] prev6_qa_start;
    input wire  [31:0] prev6_last_adjust;
    input wire  [9:0] prev6_last_adjust_sub;
    input wire  [31:0] prev6_last_dec;
    input wire  [23:0] prev_cwnd;
    input wire  [23:0] prev_pre_penalty_cwnd;
    input wire  prev_penalty_active;
    input wire  [47:0] prev_inc;
    output reg  [23:0] base_rtt;
    output reg  [9:0] base_rtt_sub;
    output reg  [31:0] avg_delay;
    output reg  [3:0] action;
    output reg  fulfill;
    output reg  [23:0] bdp;
    output reg  [23:0] maxwnd;
    output reg  [31:0] achieved;
    output reg  [31:0] received;
    output reg  [31:0] bytes_ignored;
    output reg  [23:0] bytes_to_ignore;
    output reg  [31:0] fi_count;
    output reg  fast_active;
    output reg  trigger_qa;
    output reg  qa_armed;
    output reg  [31:0] qa_start;
    output reg  [24:0] qa_len;
    output reg  [31:0] last_adjust;
    output reg  [9:0] last_adjust_sub;
    output reg  [31:0] last_dec;
    output reg  [47:0] inc_bytes;
    output reg  [23:0] cwnd;
    output reg  [23:0] pre_penalty_cwnd;
    output reg  penalty_active;
    output reg  [3:0] action_28;
    output reg  fulfill_28;
    
    // Stub signals
    reg  v1$d;
    wire  v1$q;
    reg  v1$clock;
    reg  [31:0] t1$d;
    wire  [31:0] t1$q;
    reg  t1$clock;
    reg  [9:0] ts1$d;
    wire  [9:0] ts1$q;
    reg  ts1$clock;
    reg  [1:0] k1$d;
    wire  [1:0] k1$q;
    reg  k1$clock;
    reg  [23:0] b1$d;
    wire  [23:0] b1$q;
    reg  b1$clock;
    reg  [23:0] r1$d;
    wire  [23:0] r1$q;
    reg  r1$clock;
    reg  e1$d;
    wire  e1$q;
    reg  e1$clock;
    reg  [6:0] p1$d;
    wire  [6:0] p1$q;
    reg  p1$clock;
    reg  rc1$d;
    wire  rc1$q;
    reg  rc1$clock;
    reg  [23:0] f1$d;
    wire  [23:0] f1$q;
    reg  f1$clock;
    reg  pr1$d;
    wire  pr1$q;
    reg  pr1$clock;
    reg  [23:0] prr1$d;
    wire  [23:0] prr1$q;
    reg  prr1$clock;
    reg  [9:0] rs1$d;
    wire  [9:0] rs1$q;
    reg  rs1$clock;
    reg  [9:0] prrs1$d;
    wire  [9:0] prrs1$q;
    reg  prrs1$clock;
    reg  v_2$clock;
    reg  v_2$d;
    wire  v_2$q;
    reg  v_7$clock;
    reg  v_7$d;
    wire  v_7$q;
    reg  v_26$clock;
    reg  v_26$d;
    wire  v_26$q;
    reg  k_3$clock;
    reg  [1:0] k_3$d;
    wire  [1:0] k_3$q;
    reg  pen_6$clock;
    reg  [23:0] pen_6$d;
    wire  [23:0] pen_6$q;
    reg  [23:0] pen_7$d;
    wire  [23:0] pen_7$q;
    reg  pen_7$clock;
    reg  [23:0] pm_7$d;
    wire  [23:0] pm_7$q;
    reg  pm_7$clock;
    reg  k_2$clock;
    reg  [1:0] k_2$d;
    wire  [1:0] k_2$q;
    reg  r_2$clock;
    reg  [23:0] r_2$d;
    wire  [23:0] r_2$q;
    reg  pr_2$clock;
    reg  pr_2$d;
    wire  pr_2$q;
    reg  prr_2$clock;
    reg  [23:0] prr_2$d;
    wire  [23:0] prr_2$q;
    reg  rs_2$clock;
    reg  [9:0] rs_2$d;
    wire  [9:0] rs_2$q;
    reg  prrs_2$clock;
    reg  [9:0] prrs_2$d;
    wire  [9:0] prrs_2$q;
    reg  rnz_2$clock;
    reg  rnz_2$d;
    wire  rnz_2$q;
    reg  prnz_2$clock;
    reg  prnz_2$d;
    wire  prnz_2$q;
    reg  e_3$clock;
    reg  e_3$d;
    wire  e_3$q;
    reg  b_3$clock;
    reg  [23:0] b_3$d;
    wire  [23:0] b_3$q;
    reg  b_6$clock;
    reg  [23:0] b_6$d;
    wire  [23:0] b_6$q;
    reg  b_7$clock;
    reg  [23:0] b_7$d;
    wire  [23:0] b_7$q;
    reg  fair_6$clock;
    reg  fair_6$d;
    wire  fair_6$q;
    reg  line_ev$clock;
    reg  [7:0] line_ev$lag;
    reg  [70:0] line_ev$d;
    wire  [70:0] line_ev$q;
    reg  [70:0] ev7$d;
    wire  [70:0] ev7$q;
    reg  ev7$clock;
    reg  line_pen$clock;
    reg  [7:0] line_pen$lag;
    reg  [23:0] line_pen$d;
    wire  [23:0] line_pen$q;
    reg  line_15$clock;
    reg  [7:0] line_15$lag;
    reg  [26:0] line_15$d;
    wire  [26:0] line_15$q;
    reg  line_a$clock;
    reg  [7:0] line_a$lag;
    reg  [27:0] line_a$d;
    wire  [27:0] line_a$q;
    reg  line_b$clock;
    reg  [7:0] line_b$lag;
    reg  [54:0] line_b$d;
    wire  [54:0] line_b$q;
    reg  [49:0] c_16$d;
    wire  [49:0] c_16$q;
    reg  c_16$clock;
    reg  line_c$clock;
    reg  [7:0] line_c$lag;
    reg  [49:0] line_c$d;
    wire  [49:0] line_c$q;
    reg  line_tot$clock;
    reg  [7:0] line_tot$lag;
    reg  [47:0] line_tot$d;
    wire  [47:0] line_tot$q;
    reg  line_md$clock;
    reg  [7:0] line_md$lag;
    reg  [23:0] line_md$d;
    wire  [23:0] line_md$q;
    reg  delay_7$clock;
    reg  [23:0] delay_7$d;
    wire  [23:0] delay_7$q;
    reg  dsub_7$clock;
    reg  [9:0] dsub_7$d;
    wire  [9:0] dsub_7$q;
    reg  base_7$clock;
    reg  [23:0] base_7$d;
    wire  [23:0] base_7$q;
    reg  dropped_7$clock;
    reg  dropped_7$d;
    wire  dropped_7$q;
    reg  penalty_mul$clock;
    reg  penalty_mul$in_valid;
    reg  [23:0] penalty_mul$bytes;
    reg  [6:0] penalty_mul$pend;
    wire  penalty_mul$out_valid;
    wire  [23:0] penalty_mul$penalty;
    reg  quadrant$clock;
    reg  quadrant$ext;
    reg  [23:0] quadrant$prev_base_rtt;
    reg  [9:0] quadrant$prev_base_rtt_sub;
    reg  quadrant$load;
    reg  [23:0] quadrant$cfg_base_rtt;
    reg  [9:0] quadrant$cfg_base_rtt_sub;
    reg  quadrant$valid;
    reg  [1:0] quadrant$kind;
    reg  [23:0] quadrant$rtt;
    reg  [9:0] quadrant$rtt_sub;
    reg  quadrant$probe;
    reg  [23:0] quadrant$probe_rtt;
    reg  [9:0] quadrant$probe_rtt_sub;
    reg  quadrant$rtt_nz;
    reg  quadrant$probe_rtt_nz;
    reg  [31:0] quadrant$avg_seen;
    wire  quadrant$out_valid;
    wire  [23:0] quadrant$delay;
    wire  [9:0] quadrant$delay_sub;
    wire  [23:0] quadrant$base_after;
    wire  quadrant$dropped;
    wire  quadrant$ewma_sample;
    wire  [23:0] quadrant$base_rtt;
    wire  [9:0] quadrant$base_rtt_sub;
    reg  ewma$clock;
    reg  ewma$ext;
    reg  [31:0] ewma$prev_avg4;
    reg  [31:0] ewma$prev_avg6;
    reg  ewma$load;
    reg  [23:0] ewma$cfg_target;
    reg  [9:0] ewma$cfg_target_sub;
    reg  [23:0] ewma$cfg_network_rtt;
    reg  ewma$valid;
    reg  ewma$nack;
    reg  ewma$ecn;
    reg  ewma$sample;
    reg  [23:0] ewma$delay;
    reg  [9:0] ewma$delay_sub;
    reg  [23:0] ewma$base_after;
    wire  [31:0] ewma$avg;
    reg  qa_timer$clock;
    reg  qa_timer$ext;
    reg  [23:0] qa_timer$prev_bdp;
    reg  [23:0] qa_timer$prev_maxwnd;
    reg  [31:0] qa_timer$prev_achieved;
    reg  [31:0] qa_timer$prev_received;
    reg  [31:0] qa_timer$prev_bytes_ignored;
    reg  [23:0] qa_timer$prev_bytes_to_ignore;
    reg  [31:0] qa_timer$prev_fi_count;
    reg  qa_timer$prev_fast_active;
    reg  qa_timer$prev_trigger_qa;
    reg  qa_timer$prev_qa_armed;
    reg  [31:0] qa_timer$prev_qa_start;
    reg  [24:0] qa_timer$prev_qa_len;
    reg  [31:0] qa_timer$prev_last_adjust;
    reg  [9:0] qa_timer$prev_last_adjust_sub;
    reg  [31:0] qa_timer$prev_last_dec;
    reg  [31:0] qa_timer$early_t;
    reg  [9:0] qa_timer$early_t_sub;
    reg  [23:0] qa_timer$early_bytes;
    reg  [31:0] qa_timer$early_achieved;
    reg  [31:0] qa_timer$early_received;
    reg  [31:0] qa_timer$early_bytes_ignored;
    reg  [31:0] qa_timer$early_fi_count;
    reg  [31:0] qa_timer$early_qa_start;
    reg  [31:0] qa_timer$early_last_adjust;
    reg  [9:0] qa_timer$early_last_adjust_sub;
    reg  [31:0] qa_timer$early_last_dec;
    reg  qa_timer$load;
    reg  [31:0] qa_timer$load_t;
    reg  [23:0] qa_timer$cfg_init_bdp;
    reg  [23:0] qa_timer$cfg_init_maxwnd;
    reg  [23:0] qa_timer$cfg_mtu;
    reg  [23:0] qa_timer$cfg_target;
    reg  [9:0] qa_timer$cfg_target_sub;
    reg  [7:0] qa_timer$cfg_target_frac;
    reg  [23:0] qa_timer$cfg_qa_threshold;
    reg  [9:0] qa_timer$cfg_qa_threshold_sub;
    reg  [23:0] qa_timer$cfg_network_rtt;
    reg  [9:0] qa_timer$cfg_network_rtt_sub;
    reg  [23:0] qa_timer$cfg_fulfill_bytes;
    reg  [4:0] qa_timer$cfg_qa_gate;
    reg  qa_timer$valid;
    reg  [1:0] qa_timer$kind;
    reg  [31:0] qa_timer$t;
    reg  [9:0] qa_timer$t_sub;
    reg  [23:0] qa_timer$bytes;
    reg  qa_timer$ecn;
    reg  [23:0] qa_timer$in_flight;
    reg  [23:0] qa_timer$delay;
    reg  [9:0] qa_timer$delay_sub;
    reg  [23:0] qa_timer$base_after;
    reg  qa_timer$dropped;
    reg  [23:0] qa_timer$bdp_cand;
    reg  [23:0] qa_timer$maxwnd_cand;
    reg  [31:0] qa_timer$avg;
    reg  [119:0] qa_timer$cwnd_cands;
    reg  [4:0] qa_timer$cwnd_pick;
    wire  [23:0] qa_timer$cwnd_start;
    wire  qa_timer$out_valid;
    wire  [3:0] qa_timer$action;
    wire  qa_timer$qa;
    wire  [23:0] qa_timer$qa_cwnd;
    wire  qa_timer$stop;
    wire  qa_timer$fulfill;
    wire  qa_timer$eta;
    wire  [23:0] qa_timer$maxwnd_after;
    wire  [23:0] qa_timer$bdp;
    wire  [23:0] qa_timer$maxwnd;
    wire  [31:0] qa_timer$achieved;
    wire  [31:0] qa_timer$received;
    wire  [31:0] qa_timer$bytes_ignored;
    wire  [23:0] qa_timer$bytes_to_ignore;
    wire  [31:0] qa_timer$fi_count;
    wire  qa_timer$fast_active;
    wire  qa_timer$trigger_qa;
    wire  qa_timer$qa_armed;
    wire  [31:0] qa_timer$qa_start;
    wire  [24:0] qa_timer$qa_len;
    wire  [31:0] qa_timer$last_adjust;
    wire  [9:0] qa_timer$last_adjust_sub;
    wire  [31:0] qa_timer$last_dec;
    reg  commit$clock;
    reg  commit$ext;
    reg  [23:0] commit$prev_cwnd;
    reg  [23:0] commit$prev_pre_penalty_cwnd;
    reg  commit$prev_penalty_active;
    reg  commit$load;
    reg  [23:0] commit$cfg_init_cwnd;
    reg  [23:0] commit$cfg_mtu;
    reg  commit$valid;
    reg  [1:0] commit$kind;
    reg  commit$rc;
    reg  [6:0] commit$pend;
    reg  [23:0] commit$penalty;
    reg  [23:0] commit$bytes;
    reg  [3:0] commit$action;
    reg  commit$qa;
    reg  [23:0] commit$qa_cwnd;
    reg  [23:0] commit$fast_inc;
    reg  [23:0] commit$md_cut;
    reg  commit$fulfill;
    reg  [15:0] commit$eta;
    reg  [23:0] commit$maxwnd;
    reg  [47:0] commit$quot;
    wire  [23:0] commit$cwnd;
    wire  [23:0] commit$pre_penalty_cwnd;
    wire  commit$penalty_active;
    reg  mul_bdp$clock;
    reg  mul_bdp$in_valid;
    reg  [23:0] mul_bdp$a;
    reg  [11:0] mul_bdp$b;
    reg  [7:0] mul_bdp$s;
    reg  [7:0] mul_bdp$y_bits;
    wire  mul_bdp$out_valid;
    wire  [47:0] mul_bdp$y;
    reg  mul_fast$clock;
    reg  mul_fast$in_valid;
    reg  [23:0] mul_fast$a;
    reg  [11:0] mul_fast$b;
    reg  [7:0] mul_fast$s;
    reg  [7:0] mul_fast$y_bits;
    wire  mul_fast$out_valid;
    wire  [47:0] mul_fast$y;
    reg  prop_gain$clock;
    reg  [23:0] prop_gain$headroom;
    reg  [11:0] prop_gain$alpha_mant;
    reg  [7:0] prop_gain$alpha_exp;
    wire  [11:0] prop_gain$g;
    wire  [7:0] prop_gain$s;
    reg  mul_credit$clock;
    reg  mul_credit$in_valid;
    reg  [23:0] mul_credit$a;
    reg  [11:0] mul_credit$b;
    reg  [7:0] mul_credit$s;
    reg  [7:0] mul_credit$y_bits;
    wire  mul_credit$out_valid;
    wire  [47:0] mul_credit$y;
    reg  mul_md$clock;
    reg  mul_md$in_valid;
    reg  [23:0] mul_md$a;
    reg  [11:0] mul_md$b;
    reg  [7:0] mul_md$s;
    reg  [7:0] mul_md$y_bits;
    wire  mul_md$out_valid;
    wire  [47:0] mul_md$y;
    reg  div_md$clock;
    reg  div_md$in_valid;
    reg  [47:0] div_md$num;
    reg  [31:0] div_md$den;
    reg  [4:0] div_md$frac;
    wire  div_md$out_valid;
    wire  [47:0] div_md$quot;
    reg  div_fulfill$clock;
    reg  div_fulfill$in_valid;
    reg  [47:0] div_fulfill$num;
    reg  [31:0] div_fulfill$den;
    reg  [4:0] div_fulfill$frac;
    wire  div_fulfill$out_valid;
    wire  [47:0] div_fulfill$quot;
    reg  fast_14$clock;
    reg  [23:0] fast_14$d;
    wire  [23:0] fast_14$q;
    reg  [23:0] fast_15$d;
    wire  [23:0] fast_15$q;
    reg  fast_15$clock;
    reg  [56:0] qa_d9$d;
    wire  [56:0] qa_d9$q;
    reg  qa_d9$clock;
    reg  [23:0] fast_9$d;
    wire  [23:0] fast_9$q;
    reg  fast_9$clock;
    reg  action_12$clock;
    reg  [3:0] action_12$d;
    wire  [3:0] action_12$q;
    reg  stop_12$clock;
    reg  stop_12$d;
    wire  stop_12$q;
    reg  fulfill_12$clock;
    reg  fulfill_12$d;
    wire  fulfill_12$q;
    reg  maxwnd_15$clock;
    reg  [23:0] maxwnd_15$d;
    wire  [23:0] maxwnd_15$q;
    reg  action_15$clock;
    reg  [3:0] action_15$d;
    wire  [3:0] action_15$q;
    reg  [47:0] credit_12$d;
    wire  [47:0] credit_12$q;
    reg  credit_12$clock;
    reg  [47:0] tot13$d;
    wire  [47:0] tot13$q;
    reg  tot13$clock;
    reg  [23:0] bdp_y7$d;
    wire  [23:0] bdp_y7$q;
    reg  bdp_y7$clock;
    reg  [23:0] maxwnd_y7$d;
    wire  [23:0] maxwnd_y7$q;
    reg  maxwnd_y7$clock;
    reg  [47:0] inc_r$d;
    wire  [47:0] inc_r$q;
    reg  inc_r$clock;
    reg  start_14$clock;
    reg  [23:0] start_14$d;
    wire  [23:0] start_14$q;
    reg  [23:0] start_15$d;
    wire  [23:0] start_15$q;
    reg  start_15$clock;
    reg  [24:0] sum_15$d;
    wire  [24:0] sum_15$q;
    reg  sum_15$clock;
    reg  [4:0] af_27$d;
    wire  [4:0] af_27$q;
    reg  af_27$clock;
    reg  [4:0] af_28$d;
    wire  [4:0] af_28$q;
    reg  af_28$clock;
    reg  avg_4$clock;
    reg  [31:0] avg_4$d;
    wire  [31:0] avg_4$q;
    reg  avg_6$clock;
    reg  [31:0] avg_6$d;
    wire  [31:0] avg_6$q;
    reg  c_15$clock;
    reg  [48:0] c_15$d;
    wire  [48:0] c_15$q;
    reg  c_28$clock;
    reg  [48:0] c_28$d;
    wire  [48:0] c_28$q;
    
    // Local signals
    reg  [23:0] fast_sat;
    reg  [23:0] base7;
    reg  [23:0] pen7;
    reg  [23:0] pre7;
    reg  [23:0] pen6;
    reg  [23:0] f_c;
    reg  [23:0] f_pre;
    reg  [23:0] f_mtu;
    reg  [23:0] base15;
    reg  [23:0] pen15;
    reg  [23:0] pre15;
    reg  [31:0] t7;
    reg  [9:0] ts7;
    reg  [23:0] f7;
    reg  [1:0] k7;
    reg  e7;
    reg  rc7;
    reg  pnz7;
    reg  [1:0] k15;
    reg  rc15;
    reg  [23:0] dec7;
    reg  [23:0] inc8;
    reg  [23:0] bdp_cand;
    reg  [24:0] maxwnd_sum;
    reg  [23:0] maxwnd_cand;
    reg  [23:0] maxwnd_prev7;
    reg  [23:0] f_max_p;
    reg  [23:0] f_max_c;
    reg  pre_lt_mtu;
    reg  gt_max_p;
    reg  gt_max_c;
    reg  clamp7;
    reg  no_clamp7;
    reg  [56:0] qa_word;
    reg  [56:0] qa9;
    reg  [47:0] credit12;
    reg  [48:0] total12;
    reg  [47:0] total_sat12;
    reg  [23:0] start15;
    reg  [24:0] divisor15;
    reg  [11:0] kept15;
    reg  [23:0] md_cut20;
    reg  [24:0] window20;
    reg  [24:0] divisor20;
    reg  w_lt_mtu20;
    reg  w_lt_div20;
    reg  mtu_lt_div20;
    reg  [48:0] c7;
    reg  [48:0] cprev;
    reg  [48:0] c15;
    reg  [48:0] c28;
    reg  [31:0] avg2;
    reg  [47:0] inc12;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v1 v1(
        .d(v1$d),
        .q(v1$q),
        .clock(v1$clock)
    );
    nscc_cc_ip$engine$dp$t1 t1(
        .d(t1$d),
        .q(t1$q),
        .clock(t1$clock)
    );
    nscc_cc_ip$engine$dp$ts1 ts1(
        .d(ts1$d),
        .q(ts1$q),
        .clock(ts1$clock)
    );
    nscc_cc_ip$engine$dp$k1 k1(
        .d(k1$d),
        .q(k1$q),
        .clock(k1$clock)
    );
    nscc_cc_ip$engine$dp$b1 b1(
        .d(b1$d),
        .q(b1$q),
        .clock(b1$clock)
    );
    nscc_cc_ip$engine$dp$r1 r1(
        .d(r1$d),
        .q(r1$q),
        .clock(r1$clock)
    );
    nscc_cc_ip$engine$dp$e1 e1(
        .d(e1$d),
        .q(e1$q),
        .clock(e1$clock)
    );
    nscc_cc_ip$engine$dp$p1 p1(
        .d(p1$d),
        .q(p1$q),
        .clock(p1$clock)
    );
    nscc_cc_ip$engine$dp$rc1 rc1(
        .d(rc1$d),
        .q(rc1$q),
        .clock(rc1$clock)
    );
    nscc_cc_ip$engine$dp$f1 f1(
        .d(f1$d),
        .q(f1$q),
        .clock(f1$clock)
    );
    nscc_cc_ip$engine$dp$pr1 pr1(
        .d(pr1$d),
        .q(pr1$q),
        .clock(pr1$clock)
    );
    nscc_cc_ip$engine$dp$prr1 prr1(
        .d(prr1$d),
        .q(prr1$q),
        .clock(prr1$clock)
    );
    nscc_cc_ip$engine$dp$rs1 rs1(
        .d(rs1$d),
        .q(rs1$q),
        .clock(rs1$clock)
    );
    nscc_cc_ip$engine$dp$prrs1 prrs1(
        .d(prrs1$d),
        .q(prrs1$q),
        .clock(prrs1$clock)
    );
    nscc_cc_ip$engine$dp$v_2 v_2(
        .clock(v_2$clock),
        .d(v_2$d),
        .q(v_2$q)
    );
    nscc_cc_ip$engine$dp$v_7 v_7(
        .clock(v_7$clock),
        .d(v_7$d),
        .q(v_7$q)
    );
    nscc_cc_ip$engine$dp$v_26 v_26(
        .clock(v_26$clock),
        .d(v_26$d),
        .q(v_26$q)
    );
    nscc_cc_ip$engine$dp$k_3 k_3(
        .clock(k_3$clock),
        .d(k_3$d),
        .q(k_3$q)
    );
    nscc_cc_ip$engine$dp$pen_6 pen_6(
        .clock(pen_6$clock),
        .d(pen_6$d),
        .q(pen_6$q)
    );
    nscc_cc_ip$engine$dp$pen_7 pen_7(
        .d(pen_7$d),
        .q(pen_7$q),
        .clock(pen_7$clock)
    );
    nscc_cc_ip$engine$dp$pm_7 pm_7(
        .d(pm_7$d),
        .q(pm_7$q),
        .clock(pm_7$clock)
    );
    nscc_cc_ip$engine$dp$k_2 k_2(
        .clock(k_2$clock),
        .d(k_2$d),
        .q(k_2$q)
    );
    nscc_cc_ip$engine$dp$r_2 r_2(
        .clock(r_2$clock),
        .d(r_2$d),
        .q(r_2$q)
    );
    nscc_cc_ip$engine$dp$pr_2 pr_2(
        .clock(pr_2$clock),
        .d(pr_2$d),
        .q(pr_2$q)
    );
    nscc_cc_ip$engine$dp$prr_2 prr_2(
        .clock(prr_2$clock),
        .d(prr_2$d),
        .q(prr_2$q)
    );
    nscc_cc_ip$engine$dp$rs_2 rs_2(
        .clock(rs_2$clock),
        .d(rs_2$d),
        .q(rs_2$q)
    );
    nscc_cc_ip$engine$dp$prrs_2 prrs_2(
        .clock(prrs_2$clock),
        .d(prrs_2$d),
        .q(prrs_2$q)
    );
    nscc_cc_ip$engine$dp$rnz_2 rnz_2(
        .clock(rnz_2$clock),
        .d(rnz_2$d),
        .q(rnz_2$q)
    );
    nscc_cc_ip$engine$dp$prnz_2 prnz_2(
        .clock(prnz_2$clock),
        .d(prnz_2$d),
        .q(prnz_2$q)
    );
    nscc_cc_ip$engine$dp$e_3 e_3(
        .clock(e_3$clock),
        .d(e_3$d),
        .q(e_3$q)
    );
    nscc_cc_ip$engine$dp$b_3 b_3(
        .clock(b_3$clock),
        .d(b_3$d),
        .q(b_3$q)
    );
    nscc_cc_ip$engine$dp$b_6 b_6(
        .clock(b_6$clock),
        .d(b_6$d),
        .q(b_6$q)
    );
    nscc_cc_ip$engine$dp$b_7 b_7(
        .clock(b_7$clock),
        .d(b_7$d),
        .q(b_7$q)
    );
    nscc_cc_ip$engine$dp$fair_6 fair_6(
        .clock(fair_6$clock),
        .d(fair_6$d),
        .q(fair_6$q)
    );
    nscc_cc_ip$engine$dp$line_ev line_ev(
        .clock(line_ev$clock),
        .lag(line_ev$lag),
        .d(line_ev$d),
        .q(line_ev$q)
    );
    nscc_cc_ip$engine$dp$ev7 ev7(
        .d(ev7$d),
        .q(ev7$q),
        .clock(ev7$clock)
    );
    nscc_cc_ip$engine$dp$line_pen line_pen(
        .clock(line_pen$clock),
        .lag(line_pen$lag),
        .d(line_pen$d),
        .q(line_pen$q)
    );
    nscc_cc_ip$engine$dp$line_15 line_15(
        .clock(line_15$clock),
        .lag(line_15$lag),
        .d(line_15$d),
        .q(line_15$q)
    );
    nscc_cc_ip$engine$dp$line_a line_a(
        .clock(line_a$clock),
        .lag(line_a$lag),
        .d(line_a$d),
        .q(line_a$q)
    );
    nscc_cc_ip$engine$dp$line_b line_b(
        .clock(line_b$clock),
        .lag(line_b$lag),
        .d(line_b$d),
        .q(line_b$q)
    );
    nscc_cc_ip$engine$dp$c_16 c_16(
        .d(c_16$d),
        .q(c_16$q),
        .clock(c_16$clock)
    );
    nscc_cc_ip$engine$dp$line_c line_c(
        .clock(line_c$clock),
        .lag(line_c$lag),
        .d(line_c$d),
        .q(line_c$q)
    );
    nscc_cc_ip$engine$dp$line_tot line_tot(
        .clock(line_tot$clock),
        .lag(line_tot$lag),
        .d(line_tot$d),
        .q(line_tot$q)
    );
    nscc_cc_ip$engine$dp$line_md line_md(
        .clock(line_md$clock),
        .lag(line_md$lag),
        .d(line_md$d),
        .q(line_md$q)
    );
    nscc_cc_ip$engine$dp$delay_7 delay_7(
        .clock(delay_7$clock),
        .d(delay_7$d),
        .q(delay_7$q)
    );
    nscc_cc_ip$engine$dp$dsub_7 dsub_7(
        .clock(dsub_7$clock),
        .d(dsub_7$d),
        .q(dsub_7$q)
    );
    nscc_cc_ip$engine$dp$base_7 base_7(
        .clock(base_7$clock),
        .d(base_7$d),
        .q(base_7$q)
    );
    nscc_cc_ip$engine$dp$dropped_7 dropped_7(
        .clock(dropped_7$clock),
        .d(dropped_7$d),
        .q(dropped_7$q)
    );
    nscc_cc_ip$engine$dp$penalty_mul penalty_mul(
        .clock(penalty_mul$clock),
        .in_valid(penalty_mul$in_valid),
        .bytes(penalty_mul$bytes),
        .pend(penalty_mul$pend),
        .out_valid(penalty_mul$out_valid),
        .penalty(penalty_mul$penalty)
    );
    nscc_cc_ip$engine$dp$quadrant quadrant(
        .clock(quadrant$clock),
        .ext(quadrant$ext),
        .prev_base_rtt(quadrant$prev_base_rtt),
        .prev_base_rtt_sub(quadrant$prev_base_rtt_sub),
        .load(quadrant$load),
        .cfg_base_rtt(quadrant$cfg_base_rtt),
        .cfg_base_rtt_sub(quadrant$cfg_base_rtt_sub),
        .valid(quadrant$valid),
        .kind(quadrant$kind),
        .rtt(quadrant$rtt),
        .rtt_sub(quadrant$rtt_sub),
        .probe(quadrant$probe),
        .probe_rtt(quadrant$probe_rtt),
        .probe_rtt_sub(quadrant$probe_rtt_sub),
        .rtt_nz(quadrant$rtt_nz),
        .probe_rtt_nz(quadrant$probe_rtt_nz),
        .avg_seen(quadrant$avg_seen),
        .out_valid(quadrant$out_valid),
        .delay(quadrant$delay),
        .delay_sub(quadrant$delay_sub),
        .base_after(quadrant$base_after),
        .dropped(quadrant$dropped),
        .ewma_sample(quadrant$ewma_sample),
        .base_rtt(quadrant$base_rtt),
        .base_rtt_sub(quadrant$base_rtt_sub)
    );
    nscc_cc_ip$engine$dp$ewma ewma(
        .clock(ewma$clock),
        .ext(ewma$ext),
        .prev_avg4(ewma$prev_avg4),
        .prev_avg6(ewma$prev_avg6),
        .load(ewma$load),
        .cfg_target(ewma$cfg_target),
        .cfg_target_sub(ewma$cfg_target_sub),
        .cfg_network_rtt(ewma$cfg_network_rtt),
        .valid(ewma$valid),
        .nack(ewma$nack),
        .ecn(ewma$ecn),
        .sample(ewma$sample),
        .delay(ewma$delay),
        .delay_sub(ewma$delay_sub),
        .base_after(ewma$base_after),
        .avg(ewma$avg)
    );
    nscc_cc_ip$engine$dp$qa_timer qa_timer(
        .clock(qa_timer$clock),
        .ext(qa_timer$ext),
        .prev_bdp(qa_timer$prev_bdp),
        .prev_maxwnd(qa_timer$prev_maxwnd),
        .prev_achieved(qa_timer$prev_achieved),
        .prev_received(qa_timer$prev_received),
        .prev_bytes_ignored(qa_timer$prev_bytes_ignored),
        .prev_bytes_to_ignore(qa_timer$prev_bytes_to_ignore),
        .prev_fi_count(qa_timer$prev_fi_count),
        .prev_fast_active(qa_timer$prev_fast_active),
        .prev_trigger_qa(qa_timer$prev_trigger_qa),
        .prev_qa_armed(qa_timer$prev_qa_armed),
        .prev_qa_start(qa_timer$prev_qa_start),
        .prev_qa_len(qa_timer$prev_qa_len),
        .prev_last_adjust(qa_timer$prev_last_adjust),
        .prev_last_adjust_sub(qa_timer$prev_last_adjust_sub),
        .prev_last_dec(qa_timer$prev_last_dec),
        .early_t(qa_timer$early_t),
        .early_t_sub(qa_timer$early_t_sub),
        .early_bytes(qa_timer$early_bytes),
        .early_achieved(qa_timer$early_achieved),
        .early_received(qa_timer$early_received),
        .early_bytes_ignored(qa_timer$early_bytes_ignored),
        .early_fi_count(qa_timer$early_fi_count),
        .early_qa_start(qa_timer$early_qa_start),
        .early_last_adjust(qa_timer$early_last_adjust),
        .early_last_adjust_sub(qa_timer$early_last_adjust_sub),
        .early_last_dec(qa_timer$early_last_dec),
        .load(qa_timer$load),
        .load_t(qa_timer$load_t),
        .cfg_init_bdp(qa_timer$cfg_init_bdp),
        .cfg_init_maxwnd(qa_timer$cfg_init_maxwnd),
        .cfg_mtu(qa_timer$cfg_mtu),
        .cfg_target(qa_timer$cfg_target),
        .cfg_target_sub(qa_timer$cfg_target_sub),
        .cfg_target_frac(qa_timer$cfg_target_frac),
        .cfg_qa_threshold(qa_timer$cfg_qa_threshold),
        .cfg_qa_threshold_sub(qa_timer$cfg_qa_threshold_sub),
        .cfg_network_rtt(qa_timer$cfg_network_rtt),
        .cfg_network_rtt_sub(qa_timer$cfg_network_rtt_sub),
        .cfg_fulfill_bytes(qa_timer$cfg_fulfill_bytes),
        .cfg_qa_gate(qa_timer$cfg_qa_gate),
        .valid(qa_timer$valid),
        .kind(qa_timer$kind),
        .t(qa_timer$t),
        .t_sub(qa_timer$t_sub),
        .bytes(qa_timer$bytes),
        .ecn(qa_timer$ecn),
        .in_flight(qa_timer$in_flight),
        .delay(qa_timer$delay),
        .delay_sub(qa_timer$delay_sub),
        .base_after(qa_timer$base_after),
        .dropped(qa_timer$dropped),
        .bdp_cand(qa_timer$bdp_cand),
        .maxwnd_cand(qa_timer$maxwnd_cand),
        .avg(qa_timer$avg),
        .cwnd_cands(qa_timer$cwnd_cands),
        .cwnd_pick(qa_timer$cwnd_pick),
        .cwnd_start(qa_timer$cwnd_start),
        .out_valid(qa_timer$out_valid),
        .action(qa_timer$action),
        .qa(qa_timer$qa),
        .qa_cwnd(qa_timer$qa_cwnd),
        .stop(qa_timer$stop),
        .fulfill(qa_timer$fulfill),
        .eta(qa_timer$eta),
        .maxwnd_after(qa_timer$maxwnd_after),
        .bdp(qa_timer$bdp),
        .maxwnd(qa_timer$maxwnd),
        .achieved(qa_timer$achieved),
        .received(qa_timer$received),
        .bytes_ignored(qa_timer$bytes_ignored),
        .bytes_to_ignore(qa_timer$bytes_to_ignore),
        .fi_count(qa_timer$fi_count),
        .fast_active(qa_timer$fast_active),
        .trigger_qa(qa_timer$trigger_qa),
        .qa_armed(qa_timer$qa_armed),
        .qa_start(qa_timer$qa_start),
        .qa_len(qa_timer$qa_len),
        .last_adjust(qa_timer$last_adjust),
        .last_adjust_sub(qa_timer$last_adjust_sub),
        .last_dec(qa_timer$last_dec)
    );
    nscc_cc_ip$engine$dp$commit commit(
        .clock(commit$clock),
        .ext(commit$ext),
        .prev_cwnd(commit$prev_cwnd),
        .prev_pre_penalty_cwnd(commit$prev_pre_penalty_cwnd),
        .prev_penalty_active(commit$prev_penalty_active),
        .load(commit$load),
        .cfg_init_cwnd(commit$cfg_init_cwnd),
        .cfg_mtu(commit$cfg_mtu),
        .valid(commit$valid),
        .kind(commit$kind),
        .rc(commit$rc),
        .pend(commit$pend),
        .penalty(commit$penalty),
        .bytes(commit$bytes),
        .action(commit$action),
        .qa(commit$qa),
        .qa_cwnd(commit$qa_cwnd),
        .fast_inc(commit$fast_inc),
        .md_cut(commit$md_cut),
        .fulfill(commit$fulfill),
        .eta(commit$eta),
        .maxwnd(commit$maxwnd),
        .quot(commit$quot),
        .cwnd(commit$cwnd),
        .pre_penalty_cwnd(commit$pre_penalty_cwnd),
        .penalty_active(commit$penalty_active)
    );
    nscc_cc_ip$engine$dp$mul_bdp mul_bdp(
        .clock(mul_bdp$clock),
        .in_valid(mul_bdp$in_valid),
        .a(mul_bdp$a),
        .b(mul_bdp$b),
        .s(mul_bdp$s),
        .y_bits(mul_bdp$y_bits),
        .out_valid(mul_bdp$out_valid),
        .y(mul_bdp$y)
    );
    nscc_cc_ip$engine$dp$mul_fast mul_fast(
        .clock(mul_fast$clock),
        .in_valid(mul_fast$in_valid),
        .a(mul_fast$a),
        .b(mul_fast$b),
        .s(mul_fast$s),
        .y_bits(mul_fast$y_bits),
        .out_valid(mul_fast$out_valid),
        .y(mul_fast$y)
    );
    nscc_cc_ip$engine$dp$prop_gain prop_gain(
        .clock(prop_gain$clock),
        .headroom(prop_gain$headroom),
        .alpha_mant(prop_gain$alpha_mant),
        .alpha_exp(prop_gain$alpha_exp),
        .g(prop_gain$g),
        .s(prop_gain$s)
    );
    nscc_cc_ip$engine$dp$mul_credit mul_credit(
        .clock(mul_credit$clock),
        .in_valid(mul_credit$in_valid),
        .a(mul_credit$a),
        .b(mul_credit$b),
        .s(mul_credit$s),
        .y_bits(mul_credit$y_bits),
        .out_valid(mul_credit$out_valid),
        .y(mul_credit$y)
    );
    nscc_cc_ip$engine$dp$mul_md mul_md(
        .clock(mul_md$clock),
        .in_valid(mul_md$in_valid),
        .a(mul_md$a),
        .b(mul_md$b),
        .s(mul_md$s),
        .y_bits(mul_md$y_bits),
        .out_valid(mul_md$out_valid),
        .y(mul_md$y)
    );
    nscc_cc_ip$engine$dp$div_md div_md(
        .clock(div_md$clock),
        .in_valid(div_md$in_valid),
        .num(div_md$num),
        .den(div_md$den),
        .frac(div_md$frac),
        .out_valid(div_md$out_valid),
        .quot(div_md$quot)
    );
    nscc_cc_ip$engine$dp$div_fulfill div_fulfill(
        .clock(div_fulfill$clock),
        .in_valid(div_fulfill$in_valid),
        .num(div_fulfill$num),
        .den(div_fulfill$den),
        .frac(div_fulfill$frac),
        .out_valid(div_fulfill$out_valid),
        .quot(div_fulfill$quot)
    );
    nscc_cc_ip$engine$dp$fast_14 fast_14(
        .clock(fast_14$clock),
        .d(fast_14$d),
        .q(fast_14$q)
    );
    nscc_cc_ip$engine$dp$fast_15 fast_15(
        .d(fast_15$d),
        .q(fast_15$q),
        .clock(fast_15$clock)
    );
    nscc_cc_ip$engine$dp$qa_d9 qa_d9(
        .d(qa_d9$d),
        .q(qa_d9$q),
        .clock(qa_d9$clock)
    );
    nscc_cc_ip$engine$dp$fast_9 fast_9(
        .d(fast_9$d),
        .q(fast_9$q),
        .clock(fast_9$clock)
    );
    nscc_cc_ip$engine$dp$action_12 action_12(
        .clock(action_12$clock),
        .d(action_12$d),
        .q(action_12$q)
    );
    nscc_cc_ip$engine$dp$stop_12 stop_12(
        .clock(stop_12$clock),
        .d(stop_12$d),
        .q(stop_12$q)
    );
    nscc_cc_ip$engine$dp$fulfill_12 fulfill_12(
        .clock(fulfill_12$clock),
        .d(fulfill_12$d),
        .q(fulfill_12$q)
    );
    nscc_cc_ip$engine$dp$maxwnd_15 maxwnd_15(
        .clock(maxwnd_15$clock),
        .d(maxwnd_15$d),
        .q(maxwnd_15$q)
    );
    nscc_cc_ip$engine$dp$action_15 action_15(
        .clock(action_15$clock),
        .d(action_15$d),
        .q(action_15$q)
    );
    nscc_cc_ip$engine$dp$credit_12 credit_12(
        .d(credit_12$d),
        .q(credit_12$q),
        .clock(credit_12$clock)
    );
    nscc_cc_ip$engine$dp$tot13 tot13(
        .d(tot13$d),
        .q(tot13$q),
        .clock(tot13$clock)
    );
    nscc_cc_ip$engine$dp$bdp_y7 bdp_y7(
        .d(bdp_y7$d),
        .q(bdp_y7$q),
        .clock(bdp_y7$clock)
    );
    nscc_cc_ip$engine$dp$maxwnd_y7 maxwnd_y7(
        .d(maxwnd_y7$d),
        .q(maxwnd_y7$q),
        .clock(maxwnd_y7$clock)
    );
    nscc_cc_ip$engine$dp$inc_r inc_r(
        .d(inc_r$d),
        .q(inc_r$q),
        .clock(inc_r$clock)
    );
    nscc_cc_ip$engine$dp$start_14 start_14(
        .clock(start_14$clock),
        .d(start_14$d),
        .q(start_14$q)
    );
    nscc_cc_ip$engine$dp$start_15 start_15(
        .d(start_15$d),
        .q(start_15$q),
        .clock(start_15$clock)
    );
    nscc_cc_ip$engine$dp$sum_15 sum_15(
        .d(sum_15$d),
        .q(sum_15$q),
        .clock(sum_15$clock)
    );
    nscc_cc_ip$engine$dp$af_27 af_27(
        .d(af_27$d),
        .q(af_27$q),
        .clock(af_27$clock)
    );
    nscc_cc_ip$engine$dp$af_28 af_28(
        .d(af_28$d),
        .q(af_28$q),
        .clock(af_28$clock)
    );
    nscc_cc_ip$engine$dp$avg_4 avg_4(
        .clock(avg_4$clock),
        .d(avg_4$d),
        .q(avg_4$q)
    );
    nscc_cc_ip$engine$dp$avg_6 avg_6(
        .clock(avg_6$clock),
        .d(avg_6$d),
        .q(avg_6$q)
    );
    nscc_cc_ip$engine$dp$c_15 c_15(
        .clock(c_15$clock),
        .d(c_15$d),
        .q(c_15$q)
    );
    nscc_cc_ip$engine$dp$c_28 c_28(
        .clock(c_28$clock),
        .d(c_28$d),
        .q(c_28$q)
    );
    
    // Update code
    always @(*) begin
        v1$clock = clock;
        t1$clock = clock;
        ts1$clock = clock;
        k1$clock = clock;
        b1$clock = clock;
        r1$clock = clock;
        e1$clock = clock;
        p1$clock = clock;
        rc1$clock = clock;
        f1$clock = clock;
        pr1$clock = clock;
        prr1$clock = clock;
        rs1$clock = clock;
        prrs1$clock = clock;
        credit_12$clock = clock;
        tot13$clock = clock;
        bdp_y7$clock = clock;
        maxwnd_y7$clock = clock;
        qa_d9$clock = clock;
        fast_9$clock = clock;
        inc_r$clock = clock;
        af_27$clock = clock;
        af_28$clock = clock;
        c_16$clock = clock;
        v1$d = v1$q;
        t1$d = t1$q;
        ts1$d = ts1$q;
        k1$d = k1$q;
        b1$d = b1$q;
        r1$d = r1$q;
        e1$d = e1$q;
        p1$d = p1$q;
        rc1$d = rc1$q;
        f1$d = f1$q;
        pr1$d = pr1$q;
        prr1$d = prr1$q;
        rs1$d = rs1$q;
        prrs1$d = prrs1$q;
        credit_12$d = credit_12$q;
        tot13$d = tot13$q;
        bdp_y7$d = bdp_y7$q;
        maxwnd_y7$d = maxwnd_y7$q;
        qa_d9$d = qa_d9$q;
        fast_9$d = fast_9$q;
        inc_r$d = inc_r$q;
        af_27$d = af_27$q;
        af_28$d = af_28$q;
        c_16$d = c_16$q;
        v_2$clock = clock;
        start_14$clock = clock;
        start_15$clock = clock;
        sum_15$clock = clock;
        v_7$clock = clock;
        v_26$clock = clock;
        k_3$clock = clock;
        k_2$clock = clock;
        r_2$clock = clock;
        pr_2$clock = clock;
        prr_2$clock = clock;
        rs_2$clock = clock;
        prrs_2$clock = clock;
        rnz_2$clock = clock;
        prnz_2$clock = clock;
        e_3$clock = clock;
        b_3$clock = clock;
        b_6$clock = clock;
        b_7$clock = clock;
        fair_6$clock = clock;
        delay_7$clock = clock;
        dsub_7$clock = clock;
        base_7$clock = clock;
        dropped_7$clock = clock;
        quadrant$clock = clock;
        ewma$clock = clock;
        qa_timer$clock = clock;
        commit$clock = clock;
        mul_bdp$clock = clock;
        mul_fast$clock = clock;
        prop_gain$clock = clock;
        mul_credit$clock = clock;
        mul_md$clock = clock;
        div_md$clock = clock;
        div_fulfill$clock = clock;
        fast_14$clock = clock;
        fast_15$clock = clock;
        action_12$clock = clock;
        stop_12$clock = clock;
        fulfill_12$clock = clock;
        maxwnd_15$clock = clock;
        action_15$clock = clock;
        penalty_mul$clock = clock;
        line_ev$clock = clock;
        ev7$clock = clock;
        line_pen$clock = clock;
        pen_6$clock = clock;
        pen_7$clock = clock;
        pm_7$clock = clock;
        line_15$clock = clock;
        line_a$clock = clock;
        line_b$clock = clock;
        line_c$clock = clock;
        line_tot$clock = clock;
        line_md$clock = clock;
        avg_4$clock = clock;
        avg_6$clock = clock;
        c_15$clock = clock;
        c_28$clock = clock;
        v1$d = ev_valid;
        t1$d = ev_t;
        ts1$d = ev_t_sub;
        k1$d = ev_kind;
        b1$d = ev_bytes;
        r1$d = ev_rtt;
        e1$d = ev_ecn;
        p1$d = ev_pend;
        rc1$d = ev_rc;
        f1$d = ev_in_flight;
        pr1$d = ev_probe;
        prr1$d = ev_probe_rtt;
        rs1$d = ev_rtt_sub;
        prrs1$d = ev_probe_rtt_sub;
        penalty_mul$in_valid = v1$q;
        penalty_mul$bytes = b1$q;
        penalty_mul$pend = p1$q;
        mul_bdp$in_valid = v1$q;
        mul_bdp$a = r1$q;
        mul_bdp$b = s1_rate_mant;
        mul_bdp$s = s1_rate_exp;
        mul_bdp$y_bits = 32'h18;
        v_2$d = v1$q;
        v_7$d = v1$q;
        v_26$d = v1$q;
        k_3$d = k1$q;
        k_2$d = k1$q;
        r_2$d = r1$q;
        pr_2$d = pr1$q;
        prr_2$d = prr1$q;
        rs_2$d = rs1$q;
        prrs_2$d = prrs1$q;
        rnz_2$d = |r1$q;
        prnz_2$d = |prr1$q;
        e_3$d = e1$q;
        b_3$d = b1$q;
        b_6$d = b_3$q;
        b_7$d = b_6$q;
        line_ev$lag = 32'h4;
        line_ev$d = ((t1$q) & 71'h7fffffffffffffffff) | (((f1$q) & 71'h7fffffffffffffffff) << 32'h20) | (((k1$q) & 71'h7fffffffffffffffff) << 32'h38) | (((e1$q) & 71'h7fffffffffffffffff) << 32'h3a) | (((rc1$q) & 71'h7fffffffffffffffff) << 32'h3b) | (((|p1$q) & 71'h7fffffffffffffffff) << 32'h3c) | (((ts1$q) & 71'h7fffffffffffffffff) << 32'h3d);
        line_pen$lag = 32'h2;
        line_pen$d = penalty_mul$penalty;
        pen_6$d = penalty_mul$penalty;
        ev7$d = line_ev$q;
        t7 = ev7$q[(32'h0)+:(32)];
        ts7 = ev7$q[(32'h3d)+:(10)];
        f7 = ev7$q[(32'h20)+:(24)];
        k7 = ev7$q[(32'h38)+:(2)];
        e7 = ev7$q[32'h3a];
        rc7 = ev7$q[32'h3b];
        pnz7 = ev7$q[32'h3c];
        line_15$lag = 32'h7;
        line_15$d = ((line_pen$q) & 27'h7ffffff) | (((k7) & 27'h7ffffff) << 32'h18) | (((rc7) & 27'h7ffffff) << 32'h1a);
        k15 = line_15$q[(32'h18)+:(2)];
        rc15 = line_15$q[32'h1a];
        quadrant$ext = ext;
        quadrant$prev_base_rtt = prev_base_rtt;
        quadrant$prev_base_rtt_sub = prev_base_rtt_sub;
        quadrant$load = load;
        quadrant$cfg_base_rtt = init_base_rtt;
        quadrant$cfg_base_rtt_sub = init_base_rtt_sub;
        quadrant$valid = v_2$q;
        quadrant$kind = k_2$q;
        quadrant$rtt = r_2$q;
        quadrant$probe = pr_2$q;
        quadrant$probe_rtt = prr_2$q;
        quadrant$rtt_sub = rs_2$q;
        quadrant$probe_rtt_sub = prrs_2$q;
        quadrant$rtt_nz = rnz_2$q;
        quadrant$probe_rtt_nz = prnz_2$q;
        avg2 = ewma$avg;
        if (ext) begin
            avg2 = prev_avg;
        end
        quadrant$avg_seen = avg2;
        avg_4$d = prev_avg;
        avg_6$d = prev_avg;
        ewma$ext = ext;
        ewma$prev_avg4 = avg_4$q;
        ewma$prev_avg6 = avg_6$q;
        ewma$load = load;
        ewma$cfg_target = s3_target;
        ewma$cfg_target_sub = s3_target_sub;
        ewma$cfg_network_rtt = s3_network_rtt;
        ewma$valid = quadrant$out_valid;
        ewma$nack = k_3$q == 32'h1;
        ewma$ecn = e_3$q;
        ewma$sample = quadrant$ewma_sample;
        ewma$delay = quadrant$delay;
        ewma$delay_sub = quadrant$delay_sub;
        ewma$base_after = quadrant$base_after;
        delay_7$d = quadrant$delay;
        dsub_7$d = quadrant$delay_sub;
        base_7$d = quadrant$base_after;
        dropped_7$d = quadrant$dropped;
        mul_fast$in_valid = quadrant$out_valid;
        mul_fast$a = b_3$q;
        mul_fast$b = s3_fis_mant;
        mul_fast$s = s3_fis_exp;
        mul_fast$y_bits = 32'h18;
        prop_gain$headroom = s3_target - quadrant$delay;
        prop_gain$alpha_mant = s3_alpha_mant;
        prop_gain$alpha_exp = s3_alpha_exp;
        fair_6$d = ((((quadrant$delay) & 34'h3ffffffff) << 32'ha) | ((quadrant$delay_sub) & 34'h3ffffffff)) >= ((((s3_target) & 34'h3ffffffff) << 32'ha) | ((s3_target_sub) & 34'h3ffffffff));
        mul_credit$in_valid = 1'b1;
        mul_credit$y_bits = 32'h30;
        mul_credit$a = b_6$q;
        mul_credit$b = prop_gain$g;
        mul_credit$s = prop_gain$s;
        if (fair_6$q) begin
            mul_credit$b = s6_fi_mant;
            mul_credit$s = s6_fi_exp;
        end
        fast_sat = mul_fast$y[(32'h0)+:(24)];
        fast_14$d = fast_sat;
        fast_15$d = fast_14$q;
        c7 = ((commit$cwnd) & 49'h1ffffffffffff) | (((commit$pre_penalty_cwnd) & 49'h1ffffffffffff) << 32'h18) | (((commit$penalty_active) & 49'h1ffffffffffff) << 32'h30);
        c15 = c7;
        c28 = c7;
        cprev = ((prev_cwnd) & 49'h1ffffffffffff) | (((prev_pre_penalty_cwnd) & 49'h1ffffffffffff) << 32'h18) | (((prev_penalty_active) & 49'h1ffffffffffff) << 32'h30);
        c_15$d = cprev;
        c_28$d = c_15$q;
        if (ext) begin
            c7 = cprev;
            c15 = c_15$q;
            c28 = c_28$q;
        end
        bdp_y7$d = mul_bdp$y[(32'h0)+:(24)];
        bdp_cand = bdp_y7$q;
        maxwnd_sum = ((mul_bdp$y[(32'h0)+:(24)]) & 25'h1ffffff) + ((mul_bdp$y[(32'h0)+:(24)] >> 32'h1) & 25'h1ffffff);
        maxwnd_y7$d = ((maxwnd_sum) & 24'hffffff);
        if (maxwnd_sum[32'h18]) begin
            maxwnd_y7$d = ~((32'h0) & 24'hffffff);
        end
        if ((((s6_mtu) & 25'h1ffffff) > maxwnd_sum) && ~maxwnd_sum[32'h18]) begin
            maxwnd_y7$d = s6_mtu;
        end
        maxwnd_cand = maxwnd_y7$q;
        maxwnd_prev7 = qa_timer$maxwnd;
        if (ext) begin
            maxwnd_prev7 = prev_maxwnd;
        end
        pen6 = 32'h0;
        if (line_ev$q[(32'h38)+:(2)] == 32'h0) begin
            pen6 = pen_6$q;
        end
        pen_7$d = pen6;
        pm_7$d = pen6 + s6_mtu;
        pen7 = pen_7$q;
        pre7 = c7[(32'h18)+:(24)];
        base7 = c7[(32'h0)+:(24)];
        f_c = s7_mtu;
        if (base7 > pm_7$q) begin
            f_c = base7 - pen7;
        end
        f_pre = s7_mtu;
        if (pre7 > pm_7$q) begin
            f_pre = pre7 - pen7;
        end
        f_max_p = s7_mtu;
        if (maxwnd_prev7 > pm_7$q) begin
            f_max_p = maxwnd_prev7 - pen7;
        end
        f_max_c = s7_mtu;
        if (maxwnd_cand > pm_7$q) begin
            f_max_c = maxwnd_cand - pen7;
        end
        f_mtu = s7_mtu;
        if (s7_mtu > pm_7$q) begin
            f_mtu = s7_mtu - pen7;
        end
        pre_lt_mtu = pre7 < s7_mtu;
        gt_max_p = pre7 > maxwnd_prev7;
        gt_max_c = pre7 > maxwnd_cand;
        if (pre_lt_mtu) begin
            gt_max_p = s7_mtu > maxwnd_prev7;
            gt_max_c = s7_mtu > maxwnd_cand;
        end
        clamp7 = (k7 == 32'h0) && rc7 && c7[32'h30];
        qa_timer$cwnd_cands = ((f_c) & 120'hffffffffffffffffffffffffffffff) | (((f_pre) & 120'hffffffffffffffffffffffffffffff) << 32'h18) | (((f_mtu) & 120'hffffffffffffffffffffffffffffff) << 32'h30) | (((f_max_p) & 120'hffffffffffffffffffffffffffffff) << 32'h48) | (((f_max_c) & 120'hffffffffffffffffffffffffffffff) << 32'h60);
        no_clamp7 = ~clamp7;
        qa_timer$cwnd_pick = ((no_clamp7) & 5'h1f) | ((((clamp7 && ~pre_lt_mtu && ~((gt_max_p && ~dropped_7$q) || (gt_max_c && dropped_7$q)))) & 5'h1f) << 32'h1) | ((((clamp7 && pre_lt_mtu && ~((gt_max_p && ~dropped_7$q) || (gt_max_c && dropped_7$q)))) & 5'h1f) << 32'h2) | ((((clamp7 && gt_max_p && ~dropped_7$q)) & 5'h1f) << 32'h3) | ((((clamp7 && gt_max_c && dropped_7$q)) & 5'h1f) << 32'h4);
        qa_timer$ext = ext;
        qa_timer$prev_bdp = prev_bdp;
        qa_timer$prev_maxwnd = prev_maxwnd;
        qa_timer$prev_achieved = prev_achieved;
        qa_timer$prev_received = prev_received;
        qa_timer$prev_bytes_ignored = prev_bytes_ignored;
        qa_timer$prev_bytes_to_ignore = prev_bytes_to_ignore;
        qa_timer$prev_fi_count = prev_fi_count;
        qa_timer$prev_fast_active = prev_fast_active;
        qa_timer$prev_trigger_qa = prev_trigger_qa;
        qa_timer$prev_qa_armed = prev_qa_armed;
        qa_timer$prev_qa_start = prev_qa_start;
        qa_timer$prev_qa_len = prev_qa_len;
        qa_timer$prev_last_adjust = prev_last_adjust;
        qa_timer$prev_last_adjust_sub = prev_last_adjust_sub;
        qa_timer$prev_last_dec = prev_last_dec;
        qa_timer$early_t = line_ev$q[(32'h0)+:(32)];
        qa_timer$early_t_sub = line_ev$q[(32'h3d)+:(10)];
        qa_timer$early_bytes = b_6$q;
        qa_timer$early_achieved = prev6_achieved;
        qa_timer$early_received = prev6_received;
        qa_timer$early_bytes_ignored = prev6_bytes_ignored;
        qa_timer$early_fi_count = prev6_fi_count;
        qa_timer$early_qa_start = prev6_qa_start;
        qa_timer$early_last_adjust = prev6_last_adjust;
        qa_timer$early_last_adjust_sub = prev6_last_adjust_sub;
        qa_timer$early_last_dec = prev6_last_dec;
        qa_timer$load = load;
        qa_timer$load_t = load_t;
        qa_timer$cfg_init_bdp = init_bdp;
        qa_timer$cfg_init_maxwnd = init_maxwnd;
        qa_timer$cfg_mtu = s7_mtu;
        qa_timer$cfg_target = s7_target;
        qa_timer$cfg_target_sub = s7_target_sub;
        qa_timer$cfg_target_frac = s7_target_frac;
        qa_timer$cfg_qa_threshold_sub = s7_qa_threshold_sub;
        qa_timer$cfg_qa_threshold = s7_qa_threshold;
        qa_timer$cfg_network_rtt = s7_network_rtt;
        qa_timer$cfg_network_rtt_sub = s7_network_rtt_sub;
        qa_timer$cfg_fulfill_bytes = s7_fulfill_bytes;
        qa_timer$cfg_qa_gate = s7_qa_gate;
        qa_timer$valid = v_7$q;
        qa_timer$kind = k7;
        qa_timer$t = t7;
        qa_timer$t_sub = ts7;
        qa_timer$bytes = b_7$q;
        qa_timer$ecn = e7;
        qa_timer$in_flight = f7;
        qa_timer$delay = delay_7$q;
        qa_timer$delay_sub = dsub_7$q;
        qa_timer$base_after = base_7$q;
        qa_timer$dropped = dropped_7$q;
        qa_timer$bdp_cand = bdp_cand;
        qa_timer$maxwnd_cand = maxwnd_cand;
        qa_timer$avg = ewma$avg;
        div_md$in_valid = 1'b1;
        div_md$num = ((s7_gamma_target) & 48'hffffffffffff);
        div_md$den = ewma$avg;
        div_md$frac = 32'hc;
        qa_word = ((qa_timer$action) & 57'h1ffffffffffffff) | (((qa_timer$stop) & 57'h1ffffffffffffff) << 32'h4) | (((qa_timer$fulfill) & 57'h1ffffffffffffff) << 32'h5) | (((qa_timer$eta) & 57'h1ffffffffffffff) << 32'h6) | (((qa_timer$qa) & 57'h1ffffffffffffff) << 32'h7) | (((qa_timer$qa_cwnd) & 57'h1ffffffffffffff) << 32'h8) | (((qa_timer$maxwnd_after) & 57'h1ffffffffffffff) << 32'h20);
        qa_d9$d = qa_word;
        qa9 = qa_d9$q;
        if (ext) begin
            qa9 = qa_word;
        end
        action_12$d = qa9[(32'h0)+:(4)];
        stop_12$d = qa9[32'h4];
        fulfill_12$d = qa9[32'h5];
        maxwnd_15$d = qa9[(32'h20)+:(24)];
        action_15$d = qa9[(32'h0)+:(4)];
        fast_9$d = fast_sat;
        inc8 = fast_9$q;
        if (qa9[32'h7]) begin
            inc8 = qa9[(32'h8)+:(24)];
        end
        line_b$lag = 32'h10;
        line_b$d = ((inc8) & 55'h7fffffffffffff) | (((qa9[(32'h20)+:(24)]) & 55'h7fffffffffffff) << 32'h18) | (((qa9[(32'h0)+:(4)]) & 55'h7fffffffffffff) << 32'h30) | (((qa9[32'h6]) & 55'h7fffffffffffff) << 32'h34) | (((qa9[32'h5]) & 55'h7fffffffffffff) << 32'h35) | (((qa9[32'h7]) & 55'h7fffffffffffff) << 32'h36);
        dec7 = b_7$q;
        if (k7 == 32'h0) begin
            dec7 = line_pen$q;
        end
        line_a$lag = 32'h12;
        line_a$d = ((dec7) & 28'hfffffff) | (((k7) & 28'hfffffff) << 32'h18) | (((rc7) & 28'hfffffff) << 32'h1a) | (((pnz7) & 28'hfffffff) << 32'h1b);
        credit_12$d = mul_credit$y;
        credit12 = 32'h0;
        if ((action_12$q == 32'h3) || (action_12$q == 32'h1)) begin
            credit12 = credit_12$q;
        end
        inc12 = inc_r$q;
        if (ext) begin
            inc12 = prev_inc;
        end
        total12 = ((inc12) & 49'h1ffffffffffff) + ((credit12) & 49'h1ffffffffffff);
        total_sat12 = ((total12) & 48'hffffffffffff);
        if (total12[32'h30]) begin
            total_sat12 = ~((32'h0) & 48'hffffffffffff);
        end
        inc_r$d = inc12;
        if (stop_12$q || fulfill_12$q) begin
            inc_r$d = 32'h0;
        end
        else if (action_12$q != 32'h0) begin
            inc_r$d = total_sat12;
        end
        tot13$d = total_sat12;
        line_tot$lag = 32'h6;
        line_tot$d = tot13$q;
        kept15 = ~((32'h0) & 12'hfff);
        if (div_md$quot < 32'hccc) begin
            kept15 = ((div_md$quot) & 12'hfff) + 32'h333;
        end
        if (kept15 < 32'h800) begin
            kept15 = 32'h800;
        end
        pre15 = c15[(32'h18)+:(24)];
        if (pre15 < s15_mtu) begin
            pre15 = s15_mtu;
        end
        if (pre15 > maxwnd_15$q) begin
            pre15 = maxwnd_15$q;
        end
        base15 = c15[(32'h0)+:(24)];
        pen15 = 32'h0;
        if (k15 == 32'h0) begin
            pen15 = line_15$q[(32'h0)+:(24)];
            if (rc15 && c15[32'h30]) begin
                base15 = pre15;
            end
        end
        start15 = s15_mtu;
        if (base15 > pen15 + s15_mtu) begin
            start15 = base15 - pen15;
        end
        start_14$d = qa_timer$cwnd_start;
        start_15$d = start_14$q;
        sum_15$d = ((start_14$q) & 25'h1ffffff) + ((fast_14$q) & 25'h1ffffff);
        if (ext) begin
            start15 = start_15$q;
        end
        divisor15 = ((start15) & 25'h1ffffff);
        if (action_15$q == 32'h2) begin
            divisor15 = ((start15) & 25'h1ffffff) + ((fast_15$q) & 25'h1ffffff);
            if (ext) begin
                divisor15 = sum_15$q;
            end
        end
        if (divisor15 > ((maxwnd_15$q) & 25'h1ffffff)) begin
            divisor15 = ((maxwnd_15$q) & 25'h1ffffff);
        end
        c_16$d = ((start15) & 50'h3ffffffffffff) | (((divisor15) & 50'h3ffffffffffff) << 32'h18) | ((((action_15$q == 32'h4)) & 50'h3ffffffffffff) << 32'h31);
        line_c$lag = 32'h3;
        line_c$d = c_16$q;
        mul_md$in_valid = 1'b1;
        mul_md$a = start15;
        mul_md$b = kept15;
        mul_md$y_bits = 32'h18;
        mul_md$s = ((32'hf4) & 8'hff);
        md_cut20 = 32'h0;
        divisor20 = line_c$q[(32'h18)+:(25)];
        window20 = ((mul_md$y) & 25'h1ffffff);
        w_lt_mtu20 = window20 < ((s20_mtu) & 25'h1ffffff);
        w_lt_div20 = window20 < divisor20;
        mtu_lt_div20 = ((s20_mtu) & 25'h1ffffff) < divisor20;
        if (line_c$q[32'h31]) begin
            md_cut20 = line_c$q[(32'h0)+:(24)] - ((mul_md$y) & 24'hffffff);
            if (w_lt_mtu20) begin
                if (mtu_lt_div20) begin
                    divisor20 = ((s20_mtu) & 25'h1ffffff);
                end
            end
            else if (w_lt_div20) begin
                divisor20 = window20;
            end
        end
        div_fulfill$in_valid = 1'b1;
        div_fulfill$num = line_tot$q;
        div_fulfill$den = ((divisor20) & 32'hffffffff);
        div_fulfill$frac = 32'h0;
        line_md$lag = 32'h5;
        line_md$d = md_cut20;
        commit$ext = ext;
        commit$prev_cwnd = c28[(32'h0)+:(24)];
        commit$prev_pre_penalty_cwnd = c28[(32'h18)+:(24)];
        commit$prev_penalty_active = c28[32'h30];
        commit$load = load;
        commit$cfg_init_cwnd = init_cwnd;
        commit$cfg_mtu = s26_mtu;
        commit$valid = v_26$q;
        commit$kind = line_a$q[(32'h18)+:(2)];
        commit$rc = line_a$q[32'h1a];
        commit$pend = ((line_a$q[32'h1b]) & 7'h7f);
        commit$penalty = line_a$q[(32'h0)+:(24)];
        commit$bytes = line_a$q[(32'h0)+:(24)];
        commit$action = line_b$q[(32'h30)+:(4)];
        commit$qa = line_b$q[32'h36];
        commit$qa_cwnd = line_b$q[(32'h0)+:(24)];
        commit$fast_inc = 32'h0;
        if (line_b$q[(32'h30)+:(4)] == 32'h2) begin
            commit$fast_inc = line_b$q[(32'h0)+:(24)];
        end
        commit$md_cut = line_md$q;
        commit$fulfill = line_b$q[32'h35];
        commit$eta = 32'h0;
        if (line_b$q[32'h34]) begin
            commit$eta = s26_eta;
        end
        commit$quot = div_fulfill$quot;
        commit$maxwnd = line_b$q[(32'h18)+:(24)];
        af_28$d = af_27$q;
        af_27$d = ((line_b$q[(32'h30)+:(4)]) & 5'h1f) | (((line_b$q[32'h35]) & 5'h1f) << 32'h4);
        action_28 = af_28$q[(32'h0)+:(4)];
        fulfill_28 = af_28$q[32'h4];
        base_rtt = quadrant$base_rtt;
        base_rtt_sub = quadrant$base_rtt_sub;
        avg_delay = ewma$avg;
        action = qa_timer$action;
        fulfill = qa_timer$fulfill;
        bdp = qa_timer$bdp;
        maxwnd = qa_timer$maxwnd;
        achieved = qa_timer$achieved;
        received = qa_timer$received;
        bytes_ignored = qa_timer$bytes_ignored;
        bytes_to_ignore = qa_timer$bytes_to_ignore;
        fi_count = qa_timer$fi_count;
        fast_active = qa_timer$fast_active;
        trigger_qa = qa_timer$trigger_qa;
        qa_armed = qa_timer$qa_armed;
        qa_start = qa_timer$qa_start;
        qa_len = qa_timer$qa_len;
        last_adjust = qa_timer$last_adjust;
        last_adjust_sub = qa_timer$last_adjust_sub;
        last_dec = qa_timer$last_dec;
        inc_bytes = inc_r$q;
        cwnd = commit$cwnd;
        pre_penalty_cwnd = commit$pre_penalty_cwnd;
        penalty_active = commit$penalty_active;
    end
    
endmodule // nscc_cc_ip$engine$dp


module nscc_cc_ip$engine$dp$action_12(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [3:0] d;
    output reg  [3:0] q;
    
    // Stub signals
    reg  [3:0] head$d;
    wire  [3:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [3:0] tail$d;
    wire  [3:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$action_12$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$action_12$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$action_12


module nscc_cc_ip$engine$dp$action_12$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$action_12$head


module nscc_cc_ip$engine$dp$action_12$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [3:0] d;
    output reg  [3:0] q;
    
    // Stub signals
    reg  [3:0] head$d;
    wire  [3:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [3:0] tail$d;
    wire  [3:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$action_12$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$action_12$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$action_12$tail


module nscc_cc_ip$engine$dp$action_12$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$action_12$tail$head


module nscc_cc_ip$engine$dp$action_12$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [3:0] d;
    output reg  [3:0] q;
    
    // Stub signals
    reg  [3:0] r$d;
    wire  [3:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$action_12$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$action_12$tail$tail


module nscc_cc_ip$engine$dp$action_12$tail$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$action_12$tail$tail$r


module nscc_cc_ip$engine$dp$action_15(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [3:0] d;
    output reg  [3:0] q;
    
    // Stub signals
    reg  [3:0] head$d;
    wire  [3:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [3:0] tail$d;
    wire  [3:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$action_15$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$action_15$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$action_15


module nscc_cc_ip$engine$dp$action_15$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$action_15$head


module nscc_cc_ip$engine$dp$action_15$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [3:0] d;
    output reg  [3:0] q;
    
    // Stub signals
    reg  [3:0] head$d;
    wire  [3:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [3:0] tail$d;
    wire  [3:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$action_15$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$action_15$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$action_15$tail


module nscc_cc_ip$engine$dp$action_15$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$action_15$tail$head


module nscc_cc_ip$engine$dp$action_15$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [3:0] d;
    output reg  [3:0] q;
    
    // Stub signals
    reg  [3:0] head$d;
    wire  [3:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [3:0] tail$d;
    wire  [3:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$action_15$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$action_15$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$action_15$tail$tail


module nscc_cc_ip$engine$dp$action_15$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$action_15$tail$tail$head


module nscc_cc_ip$engine$dp$action_15$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [3:0] d;
    output reg  [3:0] q;
    
    // Stub signals
    reg  [3:0] head$d;
    wire  [3:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [3:0] tail$d;
    wire  [3:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$action_15$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$action_15$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$action_15$tail$tail$tail


module nscc_cc_ip$engine$dp$action_15$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$action_15$tail$tail$tail$head


module nscc_cc_ip$engine$dp$action_15$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [3:0] d;
    output reg  [3:0] q;
    
    // Stub signals
    reg  [3:0] head$d;
    wire  [3:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [3:0] tail$d;
    wire  [3:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$action_15$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$action_15$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$action_15$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$action_15$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$action_15$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$action_15$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [3:0] d;
    output reg  [3:0] q;
    
    // Stub signals
    reg  [3:0] r$d;
    wire  [3:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$action_15$tail$tail$tail$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$action_15$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$action_15$tail$tail$tail$tail$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$action_15$tail$tail$tail$tail$tail$r


module nscc_cc_ip$engine$dp$af_27(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$af_27


module nscc_cc_ip$engine$dp$af_28(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$af_28


module nscc_cc_ip$engine$dp$avg_4(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [31:0] d;
    output reg  [31:0] q;
    
    // Stub signals
    reg  [31:0] head$d;
    wire  [31:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [31:0] tail$d;
    wire  [31:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$avg_4$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$avg_4$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$avg_4


module nscc_cc_ip$engine$dp$avg_4$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$avg_4$head


module nscc_cc_ip$engine$dp$avg_4$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [31:0] d;
    output reg  [31:0] q;
    
    // Stub signals
    reg  [31:0] r$d;
    wire  [31:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$avg_4$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$avg_4$tail


module nscc_cc_ip$engine$dp$avg_4$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$avg_4$tail$r


module nscc_cc_ip$engine$dp$avg_6(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [31:0] d;
    output reg  [31:0] q;
    
    // Stub signals
    reg  [31:0] head$d;
    wire  [31:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [31:0] tail$d;
    wire  [31:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$avg_6$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$avg_6$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$avg_6


module nscc_cc_ip$engine$dp$avg_6$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$avg_6$head


module nscc_cc_ip$engine$dp$avg_6$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [31:0] d;
    output reg  [31:0] q;
    
    // Stub signals
    reg  [31:0] head$d;
    wire  [31:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [31:0] tail$d;
    wire  [31:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$avg_6$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$avg_6$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$avg_6$tail


module nscc_cc_ip$engine$dp$avg_6$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$avg_6$tail$head


module nscc_cc_ip$engine$dp$avg_6$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [31:0] d;
    output reg  [31:0] q;
    
    // Stub signals
    reg  [31:0] head$d;
    wire  [31:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [31:0] tail$d;
    wire  [31:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$avg_6$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$avg_6$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$avg_6$tail$tail


module nscc_cc_ip$engine$dp$avg_6$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$avg_6$tail$tail$head


module nscc_cc_ip$engine$dp$avg_6$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [31:0] d;
    output reg  [31:0] q;
    
    // Stub signals
    reg  [31:0] r$d;
    wire  [31:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$avg_6$tail$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$avg_6$tail$tail$tail


module nscc_cc_ip$engine$dp$avg_6$tail$tail$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$avg_6$tail$tail$tail$r


module nscc_cc_ip$engine$dp$b1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$b1


module nscc_cc_ip$engine$dp$b_3(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$b_3$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$b_3$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$b_3


module nscc_cc_ip$engine$dp$b_3$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$b_3$head


module nscc_cc_ip$engine$dp$b_3$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] r$d;
    wire  [23:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$b_3$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$b_3$tail


module nscc_cc_ip$engine$dp$b_3$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$b_3$tail$r


module nscc_cc_ip$engine$dp$b_6(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$b_6$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$b_6$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$b_6


module nscc_cc_ip$engine$dp$b_6$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$b_6$head


module nscc_cc_ip$engine$dp$b_6$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$b_6$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$b_6$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$b_6$tail


module nscc_cc_ip$engine$dp$b_6$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$b_6$tail$head


module nscc_cc_ip$engine$dp$b_6$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] r$d;
    wire  [23:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$b_6$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$b_6$tail$tail


module nscc_cc_ip$engine$dp$b_6$tail$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$b_6$tail$tail$r


module nscc_cc_ip$engine$dp$b_7(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] r$d;
    wire  [23:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$b_7$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$b_7


module nscc_cc_ip$engine$dp$b_7$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$b_7$r


module nscc_cc_ip$engine$dp$base_7(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$base_7$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$base_7$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$base_7


module nscc_cc_ip$engine$dp$base_7$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$base_7$head


module nscc_cc_ip$engine$dp$base_7$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$base_7$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$base_7$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$base_7$tail


module nscc_cc_ip$engine$dp$base_7$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$base_7$tail$head


module nscc_cc_ip$engine$dp$base_7$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$base_7$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$base_7$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$base_7$tail$tail


module nscc_cc_ip$engine$dp$base_7$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$base_7$tail$tail$head


module nscc_cc_ip$engine$dp$base_7$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] r$d;
    wire  [23:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$base_7$tail$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$base_7$tail$tail$tail


module nscc_cc_ip$engine$dp$base_7$tail$tail$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$base_7$tail$tail$tail$r


module nscc_cc_ip$engine$dp$bdp_y7(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$bdp_y7


module nscc_cc_ip$engine$dp$c_15(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_15$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_15$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_15


module nscc_cc_ip$engine$dp$c_15$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_15$head


module nscc_cc_ip$engine$dp$c_15$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_15$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_15$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_15$tail


module nscc_cc_ip$engine$dp$c_15$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_15$tail$head


module nscc_cc_ip$engine$dp$c_15$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_15$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_15$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_15$tail$tail


module nscc_cc_ip$engine$dp$c_15$tail$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_15$tail$tail$head


module nscc_cc_ip$engine$dp$c_15$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_15$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_15$tail$tail$tail


module nscc_cc_ip$engine$dp$c_15$tail$tail$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_15$tail$tail$tail$head


module nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] r$d;
    wire  [48:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail$tail$tail$r(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_15$tail$tail$tail$tail$tail$tail$tail$r


module nscc_cc_ip$engine$dp$c_16(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$c_16


module nscc_cc_ip$engine$dp$c_28(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_28$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_28$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_28


module nscc_cc_ip$engine$dp$c_28$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_28$head


module nscc_cc_ip$engine$dp$c_28$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_28$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_28$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_28$tail


module nscc_cc_ip$engine$dp$c_28$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_28$tail$head


module nscc_cc_ip$engine$dp$c_28$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_28$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail


module nscc_cc_ip$engine$dp$c_28$tail$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$head


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$head


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] head$d;
    wire  [48:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [48:0] tail$d;
    wire  [48:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [48:0] d;
    output reg  [48:0] q;
    
    // Stub signals
    reg  [48:0] r$d;
    wire  [48:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$r(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$c_28$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$r


module nscc_cc_ip$engine$dp$commit(clock,ext,prev_cwnd,prev_pre_penalty_cwnd,prev_penalty_active,load,cfg_init_cwnd,cfg_mtu,valid,kind,rc,pend,penalty,bytes,action,qa,qa_cwnd,fast_inc,md_cut,fulfill,eta,maxwnd,quot,cwnd,pre_penalty_cwnd,penalty_active);
    
    // Module arguments
    input wire  clock;
    input wire  ext;
    input wire  [23:0] prev_cwnd;
    input wire  [23:0] prev_pre_penalty_cwnd;
    input wire  prev_penalty_active;
    input wire  load;
    input wire  [23:0] cfg_init_cwnd;
    input wire  [23:0] cfg_mtu;
    input wire  valid;
    input wire  [1:0] kind;
    input wire  rc;
    input wire  [6:0] pend;
    input wire  [23:0] penalty;
    input wire  [23:0] bytes;
    input wire  [3:0] action;
    input wire  qa;
    input wire  [23:0] qa_cwnd;
    input wire  [23:0] fast_inc;
    input wire  [23:0] md_cut;
    input wire  fulfill;
    input wire  [15:0] eta;
    input wire  [23:0] maxwnd;
    input wire  [47:0] quot;
    output reg  [23:0] cwnd;
    output reg  [23:0] pre_penalty_cwnd;
    output reg  penalty_active;
    
    // Stub signals
    reg  z_touch$d;
    wire  z_touch$q;
    reg  z_touch$clock;
    reg  z_ack$d;
    wire  z_ack$q;
    reg  z_ack$clock;
    reg  z_rc$d;
    wire  z_rc$q;
    reg  z_rc$clock;
    reg  z_pend$d;
    wire  z_pend$q;
    reg  z_pend$clock;
    reg  z_qa$d;
    wire  z_qa$q;
    reg  z_qa$clock;
    reg  z_f$d;
    wire  z_f$q;
    reg  z_f$clock;
    reg  [23:0] z_qa_lo$d;
    wire  [23:0] z_qa_lo$q;
    reg  z_qa_lo$clock;
    reg  [23:0] z_maxwnd$d;
    wire  [23:0] z_maxwnd$q;
    reg  z_maxwnd$clock;
    reg  [23:0] z_mtu$d;
    wire  [23:0] z_mtu$q;
    reg  z_mtu$clock;
    reg  [15:0] z_eta$d;
    wire  [15:0] z_eta$q;
    reg  z_eta$clock;
    reg  [25:0] z_decrease$d;
    wire  [25:0] z_decrease$q;
    reg  z_decrease$clock;
    reg  [25:0] z_inc_x$d;
    wire  [25:0] z_inc_x$q;
    reg  z_inc_x$clock;
    reg  [25:0] z_k$d;
    wire  [25:0] z_k$q;
    reg  z_k$clock;
    reg  [25:0] z_wm$d;
    wire  [25:0] z_wm$q;
    reg  z_wm$clock;
    reg  a_touch$d;
    wire  a_touch$q;
    reg  a_touch$clock;
    reg  a_ack$d;
    wire  a_ack$q;
    reg  a_ack$clock;
    reg  a_rc$d;
    wire  a_rc$q;
    reg  a_rc$clock;
    reg  a_pend$d;
    wire  a_pend$q;
    reg  a_pend$clock;
    reg  a_qa$d;
    wire  a_qa$q;
    reg  a_qa$clock;
    reg  [23:0] a_qa_b$d;
    wire  [23:0] a_qa_b$q;
    reg  a_qa_b$clock;
    reg  [23:0] a_maxwnd$d;
    wire  [23:0] a_maxwnd$q;
    reg  a_maxwnd$clock;
    reg  [23:0] a_mtu$d;
    wire  [23:0] a_mtu$q;
    reg  a_mtu$clock;
    reg  [25:0] a_lo$d;
    wire  [25:0] a_lo$q;
    reg  a_lo$clock;
    reg  a_f$d;
    wire  a_f$q;
    reg  a_f$clock;
    reg  [23:0] a_thr$d;
    wire  [23:0] a_thr$q;
    reg  a_thr$clock;
    reg  [23:0] a_alt_x$d;
    wire  [23:0] a_alt_x$q;
    reg  a_alt_x$clock;
    reg  [27:0] a_dp_x$d;
    wire  [27:0] a_dp_x$q;
    reg  a_dp_x$clock;
    reg  [27:0] a_hi_x$d;
    wire  [27:0] a_hi_x$q;
    reg  a_hi_x$clock;
    reg  [25:0] a_c_up$d;
    wire  [25:0] a_c_up$q;
    reg  a_c_up$clock;
    reg  [27:0] a_t_up$d;
    wire  [27:0] a_t_up$q;
    reg  a_t_up$clock;
    reg  [27:0] a_c_dp$d;
    wire  [27:0] a_c_dp$q;
    reg  a_c_dp$clock;
    reg  [27:0] a_c_hi$d;
    wire  [27:0] a_c_hi$q;
    reg  a_c_hi$clock;
    reg  touch_r$d;
    wire  touch_r$q;
    reg  touch_r$clock;
    reg  ack_r$d;
    wire  ack_r$q;
    reg  ack_r$clock;
    reg  rc_r$d;
    wire  rc_r$q;
    reg  rc_r$clock;
    reg  pend_r$d;
    wire  pend_r$q;
    reg  pend_r$clock;
    reg  qa_r$d;
    wire  qa_r$q;
    reg  qa_r$clock;
    reg  [23:0] qa_b_r$d;
    wire  [23:0] qa_b_r$q;
    reg  qa_b_r$clock;
    reg  [23:0] maxwnd_r$d;
    wire  [23:0] maxwnd_r$q;
    reg  maxwnd_r$clock;
    reg  [25:0] lo_r$d;
    wire  [25:0] lo_r$q;
    reg  lo_r$clock;
    reg  [23:0] alt_r$d;
    wire  [23:0] alt_r$q;
    reg  alt_r$clock;
    reg  [27:0] dp_r$d;
    wire  [27:0] dp_r$q;
    reg  dp_r$clock;
    reg  [27:0] hi_r$d;
    wire  [27:0] hi_r$q;
    reg  hi_r$clock;
    reg  [23:0] mtu_r$d;
    wire  [23:0] mtu_r$q;
    reg  mtu_r$clock;
    reg  [23:0] e_base$d;
    wire  [23:0] e_base$q;
    reg  e_base$clock;
    reg  e_gtlo$d;
    wire  e_gtlo$q;
    reg  e_gtlo$clock;
    reg  e_active_mid$d;
    wire  e_active_mid$q;
    reg  e_active_mid$clock;
    reg  [23:0] e_cwnd$d;
    wire  [23:0] e_cwnd$q;
    reg  e_cwnd$clock;
    reg  [23:0] e_pre$d;
    wire  [23:0] e_pre$q;
    reg  e_pre$clock;
    reg  e_act$d;
    wire  e_act$q;
    reg  e_act$clock;
    reg  [23:0] cwnd_r$d;
    wire  [23:0] cwnd_r$q;
    reg  cwnd_r$clock;
    reg  [23:0] pre_r$d;
    wire  [23:0] pre_r$q;
    reg  pre_r$clock;
    reg  active_r$d;
    wire  active_r$q;
    reg  active_r$clock;
    reg  [23:0] pick_mtu$base;
    reg  [25:0] pick_mtu$lo;
    reg  [27:0] pick_mtu$hi;
    reg  [27:0] pick_mtu$dp;
    reg  [23:0] pick_mtu$alt;
    reg  [23:0] pick_mtu$maxwnd;
    wire  [23:0] pick_mtu$next_cwnd;
    reg  [23:0] pick_max$base;
    reg  [25:0] pick_max$lo;
    reg  [27:0] pick_max$hi;
    reg  [27:0] pick_max$dp;
    reg  [23:0] pick_max$alt;
    reg  [23:0] pick_max$maxwnd;
    wire  [23:0] pick_max$next_cwnd;
    reg  [23:0] pick_cwnd$base;
    reg  [25:0] pick_cwnd$lo;
    reg  [27:0] pick_cwnd$hi;
    reg  [27:0] pick_cwnd$dp;
    reg  [23:0] pick_cwnd$alt;
    reg  [23:0] pick_cwnd$maxwnd;
    wire  [23:0] pick_cwnd$next_cwnd;
    reg  [23:0] pick_pre$base;
    reg  [25:0] pick_pre$lo;
    reg  [27:0] pick_pre$hi;
    reg  [27:0] pick_pre$dp;
    reg  [23:0] pick_pre$alt;
    reg  [23:0] pick_pre$maxwnd;
    wire  [23:0] pick_pre$next_cwnd;
    
    // Local signals
    reg  is_ack;
    reg  [25:0] wm;
    reg  [23:0] qa_lo;
    reg  [27:0] hx_s;
    reg  [27:0] hx_c;
    reg  [27:0] hk_s;
    reg  [27:0] hk_c;
    reg  [27:0] m28;
    reg  [27:0] p28;
    reg  [27:0] nx28;
    reg  [27:0] nk28;
    reg  [25:0] decrease;
    reg  [25:0] inc0;
    reg  [25:0] inc_x;
    reg  [25:0] up_x;
    reg  [23:0] alt_x;
    reg  [27:0] dp_x;
    reg  [25:0] k;
    reg  [25:0] c_up;
    reg  [27:0] c_dp;
    reg  [23:0] qa_bounded;
    reg  [23:0] q24;
    reg  sat;
    reg  [25:0] up_add;
    reg  e_restore;
    reg  [23:0] e_pre_bounded;
    reg  e_pre_low;
    reg  e_pre_high;
    reg  e_gt_cwnd;
    reg  e_gt_pre;
    reg  e_gt_mtu;
    reg  e_gt_max;
    reg  [23:0] e_base_b;
    reg  [27:0] e_sum;
    reg  [23:0] e_next;
    reg  restore;
    reg  pre_low;
    reg  pre_high;
    reg  [23:0] pre_bounded;
    reg  [23:0] base;
    reg  active_mid;
    reg  [23:0] from_cwnd;
    reg  [23:0] from_pre;
    reg  [23:0] next_cwnd;
    reg  [23:0] p_cwnd;
    reg  [23:0] p_pre_penalty_cwnd;
    reg  p_penalty_active;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$commit$z_touch z_touch(
        .d(z_touch$d),
        .q(z_touch$q),
        .clock(z_touch$clock)
    );
    nscc_cc_ip$engine$dp$commit$z_ack z_ack(
        .d(z_ack$d),
        .q(z_ack$q),
        .clock(z_ack$clock)
    );
    nscc_cc_ip$engine$dp$commit$z_rc z_rc(
        .d(z_rc$d),
        .q(z_rc$q),
        .clock(z_rc$clock)
    );
    nscc_cc_ip$engine$dp$commit$z_pend z_pend(
        .d(z_pend$d),
        .q(z_pend$q),
        .clock(z_pend$clock)
    );
    nscc_cc_ip$engine$dp$commit$z_qa z_qa(
        .d(z_qa$d),
        .q(z_qa$q),
        .clock(z_qa$clock)
    );
    nscc_cc_ip$engine$dp$commit$z_f z_f(
        .d(z_f$d),
        .q(z_f$q),
        .clock(z_f$clock)
    );
    nscc_cc_ip$engine$dp$commit$z_qa_lo z_qa_lo(
        .d(z_qa_lo$d),
        .q(z_qa_lo$q),
        .clock(z_qa_lo$clock)
    );
    nscc_cc_ip$engine$dp$commit$z_maxwnd z_maxwnd(
        .d(z_maxwnd$d),
        .q(z_maxwnd$q),
        .clock(z_maxwnd$clock)
    );
    nscc_cc_ip$engine$dp$commit$z_mtu z_mtu(
        .d(z_mtu$d),
        .q(z_mtu$q),
        .clock(z_mtu$clock)
    );
    nscc_cc_ip$engine$dp$commit$z_eta z_eta(
        .d(z_eta$d),
        .q(z_eta$q),
        .clock(z_eta$clock)
    );
    nscc_cc_ip$engine$dp$commit$z_decrease z_decrease(
        .d(z_decrease$d),
        .q(z_decrease$q),
        .clock(z_decrease$clock)
    );
    nscc_cc_ip$engine$dp$commit$z_inc_x z_inc_x(
        .d(z_inc_x$d),
        .q(z_inc_x$q),
        .clock(z_inc_x$clock)
    );
    nscc_cc_ip$engine$dp$commit$z_k z_k(
        .d(z_k$d),
        .q(z_k$q),
        .clock(z_k$clock)
    );
    nscc_cc_ip$engine$dp$commit$z_wm z_wm(
        .d(z_wm$d),
        .q(z_wm$q),
        .clock(z_wm$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_touch a_touch(
        .d(a_touch$d),
        .q(a_touch$q),
        .clock(a_touch$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_ack a_ack(
        .d(a_ack$d),
        .q(a_ack$q),
        .clock(a_ack$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_rc a_rc(
        .d(a_rc$d),
        .q(a_rc$q),
        .clock(a_rc$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_pend a_pend(
        .d(a_pend$d),
        .q(a_pend$q),
        .clock(a_pend$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_qa a_qa(
        .d(a_qa$d),
        .q(a_qa$q),
        .clock(a_qa$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_qa_b a_qa_b(
        .d(a_qa_b$d),
        .q(a_qa_b$q),
        .clock(a_qa_b$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_maxwnd a_maxwnd(
        .d(a_maxwnd$d),
        .q(a_maxwnd$q),
        .clock(a_maxwnd$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_mtu a_mtu(
        .d(a_mtu$d),
        .q(a_mtu$q),
        .clock(a_mtu$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_lo a_lo(
        .d(a_lo$d),
        .q(a_lo$q),
        .clock(a_lo$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_f a_f(
        .d(a_f$d),
        .q(a_f$q),
        .clock(a_f$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_thr a_thr(
        .d(a_thr$d),
        .q(a_thr$q),
        .clock(a_thr$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_alt_x a_alt_x(
        .d(a_alt_x$d),
        .q(a_alt_x$q),
        .clock(a_alt_x$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_dp_x a_dp_x(
        .d(a_dp_x$d),
        .q(a_dp_x$q),
        .clock(a_dp_x$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_hi_x a_hi_x(
        .d(a_hi_x$d),
        .q(a_hi_x$q),
        .clock(a_hi_x$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_c_up a_c_up(
        .d(a_c_up$d),
        .q(a_c_up$q),
        .clock(a_c_up$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_t_up a_t_up(
        .d(a_t_up$d),
        .q(a_t_up$q),
        .clock(a_t_up$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_c_dp a_c_dp(
        .d(a_c_dp$d),
        .q(a_c_dp$q),
        .clock(a_c_dp$clock)
    );
    nscc_cc_ip$engine$dp$commit$a_c_hi a_c_hi(
        .d(a_c_hi$d),
        .q(a_c_hi$q),
        .clock(a_c_hi$clock)
    );
    nscc_cc_ip$engine$dp$commit$touch_r touch_r(
        .d(touch_r$d),
        .q(touch_r$q),
        .clock(touch_r$clock)
    );
    nscc_cc_ip$engine$dp$commit$ack_r ack_r(
        .d(ack_r$d),
        .q(ack_r$q),
        .clock(ack_r$clock)
    );
    nscc_cc_ip$engine$dp$commit$rc_r rc_r(
        .d(rc_r$d),
        .q(rc_r$q),
        .clock(rc_r$clock)
    );
    nscc_cc_ip$engine$dp$commit$pend_r pend_r(
        .d(pend_r$d),
        .q(pend_r$q),
        .clock(pend_r$clock)
    );
    nscc_cc_ip$engine$dp$commit$qa_r qa_r(
        .d(qa_r$d),
        .q(qa_r$q),
        .clock(qa_r$clock)
    );
    nscc_cc_ip$engine$dp$commit$qa_b_r qa_b_r(
        .d(qa_b_r$d),
        .q(qa_b_r$q),
        .clock(qa_b_r$clock)
    );
    nscc_cc_ip$engine$dp$commit$maxwnd_r maxwnd_r(
        .d(maxwnd_r$d),
        .q(maxwnd_r$q),
        .clock(maxwnd_r$clock)
    );
    nscc_cc_ip$engine$dp$commit$lo_r lo_r(
        .d(lo_r$d),
        .q(lo_r$q),
        .clock(lo_r$clock)
    );
    nscc_cc_ip$engine$dp$commit$alt_r alt_r(
        .d(alt_r$d),
        .q(alt_r$q),
        .clock(alt_r$clock)
    );
    nscc_cc_ip$engine$dp$commit$dp_r dp_r(
        .d(dp_r$d),
        .q(dp_r$q),
        .clock(dp_r$clock)
    );
    nscc_cc_ip$engine$dp$commit$hi_r hi_r(
        .d(hi_r$d),
        .q(hi_r$q),
        .clock(hi_r$clock)
    );
    nscc_cc_ip$engine$dp$commit$mtu_r mtu_r(
        .d(mtu_r$d),
        .q(mtu_r$q),
        .clock(mtu_r$clock)
    );
    nscc_cc_ip$engine$dp$commit$e_base e_base(
        .d(e_base$d),
        .q(e_base$q),
        .clock(e_base$clock)
    );
    nscc_cc_ip$engine$dp$commit$e_gtlo e_gtlo(
        .d(e_gtlo$d),
        .q(e_gtlo$q),
        .clock(e_gtlo$clock)
    );
    nscc_cc_ip$engine$dp$commit$e_active_mid e_active_mid(
        .d(e_active_mid$d),
        .q(e_active_mid$q),
        .clock(e_active_mid$clock)
    );
    nscc_cc_ip$engine$dp$commit$e_cwnd e_cwnd(
        .d(e_cwnd$d),
        .q(e_cwnd$q),
        .clock(e_cwnd$clock)
    );
    nscc_cc_ip$engine$dp$commit$e_pre e_pre(
        .d(e_pre$d),
        .q(e_pre$q),
        .clock(e_pre$clock)
    );
    nscc_cc_ip$engine$dp$commit$e_act e_act(
        .d(e_act$d),
        .q(e_act$q),
        .clock(e_act$clock)
    );
    nscc_cc_ip$engine$dp$commit$cwnd_r cwnd_r(
        .d(cwnd_r$d),
        .q(cwnd_r$q),
        .clock(cwnd_r$clock)
    );
    nscc_cc_ip$engine$dp$commit$pre_r pre_r(
        .d(pre_r$d),
        .q(pre_r$q),
        .clock(pre_r$clock)
    );
    nscc_cc_ip$engine$dp$commit$active_r active_r(
        .d(active_r$d),
        .q(active_r$q),
        .clock(active_r$clock)
    );
    nscc_cc_ip$engine$dp$commit$pick_mtu pick_mtu(
        .base(pick_mtu$base),
        .lo(pick_mtu$lo),
        .hi(pick_mtu$hi),
        .dp(pick_mtu$dp),
        .alt(pick_mtu$alt),
        .maxwnd(pick_mtu$maxwnd),
        .next_cwnd(pick_mtu$next_cwnd)
    );
    nscc_cc_ip$engine$dp$commit$pick_max pick_max(
        .base(pick_max$base),
        .lo(pick_max$lo),
        .hi(pick_max$hi),
        .dp(pick_max$dp),
        .alt(pick_max$alt),
        .maxwnd(pick_max$maxwnd),
        .next_cwnd(pick_max$next_cwnd)
    );
    nscc_cc_ip$engine$dp$commit$pick_cwnd pick_cwnd(
        .base(pick_cwnd$base),
        .lo(pick_cwnd$lo),
        .hi(pick_cwnd$hi),
        .dp(pick_cwnd$dp),
        .alt(pick_cwnd$alt),
        .maxwnd(pick_cwnd$maxwnd),
        .next_cwnd(pick_cwnd$next_cwnd)
    );
    nscc_cc_ip$engine$dp$commit$pick_pre pick_pre(
        .base(pick_pre$base),
        .lo(pick_pre$lo),
        .hi(pick_pre$hi),
        .dp(pick_pre$dp),
        .alt(pick_pre$alt),
        .maxwnd(pick_pre$maxwnd),
        .next_cwnd(pick_pre$next_cwnd)
    );
    
    // Update code
    always @(*) begin
        z_touch$clock = clock;
        z_ack$clock = clock;
        z_rc$clock = clock;
        z_pend$clock = clock;
        z_qa$clock = clock;
        z_f$clock = clock;
        z_qa_lo$clock = clock;
        z_maxwnd$clock = clock;
        z_mtu$clock = clock;
        z_eta$clock = clock;
        z_decrease$clock = clock;
        z_inc_x$clock = clock;
        z_k$clock = clock;
        z_wm$clock = clock;
        a_touch$clock = clock;
        a_ack$clock = clock;
        a_rc$clock = clock;
        a_pend$clock = clock;
        a_qa$clock = clock;
        a_qa_b$clock = clock;
        a_maxwnd$clock = clock;
        a_mtu$clock = clock;
        a_lo$clock = clock;
        a_f$clock = clock;
        a_thr$clock = clock;
        a_alt_x$clock = clock;
        a_dp_x$clock = clock;
        a_hi_x$clock = clock;
        a_c_up$clock = clock;
        a_t_up$clock = clock;
        a_c_dp$clock = clock;
        a_c_hi$clock = clock;
        touch_r$clock = clock;
        ack_r$clock = clock;
        rc_r$clock = clock;
        pend_r$clock = clock;
        qa_r$clock = clock;
        qa_b_r$clock = clock;
        maxwnd_r$clock = clock;
        lo_r$clock = clock;
        alt_r$clock = clock;
        dp_r$clock = clock;
        hi_r$clock = clock;
        mtu_r$clock = clock;
        cwnd_r$clock = clock;
        pre_r$clock = clock;
        active_r$clock = clock;
        e_base$clock = clock;
        e_gtlo$clock = clock;
        e_active_mid$clock = clock;
        e_cwnd$clock = clock;
        e_pre$clock = clock;
        e_act$clock = clock;
        z_touch$d = z_touch$q;
        z_ack$d = z_ack$q;
        z_rc$d = z_rc$q;
        z_pend$d = z_pend$q;
        z_qa$d = z_qa$q;
        z_f$d = z_f$q;
        z_qa_lo$d = z_qa_lo$q;
        z_maxwnd$d = z_maxwnd$q;
        z_mtu$d = z_mtu$q;
        z_eta$d = z_eta$q;
        z_decrease$d = z_decrease$q;
        z_inc_x$d = z_inc_x$q;
        z_k$d = z_k$q;
        z_wm$d = z_wm$q;
        a_touch$d = a_touch$q;
        a_ack$d = a_ack$q;
        a_rc$d = a_rc$q;
        a_pend$d = a_pend$q;
        a_qa$d = a_qa$q;
        a_qa_b$d = a_qa_b$q;
        a_maxwnd$d = a_maxwnd$q;
        a_mtu$d = a_mtu$q;
        a_lo$d = a_lo$q;
        a_f$d = a_f$q;
        a_thr$d = a_thr$q;
        a_alt_x$d = a_alt_x$q;
        a_dp_x$d = a_dp_x$q;
        a_hi_x$d = a_hi_x$q;
        a_c_up$d = a_c_up$q;
        a_t_up$d = a_t_up$q;
        a_c_dp$d = a_c_dp$q;
        a_c_hi$d = a_c_hi$q;
        touch_r$d = touch_r$q;
        ack_r$d = ack_r$q;
        rc_r$d = rc_r$q;
        pend_r$d = pend_r$q;
        qa_r$d = qa_r$q;
        qa_b_r$d = qa_b_r$q;
        maxwnd_r$d = maxwnd_r$q;
        lo_r$d = lo_r$q;
        alt_r$d = alt_r$q;
        dp_r$d = dp_r$q;
        hi_r$d = hi_r$q;
        mtu_r$d = mtu_r$q;
        cwnd_r$d = cwnd_r$q;
        pre_r$d = pre_r$q;
        active_r$d = active_r$q;
        e_base$d = e_base$q;
        e_gtlo$d = e_gtlo$q;
        e_active_mid$d = e_active_mid$q;
        e_cwnd$d = e_cwnd$q;
        e_pre$d = e_pre$q;
        e_act$d = e_act$q;
        e_cwnd$d = prev_cwnd;
        e_pre$d = prev_pre_penalty_cwnd;
        e_act$d = prev_penalty_active;
        p_cwnd = cwnd_r$q;
        if (ext) begin
            p_cwnd = e_cwnd$q;
        end
        cwnd_r$d = p_cwnd;
        p_pre_penalty_cwnd = pre_r$q;
        if (ext) begin
            p_pre_penalty_cwnd = e_pre$q;
        end
        pre_r$d = p_pre_penalty_cwnd;
        p_penalty_active = active_r$q;
        if (ext) begin
            p_penalty_active = e_act$q;
        end
        active_r$d = p_penalty_active;
        is_ack = valid && (kind == 32'h0);
        decrease = 32'h0;
        inc0 = 32'h0;
        if (is_ack) begin
            decrease = ((penalty) & 26'h3ffffff) + ((md_cut) & 26'h3ffffff);
            inc0 = ((fast_inc) & 26'h3ffffff);
        end
        if ((valid && (kind == 32'h1) && (action == 32'h9)) || (valid && (kind == 32'h3))) begin
            decrease = ((bytes) & 26'h3ffffff);
        end
        inc_x = ((fast_inc) & 26'h3ffffff);
        if (~is_ack) begin
            inc_x = 32'h0;
        end
        if (is_ack && fulfill) begin
            inc_x = ((fast_inc) & 26'h3ffffff) + 32'hffffff;
        end
        k = inc0 + ((eta) & 26'h3ffffff);
        wm = ((maxwnd) & 26'h3ffffff) - ((cfg_mtu) & 26'h3ffffff);
        qa_lo = qa_cwnd;
        if (qa_cwnd < cfg_mtu) begin
            qa_lo = cfg_mtu;
        end
        z_touch$d = valid && (kind != 32'h2);
        z_ack$d = is_ack;
        z_rc$d = is_ack && rc;
        z_pend$d = is_ack && |pend;
        z_qa$d = qa;
        z_f$d = is_ack && fulfill;
        z_qa_lo$d = qa_lo;
        z_maxwnd$d = maxwnd;
        z_mtu$d = cfg_mtu;
        z_eta$d = eta;
        z_decrease$d = decrease;
        z_inc_x$d = inc_x;
        z_k$d = k;
        z_wm$d = wm;
        a_f$d = z_f$q;
        a_thr$d = ((32'hffffff) & 24'hffffff) - ((z_eta$q) & 24'hffffff);
        up_x = ((z_mtu$q) & 26'h3ffffff) + z_inc_x$q;
        alt_x = ((up_x) & 24'hffffff);
        if (z_wm$q[32'h19] || (z_inc_x$q > z_wm$q)) begin
            alt_x = z_maxwnd$q;
        end
        dp_x = ((z_inc_x$q) & 28'hfffffff) - ((z_decrease$q) & 28'hfffffff);
        a_alt_x$d = alt_x;
        a_dp_x$d = dp_x;
        m28 = ((z_maxwnd$q) & 28'hfffffff);
        p28 = ((z_decrease$q) & 28'hfffffff);
        nx28 = ~((z_inc_x$q) & 28'hfffffff);
        nk28 = ~((z_k$q) & 28'hfffffff);
        hx_s = m28 ^ p28 ^ nx28;
        hx_c = (((m28 & p28) | (m28 & nx28) | (p28 & nx28)) << 32'h1) | 32'h1;
        a_hi_x$d = hx_s + hx_c;
        c_up = ((z_mtu$q) & 26'h3ffffff) + z_k$q;
        c_dp = ((z_k$q) & 28'hfffffff) - ((z_decrease$q) & 28'hfffffff);
        a_c_up$d = c_up;
        a_t_up$d = ((z_wm$q) & 28'hfffffff) - ((z_k$q) & 28'hfffffff);
        if (z_wm$q[32'h19]) begin
            a_t_up$d = (((z_wm$q) & 28'hfffffff) | 32'hc000000) - ((z_k$q) & 28'hfffffff);
        end
        a_c_dp$d = c_dp;
        hk_s = m28 ^ p28 ^ nk28;
        hk_c = (((m28 & p28) | (m28 & nk28) | (p28 & nk28)) << 32'h1) | 32'h1;
        a_c_hi$d = hk_s + hk_c;
        qa_bounded = z_qa_lo$q;
        if (z_qa_lo$q > z_maxwnd$q) begin
            qa_bounded = z_maxwnd$q;
        end
        a_touch$d = z_touch$q;
        a_ack$d = z_ack$q;
        a_rc$d = z_rc$q;
        a_pend$d = z_pend$q;
        a_qa$d = z_qa$q;
        a_qa_b$d = qa_bounded;
        a_maxwnd$d = z_maxwnd$q;
        a_lo$d = z_decrease$q + ((z_mtu$q) & 26'h3ffffff);
        a_mtu$d = z_mtu$q;
        q24 = quot[(32'h0)+:(24)];
        sat = |quot[(32'h18)+:(24)] || (q24 >= a_thr$q);
        touch_r$d = a_touch$q;
        ack_r$d = a_ack$q;
        rc_r$d = a_rc$q;
        pend_r$d = a_pend$q;
        qa_r$d = a_qa$q;
        qa_b_r$d = a_qa_b$q;
        maxwnd_r$d = a_maxwnd$q;
        lo_r$d = a_lo$q;
        mtu_r$d = a_mtu$q;
        alt_r$d = a_alt_x$q;
        dp_r$d = a_dp_x$q;
        hi_r$d = a_hi_x$q;
        up_add = ((q24) & 26'h3ffffff) + a_c_up$q;
        if (a_f$q && ~sat) begin
            alt_r$d = ((up_add) & 24'hffffff);
            if (a_t_up$q[32'h1b] || (q24 > a_t_up$q[(32'h0)+:(24)])) begin
                alt_r$d = a_maxwnd$q;
            end
            dp_r$d = ((q24) & 28'hfffffff) + a_c_dp$q;
            hi_r$d = a_c_hi$q - ((q24) & 28'hfffffff);
        end
        e_restore = a_rc$q && prev_penalty_active;
        e_pre_low = prev_pre_penalty_cwnd < a_mtu$q;
        e_pre_high = prev_pre_penalty_cwnd > a_maxwnd$q;
        e_gt_cwnd = ((prev_cwnd) & 26'h3ffffff) > a_lo$q;
        e_gt_pre = ((prev_pre_penalty_cwnd) & 26'h3ffffff) > a_lo$q;
        e_gt_mtu = ((a_mtu$q) & 26'h3ffffff) > a_lo$q;
        e_gt_max = ((a_maxwnd$q) & 26'h3ffffff) > a_lo$q;
        e_pre_bounded = prev_pre_penalty_cwnd;
        e_gtlo$d = e_gt_pre;
        if (e_pre_low) begin
            e_pre_bounded = a_mtu$q;
            e_gtlo$d = e_gt_mtu;
        end
        if (e_pre_high) begin
            e_pre_bounded = a_maxwnd$q;
            e_gtlo$d = e_gt_max;
        end
        e_base_b = prev_cwnd;
        e_active_mid$d = prev_penalty_active;
        if (e_restore) begin
            e_base_b = e_pre_bounded;
            e_active_mid$d = 1'b0;
        end
        else begin
            e_gtlo$d = e_gt_cwnd;
        end
        e_base$d = e_base_b;
        e_sum = ((e_base$q) & 28'hfffffff) + dp_r$q;
        e_next = alt_r$q;
        if (e_gtlo$q) begin
            e_next = ((e_sum) & 24'hffffff);
            if (hi_r$q[32'h1b] || (((e_base$q) & 28'hfffffff) > hi_r$q)) begin
                e_next = maxwnd_r$q;
            end
        end
        pick_mtu$base = mtu_r$q;
        pick_mtu$lo = lo_r$q;
        pick_mtu$hi = hi_r$q;
        pick_mtu$dp = dp_r$q;
        pick_mtu$alt = alt_r$q;
        pick_mtu$maxwnd = maxwnd_r$q;
        pick_max$base = maxwnd_r$q;
        pick_max$lo = lo_r$q;
        pick_max$hi = hi_r$q;
        pick_max$dp = dp_r$q;
        pick_max$alt = alt_r$q;
        pick_max$maxwnd = maxwnd_r$q;
        pick_cwnd$base = p_cwnd;
        pick_cwnd$lo = lo_r$q;
        pick_cwnd$hi = hi_r$q;
        pick_cwnd$dp = dp_r$q;
        pick_cwnd$alt = alt_r$q;
        pick_cwnd$maxwnd = maxwnd_r$q;
        pick_pre$base = p_pre_penalty_cwnd;
        pick_pre$lo = lo_r$q;
        pick_pre$hi = hi_r$q;
        pick_pre$dp = dp_r$q;
        pick_pre$alt = alt_r$q;
        pick_pre$maxwnd = maxwnd_r$q;
        from_cwnd = pick_cwnd$next_cwnd;
        restore = rc_r$q && p_penalty_active;
        pre_low = p_pre_penalty_cwnd < mtu_r$q;
        pre_high = p_pre_penalty_cwnd > maxwnd_r$q;
        pre_bounded = p_pre_penalty_cwnd;
        from_pre = pick_pre$next_cwnd;
        if (pre_low) begin
            pre_bounded = mtu_r$q;
            from_pre = pick_mtu$next_cwnd;
        end
        if (pre_high) begin
            pre_bounded = maxwnd_r$q;
            from_pre = pick_max$next_cwnd;
        end
        base = p_cwnd;
        active_mid = p_penalty_active;
        next_cwnd = from_cwnd;
        if (restore) begin
            base = pre_bounded;
            active_mid = 1'b0;
            next_cwnd = from_pre;
        end
        if (ext) begin
            base = e_base$q;
            active_mid = e_active_mid$q;
            next_cwnd = e_next;
        end
        if (qa_r$q) begin
            next_cwnd = qa_b_r$q;
        end
        if (touch_r$q) begin
            cwnd_r$d = next_cwnd;
        end
        if (ack_r$q) begin
            active_r$d = active_mid;
            if (pend_r$q) begin
                active_r$d = 1'b1;
                if (~active_mid) begin
                    pre_r$d = base;
                end
            end
        end
        if (load) begin
            cwnd_r$d = cfg_init_cwnd;
            pre_r$d = 32'h0;
            active_r$d = 1'b0;
        end
        cwnd = cwnd_r$q;
        pre_penalty_cwnd = pre_r$q;
        penalty_active = active_r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$commit


module nscc_cc_ip$engine$dp$commit$a_ack(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$a_ack


module nscc_cc_ip$engine$dp$commit$a_alt_x(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$a_alt_x


module nscc_cc_ip$engine$dp$commit$a_c_dp(d,q,clock);
    
    // Module arguments
    input wire  [27:0] d;
    output reg  [27:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 28'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$commit$a_c_dp


module nscc_cc_ip$engine$dp$commit$a_c_hi(d,q,clock);
    
    // Module arguments
    input wire  [27:0] d;
    output reg  [27:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 28'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$commit$a_c_hi


module nscc_cc_ip$engine$dp$commit$a_c_up(d,q,clock);
    
    // Module arguments
    input wire  [25:0] d;
    output reg  [25:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 26'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$commit$a_c_up


module nscc_cc_ip$engine$dp$commit$a_dp_x(d,q,clock);
    
    // Module arguments
    input wire  [27:0] d;
    output reg  [27:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 28'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$commit$a_dp_x


module nscc_cc_ip$engine$dp$commit$a_f(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$a_f


module nscc_cc_ip$engine$dp$commit$a_hi_x(d,q,clock);
    
    // Module arguments
    input wire  [27:0] d;
    output reg  [27:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 28'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$commit$a_hi_x


module nscc_cc_ip$engine$dp$commit$a_lo(d,q,clock);
    
    // Module arguments
    input wire  [25:0] d;
    output reg  [25:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 26'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$commit$a_lo


module nscc_cc_ip$engine$dp$commit$a_maxwnd(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$a_maxwnd


module nscc_cc_ip$engine$dp$commit$a_mtu(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$a_mtu


module nscc_cc_ip$engine$dp$commit$a_pend(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$a_pend


module nscc_cc_ip$engine$dp$commit$a_qa(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$a_qa


module nscc_cc_ip$engine$dp$commit$a_qa_b(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$a_qa_b


module nscc_cc_ip$engine$dp$commit$a_rc(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$a_rc


module nscc_cc_ip$engine$dp$commit$a_t_up(d,q,clock);
    
    // Module arguments
    input wire  [27:0] d;
    output reg  [27:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 28'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$commit$a_t_up


module nscc_cc_ip$engine$dp$commit$a_thr(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$a_thr


module nscc_cc_ip$engine$dp$commit$a_touch(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$a_touch


module nscc_cc_ip$engine$dp$commit$ack_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$ack_r


module nscc_cc_ip$engine$dp$commit$active_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$active_r


module nscc_cc_ip$engine$dp$commit$alt_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$alt_r


module nscc_cc_ip$engine$dp$commit$cwnd_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$cwnd_r


module nscc_cc_ip$engine$dp$commit$dp_r(d,q,clock);
    
    // Module arguments
    input wire  [27:0] d;
    output reg  [27:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 28'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$commit$dp_r


module nscc_cc_ip$engine$dp$commit$e_act(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$e_act


module nscc_cc_ip$engine$dp$commit$e_active_mid(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$e_active_mid


module nscc_cc_ip$engine$dp$commit$e_base(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$e_base


module nscc_cc_ip$engine$dp$commit$e_cwnd(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$e_cwnd


module nscc_cc_ip$engine$dp$commit$e_gtlo(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$e_gtlo


module nscc_cc_ip$engine$dp$commit$e_pre(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$e_pre


module nscc_cc_ip$engine$dp$commit$hi_r(d,q,clock);
    
    // Module arguments
    input wire  [27:0] d;
    output reg  [27:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 28'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$commit$hi_r


module nscc_cc_ip$engine$dp$commit$lo_r(d,q,clock);
    
    // Module arguments
    input wire  [25:0] d;
    output reg  [25:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 26'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$commit$lo_r


module nscc_cc_ip$engine$dp$commit$maxwnd_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$maxwnd_r


module nscc_cc_ip$engine$dp$commit$mtu_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$mtu_r


module nscc_cc_ip$engine$dp$commit$pend_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$pend_r


module nscc_cc_ip$engine$dp$commit$pick_cwnd(base,lo,hi,dp,alt,maxwnd,next_cwnd);
    
    // Module arguments
    input wire  [23:0] base;
    input wire  [25:0] lo;
    input wire  [27:0] hi;
    input wire  [27:0] dp;
    input wire  [23:0] alt;
    input wire  [23:0] maxwnd;
    output reg  [23:0] next_cwnd;
    
    // Local signals
    reg  [27:0] sum;
    
    // Update code
    always @(*) begin
        sum = ((base) & 28'hfffffff) + dp;
        next_cwnd = alt;
        if (((base) & 26'h3ffffff) > lo) begin
            next_cwnd = ((sum) & 24'hffffff);
            if (hi[32'h1b] || (((base) & 28'hfffffff) > hi)) begin
                next_cwnd = maxwnd;
            end
        end
    end
    
endmodule // nscc_cc_ip$engine$dp$commit$pick_cwnd


module nscc_cc_ip$engine$dp$commit$pick_max(base,lo,hi,dp,alt,maxwnd,next_cwnd);
    
    // Module arguments
    input wire  [23:0] base;
    input wire  [25:0] lo;
    input wire  [27:0] hi;
    input wire  [27:0] dp;
    input wire  [23:0] alt;
    input wire  [23:0] maxwnd;
    output reg  [23:0] next_cwnd;
    
    // Local signals
    reg  [27:0] sum;
    
    // Update code
    always @(*) begin
        sum = ((base) & 28'hfffffff) + dp;
        next_cwnd = alt;
        if (((base) & 26'h3ffffff) > lo) begin
            next_cwnd = ((sum) & 24'hffffff);
            if (hi[32'h1b] || (((base) & 28'hfffffff) > hi)) begin
                next_cwnd = maxwnd;
            end
        end
    end
    
endmodule // nscc_cc_ip$engine$dp$commit$pick_max


module nscc_cc_ip$engine$dp$commit$pick_mtu(base,lo,hi,dp,alt,maxwnd,next_cwnd);
    
    // Module arguments
    input wire  [23:0] base;
    input wire  [25:0] lo;
    input wire  [27:0] hi;
    input wire  [27:0] dp;
    input wire  [23:0] alt;
    input wire  [23:0] maxwnd;
    output reg  [23:0] next_cwnd;
    
    // Local signals
    reg  [27:0] sum;
    
    // Update code
    always @(*) begin
        sum = ((base) & 28'hfffffff) + dp;
        next_cwnd = alt;
        if (((base) & 26'h3ffffff) > lo) begin
            next_cwnd = ((sum) & 24'hffffff);
            if (hi[32'h1b] || (((base) & 28'hfffffff) > hi)) begin
                next_cwnd = maxwnd;
            end
        end
    end
    
endmodule // nscc_cc_ip$engine$dp$commit$pick_mtu


module nscc_cc_ip$engine$dp$commit$pick_pre(base,lo,hi,dp,alt,maxwnd,next_cwnd);
    
    // Module arguments
    input wire  [23:0] base;
    input wire  [25:0] lo;
    input wire  [27:0] hi;
    input wire  [27:0] dp;
    input wire  [23:0] alt;
    input wire  [23:0] maxwnd;
    output reg  [23:0] next_cwnd;
    
    // Local signals
    reg  [27:0] sum;
    
    // Update code
    always @(*) begin
        sum = ((base) & 28'hfffffff) + dp;
        next_cwnd = alt;
        if (((base) & 26'h3ffffff) > lo) begin
            next_cwnd = ((sum) & 24'hffffff);
            if (hi[32'h1b] || (((base) & 28'hfffffff) > hi)) begin
                next_cwnd = maxwnd;
            end
        end
    end
    
endmodule // nscc_cc_ip$engine$dp$commit$pick_pre


module nscc_cc_ip$engine$dp$commit$pre_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$pre_r


module nscc_cc_ip$engine$dp$commit$qa_b_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$qa_b_r


module nscc_cc_ip$engine$dp$commit$qa_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$qa_r


module nscc_cc_ip$engine$dp$commit$rc_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$rc_r


module nscc_cc_ip$engine$dp$commit$touch_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$touch_r


module nscc_cc_ip$engine$dp$commit$z_ack(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$z_ack


module nscc_cc_ip$engine$dp$commit$z_decrease(d,q,clock);
    
    // Module arguments
    input wire  [25:0] d;
    output reg  [25:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 26'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$commit$z_decrease


module nscc_cc_ip$engine$dp$commit$z_eta(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$z_eta


module nscc_cc_ip$engine$dp$commit$z_f(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$z_f


module nscc_cc_ip$engine$dp$commit$z_inc_x(d,q,clock);
    
    // Module arguments
    input wire  [25:0] d;
    output reg  [25:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 26'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$commit$z_inc_x


module nscc_cc_ip$engine$dp$commit$z_k(d,q,clock);
    
    // Module arguments
    input wire  [25:0] d;
    output reg  [25:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 26'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$commit$z_k


module nscc_cc_ip$engine$dp$commit$z_maxwnd(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$z_maxwnd


module nscc_cc_ip$engine$dp$commit$z_mtu(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$z_mtu


module nscc_cc_ip$engine$dp$commit$z_pend(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$z_pend


module nscc_cc_ip$engine$dp$commit$z_qa(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$z_qa


module nscc_cc_ip$engine$dp$commit$z_qa_lo(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$z_qa_lo


module nscc_cc_ip$engine$dp$commit$z_rc(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$z_rc


module nscc_cc_ip$engine$dp$commit$z_touch(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$commit$z_touch


module nscc_cc_ip$engine$dp$commit$z_wm(d,q,clock);
    
    // Module arguments
    input wire  [25:0] d;
    output reg  [25:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 26'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$commit$z_wm


module nscc_cc_ip$engine$dp$credit_12(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$credit_12


module nscc_cc_ip$engine$dp$delay_7(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$delay_7$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$delay_7$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$delay_7


module nscc_cc_ip$engine$dp$delay_7$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$delay_7$head


module nscc_cc_ip$engine$dp$delay_7$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$delay_7$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$delay_7$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$delay_7$tail


module nscc_cc_ip$engine$dp$delay_7$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$delay_7$tail$head


module nscc_cc_ip$engine$dp$delay_7$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$delay_7$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$delay_7$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$delay_7$tail$tail


module nscc_cc_ip$engine$dp$delay_7$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$delay_7$tail$tail$head


module nscc_cc_ip$engine$dp$delay_7$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] r$d;
    wire  [23:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$delay_7$tail$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$delay_7$tail$tail$tail


module nscc_cc_ip$engine$dp$delay_7$tail$tail$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$delay_7$tail$tail$tail$r


module nscc_cc_ip$engine$dp$div_fulfill(clock,in_valid,num,den,frac,out_valid,quot);
    
    // Module arguments
    input wire  clock;
    input wire  in_valid;
    input wire  [47:0] num;
    input wire  [31:0] den;
    input wire  [4:0] frac;
    output reg  out_valid;
    output reg  [47:0] quot;
    
    // Stub signals
    reg  v1$d;
    wire  v1$q;
    reg  v1$clock;
    reg  [47:0] num1$d;
    wire  [47:0] num1$q;
    reg  num1$clock;
    reg  [31:0] den1$d;
    wire  [31:0] den1$q;
    reg  den1$clock;
    reg  [4:0] frac1$d;
    wire  [4:0] frac1$q;
    reg  frac1$clock;
    reg  [36:0] num_lead$x;
    wire  [36:0] num_lead$one_hot;
    reg  [31:0] den_lead$x;
    wire  [31:0] den_lead$one_hot;
    reg  v2$d;
    wire  v2$q;
    reg  v2$clock;
    reg  [47:0] num2$d;
    wire  [47:0] num2$q;
    reg  num2$clock;
    reg  [31:0] den2$d;
    wire  [31:0] den2$q;
    reg  den2$clock;
    reg  [4:0] frac2$d;
    wire  [4:0] frac2$q;
    reg  frac2$clock;
    reg  [36:0] noh2$d;
    wire  [36:0] noh2$q;
    reg  noh2$clock;
    reg  [31:0] doh2$d;
    wire  [31:0] doh2$q;
    reg  doh2$clock;
    reg  dz2$d;
    wire  dz2$q;
    reg  dz2$clock;
    reg  nz2$d;
    wire  nz2$q;
    reg  nz2$clock;
    reg  [9:0] rom$address;
    reg  rom$clock;
    wire  [11:0] rom$data;
    reg  v3$d;
    wire  v3$q;
    reg  v3$clock;
    reg  [11:0] m3$d;
    wire  [11:0] m3$q;
    reg  m3$clock;
    reg  [5:0] e3$d;
    wire  [5:0] e3$q;
    reg  e3$clock;
    reg  [4:0] lz3$d;
    wire  [4:0] lz3$q;
    reg  lz3$clock;
    reg  [4:0] frac3$d;
    wire  [4:0] frac3$q;
    reg  frac3$clock;
    reg  dz3$d;
    wire  dz3$q;
    reg  dz3$clock;
    reg  nz3$d;
    wire  nz3$q;
    reg  nz3$clock;
    reg  v4$d;
    wire  v4$q;
    reg  v4$clock;
    reg  [11:0] r4$d;
    wire  [11:0] r4$q;
    reg  r4$clock;
    reg  [11:0] m4$d;
    wire  [11:0] m4$q;
    reg  m4$clock;
    reg  [13:0] three_m4$d;
    wire  [13:0] three_m4$q;
    reg  three_m4$clock;
    reg  [11:0] digit$0$m;
    reg  [13:0] digit$0$three_m;
    reg  [1:0] digit$0$d;
    wire  [13:0] digit$0$y;
    reg  [11:0] digit$1$m;
    reg  [13:0] digit$1$three_m;
    reg  [1:0] digit$1$d;
    wire  [13:0] digit$1$y;
    reg  [11:0] digit$2$m;
    reg  [13:0] digit$2$three_m;
    reg  [1:0] digit$2$d;
    wire  [13:0] digit$2$y;
    reg  [11:0] digit$3$m;
    reg  [13:0] digit$3$three_m;
    reg  [1:0] digit$3$d;
    wire  [13:0] digit$3$y;
    reg  [11:0] digit$4$m;
    reg  [13:0] digit$4$three_m;
    reg  [1:0] digit$4$d;
    wire  [13:0] digit$4$y;
    reg  [11:0] digit$5$m;
    reg  [13:0] digit$5$three_m;
    reg  [1:0] digit$5$d;
    wire  [13:0] digit$5$y;
    reg  [6:0] w4$d;
    wire  [6:0] w4$q;
    reg  w4$clock;
    reg  dz4$d;
    wire  dz4$q;
    reg  dz4$clock;
    reg  nz4$d;
    wire  nz4$q;
    reg  nz4$clock;
    reg  v5$d;
    wire  v5$q;
    reg  v5$clock;
    reg  [15:0] pp0$d;
    wire  [15:0] pp0$q;
    reg  pp0$clock;
    reg  [15:0] pp1$d;
    wire  [15:0] pp1$q;
    reg  pp1$clock;
    reg  [15:0] pp2$d;
    wire  [15:0] pp2$q;
    reg  pp2$clock;
    reg  [6:0] u5$d;
    wire  [6:0] u5$q;
    reg  u5$clock;
    reg  sat5$d;
    wire  sat5$q;
    reg  sat5$clock;
    reg  v6$d;
    wire  v6$q;
    reg  v6$clock;
    reg  [23:0] p6$d;
    wire  [23:0] p6$q;
    reg  p6$clock;
    reg  [6:0] u6$d;
    wire  [6:0] u6$q;
    reg  u6$clock;
    reg  sat6$d;
    wire  sat6$q;
    reg  sat6$clock;
    reg  v7$d;
    wire  v7$q;
    reg  v7$clock;
    reg  [71:0] z7$d;
    wire  [71:0] z7$q;
    reg  z7$clock;
    reg  [2:0] f7$d;
    wire  [2:0] f7$q;
    reg  f7$clock;
    reg  sat7$d;
    wire  sat7$q;
    reg  sat7$clock;
    reg  v8$d;
    wire  v8$q;
    reg  v8$clock;
    reg  [47:0] q8$d;
    wire  [47:0] q8$q;
    reg  q8$clock;
    
    // Local signals
    reg  [11:0] m;
    reg  [40:0] dx;
    reg  [9:0] idx;
    reg  [5:0] e;
    reg  [4:0] lz;
    reg  [71:0] y;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$div_fulfill$v1 v1(
        .d(v1$d),
        .q(v1$q),
        .clock(v1$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$num1 num1(
        .d(num1$d),
        .q(num1$q),
        .clock(num1$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$den1 den1(
        .d(den1$d),
        .q(den1$q),
        .clock(den1$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$frac1 frac1(
        .d(frac1$d),
        .q(frac1$q),
        .clock(frac1$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$num_lead num_lead(
        .x(num_lead$x),
        .one_hot(num_lead$one_hot)
    );
    nscc_cc_ip$engine$dp$div_fulfill$den_lead den_lead(
        .x(den_lead$x),
        .one_hot(den_lead$one_hot)
    );
    nscc_cc_ip$engine$dp$div_fulfill$v2 v2(
        .d(v2$d),
        .q(v2$q),
        .clock(v2$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$num2 num2(
        .d(num2$d),
        .q(num2$q),
        .clock(num2$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$den2 den2(
        .d(den2$d),
        .q(den2$q),
        .clock(den2$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$frac2 frac2(
        .d(frac2$d),
        .q(frac2$q),
        .clock(frac2$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$noh2 noh2(
        .d(noh2$d),
        .q(noh2$q),
        .clock(noh2$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$doh2 doh2(
        .d(doh2$d),
        .q(doh2$q),
        .clock(doh2$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$dz2 dz2(
        .d(dz2$d),
        .q(dz2$q),
        .clock(dz2$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$nz2 nz2(
        .d(nz2$d),
        .q(nz2$q),
        .clock(nz2$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$rom rom(
        .address(rom$address),
        .clock(rom$clock),
        .data(rom$data)
    );
    nscc_cc_ip$engine$dp$div_fulfill$v3 v3(
        .d(v3$d),
        .q(v3$q),
        .clock(v3$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$m3 m3(
        .d(m3$d),
        .q(m3$q),
        .clock(m3$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$e3 e3(
        .d(e3$d),
        .q(e3$q),
        .clock(e3$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$lz3 lz3(
        .d(lz3$d),
        .q(lz3$q),
        .clock(lz3$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$frac3 frac3(
        .d(frac3$d),
        .q(frac3$q),
        .clock(frac3$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$dz3 dz3(
        .d(dz3$d),
        .q(dz3$q),
        .clock(dz3$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$nz3 nz3(
        .d(nz3$d),
        .q(nz3$q),
        .clock(nz3$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$v4 v4(
        .d(v4$d),
        .q(v4$q),
        .clock(v4$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$r4 r4(
        .d(r4$d),
        .q(r4$q),
        .clock(r4$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$m4 m4(
        .d(m4$d),
        .q(m4$q),
        .clock(m4$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$three_m4 three_m4(
        .d(three_m4$d),
        .q(three_m4$q),
        .clock(three_m4$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$digit$0 digit$0(
        .m(digit$0$m),
        .three_m(digit$0$three_m),
        .d(digit$0$d),
        .y(digit$0$y)
    );
    nscc_cc_ip$engine$dp$div_fulfill$digit$1 digit$1(
        .m(digit$1$m),
        .three_m(digit$1$three_m),
        .d(digit$1$d),
        .y(digit$1$y)
    );
    nscc_cc_ip$engine$dp$div_fulfill$digit$2 digit$2(
        .m(digit$2$m),
        .three_m(digit$2$three_m),
        .d(digit$2$d),
        .y(digit$2$y)
    );
    nscc_cc_ip$engine$dp$div_fulfill$digit$3 digit$3(
        .m(digit$3$m),
        .three_m(digit$3$three_m),
        .d(digit$3$d),
        .y(digit$3$y)
    );
    nscc_cc_ip$engine$dp$div_fulfill$digit$4 digit$4(
        .m(digit$4$m),
        .three_m(digit$4$three_m),
        .d(digit$4$d),
        .y(digit$4$y)
    );
    nscc_cc_ip$engine$dp$div_fulfill$digit$5 digit$5(
        .m(digit$5$m),
        .three_m(digit$5$three_m),
        .d(digit$5$d),
        .y(digit$5$y)
    );
    nscc_cc_ip$engine$dp$div_fulfill$w4 w4(
        .d(w4$d),
        .q(w4$q),
        .clock(w4$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$dz4 dz4(
        .d(dz4$d),
        .q(dz4$q),
        .clock(dz4$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$nz4 nz4(
        .d(nz4$d),
        .q(nz4$q),
        .clock(nz4$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$v5 v5(
        .d(v5$d),
        .q(v5$q),
        .clock(v5$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$pp0 pp0(
        .d(pp0$d),
        .q(pp0$q),
        .clock(pp0$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$pp1 pp1(
        .d(pp1$d),
        .q(pp1$q),
        .clock(pp1$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$pp2 pp2(
        .d(pp2$d),
        .q(pp2$q),
        .clock(pp2$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$u5 u5(
        .d(u5$d),
        .q(u5$q),
        .clock(u5$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$sat5 sat5(
        .d(sat5$d),
        .q(sat5$q),
        .clock(sat5$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$v6 v6(
        .d(v6$d),
        .q(v6$q),
        .clock(v6$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$p6 p6(
        .d(p6$d),
        .q(p6$q),
        .clock(p6$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$u6 u6(
        .d(u6$d),
        .q(u6$q),
        .clock(u6$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$sat6 sat6(
        .d(sat6$d),
        .q(sat6$q),
        .clock(sat6$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$v7 v7(
        .d(v7$d),
        .q(v7$q),
        .clock(v7$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$z7 z7(
        .d(z7$d),
        .q(z7$q),
        .clock(z7$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$f7 f7(
        .d(f7$d),
        .q(f7$q),
        .clock(f7$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$sat7 sat7(
        .d(sat7$d),
        .q(sat7$q),
        .clock(sat7$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$v8 v8(
        .d(v8$d),
        .q(v8$q),
        .clock(v8$clock)
    );
    nscc_cc_ip$engine$dp$div_fulfill$q8 q8(
        .d(q8$d),
        .q(q8$q),
        .clock(q8$clock)
    );
    
    // Update code
    always @(*) begin
        v1$clock = clock;
        num1$clock = clock;
        den1$clock = clock;
        frac1$clock = clock;
        v2$clock = clock;
        num2$clock = clock;
        den2$clock = clock;
        frac2$clock = clock;
        noh2$clock = clock;
        doh2$clock = clock;
        dz2$clock = clock;
        nz2$clock = clock;
        v3$clock = clock;
        m3$clock = clock;
        e3$clock = clock;
        lz3$clock = clock;
        frac3$clock = clock;
        dz3$clock = clock;
        nz3$clock = clock;
        v4$clock = clock;
        r4$clock = clock;
        m4$clock = clock;
        three_m4$clock = clock;
        w4$clock = clock;
        dz4$clock = clock;
        nz4$clock = clock;
        v5$clock = clock;
        pp0$clock = clock;
        pp1$clock = clock;
        pp2$clock = clock;
        u5$clock = clock;
        sat5$clock = clock;
        v6$clock = clock;
        p6$clock = clock;
        u6$clock = clock;
        sat6$clock = clock;
        v7$clock = clock;
        z7$clock = clock;
        f7$clock = clock;
        sat7$clock = clock;
        v8$clock = clock;
        q8$clock = clock;
        v1$d = v1$q;
        num1$d = num1$q;
        den1$d = den1$q;
        frac1$d = frac1$q;
        v2$d = v2$q;
        num2$d = num2$q;
        den2$d = den2$q;
        frac2$d = frac2$q;
        noh2$d = noh2$q;
        doh2$d = doh2$q;
        dz2$d = dz2$q;
        nz2$d = nz2$q;
        v3$d = v3$q;
        m3$d = m3$q;
        e3$d = e3$q;
        lz3$d = lz3$q;
        frac3$d = frac3$q;
        dz3$d = dz3$q;
        nz3$d = nz3$q;
        v4$d = v4$q;
        r4$d = r4$q;
        m4$d = m4$q;
        three_m4$d = three_m4$q;
        w4$d = w4$q;
        dz4$d = dz4$q;
        nz4$d = nz4$q;
        v5$d = v5$q;
        pp0$d = pp0$q;
        pp1$d = pp1$q;
        pp2$d = pp2$q;
        u5$d = u5$q;
        sat5$d = sat5$q;
        v6$d = v6$q;
        p6$d = p6$q;
        u6$d = u6$q;
        sat6$d = sat6$q;
        v7$d = v7$q;
        z7$d = z7$q;
        f7$d = f7$q;
        sat7$d = sat7$q;
        v8$d = v8$q;
        q8$d = q8$q;
        rom$clock = clock;
        v1$d = in_valid;
        num1$d = num;
        den1$d = den;
        frac1$d = frac;
        num_lead$x = ((num1$q >> 32'hb) & 37'h1fffffffff) | 32'h1;
        noh2$d = num_lead$one_hot;
        den_lead$x = den1$q;
        doh2$d = den_lead$one_hot;
        dz2$d = ~|den1$q;
        nz2$d = |num1$q;
        v2$d = v1$q;
        num2$d = num1$q;
        den2$d = den1$q;
        frac2$d = frac1$q;
        m = ((((((((((((((32'h0) & 12'hfff) & ~(1 << (32'h0)) | ((|(noh2$q & num2$q[(32'h0)+:(37)])) << (32'h0))) & ~(1 << (32'h1)) | ((|(noh2$q & num2$q[(32'h1)+:(37)])) << (32'h1))) & ~(1 << (32'h2)) | ((|(noh2$q & num2$q[(32'h2)+:(37)])) << (32'h2))) & ~(1 << (32'h3)) | ((|(noh2$q & num2$q[(32'h3)+:(37)])) << (32'h3))) & ~(1 << (32'h4)) | ((|(noh2$q & num2$q[(32'h4)+:(37)])) << (32'h4))) & ~(1 << (32'h5)) | ((|(noh2$q & num2$q[(32'h5)+:(37)])) << (32'h5))) & ~(1 << (32'h6)) | ((|(noh2$q & num2$q[(32'h6)+:(37)])) << (32'h6))) & ~(1 << (32'h7)) | ((|(noh2$q & num2$q[(32'h7)+:(37)])) << (32'h7))) & ~(1 << (32'h8)) | ((|(noh2$q & num2$q[(32'h8)+:(37)])) << (32'h8))) & ~(1 << (32'h9)) | ((|(noh2$q & num2$q[(32'h9)+:(37)])) << (32'h9))) & ~(1 << (32'ha)) | ((|(noh2$q & num2$q[(32'ha)+:(37)])) << (32'ha))) & ~(1 << (32'hb)) | ((|(noh2$q & num2$q[(32'hb)+:(37)])) << (32'hb)));
        dx = ((den2$q) & 41'h1ffffffffff) << 32'ha;
        idx = ((((((((((((32'h0) & 10'h3ff) & ~(1 << (32'h0)) | ((|(doh2$q & dx[(32'h0)+:(32)])) << (32'h0))) & ~(1 << (32'h1)) | ((|(doh2$q & dx[(32'h1)+:(32)])) << (32'h1))) & ~(1 << (32'h2)) | ((|(doh2$q & dx[(32'h2)+:(32)])) << (32'h2))) & ~(1 << (32'h3)) | ((|(doh2$q & dx[(32'h3)+:(32)])) << (32'h3))) & ~(1 << (32'h4)) | ((|(doh2$q & dx[(32'h4)+:(32)])) << (32'h4))) & ~(1 << (32'h5)) | ((|(doh2$q & dx[(32'h5)+:(32)])) << (32'h5))) & ~(1 << (32'h6)) | ((|(doh2$q & dx[(32'h6)+:(32)])) << (32'h6))) & ~(1 << (32'h7)) | ((|(doh2$q & dx[(32'h7)+:(32)])) << (32'h7))) & ~(1 << (32'h8)) | ((|(doh2$q & dx[(32'h8)+:(32)])) << (32'h8))) & ~(1 << (32'h9)) | ((|(doh2$q & dx[(32'h9)+:(32)])) << (32'h9)));
        rom$address = idx;
        e = ((((((((32'h0) & 6'h3f) & ~(1 << (32'h0)) | ((|(noh2$q & 64'haaaaaaaaa)) << (32'h0))) & ~(1 << (32'h1)) | ((|(noh2$q & 64'hccccccccc)) << (32'h1))) & ~(1 << (32'h2)) | ((|(noh2$q & 64'h10f0f0f0f0)) << (32'h2))) & ~(1 << (32'h3)) | ((|(noh2$q & 64'hff00ff00)) << (32'h3))) & ~(1 << (32'h4)) | ((|(noh2$q & 64'hffff0000)) << (32'h4))) & ~(1 << (32'h5)) | ((|(noh2$q & 64'h1f00000000)) << (32'h5)));
        lz = (((((((32'h0) & 5'h1f) & ~(1 << (32'h0)) | ((|(doh2$q & 64'h55555555)) << (32'h0))) & ~(1 << (32'h1)) | ((|(doh2$q & 64'h33333333)) << (32'h1))) & ~(1 << (32'h2)) | ((|(doh2$q & 64'hf0f0f0f)) << (32'h2))) & ~(1 << (32'h3)) | ((|(doh2$q & 64'hff00ff)) << (32'h3))) & ~(1 << (32'h4)) | ((|(doh2$q & 64'hffff)) << (32'h4)));
        v3$d = v2$q;
        m3$d = m;
        e3$d = e;
        lz3$d = lz;
        frac3$d = frac2$q;
        dz3$d = dz2$q;
        nz3$d = nz2$q;
        w4$d = ((frac3$q) & 7'h7f) + ((lz3$q) & 7'h7f) + ((e3$q) & 7'h7f);
        three_m4$d = ((m3$q) & 14'h3fff) + (((m3$q) & 14'h3fff) << 32'h1);
        v4$d = v3$q;
        r4$d = rom$data;
        m4$d = m3$q;
        dz4$d = dz3$q;
        nz4$d = nz3$q;
        v5$d = v4$q;
        digit$0$m = m4$q;
        digit$0$three_m = three_m4$q;
        digit$0$d = r4$q[(32'h2 * 0)+:(2)];
        digit$1$m = m4$q;
        digit$1$three_m = three_m4$q;
        digit$1$d = r4$q[(32'h2 * 1)+:(2)];
        digit$2$m = m4$q;
        digit$2$three_m = three_m4$q;
        digit$2$d = r4$q[(32'h2 * 2)+:(2)];
        digit$3$m = m4$q;
        digit$3$three_m = three_m4$q;
        digit$3$d = r4$q[(32'h2 * 3)+:(2)];
        digit$4$m = m4$q;
        digit$4$three_m = three_m4$q;
        digit$4$d = r4$q[(32'h2 * 4)+:(2)];
        digit$5$m = m4$q;
        digit$5$three_m = three_m4$q;
        digit$5$d = r4$q[(32'h2 * 5)+:(2)];
        pp0$d = ((digit$0$y) & 16'hffff) + (((digit$1$y) & 16'hffff) << 32'h2);
        pp1$d = ((digit$2$y) & 16'hffff) + (((digit$3$y) & 16'hffff) << 32'h2);
        pp2$d = ((digit$4$y) & 16'hffff) + (((digit$5$y) & 16'hffff) << 32'h2);
        u5$d = ((32'h5b) & 7'h7f) - w4$q;
        sat5$d = dz4$q | (nz4$q & (w4$q > 32'h5b));
        v6$d = v5$q;
        p6$d = ((pp0$q) & 24'hffffff) + (((pp1$q) & 24'hffffff) << 32'h4) + (((pp2$q) & 24'hffffff) << 32'h8);
        u6$d = u5$q;
        sat6$d = sat5$q;
        v7$d = v6$q;
        z7$d = (((p6$q) & 72'hffffffffffffffffff) << 32'h30) >> (u6$q & 32'h78);
        f7$d = u6$q[(32'h0)+:(3)];
        sat7$d = sat6$q;
        v8$d = v7$q;
        y = z7$q >> f7$q;
        q8$d = y[(32'h0)+:(48)];
        if (sat7$q | |y[(32'h30)+:(24)]) begin
            q8$d = ((64'hffffffffffff) & 48'hffffffffffff);
        end
        out_valid = v8$q;
        quot = q8$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$div_fulfill


module nscc_cc_ip$engine$dp$div_fulfill$den1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$den1


module nscc_cc_ip$engine$dp$div_fulfill$den2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$den2


module nscc_cc_ip$engine$dp$div_fulfill$den_lead(x,one_hot);
    
    // Module arguments
    input wire  [31:0] x;
    output reg  [31:0] one_hot;
    
    // Local signals
    reg  [31:0] s1;
    reg  [31:0] s2;
    reg  [31:0] s4;
    reg  [31:0] s8;
    reg  [31:0] s16;
    reg  [31:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$div_fulfill$den_lead


module nscc_cc_ip$engine$dp$div_fulfill$digit$0(m,three_m,d,y);
    
    // Module arguments
    input wire  [11:0] m;
    input wire  [13:0] three_m;
    input wire  [1:0] d;
    output reg  [13:0] y;
    
    // Update code
    always @(*) begin
        case (d)
            0:
                begin
                    y = 32'h0;
                end
            1:
                begin
                    y = ((m) & 14'h3fff);
                end
            2:
                begin
                    y = ((m) & 14'h3fff) << 32'h1;
                end
            default:
                begin
                    y = three_m;
                end
        endcase
    end
    
endmodule // nscc_cc_ip$engine$dp$div_fulfill$digit$0


module nscc_cc_ip$engine$dp$div_fulfill$digit$1(m,three_m,d,y);
    
    // Module arguments
    input wire  [11:0] m;
    input wire  [13:0] three_m;
    input wire  [1:0] d;
    output reg  [13:0] y;
    
    // Update code
    always @(*) begin
        case (d)
            0:
                begin
                    y = 32'h0;
                end
            1:
                begin
                    y = ((m) & 14'h3fff);
                end
            2:
                begin
                    y = ((m) & 14'h3fff) << 32'h1;
                end
            default:
                begin
                    y = three_m;
                end
        endcase
    end
    
endmodule // nscc_cc_ip$engine$dp$div_fulfill$digit$1


module nscc_cc_ip$engine$dp$div_fulfill$digit$2(m,three_m,d,y);
    
    // Module arguments
    input wire  [11:0] m;
    input wire  [13:0] three_m;
    input wire  [1:0] d;
    output reg  [13:0] y;
    
    // Update code
    always @(*) begin
        case (d)
            0:
                begin
                    y = 32'h0;
                end
            1:
                begin
                    y = ((m) & 14'h3fff);
                end
            2:
                begin
                    y = ((m) & 14'h3fff) << 32'h1;
                end
            default:
                begin
                    y = three_m;
                end
        endcase
    end
    
endmodule // nscc_cc_ip$engine$dp$div_fulfill$digit$2


module nscc_cc_ip$engine$dp$div_fulfill$digit$3(m,three_m,d,y);
    
    // Module arguments
    input wire  [11:0] m;
    input wire  [13:0] three_m;
    input wire  [1:0] d;
    output reg  [13:0] y;
    
    // Update code
    always @(*) begin
        case (d)
            0:
                begin
                    y = 32'h0;
                end
            1:
                begin
                    y = ((m) & 14'h3fff);
                end
            2:
                begin
                    y = ((m) & 14'h3fff) << 32'h1;
                end
            default:
                begin
                    y = three_m;
                end
        endcase
    end
    
endmodule // nscc_cc_ip$engine$dp$div_fulfill$digit$3


module nscc_cc_ip$engine$dp$div_fulfill$digit$4(m,three_m,d,y);
    
    // Module arguments
    input wire  [11:0] m;
    input wire  [13:0] three_m;
    input wire  [1:0] d;
    output reg  [13:0] y;
    
    // Update code
    always @(*) begin
        case (d)
            0:
                begin
                    y = 32'h0;
                end
            1:
                begin
                    y = ((m) & 14'h3fff);
                end
            2:
                begin
                    y = ((m) & 14'h3fff) << 32'h1;
                end
            default:
                begin
                    y = three_m;
                end
        endcase
    end
    
endmodule // nscc_cc_ip$engine$dp$div_fulfill$digit$4


module nscc_cc_ip$engine$dp$div_fulfill$digit$5(m,three_m,d,y);
    
    // Module arguments
    input wire  [11:0] m;
    input wire  [13:0] three_m;
    input wire  [1:0] d;
    output reg  [13:0] y;
    
    // Update code
    always @(*) begin
        case (d)
            0:
                begin
                    y = 32'h0;
                end
            1:
                begin
                    y = ((m) & 14'h3fff);
                end
            2:
                begin
                    y = ((m) & 14'h3fff) << 32'h1;
                end
            default:
                begin
                    y = three_m;
                end
        endcase
    end
    
endmodule // nscc_cc_ip$engine$dp$div_fulfill$digit$5


module nscc_cc_ip$engine$dp$div_fulfill$doh2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$doh2


module nscc_cc_ip$engine$dp$div_fulfill$dz2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$dz2


module nscc_cc_ip$engine$dp$div_fulfill$dz3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$dz3


module nscc_cc_ip$engine$dp$div_fulfill$dz4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$dz4


module nscc_cc_ip$engine$dp$div_fulfill$e3(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$e3


module nscc_cc_ip$engine$dp$div_fulfill$f7(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$f7


module nscc_cc_ip$engine$dp$div_fulfill$frac1(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$frac1


module nscc_cc_ip$engine$dp$div_fulfill$frac2(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$frac2


module nscc_cc_ip$engine$dp$div_fulfill$frac3(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$frac3


module nscc_cc_ip$engine$dp$div_fulfill$lz3(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$lz3


module nscc_cc_ip$engine$dp$div_fulfill$m3(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$m3


module nscc_cc_ip$engine$dp$div_fulfill$m4(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$m4


module nscc_cc_ip$engine$dp$div_fulfill$noh2(d,q,clock);
    
    // Module arguments
    input wire  [36:0] d;
    output reg  [36:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 37'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$noh2


module nscc_cc_ip$engine$dp$div_fulfill$num1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$num1


module nscc_cc_ip$engine$dp$div_fulfill$num2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$num2


module nscc_cc_ip$engine$dp$div_fulfill$num_lead(x,one_hot);
    
    // Module arguments
    input wire  [36:0] x;
    output reg  [36:0] one_hot;
    
    // Local signals
    reg  [36:0] s1;
    reg  [36:0] s2;
    reg  [36:0] s4;
    reg  [36:0] s8;
    reg  [36:0] s16;
    reg  [36:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$div_fulfill$num_lead


module nscc_cc_ip$engine$dp$div_fulfill$nz2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$nz2


module nscc_cc_ip$engine$dp$div_fulfill$nz3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$nz3


module nscc_cc_ip$engine$dp$div_fulfill$nz4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$nz4


module nscc_cc_ip$engine$dp$div_fulfill$p6(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$p6


module nscc_cc_ip$engine$dp$div_fulfill$pp0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$pp0


module nscc_cc_ip$engine$dp$div_fulfill$pp1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$pp1


module nscc_cc_ip$engine$dp$div_fulfill$pp2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$pp2


module nscc_cc_ip$engine$dp$div_fulfill$q8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$q8


module nscc_cc_ip$engine$dp$div_fulfill$r4(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$r4


module nscc_cc_ip$engine$dp$div_fulfill$rom(address,clock,data);
    
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
endmodule // nscc_cc_ip$engine$dp$div_fulfill$rom


module nscc_cc_ip$engine$dp$div_fulfill$sat5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$sat5


module nscc_cc_ip$engine$dp$div_fulfill$sat6(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$sat6


module nscc_cc_ip$engine$dp$div_fulfill$sat7(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$sat7


module nscc_cc_ip$engine$dp$div_fulfill$three_m4(d,q,clock);
    
    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 14'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$three_m4


module nscc_cc_ip$engine$dp$div_fulfill$u5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$u5


module nscc_cc_ip$engine$dp$div_fulfill$u6(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$u6


module nscc_cc_ip$engine$dp$div_fulfill$v1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$v1


module nscc_cc_ip$engine$dp$div_fulfill$v2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$v2


module nscc_cc_ip$engine$dp$div_fulfill$v3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$v3


module nscc_cc_ip$engine$dp$div_fulfill$v4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$v4


module nscc_cc_ip$engine$dp$div_fulfill$v5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$v5


module nscc_cc_ip$engine$dp$div_fulfill$v6(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$v6


module nscc_cc_ip$engine$dp$div_fulfill$v7(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$v7


module nscc_cc_ip$engine$dp$div_fulfill$v8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$v8


module nscc_cc_ip$engine$dp$div_fulfill$w4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$w4


module nscc_cc_ip$engine$dp$div_fulfill$z7(d,q,clock);
    
    // Module arguments
    input wire  [71:0] d;
    output reg  [71:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 72'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_fulfill$z7


module nscc_cc_ip$engine$dp$div_md(clock,in_valid,num,den,frac,out_valid,quot);
    
    // Module arguments
    input wire  clock;
    input wire  in_valid;
    input wire  [47:0] num;
    input wire  [31:0] den;
    input wire  [4:0] frac;
    output reg  out_valid;
    output reg  [47:0] quot;
    
    // Stub signals
    reg  v1$d;
    wire  v1$q;
    reg  v1$clock;
    reg  [47:0] num1$d;
    wire  [47:0] num1$q;
    reg  num1$clock;
    reg  [31:0] den1$d;
    wire  [31:0] den1$q;
    reg  den1$clock;
    reg  [4:0] frac1$d;
    wire  [4:0] frac1$q;
    reg  frac1$clock;
    reg  [36:0] num_lead$x;
    wire  [36:0] num_lead$one_hot;
    reg  [31:0] den_lead$x;
    wire  [31:0] den_lead$one_hot;
    reg  v2$d;
    wire  v2$q;
    reg  v2$clock;
    reg  [47:0] num2$d;
    wire  [47:0] num2$q;
    reg  num2$clock;
    reg  [31:0] den2$d;
    wire  [31:0] den2$q;
    reg  den2$clock;
    reg  [4:0] frac2$d;
    wire  [4:0] frac2$q;
    reg  frac2$clock;
    reg  [36:0] noh2$d;
    wire  [36:0] noh2$q;
    reg  noh2$clock;
    reg  [31:0] doh2$d;
    wire  [31:0] doh2$q;
    reg  doh2$clock;
    reg  dz2$d;
    wire  dz2$q;
    reg  dz2$clock;
    reg  nz2$d;
    wire  nz2$q;
    reg  nz2$clock;
    reg  [9:0] rom$address;
    reg  rom$clock;
    wire  [11:0] rom$data;
    reg  v3$d;
    wire  v3$q;
    reg  v3$clock;
    reg  [11:0] m3$d;
    wire  [11:0] m3$q;
    reg  m3$clock;
    reg  [5:0] e3$d;
    wire  [5:0] e3$q;
    reg  e3$clock;
    reg  [4:0] lz3$d;
    wire  [4:0] lz3$q;
    reg  lz3$clock;
    reg  [4:0] frac3$d;
    wire  [4:0] frac3$q;
    reg  frac3$clock;
    reg  dz3$d;
    wire  dz3$q;
    reg  dz3$clock;
    reg  nz3$d;
    wire  nz3$q;
    reg  nz3$clock;
    reg  v4$d;
    wire  v4$q;
    reg  v4$clock;
    reg  [11:0] r4$d;
    wire  [11:0] r4$q;
    reg  r4$clock;
    reg  [11:0] m4$d;
    wire  [11:0] m4$q;
    reg  m4$clock;
    reg  [13:0] three_m4$d;
    wire  [13:0] three_m4$q;
    reg  three_m4$clock;
    reg  [11:0] digit$0$m;
    reg  [13:0] digit$0$three_m;
    reg  [1:0] digit$0$d;
    wire  [13:0] digit$0$y;
    reg  [11:0] digit$1$m;
    reg  [13:0] digit$1$three_m;
    reg  [1:0] digit$1$d;
    wire  [13:0] digit$1$y;
    reg  [11:0] digit$2$m;
    reg  [13:0] digit$2$three_m;
    reg  [1:0] digit$2$d;
    wire  [13:0] digit$2$y;
    reg  [11:0] digit$3$m;
    reg  [13:0] digit$3$three_m;
    reg  [1:0] digit$3$d;
    wire  [13:0] digit$3$y;
    reg  [11:0] digit$4$m;
    reg  [13:0] digit$4$three_m;
    reg  [1:0] digit$4$d;
    wire  [13:0] digit$4$y;
    reg  [11:0] digit$5$m;
    reg  [13:0] digit$5$three_m;
    reg  [1:0] digit$5$d;
    wire  [13:0] digit$5$y;
    reg  [6:0] w4$d;
    wire  [6:0] w4$q;
    reg  w4$clock;
    reg  dz4$d;
    wire  dz4$q;
    reg  dz4$clock;
    reg  nz4$d;
    wire  nz4$q;
    reg  nz4$clock;
    reg  v5$d;
    wire  v5$q;
    reg  v5$clock;
    reg  [15:0] pp0$d;
    wire  [15:0] pp0$q;
    reg  pp0$clock;
    reg  [15:0] pp1$d;
    wire  [15:0] pp1$q;
    reg  pp1$clock;
    reg  [15:0] pp2$d;
    wire  [15:0] pp2$q;
    reg  pp2$clock;
    reg  [6:0] u5$d;
    wire  [6:0] u5$q;
    reg  u5$clock;
    reg  sat5$d;
    wire  sat5$q;
    reg  sat5$clock;
    reg  v6$d;
    wire  v6$q;
    reg  v6$clock;
    reg  [23:0] p6$d;
    wire  [23:0] p6$q;
    reg  p6$clock;
    reg  [6:0] u6$d;
    wire  [6:0] u6$q;
    reg  u6$clock;
    reg  sat6$d;
    wire  sat6$q;
    reg  sat6$clock;
    reg  v7$d;
    wire  v7$q;
    reg  v7$clock;
    reg  [71:0] z7$d;
    wire  [71:0] z7$q;
    reg  z7$clock;
    reg  [2:0] f7$d;
    wire  [2:0] f7$q;
    reg  f7$clock;
    reg  sat7$d;
    wire  sat7$q;
    reg  sat7$clock;
    reg  v8$d;
    wire  v8$q;
    reg  v8$clock;
    reg  [47:0] q8$d;
    wire  [47:0] q8$q;
    reg  q8$clock;
    
    // Local signals
    reg  [11:0] m;
    reg  [40:0] dx;
    reg  [9:0] idx;
    reg  [5:0] e;
    reg  [4:0] lz;
    reg  [71:0] y;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$div_md$v1 v1(
        .d(v1$d),
        .q(v1$q),
        .clock(v1$clock)
    );
    nscc_cc_ip$engine$dp$div_md$num1 num1(
        .d(num1$d),
        .q(num1$q),
        .clock(num1$clock)
    );
    nscc_cc_ip$engine$dp$div_md$den1 den1(
        .d(den1$d),
        .q(den1$q),
        .clock(den1$clock)
    );
    nscc_cc_ip$engine$dp$div_md$frac1 frac1(
        .d(frac1$d),
        .q(frac1$q),
        .clock(frac1$clock)
    );
    nscc_cc_ip$engine$dp$div_md$num_lead num_lead(
        .x(num_lead$x),
        .one_hot(num_lead$one_hot)
    );
    nscc_cc_ip$engine$dp$div_md$den_lead den_lead(
        .x(den_lead$x),
        .one_hot(den_lead$one_hot)
    );
    nscc_cc_ip$engine$dp$div_md$v2 v2(
        .d(v2$d),
        .q(v2$q),
        .clock(v2$clock)
    );
    nscc_cc_ip$engine$dp$div_md$num2 num2(
        .d(num2$d),
        .q(num2$q),
        .clock(num2$clock)
    );
    nscc_cc_ip$engine$dp$div_md$den2 den2(
        .d(den2$d),
        .q(den2$q),
        .clock(den2$clock)
    );
    nscc_cc_ip$engine$dp$div_md$frac2 frac2(
        .d(frac2$d),
        .q(frac2$q),
        .clock(frac2$clock)
    );
    nscc_cc_ip$engine$dp$div_md$noh2 noh2(
        .d(noh2$d),
        .q(noh2$q),
        .clock(noh2$clock)
    );
    nscc_cc_ip$engine$dp$div_md$doh2 doh2(
        .d(doh2$d),
        .q(doh2$q),
        .clock(doh2$clock)
    );
    nscc_cc_ip$engine$dp$div_md$dz2 dz2(
        .d(dz2$d),
        .q(dz2$q),
        .clock(dz2$clock)
    );
    nscc_cc_ip$engine$dp$div_md$nz2 nz2(
        .d(nz2$d),
        .q(nz2$q),
        .clock(nz2$clock)
    );
    nscc_cc_ip$engine$dp$div_md$rom rom(
        .address(rom$address),
        .clock(rom$clock),
        .data(rom$data)
    );
    nscc_cc_ip$engine$dp$div_md$v3 v3(
        .d(v3$d),
        .q(v3$q),
        .clock(v3$clock)
    );
    nscc_cc_ip$engine$dp$div_md$m3 m3(
        .d(m3$d),
        .q(m3$q),
        .clock(m3$clock)
    );
    nscc_cc_ip$engine$dp$div_md$e3 e3(
        .d(e3$d),
        .q(e3$q),
        .clock(e3$clock)
    );
    nscc_cc_ip$engine$dp$div_md$lz3 lz3(
        .d(lz3$d),
        .q(lz3$q),
        .clock(lz3$clock)
    );
    nscc_cc_ip$engine$dp$div_md$frac3 frac3(
        .d(frac3$d),
        .q(frac3$q),
        .clock(frac3$clock)
    );
    nscc_cc_ip$engine$dp$div_md$dz3 dz3(
        .d(dz3$d),
        .q(dz3$q),
        .clock(dz3$clock)
    );
    nscc_cc_ip$engine$dp$div_md$nz3 nz3(
        .d(nz3$d),
        .q(nz3$q),
        .clock(nz3$clock)
    );
    nscc_cc_ip$engine$dp$div_md$v4 v4(
        .d(v4$d),
        .q(v4$q),
        .clock(v4$clock)
    );
    nscc_cc_ip$engine$dp$div_md$r4 r4(
        .d(r4$d),
        .q(r4$q),
        .clock(r4$clock)
    );
    nscc_cc_ip$engine$dp$div_md$m4 m4(
        .d(m4$d),
        .q(m4$q),
        .clock(m4$clock)
    );
    nscc_cc_ip$engine$dp$div_md$three_m4 three_m4(
        .d(three_m4$d),
        .q(three_m4$q),
        .clock(three_m4$clock)
    );
    nscc_cc_ip$engine$dp$div_md$digit$0 digit$0(
        .m(digit$0$m),
        .three_m(digit$0$three_m),
        .d(digit$0$d),
        .y(digit$0$y)
    );
    nscc_cc_ip$engine$dp$div_md$digit$1 digit$1(
        .m(digit$1$m),
        .three_m(digit$1$three_m),
        .d(digit$1$d),
        .y(digit$1$y)
    );
    nscc_cc_ip$engine$dp$div_md$digit$2 digit$2(
        .m(digit$2$m),
        .three_m(digit$2$three_m),
        .d(digit$2$d),
        .y(digit$2$y)
    );
    nscc_cc_ip$engine$dp$div_md$digit$3 digit$3(
        .m(digit$3$m),
        .three_m(digit$3$three_m),
        .d(digit$3$d),
        .y(digit$3$y)
    );
    nscc_cc_ip$engine$dp$div_md$digit$4 digit$4(
        .m(digit$4$m),
        .three_m(digit$4$three_m),
        .d(digit$4$d),
        .y(digit$4$y)
    );
    nscc_cc_ip$engine$dp$div_md$digit$5 digit$5(
        .m(digit$5$m),
        .three_m(digit$5$three_m),
        .d(digit$5$d),
        .y(digit$5$y)
    );
    nscc_cc_ip$engine$dp$div_md$w4 w4(
        .d(w4$d),
        .q(w4$q),
        .clock(w4$clock)
    );
    nscc_cc_ip$engine$dp$div_md$dz4 dz4(
        .d(dz4$d),
        .q(dz4$q),
        .clock(dz4$clock)
    );
    nscc_cc_ip$engine$dp$div_md$nz4 nz4(
        .d(nz4$d),
        .q(nz4$q),
        .clock(nz4$clock)
    );
    nscc_cc_ip$engine$dp$div_md$v5 v5(
        .d(v5$d),
        .q(v5$q),
        .clock(v5$clock)
    );
    nscc_cc_ip$engine$dp$div_md$pp0 pp0(
        .d(pp0$d),
        .q(pp0$q),
        .clock(pp0$clock)
    );
    nscc_cc_ip$engine$dp$div_md$pp1 pp1(
        .d(pp1$d),
        .q(pp1$q),
        .clock(pp1$clock)
    );
    nscc_cc_ip$engine$dp$div_md$pp2 pp2(
        .d(pp2$d),
        .q(pp2$q),
        .clock(pp2$clock)
    );
    nscc_cc_ip$engine$dp$div_md$u5 u5(
        .d(u5$d),
        .q(u5$q),
        .clock(u5$clock)
    );
    nscc_cc_ip$engine$dp$div_md$sat5 sat5(
        .d(sat5$d),
        .q(sat5$q),
        .clock(sat5$clock)
    );
    nscc_cc_ip$engine$dp$div_md$v6 v6(
        .d(v6$d),
        .q(v6$q),
        .clock(v6$clock)
    );
    nscc_cc_ip$engine$dp$div_md$p6 p6(
        .d(p6$d),
        .q(p6$q),
        .clock(p6$clock)
    );
    nscc_cc_ip$engine$dp$div_md$u6 u6(
        .d(u6$d),
        .q(u6$q),
        .clock(u6$clock)
    );
    nscc_cc_ip$engine$dp$div_md$sat6 sat6(
        .d(sat6$d),
        .q(sat6$q),
        .clock(sat6$clock)
    );
    nscc_cc_ip$engine$dp$div_md$v7 v7(
        .d(v7$d),
        .q(v7$q),
        .clock(v7$clock)
    );
    nscc_cc_ip$engine$dp$div_md$z7 z7(
        .d(z7$d),
        .q(z7$q),
        .clock(z7$clock)
    );
    nscc_cc_ip$engine$dp$div_md$f7 f7(
        .d(f7$d),
        .q(f7$q),
        .clock(f7$clock)
    );
    nscc_cc_ip$engine$dp$div_md$sat7 sat7(
        .d(sat7$d),
        .q(sat7$q),
        .clock(sat7$clock)
    );
    nscc_cc_ip$engine$dp$div_md$v8 v8(
        .d(v8$d),
        .q(v8$q),
        .clock(v8$clock)
    );
    nscc_cc_ip$engine$dp$div_md$q8 q8(
        .d(q8$d),
        .q(q8$q),
        .clock(q8$clock)
    );
    
    // Update code
    always @(*) begin
        v1$clock = clock;
        num1$clock = clock;
        den1$clock = clock;
        frac1$clock = clock;
        v2$clock = clock;
        num2$clock = clock;
        den2$clock = clock;
        frac2$clock = clock;
        noh2$clock = clock;
        doh2$clock = clock;
        dz2$clock = clock;
        nz2$clock = clock;
        v3$clock = clock;
        m3$clock = clock;
        e3$clock = clock;
        lz3$clock = clock;
        frac3$clock = clock;
        dz3$clock = clock;
        nz3$clock = clock;
        v4$clock = clock;
        r4$clock = clock;
        m4$clock = clock;
        three_m4$clock = clock;
        w4$clock = clock;
        dz4$clock = clock;
        nz4$clock = clock;
        v5$clock = clock;
        pp0$clock = clock;
        pp1$clock = clock;
        pp2$clock = clock;
        u5$clock = clock;
        sat5$clock = clock;
        v6$clock = clock;
        p6$clock = clock;
        u6$clock = clock;
        sat6$clock = clock;
        v7$clock = clock;
        z7$clock = clock;
        f7$clock = clock;
        sat7$clock = clock;
        v8$clock = clock;
        q8$clock = clock;
        v1$d = v1$q;
        num1$d = num1$q;
        den1$d = den1$q;
        frac1$d = frac1$q;
        v2$d = v2$q;
        num2$d = num2$q;
        den2$d = den2$q;
        frac2$d = frac2$q;
        noh2$d = noh2$q;
        doh2$d = doh2$q;
        dz2$d = dz2$q;
        nz2$d = nz2$q;
        v3$d = v3$q;
        m3$d = m3$q;
        e3$d = e3$q;
        lz3$d = lz3$q;
        frac3$d = frac3$q;
        dz3$d = dz3$q;
        nz3$d = nz3$q;
        v4$d = v4$q;
        r4$d = r4$q;
        m4$d = m4$q;
        three_m4$d = three_m4$q;
        w4$d = w4$q;
        dz4$d = dz4$q;
        nz4$d = nz4$q;
        v5$d = v5$q;
        pp0$d = pp0$q;
        pp1$d = pp1$q;
        pp2$d = pp2$q;
        u5$d = u5$q;
        sat5$d = sat5$q;
        v6$d = v6$q;
        p6$d = p6$q;
        u6$d = u6$q;
        sat6$d = sat6$q;
        v7$d = v7$q;
        z7$d = z7$q;
        f7$d = f7$q;
        sat7$d = sat7$q;
        v8$d = v8$q;
        q8$d = q8$q;
        rom$clock = clock;
        v1$d = in_valid;
        num1$d = num;
        den1$d = den;
        frac1$d = frac;
        num_lead$x = ((num1$q >> 32'hb) & 37'h1fffffffff) | 32'h1;
        noh2$d = num_lead$one_hot;
        den_lead$x = den1$q;
        doh2$d = den_lead$one_hot;
        dz2$d = ~|den1$q;
        nz2$d = |num1$q;
        v2$d = v1$q;
        num2$d = num1$q;
        den2$d = den1$q;
        frac2$d = frac1$q;
        m = ((((((((((((((32'h0) & 12'hfff) & ~(1 << (32'h0)) | ((|(noh2$q & num2$q[(32'h0)+:(37)])) << (32'h0))) & ~(1 << (32'h1)) | ((|(noh2$q & num2$q[(32'h1)+:(37)])) << (32'h1))) & ~(1 << (32'h2)) | ((|(noh2$q & num2$q[(32'h2)+:(37)])) << (32'h2))) & ~(1 << (32'h3)) | ((|(noh2$q & num2$q[(32'h3)+:(37)])) << (32'h3))) & ~(1 << (32'h4)) | ((|(noh2$q & num2$q[(32'h4)+:(37)])) << (32'h4))) & ~(1 << (32'h5)) | ((|(noh2$q & num2$q[(32'h5)+:(37)])) << (32'h5))) & ~(1 << (32'h6)) | ((|(noh2$q & num2$q[(32'h6)+:(37)])) << (32'h6))) & ~(1 << (32'h7)) | ((|(noh2$q & num2$q[(32'h7)+:(37)])) << (32'h7))) & ~(1 << (32'h8)) | ((|(noh2$q & num2$q[(32'h8)+:(37)])) << (32'h8))) & ~(1 << (32'h9)) | ((|(noh2$q & num2$q[(32'h9)+:(37)])) << (32'h9))) & ~(1 << (32'ha)) | ((|(noh2$q & num2$q[(32'ha)+:(37)])) << (32'ha))) & ~(1 << (32'hb)) | ((|(noh2$q & num2$q[(32'hb)+:(37)])) << (32'hb)));
        dx = ((den2$q) & 41'h1ffffffffff) << 32'ha;
        idx = ((((((((((((32'h0) & 10'h3ff) & ~(1 << (32'h0)) | ((|(doh2$q & dx[(32'h0)+:(32)])) << (32'h0))) & ~(1 << (32'h1)) | ((|(doh2$q & dx[(32'h1)+:(32)])) << (32'h1))) & ~(1 << (32'h2)) | ((|(doh2$q & dx[(32'h2)+:(32)])) << (32'h2))) & ~(1 << (32'h3)) | ((|(doh2$q & dx[(32'h3)+:(32)])) << (32'h3))) & ~(1 << (32'h4)) | ((|(doh2$q & dx[(32'h4)+:(32)])) << (32'h4))) & ~(1 << (32'h5)) | ((|(doh2$q & dx[(32'h5)+:(32)])) << (32'h5))) & ~(1 << (32'h6)) | ((|(doh2$q & dx[(32'h6)+:(32)])) << (32'h6))) & ~(1 << (32'h7)) | ((|(doh2$q & dx[(32'h7)+:(32)])) << (32'h7))) & ~(1 << (32'h8)) | ((|(doh2$q & dx[(32'h8)+:(32)])) << (32'h8))) & ~(1 << (32'h9)) | ((|(doh2$q & dx[(32'h9)+:(32)])) << (32'h9)));
        rom$address = idx;
        e = ((((((((32'h0) & 6'h3f) & ~(1 << (32'h0)) | ((|(noh2$q & 64'haaaaaaaaa)) << (32'h0))) & ~(1 << (32'h1)) | ((|(noh2$q & 64'hccccccccc)) << (32'h1))) & ~(1 << (32'h2)) | ((|(noh2$q & 64'h10f0f0f0f0)) << (32'h2))) & ~(1 << (32'h3)) | ((|(noh2$q & 64'hff00ff00)) << (32'h3))) & ~(1 << (32'h4)) | ((|(noh2$q & 64'hffff0000)) << (32'h4))) & ~(1 << (32'h5)) | ((|(noh2$q & 64'h1f00000000)) << (32'h5)));
        lz = (((((((32'h0) & 5'h1f) & ~(1 << (32'h0)) | ((|(doh2$q & 64'h55555555)) << (32'h0))) & ~(1 << (32'h1)) | ((|(doh2$q & 64'h33333333)) << (32'h1))) & ~(1 << (32'h2)) | ((|(doh2$q & 64'hf0f0f0f)) << (32'h2))) & ~(1 << (32'h3)) | ((|(doh2$q & 64'hff00ff)) << (32'h3))) & ~(1 << (32'h4)) | ((|(doh2$q & 64'hffff)) << (32'h4)));
        v3$d = v2$q;
        m3$d = m;
        e3$d = e;
        lz3$d = lz;
        frac3$d = frac2$q;
        dz3$d = dz2$q;
        nz3$d = nz2$q;
        w4$d = ((frac3$q) & 7'h7f) + ((lz3$q) & 7'h7f) + ((e3$q) & 7'h7f);
        three_m4$d = ((m3$q) & 14'h3fff) + (((m3$q) & 14'h3fff) << 32'h1);
        v4$d = v3$q;
        r4$d = rom$data;
        m4$d = m3$q;
        dz4$d = dz3$q;
        nz4$d = nz3$q;
        v5$d = v4$q;
        digit$0$m = m4$q;
        digit$0$three_m = three_m4$q;
        digit$0$d = r4$q[(32'h2 * 0)+:(2)];
        digit$1$m = m4$q;
        digit$1$three_m = three_m4$q;
        digit$1$d = r4$q[(32'h2 * 1)+:(2)];
        digit$2$m = m4$q;
        digit$2$three_m = three_m4$q;
        digit$2$d = r4$q[(32'h2 * 2)+:(2)];
        digit$3$m = m4$q;
        digit$3$three_m = three_m4$q;
        digit$3$d = r4$q[(32'h2 * 3)+:(2)];
        digit$4$m = m4$q;
        digit$4$three_m = three_m4$q;
        digit$4$d = r4$q[(32'h2 * 4)+:(2)];
        digit$5$m = m4$q;
        digit$5$three_m = three_m4$q;
        digit$5$d = r4$q[(32'h2 * 5)+:(2)];
        pp0$d = ((digit$0$y) & 16'hffff) + (((digit$1$y) & 16'hffff) << 32'h2);
        pp1$d = ((digit$2$y) & 16'hffff) + (((digit$3$y) & 16'hffff) << 32'h2);
        pp2$d = ((digit$4$y) & 16'hffff) + (((digit$5$y) & 16'hffff) << 32'h2);
        u5$d = ((32'h5b) & 7'h7f) - w4$q;
        sat5$d = dz4$q | (nz4$q & (w4$q > 32'h5b));
        v6$d = v5$q;
        p6$d = ((pp0$q) & 24'hffffff) + (((pp1$q) & 24'hffffff) << 32'h4) + (((pp2$q) & 24'hffffff) << 32'h8);
        u6$d = u5$q;
        sat6$d = sat5$q;
        v7$d = v6$q;
        z7$d = (((p6$q) & 72'hffffffffffffffffff) << 32'h30) >> (u6$q & 32'h78);
        f7$d = u6$q[(32'h0)+:(3)];
        sat7$d = sat6$q;
        v8$d = v7$q;
        y = z7$q >> f7$q;
        q8$d = y[(32'h0)+:(48)];
        if (sat7$q | |y[(32'h30)+:(24)]) begin
            q8$d = ((64'hffffffffffff) & 48'hffffffffffff);
        end
        out_valid = v8$q;
        quot = q8$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$div_md


module nscc_cc_ip$engine$dp$div_md$den1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$den1


module nscc_cc_ip$engine$dp$div_md$den2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$den2


module nscc_cc_ip$engine$dp$div_md$den_lead(x,one_hot);
    
    // Module arguments
    input wire  [31:0] x;
    output reg  [31:0] one_hot;
    
    // Local signals
    reg  [31:0] s1;
    reg  [31:0] s2;
    reg  [31:0] s4;
    reg  [31:0] s8;
    reg  [31:0] s16;
    reg  [31:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$div_md$den_lead


module nscc_cc_ip$engine$dp$div_md$digit$0(m,three_m,d,y);
    
    // Module arguments
    input wire  [11:0] m;
    input wire  [13:0] three_m;
    input wire  [1:0] d;
    output reg  [13:0] y;
    
    // Update code
    always @(*) begin
        case (d)
            0:
                begin
                    y = 32'h0;
                end
            1:
                begin
                    y = ((m) & 14'h3fff);
                end
            2:
                begin
                    y = ((m) & 14'h3fff) << 32'h1;
                end
            default:
                begin
                    y = three_m;
                end
        endcase
    end
    
endmodule // nscc_cc_ip$engine$dp$div_md$digit$0


module nscc_cc_ip$engine$dp$div_md$digit$1(m,three_m,d,y);
    
    // Module arguments
    input wire  [11:0] m;
    input wire  [13:0] three_m;
    input wire  [1:0] d;
    output reg  [13:0] y;
    
    // Update code
    always @(*) begin
        case (d)
            0:
                begin
                    y = 32'h0;
                end
            1:
                begin
                    y = ((m) & 14'h3fff);
                end
            2:
                begin
                    y = ((m) & 14'h3fff) << 32'h1;
                end
            default:
                begin
                    y = three_m;
                end
        endcase
    end
    
endmodule // nscc_cc_ip$engine$dp$div_md$digit$1


module nscc_cc_ip$engine$dp$div_md$digit$2(m,three_m,d,y);
    
    // Module arguments
    input wire  [11:0] m;
    input wire  [13:0] three_m;
    input wire  [1:0] d;
    output reg  [13:0] y;
    
    // Update code
    always @(*) begin
        case (d)
            0:
                begin
                    y = 32'h0;
                end
            1:
                begin
                    y = ((m) & 14'h3fff);
                end
            2:
                begin
                    y = ((m) & 14'h3fff) << 32'h1;
                end
            default:
                begin
                    y = three_m;
                end
        endcase
    end
    
endmodule // nscc_cc_ip$engine$dp$div_md$digit$2


module nscc_cc_ip$engine$dp$div_md$digit$3(m,three_m,d,y);
    
    // Module arguments
    input wire  [11:0] m;
    input wire  [13:0] three_m;
    input wire  [1:0] d;
    output reg  [13:0] y;
    
    // Update code
    always @(*) begin
        case (d)
            0:
                begin
                    y = 32'h0;
                end
            1:
                begin
                    y = ((m) & 14'h3fff);
                end
            2:
                begin
                    y = ((m) & 14'h3fff) << 32'h1;
                end
            default:
                begin
                    y = three_m;
                end
        endcase
    end
    
endmodule // nscc_cc_ip$engine$dp$div_md$digit$3


module nscc_cc_ip$engine$dp$div_md$digit$4(m,three_m,d,y);
    
    // Module arguments
    input wire  [11:0] m;
    input wire  [13:0] three_m;
    input wire  [1:0] d;
    output reg  [13:0] y;
    
    // Update code
    always @(*) begin
        case (d)
            0:
                begin
                    y = 32'h0;
                end
            1:
                begin
                    y = ((m) & 14'h3fff);
                end
            2:
                begin
                    y = ((m) & 14'h3fff) << 32'h1;
                end
            default:
                begin
                    y = three_m;
                end
        endcase
    end
    
endmodule // nscc_cc_ip$engine$dp$div_md$digit$4


module nscc_cc_ip$engine$dp$div_md$digit$5(m,three_m,d,y);
    
    // Module arguments
    input wire  [11:0] m;
    input wire  [13:0] three_m;
    input wire  [1:0] d;
    output reg  [13:0] y;
    
    // Update code
    always @(*) begin
        case (d)
            0:
                begin
                    y = 32'h0;
                end
            1:
                begin
                    y = ((m) & 14'h3fff);
                end
            2:
                begin
                    y = ((m) & 14'h3fff) << 32'h1;
                end
            default:
                begin
                    y = three_m;
                end
        endcase
    end
    
endmodule // nscc_cc_ip$engine$dp$div_md$digit$5


module nscc_cc_ip$engine$dp$div_md$doh2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$doh2


module nscc_cc_ip$engine$dp$div_md$dz2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$dz2


module nscc_cc_ip$engine$dp$div_md$dz3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$dz3


module nscc_cc_ip$engine$dp$div_md$dz4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$dz4


module nscc_cc_ip$engine$dp$div_md$e3(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_md$e3


module nscc_cc_ip$engine$dp$div_md$f7(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$f7


module nscc_cc_ip$engine$dp$div_md$frac1(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_md$frac1


module nscc_cc_ip$engine$dp$div_md$frac2(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_md$frac2


module nscc_cc_ip$engine$dp$div_md$frac3(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_md$frac3


module nscc_cc_ip$engine$dp$div_md$lz3(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_md$lz3


module nscc_cc_ip$engine$dp$div_md$m3(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_md$m3


module nscc_cc_ip$engine$dp$div_md$m4(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_md$m4


module nscc_cc_ip$engine$dp$div_md$noh2(d,q,clock);
    
    // Module arguments
    input wire  [36:0] d;
    output reg  [36:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 37'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_md$noh2


module nscc_cc_ip$engine$dp$div_md$num1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$num1


module nscc_cc_ip$engine$dp$div_md$num2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$num2


module nscc_cc_ip$engine$dp$div_md$num_lead(x,one_hot);
    
    // Module arguments
    input wire  [36:0] x;
    output reg  [36:0] one_hot;
    
    // Local signals
    reg  [36:0] s1;
    reg  [36:0] s2;
    reg  [36:0] s4;
    reg  [36:0] s8;
    reg  [36:0] s16;
    reg  [36:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$div_md$num_lead


module nscc_cc_ip$engine$dp$div_md$nz2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$nz2


module nscc_cc_ip$engine$dp$div_md$nz3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$nz3


module nscc_cc_ip$engine$dp$div_md$nz4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$nz4


module nscc_cc_ip$engine$dp$div_md$p6(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$p6


module nscc_cc_ip$engine$dp$div_md$pp0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$pp0


module nscc_cc_ip$engine$dp$div_md$pp1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$pp1


module nscc_cc_ip$engine$dp$div_md$pp2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$pp2


module nscc_cc_ip$engine$dp$div_md$q8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$q8


module nscc_cc_ip$engine$dp$div_md$r4(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_md$r4


module nscc_cc_ip$engine$dp$div_md$rom(address,clock,data);
    
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
endmodule // nscc_cc_ip$engine$dp$div_md$rom


module nscc_cc_ip$engine$dp$div_md$sat5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$sat5


module nscc_cc_ip$engine$dp$div_md$sat6(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$sat6


module nscc_cc_ip$engine$dp$div_md$sat7(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$sat7


module nscc_cc_ip$engine$dp$div_md$three_m4(d,q,clock);
    
    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 14'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_md$three_m4


module nscc_cc_ip$engine$dp$div_md$u5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$u5


module nscc_cc_ip$engine$dp$div_md$u6(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$u6


module nscc_cc_ip$engine$dp$div_md$v1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$v1


module nscc_cc_ip$engine$dp$div_md$v2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$v2


module nscc_cc_ip$engine$dp$div_md$v3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$v3


module nscc_cc_ip$engine$dp$div_md$v4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$v4


module nscc_cc_ip$engine$dp$div_md$v5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$v5


module nscc_cc_ip$engine$dp$div_md$v6(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$v6


module nscc_cc_ip$engine$dp$div_md$v7(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$v7


module nscc_cc_ip$engine$dp$div_md$v8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$v8


module nscc_cc_ip$engine$dp$div_md$w4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$div_md$w4


module nscc_cc_ip$engine$dp$div_md$z7(d,q,clock);
    
    // Module arguments
    input wire  [71:0] d;
    output reg  [71:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 72'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$div_md$z7


module nscc_cc_ip$engine$dp$dropped_7(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$dropped_7$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$dropped_7$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$dropped_7


module nscc_cc_ip$engine$dp$dropped_7$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$dropped_7$head


module nscc_cc_ip$engine$dp$dropped_7$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$dropped_7$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$dropped_7$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$dropped_7$tail


module nscc_cc_ip$engine$dp$dropped_7$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$dropped_7$tail$head


module nscc_cc_ip$engine$dp$dropped_7$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$dropped_7$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$dropped_7$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$dropped_7$tail$tail


module nscc_cc_ip$engine$dp$dropped_7$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$dropped_7$tail$tail$head


module nscc_cc_ip$engine$dp$dropped_7$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  r$d;
    wire  r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$dropped_7$tail$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$dropped_7$tail$tail$tail


module nscc_cc_ip$engine$dp$dropped_7$tail$tail$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$dropped_7$tail$tail$tail$r


module nscc_cc_ip$engine$dp$dsub_7(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [9:0] d;
    output reg  [9:0] q;
    
    // Stub signals
    reg  [9:0] head$d;
    wire  [9:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [9:0] tail$d;
    wire  [9:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$dsub_7$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$dsub_7$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$dsub_7


module nscc_cc_ip$engine$dp$dsub_7$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$dsub_7$head


module nscc_cc_ip$engine$dp$dsub_7$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [9:0] d;
    output reg  [9:0] q;
    
    // Stub signals
    reg  [9:0] head$d;
    wire  [9:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [9:0] tail$d;
    wire  [9:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$dsub_7$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$dsub_7$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$dsub_7$tail


module nscc_cc_ip$engine$dp$dsub_7$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$dsub_7$tail$head


module nscc_cc_ip$engine$dp$dsub_7$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [9:0] d;
    output reg  [9:0] q;
    
    // Stub signals
    reg  [9:0] head$d;
    wire  [9:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [9:0] tail$d;
    wire  [9:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$dsub_7$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$dsub_7$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$dsub_7$tail$tail


module nscc_cc_ip$engine$dp$dsub_7$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$dsub_7$tail$tail$head


module nscc_cc_ip$engine$dp$dsub_7$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [9:0] d;
    output reg  [9:0] q;
    
    // Stub signals
    reg  [9:0] r$d;
    wire  [9:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$dsub_7$tail$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$dsub_7$tail$tail$tail


module nscc_cc_ip$engine$dp$dsub_7$tail$tail$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$dsub_7$tail$tail$tail$r


module nscc_cc_ip$engine$dp$e1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$e1


module nscc_cc_ip$engine$dp$e_3(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$e_3$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$e_3$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$e_3


module nscc_cc_ip$engine$dp$e_3$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$e_3$head


module nscc_cc_ip$engine$dp$e_3$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  r$d;
    wire  r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$e_3$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$e_3$tail


module nscc_cc_ip$engine$dp$e_3$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$e_3$tail$r


module nscc_cc_ip$engine$dp$ev7(d,q,clock);
    
    // Module arguments
    input wire  [70:0] d;
    output reg  [70:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 71'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$ev7


module nscc_cc_ip$engine$dp$ewma(clock,ext,prev_avg4,prev_avg6,load,cfg_target,cfg_target_sub,cfg_network_rtt,valid,nack,ecn,sample,delay,delay_sub,base_after,avg);
    
    // Module arguments
    input wire  clock;
    input wire  ext;
    input wire  [31:0] prev_avg4;
    input wire  [31:0] prev_avg6;
    input wire  load;
    input wire  [23:0] cfg_target;
    input wire  [9:0] cfg_target_sub;
    input wire  [23:0] cfg_network_rtt;
    input wire  valid;
    input wire  nack;
    input wire  ecn;
    input wire  sample;
    input wire  [23:0] delay;
    input wire  [9:0] delay_sub;
    input wire  [23:0] base_after;
    output reg  [31:0] avg;
    
    // Stub signals
    reg  [31:0] avg_reg$d;
    wire  [31:0] avg_reg$q;
    reg  avg_reg$clock;
    reg  s4$d;
    wire  s4$q;
    reg  s4$clock;
    reg  [31:0] sample4$d;
    wire  [31:0] sample4$q;
    reg  sample4$clock;
    reg  s5$d;
    wire  s5$q;
    reg  s5$clock;
    reg  [45:0] diff5$d;
    wire  [45:0] diff5$q;
    reg  diff5$clock;
    reg  s6$d;
    wire  s6$q;
    reg  s6$clock;
    reg  [45:0] step6$d;
    wire  [45:0] step6$q;
    reg  step6$clock;
    
    // Local signals
    reg  [31:0] sample_q8;
    reg  [45:0] t0;
    reg  [45:0] t1;
    reg  [45:0] t2;
    reg  [45:0] t3;
    reg  [45:0] t4;
    reg  [45:0] t5;
    reg  [45:0] k1a;
    reg  [45:0] j1a;
    reg  [45:0] k1b;
    reg  [45:0] j1b;
    reg  [45:0] k2;
    reg  [45:0] j2;
    reg  [45:0] k3;
    reg  [45:0] j3;
    reg  [45:0] k4;
    reg  [45:0] j4;
    reg  [45:0] product;
    reg  [45:0] sum;
    reg  [31:0] p_avg4;
    reg  [31:0] p_avg6;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$ewma$avg_reg avg_reg(
        .d(avg_reg$d),
        .q(avg_reg$q),
        .clock(avg_reg$clock)
    );
    nscc_cc_ip$engine$dp$ewma$s4 s4(
        .d(s4$d),
        .q(s4$q),
        .clock(s4$clock)
    );
    nscc_cc_ip$engine$dp$ewma$sample4 sample4(
        .d(sample4$d),
        .q(sample4$q),
        .clock(sample4$clock)
    );
    nscc_cc_ip$engine$dp$ewma$s5 s5(
        .d(s5$d),
        .q(s5$q),
        .clock(s5$clock)
    );
    nscc_cc_ip$engine$dp$ewma$diff5 diff5(
        .d(diff5$d),
        .q(diff5$q),
        .clock(diff5$clock)
    );
    nscc_cc_ip$engine$dp$ewma$s6 s6(
        .d(s6$d),
        .q(s6$q),
        .clock(s6$clock)
    );
    nscc_cc_ip$engine$dp$ewma$step6 step6(
        .d(step6$d),
        .q(step6$q),
        .clock(step6$clock)
    );
    
    // Update code
    always @(*) begin
        avg_reg$clock = clock;
        s4$clock = clock;
        sample4$clock = clock;
        s5$clock = clock;
        diff5$clock = clock;
        s6$clock = clock;
        step6$clock = clock;
        avg_reg$d = avg_reg$q;
        s4$d = s4$q;
        sample4$d = sample4$q;
        s5$d = s5$q;
        diff5$d = diff5$q;
        s6$d = s6$q;
        step6$d = step6$q;
        p_avg4 = avg_reg$q;
        p_avg6 = avg_reg$q;
        if (ext) begin
            p_avg4 = prev_avg4;
            p_avg6 = prev_avg6;
        end
        avg_reg$d = p_avg6;
        sample_q8 = ((delay) & 32'hffffffff) << 32'h8;
        if (~ecn && ((((delay) & 34'h3ffffffff) << 32'ha) | ((delay_sub) & 34'h3ffffffff)) > ((((cfg_target) & 34'h3ffffffff) << 32'ha) | ((cfg_target_sub) & 34'h3ffffffff))) begin
            sample_q8 = ((base_after) & 32'hffffffff) << 32'h6;
        end
        if (nack) begin
            sample_q8 = ((cfg_network_rtt) & 32'hffffffff) << 32'h8;
        end
        s4$d = valid && sample;
        sample4$d = sample_q8;
        s5$d = s4$q;
        diff5$d = ((sample4$q) & 46'h3fffffffffff) - ((p_avg4) & 46'h3fffffffffff);
        t0 = diff5$q << 32'hb;
        t1 = diff5$q << 32'ha;
        t2 = diff5$q << 32'h7;
        t3 = diff5$q << 32'h6;
        t4 = diff5$q << 32'h3;
        t5 = diff5$q << 32'h2;
        k1a = t0 ^ t1 ^ t2;
        j1a = ((t0 & t1) | (t0 & t2) | (t1 & t2)) << 32'h1;
        k1b = t3 ^ t4 ^ t5;
        j1b = ((t3 & t4) | (t3 & t5) | (t4 & t5)) << 32'h1;
        k2 = k1a ^ j1a ^ k1b;
        j2 = ((k1a & j1a) | (k1a & k1b) | (j1a & k1b)) << 32'h1;
        k3 = k2 ^ j2 ^ j1b;
        j3 = ((k2 & j2) | (k2 & j1b) | (j2 & j1b)) << 32'h1;
        k4 = k3 ^ j3 ^ diff5$q;
        j4 = ((k3 & j3) | (k3 & diff5$q) | (j3 & diff5$q)) << 32'h1;
        product = k4 + j4;
        s6$d = s5$q;
        step6$d = product >> 32'h12;
        if (product[32'h2d]) begin
            step6$d = (product >> 32'h12) | (((32'h3ffff) & 46'h3fffffffffff) << 32'h1c);
        end
        sum = ((p_avg6) & 46'h3fffffffffff) + step6$q;
        if (s6$q) begin
            avg_reg$d = ((sum) & 32'hffffffff);
            if (sum[32'h2d]) begin
                avg_reg$d = 32'h0;
            end
            else if (|sum[(32'h20)+:(14)]) begin
                avg_reg$d = ~((32'h0) & 32'hffffffff);
            end
        end
        if (load) begin
            avg_reg$d = 32'h0;
        end
        avg = avg_reg$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$ewma


module nscc_cc_ip$engine$dp$ewma$avg_reg(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$ewma$avg_reg


module nscc_cc_ip$engine$dp$ewma$diff5(d,q,clock);
    
    // Module arguments
    input wire  [45:0] d;
    output reg  [45:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 46'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$ewma$diff5


module nscc_cc_ip$engine$dp$ewma$s4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$ewma$s4


module nscc_cc_ip$engine$dp$ewma$s5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$ewma$s5


module nscc_cc_ip$engine$dp$ewma$s6(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$ewma$s6


module nscc_cc_ip$engine$dp$ewma$sample4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$ewma$sample4


module nscc_cc_ip$engine$dp$ewma$step6(d,q,clock);
    
    // Module arguments
    input wire  [45:0] d;
    output reg  [45:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 46'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$ewma$step6


module nscc_cc_ip$engine$dp$f1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$f1


module nscc_cc_ip$engine$dp$fair_6(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$fair_6$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$fair_6$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$fair_6


module nscc_cc_ip$engine$dp$fair_6$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$fair_6$head


module nscc_cc_ip$engine$dp$fair_6$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$fair_6$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$fair_6$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$fair_6$tail


module nscc_cc_ip$engine$dp$fair_6$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$fair_6$tail$head


module nscc_cc_ip$engine$dp$fair_6$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  r$d;
    wire  r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$fair_6$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$fair_6$tail$tail


module nscc_cc_ip$engine$dp$fair_6$tail$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$fair_6$tail$tail$r


module nscc_cc_ip$engine$dp$fast_14(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$fast_14$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$fast_14$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$fast_14


module nscc_cc_ip$engine$dp$fast_14$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$fast_14$head


module nscc_cc_ip$engine$dp$fast_14$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$fast_14$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$fast_14$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$fast_14$tail


module nscc_cc_ip$engine$dp$fast_14$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$fast_14$tail$head


module nscc_cc_ip$engine$dp$fast_14$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$fast_14$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$fast_14$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$fast_14$tail$tail


module nscc_cc_ip$engine$dp$fast_14$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$fast_14$tail$tail$head


module nscc_cc_ip$engine$dp$fast_14$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$fast_14$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$fast_14$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$fast_14$tail$tail$tail


module nscc_cc_ip$engine$dp$fast_14$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$fast_14$tail$tail$tail$head


module nscc_cc_ip$engine$dp$fast_14$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$fast_14$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$fast_14$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$fast_14$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$fast_14$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$fast_14$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$fast_14$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] r$d;
    wire  [23:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$fast_14$tail$tail$tail$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$fast_14$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$fast_14$tail$tail$tail$tail$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$fast_14$tail$tail$tail$tail$tail$r


module nscc_cc_ip$engine$dp$fast_15(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$fast_15


module nscc_cc_ip$engine$dp$fast_9(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$fast_9


module nscc_cc_ip$engine$dp$fulfill_12(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$fulfill_12$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$fulfill_12$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$fulfill_12


module nscc_cc_ip$engine$dp$fulfill_12$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$fulfill_12$head


module nscc_cc_ip$engine$dp$fulfill_12$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$fulfill_12$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$fulfill_12$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$fulfill_12$tail


module nscc_cc_ip$engine$dp$fulfill_12$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$fulfill_12$tail$head


module nscc_cc_ip$engine$dp$fulfill_12$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  r$d;
    wire  r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$fulfill_12$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$fulfill_12$tail$tail


module nscc_cc_ip$engine$dp$fulfill_12$tail$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$fulfill_12$tail$tail$r


module nscc_cc_ip$engine$dp$inc_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$inc_r


module nscc_cc_ip$engine$dp$k1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$k1


module nscc_cc_ip$engine$dp$k_2(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [1:0] d;
    output reg  [1:0] q;
    
    // Stub signals
    reg  [1:0] r$d;
    wire  [1:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$k_2$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$k_2


module nscc_cc_ip$engine$dp$k_2$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$k_2$r


module nscc_cc_ip$engine$dp$k_3(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [1:0] d;
    output reg  [1:0] q;
    
    // Stub signals
    reg  [1:0] head$d;
    wire  [1:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [1:0] tail$d;
    wire  [1:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$k_3$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$k_3$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$k_3


module nscc_cc_ip$engine$dp$k_3$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$k_3$head


module nscc_cc_ip$engine$dp$k_3$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [1:0] d;
    output reg  [1:0] q;
    
    // Stub signals
    reg  [1:0] r$d;
    wire  [1:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$k_3$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$k_3$tail


module nscc_cc_ip$engine$dp$k_3$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$k_3$tail$r


module nscc_cc_ip$engine$dp$line_15(clock,lag,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [7:0] lag;
    input wire  [26:0] d;
    output reg  [26:0] q;
    
    // Stub signals
    reg  [7:0] wr$d;
    wire  [7:0] wr$q;
    reg  wr$clock;
    reg  [26:0] out$d;
    wire  [26:0] out$q;
    reg  out$clock;
    reg  [7:0] ram$read_address;
    reg  ram$read_clock;
    wire  [26:0] ram$read_data;
    reg  [7:0] ram$write_address;
    reg  ram$write_clock;
    reg  [26:0] ram$write_data;
    reg  ram$write_enable;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$line_15$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    nscc_cc_ip$engine$dp$line_15$out out(
        .d(out$d),
        .q(out$q),
        .clock(out$clock)
    );
    nscc_cc_ip$engine$dp$line_15$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    
    // Update code
    always @(*) begin
        wr$clock = clock;
        out$clock = clock;
        wr$d = wr$q;
        out$d = out$q;
        ram$read_clock = clock;
        ram$write_clock = clock;
        wr$d = wr$q + 32'h1;
        ram$write_address = wr$q;
        ram$write_data = d;
        ram$write_enable = 1'b1;
        ram$read_address = wr$q - lag + 32'h1;
        out$d = ram$read_data;
        q = out$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$line_15


module nscc_cc_ip$engine$dp$line_15$out(d,q,clock);
    
    // Module arguments
    input wire  [26:0] d;
    output reg  [26:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 27'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$line_15$out


module nscc_cc_ip$engine$dp$line_15$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [26:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [26:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[26:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$dp$line_15$ram


module nscc_cc_ip$engine$dp$line_15$wr(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$line_15$wr


module nscc_cc_ip$engine$dp$line_a(clock,lag,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [7:0] lag;
    input wire  [27:0] d;
    output reg  [27:0] q;
    
    // Stub signals
    reg  [7:0] wr$d;
    wire  [7:0] wr$q;
    reg  wr$clock;
    reg  [27:0] out$d;
    wire  [27:0] out$q;
    reg  out$clock;
    reg  [7:0] ram$read_address;
    reg  ram$read_clock;
    wire  [27:0] ram$read_data;
    reg  [7:0] ram$write_address;
    reg  ram$write_clock;
    reg  [27:0] ram$write_data;
    reg  ram$write_enable;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$line_a$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    nscc_cc_ip$engine$dp$line_a$out out(
        .d(out$d),
        .q(out$q),
        .clock(out$clock)
    );
    nscc_cc_ip$engine$dp$line_a$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    
    // Update code
    always @(*) begin
        wr$clock = clock;
        out$clock = clock;
        wr$d = wr$q;
        out$d = out$q;
        ram$read_clock = clock;
        ram$write_clock = clock;
        wr$d = wr$q + 32'h1;
        ram$write_address = wr$q;
        ram$write_data = d;
        ram$write_enable = 1'b1;
        ram$read_address = wr$q - lag + 32'h1;
        out$d = ram$read_data;
        q = out$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$line_a


module nscc_cc_ip$engine$dp$line_a$out(d,q,clock);
    
    // Module arguments
    input wire  [27:0] d;
    output reg  [27:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 28'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$line_a$out


module nscc_cc_ip$engine$dp$line_a$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [27:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [27:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[27:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$dp$line_a$ram


module nscc_cc_ip$engine$dp$line_a$wr(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$line_a$wr


module nscc_cc_ip$engine$dp$line_b(clock,lag,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [7:0] lag;
    input wire  [54:0] d;
    output reg  [54:0] q;
    
    // Stub signals
    reg  [7:0] wr$d;
    wire  [7:0] wr$q;
    reg  wr$clock;
    reg  [54:0] out$d;
    wire  [54:0] out$q;
    reg  out$clock;
    reg  [7:0] ram$read_address;
    reg  ram$read_clock;
    wire  [54:0] ram$read_data;
    reg  [7:0] ram$write_address;
    reg  ram$write_clock;
    reg  [54:0] ram$write_data;
    reg  ram$write_enable;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$line_b$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    nscc_cc_ip$engine$dp$line_b$out out(
        .d(out$d),
        .q(out$q),
        .clock(out$clock)
    );
    nscc_cc_ip$engine$dp$line_b$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    
    // Update code
    always @(*) begin
        wr$clock = clock;
        out$clock = clock;
        wr$d = wr$q;
        out$d = out$q;
        ram$read_clock = clock;
        ram$write_clock = clock;
        wr$d = wr$q + 32'h1;
        ram$write_address = wr$q;
        ram$write_data = d;
        ram$write_enable = 1'b1;
        ram$read_address = wr$q - lag + 32'h1;
        out$d = ram$read_data;
        q = out$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$line_b


module nscc_cc_ip$engine$dp$line_b$out(d,q,clock);
    
    // Module arguments
    input wire  [54:0] d;
    output reg  [54:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 55'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$line_b$out


module nscc_cc_ip$engine$dp$line_b$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [54:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [54:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[54:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$dp$line_b$ram


module nscc_cc_ip$engine$dp$line_b$wr(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$line_b$wr


module nscc_cc_ip$engine$dp$line_c(clock,lag,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [7:0] lag;
    input wire  [49:0] d;
    output reg  [49:0] q;
    
    // Stub signals
    reg  [7:0] wr$d;
    wire  [7:0] wr$q;
    reg  wr$clock;
    reg  [49:0] out$d;
    wire  [49:0] out$q;
    reg  out$clock;
    reg  [7:0] ram$read_address;
    reg  ram$read_clock;
    wire  [49:0] ram$read_data;
    reg  [7:0] ram$write_address;
    reg  ram$write_clock;
    reg  [49:0] ram$write_data;
    reg  ram$write_enable;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$line_c$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    nscc_cc_ip$engine$dp$line_c$out out(
        .d(out$d),
        .q(out$q),
        .clock(out$clock)
    );
    nscc_cc_ip$engine$dp$line_c$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    
    // Update code
    always @(*) begin
        wr$clock = clock;
        out$clock = clock;
        wr$d = wr$q;
        out$d = out$q;
        ram$read_clock = clock;
        ram$write_clock = clock;
        wr$d = wr$q + 32'h1;
        ram$write_address = wr$q;
        ram$write_data = d;
        ram$write_enable = 1'b1;
        ram$read_address = wr$q - lag + 32'h1;
        out$d = ram$read_data;
        q = out$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$line_c


module nscc_cc_ip$engine$dp$line_c$out(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$line_c$out


module nscc_cc_ip$engine$dp$line_c$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [49:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [49:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[49:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$dp$line_c$ram


module nscc_cc_ip$engine$dp$line_c$wr(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$line_c$wr


module nscc_cc_ip$engine$dp$line_ev(clock,lag,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [7:0] lag;
    input wire  [70:0] d;
    output reg  [70:0] q;
    
    // Stub signals
    reg  [7:0] wr$d;
    wire  [7:0] wr$q;
    reg  wr$clock;
    reg  [70:0] out$d;
    wire  [70:0] out$q;
    reg  out$clock;
    reg  [7:0] ram$read_address;
    reg  ram$read_clock;
    wire  [70:0] ram$read_data;
    reg  [7:0] ram$write_address;
    reg  ram$write_clock;
    reg  [70:0] ram$write_data;
    reg  ram$write_enable;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$line_ev$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    nscc_cc_ip$engine$dp$line_ev$out out(
        .d(out$d),
        .q(out$q),
        .clock(out$clock)
    );
    nscc_cc_ip$engine$dp$line_ev$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    
    // Update code
    always @(*) begin
        wr$clock = clock;
        out$clock = clock;
        wr$d = wr$q;
        out$d = out$q;
        ram$read_clock = clock;
        ram$write_clock = clock;
        wr$d = wr$q + 32'h1;
        ram$write_address = wr$q;
        ram$write_data = d;
        ram$write_enable = 1'b1;
        ram$read_address = wr$q - lag + 32'h1;
        out$d = ram$read_data;
        q = out$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$line_ev


module nscc_cc_ip$engine$dp$line_ev$out(d,q,clock);
    
    // Module arguments
    input wire  [70:0] d;
    output reg  [70:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 71'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$line_ev$out


module nscc_cc_ip$engine$dp$line_ev$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [70:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [70:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[70:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$dp$line_ev$ram


module nscc_cc_ip$engine$dp$line_ev$wr(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$line_ev$wr


module nscc_cc_ip$engine$dp$line_md(clock,lag,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [7:0] lag;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [7:0] wr$d;
    wire  [7:0] wr$q;
    reg  wr$clock;
    reg  [23:0] out$d;
    wire  [23:0] out$q;
    reg  out$clock;
    reg  [7:0] ram$read_address;
    reg  ram$read_clock;
    wire  [23:0] ram$read_data;
    reg  [7:0] ram$write_address;
    reg  ram$write_clock;
    reg  [23:0] ram$write_data;
    reg  ram$write_enable;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$line_md$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    nscc_cc_ip$engine$dp$line_md$out out(
        .d(out$d),
        .q(out$q),
        .clock(out$clock)
    );
    nscc_cc_ip$engine$dp$line_md$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    
    // Update code
    always @(*) begin
        wr$clock = clock;
        out$clock = clock;
        wr$d = wr$q;
        out$d = out$q;
        ram$read_clock = clock;
        ram$write_clock = clock;
        wr$d = wr$q + 32'h1;
        ram$write_address = wr$q;
        ram$write_data = d;
        ram$write_enable = 1'b1;
        ram$read_address = wr$q - lag + 32'h1;
        out$d = ram$read_data;
        q = out$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$line_md


module nscc_cc_ip$engine$dp$line_md$out(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$line_md$out


module nscc_cc_ip$engine$dp$line_md$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [23:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [23:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[23:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$dp$line_md$ram


module nscc_cc_ip$engine$dp$line_md$wr(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$line_md$wr


module nscc_cc_ip$engine$dp$line_pen(clock,lag,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [7:0] lag;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [7:0] wr$d;
    wire  [7:0] wr$q;
    reg  wr$clock;
    reg  [23:0] out$d;
    wire  [23:0] out$q;
    reg  out$clock;
    reg  [7:0] ram$read_address;
    reg  ram$read_clock;
    wire  [23:0] ram$read_data;
    reg  [7:0] ram$write_address;
    reg  ram$write_clock;
    reg  [23:0] ram$write_data;
    reg  ram$write_enable;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$line_pen$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    nscc_cc_ip$engine$dp$line_pen$out out(
        .d(out$d),
        .q(out$q),
        .clock(out$clock)
    );
    nscc_cc_ip$engine$dp$line_pen$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    
    // Update code
    always @(*) begin
        wr$clock = clock;
        out$clock = clock;
        wr$d = wr$q;
        out$d = out$q;
        ram$read_clock = clock;
        ram$write_clock = clock;
        wr$d = wr$q + 32'h1;
        ram$write_address = wr$q;
        ram$write_data = d;
        ram$write_enable = 1'b1;
        ram$read_address = wr$q - lag + 32'h1;
        out$d = ram$read_data;
        q = out$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$line_pen


module nscc_cc_ip$engine$dp$line_pen$out(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$line_pen$out


module nscc_cc_ip$engine$dp$line_pen$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [23:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [23:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[23:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$dp$line_pen$ram


module nscc_cc_ip$engine$dp$line_pen$wr(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$line_pen$wr


module nscc_cc_ip$engine$dp$line_tot(clock,lag,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [7:0] lag;
    input wire  [47:0] d;
    output reg  [47:0] q;
    
    // Stub signals
    reg  [7:0] wr$d;
    wire  [7:0] wr$q;
    reg  wr$clock;
    reg  [47:0] out$d;
    wire  [47:0] out$q;
    reg  out$clock;
    reg  [7:0] ram$read_address;
    reg  ram$read_clock;
    wire  [47:0] ram$read_data;
    reg  [7:0] ram$write_address;
    reg  ram$write_clock;
    reg  [47:0] ram$write_data;
    reg  ram$write_enable;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$line_tot$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    nscc_cc_ip$engine$dp$line_tot$out out(
        .d(out$d),
        .q(out$q),
        .clock(out$clock)
    );
    nscc_cc_ip$engine$dp$line_tot$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    
    // Update code
    always @(*) begin
        wr$clock = clock;
        out$clock = clock;
        wr$d = wr$q;
        out$d = out$q;
        ram$read_clock = clock;
        ram$write_clock = clock;
        wr$d = wr$q + 32'h1;
        ram$write_address = wr$q;
        ram$write_data = d;
        ram$write_enable = 1'b1;
        ram$read_address = wr$q - lag + 32'h1;
        out$d = ram$read_data;
        q = out$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$line_tot


module nscc_cc_ip$engine$dp$line_tot$out(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$line_tot$out


module nscc_cc_ip$engine$dp$line_tot$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [47:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [47:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[47:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$dp$line_tot$ram


module nscc_cc_ip$engine$dp$line_tot$wr(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$line_tot$wr


module nscc_cc_ip$engine$dp$maxwnd_15(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$maxwnd_15$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$maxwnd_15$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$maxwnd_15


module nscc_cc_ip$engine$dp$maxwnd_15$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$maxwnd_15$head


module nscc_cc_ip$engine$dp$maxwnd_15$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$maxwnd_15$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$maxwnd_15$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$maxwnd_15$tail


module nscc_cc_ip$engine$dp$maxwnd_15$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$maxwnd_15$tail$head


module nscc_cc_ip$engine$dp$maxwnd_15$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$maxwnd_15$tail$tail


module nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$head


module nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail


module nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail$head


module nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] r$d;
    wire  [23:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail$tail$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$maxwnd_15$tail$tail$tail$tail$tail$r


module nscc_cc_ip$engine$dp$maxwnd_y7(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$maxwnd_y7


module nscc_cc_ip$engine$dp$mul_bdp(clock,in_valid,a,b,s,y_bits,out_valid,y);
    
    // Module arguments
    input wire  clock;
    input wire  in_valid;
    input wire  [23:0] a;
    input wire  [11:0] b;
    input wire  [7:0] s;
    input wire  [7:0] y_bits;
    output reg  out_valid;
    output reg  [47:0] y;
    
    // Stub signals
    reg  v1$d;
    wire  v1$q;
    reg  v1$clock;
    reg  [23:0] a1$d;
    wire  [23:0] a1$q;
    reg  a1$clock;
    reg  [11:0] b1$d;
    wire  [11:0] b1$q;
    reg  b1$clock;
    reg  [7:0] s1$d;
    wire  [7:0] s1$q;
    reg  s1$clock;
    reg  [7:0] lead_g$0$x;
    wire  [7:0] lead_g$0$one_hot;
    reg  [7:0] lead_g$1$x;
    wire  [7:0] lead_g$1$one_hot;
    reg  [7:0] lead_g$2$x;
    wire  [7:0] lead_g$2$one_hot;
    reg  v2$d;
    wire  v2$q;
    reg  v2$clock;
    reg  [23:0] a2$d;
    wire  [23:0] a2$q;
    reg  a2$clock;
    reg  [11:0] b2$d;
    wire  [11:0] b2$q;
    reg  b2$clock;
    reg  [7:0] s2$d;
    wire  [7:0] s2$q;
    reg  s2$clock;
    reg  hia$0$d;
    wire  hia$0$q;
    reg  hia$0$clock;
    reg  hia$1$d;
    wire  hia$1$q;
    reg  hia$1$clock;
    reg  hia$2$d;
    wire  hia$2$q;
    reg  hia$2$clock;
    reg  [7:0] loa$d;
    wire  [7:0] loa$q;
    reg  loa$clock;
    reg  [1:0] f2$d;
    wire  [1:0] f2$q;
    reg  f2$clock;
    reg  v3$d;
    wire  v3$q;
    reg  v3$clock;
    reg  mul$clock;
    reg  [14:0] mul$a;
    reg  [11:0] mul$b;
    wire  [26:0] mul$p;
    reg  [8:0] w3$d;
    wire  [8:0] w3$q;
    reg  w3$clock;
    reg  nz3$d;
    wire  nz3$q;
    reg  nz3$clock;
    reg  v4$d;
    wire  v4$q;
    reg  v4$clock;
    reg  c4$0$d;
    wire  c4$0$q;
    reg  c4$0$clock;
    reg  c4$1$d;
    wire  c4$1$q;
    reg  c4$1$clock;
    reg  c4$2$d;
    wire  c4$2$q;
    reg  c4$2$clock;
    reg  c4$3$d;
    wire  c4$3$q;
    reg  c4$3$clock;
    reg  c4$4$d;
    wire  c4$4$q;
    reg  c4$4$clock;
    reg  c4$5$d;
    wire  c4$5$q;
    reg  c4$5$clock;
    reg  c4$6$d;
    wire  c4$6$q;
    reg  c4$6$clock;
    reg  c4$7$d;
    wire  c4$7$q;
    reg  c4$7$clock;
    reg  c4$8$d;
    wire  c4$8$q;
    reg  c4$8$clock;
    reg  c4$9$d;
    wire  c4$9$q;
    reg  c4$9$clock;
    reg  c4$10$d;
    wire  c4$10$q;
    reg  c4$10$clock;
    reg  c4$11$d;
    wire  c4$11$q;
    reg  c4$11$clock;
    reg  c4$12$d;
    wire  c4$12$q;
    reg  c4$12$clock;
    reg  satf4$d;
    wire  satf4$q;
    reg  satf4$clock;
    reg  eqf4$d;
    wire  eqf4$q;
    reg  eqf4$clock;
    reg  v5$d;
    wire  v5$q;
    reg  v5$clock;
    reg  [47:0] y5$d;
    wire  [47:0] y5$q;
    reg  y5$clock;
    
    // Local signals
    reg  nz_g$0;
    reg  nz_g$1;
    reg  nz_g$2;
    reg  pa0_g$0;
    reg  pa0_g$1;
    reg  pa0_g$2;
    reg  pa1_g$0;
    reg  pa1_g$1;
    reg  pa1_g$2;
    reg  [1:0] pa_lo;
    reg  [34:0] xa;
    reg  [18:0] wa_k$0;
    reg  [18:0] wa_k$1;
    reg  [18:0] wa_k$2;
    reg  [18:0] wa;
    reg  [11:0] ma_r$0;
    reg  [11:0] ma_r$1;
    reg  [11:0] ma_r$2;
    reg  [11:0] ma_r$3;
    reg  [11:0] ma_r$4;
    reg  [11:0] ma_r$5;
    reg  [11:0] ma_r$6;
    reg  [11:0] ma_r$7;
    reg  [8:0] pa;
    reg  [11:0] ma;
    reg  [8:0] lim;
    reg  [26:0] p;
    reg  [95:0] px;
    reg  [47:0] y_c$0;
    reg  [47:0] y_c$1;
    reg  [47:0] y_c$2;
    reg  [47:0] y_c$3;
    reg  [47:0] y_c$4;
    reg  [47:0] y_c$5;
    reg  [47:0] y_c$6;
    reg  [47:0] y_c$7;
    reg  [47:0] y_c$8;
    reg  [47:0] y_c$9;
    reg  [47:0] y_c$10;
    reg  [47:0] y_c$11;
    reg  [47:0] y_c$12;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$mul_bdp$v1 v1(
        .d(v1$d),
        .q(v1$q),
        .clock(v1$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$a1 a1(
        .d(a1$d),
        .q(a1$q),
        .clock(a1$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$b1 b1(
        .d(b1$d),
        .q(b1$q),
        .clock(b1$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$s1 s1(
        .d(s1$d),
        .q(s1$q),
        .clock(s1$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$lead_g$0 lead_g$0(
        .x(lead_g$0$x),
        .one_hot(lead_g$0$one_hot)
    );
    nscc_cc_ip$engine$dp$mul_bdp$lead_g$1 lead_g$1(
        .x(lead_g$1$x),
        .one_hot(lead_g$1$one_hot)
    );
    nscc_cc_ip$engine$dp$mul_bdp$lead_g$2 lead_g$2(
        .x(lead_g$2$x),
        .one_hot(lead_g$2$one_hot)
    );
    nscc_cc_ip$engine$dp$mul_bdp$v2 v2(
        .d(v2$d),
        .q(v2$q),
        .clock(v2$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$a2 a2(
        .d(a2$d),
        .q(a2$q),
        .clock(a2$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$b2 b2(
        .d(b2$d),
        .q(b2$q),
        .clock(b2$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$s2 s2(
        .d(s2$d),
        .q(s2$q),
        .clock(s2$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$hia$0 hia$0(
        .d(hia$0$d),
        .q(hia$0$q),
        .clock(hia$0$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$hia$1 hia$1(
        .d(hia$1$d),
        .q(hia$1$q),
        .clock(hia$1$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$hia$2 hia$2(
        .d(hia$2$d),
        .q(hia$2$q),
        .clock(hia$2$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$loa loa(
        .d(loa$d),
        .q(loa$q),
        .clock(loa$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$f2 f2(
        .d(f2$d),
        .q(f2$q),
        .clock(f2$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$v3 v3(
        .d(v3$d),
        .q(v3$q),
        .clock(v3$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$mul mul(
        .clock(mul$clock),
        .a(mul$a),
        .b(mul$b),
        .p(mul$p)
    );
    nscc_cc_ip$engine$dp$mul_bdp$w3 w3(
        .d(w3$d),
        .q(w3$q),
        .clock(w3$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$nz3 nz3(
        .d(nz3$d),
        .q(nz3$q),
        .clock(nz3$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$v4 v4(
        .d(v4$d),
        .q(v4$q),
        .clock(v4$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$c4$0 c4$0(
        .d(c4$0$d),
        .q(c4$0$q),
        .clock(c4$0$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$c4$1 c4$1(
        .d(c4$1$d),
        .q(c4$1$q),
        .clock(c4$1$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$c4$2 c4$2(
        .d(c4$2$d),
        .q(c4$2$q),
        .clock(c4$2$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$c4$3 c4$3(
        .d(c4$3$d),
        .q(c4$3$q),
        .clock(c4$3$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$c4$4 c4$4(
        .d(c4$4$d),
        .q(c4$4$q),
        .clock(c4$4$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$c4$5 c4$5(
        .d(c4$5$d),
        .q(c4$5$q),
        .clock(c4$5$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$c4$6 c4$6(
        .d(c4$6$d),
        .q(c4$6$q),
        .clock(c4$6$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$c4$7 c4$7(
        .d(c4$7$d),
        .q(c4$7$q),
        .clock(c4$7$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$c4$8 c4$8(
        .d(c4$8$d),
        .q(c4$8$q),
        .clock(c4$8$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$c4$9 c4$9(
        .d(c4$9$d),
        .q(c4$9$q),
        .clock(c4$9$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$c4$10 c4$10(
        .d(c4$10$d),
        .q(c4$10$q),
        .clock(c4$10$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$c4$11 c4$11(
        .d(c4$11$d),
        .q(c4$11$q),
        .clock(c4$11$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$c4$12 c4$12(
        .d(c4$12$d),
        .q(c4$12$q),
        .clock(c4$12$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$satf4 satf4(
        .d(satf4$d),
        .q(satf4$q),
        .clock(satf4$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$eqf4 eqf4(
        .d(eqf4$d),
        .q(eqf4$q),
        .clock(eqf4$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$v5 v5(
        .d(v5$d),
        .q(v5$q),
        .clock(v5$clock)
    );
    nscc_cc_ip$engine$dp$mul_bdp$y5 y5(
        .d(y5$d),
        .q(y5$q),
        .clock(y5$clock)
    );
    
    // Update code
    always @(*) begin
        v1$clock = clock;
        a1$clock = clock;
        b1$clock = clock;
        s1$clock = clock;
        v2$clock = clock;
        a2$clock = clock;
        b2$clock = clock;
        s2$clock = clock;
        loa$clock = clock;
        f2$clock = clock;
        v3$clock = clock;
        w3$clock = clock;
        nz3$clock = clock;
        v4$clock = clock;
        satf4$clock = clock;
        eqf4$clock = clock;
        v5$clock = clock;
        y5$clock = clock;
        v1$d = v1$q;
        a1$d = a1$q;
        b1$d = b1$q;
        s1$d = s1$q;
        v2$d = v2$q;
        a2$d = a2$q;
        b2$d = b2$q;
        s2$d = s2$q;
        loa$d = loa$q;
        f2$d = f2$q;
        v3$d = v3$q;
        w3$d = w3$q;
        nz3$d = nz3$q;
        v4$d = v4$q;
        satf4$d = satf4$q;
        eqf4$d = eqf4$q;
        v5$d = v5$q;
        y5$d = y5$q;
        hia$0$clock = clock;
        hia$1$clock = clock;
        hia$2$clock = clock;
        c4$0$clock = clock;
        c4$1$clock = clock;
        c4$2$clock = clock;
        c4$3$clock = clock;
        c4$4$clock = clock;
        c4$5$clock = clock;
        c4$6$clock = clock;
        c4$7$clock = clock;
        c4$8$clock = clock;
        c4$9$clock = clock;
        c4$10$clock = clock;
        c4$11$clock = clock;
        c4$12$clock = clock;
        v1$d = in_valid;
        a1$d = a;
        b1$d = b;
        s1$d = s;
        v2$d = v1$q;
        a2$d = a1$q;
        b2$d = b1$q;
        s2$d = s1$q;
        lead_g$0$x = a1$q[(32'h8 * 0)+:(8)];
        nz_g$0 = |a1$q[(32'h8 * 0)+:(8)];
        lead_g$1$x = a1$q[(32'h8 * 1)+:(8)];
        nz_g$1 = |a1$q[(32'h8 * 1)+:(8)];
        lead_g$2$x = a1$q[(32'h8 * 2)+:(8)];
        nz_g$2 = |a1$q[(32'h8 * 2)+:(8)];
        hia$2$d = nz_g$2;
        hia$1$d = nz_g$1 && ~nz_g$2;
        hia$0$d = nz_g$0 && ~nz_g$1 && ~nz_g$2;
        loa$d = lead_g$2$one_hot;
        if (~nz_g$2) begin
            loa$d = lead_g$1$one_hot;
            if (~nz_g$1) begin
                loa$d = lead_g$0$one_hot;
            end
        end
        pa0_g$0 = |(lead_g$0$one_hot & 32'haa);
        pa1_g$0 = |(lead_g$0$one_hot & 32'hcc);
        pa0_g$1 = |(lead_g$1$one_hot & 32'haa);
        pa1_g$1 = |(lead_g$1$one_hot & 32'hcc);
        pa0_g$2 = |(lead_g$2$one_hot & 32'haa);
        pa1_g$2 = |(lead_g$2$one_hot & 32'hcc);
        pa_lo = ((pa0_g$2) & 2'h3) | (((pa1_g$2) & 2'h3) << 32'h1);
        if (~nz_g$2) begin
            pa_lo = ((pa0_g$1) & 2'h3) | (((pa1_g$1) & 2'h3) << 32'h1);
            if (~nz_g$1) begin
                pa_lo = ((pa0_g$0) & 2'h3) | (((pa1_g$0) & 2'h3) << 32'h1);
            end
        end
        f2$d = s1$q[(32'h0)+:(2)] + pa_lo;
        xa = ((a2$q) & 35'h7ffffffff) << 32'hb;
        wa_k$0 = 32'h0;
        if (hia$0$q) begin
            wa_k$0 = xa[(32'h8 * 0)+:(19)];
        end
        wa_k$1 = 32'h0;
        if (hia$1$q) begin
            wa_k$1 = xa[(32'h8 * 1)+:(19)];
        end
        wa_k$2 = 32'h0;
        if (hia$2$q) begin
            wa_k$2 = xa[(32'h8 * 2)+:(19)];
        end
        wa = wa_k$0 | wa_k$1 | wa_k$2;
        ma_r$0 = 32'h0;
        if (loa$q[0]) begin
            ma_r$0 = wa[(0)+:(12)];
        end
        ma_r$1 = 32'h0;
        if (loa$q[1]) begin
            ma_r$1 = wa[(1)+:(12)];
        end
        ma_r$2 = 32'h0;
        if (loa$q[2]) begin
            ma_r$2 = wa[(2)+:(12)];
        end
        ma_r$3 = 32'h0;
        if (loa$q[3]) begin
            ma_r$3 = wa[(3)+:(12)];
        end
        ma_r$4 = 32'h0;
        if (loa$q[4]) begin
            ma_r$4 = wa[(4)+:(12)];
        end
        ma_r$5 = 32'h0;
        if (loa$q[5]) begin
            ma_r$5 = wa[(5)+:(12)];
        end
        ma_r$6 = 32'h0;
        if (loa$q[6]) begin
            ma_r$6 = wa[(6)+:(12)];
        end
        ma_r$7 = 32'h0;
        if (loa$q[7]) begin
            ma_r$7 = wa[(7)+:(12)];
        end
        pa = ((|(loa$q & 32'haa)) & 9'h1ff) | (((|(loa$q & 32'hcc)) & 9'h1ff) << 32'h1) | (((|(loa$q & 32'hf0)) & 9'h1ff) << 32'h2) | (((hia$1$q) & 9'h1ff) << 32'h3) | (((hia$2$q) & 9'h1ff) << 32'h4);
        ma = ma_r$0 | ma_r$1 | ma_r$2 | ma_r$3 | ma_r$4 | ma_r$5 | ma_r$6 | ma_r$7;
        v3$d = v2$q;
        mul$clock = clock;
        mul$a = ((ma) & 15'h7fff) << f2$q;
        mul$b = b2$q;
        w3$d = ((s2$q ^ 32'h80) & 9'h1ff) + pa + 32'hc;
        nz3$d = (hia$0$q | hia$1$q | hia$2$q) & |b2$q;
        v4$d = v3$q;
        lim = ((y_bits) & 9'h1ff) + 32'h80;
        c4$0$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 0);
        c4$1$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 1);
        c4$2$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 2);
        c4$3$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 3);
        c4$4$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 4);
        c4$5$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 5);
        c4$6$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 6);
        c4$7$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 7);
        c4$8$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 8);
        c4$9$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 9);
        c4$10$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 10);
        c4$11$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 11);
        c4$12$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 12);
        satf4$d = nz3$q & (w3$q > lim);
        eqf4$d = nz3$q & (w3$q == lim);
        v5$d = v4$q;
        p = mul$p;
        px = ((p) & 96'hffffffffffffffffffffffff) << 32'h19;
        y_c$0 = 32'h0;
        if (c4$0$q) begin
            y_c$0 = px[(32'h30 - 32'h4 * 0)+:(48)];
        end
        y_c$1 = 32'h0;
        if (c4$1$q) begin
            y_c$1 = px[(32'h30 - 32'h4 * 1)+:(48)];
        end
        y_c$2 = 32'h0;
        if (c4$2$q) begin
            y_c$2 = px[(32'h30 - 32'h4 * 2)+:(48)];
        end
        y_c$3 = 32'h0;
        if (c4$3$q) begin
            y_c$3 = px[(32'h30 - 32'h4 * 3)+:(48)];
        end
        y_c$4 = 32'h0;
        if (c4$4$q) begin
            y_c$4 = px[(32'h30 - 32'h4 * 4)+:(48)];
        end
        y_c$5 = 32'h0;
        if (c4$5$q) begin
            y_c$5 = px[(32'h30 - 32'h4 * 5)+:(48)];
        end
        y_c$6 = 32'h0;
        if (c4$6$q) begin
            y_c$6 = px[(32'h30 - 32'h4 * 6)+:(48)];
        end
        y_c$7 = 32'h0;
        if (c4$7$q) begin
            y_c$7 = px[(32'h30 - 32'h4 * 7)+:(48)];
        end
        y_c$8 = 32'h0;
        if (c4$8$q) begin
            y_c$8 = px[(32'h30 - 32'h4 * 8)+:(48)];
        end
        y_c$9 = 32'h0;
        if (c4$9$q) begin
            y_c$9 = px[(32'h30 - 32'h4 * 9)+:(48)];
        end
        y_c$10 = 32'h0;
        if (c4$10$q) begin
            y_c$10 = px[(32'h30 - 32'h4 * 10)+:(48)];
        end
        y_c$11 = 32'h0;
        if (c4$11$q) begin
            y_c$11 = px[(32'h30 - 32'h4 * 11)+:(48)];
        end
        y_c$12 = 32'h0;
        if (c4$12$q) begin
            y_c$12 = px[(32'h30 - 32'h4 * 12)+:(48)];
        end
        y5$d = y_c$0 | y_c$1 | y_c$2 | y_c$3 | y_c$4 | y_c$5 | y_c$6 | y_c$7 | y_c$8 | y_c$9 | y_c$10 | y_c$11 | y_c$12;
        if (satf4$q | (eqf4$q & p[32'h17])) begin
            y5$d = ((64'hffffffffffff) & 48'hffffffffffff);
        end
        out_valid = v5$q;
        y = y5$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$mul_bdp


module nscc_cc_ip$engine$dp$mul_bdp$a1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$a1


module nscc_cc_ip$engine$dp$mul_bdp$a2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$a2


module nscc_cc_ip$engine$dp$mul_bdp$b1(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$b1


module nscc_cc_ip$engine$dp$mul_bdp$b2(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$b2


module nscc_cc_ip$engine$dp$mul_bdp$c4$0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$c4$0


module nscc_cc_ip$engine$dp$mul_bdp$c4$1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$c4$1


module nscc_cc_ip$engine$dp$mul_bdp$c4$10(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$c4$10


module nscc_cc_ip$engine$dp$mul_bdp$c4$11(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$c4$11


module nscc_cc_ip$engine$dp$mul_bdp$c4$12(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$c4$12


module nscc_cc_ip$engine$dp$mul_bdp$c4$2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$c4$2


module nscc_cc_ip$engine$dp$mul_bdp$c4$3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$c4$3


module nscc_cc_ip$engine$dp$mul_bdp$c4$4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$c4$4


module nscc_cc_ip$engine$dp$mul_bdp$c4$5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$c4$5


module nscc_cc_ip$engine$dp$mul_bdp$c4$6(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$c4$6


module nscc_cc_ip$engine$dp$mul_bdp$c4$7(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$c4$7


module nscc_cc_ip$engine$dp$mul_bdp$c4$8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$c4$8


module nscc_cc_ip$engine$dp$mul_bdp$c4$9(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$c4$9


module nscc_cc_ip$engine$dp$mul_bdp$eqf4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$eqf4


module nscc_cc_ip$engine$dp$mul_bdp$f2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$f2


module nscc_cc_ip$engine$dp$mul_bdp$hia$0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$hia$0


module nscc_cc_ip$engine$dp$mul_bdp$hia$1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$hia$1


module nscc_cc_ip$engine$dp$mul_bdp$hia$2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$hia$2


module nscc_cc_ip$engine$dp$mul_bdp$lead_g$0(x,one_hot);
    
    // Module arguments
    input wire  [7:0] x;
    output reg  [7:0] one_hot;
    
    // Local signals
    reg  [7:0] s1;
    reg  [7:0] s2;
    reg  [7:0] s4;
    reg  [7:0] s8;
    reg  [7:0] s16;
    reg  [7:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$mul_bdp$lead_g$0


module nscc_cc_ip$engine$dp$mul_bdp$lead_g$1(x,one_hot);
    
    // Module arguments
    input wire  [7:0] x;
    output reg  [7:0] one_hot;
    
    // Local signals
    reg  [7:0] s1;
    reg  [7:0] s2;
    reg  [7:0] s4;
    reg  [7:0] s8;
    reg  [7:0] s16;
    reg  [7:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$mul_bdp$lead_g$1


module nscc_cc_ip$engine$dp$mul_bdp$lead_g$2(x,one_hot);
    
    // Module arguments
    input wire  [7:0] x;
    output reg  [7:0] one_hot;
    
    // Local signals
    reg  [7:0] s1;
    reg  [7:0] s2;
    reg  [7:0] s4;
    reg  [7:0] s8;
    reg  [7:0] s16;
    reg  [7:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$mul_bdp$lead_g$2


module nscc_cc_ip$engine$dp$mul_bdp$loa(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$loa

// v-- Setting output parameters to net type for wrapped code.


module nscc_cc_ip$engine$dp$mul_bdp$mul(clock,a,b,p);
    
    // Module arguments
    input wire  clock;
    input wire  [14:0] a;
    input wire  [11:0] b;
    output wire  [26:0] p;
    
    // Update code (wrapper)
    
    `ifdef NSCC_ECP5
      // one MULT18X18D, unsigned, its output register on CLK0 (and its input registers
      // when REG_INPUTA/B_CLK say CLK0)
      wire [35:0] pw;
      MULT18X18D #(
        .REG_INPUTA_CLK("CLK0"), .REG_INPUTB_CLK("CLK0"), .REG_OUTPUT_CLK("CLK0"),
        .RESETMODE("SYNC")
      ) mult (
        .A0(a[0]), .A1(a[1]), .A2(a[2]), .A3(a[3]), .A4(a[4]), .A5(a[5]), .A6(a[6]), .A7(a[7]), .A8(a[8]), .A9(a[9]), .A10(a[10]), .A11(a[11]), .A12(a[12]), .A13(a[13]), .A14(a[14]), .A15(1'b0), .A16(1'b0), .A17(1'b0),
        .B0(b[0]), .B1(b[1]), .B2(b[2]), .B3(b[3]), .B4(b[4]), .B5(b[5]), .B6(b[6]), .B7(b[7]), .B8(b[8]), .B9(b[9]), .B10(b[10]), .B11(b[11]), .B12(1'b0), .B13(1'b0), .B14(1'b0), .B15(1'b0), .B16(1'b0), .B17(1'b0),
        .C0(1'b0), .C1(1'b0), .C2(1'b0), .C3(1'b0), .C4(1'b0), .C5(1'b0), .C6(1'b0), .C7(1'b0), .C8(1'b0), .C9(1'b0), .C10(1'b0), .C11(1'b0), .C12(1'b0), .C13(1'b0), .C14(1'b0), .C15(1'b0), .C16(1'b0), .C17(1'b0),
        .SIGNEDA(1'b0), .SIGNEDB(1'b0), .SOURCEA(1'b0), .SOURCEB(1'b0),
        .CLK0(clock), .CLK1(1'b0), .CLK2(1'b0), .CLK3(1'b0),
        .CE0(1'b1), .CE1(1'b0), .CE2(1'b0), .CE3(1'b0),
        .RST0(1'b0), .RST1(1'b0), .RST2(1'b0), .RST3(1'b0),
        .P0(pw[0]), .P1(pw[1]), .P2(pw[2]), .P3(pw[3]), .P4(pw[4]), .P5(pw[5]), .P6(pw[6]), .P7(pw[7]), .P8(pw[8]), .P9(pw[9]), .P10(pw[10]), .P11(pw[11]), .P12(pw[12]), .P13(pw[13]), .P14(pw[14]), .P15(pw[15]), .P16(pw[16]), .P17(pw[17]), .P18(pw[18]), .P19(pw[19]), .P20(pw[20]), .P21(pw[21]), .P22(pw[22]), .P23(pw[23]), .P24(pw[24]), .P25(pw[25]), .P26(pw[26]), .P27(pw[27]), .P28(pw[28]), .P29(pw[29]), .P30(pw[30]), .P31(pw[31]), .P32(pw[32]), .P33(pw[33]), .P34(pw[34]), .P35(pw[35])
      );
      assign p = pw[26:0];
      /* verilator lint_off UNUSEDSIGNAL */
      wire unused_high = |pw[35:27];
      /* verilator lint_on UNUSEDSIGNAL */
    `else
      reg [14:0] ra;
      reg [11:0] rb;
      reg [26:0] rp;
      initial begin
        ra = 15'h0;
        rb = 12'h0;
        rp = 27'h0;
      end
      always @(posedge clock) begin
        ra <= a;
        rb <= b;
        rp <= {{12{1'b0}}, ra} * {{15{1'b0}}, rb};
      end
      assign p = rp;
    `endif
endmodule // nscc_cc_ip$engine$dp$mul_bdp$mul


module nscc_cc_ip$engine$dp$mul_bdp$nz3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$nz3


module nscc_cc_ip$engine$dp$mul_bdp$s1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$s1


module nscc_cc_ip$engine$dp$mul_bdp$s2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$s2


module nscc_cc_ip$engine$dp$mul_bdp$satf4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$satf4


module nscc_cc_ip$engine$dp$mul_bdp$v1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$v1


module nscc_cc_ip$engine$dp$mul_bdp$v2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$v2


module nscc_cc_ip$engine$dp$mul_bdp$v3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$v3


module nscc_cc_ip$engine$dp$mul_bdp$v4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$v4


module nscc_cc_ip$engine$dp$mul_bdp$v5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$v5


module nscc_cc_ip$engine$dp$mul_bdp$w3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$w3


module nscc_cc_ip$engine$dp$mul_bdp$y5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_bdp$y5


module nscc_cc_ip$engine$dp$mul_credit(clock,in_valid,a,b,s,y_bits,out_valid,y);
    
    // Module arguments
    input wire  clock;
    input wire  in_valid;
    input wire  [23:0] a;
    input wire  [11:0] b;
    input wire  [7:0] s;
    input wire  [7:0] y_bits;
    output reg  out_valid;
    output reg  [47:0] y;
    
    // Stub signals
    reg  v1$d;
    wire  v1$q;
    reg  v1$clock;
    reg  [23:0] a1$d;
    wire  [23:0] a1$q;
    reg  a1$clock;
    reg  [11:0] b1$d;
    wire  [11:0] b1$q;
    reg  b1$clock;
    reg  [7:0] s1$d;
    wire  [7:0] s1$q;
    reg  s1$clock;
    reg  [7:0] lead_g$0$x;
    wire  [7:0] lead_g$0$one_hot;
    reg  [7:0] lead_g$1$x;
    wire  [7:0] lead_g$1$one_hot;
    reg  [7:0] lead_g$2$x;
    wire  [7:0] lead_g$2$one_hot;
    reg  v2$d;
    wire  v2$q;
    reg  v2$clock;
    reg  [23:0] a2$d;
    wire  [23:0] a2$q;
    reg  a2$clock;
    reg  [11:0] b2$d;
    wire  [11:0] b2$q;
    reg  b2$clock;
    reg  [7:0] s2$d;
    wire  [7:0] s2$q;
    reg  s2$clock;
    reg  hia$0$d;
    wire  hia$0$q;
    reg  hia$0$clock;
    reg  hia$1$d;
    wire  hia$1$q;
    reg  hia$1$clock;
    reg  hia$2$d;
    wire  hia$2$q;
    reg  hia$2$clock;
    reg  [7:0] loa$d;
    wire  [7:0] loa$q;
    reg  loa$clock;
    reg  [1:0] f2$d;
    wire  [1:0] f2$q;
    reg  f2$clock;
    reg  v3$d;
    wire  v3$q;
    reg  v3$clock;
    reg  mul$clock;
    reg  [14:0] mul$a;
    reg  [11:0] mul$b;
    wire  [26:0] mul$p;
    reg  [8:0] w3$d;
    wire  [8:0] w3$q;
    reg  w3$clock;
    reg  nz3$d;
    wire  nz3$q;
    reg  nz3$clock;
    reg  v4$d;
    wire  v4$q;
    reg  v4$clock;
    reg  c4$0$d;
    wire  c4$0$q;
    reg  c4$0$clock;
    reg  c4$1$d;
    wire  c4$1$q;
    reg  c4$1$clock;
    reg  c4$2$d;
    wire  c4$2$q;
    reg  c4$2$clock;
    reg  c4$3$d;
    wire  c4$3$q;
    reg  c4$3$clock;
    reg  c4$4$d;
    wire  c4$4$q;
    reg  c4$4$clock;
    reg  c4$5$d;
    wire  c4$5$q;
    reg  c4$5$clock;
    reg  c4$6$d;
    wire  c4$6$q;
    reg  c4$6$clock;
    reg  c4$7$d;
    wire  c4$7$q;
    reg  c4$7$clock;
    reg  c4$8$d;
    wire  c4$8$q;
    reg  c4$8$clock;
    reg  c4$9$d;
    wire  c4$9$q;
    reg  c4$9$clock;
    reg  c4$10$d;
    wire  c4$10$q;
    reg  c4$10$clock;
    reg  c4$11$d;
    wire  c4$11$q;
    reg  c4$11$clock;
    reg  c4$12$d;
    wire  c4$12$q;
    reg  c4$12$clock;
    reg  satf4$d;
    wire  satf4$q;
    reg  satf4$clock;
    reg  eqf4$d;
    wire  eqf4$q;
    reg  eqf4$clock;
    reg  v5$d;
    wire  v5$q;
    reg  v5$clock;
    reg  [47:0] y5$d;
    wire  [47:0] y5$q;
    reg  y5$clock;
    
    // Local signals
    reg  nz_g$0;
    reg  nz_g$1;
    reg  nz_g$2;
    reg  pa0_g$0;
    reg  pa0_g$1;
    reg  pa0_g$2;
    reg  pa1_g$0;
    reg  pa1_g$1;
    reg  pa1_g$2;
    reg  [1:0] pa_lo;
    reg  [34:0] xa;
    reg  [18:0] wa_k$0;
    reg  [18:0] wa_k$1;
    reg  [18:0] wa_k$2;
    reg  [18:0] wa;
    reg  [11:0] ma_r$0;
    reg  [11:0] ma_r$1;
    reg  [11:0] ma_r$2;
    reg  [11:0] ma_r$3;
    reg  [11:0] ma_r$4;
    reg  [11:0] ma_r$5;
    reg  [11:0] ma_r$6;
    reg  [11:0] ma_r$7;
    reg  [8:0] pa;
    reg  [11:0] ma;
    reg  [8:0] lim;
    reg  [26:0] p;
    reg  [95:0] px;
    reg  [47:0] y_c$0;
    reg  [47:0] y_c$1;
    reg  [47:0] y_c$2;
    reg  [47:0] y_c$3;
    reg  [47:0] y_c$4;
    reg  [47:0] y_c$5;
    reg  [47:0] y_c$6;
    reg  [47:0] y_c$7;
    reg  [47:0] y_c$8;
    reg  [47:0] y_c$9;
    reg  [47:0] y_c$10;
    reg  [47:0] y_c$11;
    reg  [47:0] y_c$12;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$mul_credit$v1 v1(
        .d(v1$d),
        .q(v1$q),
        .clock(v1$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$a1 a1(
        .d(a1$d),
        .q(a1$q),
        .clock(a1$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$b1 b1(
        .d(b1$d),
        .q(b1$q),
        .clock(b1$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$s1 s1(
        .d(s1$d),
        .q(s1$q),
        .clock(s1$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$lead_g$0 lead_g$0(
        .x(lead_g$0$x),
        .one_hot(lead_g$0$one_hot)
    );
    nscc_cc_ip$engine$dp$mul_credit$lead_g$1 lead_g$1(
        .x(lead_g$1$x),
        .one_hot(lead_g$1$one_hot)
    );
    nscc_cc_ip$engine$dp$mul_credit$lead_g$2 lead_g$2(
        .x(lead_g$2$x),
        .one_hot(lead_g$2$one_hot)
    );
    nscc_cc_ip$engine$dp$mul_credit$v2 v2(
        .d(v2$d),
        .q(v2$q),
        .clock(v2$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$a2 a2(
        .d(a2$d),
        .q(a2$q),
        .clock(a2$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$b2 b2(
        .d(b2$d),
        .q(b2$q),
        .clock(b2$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$s2 s2(
        .d(s2$d),
        .q(s2$q),
        .clock(s2$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$hia$0 hia$0(
        .d(hia$0$d),
        .q(hia$0$q),
        .clock(hia$0$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$hia$1 hia$1(
        .d(hia$1$d),
        .q(hia$1$q),
        .clock(hia$1$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$hia$2 hia$2(
        .d(hia$2$d),
        .q(hia$2$q),
        .clock(hia$2$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$loa loa(
        .d(loa$d),
        .q(loa$q),
        .clock(loa$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$f2 f2(
        .d(f2$d),
        .q(f2$q),
        .clock(f2$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$v3 v3(
        .d(v3$d),
        .q(v3$q),
        .clock(v3$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$mul mul(
        .clock(mul$clock),
        .a(mul$a),
        .b(mul$b),
        .p(mul$p)
    );
    nscc_cc_ip$engine$dp$mul_credit$w3 w3(
        .d(w3$d),
        .q(w3$q),
        .clock(w3$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$nz3 nz3(
        .d(nz3$d),
        .q(nz3$q),
        .clock(nz3$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$v4 v4(
        .d(v4$d),
        .q(v4$q),
        .clock(v4$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$c4$0 c4$0(
        .d(c4$0$d),
        .q(c4$0$q),
        .clock(c4$0$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$c4$1 c4$1(
        .d(c4$1$d),
        .q(c4$1$q),
        .clock(c4$1$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$c4$2 c4$2(
        .d(c4$2$d),
        .q(c4$2$q),
        .clock(c4$2$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$c4$3 c4$3(
        .d(c4$3$d),
        .q(c4$3$q),
        .clock(c4$3$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$c4$4 c4$4(
        .d(c4$4$d),
        .q(c4$4$q),
        .clock(c4$4$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$c4$5 c4$5(
        .d(c4$5$d),
        .q(c4$5$q),
        .clock(c4$5$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$c4$6 c4$6(
        .d(c4$6$d),
        .q(c4$6$q),
        .clock(c4$6$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$c4$7 c4$7(
        .d(c4$7$d),
        .q(c4$7$q),
        .clock(c4$7$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$c4$8 c4$8(
        .d(c4$8$d),
        .q(c4$8$q),
        .clock(c4$8$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$c4$9 c4$9(
        .d(c4$9$d),
        .q(c4$9$q),
        .clock(c4$9$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$c4$10 c4$10(
        .d(c4$10$d),
        .q(c4$10$q),
        .clock(c4$10$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$c4$11 c4$11(
        .d(c4$11$d),
        .q(c4$11$q),
        .clock(c4$11$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$c4$12 c4$12(
        .d(c4$12$d),
        .q(c4$12$q),
        .clock(c4$12$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$satf4 satf4(
        .d(satf4$d),
        .q(satf4$q),
        .clock(satf4$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$eqf4 eqf4(
        .d(eqf4$d),
        .q(eqf4$q),
        .clock(eqf4$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$v5 v5(
        .d(v5$d),
        .q(v5$q),
        .clock(v5$clock)
    );
    nscc_cc_ip$engine$dp$mul_credit$y5 y5(
        .d(y5$d),
        .q(y5$q),
        .clock(y5$clock)
    );
    
    // Update code
    always @(*) begin
        v1$clock = clock;
        a1$clock = clock;
        b1$clock = clock;
        s1$clock = clock;
        v2$clock = clock;
        a2$clock = clock;
        b2$clock = clock;
        s2$clock = clock;
        loa$clock = clock;
        f2$clock = clock;
        v3$clock = clock;
        w3$clock = clock;
        nz3$clock = clock;
        v4$clock = clock;
        satf4$clock = clock;
        eqf4$clock = clock;
        v5$clock = clock;
        y5$clock = clock;
        v1$d = v1$q;
        a1$d = a1$q;
        b1$d = b1$q;
        s1$d = s1$q;
        v2$d = v2$q;
        a2$d = a2$q;
        b2$d = b2$q;
        s2$d = s2$q;
        loa$d = loa$q;
        f2$d = f2$q;
        v3$d = v3$q;
        w3$d = w3$q;
        nz3$d = nz3$q;
        v4$d = v4$q;
        satf4$d = satf4$q;
        eqf4$d = eqf4$q;
        v5$d = v5$q;
        y5$d = y5$q;
        hia$0$clock = clock;
        hia$1$clock = clock;
        hia$2$clock = clock;
        c4$0$clock = clock;
        c4$1$clock = clock;
        c4$2$clock = clock;
        c4$3$clock = clock;
        c4$4$clock = clock;
        c4$5$clock = clock;
        c4$6$clock = clock;
        c4$7$clock = clock;
        c4$8$clock = clock;
        c4$9$clock = clock;
        c4$10$clock = clock;
        c4$11$clock = clock;
        c4$12$clock = clock;
        v1$d = in_valid;
        a1$d = a;
        b1$d = b;
        s1$d = s;
        v2$d = v1$q;
        a2$d = a1$q;
        b2$d = b1$q;
        s2$d = s1$q;
        lead_g$0$x = a1$q[(32'h8 * 0)+:(8)];
        nz_g$0 = |a1$q[(32'h8 * 0)+:(8)];
        lead_g$1$x = a1$q[(32'h8 * 1)+:(8)];
        nz_g$1 = |a1$q[(32'h8 * 1)+:(8)];
        lead_g$2$x = a1$q[(32'h8 * 2)+:(8)];
        nz_g$2 = |a1$q[(32'h8 * 2)+:(8)];
        hia$2$d = nz_g$2;
        hia$1$d = nz_g$1 && ~nz_g$2;
        hia$0$d = nz_g$0 && ~nz_g$1 && ~nz_g$2;
        loa$d = lead_g$2$one_hot;
        if (~nz_g$2) begin
            loa$d = lead_g$1$one_hot;
            if (~nz_g$1) begin
                loa$d = lead_g$0$one_hot;
            end
        end
        pa0_g$0 = |(lead_g$0$one_hot & 32'haa);
        pa1_g$0 = |(lead_g$0$one_hot & 32'hcc);
        pa0_g$1 = |(lead_g$1$one_hot & 32'haa);
        pa1_g$1 = |(lead_g$1$one_hot & 32'hcc);
        pa0_g$2 = |(lead_g$2$one_hot & 32'haa);
        pa1_g$2 = |(lead_g$2$one_hot & 32'hcc);
        pa_lo = ((pa0_g$2) & 2'h3) | (((pa1_g$2) & 2'h3) << 32'h1);
        if (~nz_g$2) begin
            pa_lo = ((pa0_g$1) & 2'h3) | (((pa1_g$1) & 2'h3) << 32'h1);
            if (~nz_g$1) begin
                pa_lo = ((pa0_g$0) & 2'h3) | (((pa1_g$0) & 2'h3) << 32'h1);
            end
        end
        f2$d = s1$q[(32'h0)+:(2)] + pa_lo;
        xa = ((a2$q) & 35'h7ffffffff) << 32'hb;
        wa_k$0 = 32'h0;
        if (hia$0$q) begin
            wa_k$0 = xa[(32'h8 * 0)+:(19)];
        end
        wa_k$1 = 32'h0;
        if (hia$1$q) begin
            wa_k$1 = xa[(32'h8 * 1)+:(19)];
        end
        wa_k$2 = 32'h0;
        if (hia$2$q) begin
            wa_k$2 = xa[(32'h8 * 2)+:(19)];
        end
        wa = wa_k$0 | wa_k$1 | wa_k$2;
        ma_r$0 = 32'h0;
        if (loa$q[0]) begin
            ma_r$0 = wa[(0)+:(12)];
        end
        ma_r$1 = 32'h0;
        if (loa$q[1]) begin
            ma_r$1 = wa[(1)+:(12)];
        end
        ma_r$2 = 32'h0;
        if (loa$q[2]) begin
            ma_r$2 = wa[(2)+:(12)];
        end
        ma_r$3 = 32'h0;
        if (loa$q[3]) begin
            ma_r$3 = wa[(3)+:(12)];
        end
        ma_r$4 = 32'h0;
        if (loa$q[4]) begin
            ma_r$4 = wa[(4)+:(12)];
        end
        ma_r$5 = 32'h0;
        if (loa$q[5]) begin
            ma_r$5 = wa[(5)+:(12)];
        end
        ma_r$6 = 32'h0;
        if (loa$q[6]) begin
            ma_r$6 = wa[(6)+:(12)];
        end
        ma_r$7 = 32'h0;
        if (loa$q[7]) begin
            ma_r$7 = wa[(7)+:(12)];
        end
        pa = ((|(loa$q & 32'haa)) & 9'h1ff) | (((|(loa$q & 32'hcc)) & 9'h1ff) << 32'h1) | (((|(loa$q & 32'hf0)) & 9'h1ff) << 32'h2) | (((hia$1$q) & 9'h1ff) << 32'h3) | (((hia$2$q) & 9'h1ff) << 32'h4);
        ma = ma_r$0 | ma_r$1 | ma_r$2 | ma_r$3 | ma_r$4 | ma_r$5 | ma_r$6 | ma_r$7;
        v3$d = v2$q;
        mul$clock = clock;
        mul$a = ((ma) & 15'h7fff) << f2$q;
        mul$b = b2$q;
        w3$d = ((s2$q ^ 32'h80) & 9'h1ff) + pa + 32'hc;
        nz3$d = (hia$0$q | hia$1$q | hia$2$q) & |b2$q;
        v4$d = v3$q;
        lim = ((y_bits) & 9'h1ff) + 32'h80;
        c4$0$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 0);
        c4$1$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 1);
        c4$2$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 2);
        c4$3$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 3);
        c4$4$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 4);
        c4$5$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 5);
        c4$6$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 6);
        c4$7$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 7);
        c4$8$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 8);
        c4$9$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 9);
        c4$10$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 10);
        c4$11$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 11);
        c4$12$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 12);
        satf4$d = nz3$q & (w3$q > lim);
        eqf4$d = nz3$q & (w3$q == lim);
        v5$d = v4$q;
        p = mul$p;
        px = ((p) & 96'hffffffffffffffffffffffff) << 32'h19;
        y_c$0 = 32'h0;
        if (c4$0$q) begin
            y_c$0 = px[(32'h30 - 32'h4 * 0)+:(48)];
        end
        y_c$1 = 32'h0;
        if (c4$1$q) begin
            y_c$1 = px[(32'h30 - 32'h4 * 1)+:(48)];
        end
        y_c$2 = 32'h0;
        if (c4$2$q) begin
            y_c$2 = px[(32'h30 - 32'h4 * 2)+:(48)];
        end
        y_c$3 = 32'h0;
        if (c4$3$q) begin
            y_c$3 = px[(32'h30 - 32'h4 * 3)+:(48)];
        end
        y_c$4 = 32'h0;
        if (c4$4$q) begin
            y_c$4 = px[(32'h30 - 32'h4 * 4)+:(48)];
        end
        y_c$5 = 32'h0;
        if (c4$5$q) begin
            y_c$5 = px[(32'h30 - 32'h4 * 5)+:(48)];
        end
        y_c$6 = 32'h0;
        if (c4$6$q) begin
            y_c$6 = px[(32'h30 - 32'h4 * 6)+:(48)];
        end
        y_c$7 = 32'h0;
        if (c4$7$q) begin
            y_c$7 = px[(32'h30 - 32'h4 * 7)+:(48)];
        end
        y_c$8 = 32'h0;
        if (c4$8$q) begin
            y_c$8 = px[(32'h30 - 32'h4 * 8)+:(48)];
        end
        y_c$9 = 32'h0;
        if (c4$9$q) begin
            y_c$9 = px[(32'h30 - 32'h4 * 9)+:(48)];
        end
        y_c$10 = 32'h0;
        if (c4$10$q) begin
            y_c$10 = px[(32'h30 - 32'h4 * 10)+:(48)];
        end
        y_c$11 = 32'h0;
        if (c4$11$q) begin
            y_c$11 = px[(32'h30 - 32'h4 * 11)+:(48)];
        end
        y_c$12 = 32'h0;
        if (c4$12$q) begin
            y_c$12 = px[(32'h30 - 32'h4 * 12)+:(48)];
        end
        y5$d = y_c$0 | y_c$1 | y_c$2 | y_c$3 | y_c$4 | y_c$5 | y_c$6 | y_c$7 | y_c$8 | y_c$9 | y_c$10 | y_c$11 | y_c$12;
        if (satf4$q | (eqf4$q & p[32'h17])) begin
            y5$d = ((64'hffffffffffff) & 48'hffffffffffff);
        end
        out_valid = v5$q;
        y = y5$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$mul_credit


module nscc_cc_ip$engine$dp$mul_credit$a1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$a1


module nscc_cc_ip$engine$dp$mul_credit$a2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$a2


module nscc_cc_ip$engine$dp$mul_credit$b1(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$b1


module nscc_cc_ip$engine$dp$mul_credit$b2(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$b2


module nscc_cc_ip$engine$dp$mul_credit$c4$0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$c4$0


module nscc_cc_ip$engine$dp$mul_credit$c4$1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$c4$1


module nscc_cc_ip$engine$dp$mul_credit$c4$10(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$c4$10


module nscc_cc_ip$engine$dp$mul_credit$c4$11(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$c4$11


module nscc_cc_ip$engine$dp$mul_credit$c4$12(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$c4$12


module nscc_cc_ip$engine$dp$mul_credit$c4$2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$c4$2


module nscc_cc_ip$engine$dp$mul_credit$c4$3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$c4$3


module nscc_cc_ip$engine$dp$mul_credit$c4$4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$c4$4


module nscc_cc_ip$engine$dp$mul_credit$c4$5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$c4$5


module nscc_cc_ip$engine$dp$mul_credit$c4$6(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$c4$6


module nscc_cc_ip$engine$dp$mul_credit$c4$7(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$c4$7


module nscc_cc_ip$engine$dp$mul_credit$c4$8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$c4$8


module nscc_cc_ip$engine$dp$mul_credit$c4$9(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$c4$9


module nscc_cc_ip$engine$dp$mul_credit$eqf4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$eqf4


module nscc_cc_ip$engine$dp$mul_credit$f2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$f2


module nscc_cc_ip$engine$dp$mul_credit$hia$0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$hia$0


module nscc_cc_ip$engine$dp$mul_credit$hia$1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$hia$1


module nscc_cc_ip$engine$dp$mul_credit$hia$2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$hia$2


module nscc_cc_ip$engine$dp$mul_credit$lead_g$0(x,one_hot);
    
    // Module arguments
    input wire  [7:0] x;
    output reg  [7:0] one_hot;
    
    // Local signals
    reg  [7:0] s1;
    reg  [7:0] s2;
    reg  [7:0] s4;
    reg  [7:0] s8;
    reg  [7:0] s16;
    reg  [7:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$mul_credit$lead_g$0


module nscc_cc_ip$engine$dp$mul_credit$lead_g$1(x,one_hot);
    
    // Module arguments
    input wire  [7:0] x;
    output reg  [7:0] one_hot;
    
    // Local signals
    reg  [7:0] s1;
    reg  [7:0] s2;
    reg  [7:0] s4;
    reg  [7:0] s8;
    reg  [7:0] s16;
    reg  [7:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$mul_credit$lead_g$1


module nscc_cc_ip$engine$dp$mul_credit$lead_g$2(x,one_hot);
    
    // Module arguments
    input wire  [7:0] x;
    output reg  [7:0] one_hot;
    
    // Local signals
    reg  [7:0] s1;
    reg  [7:0] s2;
    reg  [7:0] s4;
    reg  [7:0] s8;
    reg  [7:0] s16;
    reg  [7:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$mul_credit$lead_g$2


module nscc_cc_ip$engine$dp$mul_credit$loa(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$loa

// v-- Setting output parameters to net type for wrapped code.


module nscc_cc_ip$engine$dp$mul_credit$mul(clock,a,b,p);
    
    // Module arguments
    input wire  clock;
    input wire  [14:0] a;
    input wire  [11:0] b;
    output wire  [26:0] p;
    
    // Update code (wrapper)
    
    `ifdef NSCC_ECP5
      // one MULT18X18D, unsigned, its output register on CLK0 (and its input registers
      // when REG_INPUTA/B_CLK say CLK0)
      wire [35:0] pw;
      MULT18X18D #(
        .REG_INPUTA_CLK("CLK0"), .REG_INPUTB_CLK("CLK0"), .REG_OUTPUT_CLK("CLK0"),
        .RESETMODE("SYNC")
      ) mult (
        .A0(a[0]), .A1(a[1]), .A2(a[2]), .A3(a[3]), .A4(a[4]), .A5(a[5]), .A6(a[6]), .A7(a[7]), .A8(a[8]), .A9(a[9]), .A10(a[10]), .A11(a[11]), .A12(a[12]), .A13(a[13]), .A14(a[14]), .A15(1'b0), .A16(1'b0), .A17(1'b0),
        .B0(b[0]), .B1(b[1]), .B2(b[2]), .B3(b[3]), .B4(b[4]), .B5(b[5]), .B6(b[6]), .B7(b[7]), .B8(b[8]), .B9(b[9]), .B10(b[10]), .B11(b[11]), .B12(1'b0), .B13(1'b0), .B14(1'b0), .B15(1'b0), .B16(1'b0), .B17(1'b0),
        .C0(1'b0), .C1(1'b0), .C2(1'b0), .C3(1'b0), .C4(1'b0), .C5(1'b0), .C6(1'b0), .C7(1'b0), .C8(1'b0), .C9(1'b0), .C10(1'b0), .C11(1'b0), .C12(1'b0), .C13(1'b0), .C14(1'b0), .C15(1'b0), .C16(1'b0), .C17(1'b0),
        .SIGNEDA(1'b0), .SIGNEDB(1'b0), .SOURCEA(1'b0), .SOURCEB(1'b0),
        .CLK0(clock), .CLK1(1'b0), .CLK2(1'b0), .CLK3(1'b0),
        .CE0(1'b1), .CE1(1'b0), .CE2(1'b0), .CE3(1'b0),
        .RST0(1'b0), .RST1(1'b0), .RST2(1'b0), .RST3(1'b0),
        .P0(pw[0]), .P1(pw[1]), .P2(pw[2]), .P3(pw[3]), .P4(pw[4]), .P5(pw[5]), .P6(pw[6]), .P7(pw[7]), .P8(pw[8]), .P9(pw[9]), .P10(pw[10]), .P11(pw[11]), .P12(pw[12]), .P13(pw[13]), .P14(pw[14]), .P15(pw[15]), .P16(pw[16]), .P17(pw[17]), .P18(pw[18]), .P19(pw[19]), .P20(pw[20]), .P21(pw[21]), .P22(pw[22]), .P23(pw[23]), .P24(pw[24]), .P25(pw[25]), .P26(pw[26]), .P27(pw[27]), .P28(pw[28]), .P29(pw[29]), .P30(pw[30]), .P31(pw[31]), .P32(pw[32]), .P33(pw[33]), .P34(pw[34]), .P35(pw[35])
      );
      assign p = pw[26:0];
      /* verilator lint_off UNUSEDSIGNAL */
      wire unused_high = |pw[35:27];
      /* verilator lint_on UNUSEDSIGNAL */
    `else
      reg [14:0] ra;
      reg [11:0] rb;
      reg [26:0] rp;
      initial begin
        ra = 15'h0;
        rb = 12'h0;
        rp = 27'h0;
      end
      always @(posedge clock) begin
        ra <= a;
        rb <= b;
        rp <= {{12{1'b0}}, ra} * {{15{1'b0}}, rb};
      end
      assign p = rp;
    `endif
endmodule // nscc_cc_ip$engine$dp$mul_credit$mul


module nscc_cc_ip$engine$dp$mul_credit$nz3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$nz3


module nscc_cc_ip$engine$dp$mul_credit$s1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$s1


module nscc_cc_ip$engine$dp$mul_credit$s2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$s2


module nscc_cc_ip$engine$dp$mul_credit$satf4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$satf4


module nscc_cc_ip$engine$dp$mul_credit$v1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$v1


module nscc_cc_ip$engine$dp$mul_credit$v2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$v2


module nscc_cc_ip$engine$dp$mul_credit$v3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$v3


module nscc_cc_ip$engine$dp$mul_credit$v4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$v4


module nscc_cc_ip$engine$dp$mul_credit$v5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$v5


module nscc_cc_ip$engine$dp$mul_credit$w3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$w3


module nscc_cc_ip$engine$dp$mul_credit$y5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_credit$y5


module nscc_cc_ip$engine$dp$mul_fast(clock,in_valid,a,b,s,y_bits,out_valid,y);
    
    // Module arguments
    input wire  clock;
    input wire  in_valid;
    input wire  [23:0] a;
    input wire  [11:0] b;
    input wire  [7:0] s;
    input wire  [7:0] y_bits;
    output reg  out_valid;
    output reg  [47:0] y;
    
    // Stub signals
    reg  v1$d;
    wire  v1$q;
    reg  v1$clock;
    reg  [23:0] a1$d;
    wire  [23:0] a1$q;
    reg  a1$clock;
    reg  [11:0] b1$d;
    wire  [11:0] b1$q;
    reg  b1$clock;
    reg  [7:0] s1$d;
    wire  [7:0] s1$q;
    reg  s1$clock;
    reg  [7:0] lead_g$0$x;
    wire  [7:0] lead_g$0$one_hot;
    reg  [7:0] lead_g$1$x;
    wire  [7:0] lead_g$1$one_hot;
    reg  [7:0] lead_g$2$x;
    wire  [7:0] lead_g$2$one_hot;
    reg  v2$d;
    wire  v2$q;
    reg  v2$clock;
    reg  [23:0] a2$d;
    wire  [23:0] a2$q;
    reg  a2$clock;
    reg  [11:0] b2$d;
    wire  [11:0] b2$q;
    reg  b2$clock;
    reg  [7:0] s2$d;
    wire  [7:0] s2$q;
    reg  s2$clock;
    reg  hia$0$d;
    wire  hia$0$q;
    reg  hia$0$clock;
    reg  hia$1$d;
    wire  hia$1$q;
    reg  hia$1$clock;
    reg  hia$2$d;
    wire  hia$2$q;
    reg  hia$2$clock;
    reg  [7:0] loa$d;
    wire  [7:0] loa$q;
    reg  loa$clock;
    reg  [1:0] f2$d;
    wire  [1:0] f2$q;
    reg  f2$clock;
    reg  v3$d;
    wire  v3$q;
    reg  v3$clock;
    reg  mul$clock;
    reg  [14:0] mul$a;
    reg  [11:0] mul$b;
    wire  [26:0] mul$p;
    reg  [8:0] w3$d;
    wire  [8:0] w3$q;
    reg  w3$clock;
    reg  nz3$d;
    wire  nz3$q;
    reg  nz3$clock;
    reg  v4$d;
    wire  v4$q;
    reg  v4$clock;
    reg  c4$0$d;
    wire  c4$0$q;
    reg  c4$0$clock;
    reg  c4$1$d;
    wire  c4$1$q;
    reg  c4$1$clock;
    reg  c4$2$d;
    wire  c4$2$q;
    reg  c4$2$clock;
    reg  c4$3$d;
    wire  c4$3$q;
    reg  c4$3$clock;
    reg  c4$4$d;
    wire  c4$4$q;
    reg  c4$4$clock;
    reg  c4$5$d;
    wire  c4$5$q;
    reg  c4$5$clock;
    reg  c4$6$d;
    wire  c4$6$q;
    reg  c4$6$clock;
    reg  c4$7$d;
    wire  c4$7$q;
    reg  c4$7$clock;
    reg  c4$8$d;
    wire  c4$8$q;
    reg  c4$8$clock;
    reg  c4$9$d;
    wire  c4$9$q;
    reg  c4$9$clock;
    reg  c4$10$d;
    wire  c4$10$q;
    reg  c4$10$clock;
    reg  c4$11$d;
    wire  c4$11$q;
    reg  c4$11$clock;
    reg  c4$12$d;
    wire  c4$12$q;
    reg  c4$12$clock;
    reg  satf4$d;
    wire  satf4$q;
    reg  satf4$clock;
    reg  eqf4$d;
    wire  eqf4$q;
    reg  eqf4$clock;
    reg  v5$d;
    wire  v5$q;
    reg  v5$clock;
    reg  [47:0] y5$d;
    wire  [47:0] y5$q;
    reg  y5$clock;
    
    // Local signals
    reg  nz_g$0;
    reg  nz_g$1;
    reg  nz_g$2;
    reg  pa0_g$0;
    reg  pa0_g$1;
    reg  pa0_g$2;
    reg  pa1_g$0;
    reg  pa1_g$1;
    reg  pa1_g$2;
    reg  [1:0] pa_lo;
    reg  [34:0] xa;
    reg  [18:0] wa_k$0;
    reg  [18:0] wa_k$1;
    reg  [18:0] wa_k$2;
    reg  [18:0] wa;
    reg  [11:0] ma_r$0;
    reg  [11:0] ma_r$1;
    reg  [11:0] ma_r$2;
    reg  [11:0] ma_r$3;
    reg  [11:0] ma_r$4;
    reg  [11:0] ma_r$5;
    reg  [11:0] ma_r$6;
    reg  [11:0] ma_r$7;
    reg  [8:0] pa;
    reg  [11:0] ma;
    reg  [8:0] lim;
    reg  [26:0] p;
    reg  [95:0] px;
    reg  [47:0] y_c$0;
    reg  [47:0] y_c$1;
    reg  [47:0] y_c$2;
    reg  [47:0] y_c$3;
    reg  [47:0] y_c$4;
    reg  [47:0] y_c$5;
    reg  [47:0] y_c$6;
    reg  [47:0] y_c$7;
    reg  [47:0] y_c$8;
    reg  [47:0] y_c$9;
    reg  [47:0] y_c$10;
    reg  [47:0] y_c$11;
    reg  [47:0] y_c$12;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$mul_fast$v1 v1(
        .d(v1$d),
        .q(v1$q),
        .clock(v1$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$a1 a1(
        .d(a1$d),
        .q(a1$q),
        .clock(a1$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$b1 b1(
        .d(b1$d),
        .q(b1$q),
        .clock(b1$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$s1 s1(
        .d(s1$d),
        .q(s1$q),
        .clock(s1$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$lead_g$0 lead_g$0(
        .x(lead_g$0$x),
        .one_hot(lead_g$0$one_hot)
    );
    nscc_cc_ip$engine$dp$mul_fast$lead_g$1 lead_g$1(
        .x(lead_g$1$x),
        .one_hot(lead_g$1$one_hot)
    );
    nscc_cc_ip$engine$dp$mul_fast$lead_g$2 lead_g$2(
        .x(lead_g$2$x),
        .one_hot(lead_g$2$one_hot)
    );
    nscc_cc_ip$engine$dp$mul_fast$v2 v2(
        .d(v2$d),
        .q(v2$q),
        .clock(v2$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$a2 a2(
        .d(a2$d),
        .q(a2$q),
        .clock(a2$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$b2 b2(
        .d(b2$d),
        .q(b2$q),
        .clock(b2$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$s2 s2(
        .d(s2$d),
        .q(s2$q),
        .clock(s2$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$hia$0 hia$0(
        .d(hia$0$d),
        .q(hia$0$q),
        .clock(hia$0$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$hia$1 hia$1(
        .d(hia$1$d),
        .q(hia$1$q),
        .clock(hia$1$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$hia$2 hia$2(
        .d(hia$2$d),
        .q(hia$2$q),
        .clock(hia$2$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$loa loa(
        .d(loa$d),
        .q(loa$q),
        .clock(loa$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$f2 f2(
        .d(f2$d),
        .q(f2$q),
        .clock(f2$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$v3 v3(
        .d(v3$d),
        .q(v3$q),
        .clock(v3$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$mul mul(
        .clock(mul$clock),
        .a(mul$a),
        .b(mul$b),
        .p(mul$p)
    );
    nscc_cc_ip$engine$dp$mul_fast$w3 w3(
        .d(w3$d),
        .q(w3$q),
        .clock(w3$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$nz3 nz3(
        .d(nz3$d),
        .q(nz3$q),
        .clock(nz3$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$v4 v4(
        .d(v4$d),
        .q(v4$q),
        .clock(v4$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$c4$0 c4$0(
        .d(c4$0$d),
        .q(c4$0$q),
        .clock(c4$0$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$c4$1 c4$1(
        .d(c4$1$d),
        .q(c4$1$q),
        .clock(c4$1$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$c4$2 c4$2(
        .d(c4$2$d),
        .q(c4$2$q),
        .clock(c4$2$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$c4$3 c4$3(
        .d(c4$3$d),
        .q(c4$3$q),
        .clock(c4$3$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$c4$4 c4$4(
        .d(c4$4$d),
        .q(c4$4$q),
        .clock(c4$4$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$c4$5 c4$5(
        .d(c4$5$d),
        .q(c4$5$q),
        .clock(c4$5$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$c4$6 c4$6(
        .d(c4$6$d),
        .q(c4$6$q),
        .clock(c4$6$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$c4$7 c4$7(
        .d(c4$7$d),
        .q(c4$7$q),
        .clock(c4$7$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$c4$8 c4$8(
        .d(c4$8$d),
        .q(c4$8$q),
        .clock(c4$8$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$c4$9 c4$9(
        .d(c4$9$d),
        .q(c4$9$q),
        .clock(c4$9$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$c4$10 c4$10(
        .d(c4$10$d),
        .q(c4$10$q),
        .clock(c4$10$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$c4$11 c4$11(
        .d(c4$11$d),
        .q(c4$11$q),
        .clock(c4$11$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$c4$12 c4$12(
        .d(c4$12$d),
        .q(c4$12$q),
        .clock(c4$12$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$satf4 satf4(
        .d(satf4$d),
        .q(satf4$q),
        .clock(satf4$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$eqf4 eqf4(
        .d(eqf4$d),
        .q(eqf4$q),
        .clock(eqf4$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$v5 v5(
        .d(v5$d),
        .q(v5$q),
        .clock(v5$clock)
    );
    nscc_cc_ip$engine$dp$mul_fast$y5 y5(
        .d(y5$d),
        .q(y5$q),
        .clock(y5$clock)
    );
    
    // Update code
    always @(*) begin
        v1$clock = clock;
        a1$clock = clock;
        b1$clock = clock;
        s1$clock = clock;
        v2$clock = clock;
        a2$clock = clock;
        b2$clock = clock;
        s2$clock = clock;
        loa$clock = clock;
        f2$clock = clock;
        v3$clock = clock;
        w3$clock = clock;
        nz3$clock = clock;
        v4$clock = clock;
        satf4$clock = clock;
        eqf4$clock = clock;
        v5$clock = clock;
        y5$clock = clock;
        v1$d = v1$q;
        a1$d = a1$q;
        b1$d = b1$q;
        s1$d = s1$q;
        v2$d = v2$q;
        a2$d = a2$q;
        b2$d = b2$q;
        s2$d = s2$q;
        loa$d = loa$q;
        f2$d = f2$q;
        v3$d = v3$q;
        w3$d = w3$q;
        nz3$d = nz3$q;
        v4$d = v4$q;
        satf4$d = satf4$q;
        eqf4$d = eqf4$q;
        v5$d = v5$q;
        y5$d = y5$q;
        hia$0$clock = clock;
        hia$1$clock = clock;
        hia$2$clock = clock;
        c4$0$clock = clock;
        c4$1$clock = clock;
        c4$2$clock = clock;
        c4$3$clock = clock;
        c4$4$clock = clock;
        c4$5$clock = clock;
        c4$6$clock = clock;
        c4$7$clock = clock;
        c4$8$clock = clock;
        c4$9$clock = clock;
        c4$10$clock = clock;
        c4$11$clock = clock;
        c4$12$clock = clock;
        v1$d = in_valid;
        a1$d = a;
        b1$d = b;
        s1$d = s;
        v2$d = v1$q;
        a2$d = a1$q;
        b2$d = b1$q;
        s2$d = s1$q;
        lead_g$0$x = a1$q[(32'h8 * 0)+:(8)];
        nz_g$0 = |a1$q[(32'h8 * 0)+:(8)];
        lead_g$1$x = a1$q[(32'h8 * 1)+:(8)];
        nz_g$1 = |a1$q[(32'h8 * 1)+:(8)];
        lead_g$2$x = a1$q[(32'h8 * 2)+:(8)];
        nz_g$2 = |a1$q[(32'h8 * 2)+:(8)];
        hia$2$d = nz_g$2;
        hia$1$d = nz_g$1 && ~nz_g$2;
        hia$0$d = nz_g$0 && ~nz_g$1 && ~nz_g$2;
        loa$d = lead_g$2$one_hot;
        if (~nz_g$2) begin
            loa$d = lead_g$1$one_hot;
            if (~nz_g$1) begin
                loa$d = lead_g$0$one_hot;
            end
        end
        pa0_g$0 = |(lead_g$0$one_hot & 32'haa);
        pa1_g$0 = |(lead_g$0$one_hot & 32'hcc);
        pa0_g$1 = |(lead_g$1$one_hot & 32'haa);
        pa1_g$1 = |(lead_g$1$one_hot & 32'hcc);
        pa0_g$2 = |(lead_g$2$one_hot & 32'haa);
        pa1_g$2 = |(lead_g$2$one_hot & 32'hcc);
        pa_lo = ((pa0_g$2) & 2'h3) | (((pa1_g$2) & 2'h3) << 32'h1);
        if (~nz_g$2) begin
            pa_lo = ((pa0_g$1) & 2'h3) | (((pa1_g$1) & 2'h3) << 32'h1);
            if (~nz_g$1) begin
                pa_lo = ((pa0_g$0) & 2'h3) | (((pa1_g$0) & 2'h3) << 32'h1);
            end
        end
        f2$d = s1$q[(32'h0)+:(2)] + pa_lo;
        xa = ((a2$q) & 35'h7ffffffff) << 32'hb;
        wa_k$0 = 32'h0;
        if (hia$0$q) begin
            wa_k$0 = xa[(32'h8 * 0)+:(19)];
        end
        wa_k$1 = 32'h0;
        if (hia$1$q) begin
            wa_k$1 = xa[(32'h8 * 1)+:(19)];
        end
        wa_k$2 = 32'h0;
        if (hia$2$q) begin
            wa_k$2 = xa[(32'h8 * 2)+:(19)];
        end
        wa = wa_k$0 | wa_k$1 | wa_k$2;
        ma_r$0 = 32'h0;
        if (loa$q[0]) begin
            ma_r$0 = wa[(0)+:(12)];
        end
        ma_r$1 = 32'h0;
        if (loa$q[1]) begin
            ma_r$1 = wa[(1)+:(12)];
        end
        ma_r$2 = 32'h0;
        if (loa$q[2]) begin
            ma_r$2 = wa[(2)+:(12)];
        end
        ma_r$3 = 32'h0;
        if (loa$q[3]) begin
            ma_r$3 = wa[(3)+:(12)];
        end
        ma_r$4 = 32'h0;
        if (loa$q[4]) begin
            ma_r$4 = wa[(4)+:(12)];
        end
        ma_r$5 = 32'h0;
        if (loa$q[5]) begin
            ma_r$5 = wa[(5)+:(12)];
        end
        ma_r$6 = 32'h0;
        if (loa$q[6]) begin
            ma_r$6 = wa[(6)+:(12)];
        end
        ma_r$7 = 32'h0;
        if (loa$q[7]) begin
            ma_r$7 = wa[(7)+:(12)];
        end
        pa = ((|(loa$q & 32'haa)) & 9'h1ff) | (((|(loa$q & 32'hcc)) & 9'h1ff) << 32'h1) | (((|(loa$q & 32'hf0)) & 9'h1ff) << 32'h2) | (((hia$1$q) & 9'h1ff) << 32'h3) | (((hia$2$q) & 9'h1ff) << 32'h4);
        ma = ma_r$0 | ma_r$1 | ma_r$2 | ma_r$3 | ma_r$4 | ma_r$5 | ma_r$6 | ma_r$7;
        v3$d = v2$q;
        mul$clock = clock;
        mul$a = ((ma) & 15'h7fff) << f2$q;
        mul$b = b2$q;
        w3$d = ((s2$q ^ 32'h80) & 9'h1ff) + pa + 32'hc;
        nz3$d = (hia$0$q | hia$1$q | hia$2$q) & |b2$q;
        v4$d = v3$q;
        lim = ((y_bits) & 9'h1ff) + 32'h80;
        c4$0$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 0);
        c4$1$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 1);
        c4$2$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 2);
        c4$3$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 3);
        c4$4$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 4);
        c4$5$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 5);
        c4$6$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 6);
        c4$7$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 7);
        c4$8$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 8);
        c4$9$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 9);
        c4$10$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 10);
        c4$11$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 11);
        c4$12$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 12);
        satf4$d = nz3$q & (w3$q > lim);
        eqf4$d = nz3$q & (w3$q == lim);
        v5$d = v4$q;
        p = mul$p;
        px = ((p) & 96'hffffffffffffffffffffffff) << 32'h19;
        y_c$0 = 32'h0;
        if (c4$0$q) begin
            y_c$0 = px[(32'h30 - 32'h4 * 0)+:(48)];
        end
        y_c$1 = 32'h0;
        if (c4$1$q) begin
            y_c$1 = px[(32'h30 - 32'h4 * 1)+:(48)];
        end
        y_c$2 = 32'h0;
        if (c4$2$q) begin
            y_c$2 = px[(32'h30 - 32'h4 * 2)+:(48)];
        end
        y_c$3 = 32'h0;
        if (c4$3$q) begin
            y_c$3 = px[(32'h30 - 32'h4 * 3)+:(48)];
        end
        y_c$4 = 32'h0;
        if (c4$4$q) begin
            y_c$4 = px[(32'h30 - 32'h4 * 4)+:(48)];
        end
        y_c$5 = 32'h0;
        if (c4$5$q) begin
            y_c$5 = px[(32'h30 - 32'h4 * 5)+:(48)];
        end
        y_c$6 = 32'h0;
        if (c4$6$q) begin
            y_c$6 = px[(32'h30 - 32'h4 * 6)+:(48)];
        end
        y_c$7 = 32'h0;
        if (c4$7$q) begin
            y_c$7 = px[(32'h30 - 32'h4 * 7)+:(48)];
        end
        y_c$8 = 32'h0;
        if (c4$8$q) begin
            y_c$8 = px[(32'h30 - 32'h4 * 8)+:(48)];
        end
        y_c$9 = 32'h0;
        if (c4$9$q) begin
            y_c$9 = px[(32'h30 - 32'h4 * 9)+:(48)];
        end
        y_c$10 = 32'h0;
        if (c4$10$q) begin
            y_c$10 = px[(32'h30 - 32'h4 * 10)+:(48)];
        end
        y_c$11 = 32'h0;
        if (c4$11$q) begin
            y_c$11 = px[(32'h30 - 32'h4 * 11)+:(48)];
        end
        y_c$12 = 32'h0;
        if (c4$12$q) begin
            y_c$12 = px[(32'h30 - 32'h4 * 12)+:(48)];
        end
        y5$d = y_c$0 | y_c$1 | y_c$2 | y_c$3 | y_c$4 | y_c$5 | y_c$6 | y_c$7 | y_c$8 | y_c$9 | y_c$10 | y_c$11 | y_c$12;
        if (satf4$q | (eqf4$q & p[32'h17])) begin
            y5$d = ((64'hffffffffffff) & 48'hffffffffffff);
        end
        out_valid = v5$q;
        y = y5$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$mul_fast


module nscc_cc_ip$engine$dp$mul_fast$a1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$a1


module nscc_cc_ip$engine$dp$mul_fast$a2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$a2


module nscc_cc_ip$engine$dp$mul_fast$b1(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$b1


module nscc_cc_ip$engine$dp$mul_fast$b2(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$b2


module nscc_cc_ip$engine$dp$mul_fast$c4$0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$c4$0


module nscc_cc_ip$engine$dp$mul_fast$c4$1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$c4$1


module nscc_cc_ip$engine$dp$mul_fast$c4$10(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$c4$10


module nscc_cc_ip$engine$dp$mul_fast$c4$11(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$c4$11


module nscc_cc_ip$engine$dp$mul_fast$c4$12(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$c4$12


module nscc_cc_ip$engine$dp$mul_fast$c4$2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$c4$2


module nscc_cc_ip$engine$dp$mul_fast$c4$3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$c4$3


module nscc_cc_ip$engine$dp$mul_fast$c4$4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$c4$4


module nscc_cc_ip$engine$dp$mul_fast$c4$5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$c4$5


module nscc_cc_ip$engine$dp$mul_fast$c4$6(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$c4$6


module nscc_cc_ip$engine$dp$mul_fast$c4$7(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$c4$7


module nscc_cc_ip$engine$dp$mul_fast$c4$8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$c4$8


module nscc_cc_ip$engine$dp$mul_fast$c4$9(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$c4$9


module nscc_cc_ip$engine$dp$mul_fast$eqf4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$eqf4


module nscc_cc_ip$engine$dp$mul_fast$f2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$f2


module nscc_cc_ip$engine$dp$mul_fast$hia$0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$hia$0


module nscc_cc_ip$engine$dp$mul_fast$hia$1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$hia$1


module nscc_cc_ip$engine$dp$mul_fast$hia$2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$hia$2


module nscc_cc_ip$engine$dp$mul_fast$lead_g$0(x,one_hot);
    
    // Module arguments
    input wire  [7:0] x;
    output reg  [7:0] one_hot;
    
    // Local signals
    reg  [7:0] s1;
    reg  [7:0] s2;
    reg  [7:0] s4;
    reg  [7:0] s8;
    reg  [7:0] s16;
    reg  [7:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$mul_fast$lead_g$0


module nscc_cc_ip$engine$dp$mul_fast$lead_g$1(x,one_hot);
    
    // Module arguments
    input wire  [7:0] x;
    output reg  [7:0] one_hot;
    
    // Local signals
    reg  [7:0] s1;
    reg  [7:0] s2;
    reg  [7:0] s4;
    reg  [7:0] s8;
    reg  [7:0] s16;
    reg  [7:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$mul_fast$lead_g$1


module nscc_cc_ip$engine$dp$mul_fast$lead_g$2(x,one_hot);
    
    // Module arguments
    input wire  [7:0] x;
    output reg  [7:0] one_hot;
    
    // Local signals
    reg  [7:0] s1;
    reg  [7:0] s2;
    reg  [7:0] s4;
    reg  [7:0] s8;
    reg  [7:0] s16;
    reg  [7:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$mul_fast$lead_g$2


module nscc_cc_ip$engine$dp$mul_fast$loa(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$loa

// v-- Setting output parameters to net type for wrapped code.


module nscc_cc_ip$engine$dp$mul_fast$mul(clock,a,b,p);
    
    // Module arguments
    input wire  clock;
    input wire  [14:0] a;
    input wire  [11:0] b;
    output wire  [26:0] p;
    
    // Update code (wrapper)
    
    `ifdef NSCC_ECP5
      // one MULT18X18D, unsigned, its output register on CLK0 (and its input registers
      // when REG_INPUTA/B_CLK say CLK0)
      wire [35:0] pw;
      MULT18X18D #(
        .REG_INPUTA_CLK("CLK0"), .REG_INPUTB_CLK("CLK0"), .REG_OUTPUT_CLK("CLK0"),
        .RESETMODE("SYNC")
      ) mult (
        .A0(a[0]), .A1(a[1]), .A2(a[2]), .A3(a[3]), .A4(a[4]), .A5(a[5]), .A6(a[6]), .A7(a[7]), .A8(a[8]), .A9(a[9]), .A10(a[10]), .A11(a[11]), .A12(a[12]), .A13(a[13]), .A14(a[14]), .A15(1'b0), .A16(1'b0), .A17(1'b0),
        .B0(b[0]), .B1(b[1]), .B2(b[2]), .B3(b[3]), .B4(b[4]), .B5(b[5]), .B6(b[6]), .B7(b[7]), .B8(b[8]), .B9(b[9]), .B10(b[10]), .B11(b[11]), .B12(1'b0), .B13(1'b0), .B14(1'b0), .B15(1'b0), .B16(1'b0), .B17(1'b0),
        .C0(1'b0), .C1(1'b0), .C2(1'b0), .C3(1'b0), .C4(1'b0), .C5(1'b0), .C6(1'b0), .C7(1'b0), .C8(1'b0), .C9(1'b0), .C10(1'b0), .C11(1'b0), .C12(1'b0), .C13(1'b0), .C14(1'b0), .C15(1'b0), .C16(1'b0), .C17(1'b0),
        .SIGNEDA(1'b0), .SIGNEDB(1'b0), .SOURCEA(1'b0), .SOURCEB(1'b0),
        .CLK0(clock), .CLK1(1'b0), .CLK2(1'b0), .CLK3(1'b0),
        .CE0(1'b1), .CE1(1'b0), .CE2(1'b0), .CE3(1'b0),
        .RST0(1'b0), .RST1(1'b0), .RST2(1'b0), .RST3(1'b0),
        .P0(pw[0]), .P1(pw[1]), .P2(pw[2]), .P3(pw[3]), .P4(pw[4]), .P5(pw[5]), .P6(pw[6]), .P7(pw[7]), .P8(pw[8]), .P9(pw[9]), .P10(pw[10]), .P11(pw[11]), .P12(pw[12]), .P13(pw[13]), .P14(pw[14]), .P15(pw[15]), .P16(pw[16]), .P17(pw[17]), .P18(pw[18]), .P19(pw[19]), .P20(pw[20]), .P21(pw[21]), .P22(pw[22]), .P23(pw[23]), .P24(pw[24]), .P25(pw[25]), .P26(pw[26]), .P27(pw[27]), .P28(pw[28]), .P29(pw[29]), .P30(pw[30]), .P31(pw[31]), .P32(pw[32]), .P33(pw[33]), .P34(pw[34]), .P35(pw[35])
      );
      assign p = pw[26:0];
      /* verilator lint_off UNUSEDSIGNAL */
      wire unused_high = |pw[35:27];
      /* verilator lint_on UNUSEDSIGNAL */
    `else
      reg [14:0] ra;
      reg [11:0] rb;
      reg [26:0] rp;
      initial begin
        ra = 15'h0;
        rb = 12'h0;
        rp = 27'h0;
      end
      always @(posedge clock) begin
        ra <= a;
        rb <= b;
        rp <= {{12{1'b0}}, ra} * {{15{1'b0}}, rb};
      end
      assign p = rp;
    `endif
endmodule // nscc_cc_ip$engine$dp$mul_fast$mul


module nscc_cc_ip$engine$dp$mul_fast$nz3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$nz3


module nscc_cc_ip$engine$dp$mul_fast$s1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$s1


module nscc_cc_ip$engine$dp$mul_fast$s2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$s2


module nscc_cc_ip$engine$dp$mul_fast$satf4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$satf4


module nscc_cc_ip$engine$dp$mul_fast$v1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$v1


module nscc_cc_ip$engine$dp$mul_fast$v2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$v2


module nscc_cc_ip$engine$dp$mul_fast$v3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$v3


module nscc_cc_ip$engine$dp$mul_fast$v4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$v4


module nscc_cc_ip$engine$dp$mul_fast$v5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$v5


module nscc_cc_ip$engine$dp$mul_fast$w3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$w3


module nscc_cc_ip$engine$dp$mul_fast$y5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_fast$y5


module nscc_cc_ip$engine$dp$mul_md(clock,in_valid,a,b,s,y_bits,out_valid,y);
    
    // Module arguments
    input wire  clock;
    input wire  in_valid;
    input wire  [23:0] a;
    input wire  [11:0] b;
    input wire  [7:0] s;
    input wire  [7:0] y_bits;
    output reg  out_valid;
    output reg  [47:0] y;
    
    // Stub signals
    reg  v1$d;
    wire  v1$q;
    reg  v1$clock;
    reg  [23:0] a1$d;
    wire  [23:0] a1$q;
    reg  a1$clock;
    reg  [11:0] b1$d;
    wire  [11:0] b1$q;
    reg  b1$clock;
    reg  [7:0] s1$d;
    wire  [7:0] s1$q;
    reg  s1$clock;
    reg  [7:0] lead_g$0$x;
    wire  [7:0] lead_g$0$one_hot;
    reg  [7:0] lead_g$1$x;
    wire  [7:0] lead_g$1$one_hot;
    reg  [7:0] lead_g$2$x;
    wire  [7:0] lead_g$2$one_hot;
    reg  v2$d;
    wire  v2$q;
    reg  v2$clock;
    reg  [23:0] a2$d;
    wire  [23:0] a2$q;
    reg  a2$clock;
    reg  [11:0] b2$d;
    wire  [11:0] b2$q;
    reg  b2$clock;
    reg  [7:0] s2$d;
    wire  [7:0] s2$q;
    reg  s2$clock;
    reg  hia$0$d;
    wire  hia$0$q;
    reg  hia$0$clock;
    reg  hia$1$d;
    wire  hia$1$q;
    reg  hia$1$clock;
    reg  hia$2$d;
    wire  hia$2$q;
    reg  hia$2$clock;
    reg  [7:0] loa$d;
    wire  [7:0] loa$q;
    reg  loa$clock;
    reg  [1:0] f2$d;
    wire  [1:0] f2$q;
    reg  f2$clock;
    reg  v3$d;
    wire  v3$q;
    reg  v3$clock;
    reg  mul$clock;
    reg  [14:0] mul$a;
    reg  [11:0] mul$b;
    wire  [26:0] mul$p;
    reg  [8:0] w3$d;
    wire  [8:0] w3$q;
    reg  w3$clock;
    reg  nz3$d;
    wire  nz3$q;
    reg  nz3$clock;
    reg  v4$d;
    wire  v4$q;
    reg  v4$clock;
    reg  c4$0$d;
    wire  c4$0$q;
    reg  c4$0$clock;
    reg  c4$1$d;
    wire  c4$1$q;
    reg  c4$1$clock;
    reg  c4$2$d;
    wire  c4$2$q;
    reg  c4$2$clock;
    reg  c4$3$d;
    wire  c4$3$q;
    reg  c4$3$clock;
    reg  c4$4$d;
    wire  c4$4$q;
    reg  c4$4$clock;
    reg  c4$5$d;
    wire  c4$5$q;
    reg  c4$5$clock;
    reg  c4$6$d;
    wire  c4$6$q;
    reg  c4$6$clock;
    reg  c4$7$d;
    wire  c4$7$q;
    reg  c4$7$clock;
    reg  c4$8$d;
    wire  c4$8$q;
    reg  c4$8$clock;
    reg  c4$9$d;
    wire  c4$9$q;
    reg  c4$9$clock;
    reg  c4$10$d;
    wire  c4$10$q;
    reg  c4$10$clock;
    reg  c4$11$d;
    wire  c4$11$q;
    reg  c4$11$clock;
    reg  c4$12$d;
    wire  c4$12$q;
    reg  c4$12$clock;
    reg  satf4$d;
    wire  satf4$q;
    reg  satf4$clock;
    reg  eqf4$d;
    wire  eqf4$q;
    reg  eqf4$clock;
    reg  v5$d;
    wire  v5$q;
    reg  v5$clock;
    reg  [47:0] y5$d;
    wire  [47:0] y5$q;
    reg  y5$clock;
    
    // Local signals
    reg  nz_g$0;
    reg  nz_g$1;
    reg  nz_g$2;
    reg  pa0_g$0;
    reg  pa0_g$1;
    reg  pa0_g$2;
    reg  pa1_g$0;
    reg  pa1_g$1;
    reg  pa1_g$2;
    reg  [1:0] pa_lo;
    reg  [34:0] xa;
    reg  [18:0] wa_k$0;
    reg  [18:0] wa_k$1;
    reg  [18:0] wa_k$2;
    reg  [18:0] wa;
    reg  [11:0] ma_r$0;
    reg  [11:0] ma_r$1;
    reg  [11:0] ma_r$2;
    reg  [11:0] ma_r$3;
    reg  [11:0] ma_r$4;
    reg  [11:0] ma_r$5;
    reg  [11:0] ma_r$6;
    reg  [11:0] ma_r$7;
    reg  [8:0] pa;
    reg  [11:0] ma;
    reg  [8:0] lim;
    reg  [26:0] p;
    reg  [95:0] px;
    reg  [47:0] y_c$0;
    reg  [47:0] y_c$1;
    reg  [47:0] y_c$2;
    reg  [47:0] y_c$3;
    reg  [47:0] y_c$4;
    reg  [47:0] y_c$5;
    reg  [47:0] y_c$6;
    reg  [47:0] y_c$7;
    reg  [47:0] y_c$8;
    reg  [47:0] y_c$9;
    reg  [47:0] y_c$10;
    reg  [47:0] y_c$11;
    reg  [47:0] y_c$12;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$mul_md$v1 v1(
        .d(v1$d),
        .q(v1$q),
        .clock(v1$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$a1 a1(
        .d(a1$d),
        .q(a1$q),
        .clock(a1$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$b1 b1(
        .d(b1$d),
        .q(b1$q),
        .clock(b1$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$s1 s1(
        .d(s1$d),
        .q(s1$q),
        .clock(s1$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$lead_g$0 lead_g$0(
        .x(lead_g$0$x),
        .one_hot(lead_g$0$one_hot)
    );
    nscc_cc_ip$engine$dp$mul_md$lead_g$1 lead_g$1(
        .x(lead_g$1$x),
        .one_hot(lead_g$1$one_hot)
    );
    nscc_cc_ip$engine$dp$mul_md$lead_g$2 lead_g$2(
        .x(lead_g$2$x),
        .one_hot(lead_g$2$one_hot)
    );
    nscc_cc_ip$engine$dp$mul_md$v2 v2(
        .d(v2$d),
        .q(v2$q),
        .clock(v2$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$a2 a2(
        .d(a2$d),
        .q(a2$q),
        .clock(a2$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$b2 b2(
        .d(b2$d),
        .q(b2$q),
        .clock(b2$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$s2 s2(
        .d(s2$d),
        .q(s2$q),
        .clock(s2$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$hia$0 hia$0(
        .d(hia$0$d),
        .q(hia$0$q),
        .clock(hia$0$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$hia$1 hia$1(
        .d(hia$1$d),
        .q(hia$1$q),
        .clock(hia$1$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$hia$2 hia$2(
        .d(hia$2$d),
        .q(hia$2$q),
        .clock(hia$2$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$loa loa(
        .d(loa$d),
        .q(loa$q),
        .clock(loa$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$f2 f2(
        .d(f2$d),
        .q(f2$q),
        .clock(f2$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$v3 v3(
        .d(v3$d),
        .q(v3$q),
        .clock(v3$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$mul mul(
        .clock(mul$clock),
        .a(mul$a),
        .b(mul$b),
        .p(mul$p)
    );
    nscc_cc_ip$engine$dp$mul_md$w3 w3(
        .d(w3$d),
        .q(w3$q),
        .clock(w3$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$nz3 nz3(
        .d(nz3$d),
        .q(nz3$q),
        .clock(nz3$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$v4 v4(
        .d(v4$d),
        .q(v4$q),
        .clock(v4$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$c4$0 c4$0(
        .d(c4$0$d),
        .q(c4$0$q),
        .clock(c4$0$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$c4$1 c4$1(
        .d(c4$1$d),
        .q(c4$1$q),
        .clock(c4$1$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$c4$2 c4$2(
        .d(c4$2$d),
        .q(c4$2$q),
        .clock(c4$2$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$c4$3 c4$3(
        .d(c4$3$d),
        .q(c4$3$q),
        .clock(c4$3$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$c4$4 c4$4(
        .d(c4$4$d),
        .q(c4$4$q),
        .clock(c4$4$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$c4$5 c4$5(
        .d(c4$5$d),
        .q(c4$5$q),
        .clock(c4$5$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$c4$6 c4$6(
        .d(c4$6$d),
        .q(c4$6$q),
        .clock(c4$6$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$c4$7 c4$7(
        .d(c4$7$d),
        .q(c4$7$q),
        .clock(c4$7$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$c4$8 c4$8(
        .d(c4$8$d),
        .q(c4$8$q),
        .clock(c4$8$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$c4$9 c4$9(
        .d(c4$9$d),
        .q(c4$9$q),
        .clock(c4$9$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$c4$10 c4$10(
        .d(c4$10$d),
        .q(c4$10$q),
        .clock(c4$10$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$c4$11 c4$11(
        .d(c4$11$d),
        .q(c4$11$q),
        .clock(c4$11$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$c4$12 c4$12(
        .d(c4$12$d),
        .q(c4$12$q),
        .clock(c4$12$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$satf4 satf4(
        .d(satf4$d),
        .q(satf4$q),
        .clock(satf4$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$eqf4 eqf4(
        .d(eqf4$d),
        .q(eqf4$q),
        .clock(eqf4$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$v5 v5(
        .d(v5$d),
        .q(v5$q),
        .clock(v5$clock)
    );
    nscc_cc_ip$engine$dp$mul_md$y5 y5(
        .d(y5$d),
        .q(y5$q),
        .clock(y5$clock)
    );
    
    // Update code
    always @(*) begin
        v1$clock = clock;
        a1$clock = clock;
        b1$clock = clock;
        s1$clock = clock;
        v2$clock = clock;
        a2$clock = clock;
        b2$clock = clock;
        s2$clock = clock;
        loa$clock = clock;
        f2$clock = clock;
        v3$clock = clock;
        w3$clock = clock;
        nz3$clock = clock;
        v4$clock = clock;
        satf4$clock = clock;
        eqf4$clock = clock;
        v5$clock = clock;
        y5$clock = clock;
        v1$d = v1$q;
        a1$d = a1$q;
        b1$d = b1$q;
        s1$d = s1$q;
        v2$d = v2$q;
        a2$d = a2$q;
        b2$d = b2$q;
        s2$d = s2$q;
        loa$d = loa$q;
        f2$d = f2$q;
        v3$d = v3$q;
        w3$d = w3$q;
        nz3$d = nz3$q;
        v4$d = v4$q;
        satf4$d = satf4$q;
        eqf4$d = eqf4$q;
        v5$d = v5$q;
        y5$d = y5$q;
        hia$0$clock = clock;
        hia$1$clock = clock;
        hia$2$clock = clock;
        c4$0$clock = clock;
        c4$1$clock = clock;
        c4$2$clock = clock;
        c4$3$clock = clock;
        c4$4$clock = clock;
        c4$5$clock = clock;
        c4$6$clock = clock;
        c4$7$clock = clock;
        c4$8$clock = clock;
        c4$9$clock = clock;
        c4$10$clock = clock;
        c4$11$clock = clock;
        c4$12$clock = clock;
        v1$d = in_valid;
        a1$d = a;
        b1$d = b;
        s1$d = s;
        v2$d = v1$q;
        a2$d = a1$q;
        b2$d = b1$q;
        s2$d = s1$q;
        lead_g$0$x = a1$q[(32'h8 * 0)+:(8)];
        nz_g$0 = |a1$q[(32'h8 * 0)+:(8)];
        lead_g$1$x = a1$q[(32'h8 * 1)+:(8)];
        nz_g$1 = |a1$q[(32'h8 * 1)+:(8)];
        lead_g$2$x = a1$q[(32'h8 * 2)+:(8)];
        nz_g$2 = |a1$q[(32'h8 * 2)+:(8)];
        hia$2$d = nz_g$2;
        hia$1$d = nz_g$1 && ~nz_g$2;
        hia$0$d = nz_g$0 && ~nz_g$1 && ~nz_g$2;
        loa$d = lead_g$2$one_hot;
        if (~nz_g$2) begin
            loa$d = lead_g$1$one_hot;
            if (~nz_g$1) begin
                loa$d = lead_g$0$one_hot;
            end
        end
        pa0_g$0 = |(lead_g$0$one_hot & 32'haa);
        pa1_g$0 = |(lead_g$0$one_hot & 32'hcc);
        pa0_g$1 = |(lead_g$1$one_hot & 32'haa);
        pa1_g$1 = |(lead_g$1$one_hot & 32'hcc);
        pa0_g$2 = |(lead_g$2$one_hot & 32'haa);
        pa1_g$2 = |(lead_g$2$one_hot & 32'hcc);
        pa_lo = ((pa0_g$2) & 2'h3) | (((pa1_g$2) & 2'h3) << 32'h1);
        if (~nz_g$2) begin
            pa_lo = ((pa0_g$1) & 2'h3) | (((pa1_g$1) & 2'h3) << 32'h1);
            if (~nz_g$1) begin
                pa_lo = ((pa0_g$0) & 2'h3) | (((pa1_g$0) & 2'h3) << 32'h1);
            end
        end
        f2$d = s1$q[(32'h0)+:(2)] + pa_lo;
        xa = ((a2$q) & 35'h7ffffffff) << 32'hb;
        wa_k$0 = 32'h0;
        if (hia$0$q) begin
            wa_k$0 = xa[(32'h8 * 0)+:(19)];
        end
        wa_k$1 = 32'h0;
        if (hia$1$q) begin
            wa_k$1 = xa[(32'h8 * 1)+:(19)];
        end
        wa_k$2 = 32'h0;
        if (hia$2$q) begin
            wa_k$2 = xa[(32'h8 * 2)+:(19)];
        end
        wa = wa_k$0 | wa_k$1 | wa_k$2;
        ma_r$0 = 32'h0;
        if (loa$q[0]) begin
            ma_r$0 = wa[(0)+:(12)];
        end
        ma_r$1 = 32'h0;
        if (loa$q[1]) begin
            ma_r$1 = wa[(1)+:(12)];
        end
        ma_r$2 = 32'h0;
        if (loa$q[2]) begin
            ma_r$2 = wa[(2)+:(12)];
        end
        ma_r$3 = 32'h0;
        if (loa$q[3]) begin
            ma_r$3 = wa[(3)+:(12)];
        end
        ma_r$4 = 32'h0;
        if (loa$q[4]) begin
            ma_r$4 = wa[(4)+:(12)];
        end
        ma_r$5 = 32'h0;
        if (loa$q[5]) begin
            ma_r$5 = wa[(5)+:(12)];
        end
        ma_r$6 = 32'h0;
        if (loa$q[6]) begin
            ma_r$6 = wa[(6)+:(12)];
        end
        ma_r$7 = 32'h0;
        if (loa$q[7]) begin
            ma_r$7 = wa[(7)+:(12)];
        end
        pa = ((|(loa$q & 32'haa)) & 9'h1ff) | (((|(loa$q & 32'hcc)) & 9'h1ff) << 32'h1) | (((|(loa$q & 32'hf0)) & 9'h1ff) << 32'h2) | (((hia$1$q) & 9'h1ff) << 32'h3) | (((hia$2$q) & 9'h1ff) << 32'h4);
        ma = ma_r$0 | ma_r$1 | ma_r$2 | ma_r$3 | ma_r$4 | ma_r$5 | ma_r$6 | ma_r$7;
        v3$d = v2$q;
        mul$clock = clock;
        mul$a = ((ma) & 15'h7fff) << f2$q;
        mul$b = b2$q;
        w3$d = ((s2$q ^ 32'h80) & 9'h1ff) + pa + 32'hc;
        nz3$d = (hia$0$q | hia$1$q | hia$2$q) & |b2$q;
        v4$d = v3$q;
        lim = ((y_bits) & 9'h1ff) + 32'h80;
        c4$0$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 0);
        c4$1$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 1);
        c4$2$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 2);
        c4$3$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 3);
        c4$4$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 4);
        c4$5$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 5);
        c4$6$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 6);
        c4$7$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 7);
        c4$8$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 8);
        c4$9$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 9);
        c4$10$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 10);
        c4$11$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 11);
        c4$12$d = (w3$q >= 32'h80) & (w3$q <= lim) & (w3$q[(32'h2)+:(5)] == 12);
        satf4$d = nz3$q & (w3$q > lim);
        eqf4$d = nz3$q & (w3$q == lim);
        v5$d = v4$q;
        p = mul$p;
        px = ((p) & 96'hffffffffffffffffffffffff) << 32'h19;
        y_c$0 = 32'h0;
        if (c4$0$q) begin
            y_c$0 = px[(32'h30 - 32'h4 * 0)+:(48)];
        end
        y_c$1 = 32'h0;
        if (c4$1$q) begin
            y_c$1 = px[(32'h30 - 32'h4 * 1)+:(48)];
        end
        y_c$2 = 32'h0;
        if (c4$2$q) begin
            y_c$2 = px[(32'h30 - 32'h4 * 2)+:(48)];
        end
        y_c$3 = 32'h0;
        if (c4$3$q) begin
            y_c$3 = px[(32'h30 - 32'h4 * 3)+:(48)];
        end
        y_c$4 = 32'h0;
        if (c4$4$q) begin
            y_c$4 = px[(32'h30 - 32'h4 * 4)+:(48)];
        end
        y_c$5 = 32'h0;
        if (c4$5$q) begin
            y_c$5 = px[(32'h30 - 32'h4 * 5)+:(48)];
        end
        y_c$6 = 32'h0;
        if (c4$6$q) begin
            y_c$6 = px[(32'h30 - 32'h4 * 6)+:(48)];
        end
        y_c$7 = 32'h0;
        if (c4$7$q) begin
            y_c$7 = px[(32'h30 - 32'h4 * 7)+:(48)];
        end
        y_c$8 = 32'h0;
        if (c4$8$q) begin
            y_c$8 = px[(32'h30 - 32'h4 * 8)+:(48)];
        end
        y_c$9 = 32'h0;
        if (c4$9$q) begin
            y_c$9 = px[(32'h30 - 32'h4 * 9)+:(48)];
        end
        y_c$10 = 32'h0;
        if (c4$10$q) begin
            y_c$10 = px[(32'h30 - 32'h4 * 10)+:(48)];
        end
        y_c$11 = 32'h0;
        if (c4$11$q) begin
            y_c$11 = px[(32'h30 - 32'h4 * 11)+:(48)];
        end
        y_c$12 = 32'h0;
        if (c4$12$q) begin
            y_c$12 = px[(32'h30 - 32'h4 * 12)+:(48)];
        end
        y5$d = y_c$0 | y_c$1 | y_c$2 | y_c$3 | y_c$4 | y_c$5 | y_c$6 | y_c$7 | y_c$8 | y_c$9 | y_c$10 | y_c$11 | y_c$12;
        if (satf4$q | (eqf4$q & p[32'h17])) begin
            y5$d = ((64'hffffffffffff) & 48'hffffffffffff);
        end
        out_valid = v5$q;
        y = y5$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$mul_md


module nscc_cc_ip$engine$dp$mul_md$a1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$a1


module nscc_cc_ip$engine$dp$mul_md$a2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$a2


module nscc_cc_ip$engine$dp$mul_md$b1(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$mul_md$b1


module nscc_cc_ip$engine$dp$mul_md$b2(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$mul_md$b2


module nscc_cc_ip$engine$dp$mul_md$c4$0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$c4$0


module nscc_cc_ip$engine$dp$mul_md$c4$1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$c4$1


module nscc_cc_ip$engine$dp$mul_md$c4$10(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$c4$10


module nscc_cc_ip$engine$dp$mul_md$c4$11(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$c4$11


module nscc_cc_ip$engine$dp$mul_md$c4$12(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$c4$12


module nscc_cc_ip$engine$dp$mul_md$c4$2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$c4$2


module nscc_cc_ip$engine$dp$mul_md$c4$3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$c4$3


module nscc_cc_ip$engine$dp$mul_md$c4$4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$c4$4


module nscc_cc_ip$engine$dp$mul_md$c4$5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$c4$5


module nscc_cc_ip$engine$dp$mul_md$c4$6(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$c4$6


module nscc_cc_ip$engine$dp$mul_md$c4$7(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$c4$7


module nscc_cc_ip$engine$dp$mul_md$c4$8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$c4$8


module nscc_cc_ip$engine$dp$mul_md$c4$9(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$c4$9


module nscc_cc_ip$engine$dp$mul_md$eqf4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$eqf4


module nscc_cc_ip$engine$dp$mul_md$f2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$f2


module nscc_cc_ip$engine$dp$mul_md$hia$0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$hia$0


module nscc_cc_ip$engine$dp$mul_md$hia$1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$hia$1


module nscc_cc_ip$engine$dp$mul_md$hia$2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$hia$2


module nscc_cc_ip$engine$dp$mul_md$lead_g$0(x,one_hot);
    
    // Module arguments
    input wire  [7:0] x;
    output reg  [7:0] one_hot;
    
    // Local signals
    reg  [7:0] s1;
    reg  [7:0] s2;
    reg  [7:0] s4;
    reg  [7:0] s8;
    reg  [7:0] s16;
    reg  [7:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$mul_md$lead_g$0


module nscc_cc_ip$engine$dp$mul_md$lead_g$1(x,one_hot);
    
    // Module arguments
    input wire  [7:0] x;
    output reg  [7:0] one_hot;
    
    // Local signals
    reg  [7:0] s1;
    reg  [7:0] s2;
    reg  [7:0] s4;
    reg  [7:0] s8;
    reg  [7:0] s16;
    reg  [7:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$mul_md$lead_g$1


module nscc_cc_ip$engine$dp$mul_md$lead_g$2(x,one_hot);
    
    // Module arguments
    input wire  [7:0] x;
    output reg  [7:0] one_hot;
    
    // Local signals
    reg  [7:0] s1;
    reg  [7:0] s2;
    reg  [7:0] s4;
    reg  [7:0] s8;
    reg  [7:0] s16;
    reg  [7:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$mul_md$lead_g$2


module nscc_cc_ip$engine$dp$mul_md$loa(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$loa

// v-- Setting output parameters to net type for wrapped code.


module nscc_cc_ip$engine$dp$mul_md$mul(clock,a,b,p);
    
    // Module arguments
    input wire  clock;
    input wire  [14:0] a;
    input wire  [11:0] b;
    output wire  [26:0] p;
    
    // Update code (wrapper)
    
    `ifdef NSCC_ECP5
      // one MULT18X18D, unsigned, its output register on CLK0 (and its input registers
      // when REG_INPUTA/B_CLK say CLK0)
      wire [35:0] pw;
      MULT18X18D #(
        .REG_INPUTA_CLK("CLK0"), .REG_INPUTB_CLK("CLK0"), .REG_OUTPUT_CLK("CLK0"),
        .RESETMODE("SYNC")
      ) mult (
        .A0(a[0]), .A1(a[1]), .A2(a[2]), .A3(a[3]), .A4(a[4]), .A5(a[5]), .A6(a[6]), .A7(a[7]), .A8(a[8]), .A9(a[9]), .A10(a[10]), .A11(a[11]), .A12(a[12]), .A13(a[13]), .A14(a[14]), .A15(1'b0), .A16(1'b0), .A17(1'b0),
        .B0(b[0]), .B1(b[1]), .B2(b[2]), .B3(b[3]), .B4(b[4]), .B5(b[5]), .B6(b[6]), .B7(b[7]), .B8(b[8]), .B9(b[9]), .B10(b[10]), .B11(b[11]), .B12(1'b0), .B13(1'b0), .B14(1'b0), .B15(1'b0), .B16(1'b0), .B17(1'b0),
        .C0(1'b0), .C1(1'b0), .C2(1'b0), .C3(1'b0), .C4(1'b0), .C5(1'b0), .C6(1'b0), .C7(1'b0), .C8(1'b0), .C9(1'b0), .C10(1'b0), .C11(1'b0), .C12(1'b0), .C13(1'b0), .C14(1'b0), .C15(1'b0), .C16(1'b0), .C17(1'b0),
        .SIGNEDA(1'b0), .SIGNEDB(1'b0), .SOURCEA(1'b0), .SOURCEB(1'b0),
        .CLK0(clock), .CLK1(1'b0), .CLK2(1'b0), .CLK3(1'b0),
        .CE0(1'b1), .CE1(1'b0), .CE2(1'b0), .CE3(1'b0),
        .RST0(1'b0), .RST1(1'b0), .RST2(1'b0), .RST3(1'b0),
        .P0(pw[0]), .P1(pw[1]), .P2(pw[2]), .P3(pw[3]), .P4(pw[4]), .P5(pw[5]), .P6(pw[6]), .P7(pw[7]), .P8(pw[8]), .P9(pw[9]), .P10(pw[10]), .P11(pw[11]), .P12(pw[12]), .P13(pw[13]), .P14(pw[14]), .P15(pw[15]), .P16(pw[16]), .P17(pw[17]), .P18(pw[18]), .P19(pw[19]), .P20(pw[20]), .P21(pw[21]), .P22(pw[22]), .P23(pw[23]), .P24(pw[24]), .P25(pw[25]), .P26(pw[26]), .P27(pw[27]), .P28(pw[28]), .P29(pw[29]), .P30(pw[30]), .P31(pw[31]), .P32(pw[32]), .P33(pw[33]), .P34(pw[34]), .P35(pw[35])
      );
      assign p = pw[26:0];
      /* verilator lint_off UNUSEDSIGNAL */
      wire unused_high = |pw[35:27];
      /* verilator lint_on UNUSEDSIGNAL */
    `else
      reg [14:0] ra;
      reg [11:0] rb;
      reg [26:0] rp;
      initial begin
        ra = 15'h0;
        rb = 12'h0;
        rp = 27'h0;
      end
      always @(posedge clock) begin
        ra <= a;
        rb <= b;
        rp <= {{12{1'b0}}, ra} * {{15{1'b0}}, rb};
      end
      assign p = rp;
    `endif
endmodule // nscc_cc_ip$engine$dp$mul_md$mul


module nscc_cc_ip$engine$dp$mul_md$nz3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$nz3


module nscc_cc_ip$engine$dp$mul_md$s1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$s1


module nscc_cc_ip$engine$dp$mul_md$s2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$s2


module nscc_cc_ip$engine$dp$mul_md$satf4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$satf4


module nscc_cc_ip$engine$dp$mul_md$v1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$v1


module nscc_cc_ip$engine$dp$mul_md$v2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$v2


module nscc_cc_ip$engine$dp$mul_md$v3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$v3


module nscc_cc_ip$engine$dp$mul_md$v4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$v4


module nscc_cc_ip$engine$dp$mul_md$v5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$v5


module nscc_cc_ip$engine$dp$mul_md$w3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$w3


module nscc_cc_ip$engine$dp$mul_md$y5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$mul_md$y5


module nscc_cc_ip$engine$dp$p1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$p1


module nscc_cc_ip$engine$dp$pen_6(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$pen_6$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$pen_6$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$pen_6


module nscc_cc_ip$engine$dp$pen_6$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$pen_6$head


module nscc_cc_ip$engine$dp$pen_6$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] r$d;
    wire  [23:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$pen_6$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$pen_6$tail


module nscc_cc_ip$engine$dp$pen_6$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$pen_6$tail$r


module nscc_cc_ip$engine$dp$pen_7(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$pen_7


module nscc_cc_ip$engine$dp$penalty_mul(clock,in_valid,bytes,pend,out_valid,penalty);
    
    // Module arguments
    input wire  clock;
    input wire  in_valid;
    input wire  [23:0] bytes;
    input wire  [6:0] pend;
    output reg  out_valid;
    output reg  [23:0] penalty;
    
    // Stub signals
    reg  v1$d;
    wire  v1$q;
    reg  v1$clock;
    reg  v2$d;
    wire  v2$q;
    reg  v2$clock;
    reg  mul_lo$clock;
    reg  [11:0] mul_lo$a;
    reg  [6:0] mul_lo$b;
    wire  [18:0] mul_lo$p;
    reg  mul_hi$clock;
    reg  [11:0] mul_hi$a;
    reg  [6:0] mul_hi$b;
    wire  [18:0] mul_hi$p;
    reg  v3$d;
    wire  v3$q;
    reg  v3$clock;
    reg  [23:0] pen3$d;
    wire  [23:0] pen3$q;
    reg  pen3$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$penalty_mul$v1 v1(
        .d(v1$d),
        .q(v1$q),
        .clock(v1$clock)
    );
    nscc_cc_ip$engine$dp$penalty_mul$v2 v2(
        .d(v2$d),
        .q(v2$q),
        .clock(v2$clock)
    );
    nscc_cc_ip$engine$dp$penalty_mul$mul_lo mul_lo(
        .clock(mul_lo$clock),
        .a(mul_lo$a),
        .b(mul_lo$b),
        .p(mul_lo$p)
    );
    nscc_cc_ip$engine$dp$penalty_mul$mul_hi mul_hi(
        .clock(mul_hi$clock),
        .a(mul_hi$a),
        .b(mul_hi$b),
        .p(mul_hi$p)
    );
    nscc_cc_ip$engine$dp$penalty_mul$v3 v3(
        .d(v3$d),
        .q(v3$q),
        .clock(v3$clock)
    );
    nscc_cc_ip$engine$dp$penalty_mul$pen3 pen3(
        .d(pen3$d),
        .q(pen3$q),
        .clock(pen3$clock)
    );
    
    // Update code
    always @(*) begin
        v1$clock = clock;
        v2$clock = clock;
        v3$clock = clock;
        pen3$clock = clock;
        v1$d = v1$q;
        v2$d = v2$q;
        v3$d = v3$q;
        pen3$d = pen3$q;
        v1$d = in_valid;
        mul_lo$clock = clock;
        mul_hi$clock = clock;
        mul_lo$a = bytes[(32'h0)+:(12)];
        mul_hi$a = bytes[(32'hc)+:(12)];
        mul_lo$b = pend;
        mul_hi$b = pend;
        v2$d = v1$q;
        v3$d = v2$q;
        pen3$d = (((mul_hi$p) & 24'hffffff) << 32'h5) + ((mul_lo$p >> 32'h7) & 24'hffffff);
        out_valid = v3$q;
        penalty = pen3$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$penalty_mul

// v-- Setting output parameters to net type for wrapped code.


module nscc_cc_ip$engine$dp$penalty_mul$mul_hi(clock,a,b,p);
    
    // Module arguments
    input wire  clock;
    input wire  [11:0] a;
    input wire  [6:0] b;
    output wire  [18:0] p;
    
    // Update code (wrapper)
    
    `ifdef NSCC_ECP5
      // one MULT18X18D, unsigned, its output register on CLK0 (and its input registers
      // when REG_INPUTA/B_CLK say CLK0)
      wire [35:0] pw;
      MULT18X18D #(
        .REG_INPUTA_CLK("CLK0"), .REG_INPUTB_CLK("CLK0"), .REG_OUTPUT_CLK("CLK0"),
        .RESETMODE("SYNC")
      ) mult (
        .A0(a[0]), .A1(a[1]), .A2(a[2]), .A3(a[3]), .A4(a[4]), .A5(a[5]), .A6(a[6]), .A7(a[7]), .A8(a[8]), .A9(a[9]), .A10(a[10]), .A11(a[11]), .A12(1'b0), .A13(1'b0), .A14(1'b0), .A15(1'b0), .A16(1'b0), .A17(1'b0),
        .B0(b[0]), .B1(b[1]), .B2(b[2]), .B3(b[3]), .B4(b[4]), .B5(b[5]), .B6(b[6]), .B7(1'b0), .B8(1'b0), .B9(1'b0), .B10(1'b0), .B11(1'b0), .B12(1'b0), .B13(1'b0), .B14(1'b0), .B15(1'b0), .B16(1'b0), .B17(1'b0),
        .C0(1'b0), .C1(1'b0), .C2(1'b0), .C3(1'b0), .C4(1'b0), .C5(1'b0), .C6(1'b0), .C7(1'b0), .C8(1'b0), .C9(1'b0), .C10(1'b0), .C11(1'b0), .C12(1'b0), .C13(1'b0), .C14(1'b0), .C15(1'b0), .C16(1'b0), .C17(1'b0),
        .SIGNEDA(1'b0), .SIGNEDB(1'b0), .SOURCEA(1'b0), .SOURCEB(1'b0),
        .CLK0(clock), .CLK1(1'b0), .CLK2(1'b0), .CLK3(1'b0),
        .CE0(1'b1), .CE1(1'b0), .CE2(1'b0), .CE3(1'b0),
        .RST0(1'b0), .RST1(1'b0), .RST2(1'b0), .RST3(1'b0),
        .P0(pw[0]), .P1(pw[1]), .P2(pw[2]), .P3(pw[3]), .P4(pw[4]), .P5(pw[5]), .P6(pw[6]), .P7(pw[7]), .P8(pw[8]), .P9(pw[9]), .P10(pw[10]), .P11(pw[11]), .P12(pw[12]), .P13(pw[13]), .P14(pw[14]), .P15(pw[15]), .P16(pw[16]), .P17(pw[17]), .P18(pw[18]), .P19(pw[19]), .P20(pw[20]), .P21(pw[21]), .P22(pw[22]), .P23(pw[23]), .P24(pw[24]), .P25(pw[25]), .P26(pw[26]), .P27(pw[27]), .P28(pw[28]), .P29(pw[29]), .P30(pw[30]), .P31(pw[31]), .P32(pw[32]), .P33(pw[33]), .P34(pw[34]), .P35(pw[35])
      );
      assign p = pw[18:0];
      /* verilator lint_off UNUSEDSIGNAL */
      wire unused_high = |pw[35:19];
      /* verilator lint_on UNUSEDSIGNAL */
    `else
      reg [11:0] ra;
      reg [6:0] rb;
      reg [18:0] rp;
      initial begin
        ra = 12'h0;
        rb = 7'h0;
        rp = 19'h0;
      end
      always @(posedge clock) begin
        ra <= a;
        rb <= b;
        rp <= {{7{1'b0}}, ra} * {{12{1'b0}}, rb};
      end
      assign p = rp;
    `endif
endmodule // nscc_cc_ip$engine$dp$penalty_mul$mul_hi

// v-- Setting output parameters to net type for wrapped code.


module nscc_cc_ip$engine$dp$penalty_mul$mul_lo(clock,a,b,p);
    
    // Module arguments
    input wire  clock;
    input wire  [11:0] a;
    input wire  [6:0] b;
    output wire  [18:0] p;
    
    // Update code (wrapper)
    
    `ifdef NSCC_ECP5
      // one MULT18X18D, unsigned, its output register on CLK0 (and its input registers
      // when REG_INPUTA/B_CLK say CLK0)
      wire [35:0] pw;
      MULT18X18D #(
        .REG_INPUTA_CLK("CLK0"), .REG_INPUTB_CLK("CLK0"), .REG_OUTPUT_CLK("CLK0"),
        .RESETMODE("SYNC")
      ) mult (
        .A0(a[0]), .A1(a[1]), .A2(a[2]), .A3(a[3]), .A4(a[4]), .A5(a[5]), .A6(a[6]), .A7(a[7]), .A8(a[8]), .A9(a[9]), .A10(a[10]), .A11(a[11]), .A12(1'b0), .A13(1'b0), .A14(1'b0), .A15(1'b0), .A16(1'b0), .A17(1'b0),
        .B0(b[0]), .B1(b[1]), .B2(b[2]), .B3(b[3]), .B4(b[4]), .B5(b[5]), .B6(b[6]), .B7(1'b0), .B8(1'b0), .B9(1'b0), .B10(1'b0), .B11(1'b0), .B12(1'b0), .B13(1'b0), .B14(1'b0), .B15(1'b0), .B16(1'b0), .B17(1'b0),
        .C0(1'b0), .C1(1'b0), .C2(1'b0), .C3(1'b0), .C4(1'b0), .C5(1'b0), .C6(1'b0), .C7(1'b0), .C8(1'b0), .C9(1'b0), .C10(1'b0), .C11(1'b0), .C12(1'b0), .C13(1'b0), .C14(1'b0), .C15(1'b0), .C16(1'b0), .C17(1'b0),
        .SIGNEDA(1'b0), .SIGNEDB(1'b0), .SOURCEA(1'b0), .SOURCEB(1'b0),
        .CLK0(clock), .CLK1(1'b0), .CLK2(1'b0), .CLK3(1'b0),
        .CE0(1'b1), .CE1(1'b0), .CE2(1'b0), .CE3(1'b0),
        .RST0(1'b0), .RST1(1'b0), .RST2(1'b0), .RST3(1'b0),
        .P0(pw[0]), .P1(pw[1]), .P2(pw[2]), .P3(pw[3]), .P4(pw[4]), .P5(pw[5]), .P6(pw[6]), .P7(pw[7]), .P8(pw[8]), .P9(pw[9]), .P10(pw[10]), .P11(pw[11]), .P12(pw[12]), .P13(pw[13]), .P14(pw[14]), .P15(pw[15]), .P16(pw[16]), .P17(pw[17]), .P18(pw[18]), .P19(pw[19]), .P20(pw[20]), .P21(pw[21]), .P22(pw[22]), .P23(pw[23]), .P24(pw[24]), .P25(pw[25]), .P26(pw[26]), .P27(pw[27]), .P28(pw[28]), .P29(pw[29]), .P30(pw[30]), .P31(pw[31]), .P32(pw[32]), .P33(pw[33]), .P34(pw[34]), .P35(pw[35])
      );
      assign p = pw[18:0];
      /* verilator lint_off UNUSEDSIGNAL */
      wire unused_high = |pw[35:19];
      /* verilator lint_on UNUSEDSIGNAL */
    `else
      reg [11:0] ra;
      reg [6:0] rb;
      reg [18:0] rp;
      initial begin
        ra = 12'h0;
        rb = 7'h0;
        rp = 19'h0;
      end
      always @(posedge clock) begin
        ra <= a;
        rb <= b;
        rp <= {{7{1'b0}}, ra} * {{12{1'b0}}, rb};
      end
      assign p = rp;
    `endif
endmodule // nscc_cc_ip$engine$dp$penalty_mul$mul_lo


module nscc_cc_ip$engine$dp$penalty_mul$pen3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$penalty_mul$pen3


module nscc_cc_ip$engine$dp$penalty_mul$v1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$penalty_mul$v1


module nscc_cc_ip$engine$dp$penalty_mul$v2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$penalty_mul$v2


module nscc_cc_ip$engine$dp$penalty_mul$v3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$penalty_mul$v3


module nscc_cc_ip$engine$dp$pm_7(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$pm_7


module nscc_cc_ip$engine$dp$pr1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$pr1


module nscc_cc_ip$engine$dp$pr_2(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  r$d;
    wire  r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$pr_2$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$pr_2


module nscc_cc_ip$engine$dp$pr_2$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$pr_2$r


module nscc_cc_ip$engine$dp$prnz_2(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  r$d;
    wire  r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$prnz_2$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$prnz_2


module nscc_cc_ip$engine$dp$prnz_2$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$prnz_2$r


module nscc_cc_ip$engine$dp$prop_gain(clock,headroom,alpha_mant,alpha_exp,g,s);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] headroom;
    input wire  [11:0] alpha_mant;
    input wire  [7:0] alpha_exp;
    output reg  [11:0] g;
    output reg  [7:0] s;
    
    // Stub signals
    reg  [23:0] h1$d;
    wire  [23:0] h1$q;
    reg  h1$clock;
    reg  [11:0] am1$d;
    wire  [11:0] am1$q;
    reg  am1$clock;
    reg  [7:0] ae1$d;
    wire  [7:0] ae1$q;
    reg  ae1$clock;
    reg  [23:0] lead_h$x;
    wire  [23:0] lead_h$one_hot;
    reg  [11:0] lead_a$x;
    wire  [11:0] lead_a$one_hot;
    reg  mul$clock;
    reg  [11:0] mul$a;
    reg  [11:0] mul$b;
    wire  [23:0] mul$p;
    reg  [4:0] p2$d;
    wire  [4:0] p2$q;
    reg  p2$clock;
    reg  [3:0] a2$d;
    wire  [3:0] a2$q;
    reg  a2$clock;
    reg  [7:0] ae2$d;
    wire  [7:0] ae2$q;
    reg  ae2$clock;
    reg  [11:0] oh_a2$d;
    wire  [11:0] oh_a2$q;
    reg  oh_a2$clock;
    reg  z2$d;
    wire  z2$q;
    reg  z2$clock;
    reg  [11:0] oh_a3$d;
    wire  [11:0] oh_a3$q;
    reg  oh_a3$clock;
    reg  z3$d;
    wire  z3$q;
    reg  z3$clock;
    reg  [7:0] sa3$d;
    wire  [7:0] sa3$q;
    reg  sa3$clock;
    reg  [7:0] sb3$d;
    wire  [7:0] sb3$q;
    reg  sb3$clock;
    
    // Local signals
    reg  [34:0] xh;
    reg  [11:0] mh_c$0;
    reg  [11:0] mh_c$1;
    reg  [11:0] mh_c$2;
    reg  [11:0] mh_c$3;
    reg  [11:0] mh_c$4;
    reg  [11:0] mh_c$5;
    reg  [11:0] mh_c$6;
    reg  [11:0] mh_c$7;
    reg  [11:0] mh_c$8;
    reg  [11:0] mh_c$9;
    reg  [11:0] mh_c$10;
    reg  [11:0] mh_c$11;
    reg  [11:0] mh_c$12;
    reg  [11:0] mh_c$13;
    reg  [11:0] mh_c$14;
    reg  [11:0] mh_c$15;
    reg  [11:0] mh_c$16;
    reg  [11:0] mh_c$17;
    reg  [11:0] mh_c$18;
    reg  [11:0] mh_c$19;
    reg  [11:0] mh_c$20;
    reg  [11:0] mh_c$21;
    reg  [11:0] mh_c$22;
    reg  [11:0] mh_c$23;
    reg  [9:0] sb;
    reg  [9:0] sa;
    reg  p_top;
    reg  [11:0] g_hi$0;
    reg  [11:0] g_hi$1;
    reg  [11:0] g_hi$2;
    reg  [11:0] g_hi$3;
    reg  [11:0] g_hi$4;
    reg  [11:0] g_hi$5;
    reg  [11:0] g_hi$6;
    reg  [11:0] g_hi$7;
    reg  [11:0] g_hi$8;
    reg  [11:0] g_hi$9;
    reg  [11:0] g_hi$10;
    reg  [11:0] g_hi$11;
    reg  [11:0] g_lo$0;
    reg  [11:0] g_lo$1;
    reg  [11:0] g_lo$2;
    reg  [11:0] g_lo$3;
    reg  [11:0] g_lo$4;
    reg  [11:0] g_lo$5;
    reg  [11:0] g_lo$6;
    reg  [11:0] g_lo$7;
    reg  [11:0] g_lo$8;
    reg  [11:0] g_lo$9;
    reg  [11:0] g_lo$10;
    reg  [11:0] g_lo$11;
    reg  [11:0] gh;
    reg  [11:0] gl;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$prop_gain$h1 h1(
        .d(h1$d),
        .q(h1$q),
        .clock(h1$clock)
    );
    nscc_cc_ip$engine$dp$prop_gain$am1 am1(
        .d(am1$d),
        .q(am1$q),
        .clock(am1$clock)
    );
    nscc_cc_ip$engine$dp$prop_gain$ae1 ae1(
        .d(ae1$d),
        .q(ae1$q),
        .clock(ae1$clock)
    );
    nscc_cc_ip$engine$dp$prop_gain$lead_h lead_h(
        .x(lead_h$x),
        .one_hot(lead_h$one_hot)
    );
    nscc_cc_ip$engine$dp$prop_gain$lead_a lead_a(
        .x(lead_a$x),
        .one_hot(lead_a$one_hot)
    );
    nscc_cc_ip$engine$dp$prop_gain$mul mul(
        .clock(mul$clock),
        .a(mul$a),
        .b(mul$b),
        .p(mul$p)
    );
    nscc_cc_ip$engine$dp$prop_gain$p2 p2(
        .d(p2$d),
        .q(p2$q),
        .clock(p2$clock)
    );
    nscc_cc_ip$engine$dp$prop_gain$a2 a2(
        .d(a2$d),
        .q(a2$q),
        .clock(a2$clock)
    );
    nscc_cc_ip$engine$dp$prop_gain$ae2 ae2(
        .d(ae2$d),
        .q(ae2$q),
        .clock(ae2$clock)
    );
    nscc_cc_ip$engine$dp$prop_gain$oh_a2 oh_a2(
        .d(oh_a2$d),
        .q(oh_a2$q),
        .clock(oh_a2$clock)
    );
    nscc_cc_ip$engine$dp$prop_gain$z2 z2(
        .d(z2$d),
        .q(z2$q),
        .clock(z2$clock)
    );
    nscc_cc_ip$engine$dp$prop_gain$oh_a3 oh_a3(
        .d(oh_a3$d),
        .q(oh_a3$q),
        .clock(oh_a3$clock)
    );
    nscc_cc_ip$engine$dp$prop_gain$z3 z3(
        .d(z3$d),
        .q(z3$q),
        .clock(z3$clock)
    );
    nscc_cc_ip$engine$dp$prop_gain$sa3 sa3(
        .d(sa3$d),
        .q(sa3$q),
        .clock(sa3$clock)
    );
    nscc_cc_ip$engine$dp$prop_gain$sb3 sb3(
        .d(sb3$d),
        .q(sb3$q),
        .clock(sb3$clock)
    );
    
    // Update code
    always @(*) begin
        h1$clock = clock;
        am1$clock = clock;
        ae1$clock = clock;
        p2$clock = clock;
        a2$clock = clock;
        ae2$clock = clock;
        oh_a2$clock = clock;
        z2$clock = clock;
        oh_a3$clock = clock;
        z3$clock = clock;
        sa3$clock = clock;
        sb3$clock = clock;
        h1$d = h1$q;
        am1$d = am1$q;
        ae1$d = ae1$q;
        p2$d = p2$q;
        a2$d = a2$q;
        ae2$d = ae2$q;
        oh_a2$d = oh_a2$q;
        z2$d = z2$q;
        oh_a3$d = oh_a3$q;
        z3$d = z3$q;
        sa3$d = sa3$q;
        sb3$d = sb3$q;
        h1$d = headroom;
        am1$d = alpha_mant;
        ae1$d = alpha_exp;
        lead_h$x = h1$q;
        lead_a$x = am1$q;
        xh = ((h1$q) & 35'h7ffffffff) << 32'hb;
        mh_c$0 = 32'h0;
        if (lead_h$one_hot[0]) begin
            mh_c$0 = xh[(0)+:(12)];
        end
        mh_c$1 = 32'h0;
        if (lead_h$one_hot[1]) begin
            mh_c$1 = xh[(1)+:(12)];
        end
        mh_c$2 = 32'h0;
        if (lead_h$one_hot[2]) begin
            mh_c$2 = xh[(2)+:(12)];
        end
        mh_c$3 = 32'h0;
        if (lead_h$one_hot[3]) begin
            mh_c$3 = xh[(3)+:(12)];
        end
        mh_c$4 = 32'h0;
        if (lead_h$one_hot[4]) begin
            mh_c$4 = xh[(4)+:(12)];
        end
        mh_c$5 = 32'h0;
        if (lead_h$one_hot[5]) begin
            mh_c$5 = xh[(5)+:(12)];
        end
        mh_c$6 = 32'h0;
        if (lead_h$one_hot[6]) begin
            mh_c$6 = xh[(6)+:(12)];
        end
        mh_c$7 = 32'h0;
        if (lead_h$one_hot[7]) begin
            mh_c$7 = xh[(7)+:(12)];
        end
        mh_c$8 = 32'h0;
        if (lead_h$one_hot[8]) begin
            mh_c$8 = xh[(8)+:(12)];
        end
        mh_c$9 = 32'h0;
        if (lead_h$one_hot[9]) begin
            mh_c$9 = xh[(9)+:(12)];
        end
        mh_c$10 = 32'h0;
        if (lead_h$one_hot[10]) begin
            mh_c$10 = xh[(10)+:(12)];
        end
        mh_c$11 = 32'h0;
        if (lead_h$one_hot[11]) begin
            mh_c$11 = xh[(11)+:(12)];
        end
        mh_c$12 = 32'h0;
        if (lead_h$one_hot[12]) begin
            mh_c$12 = xh[(12)+:(12)];
        end
        mh_c$13 = 32'h0;
        if (lead_h$one_hot[13]) begin
            mh_c$13 = xh[(13)+:(12)];
        end
        mh_c$14 = 32'h0;
        if (lead_h$one_hot[14]) begin
            mh_c$14 = xh[(14)+:(12)];
        end
        mh_c$15 = 32'h0;
        if (lead_h$one_hot[15]) begin
            mh_c$15 = xh[(15)+:(12)];
        end
        mh_c$16 = 32'h0;
        if (lead_h$one_hot[16]) begin
            mh_c$16 = xh[(16)+:(12)];
        end
        mh_c$17 = 32'h0;
        if (lead_h$one_hot[17]) begin
            mh_c$17 = xh[(17)+:(12)];
        end
        mh_c$18 = 32'h0;
        if (lead_h$one_hot[18]) begin
            mh_c$18 = xh[(18)+:(12)];
        end
        mh_c$19 = 32'h0;
        if (lead_h$one_hot[19]) begin
            mh_c$19 = xh[(19)+:(12)];
        end
        mh_c$20 = 32'h0;
        if (lead_h$one_hot[20]) begin
            mh_c$20 = xh[(20)+:(12)];
        end
        mh_c$21 = 32'h0;
        if (lead_h$one_hot[21]) begin
            mh_c$21 = xh[(21)+:(12)];
        end
        mh_c$22 = 32'h0;
        if (lead_h$one_hot[22]) begin
            mh_c$22 = xh[(22)+:(12)];
        end
        mh_c$23 = 32'h0;
        if (lead_h$one_hot[23]) begin
            mh_c$23 = xh[(23)+:(12)];
        end
        mul$clock = clock;
        mul$b = mh_c$0 | mh_c$1 | mh_c$2 | mh_c$3 | mh_c$4 | mh_c$5 | mh_c$6 | mh_c$7 | mh_c$8 | mh_c$9 | mh_c$10 | mh_c$11 | mh_c$12 | mh_c$13 | mh_c$14 | mh_c$15 | mh_c$16 | mh_c$17 | mh_c$18 | mh_c$19 | mh_c$20 | mh_c$21 | mh_c$22 | mh_c$23;
        mul$a = am1$q;
        p2$d = (((((((32'h0) & 5'h1f) & ~(1 << (32'h0)) | ((|(lead_h$one_hot & 64'haaaaaa)) << (32'h0))) & ~(1 << (32'h1)) | ((|(lead_h$one_hot & 64'hcccccc)) << (32'h1))) & ~(1 << (32'h2)) | ((|(lead_h$one_hot & 64'hf0f0f0)) << (32'h2))) & ~(1 << (32'h3)) | ((|(lead_h$one_hot & 64'hff00)) << (32'h3))) & ~(1 << (32'h4)) | ((|(lead_h$one_hot & 64'hff0000)) << (32'h4)));
        a2$d = ((((((32'h0) & 4'hf) & ~(1 << (32'h0)) | ((|(lead_a$one_hot & 64'haaa)) << (32'h0))) & ~(1 << (32'h1)) | ((|(lead_a$one_hot & 64'hccc)) << (32'h1))) & ~(1 << (32'h2)) | ((|(lead_a$one_hot & 64'hf0)) << (32'h2))) & ~(1 << (32'h3)) | ((|(lead_a$one_hot & 64'hf00)) << (32'h3)));
        oh_a2$d = lead_a$one_hot;
        ae2$d = ae1$q;
        z2$d = ~|h1$q || ~|am1$q;
        oh_a3$d = oh_a2$q;
        z3$d = z2$q;
        sb = ((ae2$q) & 10'h3ff) + ((p2$q) & 10'h3ff) + ((a2$q) & 10'h3ff) - 32'hb;
        if (ae2$q[32'h7]) begin
            sb = (((ae2$q) & 10'h3ff) | 32'h300) + ((p2$q) & 10'h3ff) + ((a2$q) & 10'h3ff) - 32'hb;
        end
        sa = sb + 32'h1;
        sb3$d = ((sb) & 8'hff);
        if (sb[32'h9] && (sb[(32'h7)+:(2)] != 32'h3)) begin
            sb3$d = 32'h80;
        end
        if (~sb[32'h9] && |sb[(32'h7)+:(2)]) begin
            sb3$d = 32'h7f;
        end
        sa3$d = ((sa) & 8'hff);
        if (sa[32'h9] && (sa[(32'h7)+:(2)] != 32'h3)) begin
            sa3$d = 32'h80;
        end
        if (~sa[32'h9] && |sa[(32'h7)+:(2)]) begin
            sa3$d = 32'h7f;
        end
        p_top = 1'b0;
        g_hi$0 = 32'h0;
        g_lo$0 = 32'h0;
        if (oh_a3$q[0]) begin
            g_hi$0 = mul$p[(0 + 32'h1)+:(12)];
            g_lo$0 = mul$p[(0)+:(12)];
            if (mul$p[0 + 32'hc]) begin
                p_top = 1'b1;
            end
        end
        g_hi$1 = 32'h0;
        g_lo$1 = 32'h0;
        if (oh_a3$q[1]) begin
            g_hi$1 = mul$p[(1 + 32'h1)+:(12)];
            g_lo$1 = mul$p[(1)+:(12)];
            if (mul$p[1 + 32'hc]) begin
                p_top = 1'b1;
            end
        end
        g_hi$2 = 32'h0;
        g_lo$2 = 32'h0;
        if (oh_a3$q[2]) begin
            g_hi$2 = mul$p[(2 + 32'h1)+:(12)];
            g_lo$2 = mul$p[(2)+:(12)];
            if (mul$p[2 + 32'hc]) begin
                p_top = 1'b1;
            end
        end
        g_hi$3 = 32'h0;
        g_lo$3 = 32'h0;
        if (oh_a3$q[3]) begin
            g_hi$3 = mul$p[(3 + 32'h1)+:(12)];
            g_lo$3 = mul$p[(3)+:(12)];
            if (mul$p[3 + 32'hc]) begin
                p_top = 1'b1;
            end
        end
        g_hi$4 = 32'h0;
        g_lo$4 = 32'h0;
        if (oh_a3$q[4]) begin
            g_hi$4 = mul$p[(4 + 32'h1)+:(12)];
            g_lo$4 = mul$p[(4)+:(12)];
            if (mul$p[4 + 32'hc]) begin
                p_top = 1'b1;
            end
        end
        g_hi$5 = 32'h0;
        g_lo$5 = 32'h0;
        if (oh_a3$q[5]) begin
            g_hi$5 = mul$p[(5 + 32'h1)+:(12)];
            g_lo$5 = mul$p[(5)+:(12)];
            if (mul$p[5 + 32'hc]) begin
                p_top = 1'b1;
            end
        end
        g_hi$6 = 32'h0;
        g_lo$6 = 32'h0;
        if (oh_a3$q[6]) begin
            g_hi$6 = mul$p[(6 + 32'h1)+:(12)];
            g_lo$6 = mul$p[(6)+:(12)];
            if (mul$p[6 + 32'hc]) begin
                p_top = 1'b1;
            end
        end
        g_hi$7 = 32'h0;
        g_lo$7 = 32'h0;
        if (oh_a3$q[7]) begin
            g_hi$7 = mul$p[(7 + 32'h1)+:(12)];
            g_lo$7 = mul$p[(7)+:(12)];
            if (mul$p[7 + 32'hc]) begin
                p_top = 1'b1;
            end
        end
        g_hi$8 = 32'h0;
        g_lo$8 = 32'h0;
        if (oh_a3$q[8]) begin
            g_hi$8 = mul$p[(8 + 32'h1)+:(12)];
            g_lo$8 = mul$p[(8)+:(12)];
            if (mul$p[8 + 32'hc]) begin
                p_top = 1'b1;
            end
        end
        g_hi$9 = 32'h0;
        g_lo$9 = 32'h0;
        if (oh_a3$q[9]) begin
            g_hi$9 = mul$p[(9 + 32'h1)+:(12)];
            g_lo$9 = mul$p[(9)+:(12)];
            if (mul$p[9 + 32'hc]) begin
                p_top = 1'b1;
            end
        end
        g_hi$10 = 32'h0;
        g_lo$10 = 32'h0;
        if (oh_a3$q[10]) begin
            g_hi$10 = mul$p[(10 + 32'h1)+:(12)];
            g_lo$10 = mul$p[(10)+:(12)];
            if (mul$p[10 + 32'hc]) begin
                p_top = 1'b1;
            end
        end
        g_hi$11 = 32'h0;
        g_lo$11 = 32'h0;
        if (oh_a3$q[11]) begin
            g_hi$11 = mul$p[(11 + 32'h1)+:(12)];
            g_lo$11 = mul$p[(11)+:(12)];
            if (mul$p[11 + 32'hc]) begin
                p_top = 1'b1;
            end
        end
        gh = g_hi$0 | g_hi$1 | g_hi$2 | g_hi$3 | g_hi$4 | g_hi$5 | g_hi$6 | g_hi$7 | g_hi$8 | g_hi$9 | g_hi$10 | g_hi$11;
        gl = g_lo$0 | g_lo$1 | g_lo$2 | g_lo$3 | g_lo$4 | g_lo$5 | g_lo$6 | g_lo$7 | g_lo$8 | g_lo$9 | g_lo$10 | g_lo$11;
        g = gl;
        s = sb3$q;
        if (p_top) begin
            g = gh;
            s = sa3$q;
        end
        if (z3$q) begin
            s = 32'h0;
        end
    end
    
endmodule // nscc_cc_ip$engine$dp$prop_gain


module nscc_cc_ip$engine$dp$prop_gain$a2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$prop_gain$a2


module nscc_cc_ip$engine$dp$prop_gain$ae1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$prop_gain$ae1


module nscc_cc_ip$engine$dp$prop_gain$ae2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$prop_gain$ae2


module nscc_cc_ip$engine$dp$prop_gain$am1(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$prop_gain$am1


module nscc_cc_ip$engine$dp$prop_gain$h1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$prop_gain$h1


module nscc_cc_ip$engine$dp$prop_gain$lead_a(x,one_hot);
    
    // Module arguments
    input wire  [11:0] x;
    output reg  [11:0] one_hot;
    
    // Local signals
    reg  [11:0] s1;
    reg  [11:0] s2;
    reg  [11:0] s4;
    reg  [11:0] s8;
    reg  [11:0] s16;
    reg  [11:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$prop_gain$lead_a


module nscc_cc_ip$engine$dp$prop_gain$lead_h(x,one_hot);
    
    // Module arguments
    input wire  [23:0] x;
    output reg  [23:0] one_hot;
    
    // Local signals
    reg  [23:0] s1;
    reg  [23:0] s2;
    reg  [23:0] s4;
    reg  [23:0] s8;
    reg  [23:0] s16;
    reg  [23:0] s32;
    
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
    
endmodule // nscc_cc_ip$engine$dp$prop_gain$lead_h

// v-- Setting output parameters to net type for wrapped code.


module nscc_cc_ip$engine$dp$prop_gain$mul(clock,a,b,p);
    
    // Module arguments
    input wire  clock;
    input wire  [11:0] a;
    input wire  [11:0] b;
    output wire  [23:0] p;
    
    // Update code (wrapper)
    
    `ifdef NSCC_ECP5
      // the operand registers in the fabric, beside the logic that makes them
      reg [11:0] fa;
      reg [11:0] fb;
      initial begin
        fa = 12'h0;
        fb = 12'h0;
      end
      always @(posedge clock) begin
        fa <= a;
        fb <= b;
      end
      // one MULT18X18D, unsigned, its output register on CLK0 (and its input registers
      // when REG_INPUTA/B_CLK say CLK0)
      wire [35:0] pw;
      MULT18X18D #(
        .REG_INPUTA_CLK("NONE"), .REG_INPUTB_CLK("NONE"), .REG_OUTPUT_CLK("CLK0"),
        .RESETMODE("SYNC")
      ) mult (
        .A0(fa[0]), .A1(fa[1]), .A2(fa[2]), .A3(fa[3]), .A4(fa[4]), .A5(fa[5]), .A6(fa[6]), .A7(fa[7]), .A8(fa[8]), .A9(fa[9]), .A10(fa[10]), .A11(fa[11]), .A12(1'b0), .A13(1'b0), .A14(1'b0), .A15(1'b0), .A16(1'b0), .A17(1'b0),
        .B0(fb[0]), .B1(fb[1]), .B2(fb[2]), .B3(fb[3]), .B4(fb[4]), .B5(fb[5]), .B6(fb[6]), .B7(fb[7]), .B8(fb[8]), .B9(fb[9]), .B10(fb[10]), .B11(fb[11]), .B12(1'b0), .B13(1'b0), .B14(1'b0), .B15(1'b0), .B16(1'b0), .B17(1'b0),
        .C0(1'b0), .C1(1'b0), .C2(1'b0), .C3(1'b0), .C4(1'b0), .C5(1'b0), .C6(1'b0), .C7(1'b0), .C8(1'b0), .C9(1'b0), .C10(1'b0), .C11(1'b0), .C12(1'b0), .C13(1'b0), .C14(1'b0), .C15(1'b0), .C16(1'b0), .C17(1'b0),
        .SIGNEDA(1'b0), .SIGNEDB(1'b0), .SOURCEA(1'b0), .SOURCEB(1'b0),
        .CLK0(clock), .CLK1(1'b0), .CLK2(1'b0), .CLK3(1'b0),
        .CE0(1'b1), .CE1(1'b0), .CE2(1'b0), .CE3(1'b0),
        .RST0(1'b0), .RST1(1'b0), .RST2(1'b0), .RST3(1'b0),
        .P0(pw[0]), .P1(pw[1]), .P2(pw[2]), .P3(pw[3]), .P4(pw[4]), .P5(pw[5]), .P6(pw[6]), .P7(pw[7]), .P8(pw[8]), .P9(pw[9]), .P10(pw[10]), .P11(pw[11]), .P12(pw[12]), .P13(pw[13]), .P14(pw[14]), .P15(pw[15]), .P16(pw[16]), .P17(pw[17]), .P18(pw[18]), .P19(pw[19]), .P20(pw[20]), .P21(pw[21]), .P22(pw[22]), .P23(pw[23]), .P24(pw[24]), .P25(pw[25]), .P26(pw[26]), .P27(pw[27]), .P28(pw[28]), .P29(pw[29]), .P30(pw[30]), .P31(pw[31]), .P32(pw[32]), .P33(pw[33]), .P34(pw[34]), .P35(pw[35])
      );
      assign p = pw[23:0];
      /* verilator lint_off UNUSEDSIGNAL */
      wire unused_high = |pw[35:24];
      /* verilator lint_on UNUSEDSIGNAL */
    `else
      reg [11:0] ra;
      reg [11:0] rb;
      reg [23:0] rp;
      initial begin
        ra = 12'h0;
        rb = 12'h0;
        rp = 24'h0;
      end
      always @(posedge clock) begin
        ra <= a;
        rb <= b;
        rp <= {{12{1'b0}}, ra} * {{12{1'b0}}, rb};
      end
      assign p = rp;
    `endif
endmodule // nscc_cc_ip$engine$dp$prop_gain$mul


module nscc_cc_ip$engine$dp$prop_gain$oh_a2(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$prop_gain$oh_a2


module nscc_cc_ip$engine$dp$prop_gain$oh_a3(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$prop_gain$oh_a3


module nscc_cc_ip$engine$dp$prop_gain$p2(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$prop_gain$p2


module nscc_cc_ip$engine$dp$prop_gain$sa3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$prop_gain$sa3


module nscc_cc_ip$engine$dp$prop_gain$sb3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$prop_gain$sb3


module nscc_cc_ip$engine$dp$prop_gain$z2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$prop_gain$z2


module nscc_cc_ip$engine$dp$prop_gain$z3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$prop_gain$z3


module nscc_cc_ip$engine$dp$prr1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$prr1


module nscc_cc_ip$engine$dp$prr_2(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] r$d;
    wire  [23:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$prr_2$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$prr_2


module nscc_cc_ip$engine$dp$prr_2$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$prr_2$r


module nscc_cc_ip$engine$dp$prrs1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$prrs1


module nscc_cc_ip$engine$dp$prrs_2(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [9:0] d;
    output reg  [9:0] q;
    
    // Stub signals
    reg  [9:0] r$d;
    wire  [9:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$prrs_2$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$prrs_2


module nscc_cc_ip$engine$dp$prrs_2$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$prrs_2$r


module nscc_cc_ip$engine$dp$qa_d9(d,q,clock);
    
    // Module arguments
    input wire  [56:0] d;
    output reg  [56:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 57'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$qa_d9


module nscc_cc_ip$engine$dp$qa_timer(clock,ext,prev_bdp,prev_maxwnd,prev_achieved,prev_received,prev_bytes_ignored,prev_bytes_to_ignore,prev_fi_count,prev_fast_active,prev_trigger_qa,prev_qa_armed,prev_qa_start,prev_qa_len,prev_last_adjust,prev_last_adjust_sub,prev_last_dec,early_t,early_t_sub,early_bytes,early_achieved,early_received,early_bytes_ignored,early_fi_count,early_qa_start,early_last_adjust,early_last_adjust_sub,early_last_dec,load,load_t,cfg_init_bdp,cfg_init_maxwnd,cfg_mtu,cfg_target,cfg_target_sub,cfg_target_frac,cfg_qa_threshold,cfg_qa_threshold_sub,cfg_network_rtt,cfg_network_rtt_sub,cfg_fulfill_bytes,cfg_qa_gate,valid,kind,t,t_sub,bytes,ecn,in_flight,delay,delay_sub,base_after,dropped,bdp_cand,maxwnd_cand,avg,cwnd_cands,cwnd_pick,cwnd_start,out_valid,action,qa,qa_cwnd,stop,fulfill,eta,maxwnd_after,bdp,maxwnd,achieved,received,bytes_ignored,bytes_to_ignore,fi_count,fast_active,trigger_qa,qa_armed,qa_start,qa_len,last_adjust,last_adjust_sub,last_dec);
    
    // Module arguments
    input wire  clock;
    input wire  ext;
    input wire  [23:0] prev_bdp;
    input wire  [23:0] prev_maxwnd;
    input wire  [31:0] prev_achieved;
    input wire  [31:0] prev_received;
    input wire  [31:0] prev_bytes_ignored;
    input wire  [23:0] prev_bytes_to_ignore;
    input wire  [31:0] prev_fi_count;
    input wire  prev_fast_active;
    input wire  prev_trigger_qa;
    input wire  prev_qa_armed;
    input wire  [31:0] prev_qa_start;
    input wire  [24:0] prev_qa_len;
    input wire  [31:0] prev_last_adjust;
    input wire  [9:0] prev_last_adjust_sub;
    input wire  [31:0] prev_last_dec;
    input wire  [31:0] early_t;
    input wire  [9:0] early_t_sub;
    input wire  [23:0] early_bytes;
    input wire  [31:0] early_achieved;
    input wire  [31:0] early_received;
    input wire  [31:0] early_bytes_ignored;
    input wire  [31:0] early_fi_count;
    input wire  [31:0] early_qa_start;
    input wire  [31:0] early_last_adjust;
    input wire  [9:0] early_last_adjust_sub;
    input wire  [31:0] early_last_dec;
    input wire  load;
    input wire  [31:0] load_t;
    input wire  [23:0] cfg_init_bdp;
    input wire  [23:0] cfg_init_maxwnd;
    input wire  [23:0] cfg_mtu;
    input wire  [23:0] cfg_target;
    input wire  [9:0] cfg_target_sub;
    input wire  [7:0] cfg_target_frac;
    input wire  [23:0] cfg_qa_threshold;
    input wire  [9:0] cfg_qa_threshold_sub;
    input wire  [23:0] cfg_network_rtt;
    input wire  [9:0] cfg_network_rtt_sub;
    input wire  [23:0] cfg_fulfill_bytes;
    input wire  [4:0] cfg_qa_gate;
    input wire  valid;
    input wire  [1:0] kind;
    input wire  [31:0] t;
    input wire  [9:0] t_sub;
    input wire  [23:0] bytes;
    input wire  ecn;
    input wire  [23:0] in_flight;
    input wire  [23:0] delay;
    input wire  [9:0] delay_sub;
    input wire  [23:0] base_after;
    input wire  dropped;
    input wire  [23:0] bdp_cand;
    input wire  [23:0] maxwnd_cand;
    input wire  [31:0] avg;
    input wire  [119:0] cwnd_cands;
    input wire  [4:0] cwnd_pick;
    output reg  [23:0] cwnd_start;
    output reg  out_valid;
    output reg  [3:0] action;
    output reg  qa;
    output reg  [23:0] qa_cwnd;
    output reg  stop;
    output reg  fulfill;
    output reg  eta;
    output reg  [23:0] maxwnd_after;
    output reg  [23:0] bdp;
    output reg  [23:0] maxwnd;
    output reg  [31:0] achieved;
    output reg  [31:0] received;
    output reg  [31:0] bytes_ignored;
    output reg  [23:0] bytes_to_ignore;
    output reg  [31:0] fi_count;
    output reg  fast_active;
    output reg  trigger_qa;
    output reg  qa_armed;
    output reg  [31:0] qa_start;
    output reg  [24:0] qa_len;
    output reg  [31:0] last_adjust;
    output reg  [9:0] last_adjust_sub;
    output reg  [31:0] last_dec;
    
    // Stub signals
    reg  [23:0] bdp_r$d;
    wire  [23:0] bdp_r$q;
    reg  bdp_r$clock;
    reg  [23:0] maxwnd_r$d;
    wire  [23:0] maxwnd_r$q;
    reg  maxwnd_r$clock;
    reg  [31:0] achieved_r$d;
    wire  [31:0] achieved_r$q;
    reg  achieved_r$clock;
    reg  [31:0] received_r$d;
    wire  [31:0] received_r$q;
    reg  received_r$clock;
    reg  [31:0] ignored_r$d;
    wire  [31:0] ignored_r$q;
    reg  ignored_r$clock;
    reg  [23:0] to_ignore_r$d;
    wire  [23:0] to_ignore_r$q;
    reg  to_ignore_r$clock;
    reg  [31:0] fi_count_r$d;
    wire  [31:0] fi_count_r$q;
    reg  fi_count_r$clock;
    reg  fast_r$d;
    wire  fast_r$q;
    reg  fast_r$clock;
    reg  trigger_r$d;
    wire  trigger_r$q;
    reg  trigger_r$clock;
    reg  armed_r$d;
    wire  armed_r$q;
    reg  armed_r$clock;
    reg  [31:0] qa_start_r$d;
    wire  [31:0] qa_start_r$q;
    reg  qa_start_r$clock;
    reg  [24:0] qa_len_r$d;
    wire  [24:0] qa_len_r$q;
    reg  qa_len_r$clock;
    reg  [31:0] last_adjust_r$d;
    wire  [31:0] last_adjust_r$q;
    reg  last_adjust_r$clock;
    reg  [9:0] last_adjust_sub_r$d;
    wire  [9:0] last_adjust_sub_r$q;
    reg  last_adjust_sub_r$clock;
    reg  [31:0] last_dec_r$d;
    wire  [31:0] last_dec_r$q;
    reg  last_dec_r$clock;
    reg  v8$d;
    wire  v8$q;
    reg  v8$clock;
    reg  [3:0] action8$d;
    wire  [3:0] action8$q;
    reg  action8$clock;
    reg  qa8$d;
    wire  qa8$q;
    reg  qa8$clock;
    reg  [23:0] qa_cwnd8$d;
    wire  [23:0] qa_cwnd8$q;
    reg  qa_cwnd8$clock;
    reg  stop8$d;
    wire  stop8$q;
    reg  stop8$clock;
    reg  fulfill8$d;
    wire  fulfill8$q;
    reg  fulfill8$clock;
    reg  eta8$d;
    wire  eta8$q;
    reg  eta8$clock;
    reg  [23:0] maxwnd8$d;
    wire  [23:0] maxwnd8$q;
    reg  maxwnd8$clock;
    reg  [666:0] a_r$d;
    wire  [666:0] a_r$q;
    reg  a_r$clock;
    reg  [666:0] a_r2$d;
    wire  [666:0] a_r2$q;
    reg  a_r2$clock;
    reg  [124:0] s_r$d;
    wire  [124:0] s_r$q;
    reg  s_r$clock;
    reg  [6:0] f_r$d;
    wire  [6:0] f_r$q;
    reg  f_r$clock;
    reg  [233:0] z_r$d;
    wire  [233:0] z_r$q;
    reg  z_r$clock;
    
    // Local signals
    reg  [31:0] x_t;
    reg  [9:0] x_t_sub;
    reg  [23:0] x_bytes;
    reg  [31:0] x_achieved;
    reg  [31:0] x_received;
    reg  [31:0] x_ignored;
    reg  [31:0] x_fi;
    reg  [31:0] x_qa_start;
    reg  [31:0] x_last_adjust;
    reg  [9:0] x_last_adjust_sub;
    reg  [31:0] x_last_dec;
    reg  [31:0] achieved_sat;
    reg  [31:0] received_sat;
    reg  [31:0] ignored_sat;
    reg  [31:0] fi_sat;
    reg  [31:0] el_qa;
    reg  [31:0] el_dec;
    reg  [233:0] z_word;
    reg  [233:0] z_now;
    reg  [666:0] u_word;
    reg  u_valid;
    reg  u_ack;
    reg  u_nack;
    reg  u_ecn;
    reg  u_tgt;
    reg  u_ignore;
    reg  u_window_end;
    reg  u_fire;
    reg  u_fast;
    reg  u_md;
    reg  u_fulfill;
    reg  u_eta;
    reg  c_ignore;
    reg  c_win;
    reg  c_thr;
    reg  b_gate;
    reg  [23:0] gate_prev;
    reg  [23:0] gate_cand;
    reg  c_gate_prev;
    reg  c_gate_cand;
    reg  c_tgt;
    reg  c_d1k;
    reg  c_fi;
    reg  [124:0] s_word;
    reg  [4:0] s_pick;
    reg  [23:0] s_c0;
    reg  [23:0] s_c1;
    reg  [23:0] s_c2;
    reg  [23:0] s_c3;
    reg  [23:0] s_c4;
    reg  [23:0] s_m0;
    reg  [23:0] s_m1;
    reg  [23:0] s_m2;
    reg  [23:0] s_m3;
    reg  [23:0] s_m4;
    reg  [4:0] fi_gt;
    reg  c_avg;
    reg  c_dec;
    reg  c_rcv;
    reg  c_adj_gt;
    reg  c_adj_ge;
    reg  [23:0] to_ignore_new;
    reg  [24:0] qa_len_new;
    reg  [666:0] a_word;
    reg  [666:0] b_word;
    reg  b_valid;
    reg  b_ack;
    reg  b_nack;
    reg  b_ecn;
    reg  b_tgt;
    reg  [31:0] b_t;
    reg  [31:0] b_achieved_new;
    reg  [31:0] b_received_new;
    reg  [31:0] b_ignored_new;
    reg  [31:0] b_fi_new;
    reg  is_ack;
    reg  is_nack;
    reg  [23:0] maxwnd_now;
    reg  [32:0] achieved_sum;
    reg  [31:0] achieved_new;
    reg  [32:0] received_sum;
    reg  [31:0] received_new;
    reg  [32:0] ignored_sum;
    reg  [31:0] ignored_new;
    reg  [32:0] fi_sum;
    reg  [31:0] fi_new;
    reg  trigger_new;
    reg  ignore;
    reg  window_end;
    reg  fire;
    reg  [23:0] qa_cwnd_now;
    reg  [24:0] snapshot;
    reg  fast;
    reg  md;
    reg  fulfill_now;
    reg  eta_now;
    reg  [3:0] action_now;
    reg  adj_borrow;
    reg  [31:0] adj_ns;
    reg  [9:0] adj_ps;
    reg  [41:0] adj_elapsed;
    reg  [41:0] adj_period;
    reg  [23:0] p_bdp;
    reg  [23:0] p_maxwnd;
    reg  [31:0] p_achieved;
    reg  [31:0] p_received;
    reg  [31:0] p_bytes_ignored;
    reg  [23:0] p_bytes_to_ignore;
    reg  [31:0] p_fi_count;
    reg  p_fast_active;
    reg  p_trigger_qa;
    reg  p_qa_armed;
    reg  [31:0] p_qa_start;
    reg  [24:0] p_qa_len;
    reg  [31:0] p_last_adjust;
    reg  [9:0] p_last_adjust_sub;
    reg  [31:0] p_last_dec;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$qa_timer$bdp_r bdp_r(
        .d(bdp_r$d),
        .q(bdp_r$q),
        .clock(bdp_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$maxwnd_r maxwnd_r(
        .d(maxwnd_r$d),
        .q(maxwnd_r$q),
        .clock(maxwnd_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$achieved_r achieved_r(
        .d(achieved_r$d),
        .q(achieved_r$q),
        .clock(achieved_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$received_r received_r(
        .d(received_r$d),
        .q(received_r$q),
        .clock(received_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$ignored_r ignored_r(
        .d(ignored_r$d),
        .q(ignored_r$q),
        .clock(ignored_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$to_ignore_r to_ignore_r(
        .d(to_ignore_r$d),
        .q(to_ignore_r$q),
        .clock(to_ignore_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$fi_count_r fi_count_r(
        .d(fi_count_r$d),
        .q(fi_count_r$q),
        .clock(fi_count_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$fast_r fast_r(
        .d(fast_r$d),
        .q(fast_r$q),
        .clock(fast_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$trigger_r trigger_r(
        .d(trigger_r$d),
        .q(trigger_r$q),
        .clock(trigger_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$armed_r armed_r(
        .d(armed_r$d),
        .q(armed_r$q),
        .clock(armed_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$qa_start_r qa_start_r(
        .d(qa_start_r$d),
        .q(qa_start_r$q),
        .clock(qa_start_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$qa_len_r qa_len_r(
        .d(qa_len_r$d),
        .q(qa_len_r$q),
        .clock(qa_len_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$last_adjust_r last_adjust_r(
        .d(last_adjust_r$d),
        .q(last_adjust_r$q),
        .clock(last_adjust_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$last_adjust_sub_r last_adjust_sub_r(
        .d(last_adjust_sub_r$d),
        .q(last_adjust_sub_r$q),
        .clock(last_adjust_sub_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$last_dec_r last_dec_r(
        .d(last_dec_r$d),
        .q(last_dec_r$q),
        .clock(last_dec_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$v8 v8(
        .d(v8$d),
        .q(v8$q),
        .clock(v8$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$action8 action8(
        .d(action8$d),
        .q(action8$q),
        .clock(action8$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$qa8 qa8(
        .d(qa8$d),
        .q(qa8$q),
        .clock(qa8$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$qa_cwnd8 qa_cwnd8(
        .d(qa_cwnd8$d),
        .q(qa_cwnd8$q),
        .clock(qa_cwnd8$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$stop8 stop8(
        .d(stop8$d),
        .q(stop8$q),
        .clock(stop8$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$fulfill8 fulfill8(
        .d(fulfill8$d),
        .q(fulfill8$q),
        .clock(fulfill8$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$eta8 eta8(
        .d(eta8$d),
        .q(eta8$q),
        .clock(eta8$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$maxwnd8 maxwnd8(
        .d(maxwnd8$d),
        .q(maxwnd8$q),
        .clock(maxwnd8$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$a_r a_r(
        .d(a_r$d),
        .q(a_r$q),
        .clock(a_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$a_r2 a_r2(
        .d(a_r2$d),
        .q(a_r2$q),
        .clock(a_r2$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$s_r s_r(
        .d(s_r$d),
        .q(s_r$q),
        .clock(s_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$f_r f_r(
        .d(f_r$d),
        .q(f_r$q),
        .clock(f_r$clock)
    );
    nscc_cc_ip$engine$dp$qa_timer$z_r z_r(
        .d(z_r$d),
        .q(z_r$q),
        .clock(z_r$clock)
    );
    
    // Update code
    always @(*) begin
        bdp_r$clock = clock;
        maxwnd_r$clock = clock;
        achieved_r$clock = clock;
        received_r$clock = clock;
        ignored_r$clock = clock;
        to_ignore_r$clock = clock;
        fi_count_r$clock = clock;
        fast_r$clock = clock;
        trigger_r$clock = clock;
        armed_r$clock = clock;
        qa_start_r$clock = clock;
        qa_len_r$clock = clock;
        last_adjust_r$clock = clock;
        last_adjust_sub_r$clock = clock;
        last_dec_r$clock = clock;
        v8$clock = clock;
        action8$clock = clock;
        qa8$clock = clock;
        qa_cwnd8$clock = clock;
        stop8$clock = clock;
        fulfill8$clock = clock;
        eta8$clock = clock;
        maxwnd8$clock = clock;
        a_r2$clock = clock;
        f_r$clock = clock;
        z_r$clock = clock;
        a_r$clock = clock;
        s_r$clock = clock;
        bdp_r$d = bdp_r$q;
        maxwnd_r$d = maxwnd_r$q;
        achieved_r$d = achieved_r$q;
        received_r$d = received_r$q;
        ignored_r$d = ignored_r$q;
        to_ignore_r$d = to_ignore_r$q;
        fi_count_r$d = fi_count_r$q;
        fast_r$d = fast_r$q;
        trigger_r$d = trigger_r$q;
        armed_r$d = armed_r$q;
        qa_start_r$d = qa_start_r$q;
        qa_len_r$d = qa_len_r$q;
        last_adjust_r$d = last_adjust_r$q;
        last_adjust_sub_r$d = last_adjust_sub_r$q;
        last_dec_r$d = last_dec_r$q;
        v8$d = v8$q;
        action8$d = action8$q;
        qa8$d = qa8$q;
        qa_cwnd8$d = qa_cwnd8$q;
        stop8$d = stop8$q;
        fulfill8$d = fulfill8$q;
        eta8$d = eta8$q;
        maxwnd8$d = maxwnd8$q;
        a_r2$d = a_r2$q;
        f_r$d = f_r$q;
        z_r$d = z_r$q;
        a_r$d = a_r$q;
        s_r$d = s_r$q;
        p_bdp = bdp_r$q;
        if (ext) begin
            p_bdp = prev_bdp;
        end
        p_maxwnd = maxwnd_r$q;
        if (ext) begin
            p_maxwnd = prev_maxwnd;
        end
        p_achieved = achieved_r$q;
        if (ext) begin
            p_achieved = prev_achieved;
        end
        p_received = received_r$q;
        if (ext) begin
            p_received = prev_received;
        end
        p_bytes_ignored = ignored_r$q;
        if (ext) begin
            p_bytes_ignored = prev_bytes_ignored;
        end
        p_bytes_to_ignore = to_ignore_r$q;
        if (ext) begin
            p_bytes_to_ignore = prev_bytes_to_ignore;
        end
        p_fi_count = fi_count_r$q;
        if (ext) begin
            p_fi_count = prev_fi_count;
        end
        p_fast_active = fast_r$q;
        if (ext) begin
            p_fast_active = prev_fast_active;
        end
        p_trigger_qa = trigger_r$q;
        if (ext) begin
            p_trigger_qa = prev_trigger_qa;
        end
        p_qa_armed = armed_r$q;
        if (ext) begin
            p_qa_armed = prev_qa_armed;
        end
        p_qa_start = qa_start_r$q;
        if (ext) begin
            p_qa_start = prev_qa_start;
        end
        p_qa_len = qa_len_r$q;
        if (ext) begin
            p_qa_len = prev_qa_len;
        end
        p_last_adjust = last_adjust_r$q;
        if (ext) begin
            p_last_adjust = prev_last_adjust;
        end
        p_last_adjust_sub = last_adjust_sub_r$q;
        if (ext) begin
            p_last_adjust_sub = prev_last_adjust_sub;
        end
        p_last_dec = last_dec_r$q;
        if (ext) begin
            p_last_dec = prev_last_dec;
        end
        is_ack = valid && (kind == 32'h0);
        is_nack = valid && (kind == 32'h1);
        maxwnd_now = p_maxwnd;
        if (dropped) begin
            maxwnd_now = maxwnd_cand;
        end
        x_t = t;
        x_t_sub = t_sub;
        x_bytes = bytes;
        x_achieved = p_achieved;
        x_received = p_received;
        x_ignored = p_bytes_ignored;
        x_fi = p_fi_count;
        x_qa_start = p_qa_start;
        x_last_adjust = p_last_adjust;
        x_last_adjust_sub = p_last_adjust_sub;
        x_last_dec = p_last_dec;
        if (ext) begin
            x_t = early_t;
            x_t_sub = early_t_sub;
            x_bytes = early_bytes;
            x_achieved = early_achieved;
            x_received = early_received;
            x_ignored = early_bytes_ignored;
            x_fi = early_fi_count;
            x_qa_start = early_qa_start;
            x_last_adjust = early_last_adjust;
            x_last_adjust_sub = early_last_adjust_sub;
            x_last_dec = early_last_dec;
        end
        achieved_sum = ((x_achieved) & 33'h1ffffffff) + ((x_bytes) & 33'h1ffffffff);
        achieved_sat = ((achieved_sum) & 32'hffffffff);
        if (achieved_sum[32'h20]) begin
            achieved_sat = ~((32'h0) & 32'hffffffff);
        end
        received_sum = ((x_received) & 33'h1ffffffff) + ((x_bytes) & 33'h1ffffffff);
        received_sat = ((received_sum) & 32'hffffffff);
        if (received_sum[32'h20]) begin
            received_sat = ~((32'h0) & 32'hffffffff);
        end
        ignored_sum = ((x_ignored) & 33'h1ffffffff) + ((x_bytes) & 33'h1ffffffff);
        ignored_sat = ((ignored_sum) & 32'hffffffff);
        if (ignored_sum[32'h20]) begin
            ignored_sat = ~((32'h0) & 32'hffffffff);
        end
        fi_sum = ((x_fi) & 33'h1ffffffff) + ((x_bytes) & 33'h1ffffffff);
        fi_sat = ((fi_sum) & 32'hffffffff);
        if (fi_sum[32'h20]) begin
            fi_sat = ~((32'h0) & 32'hffffffff);
        end
        el_qa = x_t - x_qa_start;
        el_dec = x_t - x_last_dec;
        adj_borrow = x_t_sub < x_last_adjust_sub;
        adj_ns = x_t - x_last_adjust;
        adj_ps = x_t_sub - x_last_adjust_sub;
        if (adj_borrow) begin
            adj_ns = x_t - x_last_adjust - 32'h1;
            adj_ps = x_t_sub - x_last_adjust_sub + 32'h3e8;
        end
        z_word = ((achieved_sat) & 234'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((received_sat) & 234'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h20) | (((ignored_sat) & 234'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h40) | (((fi_sat) & 234'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h60) | (((el_qa) & 234'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h80) | (((el_dec) & 234'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'ha0) | (((adj_ps) & 234'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hc0) | (((adj_ns) & 234'h3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hca);
        z_r$d = z_word;
        z_now = z_word;
        if (ext) begin
            z_now = z_r$q;
        end
        achieved_new = p_achieved;
        if (is_ack) begin
            achieved_new = z_now[(32'h0)+:(32)];
        end
        received_new = z_now[(32'h20)+:(32)];
        ignored_new = z_now[(32'h40)+:(32)];
        fi_new = z_now[(32'h60)+:(32)];
        adj_elapsed = z_now[(32'hc0)+:(42)];
        trigger_new = p_trigger_qa || is_nack;
        c_ignore = ignored_new < ((p_bytes_to_ignore) & 32'hffffffff);
        c_win = ~p_qa_armed || (z_now[(32'h80)+:(32)] > ((p_qa_len) & 32'hffffffff));
        c_thr = ((((delay) & 34'h3ffffffff) << 32'ha) | ((delay_sub) & 34'h3ffffffff)) > ((((cfg_qa_threshold) & 34'h3ffffffff) << 32'ha) | ((cfg_qa_threshold_sub) & 34'h3ffffffff));
        gate_prev = p_maxwnd >> cfg_qa_gate;
        gate_cand = maxwnd_cand >> cfg_qa_gate;
        c_gate_prev = p_achieved < ((gate_prev) & 32'hffffffff);
        c_gate_cand = p_achieved < ((gate_cand) & 32'hffffffff);
        if (is_ack) begin
            c_gate_prev = z_now[(32'h0)+:(32)] < ((gate_prev) & 32'hffffffff);
            c_gate_cand = z_now[(32'h0)+:(32)] < ((gate_cand) & 32'hffffffff);
        end
        c_tgt = ((((delay) & 34'h3ffffffff) << 32'ha) | ((delay_sub) & 34'h3ffffffff)) >= ((((cfg_target) & 34'h3ffffffff) << 32'ha) | ((cfg_target_sub) & 34'h3ffffffff));
        c_d1k = delay < 32'h3e8;
        c_avg = avg > ((((cfg_target) & 32'hffffffff) << 32'h8) | ((cfg_target_frac) & 32'hffffffff));
        c_dec = z_now[(32'ha0)+:(32)] > ((base_after) & 32'hffffffff);
        c_rcv = received_new > ((cfg_fulfill_bytes) & 32'hffffffff);
        qa_cwnd_now = ((p_achieved) & 24'hffffff);
        if (p_achieved < ((cfg_mtu) & 32'hffffffff)) begin
            qa_cwnd_now = cfg_mtu;
        end
        if (is_ack) begin
            qa_cwnd_now = z_now[(32'h0)+:(24)];
            if (z_now[(32'h0)+:(32)] < ((cfg_mtu) & 32'hffffffff)) begin
                qa_cwnd_now = cfg_mtu;
            end
        end
        snapshot = ((in_flight) & 25'h1ffffff);
        if (is_nack) begin
            snapshot = ((in_flight) & 25'h1ffffff) + ((bytes) & 25'h1ffffff);
        end
        to_ignore_new = ((snapshot) & 24'hffffff);
        if (snapshot[32'h18]) begin
            to_ignore_new = ~((32'h0) & 24'hffffff);
        end
        qa_len_new = ((base_after) & 25'h1ffffff) + ((cfg_target) & 25'h1ffffff);
        adj_period = (((cfg_network_rtt) & 42'h3ffffffffff) << 32'ha) | ((cfg_network_rtt_sub) & 42'h3ffffffffff);
        c_adj_gt = adj_elapsed > adj_period;
        c_adj_ge = adj_elapsed >= adj_period;
        a_word = ((valid) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) | (((is_ack) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1) | (((is_nack) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h2) | (((ecn) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h3) | (((dropped) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h4) | (((c_ignore) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h5) | (((c_win) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h6) | (((trigger_new) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h7) | (((c_thr) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h8) | (((c_gate_prev) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h9) | (((c_gate_cand) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hc) | (((c_tgt) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'ha) | (((c_d1k) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hb) | (((c_avg) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hd) | (((c_dec) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'he) | (((c_rcv) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hf) | (((c_adj_gt) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h10) | (((c_adj_ge) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h11) | (((p_fast_active) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h12) | (((p_trigger_qa) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h13) | (((p_qa_armed) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h14) | (((achieved_new) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h15) | (((received_new) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h35) | (((ignored_new) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h55) | (((fi_new) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h75) | (((maxwnd_now) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h95) | (((qa_cwnd_now) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'had) | (((to_ignore_new) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hc5) | (((qa_len_new) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hdd) | (((t) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hf6) | (((t_sub) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h116) | (((bdp_cand) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h120) | (((maxwnd_cand) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h138) | (((p_bdp) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h150) | (((p_maxwnd) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h168) | (((p_achieved) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h180) | (((p_received) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1a0) | (((p_bytes_ignored) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1c0) | (((p_bytes_to_ignore) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1e0) | (((p_fi_count) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h1f8) | (((p_qa_start) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h218) | (((p_qa_len) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h238) | (((p_last_adjust) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h251) | (((p_last_adjust_sub) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h271) | (((p_last_dec) & 667'h7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h27b);
        a_r$d = a_word;
        b_word = a_word;
        s_word = ((cwnd_cands) & 125'h1fffffffffffffffffffffffffffffff) | (((cwnd_pick) & 125'h1fffffffffffffffffffffffffffffff) << 32'h78);
        if (ext) begin
            b_word = a_r$q;
            s_word = s_r$q;
        end
        s_r$d = ((cwnd_cands) & 125'h1fffffffffffffffffffffffffffffff) | (((cwnd_pick) & 125'h1fffffffffffffffffffffffffffffff) << 32'h78);
        b_valid = b_word[32'h0];
        b_ack = b_word[32'h1];
        b_nack = b_word[32'h2];
        b_ecn = b_word[32'h3];
        b_tgt = b_word[32'ha];
        b_t = b_word[(32'hf6)+:(32)];
        b_achieved_new = b_word[(32'h15)+:(32)];
        b_received_new = b_word[(32'h35)+:(32)];
        b_ignored_new = b_word[(32'h55)+:(32)];
        b_fi_new = b_word[(32'h75)+:(32)];
        s_pick = s_word[(32'h78)+:(5)];
        s_c0 = s_word[(32'h0)+:(24)];
        s_c1 = s_word[(32'h18)+:(24)];
        s_c2 = s_word[(32'h30)+:(24)];
        s_c3 = s_word[(32'h48)+:(24)];
        s_c4 = s_word[(32'h60)+:(24)];
        fi_gt = (((b_fi_new > ((s_c0) & 32'hffffffff))) & 5'h1f) | ((((b_fi_new > ((s_c1) & 32'hffffffff))) & 5'h1f) << 32'h1) | ((((b_fi_new > ((s_c2) & 32'hffffffff))) & 5'h1f) << 32'h2) | ((((b_fi_new > ((s_c3) & 32'hffffffff))) & 5'h1f) << 32'h3) | ((((b_fi_new > ((s_c4) & 32'hffffffff))) & 5'h1f) << 32'h4);
        c_fi = |(fi_gt & s_pick);
        s_m0 = 32'h0;
        if (s_pick[32'h0]) begin
            s_m0 = s_c0;
        end
        s_m1 = 32'h0;
        if (s_pick[32'h1]) begin
            s_m1 = s_c1;
        end
        s_m2 = 32'h0;
        if (s_pick[32'h2]) begin
            s_m2 = s_c2;
        end
        s_m3 = 32'h0;
        if (s_pick[32'h3]) begin
            s_m3 = s_c3;
        end
        s_m4 = 32'h0;
        if (s_pick[32'h4]) begin
            s_m4 = s_c4;
        end
        cwnd_start = s_m0 | s_m1 | s_m2 | s_m3 | s_m4;
        ignore = (b_nack || (b_ack && b_ecn)) && b_word[32'h5];
        b_gate = b_word[32'h9];
        if (b_word[32'h4]) begin
            b_gate = b_word[32'hc];
        end
        window_end = (b_ack || b_nack) && ~ignore && b_word[32'h6];
        fire = window_end && b_word[32'h14] && (b_word[32'h7] || b_word[32'h8]) && b_gate;
        fast = 1'b0;
        md = 1'b0;
        action_now = 32'h0;
        if (b_ack && ~ignore && ~fire) begin
            if (~b_ecn) begin
                if (b_tgt) begin
                    action_now = 32'h3;
                end
                else begin
                    action_now = 32'h1;
                    if (b_word[32'hb]) begin
                        fast = c_fi || b_word[32'h12];
                    end
                    if (fast) begin
                        action_now = 32'h2;
                    end
                end
            end
            else if (b_tgt) begin
                action_now = 32'h5;
                md = b_word[32'hd] && b_word[32'he];
                if (md) begin
                    action_now = 32'h4;
                end
            end
            else begin
                action_now = 32'h6;
            end
        end
        if (b_nack && ~ignore && ~fire) begin
            action_now = 32'h9;
        end
        if (ignore) begin
            action_now = 32'h8;
        end
        if (fire) begin
            action_now = 32'h7;
        end
        fulfill_now = b_ack && ~ignore && ~fire && (b_word[32'hf] || b_word[32'h10]);
        eta_now = fulfill_now && b_word[32'h11];
        f_r$d = ((ignore) & 7'h7f) | (((window_end) & 7'h7f) << 32'h1) | (((fire) & 7'h7f) << 32'h2) | (((fast) & 7'h7f) << 32'h3) | (((md) & 7'h7f) << 32'h4) | (((fulfill_now) & 7'h7f) << 32'h5) | (((eta_now) & 7'h7f) << 32'h6);
        a_r2$d = a_r$q;
        u_word = b_word;
        u_ignore = ignore;
        u_window_end = window_end;
        u_fire = fire;
        u_fast = fast;
        u_md = md;
        u_fulfill = fulfill_now;
        u_eta = eta_now;
        if (ext) begin
            u_word = a_r2$q;
            u_ignore = f_r$q[32'h0];
            u_window_end = f_r$q[32'h1];
            u_fire = f_r$q[32'h2];
            u_fast = f_r$q[32'h3];
            u_md = f_r$q[32'h4];
            u_fulfill = f_r$q[32'h5];
            u_eta = f_r$q[32'h6];
        end
        u_valid = u_word[32'h0];
        u_ack = u_word[32'h1];
        u_nack = u_word[32'h2];
        u_ecn = u_word[32'h3];
        u_tgt = u_word[32'ha];
        bdp_r$d = u_word[(32'h150)+:(24)];
        maxwnd_r$d = u_word[(32'h168)+:(24)];
        achieved_r$d = u_word[(32'h180)+:(32)];
        received_r$d = u_word[(32'h1a0)+:(32)];
        ignored_r$d = u_word[(32'h1c0)+:(32)];
        to_ignore_r$d = u_word[(32'h1e0)+:(24)];
        fi_count_r$d = u_word[(32'h1f8)+:(32)];
        fast_r$d = u_word[32'h12];
        trigger_r$d = u_word[32'h13];
        armed_r$d = u_word[32'h14];
        qa_start_r$d = u_word[(32'h218)+:(32)];
        qa_len_r$d = u_word[(32'h238)+:(25)];
        last_adjust_r$d = u_word[(32'h251)+:(32)];
        last_adjust_sub_r$d = u_word[(32'h271)+:(10)];
        last_dec_r$d = u_word[(32'h27b)+:(32)];
        if (u_word[32'h4] && u_valid) begin
            bdp_r$d = u_word[(32'h120)+:(24)];
            maxwnd_r$d = u_word[(32'h138)+:(24)];
        end
        if (u_ack) begin
            achieved_r$d = u_word[(32'h15)+:(32)];
            received_r$d = u_word[(32'h35)+:(32)];
            ignored_r$d = u_word[(32'h55)+:(32)];
        end
        if (u_nack) begin
            ignored_r$d = u_word[(32'h55)+:(32)];
            trigger_r$d = 1'b1;
        end
        if (u_window_end) begin
            achieved_r$d = 32'h0;
            armed_r$d = 1'b1;
            qa_start_r$d = u_word[(32'hf6)+:(32)];
            qa_len_r$d = u_word[(32'hdd)+:(25)];
        end
        if (u_fire) begin
            to_ignore_r$d = u_word[(32'hc5)+:(24)];
            ignored_r$d = 32'h0;
            trigger_r$d = 1'b0;
        end
        if (u_ignore || u_fire) begin
            received_r$d = 32'h0;
        end
        if (u_ack && ~u_ignore && ~u_fire) begin
            if (~u_ecn && ~u_tgt) begin
                fast_r$d = u_fast;
                if (u_word[32'hb]) begin
                    fi_count_r$d = u_word[(32'h75)+:(32)];
                end
                else begin
                    fi_count_r$d = 32'h0;
                end
            end
            if (u_ecn && u_tgt) begin
                fast_r$d = 1'b0;
                fi_count_r$d = 32'h0;
            end
        end
        if (u_md) begin
            last_dec_r$d = u_word[(32'hf6)+:(32)];
        end
        if (u_fulfill) begin
            received_r$d = 32'h0;
        end
        if (u_eta) begin
            last_adjust_r$d = u_word[(32'hf6)+:(32)];
            last_adjust_sub_r$d = u_word[(32'h116)+:(10)];
        end
        if (load) begin
            bdp_r$d = cfg_init_bdp;
            maxwnd_r$d = cfg_init_maxwnd;
            achieved_r$d = 32'h0;
            received_r$d = 32'h0;
            ignored_r$d = 32'h0;
            to_ignore_r$d = 32'h0;
            fi_count_r$d = 32'h0;
            fast_r$d = 1'b0;
            trigger_r$d = 1'b0;
            armed_r$d = 1'b0;
            qa_start_r$d = 32'h0;
            qa_len_r$d = 32'h0;
            last_adjust_r$d = load_t;
            last_adjust_sub_r$d = 32'h0;
            last_dec_r$d = load_t;
        end
        v8$d = b_valid;
        action8$d = action_now;
        qa8$d = fire;
        qa_cwnd8$d = b_word[(32'had)+:(24)];
        stop8$d = ignore || fire;
        fulfill8$d = fulfill_now;
        eta8$d = eta_now;
        maxwnd8$d = b_word[(32'h95)+:(24)];
        out_valid = v8$q;
        action = action8$q;
        qa = qa8$q;
        qa_cwnd = qa_cwnd8$q;
        stop = stop8$q;
        fulfill = fulfill8$q;
        eta = eta8$q;
        maxwnd_after = maxwnd8$q;
        bdp = bdp_r$q;
        maxwnd = maxwnd_r$q;
        achieved = achieved_r$q;
        received = received_r$q;
        bytes_ignored = ignored_r$q;
        bytes_to_ignore = to_ignore_r$q;
        fi_count = fi_count_r$q;
        fast_active = fast_r$q;
        trigger_qa = trigger_r$q;
        qa_armed = armed_r$q;
        qa_start = qa_start_r$q;
        qa_len = qa_len_r$q;
        last_adjust = last_adjust_r$q;
        last_adjust_sub = last_adjust_sub_r$q;
        last_dec = last_dec_r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$qa_timer


module nscc_cc_ip$engine$dp$qa_timer$a_r(d,q,clock);
    
    // Module arguments
    input wire  [666:0] d;
    output reg  [666:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 667'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$a_r


module nscc_cc_ip$engine$dp$qa_timer$a_r2(d,q,clock);
    
    // Module arguments
    input wire  [666:0] d;
    output reg  [666:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 667'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$a_r2


module nscc_cc_ip$engine$dp$qa_timer$achieved_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$achieved_r


module nscc_cc_ip$engine$dp$qa_timer$action8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$action8


module nscc_cc_ip$engine$dp$qa_timer$armed_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$armed_r


module nscc_cc_ip$engine$dp$qa_timer$bdp_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$bdp_r


module nscc_cc_ip$engine$dp$qa_timer$eta8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$eta8


module nscc_cc_ip$engine$dp$qa_timer$f_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$f_r


module nscc_cc_ip$engine$dp$qa_timer$fast_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$fast_r


module nscc_cc_ip$engine$dp$qa_timer$fi_count_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$fi_count_r


module nscc_cc_ip$engine$dp$qa_timer$fulfill8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$fulfill8


module nscc_cc_ip$engine$dp$qa_timer$ignored_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$ignored_r


module nscc_cc_ip$engine$dp$qa_timer$last_adjust_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$last_adjust_r


module nscc_cc_ip$engine$dp$qa_timer$last_adjust_sub_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$last_adjust_sub_r


module nscc_cc_ip$engine$dp$qa_timer$last_dec_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$last_dec_r


module nscc_cc_ip$engine$dp$qa_timer$maxwnd8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$maxwnd8


module nscc_cc_ip$engine$dp$qa_timer$maxwnd_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$maxwnd_r


module nscc_cc_ip$engine$dp$qa_timer$qa8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$qa8


module nscc_cc_ip$engine$dp$qa_timer$qa_cwnd8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$qa_cwnd8


module nscc_cc_ip$engine$dp$qa_timer$qa_len_r(d,q,clock);
    
    // Module arguments
    input wire  [24:0] d;
    output reg  [24:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 25'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$qa_len_r


module nscc_cc_ip$engine$dp$qa_timer$qa_start_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$qa_start_r


module nscc_cc_ip$engine$dp$qa_timer$received_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$received_r


module nscc_cc_ip$engine$dp$qa_timer$s_r(d,q,clock);
    
    // Module arguments
    input wire  [124:0] d;
    output reg  [124:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 125'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$s_r


module nscc_cc_ip$engine$dp$qa_timer$stop8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$stop8


module nscc_cc_ip$engine$dp$qa_timer$to_ignore_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$to_ignore_r


module nscc_cc_ip$engine$dp$qa_timer$trigger_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$trigger_r


module nscc_cc_ip$engine$dp$qa_timer$v8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$v8


module nscc_cc_ip$engine$dp$qa_timer$z_r(d,q,clock);
    
    // Module arguments
    input wire  [233:0] d;
    output reg  [233:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 234'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$qa_timer$z_r


module nscc_cc_ip$engine$dp$quadrant(clock,ext,prev_base_rtt,prev_base_rtt_sub,load,cfg_base_rtt,cfg_base_rtt_sub,valid,kind,rtt,rtt_sub,probe,probe_rtt,probe_rtt_sub,rtt_nz,probe_rtt_nz,avg_seen,out_valid,delay,delay_sub,base_after,dropped,ewma_sample,base_rtt,base_rtt_sub);
    
    // Module arguments
    input wire  clock;
    input wire  ext;
    input wire  [23:0] prev_base_rtt;
    input wire  [9:0] prev_base_rtt_sub;
    input wire  load;
    input wire  [23:0] cfg_base_rtt;
    input wire  [9:0] cfg_base_rtt_sub;
    input wire  valid;
    input wire  [1:0] kind;
    input wire  [23:0] rtt;
    input wire  [9:0] rtt_sub;
    input wire  probe;
    input wire  [23:0] probe_rtt;
    input wire  [9:0] probe_rtt_sub;
    input wire  rtt_nz;
    input wire  probe_rtt_nz;
    input wire  [31:0] avg_seen;
    output reg  out_valid;
    output reg  [23:0] delay;
    output reg  [9:0] delay_sub;
    output reg  [23:0] base_after;
    output reg  dropped;
    output reg  ewma_sample;
    output reg  [23:0] base_rtt;
    output reg  [9:0] base_rtt_sub;
    
    // Stub signals
    reg  [33:0] base$d;
    wire  [33:0] base$q;
    reg  base$clock;
    reg  v3$d;
    wire  v3$q;
    reg  v3$clock;
    reg  [33:0] delay3$d;
    wire  [33:0] delay3$q;
    reg  delay3$clock;
    reg  [23:0] base3$d;
    wire  [23:0] base3$q;
    reg  base3$clock;
    reg  dropped3$d;
    wire  dropped3$q;
    reg  dropped3$clock;
    reg  sample3$d;
    wire  sample3$q;
    reg  sample3$clock;
    
    // Local signals
    reg  [34:0] diff;
    reg  [34:0] pdiff;
    reg  [10:0] lo;
    reg  [10:0] plo;
    reg  [9:0] d_sub;
    reg  [9:0] pd_sub;
    reg  new_min;
    reg  [33:0] p_base_rtt;
    reg  [33:0] rtt_f;
    reg  [33:0] probe_f;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$quadrant$base base(
        .d(base$d),
        .q(base$q),
        .clock(base$clock)
    );
    nscc_cc_ip$engine$dp$quadrant$v3 v3(
        .d(v3$d),
        .q(v3$q),
        .clock(v3$clock)
    );
    nscc_cc_ip$engine$dp$quadrant$delay3 delay3(
        .d(delay3$d),
        .q(delay3$q),
        .clock(delay3$clock)
    );
    nscc_cc_ip$engine$dp$quadrant$base3 base3(
        .d(base3$d),
        .q(base3$q),
        .clock(base3$clock)
    );
    nscc_cc_ip$engine$dp$quadrant$dropped3 dropped3(
        .d(dropped3$d),
        .q(dropped3$q),
        .clock(dropped3$clock)
    );
    nscc_cc_ip$engine$dp$quadrant$sample3 sample3(
        .d(sample3$d),
        .q(sample3$q),
        .clock(sample3$clock)
    );
    
    // Update code
    always @(*) begin
        base$clock = clock;
        v3$clock = clock;
        delay3$clock = clock;
        base3$clock = clock;
        dropped3$clock = clock;
        sample3$clock = clock;
        base$d = base$q;
        v3$d = v3$q;
        delay3$d = delay3$q;
        base3$d = base3$q;
        dropped3$d = dropped3$q;
        sample3$d = sample3$q;
        p_base_rtt = base$q;
        if (ext) begin
            p_base_rtt = (((prev_base_rtt) & 34'h3ffffffff) << 32'ha) | ((prev_base_rtt_sub) & 34'h3ffffffff);
        end
        base$d = p_base_rtt;
        rtt_f = (((rtt) & 34'h3ffffffff) << 32'ha) | ((rtt_sub) & 34'h3ffffffff);
        probe_f = (((probe_rtt) & 34'h3ffffffff) << 32'ha) | ((probe_rtt_sub) & 34'h3ffffffff);
        diff = ((rtt_f) & 35'h7ffffffff) - ((p_base_rtt) & 35'h7ffffffff);
        pdiff = ((probe_f) & 35'h7ffffffff) - ((p_base_rtt) & 35'h7ffffffff);
        lo = ((rtt_sub) & 11'h7ff) - ((p_base_rtt[(32'h0)+:(10)]) & 11'h7ff);
        plo = ((probe_rtt_sub) & 11'h7ff) - ((p_base_rtt[(32'h0)+:(10)]) & 11'h7ff);
        d_sub = lo[(32'h0)+:(10)];
        if (lo[32'ha]) begin
            d_sub = lo[(32'h0)+:(10)] + 32'h3e8;
        end
        pd_sub = plo[(32'h0)+:(10)];
        if (plo[32'ha]) begin
            pd_sub = plo[(32'h0)+:(10)] + 32'h3e8;
        end
        new_min = valid && rtt_nz && diff[32'h22] && ((kind == 32'h0 && ~probe) || kind == 32'h1);
        v3$d = valid;
        dropped3$d = new_min;
        sample3$d = 1'b0;
        delay3$d = ((avg_seen >> 32'h8) & 34'h3ffffffff) << 32'ha;
        base3$d = p_base_rtt[(32'ha)+:(24)];
        if (new_min) begin
            base$d = rtt_f;
            base3$d = rtt;
        end
        if (kind == 32'h1) begin
            sample3$d = valid;
            delay3$d = 32'h0;
        end
        if (kind == 32'h0) begin
            if (probe) begin
                if (probe_rtt_nz) begin
                    if (pdiff[32'h22]) begin
                        delay3$d = 32'h0;
                    end
                    else begin
                        delay3$d = (((pdiff[(32'ha)+:(24)]) & 34'h3ffffffff) << 32'ha) | ((pd_sub) & 34'h3ffffffff);
                        sample3$d = valid;
                    end
                end
            end
            else if (rtt_nz) begin
                sample3$d = valid;
                delay3$d = (((diff[(32'ha)+:(24)]) & 34'h3ffffffff) << 32'ha) | ((d_sub) & 34'h3ffffffff);
                if (new_min) begin
                    delay3$d = 32'h0;
                end
            end
        end
        if (load) begin
            base$d = (((cfg_base_rtt) & 34'h3ffffffff) << 32'ha) | ((cfg_base_rtt_sub) & 34'h3ffffffff);
        end
        out_valid = v3$q;
        delay = delay3$q[(32'ha)+:(24)];
        delay_sub = delay3$q[(32'h0)+:(10)];
        base_after = base3$q;
        dropped = dropped3$q;
        ewma_sample = sample3$q;
        base_rtt = base$q[(32'ha)+:(24)];
        base_rtt_sub = base$q[(32'h0)+:(10)];
    end
    
endmodule // nscc_cc_ip$engine$dp$quadrant


module nscc_cc_ip$engine$dp$quadrant$base(d,q,clock);
    
    // Module arguments
    input wire  [33:0] d;
    output reg  [33:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 34'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$quadrant$base


module nscc_cc_ip$engine$dp$quadrant$base3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$quadrant$base3


module nscc_cc_ip$engine$dp$quadrant$delay3(d,q,clock);
    
    // Module arguments
    input wire  [33:0] d;
    output reg  [33:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 34'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$quadrant$delay3


module nscc_cc_ip$engine$dp$quadrant$dropped3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$quadrant$dropped3


module nscc_cc_ip$engine$dp$quadrant$sample3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$quadrant$sample3


module nscc_cc_ip$engine$dp$quadrant$v3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$quadrant$v3


module nscc_cc_ip$engine$dp$r1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$r1


module nscc_cc_ip$engine$dp$r_2(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] r$d;
    wire  [23:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$r_2$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$r_2


module nscc_cc_ip$engine$dp$r_2$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$r_2$r


module nscc_cc_ip$engine$dp$rc1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$rc1


module nscc_cc_ip$engine$dp$rnz_2(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  r$d;
    wire  r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$rnz_2$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$rnz_2


module nscc_cc_ip$engine$dp$rnz_2$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$rnz_2$r


module nscc_cc_ip$engine$dp$rs1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$rs1


module nscc_cc_ip$engine$dp$rs_2(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [9:0] d;
    output reg  [9:0] q;
    
    // Stub signals
    reg  [9:0] r$d;
    wire  [9:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$rs_2$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$rs_2


module nscc_cc_ip$engine$dp$rs_2$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$rs_2$r


module nscc_cc_ip$engine$dp$start_14(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$start_14$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$start_14$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$start_14


module nscc_cc_ip$engine$dp$start_14$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$start_14$head


module nscc_cc_ip$engine$dp$start_14$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$start_14$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$start_14$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$start_14$tail


module nscc_cc_ip$engine$dp$start_14$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$start_14$tail$head


module nscc_cc_ip$engine$dp$start_14$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$start_14$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$start_14$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$start_14$tail$tail


module nscc_cc_ip$engine$dp$start_14$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$start_14$tail$tail$head


module nscc_cc_ip$engine$dp$start_14$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$start_14$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$start_14$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$start_14$tail$tail$tail


module nscc_cc_ip$engine$dp$start_14$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$start_14$tail$tail$tail$head


module nscc_cc_ip$engine$dp$start_14$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] head$d;
    wire  [23:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [23:0] tail$d;
    wire  [23:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$start_14$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$start_14$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$start_14$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$start_14$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$start_14$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$start_14$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [23:0] d;
    output reg  [23:0] q;
    
    // Stub signals
    reg  [23:0] r$d;
    wire  [23:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$start_14$tail$tail$tail$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$start_14$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$start_14$tail$tail$tail$tail$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$start_14$tail$tail$tail$tail$tail$r


module nscc_cc_ip$engine$dp$start_15(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$start_15


module nscc_cc_ip$engine$dp$stop_12(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$stop_12$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$stop_12$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$stop_12


module nscc_cc_ip$engine$dp$stop_12$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$stop_12$head


module nscc_cc_ip$engine$dp$stop_12$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$stop_12$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$stop_12$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$stop_12$tail


module nscc_cc_ip$engine$dp$stop_12$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$stop_12$tail$head


module nscc_cc_ip$engine$dp$stop_12$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  r$d;
    wire  r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$stop_12$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$stop_12$tail$tail


module nscc_cc_ip$engine$dp$stop_12$tail$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$stop_12$tail$tail$r


module nscc_cc_ip$engine$dp$sum_15(d,q,clock);
    
    // Module arguments
    input wire  [24:0] d;
    output reg  [24:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 25'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$dp$sum_15


module nscc_cc_ip$engine$dp$t1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$t1


module nscc_cc_ip$engine$dp$tot13(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$tot13


module nscc_cc_ip$engine$dp$ts1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$ts1


module nscc_cc_ip$engine$dp$v1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v1


module nscc_cc_ip$engine$dp$v_2(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  r$d;
    wire  r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_2$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_2


module nscc_cc_ip$engine$dp$v_2$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_2$r


module nscc_cc_ip$engine$dp$v_26(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26


module nscc_cc_ip$engine$dp$v_26$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$head


module nscc_cc_ip$engine$dp$v_26$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail


module nscc_cc_ip$engine$dp$v_26$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  r$d;
    wire  r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_26$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$tail$r


module nscc_cc_ip$engine$dp$v_7(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_7$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_7$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_7


module nscc_cc_ip$engine$dp$v_7$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_7$head


module nscc_cc_ip$engine$dp$v_7$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_7$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_7$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_7$tail


module nscc_cc_ip$engine$dp$v_7$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_7$tail$head


module nscc_cc_ip$engine$dp$v_7$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_7$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_7$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_7$tail$tail


module nscc_cc_ip$engine$dp$v_7$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_7$tail$tail$head


module nscc_cc_ip$engine$dp$v_7$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_7$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_7$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_7$tail$tail$tail


module nscc_cc_ip$engine$dp$v_7$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_7$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_7$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  head$d;
    wire  head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  tail$d;
    wire  tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_7$tail$tail$tail$tail$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$dp$v_7$tail$tail$tail$tail$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_7$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_7$tail$tail$tail$tail$head(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_7$tail$tail$tail$tail$head


module nscc_cc_ip$engine$dp$v_7$tail$tail$tail$tail$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;
    
    // Stub signals
    reg  r$d;
    wire  r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$dp$v_7$tail$tail$tail$tail$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$dp$v_7$tail$tail$tail$tail$tail


module nscc_cc_ip$engine$dp$v_7$tail$tail$tail$tail$tail$r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$dp$v_7$tail$tail$tail$tail$tail$r


module nscc_cc_ip$engine$drain(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$drain


module nscc_cc_ip$engine$e0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$e0


module nscc_cc_ip$engine$e_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$e_r


module nscc_cc_ip$engine$f0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$f0


module nscc_cc_ip$engine$fill_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$fill_r


module nscc_cc_ip$engine$i_r(d,q,clock);
    
    // Module arguments
    input wire  [40:0] d;
    output reg  [40:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 41'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$i_r


module nscc_cc_ip$engine$id_ok0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$id_ok0


module nscc_cc_ip$engine$k0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$k0


module nscc_cc_ip$engine$l0(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$l0


module nscc_cc_ip$engine$l_byp(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$l_byp


module nscc_cc_ip$engine$l_ram(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$l_ram


module nscc_cc_ip$engine$life_l_r(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$life_l_r


module nscc_cc_ip$engine$loaded(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$loaded


module nscc_cc_ip$engine$ok_r(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$ok_r


module nscc_cc_ip$engine$older$0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$older$0


module nscc_cc_ip$engine$older$1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$older$1


module nscc_cc_ip$engine$older$2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$older$2


module nscc_cc_ip$engine$older$3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$older$3


module nscc_cc_ip$engine$out_af(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [4:0] d;
    output reg  [4:0] q;
    
    // Stub signals
    reg  [4:0] head$d;
    wire  [4:0] head$q;
    reg  head$clock;
    reg  tail$clock;
    reg  [4:0] tail$d;
    wire  [4:0] tail$q;
    
    // Sub module instances
    nscc_cc_ip$engine$out_af$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    nscc_cc_ip$engine$out_af$tail tail(
        .clock(tail$clock),
        .d(tail$d),
        .q(tail$q)
    );
    
    // Update code
    always @(*) begin
        head$clock = clock;
        head$d = head$q;
        tail$clock = clock;
        head$d = d;
        tail$d = head$q;
        q = tail$q;
    end
    
endmodule // nscc_cc_ip$engine$out_af


module nscc_cc_ip$engine$out_af$head(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$out_af$head


module nscc_cc_ip$engine$out_af$tail(clock,d,q);
    
    // Module arguments
    input wire  clock;
    input wire  [4:0] d;
    output reg  [4:0] q;
    
    // Stub signals
    reg  [4:0] r$d;
    wire  [4:0] r$q;
    reg  r$clock;
    
    // Sub module instances
    nscc_cc_ip$engine$out_af$tail$r r(
        .d(r$d),
        .q(r$q),
        .clock(r$clock)
    );
    
    // Update code
    always @(*) begin
        r$clock = clock;
        r$d = r$q;
        r$d = d;
        q = r$q;
    end
    
endmodule // nscc_cc_ip$engine$out_af$tail


module nscc_cc_ip$engine$out_af$tail$r(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$out_af$tail$r


module nscc_cc_ip$engine$p0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$p0


module nscc_cc_ip$engine$p_e(d,q,clock);
    
    // Module arguments
    input wire  [187:0] d;
    output reg  [187:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 188'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$p_e


module nscc_cc_ip$engine$p_m(d,q,clock);
    
    // Module arguments
    input wire  [22:0] d;
    output reg  [22:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 23'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$p_m


module nscc_cc_ip$engine$p_v(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$p_v


module nscc_cc_ip$engine$pr0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$pr0


module nscc_cc_ip$engine$prof1(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [2:0] read_address;
    input wire  read_clock;
    output reg  [19:0] read_data;
    input wire  [2:0] write_address;
    input wire  write_clock;
    input wire  [19:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[19:0] mem[7:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$prof1


module nscc_cc_ip$engine$prof15(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [2:0] read_address;
    input wire  read_clock;
    output reg  [23:0] read_data;
    input wire  [2:0] write_address;
    input wire  write_clock;
    input wire  [23:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[23:0] mem[7:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$prof15


module nscc_cc_ip$engine$prof20(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [2:0] read_address;
    input wire  read_clock;
    output reg  [23:0] read_data;
    input wire  [2:0] write_address;
    input wire  write_clock;
    input wire  [23:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[23:0] mem[7:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$prof20


module nscc_cc_ip$engine$prof26(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [2:0] read_address;
    input wire  read_clock;
    output reg  [39:0] read_data;
    input wire  [2:0] write_address;
    input wire  write_clock;
    input wire  [39:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[39:0] mem[7:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$prof26


module nscc_cc_ip$engine$prof3(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [2:0] read_address;
    input wire  read_clock;
    output reg  [97:0] read_data;
    input wire  [2:0] write_address;
    input wire  write_clock;
    input wire  [97:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[97:0] mem[7:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$prof3


module nscc_cc_ip$engine$prof6(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [2:0] read_address;
    input wire  read_clock;
    output reg  [43:0] read_data;
    input wire  [2:0] write_address;
    input wire  write_clock;
    input wire  [43:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[43:0] mem[7:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$prof6


module nscc_cc_ip$engine$prof7(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [2:0] read_address;
    input wire  read_clock;
    output reg  [194:0] read_data;
    input wire  [2:0] write_address;
    input wire  write_clock;
    input wire  [194:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[194:0] mem[7:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$prof7


module nscc_cc_ip$engine$prof_init(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [2:0] read_address;
    input wire  read_clock;
    output reg  [105:0] read_data;
    input wire  [2:0] write_address;
    input wire  write_clock;
    input wire  [105:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[105:0] mem[7:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$prof_init


module nscc_cc_ip$engine$prr0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$prr0


module nscc_cc_ip$engine$prrs0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$prrs0


module nscc_cc_ip$engine$q_r(d,q,clock);
    
    // Module arguments
    input wire  [33:0] d;
    output reg  [33:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 34'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$q_r


module nscc_cc_ip$engine$r0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$r0

// v-- Setting output parameters to net type for wrapped code.


module nscc_cc_ip$engine$ram_c(read_clock,read_address,read_data,write_clock,write_address,write_data,write_enable);
    
    // Module arguments
    input wire  read_clock;
    input wire  [11:0] read_address;
    output wire  [48:0] read_data;
    input wire  write_clock;
    input wire  [11:0] write_address;
    input wire  [48:0] write_data;
    input wire  write_enable;
    
    // Update code (wrapper)
    
    `ifdef NSCC_ECP5
      // 13 DP16KD x4, the read data in each block's output register
      wire [51:0] wd = {3'b0, write_data};
      wire [51:0] rd;
      genvar g;
      generate for (g = 0; g < 13; g = g + 1) begin : blk
        // (port A's read data is not used; port B's pins above the width are unused)
        wire [17:0] doa;
        wire [17:0] dob;
        assign rd[g * 4 +: 4] = dob[3:0];
        DP16KD #(
          .DATA_WIDTH_A(4), .DATA_WIDTH_B(4),
          .REGMODE_A("NOREG"), .REGMODE_B("OUTREG"),
          .RESETMODE("SYNC"), .ASYNC_RESET_RELEASE("SYNC"),
          .CSDECODE_A("0b000"), .CSDECODE_B("0b000"),
          .WRITEMODE_A("NORMAL"), .WRITEMODE_B("NORMAL"),
          .GSR("AUTO")
        ) ram (
          .CLKA(write_clock), .CEA(1'b1), .OCEA(1'b1), .WEA(write_enable), .RSTA(1'b0),
          .CSA0(1'b0), .CSA1(1'b0), .CSA2(1'b0),
          .CLKB(read_clock), .CEB(1'b1), .OCEB(1'b1), .WEB(1'b0), .RSTB(1'b0),
          .CSB0(1'b0), .CSB1(1'b0), .CSB2(1'b0),
          .ADA0(1'b0), .ADB0(1'b0),
          .ADA1(1'b0), .ADB1(1'b0),
          .ADA2(write_address[0]), .ADB2(read_address[0]),
          .ADA3(write_address[1]), .ADB3(read_address[1]),
          .ADA4(write_address[2]), .ADB4(read_address[2]),
          .ADA5(write_address[3]), .ADB5(read_address[3]),
          .ADA6(write_address[4]), .ADB6(read_address[4]),
          .ADA7(write_address[5]), .ADB7(read_address[5]),
          .ADA8(write_address[6]), .ADB8(read_address[6]),
          .ADA9(write_address[7]), .ADB9(read_address[7]),
          .ADA10(write_address[8]), .ADB10(read_address[8]),
          .ADA11(write_address[9]), .ADB11(read_address[9]),
          .ADA12(write_address[10]), .ADB12(read_address[10]),
          .ADA13(write_address[11]), .ADB13(read_address[11]),
          .DIA0(wd[g * 4 + 0]), .DIB0(1'b0), .DOA0(doa[0]), .DOB0(dob[0]),
          .DIA1(wd[g * 4 + 1]), .DIB1(1'b0), .DOA1(doa[1]), .DOB1(dob[1]),
          .DIA2(wd[g * 4 + 2]), .DIB2(1'b0), .DOA2(doa[2]), .DOB2(dob[2]),
          .DIA3(wd[g * 4 + 3]), .DIB3(1'b0), .DOA3(doa[3]), .DOB3(dob[3]),
          .DIA4(1'b0), .DIB4(1'b0), .DOA4(doa[4]), .DOB4(dob[4]),
          .DIA5(1'b0), .DIB5(1'b0), .DOA5(doa[5]), .DOB5(dob[5]),
          .DIA6(1'b0), .DIB6(1'b0), .DOA6(doa[6]), .DOB6(dob[6]),
          .DIA7(1'b0), .DIB7(1'b0), .DOA7(doa[7]), .DOB7(dob[7]),
          .DIA8(1'b0), .DIB8(1'b0), .DOA8(doa[8]), .DOB8(dob[8]),
          .DIA9(1'b0), .DIB9(1'b0), .DOA9(doa[9]), .DOB9(dob[9]),
          .DIA10(1'b0), .DIB10(1'b0), .DOA10(doa[10]), .DOB10(dob[10]),
          .DIA11(1'b0), .DIB11(1'b0), .DOA11(doa[11]), .DOB11(dob[11]),
          .DIA12(1'b0), .DIB12(1'b0), .DOA12(doa[12]), .DOB12(dob[12]),
          .DIA13(1'b0), .DIB13(1'b0), .DOA13(doa[13]), .DOB13(dob[13]),
          .DIA14(1'b0), .DIB14(1'b0), .DOA14(doa[14]), .DOB14(dob[14]),
          .DIA15(1'b0), .DIB15(1'b0), .DOA15(doa[15]), .DOB15(dob[15]),
          .DIA16(1'b0), .DIB16(1'b0), .DOA16(doa[16]), .DOB16(dob[16]),
          .DIA17(1'b0), .DIB17(1'b0), .DOA17(doa[17]), .DOB17(dob[17])
        );
      end endgenerate
      assign read_data = rd[48:0];
    `else
      (* no_rw_check *) reg [48:0] mem[4095:0];
      reg [48:0] word;
      reg [48:0] out;
      integer i;
      initial begin
        for (i = 0; i < 4096; i = i + 1) mem[i] = 49'h0;
        word = 49'h0;
        out = 49'h0;
      end
      always @(posedge read_clock) begin
        word <= mem[read_address];
        out <= word;
      end
      always @(posedge write_clock) begin
        if (write_enable) mem[write_address] <= write_data;
      end
      assign read_data = out;
    `endif
endmodule // nscc_cc_ip$engine$ram_c


module nscc_cc_ip$engine$ram_e(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [31:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [31:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[31:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$ram_e


module nscc_cc_ip$engine$ram_i(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [40:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [40:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[40:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$ram_i


module nscc_cc_ip$engine$ram_l(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [4:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [4:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[4:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$ram_l


module nscc_cc_ip$engine$ram_q(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [23:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [23:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[23:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$ram_q


module nscc_cc_ip$engine$ram_qs(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [9:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [9:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[9:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$engine$ram_qs

// v-- Setting output parameters to net type for wrapped code.


module nscc_cc_ip$engine$ram_t(read_clock,read_address,read_data,write_clock,write_address,write_data,write_enable);
    
    // Module arguments
    input wire  read_clock;
    input wire  [11:0] read_address;
    output wire  [324:0] read_data;
    input wire  write_clock;
    input wire  [11:0] write_address;
    input wire  [324:0] write_data;
    input wire  write_enable;
    
    // Update code (wrapper)
    
    `ifdef NSCC_ECP5
      // 82 DP16KD x4, the read data in each block's output register
      wire [327:0] wd = {3'b0, write_data};
      wire [327:0] rd;
      genvar g;
      generate for (g = 0; g < 82; g = g + 1) begin : blk
        // (port A's read data is not used; port B's pins above the width are unused)
        wire [17:0] doa;
        wire [17:0] dob;
        assign rd[g * 4 +: 4] = dob[3:0];
        DP16KD #(
          .DATA_WIDTH_A(4), .DATA_WIDTH_B(4),
          .REGMODE_A("NOREG"), .REGMODE_B("OUTREG"),
          .RESETMODE("SYNC"), .ASYNC_RESET_RELEASE("SYNC"),
          .CSDECODE_A("0b000"), .CSDECODE_B("0b000"),
          .WRITEMODE_A("NORMAL"), .WRITEMODE_B("NORMAL"),
          .GSR("AUTO")
        ) ram (
          .CLKA(write_clock), .CEA(1'b1), .OCEA(1'b1), .WEA(write_enable), .RSTA(1'b0),
          .CSA0(1'b0), .CSA1(1'b0), .CSA2(1'b0),
          .CLKB(read_clock), .CEB(1'b1), .OCEB(1'b1), .WEB(1'b0), .RSTB(1'b0),
          .CSB0(1'b0), .CSB1(1'b0), .CSB2(1'b0),
          .ADA0(1'b0), .ADB0(1'b0),
          .ADA1(1'b0), .ADB1(1'b0),
          .ADA2(write_address[0]), .ADB2(read_address[0]),
          .ADA3(write_address[1]), .ADB3(read_address[1]),
          .ADA4(write_address[2]), .ADB4(read_address[2]),
          .ADA5(write_address[3]), .ADB5(read_address[3]),
          .ADA6(write_address[4]), .ADB6(read_address[4]),
          .ADA7(write_address[5]), .ADB7(read_address[5]),
          .ADA8(write_address[6]), .ADB8(read_address[6]),
          .ADA9(write_address[7]), .ADB9(read_address[7]),
          .ADA10(write_address[8]), .ADB10(read_address[8]),
          .ADA11(write_address[9]), .ADB11(read_address[9]),
          .ADA12(write_address[10]), .ADB12(read_address[10]),
          .ADA13(write_address[11]), .ADB13(read_address[11]),
          .DIA0(wd[g * 4 + 0]), .DIB0(1'b0), .DOA0(doa[0]), .DOB0(dob[0]),
          .DIA1(wd[g * 4 + 1]), .DIB1(1'b0), .DOA1(doa[1]), .DOB1(dob[1]),
          .DIA2(wd[g * 4 + 2]), .DIB2(1'b0), .DOA2(doa[2]), .DOB2(dob[2]),
          .DIA3(wd[g * 4 + 3]), .DIB3(1'b0), .DOA3(doa[3]), .DOB3(dob[3]),
          .DIA4(1'b0), .DIB4(1'b0), .DOA4(doa[4]), .DOB4(dob[4]),
          .DIA5(1'b0), .DIB5(1'b0), .DOA5(doa[5]), .DOB5(dob[5]),
          .DIA6(1'b0), .DIB6(1'b0), .DOA6(doa[6]), .DOB6(dob[6]),
          .DIA7(1'b0), .DIB7(1'b0), .DOA7(doa[7]), .DOB7(dob[7]),
          .DIA8(1'b0), .DIB8(1'b0), .DOA8(doa[8]), .DOB8(dob[8]),
          .DIA9(1'b0), .DIB9(1'b0), .DOA9(doa[9]), .DOB9(dob[9]),
          .DIA10(1'b0), .DIB10(1'b0), .DOA10(doa[10]), .DOB10(dob[10]),
          .DIA11(1'b0), .DIB11(1'b0), .DOA11(doa[11]), .DOB11(dob[11]),
          .DIA12(1'b0), .DIB12(1'b0), .DOA12(doa[12]), .DOB12(dob[12]),
          .DIA13(1'b0), .DIB13(1'b0), .DOA13(doa[13]), .DOB13(dob[13]),
          .DIA14(1'b0), .DIB14(1'b0), .DOA14(doa[14]), .DOB14(dob[14]),
          .DIA15(1'b0), .DIB15(1'b0), .DOA15(doa[15]), .DOB15(dob[15]),
          .DIA16(1'b0), .DIB16(1'b0), .DOA16(doa[16]), .DOB16(dob[16]),
          .DIA17(1'b0), .DIB17(1'b0), .DOA17(doa[17]), .DOB17(dob[17])
        );
      end endgenerate
      assign read_data = rd[324:0];
    `else
      (* no_rw_check *) reg [324:0] mem[4095:0];
      reg [324:0] word;
      reg [324:0] out;
      integer i;
      initial begin
        for (i = 0; i < 4096; i = i + 1) mem[i] = 325'h0;
        word = 325'h0;
        out = 325'h0;
      end
      always @(posedge read_clock) begin
        word <= mem[read_address];
        out <= word;
      end
      always @(posedge write_clock) begin
        if (write_enable) mem[write_address] <= write_data;
      end
      assign read_data = out;
    `endif
endmodule // nscc_cc_ip$engine$ram_t


module nscc_cc_ip$engine$rc0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$rc0


module nscc_cc_ip$engine$rs0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$rs0


module nscc_cc_ip$engine$same$0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$same$0


module nscc_cc_ip$engine$same$1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$same$1


module nscc_cc_ip$engine$same$2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$same$2


module nscc_cc_ip$engine$same$3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$same$3


module nscc_cc_ip$engine$sub_ok0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$sub_ok0


module nscc_cc_ip$engine$t0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$t0


module nscc_cc_ip$engine$t_r(d,q,clock);
    
    // Module arguments
    input wire  [324:0] d;
    output reg  [324:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 325'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$t_r


module nscc_cc_ip$engine$t_r7(d,q,clock);
    
    // Module arguments
    input wire  [324:0] d;
    output reg  [324:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 325'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$t_r7


module nscc_cc_ip$engine$tag$0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$0


module nscc_cc_ip$engine$tag$1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$1


module nscc_cc_ip$engine$tag$10(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$10


module nscc_cc_ip$engine$tag$11(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$11


module nscc_cc_ip$engine$tag$12(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$12


module nscc_cc_ip$engine$tag$13(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$13


module nscc_cc_ip$engine$tag$14(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$14


module nscc_cc_ip$engine$tag$15(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$15


module nscc_cc_ip$engine$tag$16(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$16


module nscc_cc_ip$engine$tag$17(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$17


module nscc_cc_ip$engine$tag$18(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$18


module nscc_cc_ip$engine$tag$19(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$19


module nscc_cc_ip$engine$tag$2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$2


module nscc_cc_ip$engine$tag$20(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$20


module nscc_cc_ip$engine$tag$21(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$21


module nscc_cc_ip$engine$tag$22(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$22


module nscc_cc_ip$engine$tag$23(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$23


module nscc_cc_ip$engine$tag$24(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$24


module nscc_cc_ip$engine$tag$25(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$25


module nscc_cc_ip$engine$tag$26(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$26


module nscc_cc_ip$engine$tag$27(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$27


module nscc_cc_ip$engine$tag$28(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$28


module nscc_cc_ip$engine$tag$29(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$29


module nscc_cc_ip$engine$tag$3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$3


module nscc_cc_ip$engine$tag$4(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$4


module nscc_cc_ip$engine$tag$5(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$5


module nscc_cc_ip$engine$tag$6(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$6


module nscc_cc_ip$engine$tag$7(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$7


module nscc_cc_ip$engine$tag$8(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$8


module nscc_cc_ip$engine$tag$9(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$tag$9


module nscc_cc_ip$engine$ts0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$ts0


module nscc_cc_ip$engine$w_c_life_addr(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$w_c_life_addr


module nscc_cc_ip$engine$w_c_life_data(d,q,clock);
    
    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 49'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$w_c_life_data


module nscc_cc_ip$engine$w_c_life_we(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$w_c_life_we


module nscc_cc_ip$engine$w_e_addr(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$w_e_addr


module nscc_cc_ip$engine$w_e_data(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$w_e_data


module nscc_cc_ip$engine$w_e_we(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$w_e_we


module nscc_cc_ip$engine$w_i_addr(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$w_i_addr


module nscc_cc_ip$engine$w_i_data(d,q,clock);
    
    // Module arguments
    input wire  [40:0] d;
    output reg  [40:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 41'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$w_i_data


module nscc_cc_ip$engine$w_i_we(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$w_i_we


module nscc_cc_ip$engine$w_l_addr(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$w_l_addr


module nscc_cc_ip$engine$w_l_data(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$w_l_data


module nscc_cc_ip$engine$w_l_we(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$w_l_we


module nscc_cc_ip$engine$w_q_addr(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$w_q_addr


module nscc_cc_ip$engine$w_q_data(d,q,clock);
    
    // Module arguments
    input wire  [33:0] d;
    output reg  [33:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 34'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$w_q_data


module nscc_cc_ip$engine$w_q_we(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$w_q_we


module nscc_cc_ip$engine$w_t_addr(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$w_t_addr


module nscc_cc_ip$engine$w_t_data(d,q,clock);
    
    // Module arguments
    input wire  [324:0] d;
    output reg  [324:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 325'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$w_t_data


module nscc_cc_ip$engine$w_t_we(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$w_t_we


module nscc_cc_ip$engine$win_e$0(d,q,clock);
    
    // Module arguments
    input wire  [187:0] d;
    output reg  [187:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 188'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$win_e$0


module nscc_cc_ip$engine$win_e$1(d,q,clock);
    
    // Module arguments
    input wire  [187:0] d;
    output reg  [187:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 188'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$win_e$1


module nscc_cc_ip$engine$win_e$2(d,q,clock);
    
    // Module arguments
    input wire  [187:0] d;
    output reg  [187:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 188'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$win_e$2


module nscc_cc_ip$engine$win_e$3(d,q,clock);
    
    // Module arguments
    input wire  [187:0] d;
    output reg  [187:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 188'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$win_e$3


module nscc_cc_ip$engine$win_h$0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$win_h$0


module nscc_cc_ip$engine$win_h$1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$win_h$1


module nscc_cc_ip$engine$win_h$2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$win_h$2


module nscc_cc_ip$engine$win_h$3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$win_h$3


module nscc_cc_ip$engine$win_l$0(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$win_l$0


module nscc_cc_ip$engine$win_l$1(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$win_l$1


module nscc_cc_ip$engine$win_l$2(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$win_l$2


module nscc_cc_ip$engine$win_l$3(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$win_l$3


module nscc_cc_ip$engine$win_m$0(d,q,clock);
    
    // Module arguments
    input wire  [22:0] d;
    output reg  [22:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 23'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$win_m$0


module nscc_cc_ip$engine$win_m$1(d,q,clock);
    
    // Module arguments
    input wire  [22:0] d;
    output reg  [22:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 23'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$win_m$1


module nscc_cc_ip$engine$win_m$2(d,q,clock);
    
    // Module arguments
    input wire  [22:0] d;
    output reg  [22:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 23'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$win_m$2


module nscc_cc_ip$engine$win_m$3(d,q,clock);
    
    // Module arguments
    input wire  [22:0] d;
    output reg  [22:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 23'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$engine$win_m$3


module nscc_cc_ip$engine$win_s0$0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$win_s0$0


module nscc_cc_ip$engine$win_s0$1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$win_s0$1


module nscc_cc_ip$engine$win_s0$2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$win_s0$2


module nscc_cc_ip$engine$win_s0$3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$win_s0$3


module nscc_cc_ip$engine$win_v$0(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$win_v$0


module nscc_cc_ip$engine$win_v$1(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$win_v$1


module nscc_cc_ip$engine$win_v$2(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$win_v$2


module nscc_cc_ip$engine$win_v$3(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$engine$win_v$3


module nscc_cc_ip$fifo(clock,read,data_out,empty,almost_empty,underflow,write,data_in,full,almost_full,overflow);
    
    // Module arguments
    input wire  clock;
    input wire  read;
    output reg  [79:0] data_out;
    output reg  empty;
    output reg  almost_empty;
    output reg  underflow;
    input wire  write;
    input wire  [79:0] data_in;
    output reg  full;
    output reg  almost_full;
    output reg  overflow;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [79:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [79:0] ram$write_data;
    reg  ram$write_enable;
    reg  read_logic$clock;
    reg  read_logic$read;
    wire  [79:0] read_logic$data_out;
    wire  read_logic$empty;
    wire  read_logic$almost_empty;
    wire  read_logic$underflow;
    reg  [6:0] read_logic$write_address_delayed;
    wire  [5:0] read_logic$ram_read_address;
    reg  [79:0] read_logic$ram_read_data;
    wire  read_logic$ram_read_clock;
    wire  [6:0] read_logic$read_address_out;
    wire  [6:0] read_logic$fill_level;
    reg  write_logic$write;
    reg  [79:0] write_logic$data_in;
    wire  write_logic$full;
    wire  write_logic$almost_full;
    wire  write_logic$overflow;
    reg  write_logic$clock;
    wire  [5:0] write_logic$ram_write_address;
    wire  write_logic$ram_write_clock;
    wire  [79:0] write_logic$ram_write_data;
    wire  write_logic$ram_write_enable;
    reg  [6:0] write_logic$read_address;
    wire  [6:0] write_logic$write_address_delayed;
    wire  [6:0] write_logic$fill_level;
    
    // Sub module instances
    nscc_cc_ip$fifo$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    nscc_cc_ip$fifo$read_logic read_logic(
        .clock(read_logic$clock),
        .read(read_logic$read),
        .data_out(read_logic$data_out),
        .empty(read_logic$empty),
        .almost_empty(read_logic$almost_empty),
        .underflow(read_logic$underflow),
        .write_address_delayed(read_logic$write_address_delayed),
        .ram_read_address(read_logic$ram_read_address),
        .ram_read_data(read_logic$ram_read_data),
        .ram_read_clock(read_logic$ram_read_clock),
        .read_address_out(read_logic$read_address_out),
        .fill_level(read_logic$fill_level)
    );
    nscc_cc_ip$fifo$write_logic write_logic(
        .write(write_logic$write),
        .data_in(write_logic$data_in),
        .full(write_logic$full),
        .almost_full(write_logic$almost_full),
        .overflow(write_logic$overflow),
        .clock(write_logic$clock),
        .ram_write_address(write_logic$ram_write_address),
        .ram_write_clock(write_logic$ram_write_clock),
        .ram_write_data(write_logic$ram_write_data),
        .ram_write_enable(write_logic$ram_write_enable),
        .read_address(write_logic$read_address),
        .write_address_delayed(write_logic$write_address_delayed),
        .fill_level(write_logic$fill_level)
    );
    
    // Update code
    always @(*) begin
        read_logic$clock = clock;
        write_logic$clock = clock;
        read_logic$read = read;
        empty = read_logic$empty;
        almost_empty = read_logic$almost_empty;
        data_out = read_logic$data_out;
        underflow = read_logic$underflow;
        overflow = write_logic$overflow;
        almost_full = write_logic$almost_full;
        full = write_logic$full;
        write_logic$write = write;
        write_logic$data_in = data_in;
        ram$write_clock = clock;
        ram$write_enable = write_logic$ram_write_enable;
        ram$write_address = write_logic$ram_write_address;
        ram$write_data = write_logic$ram_write_data;
        ram$read_clock = clock;
        ram$read_address = read_logic$ram_read_address;
        read_logic$ram_read_data = ram$read_data;
        read_logic$write_address_delayed = write_logic$write_address_delayed;
        write_logic$read_address = read_logic$read_address_out;
    end
    
endmodule // nscc_cc_ip$fifo


module nscc_cc_ip$fifo$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [79:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [79:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[79:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$fifo$ram


module nscc_cc_ip$fifo$read_logic(clock,read,data_out,empty,almost_empty,underflow,write_address_delayed,ram_read_address,ram_read_data,ram_read_clock,read_address_out,fill_level);
    
    // Module arguments
    input wire  clock;
    input wire  read;
    output reg  [79:0] data_out;
    output reg  empty;
    output reg  almost_empty;
    output reg  underflow;
    input wire  [6:0] write_address_delayed;
    output reg  [5:0] ram_read_address;
    input wire  [79:0] ram_read_data;
    output reg  ram_read_clock;
    output reg  [6:0] read_address_out;
    output reg  [6:0] fill_level;
    
    // Constant declarations
    localparam  fifo_address_mask = 7'b111111;
    localparam  fifo_size = 7'b1000000;
    localparam  block_size = 7'b1;
    
    // Stub signals
    reg  [6:0] read_address$d;
    wire  [6:0] read_address$q;
    reg  read_address$clock;
    reg  dff_underflow$d;
    wire  dff_underflow$q;
    reg  dff_underflow$clock;
    
    // Local signals
    reg  is_empty;
    reg  is_full;
    
    // Sub module instances
    nscc_cc_ip$fifo$read_logic$read_address read_address(
        .d(read_address$d),
        .q(read_address$q),
        .clock(read_address$clock)
    );
    nscc_cc_ip$fifo$read_logic$dff_underflow dff_underflow(
        .d(dff_underflow$d),
        .q(dff_underflow$q),
        .clock(dff_underflow$clock)
    );
    
    // Update code
    always @(*) begin
        read_address$clock = clock;
        dff_underflow$clock = clock;
        read_address$d = read_address$q;
        dff_underflow$d = dff_underflow$q;
        ram_read_clock = clock;
        is_empty = (read_address$q == write_address_delayed);
        is_full = ~is_empty & ((read_address$q & fifo_address_mask) == (write_address_delayed & fifo_address_mask));
        fill_level = ((write_address_delayed & fifo_address_mask) + fifo_size - (read_address$q & fifo_address_mask)) & fifo_address_mask;
        if (is_full) begin
            fill_level = fifo_size;
        end
        almost_empty = (fill_level < block_size);
        empty = is_empty;
        ram_read_address = ((read_address$q & fifo_address_mask) & 6'h3f);
        data_out = ram_read_data;
        if (read & ~is_empty) begin
            read_address$d = read_address$q + 32'h1;
            ram_read_address = (((read_address$q + 32'h1) & fifo_address_mask) & 6'h3f);
        end
        else begin
            read_address$d = read_address$q;
        end
        dff_underflow$d = dff_underflow$q | (is_empty & read);
        underflow = dff_underflow$q;
        read_address_out = read_address$q;
    end
    
endmodule // nscc_cc_ip$fifo$read_logic


module nscc_cc_ip$fifo$read_logic$dff_underflow(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$fifo$read_logic$dff_underflow


module nscc_cc_ip$fifo$read_logic$read_address(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$fifo$read_logic$read_address


module nscc_cc_ip$fifo$write_logic(write,data_in,full,almost_full,overflow,clock,ram_write_address,ram_write_clock,ram_write_data,ram_write_enable,read_address,write_address_delayed,fill_level);
    
    // Module arguments
    input wire  write;
    input wire  [79:0] data_in;
    output reg  full;
    output reg  almost_full;
    output reg  overflow;
    input wire  clock;
    output reg  [5:0] ram_write_address;
    output reg  ram_write_clock;
    output reg  [79:0] ram_write_data;
    output reg  ram_write_enable;
    input wire  [6:0] read_address;
    output reg  [6:0] write_address_delayed;
    output reg  [6:0] fill_level;
    
    // Constant declarations
    localparam  fifo_address_mask = 7'b111111;
    localparam  fifo_size = 7'b1000000;
    localparam  almost_full_level = 7'b111111;
    
    // Stub signals
    reg  [6:0] write_address$d;
    wire  [6:0] write_address$q;
    reg  write_address$clock;
    reg  [6:0] dff_write_address_delay$d;
    wire  [6:0] dff_write_address_delay$q;
    reg  dff_write_address_delay$clock;
    reg  dff_overflow$d;
    wire  dff_overflow$q;
    reg  dff_overflow$clock;
    
    // Local signals
    reg  is_empty;
    reg  is_full;
    
    // Sub module instances
    nscc_cc_ip$fifo$write_logic$write_address write_address(
        .d(write_address$d),
        .q(write_address$q),
        .clock(write_address$clock)
    );
    nscc_cc_ip$fifo$write_logic$dff_write_address_delay dff_write_address_delay(
        .d(dff_write_address_delay$d),
        .q(dff_write_address_delay$q),
        .clock(dff_write_address_delay$clock)
    );
    nscc_cc_ip$fifo$write_logic$dff_overflow dff_overflow(
        .d(dff_overflow$d),
        .q(dff_overflow$q),
        .clock(dff_overflow$clock)
    );
    
    // Update code
    always @(*) begin
        dff_overflow$clock = clock;
        write_address$clock = clock;
        dff_write_address_delay$clock = clock;
        dff_overflow$d = dff_overflow$q;
        write_address$d = write_address$q;
        dff_write_address_delay$d = dff_write_address_delay$q;
        ram_write_clock = clock;
        dff_write_address_delay$d = write_address$q;
        write_address_delayed = dff_write_address_delay$q;
        ram_write_enable = 1'b0;
        is_empty = (read_address == dff_write_address_delay$q);
        is_full = ~is_empty & ((read_address & fifo_address_mask) == (write_address$q & fifo_address_mask));
        fill_level = ((dff_write_address_delay$q & fifo_address_mask) + fifo_size - (read_address & fifo_address_mask)) & fifo_address_mask;
        if (is_full) begin
            fill_level = fifo_size;
        end
        almost_full = (fill_level >= almost_full_level);
        full = is_full;
        ram_write_address = ((write_address$q & fifo_address_mask) & 6'h3f);
        ram_write_data = data_in;
        if (write & ~is_full) begin
            write_address$d = write_address$q + 32'h1;
            ram_write_enable = 1'b1;
        end
        else begin
            write_address$d = write_address$q;
            ram_write_enable = 1'b0;
        end
        dff_overflow$d = dff_overflow$q | (is_full & write);
        overflow = dff_overflow$q;
    end
    
endmodule // nscc_cc_ip$fifo$write_logic


module nscc_cc_ip$fifo$write_logic$dff_overflow(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$fifo$write_logic$dff_overflow


module nscc_cc_ip$fifo$write_logic$dff_write_address_delay(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$fifo$write_logic$dff_write_address_delay


module nscc_cc_ip$fifo$write_logic$write_address(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$fifo$write_logic$write_address


module nscc_cc_ip$in_engine(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$in_engine


module nscc_cc_ip$l_ccc(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$l_ccc


module nscc_cc_ip$l_op(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$l_op


module nscc_cc_ip$l_prof(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$l_prof


module nscc_cc_ip$loaded(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$loaded


module nscc_cc_ip$m_data(d,q,clock);
    
    // Module arguments
    input wire  [170:0] d;
    output reg  [170:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 171'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$m_data


module nscc_cc_ip$m_id(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$m_id


module nscc_cc_ip$m_v(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$m_v


module nscc_cc_ip$mx_c(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [23:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [23:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[23:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$mx_c


module nscc_cc_ip$mx_e(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [31:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [31:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[31:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$mx_e


module nscc_cc_ip$mx_q(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [23:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [23:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[23:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$mx_q


module nscc_cc_ip$mx_t(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [23:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [23:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[23:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$mx_t


module nscc_cc_ip$n_event(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$n_event


module nscc_cc_ip$n_idle(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$n_idle


module nscc_cc_ip$n_not_ready(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$n_not_ready


module nscc_cc_ip$n_range(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$n_range


module nscc_cc_ip$n_sent(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$n_sent


module nscc_cc_ip$n_taken(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$n_taken


module nscc_cc_ip$op_arg(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$op_arg


module nscc_cc_ip$op_kind(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$op_kind


module nscc_cc_ip$op_state(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$op_state


module nscc_cc_ip$prof_refused(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$prof_refused


module nscc_cc_ip$r_bist_config(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_bist_config


module nscc_cc_ip$r_bist_events(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_bist_events


module nscc_cc_ip$r_bist_seed(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_bist_seed


module nscc_cc_ip$r_ctl_ccc(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_ctl_ccc


module nscc_cc_ip$r_ctl_profile(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_ctl_profile


module nscc_cc_ip$r_ctl_t(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_ctl_t


module nscc_cc_ip$r_ctx_ccc(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_ctx_ccc


module nscc_cc_ip$r_data(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_data


module nscc_cc_ip$r_err(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_err


module nscc_cc_ip$r_st(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_st


module nscc_cc_ip$r_stage_alpha_exp(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_alpha_exp


module nscc_cc_ip$r_stage_alpha_mant(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_alpha_mant


module nscc_cc_ip$r_stage_base_rtt(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_base_rtt


module nscc_cc_ip$r_stage_base_rtt_sub(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_base_rtt_sub


module nscc_cc_ip$r_stage_eta(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_eta


module nscc_cc_ip$r_stage_fi_exp(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_fi_exp


module nscc_cc_ip$r_stage_fi_mant(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_fi_mant


module nscc_cc_ip$r_stage_fis_exp(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_fis_exp


module nscc_cc_ip$r_stage_fis_mant(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_fis_mant


module nscc_cc_ip$r_stage_fulfill_bytes(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_fulfill_bytes


module nscc_cc_ip$r_stage_gamma_target(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_gamma_target


module nscc_cc_ip$r_stage_init_bdp(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_init_bdp


module nscc_cc_ip$r_stage_init_cwnd(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_init_cwnd


module nscc_cc_ip$r_stage_init_maxwnd(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_init_maxwnd


module nscc_cc_ip$r_stage_mtu(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_mtu


module nscc_cc_ip$r_stage_network_rtt(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_network_rtt


module nscc_cc_ip$r_stage_network_rtt_sub(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_network_rtt_sub


module nscc_cc_ip$r_stage_qa_gate(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_qa_gate


module nscc_cc_ip$r_stage_qa_threshold(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_qa_threshold


module nscc_cc_ip$r_stage_qa_threshold_sub(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_qa_threshold_sub


module nscc_cc_ip$r_stage_rate_exp(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_rate_exp


module nscc_cc_ip$r_stage_rate_mant(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_rate_mant


module nscc_cc_ip$r_stage_target(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_target


module nscc_cc_ip$r_stage_target_frac(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_target_frac


module nscc_cc_ip$r_stage_target_sub(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_stage_target_sub


module nscc_cc_ip$r_v(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$r_v


module nscc_cc_ip$sh_ev(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [4:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [4:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[4:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$sh_ev


module nscc_cc_ip$sh_life(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [11:0] read_address;
    input wire  read_clock;
    output reg  [4:0] read_data;
    input wire  [11:0] write_address;
    input wire  write_clock;
    input wire  [4:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check *) reg[4:0] mem[4095:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$sh_life


module nscc_cc_ip$sk_data(d,q,clock);
    
    // Module arguments
    input wire  [170:0] d;
    output reg  [170:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 171'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$sk_data


module nscc_cc_ip$sk_id(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$sk_id


module nscc_cc_ip$sk_v(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$sk_v


module nscc_cc_ip$st_at(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // nscc_cc_ip$st_at


module nscc_cc_ip$st_copy(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [4:0] read_address;
    input wire  read_clock;
    output reg  [31:0] read_data;
    input wire  [4:0] write_address;
    input wire  write_clock;
    input wire  [31:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    (* no_rw_check, ram_style = "block" *) reg[31:0] mem[31:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // nscc_cc_ip$st_copy


module nscc_cc_ip$st_sweep(d,q,clock);
    
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
          
endmodule // nscc_cc_ip$st_sweep
