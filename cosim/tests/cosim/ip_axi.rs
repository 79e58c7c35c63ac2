//! The IP core's AXI rules, checked every clock on the Verilated `nscc_cc_ip` under random
//! traffic (a bounded random check beside the cocotb bench, which drives through
//! cocotbext-axi's models and cannot issue some of these patterns):
//!
//! * AXI4-Lite: one response per request; BVALID/RVALID held with their data until taken;
//!   SLVERR exactly for an address with no register, an address not a multiple of 4, a
//!   partial write strobe, a write to a read-only register; a read-write register reads
//!   back what was written (its fields' bits); a reset clears them (the staged registers'
//!   read-back copy in the clocks after it, the port waiting meanwhile).
//! * The result stream: TVALID never withdrawn nor TDATA/TID changed before TREADY.
//! * No event lost or duplicated under any TVALID/TREADY pattern: every event taken gets
//!   exactly one result, a CCC's in its order, refusals with their code.

use std::collections::{HashMap, VecDeque};

use golden_model::interface::registers::{register_at, registers, Access, IP_ID};
use golden_model::interface::stream::{refusal_code, EVENT_TDATA, RESULT_TDATA};
use golden_model::interface::{register_image_values, REGISTER_IMAGE};
use nscc_cosim::verilated::{PortId, Verilated};
use nscc_rtl::testing::SplitMix;

/// TDATA of the event stream in 32-bit words.
const EV_WORDS: usize = EVENT_TDATA.bytes / 4;

struct Ip {
    dut: Verilated,
    p: HashMap<&'static str, PortId>,
}

const SLVERR: u64 = 2;

impl Ip {
    fn new() -> Ip {
        nscc_cosim::verilated::prepare("nscc_cc_ip").unwrap_or_else(|e| panic!("{e}"));
        let dut = Verilated::new("nscc_cc_ip").unwrap();
        let p = dut
            .ports()
            .iter()
            .map(|x| (x.name, dut.port(x.name).unwrap()))
            .collect();
        let mut ip = Ip { dut, p };
        ip.set("aresetn", 0);
        for _ in 0..4 {
            ip.dut.tick();
        }
        ip.set("aresetn", 1);
        ip
    }

    fn set(&mut self, n: &str, v: u64) {
        let id = self.p[n];
        self.dut.set(id, v);
    }

    fn get(&self, n: &str) -> u64 {
        self.dut.get(self.p[n])
    }

    fn set_event(&mut self, data: &[u32; EV_WORDS]) {
        let id = self.p["s_axis_ev_tdata"];
        self.dut.set_wide(id, data);
    }

    /// One AXI4-Lite write, the address and data channels together: the response.
    fn write(&mut self, addr: u32, data: u32, strb: u64) -> u64 {
        self.set("s_axil_awaddr", addr as u64);
        self.set("s_axil_wdata", data as u64);
        self.set("s_axil_wstrb", strb);
        self.set("s_axil_awvalid", 1);
        self.set("s_axil_wvalid", 1);
        self.set("s_axil_bready", 1);
        for _ in 0..100 {
            self.dut.eval();
            let go = self.get("s_axil_awready") == 1;
            self.dut.tick();
            if go {
                break;
            }
        }
        self.set("s_axil_awvalid", 0);
        self.set("s_axil_wvalid", 0);
        for _ in 0..100 {
            self.dut.eval();
            if self.get("s_axil_bvalid") == 1 {
                let r = self.get("s_axil_bresp");
                self.dut.tick();
                self.set("s_axil_bready", 0);
                return r;
            }
            self.dut.tick();
        }
        panic!("no write response for {addr:#x}");
    }

    /// One AXI4-Lite read: (response, data).
    fn read(&mut self, addr: u32) -> (u64, u64) {
        self.set("s_axil_araddr", addr as u64);
        self.set("s_axil_arvalid", 1);
        self.set("s_axil_rready", 1);
        for _ in 0..100 {
            self.dut.eval();
            let go = self.get("s_axil_arready") == 1;
            self.dut.tick();
            if go {
                break;
            }
        }
        self.set("s_axil_arvalid", 0);
        for _ in 0..100 {
            self.dut.eval();
            if self.get("s_axil_rvalid") == 1 {
                let r = (self.get("s_axil_rresp"), self.get("s_axil_rdata"));
                self.dut.tick();
                self.set("s_axil_rready", 0);
                return r;
            }
            self.dut.tick();
        }
        panic!("no read response for {addr:#x}");
    }

    fn reg(&mut self, name: &str, value: u32) {
        let r = registers().into_iter().find(|r| r.name == name).unwrap();
        assert_eq!(self.write(r.offset, value, 0xF), 0, "write {name}");
    }

    fn read_reg(&mut self, name: &str) -> u64 {
        let r = registers().into_iter().find(|r| r.name == name).unwrap();
        let (resp, data) = self.read(r.offset);
        assert_eq!(resp, 0, "read {name}");
        data
    }

