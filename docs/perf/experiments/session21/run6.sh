#!/usr/bin/env bash
# Session 21 run 6: the TMA tile landed in `fast` for large 1-byte matrices.
# The CUDA tests (no Vulkan loader carried), then `crosspose compare` of
# fast on CUDA, interleaved: this build's library against bin-base/ (the
# library before the change; its CUDA code is the same as at aeb7080).
set -u
mkdir -p /work && ln -sfn "$PWD" /work/main
[ -e /usr/bin/cmake ] || ln -s "$(command -v cmake)" /usr/bin/cmake
o=$OUT/r; mkdir -p $o
(cd build-gpu-rel && timeout 300 ctest -R cuda -LE long -j4 --output-on-failure > $o/ctest-cuda.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-cuda.log
cx=build-gpu-rel/cli/crosspose
for round in 1 2; do
  for lib in new base; do
    if [ $lib = base ]; then export LD_LIBRARY_PATH=$PWD/bin-base; else unset LD_LIBRARY_PATH; fi
    timeout 120 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 \
      --shapes 32768x32768,16384x8192,8192x16384x2,12304x11280 --elem-sizes 1 --csv $o/$lib-$round.csv > $o/$lib-$round.txt 2>&1
    echo "$lib $round"; grep -E '^cuda +fast' $o/$lib-$round.txt
  done
done
grep -A6 'what fast launched' $o/new-1.txt
cd $OUT && tar czf all.tgz r && rm -rf r
