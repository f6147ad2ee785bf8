#!/usr/bin/env bash
# Session 37 run 6, ad5231d + run6-xp.patch (+ scripts/api_gap.py): what the
# memory barrier between Vulkan's timed runs costs the small rows. Vulkan
# times each run between two timestamps with a full memory barrier after
# it; CUDA times back-to-back launches with an event between runs.
# XP_VK_BARRIER=exec keeps an execution dependency only, none drops the
# barrier. The goal run's compare of fast on the awkward shapes at 1 and 2
# bytes (every row verified), twice per setting, alternated; then
# scripts/api_gap.py on each CSV.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
for round in 1 2; do for x in landed exec none; do for e in 1 2; do
  XP_VK_BARRIER=$x timeout 200 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,1048576x32,32x1048576,65537x33,3x4194305,4194305x3,64x64x16384 --elem-sizes $e \
    --csv $o/$x-e$e-r$round.csv > $o/$x-e$e-r$round.log 2>&1
  echo "== $x e$e round $round" >> $o/api-gap.md
  python3 scripts/api_gap.py $o/$x-e$e-r$round.csv >> $o/api-gap.md
done; done; done
