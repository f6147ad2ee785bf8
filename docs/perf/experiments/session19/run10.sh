#!/usr/bin/env bash
# Session 19 run 10 (prepared, not yet run; run10-word-tile-clusters-copy.patch,
# applies to 53224c2 without run 9's patch; CUDA, 1 and 2 bytes): the word
# tile on rows over 64 bytes launched in clusters of 2 or 4 consecutive tiles
# down a column (XP_WT_CLUSTER); each block but a cluster's last copies the
# U - 1 rows past its tile from the next block's shared memory between two
# cluster barriers, and runs on unchanged from there. Rows of at most 64
# bytes (100003x61 at 1 byte) keep the narrow tile: the control. Then the
# CUDA fast test under each switch.
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose backends=cuda
sweep 1,2 12345x6789,6789x12345,24690x13578,8191x8191,100003x61 base=- c2=XP_WT_CLUSTER=2 c4=XP_WT_CLUSTER=4 > /dev/null
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
for c in 2 4; do XP_WT_CLUSTER=$c build-gpu-rel/tests/cuda/cuda_fast_test > $o/fast-test-c$c.log 2>&1; echo "cluster $c fast test rc $?"; done
mkdir -p $OUT/keep && mv $o $OUT/keep/ && cd $OUT && tar czf all.tgz keep && rm -rf keep
