#!/usr/bin/env bash
# Session 50 run 3 (H100): the landed rules (ac45cd2) against the library
# before them (4a8d8e8). xpbin/build-carry.tar.xz: ac45cd2's Release build
# (tests, CLI, library; stripped); xpbin/landed: 4a8d8e8's library;
# xpbin/new: ac45cd2's; xpbin/cli: 4a8d8e8's CLI (the CLI did not change).
# 1. The GPU suite with the validation layer (ctest -LE long).
# 2. Compares, two rounds, the two libraries alternated. Prediction, both
#    APIs but where named: every 1- and 2-byte single matrix of fewer than
#    160 tiles (at least 256 on a side) runs faster, most by 0.5-1.5 us
#    (1280x720 e1, 1600x1200 e1, 512x512 e1 and e2, 2560x3840 e1 and
#    2048x1024 e2 never measured in this configuration); CUDA's 1-byte
#    matrices with rows off 16 bytes under 528 tiles run faster (800x600 and
#    2810x2810 new); the shader's 4-byte matrices under 16 MiB run faster
#    (40x104832, 1024x4092 and 3000x1000 new). Controls, unchanged paths:
#    4096x4096 e1, 2900x2900 e1 (529 tiles), 2560x1440 e2 (240 tiles),
#    1024x4100 e4 (16.8 MB).
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
S1=1280x720,720x1280,2000x2000,3840x2160,2560x1440,1536x1536,2304x1296,1600x1200,512x512,256x256,2560x3840,4096x4096,1000x1000,1080x1920,1920x1080,2810x2810,800x600,2900x2900
S2=1000x1000,1920x1080,1280x720,1600x1200,2048x1024,640x480,512x512,2560x1440
S4=1280x720,1920x1080,2000x2000,2560x1440,1000x1000,640x480,40x104832,1024x4092,3000x1000,1024x4100
for round in 1 2; do
  [ $round = 2 ] && [ $((SECONDS - t0)) -gt 330 ] && break
  for lib in landed new; do
    cmp E1-$lib-$round $lib cuda,vulkan 1 $S1 X=0
    cmp E2-$lib-$round $lib cuda,vulkan 2 $S2 X=0
    cmp E4-$lib-$round $lib cuda,vulkan 4 $S4 X=0
  done
done
true
