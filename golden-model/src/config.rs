//! CCC configuration: what the CCC manager knows (link speeds, config base RTT, MTU, target
//! delay, ...) and the two things derived from it:
//!
//! * [`RegisterImage`]: the integers the hardware CCC is loaded with (fixed-point, documented
//!   widths). Derived once, in software, with exact arithmetic; the hardware never divides.
//! * [`HtsimParams`]: the same constants as f64, derived the way htsim's `initNsccParams` /
//!   `initNscc` derive them, for the float reference model.

use serde::{Deserialize, Serialize};

use crate::hwmath::Gain;

/// Reference network of NSCC's parameter scaling: 100 Gb/s.
pub const REFERENCE_LINK_BPS: u64 = 100_000_000_000;
/// Reference network RTT: 12 us.
pub const REFERENCE_RTT_PS: u64 = 12_000_000;
/// Universal Base_BDP = 100 Gb/s x 12 us = 150,000 bytes (the reference BDP).
pub const BASE_BDP_BYTES: u64 = 150_000;
/// MaxWnd = 1.5 x BDP.
pub const MAXWND_NUM: u64 = 3;
pub const MAXWND_DEN: u64 = 2;

/// Width of every window-sized register (cwnd, MaxWnd, BDP, byte counters), bits.
pub const WND_BITS: u32 = 24;
/// Largest value of a window-sized register.
pub const WND_MAX: u64 = (1 << WND_BITS) - 1;
/// Width of every duration register (RTTs, delays, target), in ns ticks.
pub const DUR_BITS: u32 = 24;
/// Largest duration, ns (16.7 ms). Larger RTT samples saturate here.
pub const DUR_MAX: u64 = (1 << DUR_BITS) - 1;
/// Width of a timestamp, ns ticks. Timestamps wrap (4.29 s); every timer compares the
/// wrapping difference `now - start` with a length, so intervals up to 2^32 ns are exact.
pub const TIME_BITS: u32 = 32;
/// Fast increase applies while the delay is below this (htsim: 1 us).
pub const FAST_INCREASE_DELAY_NS: u32 = 1_000;
/// MD gain gamma.
pub const GAMMA: f64 = 0.8;

/// What the CCC manager is configured with. Durations in picoseconds (the trace unit).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CccConfig {
    /// Sender link speed, bits/s.
    pub sender_link_bps: u64,
    /// Receiver link speed, bits/s.
    pub receiver_link_bps: u64,
    /// config_base_rtt: unloaded RTT of the longest path, ps.
    pub base_rtt_ps: u64,
    /// Fabric-wide RTT used for parameter scaling, ps. `None` = `base_rtt_ps`.
    pub network_rtt_ps: Option<u64>,
    /// Target queueing delay, ps. `None` = 0.75 x network RTT with trimming, 1.0 x without.
    pub target_qdelay_ps: Option<u64>,
    /// Payload bytes per full packet.
    pub mss: u32,
    /// Wire bytes per full packet. `None` = mss + 64.
    pub mtu: Option<u32>,
    /// Initial cwnd, bytes. 0 = MaxWnd.
    pub init_cwnd: u64,
    /// The fabric trims (NACKs) instead of dropping.
    pub trimming: bool,
    /// Quick Adapt gate exponent: QA only if achieved < MaxWnd >> qa_gate.
    pub qa_gate: u8,
    /// `None`: fair increase of 5 x mss x a bytes per RTT (htsim). `Some(n)`: the UET
    /// additive-increase step Base_BDP >> n per RTT (n = 10 gives 146 B), independent of
    /// the link speed (scale-invariant in a mixed-speed fabric).
    pub ai_shift: Option<u8>,
}

/// Payload bytes per full packet when a configuration does not say (htsim's 4 KB).
pub const DEFAULT_MSS: u32 = 4096;
/// Quick Adapt gate exponent when a configuration does not say (htsim: MaxWnd / 8).
pub const DEFAULT_QA_GATE: u8 = 3;

impl Default for CccConfig {
    fn default() -> Self {
        CccConfig {
            sender_link_bps: REFERENCE_LINK_BPS,
            receiver_link_bps: REFERENCE_LINK_BPS,
            base_rtt_ps: REFERENCE_RTT_PS,
            network_rtt_ps: None,
            target_qdelay_ps: None,
            mss: DEFAULT_MSS,
            mtu: None,
            init_cwnd: 0,
            trimming: true,
            qa_gate: DEFAULT_QA_GATE,
            ai_shift: None,
        }
    }
}

