#!/usr/bin/env bash
# bench/container-tests.sh - what the container tests (*ContainerIT) cost: their wall time with no
# test image cached (cold) and with every image cached (warm), and how long each image took to build.
#
#   bench/container-tests.sh           cold, then warm
#   bench/container-tests.sh --warm    warm only (keeps the cached images)
#
# Cold first removes the images the tests build (labelled ycsb.test.image: the Debian base, the
# Cassandra and Aerospike images), so the base is built again with debootstrap. Needs a Docker engine
# and, for the cold base, root and debootstrap (else see docs/containers.md for YCSB_TEST_BASE_IMAGE).
# The modules are built first (mvn package -DskipTests, not timed). AerospikeContainerIT needs the
# server in ../shared/aerospike/ or AEROSPIKE_SERVER_DIR, else it skips (the table says so).
# Output: a table on stdout; Maven's logs in bench/target/container-tests-<time>/.
set -euo pipefail

BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
log() { echo "[bench] $*" >&2; }
die() { echo "container-tests.sh: $*" >&2; exit 1; }
MODES=(cold warm)
case "${1:-}" in
  "") ;;
  --warm) MODES=(warm) ;;
  -h|--help|help) awk 'NR > 1 && /^#/ {sub(/^# ?/, ""); print; next} NR > 1 {exit}' "$0"; exit 0 ;;
  *) die "unknown argument '$1'; expected --warm or nothing" ;;
esac
docker info >/dev/null 2>&1 || die "no Docker engine answers (.ci/docker-engine.sh starts one as root)"
OUT="$BENCH/target/container-tests-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"

log "building the modules (not timed)..."
(cd "$ROOT" && mvn -B -ntp -q package -DskipTests) > "$OUT/package.log" 2>&1 || die "the build failed; see $OUT/package.log"

run() { # mode
  local mode=$1 log="$OUT/$1.log" started ended
  if [[ $mode == cold ]]; then
    local images
    images=$(docker images --filter label=ycsb.test.image --format '{{.Repository}}:{{.Tag}}')
    # shellcheck disable=SC2086 # one image a word
    [[ -z "$images" ]] || docker rmi $images >/dev/null || die "cannot remove the cached images (in use?)"
    log "cold: removed $(echo "$images" | grep -c . || true) cached test images"
  fi
  rm -f "$ROOT"/{testkit,cassandra,aerospike,distribution}/target/failsafe-reports/TEST-*ContainerIT*.xml
  log "$mode: running the *ContainerIT tests of testkit, cassandra, aerospike, distribution..."
  LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
  started=$(date +%s.%N)
  (cd "$ROOT" && mvn -B -ntp verify -pl testkit,cassandra,aerospike,distribution -Dtest=none \
      -Dsurefire.failIfNoSpecifiedTests=false -Dit.test='*ContainerIT' -Dfailsafe.failIfNoSpecifiedTests=false) \
    > "$log" 2>&1 || log "$mode: Maven failed; see $log"
  ended=$(date +%s.%N)
  LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)
  WALL=$(awk -v a="$started" -v b="$ended" 'BEGIN {printf "%.0f", b - a}')
  # "built the base image X in 74 s", "built image ycsb-test/cassandra:... in 3.0 s"
  BASE=$(sed -n 's/.*built the base image .* in \([0-9.]*\) s.*/\1/p' "$log" | head -1)
  CASS=$(sed -n 's/.*built image ycsb-test\/cassandra:[^ ]* in \([0-9.]*\) s.*/\1/p' "$log" | head -1)
  AERO=$(sed -n 's/.*built image ycsb-test\/aerospike:[^ ]* in \([0-9.]*\) s.*/\1/p' "$log" | head -1)
  YCSB=$(sed -n 's/.*built image ycsb-test\/ycsb:[^ ]* in \([0-9.]*\) s.*/\1/p' "$log" | head -1)
  printf '%-5s %8s %9s %11s %11s %9s   load %s -> %s\n' "$mode" "$WALL" "${BASE:-cached}" "${CASS:-cached}" \
    "${AERO:-cached}" "${YCSB:--}" "$LOAD_BEFORE" "$LOAD_AFTER" >> "$OUT/table.txt"
  for report in "$ROOT"/{testkit,cassandra,aerospike,distribution}/target/failsafe-reports/TEST-*ContainerIT*.xml; do
    [[ -f "$report" ]] || continue
    awk -v mode="$mode" 'match($0, /<testsuite [^>]*>/) {
        s = substr($0, RSTART, RLENGTH)
        n = s; sub(/.* name="/, "", n); sub(/".*/, "", n); sub(/.*\./, "", n)
        t = s; sub(/.* time="/, "", t); sub(/".*/, "", t)
        c = s; sub(/.* tests="/, "", c); sub(/".*/, "", c)
        k = s; sub(/.* skipped="/, "", k); sub(/".*/, "", k)
        f = s; sub(/.* failures="/, "", f); sub(/".*/, "", f)
        e = s; sub(/.* errors="/, "", e); sub(/".*/, "", e)
        if (c == 0) exit  # a class of @Nested classes only: they have rows of their own
        printf "  %-5s %-42s %7.1f s  tests %s, skipped %s, failed %s\n", mode, n, t, c, k, f + e
        exit }' "$report" >> "$OUT/classes.txt"
  done
}

for mode in "${MODES[@]}"; do
  run "$mode"
done

echo "Container tests (*ContainerIT of testkit, cassandra, aerospike, distribution), $(nproc) cores"
printf '%-5s %8s %9s %11s %11s %9s\n' cache "wall(s)" "base(s)" "cassandra(s)" "aerospike(s)" "ycsb(s)"
cat "$OUT/table.txt"
echo "Test classes (Failsafe's times):"
cat "$OUT/classes.txt"
echo "(images: 'cached' = found by its content tag, not built; logs in $OUT)"
