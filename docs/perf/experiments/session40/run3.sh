#!/usr/bin/env bash
# Session 40 run 3, with run3-xp.patch: the candidate rules against the
# landed ones (XP_OLD=1), two alternated rounds, both APIs, verified:
# - fitted_shape: batches of matrices at most 32 wide leave lanes idle past
#   the last column as single matrices do, and 2-byte elements up to three
#   quarters of them (as 1-byte) in place of half;
# - CUDA: single 4-byte matrices 17 to 31 on a side take the 16-byte tile,
#   4x2 warps, W 8 where they are narrow and W 4 where they are short, in
#   place of register_4x4.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
s1=32768x32x32,4096x32x256,1024x32x1024,32x32x16384,4096x16x256,4096x24x256,16x16x65536,64x64x16384,1048576x32
s2=$s1,1048576x16,1048576x24,1048576x8,262144x20
s4=24x1048576,20x1048576,28x262144,17x1048576,31x524288,1048576x24,1048576x20,262144x28,1048576x17,524288x31
for round in 1 2; do
  for cfg in old new; do
    for e in 1 2 4; do
      s=s$e; n=$o/e$e-$cfg-$round.csv
      if [ $cfg = old ]; then XP_OLD=1 timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes $e --shapes ${!s} --csv $n > $n.log 2>&1
      else env -u XP_OLD timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes $e --shapes ${!s} --csv $n > $n.log 2>&1; fi
      echo "e$e $cfg $round rc $?"
    done
  done
done
