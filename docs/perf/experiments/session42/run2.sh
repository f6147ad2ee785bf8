#!/usr/bin/env bash
# Session 42, run 2 (run2-xp.patch applied on c4fdec1): the shader's
# flat-out word tile staging the matrix's rows (groupshared memory for those
# alone; the candidate, every XP_* switch unset) against its tile's rows
# rounded up to whole words plus one (XP_FO_OLD, the library before), and
# the candidate with 2 tiles a workgroup across (XP_FO_CHUNKS=2, their
# staged words loaded into registers first), 16 KiB tiles (XP_FO_BYTES), and
# both. Two alternated rounds. Run 1's rows past the first height of each
# tile were wrong: its pipeline key left out the rows.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xp="XP_COVER_2X4 XP_FO_OLD XP_FO_CHUNKS XP_FO_BYTES"
unset_xp() { local a=(); for v in $xp; do a+=(-u $v); done; echo "${a[@]}"; }
run() { # name, env...
  local n=$o/$1.csv; shift
  env $(unset_xp) "$@" timeout 60 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
f1=5x3000017,10x1048576,12x1048576,20x1048576,28x1048576,31x2000003,48x333333,63x300007
f2=5x3000017,10x1048576,12x1000003,17x1000003,20x1048576,31x2000003,48x333333,63x300007
for round in 1 2; do
  for e in 1 2; do
    s=f$e; E=$e S=${!s}
    run e$e-old-$round XP_FO_OLD=1
    run e$e-rows-$round
    run e$e-c2-$round XP_FO_CHUNKS=2
    run e$e-16k-$round XP_FO_BYTES=16384
    run e$e-16kc2-$round XP_FO_BYTES=16384 XP_FO_CHUNKS=2
  done
done
