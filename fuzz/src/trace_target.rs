//! The CSV v1 trace reader (`nscc_trace::TraceReader`), plain and gzip.
//!
//! Contract checked on every input (`docs/reliability.md`, "Fuzzing"):
//!
//! * no panic; an error's message starts with the file name and, for anything but a
//!   gzip-level failure, names the line (`file:line: ...`; field errors also the column);
//! * nothing dropped or half-applied: the rows returned are exactly the non-blank lines after
//!   the column line, in order, up to the line the error names (all of them when the read
//!   succeeds), and their `t_ps`, `ccc`, `bytes` and `rto_before` are the integers their
//!   fields spell; right before each row come exactly `rto_before` timeout cuts (`rto` events
//!   of its CCC at its time, the header's mtu bytes, its line), and no other cut;
//! * gzip is transparent: the input gzipped reads to the same rows and the same error; a
//!   gzip input reads like its decompressed text, and one that does not decompress never
//!   reads to a clean end.

use std::io::{Cursor, Read, Write};

use flate2::read::MultiGzDecoder;
use flate2::write::GzEncoder;
use nscc_trace::{TraceError, TraceReader, TraceRow};

use crate::mutate::Rng;
use crate::{hash, Exec, Target};

const NAME: &str = "fuzz.csv";
const GZ_NAME: &str = "fuzz.csv.gz";

/// The trace reader target.
#[derive(Default)]
pub struct TraceTarget {
    /// A deliberate bug for the test that shows the fuzzer finds one: rows with this `ccc`
    /// are dropped as if the reader had lost them.
    pub planted_drop_ccc: Option<u32>,
}

/// What reading an input gave: the rows before the end or the error, and the error.
struct Read_ {
    header_ok: bool,
    column_line: u64,
    columns: Vec<String>,
    keys: Vec<String>,
    /// The rows of the file (the timeout cuts not kept: a row's `rto_before` may ask for
    /// thousands of them).
    rows: Vec<TraceRow>,
    /// The timeout cuts delivered right before each row of `rows`.
    cuts: Vec<u64>,
    /// A cut that is not what its row asks for.
    bad_cut: Option<String>,
    error: Option<TraceError>,
}

fn read_all(name: &str, input: &[u8], planted: Option<u32>) -> Read_ {
    let mut out = Read_ {
        header_ok: false,
        column_line: 0,
        columns: Vec::new(),
        keys: Vec::new(),
        rows: Vec::new(),
        cuts: Vec::new(),
        bad_cut: None,
        error: None,
    };
    let r = TraceReader::from_reader(name, Box::new(Cursor::new(input.to_vec())));
    let r = match r {
        Ok(r) => r,
        Err(e) => {
            out.error = Some(e);
            return out;
        }
    };
    out.header_ok = true;
    out.column_line = r.column_line();
    out.columns = r.columns().to_vec();
    out.keys = r.header().pairs.iter().map(|(k, _)| k.clone()).collect();
    let mtu = u64::from(r.header().mtu_or_default());
    // the cuts since the last row: how many, and the first one
    let mut cuts = 0u64;
    let mut first_cut: Option<TraceRow> = None;
    for row in r {
        match row {
            Ok(row) if planted.is_some_and(|c| row.event.ccc == c) => {}
            Ok(row) if row.rto_cut => {
                let ok = row.event.kind == golden_model::EventKind::Rto
                    && row.event.bytes == mtu
                    && row.rto_before == 0
                    && row.refs == Default::default()
                    && first_cut.as_ref().is_none_or(|f| f == &row);
                if !ok && out.bad_cut.is_none() {
                    out.bad_cut = Some(format!("line {}: timeout cut {row:?}", row.line));
                }
                first_cut.get_or_insert(row);
                cuts += 1;
            }
            Ok(row) => {
                if let Some(f) = first_cut.take() {
                    let e = &row.event;
                    let same = (f.line, f.event.t_ps, f.event.ccc) == (row.line, e.t_ps, e.ccc);
                    if !same && out.bad_cut.is_none() {
                        out.bad_cut = Some(format!(
                            "line {}: a timeout cut of line {} (t_ps {}, ccc {}) before it",
                            row.line, f.line, f.event.t_ps, f.event.ccc
                        ));
                    }
                }
                out.cuts.push(std::mem::take(&mut cuts));
                out.rows.push(row);
            }
            Err(e) => {
                out.error = Some(e);
                break;
            }
        }
    }
    if cuts > 0 && out.bad_cut.is_none() {
        out.bad_cut = Some(format!(
            "{cuts} timeout cut(s) without the row they precede"
        ));
    }
    out
}

fn gzip(data: &[u8]) -> Vec<u8> {
    let mut e = GzEncoder::new(Vec::new(), flate2::Compression::fast());
    let _ = e.write_all(data);
    e.finish().unwrap_or_default()
}

