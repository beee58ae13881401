# bench/lib/quiet.sh - sourced by benches that run on a shared machine: wait_quiet waits, before a
# measured run, until no other process has wanted a CPU for QUIET_SECONDS seconds in a row (the
# runnable count of /proc/loadavg, sampled 10 times a second, at most QUIET_RUNNABLE=2), for at most
# QUIET_MAX seconds; then the run starts anyway, and the load column says how busy it was.
# QUIET=0 turns the wait off. Needs a log function.

wait_quiet() {
  [[ "${QUIET:-1}" != 0 ]] || return 0
  local need=$(( ${QUIET_SECONDS:-5} * 10 )) max=$(( ${QUIET_MAX:-120} * 10 )) calm=0 waited=0 runnable
  while (( calm < need && waited < max )); do
    runnable=$(awk '{split($4, r, "/"); print r[1]}' /proc/loadavg)
    # the sampling shell itself is one runnable task
    if (( runnable <= ${QUIET_RUNNABLE:-2} )); then calm=$((calm + 1)); else calm=0; fi
    sleep 0.1
    waited=$((waited + 1))
  done
  (( waited < max )) || log "the machine stayed busy for ${QUIET_MAX:-120} s; measuring anyway (see the load column)"
}
