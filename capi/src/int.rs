//! The INT handle (`nscc_int`): one CCC running HPCC++, Rx-HPCC or FNCC
//! (`golden_model::intcc`, `docs/int-cc.md`) on the golden fixed-point model (the hardware's
//! arithmetic) or the f64 model.

use golden_model::intcc::fixed::{IntGolden, INT_SPEEDS, U_FRAC, W_FRAC};
use golden_model::intcc::float::{round_even, IntFloat};
use golden_model::intcc::{IntAck, IntAlgo, IntHop, IntModel, IntParams, IntStep, INT_MAX_HOPS};

use crate::handles::{guard, poison_field, poisoned_failure, Failure, Poison};
use crate::{
    NsccIntAck, NsccIntConfig, NsccIntHop, NsccIntOutput, NsccIntState, NSCC_ERR_ARG,
    NSCC_ERR_CONFIG, NSCC_ERR_REFUSED, NSCC_INT_FLOAT, NSCC_INT_FNCC, NSCC_INT_GOLDEN,
    NSCC_INT_HPCC, NSCC_INT_RX_HPCC,
};

/// The algorithm of an `NSCC_INT_*` code.
fn algo_of(code: u32) -> Result<IntAlgo, Failure> {
    match code {
        NSCC_INT_HPCC => Ok(IntAlgo::Hpcc),
        NSCC_INT_RX_HPCC => Ok(IntAlgo::RxHpcc),
        NSCC_INT_FNCC => Ok(IntAlgo::Fncc),
        _ => Err(Failure::new(
            NSCC_ERR_ARG,
            format!("algo {code} is not NSCC_INT_HPCC, _RX_HPCC or _FNCC (0..=2)"),
        )),
    }
}

/// The parameters of a C configuration (algorithm and model codes checked, not the values).
fn params_of(c: &NsccIntConfig) -> Result<IntParams, Failure> {
    let algo = algo_of(c.algo)?;
    if c.model != NSCC_INT_GOLDEN && c.model != NSCC_INT_FLOAT {
        return Err(Failure::new(
            NSCC_ERR_ARG,
            format!(
                "model {} is not NSCC_INT_GOLDEN or NSCC_INT_FLOAT (0, 1)",
                c.model
            ),
        ));
    }
    Ok(IntParams {
        algo,
        t_ps: c.t_ps,
        eta_ppm: c.eta_ppm,
        max_stage: c.max_stage,
        wai: c.wai,
        w_init: c.init_cwnd,
        alpha_ppm: c.alpha_ppm,
        beta_ppm: c.beta_ppm,
        mtu: c.mtu,
    })
}

/// The golden model of a configuration, its link speeds loaded, or why it is impossible.
/// (The f64 model takes the same checks: one configuration runs on either model.)
pub fn golden_of(c: &NsccIntConfig) -> Result<IntGolden, Failure> {
    let p = params_of(c)?;
    let cfg = |e: String| {
        Failure::new(
            NSCC_ERR_CONFIG,
            format!("impossible INT configuration: {e}"),
        )
    };
    let mut g = IntGolden::new(&p).map_err(cfg)?;
    let n = c.n_speeds as usize;
    if n > INT_SPEEDS {
        return Err(cfg(format!(
            "n_speeds {n} is above NSCC_INT_SPEEDS ({INT_SPEEDS})"
        )));
    }
    if c.auto_speeds > 1 {
        return Err(Failure::new(
            NSCC_ERR_ARG,
            format!("auto_speeds {} is not 0 or 1", c.auto_speeds),
        ));
    }
    for (i, &b) in c.speeds_bps[..n].iter().enumerate() {
        g.profile
            .add_speed(b)
            .map_err(|e| cfg(format!("speeds_bps[{i}]: {e}")))?;
    }
    Ok(g)
}

// One model per handle, stepped on every ACK: no box (one indirection fewer per call).
#[allow(clippy::large_enum_variant)]
enum Model {
    Golden(IntGolden),
    Float(IntFloat),
}

/// One INT CCC (`nscc_int`).
pub struct NsccInt {
    model: Model,
    algo: IntAlgo,
    t_ps: u64,
    auto_speeds: bool,
    hops: Vec<IntHop>,
    events: u64,
    refused: u64,
    poisoned: bool,
}

poison_field!(NsccInt);

impl NsccInt {
    pub fn new(c: &NsccIntConfig) -> Result<NsccInt, Failure> {
        let g = golden_of(c)?;
        let p = g.profile.params;
        let model = if c.model == NSCC_INT_FLOAT {
            Model::Float(IntFloat::new(&p).map_err(|e| {
                Failure::new(
                    NSCC_ERR_CONFIG,
                    format!("impossible INT configuration: {e}"),
                )
            })?)
        } else {
            Model::Golden(g)
        };
        Ok(NsccInt {
            model,
            algo: p.algo,
            t_ps: p.t_ps,
            auto_speeds: c.auto_speeds != 0,
            hops: Vec::with_capacity(INT_MAX_HOPS),
            events: 0,
            refused: 0,
            poisoned: false,
        })
    }

