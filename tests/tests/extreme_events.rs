//! No panic on any event, in any model (issue 15, item 0): every model is driven with
//! arbitrary field values (0, the largest u64 / u32, values just past each hardware width,
//! RTTs of a few ps, times going backwards, cycles near u64::MAX) and must neither panic nor
//! leave its invariants. The rule each model applies to such values is in
//! `docs/reliability.md`.
//!
//! Run them in the dev profile too (`cargo test -p nscc-tests --test extreme_events`): there
//! an integer overflow panics, so they also show that no register arithmetic wraps.
//! `NSCC_PROPTEST_CASES` raises the number of cases (default 256 per property).

use golden_model::config::{CccConfig, DUR_MAX, WND_MAX};
use golden_model::engine::{event_fits_port, GoldenEngine, Refusal, MAX_CCCS};
use golden_model::float_model::FloatCcc;
use golden_model::nscc::{GoldenCcc, HwEvent};
use golden_model::sleek::{GoldenSleek, NsccView, SleekEvent, SleekRegs};
use golden_model::{Event, EventKind};
use proptest::prelude::*;

fn cases() -> u32 {
    std::env::var("NSCC_PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(256)
}

/// A u64 that is often at an edge: 0, 1, a few ps, just below / at / past the 24- and
/// 32-bit widths (in units and in thousands, for ps fields), u64::MAX, or anything.
fn edgy_u64() -> impl Strategy<Value = u64> {
    let w = WND_MAX;
    let d = DUR_MAX * 1000;
    prop_oneof![
        prop::sample::select(vec![
            0u64,
            1,
            2,
            999,
            1000,
            1001,
            w - 1,
            w,
            w + 1,
            d - 1,
            d,
            d + 1000,
            u32::MAX as u64,
            u32::MAX as u64 + 1,
            u64::MAX / 1000,
            u64::MAX - 1,
            u64::MAX,
        ]),
        0u64..4096,
        any::<u64>(),
    ]
}

fn any_kind() -> impl Strategy<Value = EventKind> {
    prop::sample::select(EventKind::ALL.to_vec())
}

prop_compose! {
    /// A trace event with arbitrary fields; `t_ps` is chosen by the stream (see `times`).
    fn any_event()(
        kind in any_kind(),
        ccc in prop_oneof![Just(0u32), Just(1), Just(u32::MAX), any::<u32>()],
        bytes in edgy_u64(),
        psn in edgy_u64(),
        cum_ack in edgy_u64(),
        rtt_ps in edgy_u64(),
        flags in any::<u8>(),
        ooo in any::<u32>(),
        rcv_cwnd_pend in any::<u8>(),
        in_flight in edgy_u64(),
        probe_rtt_ps in edgy_u64(),
    ) -> Event {
        Event {
            t_ps: 0,
            ccc,
            kind,
            bytes,
            psn,
            cum_ack,
            rtt_ps,
            ecn: flags & 1 != 0,
            last_hop: flags & 2 != 0,
            ooo,
            ev: ooo,
            rcv_cwnd_pend,
            rc: flags & 4 != 0,
            in_flight,
            probe: flags & 8 != 0,
            probe_rtt_ps,
            no_base_rtt: flags & 16 != 0,
        }
    }
}

/// Event times: forwards, equal, backwards, jumps to u64::MAX and back to 0.
fn times(n: usize) -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(
        prop_oneof![
            4 => (0u64..100_000).prop_map(|d| d as i128),
            1 => (0u64..u64::MAX).prop_map(|d| -(d as i128 % 1_000_000_000)),
            1 => Just(i128::from(u64::MAX)),
            1 => Just(-i128::from(u64::MAX)),
            1 => any::<u64>().prop_map(i128::from),
        ],
        n,
    )
    .prop_map(|steps| {
        let mut t: i128 = 0;
        steps
            .into_iter()
            .map(|d| {
                t = (t + d).clamp(0, u64::MAX as i128);
                t as u64
            })
            .collect()
    })
}

fn stream() -> impl Strategy<Value = Vec<Event>> {
    prop::collection::vec(any_event(), 1..200).prop_flat_map(|evs| {
        let n = evs.len();
        (Just(evs), times(n)).prop_map(|(mut evs, ts)| {
            for (e, t) in evs.iter_mut().zip(ts) {
                e.t_ps = t;
            }
            evs
        })
    })
}

