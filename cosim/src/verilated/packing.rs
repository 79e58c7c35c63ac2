//! The one rewrite of the emitted Verilog before Verilator reads it: a word wider than 64 bits
//! assembled as an OR of masked, shifted signals becomes one part-select assignment per field.
//!
//! rust-hdl writes every packed word (`bit_cast::<W, n>(x) << k | ...`) as
//! `w = ((a) & W'hff..) | (((b) & W'hff..) << 32'h18) | ...;`. Verilator evaluates each term
//! of such a word at the word's whole width (a wide zero-extension, a wide shift, a wide OR:
//! the QA timer's 667-bit pipeline word is 45 terms of 21 32-bit words each, twice a clock),
//! which made the packing most of the engine model's evaluation. Written as
//! `begin w = W'h0; w[(0)+:(24)] = a; w[(24)+:(24)] = b; ... end` each field is one word or
//! two.
//!
//! The rewrite is exact by Verilog's semantics, so it is made only where that is plain: the
//! target is a declared `W`-bit signal of the module, `W > 64`; every term is a declared signal
//! of the module, or a constant part-select `s[(32'hA)+:(n)]` of one, masked with `W` ones and
//! shifted by a constant, none of them the target itself; every field lies inside the word;
//! no two overlap. Then the OR of the zero-extended, shifted fields and the part-select
//! assignments give the same bits. Any other statement (an expression inside a term, a mask
//! narrower than the word, a field that would be cut) is left as it is. The shipped Verilog is not changed: the synthesised
//! netlists, the committed IP and the bitstreams come from the emitted text, and the IP's
//! cocotb bench (`nscc ip-test`) and the native stage of `.ci/run` (`NSCC_COSIM_VERBATIM`)
//! simulate that text as it is.

use std::collections::HashMap;
use std::fmt::Write as _;

/// Words narrower than this are left alone (Verilator keeps them in one machine word).
const WIDE: u32 = 65;

/// `verilog` with its wide packed words written field by field, and how many statements were
/// rewritten.
pub(super) fn slice_wide_packs(verilog: &str) -> (String, usize) {
    let mut out = String::with_capacity(verilog.len() + verilog.len() / 8);
    let mut widths: HashMap<&str, u32> = HashMap::new();
    let mut rewritten = 0;
    for line in verilog.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        if body.starts_with("module ") {
            widths.clear();
        } else if let Some((name, w)) = declaration(body) {
            widths.insert(name, w);
        } else if let Some(text) = rewrite(body, &widths) {
            out.push_str(&text);
            if line.ends_with('\n') {
                out.push('\n');
            }
            rewritten += 1;
            continue;
        }
        out.push_str(line);
    }
    (out, rewritten)
}

/// A declaration of rust-hdl's Verilog (`    reg  [666:0] a_word;`, `    input wire  clock;`,
/// `    wire  [23:0] dp$bdp;`): its name and width.
fn declaration(line: &str) -> Option<(&str, u32)> {
    let t = line.trim();
    let t = t.strip_suffix(';')?;
    if t.contains('=') || t.contains('(') {
        return None;
    }
    let mut words: Vec<&str> = t.split_whitespace().collect();
    match words.first() {
        Some(&"input") | Some(&"output") => {
            words.remove(0);
        }
        _ => {}
    }
    match words.first() {
        Some(&"reg") | Some(&"wire") => {
            words.remove(0);
        }
        _ => return None,
    }
    match words.as_slice() {
        [name] => Some((name, 1)),
        [range, name] => {
            let r = range.strip_prefix('[')?.strip_suffix(']')?;
            let (hi, lo) = r.split_once(':')?;
            let (hi, lo) = (hi.parse::<u32>().ok()?, lo.parse::<u32>().ok()?);
            (lo == 0).then_some((name, hi + 1))
        }
        _ => None,
    }
}

/// One field of a packed word: `source` placed at `at`, `bits` wide.
struct Term<'a> {
    source: &'a str,
    at: u32,
    bits: u32,
}

/// The statement `w = term | term ...;` written field by field, or `None`.
fn rewrite(line: &str, widths: &HashMap<&str, u32>) -> Option<String> {
    let indent = &line[..line.len() - line.trim_start().len()];
    let (target, expr) = line.trim().strip_suffix(';')?.split_once(" = ")?;
    let w = *widths.get(target)?;
    if w < WIDE || !expr.contains(" | ") {
        return None;
    }
    let mask = ones(w);
    let mut terms = expr
        .split(" | ")
        .map(|t| term(t, &mask, widths))
        .collect::<Option<Vec<Term>>>()?;
    // (`w = 0` first would change what a term reading `w` itself sees)
    if terms
        .iter()
        .any(|t| t.source.split('[').next() == Some(target))
    {
        return None;
    }
    terms.sort_by_key(|t| t.at);
    let mut end = 0;
    for t in &terms {
        if t.at < end || t.at + t.bits > w {
            return None;
        }
        end = t.at + t.bits;
    }
    let mut s = format!("{indent}begin\n{indent}    {target} = {w}'h0;\n");
    for t in &terms {
        let _ = writeln!(
            s,
            "{indent}    {target}[({})+:({})] = {};",
            t.at, t.bits, t.source
        );
    }
    let _ = write!(s, "{indent}end");
    Some(s)
}

