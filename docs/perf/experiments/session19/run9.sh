#!/usr/bin/env bash
# Session 19 run 9 (prepared, not yet run; run9-word-tile-e1-clusters.patch,
# applies to 53224c2; CUDA, 1 byte): the 128 x 128-byte word tile launched in
# thread block clusters of 2 or 4 consecutive tiles down a column
# (XP_WT_CLUSTER), each block but a cluster's last reading the 31 rows past
# its tile from the next block's shared memory (distributed shared memory)
# instead of L2. Rows of at most 64 bytes (100003x61, 65537x33) keep the
# narrow tile: the control. Then the CUDA fast test under each switch.
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose backends=cuda
sweep 1 12345x6789,6789x12345,24690x13578,8191x8191,32768x8191,100003x61 base=- c2=XP_WT_CLUSTER=2 c4=XP_WT_CLUSTER=4 > /dev/null
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "e1 " $o/c4-1.log | head -2
for c in 2 4; do XP_WT_CLUSTER=$c build-gpu-rel/tests/cuda/cuda_fast_test > $o/fast-test-c$c.log 2>&1; echo "cluster $c fast test rc $?"; done
mkdir -p $OUT/keep && mv $o $OUT/keep/ && cd $OUT && tar czf all.tgz keep && rm -rf keep
