//! The RTL in rust-hdl, by subject: [`nscc`] (the NSCC pipeline's stages, named like their
//! golden twins in `golden_model::nscc` with the same fixed-point formats, the cores and the
//! engines), [`arith`] (the multiplies and the divider), [`int`] (HPCC++, Rx-HPCC, FNCC),
//! [`multipath`] (EV selection, receiver credit), [`sleek`] (loss recovery), [`board`] (the
//! board shell, protocol and tops), [`blocks`] (generic building blocks), [`formal`] (the
//! proofs' harnesses), [`verilog`] (helpers around the emitted Verilog). Ports follow the
//! interface map (`golden_model::interface`). This file is the registry of the tops: what is
//! Verilated ([`VERILATED_TOPS`]), what is emitted ([`emitted_tops`]) and what a board carries
//! ([`BOARD_TOPS`]).

pub mod arith;
pub mod blocks;
pub mod board;
pub mod formal;
pub mod int;
pub mod ip;
pub mod multipath;
pub mod nscc;
pub mod port_probe;
pub mod sleek;
pub mod testing;
pub mod verilog;

pub(crate) use verilog::verilog_pins;
pub use verilog::{
    lint_waivers, on_big_stack, prefix_modules, rams_without_collision_check, verilog_of,
    with_emit_stack, EMIT_STACK,
};

/// Every top the project co-simulates with Verilator, as `(prefix, Verilog)`: the `cosim`
/// crate Verilates each one on first use as the C++ class `V<prefix>` (top module `top`, as
/// `rust_hdl::core::verilog_gen::generate_verilog` names it) and the lint test checks each
/// one. A new top (the NSCC core, the SLEEK engine, the board top) is one more entry of
/// [`VERILATED_TOPS`].
pub fn verilated_tops() -> Vec<(&'static str, String)> {
    VERILATED_TOPS.iter().map(|(n, f)| (*n, f())).collect()
}