/// A configuration the trace header could carry that the models accept: links from 1 b/s
/// to 2^40 b/s, base RTTs from 1 ps to 2^40 ps, any network RTT, target, MSS and gate.
fn any_config() -> impl Strategy<Value = CccConfig> {
    (
        prop_oneof![Just(100_000_000_000u64), 1u64..1 << 40],
        prop_oneof![Just(100_000_000_000u64), 1u64..1 << 40],
        prop_oneof![Just(12_000_000u64), 1u64..4, 1u64..1 << 40],
        prop::option::of(prop_oneof![1u64..4, 1u64..1 << 40]),
        prop::option::of(prop_oneof![1u64..4, 1u64..1 << 40]),
        prop_oneof![Just(4096u32), 1u32..65_536],
        any::<bool>(),
        0u8..24,
        prop::option::of(0u8..24),
        prop_oneof![Just(0u64), any::<u64>()],
    )
        .prop_map(
            |(s, r, base, net, target, mss, trimming, qa_gate, ai_shift, init)| CccConfig {
                sender_link_bps: s,
                receiver_link_bps: r,
                base_rtt_ps: base,
                network_rtt_ps: net,
                target_qdelay_ps: target,
                mss,
                mtu: None,
                init_cwnd: init,
                trimming,
                qa_gate,
                ai_shift,
            },
        )
        .prop_filter("a configuration the models accept", |c| {
            c.register_image().is_ok() && FloatCcc::new(c).is_ok()
        })
}

/// An event in hardware widths with every field anywhere in its Rust type (wider than the
/// port included: what a caller of `GoldenCcc::step` could pass).
fn any_hw_event() -> impl Strategy<Value = HwEvent> {
    (
        any::<u32>(),
        any::<u16>(),
        any_kind(),
        prop_oneof![
            Just(0u32),
            Just(WND_MAX as u32),
            Just(u32::MAX),
            any::<u32>()
        ],
        prop_oneof![Just(0u32), Just(1), Just(DUR_MAX as u32), any::<u32>()],
        any::<u8>(),
        any::<u8>(),
        prop_oneof![Just(0u32), Just(WND_MAX as u32 + 1), any::<u32>()],
        prop_oneof![Just(0u32), Just(u32::MAX), any::<u32>()],
    )
        .prop_map(
            |(t_ns, t_sub_ps, kind, bytes, rtt_ns, flags, pend, in_flight, probe_rtt_ns)| HwEvent {
                t_ns,
                t_sub_ps,
                kind,
                bytes,
                rtt_ns,
                ecn: flags & 1 != 0,
                last_hop: flags & 2 != 0,
                rcv_cwnd_pend: pend,
                rc: flags & 4 != 0,
                in_flight,
                probe: flags & 8 != 0,
                probe_rtt_ns,
                rtt_sub_ps: 0,
                probe_rtt_sub_ps: 0,
            },
        )
}

/// The golden CCC's invariants after any event: cwnd in [MTU, MaxWnd], every register in
/// its width.
fn check_golden(g: &GoldenCcc, mtu: u32) -> Result<(), TestCaseError> {
    let s = &g.state;
    prop_assert!(s.maxwnd >= mtu, "MaxWnd {} below the MTU {mtu}", s.maxwnd);
    prop_assert!(
        s.cwnd >= mtu && s.cwnd <= s.maxwnd,
        "cwnd {} outside [{mtu}, {}]",
        s.cwnd,
        s.maxwnd
    );
    prop_assert!(s.maxwnd as u64 <= WND_MAX && s.bdp as u64 <= WND_MAX);
    prop_assert!(s.base_rtt_ns as u64 <= DUR_MAX);
    prop_assert!(s.inc_bytes < 1 << 48);
    prop_assert!(s.qa_len_ns < 1 << 25);
    prop_assert!(s.bytes_to_ignore as u64 <= WND_MAX);
    prop_assert!(s.last_adjust_sub_ps <= 999);
    Ok(())
}

