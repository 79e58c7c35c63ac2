//! Link faults (`docs/reliability.md`, "Link faults"): a fault-injecting transport around a
//! Verilated board.
//!
//! [`FaultLink`] injects, per frame the host sends and with probability `rate`, one of
//! [`FaultKind::ALL`]: a flipped bit, a dropped or duplicated byte, a truncated frame, a host
//! that stops mid-frame (and comes back after the board's timeout), a reset of the board in
//! the middle of the frame, or, on the answer, a flipped bit or a dropped byte. The host's
//! side, which recovers from every fault and accounts for each event, is
//! [`crate::engine_faults::replay_engine_with_recovery`].

use serde::Serialize;

use crate::{HilError, Link, SimBoard};

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

/// `e` as the answer byte-by-byte read sees it: a timeout with `got` bytes of an answer of at
/// least `want` (any other error as it is).
fn timed_out_at(e: HilError, got: usize, want: usize) -> HilError {
    match e {
        HilError::Timeout {
            link,
            waited,
            want: w,
            ..
        } => HilError::Timeout {
            link,
            waited,
            got,
            want: w.max(want),
        },
        e => e,
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
            self.inner
                .recv(&mut b)
                .map_err(|e| timed_out_at(e, k, buf.len()))?;
            if let Some((kind, i)) = self.rx_fault {
                if i == 0 {
                    self.rx_fault = None;
                    self.count(kind);
                    if kind == FaultKind::AnswerDropByte {
                        self.inner.recv(&mut b).map_err(|e| timed_out_at(e, k, 0))?;
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
    /// Drain the line and send the event again with the same sequence number: the board
    /// answers a repeated sequence number with the stored RESULT, applying it once.
    Resync,
    /// Send the event again with a new sequence number (an answer lost after the board
    /// applied the event makes it apply the event twice).
    BlindRetry,
    /// Go on with the next event (the event is lost).
    Ignore,
}

pub use nscc_rtl::board::board_config::FAULT_BOARD_TIMEOUT;
