#!/usr/bin/env bash
# Runs fuzz targets one after another, each for FUZZ_SECONDS (default 600), and prints for each its
# name, the seconds it ran, its executions and its result. Usage: Fuzz/run.sh BINARY [TARGET...]
# (every target without names). Exits 1 if any target found a crash, a timeout or a leak of memory.
set -uo pipefail
cd "$(dirname "$0")/.."
binary=$1
shift
seconds=${FUZZ_SECONDS:-600}
work=.build/fuzz/work
export SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0
# The targets' files, in memory where possible; removed at the end with what crashed inputs left.
FUZZ_SCRATCH=$(mktemp -d "$( [ -w /dev/shm ] && echo /dev/shm || echo "${TMPDIR:-/tmp}")/tumble-fuzz-run-XXXXXX")
export FUZZ_SCRATCH
trap 'rm -rf "$FUZZ_SCRATCH"' EXIT
targets=("$@")
[ ${#targets[@]} -gt 0 ] || mapfile -t targets < <(FUZZ_TARGET=list "$binary")

failed=0
printf '%-32s %8s %12s  %s\n' target seconds executions result
for target in "${targets[@]}"; do
  mkdir -p "$work/corpus/$target" "$work/findings/$target"
  dictionary="$work/$target.dict"
  cat Fuzz/Dictionaries/common.dict "Fuzz/Dictionaries/$target.dict" > "$dictionary" 2>/dev/null
  log="$work/$target.log"
  start=$(date +%s)
  FUZZ_TARGET=$target "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -dict="$dictionary" -artifact_prefix="$work/findings/$target/" \
    "$work/corpus/$target" "Fuzz/Corpus/$target" > "$log" 2>&1
  status=$?
  elapsed=$(($(date +%s) - start))
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  if [ $status -eq 0 ]; then
    result=ok
  else
    failed=1
    found=$(sed -n 's/.*Test unit written to //p' "$log" | tail -1)
    reason=$(grep -m1 -oE 'fuzz check failed: .*|Fatal error: .*|ERROR: (libFuzzer|AddressSanitizer): [a-z-]+' "$log")
    result="FOUND ${reason:-exit $status} -> ${found:-see $log}"
  fi
  printf '%-32s %8s %12s  %s\n' "$target" "$elapsed" "${executions:-?}" "$result"
done
if [ $failed -ne 0 ]; then
  echo "Replay a finding: FUZZ_TARGET=NAME $binary FILE; keep it as Fuzz/Regressions/NAME/ once fixed." >&2
fi
exit $failed
