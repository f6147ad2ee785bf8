#!/usr/bin/env bash
# Session 47 run 3 (H100). xpbin/narrow (run1-xp.patch): XP_CU_NARROW sets
# CUDA's vector tile for aligned batches at most 8 wide, more than 32 high.
# Run 2: W 8 with 4x2 warps, 8 blocks, ran 97-99% on 8-wide 4-byte batches of
# 256 rows and more (the fitted tile 91-93), W 16 with 4x1 warps led on 64 to
# 128 rows. Here the tiles with fewer idle warps or lanes beside them, on
# 40 to 4096 rows, tiles cut by the rows included; three rounds of verified
# compares (CUDA), the shader once.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
S8=40x8x4000,64x8x4000,96x8x3000,128x8x2000,160x8x2000,200x8x1000,300x8x2000,1000x8x1000,1024x8x2000,4096x8x500
cmp() { # name, env...
  local n=$o/$1-$round; shift
  env "$@" LD_LIBRARY_PATH=xpbin/narrow timeout 90 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 \
    --elem-sizes 4 --shapes $S8 --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
for round in 1 2 3; do
  cmp fitted X=0
  cmp w8r4c2 XP_CU_NARROW=8,1,4,2,8
  cmp w8r4c1 XP_CU_NARROW=8,1,4,1,8
  cmp w8r8c1 XP_CU_NARROW=8,1,8,1,8
  cmp w8r2c1 XP_CU_NARROW=8,1,2,1,8
  cmp w16r4c1 XP_CU_NARROW=16,1,4,1,8
  cmp w16r2c1 XP_CU_NARROW=16,1,2,1,8
  cmp w16r8c1 XP_CU_NARROW=16,1,8,1,8
done
timeout 60 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 --elem-sizes 4 \
  --shapes $S8 --csv $o/vulkan.csv > $o/vulkan.log 2>&1; echo "vulkan rc $? $((SECONDS - t0)) s"
true