/// An impossible configuration.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ConfigError {
    #[error("{0} must not be zero")]
    Zero(&'static str),
    #[error("{field} = {value} does not fit its {bits}-bit register (max {max}{unit})")]
    Overflow {
        field: &'static str,
        value: u64,
        bits: u32,
        max: u64,
        unit: &'static str,
    },
    #[error("MaxWnd ({maxwnd} B) is smaller than the MTU ({mtu} B): the link is too slow or the base RTT too short for one packet per RTT")]
    MaxWndBelowMtu { maxwnd: u64, mtu: u64 },
    #[error("initial cwnd {init} B is outside [MTU, MaxWnd] = [{mtu}, {maxwnd}] B")]
    InitCwnd { init: u64, mtu: u64, maxwnd: u64 },
    #[error("mtu ({mtu}) must be larger than mss ({mss})")]
    MtuBelowMss { mtu: u32, mss: u32 },
    #[error("qa_gate = {0} is out of range (0..={max})", max = WND_BITS - 1)]
    QaGate(u8),
    #[error("ai_shift = {0} is out of range (0..=17)")]
    AiShift(u8),
    #[error(
        "target queueing delay {target_ps} ps is below 2 ns: too small for the ns-tick datapath"
    )]
    TargetTooSmall { target_ps: u64 },
    #[error("{0}")]
    Gain(String),
}

/// The CCC lifecycle of the UET CMS: created IDLE (no configuration), ACTIVE once the
/// register image (cwnd, MaxWnd, ...) is loaded and bound to a PDC, READY when it may
/// regulate traffic. Only a READY CCC runs window logic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum CccPhase {
    #[default]
    Idle,
    Active,
    Ready,
}

/// The integers a hardware CCC is loaded with. Widths are the register widths of the RTL.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegisterImage {
    /// Minimum cwnd and nominal packet size: the MTU, bytes. 16 bits.
    pub mtu: u32,
    /// Payload bytes per full packet (SLEEK's average packet size). 16 bits.
    pub mss: u32,
    /// cwnd loaded at configuration, bytes. WND_BITS.
    pub init_cwnd: u32,
    /// BDP at the config base RTT, bytes (exact, computed by software). WND_BITS.
    pub init_bdp: u32,
    /// MaxWnd = floor(1.5 x init_bdp), bytes. WND_BITS.
    pub init_maxwnd: u32,
    /// min(sender, receiver) link rate in bytes per ns, as a gain. Used to recompute BDP
    /// when the base RTT falls: bdp = link_rate x base_rtt_ns.
    pub link_rate: Gain,
    /// config_base_rtt, ns (truncated). DUR_BITS.
    pub base_rtt_ns: u32,
    /// Network RTT, ns: the fulfill period and the EWMA sample fed on a NACK. DUR_BITS.
    pub network_rtt_ns: u32,
    /// The ps beyond `network_rtt_ns` (0..=999, 10 bits): the fulfill period is compared in
    /// ps, as NSCC does, so that an ack about one network RTT after the last adjustment
    /// fulfils on the same event.
    #[serde(default)]
    pub network_rtt_sub_ps: u32,
    /// Target queueing delay, ns. DUR_BITS - 2 (so that 4 x target fits).
    pub target_ns: u32,
    /// Quick Adapt delay threshold = 4 x the target (in ps), its whole ns. DUR_BITS.
    pub qa_threshold_ns: u32,
    /// gamma x target, ns in Q24.8: MD keeps 0.2 + gamma x target / avg_delay. 32 bits.
    pub md_gamma_target_q8: u32,
    /// Quick Adapt gate exponent. 5 bits.
    pub qa_gate: u8,
    /// Fulfill after this many bytes acknowledged (8 x MTU). WND_BITS.
    pub fulfill_bytes: u32,
    /// Proportional gain alpha: increase credit (bytes^2) per acked byte per ns below target.
    pub alpha: Gain,
    /// Fair-increase gain fi: increase credit (bytes^2) per acked byte.
    pub fi: Gain,
    /// Fast-increase scale: cwnd bytes per acked byte.
    pub fi_scale: Gain,
    /// Additive eta added at a fulfill at most once per network RTT, bytes (truncated). 16 bits.
    pub eta: u32,
    /// The ps beyond `base_rtt_ns`, `target_ns` and `qa_threshold_ns` (0..=999, 10 bits
    /// each): the base RTT, the target and the threshold are (ns, ps) pairs, and every
    /// decision compares the delay with them to the ps, as NSCC does.
    #[serde(default)]
    pub base_rtt_sub_ps: u32,
    #[serde(default)]
    pub target_sub_ps: u32,
    #[serde(default)]
    pub qa_threshold_sub_ps: u32,
    /// floor(target_sub_ps x 256 / 1000), 8 bits: `target_ns << 8 | target_frac` is the
    /// target in ns Q24.8 rounded down, which avg_delay (Q24.8) exceeds exactly when it
    /// exceeds the target in ps.
    #[serde(default)]
    pub target_frac: u32,
}

