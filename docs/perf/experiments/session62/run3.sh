#!/usr/bin/env bash
# Session 62 run 3 (H200). Carried: xpbin/build-carry.tar.xz, the Release build of 1795706 (the vector tile's new
# CUDA rules, f72e813 and 1795706), and run 1's library (f2d292d plus run1-xp.patch; XP=0 is f2d292d's rules).
# 1. The GPU suite with the validation layer on 1795706.
# 2. The changed goal rows, verified on 1795706, then against f2d292d's rules, two rounds. Prediction: as runs 1-2
#    (3x4194305 e16 ~95.5, 4194305x3 e16 ~96.5, 1048576x32 e1 ~91.5, 32x1048576 e4 ~94.3, 1048576x32 e4 ~86).
# 3. The 4-byte rule (a side of 32 to 63 bounded for 8 blocks) on sides it was not chosen from: 40 and 48 wide and
#    high. Prediction: gains of 1+ as at 32.
# 4. The shader's 16-byte tile at most 4 wide in CUDA's new shape (128x2 of 2 blocks a lane and 4 warps,
#    XP_VK_VEC=16,2,4,1) at 1 to 4 columns. Run 2 had 4194305x3 93.2 against 90.7. Prediction: level or ahead at
#    every width.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
gpu_suite
new=build-gpu-rel/cli/crosspose
bench() {  # NAME new|old BACKEND ROWS COLS ELEM [VAR=VALUE+...]
  local name=$1 which=$2 b=$3 r=$4 c=$5 e=$6 vars=${7:-XP=0}
  [ $SECONDS -gt 540 ] && { echo "$name skipped at $SECONDS s"; return; }
  if [ $which = new ]; then timeout 40 $new bench -b $b -v fast -r $r -c $c -e $e --warmup 20 --reps 100 > $o/$name.txt 2>&1
  else env ${vars//+/ } LD_LIBRARY_PATH=xpbin/xp timeout 40 $cx bench -b $b -v fast -r $r -c $c -e $e --warmup 20 \
    --reps 100 > $o/$name.txt 2>&1; fi
  echo "$name $SECONDS s $(grep -E "^fast" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7)" \
    "$(grep -o 'groups [0-9x]*\|grid [0-9x]*\|tile [0-9x]*\|regs [0-9]*\|registers [0-9]*\|a block for each tile\|bounded for [0-9]\|XP[^]]*' $o/$name.txt | sort -u | tr '\n' ' ')"
}
verify() {  # new|old BACKEND ROWS COLS ELEM [VAR=VALUE+...]
  local which=$1 b=$2 r=$3 c=$4 e=$5 vars=${6:-XP=0}
  if [ $which = new ]; then echo "verify new $b $r x $c e$e: $(timeout 60 $new verify -b $b -v fast -r $r -c $c -e $e 2>&1 | tail -1 | cut -c1-90)"
  else echo "verify old $b $r x $c e$e $vars: $(env ${vars//+/ } LD_LIBRARY_PATH=xpbin/xp timeout 60 $cx verify -b $b -v fast -r $r -c $c -e $e 2>&1 | tail -1 | cut -c1-90)"; fi
}
goal="3:4194305:16 4194305:3:16 1048576:32:1 32:1048576:4 1048576:32:4"
side="1048576:40:4 1048576:48:4 48:1048576:4 40:1048576:4"
vk="8388608:1 4194305:2 4194305:3 4194304:4 1000003:3"
r() { echo ${1%%:*}; }; c() { local x=${1#*:}; echo ${x%%:*}; }; z() { echo ${1##*:}; }
{
  for s in $goal $side; do verify new cuda $(r $s) $(c $s) $(z $s); done
  for s in 4194305:2 4194304:4 1000003:3; do verify old vulkan $(r $s) $(c $s) 16 XP_VK_VEC=16,2,4,1; done
  for round in 1 2; do
    for s in $goal $side; do
      for w in new old; do bench r$round-cu-$(r $s)x$(c $s)-e$(z $s)-$w $w cuda $(r $s) $(c $s) $(z $s); done
    done
    for s in $vk; do
      for v in XP=0 XP_VK_VEC=16,2,4,1; do
        bench r$round-vk-${s/:/x}-e16-$(echo $v | tr -d '=,' | tr 'A-Z' 'a-z') old vulkan $(r $s) $(c $s) 16 $v
      done
    done
  done
} 2>&1 | tee $o/stdout.txt
true
