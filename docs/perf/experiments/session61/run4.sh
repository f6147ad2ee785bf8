#!/usr/bin/env bash
# Session 61 run 4 (H200), leads for the next session. xpbin/xp: a2b0d09 plus run4-xp.patch. '+' joins variables.
# Hooks: XP_NO_WORD=N turns the word tile off at N bytes in both APIs (word_tile_cuda_takes,
# word_tile_shader_takes); XP_WT_ROWS, XP_WT_COLS set the shader's word tile, XP_WT_CHUNKS its tiles a workgroup.
# 1. Dense rows of 33 to 64 columns off 16 bytes, the word tile against the tile each API takes without it (the
#    shader's owned tile, CUDA's padded or owned tile), two rounds. The H100's twenty-second session chose the word
#    tile there (shader 8 bytes 65537x33 89.5-91.6 against 85.4-85.8); on the H200 it ran 80.5-83.5 (goal runs).
#    Prediction: the shader's owned tile, 2 of 32x32 a workgroup since the sixtieth session, beats it at 8 bytes.
# 2. The shader's word tile at 12345x6789, 1 and 2 bytes (Vulkan 63.2 / 72.1 against CUDA's 68.4 / 81.5 in run 3):
#    CUDA's shapes (2 bytes 128x64, 1 byte 128x128) and tiles a workgroup. Prediction: 128x64 at 2 bytes gains 3+.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME BACKEND ROWS COLS ELEM VAR=VALUE+VAR=VALUE...
  local name=$1 b=$2 r=$3 c=$4 e=$5 vars=${6:-XP=0}
  [ $SECONDS -gt 470 ] && { echo "$name skipped at $SECONDS s"; return; }
  env ${vars//+/ } LD_LIBRARY_PATH=xpbin/xp timeout 40 $cx bench -b $b -v fast -r $r -c $c -e $e --warmup 20 \
    --reps 100 > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E "^fast" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7)" \
    "$(grep -o 'groups [0-9x]*\|grid [0-9x]*\|tile [0-9x]*\|[0-9] tiles a workgroup\|shared_1d\|owned\|word' $o/$name.txt | sort -u | tr '\n' ' ')"
}
verify() {  # BACKEND ROWS COLS ELEM VAR=VALUE+...
  local b=$1 r=$2 c=$3 e=$4 vars=${5:-XP=0}
  echo "verify $b $r x $c e$e $vars: $(env ${vars//+/ } LD_LIBRARY_PATH=xpbin/xp timeout 60 $cx verify -b $b -v fast -r $r -c $c -e $e 2>&1 | tail -1 | cut -c1-90)"
}
word_shapes8="65537:33 262147:45 4194319:33"
word_shapes4="65537:33 262147:45 100003:61 4194319:33"
wt2="XP_WT_ROWS=128+XP_WT_CHUNKS=1 XP_WT_ROWS=128+XP_WT_CHUNKS=2 XP_WT_ROWS=128+XP_WT_CHUNKS=3 XP_WT_ROWS=64+XP_WT_CHUNKS=1 XP_WT_ROWS=64+XP_WT_CHUNKS=2"
wt1="XP_WT_ROWS=128+XP_WT_COLS=128+XP_WT_CHUNKS=1 XP_WT_ROWS=64+XP_WT_COLS=128+XP_WT_CHUNKS=1 XP_WT_ROWS=128+XP_WT_CHUNKS=1 XP_WT_ROWS=128+XP_WT_CHUNKS=3"
tag() { echo $1 | sed 's/XP_WT_//g; s/XP_NO_WORD=/noword/; s/[=+]//g' | tr 'A-Z' 'a-z'; }
{
  for s in $word_shapes8; do verify vulkan ${s%:*} ${s#*:} 8 XP_NO_WORD=8; done
  for s in $word_shapes4; do verify vulkan ${s%:*} ${s#*:} 4 XP_NO_WORD=4; verify cuda ${s%:*} ${s#*:} 4 XP_NO_WORD=4; done
  for v in $wt2; do verify vulkan 12345 6789 2 $v; done
  for v in $wt1; do verify vulkan 12345 6789 1 $v; done
  for round in 1 2; do
    for s in $word_shapes8; do
      for v in XP=0 XP_NO_WORD=8; do bench r$round-vk-${s/:/x}-e8-$(tag $v) vulkan ${s%:*} ${s#*:} 8 $v; done
    done
    for s in $word_shapes4; do
      for v in XP=0 XP_NO_WORD=4; do
        bench r$round-vk-${s/:/x}-e4-$(tag $v) vulkan ${s%:*} ${s#*:} 4 $v
        bench r$round-cu-${s/:/x}-e4-$(tag $v) cuda ${s%:*} ${s#*:} 4 $v
      done
    done
    for v in XP=0 $wt2; do bench r$round-vk-12345x6789-e2-$(tag $v) vulkan 12345 6789 2 $v; done
    for v in XP=0 $wt1; do bench r$round-vk-12345x6789-e1-$(tag $v) vulkan 12345 6789 1 $v; done
  done
} 2>&1 | tee $o/stdout.txt
true
