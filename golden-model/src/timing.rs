//! When the multi-CCC engine takes, issues and answers each event: a cycle model of
//! `NsccEngine`'s port, issue window and same-CCC rule, checked cycle for cycle against the
//! Verilated engine (`cosim/tests/engine.rs`), and of the real-time design of
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
    /// A multiplicative decrease (cwnd x kept) or a fulfill (credit / cwnd): the slow path,
    /// whose result the CCC's next event waits for.
    Slow,
    /// Refused at the issue (CCC not READY): it changes nothing and leaves no result.
    Refused,
}

impl Route {
    /// The path of an event the golden engine answered with `r`.
    pub fn of(r: &StepResult) -> Route {
        if r.action == Action::Md || r.fulfill {
            Route::Slow
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
    /// the fast path, the slow path, or was refused.
    pub fast_distance: u64,
    pub slow_distance: u64,
    pub refused_distance: u64,
    /// Clocks from the issue to the result (`out_valid`).
    pub issue_to_result: u64,
}

impl Schedule {
    /// `NsccEngine` as built (`rtl/src/nscc/engine.rs`): window 4, a CCC's next event 26
    /// clocks behind (`HAZARD_CYCLES`, 3 behind a refused one), 33 clocks from the port to
    /// the result.
    pub const ENGINE: Schedule = Schedule {
        window: 4,
        fast_distance: 26,
        slow_distance: 26,
        refused_distance: 3,
        issue_to_result: 31,
    };

    /// The engine with a CCC's next event `fast` clocks behind an event on the fast path and
    /// `slow` behind one on the slow path.
    pub const fn with_distances(fast: u64, slow: u64) -> Schedule {
        Schedule {
            fast_distance: fast,
            slow_distance: slow,
            ..Schedule::ENGINE
        }
    }

    /// Clocks from the port to the result of an event that waits for nothing.
    pub const fn latency(&self) -> u64 {
        PORT_TO_ISSUE + self.issue_to_result
    }

    fn distance(&self, p: Route) -> u64 {
        match p {
            Route::Fast => self.fast_distance,
            Route::Slow => self.slow_distance,
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
}

/// Times a stream offered in order, cycle by cycle as the RTL does: the port takes an event
/// while its stage is free or empties into the window; the window issues, each cycle, its
/// oldest event whose CCC's previous event issued at least the schedule's distance before.
pub fn run(s: &Schedule, stream: &[Offered]) -> Vec<Timed> {
    const ID_MASK: u32 = (1 << 12) - 1;
    let mut out: Vec<Timed> = stream
        .iter()
        .map(|o| Timed {
            arrival: o.arrival,
            ..Timed::default()
        })
        .collect();
    // per CCC (low 12 bits): the cycle from which its next event may issue
    let mut free_from = vec![0u64; 1 << 12];
    let mut window: VecDeque<usize> = VecDeque::with_capacity(s.window);
    let mut port: Option<usize> = None;
    let mut next = 0;
    let mut t = stream.first().map_or(0, |o| o.arrival);
    let mut left = stream.len();
    while left > 0 {
        // the window issues its oldest event whose CCC is free
        let pick = window
            .iter()
            .position(|&i| free_from[(stream[i].ccc & ID_MASK) as usize] <= t);
        // the port's event enters the window when it had room at the start of the cycle
        let go = port.is_some() && window.len() < s.window;
        if let Some(k) = pick {
            let i = window.remove(k).expect("a picked slot");
            let o = &stream[i];
            free_from[(o.ccc & ID_MASK) as usize] = t + s.distance(o.route);
            out[i].issue = t;
            out[i].result = (o.route != Route::Refused).then_some(t + s.issue_to_result);
            left -= 1;
        }
        let taken = (port.is_none() || go) && next < stream.len() && stream[next].arrival <= t;
        if go {
            window.push_back(port.take().expect("the port's event"));
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

/// What a timed stream cost, as `nscc cosim --core engine` reports the Verilated engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct TimingStats {
    pub events: u64,
    /// Events on the slow path, and their fraction of the events with a result.
    pub slow: u64,
    pub slow_fraction: f64,
    /// Clocks between the first and the last acceptance at the port, per event (the
    /// co-simulation's `clocks_per_event_mean`), and the largest gap between two
    /// acceptances while an event waited.
    pub clocks_per_event_mean: f64,
    pub clocks_per_event_max: u64,
    /// Cycles offered events waited at the port.
    pub stall_cycles: u64,
    /// Arrival to result, cycles: mean, 99th percentile (nearest rank), largest.
    pub latency_cycles_mean: f64,
    pub latency_cycles_p99: u64,
    pub latency_cycles_max: u64,
    pub clock_mhz: f64,
}

impl TimingStats {
    /// The figures of `timed`, the times of `stream`.
    pub fn of(stream: &[Offered], timed: &[Timed]) -> TimingStats {
        let mut st = TimingStats {
            events: timed.len() as u64,
            clock_mhz: CLOCK_MHZ,
            ..TimingStats::default()
        };
        let mut lat: Vec<u64> = timed
            .iter()
            .filter_map(|t| t.result.map(|r| r - t.arrival))
            .collect();
        st.slow = stream.iter().filter(|o| o.route == Route::Slow).count() as u64;
        st.slow_fraction = st.slow as f64 / lat.len().max(1) as f64;
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
        if !lat.is_empty() {
            lat.sort_unstable();
            st.latency_cycles_mean = lat.iter().sum::<u64>() as f64 / lat.len() as f64;
            let rank = ((0.99 * lat.len() as f64).ceil() as usize).clamp(1, lat.len());
            st.latency_cycles_p99 = lat[rank - 1];
            st.latency_cycles_max = lat[lat.len() - 1];
        }
        st
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(t[1].issue, 2 + 26);
        // with 5 of one CCC the window fills and the port stops taking events
        let mut stream: Vec<Offered> = (0..6).map(|_| fast(0, 1)).collect();
        stream.push(fast(0, 2));
        let t = run(&s, &stream);
        assert!(t[6].accept > 6, "{:?}", t[6]);
        let st = TimingStats::of(&stream, &t);
        assert!(st.stall_cycles > 0 && st.latency_cycles_max >= st.latency_cycles_p99);
    }

    #[test]
    fn refused_events_leave_no_result_and_hold_their_ccc_briefly() {
        let s = Schedule::ENGINE;
        let mut a = fast(0, 1);
        a.route = Route::Refused;
        let t = run(&s, &[a, fast(0, 1)]);
        assert_eq!(t[0].result, None);
        assert_eq!(t[1].issue - t[0].issue, 3);
        let st = TimingStats::of(&[a, fast(0, 1)], &t);
        assert_eq!(st.slow_fraction, 0.0);
    }
}
