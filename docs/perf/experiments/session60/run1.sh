#!/usr/bin/env bash
# Session 60 run 1 (H200). xpbin/xp: 5cc9207 plus run1-xp.patch: XP_OWN_BYTES=N, the owned tile's owned bytes
# (32 landed; CUDA 64x64 built for 32, 64 and 128; the shader's spec constant OWNED); XP_OWN=R,C,TX,K, the
# shader's owned tile R x C with a TX x 8 workgroup, K tiles a workgroup; XP_OWN_BAND=K, XP_OWN_ACROSS=1.
# The question: on the H200 the owned tile's rows fall with the length of the output row segment each tile
# writes from a 32-byte boundary: CUDA 64 rows at 8 bytes (512-byte segments) 94.5%, 64 at 4 bytes (256) 83.7%,
# the shader 2 of 16x64 at 8 bytes (128) 78.5%, 2 of 32x64 at 4 bytes (128) 76.1% (the H100 ran all four at
# 91-93%). Prediction: segments that own whole 128-byte lines (XP_OWN_BYTES=128), or longer ones (taller tiles),
# lift 12345x6789 at 4 and 8 bytes on both APIs by 5 points or more.
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
    "$(grep -o 'groups [0-9x]*\|grid [0-9x]*\|workgroup [0-9x]*\|tile [0-9x]*\|registers [0-9]*\|regs [0-9]*' \
      $o/$name.txt | tr '\n' ' ')"
}
verify() {  # NAME BACKEND ELEM VAR=VALUE...
  local name=$1 b=$2 e=$3 s out
  shift 3
  for s in "1234 679" "679 1235"; do
    set -- $s "$@"
    out=$(env "${@:3}" LD_LIBRARY_PATH=xpbin/xp timeout 40 $cx verify -b $b -v fast -r $1 -c $2 -e $e 2>&1)
    echo "verify $name $1x$2 e$e: $(echo "$out" | tail -1 | cut -c1-60)" \
      "$(env "${@:3}" LD_LIBRARY_PATH=xpbin/xp $cx bench -b $b -v fast -r $1 -c $2 -e $e --warmup 0 --reps 1 2>&1 |
        grep -o 'tile [0-9x]*\|grid [0-9x]*' | tr '\n' ' ')"
    shift 2
  done
}
vk8="XP_NONE=1 XP_OWN_BYTES=64 XP_OWN_BYTES=128 XP_OWN=32,64,32,1 XP_OWN=32,64,32,1,XP_OWN_BYTES=128
  XP_OWN=64,32,32,1 XP_OWN=64,32,32,1,XP_OWN_BYTES=128 XP_OWN=64,64,64,1 XP_OWN=64,64,64,1,XP_OWN_BYTES=128
  XP_OWN=32,64,32,2 XP_OWN=32,64,32,2,XP_OWN_BYTES=128 XP_OWN=128,32,32,1,XP_OWN_BYTES=128"
vk4="XP_NONE=1 XP_OWN_BYTES=64 XP_OWN_BYTES=128 XP_OWN=64,64,64,1 XP_OWN=64,64,64,1,XP_OWN_BYTES=128
  XP_OWN=64,64,64,2,XP_OWN_BYTES=128 XP_OWN=128,32,32,1,XP_OWN_BYTES=128 XP_OWN=64,32,32,2,XP_OWN_BYTES=128"
cu="XP_NONE=1 XP_OWN_BYTES=64 XP_OWN_BYTES=128"
for x in $cu; do for e in 4 8; do verify cu-$x cuda $e ${x//,/ }; done; done
for x in $vk8; do verify vk-$x vulkan 8 ${x//,/ }; done
for x in $vk4; do verify vk-$x vulkan 4 ${x//,/ }; done
for round in 1 2; do
  for x in $cu; do for e in 4 8; do bench cu-12345x6789-e$e-$(echo $x | tr -d '=_,')-$round cuda 12345 6789 $e ${x//,/ }; done; done
  for x in $vk8; do bench vk-12345x6789-e8-$(echo $x | tr -d '=_,')-$round vulkan 12345 6789 8 ${x//,/ }; done
  for x in $vk4; do bench vk-12345x6789-e4-$(echo $x | tr -d '=_,')-$round vulkan 12345 6789 4 ${x//,/ }; done
done
true
