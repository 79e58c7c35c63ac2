//! Random configurations and event streams for the co-simulation tests of both cores.

use golden_model::config::CccConfig;
use golden_model::nscc::HwEvent;
use golden_model::EventKind;
use proptest::prelude::*;

/// Random configurations (10 Gb/s .. 1.6 Tb/s, 1 .. 60 us) and event streams: ECN, delays
/// around the target, NACKs, probes, penalties and restores, RTOs, sends, bubbles, time
/// jumps across the 32-bit timestamp wrap, saturating byte counts.
pub fn config() -> impl Strategy<Value = CccConfig> {
    prop_oneof![3 => usual_config(), 1 => extreme_config()]
}

fn usual_config() -> impl Strategy<Value = CccConfig> {
    (
        prop::sample::select(vec![10u64, 100, 400, 800, 1600]),
        2_000u64..60_000,
        any::<bool>(),
        0u8..5,
        prop::sample::select(vec![1024u32, 4096, 8192]),
    )
        .prop_map(|(g, rtt, trimming, qa_gate, mss)| CccConfig {
            sender_link_bps: g * 1_000_000_000,
            receiver_link_bps: g * 1_000_000_000,
            base_rtt_ps: rtt * 1000,
            trimming,
            qa_gate,
            mss,
            ..CccConfig::default()
        })
        .prop_filter("possible", |c| c.register_image().is_ok())
}

/// Configuration extremes: 1 Gb/s to 3.2 Tb/s with asymmetric links, base RTTs from 500 ns
/// to 2 ms (BDP and MaxWnd saturating their 24 bits), a network RTT and a target apart from
/// the base RTT, jumbo and tiny packets, the widest QA gates, the UET AI step, an initial
/// window of one packet or beyond MaxWnd.
fn extreme_config() -> impl Strategy<Value = CccConfig> {
    (
        (
            prop::sample::select(vec![1u64, 25, 3200]),
            prop::sample::select(vec![1u64, 400, 3200]),
        ),
        prop::sample::select(vec![500u64, 7_000, 2_000_000]),
        // network RTTs in ps, one with a ps part (the fulfill period is compared in ps)
        prop::option::of(prop::sample::select(vec![
            1_000_000u64,
            12_506_880,
            90_000_000,
        ])),
        prop::option::of(prop::sample::select(vec![100u64, 40_000, 500_000])),
        prop::sample::select(vec![256u32, 1024, 9000]),
        0u8..24,
        prop::option::of(0u8..18),
        prop::sample::select(vec![0u64, 1, 1 << 30]),
        any::<bool>(),
    )
        .prop_map(
            |((gs, gr), rtt, net, target, mss, qa_gate, ai_shift, init, trimming)| CccConfig {
                sender_link_bps: gs * 1_000_000_000,
                receiver_link_bps: gr * 1_000_000_000,
                base_rtt_ps: rtt * 1000,
                network_rtt_ps: net,
                target_qdelay_ps: target.map(|t| t * 1000),
                mss,
                qa_gate,
                ai_shift,
                init_cwnd: if init == 1 { (mss + 64) as u64 } else { init },
                trimming,
                ..CccConfig::default()
            },
        )
        .prop_filter("possible", |c| c.register_image().is_ok())
}

pub fn stream(base_ns: u32) -> impl Strategy<Value = Vec<Option<HwEvent>>> {
    let ev = (
        prop_oneof![10 => Just(EventKind::Ack), 2 => Just(EventKind::Nack), 2 => Just(EventKind::Send), 1 => Just(EventKind::Rto)],
        prop_oneof![4 => Just(4160u32), 2 => Just(16_640), 1 => 0u32..(1 << 24)],
        prop_oneof![1 => Just(0u32), 4 => (base_ns / 2)..(base_ns * 6), 1 => 1u32..(1 << 24)],
        any::<bool>(),
        prop_oneof![6 => Just(0u8), 1 => 0u8..128],
        prop::bool::weighted(0.05),
        0u32..(1 << 24),
        prop::bool::weighted(0.05),
        prop_oneof![8 => 0u32..3_000, 1 => 10_000u32..100_000, 1 => Just(u32::MAX / 3)],
        0u16..1000,
    )
        .prop_map(|(kind, bytes, rtt, ecn, pend, rc, in_flight, probe, dt, t_sub_ps)| {
            (dt, HwEvent { t_ns: 0, t_sub_ps, kind, bytes, rtt_ns: rtt, ecn, last_hop: false, rcv_cwnd_pend: pend, rc, in_flight, probe, probe_rtt_ns: if probe { rtt } else { 0 } })
        });
    prop::collection::vec((prop::bool::weighted(0.1), ev), 200..1500).prop_map(|v| {
        let mut t = 0u32;
        v.into_iter()
            .map(|(bubble, (dt, mut e))| {
                t = t.wrapping_add(dt);
                e.t_ns = t;
                (!bubble).then_some(e)
            })
            .collect()
    })
}
