#!/usr/bin/env bash
# The performance goals of issue #6 in one go: `crosspose compare` of the
# `fast` variant (what `auto` takes) on CUDA and Vulkan, with the copy ceiling
# and cuBLAS geam of the same invocation, for every goal shape and element
# size; then the in-place goal row of issue #7. Every row is verified bit for
# bit against the CPU oracle.
#
#   scripts/goals.sh BUILD_DIR OUT_DIR
#
# Writes OUT_DIR/{big,awkward}-eE.csv, in-place.csv, goals.txt (one line
# per row: backend, variant, shape, element size, % of the ceiling) and,
# where python3 is, residency.md (scripts/residency.py: blocks and workgroups
# per multiprocessor of each fast row, from its launch) and api-gap.md
# (scripts/api_gap.py: Vulkan against CUDA on each row, beside the same gap
# between the two APIs' copies).
set -uo pipefail
build=${1:?usage: goals.sh BUILD_DIR OUT_DIR}
out=${2:?usage: goals.sh BUILD_DIR OUT_DIR}
mkdir -p "$out"
cx="$build/cli/crosspose"
run=(compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30)
status=0
declare -A big=([1]=32768x32768 [2]=16384x32768 [4]=16384x16384 [8]=8192x16384 [16]=8192x8192)
for e in 1 2 4 8 16; do
  "$cx" "${run[@]}" --shapes "${big[$e]}" --elem-sizes "$e" --csv "$out/big-e$e.csv" > "$out/big-e$e.log" 2>&1 || status=1
  "$cx" "${run[@]}" --shapes 12345x6789,1048576x32,32x1048576,65537x33,3x4194305,4194305x3,64x64x16384 \
    --elem-sizes "$e" --csv "$out/awkward-e$e.csv" > "$out/awkward-e$e.log" 2>&1 || status=1
done
"$cx" compare --backends cuda,vulkan --variants in_place --in-place --shapes 16384x16384 --elem-sizes 4 \
  --warmup 100 --reps 100 --csv "$out/in-place.csv" > "$out/in-place.log" 2>&1 || status=1
for f in "$out"/big-e*.csv "$out"/awkward-e*.csv "$out/in-place.csv"; do
  awk -F, 'NR > 1 { printf "%-6s %-28s %-16s e%-2s %6.1f%%  verified %s\n", $2, $3, $4 "x" $5 "x" $6, $7, $13, $9 }' "$f"
done > "$out/goals.txt"
cat "$out/goals.txt"
if command -v python3 > /dev/null; then
  python3 "$(dirname "$0")/residency.py" "$out"/big-e*.csv "$out"/awkward-e*.csv --variant fast > "$out/residency.md"
  python3 "$(dirname "$0")/api_gap.py" "$out"/big-e*.csv "$out"/awkward-e*.csv > "$out/api-gap.md"
fi
exit $status
