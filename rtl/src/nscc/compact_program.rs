//! The NSCC microprogram of the compact core: [`golden_model::nscc::GoldenCcc`] with its
//! events spaced beyond the pipeline latency (sequential NSCC), written for the
//! micro-machine of [`crate::nscc::microcode`]. Its labels are the golden model's blocks: the
//! quadrant stage, the EWMA shifter, the QA timer, the increase credit, multiplicative
//! decrease, the fulfill accumulator and the cwnd commit.
//!
//! Registers 1-23 hold the CCC state ([`STATE_REGS`]: every write to one of them also
//! updates the core's output port of that field); 26-29 constants set at activation; the
//! rest are scratch.

use crate::nscc::microcode::{Asm, Input, Machine, Op, Program, B};
use golden_model::config::CccPhase;
use golden_model::hwmath::{
    EWMA_ALPHA_NUM, EWMA_ALPHA_SHIFT, MD_FLOOR, MD_KEPT_MAX, MD_ONE_MINUS_GAMMA,
};
use golden_model::interface;
use golden_model::nscc::{CccState, HwEvent};
use golden_model::{Action, RegisterImage};

// ---- state (output ports)
pub const CWND: u8 = 1;
pub const MAXWND: u8 = 2;
pub const BDP: u8 = 3;
/// The base RTT as `{ns, ps}` (ns x 1024 + ps, `golden_model::nscc::fine`): the
/// profile's `base_rtt` input, the target and the QA threshold are read the same way.
pub const BASE_RTT: u8 = 4;
pub const AVG: u8 = 5;
pub const INC: u8 = 6;
pub const RECEIVED: u8 = 7;
pub const ACHIEVED: u8 = 8;
pub const TO_IGNORE: u8 = 9;
pub const IGNORED: u8 = 10;
pub const FI_COUNT: u8 = 11;
pub const FAST_ACTIVE: u8 = 12;
pub const TRIGGER_QA: u8 = 13;
pub const QA_ARMED: u8 = 14;
pub const QA_START: u8 = 15;
pub const QA_LEN: u8 = 16;
pub const LAST_ADJUST: u8 = 17;
pub const LAST_DEC: u8 = 18;
pub const PRE_PENALTY: u8 = 19;
pub const PENALTY_ACTIVE: u8 = 20;
pub const ACTION: u8 = 21;
pub const FULFILL: u8 = 22;
pub const LAST_ADJUST_SUB: u8 = 23;

/// (register, output port, width): the state registers and the port each one drives.
pub const STATE_REGS: [(u8, &str, usize); 23] = [
    (CWND, "cwnd", 24),
    (MAXWND, "maxwnd", 24),
    (BDP, "bdp", 24),
    (BASE_RTT, "base_rtt", 24),
    (AVG, "avg_delay", 32),
    (INC, "inc_bytes", 48),
    (RECEIVED, "received", 32),
    (ACHIEVED, "achieved", 32),
    (TO_IGNORE, "bytes_to_ignore", 24),
    (IGNORED, "bytes_ignored", 32),
    (FI_COUNT, "fi_count", 32),
    (FAST_ACTIVE, "fast_active", 1),
    (TRIGGER_QA, "trigger_qa", 1),
    (QA_ARMED, "qa_armed", 1),
    (QA_START, "qa_start", 32),
    (QA_LEN, "qa_len", 25),
    (LAST_ADJUST, "last_adjust", 32),
    (LAST_DEC, "last_dec", 32),
    (PRE_PENALTY, "pre_penalty_cwnd", 24),
    (PENALTY_ACTIVE, "penalty_active", 1),
    (ACTION, "action", 4),
    (FULFILL, "fulfill", 1),
    (LAST_ADJUST_SUB, "last_adjust_sub", 10),
];

/// The delay as `{ns, ps}` (`DELAY` holds its ns).
const DELAYF: u8 = 24;

// ---- constants (set at activation)
const U32MAX: u8 = 26;
const WNDMAX: u8 = 27;
const INCMAX: u8 = 28;
const I64MAX: u8 = 29;

// ---- scratch
const KIND: u8 = 30;
const DELAY: u8 = 31;
const BYTES: u8 = 32;
const RTT: u8 = 33;
const PB: u8 = 34; // this ack's destination flow-control penalty
const BASE: u8 = 35; // the cwnd the commit starts from (pre-penalty restored on rc)
const START: u8 = 36; // the start cwnd: max(BASE - PB, MTU)
const STOP: u8 = 37;
const QAF: u8 = 38;
const QA_CWND: u8 = 39;
const ETA: u8 = 40;
const CREDIT: u8 = 41;
const FAST_INC: u8 = 42;
const MD_CUT: u8 = 43;
const FUL_INC: u8 = 44;
const DEC: u8 = 45;
const T0: u8 = 46;
const T1: u8 = 47;
const T2: u8 = 48;
// mul_norm_shift: X x MB, shifted by S -> Y
const X: u8 = 49;
const MB: u8 = 50;
const S: u8 = 51;
const Y: u8 = 52;
const N0: u8 = 53;
const N1: u8 = 54;
const N2: u8 = 55;
// div_approx: NUM / DEN x 2^FRAC -> Y
const NUM: u8 = 56;
const DEN: u8 = 57;
const FRAC: u8 = 58;
const D0: u8 = 59;
const D1: u8 = 60;
// EWMA / prop gain scratch
const E0: u8 = 61;
const E1: u8 = 62;
const E2: u8 = 63;

