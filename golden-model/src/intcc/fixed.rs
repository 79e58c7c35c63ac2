//! The fixed-point golden model of HPCC++, Rx-HPCC and FNCC: the hardware's arithmetic bit
//! for bit (`docs/int-cc.md`, "The golden model").
//!
//! Allowed arithmetic, as for NSCC (`crate::hwmath`): adds, compares, shifts, leading-one
//! normalisation, one shared multiplier of [`INT_MUL_BITS`]-bit operands, and the NSCC
//! reciprocal ROM ([`hwmath::RECIP_ROM`]) refined by one Newton step on the same
//! multiplier. No division: every quotient of the texts is a product with a reciprocal,
//! either a per-link-speed constant of the profile ([`IntProfile`], computed at
//! configuration time) or the reciprocal unit ([`Fp::recip`]) for the run-time divisors
//! Δts, U and N.
//!
//! Values on the multiplier are [`Fp`]: an [`INT_MUL_BITS`]-bit mantissa with its top bit
//! set and an exponent, rounded to nearest (ties up) at every normalisation, so that the
//! rounding does not drift one way over thousands of EWMA and window steps.
//!
//! Widths of the state ([`IntCccState`]) and of the event port ([`HwIntEvent`]) are the
//! `*_BITS` constants below; `docs/int-cc.md` gives the reason for each.

use super::{Branch, IntAck, IntAlgo, IntModel, IntParams, IntStep, INT_MAX_HOPS, MAX_STAGE_MAX};
use crate::hwmath::{bit_len, RECIP_INDEX_BITS, RECIP_ROM};

/// Multiplier operand width: 16 x 16 (one ECP5 MULT18X18D; on the iCE40 the width of the
/// compact core's multiply steps). Measured on the INT traces (docs/int-cc.md): 12 bits
/// miss the W median bar (0.117 %), 14 pass with little margin (actions 99.97 %), 16 give
/// 100 % actions and a W error median of 3.5e-5; every rounding is within 2^-16 relative.
pub const INT_MUL_BITS: u32 = 16;
/// Fraction bits of U and u' (Q8.20): the EWMA moves U by a·(u - U) with a ~ 1e-3 on
/// back-to-back ACKs, so U needs resolution far below its own precision target.
pub const U_FRAC: u32 = 20;
/// U, u': 28 bits (Q8.20), saturating at 2^28 - 1 (= 256 - 2^-20). (16 fraction bits
/// double the W error; 24 gain nothing measurable.)
pub const U_BITS: u32 = 28;
/// Fraction bits of W and Wc (bytes, Q32.8).
pub const W_FRAC: u32 = 8;
/// W, Wc: 40 bits (Q32.8), saturating at (2^32 - 1) bytes.
pub const W_BITS: u32 = 40;
/// incStage: 4 bits (maxStage <= 15).
pub const INC_STAGE_BITS: u32 = 4;
/// lastUpdateSeq (bytes) or lastUpdateTime (ps): 48 bits, compared as serial numbers.
pub const LAST_UPDATE_BITS: u32 = 48;
/// A hop's queue length: 32 bits (bytes, saturating: 4 GiB, above any switch buffer).
pub const QLEN_BITS: u32 = 32;
/// A hop's timestamp: 40 bits of ps (wraps every 1.1 s; differences below 2^39 ps are
/// forward).
pub const TS_BITS: u32 = 40;
/// A hop's txBytes counter: 40 bits (differences below 2^39 bytes are forward).
pub const TX_BITS: u32 = 40;
/// The receiver's flow count N: 16 bits, saturating.
pub const N_FLOWS_BITS: u32 = 16;
/// Link speeds a profile holds constants for (3-bit speed index).
pub const INT_SPEEDS: usize = 8;

const U_MAX_FX: u64 = (1 << U_BITS) - 1;
const W_MAX_FX: u64 = ((1 << 32) - 1) << W_FRAC;
const ONE_FX: u64 = 1 << U_FRAC;

fn mask(bits: u32) -> u64 {
    (1u64 << bits) - 1
}

/// `now - before` modulo 2^bits when it is forward (below 2^(bits-1)), else `None`.
fn forward(now: u64, before: u64, bits: u32) -> Option<u64> {
    let d = now.wrapping_sub(before) & mask(bits);
    (d < 1 << (bits - 1)).then_some(d)
}

/// Exponent width of a value on the multiplier: 10-bit two's complement. The INT traces'
/// values stay within e in [-39, 24] (`docs/int-cc.md`, "The RTL: plan"); the configuration
/// constants within [-200, 200] (`Fp::from_f64`), so one product of two of them fits.
pub const FP_EXP_BITS: u32 = 10;
/// Largest exponent: a normalisation above it saturates to the largest value.
pub const FP_EXP_MAX: i32 = (1 << (FP_EXP_BITS - 1)) - 1;
/// Smallest exponent: a normalisation below it flushes to 0.
pub const FP_EXP_MIN: i32 = -(1 << (FP_EXP_BITS - 1));

/// A value on the shared multiplier: `m x 2^e`, `m` an [`INT_MUL_BITS`]-bit mantissa with
/// its top bit set (or 0), `e` in [`FP_EXP_MIN`, `FP_EXP_MAX`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Fp {
    pub m: u32,
    pub e: i32,
}

