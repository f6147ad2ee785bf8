#!/usr/bin/env bash
# Session 19 run 6: the rest of run 5's goal run (scripts/goals.sh, run by
# docs/perf/experiments/session11/run6.sh at eae0259, stopped by its 370 s
# timeout during the awkward 16-byte shapes): those shapes and the in-place
# row, the same commands; then the GPU suite with validation again (run 5's
# build folder lacked tests/reliability, moved aside to fit the carry limit).
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
$cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
  --shapes 12345x6789,1048576x32,32x1048576,65537x33,3x4194305,4194305x3,64x64x16384 \
  --elem-sizes 16 --csv $o/awkward-e16.csv > $o/awkward-e16.log 2>&1; echo "awkward e16 rc $?"
$cx compare --backends cuda,vulkan --variants in_place --in-place --shapes 16384x16384 --elem-sizes 4 \
  --warmup 100 --reps 100 --csv $o/in-place.csv > $o/in-place.log 2>&1; echo "in place rc $?"
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
tail -6 $o/ctest-validation.log
cd $OUT && tar czf all.tgz r && rm -rf r
