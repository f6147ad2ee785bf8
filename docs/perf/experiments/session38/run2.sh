#!/usr/bin/env bash
# Session 38 run 2, 63f74c9 + run2-xp.patch: CUDA's 1-byte rows off 16
# bytes through TMA (XP_TMAG=H:CW, cuda/kernels/xp_tma_group.cuh). Rows r
# and r + 16 of a 1-byte matrix share their alignment, so the matrix seen as
# rows of 16 x pitch bytes is a tensor map with 16-byte strides; a tile of
# 16H rows x 128CW bytes is 16 x CW boxes of H group rows each way, turned
# as the aligned TMA tile turns its 16 x 16-byte blocks. Edge tiles go
# element by element. Against the landed word tile (85.8% at 12345x6789).
# Verify, then bench two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xps="8:1 8:2 16:1 16:2"
for x in $xps; do for s in 12345x6789 6789x12345 8191x8191 100003x150 1000x999x3; do
  r=${s%%x*}; rest=${s#*x}; c=${rest%%x*}; b=1; [ "$rest" != "$c" ] && b=${rest#*x}
  echo "$x $s $(XP_TMAG=$x timeout 60 $cx verify -b cuda -v fast -r $r -c $c --batch $b -e 1 2>&1 | tail -1)" | tee -a $o/verify.txt
done; done
bn() {  # shape label xp
  r=${1%%x*}; c=${1#*x}
  line=$(XP_TMAG=$3 timeout 60 $cx bench -b cuda -v fast -r $r -c $c -e 1 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $1 e1 cuda $2 $line" | tee -a $o/bench.txt
}
for round in 1 2; do for s in 12345x6789 6789x12345 24690x13578 8191x8191 100003x150; do
  bn $s L none
  for x in $xps; do bn $s $x $x; done
done; done
