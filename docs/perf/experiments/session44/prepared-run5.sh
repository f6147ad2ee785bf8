#!/usr/bin/env bash
# Prepared in session 44 (not run: device time was spent). Apply
# prepared-run5-xp.patch to the session's last commit or later, build, strip,
# run on an H100 (rerun the baseline on the same machine if an H200 comes).
# 1. The GPU fast tests on the final library (e7467a1 and the 16-byte rule
#    after it landed with no GPU run): cuda.fast, vulkan.fast, both
#    fast_table.
# 2. The shader's single 16-byte matrices 9 to 15 high (fitted tile, 79-82%
#    in run 3) against the padded 32x32 tile, CUDA's (XP_VK_E16PAD), and its
#    tall batches at 4 bytes under 32 wide (fitted tile, 82.7% on
#    1000x16x1000 where CUDA's same tile runs 91.2) against W 4 with 4x2
#    warps (XP_VK_TALL4). Two alternated rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
(cd build-gpu-rel && env -u XP_VK_E16PAD -u XP_VK_TALL4 CROSSPOSE_VK_VALIDATION=1 timeout 120 ctest -R 'fast' -j4 --output-on-failure > $o/ctest-fast.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-fast.log
run() { # name, env...
  local n=$o/$1.csv; shift
  env -u XP_VK_E16PAD -u XP_VK_TALL4 "$@" timeout 60 $cx compare --backends cuda,vulkan \
    --variants fast --warmup 10 --reps 30 --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
for round in 1 2; do
  E=16 S=10x1048576,12x1048576,15x524288,9x1048576
  run e16-pad-$round XP_VK_E16PAD=1; run e16-landed-$round
  E=4 S=1000x16x1000,1024x8x2000,1000x24x1000,2000x12x1000
  run e4-tall4-$round XP_VK_TALL4=1; run e4-landed-$round
done
