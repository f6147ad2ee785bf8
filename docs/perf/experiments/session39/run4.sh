#!/usr/bin/env bash
# Session 39 run 4, run4-xp.patch on cf2643c: aligned 4-byte matrices through
# the 16-byte vector tile (XP_E4VEC=W:B:WR:WC; 0:0:0:0 = fitted_shape) against
# the landed register_4x4 (unset). Run 3 found the W 4, B 1, 4x2-warp tuning
# 2-6 points ahead of fast's choice on narrow tall 4-byte shapes. Verified
# compare, CUDA only, two rounds of the landed choice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes=1048576x16,1048576x32,4194304x32,1048576x64,524288x96,262144x128,131072x256,65536x512
shapes+=,16x1048576,32x1048576,64x1048576,96x524288,128x262144,256x131072
shapes+=,1024x1024,2048x2048,4096x4096,64x64x16384,32768x32x32,128x128x4096,100000x40,40x100000
for xp in unset 4:1:4:2 8:1:4:2 0:0:0:0 4:2:4:2 4:1:8:1 unset; do
  n=$o/e4-${xp//:/_}.csv; [ -e $n ] && n=$o/e4-${xp//:/_}-2.csv
  if [ $xp = unset ]; then env -u XP_E4VEC timeout 100 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 --elem-sizes 4 --shapes $shapes --csv $n > $n.log 2>&1
  else XP_E4VEC=$xp timeout 100 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 --elem-sizes 4 --shapes $shapes --csv $n > $n.log 2>&1; fi
  echo "$xp rc $?"
done
cd $o && for f in e4-*.csv; do awk -F, -v f=$f 'NR > 1 && $1 == "variant" { printf "%-22s %-16s %6.1f%% v%s %s\n", f, $4 "x" $5 "x" $6, $13, $9, substr($17, 1, 50) }' $f; done | sort -k2,2 -k1,1
