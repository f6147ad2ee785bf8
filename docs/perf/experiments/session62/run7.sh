#!/usr/bin/env bash
# Session 62 run 7 (H200). Carried: xpbin/build-carry.tar.xz, the Release build of a8ef1f7 (the shader's one row of
# tiles, spec constant 15), and run 6's library (XP=0: dab636b's rules).
# 1. The GPU suite with the validation layer on a8ef1f7.
# 2. Every goal row that takes one row of tiles on the shader (32x1048576 at 1, 2, 4 and 8 bytes, 3x4194305 at
#    every size), a8ef1f7 against dab636b, one round, as far as the device time left allows. Prediction: as run 6
#    where it measured (32x1048576 e8 about 95.5, 3x4194305 e1 about 90, 32x1048576 e1 about 88), level elsewhere.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
gpu_suite
new=build-gpu-rel/cli/crosspose
bench() {  # NAME new|old ROWS COLS ELEM
  local name=$1 which=$2 r=$3 c=$4 e=$5
  [ $SECONDS -gt 235 ] && { echo "$name skipped at $SECONDS s"; return; }
  if [ $which = new ]; then timeout 30 $new bench -b vulkan -v fast -r $r -c $c -e $e --warmup 20 --reps 100 > $o/$name.txt 2>&1
  else LD_LIBRARY_PATH=xpbin/xp timeout 30 $cx bench -b vulkan -v fast -r $r -c $c -e $e --warmup 20 --reps 100 \
    > $o/$name.txt 2>&1; fi
  echo "$name $SECONDS s $(grep -E "^fast" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7)" \
    "$(grep -o 'groups [0-9x]*\|tile [0-9x]*\|registers [0-9]*\|one row of tiles' $o/$name.txt | sort -u | tr '\n' ' ')"
}
{
  for s in 32:1048576:8 3:4194305:1 3:4194305:2 3:4194305:4 3:4194305:8 3:4194305:16 32:1048576:1 32:1048576:2 \
           32:1048576:4; do
    IFS=: read r c e <<< "$s"
    for w in new old; do bench vk-${r}x${c}-e$e-$w $w $r $c $e; done
  done
} 2>&1 | tee $o/stdout.txt
true
