//! `NsccCcIp`: the multi-CCC NSCC engine as an IP core (`docs/integration.md`).
//!
//! ```text
//! s_axis_ev -> main -> check (2) -+-> NsccEngine -----+-> result FIFO -> m_axis_res
//!                                  +-> refusal (code) -+
//! s_axil    -> register map (port_map::registers) -> profiles, lifecycle, context read,
//!              BIST (EngineBist drives the engine while it runs), counters
//! ```
//!
//! * **Events** (AXI4-Stream slave `s_axis_ev_*`): TID the CCC, TDATA the event's fields
//!   at the byte offsets of `port_map::stream::EVENT_TDATA`. Every event taken gets exactly
//!   one result: the engine's, or a refusal whose code says why (`port_map::stream::
//!   refusal_code`: CCC id out of range, a reserved TDATA bit set or `t_sub` above 999, the
//!   CCC IDLE, the CCC ACTIVE but not READY), checked in `GoldenEngine::step`'s order. The
//!   phase check reads a shadow of each CCC's phase and profile kept by the IP from the
//!   lifecycle requests the engine carries out, so refused events never enter the engine.
//! * **Results** (AXI4-Stream master `m_axis_res_*`): TID the CCC, TDATA
//!   `port_map::stream::RESULT_TDATA`. A [`RESULT_FIFO`]-entry FIFO holds them; the IP takes
//!   an event only while fewer than [`RESULT_FIFO`] taken events wait for their result to
//!   leave, so a stalled result stream stops the event stream and nothing is dropped.
//!   Results of one CCC leave in its events' order (the engine keeps each CCC sequential;
//!   a refusal for `t_sub` or a reserved bit may pass results of the CCC's earlier events
//!   still in the engine).
//! * **Registers** (AXI4-Lite slave `s_axil_*`, 12-bit byte addresses, 32-bit data): the
//!   map of `port_map::registers`, decoded by `regmap_decode!`. An access to an address
//!   with no register, not a multiple of 4, or (writes) with WSTRB not 0xF, or a write to a
//!   read-only register, answers SLVERR and changes nothing; so does a write that starts an
//!   operation (lifecycle, context read, profile write, BIST) while one runs. A read is
//!   answered in the next clock; the staged register image (`stage_*`) is read back from a
//!   distributed-RAM copy of its writes, so that the read multiplexer does not take 25 registers.
//! * **Operations** wait until every event taken has left the engine (the event stream is
//!   held meanwhile), then run one at a time: a lifecycle request on the engine's `ctl_*`
//!   port; a context read of the CCC's mirrored cwnd, MaxWnd, base RTT and average delay
//!   (mirrors written from the engine's context-write taps); a profile write of the staged
//!   register image (refused while a CCC is bound to the profile); the BIST.
//! * **Reset**: `aresetn` low clears the AXI4-Lite channel and the read-write registers
//!   (the copy in the 32 clocks after it, while AWREADY and ARREADY stay low); the streams, the engine's contexts and profiles, the shadows and an operation in
//!   progress carry on (CCCs are reset with the lifecycle request).

use nscc_rtl_macros::{port_logic, ports};
use rust_hdl::prelude::*;

use golden_model::interface::registers;
use golden_model::interface::stream::{refusal_code, EVENT_TDATA, RESULT_TDATA};

use crate::ip::result_fifo::ResultFifo;
use crate::nscc::engine::{
    NsccEngine, FAST_CYCLES, FULFILL_CYCLES, HAZARD_CYCLES, LATENCY, PROFILES,
};
use crate::nscc::engine_bist::EngineBist;

/// TDATA bits of the event stream.
pub const EV_TDATA_BITS: usize = 8 * EVENT_TDATA.bytes;
/// TDATA bits of the result stream.
pub const RES_TDATA_BITS: usize = 8 * RESULT_TDATA.bytes;
const _: () = assert!(EV_TDATA_BITS == 256 && RES_TDATA_BITS == 64);
/// The event's bits (its fields, without TDATA's reserved bits).
pub const EV_BITS: usize = golden_model::interface::total_bits(golden_model::interface::EVENT);
const _: () = assert!(EV_BITS == 170);

/// The event's fields packed from bit 0 in the port map's order: the main register's and
/// the check stage's layout.
pub struct EvWord;
/// The packed layout of the event in the main register and the check stage.
pub const EV_WORD: EvWord = EvWord;

impl EvWord {
    /// The lsb of the field called `name`.
    pub fn lsb(&self, name: &str) -> usize {
        let ev = golden_model::interface::EVENT;
        let i = golden_model::interface::index_of(ev, name);
        ev[..i].iter().map(|f| f.bits).sum()
    }
}

/// Entries of the result FIFO (and events the IP holds at most).
pub const RESULT_FIFO: usize = 64;
/// Byte-address bits of the AXI4-Lite port.
pub const AXIL_ADDR_BITS: usize = 12;
/// Clocks from an event's transfer (TVALID and TREADY high at a clock edge) to its result's,
/// when nothing waits and TREADY is high: the main register and the check stage (2), the
/// engine ([`LATENCY`] from its port to `out_valid`), the result's write register, the
/// result FIFO's write and read (4). The bench measures it (`nscc ip-test`:
/// `latency_alone`).
pub const IP_LATENCY: u64 = 2 + LATENCY + 4;

// Operation states.
// 0 idle, 1 drain, 2 lifecycle (request), 3 lifecycle (wait), 4 context read (address),
// 5 context read (data), 6 BIST (start), 7 BIST (wait)

