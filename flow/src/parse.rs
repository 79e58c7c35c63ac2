//! Parsers for the tools' outputs: the yosys JSON netlist, the nextpnr report JSON and log.

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;

use crate::target::{CellCounts, Target};
use crate::SynthError;

/// Counts the cells of module `top` in a yosys JSON netlist (after `synth_ice40` or
/// `synth_ecp5`, which flatten, the top holds every cell).
pub fn netlist_cells(json: &str, top: &str) -> Result<CellCounts, String> {
    let v: Value = serde_json::from_str(json).map_err(|e| format!("invalid JSON: {e}"))?;
    let modules = v
        .get("modules")
        .and_then(Value::as_object)
        .ok_or("no `modules` object")?;
    let m = modules
        .get(top)
        .or_else(|| {
            modules.values().find(|m| {
                m.pointer("/attributes/top")
                    .and_then(Value::as_str)
                    .is_some_and(|t| t.trim_start_matches('0') == "1")
            })
        })
        .ok_or_else(|| format!("no module `{top}` in the netlist"))?;
    let mut counts = BTreeMap::new();
    if let Some(cells) = m.get("cells").and_then(Value::as_object) {
        for c in cells.values() {
            let ty = c.get("type").and_then(Value::as_str).unwrap_or("?");
            *counts.entry(ty.to_string()).or_insert(0) += 1;
        }
    }
    Ok(CellCounts(counts))
}

/// Placed utilisation from nextpnr's report JSON.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Utilisation {
    pub lcs: u64,
    pub lcs_available: u64,
    pub ios: u64,
    pub brams: u64,
    pub dsps: u64,
}

/// What one nextpnr report JSON says.
#[derive(Debug, Clone, Default)]
pub(crate) struct NextpnrReport {
    pub fmax_mhz: f64,
    pub clock: Option<String>,
    pub summary: String,
    pub path_lines: Vec<String>,
    pub path_ns: f64,
    pub logic_ns: f64,
    pub routing_ns: f64,
    pub util: Utilisation,
}

/// The port name a clock net comes from: `clock$SB_IO_IN_$glb_clk` -> `clock`.
fn net_base(net: &str) -> &str {
    net.split('$').next().unwrap_or(net)
}

fn num(v: &Value, path: &str) -> Option<f64> {
    v.pointer(path).and_then(Value::as_f64)
}

fn endpoint(v: &Value) -> String {
    let cell = v.get("cell").and_then(Value::as_str).unwrap_or("?");
    let port = v.get("port").and_then(Value::as_str).unwrap_or("?");
    format!("{cell}.{port}")
}

/// Strips the edge from a report clock name: `posedge clk` -> `clk`.
fn edge_clock(s: &str) -> &str {
    s.strip_prefix("posedge ")
        .or_else(|| s.strip_prefix("negedge "))
        .unwrap_or(s)
}

