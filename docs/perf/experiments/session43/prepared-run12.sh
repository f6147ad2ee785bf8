#!/usr/bin/env bash
# Prepared in session 43 and run at its end as run 12, on an H200 (the card
# the device lent; results in run12/): apply prepared-run12-xp.patch to
# 80e0be2 or later, build, strip, run. Rerun on an H100 before any rule.
# 1. Flat out at 4 bytes from 33 to 64 rows (XP_FO_ROWS4=64) against the
#    landed bound of 32 (the classic tiles there: 33x500009 ran 74.4 /
#    60.6% in run 8), and at 8 bytes from 25 to 32 rows at 16 KiB tiles
#    (XP_FO_ROWS8=32; run 10 had them level or 1-2 behind on Vulkan).
#    Two alternated rounds.
# 2. The aligned batch of short matrices at 8 bytes, 10x1000x2000, ran
#    63-67% on both APIs (runs 8 and 11, the vector tile): a survey of
#    aligned short batches at 4, 8 and 16 bytes, one round, for the next
#    lead.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() { # name, env...
  local n=$o/$1.csv; shift
  env -u XP_FO_ROWS4 -u XP_FO_ROWS8 "$@" timeout 90 $cx compare --backends cuda,vulkan --variants fast --warmup 10 \
    --reps 30 --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
for round in 1 2; do
  E=4 S=33x500009,40x500009,48x250007,56x250007,63x250007
  run e4-rows64-$round XP_FO_ROWS4=64
  run e4-landed-$round
  E=8 S=25x500009,28x500009,31x500009,32x500009
  run e8-rows32-$round XP_FO_ROWS8=32
  run e8-landed-$round
done
for E in 4 8 16; do
  S=10x1000x2000,8x1024x2000,16x1000x1000,32x1000x500,10x4000x500
  run survey-e$E-landed-1
done
