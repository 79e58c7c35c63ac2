//! Port-list parsing of a Verilog top and the serial I/O wrapper (`synth_wrapper`) that lets a
//! block with hundreds of port bits be placed on the CB132 package (at most 95 user I/Os).

use crate::SynthError;

/// Name of the generated wrapper module (a numeric suffix is added if the design already has
/// a module of that name).
pub const WRAPPER_NAME: &str = "synth_wrapper";

/// Direction of a port.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dir {
    Input,
    Output,
}

/// One port of a module: name, direction, width in bits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Port {
    pub name: String,
    pub dir: Dir,
    pub width: u32,
}

/// The ports of a module, in header order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModulePorts {
    pub module: String,
    pub ports: Vec<Port>,
}

impl ModulePorts {
    /// The clock input: the 1-bit input named `clock` (rust-hdl's convention), else `clk`.
    pub fn clock(&self) -> Option<&Port> {
        ["clock", "clk"].iter().find_map(|c| {
            self.ports
                .iter()
                .find(|p| p.name == *c && p.dir == Dir::Input && p.width == 1)
        })
    }

    /// Total width of the inputs other than the clock.
    pub fn input_bits(&self) -> u64 {
        let clk = self.clock().map(|p| p.name.as_str());
        self.ports
            .iter()
            .filter(|p| p.dir == Dir::Input && Some(p.name.as_str()) != clk)
            .map(|p| u64::from(p.width))
            .sum()
    }

    /// Total width of the outputs.
    pub fn output_bits(&self) -> u64 {
        self.ports
            .iter()
            .filter(|p| p.dir == Dir::Output)
            .map(|p| u64::from(p.width))
            .sum()
    }

    /// Number of top-level I/O pins the module needs unwrapped (clock included).
    pub fn io_bits(&self) -> u64 {
        self.ports.iter().map(|p| u64::from(p.width)).sum()
    }
}

fn verr(msg: impl Into<String>) -> SynthError {
    SynthError::Verilog(msg.into())
}

/// Removes `// ...` and `/* ... */` comments (string literals are kept as they are).
fn strip_comments(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    let mut start = 0;
    let mut in_str = false;
    while i < b.len() {
        if in_str {
            if b[i] == b'\\' {
                i += 2;
                continue;
            }
            if b[i] == b'"' {
                in_str = false;
            }
            i += 1;
        } else if b[i] == b'"' {
            in_str = true;
            i += 1;
        } else if b[i] == b'/' && i + 1 < b.len() && b[i + 1] == b'/' {
            out.push_str(&src[start..i]);
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            start = i;
        } else if b[i] == b'/' && i + 1 < b.len() && b[i + 1] == b'*' {
            out.push_str(&src[start..i]);
            out.push(' ');
            i += 2;
            while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                i += 1;
            }
            i = (i + 2).min(b.len());
            start = i;
        } else {
            i += 1;
        }
    }
    out.push_str(&src[start.min(src.len())..]);
    out
}

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_'
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '$'
}

/// True if `name` is a plain Verilog identifier (no escaped identifiers).
pub(crate) fn is_identifier(name: &str) -> bool {
    let mut it = name.chars();
    matches!(it.next(), Some(c) if is_ident_start(c)) && it.all(is_ident_char)
}

/// Byte offsets of `module <name>` (the offset just after the name), for every module.
fn module_names(src: &str) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    let b = src.as_bytes();
    let mut from = 0;
    while let Some(off) = src[from..].find("module") {
        let at = from + off;
        from = at + 6;
        let before_ok = at == 0 || !is_ident_char(b[at - 1] as char);
        let after = &src[at + 6..];
        let ws = after.len() - after.trim_start().len();
        if !before_ok || ws == 0 {
            continue;
        }
        let rest = after.trim_start();
        let len = rest
            .char_indices()
            .find(|&(_, c)| !is_ident_char(c))
            .map_or(rest.len(), |(i, _)| i);
        if len > 0 && rest.chars().next().is_some_and(is_ident_start) {
            out.push((rest[..len].to_string(), at + 6 + ws + len));
        }
    }
    out
}

