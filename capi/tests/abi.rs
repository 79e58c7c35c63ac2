//! The C ABI called as C calls it: errors and their codes, the engine's lifecycle and
//! refusals, SLEEK's retransmit queue, and handles used from many threads at once.

use std::ffi::CStr;
use std::ptr::{null, null_mut};

use golden_model::config::CccConfig;
use golden_model::nscc::{GoldenCcc, HwEvent};
use golden_model::{Event, EventKind};
use nscc_capi::*;

fn message(e: &NsccError) -> String {
    CStr::from_bytes_until_nul(&e.message)
        .expect("NUL-terminated")
        .to_string_lossy()
        .into_owned()
}

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
        let r = g.step_at(
            i * golden_model::pipeline::LATENCY,
            &HwEvent::from_event(&e),
        );
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
