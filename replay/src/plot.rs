//! cwnd-over-time plots: the picture to look at first after a replay.
//!
//! One congestion-control context (CCC): the golden (fixed-point) model, the
//! float model and the htsim reference (`ref_cwnd`) as step lines, the NSCC
//! actions as small glyphs, and MaxWnd / minimum cwnd as labelled dashed lines.
//! An INT replay (HPCC++, Rx-HPCC, FNCC) gets an [`IntPlot`]: the same picture
//! with two panels on one time axis, W and Wc (LHCS events marked, W_init) above
//! and the utilisation U (eta) below.
//!
//! The output is a hand-written, self-contained 1200x600 SVG (1200x770 for
//! the INT plot; no plotting
//! crate: `plotters` would keep only the axes and the grid of this picture, the
//! glyphs, labelled lines and the legend would stay hand-drawn). A `.png` path
//! gets the same SVG rasterised by `resvg` (pure Rust) with the DejaVu Sans
//! fonts embedded from `fonts/dejavu/`, so no system font is needed.
//!
//! Two ways in:
//! * build a [`CwndPlot`] directly (small data), or
//! * stream every event through a [`PlotBuilder`], which bounds memory and
//!   output size: per series it keeps at most `max_points_per_series` points
//!   (first / min / max / last of each time bucket, so the envelope and the
//!   global extremes survive), and at most `max_marks` action marks, favouring
//!   the rare, important actions (md, qa, ignored, nack).
//!
//! Line style is chosen from the series name: a name containing `ref` or
//! `htsim` is drawn dotted, one containing `float` dashed, anything else solid.
//! Units: time in µs; cwnd in bytes, shown on the axis in B, KB (1000 B) or
//! MB (10^6 B) depending on magnitude.

use std::fmt::Write as _;
use std::io;
use std::path::Path;

/// Suggested colour for the golden (fixed-point) model series.
pub const GOLDEN_COLOR: &str = "#1f5fa8";
/// Suggested colour for the float model series.
pub const FLOAT_COLOR: &str = "#10a5b8";
/// Suggested colour for the htsim reference (`ref_cwnd`) series.
pub const REF_COLOR: &str = "#222222";

/// One line of the plot: cwnd (bytes) against time (µs).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlotSeries {
    pub name: String,
    /// Any SVG colour (`#rrggbb`, `steelblue`, ...).
    pub color: String,
    /// `(t_us, cwnd_bytes)`; drawn as a step line in time order. Non-finite
    /// points are skipped.
    pub points: Vec<(f64, f64)>,
}

/// An NSCC action drawn as a glyph at `(t_us, cwnd)`.
#[derive(Clone, Debug, PartialEq)]
pub struct ActionMark {
    pub t_us: f64,
    pub cwnd: f64,
    /// One of: prop fast fair md md_skipped noop qa ignored nack none.
    pub word: &'static str,
}

/// A complete cwnd plot, ready to render.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CwndPlot {
    pub title: String,
    pub subtitle: String,
    pub series: Vec<PlotSeries>,
    pub marks: Vec<ActionMark>,
    /// Drawn as a labelled dashed horizontal line.
    pub maxwnd: Option<f64>,
    /// Drawn as a labelled dashed horizontal line.
    pub min_cwnd: Option<f64>,
}

// ---------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------

const WIDTH: f64 = 1200.0;
const HEIGHT: f64 = 600.0;
/// Plot area.
const PL: f64 = 92.0;
const PR: f64 = 928.0;
const PT: f64 = 74.0;
const PB: f64 = 528.0;
/// Legend panel.
const LX: f64 = 944.0;
const LW: f64 = 246.0;
const FONT: &str = "DejaVu Sans, Helvetica, Arial, sans-serif";

// ---------------------------------------------------------------------------
// Action glyphs
// ---------------------------------------------------------------------------

struct Glyph {
    word: &'static str,
    label: &'static str,
    /// 0 = rare/important, 1 = frequent window updates, 2 = background.
    tier: u8,
}

const fn glyph(word: &'static str, label: &'static str, tier: u8) -> Glyph {
    Glyph { word, label, tier }
}

/// Legend order, and the drawing priority of each action word.
const GLYPHS: [Glyph; 12] = [
    glyph("md", "mult. decrease", 0),
    glyph("qa", "quick adapt", 0),
    glyph("nack", "NACK", 0),
    glyph("ignored", "stale, ignored", 0),
    glyph("md_skipped", "MD skipped", 1),
    glyph("fast", "fast increase", 1),
    glyph("prop", "prop. increase", 1),
    glyph("fair", "fair increase", 1),
    glyph("noop", "no-op", 2),
    glyph("none", "no CC logic", 2),
    // INT replays (FNCC): the model's last-hop congestion speedup, and the trace's
    glyph("lhcs", "last-hop speedup", 0),
    glyph("ref_lhcs", "trace's ref_lhcs", 0),
];

fn glyph_index(word: &str) -> Option<usize> {
    GLYPHS.iter().position(|g| g.word == word)
}

fn tier_of(word: &str) -> u8 {
    glyph_index(word).map_or(2, |i| GLYPHS[i].tier)
}

