//! Verilator co-simulation of the RTL against the golden model.
//!
//! * [`verilated`]: the RTL tops, Verilated at run time (cached) and driven cycle by cycle;
//! * [`engine`]: the multi-CCC engines (`NsccEngine`, `NsccCompactEngine`), every CCC's
//!   context and result compared, with a SLEEK lane beside each CCC ([`sleek`]);
//! * [`compact`]: the compact core (`NsccCompact`), sequential NSCC;
//! * [`compare`]: the one mismatch type and error of every run;
//! * [`streams`]: the seeded random configurations and event streams of the tests and the soak;
//! * [`soak`]: the long differential soak of any core on those streams (`nscc soak`).
//!
//! Imports go one way: `soak` -> (`engine`, `compact`, `streams`); `engine` -> `sleek` ->
//! `compare` -> `verilated`; `compact` -> `compare`.

pub mod cc_engine;
pub mod compact;
pub mod compare;
pub mod core;
pub mod engine;
pub mod int_engine;
pub mod multipath;
pub mod rccc;
pub mod sleek;
pub mod soak;
pub mod streams;
pub mod verilated;

pub use compare::{CosimError, FieldDiff, Mismatch};