impl Fp {
    pub const ZERO: Fp = Fp { m: 0, e: 0 };

    /// Leading-one normalisation of `x x 2^e` to [`INT_MUL_BITS`] bits, rounding the bits
    /// shifted out to nearest (ties up; a carry out of the top renormalises); an exponent
    /// above [`FP_EXP_MAX`] saturates to the largest value, one below [`FP_EXP_MIN`] flushes
    /// to 0 (the hardware's exponent width).
    pub fn of(x: u128, e: i32) -> Fp {
        let r = Self::unbounded(x, e);
        if r.m == 0 || r.e < FP_EXP_MIN {
            Fp::ZERO
        } else if r.e > FP_EXP_MAX {
            Fp {
                m: (1 << INT_MUL_BITS) - 1,
                e: FP_EXP_MAX,
            }
        } else {
            r
        }
    }

    fn unbounded(x: u128, e: i32) -> Fp {
        let n = 128 - x.leading_zeros();
        if n == 0 {
            return Fp::ZERO;
        }
        if n > INT_MUL_BITS {
            let drop = n - INT_MUL_BITS;
            let mut m = (x >> drop) + ((x >> (drop - 1)) & 1);
            let mut e = e + drop as i32;
            if m >> INT_MUL_BITS != 0 {
                m >>= 1;
                e += 1;
            }
            Fp { m: m as u32, e }
        } else {
            let up = INT_MUL_BITS - n;
            Fp {
                m: (x << up) as u32,
                e: e - up as i32,
            }
        }
    }

    /// An integer on the multiplier.
    pub fn int(x: u64) -> Fp {
        Fp::of(u128::from(x), 0)
    }

    /// Nearest representation of a configuration constant (finite, >= 0), computed once
    /// when a profile is loaded; outside the exponent range it is 0.
    pub fn from_f64(v: f64) -> Fp {
        if !v.is_finite() || v <= 0.0 {
            return Fp::ZERO;
        }
        let e = v.log2().floor() as i32 - (INT_MUL_BITS as i32 - 1);
        if !(-200..=200).contains(&e) {
            return Fp::ZERO;
        }
        let m = (v / 2f64.powi(e)).round();
        // m is within one step of [2^(M-1), 2^M); renormalise exactly
        Fp::of(m as u128, e)
    }

    /// The product on the shared multiplier, renormalised.
    pub fn times(self, o: Fp) -> Fp {
        Fp::of(u128::from(self.m) * u128::from(o.m), self.e + o.e)
    }

    /// round(m x 2^(e + frac)) (ties up), saturating at `max`.
    pub fn to_fixed(self, frac: i32, max: u64) -> u64 {
        if self.m == 0 {
            return 0;
        }
        let s = self.e + frac;
        let m = u64::from(self.m);
        let v = if s >= 0 {
            if s as u32 + bit_len(m) > 63 {
                u64::MAX
            } else {
                m << s
            }
        } else if -s > 40 {
            0
        } else {
            let d = (-s) as u32;
            (m >> d) + ((m >> (d - 1)) & 1)
        };
        v.min(max)
    }

    /// 1 / self: the reciprocal ROM indexed by the 10 bits below the leading one, then one
    /// Newton step r1 = r0 (2 - v r0) on the multiplier (two products: m x r0, r0 x err).
    /// Relative error below 2^-15 (the Newton step squares the ROM's 2^-11, then the
    /// result is rounded to 16 bits). The reciprocal of 0 saturates (never used: every
    /// divisor is checked for 0 before).
    pub fn recip(self) -> Fp {
        if self.m == 0 {
            return Fp {
                m: (1 << INT_MUL_BITS) - 1,
                e: 64,
            };
        }
        const M: u32 = INT_MUL_BITS;
        let idx = (self.m >> (M - 1 - RECIP_INDEX_BITS)) as usize & (RECIP_ROM.len() - 1);
        let r0 = i128::from(RECIP_ROM[idx]); // ~ 2^12 / v, v = m / 2^(M-1) in [1, 2)
        let one = 1i128 << (M + 11);
        let err = one - i128::from(self.m) * r0; // 2^(M+11) (1 - v r0 / 2^12)
        let r1 = (r0 << (M + 11)) + r0 * err; // 2^(M+23) / v
        Fp::of(
            r1.max(0) as u128,
            -(M as i32 + 23) - (self.e + M as i32 - 1),
        )
    }
}

/// One link speed's constants (profile, configuration time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpeedConsts {
    pub bps: u64,
    /// 8e12 / (B T): u' per byte of queue.
    pub kq: Fp,
    /// 8e12 / B: u' per byte per ps of txRate.
    pub kr: Fp,
    /// B T beta / 8e12: FNCC's converged window times N, bytes.
    pub lhcs: Fp,
}

