//! When a model or a core sees each event of a trace: the one definition that replay,
//! co-simulation and the benchmarks share.

use std::fmt;
use std::str::FromStr;

use golden_model::pipeline::{cycle_of_ps, LATENCY};

/// When the pipeline sees each event of a CCC (the RTL accepts one per clock).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Spacing {
    /// At its trace timestamp on the 100 MHz clock (what a NIC does): events of a CCC
    /// closer than the pipeline latency read some state as it was a few events earlier.
    #[default]
    Trace,
    /// Each event after the previous one left the pipeline: the integer arithmetic alone.
    Sequential,
    /// One event per clock: the stress case of the pipeline.
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

    /// The cycle of a CCC's `n`-th event (0-based) at time `t_ps`. A core presented an
    /// event in a cycle it already used takes it in the next free one (`GoldenCcc::step_at`
    /// and the co-simulation lanes do so alike).
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
