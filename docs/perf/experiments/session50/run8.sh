#!/usr/bin/env bash
# Session 50 run 8 (H100): f31ba41 (batches too) against f5899f3 (single
# matrices only). xpbin/build-carry.tar.xz: f31ba41's Release build (tests,
# CLI, library; stripped); xpbin/base: f5899f3's library; xpbin/after:
# f31ba41's; xpbin/cli: 4a8d8e8's CLI (unchanged since).
# 1. The GPU suite with the validation layer (ctest -LE long).
# 2. Batches no run had measured, two rounds. Prediction: the 1-byte batches
#    (1920x1088x2, 800x608x4) and the 4-byte ones (800x600x6, 1920x1080x2)
#    run faster on both APIs; the 2-byte batch 1000x1000x4 and the 4-byte
#    batch of 200x200 matrices keep their launches.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
tar xJf xpbin/build-carry.tar.xz && ln -sfn build-carry build-gpu-rel
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 280 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
echo "ctest rc $? $((SECONDS - t0)) s $(grep -E 'tests passed|tests failed' $o/ctest-validation.log)"
cmp() { # name lib backends elem-sizes shapes env...
  local n=$o/$1 lib=$2 b=$3 e=$4 s=$5; shift 5
  env "$@" LD_LIBRARY_PATH=xpbin/$lib timeout 150 $cx compare --backends $b --variants fast --warmup 20 \
    --reps 100 --elem-sizes $e --shapes $s --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
for round in 1 2; do
  for lib in base after; do
    cmp K1-$lib-$round $lib cuda,vulkan 1 1920x1088x2,800x608x4 X=0
    cmp K2-$lib-$round $lib cuda,vulkan 2 1000x1000x4 X=0
    cmp K4-$lib-$round $lib cuda,vulkan 4 800x600x6,1920x1080x2,200x200x40 X=0
  done
done
true
