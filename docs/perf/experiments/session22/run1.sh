#!/usr/bin/env bash
# Session 22 run 1: the word tile stages a tile's rows as one run where the
# input rows are dense and one tile spans them (flat in). The GPU suite with
# validation, then `crosspose compare` of fast on both APIs, interleaved:
# this build's library against bin-base/ (the library at 07918a9).
set -u
. docs/perf/experiments/session9/prelude.sh
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 240 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
cx=build-gpu-rel/cli/crosspose
shapes=65537x33,100003x61,262147x45,200001x17,1048577x31,4194319x33,1000003x100,12345x6789
for round in 1 2; do
  for lib in new base; do
    if [ $lib = base ]; then export LD_LIBRARY_PATH=$PWD/bin-base; else unset LD_LIBRARY_PATH; fi
    timeout 150 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
      --shapes $shapes --elem-sizes 1,2 --csv $o/$lib-$round.csv > $o/$lib-$round.txt 2>&1
    echo "$lib $round rc $?"
  done
done
python3 docs/perf/experiments/session19/table.py $o > $o/table.md; cat $o/table.md
grep -A20 'what fast launched' $o/new-1.txt | head -40
cd $OUT && tar czf all.tgz r && rm -rf r
