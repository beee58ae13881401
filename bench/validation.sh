#!/usr/bin/env bash
# bench/validation.sh - the client's CPU per operation with validation=true against validation=false
# (issue 35) on workloads/mixed, interleaved (off then on in odd rounds, on then off in even ones) so
# that a busy machine's drift falls on both alike: against the embedded memory database, and against
# the real local servers (bench/lib/local-aerospike.sh, bench/lib/local-cassandra.sh), blocking and
# async.
#
#   bench/validation.sh              every database of DBS, every mode of MODES
#   bench/validation.sh report DIR   the table again from an earlier run's directory
#   bench/validation.sh report DIR DIR...   several sets' rounds in one table
#
# Each run is one `bin/ycsb loadrun DB` process (the run needs the ledger its own load wrote) under GNU
# time, Aerospike restarted before it (memory storage: empty; its inserts are create-only). Two CPU figures per run: the process's (user + system from the OS, load and JVM start included
# in both columns alike) per run-phase operation, and the client's own [CLIENT] CpuPerOperation(us),
# over the run phase's measured intervals only (no start, no load, less of the JIT's work:
# docs/numbers.md), which is the one the issue's bounds (10% on the servers, 25% on memory) are held to.
# Beside them the server's CPU (user + system of its processes, from /proc) per load and run operation,
# to tell a client that got dearer from a server that did (server_us_per_op; empty for memory).
# Against Cassandra, one unmeasured run per mode first warms the fresh server up (round 0, warmup.csv).
# Prints one line per run, then per database and mode the medians and on / off taken within each round
# (median, min-max), and the anomalies counted (a clean run has none).
#
# Settings: DBS="memory aerospike cassandra"  MODES="blocking async"  ROUNDS=3  RECORDCOUNT=100000
#   OPS_memory=1000000 OPS_aerospike=600000 OPS_cassandra=150000 (run-phase operations)
#   TARGET_memory, TARGET_aerospike, TARGET_cassandra: the run phase paced at that many ops/s
#   (target.schedule; the load unpaced), on and off alike, so that both are compared at one rate: a
#   driver's CPU per operation rises as its rate falls (fewer operations per wake-up), and a run
#   the server slows would otherwise look dearer for the client. Unset: unpaced, as bench/aerospike.sh.
#   WARMUP=0: seconds of each phase left out of its figures (measurement.warmup): the JIT's work on
#   the code validation adds falls in the first seconds and is a visible share of a short, paced run.
#   PIN=1: the client on CPU 0 and the server (every thread of its processes) on CPU 1 (taskset), so
#   that the server's bursts (flushes, compactions) do not land on the client's CPU in some runs and
#   not in others; the client's JVM then sees one CPU, in both runs of a pair alike.
#   THREADS=16 (blocking)  ASYNC_THREADS=2 ASYNC_INFLIGHT=64 (per thread)
#   QUIET, QUIET_MAX: as bench/aerospike.sh; the servers' settings: as bench/floor.sh.
# Defaults: about 20 minutes on an idle 2-core machine.
set -euo pipefail

BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
if [[ -n "${JAVA_HOME:-}" ]]; then JAVA="$JAVA_HOME/bin/java"; else JAVA=java; fi
log() { echo "[bench] $*" >&2; }
die() { echo "validation.sh: $*" >&2; exit 1; }

