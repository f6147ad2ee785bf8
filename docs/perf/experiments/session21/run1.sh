#!/usr/bin/env bash
# Session 21 run 1: the TMA-fed transpose (tma_bench.cu, built into bin-tma/)
# at 1, 2 and 4 bytes on the goal table's large shapes, then `fast` on the
# same shapes through `crosspose compare` (CUDA only, its own copy ceiling).
set -u
o=$OUT/r; mkdir -p $o
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
for s in "32768 32768 1" "16384 32768 2" "16384 16384 4"; do
  timeout 150 bin-tma/tma_bench $s 20 2>&1 | tee -a $o/tma.txt
done
for s in "32768x32768 1" "16384x32768 2" "16384x16384 4"; do
  set -- $s
  timeout 100 build-gpu-rel/cli/crosspose compare --backends cuda --variants fast --warmup 10 --reps 30 \
    --shapes $1 --elem-sizes $2 >> $o/fast.txt 2>&1
done
grep -E 'fast|copy' $o/fast.txt | head -40
cd $OUT && tar czf all.tgz r && rm -rf r
