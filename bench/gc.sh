#!/usr/bin/env bash
# bench/gc.sh - how much the garbage collector costs the client, and the memory store's footprint.
#
#   bench/gc.sh                  both scenarios, with bin/ycsb's JVM options
#   GC_BENCH_OPTS="-XX:..." bench/gc.sh     extra JVM options (after bin/ycsb's, so they win)
#   GC_BENCH_DEFAULTS=none bench/gc.sh      without bin/ycsb's JVM options (the JVM's own defaults)
#   GC_BENCH_SECONDS=30                     length of the workloada-on-basic run
#   GC_BENCH_MIXED_OPS=2000000              operations of the mixed run (default: the file's 200,000)
#   GC_BENCH_CP=<class path>                measure another build of core (e.g. an older commit's)
#
# Scenarios: 'mixed' on the memory binding, as 'bin/ycsb loadrun memory -P workloads/mixed' runs it
# (100,000 records of 10 x 200 B, then 200,000 operations), and 'workloada' on basic
# (basicdb.verbose=false, one thread, GC_BENCH_SECONDS s). Each runs in a JVM of its own with
# bin/ycsb's JVM options (read from bin/ycsb itself) and -Xlog:gc, through the engine library
# (bench/tools/GcBench.java): per phase, the collections and their share of the phase (the report's
# [TOTAL_GC_TIME_%]), the heap allocated per second and per operation, then the pauses from the GC
# log. Then, each in a JVM of its own (full collections to measure it change the heap's sizing),
# the memory store's heap per record after a load, against its raw size (key + values): mixed's
# 100,000 records of 10 x 200 B, and 100,000 of workloada's 10 x 100 B.
# Targets: GC below 2% of each phase, the store at most 1.5x raw. Output: bench/target/gc-<time>/.
set -euo pipefail
BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
if [[ -n "${JAVA_HOME:-}" ]]; then JAVA="$JAVA_HOME/bin/java"; else JAVA=java; fi
SECONDS_A=${GC_BENCH_SECONDS:-30}
OUT="$BENCH/target/gc-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"

newest() { find "$@" -type f -printf '%T@\n' 2>/dev/null | sort -n | tail -1; }
if [[ ! -f "$ROOT/core/target/runtime-classpath.txt" ]] \
    || awk -v s="$(newest "$ROOT/core/src/main")" -v c="$(newest "$ROOT/core/target/classes")" 'BEGIN { exit !(s > c) }'; then
  echo "[gc] building core: mvn -B -q -pl core -am package -DskipTests" >&2
  (cd "$ROOT" && { mvn -B -q -o -pl core -am package -DskipTests >/dev/null 2>&1 || mvn -B -q -pl core -am package -DskipTests; })
fi
CP=${GC_BENCH_CP:-"$ROOT/core/target/classes:$(cat "$ROOT/core/target/runtime-classpath.txt")"}

# bin/ycsb's JVM defaults, from bin/ycsb itself (the function between its markers)
jvm_opts=()
if [[ "${GC_BENCH_DEFAULTS:-}" != none ]]; then
  eval "$(sed -n '/^default_jvm_opts() {/,/^}/p' "$ROOT/bin/ycsb")"
  # shellcheck disable=SC2086
  mapfile -t jvm_opts < <(default_jvm_opts ${GC_BENCH_OPTS:-})
fi
# shellcheck disable=SC2206
jvm_opts+=(${GC_BENCH_OPTS:-})

# Per phase (the "#window NAME START END" lines of GcBench), the pauses the GC log shows in it: all
# of them, also those no collector MXBean counts (G1's remark and cleanup pauses).
pauses() { # pauses GC_LOG < GcBench output
  awk -v gclog="$1" '
    /^#window / { name[++n] = $2; from[n] = $3; to[n] = $4; next }
    { print }
    END {
      while ((getline line < gclog) > 0) {
        if (line !~ /Pause/) continue
        split(line, f, /[][s]/); t = f[2] + 0
        ms = line; sub(/ms$/, "", ms); sub(/.* /, "", ms)
        for (i = 1; i <= n; i++) if (t >= from[i] && t <= to[i]) {
          c[i]++; total[i] += ms; if (ms > longest[i]) longest[i] = ms
        }
      }
      for (i = 1; i <= n; i++)
        printf "%-5s GC log: %d pauses, %.1f ms = %.2f%% of the phase, longest %.1f ms\n", name[i], c[i],
            total[i], 100 * total[i] / 1000 / (to[i] - from[i]), longest[i]
    }'
}

scenario() { # scenario NAME ARGS...
  local name=$1
  shift
  echo "== $name"
  "$JAVA" "${jvm_opts[@]}" "-Xlog:gc:file=$OUT/$name.gc" -cp "$CP" "$BENCH/tools/GcBench.java" "$@" \
      | pauses "$OUT/$name.gc" | tee "$OUT/$name.txt"
}

{
  echo "java: $("$JAVA" -version 2>&1 | head -1); $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
  echo "JVM options: ${jvm_opts[*]:-none (the JVM defaults)}"
  cp_head=${GC_BENCH_CP:-$ROOT/core/target/classes}
  echo "core: ${cp_head%%:*}"
} | tee "$OUT/summary.txt"
scenario mixed-memory "$ROOT/workloads/mixed" db=memory ${GC_BENCH_MIXED_OPS:+operationcount=$GC_BENCH_MIXED_OPS} \
    | tee -a "$OUT/summary.txt"
scenario mixed-memory-footprint "$ROOT/workloads/mixed" footprint db=memory | tee -a "$OUT/summary.txt"
scenario workloada-memory-footprint "$ROOT/workloads/workloada" footprint db=memory recordcount=100000 \
    | tee -a "$OUT/summary.txt"
scenario workloada-basic "$ROOT/workloads/workloada" noload db=site.ycsb.BasicDB basicdb.verbose=false \
    operationcount=0 maxexecutiontime="$SECONDS_A" | tee -a "$OUT/summary.txt"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null); output in $OUT" | tee -a "$OUT/summary.txt"
