#!/usr/bin/env bash
# Session 14 run 8: why Vulkan's word tile fell when it owned 32-byte sectors
# (run 7). The landed shader with the owned bytes set to 16 by the host
# (CROSSPOSE_EXP_OWNED=16) and 32; the shader with OWNED a plain constant 32
# (exp/vk-const); b630e2f's shader (exp/vk-head); interleaved.
set -u
. docs/perf/experiments/session9/prelude.sh
shapes=12345x6789,24690x13578,100003x61
vk() { "$@" compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes --elem-sizes 1,2 --csv $o/$name.csv > $o/$name.log 2>&1; }
for round in 1 2; do
  name=spec32-$round; vk build-gpu-rel/cli/crosspose
  name=spec16-$round; CROSSPOSE_EXP_OWNED=16 vk build-gpu-rel/cli/crosspose
  name=const32-$round; LD_LIBRARY_PATH=$PWD/exp/vk-const vk exp/vk-const/crosspose
  name=head-$round; LD_LIBRARY_PATH=$PWD/exp/vk-head vk exp/vk-head/crosspose
done
for f in $o/*-[12].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-10s %-12s e%-2s %6.1f%%  verified %s\n", f, $4 "x" $5, $7, $13, $9 }' $f; done | sort -k2,2 -k3,3 -k1,1
cd $OUT && tar czf all.tgz r