#[ports]
#[derive(LogicBlock)]
pub struct NsccCcIp<const A: usize> {
    pub clock: Signal<In, Clock>,
    pub aresetn: Signal<In, Bit>,
    // ---- events
    pub s_axis_ev_tvalid: Signal<In, Bit>,
    pub s_axis_ev_tready: Signal<Out, Bit>,
    pub s_axis_ev_tdata: Signal<In, Bits<256>>,
    pub s_axis_ev_tid: Signal<In, Bits<16>>,
    // ---- results
    pub m_axis_res_tvalid: Signal<Out, Bit>,
    pub m_axis_res_tready: Signal<In, Bit>,
    pub m_axis_res_tdata: Signal<Out, Bits<64>>,
    pub m_axis_res_tid: Signal<Out, Bits<16>>,
    // ---- AXI4-Lite
    pub s_axil_awvalid: Signal<In, Bit>,
    pub s_axil_awready: Signal<Out, Bit>,
    pub s_axil_awaddr: Signal<In, Bits<12>>,
    pub s_axil_wvalid: Signal<In, Bit>,
    pub s_axil_wready: Signal<Out, Bit>,
    pub s_axil_wdata: Signal<In, Bits<32>>,
    pub s_axil_wstrb: Signal<In, Bits<4>>,
    pub s_axil_bvalid: Signal<Out, Bit>,
    pub s_axil_bready: Signal<In, Bit>,
    pub s_axil_bresp: Signal<Out, Bits<2>>,
    pub s_axil_arvalid: Signal<In, Bit>,
    pub s_axil_arready: Signal<Out, Bit>,
    pub s_axil_araddr: Signal<In, Bits<12>>,
    pub s_axil_rvalid: Signal<Out, Bit>,
    pub s_axil_rready: Signal<In, Bit>,
    pub s_axil_rdata: Signal<Out, Bits<32>>,
    pub s_axil_rresp: Signal<Out, Bits<2>>,
    // ---- the engine and its self-test
    engine: NsccEngine<A>,
    bist: EngineBist,
    // ---- the register map's registers (`r_*`, `ro_*`, `wo_*`) and its decode's signals
    #[regmap]
    regs: (),
    rm_we: Signal<Local, Bit>,
    rm_waddr: Signal<Local, Bits<10>>,
    rm_wdata: Signal<Local, Bits<32>>,
    rm_raddr: Signal<Local, Bits<10>>,
    rm_reset: Signal<Local, Bit>,
    rm_wok: Signal<Local, Bit>,
    rm_rok: Signal<Local, Bit>,
    rm_rdata: Signal<Local, Bits<32>>,
    /// the AXI4-Lite answers
    b_v: DFF<Bit>,
    b_err: DFF<Bit>,
    r_v: DFF<Bit>,
    r_err: DFF<Bit>,
    r_data: DFF<Bits<32>>,
    /// the answer is a staged register's, from `st_copy` in its first clock
    r_st: DFF<Bit>,
    /// the read address is a staged register's (word 64 + i: read back from `st_copy`),
    /// and a register at all
    r_stage: Signal<Local, Bit>,
    r_ok: Signal<Local, Bit>,
    /// a distributed-RAM copy of the staged register image (`stage_*`, word 64 + i at i) that
    /// reads read back, so that the read multiplexer does not take the 25 registers; after
    /// a reset the IP clears it (`st_sweep`, 32 clocks; the AXI4-Lite port waits)
    st_copy: RAM<Bits<32>, 5>,
    st_sweep: DFF<Bit>,
    st_masks: Signal<Local, Bits<1024>>,
    st_at: DFF<Bits<5>>,
    aw_go: Signal<Local, Bit>,
    w_bad: Signal<Local, Bit>,
    op_write: Signal<Local, Bit>,
    // ---- the event path: the main register (TREADY from registers: it takes TDATA when it
    // is free or its event moves on, a decision of registers), the check stage
    m_v: DFF<Bit>,
    m_id: DFF<Bits<16>>,
    m_data: DFF<Bits<171>>,
    /// TDATA's event as the main register keeps it: the fields packed
    /// ([`EV_WORD`]), and above them (bit [`EV_BITS`]) whether the event is out of range (a
    /// reserved bit set, a `*_sub` above 999)
    ev_in: Signal<Local, Bits<171>>,
    ev_bad: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
    m_leave: Signal<Local, Bit>,
    m_load: Signal<Local, Bit>,
    /// the check stage: the main event with its refusal code, registered (the phase shadow
    /// is a block RAM's output, 5.8 ns after the clock on the ECP5: only these registers
    /// follow it); two entries, the head `c_*` (the engine and the refusals take their event
    /// from it) and a spare `c1_*`, so that the main register moves on when the spare was
    /// free, a registered decision (the engine's `ev_ready` stays off the shadow's read
    /// address)
    c_v: DFF<Bit>,
    c_id: DFF<Bits<16>>,
    c_data: DFF<Bits<171>>,
    /// the checks that need no shadow (id, event range), and the phase: in the entry's first
    /// clock the shadow's registered word (`sh_q`), kept after it
    c_pre: DFF<Bits<3>>,
    c_ph: DFF<Bits<2>>,
    c_new: DFF<Bit>,
    c1_v: DFF<Bit>,
    c1_id: DFF<Bits<16>>,
    c1_data: DFF<Bits<171>>,
    c1_pre: DFF<Bits<3>>,
    c1_ph: DFF<Bits<2>>,
    c1_new: DFF<Bit>,
    /// the phase shadow's read word, registered (the block RAM's output register where the
    /// synthesis takes it): the phase of the event that entered the check stage a clock ago
    sh_q: DFF<Bits<5>>,
    /// the head's phase now, and the main event's checks that need no shadow
    ph0: Signal<Local, Bits<2>>,
    cz: Signal<Local, Bit>,
    pre: Signal<Local, Bits<3>>,
    c_leave: Signal<Local, Bit>,
    /// the main event's refusal code (0: to the engine)
    code: Signal<Local, Bits<3>>,
    to_engine: Signal<Local, Bit>,
    /// the result FIFO's write (TDATA [63:0], TID [79:64]): the engine's result, else a
    /// refusal
    res_in: Signal<Local, Bits<80>>,
    res_we: Signal<Local, Bit>,
    /// the result FIFO's write, registered (the FIFO's memory is a block RAM: the refusal
    /// decision stays off its data input)
    res_wr: DFF<Bit>,
    res_wd: DFF<Bits<80>>,
    refuse_now: Signal<Local, Bit>,
    /// events taken whose result has not left (<= RESULT_FIFO)
    credits: DFF<Bits<8>>,
    /// events in the engine (handed to it, result not yet out)
    in_engine: DFF<Bits<8>>,
    /// an event enters the engine; a result of an IP event leaves it
    eng_in: Signal<Local, Bit>,
    eng_out: Signal<Local, Bit>,
    pop: Signal<Local, Bit>,
    fifo: ResultFifo<Bits<80>, 6, 7>,
    /// events and results counted, refusals per reason
    n_taken: DFF<Bits<32>>,
    n_sent: DFF<Bits<32>>,
    n_range: DFF<Bits<32>>,
    n_idle: DFF<Bits<32>>,
    n_not_ready: DFF<Bits<32>>,
    n_event: DFF<Bits<32>>,
    // ---- shadows of each CCC's L group (phase [1:0], profile [4:2]): `sh_ev` read for the
    // event checks and the context read, `sh_life` for the lifecycle's previous value
    sh_ev: RAM<Bits<5>, A>,
    sh_life: RAM<Bits<5>, A>,
    /// the engine's lifecycle request in progress (whoever drives it: the IP or the BIST)
    l_op: DFF<Bits<2>>,
    l_ccc: DFF<Bits<16>>,
    l_prof: DFF<Bits<3>>,
    l_new: Signal<Local, Bits<5>>,
    /// `sh_life`'s word for the request's CCC, registered (read when the engine took the
    /// request, used when it answers: no logic after the block RAM's output)
    l_old: DFF<Bits<5>>,
    /// CCCs bound to each profile (not IDLE)
    bound: [DFF<Bits<13>>; 8],
    bound_bits: Signal<Local, Bits<8>>,
    /// `bound_bits` registered: the profiles with a CCC bound, as `profile_status` shows them
    /// and a profile write checks them (a lifecycle request's count lands a clock before any
    /// operation after it can look)
    bound_r: DFF<Bits<8>>,
    b_old: [Signal<Local, Bit>; 8],
    b_new: [Signal<Local, Bit>; 8],
    b_step: [Signal<Local, Bits<13>>; 8],
    loaded: DFF<Bits<8>>,
    prof_refused: DFF<Bit>,
    // ---- mirrors of the context read-back's fields, from the engine's context writes
    mx_q: RAM<Bits<24>, A>,
    mx_e: RAM<Bits<32>, A>,
    mx_t: RAM<Bits<24>, A>,
    mx_c: RAM<Bits<24>, A>,
    cx_valid: DFF<Bit>,
    cx_l: DFF<Bits<5>>,
    cx_q: DFF<Bits<24>>,
    cx_e: DFF<Bits<32>>,
    cx_t: DFF<Bits<24>>,
    cx_c: DFF<Bits<24>>,
    // ---- operations
    op_state: DFF<Bits<3>>,
    /// the operation: 0 lifecycle, 1 context read, 2 profile write, 3 BIST
    op_kind: DFF<Bits<2>>,
    op_arg: DFF<Bits<3>>,
    ctl_busy: DFF<Bit>,
    ctl_done: DFF<Bit>,
    ctl_ok: DFF<Bit>,
    bist_done: DFF<Bit>,
    bist_mode: Signal<Local, Bit>,
    // ---- constants: the payloads' offsets, the refusal codes, identification
    #[offsets(event, prefix = "at_e_", layout = EVENT_TDATA)]
    at_e: Constant<Bits<8>>,
    #[offsets(event, prefix = "at_w_", layout = EV_WORD)]
    at_w: Constant<Bits<8>>,
    #[offsets(result_stream, prefix = "at_r_", layout = RESULT_TDATA)]
    at_r: Constant<Bits<8>>,
    ev_reserved: Constant<Bits<256>>,
    /// the staged registers' field masks, register i at [32 i + 31 : 32 i], and their count
    k_stage_masks: Constant<Bits<1024>>,
    k_stages: Constant<Bits<6>>,
    k_range: Constant<Bits<3>>,
    k_idle: Constant<Bits<3>>,
    k_not_ready: Constant<Bits<3>>,
    k_event: Constant<Bits<3>>,
    k_cccs: Constant<Bits<32>>,
    k_build: Constant<Bits<32>>,
    k_latency: Constant<Bits<32>>,
    k_same: Constant<Bits<32>>,
    k_same_slow: Constant<Bits<32>>,
    k_same_fulfill: Constant<Bits<32>>,
    k_credits: Constant<Bits<8>>,
}

