//! Receiver credit (RCCC) and the sender's credit rules in hardware: `RcccPacer`, the twin
//! of [`golden_model::rccc::RcccReceiver`], and `RcccSender`, the twin of
//! [`golden_model::rccc::SenderCredits`] (`docs/multipath.md`, "RCCC in hardware").
//!
//! **`RcccPacer`** (one receiver port, `2^A` CCCs): the per-CCC state is [`RxCcc`]'s packed
//! 77-bit word in one block RAM (its offsets are `RxCcc::AT_*`, checked by a test), the
//! pacer's FIFO a ring of CCC ids in a second block RAM (a CCC is in it at most once: its
//! `queued` bit), the token bucket and the time of the last accrual in registers. One
//! request port (ready/valid): op 0 activate, 1 RTS, 2 data packet, 3 a pacer step at
//! `now_ns`; with `pace_en` set, a pacer step at `now_ns` is also taken in every clock in
//! which no request is valid (the ns clock of the port, free running), so an integrator
//! needs no arbiter. Every op taken answers once on `done` (op, refusal, EV-change request,
//! the `now` of a step) and a step's grant on `grant_*`; refusals are counted, never
//! applied. The context RAM's write port is an output so that the co-simulation mirrors it.
//!
//! Timing (clocks from one op taken to the next): a request 2 (read, write), a refusal 1, a
//! pacer step 5 (the FIFO's head, its context, the accrual's multiply on the shared
//! `DspMul` two clocks, the grant). At 40 MHz: 20 M requests/s, or 12.2 M data packets/s
//! (400 Gb/s of 4 KB packets) with 3.1 M pacer steps/s beside them, 3.1 M grants of 16 KB =
//! 406 Gb/s of credit.
//!
//! Powers up with every CCC idle and the FIFO empty (the block RAMs' power-up zero) and the
//! bucket full at time 0, as `RcccReceiver::new(cfg, cccs, 0)`.

use golden_model::hwmath::MUL_BITS;
use golden_model::rccc::{
    RcccConfig, RxCcc, SenderConfig, SenderCredit, QUANTUM_SHIFT, TOKEN_FRAC_BITS,
};
use nscc_rtl_macros::ports;
use rust_hdl::prelude::*;

use crate::arith::dsp_mul::DspMul;
use crate::blocks::LeadingOneIndex;

/// Width of the packed receiver context ([`RxCcc::BITS`]).
pub const RX_CTX_BITS: usize = 77;

// States (literals in `update`): 0 IDLE (take an op; the FIFO's head is read), 1 RQ (a
// request's context: decide, write), 2 P1 (the head's context read; dt normalised into the
// multiplier), 3 P2 (the context registered), 4 P3 (the accrual: shift, add, cap), 5 P4
// (the grant: write, FIFO).

