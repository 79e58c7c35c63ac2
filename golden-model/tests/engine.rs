//! The multi-CCC engine's golden twin (`golden_model::engine`) against N independent
//! `GoldenCcc`s with events spaced beyond their latency (sequential NSCC): every state
//! field after every event, the refusals, the lifecycle and the profile binding.
//!
//! `NSCC_PROPTEST_CASES` sets the number of random cases (default 256).

mod common;
use common::ack;

use golden_model::config::{CccConfig, CccPhase, RegisterImage};
use golden_model::engine::{
    narrow_view, validate_profile, EngineError, GoldenEngine, ProfileError, Refusal,
    COUNT_STORE_MAX, DEFAULT_CCCS, INC_STORE_MAX, PROFILES,
};
use golden_model::nscc::{CccState, GoldenCcc, HwEvent};
use golden_model::EventKind;
use proptest::prelude::*;

fn cases() -> u32 {
    std::env::var("NSCC_PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(256)
}

/// The reference: one GoldenCcc per CCC, every event presented after the previous one
/// left its pipeline.
#[derive(Clone)]
struct Reference {
    cccs: Vec<Option<GoldenCcc>>,
}

impl Reference {
    fn new(n: usize) -> Reference {
        Reference {
            cccs: vec![None; n],
        }
    }

    fn state(&self, i: usize) -> CccState {
        self.cccs[i].as_ref().map(|g| g.state).unwrap_or_default()
    }

    fn step(&mut self, ccc: u32, ev: &HwEvent) -> Result<golden_model::nscc::StepResult, Refusal> {
        match self.cccs.get_mut(ccc as usize) {
            None => Err(Refusal::CccOutOfRange),
            Some(None) => Err(Refusal::Idle),
            Some(Some(g)) if g.state.phase != CccPhase::Ready => Err(Refusal::NotReady),
            Some(Some(g)) => Ok(g.step(ev)),
        }
    }
}

fn image(c: &CccConfig) -> RegisterImage {
    c.register_image().unwrap()
}

/// Configurations from ordinary to extreme: 1 Gb/s .. 3.2 Tb/s, asymmetric links, base
/// RTTs of 0.5 us .. 2 ms, separate targets, 256 B .. 9000 B packets, QA gates up to 23,
/// the UET AI step, initial windows of one packet.
fn config() -> impl Strategy<Value = CccConfig> {
    (
        prop::sample::select(vec![1u64, 10, 25, 100, 200, 400, 800, 1600, 3200]),
        prop::sample::select(vec![1u64, 10, 100, 400, 800, 3200]),
        prop_oneof![500u64..60_000, 60_000u64..2_000_000],
        prop::option::of(2u64..100_000),
        prop::sample::select(vec![256u32, 1024, 4096, 8192, 9000]),
        any::<bool>(),
        prop_oneof![0u8..6, Just(23u8)],
        prop::option::of(0u8..18),
        any::<bool>(),
    )
        .prop_map(
            |(s, r, rtt_ns, target_ns, mss, trimming, qa_gate, ai_shift, small_init)| {
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
                if small_init {
                    c.init_cwnd = c.mtu() as u64;
                }
                c
            },
        )
        .prop_filter("a configuration the CCC manager accepts", |c| {
            c.register_image().is_ok()
        })
}

/// One step of a random stream: an event (a burst of them) on a CCC, or a config-port
/// request.
#[derive(Clone, Debug)]
enum Op {
    Event { ccc: u32, ev: EventOp },
    Reset(u32),
    Activate(u32, u8),
    Ready(u32),
}

/// The events of an `Op::Event`: `burst` of them, the first `dt_ns` after the previous
/// one, the others `dt_ns % 64` apart.
#[derive(Clone, Copy, Debug)]
struct EventOp {
    burst: u8,
    dt_ns: u32,
    sub_ps: u16,
    kind: u8,
    bytes: u32,
    delay: u32,
    no_rtt: bool,
    ecn: bool,
    pend: u8,
    rc: bool,
    probe: bool,
    in_flight: u32,
}

fn op(n: u32) -> impl Strategy<Value = Op> {
    let event = (
        (
            0..n + 2,
            prop_oneof![4 => Just(1u8), 1 => 2u8..8],
            prop_oneof![
                6 => 0u32..2_000,
                3 => 0u32..100_000,
                1 => 0u32..u32::MAX / 2
            ],
            0u16..1000,
            prop_oneof![12 => Just(0u8), 3 => Just(1u8), 1 => Just(2u8), 1 => Just(3u8)],
            prop_oneof![8 => 1u32..9_000, 1 => 0u32..(1 << 24)],
        ),
        (
            prop_oneof![3 => 0u32..2_000, 3 => 0u32..200_000, 1 => 0u32..(1 << 24)],
            prop::bool::weighted(0.1),
            any::<bool>(),
            prop_oneof![6 => Just(0u8), 1 => 0u8..128],
            prop::bool::weighted(0.1),
            prop::bool::weighted(0.05),
            0u32..(1 << 24),
        ),
    )
        .prop_map(
            |(
                (ccc, burst, dt_ns, sub_ps, kind, bytes),
                (delay, no_rtt, ecn, pend, rc, probe, in_flight),
            )| Op::Event {
                ccc,
                ev: EventOp {
                    burst,
                    dt_ns,
                    sub_ps,
                    kind,
                    bytes,
                    delay,
                    no_rtt,
                    ecn,
                    pend,
                    rc,
                    probe,
                    in_flight,
                },
            },
        );
    prop_oneof![
        40 => event,
        1 => (0..n + 1).prop_map(Op::Reset),
        1 => (0..n + 1, 0u8..PROFILES as u8 + 1).prop_map(|(c, p)| Op::Activate(c, p)),
        1 => (0..n + 1).prop_map(Op::Ready),
    ]
}

impl EventOp {
    /// The hardware event at `t_ns` for a CCC whose base RTT is `base`.
    fn hw_event(&self, t_ns: u32, base: u32) -> HwEvent {
        let kind = [
            EventKind::Ack,
            EventKind::Nack,
            EventKind::Rto,
            EventKind::Send,
        ][self.kind as usize];
        // samples around the base RTT, some below it (a new minimum), some saturating
        let rtt = if self.no_rtt {
            0
        } else {
            (base.max(2) - self.delay % 3 / 2 * (self.delay % base.max(2)) + self.delay)
                .clamp(1, (1 << 24) - 1)
        };
        HwEvent {
            t_ns,
            t_sub_ps: self.sub_ps,
            kind,
            bytes: self.bytes,
            rtt_ns: rtt,
            // the ps within the ns, some beside a base RTT's own (a same-ns new minimum)
            rtt_sub_ps: if rtt == 0 {
                0
            } else {
                (self.sub_ps ^ self.delay as u16) % 1000
            },
            ecn: self.ecn,
            last_hop: false,
            rcv_cwnd_pend: self.pend.min(127),
            rc: self.rc,
            in_flight: self.in_flight,
            probe: self.probe,
            probe_rtt_ns: if self.probe { rtt } else { 0 },
            probe_rtt_sub_ps: if self.probe && rtt != 0 {
                self.sub_ps % 1000
            } else {
                0
            },
        }
    }
}

/// Everything the engine shows for every CCC against the reference.
fn assert_all(engine: &GoldenEngine, reference: &Reference) -> Result<(), TestCaseError> {
    for i in 0..engine.cccs() {
        let got = engine.state(i as u32).unwrap();
        let want = narrow_view(&reference.state(i));
        prop_assert_eq!(got, want, "CCC {}", i);
    }
    Ok(())
}

struct Outcome {
    accepted: u64,
    refused: [u64; 4],
    narrowed: u64,
    actions: [u64; 10],
    fulfills: u64,
}

fn run_stream(
    images: &[RegisterImage],
    n: u32,
    ops: &[Op],
    check_all_every: usize,
) -> Result<Outcome, TestCaseError> {
    let mut engine = GoldenEngine::new(n as usize).unwrap();
    for (p, r) in images.iter().enumerate() {
        engine.load_profile(p as u8, *r).unwrap();
    }
    let mut reference = Reference::new(n as usize);
    // most CCCs start READY on profile i % P; a few stay IDLE or ACTIVE
    let mut t_ns: u32 = 1_000;
    for c in 0..n {
        if c % 7 == 6 {
            continue;
        }
        let p = (c as usize % images.len()) as u8;
        engine.activate(c, p, t_ns).unwrap();
        let mut g = GoldenCcc::idle(images[p as usize]);
        g.activate(t_ns);
        if c % 5 != 4 {
            engine.ready(c).unwrap();
            g.ready();
        }
        reference.cccs[c as usize] = Some(g);
    }
    assert_all(&engine, &reference)?;
    let mut out = Outcome {
        accepted: 0,
        refused: [0; 4],
        narrowed: 0,
        actions: [0; 10],
        fulfills: 0,
    };
    for (k, o) in ops.iter().enumerate() {
        match *o {
            Op::Event { ccc, ev: events } => {
                for b in 0..events.burst {
                    t_ns = t_ns.wrapping_add(if b == 0 {
                        events.dt_ns
                    } else {
                        events.dt_ns % 64
                    });
                    let base = if (ccc as usize) < reference.cccs.len() {
                        reference.state(ccc as usize).base_rtt_ns
                    } else {
                        10_000
                    };
                    let ev = events.hw_event(t_ns, base);
                    let want = reference.step(ccc, &ev);
                    let got = engine.step(ccc, &ev);
                    match (want, got) {
                        (Ok(w), Ok(g)) => {
                            prop_assert_eq!(w, g.result, "op {} ccc {}", k, ccc);
                            prop_assert_eq!(g.ccc, ccc);
                            out.accepted += 1;
                            out.actions[g.result.action as usize] += 1;
                            out.fulfills += g.result.fulfill as u64;
                        }
                        (Err(w), Err(g)) => {
                            prop_assert_eq!(w, g, "op {} ccc {}", k, ccc);
                            out.refused[Refusal::ALL.iter().position(|r| *r == g).unwrap()] += 1;
                        }
                        (w, g) => prop_assert!(false, "op {k} ccc {ccc}: {w:?} vs {g:?}"),
                    }
                    if let Some(i) = ((ccc as usize) < reference.cccs.len()).then_some(ccc as usize)
                    {
                        let s = reference.state(i);
                        // the narrowings that must never engage within a valid profile
                        prop_assert!(s.inc_bytes <= INC_STORE_MAX, "credit {}", s.inc_bytes);
                        prop_assert!(s.received_bytes < 1 << 24, "received");
                        if s.achieved_bytes as u64 > COUNT_STORE_MAX
                            || s.bytes_ignored as u64 > COUNT_STORE_MAX
                            || s.fi_count as u64 > COUNT_STORE_MAX
                        {
                            out.narrowed += 1;
                        }
                        let got = engine.state(ccc).unwrap();
                        // exact where the narrowing must never engage
                        prop_assert_eq!(got.received_bytes, s.received_bytes);
                        prop_assert_eq!(got.inc_bytes, s.inc_bytes);
                        prop_assert_eq!(got, narrow_view(&s), "op {} ccc {}", k, ccc);
                    }
                }
            }
            Op::Reset(c) => {
                let r = engine.reset(c);
                if (c as usize) < reference.cccs.len() {
                    prop_assert!(r.is_ok());
                    reference.cccs[c as usize] = None;
                } else {
                    let is_range_error = matches!(r, Err(EngineError::CccOutOfRange { .. }));
                    prop_assert!(is_range_error);
                }
            }
            Op::Activate(c, p) => {
                let r = engine.activate(c, p, t_ns);
                let expect_ok = (c as usize) < reference.cccs.len()
                    && (p as usize) < images.len()
                    && reference.cccs[c as usize].is_none();
                prop_assert_eq!(r.is_ok(), expect_ok, "activate {} {}: {:?}", c, p, r);
                if expect_ok {
                    let mut g = GoldenCcc::idle(images[p as usize]);
                    g.activate(t_ns);
                    reference.cccs[c as usize] = Some(g);
                    prop_assert_eq!(engine.profile_of(c), Some(p));
                }
            }
            Op::Ready(c) => {
                let r = engine.ready(c);
                let expect_ok = reference
                    .cccs
                    .get(c as usize)
                    .and_then(|g| g.as_ref())
                    .is_some_and(|g| g.state.phase == CccPhase::Active);
                prop_assert_eq!(r.is_ok(), expect_ok);
                if expect_ok {
                    if let Some(Some(g)) = reference.cccs.get_mut(c as usize) {
                        g.ready();
                    }
                }
            }
        }
        if check_all_every > 0 && k % check_all_every == 0 {
            assert_all(&engine, &reference)?;
        }
    }
    assert_all(&engine, &reference)?;
    let counts = engine.refusals();
    for (i, r) in Refusal::ALL.iter().enumerate() {
        prop_assert_eq!(counts.get(*r), out.refused[i], "{:?}", r);
    }
    prop_assert_eq!(engine.applied(), out.accepted);
    Ok(out)
}

/// Fold the CCC ids of a generated stream into an engine of `n` CCCs (ids up to n + 1: some
/// out of range).
fn fold_ids(ops: Vec<Op>, n: u32) -> Vec<Op> {
    ops.into_iter()
        .map(|o| match o {
            Op::Event { ccc, ev } => Op::Event {
                ccc: ccc % (n + 2),
                ev,
            },
            Op::Reset(c) => Op::Reset(c % (n + 1)),
            Op::Activate(c, p) => Op::Activate(c % (n + 1), p),
            Op::Ready(c) => Op::Ready(c % (n + 1)),
        })
        .collect()
}

fn valid_images(configs: &[CccConfig]) -> Vec<RegisterImage> {
    configs
        .iter()
        .map(image)
        .filter(|r| validate_profile(r).is_ok())
        .collect()
}

fn stream() -> impl Strategy<Value = (Vec<CccConfig>, u32, Vec<Op>)> {
    (
        prop::collection::vec(config(), 1..=PROFILES),
        1u32..24,
        prop::collection::vec(op(24), 1..600),
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    /// Random multi-CCC streams (same-CCC bursts, lifecycle requests, out-of-range ids,
    /// huge byte counts and time jumps) on 1..8 profiles of ordinary to extreme
    /// configurations: the engine equals N sequential GoldenCccs, every field, every event.
    #[test]
    fn engine_is_n_sequential_golden_cccs((configs, n, ops) in stream()) {
        let images = valid_images(&configs);
        prop_assume!(!images.is_empty());
        run_stream(&images, n, &fold_ids(ops, n), 16)?;
    }
}

/// The random streams above reach every action, fulfills, saturated counters and every
/// refusal (a fixed sample of them, so that the figures are stable).
#[test]
fn random_streams_cover_every_action_and_refusal() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let mut actions = [0u64; 10];
    let (mut fulfills, mut narrowed, mut accepted) = (0, 0, 0);
    let mut refused = [0u64; 4];
    for _ in 0..cases() {
        let (configs, n, ops) = stream().new_tree(&mut runner).unwrap().current();
        let images = valid_images(&configs);
        if images.is_empty() {
            continue;
        }
        let o = run_stream(&images, n, &fold_ids(ops, n), 16).unwrap();
        for (a, b) in actions.iter_mut().zip(o.actions) {
            *a += b;
        }
        for (a, b) in refused.iter_mut().zip(o.refused) {
            *a += b;
        }
        fulfills += o.fulfills;
        narrowed += o.narrowed;
        accepted += o.accepted;
    }
    println!(
        "{} streams: {accepted} events applied, refused {refused:?}, actions {actions:?}, \
         {fulfills} fulfills, {narrowed} with a saturated counter",
        cases()
    );
    assert!(accepted > 5_000, "{accepted}");
    assert!(actions.iter().all(|&a| a > 0), "{actions:?}");
    assert!(refused[..3].iter().all(|&r| r > 0), "{refused:?}");
    assert!(fulfills > 0 && narrowed > 0, "{fulfills} {narrowed}");
}

/// Every configuration the existing property tests and trace headers use passes the
/// engine's profile check (the credit bound is far below 2^41 for data-centre links), and
/// the check refuses an extreme one with a clear reason.
#[test]
fn profile_check_accepts_data_centre_configs_and_refuses_credit_overflow() {
    for (link, rtt) in [(100, 6_000), (400, 12_507), (800, 24_000), (1600, 20_000)] {
        for mss in [4096, 9000] {
            let c = CccConfig {
                mss,
                ..CccConfig::with_link(link, rtt)
            };
            let r = image(&c);
            assert!(
                validate_profile(&r).is_ok(),
                "{link} Gb/s x {rtt} ns, mss {mss}"
            );
        }
    }
    // 3.2 Tb/s x 2 ms would need a 800 MB window: refused by the register image already;
    // 10 Gb/s x 2 ms with a 1.5 ms target: alpha x target x 8 MTU beyond 2^41
    let c = CccConfig {
        mss: 9000,
        target_qdelay_ps: Some(1_500_000_000),
        ..CccConfig::with_link(10, 2_000_000)
    };
    let r = image(&c);
    let e = validate_profile(&r).unwrap_err();
    assert!(
        matches!(e, ProfileError::CreditRange { bits: 41, .. }),
        "{e}"
    );
    assert!(e.to_string().contains("41-bit credit field"), "{e}");
    let mut engine = GoldenEngine::new(4).unwrap();
    let err = engine.load_profile(0, r).unwrap_err();
    assert!(err.to_string().starts_with("profile 0:"), "{err}");
    // derived fields must be derivable
    let mut bad = image(&CccConfig::with_link(100, 6000));
    bad.qa_threshold_ns += 1;
    assert!(matches!(
        validate_profile(&bad),
        Err(ProfileError::NotDerivable {
            field: "qa_threshold_ns",
            ..
        })
    ));
}

/// Counters pushed far beyond 2^25 (acks of 16 MB within one QA window, delays below
/// 1 us): the engine saturates them at 2^25 - 1 and takes every decision GoldenCcc takes.
#[test]
fn saturating_counters_keep_every_decision() {
    let regs = image(&CccConfig::with_link(100, 12_000));
    let ops: Vec<Op> = (0..40)
        .map(|k| Op::Event {
            ccc: 0,
            ev: EventOp {
                burst: 1,
                dt_ns: if k % 10 == 9 { 30_000 } else { 10 },
                sub_ps: 0,
                kind: if k % 13 == 12 { 1 } else { 0 },
                bytes: (1 << 24) - 1,
                delay: 100,
                no_rtt: false,
                ecn: k % 4 == 3,
                pend: 0,
                rc: false,
                probe: false,
                in_flight: 1 << 20,
            },
        })
        .collect();
    let out = run_stream(&[regs], 1, &ops, 1).unwrap();
    assert!(out.narrowed > 0, "the stream must saturate a counter");
    assert_eq!(out.accepted, 40);
}

fn ready_engine(n: u32, profiles: &[RegisterImage]) -> GoldenEngine {
    let mut e = GoldenEngine::new(n as usize).unwrap();
    for (p, r) in profiles.iter().enumerate() {
        e.load_profile(p as u8, *r).unwrap();
    }
    for c in 0..n {
        e.activate(c, (c as usize % profiles.len()) as u8, 0)
            .unwrap();
        e.ready(c).unwrap();
    }
    e
}

#[test]
fn refusals_are_counted_per_reason_and_touch_no_ccc() {
    let regs = image(&CccConfig::with_link(400, 12_000));
    let mut e = GoldenEngine::new(DEFAULT_CCCS).unwrap();
    e.load_profile(3, regs).unwrap();
    e.activate(10, 3, 0).unwrap();
    e.ready(10).unwrap();
    e.activate(11, 3, 0).unwrap(); // ACTIVE, not READY
    let words: Vec<_> = (0..DEFAULT_CCCS as u32)
        .map(|c| (e.state(c), e.profile_of(c)))
        .collect();
    let ev = ack(100, 4096, 13_000, false);
    assert_eq!(e.step(256, &ev).unwrap_err(), Refusal::CccOutOfRange);
    assert_eq!(e.step(u32::MAX, &ev).unwrap_err(), Refusal::CccOutOfRange);
    assert_eq!(e.step(11, &ev).unwrap_err(), Refusal::NotReady);
    assert_eq!(e.step(0, &ev).unwrap_err(), Refusal::Idle);
    assert_eq!(e.step(255, &ev).unwrap_err(), Refusal::Idle);
    let after: Vec<_> = (0..DEFAULT_CCCS as u32)
        .map(|c| (e.state(c), e.profile_of(c)))
        .collect();
    assert_eq!(words, after, "a refused event changes no context");
    // fields the event port cannot carry: refused even for a READY CCC
    for bad in [
        HwEvent {
            t_sub_ps: 1000,
            ..ev
        },
        HwEvent {
            bytes: 1 << 24,
            ..ev
        },
        HwEvent {
            rtt_ns: u32::MAX,
            ..ev
        },
        HwEvent {
            rcv_cwnd_pend: 128,
            ..ev
        },
    ] {
        assert_eq!(e.step(10, &bad).unwrap_err(), Refusal::EventOutOfRange);
    }
    let after: Vec<_> = (0..DEFAULT_CCCS as u32)
        .map(|c| (e.state(c), e.profile_of(c)))
        .collect();
    assert_eq!(words, after);
    let r = e.refusals();
    assert_eq!(
        (
            r.ccc_out_of_range,
            r.not_ready,
            r.idle,
            r.event_out_of_range
        ),
        (2, 1, 2, 4)
    );
    assert_eq!(r.total(), 9);
    assert_eq!(e.applied(), 0);
    assert!(e.step(10, &ev).is_ok());
    assert_eq!(e.applied(), 1);
    assert_eq!(e.refusals().total(), 9);
    // config-port errors name what is wrong
    assert!(matches!(
        e.activate(256, 3, 0),
        Err(EngineError::CccOutOfRange {
            ccc: 256,
            cccs: 256
        })
    ));
    assert_eq!(e.activate(1, 8, 0), Err(EngineError::ProfileOutOfRange(8)));
    assert_eq!(e.activate(1, 2, 0), Err(EngineError::ProfileNotLoaded(2)));
    assert!(matches!(
        e.activate(10, 3, 0),
        Err(EngineError::Phase {
            ccc: 10,
            phase: CccPhase::Ready,
            ..
        })
    ));
    assert!(matches!(
        e.ready(0),
        Err(EngineError::Phase {
            phase: CccPhase::Idle,
            ..
        })
    ));
    assert_eq!(GoldenEngine::new(0).unwrap_err(), EngineError::CccCount(0));
}

#[test]
fn reset_of_one_ccc_touches_no_other() {
    let a = image(&CccConfig::with_link(400, 12_000));
    let b = image(&CccConfig::with_link(100, 6_000));
    let mut e = ready_engine(16, &[a, b]);
    let mut reference: Vec<GoldenCcc> = (0..16)
        .map(|c| GoldenCcc::new(if c % 2 == 0 { a } else { b }, 0))
        .collect();
    let mut t = 0u32;
    for k in 0..2_000u32 {
        t += 700;
        let c = (k * 7) % 16;
        let ev = ack(t, 4096, 12_000 + (k % 9) * 1_500, k % 5 == 0);
        if c == 5 && k > 1_000 {
            assert_eq!(e.step(c, &ev).unwrap_err(), Refusal::Idle);
            continue;
        }
        assert_eq!(
            e.step(c, &ev).unwrap().result,
            reference[c as usize].step(&ev)
        );
        if k == 1_000 {
            let others: Vec<_> = (0..16)
                .filter(|&i| i != 5)
                .map(|i| (e.state(i), e.profile_of(i)))
                .collect();
            e.reset(5).unwrap();
            let after: Vec<_> = (0..16)
                .filter(|&i| i != 5)
                .map(|i| (e.state(i), e.profile_of(i)))
                .collect();
            assert_eq!(others, after);
            assert_eq!(e.phase(5), Some(CccPhase::Idle));
            assert_eq!(e.profile_of(5), None);
            assert_eq!(e.state(5), Some(CccState::default()));
        }
    }
    for c in 0..16u32 {
        if c != 5 {
            assert_eq!(
                e.state(c).unwrap(),
                narrow_view(&reference[c as usize].state)
            );
        }
    }
    // re-activated on the other profile, CCC 5 starts afresh
    e.activate(5, 0, t).unwrap();
    e.ready(5).unwrap();
    let mut fresh = GoldenCcc::new(a, t);
    let ev = ack(t + 100, 4096, 12_500, false);
    assert_eq!(e.step(5, &ev).unwrap().result, fresh.step(&ev));
    assert_eq!(e.state(5).unwrap(), narrow_view(&fresh.state));
}

#[test]
fn profiles_bind_ccc_to_their_configuration() {
    let fast = image(&CccConfig::with_link(800, 10_000));
    let slow = image(&CccConfig {
        init_cwnd: 4160,
        ..CccConfig::with_link(25, 40_000)
    });
    let mut e = ready_engine(4, &[fast, slow]);
    assert_eq!(e.profile_of(0), Some(0));
    assert_eq!(e.profile_of(1), Some(1));
    assert_eq!(e.state(0).unwrap().maxwnd, fast.init_maxwnd);
    assert_eq!(e.state(1).unwrap().maxwnd, slow.init_maxwnd);
    assert_eq!(e.state(1).unwrap().cwnd, 4160);
    // the same events, different windows: each CCC follows its own profile
    let mut g_fast = GoldenCcc::new(fast, 0);
    let mut g_slow = GoldenCcc::new(slow, 0);
    for k in 0..300u32 {
        let ev = ack(1_000 + k * 2_000, 4096, 9_000 + k % 17 * 800, k % 11 == 0);
        assert_eq!(e.step(0, &ev).unwrap().result, g_fast.step(&ev));
        assert_eq!(e.step(1, &ev).unwrap().result, g_slow.step(&ev));
    }
    assert_eq!(e.state(0).unwrap(), narrow_view(&g_fast.state));
    assert_eq!(e.state(1).unwrap(), narrow_view(&g_slow.state));
    assert_ne!(e.state(0).unwrap().cwnd, e.state(1).unwrap().cwnd);
    // a bound profile cannot be reloaded; once its CCCs are reset it can
    assert_eq!(
        e.load_profile(1, fast),
        Err(EngineError::ProfileInUse {
            profile: 1,
            cccs: 2
        })
    );
    e.reset(1).unwrap();
    e.reset(3).unwrap();
    assert_eq!(e.bound_to(1), 0);
    e.load_profile(1, fast).unwrap();
    assert_eq!(e.profile(1), Some(&fast));
}

/// The BDP the engine derives equals the one GoldenCcc stores, before and after the base
/// RTT falls (a NACK and an ack with RTTs below the base).
#[test]
fn bdp_is_derived_exactly() {
    let r = image(&CccConfig::with_link(400, 12_507));
    let mut e = ready_engine(1, &[r]);
    let mut g = GoldenCcc::new(r, 0);
    assert_eq!(e.state(0).unwrap().bdp, r.init_bdp);
    for (k, rtt) in [12_600u32, 12_400, 12_399, 11_000, 11_500, 9_001]
        .iter()
        .enumerate()
    {
        let mut ev = ack(1_000 * k as u32, 4096, *rtt, false);
        if k == 2 {
            ev.kind = EventKind::Nack;
        }
        let s = e.step(0, &ev).unwrap();
        assert_eq!(s.result, g.step(&ev));
        assert_eq!(e.state(0).unwrap(), narrow_view(&g.state), "{k}");
    }
    assert_eq!(e.state(0).unwrap().base_rtt_ns, 9_001);
}

/// The context layout (`port_map::CONTEXT`) stores every field of the interface map's CCC
/// state once, at most as wide as the state (the counters narrower, see
/// `golden_model::engine`), plus the phase and the profile binding.
#[test]
fn context_layout_covers_the_interface_state() {
    use golden_model::interface::{context_bits, total_bits, CONTEXT, PHASE, STATE};
    let mut stored = 0;
    for f in STATE {
        if matches!(f.name, "action" | "fulfill") {
            // results of the event, not state
            continue;
        }
        // the state's flags are stored apart: fast_active beside the increase credit (its
        // owner), trigger_qa and qa_armed in the T group
        let bits = if f.name == "flags" {
            context_bits("flags") + context_bits("fast_active")
        } else {
            context_bits(f.name)
        };
        assert!(bits <= f.bits, "{}: {bits} stored of {}", f.name, f.bits);
        assert_eq!(
            bits < f.bits,
            matches!(
                f.name,
                "achieved" | "received" | "bytes_ignored" | "fi_count" | "inc_bytes"
            ),
            "{}",
            f.name
        );
        stored += bits;
    }
    assert_eq!(context_bits("phase"), PHASE.bits);
    assert_eq!(context_bits("profile"), 3);
    let all: usize = CONTEXT.iter().map(|g| total_bits(g.fields)).sum();
    assert_eq!(all, stored + PHASE.bits + 3);
    assert_eq!(all, 466);
}
