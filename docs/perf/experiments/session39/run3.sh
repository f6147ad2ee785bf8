#!/usr/bin/env bash
# Session 39 run 3, at cf2643c's library: CUDA's 4-byte narrow tall rows.
# In run 1 1048576x32 at 4 bytes ran 92.5% on CUDA (register_4x4) and 96.2
# on Vulkan (the 64x32 swizzled shared tile). Every CUDA tile variant and
# tuning on narrow tall 4-byte shapes (compare --sweep-blocks, verified), and
# the 16-byte thin shapes, where the shader also leads (93.3 / 96.8 at
# 4194305x3, 95.5 / 97.4 at 3x4194305).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
v=fast,shared_padded,shared_vec4,register_4x4,register_2x2,shared_1d
timeout 300 $cx compare --backends cuda --variants $v --sweep-blocks --warmup 10 --reps 30 --elem-sizes 4 \
  --shapes 1048576x32,4194304x32,1048576x64,1048576x16,524288x96,32768x32x32 --csv $o/narrow-e4.csv > $o/narrow-e4.log 2>&1
echo "narrow rc $?"
timeout 150 $cx compare --backends cuda --variants fast --sweep-blocks --warmup 10 --reps 30 --elem-sizes 16 \
  --shapes 4194305x3,3x4194305,1048577x4,4x1048577 --csv $o/thin-e16.csv > $o/thin-e16.log 2>&1
echo "thin rc $?"
for f in $o/narrow-e4.csv $o/thin-e16.csv; do
  awk -F, 'NR > 1 && $1 == "variant" { printf "%-14s %-14s %-10s e%-2s %6.1f%% %s | %s\n", $3, $4 "x" $5 "x" $6, $15, $7, $13, $9, substr($17, 1, 60) }' $f
done
