#!/usr/bin/env bash
# bench/calibrate-ramp.sh - does a ramp find calibrate's knee faster than steps? (docs/calibration.md,
# "Steps, not a ramp"). Against a system whose capacity is known and costs no CPU (the basic binding
# sleeping a fixed 2 ms per operation, 4 threads: at most ~1,900 ops/s, ~1,680 measured), with an
# SLA on Intended-READ-COMB p99:
#   steps: bin/ycsb calibrate, calibrate.mode=target from 400 ops/s by x1.5, steps of 5 s warm-up + 10 s,
#          bisected to 5%; the answer and the wall time;
#   ramp:  one run, 400 ops/s for 5 s then 400..2000 over 60 s, 1 s intervals; the knee is the target
#          of the last window after which the SLA never holds again (a stall of a few windows earlier
#          is not the knee); the wall time to that window.
#   hold:  calibrate steps at the ramp's knee and 5% and 10% below it: does the SLA hold there for 10 s?
#
#   bench/calibrate-ramp.sh            SLA=200ms (the environment variable sets it)
#
# Output: bench/target/calibrate-ramp-<time>/ (steps.txt, ramp/, hold.txt, result.txt).
set -euo pipefail
BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
SLA=${SLA:-200ms}
OUT="$BENCH/target/calibrate-ramp-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT/ramp"
YCSB="$ROOT/bin/ycsb"
common=(-threads 4 -p basicdb.simulatedelay=2 -p basicdb.randomizedelay=false -p basicdb.verbose=false
  -p recordcount=1000 -p readproportion=1 -p updateproportion=0 -p "results.dir=$OUT/results")
now() { date +%s.%N; }

t0=$(now)
"$YCSB" calibrate basic "${common[@]}" -p calibrate.mode=target -p 'calibrate.targets=400*1.5' \
  -p "calibrate.max=$SLA" -p calibrate.step.seconds=10 -p calibrate.warmup.seconds=5 \
  -p "calibrate.dir=$OUT/steps" > "$OUT/steps.txt" 2> "$OUT/steps.err" || true
t1=$(now)
steps_knee=$(awk -F', ' '$1 == "[CALIBRATE]" && $2 == "Target(ops/sec)" {print $3}' "$OUT/steps.txt")
steps_count=$(awk -F', ' '$1 == "[CALIBRATE]" && $2 == "Steps" {print $3}' "$OUT/steps.txt")

"$YCSB" run basic "${common[@]}" -p 'target.schedule=400 for 5s, 400..2000 over 60s' -p maxexecutiontime=65 \
  -p measurement.interval=both -p measurement.interval.seconds=1 -p "hdrhistogram.output.path=$OUT/ramp/run.hdr" \
  > "$OUT/ramp/out.txt" 2> "$OUT/ramp/err.txt"
"$YCSB" report --format csv -o "$OUT/ramp/run.csv" "$OUT/ramp/run.hdr" 2>> "$OUT/ramp/err.txt"
sla_us=$(awk -v s="$SLA" 'BEGIN { n = s + 0; print (s ~ /us$/ ? n : s ~ /ms$/ ? n * 1000 : n * 1000000) }')
# per window (after the 5 s hold): its end, its target, its Intended-READ-COMB p99; the knee is the
# target of the last window that met the SLA before the windows that never meet it again
read -r ramp_knee ramp_at < <(awk -F, -v sla="$sla_us" '
  $2 == "interval" && $4 >= 5 && !($4 in seen) { seen[$4] = 1; times[++n] = $4 }
  $2 == "interval" && $3 == "OVERALL" && $6 == "target_ops_per_sec" { target[$4] = $7 }
  $2 == "interval" && $3 == "Intended-READ-COMB" && $6 == "p99_us" { p99[$4] = $7 }
  END { knee = 0; at = 0  # the windows in the order of the log, which is time order
        for (i = 1; i <= n; i++) if (p99[times[i]] <= sla) { knee = target[times[i]]; at = times[i] }
        printf "%.0f %.1f\n", knee, at }' "$OUT/ramp/run.csv")

holds=$(awk -v k="$ramp_knee" 'BEGIN { printf "%.0f,%.0f,%.0f", k * 0.9, k * 0.95, k }')
"$YCSB" calibrate basic "${common[@]}" -p calibrate.mode=target -p "calibrate.targets=$holds" -p calibrate.resolution=1 \
  -p "calibrate.max=$SLA" -p calibrate.step.seconds=10 -p calibrate.warmup.seconds=5 -p calibrate.plateau=0 \
  -p "calibrate.dir=$OUT/hold" > "$OUT/hold.txt" 2> "$OUT/hold.err" || true

{
  echo "SLA: Intended-READ-COMB.p99 <= $SLA; capacity ~1,900 ops/s (4 threads x 2 ms)"
  printf 'steps: knee %s ops/s in %s steps, %.0f s\n' "${steps_knee:-none}" "${steps_count:-?}" "$(echo "$t1 - $t0" | bc)"
  printf 'ramp:  knee %s ops/s, reached %s s into the run (5 s hold + the ramp)\n' "$ramp_knee" "$ramp_at"
  echo "hold at 90%, 95%, 100% of the ramp's knee ($holds):"
  grep 'calibrate: step [0-9]*:' "$OUT/hold.err" | sed 's/^\[INFO\] calibrate: /  /'
} | tee "$OUT/result.txt"
