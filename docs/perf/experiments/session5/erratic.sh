#!/usr/bin/env bash
# Experiment: per allocation, per process, per CUDA presence, clocks.
P=exp/alloc_probe
R=$OUT/r; mkdir -p $R
nvidia-smi -q -d PERFORMANCE,CLOCK > $R/smi_before.txt 2>&1
nvidia-smi dmon -s pc -d 1 > $R/dmon.txt 2>&1 &
dm=$!
for i in 1 2 3; do
  timeout 90 $P vulkan shared_padded 16384 16384 4 0 4 > $R/sp_$i.txt 2>&1
  timeout 90 $P vulkan in_place 16384 16384 4 1 4 > $R/ip_$i.txt 2>&1
done
( sleep 8; nvidia-smi -q -d PERFORMANCE,CLOCK > $R/smi_during.txt 2>&1 ) &
for i in 1 2 3; do
  timeout 90 $P vulkan shared_padded 16384 16384 4 0 4 1 > $R/spc_$i.txt 2>&1
  timeout 90 $P vulkan in_place 16384 16384 4 1 4 1 > $R/ipc_$i.txt 2>&1
done
timeout 90 $P cuda shared_padded 16384 16384 4 0 3 > $R/cuda_sp.txt 2>&1
timeout 90 $P cuda in_place 16384 16384 4 1 3 > $R/cuda_ip.txt 2>&1
kill $dm
cd $R && for f in sp_* ip_* spc_* ipc_* cuda_*; do echo "== $f"; grep -E 'iter|ceiling|cuda first|rror' $f; done
tar czf $OUT/all.tgz -C $OUT r
