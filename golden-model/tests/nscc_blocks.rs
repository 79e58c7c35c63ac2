//! The seeds' worked numbers and each NSCC block in isolation, on the fixed-point model.

mod common;
use common::ack;

use golden_model::config::{CccConfig, CccPhase};
use golden_model::nscc::{GoldenCcc, HwEvent};
use golden_model::{Action, EventKind};

/// Reference network: 100 Gb/s x 12 us: BDP 150,000 B, MaxWnd 225,000 B, target 9 us.
fn reference() -> GoldenCcc {
    let cfg = CccConfig::default();
    GoldenCcc::new(cfg.register_image().unwrap(), 0)
}

fn nack(t_ns: u32, bytes: u32) -> HwEvent {
    HwEvent {
        t_ns,
        kind: EventKind::Nack,
        bytes,
        rtt_ns: 20_000,
        in_flight: 50_000,
        ..HwEvent::default()
    }
}

#[test]
fn reference_register_image() {
    let r = CccConfig::default().register_image().unwrap();
    assert_eq!((r.init_bdp, r.init_maxwnd, r.mtu), (150_000, 225_000, 4160));
    assert_eq!(
        (r.base_rtt_ns, r.target_ns, r.qa_threshold_ns),
        (12_000, 9_000, 36_000)
    );
    assert_eq!(r.eta, 614); // 0.15 x 4096
    assert_eq!(r.fulfill_bytes, 8 * 4160);
}

/// An ECN-marked ack with a delay below target (noop): only destination flow control acts.
fn noop_ack(t_ns: u32, bytes: u32, pend: u8, rc: bool) -> HwEvent {
    HwEvent {
        rcv_cwnd_pend: pend,
        rc,
        ..ack(t_ns, bytes, 12_000 + 100, true)
    }
}

#[test]
fn destination_flow_control_seed_example() {
    // nscc-destination-flow-control: 4,096 newly acked bytes x 64 >> 7 = 2,048 B penalty,
    // cwnd 75,776 -> 73,728; the rc flag restores the cwnd from before the penalties.
    let mut c = reference();
    c.set_cwnd(75_776);
    assert_eq!(
        c.step(&noop_ack(1000, 4096, 64, false)).action,
        Action::Noop
    );
    assert_eq!(c.state.cwnd, 73_728);
    c.step(&noop_ack(1100, 4096, 64, false));
    assert_eq!(c.state.cwnd, 71_680);
    c.step(&noop_ack(1200, 4096, 0, true));
    assert_eq!(c.state.cwnd, 75_776);
    assert!(!c.state.penalty_active);
    // 127 is the largest penalty: 127/128 of the newly acked bytes, never below the MTU.
    c.set_cwnd(5000);
    c.step(&noop_ack(1300, 4096, 127, false));
    assert_eq!(c.state.cwnd, 4160);
}

/// The fraction of cwnd (225,000 B at activation) that MD keeps at avg_delay = x target.
fn md_kept_fraction(avg_over_target: f64) -> f64 {
    let mut c = reference();
    c.state.avg_delay_q8 = (9_000.0 * avg_over_target * 256.0) as u32;
    let cut = c.multiplicative_decrease(&ack(0, 4160, 0, true));
    (225_000 - cut) as f64 / 225_000.0
}

#[test]
fn md_seed_kept_fractions() {
    // nscc-notes: with gamma 0.8, 1.5 x target keeps 73 %, 2 x keeps 60 %, and the 50 %
    // floor holds under extreme congestion.
    let k15 = md_kept_fraction(1.5);
    assert!((k15 - (1.0 - 0.8 * 0.5 / 1.5)).abs() < 1e-3, "{k15}");
    assert_eq!((k15 * 100.0).round(), 73.0);
    let k2 = md_kept_fraction(2.0);
    assert!((k2 - 0.6).abs() < 1e-3, "{k2}");
    // 12-bit multiplier operands: cwnd is truncated to 12 significant bits in the product.
    assert!((md_kept_fraction(10.0) - 0.5).abs() < 5e-4);
}

