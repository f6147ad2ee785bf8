#!/usr/bin/env bash
# Session 29 run 7 (run6's build): run 6's shifted shader on its interior
# alone. 12289x6656 with pitches off 16 bytes (in 6659, out 12291): every
# tile is whole but the last row of tiles, which holds one row, so almost
# nothing goes element by element. crosspose bench, Vulkan fast, landed word
# tile against XP_SHIFTED, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
for round in 1 2; do
  for e in 1 2; do
    for cfg in XP_NONE=1 XP_SHIFTED=8 XP_SHIFTED=16 XP_SHIFTED=32; do
      echo "== round $round e$e $cfg"
      env $cfg timeout 40 $cx bench -b vulkan -v fast -r 12289 -c 6656 -e $e --in-pitch 6659 --out-pitch 12291 \
        --warmup 10 --reps 30 2>&1 | grep -v '^$' | tail -4
    done
  done
done > $o/bench.txt
cat $o/bench.txt | cut -c1-180
