#!/usr/bin/env bash
# Session 31 run 3 (run3-owned-async.patch on 51c12c1): CUDA's owned tile
# (4- and 8-byte rows off 16 bytes) staging its tile through cp.async, one
# element a copy, all of a thread's in flight (XP_OWNED_ASYNC), against
# batches of 4 loads through registers (landed), twice. (The first try
# ran landed on both APIs and timed out on a cold machine: its async rows
# are in run3/first.)
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round backends env...
  local name=$1 round=$2 backends=$3; shift 3
  env "$@" timeout 120 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345,8191x8191,4097x4099 --elem-sizes 4 8 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run landed $round cuda XP_NONE=1
  run async $round cuda XP_OWNED_ASYNC=1
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^cuda .*12345x6789 .*e[48] " $o/*-1.txt | sort -u | cut -c1-250
