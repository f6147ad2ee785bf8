#!/usr/bin/env bash
# Session 41 run 3, with run3-xp.patch on 910f271: the candidate rules that
# runs 1-2 suggest against the landed ones (XP_OLD=1), two alternated
# rounds, both APIs:
#  - batches at 1 and 2 bytes whose fitted tile has 2 or 4 warps take 4x2
#    warps, the warps past the matrix idle (host fitted_shape);
#  - CUDA: single 1-byte matrices 9 to 31 high, at least 1024 wide: W 4, 1x2
#    warps; Vulkan: 9 to 16 high: W 4, 2x4 warps.
# Then fast's tunings (XP_VEC) on the goal's 1048576x32 at 1 and 2 bytes.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
s1=10x1048576,12x1048576,16x1048576,16x262144,16x4194304,20x1048576,24x1048576,28x262144,128x128x4096,128x32x16384
s2=64x64x16384,64x32x16384,96x96x4096,32x128x16384,64x128x8192,128x64x8192,128x32x16384
run() { # name, env...
  local n=$o/$1.csv; shift
  env -u XP_VEC -u XP_OLD "$@" timeout 80 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
for round in 1 2; do
  for mode in old new; do
    for e in 1 2; do
      s=s$e; E=$e S=${!s}
      if [ $mode = old ]; then run e$e-old-$round XP_OLD=1; else run e$e-new-$round; fi
    done
  done
done
for round in 1 2; do
  for xp in unset 4:1:2:4 4:1:4:2 4:1:2:2; do
    E=1,2 S=1048576x32
    if [ $xp = unset ]; then run x-unset-$round; else run x-${xp//:/_}-$round XP_VEC=$xp; fi
  done
done
