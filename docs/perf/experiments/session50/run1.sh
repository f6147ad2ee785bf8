#!/usr/bin/env bash
# Session 50 run 1 (H100). xpbin/cli: the CLI of 4a8d8e8; xpbin/landed: its
# library; xpbin/xp: the same with run1-xp.patch (host policy only):
# XP_VEC_FILL=N halves the warps of a single 1- or 2-byte matrix's 16-byte
# tile (4-byte too with XP_VEC_FILL_ES=4) while it makes fewer than N tiles;
# XP_CU1_NARROW=N gives CUDA's 1-byte row-by-row word tile 64 columns where
# 128 x 128 makes fewer than N tiles (session 48's lead); XP_VK4_VEC=BYTES
# gives the shader's single 4-byte matrices under BYTES the 16-byte tile of
# W 4, 4x2 warps (CUDA's) in place of the swizzled 64x32 padded tile.
# Prediction: image-sized aligned matrices at 1 and 2 bytes that fill 15 to
# 64 blocks of 8 warps (1280x720 e1: 15; 1000x1000 e2, 2000x2000 e1: 64)
# run closer to the copy with tiles of fewer warps spread over the GPU
# (1 to 2 us less of 6-8); CUDA's 1-byte narrow word tile gains on
# 1000x1000 and 1080x1920 (session 48 run 1: 90 against 75-84); the shader's
# small 4-byte matrices (1280x720 87.8 against CUDA's 96.4) gain with CUDA's
# tile. Medians of 100 runs: these kernels run 5-30 us.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
cmp() { # name lib backends elem-sizes shapes env...
  local n=$o/$1 lib=$2 b=$3 e=$4 s=$5; shift 5
  env "$@" LD_LIBRARY_PATH=xpbin/$lib timeout 150 $cx compare --backends $b --variants fast --warmup 20 \
    --reps 100 --elem-sizes $e --shapes $s --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
S=1280x720,720x1280,2000x2000,1024x1024,2048x2048,640x480,3840x2160,2560x1440,1000x1000,1920x1080,1080x1920,4096x4096
for round in 1 2; do
  [ $round = 2 ] && [ $((SECONDS - t0)) -gt 260 ] && break
  cmp A-landed-$round landed cuda,vulkan 1,2 $S X=0
  cmp A-fill132-$round xp cuda,vulkan 1,2 $S XP_VEC_FILL=132 XP_CU1_NARROW=1056
  cmp A-fill264-$round xp cuda,vulkan 1,2 $S XP_VEC_FILL=264 XP_CU1_NARROW=528
  cmp B-landed-$round landed cuda,vulkan 4 $S X=0
  cmp B-vk4-$round xp cuda,vulkan 4 $S XP_VK4_VEC=67108864
  cmp B-vk4fill-$round xp cuda,vulkan 4 $S XP_VK4_VEC=67108864 XP_VEC_FILL=264 XP_VEC_FILL_ES=4
done
true
