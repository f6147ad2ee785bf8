#!/usr/bin/env bash
# Session 37 run 5, ad5231d + run5-xp.patch: run 4's ordered 1-byte word
# tile with lighter tile bookkeeping (u32 indices, 12-16 spilled bytes
# against 20 / 12), piped (the next tile staged before this one's writes)
# and not (XP_PIPE_AFTER=1: staged after them), so that taking tiles in turn
# and staging ahead are measured apart. Verify, then bench, three rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes="12345x6789 6789x12345 24690x13578 8191x8191"
for a in XP_PIPE_AFTER=1 XP=0; do
  for s in $shapes 1000x1000; do
    echo "$a $s $(env $a XP_PIPE_ORDER=1 XP_PIPE=528 timeout 60 $cx verify -b cuda -v fast -r ${s%x*} -c ${s#*x} -e 1 2>&1 | tail -1)" | tee -a $o/verify.txt
  done
  echo "$a pitched batch $(env $a XP_PIPE_ORDER=1 XP_PIPE=528 timeout 60 $cx verify -b cuda -v fast -r 1001 -c 777 --in-pitch 803 --out-pitch 1031 --batch 3 -e 1 2>&1 | tail -1)" | tee -a $o/verify.txt
done
b() {  # shape label env
  line=$(env $3 timeout 60 $cx bench -b cuda -v fast -r ${1%x*} -c ${1#*x} -e 1 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $1 e1 $2 $line" | tee -a $o/bench.txt
}
for round in 1 2 3; do for s in $shapes; do
  b $s landed XP=0
  for g in 396 528; do
    b $s piped-G$g "XP_PIPE=$g XP_PIPE_ORDER=1"; b $s after-G$g "XP_PIPE=$g XP_PIPE_ORDER=1 XP_PIPE_AFTER=1"
  done
done; done
