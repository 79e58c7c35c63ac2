//! rust-hdl blocks of the NSCC pipeline, one per stage, each named like its golden twin in
//! `golden_model::nscc` and using the same fixed-point formats (`docs/golden-model.md`);
//! the tops built from them (`NsccCore`, `NsccCompact`, the SLEEK scan engine, the board
//! top); generic building blocks in [`blocks`]. Ports follow the interface map
//! (`golden_model::interface`).

pub mod blocks;
pub mod board_config;
pub mod board_protocol;
pub mod cc_engine;
pub mod compact_core;
pub mod compact_engine;
pub mod compact_program;
pub mod core;
pub mod ctx_ram;
pub mod cwnd_commit;
pub mod datapath;
pub mod dsp_mul;
pub mod engine;
pub mod engine_bist;
pub mod engine_board_top;
pub mod event_front;
pub mod ewma_shifter;
pub mod formal;
pub mod frame;
pub mod gain_mul;
pub mod int_bist;
pub mod int_board_top;
pub mod int_engine;
pub mod int_fp_mul;
pub mod int_lane;
pub mod int_serial;
pub mod int_words;
pub mod microcode;
pub mod mp_engine;
pub mod penalty_mul;
pub mod prop_gain;
pub mod qa_timer;
pub mod quadrant_stage;
pub mod rccc;
pub mod recip_div;
pub mod sleek_scan;
pub mod testing;
pub mod uart;

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
    ("nscc_core", core::verilog),
    ("recip_div", recip_div::verilog),
    ("gain_mul", gain_mul::verilog),
    ("gain_mul_ecp5", gain_mul::verilog_ecp5),
    ("prop_gain", prop_gain::verilog),
    ("prop_gain_ecp5", prop_gain::verilog_ecp5),
    ("penalty_mul", penalty_mul::verilog),
    ("penalty_mul_ecp5", penalty_mul::verilog_ecp5),
    ("port_probe", port_probe::verilog),
    ("sleek_scan", sleek_scan::verilog),
    ("nscc_compact", compact_core::verilog),
    ("nscc_compact_engine", compact_engine::verilog),
    ("ctx_ram_ecp5_x4", ctx_ram::verilog_ecp5_x4),
    ("ctx_ram_ecp5_x9", ctx_ram::verilog_ecp5_x9),
    ("ctx_ram_ecp5_x18", ctx_ram::verilog_ecp5_x18),
    ("nscc_engine", engine::verilog),
    ("nscc_engine_bist", engine_bist::verilog),
    ("engine_board_top", engine_board_top::verilog),
    ("nscc_compact_engine_bist", engine_bist::verilog_compact),
    ("cu_engine_board_top", engine_board_top::verilog_cu),
    ("frame_decoder", frame::decoder_verilog),
    ("mp_cu_oblivious", mp_engine::verilog_cu_oblivious),
    ("mp_cu_bitmap", mp_engine::verilog_cu_bitmap),
    ("mp_cu_reps", mp_engine::verilog_cu_reps),
    ("mp_cu_mixed", mp_engine::verilog_cu_mixed),
    ("mp_cu_mixed_wide", mp_engine::verilog_cu_mixed_wide),
    ("mp_ecp5_oblivious", mp_engine::verilog_ecp5_oblivious),
    ("mp_ecp5_bitmap", mp_engine::verilog_ecp5_bitmap),
    ("mp_ecp5_reps", mp_engine::verilog_ecp5_reps),
    ("mp_ecp5_mixed", mp_engine::verilog_ecp5_mixed),
    ("int_fp_mul", int_fp_mul::verilog),
    ("int_fp_int", int_fp_mul::verilog_int),
    ("int_to_fixed", int_fp_mul::verilog_to_fixed),
    ("int_recip", int_fp_mul::verilog_recip),
    ("int_engine_cu", int_serial::verilog_cu),
    ("int_board_top", int_board_top::verilog),
    ("int_engine_ecp5", int_engine::verilog_ecp5),
    ("cc_engine_ecp5", cc_engine::verilog_ecp5),
    ("rccc_pacer_cu", rccc::verilog_pacer_cu),
    ("rccc_pacer_ecp5", rccc::verilog_pacer_ecp5),
    ("rccc_sender_cu", rccc::verilog_sender_cu),
    ("rccc_sender_ecp5", rccc::verilog_sender_ecp5),
];