/// A profile: the configuration of every CCC running an INT algorithm with it, and the
/// constants computed from it when it is loaded.
#[derive(Clone, Debug, PartialEq)]
pub struct IntProfile {
    pub params: IntParams,
    /// T, ps (40 bits).
    pub t_ps: u64,
    /// 1 / T per ps.
    pub k_t: Fp,
    /// eta on the multiplier, and as Q8.20 for the compare U >= eta.
    pub eta: Fp,
    pub eta_fx: u64,
    /// alpha as Q8.20 for the compare U_max > alpha.
    pub alpha_fx: u64,
    /// W_AI, Q32.8.
    pub wai_fx: u64,
    /// W_init, Q32.8.
    pub w_init_fx: u64,
    /// The link speeds' constants (at most [`INT_SPEEDS`]).
    pub speeds: Vec<SpeedConsts>,
}

impl IntProfile {
    /// The profile of `params` with an empty speed table.
    pub fn new(params: &IntParams) -> Result<IntProfile, String> {
        params.check()?;
        let q24 = |ppm: u32| ((u128::from(ppm) << U_FRAC) + 500_000) / 1_000_000;
        Ok(IntProfile {
            params: *params,
            t_ps: params.t_ps,
            k_t: Fp::from_f64(1.0 / params.t_ps as f64),
            eta: Fp::from_f64(f64::from(params.eta_ppm) / 1e6),
            eta_fx: q24(params.eta_ppm) as u64,
            alpha_fx: (q24(params.alpha_ppm) as u64).min(U_MAX_FX),
            wai_fx: params.wai << W_FRAC,
            w_init_fx: (params.w_init << W_FRAC).min(W_MAX_FX),
            speeds: Vec::new(),
        })
    }

    /// Loads a link speed's constants (configuration time). B = 0 and a full table are
    /// refused; a speed already present is not added twice.
    pub fn add_speed(&mut self, bps: u64) -> Result<usize, String> {
        if let Some(i) = self.speed_index(bps) {
            return Ok(i);
        }
        if bps == 0 {
            return Err("link speed 0 has no constants".into());
        }
        if self.speeds.len() >= INT_SPEEDS {
            return Err(format!(
                "the profile already holds {INT_SPEEDS} link speeds"
            ));
        }
        let b = bps as f64;
        let t = self.t_ps as f64;
        self.speeds.push(SpeedConsts {
            bps,
            kq: Fp::from_f64(8e12 / (b * t)),
            kr: Fp::from_f64(8e12 / b),
            lhcs: Fp::from_f64(b * t * (f64::from(self.params.beta_ppm) / 1e6) / 8e12),
        });
        Ok(self.speeds.len() - 1)
    }

    /// The speed index of a link speed (the event port's 3-bit field).
    pub fn speed_index(&self, bps: u64) -> Option<usize> {
        self.speeds.iter().position(|s| s.bps == bps)
    }

    /// The host's conversion of an event to the engine's port widths.
    pub fn hw_event(&self, ack: &IntAck) -> HwIntEvent {
        let mut hops = [HwHop::default(); INT_MAX_HOPS];
        let n = ack.hops.len();
        for (h, r) in hops.iter_mut().zip(ack.hops) {
            *h = HwHop {
                qlen: r.qlen.min(mask(QLEN_BITS)) as u32,
                ts: r.ts_ps & mask(TS_BITS),
                tx: r.txbytes & mask(TX_BITS),
                speed: self.speed_index(r.bps).map(|i| i as u8),
            };
        }
        let seq = ack.cum_ack.wrapping_mul(u64::from(self.params.mtu));
        HwIntEvent {
            t: ack.t_ps & mask(LAST_UPDATE_BITS),
            seq: seq & mask(LAST_UPDATE_BITS),
            snd_nxt: ack.snd_nxt & mask(LAST_UPDATE_BITS),
            n_flows: ack.n_flows.min(mask(N_FLOWS_BITS)) as u16,
            n_hops: n.min(INT_MAX_HOPS + 1) as u8,
            hops,
        }
    }
}

/// One INT record on the event port.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HwHop {
    /// [`QLEN_BITS`], saturated.
    pub qlen: u32,
    /// [`TS_BITS`] of ps.
    pub ts: u64,
    /// [`TX_BITS`] of the txBytes counter.
    pub tx: u64,
    /// The profile's speed index of B (3 bits and a valid bit; `None`: B = 0 or a speed
    /// the profile does not hold: the hop is skipped).
    pub speed: Option<u8>,
}

/// An INT event at the engine's port widths.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HwIntEvent {
    /// Event time, ps mod 2^48 (Rx-HPCC's now).
    pub t: u64,
    /// ack.seq = cum_ack x mtu, bytes mod 2^48.
    pub seq: u64,
    /// snd_nxt, bytes mod 2^48.
    pub snd_nxt: u64,
    /// N, saturated to 16 bits.
    pub n_flows: u16,
    /// Records on the ACK, 4 bits: 0..=8, and 9 for "more than the hardware holds".
    pub n_hops: u8,
    pub hops: [HwHop; INT_MAX_HOPS],
}

/// The previous ACK's record of one hop (the state's L).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LRecord {
    /// [`QLEN_BITS`].
    pub qlen: u32,
    /// [`TS_BITS`].
    pub ts: u64,
    /// [`TX_BITS`].
    pub tx: u64,
}

