//! The C ABI called as C calls it: errors and their codes, the engine's lifecycle and
//! refusals, SLEEK's retransmit queue, and handles used from many threads at once.

use std::ptr::{null, null_mut};

mod common;
use common::message;

use golden_model::config::CccConfig;
use golden_model::nscc::{GoldenCcc, HwEvent};
use golden_model::{Event, EventKind};
use nscc_capi::*;
use nscc_trace::TraceReader;

fn default_config() -> NsccConfig {
    let mut c = NsccConfig::default();
    // SAFETY: valid pointers.
    assert_eq!(unsafe { nscc_config_default(&mut c, null_mut()) }, NSCC_OK);
    c
}

fn ack(t_ps: u64, rtt_ps: u64, ecn: bool) -> NsccEvent {
    NsccEvent {
        t_ps,
        kind: NSCC_KIND_ACK,
        bytes: 4160,
        rtt_ps,
        ecn: ecn as u8,
        in_flight: 100_000,
        ..NsccEvent::default()
    }
}

#[test]
fn configurations_are_checked_as_nscc_params_checks_them() {
    let mut img = NsccRegisterImage::default();
    let mut err = NsccError::default();
    let c = default_config();
    // SAFETY: valid pointers.
    assert_eq!(
        unsafe { nscc_config_check(&c, &mut img, &mut err) },
        NSCC_OK
    );
    let want = CccConfig::default().register_image().unwrap();
    assert_eq!(img.init_maxwnd, want.init_maxwnd);
    assert_eq!(img.eta, want.eta);
    assert_eq!(
        (img.alpha.mant, img.alpha.exp),
        (want.alpha.mant, want.alpha.exp)
    );
    assert_eq!(err.code, NSCC_OK);

    let zero = NsccConfig {
        sender_link_bps: 0,
        ..c
    };
    // SAFETY: valid pointers.
    let code = unsafe { nscc_config_check(&zero, null_mut(), &mut err) };
    assert_eq!(code, NSCC_ERR_CONFIG);
    assert_eq!(err.code, NSCC_ERR_CONFIG);
    assert_eq!(
        message(&err),
        "impossible configuration: sender link speed must not be zero"
    );
    let slow = NsccConfig {
        sender_link_bps: 1_000_000_000,
        base_rtt_ps: 10_000,
        ..c
    };
    let mut ccc = null_mut();
    // SAFETY: valid pointers.
    let code = unsafe { nscc_ccc_new(&slow, 0, 0, &mut ccc, &mut err) };
    assert_eq!(code, NSCC_ERR_CONFIG);
    assert!(message(&err).contains("MaxWnd"), "{}", message(&err));
    assert!(ccc.is_null());
    let ai = NsccConfig {
        use_ai_step: 1,
        ai_shift: 10,
        ..c
    };
    // SAFETY: valid pointers.
    assert_eq!(
        unsafe { nscc_config_check(&ai, &mut img, &mut err) },
        NSCC_OK
    );
    assert_eq!(img.fi.mant as f64 * 2f64.powi(img.fi.exp as i32), 146.0);
}

/// The IP core's staged registers come whole from the C ABI, the ps fields of a sub-ns
/// configuration included: each word is the register image's value of that register.
#[test]
fn the_ip_cores_staged_registers_come_from_the_configuration() {
    let c = NsccConfig {
        base_rtt_ps: 10_000_500,
        ..default_config()
    };
    let want = CccConfig {
        base_rtt_ps: 10_000_500,
        ..CccConfig::default()
    }
    .register_image()
    .unwrap();
    let values = golden_model::interface::register_image_values(&want);
    assert_eq!(values.len(), NSCC_STAGE_WORDS);
    let mut err = NsccError::default();
    let mut got = vec![];
    for k in 0..NSCC_STAGE_WORDS as u32 {
        let mut v = u32::MAX;
        // SAFETY: valid pointers.
        assert_eq!(
            unsafe { nscc_config_stage_word(&c, k, &mut v, &mut err) },
            NSCC_OK,
            "{}",
            message(&err)
        );
        got.push(v as u64);
    }
    assert_eq!(got, values.to_vec());
    // the register map's names: stage_base_rtt_sub holds the base RTT's 500 ps
    let at = |name: &str| {
        golden_model::interface::registers::registers()
            .into_iter()
            .find(|r| r.name == format!("stage_{name}"))
            .map(|r| ((r.offset - NSCC_STAGE_BASE) / 4) as usize)
            .unwrap()
    };
    assert_eq!(got[at("base_rtt_sub")], 500);
    assert_eq!(got[at("base_rtt")], 10_000);
    let mut v = 0;
    // SAFETY: valid pointers.
    let code = unsafe { nscc_config_stage_word(&c, NSCC_STAGE_WORDS as u32, &mut v, &mut err) };
    assert_eq!(code, NSCC_ERR_ARG);
    assert!(
        message(&err).contains("stage register 25"),
        "{}",
        message(&err)
    );
}

