//! When the multi-CCC engine takes, issues and answers each event: a cycle model of
//! `NsccEngine`'s port, issue window and same-CCC rule, checked cycle for cycle against the
//! Verilated engine (`cosim/tests/cosim/nscc_engine.rs`), and of the real-time design of
//! `docs/plan.md`, the same rule with a shorter distance behind an event that takes the
//! fast path (every step but the multiply and divide that read cwnd).
//!
//! The semantics never depend on the timing: every CCC computes sequential NSCC
//! ([`crate::engine::GoldenEngine`]) whatever the schedule. The model answers what the
//! schedule costs: clocks per event, cycles events wait, and each event's latency from its
//! arrival to its result.

use std::collections::VecDeque;

use serde::Serialize;

use crate::action::Action;
use crate::nscc::StepResult;
use crate::pipeline::CLOCK_PS;

/// Which path an event takes through the engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum Route {
    /// No operation that reads cwnd beyond a compare and an add: the fast path.
    #[default]
    Fast,
    /// A multiplicative decrease (cwnd x kept), with or without a fulfill: the slow path,
    /// whose result the CCC's next event waits for.
    Slow,
    /// A fulfill (credit / cwnd) without an MD: the divide path, whose cwnd an early divider
    /// gives the CCC's next event before the slow path's commit.
    Fulfill,
    /// Refused at the issue (CCC not READY): it changes nothing and leaves no result.
    Refused,
}

impl Route {
    /// The path of an event the golden engine answered with `r`.
    pub fn of(r: &StepResult) -> Route {
        if r.action == Action::Md {
            Route::Slow
        } else if r.fulfill {
            Route::Fulfill
        } else {
            Route::Fast
        }
    }
}

/// The engine's schedule: the port, the issue window and the same-CCC distances.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Schedule {
    /// Entries of the issue window: each cycle the oldest whose CCC may issue does.
    pub window: usize,
    /// Fewest clocks between the issues of two events of one CCC when the first one takes
    /// the fast path, the slow path, the divide path, or was refused.
    pub fast_distance: u64,
    pub slow_distance: u64,
    pub fulfill_distance: u64,
    pub refused_distance: u64,
    /// Clocks from the issue to the result (`out_valid`).
    pub issue_to_result: u64,
    /// Clocks from an event's issue until its route is known (0: at the issue). Until then
    /// the CCC's next event issues `fast_distance` behind it and is squashed (its issue
    /// slot wasted, re-issued `slow_distance` behind) if the route was slow; an event issued
    /// so (speculatively) keeps its window entry until that route is known, then leaves
    /// (or, squashed, waits again). An event issued with its CCC's previous route known
    /// leaves the window at its issue.
    pub route_known: u64,
    /// The stage in which an event issued before its CCC's previous event's route was known
    /// is squashed if that route is slow (its first context write comes after it). An event
    /// issued behind one that is still in or before that stage and will be squashed is
    /// squashed too, its entry held until that one's route would be known.
    pub squash_stage: u64,
}

impl Schedule {
    /// `NsccEngine` as built (`rtl/src/nscc/engine.rs`): window 4, a CCC's next event 4
    /// clocks behind a fast-path or a refused event (`FAST_CYCLES`), 19 behind a slow-path
    /// one (an MD, `HAZARD_CYCLES`), 12 behind one of the divide path (a fulfill and no MD,
    /// `FULFILL_CYCLES`), 33 clocks from the port to the result. The route is known 11
    /// clocks after the issue (`ROUTE_KNOWN_CYCLES`: the event in stage 10): a CCC's next
    /// event issued 4 to 10 behind is speculative, squashed in stage 5 if the route was slow.
    pub const ENGINE: Schedule = Schedule {
        window: 4,
        fast_distance: 4,
        slow_distance: 19,
        fulfill_distance: 12,
        refused_distance: 4,
        issue_to_result: 31,
        route_known: 11,
        squash_stage: 5,
    };

    /// The engine with a CCC's next event `fast` clocks behind an event on the fast path and
    /// `slow` behind one on the slow path or the divide path.
    pub const fn with_distances(fast: u64, slow: u64) -> Schedule {
        Schedule {
            fast_distance: fast,
            slow_distance: slow,
            fulfill_distance: slow,
            route_known: 0,
            squash_stage: 0,
            ..Schedule::ENGINE
        }
    }