/// One CCC's state: 40 + 40 + 28 + 4 + 48 + 4 + 8 x 112 = 1,060 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntCccState {
    /// W, Q32.8, [`W_BITS`].
    pub w: u64,
    /// Wc, Q32.8, [`W_BITS`].
    pub wc: u64,
    /// U, Q8.20, [`U_BITS`].
    pub u: u32,
    /// [`INC_STAGE_BITS`].
    pub inc_stage: u8,
    /// lastUpdateSeq or lastUpdateTime, [`LAST_UPDATE_BITS`].
    pub last_update: u64,
    /// Records in L, 4 bits (0: no L yet).
    pub l_hops: u8,
    pub l: [LRecord; INT_MAX_HOPS],
}

/// The golden model of one CCC: its state and the last event's per-hop u'.
#[derive(Clone, Debug, PartialEq)]
pub struct IntFixed {
    pub s: IntCccState,
    /// u' per hop of the last event (Q8.20; 0 for a skipped hop): FNCC's U_k.
    pub u_k: [u64; INT_MAX_HOPS],
}

/// Serial-number compare: `a > b` modulo 2^bits.
fn serial_gt(a: u64, b: u64, bits: u32) -> bool {
    let d = a.wrapping_sub(b) & mask(bits);
    d != 0 && d < 1 << (bits - 1)
}

impl IntFixed {
    /// A CCC's state after its profile is bound: W = Wc = W_init, U = 1.
    pub fn new(p: &IntProfile) -> IntFixed {
        IntFixed {
            s: IntCccState {
                w: p.w_init_fx,
                wc: p.w_init_fx,
                u: ONE_FX as u32,
                inc_stage: 0,
                last_update: 0,
                l_hops: 0,
                l: [LRecord::default(); INT_MAX_HOPS],
            },
            u_k: [0; INT_MAX_HOPS],
        }
    }

    /// One event, converted by the host ([`IntProfile::hw_event`]) and processed.
    pub fn step(&mut self, p: &IntProfile, ack: &IntAck) -> IntStep {
        self.step_hw(p, &p.hw_event(ack))
    }

    /// u' of hop k (Q8.20) and its Δts, or `None` when the hop is skipped.
    fn u_prime(&self, p: &IntProfile, h: &HwHop, l: &LRecord) -> Option<(u64, u64)> {
        let sp = p.speeds.get(usize::from(h.speed?))?;
        let dts = forward(h.ts, l.ts, TS_BITS).filter(|&d| d > 0)?;
        let dtx = forward(h.tx, l.tx, TX_BITS).unwrap_or(0);
        let qmin = h.qlen.min(l.qlen);
        let f = U_FRAC as i32;
        let uq = Fp::int(u64::from(qmin)).times(sp.kq).to_fixed(f, U_MAX_FX);
        let ut = Fp::int(dtx)
            .times(sp.kr)
            .times(Fp::int(dts).recip())
            .to_fixed(f, U_MAX_FX);
        Some(((uq + ut).min(U_MAX_FX), dts))
    }

    /// One event at the port's widths.
    pub fn step_hw(&mut self, p: &IntProfile, ev: &HwIntEvent) -> IntStep {
        let n = usize::from(ev.n_hops);
        let mut out = IntStep {
            branch: Branch::None,
            update_wc: false,
            lhcs: false,
            refused: false,
        };
        if n == 0 {
            return out;
        }
        if n > INT_MAX_HOPS {
            out.refused = true;
            return out;
        }
        let lb = LAST_UPDATE_BITS;
        out.update_wc = match p.params.algo {
            IntAlgo::Hpcc | IntAlgo::Fncc => serial_gt(ev.seq, self.s.last_update, lb),
            IntAlgo::RxHpcc => serial_gt(ev.t, (self.s.last_update + p.t_ps) & mask(lb), lb),
        };
        self.u_k = [0; INT_MAX_HOPS];
        if usize::from(self.s.l_hops) == n {
            self.measure_inflight(p, ev);
            if p.params.algo == IntAlgo::Fncc {
                out.lhcs = self.lhcs(p, ev);
            }
            out.branch = self.compute_wind(p, out.update_wc);
        }
        if out.update_wc {
            self.s.last_update = match p.params.algo {
                IntAlgo::RxHpcc => ev.t,
                _ => ev.snd_nxt,
            };
        }
        self.s.l_hops = n as u8;
        for (l, h) in self.s.l.iter_mut().zip(&ev.hops[..n]) {
            *l = LRecord {
                qlen: h.qlen,
                ts: h.ts,
                tx: h.tx,
            };
        }
        out
    }

