//! The `nscc` command's integration tests in one binary, so that the test harness runs the
//! long ones side by side on the cores (a proof's induction beside the cocotb bench and the
//! replays) instead of one binary after another; a module per subject. The heavy ones are
//! `#[ignore]`d (`.ci/run` runs them: `-- --ignored prove::`, `-- --ignored soak::`); the
//! bitstream builds are their own binary (`board_bitstream`).

#[path = "../common/mod.rs"]
#[macro_use]
mod common;

mod cli;
mod ctx_ram_synth;
mod int_replay;
mod ip;
mod ip_example;
mod multipath;
mod prove;
mod soak;
