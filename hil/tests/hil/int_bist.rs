//! The Cu's INT board (`int_board_top`) runs its self-test over the UART frames: the
//! signature of every answer and head write matches the golden twin's, for each algorithm
//! (CCC c on profile slot c mod 3: HPCC++, Rx-HPCC, FNCC).

use nscc_hil::int_bist::{run_board_sim, IntBistOptions};

#[test]
fn int_board_bist_matches_the_golden_twin() {
    let o = IntBistOptions {
        seed: 3,
        events: 3_000,
        cccs_log2: 6,
        hops: 5,
    };
    let r = run_board_sim(&o).unwrap_or_else(|e| panic!("{e}"));
    eprintln!("{}", r.to_text());
    assert!(r.signature_match, "{}", r.to_text());
    assert_eq!(r.rtl.results, 3_000);
    // the stream exercises both branches and LHCS
    assert!(r.mimd > 0 && r.ai > 0 && r.lhcs > 0, "{}", r.to_text());
    // 5 records: 56 clocks per ACK back to back (`int_serial::clocks_per_ack`)
    assert!(
        r.clocks_per_event >= 56.0 && r.clocks_per_event < 57.0,
        "{}",
        r.to_text()
    );
}

#[test]
fn int_board_bist_over_few_ccc_and_other_hop_counts() {
    for (seed, cccs_log2, hops) in [(9, 0, 1), (10, 3, 8)] {
        let o = IntBistOptions {
            seed,
            events: 500,
            cccs_log2,
            hops,
        };
        let r = run_board_sim(&o).unwrap_or_else(|e| panic!("{e}"));
        assert!(r.signature_match, "{}", r.to_text());
    }
}

#[test]
fn the_signature_sees_a_different_stream() {
    let a = nscc_rtl::int::int_bist::golden_run(3, 1_000, 6, 5, 64);
    let b = nscc_rtl::int::int_bist::golden_run(4, 1_000, 6, 5, 64);
    let c = nscc_rtl::int::int_bist::golden_run(3, 1_000, 6, 4, 64);
    assert_ne!((a.sig_xor, a.sig_sum), (b.sig_xor, b.sig_sum));
    assert_ne!((a.sig_xor, a.sig_sum), (c.sig_xor, c.sig_sum));
}
