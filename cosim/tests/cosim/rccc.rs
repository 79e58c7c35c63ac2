//! The receiver-credit hardware against its golden twins (`nscc cosim --core rccc`):
//! random streams with every defined case and a scenario's recorded requests, 0 mismatches.

use golden_model::rccc::SenderConfig;
use nscc_cosim::rccc::{random_rx_ops, random_tx_ops, PacerLane, RcccRun, SenderLane};
use nscc_rtl::multipath::rccc::{port_config, sender_config, CU_RCCC_CCCS, ECP5_RCCC_CCCS};

fn check(run: &RcccRun) {
    assert!(run.events > 1000, "{run:?}");
    assert_eq!(
        run.mismatches,
        0,
        "{}",
        run.first_mismatch
            .as_ref()
            .map(|m| m.to_text("MISMATCH"))
            .unwrap_or_default()
    );
}

#[test]
fn pacer_matches_the_golden_receiver_on_random_streams() {
    for (top, cccs) in [
        ("rccc_pacer_cu", CU_RCCC_CCCS),
        ("rccc_pacer_ecp5", ECP5_RCCC_CCCS),
    ] {
        for (seed, auto) in [(1u64, None), (2, Some(25u32)), (3, Some(7))] {
            let mut lane = PacerLane::new(top, port_config(), cccs).unwrap();
            lane.run_ops(&random_rx_ops(cccs, 6_000, seed), auto)
                .unwrap();
            check(&lane.run);
            assert!(lane.run.grants > 50, "{:?}", lane.run);
            assert!(lane.run.ev_changes > 10, "{:?}", lane.run);
            assert!(lane.run.refused_at_once > 10, "{:?}", lane.run);
            assert!(lane.run.pacer_steps.0 > 100, "{:?}", lane.run);
        }
    }
}

#[test]
fn sender_matches_the_golden_credit_on_random_streams() {
    for (top, cccs) in [
        ("rccc_sender_cu", CU_RCCC_CCCS),
        ("rccc_sender_ecp5", ECP5_RCCC_CCCS),
    ] {
        for (seed, cfg) in [
            (1u64, sender_config()),
            (
                2,
                SenderConfig {
                    rccc: false,
                    initial_credit: 0,
                    ..sender_config()
                },
            ),
        ] {
            let mut lane = SenderLane::new(top, cfg, cccs).unwrap();
            lane.run_ops(&random_tx_ops(cccs, 8_000, seed)).unwrap();
            check(&lane.run);
            assert!(lane.run.refused_at_once > 10, "{:?}", lane.run);
        }
    }
}
