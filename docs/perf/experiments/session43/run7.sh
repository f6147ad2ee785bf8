#!/usr/bin/env bash
# Session 43, run 7 (run7-xp.patch on f364db9). Run 6 found CUDA's composed
# flat-out kernel issue-bound (75-80% of issue slots active, about 19
# instructions a byte written, 10 a byte moved). XP_FO_INCR works out each staged element's
# byte from the last one's (a row's stride, and its misalignment's step)
# in place of from its row and column. CUDA only, against unset, two
# alternated rounds; every row verified.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() { # name, env...
  local n=$o/$1.csv; shift
  env -u XP_FO_INCR "$@" timeout 90 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 \
    --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
for round in 1 2; do
  E=1 S=5x3000017,10x1048576,12x1000003,20x1048576,31x2000003,60x300007,12x1000x2000
  run e1-unset-$round
  run e1-incr-$round XP_FO_INCR=1
  E=2 S=5x3000017,10x1048576,17x1000003,31x2000003,63x300007,10x1000x2000
  run e2-unset-$round
  run e2-incr-$round XP_FO_INCR=1
done
grep -h "^cuda .*one run" $o/e1-incr-1.csv.log $o/e2-incr-1.csv.log | grep -o "^cuda *[0-9x]* *e[12].*regs [0-9]* ([0-9] blocks" | cut -c1-120