#[ports]
#[derive(LogicBlock)]
pub struct RcccPacer<const A: usize> {
    pub clock: Signal<In, Clock>,
    // ---- requests
    pub req_valid: Signal<In, Bit>,
    pub req_ready: Signal<Out, Bit>,
    /// 0 activate, 1 RTS, 2 data, 3 pacer step at `now_ns`.
    pub req_op: Signal<In, Bits<2>>,
    pub req_ccc: Signal<In, Bits<16>>,
    /// The packet's EV, low 8 bits (all the receiver keeps).
    pub req_ev: Signal<In, Bits<8>>,
    pub req_ecn: Signal<In, Bit>,
    pub req_last_hop: Signal<In, Bit>,
    /// The sender's pull target, quanta.
    pub req_pull: Signal<In, Bits<32>>,
    /// Pacer steps in the clocks without a request.
    pub pace_en: Signal<In, Bit>,
    /// The port's time, ns, 32 bits wrapping.
    pub now_ns: Signal<In, Bits<32>>,
    // ---- answers (one clock after the op's last clock)
    pub done: Signal<Out, Bit>,
    pub done_op: Signal<Out, Bits<2>>,
    /// 0 taken, 1 CCC out of range, 2 idle CCC.
    pub done_refused: Signal<Out, Bits<2>>,
    pub done_ev_change: Signal<Out, Bit>,
    /// A pacer step's time.
    pub done_now: Signal<Out, Bits<32>>,
    pub grant_valid: Signal<Out, Bit>,
    pub grant_ccc: Signal<Out, Bits<16>>,
    pub grant_pull: Signal<Out, Bits<32>>,
    pub grant_bytes: Signal<Out, Bits<24>>,
    // ---- state
    pub tokens_q8: Signal<Out, Bits<32>>,
    pub last_ns: Signal<Out, Bits<32>>,
    pub waiting: Signal<Out, Bits<17>>,
    pub granted_bytes: Signal<Out, Bits<48>>,
    pub grants: Signal<Out, Bits<32>>,
    pub ev_changes: Signal<Out, Bits<32>>,
    pub refused_ccc_out_of_range: Signal<Out, Bits<32>>,
    pub refused_idle: Signal<Out, Bits<32>>,
    // ---- the context RAM's write port (observation)
    pub ctx_we: Signal<Out, Bit>,
    pub ctx_waddr: Signal<Out, Bits<A>>,
    pub ctx_wdata: Signal<Out, Bits<RX_CTX_BITS>>,
    // ---- configuration
    k_cccs: Constant<Bits<17>>,
    k_mant: Constant<Bits<12>>,
    /// 36 - exp (9-bit two's complement): the accrual's right shift is this minus the
    /// bit length of dt.
    k_rbase: Constant<Bits<9>>,
    /// bucket << 8 (the tokens' cap, Q24.8).
    k_cap: Constant<Bits<32>>,
    /// grant >> 8 (quanta per grant).
    k_gq: Constant<Bits<16>>,
    k_th: Constant<Bits<3>>,
    k_one: Constant<Bits<1>>,
    // ---- storage and units
    ctx_ram: RAM<Bits<RX_CTX_BITS>, A>,
    fifo_ram: RAM<Bits<16>, A>,
    lead: LeadingOneIndex<32>,
    mul: DspMul<12, 12, 24, true>,
    // ---- registers
    state: DFF<Bits<3>>,
    op_r: DFF<Bits<2>>,
    ccc_r: DFF<Bits<16>>,
    ev_r: DFF<Bits<8>>,
    ecn_r: DFF<Bit>,
    lh_r: DFF<Bit>,
    pull_r: DFF<Bits<32>>,
    now_r: DFF<Bits<32>>,
    dt_r: DFF<Bits<32>>,
    dtpos_r: DFF<Bit>,
    rsh_r: DFF<Bits<9>>,
    pccc_r: DFF<Bits<16>>,
    ctx_r: DFF<Bits<RX_CTX_BITS>>,
    tok_a: DFF<Bits<32>>,
    /// The tokens XOR the cap, so that the power-up zero is a full bucket.
    tokens_x: DFF<Bits<32>>,
    last: DFF<Bits<32>>,
    head: DFF<Bits<A>>,
    tail: DFF<Bits<A>>,
    count: DFF<Bits<17>>,
    o_done: DFF<Bit>,
    o_op: DFF<Bits<2>>,
    o_ref: DFF<Bits<2>>,
    o_evch: DFF<Bit>,
    o_now: DFF<Bits<32>>,
    o_gv: DFF<Bit>,
    o_gccc: DFF<Bits<16>>,
    o_gpull: DFF<Bits<32>>,
    o_gbytes: DFF<Bits<24>>,
    c_bytes: DFF<Bits<48>>,
    c_grants: DFF<Bits<32>>,
    c_evch: DFF<Bits<32>>,
    c_ccc: DFF<Bits<32>>,
    c_idle: DFF<Bits<32>>,
    // ---- combinational
    c_ready: Signal<Local, Bit>,
    c_target: Signal<Local, Bits<32>>,
    c_granted: Signal<Local, Bits<32>>,
    c_queued: Signal<Local, Bit>,
    c_ce_ev: Signal<Local, Bits<8>>,
    c_ce_run: Signal<Local, Bits<3>>,
    d_tgt: Signal<Local, Bits<32>>,
    tgt: Signal<Local, Bits<32>>,
    d_bl: Signal<Local, Bits<32>>,
    bl_pos: Signal<Local, Bit>,
    push: Signal<Local, Bit>,
    queued_n: Signal<Local, Bit>,
    ce_ev_n: Signal<Local, Bits<8>>,
    run1: Signal<Local, Bits<3>>,
    ce_run_n: Signal<Local, Bits<3>>,
    evch: Signal<Local, Bit>,
    n_len: Signal<Local, Bits<6>>,
    m_wide: Signal<Local, Bits<44>>,
    rsh: Signal<Local, Bits<9>>,
    t_wide: Signal<Local, Bits<64>>,
    sat: Signal<Local, Bit>,
    sum: Signal<Local, Bits<34>>,
    capped: Signal<Local, Bits<32>>,
    tok: Signal<Local, Bits<32>>,
    p_rest: Signal<Local, Bits<11>>,
    p_queued: Signal<Local, Bit>,
    p_ready: Signal<Local, Bit>,
    p_target: Signal<Local, Bits<32>>,
    p_granted: Signal<Local, Bits<32>>,
    p_bl: Signal<Local, Bits<32>>,
    p_blpos: Signal<Local, Bit>,
    q: Signal<Local, Bits<16>>,
    need: Signal<Local, Bits<32>>,
    granted_n: Signal<Local, Bits<32>>,
    rem_pos: Signal<Local, Bit>,
    we: Signal<Local, Bit>,
    wa: Signal<Local, Bits<A>>,
    wd: Signal<Local, Bits<RX_CTX_BITS>>,
    fwe: Signal<Local, Bit>,
    fwd: Signal<Local, Bits<16>>,
}

fn k<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(v.to_bits())
}

impl<const A: usize> RcccPacer<A> {
    /// A pacer of `cccs` CCCs (`cccs <= 2^A`) for the port `cfg` (validated).
    pub fn new(cfg: &RcccConfig, cccs: usize) -> Self {
        assert!(cfg.validate().is_ok(), "a valid RCCC configuration");
        assert!(
            cccs >= 1 && cccs <= 1 << A && A <= 16,
            "the CCCs fit the RAMs"
        );
        assert_eq!(RX_CTX_BITS as u32, RxCcc::BITS);
        assert_eq!((MUL_BITS, TOKEN_FRAC_BITS, QUANTUM_SHIFT), (12, 8, 8));
        let rbase = (32 + MUL_BITS as i64 - TOKEN_FRAC_BITS as i64 - cfg.rate.exp as i64)
            .rem_euclid(512) as u64;
        RcccPacer::with_init(RcccPacerInit {
            k_cccs: k(cccs as u64),
            k_mant: k(cfg.rate.mant as u64),
            k_rbase: k(rbase),
            k_cap: k((cfg.bucket as u64) << TOKEN_FRAC_BITS),
            k_gq: k((cfg.grant >> QUANTUM_SHIFT) as u64),
            k_th: k(cfg.ce_threshold as u64),
            k_one: k(1),
        })
    }
}

