//! The float reference model: htsim's NSCC (`uec.cpp`, sender side) in f64.
//!
//! This model is the yardstick of the fixed-point model in [`crate::nscc`]. It follows the
//! formulas of htsim's NSCC sender one for one, in double precision, and it also keeps
//! htsim's *storage* types: htsim accumulates doubles into integer members (`mem_b` =
//! int64 for cwnd/MaxWnd/BDP, `simtime_picosec` = uint64 for avg_delay, `uint32_t` for the
//! increase credit and the quick-adapt counters), so every such assignment truncates
//! toward zero here too, and uint32 members wrap modulo 2^32 the way gcc's x86-64 code
//! does. Fed with the header and input columns of the recorded htsim traces
//! (`traces/htsim`), it reproduces htsim's cwnd, avg_delay, base RTT, MaxWnd, action
//! and fulfill flag on every ack/nack row (see the test at the end of this file).
//!
//! Every field of [`FloatState`] is an f64 holding the value htsim stores, so it is an
//! integer wherever htsim's member is an integer.
//!
//! The details of htsim that decide bit-exactness (the ones marked * are exercised by the
//! traces: getting them wrong produces mismatches):
//! * avg_delay is truncated to an integer after every EWMA step*; cwnd is truncated after
//!   every double update (MD factor, fast increase, eta)*; fulfill adds
//!   `inc_bytes / cwnd` as an *integer* division*.
//! * EWMA: a non-ECN ack whose delay exceeds the target feeds base_rtt / 4 instead of the
//!   delay*; every nack feeds the network RTT as an ECN sample*; MD uses avg_delay after
//!   this ack's EWMA step*.
//! * fulfill fires when received bytes `>` 8 x MTU* or `now - last_adjust > network RTT`*;
//!   eta inside it needs `>=`*. The byte count is reset only by fulfill, qa and ignored.
//! * quick adapt restarts its window (achieved bytes = 0) whenever the window has ended,
//!   fired or not*; `qa_end == 0` (no window yet) only starts the first window.
//! * fast increase: `fi_count > cwnd`* (uint32 vs int64), delay `< 1 us`.
//! * the increase credit `inc_bytes` is a uint32: gcc (-O3, x86-64 baseline) converts the
//!   double sum with a 64-bit `cvttsd2si` and keeps the low 32 bits, so it wraps modulo
//!   2^32. No recorded trace overflows it (largest value reached 4,262,184,615, in the
//!   128-flow permutation), so wrap, saturation and exact f64 all agree on them.
//!
//! Beyond htsim, acks also carry the project's destination flow control
//! (`rcv_cwnd_pend` penalty and `rc` restore flag, from the UET NSCC destination flow
//! control description), which htsim does not model; it is a no-op on htsim traces, where
//! both columns are 0.

use crate::action::Action;
use crate::config::{CccConfig, ConfigError, HtsimParams};
use crate::event::{Event, EventKind};

/// 2^32, the modulus of htsim's `uint32_t` members.
const TWO_POW_32: f64 = 4_294_967_296.0;
/// 2^63: gcc's double -> integer conversion (cvttsd2si, 64-bit) is only defined below it.
const TWO_POW_63: f64 = 9_223_372_036_854_775_808.0;
/// Fast increase applies while the delay is below 1 us (htsim `timeFromUs(1u)`).
const FAST_INCREASE_DELAY_PS: f64 = 1_000_000.0;

/// Assignment of a double to an `int64_t` (`mem_b`) member: truncation toward zero.
fn to_i64(x: f64) -> f64 {
    x.trunc()
}

/// Assignment of a double to a `uint64_t` (`simtime_picosec`) member. The values NSCC
/// stores this way (avg_delay) are never negative, so this is truncation toward zero.
fn to_u64(x: f64) -> f64 {
    x.trunc()
}

