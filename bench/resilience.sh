#!/usr/bin/env bash
# bench/resilience.sh - the studies' resilience and scale-out runs, end to end, on a real local
# Cassandra cluster (3 nodes on 127.0.0.1-3, a spare for scale-out on 127.0.0.4), with an HTML
# report of each run showing the event, the dip and the recovery.
#
#   bench/resilience.sh            start the cluster, load, run both scenarios, write the reports
#
# 1. resilience: workloads/mixed paced at TARGET ops/s for DURATION seconds; node 3 is killed
#    (SIGKILL) at 30% of the operations. RF 3, QUORUM reads and writes: 2 of 3 nodes answer.
# 2. scale-out: node 3 is started again, then the same run with a 4th node bootstrapping at 30%.
#
# Settings (environment): RECORDCOUNT=20000 THREADS=8 TARGET=400 DURATION=120 NODE_HEAP=512M
#   INTERVAL=2 (seconds per interval of the logs and charts)
# Output: bench/target/resilience-<time>/: resilience.html, scaleout.html, both runs' reports (.txt),
# interval logs (.hdr), event outputs, status lines (.err) and the cluster's logs (cluster/).
set -euo pipefail

BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
if [[ -n "${JAVA_HOME:-}" ]]; then JAVA="$JAVA_HOME/bin/java"; else JAVA=java; fi
log() { echo "[bench] $*" >&2; }
die() { echo "resilience.sh: $*" >&2; exit 1; }
case "${1:-}" in
  "") ;;
  -h|--help|help) awk 'NR > 1 && /^#/ {sub(/^# ?/, ""); print; next} NR > 1 {exit}' "$0"; exit 0 ;;
  *) die "unknown argument '$1'; expected none" ;;
esac

RECORDCOUNT=${RECORDCOUNT:-20000}
THREADS=${THREADS:-8}
TARGET=${TARGET:-400}
DURATION=${DURATION:-120}
NODE_HEAP=${NODE_HEAP:-512M}
INTERVAL=${INTERVAL:-2}
for n in RECORDCOUNT THREADS TARGET DURATION INTERVAL; do
  [[ "${!n}" =~ ^[0-9]+$ && "${!n}" -gt 0 ]] || die "$n=${!n}: expected a positive whole number"
done
OUT="$BENCH/target/resilience-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"

source "$BENCH/lib/local-cassandra.sh"
build_cassandra_binding
TEST_CLASSES="$ROOT/testkit/target/classes"
CLUSTER_CP="$TEST_CLASSES:$(cat "$ROOT/cassandra/target/runtime-classpath.txt")"
CLUSTER_DIR="$OUT/cluster"
control() { echo "$JAVA -cp $TEST_CLASSES site.ycsb.testkit.cassandra.ClusterControl $* --dir $CLUSTER_DIR"; }

# ---- the cluster: owned by a JVM whose standard input is a FIFO this script holds open ----------
OWNER_PID=""
stop_cluster() {
  if [[ -n "$OWNER_PID" ]] && kill -0 "$OWNER_PID" 2>/dev/null; then
    log "stopping the cluster"
    exec 3>&- 2>/dev/null || true
    for _ in $(seq 1 90); do kill -0 "$OWNER_PID" 2>/dev/null || break; sleep 1; done
    kill "$OWNER_PID" 2>/dev/null || true
  fi
  rm -f "$OUT/cluster.stdin"
}
trap stop_cluster EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

VERSION=$(sed -n 's:.*<cassandra.server.version>\(.*\)</cassandra.server.version>.*:\1:p' "$ROOT/pom.xml" | head -1)
log "starting 3 Cassandra $VERSION nodes on 127.0.0.1-3 (heap $NODE_HEAP each; a few minutes)..."
mkfifo "$OUT/cluster.stdin"
"$JAVA" -Xmx256m -cp "$CLUSTER_CP" -Dcassandra.server.version="$VERSION" \
  site.ycsb.testkit.cassandra.CassandraCluster serve --nodes 3 --spare 1 --heap "$NODE_HEAP" \
  --dir "$CLUSTER_DIR" < "$OUT/cluster.stdin" > "$OUT/cluster.out" 2> "$OUT/cluster.err" &
