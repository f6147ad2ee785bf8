#!/usr/bin/env bash
# Session 61 run 1 (H200). xpbin/xp256, xp128, xp64: 6eef1cd plus run1-xp.patch, built with CUDA's thin block
# (kThinBlock) 256 (landed), 128 and 64, the registers a thread kept (min blocks scaled by 256 / threads); the
# shader's thin workgroup from XP_THIN (landed: 64 flat out, 128 flat in). xpbin/bands: 6eef1cd plus this
# session's owned-tile walk (CUDA down single columns, the shader's 4-byte tile bands of 4 from 10240 rows).
# 1. The thin path on the H200, two rounds: 4194305x3 (flat in) and 3x4194305 (flat out) at 1, 2, 4, 8 bytes,
#    64, 128, 256 threads in each API. Prediction: each API gains where it takes the other's count (Vulkan flat
#    in at 256: CUDA's 92.0-95.4 against Vulkan's 82.9-90.7 in the sixtieth session's goal run; CUDA flat out at
#    64: Vulkan's 85.3-95.3 against CUDA's 83.3-94.1).
# 2. The owned-tile walk against 6eef1cd (xp256's rules), one round: as session 60's runs 6-7 (CUDA +1 to +1.7
#    points, the shader +1.1 to +1.4 at 12345x6789 and 20000x5001).
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME LIB BACKEND ROWS COLS ELEM VAR=VALUE...
  local name=$1 lib=$2 b=$3 r=$4 c=$5 e=$6
  shift 6
  [ $SECONDS -gt 540 ] && { echo "$name skipped at $SECONDS s"; return; }
  env "$@" LD_LIBRARY_PATH=xpbin/$lib timeout 40 $cx bench -b $b -v fast -r $r -c $c -e $e --warmup 20 --reps 100 \
    > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E "^fast" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7)" \
    "$(grep -o 'groups [0-9x]*\|grid [0-9x]*\|workgroup [0-9x]*\|block [0-9x]*\|tile [0-9x]*\|bands of [0-9]*\|columns first\|tile rows on x' $o/$name.txt | tr '\n' ' ')"
}
verify() {  # LIB BACKEND ROWS COLS ELEM VAR=VALUE...
  local lib=$1 b=$2 r=$3 c=$4 e=$5
  shift 5
  echo "verify $lib $b $r x $c e$e $*: $(env "$@" LD_LIBRARY_PATH=xpbin/$lib timeout 60 $cx verify -b $b -v fast -r $r -c $c -e $e 2>&1 | tail -1)"
}
{
  for t in 64 128 256; do
    for s in "4194305 3" "3 4194305"; do
      set -- $s
      for e in 1 8; do verify xp$t cuda $1 $2 $e; verify xp256 vulkan $1 $2 $e XP_THIN=$t; done
    done
  done
  for s in "12345 6789" "20000 5001"; do verify bands cuda $s 4; verify bands vulkan $s 4; done
  for round in 1 2; do
    for s in "4194305 3" "3 4194305"; do
      set -- $s
      for e in 1 2 4 8; do
        for t in 64 128 256; do bench r$round-cu-$1x$2-e$e-t$t xp$t cuda $1 $2 $e; done
        for t in 64 128 256; do bench r$round-vk-$1x$2-e$e-t$t xp256 vulkan $1 $2 $e XP_THIN=$t; done
      done
    done
    [ $round = 1 ] || break
    for s in "12345 6789" "20000 5001"; do
      set -- $s
      for lib in xp256 bands; do bench cu-$1x$2-e4-$lib $lib cuda $1 $2 4; bench vk-$1x$2-e4-$lib $lib vulkan $1 $2 4; done
    done
  done
} 2>&1 | tee $o/stdout.txt
true
