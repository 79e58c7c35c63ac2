//! `nscc replay` on the recorded INT traces (issue 19's interface): `--model both|float|golden
//! --json` with `cc`, the per-model `action_agreement`, `cwnd_rel_err_median`,
//! `cwnd_rel_err_max`, `u_rel_err_max`; `--cc` overrides the header's algorithm; the text
//! summary; `--plot` (W, Wc, U of one flow, LHCS marked); clear errors.

use crate::common;
use common::nscc;

fn int_trace(name: &str) -> String {
    format!("{}/{name}", nscc_trace::INT_TRACE_DIR)
}

fn json(args: &[&str]) -> serde_json::Value {
    let (ok, out, err) = nscc(args);
    assert!(ok, "nscc {args:?} failed: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("not JSON ({e}): {out}"))
}

#[test]
fn replay_of_int_traces_reports_both_models_against_the_reference() {
    for (file, cc) in [
        ("g_hpcc_incast8_3hop.csv.gz", "hpcc"),
        ("h_fncc_incast8_lasthop.csv.gz", "fncc"),
    ] {
        let t = int_trace(file);
        let j = json(&["replay", &t, "--model", "both", "--json"]);
        assert_eq!(j["cc"], cc, "{file}");
        assert_eq!(j["ref_cwnd_column"], "ref_cwnd_nb");
        assert_eq!(j["events"], 7200);
        let f = &j["models"]["float"];
        assert_eq!(f["action_agreement"], 1.0, "{file}");
        assert!(f["cwnd_rel_err_max"].as_f64().unwrap() < 1e-9, "{file}");
        assert!(f["u_rel_err_max"].as_f64().unwrap() < 1e-9, "{file}");
        assert_eq!(f["exact"]["ref_cwnd"], 7200);
        let g = &j["models"]["golden"];
        assert!(g["action_agreement"].as_f64().unwrap() >= 0.999, "{file}");
        assert!(g["cwnd_rel_err_median"].as_f64().unwrap() <= 1e-3, "{file}");
        assert!(g["cwnd_rel_err_max"].as_f64().unwrap() <= 0.02, "{file}");
        assert!(g["u_rel_err_max"].as_f64().is_some());
        let c = &j["golden_vs_float"];
        assert!(c["action_agreement"].as_f64().unwrap() >= 0.999, "{file}");

        // one model alone
        for m in ["float", "golden"] {
            let j = json(&["replay", &t, "--model", m, "--json"]);
            assert_eq!(j["models"].as_object().unwrap().len(), 1);
            assert!(j["models"][m]["cwnd_rel_err_max"].as_f64().is_some());
            assert!(j["golden_vs_float"].is_null());
        }
    }
}

#[test]
fn replay_cc_overrides_the_header_and_text_is_short() {
    let t = int_trace("g_hpcc_incast8_3hop.csv.gz");
    let j = json(&["replay", &t, "--cc", "rx-hpcc", "--json"]);
    assert_eq!(j["cc"], "rx-hpcc");
    assert_eq!(j["cc_trace"], "hpcc");
    let (ok, out, err) = nscc(&["replay", &t]);
    assert!(ok, "{err}");
    assert!(out.contains("cc          hpcc"), "{out}");
    assert!(out.contains("golden vs float: actions agree"), "{out}");
    assert!(out.lines().count() <= 12, "{out}");
}

/// The count the plot's legend gives for an action word (`None`: not in the legend).
fn legend_count(svg: &str, word: &str) -> Option<u64> {
    svg.split(r#"<g class="legend-action">"#)
        .skip(1)
        .map(|g| &g[..g.find("</g>").unwrap_or(g.len())])
        .find(|g| g.contains(&format!(">{word}</text>")))
        // the group's last text is the count: `...text-anchor="end">1,281</text>`
        .map(|g| {
            let n = g.trim_end().trim_end_matches("</text>").rsplit('>').next();
            n.unwrap().replace(',', "").parse().unwrap()
        })
}

/// `--plot` on every INT trace (`traces/int/`), every flow: the file shows W, Wc and U of
/// both models and of the trace's reference columns, eta and W_init, and marks each LHCS
/// event of the flow; over the flows, the marks add up to the LHCS actions the replay
/// reports.
#[test]
fn replay_plot_of_int_traces_shows_w_wc_u_and_marks_every_lhcs() {
    let dir = std::env::temp_dir().join(format!("nscc-int-plot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let traces = nscc_trace::int_traces().unwrap();
    assert!(!traces.is_empty());
    for trace in &traces {
        let t = trace.to_str().unwrap();
        let name = trace.file_name().unwrap().to_string_lossy().to_string();
        let mut flows: Vec<u32> = Vec::new();
        for row in nscc_trace::TraceReader::open(trace).unwrap() {
            let ccc = row.unwrap().event.ccc;
            if !flows.contains(&ccc) {
                flows.push(ccc);
            }
        }
        let (mut lhcs, mut ref_lhcs, mut rows) = (0, 0, 0);
        let mut totals = None;
        for (i, ccc) in flows.iter().enumerate() {
            let svg = dir.join(format!("{name}.{ccc}.svg"));
            let p = svg.to_str().unwrap();
            let ccc_s = ccc.to_string();
            // the default flow is the first in the trace
            let mut args = vec!["replay", t, "--plot", p, "--json"];
            if i > 0 {
                args.extend(["--plot-ccc", &ccc_s]);
            }
            let j = json(&args);
            assert_eq!(j["plot"], p);
            let f = &j["plot_flow"];
            assert_eq!(f["ccc"], *ccc, "{name}");
            let text = std::fs::read_to_string(&svg).unwrap();
            assert!(text.starts_with("<svg") && text.trim_end().ends_with("</svg>"));
            assert!(
                text.len() > 20_000,
                "{name} ccc {ccc}: {} bytes",
                text.len()
            );
            let refcol = j["ref_cwnd_column"].as_str().unwrap();
            for series in [
                "W golden",
                "W float",
                &format!("W {refcol}"),
                "Wc golden",
                "Wc float",
                "U golden",
                "U float",
            ] {
                assert!(
                    text.contains(&format!(">{series}</text>")),
                    "{name} ccc {ccc}: no series {series}"
                );
            }
            // two panels: W and Wc with W_init, U with eta
            assert!(text.contains("W, Wc (KB)") && text.contains("U (utilisation)"));
            let eta = j["params"]["eta_ppm"].as_f64().unwrap() / 1e6;
            assert!(text.contains(&format!("eta {eta}")), "{name}");
            assert!(text.contains("W_init"));
            assert_eq!(text.matches(r#"class="limit""#).count(), 2);
            // each LHCS of the flow is a mark (the legend counts them)
            let n = f["lhcs"].as_u64().unwrap();
            assert_eq!(
                legend_count(&text, "lhcs").unwrap_or(0),
                n,
                "{name} ccc {ccc}"
            );
            let r = f["ref_lhcs"].as_u64().unwrap();
            assert_eq!(legend_count(&text, "ref_lhcs").unwrap_or(0), r);
            lhcs += n;
            ref_lhcs += r;
            rows += f["ack_rows"].as_u64().unwrap();
            totals = Some(j["models"].clone());
        }
        let m = totals.unwrap();
        let count = |model: &str| m[model]["actions"]["lhcs"].as_u64().unwrap_or(0);
        assert_eq!(lhcs, count("golden"), "{name}: marks vs the replay's LHCS");
        // the f64 model reproduces the trace's ref_lhcs
        assert_eq!(ref_lhcs, count("float"), "{name}");
        assert_eq!(rows, m["golden"]["rows"].as_u64().unwrap());
        if name.contains("fncc") {
            assert!(lhcs > 1000, "{name}: {lhcs} LHCS");
        }
    }
    // PNG by the extension, with the text summary naming the plot
    let png = dir.join("fncc.PNG");
    let t = int_trace("h_fncc_incast8_lasthop.csv.gz");
    let (ok, out, err) = nscc(&["replay", &t, "--plot", png.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(out.contains("LHCS marked"), "{out}");
    let bytes = std::fs::read(&png).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    // IHDR: 1200 x 770
    assert_eq!(&bytes[16..24], &[0, 0, 4, 176, 0, 0, 3, 2]);
    std::fs::remove_dir_all(&dir).ok();
}

/// Bad `--plot` input: a flow the trace does not have, a path that cannot be written, a
/// trace without ack rows; each a clear error and no file left behind.
#[test]
fn replay_plot_errors_are_clear() {
    let dir = std::env::temp_dir().join(format!("nscc-int-plot-err-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let t = int_trace("h_fncc_incast8_lasthop.csv.gz");
    let svg = dir.join("x.svg");
    let p = svg.to_str().unwrap();
    let (ok, out, err) = nscc(&["replay", &t, "--plot", p, "--plot-ccc", "99", "--json"]);
    assert!(!ok && out.is_empty(), "{out}");
    assert!(
        err.contains(
            "--plot-ccc 99: the trace has no ack row of ccc 99 (its flows: 1, 2, 3, 4, 5, 6, 7, 8)"
        ),
        "{err}"
    );
    assert!(!svg.exists(), "no plot left behind");

    let bad = dir.join("no-such-dir").join("x.svg");
    let (ok, _, err) = nscc(&["replay", &t, "--plot", bad.to_str().unwrap()]);
    assert!(!ok && err.contains(bad.to_str().unwrap()), "{err}");
    let (ok, _, err) = nscc(&["replay", &t, "--plot", dir.to_str().unwrap()]);
    assert!(!ok && err.contains(dir.to_str().unwrap()), "{err}");

    let empty = dir.join("no_acks.csv");
    std::fs::write(
        &empty,
        "# nscc-trace v1\n# link_bps=100000000000\n# base_rtt_ps=9351680\n# init_cwnd=116896\n# cc=hpcc\n# hpcc_eta_ppm=950000\n# hpcc_max_stage=5\n# hpcc_wai=730\nt_ps,ccc,kind,bytes\n",
    )
    .unwrap();
    let (ok, _, err) = nscc(&["replay", empty.to_str().unwrap(), "--plot", p]);
    assert!(!ok && err.contains("no ack row to plot"), "{err}");
    assert!(!svg.exists());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn replay_out_writes_the_state_after_every_row() {
    let t = int_trace("h_fncc_incast8_lasthop.csv.gz");
    let dir = std::env::temp_dir().join(format!("nscc-int-out-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("fncc.csv.gz");
    let o = out.to_str().unwrap();
    let j = json(&["replay", &t, "--model", "both", "--out", o, "--json"]);
    assert_eq!(j["out"], o);
    let r = nscc_trace::TraceReader::open(&out).unwrap();
    assert_eq!(
        r.header().cc,
        Some(nscc_trace::CcAlgo::Int(golden_model::intcc::IntAlgo::Fncc))
    );
    let cols = r.extra_columns().to_vec();
    let at = |c: &str| cols.iter().position(|x| x == c).unwrap();
    let (fc, fw, fa, gc, rc, rw) = (
        at("float_cwnd"),
        at("float_wc"),
        at("float_action"),
        at("cwnd"),
        at("ref_cwnd"),
        at("ref_wc"),
    );
    // the INT input columns pass through: the output replays again
    assert!(cols.iter().any(|c| c == "int2_bps"));
    let (mut rows, mut lhcs) = (0, 0);
    for row in r {
        let row = row.unwrap();
        let f = &row.extra;
        assert_eq!(f[fc], f[rc], "line {}: float cwnd = ref_cwnd", row.line);
        assert_eq!(f[fw], f[rw], "line {}: float wc = ref_wc", row.line);
        let (g, r): (f64, f64) = (f[gc].parse().unwrap(), f[rc].parse().unwrap());
        assert!((g - r).abs() / r < 1e-3, "golden cwnd {g} vs {r}");
        assert_eq!(row.int.hops.len(), 3);
        lhcs += u64::from(f[fa] == "lhcs");
        rows += 1;
    }
    assert_eq!(rows, 7200);
    assert_eq!(lhcs, 1281);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn replay_of_a_malformed_int_trace_names_file_line_and_column() {
    let dir = std::env::temp_dir().join(format!("nscc-int-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("bad_int.csv");
    std::fs::write(
        &p,
        "# nscc-trace v1\n# link_bps=100000000000\n# base_rtt_ps=9351680\n# init_cwnd=116896\n# cc=hpcc\n# hpcc_eta_ppm=950000\n# hpcc_max_stage=5\n# hpcc_wai=730\n\
         t_ps,ccc,kind,bytes,cum_ack,snd_nxt,int_hops,int0_qlen,int0_ts_ps,int0_txbytes,int0_bps\n\
         1,1,ack,4160,1,41600,1,0,100,4160,100000000000\n\
         2,1,ack,4160,2,45760,2,0,200,8320,100000000000\n",
    )
    .unwrap();
    let (ok, _, err) = nscc(&["replay", p.to_str().unwrap(), "--json"]);
    assert!(!ok);
    assert!(
        err.contains("bad_int.csv:11: column 7 (int_hops): expected at most 1"),
        "{err}"
    );
    // a header without the INT keys the algorithm needs
    std::fs::write(
        &p,
        "# nscc-trace v1\n# link_bps=100000000000\n# base_rtt_ps=9351680\n# cc=fncc\nt_ps,ccc,kind,bytes\n",
    )
    .unwrap();
    let (ok, _, err) = nscc(&["replay", p.to_str().unwrap()]);
    assert!(
        !ok && err.contains("needs the header key hpcc_eta_ppm"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// `nscc cosim --core engine|compact-engine` on an INT trace: the INT engine against its
/// golden twin, every CCC of the trace in one engine, 0 mismatches, with the engine issue's
/// keys; `--cc` replays the records through another algorithm. The single-CCC NSCC cores
/// refuse an INT trace with a clear error (the trace, its `cc`) and print nothing on stdout.
#[test]
fn cosim_runs_int_traces_on_the_int_engine() {
    for (file, cc) in [
        ("g_hpcc_incast8_3hop.csv.gz", "hpcc"),
        ("h_fncc_incast8_lasthop.csv.gz", "fncc"),
    ] {
        let t = int_trace(file);
        for (core, top) in [
            ("engine", "int_engine_ecp5"),
            ("compact-engine", "int_engine_cu"),
        ] {
            let j = json(&[
                "cosim",
                &t,
                "--core",
                core,
                "--spacing",
                "back-to-back",
                "--json",
            ]);
            assert_eq!(j["core"], top);
            assert_eq!(j["algorithms"][0], cc);
            assert_eq!(j["events"], 7200, "{j}");
            assert_eq!(j["cccs"], 8);
            assert_eq!(j["mismatches"], 0, "{j}");
            // at least a clock per ACK (the ECP5's lanes), 50 per 3-hop ACK on the Cu
            let per_ack = if core == "engine" { 1 } else { 5 };
            assert!(j["cycles"].as_u64().unwrap() > 7200 * per_ack, "{j}");
            assert!(j["events_per_cycle"].as_f64().unwrap() > 0.0);
            assert!(j["clocks_per_event_max"].as_u64().unwrap() >= 5, "{j}");
        }
        let j = json(&["cosim", &t, "--core", "engine", "--cc", "rx-hpcc", "--json"]);
        assert_eq!(j["algorithms"][0], "rx-hpcc");
        assert_eq!(j["mismatches"], 0, "{j}");
        for core in ["compact"] {
            for extra in [&[][..], &["--json"][..]] {
                let mut args = vec!["cosim", &t, "--core", core];
                args.extend_from_slice(extra);
                let (ok, out, err) = nscc(&args);
                assert!(!ok, "nscc {args:?} succeeded: {out}");
                assert!(out.is_empty(), "nscc {args:?} printed: {out}");
                assert!(err.contains(file), "{core}: {err}");
                assert!(err.contains(&format!("cc={cc}")), "{core}: {err}");
            }
        }
    }
    // a random INT stream: the three algorithms, refusals of both kinds
    let j = json(&[
        "cosim", "--core", "engine", "--random", "5000", "--seed", "3", "--json",
    ]);
    assert_eq!(j["mismatches"], 0, "{j}");
    assert_eq!(j["events"], 5000);
    assert!(j["refused_records"].as_u64().unwrap() > 0, "{j}");
    assert!(j["refused_unbound"].as_u64().unwrap() > 0, "{j}");
}

#[test]
fn cosim_runs_nscc_and_int_ccc_through_one_event_port() {
    let j = json(&[
        "cosim",
        "--core",
        "cc-engine",
        "--random",
        "3000",
        "--seed",
        "4",
        "--json",
    ]);
    assert_eq!(j["core"], "cc_engine_ecp5");
    assert_eq!(j["mismatches"], 0, "{j}");
    assert_eq!(j["events"], 3000, "{j}");
    assert!(j["nscc_events"].as_u64().unwrap() > 500, "{j}");
    assert!(j["int_events"].as_u64().unwrap() > 500, "{j}");
    assert!(j["cycles"].as_u64().unwrap() > 3000, "{j}");
    assert!(j["clocks_per_event_max"].as_u64().unwrap() >= 1, "{j}");
    // a trace is refused with a clear error
    let t = int_trace("g_hpcc_incast8_3hop.csv.gz");
    let (ok, out, err) = nscc(&["cosim", &t, "--core", "cc-engine"]);
    assert!(!ok && out.is_empty(), "{out}");
    assert!(err.contains("--random"), "{err}");
}
