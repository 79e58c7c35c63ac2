//! Property tests of the EV engines, the receiver credit and the sender's credit rules: no
//! panic on any input, the engine's packed contexts equal the unpacked per-CCC model, and
//! the invariants of `docs/multipath.md`.
//!
//! `NSCC_PROPTEST_CASES` sets the number of random cases (default 256).

use std::collections::HashSet;

use golden_model::multipath::{
    pack, unpack, Feedback, Lfsr, MpCcc, MpConfig, MpEngine, MpRefusal, Source,
    Strategy as EvStrategy, EV_WIRE_MAX,
};
use golden_model::rccc::{
    after, drain_rate, RcccConfig, RcccReceiver, SenderConfig, SenderCredit, CREDIT_MIN,
};
use proptest::prelude::*;

fn cases() -> u32 {
    std::env::var("NSCC_PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(256)
}

fn strategy() -> impl proptest::strategy::Strategy<Value = EvStrategy> {
    prop::sample::select(EvStrategy::ALL.to_vec())
}

fn valid_config() -> impl proptest::strategy::Strategy<Value = MpConfig> {
    (
        strategy(),
        0u8..=8,
        0u8..=4,
        0u8..=15,
        0u8..=15,
        0u8..=15,
        0u8..=15,
        prop_oneof![Just(0u16), 1u16..40, Just(9_766u16)],
        0u8..=31,
    )
        .prop_map(
            |(strategy, ev_bits, reps_bits, e, n, t, c, freeze_units, explore)| MpConfig {
                strategy,
                ev_bits,
                reps_bits,
                pen_ecn: e,
                pen_nack: n,
                pen_timeout: t,
                pen_ev_change: c,
                freeze_units,
                explore_after_freeze: explore,
            },
        )
}

/// Anything, valid or not.
fn any_config() -> impl proptest::strategy::Strategy<Value = MpConfig> {
    (
        strategy(),
        any::<u8>(),
        any::<u8>(),
        any::<[u8; 4]>(),
        any::<u16>(),
        any::<u8>(),
    )
        .prop_map(
            |(strategy, ev_bits, reps_bits, p, freeze_units, explore)| MpConfig {
                strategy,
                ev_bits,
                reps_bits,
                pen_ecn: p[0],
                pen_nack: p[1],
                pen_timeout: p[2],
                pen_ev_change: p[3],
                freeze_units,
                explore_after_freeze: explore,
            },
        )
}

#[derive(Clone, Debug)]
enum Op {
    Next(u32),
    Feedback {
        ccc: u32,
        code: u32,
        ev: u32,
        dt: u32,
    },
    Activate(u32),
    Reset(u32),
}

fn ops(cccs: u32) -> impl proptest::strategy::Strategy<Value = Vec<Op>> {
    let ccc = prop_oneof![8 => 0..cccs, 1 => cccs..cccs + 3, 1 => Just(u32::MAX)];
    let ev = prop_oneof![8 => 0u32..=EV_WIRE_MAX, 1 => Just(EV_WIRE_MAX + 1), 1 => any::<u32>()];
    let op = prop_oneof![
        10 => ccc.clone().prop_map(Op::Next),
        10 => (ccc.clone(), prop_oneof![9 => 0u32..6, 1 => any::<u32>()], ev, 0u32..200_000)
            .prop_map(|(ccc, code, ev, dt)| Op::Feedback { ccc, code, ev, dt }),
        1 => ccc.clone().prop_map(Op::Activate),
        1 => ccc.prop_map(Op::Reset),
    ];
    prop::collection::vec(op, 1..400)
}

/// Invariants of one CCC's state.
fn check_state(cfg: &MpConfig, s: &MpCcc) -> Result<(), TestCaseError> {
    let b = cfg.ring() as u8;
    let n = cfg.evs();
    prop_assert!(s.fresh <= b && s.count <= b, "ring overflow {s:?}");
    prop_assert!(s.head < b, "head {s:?}");
    prop_assert!(s.frozen_head < b.max(1), "frozen head {s:?}");
    prop_assert!((s.idx as usize) < n && (s.xor as usize) < n);
    prop_assert_eq!(s.ev_hi as usize & (n - 1), 0);
    for i in 0..cfg.ring() {
        prop_assert!((s.ring[i] as usize) < n);
    }
    prop_assert!(s.explore <= 31);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    /// Any configuration, any state, any feedback: no panic.
    #[test]
    fn a_ccc_never_panics(cfg in any_config(), seed in any::<u16>(),
                          pen in any::<[u16; 64]>(), ring in any::<[u8; 16]>(),
                          regs in any::<[u8; 8]>(), stamps in any::<(u16, u16)>(),
                          steps in prop::collection::vec((any::<u8>(), any::<u16>(), any::<u32>()), 1..100)) {
        let mut l = Lfsr::new(seed);
        let mut s = MpCcc {
            ready: true,
            ev_hi: stamps.0,
            idx: regs[0],
            xor: regs[1],
            pen,
            ring,
            head: regs[2],
            fresh: regs[3],
            count: regs[4],
            frozen: regs[5] & 1 == 1,
            frozen_head: regs[6],
            freeze_start: stamps.1,
            explore: regs[7],
        };
        for (op, ev, t) in steps {
            if op & 1 == 0 {
                let d = s.next_ev(&cfg, &mut l);
                prop_assert!((d.index as usize) < cfg.evs());
            } else {
                let fb = Feedback::ALL[(op >> 1) as usize % 6];
                s.feedback(&cfg, fb, ev, t);
            }
        }
        let _ = pack(&cfg, &s);
    }

    /// The engine against one unpacked MpCcc per CCC and the same LFSR: every decision,
    /// every effect and every refusal; states equal after every request. So no field
    /// outgrows its width in the context words.
    #[test]
    fn the_engine_is_the_per_ccc_model(cfg in valid_config(), seed in any::<u16>(),
                                       ops in ops(6)) {
        let cccs = 6usize;
        let mut e = MpEngine::new(cfg, cccs, seed).unwrap();
        let mut refs: Vec<MpCcc> = vec![MpCcc::default(); cccs];
        let mut lfsr = Lfsr::new(seed);
        let mut refused = 0u64;
        let mut t = 0u32;
        for op in ops {
            match op {
                Op::Activate(c) => {
                    let got = e.activate(c);
                    match refs.get_mut(c as usize) {
                        None => prop_assert!(got.is_err()),
                        Some(r) if r.ready => prop_assert!(got.is_err()),
                        Some(r) => {
                            prop_assert!(got.is_ok());
                            *r = MpCcc::activate(&cfg, &mut lfsr);
                        }
                    }
                }
                Op::Reset(c) => {
                    let got = e.reset(c);
                    match refs.get_mut(c as usize) {
                        None => prop_assert!(got.is_err()),
                        Some(r) => {
                            prop_assert!(got.is_ok());
                            *r = MpCcc::default();
                        }
                    }
                }
                Op::Next(c) => {
                    let got = e.next_ev(c);
                    match refs.get_mut(c as usize) {
                        None => { prop_assert_eq!(got, Err(MpRefusal::CccOutOfRange)); refused += 1; }
                        Some(r) if !r.ready => { prop_assert_eq!(got, Err(MpRefusal::Idle)); refused += 1; }
                        Some(r) => {
                            let want = r.next_ev(&cfg, &mut lfsr);
                            prop_assert_eq!(got, Ok(want));
                        }
                    }
                }
                Op::Feedback { ccc, code, ev, dt } => {
                    t = t.wrapping_add(dt);
                    let Some(fb) = Feedback::from_code(code) else {
                        e.refuse(MpRefusal::FeedbackOutOfRange);
                        refused += 1;
                        continue;
                    };
                    let got = e.feedback(ccc, fb, ev, t);
                    match refs.get_mut(ccc as usize) {
                        None => { prop_assert_eq!(got, Err(MpRefusal::CccOutOfRange)); refused += 1; }
                        Some(_) if ev > EV_WIRE_MAX => { prop_assert_eq!(got, Err(MpRefusal::EvOutOfRange)); refused += 1; }
                        Some(r) if !r.ready => { prop_assert_eq!(got, Err(MpRefusal::Idle)); refused += 1; }
                        Some(r) => {
                            let want = r.feedback(&cfg, fb, ev as u16, t);
                            prop_assert_eq!(got, Ok(want));
                        }
                    }
                }
            }
            prop_assert_eq!(e.lfsr(), lfsr);
            for (i, r) in refs.iter().enumerate() {
                prop_assert_eq!(e.state(i as u32).unwrap(), *r);
                check_state(&cfg, r)?;
                prop_assert_eq!(unpack(&cfg, &pack(&cfg, r)), *r);
            }
        }
        prop_assert_eq!(e.refusals().total(), refused);
    }

    /// Bitmap and Mixed: an EV with a penalty is chosen only when every EV has one; the
    /// rotation's walk is paid for by the penalties (visits <= decisions + penalty added).
    /// REPS and Mixed: a recycled EV always had clean feedback since the ring was cleared.
    #[test]
    fn penalised_evs_wait_and_only_clean_evs_recycle(cfg in valid_config(), seed in any::<u16>(),
            steps in prop::collection::vec((any::<bool>(), 0u32..6, any::<u16>(), 0u32..50_000), 1..600)) {
        let mut l = Lfsr::new(seed);
        let mut s = MpCcc::activate(&cfg, &mut l);
        let mut clean: HashSet<u8> = HashSet::new();
        let (mut visits, mut decisions, mut added) = (0u64, 0u64, 0u64);
        let mut t = 0u32;
        for (send, code, ev, dt) in steps {
            if send {
                let before = s;
                let unpenalised = (0..cfg.evs()).any(|i| before.penalty(i) == 0);
                let d = s.next_ev(&cfg, &mut l);
                prop_assert_eq!(d.ev, s.ev_hi | d.index as u16);
                if cfg.strategy.has_penalties() {
                    prop_assert_eq!(d.penalty, before.penalty(d.index as usize));
                    if unpenalised {
                        prop_assert_eq!(d.penalty, 0, "{:?} chose a penalised EV", d);
                        prop_assert!(d.source != Source::Fallback);
                    } else if d.source != Source::Recycled {
                        prop_assert_eq!(d.source, Source::Fallback);
                    }
                }
                if d.source == Source::Recycled || d.source == Source::Frozen {
                    prop_assert!(clean.contains(&d.index), "{:?} was never clean", d);
                }
                visits += d.visits as u64;
                decisions += 1;
            } else {
                t = t.wrapping_add(dt);
                let fb = Feedback::ALL[code as usize];
                let i = (ev as usize) & (cfg.evs() - 1);
                let before = s.penalty(i);
                let e = s.feedback(&cfg, fb, ev, t);
                if e.thawed {
                    clean.clear();
                }
                if e.recycled {
                    prop_assert!(fb.is_clean());
                    clean.insert(e.index);
                }
                if cfg.strategy.has_penalties() {
                    added += (s.penalty(i) - before) as u64;
                    if fb.is_clean() {
                        prop_assert_eq!(s.penalty(i), before, "a clean feedback penalised");
                    }
                }
            }
            check_state(&cfg, &s)?;
        }
        if cfg.strategy.has_penalties() {
            prop_assert!(visits <= decisions + added, "{visits} visits, {decisions} decisions, {added} added");
        }
    }

    /// The receiver never grants more than the port drains: over every interval from the
    /// start, granted bytes <= bucket + rate x elapsed; no CCC is granted past its target;
    /// no panic on any request (unknown CCCs and idle ones are refused and counted).
    #[test]
    fn credit_stays_within_the_drain(gbps in 1u64..3200, grant_q in 1u32..256, bucket_extra in 0u32..100_000,
            reqs in prop::collection::vec((0u32..10, 0u32..2000, any::<bool>(), 0u32..400, any::<bool>()), 1..300)) {
        let cfg = RcccConfig {
            rate: drain_rate(gbps * 1_000_000_000, 990_000).unwrap(),
            bucket: grant_q * 256 + bucket_extra,
            grant: grant_q * 256,
            ce_threshold: 2,
        };
        prop_assume!(cfg.validate().is_ok());
        let mut r = RcccReceiver::new(cfg, 8, 0).unwrap();
        for c in 0..6 {
            r.activate(c).unwrap();
        }
        let rate = cfg.rate_bytes_per_ns();
        let mut targets = [0u32; 8];
        let (mut granted, mut t) = (0u64, 0u32);
        let mut refused = 0;
        for (ccc, dq, rts, dt, ecn) in reqs {
            let pt = targets.get(ccc as usize).copied().unwrap_or(0).wrapping_add(dq);
            let res = if rts { r.on_rts(ccc, pt).map(|_| false) } else { r.on_data(ccc, ccc, ecn, false, pt) };
            match res {
                Ok(_) => targets[ccc as usize] = pt,
                Err(_) => refused += 1,
            }
            for _ in 0..dt {
                t += 1;
                if let Some(g) = r.pace(t) {
                    granted += g.bytes as u64;
                    prop_assert!(!after(g.pull_q, targets[g.ccc as usize]), "granted past the target");
                }
                let bound = cfg.bucket as f64 + rate * t as f64;
                prop_assert!(granted as f64 <= bound + 1e-6, "{granted} B granted by {t} ns, bound {bound}");
            }
        }
        let rf = r.refusals();
        prop_assert_eq!(rf.idle + rf.ccc_out_of_range, refused);
        prop_assert_eq!(r.totals().0, granted);
    }

    /// The sender's credit stays in its 25-bit range and below max_credit on any sequence.
    #[test]
    fn sender_credit_stays_in_range(max_credit in 0u32..20_000_000, initial in any::<u32>(), rccc in any::<bool>(),
            ops in prop::collection::vec((0u8..5, any::<u32>(), any::<u32>()), 1..300)) {
        let cfg = SenderConfig { rccc, max_credit, initial_credit: initial, rts_interval_ns: 12_000, mtu: 4160 };
        let mut s = SenderCredit::new(&cfg);
        let cap = max_credit.min((1 << 24) - 1) as i32;
        for (op, a, b) in ops {
            match op {
                0 => { s.on_grant(&cfg, a); }
                1 => s.on_send(&cfg, a),
                2 => s.stop_speculating(),
                3 => { s.pull_target(&cfg, a, b); }
                _ => { s.rts(&cfg, a, b & 1 == 1, b & 2 == 2); }
            }
            prop_assert!(s.credit >= CREDIT_MIN && s.credit <= cap.max(0), "{s:?}");
        }
    }
}

/// A worked example across the engine: 2 CCCs share the LFSR, so their draws interleave in
/// request order (the RTL's behaviour), and refusals change nothing.
#[test]
fn ccc_draws_interleave_in_request_order() {
    let cfg = MpConfig::with(EvStrategy::Reps, 3);
    let mut e = MpEngine::new(cfg, 2, 0x00FF).unwrap();
    e.activate(0).unwrap();
    e.activate(1).unwrap();
    let mut l = Lfsr::new(0x00FF);
    let a = MpCcc::activate(&cfg, &mut l);
    let b = MpCcc::activate(&cfg, &mut l);
    assert_eq!(e.state(0).unwrap().ev_hi, a.ev_hi);
    assert_eq!(e.state(1).unwrap().ev_hi, b.ev_hi);
    let before = e.state(0).unwrap();
    assert_eq!(
        e.feedback(0, Feedback::Good, EV_WIRE_MAX + 1, 0),
        Err(MpRefusal::EvOutOfRange)
    );
    assert_eq!(e.next_ev(7), Err(MpRefusal::CccOutOfRange));
    assert_eq!(e.state(0).unwrap(), before);
    assert_eq!(e.refusals().total(), 2);
    // explorations draw 3 bits each, alternating between the CCCs
    let d0 = e.next_ev(0).unwrap();
    let d1 = e.next_ev(1).unwrap();
    assert_eq!(d0.index as u16, l.draw(3));
    assert_eq!(d1.index as u16, l.draw(3));
    assert_eq!((d0.source, d1.source), (Source::Explore, Source::Explore));
    assert_eq!(d0.ev & 0xFFF8, a.ev_hi);
}

/// `docs/multipath.md`'s trade-off tables are the ones the layout computes.
#[test]
fn the_documented_budget_tables_are_current() {
    use golden_model::multipath::{budget_markdown, ECP5_85F, HX8K};
    let hx = budget_markdown(&HX8K, &[32, 64, 128, 256], &[8, 16, 64, 256], 3);
    let ecp5 = budget_markdown(&ECP5_85F, &[256, 1024, 4096], &[8, 64, 256], 3);
    if std::env::var_os("NSCC_PRINT_BUDGET").is_some() {
        println!("{hx}\n{ecp5}");
    }
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/multipath.md"))
        .expect("docs/multipath.md");
    assert!(
        doc.contains(&hx),
        "docs/multipath.md lacks the HX8K table:\n{hx}"
    );
    assert!(
        doc.contains(&ecp5),
        "docs/multipath.md lacks the ECP5 table:\n{ecp5}"
    );
}
