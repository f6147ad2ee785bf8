#!/usr/bin/env bash
# Session 44, run 2 (the library with this session's rules, and run2-xp.patch's
# XP_SINGLE switch; unset = the landed library):
# 1. The GPU suite with the validation layer, switch unset.
# 2. The landed rules, one round: aligned batches of short matrices (run 1's
#    shapes and new ones) and the flat-out bounds at 4 and 8 bytes.
# 3. Single aligned short matrices, two alternated rounds: landed against
#    XP_SINGLE, which gives them the batches' rules (both APIs: the flat-out
#    word tile; CUDA at 8 and 16 bytes: the fitted vector tile).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
(cd build-gpu-rel && env -u XP_SINGLE CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
run() { # name, env...
  local n=$o/$1.csv; shift
  env -u XP_SINGLE "$@" timeout 90 $cx compare --backends cuda,vulkan \
    --variants fast --warmup 10 --reps 30 --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
E=4 S=8x1024x2000,12x1000x1000,16x1000x1000,20x1000x1000,24x1000x1000,28x1000x1000,32x1000x500,1024x8x2000,1000x16x1000
run e4-landed-1
E=8 S=8x1024x2000,10x1000x2000,12x1000x1000,16x1000x1000,24x1000x1000,6x1000x3000,1024x8x2000,1000x10x2000
run e8-landed-1
E=16 S=8x1024x2000,10x1000x2000,12x1000x1000,16x1000x1000,10x4000x500,1024x8x2000,1000x10x2000
run e16-landed-1
E=4 S=33x500009,40x500009,48x250007,56x250007,63x250007
run e4-bounds-1
E=8 S=25x500009,28x500009,31x500009,32x500009
run e8-bounds-1
for round in 1 2; do
  E=4 S=8x1048576,12x1048576,20x1048576,24x1048576,28x524288
  run e4s-single-$round XP_SINGLE=1; run e4s-landed-$round
  E=8 S=8x1048576,10x1048576,16x1048576,24x524288,1048576x10
  run e8s-single-$round XP_SINGLE=1; run e8s-landed-$round
  E=16 S=8x1048576,10x1048576,1048576x10
  run e16s-single-$round XP_SINGLE=1; run e16s-landed-$round
done
