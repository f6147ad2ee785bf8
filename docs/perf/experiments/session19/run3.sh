#!/usr/bin/env bash
# Session 19 run 3 (run3-word-tile-e2-shapes.patch): CUDA's 2-byte word tile
# with fewer L2 sectors read per element or more blocks resident. in256:
# tiles 128 x 256 bytes (one covering word per 256-byte row segment, not per
# 128); out256: 256 x 128 (U - 1 extra rows staged per 128 rows, not per 64);
# b6: the landed tile at 6 blocks a multiprocessor (40 registers, 46 landed).
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose backends=cuda
sweep 2 12345x6789,6789x12345,24690x13578,8191x8191,100003x61,65537x33 base=- b6=XP_WT_E2=b6 in256=XP_WT_E2=in256 out256=XP_WT_E2=out256 > /dev/null
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
mkdir -p $OUT/keep && mv $o $OUT/keep/ && cd $OUT && tar czf all.tgz keep && rm -rf keep
