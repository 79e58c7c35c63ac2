#!/usr/bin/env python3
"""The over-seeds comparison of run.sh --seeds N (run.sh runs htsim; this reads its output).

  seeds.py scenario DIR SCENARIO N MODES   one scenario: a row per seed, then its summary
                                           (DIR/SCENARIO/summary.json); exit 1 when float !=
                                           native for a seed (the self-check)
  seeds.py table DIR SCENARIO ...          the Markdown table of the scenarios' summaries

DIR/SCENARIO/seedK_MODE.out is htsim_uec's stdout (with -fct_ps), seedK_MODE.time is
"MODE EXITCODE MILLISECONDS"; seedK_shadow.out, when there, is the -nscc_shadow float run
that run.sh makes for a seed whose float FCTs differ from native.
"""
import json
import math
import re
import statistics
import sys


def run(d, s, k, mode):
    text = open(f"{d}/{s}/seed{k}_{mode}.out").read()
    _, rc, ms = open(f"{d}/{s}/seed{k}_{mode}.time").read().split()
    start, fin = {}, {}
    for l in text.splitlines():
        g = re.match(r"Flow (\S+) flowId (\d+) .*starting at (\S+)$", l)
        if g:
            start[g[2]] = round(float(g[3]) * 1e6)  # the matrix's start times are whole us
        g = re.match(r"FCT_ps flowId (\d+) finish_ps (\d+)$", l)
        if g:
            fin[g[1]] = int(g[2])
    fct = {f: fin[f] - start[f] for f in fin}
    pkts = [l for l in text.splitlines() if l.startswith("New:")]
    return dict(rc=int(rc), secs=int(ms) / 1000, fct=fct, flows=len(start), pkts=pkts, text=text)


def p99(v):
    v = sorted(v)
    return v[max(0, math.ceil(0.99 * len(v)) - 1)]


def pct(a, b):
    return (a / b - 1) * 100


def diffs(m, nat):
    """m against native: max, p99 and mean FCT (%), mean |per-flow difference| (% and us)."""
    v, nv = list(m["fct"].values()), list(nat["fct"].values())
    common = [f for f in nat["fct"] if f in m["fct"]]
    return dict(
        max=pct(max(v), max(nv)),
        p99=pct(p99(v), p99(nv)),
        mean=pct(sum(v) / len(v), sum(nv) / len(nv)),
        flow_pct=sum(abs(m["fct"][f] - nat["fct"][f]) / nat["fct"][f] for f in common) / len(common) * 100,
        flow_us=sum(abs(m["fct"][f] - nat["fct"][f]) for f in common) / len(common) / 1e6,
    )


def worst(v):
    return max(v, key=abs)


