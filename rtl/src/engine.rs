//! `NsccEngine`: many CCCs through one NSCC datapath, one event per clock, each CCC's state
//! in block RAM (`docs/engine.md`, "The one-event-per-clock engine").
//!
//! The datapath is `NsccCore`'s (the same stage blocks, the same schedule); what changes is
//! where the state lives. Every owner block runs in *engine mode* (`ext`): the state before
//! the event comes from the CCC's context, read one stage before the owner stage at the
//! event's CCC address, and the owner's result is written back one stage after it. The
//! context is split into groups, one block RAM (one write port) per owner stage:
//!
//! | group | fields | read for stage | written at stage |
//! |---|---|---|---|
//! | L | phase, profile | 0 (the port) | lifecycle only |
//! | Q | base RTT | 2 | 3 |
//! | E | avg_delay | 2 (then carried to 4 and 6) | 7 |
//! | T | the QA timer's counters, timers, BDP, MaxWnd ([`T_FIELDS`]) | 7 | 8 |
//! | I | the increase credit | 12 | 13 |
//! | C | cwnd, pre-penalty cwnd, penalty flag | 7 (then carried to 15 and 29) | 30 |
//!
//! **Issue window and stall rule** (the golden `GoldenEngine`'s semantics): events enter
//! an issue window of [`WINDOW`] entries; each cycle the oldest entry whose CCC has no
//! event that entered the pipeline fewer than [`HAZARD_CYCLES`] cycles before, and no older
//! entry waiting, enters the pipeline. So every read of a context group sees every write of
//! the CCC's previous event (each CCC sees exactly sequential NSCC, its events in order),
//! and events of other CCCs pass a stalled one: one event per clock while the window holds
//! one whose CCC is free.
//!
//! **Profiles**: [`PROFILES`] register images, written over the config port (`cfg_*`,
//! `cfg_profile`, `cfg_write`); each consumer stage reads the fields it needs from a small
//! RAM of its own at the profile id its event carries.
//!
//! **Lifecycle** (`ctl_*`): activate (IDLE -> ACTIVE, bound to a loaded profile, the timers
//! started at `ctl_t`), ready (ACTIVE -> READY), reset (any -> IDLE, one context cleared).
//! A request waits for the window to empty and the pipeline to drain (the event port is
//! held meanwhile), then
//! writes one context; `ctl_done` pulses with `ctl_ok` low when it was refused (id out of
//! range, wrong phase, profile not loaded), as `GoldenEngine` refuses it.
//!
//! **Refusals**: an event for an id at or above [`CCCS`], with the ps within the ns above
//! 999, or for a CCC that is not READY passes down the pipeline as a bubble (no write) and
//! is counted per reason on the `refused_*` ports.

use rust_hdl::prelude::*;

use crate::blocks::*;
use crate::cwnd_commit::CwndCommit;
use crate::ewma_shifter::EwmaShifter;
use crate::gain_mul::GainMul;
use crate::penalty_mul::PenaltyMul;
use crate::prop_gain::PropGain;
use crate::qa_timer::QaTimer;
use crate::quadrant_stage::QuadrantStage;
use crate::recip_div::RecipDiv;

/// Address bits of the context store (`NsccEngine<A>` holds 2^A CCCs, A <= 12: the
/// pipeline's tags carry 12-bit ids).
pub const CCC_BITS: usize = 12;
/// CCCs the co-simulated and ECP5 engine holds.
pub const CCCS: usize = 1 << CCC_BITS;
/// Configuration profiles.
pub const PROFILES: usize = 8;
/// An event is held at the port while an earlier event of its CCC entered fewer than
/// `HAZARD_CYCLES` cycles before (the C group is read for stage 7, its address presented
/// in stage 6, and written in stage 30: 24 cycles apart; one spare). The compare covers
/// stage 0 and the tags of stages 1..=24.
pub const HAZARD_CYCLES: u64 = 26;
/// Entries of the issue window.
pub const WINDOW: usize = 4;
/// Stage at which an event leaves the engine (its C group written, `out_*` valid).
pub const LAST_STAGE: usize = 30;
/// Cycles from an event on the port to its `out_valid`.
pub const LATENCY: u64 = LAST_STAGE as u64 + 1;
/// Lifecycle request codes on `ctl_op`.
pub const CTL_ACTIVATE: u64 = 1;
pub const CTL_READY: u64 = 2;
pub const CTL_RESET: u64 = 3;

/// The T group, in bit order from bit 0: `(state field, stored width)`. The byte counters
/// are stored saturated at 2^25 - 1 and `received` in 24 bits, as `golden_model::engine`
/// narrows them; `flags` are fast_active, trigger_qa, qa_armed.
pub const T_FIELDS: &[(&str, usize)] = &[
    ("bdp", 24),
    ("maxwnd", 24),
    ("achieved", 25),
    ("received", 24),
    ("bytes_ignored", 25),
    ("bytes_to_ignore", 24),
    ("fi_count", 25),
    ("flags", 3),
    ("qa_start", 32),
    ("qa_len", 25),
    ("last_adjust", 32),
    ("last_adjust_sub", 10),
    ("last_dec", 32),
];
/// Width of the T group.
pub const T_BITS: usize = 325;
/// The C group: cwnd [23:0], pre-penalty cwnd [47:24], penalty flag [48].
pub const C_FIELDS: &[(&str, usize)] = &[
    ("cwnd", 24),
    ("pre_penalty_cwnd", 24),
    ("penalty_active", 1),
];
/// The I group: the increase credit, 41 bits (`golden_model::engine::INC_BITS`).
pub const I_BITS: usize = 41;
/// The L group: phase [1:0], profile [4:2].
pub const L_BITS: usize = 5;

