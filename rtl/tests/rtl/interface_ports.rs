//! The cores' ports follow the interface map (`golden_model::interface`): every field of the
//! register image (`cfg_<name>`), the event (`ev_<name>`) and the state (`<name>`) is a port
//! of the map's width and direction, read back from the emitted Verilog of each core.

use golden_model::interface::{Field, EVENT, PHASE, REGISTER_IMAGE, STATE};
use nscc_flow::{parse_ports, Dir};

fn check(top: &str, verilog: &str) {
    check_inputs(top, verilog, true);
}

/// The register image and the event (and with `state`, the state and the phase).
fn check_inputs(top: &str, verilog: &str, state: bool) {
    let ports = parse_ports(verilog, "top").unwrap_or_else(|e| panic!("{top}: {e}"));
    let find = |name: &str| {
        ports
            .ports
            .iter()
            .find(|p| p.name == name)
            .unwrap_or_else(|| panic!("{top}: no port `{name}`"))
    };
    let expect = |prefix: &str, fields: &[Field], dir: Dir| {
        for f in fields {
            let name = format!("{prefix}{}", f.name);
            let p = find(&name);
            assert_eq!(p.width as usize, f.bits, "{top}: width of `{name}`");
            assert_eq!(p.dir, dir, "{top}: direction of `{name}`");
        }
    };
    expect("cfg_", REGISTER_IMAGE, Dir::Input);
    expect("ev_", EVENT, Dir::Input);
    if state {
        expect("", STATE, Dir::Output);
        expect("", &[PHASE], Dir::Output);
    }
}

/// The multi-CCC engines (and `CcEngine`, whose NSCC fields are declared beside the INT
/// engine's) take the interface map's register image and event.
#[test]
fn the_engines_take_the_register_image_and_the_event_of_the_interface_map() {
    check_inputs("nscc_engine", &nscc_rtl::nscc::engine::verilog(), false);
    check_inputs(
        "cc_engine_ecp5",
        &nscc_rtl::int::cc_engine::verilog_ecp5(),
        false,
    );
}

#[test]
fn the_compact_core_has_the_ports_of_the_interface_map() {
    check("nscc_compact", &nscc_rtl::nscc::compact_core::verilog());
}

/// The INT engines have the ports of the ECP5's (`IntEngine`): the same names, directions
/// and widths (the CCC-addressed observation ports scale with the CCCs), so that one bench
/// and one host driver serve all. The Cu's (`IntSerialEngine`) reads the records on request:
/// `ev_rec_k` names the record `ev_rec` holds, in place of the 8 side by side (`ev_hops`).
/// The ECP5's writes the L words of 5 records a clock: lanes 1 to 4 have observation ports
/// of their own (`l1_*` .. `l4_*`) beside lane 0's (`l_*`, the Cu engines' one).
#[test]
fn the_int_engines_have_the_same_ports() {
    let ecp5 = parse_ports(&nscc_rtl::int::int_engine::verilog_ecp5(), "top").unwrap();
    let key = |p: &nscc_flow::Port| {
        let scaled = p.name.ends_with("_waddr");
        (
            p.name.clone(),
            p.dir == Dir::Input,
            if scaled { 0 } else { p.width },
        )
    };
    let lane_port = |n: &str| (1..=4).any(|j| n.starts_with(&format!("l{j}_w")));
    let lanes: Vec<_> = ecp5
        .ports
        .iter()
        .filter(|p| lane_port(&p.name))
        .map(key)
        .collect();
    let lane0: Vec<_> = ecp5
        .ports
        .iter()
        .filter(|p| p.name.starts_with("l_w"))
        .map(key)
        .collect();
    assert_eq!(lanes.len(), 4 * lane0.len(), "{lanes:?}");
    for (n, input, width) in &lanes {
        let l0 = format!("l_{}", n.split_once('_').unwrap().1);
        assert!(lane0.contains(&(l0, *input, *width)), "{n}");
    }
    let mut b: Vec<_> = ecp5
        .ports
        .iter()
        .filter(|p| !lane_port(&p.name))
        .map(key)
        .collect();
    b.sort();
    assert!(b.len() > 25, "{b:?}");
    let serial = parse_ports(&nscc_rtl::int::int_serial::verilog_cu(), "top").unwrap();
    let mut s: Vec<_> = serial.ports.iter().map(key).collect();
    s.sort();
    let hops = (
        "ev_hops".to_string(),
        true,
        nscc_rtl::int::int_engine::EV_HOPS_BITS as u32,
    );
    let rec = [
        (
            "ev_rec".to_string(),
            true,
            golden_model::intcc::fixed::words::HOP_BITS,
        ),
        ("ev_rec_k".to_string(), false, 3),
    ];
    let mut expect: Vec<_> = b.iter().filter(|p| **p != hops).cloned().collect();
    expect.extend(rec);
    expect.sort();
    assert_eq!(s, expect);
}
