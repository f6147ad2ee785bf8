#!/usr/bin/env bash
# Session 23 run 2: run 1's setup with run2-tiles.patch (run 1's kernels,
# and tiles that stage through cp.async, 8 bytes at a time, every load in
# flight: `a` composed, `A` turned; composed 1-byte tiles at 5 and 6
# blocks), against the landed tiles (XP_WT unset), one library (bin-xp/),
# interleaved, CUDA only.
set -u
. docs/perf/experiments/session9/prelude.sh
export LD_LIBRARY_PATH=$PWD/bin-xp
cx=build-gpu-rel/cli/crosspose
run() {  # name elem configs...
  local round=$1 es=$2; shift 2
  for xp in "$@"; do
    local start=$SECONDS
    XP_WT=${xp#base} timeout 60 $cx compare --backends cuda --variants fast --warmup 10 --reps 20 \
      --shapes 12345x6789,6789x12345,24690x13578,100003x150 --elem-sizes $es \
      --csv $o/e$es-$xp-$round.csv > $o/e$es-$xp-$round.txt 2>&1
    echo "e$es $xp $round rc $? $((SECONDS - start)) s"
  done
}
for round in 1 2; do
  run $round 1 base c128x128b4k0 c128x128b5k0 c128x128b6k3 a128x128b4 a128x128b6 a256x128b4 a128x256b4 a256x256b2 a512x128b4 A128x128b3 A128x128b4
  run $round 2 base a128x128b6 a256x128b4 a256x256b4 a256x256b5 a512x128b4
done
for es in 1 2; do
  mkdir -p $o/t$es && cp $o/e$es-*.csv $o/t$es/
  python3 docs/perf/experiments/session19/table.py $o/t$es | tee $o/table-e$es.md
  rm -rf $o/t$es
done
grep -h "12345x6789" $o/e1-*-1.txt | grep -i "grid" | cut -c1-260
grep -h "12345x6789" $o/e2-*-1.txt | grep -i "grid" | cut -c1-260
cd $OUT && tar czf all.tgz r && rm -rf r