    /// [`Schedule::with_distances`] with the route known `route_known` clocks after the
    /// issue (the follower issued before then is squashed behind a slow-path event) and a
    /// window of `window` entries.
    pub const fn speculative(fast: u64, slow: u64, route_known: u64, window: usize) -> Schedule {
        Schedule {
            route_known,
            window,
            // (where the follower is when the route becomes known, in stage route_known - 2)
            squash_stage: route_known.saturating_sub(2 + fast),
            ..Schedule::with_distances(fast, slow)
        }
    }

    /// [`Schedule::speculative`] with the divide path's own distance `fulfill` (a fulfill
    /// without an MD).
    pub const fn with_fulfill(self, fulfill: u64) -> Schedule {
        Schedule {
            fulfill_distance: fulfill,
            ..self
        }
    }

    /// Whether an event of a CCC whose issues were `c` may issue at `t`: `None` it waits;
    /// `Some((real, held))` it issues, squashed unless `real`, and (`held: Some(k)`) it was
    /// issued before its CCC's previous event's route was known, at `k`: until then it keeps
    /// its window entry (it leaves at `k`, or waits again there if squashed).
    fn may_issue(&self, c: &CccIssue, i: usize, t: u64) -> Option<(bool, Option<u64>)> {
        // behind an older event's issue that will be squashed and was still before its squash
        // point: squashed too, its entry held until that issue's route would be known (the
        // squashed issues of the event itself and of younger events do not count: a slot's
        // hazards are the events before it)
        let doomed = c
            .doomed
            .iter()
            .filter(|&&(d, k)| k < i && t < d + self.squash_stage + 2)
            .map(|&(d, _)| d)
            .max();
        let real = c.real.map(|(p, _)| p);
        if let Some(d) = doomed.filter(|&d| real.is_none_or(|p| d > p)) {
            return (t >= d + self.fast_distance).then_some((false, Some(d + self.route_known)));
        }
        let Some((p, route)) = c.real else {
            return Some((true, None));
        };
        // (a refused event's route is known as late as any other's: it holds its CCC's next
        // event as a fast-path one does)
        let known = p + self.route_known;
        if t >= known {
            (t >= p + self.distance(route)).then_some((true, None))
        } else {
            // the route of the previous one is not known yet: issue at the fast distance
            (t >= p + self.fast_distance)
                .then_some((matches!(route, Route::Fast | Route::Refused), Some(known)))
        }
    }

    /// Clocks from the port to the result of an event that waits for nothing.
    pub const fn latency(&self) -> u64 {
        PORT_TO_ISSUE + self.issue_to_result
    }

    /// Fewest clocks between the issue of an event on route `p` and its CCC's next issue.
    pub fn distance(&self, p: Route) -> u64 {
        match p {
            Route::Fast => self.fast_distance,
            Route::Slow => self.slow_distance,
            Route::Fulfill => self.fulfill_distance,
            Route::Refused => self.refused_distance,
        }
    }
}

/// Clocks from the port taking an event to its earliest issue: the port's stage, then the
/// window.
pub const PORT_TO_ISSUE: u64 = 2;

/// The clock the model counts in, MHz (the ULX3S board's).
pub const CLOCK_MHZ: f64 = 1e6 / CLOCK_PS as f64;

/// One event offered to the engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Offered {
    /// Cycle it arrives at the port (it is offered from then on, after the events before it).
    pub arrival: u64,
    /// Its CCC (the window compares the low 12 bits).
    pub ccc: u32,
    pub route: Route,
}

/// When one event was taken, issued and answered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Timed {
    pub arrival: u64,
    /// Cycle the port took it.
    pub accept: u64,
    /// Cycle it left the window into the pipeline.
    pub issue: u64,
    /// Cycle of its result (`None`: refused, no result).
    pub result: Option<u64>,
    /// Times it issued and was squashed before its issue.
    pub squashed: u32,
}

/// An entry of the issue window.
#[derive(Clone, Copy)]
struct Entry {
    /// The event (index into the stream).
    i: usize,
    /// `None`: waiting to issue. `Some((until, real))`: issued; it leaves the window at
    /// `until` (`real`), or, issued too close behind a slow-path event, it is squashed and
    /// waits again from `until` (the cycle that event's route is known).
    held: Option<(u64, bool)>,
    /// held, and overtaken by an older event of its CCC issued again: the younger events of
    /// its CCC wait until it waits again
    blocking: bool,
}

