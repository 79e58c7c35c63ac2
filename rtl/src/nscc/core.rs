//! `NsccCore`: NSCC for one CCC, one event per clock, fixed latency: the pipeline
//! [`NsccDatapath`] (stages 1-29, `docs/pipeline.md`) with every owner block keeping its own
//! state, the lifecycle of the one CCC, and the register image for every stage.
//!
//! Outputs are state taps: each owner register drives its port directly, so the value after
//! the event presented in cycle `c` is on the port of a field owned by stage `k` during cycle
//! `c + k + 1` (the stages of `golden_model::interface::STATE`). `ev_ready` is always high: the core takes an event every clock.

use nscc_rtl_macros::{port_logic, ports};
use rust_hdl::prelude::*;

use crate::blocks::Delay8;
use crate::nscc::datapath::NsccDatapath;

#[ports]
#[derive(LogicBlock, Default)]
pub struct NsccCore {
    pub clock: Signal<In, Clock>,
    // ---- configuration (the golden model's RegisterImage)
    /// Activate the CCC (IDLE/any -> ACTIVE) at time `load_t`; the pipeline must be empty.
    pub load: Signal<In, Bit>,
    pub load_t: Signal<In, Bits<32>>,
    /// ACTIVE -> READY.
    pub start: Signal<In, Bit>,
    #[group(sink)]
    register_image: (),
    // ---- event port
    #[group(sink, only(valid, ready))]
    event_stream: (),
    #[group(sink)]
    event: (),
    // ---- state taps (`golden_model::interface::STATE`: names, widths, owner stages)
    pub phase: Signal<Out, Bits<2>>,
    #[group(source)]
    state: (),
    // ---- lifecycle
    phase_r: DFF<Bits<2>>,
    /// the QA timer's flags (trigger_qa, qa_armed), from its stage to the fast decision's,
    /// where `flags` shows them beside fast_active
    tq_16: Delay8<Bits<2>>,
    /// the pipeline, every owner block keeping its own state
    dp: NsccDatapath,
}

