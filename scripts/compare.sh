#!/usr/bin/env bash
# The main job: set-up, build, then `crosspose compare` with its default sweep
# (CUDA and Vulkan on the same GPU where one exists; Vulkan on lavapipe and the
# CPU at small sizes where none does). Results go to OUT_DIR (default: out/):
# compare.json, compare.csv and compare.svg. Extra arguments go to compare.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}
out=${OUT_DIR:-$root/out}
"$root/scripts/build.sh"
mkdir -p "$out"
"$build/cli/crosspose" compare --json "$out/compare.json" --csv "$out/compare.csv" --plot "$out/compare.svg" "$@"
echo "compare: results in $out"
