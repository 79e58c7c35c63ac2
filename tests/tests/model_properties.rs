//! Property tests of the golden model on random event streams: cwnd bounds, no panic or
//! overflow on extreme inputs, and the integer model against the float model.
//!
//! `NSCC_PROPTEST_CASES` raises the number of cases (default 256 per property).

use golden_model::config::CccConfig;
use golden_model::float_model::FloatCcc;
use golden_model::nscc::{GoldenCcc, HwEvent};
use golden_model::pipeline::{CLOCK_PS, LATENCY};
use golden_model::{Action, Event, EventKind};
use proptest::prelude::*;

fn cases() -> u32 {
    std::env::var("NSCC_PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(256)
}

/// A configuration the CCC manager accepts: 10 Gb/s .. 1.6 Tb/s, 1 .. 60 us.
fn config() -> impl Strategy<Value = CccConfig> {
    (
        prop::sample::select(vec![10u64, 25, 100, 200, 400, 800, 1600]),
        prop::sample::select(vec![10u64, 25, 100, 200, 400, 800, 1600]),
        1_000u64..60_000,
        prop::option::of(500u64..30_000),
        prop::sample::select(vec![1024u32, 2048, 4096, 8192]),
        any::<bool>(),
        0u8..6,
        prop::option::of(6u8..14),
        0u64..4,
    )
        .prop_map(
            |(s, r, rtt_ns, target_ns, mss, trimming, qa_gate, ai_shift, init_sel)| {
                let mut c = CccConfig {
                    sender_link_bps: s * 1_000_000_000,
                    receiver_link_bps: r * 1_000_000_000,
                    base_rtt_ps: rtt_ns * 1000,
                    network_rtt_ps: None,
                    target_qdelay_ps: target_ns.map(|t| t * 1000),
                    mss,
                    mtu: None,
                    init_cwnd: 0,
                    trimming,
                    qa_gate,
                    ai_shift,
                };
                if init_sel == 1 {
                    c.init_cwnd = c.mtu() as u64;
                }
                c
            },
        )
        .prop_filter("configuration must be possible", |c| {
            c.register_image().is_ok()
        })
}

#[derive(Clone, Debug)]
struct Step {
    dt_ns: u64,
    kind: EventKind,
    bytes: u64,
    rtt_extra_ns: Option<i64>,
    ecn: bool,
    pend: u8,
    rc: bool,
    in_flight: u64,
    probe: bool,
}

/// Events of one CCC, times in whole ns so that the ps -> ns conversion is exact.
fn steps(extreme: bool) -> impl Strategy<Value = Vec<Step>> {
    let dt = if extreme {
        prop_oneof![
            0u64..2_000,
            0u64..100_000,
            Just(0u64),
            1u64 << 30..1u64 << 34
        ]
        .boxed()
    } else {
        prop_oneof![4 => 0u64..2_000, 1 => 2_000u64..40_000].boxed()
    };
    let bytes = if extreme {
        prop_oneof![Just(0u64), 1u64..20_000, Just(4160), 1u64 << 20..1u64 << 40].boxed()
    } else {
        prop_oneof![Just(4160u64), Just(16_640), 1u64..20_000].boxed()
    };
    let rtt = if extreme {
        prop_oneof![
            Just(None),
            (-100_000i64..1_000_000).prop_map(Some),
            (1i64 << 20..1i64 << 40).prop_map(Some)
        ]
        .boxed()
    } else {
        prop_oneof![1 => Just(None), 6 => (-2_000i64..60_000).prop_map(Some)].boxed()
    };
    let kind = prop_oneof![12 => Just(EventKind::Ack), 2 => Just(EventKind::Nack), 2 => Just(EventKind::Send), 1 => Just(EventKind::Rto)];
    let pend = if extreme {
        prop_oneof![Just(0u8), 0u8..=255].boxed()
    } else {
        prop_oneof![9 => Just(0u8), 1 => 1u8..=127].boxed()
    };
    let in_flight = if extreme {
        (0u64..1u64 << 40).boxed()
    } else {
        (0u64..1_000_000).boxed()
    };
    prop::collection::vec(
        (
            dt,
            kind,
            bytes,
            rtt,
            any::<bool>(),
            pend,
            prop::bool::weighted(0.05),
            in_flight,
            prop::bool::weighted(0.03),
        )
            .prop_map(
                |(dt_ns, kind, bytes, rtt_extra_ns, ecn, pend, rc, in_flight, probe)| Step {
                    dt_ns,
                    kind,
                    bytes,
                    rtt_extra_ns,
                    ecn,
                    pend,
                    rc,
                    in_flight,
                    probe,
                },
            ),
        1..400,
    )
}

/// `min_rtt_ns` keeps RTT samples above a floor (0: anything goes); `min_gap_ns` spaces
/// the events at least that far apart.
fn events(cfg: &CccConfig, steps: &[Step], min_rtt_ns: u64, min_gap_ns: u64) -> Vec<Event> {
    let base_ns = cfg.base_rtt_ps / 1000;
    let mut t_ns = 0u64;
    steps
        .iter()
        .map(|s| {
            t_ns += s.dt_ns.max(min_gap_ns);
            let rtt_ns = s
                .rtt_extra_ns
                .map(|x| (base_ns as i64 + x).max(min_rtt_ns.max(1) as i64) as u64)
                .unwrap_or(0);
            Event {
                t_ps: t_ns * 1000,
                ccc: 1,
                kind: s.kind,
                bytes: s.bytes,
                rtt_ps: if s.probe { 0 } else { rtt_ns * 1000 },
                ecn: s.ecn,
                rcv_cwnd_pend: s.pend.min(127),
                rc: s.rc,
                in_flight: s.in_flight,
                probe: s.probe,
                probe_rtt_ps: if s.probe { rtt_ns * 1000 } else { 0 },
                ..Event::default()
            }
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    /// cwnd stays within [MTU, MaxWnd] after every event, whatever arrives.
    #[test]
    fn cwnd_stays_within_bounds(cfg in config(), steps in steps(false)) {
        let image = cfg.register_image().unwrap();
        let mut g = GoldenCcc::new(image, 0);
        for ev in events(&cfg, &steps, 0, 0) {
            g.step_event(&ev);
            prop_assert!(g.state.cwnd >= image.mtu, "cwnd {} below MTU", g.state.cwnd);
            prop_assert!(g.state.cwnd <= g.state.maxwnd, "cwnd {} above MaxWnd {}", g.state.cwnd, g.state.maxwnd);
            prop_assert!(g.state.maxwnd >= image.mtu);
        }
    }

    /// Extreme inputs (huge byte counts, RTTs, in-flight, time jumps across the 32-bit
    /// timestamp wrap, out-of-range penalties) never panic and keep every register in range.
    #[test]
    fn extreme_inputs_never_overflow(cfg in config(), steps in steps(true)) {
        let image = cfg.register_image().unwrap();
        let mut g = GoldenCcc::new(image, 0);
        let mut f = FloatCcc::new(&cfg).unwrap();
        for ev in events(&cfg, &steps, 0, 0) {
            let hw = HwEvent::from_event(&ev);
            prop_assert!(hw.bytes < 1 << 24 && hw.rtt_ns < 1 << 24 && hw.in_flight < 1 << 24 && hw.rcv_cwnd_pend < 128);
            g.step(&hw);
            f.on_event(&ev);
            let s = &g.state;
            prop_assert!(s.cwnd >= image.mtu && s.cwnd <= s.maxwnd);
            prop_assert!(s.maxwnd < 1 << 24 && s.bdp < 1 << 24 && s.base_rtt_ns < 1 << 24);
            prop_assert!(s.inc_bytes < 1 << 48);
            prop_assert!(s.qa_len_ns < 1 << 25);
        }
    }
}

/// Runs both models on one stream: (events whose actions agree, sorted relative cwnd errors
/// on ack/nack events).
fn compare(cfg: &CccConfig, steps: &[Step]) -> (usize, Vec<f64>) {
    let mut g = GoldenCcc::new(cfg.register_image().unwrap(), 0);
    // htsim's 32-bit credit wraps on fast long-RTT links; compare with the wide one.
    let mut f = FloatCcc::new(cfg).unwrap().with_wide_credit();
    // RTT samples stay above half the configured base RTT, so that MaxWnd stays above the
    // MTU (below it the golden model keeps MaxWnd = MTU where htsim lets it fall). Events
    // are spaced beyond the pipeline latency: this compares the integer arithmetic, not the
    // stale reads of back-to-back events (measured separately).
    let min_gap_ns = LATENCY * CLOCK_PS / 1000;
    let evs = events(cfg, steps, cfg.base_rtt_ps / 2000, min_gap_ns);
    let mut agree = 0usize;
    let mut errs = Vec::new();
    for ev in &evs {
        let gr = g.step_event(ev);
        let fr = f.on_event(ev);
        agree += (gr.action == fr.action) as usize;
        if matches!(ev.kind, EventKind::Ack | EventKind::Nack) {
            errs.push((g.state.cwnd as f64 - f.state.cwnd).abs() / f.state.cwnd.max(1.0));
        }
    }
    errs.sort_by(|a, b| a.total_cmp(b));
    (agree, errs)
}

/// Integer against float over 3,000 seeded random streams, all events pooled. (A single
/// stream can sit on a decision boundary for long: when avg_delay hovers at the target, the
/// ns-tick EWMA with weight 3277/2^18 and htsim's ps EWMA with 0.0125 can pick different
/// quadrants for many events, so the tolerance is stated over the pooled events.) the action
/// agrees on at least 99.95 % of the events, the relative cwnd error has median <= 0.01 %
/// and 99th percentile <= 2 % (measured: 99.998 %, 5.9e-5, 9.8e-3; the p99 comes from
/// events where MD and fulfill coincide: the hardware divides by the cwnd before the cut). (Disagreements come from random samples that land exactly on a
/// decision boundary, e.g. a delay equal to the target, where the EWMA weight 3277/2^18
/// and the ns-truncated average decide differently.)
#[test]
fn integer_vs_float_on_pooled_random_streams() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let strategy = (config(), steps(false));
    let (mut events, mut agree, mut errs) = (0usize, 0usize, Vec::new());
    let mut streams = 0;
    while streams < 3000 {
        let (cfg, steps) = strategy.new_tree(&mut runner).unwrap().current();
        if cfg.register_image().unwrap().init_maxwnd < 4 * cfg.mtu() {
            continue;
        }
        streams += 1;
        let (a, e) = compare(&cfg, &steps);
        events += steps.len();
        agree += a;
        errs.extend(e);
    }
    errs.sort_by(|a, b| a.total_cmp(b));
    let q = |p: f64| errs[((p * errs.len() as f64) as usize).min(errs.len() - 1)];
    let agreement = agree as f64 / events as f64;
    eprintln!("{events} events: action agreement {agreement:.5}, cwnd rel err median {:.2e} p99 {:.2e} max {:.2e}", q(0.5), q(0.99), q(1.0));
    assert!(agreement >= 0.9995, "action agreement {agreement}");
    assert!(q(0.5) <= 1e-4, "median {}", q(0.5));
    assert!(q(0.99) <= 2e-2, "p99 {}", q(0.99));
}

#[test]
fn quick_adapt_word_is_the_same_in_both_models_on_a_simple_stall() {
    // A NACK, then silence until the QA window ends: both models fire QA.
    let cfg = CccConfig::default();
    let mut g = GoldenCcc::new(cfg.register_image().unwrap(), 0);
    let mut f = FloatCcc::new(&cfg).unwrap();
    let mk = |t_ns: u64, kind, rtt_ns: u64| Event {
        t_ps: t_ns * 1000,
        ccc: 1,
        kind,
        bytes: 4160,
        rtt_ps: rtt_ns * 1000,
        in_flight: 50_000,
        ..Event::default()
    };
    for ev in [
        mk(1000, EventKind::Ack, 12_100),
        mk(2000, EventKind::Nack, 13_000),
        mk(30_000, EventKind::Ack, 12_100),
    ] {
        let a = g.step_event(&ev).action;
        let b = f.on_event(&ev).action;
        assert_eq!(a, b, "{ev:?}");
    }
    assert_eq!(
        g.step_event(&mk(40_000, EventKind::Ack, 12_100)).action,
        f.on_event(&mk(40_000, EventKind::Ack, 12_100)).action
    );
    let _ = Action::Qa;
}
