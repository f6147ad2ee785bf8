#!/usr/bin/env bash
# Session 42, run 3 (run3-xp.patch applied on 1af4d6d; every XP_* switch
# unset is the library of 1af4d6d).
# 1. The GPU suite on 1af4d6d: the flat-out shader staging the matrix's rows
#    (b230bc2) and taking 2 tiles a workgroup across from 17 rows (1af4d6d),
#    the 2x4 warps of c4fdec1.
# 2. Two more flat-out tunings, two alternated rounds: 16 KiB tiles at 2
#    bytes on 17 to 32 rows (XP_FO16K; run 2 had them ahead on 17 and 31
#    rows), and 2 tiles a workgroup at 1 byte under 10 rows (XP_FO_FEW; run 2
#    had them ahead on 5 rows, behind on 10).
# 3. The landed library on run 2's shapes, two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xp="XP_FO16K XP_FO_FEW"
unset_xp() { local a=(); for v in $xp; do a+=(-u $v); done; echo "${a[@]}"; }
(cd build-gpu-rel && env $(unset_xp) CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
run() { # name, env...
  local n=$o/$1.csv; shift
  env $(unset_xp) "$@" timeout 60 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
for round in 1 2; do
  E=2 S=17x1000003,18x1000003,23x1000003,25x1048576,27x1000003,29x1048576,31x2000003
  run e2-landed-$round
  run e2-16k-$round XP_FO16K=1
  E=1 S=5x3000017,6x2000003,7x2000003,9x2000003,10x1048576
  run e1-landed-$round
  run e1-few-$round XP_FO_FEW=1
done
mkdir -p $o/landed
for round in 1 2; do
  E=1 S=5x3000017,10x1048576,12x1048576,20x1048576,28x1048576,31x2000003,48x333333,63x300007
  run landed/e1-landed-$round
  E=2 S=5x3000017,10x1048576,12x1000003,17x1000003,20x1048576,31x2000003,48x333333,63x300007
  run landed/e2-landed-$round
done
