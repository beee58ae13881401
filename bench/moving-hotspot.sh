#!/usr/bin/env bash
# bench/moving-hotspot.sh - the chart of docs/workloads.md "A hot spot that moves": which keys were hot when.
#
#   bench/moving-hotspot.sh        a load, then a 60 s run on the memory binding, the chart as PNG
#
# Runs CoreWorkload through the engine library (bench/tools/HotKeys.java) on 10,000 records, 2 threads
# at 2000 ops/s, reads only, hotspotdatafraction=0.1 and hotspotopnfraction=0.9, in two stages: 'drift'
# (40 s, hotspot.move=4s: the hot set steps on by its own size every 4 s, round the key space once in
# 40 s) and 'jump' (20 s, its own schedule stage.jump.hotspot.move=0s:0.5,10s:0.2, timed from the
# stage's start). Counts each read's key number per second, writes hot-keys.csv and hot-keys.svg, and
# renders the SVG to hot-keys.png in headless Chromium (Debian's chromium; skipped when absent).
# Output: bench/target/moving-hotspot-<time>/; copy hot-keys.png to docs/moving-hotspot.png.
set -euo pipefail
BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
if [[ -n "${JAVA_HOME:-}" ]]; then JAVA="$JAVA_HOME/bin/java"; else JAVA=java; fi
OUT="$BENCH/target/moving-hotspot-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"

newest() { find "$@" -type f -printf '%T@\n' 2>/dev/null | sort -n | tail -1; }
if [[ ! -f "$ROOT/core/target/runtime-classpath.txt" ]] \
    || awk -v s="$(newest "$ROOT/core/src/main")" -v c="$(newest "$ROOT/core/target/classes")" 'BEGIN { exit !(s > c) }'; then
  echo "[moving-hotspot] building core: mvn -B -q -pl core package -DskipTests" >&2
  (cd "$ROOT" && { mvn -B -q -o -pl core package -DskipTests >/dev/null 2>&1 || mvn -B -q -pl core package -DskipTests; })
fi
CP="$ROOT/core/target/classes:$(cat "$ROOT/core/target/runtime-classpath.txt")"

"$JAVA" -cp "$CP" "$BENCH/tools/HotKeys.java" "$OUT" recordcount=10000 threadcount=2 target=2000 \
  readproportion=1 updateproportion=0 requestdistribution=hotspot hotspotdatafraction=0.1 hotspotopnfraction=0.9 \
  hotspot.move=4s stages=drift,jump stage.drift.duration=40s stage.jump.duration=20s \
  stage.jump.hotspot.move=0s:0.5,10s:0.2 | tee "$OUT/run.txt"

if command -v chromium >/dev/null; then
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=900,400 \
    --screenshot="$OUT/hot-keys.png" "file://$OUT/hot-keys.svg" >/dev/null 2>&1
  echo "[moving-hotspot] $OUT/hot-keys.png"
else
  echo "[moving-hotspot] no chromium on the PATH: $OUT/hot-keys.svg only" >&2
fi