/// Parses `[msb:lsb]` (decimal literals) at the start of `s`; returns the width and the rest.
fn parse_range<'a>(s: &'a str, port_ctx: &str) -> Result<(u32, &'a str), SynthError> {
    let s = s.trim_start();
    if !s.starts_with('[') {
        return Ok((1, s));
    }
    let close = s
        .find(']')
        .ok_or_else(|| verr(format!("unterminated range in `{port_ctx}`")))?;
    let inner = &s[1..close];
    let (msb, lsb) = inner.split_once(':').ok_or_else(|| {
        verr(format!(
            "range `[{inner}]` in `{port_ctx}` is not [msb:lsb]"
        ))
    })?;
    let num = |t: &str| -> Result<i64, SynthError> {
        t.trim().parse::<i64>().map_err(|_| {
            verr(format!(
                "range `[{inner}]` in `{port_ctx}`: only decimal literal bounds are supported"
            ))
        })
    };
    let (m, l) = (num(msb)?, num(lsb)?);
    let w = (m - l).abs() + 1;
    let w = u32::try_from(w).map_err(|_| verr(format!("range `[{inner}]` is too wide")))?;
    Ok((w, &s[close + 1..]))
}

/// A port declaration statement: `input wire signed [7:0] a, b` (also ANSI entries).
/// Returns (dir, width, names) or None if `stmt` is not a declaration.
fn parse_decl(stmt: &str) -> Result<Option<(Dir, u32, Vec<String>)>, SynthError> {
    let s = stmt.trim();
    let (dir, rest) = if let Some(r) = s.strip_prefix("input") {
        (Dir::Input, r)
    } else if let Some(r) = s.strip_prefix("output") {
        (Dir::Output, r)
    } else if s.starts_with("inout") && !s[5..].starts_with(is_ident_char) {
        return Err(verr(format!(
            "inout port `{s}` cannot be wrapped (only input and output ports)"
        )));
    } else {
        return Ok(None);
    };
    if rest.starts_with(is_ident_char) {
        return Ok(None); // e.g. an identifier starting with "input"
    }
    let mut rest = rest.trim_start();
    for kw in ["wire", "reg", "logic", "signed", "unsigned"] {
        if let Some(r) = rest.strip_prefix(kw) {
            if !r.starts_with(is_ident_char) {
                rest = r.trim_start();
            }
        }
    }
    // a second pass: `reg signed`
    for kw in ["signed", "unsigned"] {
        if let Some(r) = rest.strip_prefix(kw) {
            if !r.starts_with(is_ident_char) {
                rest = r.trim_start();
            }
        }
    }
    let (width, rest) = parse_range(rest, s)?;
    let mut names = Vec::new();
    for n in rest.split(',') {
        // `output reg [7:0] q = 8'h0` (initialiser) or an unpacked dimension: not ports we handle
        let n = n.trim();
        let n = n.split('=').next().unwrap_or("").trim();
        if n.is_empty() {
            continue;
        }
        if !is_identifier(n) {
            return Err(verr(format!(
                "cannot parse port name `{n}` in `{s}` (escaped identifiers and arrays are not supported)"
            )));
        }
        names.push(n.to_string());
    }
    Ok(Some((dir, width, names)))
}

