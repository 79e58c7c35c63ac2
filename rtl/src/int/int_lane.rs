//! `IntHopLane`: one INT record's hop pipeline, u' and the EWMA gain a of one hop, for the
//! ECP5's `IntEngine`, which runs five side by side (one per record of an ACK's group, the
//! same arithmetic as `IntFixed::step_hw`'s hop term; `docs/int-cc.md`, "The RTL").
//!
//! A record issued in cycle H (its L store address, its observation address, the event's
//! profile) reads its hop's L word (2 clocks: `CtxRam`) and its link speed's constants,
//! writes the record as the hop's new L word in H+1, and gives u' (0 when the hop is
//! skipped) and a, registered, in H+21. The profile's T and kt come in H+1 from the
//! engine's profile store (one read serves every lane). Each lane keeps its own copy of the
//! speed constants (written together on the configuration port) and its own L store: the
//! records of one ACK are read and written in one clock.

use golden_model::intcc::fixed::{words, INT_L_BITS};
use rust_hdl::prelude::*;

use crate::blocks::{Delay17, Delay2, Delay6, Delay8, Delay9};
use crate::int::int_fp_mul::{IntFpInt, IntFpMul, IntRecip, IntToFixed};
use crate::nscc::ctx_ram::CtxRam;

/// An L word: the hop's last qlen, ts and txBytes.
pub const LREC: usize = 112;
/// A record of `ev_hops`.
pub const REC: usize = words::HOP_BITS as usize;
/// Clocks from a record's issue to the lane's u' and a.
pub const LANE_LATENCY: u64 = 21;

const _: () = assert!(INT_L_BITS as usize == LREC);

/// A hop lane whose L store has `2^LB` words; `LA` is the width of the observation address
/// (the engine's `ccc * 8 + hop`).
#[derive(LogicBlock, Default)]
pub struct IntHopLane<const LB: usize, const LA: usize> {
    pub clock: Signal<In, Clock>,
    // ---- the record, in its issue cycle H
    pub in_v: Signal<In, Bit>,
    /// A refused or empty event: no L write, the hop skipped
    pub in_nop: Signal<In, Bit>,
    pub rec: Signal<In, Bits<REC>>,
    pub prof: Signal<In, Bits<2>>,
    pub l_addr: Signal<In, Bits<LB>>,
    pub l_oaddr: Signal<In, Bits<LA>>,
    // ---- the profile's hop constants, in H+1: T [39:0], kt [65:40]
    pub prof_hop: Signal<In, Bits<66>>,
    // ---- the speed constants' write port (configuration op 1): kq, kr, valid [52]
    pub cfg_we: Signal<In, Bit>,
    pub cfg_addr: Signal<In, Bits<5>>,
    pub cfg_data: Signal<In, Bits<53>>,
    // ---- the hop's u' and a, in H+21
    pub out_u: Signal<Out, Bits<28>>,
    pub out_a: Signal<Out, Bits<21>>,
    // ---- the L write (observation)
    pub l_we: Signal<Out, Bit>,
    pub l_waddr: Signal<Out, Bits<LA>>,
    pub l_wdata: Signal<Out, Bits<LREC>>,
    speed_ram: RAM<Bits<53>, 5>,
    l_ram: CtxRam<LREC, LB>,
    l_we_r: DFF<Bit>,
    l_wa_r: DFF<Bits<LB>>,
    l_oa_r: DFF<Bits<LA>>,
    l_wd_r: DFF<Bits<LREC>>,
    // ---- H+1
    p1_nop: DFF<Bit>,
    p1_sv: DFF<Bit>,
    p1_q: DFF<Bits<32>>,
    p1_ts: DFF<Bits<40>>,
    p1_tx: DFF<Bits<40>>,
    // ---- H+2 (the L word's second clock: the ECP5's DP16KD output register)
    p1b_skip: DFF<Bit>,
    p1b_q: DFF<Bits<32>>,
    p1b_ts: DFF<Bits<40>>,
    p1b_tx: DFF<Bits<40>>,
    p1b_kq: DFF<Bits<26>>,
    p1b_kr: DFF<Bits<26>>,
    p1b_kt: DFF<Bits<26>>,
    p1b_t: DFF<Bits<40>>,
    // ---- H+3
    p2_skip: DFF<Bit>,
    p2_q: DFF<Bits<32>>,
    p2_dts: DFF<Bits<40>>,
    p2_dtx: DFF<Bits<40>>,
    p2_kq: DFF<Bits<26>>,
    p2_kr: DFF<Bits<26>>,
    p2_kt: DFF<Bits<26>>,
    p2_t: DFF<Bits<40>>,
    skip_d: Delay17<Bit>,
    ge_t_d: Delay8<Bit>,
    kq_d: Delay2<Bits<26>>,
    kr_d: Delay2<Bits<26>>,
    kt_d: Delay2<Bits<26>>,
    int_q: IntFpInt,
    int_x: IntFpInt,
    int_s: IntFpInt,
    mul_q: IntFpMul,
    mul_r: IntFpMul,
    mul_t: IntFpMul,
    recip_s: IntRecip,
    fx_q: IntToFixed,
    fx_a: IntToFixed,
    mul_r_d: Delay6<Bits<26>>,
    uq_d: Delay9<Bits<28>>,
    a_d: Delay9<Bits<21>>,
    mul_u: IntFpMul,
    fx_u: IntToFixed,
    u_r: DFF<Bits<28>>,
    a_r: DFF<Bits<21>>,
    // ---- combinational
    lq: Signal<Local, Bits<32>>,
    lts: Signal<Local, Bits<40>>,
    ltx: Signal<Local, Bits<40>>,
    dts: Signal<Local, Bits<40>>,
    dtx: Signal<Local, Bits<40>>,
    up: Signal<Local, Bits<29>>,
    upc: Signal<Local, Bits<28>>,
}

