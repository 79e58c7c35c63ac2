//! `MpEvEngine`: the multipath EV engine of many CCCs, the hardware twin of
//! [`golden_model::multipath::MpEngine`] (`docs/multipath.md`, "The RTL").
//!
//! One block for the four strategies (Oblivious, Bitmap, REPS, Mixed) and every size: the
//! strategy, `ev_bits`, `reps_bits`, the penalties, the freeze and the CCC count are
//! [`Constant`]s of the instance ([`MpEvEngine::new`]), so that synthesis keeps only the logic
//! the strategy uses; the widths of the two block RAMs are the const generics
//! (`RA` record-RAM address bits, `LB` record line width, `RB` record width = `LB` x lines,
//! `PA` penalty-RAM address bits). The per-CCC state is `MpEngine`'s `MpContext` words:
//!
//! * the **record** (the `record_fields` in bit order, consecutive 16-bit words) in one or two
//!   lines of `LB` bits at address `ccc x lines + line` (the Cu's Mixed: two 32-bit lines,
//!   256 x 32 = 2 SB_RAM40_4K for 128 CCCs);
//! * the **penalty table** (four 4-bit penalties per 16-bit word, EV `i` in word `i / 4`) at
//!   address `ccc x words + w` (the Cu's Mixed: 2 words, one SB_RAM40_4K).
//!
//! **Ports** (ready/valid; priority lifecycle > feedback > decision when several are valid):
//! `ctl_*` (activate 0 / reset 1 a CCC: `ctl_done` pulses with `ctl_ok`), `fb_*` (a feedback:
//! CCC, class 0..5 as `Feedback::code`, the wire EV (32 bits, refused above 16), `t_ns`),
//! `dec_*` (a decision: CCC id; `out_valid` pulses with the EV, its source and `dropped`).
//! A CCC id at or above the CCC count, an EV above 16 bits or a feedback class above 5 is
//! taken and refused at once, an idle CCC after its record is read: counted per reason
//! (`refused_*`, as `MpRefusals`), never applied. The block RAMs' write ports are outputs
//! (`rec_*`, `pen_*`) so that the co-simulation mirrors every context write.
//!
//! **Timing of a request** (clocks from its acceptance to the next acceptance): the record
//! is read (one clock per line), then the request is decided on the last line's read data:
//! a feedback and the decisions of Oblivious and REPS finish there; Bitmap and Mixed read
//! one penalty word per clock (a recycled EV's word, then the rotation's words, four
//! candidates each, find-first-zero with every passed candidate decayed). The record's
//! first line is written in the last clock, in which the next request is already taken if
//! it is for another CCC (else one clock later); with two lines, the second is written in
//! the next clock, and the rotation's first penalty word is read with the second line (its
//! position and mask are in the first). On the Cu's Mixed (two lines): a feedback 2
//! clocks, a decision by the rotation 2 (+1 per further word), a recycled one 3; with one
//! line (the ECP5): a feedback 1, a decision by the rotation 2 (+1 per further word).
//!
//! **Randomness**: [`golden_model::multipath::Lfsr`] (taps `0xB400`), held XOR the seed so
//! that the power-up zero is the seed; a draw of `ev_bits` bits is one unrolled XOR network
//! in one clock; an activation's 16 bits are drawn one a clock.

use golden_model::multipath::{
    penalty_words, record_bits, record_fields, Lfsr, MpConfig, Strategy, EV_WIRE_BITS,
};
use nscc_rtl_macros::ports;
use rust_hdl::prelude::*;

// Controller states (literals in `update`): 0 IDLE, 1 RD (first of two record lines),
// 2 X0 (the last line's data: decide), 3 RECY (a recycled EV's penalty word), 4 WALK (a
// rotation's penalty word), 6 ACT (16 random bits), 7 ACT2 (the XOR mask), 8 CLR (context
// words written).

