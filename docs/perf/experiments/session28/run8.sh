#!/usr/bin/env bash
# Session 28 run 8: CUDA's fitted tile on small 1-byte narrow matrices
# (run8-min-tiles.patch on b19759a: XP_CUDA_MIN_TILES=0 fits them whatever
# their tile count) against the landed rule (1024 tiles), fast on both APIs,
# twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
cx=build-gpu-rel/cli/crosspose
shapes=300007x13,200001x17,65537x33,100003x9,150001x24,65537x20,30001x31,400009x7,120001x28
run() {  # name round env...
  local name=$1 round=$2; shift 2
  env "$@" timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes \
    --elem-sizes 1 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2 3; do
  run landed $round XP_NONE=1
  run fit-all $round XP_CUDA_MIN_TILES=0
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "grid " $o/fit-all-1.txt | cut -c1-120 | head -10