/// An ECN-marked ack whose delay equals the average (so the EWMA keeps it).
fn md_ack(t_ns: u32, avg_ns: u32) -> HwEvent {
    ack(t_ns, 4160, 12_000 + avg_ns, true)
}

#[test]
fn md_at_most_once_per_base_rtt_and_only_above_target() {
    let mut c = reference();
    c.state.avg_delay_q8 = 18_000 << 8;
    c.state.last_adjust_ns = 100_000; // no period fulfill in this test
    assert_eq!(c.step(&md_ack(20_000, 18_000)).action, Action::Md);
    let after = c.state.cwnd;
    assert!(after < 225_000);
    assert_eq!(
        c.step(&md_ack(20_000 + 12_000, 18_000)).action,
        Action::MdSkipped
    );
    assert_eq!(c.state.cwnd, after);
    assert_eq!(c.step(&md_ack(20_000 + 12_001, 18_000)).action, Action::Md);
    c.state.avg_delay_q8 = 9_000 << 8; // average not above target: no decrease
    assert_eq!(c.step(&md_ack(100_000, 9_000)).action, Action::MdSkipped);
}

#[test]
fn quadrant_proportional_increase() {
    let mut c = reference();
    let r = c.step(&ack(1000, 4160, 12_000 + 2_000, false));
    assert_eq!(r.action, Action::Prop);
    assert_eq!(r.delay_ns, 2_000);
    // alpha x bytes x (target - delay) = 4 x 4096 / 12000 x 4160 x 7000.
    let expect = 4.0 * 4096.0 / 12_000.0 * 4160.0 * 7000.0;
    let got = c.state.inc_bytes as f64;
    assert!((got - expect).abs() / expect < 1e-3, "{got} vs {expect}");
    assert_eq!(c.state.cwnd, 225_000);
}

#[test]
fn quadrant_fair_increase() {
    let mut c = reference();
    let r = c.step(&ack(1000, 4160, 12_000 + 9_500, false));
    assert_eq!(r.action, Action::Fair);
    assert_eq!(c.state.inc_bytes, 5 * 4096 * 4160);
}

#[test]
fn quadrant_multiplicative_decrease_and_noop() {
    let mut c = reference();
    c.state.avg_delay_q8 = 30_000 << 8;
    let r = c.step(&ack(20_000, 4160, 12_000 + 40_000, true));
    assert_eq!(r.action, Action::Md);
    assert!(c.state.cwnd < 225_000);
    let cwnd = c.state.cwnd;
    let r = c.step(&ack(20_100, 4160, 12_000 + 1_000, true));
    assert_eq!(r.action, Action::Noop);
    assert_eq!(c.state.cwnd, cwnd);
}

#[test]
fn fast_increase_after_a_window_of_near_zero_delay() {
    let mut c = reference();
    c.set_cwnd(20_000);
    let mut t = 1000;
    let mut actions = vec![];
    for _ in 0..8 {
        actions.push(c.step(&ack(t, 4160, 12_000 + 500, false)).action);
        t += 100;
    }
    // fi_count passes cwnd (20,000 B) on the fifth ack; from then on fast increase holds.
    assert_eq!(&actions[..4], &[Action::Prop; 4]);
    assert!(
        actions[4..].iter().all(|a| *a == Action::Fast),
        "{actions:?}"
    );
    // Each fast step adds 4160 x 0.25.
    assert!(c.state.cwnd >= 20_000 + 4 * 1040 - 4);
    // A sample at or above 1 us ends it.
    assert_eq!(
        c.step(&ack(t, 4160, 12_000 + 1_000, false)).action,
        Action::Prop
    );
    assert_eq!(c.state.fi_count, 0);
}

