//! The generic co-simulation layer (`nscc_cosim::verilated`) on `port_probe`, the top with a
//! port of every width class (CData, SData, IData, QData, VlWide) and a signed one: the
//! parsed port table, set/get of every width, masking, tick/eval, traces, misuse.

use nscc_cosim::verilated::{tops, PortDir, PortId, Verilated};
use nscc_rtl::testing::SplitMix;

const WIDTHS: [u32; 10] = [1, 8, 9, 16, 17, 32, 33, 64, 65, 100];

/// A random `width`-bit value as little-endian 32-bit words.
fn random_words(r: &mut SplitMix, width: u32) -> Vec<u32> {
    let n = width.div_ceil(32) as usize;
    let mut w: Vec<u32> = (0..n).map(|_| r.next() as u32).collect();
    let top = width - 32 * (n as u32 - 1);
    if top < 32 {
        w[n - 1] &= (1 << top) - 1;
    }
    w
}

fn invert(words: &[u32], width: u32) -> Vec<u32> {
    let mut w: Vec<u32> = words.iter().map(|x| !x).collect();
    let n = w.len();
    let top = width - 32 * (n as u32 - 1);
    if top < 32 {
        w[n - 1] &= (1 << top) - 1;
    }
    w
}

fn to_u64(words: &[u32]) -> u64 {
    words[0] as u64 | words.get(1).map_or(0, |&h| (h as u64) << 32)
}

#[test]
fn the_port_table_follows_the_verilog_header() {
    assert!(tops().contains(&"recip_div") && tops().contains(&"port_probe"));
    let dut = Verilated::new("port_probe").unwrap();
    let ports = dut.ports();
    let names: Vec<&str> = ports.iter().map(|p| p.name).collect();
    assert_eq!(names[..3], ["clock", "a1", "a8"]);
    assert_eq!(ports.len(), 1 + 11 + 13);
    for (i, p) in ports.iter().enumerate() {
        assert_eq!(p.index as usize, i);
    }
    for w in WIDTHS {
        let a = dut.info(dut.port(&format!("a{w}")).unwrap());
        let q = dut.info(dut.port(&format!("q{w}")).unwrap());
        assert_eq!(
            (a.width, a.dir, q.width, q.dir),
            (w, PortDir::In, w, PortDir::Out)
        );
    }
    assert_eq!(dut.info(dut.port("s16").unwrap()).width, 16);
    assert_eq!(dut.info(dut.port("qs16").unwrap()).dir, PortDir::Out);
    assert_eq!(dut.info(dut.port("a100").unwrap()).words(), 4);
}

#[test]
fn every_width_class_round_trips() {
    let mut dut = Verilated::new("port_probe").unwrap();
    let a: Vec<PortId> = WIDTHS
        .iter()
        .map(|w| dut.port(&format!("a{w}")).unwrap())
        .collect();
    let q: Vec<PortId> = WIDTHS
        .iter()
        .map(|w| dut.port(&format!("q{w}")).unwrap())
        .collect();
    let (s16, qs16) = (dut.port("s16").unwrap(), dut.port("qs16").unwrap());
    let (c8, count) = (dut.port("c8").unwrap(), dut.port("count").unwrap());
    let mut r = SplitMix(42);
    for cyc in 0..2000u64 {
        let vals: Vec<Vec<u32>> = WIDTHS.iter().map(|&w| random_words(&mut r, w)).collect();
        for ((&w, &port), v) in WIDTHS.iter().zip(&a).zip(&vals) {
            if w <= 64 {
                dut.set(port, to_u64(v));
            } else {
                dut.set_wide(port, v);
            }
        }
        let s = r.next() as u16;
        dut.set(s16, s as u64);
        // inputs read back exactly, combinational outputs after eval()
        dut.eval();
        for ((&w, &port), v) in WIDTHS.iter().zip(&a).zip(&vals) {
            assert_eq!(&dut.get_wide(port), v, "a{w}");
            if w <= 64 {
                assert_eq!(dut.get(port), to_u64(v), "a{w}");
            }
        }
        assert_eq!(dut.get(c8), !vals[1][0] as u64 & 0xFF);
        dut.tick();
        for ((&w, &port), v) in WIDTHS.iter().zip(&q).zip(&vals) {
            assert_eq!(dut.get_wide(port), invert(v, w), "cycle {cyc}: q{w}");
            if w <= 64 {
                assert_eq!(dut.get(port), to_u64(&invert(v, w)), "cycle {cyc}: q{w}");
            }
        }
        assert_eq!(
            dut.get(qs16),
            s as u64,
            "signed ports read as their raw bits"
        );
        assert_eq!(dut.get(count), dut.cycles() & 0xFFFF_FFFF);
    }
    assert_eq!(dut.cycles(), 2000);
}

