#!/usr/bin/env bash
# bench/floor.sh - how close asynchronous mode comes to the floor: `bin/ycsb run` with async.inflight=N
# against a bare program that drives the driver's own asynchronous API at N in flight, no harness
# (bench/tools/AerospikeAsyncFloor.java: the Aerospike client's event loops; CassandraAsyncFloor.java:
# the Java driver 4.x's executeAsync on prepared statements), both on the same records and the same
# mix: 50% reads of all fields, 50% updates of one field (every field with WRITEALL=true), uniform
# keys, 10 fields of 100 B. Per driver and in-flight count, ROUNDS rounds interleaved, it prints
# ops/s and the client's CPU per operation (user + system from the OS, minus a start-up run of the
# same program) of both, and ours / floor (the target: within 1.1x); and the same in the steady state
# (the CPU and operations between the status lines of seconds WARMUP and DURATION - 2: no start-up,
# no warm-up, little of the JIT compiler's work).
#
#   bench/floor.sh              every driver of DRIVERS, every count of INFLIGHT
#   bench/floor.sh report DIR   the table again from an earlier run's directory
#
# Settings: DRIVERS="aerospike cassandra"  INFLIGHT="64 128 256"  THREADS=1 (ours: client threads, the
# in-flight count split among them)  WRITEALL=false  RECORDCOUNT=100000  DURATION=30  WARMUP=10  ROUNDS=2
# The servers: bench/lib/local-aerospike.sh (AEROSPIKE_SERVER_DIR, AEROSPIKE_HOST...) and
# bench/lib/local-cassandra.sh (CASSANDRA_HEAP, CASSANDRA_HOSTS...). QUIET, QUIET_MAX: as bench/aerospike.sh.
# Defaults: about 20 minutes on an idle machine.
set -euo pipefail

BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
if [[ -n "${JAVA_HOME:-}" ]]; then JAVA="$JAVA_HOME/bin/java"; JAVAC="$JAVA_HOME/bin/javac"; else JAVA=java; JAVAC=javac; fi
log() { echo "[bench] $*" >&2; }
die() { echo "floor.sh: $*" >&2; exit 1; }

table() {
  awk -F, '
    NR == 1 { next }
    {
      k = $1 SUBSEP $2
      if (!(k in seen)) { seen[k] = ++n; key[n] = k; drv[n] = $1; fl[n] = $2 }
      ops[k, $3] += $5; cpu[k, $3] += $6; rounds[k, $3]++; load[k] = load[k] (load[k] == "" ? "" : ",") $8
      if ($7 != "" && $7 != 0) failed[k, $3] += $7
      if ($10 != "") { sops[k, $3] += $9; scpu[k, $3] += $10; srounds[k, $3]++ }
    }
    END {
      printf "%-10s %6s  %9s %9s %7s  %9s %9s %7s  %9s %9s %7s  %-16s %s\n", "driver", "flight", "ours ops/s", "floor",
        "ours/fl", "ours CPU", "floor CPU", "ours/fl", "steady", "steady", "ours/fl", "load (per run)", "failed (ours, floor)"
      printf "%-10s %6s  %9s %9s %7s  %9s %9s %7s  %9s %9s %7s\n", "", "", "", "", "", "us/op", "us/op", "", "ours us/op",
        "floor", ""
      for (i = 1; i <= n; i++) {
        k = key[i]
        o = ops[k, "ours"] / rounds[k, "ours"]; f = ops[k, "floor"] / rounds[k, "floor"]
        oc = cpu[k, "ours"] / rounds[k, "ours"]; fc = cpu[k, "floor"] / rounds[k, "floor"]
        so = srounds[k, "ours"] ? scpu[k, "ours"] / srounds[k, "ours"] : 0
        sf = srounds[k, "floor"] ? scpu[k, "floor"] / srounds[k, "floor"] : 0
        printf "%-10s %6d  %9.0f %9.0f %6.2fx  %9.2f %9.2f %6.2fx  %9.2f %9.2f %6.2fx  %-16s %d, %d\n", drv[i], fl[i], o, f,
          o / f, oc, fc, oc / fc, so, sf, (sf > 0) ? so / sf : 0, load[k], failed[k, "ours"], failed[k, "floor"]
      }
    }' "$1/results.csv"
}