fn r(x: u8) -> B {
    B::Reg(x)
}

fn imm(v: i32) -> B {
    B::Imm(v)
}

fn inp(i: Input) -> B {
    B::In(i)
}

/// Entry points (labels).
pub const ACTIVATE: &str = "activate";
pub const EVENT: &str = "event";
/// Their addresses: the first two words jump to them.
pub const ACTIVATE_ENTRY: u16 = 0;
pub const EVENT_ENTRY: u16 = 1;

fn act(a: Action) -> B {
    B::Imm(a.code() as i32)
}

/// `dst = min(dst + b, u32::MAX)` (a 32-bit saturating counter).
fn sat_add32(a: &mut Asm, dst: u8, b: u8) {
    a.alu(Op::Add, dst, dst, r(b));
    a.alu(Op::MinU, dst, dst, r(U32MAX));
}

/// `T0 = (now - start) mod 2^32`: the wrap-safe elapsed time.
fn elapsed(a: &mut Asm, start: u8) {
    a.mov(T0, inp(Input::T));
    a.alu(Op::Sub, T0, T0, r(start));
    a.alu(Op::And, T0, T0, r(U32MAX));
}

/// The program.
pub fn nscc_program() -> Program {
    let mut a = Asm::default();
    // the entry points at fixed addresses, where the sequencer starts
    a.jmp(ACTIVATE);
    a.jmp(EVENT);
    activate(&mut a);
    event(&mut a);
    quadrant_stage(&mut a);
    ewma_shifter(&mut a);
    qa_timer(&mut a);
    increase_credit(&mut a);
    fulfill_and_commit(&mut a);
    subroutines(&mut a);
    a.finish()
}

/// IDLE -> ACTIVE: the register image into the state (golden `activate`).
fn activate(a: &mut Asm) {
    a.label(ACTIVATE);
    a.alu(Op::Sub, T0, 0, imm(1));
    a.alu(Op::Shr, I64MAX, T0, imm(1));
    a.alu(Op::Shr, U32MAX, T0, imm(32));
    a.alu(Op::Shr, WNDMAX, T0, imm(40));
    a.alu(Op::Shr, INCMAX, T0, imm(16));
    a.mov(CWND, inp(Input::INIT_CWND));
    a.mov(MAXWND, inp(Input::INIT_MAXWND));
    a.mov(BDP, inp(Input::INIT_BDP));
    a.mov(BASE_RTT, inp(Input::BASE_RTT));
    a.mov(LAST_ADJUST, inp(Input::LOAD_T));
    a.mov(LAST_DEC, inp(Input::LOAD_T));
    for reg in [
        AVG,
        INC,
        RECEIVED,
        ACHIEVED,
        TO_IGNORE,
        IGNORED,
        FI_COUNT,
        FAST_ACTIVE,
        TRIGGER_QA,
        QA_ARMED,
        QA_START,
        QA_LEN,
        PRE_PENALTY,
        PENALTY_ACTIVE,
        ACTION,
        FULFILL,
        LAST_ADJUST_SUB,
    ] {
        a.mov(reg, imm(0));
    }
    a.done();
}

/// One event: dispatch by kind; a send changes nothing, an RTO takes its bytes off cwnd.
fn event(a: &mut Asm) {
    a.label(EVENT);
    a.mov(ACTION, act(Action::None));
    a.mov(FULFILL, imm(0));
    a.mov(KIND, inp(Input::KIND));
    a.mov(BYTES, inp(Input::BYTES));
    a.br(Op::Beq, KIND, imm(0), "ack");
    a.br(Op::Beq, KIND, imm(1), "nack");
    a.br(Op::Beq, KIND, imm(3), "rto");
    a.done();
    a.label("rto");
    a.mov(BASE, r(CWND));
    a.mov(DEC, r(BYTES));
    a.mov(FUL_INC, imm(0));
    a.mov(QAF, imm(0));
    a.call("commit");
    a.done();
}

