#!/usr/bin/env bash
# Session 26 run 2 (run2-tile-rows.patch): shorter word tiles on wide rows
# that keep whole owned units and fit more workgroups in the driver's 48 KiB.
# 1 byte: 96 x 32 owning 32-byte sectors (6144 bytes, 8 workgroups at 32
# registers) and owning 16 (5376); 2 bytes: 48 x 64 elements owning 32
# (9216 bytes, 5 workgroups). Against the landed tiles (128 x 32 owning 16,
# 6912 bytes; 64 x 64 owning 32, 11520), one build, interleaved, Vulkan only.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round sizes env...
  local name=$1 round=$2 sizes=$3; shift 3
  env "$@" timeout 100 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345,8191x8191,100003x150,24690x13578,1000x50001,333x20001,32x1048577 \
    --elem-sizes $sizes --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run base $round "1 2" XP_NONE=1
  run alt $round "1 2" XP_TALL_ROWS=96 XP_OWNED_TALL=32 XP_E2_ROWS=48
  run t96o16 $round 1 XP_TALL_ROWS=96
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
python3 docs/perf/experiments/session24/table_us.py $o | tee $o/table_us.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h " groups" $o/alt-1.txt $o/t96o16-1.txt | cut -c1-150
