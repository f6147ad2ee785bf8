#!/usr/bin/env bash
# Session 41 run 6, with run6-xp.patch on 5f09a0d: a candidate rule, single
# 1- and 2-byte matrices 33 to 64 high and at least 1024 wide take 4x2 warps
# (W 2 at 1 byte, W 4 at 2; the fitted tile's 1x8 or 2x4), against the
# landed fitted tile (XP_OLD=1), two alternated rounds, both APIs; and W 4
# with 2x4 warps at 1 byte (XP_VEC). The GPU suite first, with the candidate.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
(cd build-gpu-rel && env -u XP_VEC -u XP_OLD CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
s1=64x1048576,64x262144,64x4194304,48x1048576,128x1048576,32x1048576
s2=64x1048576,64x262144,64x4194304,48x1048576,40x1048576,128x1048576,32x1048576
run() { # name, env...
  local n=$o/$1.csv; shift
  env -u XP_VEC -u XP_OLD "$@" timeout 80 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
for round in 1 2; do
  for e in 1 2; do
    s=s$e; E=$e S=${!s}
    run e$e-old-$round XP_OLD=1
    run e$e-new-$round
  done
  E=1 S=64x1048576,64x262144,64x4194304,48x1048576 run e1-4_1_2_4-$round XP_VEC=4:1:2:4
done
