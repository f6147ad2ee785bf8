#!/usr/bin/env bash
# Session 43, run 10 (run10-xp.patch on 48eb079: run 9's change, its
# switches, and XP_FO_WIDE_ROWS, the bound at 4 and 8 bytes).
# 1. cuda.fast: run 9's suite failed it on a test shape of its own,
#    10x40x3 at 8 bytes, whose rows are all 16-byte aligned (the padded
#    tile, rightly); the test now takes 10x41x3.
# 2. Flat out at 4 and 8 bytes from 17 to 32 rows (XP_FO_WIDE_ROWS=32)
#    against the landed bound of 16 (the classic tiles there), two
#    alternated rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
(cd build-gpu-rel && env -u XP_FO_NARROW -u XP_FO_WIDE_ROWS CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -R "cuda.fast|vulkan.fast" --output-on-failure > $o/ctest-fast.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-fast.log
run() { # name, env...
  local n=$o/$1.csv; shift
  env -u XP_FO_NARROW -u XP_FO_WIDE_ROWS "$@" timeout 90 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T) $(grep -c 'driver groupshared' $n.log) driver-groupshared mismatches"
}
S=17x1000003,20x1000003,24x1000003,28x500009,31x500009,32x500009
for round in 1 2; do
  for E in 4 8; do
    run e$E-wide32-$round XP_FO_WIDE_ROWS=32
    run e$E-landed-$round
  done
done
grep -h "^\(cuda\|vulkan\) .* e[48] " $o/e4-wide32-1.csv.log $o/e8-wide32-1.csv.log | cut -c1-150
