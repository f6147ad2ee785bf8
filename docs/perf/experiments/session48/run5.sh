#!/usr/bin/env bash
# Session 48 run 5 (H100), 2b7ded8: the GPU suite with the validation layer
# (xpbin/build-carry.tar.xz: the build's test binaries, CLI and library,
# stripped, unpacked as build-gpu-rel), then the landed rules against the
# library before (xpbin/landed, 79dd259), two rounds of verified compares of
# both APIs: the shapes of runs 2 and 4 and four never measured (1-byte
# batches 36 to 45 wide, whose tiles the rules change too).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
tar xJf xpbin/build-carry.tar.xz && ln -sfn build-carry build-gpu-rel
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 280 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1)
echo "ctest rc $? $((SECONDS - t0)) s $(grep -E 'tests passed|tests failed' $o/ctest-validation.log)"
grep -E "\*\*\*Failed|Not Run|\*\*\*Skipped|Timeout" $o/ctest-validation.log | head -20
cmp() { # name lib backends elem-sizes shapes
  local n=$o/$1 lib=$2 b=$3 e=$4 s=$5
  LD_LIBRARY_PATH=$lib timeout 200 build-gpu-rel/cli/crosspose compare --backends $b --variants fast --warmup 10 \
    --reps 30 --elem-sizes $e --shapes $s --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
A=131x90x3000,140x70x4000,200x150x1500,249x99x1500,129x100x3000,212x200x1000,164x1000003,200x500009
A=$A,250x128x1500,100x100x5000,80x150x3000,120x130x2500,60x300x3000,70x90x6000,40x150x6000
A=$A,150x40x5000,200x36x4000,131x45x5000,172x44x4000,131x90x999
for round in 1 2; do
  [ $round = 2 ] && [ $((SECONDS - t0)) -gt 420 ] && break
  cmp before-$round xpbin/landed cuda,vulkan 1 $A
  cmp new-$round build-gpu-rel/host cuda,vulkan 1 $A
done
true
