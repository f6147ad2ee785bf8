#!/usr/bin/env bash
# Session 15 run 5: CUDA's owned tile (cuda/kernels/owned_tile.cuh) at 4
# bytes, XP_OWN4_TILE=RxC (a temporary switch in cuda/auto_policy.cpp),
# against the padded tiles; the tests of both APIs with the owned tiles as
# they land (8 bytes on both, 4 on Vulkan) and 64x32 at 4 on CUDA.
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
export CROSSPOSE_VK_VALIDATION=1
for t in cuda/cuda_fast_test cuda/cuda_backend_test vulkan/vulkan_fast_test vulkan/vulkan_backend_test vulkan/vulkan_full_size_test; do
  XP_OWN4_TILE=64x32 timeout 150 build-gpu-rel/tests/$t > $o/${t#*/}.log 2>&1; echo "$t rc=$? $(grep -E '^\[  (PASSED|FAILED)' $o/${t#*/}.log | tr '\n' ' ')"
done
unset CROSSPOSE_VK_VALIDATION
shapes=12345x6789,65537x33,100003x61,6789x12345
for round in 1 2; do
  for a in base 64x32 128x32 32x32; do
    case $a in base) e=XP_NONE=1;; *) e=XP_OWN4_TILE=$a;; esac
    env $e timeout 100 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 --shapes $shapes --elem-sizes 4 --csv $o/$a-$round.csv > $o/$a-$round.log 2>&1
  done
done
for f in $o/*-[12].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-8s %-7s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done | sort -k2,2 -k3,3 -k1,1
cd $OUT && tar czf all.tgz r
