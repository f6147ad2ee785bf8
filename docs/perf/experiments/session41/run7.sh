#!/usr/bin/env bash
# Session 41 run 7, with run7-xp.patch on 5f09a0d: single 1- and 2-byte
# matrices whose rows end inside the fitted tile's last row of tiles (run 6:
# 48x1048576 at 1 byte 26-27% of the copy ceiling, 40x1048576 at 2 bytes
# 33-39%). Two candidates against the fitted tile, two alternated rounds,
# both APIs: XP_COVER=1, one warp's lanes down all the rows (W the power of
# two that covers them, 1x8 warps); XP_COVER=2, the fitted W with as many
# warps down as cover them (8 warps in all).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
s1=48x1048576,80x1048576,96x524288,144x524288,192x262144
s2=24x1048576,40x1048576,56x1048576,72x524288,96x524288
run() { # name, env...
  local n=$o/$1.csv; shift
  env -u XP_VEC -u XP_COVER "$@" timeout 60 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
for round in 1 2; do
  for e in 1 2; do
    s=s$e; E=$e S=${!s}
    run e$e-old-$round
    run e$e-cover1-$round XP_COVER=1
    run e$e-cover2-$round XP_COVER=2
  done
done
