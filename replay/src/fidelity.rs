//! How far a model's state falls from a reference implementation's (`ref_` columns).

use std::collections::{BTreeMap, HashMap};

use golden_model::Action;
use serde::Serialize;

/// Accumulates agreement of one model with the `ref_` columns, row by row.
#[derive(Default, Debug, Clone)]
pub struct Fidelity {
    rows: u64,
    action_agree: u64,
    fulfill_rows: u64,
    fulfill_agree: u64,
    cwnd_exact: u64,
    /// Non-zero relative cwnd errors (zeros are counted in `cwnd_exact`).
    rel_errs: Vec<f32>,
    max_rel_err: f64,
    avg_delay_abs_err_ps_max: u64,
    base_rtt_abs_err_ps_max: u64,
    confusion: BTreeMap<(Action, Action), u64>,
    /// Per CCC: cwnd - ref_cwnd after its previous row, and the row where it began.
    last_diff: HashMap<u32, (i64, u64)>,
    /// The rows that changed their CCC's cwnd difference, largest error first.
    largest: Vec<LargeError>,
}

/// How many rows `largest_errors` lists.
pub const LARGEST_ERRORS: usize = 10;

/// A row where a model's cwnd difference to the reference changed (a row that only carries
/// its CCC's earlier difference is not listed: its `since_event` row is).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct LargeError {
    /// Index of the event in the trace (0-based, all rows counted).
    pub event: u64,
    pub ccc: u32,
    pub action: String,
    pub ref_action: Option<String>,
    pub cwnd: u64,
    pub ref_cwnd: u64,
    pub rel_err: f64,
    /// The first term that differs on this row: `action`, `fulfill`, `base_rtt` (by 1 ns or
    /// more: the model keeps ns), `avg_delay` (by more than 0.1 % and 1 ns), else `cwnd`
    /// (this event's window arithmetic, or a stale read of the pipeline).
    pub term: String,
    /// The event where this CCC's difference before this row began (None: it had none).
    pub since_event: Option<u64>,
}

/// The summary printed by `nscc replay --json` for one model.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct FidelityReport {
    /// ack/nack rows compared.
    pub rows: u64,
    /// Fraction of rows whose action word equals `ref_action`.
    pub action_agreement: f64,
    /// Fraction of rows whose fulfill flag equals `ref_fulfill` (when present).
    pub fulfill_agreement: Option<f64>,
    /// Fraction of rows whose cwnd equals `ref_cwnd` exactly.
    pub cwnd_exact: f64,
    /// |cwnd - ref_cwnd| / ref_cwnd over the rows: median, 99th percentile, maximum.
    pub cwnd_rel_err_median: f64,
    pub cwnd_rel_err_p99: f64,
    pub cwnd_rel_err_max: f64,
    pub avg_delay_abs_err_ps_max: u64,
    pub base_rtt_abs_err_ps_max: u64,
    /// Disagreements as "ref->model": count, most frequent first (at most 12).
    pub action_confusion: Vec<(String, u64)>,
    /// The rows that changed a CCC's cwnd difference, largest relative error first (at most
    /// [`LARGEST_ERRORS`]): where to look for the next departure.
    pub largest_errors: Vec<LargeError>,
}

/// One row's reference values and model values.
pub struct RowCompare {
    /// Index of the event in the trace, and its CCC.
    pub event: u64,
    pub ccc: u32,
    pub ref_cwnd: Option<u64>,
    pub ref_action: Option<Action>,
    pub ref_fulfill: Option<bool>,
    pub ref_avg_delay_ps: Option<u64>,
    pub ref_base_rtt_ps: Option<u64>,
    pub cwnd: u64,
    pub action: Action,
    pub fulfill: bool,
    pub avg_delay_ps: u64,
    pub base_rtt_ps: u64,
}

