#!/usr/bin/env bash
# Session 57 run 1 (H200). xpbin/xp: da6fecc plus run1-xp.patch: XP_IP=tile:rows:vec:pipelined sets CUDA's square
# in-place shape, XP_IP_RES=N its persistent grid (N blocks a multiprocessor; 0: a block for every pair);
# XP_SEG_ACROSS=0/1 CUDA's 4-byte segment tile walk; XP_VK_COLS=0/1 the shader's segment-tile walk; and timing
# lines (xp:) from `crosspose tune`.
# Predictions: (a) CUDA in place 16384^2 e4 (81.4%, pipelined 64x64 on 2 blocks a multiprocessor) gains with a
# block for every pair, as the segment tile did (one tile a block, +9 points); (b) CUDA's 4-byte tile down columns
# (one tile a block) beats across rows at 32768x8192 (90.2%) as the shader's did (94.1 against 89.9); (c) the
# shader's 1- and 2-byte tiles lose across rows (the H100's CUDA did, by 0.7-4.3); (d) the Vulkan tune's 13 s a
# row lies in Plan::create (pipeline builds) or the uploads, not in the timed runs.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME BACKEND VARIANT ROWS COLS ELEM FLAGS VAR=VALUE...
  local name=$1 b=$2 v=$3 r=$4 c=$5 e=$6 f=$7
  shift 7
  env "$@" LD_LIBRARY_PATH=xpbin/xp timeout 60 $cx bench -b $b -v $v -r $r -c $c -e $e $f --warmup 20 \
    --reps 100 > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E "^$v" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7) $(grep -o 'grid [0-9x]*' $o/$name.txt | head -1)"
}
for round in 1 2; do
  for n in 16384 8192; do
    bench ip-$n-def-$round cuda in_place $n $n 4 --in-place
    for res in 0 1 3 4; do bench ip-$n-res$res-$round cuda in_place $n $n 4 --in-place XP_IP_RES=$res; done
    for s in 64:8:0:0 64:16:0:0 32:8:0:0 32:8:0:1 64:8:1:1; do
      bench ip-$n-$s-$round cuda in_place $n $n 4 --in-place XP_IP=$s
    done
  done
  for s in "32768 8192" "16384 4096" "16384 8192"; do
    set -- $s
    for a in 0 1; do bench seg-$1x$2-across$a-$round cuda fast $1 $2 4 "" XP_SEG_ACROSS=$a; done
  done
  for s in "32768 32768 1" "32768 16384 1" "16384 32768 2" "16384 16384 2"; do
    set -- $s
    for c in 1 0; do bench vk-$1x$2-e$3-cols$c-$round vulkan fast $1 $2 $3 "" XP_VK_COLS=$c; done
  done
done
# Verified: the in-place shapes (compare checks every row against the oracle), CUDA's tile down columns.
for x in XP_IP_RES=0 XP_IP=64:8:0:0 XP_IP=32:8:0:1; do
  env $x LD_LIBRARY_PATH=xpbin/xp timeout 100 $cx compare --backends cuda --variants in_place --in-place \
    --shapes 16384x16384,8192x8192,1000x1000 --elem-sizes 4 --warmup 5 --reps 10 --csv $o/verify-ip-$x.csv \
    > $o/verify-ip-$x.log 2>&1
  echo "verify $x rc $? $(tail -1 $o/verify-ip-$x.log)"
done
compare_fast verify-seg xpbin/xp cuda 4 32768x8192,16384x4096 XP_SEG_ACROSS=0
compare_fast verify-vk xpbin/xp vulkan 1,2 32768x16384 XP_VK_COLS=0
# Where the Vulkan tune's time goes: 100 s of it.
LD_LIBRARY_PATH=xpbin/xp timeout 100 $cx tune --backend vulkan --quick --out $o/tune.json > $o/tune.txt 2> $o/tune-xp.txt
echo "tune rc $? $SECONDS s"; cat $o/tune.txt | tail -8
awk '/create/ {c += $(NF-4); t += $(NF-1); n++} /verify/ {v += $(NF-1)} /uploaded/ {u += $(NF-1)}
  END {printf "tune: %d candidates, create %.1f s, time_runs %.1f s (uploads %.1f s), verify %.1f s\n", n, c, t, u, v}' \
  $o/tune-xp.txt
head -30 $o/tune-xp.txt
true
