#!/usr/bin/env bash
# Session 25 run 4: the shader's 1-byte tile 128 x 32 where
# word_tile_shader_tall (the change after runs 2 and 3). The GPU suite with
# validation, then `crosspose compare` of fast on Vulkan at 1 byte, this
# build's library against the library before (bin-base), interleaved.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 250 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
cx=build-gpu-rel/cli/crosspose
for round in 1 2; do
  for lib in new base; do
    if [ $lib = base ]; then export LD_LIBRARY_PATH=$PWD/bin-base; else unset LD_LIBRARY_PATH; fi
    timeout 60 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
      --shapes 12345x6789,24690x13578,1000x50001,300x20001,333x20001 --elem-sizes 1 \
      --csv $o/$lib-$round.csv > $o/$lib-$round.txt 2>&1; echo "$lib $round rc $?"
  done
done
unset LD_LIBRARY_PATH
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h " groups" $o/new-1.txt | cut -c1-120
