#!/usr/bin/env bash
# Session 23 run 4: CUDA's 1-byte word tile stages through cp.async at 4
# blocks a multiprocessor, every 1-byte tile (row by row, flat, narrow).
# The GPU suite with validation, then `crosspose compare` of fast, CUDA
# only, 1 byte, interleaved: this build's library against bin-base/
# (3ddf14b's).
set -u
. docs/perf/experiments/session9/prelude.sh
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 300 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
cx=build-gpu-rel/cli/crosspose
for round in 1 2; do
  for lib in new base; do
    if [ $lib = base ]; then export LD_LIBRARY_PATH=$PWD/bin-base; else unset LD_LIBRARY_PATH; fi
    timeout 150 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 \
      --shapes 12345x6789,6789x12345,24690x13578,8191x8191,100003x150,32x1048577,65537x33,100003x61,262147x45,1000003x100,200001x17,1048577x31,4194319x33 \
      --elem-sizes 1 --csv $o/$lib-$round.csv > $o/$lib-$round.txt 2>&1; echo "$lib $round rc $?"
  done
done
unset LD_LIBRARY_PATH
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -A16 'what fast launched' $o/new-1.txt | cut -c1-150
cd $OUT && tar czf all.tgz r && rm -rf r