/// Assignment of a double (or a wider integer) to a `uint32_t` member, as gcc compiles it
/// for x86-64: `cvttsd2si` into a 64-bit register, then the low 32 bits. So a value in
/// (-2^63, 2^63) is truncated toward zero and reduced modulo 2^32; anything else (the
/// 64-bit "integer indefinite" 0x8000_0000_0000_0000) gives 0.
fn to_u32(x: f64) -> f64 {
    let t = x.trunc();
    // NaN is outside the range too.
    if !(-TWO_POW_63..TWO_POW_63).contains(&t) {
        return 0.0;
    }
    t.rem_euclid(TWO_POW_32)
}

/// htsim's NSCC state of one flow, as the members of `UecSrc` hold it.
#[derive(Clone, Debug, PartialEq)]
pub struct FloatState {
    /// `_cwnd`, bytes (int64, so always integral).
    pub cwnd: f64,
    /// `_maxwnd` = 1.5 x BDP, bytes (int64).
    pub maxwnd: f64,
    /// `_bdp`, bytes (int64).
    pub bdp: f64,
    /// `_base_rtt`, ps (uint64).
    pub base_rtt_ps: f64,
    /// `_avg_delay`, ps (uint64: truncated after every EWMA step).
    pub avg_delay_ps: f64,
    /// `_inc_bytes`: pending increase credit, bytes^2 (uint32: truncated and wrapped).
    pub inc_bytes: f64,
    /// `_received_bytes`: bytes acked since the last fulfill / qa / ignored (int64).
    pub received_bytes: f64,
    /// `_achieved_bytes`: bytes acked in the current quick-adapt window (int64).
    pub achieved_bytes: f64,
    /// `_bytes_to_ignore`: in-flight snapshot taken when quick adapt fired (uint32).
    pub bytes_to_ignore: f64,
    /// `_bytes_ignored`: bytes acked or nacked since quick adapt fired (uint32).
    pub bytes_ignored: f64,
    /// `_fi_count`: bytes acked while the delay stayed below 1 us (uint32).
    pub fi_count: f64,
    /// `_increase`: fast increase was applied on the last ack that reached its check.
    pub increase: bool,
    /// `_trigger_qa`: a NACK arrived since quick adapt last fired.
    pub trigger_qa: bool,
    /// `_qa_endtime`, ps; 0 = the first quick-adapt window has not started.
    pub qa_end_ps: f64,
    /// `_last_adjust_time`: when eta was last added, ps.
    pub last_adjust_ps: f64,
    /// `_last_dec_time`: when multiplicative decrease last applied, ps.
    pub last_dec_ps: f64,
    /// cwnd before the first destination-flow-control penalty since the last restore.
    pub pre_penalty_cwnd: Option<f64>,
}

/// What one event did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloatStep {
    pub action: Action,
    /// The fulfill adjustment ran on this event.
    pub fulfill: bool,
}

/// One CCC of the float reference model.
#[derive(Clone, Debug, PartialEq)]
pub struct FloatCcc {
    pub params: HtsimParams,
    pub state: FloatState,
    /// Keep the increase credit wide instead of wrapping it like htsim's `uint32_t`
    /// `_inc_bytes` (which overflows on fast, long-RTT links; the golden model keeps a
    /// 48-bit saturating accumulator). Off by default: htsim-exact.
    pub wide_credit: bool,
}

impl FloatCcc {
    /// A CCC as htsim's `initNscc` leaves it: base RTT = the configured base RTT, BDP,
    /// MaxWnd and cwnd from [`HtsimParams`], every counter and timer 0.
    pub fn new(cfg: &CccConfig) -> Result<Self, ConfigError> {
        let params = cfg.htsim_params()?;
        let state = FloatState {
            cwnd: params.init_cwnd as f64,
            maxwnd: params.init_maxwnd as f64,
            bdp: params.init_bdp as f64,
            base_rtt_ps: params.base_rtt_ps as f64,
            avg_delay_ps: 0.0,
            inc_bytes: 0.0,
            received_bytes: 0.0,
            achieved_bytes: 0.0,
            bytes_to_ignore: 0.0,
            bytes_ignored: 0.0,
            fi_count: 0.0,
            increase: false,
            trigger_qa: false,
            qa_end_ps: 0.0,
            last_adjust_ps: 0.0,
            last_dec_ps: 0.0,
            pre_penalty_cwnd: None,
        };
        Ok(FloatCcc {
            params,
            state,
            wide_credit: false,
        })
    }