/// Per CCC (its low 12 bits, as the window compares them): the last issue that counts and
/// the squashed issues that may still squash others.
#[derive(Clone, Default)]
struct CccIssue {
    real: Option<(u64, Route)>,
    /// the squashed issues still before their squash point: (cycle, event)
    doomed: Vec<(u64, usize)>,
}

/// Times a stream offered in order, cycle by cycle as the RTL does: the port takes an event
/// while its stage is free or empties into the window; the window issues, each cycle, its
/// oldest event whose CCC's previous event issued at least the schedule's distance before.
/// With [`Schedule::route_known`] > 0 an event issues [`Schedule::fast_distance`] behind its
/// CCC's previous one before that one's route is known, and is squashed if it was slow.
pub fn run(s: &Schedule, stream: &[Offered]) -> Vec<Timed> {
    const ID_MASK: u32 = (1 << 12) - 1;
    let mut out: Vec<Timed> = stream
        .iter()
        .map(|o| Timed {
            arrival: o.arrival,
            ..Timed::default()
        })
        .collect();
    let mut ccc = vec![CccIssue::default(); 1 << 12];
    let mut window: VecDeque<Entry> = VecDeque::with_capacity(s.window);
    let mut port: Option<usize> = None;
    let mut next = 0;
    let mut t = stream.first().map_or(0, |o| o.arrival);
    let mut left = stream.len();
    while left > 0 {
        // entries whose hold ended leave the window, or wait again (squashed)
        window.retain_mut(|e| match e.held {
            Some((until, real)) if until <= t => {
                e.held = None;
                e.blocking = false;
                !real
            }
            _ => true,
        });
        // the window issues its oldest event whose CCC may issue (each CCC in order)
        let mut pick = None;
        for (k, e) in window.iter().enumerate() {
            if e.held.is_some() {
                continue;
            }
            let x = (stream[e.i].ccc & ID_MASK) as usize;
            let older_waiting = window.iter().take(k).any(|o| {
                (o.held.is_none() || o.blocking) && (stream[o.i].ccc & ID_MASK) as usize == x
            });
            if older_waiting {
                continue;
            }
            if let Some(real) = s.may_issue(&ccc[x], e.i, t) {
                pick = Some((k, x, real));
                break;
            }
        }
        // the port's event enters the window when it had room at the start of the cycle
        let go = port.is_some() && window.len() < s.window;
        if let Some((k, x, (real, held))) = pick {
            let i = window[k].i;
            // (the younger events of the CCC issued before, held, are behind this one: until
            // they wait again, none younger than them issues)
            for e in window.iter_mut() {
                if e.i > i && (stream[e.i].ccc & ID_MASK) as usize == x && e.held.is_some() {
                    e.blocking = true;
                }
            }
            let route = stream[i].route;
            let keep = s.squash_stage + 2;
            ccc[x].doomed.retain(|&(d, _)| t < d + keep);
            if !real {
                ccc[x].doomed.push((t, i));
            }
            if real {
                ccc[x].real = Some((t, route));
                out[i].issue = t;
                out[i].result = (route != Route::Refused).then_some(t + s.issue_to_result);
                left -= 1;
                match held {
                    Some(until) => window[k].held = Some((until, true)),
                    None => {
                        window.remove(k);
                    }
                }
            } else {
                out[i].squashed += 1;
                let until = held.expect("a squash follows a speculative issue");
                window[k].held = Some((until, false));
            }
        }
        let taken = (port.is_none() || go) && next < stream.len() && stream[next].arrival <= t;
        if go {
            window.push_back(Entry {
                i: port.take().expect("the port's event"),
                held: None,
                blocking: false,
            });
        }
        if taken {
            out[next].accept = t;
            port = Some(next);
            next += 1;
        }
        t = if window.is_empty() && port.is_none() && next < stream.len() {
            // nothing to do before the next arrival
            (t + 1).max(stream[next].arrival)
        } else {
            t + 1
        };
    }
    out
}

/// Arrival-to-result latencies in cycles, as a histogram (a soak's millions of events
/// take a few hundred entries).
#[derive(Clone, Debug, Default)]
pub struct Latency {
    /// cycles -> events
    counts: std::collections::BTreeMap<u64, u64>,
    events: u64,
    sum: u64,
}