/// The Verilog an integrator takes away (`nscc emit-verilog`): every Verilated top as
/// `(prefix, Verilog)` with its modules renamed by [`prefix_modules`] (`top` becomes the
/// prefix, `top$state` becomes `<prefix>$state`), a `` `define`` it sets undone at its end,
/// and the vendor primitives' behavioural models left out; then those models once, as
/// [`SIM_MODELS`]. Any set of these files loads into one project (the lint test lints them
/// all in one Verilator run).
pub fn emitted_tops() -> Vec<(&'static str, String)> {
    let models = [ctx_ram::dp16kd_model(), dsp_mul::mult18x18d_model()];
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

/// `verilog` with every module rust-hdl named `top` or `top$...` renamed `prefix` or
/// `prefix$...`: declarations, instantiations and the `endmodule` comments (rust-hdl writes
/// the name `top` nowhere else; `emitted_tops`' test checks that no `top` is left).
pub fn prefix_modules(prefix: &str, verilog: &str) -> String {
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    let mut out = String::with_capacity(verilog.len() + verilog.len() / 16);
    let mut rest = verilog;
    let mut prev: Option<char> = None;
    while let Some(i) = rest.find("top") {
        let before = rest[..i].chars().next_back().or(prev);
        let after = rest[i + 3..].chars().next();
        let starts = !before.is_some_and(|c| ident(c) || c == '\'');
        let ends = after.is_none_or(|c| !(c.is_ascii_alphanumeric() || c == '_'));
        out.push_str(&rest[..i]);
        if starts && ends {
            out.push_str(prefix);
        } else {
            out.push_str("top");
        }
        prev = Some('p');
        rest = &rest[i + 3..];
    }
    out.push_str(rest);
    out
}

/// Runs `f` (a large block's construction and Verilog generation) on a thread with a
/// 512 MiB stack: rust-hdl holds wide signals by value (a 928-bit register is kilobytes),
/// so the engines with several event registers outgrow a test thread's 2 MiB.
pub fn on_big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(f)
        .expect("a thread for the generator")
        .join()
        .unwrap_or_else(|e| std::panic::resume_unwind(e))
}

/// Marks every block-RAM array (rust-hdl's `RAM`: `reg[..] mem[..];`) of `verilog` as
/// `no_rw_check`: a read of an address in the cycle it is written may return either word.
/// Without it yosys emulates read-first ordering on the iCE40 (a register and a mux per data
/// bit and an address compare: ~300 logic cells for the compact engine's 240-bit context
/// words). Only for designs that never use such a read: the compact core (a register read
/// in its write cycle is never latched) and the compact engine (its context store is read
/// and written in different controller states; a read in a write state is never used).
pub fn rams_without_collision_check(verilog: String) -> String {
    verilog
        .lines()
        .map(|l| {
            let t = l.trim_start();
            if t.starts_with("reg[") && t.contains("] mem[") && t.ends_with("];") {
                format!("    (* no_rw_check *) {t}\n")
            } else {
                format!("{l}\n")
            }
        })
        .collect()
}

