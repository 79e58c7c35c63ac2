//! End-to-end tests: they run yosys and nextpnr-ice40 (`apt-get install yosys nextpnr-ice40
//! fpga-icestorm`; `.ci/run` installs them).

use std::path::PathBuf;
use std::sync::OnceLock;

use nscc_flow::{io_wrapper, synthesize, SynthError, SynthOptions, SynthReport};

const MUL8: &str = include_str!("data/mul8.v");
const WIDE300: &str = include_str!("data/wide300.v");

fn work_dir(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("nscc-flow")
        .join(name)
}

/// The 8x8 multiplier (registered in and out) with seeds 1 and 2, synthesized once for all
/// tests that need it.
fn mul8() -> &'static SynthReport {
    static R: OnceLock<Result<SynthReport, String>> = OnceLock::new();
    R.get_or_init(|| {
        let opts = SynthOptions {
            seeds: vec![1, 2],
            ..SynthOptions::new("top", work_dir("mul8"))
        };
        synthesize(MUL8, &opts).map_err(|e| e.to_string())
    })
    .as_ref()
    .unwrap_or_else(|e| panic!("synthesis of mul8 failed: {e}"))
}

#[test]
fn mul8_resources_and_fmax() {
    let r = mul8();
    println!("{}", r.to_text());
    assert_eq!(r.top, "top");
    assert_eq!(r.synth_top, "top");
    // an 8x8 multiply is ~150 LUT4 in yosys 0.23 (159 measured), 16 + 16 FFs around it
    assert!((60..=300).contains(&r.luts), "luts {}", r.luts);
    assert_eq!(r.ffs, 32);
    assert_eq!(r.brams, 0);
    assert!(r.carries > 0);
    assert_eq!(r.cells.get("SB_LUT4"), Some(&r.luts));
    assert_eq!(r.ios, 33); // clock + 8 + 8 + 16
    assert!(r.lcs >= r.luts && r.lcs < r.lcs_available, "lcs {}", r.lcs);
    assert_eq!(r.lcs_available, 7680);
    assert!(r.wrapper.is_none());

    assert_eq!(
        r.seeds.iter().map(|s| s.seed).collect::<Vec<_>>(),
        vec![1, 2]
    );
    for s in &r.seeds {
        assert!(
            s.fmax_mhz > 20.0 && s.fmax_mhz < 400.0,
            "seed {}: {}",
            s.seed,
            s.fmax_mhz
        );
        assert!(s.clock.as_deref().unwrap().starts_with("clock"));
        assert!(s.critical_path[0].starts_with("Critical path report for clock"));
        assert!(s.critical_path.len() > 5);
        assert!(
            s.critical_path_summary.contains(" -> "),
            "{}",
            s.critical_path_summary
        );
        assert!(s.logic_ns > 0.0 && s.routing_ns > 0.0);
        assert!((s.path_ns - (s.logic_ns + s.routing_ns)).abs() < 1e-6);
        // the path delay is the period of the achieved Fmax (to the log's 0.1 ns rounding)
        assert!(
            (1000.0 / s.fmax_mhz - s.path_ns).abs() < 0.6,
            "{} vs {}",
            s.fmax_mhz,
            s.path_ns
        );
        assert!(s.asc.is_file() && s.log.is_file() && s.report_json.is_file());
    }
    let lo = r
        .seeds
        .iter()
        .map(|s| s.fmax_mhz)
        .fold(f64::INFINITY, f64::min);
    assert_eq!(r.fmax_mhz, lo); // lower median of two seeds
    assert_eq!(r.fmax_min_mhz, lo);
    assert!(r.fmax_max_mhz >= r.fmax_mhz);
    assert_eq!(r.timing_met, r.fmax_mhz >= 100.0);
    assert!(r.yosys_seconds > 0.0 && r.nextpnr_seconds > 0.0);

    // the summary names the critical path in one line and where its listing is; the report
    // file's text holds the listing
    let median = r.median_seed().unwrap();
    let text = r.to_text();
    assert!(text.contains("Fmax") && text.contains("critical path (median seed"));
    assert!(text.contains(&median.critical_path_summary));
    assert!(text.contains(&median.log.display().to_string()));
    assert!(!text.contains(&median.critical_path[1]));
    assert!(r.to_text_full().contains(&median.critical_path[1]));
}

