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

use nscc_rtl_macros::{port_logic, ports};
use rust_hdl::prelude::*;

use crate::int::int_engine::{IntEngine, EV_HOPS_BITS, HEAD, LREC};
use crate::nscc::engine::NsccEngine;
use crate::nscc::event_front::EVENT_WORD_BITS;

/// NSCC and INT CCCs behind one event port: 2^A NSCC contexts, 2^IA INT contexts (ids below
/// the INT engine's `cccs`), `ILA = IA + 3` the INT engine's L observation address bits, `ILB = IA + 1` its lanes'
/// L stores' address bits.
#[ports]
#[derive(LogicBlock)]
pub struct CcEngine<const A: usize, const IA: usize, const ILA: usize, const ILB: usize> {
    pub clock: Signal<In, Clock>,
    // ---- the NSCC engine's port (the event port's handshake and CCC id shared), its
    // context writes
    #[group(sink)]
    engine_port: (),
    #[group(source)]
    context_writes: (),
    // ---- the INT fields of the event
    #[group(sink, prefix = "int_ev_", only(t, seq, snd_nxt, n_flows, n_hops))]
    int_event: (),
    pub int_ev_hops: Signal<In, Bits<EV_HOPS_BITS>>,
    // ---- the INT engine's configuration port
    #[group(sink, prefix = "int_cfg_")]
    int_config: (),
    // ---- the INT engine's answers, counters and state writes
    #[group(source, prefix = "int_")]
    int_answers: (),
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
    #[init]
    int_cc: IntEngine<IA, ILA, ILB>,
    // ---- the route: 1 = INT
    route_ram: RAM<Bit, A>,
    k_cccs: Constant<Bits<17>>,
    k_int_cccs: Constant<Bits<17>>,
    // ---- the port register
    s_v: DFF<Bit>,
    s_in: DFF<Bit>,
    /// the event and its CCC id: the port map's event word
    s_word: DFF<Bits<EVENT_WORD_BITS>>,
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
        CcEngine::with_init(CcEngineInit {
            int_cc: IntEngine::new(int_cccs),
            k_cccs: Constant::new((1u64 << A).to_bits()),
            k_int_cccs: Constant::new((int_cccs as u64).to_bits()),
        })
    }
}

impl<const A: usize, const IA: usize, const ILA: usize, const ILB: usize> Logic
    for CcEngine<A, IA, ILA, ILB>
{
    #[port_logic]
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            s_v,
            s_in,
            s_word,
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
        unpack_event!(self.s_word.q.val(), self.nscc, "ev_");
        self.int_cc.ev_ccc.next = event_field!(self.s_word.q.val(), ccc);
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
        connect!(profile_write, self.nscc, self);
        connect!(register_image, self.nscc, self);
        connect!(lifecycle, self.nscc, self, only(op, ccc, profile, t));
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
        self.route_ram.read_address.next = event_field!(self.s_word.q.val(), ccc, A);
        if self.drain.val() {
            self.s_v.d.next = false;
        }
        if self.ev_valid.val() & self.ev_ready.val() {
            self.s_v.d.next = true;
            self.s_in.d.next = bit_cast::<17, 16>(self.ev_ccc.val()) < self.k_cccs.val();
            self.s_word.d.next = pack_event!(EVENT_WORD_BITS, self);
            self.route_ram.read_address.next = self.ev_ccc.val().get_bits::<A>(0);
            self.s_int_t.d.next = self.int_ev_t.val();
            self.s_int_seq.d.next = self.int_ev_seq.val();
            self.s_int_snd_nxt.d.next = self.int_ev_snd_nxt.val();
            self.s_int_n_flows.d.next = self.int_ev_n_flows.val();
            self.s_int_n_hops.d.next = self.int_ev_n_hops.val();
            self.s_int_hops.d.next = self.int_ev_hops.val();
        }

        connect!(lifecycle, self.nscc, self, only(done, ok));
        connect!(result, self, self.nscc);
        connect!(refusals, self, self.nscc);
        connect!(context_writes, self, self.nscc);
        connect!(
            int_answers,
            self,
            self.int_cc,
            dst_prefix = "int_",
            src_prefix = ""
        );
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
