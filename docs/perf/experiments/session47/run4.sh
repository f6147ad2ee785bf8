#!/usr/bin/env bash
# Session 47 run 4 (H100). build-gpu-rel: the library of 0482a2f:
# CUDA's tall 4-byte batches 5 to 8 wide take W 8,
# registers bounded for 8 blocks, 4x2 warps from 256 rows, 2x1 below.
# xpbin/narrow with no setting: edf273d's choice (the fitted tile).
# 1. The GPU suite with the validation layer.
# 2. The rule's shapes: verified compares (CUDA), new against before, three
#    rounds; the shader beside once; pitched 5- to 7-wide rows by bench.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 240 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -6 $o/ctest-validation.log
echo "suite $((SECONDS - t0)) s"
S8=36x8x4000,40x8x4000,64x8x4000,100x8x2000,128x8x2000,200x8x1000,252x8x1000,256x8x4000,300x8x2000,1000x8x1000,1024x8x2000,4096x8x500,16384x8x128
cmp() { # name, backends, env...
  local n=$o/$1-$round be=$2; shift 2
  env "$@" timeout 90 $cx compare --backends $be --variants fast --warmup 10 --reps 30 \
    --elem-sizes 4 --shapes $S8 --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
for round in 1 2 3; do
  cmp new cuda X=0
  cmp before cuda LD_LIBRARY_PATH=xpbin/narrow
done
round=1 cmp vulkan vulkan X=0
for round in 1 2 3; do
  for lib in new before; do
    for s in "100 6" "1000 6" "300 5" "40 7" "4096 7"; do
      set -- $s
      b=$((4096000 / ($1 * 8)))
      env $([ $lib = before ] && echo LD_LIBRARY_PATH=xpbin/narrow) timeout 30 $cx bench -b cuda -v fast -e 4 -r $1 -c $2 \
        --batch $b --in-pitch 8 --warmup 10 --reps 30 >> $o/pitched-$lib-$round.txt 2>&1
    done
  done
done
echo "bench $((SECONDS - t0)) s"
true