impl Logic for NsccCore {
    #[port_logic]
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, phase_r);
        clock!(self, clock, dp, tq_16);
        self.ev_ready.next = true;
        // ---- lifecycle: IDLE (0) -> ACTIVE (1) on load -> READY (2) on start
        if self.load.val() {
            self.phase_r.d.next = 1.into();
        }
        if self.start.val() && (self.phase_r.q.val() == 1) {
            self.phase_r.d.next = 2.into();
        }
        // ---- one CCC: the owner blocks keep their state; activation loads it
        self.dp.ext.next = false;
        self.dp.load.next = self.load.val();
        self.dp.load_t.next = self.load_t.val();
        self.dp.init_cwnd.next = self.cfg_init_cwnd.val();
        self.dp.init_bdp.next = self.cfg_init_bdp.val();
        self.dp.init_maxwnd.next = self.cfg_init_maxwnd.val();
        self.dp.init_base_rtt.next = self.cfg_base_rtt.val();
        self.dp.init_base_rtt_sub.next = self.cfg_base_rtt_sub.val();
        self.dp.prev_base_rtt.next = 0.into();
        self.dp.prev_base_rtt_sub.next = 0.into();
        self.dp.prev_avg.next = 0.into();
        self.dp.prev_bdp.next = 0.into();
        self.dp.prev_maxwnd.next = 0.into();
        self.dp.prev_achieved.next = 0.into();
        self.dp.prev_received.next = 0.into();
        self.dp.prev_bytes_ignored.next = 0.into();
        self.dp.prev_bytes_to_ignore.next = 0.into();
        self.dp.prev_fi_count.next = 0.into();
        self.dp.prev_fast_active.next = false;
        self.dp.prev_trigger_qa.next = false;
        self.dp.prev_qa_armed.next = false;
        self.dp.prev_qa_start.next = 0.into();
        self.dp.prev_qa_len.next = 0.into();
        self.dp.prev_last_adjust.next = 0.into();
        self.dp.prev_last_adjust_sub.next = 0.into();
        self.dp.prev_last_dec.next = 0.into();
        self.dp.prev6_achieved.next = 0.into();
        self.dp.prev6_received.next = 0.into();
        self.dp.prev6_bytes_ignored.next = 0.into();
        self.dp.prev6_fi_count.next = 0.into();
        self.dp.prev6_qa_start.next = 0.into();
        self.dp.prev6_last_adjust.next = 0.into();
        self.dp.prev6_last_adjust_sub.next = 0.into();
        self.dp.prev6_last_dec.next = 0.into();
        self.dp.prev_cwnd.next = 0.into();
        self.dp.prev_pre_penalty_cwnd.next = 0.into();
        self.dp.prev_penalty_active.next = false;
        self.dp.prev_inc.next = 0.into();
        // ---- the event, only when READY
        self.dp.ev_valid.next = self.ev_valid.val() && (self.phase_r.q.val() == 2);
        connect!(event, self.dp, self);
        // ---- the one register image, for every stage
        self.dp.s1_rate_mant.next = self.cfg_rate_mant.val();
        self.dp.s1_rate_exp.next = self.cfg_rate_exp.val();
        self.dp.s3_fis_mant.next = self.cfg_fis_mant.val();
        self.dp.s3_fis_exp.next = self.cfg_fis_exp.val();
        self.dp.s3_target.next = self.cfg_target.val();
        self.dp.s3_target_sub.next = self.cfg_target_sub.val();
        self.dp.s3_alpha_mant.next = self.cfg_alpha_mant.val();
        self.dp.s3_alpha_exp.next = self.cfg_alpha_exp.val();
        self.dp.s3_network_rtt.next = self.cfg_network_rtt.val();
        self.dp.s6_fi_mant.next = self.cfg_fi_mant.val();
        self.dp.s6_fi_exp.next = self.cfg_fi_exp.val();
        self.dp.s6_mtu.next = self.cfg_mtu.val();
        self.dp.s7_mtu.next = self.cfg_mtu.val();
        self.dp.s7_target.next = self.cfg_target.val();
        self.dp.s7_target_sub.next = self.cfg_target_sub.val();
        self.dp.s7_target_frac.next = self.cfg_target_frac.val();
        self.dp.s7_qa_threshold.next = self.cfg_qa_threshold.val();
        self.dp.s7_qa_threshold_sub.next = self.cfg_qa_threshold_sub.val();
        self.dp.s7_network_rtt.next = self.cfg_network_rtt.val();
        self.dp.s7_network_rtt_sub.next = self.cfg_network_rtt_sub.val();
        self.dp.s7_fulfill_bytes.next = self.cfg_fulfill_bytes.val();
        self.dp.s7_qa_gate.next = self.cfg_qa_gate.val();
        self.dp.s7_gamma_target.next = self.cfg_gamma_target.val();
        self.dp.s20_mtu.next = self.cfg_mtu.val();
        self.dp.s26_mtu.next = self.cfg_mtu.val();
        self.dp.s26_eta.next = self.cfg_eta.val();
        self.dp.s21_eta.next = self.cfg_eta.val();
        // ---- taps
        self.phase.next = self.phase_r.q.val();
        self.base_rtt.next = self.dp.base_rtt.val();
        self.base_rtt_sub.next = self.dp.base_rtt_sub.val();
        self.avg_delay.next = self.dp.avg_delay.val();
        self.action.next = self.dp.action.val();
        self.fulfill.next = self.dp.fulfill.val();
        self.bdp.next = self.dp.bdp.val();
        self.maxwnd.next = self.dp.maxwnd.val();
        self.achieved.next = self.dp.achieved.val();
        self.received.next = self.dp.received.val();
        self.bytes_ignored.next = self.dp.bytes_ignored.val();
        self.bytes_to_ignore.next = self.dp.bytes_to_ignore.val();
        self.fi_count.next = self.dp.fi_count.val();
        self.tq_16.d.next = bits::<2>(0)
            .replace_bit(0, self.dp.trigger_qa.val())
            .replace_bit(1, self.dp.qa_armed.val());
        self.flags.next = (bit_cast::<3, 2>(self.tq_16.q.val()) << 1)
            | bit_cast::<3, 1>(self.dp.fast_active.val().into());
        self.qa_start.next = self.dp.qa_start.val();
        self.qa_len.next = self.dp.qa_len.val();
        self.last_adjust.next = self.dp.last_adjust.val();
        self.last_adjust_sub.next = self.dp.last_adjust_sub.val();
        self.last_dec.next = self.dp.last_dec.val();
        self.inc_bytes.next = self.dp.inc_bytes.val();
        self.cwnd.next = self.dp.cwnd.val();
        self.pre_penalty_cwnd.next = self.dp.pre_penalty_cwnd.val();
        self.penalty_active.next = self.dp.penalty_active.val();
    }
}

/// Verilog of a bare `NsccCore` (top module `top`).
pub fn verilog() -> String {
    crate::verilog_of::<NsccCore>()
}
