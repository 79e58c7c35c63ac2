//! The action words of `docs/trace-format.md`: what NSCC did on one event.

use serde::{Deserialize, Serialize};

/// What NSCC did on an event. The discriminant is the 4-bit code the hardware emits.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default,
)]
#[repr(u8)]
pub enum Action {
    /// Event that runs no window logic (`send`, or an ack without CC input).
    #[default]
    None = 0,
    /// Proportional increase credit (no ECN, delay below target).
    Prop = 1,
    /// Fast increase (delay near zero long enough).
    Fast = 2,
    /// Fair increase credit (no ECN, delay at or above target).
    Fair = 3,
    /// Multiplicative decrease applied.
    Md = 4,
    /// Decrease quadrant, but no decrease (average below target, or too soon).
    MdSkipped = 5,
    /// ECN with delay below target: window unchanged (steer only).
    Noop = 6,
    /// Quick Adapt fired.
    Qa = 7,
    /// Stale feedback suppressed after Quick Adapt.
    Ignored = 8,
    /// NACK processed (window reduced by the trimmed bytes).
    Nack = 9,
}

impl Action {
    pub const ALL: [Action; 10] = [
        Action::None,
        Action::Prop,
        Action::Fast,
        Action::Fair,
        Action::Md,
        Action::MdSkipped,
        Action::Noop,
        Action::Qa,
        Action::Ignored,
        Action::Nack,
    ];

    /// The action word used in `action` / `ref_action` columns.
    pub fn word(self) -> &'static str {
        match self {
            Action::None => "none",
            Action::Prop => "prop",
            Action::Fast => "fast",
            Action::Fair => "fair",
            Action::Md => "md",
            Action::MdSkipped => "md_skipped",
            Action::Noop => "noop",
            Action::Qa => "qa",
            Action::Ignored => "ignored",
            Action::Nack => "nack",
        }
    }

    pub fn from_word(s: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.word() == s)
    }

    /// The 4-bit hardware code.
    pub fn code(self) -> u8 {
        self as u8
    }

    pub fn from_code(c: u8) -> Option<Action> {
        Action::ALL.get(c as usize).copied()
    }
}

impl std::fmt::Display for Action {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.word())
    }
}
