#!/usr/bin/env bash
# Session 24 run 3: run 2's load forms 0 (as landed) and 3 (the words within
# loaded and stored at once, the ends after them; run1-loads.patch) on the
# flat shapes run 2 left out, interleaved, Vulkan only.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
export LD_LIBRARY_PATH=$PWD/bin-xp
cx=build-gpu-rel/cli/crosspose
for round in 1 2; do
  for xp in 0 3; do
    XP_WT=$xp timeout 100 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
      --shapes 65537x33,1048577x31,200001x17,4194319x33 --elem-sizes 1,2,4,8 \
      --csv $o/x$xp-$round.csv > $o/x$xp-$round.txt 2>&1
    echo "x$xp $round rc $?"
  done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c