#[test]
fn bad_arguments_are_refused_with_a_reason() {
    let c = default_config();
    let mut err = NsccError::default();
    let mut ccc = null_mut();
    // SAFETY: NULL and valid pointers only.
    unsafe {
        assert_eq!(
            nscc_ccc_new(null(), 0, 0, &mut ccc, &mut err),
            NSCC_ERR_NULL
        );
        assert_eq!(message(&err), "cfg is NULL");
        assert_eq!(nscc_ccc_new(&c, 0x10, 0, &mut ccc, &mut err), NSCC_ERR_ARG);
        assert!(message(&err).contains("unknown flags"));
        assert_eq!(nscc_ccc_new(&c, 0, 0, &mut ccc, &mut err), NSCC_OK);
        let mut out = NsccOutput::default();
        let bad = NsccEvent {
            kind: 9,
            ..NsccEvent::default()
        };
        assert_eq!(
            nscc_ccc_on_event(ccc, &bad, &mut out, &mut err),
            NSCC_ERR_ARG
        );
        assert_eq!(
            nscc_ccc_on_event(ccc, null(), &mut out, null_mut()),
            NSCC_ERR_NULL
        );
        assert_eq!(
            nscc_ccc_on_event(null_mut(), &bad, &mut out, null_mut()),
            NSCC_ERR_NULL
        );
        let mut rtx = NsccRetransmit::default();
        assert_eq!(
            nscc_ccc_pop_retransmit(ccc, &mut rtx, &mut err),
            NSCC_ERR_ARG
        );
        // the handle still works after refused calls
        assert_eq!(
            nscc_ccc_on_event(ccc, &ack(1_000_000, 0, false), &mut out, &mut err),
            NSCC_OK
        );
        assert_eq!(err.code, NSCC_OK);
        assert_eq!(message(&err), "");
        nscc_ccc_free(ccc);
        nscc_ccc_free(null_mut());
        let mut e = null_mut();
        assert_eq!(nscc_engine_new(0, &mut e, &mut err), NSCC_ERR_ARG);
        assert_eq!(nscc_engine_new(4097, &mut e, &mut err), NSCC_ERR_ARG);
        assert!(e.is_null());
    }
}

/// A CCC handle computes what GoldenCcc computes, event for event.
#[test]
fn a_ccc_handle_is_the_golden_ccc() {
    let c = default_config();
    let regs = CccConfig::default().register_image().unwrap();
    let mut g = GoldenCcc::new(regs, 0);
    let mut ccc = null_mut();
    let mut err = NsccError::default();
    // SAFETY: valid pointers.
    assert_eq!(
        unsafe { nscc_ccc_new(&c, 0, 0, &mut ccc, &mut err) },
        NSCC_OK
    );
    let mut t = 0;
    for i in 0..2000u64 {
        t += 330_000 + (i % 7) * 1000;
        let ev = ack(t, 12_000_000 + (i % 50) * 200_000, i % 3 == 0);
        let mut out = NsccOutput::default();
        // SAFETY: valid pointers.
        assert_eq!(
            unsafe { nscc_ccc_on_event(ccc, &ev, &mut out, &mut err) },
            NSCC_OK
        );
        let e = Event {
            t_ps: ev.t_ps,
            kind: EventKind::Ack,
            bytes: ev.bytes,
            rtt_ps: ev.rtt_ps,
            ecn: ev.ecn != 0,
            in_flight: ev.in_flight as u64,
            ..Event::default()
        };
        let r = g.step(&HwEvent::from_event(&e));
        assert_eq!(
            (out.cwnd, out.action),
            (g.state.cwnd, r.action.code() as u32),
            "event {i}"
        );
        let mut s = NsccState::default();
        // SAFETY: valid pointers.
        assert_eq!(unsafe { nscc_ccc_state(ccc, &mut s, &mut err) }, NSCC_OK);
        assert_eq!(
            (s.inc_bytes, s.avg_delay_q8, s.received_bytes, s.phase),
            (
                g.state.inc_bytes,
                g.state.avg_delay_q8,
                g.state.received_bytes,
                NSCC_PHASE_READY
            )
        );
    }
    // SAFETY: from nscc_ccc_new.
    unsafe { nscc_ccc_free(ccc) };
}

#[test]
fn the_engine_lifecycle_and_refusals() {
    let c = default_config();
    let mut err = NsccError::default();
    let mut e = null_mut();
    let mut out = NsccOutput::default();
    // SAFETY: valid pointers; e from nscc_engine_new.
    unsafe {
        assert_eq!(nscc_engine_new(16, &mut e, &mut err), NSCC_OK);
        assert_eq!(
            nscc_engine_activate(e, 3, 0, 0, &mut err),
            NSCC_ERR_LIFECYCLE
        );
        assert!(message(&err).contains("not loaded"), "{}", message(&err));
        assert_eq!(nscc_engine_load_profile(e, 8, &c, &mut err), NSCC_ERR_ARG);
        assert_eq!(nscc_engine_load_profile(e, 300, &c, &mut err), NSCC_ERR_ARG);
        assert_eq!(nscc_engine_load_profile(e, 1, &c, &mut err), NSCC_OK);
        let ev = NsccEvent {
            ccc: 3,
            ..ack(1_000_000, 13_000_000, false)
        };
        assert_eq!(
            nscc_engine_on_event(e, &ev, &mut out, &mut err),
            NSCC_ERR_REFUSED
        );
        assert!(message(&err).contains("idle"), "{}", message(&err));
        assert_eq!(nscc_engine_activate(e, 3, 1, 0, &mut err), NSCC_OK);
        assert_eq!(
            nscc_engine_on_event(e, &ev, &mut out, &mut err),
            NSCC_ERR_REFUSED
        );
        assert!(message(&err).contains("not_ready"), "{}", message(&err));
        assert_eq!(
            nscc_engine_load_profile(e, 1, &c, &mut err),
            NSCC_ERR_LIFECYCLE
        );
        assert_eq!(nscc_engine_ready(e, 3, &mut err), NSCC_OK);
        assert_eq!(nscc_engine_ready(e, 3, &mut err), NSCC_ERR_LIFECYCLE);
        assert_eq!(nscc_engine_on_event(e, &ev, &mut out, &mut err), NSCC_OK);
        assert_eq!(out.action, NSCC_ACTION_PROP);
        let far = NsccEvent { ccc: 16, ..ev };
        assert_eq!(
            nscc_engine_on_event(e, &far, &mut out, &mut err),
            NSCC_ERR_REFUSED
        );
        let mut s = NsccState::default();
        assert_eq!(nscc_engine_state(e, 3, &mut s, &mut err), NSCC_OK);
        assert_eq!(s.phase, NSCC_PHASE_READY);
        assert_eq!(s.cwnd, out.cwnd);
        assert_eq!(nscc_engine_state(e, 16, &mut s, &mut err), NSCC_ERR_ARG);
        let mut r = NsccRefusals::default();
        assert_eq!(nscc_engine_refusals(e, &mut r, &mut err), NSCC_OK);
        assert_eq!(
            (r.idle, r.not_ready, r.ccc_out_of_range, r.applied),
            (1, 1, 1, 1)
        );
        assert_eq!(nscc_engine_reset(e, 3, &mut err), NSCC_OK);
        assert_eq!(nscc_engine_state(e, 3, &mut s, &mut err), NSCC_OK);
        assert_eq!(s, NsccState::default());
        nscc_engine_free(e);
    }
}

