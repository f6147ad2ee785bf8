#!/usr/bin/env bash
# Session 19 run 8 (prepared, not yet run; run8-word-tile-e2-256x256.patch,
# applies to 53224c2; CUDA, 2 bytes): the landed tall tile (256 x 128 bytes,
# 64 registers, 4 blocks) against 256 x 256 on rows of at least 256 bytes,
# which reads one covering sector per 256-byte row segment instead of per
# 128 (run 3's in256 gained 1.4 to 6 points on the large shapes), at 2
# blocks (90 registers) or 3 (80 registers, 8 bytes spilled; ptxas -v).
# Then the CUDA fast test under each switch.
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose backends=cuda
sweep 2 12345x6789,6789x12345,24690x13578,8191x8191,100003x61 base=- b2=XP_WT_E2=both256b2 b3=XP_WT_E2=both256b3 > /dev/null
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
for x in both256b2 both256b3; do XP_WT_E2=$x build-gpu-rel/tests/cuda/cuda_fast_test > $o/fast-test-$x.log 2>&1; echo "$x fast test rc $?"; done
mkdir -p $OUT/keep && mv $o $OUT/keep/ && cd $OUT && tar czf all.tgz keep && rm -rf keep