impl<const A: usize> Logic for RcccPacer<A> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, op_r, ccc_r, ev_r, ecn_r, lh_r, pull_r, now_r, dt_r, dtpos_r,
            rsh_r, pccc_r, ctx_r, tok_a, tokens_x, last, head, tail, count, o_done, o_op, o_ref,
            o_evch, o_now, o_gv, o_gccc, o_gpull, o_gbytes, c_bytes, c_grants, c_evch, c_ccc,
            c_idle
        );
        self.ctx_ram.read_clock.next = self.clock.val();
        self.ctx_ram.write_clock.next = self.clock.val();
        self.fifo_ram.read_clock.next = self.clock.val();
        self.fifo_ram.write_clock.next = self.clock.val();
        self.mul.clock.next = self.clock.val();

        self.tok.next = self.tokens_x.q.val() ^ self.k_cap.val();
        // ---- a request's context (state RQ): RcccReceiver::request_at and on_data
        self.c_ready.next = self.ctx_ram.read_data.val().get_bit(0);
        self.c_target.next = self.ctx_ram.read_data.val().get_bits::<32>(1);
        self.c_granted.next = self.ctx_ram.read_data.val().get_bits::<32>(33);
        self.c_queued.next = self.ctx_ram.read_data.val().get_bit(65);
        self.c_ce_ev.next = self.ctx_ram.read_data.val().get_bits::<8>(66);
        self.c_ce_run.next = self.ctx_ram.read_data.val().get_bits::<3>(74);
        // after(pull, target): the 32-bit difference is positive
        self.d_tgt.next = self.pull_r.q.val() - self.c_target.val();
        self.tgt.next = self.c_target.val();
        if !self.d_tgt.val().get_bit(31) && self.d_tgt.val().any() {
            self.tgt.next = self.pull_r.q.val();
        }
        self.d_bl.next = self.tgt.val() - self.c_granted.val();
        self.bl_pos.next = !self.d_bl.val().get_bit(31) && self.d_bl.val().any();
        self.push.next = self.bl_pos.val() && !self.c_queued.val();
        self.queued_n.next = self.c_queued.val() || self.push.val();
        // the CE run on one EV
        self.ce_ev_n.next = self.c_ce_ev.val();
        self.ce_run_n.next = self.c_ce_run.val();
        self.run1.next = 1.into();
        self.evch.next = false;
        if self.op_r.q.val() == 2 {
            if !self.ecn_r.q.val() || self.lh_r.q.val() {
                if self.ev_r.q.val() == self.c_ce_ev.val() {
                    self.ce_run_n.next = 0.into();
                }
            } else {
                if self.ev_r.q.val() == self.c_ce_ev.val() && self.c_ce_run.val().any() {
                    self.run1.next = self.c_ce_run.val() + 1;
                    if self.c_ce_run.val() == 7 {
                        self.run1.next = 7.into();
                    }
                } else {
                    self.ce_ev_n.next = self.ev_r.q.val();
                }
                self.ce_run_n.next = self.run1.val();
                if self.k_th.val().any() && self.run1.val() >= self.k_th.val() {
                    self.ce_run_n.next = 0.into();
                    self.evch.next = true;
                }
            }
        }

        // ---- the accrual (P1, P3): floor(norm(dt) x mant x 2^(exp + 8 + e)), capped
        self.lead.x.next = self.dt_r.q.val();
        self.n_len.next = self.lead.index.val() + 1;
        // dt x 2^(12 - n): the leading one at bit 11
        self.m_wide.next = (bit_cast::<44, 32>(self.dt_r.q.val()) << 12) >> self.n_len.val();
        self.mul.a.next = self.m_wide.val().get_bits::<12>(0);
        self.mul.b.next = self.k_mant.val();
        self.rsh.next = self.k_rbase.val() - bit_cast::<9, 6>(self.n_len.val());
        self.t_wide.next =
            (bit_cast::<64, 24>(self.mul.p.val()) << 32) >> self.rsh_r.q.val().get_bits::<6>(0);
        self.sat.next = self.t_wide.val().get_bits::<31>(33).any();
        if self.rsh_r.q.val().get_bit(8) || !self.rsh_r.q.val().any() {
            self.sat.next = true;
        } else if self.rsh_r.q.val().get_bits::<2>(6).any() {
            self.sat.next = false;
            self.t_wide.next = 0.into();
        }
        self.sum.next = bit_cast::<34, 32>(self.tok.val())
            + bit_cast::<34, 33>(self.t_wide.val().get_bits::<33>(0));
        self.capped.next = self.k_cap.val();
        if !self.sat.val() && self.sum.val() < bit_cast::<34, 32>(self.k_cap.val()) {
            self.capped.next = self.sum.val().get_bits::<32>(0);
        }

        // ---- the grant (P4): RcccReceiver::pace
        self.p_ready.next = self.ctx_r.q.val().get_bit(0);
        self.p_target.next = self.ctx_r.q.val().get_bits::<32>(1);
        self.p_granted.next = self.ctx_r.q.val().get_bits::<32>(33);
        self.p_rest.next = self.ctx_r.q.val().get_bits::<11>(66);
        self.p_bl.next = self.p_target.val() - self.p_granted.val();
        self.p_blpos.next = !self.p_bl.val().get_bit(31) && self.p_bl.val().any();
        self.q.next = self.k_gq.val();
        if self.p_bl.val() < bit_cast::<32, 16>(self.k_gq.val()) {
            self.q.next = self.p_bl.val().get_bits::<16>(0);
        }
        self.need.next = bit_cast::<32, 16>(self.q.val()) << 16;
        self.granted_n.next = self.p_granted.val() + bit_cast::<32, 16>(self.q.val());
        self.rem_pos.next = self.p_bl.val() != bit_cast::<32, 16>(self.q.val());

        // ---- control
        self.req_ready.next = self.state.q.val() == 0;
        self.o_done.d.next = false;
        self.o_gv.d.next = false;
        self.we.next = false;
        self.wa.next = self.ccc_r.q.val().get_bits::<A>(0);
        self.wd.next = self.ctx_ram.read_data.val();
        self.fwe.next = false;
        self.fwd.next = self.ccc_r.q.val();
        self.p_queued.next = true;
        self.ctx_ram.read_address.next = self.req_ccc.val().get_bits::<A>(0);
        match self.state.q.val().index() {
            0 => {
                if self.req_valid.val() {
                    self.op_r.d.next = self.req_op.val();
                    self.ccc_r.d.next = self.req_ccc.val();
                    self.ev_r.d.next = self.req_ev.val();
                    self.ecn_r.d.next = self.req_ecn.val();
                    self.lh_r.d.next = self.req_last_hop.val();
                    self.pull_r.d.next = self.req_pull.val();
                    if self.req_op.val() == 3 {
                        self.now_r.d.next = self.now_ns.val();
                        self.dt_r.d.next = self.now_ns.val() - self.last.q.val();
                        self.state.d.next = 2.into();
                    } else if bit_cast::<17, 16>(self.req_ccc.val()) >= self.k_cccs.val() {
                        self.c_ccc.d.next = self.c_ccc.q.val() + 1;
                        self.o_done.d.next = true;
                        self.o_op.d.next = self.req_op.val();
                        self.o_ref.d.next = 1.into();
                        self.o_evch.d.next = false;
                    } else {
                        self.state.d.next = 1.into();
                    }
                } else if self.pace_en.val() {
                    self.op_r.d.next = 3.into();
                    self.now_r.d.next = self.now_ns.val();
                    self.dt_r.d.next = self.now_ns.val() - self.last.q.val();
                    self.state.d.next = 2.into();
                }
            }
            1 => {
                self.o_done.d.next = true;
                self.o_op.d.next = self.op_r.q.val();
                self.o_ref.d.next = 0.into();
                self.o_evch.d.next = false;
                self.state.d.next = 0.into();
                if self.op_r.q.val() == 0 {
                    // activate: ready, nothing wanted; the FIFO place kept
                    self.we.next = true;
                    self.wd.next = bit_cast::<RX_CTX_BITS, 1>(self.k_one.val())
                        | (bit_cast::<RX_CTX_BITS, 1>(self.c_queued.val().into()) << 65);
                } else if !self.c_ready.val() {
                    self.c_idle.d.next = self.c_idle.q.val() + 1;
                    self.o_ref.d.next = 2.into();
                } else {
                    self.we.next = true;
                    self.wd.next = bit_cast::<RX_CTX_BITS, 1>(self.k_one.val())
                        | (bit_cast::<RX_CTX_BITS, 32>(self.tgt.val()) << 1)
                        | (bit_cast::<RX_CTX_BITS, 32>(self.c_granted.val()) << 33)
                        | (bit_cast::<RX_CTX_BITS, 1>(self.queued_n.val().into()) << 65)
                        | (bit_cast::<RX_CTX_BITS, 8>(self.ce_ev_n.val()) << 66)
                        | (bit_cast::<RX_CTX_BITS, 3>(self.ce_run_n.val()) << 74);
                    self.o_evch.d.next = self.evch.val();
                    if self.evch.val() {
                        self.c_evch.d.next = self.c_evch.q.val() + 1;
                    }
                    if self.push.val() {
                        self.fwe.next = true;
                        self.tail.d.next = self.tail.q.val() + 1;
                        self.count.d.next = self.count.q.val() + 1;
                    }
                }
            }
            2 => {
                self.pccc_r.d.next = self.fifo_ram.read_data.val();
                self.ctx_ram.read_address.next = self.fifo_ram.read_data.val().get_bits::<A>(0);
                self.dtpos_r.d.next = !self.dt_r.q.val().get_bit(31) && self.dt_r.q.val().any();
                self.rsh_r.d.next = self.rsh.val();
                self.state.d.next = 3.into();
            }
            3 => {
                self.ctx_r.d.next = self.ctx_ram.read_data.val();
                self.state.d.next = 4.into();
            }
            4 => {
                self.tok_a.d.next = self.tok.val();
                if self.dtpos_r.q.val() {
                    self.tok_a.d.next = self.capped.val();
                }
                self.state.d.next = 5.into();
            }
            5 => {
                self.o_done.d.next = true;
                self.o_op.d.next = 3.into();
                self.o_ref.d.next = 0.into();
                self.o_evch.d.next = false;
                self.o_now.d.next = self.now_r.q.val();
                self.state.d.next = 0.into();
                self.tokens_x.d.next = self.tok_a.q.val() ^ self.k_cap.val();
                if self.dtpos_r.q.val() {
                    self.last.d.next = self.now_r.q.val();
                }
                self.wa.next = self.pccc_r.q.val().get_bits::<A>(0);
                self.fwd.next = self.pccc_r.q.val();
                if self.count.q.val().any() {
                    if !self.p_ready.val() || !self.p_blpos.val() {
                        // a head without backlog leaves the FIFO
                        self.head.d.next = self.head.q.val() + 1;
                        self.count.d.next = self.count.q.val() - 1;
                        self.we.next = true;
                        self.p_queued.next = false;
                        self.wd.next = bit_cast::<RX_CTX_BITS, 1>(self.p_ready.val().into())
                            | (bit_cast::<RX_CTX_BITS, 32>(self.p_target.val()) << 1)
                            | (bit_cast::<RX_CTX_BITS, 32>(self.p_granted.val()) << 33)
                            | (bit_cast::<RX_CTX_BITS, 11>(self.p_rest.val()) << 66);
                    } else if self.tok_a.q.val() >= self.need.val() {
                        self.tokens_x.d.next =
                            (self.tok_a.q.val() - self.need.val()) ^ self.k_cap.val();
                        self.head.d.next = self.head.q.val() + 1;
                        self.we.next = true;
                        if self.rem_pos.val() {
                            // requeued at the tail
                            self.fwe.next = true;
                            self.tail.d.next = self.tail.q.val() + 1;
                        } else {
                            self.count.d.next = self.count.q.val() - 1;
                            self.p_queued.next = false;
                        }
                        self.wd.next = bit_cast::<RX_CTX_BITS, 1>(self.p_ready.val().into())
                            | (bit_cast::<RX_CTX_BITS, 32>(self.p_target.val()) << 1)
                            | (bit_cast::<RX_CTX_BITS, 32>(self.granted_n.val()) << 33)
                            | (bit_cast::<RX_CTX_BITS, 1>(self.p_queued.val().into()) << 65)
                            | (bit_cast::<RX_CTX_BITS, 11>(self.p_rest.val()) << 66);
                        self.o_gv.d.next = true;
                        self.o_gccc.d.next = self.pccc_r.q.val();
                        self.o_gpull.d.next = self.granted_n.val();
                        self.o_gbytes.d.next = bit_cast::<24, 16>(self.q.val()) << 8;
                        self.c_grants.d.next = self.c_grants.q.val() + 1;
                        self.c_bytes.d.next =
                            self.c_bytes.q.val() + (bit_cast::<48, 16>(self.q.val()) << 8);
                    }
                }
            }
            _ => {
                self.state.d.next = 0.into();
            }
        }
        self.ctx_ram.write_enable.next = self.we.val();
        self.ctx_ram.write_address.next = self.wa.val();
        self.ctx_ram.write_data.next = self.wd.val();
        self.fifo_ram.write_enable.next = self.fwe.val();
        self.fifo_ram.write_address.next = self.tail.q.val();
        self.fifo_ram.write_data.next = self.fwd.val();
        self.fifo_ram.read_address.next = self.head.q.val();
        self.ctx_we.next = self.we.val();
        self.ctx_waddr.next = self.wa.val();
        self.ctx_wdata.next = self.wd.val();
        // ---- outputs
        self.done.next = self.o_done.q.val();
        self.done_op.next = self.o_op.q.val();
        self.done_refused.next = self.o_ref.q.val();
        self.done_ev_change.next = self.o_evch.q.val();
        self.done_now.next = self.o_now.q.val();
        self.grant_valid.next = self.o_gv.q.val();
        self.grant_ccc.next = self.o_gccc.q.val();
        self.grant_pull.next = self.o_gpull.q.val();
        self.grant_bytes.next = self.o_gbytes.q.val();
        self.tokens_q8.next = self.tok.val();
        self.last_ns.next = self.last.q.val();
        self.waiting.next = self.count.q.val();
        self.granted_bytes.next = self.c_bytes.q.val();
        self.grants.next = self.c_grants.q.val();
        self.ev_changes.next = self.c_evch.q.val();
        self.refused_ccc_out_of_range.next = self.c_ccc.q.val();
        self.refused_idle.next = self.c_idle.q.val();
    }
}