    /// The same model with a wide increase credit (see [`FloatCcc::wide_credit`]).
    pub fn with_wide_credit(mut self) -> Self {
        self.wide_credit = true;
        self
    }

    /// Stores a new increase credit the way htsim's `uint32_t` member would (or wide).
    fn store_credit(&self, x: f64) -> f64 {
        if self.wide_credit {
            x.trunc()
        } else {
            to_u32(x)
        }
    }

    /// Process one event (trace units: ps, bytes).
    pub fn on_event(&mut self, ev: &Event) -> FloatStep {
        match ev.kind {
            EventKind::Ack => self.on_ack(ev),
            EventKind::Nack => self.on_nack(ev),
            EventKind::Send => FloatStep {
                action: Action::None,
                fulfill: false,
            },
            EventKind::Rto => {
                // mark_packet_for_retransmission: cwnd - packet size, floor 1 MTU (no MaxWnd
                // bound).
                let mtu = self.params.mtu as f64;
                self.state.cwnd = (self.state.cwnd - ev.bytes as f64).max(mtu);
                FloatStep {
                    action: Action::None,
                    fulfill: false,
                }
            }
        }
    }

    fn mtu(&self) -> f64 {
        self.params.mtu as f64
    }

    fn target(&self) -> f64 {
        self.params.target_qdelay_ps as f64
    }

    /// `set_cwnd_bounds`: raise to the MTU first, then cap at MaxWnd.
    fn bound_cwnd(&mut self) {
        let s = &mut self.state;
        if s.cwnd < self.params.mtu as f64 {
            s.cwnd = self.params.mtu as f64;
        }
        if s.cwnd > s.maxwnd {
            s.cwnd = s.maxwnd;
        }
    }

    /// `update_base_rtt`: a smaller sample lowers the base RTT and recomputes BDP and MaxWnd
    /// from the sample (in us, as a double) and the link speed.
    fn update_base_rtt(&mut self, rtt_ps: f64) {
        let s = &mut self.state;
        if s.base_rtt_ps > rtt_ps {
            s.base_rtt_ps = rtt_ps;
            let rtt_us = rtt_ps / 1_000_000.0;
            s.bdp = to_i64(rtt_us * self.params.link_bps as f64 / 8_000_000.0);
            s.maxwnd = to_i64(1.5 * s.bdp);
        }
    }

    /// `update_delay(raw_rtt, update_avg = true, skip)`: one EWMA step of avg_delay with
    /// the sample `raw_rtt - base_rtt`, stored truncated (avg_delay is a uint64).
    /// * not ECN (`skip` false) and sample > target: the sample is replaced by base_rtt / 4;
    /// * otherwise, sample > 5 x base_rtt: weight 0.0125 (a literal in htsim);
    /// * otherwise: weight `delay_alpha` (also 0.0125).
    fn ewma(&mut self, raw_rtt_ps: f64, skip: bool) {
        let alpha = self.params.delay_alpha;
        let target = self.target();
        let s = &mut self.state;
        let delay = raw_rtt_ps - s.base_rtt_ps;
        let avg = if !skip && delay > target {
            alpha * s.base_rtt_ps * 0.25 + (1.0 - alpha) * s.avg_delay_ps
        } else if delay > 5.0 * s.base_rtt_ps {
            let r = 0.0125;
            r * delay + (1.0 - r) * s.avg_delay_ps
        } else {
            alpha * delay + (1.0 - alpha) * s.avg_delay_ps
        };
        s.avg_delay_ps = to_u64(avg);
    }

