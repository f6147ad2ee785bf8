#!/usr/bin/env bash
# Session 38 run 1, 63f74c9 + run1-xp.patch: CUDA's 8- and 16-byte classic
# tile as a plain kernel, one tile a block on a flat grid
# (XP_E16=TILE:THREADS_Y:MIN_BLOCKS:ORDER[:CAP], order r: tile columns
# fastest, c: tile rows fastest), against the landed padded 32x32 tile. The
# shader's 16x16 tile with 16x16 invocations runs 97.6% at 8192² e16, CUDA's
# landed 97.0 (the goal is 97). Verify, bench (CUDA alone) two rounds, then
# the goal's joint compare at 8192² e16 and 8192x16384 e8.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt
xps="16:16:8:r 16:16:8:c 16:8:16:r 16:8:16:c 32:8:3:c:3 32:8:6:r"
for x in $xps; do for s in 8192x8192 12345x6789 65537x33 64x64x16384; do
  r=${s%%x*}; rest=${s#*x}; c=${rest%%x*}; b=1; [ "$rest" != "$c" ] && b=${rest#*x}
  echo "$x $s $(XP_E16=$x timeout 60 $cx verify -b cuda -v fast -r $r -c $c --batch $b -e 16 2>&1 | tail -1)" | tee -a $o/verify.txt
done; done
bn() {  # shape elem label xp
  r=${1%%x*}; rest=${1#*x}; c=${rest%%x*}; b=1; [ "$rest" != "$c" ] && b=${rest#*x}
  line=$(XP_E16=$4 timeout 60 $cx bench -b cuda -v fast -r $r -c $c --batch $b -e $2 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $1 e$2 cuda $3 $line" | tee -a $o/bench.txt
}
for round in 1 2; do for s in 8192x8192 12345x6789 1048576x32 65537x33 64x64x16384; do
  bn $s 16 L none
  for x in $xps; do bn $s 16 $x $x; done
done; done
for round in 1 2; do
  for x in none 16:16:8:r 16:16:8:c 16:8:16:r; do
    XP_E16=$x timeout 90 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 8192x8192 \
      --elem-sizes 16 --csv $o/cmp-e16-$x-$round.csv > /dev/null 2>&1
    echo "$round 8192x8192 e16 $x $(grep '^variant' $o/cmp-e16-$x-$round.csv | cut -d, -f2,13 | tr '\n' ' ')" | tee -a $o/compare.txt
  done
  for x in none 32:8:6:r 16:8:16:r; do
    XP_E16=$x timeout 90 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 8192x16384 \
      --elem-sizes 8 --csv $o/cmp-e8-$x-$round.csv > /dev/null 2>&1
    echo "$round 8192x16384 e8 $x $(grep '^variant' $o/cmp-e8-$x-$round.csv | cut -d, -f2,13 | tr '\n' ' ')" | tee -a $o/compare.txt
  done
done
