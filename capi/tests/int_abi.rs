//! The INT handle (`nscc_int_*`) called as C calls it: configuration checks with their
//! codes, the refusal of more records than the hardware holds (counted, nothing changes),
//! the handle against the golden model called directly, and no panic on arbitrary inputs.

use std::ffi::CStr;
use std::ptr::{null, null_mut};

mod common;
use common::message;

use golden_model::intcc::fixed::IntGolden;
use golden_model::intcc::{IntAck, IntAlgo, IntHop, IntModel, IntParams};
use nscc_capi::*;
use proptest::prelude::*;

fn default_config() -> NsccIntConfig {
    let mut c = NsccIntConfig::default();
    // SAFETY: valid pointers.
    assert_eq!(
        unsafe { nscc_int_config_default(&mut c, null_mut()) },
        NSCC_OK
    );
    c
}

fn new(c: &NsccIntConfig) -> *mut NsccInt {
    let mut h = null_mut();
    let mut err = NsccError::default();
    // SAFETY: valid pointers.
    let code = unsafe { nscc_int_new(c, &mut h, &mut err) };
    assert_eq!(code, NSCC_OK, "{}", message(&err));
    h
}

fn state(h: *const NsccInt) -> NsccIntState {
    let mut s = NsccIntState::default();
    // SAFETY: a live handle.
    assert_eq!(unsafe { nscc_int_state(h, &mut s, null_mut()) }, NSCC_OK);
    s
}

/// ACK i of a flow through three 100 Gb/s hops whose middle one queues.
fn hops_of(i: u64, qlen: u64) -> [NsccIntHop; 3] {
    let hop = |k: u64, q: u64| NsccIntHop {
        qlen: q,
        ts_ps: 1_000_000 + i * 333_000 + k * 1_000,
        txbytes: i * 4160 + k,
        bps: 100_000_000_000,
    };
    [hop(0, 0), hop(1, qlen), hop(2, 0)]
}

fn ack_of(i: u64) -> NsccIntAck {
    NsccIntAck {
        t_ps: 10_000_000 + i * 333_000,
        cum_ack: i + 1,
        snd_nxt: (i + 30) * 4160,
        n_flows: 4,
    }
}

#[test]
fn configurations_are_checked_with_a_reason() {
    let c = default_config();
    let mut err = NsccError::default();
    // SAFETY: valid pointers and NULL.
    unsafe {
        assert_eq!(nscc_int_config_check(&c, &mut err), NSCC_OK);
        assert_eq!(nscc_int_config_check(null(), &mut err), NSCC_ERR_NULL);
        assert_eq!(message(&err), "cfg is NULL");
        let cases: [(NsccIntConfig, i32, &str); 7] = [
            (NsccIntConfig { t_ps: 0, ..c }, NSCC_ERR_CONFIG, "hpcc_t_ps"),
            (
                NsccIntConfig { eta_ppm: 0, ..c },
                NSCC_ERR_CONFIG,
                "hpcc_eta_ppm",
            ),
            (
                NsccIntConfig { max_stage: 16, ..c },
                NSCC_ERR_CONFIG,
                "max_stage",
            ),
            (
                NsccIntConfig { init_cwnd: 0, ..c },
                NSCC_ERR_CONFIG,
                "init_cwnd",
            ),
            (NsccIntConfig { algo: 3, ..c }, NSCC_ERR_ARG, "algo 3"),
            (NsccIntConfig { model: 2, ..c }, NSCC_ERR_ARG, "model 2"),
            (
                NsccIntConfig { n_speeds: 9, ..c },
                NSCC_ERR_CONFIG,
                "n_speeds",
            ),
        ];
        for (bad, code, why) in cases {
            assert_eq!(nscc_int_config_check(&bad, &mut err), code, "{why}");
            assert_eq!(err.code, code);
            assert!(message(&err).contains(why), "{why}: {}", message(&err));
            let mut h = null_mut();
            assert_eq!(nscc_int_new(&bad, &mut h, &mut err), code, "{why}");
            assert!(h.is_null());
        }
        let mut zero_speed = c;
        zero_speed.speeds_bps[0] = 0;
        assert_eq!(
            nscc_int_config_check(&zero_speed, &mut err),
            NSCC_ERR_CONFIG
        );
        assert!(message(&err).contains("speeds_bps[0]"), "{}", message(&err));
    }
}

