#!/usr/bin/env bash
# Session 47 run 12 (H100). build-gpu-rel: the library of 3e152a9: aligned short 1-
# and 2-byte matrices whose output rows are not whole 32-byte sectors take the
# flat-out word tile on batches of at least 256 columns and on single 2-byte
# matrices 8 high. xpbin/flat with no setting: 281829e's choice for them (the
# vector tile).
# 1. Both APIs' fast tests with the validation layer (the whole suite does
#    not fit this call's carry beside the session's records; run 8 ran it on
#    the same kernels).
# 2. The rule's shapes and two it leaves alone, verified compares of both
#    APIs, new against before, two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
for t in cuda/cuda_fast_table_test vulkan/vulkan_fast_table_test cuda/cuda_fast_test vulkan/vulkan_fast_test; do
  CROSSPOSE_VK_VALIDATION=1 timeout 120 build-gpu-rel/tests/$t > $o/$(basename $t).log 2>&1
  echo "$t rc $? $(tail -1 $o/$(basename $t).log)"
done
echo "tests $((SECONDS - t0)) s"
S2=8x256x10000,8x1024x2000,24x256x5000,8x1048576,8x248x10000
S1=16x512x5000,16x4096x1000,16x128x20000
cmp() { # name, shapes, elem size, env...
  local n=$o/$1-$round s=$2 e=$3; shift 3
  env "$@" timeout 120 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes $e \
    --shapes $s --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
for round in 1 2; do
  [ $round = 2 ] && [ $((SECONDS - t0)) -gt 330 ] && break
  cmp e2-new $S2 2 X=0
  cmp e2-before $S2 2 LD_LIBRARY_PATH=xpbin/flat
  cmp e1-new $S1 1 X=0
  cmp e1-before $S1 1 LD_LIBRARY_PATH=xpbin/flat
done
true
