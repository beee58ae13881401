# bench/lib/cli.sh - sourced by the benches that print a table: their one optional argument.
#
#   bench_cli FILE "$@"
#
# 'report DIR' prints DIR/header.txt (when the run wrote one) and the table of that earlier run, whose
# directory must hold FILE, then exits; -h, --help or help prints the script's opening comment and
# exits; anything else is one line and exit 1; no argument returns (the bench runs). Needs the
# script's die and table functions.

bench_cli() {
  local file=$1
  shift
  if [[ "${1:-}" == report ]]; then
    [[ -f "${2:-}/$file" ]] || die "report: expected a directory with $file"
    cat "$2/header.txt" 2>/dev/null || true
    table "$2"
    exit 0
  elif [[ -n "${1:-}" ]]; then
    case "$1" in
      -h|--help|help) awk 'NR > 1 && /^#/ {sub(/^# ?/, ""); print; next} NR > 1 {exit}' "$0"; exit 0 ;;
      *) die "unknown argument '$1'; expected nothing, or report DIR" ;;
    esac
  fi
}