/// Parses the port list of module `top` in `verilog`: rust-hdl's non-ANSI style
/// (`module top(a,b); input wire [7:0] a; output reg [15:0] b;`) and ANSI headers
/// (`module top(input wire [7:0] a, output reg [15:0] b);`).
pub fn parse_ports(verilog: &str, top: &str) -> Result<ModulePorts, SynthError> {
    let src = strip_comments(verilog);
    let (_, after_name) = module_names(&src)
        .into_iter()
        .find(|(n, _)| n == top)
        .ok_or_else(|| verr(format!("no `module {top}` in the Verilog text")))?;
    let rest = src[after_name..].trim_start();
    if rest.starts_with('#') {
        return Err(verr(format!(
            "module `{top}` has parameters (`#(...)`); parameterised tops are not supported"
        )));
    }
    let header_start = after_name + (src[after_name..].len() - rest.len());
    let (header, body_start) = if rest.starts_with('(') {
        let mut depth = 0usize;
        let mut end = None;
        for (i, c) in rest.char_indices() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        end = Some(i);
                        break;
                    }
                }
                _ => {}
            }
        }
        let end = end.ok_or_else(|| verr(format!("unterminated port list of `{top}`")))?;
        (&rest[1..end], header_start + end + 1)
    } else {
        ("", header_start)
    };
    let body_end = src[body_start..]
        .find("endmodule")
        .map_or(src.len(), |i| body_start + i);
    let body = &src[body_start..body_end];

    let mut ports: Vec<Port> = Vec::new();
    let entries: Vec<&str> = header
        .split(',')
        .map(str::trim)
        .filter(|e| !e.is_empty())
        .collect();
    let ansi = entries
        .iter()
        .any(|e| e.starts_with("input") || e.starts_with("output") || e.starts_with("inout"));
    if ansi {
        let mut cur: Option<(Dir, u32)> = None;
        for e in entries {
            if let Some((dir, w, names)) = parse_decl(e)? {
                cur = Some((dir, w));
                for name in names {
                    ports.push(Port {
                        name,
                        dir,
                        width: w,
                    });
                }
            } else {
                let (dir, w) =
                    cur.ok_or_else(|| verr(format!("port `{e}` of `{top}` has no direction")))?;
                let (w2, name) = parse_range(e, e)?;
                let name = name.trim();
                if !is_identifier(name) {
                    return Err(verr(format!("cannot parse port `{e}` of `{top}`")));
                }
                ports.push(Port {
                    name: name.to_string(),
                    dir,
                    width: if e.trim_start().starts_with('[') {
                        w2
                    } else {
                        w
                    },
                });
            }
        }
    } else {
        let mut decls: Vec<(String, Dir, u32)> = Vec::new();
        for stmt in body.split(';') {
            if let Some((dir, w, names)) = parse_decl(stmt)? {
                decls.extend(names.into_iter().map(|n| (n, dir, w)));
            }
        }
        for e in entries {
            if !is_identifier(e) {
                return Err(verr(format!("cannot parse port `{e}` of `{top}`")));
            }
            let (_, dir, width) = decls.iter().find(|(n, _, _)| n == e).ok_or_else(|| {
                verr(format!(
                    "port `{e}` of `{top}` has no input/output declaration"
                ))
            })?;
            ports.push(Port {
                name: e.to_string(),
                dir: *dir,
                width: *width,
            });
        }
    }
    if ports.is_empty() {
        return Err(verr(format!("module `{top}` has no ports")));
    }
    Ok(ModulePorts {
        module: top.to_string(),
        ports,
    })
}

/// `{reg[n-2:0], fill}`: the next value of an n-bit shift register shifting towards the MSB.
fn shifted(reg: &str, n: u64, fill: &str) -> String {
    if n == 1 {
        fill.to_string()
    } else {
        format!("{{{reg}[{}:0], {fill}}}", n - 2)
    }
}

fn slice(reg: &str, lo: u64, width: u32) -> String {
    if width == 1 {
        format!("{reg}[{lo}]")
    } else {
        format!("{reg}[{}:{lo}]", lo + u64::from(width) - 1)
    }
}

/// Generated wrapper plus the facts the report needs.
pub(crate) struct Wrapped {
    pub verilog: String,
    pub wrapper_top: String,
    pub ports: ModulePorts,
    /// The wrapper around a black-box copy of the top (only its ports), used to measure the
    /// wrapper's own cells.
    pub overhead_probe: String,
}