    /// MeasureInflight: the per-hop u' (independent of each other: one hop per multiplier
    /// slot), the strict maximum in scan order, then U += a (u - U) with a = min(tau, T)/T.
    fn measure_inflight(&mut self, p: &IntProfile, ev: &HwIntEvent) {
        let n = usize::from(ev.n_hops);
        let mut u = 0u64;
        let mut tau = 0u64;
        for i in 0..n {
            let k = if p.params.algo == IntAlgo::Fncc {
                n - 1 - i
            } else {
                i
            };
            if let Some((up, dts)) = self.u_prime(p, &ev.hops[k], &self.s.l[k]) {
                self.u_k[k] = up;
                if up > u {
                    u = up;
                    tau = dts;
                }
            }
        }
        if tau == 0 {
            return;
        }
        let a = if tau >= p.t_ps {
            ONE_FX
        } else {
            Fp::int(tau).times(p.k_t).to_fixed(U_FRAC as i32, ONE_FX)
        };
        let cur = u64::from(self.s.u);
        let step = Fp::int(u.abs_diff(cur))
            .times(Fp::int(a))
            .to_fixed(-(U_FRAC as i32), U_MAX_FX);
        let next = if u >= cur {
            (cur + step).min(U_MAX_FX)
        } else {
            cur.saturating_sub(step)
        };
        // U > 0: the floor of one LSB keeps 1/U defined
        self.s.u = next.max(1) as u32;
    }

    /// FNCC: Hop_Detection over u'_k, last hop first; LHCS sets Wc = (B T beta / 8e12) / N.
    fn lhcs(&mut self, p: &IntProfile, ev: &HwIntEvent) -> bool {
        let n = usize::from(ev.n_hops);
        let mut u_max = 0u64;
        let mut hop = None;
        for k in (0..n).rev() {
            if self.u_k[k] > u_max {
                u_max = self.u_k[k];
                hop = Some(k);
            }
        }
        if hop != Some(n - 1) || u_max <= p.alpha_fx || ev.n_flows == 0 {
            return false;
        }
        let Some(sp) = ev.hops[n - 1]
            .speed
            .and_then(|i| p.speeds.get(usize::from(i)))
        else {
            return false;
        };
        self.s.wc = sp
            .lhcs
            .times(Fp::int(u64::from(ev.n_flows)).recip())
            .to_fixed(W_FRAC as i32, W_MAX_FX);
        true
    }

    /// ComputeWind: W = Wc eta / U + W_AI (MI/MD) or Wc + W_AI (AI).
    fn compute_wind(&mut self, p: &IntProfile, update_wc: bool) -> Branch {
        let s = &mut self.s;
        let max_stage = p.params.max_stage.min(MAX_STAGE_MAX) as u8;
        let branch = if u64::from(s.u) >= p.eta_fx || s.inc_stage >= max_stage {
            let w = Fp::int(s.wc)
                .times(p.eta)
                .times(Fp::int(u64::from(s.u)).recip())
                .to_fixed(U_FRAC as i32, W_MAX_FX);
            s.w = (w + p.wai_fx).min(W_MAX_FX);
            if update_wc {
                s.inc_stage = 0;
            }
            Branch::MiMd
        } else {
            s.w = (s.wc + p.wai_fx).min(W_MAX_FX);
            if update_wc {
                s.inc_stage = (s.inc_stage + 1).min(mask(INC_STAGE_BITS) as u8);
            }
            Branch::Ai
        };
        if update_wc {
            s.wc = s.w;
        }
        branch
    }
}

/// The golden model with its profile, as a replay drives it.
#[derive(Clone, Debug, PartialEq)]
pub struct IntGolden {
    pub profile: IntProfile,
    pub ccc: IntFixed,
}

impl IntGolden {
    pub fn new(params: &IntParams) -> Result<IntGolden, String> {
        let profile = IntProfile::new(params)?;
        let ccc = IntFixed::new(&profile);
        Ok(IntGolden { profile, ccc })
    }
}

impl IntModel for IntGolden {
    fn step(&mut self, ack: &IntAck) -> IntStep {
        self.ccc.step(&self.profile, ack)
    }
    fn w(&self) -> f64 {
        self.ccc.s.w as f64 / f64::from(1u32 << W_FRAC)
    }
    fn wc(&self) -> f64 {
        self.ccc.s.wc as f64 / f64::from(1u32 << W_FRAC)
    }
    fn u(&self) -> f64 {
        f64::from(self.ccc.s.u) / ONE_FX as f64
    }
    fn inc_stage(&self) -> u32 {
        u32::from(self.ccc.s.inc_stage)
    }
}

/// Sets `bits` bits of `v` at bit `at` of a little-endian word vector (the INT engine's
/// packed words).
pub fn put_bits(w: &mut [u64], at: u32, bits: u32, v: u64) {
    for b in 0..bits {
        if (v >> b) & 1 == 1 {
            let i = at + b;
            w[(i / 64) as usize] |= 1 << (i % 64);
        }
    }
}

/// Reads `bits` bits at bit `at` of a little-endian word vector.
pub fn get_bits(w: &[u64], at: u32, bits: u32) -> u64 {
    (0..bits).fold(0, |v, b| {
        let i = at + b;
        v | ((w[(i / 64) as usize] >> (i % 64)) & 1) << b
    })
}

impl Fp {
    /// The value as the INT engine holds it: mantissa in bits 0..16, the exponent (10-bit
    /// two's complement) in 16..26.
    pub fn word(self) -> u64 {
        u64::from(self.m) | ((self.e as u64) & mask(FP_EXP_BITS)) << INT_MUL_BITS
    }
}

/// The INT engine's words (`nscc_rtl::int::int_engine`): each field's offset is declared here
/// once; the RTL's slices and the co-simulation's packing derive from these.
pub mod words {
    use super::*;

