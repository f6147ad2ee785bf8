#!/usr/bin/env bash
# Session 36 run 2, d28a3fa + run2-xp.patch (run 1's switches, and two more in
# CUDA's timing loop): does the buffers' placement alone move the large rows?
# XP_GAP_MB allocates that many MiB between the input and the output buffer,
# XP_SPACER_MB that many before both. `crosspose bench -b cuda -v fast`
# (unverified, CUDA alone) on 8192x8192 e16 and 16384x16384 e4.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
b() {  # label rows cols elem env...
  local label=$1 r=$2 c=$3 e=$4; shift 4
  line=$(env "$@" timeout 60 $cx bench -b cuda -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "${r}x$c e$e $label $line" | tee -a $o/bench.txt
}
for s in "8192 8192 16" "16384 16384 4"; do
  b base $s XP=0
  for g in 2 4 6 8 16 32 64 128 512; do b gap$g $s XP_GAP_MB=$g; done
  for p in 2 64 512; do b spacer$p $s XP_SPACER_MB=$p; done
  b base $s XP=0
done