#[derive(LogicBlock, Default)]
pub struct NsccEngine<const A: usize> {
    pub clock: Signal<In, Clock>,
    // ---- profile port: the register image of profile `cfg_profile`, written on `cfg_write`
    pub cfg_write: Signal<In, Bit>,
    pub cfg_profile: Signal<In, Bits<3>>,
    pub cfg_mtu: Signal<In, Bits<24>>,
    pub cfg_init_cwnd: Signal<In, Bits<24>>,
    pub cfg_init_bdp: Signal<In, Bits<24>>,
    pub cfg_init_maxwnd: Signal<In, Bits<24>>,
    pub cfg_base_rtt: Signal<In, Bits<24>>,
    pub cfg_network_rtt: Signal<In, Bits<24>>,
    pub cfg_target: Signal<In, Bits<24>>,
    pub cfg_qa_threshold: Signal<In, Bits<24>>,
    pub cfg_gamma_target: Signal<In, Bits<32>>,
    pub cfg_qa_gate: Signal<In, Bits<5>>,
    pub cfg_fulfill_bytes: Signal<In, Bits<24>>,
    pub cfg_rate_mant: Signal<In, Bits<12>>,
    pub cfg_rate_exp: Signal<In, Bits<8>>,
    pub cfg_alpha_mant: Signal<In, Bits<12>>,
    pub cfg_alpha_exp: Signal<In, Bits<8>>,
    pub cfg_fi_mant: Signal<In, Bits<12>>,
    pub cfg_fi_exp: Signal<In, Bits<8>>,
    pub cfg_fis_mant: Signal<In, Bits<12>>,
    pub cfg_fis_exp: Signal<In, Bits<8>>,
    pub cfg_eta: Signal<In, Bits<16>>,
    pub cfg_network_rtt_sub: Signal<In, Bits<10>>,
    // ---- lifecycle port
    pub ctl_valid: Signal<In, Bit>,
    pub ctl_ready: Signal<Out, Bit>,
    pub ctl_op: Signal<In, Bits<2>>,
    pub ctl_ccc: Signal<In, Bits<16>>,
    pub ctl_profile: Signal<In, Bits<3>>,
    pub ctl_t: Signal<In, Bits<32>>,
    pub ctl_done: Signal<Out, Bit>,
    pub ctl_ok: Signal<Out, Bit>,
    // ---- event port
    pub ev_valid: Signal<In, Bit>,
    pub ev_ready: Signal<Out, Bit>,
    pub ev_ccc: Signal<In, Bits<16>>,
    pub ev_t: Signal<In, Bits<32>>,
    pub ev_t_sub: Signal<In, Bits<10>>,
    pub ev_kind: Signal<In, Bits<2>>,
    pub ev_bytes: Signal<In, Bits<24>>,
    pub ev_rtt: Signal<In, Bits<24>>,
    pub ev_ecn: Signal<In, Bit>,
    pub ev_pend: Signal<In, Bits<7>>,
    pub ev_rc: Signal<In, Bit>,
    pub ev_in_flight: Signal<In, Bits<24>>,
    pub ev_probe: Signal<In, Bit>,
    pub ev_probe_rtt: Signal<In, Bits<24>>,
    // ---- per event, LATENCY cycles after it was accepted
    pub out_valid: Signal<Out, Bit>,
    pub out_ccc: Signal<Out, Bits<12>>,
    pub out_action: Signal<Out, Bits<4>>,
    pub out_fulfill: Signal<Out, Bit>,
    pub out_cwnd: Signal<Out, Bits<24>>,
    // ---- refused events, per reason (golden_model::engine::Refusal)
    pub refused_ccc_out_of_range: Signal<Out, Bits<32>>,
    pub refused_idle: Signal<Out, Bits<32>>,
    pub refused_not_ready: Signal<Out, Bits<32>>,
    pub refused_event_out_of_range: Signal<Out, Bits<32>>,
    // ---- context writes (what the co-simulation mirrors): one port set per group
    pub ctx_l_we: Signal<Out, Bit>,
    pub ctx_l_addr: Signal<Out, Bits<12>>,
    pub ctx_l_data: Signal<Out, Bits<5>>,
    pub ctx_q_we: Signal<Out, Bit>,
    pub ctx_q_addr: Signal<Out, Bits<12>>,
    pub ctx_q_data: Signal<Out, Bits<24>>,
    pub ctx_e_we: Signal<Out, Bit>,
    pub ctx_e_addr: Signal<Out, Bits<12>>,
    pub ctx_e_data: Signal<Out, Bits<32>>,
    pub ctx_t_we: Signal<Out, Bit>,
    pub ctx_t_addr: Signal<Out, Bits<12>>,
    pub ctx_t_data: Signal<Out, Bits<325>>,
    pub ctx_i_we: Signal<Out, Bit>,
    pub ctx_i_addr: Signal<Out, Bits<12>>,
    pub ctx_i_data: Signal<Out, Bits<41>>,
    pub ctx_c_we: Signal<Out, Bit>,
    pub ctx_c_addr: Signal<Out, Bits<12>>,
    pub ctx_c_data: Signal<Out, Bits<49>>,
    // ---- context store
    ram_l: RAM<Bits<5>, A>,
    ram_q: RAM<Bits<24>, A>,
    ram_e: RAM<Bits<32>, A>,
    ram_t: RAM<Bits<325>, A>,
    ram_i: RAM<Bits<41>, A>,
    ram_c: RAM<Bits<49>, A>,
    // ---- profile store: one RAM per consumer stage, read at the event's profile
    /// stage 1: rate mant [11:0], exp [19:12]
    prof1: RAM<Bits<20>, 3>,
    /// stage 3: fis mant [11:0], exp [19:12], target [43:20], alpha mant [55:44],
    /// exp [63:56], network RTT [87:64]
    prof3: RAM<Bits<88>, 3>,
    /// stage 6: fi mant [11:0], exp [19:12]
    prof6: RAM<Bits<20>, 3>,
    /// stage 7: MTU [23:0], target [47:24], QA threshold [71:48], network RTT [95:72],
    /// its ps [105:96], fulfill bytes [129:106], QA gate [134:130], gamma x target [166:135]
    prof7: RAM<Bits<167>, 3>,
    /// stage 15: MTU
    prof15: RAM<Bits<24>, 3>,
    /// stage 20: MTU
    prof20: RAM<Bits<24>, 3>,
    /// stage 28: MTU [23:0], eta [39:24]
    prof28: RAM<Bits<40>, 3>,
    /// lifecycle: init cwnd [23:0], init BDP [47:24], init MaxWnd [71:48], base RTT [95:72]
    prof_init: RAM<Bits<96>, 3>,
    loaded: DFF<Bits<8>>,
    // ---- the tag of the event in each stage: valid [15], profile [14:12], CCC [11:0]
    tag: [DFF<Bits<16>>; 30],
    accept: Signal<Local, Bit>,
    // ---- issue window: WINDOW events in arrival order, entry 0 the oldest; each is
    // ccc [15:0], the event [181:16] (`ev_word`)
    win_v: [DFF<Bit>; 4],
    win_e: [DFF<Bits<182>>; 4],
    ev_word: Signal<Local, Bits<182>>,
    /// entry j may issue: its CCC is not in flight
    el0: Signal<Local, Bit>,
    el1: Signal<Local, Bit>,
    el2: Signal<Local, Bit>,
    el3: Signal<Local, Bit>,
    hz0: Signal<Local, Bit>,
    hz1: Signal<Local, Bit>,
    hz2: Signal<Local, Bit>,
    hz3: Signal<Local, Bit>,
    issue: Signal<Local, Bit>,
    issue_e: Signal<Local, Bits<182>>,
    /// the window after this cycle's issue (the entries behind the issued one move up)
    rv0: Signal<Local, Bit>,
    rv1: Signal<Local, Bit>,
    rv2: Signal<Local, Bit>,
    rv3: Signal<Local, Bit>,
    re0: Signal<Local, Bits<182>>,
    re1: Signal<Local, Bits<182>>,
    re2: Signal<Local, Bits<182>>,
    re3: Signal<Local, Bits<182>>,
    // ---- stage 0: the accepted event, its L group read
    a0: DFF<Bit>,
    id_ok0: DFF<Bit>,
    sub_ok0: DFF<Bit>,
    ccc0: DFF<Bits<12>>,
    t0: DFF<Bits<32>>,
    ts0: DFF<Bits<10>>,
    k0: DFF<Bits<2>>,
    b0: DFF<Bits<24>>,
    r0: DFF<Bits<24>>,
    e0: DFF<Bit>,
    p0: DFF<Bits<7>>,
    rc0: DFF<Bit>,
    f0: DFF<Bits<24>>,
    pr0: DFF<Bit>,
    prr0: DFF<Bits<24>>,
    ok0: Signal<Local, Bit>,
    phase0: Signal<Local, Bits<2>>,
    cnt_range: DFF<Bits<32>>,
    cnt_idle: DFF<Bits<32>>,
    cnt_not_ready: DFF<Bits<32>>,
    cnt_event: DFF<Bits<32>>,
    // ---- lifecycle machine: 0 idle, 1 drain, 2 read, 3 write
    ctl_state: DFF<Bits<2>>,
    ctl_op_r: DFF<Bits<2>>,
    ctl_ccc_r: DFF<Bits<16>>,
    ctl_prof_r: DFF<Bits<3>>,
    ctl_t_r: DFF<Bits<32>>,
    drain: DFF<Bits<6>>,
    done_r: DFF<Bit>,
    ok_r: DFF<Bit>,
    life_we: Signal<Local, Bit>,
    life_ok: Signal<Local, Bit>,
    life_active: Signal<Local, Bit>,
    // ---- stage 1 registers (the event), as NsccCore's
    v1: DFF<Bit>,
    t1: DFF<Bits<32>>,
    ts1: DFF<Bits<10>>,
    k1: DFF<Bits<2>>,
    b1: DFF<Bits<24>>,
    r1: DFF<Bits<24>>,
    e1: DFF<Bit>,
    p1: DFF<Bits<7>>,
    rc1: DFF<Bit>,
    f1: DFF<Bits<24>>,
    pr1: DFF<Bit>,
    prr1: DFF<Bits<24>>,
    v_2: Delay1<Bit>,
    v_7: Delay6<Bit>,
    v_28: Delay27<Bit>,
    k_3: Delay2<Bits<2>>,
    fast_sat: Signal<Local, Bits<24>>,
    base7: Signal<Local, Bits<24>>,
    pen7: Signal<Local, Bits<24>>,
    pre7: Signal<Local, Bits<24>>,
    base15: Signal<Local, Bits<24>>,
    pen15: Signal<Local, Bits<24>>,
    pre15: Signal<Local, Bits<24>>,
    k_2: Delay1<Bits<2>>,
    r_2: Delay1<Bits<24>>,
    pr_2: Delay1<Bit>,
    prr_2: Delay1<Bits<24>>,
    e_3: Delay2<Bit>,
    b_3: Delay2<Bits<24>>,
    b_6: Delay3<Bits<24>>,
    b_7: Delay1<Bits<24>>,
    fair_6: Delay3<Bit>,
    line_ev: BramDelay<Bits<71>>,
    t7: Signal<Local, Bits<32>>,
    ts7: Signal<Local, Bits<10>>,
    f7: Signal<Local, Bits<24>>,
    k7: Signal<Local, Bits<2>>,
    e7: Signal<Local, Bit>,
    rc7: Signal<Local, Bit>,
    pnz7: Signal<Local, Bit>,
    line_pen: BramDelay<Bits<24>>,
    line_15: BramDelay<Bits<27>>,
    k15: Signal<Local, Bits<2>>,
    rc15: Signal<Local, Bit>,
    line_a: BramDelay<Bits<28>>,
    dec7: Signal<Local, Bits<24>>,
    line_b: BramDelay<Bits<55>>,
    inc8: Signal<Local, Bits<24>>,
    line_c: BramDelay<Bits<50>>,
    line_tot: BramDelay<Bits<48>>,
    line_md: BramDelay<Bits<24>>,
    delay_7: Delay4<Bits<24>>,
    base_7: Delay4<Bits<24>>,
    dropped_7: Delay4<Bit>,
    penalty_mul: PenaltyMul,
    quadrant: QuadrantStage,
    ewma: EwmaShifter,
    qa_timer: QaTimer,
    commit: CwndCommit,
    mul_bdp: GainMul,
    mul_fast: GainMul,
    prop_gain: PropGain,
    mul_credit: GainMul,
    mul_md: GainMul,
    div_md: RecipDiv,
    div_fulfill: RecipDiv,
    bdp_cand: Signal<Local, Bits<24>>,
    maxwnd_sum: Signal<Local, Bits<25>>,
    maxwnd_cand: Signal<Local, Bits<24>>,
    maxwnd_now7: Signal<Local, Bits<24>>,
    start7: Signal<Local, Bits<24>>,
    fast_15: Delay7<Bits<24>>,
    action_12: Delay4<Bits<4>>,
    stop_12: Delay4<Bit>,
    fulfill_12: Delay4<Bit>,
    maxwnd_15: Delay7<Bits<24>>,
    action_15: Delay7<Bits<4>>,
    credit_12: DFF<Bits<48>>,
    bdp_y7: DFF<Bits<24>>,
    inc_r: DFF<Bits<48>>,
    credit12: Signal<Local, Bits<48>>,
    total12: Signal<Local, Bits<49>>,
    total_sat12: Signal<Local, Bits<48>>,
    start15: Signal<Local, Bits<24>>,
    divisor15: Signal<Local, Bits<25>>,
    kept15: Signal<Local, Bits<12>>,
    md_cut20: Signal<Local, Bits<24>>,
    window20: Signal<Local, Bits<25>>,
    divisor20: Signal<Local, Bits<25>>,
    q28: Signal<Local, Bits<25>>,
    fulfill_add28: Signal<Local, Bits<24>>,
    // ---- context values carried to later consumers
    /// avg_delay read for stage 2, carried to the EWMA's stages 4 and 6
    avg_4: Delay2<Bits<32>>,
    avg_6: Delay4<Bits<32>>,
    /// the C group read for stage 7, carried to stage 15 and on to the commit (29)
    c_15: Delay8<Bits<49>>,
    c_29: Delay14<Bits<49>>,
    c7: Signal<Local, Bits<49>>,
    t7g: Signal<Local, Bits<325>>,
    /// action and fulfill from stage 28 to the output (30)
    out_af: Delay2<Bits<5>>,
    // ---- the T group as the QA timer writes it (saturated counters)
    achieved_s: Signal<Local, Bits<25>>,
    ignored_s: Signal<Local, Bits<25>>,
    fi_count_s: Signal<Local, Bits<25>>,
    p1v: Signal<Local, Bits<20>>,
    p3v: Signal<Local, Bits<88>>,
    p6v: Signal<Local, Bits<20>>,
    p7v: Signal<Local, Bits<167>>,
    p28v: Signal<Local, Bits<40>>,
    pinit: Signal<Local, Bits<96>>,
    // lifecycle write data
    life_l: Signal<Local, Bits<5>>,
    life_q: Signal<Local, Bits<24>>,
    life_t: Signal<Local, Bits<325>>,
    life_c: Signal<Local, Bits<49>>,
}

