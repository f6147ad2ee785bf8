#!/usr/bin/env bash
# Session 38 run 9, 7713656 + run8-xp.patch: where CUDA's 1-byte vector
# tile gains from 3 blocks a multiprocessor (XP_VECMINB=3). Run 8: 1048576x32
# (8x1 warps) +2.5 points, 32x1048576 (1x8 warps) -6, the batch of 64x64
# (one warp) -1. Here: narrow shapes of 16 to 192 columns, the squares
# under 128 MiB (4x2 warps) and short wide ones. Launch strings, then bench
# two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes="1048576x32 4194304x32 262144x32 65536x32 1048576x16 1048576x64 1048576x128 1048576x192 2048x2048 4096x4096 8192x8192 64x1048576 128x1048576 32x4194304"
for s in $shapes; do
  XP_VECMINB=3 timeout 60 $cx bench -b cuda -v fast -r ${s%x*} -c ${s#*x} -e 1 --warmup 1 --reps 1 2>&1 | grep launch | sed "s/^/$s /" | tee -a $o/launch.txt
done
bn() {  # shape label minb
  line=$(XP_VECMINB=$3 timeout 60 $cx bench -b cuda -v fast -r ${1%x*} -c ${1#*x} -e 1 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $1 e1 cuda $2 $line" | tee -a $o/bench.txt
}
for round in 1 2; do for s in $shapes; do bn $s L 1; bn $s M3 3; done; done
