#!/usr/bin/env bash
# bench/tools/compactions.sh - the server-side conditions of the Instaclustr node-throughput study,
# read through nodetool, for bin/ycsb calibrate (docs/calibration-procedure.md):
#
#   compactions.sh settle   calibrate.between: wait until no compaction is pending (at most
#                           SETTLE_MAX seconds, default 1800), printing how long it took
#   compactions.sh check    calibrate.check: wait CHECK_DELAY seconds (default 60, "a minute after
#                           the test"), then exit 1 (overloaded) when more than MAX_PENDING (default
#                           20) compactions are pending, or when the 1-minute load average per core
#                           passes MAX_LOAD (default 0.9); prints the figures either way
#
# NODETOOL is the nodetool to run (default: nodetool on the PATH; the local test server writes its
# own, see bench/lib/local-cassandra.sh). It asks the node NODETOOL talks to; for a cluster, point
# NODETOOL at a script that asks each node and prints the largest "pending tasks". The load average
# is this machine's: run the check where the server runs (ssh) when client and server are apart.
set -euo pipefail
NODETOOL=${NODETOOL:-nodetool}

pending() {
  local out
  out=$($NODETOOL compactionstats 2>&1) || { echo "nodetool failed: $(echo "$out" | tail -1)" >&2; return 2; }
  # "pending tasks: 3" (4.x) or "pending tasks   3" (5.0): the first such line is the node's total
  echo "$out" | awk 'tolower($0) ~ /^pending tasks/ {print $NF; exit}'
}

case "${1:-}" in
  settle)
    start=$(date +%s)
    deadline=$((start + ${SETTLE_MAX:-1800}))
    while :; do
      n=$(pending)
      if [[ "${n:-0}" == 0 ]]; then
        echo "no compaction pending after $(( $(date +%s) - start )) s"
        exit 0
      fi
      if (( $(date +%s) >= deadline )); then
        echo "still $n compactions pending after ${SETTLE_MAX:-1800} s; going on"
        exit 0
      fi
      sleep 5
    done
    ;;
  check)
    sleep "${CHECK_DELAY:-60}"
    n=$(pending)
    cores=$(nproc)
    load=$(awk '{print $1}' /proc/loadavg)
    per_core=$(awk -v l="$load" -v c="$cores" 'BEGIN {printf "%.2f", l / c}')
    echo "step ${YCSB_STEP:-?} (${YCSB_STEP_THREADS:-?} threads, ${YCSB_STEP_THROUGHPUT:-?} ops/s):" \
      "pending compactions ${n:-0} (max ${MAX_PENDING:-20}), load per core $per_core (max ${MAX_LOAD:-0.9})"
    if (( ${n:-0} > ${MAX_PENDING:-20} )); then
      echo "overloaded: compactions are not keeping up"
      exit 1
    fi
    if awk -v a="$per_core" -v b="${MAX_LOAD:-0.9}" 'BEGIN {exit !(a > b)}'; then
      echo "overloaded: CPU load above ${MAX_LOAD:-0.9} per core"
      exit 1
    fi
    ;;
  *)
    echo "usage: compactions.sh settle|check   (see its header)" >&2
    exit 2
    ;;
esac
