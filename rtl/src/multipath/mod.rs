//! Multipath: the EV engine (`MpEvEngine`, four strategies) and the receiver credit (`RcccPacer`, `RcccSender`).

pub mod mp_engine;
pub mod rccc;
