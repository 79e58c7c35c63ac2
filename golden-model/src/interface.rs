//! The hardware interface map: the register image, the hardware event and the engine's port
//! groups (declared once in the `nscc-port-map` crate, re-exported here), and the CCC state
//! as the RTL carries it.
//!
//! Each table lists, in wire order, every field's name, width in bits and the pipeline stage
//! that owns it (`docs/pipeline.md`: 0 for inputs, which the input registers take). From these
//! tables derive: the RTL port names (`cfg_<name>`, `ev_<name>`, `<name>`) and widths, which
//! the RTL tests check against the emitted Verilog; the co-simulation's port bindings and
//! state taps (a state field is compared in the cycle after its owner stage commits it); the
//! board protocol's payload layouts (`nscc_rtl::board::board_protocol`: each field big-endian in
//! whole bytes, in table order) and the bit offsets the board top unpacks them at; and the
//! printers. Adding a field touches this map, the golden model that computes it and the RTL
//! that computes it.
//!
//! The `*_values` functions give the golden values in table order: the same order, checked
//! by the tests below.

use crate::config::{CccPhase, RegisterImage};
use crate::hwmath::Gain;
use crate::nscc::{CccState, HwEvent, StepResult};
use crate::EventKind;

/// The port groups (`nscc-port-map`): declared there, used by everything below.
pub use port_map::*;

/// The CCC's lifecycle phase (port `phase`, 2 bits): IDLE 0, ACTIVE 1, READY 2.
pub const PHASE: Field = Field::new("phase", 2, 0);

/// Number of fields of each table (array lengths of the `*_values` functions).
pub const REGISTER_IMAGE_FIELDS: usize = REGISTER_IMAGE.len();
pub const EVENT_FIELDS: usize = EVENT.len();
pub const STATE_FIELDS: usize = STATE.len();

/// The code of an event kind on the `ev_kind` port (the order of `EventKind`).
pub const fn kind_code(k: EventKind) -> u64 {
    match k {
        EventKind::Ack => 0,
        EventKind::Nack => 1,
        EventKind::Send => 2,
        EventKind::Rto => 3,
    }
}

/// The code of a lifecycle phase on the `phase` port.
pub const fn phase_code(p: CccPhase) -> u64 {
    match p {
        CccPhase::Idle => 0,
        CccPhase::Active => 1,
        CccPhase::Ready => 2,
    }
}

/// A gain exponent as its 8-bit two's complement port value.
fn exp_bits(g: Gain) -> u64 {
    g.exp as u8 as u64
}

/// The register image's port values, in [`REGISTER_IMAGE`] order.
pub fn register_image_values(r: &RegisterImage) -> [u64; REGISTER_IMAGE_FIELDS] {
    [
        r.mtu as u64,
        r.init_cwnd as u64,
        r.init_bdp as u64,
        r.init_maxwnd as u64,
        r.base_rtt_ns as u64,
        r.network_rtt_ns as u64,
        r.target_ns as u64,
        r.qa_threshold_ns as u64,
        r.md_gamma_target_q8 as u64,
        r.qa_gate as u64,
        r.fulfill_bytes as u64,
        r.link_rate.mant as u64,
        exp_bits(r.link_rate),
        r.alpha.mant as u64,
        exp_bits(r.alpha),
        r.fi.mant as u64,
        exp_bits(r.fi),
        r.fi_scale.mant as u64,
        exp_bits(r.fi_scale),
        r.eta as u64,
        r.network_rtt_sub_ps as u64,
        r.target_frac as u64,
        r.base_rtt_sub_ps as u64,
        r.target_sub_ps as u64,
        r.qa_threshold_sub_ps as u64,
    ]
}

/// The event's port values, in [`EVENT`] order.
pub fn event_values(e: &HwEvent) -> [u64; EVENT_FIELDS] {
    [
        e.t_ns as u64,
        e.t_sub_ps as u64,
        kind_code(e.kind),
        e.bytes as u64,
        e.rtt_ns as u64,
        e.ecn as u64,
        e.rcv_cwnd_pend as u64,
        e.rc as u64,
        e.in_flight as u64,
        e.probe as u64,
        e.probe_rtt_ns as u64,
        e.rtt_sub_ps as u64,
        e.probe_rtt_sub_ps as u64,
    ]
}

/// The state fields `fast_active`, `trigger_qa` and `qa_armed` as the 3-bit `flags` port.
pub fn flags(s: &CccState) -> u64 {
    s.fast_active as u64 | (s.trigger_qa as u64) << 1 | (s.qa_armed as u64) << 2
}

