#!/usr/bin/env bash
# Session 28 run 1: CUDA's narrow dense rows (at most 64 elements, off 16
# bytes, 1, 2 and 4 bytes) in the run-time shaped kernel
# (run1-fitted-in.patch: XP_FITTED_IN=bytes, the tile all the columns across,
# rows fitted to that many bytes in whole 32-byte sectors; XP_FITTED_PAIRS=1
# lanes in pairs on a sector, neighbouring pairs on neighbouring output rows,
# against session 27 run 4's lanes along each output row; XP_FITTED_MIN_TILES
# a floor on the tiles) against the landed tiles: CUDA's fast and native
# tests under the switch, then fast over the narrow shapes, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
for pairs in 0 1; do
  (cd build-gpu-rel && XP_FITTED_IN=4096 XP_FITTED_PAIRS=$pairs timeout 100 ctest -R "cuda.fast|cuda.native" -j4 \
    --output-on-failure > $o/ctest-xp-pairs$pairs.log 2>&1; echo "ctest xp pairs $pairs rc $?")
  tail -2 $o/ctest-xp-pairs$pairs.log; grep -A15 "FAILED\|Failure" $o/ctest-xp-pairs$pairs.log | head -30
done
cx=build-gpu-rel/cli/crosspose
shapes=65537x33,1048577x31,4194319x33,200001x17,262147x45,100003x61,1000003x64,500009x24,2000003x9,300007x40
run() {  # name round env...
  local name=$1 round=$2; shift 2
  env "$@" timeout 80 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 --shapes $shapes \
    --elem-sizes 1 2 4 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run landed $round XP_NONE=1
  run in8k-rows $round XP_FITTED_IN=8192 XP_FITTED_PAIRS=0
  run in8k-pairs $round XP_FITTED_IN=8192 XP_FITTED_PAIRS=1
  run in4k-pairs $round XP_FITTED_IN=4096 XP_FITTED_PAIRS=1
  run in16k-pairs $round XP_FITTED_IN=16384 XP_FITTED_PAIRS=1
  run in8k-pairs-min1056 $round XP_FITTED_IN=8192 XP_FITTED_PAIRS=1 XP_FITTED_MIN_TILES=1056
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "grid " $o/in8k-pairs-1.txt | cut -c1-160 | head -30
