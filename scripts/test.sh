#!/usr/bin/env bash
# The test command: set-up, build, then every test. On a machine with no GPU
# the CUDA tests are skipped with their reason and the Vulkan tests run for
# real on lavapipe, with the validation layer on.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}
"$root/scripts/build.sh" "$@"
export CROSSPOSE_VK_VALIDATION=${CROSSPOSE_VK_VALIDATION:-1}
ctest --test-dir "$build" --output-on-failure -j "$(nproc)"
