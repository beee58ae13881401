#!/usr/bin/env bash
# bench/bindings-scale.sh - the Cassandra and Scylla bindings with default settings at 16, 64, 256
# and 840 threads on workloads/mixed (20,000 records) against a real local Cassandra: ops/s, p99 per
# operation, client CPU per operation (start-up separated), peak RSS and every status other than OK
# and NOT_FOUND. The table and its columns: see bench/client-runs.sh, which this runs.
set -euo pipefail
BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export BENCH_NAME=bindings-scale
export WORKLOAD=workloads/mixed
export RECORDCOUNT=${RECORDCOUNT:-20000}
configs=""
for t in 16 64 256 840; do
  configs="$configs cassandra-$t:cassandra:$t:0 scylla-$t:scylla:$t:0"
done
export CONFIGS=${CONFIGS:-$configs}
exec "$BENCH/client-runs.sh" "$@"
