//! `NsccEngine`: many CCCs through one NSCC datapath, one event per clock, each CCC's state
//! in block RAM (`docs/engine.md`, "The one-event-per-clock engine").
//!
//! The datapath is [`crate::nscc::datapath::NsccDatapath`]. Every owner block runs in
//! *engine mode* (`ext`): the state before
//! the event comes from the CCC's context, read one stage before the owner stage at the
//! event's CCC address, and the owner's result is written back one stage after it. The
//! context is split into groups, one block RAM (one write port) per owner stage:
//!
//! | group | fields | read for stage | written at stage |
//! |---|---|---|---|
//! | L | phase, profile | the port (kept in the issue window) | lifecycle only |
//! | Q | base RTT | 2 | 5 (its word forwarded at distances 4, 5 and 6) |
//! | E | avg_delay | 2 (then carried to 4 and 6) | 8 (forwarded at distances 4 to 8) |
//! | T | the QA timer's counters, timers, BDP, MaxWnd ([`T_FIELDS`]) | 6 and 7 | 11 (forwarded at 4 to 8) |
//! | I | the increase credit, the fast flag | 14 (address in 12) | 17 (forwarded at 4 and 5) |
//! | C | cwnd, pre-penalty cwnd, penalty flag | 14 (then carried to 15 and 28) | 30 (a fast-path event's early word forwarded from 16) |
//!
//! (The write ports of every group but C are registered: their writes land a stage after
//! the owner's result. C's lifecycle writes are registered too; its events' are not.)
//!
//! **Issue window and stall rule** (the golden `GoldenEngine`'s semantics): events enter
//! an issue window of [`WINDOW`] entries; each cycle the oldest entry whose CCC has no
//! event that entered the pipeline fewer than [`FAST_CYCLES`] cycles before (fast path),
//! or [`HAZARD_CYCLES`] before on the slow path, and no older entry waiting, enters the
//! pipeline. The route is known in stage 9: an event issued 4 to 10 cycles behind its
//! CCC's previous one issues speculatively and is squashed in stage 5 (a bubble from stage 6
//! on, before its first context write; its slot, kept until the route is known, waits
//! again) if that one was slow or is itself squashed. So every read of a context group sees every write of the
//! CCC's previous event or takes its word (each CCC sees exactly sequential NSCC, its
//! events in order), and events of other CCCs pass a stalled one: one event per clock while
//! the window holds one whose CCC is free. The cycle model is
//! `golden_model::timing::Schedule::ENGINE` (4, 19, route known 11, window 4, divide path
//! 12). Which word each group takes at which distance: [`FAST_CYCLES`].
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

use golden_model::interface::Field;
use nscc_rtl_macros::{port_logic, ports};
use rust_hdl::prelude::*;

use crate::blocks::*;
use crate::nscc::ctx_ram::CtxRam;
use crate::nscc::datapath::NsccDatapath;

/// Address bits of the context store (`NsccEngine<A>` holds 2^A CCCs, A <= 12: the
/// pipeline's tags carry 12-bit ids).
pub const CCC_BITS: usize = 12;
/// CCCs the co-simulated and ECP5 engine holds.
pub const CCCS: usize = 1 << CCC_BITS;
/// Configuration profiles.
pub const PROFILES: usize = 8;
/// An event is held at the port while an earlier event of its CCC entered fewer than
/// `HAZARD_CYCLES` cycles before and took the slow path (an MD), fewer than
/// [`FULFILL_CYCLES`] before and took the divide path (a fulfill without an MD), or fewer than
/// [`FAST_CYCLES`] before (an event issued 4 to 10 behind, before the route is known, is
/// squashed if it was slow). The C group is read for stage 14, where the fast decision
/// compares with the start cwnd (its address presented in stage 11 because the read data is
/// registered twice), and written in stage 30: behind a slow-path event the next event of
/// the CCC may present its address in the cycle of that write, 19 cycles later, and takes
/// the word written through a bypass; behind a fast-path event it takes the word the early
/// commit made (stage 20 on) from the pipeline. The compare covers stage 0 and the tags of
/// stages 1..=17 (the route is known from stage 9 on; stages 3 to 9 do not hold back).
pub const HAZARD_CYCLES: u64 = 19;
/// Fewest cycles between two events of a CCC when the first takes the fast path. The route
/// is known in stage 9 (`route_slow9`): the next event issues speculatively when the first
/// is in stages 3 to 9, and is squashed in stage 5 (a bubble that writes nothing: its Q
/// write, the first, is made from stage 5; its window slot, held until the route is known,
/// waits again) if the first was slow or is itself squashed. Every group is read after the
/// first event's write or takes its word: Q (read at 0, written from 5) forwarded at 4, 5
/// and 6, E (read at 0, written 8) at 4 to 8, T (read at 3, written 11) at 4 to 8, I (read at
/// 12, written 17) at 4 and 5, the C group's early word (stages 16..=20) into `c_r` in stage
/// 13 at 4 to 7, and from 8 on through the forwarded words.
pub const FAST_CYCLES: u64 = 4;
/// Fewest cycles between two events of a CCC when the first takes the divide path (a
/// fulfill and no MD): its fulfill is divided from stage 15 (by the divisor without an MD
/// cut) beside the slow path's division from stage 20, and its cwnd made in stage 23 from
/// the early commit's (`mid_cwnd`): its word enters the forwarded words in stage 24, which
/// the CCC's next event takes in stage 12.
pub const FULFILL_CYCLES: u64 = 12;
/// Cycles from an event's issue until its route decides the issue of its CCC's next event
/// (`Schedule::route_known`): it is in stage 10.
pub const ROUTE_KNOWN_CYCLES: u64 = 11;
/// Entries of the issue window.
pub const WINDOW: usize = 4;
/// Stage at which an event leaves the engine (its C group written, `out_*` valid).
pub const LAST_STAGE: usize = 30;
/// Cycles from an event on the port to its `out_valid` (the port's stage P, the window,
/// stages 0..=LAST_STAGE).
pub const LATENCY: u64 = LAST_STAGE as u64 + 2;
/// Lifecycle request codes on `ctl_op`.
pub const CTL_ACTIVATE: u64 = 1;
pub const CTL_READY: u64 = 2;
pub const CTL_RESET: u64 = 3;

/// The T group's fields, in bit order from bit 0 (`port_map::CONTEXT`): the byte counters
/// stored saturated at 2^25 - 1 and `received` in 24 bits, as `golden_model::engine` narrows
/// them; `flags` are trigger_qa, qa_armed.
pub const T_FIELDS: &[Field] = golden_model::interface::context_group("t").fields;
/// Width of the T group (the port map's `ctx_t_data`): its fields take the low 305 bits,
/// the top 20 are never written (at 305 the ECP5's T store would need 9 DP16KD columns in
/// place of 10; the width is kept while the board's timing has no margin to re-place).
pub const T_BITS: usize = ctx_bits("t_data");
const _: () = assert!(
    golden_model::interface::total_bits(T_FIELDS) <= T_BITS
        && golden_model::interface::total_bits(C_FIELDS) == C_BITS
);
/// The C group: cwnd, pre-penalty cwnd, penalty flag.
pub const C_FIELDS: &[Field] = golden_model::interface::context_group("c").fields;
/// Width of the C group.
pub const C_BITS: usize = ctx_bits("c_data");
/// The I group: the increase credit, 41 bits (`golden_model::engine::INC_BITS`), and the
/// fast flag.
pub const I_BITS: usize = ctx_bits("i_data");
const _: () = assert!(I_BITS == golden_model::engine::INC_BITS as usize + 1);
/// The L group: phase [1:0], profile [4:2].
pub const L_BITS: usize = ctx_bits("l_data");

/// A context group's width, from the port map's context writes.
const fn ctx_bits(port: &str) -> usize {
    use golden_model::interface::{index_of, CONTEXT_WRITES};
    CONTEXT_WRITES[index_of(CONTEXT_WRITES, port)].bits
}