impl Fidelity {
    pub fn add(&mut self, r: &RowCompare) {
        let Some(ref_cwnd) = r.ref_cwnd else { return };
        self.rows += 1;
        if let Some(a) = r.ref_action {
            if a == r.action {
                self.action_agree += 1;
            } else {
                *self.confusion.entry((a, r.action)).or_default() += 1;
            }
        }
        if let Some(f) = r.ref_fulfill {
            self.fulfill_rows += 1;
            if f == r.fulfill {
                self.fulfill_agree += 1;
            }
        }
        if ref_cwnd == r.cwnd {
            self.cwnd_exact += 1;
        } else {
            let e = (r.cwnd as f64 - ref_cwnd as f64).abs() / (ref_cwnd.max(1) as f64);
            self.max_rel_err = self.max_rel_err.max(e);
            self.rel_errs.push(e as f32);
        }
        if let Some(d) = r.ref_avg_delay_ps {
            self.avg_delay_abs_err_ps_max = self
                .avg_delay_abs_err_ps_max
                .max(d.abs_diff(r.avg_delay_ps));
        }
        if let Some(b) = r.ref_base_rtt_ps {
            self.base_rtt_abs_err_ps_max =
                self.base_rtt_abs_err_ps_max.max(b.abs_diff(r.base_rtt_ps));
        }
        self.track_largest(r, ref_cwnd);
    }

    /// Lists the row if it changed its CCC's cwnd difference and is among the largest.
    fn track_largest(&mut self, r: &RowCompare, ref_cwnd: u64) {
        let diff = r.cwnd as i64 - ref_cwnd as i64;
        let (prev, since) = self.last_diff.get(&r.ccc).copied().unwrap_or((0, 0));
        if diff == prev {
            return;
        }
        self.last_diff.insert(r.ccc, (diff, r.event));
        let rel_err = diff.unsigned_abs() as f64 / ref_cwnd.max(1) as f64;
        let full = self.largest.len() >= LARGEST_ERRORS;
        if diff == 0 || (full && self.largest.last().is_some_and(|l| l.rel_err >= rel_err)) {
            return;
        }
        let avg_off = |d: u64| {
            let e = d.abs_diff(r.avg_delay_ps);
            e > 1000 && e.saturating_mul(1000) > d
        };
        let term = if r.ref_action.is_some_and(|a| a != r.action) {
            "action"
        } else if r.ref_fulfill.is_some_and(|f| f != r.fulfill) {
            "fulfill"
        } else if r
            .ref_base_rtt_ps
            .is_some_and(|b| b.abs_diff(r.base_rtt_ps) >= 1000)
        {
            "base_rtt"
        } else if r.ref_avg_delay_ps.is_some_and(avg_off) {
            "avg_delay"
        } else {
            "cwnd"
        };
        let e = LargeError {
            event: r.event,
            ccc: r.ccc,
            action: r.action.word().to_string(),
            ref_action: r.ref_action.map(|a| a.word().to_string()),
            cwnd: r.cwnd,
            ref_cwnd,
            rel_err,
            term: term.to_string(),
            since_event: (prev != 0).then_some(since),
        };
        let at = self.largest.partition_point(|l| l.rel_err >= rel_err);
        self.largest.insert(at, e);
        self.largest.truncate(LARGEST_ERRORS);
    }

    pub fn rows(&self) -> u64 {
        self.rows
    }

    /// Quantile `q` of the relative cwnd error over all rows (exact zeros included).
    fn quantile(sorted_nonzero: &[f32], zeros: u64, q: f64) -> f64 {
        let n = sorted_nonzero.len() as u64 + zeros;
        if n == 0 {
            return 0.0;
        }
        let rank = ((q * n as f64).ceil() as u64).clamp(1, n) - 1;
        if rank < zeros {
            0.0
        } else {
            sorted_nonzero[(rank - zeros) as usize] as f64
        }
    }

