//! The INT models' behaviour where the texts and the format's rules are silent, and the
//! rules' own cases, pinned for both models (f64 and golden; `docs/int-cc.md`, "Defined
//! behaviour"), and a property test: no input panics either model and every register
//! stays in range.

use golden_model::intcc::fixed::{
    IntFixed, IntGolden, IntProfile, INC_STAGE_BITS, LAST_UPDATE_BITS, QLEN_BITS, TS_BITS, TX_BITS,
    U_BITS, U_FRAC, W_BITS, W_FRAC,
};
use golden_model::intcc::float::IntFloat;
use golden_model::intcc::{
    Branch, IntAck, IntAlgo, IntHop, IntModel, IntParams, IntStep, INT_MAX_HOPS, U_MAX, W_MAX,
};
use proptest::prelude::*;

const T: u64 = 9_351_680;
const B: u64 = 100_000_000_000;
const MTU: u64 = 4160;

fn params(algo: IntAlgo) -> IntParams {
    IntParams {
        algo,
        t_ps: T,
        eta_ppm: 950_000,
        max_stage: 5,
        wai: 730,
        w_init: 116_896,
        alpha_ppm: 1_050_000,
        beta_ppm: 900_000,
        mtu: MTU as u32,
    }
}

/// Both models of one CCC, the golden profile holding the speed `B`.
struct Pair {
    f: IntFloat,
    g: IntGolden,
}

impl Pair {
    fn new(p: IntParams) -> Pair {
        let mut g = IntGolden::new(&p).unwrap();
        g.profile.add_speed(B).unwrap();
        Pair {
            f: IntFloat::new(&p).unwrap(),
            g,
        }
    }

    /// Steps both; the two outcomes must be the same.
    fn step(&mut self, ack: &IntAck) -> IntStep {
        let a = self.f.step(ack);
        let b = IntModel::step(&mut self.g, ack);
        assert_eq!(a, b, "f64 and golden outcomes differ on {ack:?}");
        a
    }

    fn assert_state(&self, w: f64, u: f64) {
        for (name, m) in [("f64", &self.f as &dyn IntModel), ("golden", &self.g)] {
            assert!(
                (m.w() - w).abs() <= w * 1e-3,
                "{name}: W {} expected {w}",
                m.w()
            );
            assert!(
                (m.u() - u).abs() <= u * 1e-3,
                "{name}: U {} expected {u}",
                m.u()
            );
        }
    }
}

fn hop(qlen: u64, ts_ps: u64, txbytes: u64) -> IntHop {
    IntHop {
        qlen,
        ts_ps,
        txbytes,
        bps: B,
    }
}

fn ack(t_ps: u64, cum_ack: u64, hops: &[IntHop]) -> IntAck<'_> {
    IntAck {
        t_ps,
        cum_ack,
        snd_nxt: (cum_ack + 10) * MTU,
        n_flows: 0,
        hops,
    }
}

/// A flow after its first ACK (L set, lastUpdateSeq = 11 packets).
fn started(algo: IntAlgo, first: &[IntHop]) -> Pair {
    let mut p = Pair::new(params(algo));
    let s = p.step(&ack(1_000_000, 1, first));
    assert_eq!(s.branch, Branch::None);
    p
}

#[test]
fn rule_first_ack_only_records_l_and_last_update_seq() {
    let mut p = Pair::new(params(IntAlgo::Hpcc));
    let s = p.step(&ack(1_000_000, 1, &[hop(5000, 1_000, 1_000_000)]));
    assert_eq!(s.branch, Branch::None);
    assert!(s.update_wc, "ack.seq 4160 > lastUpdateSeq 0");
    assert_eq!(p.f.last_update, 11 * MTU);
    assert_eq!(p.g.ccc.s.last_update, 11 * MTU);
    p.assert_state(116_896.0, 1.0);
}

#[test]
fn rule_hop_count_change_skips_measure_and_compute() {
    let mut p = started(IntAlgo::Hpcc, &[hop(0, 1_000, 0)]);
    let two = [hop(100_000, 2_000, 4_160), hop(100_000, 2_000, 4_160)];
    let s = p.step(&ack(2_000_000, 2, &two));
    assert_eq!(s.branch, Branch::None);
    p.assert_state(116_896.0, 1.0);
    // the next ACK with two records is measured against the two
    let s = p.step(&ack(
        3_000_000,
        3,
        &[hop(0, 3_000, 8_320), hop(0, 3_000, 8_320)],
    ));
    assert_ne!(s.branch, Branch::None);
}

