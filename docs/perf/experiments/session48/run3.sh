#!/usr/bin/env bash
# Session 48 run 3 (H100). xpbin/landed: 79dd259; xpbin/xp2: run2-xp.patch
# (policy switches only); xpbin/xp3: run3-xp.patch, the same switches and
# the flat-out tile's composed words taken across output rows: lane j of a
# warp writes the k-th word that starts in output row j, not the run's
# consecutive words (CUDA's word_tile_fitted.cuh, the shader's composed
# write_flat_out; the shader's turned words keep run order).
# Run 2: the 1-byte flat-out tile on rows 129-255 ran 19-81% where the
# whole-matrix tile was taken, and fell to 19-22% on 130x64x4000 and
# 250x128x1500: consecutive lanes compose words of rows 16 apart, which the
# bank model puts on 2-4 banks where rows x row stride has factors of 2.
# Prediction: across output rows the lanes read neighbouring bytes of the
# same 16 rows, no conflicts; flat out then wins on every shape 129-255 high.
# A: both libraries' fast tests (the xp3 kernels on every flat-out case of
# the suites, with the validation layer). B: 1-byte shapes 129-255 rows and
# under 128, C: the landed flat-out shapes at 1-8 bytes, landed against xp3.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose xpbin/tests/*
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
LD_LIBRARY_PATH=xpbin/xp3 timeout 150 xpbin/tests/cuda_fast_test > $o/xp3-cuda_fast_test.log 2>&1
echo "xp3 cuda_fast_test rc $? $((SECONDS - t0)) s $(grep -E '^\[  (PASSED|FAILED)' $o/xp3-cuda_fast_test.log | tr '\n' ' ')"
CROSSPOSE_VK_VALIDATION=1 LD_LIBRARY_PATH=xpbin/xp3 timeout 150 xpbin/tests/vulkan_fast_test > $o/xp3-vulkan_fast_test.log 2>&1
echo "xp3 vulkan_fast_test rc $? $((SECONDS - t0)) s $(grep -E '^\[  (PASSED|FAILED)' $o/xp3-vulkan_fast_test.log | tr '\n' ' ')"
cmp() { # name lib backends elem-sizes shapes env...
  local n=$o/$1 lib=$2 b=$3 e=$4 s=$5; shift 5
  env "$@" LD_LIBRARY_PATH=xpbin/$lib timeout 200 $cx compare --backends $b --variants fast --warmup 10 \
    --reps 30 --elem-sizes $e --shapes $s --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
B=129x100x3000,130x64x4000,136x200x1500,150x100x3000,175x120x2000,200x100x2000,200x200x1000,250x128x1500
B=$B,255x100x1500,150x1000x300,129x1000003,200x500009,255x400009,100x100x5000,80x150x3000,65x200x3000,33x300x5000
C1=100x1000003,31x2000003,63x300007,72x72x10000,16x512x5000
C2=31x2000003,17x1000003,63x300007,8x1024x2000
C4=5x1000003,10x1000003,33x500009,12x1000x2000
C8=10x1000003,24x1000003
FO="XP_FO1_CU=255 XP_FO1_SH=255" W="XP_WHOLE_CU=49152 XP_WHOLE_SH=16384"
for round in 1 2; do
  [ $round = 2 ] && [ $((SECONDS - t0)) -gt 300 ] && break
  cmp B-xp2-$round xp2 cuda,vulkan 1 $B $FO $W
  cmp B-xp3-$round xp3 cuda,vulkan 1 $B $FO $W
  cmp B-xp3part-$round xp3 cuda,vulkan 1 $B $FO
  for e in 1 2 4 8; do
    eval s=\$C$e
    cmp C$e-landed-$round landed cuda,vulkan $e $s X=0
    cmp C$e-xp3-$round xp3 cuda,vulkan $e $s X=0
  done
done
true
