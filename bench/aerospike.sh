#!/usr/bin/env bash
# bench/aerospike.sh - the Aerospike binding against a real Aerospike CE server, by issue 23's method,
# with upstream YCSB 0.17.0's figures from the issue beside ours: upstream's workloada (10 fields of
# 100 B, zipfian, 50% reads of all fields, 50% updates) with writeallfields=true and as written (one
# field per update), 100,000 records; before each run the server is restarted (memory storage: empty)
# and the records loaded again; ROUNDS rounds, interleaved. Per configuration it prints ops/s
# (counting failures / completed only), the client's CPU per completed operation (user + system of
# the whole client process from the OS, start-up included, as in the issue), its peak RSS, the
# server's CPU per operation, the load average as the run ended, and every status other than
# OK and NOT_FOUND; then whether the issue's targets are met.
#
#   bench/aerospike.sh               start the shared server, run everything, print the tables
#   bench/aerospike.sh report DIR    print the tables again from an earlier run's directory
#
# Settings (environment):
#   CONFIGS="name:threads:inflight ..."  (inflight 0 = blocking)   WORKLOADS="writeall asis"
#   RECORDCOUNT=100000  DURATION=30  ROUNDS=2  YCSB_JVM_ARGS="..."  (extra client JVM options)
#   AEROSPIKE_SERVER_DIR (the directory of aerospike-local.sh; default ../shared/aerospike beside the
#   checkout), AEROSPIKE_DATA_SIZE (2G), or AEROSPIKE_HOST (+ AEROSPIKE_PORT, AEROSPIKE_NAMESPACE) for
#   an existing server: then nothing is restarted and each run loads a set of its own.
#   QUIET=1 (default): before each run, wait up to QUIET_MAX=120 s for the machine to be idle
#   (bench/lib/quiet.sh); QUIET=0 does not wait.
# Defaults: 6 configurations x 2 workloads x 2 rounds of 30 s, about 18 minutes.
set -euo pipefail

BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH")"
log() { echo "[bench] $*" >&2; }
die() { echo "aerospike.sh: $*" >&2; exit 1; }

# Upstream YCSB 0.17.0 (client 3.1.2) and ours before issue 23, from issue 23 (measured outside this
# repository, same method, a machine of this kind): workload config ops/s (two rounds) CPU us/op.
ISSUE_FIGURES="writeall blocking-16 upstream 40343 45025 28.3 25.1
writeall blocking-64 upstream 33459 38338 35.9 31.5
writeall blocking-16 before 39853 44077 30.1 26.2
writeall blocking-64 before 38918 41782 31.2 29.2
asis blocking-16 upstream 54295 54295 19.6 19.6"