    /// The CCC head ([`INT_HEAD_BITS`]): W, Wc, U, incStage, lastUpdate, L's hop count.
    pub const HEAD_W: u32 = 0;
    pub const HEAD_WC: u32 = HEAD_W + W_BITS;
    pub const HEAD_U: u32 = HEAD_WC + W_BITS;
    pub const HEAD_INC: u32 = HEAD_U + U_BITS;
    pub const HEAD_LU: u32 = HEAD_INC + INC_STAGE_BITS;
    pub const HEAD_LH: u32 = HEAD_LU + LAST_UPDATE_BITS;
    /// One L record ([`INT_L_BITS`]): qlen, ts, txBytes.
    pub const L_Q: u32 = 0;
    pub const L_TS: u32 = QLEN_BITS;
    pub const L_TX: u32 = QLEN_BITS + TS_BITS;
    /// One INT record on the event port: qlen, ts, txBytes, the speed's valid bit and
    /// index (116 bits, record k at bit 116 k of `ev_hops`).
    pub const HOP_BITS: u32 = INT_L_BITS + 4;
    pub const HOP_SV: u32 = INT_L_BITS;
    pub const HOP_SPEED: u32 = INT_L_BITS + 1;
    /// A profile: the algorithm (0 HPCC++, 1 Rx-HPCC, 2 FNCC), T, 1/T, eta, eta and alpha
    /// as Q8.20, W_AI (Q32.8, saturated to W's width), maxStage (194 bits).
    pub const PROF_ALGO: u32 = 0;
    pub const PROF_T: u32 = 2;
    pub const PROF_KT: u32 = PROF_T + 40;
    pub const PROF_ETA: u32 = PROF_KT + 26;
    pub const PROF_ETA_FX: u32 = PROF_ETA + 26;
    pub const PROF_ALPHA_FX: u32 = PROF_ETA_FX + U_BITS;
    pub const PROF_WAI: u32 = PROF_ALPHA_FX + U_BITS;
    pub const PROF_MAX_STAGE: u32 = PROF_WAI + W_BITS;
    pub const PROF_BITS: u32 = PROF_MAX_STAGE + INC_STAGE_BITS;
    /// A link speed's constants: u' per byte of queue, per byte per ps of rate, FNCC's
    /// converged window x N, and the valid bit (79 bits).
    pub const SPEED_KQ: u32 = 0;
    pub const SPEED_KR: u32 = 26;
    pub const SPEED_LHCS: u32 = 52;
    pub const SPEED_VALID: u32 = 78;
    /// A binding (the configuration port's op 2): the initial head, then bound, the
    /// profile (2 bits) and its algorithm (2 bits).
    pub const BIND_BOUND: u32 = INT_HEAD_BITS;
    pub const BIND_PROF: u32 = BIND_BOUND + 1;
    pub const BIND_ALGO: u32 = BIND_PROF + 2;
    pub const BIND_BITS: u32 = BIND_ALGO + 2;
}

/// The algorithm's code in the engine's words.
pub fn algo_code(a: IntAlgo) -> u64 {
    match a {
        IntAlgo::Hpcc => 0,
        IntAlgo::RxHpcc => 1,
        IntAlgo::Fncc => 2,
    }
}

impl IntCccState {
    /// The head word ([`words`]`::HEAD_*`).
    pub fn head_word(&self) -> [u64; 3] {
        use words::*;
        let mut w = [0u64; 3];
        put_bits(&mut w, HEAD_W, W_BITS, self.w);
        put_bits(&mut w, HEAD_WC, W_BITS, self.wc);
        put_bits(&mut w, HEAD_U, U_BITS, u64::from(self.u));
        put_bits(&mut w, HEAD_INC, INC_STAGE_BITS, u64::from(self.inc_stage));
        put_bits(&mut w, HEAD_LU, LAST_UPDATE_BITS, self.last_update);
        put_bits(&mut w, HEAD_LH, 4, u64::from(self.l_hops));
        w
    }
}

impl LRecord {
    /// The L word ([`words`]`::L_*`).
    pub fn word(&self) -> u128 {
        u128::from(self.qlen)
            | u128::from(self.ts) << words::L_TS
            | u128::from(self.tx) << words::L_TX
    }
}

impl IntProfile {
    /// The profile word ([`words`]`::PROF_*`).
    pub fn word(&self) -> [u64; 4] {
        use words::*;
        let mut w = [0u64; 4];
        put_bits(&mut w, PROF_ALGO, 2, algo_code(self.params.algo));
        put_bits(&mut w, PROF_T, 40, self.t_ps);
        put_bits(&mut w, PROF_KT, 26, self.k_t.word());
        put_bits(&mut w, PROF_ETA, 26, self.eta.word());
        put_bits(&mut w, PROF_ETA_FX, U_BITS, self.eta_fx.min(U_MAX_FX));
        put_bits(&mut w, PROF_ALPHA_FX, U_BITS, self.alpha_fx);
        put_bits(&mut w, PROF_WAI, W_BITS, self.wai_fx.min(W_MAX_FX));
        put_bits(
            &mut w,
            PROF_MAX_STAGE,
            INC_STAGE_BITS,
            u64::from(self.params.max_stage.min(MAX_STAGE_MAX)),
        );
        w
    }