#[ports]
#[derive(LogicBlock)]
pub struct MpEvEngine<const RA: usize, const LB: usize, const RB: usize, const PA: usize> {
    pub clock: Signal<In, Clock>,
    // ---- lifecycle: activate (0) or reset (1) a CCC
    pub ctl_valid: Signal<In, Bit>,
    pub ctl_ready: Signal<Out, Bit>,
    pub ctl_op: Signal<In, Bit>,
    pub ctl_ccc: Signal<In, Bits<16>>,
    pub ctl_done: Signal<Out, Bit>,
    pub ctl_ok: Signal<Out, Bit>,
    // ---- feedback
    pub fb_valid: Signal<In, Bit>,
    pub fb_ready: Signal<Out, Bit>,
    pub fb_ccc: Signal<In, Bits<16>>,
    pub fb_class: Signal<In, Bits<3>>,
    pub fb_ev: Signal<In, Bits<32>>,
    pub fb_t: Signal<In, Bits<32>>,
    // ---- decisions
    pub dec_valid: Signal<In, Bit>,
    pub dec_ready: Signal<Out, Bit>,
    pub dec_ccc: Signal<In, Bits<16>>,
    pub out_valid: Signal<Out, Bit>,
    pub out_ev: Signal<Out, Bits<16>>,
    pub out_source: Signal<Out, Bits<3>>,
    pub out_dropped: Signal<Out, Bit>,
    // ---- state
    pub idle: Signal<Out, Bit>,
    /// The second record line of the request before is written in this clock.
    pub wb_pending: Signal<Out, Bit>,
    pub lfsr: Signal<Out, Bits<16>>,
    pub refused_ccc_out_of_range: Signal<Out, Bits<32>>,
    pub refused_idle: Signal<Out, Bits<32>>,
    pub refused_ev_out_of_range: Signal<Out, Bits<32>>,
    pub refused_feedback_out_of_range: Signal<Out, Bits<32>>,
    // ---- the block RAMs' write ports (observation)
    pub rec_we: Signal<Out, Bit>,
    pub rec_waddr: Signal<Out, Bits<RA>>,
    pub rec_wdata: Signal<Out, Bits<LB>>,
    pub pen_we: Signal<Out, Bit>,
    pub pen_waddr: Signal<Out, Bits<PA>>,
    pub pen_wdata: Signal<Out, Bits<16>>,
    // ---- configuration
    k_cccs: Constant<Bits<16>>,
    k_k: Constant<Bits<8>>,
    k_evmask: Constant<Bits<8>>,
    k_lim: Constant<Bits<9>>,
    k_n: Constant<Bits<9>>,
    k_bsize: Constant<Bits<8>>,
    k_bmask: Constant<Bits<8>>,
    k_pen: Constant<Bit>,
    k_rot: Constant<Bit>,
    k_ring: Constant<Bit>,
    k_freeze: Constant<Bit>,
    k_le4: Constant<Bit>,
    k_two: Constant<Bit>,
    k_early: Constant<Bit>,
    k_rls: Constant<Bits<8>>,
    k_pws: Constant<Bits<8>>,
    k_pwlast: Constant<Bits<8>>,
    k_clrlast: Constant<Bits<8>>,
    k_lb: Constant<Bits<8>>,
    k_top: Constant<Bits<8>>,
    k_lomask: Constant<Bits<RB>>,
    k_ringmask: Constant<Bits<RB>>,
    k_o_idx: Constant<Bits<8>>,
    k_o_xor: Constant<Bits<8>>,
    k_o_head: Constant<Bits<8>>,
    k_o_fresh: Constant<Bits<8>>,
    k_o_count: Constant<Bits<8>>,
    k_o_frozen: Constant<Bits<8>>,
    k_o_fh: Constant<Bits<8>>,
    k_o_fs: Constant<Bits<8>>,
    k_o_explore: Constant<Bits<8>>,
    k_o_ring: Constant<Bits<8>>,
    k_m_evhi: Constant<Bits<16>>,
    k_m_rot: Constant<Bits<8>>,
    k_m_head: Constant<Bits<8>>,
    k_m_fresh: Constant<Bits<8>>,
    k_m_count: Constant<Bits<8>>,
    k_m_frz: Constant<Bits<8>>,
    k_m_fs: Constant<Bits<16>>,
    k_m_explore: Constant<Bits<8>>,
    k_sh1: Constant<Bits<8>>,
    k_sh2: Constant<Bits<8>>,
    k_sh4: Constant<Bits<8>>,
    k_sh8: Constant<Bits<8>>,
    k_a_ecn: Constant<Bits<5>>,
    k_a_nack: Constant<Bits<5>>,
    k_a_timeout: Constant<Bits<5>>,
    k_a_evch: Constant<Bits<5>>,
    k_units: Constant<Bits<16>>,
    k_units_on: Constant<Bit>,
    k_explore_after: Constant<Bits<8>>,
    k_seed: Constant<Bits<16>>,
    k_taps: Constant<Bits<16>>,
    // ---- storage
    rec_ram: RAM<Bits<LB>, RA>,
    pen_ram: RAM<Bits<16>, PA>,
    // ---- registers
    state: DFF<Bits<4>>,
    op_r: DFF<Bits<2>>,
    ccc_r: DFF<Bits<16>>,
    fbi_r: DFF<Bits<8>>,
    fbc_r: DFF<Bits<3>>,
    stamp_r: DFF<Bits<16>>,
    rec_r: DFF<Bits<RB>>,
    rra: DFF<Bits<RA>>,
    pra: DFF<Bits<PA>>,
    lfsr_x: DFF<Bits<16>>,
    wpos: DFF<Bits<8>>,
    wleft: DFF<Bits<9>>,
    fwd: DFF<Bit>,
    fwd_w: DFF<Bits<16>>,
    drop_r: DFF<Bit>,
    cnt: DFF<Bits<8>>,
    draw16: DFF<Bits<16>>,
    o_valid: DFF<Bit>,
    o_ev: DFF<Bits<16>>,
    o_src: DFF<Bits<3>>,
    o_drop: DFF<Bit>,
    done_r: DFF<Bit>,
    ok_r: DFF<Bit>,
    cnt_ccc: DFF<Bits<32>>,
    cnt_idle: DFF<Bits<32>>,
    cnt_ev: DFF<Bits<32>>,
    cnt_fb: DFF<Bits<32>>,
    wb1: DFF<Bit>,
    wb_addr: DFF<Bits<RA>>,
    // ---- combinational
    acc: Signal<Local, Bit>,
    rra_n: Signal<Local, Bits<RA>>,
    pra_n: Signal<Local, Bits<PA>>,
    pbase: Signal<Local, Bits<PA>>,
    rec: Signal<Local, Bits<RB>>,
    cur: Signal<Local, Bits<RB>>,
    ready_b: Signal<Local, Bit>,
    evhi_f: Signal<Local, Bits<16>>,
    f_idx: Signal<Local, Bits<8>>,
    f_xor: Signal<Local, Bits<8>>,
    f_head: Signal<Local, Bits<8>>,
    f_fresh: Signal<Local, Bits<8>>,
    f_count: Signal<Local, Bits<8>>,
    f_frozen: Signal<Local, Bit>,
    f_fh: Signal<Local, Bits<8>>,
    f_fs: Signal<Local, Bits<16>>,
    f_explore: Signal<Local, Bits<8>>,
    n_idx: Signal<Local, Bits<8>>,
    n_xor: Signal<Local, Bits<8>>,
    n_head: Signal<Local, Bits<8>>,
    n_fresh: Signal<Local, Bits<8>>,
    n_count: Signal<Local, Bits<8>>,
    n_frozen: Signal<Local, Bit>,
    n_fh: Signal<Local, Bits<8>>,
    n_fs: Signal<Local, Bits<16>>,
    n_explore: Signal<Local, Bits<8>>,
    n_clear: Signal<Local, Bit>,
    n_add: Signal<Local, Bit>,
    new_rec: Signal<Local, Bits<RB>>,
    ring_base: Signal<Local, Bits<RB>>,
    wm0: Signal<Local, Bits<RB>>,
    wm1: Signal<Local, Bits<RB>>,
    wm2: Signal<Local, Bits<RB>>,
    wm3: Signal<Local, Bits<RB>>,
    wm4: Signal<Local, Bits<RB>>,
    wv0: Signal<Local, Bits<RB>>,
    wv1: Signal<Local, Bits<RB>>,
    wv2: Signal<Local, Bits<RB>>,
    wv3: Signal<Local, Bits<RB>>,
    wv4: Signal<Local, Bits<RB>>,
    rq: Signal<Local, Bits<8>>,
    rs0: Signal<Local, Bits<RB>>,
    rs1: Signal<Local, Bits<RB>>,
    rs2: Signal<Local, Bits<RB>>,
    rs3: Signal<Local, Bits<RB>>,
    rs4: Signal<Local, Bits<RB>>,
    entry: Signal<Local, Bits<8>>,
    fresh_pos: Signal<Local, Bits<8>>,
    // LFSR
    st0: Signal<Local, Bits<16>>,
    st1: Signal<Local, Bits<16>>,
    st2: Signal<Local, Bits<16>>,
    st3: Signal<Local, Bits<16>>,
    st4: Signal<Local, Bits<16>>,
    st5: Signal<Local, Bits<16>>,
    st6: Signal<Local, Bits<16>>,
    st7: Signal<Local, Bits<16>>,
    st8: Signal<Local, Bits<16>>,
    stk: Signal<Local, Bits<16>>,
    dv: Signal<Local, Bits<8>>,
    draw: Signal<Local, Bit>,
    // penalty words
    pw: Signal<Local, Bits<16>>,
    lane_sh: Signal<Local, Bits<8>>,
    p_sel: Signal<Local, Bits<5>>,
    p_add: Signal<Local, Bits<5>>,
    p_sum: Signal<Local, Bits<5>>,
    fb_word: Signal<Local, Bits<16>>,
    zv: Signal<Local, Bits<4>>,
    zx: Signal<Local, Bits<4>>,
    zl: Signal<Local, Bits<4>>,
    ls: Signal<Local, Bits<9>>,
    room: Signal<Local, Bits<9>>,
    wcnt: Signal<Local, Bits<9>>,
    le1: Signal<Local, Bits<9>>,
    elig: Signal<Local, Bits<4>>,
    hits: Signal<Local, Bits<4>>,
    hit_oh: Signal<Local, Bits<4>>,
    passed: Signal<Local, Bits<4>>,
    px: Signal<Local, Bits<4>>,
    pe: Signal<Local, Bits<4>>,
    walk_word: Signal<Local, Bits<16>>,
    hit_l: Signal<Local, Bits<8>>,
    tpos: Signal<Local, Bits<8>>,
    wpos_n: Signal<Local, Bits<8>>,
    wleft_n: Signal<Local, Bits<9>>,
    // the decision's result
    fin: Signal<Local, Bit>,
    d_out: Signal<Local, Bit>,
    d_idx: Signal<Local, Bits<8>>,
    d_src: Signal<Local, Bits<3>>,
    start_walk: Signal<Local, Bit>,
    act_rec: Signal<Local, Bits<RB>>,
    keep: Signal<Local, Bit>,
    decay: Signal<Local, Bits<16>>,
    a_head: Signal<Local, Bits<8>>,
    a_fresh: Signal<Local, Bits<8>>,
    a_count: Signal<Local, Bits<8>>,
    we_r: Signal<Local, Bit>,
    wa_r: Signal<Local, Bits<RA>>,
    wd_r: Signal<Local, Bits<LB>>,
    we_p: Signal<Local, Bit>,
    wa_p: Signal<Local, Bits<PA>>,
    wd_p: Signal<Local, Bits<16>>,
    sel_ccc: Signal<Local, Bits<16>>,
    endq: Signal<Local, Bit>,
    rd_rec: Signal<Local, Bits<RB>>,
    e_idx: Signal<Local, Bits<8>>,
    e_xor: Signal<Local, Bits<8>>,
    do_walk: Signal<Local, Bit>,
    wpos_in: Signal<Local, Bits<8>>,
    wleft_in: Signal<Local, Bits<9>>,
}