/// The build identifier: FNV-1a of the register map and the stream layouts as the
/// generated views show them.
pub fn build_id() -> u32 {
    let mut h: u32 = 0x811C_9DC5;
    for b in registers::markdown().bytes() {
        h ^= b as u32;
        h = h.wrapping_mul(0x0100_0193);
    }
    h
}

fn code(reason: &str) -> Constant<Bits<3>> {
    Constant::new(
        (refusal_code(reason).expect("a refusal reason of the port map") as u64).to_bits(),
    )
}

impl<const A: usize> Default for NsccCcIp<A> {
    fn default() -> Self {
        let mut reserved = Bits::<256>::default();
        for (lsb, n) in EVENT_TDATA.reserved() {
            for k in lsb..lsb + n {
                reserved = reserved | (bits::<256>(1) << k.to_bits::<8>());
            }
        }
        // the staged registers: words 64 .. 64 + n, every other register below word 64
        let mut masks = Bits::<1024>::default();
        let mut stages = 0u64;
        for r in registers::registers() {
            let word = r.offset as usize / 4;
            if r.name.starts_with("stage_") {
                assert!(word == 64 + stages as usize && r.access == registers::Access::Rw);
                let mask = r
                    .fields
                    .iter()
                    .fold(0u64, |m, f| m | (((1u64 << f.bits) - 1) << f.lsb));
                for k in 0..32 {
                    if mask >> k & 1 == 1 {
                        masks = masks.replace_bit(32 * stages as usize + k, true);
                    }
                }
                stages += 1;
            } else {
                assert!(word < 64);
            }
        }
        assert!(stages <= 32);
        Self::with_init(NsccCcIpInit {
            ev_reserved: Constant::new(reserved),
            k_stage_masks: Constant::new(masks),
            k_stages: Constant::new(stages.to_bits()),
            k_range: code("ccc_out_of_range"),
            k_idle: code("idle"),
            k_not_ready: code("not_ready"),
            k_event: code("event_out_of_range"),
            k_cccs: Constant::new((1u64 << A).to_bits()),
            k_build: Constant::new((build_id() as u64).to_bits()),
            k_latency: Constant::new(IP_LATENCY.to_bits()),
            k_same: Constant::new(FAST_CYCLES.to_bits()),
            k_same_slow: Constant::new(HAZARD_CYCLES.to_bits()),
            k_same_fulfill: Constant::new(FULFILL_CYCLES.to_bits()),
            k_credits: Constant::new((RESULT_FIFO as u64).to_bits()),
        })
    }
}

