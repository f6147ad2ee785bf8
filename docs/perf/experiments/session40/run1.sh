#!/usr/bin/env bash
# Session 40 run 1, with run1-xp.patch (session 39's prepared run 8) on
# 50b9209: the GPU suite with the validation layer, XP_VEC unset (the landed
# behaviour, at 9c00bdb/d6a8f1e's library); then session 39's prepared run 8
# (fitted vector tile against fast's 4x2-warp tunings at 1 and 2 bytes via
# XP_VEC=W:B:WR:WC; CUDA's single 4-byte matrices 17 to 31 on a side); then
# 65537x33 at every size three times (the rows that move between runs).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
(cd build-gpu-rel && env -u XP_VEC CROSSPOSE_VK_VALIDATION=1 timeout 230 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
shapes=32768x32x32,4096x32x256,32x4096x256,64x64x16384,128x128x4096,16x1048576,64x1048576,1048576x16,1048576x64,262144x128
for xp in unset 2:1:4:2 4:1:4:2 8:1:4:2 4:1:8:1 8:1:8:1 16:1:8:1 4:1:2:4 unset; do
  for e in 1 2; do
    n=$o/e$e-${xp//:/_}.csv; [ -e $n ] && n=$o/e$e-${xp//:/_}-2.csv
    if [ $xp = unset ]; then env -u XP_VEC timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes $e --shapes $shapes --csv $n > $n.log 2>&1
    else XP_VEC=$xp timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes $e --shapes $shapes --csv $n > $n.log 2>&1; fi
    echo "e$e $xp rc $?"
  done
done
timeout 100 $cx compare --backends cuda --variants fast,register_4x4 --sweep-blocks --warmup 10 --reps 30 --elem-sizes 4 \
  --shapes 24x1048576,20x1048576,1048576x24,1048576x20,28x262144,262144x28 --csv $o/e4-17to31.csv > $o/e4-17to31.log 2>&1
echo "e4 rc $?"
for i in 1 2 3; do
  env -u XP_VEC timeout 60 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes 1,2,4,8,16 --shapes 65537x33 --csv $o/65537x33-$i.csv > $o/65537x33-$i.log 2>&1
  echo "65537x33 $i rc $?"
done