    pub fn report(&self) -> FidelityReport {
        let mut errs = self.rel_errs.clone();
        errs.sort_by(|a, b| a.total_cmp(b));
        let frac = |num: u64, den: u64| {
            if den == 0 {
                1.0
            } else {
                num as f64 / den as f64
            }
        };
        let mut confusion: Vec<(String, u64)> = self
            .confusion
            .iter()
            .map(|((r, m), n)| (format!("{r}->{m}"), *n))
            .collect();
        confusion.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        confusion.truncate(12);
        FidelityReport {
            rows: self.rows,
            action_agreement: frac(self.action_agree, self.rows),
            fulfill_agreement: (self.fulfill_rows > 0)
                .then(|| frac(self.fulfill_agree, self.fulfill_rows)),
            cwnd_exact: frac(self.cwnd_exact, self.rows),
            cwnd_rel_err_median: Self::quantile(&errs, self.cwnd_exact, 0.5),
            cwnd_rel_err_p99: Self::quantile(&errs, self.cwnd_exact, 0.99),
            cwnd_rel_err_max: self.max_rel_err,
            avg_delay_abs_err_ps_max: self.avg_delay_abs_err_ps_max,
            base_rtt_abs_err_ps_max: self.base_rtt_abs_err_ps_max,
            action_confusion: confusion,
            largest_errors: self.largest.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(ref_cwnd: u64, cwnd: u64, ra: Action, a: Action) -> RowCompare {
        RowCompare {
            event: 0,
            ccc: 0,
            ref_cwnd: Some(ref_cwnd),
            ref_action: Some(ra),
            ref_fulfill: Some(false),
            ref_avg_delay_ps: Some(0),
            ref_base_rtt_ps: Some(10),
            cwnd,
            action: a,
            fulfill: false,
            avg_delay_ps: 0,
            base_rtt_ps: 12,
        }
    }

    #[test]
    fn quantiles_count_exact_rows() {
        let mut f = Fidelity::default();
        for _ in 0..98 {
            f.add(&row(1000, 1000, Action::Prop, Action::Prop));
        }
        f.add(&row(1000, 1010, Action::Md, Action::MdSkipped));
        f.add(&row(1000, 900, Action::Prop, Action::Prop));
        let r = f.report();
        assert_eq!(r.rows, 100);
        assert_eq!(r.cwnd_rel_err_median, 0.0);
        assert!((r.cwnd_rel_err_p99 - 0.01).abs() < 1e-6);
        assert!((r.cwnd_rel_err_max - 0.1).abs() < 1e-12);
        assert!((r.action_agreement - 0.99).abs() < 1e-12);
        assert_eq!(r.action_confusion, vec![("md->md_skipped".to_string(), 1)]);
        assert_eq!(r.base_rtt_abs_err_ps_max, 2);
    }

    #[test]
    fn largest_errors_list_the_rows_that_changed_the_difference() {
        let mut f = Fidelity::default();
        let mut add = |event: u64, ccc: u32, ref_cwnd: u64, cwnd: u64, a: Action| {
            let mut r = row(ref_cwnd, cwnd, Action::Fair, a);
            (r.event, r.ccc, r.base_rtt_ps) = (event, ccc, 10);
            f.add(&r);
        };
        add(0, 1, 1000, 1000, Action::Fair);
        add(1, 1, 1000, 1050, Action::Fair); // 5 % begins here (the window arithmetic)
        add(2, 1, 1000, 1050, Action::Fair); // carried: not listed
        add(3, 2, 2000, 1980, Action::Md); // 1 %, the action differs
        add(4, 1, 900, 1000, Action::Fair); // 11.1 %, on top of event 1's difference
        let l = f.report().largest_errors;
        let got: Vec<_> = l
            .iter()
            .map(|e| (e.event, e.ccc, e.term.as_str(), e.since_event))
            .collect();
        assert_eq!(
            got,
            vec![
                (4, 1, "cwnd", Some(1)),
                (1, 1, "cwnd", None),
                (3, 2, "action", None)
            ]
        );
        assert!((l[0].rel_err - 100.0 / 900.0).abs() < 1e-12);
        assert_eq!((l[2].cwnd, l[2].ref_cwnd), (1980, 2000));
    }

    #[test]
    fn rows_without_reference_are_not_counted() {
        let mut f = Fidelity::default();
        let mut r = row(1, 1, Action::None, Action::None);
        r.ref_cwnd = None;
        f.add(&r);
        assert_eq!(f.report().rows, 0);
    }
}
