#!/usr/bin/env bash
# Session 46 run 2 (H100). build-gpu-rel: the library of 4e8cde0 (landed);
# xpbin/across: the same library with run2-xp.patch: XP_VK_ACROSS=1 makes the
# shader's word tile (rows off 16 bytes, not flat out) take its CHUNKS tiles
# side by side across the columns instead of down a column, the staged words
# of all loaded first as before; XP_VK_CHUNKS forces the chunk count.
# Prediction: two or more tiles side by side read 256 bytes and more of each
# input row at once, as CUDA's L2::256B hint has DRAM do (CUDA's 2-byte tile
# gained 4 points from it on 12345x6789, the shader none).
# 1. Verify each setting by compare (Vulkan) on the three shapes.
# 2. Bench rounds interleaved: landed / across 2 / 3 / 4 chunks, e1 and e2,
#    12345x6789 (goal), 6789x12345 and 10007x10009; CUDA's landed beside.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
S=12345x6789,6789x12345,10007x10009
for ch in 2 3 4; do
  XP_VK_ACROSS=1 XP_VK_CHUNKS=$ch LD_LIBRARY_PATH=xpbin/across timeout 90 $cx compare --backends vulkan --variants fast \
    --warmup 1 --reps 3 --elem-sizes 1,2 --shapes $S --csv $o/verify-across$ch.csv > $o/verify-across$ch.log 2>&1
  echo "verify across $ch rc $? $(tail -1 $o/verify-across$ch.log)"
done
vb() { # tag, backend, shape, elem, env...
  local tag=$1 be=$2 s=$3 e=$4; shift 4
  out=$(env "$@" timeout 60 $cx bench -b $be -v fast -r ${s%x*} -c ${s#*x} -e $e --warmup 10 --reps 30 2>&1)
  echo "$round $tag $be $s e$e | $(echo "$out" | grep -E '^fast ') | $(echo "$out" | grep -oE 'groups .* registers [0-9]+' | cut -c1-120)" | tee -a $o/bench.txt
}
for round in 1 2; do
  for s in ${S//,/ }; do
    for e in 1 2; do
      vb landed vulkan $s $e
      for ch in 2 3 4; do vb across$ch vulkan $s $e XP_VK_ACROSS=1 XP_VK_CHUNKS=$ch LD_LIBRARY_PATH=xpbin/across; done
      [ $round = 1 ] && vb landed cuda $s $e
    done
  done
done
