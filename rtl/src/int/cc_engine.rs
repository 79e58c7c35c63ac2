//! One event port for NSCC and INT CCCs (issue 19, item 2): [`CcEngine`] holds the NSCC
//! engine ([`NsccEngine`]) and the INT engine ([`IntEngine`]) behind one event port and routes
//! each event by its CCC's algorithm.
//!
//! **The route.** A CCC's algorithm is its last binding's: an NSCC `Activate` on the `ctl_*`
//! port routes it to the NSCC engine, an INT bind (`int_cfg_op` 2) to the INT engine (an INT
//! unbind, or a bind beyond the INT engine's CCCs, back to NSCC). One bit per CCC in block
//! RAM (`route_ram`), read when the event is taken into the port register.
//!
//! **The port.** `ev_valid`/`ev_ready`/`ev_ccc` are shared; the NSCC fields are the NSCC
//! engine's (`ev_<field>` of the interface map's `EVENT`), the INT fields `int_ev_*` (the INT
//! engine's `ev_*`). The event is registered once (`s_*`, so that the route's RAM read costs
//! no clock: the NSCC engine still takes one event per clock) and offered to the engine its
//! route names; the fields of the other algorithm are ignored. An event for a CCC beyond the
//! NSCC engine goes to it and is refused there (`refused_ccc_out_of_range`).
//!
//! **Configuration** (profiles, lifecycle, binds) is taken only while the port register is
//! empty and holds events off while it waits: a route is never written under a held event.
//! `ctl_*` comes before `int_cfg_*`.
//!
//! **The answers** stay per engine: `out_*` and the `ctx_*` writes (NSCC), `int_done*` and
//! the `int_head_*`/`int_l_*` writes (INT), each with its refusal counters.

use rust_hdl::prelude::*;

use crate::int::int_engine::{IntEngine, CFG_BITS, EV_HOPS_BITS, HEAD, LREC};
use crate::nscc::engine::NsccEngine;

