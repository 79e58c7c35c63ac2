//! `RecipDiv` Verilated, driven back to back with random samples (and bubbles), every
//! output compared with the golden model's `div_approx` (saturated to the 48-bit port),
//! at exactly `RECIP_DIV_LATENCY`.

use nscc_cosim::verilated::{PortId, Verilated};
use nscc_rtl::arith::recip_div::{
    expected_quot, CORNER_DENS, CORNER_NUMS, QUOT_MAX, RECIP_DIV_LATENCY,
};
use nscc_rtl::testing::SplitMix;
use std::collections::VecDeque;
use std::time::Instant;

#[derive(Clone, Copy, Debug)]
struct Sample {
    valid: bool,
    num: u64,
    den: u64,
    frac: u32,
}

const BUBBLE: Sample = Sample {
    valid: false,
    num: 0,
    den: 0,
    frac: 0,
};

/// Corner cases, then `n` random samples: ~1/8 bubbles; frac 0 (fulfill), 12 (MD) or any;
/// num/den of random bit length; every 16th sample a fulfill-shaped one (48-bit credit over a
/// 24-bit cwnd) and every 16th an MD-shaped one (32-bit over 32-bit).
fn stimulus(n: usize, seed: u64) -> Vec<Sample> {
    let mut v = Vec::new();
    let nums = CORNER_NUMS;
    let dens = CORNER_DENS;
    for &num in &nums {
        for &den in &dens {
            for frac in [0, 1, 11, 12, 13, 30, 31] {
                v.push(Sample {
                    valid: true,
                    num,
                    den,
                    frac,
                });
            }
        }
    }
    for den in 1..=64 {
        for frac in 0..32 {
            v.push(Sample {
                valid: true,
                num: QUOT_MAX,
                den,
                frac,
            });
            v.push(Sample {
                valid: true,
                num: QUOT_MAX >> (den % 48),
                den: den << 20,
                frac,
            });
        }
    }
    let mut r = SplitMix(seed);
    while v.len() < n {
        let x = r.next();
        let frac = match x % 4 {
            0 => 0,
            1 => 12,
            _ => (x >> 8) as u32 % 32,
        };
        let (num, den, frac) = match (x >> 16) % 16 {
            0 => (r.next() >> 16, r.magnitude(24) | 1 << 10, 0),
            1 => (r.next() >> 32, r.next() >> 32, 12),
            _ => (r.magnitude(48), r.magnitude(32), frac),
        };
        v.push(Sample {
            valid: x >> 61 != 0,
            num,
            den,
            frac,
        });
    }
    v
}

struct Ports {
    in_valid: PortId,
    num: PortId,
    den: PortId,
    frac: PortId,
    out_valid: PortId,
    quot: PortId,
}

fn ports(dut: &Verilated) -> Ports {
    Ports {
        in_valid: dut.port("in_valid").unwrap(),
        num: dut.port("num").unwrap(),
        den: dut.port("den").unwrap(),
        frac: dut.port("frac").unwrap(),
        out_valid: dut.port("out_valid").unwrap(),
        quot: dut.port("quot").unwrap(),
    }
}

/// Drives `stim` back to back and checks every output; returns the number of quotients.
fn run_and_check(dut: &mut Verilated, stim: &[Sample]) -> usize {
    let p = ports(dut);
    let mut pending: VecDeque<usize> = VecDeque::new();
    let mut checked = 0;
    for cyc in 0..stim.len() + RECIP_DIV_LATENCY {
        let s = stim.get(cyc).copied().unwrap_or(BUBBLE);
        dut.set(p.in_valid, s.valid as u64);
        dut.set(p.num, s.num);
        dut.set(p.den, s.den);
        dut.set(p.frac, s.frac as u64);
        if s.valid {
            pending.push_back(cyc);
        }
        dut.tick();
        if dut.get(p.out_valid) == 1 {
            let k = pending.pop_front().expect("out_valid without a sample");
            // presented before edge k, out right after edge k + LATENCY - 1
            assert_eq!(cyc, k + RECIP_DIV_LATENCY - 1, "latency of sample {k}");
            let s = stim[k];
            let (got, want) = (dut.get(p.quot), expected_quot(s.num, s.den, s.frac));
            assert_eq!(
                got, want,
                "sample {k} {s:?}: quot {got:#x}, div_approx {want:#x}"
            );
            checked += 1;
        } else {
            // no result may be late (Option::is_none_or needs Rust 1.82, the MSRV is 1.80)
            if let Some(&k) = pending.front() {
                assert!(
                    cyc < k + RECIP_DIV_LATENCY - 1,
                    "cycle {cyc}: sample {k} missing"
                );
            }
        }
    }
    assert!(pending.is_empty());
    checked
}