/// `((s) & W'hMASK)` or `(((s) & W'hMASK) << 32'hK)` with `s` a declared signal or a
/// constant part-select of one.
fn term<'a>(t: &'a str, mask: &str, widths: &HashMap<&str, u32>) -> Option<Term<'a>> {
    let (inner, at) = match t.strip_prefix("(((") {
        Some(rest) => {
            let (inner, shift) = rest.strip_suffix(')')?.rsplit_once(") << ")?;
            (inner, hex(shift.strip_prefix("32'h")?)?)
        }
        None => (t.strip_prefix("((")?.strip_suffix(')')?, 0),
    };
    let (source, m) = inner.split_once(") & ")?;
    if m != mask {
        return None;
    }
    let bits = match source.split_once('[') {
        None => *widths.get(source)?,
        Some((name, sel)) => {
            // `name[(32'hA)+:(n)]`, or one bit `name[32'hA]`
            let full = *widths.get(name)?;
            let (a, n) = match sel.strip_suffix(")]") {
                Some(range) => {
                    let (a, n) = range.split_once(")+:(")?;
                    (hex(a.strip_prefix("(32'h")?)?, n.parse::<u32>().ok()?)
                }
                None => (hex(sel.strip_suffix(']')?.strip_prefix("32'h")?)?, 1),
            };
            if a + n > full {
                return None;
            }
            n
        }
    };
    if !source
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "_$[]()+:'".contains(c))
    {
        return None;
    }
    Some(Term { source, at, bits })
}

fn hex(s: &str) -> Option<u32> {
    u32::from_str_radix(s, 16).ok()
}

/// `W'h` and `W` ones in hex as rust-hdl writes a mask (`84'hfffffffffffffffffffff`).
fn ones(w: u32) -> String {
    let top = w % 4;
    let mut s = format!("{w}'h");
    if top != 0 {
        s.push(char::from_digit((1 << top) - 1, 16).unwrap_or('f'));
    }
    for _ in 0..w / 4 {
        s.push('f');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    const MODULE: &str = "module top(a,b,c,d);
    input wire  a;
    input wire  [23:0] b;
    input wire  [31:0] c;
    output reg  [68:0] d;
    reg  [68:0] w;
    reg  [68:0] n;
    always @(*) begin
        w = ((a) & 69'h1fffffffffffffffff) | (((b) & 69'h1fffffffffffffffff) << 32'h1) | (((c[(32'h8)+:(16)]) & 69'h1fffffffffffffffff) << 32'h19) | (((c[32'h1f]) & 69'h1fffffffffffffffff) << 32'h44);
        n = ((a) & 69'h1fffffffffffffffff) | (((b + 1) & 69'h1fffffffffffffffff) << 32'h1);
        d = w | n;
    end
endmodule
";

    #[test]
    fn plain_fields_become_part_selects_and_the_rest_stays() {
        let (v, n) = slice_wide_packs(MODULE);
        assert_eq!(n, 1, "{v}");
        assert!(v.contains(
            "        begin\n            w = 69'h0;\n            w[(0)+:(1)] = a;\n            w[(1)+:(24)] = b;\n            w[(25)+:(16)] = c[(32'h8)+:(16)];\n            w[(68)+:(1)] = c[32'h1f];\n        end\n"
        ), "{v}");
        // an expression inside a term is not a field
        assert!(
            v.contains("n = ((a) & 69'h1fffffffffffffffff) | (((b + 1) &"),
            "{v}"
        );
        assert!(v.contains("        d = w | n;\n"), "{v}");
    }

    #[test]
    fn overlapping_cut_or_narrow_words_stay() {
        // c's field at 60 would end at 76 > 69
        let cut = MODULE.replace("<< 32'h19", "<< 32'h3c");
        assert_eq!(slice_wide_packs(&cut).1, 0);
        // c's field over b's
        let over = MODULE.replace("<< 32'h19", "<< 32'h10");
        assert_eq!(slice_wide_packs(&over).1, 0);
        // a mask narrower than the word
        let narrow = MODULE.replace("(((b) & 69'h1fffffffffffffffff)", "(((b) & 69'hffffff)");
        assert_eq!(slice_wide_packs(&narrow).1, 0);
        // a term reading the word itself
        let own = MODULE.replace(
            "(((b) & 69'h1fffffffffffffffff) << 32'h1)",
            "(((w[(32'h1)+:(24)]) & 69'h1fffffffffffffffff) << 32'h1)",
        );
        assert_eq!(slice_wide_packs(&own).1, 0);
        // a 64-bit word
        let small = MODULE
            .replace("[68:0] w", "[63:0] w")
            .replace("69'h1fffffffffffffffff", "64'hffffffffffffffff");
        assert_eq!(slice_wide_packs(&small).1, 0);
    }

    #[test]
    fn masks_are_written_as_rust_hdl_writes_them() {
        assert_eq!(ones(84), "84'hfffffffffffffffffffff");
        assert_eq!(ones(69), "69'h1fffffffffffffffff");
        assert_eq!(ones(325).len(), "325'h".len() + 82);
    }
}
