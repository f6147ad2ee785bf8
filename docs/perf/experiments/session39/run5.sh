#!/usr/bin/env bash
# Session 39 run 5, the landed change (aligned 4-byte matrices take the vector
# tile, cuda/auto_policy.cpp) before its commit: the GPU suite with the
# validation layer; the goal run's awkward 4-byte compare (both APIs); the
# run-4 shapes through fast as landed (CUDA, verified).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 230 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
timeout 90 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes 4 \
  --shapes 12345x6789,1048576x32,32x1048576,65537x33,3x4194305,4194305x3,64x64x16384 --csv $o/awkward-e4.csv > $o/awkward-e4.log 2>&1
echo "awkward rc $?"
shapes=1048576x16,1048576x32,4194304x32,1048576x64,524288x96,262144x128,131072x256,65536x512
shapes+=,16x1048576,32x1048576,64x1048576,96x524288,128x262144,256x131072
shapes+=,1024x1024,2048x2048,4096x4096,64x64x16384,32768x32x32,128x128x4096,100000x40,40x100000
timeout 100 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 --elem-sizes 4 --shapes $shapes --csv $o/e4-landed.csv > $o/e4-landed.log 2>&1
echo "landed rc $?"
for f in $o/awkward-e4.csv $o/e4-landed.csv; do
  awk -F, 'NR > 1 && $1 == "variant" { printf "%-7s %-16s %6.1f%% v%s %s\n", $2, $4 "x" $5 "x" $6, $13, $9, substr($17, 1, 50) }' $f
done
