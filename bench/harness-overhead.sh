#!/usr/bin/env bash
# bench/harness-overhead.sh - how much CPU, memory and allocation the benchmark harness itself costs
# per operation: upstream YCSB 0.17.0 (from Maven Central) against this build, same machine, same run.
#
#   bench/harness-overhead.sh            the full bench (3 rounds, 1/2/4 threads; ~10 min on 2 cores)
#   bench/harness-overhead.sh --quick    a smoke run (1 round, 1 and 4 threads, 3 s runs; ~3 min)
#   bench/harness-overhead.sh rss        RSS after 10 M vs 100 M operations (this build, interval logs on)
#   bench/harness-overhead.sh report DIR prints the table again from DIR/results.csv
#   bench/harness-overhead.sh resolve    only fetches upstream and compiles the probe and consuming DB
#
# Settings (environment):
#   ROUNDS=3             rounds; each round runs every configuration once on each engine (A, B, A, B, ...)
#   DURATION=5           seconds per measured run (maxexecutiontime)
#   THREADS="1 2 4"      client thread counts
#   WORKLOADS="workloada workloadc mixed"   files in workloads/
#   DBS="noop consuming" noop = site.ycsb.BasicDB (basicdb.verbose=false); consuming = bench/consuming-db
#   ENGINES="upstream ours"  add "alt" to also measure another build of ours (a patched core):
#   ALT_CP=...           its class path (core jar + HdrHistogram), e.g. /tmp/x/ycsb-core.jar:$(cat core/target/runtime-classpath.txt)
#   BENCH_JAVA_OPTS=""   extra JVM options, the same for both engines
#   BENCH_NO_BUILD=1     use core/target as it is (default: build core when its jar is missing or older
#                        than core/src/main)
#   RSS_OPS="10000000 100000000"  RSS_DB=consuming  RSS_WORKLOAD=mixed  RSS_THREADS=2   (rss mode)
#   RSS_ENGINES=ours     RSS_JVM_SETS="JVM defaults|-Xms1g -Xmx1g -XX:+AlwaysPreTouch"  ('|' between sets)
#
# Output: bench/target/harness-overhead-<time>/ with results.csv, table.txt and each run's stdout/stderr.
# See bench/README.md for what each column means and how it is measured.
set -euo pipefail

BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
TARGET="$BENCH/target"
UPSTREAM_VERSION=${UPSTREAM_VERSION:-0.17.0}
UPSTREAM_DIR="$TARGET/upstream-$UPSTREAM_VERSION"
if [[ -n "${JAVA_HOME:-}" ]]; then JAVA="$JAVA_HOME/bin/java"; JAVAC="$JAVA_HOME/bin/javac"; else JAVA=java; JAVAC=javac; fi

mode=full
case "${1:-}" in
  "" ) ;;
  --quick|quick) mode=quick; : "${ROUNDS:=1}" "${DURATION:=3}" "${THREADS:=1 4}" ;;
  rss) mode=rss ;;
  report) mode=report ;;
  resolve) mode=resolve ;;
  -h|--help|help) awk 'NR > 1 && /^#/ {sub(/^# ?/, ""); print; next} NR > 1 {exit}' "$0"; exit 0 ;;
  *) echo "harness-overhead.sh: unknown mode '$1'; expected nothing, --quick, rss or report DIR" >&2; exit 2 ;;
esac
ROUNDS=${ROUNDS:-3}
DURATION=${DURATION:-5}
THREADS=${THREADS:-1 2 4}
WORKLOADS=${WORKLOADS:-workloada workloadc mixed}
DBS=${DBS:-noop consuming}
ENGINES=${ENGINES:-upstream ours}
BENCH_JAVA_OPTS=${BENCH_JAVA_OPTS:-}

log() { echo "[bench] $*" >&2; }
die() { echo "harness-overhead.sh: $*" >&2; exit 1; }

report() { "$JAVA" "$BENCH/tools/HarnessReport.java" "$@"; }

if [[ $mode == report ]]; then
  [[ -f "${2:-}/results.csv" ]] || die "report: expected a run directory with results.csv"
  report "$2/results.csv"
  exit 0
fi

