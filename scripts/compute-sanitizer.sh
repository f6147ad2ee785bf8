#!/usr/bin/env bash
# compute-sanitizer's memcheck, racecheck, synccheck and initcheck over the
# CUDA test binaries of a build (tests/cuda, the reliability test of the
# native API, and backend_matrix_test --backend=cuda), each tool with gtest
# filters that keep its run to a few minutes on an H100 (racecheck is the
# slowest). Writes one log per (tool, binary) and summary.txt to OUT_DIR.
#
#   scripts/compute-sanitizer.sh BUILD_DIR OUT_DIR
# Environment: CS_TOOLS (default "memcheck racecheck synccheck initcheck"),
# CS_TIMEOUT seconds per run (default 600), COMPUTE_SANITIZER (default: on
# PATH, else /usr/local/cuda/bin/compute-sanitizer).
# Exit status: 0 when every run reported 0 errors and its tests passed.
set -uo pipefail
build=${1:?usage: compute-sanitizer.sh BUILD_DIR OUT_DIR}
out=${2:?usage: compute-sanitizer.sh BUILD_DIR OUT_DIR}
mkdir -p "$out"
cs=${COMPUTE_SANITIZER:-$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)}
tools=${CS_TOOLS:-memcheck racecheck synccheck initcheck}
limit=${CS_TIMEOUT:-600}
summary=$out/summary.txt

# Shapes past 2^32 elements take hours under instrumentation; the matrix's
# small, ragged, batched cases reach every variant, tuning and element size.
huge='*GridLimits*MoreThan2To32*:*InPlace.Large*'
small_matrix='matrix_cuda.*_31x33:matrix_cuda.*_33x65_batch3:matrix_cuda.*_17x45_pitched_batch4_strided'
# The in-place kernels with shared memory: tile pairs, whole matrices, row and column gathers.
in_place_matrix='matrix_cuda.in_place_e1_inplace_257x257_pitched:matrix_cuda.in_place_e16_inplace_100x100_pitched_batch3_strided:matrix_cuda.in_place_e4_inplace_997x1009:matrix_cuda.in_place_e16_inplace_64x96'
filter_for() {  # tool, binary name -> gtest filter
  case "$1:$2" in
    memcheck:matrix) echo "matrix_cuda.*" ;;
    initcheck:matrix) echo "$small_matrix:$in_place_matrix:matrix_cuda.*_e4_997x1009:matrix_cuda.*_e1_1x257" ;;
    *:matrix) echo "$small_matrix:$in_place_matrix" ;;
    memcheck:*) echo "-$huge" ;;
    *:cuda_native_test) echo "-*GridLimits*:*InPlace.Large*" ;;  # parameterized: Variants/GridLimits.*
    racecheck:cuda_native_reliability_test) echo "*AnotherDevice" ;;  # 8,000 runs: memcheck covers them
    *) echo "*" ;;
  esac
}

binaries=()
for b in tests/cuda/cuda_backend_test tests/cuda/cuda_native_test tests/cuda/cuda_fast_test \
         tests/reliability/cuda_native_reliability_test; do
  [ -x "$build/$b" ] && binaries+=("$b")
done
[ -x "$build/tests/core/backend_matrix_test" ] && binaries+=(matrix)
[ ${#binaries[@]} -gt 0 ] || { echo "no CUDA test binaries in $build" >&2; exit 1; }

printf '%-10s %-32s %-8s %-6s %s\n' tool binary seconds status "errors (compute-sanitizer summary)" | tee "$summary"
status=0
for tool in $tools; do
  extra=()
  [ "$tool" = memcheck ] && extra=(--leak-check full)
  for b in "${binaries[@]}"; do
    name=$(basename "$b")
    cmd=("$build/$b")
    [ "$b" = matrix ] && cmd=("$build/tests/core/backend_matrix_test" --backend=cuda)
    log=$out/$tool.$name.log
    start=$(date +%s)
    timeout "$limit" "$cs" --tool "$tool" "${extra[@]}" --error-exitcode 86 --print-limit 50 \
      "${cmd[@]}" --gtest_filter="$(filter_for "$tool" "$name")" > "$log" 2>&1
    rc=$?
    seconds=$(( $(date +%s) - start ))
    errors=$(grep -E "(ERROR|RACECHECK) SUMMARY" "$log" | tail -n 2 | sed 's/^========= //' | paste -sd ';' -)
    tests=$(grep -oE "^\[  (PASSED|FAILED|SKIPPED) +\] [0-9]+ tests?" "$log" | tr -s ' []' ' ' | paste -sd ',' -)
    case $rc in
      0) verdict=ok ;;
      77) verdict=ok-skips ;;  # some tests skipped (e.g. two devices needed), none failed
      86) verdict=ERRORS ;;
      124) verdict=TIMEOUT ;;
      *) verdict=FAIL$rc ;;
    esac
    [[ $verdict == ok && $tests == " PASSED 0 tests" ]] && verdict=EMPTY  # a filter that matched nothing
    [[ $verdict == ok* ]] || status=1
    printf '%-10s %-32s %-8s %-6s %s | %s\n' "$tool" "$name" "$seconds" "$verdict" "${errors:-no summary}" \
      "$tests" | tee -a "$summary"
  done
done
exit $status
