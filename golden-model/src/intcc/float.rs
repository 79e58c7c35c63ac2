//! The f64 models of HPCC++, Rx-HPCC and FNCC, written from hpcc-plus-plus-draft.txt
//! (section 4.2, MeasureInflight / ComputeWind / NewAck; 6.3.2, NewINT), fncc-paper.txt
//! (Algorithm 3: Hop_Detection, UpdateWc, LHCS) and the trace format's INT sender rules,
//! step by step in the rules' order. Every fraction the rules evaluate as "one correctly
//! rounded division of exact integers" is [`div_round`] of 128-bit integers.

use super::{
    forward_diff64, Branch, IntAck, IntAlgo, IntHop, IntParams, IntStep, INT_MAX_HOPS, U_MAX, W_MAX,
};

/// 10^12 ps per second.
const PS_PER_S: u128 = 1_000_000_000_000;

/// num / den correctly rounded to the nearest f64 (ties to even), as Python's `int / int`.
/// `den == 0` gives +inf (0/0 gives 0; never used that way here).
pub fn div_round(num: u128, den: u128) -> f64 {
    if den == 0 {
        return if num == 0 { 0.0 } else { f64::INFINITY };
    }
    let mut q = num / den;
    let mut r = num % den;
    // fractional bits: extend q until it has at least 55 significant bits (or r is 0)
    let mut frac_bits: i32 = 0;
    while r != 0 && (128 - q.leading_zeros()) < 55 {
        // 2r >= den, written so that nothing overflows
        let bit = r >= den - r;
        r = if bit { r - (den - r) } else { r + r };
        q = (q << 1) | u128::from(bit);
        frac_bits += 1;
    }
    let sticky = r != 0;
    let n = 128 - q.leading_zeros() as i32;
    if n == 0 {
        return 0.0;
    }
    // keep 53 bits
    let drop = (n - 53).max(0);
    let (mut m, rest_bits) = if drop > 0 {
        let m = q >> drop;
        let rest = q & ((1u128 << drop) - 1);
        let half = 1u128 << (drop - 1);
        let up = rest > half || (rest == half && (sticky || m & 1 == 1));
        (m + u128::from(up), drop)
    } else {
        (q, 0)
    };
    let mut e = rest_bits - frac_bits;
    if m >> 53 != 0 {
        m >>= 1;
        e += 1;
    }
    (m as f64) * 2f64.powi(e)
}

/// Half-to-even rounding to an integer, saturating into u64 (the `ref_*` columns' rounding).
pub fn round_even(x: f64) -> u64 {
    let r = x.round_ties_even();
    if r.is_nan() || r <= 0.0 {
        0
    } else if r >= u64::MAX as f64 {
        u64::MAX
    } else {
        r as u64
    }
}

/// One CCC's f64 state and its configuration.
#[derive(Clone, Debug, PartialEq)]
pub struct IntFloat {
    p: IntParams,
    eta: f64,
    alpha: f64,
    beta: f64,
    /// The window W, bytes.
    pub w: f64,
    /// The reference window Wc, bytes.
    pub wc: f64,
    /// The EWMA of the normalised inflight, U.
    pub u: f64,
    pub inc_stage: u32,
    /// lastUpdateSeq (bytes; HPCC++, FNCC) or lastUpdateTime (ps; Rx-HPCC).
    pub last_update: u64,
    /// The previous ACK's records (empty: none yet).
    pub l: Vec<IntHop>,
    /// The per-hop u' of the last event (U_k of Algorithm 3; 0 for a skipped hop).
    pub u_k: Vec<f64>,
}

impl IntFloat {
    pub fn new(p: &IntParams) -> Result<IntFloat, String> {
        p.check()?;
        Ok(IntFloat {
            p: *p,
            eta: f64::from(p.eta_ppm) / 1e6,
            alpha: f64::from(p.alpha_ppm) / 1e6,
            beta: f64::from(p.beta_ppm) / 1e6,
            w: p.w_init as f64,
            wc: p.w_init as f64,
            u: 1.0,
            inc_stage: 0,
            last_update: 0,
            l: Vec::with_capacity(INT_MAX_HOPS),
            u_k: Vec::with_capacity(INT_MAX_HOPS),
        })
    }

    pub fn params(&self) -> &IntParams {
        &self.p
    }

    /// R = W / T in bits/s, as `ref_rate_bps` rounds it.
    pub fn rate_bps(&self) -> f64 {
        self.w * 8e12 / self.p.t_ps as f64
    }

    /// u' of one hop against the previous record (`None`: the hop is skipped).
    fn u_prime(&self, now: &IntHop, before: &IntHop) -> Option<(f64, u64)> {
        let dts = forward_diff64(now.ts_ps, before.ts_ps).filter(|&d| d > 0)?;
        if now.bps == 0 {
            return None; // defined: B = 0 skips the hop
        }
        let dtx = forward_diff64(now.txbytes, before.txbytes).unwrap_or(0);
        let qmin = now.qlen.min(before.qlen);
        let b = u128::from(now.bps);
        let q_term = frac(8 * u128::from(qmin) * PS_PER_S, b, u128::from(self.p.t_ps));
        let tx_term = frac(8 * u128::from(dtx) * PS_PER_S, u128::from(dts), b);
        Some(((q_term + tx_term).min(U_MAX), dts))
    }