/// NSCC and INT CCCs behind one event port: 2^A NSCC contexts, 2^IA INT contexts (ids below
/// the INT engine's `cccs`), `ILA = IA + 3` the INT engine's L observation address bits, `ILB = IA + 1` its lanes'
/// L stores' address bits.
#[derive(LogicBlock)]
pub struct CcEngine<const A: usize, const IA: usize, const ILA: usize, const ILB: usize> {
    pub clock: Signal<In, Clock>,
    // ---- the event port (shared)
    pub ev_valid: Signal<In, Bit>,
    pub ev_ready: Signal<Out, Bit>,
    pub ev_ccc: Signal<In, Bits<16>>,
    // ---- the NSCC fields of the event
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
    // ---- the INT fields of the event
    pub int_ev_t: Signal<In, Bits<48>>,
    pub int_ev_seq: Signal<In, Bits<48>>,
    pub int_ev_snd_nxt: Signal<In, Bits<48>>,
    pub int_ev_n_flows: Signal<In, Bits<16>>,
    pub int_ev_n_hops: Signal<In, Bits<4>>,
    pub int_ev_hops: Signal<In, Bits<EV_HOPS_BITS>>,
    // ---- the NSCC engine's profile and lifecycle ports
    pub ctl_valid: Signal<In, Bit>,
    pub ctl_ready: Signal<Out, Bit>,
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
    pub ctl_op: Signal<In, Bits<2>>,
    pub ctl_ccc: Signal<In, Bits<16>>,
    pub ctl_profile: Signal<In, Bits<3>>,
    pub ctl_t: Signal<In, Bits<32>>,
    // ---- the NSCC engine's answers, refusal counters and context writes
    pub ctl_done: Signal<Out, Bit>,
    pub ctl_ok: Signal<Out, Bit>,
    pub out_valid: Signal<Out, Bit>,
    pub out_ccc: Signal<Out, Bits<12>>,
    pub out_action: Signal<Out, Bits<4>>,
    pub out_fulfill: Signal<Out, Bit>,
    pub out_cwnd: Signal<Out, Bits<24>>,
    pub refused_ccc_out_of_range: Signal<Out, Bits<32>>,
    pub refused_idle: Signal<Out, Bits<32>>,
    pub refused_not_ready: Signal<Out, Bits<32>>,
    pub refused_event_out_of_range: Signal<Out, Bits<32>>,
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
    // ---- the INT engine's configuration port
    pub int_cfg_valid: Signal<In, Bit>,
    pub int_cfg_ready: Signal<Out, Bit>,
    pub int_cfg_op: Signal<In, Bits<2>>,
    pub int_cfg_addr: Signal<In, Bits<16>>,
    pub int_cfg_data: Signal<In, Bits<CFG_BITS>>,
    // ---- the INT engine's answers, counters and state writes
    pub int_done: Signal<Out, Bit>,
    pub int_done_ccc: Signal<Out, Bits<16>>,
    pub int_done_branch: Signal<Out, Bits<2>>,
    pub int_done_update_wc: Signal<Out, Bit>,
    pub int_done_lhcs: Signal<Out, Bit>,
    pub int_done_refused: Signal<Out, Bits<2>>,
    pub int_events: Signal<Out, Bits<32>>,
    pub int_refused_records: Signal<Out, Bits<32>>,
    pub int_refused_unbound: Signal<Out, Bits<32>>,
    pub int_head_we: Signal<Out, Bit>,
    pub int_head_waddr: Signal<Out, Bits<IA>>,
    pub int_head_wdata: Signal<Out, Bits<HEAD>>,
    pub int_l_we: Signal<Out, Bit>,
    pub int_l_waddr: Signal<Out, Bits<ILA>>,
    pub int_l_wdata: Signal<Out, Bits<LREC>>,
    pub int_l1_we: Signal<Out, Bit>,
    pub int_l1_waddr: Signal<Out, Bits<ILA>>,
    pub int_l1_wdata: Signal<Out, Bits<LREC>>,
    pub int_l2_we: Signal<Out, Bit>,
    pub int_l2_waddr: Signal<Out, Bits<ILA>>,
    pub int_l2_wdata: Signal<Out, Bits<LREC>>,
    pub int_l3_we: Signal<Out, Bit>,
    pub int_l3_waddr: Signal<Out, Bits<ILA>>,
    pub int_l3_wdata: Signal<Out, Bits<LREC>>,
    pub int_l4_we: Signal<Out, Bit>,
    pub int_l4_waddr: Signal<Out, Bits<ILA>>,
    pub int_l4_wdata: Signal<Out, Bits<LREC>>,
    // ---- the engines
    nscc: NsccEngine<A>,
    int_cc: IntEngine<IA, ILA, ILB>,
    // ---- the route: 1 = INT
    route_ram: RAM<Bit, A>,
    k_cccs: Constant<Bits<17>>,
    k_int_cccs: Constant<Bits<17>>,
    // ---- the port register
    s_v: DFF<Bit>,
    s_in: DFF<Bit>,
    s_ccc: DFF<Bits<16>>,
    s_t: DFF<Bits<32>>,
    s_t_sub: DFF<Bits<10>>,
    s_kind: DFF<Bits<2>>,
    s_bytes: DFF<Bits<24>>,
    s_rtt: DFF<Bits<24>>,
    s_ecn: DFF<Bit>,
    s_pend: DFF<Bits<7>>,
    s_rc: DFF<Bit>,
    s_in_flight: DFF<Bits<24>>,
    s_probe: DFF<Bit>,
    s_probe_rtt: DFF<Bits<24>>,
    s_int_t: DFF<Bits<48>>,
    s_int_seq: DFF<Bits<48>>,
    s_int_snd_nxt: DFF<Bits<48>>,
    s_int_n_flows: DFF<Bits<16>>,
    s_int_n_hops: DFF<Bits<4>>,
    s_int_hops: DFF<Bits<EV_HOPS_BITS>>,
    to_int: Signal<Local, Bit>,
    drain: Signal<Local, Bit>,
    cfg_wait: Signal<Local, Bit>,
    ctl_take: Signal<Local, Bit>,
    int_take: Signal<Local, Bit>,
}

