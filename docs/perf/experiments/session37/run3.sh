#!/usr/bin/env bash
# Session 37 run 3, ad5231d + run3-xp.patch: CUDA's 1-byte word tile with
# each block taking tiles in turn and the next tile's cp.async staging in
# flight while this tile's words are written (cuda/kernels/word_tile_piped.cuh,
# XP_PIPE=G blocks on a 1-D grid) against the landed tile (one tile a
# block). Verify each grid on the row-by-row shapes (pitched and batched
# too), the launch and registers from compare, then bench, three rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes="12345x6789 6789x12345 24690x13578 8191x8191"
for g in 528 1056; do
  for s in $shapes 100003x150 1000x1000; do
    echo "G$g $s $(XP_PIPE=$g timeout 60 $cx verify -b cuda -v fast -r ${s%x*} -c ${s#*x} -e 1 2>&1 | tail -1)" | tee -a $o/verify.txt
  done
  echo "G$g pitched batch $(XP_PIPE=$g timeout 60 $cx verify -b cuda -v fast -r 1001 -c 777 --in-pitch 803 --out-pitch 1031 --batch 3 -e 1 2>&1 | tail -1)" | tee -a $o/verify.txt
done
XP_PIPE=528 timeout 60 $cx compare --backends cuda --variants fast -r 12345 -c 6789 -e 1 --csv > $o/compare-piped.csv 2>&1
timeout 60 $cx compare --backends cuda --variants fast -r 12345 -c 6789 -e 1 --csv > $o/compare-landed.csv 2>&1
b() {  # shape label env
  line=$(env $3 timeout 60 $cx bench -b cuda -v fast -r ${1%x*} -c ${1#*x} -e 1 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $1 e1 $2 $line" | tee -a $o/bench.txt
}
for round in 1 2 3; do for s in $shapes; do
  b $s landed XP=0; for g in 396 528 1056; do b $s G$g XP_PIPE=$g; done
done; done
