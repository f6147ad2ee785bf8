#!/usr/bin/env bash
# Session 40 run 2, same build as run 1 (run1-xp.patch): the rest of run 1,
# which ran out of time after e1 16:1:8:1 (compares took about 25 s each).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes=32768x32x32,4096x32x256,32x4096x256,64x64x16384,128x128x4096,16x1048576,64x1048576,1048576x16,1048576x64,262144x128
for xp in e2:16:1:8:1 e1:4:1:2:4 e2:4:1:2:4 e1:unset e2:unset; do
  e=${xp%%:*}; e=${e#e}; v=${xp#*:}
  n=$o/e$e-${v//:/_}.csv
  if [ $v = unset ]; then env -u XP_VEC timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes $e --shapes $shapes --csv $n > $n.log 2>&1
  else XP_VEC=$v timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes $e --shapes $shapes --csv $n > $n.log 2>&1; fi
  echo "e$e $v rc $?"
done
timeout 100 $cx compare --backends cuda --variants fast,register_4x4 --sweep-blocks --warmup 10 --reps 30 --elem-sizes 4 \
  --shapes 24x1048576,20x1048576,1048576x24,1048576x20,28x262144,262144x28 --csv $o/e4-17to31.csv > $o/e4-17to31.log 2>&1
echo "e4 rc $?"
for i in 1 2 3; do
  env -u XP_VEC timeout 60 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes 1,2,4,8,16 --shapes 65537x33 --csv $o/65537x33-$i.csv > $o/65537x33-$i.log 2>&1
  echo "65537x33 $i rc $?"
done
