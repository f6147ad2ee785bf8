#!/usr/bin/env bash
# Session 62 run 6 (H200), leads for the next session. xpbin/xp: dab636b plus run6-xp.patch. '+' joins variables.
# Hooks: XP_VK_DIRECT=1 takes the flat workgroup number as the tile column where a launch has one row of tiles and
# one matrix (group_id's two divisions skipped; spec constant 15); XP_VK_WIDE_X=1 dispatches up to 2^31-1
# workgroups on x (the NVIDIA limit) in place of 65535; XP_VK_VEC=w,b,warps_r,warps_c forces the vector tile.
# The shader's 3x4194305 at 16 bytes ran 88.0 in run 5 against CUDA's 95.4, whose kernel gained 10 points when
# its loops and 64-bit offsets went (one tile a block, 18 registers). The shader already takes one tile a
# workgroup in 18 registers but decodes its workgroup number with two divisions.
# Prediction: skipping the divisions gains 3+ on 3x4194305 at 16 bytes, less where each workgroup moves more.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME ROWS COLS ELEM VAR=VALUE+VAR=VALUE...
  local name=$1 r=$2 c=$3 e=$4 vars=${5:-XP=0}
  [ $SECONDS -gt 300 ] && { echo "$name skipped at $SECONDS s"; return; }
  env ${vars//+/ } LD_LIBRARY_PATH=xpbin/xp timeout 40 $cx bench -b vulkan -v fast -r $r -c $c -e $e --warmup 20 \
    --reps 100 > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E "^fast" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7)" \
    "$(grep -o 'groups [0-9x]*\|tile [0-9x]*\|registers [0-9]*\|XP[^]]*' $o/$name.txt | sort -u | tr '\n' ' ')"
}
verify() {  # ROWS COLS ELEM VAR=VALUE+...
  local r=$1 c=$2 e=$3 vars=${4:-XP=0}
  echo "verify $r x $c e$e $vars: $(env ${vars//+/ } LD_LIBRARY_PATH=xpbin/xp timeout 60 $cx verify -b vulkan -v fast -r $r -c $c -e $e 2>&1 | tail -1 | cut -c1-90)"
}
tag() { echo $1 | sed 's/XP_VK_//g; s/[=+,]//g' | tr 'A-Z' 'a-z'; }
cases="3:4194305:16:XP=0 3:4194305:16:XP_VK_DIRECT=1 3:4194305:16:XP_VK_WIDE_X=1 3:4194305:16:XP_VK_DIRECT=1+XP_VK_WIDE_X=1
3:4194305:16:XP_VK_VEC=4,1,1,8+XP_VK_DIRECT=1 2:4194305:16:XP=0 2:4194305:16:XP_VK_DIRECT=1 32:1048576:1:XP=0
32:1048576:1:XP_VK_DIRECT=1 32:1048576:8:XP=0 32:1048576:8:XP_VK_DIRECT=1 3:4194305:1:XP=0 3:4194305:1:XP_VK_DIRECT=1"
f() { echo $1 | cut -d: -f$2; }
{
  for s in $cases; do [ "$(f $s 4)" = XP=0 ] || verify $(f $s 1) $(f $s 2) $(f $s 3) $(f $s 4); done
  for round in 1 2; do
    for s in $cases; do bench r$round-$(f $s 1)x$(f $s 2)-e$(f $s 3)-$(tag $(f $s 4)) $(f $s 1) $(f $s 2) $(f $s 3) $(f $s 4); done
  done
} 2>&1 | tee $o/stdout.txt
true
