#!/usr/bin/env bash
# Session 48 run 4 (H100): the rules runs 1-3 suggest, on shapes none of
# them measured (xpbin/xp2: run2-xp.patch; xpbin/landed: 79dd259).
# Predictions, 1-byte batches:
# - CUDA, 129 to 255 rows: flat out with the whole matrix in one tile wins
#   where the tile is at most 32 KiB and an input row is not a multiple of
#   32 bytes (run 2: 9 such wins, +9 to +51 points; the losses 130x64,
#   250x128, 200x200 fall outside), and is level or behind elsewhere
#   (166x96x2000, 145x200x1200, 200x150x1500, 230x180x1000).
# - The shader, 129 to 255 rows whose bytes are a multiple of 4 (its turned
#   flat-out words): flat out wins (run 2: all 5 such, +2 to +46).
# - Under 128 rows, whole-matrix tiles (the shader's at most 16 KiB, CUDA's
#   48 KiB) win or run level (run 2: 10 of 10 in the shader, 3 wins and 7
#   level on CUDA).
# Verified compares of both APIs, two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
cmp() { # name lib backends elem-sizes shapes env...
  local n=$o/$1 lib=$2 b=$3 e=$4 s=$5; shift 5
  env "$@" LD_LIBRARY_PATH=xpbin/$lib timeout 200 $cx compare --backends $b --variants fast --warmup 10 \
    --reps 30 --elem-sizes $e --shapes $s --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
A=131x90x3000,140x70x4000,163x150x1500,180x100x2000,211x77x2000,145x200x1200,190x140x1200,222x50x3000
A=$A,249x99x1500,166x96x2000,200x150x1500,230x180x1000,132x150x1500,228x90x2000,248x60x3000,196x300x600
A=$A,164x1000003,212x200x1000
B=70x90x6000,99x120x3000,110x70x5000,45x250x3000,120x130x2500,50x500x1500,85x85x5000,40x150x6000,20x300x6000
B=$B,60x300x3000,100x200x2000,127x250x1000,90x180x2500
R="XP_FO1_CU=255 XP_FO1_SH=255 XP_WHOLE_CU=49152 XP_WHOLE_SH=16384"
for round in 1 2; do
  cmp A-landed-$round landed cuda,vulkan 1 $A X=0
  cmp A-rules-$round xp2 cuda,vulkan 1 $A $R
  cmp B-landed-$round landed cuda,vulkan 1 $B X=0
  cmp B-rules-$round xp2 cuda,vulkan 1 $B $R
done
true