/// The widths of one instance against its configuration.
fn check<const RA: usize, const LB: usize, const RB: usize, const PA: usize>(
    cfg: &MpConfig,
    cccs: usize,
) {
    cfg.validate().expect("MpConfig");
    assert!(cccs.is_power_of_two() && cccs <= golden_model::multipath::MP_MAX_CCCS);
    assert!(
        RB.is_multiple_of(LB) && (RB == LB || RB == 2 * LB),
        "one or two record lines"
    );
    assert!(
        record_bits(cfg) as usize <= RB,
        "record of {} bits",
        record_bits(cfg)
    );
    assert!(RB.is_multiple_of(16) && LB.is_multiple_of(16));
    let lines = RB / LB;
    assert!(cccs * lines <= 1 << RA, "record RAM too small");
    let pw = penalty_words(cfg);
    assert!(cccs * pw <= 1 << PA, "penalty RAM too small");
}

impl<const RA: usize, const LB: usize, const RB: usize, const PA: usize>
    MpEvEngine<RA, LB, RB, PA>
{
    /// An engine of `cccs` CCCs (a power of two) for `cfg`, the LFSR seeded with `seed` (as
    /// `MpEngine::new`).
    pub fn new(cfg: &MpConfig, cccs: usize, seed: u16) -> Self {
        check::<RA, LB, RB, PA>(cfg, cccs);
        let k = cfg.k();
        let s = cfg.strategy;
        let b = cfg.reps_bits as u64;
        let n = cfg.evs() as u64;
        let lines = RB / LB;
        let pw = penalty_words(cfg).max(1) as u64;
        let mut offs = std::collections::HashMap::new();
        let mut off = 0u64;
        for f in record_fields(cfg) {
            offs.insert(f.name, (off, f.bits as u64));
            off += f.bits as u64;
        }
        let o = |name: &str| Constant::new(offs[name].0.to_bits());
        let m8 = |name: &str| {
            let w = offs[name].1;
            Constant::new(((1u64 << w) - 1).to_bits())
        };
        let (ro, rw) = offs["ring"];
        let ringmask: Bits<RB> = if rw == 0 {
            0.into()
        } else {
            let mut m: Bits<RB> = 0.into();
            for i in ro..ro + rw {
                m = m | (Bits::<RB>::from(1u64) << i);
            }
            m
        };
        let lomask: Bits<RB> = if lines == 2 {
            let mut m: Bits<RB> = 0.into();
            for i in 0..LB as u64 {
                m = m | (Bits::<RB>::from(1u64) << i);
            }
            m
        } else {
            0.into()
        };
        let a = |p: u8| Constant::new((p as u64).to_bits());
        let seed = Lfsr::new(seed).state as u64;
        MpEvEngine::with_init(MpEvEngineInit {
            k_cccs: Constant::new((cccs as u64).to_bits()),
            k_k: Constant::new((k as u64).to_bits()),
            k_evmask: Constant::new((n - 1).to_bits()),
            k_lim: Constant::new(n.min(4).to_bits()),
            k_n: Constant::new(n.to_bits()),
            k_bsize: Constant::new((1u64 << b).to_bits()),
            k_bmask: Constant::new(((1u64 << b) - 1).to_bits()),
            k_pen: Constant::new(s.has_penalties()),
            k_rot: Constant::new(s.has_rotation()),
            k_ring: Constant::new(s.has_ring()),
            k_freeze: Constant::new(s.has_freezing()),
            k_le4: Constant::new(n <= 4),
            k_two: Constant::new(lines == 2),
            k_early: Constant::new(
                lines == 2
                    && s.has_penalties()
                    && s.has_rotation()
                    && offs["fresh"].0 + offs["fresh"].1 <= LB as u64
                    && offs["xor"].0 + offs["xor"].1 <= LB as u64,
            ),
            k_rls: Constant::new(((lines == 2) as u64).to_bits()),
            k_pws: Constant::new((pw.trailing_zeros() as u64).to_bits()),
            k_pwlast: Constant::new((pw - 1).to_bits()),
            k_clrlast: Constant::new((pw.max(lines as u64) - 1).to_bits()),
            k_lb: Constant::new(if lines == 2 { LB as u64 } else { 0 }.to_bits()),
            k_top: Constant::new(((RB - LB) as u64).to_bits()),
            k_lomask: Constant::new(lomask),
            k_ringmask: Constant::new(ringmask),
            k_o_idx: o("idx"),
            k_o_xor: o("xor"),
            k_o_head: o("head"),
            k_o_fresh: o("fresh"),
            k_o_count: o("count"),
            k_o_frozen: o("frozen"),
            k_o_fh: o("frozen_head"),
            k_o_fs: o("freeze_start"),
            k_o_explore: o("explore"),
            k_o_ring: Constant::new(ro.to_bits()),
            k_m_evhi: Constant::new(((1u64 << (EV_WIRE_BITS - k)) - 1).to_bits()),
            k_m_rot: m8("idx"),
            k_m_head: m8("head"),
            k_m_fresh: m8("fresh"),
            k_m_count: m8("count"),
            k_m_frz: m8("frozen"),
            k_m_fs: Constant::new(((1u64 << offs["freeze_start"].1) - 1).to_bits()),
            k_m_explore: m8("explore"),
            k_sh1: Constant::new((k as u64).to_bits()),
            k_sh2: Constant::new((2 * k as u64).to_bits()),
            k_sh4: Constant::new((4 * k as u64).to_bits()),
            k_sh8: Constant::new((8 * k as u64).to_bits()),
            k_a_ecn: a(cfg.pen_ecn),
            k_a_nack: a(cfg.pen_nack),
            k_a_timeout: a(cfg.pen_timeout),
            k_a_evch: a(cfg.pen_ev_change),
            k_units: Constant::new((cfg.freeze_units as u64).to_bits()),
            k_units_on: Constant::new(cfg.freeze_units > 0),
            k_explore_after: Constant::new((cfg.explore_after_freeze as u64).to_bits()),
            k_seed: Constant::new(seed.to_bits()),
            k_taps: Constant::new((Lfsr::TAPS as u64).to_bits()),
        })
    }
}

