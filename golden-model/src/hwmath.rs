//! The only arithmetic the fixed-point model (and so the RTL) may use: adds, compares,
//! shifts, leading-one normalisation, MUL_BITS x MUL_BITS multiplies, a reciprocal ROM and constant
//! multiplies realised as a few shifted adds. No general division.
//!
//! Every function here is a hardware unit with a fixed bit-level result; the RTL reproduces
//! each one exactly.

use serde::{Deserialize, Serialize};

/// Number of mantissa bits below the leading one that index the reciprocal ROM.
pub const RECIP_INDEX_BITS: u32 = 10;
/// Reciprocal ROM entries (1,024 x 12 bit: 3 iCE40 BRAMs).
pub const RECIP_ENTRIES: usize = 1 << RECIP_INDEX_BITS;

/// EWMA weight alpha = 0.0125 realised as 3277 / 2^18 = 0.012500763 (+0.006 % relative).
/// 3277 = 0b1100_1100_1101: seven shifted adds, no multiplier.
pub const EWMA_ALPHA_NUM: i64 = 3277;
pub const EWMA_ALPHA_SHIFT: u32 = 18;

/// Fraction bits of avg_delay (ns, Q24.8).
pub const DELAY_FRAC_BITS: u32 = 8;

/// Fraction bits of the MD kept fraction (Q0.MUL_BITS).
pub const MD_FRAC_BITS: u32 = MUL_BITS;
/// Kept fraction 0.2 of MD (1 - gamma), Q0.MUL_BITS, truncated.
pub const MD_ONE_MINUS_GAMMA: u64 = (1 << MD_FRAC_BITS) / 5;
/// MD floor: keep at least half.
pub const MD_FLOOR: u64 = 1 << (MD_FRAC_BITS - 1);
/// Largest kept fraction (just below 1).
pub const MD_KEPT_MAX: u64 = (1 << MD_FRAC_BITS) - 1;

/// Number of significant bits of `x` (0 for 0): the leading-one detector.
pub const fn bit_len(x: u64) -> u32 {
    64 - x.leading_zeros()
}

/// Width of every multiplier operand (mantissas, gains, ROM words). A 16 x 16 multiplier
/// costs about 650 iCE40 LUTs, a 12 x 12 one about 370; 12 significant bits keep every
/// product within 2^-11 of exact.
pub const MUL_BITS: u32 = 12;

/// Leading-one normalisation to at most MUL_BITS significant bits: `x ~= m << s`, `m < 2^MUL_BITS`,
/// truncating the bits shifted out.
pub const fn norm(x: u64) -> (u64, u32) {
    let n = bit_len(x);
    if n <= MUL_BITS {
        (x, 0)
    } else {
        (x >> (n - MUL_BITS), n - MUL_BITS)
    }
}

/// Leading-one normalisation to exactly MUL_BITS bits: `x ~= m x 2^e` with `m` in
/// [2^(MUL_BITS - 1), 2^MUL_BITS) (shifted left, exactly, when `x` is short; truncated
/// when it is long), or `(0, 0)`. A product normalised this way is a gain for a
/// `GainMul` without the shift back to a fixed point.
pub const fn norm_exact(x: u64) -> (u64, i32) {
    let n = bit_len(x);
    if n == 0 {
        (0, 0)
    } else if n >= MUL_BITS {
        (x >> (n - MUL_BITS), (n - MUL_BITS) as i32)
    } else {
        (x << (MUL_BITS - n), n as i32 - MUL_BITS as i32)
    }
}

/// The gain `alpha x headroom` of a proportional increase as a normalised mantissa and a
/// shift for `GainMul` (clamped to its 8-bit port; beyond the clamp the product is 0 or
/// saturated either way): `alpha.mant x norm(headroom)`, renormalised to 12 bits.
pub fn prop_gain(alpha: Gain, headroom: u64) -> (u64, i32) {
    let (mh, eh) = norm(headroom);
    let (g, eg) = norm_exact(mul(alpha.mant as u64, mh));
    if g == 0 {
        return (0, 0);
    }
    (g, (alpha.exp as i32 + eh as i32 + eg).clamp(-128, 127))
}

/// The MUL_BITS x MUL_BITS multiplier.
pub fn mul(a: u64, b: u64) -> u64 {
    debug_assert!(
        a < 1 << MUL_BITS && b < 1 << MUL_BITS,
        "multiplier operands must fit MUL_BITS bits"
    );
    a * b
}

/// Shift left (positive) or right (negative, truncating), saturating at 2^63 - 1.
pub fn shift(x: u64, s: i32) -> u64 {
    if x == 0 {
        0
    } else if s >= 0 {
        if s as u32 + bit_len(x) > 63 {
            i64::MAX as u64
        } else {
            x << s
        }
    } else if -s >= 64 {
        0
    } else {
        x >> (-s)
    }
}