table() {
  local dir=$1
  awk -F, -v figures="$ISSUE_FIGURES" '
    BEGIN {
      n = split(figures, lines, "\n")
      for (i = 1; i <= n; i++) {
        split(lines[i], f, " ")
        key = f[1] SUBSEP f[2] SUBSEP f[3]
        issue_ops[key] = (f[4] + f[5]) / 2; issue_cpu[key] = (f[6] + f[7]) / 2
        issue_text[key] = sprintf("%s/%s %s/%s", f[4], f[5], f[6], f[7])
        if (f[3] == "upstream" && (!(f[1] in best) || issue_ops[key] > best[f[1]])) {
          best[f[1]] = issue_ops[key]; best_cpu[f[1]] = issue_cpu[key]; best_name[f[1]] = f[2]
        }
      }
      title["writeall"] = "workloada with writeallfields=true"
      title["asis"] = "workloada as written (one field per update)"
    }
    NR == 1 { next }
    {
      w = $1; c = $2; k = w SUBSEP c
      if (!(w in wseen)) { wseen[w] = ++nw; wname[nw] = w }
      if (!(k in seen)) { seen[k] = 1; cn[w]++; cname[w, cn[w]] = c; flight[k] = $3 * ($4 > 0 ? $4 : 1) }
      r[k]++
      all[k] = all[k] (r[k] > 1 ? " / " : "") sprintf("%.0f", $7)
      done[k] = done[k] (r[k] > 1 ? " / " : "") sprintf("%.0f", $8)
      cpu[k] = cpu[k] (r[k] > 1 ? " / " : "") sprintf("%.1f", $11 * 1e6 / $10)
      sum_done[k] += $8; sum_cpu[k] += $11 * 1e6 / $10
      rss[k] += $12; server[k] += ($13 == "" ? 0 : $13 * 1e6 / $9); loadavg[k] = loadavg[k] (r[k] > 1 ? "," : "") $6
      other[k] = other[k] ($14 == "" ? "" : " r" $5 ":" $14)
    }
    END {
      for (i = 1; i <= nw; i++) {
        w = wname[i]
        printf "\n%s, %s\n", title[w] == "" ? w : title[w], "ours (this run, rounds separated by /) against issue 23"
        printf "%-14s %6s  %-21s %-21s %-13s %7s %9s %-10s  %-27s %-27s %s\n", "config", "flight", "ops/s all",
          "ops/s completed", "CPU us/op", "RSS MiB", "server", "load", "upstream (issue) ops CPU", "ours before (issue)",
          "other statuses"
        for (j = 1; j <= cn[w]; j++) {
          c = cname[w, j]; k = w SUBSEP c
          up = w SUBSEP c SUBSEP "upstream"; before = w SUBSEP c SUBSEP "before"
          printf "%-14s %6d  %-21s %-21s %-13s %7.0f %9.1f %-10s  %-27s %-27s %s\n", c, flight[k], all[k], done[k],
            cpu[k], rss[k] / r[k] / 1024, server[k] / r[k], loadavg[k], (up in issue_text) ? issue_text[up] : "-",
            (before in issue_text) ? issue_text[before] : "-", other[k] == "" ? "none" : other[k]
        }
        if (w in best) {
          printf "targets (issue 23) against the best blocking run of upstream, %s: %.0f ops/s, %.1f us/op\n",
            best_name[w], best[w], best_cpu[w]
          for (j = 1; j <= cn[w]; j++) {
            c = cname[w, j]; k = w SUBSEP c
            ops = sum_done[k] / r[k]; cpuop = sum_cpu[k] / r[k]
            if (c ~ /^async/) {
              printf "  %-14s ops/s %.2fx (>= 1.5x: %s)  CPU/op %.2fx (<= 0.5x: %s)\n", c, ops / best[w],
                (ops / best[w] >= 1.5) ? "met" : "MISSED", cpuop / best_cpu[w], (cpuop / best_cpu[w] <= 0.5) ? "met" : "MISSED"
            } else if ((w SUBSEP c SUBSEP "upstream") in issue_ops) {
              up = w SUBSEP c SUBSEP "upstream"
              printf "  %-14s ops/s %.2fx upstream, CPU/op %.2fx (blocking: no worse than before issue 23)\n", c,
                ops / issue_ops[up], cpuop / issue_cpu[up]
            }
          }
        }
      }
    }' "$dir/results.csv"
}

source "$BENCH/lib/cli.sh"
bench_cli results.csv "$@"

CONFIGS=${CONFIGS:-"blocking-16:16:0 blocking-64:64:0 blocking-128:128:0 async-1x128:1:128 async-2x64:2:64 async-2x128:2:128"}
WORKLOADS=${WORKLOADS:-"writeall asis"}
RECORDCOUNT=${RECORDCOUNT:-100000}
DURATION=${DURATION:-30}
ROUNDS=${ROUNDS:-2}
read -r -a JVM_ARGS <<< "${YCSB_JVM_ARGS:-}"
[[ -x /usr/bin/time ]] || die "/usr/bin/time (GNU time) is needed for CPU and peak RSS"
OUT="$BENCH/target/aerospike-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"

source "$BENCH/lib/local-aerospike.sh"
source "$BENCH/lib/quiet.sh"
build_aerospike_binding
start_aerospike

