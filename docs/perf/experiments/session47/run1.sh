#!/usr/bin/env bash
# Session 47 run 1 (H100). build-gpu-rel: the library of edf273d (landed);
# xpbin/narrow: the same with run1-xp.patch: XP_CU_NARROW="W,B,warps_r,warps_c,
# min_blocks" sets CUDA's vector tile for aligned batches at most 8 wide and
# more than 32 high (landed: the fitted tile, W 16, 2 blocks, 8x1 warps).
# 1. The GPU suite with the validation layer on edf273d (dce9a09's rule from
#    33 rows has not run the suite).
# 2. 8-wide tall 4-byte batches: CUDA 92.6% against the shader's 99.7-100.2
#    (its W 4 tile; on CUDA the same tile ran 91-92, session 46 run 4).
#    Verified compares (CUDA), tiles of all lanes busy (W 16, 2 blocks of
#    columns a warp) at 64 to 512 rows, W 8, and the shader's W 4, rounds
#    while time is left.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 240 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -6 $o/ctest-validation.log
echo "suite $((SECONDS - t0)) s"
S=1024x8x2000,4096x8x500,16384x8x128,256x8x4000,100x8x2000,64x8x4000,40x8x4000
cmp() { # name, env...
  local n=$o/$1-$round; shift
  env "$@" LD_LIBRARY_PATH=xpbin/narrow timeout 90 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 \
    --elem-sizes 4 --shapes $S --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
for round in 1 2; do
  [ $round = 2 ] && [ $((SECONDS - t0)) -gt 330 ] && break
  cmp landed X=0
  cmp w16b1r8 XP_CU_NARROW=16,1,8,1,8
  cmp w16b1r4 XP_CU_NARROW=16,1,4,1,8
  cmp w16b1r2 XP_CU_NARROW=16,1,2,1,8
  cmp w16b1r8u XP_CU_NARROW=16,1,8,1,0
  cmp w16b2r4u XP_CU_NARROW=16,2,4,1,0
  cmp w8b1r4c2 XP_CU_NARROW=8,1,4,2,8
  cmp w8b1r8 XP_CU_NARROW=8,1,8,1,8
  cmp w4b1r4c2 XP_CU_NARROW=4,1,4,2,8
done
[ -n "${VK:-1}" ] && timeout 60 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 --elem-sizes 4 \
  --shapes $S --csv $o/vulkan.csv > $o/vulkan.log 2>&1; echo "vulkan rc $? $((SECONDS - t0)) s"
true