impl<const RA: usize, const LB: usize, const RB: usize, const PA: usize> Logic
    for MpEvEngine<RA, LB, RB, PA>
{
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, op_r, ccc_r, fbi_r, fbc_r, stamp_r, rec_r, rra, pra, lfsr_x, wpos,
            wleft, fwd, fwd_w, drop_r, cnt, draw16, o_valid, o_ev, o_src, o_drop, done_r, ok_r,
            cnt_ccc, cnt_idle, cnt_ev, cnt_fb, wb1, wb_addr
        );
        self.rec_ram.read_clock.next = self.clock.val();
        self.rec_ram.write_clock.next = self.clock.val();
        self.pen_ram.read_clock.next = self.clock.val();
        self.pen_ram.write_clock.next = self.clock.val();
        // ---- the LFSR: up to 8 steps unrolled (state = lfsr_x ^ seed)
        self.st0.next = self.lfsr_x.q.val() ^ self.k_seed.val();
        self.st1.next = self.st0.val() >> 1;
        if self.st0.val().get_bit(0) {
            self.st1.next = (self.st0.val() >> 1) ^ self.k_taps.val();
        }
        self.st2.next = self.st1.val() >> 1;
        if self.st1.val().get_bit(0) {
            self.st2.next = (self.st1.val() >> 1) ^ self.k_taps.val();
        }
        self.st3.next = self.st2.val() >> 1;
        if self.st2.val().get_bit(0) {
            self.st3.next = (self.st2.val() >> 1) ^ self.k_taps.val();
        }
        self.st4.next = self.st3.val() >> 1;
        if self.st3.val().get_bit(0) {
            self.st4.next = (self.st3.val() >> 1) ^ self.k_taps.val();
        }
        self.st5.next = self.st4.val() >> 1;
        if self.st4.val().get_bit(0) {
            self.st5.next = (self.st4.val() >> 1) ^ self.k_taps.val();
        }
        self.st6.next = self.st5.val() >> 1;
        if self.st5.val().get_bit(0) {
            self.st6.next = (self.st5.val() >> 1) ^ self.k_taps.val();
        }
        self.st7.next = self.st6.val() >> 1;
        if self.st6.val().get_bit(0) {
            self.st7.next = (self.st6.val() >> 1) ^ self.k_taps.val();
        }
        self.st8.next = self.st7.val() >> 1;
        if self.st7.val().get_bit(0) {
            self.st8.next = (self.st7.val() >> 1) ^ self.k_taps.val();
        }
        match self.k_k.val().index() {
            0 => {
                self.stk.next = self.st0.val();
            }
            1 => {
                self.stk.next = self.st1.val();
            }
            2 => {
                self.stk.next = self.st2.val();
            }
            3 => {
                self.stk.next = self.st3.val();
            }
            4 => {
                self.stk.next = self.st4.val();
            }
            5 => {
                self.stk.next = self.st5.val();
            }
            6 => {
                self.stk.next = self.st6.val();
            }
            7 => {
                self.stk.next = self.st7.val();
            }
            _ => {
                self.stk.next = self.st8.val();
            }
        }
        self.dv.next = (bit_cast::<8, 1>(self.st0.val().get_bits::<1>(0))
            | (bit_cast::<8, 1>(self.st1.val().get_bits::<1>(0)) << 1)
            | (bit_cast::<8, 1>(self.st2.val().get_bits::<1>(0)) << 2)
            | (bit_cast::<8, 1>(self.st3.val().get_bits::<1>(0)) << 3)
            | (bit_cast::<8, 1>(self.st4.val().get_bits::<1>(0)) << 4)
            | (bit_cast::<8, 1>(self.st5.val().get_bits::<1>(0)) << 5)
            | (bit_cast::<8, 1>(self.st6.val().get_bits::<1>(0)) << 6)
            | (bit_cast::<8, 1>(self.st7.val().get_bits::<1>(0)) << 7))
            & self.k_evmask.val();
        self.draw.next = false;
        // ---- the record: the last line's read data over the earlier line (two lines) in
        // the read states, the register afterwards
        self.rec.next = ((self.rec_r.q.val() >> self.k_lb.val()) & self.k_lomask.val())
            | (bit_cast::<RB, LB>(self.rec_ram.read_data.val()) << self.k_top.val());
        self.cur.next = self.rec_r.q.val();
        if self.state.q.val() == 2 {
            self.cur.next = self.rec.val();
        }
        self.ready_b.next = self.cur.val().get_bit(0);
        self.evhi_f.next = self.cur.val().get_bits::<16>(1) & self.k_m_evhi.val();
        self.f_idx.next =
            bit_cast::<8, RB>(self.cur.val() >> self.k_o_idx.val()) & self.k_m_rot.val();
        self.f_xor.next =
            bit_cast::<8, RB>(self.cur.val() >> self.k_o_xor.val()) & self.k_m_rot.val();
        self.f_head.next =
            bit_cast::<8, RB>(self.cur.val() >> self.k_o_head.val()) & self.k_m_head.val();
        self.f_fresh.next =
            bit_cast::<8, RB>(self.cur.val() >> self.k_o_fresh.val()) & self.k_m_fresh.val();
        self.f_count.next =
            bit_cast::<8, RB>(self.cur.val() >> self.k_o_count.val()) & self.k_m_count.val();
        self.f_frozen.next =
            (bit_cast::<8, RB>(self.cur.val() >> self.k_o_frozen.val()) & self.k_m_frz.val()).any();
        self.f_fh.next =
            bit_cast::<8, RB>(self.cur.val() >> self.k_o_fh.val()) & self.k_m_head.val();
        self.f_fs.next =
            bit_cast::<16, RB>(self.cur.val() >> self.k_o_fs.val()) & self.k_m_fs.val();
        self.f_explore.next =
            bit_cast::<8, RB>(self.cur.val() >> self.k_o_explore.val()) & self.k_m_explore.val();
        // ---- a ring entry: at the frozen cursor when frozen, else the earliest fresh one
        self.fresh_pos.next = (self.f_head.val() - self.f_fresh.val()) & self.k_bmask.val();
        self.rq.next = self.fresh_pos.val();
        if self.f_frozen.val() {
            self.rq.next = self.f_fh.val();
        }
        self.rs0.next = self.cur.val() >> self.k_o_ring.val();
        self.rs1.next = self.rs0.val();
        if self.rq.val().get_bit(0) {
            self.rs1.next = self.rs0.val() >> self.k_sh1.val();
        }
        self.rs2.next = self.rs1.val();
        if self.rq.val().get_bit(1) {
            self.rs2.next = self.rs1.val() >> self.k_sh2.val();
        }
        self.rs3.next = self.rs2.val();
        if self.rq.val().get_bit(2) {
            self.rs3.next = self.rs2.val() >> self.k_sh4.val();
        }
        self.rs4.next = self.rs3.val();
        if self.rq.val().get_bit(3) {
            self.rs4.next = self.rs3.val() >> self.k_sh8.val();
        }
        self.entry.next = self.rs4.val().get_bits::<8>(0) & self.k_evmask.val();
        // ---- penalty words: the feedback's lane, saturating add
        self.pw.next = self.pen_ram.read_data.val();
        self.lane_sh.next = bit_cast::<8, 2>(self.fbi_r.q.val().get_bits::<2>(0)) << 2;
        self.p_sel.next = bit_cast::<5, 16>((self.pw.val() >> self.lane_sh.val()) & 15);
        self.p_add.next = 0.into();
        match self.fbc_r.q.val().index() {
            2 => {
                self.p_add.next = self.k_a_ecn.val();
            }
            3 => {
                self.p_add.next = self.k_a_nack.val();
            }
            4 => {
                self.p_add.next = self.k_a_timeout.val();
            }
            5 => {
                self.p_add.next = self.k_a_evch.val();
            }
            _ => {}
        }
        self.p_sum.next = self.p_sel.val() + self.p_add.val();
        if self.p_sum.val() > 15 {
            self.p_sum.next = 15.into();
        }
        self.fb_word.next = (self.pw.val() & !(bits::<16>(15) << self.lane_sh.val()))
            | (bit_cast::<16, 5>(self.p_sum.val()) << self.lane_sh.val());
        // ---- the walk over one penalty word: position lanes ls..ls+wcnt-1, EV lane =
        // position lane ^ (xor & 3); the first unpenalised one is taken, every passed one
        // decays
        // the walk's position and candidates left: a walk's first word in X0 (its address
        // presented while the second record line was read), the registers in WALK
        self.wpos_in.next = self.wpos.q.val();
        self.wleft_in.next = self.wleft.q.val();
        if self.state.q.val() == 2 {
            self.wpos_in.next = self.f_idx.val();
            self.wleft_in.next = self.k_n.val();
        }
        self.walk_word.next = self.pw.val();
        if self.fwd.q.val() & self.k_le4.val() & (self.state.q.val() == 4) {
            self.walk_word.next = self.fwd_w.q.val();
        }
        self.zv.next = bit_cast::<4, 1>((!self.walk_word.val().get_bits::<4>(0).any()).into())
            | (bit_cast::<4, 1>((!self.walk_word.val().get_bits::<4>(4).any()).into()) << 1)
            | (bit_cast::<4, 1>((!self.walk_word.val().get_bits::<4>(8).any()).into()) << 2)
            | (bit_cast::<4, 1>((!self.walk_word.val().get_bits::<4>(12).any()).into()) << 3);
        // position lane l holds EV lane l ^ x: swap neighbours (x bit 0), pairs (x bit 1)
        self.zx.next = self.zv.val();
        if self.f_xor.val().get_bit(0) {
            self.zx.next = ((self.zv.val() & 5) << 1) | ((self.zv.val() & 10) >> 1);
        }
        self.zl.next = self.zx.val();
        if self.f_xor.val().get_bit(1) {
            self.zl.next = ((self.zx.val() & 3) << 2) | ((self.zx.val() & 12) >> 2);
        }
        self.ls.next = bit_cast::<9, 8>(self.wpos_in.val() & 3);
        self.room.next = self.k_lim.val() - self.ls.val();
        self.wcnt.next = self.wleft_in.val();
        if self.wleft_in.val() > self.room.val() {
            self.wcnt.next = self.room.val();
        }
        self.le1.next = self.ls.val() + self.wcnt.val();
        self.elig.next =
            ((bits::<4>(1) << self.le1.val()) - 1) & !((bits::<4>(1) << self.ls.val()) - 1);
        if self.le1.val() == 4 {
            self.elig.next = !((bits::<4>(1) << self.ls.val()) - 1);
        }
        self.hits.next = self.elig.val() & self.zl.val();
        self.hit_oh.next = self.hits.val() & (!self.hits.val() + 1);
        self.passed.next = self.elig.val();
        if self.hits.val().any() {
            self.passed.next = self.elig.val() & (self.hit_oh.val() - 1);
        }
        // back to EV lanes (the same involution)
        self.px.next = self.passed.val();
        if self.f_xor.val().get_bit(0) {
            self.px.next = ((self.passed.val() & 5) << 1) | ((self.passed.val() & 10) >> 1);
        }
        self.pe.next = self.px.val();
        if self.f_xor.val().get_bit(1) {
            self.pe.next = ((self.px.val() & 3) << 2) | ((self.px.val() & 12) >> 2);
        }
        self.decay.next = bit_cast::<16, 4>(
            self.walk_word.val().get_bits::<4>(0)
                - bit_cast::<4, 1>(self.pe.val().get_bits::<1>(0)),
        ) | (bit_cast::<16, 4>(
            self.walk_word.val().get_bits::<4>(4)
                - bit_cast::<4, 1>(self.pe.val().get_bits::<1>(1)),
        ) << 4)
            | (bit_cast::<16, 4>(
                self.walk_word.val().get_bits::<4>(8)
                    - bit_cast::<4, 1>(self.pe.val().get_bits::<1>(2)),
            ) << 8)
            | (bit_cast::<16, 4>(
                self.walk_word.val().get_bits::<4>(12)
                    - bit_cast::<4, 1>(self.pe.val().get_bits::<1>(3)),
            ) << 12);
        self.hit_l.next =
            bit_cast::<8, 1>((self.hit_oh.val().get_bit(1) | self.hit_oh.val().get_bit(3)).into())
                | (bit_cast::<8, 1>(
                    (self.hit_oh.val().get_bit(2) | self.hit_oh.val().get_bit(3)).into(),
                ) << 1);
        self.wpos_n.next =
            (self.wpos_in.val() + bit_cast::<8, 9>(self.wcnt.val())) & self.k_evmask.val();
        self.wleft_n.next = self.wleft_in.val() - self.wcnt.val();
        // ---- defaults: fields unchanged, nothing written, nothing decided
        self.n_idx.next = self.f_idx.val();
        self.n_xor.next = self.f_xor.val();
        self.n_head.next = self.f_head.val();
        self.n_fresh.next = self.f_fresh.val();
        self.n_count.next = self.f_count.val();
        self.n_frozen.next = self.f_frozen.val();
        self.n_fh.next = self.f_fh.val();
        self.n_fs.next = self.f_fs.val();
        self.n_explore.next = self.f_explore.val();
        self.n_clear.next = false;
        self.n_add.next = false;
        self.fin.next = false;
        self.d_out.next = false;
        self.d_idx.next = 0.into();
        self.d_src.next = 0.into();
        self.start_walk.next = false;
        self.do_walk.next = false;
        self.tpos.next = self.f_idx.val();
        self.rd_rec.next = bit_cast::<RB, LB>(self.rec_ram.read_data.val());
        self.e_idx.next =
            bit_cast::<8, RB>(self.rd_rec.val() >> self.k_o_idx.val()) & self.k_m_rot.val();
        self.e_xor.next =
            bit_cast::<8, RB>(self.rd_rec.val() >> self.k_o_xor.val()) & self.k_m_rot.val();
        self.act_rec.next = bit_cast::<RB, 1>(bits::<1>(1))
            | (bit_cast::<RB, 16>(self.draw16.q.val() >> self.k_k.val()) << 1)
            | (bit_cast::<RB, 8>(self.dv.val() & self.k_m_rot.val()) << self.k_o_xor.val());
        // ---- outputs
        self.out_valid.next = self.o_valid.q.val();
        self.out_ev.next = self.o_ev.q.val();
        self.out_source.next = self.o_src.q.val();
        self.out_dropped.next = self.o_drop.q.val();
        self.o_valid.d.next = false;
        self.ctl_done.next = self.done_r.q.val();
        self.ctl_ok.next = self.ok_r.q.val();
        self.done_r.d.next = false;
        self.idle.next = (self.state.q.val() == 0) & !self.wb1.q.val();
        self.wb_pending.next = self.wb1.q.val();
        self.lfsr.next = self.st0.val();
        self.refused_ccc_out_of_range.next = self.cnt_ccc.q.val();
        self.refused_idle.next = self.cnt_idle.q.val();
        self.refused_ev_out_of_range.next = self.cnt_ev.q.val();
        self.refused_feedback_out_of_range.next = self.cnt_fb.q.val();
        // ---- RAM ports
        self.rra_n.next = self.rra.q.val();
        self.pra_n.next = self.pra.q.val();
        self.pbase.next = bit_cast::<PA, 16>(self.ccc_r.q.val()) << self.k_pws.val();
        self.we_r.next = false;
        self.wa_r.next = bit_cast::<RA, 16>(self.ccc_r.q.val()) << self.k_rls.val();
        self.wd_r.next = 0.into();
        self.we_p.next = false;
        self.wa_p.next = self.pra.q.val();
        self.wd_p.next = self.fb_word.val();
        self.keep.next = false;
        self.endq.next = false;
        self.wb1.d.next = false;
        // the second line of the request before (taken in its last clock)
        if self.wb1.q.val() {
            self.we_r.next = true;
            self.wa_r.next = self.wb_addr.q.val();
            self.wd_r.next = bit_cast::<LB, RB>(self.rec_r.q.val() >> self.k_lb.val());
        }
        self.ctl_ready.next = false;
        self.fb_ready.next = false;
        self.dec_ready.next = false;
        self.acc.next = false;
        // ---- the controller
        match self.state.q.val().index() {
            0 => {
                self.acc.next = true;
            }
            1 => {
                // RD: the first line into the register, the second line's read
                self.rec_r.d.next = (self.rec_r.q.val() >> self.k_lb.val())
                    | (bit_cast::<RB, LB>(self.rec_ram.read_data.val()) << self.k_top.val());
                self.rra_n.next = self.rra.q.val() | 1;
                self.state.d.next = 2.into();
                // the rotation's first penalty word, from the first line's idx and xor
                if self.k_early.val() & (self.op_r.q.val() == 0) {
                    self.pra_n.next = self.pbase.val()
                        | bit_cast::<PA, 8>((self.e_idx.val() >> 2) ^ (self.e_xor.val() >> 2));
                }
            }
            2 => {
                // X0: the record is complete
                if self.op_r.q.val() == 2 {
                    // activate: an idle CCC draws its upper EV bits
                    self.done_r.d.next = self.ready_b.val();
                    self.ok_r.d.next = false;
                    self.state.d.next = 0.into();
                    self.cnt.d.next = 0.into();
                    if !self.ready_b.val() {
                        self.state.d.next = 6.into();
                    }
                } else if self.op_r.q.val() == 3 {
                    // reset: every word cleared
                    self.rec_r.d.next = 0.into();
                    self.cnt.d.next = 0.into();
                    self.state.d.next = 8.into();
                } else if !self.ready_b.val() {
                    self.cnt_idle.d.next = self.cnt_idle.q.val() + 1;
                    self.endq.next = true;
                    self.state.d.next = 0.into();
                } else if self.op_r.q.val() == 1 {
                    // a feedback: penalty, freeze / thaw, recycling
                    self.fin.next = true;
                    if self.k_pen.val() {
                        self.we_p.next = true;
                    }
                    if self.k_freeze.val() {
                        if (self.fbc_r.q.val() == 4)
                            & !self.f_frozen.val()
                            & !self.f_explore.val().any()
                            & self.k_units_on.val()
                        {
                            self.n_frozen.next = true;
                            self.n_fs.next = self.stamp_r.q.val();
                        }
                        if self.n_frozen.val()
                            & ((self.stamp_r.q.val() - self.n_fs.val()) > self.k_units.val())
                        {
                            self.n_frozen.next = false;
                            self.n_clear.next = true;
                            self.n_head.next = 0.into();
                            self.n_fresh.next = 0.into();
                            self.n_count.next = 0.into();
                            self.n_fh.next = 0.into();
                            self.n_explore.next = self.k_explore_after.val();
                        }
                    }
                    if self.k_ring.val() & (self.fbc_r.q.val() < 2) {
                        self.n_add.next = true;
                    }
                } else if self.k_freeze.val() {
                    // REPS
                    self.fin.next = true;
                    self.d_out.next = true;
                    if self.f_explore.val().any() {
                        self.n_explore.next = self.f_explore.val() - 1;
                        self.draw.next = true;
                        self.d_idx.next = self.dv.val();
                        self.d_src.next = 3.into();
                    } else if self.f_frozen.val() {
                        if !self.f_count.val().any() {
                            self.draw.next = true;
                            self.d_idx.next = self.dv.val();
                            self.d_src.next = 3.into();
                        } else {
                            self.d_idx.next = self.entry.val();
                            self.d_src.next = 4.into();
                            self.n_fh.next = self.f_fh.val() + 1;
                            if (self.f_fh.val() + 1) >= self.f_count.val() {
                                self.n_fh.next = 0.into();
                            }
                        }
                    } else if !self.f_fresh.val().any() {
                        self.draw.next = true;
                        self.d_idx.next = self.dv.val();
                        self.d_src.next = 3.into();
                    } else {
                        self.n_fresh.next = self.f_fresh.val() - 1;
                        self.d_idx.next = self.entry.val();
                        self.d_src.next = 2.into();
                    }
                } else if !self.k_pen.val() {
                    // Oblivious: the rotation's first candidate
                    self.fin.next = true;
                    self.d_out.next = true;
                    self.d_idx.next = self.f_idx.val() ^ self.f_xor.val();
                    self.n_idx.next = (self.f_idx.val() + 1) & self.k_evmask.val();
                    if self.f_idx.val() == self.k_evmask.val() {
                        self.draw.next = true;
                        self.n_xor.next = self.dv.val();
                    }
                } else if self.k_ring.val() & self.f_fresh.val().any() {
                    // Mixed with a fresh entry: its penalty word next
                    self.n_fresh.next = self.f_fresh.val() - 1;
                    self.keep.next = true;
                    self.drop_r.d.next = false;
                    self.pra_n.next = self.pbase.val() | bit_cast::<PA, 8>(self.entry.val() >> 2);
                    self.fbi_r.d.next = self.entry.val();
                    self.state.d.next = 3.into();
                } else {
                    self.keep.next = true;
                    self.drop_r.d.next = false;
                    if self.k_early.val() {
                        self.do_walk.next = true;
                    } else {
                        self.start_walk.next = true;
                    }
                }
            }
            3 => {
                // RECY: the fresh entry's penalty
                if !self.p_sel.val().any() {
                    self.fin.next = true;
                    self.d_out.next = true;
                    self.d_idx.next = self.fbi_r.q.val();
                    self.d_src.next = 2.into();
                } else {
                    self.drop_r.d.next = true;
                    self.start_walk.next = true;
                }
            }
            4 => {
                // WALK: one penalty word
                self.do_walk.next = true;
            }
            6 => {
                // ACT: 16 random bits, one a clock
                self.lfsr_x.d.next = self.st1.val() ^ self.k_seed.val();
                self.draw16.d.next = (self.draw16.q.val() >> 1)
                    | (bit_cast::<16, 1>(self.st0.val().get_bits::<1>(0)) << 15);
                self.cnt.d.next = self.cnt.q.val() + 1;
                if self.cnt.q.val() == 15 {
                    self.state.d.next = 7.into();
                }
            }
            7 => {
                // ACT2: the first XOR mask (rotating strategies)
                if self.k_rot.val() {
                    self.draw.next = true;
                }
                self.rec_r.d.next = self.act_rec.val();
                self.cnt.d.next = 0.into();
                self.state.d.next = 8.into();
            }
            8 => {
                // CLR: penalty words cleared, record lines written (low line first)
                if self.k_pen.val() & (self.cnt.q.val() <= self.k_pwlast.val()) {
                    self.we_p.next = true;
                    self.wa_p.next = self.pbase.val() | bit_cast::<PA, 8>(self.cnt.q.val());
                    self.wd_p.next = 0.into();
                }
                if (self.cnt.q.val() == 0) | ((self.cnt.q.val() == 1) & self.k_two.val()) {
                    self.we_r.next = true;
                    self.wa_r.next = (bit_cast::<RA, 16>(self.ccc_r.q.val()) << self.k_rls.val())
                        | bit_cast::<RA, 8>(self.cnt.q.val());
                    self.wd_r.next = self.rec_r.q.val().get_bits::<LB>(0);
                    self.rec_r.d.next = self.rec_r.q.val() >> self.k_lb.val();
                }
                self.cnt.d.next = self.cnt.q.val() + 1;
                if self.cnt.q.val() == self.k_clrlast.val() {
                    self.done_r.d.next = true;
                    self.ok_r.d.next = true;
                    self.state.d.next = 0.into();
                }
            }
            _ => {
                self.state.d.next = 0.into();
            }
        }
        // ---- a walk over one penalty word (WALK, or X0 with the first word read early)
        if self.do_walk.val() {
            self.we_p.next = true;
            self.wd_p.next = self.decay.val();
            self.fwd_w.d.next = self.decay.val();
            self.fwd.d.next = true;
            self.wpos.d.next = self.wpos_n.val();
            self.wleft.d.next = self.wleft_n.val();
            if self.hits.val().any() {
                self.tpos.next = (self.wpos_in.val() & !bits::<8>(3)) | self.hit_l.val();
                self.fin.next = true;
                self.d_src.next = 0.into();
            } else if !self.wleft_n.val().any() {
                self.fin.next = true;
                self.d_src.next = 1.into();
            } else {
                self.state.d.next = 4.into();
                self.pra_n.next = self.pbase.val()
                    | bit_cast::<PA, 8>((self.wpos_n.val() >> 2) ^ (self.f_xor.val() >> 2));
            }
            if self.fin.val() {
                self.d_out.next = true;
                self.d_idx.next = self.tpos.val() ^ self.f_xor.val();
                self.n_idx.next = (self.tpos.val() + 1) & self.k_evmask.val();
                if (self.tpos.val() == self.k_evmask.val()) | (self.tpos.val() < self.f_idx.val()) {
                    self.draw.next = true;
                    self.n_xor.next = self.dv.val();
                }
            }
        }
        // ---- a walk starts at the rotation's position
        if self.start_walk.val() {
            self.keep.next = true;
            self.wpos.d.next = self.f_idx.val();
            self.wleft.d.next = self.k_n.val();
            self.fwd.d.next = false;
            self.pra_n.next = self.pbase.val()
                | bit_cast::<PA, 8>((self.f_idx.val() >> 2) ^ (self.f_xor.val() >> 2));
            self.state.d.next = 4.into();
        }
        // ---- the new record: fields re-inserted, the ring cleared or written at head
        self.ring_base.next = self.cur.val() & self.k_ringmask.val();
        if self.n_clear.val() {
            self.ring_base.next = 0.into();
        }
        self.wm0.next = bit_cast::<RB, 8>(self.k_evmask.val()) << self.k_o_ring.val();
        self.wv0.next = bit_cast::<RB, 8>(self.fbi_r.q.val()) << self.k_o_ring.val();
        self.wm1.next = self.wm0.val();
        self.wv1.next = self.wv0.val();
        if self.n_head.val().get_bit(0) {
            self.wm1.next = self.wm0.val() << self.k_sh1.val();
            self.wv1.next = self.wv0.val() << self.k_sh1.val();
        }
        self.wm2.next = self.wm1.val();
        self.wv2.next = self.wv1.val();
        if self.n_head.val().get_bit(1) {
            self.wm2.next = self.wm1.val() << self.k_sh2.val();
            self.wv2.next = self.wv1.val() << self.k_sh2.val();
        }
        self.wm3.next = self.wm2.val();
        self.wv3.next = self.wv2.val();
        if self.n_head.val().get_bit(2) {
            self.wm3.next = self.wm2.val() << self.k_sh4.val();
            self.wv3.next = self.wv2.val() << self.k_sh4.val();
        }
        self.wm4.next = self.wm3.val();
        self.wv4.next = self.wv3.val();
        if self.n_head.val().get_bit(3) {
            self.wm4.next = self.wm3.val() << self.k_sh8.val();
            self.wv4.next = self.wv3.val() << self.k_sh8.val();
        }
        // ---- a ring add moves the head and counts the entry
        self.a_head.next = self.n_head.val();
        self.a_fresh.next = self.n_fresh.val();
        self.a_count.next = self.n_count.val();
        if self.n_add.val() {
            self.a_head.next = (self.n_head.val() + 1) & self.k_bmask.val();
            if self.n_fresh.val() < self.k_bsize.val() {
                self.a_fresh.next = self.n_fresh.val() + 1;
            }
            if self.n_count.val() < self.k_bsize.val() {
                self.a_count.next = self.n_count.val() + 1;
            }
        }
        // ---- the record with the new fields (the ring apart)
        self.new_rec.next = bit_cast::<RB, 1>(bits::<1>(1))
            | (bit_cast::<RB, 16>(self.evhi_f.val()) << 1)
            | (bit_cast::<RB, 8>(self.n_idx.val() & self.k_m_rot.val()) << self.k_o_idx.val())
            | (bit_cast::<RB, 8>(self.n_xor.val() & self.k_m_rot.val()) << self.k_o_xor.val())
            | (bit_cast::<RB, 8>(self.a_head.val() & self.k_m_head.val()) << self.k_o_head.val())
            | (bit_cast::<RB, 8>(self.a_fresh.val() & self.k_m_fresh.val())
                << self.k_o_fresh.val())
            | (bit_cast::<RB, 8>(self.a_count.val() & self.k_m_count.val())
                << self.k_o_count.val())
            | (bit_cast::<RB, 8>(
                bit_cast::<8, 1>(self.n_frozen.val().into()) & self.k_m_frz.val(),
            ) << self.k_o_frozen.val())
            | (bit_cast::<RB, 8>(self.n_fh.val() & self.k_m_head.val()) << self.k_o_fh.val())
            | (bit_cast::<RB, 16>(self.n_fs.val() & self.k_m_fs.val()) << self.k_o_fs.val())
            | (bit_cast::<RB, 8>(self.n_explore.val() & self.k_m_explore.val())
                << self.k_o_explore.val())
            | self.ring_base.val();
        if self.n_add.val() {
            self.new_rec.next =
                (self.new_rec.val() & !self.wm4.val()) | (self.wv4.val() & self.wm4.val());
        }
        if self.keep.val() {
            self.rec_r.d.next = self.new_rec.val();
        }
        // ---- the last clock of a request: the record's first line written back
        if self.fin.val() {
            self.we_r.next = true;
            self.wd_r.next = self.new_rec.val().get_bits::<LB>(0);
            self.rec_r.d.next = self.new_rec.val();
            self.state.d.next = 0.into();
            self.endq.next = true;
            if self.k_two.val() {
                self.wb1.d.next = true;
                self.wb_addr.d.next =
                    (bit_cast::<RA, 16>(self.ccc_r.q.val()) << self.k_rls.val()) | 1;
            }
        }
        if self.d_out.val() {
            self.o_valid.d.next = true;
            self.o_ev.d.next =
                (self.evhi_f.val() << self.k_k.val()) | bit_cast::<16, 8>(self.d_idx.val());
            self.o_src.d.next = self.d_src.val();
            self.o_drop.d.next = self.drop_r.q.val() & (self.state.q.val() == 4);
        }
        if self.draw.val() {
            self.lfsr_x.d.next = self.stk.val() ^ self.k_seed.val();
        }
        // ---- a new request: in IDLE, and in a request's last clock when it is for another
        // CCC (its first line is read at the edge that writes ours)
        self.sel_ccc.next = self.dec_ccc.val();
        if self.fb_valid.val() {
            self.sel_ccc.next = self.fb_ccc.val();
        }
        if self.ctl_valid.val() {
            self.sel_ccc.next = self.ctl_ccc.val();
        }
        if self.endq.val() & (self.sel_ccc.val() != self.ccc_r.q.val()) {
            self.acc.next = true;
        }
        if self.acc.val() {
            if self.ctl_valid.val() {
                self.ctl_ready.next = true;
                self.op_r.d.next = bits::<2>(2) | bit_cast::<2, 1>(self.ctl_op.val().into());
                self.ccc_r.d.next = self.ctl_ccc.val();
                self.rra_n.next = bit_cast::<RA, 16>(self.ctl_ccc.val()) << self.k_rls.val();
                if self.ctl_ccc.val() >= self.k_cccs.val() {
                    self.done_r.d.next = true;
                    self.ok_r.d.next = false;
                } else {
                    self.state.d.next = 2.into();
                    if self.k_two.val() {
                        self.state.d.next = 1.into();
                    }
                }
            } else if self.fb_valid.val() {
                self.fb_ready.next = true;
                self.op_r.d.next = 1.into();
                self.ccc_r.d.next = self.fb_ccc.val();
                self.fbi_r.d.next = self.fb_ev.val().get_bits::<8>(0) & self.k_evmask.val();
                self.fbc_r.d.next = self.fb_class.val();
                self.stamp_r.d.next = self.fb_t.val().get_bits::<16>(10);
                self.rra_n.next = bit_cast::<RA, 16>(self.fb_ccc.val()) << self.k_rls.val();
                self.pra_n.next = (bit_cast::<PA, 16>(self.fb_ccc.val()) << self.k_pws.val())
                    | bit_cast::<PA, 8>(
                        (self.fb_ev.val().get_bits::<8>(0) & self.k_evmask.val()) >> 2,
                    );
                if self.fb_ccc.val() >= self.k_cccs.val() {
                    self.cnt_ccc.d.next = self.cnt_ccc.q.val() + 1;
                } else if self.fb_ev.val().get_bits::<16>(16).any() {
                    self.cnt_ev.d.next = self.cnt_ev.q.val() + 1;
                } else if self.fb_class.val() > 5 {
                    self.cnt_fb.d.next = self.cnt_fb.q.val() + 1;
                } else {
                    self.state.d.next = 2.into();
                    if self.k_two.val() {
                        self.state.d.next = 1.into();
                    }
                }
            } else if self.dec_valid.val() {
                self.dec_ready.next = true;
                self.op_r.d.next = 0.into();
                self.ccc_r.d.next = self.dec_ccc.val();
                self.rra_n.next = bit_cast::<RA, 16>(self.dec_ccc.val()) << self.k_rls.val();
                if self.dec_ccc.val() >= self.k_cccs.val() {
                    self.cnt_ccc.d.next = self.cnt_ccc.q.val() + 1;
                } else {
                    self.state.d.next = 2.into();
                    if self.k_two.val() {
                        self.state.d.next = 1.into();
                    }
                }
            }
        }
        self.rra.d.next = self.rra_n.val();
        self.pra.d.next = self.pra_n.val();
        self.rec_ram.read_address.next = self.rra_n.val();
        self.pen_ram.read_address.next = self.pra_n.val();
        self.rec_ram.write_enable.next = self.we_r.val();
        self.rec_ram.write_address.next = self.wa_r.val();
        self.rec_ram.write_data.next = self.wd_r.val();
        self.pen_ram.write_enable.next = self.we_p.val();
        self.pen_ram.write_address.next = self.wa_p.val();
        self.pen_ram.write_data.next = self.wd_p.val();
        self.rec_we.next = self.we_r.val();
        self.rec_waddr.next = self.wa_r.val();
        self.rec_wdata.next = self.wd_r.val();
        self.pen_we.next = self.we_p.val();
        self.pen_waddr.next = self.wa_p.val();
        self.pen_wdata.next = self.wd_p.val();
    }
}