#[ports]
#[derive(LogicBlock, Default)]
pub struct NsccEngine<const A: usize> {
    pub clock: Signal<In, Clock>,
    // ---- the engine's port (`port_map::BUNDLES`): profile writes (the register image of
    // profile `cfg_profile`, written on `cfg_write`), lifecycle, events, results LATENCY
    // cycles after an event was accepted, refusals per reason (`golden_model::engine::Refusal`)
    #[group(sink)]
    engine_port: (),
    // ---- context writes (what the co-simulation mirrors): one port set per group
    #[group(source)]
    context_writes: (),
    // ---- context store
    ram_l: RAM<Bits<5>, A>,
    /// Q in two RAMs, the base RTT's ns (24) and its ps (10): each maps onto 4,096 x 4
    /// DP16KDs (6 and 3) with no output mux; one 34-bit RAM maps as 2,048 x 9 blocks behind a
    /// depth mux, a path the ULX3S misses 100 MHz on
    ram_q: RAM<Bits<24>, A>,
    ram_qs: RAM<Bits<10>, A>,
    ram_e: RAM<Bits<32>, A>,
    /// T and C: their read data registered twice, in the store (`CtxRam`: on the ECP5 the
    /// DP16KD's output register), so that no path starts at a block RAM's clock-to-out
    ram_t: CtxRam<325, A>,
    ram_i: RAM<Bits<42>, A>,
    ram_c: CtxRam<49, A>,
    /// The write ports of the L, Q, E, T and I groups, registered: a write lands a cycle
    /// after its owner stage (or the lifecycle's state 4), so that the address fanout to
    /// every block RAM of a group starts at a flip-flop. The CCC's next event, 4 or more
    /// behind, reads a group before the write or in its cycle and then takes the written
    /// word (`q_f*`, `e_f*`, `e_byp`, `t_f*`, `t_byp`, `i_f*`), or reads it after.
    w_l_we: DFF<Bit>,
    w_l_addr: DFF<Bits<A>>,
    w_l_data: DFF<Bits<5>>,
    w_q_we: DFF<Bit>,
    w_q_addr: DFF<Bits<A>>,
    w_q_data: DFF<Bits<34>>,
    w_e_we: DFF<Bit>,
    w_e_addr: DFF<Bits<A>>,
    w_e_data: DFF<Bits<32>>,
    w_t_we: DFF<Bit>,
    w_t_addr: DFF<Bits<A>>,
    w_t_data: DFF<Bits<325>>,
    w_i_we: DFF<Bit>,
    w_i_addr: DFF<Bits<A>>,
    w_i_data: DFF<Bits<42>>,
    /// A lifecycle request's write of the C group, registered (the event's own write at
    /// stage 30 is not: the pipeline is drained when a lifecycle request writes, so the two
    /// never meet, and the C group's same-CCC distance stays as it is)
    w_c_life_we: DFF<Bit>,
    w_c_life_addr: DFF<Bits<A>>,
    w_c_life_data: DFF<Bits<49>>,
    /// Each group's read data registered once more (read one stage earlier), so that no
    /// logic path starts at a block RAM's clock-to-out: Q and E for stage 2, T for 6 and 7,
    /// C for 14, I for 15. (Q read at the issue and registered twice, so that a register
    /// could sit beside the quadrant's subtract, put the issue's choice in front of the
    /// RAMs' address: 91 MHz on the ULX3S.)
    q_r: DFF<Bits<34>>,
    e_r: DFF<Bits<32>>,
    /// the C group's write in the cycle its next reader presents the address (a CCC's next
    /// event, exactly HAZARD_CYCLES behind): the read may give either word, this one is it
    /// (kept two cycles, to replace the store's word on its way to `c_r`: the store's
    /// second register stays a plain register of the RAM's output)
    c_byp: DFF<Bit>,
    c_wd: DFF<Bits<49>>,
    c_byp2: DFF<Bit>,
    c_wd2: DFF<Bits<49>>,
    t_r: DFF<Bits<325>>,
    /// the T group for stage 7 (read for stage 6, where the QA timer's part 0 uses it)
    t_r7: DFF<Bits<325>>,
    t6g: Signal<Local, Bits<325>>,
    c_r: DFF<Bits<49>>,
    i_r: DFF<Bits<42>>,
    // ---- profile store: one RAM per consumer stage, read at the event's profile
    /// stage 1: rate mant [11:0], exp [19:12]
    prof1: RAM<Bits<20>, 3>,
    /// stage 3: fis mant [11:0], exp [19:12], target [43:20], alpha mant [55:44],
    /// exp [63:56], network RTT [87:64], target's ps [97:88]
    prof3: RAM<Bits<98>, 3>,
    /// stage 6: fi mant [11:0], exp [19:12], MTU [43:20]
    prof6: RAM<Bits<44>, 3>,
    /// stage 7: MTU [23:0], target [47:24], QA threshold [71:48], network RTT [95:72],
    /// its ps [105:96], fulfill bytes [129:106], QA gate [134:130], gamma x target [166:135],
    /// the target's ps [176:167], the QA threshold's [186:177], target_frac [194:187]
    prof7: RAM<Bits<195>, 3>,
    /// stage 15: MTU
    /// stage 20: MTU
    prof20: RAM<Bits<24>, 3>,
    /// stage 27: MTU [23:0], eta [39:24]
    prof26: RAM<Bits<40>, 3>,
    /// the divide path's eta, read for stage 21
    prof21: RAM<Bits<16>, 3>,
    /// lifecycle: init cwnd [23:0], init BDP [47:24], init MaxWnd [71:48], base RTT [95:72],
    /// its ps [105:96]
    prof_init: RAM<Bits<106>, 3>,
    loaded: DFF<Bits<8>>,
    // ---- the tag of the event in each stage: valid [15], profile [14:12], CCC [11:0]
    tag: [DFF<Bits<16>>; 30],
    // ---- issue window: WINDOW slots; an event stays in the slot it entered (no shift) and
    // each slot's age is kept in `older`. A slot holds ccc [15:0], the event [185:16], and
    // the port's checks of it: the id in range [186], every ps within the ns <= 999 [187]
    // (`ev_word`)
    win_v: [DFF<Bit>; 4],
    win_e: [DFF<Bits<188>>; 4],
    /// slot i's CCC is in stages 1..=9, or in stages 10..=17 on the slow path (known in the
    /// cycle before, see the issue)
    win_h: [DFF<Bit>; 4],
    /// bit k of `win_m[i]`: the event in stage k + 1 (`tag[k]`, k < 16) is of slot i's CCC.
    /// Compared once, when the slot's event enters; then shifted with the tags (stage 0's
    /// event of the slot's CCC enters at bit 0), so that no id compare of a held slot
    /// stands before `win_h`
    win_m: [DFF<Bits<16>>; 4],
    /// slot i's CCC was issued last cycle: it is in stage 0 (decided at the issue, from
    /// `same`, so that no id compare stands before the issue choice)
    win_s0: [DFF<Bit>; 4],
    /// slot i issued speculatively, its CCC's previous event then in stages 3..=8 (its
    /// route not known): the slot is held until that event is in stage 9 (`route_slow9`),
    /// and then leaves, or waits again if the event is slow (the issued one squashed in
    /// stage 5). Bit j of `win_xc[i]`: that event is in stage 9 - j now (one bit set at most)
    win_xc: [DFF<Bits<6>>; 4],
    /// slot i may issue (`el`), decided a cycle ahead from the next values of `win_v`,
    /// `win_xc`, `win_h` and `win_s0`, so that only registers stand before the
    /// issue's choice
    win_el: [DFF<Bit>; 4],
    /// the slots that leave the window this cycle (issued, or held and released)
    gone: Signal<Local, Bits<4>>,
    /// the slots that stay in the window if they issue this cycle (held, or squashed)
    stay: Signal<Local, Bits<4>>,
    /// bit j: the issued slot's CCC had its previous event (the youngest of its CCC there)
    /// in stage 3 + j at the issue, carried with the event in stages 0..=5 (`a0_ls` ..
    /// `a5_ls`): the event in stage 5 is squashed if that event is slow (`sq5`: it is then
    /// in stage 9 + j)
    a0_ls: DFF<Bits<7>>,
    a1_ls: DFF<Bits<7>>,
    a2_ls: DFF<Bits<7>>,
    a3_ls: DFF<Bits<7>>,
    a4_ls: DFF<Bits<7>>,
    a5_ls: DFF<Bits<7>>,
    ls_issue: Signal<Local, Bits<7>>,
    /// slot i's `ls_issue` if it issues (from registers: its `win_m`)
    ls_slot: [Signal<Local, Bits<7>>; 4],
    sq5: Signal<Local, Bit>,
    /// all ones but bit 4 when the event in stage 5 is squashed (the hazard vectors' shift)
    sqm: Signal<Local, Bits<16>>,
    /// `m_new` without the event in stage 5 when it is squashed
    m_new_s: Signal<Local, Bits<16>>,
    /// the matches of `fh` that yield to a younger one
    fh_old: Signal<Local, Bits<11>>,
    /// the refusal of the event in stages 1..=5, counted in stage 5 unless it is squashed:
    /// 1 id out of range, 2 event field out of range, 3 not ready, 4 idle (0: none)
    rf1: DFF<Bits<3>>,
    rf2: DFF<Bits<3>>,
    rf3: DFF<Bits<3>>,
    rf4: DFF<Bits<3>>,
    rf5: DFF<Bits<3>>,
    rf0: Signal<Local, Bits<3>>,
    /// the event in stages 6..=9 was refused (and not squashed): it holds its CCC's next
    /// event as a fast-path one does (`rv`)
    rr6: DFF<Bit>,
    rr7: DFF<Bit>,
    rr8: DFF<Bit>,
    rr9: DFF<Bit>,
    /// the event in stages 6..=9 was squashed (in stage 5): its route counts as slow, so
    /// that an event issued behind it before its squash is squashed too (`slow9`)
    sqv6: DFF<Bit>,
    sqv7: DFF<Bit>,
    sqv8: DFF<Bit>,
    sqv9: DFF<Bit>,
    /// the event in stage 9 takes the slow path, or was squashed
    slow9: Signal<Local, Bit>,
    /// the Q group's word (base RTT) of the events in stages 4 and 5: it is written from
    /// stage 5, after the squash (`w_q_*`, landing in 6); `q_wd` is the written word a
    /// stage later
    q4: DFF<Bits<34>>,
    q5: DFF<Bits<34>>,
    q_wd: DFF<Bits<34>>,
    /// the CCC's previous event is 4, 5 or 6 ahead: its Q word, not yet written when this
    /// event reads (at 6 written in the cycle of the read), taken in stage 1 (`q_fw`, in place of `q_r` in stage 2)
    /// from `q5`, `w_q_data` or `q_wd` (compared in stage 0)
    q_f4: DFF<Bit>,
    q_f5: DFF<Bit>,
    q_f6: DFF<Bit>,
    /// the word taken and whether it is (stage 2), and the Q group as stage 2 sees it
    q_fw: DFF<Bits<34>>,
    q_use: DFF<Bit>,
    q_st2: Signal<Local, Bits<34>>,
    /// the E group's write in the cycle the CCC's next event (8 behind) presents its read
    /// address (stage 0): taken in place of the read in stage 2 (`prev_avg`)
    e_byp: DFF<Bit>,
    e_wd: DFF<Bits<32>>,
    e_byp2: DFF<Bit>,
    e_wd2: DFF<Bits<32>>,
    /// the CCC's previous event is 6 (`e_f6`) or 7 (`e_f7`) ahead: its E word, written in
    /// this event's stage 2 or 1, taken from the write port's register (`w_e_data`) or its
    /// copy (`e_wd`) in stage 2 (compared in stage 1)
    e_f6: DFF<Bit>,
    e_f7: DFF<Bit>,
    /// 5 ahead: its E word is on the EWMA's output (`dp.avg_delay`) in this event's stage 2;
    /// 4 ahead: it is there in this event's stage 3 (`e_f4`, then `e_f4_3`: the datapath's
    /// `avg_fwd3`)
    e_f5: DFF<Bit>,
    e_f4: DFF<Bit>,
    e_f4_3: DFF<Bit>,
    /// the T group's write in the cycle the CCC's next event (8 behind) presents its read
    /// address (stage 3): taken in place of the store's word on its way to `t_r`
    t_byp: DFF<Bit>,
    t_wd: DFF<Bits<325>>,
    t_byp2: DFF<Bit>,
    t_wd2: DFF<Bits<325>>,
    /// the CCC's previous event is 6 (`t_f6`) or 7 (`t_f7`) ahead: its T word, written in
    /// this event's stage 5 or 4, taken on its way to `t_r` in stage 5 from `w_t_data` or
    /// `t_wd` (compared in stage 4)
    t_f6: DFF<Bit>,
    t_f7: DFF<Bit>,
    /// 5 ahead: its T word is made (`w_t_data`'s next value) in this event's stage 5, taken
    /// into `t_r` (compared in stage 4); 4 ahead: in this event's stage 6, taken for the
    /// QA timer's part 0 (`t6g`) and into `t_r7` (compared in stage 5)
    t_f5: DFF<Bit>,
    t_f4: DFF<Bit>,
    /// the CCC's previous event is 4 or 5 ahead: its I word, written in stage 17, after
    /// this event's read (address in stage 12) or in its cycle, taken in stage 14 from the
    /// write's copies (`i_wd`, `i_wd2`; compared in stage 13)
    i_f4: DFF<Bit>,
    i_f5: DFF<Bit>,
    i_wd: DFF<Bits<42>>,
    i_wd2: DFF<Bits<42>>,
    /// the I group's read data, registered (stage 13 -> 14)
    i_r1: DFF<Bits<42>>,
    /// the CCC's previous event is 5 or 4 ahead, a fast-path one: its early word (stages
    /// 18, 17) taken into `c_r` in stage 13 (compared in stage 12)
    c_f5: DFF<Bit>,
    c_f4: DFF<Bit>,
    /// bit j of `older[i]`: slot i holds an older event than slot j
    older: [DFF<Bits<4>>; 4],
    /// bit j of `same[i]`: slots i and j hold events of one CCC (low 12 bits of the ids)
    same: [DFF<Bits<4>>; 4],
    /// bit j of `elder[i]`: slot j holds an older event than slot i (`older` transposed).
    /// A slot's hazards are its CCC's older events only: the issue of a younger one (a
    /// speculative issue behind the slot's own, while the slot is held) never holds it back
    /// nor squashes it when the slot issues again
    elder: [Signal<Local, Bits<4>>; 4],
    /// slot i is held after a speculative issue that an older event of its CCC, issued
    /// again since, has overtaken: the slots of its CCC younger than it may not issue until
    /// it waits again (`dm_blk`)
    win_dm: [DFF<Bit>; 4],
    dm_blk: [Signal<Local, Bit>; 4],
    /// slot i's L group (phase, profile), read when its event entered: the L group changes
    /// only while the window is empty (lifecycle), so the read at the port is the one the
    /// issue would make, and no block-RAM address waits for the issue's choice
    win_l: [DFF<Bits<5>>; 4],
    /// the slots filled last cycle, whose L group is on the block RAM's output this cycle
    /// (registered into `l_ram`: an event issued then takes it from there in stage 0)
    fill_r: DFF<Bits<4>>,
    /// the L group read last cycle, and whether the event in stage 0 takes it (it was
    /// issued in the cycle after it entered) rather than its slot's copy (`l0`)
    l_ram: DFF<Bits<5>>,
    l_byp: DFF<Bit>,
    /// the issued slot's L group
    l_issue: Signal<Local, Bits<5>>,
    nh: [Signal<Local, Bit>; 4],
    /// the port's stage (P): the event taken from the port waits here one cycle before it
    /// enters the window, so that its CCC is compared with the pipeline's tags at the port
    /// and only registers stand before the window's hazard bits. `p_e` is the event as a
    /// slot holds it; `p_m` is its `win_m` (bit k: the event in stage k + 1 is of its CCC),
    /// compared when it was taken and then shifted with the tags
    p_v: DFF<Bit>,
    p_e: DFF<Bits<188>>,
    p_m: DFF<Bits<16>>,
    /// P's event enters the window this cycle
    p_go: Signal<Local, Bit>,
    /// the event in stage 0 is of P's CCC (it counts in `win_h` and `win_m` even if
    /// refused: a refused event holds its CCC's next event back as any other does, in
    /// stages 0..=3)
    p_s0: Signal<Local, Bit>,
    /// bit k: the event in stage k + 1 is a refused one (`rf1` .. `rf5`, `rr6` .. `rr9`): it
    /// counts in the hazard vectors as any other event does
    rv: Signal<Local, Bits<9>>,
    /// `p_m` shifted with the tags: P's hazard vector next cycle, kept or taken by a slot
    p_m_sh: Signal<Local, Bits<16>>,
    /// `win_h` of P's event entering a slot: its CCC in stages 0..=16 now
    nh_new: Signal<Local, Bit>,
    /// `p_m` of the event on the port: its CCC against the stages it meets next cycle
    m_new: Signal<Local, Bits<16>>,
    /// the slow-path bits of the events in stages 10..=16 (`rs[k]`: stage 10 + k)
    rs: [DFF<Bit>; 7],
    /// the MD bits of the events in stages 10..=16 (`rm[k]`: stage 10 + k): an event with a
    /// fulfill and no MD holds its CCC's next event back while in stage 9 only
    rm: [DFF<Bit>; 7],
    /// which bits of `win_m` and `p_m` hold a CCC's next event back: stages 1..=3 always
    /// (next cycle 2..=4), stage 9 off the fast path, 10..=16 on the slow path (an MD);
    /// stages 4 to 8 (next cycle 5 to 9, the route not known) do not: the next event
    /// issues speculatively
    hmask: Signal<Local, Bits<16>>,
    /// the early commit's word (cwnd, pre-penalty cwnd, penalty flag) and its `early_ok`
    /// of the events in stages 21..=30 (`ew[k]`: stage 21 + k)
    ew: [DFF<Bits<50>>; 10],
    /// the event in stage 12 finds its CCC's previous event, a fast-path one, in stages
    /// 20..=30: its early word, registered beside the read
    fw: Signal<Local, Bits<50>>,
    /// bit k: the event in stage 12 is of the CCC of the event in stage 20 + k (the
    /// youngest one: a CCC's events are 4 apart)
    fhit: DFF<Bits<11>>,
    fh: Signal<Local, Bits<11>>,
    fw2: DFF<Bits<50>>,
    /// the CCC's previous event is 7 ahead, a fast-path one: its early word (stage 20) taken
    /// into `c_r` in stage 13 (compared in stage 12)
    c_f7: DFF<Bit>,
    /// 6 ahead: its early word, made in that event's stage 19, taken into `c_r` in stage 13
    /// from the early commit's result before its register (compared in stage 12)
    c_f6: DFF<Bit>,
    ev_word: Signal<Local, Bits<188>>,
    /// P's event with the port's checks (id in range [186], every ps <= 999 [187]), as a
    /// slot takes it
    p_word: Signal<Local, Bits<188>>,
    /// slot i may issue: its CCC is not in flight
    el: Signal<Local, Bits<4>>,
    /// the oldest slot that may issue (one-hot)
    sel: Signal<Local, Bits<4>>,
    /// the free slot the accepted event enters (one-hot; a slot freed by this cycle's
    /// issue is taken from the next cycle on)
    fill: Signal<Local, Bits<4>>,
    /// bit j: P's event is of slot j's CCC
    same_new: Signal<Local, Bits<4>>,
    full: Signal<Local, Bit>,
    empty: Signal<Local, Bit>,
    issue: Signal<Local, Bit>,
    issue_e: Signal<Local, Bits<188>>,
    // ---- stage 0: the accepted event, its L group read
    a0: DFF<Bit>,
    l0: DFF<Bits<5>>,
    /// the L group of the event in stage 0
    l_st0: Signal<Local, Bits<5>>,
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
    rs0: DFF<Bits<10>>,
    prrs0: DFF<Bits<10>>,
    ok0: Signal<Local, Bit>,
    phase0: Signal<Local, Bits<2>>,
    cnt_range: DFF<Bits<32>>,
    cnt_idle: DFF<Bits<32>>,
    cnt_not_ready: DFF<Bits<32>>,
    cnt_event: DFF<Bits<32>>,
    // ---- lifecycle machine: 0 idle, 1 drain, 2 read, 3 write
    ctl_state: DFF<Bits<3>>,
    /// The CCC's L group as the lifecycle request read it (state 3), decided on in state 4
    life_l_r: DFF<Bits<5>>,
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
    /// the pipeline, every owner block in engine mode
    dp: NsccDatapath,
    /// the T group read for stage 7
    t7g: Signal<Local, Bits<325>>,
    /// action and fulfill from stage 28 to the output (30)
    out_af: Delay2<Bits<5>>,
    // ---- the T group as the QA timer writes it (saturated counters)
    t_new: Signal<Local, Bits<325>>,
    achieved_s: Signal<Local, Bits<25>>,
    ignored_s: Signal<Local, Bits<25>>,
    fi_count_s: Signal<Local, Bits<25>>,
    p1v: Signal<Local, Bits<20>>,
    p3v: Signal<Local, Bits<98>>,
    p6v: Signal<Local, Bits<44>>,
    p7v: Signal<Local, Bits<195>>,
    p26v: Signal<Local, Bits<40>>,
    pinit: Signal<Local, Bits<106>>,
    // lifecycle write data
    life_l: Signal<Local, Bits<5>>,
    life_q: Signal<Local, Bits<34>>,
    life_t: Signal<Local, Bits<325>>,
    life_c: Signal<Local, Bits<49>>,
}

