#!/usr/bin/env bash
# Session 51 run 7 (H100): the 2-byte 128 x 128-byte word tile under the landed rule (07c9fa0), which runs 5 and 6
# did not reach: matrices of 65 to 127 rows at 2 bytes (and batches of them), row by row or flat in. ptxas gives
# its row-by-row kernel 64 registers with one tile a block against 44 with Grid3D's loops (4 blocks a
# multiprocessor against 5; `nvcc -Xptxas -v`), its flat-in kernel 62 both ways. Prediction: the row-by-row
# shapes with many tiles (70x1000001, 90x200003, 100x100003) run level or slower, the small ones level or faster.
# xpbin/base: 62819d6's library; xpbin/new: 07c9fa0's; xpbin/cli: the CLI.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
cx=xpbin/cli/crosspose
t0=$SECONDS
cmp() { # name lib backends elem-sizes shapes env...
  local n=$o/$1 lib=$2 b=$3 e=$4 s=$5; shift 5
  env "$@" LD_LIBRARY_PATH=xpbin/$lib timeout 150 $cx compare --backends $b --variants fast --warmup 20 \
    --reps 100 --elem-sizes $e --shapes $s --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
S=100x100003,120x50001,90x200003,70x1000001,127x4097,100x1000,100x1000x300,100x61x3000,80x2001x40
for round in 1 2; do
  for lib in base new; do cmp B2-$lib-$round $lib cuda 2 $S X=0; done
done
true
