#!/usr/bin/env bash
# bench/latte-insert.sh - an insert-only run in the shape of latte's published benchmark (its
# BENCHMARKS.md: 10 million inserts into an empty single-column table of a local Cassandra, one client
# thread, 256 requests in flight, the client timed with /usr/bin/time): `bin/ycsb load cassandra` with
# one client thread and async.inflight=INFLIGHT, against a bare program on the Java driver 4.x's
# executeAsync alone (bench/tools/CassandraInsertFloor.java), each into a fresh table. Our schema is
# as small as the binding makes it: a varchar key ("user" + up to 19 digits) and one varchar field of
# FIELDLENGTH bytes, where latte's table is one bigint key. Prints each one's client CPU per insert
# (user + system from the OS: of the whole process, as latte's figure is, and minus a start-up run of
# the same program) next to latte's published 6.5 us, which was measured on other hardware (a 4-core
# Xeon E3-1505M v6, Cassandra 4.0.1) and is cited, not measured here.
#
#   bench/latte-insert.sh              ROUNDS rounds of ours and the bare driver, interleaved
#   bench/latte-insert.sh report DIR   the table again from an earlier run's directory
#
# Settings: RECORDS=10000000  INFLIGHT=256  FIELDLENGTH=1  ROUNDS=1; the server: bench/lib/local-cassandra.sh
# (CASSANDRA_HEAP, CASSANDRA_HOSTS...). QUIET, QUIET_MAX: as bench/aerospike.sh.
# Defaults: about 30 minutes on an idle 2-core machine (client and server share it).
set -euo pipefail

BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
if [[ -n "${JAVA_HOME:-}" ]]; then JAVA="$JAVA_HOME/bin/java"; JAVAC="$JAVA_HOME/bin/javac"; else JAVA=java; JAVAC=javac; fi
log() { echo "[bench] $*" >&2; }
die() { echo "latte-insert.sh: $*" >&2; exit 1; }

# latte's published row (BENCHMARKS.md, latte 0.10.0): 10 M inserts, 71.69 s wall, 64.54 s of CPU
table() {
  awk -F, '
    NR == 1 { next }
    { printf "%-24s %5s %10d %9d %8.1f %9.0f %8.2f %9.2f %12.2f %7d  %s\n", $1, $2, $3, $4, $5, $3 / ($5 > 0 ? $5 : 1),
        $6, $6 * 1e6 / ($3 > 0 ? $3 : 1), $7, $8, $9 }
    END { printf "%-24s %5s %10d %9d %8.1f %9.0f %8.2f %9.2f %12s %7s  %s\n", "latte 0.10.0 (published)", "-", 10000000, 256,
        71.69, 10000000 / 71.69, 64.54, 6.45, "-", "-", "other hardware: cited, not measured here" }' "$1/results.csv" \
    | { printf "%-24s %5s %10s %9s %8s %9s %8s %9s %12s %7s  %s\n" client round inserts "in flight" "wall s" \
          ops/s "CPU s" "CPU us/op" "us/op -start" failed "load at the end"; cat; }
}

source "$BENCH/lib/cli.sh"
bench_cli results.csv "$@"

RECORDS=${RECORDS:-10000000}
INFLIGHT=${INFLIGHT:-256}
FIELDLENGTH=${FIELDLENGTH:-1}
ROUNDS=${ROUNDS:-1}
[[ -x /usr/bin/time ]] || die "/usr/bin/time (GNU time) is needed for CPU"
command -v "$JAVAC" >/dev/null || die "javac not found (a JDK is needed; set JAVA_HOME)"
OUT="$BENCH/target/latte-insert-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"
export YCSB_CDS_DIR="$OUT/cds"
value() { awk -F', ' -v m="[$2]" -v k="$3" '$1 == m && $2 == k {print $3}' "$1" | tail -1; }
cpu_of() { read -r u s < "$1"; awk -v u="$u" -v s="$s" 'BEGIN {print u + s}'; }
wall_of() { awk '{print $3}' "$1"; }
source "$BENCH/lib/quiet.sh"
source "$BENCH/lib/local-cassandra.sh"
build_cassandra_binding
start_server
cp="$(cat "$ROOT/cassandra/target/runtime-classpath.txt")"
mkdir -p "$OUT/classes"
"$JAVAC" -d "$OUT/classes" -cp "$cp" "$BENCH/tools/CassandraInsertFloor.java" || die "compiling the floor failed"
conn=(-p "hosts=$HOSTS" -p "port=$PORT" -p "cassandra.localdc=$DC" -p cassandra.createschema=true)
shape=(-p workload=site.ycsb.workloads.CoreWorkload -p fieldcount=1 -p "fieldlength=$FIELDLENGTH"
  -p hdrhistogram.fileoutput=false -threads 1 -p "async.inflight=$INFLIGHT")
