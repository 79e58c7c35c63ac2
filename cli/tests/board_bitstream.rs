//! `nscc bitstream` on the Alchitry Cu flow (yosys, nextpnr-ice40 --hx8k --package cb132,
//! icepack): the board logic alone (the NSCC core replaced by a register stand-in, a
//! measurement build) fits and closes 100 MHz; the PLL path builds; the full board top (with
//! the compact NSCC core) builds with timing met at its 40 MHz, so CI builds the real
//! bitstream from a clean clone and fails if placement or timing fail. The same for the
//! ULX3S (ECP5 LFE5U-85F, nextpnr-ecp5, ecppack) with one seed: its board top carries the
//! multi-CCC engine (4,096 CCCs) and its BIST.
//!
//! Place-and-route takes minutes per board (the ULX3S ~7-20 min on 2 cores), so these tests
//! are heavy: the README's test command skips them, `.ci/run` runs them after it (`cargo test
//! --release -p nscc-cli --test board_bitstream -- --ignored`), one seed per build.

use std::path::PathBuf;

mod common;
use common::nscc;

fn work(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("bitstream-{name}"))
}

/// Timing is judged as the reports judge it: the median Fmax of three placer seeds (with two,
/// the "median" is the worse seed; nextpnr 0.11 places the board logic alone at 96-113 MHz
/// depending on the seed).
fn build(args: &[&str], name: &str) -> serde_json::Value {
    build_seeds(args, name, &seeds())
}

/// Placer seeds of the measurement build: `NSCC_BITSTREAM_SEEDS` (3 for the median the
/// reports use), else 1 (CI's fast form).
fn seeds() -> String {
    std::env::var("NSCC_BITSTREAM_SEEDS").unwrap_or_else(|_| "1".into())
}

fn build_seeds(args: &[&str], name: &str, seeds: &str) -> serde_json::Value {
    let w = work(name);
    let out_dir = w.join("out");
    let mut a = vec![
        "bitstream",
        "--json",
        "--seeds",
        seeds,
        "--work-dir",
        w.to_str().unwrap(),
        "--out-dir",
        out_dir.to_str().unwrap(),
    ];
    a.extend_from_slice(args);
    let (ok, out, err) = nscc(&a);
    let v: serde_json::Value = serde_json::from_str(&out)
        .unwrap_or_else(|e| panic!("nscc bitstream: {e}\nstdout: {out}\nstderr: {err}"));
    assert!(ok, "nscc bitstream failed: {}", v["error"]);
    v
}

fn assert_built(v: &serde_json::Value) {
    assert_eq!(v["fits"], true);
    assert_eq!(v["timing_met"], true, "Fmax {}", v["fmax_mhz"]);
    assert!(v["fmax_mhz"].as_f64().unwrap() >= v["clock_mhz"].as_f64().unwrap());
    assert!(v["lcs"].as_u64().unwrap() <= 7680);
    let bin = PathBuf::from(v["bin"].as_str().unwrap());
    let len = std::fs::metadata(&bin).unwrap().len();
    // an HX8K bitstream is ~135 kB
    assert!(len > 100_000, "{} is only {len} bytes", bin.display());
    let report = bin.with_extension("report.json");
    assert!(report.exists(), "{}", report.display());
}

/// The board logic alone (the engine replaced by a register stand-in: UART, frames,
/// controller, the BIST's generator and CRC-32) through the PLL at 50 MHz, 1.25 times the
/// board's clock. (It closes ~63 MHz: the BIST's CRC-32 of a result into its signature; the
/// 100 MHz oscillator without a PLL is the compact-core board's, no longer the Cu's.)
#[test]
#[ignore = "heavy (place-and-route): .ci/run runs it with --ignored"]
fn pll_path_builds_at_a_lower_clock() {
    let v = build(
        &["--without-core", "--clock-mhz", "50", "--baud", "6000000"],
        "pll50",
    );
    assert_built(&v);
    assert_eq!(v["pll"]["f_out_mhz"], 50.0);
    assert_eq!(v["synthesis"]["cells"]["SB_PLL40_CORE"], 1);
    // the measurement build never lands where real bitstreams go
    assert!(!v["bin"].as_str().unwrap().contains("/out/"));
}

