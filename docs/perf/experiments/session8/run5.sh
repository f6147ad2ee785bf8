#!/bin/bash
# Session 8 run 5 (at the commit under test): the goal run, then the suite with validation.
R=$OUT/r; mkdir -p $R
nvidia-smi -q -d CLOCK,PERFORMANCE > $R/gpu.txt 2>&1
scripts/goals.sh build-gpu-rel $R/goals > $R/goals.log 2>&1; echo "goals exit $?" >> $R/goals.log
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 ctest -LE long -j4 > $R/ctest-validation.log 2>&1; echo "exit $?" >> $R/ctest-validation.log)
cd $OUT && tar czf all.tgz r && rm -rf r
