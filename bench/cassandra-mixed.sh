#!/usr/bin/env bash
# bench/cassandra-mixed.sh - load and run workloads/mixed on Cassandra, then print throughput and p99
# latency per operation, parsed from the text reports.
#
#   bench/cassandra-mixed.sh           start a local Cassandra, load, run, stop it, print the table
#   bench/cassandra-mixed.sh report DIR   print the table again from an earlier run's directory
#
# Needs only a JDK 17 and Maven: the first run builds core and the cassandra binding
# ('mvn package -DskipTests'; run it again after changing the sources) and downloads Cassandra
# (org.apache.cassandra:cassandra-all, ~69 MB) from Maven Central into the local Maven repository.
#
# Settings (environment):
#   CASSANDRA_HOSTS=       an existing cluster (comma-separated contact points): no local server is
#                          started; CASSANDRA_PORT=9042 and CASSANDRA_LOCALDC=datacenter1 go with it
#   CASSANDRA_HEAP=1G      heap of the local server (-Xmx); keep it at 1G or less on a small machine
#   RECORDCOUNT=100000     records loaded
#   OPERATIONCOUNT=200000  operations of the run phase
#   THREADS=16             client threads (load and run)
#   KEYSPACE=              default: ycsb on the local server, ycsb_bench_<time> on an existing
#                          cluster (created by the binding, left in place afterwards)
#   REPLICATION_FACTOR=1   replication factor of the keyspace the binding creates
#   YCSB_JVM_ARGS=         extra JVM options of the client (bin/ycsb -jvm-args)
#
# Output: bench/target/cassandra-mixed-<time>/ with both phases' reports (load.txt, run.txt), their
# status lines (load.err, run.err), HdrHistogram interval logs (load.hdr, run.hdr), table.txt and the
# local server's logs (server/).
set -euo pipefail

BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
if [[ -n "${JAVA_HOME:-}" ]]; then JAVA="$JAVA_HOME/bin/java"; else JAVA=java; fi

log() { echo "[bench] $*" >&2; }
die() { echo "cassandra-mixed.sh: $*" >&2; exit 1; }

# ---- the table: throughput of both phases, operations and p99 per operation of the run ----------
# awk over the text reports: lines "[METRIC], Key, Value".
table() {
  local dir=$1
  awk -v dir="$dir" '
    function value(file, metric, key,   line, parts, v) {
      v = ""
      while ((getline line < file) > 0) {
        if (index(line, "[" metric "], " key ", ") == 1) { split(line, parts, ", "); v = parts[3] }
      }
      close(file)
      return v
    }
    function num(v, digits) { return v == "" ? "-" : sprintf("%." digits "f", v) }
    BEGIN {
      load = dir "/load.txt"; run = dir "/run.txt"
      printf "%-12s %12s %10s\n", "phase", "ops/sec", "seconds"
      printf "%-12s %12s %10s\n", "load", num(value(load, "OVERALL", "Throughput(ops/sec)"), 0),
        num(value(load, "OVERALL", "RunTime(ms)") / 1000, 1)
      printf "%-12s %12s %10s\n", "run", num(value(run, "OVERALL", "Throughput(ops/sec)"), 0),
        num(value(run, "OVERALL", "RunTime(ms)") / 1000, 1)
      printf "\n%-12s %10s %10s %10s %10s\n", "run", "ops", "avg(us)", "p99(us)", "max(us)"
      split("READ READ-COMB INSERT INSERT-COMB UPDATE UPDATE-COMB DELETE DELETE-COMB", ops, " ")
      for (i = 1; i <= 8; i++) {
        op = ops[i]
        printf "%-12s %10s %10s %10s %10s\n", op, value(run, op, "Operations"),
          num(value(run, op, "AverageLatency(us)"), 0), value(run, op, "99thPercentileLatency(us)"),
          value(run, op, "MaxLatency(us)")
      }
    }'
  # every status other than OK, so failures are not missed
  local other
  other=$(grep -h -E '^\[(READ|INSERT|UPDATE|DELETE)\], Return=' "$dir/load.txt" "$dir/run.txt" 2>/dev/null \
    | grep -v 'Return=OK,' || true)
  if [[ -n "$other" ]]; then
    printf '\nother results (load, then run):\n%s\n' "$other"
  fi
}

source "$BENCH/lib/cli.sh"
bench_cli run.txt "$@"

RECORDCOUNT=${RECORDCOUNT:-100000}
OPERATIONCOUNT=${OPERATIONCOUNT:-200000}
THREADS=${THREADS:-16}
CASSANDRA_HEAP=${CASSANDRA_HEAP:-1G}
REPLICATION_FACTOR=${REPLICATION_FACTOR:-1}
for n in RECORDCOUNT OPERATIONCOUNT THREADS REPLICATION_FACTOR; do
  [[ "${!n}" =~ ^[0-9]+$ && "${!n}" -gt 0 ]] || die "$n=${!n}: expected a positive whole number"
done

command -v "$JAVA" >/dev/null || die "java not found (JDK 17; set JAVA_HOME)"
OUT="$BENCH/target/cassandra-mixed-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"

# ---- the build and the server: an existing cluster, or a local Cassandra stopped on exit --------
source "$BENCH/lib/local-cassandra.sh"
build_cassandra_binding
start_server
if [[ -n "${CASSANDRA_HOSTS:-}" ]]; then
  KEYSPACE=${KEYSPACE:-ycsb_bench_$(date +%s)}
else
  KEYSPACE=${KEYSPACE:-ycsb}
fi

# ---- load, then run ------------------------------------------------------------------------------
common=(-P workloads/mixed -p "hosts=$HOSTS" -p "port=$PORT" -p "cassandra.localdc=$DC"
  -p "cassandra.keyspace=$KEYSPACE" -p "recordcount=$RECORDCOUNT" -threads "$THREADS" -s)
[[ -n "${YCSB_JVM_ARGS:-}" ]] && common+=(-jvm-args "$YCSB_JVM_ARGS")

log "load: $RECORDCOUNT records, $THREADS threads -> $OUT/load.txt"
(cd "$ROOT" && bin/ycsb load cassandra "${common[@]}" -p cassandra.createschema=true \
  -p "cassandra.replicationfactor=$REPLICATION_FACTOR" -p "hdrhistogram.output.path=$OUT/load.hdr") \
  > "$OUT/load.txt" 2> "$OUT/load.err" || die "the load failed: $(tail -5 "$OUT/load.err")"

log "run: $OPERATIONCOUNT operations, $THREADS threads -> $OUT/run.txt"
(cd "$ROOT" && bin/ycsb run cassandra "${common[@]}" -p "operationcount=$OPERATIONCOUNT" \
  -p "hdrhistogram.output.path=$OUT/run.hdr") \
  > "$OUT/run.txt" 2> "$OUT/run.err" || die "the run failed: $(tail -5 "$OUT/run.err")"

{
  echo "workloads/mixed: $RECORDCOUNT records, $OPERATIONCOUNT operations, $THREADS threads"
  echo "server: $SERVER; keyspace $KEYSPACE"
  echo "client: $(uname -n), $(nproc 2>/dev/null || echo '?') cores; results in $OUT"
  echo
  table "$OUT"
} | tee "$OUT/table.txt"
