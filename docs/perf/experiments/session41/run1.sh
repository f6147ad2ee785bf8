#!/usr/bin/env bash
# Session 41 run 1, with session 40's run1-xp.patch (XP_VEC=W:B:WR:WC in
# place of fitted_shape on both APIs) on 910f271: session 40's prepared run 6
# without its GPU suite (the suite runs with the session's last library in
# a later run, which covers 5005aee too). Fast's fitted vector tile against
# tunings whose tiles are taller or wider than the matrix, at 1 and 2 bytes,
# two alternated rounds, both APIs.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
s1=64x1048576,16x1048576,128x128x4096
s2=64x64x16384,262144x128,64x1048576,1048576x64
for round in 1 2; do
  for xp in unset 4:1:4:2 4:1:2:4 2:1:4:2; do
    for e in 1 2; do
      s=s$e; n=$o/e$e-${xp//:/_}-$round.csv
      if [ $xp = unset ]; then env -u XP_VEC timeout 60 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes $e --shapes ${!s} --csv $n > $n.log 2>&1
      else XP_VEC=$xp timeout 60 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes $e --shapes ${!s} --csv $n > $n.log 2>&1; fi
      echo "e$e $xp $round rc $? $(date +%T)"
    done
  done
done
