#!/usr/bin/env bash
# Session 32 run 7 (run7-e16-tile.patch on the session's last test commit):
# CUDA's 16-byte aligned tile (shared_padded 32x32, 32x8 threads, 3 blocks a
# multiprocessor) against the shader's shape, 16x16 with 16x16 threads
# (XP_E16=tile:threads_y:cap, cap 0 = none), twice, on the 16-byte goal
# shapes that take it.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round env...
  local name=$1 round=$2; shift 2
  env "$@" timeout 150 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 \
    --shapes 8192x8192,12345x6789,1048576x32,65537x33,64x64x16384 --elem-sizes 16 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $? $(date +%T)"
}
for round in 1 2; do
  run landed $round XP_NONE=1
  run t16y16 $round XP_E16=16:16:0
  run t16y16c6 $round XP_E16=16:16:6
  run t16y8 $round XP_E16=16:8:0
  run t32y8nocap $round XP_E16=32:8:0
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^cuda .*8192x8192" $o/*-1.txt | sort -u | cut -c1-200