/// An error's kind as a feature: the variant, what was expected, and the column or key
/// when it is one the format knows (the rest of the message varies with the input).
fn shape(e: &TraceError) -> String {
    let known = |n: &str| {
        if NAMES.contains(&n) {
            n.to_string()
        } else {
            "other".into()
        }
    };
    let variant = format!("{e:?}");
    let variant = variant
        .split([' ', '{', '('])
        .next()
        .unwrap_or("")
        .to_string();
    match e {
        TraceError::BadField { name, expected, .. } => {
            format!("{variant} {} {expected}", known(name))
        }
        TraceError::BadHeaderValue { key, expected, .. } => {
            let exp: String = expected.chars().filter(|c| !c.is_ascii_digit()).collect();
            format!("{variant} {} {exp}", known(key))
        }
        TraceError::MissingHeaderKey { key, .. } | TraceError::MissingColumn { name: key, .. } => {
            format!("{variant} {key}")
        }
        TraceError::Io {
            context, source, ..
        } => {
            let c: String = context.chars().filter(|c| !c.is_ascii_digit()).collect();
            format!("{variant} {c} {:?}", source.kind())
        }
        _ => variant,
    }
}

fn is_blank(line: &[u8]) -> bool {
    line.iter().all(u8::is_ascii_whitespace)
}

/// The input's lines as the format defines them (`\n` ends, a `\r` before it dropped).
fn lines(input: &[u8]) -> Vec<&[u8]> {
    let mut v: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    if input.last() == Some(&b'\n') || input.is_empty() {
        v.pop();
    }
    v.into_iter()
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
        .collect()
}

fn same_rows(a: &[TraceRow], b: &[TraceRow]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| {
            x.line == y.line
                && x.event == y.event
                && x.rto_before == y.rto_before
                && x.refs == y.refs
                && x.extra == y.extra
        })
}

/// The contract on a plain-text read of `input` named `name`.
fn check_plain(name: &str, input: &[u8], r: &Read_) -> Option<String> {
    if let Some(e) = &r.error {
        let msg = e.to_string();
        if !msg.starts_with(&format!("{name}:")) {
            return Some(format!("error does not start with the file name: {msg}"));
        }
        match e.line() {
            Some(l) if !msg.starts_with(&format!("{name}:{l}: ")) => {
                return Some(format!("error does not name its line {l} first: {msg}"))
            }
            None => return Some(format!("error without a line: {msg}")),
            _ => {}
        }
        if let TraceError::BadField { column, name, .. } = e {
            if r.columns.get(column.wrapping_sub(1)) != Some(name) {
                return Some(format!(
                    "error names column {column} ({name}) wrongly: {msg}"
                ));
            }
        }
    }
    if !r.header_ok {
        return None;
    }
    if let Some(b) = &r.bad_cut {
        return Some(b.clone());
    }
    let ls = lines(input);
    let end = r.error.as_ref().and_then(|e| e.line()).unwrap_or(u64::MAX);
    let want: Vec<u64> = (r.column_line + 1..=ls.len() as u64)
        .filter(|&n| n < end && !is_blank(ls[n as usize - 1]))
        .collect();
    let got: Vec<u64> = r.rows.iter().map(|x| x.line).collect();
    if got != want {
        return Some(format!(
            "rows returned on lines {got:?}, the lines before the end hold rows {want:?} (error: {})",
            r.error.as_ref().map_or("none".into(), |e| e.to_string())
        ));
    }
    if r.error.is_none() {
        // a clean end: blank lines only after the last row
        if let Some(&last) = want.last() {
            if let Some(n) = (r.column_line + 1..last).find(|&n| is_blank(ls[n as usize - 1])) {
                return Some(format!(
                    "blank line {n} inside the data read without an error"
                ));
            }
        }
    }
    // every returned row is what its fields spell
    let col = |c: &str| r.columns.iter().position(|x| x == c);
    for (row, &cuts) in r.rows.iter().zip(&r.cuts) {
        if cuts != u64::from(row.rto_before) {
            return Some(format!(
                "line {}: {cuts} timeout cuts before a row with rto_before {}",
                row.line, row.rto_before
            ));
        }
        if col("rto_before").is_none() && row.rto_before != 0 {
            return Some(format!(
                "line {}: rto_before {} without the column",
                row.line, row.rto_before
            ));
        }
        let fields: Vec<&[u8]> = ls[row.line as usize - 1].split(|&b| b == b',').collect();
        if fields.len() != r.columns.len() {
            return Some(format!(
                "line {}: {} fields returned as a row of {} columns",
                row.line,
                fields.len(),
                r.columns.len()
            ));
        }
        for (c, v) in [
            ("t_ps", row.event.t_ps),
            ("ccc", row.event.ccc as u64),
            ("bytes", row.event.bytes),
            ("rto_before", row.rto_before.into()),
        ] {
            let Some(i) = col(c) else { continue };
            let text = std::str::from_utf8(fields[i]).unwrap_or("");
            if text.parse::<u64>().ok() != Some(v) || !text.bytes().all(|b| b.is_ascii_digit()) {
                return Some(format!(
                    "line {}: column {c} reads {v} from the text {text:?}",
                    row.line
                ));
            }
        }
    }
    None
}