#[test]
#[ignore = "heavy (place-and-route): .ci/run runs it with --ignored"]
fn full_board_bitstream_builds_with_timing_met() {
    // the defaults: the compact engine (128 CCCs) and its BIST, 40 MHz from the PLL, 4 Mbaud
    // one seed keeps CI short (3 seeds: 46.6-48.8 MHz)
    let v = build_seeds(&[], "full", "1");
    assert_built(&v);
    assert_eq!(v["clock_mhz"], 40.0);
    assert_eq!(v["synthesis"]["cells"]["SB_PLL40_CORE"], 1);
    // the keys every board's answer has
    assert_eq!(v["board"], "alchitry-cu");
    assert_eq!(v["family"], "ice40");
    assert_eq!(v["freq_mhz"], 40.0);
    assert_eq!(v["dsps"], 0);
    assert_eq!(v["cccs"], 128);
    assert_eq!(v["top"], "compact-engine");
    assert_eq!(v["timing_met"], true, "Fmax {}", v["fmax_mhz"]);
    assert_eq!(v["bitstream"], v["bin"]);
    assert!(v["luts"].as_u64().unwrap() > 0 && v["brams"].as_u64().unwrap() > 0);
}

#[test]
#[ignore = "heavy (place-and-route): .ci/run runs it with --ignored"]
fn ulx3s_bitstream_builds_with_timing_met() {
    // the ULX3S defaults: the engine board at the board description's clock (100 MHz from
    // the EHXPLLL), 3 Mbaud; one seed keeps CI short
    let clock = nscc_flow::ULX3S.clock_mhz;
    let v = build_seeds(&["--board", "ulx3s"], "ulx3s", "1");
    assert_eq!(v["board"], "ulx3s");
    assert_eq!(v["family"], "ecp5");
    assert_eq!(v["fits"], true);
    assert_eq!(v["timing_met"], true, "Fmax {}", v["fmax_mhz"]);
    assert_eq!(v["freq_mhz"], clock);
    assert!(v["fmax_mhz"].as_f64().unwrap() >= clock);
    assert_eq!(v["cccs"], 4096);
    assert_eq!(v["top"], "engine");
    assert_eq!(v["pll"]["f_out_mhz"], clock);
    assert_eq!(v["synthesis"]["cells"]["EHXPLLL"], 1);
    // the engine (~13,800 LUT4, ~8,000 FF, 120 DP16KD, 12 MULT18X18D alone) with the BIST
    // and the board logic; far from the 85F's 83,640 LUT4
    let (luts, ffs) = (v["luts"].as_u64().unwrap(), v["ffs"].as_u64().unwrap());
    assert!((10_000..40_000).contains(&luts), "luts {luts}");
    assert!((5_000..20_000).contains(&ffs), "ffs {ffs}");
    assert!(
        (1..=208).contains(&v["brams"].as_u64().unwrap()),
        "{}",
        v["brams"]
    );
    assert!(
        (1..=156).contains(&v["dsps"].as_u64().unwrap()),
        "{}",
        v["dsps"]
    );
    assert!(v["lcs"].as_u64().unwrap() <= v["lcs_available"].as_u64().unwrap());
    let bit = PathBuf::from(v["bitstream"].as_str().unwrap());
    assert_eq!(bit.extension().unwrap(), "bit");
    let len = std::fs::metadata(&bit).unwrap().len();
    // a compressed 85F bitstream of a design this size is several hundred kB
    assert!(len > 100_000, "{} is only {len} bytes", bit.display());
    assert_eq!(v["bitstream_bytes"], len);
    assert!(bit.with_extension("report.json").exists());
}