/// A primitive's numbered pins, highest first (`P2, P1, P0`): the port lists of the
/// behavioural models of Lattice primitives ([`ctx_ram::dp16kd_model`],
/// [`dsp_mul::mult18x18d_model`]).
pub(crate) fn verilog_pins(prefix: &str, n: usize) -> String {
    (0..n)
        .rev()
        .map(|i| format!("{prefix}{i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The stack a thread that builds a large top's blocks needs: the crate is compiled at
/// opt-level 0 (Cargo.toml), where building the engine's block tree takes more than a
/// thread's default 2 MiB (the main thread's 8 MiB suffice).
pub const EMIT_STACK: usize = 64 << 20;

/// Runs `f` (which builds blocks or emits Verilog) on a thread with [`EMIT_STACK`].
pub fn with_emit_stack<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    std::thread::scope(|s| {
        match std::thread::Builder::new()
            .stack_size(EMIT_STACK)
            .spawn_scoped(s, f)
        {
            Ok(h) => h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)),
            Err(e) => panic!("cannot start a thread to emit Verilog: {e}"),
        }
    })
}

/// Verilog of a bare block (top module `top`).
pub fn verilog_of<T: rust_hdl::prelude::Block + Default>() -> String {
    let mut uut = T::default();
    uut.connect_all();
    rust_hdl::prelude::generate_verilog(&uut)
}

/// The blocks of the NSCC core, each on its own, for the per-block synthesis report
/// (`nscc report --blocks`): `(name, what it is, Verilog)`.
pub fn core_blocks() -> Vec<(&'static str, &'static str, String)> {
    vec![
        (
            "QuadrantStage",
            "stage 2: base RTT, delay",
            verilog_of::<quadrant_stage::QuadrantStage>(),
        ),
        (
            "EwmaShifter",
            "stages 3-6: avg_delay",
            verilog_of::<ewma_shifter::EwmaShifter>(),
        ),
        (
            "QaTimer",
            "stage 7: counters, timers, decisions",
            verilog_of::<qa_timer::QaTimer>(),
        ),
        (
            "CwndCommit",
            "stages 20-21: cwnd",
            verilog_of::<cwnd_commit::CwndCommit>(),
        ),
        (
            "GainMul",
            "x4: BDP, fast, credit, MD cut",
            verilog_of::<gain_mul::GainMul>(),
        ),
        (
            "PropGain",
            "alpha x headroom",
            verilog_of::<prop_gain::PropGain>(),
        ),
        (
            "PenaltyMul",
            "bytes x pend >> 7",
            verilog_of::<penalty_mul::PenaltyMul>(),
        ),
        (
            "RecipDiv",
            "x2: fulfill, MD ratio",
            verilog_of::<recip_div::RecipDiv>(),
        ),
    ]
}

/// The Verilator warnings waived on rust-hdl's Verilog, both for `verilator --lint-only
/// -Wall` (the lint test) and for `verilator --cc` (where any warning is fatal).
pub fn lint_waivers() -> &'static [&'static str] {
    &[
        // rust-hdl writes every untyped HDL literal as 32 bits (`32'h5b - w`, unrolled loop
        // bodies like `(32'h1f - 5)`) and `bit_cast` as a mask (`x & 16'hfff`), relying on
        // Verilog's context-determined widths: width mismatches are everywhere by design,
        // and the rust-hdl simulator and Verilator agree on the result (co-simulation checks
        // every output).
        "-Wno-WIDTH",
        // rust-hdl emits every module (`top`, `top$num1`, ...) into one string; the file
        // name cannot match the module names.
        "-Wno-DECLFILENAME",
        // The NSCC core tracks each event's validity with its own delay lines, so the
        // `out_valid` handshake outputs of the arithmetic blocks it instantiates (GainMul,
        // RecipDiv, QaTimer) stay unconnected.
        "-Wno-UNUSEDSIGNAL",
        // Verilator 5.006 (Debian 12) reports the commit's candidate selects as circular
        // (UNOPTFLAT) in `NsccDatapath`, where the previous cwnd is a mux of the context and
        // the commit's own register: the loop closes only through that register, so it is an
        // ordering note, not a combinational loop (5.048 does not report it; the
        // co-simulations compare every state on both versions).
        "-Wno-UNOPTFLAT",
    ]
}

