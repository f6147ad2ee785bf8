#!/usr/bin/env bash
# Session 38 run 4, 63f74c9 + run3-xp.patch (the same switches as run 3):
# the shader's 16-byte tile spanning narrow dense rows (16 rows x COLS,
# 16x16 invocations: XP_VK16=16:COLS:16:16:0:0) against the landed 32x16
# edge tile, whose last column of tiles holds COLS mod 16 columns. Run 3:
# 65537x33 91.2-91.8 against 90.4-90.8 alone, 92.0-92.1 against 89.6-90.4
# in the joint compare. Which widths gain? Verify, bench two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes="65537x17 65537x18 65537x20 65537x24 65537x33 65537x34 65537x36 65537x40 65537x44 1048577x17 1048577x33 1048577x36 262147x33 16411x33"
for s in $shapes; do c=${s#*x}
  echo "$s $(XP_VK16=16:$c:16:16:0:0 timeout 60 $cx verify -b vulkan -v fast -r ${s%x*} -c $c -e 16 2>&1 | tail -1)" | tee -a $o/verify.txt
done
bn() {  # shape label xp
  line=$(XP_VK16=$3 timeout 60 $cx bench -b vulkan -v fast -r ${1%x*} -c ${1#*x} -e 16 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $1 e16 vulkan $2 $line" | tee -a $o/bench.txt
}
for round in 1 2; do for s in $shapes; do c=${s#*x}
  bn $s L none
  bn $s S 16:$c:16:16:0:0
done; done