#[test]
fn sleek_queues_the_trimmed_psn() {
    let c = default_config();
    let mut err = NsccError::default();
    let mut ccc = null_mut();
    let mut out = NsccOutput::default();
    let mut rtx = NsccRetransmit::default();
    // SAFETY: valid pointers; ccc from nscc_ccc_new.
    unsafe {
        assert_eq!(
            nscc_ccc_new(&c, NSCC_CCC_SLEEK, 0, &mut ccc, &mut err),
            NSCC_OK
        );
        for psn in 100..120 {
            let send = NsccEvent {
                t_ps: psn * 1000,
                kind: NSCC_KIND_SEND,
                bytes: 4160,
                psn,
                ..NsccEvent::default()
            };
            assert_eq!(nscc_ccc_on_event(ccc, &send, &mut out, &mut err), NSCC_OK);
        }
        let nack = NsccEvent {
            t_ps: 200_000,
            kind: NSCC_KIND_NACK,
            bytes: 4160,
            psn: 107,
            ..NsccEvent::default()
        };
        assert_eq!(nscc_ccc_on_event(ccc, &nack, &mut out, &mut err), NSCC_OK);
        assert_eq!(out.retransmits, 1);
        assert_eq!(nscc_ccc_pop_retransmit(ccc, &mut rtx, &mut err), NSCC_OK);
        assert_eq!((rtx.psn, rtx.cause), (107, NSCC_CAUSE_NACK));
        assert_eq!(nscc_ccc_pop_retransmit(ccc, &mut rtx, &mut err), NSCC_OK);
        assert_eq!(rtx.cause, NSCC_CAUSE_NONE);
        nscc_ccc_free(ccc);
    }
}

/// Handles share nothing: the same events on one handle per thread give the same windows.
#[test]
fn handles_run_on_many_threads_at_once() {
    let run = || {
        let c = default_config();
        let mut ccc = null_mut();
        let mut err = NsccError::default();
        let mut cwnds = Vec::new();
        // SAFETY: valid pointers; ccc from nscc_ccc_new.
        unsafe {
            assert_eq!(nscc_ccc_new(&c, 0, 0, &mut ccc, &mut err), NSCC_OK);
            for i in 0..20_000u64 {
                let mut out = NsccOutput::default();
                let ev = ack(i * 340_000, 12_000_000 + (i % 97) * 150_000, i % 5 == 0);
                assert_eq!(nscc_ccc_on_event(ccc, &ev, &mut out, &mut err), NSCC_OK);
                cwnds.push(out.cwnd);
            }
            nscc_ccc_free(ccc);
        }
        cwnds
    };
    let alone = run();
    let threads: Vec<_> = (0..4).map(|_| std::thread::spawn(run)).collect();
    for t in threads {
        assert_eq!(t.join().unwrap(), alone);
    }
}

fn mp_config(strategy: u32, ev_bits: u8) -> NsccEvConfig {
    let mut c = NsccEvConfig::default();
    // SAFETY: valid pointers.
    assert_eq!(
        unsafe { nscc_mp_config_default(&mut c, null_mut()) },
        NSCC_OK
    );
    c.strategy = strategy;
    c.ev_bits = ev_bits;
    c
}