OWNER_PID=$!
exec 3> "$OUT/cluster.stdin"
for _ in $(seq 1 1200); do
  [[ -s "$OUT/cluster.out" ]] && break
  kill -0 "$OWNER_PID" 2>/dev/null || die "the cluster did not start: $(tail -5 "$OUT/cluster.err")"
  sleep 1
done
read -r HOSTS PORT DC < "$OUT/cluster.out" || die "the cluster did not start; see $OUT/cluster.err"
log "cluster: $HOSTS port $PORT ($DC)"

KEYSPACE=ycsb_resilience
OPERATIONS=$((TARGET * DURATION))
common=(-P workloads/mixed -p "hosts=$HOSTS" -p "port=$PORT" -p "cassandra.localdc=$DC"
  -p "cassandra.keyspace=$KEYSPACE" -p "recordcount=$RECORDCOUNT" -threads "$THREADS"
  -p cassandra.readconsistencylevel=QUORUM -p cassandra.writeconsistencylevel=QUORUM)

log "load: $RECORDCOUNT records, RF 3"
(cd "$ROOT" && bin/ycsb load cassandra "${common[@]}" -p cassandra.createschema=true \
  -p cassandra.replicationfactor=3 -p hdrhistogram.fileoutput=false) \
  > "$OUT/load.txt" 2> "$OUT/load.err" || die "the load failed: $(tail -5 "$OUT/load.err")"

scenario() { # name, events
  local name=$1 events=$2
  log "$name: $OPERATIONS operations at $TARGET ops/s, events: $events"
  (cd "$ROOT" && bin/ycsb run cassandra "${common[@]}" -target "$TARGET" -p "operationcount=$OPERATIONS" \
    -p "measurement.interval.seconds=$INTERVAL" -p "hdrhistogram.output.path=$OUT/$name.hdr" \
    -p "events=$events" -p cassandra.readtimeoutmillis=4000 -s) \
    > "$OUT/$name.txt" 2> "$OUT/$name.err" || die "$name failed: $(tail -5 "$OUT/$name.err")"
  (cd "$ROOT" && bin/ycsb report -o "$OUT/$name.html" "$OUT/$name.hdr") >&2 \
    || die "the report of $name failed"
}

scenario resilience "30%:$(control kill 3)"
log "restarting node 3 before the scale-out run"
eval "$(control start 3)" >&2 || die "node 3 did not start again"
scenario scaleout "30%:$(control add)"

summary() { # name
  local f="$OUT/$1.txt"
  printf '%-11s %10s ops/s  ' "$1" "$(awk -F', ' '$1 == "[OVERALL]" && $2 == "Throughput(ops/sec)" {printf "%.0f", $3}' "$f")"
  grep -h -E '^\[EVENT-1\], (StartTime\(ms\)|Outcome)' "$f" | awk -F', ' '{printf "%s=%s  ", $2, $3}' || true
  grep -h -E '^\[(READ|INSERT|UPDATE|DELETE)\], Return=' "$f" | grep -v -E 'Return=(OK|NOT_FOUND),' \
    | awk -F', ' '{printf "%s %s=%s  ", $1, $2, $3}' || true
  echo
}
{
  echo "workloads/mixed, $RECORDCOUNT records, RF 3, QUORUM, $THREADS threads at $TARGET ops/s for ${DURATION} s"
  echo "cluster: 3 local Cassandra $VERSION nodes on $HOSTS (heap $NODE_HEAP each), client on the same 2 cores"
  summary resilience
  summary scaleout
  echo "reports: $OUT/resilience.html $OUT/scaleout.html"
} | tee "$OUT/summary.txt"