#[test]
fn more_records_than_the_hardware_holds_are_refused_and_counted() {
    let c = default_config();
    let h = new(&c);
    let mut out = NsccIntOutput::default();
    let mut err = NsccError::default();
    let nine = [hops_of(0, 0)[0]; 9];
    // SAFETY: a live handle, valid pointers.
    unsafe {
        assert_eq!(
            nscc_int_on_ack(h, &ack_of(0), hops_of(0, 0).as_ptr(), 3, &mut out, &mut err),
            NSCC_OK
        );
        let before = state(h);
        assert_eq!(before.l_hops, 3);
        let code = nscc_int_on_ack(h, &ack_of(1), nine.as_ptr(), 9, &mut out, &mut err);
        assert_eq!(code, NSCC_ERR_REFUSED);
        assert!(message(&err).contains("9 INT records"), "{}", message(&err));
        // a count far beyond the records passed is refused before any is read
        let code = nscc_int_on_ack(h, &ack_of(1), nine.as_ptr(), u32::MAX, &mut out, &mut err);
        assert_eq!(code, NSCC_ERR_REFUSED);
        let after = state(h);
        assert_eq!(after.refused, 2);
        assert_eq!(
            NsccIntState {
                refused: 0,
                ..after
            },
            NsccIntState {
                refused: 0,
                ..before
            }
        );
        // NULL records with a count: refused as NULL; none: an ACK without INT
        assert_eq!(
            nscc_int_on_ack(h, &ack_of(1), null(), 3, &mut out, &mut err),
            NSCC_ERR_NULL
        );
        assert_eq!(
            nscc_int_on_ack(h, &ack_of(1), null(), 0, &mut out, &mut err),
            NSCC_OK
        );
        assert_eq!(out.action, NSCC_INT_ACTION_NONE);
        assert_eq!(
            nscc_int_on_ack(null_mut(), &ack_of(1), null(), 0, &mut out, &mut err),
            NSCC_ERR_NULL
        );
        nscc_int_free(h);
        nscc_int_free(null_mut());
    }
}

