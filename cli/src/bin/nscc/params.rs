//! `nscc params`: a CCC configuration from flags (or a trace header) and its register image.

use golden_model::config::CccConfig;
use golden_model::hwmath::Gain;
use golden_model::RegisterImage;
use nscc_trace::{config_from_header, TraceReader};

use crate::args::ParamsArgs;

fn gbps(x: f64) -> u64 {
    (x * 1e9).round() as u64
}

fn ns(x: f64) -> u64 {
    (x * 1e3).round() as u64
}

pub fn params_config(a: &ParamsArgs) -> Result<CccConfig, String> {
    let mut c = match &a.trace {
        Some(p) => config_from_header(TraceReader::open(p).map_err(|e| e.to_string())?.header()),
        None => CccConfig::default(),
    };
    if let Some(x) = a.link_gbps {
        c.sender_link_bps = gbps(x);
        c.receiver_link_bps = gbps(x);
    }
    if let Some(x) = a.sender_gbps {
        c.sender_link_bps = gbps(x);
    }
    if let Some(x) = a.receiver_gbps {
        c.receiver_link_bps = gbps(x);
    }
    if let Some(x) = a.base_rtt_ns {
        c.base_rtt_ps = ns(x);
    }
    if let Some(x) = a.network_rtt_ns {
        c.network_rtt_ps = Some(ns(x));
    }
    if let Some(x) = a.target_ns {
        c.target_qdelay_ps = Some(ns(x));
    }
    if let Some(x) = a.mss {
        c.mss = x;
    }
    if let Some(x) = a.mtu {
        c.mtu = Some(x);
    }
    if let Some(x) = a.init_cwnd {
        c.init_cwnd = x;
    }
    if let Some(x) = a.trimming {
        c.trimming = x;
    }
    if let Some(x) = a.qa_gate {
        c.qa_gate = x;
    }
    if a.ai_shift.is_some() {
        c.ai_shift = a.ai_shift;
    }
    Ok(c)
}

/// A gain as the register holds it and its value: `mant x 2^exp = value` (`digits` decimals).
fn gain(g: &Gain, digits: usize) -> String {
    format!("{} x 2^{} = {:.*}", g.mant, g.exp, digits, g.value())
}

pub fn print_image(c: &CccConfig, r: &RegisterImage) {
    println!("configuration: link {} Gb/s, base RTT {} ns, network RTT {} ns, target {} ns, mss {}, mtu {}, trimming {}",
        c.link_bps() as f64 / 1e9, c.base_rtt_ps as f64 / 1e3, c.network_rtt_ps() as f64 / 1e3,
        c.target_qdelay_ps() as f64 / 1e3, c.mss, c.mtu(), c.trimming);
    println!("register image (what the hardware CCC is loaded with):");
    let rows: Vec<(&str, String, &str)> = vec![
        ("mtu", r.mtu.to_string(), "B, 16 b: min cwnd"),
        ("mss", r.mss.to_string(), "B, 16 b"),
        ("init_cwnd", r.init_cwnd.to_string(), "B, 24 b"),
        (
            "init_bdp",
            r.init_bdp.to_string(),
            "B, 24 b: link x base RTT",
        ),
        (
            "init_maxwnd",
            r.init_maxwnd.to_string(),
            "B, 24 b: 1.5 x BDP",
        ),
        ("link_rate", gain(&r.link_rate, 4), "B/ns"),
        ("base_rtt_ns", r.base_rtt_ns.to_string(), "ns, 24 b"),
        (
            "network_rtt_ns",
            r.network_rtt_ns.to_string(),
            "ns, 24 b: fulfill period",
        ),
        (
            "network_rtt_sub_ps",
            r.network_rtt_sub_ps.to_string(),
            "ps, 10 b: fulfill period's ps beyond the ns",
        ),
        ("target_ns", r.target_ns.to_string(), "ns, 22 b"),
        (
            "qa_threshold_ns",
            r.qa_threshold_ns.to_string(),
            "ns, 24 b: 4 x target",
        ),
        (
            "md_gamma_target_q8",
            r.md_gamma_target_q8.to_string(),
            "ns Q24.8: 0.8 x target",
        ),
        (
            "qa_gate",
            r.qa_gate.to_string(),
            "5 b: QA if achieved < MaxWnd >> qa_gate",
        ),
        (
            "fulfill_bytes",
            r.fulfill_bytes.to_string(),
            "B, 24 b: 8 x MTU",
        ),
        ("alpha", gain(&r.alpha, 6), "B^2 per B per ns"),
        ("fi", gain(&r.fi, 3), "B^2 per B"),
        ("fi_scale", gain(&r.fi_scale, 6), "B per B"),
        ("eta", r.eta.to_string(), "B, 16 b"),
    ];
    for (k, v, u) in rows {
        println!("  {k:<20} {v:<28} {u}");
    }
    // the same image as the IP core's staged registers take it (docs/integration.md), with
    // the fields the image above shows only through the configuration's ps
    println!("the IP core's staged registers (AXI4-Lite, then profile_write):");
    let values = golden_model::interface::register_image_values(r);
    for (k, (f, v)) in golden_model::interface::REGISTER_IMAGE
        .iter()
        .zip(values)
        .enumerate()
    {
        let addr = golden_model::interface::registers::STAGE_BASE + 4 * k as u32;
        let name = format!("stage_{}", f.name);
        println!("  0x{addr:03X} {name:<26} {v:<12} 0x{v:X}");
    }
}