    /// The binding word of a CCC bound to profile slot `slot` of this profile
    /// ([`words`]`::BIND_*`): its initial head and the binding fields.
    pub fn bind_word(&self, slot: usize) -> [u64; 4] {
        use words::*;
        let mut w = [0u64; 4];
        w[..3].copy_from_slice(&IntFixed::new(self).s.head_word());
        put_bits(&mut w, BIND_BOUND, 1, 1);
        put_bits(&mut w, BIND_PROF, 2, slot as u64);
        put_bits(&mut w, BIND_ALGO, 2, algo_code(self.params.algo));
        w
    }

    /// The word of speed index `i` ([`words`]`::SPEED_*`; invalid past the table).
    pub fn speed_word(&self, i: usize) -> u128 {
        let Some(s) = self.speeds.get(i) else {
            return 0;
        };
        u128::from(s.kq.word())
            | u128::from(s.kr.word()) << words::SPEED_KR
            | u128::from(s.lhcs.word()) << words::SPEED_LHCS
            | 1 << words::SPEED_VALID
    }
}

impl HwIntEvent {
    /// The event's records as the port's `ev_hops` ([`words`]`::HOP_*`, record k at bit
    /// `HOP_BITS x k`); records past `n_hops` are zero.
    pub fn hops_word(&self) -> Vec<u64> {
        use words::*;
        let mut w = vec![0u64; (HOP_BITS as usize * INT_MAX_HOPS).div_ceil(64)];
        for (k, h) in self
            .hops
            .iter()
            .enumerate()
            .take(usize::from(self.n_hops).min(INT_MAX_HOPS))
        {
            let at = HOP_BITS * k as u32;
            put_bits(&mut w, at + L_Q, QLEN_BITS, u64::from(h.qlen));
            put_bits(&mut w, at + L_TS, TS_BITS, h.ts);
            put_bits(&mut w, at + L_TX, TX_BITS, h.tx);
            if let Some(s) = h.speed {
                put_bits(&mut w, at + HOP_SV, 1, 1);
                put_bits(&mut w, at + HOP_SPEED, 3, u64::from(s));
            }
        }
        w
    }
}

/// Bits of one INT CCC's state without its L records: W, Wc, U, incStage, lastUpdate and
/// the L hop count (164).
pub const INT_HEAD_BITS: u32 = 2 * W_BITS + U_BITS + INC_STAGE_BITS + LAST_UPDATE_BITS + 4;
/// Bits of one hop's L record: qlen, ts, txBytes (112).
pub const INT_L_BITS: u32 = QLEN_BITS + TS_BITS + TX_BITS;

/// Bits of one INT CCC's state in a build holding `hops` L records.
pub fn int_state_bits(hops: usize) -> u32 {
    INT_HEAD_BITS + hops as u32 * INT_L_BITS
}

/// Block RAMs the INT state of `cccs` CCCs with `hops` L records takes on `dev`: the head
/// (11 words of 16 bits) in its own blocks, the L records (7 words per hop) in theirs, each
/// CCC's words at consecutive addresses (the layout of the EV engine's contexts).
pub fn int_brams(dev: &crate::multipath::BramDevice, cccs: usize, hops: usize) -> usize {
    dev.brams_for(INT_HEAD_BITS.div_ceil(16) as usize, cccs)
        + dev.brams_for((INT_L_BITS.div_ceil(16) as usize) * hops, cccs)
}

