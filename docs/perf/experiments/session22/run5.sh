#!/usr/bin/env bash
# Session 22 run 5: the word tile at 4 and 8 bytes on dense rows of at most
# 64 (flat in, composed; 128 bytes high, 64 elements across), both APIs.
# The GPU suite with validation, then `crosspose compare` of fast on both
# APIs, interleaved: this build's library against bin-prev/ (cec34de's,
# where those rows take the padded, owned or shared_1d tiles).
set -u
. docs/perf/experiments/session9/prelude.sh
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
cx=build-gpu-rel/cli/crosspose
for round in 1 2; do
  for lib in new prev; do
    if [ $lib = prev ]; then export LD_LIBRARY_PATH=$PWD/bin-prev; else unset LD_LIBRARY_PATH; fi
    timeout 120 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
      --shapes 65537x33,100003x61,262147x45,200001x17,1048577x31,4194319x33 \
      --elem-sizes 4,8 --csv $o/$lib-$round.csv > $o/$lib-$round.txt 2>&1; echo "$lib $round rc $?"
  done
done
unset LD_LIBRARY_PATH
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -A24 'what fast launched' $o/new-1.txt | grep -E "65537" | cut -c1-220
grep -A24 'what fast launched' $o/prev-1.txt | grep -E "65537" | cut -c1-220
cd $OUT && tar czf all.tgz r && rm -rf r