#[test]
fn rule_zero_dts_skips_the_hop_and_leaves_u() {
    let mut p = started(IntAlgo::Hpcc, &[hop(50_000, 1_000, 0)]);
    let s = p.step(&ack(2_000_000, 2, &[hop(50_000, 1_000, 4_160)]));
    // U unchanged, ComputeWind still runs: U = 1 >= eta, W = Wc / (1 / 0.95) + W_AI
    assert_eq!(s.branch, Branch::MiMd);
    p.assert_state(116_896.0 * 0.95 + 730.0, 1.0);
}

#[test]
fn defined_timestamps_going_backwards_skip_the_hop() {
    let mut p = started(IntAlgo::Hpcc, &[hop(50_000, 5_000_000, 0)]);
    let s = p.step(&ack(2_000_000, 2, &[hop(50_000, 4_000_000, 4_160)]));
    assert_eq!(s.branch, Branch::MiMd);
    p.assert_state(116_896.0 * 0.95 + 730.0, 1.0);
}

#[test]
fn defined_timestamps_wrapping_are_forward() {
    // f64: 64-bit counter wrap; golden: its 40-bit field wraps at the same step
    let before = u64::MAX - 999;
    let mut p = started(IntAlgo::Hpcc, &[hop(0, before, 0)]);
    // 1,000 ps later, 125 bytes sent at 100 Gb/s: u' = 10 (queue 0); tau = 1000 ps
    p.step(&ack(2_000_000, 2, &[hop(0, 0, 125)]));
    let a = 1000.0 / T as f64;
    let mut q = started(IntAlgo::Hpcc, &[hop(0, 1 << 40, 0)]);
    q.step(&ack(2_000_000, 2, &[hop(0, (1 << 40) + 1000, 125)]));
    let want_u = (1.0 - a) + a * 10.0;
    p.assert_state(p.f.w, want_u);
    q.assert_state(q.f.w, want_u);
}

#[test]
fn defined_txbytes_going_backwards_count_as_no_transmission() {
    let mut p = started(IntAlgo::Hpcc, &[hop(0, 0, 1_000_000)]);
    // qlen 0 and txBytes backwards: u' = 0, no hop counts, U unchanged
    p.step(&ack(2_000_000, 2, &[hop(0, 1_000_000, 500_000)]));
    p.assert_state(p.f.w, 1.0);
    // with a queue, only the queue term counts: u' = 8 qlen / (B T)
    let mut q = started(IntAlgo::Hpcc, &[hop(58_448, 0, 1_000_000)]);
    q.step(&ack(2_000_000, 2, &[hop(58_448, T, 500_000)]));
    let uq = 8.0 * 58_448.0 * 1e12 / (B as f64 * T as f64);
    q.assert_state(q.f.w, uq);
}

#[test]
fn defined_txbytes_wrapping_are_forward() {
    let mut p = started(IntAlgo::Hpcc, &[hop(0, 0, u64::MAX - 999)]);
    // 2,000 bytes over T: u' = 8 x 2000 x 1e12 / (T B)
    p.step(&ack(2_000_000, 2, &[hop(0, T, 1_000)]));
    let u = 8.0 * 2000.0 * 1e12 / (T as f64 * B as f64);
    p.assert_state(p.f.w, u);
}

#[test]
fn defined_qlen_above_any_buffer_saturates_u_prime() {
    let mut p = started(IntAlgo::Hpcc, &[hop(u64::MAX, 0, 0)]);
    p.step(&ack(2_000_000, 2, &[hop(u64::MAX, T, 0)]));
    // a = 1: U = u' = U_MAX; W = Wc eta / U_MAX + W_AI
    let w = 116_896.0 * 0.95 / U_MAX + 730.0;
    p.assert_state(w, U_MAX);
    assert_eq!(p.g.ccc.s.u, (1u32 << (8 + U_FRAC)) - 1);
}

