#!/usr/bin/env bash
# Session 30 run 7 (run 6's build): the shader's 1-byte word tile on wide
# rows, tiles of rows x columns bytes with several a workgroup, after run 6's
# 128 x 64 with 2 (XP_TR / XP_TC / XP_CHUNKS), against the landed 128 x 32
# with 2, on the goal shape and four more.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name backends env...
  local name=$1 backends=$2; shift 2
  env "$@" timeout 60 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345,8191x8191,4097x8193,8193x4100 --elem-sizes 1 --csv $o/$name-1.csv > $o/$name-1.txt 2>&1
  echo "$name rc $?"
}
run landed cuda,vulkan XP_NONE=1
for c in 128x64-c2 128x64-c3 128x64-c4 256x64-c2 128x128-c2 256x32-c2 128x32-c1; do
  IFS=x- read r k ch <<< "$c"; run $c vulkan XP_TR=$r XP_TC=$k XP_CHUNKS=${ch#c}
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^vulkan .*12345x6789 .*e1 " $o/*.txt | sort -u | cut -c1-130
