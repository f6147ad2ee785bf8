#!/usr/bin/env bash
# Session 32 run 8, on ba1b387 (no patch): does Vulkan in the same process
# cost CUDA's rows? The large 8- and 16-byte goal shapes with --backends cuda
# and with --backends cuda,vulkan (as the goal run), alternated, three rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round backends shape elem
  local name=$1 round=$2 backends=$3 shape=$4 e=$5
  mkdir -p $o/e$e
  timeout 150 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes $shape --elem-sizes $e --csv $o/e$e/$name-$round.csv > $o/e$e/$name-$round.txt 2>&1
  echo "e$e $name $round rc $? $(date +%T)"
}
for round in 1 2 3; do
  for e in 16 8; do
    shape=8192x8192; [ $e = 8 ] && shape=8192x16384
    run cuda $round cuda $shape $e
    run both $round cuda,vulkan $shape $e
  done
done
for e in 16 8; do python3 docs/perf/experiments/session19/table.py $o/e$e | tee $o/e$e/table.md; done
grep -h "verified" $o/*/*.txt | sort | uniq -c | head