#[test]
fn defined_link_speed_zero_skips_the_hop() {
    let zero = IntHop {
        bps: 0,
        ..hop(50_000, 0, 0)
    };
    let mut p = started(IntAlgo::Hpcc, &[zero]);
    let later = IntHop {
        bps: 0,
        ..hop(50_000, T, 1_000_000)
    };
    let s = p.step(&ack(2_000_000, 2, &[later]));
    assert_eq!(s.branch, Branch::MiMd);
    p.assert_state(116_896.0 * 0.95 + 730.0, 1.0);
}

#[test]
fn defined_golden_link_speed_outside_the_profile_skips_the_hop() {
    let p = params(IntAlgo::Hpcc);
    let prof = IntProfile::new(&p).unwrap(); // no speed loaded
    let mut g = IntFixed::new(&prof);
    g.step(&prof, &ack(1_000_000, 1, &[hop(50_000, 0, 0)]));
    g.step(&prof, &ack(2_000_000, 2, &[hop(50_000, T, 1_000_000)]));
    assert_eq!(g.s.u, 1 << U_FRAC, "U unchanged");
    assert_eq!(g.u_k[0], 0);
}

/// An FNCC flow whose last hop is congested (u'_last = 1.6 > alpha), with N flows.
fn fncc_last_hop_congested(n_flows: u64) -> (Pair, IntStep) {
    let first = [hop(0, 0, 0), hop(0, 0, 0), hop(100_000, 0, 0)];
    let mut p = started(IntAlgo::Fncc, &first);
    let later = [
        hop(0, T, 0),
        hop(0, T, 0),
        hop(100_000, T, B / 8 * T / 1_000_000_000_000),
    ];
    let s = p.step(&IntAck {
        n_flows,
        ..ack(2_000_000, 2, &later)
    });
    (p, s)
}

#[test]
fn defined_n_flows_zero_never_fires_lhcs() {
    let (_, s) = fncc_last_hop_congested(0);
    assert!(!s.lhcs);
    let (p, s) = fncc_last_hop_congested(4);
    assert!(s.lhcs, "the same ACK with N = 4 fires LHCS");
    // Wc = B T beta / 8e12 / N, then W from it by MI/MD (no updateWc on this ACK)
    let wc = B as f64 * T as f64 * 0.9 / 8e12 / 4.0;
    let u = p.f.u;
    p.assert_state(wc * 0.95 / u + 730.0, u);
}

/// Two hops with the same u' (2 x line rate) but different Δts: tau comes from the first
/// in scan order (HPCC: first hop first; FNCC: last hop first).
fn tied_hops(algo: IntAlgo) -> Pair {
    let mut p = started(algo, &[hop(0, 0, 0), hop(0, 0, 0)]);
    let x = B / 8 * T / 1_000_000_000_000; // bytes at line rate over T
    p.step(&ack(2_000_000, 2, &[hop(0, T / 2, x), hop(0, T, 2 * x)]));
    p
}

#[test]
fn rule_ties_go_to_the_first_hop_in_scan_order() {
    // u' = 2 on both hops; HPCC takes tau = T/2 (a = 1/2), FNCC tau = T (a = 1)
    let u = 8.0 * (B / 8 * T / 1_000_000_000_000) as f64 * 1e12 / (T as f64 * B as f64) * 2.0;
    let h = tied_hops(IntAlgo::Hpcc);
    h.assert_state(h.f.w, 0.5 + 0.5 * u);
    let f = tied_hops(IntAlgo::Fncc);
    f.assert_state(f.f.w, u);
}

#[test]
fn rule_fncc_hop_detection_tie_goes_to_the_last_hop() {
    // hops 1 and 2 with the same u' > alpha: Hop_Detection (last hop first, strict >)
    // keeps the last hop, so LHCS fires
    let first = [hop(0, 0, 0), hop(100_000, 0, 0), hop(100_000, 0, 0)];
    let mut p = started(IntAlgo::Fncc, &first);
    let later = [
        hop(0, T, 0),
        hop(100_000, T, 116_896),
        hop(100_000, T, 116_896),
    ];
    let s = p.step(&IntAck {
        n_flows: 2,
        ..ack(2_000_000, 2, &later)
    });
    assert!(s.lhcs);
    assert_eq!(p.f.u_k[1], p.f.u_k[2]);
    assert_eq!(p.g.ccc.u_k[1], p.g.ccc.u_k[2]);
}