#[test]
fn fulfill_applies_credit_over_cwnd_plus_eta() {
    let mut c = reference();
    c.set_cwnd(100_000);
    c.state.last_adjust_ns = 0;
    let mut t = 100;
    let mut fulfilled = false;
    let mut n = 0;
    while !fulfilled {
        let r = c.step(&ack(t, 4160, 12_000 + 9_500, false));
        fulfilled = r.fulfill;
        t += 100;
        n += 1;
    }
    // More than 8 x MTU acked: the ninth ack of 4,160 B fulfills. Credit 9 x fi x 4160 / cwnd.
    assert_eq!(n, 9);
    let credit = 9.0 * 20_480.0 * 4160.0 / 100_000.0;
    let grown = c.state.cwnd as f64 - 100_000.0;
    assert!(
        (grown - credit).abs() <= 1.0 + credit * 6e-4,
        "grew {grown}, credit {credit}"
    );
    assert_eq!(c.state.inc_bytes, 0);
    // The period trigger (more than one network RTT since eta) adds eta too.
    let before = c.state.cwnd;
    let r = c.step(&ack(13_000, 100, 12_000 + 9_500, false));
    assert!(r.fulfill);
    assert!(c.state.cwnd >= before + 614);
}

fn qa_setup() -> GoldenCcc {
    let mut c = reference();
    // First event opens the first QA window (21 us = base RTT + target).
    let r = c.step(&ack(1000, 4160, 12_000 + 100, false));
    assert_ne!(r.action, Action::Qa);
    assert!(c.state.qa_armed);
    assert_eq!(c.state.qa_len_ns, 21_000);
    c
}

#[test]
fn qa_fires_after_a_nack_when_starving() {
    let mut c = qa_setup();
    c.step(&nack(2000, 4160));
    assert!(c.state.trigger_qa);
    // Window ends at 22,000 ns; achieved 4,160 B < MaxWnd >> 3 = 28,125 B.
    let r = c.step(&ack(22_001, 4160, 12_000 + 100, false));
    assert_eq!(r.action, Action::Qa);
    // cwnd = max(achieved in the ended window, MTU): only this ack's 4,160 B counted.
    assert_eq!(c.state.cwnd, 4160);
    assert_eq!(c.state.bytes_to_ignore, 100_000);
    assert!(!c.state.trigger_qa);
}

#[test]
fn qa_needs_bad_news() {
    let mut c = qa_setup();
    let r = c.step(&ack(22_001, 4160, 12_000 + 100, false));
    assert_ne!(r.action, Action::Qa);
    assert_eq!(c.state.achieved_bytes, 0); // a new window started anyway
}

#[test]
fn qa_needs_starvation() {
    let mut c = qa_setup();
    c.step(&nack(2000, 4160));
    let mut t = 3000;
    for _ in 0..8 {
        c.step(&ack(t, 4160, 12_000 + 100, false));
        t += 1000;
    }
    // 8 x 4160 = 33,280 B achieved >= 28,125 B: no QA.
    let r = c.step(&ack(22_001, 4160, 12_000 + 100, false));
    assert_ne!(r.action, Action::Qa);
}

#[test]
fn qa_fires_on_extreme_delay_without_nack() {
    let mut c = qa_setup();
    let r = c.step(&ack(22_001, 4160, 12_000 + 36_001, false));
    assert_eq!(r.action, Action::Qa);
}

#[test]
fn stale_ecn_feedback_is_ignored_after_qa() {
    let mut c = qa_setup();
    c.step(&nack(2000, 4160));
    assert_eq!(
        c.step(&ack(22_001, 4160, 12_000 + 100, false)).action,
        Action::Qa
    );
    let cwnd = c.state.cwnd;
    // ECN acks within the in-flight snapshot (100,000 B) are stale.
    let r = c.step(&ack(22_100, 4160, 12_000 + 50_000, true));
    assert_eq!(r.action, Action::Ignored);
    assert_eq!(c.state.cwnd, cwnd);
    // Non-ECN acks are processed normally.
    let r = c.step(&ack(22_200, 4160, 12_000 + 2_000, false));
    assert_eq!(r.action, Action::Prop);
    // A NACK within the snapshot is stale too and does not shrink the window.
    let r = c.step(&nack(22_300, 4160));
    assert_eq!(r.action, Action::Ignored);
}

