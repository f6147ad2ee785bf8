#!/usr/bin/env bash
# Session 33 run 1, on d2744fc (no patch): do the large rows miss 97% because
# their pitches are powers of two? Each large goal shape beside one a little
# larger whose rows are not a power of two (sides + 256), fast on both APIs.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # elem shapes
  local e=$1 shapes=$2
  mkdir -p $o/e$e
  timeout 200 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --shapes $shapes --elem-sizes $e --csv $o/e$e/pitch.csv > $o/e$e/pitch.txt 2>&1
  echo "e$e rc $? $(date +%T)"
}
run 4 16384x16384,16640x16640,16384x16640,16640x16384
run 1 32768x32768,33024x33024
run 2 16384x32768,16640x33024
run 8 8192x16384,8448x16640
for e in 4 1 2 8; do python3 docs/perf/experiments/session19/table.py $o/e$e | tee $o/e$e/table.md; done
grep -h "verified" $o/*/*.txt | sort | uniq -c | head