impl<const A: usize> Logic for NsccCcIp<A> {
    #[port_logic]
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            b_v,
            b_err,
            r_v,
            r_err,
            r_data,
            r_st,
            st_sweep,
            st_at,
            m_v,
            m_id,
            m_data,
            c_v,
            c_id,
            c_data,
            c_pre,
            c_ph,
            c_new,
            c1_v,
            c1_id,
            c1_data,
            c1_pre,
            c1_ph,
            c1_new,
            sh_q,
            bound_r,
            res_wr,
            res_wd,
            l_old,
            credits,
            in_engine,
            n_taken,
            n_sent,
            n_range,
            n_idle,
            n_not_ready,
            n_event,
            l_op,
            l_ccc,
            l_prof,
            loaded,
            prof_refused,
            cx_valid,
            cx_l,
            cx_q,
            cx_e,
            cx_t,
            cx_c,
            op_state,
            op_kind,
            op_arg,
            ctl_busy,
            ctl_done,
            ctl_ok,
            bist_done
        );
        for i in 0..8 {
            self.bound[i].clock.next = self.clock.val();
            self.bound[i].d.next = self.bound[i].q.val();
        }
        clock!(self, clock, engine, bist, fifo);
        self.sh_ev.read_clock.next = self.clock.val();
        self.sh_ev.write_clock.next = self.clock.val();
        self.sh_life.read_clock.next = self.clock.val();
        self.sh_life.write_clock.next = self.clock.val();
        self.st_copy.read_clock.next = self.clock.val();
        self.st_copy.write_clock.next = self.clock.val();
        self.mx_q.read_clock.next = self.clock.val();
        self.mx_q.write_clock.next = self.clock.val();
        self.mx_e.read_clock.next = self.clock.val();
        self.mx_e.write_clock.next = self.clock.val();
        self.mx_t.read_clock.next = self.clock.val();
        self.mx_t.write_clock.next = self.clock.val();
        self.mx_c.read_clock.next = self.clock.val();
        self.mx_c.write_clock.next = self.clock.val();

        // ---- the read-only registers
        self.ro_cccs.next = self.k_cccs.val();
        self.ro_profiles.next = 8.into();
        self.ro_features.next = 5.into();
        self.ro_build.next = self.k_build.val();
        self.ro_latency.next = self.k_latency.val();
        self.ro_same_ccc_clocks.next = self.k_same.val();
        self.ro_same_ccc_slow_clocks.next = self.k_same_slow.val();
        self.ro_same_ccc_fulfill_clocks.next = self.k_same_fulfill.val();
        self.ro_ctl_status.next = bit_cast::<32, 1>(self.ctl_busy.q.val().into())
            | (bit_cast::<32, 1>(self.ctl_done.q.val().into()) << 1)
            | (bit_cast::<32, 1>(self.ctl_ok.q.val().into()) << 2);
        self.ro_refused_ccc_out_of_range.next = self.n_range.q.val();
        self.ro_refused_idle.next = self.n_idle.q.val();
        self.ro_refused_not_ready.next = self.n_not_ready.q.val();
        self.ro_refused_event_out_of_range.next = self.n_event.q.val();
        self.ro_events_taken.next = self.n_taken.q.val();
        self.ro_results_sent.next = self.n_sent.q.val();
        self.ro_ctx_status.next =
            bit_cast::<32, 1>(((self.op_kind.q.val() == 1) && (self.op_state.q.val() != 0)).into())
                | (bit_cast::<32, 1>(self.cx_valid.q.val().into()) << 1)
                | (bit_cast::<32, 5>(self.cx_l.q.val()) << 2);
        self.ro_ctx_cwnd.next = bit_cast::<32, 24>(self.cx_c.q.val());
        self.ro_ctx_maxwnd.next = bit_cast::<32, 24>(self.cx_t.q.val());
        self.ro_ctx_base_rtt.next = bit_cast::<32, 24>(self.cx_q.q.val());
        self.ro_ctx_avg_delay.next = self.cx_e.q.val();
        self.bound_bits.next = 0.into();
        for i in 0..8 {
            if self.bound[i].q.val() != 0 {
                self.bound_bits.next = self.bound_bits.val() | (bits::<8>(1) << i.to_bits::<3>());
            }
        }
        self.bound_r.d.next = self.bound_bits.val();
        self.ro_profile_status.next = bit_cast::<32, 8>(self.loaded.q.val())
            | (bit_cast::<32, 8>(self.bound_r.q.val()) << 8)
            | (bit_cast::<32, 1>(self.prof_refused.q.val().into()) << 16);
        self.ro_bist_status.next = bit_cast::<32, 1>(self.bist.busy.val().into())
            | (bit_cast::<32, 1>(self.bist_done.q.val().into()) << 1);
        self.ro_bist_cycles.next = self.bist.cycles.val();
        self.ro_bist_signature.next = self.bist.sig_xor.val();
        self.ro_bist_results.next = self.bist.results.val();
        self.ro_bist_sum.next = self.bist.sig_sum.val();

        // ---- AXI4-Lite: a write when address and data are both there and no answer waits
        self.rm_reset.next = !self.aresetn.val();
        self.aw_go.next = self.s_axil_awvalid.val()
            && self.s_axil_wvalid.val()
            && !self.b_v.q.val()
            && !self.st_sweep.q.val();
        self.s_axil_awready.next = self.aw_go.val();
        self.s_axil_wready.next = self.aw_go.val();
        self.w_bad.next =
            (self.s_axil_awaddr.val().get_bits::<2>(0) != 0) || (self.s_axil_wstrb.val() != 15);
        self.rm_we.next = self.aw_go.val() && !self.w_bad.val() && self.aresetn.val();
        self.rm_waddr.next = self.s_axil_awaddr.val().get_bits::<10>(2);
        self.rm_wdata.next = self.s_axil_wdata.val();
        // (the staged registers are read back from their copy, `st_copy`)
        self.rm_raddr.next = self.s_axil_araddr.val().get_bits::<10>(2);
        regmap_decode!(read_skip = "stage_");
        // a write that starts an operation while one runs is refused
        self.op_write.next = self.wo_ctl_op.val()
            || self.wo_ctx_read.val()
            || self.wo_profile_write.val()
            || self.wo_bist_ctrl.val();
        if self.aw_go.val() {
            self.b_v.d.next = true;
            self.b_err.d.next = self.w_bad.val()
                || !self.rm_wok.val()
                || (self.op_write.val() && (self.op_state.q.val() != 0));
        }
        if self.b_v.q.val() && self.s_axil_bready.val() {
            self.b_v.d.next = false;
        }
        self.s_axil_bvalid.next = self.b_v.q.val();
        self.s_axil_bresp.next = bit_cast::<2, 1>(self.b_err.q.val().into()) << 1;
        // a read, answered next clock; a staged register's from the copy, read at the
        // address now, and kept in r_data for the clocks after the first
        self.s_axil_arready.next = !self.r_v.q.val() && !self.st_sweep.q.val();
        self.st_copy.read_address.next = self.s_axil_araddr.val().get_bits::<5>(2);
        self.r_stage.next = self.s_axil_araddr.val().get_bit(8);
        self.r_ok.next = self.rm_rok.val();
        if self.r_stage.val() {
            self.r_ok.next = (self.s_axil_araddr.val().get_bits::<3>(9) == 0)
                && (bit_cast::<6, 6>(self.s_axil_araddr.val().get_bits::<6>(2))
                    < self.k_stages.val());
        }
        if self.r_st.q.val() {
            self.r_st.d.next = false;
            self.r_data.d.next = self.st_copy.read_data.val();
        }
        if self.s_axil_arvalid.val() && self.s_axil_arready.val() {
            self.r_v.d.next = true;
            self.r_err.d.next =
                !self.r_ok.val() || (self.s_axil_araddr.val().get_bits::<2>(0) != 0);
            self.r_data.d.next = 0.into();
            if self.r_ok.val() && (self.s_axil_araddr.val().get_bits::<2>(0) == 0) {
                if self.r_stage.val() {
                    self.r_st.d.next = true;
                } else {
                    self.r_data.d.next = self.rm_rdata.val();
                }
            }
        }
        if self.r_v.q.val() && self.s_axil_rready.val() {
            self.r_v.d.next = false;
        }
        self.s_axil_rvalid.next = self.r_v.q.val();
        self.s_axil_rdata.next = self.r_data.q.val();
        if self.r_st.q.val() {
            self.s_axil_rdata.next = self.st_copy.read_data.val();
        }
        self.s_axil_rresp.next = bit_cast::<2, 1>(self.r_err.q.val().into()) << 1;
        // the staged registers' copy: their writes (fields only), zeros after a reset
        self.st_copy.write_address.next = self.rm_waddr.val().get_bits::<5>(0);
        self.st_masks.next = self.k_stage_masks.val()
            >> (bit_cast::<10, 5>(self.rm_waddr.val().get_bits::<5>(0)) << 5);
        self.st_copy.write_data.next = self.rm_wdata.val() & self.st_masks.val().get_bits::<32>(0);
        self.st_copy.write_enable.next =
            self.rm_we.val() && self.rm_wok.val() && (self.rm_waddr.val().get_bits::<4>(6) == 1);
        if self.st_sweep.q.val() {
            self.st_copy.write_address.next = self.st_at.q.val();
            self.st_copy.write_data.next = 0.into();
            self.st_copy.write_enable.next = true;
            self.st_at.d.next = self.st_at.q.val() + 1;
            if self.st_at.q.val() == 31 {
                self.st_sweep.d.next = false;
            }
        }
        if self.rm_reset.val() {
            self.b_v.d.next = false;
            self.r_v.d.next = false;
            self.r_st.d.next = false;
            self.st_sweep.d.next = true;
            self.st_at.d.next = 0.into();
        }

        // ---- the event path. TREADY from registers: the main register free or its event
        // moving on into the check stage (whose spare is free), no operation, and fewer than
        // RESULT_FIFO events waiting for their result to leave
        self.m_leave.next = self.m_v.q.val() && !self.c1_v.q.val();
        self.m_load.next = !self.m_v.q.val() || self.m_leave.val();
        self.s_axis_ev_tready.next = self.m_load.val()
            && (self.op_state.q.val() == 0)
            && (self.credits.q.val() < self.k_credits.val());
        self.take.next = self.s_axis_ev_tvalid.val() && self.s_axis_ev_tready.val();
        // TDATA's event packed, with its range check
        self.ev_bad.next = (self.s_axis_ev_tdata.val() & self.ev_reserved.val()).any()
            || (self
                .s_axis_ev_tdata
                .val()
                .get_bits::<10>(self.at_e_t_sub.val().index())
                > 999)
            || (self
                .s_axis_ev_tdata
                .val()
                .get_bits::<10>(self.at_e_rtt_sub.val().index())
                > 999)
            || (self
                .s_axis_ev_tdata
                .val()
                .get_bits::<10>(self.at_e_probe_rtt_sub.val().index())
                > 999);
        self.ev_in.next = bit_cast::<171, 32>(
            self.s_axis_ev_tdata
                .val()
                .get_bits::<32>(self.at_e_t.val().index()),
        ) | (bit_cast::<171, 10>(
            self.s_axis_ev_tdata
                .val()
                .get_bits::<10>(self.at_e_t_sub.val().index()),
        ) << self.at_w_t_sub.val())
            | (bit_cast::<171, 2>(
                self.s_axis_ev_tdata
                    .val()
                    .get_bits::<2>(self.at_e_kind.val().index()),
            ) << self.at_w_kind.val())
            | (bit_cast::<171, 24>(
                self.s_axis_ev_tdata
                    .val()
                    .get_bits::<24>(self.at_e_bytes.val().index()),
            ) << self.at_w_bytes.val())
            | (bit_cast::<171, 24>(
                self.s_axis_ev_tdata
                    .val()
                    .get_bits::<24>(self.at_e_rtt.val().index()),
            ) << self.at_w_rtt.val())
            | (bit_cast::<171, 1>(
                self.s_axis_ev_tdata
                    .val()
                    .get_bit(self.at_e_ecn.val().index())
                    .into(),
            ) << self.at_w_ecn.val())
            | (bit_cast::<171, 7>(
                self.s_axis_ev_tdata
                    .val()
                    .get_bits::<7>(self.at_e_pend.val().index()),
            ) << self.at_w_pend.val())
            | (bit_cast::<171, 1>(
                self.s_axis_ev_tdata
                    .val()
                    .get_bit(self.at_e_rc.val().index())
                    .into(),
            ) << self.at_w_rc.val())
            | (bit_cast::<171, 24>(
                self.s_axis_ev_tdata
                    .val()
                    .get_bits::<24>(self.at_e_in_flight.val().index()),
            ) << self.at_w_in_flight.val())
            | (bit_cast::<171, 1>(
                self.s_axis_ev_tdata
                    .val()
                    .get_bit(self.at_e_probe.val().index())
                    .into(),
            ) << self.at_w_probe.val())
            | (bit_cast::<171, 24>(
                self.s_axis_ev_tdata
                    .val()
                    .get_bits::<24>(self.at_e_probe_rtt.val().index()),
            ) << self.at_w_probe_rtt.val())
            | (bit_cast::<171, 10>(
                self.s_axis_ev_tdata
                    .val()
                    .get_bits::<10>(self.at_e_rtt_sub.val().index()),
            ) << self.at_w_rtt_sub.val())
            | (bit_cast::<171, 10>(
                self.s_axis_ev_tdata
                    .val()
                    .get_bits::<10>(self.at_e_probe_rtt_sub.val().index()),
            ) << self.at_w_probe_rtt_sub.val())
            | (bit_cast::<171, 1>(self.ev_bad.val().into()) << 170);
        // the checks, in GoldenEngine::step's order: id and event range on the main event,
        // the phase on the head of the check stage (its shadow word registered)
        self.pre.next = 0.into();
        if bit_cast::<16, A>(self.m_id.q.val().get_bits::<A>(0)) != self.m_id.q.val() {
            self.pre.next = self.k_range.val();
        } else if self.m_data.q.val().get_bit(170) {
            self.pre.next = self.k_event.val();
        }
        self.sh_q.d.next = self.sh_ev.read_data.val();
        self.ph0.next = self.c_ph.q.val();
        if self.c_new.q.val() {
            self.ph0.next = self.sh_q.q.val().get_bits::<2>(0);
        }
        self.code.next = self.c_pre.q.val();
        if self.c_pre.q.val() == 0 {
            if self.ph0.val() == 1 {
                self.code.next = self.k_not_ready.val();
            } else if self.ph0.val() != 2 {
                self.code.next = self.k_idle.val();
            }
        }
        // (the head passes every check: from registers, two LUT levels)
        self.cz.next = (self.c_pre.q.val() == 0) && (self.ph0.val() == 2);
        self.to_engine.next = self.c_v.q.val() && self.cz.val();
        // results: the engine's first; a refusal when the engine gives none this cycle
        self.bist_mode.next = self.bist.busy.val() || (self.op_state.q.val() == 6);
        self.refuse_now.next = self.c_v.q.val() && !self.cz.val() && !self.engine.out_valid.val();
        self.res_we.next = false;
        self.res_in.next = 0.into();
        if self.engine.out_valid.val() && !self.bist_mode.val() {
            self.res_we.next = true;
            self.res_in.next = (bit_cast::<80, 12>(self.engine.out_ccc.val()) << 64)
                | (bit_cast::<80, 24>(self.engine.out_cwnd.val()) << self.at_r_cwnd.val())
                | (bit_cast::<80, 4>(self.engine.out_action.val()) << self.at_r_action.val())
                | (bit_cast::<80, 1>(self.engine.out_fulfill.val().into())
                    << self.at_r_fulfill.val());
        } else if self.refuse_now.val() {
            self.res_we.next = true;
            self.res_in.next = (bit_cast::<80, 16>(self.c_id.q.val()) << 64)
                | (bit_cast::<80, 3>(self.code.val()) << self.at_r_refused.val());
        }
        self.res_wr.d.next = self.res_we.val();
        self.res_wd.d.next = self.res_in.val();
        self.fifo.write.next = self.res_wr.q.val();
        self.fifo.data_in.next = self.res_wd.q.val();
        // the check stage's event leaves to the engine (the BIST never runs with one there)
        // or as a refusal
        self.c_leave.next = self.c_v.q.val()
            && ((self.cz.val() && self.engine.ev_ready.val())
                || (!self.cz.val() && !self.engine.out_valid.val()));
        // (the main event moves on into the check stage when its spare was free: `m_leave`)
        // (each entry keeps its phase after its first clock)
        self.c_ph.d.next = self.ph0.val();
        self.c_new.d.next = false;
        self.c1_new.d.next = false;
        if self.c1_new.q.val() {
            self.c1_ph.d.next = self.sh_q.q.val().get_bits::<2>(0);
        }
        if !self.c_v.q.val() || self.c_leave.val() {
            // the head is free next cycle: the spare's event, else the main one
            if self.c1_v.q.val() {
                self.c_v.d.next = true;
                self.c_id.d.next = self.c1_id.q.val();
                self.c_data.d.next = self.c1_data.q.val();
                self.c_pre.d.next = self.c1_pre.q.val();
                self.c_ph.d.next = self.c1_ph.q.val();
                if self.c1_new.q.val() {
                    self.c_ph.d.next = self.sh_q.q.val().get_bits::<2>(0);
                }
                self.c1_v.d.next = false;
            } else {
                self.c_v.d.next = self.m_leave.val();
                self.c_id.d.next = self.m_id.q.val();
                self.c_data.d.next = self.m_data.q.val();
                self.c_pre.d.next = self.pre.val();
                self.c_new.d.next = true;
            }
        } else if self.m_leave.val() {
            self.c1_v.d.next = true;
            self.c1_new.d.next = true;
        }
        // (the spare takes the main event whenever it is empty, valid or not: its load
        // enable is a register)
        if !self.c1_v.q.val() {
            self.c1_id.d.next = self.m_id.q.val();
            self.c1_data.d.next = self.m_data.q.val();
            self.c1_pre.d.next = self.pre.val();
        }
        // (the main register takes TDATA whenever it loads, valid or not: its load enable
        // is a decision of registers)
        if self.m_load.val() {
            self.m_v.d.next = self.take.val();
            self.m_id.d.next = self.s_axis_ev_tid.val();
            self.m_data.d.next = self.ev_in.val();
        }
        // the shadow's read for the event in main next cycle (or the context read's CCC)
        self.sh_ev.read_address.next = self.m_id.q.val().get_bits::<A>(0);
        if self.m_load.val() {
            self.sh_ev.read_address.next = self.s_axis_ev_tid.val().get_bits::<A>(0);
        }
        if self.op_state.q.val() >= 4 {
            self.sh_ev.read_address.next = self.r_ctx_ccc.q.val().get_bits::<A>(0);
        }
        // the result stream
        self.m_axis_res_tvalid.next = !self.fifo.empty.val();
        self.m_axis_res_tdata.next = self.fifo.data_out.val().get_bits::<64>(0);
        self.m_axis_res_tid.next = self.fifo.data_out.val().get_bits::<16>(64);
        self.pop.next = !self.fifo.empty.val() && self.m_axis_res_tready.val();
        self.fifo.read.next = self.pop.val();
        // credits and counters
        if self.take.val() && !self.pop.val() {
            self.credits.d.next = self.credits.q.val() + 1;
        }
        if self.pop.val() && !self.take.val() {
            self.credits.d.next = self.credits.q.val() - 1;
        }
        if self.take.val() {
            self.n_taken.d.next = self.n_taken.q.val() + 1;
        }
        if self.pop.val() {
            self.n_sent.d.next = self.n_sent.q.val() + 1;
        }
        if self.refuse_now.val() {
            if self.code.val() == self.k_range.val() {
                self.n_range.d.next = self.n_range.q.val() + 1;
            }
            if self.code.val() == self.k_idle.val() {
                self.n_idle.d.next = self.n_idle.q.val() + 1;
            }
            if self.code.val() == self.k_not_ready.val() {
                self.n_not_ready.d.next = self.n_not_ready.q.val() + 1;
            }
            if self.code.val() == self.k_event.val() {
                self.n_event.d.next = self.n_event.q.val() + 1;
            }
        }
        self.eng_in.next = self.to_engine.val() && self.engine.ev_ready.val();
        self.eng_out.next = self.engine.out_valid.val() && !self.bist_mode.val();
        if self.eng_in.val() && !self.eng_out.val() {
            self.in_engine.d.next = self.in_engine.q.val() + 1;
        }
        if self.eng_out.val() && !self.eng_in.val() {
            self.in_engine.d.next = self.in_engine.q.val() - 1;
        }

        // ---- the engine's ports: the BIST's while it runs, else the IP's
        self.bist.seed.next = self.r_bist_seed.q.val();
        self.bist.events.next = self.r_bist_events.q.val();
        self.bist.cccs_log2.next = self.r_bist_config.q.val().get_bits::<4>(0);
        self.bist.rtt_base.next = self.r_bist_config.q.val().get_bits::<24>(8);
        self.bist.start.next = self.op_state.q.val() == 6;
        self.bist.ctl_ready.next = self.engine.ctl_ready.val();
        self.bist.ctl_done.next = self.engine.ctl_done.val();
        self.bist.ev_ready.next = self.engine.ev_ready.val();
        connect!(result, self.bist, self.engine);
        regmap_image!(self.engine, "cfg_");
        self.engine.cfg_profile.next = self.op_arg.q.val();
        self.engine.cfg_write.next = false;
        if self.bist_mode.val() {
            connect!(lifecycle, self.engine, self.bist, only(valid, op, ccc));
            self.engine.ctl_profile.next = 0.into();
            self.engine.ctl_t.next = 0.into();
        } else {
            self.engine.ctl_valid.next =
                (self.op_state.q.val() == 2) && self.engine.ctl_ready.val();
            self.engine.ctl_op.next = self.op_arg.q.val().get_bits::<2>(0);
            self.engine.ctl_ccc.next = self.r_ctl_ccc.q.val().get_bits::<16>(0);
            self.engine.ctl_profile.next = self.r_ctl_profile.q.val().get_bits::<3>(0);
            self.engine.ctl_t.next = self.r_ctl_t.q.val();
        }
        // the event's valid: the BIST's or the check stage's (never both: while the BIST runs
        // the check stage is empty, and the BIST's is low when it does not)
        self.engine.ev_valid.next = self.to_engine.val() || self.bist.ev_valid.val();
        // the event's fields by the check stage's valid, a register (the engine takes them
        // only with `ev_valid`; while the BIST runs the check stage is empty, and while it
        // holds an event the BIST gives none)
        if self.c_v.q.val() {
            self.engine.ev_ccc.next = self.c_id.q.val();
            unpack_payload!(event, self.engine, self.c_data.q.val(), "at_w_");
        } else {
            connect!(event_stream, self.engine, self.bist, only(ccc));
            connect!(
                event,
                self.engine,
                self.bist,
                only(t, kind, bytes, rtt, ecn, in_flight)
            );
            // (the fields the BIST's events leave at 0)
            self.engine.ev_t_sub.next = 0.into();
            self.engine.ev_pend.next = 0.into();
            self.engine.ev_rc.next = false;
            self.engine.ev_probe.next = false;
            self.engine.ev_probe_rtt.next = 0.into();
            self.engine.ev_rtt_sub.next = 0.into();
            self.engine.ev_probe_rtt_sub.next = 0.into();
        }

        // ---- the shadows: every lifecycle request the engine carries out, whoever made it
        self.sh_life.read_address.next = self.l_ccc.q.val().get_bits::<A>(0);
        self.l_old.d.next = self.sh_life.read_data.val();
        if self.engine.ctl_valid.val() && self.engine.ctl_ready.val() {
            self.l_op.d.next = self.engine.ctl_op.val();
            self.l_ccc.d.next = self.engine.ctl_ccc.val();
            self.l_prof.d.next = self.engine.ctl_profile.val();
        }
        self.l_new.next = 0.into();
        if self.l_op.q.val() == 1 {
            self.l_new.next = bits::<5>(1) | (bit_cast::<5, 3>(self.l_prof.q.val()) << 2);
        }
        if self.l_op.q.val() == 2 {
            self.l_new.next = (self.l_old.q.val() & bits::<5>(28)) | bits::<5>(2);
        }
        self.sh_ev.write_address.next = self.l_ccc.q.val().get_bits::<A>(0);
        self.sh_ev.write_data.next = self.l_new.val();
        self.sh_ev.write_enable.next = self.engine.ctl_done.val() && self.engine.ctl_ok.val();
        self.sh_life.write_address.next = self.l_ccc.q.val().get_bits::<A>(0);
        self.sh_life.write_data.next = self.l_new.val();
        self.sh_life.write_enable.next = self.engine.ctl_done.val() && self.engine.ctl_ok.val();
        // a CCC's binding moves from its old profile (-1) to its new one (+1): one adder each
        for i in 0..8 {
            self.b_old[i].next = (self.l_old.q.val().get_bits::<2>(0) != 0)
                && (self.l_old.q.val().get_bits::<3>(2) == i.to_bits::<3>());
            self.b_new[i].next = (self.l_new.val().get_bits::<2>(0) != 0)
                && (self.l_new.val().get_bits::<3>(2) == i.to_bits::<3>());
            self.b_step[i].next = bits::<13>(1);
            if self.b_old[i].val() {
                self.b_step[i].next = bits::<13>(0x1FFF);
            }
            if self.engine.ctl_done.val()
                && self.engine.ctl_ok.val()
                && (self.b_old[i].val() != self.b_new[i].val())
            {
                self.bound[i].d.next = self.bound[i].q.val() + self.b_step[i].val();
            }
        }

        // ---- the context read-back's mirrors
        self.mx_q.write_address.next = self.engine.ctx_q_addr.val().get_bits::<A>(0);
        self.mx_q.write_data.next = ctx_field!(self.engine.ctx_q_data.val(), q, base_rtt);
        self.mx_q.write_enable.next = self.engine.ctx_q_we.val();
        self.mx_e.write_address.next = self.engine.ctx_e_addr.val().get_bits::<A>(0);
        self.mx_e.write_data.next = self.engine.ctx_e_data.val();
        self.mx_e.write_enable.next = self.engine.ctx_e_we.val();
        self.mx_t.write_address.next = self.engine.ctx_t_addr.val().get_bits::<A>(0);
        self.mx_t.write_data.next = ctx_field!(self.engine.ctx_t_data.val(), t, maxwnd);
        self.mx_t.write_enable.next = self.engine.ctx_t_we.val();
        self.mx_c.write_address.next = self.engine.ctx_c_addr.val().get_bits::<A>(0);
        self.mx_c.write_data.next = ctx_field!(self.engine.ctx_c_data.val(), c, cwnd);
        self.mx_c.write_enable.next = self.engine.ctx_c_we.val();
        self.mx_q.read_address.next = self.r_ctx_ccc.q.val().get_bits::<A>(0);
        self.mx_e.read_address.next = self.r_ctx_ccc.q.val().get_bits::<A>(0);
        self.mx_t.read_address.next = self.r_ctx_ccc.q.val().get_bits::<A>(0);
        self.mx_c.read_address.next = self.r_ctx_ccc.q.val().get_bits::<A>(0);

        // ---- operations
        self.ctl_done.d.next = self.ctl_done.q.val();
        // done of the run this IP started (a finished BIST shows done until it is started
        // again, so the level of the previous run must not count)
        if self.bist.done.val() && (self.op_state.q.val() == 7) {
            self.bist_done.d.next = true;
        }
        if (self.op_state.q.val() == 0) && self.op_write.val() && self.rm_we.val() {
            self.op_state.d.next = 1.into();
            self.op_arg.d.next = self.rm_wdata.val().get_bits::<3>(0);
            if self.wo_ctl_op.val() {
                self.op_kind.d.next = 0.into();
                self.ctl_busy.d.next = true;
                self.ctl_done.d.next = false;
                self.ctl_ok.d.next = false;
            }
            if self.wo_ctx_read.val() {
                self.op_kind.d.next = 1.into();
            }
            if self.wo_profile_write.val() {
                self.op_kind.d.next = 2.into();
            }
            if self.wo_bist_ctrl.val() {
                self.op_kind.d.next = 3.into();
                self.bist_done.d.next = false;
            }
        }
        // every event taken has left the engine: the operation runs
        if (self.op_state.q.val() == 1)
            && !self.m_v.q.val()
            && !self.c_v.q.val()
            && !self.c1_v.q.val()
            && (self.in_engine.q.val() == 0)
        {
            if self.op_kind.q.val() == 0 {
                self.op_state.d.next = 2.into();
                if self.op_arg.q.val().get_bits::<2>(0) == 0 {
                    // not a request: refused at once
                    self.op_state.d.next = 0.into();
                    self.ctl_busy.d.next = false;
                    self.ctl_done.d.next = true;
                }
            }
            if self.op_kind.q.val() == 1 {
                self.op_state.d.next = 4.into();
            }
            if self.op_kind.q.val() == 2 {
                self.op_state.d.next = 0.into();
                self.prof_refused.d.next =
                    (self.bound_r.q.val() & (bits::<8>(1) << self.op_arg.q.val())).any();
                if !(self.bound_r.q.val() & (bits::<8>(1) << self.op_arg.q.val())).any() {
                    self.engine.cfg_write.next = true;
                    self.loaded.d.next =
                        self.loaded.q.val() | (bits::<8>(1) << self.op_arg.q.val());
                }
            }
            if self.op_kind.q.val() == 3 {
                self.op_state.d.next = 6.into();
            }
        }
        if (self.op_state.q.val() == 2) && self.engine.ctl_ready.val() {
            self.op_state.d.next = 3.into();
        }
        if (self.op_state.q.val() == 3) && self.engine.ctl_done.val() {
            self.op_state.d.next = 0.into();
            self.ctl_busy.d.next = false;
            self.ctl_done.d.next = true;
            self.ctl_ok.d.next = self.engine.ctl_ok.val();
        }
        if self.op_state.q.val() == 4 {
            self.op_state.d.next = 5.into();
        }
        if self.op_state.q.val() == 5 {
            self.op_state.d.next = 0.into();
            self.cx_valid.d.next = bit_cast::<32, A>(self.r_ctx_ccc.q.val().get_bits::<A>(0))
                == self.r_ctx_ccc.q.val();
            self.cx_l.d.next = self.sh_ev.read_data.val();
            self.cx_q.d.next = self.mx_q.read_data.val();
            self.cx_e.d.next = self.mx_e.read_data.val();
            self.cx_t.d.next = self.mx_t.read_data.val();
            self.cx_c.d.next = self.mx_c.read_data.val();
        }
        // `start` is held until the BIST runs: a BIST that finished a run takes the first
        // start back to idle, and only a start seen there runs it again
        if (self.op_state.q.val() == 6) && self.bist.busy.val() {
            self.op_state.d.next = 7.into();
        }
        if (self.op_state.q.val() == 7) && !self.bist.busy.val() {
            self.op_state.d.next = 0.into();
        }
    }
}