#[test]
fn mul8_on_the_ecp5() {
    // the same multiplier through synth_ecp5 and nextpnr-ecp5 (the ULX3S's LFE5U-85F, no
    // pin constraints): the multiply lands in a MULT18X18D
    let opts = SynthOptions {
        target: &nscc_flow::ULX3S,
        ..SynthOptions::new("top", work_dir("mul8_ecp5"))
    };
    let r = synthesize(MUL8, &opts).unwrap_or_else(|e| panic!("{e}"));
    println!("{}", r.to_text());
    assert_eq!(
        (r.board.as_str(), r.family),
        ("ulx3s", nscc_flow::Family::Ecp5)
    );
    assert_eq!(r.dsps, 1, "{:?}", r.cells);
    assert_eq!(r.ffs, 32, "{:?}", r.cells);
    assert_eq!(r.brams, 0);
    assert_eq!(r.ios, 33);
    assert_eq!(r.lcs_available, 83_640);
    let s = &r.seeds[0];
    assert!(s.fmax_mhz > 50.0 && s.fmax_mhz < 1000.0, "{}", s.fmax_mhz);
    assert!(s.critical_path[0].starts_with("Critical path report for clock"));
    assert_eq!(s.asc.extension().unwrap(), "config");
    assert!(s.asc.is_file());
    let text = r.to_text();
    assert!(text.contains("LFE5U-85F CABGA381 (ULX3S)"), "{text}");
    assert!(text.contains("DSP (MULT18X18D)"), "{text}");
}

#[test]
fn report_json_round_trip() {
    let r = mul8();
    let json = serde_json::to_string_pretty(r).unwrap();
    let back: SynthReport = serde_json::from_str(&json).unwrap();
    assert_eq!(&back, r);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["luts"].as_u64(), Some(r.luts));
    assert!(v["seeds"][0]["critical_path"].is_array());
}

#[test]
fn wide_design_is_placed_through_the_io_wrapper() {
    // unwrapped: 301 I/O pins cannot be placed on CB132
    let opts = SynthOptions::new("top", work_dir("wide300_bare"));
    match synthesize(WIDE300, &opts) {
        Err(e @ SynthError::Placement { .. }) => {
            let m = e.to_string();
            assert!(
                m.contains("301 I/O pins") && m.contains("io_wrapper"),
                "{m}"
            );
            // what yosys mapped is still reported (from its netlist, any yosys version)
            let SynthError::Placement {
                mapped: Some(cells),
                ..
            } = e
            else {
                panic!("no mapped cells in {m}");
            };
            assert!(cells.ffs > 0, "{cells:?}");
        }
        other => panic!("expected a placement error, got {other:?}"),
    }

    let (v, name) = io_wrapper(WIDE300, "top").unwrap();
    assert_eq!(name, "synth_wrapper");
    assert!(v.contains("reg [199:0] in_chain;"));

    let opts = SynthOptions {
        io_wrapper: true,
        // the Cu's clock, and the UART / reset pads for the serial pins
        constraints: Some(
            "set_io clock P7\nset_io sin P14\nset_io sout M9\nset_io load P8\n".into(),
        ),
        ..SynthOptions::new("top", work_dir("wide300_wrapped"))
    };
    let r = synthesize(WIDE300, &opts).unwrap_or_else(|e| panic!("{e}"));
    println!("{}", r.to_text());
    assert_eq!(r.synth_top, "synth_wrapper");
    assert_eq!(r.ios, 4);
    let w = r.wrapper.as_ref().unwrap();
    assert_eq!((w.input_bits, w.output_bits), (200, 100));
    assert_eq!(w.ffs, 300); // one FF per chained bit
    assert!((90..=110).contains(&w.luts), "wrapper luts {}", w.luts); // the load mux
                                                                      // the core: 100 output FFs and 100 XORs
    assert_eq!(r.ffs, 100);
    assert!((90..=110).contains(&r.luts), "core luts {}", r.luts);
    assert!(r.fmax_mhz > 20.0);
    assert!(r.lcs >= 300);
}

#[test]
fn syntax_error_names_the_yosys_error_line() {
    let bad = MUL8.replace("pr$d = ar$q * br$q;", "pr$d = ar$q * ;");
    let opts = SynthOptions::new("top", work_dir("syntax_error"));
    let e = synthesize(&bad, &opts).unwrap_err();
    let m = e.to_string();
    assert!(matches!(e, SynthError::ToolFailed { .. }), "{m}");
    assert!(m.contains("yosys failed (exit status 1)"), "{m}");
    assert!(m.contains("top.v:47: ERROR: syntax error"), "{m}");
    assert!(m.contains("top.yosys.log"), "{m}");
}

#[test]
fn timing_failure_is_an_error_unless_keep_going() {
    let opts = SynthOptions {
        freq_mhz: 400.0,
        keep_going_on_timing_failure: false,
        ..SynthOptions::new("top", work_dir("mul8_400"))
    };
    match synthesize(MUL8, &opts) {
        Err(SynthError::TimingNotMet { report }) => {
            assert!(!report.timing_met);
            assert!(report.fmax_mhz > 0.0 && report.fmax_mhz < 400.0);
            assert_eq!(report.freq_mhz, 400.0);
        }
        other => panic!("expected TimingNotMet, got {other:?}"),
    }
}
