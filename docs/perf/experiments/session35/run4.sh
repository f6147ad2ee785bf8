#!/usr/bin/env bash
# Session 35 run 4, at d147d3e (the 4-byte segment tiles across rows): the GPU
# suite with validation, then `crosspose compare` of fast on both APIs at 4
# bytes (goals.sh's command) on the goal's 16384^2 and the shapes the walk
# rule changes, every row verified.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 170 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
cx=build-gpu-rel/cli/crosspose
timeout 200 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
  --shapes 16384x16384,8192x8192,32768x8192,8192x32768,16384x4096,4096x16384 --elem-sizes 4 --csv $o/e4.csv > $o/e4.log 2>&1
echo "compare rc $?"
awk -F, 'NR > 1 && $1 != "copy" { printf "%-6s %-10s %-16s e%-2s %6.1f%%  verified %s\n", $2, $3, $4 "x" $5, $7, $13, $9 }' $o/e4.csv
grep -h 'copy,' $o/e4.csv | awk -F, '{print $4"x"$5, $3, $13}' | head -3
