"""The IP core's cocotb bench: drives `nscc_cc_ip` (the committed Verilog, under Verilator)
through its AXI ports only and checks every result against the golden model, called over
the C ABI (golden.py).

The stimulus (NSCC_IP_STIMULUS, a JSON file `nscc ip-test` writes) holds the register map's
addresses, the streams' TDATA layouts, the trace's configuration and register image, and its
events (each as the C ABI's event and as the hardware event the TDATA carries). The test:

1. the identification registers; the register image staged and written into profile 0;
   every CCC of the trace activated and made READY over AXI4-Lite;
2. every event streamed with random TVALID gaps while the result stream stalls at random;
   each result compared with the golden engine's, per CCC in order (a CCC's results keep
   its events' order); none may be missing or extra;
3. bad input: events for an IDLE, an ACTIVE and an out-of-range CCC, a `t_sub` above 999
   and a reserved TDATA bit (each refused with its code); unmapped, partial and read-only
   accesses (SLVERR; cocotbext-axi's master aligns every address, so misaligned ones are
   left to the Rust co-simulation of the same Verilog); a profile write to a bound profile (refused); a lifecycle
   request in the wrong phase (not ok); the refusal and event counters;
4. the context read-back of some CCCs against the golden state;
5. the BIST, its signature against the golden one.

The report (NSCC_IP_REPORT) gives events, results, mismatches, lost, stall_cycles and the
checks that failed.
"""

import json
import os
import random
from collections import defaultdict, deque

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, RisingEdge, ReadOnly
from cocotbext.axi import (
    AxiLiteBus,
    AxiLiteMaster,
    AxiStreamBus,
    AxiStreamFrame,
    AxiStreamSink,
    AxiStreamSource,
)
from cocotbext.axi.constants import AxiResp

import golden

SLVERR = AxiResp.SLVERR
OKAY = AxiResp.OKAY


class Bench:
    def __init__(self, dut, stim):
        self.dut = dut
        self.s = stim
        self.regs = stim["registers"]
        self.failures = []
        self.rng = random.Random(stim["seed"])
        self.axil = AxiLiteMaster(AxiLiteBus.from_prefix(dut, "s_axil"), dut.clock, dut.aresetn, reset_active_level=False)
        self.src = AxiStreamSource(AxiStreamBus.from_prefix(dut, "s_axis_ev"), dut.clock, dut.aresetn, reset_active_level=False)
        self.sink = AxiStreamSink(AxiStreamBus.from_prefix(dut, "m_axis_res"), dut.clock, dut.aresetn, reset_active_level=False)
        self.stall_cycles = 0
        self.cycles = 0
        self.taken = defaultdict(deque)
        self.latencies = []
        self.ev_fields = stim["event_tdata"]["fields"]
        self.ev_bytes = stim["event_tdata"]["bytes"]
        self.res_fields = {n: (lsb, bits) for n, lsb, bits in stim["result_tdata"]["fields"]}
        self.codes = stim["refusal_codes"]

    def check(self, ok, what):
        if not ok:
            self.failures.append(what)
            self.dut._log.error("check failed: %s", what)

    async def monitor(self):
        """Counts clocks and stalls; times each event from its transfer to its result's (a
        CCC's results keep its events' order)."""
        d = self.dut
        while True:
            await RisingEdge(d.clock)
            await ReadOnly()
            self.cycles += 1
            if d.s_axis_ev_tvalid.value == 1:
                if d.s_axis_ev_tready.value == 0:
                    self.stall_cycles += 1
                else:
                    self.taken[int(d.s_axis_ev_tid.value)].append(self.cycles)
            if d.m_axis_res_tvalid.value == 1 and d.m_axis_res_tready.value == 1:
                q = self.taken[int(d.m_axis_res_tid.value)]
                if q:
                    self.latencies.append(self.cycles - q.popleft())

    # ---- AXI4-Lite
    async def read(self, name):
        r = await self.axil.read(self.regs[name], 4)
        self.check(r.resp == OKAY, f"read {name}: {r.resp}")
        return int.from_bytes(r.data, "little")

    async def write(self, name, value, expect=OKAY):
        w = await self.axil.write(self.regs[name], (value & 0xFFFFFFFF).to_bytes(4, "little"))
        self.check(w.resp == expect, f"write {name}={value:#x}: {w.resp}, expected {expect}")
        return w.resp

    async def lifecycle(self, ccc, op, profile=0, t=0):
        await self.write("ctl_ccc", ccc)
        await self.write("ctl_profile", profile)
        await self.write("ctl_t", t)
        await self.write("ctl_op", op)
        for _ in range(10000):
            st = await self.read("ctl_status")
            if st & 2:
                return bool(st & 4)
        self.check(False, f"lifecycle {op} on CCC {ccc} never done")
        return False

    # ---- streams
    def tdata(self, hw, overrides=None):
        word = 0
        for (name, lsb, bits), v in zip(self.ev_fields, hw):
            word |= (v & ((1 << bits) - 1)) << lsb
        if overrides:
            word |= overrides
        return word.to_bytes(self.ev_bytes, "little")

    def result(self, frame):
        d = int.from_bytes(bytes(frame.tdata), "little")
        f = {n: (d >> lsb) & ((1 << bits) - 1) for n, (lsb, bits) in self.res_fields.items()}
        tid = frame.tid if isinstance(frame.tid, int) else frame.tid[0]
        return tid, f

    def pauses(self, p):
        rng = random.Random(self.rng.random())
        while True:
            yield rng.random() < p


