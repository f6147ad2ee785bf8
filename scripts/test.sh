#!/usr/bin/env bash
# The test command: set-up, build, then every test; then the same host code
# built with clang's AddressSanitizer + UndefinedBehaviorSanitizer, its CPU and
# Vulkan-on-lavapipe tests, and the libFuzzer targets for a bounded time.
# On a machine with no GPU the CUDA tests are skipped with their reason and
# the Vulkan tests run for real on lavapipe, with the validation layer on.
#   CROSSPOSE_SANITIZERS=0 skips the second build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}
export CROSSPOSE_VK_VALIDATION=${CROSSPOSE_VK_VALIDATION:-1}

BUILD_DIR=$build "$root/scripts/build.sh" "$@"
ctest --test-dir "$build" --output-on-failure -j "$(nproc)"

if [ "${CROSSPOSE_SANITIZERS:-1}" = 1 ]; then
  echo "== sanitizer build (address, undefined) and fuzzers"
  BUILD_DIR=$build-sanitize CC=clang CXX=clang++ "$root/scripts/build.sh" -DCROSSPOSE_WITH_CUDA=OFF \
    -DCROSSPOSE_SANITIZE=address,undefined -DCROSSPOSE_BUILD_FUZZERS=ON -DCROSSPOSE_FUZZ_SECONDS=30
  # Allocations made inside lavapipe or the validation layer and never freed
  # by them match the suppressions; everything else that leaks fails.
  LSAN_OPTIONS=suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0 \
  ASAN_OPTIONS=detect_leaks=1 \
    ctest --test-dir "$build-sanitize" --output-on-failure -j "$(nproc)" -E 'vulkan.matrix_validated'
fi
