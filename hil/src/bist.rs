//! The engine's built-in self-test (`nscc_rtl::nscc::engine_bist`): the golden signature of a
//! generated event stream, and the run of the BIST through the Verilated engine board top
//! over the UART frames ([`run_board_sim`], what `nscc hil --sim --bist` runs) or on the
//! Verilated BIST beside the engine without the board ([`run_sim`]).
//!
//! The BIST makes 2^`cccs_log2` CCCs READY on profile 0, then drives the engine with
//! `events` generated events as fast as it accepts them and hashes every result. The host
//! computes the same signature with `GoldenEngine` from the same generator
//! (`engine_bist::next_state`, `event_of`, `result_crc`) and compares.

use std::time::Instant;

use golden_model::engine::GoldenEngine;
use golden_model::interface;
use golden_model::nscc::HwEvent;
use golden_model::{EventKind, RegisterImage};
use nscc_cosim::core::Core;
use nscc_cosim::verilated::Verilated;
use nscc_rtl::nscc::engine::CCC_BITS;
use nscc_rtl::nscc::engine_bist::{event_of, first_state, next_state, result_crc};
use serde::Serialize;

use crate::engine::BistResult;

/// What a BIST run is asked for.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct BistOptions {
    pub seed: u32,
    pub events: u32,
    /// log2 of the CCCs the stream spreads over (0..=12).
    pub cccs_log2: u32,
}

impl Default for BistOptions {
    fn default() -> Self {
        BistOptions {
            seed: 1,
            events: 100_000,
            cccs_log2: 8,
        }
    }
}

/// The signature: XOR and sum (mod 2^32) of the results' CRC-32s, and how many results.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Signature {
    pub xor: u32,
    pub sum: u32,
    pub results: u64,
}

impl Signature {
    /// The signature a BIST_RESULT frame carries.
    pub fn of(r: &BistResult) -> Signature {
        Signature {
            xor: r.sig_xor,
            sum: r.sig_sum,
            results: r.results as u64,
        }
    }
}

/// What `nscc hil --sim --bist` reports.
#[derive(Clone, Debug, Serialize)]
pub struct BistReport {
    /// Where the BIST ran.
    pub link: String,
    pub events: u64,
    pub cccs: u64,
    pub seed: u32,
    /// Clock cycles from the first event presented to the last result.
    pub cycles: u64,
    pub clocks_per_event: f64,
    pub rtl: Signature,
    pub golden: Signature,
    pub signature_match: bool,
    /// Cycles simulated in all (the lifecycle requests that make the CCCs READY included;
    /// over the board: the UART frames too).
    pub sim_cycles: u64,
    /// Bytes on the UART (requests and answers; 0 without the board).
    pub uart_bytes: u64,
    pub sim_seconds: f64,
}

impl BistReport {
    pub fn to_text(&self) -> String {
        format!(
            "link        {}\n\
             BIST        {} events over {} CCCs (seed {}): {} cycles, {:.3} clocks per event\n{}",
            self.link,
            self.events,
            self.cccs,
            self.seed,
            self.cycles,
            self.clocks_per_event,
            signature_lines(
                &self.rtl,
                &self.golden,
                self.signature_match,
                "results",
                self.sim_cycles,
                self.sim_seconds,
                self.uart_bytes
            )
        )
    }
}

/// The last lines of a BIST's report: the RTL's signature and the golden one over the
/// results (called `results`) and whether they match, then the simulation's cycles, seconds
/// and UART bytes.
pub(crate) fn signature_lines(
    rtl: &Signature,
    golden: &Signature,
    matched: bool,
    results: &str,
    sim_cycles: u64,
    sim_seconds: f64,
    uart_bytes: u64,
) -> String {
    format!(
        "signature   RTL xor {:08x} sum {:08x} ({} {results}); golden xor {:08x} sum {:08x} ({} {results}): {}\n\
         simulated   {} cycles in {:.1} s, {} bytes on the UART\n",
        rtl.xor,
        rtl.sum,
        rtl.results,
        golden.xor,
        golden.sum,
        golden.results,
        if matched { "MATCH" } else { "MISMATCH" },
        sim_cycles,
        sim_seconds,
        uart_bytes
    )
}

