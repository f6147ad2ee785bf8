#!/usr/bin/env bash
# Session 23 run 7: the flat 4-byte and narrow 1-byte word tiles through
# cp.async at 8 blocks (the change after run 6). The GPU suite with
# validation, the goal run, then `crosspose compare` of fast at 1 and 4
# bytes, CUDA only, this build's library against bin-xp/ (run 6's library
# with XP_WT unset: c72db7e's tiles), interleaved.
set -u
. docs/perf/experiments/session9/prelude.sh
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 300 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
g=$OUT/goals; mkdir -p $g
timeout 400 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $?"
cx=build-gpu-rel/cli/crosspose
for round in 1 2; do
  for lib in new prev; do
    if [ $lib = prev ]; then export LD_LIBRARY_PATH=$PWD/bin-xp; else unset LD_LIBRARY_PATH; fi
    timeout 100 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 \
      --shapes 65537x33,100003x61,262147x45,4194319x33,1048577x31,200001x17 --elem-sizes 1,4 \
      --csv $o/$lib-$round.csv > $o/$lib-$round.txt 2>&1; echo "$lib $round rc $?"
  done
done
unset LD_LIBRARY_PATH
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -E "65537x33|12345x6789" $g/goals.txt | grep fast
cd $OUT && tar czf all.tgz r goals && rm -rf r goals