    /// Processes one event; returns what it did.
    pub fn step(&mut self, ack: &IntAck) -> IntStep {
        let n = ack.hops.len();
        if n == 0 {
            return IntStep::NOTHING;
        }
        if n > INT_MAX_HOPS {
            return IntStep {
                refused: true,
                ..IntStep::NOTHING
            };
        }
        let update_wc = match self.p.algo {
            IntAlgo::Hpcc | IntAlgo::Fncc => {
                u128::from(ack.cum_ack) * u128::from(self.p.mtu) > u128::from(self.last_update)
            }
            IntAlgo::RxHpcc => {
                u128::from(ack.t_ps) > u128::from(self.last_update) + u128::from(self.p.t_ps)
            }
        };
        let mut out = IntStep {
            update_wc,
            ..IntStep::NOTHING
        };
        if self.l.len() == n {
            self.measure_inflight(ack.hops);
            if self.p.algo == IntAlgo::Fncc {
                out.lhcs = self.update_wc_lhcs(ack);
            }
            out.branch = self.compute_wind(update_wc);
        } else {
            self.u_k.clear();
        }
        if update_wc {
            self.last_update = match self.p.algo {
                IntAlgo::RxHpcc => ack.t_ps,
                _ => ack.snd_nxt,
            };
        }
        self.l.clear();
        self.l.extend_from_slice(ack.hops);
        out
    }

    /// MeasureInflight (rules step 3): u and tau over the hops in scan order, then the EWMA.
    fn measure_inflight(&mut self, hops: &[IntHop]) {
        let n = hops.len();
        self.u_k.clear();
        self.u_k.resize(n, 0.0);
        let mut u = 0.0f64;
        let mut tau: u64 = 0;
        for i in 0..n {
            let k = if self.p.algo.reverse_scan() {
                n - 1 - i
            } else {
                i
            };
            if let Some((up, dts)) = self.u_prime(&hops[k], &self.l[k]) {
                self.u_k[k] = up;
                if up > u {
                    u = up;
                    tau = dts;
                }
            }
        }
        if tau > 0 {
            let tau = tau.min(self.p.t_ps);
            let a = tau as f64 / self.p.t_ps as f64;
            self.u = ((1.0 - a) * self.u + a * u).min(U_MAX);
        }
    }

    /// FNCC's UpdateWc (rules step 5): Hop_Detection over U_k last hop first, LHCS.
    fn update_wc_lhcs(&mut self, ack: &IntAck) -> bool {
        let n = ack.hops.len();
        let mut u_max = 0.0f64;
        let mut hop = None;
        for k in (0..n).rev() {
            if self.u_k[k] > u_max {
                u_max = self.u_k[k];
                hop = Some(k);
            }
        }
        if hop == Some(n - 1) && u_max > self.alpha && ack.n_flows > 0 {
            let b = u128::from(ack.hops[n - 1].bps);
            let bt = frac2(b, u128::from(self.p.t_ps), 8 * PS_PER_S);
            self.wc = (bt * self.beta / ack.n_flows as f64).min(W_MAX);
            true
        } else {
            false
        }
    }

    /// ComputeWind (draft lines 11-20).
    fn compute_wind(&mut self, update_wc: bool) -> Branch {
        let wai = self.p.wai as f64;
        if self.u >= self.eta || self.inc_stage >= self.p.max_stage {
            self.w = (self.wc / (self.u / self.eta) + wai).min(W_MAX);
            if update_wc {
                self.inc_stage = 0;
                self.wc = self.w;
            }
            Branch::MiMd
        } else {
            self.w = (self.wc + wai).min(W_MAX);
            if update_wc {
                self.inc_stage += 1;
                self.wc = self.w;
            }
            Branch::Ai
        }
    }
}

/// num / (d1 x d2) as one correctly rounded division of exact integers; when the product
/// does not fit 128 bits (far outside any real value) an f64 evaluation.
fn frac(num: u128, d1: u128, d2: u128) -> f64 {
    match d1.checked_mul(d2) {
        Some(d) => div_round(num, d),
        None => num as f64 / (d1 as f64 * d2 as f64),
    }
}

/// [`frac`] with a second numerator factor: (n1 x n2) / den.
fn frac2(n1: u128, n2: u128, den: u128) -> f64 {
    match n1.checked_mul(n2) {
        Some(n) => div_round(n, den),
        None => n1 as f64 * n2 as f64 / den as f64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn div_round_is_correctly_rounded() {
        for (n, d) in [
            (1u128, 3u128),
            (2, 3),
            (10, 4),
            (898_560_000_000_000_000, 935_168_000_000_000_000),
            (u128::MAX, 3),
            (u128::MAX, u128::MAX - 1),
            ((1 << 53) + 1, 1),
            ((1 << 54) + 2, 1),
            ((1 << 54) + 6, 1),
        ] {
            let want = n as f64 / d as f64; // exact enough to compare where both fit
            let got = div_round(n, d);
            assert!(
                (got - want).abs() <= want * 2e-16,
                "{n}/{d}: {got} vs {want}"
            );
        }
        // ties to even
        assert_eq!(div_round((1 << 53) + 1, 1), 9007199254740992.0);
        assert_eq!(div_round((1 << 53) + 3, 1), 9007199254740996.0);
        assert_eq!(div_round(1, 10), 0.1);
        assert_eq!(div_round(950_000, 1_000_000), 0.95);
        assert_eq!(div_round(0, 7), 0.0);
    }
}
