#!/usr/bin/env bash
# Run uet-htsim (40ccb05) with the hardware NSCC model as its sender CC and compare the
# flow completion times with htsim's own NSCC.
#
#   integrations/htsim/run.sh HTSIM_CHECKOUT [--seeds N] [SCENARIO ...] [-- HTSIM_ARGS ...]
#   integrations/htsim/run.sh HTSIM_CHECKOUT --record DIR [TRACE ...] [-- HTSIM_ARGS ...]
#
# HTSIM_CHECKOUT: a checkout of ultraethernet/uet-htsim at 40ccb05 (left untouched: the
# patches, htsim-40ccb05.patch then record-40ccb05.patch, are applied to a copy; a checkout
# that already has both is used in place).
# SCENARIO: incast8 perm16 incast8_drop incast15_sleek perm128 incast32 incast64
# incast8_400g (default: incast8 perm16; with --seeds, all of them); after `--`, any
# htsim_uec arguments form one more scenario ("custom").
#
# Each scenario runs htsim's native NSCC, then -nscc_hw float, golden and engine, and a
# shadow run (htsim's NSCC with the float model checked against it after every event).
# --seeds N: each scenario with htsim's -seed 1..N (native, float, golden, engine; a shadow
# run only for a seed whose float FCTs differ from native), a row per seed, the median and
# worst over seeds (seeds.py), and a Markdown table of all scenarios at the end.
# --record DIR: htsim's own NSCC records each TRACE as DIR/TRACE.csv.gz (CSV v1, the columns
# of traces/htsim/README.md). TRACE: a_incast8_400g_trim c_perm128_400g_paths8
# d_single_100g_ramp (the default: the shared traces' runs, each compared with
# traces/htsim/TRACE.csv.gz), incast2_400g incast2_800g incast4_400g incast4_800g
# incast32_400g incast32_800g ring8_400g ring8_800g; after `--`, htsim_uec arguments of one
# more trace, DIR/custom.csv.gz.
# Environment: NSCC_HTSIM_WORK (work folder, default /tmp/nscc-htsim-40ccb05),
# CARGO_TARGET_DIR (where cargo leaves libnscc_capi), NSCC_HTSIM_LOG_DIR (write each model
# run's call log there as SCENARIO_MODE.log), JOBS (parallel build jobs, default nproc).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
patch_file="$here/htsim-40ccb05.patch"
record_patch="$here/record-40ccb05.patch"

