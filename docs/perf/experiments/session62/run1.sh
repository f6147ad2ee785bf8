#!/usr/bin/env bash
# Session 62 run 1 (H200), the 16-byte vector tile in both APIs. xpbin/xp: f2d292d plus run1-xp.patch. '+' joins
# variables. Hooks: XP_VEC_ONE=1 gives CUDA's vector tile one tile a block with 32-bit offsets (GridOneTile) where
# the grid holds every tile; XP_CU_VEC=w,b,warps_r,warps_c (with XP_CU_MINB=N) and XP_VK_VEC=... force the vector
# tile's shape in each API; XP_VEC_EARLY=1 has the shader's 1-byte tile store each group of 4 output rows as soon
# as it is turned (fewer registers live).
# 1. CUDA's vector tile walks Grid3D (64-bit loops) at every size. The shader's same tile, one a workgroup, runs
#    3x4194305 / 4194305x3 at 16 bytes 88.3 / 91.0 against CUDA's 85.3 / 84.9 (session 61 goal run).
#    Prediction: one tile a block gains 3+ points there, and on the 1-, 2- and 4-byte rows that take the tile.
# 2. The shader's 1-byte vector tile runs 1048576x32 81.0 against CUDA's 90.2 with the same shape and registers
#    (80); the driver reports 11264 bytes of groupshared memory the shader never declares. Prediction: storing
#    early frees registers and gains 3+; the H100's lead (sixth session, W 8 and 4x2 warps) is measured again.
# 3. The shader's 64x64x16384 at 4 bytes (register_4x4, 94.0 against CUDA's vector tile 98.0) on CUDA's shape,
#    and 32x1048576 at 8 bytes (padded 32x32, 92.8 against CUDA's 96.2) on vector tiles of 32 rows.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME BACKEND ROWS COLS ELEM VAR=VALUE+VAR=VALUE... [BATCH]
  local name=$1 b=$2 r=$3 c=$4 e=$5 vars=${6:-XP=0} n=${7:-1}
  [ $SECONDS -gt 440 ] && { echo "$name skipped at $SECONDS s"; return; }
  env ${vars//+/ } LD_LIBRARY_PATH=xpbin/xp timeout 40 $cx bench -b $b -v fast -r $r -c $c -e $e --batch $n \
    --warmup 20 --reps 100 > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E "^fast" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7)" \
    "$(grep -o 'groups [0-9x]*\|grid [0-9x]*\|tile [0-9x]*\|regs [0-9]*\|registers [0-9]*\|XP[^]]*' $o/$name.txt | sort -u | tr '\n' ' ')"
}
verify() {  # BACKEND ROWS COLS ELEM VAR=VALUE+... [BATCH]
  local b=$1 r=$2 c=$3 e=$4 vars=${5:-XP=0} n=${6:-1}
  echo "verify $b $r x $c x $n e$e $vars: $(env ${vars//+/ } LD_LIBRARY_PATH=xpbin/xp timeout 60 $cx verify -b $b -v fast -r $r -c $c -e $e --batch $n 2>&1 | tail -1 | cut -c1-90)"
}
tag() { echo $1 | sed 's/XP_//g; s/[=+,]//g' | tr 'A-Z' 'a-z'; }
cu_thin="XP=0 XP_VEC_ONE=1"
cu_tall16="XP=0 XP_VEC_ONE=1 XP_CU_VEC=16,2,8,1 XP_CU_VEC=16,2,8,1+XP_VEC_ONE=1"
cu_e4="XP=0 XP_VEC_ONE=1 XP_CU_VEC=4,1,4,2+XP_CU_MINB=8 XP_CU_VEC=4,1,4,2+XP_CU_MINB=8+XP_VEC_ONE=1"
vk_tall1="XP=0 XP_VEC_EARLY=1 XP_VK_VEC=8,1,4,2 XP_VK_VEC=8,1,4,2+XP_VEC_EARLY=1"
vk_wide1="XP=0 XP_VEC_EARLY=1 XP_VK_VEC=2,1,1,8"
vk_wide8="XP=0 XP_VK_VEC=4,4,1,8 XP_VK_VEC=8,2,1,8 XP_VK_VEC=2,8,1,8"
{
  for v in $cu_thin; do verify cuda 3 4194305 16 $v; done
  for v in $cu_tall16; do verify cuda 4194305 3 16 $v; done
  for e in 1 2 4; do
    verify cuda 1048576 32 $e XP_VEC_ONE=1; verify cuda 32 1048576 $e XP_VEC_ONE=1; verify cuda 64 64 $e XP_VEC_ONE=1 16384
  done
  verify cuda 1048576 32 4 XP_CU_VEC=4,1,4,2+XP_CU_MINB=8+XP_VEC_ONE=1
  for v in $vk_tall1; do verify vulkan 1048576 32 1 $v; done
  for v in $vk_wide1; do verify vulkan 32 1048576 1 $v; done
  verify vulkan 64 64 1 XP_VEC_EARLY=1 16384
  verify vulkan 64 64 4 XP_VK_VEC=4,1,4,2 16384
  for v in $vk_wide8; do verify vulkan 32 1048576 8 $v; done
  for round in 1 2; do
    for v in $cu_thin; do bench r$round-cu-3x4194305-e16-$(tag $v) cuda 3 4194305 16 $v; done
    for v in $cu_tall16; do bench r$round-cu-4194305x3-e16-$(tag $v) cuda 4194305 3 16 $v; done
    for e in 1 2 4; do
      for v in XP=0 XP_VEC_ONE=1; do
        bench r$round-cu-1048576x32-e$e-$(tag $v) cuda 1048576 32 $e $v
        bench r$round-cu-32x1048576-e$e-$(tag $v) cuda 32 1048576 $e $v
        bench r$round-cu-64x64x16384-e$e-$(tag $v) cuda 64 64 $e $v 16384
      done
    done
    for v in ${cu_e4#XP=0 XP_VEC_ONE=1 }; do bench r$round-cu-1048576x32-e4-$(tag $v) cuda 1048576 32 4 $v; done
    for v in $vk_tall1; do bench r$round-vk-1048576x32-e1-$(tag $v) vulkan 1048576 32 1 $v; done
    for v in $vk_wide1; do bench r$round-vk-32x1048576-e1-$(tag $v) vulkan 32 1048576 1 $v; done
    for v in XP=0 XP_VEC_EARLY=1; do bench r$round-vk-64x64x16384-e1-$(tag $v) vulkan 64 64 1 $v 16384; done
    for v in XP=0 XP_VK_VEC=4,1,4,2; do bench r$round-vk-64x64x16384-e4-$(tag $v) vulkan 64 64 4 $v 16384; done
    for v in $vk_wide8; do bench r$round-vk-32x1048576-e8-$(tag $v) vulkan 32 1048576 8 $v; done
  done
} 2>&1 | tee $o/stdout.txt
true