/// Quadrant stage: base-RTT tracking (BDP, MaxWnd) and the delay of the decisions.
fn quadrant_stage(a: &mut Asm) {
    // NACK: the RTT only lowers the base RTT; the EWMA takes a network-RTT sample (ECN).
    a.label("nack");
    fine_rtt(a, RTT, Input::RTT, Input::RTT_SUB);
    a.call("track_base_rtt");
    a.mov(DELAY, imm(0));
    a.mov(DELAYF, imm(0));
    a.mov(E0, inp(Input::NETWORK_RTT));
    a.call("ewma_plain");
    a.jmp("qa_timer");

    a.label("ack");
    // penalty = bytes x rcv_cwnd_pend >> 7 (exact)
    a.alu(Op::Mul, PB, BYTES, inp(Input::PEND));
    a.alu(Op::Shr, PB, PB, imm(7));
    a.mov(T0, inp(Input::PROBE));
    a.br(Op::Bne, T0, imm(0), "probe");
    fine_rtt(a, RTT, Input::RTT, Input::RTT_SUB);
    // a sample of 0 ns is none, whatever its ps
    a.br(Op::Bltu, RTT, imm(1024), "no_sample");
    a.call("track_base_rtt");
    a.mov(T0, r(RTT));
    a.call("delay_of");
    a.jmp("ack_ewma");
    a.label("no_sample");
    a.alu(Op::Shr, DELAY, AVG, imm(8));
    a.alu(Op::Shl, DELAYF, DELAY, imm(10));
    a.jmp("start_cwnd");
    a.label("probe");
    // a probe RTT never moves the base RTT; below it, it counts as zero delay
    fine_rtt(a, T0, Input::PROBE_RTT, Input::PROBE_RTT_SUB);
    a.br(Op::Bltu, T0, imm(1024), "no_sample");
    a.br(Op::Bltu, T0, r(BASE_RTT), "probe_below");
    a.call("delay_of");
    a.jmp("ack_ewma");
    a.label("probe_below");
    a.mov(DELAY, imm(0));
    a.mov(DELAYF, imm(0));
    a.jmp("start_cwnd");
    a.label("ack_ewma");
    a.call("ewma_shifter");
    // the start cwnd every later read uses: the pre-penalty cwnd restored on rc, less the
    // penalty, at least the MTU
    a.label("start_cwnd");
    a.mov(BASE, r(CWND));
    a.mov(T0, inp(Input::RC));
    a.br(Op::Beq, T0, imm(0), "start_base");
    a.br(Op::Beq, PENALTY_ACTIVE, imm(0), "start_base");
    a.alu(Op::MaxU, BASE, PRE_PENALTY, inp(Input::MTU));
    a.alu(Op::MinU, BASE, BASE, r(MAXWND));
    a.label("start_base");
    a.mov(START, inp(Input::MTU));
    a.br(Op::Bltu, BASE, r(PB), "qa_timer");
    a.alu(Op::Sub, T0, BASE, r(PB));
    a.alu(Op::MaxU, START, T0, inp(Input::MTU));
    a.jmp("qa_timer");

    // track_base_rtt(RTT): a new minimum sets the base RTT, BDP = rate x RTT and
    // MaxWnd = BDP + BDP / 2 (at least the MTU)
    a.label("track_base_rtt");
    a.br(Op::Bltu, RTT, imm(1024), "track_done");
    a.br(Op::Bgeu, RTT, r(BASE_RTT), "track_done");
    a.alu(Op::Shr, X, RTT, imm(10));
    a.mov(MB, inp(Input::RATE_MANT));
    a.mov(S, inp(Input::RATE_EXP));
    a.call("mul_norm_shift");
    a.alu(Op::MinU, BDP, Y, r(WNDMAX));
    a.alu(Op::Shr, T1, BDP, imm(1));
    a.alu(Op::Add, T1, T1, r(BDP));
    a.alu(Op::MinU, T1, T1, r(WNDMAX));
    a.alu(Op::MaxU, MAXWND, T1, inp(Input::MTU));
    a.mov(BASE_RTT, r(RTT));
    a.label("track_done");
    a.ret();

    // delay_of(T0 = an RTT >= the base RTT, both {ns, ps}): DELAYF = T0 - base as
    // {ns, ps} (the ps part less 24 where the ps borrowed: 1024 - 1000), DELAY its ns
    a.label("delay_of");
    a.alu(Op::Sub, DELAYF, T0, r(BASE_RTT));
    a.alu(Op::And, T1, T0, imm(1023));
    a.alu(Op::And, T2, BASE_RTT, imm(1023));
    a.br(Op::Bgeu, T1, r(T2), "delay_ns");
    a.alu(Op::Sub, DELAYF, DELAYF, imm(24));
    a.label("delay_ns");
    a.alu(Op::Shr, DELAY, DELAYF, imm(10));
    a.ret();
}

/// `dst` = the event's duration `ns` and its `ps` within the ns as `{ns, ps}`.
fn fine_rtt(a: &mut Asm, dst: u8, ns: Input, ps: Input) {
    a.mov(dst, inp(ns));
    a.alu(Op::Shl, dst, dst, imm(10));
    a.alu(Op::Or, dst, dst, inp(ps));
}

/// EWMA shifter: avg += (sample - avg) x EWMA_ALPHA_NUM / 2^EWMA_ALPHA_SHIFT (floored),
/// sample in Q24.8.
// The multiply below takes the weight's numerator as a 12-bit operand.
const _: () = assert!(EWMA_ALPHA_NUM > 0 && EWMA_ALPHA_NUM < 1 << 12);

