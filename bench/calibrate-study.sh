#!/usr/bin/env bash
# bench/calibrate-study.sh - the Instaclustr node-throughput study's procedure, end to end, on a
# local Cassandra (docs/calibration-procedure.md): load workloads/instaclustr-mixed, let compactions
# finish, then bin/ycsb calibrate with the study's SLA (median read latency under 20 ms) and its two
# server-side conditions through nodetool (pending compactions a while after each step, CPU load),
# compactions left to finish before each next step; then the calibration's HTML report.
#
#   bench/calibrate-study.sh          start a local Cassandra, run the procedure, stop it
#
# Settings (environment), small by default so that it ends in minutes on a laptop; the study's own
# are RECORDCOUNT=5x the nodes' memory, STEP_SECONDS=1800, CHECK_DELAY=60:
#   RECORDCOUNT=200000  STEP_SECONDS=60  WARMUP_SECONDS=10  THREADS=2*2 (calibrate.threads)
#   STEPS=6  SLA='READ.p50 < 20ms'  CHECK_DELAY=10  MAX_PENDING=20  MAX_LOAD=0.9 (per core; client and
#   server share this machine here, so the load is both's)
#   CASSANDRA_HEAP=1G, or CASSANDRA_HOSTS (+ CASSANDRA_PORT, CASSANDRA_LOCALDC, CASSANDRA_NODETOOL)
#   for an existing cluster, as bench/lib/local-cassandra.sh says
# Output: bench/target/calibrate-study-<time>/: calibrate.txt (the table and the answer), steps/ (each
# step's interval log, check and between outputs), calibration.html, load.txt, server/ (its logs).
set -euo pipefail

BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
if [[ -n "${JAVA_HOME:-}" ]]; then JAVA="$JAVA_HOME/bin/java"; else JAVA=java; fi
log() { echo "[bench] $*" >&2; }
die() { echo "calibrate-study.sh: $*" >&2; exit 1; }
case "${1:-}" in
  "") ;;
  -h|--help|help) awk 'NR > 1 && /^#/ {sub(/^# ?/, ""); print; next} NR > 1 {exit}' "$0"; exit 0 ;;
  *) die "unknown argument '$1'; expected none" ;;
esac

RECORDCOUNT=${RECORDCOUNT:-200000}
STEP_SECONDS=${STEP_SECONDS:-60}
WARMUP_SECONDS=${WARMUP_SECONDS:-10}
THREADS=${THREADS:-2*2}
STEPS=${STEPS:-6}
SLA=${SLA:-READ.p50 < 20ms}
export CHECK_DELAY=${CHECK_DELAY:-10} MAX_PENDING=${MAX_PENDING:-20} MAX_LOAD=${MAX_LOAD:-0.9}
OUT="$BENCH/target/calibrate-study-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"

source "$BENCH/lib/local-cassandra.sh"
build_cassandra_binding
start_server
export NODETOOL
log "server: $SERVER; nodetool: $NODETOOL"

common=(-P workloads/instaclustr-mixed -p "hosts=$HOSTS" -p "port=$PORT" -p "cassandra.localdc=$DC"
  -p "recordcount=$RECORDCOUNT")
log "load: $RECORDCOUNT records"
(cd "$ROOT" && bin/ycsb load cassandra "${common[@]}" -threads 8 -p cassandra.createschema=true \
  -p hdrhistogram.fileoutput=false) > "$OUT/load.txt" 2> "$OUT/load.err" \
  || die "the load failed: $(tail -5 "$OUT/load.err")"
log "letting compactions finish: $("$BENCH/tools/compactions.sh" settle)"

log "calibrate: SLA '$SLA', threads $THREADS, steps of ${WARMUP_SECONDS} + ${STEP_SECONDS} s"
code=0
(cd "$ROOT" && bin/ycsb calibrate cassandra "${common[@]}" -p "thresholds=$SLA" \
  -p "calibrate.threads=$THREADS" -p "calibrate.steps=$STEPS" -p "calibrate.step.seconds=$STEP_SECONDS" \
  -p "calibrate.warmup.seconds=$WARMUP_SECONDS" -p "calibrate.dir=$OUT/steps" \
  -p "calibrate.check=$BENCH/tools/compactions.sh check" \
  -p "calibrate.between=$BENCH/tools/compactions.sh settle") > "$OUT/calibrate.txt" 2> "$OUT/calibrate.err" \
  || code=$?
[[ $code == 0 || $code == 3 ]] || die "calibrate failed (exit $code): $(tail -5 "$OUT/calibrate.err")"
(cd "$ROOT" && bin/ycsb report -o "$OUT/calibration.html" "$OUT/steps") 2>> "$OUT/calibrate.err" || true
cat "$OUT/calibrate.txt"
log "exit $code ($([[ $code == 0 ]] && echo "a step met the SLA" || echo "no step met the SLA")); report: $OUT/calibration.html"
