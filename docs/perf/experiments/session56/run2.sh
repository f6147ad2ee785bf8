#!/usr/bin/env bash
# Session 56 run 2 (H200), the xpbin/xp of run 1 with its switches unset (009e600 as landed).
# Run 1 refuted bands: CUDA's 4-byte segment tile stays at 87.5-89.3% at 16384^2 in bands of 1-8 tile columns
# while it runs 91.6 at 8192x32768, where the shader's same 64x64 tile runs 92.0 at both, across rows and in
# bands alike. What differs at 16384^2 is CUDA's alone. Two probes:
# 1. Pitches off a power of two (16448 elements, 64 more): if the loss comes from where the input and output
#    rows fall against each other (cudaMalloc's placement against the Vulkan allocator's), padding a pitch
#    changes it. Prediction: unknown; bench, two rounds, both APIs.
# 2. Nsight Compute's SpeedOfLight, MemoryWorkloadAnalysis, Occupancy and WarpStateStats sections on CUDA's tile at
#    16384^2 against 8192x32768 (equal bytes): DRAM bytes read and written, L2 hit rates, stall reasons.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME BACKEND ARGS...
  local name=$1 backend=$2
  shift 2
  LD_LIBRARY_PATH=xpbin/xp timeout 60 $cx bench -b $backend -v fast -e 4 --warmup 20 --reps 100 "$@" \
    > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E '^fast' $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7)"
}
for round in 1 2; do
  for b in cuda vulkan; do
    bench $b-plain-$round $b -r 16384 -c 16384
    bench $b-inpad-$round $b -r 16384 -c 16384 --in-pitch 16448
    bench $b-outpad-$round $b -r 16384 -c 16384 --out-pitch 16448
    bench $b-bothpad-$round $b -r 16384 -c 16384 --in-pitch 16448 --out-pitch 16448
  done
done
grep -h "launch" $o/cuda-*-1.txt | cut -c1-150
for s in "16384 16384" "8192 32768"; do
  set -- $s
  LD_LIBRARY_PATH=xpbin/xp timeout 120 ncu --clock-control none --section SpeedOfLight --section MemoryWorkloadAnalysis \
    --section Occupancy --section WarpStateStats --section LaunchStats --kernel-name regex:segment_tile \
    --launch-skip 2 --launch-count 1 $cx bench -b cuda -v fast -r $1 -c $2 -e 4 --warmup 2 --reps 1 \
    > $o/ncu-$1x$2.txt 2>&1
  echo "ncu $1x$2 rc $? $SECONDS s"
done
true
