#!/usr/bin/env bash
# bench/async.sh - blocking against asynchronous mode on a real local Cassandra, for the same
# requests in flight: workloada-like (10 x 200 B fields, uniform keys, 50% reads, 50% updates);
# blocking with 16, 64 and 256 threads, asynchronous with 1-2 threads and 16, 64, 256 in flight.
# The table and its columns: see bench/client-runs.sh, which this runs. Any of its settings apply.
set -euo pipefail
BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export BENCH_NAME=async
export WORKLOAD=workloads/workloada
export WORKLOAD_PROPS="-p fieldcount=10 -p fieldlength=200 -p requestdistribution=uniform"
export RECORDCOUNT=${RECORDCOUNT:-100000}
export ROUNDS=${ROUNDS:-2}
export CONFIGS=${CONFIGS:-"blocking-16:cassandra:16:0 async-1x16:cassandra:1:16 blocking-64:cassandra:64:0 async-1x64:cassandra:1:64 blocking-256:cassandra:256:0 async-2x128:cassandra:2:128"}
exec "$BENCH/client-runs.sh" "$@"
