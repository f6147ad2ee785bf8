#!/usr/bin/env bash
# Session 28 run 3: the shader's word tile fitted in on narrow dense rows (5
# to 33 columns at 1, 2 and 4 bytes; run3-shader-fitted-in.patch:
# XP_SHADER_FITTED=tile bytes; 1 byte through word_tile_composed.comp, its
# words composed rather than turned) against the landed shader tiles, Vulkan
# only: the shader's fast and native tests under the switch, then fast over
# run 1's narrow shapes, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && XP_SHADER_FITTED=8192 CROSSPOSE_VK_VALIDATION=1 timeout 100 ctest -R "vulkan.native|matrix.vulkan|vulkan.word" -j4 \
  --output-on-failure > $o/ctest-xp.log 2>&1; echo "ctest xp rc $?")
tail -2 $o/ctest-xp.log
(cd build-gpu-rel && XP_SHADER_FITTED=8192 timeout 60 tests/vulkan/vulkan_fast_test > $o/fast-xp.log 2>&1; echo "fast xp rc $?")
grep -B1 -A4 Failure $o/fast-xp.log | grep -ci "oracle"
cx=build-gpu-rel/cli/crosspose
shapes=65537x33,1048577x31,4194319x33,200001x17,262147x45,100003x61,1000003x64,500009x24,2000003x9,300007x40
run() {  # name round env...
  local name=$1 round=$2; shift 2
  env "$@" timeout 80 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes \
    --elem-sizes 1 2 4 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run landed $round XP_NONE=1
  run fit2k $round XP_SHADER_FITTED=2048
  run fit4k $round XP_SHADER_FITTED=4096
  run fit8k $round XP_SHADER_FITTED=8192
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h " groups " $o/fit4k-1.txt | cut -c1-220 | head -30
