//! The jobs of the `nscc` command line that combine several crates: the synthesis reports
//! and the bitstream of the project's RTL tops ([`builds`]), the bounded proofs of the RTL's
//! invariants ([`proofs`]) and the main job ([`run`]). The binary (`src/bin/nscc/`) parses
//! arguments, calls these or the library crates, and prints.

pub mod builds;
pub mod figures;
pub mod ip_test;
pub mod proofs;
pub mod run;

/// The register map's committed views (`ip/regs/`): file name and text, each generated from
/// `port-map/src/registers.rs`.
pub fn regmap_views() -> [(&'static str, String); 3] {
    use golden_model::interface::registers;
    [
        ("nscc_cc_ip_regs.h", registers::c_header()),
        ("nscc_cc_ip_regs.md", registers::markdown()),
        ("nscc_cc_ip.rdl", registers::systemrdl()),
    ]
}
