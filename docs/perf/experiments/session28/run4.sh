#!/usr/bin/env bash
# Session 28 run 4: run 3's comparison again with both backends in each
# compare (Vulkan alone ran past the timeouts): the shader's word tile fitted
# in on narrow dense rows (run3-shader-fitted-in.patch, XP_SHADER_FITTED=4096
# and 8192) against the landed shader tiles over run 1's narrow shapes, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
cx=build-gpu-rel/cli/crosspose
shapes=65537x33,1048577x31,4194319x33,200001x17,262147x45,100003x61,1000003x64,500009x24,2000003x9,300007x40
run() {  # name round env...
  local name=$1 round=$2; shift 2
  env "$@" timeout 90 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes \
    --elem-sizes 1 2 4 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run landed $round XP_NONE=1
  run fit4k $round XP_SHADER_FITTED=4096
  run fit8k $round XP_SHADER_FITTED=8192
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h " groups " $o/fit4k-1.txt | cut -c1-220 | head -30
