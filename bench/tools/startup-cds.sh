#!/usr/bin/env bash
# bench/tools/startup-cds.sh - start-up CPU of a short `bin/ycsb run` (16 operations of
# workloads/mixed, 16 threads) of the cassandra and scylla bindings against a local Cassandra: with
# bin/ycsb's class-data archive (the default: written by an unmeasured first run) and without it
# (YCSB_CDS=off); ROUNDS rounds (default 5), interleaved. Prints "label user sys wall peak-RSS-KiB"
# per run, then the mean CPU (user + system) per label. CASSANDRA_HOSTS=... uses a running server.
set -euo pipefail
BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ROOT="$(dirname "$BENCH")"
if [[ -n "${JAVA_HOME:-}" ]]; then JAVA="$JAVA_HOME/bin/java"; else JAVA=java; fi
OUT="$BENCH/target/startup-$(date +%Y%m%d-%H%M%S)"
ROUNDS=${ROUNDS:-5}
mkdir -p "$OUT"
log() { echo "[bench] $*" >&2; }
die() { echo "startup-cds.sh: $*" >&2; exit 1; }
source "$BENCH/lib/local-cassandra.sh"
build_cassandra_binding
ls "$ROOT"/scylla/target/scylla-binding-*-SNAPSHOT.jar >/dev/null 2>&1 \
  || (cd "$ROOT" && mvn -q -B -DskipTests -pl scylla -am package) >&2 || die "the scylla build failed"
start_server
export YCSB_CDS_DIR="$OUT/cds"
ks=ycsb_startup
(cd "$ROOT" && bin/ycsb load cassandra -P workloads/mixed -p "hosts=$HOSTS" -p "port=$PORT" \
  -p "cassandra.localdc=$DC" -p "cassandra.keyspace=$ks" -p recordcount=100 -p cassandra.createschema=true \
  -p hdrhistogram.fileoutput=false) > "$OUT/load.txt" 2>&1 || die "the load failed; see $OUT/load.txt"
connection() {
  if [[ $1 == scylla ]]; then
    echo "-p scylla.hosts=$HOSTS -p scylla.port=$PORT -p scylla.local_dc=$DC -p scylla.keyspace=$ks"
  else
    echo "-p hosts=$HOSTS -p port=$PORT -p cassandra.localdc=$DC -p cassandra.keyspace=$ks"
  fi
}
one() { # label, binding, environment assignments...
  local label=$1 binding=$2
  shift 2
  # shellcheck disable=SC2046
  (cd "$ROOT" && env "$@" /usr/bin/time -f '%U %S %e %M' -o "$OUT/$label.time" bin/ycsb run "$binding" \
    -P workloads/mixed $(connection "$binding") -p recordcount=100 -p operationcount=16 -threads 16 \
    -p hdrhistogram.fileoutput=false) > "$OUT/$label.txt" 2> "$OUT/$label.err" || die "$label failed; see $OUT/$label.err"
  echo "$label $(cat "$OUT/$label.time")" | tee -a "$OUT/runs.txt"
}
for b in cassandra scylla; do
  one "$b-writes-archive" "$b" >/dev/null
done
for r in $(seq 1 "$ROUNDS"); do
  for b in cassandra scylla; do
    one "$b-archive-$r" "$b"
    one "$b-no-archive-$r" "$b" YCSB_CDS=off
  done
done
echo
awk '{ label = $1; sub(/-[0-9]+$/, "", label); cpu[label] += $2 + $3; n[label]++; if (!(label in seen)) { seen[label] = ++k; name[k] = label } }
  END { for (i = 1; i <= k; i++) printf "%-22s %5.2f s CPU (mean of %d)\n", name[i], cpu[name[i]] / n[name[i]], n[name[i]] }' \
  "$OUT/runs.txt" | tee "$OUT/summary.txt"
