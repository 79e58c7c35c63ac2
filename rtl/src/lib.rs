//! rust-hdl blocks of the NSCC pipeline, one per stage, each named like its golden twin in
//! `golden_model::nscc` and using the same fixed-point formats (`docs/golden-model.md`).
//!
//! The blocks land with the issue "NSCC pipelines in rust-hdl, emitted to Verilog,
//! co-simulated with Verilator bit-exact against the golden model".