fn ewma_shifter(a: &mut Asm) {
    a.label("ewma_shifter");
    // no ECN and above the target: the sample is base RTT / 4
    a.mov(E0, r(DELAY));
    a.mov(T0, inp(Input::ECN));
    a.br(Op::Bne, T0, imm(0), "ewma_plain");
    a.mov(T0, inp(Input::TARGET));
    a.br(Op::Bgeu, T0, r(DELAYF), "ewma_plain");
    a.alu(Op::Shr, E0, BASE_RTT, imm(10));
    a.alu(Op::Shl, E0, E0, imm(6));
    a.jmp("ewma_step");
    // E0 = the delay in ns: min(delay, DUR_MAX) in Q24.8
    a.label("ewma_plain");
    a.alu(Op::MinU, E0, E0, r(WNDMAX));
    a.alu(Op::Shl, E0, E0, imm(8));
    a.label("ewma_step");
    a.br(Op::Bltu, E0, r(AVG), "ewma_down");
    a.alu(Op::Sub, E1, E0, r(AVG));
    a.call("mul_ewma");
    a.alu(Op::Shr, E2, E2, imm(EWMA_ALPHA_SHIFT as i32));
    a.alu(Op::Add, AVG, AVG, r(E2));
    a.alu(Op::MinU, AVG, AVG, r(U32MAX));
    a.ret();
    // a negative step floors away from zero: avg - ceil(d x weight), d >= 1
    a.label("ewma_down");
    a.alu(Op::Sub, E1, AVG, r(E0));
    a.call("mul_ewma");
    a.alu(Op::Sub, E2, E2, imm(1));
    a.alu(Op::Shr, E2, E2, imm(EWMA_ALPHA_SHIFT as i32));
    a.alu(Op::Add, E2, E2, imm(1));
    a.alu(Op::Sub, AVG, AVG, r(E2));
    a.ret();
    // E2 = E1 x EWMA_ALPHA_NUM for E1 < 2^48 (two 24 x 12 multiplies: the weight has 12 bits)

    a.label("mul_ewma");
    a.alu(Op::Mul, E2, E1, imm(EWMA_ALPHA_NUM as i32));
    a.alu(Op::Shr, T2, E1, imm(24));
    a.alu(Op::Mul, T2, T2, imm(EWMA_ALPHA_NUM as i32));
    a.alu(Op::Shl, T2, T2, imm(24));
    a.alu(Op::Add, E2, E2, r(T2));
    a.ret();
}

