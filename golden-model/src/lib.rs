//! NSCC golden model: the bit-exact specification of the hardware.
//!
//! * [`config`]: CCC configuration and the integer register image loaded into the hardware.
//! * [`hwmath`]: the only arithmetic the fixed-point model may use (adds, compares, shifts,
//!   16x16 multiplies, reciprocal ROM, leading-one normalisation).
//! * [`nscc`]: the fixed-point NSCC of one CCC, one event at a time.
//! * [`engine`]: the multi-CCC engine (`docs/golden-engine.md`): N contexts in a narrowed BRAM
//!   layout, profiles, lifecycle and refusals, each CCC exactly sequential `nscc`; and the
//!   timing model of its issue schedule.
//! * [`sleek`]: SLEEK loss recovery (transmit bitmap, paced scan, retransmit FIFO), cycle by
//!   cycle: the spec of the RTL scan engine.
//! * [`float_model`]: htsim's formulas in f64, to measure what the integer choices cost.
//! * [`multipath`]: the EV engines (Oblivious, Bitmap, REPS, Mixed) with last-hop awareness
//!   and their LFSR, per CCC and in a multi-CCC engine (`docs/multipath.md`).
//! * [`rccc`]: the receiver's credit (RCCC: credit paced to the port's drain rate, ECN-driven
//!   EV-change requests) and the sender's credit, RTS and AR rules.

pub mod action;
pub mod config;
pub mod engine;
pub mod event;
pub mod float_model;
pub mod hwmath;
pub mod intcc;
pub mod interface;
pub mod multipath;
pub mod nscc;
pub mod pipeline;
pub mod rccc;
pub mod sleek;
pub mod timing;

pub use action::Action;
pub use config::{CccConfig, ConfigError, RegisterImage};
pub use event::{Event, EventKind};
