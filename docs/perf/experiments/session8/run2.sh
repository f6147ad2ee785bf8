#!/bin/bash
# Session 8 run 2 (at the commit under test): the goal run, then the fast tests.
R=$OUT/r; mkdir -p $R
git rev-parse HEAD > $R/commit.txt
nvidia-smi -q -d CLOCK,PERFORMANCE > $R/gpu.txt 2>&1
scripts/goals.sh build-gpu-rel $R/goals > $R/goals.log 2>&1; echo "goals exit $?" >> $R/goals.log
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 ctest -R "cuda.fast|vulkan.fast" --output-on-failure > $R/ctest-fast.log 2>&1; echo "exit $?" >> $R/ctest-fast.log)
cd $OUT && tar czf all.tgz r && rm -rf r