/// The handle computes what the golden model (and the f64 model) computes, called directly,
/// for every algorithm.
#[test]
fn an_int_handle_is_the_model() {
    for (algo, code) in [
        (IntAlgo::Hpcc, NSCC_INT_HPCC),
        (IntAlgo::RxHpcc, NSCC_INT_RX_HPCC),
        (IntAlgo::Fncc, NSCC_INT_FNCC),
    ] {
        let c = NsccIntConfig {
            algo: code,
            ..default_config()
        };
        let p = IntParams {
            algo,
            t_ps: c.t_ps,
            eta_ppm: c.eta_ppm,
            max_stage: c.max_stage,
            wai: c.wai,
            w_init: c.init_cwnd,
            alpha_ppm: c.alpha_ppm,
            beta_ppm: c.beta_ppm,
            mtu: c.mtu,
        };
        let mut g = IntGolden::new(&p).unwrap();
        g.profile.add_speed(100_000_000_000).unwrap();
        let mut f = golden_model::intcc::float::IntFloat::new(&p).unwrap();
        let hg = new(&c);
        let hf = new(&NsccIntConfig {
            model: NSCC_INT_FLOAT,
            ..c
        });
        let mut actions = std::collections::BTreeSet::new();
        for i in 0..400u64 {
            let q = if (100..250).contains(&i) {
                200_000
            } else {
                (i % 7) * 4160
            };
            let hops = hops_of(i, q);
            let recs: Vec<IntHop> = hops
                .iter()
                .map(|h| IntHop {
                    qlen: h.qlen,
                    ts_ps: h.ts_ps,
                    txbytes: h.txbytes,
                    bps: h.bps,
                })
                .collect();
            let a = ack_of(i);
            let ack = IntAck {
                t_ps: a.t_ps,
                cum_ack: a.cum_ack,
                snd_nxt: a.snd_nxt,
                n_flows: a.n_flows,
                hops: &recs,
            };
            let gs = g.step(&ack);
            let fs = f.step(&ack);
            let (mut og, mut of) = (NsccIntOutput::default(), NsccIntOutput::default());
            // SAFETY: live handles, valid pointers.
            unsafe {
                assert_eq!(
                    nscc_int_on_ack(hg, &a, hops.as_ptr(), 3, &mut og, null_mut()),
                    NSCC_OK
                );
                assert_eq!(
                    nscc_int_on_ack(hf, &a, hops.as_ptr(), 3, &mut of, null_mut()),
                    NSCC_OK
                );
            }
            assert_eq!(og.w_q8, g.ccc.s.w, "{algo:?} ACK {i}");
            assert_eq!(og.wc_q8, g.ccc.s.wc, "{algo:?} ACK {i}");
            assert_eq!(og.u_q20, u64::from(g.ccc.s.u), "{algo:?} ACK {i}");
            assert_eq!(og.inc_stage, IntModel::inc_stage(&g));
            assert_eq!(og.action, gs.action() as u32);
            assert_eq!(og.branch, gs.branch as u32);
            assert_eq!(og.update_wc != 0, gs.update_wc);
            assert_eq!(og.lhcs != 0, gs.lhcs);
            assert_eq!(of.action, fs.action() as u32);
            assert_eq!(of.cwnd, f.w.round_ties_even() as u64, "{algo:?} ACK {i}");
            assert_eq!(
                of.rate_bps,
                (f.w * 8e12 / p.t_ps as f64).round_ties_even() as u64
            );
            actions.insert(og.action);
        }
        assert!(actions.len() >= 2, "{algo:?}: {actions:?}");
        let s = state(hg);
        assert_eq!(s.events, 400);
        assert_eq!((s.algo, s.model), (code, NSCC_INT_GOLDEN));
        assert_eq!(state(hf).model, NSCC_INT_FLOAT);
        // SAFETY: handles from nscc_int_new, freed once.
        unsafe {
            nscc_int_free(hg);
            nscc_int_free(hf);
        }
    }
}

#[test]
fn action_words_are_the_trace_words() {
    for (code, word) in [
        (NSCC_INT_ACTION_NONE, "none"),
        (NSCC_INT_ACTION_AI, "ai"),
        (NSCC_INT_ACTION_MIMD, "mimd"),
        (NSCC_INT_ACTION_LHCS, "lhcs"),
        (99, "?"),
    ] {
        // SAFETY: a static NUL-terminated string.
        let w = unsafe { CStr::from_ptr(nscc_int_action_word(code).0) };
        assert_eq!(w.to_str().unwrap(), word);
    }
}

/// Configurations the property test found valid (it must exercise the per-ACK path).
static VALID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

