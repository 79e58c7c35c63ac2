//! NSCC: the pipeline stages, the one-event-per-clock engine, the compact (microprogrammed) core and engine, their BISTs and the context RAM.

pub mod compact_core;
pub mod compact_engine;
pub mod compact_program;
pub mod ctx_ram;
pub mod cwnd_commit;
pub mod datapath;
pub mod engine;
pub mod engine_bist;
pub mod event_front;
pub mod microcode;
pub mod qa_timer;
pub mod quadrant_stage;

/// The blocks of the NSCC core, each on its own, for the per-block synthesis report
/// (`nscc report --blocks`): `(name, what it is, Verilog)`.
pub fn core_blocks() -> Vec<(&'static str, &'static str, String)> {
    vec![
        (
            "QuadrantStage",
            "stage 2: base RTT, delay",
            crate::verilog_of::<crate::nscc::quadrant_stage::QuadrantStage>(),
        ),
        (
            "EwmaShifter",
            "stages 3-6: avg_delay",
            crate::verilog_of::<crate::arith::ewma_shifter::EwmaShifter>(),
        ),
        (
            "QaTimer",
            "stage 7: counters, timers, decisions",
            crate::verilog_of::<crate::nscc::qa_timer::QaTimer>(),
        ),
        (
            "CwndCommit",
            "stages 20-21: cwnd",
            crate::verilog_of::<crate::nscc::cwnd_commit::CwndCommit>(),
        ),
        (
            "GainMul",
            "x4: BDP, fast, credit, MD cut",
            crate::verilog_of::<crate::arith::gain_mul::GainMul>(),
        ),
        (
            "PropGain",
            "alpha x headroom",
            crate::verilog_of::<crate::arith::prop_gain::PropGain>(),
        ),
        (
            "PenaltyMul",
            "bytes x pend >> 7",
            crate::verilog_of::<crate::arith::penalty_mul::PenaltyMul>(),
        ),
        (
            "RecipDiv",
            "x2: fulfill, MD ratio",
            crate::verilog_of::<crate::arith::recip_div::RecipDiv>(),
        ),
    ]
}
