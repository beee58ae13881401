#!/usr/bin/env bash
# bench/load-latency.sh - where a load's INSERT latency comes from: `bin/ycsb load cassandra` of
# workloads/mixed (10 fields of 200 B) against the driver alone doing the same inserts
# (bench/tools/BareDriverLoad.java: one prepared INSERT, the binding's consistency and idempotence),
# each into a fresh table, at 8 and 32 threads, ROUNDS rounds interleaved; and the same inserts
# through the Java driver 3.x (bench/tools/BareDriver3Load.java), the generation upstream YCSB
# 0.17.0's CQL binding used. Prints ops/s, INSERT p50 and p99, and the client's CPU per insert (user +
# system from the OS, start-up included).
#   RECORDS=100000 ROUNDS=3 THREADS="8 32" bench/load-latency.sh     CASSANDRA_HOSTS=... for a running server
set -euo pipefail
BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
if [[ -n "${JAVA_HOME:-}" ]]; then JAVA="$JAVA_HOME/bin/java"; else JAVA=java; fi
OUT="$BENCH/target/load-latency-$(date +%Y%m%d-%H%M%S)"
RECORDS=${RECORDS:-100000}
ROUNDS=${ROUNDS:-3}
THREADS=${THREADS:-8 32}
mkdir -p "$OUT"
log() { echo "[bench] $*" >&2; }
die() { echo "load-latency.sh: $*" >&2; exit 1; }
source "$BENCH/lib/local-cassandra.sh"
build_cassandra_binding
start_server
export YCSB_CDS_DIR="$OUT/cds"
HDR=$(tr ':' '\n' < "$ROOT/core/target/runtime-classpath.txt" | grep -i hdrhistogram | head -1)
DRIVER_CP="$(cat "$ROOT/cassandra/target/runtime-classpath.txt"):$HDR"
conn=(-p "hosts=$HOSTS" -p "port=$PORT" -p "cassandra.localdc=$DC")
# driver 3.x with its dependencies, resolved by Maven from Central (netty is shaded into the jar)
mkdir -p "$OUT/driver3"
cat > "$OUT/driver3/pom.xml" <<'POM'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>bench</groupId><artifactId>driver3</artifactId><version>1</version>
  <dependencies>
    <dependency>
      <groupId>org.apache.cassandra</groupId><artifactId>cassandra-driver-core</artifactId>
      <version>3.12.1</version><classifier>shaded</classifier>
      <exclusions><exclusion><groupId>io.netty</groupId><artifactId>*</artifactId></exclusion></exclusions>
    </dependency>
  </dependencies>
</project>
POM
(cd "$OUT/driver3" && { mvn -q -B -o dependency:build-classpath -Dmdep.outputFile=cp.txt >/dev/null 2>&1 \
  || mvn -q -B dependency:build-classpath -Dmdep.outputFile=cp.txt >&2; }) || die "resolving driver 3.12.1 failed"
DRIVER3_CP="$(cat "$OUT/driver3/cp.txt"):$HDR"
fresh() { # a new keyspace and table; prints its name
  local ks="load_$(date +%s%N)"
  (cd "$ROOT" && bin/ycsb load cassandra -P workloads/mixed "${conn[@]}" -p "cassandra.keyspace=$ks" \
    -p recordcount=0 -p cassandra.createschema=true -p hdrhistogram.fileoutput=false) > "$OUT/schema-$ks.txt" 2>&1 \
    || die "creating $ks failed; see $OUT/schema-$ks.txt"
  echo "$ks"
}
value() { awk -F', ' -v m="[$2]" -v k="$3" '$1 == m && $2 == k {print $3}' "$1" | tail -1; }
fresh >/dev/null # the first run also writes bin/ycsb's class-data archive
cpu_per_insert() { read -r u s < "$1"; awk -v u="$u" -v s="$s" -v n="$RECORDS" 'BEGIN {printf "%.1f", (u + s) * 1e6 / n}'; }

# One row: who, threads, round, then the command, @KS@ standing for a fresh keyspace in its arguments.
measure() {
  local who=$1 t=$2 r=$3
  shift 3
  local ks f="$OUT/$who-$t-$r"
  ks=$(fresh)
  log "round $r, $t threads: $who into $ks"
  (cd "$ROOT" && /usr/bin/time -f '%U %S' -o "$f.time" "${@//@KS@/$ks}") > "$f.txt" 2>&1 || die "$who failed; see $f.txt"
  if [[ $who == ycsb ]]; then
    echo "$who,$t,$(value "$f.txt" OVERALL 'Throughput(ops/sec)'),$(value "$f.txt" INSERT '50thPercentileLatency(us)'),$(value "$f.txt" INSERT '99thPercentileLatency(us)'),$(cpu_per_insert "$f.time")"
  else
    sed -nE "s/^bare driver: .*: ([0-9]+) ops\/s, INSERT p50 ([0-9]+) us, p99 ([0-9]+) us.*/$who,$t,\1,\2,\3,$(cpu_per_insert "$f.time")/p" "$f.txt"
  fi >> "$OUT/results.csv"
}

echo "who,threads,ops_per_sec,p50_us,p99_us,cpu_us_per_insert" > "$OUT/results.csv"
for r in $(seq 1 "$ROUNDS"); do
  for t in $THREADS; do
    measure ycsb "$t" "$r" bin/ycsb load cassandra -P workloads/mixed "${conn[@]}" -p "recordcount=$RECORDS" \
      -threads "$t" -p hdrhistogram.fileoutput=false -p cassandra.keyspace=@KS@
    measure driver "$t" "$r" "$JAVA" -cp "$DRIVER_CP" "$BENCH/tools/BareDriverLoad.java" "$HOSTS" @KS@ usertable "$t" "$RECORDS"
    measure driver3 "$t" "$r" "$JAVA" -cp "$DRIVER3_CP" "$BENCH/tools/BareDriver3Load.java" "$HOSTS" @KS@ usertable "$t" "$RECORDS"
  done
done
awk -F, 'NR > 1 { k = $1 " " $2; n[k]++; ops[k] += $3; p50[k] += $4; p99[k] += $5; cpu[k] += $6; if (!(k in seen)) { seen[k] = ++m; name[m] = k } }
  END { printf "%-12s %8s %8s %8s %12s   (mean of the rounds)\n", "who threads", "ops/s", "p50 us", "p99 us", "CPU us/insert"
        for (i = 1; i <= m; i++) { k = name[i]; printf "%-12s %8.0f %8.0f %8.0f %12.1f\n", k, ops[k] / n[k], p50[k] / n[k], p99[k] / n[k], cpu[k] / n[k] } }' \
  "$OUT/results.csv" | tee "$OUT/table.txt"
echo "results: $OUT"
