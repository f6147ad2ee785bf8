#!/usr/bin/env bash
# Session 15 run 4: Vulkan's owned tile (run 3) at 4 bytes (XP_OWN=1
# XP_OWN4=1, run3-owned.patch with the 4-byte switch), XP_OWN_TILE rows x 32
# columns, against the landed swizzled tiles.
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
XP_OWN=1 XP_OWN4=1 CROSSPOSE_VK_VALIDATION=1 timeout 150 build-gpu-rel/tests/vulkan/vulkan_backend_test > $o/vulkan_backend_test.log 2>&1; echo "vulkan_backend_test owned e4 rc=$? $(grep -E '^\[  (PASSED|FAILED)' $o/vulkan_backend_test.log | tr '\n' ' ')"
shapes=12345x6789,65537x33,100003x61,6789x12345
for round in 1 2; do
  for a in base own32 own64 own128; do
    case $a in base) e=XP_NONE=1;; own*) e="XP_OWN=1 XP_OWN4=1 XP_OWN_TILE=${a#own}";; esac
    env $e timeout 100 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes --elem-sizes 4 --csv $o/$a-$round.csv > $o/$a-$round.log 2>&1
  done
done
for f in $o/*-[12].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-8s %-7s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done | sort -k2,2 -k3,3 -k1,1
cd $OUT && tar czf all.tgz r
