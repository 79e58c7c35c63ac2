//! `CtxRam` as the ECP5 build instantiates it (DP16KDs with their output register, under
//! the behavioural DP16KD model of `nscc_rtl::nscc::ctx_ram::dp16kd_model`), Verilated and driven
//! with random writes and reads, one of each every clock, addresses often equal: every
//! read must give the word last written before its address was presented, exactly
//! `CTX_RAM_READ_LATENCY` clocks later. Shapes x4 (the engine's 4,096 words, a partial last
//! block), x9 and x18 (byte enables).

use nscc_cosim::verilated::Verilated;
use nscc_rtl::nscc::ctx_ram::CTX_RAM_READ_LATENCY;
use nscc_rtl::testing::SplitMix;
use std::collections::{HashMap, VecDeque};

fn shape(top: &str, width: u32, abits: u32, cycles: usize) {
    let mut dut = Verilated::new(top).unwrap();
    let p = |n: &str| dut.port(n).unwrap();
    let (rc, wc) = (p("read_clock"), p("write_clock"));
    let (ra, rd) = (p("read_address"), p("read_data"));
    let (wa, wd, we) = (p("write_address"), p("write_data"), p("write_enable"));
    let mask = (1u64 << width) - 1;
    let mut rng = SplitMix(0x5eed ^ u64::from(width));
    let mut mem: HashMap<u64, u64> = HashMap::new();
    let mut pending: VecDeque<(usize, u64, u64)> = VecDeque::new();
    let mut checked = 0;
    for cyc in 0..cycles {
        // (a few hot addresses, so that reads meet recent writes; the rest anywhere)
        let addr = |r: u64| {
            if r.is_multiple_of(4) {
                r >> 8 & ((1 << abits) - 1)
            } else {
                r >> 8 & 7
            }
        };
        let (a_w, a_r) = (addr(rng.next()), addr(rng.next()));
        let (data, write) = (rng.next() & mask, !rng.next().is_multiple_of(3));
        dut.set(wa, a_w);
        dut.set(wd, data);
        dut.set(we, u64::from(write));
        dut.set(ra, a_r);
        // a read in its address's write cycle may give either word: not compared
        let expect = (!(write && a_w == a_r)).then(|| mem.get(&a_r).copied().unwrap_or(0));
        if let Some(e) = expect {
            pending.push_back((cyc + CTX_RAM_READ_LATENCY as usize - 1, a_r, e));
        }
        if write {
            mem.insert(a_w, data);
        }
        dut.set(rc, 0);
        dut.set(wc, 0);
        dut.eval();
        dut.set(rc, 1);
        dut.set(wc, 1);
        dut.eval();
        // after edge `cyc`: the data of the address presented at edge cyc + 1 - LATENCY
        if pending.front().is_some_and(|&(due, ..)| due == cyc) {
            let (_, a, e) = pending.pop_front().unwrap();
            assert_eq!(
                dut.get(rd),
                e,
                "{top}: the read of address {a}, {CTX_RAM_READ_LATENCY} clocks after its address"
            );
            checked += 1;
        }
    }
    assert!(checked > cycles / 2, "{top}: only {checked} reads compared");
}

#[test]
fn the_x4_store_reads_what_was_written() {
    shape("ctx_ram_ecp5_x4", 13, 12, 20_000);
}

#[test]
fn the_x9_store_reads_what_was_written() {
    shape("ctx_ram_ecp5_x9", 20, 11, 20_000);
}

#[test]
fn the_x18_store_reads_what_was_written() {
    shape("ctx_ram_ecp5_x18", 37, 9, 20_000);
}