fn hop_strategy() -> impl Strategy<Value = NsccIntHop> {
    let any_or_edge = || prop_oneof![any::<u64>(), 0..10_000_000u64, Just(u64::MAX), Just(0)];
    (
        any_or_edge(),
        any_or_edge(),
        any_or_edge(),
        prop_oneof![
            Just(0u64),
            Just(100_000_000_000),
            Just(400_000_000_000),
            any::<u64>()
        ],
    )
        .prop_map(|(qlen, ts_ps, txbytes, bps)| NsccIntHop {
            qlen,
            ts_ps,
            txbytes,
            bps,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("NSCC_PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(128)
    ))]

    /// Arbitrary configurations and ACKs through the ABI: every call returns a status code
    /// (never NSCC_ERR_PANIC), a handle is never poisoned, outputs stay within the widths.
    #[test]
    fn arbitrary_inputs_never_panic(
        // mostly valid values, each field sometimes out of range
        algo in prop_oneof![8 => 0u32..3, 1 => any::<u32>()],
        model in prop_oneof![8 => 0u32..2, 1 => any::<u32>()],
        t_ps in prop_oneof![8 => 1..20_000_000u64, 1 => Just(0u64), 1 => any::<u64>()],
        eta_ppm in prop_oneof![8 => 1..2_000_001u32, 1 => Just(0u32), 1 => any::<u32>()],
        max_stage in prop_oneof![8 => 0u32..16, 1 => any::<u32>()],
        wai in prop_oneof![8 => 0..100_000u64, 1 => any::<u64>()],
        init_cwnd in prop_oneof![8 => 1..10_000_000u64, 1 => Just(0u64), 1 => any::<u64>()],
        alpha_ppm in prop_oneof![8 => 0..3_000_000u32, 1 => any::<u32>()],
        beta_ppm in prop_oneof![8 => 0..3_000_000u32, 1 => any::<u32>()],
        mtu in prop_oneof![8 => 1..10_000u32, 1 => Just(0u32), 1 => any::<u32>()],
        n_speeds in prop_oneof![8 => 0u32..=8, 1 => any::<u32>()],
        speeds in prop::array::uniform8(prop_oneof![8 => 1..1_000_000_000_000u64, 1 => Just(0u64), 1 => any::<u64>()]),
        auto_speeds in prop_oneof![8 => 0u8..2, 1 => any::<u8>()],
        acks in prop::collection::vec(
            (any::<u64>(), any::<u64>(), any::<u64>(), prop_oneof![Just(0u64), 1..70_000u64, any::<u64>()],
             prop::collection::vec(hop_strategy(), 0..11)),
            1..40),
    ) {
        let c = NsccIntConfig {
            algo, model, t_ps, wai, init_cwnd, eta_ppm, max_stage, alpha_ppm, beta_ppm, mtu,
            n_speeds, speeds_bps: speeds, auto_speeds,
        };
        let mut err = NsccError::default();
        let mut h = null_mut();
        // SAFETY: valid pointers; the handle is freed once below.
        let code = unsafe { nscc_int_new(&c, &mut h, &mut err) };
        prop_assert!([NSCC_OK, NSCC_ERR_CONFIG, NSCC_ERR_ARG].contains(&code), "{code}: {}", message(&err));
        // SAFETY: as above.
        prop_assert_eq!(unsafe { nscc_int_config_check(&c, &mut err) }, code);
        if code != NSCC_OK {
            prop_assert!(h.is_null());
            return Ok(());
        }
        VALID.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let mut refused = 0;
        for (t, cum, nxt, n, hops) in &acks {
            let a = NsccIntAck { t_ps: *t, cum_ack: *cum, snd_nxt: *nxt, n_flows: *n };
            let mut o = NsccIntOutput::default();
            // SAFETY: a live handle; hops.len() records at hops.as_ptr().
            let code = unsafe {
                nscc_int_on_ack(h, &a, hops.as_ptr(), hops.len() as u32, &mut o, &mut err)
            };
            if hops.len() > NSCC_INT_MAX_HOPS {
                prop_assert_eq!(code, NSCC_ERR_REFUSED);
                refused += 1;
                continue;
            }
            prop_assert_eq!(code, NSCC_OK, "{}", message(&err));
            prop_assert!(o.w_q8 <= ((1u64 << 32) - 1) << 8);
            prop_assert!(o.wc_q8 <= ((1u64 << 32) - 1) << 8);
            prop_assert!(o.u_q20 < 1 << 28);
            prop_assert!(o.inc_stage <= 15);
            prop_assert!(o.action <= NSCC_INT_ACTION_LHCS);
            // SAFETY: a live handle.
            let _ = unsafe { nscc_int_add_speed(h, *n, &mut err) };
        }
        let s = state(h);
        prop_assert_eq!(s.refused, refused);
        prop_assert_eq!(s.events + s.refused, acks.len() as u64);
        // SAFETY: from nscc_int_new, freed once.
        unsafe { nscc_int_free(h) };
    }
}

/// The property test above reaches the per-ACK path on a good share of its cases.
#[test]
fn arbitrary_inputs_reach_the_per_ack_path() {
    arbitrary_inputs_never_panic();
    let valid = VALID.load(std::sync::atomic::Ordering::Relaxed);
    assert!(valid >= 10, "only {valid} valid configurations");
}
