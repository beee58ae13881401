#!/usr/bin/env bash
# bench/floor.sh - how close asynchronous mode comes to the floor: `bin/ycsb run` with async.inflight=N
# against a bare program that drives the driver's own asynchronous API at N in flight, no harness
# (bench/tools/AerospikeAsyncFloor.java: the Aerospike client's event loops; CassandraAsyncFloor.java:
# the Java driver 4.x's executeAsync on prepared statements), both on the same records and the same
# mix: 50% reads of all fields, 50% updates of one field (every field with WRITEALL=true), uniform
# keys, 10 fields of 100 B. Per driver and in-flight count, ROUNDS rounds interleaved (ours first in
# odd rounds, the floor first in even ones), it prints one table per driver: the medians over the
# rounds of ops/s and of the client's CPU per operation (user + system from the OS, minus a start-up
# run of the same program) of both, and ours / floor taken within each round, its median and spread
# (the targets: CPU within 1.1x, throughput at least 0.95x); and the same in the steady state (the CPU
# and operations between the status lines of seconds WARMUP and DURATION - 2: no start-up, no
# warm-up, little of the JIT compiler's work). The 1-minute load average at the end of every run is
# printed beside it: on a shared machine, compare ours with the floor of the same round only.
#
#   bench/floor.sh              every driver of DRIVERS, every count of INFLIGHT
#   bench/floor.sh report DIR   the table again from an earlier run's directory
#
# Settings: DRIVERS="aerospike cassandra"  INFLIGHT="64 256"  THREADS=1 (ours: client threads, the
# in-flight count split among them)  WRITEALL=false  RECORDCOUNT=100000  DURATION=30  WARMUP=10  ROUNDS=3
# The servers: bench/lib/local-aerospike.sh (AEROSPIKE_SERVER_DIR, AEROSPIKE_HOST...) and
# bench/lib/local-cassandra.sh (CASSANDRA_HEAP, CASSANDRA_HOSTS...). QUIET, QUIET_MAX: as bench/aerospike.sh.
# JFR=1: every measured run (ours and the floor) is recorded by JFR's profiler over its steady window
# (seconds WARMUP to DURATION - 2), and after the table, per driver and in-flight count, where each
# one's CPU samples fall (bench/tools/jfr_hot.py: by group of code, by thread, the top methods) - the
# profile that explains a miss. The profiler costs both sides some CPU: take the targets' figures
# from a run without it (JFR=1 ROUNDS=1 is the profiling pass).
# Defaults: about 30 minutes on an idle machine.
set -euo pipefail

BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
if [[ -n "${JAVA_HOME:-}" ]]; then JAVA="$JAVA_HOME/bin/java"; JAVAC="$JAVA_HOME/bin/javac"; else JAVA=java; JAVAC=javac; fi
log() { echo "[bench] $*" >&2; }
die() { echo "floor.sh: $*" >&2; exit 1; }