pub(crate) fn wrap(verilog: &str, top: &str) -> Result<Wrapped, SynthError> {
    if !is_identifier(top) {
        return Err(SynthError::InvalidOptions(format!(
            "top `{top}` is not a plain Verilog identifier"
        )));
    }
    let ports = parse_ports(verilog, top)?;
    let clock = ports
        .clock()
        .ok_or_else(|| {
            verr(format!(
                "`{top}` has no 1-bit input named `clock` (or `clk`); the I/O wrapper needs one"
            ))
        })?
        .name
        .clone();
    let ni = ports.input_bits();
    let no = ports.output_bits();
    if no == 0 {
        return Err(verr(format!(
            "`{top}` has no outputs: synthesis would optimise the whole design away"
        )));
    }
    let existing: Vec<String> = module_names(&strip_comments(verilog))
        .into_iter()
        .map(|(n, _)| n)
        .collect();
    let mut name = WRAPPER_NAME.to_string();
    let mut k = 1;
    while existing.contains(&name) || name == top {
        name = format!("{WRAPPER_NAME}_{k}");
        k += 1;
    }

    let mut w = String::new();
    let p = |w: &mut String, s: &str| {
        w.push_str(s);
        w.push('\n');
    };
    p(&mut w, "");
    p(
        &mut w,
        &format!(
            "// {name}: synthesis-only serial I/O wrapper generated by nscc-flow around `{top}`."
        ),
    );
    p(
        &mut w,
        &format!(
            "// `{top}` has {} I/O bits ({ni} input bits besides `{clock}`, {no} output bits); the CB132 package",
            ports.io_bits()
        ),
    );
    p(
        &mut w,
        "// bonds at most 95 user I/Os, so the wrapper has only `clock`, `sin`, `load` and `sout`.",
    );
    p(
        &mut w,
        "// Inputs: every input of the core except the clock is a slice of `in_chain`, one shift",
    );
    p(
        &mut w,
        "// register fed by `sin` and shifted every cycle, so the core's inputs come straight from",
    );
    p(
        &mut w,
        "// flip-flops (register-to-register timing, as in a real system).",
    );
    p(&mut w, "// Outputs: every output bit is captured into `out_chain` while `load` is high and shifted");
    p(&mut w, "// out through `sout` otherwise, so each output bit stays observable and no logic is removed.");
    p(&mut w, &format!(
        "// Overhead: about (#input bits + #output bits) = {} FFs and #output bits = {no} LUTs (the load",
        ni + no
    ));
    p(
        &mut w,
        "// mux) on top of the core. nscc-flow measures the wrapper on its own (around a",
    );
    p(
        &mut w,
        "// black-box copy of the core) and subtracts it from the totals it reports for the core.",
    );
    p(&mut w, "// Port map:");
    let mut lo_in = 0u64;
    let mut lo_out = 0u64;
    let mut conns = Vec::new();
    for port in &ports.ports {
        let sig = if port.name == clock {
            clock.clone()
        } else if port.dir == Dir::Input {
            let s = slice("in_chain", lo_in, port.width);
            lo_in += u64::from(port.width);
            s
        } else {
            let s = slice("core_out", lo_out, port.width);
            lo_out += u64::from(port.width);
            s
        };
        if port.name != clock {
            let line = if port.dir == Dir::Input {
                format!("//   {sig} -> {}", port.name)
            } else {
                format!("//   {} -> {sig}", port.name)
            };
            p(&mut w, &line);
        }
        conns.push(format!("        .{}({sig})", port.name));
    }
    let head = |w: &mut String, body: &str| {
        w.push_str(&format!("module {name}(clock, sin, load, sout);\n"));
        w.push_str("    input wire clock;\n    input wire sin;\n    input wire load;\n    output wire sout;\n");
        w.push_str(body);
        w.push_str("endmodule // ");
        w.push_str(&name);
        w.push('\n');
    };
    let mut body = String::new();
    if ni > 0 {
        body.push_str(&format!("    reg [{}:0] in_chain;\n", ni - 1));
    }
    body.push_str(&format!("    wire [{}:0] core_out;\n", no - 1));
    body.push_str(&format!("    reg [{}:0] out_chain;\n", no - 1));
    body.push_str("    always @(posedge clock) begin\n");
    if ni > 0 {
        body.push_str(&format!(
            "        in_chain <= {};\n",
            shifted("in_chain", ni, "sin")
        ));
    }
    body.push_str("        if (load)\n            out_chain <= core_out;\n        else\n");
    body.push_str(&format!(
        "            out_chain <= {};\n",
        shifted("out_chain", no, "1'b0")
    ));
    body.push_str("    end\n");
    body.push_str(&format!("    assign sout = out_chain[{}];\n", no - 1));
    body.push_str(&format!(
        "    {top} core (\n{}\n    );\n",
        conns.join(",\n")
    ));
    head(&mut w, &body);

    let mut verilog_out = verilog.to_string();
    if !verilog_out.ends_with('\n') {
        verilog_out.push('\n');
    }
    verilog_out.push_str(&w);

    // black-box copy of the core for measuring the wrapper alone
    let mut probe = String::from("(* blackbox *)\n");
    let names: Vec<&str> = ports.ports.iter().map(|p| p.name.as_str()).collect();
    probe.push_str(&format!("module {top}({});\n", names.join(", ")));
    for port in &ports.ports {
        let dir = if port.dir == Dir::Input {
            "input"
        } else {
            "output"
        };
        if port.width == 1 {
            probe.push_str(&format!("    {dir} {};\n", port.name));
        } else {
            probe.push_str(&format!(
                "    {dir} [{}:0] {};\n",
                port.width - 1,
                port.name
            ));
        }
    }
    probe.push_str("endmodule\n");
    probe.push_str(&w);

    Ok(Wrapped {
        verilog: verilog_out,
        wrapper_top: name,
        ports,
        overhead_probe: probe,
    })
}

