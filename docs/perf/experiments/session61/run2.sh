#!/usr/bin/env bash
# Session 61 run 2 (H200). xpbin/build-carry.tar.xz: the Release build of a2b0d09 (stripped): this session's
# owned-tile walk (8b7f30d) and thin counts (a2b0d09). xpbin/xp256: run 1's library with the landed counts, that
# is 6eef1cd's rules for the thin path.
# 1. The GPU suite with the validation layer.
# 2. Each thin rule that changed, verified, then benched against 6eef1cd's (one round). Prediction: as run 1
#    (CUDA flat out +1 to +5 points, the shader's flat in at 2 to 8 bytes +1 to +2).
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
gpu_suite
new=build-gpu-rel/host
bench() {  # NAME LIBDIR BACKEND ROWS COLS ELEM
  local name=$1 lib=$2 b=$3 r=$4 c=$5 e=$6
  [ $SECONDS -gt 520 ] && { echo "$name skipped at $SECONDS s"; return; }
  LD_LIBRARY_PATH=$lib timeout 40 $cx bench -b $b -v fast -r $r -c $c -e $e --warmup 20 --reps 100 > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E "^fast" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7)" \
    "$(grep -o 'groups [0-9x]*\|grid [0-9x]*\|workgroup [0-9x]*\|block [0-9x]*\|tile [0-9x]*' $o/$name.txt | tr '\n' ' ')"
}
{
  for e in 1 2 4 8; do
    for s in "3 4194305" "4194305 3"; do
      for b in cuda vulkan; do
        echo "$(timeout 60 build-gpu-rel/cli/crosspose verify -b $b -v fast -r ${s% *} -c ${s#* } -e $e 2>&1 | tail -1)"
      done
    done
  done
  for e in 1 2 4 8; do
    for lib in xpbin/xp256 $new; do bench cu-3x4194305-e$e-${lib##*/} $lib cuda 3 4194305 $e; done
  done
  for e in 2 4 8; do
    for lib in xpbin/xp256 $new; do bench vk-4194305x3-e$e-${lib##*/} $lib vulkan 4194305 3 $e; done
  done
} 2>&1 | tee $o/stdout.txt
true
