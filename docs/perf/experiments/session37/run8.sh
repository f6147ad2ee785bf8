#!/usr/bin/env bash
# Session 37 run 8, 08222ea + run8-xp.patch: the shader's 1-byte word tile
# on rows of at most 64 bytes (65537x33 and the like, flat in) 128 or 256
# bytes high (XP_VK_NARROW=B) against the landed 64, beside CUDA's 128.
# Verify each, then bench, three rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes="65537x33 100003x61 262147x45 1048577x63 4194319x33"
for x in 128 256; do for s in $shapes; do
  echo "B$x $s $(XP_VK_NARROW=$x timeout 60 $cx verify -b vulkan -v fast -r ${s%x*} -c ${s#*x} -e 1 2>&1 | tail -1)" | tee -a $o/verify.txt
done; done
for x in 64 128 256; do
  XP_VK_NARROW=$x timeout 60 $cx bench -b vulkan -v fast -r 65537 -c 33 -e 1 --warmup 2 --reps 3 2>&1 | grep launch >> $o/launch.txt
done
b() {  # backend shape label env
  line=$(env $4 timeout 60 $cx bench -b $1 -v fast -r ${2%x*} -c ${2#*x} -e 1 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $2 e1 $1 $3 $line" | tee -a $o/bench.txt
}
for round in 1 2 3; do for s in $shapes; do
  b cuda $s cuda XP=0; for x in 64 128 256; do b vulkan $s B$x XP_VK_NARROW=$x; done
done; done
