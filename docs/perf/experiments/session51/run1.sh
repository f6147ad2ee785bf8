#!/usr/bin/env bash
# Session 51 run 1 (H100): where the CUDA word tile's time goes on 65537x33,
# the goal shape whose 1- and 2-byte rows miss most, set against the copy
# kernel of the same bytes. Its kernels run 7-11 us where the copy kernel
# runs 5.8-10.2 (session 47's goal run). Fitting the goal run's figures
# (65537x33 at 2 and 4 bytes) to a line in the bytes puts about 6.4 us of
# the word tile's time in a fixed part against 4.2 us of the copy's.
# Prediction: Nsight Compute's kernel durations split that 2 us between the
# kernel itself and what the event timing adds; stall samples say which
# phase (staging, turning, writing) holds the warps.
# xpbin/base: 62819d6's library; xpbin/cli: its CLI (stripped).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
cmp() { # name lib backends elem-sizes shapes env...
  local n=$o/$1 lib=$2 b=$3 e=$4 s=$5; shift 5
  env "$@" LD_LIBRARY_PATH=xpbin/$lib timeout 150 $cx compare --backends $b --variants fast --warmup 20 \
    --reps 100 --elem-sizes $e --shapes $s --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
cmp T-1 base cuda,vulkan 1,2,4 65537x33 X=0
sec="--section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats"
sec+=" --section SchedulerStats --section MemoryWorkloadAnalysis"
for e in 1 2 4; do
  LD_LIBRARY_PATH=xpbin/base timeout 120 ncu --clock-control none --cache-control none $sec \
    --kernel-name regex:'copy_kernel|word_tile' -o $o/e$e $cx compare --backends cuda --variants fast \
    --shapes 65537x33 --elem-sizes $e --warmup 3 --reps 3 > $o/ncu-e$e.log 2>&1
  echo "ncu e$e rc $? $((SECONDS - t0)) s"
  ncu --import $o/e$e.ncu-rep --page details --csv > $o/e$e-details.csv 2>&1
  LD_LIBRARY_PATH=xpbin/base timeout 120 ncu --clock-control none --cache-control none --section SourceCounters \
    --section WarpStateStats --warp-sampling-interval 0 --kernel-name regex:'word_tile' --launch-skip 4 \
    --launch-count 1 -o $o/src-e$e $cx compare --backends cuda --variants fast --shapes 65537x33 \
    --elem-sizes $e --warmup 3 --reps 3 > $o/ncu-src-e$e.log 2>&1
  echo "ncu src e$e rc $? $((SECONDS - t0)) s"
  ncu --import $o/src-e$e.ncu-rep --page source --csv --print-source sass > $o/src-e$e-sass.csv 2>&1
  rm -f $o/*.ncu-rep
done
cmp T-2 base cuda,vulkan 1,2,4 65537x33 X=0
true
