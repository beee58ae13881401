#!/usr/bin/env bash
# bench/validation.sh - the client's CPU per operation with validation=true against validation=false
# (issue 35), on workloads/mixed against the embedded memory database, interleaved (off, on, off, on,
# ...) so that a busy machine's drift falls on both alike.
#
#   bench/validation.sh [rounds=3] [operationcount=1000000] [threads=4]
#
# Each run is one `bin/ycsb loadrun memory` process under GNU time: its CPU (user + system) over the
# run phase's operations, so the load (recordcount=100000) and the JVM's start are included in both
# columns alike. Prints one line per run and the medians; the ratio is what bench/README.md records.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rounds=${1:-3}
ops=${2:-1000000}
threads=${3:-4}
[[ -x /usr/bin/time ]] || { echo "validation.sh: /usr/bin/time (GNU time) is needed" >&2; exit 2; }
out="$ROOT/bench/target/validation-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$out"
echo "round,validation,operations,cpu_seconds,cpu_us_per_op,ops_per_s,load1,anomalies"
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
    load1=$(cut -d' ' -f1 /proc/loadavg)
    awk -v r="$r" -v v="$v" -v o="$done_ops" -v c="$cpu" -v t="$tput" -v l="$load1" -v a="$anomalies" \
      'BEGIN {printf "%s,%s,%s,%.2f,%.2f,%.0f,%s,%s\n", r, v, o, c, c * 1e6 / o, t, l, a}'
  done
done | tee "$out/runs.csv"
median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
off=$(awk -F, '$2 == "false" {print $5}' "$out/runs.csv" | median)
on=$(awk -F, '$2 == "true" {print $5}' "$out/runs.csv" | median)
awk -v a="$off" -v b="$on" 'BEGIN {printf "median CPU us/op: off %.2f, on %.2f, on/off %.3f (%+.1f%%)\n", a, b, b / a, (b / a - 1) * 100}'