impl<const LB: usize, const LA: usize> Logic for IntHopLane<LB, LA> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, l_we_r, l_wa_r, l_oa_r, l_wd_r, p1_nop, p1_sv, p1_q, p1_ts, p1_tx,
            p1b_skip, p1b_q, p1b_ts, p1b_tx, p1b_kq, p1b_kr, p1b_kt, p1b_t, p2_skip, p2_q, p2_dts,
            p2_dtx, p2_kq, p2_kr, p2_kt, p2_t, u_r, a_r
        );
        clock!(
            self, clock, skip_d, ge_t_d, kq_d, kr_d, kt_d, int_q, int_x, int_s, mul_q, mul_r,
            mul_t, recip_s, fx_q, fx_a, mul_r_d, uq_d, a_d, mul_u, fx_u
        );
        self.speed_ram.read_clock.next = self.clock.val();
        self.speed_ram.write_clock.next = self.clock.val();
        self.l_ram.read_clock.next = self.clock.val();
        self.l_ram.write_clock.next = self.clock.val();
        self.speed_ram.write_enable.next = self.cfg_we.val();
        self.speed_ram.write_address.next = self.cfg_addr.val();
        self.speed_ram.write_data.next = self.cfg_data.val();

        // H: the hop's L word and its speed's constants read; the record is the hop's new
        // L word, written the clock after
        self.l_ram.read_address.next = self.l_addr.val();
        self.speed_ram.read_address.next = (bit_cast::<5, 2>(self.prof.val()) << 3)
            | bit_cast::<5, 3>(self.rec.val().get_bits::<3>(113));
        self.p1_nop.d.next = self.in_nop.val() | !self.in_v.val();
        self.p1_sv.d.next = self.rec.val().get_bit(112);
        self.p1_q.d.next = self.rec.val().get_bits::<32>(0);
        self.p1_ts.d.next = self.rec.val().get_bits::<40>(32);
        self.p1_tx.d.next = self.rec.val().get_bits::<40>(72);
        self.l_we_r.d.next = self.in_v.val() & !self.in_nop.val();
        self.l_wa_r.d.next = self.l_addr.val();
        self.l_oa_r.d.next = self.l_oaddr.val();
        self.l_wd_r.d.next = self.rec.val().get_bits::<LREC>(0);
        self.l_ram.write_enable.next = self.l_we_r.q.val();
        self.l_ram.write_address.next = self.l_wa_r.q.val();
        self.l_ram.write_data.next = self.l_wd_r.q.val();
        self.l_we.next = self.l_we_r.q.val();
        self.l_waddr.next = self.l_oa_r.q.val();
        self.l_wdata.next = self.l_wd_r.q.val();

        // H+1: the record and the hop's constants registered once more, beside the L word's
        // second clock; no speed, or a speed the profile lacks: the hop is skipped
        self.p1b_skip.d.next =
            self.p1_nop.q.val() | !self.p1_sv.q.val() | !self.speed_ram.read_data.val().get_bit(52);
        self.p1b_q.d.next = self.p1_q.q.val();
        self.p1b_ts.d.next = self.p1_ts.q.val();
        self.p1b_tx.d.next = self.p1_tx.q.val();
        self.p1b_kq.d.next = self.speed_ram.read_data.val().get_bits::<26>(0);
        self.p1b_kr.d.next = self.speed_ram.read_data.val().get_bits::<26>(26);
        self.p1b_kt.d.next = self.prof_hop.val().get_bits::<26>(40);
        self.p1b_t.d.next = self.prof_hop.val().get_bits::<40>(0);
        // H+2: the differences against L (Δts <= 0 skips the hop)
        self.lq.next = self.l_ram.read_data.val().get_bits::<32>(0);
        self.lts.next = self.l_ram.read_data.val().get_bits::<40>(32);
        self.ltx.next = self.l_ram.read_data.val().get_bits::<40>(72);
        self.dts.next = self.p1b_ts.q.val() - self.lts.val();
        self.dtx.next = self.p1b_tx.q.val() - self.ltx.val();
        self.p2_q.d.next = self.p1b_q.q.val();
        if self.lq.val() < self.p1b_q.q.val() {
            self.p2_q.d.next = self.lq.val();
        }
        self.p2_dts.d.next = self.dts.val();
        self.p2_dtx.d.next = self.dtx.val();
        if self.dtx.val().get_bit(39) {
            self.p2_dtx.d.next = 0.into();
        }
        self.p2_skip.d.next =
            self.p1b_skip.q.val() | self.dts.val().get_bit(39) | (self.dts.val() == 0);
        self.p2_kq.d.next = self.p1b_kq.q.val();
        self.p2_kr.d.next = self.p1b_kr.q.val();
        self.p2_kt.d.next = self.p1b_kt.q.val();
        self.p2_t.d.next = self.p1b_t.q.val();
        // H+3: the three integers on the multiplier
        self.int_q.x.next = bit_cast::<40, 32>(self.p2_q.q.val());
        self.int_q.in_valid.next = true;
        self.int_x.x.next = self.p2_dtx.q.val();
        self.int_x.in_valid.next = true;
        self.int_s.x.next = self.p2_dts.q.val();
        self.int_s.in_valid.next = true;
        self.skip_d.d.next = self.p2_skip.q.val();
        self.ge_t_d.d.next = self.p2_dts.q.val() >= self.p2_t.q.val();
        self.kq_d.d.next = self.p2_kq.q.val();
        self.kr_d.d.next = self.p2_kr.q.val();
        self.kt_d.d.next = self.p2_kt.q.val();
        // H+5: qmin kq, Δtx kr, Δts / T, 1 / Δts
        self.mul_q.in_valid.next = true;
        self.mul_q.a_m.next = self.int_q.out_m.val();
        self.mul_q.a_e.next = self.int_q.out_e.val();
        self.mul_q.b_m.next = self.kq_d.q.val().get_bits::<16>(0);
        self.mul_q.b_e.next = self.kq_d.q.val().get_bits::<10>(16);
        self.mul_r.in_valid.next = true;
        self.mul_r.a_m.next = self.int_x.out_m.val();
        self.mul_r.a_e.next = self.int_x.out_e.val();
        self.mul_r.b_m.next = self.kr_d.q.val().get_bits::<16>(0);
        self.mul_r.b_e.next = self.kr_d.q.val().get_bits::<10>(16);
        self.mul_t.in_valid.next = true;
        self.mul_t.a_m.next = self.int_s.out_m.val();
        self.mul_t.a_e.next = self.int_s.out_e.val();
        self.mul_t.b_m.next = self.kt_d.q.val().get_bits::<16>(0);
        self.mul_t.b_e.next = self.kt_d.q.val().get_bits::<10>(16);
        self.recip_s.in_valid.next = true;
        self.recip_s.m.next = self.int_s.out_m.val();
        self.recip_s.e.next = self.int_s.out_e.val();
        // H+8: u'_q and a as fixed point; the rate's product waits for 1 / Δts
        self.fx_q.in_valid.next = true;
        self.fx_q.m.next = self.mul_q.out_m.val();
        self.fx_q.e.next = self.mul_q.out_e.val();
        self.fx_q.frac.next = 20.into();
        self.fx_q.max.next = 0xFFF_FFFF.into();
        self.fx_a.in_valid.next = true;
        self.fx_a.m.next = self.mul_t.out_m.val();
        self.fx_a.e.next = self.mul_t.out_e.val();
        self.fx_a.frac.next = 20.into();
        self.fx_a.max.next = 0x10_0000.into();
        self.mul_r_d.d.next = bit_cast::<26, 16>(self.mul_r.out_m.val())
            | (bit_cast::<26, 10>(self.mul_r.out_e.val()) << 16);
        // H+11
        self.uq_d.d.next = self.fx_q.out.val().get_bits::<28>(0);
        self.a_d.d.next = self.fx_a.out.val().get_bits::<21>(0);
        if self.ge_t_d.q.val() {
            self.a_d.d.next = 0x10_0000.into();
        }
        // H+14: u'_tx = Δtx kr / Δts
        self.mul_u.in_valid.next = true;
        self.mul_u.a_m.next = self.mul_r_d.q.val().get_bits::<16>(0);
        self.mul_u.a_e.next = self.mul_r_d.q.val().get_bits::<10>(16);
        self.mul_u.b_m.next = self.recip_s.out_m.val();
        self.mul_u.b_e.next = self.recip_s.out_e.val();
        // H+17
        self.fx_u.in_valid.next = true;
        self.fx_u.m.next = self.mul_u.out_m.val();
        self.fx_u.e.next = self.mul_u.out_e.val();
        self.fx_u.frac.next = 20.into();
        self.fx_u.max.next = 0xFFF_FFFF.into();
        // H+20: u' of the hop (0 when skipped), registered
        self.up.next = bit_cast::<29, 28>(self.uq_d.q.val())
            + bit_cast::<29, 28>(self.fx_u.out.val().get_bits::<28>(0));
        self.upc.next = self.up.val().get_bits::<28>(0);
        if self.up.val().get_bit(28) {
            self.upc.next = 0xFFF_FFFF.into();
        }
        if self.skip_d.q.val() {
            self.upc.next = 0.into();
        }
        self.u_r.d.next = self.upc.val();
        self.a_r.d.next = self.a_d.q.val();
        self.out_u.next = self.u_r.q.val();
        self.out_a.next = self.a_r.q.val();
    }
}
