#!/usr/bin/env bash
# bench/report-large.sh - how long bin/ycsb report and merge take on the logs of a 12-hour run, and
# how large the HTML gets: the limits are 5 s and 5 MB (issue 13).
#
#   bench/report-large.sh              one client's log: 4,320 intervals of 10 s x 20 metrics, 3 rounds
#   CLIENTS=3 bench/report-large.sh    three clients' logs of that size, merged by the report
#
# Environment: INTERVALS (4320), SECONDS_PER_INTERVAL (10), CLIENTS (1), ROUNDS (3), BENCH_NO_BUILD=1
# (measure core/target as it is). Needs a JDK 17+ and, when core is not built, Maven. The logs and
# outputs stay in bench/target/report-large-<time>/; the table is printed and kept in table.txt.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
INTERVALS=${INTERVALS:-4320}
SECONDS_PER_INTERVAL=${SECONDS_PER_INTERVAL:-10}
CLIENTS=${CLIENTS:-1}
ROUNDS=${ROUNDS:-3}
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"
CORE_JAR="$ROOT/core/target/ycsb-core-1.0.0-SNAPSHOT.jar"
OUT="$ROOT/bench/target/report-large-$(date +%Y%m%d-%H%M%S)"

die() { echo "report-large: $*" >&2; exit 1; }
log() { echo "[report-large] $*" >&2; }

if [[ -z "${BENCH_NO_BUILD:-}" ]] && { [[ ! -f "$CORE_JAR" ]] \
    || [[ -n "$(find "$ROOT/core/src/main" -newer "$CORE_JAR" -type f | head -1)" ]]; }; then
  log "building core: mvn -B -q -pl core package -Dmaven.test.skip=true"
  (cd "$ROOT" && mvn -B -q -pl core package -Dmaven.test.skip=true >&2) || die "the core build failed"
fi
[[ -f "$CORE_JAR" ]] || die "$CORE_JAR is missing"
CP="$CORE_JAR:$(cat "$ROOT/core/target/runtime-classpath.txt")"
HDR=$(tr ':' '\n' <<<"$CP" | grep -m1 'HdrHistogram-.*\.jar') || die "HdrHistogram jar not found in core's class path"

mkdir -p "$OUT/logs"
log "writing $CLIENTS log(s) of $INTERVALS x ${SECONDS_PER_INTERVAL} s intervals into $OUT/logs"
for ((c = 0; c < CLIENTS; c++)); do
  "$JAVA" -cp "$HDR" "$ROOT/bench/tools/LargeLog.java" "$OUT/logs/client$c.hdr" "$INTERVALS" "$SECONDS_PER_INTERVAL" \
    "client$c" $((c * 3700)) &
done
wait
LOG_MB=$(du -cm "$OUT"/logs/*.hdr | awk 'END {print $1}')

# wall seconds of one command (JVM start included), its output discarded
timed() {
  local start end
  start=$(date +%s%N)
  "$JAVA" -cp "$CP" site.ycsb.Client "$@" >"$OUT/stdout.txt" 2>"$OUT/stderr.txt" || { cat "$OUT/stderr.txt" >&2; die "failed: $*"; }
  end=$(date +%s%N)
  awk -v ns=$((end - start)) 'BEGIN {printf "%.2f", ns / 1e9}'
}

declare -A best
declare -A all
CASES=("report html" "report csv" "report json" "merge")
for ((r = 1; r <= ROUNDS; r++)); do
  for c in "${CASES[@]}"; do
    case "$c" in
      "report html") s=$(timed -report -o "$OUT/report.html" "$OUT/logs") ;;
      "report csv") s=$(timed -report --format csv -o "$OUT/report.csv" "$OUT/logs") ;;
      "report json") s=$(timed -report --format json -o "$OUT/report.json" "$OUT/logs") ;;
      merge) s=$(timed -merge -o "$OUT/merged.hdr" "$OUT/logs") ;;
    esac
    all[$c]="${all[$c]:-} $s"
    if [[ -z "${best[$c]:-}" ]] || awk -v a="$s" -v b="${best[$c]}" 'BEGIN {exit !(a < b)}'; then best[$c]=$s; fi
  done
  log "round $r done"
done

size() { awk -v b="$(stat -c %s "$1")" 'BEGIN {printf "%.2f MB", b / 1e6}'; }
{
  echo "Logs: $CLIENTS x $INTERVALS intervals x 20 metrics (${SECONDS_PER_INTERVAL} s each), $LOG_MB MB; $(nproc) cores," \
    "load average $(cut -d' ' -f1-3 /proc/loadavg)"
  printf '%-12s %8s  %-22s %s\n' "command" "best (s)" "all rounds (s)" "output"
  printf '%-12s %8s  %-22s %s\n' "report html" "${best[report html]}" "${all[report html]}" "$(size "$OUT/report.html")"
  printf '%-12s %8s  %-22s %s\n' "report csv" "${best[report csv]}" "${all[report csv]}" "$(size "$OUT/report.csv")"
  printf '%-12s %8s  %-22s %s\n' "report json" "${best[report json]}" "${all[report json]}" "$(size "$OUT/report.json")"
  printf '%-12s %8s  %-22s %s\n' "merge" "${best[merge]}" "${all[merge]}" "$(size "$OUT/merged.hdr")"
  html_ok=$(awk -v s="${best[report html]}" -v b="$(stat -c %s "$OUT/report.html")" 'BEGIN {print (s < 5 && b < 5e6) ? "yes" : "NO"}')
  echo "HTML report under 5 s and 5 MB: $html_ok"
} | tee "$OUT/table.txt"
