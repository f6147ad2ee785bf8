#!/usr/bin/env bash
# Session 10 run 2: word_tile owning the words that start within it (no
# partial words between tiles); correctness, then four tile shapes.
set -u
. docs/perf/experiments/session9/prelude.sh
(cd build-gpu-rel && timeout 200 ctest -R 'cuda\.fast$|cuda\.native|vulkan\.fast|vulkan\.native' -j3 --output-on-failure) > $o/ctest.log 2>&1
grep -h "tests passed\|oracle" $o/ctest.log | head -30
which cuobjdump ncu nvdisasm > $o/tools.txt 2>&1
if command -v cuobjdump > /dev/null; then
  cuobjdump -sass build-gpu-rel/host/libcrosspose.so.0.1.0 > $o/all.sass 2>&1
  awk '/Function : .*word_tile_kernelI[jh]Lj128ELj128/ {p=1; print; next} /Function :/ {p=0} p' $o/all.sass > $o/wt.sass
  grep -oE "(LDS|STS|LDG|STG|LDL|STL|BAR)[.A-Z0-9]*" $o/wt.sass | sort | uniq -c > $o/wt-ops.txt; rm $o/all.sass
fi
cx=build-gpu-rel/cli/crosspose
run() { $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 12345x6789,65537x33 \
  --elem-sizes 1,2,4,8 --csv $o/$1.csv > $o/$1.log 2>&1; }
for t in 128x128 128x256 256x128 256x256; do CROSSPOSE_EXP_WORD_TILE=$t run t$t; done
for f in $o/*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-10s %-6s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done > $o/summary.txt
sort -k3,3 -k4,4 -k2,2 -k1,1 $o/summary.txt
cd $OUT && tar czf all.tgz r && rm -f r/*.log
