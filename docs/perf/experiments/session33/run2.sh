#!/usr/bin/env bash
# Session 33 run 2, on d2744fc + run2-band.patch: tiles in bands of 2^k
# columns of tiles, walked down the band row by row (XP_BAND=k; k = 0 is the
# landed down-columns order through the patched code, unset is the patched
# build's default). XP_VKCOLS=1 puts Vulkan's 4- and 16-byte tiles down columns
# too. bench (unverified) sweeps k on the large goal shapes; compare verifies
# k = 2 on both APIs.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shape() { case $1 in 1) echo 32768 32768;; 2) echo 16384 32768;; 4) echo 16384 16384;; 8) echo 8192 16384;; 16) echo 8192 8192;; esac; }
for e in 4 1 2 8 16; do
  read r c < <(shape $e)
  for k in unset 0 1 2 3 4; do
    for b in cuda vulkan; do
      env=""; [ $k != unset ] && env="XP_BAND=$k"
      [ $b = vulkan ] && [ $k != unset ] && { [ $e = 4 ] || [ $e = 16 ]; } && env="$env XP_VKCOLS=1"
      line=$(env $env timeout 60 $cx bench -b $b -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
      echo "e$e k$k $b $line" | tee -a $o/bench.txt
    done
  done
done
for e in 4 1 2 8 16; do
  read r c < <(shape $e)
  env="XP_BAND=2"; [ $e = 4 ] || [ $e = 16 ] && env="$env XP_VKCOLS=1"
  env $env timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --shapes ${r}x$c --elem-sizes $e --csv $o/verify-e$e.csv > $o/verify-e$e.txt 2>&1
  echo "verify e$e rc $? $(date +%T)"; grep -h verified $o/verify-e$e.txt | tail -1
done
