#!/usr/bin/env bash
# Session 44, run 4 (run4-xp.patch on the shader's single-matrix rule; XP_CU_FO8
# unset = the landed library):
# 1. The fast tests (cuda.fast, vulkan.fast, both fast_table) with the
#    validation layer on the landed rules.
# 2. The shader's single 8- and 16-byte matrices under 17 (16) on a side, landed,
#    one round.
# 3. CUDA's single 8-byte matrices under 32 rows: landed (fitted, flat out or
#    padded) against XP_CU_FO8 (flat out at every row count), two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
(cd build-gpu-rel && env -u XP_CU_FO8 CROSSPOSE_VK_VALIDATION=1 timeout 120 ctest -R 'fast' -j4 --output-on-failure > $o/ctest-fast.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-fast.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-fast.log | head -40
run() { # name, backends, env...
  local n=$o/$1.csv b=$2; shift 2
  env -u XP_CU_FO8 "$@" timeout 60 $cx compare --backends $b \
    --variants fast --warmup 10 --reps 30 --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
E=8 S=1048576x10,1048576x16,1000000x6
run e8v-landed-1 cuda,vulkan
E=16 S=8x1048576,12x1048576,1048576x8
run e16v-landed-1 cuda,vulkan
for round in 1 2; do
  E=8 S=8x1048576,12x1048576,16x1048576,20x1048576,24x524288,28x524288
  run e8c-fo-$round cuda XP_CU_FO8=1; run e8c-landed-$round cuda
done
