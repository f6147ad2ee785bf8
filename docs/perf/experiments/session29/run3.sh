#!/usr/bin/env bash
# Session 29 run 3 (run3-tiles.patch on 0978f90): CUDA's 16-byte large tile
# shaped as the shader's (XP_C16=t16: shared_padded 16x16, 16x16 threads;
# t8: 16x8 threads, 2 a thread), CUDA's resident-block cap at 8 and 16 bytes
# (XP_CAP; 0 = none), and the shader's 8-byte tile swizzled (XP_V8), three
# rounds each, fast on both APIs.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round shape elem env...
  local name=$1 round=$2 shape=$3 elem=$4; shift 4
  env "$@" timeout 40 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes $shape \
    --elem-sizes $elem --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2 3; do
  run e16-landed $round 8192x8192 16 XP_NONE=1
  run e16-t16-cap0 $round 8192x8192 16 XP_C16=t16 XP_CAP=0
  run e16-t16-cap6 $round 8192x8192 16 XP_C16=t16 XP_CAP=6
  run e16-t8-cap0 $round 8192x8192 16 XP_C16=t8 XP_CAP=0
  run e16-t8-cap4 $round 8192x8192 16 XP_C16=t8 XP_CAP=4
  run e8-landed $round 8192x16384 8 XP_NONE=1
  run e8-cap4-v8 $round 8192x16384 8 XP_CAP=4 XP_V8=1
  run e8-cap6-v8 $round 8192x16384 8 XP_CAP=6 XP_V8=1
  run e8-cap0 $round 8192x16384 8 XP_CAP=0
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^cuda .*e16\|^vulkan .*e8" $o/*-1.txt | sort -u | cut -c1-170
