//! The formal checkers of the blocks (`rtl/formal/*.sv`) and the Verilog each one checks.
//!
//! A checker is a small SystemVerilog module `nscc_proof` around one block's rust-hdl
//! Verilog (top module `top`, instantiated as `top dut(.*)`): its inputs are `anyseq` (any
//! value every cycle) or `anyconst` (any value, constant), the environment it assumes is
//! stated with immediate `assume`s, and the property with immediate `assert`s, each in an
//! always block. Signals inside `top` that a checker reads (an internal decision, or state
//! that strengthens an induction) are connected like ports after yosys' `expose` (the
//! [`Harness::expose`] list). A sub-block too large for the solver is cut out
//! ([`Harness::cut`]: its outputs become free values) and the checker assumes an abstract
//! model of it in its place (the IP's checkers: the engine and its BIST). `nscc prove` (crate
//! `nscc-flow`, module `formal`) runs them; `docs/proofs.md` says what each proves, assumes
//! and how deep.

use crate::nscc::engine::NsccEngine;

/// One checker and the design it checks.
#[derive(Clone, Copy, Debug)]
pub struct Harness {
    /// The checker's file name under `rtl/formal/`.
    pub file: &'static str,
    /// The checker's text.
    pub checker: &'static str,
    /// The block and its source.
    pub block: &'static str,
    /// The block's Verilog (top module `top`).
    pub verilog: fn() -> String,
    /// Internal signals of `top` the checker connects as ports.
    pub expose: &'static [&'static str],
    /// Instances of `top` cut out of the proof ([`Cut`]): their outputs are free values
    /// (yosys `cutpoint`: `anyseq`) that the checker constrains with assumptions, an abstract
    /// model of the block in place of its logic.
    pub cut: &'static [&'static str],
    /// Signals of `top`'s sub-blocks the checker connects as ports, by their flattened names
    /// (`fifo.write_logic.write_address$q`: an escaped identifier in the checker): `top` is
    /// flattened before they are exposed (none: it is not).
    pub expose_flat: &'static [&'static str],
}

/// The engine as the proofs check it: `NsccEngine` with 4 CCCs (the RTL of the 4,096-CCC
/// ECP5 build; only the context RAMs' depth and the id compare's width differ).
pub type FormalEngine = NsccEngine<2>;

/// The IP as the proofs check it: `NsccCcIp` as it ships (4,096 CCCs: its shadows and
/// mirrors are 4,096 deep, the solver's arrays), its engine and BIST cut out
/// ([`Harness::cut`]) and modelled by the checker.
pub type FormalIp = crate::ip::nscc_cc_ip::NsccCcIp<{ crate::nscc::engine::CCC_BITS }>;

fn ip_verilog() -> String {
    stub_cut_modules(
        &crate::rams_without_collision_check(crate::verilog_of::<FormalIp>()),
        IP_CUT,
    )
}

/// `verilog` with the modules of the instances `cut` of `top` (rust-hdl names them
/// `top$<instance>`) reduced to their port declarations, and their sub-blocks' modules
/// (`top$<instance>$...`) left out: the proof cuts those instances (yosys `cutpoint`), so
/// their logic is never used, and reading it costs (the engine's 4,096-deep context stores
/// are initialised by loops that yosys unrolls: 80 s of reading for nothing).
pub fn stub_cut_modules(verilog: &str, cut: &[&str]) -> String {
    let mut out = String::with_capacity(verilog.len());
    // Some(true): inside a cut instance's module (ports kept); Some(false): inside one of its
    // sub-blocks (dropped)
    let mut inside: Option<bool> = None;
    for line in verilog.split_inclusive('\n') {
        let t = line.trim_start();
        if inside.is_none() {
            if let Some(name) = t
                .strip_prefix("module ")
                .and_then(|r| r.split('(').next())
                .map(str::trim)
            {
                for c in cut {
                    let m = format!("top${c}");
                    if name == m {
                        inside = Some(true);
                    } else if name.starts_with(&format!("{m}$")) {
                        inside = Some(false);
                    }
                }
            }
        }
        match inside {
            None => out.push_str(line),
            Some(keep_ports) => {
                let ends = t.starts_with("endmodule");
                let header = t.starts_with("module ");
                let port = t.starts_with("input ") || t.starts_with("output ");
                if keep_ports && (header || port || ends) {
                    // an output keeps its declaration but not `reg`: nothing assigns it
                    out.push_str(&line.replacen("output reg ", "output wire ", 1));
                }
                if ends {
                    inside = None;
                }
            }
        }
    }
    out
}

