#!/usr/bin/env bash
# Session 39 run 7, run7-xp.patch on 01ab086: single aligned 4-byte matrices
# under 32 on a side. Vulkan takes the classic tile there (83.8 / 77.0% on
# 1048576x16 / 16x1048576 in run 6, the W 4 tuning 95.4 / 95.6); CUDA the
# fitted vector tile since 01ab086 (W 8, B 1, 4x2 ran 93.3 against 90.0 on
# 1048576x16 in run 4). XP_VK4VEC / XP_E4VEC = W:B:WR:WC (0:0:0:0 fitted;
# unset the landed choice). Verified compare, both APIs.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes=1048576x8,1048576x16,1048576x24,8x1048576,16x1048576,24x1048576,131072x16,16x131072
for xp in unset 4:1:4:2 8:1:4:2 2:1:4:2 0:0:0:0; do
  n=$o/e4-${xp//:/_}.csv
  if [ $xp = unset ]; then env -u XP_VK4VEC -u XP_E4VEC timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes 4 --shapes $shapes --csv $n > $n.log 2>&1
  else XP_VK4VEC=$xp XP_E4VEC=$xp timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes 4 --shapes $shapes --csv $n > $n.log 2>&1; fi
  echo "$xp rc $?"
done
