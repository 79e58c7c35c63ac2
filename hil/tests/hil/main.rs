//! The Verilated boards' tests (self-tests, link faults, frame decoding) in one binary, so
//! that the test harness runs them side by side on the cores; a module per board or subject.

#[path = "../common/mod.rs"]
#[macro_use]
mod common;

mod bist;
mod cu_engine_board;
mod engine_board;
mod engine_link_faults;
mod frame_decoder;
mod int_bist;
