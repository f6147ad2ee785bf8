#!/usr/bin/env bash
# Session 32 run 3 (run3-caps.patch on the commit of the 8-byte owned-tile
# rule): the shader's large-matrix tiles (vec_tile at 1 and 2 bytes,
# shared_padded at 4, 8 and 16) with XP_CAP_E<size> bytes of groupshared
# memory that nothing uses, capping the workgroups resident per
# multiprocessor as CUDA's fast caps its blocks (cuda/auto_policy.cpp,
# resident_cap), twice. Names: nN, the workgroups that fit the driver's
# 48 KiB with the cap (the launch's driver groupshared shows what it kept).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round shape elem env...
  local name=$1 round=$2 shape=$3 e=$4; shift 4
  mkdir -p $o/e$e
  env "$@" timeout 120 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
    --shapes $shape --elem-sizes $e --csv $o/e$e/$name-$round.csv > $o/e$e/$name-$round.txt 2>&1
  echo "e$e $name $round rc $? $(date +%T)"
}
for round in 1 2; do
  run landed $round 16384x32768 2 XP_NONE=1
  run n3 $round 16384x32768 2 XP_CAP_E2=3328
  run n2 $round 16384x32768 2 XP_CAP_E2=7424
  run landed $round 16384x16384 4 XP_NONE=1
  run n4 $round 16384x16384 4 XP_CAP_E4=1664
  run n3 $round 16384x16384 4 XP_CAP_E4=4160
  run landed $round 8192x8192 16 XP_NONE=1
  run n4 $round 8192x8192 16 XP_CAP_E16=5504
  run landed $round 8192x16384 8 XP_NONE=1
  run n4 $round 8192x16384 8 XP_CAP_E8=1408
  run landed $round 32768x32768 1 XP_NONE=1
  run n2 $round 32768x32768 1 XP_CAP_E1=5184
done
for e in 1 2 4 8 16; do python3 docs/perf/experiments/session19/table.py $o/e$e | tee $o/e$e/table.md; done
grep -h "verified" $o/*/*.txt | sort | uniq -c | head
grep -h "^vulkan" $o/*/*-1.txt | sort -u | grep -o "e[0-9]*  groups.*groupshared [0-9]*\( registers [0-9]*\)\?" | cut -c1-200
