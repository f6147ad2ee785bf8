#!/usr/bin/env bash
# Session 37 run 15, 8e7c48e + run15-xp.patch: the shader's narrow tall
# 1-byte tile owning 32-byte sectors (XP_VK_OWN=32: 31 rows staged past each
# tile, 10496 bytes of groupshared memory, 4 workgroups a multiprocessor) as
# CUDA's does, against the landed 16 (15 rows, 9472 bytes, 5). Verify, then
# bench, two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes="1048577x33 1048577x40 1048577x48 1048577x63 4194319x33"
for s in $shapes; do
  echo "O32 $s $(XP_VK_OWN=32 timeout 60 $cx verify -b vulkan -v fast -r ${s%x*} -c ${s#*x} -e 1 2>&1 | tail -1)" | tee -a $o/verify.txt
done
b() {  # shape label env
  line=$(env $3 timeout 60 $cx bench -b vulkan -v fast -r ${1%x*} -c ${1#*x} -e 1 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $1 e1 vulkan $2 $line" | tee -a $o/bench.txt
}
for round in 1 2; do for s in $shapes; do b $s O16 XP_VK_OWN=16; b $s O32 XP_VK_OWN=32; done; done