command -v "$JAVA" >/dev/null || die "java not found (JDK 17 or newer; set JAVA_HOME)"
command -v "$JAVAC" >/dev/null || die "javac not found (a JDK, not a JRE, is needed; set JAVA_HOME)"
mkdir -p "$TARGET"

# ---- upstream YCSB 0.17.0 and its runtime dependencies, resolved by Maven from Maven Central ----
resolve_upstream() {
  if [[ -f "$UPSTREAM_DIR/core-$UPSTREAM_VERSION.jar" ]]; then return; fi
  command -v mvn >/dev/null || die "mvn not found: needed once to fetch site.ycsb:core:$UPSTREAM_VERSION"
  log "resolving site.ycsb:core:$UPSTREAM_VERSION and its dependencies into $UPSTREAM_DIR"
  local pomdir="$TARGET/upstream-resolve"
  mkdir -p "$pomdir"
  # A stand-alone pom (not under ycsb-parent, whose dependencyManagement would replace upstream's
  # HdrHistogram 2.1.4 with ours): upstream's own pom decides its dependencies.
  cat > "$pomdir/pom.xml" <<POM
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>site.ycsb.bench</groupId>
  <artifactId>upstream-resolve</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>site.ycsb</groupId><artifactId>core</artifactId><version>$UPSTREAM_VERSION</version></dependency>
  </dependencies>
  <build><plugins><plugin>
    <groupId>org.apache.maven.plugins</groupId><artifactId>maven-dependency-plugin</artifactId><version>3.8.1</version>
  </plugin></plugins></build>
</project>
POM
  rm -rf "$UPSTREAM_DIR.tmp"
  local goal=(dependency:copy-dependencies -DincludeScope=runtime "-DoutputDirectory=$UPSTREAM_DIR.tmp")
  (mvn -B -q -o -f "$pomdir/pom.xml" "${goal[@]}" >/dev/null 2>&1 || mvn -B -q -f "$pomdir/pom.xml" "${goal[@]}") \
    || die "could not resolve site.ycsb:core:$UPSTREAM_VERSION from Maven Central"
  rm -rf "$UPSTREAM_DIR"
  mv "$UPSTREAM_DIR.tmp" "$UPSTREAM_DIR"
}

# ---- this build's core ----
CORE_JAR="$ROOT/core/target/ycsb-core-1.0.0-SNAPSHOT.jar"
build_core() {
  local why=""
  if [[ ! -f "$CORE_JAR" || ! -f "$ROOT/core/target/runtime-classpath.txt" ]]; then
    why="not built yet"
  elif [[ -n "$(find "$ROOT/core/src/main" "$ROOT/core/pom.xml" "$ROOT/pom.xml" -newer "$CORE_JAR" -type f 2>/dev/null | head -1)" ]]; then
    why="sources newer than the jar"
  fi
  if [[ -z "$why" ]]; then return; fi
  if [[ -n "${BENCH_NO_BUILD:-}" ]]; then
    [[ -f "$CORE_JAR" ]] || die "BENCH_NO_BUILD is set but $CORE_JAR is missing"
    log "WARNING: core $why; BENCH_NO_BUILD is set, measuring the jar as it is"
    return
  fi
  command -v mvn >/dev/null || die "mvn not found: needed to build core"
  log "building core ($why): mvn -B -q -pl core package -Dmaven.test.skip=true"
  (cd "$ROOT" && { mvn -B -q -o -pl core package -Dmaven.test.skip=true >/dev/null 2>&1 \
      || mvn -B -q -pl core package -Dmaven.test.skip=true; }) || die "the core build failed"
}

# ---- the probe (JDK only) and the consuming DB (upstream API only), compiled once per source change ----
compile_tools() {
  local probe="$TARGET/probe" cdb="$TARGET/consuming-db"
  if [[ ! -f "$probe/ycsbbench/BenchProbe.class" || "$BENCH/probe/ycsbbench/BenchProbe.java" -nt "$probe/ycsbbench/BenchProbe.class" ]]; then
    rm -rf "$probe"; mkdir -p "$probe"
    "$JAVAC" -d "$probe" "$BENCH/probe/ycsbbench/BenchProbe.java"
  fi
  if [[ ! -f "$cdb/site/ycsb/bench/ConsumingDB.class" || "$BENCH/consuming-db/site/ycsb/bench/ConsumingDB.java" -nt "$cdb/site/ycsb/bench/ConsumingDB.class" ]]; then
    rm -rf "$cdb"; mkdir -p "$cdb"
    "$JAVAC" -d "$cdb" -cp "$UPSTREAM_DIR/core-$UPSTREAM_VERSION.jar" "$BENCH/consuming-db/site/ycsb/bench/ConsumingDB.java"
  fi
}