impl<const A: usize> Logic for NsccEngine<A> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            loaded,
            a0,
            id_ok0,
            sub_ok0,
            ccc0,
            t0,
            ts0,
            k0,
            b0,
            r0,
            e0,
            p0,
            rc0,
            f0,
            pr0,
            prr0,
            cnt_range,
            cnt_idle,
            cnt_not_ready,
            cnt_event,
            ctl_state,
            ctl_op_r,
            ctl_ccc_r,
            ctl_prof_r,
            ctl_t_r,
            drain,
            done_r,
            ok_r,
            v1,
            t1,
            ts1,
            k1,
            b1,
            r1,
            e1,
            p1,
            rc1,
            f1,
            pr1,
            prr1,
            credit_12,
            bdp_y7,
            inc_r
        );
        clock!(
            self,
            clock,
            v_2,
            v_7,
            v_28,
            k_3,
            k_2,
            r_2,
            pr_2,
            prr_2,
            e_3,
            b_3,
            b_6,
            b_7,
            fair_6,
            delay_7,
            base_7,
            dropped_7,
            quadrant,
            ewma,
            qa_timer,
            commit,
            mul_bdp,
            mul_fast,
            prop_gain,
            mul_credit,
            mul_md,
            div_md,
            div_fulfill,
            fast_15,
            action_12,
            stop_12,
            fulfill_12,
            maxwnd_15,
            action_15,
            penalty_mul,
            line_ev,
            line_pen,
            line_15,
            line_a,
            line_b,
            line_c,
            line_tot,
            line_md,
            avg_4,
            avg_6,
            c_15,
            c_29,
            out_af
        );
        for i in 0..30 {
            self.tag[i].clock.next = self.clock.val();
            self.tag[i].d.next = self.tag[i].q.val();
        }
        self.ram_l.read_clock.next = self.clock.val();
        self.ram_l.write_clock.next = self.clock.val();
        self.ram_q.read_clock.next = self.clock.val();
        self.ram_q.write_clock.next = self.clock.val();
        self.ram_e.read_clock.next = self.clock.val();
        self.ram_e.write_clock.next = self.clock.val();
        self.ram_t.read_clock.next = self.clock.val();
        self.ram_t.write_clock.next = self.clock.val();
        self.ram_i.read_clock.next = self.clock.val();
        self.ram_i.write_clock.next = self.clock.val();
        self.ram_c.read_clock.next = self.clock.val();
        self.ram_c.write_clock.next = self.clock.val();
        self.prof1.read_clock.next = self.clock.val();
        self.prof1.write_clock.next = self.clock.val();
        self.prof3.read_clock.next = self.clock.val();
        self.prof3.write_clock.next = self.clock.val();
        self.prof6.read_clock.next = self.clock.val();
        self.prof6.write_clock.next = self.clock.val();
        self.prof7.read_clock.next = self.clock.val();
        self.prof7.write_clock.next = self.clock.val();
        self.prof15.read_clock.next = self.clock.val();
        self.prof15.write_clock.next = self.clock.val();
        self.prof20.read_clock.next = self.clock.val();
        self.prof20.write_clock.next = self.clock.val();
        self.prof28.read_clock.next = self.clock.val();
        self.prof28.write_clock.next = self.clock.val();
        self.prof_init.read_clock.next = self.clock.val();
        self.prof_init.write_clock.next = self.clock.val();

        // ---- profile port: every profile RAM takes its fields of the register image
        self.prof1.write_enable.next = self.cfg_write.val();
        self.prof3.write_enable.next = self.cfg_write.val();
        self.prof6.write_enable.next = self.cfg_write.val();
        self.prof7.write_enable.next = self.cfg_write.val();
        self.prof15.write_enable.next = self.cfg_write.val();
        self.prof20.write_enable.next = self.cfg_write.val();
        self.prof28.write_enable.next = self.cfg_write.val();
        self.prof_init.write_enable.next = self.cfg_write.val();
        self.prof1.write_address.next = self.cfg_profile.val();
        self.prof3.write_address.next = self.cfg_profile.val();
        self.prof6.write_address.next = self.cfg_profile.val();
        self.prof7.write_address.next = self.cfg_profile.val();
        self.prof15.write_address.next = self.cfg_profile.val();
        self.prof20.write_address.next = self.cfg_profile.val();
        self.prof28.write_address.next = self.cfg_profile.val();
        self.prof_init.write_address.next = self.cfg_profile.val();
        self.prof1.write_data.next = bit_cast::<20, 12>(self.cfg_rate_mant.val())
            | (bit_cast::<20, 8>(self.cfg_rate_exp.val()) << 12);
        self.prof3.write_data.next = bit_cast::<88, 12>(self.cfg_fis_mant.val())
            | (bit_cast::<88, 8>(self.cfg_fis_exp.val()) << 12)
            | (bit_cast::<88, 24>(self.cfg_target.val()) << 20)
            | (bit_cast::<88, 12>(self.cfg_alpha_mant.val()) << 44)
            | (bit_cast::<88, 8>(self.cfg_alpha_exp.val()) << 56)
            | (bit_cast::<88, 24>(self.cfg_network_rtt.val()) << 64);
        self.prof6.write_data.next = bit_cast::<20, 12>(self.cfg_fi_mant.val())
            | (bit_cast::<20, 8>(self.cfg_fi_exp.val()) << 12);
        self.prof7.write_data.next = bit_cast::<167, 24>(self.cfg_mtu.val())
            | (bit_cast::<167, 24>(self.cfg_target.val()) << 24)
            | (bit_cast::<167, 24>(self.cfg_qa_threshold.val()) << 48)
            | (bit_cast::<167, 24>(self.cfg_network_rtt.val()) << 72)
            | (bit_cast::<167, 10>(self.cfg_network_rtt_sub.val()) << 96)
            | (bit_cast::<167, 24>(self.cfg_fulfill_bytes.val()) << 106)
            | (bit_cast::<167, 5>(self.cfg_qa_gate.val()) << 130)
            | (bit_cast::<167, 32>(self.cfg_gamma_target.val()) << 135);
        self.prof15.write_data.next = self.cfg_mtu.val();
        self.prof20.write_data.next = self.cfg_mtu.val();
        self.prof28.write_data.next =
            bit_cast::<40, 24>(self.cfg_mtu.val()) | (bit_cast::<40, 16>(self.cfg_eta.val()) << 24);
        self.prof_init.write_data.next = bit_cast::<96, 24>(self.cfg_init_cwnd.val())
            | (bit_cast::<96, 24>(self.cfg_init_bdp.val()) << 24)
            | (bit_cast::<96, 24>(self.cfg_init_maxwnd.val()) << 48)
            | (bit_cast::<96, 24>(self.cfg_base_rtt.val()) << 72);
        if self.cfg_write.val() {
            self.loaded.d.next = self.loaded.q.val() | (bits::<8>(1) << self.cfg_profile.val());
        }

        // ---- the port: an event enters the issue window when it has room, and waits
        // there (each CCC's events in order) while a lifecycle request is pending
        for i in 0..4 {
            self.win_v[i].clock.next = self.clock.val();
            self.win_e[i].clock.next = self.clock.val();
        }
        self.life_active.next = self.ctl_state.q.val() != 0;
        self.ev_ready.next = !self.win_v[3].q.val() && !self.life_active.val();
        self.accept.next = self.ev_valid.val() && self.ev_ready.val();
        self.ctl_ready.next = !self.life_active.val();
        self.ev_word.next = bit_cast::<182, 16>(self.ev_ccc.val())
            | (bit_cast::<182, 32>(self.ev_t.val()) << 16)
            | (bit_cast::<182, 10>(self.ev_t_sub.val()) << 48)
            | (bit_cast::<182, 2>(self.ev_kind.val()) << 58)
            | (bit_cast::<182, 24>(self.ev_bytes.val()) << 60)
            | (bit_cast::<182, 24>(self.ev_rtt.val()) << 84)
            | (bit_cast::<182, 1>(self.ev_ecn.val().into()) << 108)
            | (bit_cast::<182, 7>(self.ev_pend.val()) << 109)
            | (bit_cast::<182, 1>(self.ev_rc.val().into()) << 116)
            | (bit_cast::<182, 24>(self.ev_in_flight.val()) << 117)
            | (bit_cast::<182, 1>(self.ev_probe.val().into()) << 141)
            | (bit_cast::<182, 24>(self.ev_probe_rtt.val()) << 142);
        // in flight: an event of the CCC entered fewer than HAZARD_CYCLES cycles ago
        self.hz0.next =
            self.a0.q.val() && (self.ccc0.q.val() == self.win_e[0].q.val().get_bits::<12>(0));
        self.hz1.next =
            self.a0.q.val() && (self.ccc0.q.val() == self.win_e[1].q.val().get_bits::<12>(0));
        self.hz2.next =
            self.a0.q.val() && (self.ccc0.q.val() == self.win_e[2].q.val().get_bits::<12>(0));
        self.hz3.next =
            self.a0.q.val() && (self.ccc0.q.val() == self.win_e[3].q.val().get_bits::<12>(0));
        for i in 0..24 {
            if self.tag[i].q.val().get_bit(15) {
                if self.tag[i].q.val().get_bits::<12>(0) == self.win_e[0].q.val().get_bits::<12>(0)
                {
                    self.hz0.next = true;
                }
                if self.tag[i].q.val().get_bits::<12>(0) == self.win_e[1].q.val().get_bits::<12>(0)
                {
                    self.hz1.next = true;
                }
                if self.tag[i].q.val().get_bits::<12>(0) == self.win_e[2].q.val().get_bits::<12>(0)
                {
                    self.hz2.next = true;
                }
                if self.tag[i].q.val().get_bits::<12>(0) == self.win_e[3].q.val().get_bits::<12>(0)
                {
                    self.hz3.next = true;
                }
            }
        }
        // the oldest entry whose CCC is free issues. An older entry of the same CCC needs
        // no compare: it is either free too (and older, so it goes first) or in flight
        // (and then so is this one's CCC)
        self.el0.next = self.win_v[0].q.val() && !self.hz0.val();
        self.el1.next = self.win_v[1].q.val() && !self.hz1.val();
        self.el2.next = self.win_v[2].q.val() && !self.hz2.val();
        self.el3.next = self.win_v[3].q.val() && !self.hz3.val();
        self.issue.next = self.el0.val() || self.el1.val() || self.el2.val() || self.el3.val();
        // remove the issued entry: the ones behind it move up
        self.rv0.next = self.win_v[0].q.val();
        self.rv1.next = self.win_v[1].q.val();
        self.rv2.next = self.win_v[2].q.val();
        self.rv3.next = self.win_v[3].q.val();
        self.re0.next = self.win_e[0].q.val();
        self.re1.next = self.win_e[1].q.val();
        self.re2.next = self.win_e[2].q.val();
        self.re3.next = self.win_e[3].q.val();
        self.issue_e.next = self.win_e[3].q.val();
        if self.el2.val() {
            self.issue_e.next = self.win_e[2].q.val();
        }
        if self.el1.val() {
            self.issue_e.next = self.win_e[1].q.val();
        }
        if self.el0.val() {
            self.issue_e.next = self.win_e[0].q.val();
        }
        if self.issue.val() {
            self.rv3.next = false;
        }
        if self.el0.val() || self.el1.val() || self.el2.val() {
            self.rv2.next = self.win_v[3].q.val();
            self.re2.next = self.win_e[3].q.val();
        }
        if self.el0.val() || self.el1.val() {
            self.rv1.next = self.win_v[2].q.val();
            self.re1.next = self.win_e[2].q.val();
        }
        if self.el0.val() {
            self.rv0.next = self.win_v[1].q.val();
            self.re0.next = self.win_e[1].q.val();
        }
        // a new event takes the first free entry
        self.win_v[0].d.next = self.rv0.val();
        self.win_v[1].d.next = self.rv1.val();
        self.win_v[2].d.next = self.rv2.val();
        self.win_v[3].d.next = self.rv3.val();
        self.win_e[0].d.next = self.re0.val();
        self.win_e[1].d.next = self.re1.val();
        self.win_e[2].d.next = self.re2.val();
        self.win_e[3].d.next = self.re3.val();
        if self.accept.val() {
            if !self.rv0.val() {
                self.win_v[0].d.next = true;
                self.win_e[0].d.next = self.ev_word.val();
            } else if !self.rv1.val() {
                self.win_v[1].d.next = true;
                self.win_e[1].d.next = self.ev_word.val();
            } else if !self.rv2.val() {
                self.win_v[2].d.next = true;
                self.win_e[2].d.next = self.ev_word.val();
            } else {
                self.win_v[3].d.next = true;
                self.win_e[3].d.next = self.ev_word.val();
            }
        }

        // ---- stage 0: the issued event; its L group arrives
        self.a0.d.next = self.issue.val();
        // in range: the id is its own low A bits
        self.id_ok0.d.next = bit_cast::<16, A>(self.issue_e.val().get_bits::<A>(0))
            == self.issue_e.val().get_bits::<16>(0);
        self.sub_ok0.d.next = self.issue_e.val().get_bits::<10>(48) <= 999;
        self.ccc0.d.next = self.issue_e.val().get_bits::<12>(0);
        self.t0.d.next = self.issue_e.val().get_bits::<32>(16);
        self.ts0.d.next = self.issue_e.val().get_bits::<10>(48);
        self.k0.d.next = self.issue_e.val().get_bits::<2>(58);
        self.b0.d.next = self.issue_e.val().get_bits::<24>(60);
        self.r0.d.next = self.issue_e.val().get_bits::<24>(84);
        self.e0.d.next = self.issue_e.val().get_bit(108);
        self.p0.d.next = self.issue_e.val().get_bits::<7>(109);
        self.rc0.d.next = self.issue_e.val().get_bit(116);
        self.f0.d.next = self.issue_e.val().get_bits::<24>(117);
        self.pr0.d.next = self.issue_e.val().get_bit(141);
        self.prr0.d.next = self.issue_e.val().get_bits::<24>(142);
        self.ram_l.read_address.next = self.issue_e.val().get_bits::<A>(0);
        if self.ctl_state.q.val() == 2 {
            self.ram_l.read_address.next = self.ctl_ccc_r.q.val().get_bits::<A>(0);
        }
        self.phase0.next = self.ram_l.read_data.val().get_bits::<2>(0);
        self.ok0.next = self.a0.q.val()
            && self.id_ok0.q.val()
            && self.sub_ok0.q.val()
            && (self.phase0.val() == 2);
        // refusals, in GoldenEngine::step's order: id, event fields, phase
        if self.a0.q.val() {
            if !self.id_ok0.q.val() {
                self.cnt_range.d.next = self.cnt_range.q.val() + 1;
            } else if !self.sub_ok0.q.val() {
                self.cnt_event.d.next = self.cnt_event.q.val() + 1;
            } else if self.phase0.val() == 1 {
                self.cnt_not_ready.d.next = self.cnt_not_ready.q.val() + 1;
            } else if self.phase0.val() != 2 {
                self.cnt_idle.d.next = self.cnt_idle.q.val() + 1;
            }
        }
        self.tag[0].d.next = bit_cast::<16, 12>(self.ccc0.q.val())
            | (bit_cast::<16, 3>(self.ram_l.read_data.val().get_bits::<3>(2)) << 12)
            | (bit_cast::<16, 1>(self.ok0.val().into()) << 15);
        for i in 1..30 {
            self.tag[i].d.next = self.tag[i - 1].q.val();
        }
        // profile reads one stage ahead of each consumer (tag[k] is the event in stage k + 1)
        self.prof1.read_address.next = self.ram_l.read_data.val().get_bits::<3>(2);
        self.prof3.read_address.next = self.tag[1].q.val().get_bits::<3>(12);
        self.prof6.read_address.next = self.tag[4].q.val().get_bits::<3>(12);
        self.prof7.read_address.next = self.tag[5].q.val().get_bits::<3>(12);
        self.prof15.read_address.next = self.tag[13].q.val().get_bits::<3>(12);
        self.prof20.read_address.next = self.tag[18].q.val().get_bits::<3>(12);
        self.prof28.read_address.next = self.tag[26].q.val().get_bits::<3>(12);
        self.prof_init.read_address.next = self.ctl_prof_r.q.val();
        self.p1v.next = self.prof1.read_data.val();
        self.p3v.next = self.prof3.read_data.val();
        self.p6v.next = self.prof6.read_data.val();
        self.p7v.next = self.prof7.read_data.val();
        self.p28v.next = self.prof28.read_data.val();
        self.pinit.next = self.prof_init.read_data.val();

        // ---- stage 1: the event (a bubble when refused)
        self.v1.d.next = self.ok0.val();
        self.t1.d.next = self.t0.q.val();
        self.ts1.d.next = self.ts0.q.val();
        self.k1.d.next = self.k0.q.val();
        self.b1.d.next = self.b0.q.val();
        self.r1.d.next = self.r0.q.val();
        self.e1.d.next = self.e0.q.val();
        self.p1.d.next = self.p0.q.val();
        self.rc1.d.next = self.rc0.q.val();
        self.f1.d.next = self.f0.q.val();
        self.pr1.d.next = self.pr0.q.val();
        self.prr1.d.next = self.prr0.q.val();
        // context reads for stage 2 (Q, E), 7 (T, C) and 12 (I), at the CCC one stage ahead
        self.ram_q.read_address.next = self.tag[0].q.val().get_bits::<A>(0);
        self.ram_e.read_address.next = self.tag[0].q.val().get_bits::<A>(0);
        self.ram_t.read_address.next = self.tag[5].q.val().get_bits::<A>(0);
        self.ram_c.read_address.next = self.tag[5].q.val().get_bits::<A>(0);
        self.ram_i.read_address.next = self.tag[10].q.val().get_bits::<A>(0);

        self.penalty_mul.in_valid.next = self.v1.q.val();
        self.penalty_mul.bytes.next = self.b1.q.val();
        self.penalty_mul.pend.next = self.p1.q.val();
        self.mul_bdp.in_valid.next = self.v1.q.val();
        self.mul_bdp.a.next = self.r1.q.val();
        self.mul_bdp.b.next = self.p1v.val().get_bits::<12>(0);
        self.mul_bdp.s.next = self.p1v.val().get_bits::<8>(12);
        self.mul_bdp.y_bits.next = 24.into();
        self.v_2.d.next = self.v1.q.val();
        self.v_7.d.next = self.v1.q.val();
        self.v_28.d.next = self.v1.q.val();
        self.k_3.d.next = self.k1.q.val();
        self.k_2.d.next = self.k1.q.val();
        self.r_2.d.next = self.r1.q.val();
        self.pr_2.d.next = self.pr1.q.val();
        self.prr_2.d.next = self.prr1.q.val();
        self.e_3.d.next = self.e1.q.val();
        self.b_3.d.next = self.b1.q.val();
        self.b_6.d.next = self.b_3.q.val();
        self.b_7.d.next = self.b_6.q.val();
        self.line_ev.lag.next = 5.into();
        self.line_ev.d.next = bit_cast::<71, 32>(self.t1.q.val())
            | (bit_cast::<71, 24>(self.f1.q.val()) << 32)
            | (bit_cast::<71, 2>(self.k1.q.val()) << 56)
            | (bit_cast::<71, 1>(self.e1.q.val().into()) << 58)
            | (bit_cast::<71, 1>(self.rc1.q.val().into()) << 59)
            | (bit_cast::<71, 1>(self.p1.q.val().any().into()) << 60)
            | (bit_cast::<71, 10>(self.ts1.q.val()) << 61);
        self.line_pen.lag.next = 2.into();
        self.line_pen.d.next = self.penalty_mul.penalty.val();
        self.t7.next = self.line_ev.q.val().get_bits::<32>(0);
        self.ts7.next = self.line_ev.q.val().get_bits::<10>(61);
        self.f7.next = self.line_ev.q.val().get_bits::<24>(32);
        self.k7.next = self.line_ev.q.val().get_bits::<2>(56);
        self.e7.next = self.line_ev.q.val().get_bit(58);
        self.rc7.next = self.line_ev.q.val().get_bit(59);
        self.pnz7.next = self.line_ev.q.val().get_bit(60);
        self.line_15.lag.next = 7.into();
        self.line_15.d.next = bit_cast::<27, 24>(self.line_pen.q.val())
            | (bit_cast::<27, 2>(self.k7.val()) << 24)
            | (bit_cast::<27, 1>(self.rc7.val().into()) << 26);
        self.k15.next = self.line_15.q.val().get_bits::<2>(24);
        self.rc15.next = self.line_15.q.val().get_bit(26);

        // ---- stage 2: quadrant, on the CCC's base RTT and average
        self.quadrant.ext.next = true;
        self.quadrant.prev_base_rtt.next = self.ram_q.read_data.val();
        self.quadrant.load.next = false;
        self.quadrant.cfg_base_rtt.next = 0.into();
        self.quadrant.valid.next = self.v_2.q.val();
        self.quadrant.kind.next = self.k_2.q.val();
        self.quadrant.rtt.next = self.r_2.q.val();
        self.quadrant.probe.next = self.pr_2.q.val();
        self.quadrant.probe_rtt.next = self.prr_2.q.val();
        self.quadrant.avg_seen.next = self.ram_e.read_data.val();
        self.avg_4.d.next = self.ram_e.read_data.val();
        self.avg_6.d.next = self.ram_e.read_data.val();

        // ---- stages 3-6: EWMA
        self.ewma.ext.next = true;
        self.ewma.prev_avg4.next = self.avg_4.q.val();
        self.ewma.prev_avg6.next = self.avg_6.q.val();
        self.ewma.load.next = false;
        self.ewma.cfg_target.next = self.p3v.val().get_bits::<24>(20);
        self.ewma.cfg_network_rtt.next = self.p3v.val().get_bits::<24>(64);
        self.ewma.valid.next = self.quadrant.out_valid.val();
        self.ewma.nack.next = self.k_3.q.val() == 1;
        self.ewma.ecn.next = self.e_3.q.val();
        self.ewma.sample.next = self.quadrant.ewma_sample.val();
        self.ewma.delay.next = self.quadrant.delay.val();
        self.ewma.base_after.next = self.quadrant.base_after.val();
        self.delay_7.d.next = self.quadrant.delay.val();
        self.base_7.d.next = self.quadrant.base_after.val();
        self.dropped_7.d.next = self.quadrant.dropped.val();
        self.mul_fast.in_valid.next = self.quadrant.out_valid.val();
        self.mul_fast.a.next = self.b_3.q.val();
        self.mul_fast.b.next = self.p3v.val().get_bits::<12>(0);
        self.mul_fast.s.next = self.p3v.val().get_bits::<8>(12);
        self.mul_fast.y_bits.next = 24.into();
        self.prop_gain.headroom.next =
            self.p3v.val().get_bits::<24>(20) - self.quadrant.delay.val();
        self.prop_gain.alpha_mant.next = self.p3v.val().get_bits::<12>(44);
        self.prop_gain.alpha_exp.next = self.p3v.val().get_bits::<8>(56);
        self.fair_6.d.next = self.quadrant.delay.val() >= self.p3v.val().get_bits::<24>(20);

        // ---- stage 6: credit = bytes x (fair ? fi : alpha x headroom)
        self.mul_credit.in_valid.next = true;
        self.mul_credit.y_bits.next = 48.into();
        self.mul_credit.a.next = self.b_6.q.val();
        self.mul_credit.b.next = self.prop_gain.g.val();
        self.mul_credit.s.next = self.prop_gain.s.val();
        if self.fair_6.q.val() {
            self.mul_credit.b.next = self.p6v.val().get_bits::<12>(0);
            self.mul_credit.s.next = self.p6v.val().get_bits::<8>(12);
        }
        self.fast_sat.next = self.mul_fast.y.val().get_bits::<24>(0);
        self.fast_15.d.next = self.fast_sat.val();

        // ---- stage 7: the CCC's T and C groups; BDP/MaxWnd, the start cwnd, the QA timer
        self.t7g.next = self.ram_t.read_data.val();
        self.c7.next = self.ram_c.read_data.val();
        self.c_15.d.next = self.c7.val();
        self.c_29.d.next = self.c_15.q.val();
        self.bdp_y7.d.next = self.mul_bdp.y.val().get_bits::<24>(0);
        self.bdp_cand.next = self.bdp_y7.q.val();
        self.maxwnd_sum.next =
            bit_cast::<25, 24>(self.bdp_cand.val()) + bit_cast::<25, 24>(self.bdp_cand.val() >> 1);
        self.maxwnd_cand.next = bit_cast::<24, 25>(self.maxwnd_sum.val());
        if self.maxwnd_sum.val().get_bit(24) {
            self.maxwnd_cand.next = !bits::<24>(0);
        }
        if self.maxwnd_cand.val() < self.p7v.val().get_bits::<24>(0) {
            self.maxwnd_cand.next = self.p7v.val().get_bits::<24>(0);
        }
        self.maxwnd_now7.next = self.t7g.val().get_bits::<24>(24);
        if self.dropped_7.q.val() {
            self.maxwnd_now7.next = self.maxwnd_cand.val();
        }
        self.pre7.next = self.c7.val().get_bits::<24>(24);
        if self.pre7.val() < self.p7v.val().get_bits::<24>(0) {
            self.pre7.next = self.p7v.val().get_bits::<24>(0);
        }
        if self.pre7.val() > self.maxwnd_now7.val() {
            self.pre7.next = self.maxwnd_now7.val();
        }
        self.base7.next = self.c7.val().get_bits::<24>(0);
        self.pen7.next = 0.into();
        if self.k7.val() == 0 {
            self.pen7.next = self.line_pen.q.val();
            if self.rc7.val() && self.c7.val().get_bit(48) {
                self.base7.next = self.pre7.val();
            }
        }
        self.start7.next = self.p7v.val().get_bits::<24>(0);
        if self.base7.val() > self.pen7.val() + self.p7v.val().get_bits::<24>(0) {
            self.start7.next = self.base7.val() - self.pen7.val();
        }
        self.qa_timer.ext.next = true;
        self.qa_timer.prev_bdp.next = self.t7g.val().get_bits::<24>(0);
        self.qa_timer.prev_maxwnd.next = self.t7g.val().get_bits::<24>(24);
        self.qa_timer.prev_achieved.next = bit_cast::<32, 25>(self.t7g.val().get_bits::<25>(48));
        self.qa_timer.prev_received.next = bit_cast::<32, 24>(self.t7g.val().get_bits::<24>(73));
        self.qa_timer.prev_bytes_ignored.next =
            bit_cast::<32, 25>(self.t7g.val().get_bits::<25>(97));
        self.qa_timer.prev_bytes_to_ignore.next = self.t7g.val().get_bits::<24>(122);
        self.qa_timer.prev_fi_count.next = bit_cast::<32, 25>(self.t7g.val().get_bits::<25>(146));
        self.qa_timer.prev_fast_active.next = self.t7g.val().get_bit(171);
        self.qa_timer.prev_trigger_qa.next = self.t7g.val().get_bit(172);
        self.qa_timer.prev_qa_armed.next = self.t7g.val().get_bit(173);
        self.qa_timer.prev_qa_start.next = self.t7g.val().get_bits::<32>(174);
        self.qa_timer.prev_qa_len.next = self.t7g.val().get_bits::<25>(206);
        self.qa_timer.prev_last_adjust.next = self.t7g.val().get_bits::<32>(231);
        self.qa_timer.prev_last_adjust_sub.next = self.t7g.val().get_bits::<10>(263);
        self.qa_timer.prev_last_dec.next = self.t7g.val().get_bits::<32>(273);
        self.qa_timer.load.next = false;
        self.qa_timer.load_t.next = 0.into();
        self.qa_timer.cfg_init_bdp.next = 0.into();
        self.qa_timer.cfg_init_maxwnd.next = 0.into();
        self.qa_timer.cfg_mtu.next = self.p7v.val().get_bits::<24>(0);
        self.qa_timer.cfg_target.next = self.p7v.val().get_bits::<24>(24);
        self.qa_timer.cfg_qa_threshold.next = self.p7v.val().get_bits::<24>(48);
        self.qa_timer.cfg_network_rtt.next = self.p7v.val().get_bits::<24>(72);
        self.qa_timer.cfg_network_rtt_sub.next = self.p7v.val().get_bits::<10>(96);
        self.qa_timer.cfg_fulfill_bytes.next = self.p7v.val().get_bits::<24>(106);
        self.qa_timer.cfg_qa_gate.next = self.p7v.val().get_bits::<5>(130);
        self.qa_timer.valid.next = self.v_7.q.val();
        self.qa_timer.kind.next = self.k7.val();
        self.qa_timer.t.next = self.t7.val();
        self.qa_timer.t_sub.next = self.ts7.val();
        self.qa_timer.bytes.next = self.b_7.q.val();
        self.qa_timer.ecn.next = self.e7.val();
        self.qa_timer.in_flight.next = self.f7.val();
        self.qa_timer.delay.next = self.delay_7.q.val();
        self.qa_timer.base_after.next = self.base_7.q.val();
        self.qa_timer.dropped.next = self.dropped_7.q.val();
        self.qa_timer.bdp_cand.next = self.bdp_cand.val();
        self.qa_timer.maxwnd_cand.next = self.maxwnd_cand.val();
        self.qa_timer.avg.next = self.ewma.avg.val();
        self.qa_timer.cwnd_seen.next = self.start7.val();
        self.div_md.in_valid.next = true;
        self.div_md.num.next = bit_cast::<48, 32>(self.p7v.val().get_bits::<32>(135));
        self.div_md.den.next = self.ewma.avg.val();
        self.div_md.frac.next = 12.into();
        self.action_12.d.next = self.qa_timer.action.val();
        self.stop_12.d.next = self.qa_timer.stop.val();
        self.fulfill_12.d.next = self.qa_timer.fulfill.val();
        self.maxwnd_15.d.next = self.qa_timer.maxwnd_after.val();
        self.action_15.d.next = self.qa_timer.action.val();
        self.inc8.next = self.fast_sat.val();
        if self.qa_timer.qa.val() {
            self.inc8.next = self.qa_timer.qa_cwnd.val();
        }
        self.line_b.lag.next = 19.into();
        self.line_b.d.next = bit_cast::<55, 24>(self.inc8.val())
            | (bit_cast::<55, 24>(self.qa_timer.maxwnd_after.val()) << 24)
            | (bit_cast::<55, 4>(self.qa_timer.action.val()) << 48)
            | (bit_cast::<55, 1>(self.qa_timer.eta.val().into()) << 52)
            | (bit_cast::<55, 1>(self.qa_timer.fulfill.val().into()) << 53)
            | (bit_cast::<55, 1>(self.qa_timer.qa.val().into()) << 54);
        self.dec7.next = self.b_7.q.val();
        if self.k7.val() == 0 {
            self.dec7.next = self.line_pen.q.val();
        }
        self.line_a.lag.next = 20.into();
        self.line_a.d.next = bit_cast::<28, 24>(self.dec7.val())
            | (bit_cast::<28, 2>(self.k7.val()) << 24)
            | (bit_cast::<28, 1>(self.rc7.val().into()) << 26)
            | (bit_cast::<28, 1>(self.pnz7.val().into()) << 27);
        self.credit_12.d.next = self.mul_credit.y.val();

        // ---- stage 12: fulfill accumulator on the CCC's credit
        self.credit12.next = 0.into();
        if (self.action_12.q.val() == 3) || (self.action_12.q.val() == 1) {
            self.credit12.next = self.credit_12.q.val();
        }
        self.total12.next = bit_cast::<49, 41>(self.ram_i.read_data.val())
            + bit_cast::<49, 48>(self.credit12.val());
        self.total_sat12.next = bit_cast::<48, 49>(self.total12.val());
        if self.total12.val().get_bit(48) {
            self.total_sat12.next = !bits::<48>(0);
        }
        self.inc_r.d.next = bit_cast::<48, 41>(self.ram_i.read_data.val());
        if self.stop_12.q.val() || self.fulfill_12.q.val() {
            self.inc_r.d.next = 0.into();
        } else if self.action_12.q.val() != 0 {
            self.inc_r.d.next = self.total_sat12.val();
        }
        self.line_tot.lag.next = 7.into();
        self.line_tot.d.next = self.total_sat12.val();

        // ---- stage 15: MD kept, the start cwnd on the CCC's commit registers
        self.kept15.next = !bits::<12>(0);
        if self.div_md.quot.val() < 3276 {
            self.kept15.next = bit_cast::<12, 48>(self.div_md.quot.val()) + 819;
        }
        if self.kept15.val() < 2048 {
            self.kept15.next = 2048.into();
        }
        self.pre15.next = self.c_15.q.val().get_bits::<24>(24);
        if self.pre15.val() < self.prof15.read_data.val() {
            self.pre15.next = self.prof15.read_data.val();
        }
        if self.pre15.val() > self.maxwnd_15.q.val() {
            self.pre15.next = self.maxwnd_15.q.val();
        }
        self.base15.next = self.c_15.q.val().get_bits::<24>(0);
        self.pen15.next = 0.into();
        if self.k15.val() == 0 {
            self.pen15.next = self.line_15.q.val().get_bits::<24>(0);
            if self.rc15.val() && self.c_15.q.val().get_bit(48) {
                self.base15.next = self.pre15.val();
            }
        }
        self.start15.next = self.prof15.read_data.val();
        if self.base15.val() > self.pen15.val() + self.prof15.read_data.val() {
            self.start15.next = self.base15.val() - self.pen15.val();
        }
        self.divisor15.next = bit_cast::<25, 24>(self.start15.val());
        if self.action_15.q.val() == 2 {
            self.divisor15.next =
                bit_cast::<25, 24>(self.start15.val()) + bit_cast::<25, 24>(self.fast_15.q.val());
        }
        if self.divisor15.val() > bit_cast::<25, 24>(self.maxwnd_15.q.val()) {
            self.divisor15.next = bit_cast::<25, 24>(self.maxwnd_15.q.val());
        }
        self.line_c.lag.next = 4.into();
        self.line_c.d.next = bit_cast::<50, 24>(self.start15.val())
            | (bit_cast::<50, 25>(self.divisor15.val()) << 24)
            | (bit_cast::<50, 1>((self.action_15.q.val() == 4).into()) << 49);
        self.mul_md.in_valid.next = true;
        self.mul_md.a.next = self.start15.val();
        self.mul_md.b.next = self.kept15.val();
        self.mul_md.y_bits.next = 24.into();
        self.mul_md.s.next = bits::<8>(0xF4); // -12

        // ---- stage 20: the MD cut and the fulfill division by the window after it
        self.md_cut20.next = 0.into();
        self.divisor20.next = self.line_c.q.val().get_bits::<25>(24);
        self.window20.next = bit_cast::<25, 48>(self.mul_md.y.val());
        if self.window20.val() < bit_cast::<25, 24>(self.prof20.read_data.val()) {
            self.window20.next = bit_cast::<25, 24>(self.prof20.read_data.val());
        }
        if self.line_c.q.val().get_bit(49) {
            self.md_cut20.next =
                self.line_c.q.val().get_bits::<24>(0) - bit_cast::<24, 48>(self.mul_md.y.val());
            if self.window20.val() < self.divisor20.val() {
                self.divisor20.next = self.window20.val();
            }
        }
        self.div_fulfill.in_valid.next = true;
        self.div_fulfill.num.next = self.line_tot.q.val();
        self.div_fulfill.den.next = bit_cast::<32, 25>(self.divisor20.val());
        self.div_fulfill.frac.next = 0.into();
        self.line_md.lag.next = 7.into();
        self.line_md.d.next = self.md_cut20.val();

        // ---- stage 28: the commit (29) on the CCC's commit registers
        self.q28.next = bit_cast::<25, 48>(self.div_fulfill.quot.val());
        if self.div_fulfill.quot.val().get_bits::<24>(24).any() {
            self.q28.next = bits::<25>(0xFF_FFFF);
        }
        if self.line_b.q.val().get_bit(52) {
            self.q28.next = self.q28.val() + bit_cast::<25, 16>(self.p28v.val().get_bits::<16>(24));
        }
        self.fulfill_add28.next = 0.into();
        if self.line_b.q.val().get_bit(53) {
            self.fulfill_add28.next = bit_cast::<24, 25>(self.q28.val());
            if self.q28.val().get_bit(24) {
                self.fulfill_add28.next = !bits::<24>(0);
            }
        }
        self.commit.ext.next = true;
        self.commit.prev_cwnd.next = self.c_29.q.val().get_bits::<24>(0);
        self.commit.prev_pre_penalty_cwnd.next = self.c_29.q.val().get_bits::<24>(24);
        self.commit.prev_penalty_active.next = self.c_29.q.val().get_bit(48);
        self.commit.load.next = false;
        self.commit.cfg_init_cwnd.next = 0.into();
        self.commit.cfg_mtu.next = self.p28v.val().get_bits::<24>(0);
        self.commit.valid.next = self.v_28.q.val();
        self.commit.kind.next = self.line_a.q.val().get_bits::<2>(24);
        self.commit.rc.next = self.line_a.q.val().get_bit(26);
        self.commit.pend.next = bit_cast::<7, 1>(self.line_a.q.val().get_bit(27).into());
        self.commit.penalty.next = self.line_a.q.val().get_bits::<24>(0);
        self.commit.bytes.next = self.line_a.q.val().get_bits::<24>(0);
        self.commit.action.next = self.line_b.q.val().get_bits::<4>(48);
        self.commit.qa.next = self.line_b.q.val().get_bit(54);
        self.commit.qa_cwnd.next = self.line_b.q.val().get_bits::<24>(0);
        self.commit.fast_inc.next = 0.into();
        if self.line_b.q.val().get_bits::<4>(48) == 2 {
            self.commit.fast_inc.next = self.line_b.q.val().get_bits::<24>(0);
        }
        self.commit.md_cut.next = self.line_md.q.val();
        self.commit.fulfill.next = self.fulfill_add28.val();
        self.commit.maxwnd.next = self.line_b.q.val().get_bits::<24>(24);
        self.out_af.d.next = bit_cast::<5, 4>(self.line_b.q.val().get_bits::<4>(48))
            | (bit_cast::<5, 1>(self.line_b.q.val().get_bit(53).into()) << 4);

        // ---- context writes: each group one stage after its owner (tag[k] = stage k + 1)
        self.ram_q.write_enable.next = self.tag[2].q.val().get_bit(15);
        self.ram_q.write_address.next = self.tag[2].q.val().get_bits::<A>(0);
        self.ram_q.write_data.next = self.quadrant.base_rtt.val();
        self.ram_e.write_enable.next = self.tag[6].q.val().get_bit(15);
        self.ram_e.write_address.next = self.tag[6].q.val().get_bits::<A>(0);
        self.ram_e.write_data.next = self.ewma.avg.val();
        self.achieved_s.next = self.qa_timer.achieved.val().get_bits::<25>(0);
        if self.qa_timer.achieved.val() > 0x1FF_FFFF {
            self.achieved_s.next = 0x1FF_FFFF.into();
        }
        self.ignored_s.next = self.qa_timer.bytes_ignored.val().get_bits::<25>(0);
        if self.qa_timer.bytes_ignored.val() > 0x1FF_FFFF {
            self.ignored_s.next = 0x1FF_FFFF.into();
        }
        self.fi_count_s.next = self.qa_timer.fi_count.val().get_bits::<25>(0);
        if self.qa_timer.fi_count.val() > 0x1FF_FFFF {
            self.fi_count_s.next = 0x1FF_FFFF.into();
        }
        self.ram_t.write_enable.next = self.tag[7].q.val().get_bit(15);
        self.ram_t.write_address.next = self.tag[7].q.val().get_bits::<A>(0);
        self.ram_t.write_data.next = bit_cast::<325, 24>(self.qa_timer.bdp.val())
            | (bit_cast::<325, 24>(self.qa_timer.maxwnd.val()) << 24)
            | (bit_cast::<325, 25>(self.achieved_s.val()) << 48)
            | (bit_cast::<325, 24>(self.qa_timer.received.val().get_bits::<24>(0)) << 73)
            | (bit_cast::<325, 25>(self.ignored_s.val()) << 97)
            | (bit_cast::<325, 24>(self.qa_timer.bytes_to_ignore.val()) << 122)
            | (bit_cast::<325, 25>(self.fi_count_s.val()) << 146)
            | (bit_cast::<325, 1>(self.qa_timer.fast_active.val().into()) << 171)
            | (bit_cast::<325, 1>(self.qa_timer.trigger_qa.val().into()) << 172)
            | (bit_cast::<325, 1>(self.qa_timer.qa_armed.val().into()) << 173)
            | (bit_cast::<325, 32>(self.qa_timer.qa_start.val()) << 174)
            | (bit_cast::<325, 25>(self.qa_timer.qa_len.val()) << 206)
            | (bit_cast::<325, 32>(self.qa_timer.last_adjust.val()) << 231)
            | (bit_cast::<325, 10>(self.qa_timer.last_adjust_sub.val()) << 263)
            | (bit_cast::<325, 32>(self.qa_timer.last_dec.val()) << 273);
        self.ram_i.write_enable.next = self.tag[12].q.val().get_bit(15);
        self.ram_i.write_address.next = self.tag[12].q.val().get_bits::<A>(0);
        self.ram_i.write_data.next = self.inc_r.q.val().get_bits::<41>(0);
        self.ram_c.write_enable.next = self.tag[29].q.val().get_bit(15);
        self.ram_c.write_address.next = self.tag[29].q.val().get_bits::<A>(0);
        self.ram_c.write_data.next = bit_cast::<49, 24>(self.commit.cwnd.val())
            | (bit_cast::<49, 24>(self.commit.pre_penalty_cwnd.val()) << 24)
            | (bit_cast::<49, 1>(self.commit.penalty_active.val().into()) << 48);
        self.ram_l.write_enable.next = false;
        self.ram_l.write_address.next = self.ctl_ccc_r.q.val().get_bits::<A>(0);
        self.ram_l.write_data.next = 0.into();

        // ---- lifecycle: drain the pipeline, read the CCC's phase and the profile, write
        self.done_r.d.next = false;
        self.life_we.next = false;
        self.life_ok.next = false;
        if (self.ctl_state.q.val() == 0) && self.ctl_valid.val() {
            self.ctl_state.d.next = 1.into();
            self.ctl_op_r.d.next = self.ctl_op.val();
            self.ctl_ccc_r.d.next = self.ctl_ccc.val();
            self.ctl_prof_r.d.next = self.ctl_profile.val();
            self.ctl_t_r.d.next = self.ctl_t.val();
            self.drain.d.next = 0.into();
        }
        if self.ctl_state.q.val() == 1 {
            // the window issues what it holds; then the pipeline drains
            self.drain.d.next = self.drain.q.val() + 1;
            if self.issue.val() {
                self.drain.d.next = 0.into();
            }
            if (self.drain.q.val() == 33) && !self.win_v[0].q.val() {
                self.ctl_state.d.next = 2.into();
            }
        }
        if self.ctl_state.q.val() == 2 {
            self.ctl_state.d.next = 3.into();
        }
        if self.ctl_state.q.val() == 3 {
            self.ctl_state.d.next = 0.into();
            self.done_r.d.next = true;
            if bit_cast::<16, A>(self.ctl_ccc_r.q.val().get_bits::<A>(0)) == self.ctl_ccc_r.q.val()
            {
                if self.ctl_op_r.q.val() == 1 {
                    self.life_ok.next = (self.ram_l.read_data.val().get_bits::<2>(0) == 0)
                        && (self.loaded.q.val() & (bits::<8>(1) << self.ctl_prof_r.q.val())).any();
                }
                if self.ctl_op_r.q.val() == 2 {
                    self.life_ok.next = self.ram_l.read_data.val().get_bits::<2>(0) == 1;
                }
                if self.ctl_op_r.q.val() == 3 {
                    self.life_ok.next = true;
                }
            }
            self.life_we.next = self.life_ok.val();
        }
        self.ok_r.d.next = self.life_ok.val();
        // the context a lifecycle request writes: activate = the profile's initial state,
        // ready = the phase only, reset = all zero
        self.life_l.next = 0.into();
        self.life_q.next = 0.into();
        self.life_t.next = 0.into();
        self.life_c.next = 0.into();
        if self.ctl_op_r.q.val() == 1 {
            self.life_l.next = bits::<5>(1) | (bit_cast::<5, 3>(self.ctl_prof_r.q.val()) << 2);
            self.life_q.next = self.pinit.val().get_bits::<24>(72);
            self.life_t.next = bit_cast::<325, 24>(self.pinit.val().get_bits::<24>(24))
                | (bit_cast::<325, 24>(self.pinit.val().get_bits::<24>(48)) << 24)
                | (bit_cast::<325, 32>(self.ctl_t_r.q.val()) << 231)
                | (bit_cast::<325, 32>(self.ctl_t_r.q.val()) << 273);
            self.life_c.next = bit_cast::<49, 24>(self.pinit.val().get_bits::<24>(0));
        }
        if self.ctl_op_r.q.val() == 2 {
            self.life_l.next = bits::<5>(2) | (self.ram_l.read_data.val() & bits::<5>(0x1C));
        }
        if self.life_we.val() {
            self.ram_l.write_enable.next = true;
            self.ram_l.write_data.next = self.life_l.val();
            if self.ctl_op_r.q.val() != 2 {
                self.ram_q.write_enable.next = true;
                self.ram_q.write_address.next = self.ctl_ccc_r.q.val().get_bits::<A>(0);
                self.ram_q.write_data.next = self.life_q.val();
                self.ram_e.write_enable.next = true;
                self.ram_e.write_address.next = self.ctl_ccc_r.q.val().get_bits::<A>(0);
                self.ram_e.write_data.next = 0.into();
                self.ram_t.write_enable.next = true;
                self.ram_t.write_address.next = self.ctl_ccc_r.q.val().get_bits::<A>(0);
                self.ram_t.write_data.next = self.life_t.val();
                self.ram_i.write_enable.next = true;
                self.ram_i.write_address.next = self.ctl_ccc_r.q.val().get_bits::<A>(0);
                self.ram_i.write_data.next = 0.into();
                self.ram_c.write_enable.next = true;
                self.ram_c.write_address.next = self.ctl_ccc_r.q.val().get_bits::<A>(0);
                self.ram_c.write_data.next = self.life_c.val();
            }
        }
        self.ctl_done.next = self.done_r.q.val();
        self.ctl_ok.next = self.ok_r.q.val();

        // ---- outputs
        self.out_valid.next = self.tag[29].q.val().get_bit(15);
        self.out_ccc.next = self.tag[29].q.val().get_bits::<12>(0);
        self.out_action.next = self.out_af.q.val().get_bits::<4>(0);
        self.out_fulfill.next = self.out_af.q.val().get_bit(4);
        self.out_cwnd.next = self.commit.cwnd.val();
        self.refused_ccc_out_of_range.next = self.cnt_range.q.val();
        self.refused_idle.next = self.cnt_idle.q.val();
        self.refused_not_ready.next = self.cnt_not_ready.q.val();
        self.refused_event_out_of_range.next = self.cnt_event.q.val();
        self.ctx_l_we.next = self.ram_l.write_enable.val();
        self.ctx_l_addr.next = bit_cast::<12, A>(self.ram_l.write_address.val());
        self.ctx_l_data.next = self.ram_l.write_data.val();
        self.ctx_q_we.next = self.ram_q.write_enable.val();
        self.ctx_q_addr.next = bit_cast::<12, A>(self.ram_q.write_address.val());
        self.ctx_q_data.next = self.ram_q.write_data.val();
        self.ctx_e_we.next = self.ram_e.write_enable.val();
        self.ctx_e_addr.next = bit_cast::<12, A>(self.ram_e.write_address.val());
        self.ctx_e_data.next = self.ram_e.write_data.val();
        self.ctx_t_we.next = self.ram_t.write_enable.val();
        self.ctx_t_addr.next = bit_cast::<12, A>(self.ram_t.write_address.val());
        self.ctx_t_data.next = self.ram_t.write_data.val();
        self.ctx_i_we.next = self.ram_i.write_enable.val();
        self.ctx_i_addr.next = bit_cast::<12, A>(self.ram_i.write_address.val());
        self.ctx_i_data.next = self.ram_i.write_data.val();
        self.ctx_c_we.next = self.ram_c.write_enable.val();
        self.ctx_c_addr.next = bit_cast::<12, A>(self.ram_c.write_address.val());
        self.ctx_c_data.next = self.ram_c.write_data.val();
    }
}

/// The engine of the ECP5 build and of the co-simulation: [`CCCS`] contexts.
pub type NsccEngineEcp5 = NsccEngine<CCC_BITS>;
/// The engine sized for the iCE40-HX8K's block RAM: 256 contexts (one SB_RAM40_4K row).
pub type NsccEngineCu = NsccEngine<8>;

/// Verilog of a bare [`NsccEngineEcp5`] (top module `top`).
pub fn verilog() -> String {
    crate::verilog_of::<NsccEngineEcp5>()
}

/// Verilog of a bare [`NsccEngineCu`] (top module `top`).
pub fn verilog_cu() -> String {
    crate::verilog_of::<NsccEngineCu>()
}