impl Target for TraceTarget {
    fn execute(&mut self, input: &[u8]) -> Exec {
        let mut f = Vec::new();
        let planted = self.planted_drop_ccc;
        let gz_input = input.starts_with(&[0x1f, 0x8b]);
        let (name, r) = if gz_input {
            (GZ_NAME, read_all(GZ_NAME, input, planted))
        } else {
            (NAME, read_all(NAME, input, planted))
        };
        // features: the outcome, where it arose, the header and columns it saw
        let line_bucket = |l: Option<u64>| l.map_or(0, |l| l.min(12));
        match &r.error {
            Some(e) => {
                let b = line_bucket(e.line()) - r.column_line.min(line_bucket(e.line()));
                f.push(hash(&[
                    b"err",
                    &[gz_input as u8],
                    shape(e).as_bytes(),
                    &b.to_le_bytes(),
                ]));
            }
            None => f.push(hash(&[b"ok", &[gz_input as u8]])),
        }
        f.push(hash(&[
            b"rows",
            &[(64 - (r.rows.len() as u64).leading_zeros()) as u8],
        ]));
        fn known(n: &str) -> &str {
            if NAMES.contains(&n) {
                n
            } else {
                "other"
            }
        }
        for k in &r.keys {
            f.push(hash(&[b"key", known(k).as_bytes()]));
        }
        for c in &r.columns {
            f.push(hash(&[b"col", known(c).as_bytes()]));
        }
        f.push(hash(&[b"ncol", &[r.columns.len().min(40) as u8]]));
        for row in r.rows.iter().take(16) {
            f.push(hash(&[b"kind", format!("{:?}", row.event.kind).as_bytes()]));
        }
        let mut violation = None;
        if !gz_input {
            violation = check_plain(name, input, &r);
            if violation.is_none() {
                // the same text gzipped reads the same
                let z = read_all(GZ_NAME, &gzip(input), planted);
                let norm = |e: &Option<TraceError>, n: &str| {
                    e.as_ref().map(|e| e.to_string().replacen(n, NAME, 1))
                };
                if !same_rows(&r.rows, &z.rows) || norm(&r.error, NAME) != norm(&z.error, GZ_NAME) {
                    violation = Some(format!(
                        "gzipped, the input reads differently: {} rows / {:?} plain, {} rows / {:?} gzipped",
                        r.rows.len(),
                        norm(&r.error, NAME),
                        z.rows.len(),
                        norm(&z.error, GZ_NAME)
                    ));
                }
            }
        } else {
            let mut text = Vec::new();
            let decoded = MultiGzDecoder::new(input)
                .take(1 << 22)
                .read_to_end(&mut text);
            if let Some(e) = &r.error {
                if !e.to_string().starts_with(&format!("{GZ_NAME}:")) {
                    violation = Some(format!("error does not start with the file name: {e}"));
                }
            }
            if violation.is_none() && !text.starts_with(&[0x1f, 0x8b]) {
                let p = read_all(NAME, &text, planted);
                match decoded {
                    Ok(_) => {
                        let norm = |e: &Option<TraceError>, n: &str| {
                            e.as_ref().map(|e| e.to_string().replacen(n, NAME, 1))
                        };
                        if !same_rows(&r.rows, &p.rows)
                            || norm(&r.error, GZ_NAME) != norm(&p.error, NAME)
                        {
                            violation = Some(format!(
                                "a gzip input reads differently from its text: {} rows / {:?}, the text {} rows / {:?}",
                                r.rows.len(),
                                norm(&r.error, GZ_NAME),
                                p.rows.len(),
                                norm(&p.error, NAME)
                            ));
                        } else {
                            violation = check_plain(NAME, &text, &p);
                        }
                    }
                    Err(_) => {
                        if r.error.is_none() {
                            violation = Some(format!(
                                "a gzip stream that does not decompress read to a clean end ({} rows)",
                                r.rows.len()
                            ));
                        } else if p.rows.len() < r.rows.len()
                            || !same_rows(&r.rows, &p.rows[..r.rows.len()])
                        {
                            violation = Some(
                                "the rows of a broken gzip stream are not those of its text".into(),
                            );
                        }
                    }
                }
            }
        }
        Exec {
            features: f,
            violation,
        }
    }

