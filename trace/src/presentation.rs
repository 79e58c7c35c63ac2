//! When a model or a core sees each event of a trace: the one definition that replay,
//! co-simulation and the benchmarks share.

use std::fmt;
use std::str::FromStr;

use golden_model::pipeline::{cycle_of_ps, LATENCY};

/// When each event of a CCC is offered to a core (the engine takes one per clock). The
/// results are sequential NSCC at any spacing; the spacing sets the timing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Spacing {
    /// At its trace timestamp on the 100 MHz clock (what a NIC does).
    #[default]
    Trace,
    /// Each event after the previous one left the pipeline.
    Sequential,
    /// One event per clock: the stress case of the engine's hazard logic.
    BackToBack,
}

impl Spacing {
    /// Every spacing, in the order the command line lists them.
    pub const ALL: [Spacing; 3] = [Spacing::Trace, Spacing::Sequential, Spacing::BackToBack];

    /// The name on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            Spacing::Trace => "trace",
            Spacing::Sequential => "sequential",
            Spacing::BackToBack => "back-to-back",
        }
    }

    /// The cycle of a CCC's `n`-th event (0-based) at time `t_ps`. A core offered an event
    /// in a cycle it already used takes it in the next free one.
    pub fn cycle(self, n: u64, t_ps: u64) -> u64 {
        match self {
            Spacing::Trace => cycle_of_ps(t_ps),
            Spacing::Sequential => n * LATENCY,
            Spacing::BackToBack => n,
        }
    }
}

impl fmt::Display for Spacing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Spacing {
    type Err = String;
    fn from_str(s: &str) -> Result<Spacing, String> {
        Spacing::ALL
            .into_iter()
            .find(|sp| sp.name() == s)
            .ok_or_else(|| {
                let names: Vec<_> = Spacing::ALL.iter().map(|sp| sp.name()).collect();
                format!(
                    "unknown spacing {s:?}: expected one of {}",
                    names.join(", ")
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_cycles() {
        for sp in Spacing::ALL {
            assert_eq!(sp.name().parse::<Spacing>().unwrap(), sp);
        }
        assert!("backtoback"
            .parse::<Spacing>()
            .unwrap_err()
            .contains("back-to-back"));
        assert_eq!(Spacing::Trace.cycle(7, 25_000), 2);
        assert_eq!(Spacing::Sequential.cycle(3, 0), 3 * LATENCY);
        assert_eq!(Spacing::BackToBack.cycle(3, 1 << 40), 3);
    }
}