#[test]
fn instances_are_independent_across_threads() {
    let handles: Vec<_> = (0..2u64)
        .map(|t| {
            std::thread::spawn(move || {
                let mut dut = Verilated::new("port_probe").unwrap();
                let (a32, q32) = (dut.port("a32").unwrap(), dut.port("q32").unwrap());
                for i in 0..10_000u64 {
                    let v = (i * 7919 + t) & 0xFFFF_FFFF;
                    dut.set(a32, v);
                    dut.tick();
                    assert_eq!(dut.get(q32), !v & 0xFFFF_FFFF);
                }
                dut.get(dut.port("count").unwrap())
            })
        })
        .collect();
    for h in handles {
        assert_eq!(h.join().unwrap(), 10_000);
    }
}

#[test]
fn traces_can_be_closed_and_reopened() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let (p1, p2) = (dir.join("port_probe_1.vcd"), dir.join("port_probe_2.vcd"));
    nscc_cosim::verilated::enable_traces();
    let mut dut = Verilated::new("port_probe").unwrap();
    let a8 = dut.port("a8").unwrap();
    dut.trace_open(&p1).unwrap();
    for i in 0..10 {
        dut.set(a8, i);
        dut.tick();
    }
    dut.trace_close();
    dut.tick(); // untraced
    dut.trace_open(&p2).unwrap();
    for i in 0..10 {
        dut.set(a8, i);
        dut.tick();
    }
    drop(dut); // closes the second trace
    for p in [&p1, &p2] {
        let vcd = std::fs::read_to_string(p).unwrap();
        assert!(
            vcd.contains(" q100 ") && vcd.contains(" count "),
            "{}",
            p.display()
        );
    }
    // the second file starts at the time the first stopped, plus the untraced cycle
    assert!(std::fs::read_to_string(&p2).unwrap().contains("#110"));
}

#[test]
#[should_panic(expected = "does not fit port `a9` (9 bits)")]
fn values_wider_than_the_port_are_refused() {
    let mut dut = Verilated::new("port_probe").unwrap();
    let a9 = dut.port("a9").unwrap();
    dut.set(a9, 0x200);
}

#[test]
#[should_panic(expected = "port `q8` of `port_probe` is an output")]
fn outputs_cannot_be_driven() {
    let mut dut = Verilated::new("port_probe").unwrap();
    let q8 = dut.port("q8").unwrap();
    dut.set(q8, 1);
}

#[test]
#[should_panic(expected = "use get_wide")]
fn wide_ports_need_get_wide() {
    let dut = Verilated::new("port_probe").unwrap();
    let _ = dut.get(dut.port("q65").unwrap());
}

#[test]
#[should_panic(expected = "takes 4 words")]
fn set_wide_needs_every_word() {
    let mut dut = Verilated::new("port_probe").unwrap();
    let a100 = dut.port("a100").unwrap();
    dut.set_wide(a100, &[1, 2, 3]);
}

#[test]
#[should_panic(expected = "belongs to another top")]
fn port_ids_are_tied_to_their_top() {
    let probe = Verilated::new("port_probe").unwrap();
    let mut div = Verilated::new("recip_div").unwrap();
    let a1 = probe.port("a1").unwrap();
    div.set(a1, 1);
}