    fn mutate(&self, rng: &mut Rng, data: &mut Vec<u8>) -> bool {
        if data.starts_with(&[0x1f, 0x8b]) {
            // mutate the text inside, then compress again (or cut the stream)
            if rng.chance(4) {
                let n = rng.below(data.len());
                data.truncate(n);
                return true;
            }
            let mut text = Vec::new();
            if MultiGzDecoder::new(&data[..])
                .take(1 << 16)
                .read_to_end(&mut text)
                .is_err()
            {
                return false;
            }
            csv_mutation(rng, &mut text);
            *data = gzip(&text);
            return true;
        }
        if rng.chance(40) {
            *data = gzip(data);
            return true;
        }
        csv_mutation(rng, data);
        true
    }

    fn max_len(&self) -> usize {
        8192
    }
}

/// Field values that parsers get wrong.
const TOKENS: &[&str] = &[
    "",
    "0",
    "1",
    "2",
    "127",
    "128",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999",
    "-1",
    "+1",
    " 1",
    "1 ",
    "ack",
    "nack",
    "send",
    "rto",
    "ACK",
    "md",
    "md_skipped",
    "none",
    "x",
    "0x10",
    "1e3",
    "\"1\"",
    "1.5",
    "\u{FEFF}",
    "\u{e9}",
    "\t",
    "#",
    "=",
];

/// Column names and header keys.
const NAMES: &[&str] = &[
    "t_ps",
    "ccc",
    "kind",
    "bytes",
    "psn",
    "cum_ack",
    "rtt_ps",
    "ecn",
    "last_hop",
    "ooo",
    "ev",
    "rcv_cwnd_pend",
    "rc",
    "in_flight",
    "probe",
    "probe_rtt_ps",
    "ref_cwnd",
    "ref_avg_delay_ps",
    "ref_base_rtt_ps",
    "ref_action",
    "ref_fulfill",
    "ref_maxwnd",
    "rto_before",
    "extra",
    "link_bps",
    "base_rtt_ps",
    "network_rtt_ps",
    "target_qdelay_ps",
    "mss",
    "mtu",
    "init_cwnd",
    "trimming",
    "qa_gate",
    "source",
    "cc",
    "int_path",
    "hpcc_t_ps",
    "hpcc_eta_ppm",
    "hpcc_max_stage",
    "hpcc_wai",
    "fncc_alpha_ppm",
    "fncc_beta_ppm",
    "snd_nxt",
    "int_hops",
    "n_flows",
    "int0_qlen",
    "int0_ts_ps",
    "int0_txbytes",
    "int0_bps",
    "int1_qlen",
    "int2_bps",
    "ref_wc",
    "ref_branch",
    "ref_lhcs",
];

/// One CSV-aware mutation: a field, a line, a header key or a column name.
pub fn csv_mutation(rng: &mut Rng, data: &mut Vec<u8>) {
    let mut ls: Vec<Vec<u8>> = data.split(|&b| b == b'\n').map(|l| l.to_vec()).collect();
    let n = ls.len();
    let pick = |rng: &mut Rng| rng.below(n);
    let tok = |rng: &mut Rng| -> Vec<u8> {
        if rng.chance(3) {
            NAMES[rng.below(NAMES.len())].as_bytes().to_vec()
        } else {
            TOKENS[rng.below(TOKENS.len())].as_bytes().to_vec()
        }
    };
    match rng.below(9) {
        0..=2 => {
            // replace one field of a line
            let i = pick(rng);
            let mut fields: Vec<Vec<u8>> =
                ls[i].split(|&b| b == b',').map(|f| f.to_vec()).collect();
            let j = rng.below(fields.len());
            fields[j] = tok(rng);
            ls[i] = fields.join(&b","[..]);
        }
        3 => {
            let i = pick(rng);
            ls.remove(i);
        }
        4 => {
            let i = pick(rng);
            let l = ls[i].clone();
            ls.insert(rng.below(n + 1), l);
        }
        5 => {
            let (i, j) = (pick(rng), pick(rng));
            ls.swap(i, j);
        }
        6 => {
            // a header line
            let k = NAMES[rng.below(NAMES.len())];
            let mut l = format!("# {k}=").into_bytes();
            l.extend(tok(rng));
            ls.insert(1.min(n), l);
        }
        7 => {
            // a field more or less
            let i = pick(rng);
            if rng.chance(2) {
                ls[i].push(b',');
                ls[i].extend(tok(rng));
            } else if let Some(p) = ls[i].iter().rposition(|&b| b == b',') {
                ls[i].truncate(p);
            }
        }
        _ => {
            // a blank line or a \r\n line end
            let i = pick(rng);
            if rng.chance(2) {
                ls.insert(i, Vec::new());
            } else {
                ls[i].push(b'\r');
            }
        }
    }
    *data = ls.join(&b"\n"[..]);
}