def cfg_of(c):
    """The configuration the stimulus gives (a 0 there: derived, as in a trace header)."""
    derive = 0
    for field, bit in golden.DERIVED_FIELDS:
        if c[field] == 0:
            derive |= bit
    given = {k: c[k] for k, _ in golden.Config._fields_ if k != "derive"}
    return golden.Config(**given, derive=derive)


def event_of(e):
    ccc, t_ps, nbytes, rtt_ps, in_flight, probe_rtt_ps, kind, ecn, last_hop, rc, probe, pend, _hw = e
    return golden.Event(
        t_ps=t_ps, bytes=nbytes, rtt_ps=rtt_ps, in_flight=in_flight, probe_rtt_ps=probe_rtt_ps,
        ccc=ccc, kind=kind, ecn=ecn, last_hop=last_hop, rc=rc, probe=probe, rcv_cwnd_pend=pend,
    )


@cocotb.test()
async def nscc_cc_ip_trace(dut):
    stim = json.load(open(os.environ["NSCC_IP_STIMULUS"]))
    b = Bench(dut, stim)
    g = golden.Engine(os.environ["NSCC_CAPI_LIB"], stim["cccs"])
    cocotb.start_soon(Clock(dut.clock, 10, unit="ns").start())
    dut.aresetn.value = 0
    await ClockCycles(dut.clock, 5)
    dut.aresetn.value = 1
    await ClockCycles(dut.clock, 2)
    cocotb.start_soon(b.monitor())

    # ---- 1. identification, profile, lifecycle
    b.check(await b.read("id") == stim["id"], "id")
    b.check(await b.read("version") == stim["version"], "version")
    b.check(await b.read("cccs") == stim["cccs"], "cccs")
    for name, value in stim["image"]:
        await b.write("stage_" + name, value)
    await b.write("profile_write", 0)
    await ClockCycles(dut.clock, 4)
    b.check((await b.read("profile_status")) & 1 == 1, "profile 0 loaded")
    g.load_profile(0, cfg_of(stim["config"]))
    flows = stim["flows"]
    for c in range(flows):
        b.check(await b.lifecycle(c, 1), f"activate {c}")
        b.check(await b.lifecycle(c, 2), f"ready {c}")
        g.activate(c, 0, 0)
        g.ready(c)
    st = await b.read("profile_status")
    b.check((st >> 8) & 1 == 1 and (st >> 16) & 1 == 0, f"profile 0 bound: {st:#x}")

    # ---- 2. the trace's events under random TVALID gaps and TREADY stalls
    expect = defaultdict(deque)
    sent = 0
    for i, e in enumerate(stim["events"]):
        out, reason = g.on_event(event_of(e))
        if out is None:
            expect[e[0]].append(("refused", b.codes[reason]))
        else:
            # (`tamper`: the bench's own check that a wrong result is caught)
            cwnd = out.cwnd + (1 if i == stim.get("tamper") else 0)
            expect[e[0]].append(("ok", cwnd, out.action, out.fulfill))
    b.src.set_pause_generator(b.pauses(0.2))
    b.sink.set_pause_generator(b.pauses(0.3))
    stats = {"results": 0, "mismatches": 0, "first_mismatch": None}

    def compare(tid, f):
        stats["results"] += 1
        q = expect.get(tid)
        if not q:
            stats["mismatches"] += 1
            stats["first_mismatch"] = stats["first_mismatch"] or f"extra result for CCC {tid}: {f}"
            return
        want = q.popleft()
        if want[0] == "refused":
            got_ok = f["refused"] == want[1]
        else:
            got_ok = f["refused"] == 0 and (f["cwnd"], f["action"], f["fulfill"]) == want[1:]
        if not got_ok:
            stats["mismatches"] += 1
            stats["first_mismatch"] = stats["first_mismatch"] or f"CCC {tid}: got {f}, expected {want}"

    async def receiver(n):
        for _ in range(n):
            frame = await b.sink.recv()
            compare(*b.result(frame))

    n_events = len(stim["events"])
    rx = cocotb.start_soon(receiver(n_events))
    for e in stim["events"]:
        await b.src.send(AxiStreamFrame(b.tdata(e[12]), tid=e[0]))
        sent += 1
    await b.src.wait()
    # every result, or none for 5,000 clocks: the rest are lost
    seen, quiet = stats["results"], 0
    while not rx.done() and quiet < 50:
        await ClockCycles(dut.clock, 100)
        quiet = quiet + 1 if stats["results"] == seen else 0
        seen = stats["results"]
    lost = sum(len(q) for q in expect.values())
    trace_latency = sorted(b.latencies)
    b.src.set_pause_generator(None)
    b.sink.set_pause_generator(None)
    # (the models keep the generator's last value)
    b.src.pause = False
    b.sink.pause = False
    # one event alone: the IP's latency when nothing waits
    await ClockCycles(dut.clock, 100)
    b.latencies.clear()
    await b.src.send(AxiStreamFrame(b.tdata(stim["events"][0][12]), tid=stim["events"][0][0]))
    await b.sink.recv()
    alone = b.latencies[0] if b.latencies else None
    b.check(alone == stim["latency"], f"latency of an event alone: {alone} clocks, the latency register says {stim['latency']}")
    g.on_event(event_of(stim["events"][0]))
    if not rx.done():
        rx.cancel()

    # ---- 3. bad input
    refused = {k: 0 for k in b.codes}
    bad = []
    idle_ccc = flows  # never activated
    hw0 = stim["events"][0][12]
    bad.append((idle_ccc, b.tdata(hw0), "idle"))
    bad.append((0xFFFF, b.tdata(hw0), "ccc_out_of_range"))
    # every ps within the ns above 999: the time's and the RTTs'
    for sub in ("t_sub", "rtt_sub", "probe_rtt_sub"):
        hw_sub = list(hw0)
        hw_sub[[n for n, _, _ in b.ev_fields].index(sub)] = 1000
        bad.append((0, b.tdata(hw_sub), "event_out_of_range"))
    bad.append((0, b.tdata(hw0, 1 << stim["event_tdata"]["reserved_bit"]), "event_out_of_range"))
    active_ccc = flows + 1
    b.check(await b.lifecycle(active_ccc, 1), "activate (left ACTIVE)")
    g.activate(active_ccc, 0, 0)
    bad.append((active_ccc, b.tdata(hw0), "not_ready"))
    for tid, data, reason in bad:
        await b.src.send(AxiStreamFrame(data, tid=tid))
        frame = await b.sink.recv()
        rtid, f = b.result(frame)
        b.check(rtid == tid and f["refused"] == b.codes[reason] and f["cwnd"] == 0,
                f"bad event ({reason}) on TID {tid}: got TID {rtid} {f}")
        refused[reason] += 1
    for reason, n in refused.items():
        got = await b.read("refused_" + reason)
        b.check(got == n, f"refused_{reason} = {got}, expected {n}")
    taken = await b.read("events_taken")
    # (the trace's events, the one timed alone, the bad ones)
    b.check(taken == n_events + 1 + len(bad), f"events_taken = {taken}, expected {n_events + 1 + len(bad)}")
    # unmapped, misaligned, partial, read-only
    r = await b.axil.read(stim["unmapped"], 4)
    b.check(r.resp == SLVERR, f"unmapped read: {r.resp}")
    w = await b.axil.write(stim["unmapped"], bytes(4))
    b.check(w.resp == SLVERR, f"unmapped write: {w.resp}")
    w = await b.axil.write(b.regs["ctl_t"], bytes(2))
    b.check(w.resp == SLVERR, f"partial write: {w.resp}")
    await b.write("id", 0, expect=SLVERR)
    b.check(await b.read("id") == stim["id"], "id after a write")
    # a profile write to a bound profile, a lifecycle request in the wrong phase
    await b.write("profile_write", 0)
    await ClockCycles(dut.clock, 4)
    b.check((await b.read("profile_status")) >> 16 & 1 == 1, "profile write to a bound profile refused")
    b.check(not await b.lifecycle(0, 1), "activate of a READY CCC refused")
    b.check(not await b.lifecycle(idle_ccc, 2), "ready of an IDLE CCC refused")

    # ---- 4. context read-back
    for c in sorted({0, flows - 1, flows // 2, active_ccc}):
        await b.write("ctx_ccc", c)
        await b.write("ctx_read", 1)
        for _ in range(1000):
            st = await b.read("ctx_status")
            if not st & 1:
                break
        s = g.state(c)
        got = (st >> 2 & 3, await b.read("ctx_cwnd"), await b.read("ctx_maxwnd"),
               await b.read("ctx_base_rtt"), await b.read("ctx_avg_delay"))
        want = (s.phase, s.cwnd, s.maxwnd, s.base_rtt_ns, s.avg_delay_q8)
        b.check(st & 2 and got == want, f"context of CCC {c}: {got}, expected {want}")

    # ---- 5. the BIST, twice (a finished BIST must run again on the next start)
    for run, bist in enumerate(stim["bist"]):
        await b.write("bist_seed", bist["seed"])
        await b.write("bist_events", bist["events"])
        await b.write("bist_config", bist["cccs_log2"] | (bist["rtt_base"] << 8))
        await b.write("bist_ctrl", 1)
        for _ in range(100000):
            st = await b.read("bist_status")
            if st & 2:
                break
        got = (await b.read("bist_signature"), await b.read("bist_sum"),
               await b.read("bist_results"))
        want = (bist["xor"], bist["sum"], bist["results"])
        b.check(got == want, f"BIST run {run + 1}: signature {got}, expected {want}")

    report = {
        "trace": stim["trace"],
        "events": n_events,
        "results": stats["results"],
        "mismatches": stats["mismatches"],
        "first_mismatch": stats["first_mismatch"],
        "lost": lost,
        "stall_cycles": b.stall_cycles,
        "sim_cycles": b.cycles,
        "latency_alone": alone,
        "latency_min": trace_latency[0] if trace_latency else None,
        "latency_p50": trace_latency[len(trace_latency) // 2] if trace_latency else None,
        "latency_max": trace_latency[-1] if trace_latency else None,
        "bad_inputs": len(bad),
        "failed_checks": b.failures,
    }
    with open(os.environ["NSCC_IP_REPORT"], "w") as f:
        json.dump(report, f)
    g.close()
    assert stats["mismatches"] == 0 and lost == 0 and not b.failures, json.dumps(report)