/// The CCC trade-off table of `docs/int-cc.md`: per INT CCC count, for each hop count, the
/// block RAMs of the INT state (bits per CCC) and whether they fit in what the NSCC board
/// build leaves on `dev`. HPCC++, Rx-HPCC and FNCC hold the same state, so one table serves
/// the three; the NSCC CCCs keep the engine's own context store.
pub fn int_budget_markdown(
    dev: &crate::multipath::BramDevice,
    cccs: &[usize],
    hops: &[usize],
) -> String {
    let mut s = String::from("| INT CCCs |");
    for h in hops {
        s.push_str(&format!(" {h} hop{} |", if *h == 1 { "" } else { "s" }));
    }
    s.push_str("\n|---|");
    for _ in hops {
        s.push_str("---|");
    }
    s.push('\n');
    for &c in cccs {
        s.push_str(&format!("| {c} |"));
        for &h in hops {
            let b = int_brams(dev, c, h);
            let mark = if b <= dev.left() { "**fits**" } else { "no" };
            s.push_str(&format!(" {b} ({} b): {mark} |", int_state_bits(h)));
        }
        s.push('\n');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recip_is_within_2_pow_minus_15() {
        let mut worst = 0f64;
        for x in (1u64..5_000_000)
            .step_by(7919)
            .chain([1, 2, 3, 1 << 40, u64::MAX])
        {
            let r = Fp::int(x).recip();
            let got = f64::from(r.m) * 2f64.powi(r.e);
            let e = (got * x as f64 - 1.0).abs();
            worst = worst.max(e);
        }
        assert!(worst < 2f64.powi(-15), "worst {worst}");
    }

    /// The exponent's bounds: above saturates to the largest value, below flushes to 0, and
    /// every product of two values stays a value.
    #[test]
    fn fp_exponent_saturates_and_flushes_at_its_width() {
        let top = Fp {
            m: (1 << INT_MUL_BITS) - 1,
            e: FP_EXP_MAX,
        };
        assert_eq!(
            Fp::of(1, FP_EXP_MAX + 15),
            Fp {
                m: 1 << 15,
                e: FP_EXP_MAX
            }
        );
        assert_eq!(Fp::of(1, FP_EXP_MAX + 16), top);
        assert_eq!(Fp::of(u128::MAX, FP_EXP_MAX), top);
        assert_eq!(
            Fp::of(1 << 15, FP_EXP_MIN),
            Fp {
                m: 1 << 15,
                e: FP_EXP_MIN
            }
        );
        assert_eq!(Fp::of(1 << 15, FP_EXP_MIN - 1), Fp::ZERO);
        assert_eq!(top.times(top), top);
        let tiny = Fp::of(1 << 15, FP_EXP_MIN);
        assert_eq!(tiny.times(tiny), Fp::ZERO);
        assert_eq!(
            tiny.recip(),
            Fp {
                m: 1 << 15,
                e: -FP_EXP_MIN - 30
            }
        );
        // the rounding carry that crosses the bound saturates
        assert_eq!(Fp::of(0xFFFF_8000, FP_EXP_MAX - 16), top);
    }

    /// The engine's words hold every field at its width, at its offset, and nothing else.
    #[test]
    fn engine_words_hold_every_field_at_its_width() {
        let s = IntCccState {
            w: (1 << W_BITS) - 1,
            wc: 0x12_3456_789A,
            u: (1 << U_BITS) - 1,
            inc_stage: 15,
            last_update: (1 << LAST_UPDATE_BITS) - 2,
            l_hops: 9,
            l: [LRecord::default(); INT_MAX_HOPS],
        };
        let w = s.head_word();
        assert_eq!(get_bits(&w, words::HEAD_W, W_BITS), s.w);
        assert_eq!(get_bits(&w, words::HEAD_WC, W_BITS), s.wc);
        assert_eq!(get_bits(&w, words::HEAD_U, U_BITS), u64::from(s.u));
        assert_eq!(get_bits(&w, words::HEAD_INC, 4), 15);
        assert_eq!(
            get_bits(&w, words::HEAD_LU, LAST_UPDATE_BITS),
            s.last_update
        );
        assert_eq!(get_bits(&w, words::HEAD_LH, 4), 9);
        // nothing above the head's width
        assert_eq!(w[2] >> (INT_HEAD_BITS - 128), 0);
        let l = LRecord {
            qlen: u32::MAX,
            ts: (1 << TS_BITS) - 1,
            tx: 5,
        };
        assert_eq!(l.word() >> INT_L_BITS, 0);
        assert_eq!((l.word() >> words::L_TX) as u64, 5);
        let neg = Fp { m: 0x8001, e: -3 };
        assert_eq!(neg.word(), 0x8001 | (0x3FD << 16));
        let p = IntProfile::new(&IntParams {
            algo: IntAlgo::Fncc,
            t_ps: 8_000_000,
            eta_ppm: 950_000,
            max_stage: 5,
            wai: 80,
            w_init: 100_000,
            alpha_ppm: 500_000,
            beta_ppm: 1_000_000,
            mtu: 4096,
        })
        .unwrap();
        let pw = p.word();
        assert_eq!(get_bits(&pw, words::PROF_ALGO, 2), 2);
        assert_eq!(get_bits(&pw, words::PROF_T, 40), 8_000_000);
        assert_eq!(get_bits(&pw, words::PROF_ETA, 26), p.eta.word());
        assert_eq!(get_bits(&pw, words::PROF_MAX_STAGE, 4), 5);
        assert_eq!(pw[3] >> (words::PROF_BITS - 192), 0);
        assert_eq!(p.speed_word(0), 0, "no speed loaded: invalid");
    }

    #[test]
    fn fp_rounds_to_nearest() {
        let m = INT_MUL_BITS;
        let fp = |m: u32, e: i32| Fp { m, e };
        assert_eq!(Fp::of(1, 0), fp(1 << (m - 1), 1 - m as i32));
        // one bit too many, the dropped bit a half: ties up
        assert_eq!(Fp::of((1u128 << m) | 1, 0), fp((1 << (m - 1)) + 1, 1));
        assert_eq!(Fp::of((1u128 << m) | 2, 0), fp((1 << (m - 1)) + 1, 1));
        assert_eq!(Fp::of((1u128 << m) | 3, 0), fp((1 << (m - 1)) + 2, 1));
        // carry out of the top renormalises
        assert_eq!(Fp::of((1u128 << (m + 1)) - 1, 0), fp(1 << (m - 1), 2));
        assert_eq!(Fp::int(12345).to_fixed(0, u64::MAX), 12345);
        assert_eq!(Fp::int(5).to_fixed(-1, u64::MAX), 3);
        assert_eq!(Fp::int(5).to_fixed(-1, 2), 2);
    }
}
