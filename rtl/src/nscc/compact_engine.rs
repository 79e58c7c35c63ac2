//! `NsccCompactEngine`: the multi-CCC engine that fits the iCE40-HX8K
//! (`docs/compact-core.md`, "The Cu's engine"). [`NsccCompact`] (one shared datapath, a microprogram) runs every
//! event; each CCC's state lives in a context store in block RAM and is swapped into the
//! core's register file before its event and written back after it. Same semantics as
//! `GoldenEngine` (each CCC sees sequential NSCC, refusals counted, lifecycle per CCC) and
//! the same ports as [`crate::nscc::engine::NsccEngine`], so that the co-simulation, the board top
//! and the BIST drive either; it takes one event at a time (a few hundred clocks each)
//! where `NsccEngine` takes one per clock.
//!
//! **Context store**: [`COMPACT_CCCS`] CCCs x two words of 240 bits (15 SB_RAM40_4K side by
//! side, 256 deep), at address `ccc << 1 | word` ([`WORD0`], [`WORD1`] give the layout: no
//! field straddles the two). **Profiles** live in the core's register file (its spare
//! depth): a `cfg_write` copies the `cfg_*` ports in over
//! [`crate::nscc::compact_core::PROFILE_WRITE_CYCLES`] cycles (`cfg_ready` low meanwhile: the
//! ports must hold).
//!
//! **An event** (the port's valid/ready handshake; the event's fields must hold until it is
//! taken, as on any ready/valid port): an id out of range or a ps above 999 is taken and
//! refused at once; otherwise the CCC's first word is read; a CCC that is not READY is taken
//! and refused; a READY one has its 21 state fields loaded into the core (one a clock,
//! [`SWAP_IN`]), then the event is taken by the core, runs, and the core's state is written
//! back (two words) with `out_*` and the `ctx_*` write ports pulsing once, all groups at
//! once.
//!
//! **Lifecycle** (every request goes through the core, so that one write-back path serves
//! all): activate clears the core's state registers and runs the core's activation program on
//! the profile, then writes the context (ACTIVE); ready swaps the context in and writes it
//! back READY; reset clears the core and writes it back (IDLE, profile 0).

use nscc_rtl_macros::{port_logic, ports};
use rust_hdl::prelude::*;

use crate::nscc::compact_core::NsccCompact;

/// Address bits of the CCC id: 128 CCCs (two 240-bit words each fill 15 block RAMs, 256
/// words deep: the HX8K's 32 hold them beside the core's 14).
pub const COMPACT_CCC_BITS: usize = 7;
/// CCCs the compact engine holds.
pub const COMPACT_CCCS: usize = 1 << COMPACT_CCC_BITS;
/// Width of a context word.
pub const WORD_BITS: usize = 240;
/// First context word: `(field, state register of the core (0: the L group))`, the fields of
/// `port_map::CU_WORDS`' `cu0` in their order, at their widths (the flags one register each).
pub const WORD0: &[(&str, usize)] = &[
    ("l", 0),
    ("cwnd", 1),
    ("maxwnd", 2),
    ("bdp", 3),
    // the core's register 4 holds the base RTT as `{ns, ps}`: both fields load it
    ("base_rtt", 4),
    ("base_rtt_sub", 4),
    ("avg_delay", 5),
    ("inc_bytes", 6),
    ("received", 7),
    ("achieved", 8),
    ("fast_active", 12),
    ("trigger_qa", 13),
    ("qa_armed", 14),
    ("penalty_active", 20),
];
/// Second context word, as [`WORD0`] (`cu1`).
pub const WORD1: &[(&str, usize)] = &[
    ("last_adjust_sub", 23),
    ("bytes_to_ignore", 9),
    ("bytes_ignored", 10),
    ("fi_count", 11),
    ("qa_start", 15),
    ("qa_len", 16),
    ("last_adjust", 17),
    ("last_dec", 18),
    ("pre_penalty_cwnd", 19),
];
/// Clocks of a context swap into the core: one per state field.
pub const SWAP_IN: u64 = (WORD0.len() - 2 + WORD1.len()) as u64;
const _: () = assert!(SWAP_IN == 21);
const _: () = assert!(
    golden_model::interface::total_bits(golden_model::interface::CU_WORDS[0].fields) <= WORD_BITS
        && golden_model::interface::total_bits(golden_model::interface::CU_WORDS[1].fields)
            <= WORD_BITS
);

