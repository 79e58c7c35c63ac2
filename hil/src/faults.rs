//! Link faults (`docs/reliability.md`, "Link faults"): a fault-injecting transport around the
//! Verilated board, and a replay that recovers from every fault and accounts for each event.
//!
//! [`FaultLink`] injects, per frame the host sends and with probability `rate`, one of
//! [`FaultKind::ALL`]: a flipped bit, a dropped or duplicated byte, a truncated frame, a host
//! that stops mid-frame (and comes back after the board's timeout), a reset of the board in
//! the middle of the frame, or, on the answer, a flipped bit or a dropped byte.
//!
//! [`replay_with_recovery`] is the host's side: every request is checked (type, CRC, the
//! board's `events` counter); anything else starts a recovery: drain the line until it is
//! quiet (the board has answered or timed out every partial frame), READ the state (itself
//! retried), and decide from the board's `events` counter whether the event was applied
//! (answer lost: take the READ's state) or not (send it again). A READ with `image_valid`
//! low means the board was reset: the host loads the configuration again and restarts the
//! golden twin. Every state is compared with the golden model, so an event applied twice, a
//! lost one, or a corrupted one shows as a mismatch or a counter that does not match.

use golden_model::nscc::{GoldenCcc, HwEvent};
use golden_model::RegisterImage;
use nscc_rtl::board_protocol::{
    self as proto, encode_frame, StateSnapshot, T_CONFIG, T_EVENT, T_READ, T_STATE_FLAG,
};
use serde::Serialize;

use crate::{Driver, HilError, HilOptions, Link, Response, SimBoard};
use nscc_trace::{config_from_header, TraceReader};

/// What can go wrong on the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FaultKind {
    /// One bit of one byte of the request flipped.
    BitFlip,
    /// One byte of the request lost.
    DropByte,
    /// One byte of the request received twice.
    DuplicateByte,
    /// The request's tail lost.
    Truncate,
    /// The host stops in the middle of a request and is silent past the board's timeout.
    HostStops,
    /// The board is reset (`rst_n`) in the middle of a request.
    Reset,
    /// One bit of the answer flipped.
    AnswerBitFlip,
    /// One byte of the answer lost.
    AnswerDropByte,
}

impl FaultKind {
    pub const ALL: [FaultKind; 8] = [
        FaultKind::BitFlip,
        FaultKind::DropByte,
        FaultKind::DuplicateByte,
        FaultKind::Truncate,
        FaultKind::HostStops,
        FaultKind::Reset,
        FaultKind::AnswerBitFlip,
        FaultKind::AnswerDropByte,
    ];

    pub fn name(self) -> &'static str {
        match self {
            FaultKind::BitFlip => "bit_flip",
            FaultKind::DropByte => "drop_byte",
            FaultKind::DuplicateByte => "duplicate_byte",
            FaultKind::Truncate => "truncate",
            FaultKind::HostStops => "host_stops",
            FaultKind::Reset => "reset",
            FaultKind::AnswerBitFlip => "answer_bit_flip",
            FaultKind::AnswerDropByte => "answer_drop_byte",
        }
    }
}

/// What a simulated board lets a fault injector do besides sending and receiving.
pub trait SimControl {
    /// Runs the board for `cycles` clock cycles with the host silent (after the bytes queued).
    fn idle(&mut self, cycles: u64);
    /// Holds the reset button for a few cycles once the bytes queued are on the line.
    fn reset_now(&mut self);
    /// The board's timeout for a frame that stops, cycles.
    fn frame_timeout_cycles(&self) -> u64;
}

impl SimControl for SimBoard {
    fn idle(&mut self, cycles: u64) {
        self.flush();
        self.run(cycles);
    }

    fn reset_now(&mut self) {
        self.flush();
        self.press_reset(8);
    }

    fn frame_timeout_cycles(&self) -> u64 {
        self.frame_timeout
    }
}

