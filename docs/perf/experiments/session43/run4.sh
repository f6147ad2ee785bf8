#!/usr/bin/env bash
# Session 43, run 4 (run4-xp.patch on ee4ea11).
# 1. The GPU suite with the validation layer on the landed library (ee4ea11:
#    the shader turns its flat-out tile where a column is whole 32-bit
#    words; CUDA composes), XP_FO_PAD unset.
# 2. The landed library on the rows it turns, one round (run 3 measured
#    them through its patch).
# 3. Where a column is not whole words (odd rows at 2 bytes, rows off 4 at
#    1 byte), the shader's tile composes. XP_FO_PAD turns those too, into
#    columns rounded up to whole words, each output word merged from a read
#    of each column it touches (two aligned 16-byte words each), threads
#    down a column of blocks as landed (run 2's turned writes fell on one
#    bank). Against the landed compose, two alternated rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
(cd build-gpu-rel && env -u XP_FO_PAD CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
run() { # name, env...
  local n=$o/$1.csv; shift
  env -u XP_FO_PAD "$@" timeout 90 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T) $(grep -c 'driver groupshared' $n.log) driver-groupshared mismatches"
}
mkdir -p $o/landed
E=1 S=8x2000003,12x1000003,24x1048576,60x300007,12x1000x2000 run landed/e1-landed-1
E=2 S=6x1048576,10x1048576,14x1000003,18x1000003,10x1000x2000 run landed/e2-landed-1
for round in 1 2; do
  E=1 S=5x3000017,9x2000003,10x1048576,17x1000003,31x2000003,63x300007
  run e1-compose-$round
  run e1-pad-$round XP_FO_PAD=1
  E=2 S=5x3000017,7x2000003,9x2000003,17x1000003,31x2000003,63x300007
  run e2-compose-$round
  run e2-pad-$round XP_FO_PAD=1
done
