#!/usr/bin/env bash
# Session 46 run 5 (H100). build-gpu-rel: the library with CUDA's tall 4-byte
# batch rule (9 to 31 wide, at least 32 high: W 4, 4x2 warps, registers
# bounded for 8 blocks, edge blocks element by element); xpbin/base: the
# library of 4e8cde0.
# 1. The GPU suite with the validation layer.
# 2. The rule's range: verified compares, two rounds, new (CUDA and Vulkan)
#    against base (CUDA), on tall batches 8 to 28 wide and 32 to 4096 high.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 240 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -6 $o/ctest-validation.log
S=1000x12x1000,1000x16x1000,1000x20x100,1000x24x1000,1000x28x1000,2000x12x1000,32x16x1000,64x16x1000,100x20x2000,4096x28x256,256x12x64,1024x8x2000
cmp() { # name, backends, env...
  local n=$o/$1-$round be=$2; shift 2
  env "$@" timeout 120 $cx compare --backends $be --variants fast --warmup 10 --reps 30 --elem-sizes 4 \
    --shapes $S --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $(tail -1 $n.log)"
}
for round in 1 2; do
  cmp new cuda,vulkan
  cmp base cuda LD_LIBRARY_PATH=xpbin/base
done
true