    /// `quick_adapt`: returns `Some(Qa)` if it fired, `Some(Ignored)` if the event is stale
    /// feedback, `None` otherwise. Either `Some` clears the increase credit and the fulfill
    /// byte count.
    fn quick_adapt(
        &mut self,
        now: f64,
        is_loss: bool,
        skip: bool,
        delay: f64,
        in_flight: u64,
    ) -> Option<Action> {
        let gate = self.params.qa_gate;
        let qa_threshold = self.params.qa_threshold_ps;
        let mtu = self.mtu();
        let window = self.target();
        let s = &mut self.state;
        let mut result = None;
        if skip && s.bytes_ignored < s.bytes_to_ignore {
            result = Some(Action::Ignored);
        } else if now > s.qa_end_ps {
            // qa_end_ps == 0: this event starts the first window; it never fires.
            let maxwnd_gated = ((s.maxwnd as i64) >> gate) as f64;
            if s.qa_end_ps != 0.0
                && (s.trigger_qa || is_loss || delay > qa_threshold)
                && s.achieved_bytes < maxwnd_gated
            {
                s.cwnd = s.achieved_bytes.max(mtu);
                s.bytes_to_ignore = to_u32(in_flight as f64);
                s.bytes_ignored = 0.0;
                s.trigger_qa = false;
                result = Some(Action::Qa);
            }
            // The window restarts whether or not quick adapt fired.
            s.achieved_bytes = 0.0;
            s.qa_end_ps = now + s.base_rtt_ps + window;
        }
        if result.is_some() {
            s.inc_bytes = 0.0;
            s.received_bytes = 0.0;
        }
        result
    }

    /// `fast_increase`; true if it applied (cwnd += bytes x fi_scale).
    fn fast_increase(&mut self, bytes_u32: f64, delay: f64) -> bool {
        let fi_scale = self.params.fi_scale;
        let s = &mut self.state;
        if delay < FAST_INCREASE_DELAY_PS {
            s.fi_count = to_u32(s.fi_count + bytes_u32);
            if s.fi_count > s.cwnd || s.increase {
                s.cwnd = to_i64(s.cwnd + bytes_u32 * fi_scale);
                s.increase = true;
                return true;
            }
        } else {
            s.fi_count = 0.0;
        }
        s.increase = false;
        false
    }

    /// `multiplicative_decrease`; true if cwnd was cut.
    fn multiplicative_decrease(&mut self, now: f64) -> bool {
        let target = self.target();
        let gamma = self.params.gamma;
        let mtu = self.mtu();
        let s = &mut self.state;
        s.increase = false;
        s.fi_count = 0.0;
        let avg = s.avg_delay_ps;
        if avg > target && now - s.last_dec_ps > s.base_rtt_ps {
            let factor = (1.0 - gamma * (avg - target) / avg).max(0.5);
            s.cwnd = to_i64(s.cwnd * factor).max(mtu);
            s.last_dec_ps = now;
            return true;
        }
        false
    }

    /// `fulfill_adjustment`: apply the credit (integer division by cwnd), plus eta at most
    /// once per network RTT.
    fn fulfill(&mut self, now: f64) {
        let eta = self.params.eta;
        let period = self.params.adjust_period_ps as f64;
        let s = &mut self.state;
        // uint32 / int64 in htsim: an integer division. The window is 0 only when an RTT
        // sample of a few ps dropped MaxWnd to 0 (htsim bounds cwnd by MaxWnd even below the
        // MTU) and htsim would trap there; the model divides by 1 byte instead
        // (`docs/reliability.md`), which leaves every other window htsim-exact.
        s.cwnd += (s.inc_bytes as u64 / (s.cwnd as u64).max(1)) as f64;
        if now - s.last_adjust_ps >= period {
            s.cwnd = to_i64(s.cwnd + eta);
            s.last_adjust_ps = now;
        }
        s.inc_bytes = 0.0;
        s.received_bytes = 0.0;
    }