/// QA timer: counters, stale-feedback suppression, the Quick Adapt window and its dual
/// guard, then the quadrant choice, fast increase, MD pacing and the fulfill trigger.
fn qa_timer(a: &mut Asm) {
    a.label("qa_timer");
    a.mov(STOP, imm(0));
    a.mov(QAF, imm(0));
    a.mov(ETA, imm(0));
    a.mov(CREDIT, imm(0));
    a.mov(FAST_INC, imm(0));
    a.mov(MD_CUT, imm(0));
    a.br(Op::Beq, KIND, imm(0), "qa_count_ack");
    sat_add32(a, IGNORED, BYTES);
    a.mov(TRIGGER_QA, imm(1));
    a.jmp("qa_skip");
    a.label("qa_count_ack");
    sat_add32(a, ACHIEVED, BYTES);
    sat_add32(a, RECEIVED, BYTES);
    sat_add32(a, IGNORED, BYTES);
    a.mov(T0, inp(Input::ECN));
    a.br(Op::Beq, T0, imm(0), "qa_window");
    // stale feedback: ECN-marked acks and NACKs within the in-flight snapshot
    a.label("qa_skip");
    a.br(Op::Bgeu, IGNORED, r(TO_IGNORE), "qa_window");
    a.mov(ACTION, act(Action::Ignored));
    a.mov(STOP, imm(1));
    a.jmp("qa_stopped");
    a.label("qa_window");
    a.br(Op::Beq, QA_ARMED, imm(0), "qa_expired");
    elapsed(a, QA_START);
    a.br(Op::Bgeu, QA_LEN, r(T0), "qa_decide");
    a.label("qa_expired");
    a.br(Op::Beq, QA_ARMED, imm(0), "qa_rearm");
    // bad news (a NACK since the last QA, or delay above the threshold) while starving
    a.br(Op::Bne, TRIGGER_QA, imm(0), "qa_bad");
    a.mov(T0, inp(Input::QA_THRESHOLD));
    a.br(Op::Bgeu, T0, r(DELAYF), "qa_rearm");
    a.label("qa_bad");
    a.alu(Op::Shr, T0, MAXWND, inp(Input::QA_GATE));
    a.br(Op::Bgeu, ACHIEVED, r(T0), "qa_rearm");
    a.mov(ACTION, act(Action::Qa));
    a.mov(STOP, imm(1));
    a.mov(QAF, imm(1));
    a.alu(Op::MaxU, QA_CWND, ACHIEVED, inp(Input::MTU));
    // NSCC runs before a trimmed packet leaves the in-flight count
    a.mov(T0, inp(Input::IN_FLIGHT));
    a.br(Op::Beq, KIND, imm(0), "qa_snapshot");
    a.alu(Op::Add, T0, T0, r(BYTES));
    a.label("qa_snapshot");
    a.alu(Op::MinU, TO_IGNORE, T0, r(WNDMAX));
    a.mov(IGNORED, imm(0));
    a.mov(TRIGGER_QA, imm(0));
    a.label("qa_rearm");
    a.mov(ACHIEVED, imm(0));
    a.mov(QA_ARMED, imm(1));
    a.mov(QA_START, inp(Input::T));
    a.mov(T0, inp(Input::TARGET));
    a.alu(Op::Shr, T0, T0, imm(10));
    a.alu(Op::Shr, QA_LEN, BASE_RTT, imm(10));
    a.alu(Op::Add, QA_LEN, QA_LEN, r(T0));
    a.label("qa_decide");
    a.br(Op::Beq, STOP, imm(0), "qa_quadrant");
    a.label("qa_stopped");
    a.mov(RECEIVED, imm(0));
    a.jmp("fulfill");
    a.label("qa_quadrant");
    a.br(Op::Beq, KIND, imm(0), "qa_ack");
    a.mov(ACTION, act(Action::Nack));
    a.jmp("fulfill");
    a.label("qa_ack");
    a.mov(T0, inp(Input::ECN));
    a.mov(T1, inp(Input::TARGET));
    a.br(Op::Bne, T0, imm(0), "qa_ecn");
    a.br(Op::Bltu, DELAYF, r(T1), "qa_below");
    a.mov(ACTION, act(Action::Fair));
    a.jmp("qa_fulfill");
    a.label("qa_below");
    // fast increase: delay < 1 us for more than a window of bytes
    a.mov(T2, imm(0));
    a.br(Op::Bgeu, DELAY, imm(1000), "qa_not_near");
    sat_add32(a, FI_COUNT, BYTES);
    a.mov(T2, r(FAST_ACTIVE));
    a.br(Op::Bgeu, START, r(FI_COUNT), "qa_fast_set");
    a.mov(T2, imm(1));
    a.jmp("qa_fast_set");
    a.label("qa_not_near");
    a.mov(FI_COUNT, imm(0));
    a.label("qa_fast_set");
    a.mov(FAST_ACTIVE, r(T2));
    a.mov(ACTION, act(Action::Prop));
    a.br(Op::Beq, T2, imm(0), "qa_fulfill");
    a.mov(ACTION, act(Action::Fast));
    a.jmp("qa_fulfill");
    a.label("qa_ecn");
    a.br(Op::Bltu, DELAYF, r(T1), "qa_noop");
    a.mov(FAST_ACTIVE, imm(0));
    a.mov(FI_COUNT, imm(0));
    // MD once per base RTT, while the average is above the target
    a.mov(ACTION, act(Action::MdSkipped));
    // the target in ns Q24.8 rounded down: target << 8 | target_frac
    a.alu(Op::Shr, T1, T1, imm(10));
    a.alu(Op::Shl, T1, T1, imm(8));
    a.alu(Op::Or, T1, T1, inp(Input::TARGET_FRAC));
    a.br(Op::Bgeu, T1, r(AVG), "qa_fulfill");
    elapsed(a, LAST_DEC);
    a.alu(Op::Shr, T1, BASE_RTT, imm(10));
    a.br(Op::Bgeu, T1, r(T0), "qa_fulfill");
    a.mov(LAST_DEC, inp(Input::T));
    a.mov(ACTION, act(Action::Md));
    a.jmp("qa_fulfill");
    a.label("qa_noop");
    a.mov(ACTION, act(Action::Noop));
    // fulfill trigger: enough bytes, or more than a network RTT since the last adjustment,
    // in ps: T0 = the elapsed (ns, ps within the ns) as ns << 10 | ps (the ps part borrows
    // from the ns part), T2 = the period the same way
    a.label("qa_fulfill");
    elapsed(a, LAST_ADJUST);
    a.mov(T2, inp(Input::T_SUB));
    a.br(Op::Bgeu, T2, r(LAST_ADJUST_SUB), "qa_adjust_ps");
    a.alu(Op::Add, T2, T2, imm(1000));
    a.alu(Op::Sub, T0, T0, imm(1));
    a.alu(Op::And, T0, T0, r(U32MAX));
    a.label("qa_adjust_ps");
    a.alu(Op::Sub, T2, T2, r(LAST_ADJUST_SUB));
    a.alu(Op::Shl, T0, T0, imm(10));
    a.alu(Op::Or, T0, T0, r(T2));
    a.mov(T2, inp(Input::NETWORK_RTT));
    a.alu(Op::Shl, T2, T2, imm(10));
    a.alu(Op::Or, T2, T2, inp(Input::NETWORK_RTT_SUB));
    a.mov(T1, inp(Input::FULFILL_BYTES));
    a.br(Op::Bltu, T1, r(RECEIVED), "qa_fulfill_now");
    a.br(Op::Bgeu, T2, r(T0), "increase_credit");
    a.label("qa_fulfill_now");
    a.mov(FULFILL, imm(1));
    a.mov(RECEIVED, imm(0));
    a.br(Op::Bltu, T0, r(T2), "increase_credit");
    a.mov(ETA, imm(1));
    a.mov(LAST_ADJUST, inp(Input::T));
    a.mov(LAST_ADJUST_SUB, inp(Input::T_SUB));
    a.jmp("increase_credit");
}