impl Latency {
    /// One event's latency.
    pub fn add(&mut self, cycles: u64) {
        *self.counts.entry(cycles).or_default() += 1;
        self.events += 1;
        self.sum += cycles;
    }

    /// Events counted.
    pub fn events(&self) -> u64 {
        self.events
    }

    /// The mean (0 without events).
    pub fn mean(&self) -> f64 {
        self.sum as f64 / self.events.max(1) as f64
    }

    /// The smallest latency that `q` (0..=1) of the events do not exceed (nearest rank;
    /// 0 without events).
    pub fn quantile(&self, q: f64) -> u64 {
        let rank = ((q * self.events as f64).ceil() as u64).clamp(1, self.events.max(1));
        let mut seen = 0;
        for (&c, &n) in &self.counts {
            seen += n;
            if seen >= rank {
                return c;
            }
        }
        0
    }

    /// The largest (0 without events).
    pub fn max(&self) -> u64 {
        self.counts.keys().next_back().copied().unwrap_or(0)
    }
}

/// Arrival-to-result latency, cycles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct LatencyFigures {
    pub latency_cycles_mean: f64,
    pub latency_cycles_p99: u64,
    pub latency_cycles_max: u64,
}

impl LatencyFigures {
    fn of(l: &Latency) -> LatencyFigures {
        LatencyFigures {
            latency_cycles_mean: l.mean(),
            latency_cycles_p99: l.quantile(0.99),
            latency_cycles_max: l.max(),
        }
    }
}

/// The latency of `stream`'s events with each CCC on an engine of its own: what each
/// sender's NIC sees when every CCC is a different sending host's (the senders of an incast,
/// a permutation or a ring each have their own NIC and port, so a trace that records them
/// all offers one engine the traffic of many). Each CCC's events keep their arrival cycles
/// and are timed alone with `s`; refused events have no result and are not counted.
pub fn one_engine_per_ccc(s: &Schedule, stream: &[Offered]) -> LatencyFigures {
    let mut by_ccc: std::collections::BTreeMap<u32, Vec<Offered>> = Default::default();
    for o in stream {
        by_ccc.entry(o.ccc).or_default().push(*o);
    }
    let mut lat = Latency::default();
    for evs in by_ccc.values() {
        for t in run(s, evs) {
            if let Some(r) = t.result {
                lat.add(r - t.arrival);
            }
        }
    }
    LatencyFigures::of(&lat)
}

/// What a timed stream cost, as `nscc cosim --core engine` reports the Verilated engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct TimingStats {
    pub events: u64,
    /// Events off the fast path (an MD or a fulfill), and their fraction of the events with
    /// a result.
    pub slow: u64,
    pub slow_fraction: f64,
    /// Of those, the events with a fulfill and no MD (the divide path), and their fraction.
    pub fulfill_path: u64,
    pub fulfill_path_fraction: f64,
    /// Clocks between the first and the last acceptance at the port, per event (the
    /// co-simulation's `clocks_per_event_mean`), and the largest gap between two
    /// acceptances while an event waited.
    pub clocks_per_event_mean: f64,
    pub clocks_per_event_max: u64,
    /// Cycles offered events waited at the port.
    pub stall_cycles: u64,
    /// Issues squashed (issue slots lost to a speculation behind a slow-path event).
    pub squashed: u64,
    /// Arrival to result, cycles: mean, 99th percentile (nearest rank), largest.
    pub latency_cycles_mean: f64,
    pub latency_cycles_p99: u64,
    pub latency_cycles_max: u64,
    pub clock_mhz: f64,
    /// The same events with each CCC on an engine of its own ([`one_engine_per_ccc`]), when
    /// the caller asks ([`TimingStats::with_one_engine_per_ccc`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub one_engine_per_ccc: Option<LatencyFigures>,
}

