#!/usr/bin/env bash
# Session 50 run 2 (H100): run 1's CLI and libraries (run1-xp.patch), the
# candidate rules as switches, on shapes run 1 did not measure.
# C: the shader's single aligned 4-byte matrices on CUDA's 16-byte tile (W 4,
#    4x2 warps; XP_VK4_VEC) from 33 to 112 MB, where run 1 has no shape (its
#    largest, 3840x2160, ran level), and on thin ones under 64 MiB (rows or
#    columns 32 to 48, where the shader takes shared_vec4 or the swizzled
#    64x32 tile); and four image sizes. Prediction: gains under 16 MiB as in
#    run 1, level at 33 MB and up.
# D: XP_VEC_FILL=256 (warps halved while a single 1- or 2-byte matrix makes
#    fewer than 256 tiles) on sizes run 1 did not measure. Prediction: every
#    shape of fewer than 256 tiles gains on both APIs, the rest unchanged.
# E: CUDA's 1-byte row-by-row word tile 64 wide under 528 tiles of 128 x 128
#    (XP_CU1_NARROW). Prediction: gains under 256 tiles (run 1: 1000x1000
#    and 1080x1920 about 1 us), unknown from 256 to 528.
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
C=4000x3000,5000x5000,6000x4000,3000x7000,7000x4000,262144x32,32x262144,131072x48,48x131072,100000x40,1600x900,800x600,3000x2000,1200x1600
D1=1600x1200,2880x1600,1536x1536,2304x1296,3072x3072,3584x3584,4096x3072,4608x4608
D2=1600x1200,1536x1536,2048x1536,2304x2304,800x608,1200x800
E=1000x1000,1080x1920,1920x1080,1500x2000,1800x2200,2500x2500,1200x900,600x1000,3000x5000
for round in 1 2; do
  [ $round = 2 ] && [ $((SECONDS - t0)) -gt 250 ] && break
  cmp C-landed-$round landed cuda,vulkan 4 $C X=0
  cmp C-vk4-$round xp vulkan 4 $C XP_VK4_VEC=134217728
  cmp D1-landed-$round landed cuda,vulkan 1 $D1 X=0
  cmp D1-fill-$round xp cuda,vulkan 1 $D1 XP_VEC_FILL=256
  cmp D2-landed-$round landed cuda,vulkan 2 $D2 X=0
  cmp D2-fill-$round xp cuda,vulkan 2 $D2 XP_VEC_FILL=256
  cmp E-landed-$round landed cuda 1 $E X=0
  cmp E-narrow-$round xp cuda 1 $E XP_CU1_NARROW=528
done
true
