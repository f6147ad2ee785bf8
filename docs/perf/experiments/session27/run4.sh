#!/usr/bin/env bash
# Session 27 run 4: CUDA's narrow dense rows (at most 64 elements) in the
# run-time shaped kernel (run4-fitted-in.patch: XP_FITTED_IN=bytes, the tile
# all the columns across and its rows fitted to that many bytes, whole
# 32-byte sectors owned, output words composed, never turned) against the
# landed word tile: CUDA's fast tests under the switch, then fast over the
# narrow shapes at 1, 2 and 4 bytes, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && XP_FITTED_IN=4096 timeout 100 ctest -R "cuda.fast|cuda.native" -j4 --output-on-failure > $o/ctest-xp.log 2>&1; echo "ctest xp rc $?")
tail -3 $o/ctest-xp.log; grep -A15 "FAILED\|Failure" $o/ctest-xp.log | head -40
cx=build-gpu-rel/cli/crosspose
shapes=65537x33,100003x61,262147x45,1048577x31,4194319x33,200001x17,1000003x64
for round in 1 2; do
  timeout 60 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 --shapes $shapes \
    --elem-sizes 1 2 4 --csv $o/landed-$round.csv > $o/landed-$round.txt 2>&1
  echo "landed $round rc $?"
  for b in 4096 8192 16384; do
    XP_FITTED_IN=$b timeout 60 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 --shapes $shapes \
      --elem-sizes 1 2 4 --csv $o/in$b-$round.csv > $o/in$b-$round.txt 2>&1
    echo "in$b $round rc $?"
  done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "grid " $o/in8192-1.txt | cut -c1-120 | head -24