if [ $# -lt 1 ] || [ ! -d "$1/htsim/sim" ]; then
    sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'
    echo "error: give a uet-htsim checkout (it has htsim/sim/)" >&2
    exit 2
fi
htsim_in=$(cd "$1" && pwd)
shift

scenarios=()
custom=()
seeds=0
record=
while [ $# -gt 0 ]; do
    if [ "$1" = "--" ]; then
        shift
        # htsim runs in the output folder: make file arguments absolute
        for a in "$@"; do
            if [ -e "$a" ]; then custom+=("$(cd "$(dirname "$a")" && pwd)/$(basename "$a")"); else custom+=("$a"); fi
        done
        break
    fi
    if [ "$1" = "--seeds" ]; then
        [[ "${2:-}" =~ ^[1-9][0-9]*$ ]] || { echo "error: --seeds N (N >= 1)" >&2; exit 2; }
        seeds=$2
        shift 2
        continue
    fi
    if [ "$1" = "--record" ]; then
        [ -n "${2:-}" ] || { echo "error: --record DIR" >&2; exit 2; }
        mkdir -p "$2"
        record=$(cd "$2" && pwd)
        shift 2
        continue
    fi
    scenarios+=("$1")
    shift
done
if [ -n "$record" ] && [ "$seeds" -gt 0 ]; then
    echo "error: --record and --seeds exclude each other" >&2
    exit 2
fi
if [ ${#scenarios[@]} -eq 0 ] && [ ${#custom[@]} -eq 0 ]; then
    if [ -n "$record" ]; then
        scenarios=(a_incast8_400g_trim c_perm128_400g_paths8 d_single_100g_ramp)
    elif [ "$seeds" -gt 0 ]; then
        scenarios=(incast8 incast8_drop incast15_sleek perm16 perm128 incast32 incast64 incast8_400g)
    else
        scenarios=(incast8 perm16)
    fi
fi
[ ${#custom[@]} -gt 0 ] && scenarios+=(custom)

work=${NSCC_HTSIM_WORK:-/tmp/nscc-htsim-40ccb05}
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}
mkdir -p "$work"

# --- 1. the patched htsim -------------------------------------------------------------
# has_patch DIR PATCH: DIR's tree has PATCH applied
has_patch() {
    (cd "$1" && git apply --reverse --check "$2" 2>/dev/null) ||
        (cd "$1" && patch -p1 --dry-run -R -s -f < "$2" >/dev/null 2>&1)
}
if has_patch "$htsim_in" "$record_patch"; then
    echo "== $htsim_in has the patches: building it in place"
    src=$htsim_in
else
    src=$work/uet-htsim
    # the model's patch, then the recorder's on top of it (the checkout may have the first)
    todo=("$patch_file" "$record_patch")
    if has_patch "$htsim_in" "$patch_file"; then
        todo=("$record_patch")
    fi
    if [ ! -f "$src/.nscc-patched" ] || ! cmp -s "$src/.nscc-patched" <(cat "${todo[@]}"); then
        echo "== copying $htsim_in to $src and applying$(printf ' %s' "${todo[@]##*/}")"
        if [ -d "$htsim_in/.git" ]; then
            commit=$(git -C "$htsim_in" rev-parse --short=7 HEAD 2>/dev/null || echo '?')
            [ "$commit" = 40ccb05 ] || echo "warning: the checkout is at $commit, the patch is against 40ccb05" >&2
        fi
        rm -rf "$src"
        mkdir -p "$src"
        (cd "$htsim_in" && tar --exclude=./.git --exclude=./htsim/sim/build -cf - .) | (cd "$src" && tar -xf -)
        for p in "${todo[@]}"; do
            (cd "$src" && patch -p1 -s < "$p")
        done
        cat "${todo[@]}" > "$src/.nscc-patched"
    fi
fi

# --- 2. cmake ---------------------------------------------------------------------------
if command -v cmake >/dev/null 2>&1; then
    cmake=cmake
else
    if [ ! -x "$work/venv/bin/cmake" ]; then
        echo "== no cmake on PATH: pip install cmake into $work/venv"
        python3 -m venv "$work/venv"
        "$work/venv/bin/pip" install -q cmake
    fi
    cmake=$work/venv/bin/cmake
fi

# --- 3. libnscc_capi --------------------------------------------------------------------
echo "== cargo build --release -p nscc-capi"
(cd "$root" && cargo build --release -p nscc-capi)
target_dir=${CARGO_TARGET_DIR:-$root/target}
case $target_dir in /*) ;; *) target_dir=$root/$target_dir ;; esac
lib_dir=$target_dir/release

# --- 4. htsim_uec -----------------------------------------------------------------------
build=$src/htsim/sim/build
echo "== building htsim_uec in $build"
"$cmake" -S "$src/htsim/sim" -B "$build" -DCMAKE_BUILD_TYPE=Release \
    -DNSCC_DIR="$root" -DNSCC_LIB_DIR="$lib_dir" >"$work/cmake.log" 2>&1 ||
    { cat "$work/cmake.log"; exit 1; }
"$cmake" --build "$build" -j "$jobs" --target htsim_uec >"$work/build.log" 2>&1 ||
    { tail -40 "$work/build.log"; exit 1; }
htsim=$build/datacenter/htsim_uec
cm=$src/htsim/sim/datacenter/connection_matrices

# --- 5. the scenarios -------------------------------------------------------------------
scenario_args() {
    case $1 in
        incast8) echo "-tm $here/scenarios/incast8.cm -sender_cc_only -end 2000" ;;
        perm16) echo "-tm $cm/perm_16n_16c_2MB.cm -sender_cc_only -end 3000" ;;
        incast8_drop) echo "-tm $here/scenarios/incast8.cm -sender_cc_only -end 5000 -disable_trim" ;;
        incast15_sleek) echo "-tm $cm/incast.cm -sender_cc_only -end 8000 -disable_trim -sleek" ;;
        perm128) echo "-tm $cm/perm_128n_128c_2MB.cm -sender_cc_only -end 3000" ;;
        incast32) echo "-tm $here/scenarios/incast32.cm -sender_cc_only -end 20000" ;;
        incast64) echo "-tm $here/scenarios/incast64.cm -sender_cc_only -end 40000" ;;
        incast8_400g) echo "-tm $here/scenarios/incast8.cm -sender_cc_only -end 2000 -linkspeed 400000" ;;
        # --record's: the shared traces' runs (traces/htsim/README.md), then 2 MB messages
        # in incasts and a ring at 400 and 800 Gb/s
        a_incast8_400g_trim) echo "-tm $here/scenarios/$1.cm -sender_cc_only -linkspeed 400000 -mtu 4160 -end 20000" ;;
        c_perm128_400g_paths8) echo "-tm $here/scenarios/$1.cm -sender_cc_only -linkspeed 400000 -mtu 4160 -paths 8 -end 20000" ;;
        d_single_100g_ramp) echo "-tm $here/scenarios/$1.cm -sender_cc_only -linkspeed 100000 -mtu 4160 -cwnd 1 -end 20000" ;;
        incast2_[48]00g|incast4_[48]00g|incast32_[48]00g|ring8_[48]00g)
            local speed=${1##*_}
            echo "-tm $here/scenarios/${1%_*}_2mb.cm -sender_cc_only -linkspeed ${speed%g}000 -mtu 4160 -end 20000" ;;
        custom) echo "${custom[*]}" ;;
        *) echo "unknown scenario $1 (incast8 perm16 incast8_drop incast15_sleek perm128 incast32 incast64 incast8_400g; with --record: a_incast8_400g_trim c_perm128_400g_paths8 d_single_100g_ramp incast{2,4,32}_{400,800}g ring8_{400,800}g; or -- ARGS)" >&2; return 1 ;;
    esac
}

unset NSCC_HTSIM_LOG
status=0
out=$work/out
mkdir -p "$out"

if [ -n "$record" ]; then
    # htsim's own NSCC writes each trace (-nscc_trace); record.py gzips it, prints its rows
    # and FCTs and compares it with traces/htsim/ when the name is there
    rout=$out/record
    mkdir -p "$rout"
    for s in "${scenarios[@]}"; do
        args=$(scenario_args "$s")
        echo
        echo "== record $s: htsim_uec $args"
        rc=0
        # shellcheck disable=SC2086
        (cd "$out" && "$htsim" $args -fct_ps -nscc_trace "$rout/$s.csv" -nscc_trace_scenario "$s") \
            >"$rout/$s.out" 2>&1 || rc=$?
        if [ $rc -ne 0 ]; then
            echo "htsim_uec failed (exit $rc): $(tail -3 "$rout/$s.out" | tr '\n' ' ')"
            status=1
            continue
        fi
        shared=()
        [ -f "$root/traces/htsim/$s.csv.gz" ] && shared=("$root/traces/htsim/$s.csv.gz")
        python3 "$here/record.py" "$rout/$s.csv" "$rout/$s.out" "$record/$s.csv.gz" "${shared[@]}" || status=1
        echo "-> $record/$s.csv.gz"
    done
    exit $status
fi
if [ "$seeds" -gt 0 ]; then
    # the same scenarios over htsim's -seed 1..N: see seeds.py for what is printed
    modes=native,float,golden,engine
    sout=$out/seeds
    for s in "${scenarios[@]}"; do
        args=$(scenario_args "$s")
        echo
        echo "== scenario $s, seeds 1..$seeds: htsim_uec $args -fct_ps -seed K"
        rm -rf "${sout:?}/$s"
        mkdir -p "$sout/$s"
        for k in $(seq 1 "$seeds"); do
            for mode in ${modes//,/ }; do
                case $mode in
                    native) extra=() ;;
                    *) extra=(-nscc_hw "$mode") ;;
                esac
                t0=$(date +%s%N)
                rc=0
                # shellcheck disable=SC2086
                (cd "$out" && "$htsim" $args -fct_ps -seed "$k" "${extra[@]}") >"$sout/$s/seed${k}_$mode.out" 2>&1 || rc=$?
                t1=$(date +%s%N)
                echo "$mode $rc $(( (t1 - t0) / 1000000 ))" >"$sout/$s/seed${k}_$mode.time"
            done
            # the self-check failed for this seed: the shadow run names the first mismatches
            if ! cmp -s <(grep -E '^(FCT_ps|New:)' "$sout/$s/seed${k}_native.out") \
                        <(grep -E '^(FCT_ps|New:)' "$sout/$s/seed${k}_float.out"); then
                # shellcheck disable=SC2086
                (cd "$out" && "$htsim" $args -fct_ps -seed "$k" -nscc_shadow float) >"$sout/$s/seed${k}_shadow.out" 2>&1 || true
            fi
        done
        python3 "$here/seeds.py" scenario "$sout" "$s" "$seeds" "$modes" || status=1
    done
    echo
    echo "== over seeds 1..$seeds (golden vs native: the median over seeds [the worst seed])"
    python3 "$here/seeds.py" table "$sout" "${scenarios[@]}"
    [ $status -eq 0 ] && echo "self-check: float == native in every scenario and seed" || echo "SELF-CHECK FAILED"
    exit $status
fi
for s in "${scenarios[@]}"; do
    args=$(scenario_args "$s")
    echo
    echo "== scenario $s: htsim_uec $args"
    for mode in native float golden engine shadow; do
        case $mode in
            native) extra=() ;;
            shadow) extra=(-nscc_shadow float) ;;
            *) extra=(-nscc_hw "$mode") ;;
        esac
        log=
        if [ -n "${NSCC_HTSIM_LOG_DIR:-}" ] && [ "$mode" != native ]; then
            mkdir -p "$NSCC_HTSIM_LOG_DIR"
            log=$(cd "$NSCC_HTSIM_LOG_DIR" && pwd)/${s}_$mode.log
        fi
        t0=$(date +%s%N)
        rc=0
        # shellcheck disable=SC2086
        (cd "$out" && NSCC_HTSIM_LOG=$log "$htsim" $args -fct_ps "${extra[@]}") >"$out/${s}_$mode.out" 2>&1 || rc=$?
        t1=$(date +%s%N)
        echo "$mode $rc $(( (t1 - t0) / 1000000 ))" >"$out/${s}_$mode.time"
    done
    python3 - "$out" "$s" <<'EOF' || status=1
import math, re, sys
out, s = sys.argv[1], sys.argv[2]
modes = ["native", "float", "golden", "engine"]

def run(mode):
    text = open(f"{out}/{s}_{mode}.out").read()
    m, rc, secs = open(f"{out}/{s}_{mode}.time").read().split()
    start, name, fin = {}, {}, {}
    for l in text.splitlines():
        g = re.match(r"Flow (\S+) flowId (\d+) .*starting at (\S+)$", l)
        if g:
            name[g[2]] = g[1]
            start[g[2]] = round(float(g[3]) * 1e6)  # the matrix's start times are whole us
        g = re.match(r"FCT_ps flowId (\d+) finish_ps (\d+)$", l)
        if g:
            fin[g[1]] = int(g[2])
    fct = {f: fin[f] - start[f] for f in fin}
    summary = [l for l in text.splitlines() if l.startswith(("nscc_htsim:", "New:"))]
    return dict(rc=int(rc), secs=float(secs) / 1000, fct=fct, name=name, flows=set(start), summary=summary, text=text)

r = {m: run(m) for m in modes + ["shadow"]}
nat = r["native"]
flows = sorted(nat["flows"], key=lambda f: (nat["name"][f], f))
us = lambda ps: "-" if ps is None else f"{ps / 1e6:.6f}"
print(f"{'flow':<14}" + "".join(f"{m + ' FCT us':>18}" for m in modes))
for f in flows:
    print(f"{nat['name'][f]:<14}" + "".join(f"{us(r[m]['fct'].get(f)):>18}" for m in modes))

def p99(v):
    v = sorted(v)
    return v[max(0, math.ceil(0.99 * len(v)) - 1)]

ok = True
for m in modes:
    d = r[m]
    unfinished = len(nat["flows"]) - len(d["fct"])
    line = f"{m:>7}: rc {d['rc']}, {d['secs']:.2f} s, {len(d['fct'])}/{len(nat['flows'])} flows finished"
    if d["fct"]:
        v = list(d["fct"].values())
        line += f", max FCT {max(v)/1e6:.3f} us, p99 {p99(v)/1e6:.3f} us"
        if m != "native" and nat["fct"]:
            nv = list(nat["fct"].values())
            dmax = (max(v) - max(nv)) / max(nv) * 100
            dp99 = (p99(v) - p99(nv)) / p99(nv) * 100
            mean = sum(v) / len(v) / (sum(nv) / len(nv)) * 100 - 100
            line += f" (vs native: max {dmax:+.3f} %, p99 {dp99:+.3f} %, mean {mean:+.3f} %)"
    print(line)
    for l in d["summary"]:
        print(f"         {l}")
    if d["rc"] != 0:
        ok = False
        print(f"         exit code {d['rc']}: " + " | ".join(d["text"].strip().splitlines()[-3:]))

# the self-check: the f64 model reproduces htsim's NSCC, so every FCT is the same ps
same = r["float"]["fct"] == nat["fct"] and r["float"]["rc"] == 0 and nat["rc"] == 0
same_pkts = [l for l in nat["summary"] if l.startswith("New:")] == [l for l in r["float"]["summary"] if l.startswith("New:")]
print(f"self-check: float FCTs {'==' if same else '!='} native FCTs (all {len(nat['fct'])} flows, ps)"
      f"; packet counts {'equal' if same_pkts else 'DIFFER'}")
sh = r["shadow"]
mism = re.findall(r"nscc_htsim shadow .*", sh["text"])
events = re.search(r"nscc_htsim: .*", sh["text"])
print("shadow: htsim's NSCC vs the float model after every event: "
      + (f"no mismatch ({events[0]})" if sh["rc"] == 0 and events else f"MISMATCHES (exit {sh['rc']}); first:"))
for l in mism[:3]:
    print("   " + l)
if not (same and same_pkts and sh["rc"] == 0):
    ok = False
    print("SELF-CHECK FAILED")
sys.exit(0 if ok else 1)
EOF
done
exit $status