/// Increase credit (fair, proportional, fast) and multiplicative decrease.
fn increase_credit(a: &mut Asm) {
    a.label("increase_credit");
    a.mov(X, r(BYTES));
    a.br(Op::Beq, ACTION, act(Action::Fair), "credit_fair");
    a.br(Op::Beq, ACTION, act(Action::Prop), "credit_prop");
    a.br(Op::Beq, ACTION, act(Action::Fast), "credit_fast");
    a.br(Op::Beq, ACTION, act(Action::Md), "md");
    a.jmp("fulfill");
    a.label("credit_fair");
    a.mov(MB, inp(Input::FI_MANT));
    a.mov(S, inp(Input::FI_EXP));
    a.call("mul_norm_shift");
    a.mov(CREDIT, r(Y));
    a.jmp("fulfill");
    a.label("credit_fast");
    a.mov(MB, inp(Input::FIS_MANT));
    a.mov(S, inp(Input::FIS_EXP));
    a.call("mul_norm_shift");
    a.alu(Op::MinU, FAST_INC, Y, r(WNDMAX));
    a.jmp("fulfill");
    // proportional: gain = alpha x (target - delay), normalised, then x bytes
    a.label("credit_prop");
    a.mov(E0, inp(Input::TARGET));
    a.alu(Op::Shr, E0, E0, imm(10));
    a.alu(Op::Sub, E0, E0, r(DELAY));
    a.call("norm");
    a.alu(Op::Mul, E0, E1, inp(Input::ALPHA_MANT));
    a.alu(Op::Add, S, E2, inp(Input::ALPHA_EXP));
    a.br(Op::Beq, E0, imm(0), "fulfill");
    // norm_exact of the 24-bit product: leading one to bit 11
    a.alu(Op::BitLen, T0, E0, r(0));
    a.alu(Op::Sub, T0, T0, imm(12));
    a.alu(Op::Add, S, S, r(T0));
    a.br(Op::Blts, T0, imm(0), "prop_left");
    a.alu(Op::Shr, MB, E0, r(T0));
    a.jmp("prop_clamp");
    a.label("prop_left");
    a.alu(Op::Sub, T0, 0, r(T0));
    a.alu(Op::Shl, MB, E0, r(T0));
    a.label("prop_clamp");
    a.br(Op::Bges, S, imm(-128), "prop_clamp_hi");
    a.mov(S, imm(-128));
    a.label("prop_clamp_hi");
    a.br(Op::Blts, S, imm(128), "prop_mul");
    a.mov(S, imm(127));
    a.label("prop_mul");
    a.call("mul_norm_shift");
    a.mov(CREDIT, r(Y));
    a.jmp("fulfill");
    // MD: cut = c - c x kept, kept = clamp(0.2 + gamma x target / avg, 0.5, 1) in Q0.12
    a.label("md");
    a.mov(NUM, inp(Input::GAMMA_TARGET));
    a.mov(DEN, r(AVG));
    a.mov(FRAC, imm(12));
    a.call("div_approx");
    a.alu(Op::Add, MB, Y, imm(MD_ONE_MINUS_GAMMA as i32));
    a.alu(Op::MaxU, MB, MB, imm(MD_FLOOR as i32));
    a.alu(Op::MinU, MB, MB, imm(MD_KEPT_MAX as i32));
    a.mov(X, r(START));
    a.mov(S, imm(-12));
    a.call("mul_norm_shift");
    a.alu(Op::Sub, MD_CUT, START, r(Y));
    a.jmp("fulfill");
}

