#!/usr/bin/env bash
# bench/jmh-ab.sh - one JMH benchmark on two builds of core, interleaved (A, B, A, B, ...), so that a
# busy machine slows both alike. For a refactoring that must not cost per operation:
#
#   cp core/target/ycsb-core-*.jar /tmp/before.jar        # before the change (after mvn package)
#   ... change, then: mvn -B -o -pl bench/jmh -am package -Dmaven.test.skip=true
#   bench/jmh-ab.sh /tmp/before.jar core/target/ycsb-core-1.0.0-SNAPSHOT.jar TransactionBench -p db=noop
#
#   ROUNDS=3 (default 2)   JMH_OPTS as bench/jmh.sh (default "-f 1 -wi 2 -i 3 -w 1s -r 1s -prof gc")
#
# The benchmark classes are bench/jmh's (built against the current core; only public API may differ
# between the two jars). Prints each round's table (ns/op, B/op) with the load average beside it.
set -euo pipefail
BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
[[ $# -ge 3 ]] || { echo "usage: bench/jmh-ab.sh A.jar B.jar BENCHMARK-REGEX [JMH options]" >&2; exit 2; }
A=$(realpath "$1"); B=$(realpath "$2"); shift 2
if [[ -n "${JAVA_HOME:-}" ]]; then JAVA="$JAVA_HOME/bin/java"; else JAVA=java; fi
JMH_OPTS=${JMH_OPTS:--f 1 -wi 2 -i 3 -w 1s -r 1s -prof gc}
ROUNDS=${ROUNDS:-2}
MOD="$ROOT/bench/jmh/target"
[[ -f "$MOD/runtime-classpath.txt" ]] || { echo "jmh-ab.sh: build bench/jmh first (see the header)" >&2; exit 1; }
OUT="$BENCH/target/jmh-ab-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"
classpath() { # the module's class path with core replaced by $1
  local cp="$MOD/classes" e
  IFS=: read -r -a entries <<< "$(cat "$MOD/runtime-classpath.txt")"
  for e in "${entries[@]}"; do case "$e" in *ycsb-core*) cp="$cp:$1" ;; *) cp="$cp:$e" ;; esac; done
  echo "$cp"
}
for round in $(seq 1 "$ROUNDS"); do
  for side in A B; do
    jar=$A; [[ $side == B ]] && jar=$B
    name="$side-$round"
    # shellcheck disable=SC2086
    "$JAVA" -Dycsb.workloads="$ROOT/workloads" -cp "$(classpath "$jar")" org.openjdk.jmh.Main $JMH_OPTS \
        -rf csv -rff "$OUT/$name.csv" "$@" > "$OUT/$name.log" 2>&1
    echo "== $side ($(basename "$jar")), round $round, load average $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$OUT/table.txt"
    "$JAVA" "$BENCH/tools/JmhTable.java" "$OUT/$name.csv" | tee -a "$OUT/table.txt"
  done
done
echo "[jmh-ab] full output in $OUT" >&2
