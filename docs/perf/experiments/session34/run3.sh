#!/usr/bin/env bash
# Session 34 run 3 (3bd2097 + run3-xp.patch): the pair tile in batches of 8,
# taller tiles (TR rows of 256 bytes, output rows of TR elements) at 1, 2 and
# 4 bytes, on the large rows and other 4-byte geometries. verify, then bench
# (unverified), two alternated rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
b() {  # label backend rows cols elem env...
  local label=$1 be=$2 r=$3 c=$4 e=$5; shift 5
  line=$(env "$@" timeout 60 $cx bench -b $be -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round ${r}x$c e$e $be $label $line" | tee -a $o/bench.txt
}
v() { local E=$1; shift; env "$@" timeout 60 $cx verify -b cuda -v fast -r 4096 -c 8192 -e $E 2>&1 | tail -1 | sed "s/^/$* /" | tee -a $o/verify.txt; }
for t in 32 64 128; do v 4 XP_PAIR=$t; done; v 4 XP_PAIR=64 XP_BAND=1
for t in 64 128 256; do v 2 XP_PAIR=$t; done; v 2 XP_PAIR=128 XP_BAND=1
for t in 128 256; do v 1 XP_PAIR=$t; done; v 1 XP_PAIR=256 XP_BAND=1
for t in 64 128; do env XP_PAIR=$t $cx bench -b cuda -v fast -r 16384 -c 16384 -e 4 --warmup 1 --reps 1 2>&1 | grep -o 'grid.*' >> $o/launch.txt; done
for round in 1 2; do
  b default cuda 8192 16384 8 XP=0
  b default cuda 16384 16384 4 XP=0
  for k in 0 1; do for t in 64 128; do b p$t-k$k cuda 16384 16384 4 XP_PAIR=$t XP_BAND=$k; done; done
  b p64-c3 cuda 16384 16384 4 XP_PAIR=64 XP_CAP=3
  for s in "8192 8192" "8192 32768" "32768 8192" "16384 4096" "4096 16384"; do
    b default cuda ${s% *} ${s#* } 4 XP=0; b p64 cuda ${s% *} ${s#* } 4 XP_PAIR=64
  done
  b default cuda 16384 32768 2 XP=0
  for t in 64 128 256; do b p$t cuda 16384 32768 2 XP_PAIR=$t; done
  b p128-k1 cuda 16384 32768 2 XP_PAIR=128 XP_BAND=1
  b default cuda 32768 32768 1 XP=0
  for t in 128 256; do b p$t cuda 32768 32768 1 XP_PAIR=$t; done
  b p256-k1 cuda 32768 32768 1 XP_PAIR=256 XP_BAND=1
done