/// `a x b` with `a` normalised to MUL_BITS significant bits and `b` < 2^MUL_BITS, then
/// shifted by `s`: floor(norm(a) x b x 2^s). The multiplier of every gain and scale.
pub fn mul_norm_shift(a: u64, b: u64, s: i32) -> u64 {
    let (m, e) = norm(a);
    shift(mul(m, b), s + e as i32)
}

/// A constant gain loaded in the register image: value = mant x 2^exp, `mant` a MUL_BITS-bit
/// mantissa with its top bit set (or 0). Applying it costs one multiply and shifts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gain {
    pub mant: u16,
    pub exp: i8,
}

impl Gain {
    pub const ZERO: Gain = Gain { mant: 0, exp: 0 };

    /// Nearest MUL_BITS-bit-mantissa representation of `v` (>= 0, finite).
    pub fn from_f64(v: f64) -> Result<Gain, String> {
        if !v.is_finite() || v < 0.0 {
            return Err(format!("{v} is not a finite non-negative number"));
        }
        if v == 0.0 {
            return Ok(Gain::ZERO);
        }
        let mut exp = v.log2().floor() as i32 - (MUL_BITS as i32 - 1);
        let mut mant = (v / 2f64.powi(exp)).round();
        if mant >= (1u64 << MUL_BITS) as f64 {
            mant /= 2.0;
            exp += 1;
        }
        while mant < (1u64 << (MUL_BITS - 1)) as f64 {
            mant *= 2.0;
            exp -= 1;
        }
        if !(-100..=60).contains(&exp) {
            return Err(format!("{v} is out of the gain range"));
        }
        Ok(Gain {
            mant: mant as u16,
            exp: exp as i8,
        })
    }

    pub fn value(self) -> f64 {
        self.mant as f64 * 2f64.powi(self.exp as i32)
    }

    /// floor(norm(x) x mant x 2^exp).
    pub fn apply(self, x: u64) -> u64 {
        mul_norm_shift(x, self.mant as u64, self.exp as i32)
    }
}

const fn build_recip_rom() -> [u16; RECIP_ENTRIES] {
    let mut rom = [0u16; RECIP_ENTRIES];
    let mut i = 0;
    while i < RECIP_ENTRIES {
        // round(2^(MUL_BITS + 10) / (1024 + i + 0.5)): the reciprocal at the middle of the
        // mantissa interval, so the truncated index errs by at most half an interval.
        let d = (2 * (RECIP_ENTRIES + i) + 1) as u64;
        rom[i] = ((1u64 << (MUL_BITS + RECIP_INDEX_BITS + 2)) / d).div_ceil(2) as u16;
        i += 1;
    }
    rom
}

/// The reciprocal ROM: `RECIP_ROM[i] ~= 2^(MUL_BITS + 10) / (1024 + i + 0.5)`, all in
/// [2^(MUL_BITS - 1), 2^MUL_BITS).
pub static RECIP_ROM: [u16; RECIP_ENTRIES] = build_recip_rom();

/// ROM index and leading-one position of a divisor: `den ~= (1024 + idx) << (p - 10)`.
pub fn recip_index(den: u64) -> (usize, u32) {
    let p = bit_len(den).saturating_sub(1);
    let mant = if p >= RECIP_INDEX_BITS {
        den >> (p - RECIP_INDEX_BITS)
    } else {
        den << (RECIP_INDEX_BITS - p)
    };
    ((mant as usize) & (RECIP_ENTRIES - 1), p)
}

/// Approximately floor(num x 2^frac / den) without a divider: leading-one normalisation of
/// `den`, reciprocal ROM lookup, one 16 x 16 multiply with the normalised `num`, a shift.
/// Relative error below 0.1 % (the ROM's half interval, 2^-11, plus the MUL_BITS-bit
/// truncation of `num` and the final floor). `den == 0` saturates.
pub fn div_approx(num: u64, den: u64, frac: u32) -> u64 {
    if den == 0 {
        return i64::MAX as u64;
    }
    let (idx, p) = recip_index(den);
    mul_norm_shift(
        num,
        RECIP_ROM[idx] as u64,
        frac as i32 - MUL_BITS as i32 - p as i32,
    )
}

/// One EWMA step of avg_delay (ns, Q24.8) toward `sample` (ns, Q24.8):
/// avg + floor((sample - avg) x 3277 / 2^18).
#[inline]
pub fn ewma_step(avg_q8: u32, sample_q8: u32) -> u32 {
    // The step is floor(diff x 3277 / 2^18) with |3277 / 2^18| < 1: between 0 and diff
    // (floored toward diff when negative), so avg + step lies between avg and the sample
    // and needs no clamp to 32 bits.
    (avg_q8 as i64 + ewma_delta(avg_q8, sample_q8)) as u32
}