source "$BENCH/lib/cli.sh"
bench_cli results.csv "$@"

DRIVERS=${DRIVERS:-aerospike cassandra}
INFLIGHT=${INFLIGHT:-64 128 256}
THREADS=${THREADS:-1}
WRITEALL=${WRITEALL:-false}
RECORDCOUNT=${RECORDCOUNT:-100000}
DURATION=${DURATION:-30}
ROUNDS=${ROUNDS:-2}
[[ -x /usr/bin/time ]] || die "/usr/bin/time (GNU time) is needed for CPU"
command -v "$JAVAC" >/dev/null || die "javac not found (a JDK is needed; set JAVA_HOME)"
OUT="$BENCH/target/floor-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"
export YCSB_CDS_DIR="$OUT/cds"
WORKLOAD=(-P workloads/workloada -p requestdistribution=uniform -p fieldcount=10 -p fieldlength=100
  -p "writeallfields=$WRITEALL" -p "recordcount=$RECORDCOUNT" -p hdrhistogram.fileoutput=false)
value() { awk -F', ' -v m="[$2]" -v k="$3" '$1 == m && $2 == k {print $3}' "$1" | tail -1; }
WARMUP=${WARMUP:-10}
source "$BENCH/lib/quiet.sh"

# The steady state of a running client: its CPU (from /proc) and its operations (from the status line
# it prints each second, "N sec: M operations") as the first lines of second WARMUP or later and of
# second DURATION - 2 or later appear; prints "operations cpu_seconds", or nothing if the run ended first.
steady() { # pid of /usr/bin/time, stderr file
  local timer=$1 err=$2 pid="" at ops cpu line from=$WARMUP to=$((DURATION - 2)) out=()
  for at in "$from" "$to"; do
    while kill -0 "$timer" 2>/dev/null; do
      [[ -n "$pid" ]] || pid=$(pgrep -P "$timer" | head -1)
      line=$(sed -nE 's/(^|.* )([0-9]+) sec: ([0-9]+) operations.*/\2 \3/p' "$err" 2>/dev/null \
        | awk -v at="$at" '$1 >= at {print; exit}')
      if [[ -n "$line" && -n "$pid" ]]; then
        cpu=$(awk -v hz="$(getconf CLK_TCK)" '{print ($14 + $15) / hz}' "/proc/$pid/stat" 2>/dev/null) || return 0
        ops=${line#* }
        out+=("$ops" "$cpu")
        break
      fi
      sleep 0.02
    done
  done
  [[ ${#out[@]} == 4 ]] && awk -v o0="${out[0]}" -v c0="${out[1]}" -v o1="${out[2]}" -v c1="${out[3]}" \
    'BEGIN {printf "%d %.2f\n", o1 - o0, c1 - c0}'
  true
}
cpu_of() { read -r u s < "$1"; awk -v u="$u" -v s="$s" 'BEGIN {print u + s}'; }
echo "driver,inflight,who,round,ops_per_sec,cpu_us_per_op,failed,load1,steady_ops_per_sec,steady_cpu_us_per_op" > "$OUT/results.csv"
: > "$OUT/header.txt"

# ours: bin/ycsb run, then the same with one operation for its start-up CPU
measure_ours() { # driver, inflight, round, connection args...
  local driver=$1 n=$2 r=$3 f="$OUT/$1-ours-$2-r$3" load1 per
  shift 3
  per=$(( (n + THREADS - 1) / THREADS ))
  (cd "$ROOT" && /usr/bin/time -f '%U %S' -o "$f-startup.time" bin/ycsb run "$driver" "${WORKLOAD[@]}" "$@" \
    -threads "$THREADS" -p "async.inflight=$per" -p operationcount=1) > "$f-startup.txt" 2>&1 || die "$f-startup failed"
  wait_quiet
  (cd "$ROOT" && exec /usr/bin/time -f '%U %S' -o "$f.time" bin/ycsb run "$driver" "${WORKLOAD[@]}" "$@" \
    -threads "$THREADS" -p "async.inflight=$per" -p operationcount=0 -p "maxexecutiontime=$DURATION" \
    -s -p status.interval=1) > "$f.txt" 2> "$f.err" &
  local timer=$! window
  window=$(steady "$timer" "$f.err")
  wait "$timer" || die "$f failed: $(tail -5 "$f.err")"
  load1=$(cut -d' ' -f1 /proc/loadavg)
  local ms ok nf total
  ms=$(value "$f.txt" OVERALL "RunTime(ms)"); total=$(value "$f.txt" TOTAL Operations)
  ok=$(value "$f.txt" TOTAL Return=OK); nf=$(value "$f.txt" TOTAL Return=NOT_FOUND)
  awk -v d="$driver" -v n="$((THREADS * per))" -v r="$r" -v ms="$ms" -v done="$(( ${ok:-0} + ${nf:-0} ))" -v total="$total" \
    -v cpu="$(cpu_of "$f.time")" -v su="$(cpu_of "$f-startup.time")" -v l="$load1" -v w="$window" -v span=$((DURATION - 2 - WARMUP)) \
    'BEGIN {split(w, s, " "); printf "%s,%d,ours,%d,%.0f,%.3f,%d,%s,%s,%s\n", d, n, r, done * 1000 / ms, (cpu - su) * 1e6 / done,
      total - done, l, w == "" ? "" : sprintf("%.0f", s[1] / span), w == "" ? "" : sprintf("%.3f", s[2] * 1e6 / s[1])}' \
    >> "$OUT/results.csv"
}

# the floor: its program for DURATION seconds (no warm-up: counted from the start, as ours), then for none
measure_floor() { # driver, class, inflight, round, class path, args...
  local driver=$1 class=$2 n=$3 r=$4 cp=$5 f="$OUT/$1-floor-$3-r$4" load1
  shift 5
  /usr/bin/time -f '%U %S' -o "$f-startup.time" "$JAVA" -cp "$OUT/classes:$cp" "$class" "$@" "inflight=$n" \
    warmup=0 seconds=0 > "$f-startup.txt" 2>&1 || die "$f-startup failed: $(tail -5 "$f-startup.txt")"
  wait_quiet
  /usr/bin/time -f '%U %S' -o "$f.time" "$JAVA" -cp "$OUT/classes:$cp" "$class" "$@" "inflight=$n" warmup=0 \
    "seconds=$DURATION" > "$f.txt" 2> "$f.err" &
  local timer=$! window
  window=$(steady "$timer" "$f.err")
  wait "$timer" || die "$f failed: $(tail -5 "$f.err")"
  load1=$(cut -d' ' -f1 /proc/loadavg)
  local total failed
  total=$(sed -nE 's/.*; ([0-9]+) operations, ([0-9]+) failed in all/\1/p' "$f.txt")
  failed=$(sed -nE 's/.*; ([0-9]+) operations, ([0-9]+) failed in all/\2/p' "$f.txt")
  [[ -n "$total" ]] || die "$f: no result line; see $f.txt"
  awk -v d="$driver" -v n="$n" -v r="$r" -v t="$DURATION" -v done="$((total - failed))" -v failed="$failed" \
    -v cpu="$(cpu_of "$f.time")" -v su="$(cpu_of "$f-startup.time")" -v l="$load1" -v w="$window" -v span=$((DURATION - 2 - WARMUP)) \
    'BEGIN {split(w, s, " "); printf "%s,%d,floor,%d,%.0f,%.3f,%d,%s,%s,%s\n", d, n, r, done / t, (cpu - su) * 1e6 / done,
      failed, l, w == "" ? "" : sprintf("%.0f", s[1] / span), w == "" ? "" : sprintf("%.3f", s[2] * 1e6 / s[1])}' \
    >> "$OUT/results.csv"
}

compile() { # class path, source
  mkdir -p "$OUT/classes"
  "$JAVAC" -d "$OUT/classes" -cp "$1" "$2" || die "compiling $2 failed"
}

for driver in $DRIVERS; do
  case "$driver" in
    aerospike)
      source "$BENCH/lib/local-aerospike.sh"
      build_aerospike_binding
      start_aerospike
      cp="$(cat "$ROOT/aerospike/target/runtime-classpath.txt")"
      compile "$cp" "$BENCH/tools/AerospikeAsyncFloor.java"
      read -r -a conn <<< "$(aerospike_connection)"
      floor=(host="$AS_HOST" port="$AS_PORT" namespace="$AS_NAMESPACE")
      echo "aerospike: $SERVER" >> "$OUT/header.txt"
      ;;
    cassandra)
      source "$BENCH/lib/local-cassandra.sh"
      build_cassandra_binding
      start_server
      cp="$(cat "$ROOT/cassandra/target/runtime-classpath.txt")"
      compile "$cp" "$BENCH/tools/CassandraAsyncFloor.java"
      conn=(-p "hosts=$HOSTS" -p "port=$PORT" -p "cassandra.localdc=$DC" -p cassandra.keyspace=ycsb_floor)
      floor=(host="${HOSTS%%,*}" port="$PORT" dc="$DC" keyspace=ycsb_floor)
      echo "cassandra: $SERVER" >> "$OUT/header.txt"
      ;;
    *) die "unknown driver '$driver' in DRIVERS; expected aerospike or cassandra" ;;
  esac
  log "$driver: loading $RECORDCOUNT records"
  create=()
  [[ $driver == cassandra ]] && create=(-p cassandra.createschema=true)
  (cd "$ROOT" && bin/ycsb load "$driver" "${WORKLOAD[@]}" "${conn[@]}" "${create[@]}" -threads 16) \
    > "$OUT/$driver-load.txt" 2>&1 || die "the $driver load failed: $(tail -5 "$OUT/$driver-load.txt")"
  class=$([[ $driver == aerospike ]] && echo AerospikeAsyncFloor || echo CassandraAsyncFloor)
  for r in $(seq 1 "$ROUNDS"); do
    for n in $INFLIGHT; do
      log "$driver, round $r, $n in flight: ours, then the floor (${DURATION} s each)"
      if (( r % 2 == 1 )); then
        measure_ours "$driver" "$n" "$r" "${conn[@]}"
        measure_floor "$driver" "$class" "$n" "$r" "$cp" "${floor[@]}" "records=$RECORDCOUNT" "writeall=$WRITEALL"
      else
        measure_floor "$driver" "$class" "$n" "$r" "$cp" "${floor[@]}" "records=$RECORDCOUNT" "writeall=$WRITEALL"
        measure_ours "$driver" "$n" "$r" "${conn[@]}"
      fi
    done
  done
  [[ $driver == aerospike ]] && stop_aerospike
  [[ $driver == cassandra ]] && stop_server
done

{
  echo "bench/floor.sh: 50% reads of all fields, 50% updates of $([[ $WRITEALL == true ]] && echo 'every field' || echo 'one field'), uniform keys,"
  echo "$RECORDCOUNT records of 10 x 100 B; ${DURATION} s per run, $ROUNDS round(s) interleaved; ours: $THREADS client thread(s)"
  echo "CPU us/op: user + system of the client process from the OS, minus a start-up run's, / completed operations;"
  echo "load: the 1-minute load average as each run ended (the run's own client and server make 2-3 of it)"
  echo "client: $(uname -n), $(nproc 2>/dev/null || echo '?') cores, shared with the server; results: $OUT"
} >> "$OUT/header.txt"
{ cat "$OUT/header.txt"; table "$OUT"; } | tee "$OUT/table.txt"
