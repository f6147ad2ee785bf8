#!/usr/bin/env bash
# Session 15 run 3: 8-byte rows off 16 bytes, the padded tile owning whole
# 32-byte output sectors on both APIs (XP_OWN=1, run3-owned.patch: CUDA's
# owned_tile_kernel, shaders/owned_tile.comp) against the landed tiles;
# XP_OWN_TILE sets the owned tile's rows (CUDA: square). Tests with the
# switch on (their checks of which tile fast takes fail by design).
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
export CROSSPOSE_VK_VALIDATION=1
for t in cuda/cuda_fast_test cuda/cuda_backend_test vulkan/vulkan_fast_test vulkan/vulkan_backend_test; do
  XP_OWN=1 timeout 150 build-gpu-rel/tests/$t > $o/${t#*/}.log 2>&1; echo "$t owned rc=$? $(grep -E '^\[  (PASSED|FAILED|SKIPPED)' $o/${t#*/}.log | tr '\n' ' ')"
done
unset CROSSPOSE_VK_VALIDATION
shapes=12345x6789,65537x33,100003x61,6789x12345
for round in 1 2; do
  for a in base own own32 own64; do
    case $a in base) e=XP_NONE=1;; own) e=XP_OWN=1;; own32) e="XP_OWN=1 XP_OWN_TILE=32";; own64) e="XP_OWN=1 XP_OWN_TILE=64";; esac
    env $e timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes --elem-sizes 8 --csv $o/$a-$round.csv > $o/$a-$round.log 2>&1
  done
done
for f in $o/*-[12].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-8s %-7s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done | sort -k2,2 -k3,3 -k1,1
cd $OUT && tar czf all.tgz r
