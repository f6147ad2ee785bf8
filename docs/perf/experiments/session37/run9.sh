#!/usr/bin/env bash
# Session 37 run 9, 08222ea + run8-xp.patch: run 8's question on more
# shapes, to see where the shader's 128-byte-high narrow tile gains:
# 131072 to 4194319 rows of 33, 48 and 63 bytes at 1 byte, the landed 64
# against 128 (XP_VK_NARROW), beside CUDA. Verify 128 on each, then bench,
# two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes=""
for r in 131072 262147 524288 1048577 2097152 4194319; do for c in 33 48 63; do shapes="$shapes ${r}x$c"; done; done
for s in $shapes; do
  echo "B128 $s $(XP_VK_NARROW=128 timeout 60 $cx verify -b vulkan -v fast -r ${s%x*} -c ${s#*x} -e 1 2>&1 | tail -1)" | tee -a $o/verify.txt
done
b() {  # backend shape label env
  line=$(env $4 timeout 60 $cx bench -b $1 -v fast -r ${2%x*} -c ${2#*x} -e 1 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $2 e1 $1 $3 $line" | tee -a $o/bench.txt
}
for round in 1 2; do for s in $shapes; do
  b cuda $s cuda XP=0; for x in 64 128; do b vulkan $s B$x XP_VK_NARROW=$x; done
done; done
