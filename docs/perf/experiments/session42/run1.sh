#!/usr/bin/env bash
# Session 42, run 1 (run1-xp.patch applied; every XP_* switch unset is the
# library of 7c76c65).
# 1. The GPU suite: 067adde (rows ending inside the fitted tile's last row of
#    tiles take W lanes down all of them, 1x8 warps) had none on the H100.
# 2. Session 41's prepared run 8: W with 2x4 warps (XP_COVER_2X4) against
#    the landed 1x8 on run 7's shapes, two alternated rounds.
# 3. The shader's flat-out word tile (short matrices whose output rows are
#    off 16 bytes), one round: groupshared memory sized to the matrix's rows
#    (XP_FO_EXACT), 2 or 4 tiles a workgroup across (XP_FO_CHUNKS, their
#    staged words loaded into registers first), tile bytes (XP_FO_BYTES).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xp="XP_COVER_2X4 XP_FO_EXACT XP_FO_CHUNKS XP_FO_BYTES"
unset_xp() { local a=(); for v in $xp; do a+=(-u $v); done; echo "${a[@]}"; }
(cd build-gpu-rel && env $(unset_xp) CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
run() { # name, env...
  local n=$o/$1.csv; shift
  env $(unset_xp) "$@" timeout 60 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
s1=48x1048576,80x1048576,96x524288,144x524288,192x262144
s2=24x1048576,40x1048576,56x1048576,72x524288,96x524288
for round in 1 2; do
  for e in 1 2; do
    s=s$e; E=$e S=${!s}
    run e$e-1x8-$round
    run e$e-2x4-$round XP_COVER_2X4=1
  done
done
f1=10x1048576,12x1048576,20x1048576,24x1048576,28x1048576,31x2000003
f2=10x1048576,12x1000003,17x1000003,20x1048576,31x2000003
for e in 1 2; do
  s=f$e; E=$e S=${!s}
  run fo-e$e-base-1
  run fo-e$e-exact-1 XP_FO_EXACT=1
  run fo-e$e-exactc2-1 XP_FO_EXACT=1 XP_FO_CHUNKS=2
  run fo-e$e-exactc4-1 XP_FO_EXACT=1 XP_FO_CHUNKS=4
  run fo-e$e-exact16k-1 XP_FO_EXACT=1 XP_FO_BYTES=16384
done