/// The step of [`ewma_step`]: floor((sample - avg) x 3277 / 2^18).
#[inline]
pub fn ewma_delta(avg_q8: u32, sample_q8: u32) -> i64 {
    let diff = sample_q8 as i64 - avg_q8 as i64;
    (diff * EWMA_ALPHA_NUM) >> EWMA_ALPHA_SHIFT
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn norm_keeps_the_top_bits() {
        assert_eq!(norm(0), (0, 0));
        assert_eq!(norm(0xFFF), (0xFFF, 0));
        assert_eq!(norm(0x1_2345), (0x91A, 5));
        assert_eq!(norm(u64::MAX), (0xFFF, 52));
    }

    #[test]
    fn norm_exact_puts_the_leading_one_at_bit_11() {
        assert_eq!(norm_exact(0), (0, 0));
        assert_eq!(norm_exact(1), (2048, -11));
        assert_eq!(norm_exact(0xFFF), (0xFFF, 0));
        assert_eq!(norm_exact(0x1_2345), (0x91A, 5));
    }

    #[test]
    fn prop_gain_is_alpha_times_headroom() {
        let alpha = Gain::from_f64(0.0375).unwrap();
        for h in [1u64, 7, 2047, 2048, 9_380, 1 << 23] {
            let (g, s) = prop_gain(alpha, h);
            assert!((2048..4096).contains(&g));
            let got = g as f64 * 2f64.powi(s);
            let want = alpha.value() * h as f64;
            assert!(
                (got - want).abs() / want < 2.0 / 2048.0,
                "{h}: {got} vs {want}"
            );
        }
        assert_eq!(prop_gain(alpha, 0), (0, 0));
        assert_eq!(prop_gain(Gain::ZERO, 100), (0, 0));
    }

    #[test]
    fn recip_rom_words_fit_the_multiplier_and_are_monotone() {
        assert!(RECIP_ROM
            .iter()
            .all(|&r| (1 << (MUL_BITS - 1)..1 << MUL_BITS).contains(&r)));
        assert!(RECIP_ROM.windows(2).all(|w| w[0] >= w[1]));
        assert_eq!(RECIP_ROM[0], 4094);
    }

    #[test]
    fn div_approx_error_is_below_0_1_percent() {
        let mut worst: f64 = 0.0;
        for den in (1u64..2_000_000).step_by(997) {
            for &num in &[1u64 << 20, 123_456_789, 987_654_321_987, (1 << 47) - 1] {
                let exact = num as f64 / den as f64;
                let got = div_approx(num, den, 0) as f64;
                if exact > 1e4 {
                    worst = worst.max((got - exact).abs() / exact);
                }
            }
        }
        assert!(worst < 1e-3, "worst relative error {worst}");
    }

    #[test]
    fn gains_round_trip() {
        for v in [1.0, 0.25, 20480.0, 85_393.92, 5.69, 1.0 / 3.0, 146.0] {
            let g = Gain::from_f64(v).unwrap();
            assert!(g.mant >= 1 << (MUL_BITS - 1));
            assert!(
                (g.value() - v).abs() / v < 1.0 / (1u64 << MUL_BITS) as f64,
                "{v} -> {g:?}"
            );
        }
        assert_eq!(Gain::from_f64(0.0).unwrap(), Gain::ZERO);
        assert!(Gain::from_f64(-1.0).is_err());
        assert!(Gain::from_f64(f64::NAN).is_err());
        assert_eq!(Gain::from_f64(146.0).unwrap().apply(4096), 146 * 4096);
    }

    #[test]
    fn ewma_alpha_error_is_documented() {
        let alpha = EWMA_ALPHA_NUM as f64 / (1u64 << EWMA_ALPHA_SHIFT) as f64;
        assert!(((alpha - 0.0125) / 0.0125).abs() < 7e-5);
    }

    #[test]
    fn ewma_reaches_63_percent_of_a_step_after_80_samples() {
        // nscc-notes: (1 - 0.0125)^80 ~ 1/e, so 80 samples reach ~63 % of a step.
        let step_q8 = 10_000u32 << DELAY_FRAC_BITS;
        let mut avg = 0;
        for _ in 0..80 {
            avg = ewma_step(avg, step_q8);
        }
        let frac = avg as f64 / step_q8 as f64;
        assert!((frac - 0.634).abs() < 0.005, "reached {frac}");
    }

    #[test]
    fn ewma_converges_down_exactly_and_up_within_a_third_of_a_ns() {
        let mut avg = 50_000 << 8;
        for _ in 0..3000 {
            avg = ewma_step(avg, 1000 << 8);
        }
        assert_eq!(avg, 1000 << 8);
        for _ in 0..3000 {
            avg = ewma_step(avg, 2000 << 8);
        }
        assert!((2000 << 8) - avg < 80);
    }
}
