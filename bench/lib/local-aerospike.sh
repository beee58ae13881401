# bench/lib/local-aerospike.sh - sourced by the Aerospike benches: builds core and the aerospike
# binding when needed, and runs the shared real Aerospike CE server (aerospike-local.sh of
# $AEROSPIKE_SERVER_DIR, else ../shared/aerospike beside the checkout) on 127.0.0.1 with a free block
# of four ports and its files under $OUT/server, stopped when the calling script exits.
#
# Needs: BENCH, ROOT, OUT set, and log/die functions. Sets AS_HOST AS_PORT AS_NAMESPACE SERVER.
# Settings: AEROSPIKE_HOST (+ AEROSPIKE_PORT, AEROSPIKE_NAMESPACE) to use an existing server instead;
# then restart_aerospike cannot empty it, and each run should use a set of its own.

AS_SCRIPT=""
AS_STARTED=""

build_aerospike_binding() {
  local need_build=0 f
  for f in "$ROOT/core/target/runtime-classpath.txt" "$ROOT/aerospike/target/runtime-classpath.txt"; do
    [[ -f "$f" ]] || need_build=1
  done
  ls "$ROOT"/core/target/ycsb-core-*-SNAPSHOT.jar >/dev/null 2>&1 || need_build=1
  ls "$ROOT"/aerospike/target/aerospike-binding-*-SNAPSHOT.jar >/dev/null 2>&1 || need_build=1
  if [[ $need_build == 1 ]]; then
    command -v mvn >/dev/null || die "not built yet and mvn not found (Maven is needed once)"
    log "building core and the aerospike binding (mvn package -DskipTests)..."
    (cd "$ROOT" && mvn -q -B -DskipTests -pl aerospike -am package) >&2 || die "the build failed"
  fi
}

# The binding's connection properties, as -p arguments.
aerospike_connection() {
  echo "-p as.host=$AS_HOST -p as.port=$AS_PORT -p as.namespace=$AS_NAMESPACE"
}

_aerospike() { # command...
  AEROSPIKE_LOCAL_HOME="$OUT/server" AEROSPIKE_PORT=$AS_PORT AEROSPIKE_NAMESPACE=$AS_NAMESPACE \
    AEROSPIKE_DATA_SIZE=${AEROSPIKE_DATA_SIZE:-2G} "$AS_SCRIPT" "$@"
}

# A port whose next three are free too (the server takes PORT..PORT+3).
_free_port_block() {
  python3 - <<'PY'
import random, socket
for _ in range(200):
    base = random.randint(20000, 32000)
    socks = []
    try:
        for p in range(base, base + 4):
            s = socket.socket(); socks.append(s); s.bind(("127.0.0.1", p))
        print(base); break
    except OSError:
        pass
    finally:
        for s in socks: s.close()
PY
}

stop_aerospike() {
  if [[ -n "$AS_STARTED" ]]; then
    log "stopping the local Aerospike"
    _aerospike stop >/dev/null 2>&1 || true
    AS_STARTED=""
  fi
}

start_aerospike() {
  if [[ -n "${AEROSPIKE_HOST:-}" ]]; then
    AS_HOST=$AEROSPIKE_HOST
    AS_PORT=${AEROSPIKE_PORT:-3000}
    AS_NAMESPACE=${AEROSPIKE_NAMESPACE:-ycsb}
    SERVER="existing Aerospike at $AS_HOST:$AS_PORT, namespace $AS_NAMESPACE (not restarted between runs)"
    return
  fi
  AS_SCRIPT="${AEROSPIKE_SERVER_DIR:-$ROOT/../shared/aerospike}/aerospike-local.sh"
  [[ -x "$AS_SCRIPT" ]] || die "no Aerospike server: $AS_SCRIPT is missing; set AEROSPIKE_SERVER_DIR to the directory of aerospike-local.sh, or AEROSPIKE_HOST to a running server"
  command -v python3 >/dev/null || die "python3 is needed (aerospike-local.sh uses it too)"
  AS_HOST=127.0.0.1
  AS_NAMESPACE=ycsb
  AS_PORT=$(_free_port_block)
  [[ -n "$AS_PORT" ]] || die "no block of four free ports found"
  trap stop_aerospike EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  AS_STARTED=1
  _aerospike start > "$OUT/server-start.txt" 2>&1 || die "the local Aerospike did not start: $(tail -5 "$OUT/server-start.txt")"
  SERVER="local Aerospike $(_aerospike info build 2>/dev/null || echo '?') (aerospike-local.sh, memory storage ${AEROSPIKE_DATA_SIZE:-2G}) on $AS_HOST:$AS_PORT, namespace $AS_NAMESPACE"
  log "$SERVER"
}

# Stops and starts the local server: memory storage, so the namespace comes back empty.
restart_aerospike() {
  [[ -n "$AS_STARTED" ]] || return 0
  _aerospike stop > "$OUT/server-restart.txt" 2>&1 || die "the local Aerospike did not stop: $(tail -5 "$OUT/server-restart.txt")"
  # the script counts the process gone once its main thread is a zombie; its other threads may still hold the port
  local i
  for i in $(seq 1 300); do
    (exec 3<>"/dev/tcp/127.0.0.1/$AS_PORT") 2>/dev/null || break
    sleep 0.1
  done
  _aerospike start >> "$OUT/server-restart.txt" 2>&1 || die "the local Aerospike did not restart: $(tail -5 "$OUT/server-restart.txt")"
}

# The server's process id (for its CPU), or empty for an existing server.
aerospike_pid() {
  [[ -n "$AS_STARTED" ]] && tr -dc '0-9' < "$OUT/server/asd.pid"
}