/// Faults injected, by kind, and frames sent.
#[derive(Clone, Debug, Default, Serialize)]
pub struct FaultCounts {
    /// Frames the host sent (requests, retries and READs of recoveries included).
    pub frames_tried: u64,
    pub faults_injected: u64,
    /// (kind, count), in [`FaultKind::ALL`] order.
    pub by_kind: Vec<(&'static str, u64)>,
}

/// A link that injects faults into the frames the host sends and into the answers.
pub struct FaultLink<L> {
    pub inner: L,
    rate: f64,
    rng: u64,
    /// An answer fault armed for the next bytes received: (kind, byte index), bytes to go.
    rx_fault: Option<(FaultKind, usize)>,
    counts: [u64; 8],
    frames: u64,
    /// Faults only after this many frames (the CONFIG gets through, so that a run starts).
    pub quiet_frames: u64,
    /// The kinds injected (default: all of [`FaultKind::ALL`]).
    pub kinds: Vec<FaultKind>,
}

impl<L: Link + SimControl> FaultLink<L> {
    /// Faults on a fraction `rate` (0..=1) of the frames, from `seed`.
    pub fn new(inner: L, rate: f64, seed: u64) -> FaultLink<L> {
        FaultLink {
            inner,
            rate: rate.clamp(0.0, 1.0),
            rng: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
            rx_fault: None,
            counts: [0; 8],
            frames: 0,
            quiet_frames: 1,
            kinds: FaultKind::ALL.to_vec(),
        }
    }

    fn next(&mut self) -> u64 {
        let mut x = self.rng;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.rng = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn count(&mut self, k: FaultKind) {
        let i = FaultKind::ALL.iter().position(|x| *x == k).unwrap_or(0);
        self.counts[i] += 1;
    }

    pub fn counts(&self) -> FaultCounts {
        FaultCounts {
            frames_tried: self.frames,
            faults_injected: self.counts.iter().sum(),
            by_kind: FaultKind::ALL
                .iter()
                .zip(self.counts)
                .map(|(k, c)| (k.name(), c))
                .collect(),
        }
    }
}

impl<L: Link + SimControl> Link for FaultLink<L> {
    fn send(&mut self, bytes: &[u8]) -> Result<(), HilError> {
        self.frames += 1;
        let roll = (self.next() >> 11) as f64 / (1u64 << 53) as f64;
        if self.frames <= self.quiet_frames || roll >= self.rate || bytes.is_empty() {
            return self.inner.send(bytes);
        }
        if self.kinds.is_empty() {
            return self.inner.send(bytes);
        }
        let k = self.below(self.kinds.len());
        let kind = self.kinds[k];
        let n = bytes.len();
        let at = self.below(n);
        match kind {
            FaultKind::BitFlip => {
                let mut b = bytes.to_vec();
                b[at] ^= 1 << self.below(8);
                self.inner.send(&b)?;
            }
            FaultKind::DropByte => {
                let mut b = bytes.to_vec();
                b.remove(at);
                self.inner.send(&b)?;
            }
            FaultKind::DuplicateByte => {
                let mut b = bytes.to_vec();
                b.insert(at, bytes[at]);
                self.inner.send(&b)?;
            }
            FaultKind::Truncate => self.inner.send(&bytes[..at])?,
            FaultKind::HostStops => {
                self.inner.send(&bytes[..at])?;
                let t = self.inner.frame_timeout_cycles();
                self.inner.idle(t + t / 2);
            }
            FaultKind::Reset => {
                self.inner.send(&bytes[..at])?;
                self.inner.reset_now();
                self.inner.send(&bytes[at..])?;
            }
            FaultKind::AnswerBitFlip | FaultKind::AnswerDropByte => {
                // on one of the first bytes of the answer (an ERROR has 7)
                let i = self.below(7);
                self.rx_fault = Some((kind, i));
                self.inner.send(bytes)?;
                return Ok(());
            }
        }
        self.count(kind);
        Ok(())
    }

    fn recv(&mut self, buf: &mut [u8]) -> Result<(), HilError> {
        for k in 0..buf.len() {
            let mut b = [0u8; 1];
            self.inner.recv(&mut b).map_err(|e| match e {
                HilError::Timeout {
                    link, waited, want, ..
                } => HilError::Timeout {
                    link,
                    waited,
                    got: k,
                    want: want.max(buf.len()),
                },
                e => e,
            })?;
            if let Some((kind, i)) = self.rx_fault {
                if i == 0 {
                    self.rx_fault = None;
                    self.count(kind);
                    if kind == FaultKind::AnswerDropByte {
                        self.inner.recv(&mut b).map_err(|e| match e {
                            HilError::Timeout {
                                link, waited, want, ..
                            } => HilError::Timeout {
                                link,
                                waited,
                                got: k,
                                want,
                            },
                            e => e,
                        })?;
                    } else {
                        let bit = self.below(8);
                        b[0] ^= 1 << bit;
                    }
                } else {
                    self.rx_fault = Some((kind, i - 1));
                }
            }
            buf[k] = b[0];
        }
        Ok(())
    }

