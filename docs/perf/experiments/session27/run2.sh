#!/usr/bin/env bash
# Session 27 run 2: the flat out tile's bytes (XP_FO_BYTES of
# run1-cuda-flat-out.patch, about 4 KiB as landed) at 4, 8, 16 and 32 KiB,
# fast on both APIs over session 26's short matrices, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
cx=build-gpu-rel/cli/crosspose
shapes=31x2000003,17x1000003,8x2000003,24x500001,48x333333,40x400001,63x300007,5x3000017,12x1000003,32x1048577
for round in 1 2; do
  for b in 4096 8192 16384 32768; do
    XP_FO_BYTES=$b timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes \
      --elem-sizes 1 2 --csv $o/bytes$b-$round.csv > $o/bytes$b-$round.txt 2>&1
    echo "bytes$b $round rc $?"
  done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h " groups\|grid " $o/bytes32768-1.txt | cut -c1-140 | head -40
