//! The rtl crate's tests in one binary (the crate is compiled at opt-level 0 and its library
//! without a test build: Cargo.toml), a module per block; `units` holds the small unit
//! tests of the library's modules. `lint::the_committed_ip` is the committed IP's check
//! (`NSCC_BLESS=1 cargo test --release -p nscc-rtl --test rtl lint::the_committed_ip`).

mod board_link;
mod cwnd_commit;
mod delay_path;
mod gain_mul;
mod int_fp_mul;
mod interface_ports;
mod lint;
mod penalty_mul;
mod prop_gain;
mod qa_timer;
mod quadrant_stage;
mod recip_div;
mod sleek_scan;
mod units;
