#!/usr/bin/env bash
# Session 57 run 6 (H200), on 651ace8 (xpbin/build-carry.tar.xz, run 3's build). Run 5's tune (32 MiB, median
# of 5) had a classic Vulkan variant beat `fast` on 7 of 24 rows. Are those wins there at the goal rows' sizes?
# Vulkan bench of `fast` against the tune's winner on the goal rows of those classes, two rounds (stops at
# 190 s). Prediction: register_4x4 beats fast on 64x64x16384 at 4 bytes (90.7% in run 4) by 2 points or more;
# the 8- and 16-byte wins (0.2-3.0% in the tune) do not hold at full size.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
carried_build
cx=build-gpu-rel/cli/crosspose
for round in 1 2; do
  for c in "64 64 16384 4 register_4x4" "1048576 32 1 4 register_4x4" "32 1048576 1 4 register_4x4" \
      "1048576 32 1 8 shared_1d" "32 1048576 1 8 shared_1d" "32 1048576 1 16 hlsl_groupshared_coalesced" \
      "8192 16384 1 8 shared_padded"; do
    set -- $c
    for v in fast $5; do
      [ $SECONDS -gt 190 ] && break 3
      n=$1x$2x$3-e$4-$v-$round
      timeout 30 $cx bench -b vulkan -v $v -r $1 -c $2 --batch $3 -e $4 --warmup 20 --reps 100 > $o/$n.txt 2>&1
      echo "$n $SECONDS s $(grep -E "^$v " $o/$n.txt | tr -s ' ' | cut -d' ' -f2-7)"
    done
  done
done
true