/// The seed of every instance's LFSR (`nscc multipath`'s default seed).
pub const MP_SEED: u16 = 1;
/// The Cu's size: 128 CCCs x 8 EVs (`docs/multipath.md`: 3 block RAMs for Mixed).
pub const CU_CCCS: usize = 128;
pub const CU_EV_BITS: u8 = 3;
/// The ECP5's size: 1,024 CCCs x 256 EVs.
pub const ECP5_CCCS: usize = 1024;
pub const ECP5_EV_BITS: u8 = 8;

/// The configuration of an instance: `strategy` with `ev_bits`, the rest `MpConfig`'s
/// defaults (a ring of 8, htsim's penalties, a 10 ms freeze, 16 explorations).
pub fn mp_config(strategy: Strategy, ev_bits: u8) -> MpConfig {
    MpConfig::with(strategy, ev_bits)
}

/// One sized instance: its name (the Verilated top's), strategy, CCCs, EV bits.
#[derive(Clone, Copy, Debug)]
pub struct MpInstance {
    pub top: &'static str,
    pub strategy: Strategy,
    pub cccs: usize,
    pub ev_bits: u8,
    /// Record line width and lines per CCC.
    pub line_bits: usize,
    pub lines: usize,
    /// Penalty words per CCC (0: none).
    pub pen_words: usize,
    pub verilog: fn() -> String,
}