    fn describe(&self) -> String {
        format!(
            "{} with faults on {:.0} % of the frames",
            self.inner.describe(),
            100.0 * self.rate
        )
    }

    fn board_seconds(&self) -> Option<f64> {
        self.inner.board_seconds()
    }
}

/// How the host reacts to a fault (the recovering host, and two that show the checks fail).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Recovery {
    /// Drain, READ, decide from the board's `events` counter, retry or take the READ.
    Resync,
    /// Send the event again without asking the board (an answer lost after the board applied
    /// the event makes it apply the event twice).
    BlindRetry,
    /// Go on with the next event (the event is lost).
    Ignore,
}

/// The result of a replay over a faulty link.
#[derive(Clone, Debug, Serialize)]
pub struct FaultReport {
    pub link: String,
    pub trace: String,
    pub ccc: u32,
    pub recovery: Recovery,
    /// Events of the trace the host presented.
    pub events: u64,
    /// Events the board applied exactly once (each confirmed by its answer or by a READ).
    pub events_applied: u64,
    /// ... of which the answer was lost and a READ showed them applied.
    pub applied_answer_lost: u64,
    /// Events the board never applied.
    pub events_lost: u64,
    /// Events the board applied more than once.
    pub events_applied_twice: u64,
    /// States that differ from the golden model.
    pub mismatches: u64,
    /// Faults detected by the host, each followed by a recovery.
    pub recoveries: u64,
    /// Requests sent again.
    pub retries: u64,
    /// Board resets seen (image invalid), each followed by a new CONFIG: (event index, the
    /// board's events counter at the reset: events applied since the last CONFIG).
    pub resets: Vec<(u64, u64)>,
    /// The frames sent and the faults injected.
    pub faults: FaultCounts,
    /// The first problem, as text.
    pub first_problem: Option<String>,
    pub board_seconds: Option<f64>,
    pub wall_seconds: f64,
}

impl FaultReport {
    /// No event lost, none applied twice, every state equal to the golden model's.
    pub fn clean(&self) -> bool {
        self.events_lost == 0 && self.events_applied_twice == 0 && self.mismatches == 0
    }

