#!/usr/bin/env bash
# bench/tools/startup-cds.sh - start-up CPU of a one-operation `bin/ycsb run cassandra` against a
# local Cassandra: bin/ycsb's JVM defaults, with a dynamic class-data-sharing archive, and with C1
# only; 3 rounds, interleaved. Prints "label user sys wall peak-RSS-KiB" per run.
set -euo pipefail
BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ROOT="$(dirname "$BENCH")"
if [[ -n "${JAVA_HOME:-}" ]]; then JAVA="$JAVA_HOME/bin/java"; else JAVA=java; fi
OUT="$BENCH/target/startup-cds-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"
log() { echo "[bench] $*" >&2; }
die() { echo "startup-cds.sh: $*" >&2; exit 1; }
source "$BENCH/lib/local-cassandra.sh"
build_cassandra_binding
start_server
conn=(-p "hosts=$HOSTS" -p "port=$PORT" -p "cassandra.localdc=$DC" -p cassandra.keyspace=ycsb_startup)
(cd "$ROOT" && bin/ycsb load cassandra -P workloads/mixed "${conn[@]}" -p recordcount=100 \
  -p cassandra.createschema=true -p hdrhistogram.fileoutput=false) > "$OUT/load.txt" 2>&1 \
  || die "the load failed; see $OUT/load.txt"
one() { # label, extra arguments
  local label=$1
  shift
  (cd "$ROOT" && /usr/bin/time -f '%U %S %e %M' -o "$OUT/$label.time" bin/ycsb run cassandra \
    -P workloads/mixed "${conn[@]}" -p recordcount=100 -p operationcount=1 -p hdrhistogram.fileoutput=false "$@") \
    > "$OUT/$label.txt" 2> "$OUT/$label.err" || die "$label failed; see $OUT/$label.err"
  echo "$label $(cat "$OUT/$label.time")"
}
one create-archive -jvm-args "-XX:ArchiveClassesAtExit=$OUT/app.jsa"
for r in 1 2 3; do
  one "default-$r"
  one "cds-$r" -jvm-args "-XX:SharedArchiveFile=$OUT/app.jsa"
  one "c1-only-$r" -jvm-args "-XX:TieredStopAtLevel=1"
done
