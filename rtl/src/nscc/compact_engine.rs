//! `NsccCompactEngine`: the multi-CCC engine that fits the iCE40-HX8K (`docs/engine.md`,
//! "The Cu's engine"). [`NsccCompact`] (one shared datapath, a microprogram) runs every
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
/// First context word: `(field, state register of the core (0: the L group), lsb, width)`.
/// L is phase [1:0], profile [4:2].
pub const WORD0: &[(&str, usize, usize, usize)] = &[
    ("phase_profile", 0, 0, 5),
    ("cwnd", 1, 5, 24),
    ("maxwnd", 2, 29, 24),
    ("bdp", 3, 53, 24),
    ("base_rtt", 4, 77, 24),
    ("avg_delay", 5, 101, 32),
    ("inc_bytes", 6, 133, 41),
    ("received", 7, 174, 24),
    ("achieved", 8, 198, 25),
    ("fast_active", 12, 223, 1),
    ("trigger_qa", 13, 224, 1),
    ("qa_armed", 14, 225, 1),
    ("penalty_active", 20, 226, 1),
    ("last_adjust_sub", 23, 227, 10),
];
/// Second context word, as [`WORD0`].
pub const WORD1: &[(&str, usize, usize, usize)] = &[
    ("bytes_to_ignore", 9, 0, 24),
    ("bytes_ignored", 10, 24, 25),
    ("fi_count", 11, 49, 25),
    ("qa_start", 15, 74, 32),
    ("qa_len", 16, 106, 25),
    ("last_adjust", 17, 131, 32),
    ("last_dec", 18, 163, 32),
    ("pre_penalty_cwnd", 19, 195, 24),
];
/// Clocks of a context swap into the core: one per state field.
pub const SWAP_IN: u64 = (WORD0.len() - 1 + WORD1.len()) as u64;
const _: () = assert!(SWAP_IN == 21);

