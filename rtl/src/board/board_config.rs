//! `BoardConfig`: the parameters every board top is built for (clock, UART rate, frame
//! timeout), the Cu's defaults, and the short frame timeout of the link-fault runs.

use crate::board::uart::nco_increment;

/// Build-time parameters of a board top (`engine_board_top`, `int_board_top`): the board
/// shell's clock, UART rate and frame timeout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardConfig {
    /// Frequency of `clock`, Hz.
    pub clock_hz: u64,
    /// UART rate, baud (both directions).
    pub baud: u64,
    /// Idle cycles in the middle of a frame before it is reported as a Timeout (< 2^24).
    pub timeout_cycles: u64,
}

/// The Cu's board clock: its 100 MHz through the PLL. The compact core inside the Cu's
/// engine closes ~48 MHz (`nscc report --block compact`), so the Cu's boards run at 40 MHz.
pub const BOARD_CLOCK_HZ: u64 = 40_000_000;
/// The UART rate at [`BOARD_CLOCK_HZ`]: 12 MHz / 3 on the FT2232H, 10 clocks per bit (the
/// receiver needs at least 8).
pub const BOARD_BAUD: u64 = 4_000_000;

impl Default for BoardConfig {
    /// The Cu's boards as built: 40 MHz, 4 Mbaud, 10 ms timeout.
    fn default() -> Self {
        BoardConfig {
            clock_hz: BOARD_CLOCK_HZ,
            baud: BOARD_BAUD,
            timeout_cycles: BOARD_CLOCK_HZ / 100,
        }
    }
}

impl BoardConfig {
    /// The NCO increment of the UART bit timer, or why this combination cannot work.
    pub fn nco_increment(&self) -> Result<u64, String> {
        if self.timeout_cycles == 0 || self.timeout_cycles >= 1 << 24 {
            return Err(format!(
                "timeout of {} cycles: must be in 1..2^24",
                self.timeout_cycles
            ));
        }
        nco_increment(self.clock_hz, self.baud)
    }
}

/// The frame timeout of the boards the link-fault runs simulate: 20,000 cycles instead of a
/// board's 10 ms, so that each frame the faults cut costs little simulated time.
pub const FAULT_BOARD_TIMEOUT: u64 = 20_000;
