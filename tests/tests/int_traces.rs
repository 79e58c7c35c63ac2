//! The INT models on every recorded INT trace (traces/int/, or `$NSCC_INT_TRACES`):
//!
//! * the f64 models reproduce the trace's `ref_*` columns row by row: W and Wc within 1e-9
//!   relative of `ref_cwnd_nb` / `ref_wc_nb`, and `ref_cwnd`, `ref_wc`, `ref_u_ppm`,
//!   `ref_inc_stage`, `ref_lhcs`, `ref_branch` (and `ref_update_wc`, `ref_rate_bps`)
//!   exactly;
//! * the fixed-point golden model meets the fidelity bars against the f64 model (action
//!   agreement >= 99.9 %, W relative error median <= 0.1 %, max <= 2 %), for the trace's
//!   algorithm and for Rx-HPCC on the same records.

use std::collections::HashMap;
use std::path::PathBuf;

use golden_model::intcc::float::{round_even, IntFloat};
use golden_model::intcc::IntAlgo;
use nscc_replay::int_replay::{int_algo_of, int_params_from_header, replay_int, IntReplayOptions};
use nscc_replay::ModelSel;
use nscc_trace::TraceReader;

fn traces() -> Vec<PathBuf> {
    let v = nscc_trace::int_traces().unwrap();
    assert!(v.len() >= 2, "expected the two INT traces: {v:?}");
    v
}

fn rel(got: f64, want_nb: u64) -> f64 {
    ((got * 1e9 - want_nb as f64) / want_nb as f64).abs()
}

#[test]
fn the_f64_models_reproduce_every_int_trace_row_by_row() {
    for path in traces() {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let reader = TraceReader::open(&path).unwrap();
        let h = reader.header().clone();
        let algo = int_algo_of(&h, None).expect("INT traces name their cc");
        let p = int_params_from_header(&h, algo).unwrap();
        let mut flows: HashMap<u32, IntFloat> = HashMap::new();
        let (mut rows, mut max_w, mut max_wc, mut lhcs) = (0u64, 0f64, 0f64, 0u64);
        for row in reader {
            let row = row.unwrap();
            let r = &row.int_refs;
            let m = flows
                .entry(row.event.ccc)
                .or_insert_with(|| IntFloat::new(&p).unwrap());
            let s = m.step(&row.int_ack());
            let at = format!("{name}:{} (ccc {})", row.line, row.event.ccc);
            let (w_nb, wc_nb) = (r.cwnd_nb.unwrap(), r.wc_nb.unwrap());
            max_w = max_w.max(rel(m.w, w_nb));
            max_wc = max_wc.max(rel(m.wc, wc_nb));
            assert!(rel(m.w, w_nb) <= 1e-9, "{at}: W {} vs {w_nb} nB", m.w);
            assert!(rel(m.wc, wc_nb) <= 1e-9, "{at}: Wc {} vs {wc_nb} nB", m.wc);
            assert_eq!(Some(round_even(m.w)), row.refs.cwnd, "{at}: ref_cwnd");
            assert_eq!(Some(round_even(m.wc)), r.wc, "{at}: ref_wc");
            assert_eq!(Some(round_even(m.u * 1e6)), r.u_ppm, "{at}: ref_u_ppm");
            assert_eq!(Some(m.inc_stage), r.inc_stage, "{at}: ref_inc_stage");
            assert_eq!(Some(s.lhcs), r.lhcs, "{at}: ref_lhcs");
            assert_eq!(Some(s.branch as u8), r.branch, "{at}: ref_branch");
            assert_eq!(Some(s.update_wc), r.update_wc, "{at}: ref_update_wc");
            assert_eq!(
                Some(round_even(m.rate_bps())),
                r.rate_bps,
                "{at}: ref_rate_bps"
            );
            rows += 1;
            lhcs += u64::from(s.lhcs);
        }
        assert!(rows >= 1000, "{name}: {rows} rows");
        if algo == IntAlgo::Fncc {
            assert!(lhcs > 0, "{name}: an FNCC trace exercises LHCS");
        }
        println!(
            "{name}: {rows} rows exact; max rel err W {max_w:.3e} Wc {max_wc:.3e}; {lhcs} LHCS"
        );
    }
}

#[test]
fn the_golden_model_meets_the_fidelity_bars_on_every_int_trace() {
    for path in traces() {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let h = TraceReader::open(&path).unwrap().header().clone();
        let recorded = int_algo_of(&h, None).unwrap();
        // the trace's algorithm, and Rx-HPCC on the same records (an HPCC trace's records;
        // FNCC's carry the same fields)
        for algo in [recorded, IntAlgo::RxHpcc] {
            let s = replay_int(
                TraceReader::open(&path).unwrap(),
                &IntReplayOptions {
                    model: ModelSel::Both,
                    cc: Some(algo),
                    ..IntReplayOptions::default()
                },
            )
            .unwrap();
            let c = s.golden_vs_float.clone().unwrap();
            let g = &s.models["golden"];
            println!(
                "{name} {}: golden vs float actions {:.5}, W median {:.3e} max {:.3e}, U max {:.3e}; vs ref: actions {:?}, W median {:.3e} max {:.3e}, U max {:.3e}",
                algo.name(),
                c.action_agreement,
                c.cwnd_rel_err_median,
                c.cwnd_rel_err_max,
                c.u_rel_err_max,
                g.action_agreement,
                g.cwnd_rel_err_median,
                g.cwnd_rel_err_max,
                g.u_rel_err_max
            );
            assert!(c.rows >= 1000, "{name}");
            assert!(
                c.action_agreement >= 0.999,
                "{name} {}: actions {} {:?}",
                algo.name(),
                c.action_agreement,
                c.action_confusion
            );
            assert!(c.cwnd_rel_err_median <= 1e-3, "{name} {}", algo.name());
            assert!(c.cwnd_rel_err_max <= 0.02, "{name} {}", algo.name());
            if algo == recorded {
                // against the recording itself too
                assert!(g.action_agreement.unwrap() >= 0.999, "{name}");
                assert!(g.cwnd_rel_err_median <= 1e-3, "{name}");
                assert!(g.cwnd_rel_err_max <= 0.02, "{name}");
            }
        }
    }
}
