#!/usr/bin/env bash
# bench/client-runs.sh - runs client configurations against one real Cassandra and prints, per
# configuration: ops/s, client CPU per operation (start-up separated), start-up CPU, peak RSS, p99
# per operation, and every status other than OK and NOT_FOUND. bench/async.sh and
# bench/bindings-scale.sh are this script with their own settings.
#
#   bench/client-runs.sh             start a local Cassandra, load, run every configuration, print the table
#   bench/client-runs.sh report DIR  print the table again from an earlier run's directory
#
# Settings (environment):
#   CONFIGS="name:binding:threads:inflight ..."  (inflight 0 = blocking; binding cassandra or scylla)
#   WORKLOAD=workloads/mixed  WORKLOAD_PROPS="-p k=v ..."  RECORDCOUNT=20000  DURATION=30  ROUNDS=1
#   CASSANDRA_HEAP=1G, or CASSANDRA_HOSTS=... for an existing cluster (see bench/cassandra-mixed.sh)
#
# CPU (user + system) and peak RSS come from the OS: GNU time on the client JVM (bin/ycsb execs it).
# Start-up CPU is a run of the same configuration with one operation; CPU per operation is the
# timed run's CPU minus that, divided by its operations. Runs are interleaved across rounds.
set -euo pipefail

BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
if [[ -n "${JAVA_HOME:-}" ]]; then JAVA="$JAVA_HOME/bin/java"; else JAVA=java; fi
log() { echo "[bench] $*" >&2; }
die() { echo "client-runs.sh: $*" >&2; exit 1; }

OPS_ORDER="READ INSERT UPDATE DELETE SCAN READ-MODIFY-WRITE"

table() {
  local dir=$1
  awk -F, -v order="$OPS_ORDER" '
    NR == 1 { next }
    {
      c = $1
      if (!(c in seen)) { seen[c] = ++count; name[count] = c; flight[c] = $3 * ($4 > 0 ? $4 : 1) }
      n[c]++; ops[c] += $5; operations[c] += $6; cpu[c] += $7; start[c] += $8; rss[c] += $9
      p99[c] = $10; other[c] = other[c] ($11 == "" ? "" : " " $11)
    }
    END {
      printf "%-22s %7s %8s %10s %11s %8s  %s\n", "config", "flight", "ops/s", "CPU us/op", "start CPU s", "RSS MiB",
        "p99 per operation (us, last round); statuses other than OK/NOT_FOUND"
      for (i = 1; i <= count; i++) {
        c = name[i]
        printf "%-22s %7d %8.0f %10.1f %11.1f %8.0f  %s%s\n", c, flight[c], ops[c] / n[c],
          (cpu[c] - start[c]) * 1e6 / operations[c], start[c] / n[c], rss[c] / n[c] / 1024, p99[c],
          other[c] == "" ? "" : " |" other[c]
      }
    }' "$dir/results.csv"
}

source "$BENCH/lib/cli.sh"
bench_cli results.csv "$@"

CONFIGS=${CONFIGS:?set CONFIGS, or run bench/async.sh or bench/bindings-scale.sh}
WORKLOAD=${WORKLOAD:-workloads/mixed}
read -r -a WORKLOAD_ARGS <<< "${WORKLOAD_PROPS:-}"
RECORDCOUNT=${RECORDCOUNT:-20000}
DURATION=${DURATION:-30}
ROUNDS=${ROUNDS:-1}
NAME=${BENCH_NAME:-client-runs}
[[ -x /usr/bin/time ]] || die "/usr/bin/time (GNU time) is needed for CPU and peak RSS"
OUT="$BENCH/target/$NAME-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"

source "$BENCH/lib/local-cassandra.sh"
build_cassandra_binding
if grep -q ':scylla:' <<< " $CONFIGS "; then
  ls "$ROOT"/scylla/target/scylla-binding-*-SNAPSHOT.jar >/dev/null 2>&1 \
    || (cd "$ROOT" && mvn -q -B -DskipTests -pl scylla -am package) >&2 || die "the scylla build failed"
fi
start_server
KEYSPACE=${KEYSPACE:-ycsb_$(date +%s)}

connection() { # binding -> its connection properties
  if [[ $1 == scylla ]]; then
    echo "-p scylla.hosts=$HOSTS -p scylla.port=$PORT -p scylla.local_dc=$DC -p scylla.keyspace=$KEYSPACE"
  else
    echo "-p hosts=$HOSTS -p port=$PORT -p cassandra.localdc=$DC -p cassandra.keyspace=$KEYSPACE"
  fi
}

