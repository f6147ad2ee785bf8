#!/bin/bash
# Session 8 run 3 (at 36a00a8): the suite with validation, then the long full-size entries.
R=$OUT/r; mkdir -p $R
cd build-gpu-rel
CROSSPOSE_VK_VALIDATION=1 ctest -LE long -j4 > $R/ctest-validation.log 2>&1; echo "exit $?" >> $R/ctest-validation.log
CROSSPOSE_VK_FULL_SIZE=1 ctest -R full_size --output-on-failure > $R/ctest-full-size.log 2>&1; echo "exit $?" >> $R/ctest-full-size.log
cd $OUT && tar czf all.tgz r && rm -rf r