proptest! {
    // most arbitrary configurations are refused (registers too narrow): reject freely
    #![proptest_config(ProptestConfig {
        cases: cases(),
        max_local_rejects: u32::MAX,
        max_global_rejects: u32::MAX,
        ..ProptestConfig::default()
    })]

    /// The float model (htsim's formulas in f64) on arbitrary trace events: no panic (the
    /// fulfill's integer division by a window of 0 bytes was one), every state value a finite,
    /// non-negative number, cwnd at most max(MaxWnd, MTU) unless QA or an RTO left it above.
    #[test]
    fn float_model_takes_any_event(cfg in any_config(), evs in stream(), wide in any::<bool>()) {
        let mut f = FloatCcc::new(&cfg).unwrap();
        if wide {
            f = f.with_wide_credit();
        }
        for ev in &evs {
            f.on_event(ev);
            let s = &f.state;
            for (name, v) in [
                ("cwnd", s.cwnd), ("maxwnd", s.maxwnd), ("bdp", s.bdp),
                ("base_rtt", s.base_rtt_ps), ("avg_delay", s.avg_delay_ps),
                ("inc_bytes", s.inc_bytes), ("received", s.received_bytes),
                ("achieved", s.achieved_bytes), ("fi_count", s.fi_count),
            ] {
                prop_assert!(v.is_finite() && v >= 0.0, "{name} = {v} after {ev:?}");
            }
        }
    }

    /// The golden CCC fed through the host conversions (`HwEvent::from_event`, saturating;
    /// `step_event`, the base-RTT-relative fields at the CCC's base RTT).
    #[test]
    fn golden_ccc_takes_any_trace_event(cfg in any_config(), evs in stream()) {
        let image = cfg.register_image().unwrap();
        let mut relative = GoldenCcc::new(image, 0);
        let mut plain = GoldenCcc::new(image, 0);
        for ev in &evs {
            let hw = HwEvent::from_event(ev);
            prop_assert!(event_fits_port(&hw), "{hw:?}");
            relative.step_event(ev);
            plain.step(&hw);
            for g in [&relative, &plain] {
                check_golden(g, image.mtu)?;
            }
        }
    }

    /// The golden CCC given events in hardware widths with fields wider than the port (a
    /// caller that skips `HwEvent::from_event`): no panic, the invariants hold.
    #[test]
    fn golden_ccc_takes_any_hw_event(cfg in any_config(), evs in prop::collection::vec(any_hw_event(), 1..200)) {
        let image = cfg.register_image().unwrap();
        let mut g = GoldenCcc::new(image, 0);
        for hw in &evs {
            g.step(hw);
            check_golden(&g, image.mtu)?;
        }
    }

    /// The golden engine: any CCC id, any event. An event wider than the port, for a CCC
    /// that does not exist or is not READY, is refused and counted and changes nothing;
    /// every other one is applied with the golden CCC's invariants.
    #[test]
    fn golden_engine_takes_any_event(
        cfg in any_config(),
        evs in prop::collection::vec((prop_oneof![0u32..4, Just(MAX_CCCS as u32), any::<u32>()], any_hw_event()), 1..200),
    ) {
        let image = cfg.register_image().unwrap();
        let mut e = GoldenEngine::new(4).unwrap();
        // a configuration the engine cannot hold is refused at the config port
        prop_assume!(e.load_profile(0, image).is_ok());
        for ccc in 0..3 {
            e.activate(ccc, 0, 0).unwrap();
        }
        e.ready(0).unwrap();
        e.ready(1).unwrap();
        let (mut applied, mut refused) = (0u64, 0u64);
        for (ccc, hw) in &evs {
            let before = e.state(*ccc);
            match e.step(*ccc, hw) {
                Ok(_) => {
                    applied += 1;
                    prop_assert!(event_fits_port(hw) && *ccc < 2);
                    let s = e.state(*ccc).unwrap();
                    prop_assert!(s.cwnd >= image.mtu && s.cwnd <= s.maxwnd && s.maxwnd >= image.mtu);
                }
                Err(r) => {
                    refused += 1;
                    prop_assert_eq!(e.state(*ccc), before, "refused ({:?}) but changed", r);
                    if *ccc >= 4 {
                        prop_assert_eq!(r, Refusal::CccOutOfRange);
                    } else if !event_fits_port(hw) {
                        prop_assert_eq!(r, Refusal::EventOutOfRange);
                    }
                }
            }
        }
        prop_assert_eq!(e.applied(), applied);
        prop_assert_eq!(e.refusals().total(), refused);
    }

    /// SLEEK on arbitrary events and NSCC views (any cwnd, MaxWnd, RTTs): no panic, the FIFO
    /// never above its depth.
    #[test]
    fn sleek_takes_any_event(
        mss in 1u32..65_536,
        target_ns in any::<u32>(),
        init_psn in any::<u32>(),
        evs in prop::collection::vec((any_event(), any::<[u32; 4]>(), 0u64..40, any::<bool>()), 1..200),
    ) {
        let regs = SleekRegs {
            pkt_shift: (31 - mss.leading_zeros()) as u8,
            target_ns: target_ns & DUR_MAX as u32,
            min_rto_ns: 15_000,
        };
        let mut s = GoldenSleek::new(regs, init_psn);
        for (ev, v, gap, pop) in &evs {
            let view = NsccView { cwnd: v[0], maxwnd: v[1], base_rtt_ns: v[2], avg_delay_ns: v[3] };
            s.clock(Some((SleekEvent::from_event(ev), view)), *pop);
            for _ in 0..*gap {
                s.clock(None, *pop);
            }
            prop_assert!(s.fifo_len() <= golden_model::sleek::FIFO_DEPTH);
        }
    }
}
