#!/usr/bin/env bash
# Session 51 run 3 (H100): CUDA's word tiles in blocks of 512 threads, not
# 256 (run2-xp.patch built with XP_WT_THREADS=512; registers bounded for
# half the blocks, so the same registers a thread). Run 2 refuted its
# prediction: blocks of 128 threads ran 26-30% fewer instructions on
# 65537x33 but issued on 29-31% of the cycles against 40-54%, and ran slower
# on every shape (65537x33 at 1 byte 9.12-9.18 us against 7.30-7.54). So
# the warps wait on their own chains (each phase's latency, then the
# barrier), not on issue. Prediction: twice the warps a tile halve each
# warp's share of the turning and the writing, so the small shapes, whose
# tiles are all resident at once (65537x33, 100003x61, 1000x1000), run
# faster at 1 and 2 bytes; the large ones, held to 4 blocks a
# multiprocessor by shared memory either way, run level.
# xpbin/base: 62819d6's library (256 threads); xpbin/t512: the patch;
# xpbin/cli: 62819d6's CLI.
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
S1=65537x33,262147x45,100003x61,1048577x31,200001x17,1000x1000,1366x768,2900x2900,12345x6789,8191x8191
S2=65537x33,262147x45,100003x61,1048577x31,1000x1000,1366x768,12345x6789,8191x8191
S4=65537x33,262147x45,100003x61,1048577x31,200001x17
for round in 1 2; do
  [ $round = 2 ] && [ $((SECONDS - t0)) -gt 300 ] && break
  for lib in base t512; do
    cmp A1-$lib-$round $lib cuda 1 $S1 X=0
    cmp A2-$lib-$round $lib cuda 2 $S2 X=0
    cmp A4-$lib-$round $lib cuda 4 $S4 X=0
  done
done
m=gpu__time_duration.sum,smsp__inst_executed.sum,sm__cycles_active.avg,smsp__issue_active.avg.pct_of_peak_sustained_active
for lib in base t512; do
  for e in 1 2 4; do
    LD_LIBRARY_PATH=xpbin/$lib timeout 60 ncu --clock-control none --cache-control none --metrics $m --csv \
      --kernel-name regex:word_tile --launch-skip 3 --launch-count 1 $cx compare --backends cuda --variants fast \
      --shapes 65537x33 --elem-sizes $e --warmup 3 --reps 3 > $o/ncu-$lib-e$e.csv 2>&1
    echo "ncu $lib e$e rc $? $((SECONDS - t0)) s"
  done
done
true
