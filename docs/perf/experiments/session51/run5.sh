#!/usr/bin/env bash
# Session 51 run 5 (H100), the library of 07c9fa0 (xpbin/build-carry.tar.xz: its Release build, stripped;
# xpbin/new: its library), which lands run 4's one32 as a rule (word_tile_cuda_one_tile_a_block): not on the
# turned 128 x 128 tile nor flat out, and only where the grid holds every tile and each matrix spans under 2^31
# elements.
# 1. The GPU suite with the validation layer (ctest -LE long).
# 2. The landed library against 62819d6's (xpbin/base), CUDA, run 4's shapes and two more (a batch, an image
#    at 2 bytes), two rounds. Prediction: as run 4's one32 on every shape the rule takes (65537x33 at 1, 2 and
#    4 bytes 0.1-0.4 us faster, 200001x17 at 1 byte over 1 us), the turned 128 x 128 tile (2900x2900,
#    12345x6789, 8191x8191 at 1 byte) level, its kernel unchanged.
# 3. The goal run (scripts/goals.sh) on 07c9fa0, whose CUDA launches change on 65537x33 at 1, 2 and 4 bytes
#    and 12345x6789 at 2.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
tar xJf xpbin/build-carry.tar.xz && ln -sfn build-carry build-gpu-rel
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
t0=$SECONDS
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 280 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
echo "ctest rc $? $((SECONDS - t0)) s $(grep -E 'tests passed|tests failed' $o/ctest-validation.log)"
cmp() { # name lib backends elem-sizes shapes env...
  local n=$o/$1 lib=$2 b=$3 e=$4 s=$5; shift 5
  env "$@" LD_LIBRARY_PATH=xpbin/$lib timeout 150 $cx compare --backends $b --variants fast --warmup 20 \
    --reps 100 --elem-sizes $e --shapes $s --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
S1=65537x33,262147x45,100003x61,1048577x31,200001x17,1000x1000,1366x768,300x40x7,2900x2900,12345x6789,8191x8191
S2=65537x33,262147x45,100003x61,1048577x31,1366x768,2000x1366,300x70x3,12345x6789,8191x8191
S4=65537x33,262147x45,100003x61,1048577x31,200001x17
for round in 1 2; do
  for lib in base new; do
    cmp A1-$lib-$round $lib cuda 1 $S1 X=0
    cmp A2-$lib-$round $lib cuda 2 $S2 X=0
    cmp A4-$lib-$round $lib cuda 4 $S4 X=0
  done
done
g=$OUT/goals; mkdir -p $g
timeout 330 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $((SECONDS - t0)) s"
grep fast $g/goals.txt
true