/// The IP's blocks the proofs replace by abstract models in the checker.
const IP_CUT: &[&str] = &["engine", "bist"];

/// What `ip_axis.sv` reads in `top`: the cut engine's and BIST's handshakes (the wires of their
/// ports), the event path's registers and decisions, the result FIFO's ports.
const IP_AXIS_EXPOSE: &[&str] = &[
    "engine$ev_valid",
    "engine$ev_ready",
    "engine$out_valid",
    "bist$start",
    "bist$busy",
    "bist$ev_valid",
    "bist_mode",
    "op_state$q",
    "m_v$q",
    "c_v$q",
    "c1_v$q",
    "credits$q",
    "in_engine$q",
    "fifo$write",
    "fifo$full",
    "fifo$read",
    "fifo$empty",
    "fifo$data_in",
    "res_we",
    "res_wr$q",
    "res_in",
    "refuse_now",
    "code",
    "c_id$q",
];

/// The result FIFO's pointers, for `ip_axis.sv`'s induction (flattened names).
const IP_AXIS_FIFO: &[&str] = &[
    "fifo.wa$q",
    "fifo.wd$q",
    "fifo.ra$q",
    "fifo.ra1x$q",
    "fifo.ne$q",
];

fn engine_verilog() -> String {
    crate::verilog_of::<FormalEngine>()
}

/// The engine with its datapath cut out ([`ENGINE_CUT`]): what the counting proofs need is
/// the engine's control (the port, the window, the tags, the squashes, the lifecycle); the
/// datapath's outputs are free values each clock, its route (`route_slow9`) among them, so
/// the proof holds for every route an event may take.
fn engine_control_verilog() -> String {
    stub_cut_modules(&engine_verilog(), ENGINE_CUT)
}

/// The engine's instances the counting proofs cut: its datapath.
const ENGINE_CUT: &[&str] = &["dp"];

fn commit_verilog() -> String {
    crate::verilog_of::<crate::nscc::cwnd_commit::CwndCommit>()
}

fn qa_timer_verilog() -> String {
    crate::verilog_of::<crate::nscc::qa_timer::QaTimer>()
}

/// The tags of the engine's stages 1..30 (`tag$<i>$q`).
const ENGINE_TAGS: [&str; 30] = [
    "tag$0$q", "tag$1$q", "tag$2$q", "tag$3$q", "tag$4$q", "tag$5$q", "tag$6$q", "tag$7$q",
    "tag$8$q", "tag$9$q", "tag$10$q", "tag$11$q", "tag$12$q", "tag$13$q", "tag$14$q", "tag$15$q",
    "tag$16$q", "tag$17$q", "tag$18$q", "tag$19$q", "tag$20$q", "tag$21$q", "tag$22$q", "tag$23$q",
    "tag$24$q", "tag$25$q", "tag$26$q", "tag$27$q", "tag$28$q", "tag$29$q",
];

const fn engine_results_expose() -> [&'static str; 82] {
    let mut e = [""; 82];
    let head = [
        "win_v$0$q",
        "win_v$1$q",
        "win_v$2$q",
        "win_v$3$q",
        "a0$q",
        "issue",
        "older$0$q",
        "older$1$q",
        "older$2$q",
        "older$3$q",
        "sel",
        "ctl_state$q",
        "drain$q",
        "win_m$0$q",
        "win_m$1$q",
        "win_m$2$q",
        "win_m$3$q",
        "win_s0$0$q",
        "win_s0$1$q",
        "win_s0$2$q",
        "win_s0$3$q",
        "p_v$q",
        "p_m$q",
        "a0_ls$q",
        "a1_ls$q",
        "a2_ls$q",
        "a3_ls$q",
        "a4_ls$q",
        "a5_ls$q",
        "rs$0$q",
        "rs$1$q",
        "rs$2$q",
        "rs$3$q",
        "rs$4$q",
        "rs$5$q",
        "rf1$q",
        "rf2$q",
        "rf3$q",
        "rf4$q",
        "rf5$q",
        "rr6$q",
        "rr7$q",
        "rr8$q",
        "rr9$q",
        "win_dm$0$q",
        "win_dm$1$q",
        "win_dm$2$q",
        "win_dm$3$q",
        "win_xc$0$q",
        "win_xc$1$q",
        "win_xc$2$q",
        "win_xc$3$q",
    ];
    let mut i = 0;
    while i < head.len() {
        e[i] = head[i];
        i += 1;
    }
    let mut j = 0;
    while j < ENGINE_TAGS.len() {
        e[head.len() + j] = ENGINE_TAGS[j];
        j += 1;
    }
    e
}