    pub fn to_text(&self) -> String {
        let mut t = format!(
            "link        {}\ntrace       {} (ccc {}), {} events, recovery {:?}\n",
            self.link, self.trace, self.ccc, self.events, self.recovery
        );
        t += &format!(
            "frames      {} tried, {} faults injected ({})\n",
            self.faults.frames_tried,
            self.faults.faults_injected,
            self.faults
                .by_kind
                .iter()
                .map(|(k, c)| format!("{k} {c}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        t += &format!(
            "events      {} applied exactly once ({} of them confirmed by a READ after a lost answer), {} lost, {} applied twice\n",
            self.events_applied, self.applied_answer_lost, self.events_lost, self.events_applied_twice
        );
        t += &format!(
            "recovery    {} recoveries, {} retries, {} board resets (re-configured), {} states mismatching\n",
            self.recoveries,
            self.retries,
            self.resets.len(),
            self.mismatches
        );
        if let Some(p) = &self.first_problem {
            t += &format!("first problem: {p}\n");
        }
        t
    }
}

const MAX_ATTEMPTS: u32 = 50;

/// What one request to the board gave.
enum Got {
    State(StateSnapshot),
    /// Anything else: an error frame, a broken frame, silence, the wrong frame.
    Fault,
}

fn request<L: Link>(d: &mut Driver<L>, kind: u8, payload: &[u8]) -> Result<Got, HilError> {
    d.send_raw(&encode_frame(kind, payload))?;
    Ok(match d.read_response() {
        Ok(Response::State { kind: k, state }) if k == kind | T_STATE_FLAG => Got::State(state),
        Ok(_) => Got::Fault,
        Err(
            HilError::Frame { .. }
            | HilError::BadResponseCrc { .. }
            | HilError::Timeout { .. }
            | HilError::LineFraming { .. },
        ) => Got::Fault,
        Err(e) => return Err(e),
    })
}

/// Drains the line, then READs until a good STATE comes.
fn read_back<L: Link>(d: &mut Driver<L>, r: &mut FaultReport) -> Result<StateSnapshot, HilError> {
    for _ in 0..MAX_ATTEMPTS {
        d.drain()?;
        match request(d, T_READ, &[])? {
            Got::State(s) => return Ok(s),
            Got::Fault => r.retries += 1,
        }
    }
    Err(HilError::Config(format!(
        "no READ answered within {MAX_ATTEMPTS} attempts"
    )))
}

/// CONFIG until the board answers it (a CONFIG is idempotent: it resets the CCC).
fn configure<L: Link>(
    d: &mut Driver<L>,
    regs: &RegisterImage,
    r: &mut FaultReport,
) -> Result<StateSnapshot, HilError> {
    let payload = proto::config_payload(regs, 0);
    for _ in 0..MAX_ATTEMPTS {
        match request(d, T_CONFIG, &payload)? {
            Got::State(s) if s.get("image_valid") == Some(1) && s.get("events") == Some(0) => {
                return Ok(s)
            }
            _ => {
                r.recoveries += 1;
                r.retries += 1;
                d.drain()?;
            }
        }
    }
    Err(HilError::Config(format!(
        "no CONFIG answered within {MAX_ATTEMPTS} attempts"
    )))
}

/// Replays the events of one CCC through the board behind `d` over a link with faults (or
/// a real one), recovering as `recovery` says; every state compared with the golden model.
/// `faults` reads the link's fault counts at the end.
pub fn replay_with_recovery<L: Link>(
    d: &mut Driver<L>,
    mut reader: TraceReader,
    o: &HilOptions,
    recovery: Recovery,
    faults: impl Fn(&L) -> FaultCounts,
) -> Result<FaultReport, HilError> {
    let t0 = std::time::Instant::now();
    let trace = reader.name().to_string();
    let regs = config_from_header(reader.header())
        .register_image()
        .map_err(|e| HilError::Config(format!("{trace}: {e}")))?;
    let board0 = d.link.board_seconds();
    let mut r = FaultReport {
        link: d.link.describe(),
        trace,
        ccc: 0,
        recovery,
        events: 0,
        events_applied: 0,
        applied_answer_lost: 0,
        events_lost: 0,
        events_applied_twice: 0,
        mismatches: 0,
        recoveries: 0,
        retries: 0,
        resets: Vec::new(),
        faults: FaultCounts::default(),
        first_problem: None,
        board_seconds: None,
        wall_seconds: 0.0,
    };
    let mut golden = GoldenCcc::new(regs, 0);
    configure(d, &regs, &mut r)?;
    // events applied since the last CONFIG (the board's `events` counter, 16 bits)
    let mut since_config: u64 = 0;
    let mut cycle = 0u64;
    let mut chosen = o.ccc;
    let problem = |r: &mut FaultReport, p: String| {
        if r.first_problem.is_none() {
            r.first_problem = Some(p);
        }
    };
    for row in reader.by_ref() {
        if o.max_events.is_some_and(|m| r.events >= m) {
            break;
        }
        let row = row?;
        let c = *chosen.get_or_insert(row.event.ccc);
        if row.event.ccc != c || (o.cc_only && row.event.kind == golden_model::EventKind::Send) {
            continue;
        }
        let hw = HwEvent::from_event(&row.event);
        r.events += 1;
        let payload = proto::event_payload(&hw);
        let want_after = |n: u64| n & 0xFFFF;
        let mut attempts = 0;
        let state = loop {
            attempts += 1;
            if attempts > MAX_ATTEMPTS {
                return Err(HilError::Config(format!(
                    "event {} (line {}): no answer within {MAX_ATTEMPTS} attempts",
                    r.events, row.line
                )));
            }
            let got = request(d, T_EVENT, &payload)?;
            match got {
                Got::State(s) if s.get("events") == Some(want_after(since_config + 1)) => {
                    break Some(Some(s))
                }
                Got::State(s) if recovery != Recovery::Resync => {
                    // a STATE with another count: the naive hosts take it as it is
                    let e = s.get("events").unwrap_or(0);
                    if e > want_after(since_config + 1) {
                        r.events_applied_twice += 1;
                        {
                            let msg = format!(
                                "event {} (line {}): applied {} times",
                                r.events,
                                row.line,
                                e - since_config
                            );
                            problem(&mut r, msg)
                        };
                    }
                    since_config = e;
                    break None;
                }
                Got::State(_) | Got::Fault => {}
            }
            r.recoveries += 1;
            match recovery {
                Recovery::Ignore => {
                    d.drain()?;
                    break None;
                }
                Recovery::BlindRetry => {
                    d.drain()?;
                    if attempts >= 3 {
                        break None;
                    }
                    r.retries += 1;
                    continue;
                }
                Recovery::Resync => {}
            }
            let s = read_back(d, &mut r)?;
            let e = s.get("events").unwrap_or(0);
            if s.get("image_valid") != Some(1) {
                // the board was reset: the events counter tells whether this event made it
                let applied = e == want_after(since_config + 1);
                r.resets.push((r.events, e));
                if applied {
                    r.events_applied += 1;
                }
                configure(d, &regs, &mut r)?;
                golden = GoldenCcc::new(regs, 0);
                since_config = 0;
                cycle = 0;
                if applied {
                    // the event is applied, but its state is gone with the new CONFIG
                    break Some(None);
                }
                r.retries += 1;
                continue;
            }
            if e == want_after(since_config + 1) {
                r.applied_answer_lost += 1;
                break Some(Some(s));
            }
            if e == want_after(since_config) {
                r.retries += 1;
                continue;
            }
            r.events_applied_twice += (e > want_after(since_config + 1)) as u64;
            {
                let msg =
                    format!(
                    "event {} (line {}): the board counts {e} events since the CONFIG, the host {}",
                    r.events, row.line, since_config + 1
                );
                problem(&mut r, msg)
            };
            since_config = e;
            break None;
        };
        // Some(Some(s)): applied, its state s; Some(None): applied, then the board was reset
        // and configured again (the golden twin restarted); None: not confirmed
        if state == Some(None) {
            continue;
        }
        cycle += 1_000;
        let res = golden.step_at(cycle, &hw);
        match state.flatten() {
            Some(s) => {
                since_config += 1;
                r.events_applied += 1;
                let want = StateSnapshot::golden(
                    &golden.state,
                    Some(&res),
                    want_after(since_config) as u16,
                    true,
                );
                let diff = want.diff(&s);
                if !diff.is_empty() {
                    r.mismatches += 1;
                    {
                        let msg = format!(
                            "event {} (line {}): state differs from the golden model: {:?}",
                            r.events, row.line, diff
                        );
                        problem(&mut r, msg)
                    };
                    // follow the board from here: re-configure both
                    configure(d, &regs, &mut r)?;
                    golden = GoldenCcc::new(regs, 0);
                    since_config = 0;
                    cycle = 0;
                }
            }
            None if recovery == Recovery::Resync => {}
            None => {
                r.events_lost += 1;
                {
                    let msg = format!("event {} (line {}): no state confirmed", r.events, row.line);
                    problem(&mut r, msg)
                };
            }
        }
    }
    // the end: the board's count and state must be the host's
    if recovery == Recovery::Resync {
        let s = read_back(d, &mut r)?;
        if s.get("image_valid") == Some(1) {
            let e = s.get("events").unwrap_or(0);
            let host = since_config & 0xFFFF;
            if e != host {
                if e > host {
                    r.events_applied_twice += e - host;
                } else {
                    r.events_lost += host - e;
                }
                {
                    let msg = format!("at the end the board counts {e} events since the CONFIG, the host {since_config}");
                    problem(&mut r, msg)
                };
            }
        }
    }
    r.ccc = chosen.unwrap_or(0);
    r.faults = faults(&d.link);
    r.board_seconds = match (board0, d.link.board_seconds()) {
        (Some(a), Some(b)) => Some(b - a),
        _ => None,
    };
    r.wall_seconds = t0.elapsed().as_secs_f64();
    Ok(r)
}

/// The Verilated Cu board for fault runs: the board top of the Cu, but with a frame
/// timeout of [`FAULT_BOARD_TIMEOUT`] cycles (the Cu's 10 ms would cost 400,000 simulated
/// cycles per lost byte), and a host that waits twice that for an answer.
pub fn sim_board_for_faults() -> Result<SimBoard, HilError> {
    let c = nscc_rtl::board_top::fault_sim_config();
    let mut b = SimBoard::with_top("board_top_faults", &c)?;
    b.timeout_cycles = 2 * c.timeout_cycles + 20_000;
    Ok(b)
}

pub use nscc_rtl::board_top::FAULT_BOARD_TIMEOUT;