/// The state after an event and its result, in [`STATE`] order.
pub fn state_values(s: &CccState, r: &StepResult) -> [u64; STATE_FIELDS] {
    [
        s.base_rtt_ns as u64,
        s.avg_delay_q8 as u64,
        r.action.code() as u64,
        r.fulfill as u64,
        s.bdp as u64,
        s.maxwnd as u64,
        s.achieved_bytes as u64,
        s.received_bytes as u64,
        s.bytes_ignored as u64,
        s.bytes_to_ignore as u64,
        s.fi_count as u64,
        flags(s),
        s.qa_start_ns as u64,
        s.qa_len_ns as u64,
        s.last_adjust_ns as u64,
        s.last_adjust_sub_ps as u64,
        s.last_dec_ns as u64,
        s.inc_bytes,
        s.cwnd as u64,
        s.pre_penalty_cwnd as u64,
        s.penalty_active as u64,
        s.base_rtt_sub_ps as u64,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{DUR_BITS, WND_BITS};
    use crate::{Action, CccConfig};

    fn names_unique(t: &[Field]) {
        for (i, a) in t.iter().enumerate() {
            assert!(t[i + 1..].iter().all(|b| b.name != a.name), "{}", a.name);
            assert!(a.bits >= 1 && a.bits <= 64, "{}", a.name);
        }
    }

    #[test]
    fn the_port_maps_stages_are_the_pipelines() {
        use crate::pipeline::Stage;
        assert_eq!(port_map::QUADRANT_STAGE, Stage::Quadrant.index());
        assert_eq!(port_map::EWMA_STAGE, Stage::EwmaCommit.index());
        assert_eq!(port_map::QA_STAGE, Stage::QaTimer.index());
        assert_eq!(port_map::CWND_STAGE, Stage::CwndCommit.index());
    }

    #[test]
    fn tables_are_well_formed() {
        names_unique(REGISTER_IMAGE);
        names_unique(EVENT);
        names_unique(STATE);
        assert_eq!(index_of(STATE, "cwnd"), 18);
        assert_eq!(
            STATE[index_of(STATE, "cwnd")].stage + 1,
            crate::pipeline::LATENCY
        );
        let max_stage = STATE.iter().map(|f| f.stage).max().unwrap();
        assert_eq!(max_stage + 1, crate::pipeline::LATENCY);
    }

    /// Every value fits its field, so nothing is cut on the wire: the widths follow the
    /// golden model's registers (WND_BITS, DUR_BITS).
    #[test]
    fn widths_follow_the_golden_registers() {
        let w = |t: &[Field], n: &str| t[index_of(t, n)].bits as u32;
        assert_eq!(w(REGISTER_IMAGE, "init_maxwnd"), WND_BITS);
        assert_eq!(w(REGISTER_IMAGE, "base_rtt"), DUR_BITS);
        assert_eq!(w(STATE, "cwnd"), WND_BITS);
        assert_eq!(w(STATE, "base_rtt"), DUR_BITS);
        assert!(Action::ALL.len() <= 1 << w(STATE, "action"));
    }

    fn fits(t: &[Field], v: &[u64]) {
        assert_eq!(t.len(), v.len());
        for (f, v) in t.iter().zip(v) {
            assert!(f.bits == 64 || *v < 1 << f.bits, "{} = {v}", f.name);
        }
    }

    #[test]
    fn values_fit_their_fields_and_follow_table_order() {
        let r = CccConfig::default().register_image().unwrap();
        let v = register_image_values(&r);
        fits(REGISTER_IMAGE, &v);
        assert_eq!(v[index_of(REGISTER_IMAGE, "mtu")], r.mtu as u64);
        assert_eq!(v[index_of(REGISTER_IMAGE, "eta")], r.eta as u64);
        assert_eq!(
            v[index_of(REGISTER_IMAGE, "network_rtt")],
            r.network_rtt_ns as u64
        );
        let e = HwEvent {
            t_ns: u32::MAX,
            t_sub_ps: 999,
            kind: EventKind::Rto,
            bytes: 9000,
            rtt_ns: 7,
            ecn: true,
            rcv_cwnd_pend: 127,
            rc: true,
            in_flight: 5,
            probe: true,
            probe_rtt_ns: 11,
            ..HwEvent::default()
        };
        let v = event_values(&e);
        fits(EVENT, &v);
        assert_eq!(v[index_of(EVENT, "kind")], 3);
        assert_eq!(v[index_of(EVENT, "probe_rtt")], 11);
        let mut g = crate::nscc::GoldenCcc::new(r, 0);
        let res = g.step(&e);
        let v = state_values(&g.state, &res);
        fits(STATE, &v);
        assert_eq!(v[index_of(STATE, "cwnd")], g.state.cwnd as u64);
        assert_eq!(
            v[index_of(STATE, "penalty_active")],
            g.state.penalty_active as u64
        );
    }
}
