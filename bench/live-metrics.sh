#!/usr/bin/env bash
# bench/live-metrics.sh - what serving live metrics (-p prometheus.port) costs a run: the same unpaced
# run of the basic binding (no database: the client is all there is to measure) without the endpoint,
# and with it while a scraper reads /metrics every second; interleaved (off, on, off, on, ...).
#
#   bench/live-metrics.sh             3 rounds of 10 s runs at 1 and 4 threads
#
# Settings (environment): ROUNDS=3  DURATION=10  THREADS="1 4"  WORKLOAD=workloads/mixed
# Output: the table on stdout; each run's output in bench/target/live-metrics-<time>/.
# Columns: ops/s from the report's [OVERALL] Throughput; CPU s = user + system of the JVM (start-up
# included, the same in both); us/op = CPU per operation.
set -euo pipefail

BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
ROUNDS=${ROUNDS:-3}
DURATION=${DURATION:-10}
THREADS=${THREADS:-1 4}
WORKLOAD=${WORKLOAD:-workloads/mixed}
OUT="$BENCH/target/live-metrics-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"
command -v curl >/dev/null || { echo "live-metrics.sh: curl not found (the scraper)" >&2; exit 1; }
[[ -x /usr/bin/time ]] || { echo "live-metrics.sh: /usr/bin/time not found (Debian: apt-get install time)" >&2; exit 1; }
export YCSB_CDS=off

# One run; prints "ops/s cpu_s operations".
run() { # name, threads, with endpoint (0|1)
  local name=$1 threads=$2 on=$3 extra=() scraper=""
  [[ $on == 1 ]] && extra=(-p prometheus.port=0 -p prometheus.linger=0)
  /usr/bin/time -f "%U %S" -o "$OUT/$name.time" "$ROOT/bin/ycsb" run basic -P "$ROOT/$WORKLOAD" \
    -p basicdb.verbose=false -p operationcount=0 -p maxexecutiontime="$DURATION" -threads "$threads" \
    -p hdrhistogram.fileoutput=false "${extra[@]}" > "$OUT/$name.out" 2> "$OUT/$name.err" &
  local pid=$!
  if [[ $on == 1 ]]; then
    ( local url=""
      while kill -0 "$pid" 2>/dev/null; do
        [[ -z "$url" ]] && url=$(grep -o 'http://[^ ]*/metrics' "$OUT/$name.err" 2>/dev/null | head -1 || true)
        [[ -n "$url" ]] && curl -s -o /dev/null "$url" && echo >> "$OUT/$name.scrapes"
        sleep 1
      done ) &
    scraper=$!
  fi
  wait "$pid"
  [[ -n "$scraper" ]] && wait "$scraper"
  local ops tput cpu
  tput=$(awk -F', ' '/^\[OVERALL\], Throughput/ {print $3}' "$OUT/$name.out")
  ops=$(awk -F', ' '/^\[TOTAL\], Operations/ {print $3}' "$OUT/$name.out")
  cpu=$(awk '{print $1 + $2}' "$OUT/$name.time")
  echo "$tput $cpu $ops"
}

"$ROOT/bin/ycsb" run basic -p operationcount=1 -p basicdb.verbose=false -p prometheus.port=0 \
  -p hdrhistogram.fileoutput=false >/dev/null 2>&1 || { echo "live-metrics.sh: bin/ycsb with the exporter failed" >&2; exit 1; }
{
printf '%-8s %-9s %-6s %12s %8s %8s %8s\n' threads endpoint round ops/s "CPU s" "us/op" scrapes
for t in $THREADS; do
  for r in $(seq 1 "$ROUNDS"); do
    for on in 0 1; do
      name="t$t-r$r-$([[ $on == 1 ]] && echo on || echo off)"
      read -r tput cpu ops < <(run "$name" "$t" "$on")
      scrapes=$([[ -f "$OUT/$name.scrapes" ]] && wc -l < "$OUT/$name.scrapes" || echo 0)
      printf '%-8s %-9s %-6s %12.0f %8.2f %8.3f %8s\n' "$t" "$([[ $on == 1 ]] && echo on || echo off)" "$r" \
        "$tput" "$cpu" "$(awk -v c="$cpu" -v n="$ops" 'BEGIN {print (n > 0 ? c * 1e6 / n : 0)}')" "$scrapes"
    done
  done
done
} | tee "$OUT/table.txt"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)   runs: $OUT"
