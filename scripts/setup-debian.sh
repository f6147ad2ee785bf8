#!/usr/bin/env bash
# Installs, with apt-get, whatever crosspose needs to build and test that is
# missing on a Debian 12 machine. The CUDA Toolkit is not a Debian package
# here: when /usr/local/cuda/bin/nvcc (or nvcc on PATH) exists, the CUDA
# backend is built too; without it the build holds the CPU and Vulkan backends.
set -euo pipefail

packages=(
  cmake ninja-build g++ ccache pkg-config
  libgtest-dev                       # GoogleTest
  libvulkan-dev libvulkan-volk-dev   # Vulkan headers + loader, volk
  glslang-tools spirv-tools          # GLSL -> SPIR-V at build time, spirv-val
  mesa-vulkan-drivers                # lavapipe: Vulkan on the CPU where no GPU is
  vulkan-validationlayers            # VK_LAYER_KHRONOS_validation for the tests
  libcli11-dev nlohmann-json3-dev    # the CLI's options and JSON output
  clang libclang-rt-14-dev           # sanitizer and libFuzzer builds of the tests
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
