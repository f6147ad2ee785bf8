#!/usr/bin/env bash
# Session 31 run 5 (run5-owned-tiles.patch on 0acc4ce): the GPU suite with
# validation on the build where CUDA's owned tile is 64x64 at 4 and 8 bytes,
# filled through cp.async (the patch is inert unless XP_OWNED_TILE is set);
# then that tile against other shapes of it (XP_OWNED_TILE), twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 260 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -60
cx=build-gpu-rel/cli/crosspose
run() {  # name round backends env...
  local name=$1 round=$2 backends=$3; shift 3
  env "$@" timeout 120 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345,8191x8191,4097x4099 --elem-sizes 4 8 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run landed $round cuda XP_NONE=1
  for t in 128x64 128x32 64x32 32x32; do run t$t $round cuda XP_OWNED_TILE=$t; done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^cuda .*12345x6789 .*e[48] " $o/*-1.txt | sort -u | cut -c1-220
