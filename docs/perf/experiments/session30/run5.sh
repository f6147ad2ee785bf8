#!/usr/bin/env bash
# Session 30 run 5: the build with the shader's word tile taking several
# tiles a workgroup (vulkan/word_tile_loads.hpp, word_tile_chunks): the GPU
# suite with validation, then fast on both APIs on wide 1- and 2-byte rows,
# by the rule and with one tile a workgroup (XP_CHUNKS=1, an override in
# this build only, unset in the suite), twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 220 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -60
cx=build-gpu-rel/cli/crosspose
run() {  # name round backends env...
  local name=$1 round=$2 backends=$3; shift 3
  env "$@" timeout 80 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345,8191x8191,4097x8193,8193x4100 --elem-sizes 1 2 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run rule $round cuda,vulkan XP_NONE=1
  run one-tile $round vulkan XP_CHUNKS=1
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/rule-*.txt $o/one-tile-*.txt | sort | uniq -c | head
grep -h "^vulkan .*e[12] " $o/rule-1.txt | cut -c1-240
