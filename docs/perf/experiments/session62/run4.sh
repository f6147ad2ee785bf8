#!/usr/bin/env bash
# Session 62 run 4 (H200). Carried: xpbin/build-carry.tar.xz, the Release build of dab636b (f72e813's one tile a
# block, ec0b5d5's 16-byte shapes at most 4 wide, e93ca28's 4-byte bound at most 40 wide or under 64 high, and
# 2d5e602's device-test shapes), and run 1's library (XP=0: f2d292d's rules).
# 1. The GPU suite with the validation layer on dab636b.
# 2. The final rules against f2d292d's, verified first, two rounds. Predictions: CUDA 4194305x2 at 16 bytes about
#    96.8 (one tile, 1 block), 4194305x3 about 96.5, 8388608x1 about 95.5; 1048576x48 at 4 bytes level (the bound
#    no longer reaches it), 48x1048576 about 95; Vulkan 4194305x3 about 93 and 8388608x1 about 90.5, 4194305x2
#    and 4194304x4 level.
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
cu="4194305:2:16 4194305:3:16 8388608:1:16 4194304:4:16 1048576:48:4 48:1048576:4"
vk="4194305:3:16 8388608:1:16 4194305:2:16 1000003:3:16"
r() { echo ${1%%:*}; }; c() { local x=${1#*:}; echo ${x%%:*}; }; z() { echo ${1##*:}; }
{
  for s in $cu; do verify new cuda $(r $s) $(c $s) $(z $s); done
  for s in $vk; do verify new vulkan $(r $s) $(c $s) $(z $s); done
  for round in 1 2; do
    for s in $cu; do
      for w in new old; do bench r$round-cu-$(r $s)x$(c $s)-e$(z $s)-$w $w cuda $(r $s) $(c $s) $(z $s); done
    done
    for s in $vk; do
      for w in new old; do bench r$round-vk-$(r $s)x$(c $s)-e$(z $s)-$w $w vulkan $(r $s) $(c $s) $(z $s); done
    done
  done
} 2>&1 | tee $o/stdout.txt
true