impl<const A: usize, const IA: usize, const ILA: usize, const ILB: usize>
    CcEngine<A, IA, ILA, ILB>
{
    /// `int_cccs`: the INT CCCs (ids below it), at most 2^IA.
    pub fn new(int_cccs: usize) -> Self {
        Self {
            clock: Default::default(),
            ev_valid: Default::default(),
            ev_ready: Default::default(),
            ev_ccc: Default::default(),
            ev_t: Default::default(),
            ev_t_sub: Default::default(),
            ev_kind: Default::default(),
            ev_bytes: Default::default(),
            ev_rtt: Default::default(),
            ev_ecn: Default::default(),
            ev_pend: Default::default(),
            ev_rc: Default::default(),
            ev_in_flight: Default::default(),
            ev_probe: Default::default(),
            ev_probe_rtt: Default::default(),
            int_ev_t: Default::default(),
            int_ev_seq: Default::default(),
            int_ev_snd_nxt: Default::default(),
            int_ev_n_flows: Default::default(),
            int_ev_n_hops: Default::default(),
            int_ev_hops: Default::default(),
            ctl_valid: Default::default(),
            ctl_ready: Default::default(),
            cfg_write: Default::default(),
            cfg_profile: Default::default(),
            cfg_mtu: Default::default(),
            cfg_init_cwnd: Default::default(),
            cfg_init_bdp: Default::default(),
            cfg_init_maxwnd: Default::default(),
            cfg_base_rtt: Default::default(),
            cfg_network_rtt: Default::default(),
            cfg_target: Default::default(),
            cfg_qa_threshold: Default::default(),
            cfg_gamma_target: Default::default(),
            cfg_qa_gate: Default::default(),
            cfg_fulfill_bytes: Default::default(),
            cfg_rate_mant: Default::default(),
            cfg_rate_exp: Default::default(),
            cfg_alpha_mant: Default::default(),
            cfg_alpha_exp: Default::default(),
            cfg_fi_mant: Default::default(),
            cfg_fi_exp: Default::default(),
            cfg_fis_mant: Default::default(),
            cfg_fis_exp: Default::default(),
            cfg_eta: Default::default(),
            cfg_network_rtt_sub: Default::default(),
            ctl_op: Default::default(),
            ctl_ccc: Default::default(),
            ctl_profile: Default::default(),
            ctl_t: Default::default(),
            ctl_done: Default::default(),
            ctl_ok: Default::default(),
            out_valid: Default::default(),
            out_ccc: Default::default(),
            out_action: Default::default(),
            out_fulfill: Default::default(),
            out_cwnd: Default::default(),
            refused_ccc_out_of_range: Default::default(),
            refused_idle: Default::default(),
            refused_not_ready: Default::default(),
            refused_event_out_of_range: Default::default(),
            ctx_l_we: Default::default(),
            ctx_l_addr: Default::default(),
            ctx_l_data: Default::default(),
            ctx_q_we: Default::default(),
            ctx_q_addr: Default::default(),
            ctx_q_data: Default::default(),
            ctx_e_we: Default::default(),
            ctx_e_addr: Default::default(),
            ctx_e_data: Default::default(),
            ctx_t_we: Default::default(),
            ctx_t_addr: Default::default(),
            ctx_t_data: Default::default(),
            ctx_i_we: Default::default(),
            ctx_i_addr: Default::default(),
            ctx_i_data: Default::default(),
            ctx_c_we: Default::default(),
            ctx_c_addr: Default::default(),
            ctx_c_data: Default::default(),
            int_cfg_valid: Default::default(),
            int_cfg_ready: Default::default(),
            int_cfg_op: Default::default(),
            int_cfg_addr: Default::default(),
            int_cfg_data: Default::default(),
            int_done: Default::default(),
            int_done_ccc: Default::default(),
            int_done_branch: Default::default(),
            int_done_update_wc: Default::default(),
            int_done_lhcs: Default::default(),
            int_done_refused: Default::default(),
            int_events: Default::default(),
            int_refused_records: Default::default(),
            int_refused_unbound: Default::default(),
            int_head_we: Default::default(),
            int_head_waddr: Default::default(),
            int_head_wdata: Default::default(),
            int_l_we: Default::default(),
            int_l_waddr: Default::default(),
            int_l_wdata: Default::default(),
            int_l1_we: Default::default(),
            int_l1_waddr: Default::default(),
            int_l1_wdata: Default::default(),
            int_l2_we: Default::default(),
            int_l2_waddr: Default::default(),
            int_l2_wdata: Default::default(),
            int_l3_we: Default::default(),
            int_l3_waddr: Default::default(),
            int_l3_wdata: Default::default(),
            int_l4_we: Default::default(),
            int_l4_waddr: Default::default(),
            int_l4_wdata: Default::default(),
            nscc: Default::default(),
            int_cc: IntEngine::new(int_cccs),
            route_ram: Default::default(),
            k_cccs: Constant::new((1u64 << A).to_bits()),
            k_int_cccs: Constant::new((int_cccs as u64).to_bits()),
            s_v: Default::default(),
            s_in: Default::default(),
            s_ccc: Default::default(),
            s_t: Default::default(),
            s_t_sub: Default::default(),
            s_kind: Default::default(),
            s_bytes: Default::default(),
            s_rtt: Default::default(),
            s_ecn: Default::default(),
            s_pend: Default::default(),
            s_rc: Default::default(),
            s_in_flight: Default::default(),
            s_probe: Default::default(),
            s_probe_rtt: Default::default(),
            s_int_t: Default::default(),
            s_int_seq: Default::default(),
            s_int_snd_nxt: Default::default(),
            s_int_n_flows: Default::default(),
            s_int_n_hops: Default::default(),
            s_int_hops: Default::default(),
            to_int: Default::default(),
            drain: Default::default(),
            cfg_wait: Default::default(),
            ctl_take: Default::default(),
            int_take: Default::default(),
        }
    }
}

