//! The SLEEK golden model on hand-made scenarios: the seed's example (nscc-notes §6), the
//! pacing by cwnd, leaving recovery, probe-triggered recovery, NACK/RTO requests, the PSN
//! wrap, and the cycle schedule (events win the bitmap port; scan steps wait two cycles after
//! an event; requests readable two cycles after they are queued).

use golden_model::sleek::{
    Cause, GoldenSleek, NsccView, Retransmit, SleekEvent, SleekRegs, WINDOW,
};
use golden_model::EventKind;

const REGS: SleekRegs = SleekRegs {
    pkt_shift: 12,
    target_ns: 9_000,
    min_rto_ns: 90_000,
};

fn view(cwnd: u32) -> NsccView {
    NsccView {
        cwnd,
        maxwnd: 1_000_000,
        base_rtt_ns: 12_000,
        avg_delay_ns: 20_000,
    }
}

/// A large cwnd with a MaxWnd of 5 packets: threshold 5, pacing far beyond the tests.
fn lossy() -> NsccView {
    NsccView {
        maxwnd: 5 * 4096,
        ..view(400_000)
    }
}

fn ev(kind: EventKind, psn: u32) -> SleekEvent {
    SleekEvent {
        kind,
        psn,
        ..SleekEvent::default()
    }
}

fn ack(psn: u32, cum_ack: u32, ooo: u32) -> SleekEvent {
    SleekEvent {
        kind: EventKind::Ack,
        psn,
        cum_ack,
        ooo,
        ..SleekEvent::default()
    }
}

/// Presents `events` back-to-back, then runs idle cycles until nothing is left; returns every
/// request queued, with its cycle.
fn run(g: &mut GoldenSleek, events: &[(SleekEvent, NsccView)]) -> Vec<(u64, Retransmit)> {
    let mut out = Vec::new();
    for &e in events {
        let c = g.cycle();
        if let Some(r) = g.clock(Some(e), true).emit {
            out.push((c, r));
        }
    }
    for _ in 0..10_000 {
        if !g.busy() {
            break;
        }
        let c = g.cycle();
        if let Some(r) = g.clock(None, true).emit {
            out.push((c, r));
        }
    }
    assert!(!g.busy());
    out
}

fn psns(v: &[(u64, Retransmit)]) -> Vec<u32> {
    v.iter().map(|(_, r)| r.psn).collect()
}

/// Sends PSNs `first..first + n`.
fn sends(first: u32, n: u32) -> Vec<(SleekEvent, NsccView)> {
    (0..n)
        .map(|i| (ev(EventKind::Send, first.wrapping_add(i)), view(400_000)))
        .collect()
}

#[test]
fn the_seeds_example_queues_the_holes() {
    // Sent 1..=10; 1 2 4 5 7 8 acknowledged: cum_ack = 3 (next expected); holes 3, 6, 9, 10.
    let mut g = GoldenSleek::new(REGS, 1);
    let mut evs = sends(1, 10);
    let mut cum = 1;
    for p in [1, 2, 4, 5, 7, 8] {
        if p == cum {
            cum += 1;
        }
        let ooo = if p > 3 { 1 } else { 0 };
        evs.push((ack(p, cum, ooo), view(400_000)));
    }
    // Below the threshold (5 packets at least): nothing.
    assert!(run(&mut g, &evs).is_empty());
    assert!(!g.state.in_recovery);
    // An ACK with ooo = 5 enters recovery; the scan queues every hole below highest_sent.
    let out = run(&mut g, &[(ack(8, 3, 5), lossy())]);
    assert_eq!(psns(&out), [3, 6, 9, 10]);
    assert!(out.iter().all(|(_, r)| r.cause == Cause::Sleek));
    assert!(g.state.in_recovery);
    assert_eq!(g.state.recovery_seqno, 11);
    assert_eq!(g.state.highest_rtx_sent, 11);
    // The holes are not queued twice; a cumulative ACK past recovery_seqno ends recovery.
    assert!(run(&mut g, &[(ack(3, 3, 5), lossy())]).is_empty());
    run(&mut g, &[(ack(10, 11, 0), view(400_000))]);
    assert!(!g.state.in_recovery);
}

#[test]
fn the_scan_is_paced_by_cwnd_and_resumes_with_the_next_ack() {
    // 40 PSNs sent, none acknowledged but the last few (ooo 5): cwnd = 3 packets.
    let mut g = GoldenSleek::new(REGS, 100);
    let mut evs = sends(100, 40);
    evs.push((ack(139, 100, 5), view(3 * 4096)));
    // min(1.5 x cwnd, MaxWnd) / 4096 = 4 < 5: the threshold is 5 packets.
    assert_eq!(g.threshold_pkts(&view(3 * 4096)), 5);
    let out = run(&mut g, &evs);
    assert_eq!(psns(&out), [100, 101, 102]);
    // The next ACK (cum_ack unchanged) lets the scan go on from highest_rtx_sent: nothing
    // new within cum_ack + 3.
    assert!(run(&mut g, &[(ack(138, 100, 6), view(3 * 4096))]).is_empty());
    // A larger cwnd extends the range.
    let out = run(&mut g, &[(ack(137, 100, 7), view(6 * 4096))]);
    assert_eq!(psns(&out), [103, 104, 105]);
}

