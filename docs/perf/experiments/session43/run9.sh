#!/usr/bin/env bash
# Session 43, run 9 (run9-xp.patch on 48eb079: the change and its switch).
# Run 8 found short matrices at 4 and 8 bytes with rows off 16 bytes at
# 24-58% (CUDA) and 28-81% (Vulkan) up to 17 rows, on the classic tiles (a
# 64x64 or 32x32 tile over 5 to 17 rows). The patch takes the flat-out word
# tile (composed) for them up to 16 rows on both APIs; XP_FO_NARROW=1 keeps
# flat out to 1 and 2 bytes as before.
# 1. The GPU suite with the validation layer, XP_FO_NARROW unset.
# 2. Two alternated rounds at 4 and 8 bytes.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
(cd build-gpu-rel && env -u XP_FO_NARROW CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
run() { # name, env...
  local n=$o/$1.csv; shift
  env -u XP_FO_NARROW "$@" timeout 90 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T) $(grep -c 'driver groupshared' $n.log) driver-groupshared mismatches"
}
S=5x1000003,7x1000003,9x1000003,10x1000003,13x1000003,16x1000003,10x1000x2000
for round in 1 2; do
  for E in 4 8; do
    run e$E-flat-$round
    run e$E-classic-$round XP_FO_NARROW=1
  done
done
grep -h "^\(cuda\|vulkan\) .* e[48] " $o/e4-flat-1.csv.log $o/e8-flat-1.csv.log | cut -c1-150
