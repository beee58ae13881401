#!/usr/bin/env bash
# studies/cassandra-node.sh start|stop|kill-restart|status PORT [NODES|NODE] - a local Cassandra
# cluster for the miniature studies: NODES real Cassandra JVMs (default 1) on 127.0.0.1, 127.0.0.2,
# ..., every node's CQL on PORT, started by the tests' cluster fixture (testkit's CassandraCluster,
# cassandra-all from Maven Central, resolved by Maven on a first start) and owned by one JVM in a
# session of its own, so it outlives the hook that started it and a Ctrl-C of the study (for
# --resume); stop ends it. Its files are under /tmp/study-cassandra-PORT.
#   start PORT [NODES]     a fresh, empty cluster (one running on PORT is stopped first); returns
#                          once every node answers CQL
#   stop PORT              stops the owner, which kills its nodes; safe when nothing runs
#   kill-restart PORT NODE the node failure: SIGKILL of node NODE, then a start on its data
#                          (returns once it answers CQL again)
#   status PORT            each node: number, address, up or down
# Settings (environment): CASSANDRA_HEAP (768M per node), CASSANDRA_START_TIMEOUT (900 s),
#   CASSANDRA_COMMITLOG_SYNC (periodic): when a node's commit log reaches the disk. periodic:
#   Cassandra's default (every 10 s here), under which a node killed mid-write loses the writes it
#   acknowledged in its last moments (docs/validation.md, "What a kill can lose"); batch: before each
#   write is acknowledged, so a node killed by kill-restart keeps every write it acknowledged.
# Needs the testkit and cassandra modules built (as bin/ycsb does, it builds them on first use).
set -euo pipefail
cmd=${1:?start|stop|kill-restart|status}
port=${2:?port}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
base=/tmp/study-cassandra-$port
heap=${CASSANDRA_HEAP:-768M}
commitlog_sync=${CASSANDRA_COMMITLOG_SYNC:-periodic}
case "$commitlog_sync" in
  batch) sync_settings=(--setting commitlog_sync=batch --setting commitlog_sync_period=0ms) ;; # batch refuses a period
  periodic) sync_settings=() ;; # the test nodes' cassandra.yaml: periodic, 10 s
  *) echo "cassandra-node.sh: CASSANDRA_COMMITLOG_SYNC '$commitlog_sync': expected batch or periodic" >&2; exit 2 ;;
esac
start_timeout=${CASSANDRA_START_TIMEOUT:-900}
main=site.ycsb.testkit.cassandra.CassandraCluster
if [[ -n "${JAVA_HOME:-}" ]]; then java="$JAVA_HOME/bin/java"; else java=java; fi
die() { echo "cassandra-node.sh: $*" >&2; exit 1; }
[[ "$port" =~ ^[0-9]+$ && "$port" -ge 1 && "$port" -le 65535 ]] || { echo "cassandra-node.sh: port '$port': expected 1 to 65535" >&2; exit 2; }

# The owner's pid, when it runs and is this port's cluster owner (a pid may be reused).
owner_pid() {
  local pid
  [[ -s "$base/owner.pid" ]] || return 1
  pid=$(tr -dc '0-9' < "$base/owner.pid")
  [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null || return 1
  tr '\0' ' ' < "/proc/$pid/cmdline" 2>/dev/null | grep -q -- "$main serve .*--dir $base/cluster" || return 1
  echo "$pid"
}

wait_free() {
  for _ in $(seq 1 300); do
    ss -ltn 2>/dev/null | grep -q ":$port " || return 0
    sleep 0.2
  done
  die "port $port is still taken after the stop"
}

stop() {
  local pid
  if pid=$(owner_pid); then
    kill -TERM "$pid" 2>/dev/null || true # its shutdown hook kills the nodes
    for _ in $(seq 1 600); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  fi
  # the nodes exit when their owner's pipe closes; wait for them (their homes name this cluster)
  for _ in $(seq 1 600); do pgrep -f -- "$base/cluster/node" >/dev/null || break; sleep 0.1; done
  local left
  left=$(pgrep -f -- "$base/cluster/node" || true)
  [[ -z "$left" ]] || kill -9 $left 2>/dev/null || true
  rm -f "$base/owner.pid" "$base/owner.stdin"
  wait_free
}

# One request to the owner's control port (kill N, start N, status), as ClusterControl would send it.
request() {
  local cport answer
  cport=$(cat "$base/cluster/control.port" 2>/dev/null) || die "no cluster on port $port"
  # bash prints its own lines when the connection is refused: one line of ours instead
  { exec 3<>"/dev/tcp/127.0.0.1/$cport"; } 2>/dev/null \
    || die "no cluster answers on port $port (its owner's control port $cport is closed: stopped or killed)"
  printf '%s\n' "$1" >&3
  IFS= read -r answer <&3 || answer="error no answer"
  exec 3>&-
  echo "$answer"
  [[ $answer == ok* ]]
}

classpath() {
  local classes="$root/testkit/target/classes" rcp="$root/cassandra/target/runtime-classpath.txt"
  if [[ ! -f "$classes/${main//.//}.class" || ! -f "$rcp" ]]; then
    command -v mvn >/dev/null || die "not built yet and mvn not found (Maven is needed once)"
    echo "[study] building the cassandra binding and the test support (mvn package -DskipTests)..." >&2
    (cd "$root" && mvn -q -B -DskipTests -pl cassandra,testkit -am package) >&2 || die "the build failed"
  fi
  echo "$classes:$(cat "$rcp")"
}

case "$cmd" in
  start)
    nodes=${3:-1}
    [[ "$nodes" =~ ^[1-9]$ ]] || { echo "cassandra-node.sh: nodes '$nodes': expected 1 to 9" >&2; exit 2; }
    cp=$(classpath)
    stop
    version=$(sed -n 's:.*<cassandra.server.version>\(.*\)</cassandra.server.version>.*:\1:p' "$root/pom.xml" | head -1)
    mkdir -p "$base"
    rm -f "$base/owner.out" "$base/owner.err"
    mkfifo "$base/owner.stdin"
    # Its standard input is a FIFO it holds open itself (<>): it never sees end of input, so it runs
    # until stop; setsid keeps it out of the study's process group (a Ctrl-C there spares it).
    setsid "$java" -Xmx256m -cp "$cp" -Dcassandra.server.version="${version:-5.0.9}" "$main" serve \
      --nodes "$nodes" --heap "$heap" --port "$port" --dir "$base/cluster" "${sync_settings[@]}" \
      <> "$base/owner.stdin" > "$base/owner.out" 2> "$base/owner.err" &
    echo $! > "$base/owner.pid"
    echo "[study] starting $nodes Cassandra ${version:-5.0.9} node(s) on 127.0.0.1-$nodes port $port (heap $heap each, commitlog_sync $commitlog_sync)..." >&2
    for _ in $(seq 1 "$start_timeout"); do
      [[ -s "$base/owner.out" ]] && break
      kill -0 "$(cat "$base/owner.pid")" 2>/dev/null || die "the cluster did not start: $(tail -5 "$base/owner.err")"
      sleep 1
    done
    [[ -s "$base/owner.out" ]] || { stop; die "the cluster did not start within $start_timeout s; see $base/owner.err"; }
    echo "[study] cluster up: $(head -1 "$base/owner.out") (hosts, port, datacenter)" >&2 ;;
  stop) stop ;;
  kill-restart)
    node=${3:?node number}
    request "kill $node"
    request "start $node" ;;
  status) request status ;;
  *) echo "cassandra-node.sh: unknown command '$cmd'; expected start, stop, kill-restart or status" >&2; exit 2 ;;
esac
