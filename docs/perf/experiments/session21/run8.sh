#!/usr/bin/env bash
# Session 21 run 8, at the review's change to cuda/tma_maps.cpp (host code
# only): the CUDA tests, and fast at 32768x32768, 1 byte, through compare.
set -u
mkdir -p /work && ln -sfn "$PWD" /work/main
[ -e /usr/bin/cmake ] || ln -s "$(command -v cmake)" /usr/bin/cmake
o=$OUT/r; mkdir -p $o
(cd build-gpu-rel && timeout 300 ctest -R cuda -LE long -j4 --output-on-failure > $o/ctest-cuda.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-cuda.log
timeout 100 build-gpu-rel/cli/crosspose compare --backends cuda --variants fast --warmup 10 --reps 30 \
  --shapes 32768x32768 --elem-sizes 1 > $o/fast.txt 2>&1
grep -E '^cuda +fast|TMA' $o/fast.txt
cd $OUT && tar czf all.tgz r && rm -rf r