#[test]
fn defined_more_records_than_the_hardware_holds_are_refused() {
    let mut p = started(IntAlgo::Hpcc, &[hop(0, 0, 0)]);
    let many = vec![hop(1 << 20, T, 1 << 30); INT_MAX_HOPS + 1];
    let s = p.step(&ack(2_000_000, 2, &many));
    assert!(s.refused);
    assert_eq!(s.branch, Branch::None);
    assert!(!s.update_wc);
    assert_eq!(p.f.l.len(), 1, "L unchanged");
    assert_eq!(p.g.ccc.s.l_hops, 1, "L unchanged");
    p.assert_state(116_896.0, 1.0);
    // exactly INT_MAX_HOPS records are held
    let max = vec![hop(0, 0, 0); INT_MAX_HOPS];
    assert!(!p.step(&ack(3_000_000, 3, &max)).refused);
}

#[test]
fn defined_w_saturates_at_w_max() {
    // eta = 2 keeps the AI branch; W_init at the maximum: W = Wc + W_AI saturates
    let p = IntParams {
        eta_ppm: 2_000_000,
        w_init: W_MAX as u64,
        ..params(IntAlgo::Hpcc)
    };
    let mut pair = Pair::new(p);
    pair.step(&ack(1_000_000, 1, &[hop(0, 0, 0)]));
    let s = pair.step(&ack(2_000_000, 2, &[hop(0, T, 0)]));
    assert_eq!(s.branch, Branch::Ai);
    assert_eq!(pair.f.w, W_MAX);
    assert_eq!(pair.g.ccc.s.w, (W_MAX as u64) << W_FRAC);
}

#[test]
fn rx_hpcc_syncs_wc_once_per_t_of_the_receivers_clock() {
    let mut p = Pair::new(params(IntAlgo::RxHpcc));
    // now = 2 T > lastUpdateTime (0) + T: update, lastUpdateTime = now
    let s = p.step(&ack(2 * T, 1, &[hop(0, 0, 0)]));
    assert!(s.update_wc);
    assert_eq!(p.f.last_update, 2 * T);
    // T later exactly: not after lastUpdateTime + T
    assert!(!p.step(&ack(3 * T, 2, &[hop(0, T, 0)])).update_wc);
    assert!(p.step(&ack(3 * T + 1, 3, &[hop(0, 2 * T, 0)])).update_wc);
    assert_eq!(p.g.ccc.s.last_update, 3 * T + 1);
}

// ---------------------------------------------------------------------------------------
// No panic on any input
// ---------------------------------------------------------------------------------------