workload_args() { # workload name -> its -p settings
  case "$1" in
    writeall) echo "-P workloads/workloada -p writeallfields=true" ;;
    asis) echo "-P workloads/workloada" ;;
    *) die "unknown workload '$1' in WORKLOADS; expected writeall or asis" ;;
  esac
}
jvm() { [[ ${#JVM_ARGS[@]} -gt 0 ]] && printf -- '-jvm-args\n%s\n' "${JVM_ARGS[*]}"; true; }
value() { awk -F', ' -v m="[$2]" -v k="$3" '$1 == m && $2 == k {print $3}' "$1" | tail -1; }
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0; }

# One unmeasured run first: it writes bin/ycsb's class-data archive, as a user's first run does.
export YCSB_CDS_DIR="$OUT/cds"
# shellcheck disable=SC2046
(cd "$ROOT" && bin/ycsb run aerospike -P workloads/workloada $(aerospike_connection) -p recordcount=10 \
  -p operationcount=10 -p hdrhistogram.fileoutput=false $(jvm)) > "$OUT/cds.txt" 2>&1 \
  || die "a first run failed: $(tail -5 "$OUT/cds.txt")"

echo "workload,config,threads,inflight,round,load1,ops_all,ops_completed,operations,completed,cpu_seconds,peak_rss_kib,server_cpu_seconds,other" \
  > "$OUT/results.csv"
for round in $(seq 1 "$ROUNDS"); do
  for workload in $WORKLOADS; do
    for config in $CONFIGS; do
      IFS=: read -r name threads inflight <<< "$config"
      run="$OUT/$workload-$name-r$round"
      table=usertable
      [[ -n "${AEROSPIKE_HOST:-}" ]] && table="bench_$(date +%s%N)"
      restart_aerospike
      log "round $round, $workload, $name ($threads threads, async.inflight=$inflight): load, then ${DURATION} s"
      # shellcheck disable=SC2046
      (cd "$ROOT" && bin/ycsb load aerospike $(workload_args "$workload") $(aerospike_connection) -p "table=$table" \
        -p "recordcount=$RECORDCOUNT" -threads 16 -p hdrhistogram.fileoutput=false $(jvm)) > "$run-load.txt" 2>&1 \
        || die "the load failed: $(tail -5 "$run-load.txt")"
      wait_quiet
      asd=$(aerospike_pid || true)
      server0=$([[ -n "$asd" ]] && cpu_ticks "$asd" || echo "")
      # shellcheck disable=SC2046
      (cd "$ROOT" && /usr/bin/time -f '%U %S %M' -o "$run.time" bin/ycsb run aerospike $(workload_args "$workload") \
        $(aerospike_connection) -p "table=$table" -p "recordcount=$RECORDCOUNT" -threads "$threads" \
        -p "async.inflight=$inflight" -p operationcount=0 -p "maxexecutiontime=$DURATION" \
        -p hdrhistogram.fileoutput=false $(jvm)) > "$run.txt" 2> "$run.err" || die "$run failed: $(tail -5 "$run.err")"
      load1=$(cut -d' ' -f1 /proc/loadavg) # as the run ended: its own client and server count ~2-3
      server_cpu=""
      [[ -n "$server0" ]] && server_cpu=$(awk -v a="$server0" -v b="$(cpu_ticks "$asd")" -v hz="$(getconf CLK_TCK)" 'BEGIN {print (b - a) / hz}')
      read -r user sys rss < "$run.time"
      ms=$(value "$run.txt" OVERALL "RunTime(ms)")
      total=$(value "$run.txt" TOTAL Operations)
      ok=$(value "$run.txt" TOTAL Return=OK)
      notfound=$(value "$run.txt" TOTAL Return=NOT_FOUND)
      completed=$(( ${ok:-0} + ${notfound:-0} ))
      [[ -n "$total" && "$completed" -gt 0 ]] || die "$run: no operations in the report; see $run.txt"
      other=$(grep -h -E '^\[(READ|UPDATE|INSERT|DELETE|SCAN)\], Return=' "$run.txt" | grep -v -E 'Return=(OK|NOT_FOUND),' \
        | awk -F', ' '{gsub(/[][]/, "", $1); printf "%s%s:%s", sep, $1, substr($2, 8) "=" $3; sep = " "}' || true)
      echo "$workload,$name,$threads,$inflight,$round,$load1,$(awk -v n="$total" -v ms="$ms" 'BEGIN {print n * 1000 / ms}'),$(awk -v n="$completed" -v ms="$ms" 'BEGIN {print n * 1000 / ms}'),$total,$completed,$(awk -v u="$user" -v s="$sys" 'BEGIN {print u + s}'),$rss,$server_cpu,$other" \
        >> "$OUT/results.csv"
    done
  done
done

{
  echo "bench/aerospike.sh: upstream's workloada, $RECORDCOUNT records, ${DURATION} s per run, $ROUNDS round(s) interleaved,"
  echo "the server restarted and the records loaded again before each run"
  echo "server: $SERVER"
  echo "client: $(uname -n), $(nproc 2>/dev/null || echo '?') cores, bin/ycsb's JVM defaults ${YCSB_JVM_ARGS:-}; client and server share the cores"
  echo "CPU us/op: the client's user + system CPU (whole process, start-up included) / completed operations;"
  echo "server: the server's CPU per operation; load: the 1-minute load average as each run ended (the run's own client and server make 2-3 of it); results: $OUT"
} > "$OUT/header.txt"
{ cat "$OUT/header.txt"; table "$OUT"; } | tee "$OUT/table.txt"
