#!/usr/bin/env bash
# Session 38 run 3, 63f74c9 + run3-xp.patch: the shader's 16-byte tile on
# narrow dense rows (65537x33 missed 92 in the last two goal runs, 89.7 and
# 91.2%, with shared_padded 32x16: three columns of tiles, the third one
# column wide). XP_VK16=ROWS:COLS:TX:TY:SWIZZLE:COLUMNS_FIRST sets the tile
# (a tile 33 columns wide spans the rows; CUDA's 32x32 ran 93.0 there and
# its 16-wide tiles 84.7-88.3, run 1). Verify, bench two rounds, then the
# goal's joint compare.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xps="16:33:16:16:0:0 16:33:32:8:0:0 8:33:8:32:0:0 16:32:32:8:1:1 16:32:32:8:1:0 16:48:16:16:0:0 32:16:16:8:0:1"
shapes="65537x33 100003x61 262147x45 12345x6789"
for x in $xps; do for s in $shapes; do
  echo "$x $s $(XP_VK16=$x timeout 60 $cx verify -b vulkan -v fast -r ${s%x*} -c ${s#*x} -e 16 2>&1 | tail -1)" | tee -a $o/verify.txt
done; done
bn() {  # shape label xp
  line=$(XP_VK16=$3 timeout 60 $cx bench -b vulkan -v fast -r ${1%x*} -c ${1#*x} -e 16 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $1 e16 vulkan $2 $line" | tee -a $o/bench.txt
}
for round in 1 2; do for s in $shapes; do
  bn $s L none
  for x in $xps; do bn $s $x $x; done
done; done
for round in 1 2; do for x in none 16:33:16:16:0:0 16:32:32:8:1:1; do
  XP_VK16=$x timeout 90 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 65537x33 \
    --elem-sizes 16 --csv $o/cmp-$x-$round.csv > /dev/null 2>&1
  echo "$round 65537x33 e16 $x $(grep '^variant' $o/cmp-$x-$round.csv | cut -d, -f2,13 | tr '\n' ' ')" | tee -a $o/compare.txt
done; done