    fn dyn_model(&self) -> &dyn IntModel {
        match &self.model {
            Model::Golden(g) => g,
            Model::Float(f) => f,
        }
    }

    /// Loads a link speed's constants (golden; the f64 model uses B as it comes).
    pub fn add_speed(&mut self, bps: u64) -> Result<(), Failure> {
        guard(self, |h| match &mut h.model {
            Model::Golden(g) => g
                .profile
                .add_speed(bps)
                .map(|_| ())
                .map_err(|e| Failure::new(NSCC_ERR_CONFIG, format!("link speed {bps}: {e}"))),
            Model::Float(_) => Ok(()),
        })
    }

    /// One ACK with its records; more than [`INT_MAX_HOPS`] records are refused (counted,
    /// nothing changes).
    pub fn on_ack(
        &mut self,
        a: &NsccIntAck,
        hops: &[NsccIntHop],
    ) -> Result<NsccIntOutput, Failure> {
        guard(self, |h| {
            h.hops.clear();
            h.hops.extend(hops.iter().map(|r| IntHop {
                qlen: r.qlen,
                ts_ps: r.ts_ps,
                txbytes: r.txbytes,
                bps: r.bps,
            }));
            let ack = IntAck {
                t_ps: a.t_ps,
                cum_ack: a.cum_ack,
                snd_nxt: a.snd_nxt,
                n_flows: a.n_flows,
                hops: &h.hops,
            };
            let step = match &mut h.model {
                Model::Golden(g) => {
                    if h.auto_speeds {
                        for r in ack.hops {
                            let _ = g.profile.add_speed(r.bps);
                        }
                    }
                    g.step(&ack)
                }
                Model::Float(f) => f.step(&ack),
            };
            h.events += 1;
            Ok(h.output(&step))
        })
    }

    /// An ACK refused for carrying `n` records.
    pub fn refuse(&mut self, n: u32) -> Failure {
        if self.poisoned {
            return poisoned_failure();
        }
        self.refused += 1;
        Failure::new(
            NSCC_ERR_REFUSED,
            format!(
                "ACK refused: {n} INT records, the hardware holds at most {INT_MAX_HOPS}; nothing changed"
            ),
        )
    }

    fn fixed(&self) -> (u64, u64, u64) {
        match &self.model {
            Model::Golden(g) => (g.ccc.s.w, g.ccc.s.wc, u64::from(g.ccc.s.u)),
            Model::Float(f) => (
                round_even(f.w * f64::from(1u32 << W_FRAC)),
                round_even(f.wc * f64::from(1u32 << W_FRAC)),
                round_even(f.u * f64::from(1u32 << U_FRAC)),
            ),
        }
    }

    fn output(&self, step: &IntStep) -> NsccIntOutput {
        let m = self.dyn_model();
        let (w_q8, wc_q8, u_q20) = self.fixed();
        NsccIntOutput {
            cwnd: round_even(m.w()),
            wc: round_even(m.wc()),
            w_q8,
            wc_q8,
            u_q20,
            u_ppm: round_even(m.u() * 1e6),
            rate_bps: round_even(m.w() * 8e12 / self.t_ps as f64),
            inc_stage: m.inc_stage(),
            action: step.action() as u32,
            branch: step.branch as u32,
            update_wc: u8::from(step.update_wc),
            lhcs: u8::from(step.lhcs),
        }
    }

    pub fn state(&self) -> Result<NsccIntState, Failure> {
        let h = self.checked()?;
        let m = h.dyn_model();
        let (w_q8, wc_q8, u_q20) = h.fixed();
        let (last_update, l_hops) = match &h.model {
            Model::Golden(g) => (g.ccc.s.last_update, u32::from(g.ccc.s.l_hops)),
            Model::Float(f) => (f.last_update, f.l.len() as u32),
        };
        Ok(NsccIntState {
            cwnd: round_even(m.w()),
            wc: round_even(m.wc()),
            w_q8,
            wc_q8,
            u_q20,
            u_ppm: round_even(m.u() * 1e6),
            last_update,
            events: h.events,
            refused: h.refused,
            inc_stage: m.inc_stage(),
            l_hops,
            algo: match h.algo {
                IntAlgo::Hpcc => NSCC_INT_HPCC,
                IntAlgo::RxHpcc => NSCC_INT_RX_HPCC,
                IntAlgo::Fncc => NSCC_INT_FNCC,
            },
            model: match h.model {
                Model::Golden(_) => NSCC_INT_GOLDEN,
                Model::Float(_) => NSCC_INT_FLOAT,
            },
        })
    }
}