impl RegisterImage {
    /// The target as one ordered number (`crate::nscc::fine`).
    #[inline]
    pub fn target_fine(&self) -> u64 {
        crate::nscc::fine(self.target_ns, self.target_sub_ps as u16)
    }

    /// The QA threshold as one ordered number (`crate::nscc::fine`).
    #[inline]
    pub fn qa_threshold_fine(&self) -> u64 {
        crate::nscc::fine(self.qa_threshold_ns, self.qa_threshold_sub_ps as u16)
    }

    /// The target in ns Q24.8, rounded down: `avg_delay_q8 > target_q8()` exactly when the
    /// average exceeds the target in ps.
    #[inline]
    pub fn target_q8(&self) -> u32 {
        self.target_ns << 8 | self.target_frac
    }
}

/// The constants of htsim's `initNsccParams`/`initNscc` as f64 (units: bytes, ps).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct HtsimParams {
    pub link_bps: u64,
    pub mss: u64,
    pub mtu: u64,
    pub base_rtt_ps: u64,
    pub network_rtt_ps: u64,
    pub target_qdelay_ps: u64,
    pub reference_bdp: u64,
    pub network_bdp: u64,
    /// a = network BDP / reference BDP.
    pub scaling_a: f64,
    /// b = target / reference RTT.
    pub scaling_b: f64,
    /// bytes^2 credit per byte per ps below target.
    pub alpha: f64,
    pub fi: f64,
    pub eta: f64,
    pub fi_scale: f64,
    pub gamma: f64,
    pub delay_alpha: f64,
    pub qa_threshold_ps: f64,
    pub qa_gate: u8,
    pub adjust_period_ps: u64,
    pub adjust_bytes: u64,
    pub init_bdp: u64,
    pub init_maxwnd: u64,
    pub init_cwnd: u64,
}

fn check_fits(
    field: &'static str,
    value: u64,
    bits: u32,
    unit: &'static str,
) -> Result<(), ConfigError> {
    let max = (1u64 << bits) - 1;
    if value > max {
        Err(ConfigError::Overflow {
            field,
            value,
            bits,
            max,
            unit,
        })
    } else {
        Ok(())
    }
}

impl CccConfig {
    /// Both links at `link_gbps` Gb/s and a base RTT of `rtt_ns`, the rest the defaults.
    pub fn with_link(link_gbps: u64, rtt_ns: u64) -> CccConfig {
        CccConfig {
            sender_link_bps: link_gbps * 1_000_000_000,
            receiver_link_bps: link_gbps * 1_000_000_000,
            base_rtt_ps: rtt_ns * 1000,
            ..CccConfig::default()
        }
    }

    /// min(sender, receiver) link speed, bits/s.
    pub fn link_bps(&self) -> u64 {
        self.sender_link_bps.min(self.receiver_link_bps)
    }

    pub fn mtu(&self) -> u32 {
        self.mtu.unwrap_or(self.mss + 64)
    }

    pub fn network_rtt_ps(&self) -> u64 {
        self.network_rtt_ps.unwrap_or(self.base_rtt_ps)
    }

    /// Target queueing delay, ps: explicit, or 0.75 x network RTT with trimming, 1.0 x without.
    pub fn target_qdelay_ps(&self) -> u64 {
        match self.target_qdelay_ps {
            Some(t) if t > 0 => t,
            _ if self.trimming => self.network_rtt_ps() * 3 / 4,
            _ => self.network_rtt_ps(),
        }
    }