def scenario(d, s, n, modes):
    n = int(n)
    modes = modes.split(",")
    cmp = [m for m in modes if m not in ("native", "float")]
    print(f"{'seed':>4} {'native max FCT us':>18} {'float':>6}" + "".join(
        f" | {m + ': max':>12} {'p99':>8} {'mean':>8} {'|flow|':>8}" for m in cmp) + " | s per run (" + "/".join(modes) + ")")
    rows, ok, notes, noise = [], True, [], []
    prev = None
    for k in range(1, n + 1):
        r = {m: run(d, s, k, m) for m in modes}
        nat = r["native"]
        # the seed's own effect: native with this seed against native with the one before
        if prev and prev["fct"] and nat["fct"]:
            noise.append(diffs(nat, prev))
        prev = nat
        row = dict(seed=k, flows=nat["flows"], secs={m: r[m]["secs"] for m in modes},
                   native_max=max(nat["fct"].values()) / 1e6 if nat["fct"] else None)
        for m in modes:
            if r[m]["rc"] != 0 or len(r[m]["fct"]) != nat["flows"]:
                ok = ok and m not in ("native", "float")
                notes.append(f"seed {k} {m}: exit {r[m]['rc']}, {len(r[m]['fct'])}/{nat['flows']} flows finished")
        same = (r["float"]["fct"] == nat["fct"] and r["float"]["pkts"] == nat["pkts"]
                and r["float"]["rc"] == 0 and nat["rc"] == 0 and len(nat["fct"]) == nat["flows"])
        row["float_eq"] = same
        if not same:
            ok = False
            first = [f for f in sorted(nat["fct"], key=int) if r["float"]["fct"].get(f) != nat["fct"][f]]
            notes.append(f"seed {k}: float != native (" + (f"first differing flow {first[0]}: native "
                         f"{nat['fct'][first[0]]} ps, float {r['float']['fct'].get(first[0])} ps" if first
                         else "packet counters differ") + ")")
            try:
                sh = open(f"{d}/{s}/seed{k}_shadow.out").read()
                mism = re.findall(r"nscc_htsim shadow .*", sh)
                notes.append(f"   shadow run (-nscc_shadow float -seed {k}): {len(mism)} mismatch lines; first:")
                notes += ["   " + l for l in mism[:3]]
            except OSError:
                pass
        for m in cmp:
            if r[m]["fct"] and nat["fct"]:
                row[m] = diffs(r[m], nat)
            row[m + "_eq_golden"] = r[m]["fct"] == r["golden"]["fct"] if "golden" in r else None
        rows.append(row)
        line = f"{k:>4} {row['native_max'] or 0:>18.3f} {'==' if same else '!=':>6}"
        for m in cmp:
            x = row.get(m)
            line += (f" | {x['max']:>+11.3f}% {x['p99']:>+7.3f}% {x['mean']:>+7.3f}% {x['flow_pct']:>7.3f}%"
                     if x else f" | {'-':>12} {'-':>8} {'-':>8} {'-':>8}")
        print(line + " | " + "/".join(f"{row['secs'][m]:.2f}" for m in modes))
    for l in notes:
        print(l)

    summ = dict(scenario=s, seeds=n, flows=rows[0]["flows"], modes=modes,
                float_eq=sum(r["float_eq"] for r in rows),
                native_max=[r["native_max"] for r in rows if r["native_max"]],
                secs={m: statistics.median(r["secs"][m] for r in rows) for m in modes})
    if noise:
        summ["noise"] = dict(max=statistics.median(abs(x["max"]) for x in noise),
                             flow_pct=sum(x["flow_pct"] for x in noise) / len(noise))
    for m in cmp:
        got = [r[m] for r in rows if m in r]
        if not got:
            continue
        summ[m] = {key: dict(median=statistics.median(x[key] for x in got), worst=worst([x[key] for x in got]))
                   for key in ("max", "p99", "mean")}
        summ[m]["flow_pct"] = sum(x["flow_pct"] for x in got) / len(got)
        summ[m]["flow_us"] = sum(x["flow_us"] for x in got) / len(got)
        summ[m]["eq_golden"] = sum(bool(r[m + "_eq_golden"]) for r in rows)
    json.dump(summ, open(f"{d}/{s}/summary.json", "w"), indent=1)

    print(f"summary {s}: {n} seeds, {summ['flows']} flows; float == native in {summ['float_eq']}/{n} seeds; "
          f"native max FCT {min(summ['native_max']):.3f}..{max(summ['native_max']):.3f} us over seeds")
    for m in cmp:
        if m not in summ:
            continue
        x = summ[m]
        print(f"   {m} vs native, median [worst] over seeds: max FCT {x['max']['median']:+.3f} % "
              f"[{x['max']['worst']:+.3f} %], p99 {x['p99']['median']:+.3f} % [{x['p99']['worst']:+.3f} %], "
              f"mean {x['mean']['median']:+.3f} % [{x['mean']['worst']:+.3f} %]; mean |per-flow FCT "
              f"difference| {x['flow_pct']:.3f} % ({x['flow_us']:.3f} us)"
              + (f"; FCTs == golden in {x['eq_golden']}/{n} seeds" if m != "golden" else ""))
    if "noise" in summ:
        print(f"   the seed alone (native seed K vs seed K-1): median |max FCT difference| "
              f"{summ['noise']['max']:.3f} %, mean |per-flow FCT difference| {summ['noise']['flow_pct']:.3f} %")
    print("   wall time per run (median): " + ", ".join(f"{m} {summ['secs'][m]:.2f} s" for m in modes))
    if not ok:
        print(f"SELF-CHECK FAILED ({s})")
    return 0 if ok else 1


def table(d, scens):
    print("| scenario | flows | seeds | float == native | native max FCT over seeds (us) "
          "| golden vs native: max FCT, median [worst] | p99 FCT | mean FCT | mean \\|per-flow FCT diff\\| "
          "| native seed K vs K-1: \\|max FCT diff\\| (median), mean \\|per-flow diff\\| "
          "| engine == golden | wall time per run (native / golden / engine) |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    f = lambda x: f"{x['median']:+.2f} % [{x['worst']:+.2f} %]"
    for s in scens:
        x = json.load(open(f"{d}/{s}/summary.json"))
        g = x.get("golden")
        e = x.get("engine")
        cells = [s, str(x["flows"]), str(x["seeds"]), f"{x['float_eq']}/{x['seeds']}",
                 f"{min(x['native_max']):,.1f}-{max(x['native_max']):,.1f}"]
        cells += [f(g["max"]), f(g["p99"]), f(g["mean"]), f"{g['flow_pct']:.2f} %"] if g else ["-"] * 4
        z = x.get("noise")
        cells.append(f"{z['max']:.2f} %, {z['flow_pct']:.2f} %" if z else "-")
        cells.append(f"{e['eq_golden']}/{x['seeds']}" if e else "not run")
        cells.append(" / ".join(f"{x['secs'][m]:.2f}" for m in ("native", "golden", "engine") if m in x["secs"]) + " s")
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    if len(sys.argv) == 6 and sys.argv[1] == "scenario":
        sys.exit(scenario(*sys.argv[2:]))
    if len(sys.argv) >= 3 and sys.argv[1] == "table":
        table(sys.argv[2], sys.argv[3:])
        sys.exit(0)
    print(__doc__)
    sys.exit(2)
