//! `nscc figures`: the README's table of figures, each row computed by the command it names
//! (the same library calls), so that a test can hold the README to its commands. Only what a
//! command gives the same on every machine is here: agreement with htsim, clocks per event,
//! mismatches, self-test signatures, and the bitstreams' reports as `nscc bitstream` wrote
//! them into `bitstreams/`. Throughput in events per second depends on the machine: `nscc
//! bench` and `docs/verification.md`.

use std::path::Path;

use nscc_cosim::core::Core;
use nscc_replay::{replay, ModelSel, ReplayOptions};
use nscc_trace::{Spacing, TraceReader};

/// The recorded htsim traces of the table, under `traces/htsim/`.
const TRACES: [(&str, &str); 3] = [
    ("a", "a_incast8_400g_trim.csv.gz"),
    ("c", "c_perm128_400g_paths8.csv.gz"),
    ("d", "d_single_100g_ramp.csv.gz"),
];

/// The boards whose committed bitstream reports the table shows.
const BOARDS: [&str; 2] = ["ulx3s", "alchitry_cu_int"];

fn open(root: &Path, file: &str) -> Result<TraceReader, String> {
    TraceReader::open(&root.join("traces/htsim").join(file)).map_err(|e| e.to_string())
}

/// `1234567` as `1,234,567`.
pub fn grouped(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A self-test's verdict in words.
pub fn signature(matched: bool) -> &'static str {
    if matched {
        "signature match"
    } else {
        "SIGNATURE MISMATCH"
    }
}

/// `n CCCs`, `1 CCC`.
fn cccs(n: usize) -> String {
    if n == 1 {
        "1 CCC".into()
    } else {
        format!("{} CCCs", grouped(n as u64))
    }
}

/// The table (Markdown), computed from the repository at `root`.
pub fn table(root: &Path) -> Result<String, String> {
    let mut t = String::from("| what | figure | command |\n|---|---|---|\n");
    for (k, file) in TRACES {
        let s = replay(
            open(root, file)?,
            &ReplayOptions {
                model: ModelSel::Golden,
                spacing: Spacing::Trace,
                float_credit: Default::default(),
                same_ccc: None,
                out: None,
                plot: None,
                plot_ccc: None,
                progress: false,
                input_len: None,
            },
        )
        .map_err(|e| e.to_string())?;
        let f = s
            .models
            .get("golden")
            .and_then(|m| m.fidelity.as_ref())
            .ok_or_else(|| format!("{file}: no htsim reference columns"))?;
        t += &format!(
            "| golden model vs htsim, trace {k} ({} events, {}) | actions {:.2} % equal; cwnd error median {:.3} %, max {:.2} % | `nscc replay traces/htsim/{file}` |\n",
            grouped(s.events),
            cccs(s.cccs),
            100.0 * f.action_agreement,
            100.0 * f.cwnd_rel_err_median,
            100.0 * f.cwnd_rel_err_max
        );
    }
    for (k, file) in TRACES {
        let r = nscc_cosim::engine::cosim_on(
            Core::Engine,
            open(root, file)?,
            Spacing::BackToBack,
            None,
        )
        .map_err(|e| e.to_string())?;
        t += &format!(
            "| ULX3S engine (`NsccEngine`), trace {k} back to back | {} events over {}, {} mismatching; {:.2} clocks per event | `nscc cosim traces/htsim/{file} --core engine --spacing back-to-back` |\n",
            grouped(r.events),
            cccs(r.cccs),
            r.mismatches,
            r.clocks_per_event_mean
        );
    }
    let (_, file) = TRACES[0];
    let r = nscc_cosim::engine::cosim_on(
        Core::CompactEngine,
        open(root, file)?,
        Spacing::BackToBack,
        None,
    )
    .map_err(|e| e.to_string())?;
    t += &format!(
        "| Cu engine (`NsccCompactEngine`), trace a back to back | {} events over {} CCCs, {} mismatching; {:.1} clocks per event | `nscc cosim traces/htsim/{file} --core compact-engine --spacing back-to-back` |\n",
        grouped(r.events),
        r.cccs,
        r.mismatches,
        r.clocks_per_event_mean
    );
    let regs = nscc_trace::config_from_header(open(root, file)?.header())
        .register_image()
        .map_err(|e| e.to_string())?;
    let b = nscc_hil::bist::run_board_sim(&regs, &nscc_hil::bist::BistOptions::default())?;
    t += &format!(
        "| ULX3S board's self-test through its Verilated UART frames | {} events over {} CCCs, {:.3} clocks per event, {} | `nscc hil --sim --bist` |\n",
        grouped(b.events),
        b.cccs,
        b.clocks_per_event,
        signature(b.signature_match)
    );
    let i = nscc_hil::int_bist::run_board_sim(&Default::default())?;
    t += &format!(
        "| Cu INT board's self-test (HPCC++, Rx-HPCC, FNCC) | {} ACKs of {} records over {} CCCs, {:.1} clocks per ACK, {} | `nscc hil --sim --bist --board alchitry-cu-int` |\n",
        grouped(i.events),
        i.hops,
        i.cccs,
        i.clocks_per_event,
        signature(i.signature_match)
    );
    for dir in BOARDS {
        let path = root
            .join("bitstreams")
            .join(dir)
            .join("nscc_board.report.json");
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let v: serde_json::Value =
            serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        let n = |k: &str| v[k].as_u64().unwrap_or(0);
        let board = v["board"].as_str().unwrap_or(dir);
        let (bram, dsp) = if v["family"] == "ecp5" {
            ("DP16KD", format!(", {} MULT18X18D", n("dsps")))
        } else {
            ("SB_RAM40_4K", String::new())
        };
        t += &format!(
            "| {board} bitstream (`bitstreams/{dir}/`) | {} LUT4, {} FF, {} {bram}{dsp}; Fmax {:.1} MHz, {} at {:.0} MHz | `nscc bitstream --board {board}` |\n",
            grouped(n("luts")),
            grouped(n("ffs")),
            n("brams"),
            v["fmax_mhz"].as_f64().unwrap_or(0.0),
            if v["timing_met"] == true { "met" } else { "NOT met" },
            v["freq_mhz"].as_f64().unwrap_or(0.0),
        );
    }
    Ok(t)
}

/// The README's table: the lines between `<!-- figures: `nscc figures` -->` and
/// `<!-- end figures -->`.
pub fn readme_table(readme: &str) -> Option<&str> {
    let begin = "<!-- figures: `nscc figures` -->\n";
    let at = readme.find(begin)? + begin.len();
    let len = readme[at..].find("<!-- end figures -->")?;
    Some(&readme[at..at + len])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped_by_thousands() {
        assert_eq!(
            [0, 999, 1000, 10136, 1234567].map(grouped),
            ["0", "999", "1,000", "10,136", "1,234,567"]
        );
    }

    #[test]
    fn the_readme_table_is_found_between_its_markers() {
        let r = "x\n<!-- figures: `nscc figures` -->\n| a |\n<!-- end figures -->\n";
        assert_eq!(readme_table(r), Some("| a |\n"));
        assert_eq!(readme_table("no table"), None);
    }
}
