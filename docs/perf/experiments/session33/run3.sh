#!/usr/bin/env bash
# Session 33 run 3, on d2744fc + run3-band.patch (run 2's bands, partial last
# bands in the shader, XP_CUDA_ROWS=1 keeps CUDA's classic tiles across rows):
# the bands that ran ahead in run 2, three alternated rounds of bench
# (unverified), then compare verifies k = 2 on 12345x6789.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
b() {  # label backend rows cols elem env...
  local label=$1 be=$2 r=$3 c=$4 e=$5; shift 5
  line=$(env "$@" timeout 60 $cx bench -b $be -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round ${r}x$c e$e $be $label $line" | tee -a $o/bench.txt
}
for round in 1 2 3; do
  for k in 0 1 2 3; do
    b k$k cuda 8192 16384 8 XP_BAND=$k; b k$k vulkan 8192 16384 8 XP_BAND=$k
  done
  for k in 0 1 2; do b k$k cuda 8192 8192 16 XP_BAND=$k; done
  b rows cuda 8192 8192 16 XP_CUDA_ROWS=1
  b unset vulkan 8192 8192 16 XP=0
  for k in 1 2; do b k$k vulkan 8192 8192 16 XP_BAND=$k XP_VKCOLS=1; done
  for e in 8 16; do
    for k in 0 2; do b k$k cuda 12345 6789 $e XP_BAND=$k; b k$k vulkan 12345 6789 $e XP_BAND=$k; done
  done
done
for e in 8 16; do
  XP_BAND=2 timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789 --elem-sizes $e --csv $o/verify-e$e.csv > $o/verify-e$e.txt 2>&1
  echo "verify e$e rc $? $(date +%T)"; grep -h verified $o/verify-e$e.txt | tail -1
done
XP_CUDA_ROWS=1 timeout 100 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 \
  --shapes 8192x8192 --elem-sizes 16 --csv $o/verify-rows.csv > $o/verify-rows.txt 2>&1
echo "verify rows rc $?"; grep -h verified $o/verify-rows.txt | tail -1