/// Fulfill accumulator and cwnd commit.
fn fulfill_and_commit(a: &mut Asm) {
    a.label("fulfill");
    a.alu(Op::Add, T1, INC, r(CREDIT));
    a.alu(Op::MinU, T1, T1, r(INCMAX));
    a.mov(FUL_INC, imm(0));
    a.br(Op::Bne, STOP, imm(0), "fulfill_clear");
    a.br(Op::Bne, FULFILL, imm(0), "fulfill_divide");
    a.mov(INC, r(T1));
    a.jmp("commit_event");
    // credit / the window after the quadrant's change and the bounds: min(max(start - MD
    // cut, MTU) + fast increase, MaxWnd); plus eta
    a.label("fulfill_divide");
    a.mov(NUM, r(T1));
    a.alu(Op::Sub, DEN, START, r(MD_CUT));
    a.alu(Op::MaxU, DEN, DEN, inp(Input::MTU));
    a.alu(Op::Add, DEN, DEN, r(FAST_INC));
    a.alu(Op::MinU, DEN, DEN, r(MAXWND));
    a.mov(FRAC, imm(0));
    a.call("div_approx");
    a.alu(Op::MinU, FUL_INC, Y, r(WNDMAX));
    a.br(Op::Beq, ETA, imm(0), "fulfill_clear");
    a.alu(Op::Add, FUL_INC, FUL_INC, inp(Input::ETA));
    a.alu(Op::MinU, FUL_INC, FUL_INC, r(WNDMAX));
    a.label("fulfill_clear");
    a.mov(INC, imm(0));

    // the commit of an ack or NACK: destination flow control, then the decrease and the
    // increase
    a.label("commit_event");
    a.br(Op::Beq, KIND, imm(0), "commit_ack");
    a.mov(BASE, r(CWND));
    a.mov(DEC, imm(0));
    a.br(Op::Bne, ACTION, act(Action::Nack), "commit_nack");
    a.mov(DEC, r(BYTES));
    a.label("commit_nack");
    a.call("commit");
    a.done();
    a.label("commit_ack");
    a.mov(T0, inp(Input::RC));
    a.br(Op::Beq, T0, imm(0), "commit_pend");
    a.br(Op::Beq, PENALTY_ACTIVE, imm(0), "commit_pend");
    a.mov(PENALTY_ACTIVE, imm(0));
    a.label("commit_pend");
    a.mov(DEC, r(MD_CUT));
    a.mov(T0, inp(Input::PEND));
    a.br(Op::Beq, T0, imm(0), "commit_inc");
    a.alu(Op::Add, DEC, DEC, r(PB));
    a.br(Op::Bne, PENALTY_ACTIVE, imm(0), "commit_inc");
    a.mov(PRE_PENALTY, r(BASE));
    a.mov(PENALTY_ACTIVE, imm(1));
    a.label("commit_inc");
    a.alu(Op::Add, FUL_INC, FUL_INC, r(FAST_INC));
    a.call("commit");
    a.done();

    // commit: cwnd = QA ? bound(QA_CWND) : bound(max(BASE - DEC, MTU) + FUL_INC),
    // bound(x) = min(max(x, MTU), MaxWnd)
    a.label("commit");
    a.br(Op::Bne, QAF, imm(0), "commit_qa");
    a.alu(Op::Sub, T0, BASE, r(DEC));
    a.mov(T1, inp(Input::MTU));
    a.br(Op::Bges, T0, r(T1), "commit_add");
    a.mov(T0, r(T1));
    a.label("commit_add");
    a.alu(Op::Add, T0, T0, r(FUL_INC));
    a.jmp("commit_bound");
    a.label("commit_qa");
    a.mov(T0, r(QA_CWND));
    a.label("commit_bound");
    a.alu(Op::MaxU, T0, T0, inp(Input::MTU));
    a.alu(Op::MinU, CWND, T0, r(MAXWND));
    a.ret();
}

/// The shared arithmetic: `mul_norm_shift`, `norm`, `div_approx`.
fn subroutines(a: &mut Asm) {
    // Y = mul_norm_shift(X, MB, S) = shift(norm(X).m x MB, S + norm(X).e), where shift
    // saturates at i64::MAX
    a.label("mul_norm_shift");
    a.alu(Op::BitLen, N0, X, r(0));
    a.alu(Op::Sub, N0, N0, imm(12));
    a.mov(N1, r(X));
    a.br(Op::Blts, N0, imm(0), "nms_small");
    a.alu(Op::Shr, N1, X, r(N0));
    a.alu(Op::Add, N2, S, r(N0));
    a.jmp("nms_mul");
    a.label("nms_small");
    a.mov(N2, r(S));
    a.label("nms_mul");
    a.alu(Op::Mul, N1, N1, r(MB));
    a.mov(Y, imm(0));
    a.br(Op::Beq, N1, imm(0), "nms_done");
    a.br(Op::Blts, N2, imm(0), "nms_right");
    a.alu(Op::BitLen, N0, N1, r(0));
    a.alu(Op::Add, N0, N0, r(N2));
    a.mov(Y, r(I64MAX));
    a.br(Op::Bgeu, N0, imm(64), "nms_done");
    a.alu(Op::Shl, Y, N1, r(N2));
    a.ret();
    a.label("nms_right");
    a.alu(Op::Sub, N2, 0, r(N2));
    a.alu(Op::Shr, Y, N1, r(N2));
    a.label("nms_done");
    a.ret();

    // norm(E0) -> mantissa E1 (at most 12 bits), exponent E2
    a.label("norm");
    a.alu(Op::BitLen, E2, E0, r(0));
    a.alu(Op::Sub, E2, E2, imm(12));
    a.mov(E1, r(E0));
    a.br(Op::Blts, E2, imm(0), "norm_small");
    a.alu(Op::Shr, E1, E0, r(E2));
    a.ret();
    a.label("norm_small");
    a.mov(E2, imm(0));
    a.ret();

    // Y = div_approx(NUM, DEN, FRAC): NUM x RECIP_ROM[mantissa of DEN] >> (12 + p - FRAC)
    a.label("div_approx");
    a.mov(Y, r(I64MAX));
    a.br(Op::Beq, DEN, imm(0), "nms_done");
    a.alu(Op::BitLen, D0, DEN, r(0));
    a.alu(Op::Sub, D0, D0, imm(1));
    a.alu(Op::Sub, D1, D0, imm(10));
    a.br(Op::Blts, D1, imm(0), "div_small");
    a.alu(Op::Shr, D1, DEN, r(D1));
    a.jmp("div_rom");
    a.label("div_small");
    a.alu(Op::Sub, D1, 0, r(D1));
    a.alu(Op::Shl, D1, DEN, r(D1));
    a.label("div_rom");
    a.alu(Op::Rom, MB, D1, r(0));
    a.mov(X, r(NUM));
    a.alu(Op::Sub, S, FRAC, imm(12));
    a.alu(Op::Sub, S, S, r(D0));
    a.jmp("mul_norm_shift");
}

