#!/usr/bin/env bash
# The CUDA backend's GPU check in one go, for a machine that holds the
# build: tests (all but the long full-size sweep), the full-size sweep, the
# benchmark table, hello_threads, and compute-sanitizer on the tuning sweep.
#
#   cuda/bench/h100_run.sh BUILD_DIR OUT_DIR
set -uo pipefail
build=$(cd "${1:?usage: h100_run.sh BUILD_DIR OUT_DIR}" && pwd)
out=${2:?usage: h100_run.sh BUILD_DIR OUT_DIR}
mkdir -p "$out"
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,clocks.max.mem --format=csv | tee "$out/gpu.txt"
echo "== ctest"
(cd "$build" && timeout 170 ctest --output-on-failure -j8 -E 'cuda.full_size' > "$out/ctest.log" 2>&1)
grep -E "tests passed|tests failed|\(Failed\)|\*\*\*Failed|Timeout" "$out/ctest.log" | head -20
# A ctest entry whose run skipped anything reads as skipped even when a test
# failed: the gtest summaries of the CUDA binaries tell.
for t in tests/cuda/cuda_backend_test tests/cuda/cuda_native_test "tests/core/backend_matrix_test --backend=cuda"; do
  echo "-- $t"
  (cd "$build" && $t 2>&1 | grep -E "^\[  (PASSED|FAILED) |SKIPPED \] [0-9]+ test|tests? from .* ran|Failure$|Actual:" | head -12)
done
echo "== full size"
timeout 120 "$build/tests/cuda/cuda_full_size_test" > "$out/full_size.log" 2>&1
grep -E "^\[  (PASSED|FAILED|SKIPPED)|Failure|OK \]" "$out/full_size.log" | tail -14
echo "== bench"
"$build/cuda/bench/crosspose_cuda_bench" 8192 8192 4 200 --sweep 2>&1 | tee "$out/bench.md"
echo "== crosspose bench"
"$build/cli/crosspose" bench --backend cuda --variant all --rows 8192 --cols 8192 --elem-size 4 --warmup 10 \
  --reps 200 2>&1 | tee "$out/cli_bench.txt"
echo "== crosspose verify"
for e in 1 16; do
  for v in shared_padded register_4x4 shared_vec4; do
    "$build/cli/crosspose" verify --backend cuda --variant $v --rows 12345 --cols 6789 --elem-size $e
  done
done
echo "== hello_threads 2 3 2"
"$build/examples/hello_threads/hello_threads" 2 3 2 | head -4
echo "== compute-sanitizer"
timeout 60 compute-sanitizer --tool memcheck --print-limit 5 "$build/tests/cuda/cuda_native_test" \
  --gtest_filter='Variants/Tunings.*' 2>&1 | tail -4
timeout 40 compute-sanitizer --tool racecheck --print-limit 5 "$build/tests/cuda/cuda_native_test" \
  --gtest_filter='Variants/Tunings.*/shared*:Variants/Tunings.*/hlsl*' 2>&1 | tail -4