    /// Destination flow control (project extension, not in htsim).
    fn destination_flow_control(&mut self, ev: &Event) {
        let mtu = self.mtu();
        let s = &mut self.state;
        if ev.rc {
            if let Some(saved) = s.pre_penalty_cwnd.take() {
                s.cwnd = saved.max(mtu).min(s.maxwnd);
            }
        }
        if ev.rcv_cwnd_pend > 0 {
            if s.pre_penalty_cwnd.is_none() {
                s.pre_penalty_cwnd = Some(s.cwnd);
            }
            let penalty = (ev.bytes as f64 * ev.rcv_cwnd_pend as f64 / 128.0).floor();
            s.cwnd = (s.cwnd - penalty).max(mtu);
        }
    }

    fn on_ack(&mut self, ev: &Event) -> FloatStep {
        let now = ev.t_ps as f64;
        let bytes = ev.bytes as f64;
        {
            let s = &mut self.state;
            s.achieved_bytes += bytes;
            s.received_bytes += bytes;
            s.bytes_ignored = to_u32(s.bytes_ignored + bytes);
        }
        self.destination_flow_control(ev);

        // The delay this ack votes with.
        let delay = if ev.probe {
            if ev.probe_rtt_ps != 0 {
                let rtt = ev.probe_rtt_ps as f64;
                if rtt < self.state.base_rtt_ps {
                    0.0
                } else {
                    self.ewma(rtt, ev.ecn);
                    rtt - self.state.base_rtt_ps
                }
            } else {
                self.state.avg_delay_ps
            }
        } else if ev.no_base_rtt && (ev.rtt_ps as f64) < self.state.base_rtt_ps {
            // htsim: an RTS's sample never lowers the base RTT; below it, the average
            self.state.avg_delay_ps
        } else if ev.rtt_ps != 0 {
            let rtt = ev.rtt_ps as f64;
            self.update_base_rtt(rtt);
            // rtt >= base_rtt always holds after the update.
            self.ewma(rtt, ev.ecn);
            rtt - self.state.base_rtt_ps
        } else {
            self.state.avg_delay_ps
        };

        // updateCwndOnAck_NSCC(skip = ecn, delay, bytes).
        if let Some(action) = self.quick_adapt(now, false, ev.ecn, delay, ev.in_flight) {
            return FloatStep {
                action,
                fulfill: false,
            };
        }
        // The per-ack increase functions take the byte count as a uint32.
        let bytes_u32 = to_u32(bytes);
        let target = self.target();
        let action = match (ev.ecn, delay >= target) {
            (false, true) => {
                self.state.inc_bytes =
                    self.store_credit(self.state.inc_bytes + self.params.fi * bytes_u32);
                Action::Fair
            }
            (false, false) => {
                if self.fast_increase(bytes_u32, delay) {
                    Action::Fast
                } else {
                    let credit = self.params.alpha * bytes_u32 * (target - delay);
                    self.state.inc_bytes = self.store_credit(self.state.inc_bytes + credit);
                    Action::Prop
                }
            }
            (true, true) => {
                if self.multiplicative_decrease(now) {
                    Action::Md
                } else {
                    Action::MdSkipped
                }
            }
            (true, false) => Action::Noop,
        };
        self.bound_cwnd();
        let fulfill = self.state.received_bytes > self.params.adjust_bytes as f64
            || now - self.state.last_adjust_ps > self.params.adjust_period_ps as f64;
        if fulfill {
            self.fulfill(now);
        }
        self.bound_cwnd();
        FloatStep { action, fulfill }
    }

