#!/usr/bin/env bash
# Session 60 run 3 (H200). xpbin/xp: 5cc9207 plus run3-xp.patch (run1-xp.patch and XP_CU_OWN=R,C, CUDA's owned
# tile R x C, built 64x32, 32x32 and 128x32 beside the landed 64x64; XP_CU_CAP=N, its blocks a multiprocessor
# capped at N, 0 uncapped). '+' joins variables.
# Run 2 (two rounds, 12345x6789): the shader's owned tile, 2 a workgroup of 32 columns, ran far ahead of the
# landed 2 of 64 columns: 8 bytes 2 of 32x32 90.8 against 78.6, 4 bytes 2 of 64x32 87.8-87.9 against 77.8-78.0
# (one tile of any shape, and 64-column tiles, ran below).
# Predictions: (a) the narrow tiles lead on every large owned-tile shape at both sizes in the shader (6789x12345,
# 8191x8191, 4097x4099, the 61-wide rows), by 5 points or more where the landed tile runs under 85%;
# (b) CUDA's owned tile, 64 columns wide, gains from 32 columns as well at 4 bytes (83.5% at 12345x6789).
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME BACKEND ROWS COLS ELEM VAR=VALUE...
  local name=$1 b=$2 r=$3 c=$4 e=$5
  shift 5
  [ $SECONDS -gt 540 ] && { echo "$name skipped at $SECONDS s"; return; }
  env "$@" LD_LIBRARY_PATH=xpbin/xp timeout 40 $cx bench -b $b -v fast -r $r -c $c -e $e --warmup 20 --reps 100 \
    > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E "^fast" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7)" \
    "$(grep -o 'groups [0-9x]*\|grid [0-9x]*\|block [0-9x]*\|tile [0-9x]*\|registers [0-9]*\|regs [0-9]*\|resident' \
      $o/$name.txt | tr '\n' ' ')"
}
verify() {  # NAME BACKEND ELEM VAR=VALUE...
  local name=$1 b=$2 e=$3 s out
  shift 3
  for s in "1234 679" "1500 1100"; do
    set -- $s "$@"
    out=$(env "${@:3}" LD_LIBRARY_PATH=xpbin/xp timeout 40 $cx verify -b $b -v fast -r $1 -c $2 -e $e 2>&1)
    echo "verify $name $1x$2 e$e: $(echo "$out" | tail -1 | cut -c1-60)" \
      "$(env "${@:3}" LD_LIBRARY_PATH=xpbin/xp $cx bench -b $b -v fast -r $1 -c $2 -e $e --warmup 0 --reps 1 2>&1 |
        grep -o 'tile [0-9x]*\|grid [0-9x]*\|block [0-9x]*' | tr '\n' ' ')"
    shift 2
  done
}
cu8="XP_NONE=1 XP_CU_OWN=64,32+XP_CU_CAP=0 XP_CU_OWN=32,32+XP_CU_CAP=0"
cu4="XP_NONE=1 XP_CU_OWN=64,32 XP_CU_OWN=32,32"
vk8="XP_NONE=1 XP_OWN=32,32,32,2 XP_OWN=32,32,32,3"
vk4="XP_NONE=1 XP_OWN=64,32,32,2 XP_OWN=64,32,32,3"
for x in $cu8 XP_CU_OWN=128,32+XP_CU_CAP=0; do verify cu-$x cuda 8 ${x//+/ }; done
for x in $cu4 XP_CU_OWN=128,32; do verify cu-$x cuda 4 ${x//+/ }; done
for x in XP_OWN=32,32,32,3; do verify vk-$x vulkan 8 ${x//+/ }; done
for x in XP_OWN=64,32,32,3; do verify vk-$x vulkan 4 ${x//+/ }; done
tag() { echo $1 | tr -d '=_+' | tr , -; }
for round in 1 2; do
  for s in "12345 6789" "6789 12345" "8191 8191" "4097 4099" "100003 61"; do
    set -- $s
    for x in $cu8; do bench cu-$1x$2-e8-$(tag $x)-$round cuda $1 $2 8 ${x//+/ }; done
    for x in $vk8; do bench vk-$1x$2-e8-$(tag $x)-$round vulkan $1 $2 8 ${x//+/ }; done
  done
  for s in "12345 6789" "6789 12345" "8191 8191" "4097 4099" "61 100003"; do
    set -- $s
    [ $1 -ge 1024 ] && for x in $cu4; do bench cu-$1x$2-e4-$(tag $x)-$round cuda $1 $2 4 ${x//+/ }; done
    for x in $vk4; do bench vk-$1x$2-e4-$(tag $x)-$round vulkan $1 $2 4 ${x//+/ }; done
  done
done
true
