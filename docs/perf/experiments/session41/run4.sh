#!/usr/bin/env bash
# Session 41 run 4, with run4-xp.patch (XP_VEC=W:B:WR:WC in place of fast's
# vector-tile shape on both APIs) on the library of this session's rules
# (the fitted tile's 4x2 warps on small batches, the 16-high 1-byte shapes),
# before their commit: the GPU suite with the validation layer, XP_VEC unset
# (the landed behaviour); then fast's tunings on tall 2-byte matrices 16 to
# 64 wide (run 3 found 4:1:4:2 ahead on 1048576x32), two alternated rounds,
# both APIs.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
(cd build-gpu-rel && env -u XP_VEC CROSSPOSE_VK_VALIDATION=1 timeout 230 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
S=1048576x32,4194304x32,262144x32,1048576x16,1048576x48,1048576x64
for round in 1 2; do
  for xp in unset 4:1:4:2 4:1:2:2 4:1:4:1 4:1:2:4; do
    n=$o/e2-${xp//:/_}-$round.csv
    if [ $xp = unset ]; then env -u XP_VEC timeout 80 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes 2 --shapes $S --csv $n > $n.log 2>&1
    else XP_VEC=$xp timeout 80 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes 2 --shapes $S --csv $n > $n.log 2>&1; fi
    echo "$(basename $n) rc $? $(date +%T)"
  done
done
