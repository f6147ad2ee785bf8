#!/usr/bin/env bash
# Prepared in session 39, not run (the device time ran out): apply
# prepared-run8-xp.patch to d6e21d3 or later, build, strip, run. Two open
# rows of session 39:
# 1. Item 5: fast's 4x2-warp tunings ran ahead of its fitted vector tile at 1
#    and 2 bytes on batches of 32-wide matrices, the goal batch at 2 bytes
#    and some narrow shapes (run 6). XP_VEC=W:B:WR:WC replaces fitted_shape
#    on both APIs where the vector tile takes the layout; unset = landed.
# 2. Item 4: CUDA's single 4-byte matrices 17 to 31 on a side keep
#    register_4x4, unmeasured there; fast's tunings include W 2, 4x2 (94.5 on
#    24x1048576 in run 7, where the fitted tile ran 82).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
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
