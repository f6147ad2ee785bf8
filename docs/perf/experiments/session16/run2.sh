#!/usr/bin/env bash
# Session 16 run 2, prepared: Vulkan's owned tile for 4- and 8-byte matrices
# at most 64 wide, one tile across their columns (CUDA's 64-wide tile at
# 65537x33 e8: 93.9% against Vulkan's 32x32 85.8%), with switches.patch.
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
shapes=65537x33,100003x61,262147x45
for round in 1 2; do
  for a in base 32x64w32x8 32x64w32x16 32x64w64x8 16x64w16x16 64x64w64x8; do
    case $a in
      base) e=XP_NONE=1 ;;
      *) t=${a%w*}; w=${a#*w}; e="XP_OWN_TILE=$t XP_OWN_WG=$w" ;;
    esac
    env $e timeout 60 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes \
      --elem-sizes 4,8 --csv $o/$a-$round.csv > $o/$a-$round.log 2>&1
  done
done
for f in $o/*-[12].csv; do
  awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-14s %-12s e%-2s %6.1f%%  verified %s\n", f, $4 "x" $5, $7, $13, $9 }' $f
done | sort -k2,2 -k3,3 -k1,1
command -v python3 > /dev/null && python3 scripts/residency.py $o/*-1.csv --variant fast > $o/residency.md
cd $OUT && tar czf all.tgz r
