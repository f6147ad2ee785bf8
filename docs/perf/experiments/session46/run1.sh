#!/usr/bin/env bash
# Session 46 run 1 (H100). build-gpu-rel: the library of 4e8cde0 (landed);
# xpbin/seg: the same library with run1-xp.patch (CUDA's segment tile walks
# Grid3DXp: XP_SEG_BANDS = log2 tile columns a band, XP_SEG_SKEW = log2 tile
# rows a skew step of one band; unset, the landed walk).
# 1. Pitch: do the large 1-, 2-, 4-, 16-byte rows run faster when the rows of
#    the input or the output are 256 bytes longer than dense? (landed, both
#    APIs) If so, reads or writes down the power-of-two row stride camp on
#    part of the memory.
# 2. Order: the segment tile in bands of 4 or 8 tile columns, skewed, or both,
#    against the landed walk and the XP library's plain walk; verified first.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
b1() { # tag, backend, rows, cols, elem, extra...
  local tag=$1 be=$2 r=$3 c=$4 e=$5; shift 5
  out=$(timeout 60 $cx bench -b $be -v fast -r $r -c $c -e $e --warmup 10 --reps 30 "$@" 2>&1)
  echo "$tag $be ${r}x${c} e$e $* | $(echo "$out" | grep -E '^fast ') | $(echo "$out" | grep -E '^  launch' | cut -c1-90)" | tee -a $o/pitch.txt
}
declare -A R=([1]=32768 [2]=16384 [4]=16384 [16]=8192) C=([1]=32768 [2]=32768 [4]=16384 [16]=8192)
for round in 1; do
  for e in 4 1 2 16; do
    r=${R[$e]} c=${C[$e]} p=$((256 / e))
    for be in cuda vulkan; do
      b1 "$round dense" $be $r $c $e
      b1 "$round in+256" $be $r $c $e --in-pitch $((c + p))
      b1 "$round out+256" $be $r $c $e --out-pitch $((r + p))
      b1 "$round both+256" $be $r $c $e --in-pitch $((c + p)) --out-pitch $((r + p))
    done
  done
done
for e in 1 2 4; do
  LD_LIBRARY_PATH=xpbin/seg XP_SEG_BANDS=2 XP_SEG_SKEW=3 timeout 60 $cx compare --backends cuda --variants fast \
    --warmup 1 --reps 3 --elem-sizes $e --shapes ${R[$e]}x${C[$e]},8192x8192 --csv $o/verify-e$e.csv > $o/verify-e$e.log 2>&1
  echo "verify e$e rc $? $(grep -c ',1,' $o/verify-e$e.csv) verified rows"
done
sb() { # tag, lib, elem, env...
  local tag=$1 lib=$2 e=$3; shift 3
  out=$(env "$@" LD_LIBRARY_PATH=$lib timeout 60 $cx bench -b cuda -v fast -r ${R[$e]} -c ${C[$e]} -e $e --warmup 10 --reps 30 2>&1)
  echo "$round $tag e$e | $(echo "$out" | grep -E '^fast ') | $(echo "$out" | grep -E '^XP' | head -1)" | tee -a $o/order.txt
}
for round in 1 2; do
  for e in 4 1 2; do
    sb landed "" $e
    sb xp-plain xpbin/seg $e
    sb bands4 xpbin/seg $e XP_SEG_BANDS=2
    sb bands8 xpbin/seg $e XP_SEG_BANDS=3
    sb skew8 xpbin/seg $e XP_SEG_SKEW=3
    sb skew32 xpbin/seg $e XP_SEG_SKEW=5
    sb bands4-skew8 xpbin/seg $e XP_SEG_BANDS=2 XP_SEG_SKEW=3
  done
done