impl MpInstance {
    pub fn config(&self) -> MpConfig {
        mp_config(self.strategy, self.ev_bits)
    }
    pub fn evs(&self) -> usize {
        1 << self.ev_bits
    }
}

fn verilog_with<const RA: usize, const LB: usize, const RB: usize, const PA: usize>(
    strategy: Strategy,
    cccs: usize,
    ev_bits: u8,
) -> String {
    let mut uut = MpEvEngine::<RA, LB, RB, PA>::new(&mp_config(strategy, ev_bits), cccs, MP_SEED);
    uut.connect_all();
    // A record line or a penalty word is never read in the clock it is written (the next
    // request is taken one clock after a line's write; a walk of one word forwards it).
    crate::rams_without_collision_check(generate_verilog(&uut))
}

macro_rules! instance {
    ($fun:ident, $top:literal, $s:expr, $cccs:expr, $k:expr, $ra:literal, $lb:literal, $rb:literal, $pa:literal, $pw:expr) => {
        /// Verilog of one sized instance (top module `top`).
        pub fn $fun() -> String {
            verilog_with::<$ra, $lb, $rb, $pa>($s, $cccs, $k)
        }
    };
}

instance!(
    verilog_cu_oblivious,
    "mp_cu_oblivious",
    Strategy::Oblivious,
    CU_CCCS,
    CU_EV_BITS,
    7,
    32,
    32,
    1,
    0
);
instance!(
    verilog_cu_bitmap,
    "mp_cu_bitmap",
    Strategy::Bitmap,
    CU_CCCS,
    CU_EV_BITS,
    7,
    32,
    32,
    8,
    2
);
instance!(
    verilog_cu_reps,
    "mp_cu_reps",
    Strategy::Reps,
    CU_CCCS,
    CU_EV_BITS,
    8,
    48,
    96,
    1,
    0
);
instance!(
    verilog_cu_mixed,
    "mp_cu_mixed",
    Strategy::Mixed,
    CU_CCCS,
    CU_EV_BITS,
    8,
    32,
    64,
    8,
    2
);
instance!(
    verilog_cu_mixed_wide,
    "mp_cu_mixed_wide",
    Strategy::Mixed,
    CU_CCCS,
    CU_EV_BITS,
    7,
    64,
    64,
    8,
    2
);
instance!(
    verilog_ecp5_oblivious,
    "mp_ecp5_oblivious",
    Strategy::Oblivious,
    ECP5_CCCS,
    ECP5_EV_BITS,
    10,
    32,
    32,
    1,
    0
);
instance!(
    verilog_ecp5_bitmap,
    "mp_ecp5_bitmap",
    Strategy::Bitmap,
    ECP5_CCCS,
    ECP5_EV_BITS,
    10,
    32,
    32,
    16,
    64
);
instance!(
    verilog_ecp5_reps,
    "mp_ecp5_reps",
    Strategy::Reps,
    ECP5_CCCS,
    ECP5_EV_BITS,
    10,
    112,
    112,
    1,
    0
);
instance!(
    verilog_ecp5_mixed,
    "mp_ecp5_mixed",
    Strategy::Mixed,
    ECP5_CCCS,
    ECP5_EV_BITS,
    10,
    96,
    96,
    16,
    64
);