log "load: $RECORDCOUNT records of $WORKLOAD -> $OUT/load.txt"
# shellcheck disable=SC2046
(cd "$ROOT" && bin/ycsb load cassandra -P "$WORKLOAD" "${WORKLOAD_ARGS[@]}" $(connection cassandra) \
  -p "recordcount=$RECORDCOUNT" -threads 16 -p cassandra.createschema=true -p hdrhistogram.fileoutput=false) \
  > "$OUT/load.txt" 2> "$OUT/load.err" || die "the load failed: $(tail -5 "$OUT/load.err")"

value() { awk -F', ' -v m="[$2]" -v k="$3" '$1 == m && $2 == k {print $3}' "$1" | tail -1; }

run_one() { # output prefix, binding, threads, inflight, extra args...
  local out=$1 binding=$2 threads=$3 inflight=$4
  shift 4
  # shellcheck disable=SC2046
  (cd "$ROOT" && /usr/bin/time -f '%U %S %M' -o "$out.time" bin/ycsb run "$binding" -P "$WORKLOAD" \
    "${WORKLOAD_ARGS[@]}" $(connection "$binding") -p "recordcount=$RECORDCOUNT" -threads "$threads" \
    -p "async.inflight=$inflight" -p hdrhistogram.fileoutput=false "$@") > "$out.txt" 2> "$out.err" \
    || die "$out failed: $(tail -5 "$out.err")"
}

# bin/ycsb's class-data archive (README "Start-up"): written once per binding by an unmeasured run
# here, so that every measured run maps it, as a user's runs do after their first.
export YCSB_CDS_DIR="$OUT/cds"
for binding in $(for config in $CONFIGS; do IFS=: read -r _ b _ _ <<< "$config"; echo "$b"; done | sort -u); do
  log "writing $binding's class-data archive (one unmeasured run of one operation)"
  run_one "$OUT/cds-$binding" "$binding" 1 0 -p operationcount=1
done

echo "config,binding,threads,inflight,ops_per_sec,operations,cpu_seconds,startup_cpu_seconds,peak_rss_kib,p99,other" \
  > "$OUT/results.csv"
for round in $(seq 1 "$ROUNDS"); do
  for config in $CONFIGS; do
    IFS=: read -r name binding threads inflight <<< "$config"
    run="$OUT/$name-r$round"
    log "round $round: $name ($binding, $threads threads, async.inflight=$inflight): start-up, then ${DURATION} s"
    run_one "$run-startup" "$binding" "$threads" "$inflight" -p operationcount=1
    run_one "$run" "$binding" "$threads" "$inflight" -p operationcount=0 -p "maxexecutiontime=$DURATION"
    read -r su ss _ < "$run-startup.time"
    read -r user sys rss < "$run.time"
    ops=$(value "$run.txt" OVERALL "Throughput(ops/sec)")
    total=$(value "$run.txt" TOTAL Operations)
    p99=""
    for op in $OPS_ORDER; do
      v=$(value "$run.txt" "$op" "99thPercentileLatency(us)")
      [[ -n "$v" ]] && p99="$p99 $op=$v"
    done
    # (|| true: with pipefail, a grep that finds nothing would end the script)
    other=$(grep -h -E '^\[[A-Z-]+\], Return=' "$run.txt" | grep -v -E 'Return=(OK|NOT_FOUND),' \
      | awk -F', ' '{gsub(/[][]/, "", $1); printf "%s%s:%s", sep, $1, $2 "=" $3; sep = " "}' || true)
    echo "$name,$binding,$threads,$inflight,$ops,$total,$(awk -v u="$user" -v s="$sys" 'BEGIN {print u + s}'),$(awk -v u="$su" -v s="$ss" 'BEGIN {print u + s}'),$rss,${p99# },$other" \
      >> "$OUT/results.csv"
  done
done

{
  echo "$WORKLOAD ${WORKLOAD_PROPS:-}; $RECORDCOUNT records; ${DURATION} s per run; $ROUNDS round(s), interleaved"
  echo "server: $SERVER"
  echo "client: $(uname -n), $(nproc 2>/dev/null || echo '?') cores, bin/ycsb's JVM defaults, client and server on the same cores"
  echo "results: $OUT"
  echo
  table "$OUT"
} | tee "$OUT/table.txt"
