# Sourced by the run scripts: the NVIDIA Vulkan loader carried in `.gl`, the
# checkout's path for CTest, and the output folder $o.
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /work && ln -sfn "$PWD" /work/main
[ -e /usr/bin/cmake ] || ln -s "$(command -v cmake)" /usr/bin/cmake
o=$OUT/r; mkdir -p $o