/// Wraps module `top` of `verilog` in a serial I/O wrapper (see the module docs of
/// [`crate`]): returns the Verilog text with the wrapper module appended, and the wrapper's
/// module name (the top to synthesize).
pub fn io_wrapper(verilog: &str, top: &str) -> Result<(String, String), SynthError> {
    let w = wrap(verilog, top)?;
    Ok((w.verilog, w.wrapper_top))
}

#[cfg(test)]
mod tests {
    use super::*;

    const RUST_HDL: &str = "
module top(clock,a,b,q,v);
    // Module arguments
    input wire  clock;
    input wire  [23:0] a;
    input wire signed [15:0] b;
    output reg  [47:0] q;
    output reg  v;
    reg  [7:0] x$d; /* a ; comment */
    always @(*) begin
        q = a;
    end
endmodule // top

module top$x(d,q,clock);
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
endmodule // top$x
";

    #[test]
    fn parses_rust_hdl_ports() {
        let p = parse_ports(RUST_HDL, "top").unwrap();
        let got: Vec<(&str, Dir, u32)> = p
            .ports
            .iter()
            .map(|p| (p.name.as_str(), p.dir, p.width))
            .collect();
        assert_eq!(
            got,
            vec![
                ("clock", Dir::Input, 1),
                ("a", Dir::Input, 24),
                ("b", Dir::Input, 16),
                ("q", Dir::Output, 48),
                ("v", Dir::Output, 1)
            ]
        );
        assert_eq!(p.input_bits(), 40);
        assert_eq!(p.output_bits(), 49);
        let sub = parse_ports(RUST_HDL, "top$x").unwrap();
        assert_eq!(sub.ports.len(), 3);
        assert!(parse_ports(RUST_HDL, "to").is_err());
    }

    #[test]
    fn parses_ansi_ports() {
        let v = "module m #0 (); endmodule\nmodule top (input clock, input [3:0] a, b, output reg [0:7] q);\nendmodule";
        let p = parse_ports(v, "top").unwrap();
        let got: Vec<(&str, u32)> = p.ports.iter().map(|p| (p.name.as_str(), p.width)).collect();
        assert_eq!(got, vec![("clock", 1), ("a", 4), ("b", 4), ("q", 8)]);
    }

    #[test]
    fn wrapper_text() {
        let (v, name) = io_wrapper(RUST_HDL, "top").unwrap();
        assert_eq!(name, "synth_wrapper");
        assert!(v.contains("module synth_wrapper(clock, sin, load, sout);"));
        assert!(v.contains("reg [39:0] in_chain;"));
        assert!(v.contains("in_chain <= {in_chain[38:0], sin};"));
        assert!(v.contains(".a(in_chain[23:0])"));
        assert!(v.contains(".b(in_chain[39:24])"));
        assert!(v.contains(".q(core_out[47:0])"));
        assert!(v.contains(".v(core_out[48])"));
        assert!(v.contains("assign sout = out_chain[48];"));
        // a second wrap gets another name
        let (_, name2) = io_wrapper(&v, "top").unwrap();
        assert_eq!(name2, "synth_wrapper_1");
    }

    #[test]
    fn wrapper_refuses_inout_and_no_clock() {
        let v = "module top(clock, x); input clock; inout [3:0] x; endmodule";
        assert!(io_wrapper(v, "top")
            .unwrap_err()
            .to_string()
            .contains("inout"));
        let v = "module top(c, x); input c; output x; endmodule";
        assert!(io_wrapper(v, "top")
            .unwrap_err()
            .to_string()
            .contains("clock"));
    }
}
