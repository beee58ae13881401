# bench/lib/local-cassandra.sh - sourced by the Cassandra benches: builds core and the cassandra
# binding when needed, and starts a local single-node Cassandra exactly as the integration tests do
# (the test-support module's fixture, LocalCassandraMain), stopped when the calling script exits.
#
# Needs: BENCH, ROOT, JAVA, OUT set, and log/die functions. Sets HOSTS PORT DC SERVER NODETOOL (the
# local server's nodetool: Cassandra's own, over its JMX port).
# Settings: CASSANDRA_HEAP (1G), or CASSANDRA_HOSTS (+ CASSANDRA_PORT, CASSANDRA_LOCALDC, and
# CASSANDRA_NODETOOL, default nodetool) to use an existing cluster instead.

SERVER_MAIN=site.ycsb.testkit.cassandra.LocalCassandraMain
SERVER_PID=""

build_cassandra_binding() {
  local need_build=0 f
  for f in "$ROOT/core/target/runtime-classpath.txt" "$ROOT/cassandra/target/runtime-classpath.txt" \
      "$ROOT/testkit/target/classes/${SERVER_MAIN//.//}.class"; do
    [[ -f "$f" ]] || need_build=1
  done
  ls "$ROOT"/core/target/ycsb-core-*-SNAPSHOT.jar >/dev/null 2>&1 || need_build=1
  ls "$ROOT"/cassandra/target/cassandra-binding-*-SNAPSHOT.jar >/dev/null 2>&1 || need_build=1
  if [[ $need_build == 1 ]]; then
    command -v mvn >/dev/null || die "not built yet and mvn not found (Maven is needed once)"
    log "building core, the cassandra binding and the test support (mvn package -DskipTests)..."
    (cd "$ROOT" && mvn -q -B -DskipTests -pl cassandra,testkit -am package) >&2 || die "the build failed"
  fi
}

stop_server() {
  if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    log "stopping the local Cassandra"
    kill "$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 1 60); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 1; done
    kill -9 "$SERVER_PID" 2>/dev/null || true
    # the server's home is wiped by its next start: keep its logs with the results
    cp -r "$BENCH/target/cassandra-server/bench/logs" "$OUT/server" 2>/dev/null || true
  fi
  exec 3>&- 2>/dev/null || true
  rm -f "$OUT/server.stdin"
}

start_server() {
  trap stop_server EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  if [[ -n "${CASSANDRA_HOSTS:-}" ]]; then
    HOSTS=$CASSANDRA_HOSTS
    PORT=${CASSANDRA_PORT:-9042}
    DC=${CASSANDRA_LOCALDC:-datacenter1}
    NODETOOL=${CASSANDRA_NODETOOL:-nodetool}
    SERVER="existing cluster $HOSTS port $PORT ($DC)"
    return
  fi
  local version ready server_cp
  version=$(sed -n 's:.*<cassandra.server.version>\(.*\)</cassandra.server.version>.*:\1:p' "$ROOT/pom.xml" | head -1)
  [[ -n "$version" ]] || die "cannot read cassandra.server.version from $ROOT/pom.xml"
  ready="$OUT/server.ready"
  server_cp="$ROOT/testkit/target/classes:$(cat "$ROOT/cassandra/target/runtime-classpath.txt")"
  log "starting a local Cassandra $version (heap ${CASSANDRA_HEAP:-1G}; the first start downloads it)..."
  # Its standard input is a FIFO this script holds open: when the script ends, however it ends, the
  # server sees end of input and goes with it.
  mkfifo "$OUT/server.stdin"
  "$JAVA" -Xmx128m -cp "$server_cp" -Dcassandra.server.version="$version" \
    -Dcassandra.testserver.dir="$BENCH/target/cassandra-server" \
    "$SERVER_MAIN" bench "${CASSANDRA_HEAP:-1G}" "$ready" < "$OUT/server.stdin" > "$OUT/server.out" 2>&1 &
  SERVER_PID=$!
  exec 3> "$OUT/server.stdin"
  for _ in $(seq 1 1200); do  # the first start resolves cassandra-all: allow 20 minutes
    [[ -f "$ready" ]] && break
    kill -0 "$SERVER_PID" 2>/dev/null || die "the local Cassandra did not start: $(tail -5 "$OUT/server.out")"
    sleep 1
  done
  [[ -f "$ready" ]] || die "the local Cassandra did not start within 20 minutes; see $OUT/server.out"
  read -r HOSTS PORT DC < "$ready"
  NODETOOL="$OUT/nodetool"
  SERVER="local Cassandra $version, heap ${CASSANDRA_HEAP:-1G}, on $HOSTS:$PORT"
}