// Controller states (literals in `update`, as rust-hdl needs): 0 IDLE, 1 EV_L (the event's
// CCC phase), 2 SWAP (state into the core), 3 RUN, 4 WAIT, 5 OUT0 and 6 OUT1 (the two words
// back), 7 CTL_L (a lifecycle request's CCC phase), 8 CLEAR, 9 ACT, 10 ACT_WAIT (activation),
// 12 CFG (profile copy), 13 START.

#[ports]
#[derive(LogicBlock, Default)]
pub struct NsccCompactEngine {
    pub clock: Signal<In, Clock>,
    // ---- the engine's port (`port_map::BUNDLES`, as `NsccEngine`'s): the register image of
    // profile `cfg_profile` is copied on `cfg_write`; a result comes when its state is
    // written back
    #[group(sink)]
    engine_port: (),
    /// the profile copy is done: a `cfg_write` is taken when high
    pub cfg_ready: Signal<Out, Bit>,
    // ---- context writes in `NsccEngine`'s group layout (what the co-simulation mirrors)
    #[group(source)]
    context_writes: (),
    // ---- the core and the context store
    core: NsccCompact,
    ctx: RAM<Bits<240>, 8>,
    loaded: DFF<Bits<8>>,
    state: DFF<Bits<4>>,
    /// the CCC being served (event or lifecycle request) and its L group
    ccc_r: DFF<Bits<7>>,
    l_r: DFF<Bits<5>>,
    /// the swap's field index
    sw_j: DFF<Bits<5>>,
    /// the lifecycle request
    is_ctl: DFF<Bit>,
    ctl_op_r: DFF<Bits<2>>,
    ctl_prof_r: DFF<Bits<3>>,
    ctl_t_r: DFF<Bits<32>>,
    done_r: DFF<Bit>,
    ok_r: DFF<Bit>,
    cnt_range: DFF<Bits<32>>,
    cnt_idle: DFF<Bits<32>>,
    cnt_not_ready: DFF<Bits<32>>,
    cnt_event: DFF<Bits<32>>,
    in_range: Signal<Local, Bit>,
    word0: Signal<Local, Bits<240>>,
    word1: Signal<Local, Bits<240>>,
    achieved_s: Signal<Local, Bits<25>>,
    ignored_s: Signal<Local, Bits<25>>,
    fi_count_s: Signal<Local, Bits<25>>,
    received_s: Signal<Local, Bits<24>>,
    inc_s: Signal<Local, Bits<41>>,
    addr12: Signal<Local, Bits<12>>,
}

