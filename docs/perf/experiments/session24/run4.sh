#!/usr/bin/env bash
# Session 24 run 4: the shader word tile's lean loads, taken where the
# driver's registers say they fit more workgroups (the change after runs 2
# and 3). The GPU suite with validation, the goal run, then `crosspose
# compare` of fast on Vulkan, this build's library against bin-xp/ with
# XP_WT=0 (run1-loads.patch's plain loads, as before), interleaved.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
g=$OUT/goals; mkdir -p $g
timeout 330 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $?"
cx=build-gpu-rel/cli/crosspose
for lib in new prev; do
  if [ $lib = prev ]; then export LD_LIBRARY_PATH=$PWD/bin-xp XP_WT=0; else unset LD_LIBRARY_PATH XP_WT; fi
  timeout 45 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 65537x33,262147x45,100003x61,200001x17 --elem-sizes 2,4,8 \
    --csv $o/$lib-1.csv > $o/$lib-1.txt 2>&1; echo "$lib rc $?"
done
unset LD_LIBRARY_PATH XP_WT
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h -o "e[248] .*loaded[^)]*" $o/new-1.txt | sed -E 's/groups.*\(rows/(rows/; s/\(rows.*bytes; //' | head -20
grep -E "65537x33|12345x6789" $g/goals.txt | grep fast
