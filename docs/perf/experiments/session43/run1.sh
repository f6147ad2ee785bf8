#!/usr/bin/env bash
# Session 43, run 1 (run1-xp.patch on ab3380c): session 42's prepared run 5.
# 1. The GPU suite with the validation layer, XP_FO_NOCOMPOSE unset (ab3380c:
#    CUDA's flat-out flat-in tile sized by the matrix's rows, and session
#    42's host and test refactors, which had none).
# 2. Where the shader's flat-out tile loses to CUDA's (11-20 points at 1
#    byte, 4-17 at 2, session 42 run 4): XP_FO_NOCOMPOSE writes each output
#    word from one staged element on both APIs, timing only (its rows fail
#    verification). If the shader then runs near CUDA, composing is what
#    holds it. Two alternated rounds, both sizes.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
(cd build-gpu-rel && env -u XP_FO_NOCOMPOSE CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
run() { # name, env...
  local n=$o/$1.csv; shift
  env -u XP_FO_NOCOMPOSE "$@" timeout 60 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
for round in 1 2; do
  E=1 S=5x3000017,10x1048576,20x1048576,31x2000003,63x300007
  run e1-landed-$round
  run e1-nocompose-$round XP_FO_NOCOMPOSE=1
  E=2 S=5x3000017,10x1048576,17x1000003,31x2000003,63x300007
  run e2-landed-$round
  run e2-nocompose-$round XP_FO_NOCOMPOSE=1
done