impl<const A: usize, const IA: usize, const ILA: usize, const ILB: usize> Logic
    for CcEngine<A, IA, ILA, ILB>
{
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            s_v,
            s_in,
            s_ccc,
            s_t,
            s_t_sub,
            s_kind,
            s_bytes,
            s_rtt,
            s_ecn,
            s_pend,
            s_rc,
            s_in_flight,
            s_probe,
            s_probe_rtt,
            s_int_t,
            s_int_seq,
            s_int_snd_nxt,
            s_int_n_flows,
            s_int_n_hops,
            s_int_hops
        );
        self.nscc.clock.next = self.clock.val();
        self.int_cc.clock.next = self.clock.val();
        self.route_ram.read_clock.next = self.clock.val();
        self.route_ram.write_clock.next = self.clock.val();

        // the held event goes where its CCC's route names (a CCC beyond the NSCC engine: to
        // it, to be refused there)
        self.to_int.next = self.route_ram.read_data.val() & self.s_in.q.val();
        self.nscc.ev_valid.next = self.s_v.q.val() & !self.to_int.val();
        self.int_cc.ev_valid.next = self.s_v.q.val() & self.to_int.val();
        self.drain.next = self.s_v.q.val()
            & ((self.to_int.val() & self.int_cc.ev_ready.val())
                | (!self.to_int.val() & self.nscc.ev_ready.val()));
        self.nscc.ev_ccc.next = self.s_ccc.q.val();
        self.int_cc.ev_ccc.next = self.s_ccc.q.val();
        self.nscc.ev_t.next = self.s_t.q.val();
        self.nscc.ev_t_sub.next = self.s_t_sub.q.val();
        self.nscc.ev_kind.next = self.s_kind.q.val();
        self.nscc.ev_bytes.next = self.s_bytes.q.val();
        self.nscc.ev_rtt.next = self.s_rtt.q.val();
        self.nscc.ev_ecn.next = self.s_ecn.q.val();
        self.nscc.ev_pend.next = self.s_pend.q.val();
        self.nscc.ev_rc.next = self.s_rc.q.val();
        self.nscc.ev_in_flight.next = self.s_in_flight.q.val();
        self.nscc.ev_probe.next = self.s_probe.q.val();
        self.nscc.ev_probe_rtt.next = self.s_probe_rtt.q.val();
        self.int_cc.ev_t.next = self.s_int_t.q.val();
        self.int_cc.ev_seq.next = self.s_int_seq.q.val();
        self.int_cc.ev_snd_nxt.next = self.s_int_snd_nxt.q.val();
        self.int_cc.ev_n_flows.next = self.s_int_n_flows.q.val();
        self.int_cc.ev_n_hops.next = self.s_int_n_hops.q.val();
        self.int_cc.ev_hops.next = self.s_int_hops.q.val();

        // configuration while the port register is empty; it holds events off meanwhile
        self.cfg_wait.next = self.ctl_valid.val() | self.int_cfg_valid.val();
        self.nscc.ctl_valid.next = self.ctl_valid.val() & !self.s_v.q.val();
        self.ctl_ready.next = self.nscc.ctl_ready.val() & !self.s_v.q.val();
        self.int_cc.cfg_valid.next =
            self.int_cfg_valid.val() & !self.s_v.q.val() & !self.ctl_valid.val();
        self.int_cfg_ready.next =
            self.int_cc.cfg_ready.val() & !self.s_v.q.val() & !self.ctl_valid.val();
        self.ctl_take.next = self.ctl_valid.val() & self.ctl_ready.val() & (self.ctl_op.val() == 1);
        self.int_take.next =
            self.int_cfg_valid.val() & self.int_cfg_ready.val() & (self.int_cfg_op.val() == 2);
        self.nscc.cfg_write.next = self.cfg_write.val();
        self.nscc.cfg_profile.next = self.cfg_profile.val();
        self.nscc.cfg_mtu.next = self.cfg_mtu.val();
        self.nscc.cfg_init_cwnd.next = self.cfg_init_cwnd.val();
        self.nscc.cfg_init_bdp.next = self.cfg_init_bdp.val();
        self.nscc.cfg_init_maxwnd.next = self.cfg_init_maxwnd.val();
        self.nscc.cfg_base_rtt.next = self.cfg_base_rtt.val();
        self.nscc.cfg_network_rtt.next = self.cfg_network_rtt.val();
        self.nscc.cfg_target.next = self.cfg_target.val();
        self.nscc.cfg_qa_threshold.next = self.cfg_qa_threshold.val();
        self.nscc.cfg_gamma_target.next = self.cfg_gamma_target.val();
        self.nscc.cfg_qa_gate.next = self.cfg_qa_gate.val();
        self.nscc.cfg_fulfill_bytes.next = self.cfg_fulfill_bytes.val();
        self.nscc.cfg_rate_mant.next = self.cfg_rate_mant.val();
        self.nscc.cfg_rate_exp.next = self.cfg_rate_exp.val();
        self.nscc.cfg_alpha_mant.next = self.cfg_alpha_mant.val();
        self.nscc.cfg_alpha_exp.next = self.cfg_alpha_exp.val();
        self.nscc.cfg_fi_mant.next = self.cfg_fi_mant.val();
        self.nscc.cfg_fi_exp.next = self.cfg_fi_exp.val();
        self.nscc.cfg_fis_mant.next = self.cfg_fis_mant.val();
        self.nscc.cfg_fis_exp.next = self.cfg_fis_exp.val();
        self.nscc.cfg_eta.next = self.cfg_eta.val();
        self.nscc.cfg_network_rtt_sub.next = self.cfg_network_rtt_sub.val();
        self.nscc.ctl_op.next = self.ctl_op.val();
        self.nscc.ctl_ccc.next = self.ctl_ccc.val();
        self.nscc.ctl_profile.next = self.ctl_profile.val();
        self.nscc.ctl_t.next = self.ctl_t.val();
        self.int_cc.cfg_op.next = self.int_cfg_op.val();
        self.int_cc.cfg_addr.next = self.int_cfg_addr.val();
        self.int_cc.cfg_data.next = self.int_cfg_data.val();

        // the route: an NSCC activation (of a CCC the NSCC engine holds) or an INT bind
        self.route_ram.write_enable.next = false;
        self.route_ram.write_address.next = self.ctl_ccc.val().get_bits::<A>(0);
        self.route_ram.write_data.next = false;
        if self.ctl_take.val() {
            self.route_ram.write_enable.next =
                bit_cast::<17, 16>(self.ctl_ccc.val()) < self.k_cccs.val();
        } else if self.int_take.val() {
            self.route_ram.write_enable.next =
                bit_cast::<17, 16>(self.int_cfg_addr.val()) < self.k_cccs.val();
            self.route_ram.write_address.next = self.int_cfg_addr.val().get_bits::<A>(0);
            // BIND_BOUND (164), for a CCC the INT engine holds
            self.route_ram.write_data.next = self.int_cfg_data.val().get_bit(164)
                & (bit_cast::<17, 16>(self.int_cfg_addr.val()) < self.k_int_cccs.val());
        }

        // the port register: refilled in the clock it drains
        self.ev_ready.next = (!self.s_v.q.val() | self.drain.val()) & !self.cfg_wait.val();
        self.route_ram.read_address.next = self.s_ccc.q.val().get_bits::<A>(0);
        if self.drain.val() {
            self.s_v.d.next = false;
        }
        if self.ev_valid.val() & self.ev_ready.val() {
            self.s_v.d.next = true;
            self.s_in.d.next = bit_cast::<17, 16>(self.ev_ccc.val()) < self.k_cccs.val();
            self.s_ccc.d.next = self.ev_ccc.val();
            self.route_ram.read_address.next = self.ev_ccc.val().get_bits::<A>(0);
            self.s_t.d.next = self.ev_t.val();
            self.s_t_sub.d.next = self.ev_t_sub.val();
            self.s_kind.d.next = self.ev_kind.val();
            self.s_bytes.d.next = self.ev_bytes.val();
            self.s_rtt.d.next = self.ev_rtt.val();
            self.s_ecn.d.next = self.ev_ecn.val();
            self.s_pend.d.next = self.ev_pend.val();
            self.s_rc.d.next = self.ev_rc.val();
            self.s_in_flight.d.next = self.ev_in_flight.val();
            self.s_probe.d.next = self.ev_probe.val();
            self.s_probe_rtt.d.next = self.ev_probe_rtt.val();
            self.s_int_t.d.next = self.int_ev_t.val();
            self.s_int_seq.d.next = self.int_ev_seq.val();
            self.s_int_snd_nxt.d.next = self.int_ev_snd_nxt.val();
            self.s_int_n_flows.d.next = self.int_ev_n_flows.val();
            self.s_int_n_hops.d.next = self.int_ev_n_hops.val();
            self.s_int_hops.d.next = self.int_ev_hops.val();
        }

        self.ctl_done.next = self.nscc.ctl_done.val();
        self.ctl_ok.next = self.nscc.ctl_ok.val();
        self.out_valid.next = self.nscc.out_valid.val();
        self.out_ccc.next = self.nscc.out_ccc.val();
        self.out_action.next = self.nscc.out_action.val();
        self.out_fulfill.next = self.nscc.out_fulfill.val();
        self.out_cwnd.next = self.nscc.out_cwnd.val();
        self.refused_ccc_out_of_range.next = self.nscc.refused_ccc_out_of_range.val();
        self.refused_idle.next = self.nscc.refused_idle.val();
        self.refused_not_ready.next = self.nscc.refused_not_ready.val();
        self.refused_event_out_of_range.next = self.nscc.refused_event_out_of_range.val();
        self.ctx_l_we.next = self.nscc.ctx_l_we.val();
        self.ctx_l_addr.next = self.nscc.ctx_l_addr.val();
        self.ctx_l_data.next = self.nscc.ctx_l_data.val();
        self.ctx_q_we.next = self.nscc.ctx_q_we.val();
        self.ctx_q_addr.next = self.nscc.ctx_q_addr.val();
        self.ctx_q_data.next = self.nscc.ctx_q_data.val();
        self.ctx_e_we.next = self.nscc.ctx_e_we.val();
        self.ctx_e_addr.next = self.nscc.ctx_e_addr.val();
        self.ctx_e_data.next = self.nscc.ctx_e_data.val();
        self.ctx_t_we.next = self.nscc.ctx_t_we.val();
        self.ctx_t_addr.next = self.nscc.ctx_t_addr.val();
        self.ctx_t_data.next = self.nscc.ctx_t_data.val();
        self.ctx_i_we.next = self.nscc.ctx_i_we.val();
        self.ctx_i_addr.next = self.nscc.ctx_i_addr.val();
        self.ctx_i_data.next = self.nscc.ctx_i_data.val();
        self.ctx_c_we.next = self.nscc.ctx_c_we.val();
        self.ctx_c_addr.next = self.nscc.ctx_c_addr.val();
        self.ctx_c_data.next = self.nscc.ctx_c_data.val();
        self.int_done.next = self.int_cc.done.val();
        self.int_done_ccc.next = self.int_cc.done_ccc.val();
        self.int_done_branch.next = self.int_cc.done_branch.val();
        self.int_done_update_wc.next = self.int_cc.done_update_wc.val();
        self.int_done_lhcs.next = self.int_cc.done_lhcs.val();
        self.int_done_refused.next = self.int_cc.done_refused.val();
        self.int_events.next = self.int_cc.events.val();
        self.int_refused_records.next = self.int_cc.refused_records.val();
        self.int_refused_unbound.next = self.int_cc.refused_unbound.val();
        self.int_head_we.next = self.int_cc.head_we.val();
        self.int_head_waddr.next = self.int_cc.head_waddr.val();
        self.int_head_wdata.next = self.int_cc.head_wdata.val();
        self.int_l_we.next = self.int_cc.l_we.val();
        self.int_l_waddr.next = self.int_cc.l_waddr.val();
        self.int_l_wdata.next = self.int_cc.l_wdata.val();
        self.int_l1_we.next = self.int_cc.l1_we.val();
        self.int_l1_waddr.next = self.int_cc.l1_waddr.val();
        self.int_l1_wdata.next = self.int_cc.l1_wdata.val();
        self.int_l2_we.next = self.int_cc.l2_we.val();
        self.int_l2_waddr.next = self.int_cc.l2_waddr.val();
        self.int_l2_wdata.next = self.int_cc.l2_wdata.val();
        self.int_l3_we.next = self.int_cc.l3_we.val();
        self.int_l3_waddr.next = self.int_cc.l3_waddr.val();
        self.int_l3_wdata.next = self.int_cc.l3_wdata.val();
        self.int_l4_we.next = self.int_cc.l4_we.val();
        self.int_l4_waddr.next = self.int_cc.l4_waddr.val();
        self.int_l4_wdata.next = self.int_cc.l4_wdata.val();
    }
}