/// The EV engine handle is the golden `MpEngine`: the same decisions and effects on a
/// stream of sends and feedbacks; refusals counted with a reason; configurations checked.
#[test]
fn the_ev_engine_handle_is_the_golden_engine() {
    use golden_model::multipath::{Feedback, MpConfig, MpEngine, Strategy};
    let mut err = NsccError::default();
    for (code, strategy) in [
        (NSCC_MP_OBLIVIOUS, Strategy::Oblivious),
        (NSCC_MP_BITMAP, Strategy::Bitmap),
        (NSCC_MP_REPS, Strategy::Reps),
        (NSCC_MP_MIXED, Strategy::Mixed),
    ] {
        let cfg = mp_config(code, 4);
        let mut bits = 0;
        // SAFETY: valid pointers.
        assert_eq!(
            unsafe { nscc_mp_config_check(&cfg, &mut bits, &mut err) },
            NSCC_OK
        );
        let gcfg = MpConfig::with(strategy, 4);
        assert_eq!(bits, golden_model::multipath::state_bits(&gcfg));
        let mut mp = null_mut();
        // SAFETY: valid pointers.
        assert_eq!(
            unsafe { nscc_mp_new(&cfg, 3, 77, &mut mp, &mut err) },
            NSCC_OK
        );
        let mut g = MpEngine::new(gcfg, 3, 77).unwrap();
        for c in 0..3 {
            // SAFETY: a live handle.
            assert_eq!(unsafe { nscc_mp_activate(mp, c, &mut err) }, NSCC_OK);
            g.activate(c).unwrap();
        }
        let mut x = 12345u32;
        for i in 0..3000u64 {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let ccc = x % 3;
            if x & 0x100 == 0 {
                let mut d = NsccEvDecision::default();
                // SAFETY: a live handle, valid pointers.
                assert_eq!(
                    unsafe { nscc_mp_next_ev(mp, ccc, &mut d, &mut err) },
                    NSCC_OK
                );
                let w = g.next_ev(ccc).unwrap();
                assert_eq!(
                    (d.ev, d.index, d.source),
                    (w.ev as u32, w.index as u32, w.source as u32)
                );
            } else {
                let kind = [NSCC_KIND_ACK, NSCC_KIND_NACK, NSCC_KIND_RTO][(x >> 9) as usize % 3];
                let fb = NsccEvFeedback {
                    t_ps: i * 200_000,
                    ccc,
                    ev: x >> 16,
                    kind,
                    ecn: (x >> 12) as u8 & 1,
                    last_hop: (x >> 13) as u8 & 1,
                    ev_change: ((x >> 14) & 7 == 0) as u8,
                };
                let mut e = NsccEvEffect::default();
                // SAFETY: a live handle, valid pointers.
                assert_eq!(
                    unsafe { nscc_mp_feedback(mp, &fb, &mut e, &mut err) },
                    NSCC_OK
                );
                let class = feedback_class(&fb).unwrap();
                let w = g
                    .feedback(ccc, class, fb.ev, (fb.t_ps / 1000) as u32)
                    .unwrap();
                assert_eq!(
                    (e.fb_class, e.penalty, e.recycled),
                    (class.code(), w.penalty as u32, w.recycled as u8)
                );
            }
        }
        let mut st = NsccEvState::default();
        // SAFETY: a live handle, valid pointers.
        assert_eq!(unsafe { nscc_mp_state(mp, 1, &mut st, &mut err) }, NSCC_OK);
        let s = g.state(1).unwrap();
        assert_eq!(
            (st.ev_hi, st.idx, st.xor_mask, st.fresh),
            (s.ev_hi, s.idx, s.xor, s.fresh)
        );
        let mut pen = [0u8; 16];
        let mut n = 0;
        // SAFETY: a live handle, 16 writable bytes.
        assert_eq!(
            unsafe { nscc_mp_penalties(mp, 1, pen.as_mut_ptr(), 16, &mut n, &mut err) },
            NSCC_OK
        );
        assert_eq!(n, 16);
        for (i, p) in pen.iter().enumerate() {
            assert_eq!(*p, s.penalty(i));
        }
        // SAFETY: freed once.
        unsafe { nscc_mp_free(mp) };
    }
    // the last-hop flag: a trimmed-at-the-last-hop NACK never penalises
    let lh = NsccEvFeedback {
        kind: NSCC_KIND_NACK,
        last_hop: 1,
        ..NsccEvFeedback::default()
    };
    assert_eq!(feedback_class(&lh), Some(Feedback::LastHop));
}

