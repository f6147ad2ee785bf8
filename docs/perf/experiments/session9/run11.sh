#!/usr/bin/env bash
# Session 9 run 11: the GPU suite with validation, then the goal run.
set -u
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /work && ln -sfn "$PWD" /work/main
[ -e /usr/bin/cmake ] || ln -s "$(command -v cmake)" /usr/bin/cmake
o=$OUT/r; mkdir -p $o
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
tail -12 $o/ctest-validation.log
timeout 380 scripts/goals.sh build-gpu-rel $o/goals > $o/goals.log 2>&1; echo "goals rc $?"
grep -E "fast|geam|in_place" $o/goals/goals.txt
cd $OUT && tar czf all.tgz r
