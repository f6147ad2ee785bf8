#!/usr/bin/env bash
# Session 37 run 7, ad5231d + run7-xp.patch: CUDA's 1-byte word tile with
# its turned tile written over the staged rows (held in registers across a
# barrier, as the shader does), so that it takes 26880 bytes of shared memory
# rather than 47872, bounded for B blocks a multiprocessor (XP_OVERLAY=B;
# ptxas: 4 -> 64 registers, 12 bytes spilled; 5 -> 48, 108; 6 -> 40, 152;
# 8 -> 32, 200), against the landed tile. Verify each, the launches from
# compare, then bench, three rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes="12345x6789 6789x12345 24690x13578 8191x8191"
for b in 4 5 6 8; do
  for s in $shapes 1000x1000; do
    echo "B$b $s $(XP_OVERLAY=$b timeout 60 $cx verify -b cuda -v fast -r ${s%x*} -c ${s#*x} -e 1 2>&1 | tail -1)" | tee -a $o/verify.txt
  done
  echo "B$b pitched batch $(XP_OVERLAY=$b timeout 60 $cx verify -b cuda -v fast -r 1001 -c 777 --in-pitch 803 --out-pitch 1031 --batch 3 -e 1 2>&1 | tail -1)" | tee -a $o/verify.txt
  XP_OVERLAY=$b timeout 60 $cx compare --backends cuda --variants fast --shapes 12345x6789 --elem-sizes 1 --csv $o/compare-B$b.csv > /dev/null 2>&1
done
b() {  # shape label env
  line=$(env $3 timeout 60 $cx bench -b cuda -v fast -r ${1%x*} -c ${1#*x} -e 1 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $1 e1 $2 $line" | tee -a $o/bench.txt
}
for round in 1 2 3; do for s in $shapes; do
  b $s landed XP=0; for k in 4 5 6 8; do b $s B$k XP_OVERLAY=$k; done
done; done
