#!/usr/bin/env bash
# The CUDA in_place variant's GPU check in one go, for a machine that holds
# the build: the CUDA and matrix tests, the in-place tests' own summary, and
# crosspose_cuda_bench --in-place over the shapes of docs/PERFORMANCE.md ("In
# place"), each against cudaMemcpy D2D of the same bytes in the same process.
# Each step has its own time limit. Logs land in OUT_DIR.
#
#   cuda/bench/in_place_run.sh BUILD_DIR OUT_DIR [STEPS]   (STEPS: tests,bench,sweep,sizes,sanitizer)
set -uo pipefail
build=$(cd "${1:?usage: in_place_run.sh BUILD_DIR OUT_DIR [STEPS]}" && pwd)
out=${2:?usage: in_place_run.sh BUILD_DIR OUT_DIR [STEPS]}
steps=${3:-tests,bench,sweep}
bench="$build/cuda/bench/crosspose_cuda_bench"
mkdir -p "$out"
has() { [[ ",$steps," == *",$1,"* ]]; }
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv,noheader | tee "$out/gpu.txt"
if has tests; then
  echo "== tests"
  timeout "${CTEST_TIMEOUT:-170}" ctest --test-dir "$build" --output-on-failure -j6 -R 'cuda|matrix' -E 'full_size|_long' \
    > "$out/ctest.log" 2>&1
  grep -E "tests passed|tests failed|\(Failed\)|Timeout" "$out/ctest.log" | head -20
  timeout 60 "$build/tests/cuda/cuda_native_test" --gtest_filter='InPlace*' > "$out/in_place_tests.log" 2>&1
  grep -E "^\[  (PASSED|FAILED) |^\[       OK|Failure|Actual|Expected|which is" "$out/in_place_tests.log" | head -40
fi
run() {  # time limit, then bench arguments
  local t=$1
  shift
  echo "== crosspose_cuda_bench $*" | tee -a "$out/bench.md"
  timeout "$t" "$bench" "$@" 2>&1 | tee -a "$out/bench.md"
}
if has bench; then
  run 60 16384 16384 4 50 --in-place --sweep
  run 40 12345 6789 4 20 --in-place
  run 40 8192 4096 4 20 --in-place
  run 40 3 4194305 4 20 --in-place
fi
if has sizes; then  # the square at the other element sizes, about 1 GiB each
  run 40 32768 32768 1 20 --in-place --sweep
  run 40 23168 23168 2 20 --in-place --sweep
  run 40 11584 11584 8 20 --in-place --sweep
  run 40 8192 8192 16 20 --in-place --sweep
fi
if has sanitizer; then  # the in-place kernels under memcheck and racecheck
  cs=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
  f='matrix_cuda.in_place_e*_inplace_257x257_pitched:matrix_cuda.in_place_e4_inplace_997x1009:matrix_cuda.in_place_e16_inplace_64x96:matrix_cuda.in_place_e*_inplace_100x100*:matrix_cuda.in_place_e*_inplace_45x17*:matrix_cuda.in_place_e1_inplace_997x997'
  for tool in memcheck racecheck; do
    echo "== $tool" | tee -a "$out/sanitizer.log"
    timeout "${CS_TIMEOUT:-60}" "$cs" --tool $tool --error-exitcode 86 "$build/tests/core/backend_matrix_test" \
      --backend=cuda --gtest_filter="$f" 2>&1 | grep -E "SUMMARY|PASSED|FAILED|tests? ran" | tee -a "$out/sanitizer.log"
    echo "rc ${PIPESTATUS[0]}" | tee -a "$out/sanitizer.log"
  done
fi
exit 0
