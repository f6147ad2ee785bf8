#!/usr/bin/env bash
# Session 23 run 1: CUDA's word tile, row by row, at 1 and 2 bytes: tiles
# of other sizes, composed or turned, staging their loads a batch at a time
# (run1-tiles.patch, XP_WT names the tile), against the landed tiles (XP_WT
# unset), one library (bin-xp/), interleaved, CUDA only.
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
run 1 1 base t128x128b4k3 c128x128b4k0 c256x128b4k4 c128x256b4k4 c256x256b2k8 c256x256b4k4 t256x128b2k8 t128x256b2k8 c512x128b4k4
run 1 2 base c256x128b5k3 c256x256b4k4 c256x256b2k8 c512x128b4k4 c512x256b2k8 c128x256b4k4
run 2 1 base c256x128b4k4 c128x256b4k4 c256x256b2k8 c256x256b4k4 t256x128b2k8 t128x256b2k8
run 2 2 base c256x128b5k3 c256x256b4k4 c512x128b4k4
for es in 1 2; do
  mkdir -p $o/t$es && cp $o/e$es-*.csv $o/t$es/
  python3 docs/perf/experiments/session19/table.py $o/t$es | tee $o/table-e$es.md
  rm -rf $o/t$es
done
grep -h "12345x6789" $o/e1-*-1.txt | grep -i "grid" | cut -c1-260
grep -h "12345x6789" $o/e2-*-1.txt | grep -i "grid" | cut -c1-260
cd $OUT && tar czf all.tgz r && rm -rf r