    /// BDP = link (bytes/s) x RTT, truncated to whole bytes, in exact integer arithmetic.
    pub fn bdp_bytes(&self, rtt_ps: u64) -> u64 {
        ((self.link_bps() as u128 * rtt_ps as u128) / (8 * 1_000_000_000_000u128)) as u64
    }

    /// BDP at the config base RTT.
    pub fn bdp(&self) -> u64 {
        self.bdp_bytes(self.base_rtt_ps)
    }

    /// MaxWnd = 1.5 x BDP (truncated).
    pub fn maxwnd(&self) -> u64 {
        self.bdp() * MAXWND_NUM / MAXWND_DEN
    }

    /// The UET additive-increase step Base_BDP >> shift (146 B for shift 10).
    pub fn ai_step(shift: u8) -> u64 {
        BASE_BDP_BYTES >> shift
    }

    fn validate(&self) -> Result<(), ConfigError> {
        if self.sender_link_bps == 0 {
            return Err(ConfigError::Zero("sender link speed"));
        }
        if self.receiver_link_bps == 0 {
            return Err(ConfigError::Zero("receiver link speed"));
        }
        if self.base_rtt_ps == 0 {
            return Err(ConfigError::Zero("base RTT"));
        }
        if self.network_rtt_ps == Some(0) {
            return Err(ConfigError::Zero("network RTT"));
        }
        if self.mss == 0 {
            return Err(ConfigError::Zero("mss"));
        }
        if self.mtu() <= self.mss {
            return Err(ConfigError::MtuBelowMss {
                mtu: self.mtu(),
                mss: self.mss,
            });
        }
        check_fits("mtu", self.mtu() as u64, 16, " B")?;
        if self.qa_gate >= WND_BITS as u8 {
            return Err(ConfigError::QaGate(self.qa_gate));
        }
        if let Some(s) = self.ai_shift {
            if s > 17 {
                return Err(ConfigError::AiShift(s));
            }
        }
        Ok(())
    }

    /// The register image, or why this configuration is impossible.
    pub fn register_image(&self) -> Result<RegisterImage, ConfigError> {
        self.validate()?;
        let mtu = self.mtu() as u64;
        let bdp = self.bdp();
        let maxwnd = self.maxwnd();
        check_fits("BDP", bdp, WND_BITS, " B")?;
        check_fits("MaxWnd", maxwnd, WND_BITS, " B")?;
        if maxwnd < mtu {
            return Err(ConfigError::MaxWndBelowMtu { maxwnd, mtu });
        }
        let init_cwnd = if self.init_cwnd == 0 {
            maxwnd
        } else {
            self.init_cwnd
        };
        if init_cwnd < mtu || init_cwnd > maxwnd {
            return Err(ConfigError::InitCwnd {
                init: init_cwnd,
                mtu,
                maxwnd,
            });
        }
        // Link rate in bytes per ns, as a gain (12-bit mantissa; 100/400/800 Gb/s are exact).
        let link_rate = Gain::from_f64(self.link_bps() as f64 / 8e9)
            .map_err(|e| ConfigError::Gain(format!("link rate: {e}")))?;
        let base_rtt_ns = self.base_rtt_ps / 1000;
        let network_rtt_ns = self.network_rtt_ps() / 1000;
        let target_ps = self.target_qdelay_ps();
        if target_ps < 2000 {
            return Err(ConfigError::TargetTooSmall { target_ps });
        }
        let target_ns = target_ps / 1000;
        check_fits("base RTT", base_rtt_ns, DUR_BITS, " ns")?;
        check_fits("network RTT", network_rtt_ns, DUR_BITS, " ns")?;
        check_fits("target queueing delay", target_ns, DUR_BITS - 2, " ns")?;
        if base_rtt_ns == 0 {
            return Err(ConfigError::Zero("base RTT in ns"));
        }
        if network_rtt_ns == 0 {
            return Err(ConfigError::Zero("network RTT in ns"));
        }
        let h = self.htsim_params()?;
        // gamma x target in ns Q24.8, from the exact ps value.
        let md_gamma_target_q8 = (target_ps as u128 * 256 * 4 / 5 / 1000) as u64;
        check_fits("gamma x target (Q24.8 ns)", md_gamma_target_q8, 32, "")?;
        let fulfill_bytes = 8 * mtu;
        check_fits("fulfill bytes (8 x MTU)", fulfill_bytes, WND_BITS, " B")?;
        // alpha per ns = alpha per ps x 1000.
        let alpha = Gain::from_f64(h.alpha * 1000.0)
            .map_err(|e| ConfigError::Gain(format!("alpha: {e}")))?;
        let fi_value = match self.ai_shift {
            None => h.fi,
            Some(s) => Self::ai_step(s) as f64,
        };
        let fi = Gain::from_f64(fi_value).map_err(|e| ConfigError::Gain(format!("fi: {e}")))?;
        let fi_scale =
            Gain::from_f64(h.fi_scale).map_err(|e| ConfigError::Gain(format!("fi_scale: {e}")))?;
        let eta = h.eta.floor() as u64;
        check_fits("eta", eta, 16, " B")?;
        Ok(RegisterImage {
            mtu: mtu as u32,
            mss: self.mss,
            init_cwnd: init_cwnd as u32,
            init_bdp: bdp as u32,
            init_maxwnd: maxwnd as u32,
            link_rate,
            base_rtt_ns: base_rtt_ns as u32,
            network_rtt_ns: network_rtt_ns as u32,
            network_rtt_sub_ps: (self.network_rtt_ps() % 1000) as u32,
            target_ns: target_ns as u32,
            qa_threshold_ns: (4 * target_ps / 1000) as u32,
            md_gamma_target_q8: md_gamma_target_q8 as u32,
            qa_gate: self.qa_gate,
            fulfill_bytes: fulfill_bytes as u32,
            alpha,
            fi,
            fi_scale,
            eta: eta as u32,
            base_rtt_sub_ps: (self.base_rtt_ps % 1000) as u32,
            target_sub_ps: (target_ps % 1000) as u32,
            qa_threshold_sub_ps: (4 * target_ps % 1000) as u32,
            target_frac: (target_ps % 1000 * 256 / 1000) as u32,
        })
    }

