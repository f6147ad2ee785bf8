#!/usr/bin/env bash
# Session 46 run 9 (H100). build-gpu-rel: the library of acda710 (landed);
# xpbin/curows: the same with run9-xp.patch: XP_CU_TALL_MIN_ROWS moves the
# lower bound of CUDA's tall 4-byte batch rule (64 landed). Its W 4 tile lost
# at 32 rows and won from 64 (run 6); 33 to 63 were not measured, where the
# shader's same tile ran level or faster than its fitted one (run 8).
# Verified compares, CUDA, two rounds: bound 64 (landed, the fitted tile on
# 33-63 rows) against 33 (the W 4 tile there).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
S=36x16x1000,40x16x1000,48x16x1000,48x24x1000,56x12x1000,60x20x1000,40x28x500,32x16x1000
cmp() { # name, env...
  local n=$o/$1-$round; shift
  env "$@" LD_LIBRARY_PATH=xpbin/curows timeout 60 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 \
    --elem-sizes 4 --shapes $S --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $(tail -1 $n.log)"
}
for round in 1 2 3; do
  cmp rows64 XP_CU_TALL_MIN_ROWS=64
  cmp rows33 XP_CU_TALL_MIN_ROWS=33
done
true