floor=(host="${HOSTS%%,*}" port="$PORT" dc="$DC" "inflight=$INFLIGHT" fields=1 "length=$FIELDLENGTH")
echo "client,round,inserts,inflight,wall_s,cpu_s,cpu_us_per_op_minus_startup,failed,load1" > "$OUT/results.csv"

# ours: bin/ycsb load into a fresh keyspace; its start-up: the same with one record
measure_ours() { # round
  local r=$1 f="$OUT/ours-r$1" ok ms total
  (cd "$ROOT" && /usr/bin/time -f '%U %S %e' -o "$f-startup.time" bin/ycsb load cassandra "${shape[@]}" "${conn[@]}" \
    -p cassandra.keyspace="latte_startup_r$r" -p recordcount=1) > "$f-startup.txt" 2>&1 || die "$f-startup failed"
  wait_quiet
  (cd "$ROOT" && /usr/bin/time -f '%U %S %e' -o "$f.time" bin/ycsb load cassandra "${shape[@]}" "${conn[@]}" \
    -p cassandra.keyspace="latte_ours_r$r" -p "recordcount=$RECORDS") > "$f.txt" 2> "$f.err" \
    || die "$f failed: $(tail -5 "$f.err")"
  ok=$(value "$f.txt" INSERT Return=OK); total=$(value "$f.txt" TOTAL Operations)
  awk -v r="$r" -v n="${ok:-0}" -v total="${total:-0}" -v fl="$INFLIGHT" -v wall="$(wall_of "$f.time")" -v cpu="$(cpu_of "$f.time")" \
    -v su="$(cpu_of "$f-startup.time")" -v l="$(cut -d' ' -f1 /proc/loadavg)" \
    'BEGIN {printf "ours (bin/ycsb load),%d,%d,%d,%.1f,%.2f,%.2f,%d,%s\n", r, n, fl, wall, cpu, (cpu - su) * 1e6 / (n > 0 ? n : 1),
      total - n, l}' >> "$OUT/results.csv"
}

measure_floor() { # round
  local r=$1 f="$OUT/floor-r$1" total failed
  /usr/bin/time -f '%U %S %e' -o "$f-startup.time" "$JAVA" -cp "$OUT/classes:$cp" CassandraInsertFloor "${floor[@]}" \
    keyspace="latte_startup_r$r" records=1 > "$f-startup.txt" 2>&1 || die "$f-startup failed: $(tail -5 "$f-startup.txt")"
  wait_quiet
  /usr/bin/time -f '%U %S %e' -o "$f.time" "$JAVA" -cp "$OUT/classes:$cp" CassandraInsertFloor "${floor[@]}" \
    keyspace="latte_floor_r$r" "records=$RECORDS" > "$f.txt" 2>&1 || die "$f failed: $(tail -5 "$f.txt")"
  total=$(sed -nE 's/.*; ([0-9]+) operations, ([0-9]+) failed in all/\1/p' "$f.txt")
  failed=$(sed -nE 's/.*; ([0-9]+) operations, ([0-9]+) failed in all/\2/p' "$f.txt")
  [[ -n "$total" ]] || die "$f: no result line; see $f.txt"
  awk -v r="$r" -v n="$((total - failed))" -v failed="$failed" -v fl="$INFLIGHT" -v wall="$(wall_of "$f.time")" \
    -v cpu="$(cpu_of "$f.time")" -v su="$(cpu_of "$f-startup.time")" -v l="$(cut -d' ' -f1 /proc/loadavg)" \
    'BEGIN {printf "bare driver 4.x,%d,%d,%d,%.1f,%.2f,%.2f,%d,%s\n", r, n, fl, wall, cpu, (cpu - su) * 1e6 / (n > 0 ? n : 1),
      failed, l}' >> "$OUT/results.csv"
}

for r in $(seq 1 "$ROUNDS"); do
  log "round $r: $RECORDS inserts, ours and the bare driver (uptime: $(uptime | sed 's/.*load/load/'))"
  if (( r % 2 == 1 )); then measure_ours "$r"; measure_floor "$r"; else measure_floor "$r"; measure_ours "$r"; fi
done
stop_server

{
  echo "bench/latte-insert.sh: $RECORDS inserts into a fresh table (varchar key, 1 varchar field of $FIELDLENGTH B), one client"
  echo "thread, $INFLIGHT in flight, $ROUNDS round(s); cassandra: $SERVER"
  echo "CPU: user + system of the whole client process from /usr/bin/time (as latte's figure); us/op -start: minus a"
  echo "start-up run of the same program with one insert"
  echo "client: $(uname -n), $(nproc 2>/dev/null || echo '?') cores, shared with the server; uptime at the end: $(uptime)"
  echo "results: $OUT"
} > "$OUT/header.txt"
{ cat "$OUT/header.txt"; table "$OUT"; } | tee "$OUT/table.txt"
