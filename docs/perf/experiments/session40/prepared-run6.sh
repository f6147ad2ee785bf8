#!/usr/bin/env bash
# Prepared in session 40, not run (the device time was spent): apply
# run1-xp.patch (XP_VEC=W:B:WR:WC in place of fitted_shape on both APIs) to
# c42f6a7 or later, build, strip, run. Two open items:
# 1. 5005aee (Vulkan's 4-byte matrices 20 and 28 high take W 8) had no GPU
#    suite on the H100: the suite first, XP_VEC unset.
# 2. "Not taken" in PERFORMANCE.md's fortieth session: tunings whose tiles
#    are taller or wider than the matrix ran 1-5 points ahead of the fitted
#    tile in one round (run 1); two alternated rounds here, both APIs.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
(cd build-gpu-rel && env -u XP_VEC CROSSPOSE_VK_VALIDATION=1 timeout 230 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
s1=64x1048576,16x1048576,128x128x4096
s2=64x64x16384,262144x128,64x1048576,1048576x64
for round in 1 2; do
  for xp in unset 4:1:4:2 4:1:2:4 2:1:4:2; do
    for e in 1 2; do
      s=s$e; n=$o/e$e-${xp//:/_}-$round.csv
      if [ $xp = unset ]; then env -u XP_VEC timeout 60 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes $e --shapes ${!s} --csv $n > $n.log 2>&1
      else XP_VEC=$xp timeout 60 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes $e --shapes ${!s} --csv $n > $n.log 2>&1; fi
      echo "e$e $xp $round rc $?"
    done
  done
done