/// Parses nextpnr's `--report` JSON (nextpnr-ice40 and nextpnr-ecp5 write the same layout;
/// the utilisation entries have the family's names). The Fmax is the design clock's: the
/// `fmax` entry whose net comes from the port `clock_port` (e.g. `clock$SB_IO_IN_$glb_clk`
/// from `clock`), else the only entry (a PLL's output: `$glbnet$core_clock` on ECP5), else the
/// slowest clock.
pub(crate) fn nextpnr_report(
    json: &str,
    clock_port: Option<&str>,
    target: &Target,
) -> Result<NextpnrReport, String> {
    let v: Value = serde_json::from_str(json).map_err(|e| format!("invalid JSON: {e}"))?;
    let mut r = NextpnrReport::default();
    let res = target.family.nextpnr_resources();
    let used = |k: &str| num(&v, &format!("/utilization/{k}/used")).unwrap_or(0.0) as u64;
    r.util = Utilisation {
        lcs: used(res.logic),
        lcs_available: num(&v, &format!("/utilization/{}/available", res.logic))
            .unwrap_or(target.capacity.logic_cells as f64) as u64,
        ios: used(res.io),
        brams: used(res.bram),
        dsps: res.dsp.map_or(0, used),
    };
    let fmax = v.get("fmax").and_then(Value::as_object);
    let clocks: Vec<(&String, f64)> = fmax
        .map(|m| {
            m.iter()
                .filter_map(|(k, e)| Some((k, e.get("achieved")?.as_f64()?)))
                .collect()
        })
        .unwrap_or_default();
    let chosen = clock_port
        .and_then(|p| clocks.iter().find(|(k, _)| net_base(k) == p))
        .or(if clocks.len() == 1 {
            clocks.first()
        } else {
            None
        })
        .or_else(|| clocks.iter().min_by(|a, b| a.1.total_cmp(&b.1)));
    let Some((clk, f)) = chosen else {
        return Ok(r); // no clocked path
    };
    r.fmax_mhz = if f.is_finite() { *f } else { 0.0 };
    r.clock = Some(clk.to_string());

    let paths = v
        .get("critical_paths")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let path = paths.iter().find(|p| {
        let f = p.get("from").and_then(Value::as_str).map(edge_clock);
        let t = p.get("to").and_then(Value::as_str).map(edge_clock);
        f == Some(clk.as_str()) && t == Some(clk.as_str())
    });
    let Some(path) = path.and_then(|p| p.get("path")).and_then(Value::as_array) else {
        return Ok(r);
    };
    let (mut logic, mut routing, mut total, mut cells) = (0.0, 0.0, 0.0, 0usize);
    let mut first_net: Option<&str> = None;
    for seg in path {
        let d = seg.get("delay").and_then(Value::as_f64).unwrap_or(0.0);
        let ty = seg.get("type").and_then(Value::as_str).unwrap_or("?");
        total += d;
        let from = seg.get("from").map(endpoint).unwrap_or_default();
        let to = seg.get("to").map(endpoint).unwrap_or_default();
        match ty {
            "routing" => {
                routing += d;
                let net = seg.get("net").and_then(Value::as_str).unwrap_or("?");
                first_net.get_or_insert(net);
                r.path_lines
                    .push(format!("{d:5.2} {total:6.2}  net {net}: {from} -> {to}"));
            }
            _ => {
                logic += d;
                if ty == "logic" {
                    cells += 1;
                }
                r.path_lines
                    .push(format!("{d:5.2} {total:6.2}  {ty} {from} -> {to}"));
            }
        }
    }
    r.path_lines
        .push(format!("{logic:.2} ns logic, {routing:.2} ns routing"));
    // the first segment is the source's clock-to-q (or an async source): its `to` is the
    // launching cell's output (its `from` is not always the same cell in nextpnr 0.4)
    let start = path.first().and_then(|s| s.get("to")).map(endpoint);
    // a setup at a logic cell's LUT input (iCE40 I0..I3, ECP5 A..D) includes that LUT
    if path.last().is_some_and(|s| {
        s.get("type").and_then(Value::as_str) == Some("setup")
            && s.pointer("/to/port")
                .and_then(Value::as_str)
                .is_some_and(|p| p.starts_with('I') || matches!(p, "A" | "B" | "C" | "D"))
    }) {
        cells += 1;
    }
    let end = path.last().and_then(|s| s.get("to")).map(endpoint);
    r.path_ns = total;
    r.logic_ns = logic;
    r.routing_ns = routing;
    // only a user-named net helps (e.g. `yr.q[0]`), not yosys' `..._SB_LUT4_O_7_I0..`
    let start = start.unwrap_or_default();
    let from = match first_net.filter(|n| !n.contains("_SB_") && !n.contains('$')) {
        Some(n) => format!("{n} ({start})"),
        None => start,
    };
    r.summary = format!(
        "{from} -> {}: {total:.2} ns = {logic:.2} ns logic + {routing:.2} ns routing, {cells} logic level{}",
        end.unwrap_or_default(),
        if cells == 1 { "" } else { "s" }
    );
    Ok(r)
}

/// The last "Critical path report for clock '<clock>'" section of a nextpnr log, its lines
/// without the `Info: ` prefix, the header included, up to the blank line that ends it.
pub(crate) fn log_critical_path(log: &str, clock: &str) -> Vec<String> {
    let header = format!("Critical path report for clock '{clock}'");
    let lines: Vec<&str> = log.lines().collect();
    let Some(start) = lines.iter().rposition(|l| l.contains(&header)) else {
        return Vec::new();
    };
    lines[start..]
        .iter()
        .map(|l| l.strip_prefix("Info: ").unwrap_or(l).trim_end())
        .take_while(|l| !l.trim().is_empty())
        .map(str::to_string)
        .collect()
}

/// The first line mentioning `ERROR`, trimmed.
pub(crate) fn first_error(text: &str) -> Option<String> {
    text.lines()
        .find(|l| l.contains("ERROR"))
        .map(|l| l.trim().to_string())
}

