//! The INT-driven algorithms (HPCC++, Rx-HPCC, FNCC): the engines, their float units and BIST, and `CcEngine` (NSCC and INT CCCs behind one port).

pub mod cc_engine;
pub mod int_bist;
pub mod int_engine;
pub mod int_fp_mul;
pub mod int_lane;
pub mod int_serial;
pub mod int_words;
