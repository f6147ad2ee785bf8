#!/usr/bin/env bash
# Session 27 run 6: the second review's build (the flat-out kernel's end
# words through load_within; the tests' flat-out rule in tests/support): the
# GPU suite with validation, then fast on both APIs over the short matrices once.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 170 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -60
timeout 100 build-gpu-rel/cli/crosspose compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
  --shapes 31x2000003,17x1000003,8x2000003,24x500001,48x333333,40x400001,63x300007,5x3000017,12x1000003,32x1048577 \
  --elem-sizes 1 2 --csv $o/landed-1.csv > $o/landed-1.txt 2>&1
echo "landed rc $?"
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/landed-*.txt | sort | uniq -c | head