/// The last `n` lines of `text`, without yosys' copyright banner (its box-drawing lines).
pub(crate) fn tail(text: &str, n: usize) -> String {
    let banner = |l: &&str| {
        let t = l.trim_start();
        t.starts_with('|') || t.starts_with("/---") || t.starts_with("\\---")
    };
    let lines: Vec<&str> = text.lines().filter(|l| !banner(l)).collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}

/// `used/available` of a resource in nextpnr's "Device utilisation" log lines.
fn log_util(log: &str, res: &str) -> Option<(u64, u64)> {
    let key = format!("{res}:");
    let l = log
        .lines()
        .find(|l| l.trim_start_matches("Info:").trim_start().starts_with(&key))?;
    let rest = l.split_once(&key)?.1;
    let (u, a) = rest.split_once('/')?;
    let a = a.split_whitespace().next()?;
    Some((u.trim().parse().ok()?, a.parse().ok()?))
}

/// Recognises a placement failure in a failed nextpnr log and explains it.
pub(crate) fn placement_failure(
    log: &str,
    target: &Target,
    top: &str,
    seed: u64,
    log_path: &Path,
) -> Option<SynthError> {
    let err = log
        .lines()
        .find(|l| l.contains("ERROR") && l.to_ascii_lowercase().contains("plac"))?
        .trim()
        .to_string();
    let res = target.family.nextpnr_resources();
    let ios = log_util(log, res.io).map(|(u, _)| u);
    let lcs = log_util(log, res.logic);
    let (package, max_ios) = (target.package, target.capacity.ios);
    let explanation = if let Some(n) = ios.filter(|&n| n > max_ios) {
        format!(
            "`{top}` needs {n} I/O pins (every top-level port bit, clock included) but the {package} \
             package bonds at most {max_ios} user I/Os. Synthesize it with \
             `io_wrapper: true` (SynthOptions), which serialises the ports behind 4 pins, or use \
             a board top with fewer pins."
        )
    } else if let Some((u, a)) = lcs.filter(|&(u, a)| u > a) {
        format!(
            "the design needs {u} logic cells ({}) but the {} has {a}.",
            res.logic, target.device
        )
    } else if err.contains("sb_io") || err.contains("$tr_io") {
        format!(
            "an I/O could not be placed: check the {} pad names ({package} pads, e.g. the \
             {}'s clock pin in constraints/{}) and that no two ports share a pad.",
            target.family.constraints_ext().to_uppercase(),
            target.board,
            target.constraints_file
        )
    } else {
        "see the log for the cell that could not be placed.".to_string()
    };
    Some(SynthError::Placement {
        family: target.family,
        top: top.to_string(),
        seed,
        message: err,
        explanation,
        ios: ios.and_then(|n| u32::try_from(n).ok()),
        log: log_path.to_path_buf(),
        mapped: None,
    })
}

