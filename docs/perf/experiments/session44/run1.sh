#!/usr/bin/env bash
# Session 44, run 1 (run1-xp.patch on e772e05; switches unset = the landed
# library). Two alternated rounds of verified compares:
# 1. Aligned batches of short matrices (session 43's run 12 lead, measured
#    on an H200 there): landed (CUDA register_4x4 at 4 bytes, the padded
#    32x32 tile at 8 and 16) against XP_CU_FIT (CUDA takes the fitted 16-byte
#    tile that the shader takes) and XP_CU_FIT + XP_AL_FO (both APIs: the
#    flat-out word tile on aligned rows too, within its bounds at 4 and 8).
# 2. Session 43's prepared run 12 on the H100: flat out at 4 bytes from 33 to
#    63 rows (XP_FO_ROWS4=64) and at 8 bytes from 25 to 32 (XP_FO_ROWS8=32)
#    against the landed bounds (32, 24).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
run() { # name, env...
  local n=$o/$1.csv; shift
  env -u XP_FO_ROWS4 -u XP_FO_ROWS8 -u XP_CU_FIT -u XP_AL_FO "$@" timeout 90 $cx compare --backends cuda,vulkan \
    --variants fast --warmup 10 --reps 30 --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
for round in 1 2; do
  E=4 S=8x1024x2000,12x1000x1000,16x1000x1000,24x1000x1000,32x1000x500,1024x8x2000,1000x16x1000
  run e4-landed-$round; run e4-fit-$round XP_CU_FIT=1; run e4-alfo-$round XP_CU_FIT=1 XP_AL_FO=1
  E=8 S=8x1024x2000,10x1000x2000,16x1000x1000,24x1000x1000,1024x8x2000,1000x10x2000
  run e8-landed-$round; run e8-fit-$round XP_CU_FIT=1; run e8-alfo-$round XP_CU_FIT=1 XP_AL_FO=1
  E=16 S=8x1024x2000,10x1000x2000,16x1000x1000,10x4000x500,1024x8x2000,1000x10x2000
  run e16-landed-$round; run e16-fit-$round XP_CU_FIT=1
done
for round in 1 2; do
  E=4 S=33x500009,40x500009,48x250007,56x250007,63x250007
  run e4-rows64-$round XP_FO_ROWS4=64; run e4-bound-$round
  E=8 S=25x500009,28x500009,31x500009,32x500009
  run e8-rows32-$round XP_FO_ROWS8=32; run e8-bound-$round
done