impl<const A: usize> Logic for NsccEngine<A> {
    // (`win_el`'s next value is written as the placed netlist was built from it: clippy's
    // shorter form would emit other Verilog, and another placement)
    #[allow(clippy::nonminimal_bool)]
    #[port_logic]
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            fw2,
            fhit,
            a0_ls,
            a1_ls,
            a2_ls,
            a3_ls,
            a4_ls,
            a5_ls,
            rf1,
            rf2,
            rf3,
            rf4,
            rf5,
            rr6,
            rr7,
            rr8,
            rr9,
            sqv6,
            sqv7,
            sqv8,
            sqv9,
            q4,
            q5,
            q_wd,
            q_f4,
            q_f5,
            q_f6,
            q_fw,
            q_use,
            e_f6,
            e_f7,
            e_f5,
            e_f4,
            e_f4_3,
            t_f6,
            t_f7,
            t_f5,
            t_f4,
            i_f4,
            i_f5,
            i_wd,
            i_wd2,
            i_r1,
            c_f5,
            c_f4,
            c_f6,
            c_f7,
            e_byp,
            e_wd,
            e_byp2,
            e_wd2,
            t_byp,
            t_wd,
            t_byp2,
            t_wd2,
            loaded,
            a0,
            l0,
            fill_r,
            l_ram,
            l_byp,
            id_ok0,
            sub_ok0,
            p_v,
            p_e,
            p_m,
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
            rs0,
            prrs0,
            cnt_range,
            cnt_idle,
            cnt_not_ready,
            cnt_event,
            ctl_state,
            life_l_r,
            ctl_op_r,
            ctl_ccc_r,
            ctl_prof_r,
            ctl_t_r,
            drain,
            done_r,
            ok_r,
            q_r,
            e_r,
            c_byp,
            c_wd,
            c_byp2,
            c_wd2,
            t_r,
            t_r7,
            c_r,
            i_r,
            w_l_we,
            w_l_addr,
            w_l_data,
            w_q_we,
            w_q_addr,
            w_q_data,
            w_e_we,
            w_e_addr,
            w_e_data,
            w_t_we,
            w_t_addr,
            w_t_data,
            w_i_we,
            w_i_addr,
            w_i_data,
            w_c_life_we,
            w_c_life_addr,
            w_c_life_data
        );
        clock!(self, clock, dp, out_af);
        for i in 0..30 {
            self.tag[i].clock.next = self.clock.val();
            self.tag[i].d.next = self.tag[i].q.val();
        }
        self.ram_l.read_clock.next = self.clock.val();
        self.ram_l.write_clock.next = self.clock.val();
        self.ram_q.read_clock.next = self.clock.val();
        self.ram_q.write_clock.next = self.clock.val();
        self.ram_qs.read_clock.next = self.clock.val();
        self.ram_qs.write_clock.next = self.clock.val();
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
        self.prof20.read_clock.next = self.clock.val();
        self.prof20.write_clock.next = self.clock.val();
        self.prof26.read_clock.next = self.clock.val();
        self.prof26.write_clock.next = self.clock.val();
        self.prof21.read_clock.next = self.clock.val();
        self.prof21.write_clock.next = self.clock.val();
        self.prof_init.read_clock.next = self.clock.val();
        self.prof_init.write_clock.next = self.clock.val();

        // ---- profile port: every profile RAM takes its fields of the register image
        self.prof1.write_enable.next = self.cfg_write.val();
        self.prof3.write_enable.next = self.cfg_write.val();
        self.prof6.write_enable.next = self.cfg_write.val();
        self.prof7.write_enable.next = self.cfg_write.val();
        self.prof20.write_enable.next = self.cfg_write.val();
        self.prof26.write_enable.next = self.cfg_write.val();
        self.prof21.write_enable.next = self.cfg_write.val();
        self.prof_init.write_enable.next = self.cfg_write.val();
        self.prof1.write_address.next = self.cfg_profile.val();
        self.prof3.write_address.next = self.cfg_profile.val();
        self.prof6.write_address.next = self.cfg_profile.val();
        self.prof7.write_address.next = self.cfg_profile.val();
        self.prof20.write_address.next = self.cfg_profile.val();
        self.prof26.write_address.next = self.cfg_profile.val();
        self.prof21.write_address.next = self.cfg_profile.val();
        self.prof_init.write_address.next = self.cfg_profile.val();
        self.prof1.write_data.next = subset_word!(20, prof1, self, "cfg_");
        self.prof3.write_data.next = subset_word!(98, prof3, self, "cfg_");
        self.prof6.write_data.next = subset_word!(44, prof6, self, "cfg_");
        self.prof7.write_data.next = subset_word!(195, prof7, self, "cfg_");
        self.prof20.write_data.next = self.cfg_mtu.val();
        self.prof26.write_data.next = subset_word!(40, prof26, self, "cfg_");
        self.prof21.write_data.next = subset_word!(16, prof21, self, "cfg_");
        self.prof_init.write_data.next = subset_word!(106, prof_init, self, "cfg_");
        if self.cfg_write.val() {
            self.loaded.d.next = self.loaded.q.val() | (bits::<8>(1) << self.cfg_profile.val());
        }

        // ---- the port: an event enters the issue window when it has room, and waits
        // there (each CCC's events in order) while a lifecycle request is pending
        for k in 0..7 {
            self.rs[k].clock.next = self.clock.val();
            self.rm[k].clock.next = self.clock.val();
        }
        for k in 0..10 {
            self.ew[k].clock.next = self.clock.val();
        }
        for i in 0..4 {
            self.win_v[i].clock.next = self.clock.val();
            self.win_h[i].clock.next = self.clock.val();
            self.win_m[i].clock.next = self.clock.val();
            self.win_e[i].clock.next = self.clock.val();
            self.win_s0[i].clock.next = self.clock.val();
            self.win_xc[i].clock.next = self.clock.val();
            self.win_el[i].clock.next = self.clock.val();
            self.win_dm[i].clock.next = self.clock.val();
            self.older[i].clock.next = self.clock.val();
            self.same[i].clock.next = self.clock.val();
            self.win_l[i].clock.next = self.clock.val();
        }
        self.full.next = self.win_v[0].q.val()
            && self.win_v[1].q.val()
            && self.win_v[2].q.val()
            && self.win_v[3].q.val();
        self.empty.next = !(self.p_v.q.val()
            || self.win_v[0].q.val()
            || self.win_v[1].q.val()
            || self.win_v[2].q.val()
            || self.win_v[3].q.val());
        self.life_active.next = self.ctl_state.q.val() != 0;
        // P's event enters a free slot (not in the cycle a lifecycle request's L write
        // lands: the fill reads the L group); the port takes an event when P is free or
        // leaves, never while a lifecycle request runs (P drains into the window first)
        self.p_go.next = self.p_v.q.val() && !self.full.val() && !self.w_l_we.q.val();
        self.ev_ready.next = !self.life_active.val() && (!self.p_v.q.val() || self.p_go.val());
        self.ctl_ready.next = !self.life_active.val();
        // (P takes the port's word whenever the port is ready, valid or not: its load enable
        // is `ev_ready`, from registers; the port's checks are made on P's copy, on the way
        // into the window)
        self.ev_word.next = pack_event!(188, self);
        self.p_word.next = self.p_e.q.val()
            | (bit_cast::<188, 1>(
                (bit_cast::<16, A>(self.p_e.q.val().get_bits::<A>(0))
                    == self.p_e.q.val().get_bits::<16>(0))
                .into(),
            ) << 186)
            | (bit_cast::<188, 1>(
                ((event_field!(self.p_e.q.val(), t_sub) <= 999)
                    && (event_field!(self.p_e.q.val(), rtt_sub) <= 999)
                    && (event_field!(self.p_e.q.val(), probe_rtt_sub) <= 999))
                    .into(),
            ) << 187);
        // in flight: an event of the CCC entered fewer than HAZARD_CYCLES cycles ago, i.e.
        // is in stage 0 (`win_s0`, decided when it issued) or in stages 1..=17: those were
        // in stages 0..=16 last cycle, where each slot compared them (`win_h`). (Last
        // cycle's stage 0 counts when it issued, even if it was refused: a slot of the
        // same CCC waits one cycle more.)
        // next cycle's stages 1..=17 are this cycle's stage 0 and stages 1..=16
        // (the slow bit of stage 9 comes from the QA timer's registered decisions)
        self.slow9.next = self.dp.route_slow9.val() || self.sqv9.q.val();
        self.hmask.next = bits::<16>(0x01)
            | (bit_cast::<16, 1>(self.slow9.val().into()) << 8)
            | (bit_cast::<16, 1>(self.rm[0].q.val().into()) << 9)
            | (bit_cast::<16, 1>(self.rm[1].q.val().into()) << 10)
            | (bit_cast::<16, 1>(self.rm[2].q.val().into()) << 11)
            | (bit_cast::<16, 1>(self.rm[3].q.val().into()) << 12)
            | (bit_cast::<16, 1>(self.rm[4].q.val().into()) << 13)
            | (bit_cast::<16, 1>(self.rm[5].q.val().into()) << 14)
            | (bit_cast::<16, 1>(self.rm[6].q.val().into()) << 15);
        for i in 0..4 {
            self.nh[i].next =
                self.win_s0[i].q.val() || (self.win_m[i].q.val() & self.hmask.val()).any();
        }
        // P's event: stage 0 and the shifted `p_m` (stages 1..=16), registers only
        self.p_s0.next =
            self.a0.q.val() && (self.ccc0.q.val() == self.p_e.q.val().get_bits::<12>(0));
        self.nh_new.next = self.p_s0.val() || (self.p_m.q.val() & self.hmask.val()).any();
        // the oldest slot whose CCC is free issues. An older slot of the same CCC needs no
        // compare: it is either free too (and older, so it goes first) or in flight (and
        // then so is this one's CCC)
        self.el.next = 0.into();
        self.same_new.next = 0.into();
        for i in 0..4 {
            if self.win_el[i].q.val() {
                self.el.next = self.el.val() | (bits::<4>(1) << i.to_bits::<2>());
            }
            if self.p_e.q.val().get_bits::<12>(0) == self.win_e[i].q.val().get_bits::<12>(0) {
                self.same_new.next = self.same_new.val() | (bits::<4>(1) << i.to_bits::<2>());
            }
        }
        // (each slot that may issue takes the ones younger than it out of the choice)
        self.sel.next = self.el.val();
        for i in 0..4 {
            if self.el.val().get_bit(i) {
                self.sel.next = self.sel.val() & !self.older[i].q.val();
            }
        }
        self.issue.next = self.el.val().any();
        for i in 0..4 {
            self.elder[i].next = 0.into();
            for j in 0..4 {
                if self.older[j].q.val().get_bit(i) {
                    self.elder[i].next = self.elder[i].val() | (bits::<4>(1) << j.to_bits::<2>());
                }
            }
        }
        self.issue_e.next = 0.into();
        self.l_issue.next = 0.into();
        self.ls_issue.next = 0.into();
        for i in 0..4 {
            // (the youngest event of the CCC in stages 3..=9: bit j for stage 3 + j)
            self.ls_slot[i].next = 0.into();
            if self.win_m[i].q.val().get_bit(8) {
                self.ls_slot[i].next = 64.into();
            }
            if self.win_m[i].q.val().get_bit(7) {
                self.ls_slot[i].next = 32.into();
            }
            if self.win_m[i].q.val().get_bit(6) {
                self.ls_slot[i].next = 16.into();
            }
            if self.win_m[i].q.val().get_bit(5) {
                self.ls_slot[i].next = 8.into();
            }
            if self.win_m[i].q.val().get_bit(4) {
                self.ls_slot[i].next = 4.into();
            }
            if self.win_m[i].q.val().get_bit(3) {
                self.ls_slot[i].next = 2.into();
            }
            if self.win_m[i].q.val().get_bit(2) {
                self.ls_slot[i].next = 1.into();
            }
        }
        for i in 0..4 {
            if self.sel.val().get_bit(i) {
                self.issue_e.next = self.issue_e.val() | self.win_e[i].q.val();
                self.l_issue.next = self.l_issue.val() | self.win_l[i].q.val();
                // (the youngest: at most one in reachable states, a CCC's events being 6
                // apart; the priority makes it so in every state)
                self.ls_issue.next = self.ls_issue.val() | self.ls_slot[i].val();
            }
        }
        // P's event takes the first slot free before this cycle's issue
        self.fill.next = 0.into();
        if self.p_go.val() {
            if !self.win_v[0].q.val() {
                self.fill.next = 1.into();
            } else if !self.win_v[1].q.val() {
                self.fill.next = 2.into();
            } else if !self.win_v[2].q.val() {
                self.fill.next = 4.into();
            } else {
                self.fill.next = 8.into();
            }
        }
        // the L group of the event that entered last cycle arrives
        self.fill_r.d.next = self.fill.val();
        self.ram_l.read_address.next = self.p_e.q.val().get_bits::<A>(0);
        if self.ctl_state.q.val() == 2 {
            self.ram_l.read_address.next = self.ctl_ccc_r.q.val().get_bits::<A>(0);
        }
        for i in 0..4 {
            self.win_l[i].d.next = self.win_l[i].q.val();
            if self.fill_r.q.val().get_bit(i) {
                self.win_l[i].d.next = self.ram_l.read_data.val();
            }
        }
        // a slot leaves when it issues, unless its CCC's previous event is in stages 3..=8
        // (the slot is held: `win_xc`) or in stage 9 and slow (squashed: it waits again); a
        // held slot leaves when that event is in stage 9 (`win_xc` bit 0), unless it is slow
        self.stay.next = 0.into();
        self.gone.next = 0.into();
        for i in 0..4 {
            if self.win_m[i].q.val().get_bits::<6>(2).any()
                || (self.win_m[i].q.val().get_bit(8) && self.slow9.val())
            {
                self.stay.next = self.stay.val() | (bits::<4>(1) << i.to_bits::<2>());
            }
        }
        for i in 0..4 {
            if (self.sel.val().get_bit(i) && !self.stay.val().get_bit(i))
                || (self.win_xc[i].q.val().get_bit(0) && !self.slow9.val())
            {
                self.gone.next = self.gone.val() | (bits::<4>(1) << i.to_bits::<2>());
            }
        }
        for i in 0..4 {
            self.win_v[i].d.next = self.win_v[i].q.val() && !self.gone.val().get_bit(i);
            // (issued with the previous event in stage s, 3..=8: it is in stage s + 1 next
            // cycle, bit 8 - s)
            // (an eligible slot's `win_xc` is 0 or 1: shifted, 0)
            self.win_xc[i].d.next = self.win_xc[i].q.val() >> 1;
            if self.sel.val().get_bit(i) && self.win_m[i].q.val().get_bit(7) {
                self.win_xc[i].d.next = 1.into();
            }
            if self.sel.val().get_bit(i) && self.win_m[i].q.val().get_bit(6) {
                self.win_xc[i].d.next = 2.into();
            }
            if self.sel.val().get_bit(i) && self.win_m[i].q.val().get_bit(5) {
                self.win_xc[i].d.next = 4.into();
            }
            if self.sel.val().get_bit(i) && self.win_m[i].q.val().get_bit(4) {
                self.win_xc[i].d.next = 8.into();
            }
            if self.sel.val().get_bit(i) && self.win_m[i].q.val().get_bit(3) {
                self.win_xc[i].d.next = 16.into();
            }
            if self.sel.val().get_bit(i) && self.win_m[i].q.val().get_bit(2) {
                self.win_xc[i].d.next = 32.into();
            }
            // (an older event of the slot's CCC issues again, after a squash, while the slot
            // is held: the slot's speculative issue, made before, is behind it and will be
            // squashed; until the slot waits again, no younger event of its CCC may issue:
            // `win_dm`)
            self.win_dm[i].d.next = (self.win_dm[i].q.val()
                || (self.sel.val() & self.same[i].q.val() & self.elder[i].val()).any())
                && self.win_xc[i].q.val().get_bits::<5>(1).any();
            self.win_e[i].d.next = self.win_e[i].q.val();
            self.win_h[i].d.next = self.nh[i].val();
            self.win_s0[i].d.next =
                (self.sel.val() & self.same[i].q.val() & self.elder[i].val()).any();
            self.older[i].d.next = self.older[i].q.val() | self.fill.val();
            self.same[i].d.next = self.same[i].q.val() & !self.fill.val();
            if self.same_new.val().get_bit(i) {
                self.same[i].d.next = self.same[i].q.val() | self.fill.val();
            }
            if self.fill.val().get_bit(i) {
                self.win_v[i].d.next = true;
                self.win_e[i].d.next = self.p_word.val();
                self.win_h[i].d.next = self.nh_new.val();
                self.win_s0[i].d.next = (self.sel.val() & self.same_new.val()).any();
                self.older[i].d.next = 0.into();
                // (not itself: `same_new` compares with every slot's word, the one it fills
                // too, whose stale word may be of its CCC; a slot that counted itself would
                // see its own squashed issue and re-issue a clock late)
                self.same[i].d.next = self.same_new.val() & !self.fill.val();
                self.win_dm[i].d.next = false;
            }
            // (`win_el`'s next value from the registers and `sel` directly, equal to
            // `win_v && !win_xc && !win_h && !win_s0` of the next values: a slot that
            // issues, or whose CCC's event issues, is not eligible next cycle)
            if self.fill.val().get_bit(i) {
                self.win_el[i].d.next = !self.sel.val().get_bit(i)
                    && !self.win_xc[i].q.val().get_bits::<5>(1).any()
                    && !self.nh_new.val()
                    && !(self.sel.val() & self.same_new.val()).any();
            } else {
                self.win_el[i].d.next = self.win_v[i].q.val()
                    && !self.win_xc[i].q.val().get_bits::<5>(1).any()
                    && !(self.win_xc[i].q.val().get_bit(0) && !self.slow9.val())
                    && !self.nh[i].val()
                    && !((self.sel.val() & self.same[i].q.val() & self.elder[i].val()).any()
                        || self.sel.val().get_bit(i));
            }
        }

        // (a slot behind an older one of its CCC marked `win_dm` is not eligible, from the
        // registers: the cycle after the older event's issue it is not eligible anyway, its
        // CCC in stage 0; a slot filled now is younger than every slot)
        for i in 0..4 {
            self.dm_blk[i].next = false;
            for j in 0..4 {
                if self.older[j].q.val().get_bit(i)
                    && self.same[i].q.val().get_bit(j)
                    && self.win_dm[j].q.val()
                {
                    self.dm_blk[i].next = true;
                }
            }
            if self.fill.val().get_bit(i) {
                self.dm_blk[i].next = false;
                for j in 0..4 {
                    if self.same_new.val().get_bit(j) && self.win_dm[j].q.val() {
                        self.dm_blk[i].next = true;
                    }
                }
            }
            if self.dm_blk[i].val() {
                self.win_el[i].d.next = false;
            }
        }

        // ---- stage 0: the issued event; its L group arrives
        self.a0.d.next = self.issue.val();
        self.a0_ls.d.next = self.ls_issue.val();
        self.a1_ls.d.next = self.a0_ls.q.val();
        self.a2_ls.d.next = self.a1_ls.q.val();
        self.a3_ls.d.next = self.a2_ls.q.val();
        self.a4_ls.d.next = self.a3_ls.q.val();
        self.a5_ls.d.next = self.a4_ls.q.val();
        self.l0.d.next = self.l_issue.val();
        self.l_ram.d.next = self.ram_l.read_data.val();
        self.l_byp.d.next = (self.sel.val() & self.fill_r.q.val()).any();
        self.l_st0.next = self.l0.q.val();
        if self.l_byp.q.val() {
            self.l_st0.next = self.l_ram.q.val();
        }
        // the port's checks, made when the event entered the window
        self.id_ok0.d.next = self.issue_e.val().get_bit(186);
        self.sub_ok0.d.next = self.issue_e.val().get_bit(187);
        self.ccc0.d.next = event_field!(self.issue_e.val(), ccc, 12);
        self.t0.d.next = event_field!(self.issue_e.val(), t);
        self.ts0.d.next = event_field!(self.issue_e.val(), t_sub);
        self.k0.d.next = event_field!(self.issue_e.val(), kind);
        self.b0.d.next = event_field!(self.issue_e.val(), bytes);
        self.r0.d.next = event_field!(self.issue_e.val(), rtt);
        self.e0.d.next = event_field!(self.issue_e.val(), ecn);
        self.p0.d.next = event_field!(self.issue_e.val(), pend);
        self.rc0.d.next = event_field!(self.issue_e.val(), rc);
        self.f0.d.next = event_field!(self.issue_e.val(), in_flight);
        self.pr0.d.next = event_field!(self.issue_e.val(), probe);
        self.prr0.d.next = event_field!(self.issue_e.val(), probe_rtt);
        self.rs0.d.next = event_field!(self.issue_e.val(), rtt_sub);
        self.prrs0.d.next = event_field!(self.issue_e.val(), probe_rtt_sub);
        self.phase0.next = ctx_field!(self.l_st0.val(), l, phase);
        self.ok0.next = self.a0.q.val()
            && self.id_ok0.q.val()
            && self.sub_ok0.q.val()
            && (self.phase0.val() == 2);
        // squashed in stage 5: issued behind its CCC's previous event before that one's
        // route was known, and that one is slow (known in stage 9, `route_slow9`, then
        // `rs`): a bubble from stage 6 on that writes nothing (its Q write, the first, is
        // made from stage 5), its slot waits again (no refusal is counted: it is counted
        // when it issues again)
        self.sq5.next = (self.a5_ls.q.val().get_bit(0) && self.slow9.val())
            || (self.a5_ls.q.val().get_bit(1) && self.rs[0].q.val())
            || (self.a5_ls.q.val().get_bit(2) && self.rs[1].q.val())
            || (self.a5_ls.q.val().get_bit(3) && self.rs[2].q.val())
            || (self.a5_ls.q.val().get_bit(4) && self.rs[3].q.val())
            || (self.a5_ls.q.val().get_bit(5) && self.rs[4].q.val())
            || (self.a5_ls.q.val().get_bit(6) && self.rs[5].q.val());
        // the held slots' `win_m` and P's `p_m` shift with the tags; the event taken at
        // the port is compared (next cycle's tag[0] is stage 0's event if it is accepted,
        // tag[k] is tag[k - 1])
        // (a squashed event leaves the vectors as it leaves stage 5: bit 4 is dropped; a
        // refused one counts in stages 0..=9 as any other, so that it holds its CCC's next
        // event back as a fast-path one does, and a CCC's events issue in order)
        self.rv.next = bit_cast::<9, 1>((self.rf1.q.val() != 0).into())
            | (bit_cast::<9, 1>((self.rf2.q.val() != 0).into()) << 1)
            | (bit_cast::<9, 1>((self.rf3.q.val() != 0).into()) << 2)
            | (bit_cast::<9, 1>((self.rf4.q.val() != 0).into()) << 3)
            | (bit_cast::<9, 1>((self.rf5.q.val() != 0).into()) << 4)
            | (bit_cast::<9, 1>(self.rr6.q.val().into()) << 5)
            | (bit_cast::<9, 1>(self.rr7.q.val().into()) << 6)
            | (bit_cast::<9, 1>(self.rr8.q.val().into()) << 7)
            | (bit_cast::<9, 1>(self.rr9.q.val().into()) << 8);
        // (and a refused one as it leaves stage 9: beyond, no bit but an MD's holds back)
        self.sqm.next = !((bit_cast::<16, 1>(self.sq5.val().into()) << 4)
            | (bit_cast::<16, 1>(self.rr9.q.val().into()) << 8));
        self.p_m_sh.next =
            ((self.p_m.q.val() & self.sqm.val()) << 1) | bit_cast::<16, 1>(self.p_s0.val().into());
        self.m_new.next = 0.into();
        if self.a0.q.val() && (self.ccc0.q.val() == self.ev_ccc.val().get_bits::<12>(0)) {
            self.m_new.next = 1.into();
        }
        for k in 0..9 {
            if (self.tag[k].q.val().get_bit(15) || self.rv.val().get_bit(k))
                && (self.tag[k].q.val().get_bits::<12>(0) == self.ev_ccc.val().get_bits::<12>(0))
            {
                self.m_new.next = self.m_new.val() | (bits::<16>(2) << k.to_bits::<5>());
            }
        }
        for k in 9..15 {
            if self.tag[k].q.val().get_bit(15)
                && (self.tag[k].q.val().get_bits::<12>(0) == self.ev_ccc.val().get_bits::<12>(0))
            {
                self.m_new.next = self.m_new.val() | (bits::<16>(2) << k.to_bits::<5>());
            }
        }
        self.m_new_s.next = self.m_new.val()
            & !((bit_cast::<16, 1>(self.sq5.val().into()) << 5)
                | (bit_cast::<16, 1>(self.rr9.q.val().into()) << 9));
        for i in 0..4 {
            self.win_m[i].d.next = (self.win_m[i].q.val() & self.sqm.val()) << 1;
            if self.win_s0[i].q.val() {
                self.win_m[i].d.next = ((self.win_m[i].q.val() & self.sqm.val()) << 1) | 1;
            }
            if self.fill.val().get_bit(i) {
                self.win_m[i].d.next = self.p_m_sh.val();
            }
        }
        self.p_v.d.next = self.p_v.q.val() && !self.p_go.val();
        self.p_e.d.next = self.p_e.q.val();
        self.p_m.d.next = self.p_m_sh.val();
        if self.ev_ready.val() {
            self.p_v.d.next = self.ev_valid.val();
            self.p_e.d.next = self.ev_word.val();
            self.p_m.d.next = self.m_new_s.val();
        }
        // refusals, in GoldenEngine::step's order: id, event fields, phase (decided in
        // stage 0, counted in stage 5 unless the event is squashed there)
        self.rf0.next = 0.into();
        if self.a0.q.val() {
            if !self.id_ok0.q.val() {
                self.rf0.next = 1.into();
            } else if !self.sub_ok0.q.val() {
                self.rf0.next = 2.into();
            } else if self.phase0.val() == 1 {
                self.rf0.next = 3.into();
            } else if self.phase0.val() != 2 {
                self.rf0.next = 4.into();
            }
        }
        self.rf1.d.next = self.rf0.val();
        self.rf2.d.next = self.rf1.q.val();
        self.rf3.d.next = self.rf2.q.val();
        self.rf4.d.next = self.rf3.q.val();
        self.rf5.d.next = self.rf4.q.val();
        self.rr6.d.next = (self.rf5.q.val() != 0) && !self.sq5.val();
        self.rr7.d.next = self.rr6.q.val();
        self.rr8.d.next = self.rr7.q.val();
        self.rr9.d.next = self.rr8.q.val();
        self.sqv6.d.next = self.sq5.val();
        self.sqv7.d.next = self.sqv6.q.val();
        self.sqv8.d.next = self.sqv7.q.val();
        self.sqv9.d.next = self.sqv8.q.val();
        if !self.sq5.val() {
            if self.rf5.q.val() == 1 {
                self.cnt_range.d.next = self.cnt_range.q.val() + 1;
            }
            if self.rf5.q.val() == 2 {
                self.cnt_event.d.next = self.cnt_event.q.val() + 1;
            }
            if self.rf5.q.val() == 3 {
                self.cnt_not_ready.d.next = self.cnt_not_ready.q.val() + 1;
            }
            if self.rf5.q.val() == 4 {
                self.cnt_idle.d.next = self.cnt_idle.q.val() + 1;
            }
        }
        self.tag[0].d.next = bit_cast::<16, 12>(self.ccc0.q.val())
            | (bit_cast::<16, 3>(ctx_field!(self.l_st0.val(), l, profile)) << 12)
            | (bit_cast::<16, 1>(self.ok0.val().into()) << 15);
        for i in 1..30 {
            self.tag[i].d.next = self.tag[i - 1].q.val();
        }
        self.tag[5].d.next =
            self.tag[4].q.val() & !(bit_cast::<16, 1>(self.sq5.val().into()) << 15);
        self.rs[0].d.next = self.slow9.val();
        self.rm[0].d.next = self.dp.route_md9.val();
        for k in 1..7 {
            self.rs[k].d.next = self.rs[k - 1].q.val();
            self.rm[k].d.next = self.rm[k - 1].q.val();
        }
        self.ew[0].d.next = bit_cast::<50, 49>(self.dp.early_c.val())
            | (bit_cast::<50, 1>(self.dp.early_ok.val().into()) << 49);
        for k in 1..10 {
            self.ew[k].d.next = self.ew[k - 1].q.val();
        }
        // (an event of the divide path has its final cwnd in stage 23: its word is valid
        // from stage 24 on, FULFILL_CYCLES behind it)
        if self.dp.mid_ok.val() {
            self.ew[3].d.next = ((self.ew[2].q.val() >> 24) << 24)
                | bit_cast::<50, 24>(self.dp.mid_cwnd.val())
                | (bits::<50>(1) << 49);
        }
        // forwarding: the event presenting its C address in stage 11 takes the early word of
        // its CCC's previous event if that is in stages 19..=29, a fast-path one (an event is
        // 19 behind a slow one); a CCC's events are 4 or more apart: of two there the younger
        // counts (one in stage 17 or 18 is taken later: `c_f6`, `c_f7`). The CCCs are compared in stage 11 (against 19..=29, `fhit`), the word
        // chosen in 12 (stages 20..=30), registered beside the read (`fw2`)
        self.fh.next = 0.into();
        for k in 0..11 {
            if self.tag[18 + k].q.val().get_bit(15)
                && (self.tag[18 + k].q.val().get_bits::<12>(0)
                    == self.tag[10].q.val().get_bits::<12>(0))
            {
                self.fh.next = self.fh.val() | (bits::<11>(1) << k.to_bits::<4>());
            }
        }
        // (bit k yields to a younger match 4 or more stages before it: bits 0..=k - 4)
        self.fh_old.next = 0.into();
        if self.fh.val().get_bit(0) {
            self.fh_old.next = bits::<11>(0x7F0);
        }
        if self.fh.val().get_bit(1) {
            self.fh_old.next = self.fh_old.val() | bits::<11>(0x7E0);
        }
        if self.fh.val().get_bit(2) {
            self.fh_old.next = self.fh_old.val() | bits::<11>(0x7C0);
        }
        if self.fh.val().get_bit(3) {
            self.fh_old.next = self.fh_old.val() | bits::<11>(0x780);
        }
        if self.fh.val().get_bit(4) {
            self.fh_old.next = self.fh_old.val() | bits::<11>(0x700);
        }
        if self.fh.val().get_bit(5) {
            self.fh_old.next = self.fh_old.val() | bits::<11>(0x600);
        }
        if self.fh.val().get_bit(6) {
            self.fh_old.next = self.fh_old.val() | bits::<11>(0x400);
        }
        self.fhit.d.next = self.fh.val() & !self.fh_old.val();
        self.fw.next = 0.into();
        if self.fhit.q.val().get_bit(0) {
            self.fw.next = bit_cast::<50, 49>(self.dp.early_c.val())
                | (bit_cast::<50, 1>(self.dp.early_ok.val().into()) << 49);
        }
        for k in 0..10 {
            if self.fhit.q.val().get_bit(k + 1) {
                self.fw.next = self.fw.val() | self.ew[k].q.val();
            }
        }
        self.fw2.d.next = self.fw.val();
        // profile reads one stage ahead of each consumer (tag[k] is the event in stage k + 1)
        self.prof1.read_address.next = ctx_field!(self.l_st0.val(), l, profile);
        self.prof3.read_address.next = self.tag[1].q.val().get_bits::<3>(12);
        self.prof6.read_address.next = self.tag[4].q.val().get_bits::<3>(12);
        self.prof7.read_address.next = self.tag[5].q.val().get_bits::<3>(12);
        self.prof20.read_address.next = self.tag[18].q.val().get_bits::<3>(12);
        self.prof26.read_address.next = self.tag[24].q.val().get_bits::<3>(12);
        self.prof21.read_address.next = self.tag[19].q.val().get_bits::<3>(12);
        self.prof_init.read_address.next = self.ctl_prof_r.q.val();
        self.p1v.next = self.prof1.read_data.val();
        self.p3v.next = self.prof3.read_data.val();
        self.p6v.next = self.prof6.read_data.val();
        self.p7v.next = self.prof7.read_data.val();
        self.p26v.next = self.prof26.read_data.val();
        self.pinit.next = self.prof_init.read_data.val();

        // ---- stage 1 on: the datapath, on the event's CCC context and profile
        self.dp.ext.next = true;
        self.dp.load.next = false;
        self.dp.load_t.next = 0.into();
        self.dp.init_cwnd.next = 0.into();
        self.dp.init_bdp.next = 0.into();
        self.dp.init_maxwnd.next = 0.into();
        self.dp.init_base_rtt.next = 0.into();
        self.dp.init_base_rtt_sub.next = 0.into();
        // the event (a bubble when refused)
        self.dp.ev_valid.next = self.ok0.val();
        self.dp.ev_t.next = self.t0.q.val();
        self.dp.ev_t_sub.next = self.ts0.q.val();
        self.dp.ev_kind.next = self.k0.q.val();
        self.dp.ev_bytes.next = self.b0.q.val();
        self.dp.ev_rtt.next = self.r0.q.val();
        self.dp.ev_ecn.next = self.e0.q.val();
        self.dp.ev_pend.next = self.p0.q.val();
        self.dp.ev_rc.next = self.rc0.q.val();
        self.dp.ev_in_flight.next = self.f0.q.val();
        self.dp.ev_probe.next = self.pr0.q.val();
        self.dp.ev_probe_rtt.next = self.prr0.q.val();
        self.dp.ev_rtt_sub.next = self.rs0.q.val();
        self.dp.ev_probe_rtt_sub.next = self.prrs0.q.val();
        // the profile of the event in each consumer stage
        self.dp.s1_rate_mant.next = subset_field!(self.p1v.val(), prof1, rate_mant);
        self.dp.s1_rate_exp.next = subset_field!(self.p1v.val(), prof1, rate_exp);
        self.dp.s3_fis_mant.next = subset_field!(self.p3v.val(), prof3, fis_mant);
        self.dp.s3_fis_exp.next = subset_field!(self.p3v.val(), prof3, fis_exp);
        self.dp.s3_target.next = subset_field!(self.p3v.val(), prof3, target);
        self.dp.s3_target_sub.next = subset_field!(self.p3v.val(), prof3, target_sub);
        self.dp.s3_alpha_mant.next = subset_field!(self.p3v.val(), prof3, alpha_mant);
        self.dp.s3_alpha_exp.next = subset_field!(self.p3v.val(), prof3, alpha_exp);
        self.dp.s3_network_rtt.next = subset_field!(self.p3v.val(), prof3, network_rtt);
        self.dp.s6_fi_mant.next = subset_field!(self.p6v.val(), prof6, fi_mant);
        self.dp.s6_fi_exp.next = subset_field!(self.p6v.val(), prof6, fi_exp);
        self.dp.s6_mtu.next = subset_field!(self.p6v.val(), prof6, mtu);
        self.dp.s7_mtu.next = subset_field!(self.p7v.val(), prof7, mtu);
        self.dp.s7_target.next = subset_field!(self.p7v.val(), prof7, target);
        self.dp.s7_qa_threshold.next = subset_field!(self.p7v.val(), prof7, qa_threshold);
        self.dp.s7_target_sub.next = subset_field!(self.p7v.val(), prof7, target_sub);
        self.dp.s7_target_frac.next = subset_field!(self.p7v.val(), prof7, target_frac);
        self.dp.s7_qa_threshold_sub.next = subset_field!(self.p7v.val(), prof7, qa_threshold_sub);
        self.dp.s7_network_rtt.next = subset_field!(self.p7v.val(), prof7, network_rtt);
        self.dp.s7_network_rtt_sub.next = subset_field!(self.p7v.val(), prof7, network_rtt_sub);
        self.dp.s7_fulfill_bytes.next = subset_field!(self.p7v.val(), prof7, fulfill_bytes);
        self.dp.s7_qa_gate.next = subset_field!(self.p7v.val(), prof7, qa_gate);
        self.dp.s7_gamma_target.next = subset_field!(self.p7v.val(), prof7, gamma_target);
        self.dp.s20_mtu.next = self.prof20.read_data.val();
        self.dp.s26_mtu.next = subset_field!(self.p26v.val(), prof26, mtu);
        self.dp.s26_eta.next = subset_field!(self.p26v.val(), prof26, eta);
        self.dp.s21_eta.next = self.prof21.read_data.val();
        // ---- the T group as the event in stage 10 writes it (saturated counters), made
        // here: the CCC's next event 4 or 5 behind takes it in this cycle
        ctx_saturate!(self.achieved_s, self.dp.achieved.val(), t, achieved);
        ctx_saturate!(
            self.ignored_s,
            self.dp.bytes_ignored.val(),
            t,
            bytes_ignored
        );
        ctx_saturate!(self.fi_count_s, self.dp.fi_count.val(), t, fi_count);
        // (the QA timer's part B decides in stage 8 in engine mode and makes the registers'
        // new values in stage 9: they hold the event's result in stage 10)
        self.t_new.next = ctx_put!(325, t, bdp, self.dp.bdp.val())
            | ctx_put!(325, t, maxwnd, self.dp.maxwnd.val())
            | ctx_put!(325, t, achieved, self.achieved_s.val())
            | ctx_put!(325, t, received, self.dp.received.val().get_bits::<24>(0))
            | ctx_put!(325, t, bytes_ignored, self.ignored_s.val())
            | ctx_put!(325, t, bytes_to_ignore, self.dp.bytes_to_ignore.val())
            | ctx_put!(325, t, fi_count, self.fi_count_s.val())
            | ctx_put!(325, t, flags, 0, self.dp.trigger_qa.val().into())
            | ctx_put!(325, t, flags, 1, self.dp.qa_armed.val().into())
            | ctx_put!(325, t, qa_start, self.dp.qa_start.val())
            | ctx_put!(325, t, qa_len, self.dp.qa_len.val())
            | ctx_put!(325, t, last_adjust, self.dp.last_adjust.val())
            | ctx_put!(325, t, last_adjust_sub, self.dp.last_adjust_sub.val())
            | ctx_put!(325, t, last_dec, self.dp.last_dec.val());
        // context reads for stage 2 (Q, E), 6 (T: the QA timer's part 0; carried to 7), 14
        // (C) and 15 (I), at the CCC two stages ahead (the read data is registered), T, C and
        // I three (their data registered twice)
        self.ram_q.read_address.next = self.ccc0.q.val().get_bits::<A>(0);
        self.ram_qs.read_address.next = self.ccc0.q.val().get_bits::<A>(0);
        self.ram_e.read_address.next = self.ccc0.q.val().get_bits::<A>(0);
        self.ram_t.read_address.next = self.tag[2].q.val().get_bits::<A>(0);
        self.ram_c.read_address.next = self.tag[10].q.val().get_bits::<A>(0);
        self.ram_i.read_address.next = self.tag[11].q.val().get_bits::<A>(0);
        self.q_r.d.next = ctx_put!(34, q, base_rtt, self.ram_q.read_data.val())
            | ctx_put!(34, q, base_rtt_sub, self.ram_qs.read_data.val());
        // (Q is written from stage 5, landing in 6: a CCC's next event 4, 5 or 6 behind
        // reads before the write or in its cycle and takes the word on its way to `q_r`,
        // the youngest first; compared in stage 0 with the events in stages 4, 5 and 6)
        self.q_f6.d.next = self.tag[5].q.val().get_bit(15)
            && (self.tag[5].q.val().get_bits::<A>(0) == self.ccc0.q.val().get_bits::<A>(0));
        // (an event in stage 5 or before may be a squashed one: the speculative issue of a
        // younger event of the CCC, which this one, issued again, passes; its words are
        // not taken: `!sq5` where it is in stage 5)
        self.q_f5.d.next = self.tag[4].q.val().get_bit(15)
            && !self.sq5.val()
            && (self.tag[4].q.val().get_bits::<A>(0) == self.ccc0.q.val().get_bits::<A>(0));
        self.q_f4.d.next = self.tag[3].q.val().get_bit(15)
            && (self.tag[3].q.val().get_bits::<A>(0) == self.ccc0.q.val().get_bits::<A>(0));
        self.q_wd.d.next = self.w_q_data.q.val();
        // (into a register of its own beside `q_r`, which stays a plain register of the
        // RAMs' output: their clock-to-out and the route from them leave no room for a
        // choice; the choice is made in stage 2)
        self.q_fw.d.next = self.q_wd.q.val();
        if self.q_f5.q.val() {
            self.q_fw.d.next = self.w_q_data.q.val();
        }
        if self.q_f4.q.val() {
            self.q_fw.d.next = self.q5.q.val();
        }
        self.q_use.d.next =
            self.q_f6.q.val() || self.q_f5.q.val() || (self.q_f4.q.val() && !self.sq5.val());
        self.q_st2.next = self.q_r.q.val();
        if self.q_use.q.val() {
            self.q_st2.next = self.q_fw.q.val();
        }
        self.e_r.d.next = self.ram_e.read_data.val();
        // (E and T: a CCC's next event 8 behind presents its read address in the cycle of
        // the write, E in stage 0 and T in 3: the write's word taken in place of the read)
        self.e_byp.d.next =
            self.w_e_we.q.val() && (self.w_e_addr.q.val() == self.ccc0.q.val().get_bits::<A>(0));
        self.e_wd.d.next = self.w_e_data.q.val();
        self.e_byp2.d.next = self.e_byp.q.val();
        self.e_wd2.d.next = self.e_wd.q.val();
        // (at distance 7 the write is in this event's stage 1, at 6 in its stage 2)
        self.e_f7.d.next =
            self.w_e_we.q.val() && (self.w_e_addr.q.val() == self.tag[0].q.val().get_bits::<A>(0));
        self.e_f6.d.next = self.tag[6].q.val().get_bit(15)
            && (self.tag[6].q.val().get_bits::<A>(0) == self.tag[0].q.val().get_bits::<A>(0));
        // (at 5 the previous event is in stage 6 now, its average on the EWMA's output next
        // cycle; at 4 in stage 5, its average there in this event's stage 3)
        self.e_f5.d.next = self.tag[5].q.val().get_bit(15)
            && (self.tag[5].q.val().get_bits::<A>(0) == self.tag[0].q.val().get_bits::<A>(0));
        self.e_f4.d.next = self.tag[4].q.val().get_bit(15)
            && !self.sq5.val()
            && (self.tag[4].q.val().get_bits::<A>(0) == self.tag[0].q.val().get_bits::<A>(0));
        self.e_f4_3.d.next = self.e_f4.q.val();
        self.dp.avg_fwd3.next = self.e_f4_3.q.val();
        self.t_byp.d.next =
            self.w_t_we.q.val() && (self.w_t_addr.q.val() == self.tag[2].q.val().get_bits::<A>(0));
        self.t_wd.d.next = self.w_t_data.q.val();
        self.t_byp2.d.next = self.t_byp.q.val();
        self.t_wd2.d.next = self.t_wd.q.val();
        self.t_r.d.next = self.ram_t.read_data.val();
        if self.t_byp2.q.val() {
            self.t_r.d.next = self.t_wd2.q.val();
        }
        // (at distance 7 the write is in this event's stage 4, at 6 in its stage 5)
        self.t_f7.d.next =
            self.w_t_we.q.val() && (self.w_t_addr.q.val() == self.tag[3].q.val().get_bits::<A>(0));
        self.t_f6.d.next = self.tag[9].q.val().get_bit(15)
            && (self.tag[9].q.val().get_bits::<A>(0) == self.tag[3].q.val().get_bits::<A>(0));
        if self.t_f7.q.val() {
            self.t_r.d.next = self.t_wd.q.val();
        }
        if self.t_f6.q.val() {
            self.t_r.d.next = self.w_t_data.q.val();
        }
        // (at 5 the previous event is in stage 9 now, its word made next cycle; at 4 in
        // stage 9 a cycle later)
        self.t_f5.d.next = self.tag[8].q.val().get_bit(15)
            && (self.tag[8].q.val().get_bits::<A>(0) == self.tag[3].q.val().get_bits::<A>(0));
        self.t_f4.d.next = self.tag[8].q.val().get_bit(15)
            && (self.tag[8].q.val().get_bits::<A>(0) == self.tag[4].q.val().get_bits::<A>(0));
        if self.t_f5.q.val() {
            self.t_r.d.next = self.t_new.val();
        }
        // (`c_byp`: below, after the C group's write)
        self.c_byp2.d.next = self.c_byp.q.val();
        self.c_wd2.d.next = self.c_wd.q.val();
        self.c_r.d.next = self.ram_c.read_data.val();
        if self.c_byp2.q.val() {
            self.c_r.d.next = self.c_wd2.q.val();
        }
        if self.fw2.q.val().get_bit(49) {
            self.c_r.d.next = self.fw2.q.val().get_bits::<49>(0);
        }
        // (the CCC's previous event 7 ahead is in stage 20 now: its early word is taken
        // from the register; 6 ahead it is in stage 19, the early commit's commit cycle: the
        // word is taken before the register. A valid event issued 6 behind another is behind
        // a fast-path one, whose early word is made)
        self.c_f7.d.next = self.tag[18].q.val().get_bit(15)
            && (self.tag[18].q.val().get_bits::<A>(0) == self.tag[11].q.val().get_bits::<A>(0));
        self.c_f6.d.next = self.tag[17].q.val().get_bit(15)
            && (self.tag[17].q.val().get_bits::<A>(0) == self.tag[11].q.val().get_bits::<A>(0));
        if self.c_f7.q.val() && self.dp.early_ok.val() {
            self.c_r.d.next = self.dp.early_c.val();
        }
        if self.c_f6.q.val() {
            self.c_r.d.next = self.dp.early_w19.val().get_bits::<49>(0);
        }
        self.c_f5.d.next = self.tag[16].q.val().get_bit(15)
            && (self.tag[16].q.val().get_bits::<A>(0) == self.tag[11].q.val().get_bits::<A>(0));
        self.c_f4.d.next = self.tag[15].q.val().get_bit(15)
            && (self.tag[15].q.val().get_bits::<A>(0) == self.tag[11].q.val().get_bits::<A>(0));
        if self.c_f5.q.val() {
            self.c_r.d.next = self.dp.early_w18.val().get_bits::<49>(0);
        }
        if self.c_f4.q.val() {
            self.c_r.d.next = self.dp.early_w17.val().get_bits::<49>(0);
        }
        // (the I group is read for stage 15 with its address in stage 12 and its data
        // registered twice, `i_r1` a plain register of the RAM's output; it is written in
        // stage 17: a CCC's next event 4 behind reads before the write and takes the written
        // word a cycle later (`i_f4`, from `i_wd`), one 5 behind reads in the write's cycle
        // (`i_f5`, from `i_wd2`), on the way from `i_r1` to `i_r` in stage 14)
        self.i_r1.d.next = self.ram_i.read_data.val();
        self.i_wd.d.next = self.w_i_data.q.val();
        self.i_wd2.d.next = self.i_wd.q.val();
        self.i_f4.d.next =
            self.w_i_we.q.val() && (self.w_i_addr.q.val() == self.tag[12].q.val().get_bits::<A>(0));
        self.i_f5.d.next = self.tag[17].q.val().get_bit(15)
            && (self.tag[17].q.val().get_bits::<A>(0) == self.tag[12].q.val().get_bits::<A>(0));
        self.i_r.d.next = self.i_r1.q.val();
        if self.i_f5.q.val() {
            self.i_r.d.next = self.i_wd2.q.val();
        }
        if self.i_f4.q.val() {
            self.i_r.d.next = self.i_wd.q.val();
        }
        self.dp.prev_base_rtt.next = ctx_field!(self.q_st2.val(), q, base_rtt);
        self.dp.prev_base_rtt_sub.next = ctx_field!(self.q_st2.val(), q, base_rtt_sub);
        self.dp.prev_avg.next = self.e_r.q.val();
        if self.e_byp2.q.val() {
            self.dp.prev_avg.next = self.e_wd2.q.val();
        }
        if self.e_f7.q.val() {
            self.dp.prev_avg.next = self.e_wd.q.val();
        }
        if self.e_f6.q.val() {
            self.dp.prev_avg.next = self.w_e_data.q.val();
        }
        if self.e_f5.q.val() {
            self.dp.prev_avg.next = self.dp.avg_delay.val();
        }
        self.t_r7.d.next = self.t_r.q.val();
        self.t7g.next = self.t_r7.q.val();
        self.t6g.next = self.t_r.q.val();
        if self.t_f4.q.val() {
            self.t_r7.d.next = self.t_new.val();
            self.t6g.next = self.t_new.val();
        }
        self.dp.prev6_achieved.next = bit_cast::<32, 25>(ctx_field!(self.t6g.val(), t, achieved));
        self.dp.prev6_received.next = bit_cast::<32, 24>(ctx_field!(self.t6g.val(), t, received));
        self.dp.prev6_bytes_ignored.next =
            bit_cast::<32, 25>(ctx_field!(self.t6g.val(), t, bytes_ignored));
        self.dp.prev6_fi_count.next = bit_cast::<32, 25>(ctx_field!(self.t6g.val(), t, fi_count));
        self.dp.prev6_qa_start.next = ctx_field!(self.t6g.val(), t, qa_start);
        self.dp.prev6_last_adjust.next = ctx_field!(self.t6g.val(), t, last_adjust);
        self.dp.prev6_last_adjust_sub.next = ctx_field!(self.t6g.val(), t, last_adjust_sub);
        self.dp.prev6_last_dec.next = ctx_field!(self.t6g.val(), t, last_dec);
        self.dp.prev_bdp.next = ctx_field!(self.t7g.val(), t, bdp);
        self.dp.prev_maxwnd.next = ctx_field!(self.t7g.val(), t, maxwnd);
        self.dp.prev_achieved.next = bit_cast::<32, 25>(ctx_field!(self.t7g.val(), t, achieved));
        self.dp.prev_received.next = bit_cast::<32, 24>(ctx_field!(self.t7g.val(), t, received));
        self.dp.prev_bytes_ignored.next =
            bit_cast::<32, 25>(ctx_field!(self.t7g.val(), t, bytes_ignored));
        self.dp.prev_bytes_to_ignore.next = ctx_field!(self.t7g.val(), t, bytes_to_ignore);
        self.dp.prev_fi_count.next = bit_cast::<32, 25>(ctx_field!(self.t7g.val(), t, fi_count));
        self.dp.prev_trigger_qa.next = ctx_field!(self.t7g.val(), t, flags, 0);
        self.dp.prev_qa_armed.next = ctx_field!(self.t7g.val(), t, flags, 1);
        self.dp.prev_qa_start.next = ctx_field!(self.t7g.val(), t, qa_start);
        self.dp.prev_qa_len.next = ctx_field!(self.t7g.val(), t, qa_len);
        self.dp.prev_last_adjust.next = ctx_field!(self.t7g.val(), t, last_adjust);
        self.dp.prev_last_adjust_sub.next = ctx_field!(self.t7g.val(), t, last_adjust_sub);
        self.dp.prev_last_dec.next = ctx_field!(self.t7g.val(), t, last_dec);
        self.dp.prev_cwnd.next = ctx_field!(self.c_r.q.val(), c, cwnd);
        self.dp.prev_pre_penalty_cwnd.next = ctx_field!(self.c_r.q.val(), c, pre_penalty_cwnd);
        self.dp.prev_penalty_active.next = ctx_field!(self.c_r.q.val(), c, penalty_active);
        self.dp.prev_inc.next = bit_cast::<48, 41>(ctx_field!(self.i_r.q.val(), i, inc_bytes));
        self.dp.prev_fast_active.next = ctx_field!(self.i_r.q.val(), i, fast_active);
        self.out_af.d.next = bit_cast::<5, 4>(self.dp.action_28.val())
            | (bit_cast::<5, 1>(self.dp.fulfill_28.val().into()) << 4);

        // ---- context writes: each group one stage after its owner (tag[k] = stage k + 1)
        self.q4.d.next = ctx_put!(34, q, base_rtt, self.dp.base_rtt.val())
            | ctx_put!(34, q, base_rtt_sub, self.dp.base_rtt_sub.val());
        self.q5.d.next = self.q4.q.val();
        self.w_q_we.d.next = self.tag[4].q.val().get_bit(15) && !self.sq5.val();
        self.w_q_addr.d.next = self.tag[4].q.val().get_bits::<A>(0);
        self.w_q_data.d.next = self.q5.q.val();
        self.w_e_we.d.next = self.tag[6].q.val().get_bit(15);
        self.w_e_addr.d.next = self.tag[6].q.val().get_bits::<A>(0);
        self.w_e_data.d.next = self.dp.avg_delay.val();
        self.w_t_we.d.next = self.tag[9].q.val().get_bit(15);
        self.w_t_addr.d.next = self.tag[9].q.val().get_bits::<A>(0);
        self.w_t_data.d.next = self.t_new.val();
        // (the fast decision and the accumulator work in stage 15: they hold the event's
        // result in stage 16)
        self.w_i_we.d.next = self.tag[15].q.val().get_bit(15);
        self.w_i_addr.d.next = self.tag[15].q.val().get_bits::<A>(0);
        self.w_i_data.d.next =
            ctx_put!(42, i, inc_bytes, self.dp.inc_bytes.val().get_bits::<41>(0))
                | ctx_put!(42, i, fast_active, self.dp.fast_active.val().into());
        self.ram_c.write_enable.next = self.tag[29].q.val().get_bit(15);
        self.ram_c.write_address.next = self.tag[29].q.val().get_bits::<A>(0);
        self.ram_c.write_data.next = ctx_put!(49, c, cwnd, self.dp.cwnd.val())
            | ctx_put!(49, c, pre_penalty_cwnd, self.dp.pre_penalty_cwnd.val())
            | ctx_put!(49, c, penalty_active, self.dp.penalty_active.val().into());
        self.w_l_we.d.next = false;
        self.w_c_life_we.d.next = false;
        self.w_l_addr.d.next = self.ctl_ccc_r.q.val().get_bits::<A>(0);
        self.w_l_data.d.next = 0.into();

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
            if (self.drain.q.val() == 33) && self.empty.val() {
                self.ctl_state.d.next = 2.into();
            }
        }
        if self.ctl_state.q.val() == 2 {
            self.ctl_state.d.next = 3.into();
        }
        // (the L group read in state 2 arrives in 3 and is registered: the decision and
        // the writes in state 4 start at a flip-flop, not at the block RAM)
        self.life_l_r.d.next = self.ram_l.read_data.val();
        if self.ctl_state.q.val() == 3 {
            self.ctl_state.d.next = 4.into();
        }
        if self.ctl_state.q.val() == 4 {
            self.ctl_state.d.next = 0.into();
            self.done_r.d.next = true;
            if bit_cast::<16, A>(self.ctl_ccc_r.q.val().get_bits::<A>(0)) == self.ctl_ccc_r.q.val()
            {
                if self.ctl_op_r.q.val() == 1 {
                    self.life_ok.next = (ctx_field!(self.life_l_r.q.val(), l, phase) == 0)
                        && (self.loaded.q.val() & (bits::<8>(1) << self.ctl_prof_r.q.val())).any();
                }
                if self.ctl_op_r.q.val() == 2 {
                    self.life_ok.next = ctx_field!(self.life_l_r.q.val(), l, phase) == 1;
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
            self.life_q.next = ctx_put!(
                34,
                q,
                base_rtt,
                subset_field!(self.pinit.val(), prof_init, base_rtt)
            ) | ctx_put!(
                34,
                q,
                base_rtt_sub,
                subset_field!(self.pinit.val(), prof_init, base_rtt_sub)
            );
            self.life_t.next = ctx_put!(
                325,
                t,
                bdp,
                subset_field!(self.pinit.val(), prof_init, init_bdp)
            ) | ctx_put!(
                325,
                t,
                maxwnd,
                subset_field!(self.pinit.val(), prof_init, init_maxwnd)
            ) | ctx_put!(325, t, last_adjust, self.ctl_t_r.q.val())
                | ctx_put!(325, t, last_dec, self.ctl_t_r.q.val());
            self.life_c.next = ctx_put!(
                49,
                c,
                cwnd,
                subset_field!(self.pinit.val(), prof_init, init_cwnd)
            );
        }
        if self.ctl_op_r.q.val() == 2 {
            self.life_l.next = bits::<5>(2) | (self.life_l_r.q.val() & bits::<5>(0x1C));
        }
        // (in state 4 the pipeline is empty: the write ports take the request's addresses
        // and data from registers alone, and only their enables wait for the decision; each
        // port's own writer stage is checked empty too, which no reachable state needs but
        // an induction proof does)
        if self.ctl_state.q.val() == 4 {
            self.w_l_data.d.next = self.life_l.val();
            if !self.tag[4].q.val().get_bit(15) {
                self.w_q_addr.d.next = self.ctl_ccc_r.q.val().get_bits::<A>(0);
                self.w_q_data.d.next = self.life_q.val();
            }
            if !self.tag[6].q.val().get_bit(15) {
                self.w_e_addr.d.next = self.ctl_ccc_r.q.val().get_bits::<A>(0);
                self.w_e_data.d.next = 0.into();
            }
            if !self.tag[9].q.val().get_bit(15) {
                self.w_t_addr.d.next = self.ctl_ccc_r.q.val().get_bits::<A>(0);
                self.w_t_data.d.next = self.life_t.val();
            }
            if !self.tag[15].q.val().get_bit(15) {
                self.w_i_addr.d.next = self.ctl_ccc_r.q.val().get_bits::<A>(0);
                self.w_i_data.d.next = 0.into();
            }
        }
        if self.life_we.val() {
            self.w_l_we.d.next = true;
            if self.ctl_op_r.q.val() != 2 {
                self.w_q_we.d.next = true;
                self.w_e_we.d.next = true;
                self.w_t_we.d.next = true;
                self.w_i_we.d.next = true;
                self.w_c_life_we.d.next = true;
            }
        }
        self.w_c_life_addr.d.next = self.ctl_ccc_r.q.val().get_bits::<A>(0);
        self.w_c_life_data.d.next = self.life_c.val();
        if self.w_c_life_we.q.val() {
            self.ram_c.write_enable.next = true;
            self.ram_c.write_address.next = self.w_c_life_addr.q.val();
            self.ram_c.write_data.next = self.w_c_life_data.q.val();
        }
        // (the C group is written in stage 30: a CCC's next event, HAZARD_CYCLES behind,
        // presents its address in stage 11 in that very cycle and takes the word written)
        self.c_byp.d.next = self.tag[29].q.val().get_bit(15)
            && (self.tag[29].q.val().get_bits::<A>(0) == self.tag[10].q.val().get_bits::<A>(0));
        self.c_wd.d.next = self.ram_c.write_data.val();
        // the registered write ports
        self.ram_l.write_enable.next = self.w_l_we.q.val();
        self.ram_l.write_address.next = self.w_l_addr.q.val();
        self.ram_l.write_data.next = self.w_l_data.q.val();
        self.ram_q.write_enable.next = self.w_q_we.q.val();
        self.ram_q.write_address.next = self.w_q_addr.q.val();
        self.ram_q.write_data.next = ctx_field!(self.w_q_data.q.val(), q, base_rtt);
        self.ram_qs.write_enable.next = self.w_q_we.q.val();
        self.ram_qs.write_address.next = self.w_q_addr.q.val();
        self.ram_qs.write_data.next = ctx_field!(self.w_q_data.q.val(), q, base_rtt_sub);
        self.ram_e.write_enable.next = self.w_e_we.q.val();
        self.ram_e.write_address.next = self.w_e_addr.q.val();
        self.ram_e.write_data.next = self.w_e_data.q.val();
        self.ram_t.write_enable.next = self.w_t_we.q.val();
        self.ram_t.write_address.next = self.w_t_addr.q.val();
        self.ram_t.write_data.next = self.w_t_data.q.val();
        self.ram_i.write_enable.next = self.w_i_we.q.val();
        self.ram_i.write_address.next = self.w_i_addr.q.val();
        self.ram_i.write_data.next = self.w_i_data.q.val();
        self.ctl_done.next = self.done_r.q.val();
        self.ctl_ok.next = self.ok_r.q.val();

        // ---- outputs
        self.out_valid.next = self.tag[29].q.val().get_bit(15);
        self.out_ccc.next = self.tag[29].q.val().get_bits::<12>(0);
        self.out_action.next = self.out_af.q.val().get_bits::<4>(0);
        self.out_fulfill.next = self.out_af.q.val().get_bit(4);
        self.out_cwnd.next = self.dp.cwnd.val();
        self.refused_ccc_out_of_range.next = self.cnt_range.q.val();
        self.refused_idle.next = self.cnt_idle.q.val();
        self.refused_not_ready.next = self.cnt_not_ready.q.val();
        self.refused_event_out_of_range.next = self.cnt_event.q.val();
        self.ctx_l_we.next = self.ram_l.write_enable.val();
        self.ctx_l_addr.next = bit_cast::<12, A>(self.ram_l.write_address.val());
        self.ctx_l_data.next = self.ram_l.write_data.val();
        self.ctx_q_we.next = self.ram_q.write_enable.val();
        self.ctx_q_addr.next = bit_cast::<12, A>(self.ram_q.write_address.val());
        self.ctx_q_data.next = self.w_q_data.q.val();
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

/// What a board top and the BIST need to know of an engine beside its ports (both engines
/// have the same ports: `NsccEngine`'s).
pub trait EngineKind: Block + Default {
    /// CCCs it holds.
    const CCCS: usize;
    /// Cycles a board waits for an accepted event's result before it calls the event
    /// refused (a refused event leaves no result).
    const RESULT_WAIT: u64;
}

impl<const A: usize> EngineKind for NsccEngine<A> {
    const CCCS: usize = 1 << A;
    /// The window, the same-CCC distance and the pipeline, twice over.
    const RESULT_WAIT: u64 = 2 * (LATENCY + HAZARD_CYCLES + WINDOW as u64);
}

/// Verilog of a bare [`NsccEngineEcp5`] (top module `top`). Its RAMs never use a read of
/// an address in the cycle it is written (the stall rule keeps a CCC's read and write
/// apart, except the C group's read in its write cycle, which takes the written word
/// through `c_byp`, and E's and T's at distance 8, through `e_byp` and `t_byp`; a
/// lifecycle write comes with the pipeline drained; the delay lines read behind their
/// write), so they carry no collision logic.
pub fn verilog() -> String {
    crate::rams_without_collision_check(crate::verilog_of::<NsccEngineEcp5>())
}