#[test]
fn nack_reduces_cwnd_and_feeds_the_ewma() {
    let mut c = qa_setup();
    let before = c.state.cwnd;
    let r = c.step(&nack(2000, 4160));
    assert_eq!(r.action, Action::Nack);
    assert_eq!(c.state.cwnd, before - 4160);
    // EWMA moved toward the network RTT (12 us): ~0.0125 x 12,000 ns.
    let avg = c.state.avg_delay_q8 as f64 / 256.0;
    assert!(avg > 140.0 && avg < 160.0, "{avg}");
}

#[test]
fn base_rtt_min_tracking_recomputes_bdp_and_maxwnd() {
    let mut c = reference();
    c.step(&ack(1000, 4160, 8_000, false));
    assert_eq!(c.state.base_rtt_ns, 8_000);
    assert_eq!(c.state.bdp, 100_000); // 8 us x 12.5 B/ns
    assert_eq!(c.state.maxwnd, 150_000);
    assert!(c.state.cwnd <= 150_000);
    c.step(&ack(2000, 4160, 9_000, false));
    assert_eq!(c.state.base_rtt_ns, 8_000, "the base RTT only falls");
}

#[test]
fn ewma_discounts_high_delay_without_ecn() {
    let mut c = reference();
    c.ewma_shifter((50_000, 0), false);
    // sample = base RTT / 4 = 3,000 ns, weight 0.0125 -> 37.5 ns.
    assert_eq!(c.state.avg_delay_q8 >> 8, 37);
    let mut e = reference();
    e.ewma_shifter((50_000, 0), true);
    assert_eq!(e.state.avg_delay_q8 >> 8, 625);
}

#[test]
fn lifecycle_idle_active_ready() {
    let regs = CccConfig::default().register_image().unwrap();
    let mut c = GoldenCcc::idle(regs);
    assert_eq!(c.state.phase, CccPhase::Idle);
    assert_eq!(c.step(&ack(1000, 4160, 12_500, false)).action, Action::None);
    c.activate(0);
    assert_eq!(c.state.phase, CccPhase::Active);
    assert_eq!(c.state.cwnd, 225_000);
    assert_eq!(c.step(&ack(1000, 4160, 12_500, false)).action, Action::None);
    c.ready();
    assert_eq!(c.state.phase, CccPhase::Ready);
    assert_eq!(c.step(&ack(1000, 4160, 12_500, false)).action, Action::Prop);
}

#[test]
fn timers_are_wrap_safe() {
    let mut c = reference();
    let t0 = u32::MAX - 500;
    c.activate(t0);
    c.ready();
    c.step(&ack(t0 + 100, 4160, 12_100, false));
    // 1,000 ns later, across the 2^32 wrap: no period fulfill, no QA window end.
    let r = c.step(&ack(t0.wrapping_add(1_100), 4160, 12_100, false));
    assert!(!r.fulfill);
    // 13 us after activation: the period fulfill runs.
    let r = c.step(&ack(t0.wrapping_add(13_000), 100, 12_100, false));
    assert!(r.fulfill);
}

#[test]
fn send_and_rto_events() {
    let mut c = reference();
    let s = c.state;
    assert_eq!(
        c.step(&HwEvent {
            kind: EventKind::Send,
            bytes: 4160,
            ..HwEvent::default()
        })
        .action,
        Action::None
    );
    assert_eq!(c.state, s);
    c.step(&HwEvent {
        kind: EventKind::Rto,
        bytes: 4160,
        ..HwEvent::default()
    });
    assert_eq!(c.state.cwnd, 225_000 - 4160);
}

