#!/usr/bin/env bash
# Session 41 run 2, same build as run 1 (session 40's run1-xp.patch on
# 910f271): which of fast's vector-tile shapes run short and small matrices
# at 1 and 2 bytes fastest. Run 1 found tiles of 8 warps whose warps past the
# matrix idle ahead of the fitted tile; here the same active warps without
# the idle ones (4:1:1:2, 4:1:2:1, 4:1:1:4) and more shapes, two alternated
# rounds, both APIs.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
s1=16x1048576,8x1048576,64x1048576,128x128x4096,64x64x16384,32x32x65536
s2=16x1048576,64x1048576,1048576x64,64x64x16384,32x32x65536
for round in 1 2; do
  for xp in unset 4:1:4:2 4:1:2:4 4:1:1:2 4:1:2:1 4:1:1:4 2:1:4:2 8:1:4:2; do
    for e in 1 2; do
      s=s$e; n=$o/e$e-${xp//:/_}-$round.csv
      if [ $xp = unset ]; then env -u XP_VEC timeout 60 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes $e --shapes ${!s} --csv $n > $n.log 2>&1
      else XP_VEC=$xp timeout 60 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes $e --shapes ${!s} --csv $n > $n.log 2>&1; fi
      echo "e$e $xp $round rc $? $(date +%T)"
    done
  done
done
