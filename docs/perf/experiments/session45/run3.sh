#!/usr/bin/env bash
# Session 45 run 3 (H100), the library of d02ae1e (this session's three
# changes: the L2 hint on the word and owned tiles' staged reads, the
# shader's tall 4-byte batches on W 4, its single 16-byte matrices 9 to 15
# high on the padded 16x16 tile): the GPU suite with the validation layer,
# then the goal run (scripts/goals.sh), then the landed shader rules'
# shapes once more (compare, both APIs).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
g=$OUT/goals; mkdir -p $g
timeout 330 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $(date +%T)"
grep fast $g/goals.txt
cx=build-gpu-rel/cli/crosspose
for s in 16:9x1048576,11x1048576,13x1048576,15x524288 4:1000x16x1000,1024x8x2000,2000x12x1000; do
  timeout 40 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes ${s%%:*} \
    --shapes ${s#*:} --csv $o/rules-e${s%%:*}.csv > $o/rules-e${s%%:*}.log 2>&1; echo "rules e${s%%:*} rc $? $(date +%T)"
done
