//! A trace's `rto_before` column: the reader delivers each count as that many timeout cuts
//! before the row, and a replay's models take them: cwnd minus the mtu per cut, never below
//! one mtu (htsim's `mark_packet_for_retransmission`).

use std::io::Cursor;
use std::path::PathBuf;

use golden_model::EventKind;
use nscc_replay::{replay, ModelSel, ReplayOptions};
use nscc_trace::TraceReader;

const MTU: u64 = 4160;
const INIT: u64 = 100 * MTU;

/// Flow 1: sends with 0, 3, 200 and 1 cuts before them; flow 2: a send, then a NACK after 2
/// cuts whose `ref_cwnd` is htsim's (the cuts, then the NACK's bytes).
fn trace() -> String {
    let mut t = String::from(
        "# nscc-trace v1\n# link_bps=400000000000\n# base_rtt_ps=12506880\n# mss=4096\n# mtu=4160\n",
    );
    t += &format!("# init_cwnd={INIT}\n# trimming=1\n");
    t += "t_ps,ccc,kind,bytes,psn,rtt_ps,rto_before,ref_cwnd,ref_action\n";
    let nack_ref = INIT - 2 * MTU - MTU;
    for row in [
        format!("0,1,send,4160,0,0,0,{INIT},none"),
        format!("0,2,send,4160,0,0,0,{INIT},none"),
        format!("10,1,send,4160,1,0,3,{},none", INIT - 3 * MTU),
        format!("20,1,send,4160,2,0,200,{MTU},none"),
        format!("30,1,send,4160,3,0,1,{MTU},none"),
        format!("40,2,nack,4160,0,9000000,2,{nack_ref},nack"),
    ] {
        t += &row;
        t.push('\n');
    }
    t
}

fn reader() -> TraceReader {
    TraceReader::from_reader("rto.csv", Box::new(Cursor::new(trace().into_bytes()))).unwrap()
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("nscc-replay-rto-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

#[test]
fn replay_applies_htsim_timeout_cuts() {
    let out = tmp("out.csv");
    let opts = ReplayOptions {
        model: ModelSel::Both,
        out: Some(out.clone()),
        ..ReplayOptions::default()
    };
    let s = replay(reader(), &opts).unwrap();
    // 6 rows and 3 + 200 + 1 + 2 cuts
    assert_eq!(s.events, 6 + 206);
    for model in ["golden", "float"] {
        let f = s.models[model].fidelity.as_ref().unwrap();
        assert_eq!(f.rows, 1, "{model}: the NACK");
        assert_eq!(f.cwnd_rel_err_max, 0.0, "{model}: {f:?}");
        assert_eq!(f.action_agreement, 1.0, "{model}: {f:?}");
    }
    // the output: one line per row of the input (its rto_before passed through), the
    // models' cwnd after the row's cuts and the row
    let r = TraceReader::open(&out).unwrap();
    let col = |c: &str| r.extra_columns().iter().position(|x| x == c).unwrap();
    let (cwnd, float_cwnd, rto_before, ref_cwnd) = (
        col("cwnd"),
        col("float_cwnd"),
        col("rto_before"),
        col("ref_cwnd"),
    );
    let text = std::fs::read_to_string(&out).unwrap();
    assert_eq!(text.lines().filter(|l| !l.starts_with('#')).count(), 1 + 6);
    let rows: Vec<_> = r
        .map(|x| x.unwrap())
        .filter(|x| !x.rto_cut)
        .map(|x| {
            let n = |i: usize| x.extra[i].parse::<u64>().unwrap();
            let nack = x.event.kind == EventKind::Nack;
            (
                x.event.ccc,
                nack,
                n(rto_before),
                n(cwnd),
                n(float_cwnd),
                n(ref_cwnd),
            )
        })
        .collect();
    assert_eq!(rows.len(), 6);
    // htsim's rule per flow: cwnd - mtu per cut, floor one mtu
    let mut want = std::collections::HashMap::from([(1u32, INIT), (2u32, INIT)]);
    for (ccc, nack, k, golden, float, htsim) in rows {
        let w = want.get_mut(&ccc).unwrap();
        for _ in 0..k {
            *w = w.saturating_sub(MTU).max(MTU);
        }
        if nack {
            *w -= MTU; // the NACK's bytes
        }
        assert_eq!((golden, float), (*w, *w), "ccc {ccc} after {k} cuts");
        assert_eq!(golden, htsim);
    }
    std::fs::remove_dir_all(out.parent().unwrap()).unwrap();
}

/// The golden model alone (the engine's lane) sees the same cuts.
#[test]
fn golden_replay_alone_applies_the_cuts() {
    let opts = ReplayOptions {
        model: ModelSel::Golden,
        ..ReplayOptions::default()
    };
    let s = replay(reader(), &opts).unwrap();
    let f = s.models["golden"].fidelity.as_ref().unwrap();
    assert_eq!(f.cwnd_rel_err_max, 0.0, "{f:?}");
    assert_eq!(s.models["golden"].actions["none"], 5 + 206);
}