/// Glyph geometry, in pixels relative to the mark position (y down).
enum Shape {
    Open(&'static [(f64, f64)]),
    Closed(&'static [(f64, f64)]),
    /// An X of the given half-size.
    Cross(f64),
    Circle(f64),
}

/// Shape and SVG paint attributes of the glyph of an action word.
/// Decreases point down (red family), increases point up.
fn glyph_style(word: &str) -> (Shape, &'static str) {
    match word {
        "md" => (
            Shape::Closed(&[(-5.0, -4.0), (5.0, -4.0), (0.0, 5.0)]),
            r##"fill="#d62728" stroke="#7a1010" stroke-width="0.6""##,
        ),
        "md_skipped" => (
            Shape::Closed(&[(-4.0, -3.0), (4.0, -3.0), (0.0, 4.0)]),
            r##"fill="none" stroke="#e8868a" stroke-width="1.2""##,
        ),
        "qa" => (
            Shape::Cross(5.0),
            r##"fill="none" stroke="#7b2cbf" stroke-width="2.2" stroke-linecap="round""##,
        ),
        "nack" => (
            Shape::Circle(4.0),
            r##"fill="#ff7f0e" stroke="#8a4200" stroke-width="0.6""##,
        ),
        "ignored" => (
            Shape::Circle(4.2),
            r##"fill="none" stroke="#7f7f7f" stroke-width="1.6""##,
        ),
        "fast" => (
            Shape::Closed(&[(-3.5, 3.0), (3.5, 3.0), (0.0, -4.0)]),
            r##"fill="#2ca02c" stroke="#176117" stroke-width="0.5""##,
        ),
        "prop" => (
            Shape::Open(&[(-3.0, 5.0), (0.0, 2.0), (3.0, 5.0)]),
            r##"fill="none" stroke="#8c564b" stroke-width="1.2" stroke-linecap="round" stroke-linejoin="round""##,
        ),
        "fair" => (
            Shape::Closed(&[(0.0, -3.0), (3.0, 0.0), (0.0, 3.0), (-3.0, 0.0)]),
            r##"fill="none" stroke="#b5a300" stroke-width="1.1""##,
        ),
        "lhcs" => (
            Shape::Closed(&[(0.0, -5.0), (4.5, 0.0), (0.0, 5.0), (-4.5, 0.0)]),
            r##"fill="#c2185b" stroke="#6a0d32" stroke-width="0.6""##,
        ),
        // a ring around the model's diamond where both agree
        "ref_lhcs" => (
            Shape::Circle(6.5),
            r##"fill="none" stroke="#222222" stroke-width="1.3""##,
        ),
        "noop" => (Shape::Circle(1.8), r##"fill="#9a9a9a""##),
        "none" => (Shape::Circle(1.3), r##"fill="#c8c8c8""##),
        _ => (
            Shape::Circle(2.5),
            r##"fill="none" stroke="#000000" stroke-width="1""##,
        ),
    }
}

/// SVG element for the glyph of `word` centred at `(x, y)`, scaled by `s`.
fn glyph_svg(out: &mut String, word: &str, x: f64, y: f64, s: f64) {
    let (shape, attrs) = glyph_style(word);
    let mut path = |pts: &[(f64, f64)], close: bool| {
        out.push_str("<path d=\"");
        for (i, &(dx, dy)) in pts.iter().enumerate() {
            let cmd = if i == 0 { 'M' } else { 'L' };
            let _ = write!(out, "{cmd}{:.1},{:.1}", x + dx * s, y + dy * s);
        }
        if close {
            out.push('Z');
        }
        let _ = writeln!(out, "\" {attrs}/>");
    };
    match shape {
        Shape::Open(pts) => path(pts, false),
        Shape::Closed(pts) => path(pts, true),
        Shape::Cross(h) => {
            let h = h * s;
            let _ = writeln!(
                out,
                r#"<path d="M{:.1},{:.1}L{:.1},{:.1}M{:.1},{:.1}L{:.1},{:.1}" {attrs}/>"#,
                x - h,
                y - h,
                x + h,
                y + h,
                x - h,
                y + h,
                x + h,
                y - h
            );
        }
        Shape::Circle(r) => {
            let _ = writeln!(
                out,
                r#"<circle cx="{x:.1}" cy="{y:.1}" r="{:.1}" {attrs}/>"#,
                r * s
            );
        }
    }
}

/// A clipped group of action glyphs at pixel positions, drawn in the given
/// order. A word with many glyphs gets smaller, slightly transparent ones so
/// the lines underneath stay visible; rare words keep full size.
fn marks_group(o: &mut String, class: &str, clip: &str, marks: &[(&str, f64, f64)]) {
    if marks.is_empty() {
        return;
    }
    let _ = writeln!(o, r#"<g class="{class}" clip-path="url(#{clip})">"#);
    for run in marks.chunk_by(|a, b| a.0 == b.0) {
        let n = run.len() as f64; // callers sort by word
        let scale = (150.0 / n).sqrt().clamp(0.6, 1.0);
        let opacity = if n > 150.0 { 0.75 } else { 1.0 };
        let _ = writeln!(o, r#"<g opacity="{opacity}">"#);
        for &(word, x, y) in run {
            glyph_svg(o, word, x, y, scale);
        }
        o.push_str("</g>\n");
    }
    o.push_str("</g>\n");
}

// ---------------------------------------------------------------------------
// Helpers: escaping, numbers, ticks
// ---------------------------------------------------------------------------

/// Escape text for XML character data and attribute values.
fn xml_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Control characters other than tab/newline are not allowed in XML 1.0.
            c if (c as u32) < 0x20 && c != '\t' && c != '\n' && c != '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// Shorten `s` to at most `max` characters, ending in an ellipsis if cut.
fn truncate(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(max.saturating_sub(1)).collect();
        t.push('…');
        t
    }
}

/// `v` with `decimals` digits after the point and commas between thousands
/// (from 1,000 up).
fn fmt_num(v: f64, decimals: usize) -> String {
    if !v.is_finite() {
        return format!("{v}");
    }
    let s = format!("{:.*}", decimals, v.abs());
    let (int, frac) = match s.find('.') {
        Some(p) => (&s[..p], &s[p..]),
        None => (s.as_str(), ""),
    };
    let mut grouped = String::with_capacity(int.len() + int.len() / 3 + 1);
    let n = int.len();
    for (i, ch) in int.chars().enumerate() {
        if i > 0 && (n - i) % 3 == 0 && n > 3 {
            grouped.push(',');
        }
        grouped.push(ch);
    }
    // Avoid "-0".
    let negative = v < 0.0 && s.chars().any(|c| c.is_ascii_digit() && c != '0');
    format!("{}{}{}", if negative { "-" } else { "" }, grouped, frac)
}

/// Digits after the point needed to print multiples of `step` exactly.
fn decimals_for(step: f64) -> usize {
    if !(step.is_finite() && step > 0.0) {
        return 0;
    }
    let mut d = 0usize;
    while d < 9 {
        let scaled = step * 10f64.powi(d as i32);
        if (scaled - scaled.round()).abs() <= 1e-6 * scaled.abs().max(1.0) {
            break;
        }
        d += 1;
    }
    d
}

/// A "nice" step (1, 2, 2.5 or 5 times a power of ten) giving about
/// `target` intervals over `span`.
fn nice_step(span: f64, target: f64) -> f64 {
    if !(span.is_finite() && span > 0.0) {
        return 1.0;
    }
    let raw = span / target.max(1.0);
    let mag = 10f64.powf(raw.log10().floor());
    let norm = raw / mag;
    let n = if norm < 1.5 {
        1.0
    } else if norm < 2.25 {
        2.0
    } else if norm < 3.5 {
        2.5
    } else if norm < 7.5 {
        5.0
    } else {
        10.0
    };
    n * mag
}

/// Tick values: multiples of `step` within `[lo, hi]`.
fn ticks(lo: f64, hi: f64, step: f64) -> Vec<f64> {
    let mut out = Vec::new();
    if !(lo.is_finite() && hi.is_finite() && step.is_finite() && step > 0.0) || hi < lo {
        return out;
    }
    let eps = step * 1e-9;
    let k0 = ((lo - eps) / step).ceil();
    let k1 = ((hi + eps) / step).floor();
    if k1 - k0 > 200.0 {
        return out;
    }
    let mut k = k0;
    while k <= k1 {
        let v = k * step;
        out.push(if v == 0.0 { 0.0 } else { v });
        k += 1.0;
    }
    out
}

/// Time-axis ticks and their decimals: as many as fit (at most about nine),
/// fewer when the labels are long.
fn time_ticks(lo: f64, hi: f64) -> (Vec<f64>, usize) {
    let mut best = (Vec::new(), 0);
    for target in (2..=9).rev() {
        let step = nice_step(hi - lo, target as f64);
        let dec = decimals_for(step);
        let ts = ticks(lo, hi, step);
        let widest = ts
            .iter()
            .map(|&t| fmt_num(t, dec).chars().count())
            .max()
            .unwrap_or(0);
        let spacing = step / (hi - lo) * (PR - PL);
        best = (ts, dec);
        if spacing >= widest as f64 * 7.5 + 16.0 {
            break;
        }
    }
    best
}

/// cwnd display unit: (divisor, axis unit name).
fn cwnd_unit(max_abs_bytes: f64) -> (f64, &'static str) {
    if max_abs_bytes < 10_000.0 {
        (1.0, "B")
    } else if max_abs_bytes < 10_000_000.0 {
        (1e3, "KB")
    } else {
        (1e6, "MB")
    }
}

/// A short human label for a byte count in the chosen unit, to about four
/// significant digits without trailing zeros: "938 KB", "187.5 KB", "4.16 KB".
fn fmt_in_unit(bytes: f64, div: f64, unit: &str) -> String {
    let v = bytes / div;
    let d = if div == 1.0 || v == 0.0 {
        0
    } else {
        (3 - v.abs().log10().floor() as i32).clamp(0, 3) as usize
    };
    let s = fmt_num(v, d);
    let s = if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        &s
    };
    format!("{s} {unit}")
}

/// `v` to about four significant digits without trailing zeros: "0.95", "1.25", "12.5".
fn fmt_short(v: f64) -> String {
    let d = if v == 0.0 || !v.is_finite() {
        0
    } else {
        (3 - v.abs().log10().floor() as i32).clamp(0, 6) as usize
    };
    let s = fmt_num(v, d);
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

fn finite_pt(t: f64, v: f64) -> bool {
    t.is_finite() && v.is_finite()
}

/// Dash style derived from the series name: (dasharray, stroke width, round caps).
fn series_style(name: &str) -> (Option<&'static str>, f64, bool) {
    let lower = name.to_ascii_lowercase();
    if lower.contains("ref") || lower.contains("htsim") {
        (Some("0.1,4"), 2.3, true)
    } else if lower.contains("float") {
        (Some("7,4"), 1.8, false)
    } else {
        (None, 1.6, false)
    }
}

/// Builds a polyline point list in pixel space, dropping duplicate pixels and
/// merging collinear runs that keep going in the same direction (so
/// min/max excursions within one pixel column survive).
struct PathBuf {
    pts: Vec<(i64, i64)>,
}

impl PathBuf {
    fn new() -> Self {
        PathBuf { pts: Vec::new() }
    }

    fn push(&mut self, x: f64, y: f64) {
        let p = ((x * 10.0).round() as i64, (y * 10.0).round() as i64);
        let n = self.pts.len();
        if n > 0 && self.pts[n - 1] == p {
            return;
        }
        if n >= 2 {
            let a = self.pts[n - 2];
            let b = self.pts[n - 1];
            let same_dir = |a: i64, b: i64, c: i64| (b - a).signum() == (c - b).signum();
            if (a.1 == b.1 && b.1 == p.1 && same_dir(a.0, b.0, p.0))
                || (a.0 == b.0 && b.0 == p.0 && same_dir(a.1, b.1, p.1))
            {
                self.pts[n - 1] = p;
                return;
            }
        }
        self.pts.push(p);
    }

    fn to_attr(&self) -> String {
        let mut s = String::with_capacity(self.pts.len() * 12);
        for (i, &(x, y)) in self.pts.iter().enumerate() {
            if i > 0 {
                s.push(' ');
            }
            let _ = write!(s, "{},{}", Tenths(x), Tenths(y));
        }
        s
    }
}

/// Prints an integer number of tenths as a decimal ("123.4", "120").
struct Tenths(i64);

impl std::fmt::Display for Tenths {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let v = self.0;
        let sign = if v < 0 { "-" } else { "" };
        let a = v.unsigned_abs();
        let (whole, tenth) = (a / 10, a % 10);
        if tenth == 0 {
            write!(f, "{sign}{whole}")
        } else {
            write!(f, "{sign}{whole}.{tenth}")
        }
    }
}

// ---------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------

/// A plot area, in pixels.
#[derive(Clone, Copy, Debug)]
struct Area {
    l: f64,
    r: f64,
    t: f64,
    b: f64,
}

/// How a panel's values read on its y axis.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Scale {
    /// Bytes, shown in B, KB or MB by magnitude.
    Bytes,
    /// A plain number (INT's utilisation U).
    Plain,
}

/// A labelled dashed horizontal line (MaxWnd, min cwnd, W_init, eta).
struct Limit {
    value: Option<f64>,
    label: &'static str,
    color: &'static str,
    /// Label under the line, the side the data rarely is (U hovers above eta).
    below: bool,
}

/// One plot area with its own y axis. The panels of a picture share the time axis, so
/// that events line up across them.
struct Panel<'a> {
    area: Area,
    /// Title of the y axis; bytes get their unit appended.
    y_title: &'a str,
    scale: Scale,
    series: &'a [PlotSeries],
    marks: &'a [ActionMark],
    limits: Vec<Limit>,
    /// Time tick labels and the axis title under this panel (the bottom one).
    time_labels: bool,
    /// Suffix of this panel's clip-path ids, unique within the picture.
    id: &'a str,
}

/// A series' finite points in time order.
fn clean_points(s: &PlotSeries) -> Vec<(f64, f64)> {
    let mut p: Vec<(f64, f64)> = s
        .points
        .iter()
        .copied()
        .filter(|&(t, v)| finite_pt(t, v))
        .collect();
    p.sort_by(|a, b| a.0.total_cmp(&b.0));
    p
}

/// A standalone SVG document of `WIDTH` x `height`: title, subtitle, the panels on a
/// shared time axis, and one legend for all of them.
fn render(title: &str, subtitle: &str, height: f64, panels: &[Panel]) -> String {
    let mut o = String::with_capacity(64 * 1024);
    let _ = writeln!(
        o,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="{FONT}">"#,
        w = WIDTH,
        h = height
    );
    let _ = writeln!(o, "<title>{}</title>", xml_escape(title));
    let _ = writeln!(
        o,
        r##"<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#ffffff"/>"##
    );

    // Title and subtitle.
    let _ = writeln!(
        o,
        r##"<text x="{PL}" y="30" font-size="19" font-weight="bold" fill="#111111">{}</text>"##,
        xml_escape(&truncate(title, 95))
    );
    if !subtitle.is_empty() {
        let _ = writeln!(
            o,
            r##"<text x="{PL}" y="53" font-size="13" fill="#555555">{}</text>"##,
            xml_escape(&truncate(subtitle, 160))
        );
    }

    // Clean, time-ordered data.
    let series: Vec<Vec<Vec<(f64, f64)>>> = panels
        .iter()
        .map(|p| p.series.iter().map(clean_points).collect())
        .collect();
    let marks: Vec<Vec<&ActionMark>> = panels
        .iter()
        .map(|p| {
            p.marks
                .iter()
                .filter(|m| finite_pt(m.t_us, m.cwnd))
                .collect()
        })
        .collect();

    // Time range: exactly the data of every panel.
    let (mut tmin, mut tmax) = (f64::INFINITY, f64::NEG_INFINITY);
    for t in series
        .iter()
        .flatten()
        .flatten()
        .map(|p| p.0)
        .chain(marks.iter().flatten().map(|m| m.t_us))
    {
        tmin = tmin.min(t);
        tmax = tmax.max(t);
    }
    let x_range = (tmin <= tmax).then(|| {
        if tmax > tmin {
            (tmin, tmax)
        } else {
            let pad = (tmin.abs() * 0.01).max(1.0);
            (tmin - pad, tmax + pad)
        }
    });

    for ((p, s), m) in panels.iter().zip(&series).zip(&marks) {
        draw_panel(&mut o, p, s, m, x_range);
    }

    let legend_series: Vec<(&PlotSeries, bool)> = panels
        .iter()
        .zip(&series)
        .flat_map(|(p, s)| p.series.iter().zip(s.iter().map(|s| !s.is_empty())))
        .collect();
    let legend_marks: Vec<&ActionMark> = marks.into_iter().flatten().collect();
    legend(&mut o, &legend_series, &legend_marks);
    o.push_str("</svg>\n");
    o
}

/// Draws one panel: grid, ticks, axis titles, limit lines, series, marks, frame.
fn draw_panel(
    o: &mut String,
    p: &Panel,
    series: &[Vec<(f64, f64)>],
    marks: &[&ActionMark],
    x_range: Option<(f64, f64)>,
) {
    let Area { l, r, t, b } = p.area;
    let _ = writeln!(
        o,
        r##"<rect x="{l}" y="{t}" width="{}" height="{}" fill="#fcfcfd" stroke="none"/>"##,
        r - l,
        b - t
    );
    let has_data = series.iter().any(|s| !s.is_empty()) || !marks.is_empty();
    let (x_lo, x_hi) = match x_range {
        Some(x) if has_data => x,
        _ => {
            let _ = writeln!(
                o,
                r##"<rect x="{l}" y="{t}" width="{}" height="{}" fill="none" stroke="#888888" stroke-width="1"/>"##,
                r - l,
                b - t
            );
            let _ = writeln!(
                o,
                r##"<text x="{:.1}" y="{:.1}" font-size="28" fill="#999999" text-anchor="middle">no data</text>"##,
                (l + r) / 2.0,
                (t + b) / 2.0 + 10.0
            );
            return;
        }
    };

    // Value range: the data and the limit lines.
    let (mut vmin, mut vmax) = (f64::INFINITY, f64::NEG_INFINITY);
    let limit_values = p.limits.iter().filter_map(|lim| lim.value);
    for v in series
        .iter()
        .flatten()
        .map(|p| p.1)
        .chain(marks.iter().map(|m| m.cwnd))
        .chain(limit_values.filter(|v| v.is_finite()))
    {
        vmin = vmin.min(v);
        vmax = vmax.max(v);
    }
    let (x_ticks, x_dec) = time_ticks(x_lo, x_hi);

    // Y range in display units: from 0 unless the data sits far above it.
    let (div, unit) = match p.scale {
        Scale::Bytes => cwnd_unit(vmin.abs().max(vmax.abs())),
        Scale::Plain => (1.0, ""),
    };
    let (dmin, dmax) = (vmin / div, vmax / div);
    let span = if dmax > dmin {
        dmax - dmin
    } else {
        (dmax.abs() * 0.1).max(1.0)
    };
    let mut y_lo = if dmin >= 0.0 && dmin <= 0.4 * dmax {
        0.0
    } else {
        dmin - 0.06 * span
    };
    let mut y_hi = dmax + 0.07 * span;
    if dmin >= 0.0 && y_lo < 0.0 {
        y_lo = 0.0;
    }
    let y_step = nice_step(y_hi - y_lo, 7.0 * (b - t) / (PB - PT));
    if y_lo != 0.0 {
        y_lo = (y_lo / y_step).floor() * y_step;
    }
    y_hi = (y_hi / y_step).ceil() * y_step;
    if y_hi <= y_lo || y_hi.is_nan() {
        y_hi = y_lo + 1.0;
    }
    let y_ticks = ticks(y_lo, y_hi, y_step);
    let y_dec = decimals_for(y_step);

    let sx = |tt: f64| l + (tt - x_lo) / (x_hi - x_lo) * (r - l);
    let sy = |v: f64| b - (v / div - y_lo) / (y_hi - y_lo) * (b - t);

    // Grid and tick labels.
    o.push_str(r##"<g stroke="#e4e4e8" stroke-width="1">"##);
    o.push('\n');
    for &tt in &x_ticks {
        let x = sx(tt);
        let _ = writeln!(o, r#"<line x1="{x:.1}" y1="{t}" x2="{x:.1}" y2="{b}"/>"#);
    }
    for &v in &y_ticks {
        let y = b - (v - y_lo) / (y_hi - y_lo) * (b - t);
        let _ = writeln!(o, r#"<line x1="{l}" y1="{y:.1}" x2="{r}" y2="{y:.1}"/>"#);
    }
    o.push_str("</g>\n");
    o.push_str(r##"<g font-size="12" fill="#444444">"##);
    o.push('\n');
    if p.time_labels {
        for &tt in &x_ticks {
            let x = sx(tt);
            let _ = writeln!(
                o,
                r##"<line x1="{x:.1}" y1="{b}" x2="{x:.1}" y2="{:.1}" stroke="#666666"/>"##,
                b + 5.0
            );
            let _ = writeln!(
                o,
                r#"<text x="{x:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
                b + 20.0,
                fmt_num(tt, x_dec)
            );
        }
    }
    for &v in &y_ticks {
        let y = b - (v - y_lo) / (y_hi - y_lo) * (b - t);
        let _ = writeln!(
            o,
            r##"<line x1="{:.1}" y1="{y:.1}" x2="{l}" y2="{y:.1}" stroke="#666666"/>"##,
            l - 5.0
        );
        let _ = writeln!(
            o,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"#,
            l - 8.0,
            y + 4.0,
            fmt_num(v, y_dec)
        );
    }
    o.push_str("</g>\n");
    // Axis titles.
    if p.time_labels {
        let _ = writeln!(
            o,
            r##"<text x="{:.1}" y="{:.1}" font-size="13" fill="#333333" text-anchor="middle">time (µs)</text>"##,
            (l + r) / 2.0,
            b + 44.0
        );
    }
    let y_title = match p.scale {
        Scale::Bytes => format!("{} ({unit})", p.y_title),
        Scale::Plain => p.y_title.to_string(),
    };
    let _ = writeln!(
        o,
        r##"<text transform="translate(24,{:.1}) rotate(-90)" font-size="13" fill="#333333" text-anchor="middle">{}</text>"##,
        (t + b) / 2.0,
        xml_escape(&y_title)
    );

    // Clip regions: exact for lines, a little wider for glyphs.
    let id = p.id;
    let _ = writeln!(
        o,
        r#"<defs><clipPath id="clip-lines{id}"><rect x="{l}" y="{:.1}" width="{}" height="{:.1}"/></clipPath><clipPath id="clip-marks{id}"><rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}"/></clipPath></defs>"#,
        t - 2.0,
        r - l,
        b - t + 4.0,
        l - 8.0,
        t - 8.0,
        r - l + 16.0,
        b - t + 16.0
    );

    // Limit lines under the data, their labels on top of it.
    let limits: Vec<(f64, f64, &Limit)> = p
        .limits
        .iter()
        .filter_map(|lim| {
            let v = lim.value.filter(|v| v.is_finite())?;
            Some((v, sy(v), lim))
        })
        .collect();
    for &(_, y, &Limit { color, .. }) in &limits {
        let _ = writeln!(
            o,
            r#"<line class="limit" x1="{l}" y1="{y:.1}" x2="{r}" y2="{y:.1}" stroke="{color}" stroke-width="1.2" stroke-dasharray="6,4"/>"#
        );
    }

    // Marks: which to draw (one per word per 3 px cell, so dense runs do
    // not pile up thousands of identical glyphs) and in which layer.
    let mut seen_cells = std::collections::HashSet::new();
    let mut frequent = Vec::new();
    let mut important = Vec::new();
    for m in marks {
        let (x, y) = (sx(m.t_us), sy(m.cwnd));
        let cell = (m.word, (x / 3.0).round() as i64, (y / 3.0).round() as i64);
        if !seen_cells.insert(cell) {
            continue;
        }
        if tier_of(m.word) == 0 {
            important.push((m.word, x, y));
        } else {
            frequent.push((m.word, x, y));
        }
    }
    // Background (noop/none) before the frequent increase marks; among
    // the important ones, the rarest (qa) on top.
    frequent.sort_by_key(|m| (std::cmp::Reverse(tier_of(m.0)), m.0));
    important.sort_by_key(|m| {
        let rank = match m.0 {
            "ignored" => 0,
            "nack" => 1,
            "md" => 2,
            _ => 3,
        };
        (rank, m.0)
    });
    let clip_marks = format!("clip-marks{id}");
    marks_group(o, "marks-frequent", &clip_marks, &frequent);

    // Series.
    let _ = writeln!(
        o,
        r#"<g clip-path="url(#clip-lines{id})" fill="none" stroke-linejoin="round">"#
    );
    for (s, pts) in p.series.iter().zip(series) {
        let (dash, width, round) = series_style(&s.name);
        let color = xml_escape(&s.color);
        if pts.is_empty() {
            continue;
        }
        let mut path = PathBuf::new();
        let mut prev_y = None;
        for &(tt, v) in pts {
            let (x, y) = (sx(tt), sy(v));
            if let Some(py) = prev_y {
                path.push(x, py);
            }
            path.push(x, y);
            prev_y = Some(y);
        }
        if path.pts.len() == 1 {
            // A single point (or all points on one pixel): a dot.
            let (x, y) = path.pts[0];
            let _ = writeln!(
                o,
                r#"<circle class="series" cx="{}" cy="{}" r="3" fill="{color}" stroke="none"/>"#,
                Tenths(x),
                Tenths(y)
            );
            continue;
        }
        let _ = write!(
            o,
            r#"<polyline class="series" stroke="{color}" stroke-width="{width}""#
        );
        if let Some(d) = dash {
            let _ = write!(o, r#" stroke-dasharray="{d}""#);
        }
        if round {
            o.push_str(r#" stroke-linecap="round""#);
        }
        let _ = writeln!(o, r#" points="{}"/>"#, path.to_attr());
    }
    o.push_str("</g>\n");

    // Rare, important actions on top of the lines.
    marks_group(o, "marks-important", &clip_marks, &important);

    // Limit labels last, with a white halo, so data never hides them.
    let first_y = limits.first().map(|lim| lim.1);
    for (i, &(value, y, lim)) in limits.iter().enumerate() {
        let Limit { label, color, .. } = *lim;
        // Above the line, unless that leaves the plot area or collides
        // with the first label.
        let other = if i == 0 { None } else { first_y };
        let below = if lim.below {
            y + 18.0 <= b
        } else {
            (y - 16.0 < t) || other.is_some_and(|oy| (oy - y).abs() < 18.0)
        };
        let ty = if below { y + 15.0 } else { y - 5.0 };
        let text = match p.scale {
            Scale::Bytes => format!(
                "{label} {} ({} B)",
                fmt_in_unit(value, div, unit),
                fmt_num(value, 0)
            ),
            Scale::Plain => format!("{label} {}", fmt_short(value)),
        };
        let _ = writeln!(
            o,
            r##"<text x="{:.1}" y="{ty:.1}" font-size="12" fill="{color}" text-anchor="end" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">{}</text>"##,
            r - 6.0,
            xml_escape(&text)
        );
    }

    // Axes frame on top of everything in the plot area.
    let _ = writeln!(
        o,
        r##"<rect x="{l}" y="{t}" width="{}" height="{}" fill="none" stroke="#888888" stroke-width="1"/>"##,
        r - l,
        b - t
    );
}

/// Legend panel on the right: series line samples (`(series, has data)`), then the
/// action glyphs that occur (with their counts).
fn legend(o: &mut String, series: &[(&PlotSeries, bool)], marks: &[&ActionMark]) {
    // Which words occur, in legend order; unknown words after the known ones.
    let mut counts = [0usize; GLYPHS.len()];
    let mut unknown: Vec<(&'static str, usize)> = Vec::new();
    for m in marks {
        match glyph_index(m.word) {
            Some(i) => counts[i] += 1,
            None => match unknown.iter_mut().find(|(w, _)| *w == m.word) {
                Some(e) => e.1 += 1,
                None => unknown.push((m.word, 1)),
            },
        }
    }
    let mut words: Vec<(&str, &str, usize)> = GLYPHS
        .iter()
        .zip(counts)
        .filter(|(_, c)| *c > 0)
        .map(|(g, c)| (g.word, g.label, c))
        .collect();
    words.extend(unknown.iter().take(8).map(|&(w, c)| (w, "", c)));

    if series.is_empty() && words.is_empty() {
        return;
    }
    let row = 21.0;
    let mut h = 14.0;
    if !series.is_empty() {
        h += 20.0 + row * series.len() as f64;
    }
    if !words.is_empty() {
        h += 26.0 + row * words.len() as f64;
    }
    let _ = writeln!(
        o,
        r##"<rect class="legend" x="{LX}" y="{PT}" width="{LW}" height="{h:.1}" rx="4" fill="#ffffff" stroke="#cccccc"/>"##
    );
    let mut y = PT + 20.0;
    if !series.is_empty() {
        let _ = writeln!(
            o,
            r##"<text x="{:.1}" y="{y:.1}" font-size="12" font-weight="bold" fill="#333333">Series</text>"##,
            LX + 10.0
        );
        y += row;
        for &(s, has_data) in series {
            let (dash, width, round) = series_style(&s.name);
            let color = xml_escape(&s.color);
            let _ = write!(
                o,
                r#"<g class="legend-series"><line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{color}" stroke-width="{width}""#,
                LX + 10.0,
                y - 4.0,
                LX + 42.0,
                y - 4.0
            );
            if let Some(d) = dash {
                let _ = write!(o, r#" stroke-dasharray="{d}""#);
            }
            if round {
                o.push_str(r#" stroke-linecap="round""#);
            }
            let mut name = truncate(&s.name, 26);
            if !has_data {
                name = truncate(&s.name, 12) + " (no data)";
            }
            let _ = writeln!(
                o,
                r##"/><text x="{:.1}" y="{y:.1}" font-size="12" fill="#222222">{}</text></g>"##,
                LX + 50.0,
                xml_escape(&name)
            );
            y += row;
        }
        y += 6.0;
    }
    if !words.is_empty() {
        let _ = writeln!(
            o,
            r##"<text x="{:.1}" y="{y:.1}" font-size="12" font-weight="bold" fill="#333333">Actions</text>"##,
            LX + 10.0
        );
        y += row;
        for (word, label, count) in words {
            o.push_str(r#"<g class="legend-action">"#);
            glyph_svg(o, word, LX + 24.0, y - 4.0, 1.0);
            let _ = writeln!(
                o,
                r##"<text x="{:.1}" y="{y:.1}" font-size="12" fill="#222222">{}</text><text x="{:.1}" y="{y:.1}" font-size="11" fill="#777777">{}</text><text x="{:.1}" y="{y:.1}" font-size="11" fill="#777777" text-anchor="end">{}</text></g>"##,
                LX + 40.0,
                xml_escape(&truncate(word, 12)),
                LX + 118.0,
                xml_escape(label),
                LX + LW - 8.0,
                fmt_num(count as f64, 0)
            );
            y += row;
        }
    }
}

/// Whether a plot written to `path` is a PNG (the extension `.png`, any case); any other
/// path gets SVG.
pub fn is_png_path(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("png"))
}

/// `svg` (`WIDTH` x `height`) rasterised to a PNG with the embedded fonts.
fn svg_to_png(svg: &str, height: f64) -> io::Result<Vec<u8>> {
    use resvg::{tiny_skia, usvg};
    let invalid = |e: String| io::Error::new(io::ErrorKind::InvalidData, e);
    let mut fonts = usvg::fontdb::Database::new();
    for font in [DEJAVU_SANS, DEJAVU_SANS_BOLD] {
        fonts.load_font_source(usvg::fontdb::Source::Binary(std::sync::Arc::new(font)));
    }
    fonts.set_sans_serif_family("DejaVu Sans");
    let options = usvg::Options {
        fontdb: std::sync::Arc::new(fonts),
        ..usvg::Options::default()
    };
    let tree =
        usvg::Tree::from_str(svg, &options).map_err(|e| invalid(format!("plot SVG: {e}")))?;
    let mut pixmap = tiny_skia::Pixmap::new(WIDTH as u32, height as u32)
        .ok_or_else(|| invalid("empty plot".into()))?;
    resvg::render(
        &tree,
        tiny_skia::Transform::identity(),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| invalid(format!("PNG encoding: {e}")))
}

impl CwndPlot {
    /// Render the plot as a standalone 1200x600 SVG document.
    pub fn render_svg(&self) -> String {
        let panel = Panel {
            area: Area {
                l: PL,
                r: PR,
                t: PT,
                b: PB,
            },
            y_title: "cwnd",
            scale: Scale::Bytes,
            series: &self.series,
            marks: &self.marks,
            limits: vec![
                Limit {
                    value: self.maxwnd,
                    label: "MaxWnd",
                    color: "#c0392b",
                    below: false,
                },
                Limit {
                    value: self.min_cwnd,
                    label: "min cwnd",
                    color: "#7f8c8d",
                    below: false,
                },
            ],
            time_labels: true,
            id: "",
        };
        render(&self.title, &self.subtitle, HEIGHT, &[panel])
    }

    /// The picture of [`CwndPlot::render_svg`] as a 1200x600 PNG.
    pub fn render_png(&self) -> io::Result<Vec<u8>> {
        svg_to_png(&self.render_svg(), HEIGHT)
    }

    /// Write the plot: PNG when the path ends in `.png` (any case), else SVG.
    pub fn write(&self, path: &Path) -> io::Result<()> {
        if is_png_path(path) {
            return std::fs::write(path, self.render_png()?);
        }
        std::fs::write(path, self.render_svg())
    }
}

/// The INT replay's picture of one flow (CCC): W and Wc on top with the LHCS events
/// marked, the utilisation U below, on one time axis (an LHCS event and the U that
/// caused it line up).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntPlot {
    pub title: String,
    pub subtitle: String,
    /// W and Wc (bytes) against time (µs), per model and from the trace.
    pub windows: Vec<PlotSeries>,
    /// Drawn on the window panel (LHCS at the Wc it set).
    pub marks: Vec<ActionMark>,
    /// The initial window, a labelled dashed line on the window panel.
    pub w_init: Option<f64>,
    /// U against time (µs), per model and from the trace.
    pub utilisation: Vec<PlotSeries>,
    /// U's target eta, a labelled dashed line on the U panel.
    pub eta: Option<f64>,
}

/// Height of the INT picture (two panels); its width is the cwnd plot's.
const INT_HEIGHT: f64 = 770.0;

impl IntPlot {
    /// Render the plot as a standalone 1200x770 SVG document.
    pub fn render_svg(&self) -> String {
        let windows = Panel {
            area: Area {
                l: PL,
                r: PR,
                t: PT,
                b: 446.0,
            },
            y_title: "W, Wc",
            scale: Scale::Bytes,
            series: &self.windows,
            marks: &self.marks,
            limits: vec![Limit {
                value: self.w_init,
                label: "W_init",
                color: "#c0392b",
                below: false,
            }],
            time_labels: false,
            id: "-w",
        };
        let utilisation = Panel {
            area: Area {
                l: PL,
                r: PR,
                t: 476.0,
                b: 700.0,
            },
            y_title: "U (utilisation)",
            scale: Scale::Plain,
            series: &self.utilisation,
            marks: &[],
            limits: vec![Limit {
                value: self.eta,
                label: "eta",
                color: "#7f8c8d",
                below: true,
            }],
            time_labels: true,
            id: "-u",
        };
        render(
            &self.title,
            &self.subtitle,
            INT_HEIGHT,
            &[windows, utilisation],
        )
    }

    /// The picture of [`IntPlot::render_svg`] as a 1200x770 PNG.
    pub fn render_png(&self) -> io::Result<Vec<u8>> {
        svg_to_png(&self.render_svg(), INT_HEIGHT)
    }

    /// The bytes of the plot: PNG when `png`, else SVG.
    pub fn render(&self, png: bool) -> io::Result<Vec<u8>> {
        if png {
            self.render_png()
        } else {
            Ok(self.render_svg().into_bytes())
        }
    }

    /// Write the plot: PNG when the path ends in `.png` (any case), else SVG.
    pub fn write(&self, path: &Path) -> io::Result<()> {
        std::fs::write(path, self.render(is_png_path(path))?)
    }
}

/// The fonts the SVG names first, for the PNG (license: `fonts/dejavu/LICENSE`).
static DEJAVU_SANS: &[u8] = include_bytes!("../../fonts/dejavu/DejaVuSans.ttf");
static DEJAVU_SANS_BOLD: &[u8] = include_bytes!("../../fonts/dejavu/DejaVuSans-Bold.ttf");

// ---------------------------------------------------------------------------
// Streaming builder
// ---------------------------------------------------------------------------

#[derive(Clone, Copy, Debug)]
struct Pt {
    t: f64,
    v: f64,
    seq: u64,
}

#[derive(Clone, Copy, Debug)]
struct Bucket {
    first: Pt,
    min: Pt,
    max: Pt,
    last: Pt,
}

impl Bucket {
    fn new(p: Pt) -> Self {
        Bucket {
            first: p,
            min: p,
            max: p,
            last: p,
        }
    }

    fn add(&mut self, p: Pt) {
        if p.v < self.min.v {
            self.min = p;
        }
        if p.v > self.max.v {
            self.max = p;
        }
        self.last = p;
    }

    /// Absorb `later`, a bucket that comes after `self` in time.
    fn merge(&mut self, later: &Bucket) {
        if later.min.v < self.min.v {
            self.min = later.min;
        }
        if later.max.v > self.max.v {
            self.max = later.max;
        }
        self.last = later.last;
    }
}

/// Streaming min/max decimation of one series with no prior knowledge of
/// the time range: raw points until `cap` is exceeded, then time buckets of
/// width `width` starting at `t0`, doubling the width (merging buckets
/// pairwise) whenever there are more than `max_buckets`.
#[derive(Debug)]
struct Decimator {
    cap: usize,
    max_buckets: usize,
    raw: Vec<Pt>,
    bucketed: bool,
    t0: f64,
    width: f64,
    /// (bucket index, bucket), in arrival order with non-decreasing index.
    buckets: Vec<(i64, Bucket)>,
    seq: u64,
}

impl Decimator {
    fn new(cap: usize) -> Self {
        let cap = cap.max(4);
        Decimator {
            cap,
            max_buckets: (cap / 4).max(1),
            raw: Vec::new(),
            bucketed: false,
            t0: 0.0,
            width: 1.0,
            buckets: Vec::new(),
            seq: 0,
        }
    }

    fn index(&self, t: f64) -> i64 {
        // `as` saturates and maps NaN to 0, so this never panics.
        ((t - self.t0) / self.width).floor() as i64
    }

    fn push(&mut self, t: f64, v: f64) {
        if !finite_pt(t, v) {
            return;
        }
        let p = Pt {
            t,
            v,
            seq: self.seq,
        };
        self.seq += 1;
        if self.bucketed {
            self.add(p);
            return;
        }
        self.raw.push(p);
        if self.raw.len() > self.cap {
            self.start_buckets();
        }
    }

    fn start_buckets(&mut self) {
        let raw = std::mem::take(&mut self.raw);
        let tmin = raw.iter().map(|p| p.t).fold(f64::INFINITY, f64::min);
        let tmax = raw.iter().map(|p| p.t).fold(f64::NEG_INFINITY, f64::max);
        let span = tmax - tmin;
        self.t0 = tmin;
        // Start half full so the series can grow before the first merge.
        self.width = if span.is_finite() && span > 0.0 {
            span / ((self.max_buckets / 2).max(1) as f64)
        } else {
            (tmin.abs() * 1e-9).max(1e-9)
        };
        self.bucketed = true;
        for p in raw {
            self.add(p);
        }
    }

    fn add(&mut self, p: Pt) {
        let idx = self.index(p.t);
        match self.buckets.last_mut() {
            // Same bucket, or a late (out-of-order) point: fold into the last bucket.
            Some((last_idx, b)) if idx <= *last_idx => b.add(p),
            _ => {
                self.buckets.push((idx, Bucket::new(p)));
                if self.buckets.len() > self.max_buckets {
                    self.coarsen();
                }
            }
        }
    }

    /// Double the bucket width until the bucket count fits.
    fn coarsen(&mut self) {
        let mut rounds = 0;
        while self.buckets.len() > self.max_buckets {
            rounds += 1;
            if rounds > 2100 || !self.width.is_finite() {
                // Degenerate input; collapse to one bucket.
                let mut all = self.buckets[0].1;
                for (_, b) in &self.buckets[1..] {
                    all.merge(b);
                }
                self.buckets = vec![(0, all)];
                self.width = f64::INFINITY;
                return;
            }
            self.width *= 2.0;
            let old = std::mem::take(&mut self.buckets);
            for (_, b) in old {
                let idx = self.index(b.first.t);
                match self.buckets.last_mut() {
                    Some((last_idx, last)) if idx <= *last_idx => last.merge(&b),
                    _ => self.buckets.push((idx, b)),
                }
            }
        }
    }

    fn finish(self) -> Vec<(f64, f64)> {
        if !self.bucketed {
            return self.raw.into_iter().map(|p| (p.t, p.v)).collect();
        }
        let mut out = Vec::with_capacity(self.buckets.len() * 4);
        for (_, b) in &self.buckets {
            let mut ps = [b.first, b.min, b.max, b.last];
            ps.sort_by_key(|p| p.seq);
            let mut last_seq = None;
            for p in ps {
                if last_seq != Some(p.seq) {
                    out.push((p.t, p.v));
                    last_seq = Some(p.seq);
                }
            }
        }
        out
    }
}

/// Evenly thinned stream of marks of one action word: keeps every
/// `stride`-th mark, halving what it holds (and doubling the stride) when it
/// would exceed `limit`.
#[derive(Debug)]
struct MarkPool {
    word: &'static str,
    stride: u64,
    seen: u64,
    kept: Vec<ActionMark>,
}

impl MarkPool {
    fn push(&mut self, m: ActionMark, limit: usize) {
        // Not `is_multiple_of`: the workspace targets Rust 1.80.
        let phase = self.seen % self.stride;
        if phase == 0 {
            self.kept.push(m);
            if self.kept.len() > limit {
                let mut i = 0;
                self.kept.retain(|_| {
                    i += 1;
                    i % 2 == 1
                });
                self.stride = self.stride.saturating_mul(2);
            }
        }
        self.seen += 1;
    }

    /// `n` marks spread evenly over what was kept.
    fn take_even(&self, n: usize) -> Vec<ActionMark> {
        let len = self.kept.len();
        if n >= len {
            return self.kept.clone();
        }
        (0..n).map(|i| self.kept[i * len / n].clone()).collect()
    }
}

/// Share `budget` between pools of the given sizes, smallest first, so that
/// rare words keep all their marks. Returns the allocation per pool.
fn water_fill(sizes: &[usize], budget: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..sizes.len()).collect();
    order.sort_by_key(|&i| sizes[i]);
    let mut alloc = vec![0; sizes.len()];
    let mut left = budget;
    for (k, &i) in order.iter().enumerate() {
        let share = left / (order.len() - k);
        let take = sizes[i].min(share);
        alloc[i] = take;
        left -= take;
    }
    alloc
}

/// Streaming builder for a [`CwndPlot`]: feed every event, get a bounded plot.
///
/// * Each series keeps at most `max_points_per_series` points (at least 4):
///   per time bucket the first, minimum, maximum and last point, so the
///   envelope and the global extremes stay visible. Bucket width doubles as
///   needed, so the time range need not be known in advance.
/// * At most `max_marks` action marks are kept. md, qa, ignored and nack
///   marks are all kept while they fit (rarer words first when they do not);
///   the frequent words (md_skipped, fast, prop, fair, then noop, none) get
///   an evenly thinned subset of at most half the budget.
#[derive(Debug)]
pub struct PlotBuilder {
    title: String,
    names_colors: Vec<(String, String)>,
    decimators: Vec<Decimator>,
    max_marks: usize,
    pools: Vec<MarkPool>,
}

impl PlotBuilder {
    /// `series_names_colors`: `(name, colour)` per series, in drawing order
    /// (later series on top). Names containing "ref"/"htsim" are dotted,
    /// "float" dashed, others solid.
    pub fn new(
        title: &str,
        series_names_colors: &[(&str, &str)],
        max_points_per_series: usize,
        max_marks: usize,
    ) -> Self {
        PlotBuilder {
            title: title.to_string(),
            names_colors: series_names_colors
                .iter()
                .map(|(n, c)| (n.to_string(), c.to_string()))
                .collect(),
            decimators: series_names_colors
                .iter()
                .map(|_| Decimator::new(max_points_per_series))
                .collect(),
            max_marks,
            pools: Vec::new(),
        }
    }

    /// Add a point to series `series_index`. Out-of-range indices and
    /// non-finite values are ignored.
    pub fn push(&mut self, series_index: usize, t_us: f64, cwnd: f64) {
        if let Some(d) = self.decimators.get_mut(series_index) {
            d.push(t_us, cwnd);
        }
    }

    /// Record an action at `(t_us, cwnd)`. Non-finite values are ignored.
    pub fn mark(&mut self, t_us: f64, cwnd: f64, word: &'static str) {
        if self.max_marks == 0 || !finite_pt(t_us, cwnd) {
            return;
        }
        let limit = self.max_marks;
        let m = ActionMark { t_us, cwnd, word };
        if let Some(p) = self.pools.iter_mut().find(|p| p.word == word) {
            p.push(m, limit);
            return;
        }
        let mut p = MarkPool {
            word,
            stride: 1,
            seen: 0,
            kept: Vec::new(),
        };
        p.push(m, limit);
        self.pools.push(p);
    }

    /// The finished plot.
    pub fn finish(self, subtitle: &str, maxwnd: Option<f64>, min_cwnd: Option<f64>) -> CwndPlot {
        let series = self
            .names_colors
            .into_iter()
            .zip(self.decimators)
            .map(|((name, color), d)| PlotSeries {
                name,
                color,
                points: d.finish(),
            })
            .collect();

        let mut marks = Vec::new();
        let mut left = self.max_marks;
        for tier in 0..=2u8 {
            if tier == 1 {
                left = left.min(self.max_marks / 2);
            }
            let pools: Vec<&MarkPool> = self
                .pools
                .iter()
                .filter(|p| tier_of(p.word) == tier)
                .collect();
            let sizes: Vec<usize> = pools.iter().map(|p| p.kept.len()).collect();
            let alloc = water_fill(&sizes, left);
            for (p, n) in pools.iter().zip(alloc) {
                marks.extend(p.take_even(n));
                left -= n;
            }
        }
        marks.sort_by(|a, b| a.t_us.total_cmp(&b.t_us));

        CwndPlot {
            title: self.title,
            subtitle: subtitle.to_string(),
            series,
            marks,
            maxwnd,
            min_cwnd,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(h: &str, n: &str) -> usize {
        h.matches(n).count()
    }

    /// Minimal well-formedness check: balanced tags, proper nesting, no
    /// stray `&` or `<` in text.
    fn assert_well_formed(svg: &str) {
        assert!(svg.starts_with("<svg"), "must start with <svg");
        assert!(svg.trim_end().ends_with("</svg>"), "must end with </svg>");
        let mut stack: Vec<String> = Vec::new();
        let mut rest = svg;
        while let Some(i) = rest.find(['<', '&']) {
            let text = &rest[..i];
            assert!(!text.contains('>'), "stray '>' in text: {text:?}");
            rest = &rest[i..];
            if rest.starts_with('&') {
                let end = rest.find(';').expect("unterminated entity");
                let ent = &rest[1..end];
                assert!(
                    ["amp", "lt", "gt", "quot", "apos"].contains(&ent),
                    "bad entity {ent}"
                );
                rest = &rest[end + 1..];
                continue;
            }
            let end = rest.find('>').expect("unterminated tag");
            let tag = &rest[1..end];
            assert!(!tag.contains('<'), "'<' inside tag: {tag}");
            assert_eq!(count(tag, "\"") % 2, 0, "unbalanced quotes in {tag}");
            if let Some(name) = tag.strip_prefix('/') {
                let open = stack.pop().expect("close without open");
                assert_eq!(open, name.trim(), "mismatched close tag");
            } else if !tag.ends_with('/') {
                let name = tag.split_whitespace().next().unwrap().to_string();
                stack.push(name);
            }
            rest = &rest[end + 1..];
        }
        assert!(stack.is_empty(), "unclosed tags: {stack:?}");
    }

    /// A synthetic incast-like run: ramp to MaxWnd, two congestion episodes
    /// with MD and NACK storms, one Quick Adapt followed by ignored feedback.
    fn example_plot() -> CwndPlot {
        let mut b = PlotBuilder::new(
            "CCC 17 · cwnd: golden vs float vs htsim",
            &[
                ("golden (fixed-point)", GOLDEN_COLOR),
                ("float model", FLOAT_COLOR),
                ("ref_cwnd (htsim)", REF_COLOR),
            ],
            4000,
            400,
        );
        let (maxwnd, min_cwnd) = (187_500.0, 4096.0);
        let (mut g, mut f, mut r) = (125_000.0f64, 125_000.0f64, 125_000.0f64);
        let mut x: u64 = 7;
        let mut ignore_until = 0.0;
        for i in 0..400_000u64 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let t = i as f64 * 0.01;
            let rnd = ((x >> 33) % 1_000_000) as f64 / 1e6;
            let congested = (800.0..1400.0).contains(&t) || (2600.0..2900.0).contains(&t);
            let word = if i == 100_000 {
                g = 9000.0;
                ignore_until = 1020.0;
                "qa"
            } else if t < ignore_until {
                "ignored"
            } else if congested && rnd < 0.0015 {
                g *= 0.85;
                "md"
            } else if congested && rnd < 0.0020 {
                g -= 4096.0;
                "nack"
            } else if congested && rnd < 0.05 {
                "md_skipped"
            } else if congested {
                g += 2.0;
                "fair"
            } else if g < 60_000.0 && rnd < 0.3 {
                g += 60.0;
                "fast"
            } else if rnd < 0.7 {
                g += 4.0;
                "prop"
            } else {
                "noop"
            };
            g = g.clamp(min_cwnd, maxwnd);
            f += (g - f) * 0.9;
            r += (g * (1.0 + 0.02 * (t / 700.0).sin()) - r) * 0.5;
            b.push(0, t, g.round());
            b.push(1, t, f);
            if i % 3 == 0 {
                b.push(2, t, r.clamp(min_cwnd, maxwnd));
            }
            b.mark(t, g, word);
        }
        b.finish(
            "runs/incast_32to1/trace.csv.gz — 400,000 events, ccc 17, decimated to ≤4,000 points/series",
            Some(maxwnd),
            Some(min_cwnd),
        )
    }

    #[test]
    fn svg_is_well_formed_and_balanced() {
        let mut p = example_plot();
        assert!(p.series.iter().all(|s| s.points.len() <= 4000));
        assert!(p.marks.len() <= 400);
        p.title = "ccc 7 <a&b>".into();
        p.subtitle = "trace.csv \"x\" 'y'".into();
        let svg = p.render_svg();
        assert_well_formed(&svg);
        assert_eq!(count(&svg, "<polyline"), 3);
        assert_eq!(count(&svg, r#"class="legend-series""#), 3);
        assert_eq!(count(&svg, r#"class="limit""#), 2);
        assert!(svg.contains("MaxWnd"));
        assert!(svg.contains("min cwnd"));
        assert!(svg.contains("ccc 7 &lt;a&amp;b&gt;"));
        assert!(svg.contains("&quot;x&quot; &apos;y&apos;"));
        // Legend shows the glyph words present, and only those.
        assert!(svg.contains(">md<"));
        assert!(svg.contains(">qa<"));
        assert!(svg.contains(">nack<"));
        assert!(!svg.contains(">none<"));
        assert!(svg.contains("stroke-dasharray=\"7,4\""));
    }

    #[test]
    fn decimation_bounds_points_and_keeps_extremes() {
        for &cap in &[4usize, 10, 100, 1000] {
            let mut b = PlotBuilder::new("t", &[("golden", "red")], cap, 10);
            let n = 1_000_000u32;
            let mut first = None;
            let mut last = (0.0, 0.0);
            let mut gmin = (f64::INFINITY, 0.0);
            let mut gmax = (f64::NEG_INFINITY, 0.0);
            // Pseudo-random walk with a spike and a dip in the middle.
            let mut x: u64 = 12345;
            for i in 0..n {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let t = i as f64 * 0.37 + (x >> 60) as f64 * 0.01;
                let mut v = 10_000.0 + ((x >> 33) % 5000) as f64;
                if i == 777_777 {
                    v = 99_999.0;
                }
                if i == 333_333 {
                    v = 1.0;
                }
                if v < gmin.0 {
                    gmin = (v, t);
                }
                if v > gmax.0 {
                    gmax = (v, t);
                }
                b.push(0, t, v);
                first.get_or_insert((t, v));
                last = (t, v);
            }
            let p = b.finish("", None, None);
            let pts = &p.series[0].points;
            assert!(pts.len() <= cap, "cap {cap}: {} points", pts.len());
            assert!(pts.len() >= cap / 4, "cap {cap}: only {} points", pts.len());
            assert!(pts.contains(&(gmin.1, gmin.0)), "lost min at cap {cap}");
            assert!(pts.contains(&(gmax.1, gmax.0)), "lost max at cap {cap}");
            assert_eq!(Some(pts[0]), first, "first point kept");
            assert_eq!(pts[pts.len() - 1], last, "last point kept");
            // Time order preserved.
            assert!(pts.windows(2).all(|w| w[0].0 <= w[1].0));
        }
    }

    #[test]
    fn small_series_kept_exactly() {
        let mut b = PlotBuilder::new("t", &[("a", "red"), ("b", "blue")], 100, 10);
        for i in 0..50 {
            b.push(0, i as f64, (i * i) as f64);
        }
        b.push(1, 1.0, f64::NAN);
        b.push(1, f64::INFINITY, 1.0);
        b.push(7, 1.0, 1.0);
        let p = b.finish("", None, None);
        assert_eq!(p.series[0].points.len(), 50);
        assert!(p.series[1].points.is_empty());
    }

    #[test]
    fn jumps_in_time_do_not_break_bounds() {
        let mut b = PlotBuilder::new("t", &[("a", "red")], 40, 10);
        for i in 0..1000 {
            b.push(0, 5.0, i as f64);
        }
        b.push(0, 1e12, 3.0);
        for i in 0..1000 {
            b.push(0, 1e12 + i as f64, 1.0);
        }
        b.push(0, 1.0, 7.0); // out of order
        b.push(0, -1e300, 7.0);
        b.push(0, 1e300, 7.0);
        let p = b.finish("", None, None);
        assert!(p.series[0].points.len() <= 40);
        assert!(p.series[0].points.contains(&(5.0, 999.0)));
        assert!(p.series[0].points.contains(&(5.0, 0.0)));
        assert_well_formed(&p.render_svg());
    }

    #[test]
    fn important_marks_kept() {
        let mut b = PlotBuilder::new("t", &[("a", "red")], 100, 200);
        let mut md = 0;
        for i in 0..1_000_000u32 {
            let t = i as f64;
            b.mark(t, 1.0, if i % 3 == 0 { "fair" } else { "prop" });
            if i % 20_000 == 7 {
                b.mark(t, 1.0, "md");
                md += 1;
            }
            if i == 500_001 {
                b.mark(t, 2.0, "qa");
            }
            if i == 999_999 {
                b.mark(t, 2.0, "nack");
                b.mark(t, 2.0, "ignored");
            }
        }
        let p = b.finish("", None, None);
        assert!(p.marks.len() <= 200);
        let n = |w: &str| p.marks.iter().filter(|m| m.word == w).count();
        assert_eq!(n("md"), md);
        assert_eq!(n("qa"), 1);
        assert_eq!(n("nack"), 1);
        assert_eq!(n("ignored"), 1);
        assert!(n("prop") > 0 && n("fair") > 0);
        assert!(n("prop") + n("fair") <= 100);
        assert!(p.marks.windows(2).all(|w| w[0].t_us <= w[1].t_us));
        // Thinned marks are spread over the whole run, not just the start.
        assert!(p
            .marks
            .iter()
            .any(|m| m.word == "prop" && m.t_us > 900_000.0));
    }

    #[test]
    fn too_many_important_marks_respect_cap() {
        let mut b = PlotBuilder::new("t", &[], 10, 50);
        for i in 0..100_000u32 {
            b.mark(i as f64, 1.0, "md");
            if i % 1000 == 0 {
                b.mark(i as f64, 1.0, "qa");
            }
        }
        let p = b.finish("", None, None);
        let n = |w: &str| p.marks.iter().filter(|m| m.word == w).count();
        assert_eq!(p.marks.len(), 50);
        assert!(n("qa") >= 25, "rare qa favoured: {}", n("qa"));
        assert!(p.marks.iter().any(|m| m.t_us > 90_000.0));
    }

    #[test]
    fn empty_plot_renders() {
        let p = CwndPlot::default();
        let svg = p.render_svg();
        assert_well_formed(&svg);
        assert!(svg.contains("no data"));

        let p =
            PlotBuilder::new("empty", &[("golden", "blue")], 100, 10).finish("", Some(1e5), None);
        let svg = p.render_svg();
        assert_well_formed(&svg);
        assert!(svg.contains("no data"));
        assert_eq!(count(&svg, r#"class="legend-series""#), 1);
    }

    #[test]
    fn degenerate_values_do_not_panic() {
        let p = CwndPlot {
            title: "nan".into(),
            subtitle: String::new(),
            series: vec![
                PlotSeries {
                    name: "a".into(),
                    color: "red".into(),
                    points: vec![(f64::NAN, 1.0), (1.0, f64::INFINITY), (2.0, 5.0)],
                },
                PlotSeries {
                    name: "b".into(),
                    color: "blue".into(),
                    points: vec![(2.0, 5.0), (2.0, 5.0)],
                },
            ],
            marks: vec![
                ActionMark {
                    t_us: f64::NAN,
                    cwnd: 1.0,
                    word: "md",
                },
                ActionMark {
                    t_us: 2.0,
                    cwnd: 5.0,
                    word: "weird<word>",
                },
            ],
            maxwnd: Some(f64::NAN),
            min_cwnd: Some(f64::NEG_INFINITY),
        };
        let svg = p.render_svg();
        assert_well_formed(&svg);
        assert!(!svg.contains("NaN"));
        assert!(!svg.contains("inf"));

        let huge = CwndPlot {
            series: vec![PlotSeries {
                name: "h".into(),
                color: "red".into(),
                points: vec![(-1e300, -1e300), (1e300, 1e300)],
            }],
            ..Default::default()
        };
        assert_well_formed(&huge.render_svg());
    }

    #[test]
    fn number_formatting() {
        assert_eq!(fmt_num(0.0, 0), "0");
        assert_eq!(fmt_num(999.0, 0), "999");
        assert_eq!(fmt_num(1000.0, 0), "1,000");
        assert_eq!(fmt_num(1234567.0, 0), "1,234,567");
        assert_eq!(fmt_num(2.5, 1), "2.5");
        assert_eq!(fmt_num(-12500.0, 0), "-12,500");
        assert_eq!(fmt_num(-0.0001, 0), "0");
        assert_eq!(decimals_for(0.25), 2);
        assert_eq!(decimals_for(2.5), 1);
        assert_eq!(decimals_for(500.0), 0);
        assert_eq!(nice_step(10_000.0, 9.0), 1000.0);
        assert_eq!(nice_step(200.0, 7.0), 25.0);
        assert_eq!(ticks(0.0, 10.0, 2.5), vec![0.0, 2.5, 5.0, 7.5, 10.0]);
        assert_eq!(fmt_in_unit(938_016.0, 1e3, "KB"), "938 KB");
        assert_eq!(fmt_in_unit(187_500.0, 1e3, "KB"), "187.5 KB");
        assert_eq!(fmt_in_unit(4_160.0, 1e3, "KB"), "4.16 KB");
        assert_eq!(fmt_in_unit(4_096.0, 1.0, "B"), "4,096 B");
        assert_eq!(fmt_in_unit(12_000_000.0, 1e6, "MB"), "12 MB");
    }

    #[test]
    fn write_picks_png_by_extension() {
        let dir = std::env::temp_dir();
        let png = dir.join(format!("plot_test_{}.PNG", std::process::id()));
        let svg = png.with_extension("svg");
        example_plot().write(&png).unwrap();
        example_plot().write(&svg).unwrap();
        let bytes = std::fs::read(&png).unwrap();
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        // IHDR: width and height, big-endian.
        assert_eq!(&bytes[16..24], &[0, 0, 4, 176, 0, 0, 2, 88]);
        // Text was drawn with the embedded fonts: far more than a blank image compresses to.
        assert!(bytes.len() > 20_000, "{} bytes", bytes.len());
        assert!(std::fs::read_to_string(&svg).unwrap().starts_with("<svg"));
        let _ = std::fs::remove_file(png);
        let _ = std::fs::remove_file(svg);
    }

    /// A small INT picture: W, Wc and U of two sources, LHCS marks of the model and of
    /// the trace.
    fn int_example() -> IntPlot {
        let series = |name: &str, color: &str, f: &dyn Fn(f64) -> f64| PlotSeries {
            name: name.into(),
            color: color.into(),
            points: (0..200).map(|i| (i as f64, f(i as f64))).collect(),
        };
        let lhcs_at = [30.0, 31.0, 90.0];
        let mut marks: Vec<ActionMark> = lhcs_at
            .iter()
            .map(|&t| ActionMark {
                t_us: t,
                cwnd: 20_000.0,
                word: "lhcs",
            })
            .collect();
        marks.push(ActionMark {
            t_us: 30.0,
            cwnd: 20_000.0,
            word: "ref_lhcs",
        });
        IntPlot {
            title: "fncc: W, Wc and U <t>".into(),
            subtitle: "ccc 1 of 8".into(),
            windows: vec![
                series("W golden", GOLDEN_COLOR, &|t| {
                    110_000.0 - 400.0 * t.min(200.0)
                }),
                series("W ref_cwnd_nb", REF_COLOR, &|t| 110_000.0 - 400.0 * t),
                series("Wc golden", "#d9730d", &|t| 100_000.0 - 400.0 * t),
            ],
            marks,
            w_init: Some(110_560.0),
            utilisation: vec![
                series("U golden", GOLDEN_COLOR, &|t| 1.0 + 0.3 * (t / 9.0).sin()),
                series("U ref_u_e12", REF_COLOR, &|t| 1.0 + 0.3 * (t / 9.0).sin()),
            ],
            eta: Some(0.95),
        }
    }

    #[test]
    fn int_plot_has_two_panels_on_one_time_axis_and_marks_lhcs() {
        let svg = int_example().render_svg();
        assert_well_formed(&svg);
        assert!(svg.contains(r#"height="770""#));
        assert!(svg.contains("fncc: W, Wc and U &lt;t&gt;"));
        assert_eq!(count(&svg, "<polyline"), 5);
        assert_eq!(count(&svg, r#"class="legend-series""#), 5);
        // each panel its own clip paths, y axis and limit line; one time axis
        assert!(svg.contains(r#"id="clip-lines-w""#) && svg.contains(r#"id="clip-lines-u""#));
        assert!(svg.contains(">W, Wc (KB)<") && svg.contains(">U (utilisation)<"));
        assert_eq!(count(&svg, r#"class="limit""#), 2);
        assert!(svg.contains("W_init 110.6 KB (110,560 B)"));
        assert!(svg.contains(">eta 0.95<"));
        assert_eq!(count(&svg, "time (µs)"), 1);
        // the marks on the window panel, the legend with their counts
        assert!(svg.contains(r#"clip-path="url(#clip-marks-w)""#));
        assert!(!svg.contains("url(#clip-marks-u)"));
        assert!(svg.contains(">lhcs<") && svg.contains(">last-hop speedup<"));
        assert!(svg.contains(">ref_lhcs<"));
        assert!(svg.contains(r##"fill="#c2185b""##));
    }

    #[test]
    fn int_plot_without_data_renders_and_png_has_its_height() {
        let svg = IntPlot::default().render_svg();
        assert_well_formed(&svg);
        assert_eq!(count(&svg, "no data"), 2);
        // U alone: the window panel says so, the time axis still there
        let p = IntPlot {
            windows: Vec::new(),
            marks: Vec::new(),
            ..int_example()
        };
        let svg = p.render_svg();
        assert_well_formed(&svg);
        assert_eq!(count(&svg, "no data"), 1);
        assert_eq!(count(&svg, "time (µs)"), 1);
        let png = int_example().render(true).unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        assert_eq!(&png[16..24], &[0, 0, 4, 176, 0, 0, 3, 2]);
        assert!(is_png_path(Path::new("a/b.PnG")) && !is_png_path(Path::new("a.svg")));
        assert_eq!(fmt_short(0.95), "0.95");
        assert_eq!(fmt_short(1.0), "1");
        assert_eq!(fmt_short(12.5), "12.5");
    }

    /// Renders the example to `$TMPDIR/plot_example.svg` and `.png`, to look at
    /// (`cargo test -p nscc-replay --lib plot -- --ignored`).
    #[test]
    #[ignore]
    fn render_example() {
        for ext in ["svg", "png"] {
            let path = std::env::temp_dir().join(format!("plot_example.{ext}"));
            example_plot().write(&path).unwrap();
            eprintln!("wrote {}", path.display());
        }
    }
}
