#!/usr/bin/env bash
# bench/validation.sh - the client's CPU per operation with validation=true against validation=false
# (issue 35), on workloads/mixed against the embedded memory database, interleaved (off, on, off, on,
# ...) so that a busy machine's drift falls on both alike.
#
#   bench/validation.sh [rounds=3] [operationcount=1000000] [threads=4]
#
# Each run is one `bin/ycsb loadrun memory` process under GNU time: its CPU (user + system) over the
# run phase's operations, so the load (recordcount=100000) and the JVM's start are included in both
# columns alike; and the client's own [CLIENT] CpuPerOperation(us), over the run phase's measured
# intervals only (no start, no load, less of the JIT's work: docs/numbers.md). Prints one line per
# run and the medians; the ratios are what bench/README.md records.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rounds=${1:-3}
ops=${2:-1000000}
threads=${3:-4}
[[ -x /usr/bin/time ]] || { echo "validation.sh: /usr/bin/time (GNU time) is needed" >&2; exit 2; }
out="$ROOT/bench/target/validation-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$out"
echo "round,validation,operations,cpu_seconds,cpu_us_per_op,run_cpu_us_per_op,ops_per_s,load1,anomalies"
for r in $(seq 1 "$rounds"); do
  for v in false true; do
    log="$out/r$r-$v"
    /usr/bin/time -f "%U %S" -o "$log.time" "$ROOT/bin/ycsb" loadrun memory -P "$ROOT/workloads/mixed" \
      -p recordcount=100000 -p operationcount="$ops" -threads "$threads" -p validation="$v" \
      -p hdrhistogram.fileoutput=false > "$log.out" 2> "$log.err"
    cpu=$(awk '{print $1 + $2}' "$log.time")
    done_ops=$(awk -F', ' '$1=="[OVERALL]" && $2=="Operations" {print $3}' "$log.out" | tail -1)
    [[ -n "$done_ops" ]] || done_ops=$ops
    tput=$(awk -F', ' '$1=="[OVERALL]" && $2=="Throughput(ops/sec)" {print $3}' "$log.out" | tail -1)
    anomalies=$(awk -F', ' '$1=="[VALIDATION]" && $2 ~ /Return=(STALE|LOST|RESURRECTED|CORRUPT)/ {n += $3} END {print n + 0}' "$log.out")
    run_cpu=$(awk -F', ' '$1=="[CLIENT]" && $2=="CpuPerOperation(us)" {print $3}' "$log.out" | tail -1)
    load1=$(cut -d' ' -f1 /proc/loadavg)
    awk -v r="$r" -v v="$v" -v o="$done_ops" -v c="$cpu" -v rc="${run_cpu:-0}" -v t="$tput" -v l="$load1" -v a="$anomalies" \
      'BEGIN {printf "%s,%s,%s,%.2f,%.2f,%.2f,%.0f,%s,%s\n", r, v, o, c, c * 1e6 / o, rc, t, l, a}'
  done
done | tee "$out/runs.csv"
median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
for col in 5 6; do
  off=$(awk -F, -v c="$col" '$2 == "false" {print $c}' "$out/runs.csv" | median)
  on=$(awk -F, -v c="$col" '$2 == "true" {print $c}' "$out/runs.csv" | median)
  what=$([[ $col == 5 ]] && echo "process CPU us/op" || echo "run-phase CPU us/op")
  awk -v a="$off" -v b="$on" -v w="$what" 'BEGIN {printf "median %s: off %.2f, on %.2f, on/off %.3f (%+.1f%%)\n", w, a, b, b / a, (b / a - 1) * 100}'
done
