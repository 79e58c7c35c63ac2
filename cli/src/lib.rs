//! The jobs of the `nscc` command line that combine several crates: the synthesis reports
//! and the bitstream of the project's RTL tops ([`builds`]), the bounded proofs of the RTL's
//! invariants ([`proofs`]) and the main job ([`run`]). The binary (`src/bin/nscc/`) parses
//! arguments, calls these or the library crates, and prints.

pub mod builds;
pub mod figures;
pub mod proofs;
pub mod run;
