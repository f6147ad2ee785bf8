#!/usr/bin/env bash
# Session 19 run 7 (run7-owned-tile-e4-64x64.patch, applies to abcd2b6; CUDA,
# 4 bytes): the owned tile 64x64 (256-byte row segments, one covering
# sector per 256 bytes instead of per 128; 33 columns in one tile) in place
# of 128x32 (both sides >= 1024) and the padded 64x64 tile (narrower).
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose backends=cuda
sweep 4 12345x6789,6789x12345,24690x13578,8191x8191,100003x61,65537x33 base=- ot64=XP_OT_E4=1 > /dev/null
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
XP_OT_E4=1 build-gpu-rel/tests/cuda/cuda_fast_test > $o/fast-test.log 2>&1; echo "cuda fast test rc $?"
mkdir -p $OUT/keep && mv $o $OUT/keep/ && cd $OUT && tar czf all.tgz keep && rm -rf keep
