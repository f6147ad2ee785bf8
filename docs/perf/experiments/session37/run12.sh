#!/usr/bin/env bash
# Session 37 run 12, 55ff2f5 + run12-xp.patch (run 10's chunk switch on the
# landed 128-byte-high narrow tile): one or two tiles a workgroup
# (XP_VK_NARROW_CHUNKS) on dense 1-byte rows of 33 to 64 bytes, 1048577 and
# 4194319 rows, with the registers the driver gives each pipeline, to find
# what decides where two tiles gain. Verify two tiles, the launches, then
# bench, two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes=""
for r in 1048577 4194319; do for c in 33 36 40 44 48 52 56 60 64; do shapes="$shapes ${r}x$c"; done; done
for s in $shapes; do
  echo "C2 $s $(XP_VK_NARROW_CHUNKS=2 timeout 60 $cx verify -b vulkan -v fast -r ${s%x*} -c ${s#*x} -e 1 2>&1 | tail -1)" | tee -a $o/verify.txt
done
for c in 1 2; do for s in 1048577x33 1048577x40 1048577x48 1048577x56 1048577x64; do
  echo "C$c $s $(XP_VK_NARROW_CHUNKS=$c timeout 60 $cx bench -b vulkan -v fast -r ${s%x*} -c ${s#*x} -e 1 --warmup 2 --reps 3 2>&1 | grep launch)" >> $o/launch.txt
done; done
b() {  # backend shape label env
  line=$(env $4 timeout 60 $cx bench -b $1 -v fast -r ${2%x*} -c ${2#*x} -e 1 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $2 e1 $1 $3 $line" | tee -a $o/bench.txt
}
for round in 1 2; do for s in $shapes; do
  b cuda $s cuda XP=0; for c in 1 2; do b vulkan $s C$c XP_VK_NARROW_CHUNKS=$c; done
done; done
