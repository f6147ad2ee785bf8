#!/usr/bin/env bash
# Session 29 run 4 (run4-owned.patch on 0978f90): the owned tile (4- and
# 8-byte rows off 16 bytes) in other shapes, rows x columns: CUDA XP_OWN4 /
# XP_OWN8 (landed 128x32 / 64x64), the shader XP_VOWN4 / XP_VOWN8 (landed
# 64x32 / 32x32), on 12345x6789 and 6789x12345, fast on both APIs, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round elem env...
  local name=$1 round=$2 elem=$3; shift 3
  env "$@" timeout 40 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345 --elem-sizes $elem --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run e4-landed $round 4 XP_NONE=1
  run e4-c128x64-v32x32 $round 4 XP_OWN4=128x64 XP_VOWN4=32x32
  run e4-c256x32-v32x64 $round 4 XP_OWN4=256x32 XP_VOWN4=32x64
  run e4-c64x64 $round 4 XP_OWN4=64x64
  run e8-landed $round 8 XP_NONE=1
  run e8-c64x32-v16x32 $round 8 XP_OWN8=64x32 XP_VOWN8=16x32
  run e8-c128x64-v32x16 $round 8 XP_OWN8=128x64 XP_VOWN8=32x16
  run e8-c128x32 $round 8 XP_OWN8=128x32
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^cuda .*12345x6789\|^vulkan .*12345x6789" $o/*-1.txt | sort -u | cut -c1-150
