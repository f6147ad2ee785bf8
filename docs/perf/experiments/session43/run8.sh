#!/usr/bin/env bash
# Session 43, run 8 (the landed library, 48eb079, no patch): a survey for the
# next lead. Short matrices at 4 and 8 bytes whose output rows are off 16
# bytes (rows x elem_size not a multiple of 16) take no flat-out tile: the
# classic tiles serve them (17x1048576 at 4 bytes: CUDA 58%, Vulkan 71% in
# the fortieth session's run 3). Both APIs, one round, with aligned rows of
# the same sizes beside them (8, 16, 32 rows).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
for e in 4 8; do
  n=$o/e$e-landed-1.csv
  timeout 120 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes $e \
    --shapes 5x1000003,6x1000003,7x1000003,8x1000003,9x1000003,10x1000003,13x1000003,16x1000003,17x1000003,31x500009,32x500009,33x500009,63x250007 \
    --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
done
grep -h "^\(cuda\|vulkan\) .* e[48] " $o/*.log | cut -c1-170