impl Logic for NsccCompactEngine {
    #[port_logic]
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            loaded,
            state,
            ccc_r,
            l_r,
            sw_j,
            is_ctl,
            ctl_op_r,
            ctl_prof_r,
            ctl_t_r,
            done_r,
            ok_r,
            cnt_range,
            cnt_idle,
            cnt_not_ready,
            cnt_event
        );
        clock!(self, clock, core);
        self.ctx.read_clock.next = self.clock.val();
        self.ctx.write_clock.next = self.clock.val();
        // ---- the core: configuration and event ports from ours
        self.core.load.next = false;
        self.core.load_t.next = self.ctl_t_r.q.val();
        self.core.start.next = false;
        self.core.cfg_write.next = false;
        self.core.cfg_profile.next = self.cfg_profile.val();
        self.core.prof.next = ctx_field!(self.l_r.q.val(), l, profile);
        if self.is_ctl.q.val() {
            self.core.prof.next = self.ctl_prof_r.q.val();
        }
        self.core.act.next = false;
        connect!(register_image, self.core, self);
        self.core.ev_valid.next = false;
        connect!(event, self.core, self);
        // ---- the state load: field `sw_j` of the words as `WORD0`, `WORD1` order them
        // (zeros when an activation clears the core)
        self.core.ld_write.next = false;
        self.core.ld_reg.next = 0.into();
        self.core.ld_data.next = 0.into();
        match self.sw_j.q.val().index() {
            0 => {
                self.core.ld_reg.next = 1.into();
                self.core.ld_data.next =
                    bit_cast::<48, 24>(ctx_bits!(self.ctx.read_data.val(), cu0, cwnd));
            }
            1 => {
                self.core.ld_reg.next = 2.into();
                self.core.ld_data.next =
                    bit_cast::<48, 24>(ctx_bits!(self.ctx.read_data.val(), cu0, maxwnd));
            }
            2 => {
                self.core.ld_reg.next = 3.into();
                self.core.ld_data.next =
                    bit_cast::<48, 24>(ctx_bits!(self.ctx.read_data.val(), cu0, bdp));
            }
            3 => {
                self.core.ld_reg.next = 4.into();
                self.core.ld_data.next =
                    (bit_cast::<48, 24>(ctx_bits!(self.ctx.read_data.val(), cu0, base_rtt)) << 10)
                        | bit_cast::<48, 10>(ctx_bits!(
                            self.ctx.read_data.val(),
                            cu0,
                            base_rtt_sub
                        ));
            }
            4 => {
                self.core.ld_reg.next = 5.into();
                self.core.ld_data.next =
                    bit_cast::<48, 32>(ctx_bits!(self.ctx.read_data.val(), cu0, avg_delay));
            }
            5 => {
                self.core.ld_reg.next = 6.into();
                self.core.ld_data.next =
                    bit_cast::<48, 41>(ctx_bits!(self.ctx.read_data.val(), cu0, inc_bytes));
            }
            6 => {
                self.core.ld_reg.next = 7.into();
                self.core.ld_data.next =
                    bit_cast::<48, 24>(ctx_bits!(self.ctx.read_data.val(), cu0, received));
            }
            7 => {
                self.core.ld_reg.next = 8.into();
                self.core.ld_data.next =
                    bit_cast::<48, 25>(ctx_bits!(self.ctx.read_data.val(), cu0, achieved));
            }
            8 => {
                self.core.ld_reg.next = 12.into();
                self.core.ld_data.next =
                    bit_cast::<48, 1>(ctx_bits!(self.ctx.read_data.val(), cu0, fast_active));
            }
            9 => {
                self.core.ld_reg.next = 13.into();
                self.core.ld_data.next =
                    bit_cast::<48, 1>(ctx_bits!(self.ctx.read_data.val(), cu0, flags, 0));
            }
            10 => {
                self.core.ld_reg.next = 14.into();
                self.core.ld_data.next =
                    bit_cast::<48, 1>(ctx_bits!(self.ctx.read_data.val(), cu0, flags, 1));
            }
            11 => {
                self.core.ld_reg.next = 20.into();
                self.core.ld_data.next =
                    bit_cast::<48, 1>(ctx_bits!(self.ctx.read_data.val(), cu0, penalty_active));
            }
            12 => {
                self.core.ld_reg.next = 23.into();
                self.core.ld_data.next =
                    bit_cast::<48, 10>(ctx_bits!(self.ctx.read_data.val(), cu1, last_adjust_sub));
            }
            13 => {
                self.core.ld_reg.next = 9.into();
                self.core.ld_data.next =
                    bit_cast::<48, 24>(ctx_bits!(self.ctx.read_data.val(), cu1, bytes_to_ignore));
            }
            14 => {
                self.core.ld_reg.next = 10.into();
                self.core.ld_data.next =
                    bit_cast::<48, 25>(ctx_bits!(self.ctx.read_data.val(), cu1, bytes_ignored));
            }
            15 => {
                self.core.ld_reg.next = 11.into();
                self.core.ld_data.next =
                    bit_cast::<48, 25>(ctx_bits!(self.ctx.read_data.val(), cu1, fi_count));
            }
            16 => {
                self.core.ld_reg.next = 15.into();
                self.core.ld_data.next =
                    bit_cast::<48, 32>(ctx_bits!(self.ctx.read_data.val(), cu1, qa_start));
            }
            17 => {
                self.core.ld_reg.next = 16.into();
                self.core.ld_data.next =
                    bit_cast::<48, 25>(ctx_bits!(self.ctx.read_data.val(), cu1, qa_len));
            }
            18 => {
                self.core.ld_reg.next = 17.into();
                self.core.ld_data.next =
                    bit_cast::<48, 32>(ctx_bits!(self.ctx.read_data.val(), cu1, last_adjust));
            }
            19 => {
                self.core.ld_reg.next = 18.into();
                self.core.ld_data.next =
                    bit_cast::<48, 32>(ctx_bits!(self.ctx.read_data.val(), cu1, last_dec));
            }
            _ => {
                self.core.ld_reg.next = 19.into();
                self.core.ld_data.next =
                    bit_cast::<48, 24>(ctx_bits!(self.ctx.read_data.val(), cu1, pre_penalty_cwnd));
            }
        }
        if self.state.q.val() == 8 {
            self.core.ld_data.next = 0.into();
        }
        // ---- the core's state as the context stores it (counters saturated as
        // `golden_model::engine::narrow_view` narrows them)
        ctx_saturate!(self.achieved_s, self.core.achieved.val(), t, achieved);
        ctx_saturate!(
            self.ignored_s,
            self.core.bytes_ignored.val(),
            t,
            bytes_ignored
        );
        ctx_saturate!(self.fi_count_s, self.core.fi_count.val(), t, fi_count);
        ctx_saturate!(self.received_s, self.core.received.val(), t, received);
        self.inc_s.next = self.core.inc_bytes.val().get_bits::<41>(0);
        if self.core.inc_bytes.val() > 0x1FF_FFFF_FFFF_u64 {
            self.inc_s.next = 0x1FF_FFFF_FFFF_u64.into();
        }
        self.word0.next = ctx_put!(240, cu0, l, self.l_r.q.val())
            | ctx_put!(240, cu0, cwnd, self.core.cwnd.val())
            | ctx_put!(240, cu0, maxwnd, self.core.maxwnd.val())
            | ctx_put!(240, cu0, bdp, self.core.bdp.val())
            | ctx_put!(240, cu0, base_rtt, self.core.base_rtt.val())
            | ctx_put!(240, cu0, base_rtt_sub, self.core.base_rtt_sub.val())
            | ctx_put!(240, cu0, avg_delay, self.core.avg_delay.val())
            | ctx_put!(240, cu0, inc_bytes, self.inc_s.val())
            | ctx_put!(240, cu0, received, self.received_s.val())
            | ctx_put!(240, cu0, achieved, self.achieved_s.val())
            | ctx_put!(
                240,
                cu0,
                fast_active,
                self.core.flags.val().get_bit(0).into()
            )
            | ctx_put!(240, cu0, flags, self.core.flags.val().get_bits::<2>(1))
            | ctx_put!(
                240,
                cu0,
                penalty_active,
                self.core.penalty_active.val().into()
            );
        self.word1.next = ctx_put!(240, cu1, last_adjust_sub, self.core.last_adjust_sub.val())
            | ctx_put!(240, cu1, bytes_to_ignore, self.core.bytes_to_ignore.val())
            | ctx_put!(240, cu1, bytes_ignored, self.ignored_s.val())
            | ctx_put!(240, cu1, fi_count, self.fi_count_s.val())
            | ctx_put!(240, cu1, qa_start, self.core.qa_start.val())
            | ctx_put!(240, cu1, qa_len, self.core.qa_len.val())
            | ctx_put!(240, cu1, last_adjust, self.core.last_adjust.val())
            | ctx_put!(240, cu1, last_dec, self.core.last_dec.val())
            | ctx_put!(240, cu1, pre_penalty_cwnd, self.core.pre_penalty_cwnd.val());
        // ---- the same state in `NsccEngine`'s groups, for the context-write ports
        self.addr12.next = bit_cast::<12, 7>(self.ccc_r.q.val());
        self.ctx_l_addr.next = self.addr12.val();
        self.ctx_q_addr.next = self.addr12.val();
        self.ctx_e_addr.next = self.addr12.val();
        self.ctx_t_addr.next = self.addr12.val();
        self.ctx_i_addr.next = self.addr12.val();
        self.ctx_c_addr.next = self.addr12.val();
        self.ctx_l_data.next = self.l_r.q.val();
        self.ctx_q_data.next = ctx_put!(34, q, base_rtt, self.core.base_rtt.val())
            | ctx_put!(34, q, base_rtt_sub, self.core.base_rtt_sub.val());
        self.ctx_e_data.next = self.core.avg_delay.val();
        self.ctx_t_data.next = ctx_put!(325, t, bdp, self.core.bdp.val())
            | ctx_put!(325, t, maxwnd, self.core.maxwnd.val())
            | ctx_put!(325, t, achieved, self.achieved_s.val())
            | ctx_put!(325, t, received, self.received_s.val())
            | ctx_put!(325, t, bytes_ignored, self.ignored_s.val())
            | ctx_put!(325, t, bytes_to_ignore, self.core.bytes_to_ignore.val())
            | ctx_put!(325, t, fi_count, self.fi_count_s.val())
            | ctx_put!(325, t, flags, self.core.flags.val().get_bits::<2>(1))
            | ctx_put!(325, t, qa_start, self.core.qa_start.val())
            | ctx_put!(325, t, qa_len, self.core.qa_len.val())
            | ctx_put!(325, t, last_adjust, self.core.last_adjust.val())
            | ctx_put!(325, t, last_adjust_sub, self.core.last_adjust_sub.val())
            | ctx_put!(325, t, last_dec, self.core.last_dec.val());
        self.ctx_i_data.next = ctx_put!(42, i, inc_bytes, self.inc_s.val())
            | ctx_put!(42, i, fast_active, self.core.flags.val().get_bit(0).into());
        self.ctx_c_data.next = ctx_put!(49, c, cwnd, self.core.cwnd.val())
            | ctx_put!(49, c, pre_penalty_cwnd, self.core.pre_penalty_cwnd.val())
            | ctx_put!(49, c, penalty_active, self.core.penalty_active.val().into());
        self.ctx_l_we.next = false;
        self.ctx_q_we.next = false;
        self.ctx_e_we.next = false;
        self.ctx_t_we.next = false;
        self.ctx_i_we.next = false;
        self.ctx_c_we.next = false;
        // ---- outputs
        self.out_valid.next = false;
        self.out_ccc.next = self.addr12.val();
        self.out_action.next = self.core.action.val();
        self.out_fulfill.next = self.core.fulfill.val();
        self.out_cwnd.next = self.core.cwnd.val();
        self.refused_ccc_out_of_range.next = self.cnt_range.q.val();
        self.refused_idle.next = self.cnt_idle.q.val();
        self.refused_not_ready.next = self.cnt_not_ready.q.val();
        self.refused_event_out_of_range.next = self.cnt_event.q.val();
        self.ctl_done.next = self.done_r.q.val();
        self.ctl_ok.next = self.ok_r.q.val();
        self.done_r.d.next = false;
        // ---- the context store: read at the served CCC's word (0 until the swap reaches
        // the second word's fields), written in the two write-back cycles
        self.ctx.read_address.next = (bit_cast::<8, 7>(self.ccc_r.q.val()) << 1)
            | bit_cast::<8, 1>((self.sw_j.q.val() >= 11).into());
        self.ctx.write_enable.next = false;
        self.ctx.write_address.next = bit_cast::<8, 7>(self.ccc_r.q.val()) << 1;
        self.ctx.write_data.next = self.word0.val();
        // ---- the controller
        self.in_range.next = !self.ev_ccc.val().get_bits::<9>(7).any();
        self.ev_ready.next = false;
        self.ctl_ready.next = false;
        self.cfg_ready.next = false;
        match self.state.q.val().index() {
            0 => {
                // S_IDLE: a profile write, else a lifecycle request, else an event
                self.cfg_ready.next = true;
                self.ctl_ready.next = !self.cfg_write.val();
                self.sw_j.d.next = 0.into();
                self.is_ctl.d.next = false;
                self.ctx.read_address.next =
                    bit_cast::<8, 7>(self.ev_ccc.val().get_bits::<7>(0)) << 1;
                self.ccc_r.d.next = self.ev_ccc.val().get_bits::<7>(0);
                if self.cfg_write.val() {
                    self.core.cfg_write.next = true;
                    self.loaded.d.next = self.loaded.q.val()
                        | (bits::<8>(1) << bit_cast::<8, 3>(self.cfg_profile.val()));
                    self.state.d.next = 12.into();
                } else if self.ctl_valid.val() {
                    self.is_ctl.d.next = true;
                    self.ctl_op_r.d.next = self.ctl_op.val();
                    self.ctl_prof_r.d.next = self.ctl_profile.val();
                    self.ctl_t_r.d.next = self.ctl_t.val();
                    self.ccc_r.d.next = self.ctl_ccc.val().get_bits::<7>(0);
                    self.ctx.read_address.next =
                        bit_cast::<8, 7>(self.ctl_ccc.val().get_bits::<7>(0)) << 1;
                    // an id out of range is refused here
                    if self.ctl_ccc.val().get_bits::<9>(7).any() {
                        self.done_r.d.next = true;
                        self.ok_r.d.next = false;
                        self.is_ctl.d.next = false;
                    } else {
                        self.state.d.next = 7.into();
                    }
                } else if self.ev_valid.val() {
                    if !self.in_range.val() {
                        self.ev_ready.next = true;
                        self.cnt_range.d.next = self.cnt_range.q.val() + 1;
                    } else if self.ev_t_sub.val() > 999 {
                        self.ev_ready.next = true;
                        self.cnt_event.d.next = self.cnt_event.q.val() + 1;
                    } else {
                        self.state.d.next = 1.into();
                    }
                }
            }
            1 => {
                // S_EV_L: the CCC's phase decides
                self.l_r.d.next = ctx_field!(self.ctx.read_data.val(), cu0, l);
                if ctx_field!(self.ctx.read_data.val(), l, phase) == 2 {
                    self.state.d.next = 2.into();
                } else {
                    self.ev_ready.next = true;
                    self.state.d.next = 0.into();
                    if ctx_field!(self.ctx.read_data.val(), l, phase) == 0 {
                        self.cnt_idle.d.next = self.cnt_idle.q.val() + 1;
                    } else {
                        self.cnt_not_ready.d.next = self.cnt_not_ready.q.val() + 1;
                    }
                }
            }
            2 => {
                // S_SWAP: one state field a clock into the core; then the event, or (ready)
                // the write-back once the last field is in
                self.core.ld_write.next = true;
                self.sw_j.d.next = self.sw_j.q.val() + 1;
                if self.sw_j.q.val() == 20 {
                    self.state.d.next = 3.into();
                    if self.is_ctl.q.val() {
                        self.state.d.next = 4.into();
                    }
                }
            }
            3 => {
                // S_RUN: the core takes the event
                self.ev_ready.next = true;
                self.core.ev_valid.next = true;
                self.state.d.next = 4.into();
            }
            4 => {
                // S_WAIT (the core's first cycle after taking it is not ready)
                if self.core.ev_ready.val() {
                    self.state.d.next = 5.into();
                }
            }
            5 => {
                // S_OUT0: first word back, every group on the write ports
                self.ctx.write_enable.next = true;
                self.ctx_q_we.next = true;
                self.ctx_e_we.next = true;
                self.ctx_t_we.next = true;
                self.ctx_i_we.next = true;
                self.ctx_c_we.next = true;
                self.ctx_l_we.next = self.is_ctl.q.val();
                self.out_valid.next = !self.is_ctl.q.val();
                self.state.d.next = 6.into();
            }
            6 => {
                // S_OUT1: second word back
                self.ctx.write_enable.next = true;
                self.ctx.write_address.next = (bit_cast::<8, 7>(self.ccc_r.q.val()) << 1) | 1;
                self.ctx.write_data.next = self.word1.val();
                self.done_r.d.next = self.is_ctl.q.val();
                self.ok_r.d.next = true;
                self.state.d.next = 0.into();
            }
            7 => {
                // S_CTL_L: a lifecycle request decides on the CCC's phase
                self.l_r.d.next = ctx_field!(self.ctx.read_data.val(), cu0, l);
                self.done_r.d.next = true;
                self.ok_r.d.next = false;
                self.state.d.next = 0.into();
                if (self.ctl_op_r.q.val() == 1)
                    & (ctx_field!(self.ctx.read_data.val(), l, phase) == 0)
                    & (self.loaded.q.val()
                        & (bits::<8>(1) << bit_cast::<8, 3>(self.ctl_prof_r.q.val())))
                    .any()
                {
                    // activate: IDLE, on a loaded profile
                    self.done_r.d.next = false;
                    self.l_r.d.next =
                        bits::<5>(1) | (bit_cast::<5, 3>(self.ctl_prof_r.q.val()) << 2);
                    self.state.d.next = 8.into();
                } else if (self.ctl_op_r.q.val() == 2)
                    & (ctx_field!(self.ctx.read_data.val(), l, phase) == 1)
                {
                    // ready: ACTIVE -> READY: the context through the core (swapped in,
                    // written back with the new phase)
                    self.done_r.d.next = false;
                    self.l_r.d.next = (ctx_field!(self.ctx.read_data.val(), cu0, l)
                        & bits::<5>(0x1C))
                        | bits::<5>(2);
                    self.state.d.next = 2.into();
                } else if self.ctl_op_r.q.val() == 3 {
                    // reset: the core cleared, written back (phase IDLE, profile 0)
                    self.done_r.d.next = false;
                    self.l_r.d.next = 0.into();
                    self.state.d.next = 8.into();
                }
            }
            8 => {
                // S_CLEAR: the core's state registers to zero; then the activation, or
                // (reset) the write-back
                self.core.ld_write.next = true;
                self.sw_j.d.next = self.sw_j.q.val() + 1;
                if self.sw_j.q.val() == 20 {
                    self.state.d.next = 9.into();
                    if self.ctl_op_r.q.val() == 3 {
                        self.state.d.next = 4.into();
                    }
                }
            }
            9 => {
                // S_ACT: the core's activation program on the request's profile
                self.core.act.next = true;
                self.state.d.next = 10.into();
            }
            10 => {
                if self.core.ev_ready.val() {
                    self.state.d.next = 13.into();
                }
            }
            12 => {
                // S_CFG: the core copies the profile in
                if self.core.ev_ready.val() {
                    self.state.d.next = 0.into();
                }
            }
            _ => {
                // S_START: the core takes events from now on (its own phase READY); the
                // activated state goes back to the context
                self.core.start.next = true;
                self.state.d.next = 5.into();
            }
        }
    }
}

impl crate::nscc::engine::EngineKind for NsccCompactEngine {
    const CCCS: usize = COMPACT_CCCS;
    /// The swap, the longest event program (1,188 clocks on the htsim traces; the program
    /// has no loop that a field value can lengthen beyond its bit widths) and margin.
    const RESULT_WAIT: u64 = 4_000;
}

/// Verilog of a bare `NsccCompactEngine` (top module `top`).
pub fn verilog() -> String {
    crate::rams_without_collision_check(crate::verilog_of::<NsccCompactEngine>())
}