#[test]
fn the_ev_engine_refuses_with_a_reason_and_counts() {
    let mut err = NsccError::default();
    let mut mp = null_mut();
    let bad = NsccEvConfig {
        ev_bits: 9,
        ..mp_config(NSCC_MP_BITMAP, 3)
    };
    // SAFETY: valid pointers.
    assert_eq!(
        unsafe { nscc_mp_new(&bad, 4, 1, &mut mp, &mut err) },
        NSCC_ERR_CONFIG
    );
    assert!(message(&err).contains("ev_bits 9"), "{}", message(&err));
    let bad = NsccEvConfig {
        strategy: 4,
        ..mp_config(NSCC_MP_BITMAP, 3)
    };
    // SAFETY: valid pointers.
    assert_eq!(
        unsafe { nscc_mp_new(&bad, 4, 1, &mut mp, &mut err) },
        NSCC_ERR_ARG
    );
    let cfg = mp_config(NSCC_MP_BITMAP, 3);
    // SAFETY: valid pointers.
    assert_eq!(
        unsafe { nscc_mp_new(&cfg, 0, 1, &mut mp, &mut err) },
        NSCC_ERR_ARG
    );
    // SAFETY: valid pointers.
    assert_eq!(
        unsafe { nscc_mp_new(&cfg, 4, 1, &mut mp, &mut err) },
        NSCC_OK
    );
    let mut d = NsccEvDecision::default();
    // SAFETY: a live handle from here on, valid pointers.
    unsafe {
        assert_eq!(nscc_mp_next_ev(mp, 0, &mut d, &mut err), NSCC_ERR_REFUSED);
        assert!(message(&err).contains("not activated"), "{}", message(&err));
        assert_eq!(nscc_mp_activate(mp, 0, &mut err), NSCC_OK);
        assert_eq!(nscc_mp_activate(mp, 0, &mut err), NSCC_ERR_LIFECYCLE);
        assert_eq!(nscc_mp_next_ev(mp, 9, &mut d, &mut err), NSCC_ERR_REFUSED);
        let wide = NsccEvFeedback {
            kind: NSCC_KIND_NACK,
            ev: 1 << 16,
            ..NsccEvFeedback::default()
        };
        assert_eq!(
            nscc_mp_feedback(mp, &wide, null_mut(), &mut err),
            NSCC_ERR_REFUSED
        );
        let send = NsccEvFeedback {
            kind: NSCC_KIND_SEND,
            ..NsccEvFeedback::default()
        };
        assert_eq!(
            nscc_mp_feedback(mp, &send, null_mut(), &mut err),
            NSCC_ERR_REFUSED
        );
        assert_eq!(
            nscc_mp_feedback_class(mp, 0, 6, 1, 0, null_mut(), &mut err),
            NSCC_ERR_REFUSED
        );
        assert_eq!(
            nscc_mp_feedback_class(mp, 0, NSCC_FB_NACK, 2, 0, null_mut(), &mut err),
            NSCC_OK
        );
        assert_eq!(
            nscc_mp_feedback(mp, null(), null_mut(), &mut err),
            NSCC_ERR_NULL
        );
        let mut r = NsccEvRefusals::default();
        assert_eq!(nscc_mp_refusals(mp, &mut r, &mut err), NSCC_OK);
        assert_eq!(
            (
                r.idle,
                r.ccc_out_of_range,
                r.ev_out_of_range,
                r.feedback_out_of_range
            ),
            (1, 1, 1, 2)
        );
        assert_eq!((r.decisions, r.feedbacks), (0, 1));
        let mut pen = [0u8; 8];
        assert_eq!(
            nscc_mp_penalties(mp, 0, pen.as_mut_ptr(), 8, null_mut(), &mut err),
            NSCC_OK
        );
        assert_eq!(pen[2], 4);
        assert_eq!(
            nscc_mp_penalties(mp, 0, null_mut(), 8, null_mut(), &mut err),
            NSCC_ERR_NULL
        );
        nscc_mp_free(mp);
    }
}

// ---- ABI 4: the gaps an htsim integration hit, one test each (issue 44): samples that
// must not teach the base RTT, negative in-flight counts, the NACK convention in the header,
// derive flags and the derived configuration, the f64 model behind the CCC handle (htsim's
// own windows on every recorded trace) and the engine's per-CCC base RTT.

/// The C configuration of a Rust one: every value it gives, the rest derived.
fn c_config(cfg: &CccConfig) -> NsccConfig {
    let mut derive = 0;
    let mut given = |v: Option<u64>, bit: u32| {
        if v.is_none() {
            derive |= bit;
        }
        v.unwrap_or(0)
    };
    let network_rtt_ps = given(cfg.network_rtt_ps, NSCC_DERIVE_NETWORK_RTT);
    let target_qdelay_ps = given(cfg.target_qdelay_ps, NSCC_DERIVE_TARGET);
    let mtu = given(cfg.mtu.map(u64::from), NSCC_DERIVE_MTU) as u32;
    let init_cwnd = given(
        (cfg.init_cwnd != 0).then_some(cfg.init_cwnd),
        NSCC_DERIVE_INIT_CWND,
    );
    NsccConfig {
        sender_link_bps: cfg.sender_link_bps,
        receiver_link_bps: cfg.receiver_link_bps,
        base_rtt_ps: cfg.base_rtt_ps,
        network_rtt_ps,
        target_qdelay_ps,
        init_cwnd,
        mss: cfg.mss,
        mtu,
        trimming: cfg.trimming as u8,
        qa_gate: cfg.qa_gate,
        use_ai_step: cfg.ai_shift.is_some() as u8,
        ai_shift: cfg.ai_shift.unwrap_or(0),
        derive: derive as u8,
    }
}

struct Ccc(*mut nscc_capi::NsccCcc);

impl Ccc {
    fn new(cfg: &NsccConfig, flags: u32) -> Ccc {
        let mut h = null_mut();
        let mut err = NsccError::default();
        // SAFETY: valid pointers.
        let rc = unsafe { nscc_ccc_new(cfg, flags, 0, &mut h, &mut err) };
        assert_eq!(rc, NSCC_OK, "nscc_ccc_new: {}", message(&err));
        Ccc(h)
    }

    fn event(&mut self, ev: &NsccEvent) -> NsccOutput {
        let mut out = NsccOutput::default();
        let mut err = NsccError::default();
        // SAFETY: valid pointers, a live handle.
        let rc = unsafe { nscc_ccc_on_event(self.0, ev, &mut out, &mut err) };
        assert_eq!(rc, NSCC_OK, "nscc_ccc_on_event: {}", message(&err));
        out
    }

    fn state(&self) -> NsccState {
        let mut s = NsccState::default();
        // SAFETY: valid pointers, a live handle.
        assert_eq!(
            unsafe { nscc_ccc_state(self.0, &mut s, null_mut()) },
            NSCC_OK
        );
        s
    }
}

impl Drop for Ccc {
    fn drop(&mut self) {
        // SAFETY: from nscc_ccc_new, freed once.
        unsafe { nscc_ccc_free(self.0) };
    }
}

/// An ACK of 4,160 bytes with 100,000 bytes in flight.
fn ack2(t_ps: u64, rtt_ps: u64) -> NsccEvent {
    NsccEvent {
        t_ps,
        kind: NSCC_KIND_ACK,
        bytes: 4160,
        rtt_ps,
        in_flight: 100_000,
        ..NsccEvent::default()
    }
}

