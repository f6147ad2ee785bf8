#!/usr/bin/env bash
# Session 46 run 3 (H100). build-gpu-rel: the library of 4e8cde0 (landed);
# xpbin/tall4: the same library with run3-xp.patch: XP_CU_TALL4=N gives
# CUDA's tall 4-byte batches under 32 wide (XP_CU_SINGLE: single matrices
# too) the 16-byte tile of W 4 with 4x2 warps, the shader's shape there,
# with registers bounded for N blocks a multiprocessor (0: unbounded).
# Session 45 run 2 ran that shape unbounded: 66 registers, 3 blocks, 40-91%,
# where the shader's (32 registers, 8 workgroups) runs 98-100.
# Prediction: bounded for 8 blocks (32 registers, ptxas: 132 bytes spilled)
# or 6 (40, 76 spilled) it runs as the shader does.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
S=1000x16x1000,1024x8x2000,1000x24x1000,2000x12x1000,1000x20x100,1048576x16,1048576x8
for n in 0 4 6 8; do
  XP_CU_TALL4=$n XP_CU_SINGLE=1 LD_LIBRARY_PATH=xpbin/tall4 timeout 90 $cx compare --backends cuda --variants fast \
    --warmup 1 --reps 3 --elem-sizes 4 --shapes $S --csv $o/verify-$n.csv > $o/verify-$n.log 2>&1
  echo "verify $n rc $? $(tail -1 $o/verify-$n.log)"
done
vb() { # tag, backend, shape, env...
  local tag=$1 be=$2 s=$3; shift 3
  IFS=x read r c b <<< "$s"
  out=$(env "$@" timeout 60 $cx bench -b $be -v fast -r $r -c $c --batch ${b:-1} -e 4 --warmup 10 --reps 30 2>&1)
  echo "$round $tag $be $s | $(echo "$out" | grep -E '^fast ') | $(echo "$out" | grep -oE '(grid|groups) .*(regs|registers) [0-9]+( \([^)]*\))?' | cut -c1-110)" | tee -a $o/bench.txt
}
for round in 1 2; do
  for s in ${S//,/ }; do
    vb landed cuda $s
    for n in 0 4 6 8; do vb bound$n cuda $s XP_CU_TALL4=$n XP_CU_SINGLE=1 LD_LIBRARY_PATH=xpbin/tall4; done
    if [ $round = 1 ]; then vb landed vulkan $s; fi
  done
done
true