fn cases() -> u32 {
    std::env::var("NSCC_PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(256)
}

/// Any field: small, near a wrap, or anything.
fn any_u64() -> impl Strategy<Value = u64> {
    prop_oneof![
        0u64..10_000_000,
        (0u64..1000).prop_map(|x| u64::MAX - x),
        (0u64..1000).prop_map(|x| (1u64 << 40) - 500 + x),
        any::<u64>(),
    ]
}

fn any_params() -> impl Strategy<Value = IntParams> {
    (
        prop_oneof![
            Just(IntAlgo::Hpcc),
            Just(IntAlgo::RxHpcc),
            Just(IntAlgo::Fncc)
        ],
        1u64..(1 << 40),
        1u32..=2_000_000,
        0u32..=15,
        0u64..=(1 << 24),
        1u64..=(W_MAX as u64),
        0u32..=16_000_000,
        0u32..=16_000_000,
        1u32..=65_535,
    )
        .prop_map(
            |(algo, t_ps, eta_ppm, max_stage, wai, w_init, alpha_ppm, beta_ppm, mtu)| IntParams {
                algo,
                t_ps,
                eta_ppm,
                max_stage,
                wai,
                w_init,
                alpha_ppm,
                beta_ppm,
                mtu,
            },
        )
}

fn any_hop() -> impl Strategy<Value = IntHop> {
    (
        any_u64(),
        any_u64(),
        any_u64(),
        prop_oneof![Just(0u64), Just(B), Just(400_000_000_000), any::<u64>()],
    )
        .prop_map(|(qlen, ts_ps, txbytes, bps)| IntHop {
            qlen,
            ts_ps,
            txbytes,
            bps,
        })
}

type RawAck = (u64, u64, u64, u64, Vec<IntHop>);

fn any_acks() -> impl Strategy<Value = Vec<RawAck>> {
    prop::collection::vec(
        (
            any_u64(),
            any_u64(),
            any_u64(),
            prop_oneof![Just(0u64), 1u64..20, any::<u64>()],
            prop::collection::vec(any_hop(), 0..=INT_MAX_HOPS + 2),
        ),
        1..40,
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    /// Arbitrary configurations and events (any hop count, counters near their wraps, B = 0,
    /// N = 0, huge queues) never panic either model; W, Wc stay in [0, W_MAX], U in
    /// (0, U_MAX], incStage within its 4 bits.
    #[test]
    fn int_models_never_panic_and_stay_in_range(p in any_params(), acks in any_acks()) {
        let mut f = IntFloat::new(&p).unwrap();
        let mut g = IntGolden::new(&p).unwrap();
        for (t_ps, cum_ack, snd_nxt, n_flows, hops) in &acks {
            for h in hops {
                let _ = g.profile.add_speed(h.bps);
            }
            let a = IntAck { t_ps: *t_ps, cum_ack: *cum_ack, snd_nxt: *snd_nxt, n_flows: *n_flows, hops };
            let sf = f.step(&a);
            let sg = IntModel::step(&mut g, &a);
            prop_assert_eq!(sf.refused, hops.len() > INT_MAX_HOPS);
            prop_assert_eq!(sg.refused, hops.len() > INT_MAX_HOPS);
            for m in [&f as &dyn IntModel, &g] {
                prop_assert!(m.w() >= 0.0 && m.w() <= W_MAX, "W {}", m.w());
                prop_assert!(m.wc() >= 0.0 && m.wc() <= W_MAX, "Wc {}", m.wc());
                prop_assert!(m.u() > 0.0 && m.u() <= U_MAX, "U {}", m.u());
                prop_assert!(m.inc_stage() <= 15);
            }
            // every golden register within its documented width
            let st = &g.ccc.s;
            prop_assert!(st.w < 1 << W_BITS && st.wc < 1 << W_BITS);
            prop_assert!(u64::from(st.u) < 1 << U_BITS && st.u > 0);
            prop_assert!(u64::from(st.inc_stage) < 1 << INC_STAGE_BITS);
            prop_assert!(st.last_update < 1 << LAST_UPDATE_BITS);
            prop_assert!(usize::from(st.l_hops) <= INT_MAX_HOPS);
            for l in &st.l {
                prop_assert!(u64::from(l.qlen) < 1 << QLEN_BITS);
                prop_assert!(l.ts < 1 << TS_BITS && l.tx < 1 << TX_BITS);
            }
        }
    }
}

/// `docs/int-cc.md`'s CCC trade-off tables are the ones the state's widths give, and the
/// state is the documented 164 + 112 per hop bits.
#[test]
fn the_documented_int_budget_tables_are_current() {
    use golden_model::intcc::fixed::{int_budget_markdown, int_state_bits};
    use golden_model::multipath::{ECP5_85F, HX8K};
    assert_eq!(
        (int_state_bits(0), int_state_bits(5), int_state_bits(8)),
        (164, 724, 1060)
    );
    let hx = int_budget_markdown(&HX8K, &[8, 16, 32, 64], &[1, 2, 5, 8]);
    let ecp5 = int_budget_markdown(&ECP5_85F, &[256, 1024, 2048, 4096], &[1, 2, 5, 8]);
    if std::env::var_os("NSCC_PRINT_BUDGET").is_some() {
        println!("{hx}\n{ecp5}");
    }
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/int-cc.md"))
        .expect("docs/int-cc.md");
    assert!(
        doc.contains(&hx),
        "docs/int-cc.md lacks the HX8K table:\n{hx}"
    );
    assert!(
        doc.contains(&ecp5),
        "docs/int-cc.md lacks the ECP5 table:\n{ecp5}"
    );
}
