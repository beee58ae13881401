#!/usr/bin/env bash
# studies/aerospike-node.sh start|fresh|stop|kill-restart PORT - the real local Aerospike of ../shared/aerospike
# for the miniature studies: one node on 127.0.0.1:PORT (namespace ycsb, memory storage), its files
# under /tmp/study-aerospike-PORT. fresh: an empty node (stopped if it runs, then started: a reset
# between workloads). kill-restart is the node failure: SIGKILL, then a start once the
# ports are free again (the node comes back empty: memory storage).
set -euo pipefail
cmd=${1:?start|fresh|stop|kill-restart}
port=${2:?port}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
server=${AEROSPIKE_SERVER_DIR:-$here/../../shared/aerospike}
export AEROSPIKE_LOCAL_HOME=/tmp/study-aerospike-$port AEROSPIKE_PORT=$port AEROSPIKE_NAMESPACE=ycsb
wait_free() {
  for _ in $(seq 1 100); do
    ss -ltn 2>/dev/null | grep -q ":$port " || return 0
    sleep 0.2
  done
}
case "$cmd" in
  start) "$server/aerospike-local.sh" start ;;
  fresh)
    "$server/aerospike-local.sh" clean
    wait_free
    "$server/aerospike-local.sh" start ;;
  stop) "$server/aerospike-local.sh" clean ;;
  kill-restart)
    pid=$(tr -dc '0-9' < "$AEROSPIKE_LOCAL_HOME/asd.pid")
    kill -9 "$pid"
    while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
    wait_free
    "$server/aerospike-local.sh" start ;;
  *) echo "aerospike-node.sh: unknown command '$cmd'; expected start, fresh, stop or kill-restart" >&2; exit 2 ;;
esac