    fn on_nack(&mut self, ev: &Event) -> FloatStep {
        let now = ev.t_ps as f64;
        if ev.rtt_ps != 0 && !ev.no_base_rtt {
            self.update_base_rtt(ev.rtt_ps as f64);
        }
        // updateCwndOnNack_NSCC.
        let bytes = ev.bytes as f64;
        self.state.bytes_ignored = to_u32(self.state.bytes_ignored + bytes);
        // EWMA step with the sample (base_rtt + network_rtt) - base_rtt, as an ECN sample.
        let sample = self.state.base_rtt_ps + self.params.network_rtt_ps as f64;
        self.ewma(sample, true);
        self.state.trigger_qa = true;
        // NSCC runs before the trimmed packet leaves the in-flight count; a v1 nack row's
        // `in_flight` is after its removal, so the snapshot adds the trimmed bytes back.
        let in_flight = ev.in_flight.saturating_add(ev.bytes);
        if let Some(action) = self.quick_adapt(now, true, true, 0.0, in_flight) {
            return FloatStep {
                action,
                fulfill: false,
            };
        }
        self.state.cwnd -= bytes;
        self.bound_cwnd();
        FloatStep {
            action: Action::Nack,
            fulfill: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;
    use std::io::Read;

    fn cfg_100g_12us() -> CccConfig {
        CccConfig::default()
    }

    #[test]
    fn float_initial_state_follows_init_nscc() {
        let c = FloatCcc::new(&cfg_100g_12us()).unwrap();
        assert_eq!(c.state.bdp, 150_000.0);
        assert_eq!(c.state.maxwnd, 225_000.0);
        assert_eq!(c.state.cwnd, 225_000.0);
        assert_eq!(c.state.base_rtt_ps, 12_000_000.0);
        assert_eq!(c.state.qa_end_ps, 0.0);
    }

    /// Seed numbers: with gamma = 0.8, MD keeps 73 % of cwnd at avg_delay = 1.5 x target
    /// and 60 % at 2 x target.
    #[test]
    fn float_md_seed_numbers() {
        for (ratio, kept) in [(1.5, 0.7333), (2.0, 0.6)] {
            let mut c = FloatCcc::new(&cfg_100g_12us()).unwrap();
            let target = c.params.target_qdelay_ps as f64;
            c.state.cwnd = 100_000.0;
            c.state.avg_delay_ps = ratio * target;
            c.state.last_dec_ps = 0.0;
            assert!(c.multiplicative_decrease(100e6));
            let got = c.state.cwnd / 100_000.0;
            assert!((got - kept).abs() < 1e-3, "ratio {ratio}: kept {got}");
        }
    }

    /// Seed numbers: the EWMA (weight 0.0125) reaches ~63 % of a step after 80 samples.
    #[test]
    fn float_ewma_time_constant() {
        let mut c = FloatCcc::new(&cfg_100g_12us()).unwrap();
        let base = c.state.base_rtt_ps;
        let step = 4_000_000.0; // below target: a plain EWMA sample even without ECN
        for _ in 0..80 {
            c.ewma(base + step, false);
        }
        let frac = c.state.avg_delay_ps / step;
        assert!((frac - 0.634).abs() < 0.005, "{frac}");
    }

    #[test]
    fn float_u32_members_wrap_like_gcc() {
        assert_eq!(to_u32(4_294_967_296.0 + 5.7), 5.0);
        assert_eq!(to_u32(-1.0), 4_294_967_295.0);
        assert_eq!(to_u32(1e19), 0.0);
        assert_eq!(to_u32(123.9), 123.0);
    }

    #[test]
    fn float_destination_flow_control_seed() {
        // Seed: 4096 newly acked bytes, pend 64 -> 2048 B penalty: 75,776 -> 73,728.
        let mut c = FloatCcc::new(&CccConfig {
            base_rtt_ps: 6_000_000,
            ..cfg_100g_12us()
        })
        .unwrap();
        c.state.cwnd = 75_776.0;
        let ev = Event {
            kind: EventKind::Ack,
            rcv_cwnd_pend: 64,
            bytes: 4096,
            ..Event::default()
        };
        c.destination_flow_control(&ev);
        assert_eq!(c.state.cwnd, 73_728.0);
        assert_eq!(c.state.pre_penalty_cwnd, Some(75_776.0));
        // A second penalty keeps the first saved value.
        c.destination_flow_control(&ev);
        assert_eq!(c.state.cwnd, 71_680.0);
        assert_eq!(c.state.pre_penalty_cwnd, Some(75_776.0));
        // Restore, then penalise again on the same ack.
        c.destination_flow_control(&Event { rc: true, ..ev });
        assert_eq!(c.state.cwnd, 73_728.0);
        assert_eq!(c.state.pre_penalty_cwnd, Some(75_776.0));
        // Restore only; the restored value is bounded to MaxWnd (112,500 B here).
        c.state.pre_penalty_cwnd = Some(200_000.0);
        c.destination_flow_control(&Event {
            rc: true,
            rcv_cwnd_pend: 0,
            ..ev
        });
        assert_eq!(c.state.cwnd, 112_500.0);
        assert_eq!(c.state.pre_penalty_cwnd, None);
        // 127 = maximum penalty: 4096 x 127 / 128 = 4064 B; floor at the MTU.
        c.state.cwnd = 5000.0;
        c.destination_flow_control(&Event {
            rcv_cwnd_pend: 127,
            ..ev
        });
        assert_eq!(c.state.cwnd, 4160.0);
    }

    const FIELDS: [&str; 8] = [
        "cwnd",
        "avg_delay",
        "base_rtt",
        "maxwnd",
        "action",
        "fulfill",
        "bytes_to_ignore",
        "bytes_ignored",
    ];

    struct Report {
        rows: usize,
        mismatches: [usize; FIELDS.len()],
        examples: Vec<String>,
    }

    fn replay(name: &str) -> Report {
        let path = format!(
            "{}/{}",
            concat!(env!("CARGO_MANIFEST_DIR"), "/../traces/htsim"),
            name
        );
        let f = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let mut text = String::new();
        flate2::read::GzDecoder::new(f)
            .read_to_string(&mut text)
            .unwrap();
        let mut lines = text.lines();
        let mut header: HashMap<String, u64> = HashMap::new();
        let columns: Vec<&str> = loop {
            let l = lines.next().expect("no column line");
            if let Some(rest) = l.strip_prefix('#') {
                if let Some((k, v)) = rest.trim().split_once('=') {
                    if let Ok(v) = v.trim().parse() {
                        header.insert(k.trim().to_string(), v);
                    }
                }
            } else {
                break l.split(',').collect();
            }
        };
        let h = |k: &str| header.get(k).copied();
        let link = h("link_bps").unwrap();
        let base = h("base_rtt_ps").unwrap();
        let cfg = CccConfig {
            sender_link_bps: link,
            receiver_link_bps: link,
            base_rtt_ps: base,
            network_rtt_ps: h("network_rtt_ps"),
            target_qdelay_ps: h("target_qdelay_ps"),
            mss: h("mss").unwrap_or(crate::config::DEFAULT_MSS as u64) as u32,
            mtu: h("mtu").map(|m| m as u32),
            init_cwnd: h("init_cwnd").unwrap_or(0),
            trimming: h("trimming").unwrap_or(0) != 0,
            qa_gate: h("qa_gate").unwrap_or(crate::config::DEFAULT_QA_GATE as u64) as u8,
            ai_shift: None,
        };
        let col: HashMap<&str, usize> = columns.iter().enumerate().map(|(i, c)| (*c, i)).collect();
        let mut cccs: HashMap<u32, FloatCcc> = HashMap::new();
        let mut report = Report {
            rows: 0,
            mismatches: [0; FIELDS.len()],
            examples: Vec::new(),
        };
        for (lineno, line) in lines.enumerate() {
            let v: Vec<&str> = line.split(',').collect();
            let get = |c: &str| col.get(c).map(|&i| v[i]).unwrap_or("0");
            let num =
                |c: &str| -> u64 { get(c).parse().unwrap_or_else(|_| panic!("{c} in {line}")) };
            let kind = EventKind::parse(get("kind")).expect("kind");
            let ev = Event {
                t_ps: num("t_ps"),
                ccc: num("ccc") as u32,
                kind,
                bytes: num("bytes"),
                psn: num("psn"),
                cum_ack: num("cum_ack"),
                rtt_ps: num("rtt_ps"),
                ecn: num("ecn") != 0,
                last_hop: num("last_hop") != 0,
                ooo: num("ooo") as u32,
                ev: num("ev") as u32,
                rcv_cwnd_pend: num("rcv_cwnd_pend") as u8,
                rc: num("rc") != 0,
                in_flight: num("in_flight"),
                probe: num("probe") != 0,
                probe_rtt_ps: num("probe_rtt_ps"),
                no_base_rtt: false,
            };

            let ccc = cccs
                .entry(ev.ccc)
                .or_insert_with(|| FloatCcc::new(&cfg).unwrap());
            // Retransmission-timeout cuts htsim made since this flow's previous row (0 in the
            // recorded files; the cut packet's size is not recorded, a full MTU is assumed).
            for _ in 0..num("rto_before") {
                ccc.on_event(&Event {
                    kind: EventKind::Rto,
                    bytes: cfg.mtu() as u64,
                    ..ev
                });
            }
            let step = ccc.on_event(&ev);
            if !matches!(kind, EventKind::Ack | EventKind::Nack) {
                continue;
            }
            report.rows += 1;
            let s = &ccc.state;
            let checks: [(f64, f64); FIELDS.len()] = [
                (s.cwnd, num("ref_cwnd") as f64),
                (s.avg_delay_ps, num("ref_avg_delay_ps") as f64),
                (s.base_rtt_ps, num("ref_base_rtt_ps") as f64),
                (s.maxwnd, num("ref_maxwnd") as f64),
                (
                    step.action.code() as f64,
                    Action::from_word(get("ref_action"))
                        .expect("ref_action")
                        .code() as f64,
                ),
                (step.fulfill as u8 as f64, num("ref_fulfill") as f64),
                (s.bytes_to_ignore, num("ref_bytes_to_ignore") as f64),
                (s.bytes_ignored, num("ref_bytes_ignored") as f64),
            ];
            for (i, (got, want)) in checks.iter().enumerate() {
                if got != want {
                    report.mismatches[i] += 1;
                    if report.examples.len() < 20 {
                        report.examples.push(format!(
                            "line {}: {} got {} want {} (action {} ref {}): {}",
                            lineno + 1,
                            FIELDS[i],
                            got,
                            want,
                            step.action,
                            get("ref_action"),
                            line
                        ));
                    }
                }
            }
        }
        report
    }

    /// Replays a trace with its v1 `in_flight` column: every htsim state field must match
    /// exactly on every ack/nack row.
    fn check_trace(name: &str) {
        let r = replay(name);
        eprintln!("{name}: {} ack/nack rows", r.rows);
        for (f, n) in FIELDS.iter().zip(r.mismatches) {
            eprintln!("  {f:16} {n} mismatches");
        }
        for e in &r.examples {
            eprintln!("  {e}");
        }
        assert!(r.rows > 0);
        assert_eq!(r.mismatches, [0; 8], "{name}: {FIELDS:?}");
    }

    #[test]
    fn float_replays_htsim_a_incast8_400g_trim() {
        check_trace("a_incast8_400g_trim.csv.gz");
    }

    #[test]
    fn float_replays_htsim_c_perm128_400g_paths8() {
        check_trace("c_perm128_400g_paths8.csv.gz");
    }

    #[test]
    fn float_replays_htsim_d_single_100g_ramp() {
        check_trace("d_single_100g_ramp.csv.gz");
    }
}