    fn lifecycle(&mut self, ccc: u32, op: u32) {
        self.reg("ctl_ccc", ccc);
        self.reg("ctl_profile", 0);
        self.reg("ctl_t", 0);
        self.reg("ctl_op", op);
        for _ in 0..1000 {
            let st = self.read_reg("ctl_status");
            if st & 2 != 0 {
                assert_eq!(st & 4, 4, "lifecycle {op} on CCC {ccc}");
                return;
            }
        }
        panic!("lifecycle {op} on {ccc} never done");
    }
}

#[test]
fn axi_lite_answers_every_request_once_and_slverr_exactly_where_documented() {
    let mut ip = Ip::new();
    let mut rng = SplitMix(43);
    let regs = registers();
    // what software wrote into each read-write register (its fields' bits)
    let mut written: HashMap<u32, u64> = HashMap::new();
    let mask = |off: u32| {
        register_at(off).map_or(0, |r| {
            r.fields
                .iter()
                .fold(0u64, |m, f| m | (((1u64 << f.bits) - 1) << f.lsb))
        })
    };
    let (mut reads, mut writes) = (0, 0);
    for _ in 0..3_000 {
        // an address: a register (read-write or read-only; no operation started), one of
        // their bytes, or one with no register
        let r = &regs[(rng.next() % regs.len() as u64) as usize];
        let addr = match rng.next() % 8 {
            0 => r.offset + 1 + (rng.next() % 3) as u32,
            1 => 0x400 + 4 * (rng.next() % 0x300) as u32,
            _ => r.offset,
        };
        let reg = register_at(addr);
        let mapped = reg.is_some() && addr.is_multiple_of(4);
        if rng.next().is_multiple_of(2) {
            let (resp, data) = ip.read(addr);
            reads += 1;
            assert_eq!(resp == SLVERR, !mapped, "read {addr:#x}: resp {resp}");
            if !mapped {
                assert_eq!(data, 0);
            } else if let Some(v) = written.get(&addr) {
                assert_eq!(data, *v, "read back {addr:#x}");
            } else if addr == 0 {
                assert_eq!(data, IP_ID as u64);
            }
        } else {
            if reg.as_ref().is_some_and(|r| r.access == Access::Wo) {
                continue; // would start an operation
            }
            let value = rng.next() as u32;
            let strb = if rng.next().is_multiple_of(4) {
                rng.next() % 15
            } else {
                0xF
            };
            let writable = reg.as_ref().is_some_and(|r| r.access == Access::Rw);
            let ok = mapped && writable && strb == 0xF;
            let resp = ip.write(addr, value, strb);
            writes += 1;
            assert_eq!(
                resp == SLVERR,
                !ok,
                "write {addr:#x} strb {strb:#x}: resp {resp}"
            );
            if ok {
                written.insert(addr, value as u64 & mask(addr));
            }
        }
    }
    assert!(
        reads > 1_000 && writes > 800,
        "{reads} reads, {writes} writes"
    );

    // a response waits, unchanged, while its READY is low
    ip.set("s_axil_araddr", 0);
    ip.set("s_axil_arvalid", 1);
    ip.set("s_axil_rready", 0);
    ip.dut.tick();
    ip.set("s_axil_arvalid", 0);
    for _ in 0..20 {
        ip.dut.tick();
        ip.dut.eval();
        assert_eq!(ip.get("s_axil_rvalid"), 1);
        assert_eq!(ip.get("s_axil_rdata"), IP_ID as u64);
        assert_eq!(
            ip.get("s_axil_arready"),
            0,
            "a second read taken before the first answer"
        );
    }
    ip.set("s_axil_rready", 1);
    ip.dut.tick();
    ip.dut.eval();
    assert_eq!(ip.get("s_axil_rvalid"), 0);
}