# Per database and mode: medians of both CPU figures off and on, and on / off within each round.
table() {
  awk -F, '
    function med(list,   v, m, i, j, t) {
      m = split(list, v, " ")
      for (i = 2; i <= m; i++) for (j = i; j > 1 && v[j - 1] + 0 > v[j] + 0; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
      return m == 0 ? 0 : (m % 2 ? v[(m + 1) / 2] : (v[m / 2] + v[m / 2 + 1]) / 2)
    }
    function lo(list,   v, m, i, x) { m = split(list, v, " "); x = v[1]; for (i = 2; i <= m; i++) if (v[i] + 0 < x + 0) x = v[i]; return x }
    function hi(list,   v, m, i, x) { m = split(list, v, " "); x = v[1]; for (i = 2; i <= m; i++) if (v[i] + 0 > x + 0) x = v[i]; return x }
    function add(a, k, x) { a[k] = (k in a) ? a[k] " " x : x }
    NR == 1 { next }
    {
      k = $1 SUBSEP $2
      if (!(k in seen)) { seen[k] = ++n; key[n] = k; db[n] = $1; md[n] = $2 }
      proc[k, $3, $4] = $7; run[k, $3, $4] = $8; tput[k, $3, $4] = $9; rounds[k] = rounds[k] " " $3
      if ($12 != "") srv[k, $3, $4] = $12
      anomalies[k] += $11
    }
    END {
      printf "%-10s %-9s %6s  %9s %9s %-17s  %9s %9s %-17s  %8s %8s  %9s  %-14s  %s\n", "database", "mode", "rounds",
        "run us/op", "", "on / off", "proc us/op", "", "on / off", "ops/s", "", "anomalies", "run on / off", "server us/op"
      printf "%-10s %-9s %6s  %9s %9s %-17s  %9s %9s %-17s  %8s %8s  %9s  %-14s  %s\n", "", "", "", "off", "on", "(the bound)", "off", "on", "", "off", "on", "", "order-balanced", "off on"
      for (i = 1; i <= n; i++) {
        k = key[i]; split("", used); split("", ro); split("", rp); ofr = onr = ofp = onp = oft = ont = ofs = ons = ""; c = 0
        odd = even = nodd = neven = 0
        m = split(rounds[k], rs, " ")
        for (j = 1; j <= m; j++) {
          r = rs[j]
          if (r in used || !((k, r, "false") in run) || !((k, r, "true") in run)) continue
          used[r] = 1; c++
          ofr = ofr " " run[k, r, "false"]; onr = onr " " run[k, r, "true"]
          ofp = ofp " " proc[k, r, "false"]; onp = onp " " proc[k, r, "true"]
          oft = oft " " tput[k, r, "false"]; ont = ont " " tput[k, r, "true"]
          if ((k, r, "false") in srv && (k, r, "true") in srv) { ofs = ofs " " srv[k, r, "false"]; ons = ons " " srv[k, r, "true"] }
          if (run[k, r, "false"] > 0 && run[k, r, "true"] > 0) {
            add(ro, k, run[k, r, "true"] / run[k, r, "false"])
            # rounds alternate which runs first: a penalty for running second falls on on in odd
            # rounds and on off in even ones, and cancels in the average of both orders (mean log ratio)
            q = log(run[k, r, "true"] / run[k, r, "false"])
            if (r % 2) { odd += q; nodd++ } else { even += q; neven++ }
          }
          add(rp, k, proc[k, r, "true"] / proc[k, r, "false"])
        }
        balanced = nodd && neven ? sprintf("%.3fx", exp((odd / nodd + even / neven) / 2)) : "-"
        server = ofs == "" ? "-" : sprintf("%.1f %.1f", med(ofs), med(ons))
        printf "%-10s %-9s %6d  %9.2f %9.2f %5.3fx %4.2f-%4.2f  %9.2f %9.2f %5.3fx %4.2f-%4.2f  %8.0f %8.0f  %9d  %-14s  %s\n", db[i], md[i], c,
          med(ofr), med(onr), med(ro[k]), lo(ro[k]), hi(ro[k]), med(ofp), med(onp), med(rp[k]), lo(rp[k]), hi(rp[k]),
          med(oft), med(ont), anomalies[k], balanced, server
      }
    }' "$1/runs.csv"
}

# report DIR DIR...: each set's rounds numbered on from the previous set's by an even step, so that
# every round keeps its order (off first in odd rounds, on first in even ones)
if [[ "${1:-}" == report && $# -gt 2 ]]; then
  shift
  merged=$(mktemp -d)
  trap 'rm -rf "$merged"' EXIT
  offset=0
  head -1 "$1/runs.csv" > "$merged/runs.csv"
  for d in "$@"; do
    [[ -f "$d/runs.csv" ]] || die "report: expected a directory with runs.csv, not '$d'"
    tail -n +2 "$d/runs.csv" | awk -F, -v OFS=, -v o="$offset" '{ $3 += o; print }' >> "$merged/runs.csv"
    last=$(tail -n +2 "$d/runs.csv" | awk -F, '$3 > m { m = $3 } END { print m + 0 }')
    offset=$((offset + last + last % 2))
  done
  table "$merged"
  exit 0
fi
source "$BENCH/lib/cli.sh"
bench_cli runs.csv "$@"

[[ -x /usr/bin/time ]] || die "/usr/bin/time (GNU time) is needed"
DBS=${DBS:-memory aerospike cassandra}
MODES=${MODES:-blocking async}
ROUNDS=${ROUNDS:-3}
RECORDCOUNT=${RECORDCOUNT:-100000}
THREADS=${THREADS:-16}
ASYNC_THREADS=${ASYNC_THREADS:-2}
ASYNC_INFLIGHT=${ASYNC_INFLIGHT:-64}
OUT="$BENCH/target/validation-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"
source "$BENCH/lib/quiet.sh"
value() { awk -F', ' -v m="[$2]" -v k="$3" '$1 == m && $2 == k {print $3}' "$1" | tail -1; }

# One measured run: appends db,mode,round,validation,operations,cpu_seconds,proc_us_per_op,
# run_us_per_op,ops_per_s,load1,anomalies,server_us_per_op to runs.csv.
measure() { # db mode round validation ops connection...
  local db=$1 mode=$2 r=$3 v=$4 ops=$5 f
  shift 5
  local shape=(-threads "$THREADS")
  [[ $mode == async ]] && shape=(-threads "$ASYNC_THREADS" -p "async.inflight=$ASYNC_INFLIGHT")
  local target_var="TARGET_$db"
  if [[ -n "${!target_var:-}" ]]; then shape+=(-p "target.schedule=${!target_var} for 1s"); fi
  if [[ "${WARMUP:-0}" != 0 ]]; then shape+=(-p "measurement.warmup=$WARMUP"); fi
  f="$OUT/$db-$mode-r$r-$v"
  local csv="$OUT/runs.csv"
  [[ $r == 0 ]] && csv="$OUT/warmup.csv" # the server's warm-up: kept, never in the table
  # an empty Aerospike for each run: its inserts are create-only, so a record an earlier run left
  # would refuse this run's load (KEY_EXISTS) and its reads would find that run's values
  local pin=()
  if [[ $db == aerospike ]]; then restart_aerospike; pin_server "$(aerospike_pid)"; fi
  if [[ "${PIN:-0}" == 1 ]]; then pin=(taskset -c 0); fi
  wait_quiet
  local server_before
  server_before=$(server_ticks "$db")
  (cd "$ROOT" && "${pin[@]}" /usr/bin/time -f '%U %S' -o "$f.time" bin/ycsb loadrun "$db" -P workloads/mixed "$@" "${shape[@]}" \
    -p "recordcount=$RECORDCOUNT" -p "operationcount=$ops" -p "validation=$v" -p hdrhistogram.fileoutput=false) \
    > "$f.out" 2> "$f.err" || die "$db $mode validation=$v failed: $(tail -3 "$f.err")"
  local cpu done_ops tput run_cpu anomalies load1 server_us
  server_us=$(awk -v a="$server_before" -v b="$(server_ticks "$db")" -v hz="$(getconf CLK_TCK)" -v n="$((RECORDCOUNT + ops))" \
    'BEGIN { print (a == "" || b == "" ? "" : sprintf("%.2f", (b - a) / hz * 1e6 / n)) }')
  cpu=$(awk '{print $1 + $2}' "$f.time")
  done_ops=$(value "$f.out" OVERALL Operations)
  tput=$(value "$f.out" OVERALL 'Throughput(ops/sec)')
  run_cpu=$(value "$f.out" CLIENT 'CpuPerOperation(us)')
  anomalies=$(awk -F', ' '$1 == "[VALIDATION]" && $2 ~ /^(Stale|Lost|Resurrected|Corrupt)$/ {n += $3} END {print n + 0}' "$f.out")
  load1=$(cut -d' ' -f1 /proc/loadavg)
  awk -v d="$db" -v m="$mode" -v r="$r" -v v="$v" -v o="${done_ops:-$ops}" -v c="$cpu" -v rc="${run_cpu:-0}" \
    -v t="${tput:-0}" -v l="$load1" -v a="$anomalies" -v s="$server_us" \
    'BEGIN {printf "%s,%s,%s,%s,%s,%.2f,%.2f,%.2f,%.0f,%s,%s,%s\n", d, m, r, v, o, c, c * 1e6 / o, rc, t, l, a, s}' \
    | tee -a "$csv" >&2
}

# The server's user + system CPU ticks so far (empty for the embedded memory database): its CPU per
# operation over the whole loadrun (load and run operations) is the server_us_per_op column, to tell
# a client that got dearer from a server that did
server_ticks() { # db
  local pid=""
  case "$1" in
    cassandra) pid=$SERVER_PID ;;
    aerospike) pid=$(aerospike_pid) ;;
  esac
  [[ -n "$pid" && -r "/proc/$pid/stat" ]] || return 0
  # the launcher and its children: the local Cassandra's server is a child JVM of SERVER_PID, whose
  # CPU the launcher's own counters do not hold until it exits
  local p
  for p in $pid $(descendants "$pid"); do sed 's/.*) //' "/proc/$p/stat" 2>/dev/null; done | awk '{ n += $12 + $13 } END { print n + 0 }'
}

# PIN=1: every thread of the server's process and its descendants onto CPU 1
pin_server() { # pid
  [[ "${PIN:-0}" == 1 && -n "$1" ]] || return 0
  local p
  for p in $1 $(descendants "$1"); do taskset -a -p -c 1 "$p" > /dev/null || die "cannot pin process $p to CPU 1"; done
}
descendants() { local c; for c in $(pgrep -P "$1"); do echo "$c"; descendants "$c"; done; }

echo "db,mode,round,validation,operations,cpu_seconds,proc_us_per_op,run_us_per_op,ops_per_s,load1,anomalies,server_us_per_op" > "$OUT/runs.csv"
for db in $DBS; do
  conn=()
  case "$db" in
    memory) ;;
    aerospike)
      source "$BENCH/lib/local-aerospike.sh"
      build_aerospike_binding
      start_aerospike
      read -r -a conn <<< "$(aerospike_connection)"
      echo "aerospike: $SERVER" >> "$OUT/header.txt"
      ;;
    cassandra)
      source "$BENCH/lib/local-cassandra.sh"
      build_cassandra_binding
      start_server
      pin_server "$SERVER_PID"
      conn=(-p "hosts=$HOSTS" -p "port=$PORT" -p "cassandra.localdc=$DC" -p cassandra.keyspace=ycsb_validation
        -p cassandra.createschema=true)
      echo "cassandra: $SERVER" >> "$OUT/header.txt"
      ;;
    *) die "unknown database '$db' in DBS; expected memory, aerospike or cassandra" ;;
  esac
  ops_var="OPS_$db"
  ops=${!ops_var:-}
  [[ -n "$ops" ]] || case "$db" in memory) ops=1000000 ;; aerospike) ops=600000 ;; *) ops=150000 ;; esac
  if [[ $db == cassandra ]]; then
    # a freshly started Cassandra runs its first minute slower (its own JIT): round 1's first run
    # would pay for it, and the off runs lead in odd rounds
    for mode in $MODES; do
      log "$db, $mode, the server's warm-up run (round 0: $OUT/warmup.csv, not in the table)"
      measure "$db" "$mode" 0 false "$ops" "${conn[@]}"
    done
  fi
  for r in $(seq 1 "$ROUNDS"); do
    for mode in $MODES; do
      log "$db, $mode, round $r (uptime: $(uptime | sed 's/.*load/load/'))"
      order=(false true)
      (( r % 2 == 0 )) && order=(true false)
      for v in "${order[@]}"; do measure "$db" "$mode" "$r" "$v" "$ops" "${conn[@]}"; done
    done
  done
  [[ $db == aerospike ]] && stop_aerospike
  [[ $db == cassandra ]] && stop_server
done

{
  echo "bench/validation.sh: workloads/mixed, $RECORDCOUNT records, validation=false against true, $ROUNDS round(s) interleaved;"
  for db in $DBS; do
    target_var="TARGET_$db"
    if [[ -n "${!target_var:-}" ]]; then echo "$db: the run phase paced at ${!target_var} ops/s"; fi
  done
  if [[ "${PIN:-0}" == 1 ]]; then echo "PIN=1: the client on CPU 0, the server on CPU 1"; fi
  if [[ "${WARMUP:-0}" != 0 ]]; then echo "WARMUP=$WARMUP: the first $WARMUP s of each phase left out"; fi
  echo "blocking: $THREADS threads; async: $ASYNC_THREADS threads x $ASYNC_INFLIGHT in flight; run us/op: [CLIENT] CpuPerOperation(us) of the run phase;"
  echo "proc us/op: user + system of the whole loadrun process / run-phase operations; uptime at the end: $(uptime)"
} | tee -a "$OUT/header.txt"
table "$OUT"
echo "results: $OUT"
