#!/bin/bash
# Probe 1: residency per SM (Vulkan vs CUDA), pipeline statistics, timings.
S=build-gpu-rel/shaders/generated/crosspose_shaders
R=$OUT/r; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $R/gpu.txt 2>&1
exp/occ_cuda > $R/occ_cuda.csv 2>&1
exp/vk_probe occ exp/occ.spv > $R/occ_vk.csv 2>&1
exp/vk_probe stats \
  $S/in_place_square_e4.spv 256,1,32,32,1 $S/in_place_square_e4.spv 512,1,64,64,1 $S/in_place_square_e4.spv 256,1,64,64,1 \
  $S/shared_padded_e4.spv 32,8,32,32,1 $S/shared_padded_e4.spv 64,8,64,64,1 $S/shared_e4.spv 64,8,64,64,0 \
  $S/shared_vec4_e4.spv 32,8,32,32,1 exp/occ.spv 512,8320 $S/copy_e16.spv 256,1,1,1,0 > $R/stats.txt 2>&1
exp/vk_probe ir $S/shared_padded_e4.spv 64,8,64,64,1 > $R/ir.txt 2>&1
CROSSPOSE_EXP_ANY_POLICY=1 exp/tp 20 50 < exp/lines1.txt > $R/tp.txt 2>&1
cd $OUT && tar czf all.tgz r && rm -rf r
