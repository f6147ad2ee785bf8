#!/usr/bin/env bash
# Session 31 run 6 (run6-owned-wide.patch on 2cab933):
# the shader's owned tile 64 columns wide (XP_OWNED_W64: 32x64 at 4 bytes,
# 16x64 at 8) at 1, 2 and 3 tiles a workgroup (XP_OWNED_CHUNKS), against the
# landed 64x32 / 32x32, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round backends env...
  local name=$1 round=$2 backends=$3; shift 3
  env "$@" timeout 150 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345,8191x8191,4097x4099 --elem-sizes 4 8 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run landed $round vulkan XP_NONE=1
  for c in 1 2 3; do run w64c$c $round vulkan XP_OWNED_W64=1 XP_OWNED_CHUNKS=$c; done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^vulkan .*12345x6789 .*e[48] " $o/*-1.txt | sort -u | cut -c1-220