/// `PortProbe`: the co-simulation infrastructure's own test top (`cosim/tests/verilated_ports.rs`),
/// with a port of every width class Verilator maps differently (CData <= 8 bits, SData <= 16,
/// IData <= 32, QData <= 64, VlWide beyond) and a signed one.
pub mod port_probe {
    use rust_hdl::prelude::*;

    /// `q<w>` = `!a<w>` registered at the rising edge, `qs16` = `s16` registered, `c8` =
    /// `!a8` combinational, `count` = rising edges seen (wrapping).
    #[derive(LogicBlock, Default)]
    pub struct PortProbe {
        pub clock: Signal<In, Clock>,
        pub a1: Signal<In, Bit>,
        pub a8: Signal<In, Bits<8>>,
        pub a9: Signal<In, Bits<9>>,
        pub a16: Signal<In, Bits<16>>,
        pub a17: Signal<In, Bits<17>>,
        pub a32: Signal<In, Bits<32>>,
        pub a33: Signal<In, Bits<33>>,
        pub a64: Signal<In, Bits<64>>,
        pub a65: Signal<In, Bits<65>>,
        pub a100: Signal<In, Bits<100>>,
        pub s16: Signal<In, Signed<16>>,
        pub q1: Signal<Out, Bit>,
        pub q8: Signal<Out, Bits<8>>,
        pub q9: Signal<Out, Bits<9>>,
        pub q16: Signal<Out, Bits<16>>,
        pub q17: Signal<Out, Bits<17>>,
        pub q32: Signal<Out, Bits<32>>,
        pub q33: Signal<Out, Bits<33>>,
        pub q64: Signal<Out, Bits<64>>,
        pub q65: Signal<Out, Bits<65>>,
        pub q100: Signal<Out, Bits<100>>,
        pub qs16: Signal<Out, Signed<16>>,
        pub c8: Signal<Out, Bits<8>>,
        pub count: Signal<Out, Bits<32>>,
        r1: DFF<Bit>,
        r8: DFF<Bits<8>>,
        r9: DFF<Bits<9>>,
        r16: DFF<Bits<16>>,
        r17: DFF<Bits<17>>,
        r32: DFF<Bits<32>>,
        r33: DFF<Bits<33>>,
        r64: DFF<Bits<64>>,
        r65: DFF<Bits<65>>,
        r100: DFF<Bits<100>>,
        rs16: DFF<Signed<16>>,
        rcount: DFF<Bits<32>>,
    }

    impl Logic for PortProbe {
        #[hdl_gen]
        fn update(&mut self) {
            dff_setup!(self, clock, r1, r8, r9, r16, r17, r32, r33, r64, r65, r100, rs16, rcount);
            self.r1.d.next = !self.a1.val();
            self.r8.d.next = !self.a8.val();
            self.r9.d.next = !self.a9.val();
            self.r16.d.next = !self.a16.val();
            self.r17.d.next = !self.a17.val();
            self.r32.d.next = !self.a32.val();
            self.r33.d.next = !self.a33.val();
            self.r64.d.next = !self.a64.val();
            self.r65.d.next = !self.a65.val();
            self.r100.d.next = !self.a100.val();
            self.rs16.d.next = self.s16.val();
            self.rcount.d.next = self.rcount.q.val() + 1;
            self.q1.next = self.r1.q.val();
            self.q8.next = self.r8.q.val();
            self.q9.next = self.r9.q.val();
            self.q16.next = self.r16.q.val();
            self.q17.next = self.r17.q.val();
            self.q32.next = self.r32.q.val();
            self.q33.next = self.r33.q.val();
            self.q64.next = self.r64.q.val();
            self.q65.next = self.r65.q.val();
            self.q100.next = self.r100.q.val();
            self.qs16.next = self.rs16.q.val();
            self.c8.next = !self.a8.val();
            self.count.next = self.rcount.q.val();
        }
    }

    /// Verilog of a bare `PortProbe` (top module `top`).
    pub fn verilog() -> String {
        let mut uut = PortProbe::default();
        uut.connect_all();
        generate_verilog(&uut)
    }
}
