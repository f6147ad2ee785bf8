#!/usr/bin/env bash
# Session 16 run 1, prepared (no device was lent in session 16): the Vulkan
# word tile's groupshared bytes against workgroups resident (README.md), with
# switches.patch applied to build-gpu-rel. Each config's launch strings are in
# its CSV (column launch); scripts/residency.py tables them.
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
for n in 256 512; do
  XP_WT_OWN=32 XP_WT_PLAIN=1 XP_WT_THREADS=$n CROSSPOSE_VK_VALIDATION=1 timeout 100 build-gpu-rel/tests/vulkan/vulkan_fast_test \
    --gtest_filter='*RowsOff*:*TableShapes*' > $o/fast_test-$n.log 2>&1
  echo "vulkan_fast_test own32 plain $n rc=$? $(grep -E '^\[  (PASSED|FAILED)' $o/fast_test-$n.log | tr '\n' ' ')"
done
CROSSPOSE_VK_VALIDATION=1 timeout 60 build-gpu-rel/tests/vulkan/vulkan_driver_statistics_test > $o/driver_statistics.log 2>&1
echo "vulkan_driver_statistics_test rc=$? $(grep -E '^\[  (PASSED|FAILED|SKIPPED)' $o/driver_statistics.log | tr '\n' ' ')"
shapes=12345x6789,65537x33,100003x61,6789x12345
for round in 1 2; do
  for a in base own32plain own32 plain w512 own32plain512 t64x128 t128x64 t64x64; do
    case $a in
      base) e=XP_NONE=1 ;;
      own32plain) e="XP_WT_OWN=32 XP_WT_PLAIN=1" ;;
      own32) e="XP_WT_OWN=32" ;;
      plain) e="XP_WT_PLAIN=1" ;;
      w512) e="XP_WT_THREADS=512" ;;
      own32plain512) e="XP_WT_OWN=32 XP_WT_PLAIN=1 XP_WT_THREADS=512" ;;
      t64x128) e="XP_WT_TILE=64x128 XP_WT_OWN=32 XP_WT_PLAIN=1" ;;
      t128x64) e="XP_WT_TILE=128x64 XP_WT_OWN=32 XP_WT_PLAIN=1" ;;
      t64x64) e="XP_WT_TILE=64x64 XP_WT_OWN=32 XP_WT_PLAIN=1" ;;
    esac
    env $e timeout 70 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes \
      --elem-sizes 1,2 --csv $o/$a-$round.csv > $o/$a-$round.log 2>&1
  done
done
for f in $o/*-[12].csv; do
  awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-12s %-12s e%-2s %6.1f%%  verified %s\n", f, $4 "x" $5, $7, $13, $9 }' $f
done | sort -k2,2 -k3,3 -k1,1
command -v python3 > /dev/null && python3 scripts/residency.py $o/*-1.csv --variant fast > $o/residency.md
cd $OUT && tar czf all.tgz r
