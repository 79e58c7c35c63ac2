//! Random configurations and event streams for the co-simulations (the tests and `nscc
//! soak`), from one seeded generator so that a seed names a stream exactly: usual and
//! extreme configurations, and streams of ECN, delays around the target, NACKs, probes,
//! penalties and restores, RTOs, sends, bubbles, time jumps across the 32-bit timestamp wrap
//! and saturating byte counts.

use golden_model::config::CccConfig;
use golden_model::nscc::HwEvent;
use golden_model::EventKind;
use nscc_rtl::testing::SplitMix;

/// The seeded generator the streams draw from.
pub struct Rng(pub SplitMix);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(SplitMix(seed))
    }

    /// The generator of stream `k` of seed `seed`: each stream can be run alone again (to
    /// write a VCD of a mismatch, or to resume).
    pub fn for_stream(seed: u64, k: u64) -> Rng {
        let mut m = SplitMix(seed ^ k.wrapping_mul(0xD6E8_FEB8_6659_FD93));
        Rng(SplitMix(m.next()))
    }

    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0.next()
    }

    /// Uniform in `lo..hi` (`lo` when the range is empty).
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        if hi <= lo {
            lo
        } else {
            lo + self.next() % (hi - lo)
        }
    }

    /// Uniform in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.range(0, n)
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64 <= p
    }

    pub fn pick<T: Copy>(&mut self, v: &[T]) -> T {
        v[(self.next() % v.len() as u64) as usize]
    }

    /// The index of a weight, drawn in proportion to the weights.
    pub fn weighted(&mut self, w: &[u64]) -> usize {
        let mut x = self.next() % w.iter().sum::<u64>();
        for (i, wi) in w.iter().enumerate() {
            if x < *wi {
                return i;
            }
            x -= wi;
        }
        w.len() - 1
    }

    fn option<T>(&mut self, f: impl FnOnce(&mut Rng) -> T) -> Option<T> {
        self.chance(0.5).then(|| f(self))
    }
}

/// A configuration the CCC manager accepts: usual three times in four, else extreme.
pub fn config(rng: &mut Rng) -> CccConfig {
    loop {
        let c = if rng.weighted(&[3, 1]) == 0 {
            usual_config(rng)
        } else {
            extreme_config(rng)
        };
        if c.register_image().is_ok() {
            return c;
        }
    }
}

/// 10 Gb/s .. 1.6 Tb/s, 2 .. 60 us.
fn usual_config(rng: &mut Rng) -> CccConfig {
    let g = rng.pick(&[10u64, 100, 400, 800, 1600]);
    let rtt_ns = rng.range(2_000, 60_000);
    CccConfig {
        trimming: rng.chance(0.5),
        qa_gate: rng.range(0, 5) as u8,
        mss: rng.pick(&[1024u32, 4096, 8192]),
        ..CccConfig::with_link(g, rtt_ns)
    }
}

/// Configuration extremes: 1 Gb/s to 3.2 Tb/s with asymmetric links, base RTTs from 500 ns
/// to 2 ms (BDP and MaxWnd saturating their 24 bits), a network RTT and a target apart from
/// the base RTT (one with a ps part: the fulfill period is compared in ps), jumbo and tiny
/// packets, the widest QA gates, the UET AI step, an initial window of one packet or beyond
/// MaxWnd.
fn extreme_config(rng: &mut Rng) -> CccConfig {
    let mss = rng.pick(&[256u32, 1024, 9000]);
    let init = rng.pick(&[0u64, 1, 1 << 30]);
    CccConfig {
        sender_link_bps: rng.pick(&[1u64, 25, 3200]) * 1_000_000_000,
        receiver_link_bps: rng.pick(&[1u64, 400, 3200]) * 1_000_000_000,
        base_rtt_ps: rng.pick(&[500u64, 7_000, 2_000_000]) * 1000,
        network_rtt_ps: rng.option(|r| r.pick(&[1_000_000u64, 12_506_880, 90_000_000])),
        target_qdelay_ps: rng.option(|r| r.pick(&[100u64, 40_000, 500_000]) * 1000),
        mss,
        qa_gate: rng.range(0, 24) as u8,
        ai_shift: rng.option(|r| r.range(0, 18) as u8),
        init_cwnd: if init == 1 { (mss + 64) as u64 } else { init },
        trimming: rng.chance(0.5),
        ..CccConfig::default()
    }
}

/// 200 .. 1500 slots of one CCC, a tenth of them bubbles (`None`), around base RTT
/// `base_ns`.
pub fn stream(rng: &mut Rng, base_ns: u32) -> Vec<Option<HwEvent>> {
    let n = rng.range(200, 1500);
    let base = base_ns as u64;
    let mut t = 0u32;
    (0..n)
        .map(|_| {
            let bubble = rng.chance(0.1);
            let kind = [
                EventKind::Ack,
                EventKind::Nack,
                EventKind::Send,
                EventKind::Rto,
            ][rng.weighted(&[10, 2, 2, 1])];
            let bytes = match rng.weighted(&[4, 2, 1]) {
                0 => 4160,
                1 => 16_640,
                _ => rng.range(0, 1 << 24) as u32,
            };
            let rtt = match rng.weighted(&[1, 4, 1, 1]) {
                0 => 0,
                1 => rng.range(base / 2, base * 6) as u32,
                // the base RTT's own ns: its ps decide a new minimum
                2 => base_ns.max(1),
                _ => rng.range(1, 1 << 24) as u32,
            };
            let rtt_sub_ps = if rtt == 0 {
                0
            } else {
                rng.range(0, 1000) as u16
            };
            let ecn = rng.chance(0.5);
            let pend = match rng.weighted(&[6, 1]) {
                0 => 0,
                _ => rng.range(0, 128) as u8,
            };
            let rc = rng.chance(0.05);
            let in_flight = rng.range(0, 1 << 24) as u32;
            let probe = rng.chance(0.05);
            let dt = match rng.weighted(&[8, 1, 1]) {
                0 => rng.range(0, 3_000) as u32,
                1 => rng.range(10_000, 100_000) as u32,
                _ => u32::MAX / 3,
            };
            let t_sub_ps = rng.range(0, 1000) as u16;
            t = t.wrapping_add(dt);
            (!bubble).then_some(HwEvent {
                t_ns: t,
                t_sub_ps,
                kind,
                bytes,
                rtt_ns: rtt,
                ecn,
                last_hop: false,
                rcv_cwnd_pend: pend,
                rc,
                in_flight,
                probe,
                probe_rtt_ns: if probe { rtt } else { 0 },
                rtt_sub_ps,
                probe_rtt_sub_ps: if probe {
                    (rtt_sub_ps ^ 0x155).min(999)
                } else {
                    0
                },
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_names_its_streams() {
        let a = stream(&mut Rng::for_stream(5, 3), 12_000);
        let b = stream(&mut Rng::for_stream(5, 3), 12_000);
        let c = stream(&mut Rng::for_stream(5, 4), 12_000);
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert!((200..1500).contains(&a.len()));
    }

    #[test]
    fn configurations_are_possible_and_varied() {
        let mut rng = Rng::new(1);
        let cfgs: Vec<CccConfig> = (0..200).map(|_| config(&mut rng)).collect();
        assert!(cfgs.iter().all(|c| c.register_image().is_ok()));
        // both kinds occur: usual (symmetric 10 G+) and extreme (1 Gb/s or asymmetric)
        assert!(cfgs
            .iter()
            .any(|c| c.sender_link_bps != c.receiver_link_bps));
        assert!(cfgs.iter().any(|c| c.mss == 4096));
    }
}
