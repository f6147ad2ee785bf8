#!/bin/bash
# The long Vulkan entries at the final code: the 10,000-case property run and
# buffers past 4 GiB at 1, 4 and 16 bytes.
R=$OUT/r; mkdir -p $R
cd build-gpu-rel
timeout 200 ctest -R reliability.property.vulkan_long --output-on-failure > $R/ctest-property-vulkan-long.log 2>&1
CROSSPOSE_VK_HUGE=1,4,16 timeout 330 ctest -R vulkan.huge_4gib --output-on-failure -V > $R/ctest-vulkan-huge-4gib.log 2>&1
cd $OUT && tar czf all.tgz r && rm -rf r