/// A top's name and the function that emits its Verilog.
pub type VerilatedTop = (&'static str, fn() -> String);

/// The Verilated tops and their Verilog generators (a top's Verilog alone, on demand).
pub const VERILATED_TOPS: &[VerilatedTop] = &[
    ("recip_div", arith::recip_div::verilog),
    ("gain_mul", arith::gain_mul::verilog),
    ("gain_mul_ecp5", arith::gain_mul::verilog_ecp5),
    ("prop_gain", arith::prop_gain::verilog),
    ("prop_gain_ecp5", arith::prop_gain::verilog_ecp5),
    ("penalty_mul", arith::penalty_mul::verilog),
    ("penalty_mul_ecp5", arith::penalty_mul::verilog_ecp5),
    ("port_probe", port_probe::verilog),
    ("sleek_scan", sleek::sleek_scan::verilog),
    ("nscc_compact", nscc::compact_core::verilog),
    ("nscc_compact_engine", nscc::compact_engine::verilog),
    ("ctx_ram_ecp5_x4", nscc::ctx_ram::verilog_ecp5_x4),
    ("ctx_ram_ecp5_x9", nscc::ctx_ram::verilog_ecp5_x9),
    ("ctx_ram_ecp5_x18", nscc::ctx_ram::verilog_ecp5_x18),
    ("nscc_engine", nscc::engine::verilog),
    ("nscc_engine_bist", nscc::engine_bist::verilog),
    ("ip_board_top", board::ip_board_top::verilog),
    (
        "nscc_compact_engine_bist",
        nscc::engine_bist::verilog_compact,
    ),
    ("cu_engine_board_top", board::engine_board_top::verilog_cu),
    ("frame_decoder", board::frame::decoder_verilog),
    (
        "mp_cu_oblivious",
        multipath::mp_engine::verilog_cu_oblivious,
    ),
    ("mp_cu_bitmap", multipath::mp_engine::verilog_cu_bitmap),
    ("mp_cu_reps", multipath::mp_engine::verilog_cu_reps),
    ("mp_cu_mixed", multipath::mp_engine::verilog_cu_mixed),
    (
        "mp_cu_mixed_wide",
        multipath::mp_engine::verilog_cu_mixed_wide,
    ),
    (
        "mp_ecp5_oblivious",
        multipath::mp_engine::verilog_ecp5_oblivious,
    ),
    ("mp_ecp5_bitmap", multipath::mp_engine::verilog_ecp5_bitmap),
    ("mp_ecp5_reps", multipath::mp_engine::verilog_ecp5_reps),
    ("mp_ecp5_mixed", multipath::mp_engine::verilog_ecp5_mixed),
    ("int_fp_mul", int::int_fp_mul::verilog),
    ("int_fp_int", int::int_fp_mul::verilog_int),
    ("int_to_fixed", int::int_fp_mul::verilog_to_fixed),
    ("int_recip", int::int_fp_mul::verilog_recip),
    ("int_engine_cu", int::int_serial::verilog_cu),
    ("int_board_top", board::int_board_top::verilog),
    ("int_engine_ecp5", int::int_engine::verilog_ecp5),
    ("cc_engine_ecp5", int::cc_engine::verilog_ecp5),
    ("rccc_pacer_cu", multipath::rccc::verilog_pacer_cu),
    ("rccc_pacer_ecp5", multipath::rccc::verilog_pacer_ecp5),
    ("rccc_sender_cu", multipath::rccc::verilog_sender_cu),
    ("rccc_sender_ecp5", multipath::rccc::verilog_sender_ecp5),
    ("nscc_cc_ip", ip::nscc_cc_ip::verilog),
];

/// A board top as a board's bitstream carries it: flow's `Target::top` names it by
/// [`BoardTopEntry::name`] (the flow does not import the RTL; the CLI builds it from here).
#[derive(Debug)]
pub struct BoardTopEntry {
    /// Its name in the boards' targets and in `nscc bitstream --json` (`"top"`).
    pub name: &'static str,
    /// Its Verilated top (an entry of [`VERILATED_TOPS`]).
    pub verilated: &'static str,
    /// Its Verilog for a build (clock, UART rate, frame timeout).
    pub verilog_for: fn(&board::board_config::BoardConfig) -> Result<String, String>,
    /// The engine's instance in that Verilog (`nscc bitstream --without-core` stands it in).
    pub engine_module: &'static str,
    /// CCCs its engine holds.
    pub cccs: usize,
    /// The multi-CCC NSCC engine it carries, by its Verilated top (the engine boards'
    /// requests, CCC_EVENT and the BIST); `None`: the INT engine's self-test (INT_BIST).
    pub nscc_engine: Option<&'static str>,
}

/// Every board top a board carries.
pub const BOARD_TOPS: &[BoardTopEntry] = &[
    BoardTopEntry {
        name: "engine",
        verilated: "ip_board_top",
        verilog_for: board::ip_board_top::verilog_for,
        engine_module: "top$ip$engine",
        cccs: nscc::engine::CCCS,
        nscc_engine: Some("nscc_engine"),
    },
    BoardTopEntry {
        name: "compact-engine",
        verilated: "cu_engine_board_top",
        verilog_for: board::engine_board_top::verilog_cu_for,
        engine_module: "top$engine",
        cccs: nscc::compact_engine::COMPACT_CCCS,
        nscc_engine: Some("nscc_compact_engine"),
    },
    BoardTopEntry {
        name: "int-engine",
        verilated: "int_board_top",
        verilog_for: board::int_board_top::verilog_for,
        engine_module: "top$engine",
        cccs: int::int_serial::CU_INT_CCCS,
        nscc_engine: None,
    },
];

/// The board top called `name` ([`BoardTopEntry::name`]).
pub fn board_top(name: &str) -> Option<&'static BoardTopEntry> {
    BOARD_TOPS.iter().find(|t| t.name == name)
}

/// The Verilog an integrator takes away (`nscc emit-verilog`): every Verilated top as
/// `(prefix, Verilog)` with its modules renamed by [`prefix_modules`] (`top` becomes the
/// prefix, `top$state` becomes `<prefix>$state`), a `` `define`` it sets undone at its end,
/// and the vendor primitives' behavioural models left out; then those models once, as
/// [`SIM_MODELS`]. Any set of these files loads into one project (the lint test lints them
/// all in one Verilator run).
pub fn emitted_tops() -> Vec<(&'static str, String)> {
    let models = [
        nscc::ctx_ram::dp16kd_model(),
        arith::dsp_mul::mult18x18d_model(),
    ];
    let mut out: Vec<(&'static str, String)> = verilated_tops()
        .into_iter()
        .map(|(prefix, v)| {
            let mut v = models.iter().fold(v, |v, m| v.replace(m.as_str(), ""));
            let defines: Vec<String> = v
                .lines()
                .filter_map(|l| l.strip_prefix("`define "))
                .filter_map(|d| d.split_whitespace().next())
                .map(str::to_string)
                .collect();
            for d in defines {
                v.push_str(&format!("`undef {d}\n"));
            }
            (prefix, prefix_modules(prefix, &v))
        })
        .collect();
    out.push((SIM_MODELS, models.concat()));
    out
}

/// The file of [`emitted_tops`] that holds the behavioural models of the ECP5 primitives
/// (`DP16KD`, `MULT18X18D`) that the ECP5 instances use: for simulation and lint only (a
/// synthesis flow has the vendor's).
pub const SIM_MODELS: &str = "ecp5_sim_models";