fn check(o: &BistOptions) -> Result<(), String> {
    if o.cccs_log2 as usize > CCC_BITS {
        return Err(format!(
            "--cccs {}: the engine holds at most {}",
            1u64 << o.cccs_log2,
            1u64 << CCC_BITS
        ));
    }
    Ok(())
}

/// The signature the engine must produce: the golden engine on the generated stream.
pub fn golden_signature(regs: &RegisterImage, o: &BistOptions) -> Result<Signature, String> {
    check(o)?;
    let mut e = GoldenEngine::new(1 << CCC_BITS).map_err(|e| e.to_string())?;
    e.load_profile(0, *regs).map_err(|e| e.to_string())?;
    for c in 0..(1u32 << o.cccs_log2) {
        e.activate(c, 0, 0).map_err(|e| e.to_string())?;
        e.ready(c).map_err(|e| e.to_string())?;
    }
    let mut sig = Signature {
        xor: 0,
        sum: 0,
        results: 0,
    };
    let (mut x, mut t) = (first_state(o.seed), 0u32);
    for _ in 0..o.events {
        x = next_state(x);
        let (ccc, kind, bytes, rtt, ecn, in_flight, dt) =
            event_of(x, o.cccs_log2, regs.base_rtt_ns);
        t = t.wrapping_add(dt);
        let ev = HwEvent {
            t_ns: t,
            t_sub_ps: 0,
            kind: if kind == 1 {
                EventKind::Nack
            } else {
                EventKind::Ack
            },
            bytes,
            rtt_ns: rtt,
            ecn,
            last_hop: false,
            rcv_cwnd_pend: 0,
            rc: false,
            in_flight,
            probe: false,
            probe_rtt_ns: 0,
            // the generator makes whole-ns RTTs
            rtt_sub_ps: 0,
            probe_rtt_sub_ps: 0,
        };
        let st = e.step(ccc, &ev).map_err(|r| {
            format!(
                "generated event refused ({}): the generator must stay in range",
                r.as_str()
            )
        })?;
        let cwnd = e.state(ccc).unwrap_or_default().cwnd;
        let crc = result_crc(ccc, st.result.action.code() as u32, st.result.fulfill, cwnd);
        sig.xor ^= crc;
        sig.sum = sig.sum.wrapping_add(crc);
        sig.results += 1;
    }
    Ok(sig)
}

/// Runs the Verilated BIST beside the engine and compares its signature with the golden one.
pub fn run_sim(regs: &RegisterImage, o: &BistOptions) -> Result<BistReport, String> {
    check(o)?;
    let golden = golden_signature(regs, o)?;
    nscc_cosim::verilated::prepare("nscc_engine_bist").map_err(|e| e.to_string())?;
    let mut dut = Verilated::new("nscc_engine_bist").map_err(|e| e.to_string())?;
    let port = |d: &Verilated, n: &str| d.port(n).map_err(|e| e.to_string());
    for (f, v) in interface::REGISTER_IMAGE
        .iter()
        .zip(interface::register_image_values(regs))
    {
        let p = port(&dut, &format!("cfg_{}", f.name))?;
        dut.set(p, v);
    }
    let (cfg_write, cfg_profile) = (port(&dut, "cfg_write")?, port(&dut, "cfg_profile")?);
    dut.set(cfg_profile, 0);
    dut.set(cfg_write, 1);
    dut.tick();
    dut.set(cfg_write, 0);
    let set = |d: &mut Verilated, n: &str, v: u64| -> Result<(), String> {
        let p = port(d, n)?;
        d.set(p, v);
        Ok(())
    };
    set(&mut dut, "seed", o.seed as u64)?;
    set(&mut dut, "events", o.events as u64)?;
    set(&mut dut, "cccs_log2", o.cccs_log2 as u64)?;
    set(&mut dut, "rtt_base", regs.base_rtt_ns as u64)?;
    let start_port = port(&dut, "start")?;
    let done = port(&dut, "done")?;
    dut.set(start_port, 1);
    dut.tick();
    dut.set(start_port, 0);
    let started = Instant::now();
    let limit = cycle_limit(o);
    let mut n = 0u64;
    while dut.get(done) == 0 {
        if n >= limit {
            return Err(format!("the BIST did not finish within {limit} cycles"));
        }
        dut.tick();
        n += 1;
    }
    let get = |d: &Verilated, name: &str| port(d, name).map(|p| d.get(p));
    let cycles = get(&dut, "cycles")?;
    let rtl = Signature {
        xor: get(&dut, "sig_xor")? as u32,
        sum: get(&dut, "sig_sum")? as u32,
        results: get(&dut, "results")?,
    };
    Ok(BistReport {
        link: "Verilated BIST beside the engine (no board top)".into(),
        uart_bytes: 0,
        events: o.events as u64,
        cccs: 1 << o.cccs_log2,
        seed: o.seed,
        cycles,
        clocks_per_event: cycles as f64 / (o.events.max(1)) as f64,
        signature_match: rtl == golden,
        rtl,
        golden,
        sim_cycles: n,
        sim_seconds: started.elapsed().as_secs_f64(),
    })
}