engine_cp() {
  case "$1" in
    upstream) local cp="" j; for j in "$UPSTREAM_DIR"/*.jar; do cp="$cp:$j"; done; echo "${cp#:}" ;;
    ours) echo "$CORE_JAR:$(cat "$ROOT/core/target/runtime-classpath.txt")" ;;
    alt) [[ -n "${ALT_CP:-}" ]] || die "engine alt: set ALT_CP to the class path of the other build of ours"; echo "$ALT_CP" ;;
    *) die "unknown engine '$1'; expected upstream, ours or alt" ;;
  esac
}

db_class() {
  case "$1" in
    noop) echo site.ycsb.BasicDB ;;
    consuming) echo site.ycsb.bench.ConsumingDB ;;
    *) die "unknown DB '$1'; expected noop or consuming" ;;
  esac
}

# run_one ENGINE DB WORKLOAD THREADS PHASE(load|run) DIR [extra client args...]
# Runs one JVM under the probe; leaves stdout, stderr and probe.txt in DIR.
run_one() {
  local engine=$1 db=$2 workload=$3 threads=$4 phase=$5 dir=$6
  shift 6
  mkdir -p "$dir"
  local args=(-db "$(db_class "$db")" -P "$ROOT/workloads/$workload" -threads "$threads" -s -p status.interval=1)
  [[ $db == noop ]] && args+=(-p basicdb.verbose=false)
  if [[ $phase == load ]]; then args+=(-load); else args+=(-t -p operationcount=2000000000 -p "maxexecutiontime=$DURATION"); fi
  # Measurement as each engine does it by default: HdrHistogram latency recording in both; ours also
  # writes its interval log (into the run's directory). Upstream's interval log stays off, its
  # default: on Java 11+ it fails (HdrHistogram 2.1.4's log writer needs javax.xml.bind, gone from
  # the JDK), and its cost is per interval, not per operation.
  if [[ $engine == upstream ]]; then
    # upstream has no uniform-growing distribution (and no delete operation: it ignores
    # deleteproportion, so its mix renormalises to 52.1% read, 41.7% insert, 6.25% update)
    [[ $workload == mixed ]] && args+=(-p requestdistribution=uniform)
  else
    args+=(-p "hdrhistogram.output.path=$dir/")
  fi
  args+=("$@")
  # shellcheck disable=SC2086
  (cd "$dir" && "$JAVA" $BENCH_JAVA_OPTS -Dbenchprobe.out="$dir/probe.txt" \
      -cp "$TARGET/probe:$TARGET/consuming-db:$(engine_cp "$engine")" ycsbbench.BenchProbe site.ycsb.Client "${args[@]}" \
      >"$dir/stdout" 2>"$dir/stderr") || { log "FAILED: $engine $db $workload $threads $phase (see $dir/stderr)"; tail -5 "$dir/stderr" >&2; return 1; }
}

probe_value() { sed -n "s/^$2=//p" "$1/probe.txt" | head -1; }

# record ROUND ENGINE DB WORKLOAD THREADS DIR: appends one CSV row
record() {
  local round=$1 engine=$2 db=$3 workload=$4 threads=$5 dir=$6
  local reported hdr
  reported=$(sed -n 's/^\[OVERALL\], Throughput(ops\/sec), //p' "$dir/stdout" | head -1)
  hdr=$(find "$dir" -name '*.hdr' -printf '%s\n' 2>/dev/null | awk '{s+=$1} END {print s+0}')
  # operations in the report's latency histograms, to check that none was dropped or sampled away
  recorded=$(grep -E '^\[(READ|UPDATE|INSERT|DELETE|SCAN)\], Operations, ' "$dir/stdout" | awk -F', ' '{s += $3} END {print s + 0}')
  echo "$round,$engine,$db,$workload,$threads,${reported:-0},$(probe_value "$dir" steady_ops),$(probe_value "$dir" steady_ns),$(probe_value "$dir" steady_cpu_ns),$(probe_value "$dir" steady_alloc_bytes),$(probe_value "$dir" cpu_total_ns),$(probe_value "$dir" alloc_total_bytes),$(probe_value "$dir" peak_rss_kb),$(probe_value "$dir" final_ops),$recorded,$hdr,$(nproc),$(cut -d' ' -f1 /proc/loadavg 2>/dev/null)" >> "$OUT/results.csv"
  find "$dir" -name '*.hdr' -delete 2>/dev/null || true
}

describe_machine() {
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "host: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo 2>/dev/null), $(sed -n 's/^model name\s*: //p' /proc/cpuinfo 2>/dev/null | head -1)"
  echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
  echo "java: $("$JAVA" -version 2>&1 | head -1); options: ${BENCH_JAVA_OPTS:-(none)}"
  echo "ours: $(cd "$ROOT" && git describe --always --dirty 2>/dev/null || echo '?') core jar $(date -u -r "$CORE_JAR" '+%Y-%m-%d %H:%M UTC')"
  echo "upstream: site.ycsb:core:$UPSTREAM_VERSION + $(cd "$UPSTREAM_DIR" && ls *.jar | grep -v "^core-" | tr '\n' ' ')"
}

resolve_upstream
if [[ $mode == resolve ]]; then
  compile_tools
  echo "$UPSTREAM_DIR"
  exit 0
fi
build_core
compile_tools
OUT="$TARGET/harness-overhead-$(date +%Y%m%d-%H%M%S)"
[[ $mode == rss ]] && OUT="$TARGET/harness-rss-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"

if [[ $mode == rss ]]; then
  RSS_OPS=${RSS_OPS:-10000000 100000000}
  RSS_DB=${RSS_DB:-consuming}
  RSS_WORKLOAD=${RSS_WORKLOAD:-mixed}
  RSS_THREADS=${RSS_THREADS:-2}
  RSS_ENGINES=${RSS_ENGINES:-ours}
  describe_machine | tee "$OUT/machine.txt"
  echo "rss mode: $RSS_DB DB, $RSS_WORKLOAD, $RSS_THREADS threads, interval logs on (measurement.interval.seconds=${RSS_LOG_INTERVAL:-10}), operationcount $RSS_OPS" | tee -a "$OUT/machine.txt"
  printf '%-9s %12s %8s %13s %12s %14s %15s %11s %10s\n' engine operations "time s" "peak RSS MiB" "end RSS MiB" \
    "heap comm. MiB" "heap after GC MiB" "alloc B/op" "log bytes" | tee "$OUT/rss.txt"
  base_opts=$BENCH_JAVA_OPTS
  IFS='|' read -r -a jvm_sets <<< "${RSS_JVM_SETS:-JVM defaults|-Xms1g -Xmx1g -XX:+AlwaysPreTouch}"
  for set in "${jvm_sets[@]}"; do
  BENCH_JAVA_OPTS="$base_opts"
  [[ $set != "JVM defaults" ]] && BENCH_JAVA_OPTS="$base_opts $set"
  echo "JVM options: ${BENCH_JAVA_OPTS:-(none)}" | tee -a "$OUT/rss.txt"
  for engine in $RSS_ENGINES; do
    for ops in $RSS_OPS; do
      dir="$OUT/$engine-$ops-$(echo "$set" | tr -c 'A-Za-z0-9' '_')"
      run_one "$engine" "$RSS_DB" "$RSS_WORKLOAD" "$RSS_THREADS" load "$dir/load"
      # shellcheck disable=SC2046
      run_one "$engine" "$RSS_DB" "$RSS_WORKLOAD" "$RSS_THREADS" run "$dir/run" -p "operationcount=$ops" -p maxexecutiontime=0 \
        -p "measurement.interval.seconds=${RSS_LOG_INTERVAL:-10}"
      hdr=$(find "$dir/run" -name '*.hdr' -printf '%s\n' | awk '{s+=$1} END {print s+0}')
      printf '%-9s %12s %8.1f %13.1f %12.1f %14.1f %17.1f %11.1f %10s\n' "$engine" "$ops" \
        "$(awk -v n="$(probe_value "$dir/run" wall_ns)" 'BEGIN{print n/1e9}')" \
        "$(awk -v n="$(probe_value "$dir/run" peak_rss_kb)" 'BEGIN{print n/1024}')" \
        "$(awk -v n="$(probe_value "$dir/run" rss_kb)" 'BEGIN{print n/1024}')" \
        "$(awk -v n="$(probe_value "$dir/run" heap_committed_kb)" 'BEGIN{print n/1024}')" \
        "$(awk -v n="$(probe_value "$dir/run" heap_after_gc_kb)" 'BEGIN{print n/1024}')" \
        "$(awk -v a="$(probe_value "$dir/run" steady_alloc_bytes)" -v o="$(probe_value "$dir/run" steady_ops)" 'BEGIN{print (o>0? a/o : 0)}')" \
        "$hdr" | tee -a "$OUT/rss.txt"
      find "$dir" -name '*.hdr' -delete
    done
  done
  done
  cat <<'NOTE' | tee -a "$OUT/rss.txt"
peak RSS = VmHWM at exit; heap comm. = committed heap at exit; heap after GC = heap in use after the last
collection. With JVM defaults, G1 grows and shrinks the heap by its own rules, which moves RSS by +-25%
between runs whatever the run length; with a fixed, pre-touched heap RSS shows only native growth, and
"heap after GC" shows growth inside the heap. Target: RSS after the longest run within 10% of the shortest.
NOTE
  log "results in $OUT"
  exit 0
fi

for w in $WORKLOADS; do [[ -f "$ROOT/workloads/$w" ]] || die "no workload file workloads/$w"; done
for d in $DBS; do db_class "$d" >/dev/null; done
{
  describe_machine
  echo "runs: $ROUNDS round(s) x DBs [$DBS] x workloads [$WORKLOADS] x threads [$THREADS] x engines [$ENGINES], $DURATION s each, after a load"
} | tee "$OUT/machine.txt"
echo "round,engine,db,workload,threads,reported_ops_s,steady_ops,steady_ns,steady_cpu_ns,steady_alloc_bytes,cpu_total_ns,alloc_total_bytes,peak_rss_kb,final_ops,recorded_ops,hdr_bytes,cores,load1" > "$OUT/results.csv"

n_runs=0
for _ in $DBS; do for _ in $WORKLOADS; do for _ in $THREADS; do for _ in $ENGINES; do n_runs=$((n_runs + 1)); done; done; done; done
n_runs=$((n_runs * ROUNDS))
done_runs=0
start_s=$SECONDS
for round in $(seq 1 "$ROUNDS"); do
  # A, B in odd rounds; B, A in even rounds: drift of the machine's load does not favour one engine
  order="$ENGINES"
  (( round % 2 == 0 )) && order=$(echo "$ENGINES" | awk '{for (i = NF; i > 0; i--) printf "%s ", $i}')
  for db in $DBS; do
    for w in $WORKLOADS; do
      for engine in $order; do
        run_one "$engine" "$db" "$w" 2 load "$OUT/r$round/$db-$w/$engine-load" || true
      done
      for t in $THREADS; do
        for engine in $order; do
          dir="$OUT/r$round/$db-$w/$engine-t$t"
          if run_one "$engine" "$db" "$w" "$t" run "$dir"; then
            record "$round" "$engine" "$db" "$w" "$t" "$dir"
          fi
          done_runs=$((done_runs + 1))
          el=$((SECONDS - start_s))
          log "round $round/$ROUNDS  $db $w $t thread(s) $engine: $(sed -n 's/^\[OVERALL\], Throughput(ops\/sec), //p' "$dir/stdout" | cut -d. -f1) ops/s  [$done_runs/$n_runs, ${el}s elapsed, ~$(( el * (n_runs - done_runs) / done_runs ))s left]"
        done
      done
    done
  done
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)" | tee -a "$OUT/machine.txt"
report "$OUT/results.csv" | tee "$OUT/table.txt"
log "results in $OUT"