const ENGINE_RESULTS_EXPOSE: [&str; 82] = engine_results_expose();

/// A [`Harness`] of the checker `rtl/formal/<file>` (its text read from that file): nothing
/// exposed or cut unless `expose`, `cut` or `expose_flat` are given.
macro_rules! harness {
    ($file:literal, $block:literal, $verilog:expr $(, $field:ident: $value:expr)* $(,)?) => {{
        #[allow(unused_mut)]
        let mut h = Harness {
            file: $file,
            checker: include_str!(concat!("../formal/", $file)),
            block: $block,
            verilog: $verilog,
            expose: &[],
            cut: &[],
            expose_flat: &[],
        };
        $(h.$field = $value;)*
        h
    }};
}

/// Every checker of the project.
pub const HARNESSES: &[Harness] = &[
    harness!(
        "commit_bounds.sv",
        "CwndCommit (rtl/src/nscc/cwnd_commit.rs)",
        commit_verilog
    ),
    harness!(
        "qa_counters.sv",
        "QaTimer (rtl/src/nscc/qa_timer.rs)",
        qa_timer_verilog
    ),
    harness!(
        "engine_window.sv",
        "NsccEngine (rtl/src/nscc/engine.rs)",
        engine_verilog,
        expose: &[
            "win_v$0$q",
            "win_v$1$q",
            "win_v$2$q",
            "win_v$3$q",
            "older$0$q",
            "older$1$q",
            "older$2$q",
            "older$3$q",
            "sel",
            "issue",
            "ctl_state$q",
            "p_v$q",
            "p_go",
            "win_xc$0$q",
            "win_xc$1$q",
            "win_xc$2$q",
            "win_xc$3$q",
            "a0_ls$q",
            "a1_ls$q",
            "a2_ls$q",
            "a3_ls$q",
            "a4_ls$q",
            "a5_ls$q",
            "a0$q",
            "gone",
        ],
    ),
    harness!(
        "engine_results.sv",
        "NsccEngine (rtl/src/nscc/engine.rs)",
        engine_control_verilog,
        expose: &ENGINE_RESULTS_EXPOSE,
        cut: ENGINE_CUT,
    ),
    harness!(
        "engine_context.sv",
        "NsccEngine (rtl/src/nscc/engine.rs)",
        engine_verilog,
        expose: &["t_r7$q", "p6v", "dp$received", "life_we"],
    ),
    harness!(
        "sleek_fifo.sv",
        "SleekScan (rtl/src/sleek/sleek_scan.rs)",
        crate::sleek::sleek_scan::verilog,
        expose: &["wr_ptr$q", "rd_ptr$q", "wr_ptr_d$q", "emit_v"],
    ),
    harness!(
        "sleek_psn.sv",
        "SleekScan (rtl/src/sleek/sleek_scan.rs)",
        crate::sleek::sleek_scan::verilog,
        expose: &[
            "emit_v",
            "emit_p",
            "bitmap$write_enable",
            "bitmap$write_address",
            "bitmap$write_data",
        ],
    ),
    harness!(
        "frame_crc.sv",
        "FrameDecoder (rtl/src/board/frame.rs)",
        crate::board::frame::decoder_verilog,
        expose: &[
            "bv$q",
            "bf$q",
            "b$q",
            "room",
            "accept",
            "acc_r$q",
            "rep_r$q",
            "crc_hi_ok$q",
            "f_crc_hi$q",
            "f_crc_lo$q",
            "state$q",
            "crc_r$q",
        ],
    ),
    harness!(
        "ip_axis.sv",
        "NsccCcIp (rtl/src/ip/nscc_cc_ip.rs)",
        ip_verilog,
        expose: IP_AXIS_EXPOSE,
        cut: IP_CUT,
        expose_flat: IP_AXIS_FIFO,
    ),
    harness!(
        "ip_axil.sv",
        "NsccCcIp (rtl/src/ip/nscc_cc_ip.rs)",
        ip_verilog,
        cut: IP_CUT,
    ),
];

/// The harness of checker `file` (e.g. `commit_bounds.sv`).
pub fn harness(file: &str) -> Option<&'static Harness> {
    HARNESSES.iter().find(|h| h.file == file)
}