# Per driver (one table each) and in-flight count: the medians over the rounds of ours and of the
# floor, and of ours / floor taken within each round (never across rounds), with its spread (min-max).
table() {
  awk -F, '
    function med(list,   v, m, i, j, t) { # median of a space-separated list
      m = split(list, v, " ")
      for (i = 2; i <= m; i++) for (j = i; j > 1 && v[j - 1] + 0 > v[j] + 0; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
      return m == 0 ? 0 : (m % 2 ? v[(m + 1) / 2] : (v[m / 2] + v[m / 2 + 1]) / 2)
    }
    function lo(list,   v, m, i, x) { m = split(list, v, " "); x = v[1]; for (i = 2; i <= m; i++) if (v[i] + 0 < x + 0) x = v[i]; return x }
    function hi(list,   v, m, i, x) { m = split(list, v, " "); x = v[1]; for (i = 2; i <= m; i++) if (v[i] + 0 > x + 0) x = v[i]; return x }
    function ratio(list) { return list == "" ? "      -" : sprintf("%5.2fx %4.2f-%4.2f", med(list), lo(list), hi(list)) }
    function add(a, k, x) { a[k] = (k in a) ? a[k] " " x : x }
    NR == 1 { next }
    {
      k = $1 SUBSEP $2
      if (!(k in seen)) { seen[k] = ++n; key[n] = k; drv[n] = $1; fl[n] = $2 }
      r = k SUBSEP $4; rounds[r] = 1; round[k] = round[k] " " $4
      ops[r, $3] = $5; cpu[r, $3] = $6; sops[r, $3] = $9; scpu[r, $3] = $10
      if ($3 == "ours") { load[k] = load[k] (load[k] == "" ? "" : ",") $8 } else { loadf[k] = loadf[k] (loadf[k] == "" ? "" : ",") $8 }
      failed[k, $3] += $7
    }
    END {
      for (i = 1; i <= n; i++) {
        k = key[i]; split("", used)
        m = split(round[k], rs, " ")
        for (j = 1; j <= m; j++) {
          r = k SUBSEP rs[j]
          if (r in used || !((r, "ours") in ops) || !((r, "floor") in ops)) continue
          used[r] = 1
          add(o, k, ops[r, "ours"]); add(f, k, ops[r, "floor"]); add(oc, k, cpu[r, "ours"]); add(fc, k, cpu[r, "floor"])
          add(rops, k, ops[r, "ours"] / ops[r, "floor"]); add(rcpu, k, cpu[r, "ours"] / cpu[r, "floor"])
          if (scpu[r, "ours"] != "" && scpu[r, "floor"] != "") {
            add(so, k, scpu[r, "ours"]); add(sf, k, scpu[r, "floor"]); add(rs2, k, scpu[r, "ours"] / scpu[r, "floor"])
          }
          nr[k]++
        }
      }
      for (i = 1; i <= n; i++) {
        k = key[i]
        if (drv[i] != last) {
          last = drv[i]
          printf "\n%s: medians of %s round(s); ours / floor taken within each round: median, then min-max\n", drv[i], nr[k]
          printf "%6s  %9s %9s %-17s  %8s %8s %-17s  %8s %8s %-17s  %s\n", "flight", "ours ops/s", "floor", "ours/floor",
            "ours CPU", "floor", "ours/floor", "steady", "steady", "ours/floor (steady)", "load: ours runs | floor runs; failed"
          printf "%6s  %9s %9s %-17s  %8s %8s %-17s  %8s %8s\n", "", "", "", "", "us/op", "us/op", "", "ours", "floor"
        }
        printf "%6d  %9.0f %9.0f %-17s  %8.2f %8.2f %-17s  %8.2f %8.2f %-17s  %s | %s; %d, %d\n", fl[i], med(o[k]), med(f[k]),
          ratio(rops[k]), med(oc[k]), med(fc[k]), ratio(rcpu[k]), med(so[k]), med(sf[k]), ratio(rs2[k]), load[k], loadf[k],
          failed[k, "ours"], failed[k, "floor"]
      }
    }' "$1/results.csv"
}

source "$BENCH/lib/cli.sh"
bench_cli results.csv "$@"

DRIVERS=${DRIVERS:-aerospike cassandra}
INFLIGHT=${INFLIGHT:-64 256}
THREADS=${THREADS:-1}
WRITEALL=${WRITEALL:-false}
RECORDCOUNT=${RECORDCOUNT:-100000}
DURATION=${DURATION:-30}
ROUNDS=${ROUNDS:-3}
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
# JFR=1: the profiler's option for a measured run writing FILE
jfr_option() { # file
  [[ "${JFR:-0}" == 1 ]] || return 0
  echo "-XX:StartFlightRecording=delay=${WARMUP}s,duration=$((DURATION - 2 - WARMUP))s,settings=profile,filename=$1"
}

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
  # JFR=1: no class-data archive (the recording's options differ each run, so each run would dump
  # one, and the JVM turns JFR off while it dumps), for the start-up run too
  local cds=${YCSB_CDS:-on}
  [[ "${JFR:-0}" == 1 ]] && cds=off
  (cd "$ROOT" && YCSB_CDS=$cds /usr/bin/time -f '%U %S' -o "$f-startup.time" bin/ycsb run "$driver" "${WORKLOAD[@]}" "$@" \
    -threads "$THREADS" -p "async.inflight=$per" -p operationcount=1) > "$f-startup.txt" 2>&1 || die "$f-startup failed"
  wait_quiet
  (cd "$ROOT" && YCSB_CDS=$cds JAVA_OPTS="${JAVA_OPTS:-} $(jfr_option "$f.jfr")" exec /usr/bin/time -f '%U %S' -o "$f.time" \
    bin/ycsb run "$driver" "${WORKLOAD[@]}" "$@" \
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
  /usr/bin/time -f '%U %S' -o "$f.time" "$JAVA" $(jfr_option "$f.jfr") -cp "$OUT/classes:$cp" "$class" "$@" "inflight=$n" warmup=0 \
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
      log "$driver, round $r, $n in flight (uptime: $(uptime | sed 's/.*load/load/'))"
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
  echo "uptime at the end: $(uptime)"
  echo "client: $(uname -n), $(nproc 2>/dev/null || echo '?') cores, shared with the server; results: $OUT"
} >> "$OUT/header.txt"
{ cat "$OUT/header.txt"; table "$OUT"; } | tee "$OUT/table.txt"

# JFR=1: where each recording's samples fall: by group of code, by thread, by method
if [[ "${JFR:-0}" == 1 ]]; then
  JFR_TOOL=jfr
  [[ -n "${JAVA_HOME:-}" ]] && JFR_TOOL="$JAVA_HOME/bin/jfr"
  for rec in "$OUT"/*.jfr; do
    [[ -s "$rec" ]] || { echo; echo "== $(basename "${rec%.jfr}"): no recording"; continue; }
    "$JFR_TOOL" print --json --events jdk.ExecutionSample "$rec" > "${rec%.jfr}.samples.json"
    python3 "$BENCH/tools/jfr_hot.py" "${rec%.jfr}.samples.json" 12 > "${rec%.jfr}.hot.txt"
    rm -f "${rec%.jfr}.samples.json"
    echo
    echo "== $(basename "${rec%.jfr}") (JFR, steady window)"
    cat "${rec%.jfr}.hot.txt"
  done | tee "$OUT/profiles.txt"
fi
