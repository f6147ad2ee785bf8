#!/usr/bin/env bash
# Session 36 run 1, d28a3fa + run1-xp.patch.
# Part A (session 35's prepared run 8): the shader's thin path at 64, 128 and
# 256 invocations a workgroup (XP_THIN_IN: 4194305x3, flat in, landed 128;
# XP_THIN_OUT: 3x4194305, flat out, landed 64) against CUDA's thin path, at 1
# and 2 bytes; verify each, then bench, three alternated rounds.
# Part B: what the joint compare costs the large rows. `crosspose compare` of
# fast (goals.sh's command) on 8192x8192 e16 and 16384x16384 e4, two rounds,
# configurations alternated: J joint (as goals.sh), R joint with the shared
# verification buffers released after each verdict (XP_SHARED_RELEASE), N
# joint with no shared device (XP_NOSHARED: host-path verification), C
# --backends cuda, V --backends vulkan.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv,noheader | tee $o/gpu.txt
b() {  # label backend rows cols elem env...
  local label=$1 be=$2 r=$3 c=$4 e=$5; shift 5
  line=$(env "$@" timeout 60 $cx bench -b $be -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round ${r}x$c e$e $be $label $line" | tee -a $o/bench.txt
}
for e in 1 2; do for t in 64 128 256; do
  echo "e$e in $t $(env XP_THIN_IN=$t timeout 60 $cx verify -b vulkan -v fast -r 4194305 -c 3 -e $e 2>&1 | tail -1)" | tee -a $o/verify.txt
  echo "e$e out $t $(env XP_THIN_OUT=$t timeout 60 $cx verify -b vulkan -v fast -r 3 -c 4194305 -e $e 2>&1 | tail -1)" | tee -a $o/verify.txt
done; done
for round in 1 2 3; do
  for e in 1 2; do
    b cuda cuda 4194305 3 $e XP=0; for t in 64 128 256; do b in$t vulkan 4194305 3 $e XP_THIN_IN=$t; done
    b cuda cuda 3 4194305 $e XP=0; for t in 64 128 256; do b out$t vulkan 3 4194305 $e XP_THIN_OUT=$t; done
  done
done
j() {  # label backends shape elem env...
  local label=$1 be=$2 shape=$3 e=$4; shift 4
  local f=$o/joint-$round-$label-e$e.csv
  env "$@" timeout 90 $cx compare --backends $be --variants fast --warmup 10 --reps 30 --shapes $shape --elem-sizes $e \
    --csv $f > ${f%.csv}.log 2>&1
  echo "rc $?" >> ${f%.csv}.log
  awk -F, -v r=$round -v l=$label 'NR > 1 && $1 == "variant" { printf "%s %s %-12s e%-2s %-6s %8.1f GB/s ceiling %7.1f %6.2f%% verified %s\n", r, l, $4 "x" $5, $7, $2, $11, $12, $13, $9 }' $f | tee -a $o/joint.txt
}
for round in 1 2; do
  for e in 16 4; do
    [ $e = 16 ] && s=8192x8192 || s=16384x16384
    j J cuda,vulkan $s $e XP=0
    j R cuda,vulkan $s $e XP_SHARED_RELEASE=1
    j N cuda,vulkan $s $e XP_NOSHARED=1
    j C cuda $s $e XP=0
    j V vulkan $s $e XP=0
  done
done
