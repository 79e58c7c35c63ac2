//! The engine's built-in self-test: the Verilated BIST beside the engine produces the golden
//! engine's signature over generated streams of one, 256 and 4,096 CCCs; the signature is the
//! zlib CRC-32 of each result and changes with any result.

use crate::common;
use common::regs;

use nscc_hil::bist::{golden_signature, run_sim, BistOptions};
use nscc_rtl::nscc::engine_bist::{event_of, first_state, next_state, result_crc};

/// zlib's CRC-32, bytewise, for the check of `result_crc`.
fn crc32(bytes: &[u8]) -> u32 {
    let mut c = 0xFFFF_FFFFu32;
    for b in bytes {
        c ^= *b as u32;
        for _ in 0..8 {
            c = (c >> 1) ^ if c & 1 == 1 { 0xEDB8_8320 } else { 0 };
        }
    }
    !c
}

#[test]
fn result_crc_is_zlibs_crc32_of_the_result_word() {
    assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    for (ccc, action, fulfill, cwnd) in [
        (0, 0, false, 0),
        (4095, 9, true, 0xFF_FFFF),
        (17, 3, false, 938_016),
    ] {
        let w: u64 =
            ccc as u64 | (action as u64) << 12 | (fulfill as u64) << 16 | (cwnd as u64) << 17;
        assert_eq!(
            result_crc(ccc, action, fulfill, cwnd),
            crc32(&w.to_le_bytes()[..6])
        );
    }
}

#[test]
fn the_generator_spreads_over_the_cccs_and_stays_in_the_port() {
    let mut x = first_state(0);
    assert_ne!(x, 0);
    let mut seen = std::collections::HashSet::new();
    let (mut nacks, mut ecn) = (0, 0);
    for _ in 0..20_000 {
        x = next_state(x);
        let (ccc, kind, bytes, rtt, e, in_flight, dt) = event_of(x, 8, 12_506);
        assert!(ccc < 256 && bytes < 1 << 24 && rtt < 1 << 24 && in_flight < 1 << 24);
        assert!((64..320).contains(&dt));
        seen.insert(ccc);
        nacks += kind;
        ecn += e as u64;
    }
    assert_eq!(seen.len(), 256);
    assert!((1500..3500).contains(&nacks), "{nacks} NACKs of 20,000");
    assert!((3500..6500).contains(&ecn), "{ecn} ECN of 20,000");
}

#[test]
fn the_signature_depends_on_every_result() {
    let r = regs();
    let o = BistOptions {
        seed: 5,
        events: 5_000,
        cccs_log2: 4,
    };
    let a = golden_signature(&r, &o).unwrap();
    assert_eq!(a.results, 5_000);
    assert_ne!(
        golden_signature(&r, &BistOptions { seed: 6, ..o }).unwrap(),
        a
    );
    assert_ne!(
        golden_signature(&r, &BistOptions { events: 4_999, ..o }).unwrap(),
        a
    );
    let mut r2 = r;
    r2.target_ns += 1; // the target (and the QA threshold derived from it): some result changes
    r2.qa_threshold_ns = 4 * r2.target_ns;
    assert_ne!(golden_signature(&r2, &o).unwrap(), a);
}

#[test]
fn verilated_bist_matches_the_golden_engine() {
    let r = regs();
    for (cccs_log2, events, seed) in [
        (8, 100_000, 1),
        (12, 20_000, 7),
        (0, 2_000, 3),
        (3, 20_000, 11),
    ] {
        let o = BistOptions {
            seed,
            events,
            cccs_log2,
        };
        let rep = run_sim(&r, &o).unwrap();
        assert!(rep.signature_match, "{o:?}: {}", rep.to_text());
        assert_eq!(rep.rtl.results, events as u64);
        assert!(rep.cycles >= events as u64);
        if cccs_log2 == 0 {
            // one CCC: one event per same-CCC distance, 11 clocks behind a fast-path event
            // and 19 behind a slow-path one
            use nscc_rtl::nscc::engine::{FAST_CYCLES, HAZARD_CYCLES};
            assert!(
                rep.clocks_per_event >= FAST_CYCLES as f64
                    && rep.clocks_per_event <= HAZARD_CYCLES as f64,
                "{}",
                rep.to_text()
            );
        }
        if cccs_log2 >= 8 {
            assert!(rep.clocks_per_event < 1.2, "{}", rep.to_text());
        }
    }
    assert!(run_sim(
        &r,
        &BistOptions {
            cccs_log2: 13,
            ..BistOptions::default()
        }
    )
    .is_err());
}