const fn word_end(w: &[(&str, usize, usize, usize)]) -> usize {
    let mut i = 0;
    let mut end = 0;
    while i < w.len() {
        // packed in order, no overlap
        assert!(w[i].2 == end);
        end = w[i].2 + w[i].3;
        i += 1;
    }
    end
}
const _: () = assert!(word_end(WORD0) <= WORD_BITS && word_end(WORD1) <= WORD_BITS);

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
        self.core.prof.next = self.l_r.q.val().get_bits::<3>(2);
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
                    bit_cast::<48, 24>(self.ctx.read_data.val().get_bits::<24>(5));
            }
            1 => {
                self.core.ld_reg.next = 2.into();
                self.core.ld_data.next =
                    bit_cast::<48, 24>(self.ctx.read_data.val().get_bits::<24>(29));
            }
            2 => {
                self.core.ld_reg.next = 3.into();
                self.core.ld_data.next =
                    bit_cast::<48, 24>(self.ctx.read_data.val().get_bits::<24>(53));
            }
            3 => {
                self.core.ld_reg.next = 4.into();
                self.core.ld_data.next =
                    bit_cast::<48, 24>(self.ctx.read_data.val().get_bits::<24>(77));
            }
            4 => {
                self.core.ld_reg.next = 5.into();
                self.core.ld_data.next =
                    bit_cast::<48, 32>(self.ctx.read_data.val().get_bits::<32>(101));
            }
            5 => {
                self.core.ld_reg.next = 6.into();
                self.core.ld_data.next =
                    bit_cast::<48, 41>(self.ctx.read_data.val().get_bits::<41>(133));
            }
            6 => {
                self.core.ld_reg.next = 7.into();
                self.core.ld_data.next =
                    bit_cast::<48, 24>(self.ctx.read_data.val().get_bits::<24>(174));
            }
            7 => {
                self.core.ld_reg.next = 8.into();
                self.core.ld_data.next =
                    bit_cast::<48, 25>(self.ctx.read_data.val().get_bits::<25>(198));
            }
            8 => {
                self.core.ld_reg.next = 12.into();
                self.core.ld_data.next =
                    bit_cast::<48, 1>(self.ctx.read_data.val().get_bits::<1>(223));
            }
            9 => {
                self.core.ld_reg.next = 13.into();
                self.core.ld_data.next =
                    bit_cast::<48, 1>(self.ctx.read_data.val().get_bits::<1>(224));
            }
            10 => {
                self.core.ld_reg.next = 14.into();
                self.core.ld_data.next =
                    bit_cast::<48, 1>(self.ctx.read_data.val().get_bits::<1>(225));
            }
            11 => {
                self.core.ld_reg.next = 20.into();
                self.core.ld_data.next =
                    bit_cast::<48, 1>(self.ctx.read_data.val().get_bits::<1>(226));
            }
            12 => {
                self.core.ld_reg.next = 23.into();
                self.core.ld_data.next =
                    bit_cast::<48, 10>(self.ctx.read_data.val().get_bits::<10>(227));
            }
            13 => {
                self.core.ld_reg.next = 9.into();
                self.core.ld_data.next =
                    bit_cast::<48, 24>(self.ctx.read_data.val().get_bits::<24>(0));
            }
            14 => {
                self.core.ld_reg.next = 10.into();
                self.core.ld_data.next =
                    bit_cast::<48, 25>(self.ctx.read_data.val().get_bits::<25>(24));
            }
            15 => {
                self.core.ld_reg.next = 11.into();
                self.core.ld_data.next =
                    bit_cast::<48, 25>(self.ctx.read_data.val().get_bits::<25>(49));
            }
            16 => {
                self.core.ld_reg.next = 15.into();
                self.core.ld_data.next =
                    bit_cast::<48, 32>(self.ctx.read_data.val().get_bits::<32>(74));
            }
            17 => {
                self.core.ld_reg.next = 16.into();
                self.core.ld_data.next =
                    bit_cast::<48, 25>(self.ctx.read_data.val().get_bits::<25>(106));
            }
            18 => {
                self.core.ld_reg.next = 17.into();
                self.core.ld_data.next =
                    bit_cast::<48, 32>(self.ctx.read_data.val().get_bits::<32>(131));
            }
            19 => {
                self.core.ld_reg.next = 18.into();
                self.core.ld_data.next =
                    bit_cast::<48, 32>(self.ctx.read_data.val().get_bits::<32>(163));
            }
            _ => {
                self.core.ld_reg.next = 19.into();
                self.core.ld_data.next =
                    bit_cast::<48, 24>(self.ctx.read_data.val().get_bits::<24>(195));
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
        self.word0.next = bit_cast::<240, 5>(self.l_r.q.val())
            | (bit_cast::<240, 24>(self.core.cwnd.val()) << 5)
            | (bit_cast::<240, 24>(self.core.maxwnd.val()) << 29)
            | (bit_cast::<240, 24>(self.core.bdp.val()) << 53)
            | (bit_cast::<240, 24>(self.core.base_rtt.val()) << 77)
            | (bit_cast::<240, 32>(self.core.avg_delay.val()) << 101)
            | (bit_cast::<240, 41>(self.inc_s.val()) << 133)
            | (bit_cast::<240, 24>(self.received_s.val()) << 174)
            | (bit_cast::<240, 25>(self.achieved_s.val()) << 198)
            | (bit_cast::<240, 3>(self.core.flags.val()) << 223)
            | (bit_cast::<240, 1>(self.core.penalty_active.val().into()) << 226)
            | (bit_cast::<240, 10>(self.core.last_adjust_sub.val()) << 227);
        self.word1.next = bit_cast::<240, 24>(self.core.bytes_to_ignore.val())
            | (bit_cast::<240, 25>(self.ignored_s.val()) << 24)
            | (bit_cast::<240, 25>(self.fi_count_s.val()) << 49)
            | (bit_cast::<240, 32>(self.core.qa_start.val()) << 74)
            | (bit_cast::<240, 25>(self.core.qa_len.val()) << 106)
            | (bit_cast::<240, 32>(self.core.last_adjust.val()) << 131)
            | (bit_cast::<240, 32>(self.core.last_dec.val()) << 163)
            | (bit_cast::<240, 24>(self.core.pre_penalty_cwnd.val()) << 195);
        // ---- the same state in `NsccEngine`'s groups, for the context-write ports
        self.addr12.next = bit_cast::<12, 7>(self.ccc_r.q.val());
        self.ctx_l_addr.next = self.addr12.val();
        self.ctx_q_addr.next = self.addr12.val();
        self.ctx_e_addr.next = self.addr12.val();
        self.ctx_t_addr.next = self.addr12.val();
        self.ctx_i_addr.next = self.addr12.val();
        self.ctx_c_addr.next = self.addr12.val();
        self.ctx_l_data.next = self.l_r.q.val();
        self.ctx_q_data.next = self.core.base_rtt.val();
        self.ctx_e_data.next = self.core.avg_delay.val();
        self.ctx_t_data.next = bit_cast::<325, 24>(self.core.bdp.val())
            | (bit_cast::<325, 24>(self.core.maxwnd.val()) << 24)
            | (bit_cast::<325, 25>(self.achieved_s.val()) << 48)
            | (bit_cast::<325, 24>(self.received_s.val()) << 73)
            | (bit_cast::<325, 25>(self.ignored_s.val()) << 97)
            | (bit_cast::<325, 24>(self.core.bytes_to_ignore.val()) << 122)
            | (bit_cast::<325, 25>(self.fi_count_s.val()) << 146)
            | (bit_cast::<325, 3>(self.core.flags.val()) << 171)
            | (bit_cast::<325, 32>(self.core.qa_start.val()) << 174)
            | (bit_cast::<325, 25>(self.core.qa_len.val()) << 206)
            | (bit_cast::<325, 32>(self.core.last_adjust.val()) << 231)
            | (bit_cast::<325, 10>(self.core.last_adjust_sub.val()) << 263)
            | (bit_cast::<325, 32>(self.core.last_dec.val()) << 273);
        self.ctx_i_data.next = self.inc_s.val();
        self.ctx_c_data.next = bit_cast::<49, 24>(self.core.cwnd.val())
            | (bit_cast::<49, 24>(self.core.pre_penalty_cwnd.val()) << 24)
            | (bit_cast::<49, 1>(self.core.penalty_active.val().into()) << 48);
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
            | bit_cast::<8, 1>((self.sw_j.q.val() >= 12).into());
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
                self.l_r.d.next = self.ctx.read_data.val().get_bits::<5>(0);
                if self.ctx.read_data.val().get_bits::<2>(0) == 2 {
                    self.state.d.next = 2.into();
                } else {
                    self.ev_ready.next = true;
                    self.state.d.next = 0.into();
                    if self.ctx.read_data.val().get_bits::<2>(0) == 0 {
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
                self.l_r.d.next = self.ctx.read_data.val().get_bits::<5>(0);
                self.done_r.d.next = true;
                self.ok_r.d.next = false;
                self.state.d.next = 0.into();
                if (self.ctl_op_r.q.val() == 1)
                    & (self.ctx.read_data.val().get_bits::<2>(0) == 0)
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
                    & (self.ctx.read_data.val().get_bits::<2>(0) == 1)
                {
                    // ready: ACTIVE -> READY: the context through the core (swapped in,
                    // written back with the new phase)
                    self.done_r.d.next = false;
                    self.l_r.d.next = (self.ctx.read_data.val().get_bits::<5>(0) & bits::<5>(0x1C))
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
