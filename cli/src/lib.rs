//! The jobs of the `nscc` command line that combine several crates: the synthesis reports
//! and the bitstream of the project's RTL tops ([`builds`]), the bounded proofs of the RTL's
//! invariants ([`proofs`]) and the main job ([`run`]). The binary (`src/bin/nscc/`) parses
//! arguments, calls these or the library crates, and prints.

pub mod builds;
pub mod figures;
pub mod ip_test;
pub mod proofs;
pub mod run;

use golden_model::interface::registers::CodeGroup;

/// The register map's committed views (`ip/regs/`): file name and text, each generated from
/// `port-map/src/registers.rs`.
pub fn regmap_views() -> [(&'static str, String); 4] {
    use golden_model::interface::registers;
    [
        ("nscc_cc_ip_regs.h", regmap_c()),
        ("nscc_cc_ip_regs.md", registers::markdown()),
        ("nscc_cc_ip.rdl", registers::systemrdl()),
        ("nscc_cc_ip_defs.vh", regmap_verilog()),
    ]
}

/// The register map's C header (`ip/regs/nscc_cc_ip_regs.h`): the registers, the streams'
/// TDATA layouts and refusal codes, and the golden model's event kinds and actions.
pub fn regmap_c() -> String {
    with_regmap_codes(golden_model::interface::registers::c_header)
}

/// The register map's Verilog include (`ip/regs/nscc_cc_ip_defs.vh`): what the C header
/// has, for Verilog.
pub fn regmap_verilog() -> String {
    with_regmap_codes(golden_model::interface::registers::verilog_defines)
}

/// `view` of the golden model's codes that the register map's defines list: the event kinds
/// and the actions, each group as wide as its stream field.
fn with_regmap_codes(view: fn(&[CodeGroup]) -> String) -> String {
    use golden_model::interface::stream::RESULT_STREAM;
    use golden_model::interface::{index_of, kind_code, Field, EVENT};
    use golden_model::{Action, EventKind};
    let bits = |table: &[Field], name: &str| table[index_of(table, name)].bits;
    let kinds: Vec<(&str, u64)> = EventKind::ALL
        .iter()
        .map(|k| (k.as_str(), kind_code(*k)))
        .collect();
    let actions: Vec<(&str, u64)> = Action::ALL
        .iter()
        .map(|a| (a.word(), a.code() as u64))
        .collect();
    view(&[
        ("kind", bits(EVENT, "kind"), &kinds),
        ("action", bits(RESULT_STREAM, "action"), &actions),
    ])
}
