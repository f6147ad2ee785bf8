#!/usr/bin/env bash
# Session 51 run 4 (H100).
# 1. The GPU suite with the validation layer on 6ace852 (xpbin/build-carry.tar.xz:
#    its Release build, stripped), whose refactor moved CUDA's vector-tile
#    geometry onto to_element_policy.
# 2. CUDA's word tiles with a shorter way to their loads (run4-xp.patch). Runs
#    2 and 3 refuted fewer and more warps a block: the block's chain of phases
#    is what takes the time, and about 164 of a warp's 459 instructions at
#    65537x33, 1 byte, come before its first load. one: each block takes the
#    one tile its place in the grid names (the grid covers every tile on
#    these shapes), without Grid3D's three 64-bit loops or the barrier after
#    the tile (XP_ONE_TILE); one32: that and the tile's offsets in 32 bits
#    (XP_U32; every shape here is under 2^32 elements). Prediction: fewer
#    instructions before the loads and a shorter chain, so the small shapes
#    (65537x33, 100003x61, 1000x1000, 1366x768) run 0.2-0.5 us faster, and the
#    large ones level.
# xpbin/base: 62819d6's library (the word tiles unchanged since); xpbin/cli: its CLI.
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
S1=65537x33,262147x45,100003x61,1048577x31,200001x17,1000x1000,1366x768,2900x2900,12345x6789,8191x8191
S2=65537x33,262147x45,100003x61,1048577x31,1000x1000,1366x768,12345x6789,8191x8191
S4=65537x33,262147x45,100003x61,1048577x31,200001x17
for round in 1 2; do
  [ $round = 2 ] && [ $((SECONDS - t0)) -gt 420 ] && break
  for lib in base one one32; do
    cmp A1-$lib-$round $lib cuda 1 $S1 X=0
    cmp A2-$lib-$round $lib cuda 2 $S2 X=0
    cmp A4-$lib-$round $lib cuda 4 $S4 X=0
  done
done
m=gpu__time_duration.sum,smsp__inst_executed.sum,sm__cycles_active.avg,smsp__issue_active.avg.pct_of_peak_sustained_active
for lib in base one one32; do
  for e in 1 2 4; do
    LD_LIBRARY_PATH=xpbin/$lib timeout 60 ncu --clock-control none --cache-control none --metrics $m --csv \
      --kernel-name regex:word_tile --launch-skip 3 --launch-count 1 $cx compare --backends cuda --variants fast \
      --shapes 65537x33 --elem-sizes $e --warmup 3 --reps 3 > $o/ncu-$lib-e$e.csv 2>&1
    echo "ncu $lib e$e rc $? $((SECONDS - t0)) s"
  done
done
true
