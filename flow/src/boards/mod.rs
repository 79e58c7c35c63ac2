//! The boards the flow builds bitstreams for, one file each. A new board is a file here (its
//! [`Target`]), its line in [`BOARDS`] and its pin constraints in `constraints/`; a board of a
//! new FPGA family also needs that family in [`crate::target::Family`] and a PLL in
//! [`crate::pll`].

mod alchitry_cu;
mod ulx3s;

pub use alchitry_cu::{ALCHITRY_CU, ALCHITRY_CU_INT};
pub use ulx3s::ULX3S;

use crate::target::Target;

/// Every board, the default (the Alchitry Cu) first.
pub const BOARDS: &[&Target] = &[&ALCHITRY_CU, &ULX3S, &ALCHITRY_CU_INT];

/// The board `name` (`--board`), or an error listing the known ones.
pub fn find(name: &str) -> Result<&'static Target, String> {
    BOARDS
        .iter()
        .copied()
        .find(|t| t.name == name)
        .ok_or_else(|| {
            let names: Vec<&str> = BOARDS.iter().map(|t| t.name).collect();
            format!(
                "unknown board `{name}`: expected one of {}",
                names.join(", ")
            )
        })
}

/// Serde of a `&'static Target` as its name (reports carry the board's name).
pub mod by_name {
    use crate::target::Target;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(t: &&'static Target, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(t.name)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<&'static Target, D::Error> {
        let name = String::deserialize(d)?;
        super::find(&name).map_err(serde::de::Error::custom)
    }
}

/// The default board (`nscc bitstream` without `--board`).
pub fn default_board() -> &'static Target {
    BOARDS[0]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_are_found_by_name_and_unknown_ones_listed() {
        assert_eq!(default_board().name, "alchitry-cu");
        assert_eq!(find("ulx3s").unwrap().name, "ulx3s");
        let e = find("arty").unwrap_err();
        assert!(e.contains("alchitry-cu, ulx3s"), "{e}");
        for t in BOARDS {
            // every board's constraints name the board top's ports
            for port in ["clock", "rst_n", "usb_rx", "usb_tx", "led[7]"] {
                assert!(t.constraints.contains(port), "{}: {port}", t.name);
            }
            assert!(t.clock_mhz > 0.0 && t.baud > 0 && t.capacity.luts > 0);
            assert!(!t.programmer.commands.is_empty());
        }
    }
}