/// Cycles a BIST may take: ~40 per lifecycle request (three per CCC), at most 26 per event.
fn cycle_limit(o: &BistOptions) -> u64 {
    150 * (1u64 << o.cccs_log2) + 40 * o.events as u64 + 10_000
}

/// Runs the BIST through the Verilated engine board top (`engine_board_top`) over the UART
/// frames at the bit level: a PROFILE frame loads profile 0 with `regs`, a BIST frame starts
/// the self-test, the BIST_RESULT frame brings its cycle count and signature back, which are
/// compared with the golden engine's.
pub fn run_board_sim(regs: &RegisterImage, o: &BistOptions) -> Result<BistReport, String> {
    run_board_sim_on(Core::Engine, regs, o)
}

/// [`run_board_sim`] on the engine board of `rtl` (the ULX3S's or the Cu's).
pub fn run_board_sim_on(
    rtl: Core,
    regs: &RegisterImage,
    o: &BistOptions,
) -> Result<BistReport, String> {
    check(o)?;
    if 1usize << o.cccs_log2 > rtl.cccs() {
        return Err(format!(
            "--cccs {}: the {} holds at most {}",
            1u64 << o.cccs_log2,
            rtl.name(),
            rtl.cccs()
        ));
    }
    let top = rtl
        .board_top()
        .ok_or_else(|| format!("no board carries the {}", rtl.name()))?;
    nscc_cosim::verilated::prepare(top).map_err(|e| e.to_string())?;
    let (mut link, baud) = crate::SimBoard::engine_of(rtl).map_err(|e| e.to_string())?;
    // the answer comes when the BIST is done
    link.timeout_cycles = match rtl {
        // one event at a time: the swap and the program, up to ~1,300 clocks
        Core::CompactEngine => 2_000 * ((3u64 << o.cccs_log2) + o.events as u64) + 10_000,
        _ => cycle_limit(o),
    };
    let mut r = run_board(crate::Driver::new(link), regs, o)?;
    r.link = format!("{} ({top}, UART frames at {baud} baud)", r.link);
    Ok(r)
}

/// Runs the BIST on the engine board behind `d` (the Verilated one or a real board): loads
/// profile 0 with `regs`, starts the BIST, compares its signature with the golden engine's.
pub fn run_board<L: crate::Link>(
    mut d: crate::Driver<L>,
    regs: &RegisterImage,
    o: &BistOptions,
) -> Result<BistReport, String> {
    check(o)?;
    let golden = golden_signature(regs, o)?;
    let started = Instant::now();
    let c0 = d.link.board_cycles();
    d.load_profile(0, regs).map_err(|e| e.to_string())?;
    let r = d
        .bist(o.seed, o.events, o.cccs_log2, regs.base_rtt_ns)
        .map_err(|e| e.to_string())?;
    let rtl = Signature::of(&r);
    // cycles simulated (a simulated board knows them)
    let sim_cycles = match (c0, d.link.board_cycles()) {
        (Some(a), Some(b)) => b - a,
        _ => 0,
    };
    Ok(BistReport {
        link: crate::Link::describe(&d.link),
        events: o.events as u64,
        cccs: 1 << o.cccs_log2,
        seed: o.seed,
        cycles: r.cycles as u64,
        clocks_per_event: r.cycles as f64 / (o.events.max(1)) as f64,
        signature_match: rtl == golden,
        rtl,
        golden,
        sim_cycles,
        uart_bytes: d.bytes_sent + d.bytes_received,
        sim_seconds: started.elapsed().as_secs_f64(),
    })
}
