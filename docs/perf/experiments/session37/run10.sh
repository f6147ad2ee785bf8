#!/usr/bin/env bash
# Session 37 run 10, 08222ea + run10-xp.patch (run 8's switch and one
# more): the shader's 1-byte flat-in word tile on rows of at most 64 bytes,
# 64 or 128 bytes high (XP_VK_NARROW), one, two or three tiles a workgroup
# (XP_VK_NARROW_CHUNKS: every tile's staged words loaded into registers
# before the first is staged, as on wide rows), beside CUDA. Verify each
# new setting, then bench, two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes="65537x33 100003x61 262147x45 524288x33 1048577x33 1048577x63 4194319x33 4194319x63"
for c in 2 3; do for x in 64 128; do for s in $shapes; do
  echo "C$c B$x $s $(XP_VK_NARROW_CHUNKS=$c XP_VK_NARROW=$x timeout 60 $cx verify -b vulkan -v fast -r ${s%x*} -c ${s#*x} -e 1 2>&1 | tail -1)" | tee -a $o/verify.txt
done; done; done
for c in 1 2 3; do for x in 64 128; do
  XP_VK_NARROW_CHUNKS=$c XP_VK_NARROW=$x timeout 60 $cx bench -b vulkan -v fast -r 4194319 -c 33 -e 1 --warmup 2 --reps 3 2>&1 | grep launch >> $o/launch.txt
done; done
b() {  # backend shape label env
  line=$(env $4 timeout 60 $cx bench -b $1 -v fast -r ${2%x*} -c ${2#*x} -e 1 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $2 e1 $1 $3 $line" | tee -a $o/bench.txt
}
for round in 1 2; do for s in $shapes; do
  b cuda $s cuda XP=0
  for c in 1 2 3; do for x in 64 128; do b vulkan $s C$c-B$x "XP_VK_NARROW_CHUNKS=$c XP_VK_NARROW=$x"; done; done
done; done
