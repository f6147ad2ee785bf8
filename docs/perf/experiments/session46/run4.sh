#!/usr/bin/env bash
# Session 46 run 4 (H100). build-gpu-rel: the library of 4e8cde0 (landed);
# xpbin/lean: run4-xp.patch (run 3's XP_CU_TALL4 switch, and CUDA's 16-byte
# tile at B 1 with 4- and 8-byte elements taking its edge blocks element by
# element, as it does at 1 and 2 bytes, in place of the predicated vector
# edge path). ptxas: 4 bytes B 1 32 registers (66 landed), 8 bytes B 1 22
# (37); every other instantiation unchanged. Run 3 found the shader's W 4
# 4x2 tile at 32 registers (8 workgroups) 98-100% on tall 4-byte batches
# where CUDA's at 66 (3 blocks) ran 40-91, and bounding CUDA's registers
# spilled and lost. Prediction: the lean edge gives CUDA's 4-byte B 1 tile
# 8 blocks a multiprocessor without spills: the tall batches on W 4 4x2
# (XP_CU_TALL4=0) run as the shader's; 1048576x32 / 32x1048576 / the batch
# of 64x64 at 4 bytes (goal rows on this kernel) move.
# Verified compares (CUDA), interleaved: landed / lean / lean + XP_CU_TALL4=0.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
S4=1048576x32,32x1048576,64x64x16384,1048576x16,1048576x8,16x1048576,8x1048576,1000x16x1000,1024x8x2000,1000x24x1000,2000x12x1000,1000x20x100
S8=1048576x8,8x1048576,16x1048576,1048576x16,1048576x12
cmp() { # name, backends, env...
  local n=$o/$1-$round be=$2; shift 2
  for e in 4 8; do
    S=$S4; [ $e = 8 ] && S=$S8
    env "$@" timeout 120 $cx compare --backends $be --variants fast --warmup 10 --reps 30 --elem-sizes $e \
      --shapes $S --csv $n-e$e.csv > $n-e$e.log 2>&1
    echo "$(basename $n) e$e rc $? $(tail -1 $n-e$e.log)"
  done
}
for round in 1 2; do
  if [ $round = 1 ]; then cmp landed cuda,vulkan; else cmp landed cuda; fi
  cmp lean cuda LD_LIBRARY_PATH=xpbin/lean
  cmp lean-tall4 cuda LD_LIBRARY_PATH=xpbin/lean XP_CU_TALL4=0
done
cd $o && for f in *.csv; do grep '^variant' $f | awk -F, -v f=$f '{printf "%s %s %sx%sx%s e%s %s %.1f %s\n", f, $2, $4, $5, $6, $7, $9, $13, substr($17, 1, 60)}'; done > summary.txt
true