#[test]
fn fulfill_after_md_divides_by_the_window_after_the_cut() {
    // NSCC's order on an ack: the quadrant's change (the MD cut), the bounds, then the
    // fulfill, which divides the credit by the window *after* the cut. cwnd 100,000 B,
    // avg_delay = 2 x target (MD keeps 60 %: ~60,000 B), credit 600,000,000 B^2, and more
    // than a network RTT since the last adjustment: the increase is 600e6 / 59,960 = 10,007
    // B plus eta (614), not 600e6 / 100,000 = 6,000.
    let md_then_fulfill = |credit: u64| {
        let mut c = reference();
        c.set_cwnd(100_000);
        c.state.avg_delay_q8 = 18_000 << 8;
        c.state.inc_bytes = credit;
        let r = c.step(&md_ack(20_000, 18_000));
        assert_eq!((r.action, r.fulfill), (Action::Md, true));
        c.state.cwnd
    };
    // Without credit the fulfill adds only eta: the cut window is cwnd - 614, 59,960 B
    // (the MD multiply takes cwnd to 12 significant bits: 3,125 x 2^5).
    let cut_window = md_then_fulfill(0) - 614;
    assert_eq!(cut_window, 59_960);
    let increase = md_then_fulfill(600_000_000) - cut_window;
    let expected = 600_000_000.0 / cut_window as f64 + 614.0;
    assert!(
        (increase as f64 - expected).abs() <= expected * 1e-3,
        "increase {increase}, expected {expected}"
    );
    assert!(increase > 10_500, "divided by the start window: {increase}");
}

#[test]
fn fulfill_period_is_compared_in_ps() {
    // Network RTT 12,000.4 ns. An ack 12,000.4 ns after the last adjustment is not more
    // than a period later (no fulfill); 12,000.44 ns is, though both read 12,000 ns.
    let cfg = CccConfig {
        network_rtt_ps: Some(12_000_400),
        ..CccConfig::default()
    };
    let regs = cfg.register_image().unwrap();
    assert_eq!(
        (regs.network_rtt_ns, regs.network_rtt_sub_ps),
        (12_000, 400)
    );
    let at = |t_ps: u64| HwEvent {
        t_ns: (t_ps / 1000) as u32,
        t_sub_ps: (t_ps % 1000) as u16,
        ..ack(0, 100, 12_100, false)
    };
    let mut c = GoldenCcc::new(regs, 0);
    assert!(!c.step(&at(12_000_400)).fulfill);
    let r = c.step(&at(12_000_440));
    assert!(r.fulfill);
    assert_eq!(
        (c.state.last_adjust_ns, c.state.last_adjust_sub_ps),
        (12_000, 440)
    );
    // The ps part borrows from the ns part: 24,000.839 - 12,000.44 = 12,000.399 ns, not
    // more than the period; 24,000.841 is.
    assert!(!c.step(&at(24_000_839)).fulfill);
    assert!(c.step(&at(24_000_841)).fulfill);
}

