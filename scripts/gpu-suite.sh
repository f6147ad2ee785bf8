#!/usr/bin/env bash
# The whole GPU suite in one go: build if needed, run every test, then the
# full-size compare run. Everything it prints and writes lands in OUT_DIR:
#   tests.log, compare.log, compare.json, compare.csv, compare.svg, list.txt
#
#   scripts/gpu-suite.sh OUT_DIR [extra compare arguments]
# BUILD_DIR (default: build) names the build; if it holds no crosspose tool
# yet, scripts/build.sh makes it. CTEST_ARGS adds ctest arguments (e.g.
# "-LE long" to leave out the long entries). Exit status: non-zero if a test
# or a verification failed.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: gpu-suite.sh OUT_DIR [compare arguments]}
shift
build=${BUILD_DIR:-$root/build}
mkdir -p "$out"

if [ ! -x "$build/cli/crosspose" ]; then
  BUILD_DIR=$build "$root/scripts/build.sh" || exit 1
fi

status=0
"$build/cli/crosspose" list --tunings > "$out/list.txt" 2>&1
echo "== tests"
export CROSSPOSE_VK_VALIDATION=${CROSSPOSE_VK_VALIDATION:-1}
# shellcheck disable=SC2086  # CTEST_ARGS is a list of arguments
ctest --test-dir "$build" --output-on-failure -j "${CTEST_JOBS:-4}" ${CTEST_ARGS:-} > "$out/tests.log" 2>&1 || status=1
tail -n 15 "$out/tests.log"

echo "== compare"
"$build/cli/crosspose" compare --json "$out/compare.json" --csv "$out/compare.csv" --plot "$out/compare.svg" "$@" \
  > "$out/compare.log" 2>&1 || status=1
tail -n 60 "$out/compare.log"
exit $status
