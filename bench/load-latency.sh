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
echo "who,threads,ops_per_sec,p50_us,p99_us,cpu_us_per_insert" > "$OUT/results.csv"
for r in $(seq 1 "$ROUNDS"); do
  for t in $THREADS; do
    ks=$(fresh)
    log "round $r, $t threads: bin/ycsb load into $ks"
    (cd "$ROOT" && /usr/bin/time -f '%U %S' -o "$OUT/ycsb-$t-$r.time" bin/ycsb load cassandra -P workloads/mixed \
      "${conn[@]}" -p "cassandra.keyspace=$ks" -p "recordcount=$RECORDS" -threads "$t" \
      -p hdrhistogram.fileoutput=false) > "$OUT/ycsb-$t-$r.txt" 2>&1 || die "the load failed; see $OUT/ycsb-$t-$r.txt"
    read -r u s < "$OUT/ycsb-$t-$r.time"
    f="$OUT/ycsb-$t-$r.txt"
    echo "ycsb,$t,$(value "$f" OVERALL 'Throughput(ops/sec)'),$(value "$f" INSERT '50thPercentileLatency(us)'),$(value "$f" INSERT '99thPercentileLatency(us)'),$(awk -v u="$u" -v s="$s" -v n="$RECORDS" 'BEGIN {printf "%.1f", (u + s) * 1e6 / n}')" >> "$OUT/results.csv"
    ks=$(fresh)
    log "round $r, $t threads: the driver alone into $ks"
    /usr/bin/time -f '%U %S' -o "$OUT/bare-$t-$r.time" "$JAVA" -cp "$DRIVER_CP" "$BENCH/tools/BareDriverLoad.java" \
      "$HOSTS" "$ks" usertable "$t" "$RECORDS" > "$OUT/bare-$t-$r.txt" 2>&1 || die "the driver run failed; see $OUT/bare-$t-$r.txt"
    read -r u s < "$OUT/bare-$t-$r.time"
    line=$(grep '^bare driver:' "$OUT/bare-$t-$r.txt")
    ops=$(sed -E 's/.*: ([0-9]+) ops\/s.*/\1/' <<< "$line")
    p50=$(sed -E 's/.*p50 ([0-9]+) us.*/\1/' <<< "$line")
    p99=$(sed -E 's/.*p99 ([0-9]+) us.*/\1/' <<< "$line")
    echo "driver,$t,$ops,$p50,$p99,$(awk -v u="$u" -v s="$s" -v n="$RECORDS" 'BEGIN {printf "%.1f", (u + s) * 1e6 / n}')" >> "$OUT/results.csv"
    ks=$(fresh)
    log "round $r, $t threads: driver 3.x alone into $ks"
    /usr/bin/time -f '%U %S' -o "$OUT/driver3-$t-$r.time" "$JAVA" -cp "$DRIVER3_CP" "$BENCH/tools/BareDriver3Load.java" \
      "$HOSTS" "$ks" usertable "$t" "$RECORDS" > "$OUT/driver3-$t-$r.txt" 2>&1 || die "the driver 3 run failed; see $OUT/driver3-$t-$r.txt"
    read -r u s < "$OUT/driver3-$t-$r.time"
    line=$(grep '^bare driver:' "$OUT/driver3-$t-$r.txt")
    echo "driver3,$t,$(sed -E 's/.*: ([0-9]+) ops\/s.*/\1/' <<< "$line"),$(sed -E 's/.*p50 ([0-9]+) us.*/\1/' <<< "$line"),$(sed -E 's/.*p99 ([0-9]+) us.*/\1/' <<< "$line"),$(awk -v u="$u" -v s="$s" -v n="$RECORDS" 'BEGIN {printf "%.1f", (u + s) * 1e6 / n}')" >> "$OUT/results.csv"
  done
done
awk -F, 'NR > 1 { k = $1 " " $2; n[k]++; ops[k] += $3; p50[k] += $4; p99[k] += $5; cpu[k] += $6; if (!(k in seen)) { seen[k] = ++m; name[m] = k } }
  END { printf "%-12s %8s %8s %8s %12s   (mean of the rounds)\n", "who threads", "ops/s", "p50 us", "p99 us", "CPU us/insert"
        for (i = 1; i <= m; i++) { k = name[i]; printf "%-12s %8.0f %8.0f %8.0f %12.1f\n", k, ops[k] / n[k], p50[k] / n[k], p99[k] / n[k], cpu[k] / n[k] } }' \
  "$OUT/results.csv" | tee "$OUT/table.txt"
echo "results: $OUT"