#[test]
fn a_fast_probe_triggers_recovery_and_a_slow_one_does_not() {
    let mut g = GoldenSleek::new(REGS, 0);
    run(&mut g, &sends(0, 4));
    let probe = |rtt| SleekEvent {
        kind: EventKind::Ack,
        psn: 77, // the probe counter: not a data PSN
        cum_ack: 0,
        ooo: 0,
        probe: true,
        probe_rtt_ns: rtt,
    };
    // probe RTT - base RTT = 15 us >= target 9 us: no recovery.
    assert!(run(&mut g, &[(probe(27_000), view(400_000))]).is_empty());
    assert!(!g.state.in_recovery);
    // Without a probe RTT the delay is avg_delay (20 us here): no recovery either.
    assert!(run(&mut g, &[(probe(0), view(400_000))]).is_empty());
    // 3 us: everything outstanding is lost.
    let out = run(&mut g, &[(probe(15_000), view(400_000))]);
    assert_eq!(psns(&out), [0, 1, 2, 3]);
    assert_eq!(g.state.recovery_seqno, 4);
}

#[test]
fn nacks_and_rtos_queue_outstanding_psns_once() {
    let mut g = GoldenSleek::new(REGS, 0);
    run(&mut g, &sends(0, 8));
    let out = run(
        &mut g,
        &[
            (ev(EventKind::Nack, 2), view(400_000)),
            (ev(EventKind::Nack, 2), view(400_000)), // not outstanding any more
            (ev(EventKind::Rto, 5), view(400_000)),
            (ack(6, 0, 1), view(400_000)),
            (ev(EventKind::Nack, 6), view(400_000)), // acknowledged already
        ],
    );
    let got: Vec<(u32, Cause)> = out.iter().map(|(_, r)| (r.psn, r.cause)).collect();
    assert_eq!(got, [(2, Cause::Nack), (5, Cause::Rto)]);
    // The retransmission makes PSN 2 outstanding again.
    run(&mut g, &[(ev(EventKind::Send, 2), view(400_000))]);
    assert!(g.bit(2));
}

#[test]
fn psns_wrap_and_the_window_is_enforced() {
    let first = u32::MAX - 5;
    let mut g = GoldenSleek::new(REGS, first);
    run(&mut g, &sends(first, 12));
    assert_eq!(g.state.highest_sent, first.wrapping_add(12));
    // A send beyond base + WINDOW is refused and counted.
    run(
        &mut g,
        &[(
            ev(EventKind::Send, first.wrapping_add(WINDOW)),
            view(400_000),
        )],
    );
    assert_eq!(g.state.out_of_window, 1);
    // Holes on both sides of the wrap.
    let out = run(&mut g, &[(ack(first.wrapping_add(11), first, 6), lossy())]);
    assert_eq!(out.len(), 11);
    assert_eq!(out[5].1.psn, u32::MAX);
    assert_eq!(out[6].1.psn, 0);
}

#[test]
fn the_cycle_schedule() {
    let mut g = GoldenSleek::new(REGS, 0);
    run(&mut g, &sends(0, 20));
    let c0 = g.cycle();
    // ACK presented in c0: stage 2 in c0 + 1, two settle cycles, first scan read in
    // c0 + 3, queued in its stage 2 at c0 + 4, then one per clock.
    let out = run(&mut g, &[(ack(19, 0, 5), lossy())]);
    let cycles: Vec<u64> = out.iter().map(|(c, _)| c - c0).collect();
    assert_eq!(cycles[..4], [4, 5, 6, 7]);
    // An event in the middle of the scan takes the port: the scan waits.
    let mut g = GoldenSleek::new(REGS, 0);
    run(&mut g, &sends(0, 20));
    let c0 = g.cycle();
    g.clock(Some((ack(19, 0, 5), lossy())), true);
    for _ in 0..5 {
        g.clock(None, true);
    }
    let o = g.clock(Some((ev(EventKind::Send, 20), view(400_000))), true);
    // c0 + 6: the scan step read in c0 + 5 still completes (PSN 2).
    assert_eq!(o.emit.map(|r| r.psn), Some(2));
    let mut emits = Vec::new();
    for _ in 0..8 {
        let c = g.cycle();
        if let Some(r) = g.clock(None, true).emit {
            emits.push((c - c0, r.psn));
        }
    }
    // c0 + 7: the send's stage 2; c0 + 8: settling; the scan reads again in c0 + 9 and
    // queues PSN 3 in c0 + 10, then one per clock.
    assert_eq!(emits[..2], [(10, 3), (11, 4)]);
    // A request is readable at the FIFO head two cycles after it is queued.
    let mut g = GoldenSleek::new(REGS, 0);
    run(&mut g, &sends(0, 2));
    g.clock(Some((ev(EventKind::Nack, 1), view(400_000))), false);
    // (the outputs after a clock show the head readable in the next cycle)
    let o = g.clock(None, false); // queued in this cycle, e
    assert!(o.emit.is_some() && o.head.is_none());
    assert_eq!(g.clock(None, false).head.map(|r| r.psn), Some(1)); // readable in e + 2
    assert!(g.clock(None, true).head.is_none()); // popped in e + 2
}
