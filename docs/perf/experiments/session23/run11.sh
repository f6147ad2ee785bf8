#!/usr/bin/env bash
# Session 23 run 11: the GPU suite with validation after the CUDA word
# tile's launch string names cp.async (its fast test checks it), and the
# launches of one compare run at 1, 2 and 4 bytes.
set -u
. docs/perf/experiments/session9/prelude.sh
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 300 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
build-gpu-rel/cli/crosspose compare --backends cuda --variants fast --warmup 2 --reps 5 \
  --shapes 12345x6789,65537x33 --elem-sizes 1,2,4 > $o/launches.txt 2>&1; echo "compare rc $?"
grep -A8 'what fast launched' $o/launches.txt | cut -c1-100
grep -o "tiles of [^;]*; the words staged through cp.async" $o/launches.txt | sort | uniq -c
cd $OUT && tar czf all.tgz r && rm -rf r
