#!/usr/bin/env bash
# bench/jmh.sh - JMH microbenchmarks of the harness's hot paths (module bench/jmh).
#
#   bench/jmh.sh                 every benchmark on our core, then TransactionBench on upstream 0.17.0 too
#   bench/jmh.sh Recorder        benchmarks matching a regex, on our core (any JMH option may follow)
#   ENGINE=ours bench/jmh.sh     skip the upstream run
#   ENGINE=upstream bench/jmh.sh [TransactionBench ...]   only the upstream run (TransactionBench is
#                                the one benchmark that runs on upstream's API)
#   JMH_OPTS="-f 1 -wi 2 -i 3 -w 1s -r 1s -prof gc"   the defaults (short: ~8 min for everything)
#
# Builds the module with Maven (offline first), then runs org.openjdk.jmh.Main on its class path.
# Prints a table: ns/op and B/op (allocation per operation, from JMH's gc profiler) per benchmark
# and parameters; the full JMH output is kept in bench/target/jmh-<time>/.
set -euo pipefail
BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
if [[ -n "${JAVA_HOME:-}" ]]; then JAVA="$JAVA_HOME/bin/java"; else JAVA=java; fi
if [[ $# -gt 0 ]]; then ENGINE=${ENGINE:-ours}; else ENGINE=${ENGINE:-both}; fi
JMH_OPTS=${JMH_OPTS:--f 1 -wi 2 -i 3 -w 1s -r 1s -prof gc}
OUT="$BENCH/target/jmh-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"

echo "[jmh] building bench/jmh (and core): mvn -B -q -pl bench/jmh -am package -Dmaven.test.skip=true" >&2
(cd "$ROOT" && { mvn -B -q -o -pl bench/jmh -am package -Dmaven.test.skip=true >/dev/null 2>&1 \
    || mvn -B -q -pl bench/jmh -am package -Dmaven.test.skip=true; }) || { echo "jmh.sh: the build failed" >&2; exit 1; }
MOD="$ROOT/bench/jmh/target"
OURS_CP="$MOD/classes:$(cat "$MOD/runtime-classpath.txt")"

run() { # run NAME CLASSPATH ARGS...
  local name=$1 cp=$2
  shift 2
  # shellcheck disable=SC2086
  "$JAVA" -Dycsb.workloads="$ROOT/workloads" -cp "$cp" org.openjdk.jmh.Main $JMH_OPTS \
      -rf csv -rff "$OUT/$name.csv" "$@" 2>&1 | tee "$OUT/$name.log" | grep -E '^# (Benchmark|Parameters):|^Benchmark|^[A-Z][A-Za-z]*Bench' >&2 || true
  echo "== $name" >> "$OUT/table.txt"
  "$JAVA" "$BENCH/tools/JmhTable.java" "$OUT/$name.csv" | tee -a "$OUT/table.txt"
}

if [[ $ENGINE != upstream ]]; then
  run ours "$OURS_CP" "$@"
fi
if [[ $ENGINE != ours ]]; then
  UPSTREAM_DIR=$("$BENCH/harness-overhead.sh" resolve)
  # our class path without our core and its HdrHistogram; upstream's core and dependencies instead
  UP_CP="$MOD/classes"
  IFS=: read -r -a entries <<< "$(cat "$MOD/runtime-classpath.txt")"
  for e in "${entries[@]}"; do
    case "$e" in *ycsb-core*|*HdrHistogram*) ;; *) UP_CP="$UP_CP:$e" ;; esac
  done
  for j in "$UPSTREAM_DIR"/*.jar; do UP_CP="$UP_CP:$j"; done
  if [[ $# -gt 0 ]]; then upstream_args=("$@"); else upstream_args=(TransactionBench); fi
  run upstream "$UP_CP" "${upstream_args[@]}"
fi
echo "[jmh] full output in $OUT" >&2
