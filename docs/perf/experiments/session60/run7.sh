#!/usr/bin/env bash
# Session 60 run 7 (H200), a lead for the next session, one round. xpbin/xp: run 3's library (5cc9207 plus
# run3-xp.patch). '+' joins variables. Run 6's bands of the owned tiles on other shapes: the shader's tiles as
# landed in 7753682 (XP_OWN=64,32,32,2 at 4 bytes, 32,32,32,2 at 8, which equal the landed choice) in bands of
# 2^K columns of tiles (XP_OWN_BAND=K; landed: 1 at 4 bytes from 10240 rows, else 0); CUDA's 4-byte 64x64 the same.
# Prediction: as at 12345x6789 (run 6), the shader's 4-byte tiles gain about a point in bands of 4, its 8-byte
# tiles half a point in bands of 2, and CUDA's 4-byte tile a point down single columns.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME BACKEND ROWS COLS ELEM VAR=VALUE...
  local name=$1 b=$2 r=$3 c=$4 e=$5
  shift 5
  [ $SECONDS -gt 230 ] && { echo "$name skipped at $SECONDS s"; return; }
  env "$@" LD_LIBRARY_PATH=xpbin/xp timeout 40 $cx bench -b $b -v fast -r $r -c $c -e $e --warmup 20 --reps 100 \
    > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E "^fast" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7)" \
    "$(grep -o 'groups [0-9x]*\|grid [0-9x]*\|tile [0-9x]*\|bands of [0-9]*\|columns first' $o/$name.txt | tr '\n' ' ')"
}
tag() { echo $1 | tr -d '=_+' | tr , -; }
{
  for s in "8191 8191" "6789 12345" "20000 5001"; do
    set -- $s
    for k in 0 1 2; do bench cu-$1x$2-e4-band$k cuda $1 $2 4 XP_OWN_BAND=$k; done
    for k in 0 1 2; do bench vk-$1x$2-e4-band$k vulkan $1 $2 4 XP_OWN=64,32,32,2 XP_OWN_BAND=$k; done
  done
  for s in "8191 8191" "6789 12345" "20000 5001" "4097 4099"; do
    set -- $s
    for k in 0 1 2; do bench vk-$1x$2-e8-band$k vulkan $1 $2 8 XP_OWN=32,32,32,2 XP_OWN_BAND=$k; done
  done
} 2>&1 | tee $o/stdout.txt
true