/// Every decision compares durations to the ps, as the reference does: on ACKs whose delay
/// lies within a ns of the target or the QA threshold, and whose RTT sets a new base RTT
/// within the base's own ns, the fixed-point model takes the float model's (htsim's)
/// action and fulfill on every event. (With the delay in whole ns, a few hundred ps under
/// the target reads as at it, and the quadrant flips.)
#[test]
fn decisions_compare_to_the_ps_as_the_reference_does() {
    use golden_model::float_model::FloatCcc;
    use golden_model::Event;
    // trace a's configuration: base RTT 12,506.880 ns, target 9,380.160 ns
    let cfg = CccConfig {
        sender_link_bps: 400_000_000_000,
        receiver_link_bps: 400_000_000_000,
        base_rtt_ps: 12_506_880,
        network_rtt_ps: Some(12_506_880),
        target_qdelay_ps: Some(9_380_160),
        trimming: true,
        init_cwnd: 938_016,
        ..CccConfig::default()
    };
    let regs = cfg.register_image().unwrap();
    assert_eq!((regs.target_ns, regs.target_sub_ps), (9_380, 160));
    assert_eq!(
        (regs.qa_threshold_ns, regs.qa_threshold_sub_ps),
        (37_520, 640)
    );
    assert_eq!(regs.target_frac, 40); // 160 x 256 / 1000
    let mut golden = GoldenCcc::new(regs, 0);
    let mut float = FloatCcc::new(&cfg).unwrap();
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut rnd = |n: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % n
    };
    let (mut near_target, mut new_base) = (0, 0);
    let mut t_ps: u64 = 1_000_000;
    for i in 0..20_000u64 {
        t_ps += 200_000 + rnd(2_000_000);
        let base = float.state.base_rtt_ps as u64;
        let around = match rnd(8) {
            // a new minimum within the base's ns, or just above the base
            0 => base - rnd(900) - 1,
            1 => base + rnd(900),
            // the QA threshold
            2 => base + 4 * 9_380_160 - 1_000 + rnd(2_000),
            // the fast-increase bound
            3 => base + 1_000_000 - 1_000 + rnd(2_000),
            // the target
            _ => base + 9_380_160 - 1_000 + rnd(2_000),
        };
        let ev = Event {
            t_ps,
            kind: if rnd(50) == 0 {
                EventKind::Nack
            } else {
                EventKind::Ack
            },
            bytes: 4096,
            rtt_ps: around,
            in_flight: 100_000 + rnd(800_000),
            ..Event::default()
        };
        let want = float.on_event(&ev);
        let got = golden.step_event(&ev);
        assert_eq!(
            (got.action, got.fulfill),
            (want.action, want.fulfill),
            "event {i}: rtt {around} ps, base {base} ps"
        );
        assert_eq!(
            golden.state.base_rtt_ns as u64 * 1000 + golden.state.base_rtt_sub_ps as u64,
            float.state.base_rtt_ps as u64,
            "event {i}: the base RTT to the ps"
        );
        let delay = around as i64 - base as i64;
        near_target += ((delay - 9_380_160).abs() < 1_000) as u32;
        new_base += (around < base && around / 1000 == base / 1000) as u32;
    }
    assert!(
        near_target > 5_000 && new_base > 10,
        "{near_target} {new_base}"
    );
}

/// `is_at_port_widths` is exactly "`at_port_widths` leaves the event as it is", at each
/// field's boundary, and `step` steps a wide event as its saturated copy (the in-place
/// path of the events already at the port's widths is the same model).
#[test]
fn wide_events_step_as_their_saturated_copy() {
    let base = HwEvent {
        in_flight: 50_000,
        ..ack(1_000, 4096, 13_000, false)
    };
    let mut events = vec![base];
    for v in [(1u32 << 24) - 1, 1 << 24, u32::MAX] {
        events.push(HwEvent { bytes: v, ..base });
        events.push(HwEvent { rtt_ns: v, ..base });
        events.push(HwEvent {
            in_flight: v,
            ..base
        });
        events.push(HwEvent {
            probe: true,
            probe_rtt_ns: v,
            ..base
        });
    }
    for v in [999u16, 1000, 1023, 1024, u16::MAX] {
        events.push(HwEvent {
            t_sub_ps: v,
            ..base
        });
        events.push(HwEvent {
            rtt_sub_ps: v,
            ..base
        });
        events.push(HwEvent {
            probe: true,
            probe_rtt_ns: 12_500,
            probe_rtt_sub_ps: v,
            ..base
        });
    }
    for v in [127u8, 128, u8::MAX] {
        events.push(HwEvent {
            rcv_cwnd_pend: v,
            ..base
        });
    }
    for (i, ev) in events.iter().enumerate() {
        let sat = ev.at_port_widths();
        assert_eq!(ev.is_at_port_widths(), sat == *ev, "event {i}: {ev:?}");
        assert!(sat.is_at_port_widths());
        let (mut a, mut b) = (reference(), reference());
        for k in 0..3u32 {
            let (ea, eb) = (
                HwEvent {
                    t_ns: ev.t_ns + k,
                    ..*ev
                },
                HwEvent {
                    t_ns: sat.t_ns + k,
                    ..sat
                },
            );
            assert_eq!(a.step(&ea), b.step(&eb), "event {i}, step {k}");
            assert_eq!(a, b, "event {i}, step {k}");
        }
    }
}