/// `utilization.<logic cell>.available` of a nextpnr report file.
pub(crate) fn lcs_available(report: &Path, target: &Target) -> Option<u64> {
    let v: Value = serde_json::from_str(&std::fs::read_to_string(report).ok()?).ok()?;
    let logic = target.family.nextpnr_resources().logic;
    num(&v, &format!("/utilization/{logic}/available")).map(|x| x as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_helpers() {
        let log = "Info: \t         ICESTORM_LC:   695/ 7680     9%\nInfo: \t               SB_IO:   301/  256   117%\n\
                   ERROR: Unable to find a placement location for cell 'a[95]$sb_io'\n";
        assert_eq!(log_util(log, "SB_IO"), Some((301, 256)));
        assert_eq!(log_util(log, "ICESTORM_LC"), Some((695, 7680)));
        let cu = &crate::ALCHITRY_CU;
        let e = placement_failure(log, cu, "top", 1, Path::new("x.log")).unwrap();
        let m = e.to_string();
        assert!(
            m.contains("301 I/O pins") && m.contains("io_wrapper"),
            "{m}"
        );
        assert_eq!(tail("a\nb\nc", 2), "b\nc");
        assert_eq!(
            first_error("x\nbad.v:5: ERROR: syntax error\n").as_deref(),
            Some("bad.v:5: ERROR: syntax error")
        );
    }

    #[test]
    fn critical_path_section() {
        let log = "Info: Critical path report for clock 'clk$glb' (posedge -> posedge):\n\
                   Info: curr total\nInfo:  0.5  0.5  Source a.O\nInfo: 0.5 ns logic, 0.0 ns routing\n\n\
                   Info: Critical path report for cross-domain path ...\n";
        let l = log_critical_path(log, "clk$glb");
        assert_eq!(l.len(), 4);
        assert_eq!(l[2], " 0.5  0.5  Source a.O");
        assert!(log_critical_path(log, "other").is_empty());
    }

    #[test]
    fn report_clock_choice() {
        let j = r#"{"fmax": {"pll$glb": {"achieved": 50.0, "constraint": 100},
                             "clock$SB_IO_IN_$glb_clk": {"achieved": 120.5, "constraint": 100}},
                    "utilization": {"ICESTORM_LC": {"used": 10, "available": 7680},
                                    "SB_IO": {"used": 4, "available": 256}},
                    "critical_paths": [{"from": "posedge clock$SB_IO_IN_$glb_clk",
                        "to": "posedge clock$SB_IO_IN_$glb_clk", "path": [
                        {"delay": 0.5, "type": "clk-to-q", "from": {"cell": "a", "port": "CLK"}, "to": {"cell": "a", "port": "O"}},
                        {"delay": 2.0, "type": "routing", "net": "n1", "from": {"cell": "a", "port": "O"}, "to": {"cell": "b", "port": "I0"}},
                        {"delay": 0.4, "type": "logic", "from": {"cell": "b", "port": "I0"}, "to": {"cell": "b", "port": "O"}},
                        {"delay": 0.3, "type": "setup", "from": {"cell": "c", "port": "I1"}, "to": {"cell": "c", "port": "I1"}}]}]}"#;
        let cu = &crate::ALCHITRY_CU;
        let r = nextpnr_report(j, Some("clock"), cu).unwrap();
        assert_eq!(r.fmax_mhz, 120.5);
        assert_eq!(r.clock.as_deref(), Some("clock$SB_IO_IN_$glb_clk"));
        assert_eq!(r.util.lcs, 10);
        assert_eq!(r.util.ios, 4);
        assert!((r.logic_ns - 1.2).abs() < 1e-9 && (r.routing_ns - 2.0).abs() < 1e-9);
        assert_eq!(
            r.summary,
            "n1 (a.O) -> c.I1: 3.20 ns = 1.20 ns logic + 2.00 ns routing, 2 logic levels"
        );
        // no port hint: the slowest clock
        let r = nextpnr_report(j, None, cu).unwrap();
        assert_eq!(r.fmax_mhz, 50.0);
        let r = nextpnr_report(r#"{"fmax": {}, "utilization": {}}"#, Some("clock"), cu).unwrap();
        assert_eq!((r.fmax_mhz, r.clock), (0.0, None));
    }

    /// Excerpts of nextpnr-ecp5 0.11's log and report for the ULX3S board top (85F, the
    /// compact core behind the EHXPLLL at 40 MHz, seed 1).
    const ECP5_LOG: &str = "Info: Device utilisation:\n\
        Info: \t          TRELLIS_IO:      12/    365     3%\n\
        Info: \t                DCCA:       1/     56     1%\n\
        Info: \t              DP16KD:       7/    208     3%\n\
        Info: \t          MULT18X18D:       2/    156     1%\n\
        Info: \t             EHXPLLL:       1/      4    25%\n\
        Info: \t          TRELLIS_FF:    2032/  83640     2%\n\
        Info: \t        TRELLIS_COMB:    3570/  83640     4%\n\
        Info: \t        TRELLIS_RAMW:       0/  10455     0%\n\
        \n\
        Info: Max frequency for clock '$glbnet$core_clock': 72.11 MHz (PASS at 40.00 MHz)\n\
        \n\
        Info: Critical path report for clock '$glbnet$core_clock' (posedge -> posedge):\n\
        Info:       type curr  total name\n\
        Info:   clk-to-q  0.52  0.52 Source design.core.lead.x_TRELLIS_FF_Q_3.Q\n\
        Info:    routing  1.94  2.47 Net design.core.lead.x[4] (13,45) -> (13,34)\n\
        Info:                          Sink design.core.product_MULT18X18D_P9.A4\n\
        Info:      logic  3.93  6.39 Source design.core.product_MULT18X18D_P9.P14\n\
        Info: 7.08 ns logic, 6.78 ns routing\n\
        \n";

    const ECP5_REPORT: &str = r#"{"fmax": {"$glbnet$core_clock": {"achieved": 72.11365509033203, "constraint": 40}},
        "utilization": {"DP16KD": {"available": 208, "used": 7}, "EHXPLLL": {"available": 4, "used": 1},
            "MULT18X18D": {"available": 156, "used": 2}, "TRELLIS_COMB": {"available": 83640, "used": 3570},
            "TRELLIS_FF": {"available": 83640, "used": 2032}, "TRELLIS_IO": {"available": 365, "used": 12}},
        "critical_paths": [{"from": "posedge $glbnet$core_clock", "to": "posedge $glbnet$core_clock", "path": [
            {"delay": 0.525, "type": "clk-to-q", "from": {"cell": "design.core.lead.x_TRELLIS_FF_Q_3", "port": "Q"}, "to": {"cell": "design.core.lead.x_TRELLIS_FF_Q_3", "port": "Q"}},
            {"delay": 1.941, "type": "routing", "net": "design.core.lead.x[4]", "from": {"cell": "design.core.lead.x_TRELLIS_FF_Q_3", "port": "Q"}, "to": {"cell": "design.core.product_MULT18X18D_P9", "port": "A4"}},
            {"delay": 3.927, "type": "logic", "from": {"cell": "design.core.product_MULT18X18D_P9", "port": "A4"}, "to": {"cell": "design.core.product_MULT18X18D_P9", "port": "P14"}},
            {"delay": 0, "type": "setup", "from": {"cell": "design.core.regs.copy_b$write_data_TRELLIS_FF_Q_40", "port": "M"}, "to": {"cell": "design.core.regs.copy_b$write_data_TRELLIS_FF_Q_40", "port": "M"}}]}]}"#;

    #[test]
    fn ecp5_report_and_log() {
        let t = &crate::ULX3S;
        // the PLL's output is the only clock: no port of that name
        let r = nextpnr_report(ECP5_REPORT, Some("clock"), t).unwrap();
        assert!((r.fmax_mhz - 72.1137).abs() < 1e-3, "{}", r.fmax_mhz);
        assert_eq!(r.clock.as_deref(), Some("$glbnet$core_clock"));
        assert_eq!(
            r.util,
            Utilisation {
                lcs: 3570,
                lcs_available: 83640,
                ios: 12,
                brams: 7,
                dsps: 2
            }
        );
        assert!(r.summary.contains("design.core.lead.x[4]"), "{}", r.summary);
        assert!(r.summary.ends_with("1 logic level"), "{}", r.summary);
        assert_eq!(log_util(ECP5_LOG, "TRELLIS_COMB"), Some((3570, 83640)));
        assert_eq!(log_util(ECP5_LOG, "DP16KD"), Some((7, 208)));
        assert_eq!(log_util(ECP5_LOG, "MULT18X18D"), Some((2, 156)));
        let cp = log_critical_path(ECP5_LOG, "$glbnet$core_clock");
        assert_eq!(cp.len(), 7, "{cp:?}");
        assert!(cp[0].starts_with("Critical path report for clock '$glbnet$core_clock'"));
        assert_eq!(cp[6], "7.08 ns logic, 6.78 ns routing");
        // a design with more ports than the package: explained with the ECP5's names
        let over = "Info: \t          TRELLIS_IO:     301/    365    82%\n\
                    ERROR: Unable to place cell 'a[95]$tr_io', no Bels remaining of type 'TRELLIS_IO'\n";
        let small = crate::Target {
            capacity: crate::target::Capacity {
                ios: 205,
                ..t.capacity
            },
            ..*t
        };
        let m = placement_failure(over, &small, "top", 1, Path::new("x.log"))
            .unwrap()
            .to_string();
        assert!(m.starts_with("nextpnr-ecp5 could not place"), "{m}");
        assert!(m.contains("301 I/O pins") && m.contains("CABGA381"), "{m}");
    }

    #[test]
    fn ecp5_cells_are_counted_as_lut4_equivalents() {
        // the cell types yosys 0.70's synth_ecp5 left in the ULX3S board top's netlist
        let j = r#"{"modules": {"ulx3s_pll_top": {"attributes": {"top": "00000000000000000000000000000001"}, "cells": {
            "a": {"type": "LUT4"}, "b": {"type": "LUT4"}, "c": {"type": "CCU2C"}, "d": {"type": "TRELLIS_FF"},
            "e": {"type": "DP16KD"}, "f": {"type": "MULT18X18D"}, "g": {"type": "PFUMX"}, "h": {"type": "L6MUX21"},
            "i": {"type": "EHXPLLL"}, "j": {"type": "$scopeinfo"}}}}}"#;
        let c = netlist_cells(j, "ulx3s_pll_top").unwrap();
        let m = crate::Family::Ecp5.mapped(&c);
        assert_eq!(
            m,
            crate::MappedCells {
                luts: 4,
                ffs: 1,
                brams: 1,
                carries: 1,
                dsps: 1
            }
        );
        assert_eq!(crate::Family::Ice40.mapped(&c).luts, 0);
    }
}