/// Gap 1: an RTS's sample below the base RTT neither lowers it nor votes (the average
/// delay does, as for an ACK without a sample); at or above the base it is an ordinary
/// sample. Both models.
#[test]
fn a_sample_flagged_no_base_rtt_never_lowers_the_base_rtt() {
    let c = default_config(); // base RTT 12 us
    for model in [NSCC_CCC_SEQUENTIAL, NSCC_CCC_FLOAT] {
        let (mut flagged, mut none, mut plain) = (
            Ccc::new(&c, model),
            Ccc::new(&c, model),
            Ccc::new(&c, model),
        );
        let mut t = 1_000_000;
        // a queue builds up: the average delay grows
        for i in 0..40 {
            t += 400_000;
            let ev = ack2(t, 12_000_000 + 6_000_000 + i * 10_000);
            flagged.event(&ev);
            none.event(&ev);
            plain.event(&ev);
        }
        let base = flagged.state().base_rtt_ns;
        assert_eq!(base, 12_000, "model {model}");
        t += 400_000;
        let low = NsccEvent {
            flags: NSCC_EVENT_NO_BASE_RTT as u8,
            ..ack2(t, 9_000_000)
        };
        let a = flagged.event(&low);
        let b = none.event(&ack2(t, 0));
        let p = plain.event(&ack2(t, 9_000_000));
        assert_eq!(
            a.base_rtt_ns, 12_000,
            "model {model}: the flagged sample kept the base"
        );
        assert_eq!(
            p.base_rtt_ns, 9_000,
            "model {model}: an ordinary sample lowers it"
        );
        assert_eq!(
            (a.cwnd, a.action, a.avg_delay_q8),
            (b.cwnd, b.action, b.avg_delay_q8),
            "model {model}: below the base, a flagged sample is no sample"
        );
        // at or above the base the flag changes nothing
        t += 400_000;
        let high = ack2(t, 13_000_000);
        let a = flagged.event(&NsccEvent {
            flags: NSCC_EVENT_NO_BASE_RTT as u8,
            ..high
        });
        let b = none.event(&high);
        assert_eq!(
            (a.cwnd, a.action, a.avg_delay_q8),
            (b.cwnd, b.action, b.avg_delay_q8)
        );
    }
    // an unknown flag bit is refused with a reason
    let mut h = Ccc::new(&c, 0);
    let mut err = NsccError::default();
    let mut out = NsccOutput::default();
    let bad = NsccEvent {
        flags: 0x80,
        ..ack2(1_000, 0)
    };
    // SAFETY: valid pointers.
    let rc = unsafe { nscc_ccc_on_event(h.0, &bad, &mut out, &mut err) };
    assert_eq!(rc, NSCC_ERR_ARG);
    assert!(
        message(&err).contains("unknown bits 0x80"),
        "{}",
        message(&err)
    );
    h.event(&ack2(2_000, 0)); // still usable
}

/// Gap 2: a negative in-flight count is taken mod 2^32 (htsim's uint32 `_bytes_to_ignore`):
/// the same windows and state as the count 2^32 - |x|, in both models, through quick adapt.
#[test]
fn a_negative_in_flight_is_taken_mod_2_to_the_32() {
    assert_eq!(nscc_capi::in_flight_of(-5000), (1u64 << 32) - 5000);
    assert_eq!(nscc_capi::in_flight_of(7), 7);
    let c = default_config();
    for model in [NSCC_CCC_SEQUENTIAL, NSCC_CCC_FLOAT] {
        let (mut neg, mut wrapped) = (Ccc::new(&c, model), Ccc::new(&c, model));
        let mut t = 1_000_000;
        let mut quick_adapts = 0;
        for i in 0..3000i64 {
            // sparse ACKs (little achieved per window), deep queues and trims: quick adapt
            // fires and snapshots the in-flight count
            t += 5_000_000;
            let kind = if i % 3 == 0 {
                NSCC_KIND_NACK
            } else {
                NSCC_KIND_ACK
            };
            let ev = NsccEvent {
                kind,
                in_flight: -5000 - i,
                ..ack2(t, 12_000_000 + 70_000_000)
            };
            let a = neg.event(&ev);
            let b = wrapped.event(&NsccEvent {
                in_flight: ((1i64 << 32) - 5000 - i),
                ..ev
            });
            assert_eq!(
                (a.cwnd, a.action),
                (b.cwnd, b.action),
                "model {model} event {i}"
            );
            quick_adapts += (a.action == NSCC_ACTION_QA) as u32;
        }
        assert!(quick_adapts > 0, "model {model}: quick adapt never fired");
        let (s, w) = (neg.state(), wrapped.state());
        assert_eq!(
            (s.bytes_to_ignore, s.bytes_ignored),
            (w.bytes_to_ignore, w.bytes_ignored)
        );
    }
}

/// Gap 3: the NACK's in-flight convention is in the header beside the field.
#[test]
fn the_header_states_the_nack_in_flight_convention() {
    let h = nscc_capi::header();
    let at = h.find("int64_t in_flight;").expect("in_flight is signed");
    let doc = &h[h[..at].rfind("/*").unwrap()..at];
    assert!(doc.contains("nack: AFTER the trimmed packet left"), "{doc}");
    assert!(doc.contains("_in_flight - pkt_size"), "{doc}");
    assert!(doc.contains("mod 2^32"), "{doc}");
}

