#!/usr/bin/env bash
# Session 57 run 3 (H200). xpbin/build-carry.tar.xz: the Release build of 651ace8 (CUDA's 4-byte segment tile down
# columns everywhere, 7cf996c; CUDA's square in place at 4 bytes through the staged pairs, 651ace8), stripped.
# The GPU suite with the validation layer; compute-sanitizer (racecheck, synccheck, memcheck) on the CUDA in-place
# square tests; verified compares of the changed rows. Predictions: the suite passes but for the usual skips and
# install_and_consume; no sanitizer errors; in place 16384^2 e4 about 91% on CUDA; 32768x8192 e4 about 96%.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM
trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
gpu_suite
cs=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
for tool in racecheck synccheck memcheck; do
  timeout 150 $cs --tool $tool --error-exitcode 9 build-gpu-rel/tests/cuda/cuda_native_test \
    --gtest_filter='InPlace.Squares*:InPlace.EveryTuningOnSquares:InPlace.AutoChooses*' > $o/cs-$tool.log 2>&1
  echo "compute-sanitizer $tool rc $? $SECONDS s $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $o/cs-$tool.log | tr '\n' ' ')"
done
cx=build-gpu-rel/cli/crosspose
timeout 150 $cx compare --backends cuda,vulkan --variants in_place --in-place --shapes 16384x16384,8192x8192 \
  --elem-sizes 4 --warmup 20 --reps 100 --csv $o/in-place.csv > $o/in-place.log 2>&1
echo "in-place rc $? $SECONDS s $(tail -1 $o/in-place.log)"
grep "^variant" $o/in-place.csv | cut -d, -f2,4,5,10,13
compare_fast e4 build-gpu-rel/host cuda 4 32768x8192,16384x4096,16384x8192,8192x32768,16384x16384
grep "^variant" $o/e4.csv | cut -d, -f2,4,5,10,13
true
