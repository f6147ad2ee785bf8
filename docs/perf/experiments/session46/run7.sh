#!/usr/bin/env bash
# Session 46 run 7 (H100), the library of 25487e9 (CUDA's tall 4-byte batch
# rule at its final range, at least 64 high): the CUDA fast tests (run 6 ran
# the whole GPU suite on the same kernels with the rule from 32 rows), the
# goal run (scripts/goals.sh), then the rule's shapes once more.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && timeout 100 ctest -R 'cuda\.fast' --output-on-failure > $o/ctest-cuda-fast.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-cuda-fast.log
g=$OUT/goals; mkdir -p $g
timeout 400 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $(date +%T)"
grep fast $g/goals.txt
cx=build-gpu-rel/cli/crosspose
timeout 40 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes 4 \
  --shapes 1000x12x1000,1000x16x1000,64x16x1000,32x16x1000,100x20x2000,1024x8x2000 --csv $o/rule.csv > $o/rule.log 2>&1
echo "rule rc $? $(tail -1 $o/rule.log)"