impl TimingStats {
    /// The figures of `timed`, the times of `stream`.
    pub fn of(stream: &[Offered], timed: &[Timed]) -> TimingStats {
        let mut st = TimingStats {
            events: timed.len() as u64,
            clock_mhz: CLOCK_MHZ,
            ..TimingStats::default()
        };
        let mut lat = Latency::default();
        for r in timed.iter().filter_map(|t| t.result.map(|r| r - t.arrival)) {
            lat.add(r);
        }
        st.fulfill_path = stream.iter().filter(|o| o.route == Route::Fulfill).count() as u64;
        st.slow = st.fulfill_path + stream.iter().filter(|o| o.route == Route::Slow).count() as u64;
        st.squashed = timed.iter().map(|t| t.squashed as u64).sum();
        st.slow_fraction = st.slow as f64 / lat.events().max(1) as f64;
        st.fulfill_path_fraction = st.fulfill_path as f64 / lat.events().max(1) as f64;
        let mut prev: Option<u64> = None;
        for t in timed {
            let offered_from = prev.map_or(t.arrival, |p| t.arrival.max(p + 1));
            let waited = t.accept - offered_from;
            st.stall_cycles += waited;
            // (the first acceptance counts as a gap of 1)
            let gap = prev.map_or(1, |p| t.accept - p);
            if waited > 0 || gap == 1 {
                st.clocks_per_event_max = st.clocks_per_event_max.max(gap);
            }
            prev = Some(t.accept);
        }
        if let (Some(first), Some(last)) = (timed.first(), timed.last()) {
            st.clocks_per_event_mean = (last.accept - first.accept + 1) as f64 / st.events as f64;
        }
        st.latency_cycles_mean = lat.mean();
        st.latency_cycles_p99 = lat.quantile(0.99);
        st.latency_cycles_max = lat.max();
        st
    }

