//! Parsers for the tools' outputs: the yosys JSON netlist, the nextpnr report JSON and log.

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;

use crate::{SynthError, CB132_USER_IOS};

/// Cell counts of a yosys netlist, by cell type.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CellCounts(pub BTreeMap<String, u64>);

impl CellCounts {
    fn get(&self, k: &str) -> u64 {
        self.0.get(k).copied().unwrap_or(0)
    }
    /// SB_LUT4 cells.
    pub fn luts(&self) -> u64 {
        self.get("SB_LUT4")
    }
    /// All flip-flop cells (SB_DFF, SB_DFFE, SB_DFFSR, ...).
    pub fn ffs(&self) -> u64 {
        self.0
            .iter()
            .filter(|(k, _)| k.starts_with("SB_DFF"))
            .map(|(_, v)| v)
            .sum()
    }
    /// SB_RAM40_4K cells (and its NR/NW variants).
    pub fn brams(&self) -> u64 {
        self.0
            .iter()
            .filter(|(k, _)| k.starts_with("SB_RAM40_4K"))
            .map(|(_, v)| v)
            .sum()
    }
    /// SB_CARRY cells.
    pub fn carries(&self) -> u64 {
        self.get("SB_CARRY")
    }
}

/// Counts the cells of module `top` in a yosys JSON netlist (after `synth_ice40`, which
/// flattens, the top holds every cell).
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

/// Parses nextpnr's `--report` JSON. The Fmax is the design clock's: the `fmax` entry whose
/// net comes from the port `clock_port` (e.g. `clock$SB_IO_IN_$glb_clk` from `clock`), else
/// the only entry, else the slowest clock.
pub(crate) fn nextpnr_report(
    json: &str,
    clock_port: Option<&str>,
) -> Result<NextpnrReport, String> {
    let v: Value = serde_json::from_str(json).map_err(|e| format!("invalid JSON: {e}"))?;
    let mut r = NextpnrReport::default();
    let used = |k: &str| num(&v, &format!("/utilization/{k}/used")).unwrap_or(0.0) as u64;
    r.util = Utilisation {
        lcs: used("ICESTORM_LC"),
        lcs_available: num(&v, "/utilization/ICESTORM_LC/available")
            .unwrap_or(crate::HX8K.logic_cells as f64) as u64,
        ios: used("SB_IO"),
        brams: used("ICESTORM_RAM"),
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
    // a setup at a logic cell's LUT input (I0..I3) includes that LUT
    if path.last().is_some_and(|s| {
        s.get("type").and_then(Value::as_str) == Some("setup")
            && s.pointer("/to/port")
                .and_then(Value::as_str)
                .is_some_and(|p| p.starts_with('I'))
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
    top: &str,
    seed: u64,
    log_path: &Path,
) -> Option<SynthError> {
    let err = log
        .lines()
        .find(|l| l.contains("ERROR") && l.to_ascii_lowercase().contains("plac"))?
        .trim()
        .to_string();
    let ios = log_util(log, "SB_IO").map(|(u, _)| u);
    let lcs = log_util(log, "ICESTORM_LC");
    let explanation = if let Some(n) = ios.filter(|&n| n > CB132_USER_IOS) {
        format!(
            "`{top}` needs {n} I/O pins (every top-level port bit, clock included) but the CB132 \
             package bonds at most {CB132_USER_IOS} user I/Os. Synthesize it with \
             `io_wrapper: true` (SynthOptions), which serialises the ports behind 4 pins, or use \
             a board top with fewer pins."
        )
    } else if let Some((u, a)) = lcs.filter(|&(u, a)| u > a) {
        format!("the design needs {u} logic cells but the HX8K has {a}.")
    } else if err.contains("sb_io") {
        "an I/O could not be placed: check the PCF's pad names (CB132 pads, e.g. P7 for the Cu's \
         clock) and that no two ports share a pad."
            .to_string()
    } else {
        "see the log for the cell that could not be placed.".to_string()
    };
    Some(SynthError::Placement {
        top: top.to_string(),
        seed,
        message: err,
        explanation,
        ios: ios.and_then(|n| u32::try_from(n).ok()),
        log: log_path.to_path_buf(),
        mapped: None,
    })
}

/// `utilization.ICESTORM_LC.available` of a nextpnr report file.
pub(crate) fn lcs_available(report: &Path) -> Option<u64> {
    let v: Value = serde_json::from_str(&std::fs::read_to_string(report).ok()?).ok()?;
    num(&v, "/utilization/ICESTORM_LC/available").map(|x| x as u64)
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
        let e = placement_failure(log, "top", 1, Path::new("x.log")).unwrap();
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
        let r = nextpnr_report(j, Some("clock")).unwrap();
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
        let r = nextpnr_report(j, None).unwrap();
        assert_eq!(r.fmax_mhz, 50.0);
        let r = nextpnr_report(r#"{"fmax": {}, "utilization": {}}"#, Some("clock")).unwrap();
        assert_eq!((r.fmax_mhz, r.clock), (0.0, None));
    }
}
