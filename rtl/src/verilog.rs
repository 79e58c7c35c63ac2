//! Helpers around rust-hdl's Verilog: a block's Verilog, the module renaming of the emitted
//! files, the block-RAM marks, the stack the generators need, and the lint waivers.

/// Verilog of a bare block (top module `top`).
pub fn verilog_of<T: rust_hdl::prelude::Block + Default>() -> String {
    let mut uut = T::default();
    uut.connect_all();
    rust_hdl::prelude::generate_verilog(&uut)
}

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
/// behavioural models of Lattice primitives ([`crate::nscc::ctx_ram::dp16kd_model`],
/// [`crate::arith::dsp_mul::mult18x18d_model`]).
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