    /// [`TimingStats::of`] the stream timed with `s`, and its latency with each CCC on an
    /// engine of its own.
    pub fn with_one_engine_per_ccc(s: &Schedule, stream: &[Offered]) -> TimingStats {
        TimingStats {
            one_engine_per_ccc: Some(one_engine_per_ccc(s, stream)),
            ..TimingStats::of(stream, &run(s, stream))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latency_quantiles_by_nearest_rank() {
        let mut l = Latency::default();
        assert_eq!((l.quantile(0.99), l.max(), l.mean()), (0, 0, 0.0));
        for c in 1..=100 {
            l.add(c);
        }
        l.add(1000);
        assert_eq!(l.events(), 101);
        assert_eq!(l.quantile(0.5), 51);
        assert_eq!(l.quantile(0.99), 100);
        assert_eq!(l.quantile(1.0), 1000);
        assert_eq!(l.max(), 1000);
        assert!((l.mean() - 6050.0 / 101.0).abs() < 1e-9);
    }

    fn fast(arrival: u64, ccc: u32) -> Offered {
        Offered {
            arrival,
            ccc,
            route: Route::Fast,
        }
    }

    #[test]
    fn an_event_alone_takes_the_latency() {
        let s = Schedule::ENGINE;
        let t = run(&s, &[fast(5, 3)]);
        assert_eq!((t[0].accept, t[0].issue, t[0].result), (5, 7, Some(5 + 33)));
        assert_eq!(s.latency(), 33);
    }

    #[test]
    fn one_ccc_back_to_back_issues_at_the_distance() {
        for (f, sl) in [(26, 26), (8, 26), (4, 12)] {
            let s = Schedule::with_distances(f, sl);
            let mut stream: Vec<Offered> = (0..40).map(|_| fast(0, 1)).collect();
            stream[10].route = Route::Slow;
            let t = run(&s, &stream);
            for k in 1..stream.len() {
                let want = if k == 11 { sl } else { f };
                assert_eq!(t[k].issue - t[k - 1].issue, want, "{f}/{sl} event {k}");
            }
        }
    }

    #[test]
    fn other_cccs_pass_a_waiting_one_within_the_window() {
        let s = Schedule::ENGINE;
        // A A B C: B and C issue while the second A waits
        let t = run(&s, &[fast(0, 1), fast(0, 1), fast(0, 2), fast(0, 3)]);
        assert_eq!(t[0].issue, 2);
        assert!(t[2].issue < t[1].issue && t[3].issue < t[1].issue);
        assert_eq!(t[1].issue, 2 + Schedule::ENGINE.fast_distance);
        // with 5 of one CCC the window fills and the port stops taking events
        let mut stream: Vec<Offered> = (0..6).map(|_| fast(0, 1)).collect();
        stream.push(fast(0, 2));
        let t = run(&s, &stream);
        assert!(t[6].accept > 6, "{:?}", t[6]);
        let st = TimingStats::of(&stream, &t);
        assert!(st.stall_cycles > 0 && st.latency_cycles_max >= st.latency_cycles_p99);
    }

    #[test]
    fn each_ccc_on_an_engine_of_its_own_waits_only_for_itself() {
        let s = Schedule::ENGINE;
        // eight CCCs, each a back-to-back pair, all arriving at once: on one engine the
        // later CCCs wait behind the earlier ones; each alone waits only for its own pair
        let stream: Vec<Offered> = (0..8).flat_map(|c| [fast(0, c), fast(0, c)]).collect();
        let shared = TimingStats::with_one_engine_per_ccc(&s, &stream);
        let own = shared.one_engine_per_ccc.expect("asked for");
        let alone = TimingStats::of(&stream[..2], &run(&s, &stream[..2]));
        assert_eq!(own.latency_cycles_max, alone.latency_cycles_max);
        assert!(
            own.latency_cycles_max < shared.latency_cycles_max,
            "{shared:?}"
        );
        // one CCC: the same either way
        let one: Vec<Offered> = (0..20).map(|k| fast(3 * k, 5)).collect();
        let st = TimingStats::with_one_engine_per_ccc(&s, &one);
        let own = st.one_engine_per_ccc.unwrap();
        assert_eq!(
            (own.latency_cycles_max, own.latency_cycles_p99),
            (st.latency_cycles_max, st.latency_cycles_p99)
        );
        assert!(TimingStats::of(&one, &run(&s, &one))
            .one_engine_per_ccc
            .is_none());
    }

    #[test]
    fn followers_issued_before_a_slow_route_is_known_are_squashed() {
        // fast 4, slow 14, the route known 9 clocks after the issue
        let s = Schedule::speculative(4, 14, 9, 16);
        let mut stream: Vec<Offered> = (0..8).map(|_| fast(0, 1)).collect();
        stream[2].route = Route::Slow;
        let t = run(&s, &stream);
        let slow = t[2].issue;
        // the two followers issued at +4 and +8 are squashed; they issue for good at +14, +18
        assert_eq!((t[3].squashed, t[4].squashed, t[5].squashed), (1, 1, 0));
        assert_eq!((t[3].issue, t[4].issue), (slow + 14, slow + 18));
        assert_eq!(t[1].issue - t[0].issue, 4);
        let st = TimingStats::of(&stream, &t);
        assert_eq!(st.squashed, 2);
        // known at the issue (0): the same issues without squashes
        let oracle = run(&Schedule::speculative(4, 14, 0, 16), &stream);
        assert_eq!(
            oracle.iter().map(|x| x.issue).collect::<Vec<_>>(),
            t.iter().map(|x| x.issue).collect::<Vec<_>>()
        );
        assert!(oracle.iter().all(|x| x.squashed == 0));
    }

    #[test]
    fn a_fulfill_without_an_md_waits_the_divide_distance() {
        // fast 8, slow 19, divide 13, the route known 11 clocks after the issue
        let s = Schedule::speculative(8, 19, 11, 4).with_fulfill(13);
        let mut stream: Vec<Offered> = (0..8).map(|_| fast(0, 1)).collect();
        stream[2].route = Route::Fulfill;
        stream[5].route = Route::Slow;
        let t = run(&s, &stream);
        // the follower issued at +8 is squashed and issues for good at +13 (+19 behind the MD)
        assert_eq!((t[3].squashed, t[6].squashed), (1, 1));
        assert_eq!(t[3].issue - t[2].issue, 13);
        assert_eq!(t[6].issue - t[5].issue, 19);
        let st = TimingStats::of(&stream, &t);
        assert_eq!((st.slow, st.fulfill_path), (2, 1));
        // without its own distance, the divide path is the slow path
        let t = run(&Schedule::speculative(8, 19, 11, 4), &stream);
        assert_eq!(t[3].issue - t[2].issue, 19);
    }

    #[test]
    fn refused_events_leave_no_result_and_hold_their_ccc_as_others_do() {
        let s = Schedule::ENGINE;
        let mut a = fast(0, 1);
        a.route = Route::Refused;
        let t = run(&s, &[a, fast(0, 1)]);
        assert_eq!(t[0].result, None);
        assert_eq!(t[1].issue - t[0].issue, s.fast_distance);
        let st = TimingStats::of(&[a, fast(0, 1)], &t);
        assert_eq!(st.slow_fraction, 0.0);
    }
}