#[test]
fn no_event_is_lost_or_duplicated_under_random_valid_and_ready() {
    let mut ip = Ip::new();
    let mut rng = SplitMix(4242);
    // profile 0 and CCCs 0..4 READY; 4..8 stay IDLE, 8 ACTIVE; 0xFFFF is out of range
    let cfg = golden_model::CccConfig {
        sender_link_bps: 400_000_000_000,
        receiver_link_bps: 400_000_000_000,
        base_rtt_ps: 4_000_000,
        network_rtt_ps: None,
        target_qdelay_ps: None,
        mss: 4096,
        mtu: None,
        init_cwnd: 0,
        trimming: true,
        qa_gate: 3,
        ai_shift: None,
    };
    let image = cfg.register_image().unwrap();
    for (f, v) in REGISTER_IMAGE.iter().zip(register_image_values(&image)) {
        ip.reg(&format!("stage_{}", f.name), v as u32);
    }
    ip.reg("profile_write", 0);
    for c in 0..4 {
        ip.lifecycle(c, 1);
        ip.lifecycle(c, 2);
    }
    ip.lifecycle(8, 1);
    let tids = [0u64, 1, 2, 3, 4, 5, 8, 0xFFFF];
    let code = |tid: u64| match tid {
        0..=3 => 0,
        8 => refusal_code("not_ready").unwrap() as u64,
        0xFFFF => refusal_code("ccc_out_of_range").unwrap() as u64,
        _ => refusal_code("idle").unwrap() as u64,
    };
    let refused_lsb = RESULT_TDATA.lsb("refused");
    let (t_lsb, rtt_lsb, kind_lsb) = (
        EVENT_TDATA.lsb("t"),
        EVENT_TDATA.lsb("rtt"),
        EVENT_TDATA.lsb("kind"),
    );
    let mut sent: HashMap<u64, VecDeque<u64>> = HashMap::new();
    let mut pending: Option<(u64, [u32; EV_WORDS])> = None;
    let (mut taken, mut results, mut t) = (0u64, 0u64, 1_000u64);
    let mut held: Option<(u64, u64)> = None; // a result TVALID without TREADY: its TID, TDATA
    let total = 3_000;
    for cyc in 0..40_000u64 {
        // the event stream: a new event when none waits (TVALID and TDATA held until taken)
        if pending.is_none() && taken < total && !rng.next().is_multiple_of(4) {
            let tid = tids[(rng.next() % tids.len() as u64) as usize];
            t += 200 + rng.next() % 2_000;
            let mut w = [0u32; EV_WORDS];
            let mut put = |lsb: usize, v: u64| {
                for k in 0..64 {
                    if v >> k & 1 == 1 {
                        w[(lsb + k) / 32] |= 1 << ((lsb + k) % 32);
                    }
                }
            };
            put(t_lsb, t & 0xFFFF_FFFF);
            put(rtt_lsb, 4_000 + rng.next() % 3_000);
            put(kind_lsb, 0);
            pending = Some((tid, w));
        }
        match pending {
            Some((tid, w)) => {
                ip.set("s_axis_ev_tvalid", 1);
                ip.set("s_axis_ev_tid", tid);
                ip.set_event(&w);
            }
            None => ip.set("s_axis_ev_tvalid", 0),
        }
        let ready = !rng.next().is_multiple_of(3) && !(cyc / 2_000).is_multiple_of(5);
        ip.set("m_axis_res_tready", u64::from(ready));
        ip.dut.eval();
        // the result stream's rule: what waited is still there, unchanged
        let (rv, rid, rdata) = (
            ip.get("m_axis_res_tvalid"),
            ip.get("m_axis_res_tid"),
            ip.get("m_axis_res_tdata"),
        );
        if let Some(h) = held {
            assert!(
                rv == 1 && (rid, rdata) == h,
                "cycle {cyc}: a waiting result changed"
            );
        }
        held = (rv == 1 && !ready).then_some((rid, rdata));
        if rv == 1 && ready {
            results += 1;
            let q = sent
                .get_mut(&rid)
                .unwrap_or_else(|| panic!("a result for TID {rid} never sent"));
            let want = q
                .pop_front()
                .unwrap_or_else(|| panic!("a second result for TID {rid}"));
            assert_eq!(rdata >> refused_lsb & 7, want, "TID {rid}: refusal code");
        }
        if let Some((tid, _)) = pending {
            if ip.get("s_axis_ev_tready") == 1 {
                sent.entry(tid).or_default().push_back(code(tid));
                taken += 1;
                pending = None;
            }
        }
        ip.dut.tick();
        if taken == total && results == total {
            break;
        }
    }
    assert_eq!(taken, total);
    assert_eq!(results, total, "results lost");
    assert!(sent.values().all(|q| q.is_empty()));
    // the counters agree
    assert_eq!(ip.read_reg("events_taken"), total);
    assert_eq!(ip.read_reg("results_sent"), total);
}

#[test]
fn a_reset_clears_every_read_write_register() {
    let mut ip = Ip::new();
    let rw: Vec<_> = registers()
        .into_iter()
        .filter(|r| r.access == Access::Rw)
        .collect();
    for r in &rw {
        ip.reg(&r.name, 0xFFFF_FFFF);
    }
    for r in &rw {
        let mask = r
            .fields
            .iter()
            .fold(0u64, |m, f| m | (((1u64 << f.bits) - 1) << f.lsb));
        assert_eq!(ip.read_reg(&r.name), mask, "{} read back", r.name);
    }
    ip.set("aresetn", 0);
    ip.dut.tick();
    ip.set("aresetn", 1);
    // the port waits while the IP clears the staged registers' copy
    ip.set("s_axil_arvalid", 1);
    ip.dut.eval();
    assert_eq!(
        ip.get("s_axil_arready"),
        0,
        "a read taken while the copy is cleared"
    );
    ip.set("s_axil_arvalid", 0);
    for r in &rw {
        assert_eq!(ip.read_reg(&r.name), 0, "{} after a reset", r.name);
    }
}