/// Width of the packed sender context ([`SenderCredit::BITS`]).
pub const TX_CTX_BITS: usize = 91;

// `RcccSender` states: 0 IDLE (take a request; its context is read), 1 E1 (the credit, AR
// and RTS rules; the window the pull target wants), 2 E2 (the pull target; the context
// written; the next request for another CCC taken in the same clock).

/// The sender's credit of `2^A` CCCs: the golden [`golden_model::rccc::SenderCredits`].
/// One request port (op 0 init, 1 grant, 2 stop speculating, 3 send, 4 RTS rule; operands
/// `req_a` = pull_q / size / now, `req_backlog`, `req_in_flight`, `req_cwnd`, `req_flags`
/// bit 0 retransmission or has_data, bit 1 window_full); the configuration (`cfg_*`, from
/// the register image) is held static while requests flow. Two clocks per request when
/// consecutive requests are for different CCCs, three for the same CCC, one for a refusal
/// (CCC out of range, counted). At 40 MHz: 20 M requests/s, a send and a quarter of a grant
/// per 4 KB packet at 400 Gb/s being 15.3 M/s.
#[ports]
#[derive(LogicBlock)]
pub struct RcccSender<const A: usize> {
    pub clock: Signal<In, Clock>,
    pub req_valid: Signal<In, Bit>,
    pub req_ready: Signal<Out, Bit>,
    pub req_op: Signal<In, Bits<3>>,
    pub req_ccc: Signal<In, Bits<16>>,
    pub req_a: Signal<In, Bits<32>>,
    pub req_backlog: Signal<In, Bits<32>>,
    pub req_in_flight: Signal<In, Bits<32>>,
    pub req_cwnd: Signal<In, Bits<32>>,
    pub req_flags: Signal<In, Bits<2>>,
    pub cfg_rccc: Signal<In, Bit>,
    pub cfg_max_credit: Signal<In, Bits<32>>,
    pub cfg_initial_credit: Signal<In, Bits<32>>,
    pub cfg_rts_interval: Signal<In, Bits<32>>,
    pub cfg_mtu: Signal<In, Bits<32>>,
    pub done: Signal<Out, Bit>,
    pub done_op: Signal<Out, Bits<3>>,
    pub done_refused: Signal<Out, Bit>,
    pub done_ok: Signal<Out, Bit>,
    pub done_ar: Signal<Out, Bit>,
    pub done_rts: Signal<Out, Bit>,
    pub done_bytes: Signal<Out, Bits<25>>,
    pub done_pull: Signal<Out, Bits<32>>,
    pub refused_ccc_out_of_range: Signal<Out, Bits<32>>,
    pub ctx_we: Signal<Out, Bit>,
    pub ctx_waddr: Signal<Out, Bits<A>>,
    pub ctx_wdata: Signal<Out, Bits<TX_CTX_BITS>>,
    k_cccs: Constant<Bits<17>>,
    ctx_ram: RAM<Bits<TX_CTX_BITS>, A>,
    state: DFF<Bits<2>>,
    op_r: DFF<Bits<3>>,
    ccc_r: DFF<Bits<16>>,
    a_r: DFF<Bits<32>>,
    bl_r: DFF<Bits<32>>,
    inf_r: DFF<Bits<32>>,
    cw_r: DFF<Bits<32>>,
    fl_r: DFF<Bits<2>>,
    // E1 -> E2
    cr_e: DFF<Bits<27>>,
    pull_e: DFF<Bits<32>>,
    spec_e: DFF<Bit>,
    last_e: DFF<Bits<32>>,
    sent_e: DFF<Bit>,
    /// min(backlog, cwnd + mtu, max_credit, 2^25): beyond 2^25 the need saturates anyway.
    want_e: DFF<Bits<27>>,
    /// The credit before the op and whether a grant added to it (its bytes are the
    /// difference, taken in E2).
    cro_e: DFF<Bits<27>>,
    gnew_e: DFF<Bit>,
    blnz_e: DFF<Bit>,
    ok_e: DFF<Bit>,
    ar_e: DFF<Bit>,
    rts_e: DFF<Bit>,
    o_done: DFF<Bit>,
    o_op: DFF<Bits<3>>,
    o_ref: DFF<Bit>,
    o_ok: DFF<Bit>,
    o_ar: DFF<Bit>,
    o_rts: DFF<Bit>,
    o_bytes: DFF<Bits<25>>,
    o_pull: DFF<Bits<32>>,
    /// The pull target's need in bytes (0..2^24 - 1), rounded up to quanta at the output.
    o_q: DFF<Bits<24>>,
    c_ref: DFF<Bits<32>>,
    // combinational
    c_cr: Signal<Local, Bits<27>>,
    c_pull: Signal<Local, Bits<32>>,
    c_spec: Signal<Local, Bit>,
    c_last: Signal<Local, Bits<32>>,
    c_sent: Signal<Local, Bit>,
    cap: Signal<Local, Bits<27>>,
    init_c: Signal<Local, Bits<27>>,
    cr_pos: Signal<Local, Bit>,
    g_d: Signal<Local, Bits<32>>,
    g_q: Signal<Local, Bits<27>>,
    g_sum: Signal<Local, Bits<27>>,
    g_cr: Signal<Local, Bits<27>>,
    sz: Signal<Local, Bits<27>>,
    s_cr: Signal<Local, Bits<27>>,
    s_crn: Signal<Local, Bits<27>>,
    s_end: Signal<Local, Bits<33>>,
    ok: Signal<Local, Bit>,
    r_el: Signal<Local, Bits<32>>,
    r_due: Signal<Local, Bit>,
    w_cm: Signal<Local, Bits<34>>,
    w_min: Signal<Local, Bits<34>>,
    n_cr: Signal<Local, Bits<27>>,
    n_pull: Signal<Local, Bits<32>>,
    n_spec: Signal<Local, Bit>,
    n_last: Signal<Local, Bits<32>>,
    n_sent: Signal<Local, Bit>,
    n_ok: Signal<Local, Bit>,
    n_ar: Signal<Local, Bit>,
    n_rts: Signal<Local, Bit>,
    need: Signal<Local, Bits<28>>,
    need_c: Signal<Local, Bits<28>>,
    q: Signal<Local, Bits<24>>,
    e_by: Signal<Local, Bits<27>>,
    e2_take: Signal<Local, Bit>,
    in_range: Signal<Local, Bit>,
    we: Signal<Local, Bit>,
    wd: Signal<Local, Bits<TX_CTX_BITS>>,
}