/// The IP as shipped: [`crate::nscc::engine::CCCS`] contexts, [`PROFILES`] profiles.
pub type NsccCcIpEcp5 = NsccCcIp<{ crate::nscc::engine::CCC_BITS }>;
const _: () = assert!(PROFILES == 8);

/// Verilog of [`NsccCcIpEcp5`] (top module `top`; `emitted_tops` names it `nscc_cc_ip`).
pub fn verilog() -> String {
    let v = crate::rams_without_collision_check(crate::verilog_of::<NsccCcIpEcp5>());
    distributed_copy(&v, "top$st_copy")
}

/// `v` with the staged registers' copy (the module `module`, the IP's `st_copy` where the
/// IP sits in the design) marked for distributed RAM: its read register is then a
/// flip-flop, where a block RAM's output (5.6 ns after the clock on the ECP5's DP16KD) fed
/// the read answer's multiplexer and missed 100 MHz at a placer seed (16 TRELLIS_DPR16X4
/// in place of 1 DP16KD).
pub fn distributed_copy(v: &str, module: &str) -> String {
    let module = format!("module {module}(");
    let mem = "(* no_rw_check *) reg[31:0] mem[";
    let at = v
        .find(&module)
        .and_then(|m| v[m..].find(mem).map(|k| m + k))
        .expect("the staged registers' copy");
    format!(
        "{}(* no_rw_check, ram_style = \"distributed\" *) reg[31:0] mem[{}",
        &v[..at],
        &v[at + mem.len()..]
    )
}