/// Every sized instance: the Cu's (128 CCCs x 8 EVs; Mixed's record in two 32-bit lines,
/// 3 block RAMs, and `mp_cu_mixed_wide` in one 64-bit line, 5) and the ECP5's
/// (1,024 x 256), per strategy.
pub const INSTANCES: &[MpInstance] = &[
    MpInstance {
        top: "mp_cu_oblivious",
        strategy: Strategy::Oblivious,
        cccs: CU_CCCS,
        ev_bits: CU_EV_BITS,
        line_bits: 32,
        lines: 1,
        pen_words: 0,
        verilog: verilog_cu_oblivious,
    },
    MpInstance {
        top: "mp_cu_bitmap",
        strategy: Strategy::Bitmap,
        cccs: CU_CCCS,
        ev_bits: CU_EV_BITS,
        line_bits: 32,
        lines: 1,
        pen_words: 2,
        verilog: verilog_cu_bitmap,
    },
    MpInstance {
        top: "mp_cu_reps",
        strategy: Strategy::Reps,
        cccs: CU_CCCS,
        ev_bits: CU_EV_BITS,
        line_bits: 48,
        lines: 2,
        pen_words: 0,
        verilog: verilog_cu_reps,
    },
    MpInstance {
        top: "mp_cu_mixed",
        strategy: Strategy::Mixed,
        cccs: CU_CCCS,
        ev_bits: CU_EV_BITS,
        line_bits: 32,
        lines: 2,
        pen_words: 2,
        verilog: verilog_cu_mixed,
    },
    MpInstance {
        top: "mp_cu_mixed_wide",
        strategy: Strategy::Mixed,
        cccs: CU_CCCS,
        ev_bits: CU_EV_BITS,
        line_bits: 64,
        lines: 1,
        pen_words: 2,
        verilog: verilog_cu_mixed_wide,
    },
    MpInstance {
        top: "mp_ecp5_oblivious",
        strategy: Strategy::Oblivious,
        cccs: ECP5_CCCS,
        ev_bits: ECP5_EV_BITS,
        line_bits: 32,
        lines: 1,
        pen_words: 0,
        verilog: verilog_ecp5_oblivious,
    },
    MpInstance {
        top: "mp_ecp5_bitmap",
        strategy: Strategy::Bitmap,
        cccs: ECP5_CCCS,
        ev_bits: ECP5_EV_BITS,
        line_bits: 32,
        lines: 1,
        pen_words: 64,
        verilog: verilog_ecp5_bitmap,
    },
    MpInstance {
        top: "mp_ecp5_reps",
        strategy: Strategy::Reps,
        cccs: ECP5_CCCS,
        ev_bits: ECP5_EV_BITS,
        line_bits: 112,
        lines: 1,
        pen_words: 0,
        verilog: verilog_ecp5_reps,
    },
    MpInstance {
        top: "mp_ecp5_mixed",
        strategy: Strategy::Mixed,
        cccs: ECP5_CCCS,
        ev_bits: ECP5_EV_BITS,
        line_bits: 96,
        lines: 1,
        pen_words: 64,
        verilog: verilog_ecp5_mixed,
    },
];

/// The instance of `strategy` on the Cu (`ecp5` false) or the ECP5.
pub fn instance(strategy: Strategy, ecp5: bool) -> &'static MpInstance {
    INSTANCES
        .iter()
        .find(|i| i.strategy == strategy && (i.cccs == ECP5_CCCS) == ecp5)
        .expect("every strategy has both sizes")
}

/// The instance called `top`.
pub fn instance_named(top: &str) -> Option<&'static MpInstance> {
    INSTANCES.iter().find(|i| i.top == top)
}
