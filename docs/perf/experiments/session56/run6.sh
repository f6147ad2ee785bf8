#!/usr/bin/env bash
# Session 56 run 6 (H200), typed as one command line into the device tool while the machine of run 5 was warm
# (written out here as it ran): the second round of run 5's Vulkan probe, xpbin/xp (run 4's library), the shader's
# 4-byte segment tile down columns of tiles (XP_VK_BAND=0) against across rows as landed, bench, plus
# 8192x32768 and 32768x8192 (one round). The two 8192^2 files did not come back (the device tool's file count);
# their lines are in stdout.txt.
xz -d xpbin/*/*.xz 2>/dev/null; chmod +x xpbin/cli/crosspose
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p $OUT/r
for s in "16384 16384" "8192 8192" "4096 16384" "8192 32768" "32768 8192"; do
  set -- $s
  for x in landed 0; do
    vars=(X=0); [ $x = landed ] || vars=(XP_VK_BAND=$x)
    env "${vars[@]}" LD_LIBRARY_PATH=xpbin/xp timeout 30 xpbin/cli/crosspose bench -b vulkan -v fast -r $1 -c $2 -e 4 \
      --warmup 20 --reps 100 > $OUT/r/v-$1x$2-$x-2.txt 2>&1
    echo "v-$1x$2-$x-2 $SECONDS s $(grep -E '^fast' $OUT/r/v-$1x$2-$x-2.txt | tr -s ' ' | cut -d' ' -f2-7)"
  done
done