#[test]
fn recip_div_matches_div_approx_over_100k_random_samples() {
    let stim = stimulus(100_000, 0xC051_37D1);
    let mut dut = Verilated::new("recip_div").unwrap();
    let t0 = Instant::now();
    let checked = run_and_check(&mut dut, &stim);
    let dt = t0.elapsed().as_secs_f64();
    assert!(checked > 85_000, "{checked} quotients checked");
    assert_eq!(dut.cycles(), (stim.len() + RECIP_DIV_LATENCY) as u64);
    println!(
        "recip_div: {checked} quotients checked in {} cycles, {:.3} s: {:.2} M cycles/s \
         (set 4 ports + tick + get 2 ports per cycle, with the golden model)",
        dut.cycles(),
        dt,
        dut.cycles() as f64 / dt / 1e6
    );
}

#[test]
fn recip_div_back_to_back_without_bubbles() {
    let stim: Vec<Sample> = stimulus(20_000, 7)
        .into_iter()
        .map(|s| Sample { valid: true, ..s })
        .collect();
    let mut dut = Verilated::new("recip_div").unwrap();
    assert_eq!(run_and_check(&mut dut, &stim), stim.len());
}

#[test]
fn recip_div_raw_speed() {
    // The Verilated model alone: inputs changing every cycle, no golden model.
    let mut dut = Verilated::new("recip_div").unwrap();
    let p = ports(&dut);
    let n = 1_000_000u64;
    let t0 = Instant::now();
    let mut acc = 0u64;
    for i in 0..n {
        dut.set(p.in_valid, 1);
        dut.set(p.num, i << 8);
        dut.set(p.den, i | 1);
        dut.tick();
        acc ^= dut.get(p.quot);
    }
    let dt = t0.elapsed().as_secs_f64();
    println!(
        "recip_div raw: {n} cycles in {dt:.3} s: {:.2} M cycles/s (checksum {acc:x})",
        n as f64 / dt / 1e6
    );
}

#[test]
fn vcd_trace_holds_the_quot_signal() {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("recip_div.vcd");
    let _ = std::fs::remove_file(&path);
    nscc_cosim::verilated::enable_traces();
    let mut dut = Verilated::new("recip_div").unwrap();
    dut.trace_open(&path).unwrap();
    assert!(
        dut.trace_open(&path).is_err(),
        "a second trace must be refused"
    );
    let stim = stimulus(600, 11);
    let checked = run_and_check(&mut dut, &stim[stim.len() - 100..]);
    assert!(checked > 50);
    dut.trace_close();
    dut.trace_close(); // idempotent
    let vcd = std::fs::read_to_string(&path).unwrap();
    assert!(vcd.contains("$enddefinitions"));
    let quot = vcd
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with("$var") && l.split_whitespace().nth(4) == Some("quot"))
        .unwrap_or_else(|| panic!("no quot in {}", path.display()));
    assert!(quot.contains(" 48 "), "{quot}");
    // the clock toggles: a timestamp per half cycle
    assert!(vcd.lines().filter(|l| l.starts_with('#')).count() >= 200);
    println!("{}: {} bytes", path.display(), vcd.len());
}

#[test]
fn errors_name_what_exists() {
    let e = Verilated::new("no_such_top").unwrap_err().to_string();
    assert!(e.contains("no_such_top") && e.contains("recip_div"), "{e}");
    let dut = Verilated::new("recip_div").unwrap();
    let e = dut.port("quotient").unwrap_err().to_string();
    assert!(
        e.contains("quotient") && e.contains("quot (out, 48 bits)"),
        "{e}"
    );
    assert!(
        e.contains("num (in, 48 bits)") && e.contains("clock (in, 1 bit)"),
        "{e}"
    );
    let mut dut = dut;
    let e = dut
        .trace_open("/nonexistent-dir/x.vcd")
        .unwrap_err()
        .to_string();
    assert!(e.contains("/nonexistent-dir/x.vcd"), "{e}");
}
