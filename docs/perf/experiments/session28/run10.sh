#!/usr/bin/env bash
# Session 28 run 10: the review's build (CUDA's fitted kernel composes its
# words through compose, now in words.cuh, rather than its own loop): CUDA's
# tests, then fast on both APIs over run 1's narrow shapes once.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
(cd build-gpu-rel && timeout 150 ctest -R "cuda|matrix" -LE long -j4 --output-on-failure > $o/ctest-cuda.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-cuda.log
cx=build-gpu-rel/cli/crosspose
shapes=65537x33,1048577x31,4194319x33,200001x17,500009x24,2000003x9,400009x7,300007x13
timeout 150 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes \
  --elem-sizes 1 2 4 --csv $o/review-1.csv > $o/review-1.txt 2>&1
echo "review rc $?"
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/review-1.txt | sort | uniq -c | head
