#!/usr/bin/env bash
# Session 62 run 2 (H200), run 1's leads on more shapes. xpbin/xp: run 1's library (f2d292d plus run1-xp.patch), the
# same hooks. '+' joins variables.
# 1. CUDA's 16-byte tile on matrices of 1 to 4 rows or columns (thin_sixteen_byte): one tile a block
#    (XP_VEC_ONE=1) flat out, and flat in blocks of 2 or 4 (XP_CU_VEC=16,B,...). Run 1: 3x4194305 95.4-95.6
#    against 85.0; 4194305x3 one tile 92.1, two blocks 95.5-95.7, against 84.5. Prediction: the same on every
#    length and count of rows or columns.
# 2. CUDA's 4-byte vector tile (W 4, 4x2 warps) on the single matrices and batches that take it: one tile a block
#    (32 registers, where Grid3D's holds 66) and Grid3D bounded for 8 blocks. Run 1: 32x1048576 94.8-94.9 against
#    90.3-90.8, 1048576x32 85.8-86.4 / 86.1-86.2 (bounded) against 84.0-84.3, 64x64x16384 93.9 against 98.0-98.1.
#    Prediction: single matrices gain, batches lose.
# 3. CUDA's 1-byte tile on single matrices at most 32 wide (bounded for 3 blocks): one tile a block. Run 1:
#    1048576x32 91.3-91.8 against 89.5-89.6. Prediction: 1 to 2 points on the other such shapes.
# 4. The shader's 16-byte tile on the same thin shapes: flat in, blocks of 2 and 4; flat out, 64 and 256
#    invocations. Prediction: blocks of 2 gain 3+ flat in, as on CUDA.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME BACKEND ROWS COLS ELEM VAR=VALUE+VAR=VALUE... [BATCH]
  local name=$1 b=$2 r=$3 c=$4 e=$5 vars=${6:-XP=0} n=${7:-1}
  [ $SECONDS -gt 520 ] && { echo "$name skipped at $SECONDS s"; return; }
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
cu_out="1:8388608 2:4194305 3:4194305 4:4194304 3:1000003 4:65537"
cu_in="8388608:1 4194305:2 4194305:3 4194304:4 1000003:3 65537:4"
cu_in_v="XP=0 XP_VEC_ONE=1 XP_CU_VEC=16,2,8,1 XP_CU_VEC=16,2,8,1+XP_VEC_ONE=1 XP_CU_VEC=16,4,8,1+XP_VEC_ONE=1 XP_CU_VEC=16,2,4,1+XP_VEC_ONE=1"
cu4="1048576:32:1 4194304:32:1 1048576:64:1 524288:96:1 65536:512:1 32:1048576:1 96:524288:1 256:131072:1 4096:4096:1 100000:40:1 32768:32:32 64:64:16384"
cu4_v="XP=0 XP_VEC_ONE=1 XP_CU_VEC=4,1,4,2+XP_CU_MINB=8"
cu1="1048576:32 4194304:32 1048576:16 262144:32 1048576:24"
vk_in="4194305:3:XP=0 4194305:3:XP_VK_VEC=16,2,8,1 4194305:3:XP_VK_VEC=16,4,8,1 4194305:3:XP_VK_VEC=16,2,4,1 4194304:4:XP=0 4194304:4:XP_VK_VEC=16,2,8,1"
vk_out="3:4194305:XP=0 3:4194305:XP_VK_VEC=4,1,1,8 3:4194305:XP_VK_VEC=4,1,1,2 4:4194304:XP=0 4:4194304:XP_VK_VEC=4,1,1,8"
r() { echo ${1%%:*}; }; c() { local x=${1#*:}; echo ${x%%:*}; }; z() { echo ${1##*:}; }
{
  for s in 3:4194305 3:1000003 4:65537 1:8388608; do verify cuda $(r $s) $(c $s) 16 XP_VEC_ONE=1; done
  for v in ${cu_in_v#XP=0 XP_VEC_ONE=1 }; do for s in 4194305:3 1000003:3 65537:4; do verify cuda $(r $s) $(c $s) 16 $v; done; done
  for s in 100000:40:1 96:524288:1 32768:32:32 32:1048576:1; do verify cuda $(r $s) $(c $s) 4 XP_VEC_ONE=1 $(z $s); done
  verify cuda 100000 40 4 XP_CU_VEC=4,1,4,2+XP_CU_MINB=8
  for s in 1048576:24 262144:32; do verify cuda $(r $s) $(c $s) 1 XP_VEC_ONE=1; done
  for s in 4194305:3:XP_VK_VEC=16,2,8,1 4194305:3:XP_VK_VEC=16,4,8,1 1000003:3:XP_VK_VEC=16,2,8,1 3:4194305:XP_VK_VEC=4,1,1,8 3:1000003:XP_VK_VEC=4,1,1,8; do
    verify vulkan $(r $s) $(c $s) 16 $(z $s)
  done
  for round in 1 2; do
    for s in $cu_out; do for v in XP=0 XP_VEC_ONE=1; do bench r$round-cu-${s/:/x}-e16-$(tag $v) cuda $(r $s) $(c $s) 16 $v; done; done
    for s in $cu_in; do for v in $cu_in_v; do bench r$round-cu-${s/:/x}-e16-$(tag $v) cuda $(r $s) $(c $s) 16 $v; done; done
    for s in $cu4; do for v in $cu4_v; do bench r$round-cu-$(r $s)x$(c $s)x$(z $s)-e4-$(tag $v) cuda $(r $s) $(c $s) 4 $v $(z $s); done; done
    for s in $cu1; do for v in XP=0 XP_VEC_ONE=1; do bench r$round-cu-${s/:/x}-e1-$(tag $v) cuda $(r $s) $(c $s) 1 $v; done; done
    for s in $vk_in $vk_out; do bench r$round-vk-$(r $s)x$(c $s)-e16-$(tag $(z $s)) vulkan $(r $s) $(c $s) 16 $(z $s); done
  done
} 2>&1 | tee $o/stdout.txt
true
