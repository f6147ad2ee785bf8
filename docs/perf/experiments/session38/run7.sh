#!/usr/bin/env bash
# Session 38 run 7, ae299e7 + run7-xp.patch: the shader's 16-byte tile
# across rows of 17 or 33 without its padding column (XP_VKPAD=0). With it,
# a row of the tile is 34 (or 18) 16-byte words, 136 (72) 32-bit words: 8
# mod 32, so the 8 invocations of a quarter warp reading down a column meet
# two to a bank; 33 (17) words are 4 mod 32 and meet none. Verify, bench
# three rounds, then the joint compare.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes="65537x17 1048577x17 65537x33 262147x33 1048577x33"
for s in $shapes 1000x33 40x33x100; do
  r=${s%%x*}; rest=${s#*x}; c=${rest%%x*}; b=1; [ "$rest" != "$c" ] && b=${rest#*x}
  echo "$s $(XP_VKPAD=0 timeout 60 $cx verify -b vulkan -v fast -r $r -c $c --batch $b -e 16 2>&1 | tail -1)" | tee -a $o/verify.txt
done
bn() {  # shape label pad
  line=$(XP_VKPAD=$3 timeout 60 $cx bench -b vulkan -v fast -r ${1%x*} -c ${1#*x} -e 16 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $1 e16 vulkan $2 $line" | tee -a $o/bench.txt
}
for round in 1 2 3; do for s in $shapes; do bn $s P1 1; bn $s P0 0; done; done
for round in 1 2; do for p in 1 0; do
  XP_VKPAD=$p timeout 120 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 65537x17,65537x33,1048577x33 --elem-sizes 16 --csv $o/cmp-pad$p-$round.csv > /dev/null 2>&1
  echo "$round pad $p $(grep '^variant' $o/cmp-pad$p-$round.csv | cut -d, -f2,4,5,13 | tr '\n' ' ')" | tee -a $o/compare.txt
done; done
