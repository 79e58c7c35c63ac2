//! The co-simulation tests in one binary (a module per top or subject), so that the test
//! harness runs them side by side on the cores instead of one binary after another (most of
//! their time is Verilator builds, each single-threaded). `nscc_engine` is the multi-CCC
//! engine's (`cosim/tests/cosim/nscc_engine.rs`).

#[path = "../common/mod.rs"]
#[macro_use]
mod common;

mod cc_engine;
mod compact_core;
mod compact_engine;
mod cosim_recip_div;
mod cosim_sleek;
mod ctx_ram;
mod dsp_mul;
mod int_engine;
mod ip_axi;
mod multipath;
mod nscc_engine;
mod rccc;
mod verilated_ports;
