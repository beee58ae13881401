# .ci/docker-engine.sh - sourced by .ci/run: a Docker engine for the container tests (*ContainerIT).
#
# An engine that answers (docker info; DOCKER_HOST is honoured) is used as it is and left alone.
# Otherwise, as root with apt-get, Debian's docker.io is installed when missing and dockerd started
# for this run, on DOCKER_HOST's socket when that names one (unix://...), and stopped when the run
# ends, however it ends. YCSB_CI_DOCKERD_OPTS adds options of its own (--data-root, ...). debootstrap,
# which the tests build their base image with, is installed alongside. Without root or apt-get the
# container tests skip, each module with one [INFO] line.

CI_DOCKERD_PID=""

ci_apt_install() {
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null; } \
    || { echo "[WARN] could not install $*"; return 1; }
}

ci_docker_engine() {
  local root=0
  if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null 2>&1; then
    root=1
  fi
  if [[ $root == 1 ]] && ! command -v debootstrap >/dev/null 2>&1 && [[ ! -x /usr/sbin/debootstrap ]]; then
    ci_apt_install debootstrap || true
  fi
  if docker info >/dev/null 2>&1; then
    echo "[INFO] Docker engine $(docker version --format '{{.Server.Version}}' 2>/dev/null) answers: the container tests use it"
    return 0
  fi
  if [[ $root == 0 ]]; then
    echo "[INFO] no Docker engine answers and none can be started here (needs root and apt-get): the container tests skip"
    return 0
  fi
  if ! command -v dockerd >/dev/null 2>&1; then
    ci_apt_install docker.io || { echo "[WARN] no Docker: the container tests skip"; return 0; }
  fi
  local log="${TMPDIR:-/tmp}/ycsb-ci-dockerd.$$.log" host=()
  [[ "${DOCKER_HOST:-}" == unix://* ]] && host=(--host "$DOCKER_HOST")
  # shellcheck disable=SC2086 # YCSB_CI_DOCKERD_OPTS is a list of options
  dockerd "${host[@]}" ${YCSB_CI_DOCKERD_OPTS:-} > "$log" 2>&1 &
  CI_DOCKERD_PID=$!
  trap ci_stop_docker_engine EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  for _ in $(seq 1 60); do
    docker info >/dev/null 2>&1 && break
    kill -0 "$CI_DOCKERD_PID" 2>/dev/null || break
    sleep 1
  done
  if docker info >/dev/null 2>&1; then
    echo "[INFO] started Docker engine $(docker version --format '{{.Server.Version}}') for this run (pid $CI_DOCKERD_PID, log $log)"
  else
    echo "[WARN] dockerd did not answer within 60 s: the container tests skip; $(tail -3 "$log" | tr '\n' ' ')"
    ci_stop_docker_engine
  fi
}

# Stops the engine this run started (its containers stop with it); leaves any other alone.
ci_stop_docker_engine() {
  if [[ -n "$CI_DOCKERD_PID" ]] && kill -0 "$CI_DOCKERD_PID" 2>/dev/null; then
    kill "$CI_DOCKERD_PID" 2>/dev/null || true
    for _ in $(seq 1 30); do
      kill -0 "$CI_DOCKERD_PID" 2>/dev/null || break
      sleep 1
    done
    kill -9 "$CI_DOCKERD_PID" 2>/dev/null || true
    echo "[INFO] stopped the Docker engine of this run (pid $CI_DOCKERD_PID)"
  fi
  CI_DOCKERD_PID=""
}
