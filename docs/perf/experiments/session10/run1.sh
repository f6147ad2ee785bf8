#!/usr/bin/env bash
# Session 10 run 1: word_tile correctness (CUDA and Vulkan fast tests), then
# the misaligned shapes with the word tile off, on, and at four tile shapes.
set -u
. docs/perf/experiments/session9/prelude.sh
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && timeout 200 ctest -R 'cuda\.fast$|cuda\.native|vulkan\.fast|vulkan\.native' -j3 --output-on-failure) > $o/ctest.log 2>&1
grep -h "tests passed\|FAILED\|oracle" $o/ctest.log | head -30
cx=build-gpu-rel/cli/crosspose
run() { $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 12345x6789,65537x33 \
  --elem-sizes 1,2,4,8 --csv $o/$1.csv > $o/$1.log 2>&1; }
CROSSPOSE_EXP_NO_WORD=1 run old
run default
for t in 128x128 128x256 256x128 256x256; do CROSSPOSE_EXP_WORD_TILE=$t run t$t; done
for f in $o/*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-10s %-6s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done > $o/summary.txt
sort -k3,3 -k4,4 -k2,2 -k1,1 $o/summary.txt
grep -h "word\|shared" $o/default.log | head -8
cd $OUT && tar czf all.tgz r
