#!/bin/bash
# Session 33: registers of every kernel of SRC/cuda/*.cu for sm_90 (ptxas -v), one
# file per translation unit; run from any folder: resusage.sh SRC OUT (SRC a checkout;
# the shader headers of /work/main/build-gpu-rel are on the include path, unused by
# cuda/*.cu). The lists in registers/ are demangled, their parameter lists cut.
src=$1; out=$2; mkdir -p $out
for f in $src/cuda/*.cu; do
  n=$(basename $f .cu)
  /usr/local/cuda/bin/nvcc -DCROSSPOSE_WITH_CUDA -DCROSSPOSE_WITH_INTEROP -DCROSSPOSE_WITH_VULKAN -DVK_NO_PROTOTYPES \
    -I$src/host/include -I$src/host/src -I$src/cuda -I$src/vulkan -I$src/interop -I/work/main/build-gpu-rel/shaders/generated \
    -O3 -DNDEBUG -arch=sm_90 --expt-relaxed-constexpr -std=c++20 -Xptxas -v -cubin -o $out/$n.cubin $f 2>$out/$n.err
  awk "/Compiling entry function/ {fn=\$0; sub(/.*function '/,\"\",fn); sub(/'.*/,\"\",fn)} /Used [0-9]+ registers/ {match(\$0,/Used [0-9]+ registers/); print fn, substr(\$0,RSTART+5,RLENGTH-15)}" $out/$n.err | sort > $out/$n.regs
done
