#!/usr/bin/env bash
# Session 37 run 4, ad5231d + run4-xp.patch: run 3's piped 1-byte word tile
# (XP_PIPE=G blocks) with its tiles taken in order from a counter
# (XP_PIPE_ORDER=1; the last block resets it), as the block scheduler hands
# out the landed tile's, against the landed tile and run 3's strided walk.
# Verify each grid on the row-by-row shapes (pitched and batched too), then
# bench, three rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes="12345x6789 6789x12345 24690x13578 8191x8191"
for g in 528 1056; do
  for s in $shapes 100003x150 1000x1000; do
    echo "G$g $s $(XP_PIPE_ORDER=1 XP_PIPE=$g timeout 60 $cx verify -b cuda -v fast -r ${s%x*} -c ${s#*x} -e 1 2>&1 | tail -1)" | tee -a $o/verify.txt
  done
  echo "G$g pitched batch $(XP_PIPE_ORDER=1 XP_PIPE=$g timeout 60 $cx verify -b cuda -v fast -r 1001 -c 777 --in-pitch 803 --out-pitch 1031 --batch 3 -e 1 2>&1 | tail -1)" | tee -a $o/verify.txt
done
b() {  # shape label env
  line=$(env $3 timeout 60 $cx bench -b cuda -v fast -r ${1%x*} -c ${1#*x} -e 1 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $1 e1 $2 $line" | tee -a $o/bench.txt
}
for round in 1 2 3; do for s in $shapes; do
  b $s landed XP=0; b $s G1056 XP_PIPE=1056; for g in 396 528 1056; do b $s ordered-G$g "XP_PIPE=$g XP_PIPE_ORDER=1"; done
done; done
