#!/usr/bin/env bash
# Session 57 run 2 (H200). xpbin/xp: da6fecc plus run2-xp.patch: run 1's hooks and XP_IP_STAGED=N, CUDA's square
# in place at 4 bytes through the shader's staged pairs (square_staged_pairs<N>: 64x64 tiles, 128 threads, both
# tiles of a pair in registers, staged in turn through one 16 KiB swizzled tile; N the blocks a multiprocessor
# __launch_bounds__ asks for: 1 (166 registers, 3 blocks), 4 (127)), one pair a block, or XP_IP_SRES=K blocks a
# multiprocessor on a persistent grid.
# Run 1: CUDA in place 16384^2 e4 81.3-81.4% (pipelined 64x64, 2 blocks a multiprocessor), no grid or shape of the
# shared tiles better than 82.2; the shader's staged pairs ran 92.2 in the fifty-sixth session's goal run.
# Prediction: the staged pairs reach 90% or more at 16384^2 and 8192^2.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME BACKEND VARIANT ROWS COLS ELEM FLAGS VAR=VALUE...
  local name=$1 b=$2 v=$3 r=$4 c=$5 e=$6 f=$7
  shift 7
  env "$@" LD_LIBRARY_PATH=xpbin/xp timeout 60 $cx bench -b $b -v $v -r $r -c $c -e $e $f --warmup 20 \
    --reps 100 > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E "^$v" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7) $(grep -o 'register pairs ([^)]*)\|grid [0-9x]*' $o/$name.txt | head -1)"
}
for round in 1 2; do
  for n in 16384 8192; do
    bench ip-$n-def-$round cuda in_place $n $n 4 --in-place
    for m in 1 4; do
      bench ip-$n-st$m-$round cuda in_place $n $n 4 --in-place XP_IP_STAGED=$m
      for k in 3 4 8; do bench ip-$n-st$m-res$k-$round cuda in_place $n $n 4 --in-place XP_IP_STAGED=$m XP_IP_SRES=$k; done
    done
    bench ip-$n-vk-$round vulkan in_place $n $n 4 --in-place
  done
done
for x in "XP_IP_STAGED=1" "XP_IP_STAGED=4" "XP_IP_STAGED=1 XP_IP_SRES=3"; do
  n=$(echo $x | tr ' =' '__')
  env $x LD_LIBRARY_PATH=xpbin/xp timeout 100 $cx compare --backends cuda --variants in_place --in-place \
    --shapes 16384x16384,8192x8192,1000x1000,64x64,100x100x3,4096x4096x2 --elem-sizes 4 --warmup 5 --reps 10 \
    --csv $o/verify-$n.csv > $o/verify-$n.log 2>&1
  echo "verify $x rc $? $(tail -1 $o/verify-$n.log)"
  grep "^variant" $o/verify-$n.csv | cut -d, -f4,5,6,10,13 | tr '\n' ' '; echo
done
true