/// Gap 4: derive flags instead of magic zeros (a given 0 is an error); the derived
/// configuration on request.
#[test]
fn derive_flags_and_the_derived_configuration() {
    let c = default_config();
    assert_eq!(c.derive as u32, NSCC_DERIVE_ALL);
    let mut d = NsccDerived::default();
    let mut err = NsccError::default();
    // SAFETY: valid pointers.
    assert_eq!(unsafe { nscc_config_derive(&c, &mut d, &mut err) }, NSCC_OK);
    let want = CccConfig::default();
    let img = want.register_image().unwrap();
    assert_eq!(d.network_rtt_ps, want.base_rtt_ps);
    assert_eq!(d.target_qdelay_ps, want.target_qdelay_ps());
    assert_eq!(d.mtu, want.mss + 64);
    assert_eq!((d.bdp, d.maxwnd), (img.init_bdp, img.init_maxwnd));
    assert_eq!(
        d.init_cwnd, img.init_maxwnd as u64,
        "init_cwnd derives to MaxWnd"
    );
    assert_eq!(d.image.eta, img.eta);

    // a value given with its bit cleared is taken as it is
    let given = NsccConfig {
        init_cwnd: 50_000,
        derive: (NSCC_DERIVE_ALL & !NSCC_DERIVE_INIT_CWND) as u8,
        ..c
    };
    // SAFETY: valid pointers.
    assert_eq!(
        unsafe { nscc_config_derive(&given, &mut d, &mut err) },
        NSCC_OK
    );
    assert_eq!(d.init_cwnd, 50_000);

    // a real 0 is an error, not a derived value
    let zero = NsccConfig {
        derive: (NSCC_DERIVE_ALL & !NSCC_DERIVE_MTU) as u8,
        ..c
    };
    // SAFETY: valid pointers.
    let rc = unsafe { nscc_config_check(&zero, null_mut(), &mut err) };
    assert_eq!(rc, NSCC_ERR_CONFIG);
    assert!(
        message(&err).contains("nscc_config.mtu is 0"),
        "{}",
        message(&err)
    );
    // a value with its derive bit still set is taken as given (ABI 3 code sets fields
    // after nscc_config_default)
    let after_default = NsccConfig {
        target_qdelay_ps: 5_000_000,
        ..c
    };
    // SAFETY: valid pointers.
    assert_eq!(
        unsafe { nscc_config_derive(&after_default, &mut d, &mut err) },
        NSCC_OK
    );
    assert_eq!(d.target_qdelay_ps, 5_000_000);
    assert_eq!(d.image.target_ns, 5_000);
    let mut h = null_mut();
    // SAFETY: valid pointers.
    let rc = unsafe { nscc_ccc_new(&zero, 0, 0, &mut h, &mut err) };
    assert_eq!(
        rc, NSCC_ERR_CONFIG,
        "a given 0 is refused by every function"
    );
    assert!(h.is_null());
    // unknown derive bits
    let unknown = NsccConfig { derive: 0x30, ..c };
    // SAFETY: valid pointers.
    assert_eq!(
        unsafe { nscc_config_derive(&unknown, &mut d, &mut err) },
        NSCC_ERR_ARG
    );
}

/// Gap 5: the f64 model behind the CCC handle gives htsim's own windows and actions on
/// every recorded trace, event for event (the trace's `ref_` columns are htsim's state).
#[test]
fn the_float_mode_reproduces_htsim_on_every_recorded_trace() {
    for path in nscc_trace::htsim_traces().unwrap() {
        let reader = TraceReader::open(&path).unwrap();
        let cfg = c_config(&nscc_trace::config_from_header(reader.header()));
        let mut cccs: Vec<Option<Ccc>> = Vec::new();
        let mut compared = 0;
        for row in reader {
            let row = row.unwrap();
            let ev = &row.event;
            let i = ev.ccc as usize;
            if cccs.len() <= i {
                cccs.resize_with(i + 1, || None);
            }
            let h = cccs[i].get_or_insert_with(|| Ccc::new(&cfg, NSCC_CCC_FLOAT));
            if ev.kind == EventKind::Send {
                continue;
            }
            let out = h.event(&NsccEvent::from(ev));
            if let Some(want) = row.refs.cwnd {
                assert_eq!(
                    out.cwnd as u64,
                    want,
                    "{}:{}: cwnd (htsim's ref_cwnd)",
                    path.display(),
                    row.line
                );
                compared += 1;
            }
            if let Some(a) = row.refs.action {
                assert_eq!(
                    out.action,
                    a.code() as u32,
                    "{}:{}: action",
                    path.display(),
                    row.line
                );
            }
            if let Some(b) = row.refs.base_rtt_ps {
                assert_eq!(
                    out.base_rtt_ps,
                    b,
                    "{}:{}: base RTT",
                    path.display(),
                    row.line
                );
            }
        }
        assert!(
            compared > 1000,
            "{}: {compared} windows compared",
            path.display()
        );
    }
    // the float model alone: not with SLEEK; the pipelined core is retired, with a reason
    let c = default_config();
    let mut h = null_mut();
    let mut err = NsccError::default();
    for bad in [
        NSCC_CCC_FLOAT | NSCC_CCC_SLEEK,
        NSCC_CCC_PIPELINED,
        NSCC_CCC_PIPELINED | NSCC_CCC_SLEEK,
    ] {
        // SAFETY: valid pointers.
        let rc = unsafe { nscc_ccc_new(&c, bad, 0, &mut h, &mut err) };
        assert_eq!(rc, NSCC_ERR_ARG, "flags {bad:#x}");
        assert!(h.is_null(), "flags {bad:#x}: no handle");
        if bad & NSCC_CCC_PIPELINED != 0 {
            assert!(message(&err).contains("retired"), "{}", message(&err));
        }
    }
}