impl<const A: usize> RcccSender<A> {
    pub fn new(cccs: usize) -> Self {
        assert!(cccs >= 1 && cccs <= 1 << A && A <= 16);
        assert_eq!(TX_CTX_BITS as u32, SenderCredit::BITS);
        RcccSender::with_init(RcccSenderInit {
            k_cccs: k(cccs as u64),
        })
    }
}

impl<const A: usize> Logic for RcccSender<A> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, op_r, ccc_r, a_r, bl_r, inf_r, cw_r, fl_r, cr_e, pull_e, spec_e,
            last_e, sent_e, want_e, cro_e, gnew_e, blnz_e, ok_e, ar_e, rts_e, o_done, o_op, o_ref,
            o_ok, o_ar, o_rts, o_bytes, o_pull, o_q, c_ref
        );
        self.ctx_ram.read_clock.next = self.clock.val();
        self.ctx_ram.write_clock.next = self.clock.val();
        // ---- E1: the context as read; credits are 27-bit two's complement here
        self.c_cr.next = bit_cast::<27, 25>(self.ctx_ram.read_data.val().get_bits::<25>(0));
        if self.ctx_ram.read_data.val().get_bit(24) {
            self.c_cr.next = bit_cast::<27, 25>(self.ctx_ram.read_data.val().get_bits::<25>(0))
                | (bit_cast::<27, 2>(3.into()) << 25);
        }
        self.c_pull.next = self.ctx_ram.read_data.val().get_bits::<32>(25);
        self.c_spec.next = self.ctx_ram.read_data.val().get_bit(57);
        self.c_last.next = self.ctx_ram.read_data.val().get_bits::<32>(58);
        self.c_sent.next = self.ctx_ram.read_data.val().get_bit(90);
        // cap = min(max_credit, 2^24 - 1); the initial credit min(initial, cap)
        self.cap.next = bit_cast::<27, 24>(0xFF_FFFF.into());
        if !self.cfg_max_credit.val().get_bits::<8>(24).any() {
            self.cap.next = bit_cast::<27, 24>(self.cfg_max_credit.val().get_bits::<24>(0));
        }
        self.init_c.next = self.cap.val();
        if bit_cast::<33, 32>(self.cfg_initial_credit.val()) < bit_cast::<33, 27>(self.cap.val()) {
            self.init_c.next = bit_cast::<27, 32>(self.cfg_initial_credit.val());
        }
        self.cr_pos.next = !self.c_cr.val().get_bit(26) && self.c_cr.val().any();
        // grant: what is new of the cumulative pull_q, at most 2^16 - 1 quanta, capped
        self.g_d.next = self.a_r.q.val() - self.c_pull.val();
        self.g_q.next = bit_cast::<27, 16>(0xFFFF.into()) << 8;
        if !self.g_d.val().get_bits::<16>(16).any() {
            self.g_q.next = bit_cast::<27, 16>(self.g_d.val().get_bits::<16>(0)) << 8;
        }
        self.g_sum.next = self.c_cr.val() + self.g_q.val();
        self.g_cr.next = self.g_sum.val();
        if !self.g_sum.val().get_bit(26) && self.g_sum.val() > self.cap.val() {
            self.g_cr.next = self.cap.val();
        }
        // send: the credit spent down to -2^24
        self.sz.next = bit_cast::<27, 24>(0xFF_FFFF.into());
        if !self.a_r.q.val().get_bits::<8>(24).any() {
            self.sz.next = bit_cast::<27, 24>(self.a_r.q.val().get_bits::<24>(0));
        }
        self.s_cr.next = self.c_cr.val() - self.sz.val();
        self.s_crn.next = self.s_cr.val();
        if self.s_cr.val().get_bits::<3>(24) == 6 {
            // in [-2^25, -2^24): 27-bit two's complement 0b110_...
            self.s_crn.next = bit_cast::<27, 3>(7.into()) << 24;
        }
        self.ok.next = !self.cfg_rccc.val() || self.cr_pos.val();
        // RTS: one per interval (32-bit wrapping)
        self.r_el.next = self.a_r.q.val() - self.c_last.val();
        self.r_due.next = self.fl_r.q.val().get_bit(0)
            && self.fl_r.q.val().get_bit(1)
            && (!self.cfg_rccc.val() || !self.cr_pos.val())
            && !(self.c_sent.val() && self.r_el.val() < self.cfg_rts_interval.val());
        // the window the pull target wants: min(backlog, cwnd + mtu, max_credit)
        self.w_cm.next =
            bit_cast::<34, 32>(self.cw_r.q.val()) + bit_cast::<34, 32>(self.cfg_mtu.val());
        self.w_min.next = bit_cast::<34, 32>(self.bl_r.q.val());
        if self.w_cm.val() < self.w_min.val() {
            self.w_min.next = self.w_cm.val();
        }
        if bit_cast::<34, 32>(self.cfg_max_credit.val()) < self.w_min.val() {
            self.w_min.next = bit_cast::<34, 32>(self.cfg_max_credit.val());
        }
        if self.w_min.val().get_bits::<9>(25).any() {
            self.w_min.next = bit_cast::<34, 26>(1.into()) << 25;
        }
        // the op's new state and answers
        self.n_cr.next = self.c_cr.val();
        self.n_pull.next = self.c_pull.val();
        self.n_spec.next = self.c_spec.val();
        self.n_last.next = self.c_last.val();
        self.n_sent.next = self.c_sent.val();
        self.n_ok.next = false;
        self.n_ar.next = false;
        self.n_rts.next = false;
        if self.op_r.q.val() == 0 {
            self.n_cr.next = self.init_c.val();
            self.n_pull.next = 0.into();
            self.n_spec.next = self.init_c.val().any();
            self.n_last.next = 0.into();
            self.n_sent.next = false;
        } else if self.op_r.q.val() == 1 {
            if !self.g_d.val().get_bit(31) && self.g_d.val().any() {
                self.n_pull.next = self.a_r.q.val();
                self.n_cr.next = self.g_cr.val();
            }
        } else if self.op_r.q.val() == 2 {
            if self.c_spec.val() {
                self.n_spec.next = false;
                if self.cr_pos.val() {
                    self.n_cr.next = 0.into();
                }
            }
        } else if self.op_r.q.val() == 3 {
            self.n_ok.next = self.ok.val();
            if self.ok.val() && self.cfg_rccc.val() {
                self.n_cr.next = self.s_crn.val();
            }
        } else if self.op_r.q.val() == 4 && self.r_due.val() {
            self.n_rts.next = true;
            self.n_sent.next = true;
            self.n_last.next = self.a_r.q.val();
        }
        // AR on the credit after the send: with RCCC a send is taken only with credit > 0,
        // and the credit it leaves is <= 0 exactly when the credit was <= the size (a
        // compare beside the subtraction, not after it)
        self.s_end.next =
            bit_cast::<33, 32>(self.inf_r.q.val()) + bit_cast::<33, 32>(self.a_r.q.val());
        if self.op_r.q.val() == 3 && self.ok.val() {
            self.n_ar.next = self.fl_r.q.val().get_bit(0)
                || !self.bl_r.q.val().any()
                || (self.cfg_rccc.val() && self.c_cr.val() <= self.sz.val())
                || self.s_end.val() >= bit_cast::<33, 32>(self.cw_r.q.val());
        }
        // ---- E2: the pull target's need of the new state (28-bit two's complement)
        self.need.next =
            bit_cast::<28, 27>(self.want_e.q.val()) - bit_cast::<28, 27>(self.cr_e.q.val());
        if self.cr_e.q.val().get_bit(26) {
            // sign-extended credit
            self.need.next = bit_cast::<28, 27>(self.want_e.q.val())
                - (bit_cast::<28, 27>(self.cr_e.q.val()) | (bit_cast::<28, 1>(1.into()) << 27));
        }
        self.need_c.next = self.need.val();
        if self.spec_e.q.val()
            && self.blnz_e.q.val()
            && (self.need.val().get_bit(27)
                || bit_cast::<32, 28>(self.need.val()) < self.cfg_mtu.val())
        {
            self.need_c.next = bit_cast::<28, 32>(self.cfg_mtu.val());
            if self.cfg_mtu.val().get_bits::<8>(24).any() {
                self.need_c.next = bit_cast::<28, 24>(0xFF_FFFF.into());
            }
        }
        self.q.next = 0xFF_FFFF.into();
        if self.need_c.val().get_bit(27) {
            self.q.next = 0.into();
        } else if !self.need_c.val().get_bits::<3>(24).any() {
            self.q.next = self.need_c.val().get_bits::<24>(0);
        }
        // a grant's bytes: what it added to the credit, at least 0
        self.e_by.next = self.cr_e.q.val() - self.cro_e.q.val();
        if self.e_by.val().get_bit(26) || !self.gnew_e.q.val() {
            self.e_by.next = 0.into();
        }
        // ---- control
        self.in_range.next = bit_cast::<17, 16>(self.req_ccc.val()) < self.k_cccs.val();
        self.e2_take.next = self.state.q.val() == 2
            && self.in_range.val()
            && self.req_ccc.val() != self.ccc_r.q.val();
        self.req_ready.next = self.state.q.val() == 0 || self.e2_take.val();
        self.o_done.d.next = false;
        self.we.next = false;
        self.wd.next = bit_cast::<TX_CTX_BITS, 25>(self.cr_e.q.val().get_bits::<25>(0))
            | (bit_cast::<TX_CTX_BITS, 32>(self.pull_e.q.val()) << 25)
            | (bit_cast::<TX_CTX_BITS, 1>(self.spec_e.q.val().into()) << 57)
            | (bit_cast::<TX_CTX_BITS, 32>(self.last_e.q.val()) << 58)
            | (bit_cast::<TX_CTX_BITS, 1>(self.sent_e.q.val().into()) << 90);
        self.ctx_ram.read_address.next = self.req_ccc.val().get_bits::<A>(0);
        if self.state.q.val() == 1 {
            self.cr_e.d.next = self.n_cr.val();
            self.pull_e.d.next = self.n_pull.val();
            self.spec_e.d.next = self.n_spec.val();
            self.last_e.d.next = self.n_last.val();
            self.sent_e.d.next = self.n_sent.val();
            self.want_e.d.next = self.w_min.val().get_bits::<27>(0);
            self.cro_e.d.next = self.c_cr.val();
            self.gnew_e.d.next =
                self.op_r.q.val() == 1 && !self.g_d.val().get_bit(31) && self.g_d.val().any();
            self.blnz_e.d.next = self.bl_r.q.val().any();
            self.ok_e.d.next = self.n_ok.val();
            self.ar_e.d.next = self.n_ar.val();
            self.rts_e.d.next = self.n_rts.val();
            self.state.d.next = 2.into();
        }
        if self.state.q.val() == 2 {
            self.we.next = true;
            self.o_done.d.next = true;
            self.o_op.d.next = self.op_r.q.val();
            self.o_ref.d.next = false;
            self.o_ok.d.next = self.ok_e.q.val();
            self.o_ar.d.next = self.ar_e.q.val();
            self.o_rts.d.next = self.rts_e.q.val();
            self.o_bytes.d.next = self.e_by.val().get_bits::<25>(0);
            self.o_pull.d.next = self.pull_e.q.val();
            self.o_q.d.next = self.q.val();
            self.state.d.next = 0.into();
        }
        if self.req_valid.val() && (self.state.q.val() == 0 || self.e2_take.val()) {
            self.op_r.d.next = self.req_op.val();
            self.ccc_r.d.next = self.req_ccc.val();
            self.a_r.d.next = self.req_a.val();
            self.bl_r.d.next = self.req_backlog.val();
            self.inf_r.d.next = self.req_in_flight.val();
            self.cw_r.d.next = self.req_cwnd.val();
            self.fl_r.d.next = self.req_flags.val();
            if self.in_range.val() {
                self.state.d.next = 1.into();
            } else {
                self.c_ref.d.next = self.c_ref.q.val() + 1;
                self.o_done.d.next = true;
                self.o_op.d.next = self.req_op.val();
                self.o_ref.d.next = true;
                self.o_ok.d.next = false;
                self.o_ar.d.next = false;
                self.o_rts.d.next = false;
            }
        }
        self.ctx_ram.write_enable.next = self.we.val();
        self.ctx_ram.write_address.next = self.ccc_r.q.val().get_bits::<A>(0);
        self.ctx_ram.write_data.next = self.wd.val();
        self.ctx_we.next = self.we.val();
        self.ctx_waddr.next = self.ccc_r.q.val().get_bits::<A>(0);
        self.ctx_wdata.next = self.wd.val();
        self.done.next = self.o_done.q.val();
        self.done_op.next = self.o_op.q.val();
        self.done_refused.next = self.o_ref.q.val();
        self.done_ok.next = self.o_ok.q.val();
        self.done_ar.next = self.o_ar.q.val();
        self.done_rts.next = self.o_rts.q.val();
        self.done_bytes.next = self.o_bytes.q.val();
        // the need rounded up to quanta on top of the grants seen
        self.done_pull.next = self.o_pull.q.val()
            + (bit_cast::<32, 25>(bit_cast::<25, 24>(self.o_q.q.val()) + 255) >> 8);
        self.refused_ccc_out_of_range.next = self.c_ref.q.val();
    }
}

