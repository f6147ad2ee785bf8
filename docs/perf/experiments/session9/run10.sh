#!/usr/bin/env bash
# Session 9 run 10: CUDA flat out composing one row window at a time;
# registers bounded at 4, 6 and 8 blocks (CROSSPOSE_EXP_THIN_MB, switches.patch).
set -u
mkdir -p /work && ln -sfn "$PWD" /work/main
[ -e /usr/bin/cmake ] || ln -s "$(command -v cmake)" /usr/bin/cmake
o=$OUT/r; mkdir -p $o
for mb in 4 6 8; do
  (cd build-gpu-rel && CROSSPOSE_EXP_THIN_MB=$mb ctest -R 'cuda\.fast$|cuda\.native' --output-on-failure) > $o/ctest-mb$mb.log 2>&1
done
(cd build-gpu-rel && ctest -R 'cuda\.fast$|cuda\.native' --output-on-failure) > $o/ctest.log 2>&1
grep -h "tests passed\|FAILED" $o/ctest*.log
cx=build-gpu-rel/cli/crosspose
for rep in 1 2; do for mb in 4 6 8; do
  CROSSPOSE_EXP_THIN_MB=$mb $cx compare --backends cuda --variants fast --warmup 10 --reps 30 \
    --shapes 3x4194305 --elem-sizes 1,2,4,8 --csv $o/mb$mb-r$rep.csv > $o/mb$mb-r$rep.log 2>&1
done; done
for f in $o/mb*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-10s %-6s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done > $o/summary.txt
sort -k4,4 -k1,1 $o/summary.txt
cd $OUT && tar czf all.tgz r && rm -rf r/*.log
