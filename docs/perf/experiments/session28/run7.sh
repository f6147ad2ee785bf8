#!/usr/bin/env bash
# Session 28 run 7: the shader's fitted-in word tile at 1 byte (run7-fit1.patch
# on a833acb: XP_FIT1_BYTES tile bytes, XP_FIT1_THREADS invocations) against
# the landed 4 KiB tile of 256 invocations: fast on both APIs over the narrow
# 1-byte shapes, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
cx=build-gpu-rel/cli/crosspose
shapes=2000003x9,200001x17,500009x24,1048577x31,20001x17,300007x13
run() {  # name round env...
  local name=$1 round=$2; shift 2
  env "$@" timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes \
    --elem-sizes 1 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run landed $round XP_NONE=1
  run b8k-t256 $round XP_FIT1_BYTES=8192
  run b2k-t256 $round XP_FIT1_BYTES=2048
  run b4k-t128 $round XP_FIT1_THREADS=128
  run b8k-t128 $round XP_FIT1_BYTES=8192 XP_FIT1_THREADS=128
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h " groups " $o/b8k-t128-1.txt | cut -c1-200 | head -8
