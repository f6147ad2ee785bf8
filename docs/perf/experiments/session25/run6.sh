#!/usr/bin/env bash
# Session 25 run 6: Vulkan's 16-byte edge tile (sides not multiples of 16,
# under 128 MiB or 1024 on a side: shared_padded 32x16, 5 workgroups by
# groupshared memory) against other classic tiles through XP_E16 =
# rows,cols,threads x,threads y,swizzle (run6-e16.patch, this build's library), interleaved.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round env...
  local name=$1 round=$2; shift 2
  env "$@" timeout 60 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 65537x33,100003x61,262147x45,1048577x31,2001x3001 --elem-sizes 16 \
    --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run base $round LD_LIBRARY_PATH=$PWD/bin-base
  run sw32x16 $round XP_E16=32,16,16,8,1
  run sw16x16 $round XP_E16=16,16,16,8,1
  run p32x8 $round XP_E16=32,8,8,16,0
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h " groups" $o/*-1.txt | cut -c1-170