/// CCCs of the Cu's pacer (as the compact engine) and of the ECP5's (as the EV engine).
pub const CU_RCCC_CCCS: usize = 128;
pub const ECP5_RCCC_CCCS: usize = 1024;

/// The port every instance is built for: 400 Gb/s, 4 KB packets
/// ([`RcccConfig::for_port`]: drained at 99 %, 16 KB grants, a 32 KB bucket, EV-change
/// requests after 2 CE marks in a row).
pub fn port_config() -> RcccConfig {
    RcccConfig::for_port(400_000_000_000, 4096).expect("400 Gb/s is a valid port")
}

fn pacer_verilog<const A: usize>(cccs: usize) -> String {
    let mut uut = RcccPacer::<A>::new(&port_config(), cccs);
    uut.connect_all();
    // The context RAM is read and written in different states; the FIFO's head is read in
    // every clock, but a read in a write's clock is never used (the next op reads again).
    crate::rams_without_collision_check(generate_verilog(&uut))
}

/// The sender configuration of the tests and reports: RCCC on, a MaxWnd of 938,016 B of
/// credit (htsim's on the shared traces), speculative from the start, one RTS per RTT.
pub fn sender_config() -> SenderConfig {
    SenderConfig {
        rccc: true,
        max_credit: 938_016,
        initial_credit: 938_016,
        rts_interval_ns: 12_506,
        mtu: 4160,
    }
}

fn sender_verilog<const A: usize>(cccs: usize) -> String {
    let mut uut = RcccSender::<A>::new(cccs);
    uut.connect_all();
    // read (IDLE or E2, the next request's CCC) and written (E2, another CCC) apart
    crate::rams_without_collision_check(generate_verilog(&uut))
}

/// Verilog of the Cu's sender credit block (128 CCCs).
pub fn verilog_sender_cu() -> String {
    sender_verilog::<7>(CU_RCCC_CCCS)
}

/// Verilog of the ECP5's sender credit block (1,024 CCCs).
pub fn verilog_sender_ecp5() -> String {
    sender_verilog::<10>(ECP5_RCCC_CCCS)
}

/// Verilog of the Cu's receiver pacer (128 CCCs, top module `top`).
pub fn verilog_pacer_cu() -> String {
    pacer_verilog::<7>(CU_RCCC_CCCS)
}

/// Verilog of the ECP5's receiver pacer (1,024 CCCs).
pub fn verilog_pacer_ecp5() -> String {
    pacer_verilog::<10>(ECP5_RCCC_CCCS)
}
