//! The designs the co-simulation runs against their golden twins, by the one name each
//! has: `nscc cosim --core`, `nscc soak --core`, the engine benches and the board sims all
//! take a [`Core`].

use nscc_rtl::nscc::engine as rtl_engine;

/// A design and its golden twin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Core {
    /// `NsccEngine` (one event per clock, 4,096 CCCs; the ULX3S's) against `GoldenEngine`.
    #[default]
    Engine,
    /// `NsccCompactEngine` (the compact core on contexts swapped from block RAM, 128 CCCs;
    /// the Cu's) against `GoldenEngine`.
    CompactEngine,
    /// `NsccCompact`: the compact core of one CCC against sequential `GoldenCcc`.
    Compact,
    /// The multipath EV engine (`MpEvEngine`, a strategy) against the golden `MpEngine`.
    Multipath,
    /// The receiver's credit pacer and the sender's credit, AR and RTS rules (`RcccPacer`,
    /// `RcccSender`) against `RcccReceiver` and `SenderCredits`.
    Rccc,
    /// NSCC and INT CCCs behind one event port (`CcEngine`) against both golden twins.
    CcEngine,
}

impl Core {
    pub const ALL: [Core; 6] = [
        Core::Engine,
        Core::CompactEngine,
        Core::Compact,
        Core::Multipath,
        Core::Rccc,
        Core::CcEngine,
    ];

    /// The names, in [`Core::ALL`] order (what `--core` takes).
    pub const NAMES: [&'static str; 6] = [
        "engine",
        "compact-engine",
        "compact",
        "multipath",
        "rccc",
        "cc-engine",
    ];

    pub fn name(self) -> &'static str {
        Core::NAMES[Core::ALL.iter().position(|c| *c == self).expect("in ALL")]
    }

    /// The multi-CCC NSCC engines: one port, one bench (`engine::EngineBench`).
    pub fn is_engine(self) -> bool {
        matches!(self, Core::Engine | Core::CompactEngine)
    }

    /// The NSCC designs the soak runs.
    pub fn soaks(self) -> bool {
        matches!(self, Core::Engine | Core::CompactEngine | Core::Compact)
    }

    /// The Verilated top of an NSCC design.
    pub fn top(self) -> &'static str {
        match self {
            Core::Engine => "nscc_engine",
            Core::CompactEngine => "nscc_compact_engine",
            Core::Compact => "nscc_compact",
            Core::CcEngine => nscc_rtl::int::cc_engine::CC_ENGINE_TOP,
            Core::Multipath | Core::Rccc => "(one top per strategy or block)",
        }
    }

    /// The board top that carries an engine, for the board sims (its Verilated top, from
    /// `nscc_rtl::BOARD_TOPS`).
    pub fn board_top(self) -> Option<&'static str> {
        nscc_rtl::BOARD_TOPS
            .iter()
            .find(|t| t.nscc_engine.is_some_and(|e| Some(e) == self.engine_top()))
            .map(|t| t.verilated)
    }

    /// The engine a board top carries (`None`: no NSCC engine).
    pub fn of_board_top(top: &nscc_rtl::BoardTopEntry) -> Option<Core> {
        Core::ALL
            .into_iter()
            .find(|c| top.nscc_engine.is_some() && c.engine_top() == top.nscc_engine)
    }

    /// The Verilated top of a multi-CCC NSCC engine.
    fn engine_top(self) -> Option<&'static str> {
        self.is_engine().then(|| self.top())
    }

    /// CCC contexts the NSCC design holds.
    pub fn cccs(self) -> usize {
        match self {
            Core::Engine => rtl_engine::CCCS,
            Core::CompactEngine => nscc_rtl::nscc::compact_engine::COMPACT_CCCS,
            Core::CcEngine => nscc_rtl::int::cc_engine::CC_CCCS,
            Core::Compact | Core::Multipath | Core::Rccc => 1,
        }
    }

    /// Most cycles one event can take from an engine's port to its result (the drain's
    /// bound).
    pub(crate) fn max_event_cycles(self) -> u64 {
        match self {
            // the swap, the longest program (1,182 clocks on the htsim traces), margin
            Core::CompactEngine => 4_000,
            _ => 2 * rtl_engine::LATENCY,
        }
    }
}

impl std::str::FromStr for Core {
    type Err = String;
    fn from_str(s: &str) -> Result<Core, String> {
        Core::NAMES
            .iter()
            .position(|n| *n == s)
            .map(|i| Core::ALL[i])
            .ok_or_else(|| {
                if s == "pipelined" {
                    return golden_model::nscc::PIPELINED_RETIRED.to_string();
                }
                format!(
                    "unknown core {s:?}: expected one of {}",
                    Core::NAMES.join(", ")
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for c in Core::ALL {
            assert_eq!(c.name().parse::<Core>(), Ok(c));
        }
        assert!("core"
            .parse::<Core>()
            .unwrap_err()
            .contains("compact-engine"));
        assert!("pipelined".parse::<Core>().unwrap_err().contains("retired"));
        assert_eq!(Core::default(), Core::Engine);
        assert_eq!(Core::Engine.board_top(), Some("ip_board_top"));
        assert_eq!(Core::Compact.board_top(), None);
        for t in nscc_rtl::BOARD_TOPS {
            let c = Core::of_board_top(t);
            assert_eq!(c.is_some(), t.nscc_engine.is_some(), "{}", t.name);
            assert!(c.is_none_or(|c| c.board_top() == Some(t.verilated)));
            assert!(c.is_none_or(|c| c.cccs() == t.cccs));
        }
    }
}
