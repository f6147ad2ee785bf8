#!/usr/bin/env bash
# Session 38 run 8, 7713656 + run8-xp.patch: CUDA's 1-byte 16-byte vector
# tile (one 16 x 16-byte block a thread) bounded for 3 blocks a
# multiprocessor (XP_VECMINB=3: 80 registers, 4 bytes spilled, against 112-116
# and 2 blocks). The shader's same tile holds 80 registers and 3
# workgroups; 1048576x32 at 1 byte ran 91.9 / 92.1% (CUDA / Vulkan) in the
# goal run, 0.1 short on CUDA. Verify, bench three rounds, joint compare.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
for s in 1048576x32 32x1048576 64x64x16384 1000x1000 1001x999 17x100001; do
  r=${s%%x*}; rest=${s#*x}; c=${rest%%x*}; b=1; [ "$rest" != "$c" ] && b=${rest#*x}
  echo "$s $(XP_VECMINB=3 timeout 60 $cx verify -b cuda -v fast -r $r -c $c --batch $b -e 1 2>&1 | tail -1)" | tee -a $o/verify.txt
  XP_VECMINB=3 timeout 60 $cx bench -b cuda -v fast -r $r -c $c --batch $b -e 1 --warmup 1 --reps 1 2>&1 | grep launch | tee -a $o/launch.txt
done
bn() {  # shape label minb
  r=${1%%x*}; rest=${1#*x}; c=${rest%%x*}; b=1; [ "$rest" != "$c" ] && b=${rest#*x}
  line=$(XP_VECMINB=$3 timeout 60 $cx bench -b cuda -v fast -r $r -c $c --batch $b -e 1 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $1 e1 cuda $2 $line" | tee -a $o/bench.txt
}
for round in 1 2 3; do for s in 1048576x32 32x1048576 64x64x16384 17x1000003 1000003x24; do bn $s L 1; bn $s M3 3; done; done
for round in 1 2; do for m in 1 3; do
  XP_VECMINB=$m timeout 120 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 1048576x32,32x1048576,64x64x16384 --elem-sizes 1 --csv $o/cmp-minb$m-$round.csv > /dev/null 2>&1
  echo "$round minb $m $(grep '^variant' $o/cmp-minb$m-$round.csv | cut -d, -f2,4,5,6,13 | tr '\n' ' ')" | tee -a $o/compare.txt
done; done