/// The register image on the machine's inputs, as the core's ports carry them.
pub fn set_config(m: &mut Machine, r: &RegisterImage) {
    for (k, v) in interface::register_image_values(r).into_iter().enumerate() {
        m.set_input(Input((interface::EVENT.len() + k) as u8), v);
    }
    // the base RTT, the target and the QA threshold as the profile copy stores them
    let fine = golden_model::nscc::fine;
    m.set_input(
        Input::BASE_RTT,
        fine(r.base_rtt_ns, r.base_rtt_sub_ps as u16),
    );
    m.set_input(Input::TARGET, fine(r.target_ns, r.target_sub_ps as u16));
    m.set_input(
        Input::QA_THRESHOLD,
        fine(r.qa_threshold_ns, r.qa_threshold_sub_ps as u16),
    );
}

/// An event on the machine's inputs.
pub fn set_event(m: &mut Machine, e: &HwEvent) {
    for (k, v) in interface::event_values(e).into_iter().enumerate() {
        m.set_input(Input(k as u8), v);
    }
}

/// The state registers as the golden model's [`CccState`] (phase READY) and the event's
/// action and fulfill flag.
pub fn state_of(regs: &[u64; crate::nscc::microcode::REGS]) -> (CccState, Action, bool) {
    let g = |r: u8| regs[r as usize];
    let s = CccState {
        phase: CccPhase::Ready,
        cwnd: g(CWND) as u32,
        maxwnd: g(MAXWND) as u32,
        bdp: g(BDP) as u32,
        base_rtt_ns: (g(BASE_RTT) >> 10) as u32,
        base_rtt_sub_ps: (g(BASE_RTT) & 1023) as u16,
        avg_delay_q8: g(AVG) as u32,
        inc_bytes: g(INC),
        received_bytes: g(RECEIVED) as u32,
        achieved_bytes: g(ACHIEVED) as u32,
        bytes_to_ignore: g(TO_IGNORE) as u32,
        bytes_ignored: g(IGNORED) as u32,
        fi_count: g(FI_COUNT) as u32,
        fast_active: g(FAST_ACTIVE) != 0,
        trigger_qa: g(TRIGGER_QA) != 0,
        qa_armed: g(QA_ARMED) != 0,
        qa_start_ns: g(QA_START) as u32,
        qa_len_ns: g(QA_LEN) as u32,
        last_adjust_ns: g(LAST_ADJUST) as u32,
        last_adjust_sub_ps: g(LAST_ADJUST_SUB) as u16,
        last_dec_ns: g(LAST_DEC) as u32,
        pre_penalty_cwnd: g(PRE_PENALTY) as u32,
        penalty_active: g(PENALTY_ACTIVE) != 0,
    };
    let action = Action::from_code(g(ACTION) as u8).unwrap_or_default();
    (s, action, g(FULFILL) != 0)
}

/// The compact core at the instruction level: the microprogram on [`Machine`].
pub struct ProgramModel {
    pub program: Program,
    pub machine: Machine,
    /// Instructions executed by the last call.
    pub last_instructions: u64,
}

impl ProgramModel {
    /// Activated at `t_ns` with `regs` (the golden model's `GoldenCcc::new`).
    pub fn new(regs: &RegisterImage, t_ns: u32) -> ProgramModel {
        let program = nscc_program();
        let mut machine = Machine::default();
        set_config(&mut machine, regs);
        machine.set_input(Input::LOAD_T, t_ns as u64);
        let n = machine.run(&program, ACTIVATE_ENTRY);
        ProgramModel {
            program,
            machine,
            last_instructions: n,
        }
    }

    /// One event; returns the instructions it took.
    pub fn step(&mut self, e: &HwEvent) -> u64 {
        set_event(&mut self.machine, e);
        self.last_instructions = self.machine.run(&self.program, EVENT_ENTRY);
        self.last_instructions
    }

    pub fn state(&self) -> (CccState, Action, bool) {
        state_of(&self.machine.regs)
    }
}