    /// htsim's constants, derived the way `initNsccParams` and `initNscc` do (f64 where
    /// htsim uses doubles, truncation where htsim stores integers).
    pub fn htsim_params(&self) -> Result<HtsimParams, ConfigError> {
        self.validate()?;
        let link = self.link_bps();
        let mss = self.mss as u64;
        let mtu = self.mtu() as u64;
        let network_rtt_ps = self.network_rtt_ps();
        let target = self.target_qdelay_ps();
        // htsim: timeAsSec(rtt) * (linkspeed / 8), stored as an integer byte count.
        let bdp_of = |rtt_ps: u64| ((rtt_ps as f64 / 1e12) * ((link / 8) as f64)) as u64;
        let reference_bdp =
            ((REFERENCE_RTT_PS as f64 / 1e12) * ((REFERENCE_LINK_BPS / 8) as f64)) as u64;
        let network_bdp = bdp_of(network_rtt_ps);
        let scaling_a = network_bdp as f64 / reference_bdp as f64;
        let scaling_b = target as f64 / REFERENCE_RTT_PS as f64;
        let init_bdp = bdp_of(self.base_rtt_ps);
        let init_maxwnd = (1.5 * init_bdp as f64) as u64;
        let init_cwnd = if self.init_cwnd == 0 {
            init_maxwnd
        } else {
            self.init_cwnd
        };
        Ok(HtsimParams {
            link_bps: link,
            mss,
            mtu,
            base_rtt_ps: self.base_rtt_ps,
            network_rtt_ps,
            target_qdelay_ps: target,
            reference_bdp,
            network_bdp,
            scaling_a,
            scaling_b,
            alpha: 4.0 * mss as f64 * scaling_a * scaling_b / target as f64,
            fi: match self.ai_shift {
                None => 5.0 * mss as f64 * scaling_a,
                Some(s) => Self::ai_step(s) as f64,
            },
            eta: 0.15 * mss as f64 * scaling_a,
            fi_scale: 0.25 * scaling_a,
            gamma: GAMMA,
            delay_alpha: 0.0125,
            qa_threshold_ps: 4.0 * target as f64,
            qa_gate: self.qa_gate,
            adjust_period_ps: network_rtt_ps,
            adjust_bytes: 8 * mtu,
            init_bdp,
            init_maxwnd,
            init_cwnd,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_bdp_and_maxwnd_100g_6us() {
        // uet-congestion-control-context: 100 Gb/s x 6 us -> BDP 75,000 B, MaxWnd 112,500 B.
        let c = CccConfig::with_link(100, 6000);
        assert_eq!(c.bdp(), 75_000);
        assert_eq!(c.maxwnd(), 112_500);
        let r = c.register_image().unwrap();
        assert_eq!(r.init_bdp, 75_000);
        assert_eq!(r.init_maxwnd, 112_500);
        assert_eq!(r.init_cwnd, 112_500);
        assert_eq!(r.mtu, 4160);
    }

    #[test]
    fn seed_ai_step_is_146_bytes() {
        assert_eq!(CccConfig::ai_step(10), 146);
        let c = CccConfig {
            ai_shift: Some(10),
            ..CccConfig::with_link(100, 6000)
        };
        assert_eq!(c.register_image().unwrap().fi.value(), 146.0);
    }

    #[test]
    fn min_link_speed_is_used() {
        let c = CccConfig {
            receiver_link_bps: 100_000_000_000,
            ..CccConfig::with_link(400, 12_000)
        };
        assert_eq!(c.bdp(), 150_000);
    }

    #[test]
    fn target_defaults_follow_trimming() {
        let mut c = CccConfig::with_link(100, 12_000);
        assert_eq!(c.target_qdelay_ps(), 9_000_000);
        c.trimming = false;
        assert_eq!(c.target_qdelay_ps(), 12_000_000);
        c.target_qdelay_ps = Some(6_000_000);
        assert_eq!(c.target_qdelay_ps(), 6_000_000);
    }

    #[test]
    fn reference_network_has_unit_scaling() {
        let h = CccConfig::with_link(100, 12_000).htsim_params().unwrap();
        assert_eq!(h.reference_bdp, 150_000);
        assert!((h.scaling_a - 1.0).abs() < 1e-12);
        assert!((h.fi - 5.0 * 4096.0).abs() < 1e-6);
        assert!((h.eta - 614.4).abs() < 1e-6);
        // alpha does not depend on the target: 4 x mss x a / reference RTT.
        assert!((h.alpha - 4.0 * 4096.0 / 12e6).abs() < 1e-15);
    }

    #[test]
    fn htsim_trace_headers_give_recorded_maxwnd() {
        // a_incast8_400g_trim and d_single_100g_ramp headers.
        let a = CccConfig {
            sender_link_bps: 400_000_000_000,
            receiver_link_bps: 400_000_000_000,
            base_rtt_ps: 12_506_880,
            ..CccConfig::default()
        };
        assert_eq!(a.register_image().unwrap().init_maxwnd, 938_016);
        assert_eq!(a.htsim_params().unwrap().init_maxwnd, 938_016);
        let d = CccConfig {
            init_cwnd: 4160,
            ..CccConfig::with_link(100, 0)
        };
        let d = CccConfig {
            base_rtt_ps: 14_027_520,
            ..d
        };
        let r = d.register_image().unwrap();
        assert_eq!(r.init_maxwnd, 263_016);
        assert_eq!(r.init_cwnd, 4160);
    }

    #[test]
    fn impossible_configurations_are_rejected() {
        let zero = CccConfig {
            sender_link_bps: 0,
            ..CccConfig::with_link(100, 6000)
        };
        assert_eq!(
            zero.register_image(),
            Err(ConfigError::Zero("sender link speed"))
        );
        let tiny = CccConfig::with_link(1, 10); // 1 Gb/s x 10 ns: MaxWnd 1 B
        assert!(matches!(
            tiny.register_image(),
            Err(ConfigError::MaxWndBelowMtu { .. })
        ));
        let huge = CccConfig::with_link(1600, 200_000); // 40 MB BDP
        assert!(matches!(
            huge.register_image(),
            Err(ConfigError::Overflow { field: "BDP", .. })
        ));
        let bad_init = CccConfig {
            init_cwnd: 100,
            ..CccConfig::with_link(100, 6000)
        };
        assert!(matches!(
            bad_init.register_image(),
            Err(ConfigError::InitCwnd { .. })
        ));
        let gate = CccConfig {
            qa_gate: 40,
            ..CccConfig::with_link(100, 6000)
        };
        assert_eq!(gate.register_image(), Err(ConfigError::QaGate(40)));
        let mtu = CccConfig {
            mtu: Some(4000),
            ..CccConfig::with_link(100, 6000)
        };
        assert!(matches!(
            mtu.register_image(),
            Err(ConfigError::MtuBelowMss { .. })
        ));
    }
}
