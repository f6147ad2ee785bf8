#!/usr/bin/env bash
# Session 26 run 3 (run3-short.patch): the shader's word tile on short wide
# matrices (rows over 64 bytes, few of them): 2 bytes at most 48 rows in
# tiles 48 high rather than 64 (9216 groupshared bytes, 5 workgroups,
# against 11520, 4: run 2's 32x1048577); 1 byte at most 32 rows in tiles 32
# high, 64 or 128 across (5120 / 9216 bytes), against 64 x 64 (7680).
# One build, interleaved, Vulkan only.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round sizes env...
  local name=$1 round=$2 sizes=$3; shift 3
  env "$@" timeout 100 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 32x1048577,17x1000003,24x500001,31x2000003,48x333333,40x400001,8x2000003 \
    --elem-sizes $sizes --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run base $round "1 2" XP_NONE=1
  run short $round "1 2" XP_SHORT=1
  run short128 $round 1 XP_SHORT=1 XP_SHORT_COLS=128
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
python3 docs/perf/experiments/session24/table_us.py $o | tee $o/table_us.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h " groups" $o/*-1.txt | cut -c1-150
