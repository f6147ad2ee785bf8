#!/usr/bin/env bash
# Session 46 run 8 (H100). build-gpu-rel: the library of a286cf3 (landed);
# xpbin/vkrows: the same with run8-xp.patch: XP_VK_TALL_MIN_ROWS moves the
# lower bound of the shader's tall 4-byte batch rule (W 4, 4x2 warps; 32
# landed). CUDA's same tile lost at 32 rows (run 6) and its rule starts at 64;
# the shader's was never measured under 1000 rows but at 64x16x1000.
# Verified compares, Vulkan, two rounds: bound 32 (landed: the W 4 tile on
# 33-63 rows) against 64 (the fitted tile there), CUDA beside once.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
S=36x16x1000,40x16x1000,48x16x1000,48x24x1000,56x12x1000,60x20x1000,40x28x500,64x16x1000
cmp() { # name, backends, env...
  local n=$o/$1-$round be=$2; shift 2
  env "$@" LD_LIBRARY_PATH=xpbin/vkrows timeout 60 $cx compare --backends $be --variants fast --warmup 10 --reps 30 \
    --elem-sizes 4 --shapes $S --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $(tail -1 $n.log)"
}
for round in 1 2; do
  if [ $round = 1 ]; then cmp rows32 cuda,vulkan XP_VK_TALL_MIN_ROWS=32; else cmp rows32 vulkan XP_VK_TALL_MIN_ROWS=32; fi
  cmp rows64 vulkan XP_VK_TALL_MIN_ROWS=64
done
true
