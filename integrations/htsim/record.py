#!/usr/bin/env python3
"""run.sh --record's step after each htsim run: gzip the trace htsim wrote, print its rows
and flow completion, and compare it with the shared trace of the same name if there is one.

    record.py CSV HTSIM_STDOUT OUT_GZ [SHARED_GZ]

CSV (htsim's -nscc_trace output) is removed once OUT_GZ is written (gzip level 9, no name,
time 0, as the shared traces are). Exit 1 if a flow did not finish or the trace differs
from SHARED_GZ (uncompressed contents compared; the first differing line is printed).
"""
import gzip
import os
import re
import sys


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    csv, stdout, out_gz = sys.argv[1:4]
    shared = sys.argv[4] if len(sys.argv) == 5 else None
    data = open(csv, "rb").read()
    with open(out_gz + ".tmp", "wb") as f:
        f.write(gzip.compress(data, 9, mtime=0))
    os.replace(out_gz + ".tmp", out_gz)
    os.remove(csv)

    lines = data.decode().splitlines()
    kinds = {}
    for line in lines:
        if line and not line.startswith(("#", "t_ps,")):
            k = line.split(",", 3)[2]
            kinds[k] = kinds.get(k, 0) + 1
    text = open(stdout).read()
    start = {g[1]: float(g[2]) for g in re.finditer(r"Flow \S+ flowId (\d+) .*starting at (\S+)\n", text)}
    fin = {g[1]: int(g[2]) for g in re.finditer(r"FCT_ps flowId (\d+) finish_ps (\d+)", text)}
    fct = sorted(fin[f] - round(start[f] * 1e6) for f in fin if f in start)
    print(f"{sum(kinds.values())} rows (ack {kinds.get('ack', 0)}, nack {kinds.get('nack', 0)}, "
          f"send {kinds.get('send', 0)}); {len(fin)}/{len(start)} flows finished"
          + (f", FCT {fct[0] / 1e6:.3f} .. {fct[-1] / 1e6:.3f} us" if fct else ""))
    ok = len(fin) == len(start)
    if shared:
        want = gzip.open(shared).read().decode().splitlines()
        name = os.path.basename(shared)
        if want == lines:
            print(f"identical to {name}")
        else:
            n = next((i for i, (x, y) in enumerate(zip(want, lines)) if x != y),
                     min(len(want), len(lines)))
            print(f"DIFFERS from {name}: line {n + 1} (shared {len(want)} lines, recorded {len(lines)})")
            for tag, l in (("shared", want), ("recorded", lines)):
                if n < len(l):
                    print(f"  {tag:>8}: {l[n]}")
            ok = False
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
