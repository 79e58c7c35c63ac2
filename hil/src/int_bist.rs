//! The Cu's INT board (`nscc_rtl::board::int_board_top`): its self-test (`nscc_rtl::int::int_bist`)
//! run over the UART frames (an INT_BIST request, a BIST_RESULT answer) on the Verilated
//! board ([`run_board_sim`], what `nscc hil --sim --int-bist` runs) or on a real board
//! ([`run_board`]), and compared with the golden twin's signature
//! (`nscc_rtl::int::int_bist::golden_run`: `IntFixed` on the same generated ACKs).

use std::time::Instant;

use nscc_rtl::board::board_protocol as proto;
use nscc_rtl::int::int_bist::golden_run;
use nscc_rtl::int::int_serial::CU_INT_CCCS;
use serde::Serialize;

use crate::bist::{signature_lines, Signature};

/// What an INT BIST run is asked for.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct IntBistOptions {
    pub seed: u32,
    pub events: u32,
    /// log2 of the CCCs the stream spreads over (0..=6: the Cu's 64 INT CCCs).
    pub cccs_log2: u32,
    /// Records per ACK (1..=8).
    pub hops: u32,
}

impl Default for IntBistOptions {
    fn default() -> Self {
        IntBistOptions {
            seed: 1,
            events: 10_000,
            cccs_log2: 6,
            hops: 5,
        }
    }
}

/// What `nscc hil --int-bist` reports.
#[derive(Clone, Debug, Serialize)]
pub struct IntBistReport {
    pub link: String,
    pub events: u64,
    pub cccs: u64,
    pub hops: u32,
    pub seed: u32,
    /// Clock cycles from the first ACK presented to the last answer.
    pub cycles: u64,
    pub clocks_per_event: f64,
    pub rtl: Signature,
    pub golden: Signature,
    pub signature_match: bool,
    /// The golden answers by kind (the stream's mix).
    pub mimd: u64,
    pub ai: u64,
    pub lhcs: u64,
    pub wc_updates: u64,
    /// Cycles simulated in all (the frames and the BIST's configuration included).
    pub sim_cycles: u64,
    pub uart_bytes: u64,
    pub sim_seconds: f64,
}

impl IntBistReport {
    pub fn to_text(&self) -> String {
        format!(
            "link        {}\n\
             INT BIST    {} ACKs of {} records over {} CCCs (seed {}): {} cycles, {:.3} clocks per ACK\n\
             answers     {} multiplicative, {} additive, {} LHCS, {} Wc updates (golden)\n{}",
            self.link,
            self.events,
            self.hops,
            self.cccs,
            self.seed,
            self.cycles,
            self.clocks_per_event,
            self.mimd,
            self.ai,
            self.lhcs,
            self.wc_updates,
            signature_lines(
                &self.rtl,
                &self.golden,
                self.signature_match,
                "answers",
                self.sim_cycles,
                self.sim_seconds,
                self.uart_bytes
            )
        )
    }
}

fn check(o: &IntBistOptions) -> Result<(), String> {
    if (1usize << o.cccs_log2.min(16)) > CU_INT_CCCS {
        return Err(format!(
            "--cccs {}: the Cu's INT engine holds {CU_INT_CCCS}",
            1u64 << o.cccs_log2.min(16)
        ));
    }
    if !(1..=8).contains(&o.hops) {
        return Err(format!("--hops {}: 1 to 8 records per ACK", o.hops));
    }
    Ok(())
}

/// Runs the INT BIST through the Verilated Cu INT board (`int_board_top`, 40 MHz, 4 Mbaud)
/// over the UART frames at the bit level.
pub fn run_board_sim(o: &IntBistOptions) -> Result<IntBistReport, String> {
    check(o)?;
    let top = "int_board_top";
    nscc_cosim::verilated::prepare(top).map_err(|e| e.to_string())?;
    let c = nscc_rtl::board::engine_board_top::cu_sim_config();
    let mut link = crate::SimBoard::with_top(top, &c).map_err(|e| e.to_string())?;
    // the answer comes when the BIST is done: the bindings (4 clocks each) and at most 65
    // clocks per ACK (8 records)
    link.timeout_cycles = 8 * (1u64 << o.cccs_log2) + 80 * o.events as u64 + 20_000;
    let mut r = run_board(crate::Driver::new(link), o)?;
    r.link = format!("{} ({top}, UART frames at {} baud)", r.link, c.baud);
    Ok(r)
}

/// Runs the INT BIST on the INT board behind `d` (the Verilated one or a real Cu) and
/// compares its signature with the golden twin's.
pub fn run_board<L: crate::Link>(
    mut d: crate::Driver<L>,
    o: &IntBistOptions,
) -> Result<IntBistReport, String> {
    check(o)?;
    let g = golden_run(o.seed, o.events, o.cccs_log2, o.hops as u8, CU_INT_CCCS);
    let golden = Signature {
        xor: g.sig_xor,
        sum: g.sig_sum,
        results: g.answers,
    };
    let started = Instant::now();
    let c0 = d.link.board_cycles();
    let f = d
        .expect_answer(
            proto::T_INT_BIST,
            &proto::int_bist_payload(o.seed, o.events, o.cccs_log2, o.hops),
        )
        .map_err(|e| e.to_string())?;
    let rtl = Signature {
        xor: f[2] as u32,
        sum: f[3] as u32,
        results: f[1],
    };
    let sim_cycles = match (c0, d.link.board_cycles()) {
        (Some(a), Some(b)) => b - a,
        _ => 0,
    };
    Ok(IntBistReport {
        link: crate::Link::describe(&d.link),
        events: u64::from(o.events),
        cccs: 1 << o.cccs_log2,
        hops: o.hops,
        seed: o.seed,
        cycles: f[0],
        clocks_per_event: f[0] as f64 / f64::from(o.events.max(1)),
        signature_match: rtl == golden,
        rtl,
        golden,
        mimd: g.mimd,
        ai: g.ai,
        lhcs: g.lhcs,
        wc_updates: g.wc_updates,
        sim_cycles,
        uart_bytes: d.bytes_sent + d.bytes_received,
        sim_seconds: started.elapsed().as_secs_f64(),
    })
}
