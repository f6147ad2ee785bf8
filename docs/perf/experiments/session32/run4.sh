#!/usr/bin/env bash
# Session 32 run 4 (run4-owned-e4.patch on the commit of the 8-byte
# owned-tile rule): the shader's 4-byte owned tile as XP_E4_OWNED=RxC:N
# (tile R x C, N tiles a workgroup) against the landed 2 tiles of 32x64,
# twice: 32x32 (5148 bytes of groupshared memory, 8 workgroups a
# multiprocessor by invocations) with 2, 3 and 4, 16x64 (5980) with 2 and 3.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round env...
  local name=$1 round=$2; shift 2
  env "$@" timeout 150 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345,8191x8191,4097x4099 --elem-sizes 4 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $? $(date +%T)"
}
for round in 1 2; do
  run landed $round XP_NONE=1
  for t in 32x32:2 32x32:3 32x32:4 16x64:2 16x64:3; do run t${t/:/c} $round XP_E4_OWNED=$t; done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^vulkan .*12345x6789" $o/*-1.txt | sort -u | cut -c1-160