/// Gap 6: the engine takes a base RTT per CCC (the pair's RTT) from one profile, and each
/// such CCC computes what a CCC handle of that configuration computes.
#[test]
fn the_engine_takes_a_base_rtt_per_ccc() {
    let c = default_config();
    let c = NsccConfig {
        // the fabric-wide RTT fixed, as htsim's initNsccParams fixes it
        network_rtt_ps: 12_000_000,
        derive: (NSCC_DERIVE_ALL & !NSCC_DERIVE_NETWORK_RTT) as u8,
        ..c
    };
    let cccs = 40u32;
    let mut e = null_mut();
    let mut err = NsccError::default();
    // SAFETY: valid pointers throughout; the handles are freed at the end.
    unsafe {
        assert_eq!(nscc_engine_new(cccs, &mut e, &mut err), NSCC_OK);
        assert_eq!(nscc_engine_load_profile(e, 0, &c, &mut err), NSCC_OK);
        let rtt = |i: u32| 2_000_000 + i as u64 * 731_000; // 2 .. 30.5 us: 40 configurations
        let mut twins = Vec::new();
        for i in 0..cccs {
            let rc = nscc_engine_activate_rtt(e, i, 0, 0, rtt(i), &mut err);
            assert_eq!(rc, NSCC_OK, "CCC {i}: {}", message(&err));
            assert_eq!(nscc_engine_ready(e, i, &mut err), NSCC_OK);
            twins.push(Ccc::new(
                &NsccConfig {
                    base_rtt_ps: rtt(i),
                    ..c
                },
                0,
            ));
        }
        let mut t = 1_000_000;
        for n in 0..4000u64 {
            let i = (n * 7 % cccs as u64) as u32;
            t += 50_000;
            let ev = NsccEvent {
                ccc: i,
                ecn: (n % 11 == 0) as u8,
                ..ack2(t, rtt(i) + (n % 97) * 90_000)
            };
            let mut out = NsccOutput::default();
            assert_eq!(nscc_engine_on_event(e, &ev, &mut out, &mut err), NSCC_OK);
            let want = twins[i as usize].event(&ev);
            assert_eq!(
                (out.cwnd, out.maxwnd, out.base_rtt_ns, out.action),
                (want.cwnd, want.maxwnd, want.base_rtt_ns, want.action),
                "event {n}, CCC {i}"
            );
        }
        // the profile stays bound (reloading it is refused), an impossible RTT is refused
        assert_eq!(
            nscc_engine_load_profile(e, 0, &c, &mut err),
            NSCC_ERR_LIFECYCLE
        );
        assert_eq!(nscc_engine_reset(e, 0, &mut err), NSCC_OK);
        let rc = nscc_engine_activate_rtt(e, 0, 0, 0, 1u64 << 40, &mut err);
        assert_eq!(rc, NSCC_ERR_CONFIG, "{}", message(&err));
        assert_eq!(
            nscc_engine_activate_rtt(e, 0, 5, 0, 1_000_000, &mut err),
            NSCC_ERR_LIFECYCLE
        );
        nscc_engine_free(e);
    }
}

/// ABI 4's new fields sit in what was tail padding: the structs an ABI 3 caller allocates
/// keep their size, so an old binary's structs are still the right size for the library.
#[test]
fn the_new_fields_keep_the_struct_sizes_of_abi_3() {
    assert_eq!(std::mem::size_of::<NsccConfig>(), 64);
    assert_eq!(std::mem::size_of::<NsccEvent>(), 80);
    assert_eq!(std::mem::offset_of!(NsccConfig, derive), 60);
    assert_eq!(std::mem::offset_of!(NsccEvent, flags), 73);
}

/// A C file may include both `nscc.h` and the IP's register header
/// (`ip/regs/nscc_cc_ip_regs.h`, a driver beside the golden model): the codes both define
/// (`NSCC_KIND_*`, `NSCC_ACTION_*`) are defined alike, in either order, without a warning.
#[test]
fn the_header_includes_together_with_the_ips_register_header() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let target = env!("NSCC_CAPI_TARGET");
    let compiler = cc::Build::new()
        .target(target)
        .host(target)
        .opt_level(0)
        .cargo_metadata(false)
        .try_get_compiler()
        .expect("a C compiler for the target");
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("abi-regs-header");
    std::fs::create_dir_all(&dir).unwrap();
    for (name, first, second) in [
        ("abi_first.c", "nscc.h", "nscc_cc_ip_regs.h"),
        ("regs_first.c", "nscc_cc_ip_regs.h", "nscc.h"),
    ] {
        let src = dir.join(name);
        std::fs::write(
            &src,
            format!(
                "#include \"{first}\"\n#include \"{second}\"\n\
                 typedef char rto_is_3[NSCC_KIND_RTO == 3 ? 1 : -1];\n\
                 int main(void) {{ return NSCC_ACTION_MD == 4 && NSCC_REG_ID == 0 ? 0 : 1; }}\n"
            ),
        )
        .unwrap();
        let out = compiler
            .to_command()
            .args([
                "-std=c99",
                "-Wall",
                "-Wextra",
                "-pedantic",
                "-Werror",
                "-fsyntax-only",
            ])
            .arg("-I")
            .arg(root.join("include"))
            .arg("-I")
            .arg(root.join("../ip/regs"))
            .arg(&src)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
