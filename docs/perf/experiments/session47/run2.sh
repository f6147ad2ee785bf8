#!/usr/bin/env bash
# Session 47 run 2 (H100). Three experiment libraries, each with run 1's
# XP_CU_NARROW (the tile of aligned batches at most 8 wide and more than 32
# high) and the vector tile's interior loads (cuda/kernels/vec_tile.cuh):
#   xpbin/narrow  ld.global.nc (landed, run1-xp.patch)
#   xpbin/cg      ld.global.cg, L2 only (run2-xp-cg.patch)
#   xpbin/ca      ld.global.ca, coherent (run2-xp-ca.patch)
# Run 1: the same W 4 tile ran 91-92% on CUDA and 99.6-100 in the shader on
# 8-wide tall batches; CUDA's loads take the non-coherent path. Prediction:
# if that path's latency holds them, cg or ca lift W 4 to the shader's.
# A. 8-wide tall 4-byte batches, four tiles, each library.
# B. The landed choice (no XP setting) on the goal rows the vector tile
#    serves and on the tall-batch rule's shapes, each library.
# Verified compares (CUDA), two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
S8=40x8x4000,48x8x4000,64x8x4000,100x8x2000,128x8x2000,200x8x1000,256x8x4000,512x8x1000,1024x8x2000,4096x8x500,16384x8x128
cmp() { # name, lib, shapes, elem sizes, env...
  local n=$o/$1-$round lib=$2 s=$3 e=$4; shift 4
  env "$@" LD_LIBRARY_PATH=xpbin/$lib timeout 90 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 \
    --elem-sizes $e --shapes $s --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
for round in 1 2; do
  for lib in narrow cg ca; do
    cmp A-$lib-fitted $lib $S8 4 X=0
    cmp A-$lib-w4 $lib $S8 4 XP_CU_NARROW=4,1,4,2,8
    cmp A-$lib-w8 $lib $S8 4 XP_CU_NARROW=8,1,4,2,8
    cmp A-$lib-w16 $lib $S8 4 XP_CU_NARROW=16,1,4,1,8
  done
  for lib in narrow cg ca; do
    cmp B1-$lib $lib 1048576x32,32x1048576,64x64x16384 1,2,4 X=0
    cmp B2-$lib $lib 3x4194305,4194305x3 16 X=0
    cmp B3-$lib $lib 1000x16x1000,1000x12x1000,2000x12x1000,100x20x2000 4 X=0
  done
done
timeout 60 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 --elem-sizes 4 \
  --shapes $S8 --csv $o/vulkan.csv > $o/vulkan.log 2>&1; echo "vulkan rc $? $((SECONDS - t0)) s"
true