/// The Verilated top of [`CcEngineEcp5`].
pub const CC_ENGINE_TOP: &str = "cc_engine_ecp5";

/// CCCs of [`CcEngineEcp5`] (the NSCC engine's), and of them INT-capable (ids below).
pub const CC_CCCS: usize = 2048;
pub const CC_INT_CCCS: usize = crate::int::int_engine::ECP5_INT_CCCS;

/// The ECP5's instance: 2,048 CCCs, the first 1,024 of which can run HPCC++, Rx-HPCC or
/// FNCC. (The NSCC engine's 4,096 beside the INT engine's 1,024 need 212 DP16KD of the
/// LFE5U-85F's 208: the NSCC engine here holds 2,048.)
pub type CcEngineEcp5 = CcEngine<11, 10, 13, 11>;

/// Verilog of [`CcEngineEcp5`] (top module `top`). Its RAMs carry no collision logic, as
/// the two engines' (`crate::nscc::engine::verilog`): the route is written only while the port
/// register is empty and read for the event taken in a later clock. The route's 2,048
/// bits are distributed RAM (LUTs) with the read register in a flip-flop: in a DP16KD
/// without its output register (5.8 ns to its data) the route led the port's ready chain
/// into the event registers' enables, 62.2 MHz.
pub fn verilog_ecp5() -> String {
    let v = crate::on_big_stack(|| {
        let mut uut = CcEngineEcp5::new(CC_INT_CCCS);
        uut.connect_all();
        crate::rams_without_collision_check(generate_verilog(&uut))
    });
    let module = "module top$route_ram(";
    let mem = "(* no_rw_check *) reg[0:0] mem[";
    match v.find(module).and_then(|m| v[m..].find(mem).map(|k| m + k)) {
        Some(at) => format!(
            "{}(* no_rw_check, ram_style = \"distributed\" *) reg[0:0] mem[{}",
            &v[..at],
            &v[at + mem.len()..]
        ),
        None => v,
    }
}
