#!/usr/bin/env bash
# The CUDA production-path check on a GPU machine holding the build, in one
# call: `crosspose compare` over the issue-6 shapes at every element size
# (fast = what auto picks, beside the best classic variants, cuBLAS geam and
# the copy ceiling), the fast variant's tunings, the full-size test,
# scripts/profile.sh, and optionally the other CUDA tests. Each step has its
# own time limit, so a slow one costs only its own rows. Logs land in OUT_DIR.
#
#   cuda/bench/perf_run.sh BUILD_DIR OUT_DIR [STEPS]   (STEPS: big,small,odd,thin,sweep,sweep4,full,profile,tests,sass)
set -uo pipefail
build=$(cd "${1:?usage: perf_run.sh BUILD_DIR OUT_DIR [STEPS]}" && pwd)
out=${2:?usage: perf_run.sh BUILD_DIR OUT_DIR [STEPS]}
steps=${3:-big,odd,thin,sweep,full,profile}
x="$build/cli/crosspose"
root=$(cd "$(dirname "$0")/../.." && pwd)
variants=${VARIANTS:-fast,shared_padded,register_4x4}
mkdir -p "$out"
has() { [[ ",$steps," == *",$1,"* ]]; }
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv,noheader | tee "$out/gpu.txt"
if has tests; then
  echo "== tests"
  timeout 150 ctest --test-dir "$build" --output-on-failure -j6 -R 'cuda|matrix.cuda' -E 'full_size|oom' > "$out/ctest.log" 2>&1
  grep -E "tests passed|tests failed|\(Failed\)|Timeout" "$out/ctest.log" | head -20
fi
cmp() {  # time limit, then compare arguments
  local t=$1
  shift
  echo "== compare $*" | tee -a "$out/compare.log"
  timeout "$t" "$x" compare --backends cuda --warmup 5 --reps 30 "$@" 2>&1 | grep -v '^\[' >> "$out/compare.log"
  echo "rc ${PIPESTATUS[0]}" | tee -a "$out/compare.log"
}
if has big; then  # 16384x16384 fp32 and the shapes of the same bytes (1 GiB each way) at the other sizes
  cmp 80 --shapes 32768x32768 --elem-sizes 1 --variants "$variants"
  cmp 40 --shapes 16384x32768 --elem-sizes 2 --variants "$variants"
  cmp 40 --shapes 16384x16384 --elem-sizes 4 --variants "$variants"
  cmp 40 --shapes 8192x16384 --elem-sizes 8 --variants "$variants"
  cmp 40 --shapes 8192x8192 --elem-sizes 16 --variants "$variants"
fi
# 1- and 2-byte elements alone: the 16-byte tile's own rows, after a change to it.
has small && cmp 60 --shapes 16384x16384,1048576x32,32x1048576,64x64x16384 --elem-sizes 1,2 --variants fast
has small && cmp 60 --shapes 32768x32768 --elem-sizes 1 --variants fast
has odd && cmp 80 --shapes 12345x6789,1048576x32,32x1048576 --elem-sizes 1,2,4,8,16 --variants "$variants"
has thin && cmp 70 --shapes 65537x33,3x4194305,4194305x3,64x64x16384 --elem-sizes 1,2,4,8,16 --variants "$variants"
has sweep && cmp 50 --shapes 8192x8192 --elem-sizes 1,4,16 --variants fast --sweep-blocks
has sweep4 && cmp 70 --shapes 16384x16384 --elem-sizes 4 --variants fast,shared_padded --sweep-blocks
grep -E "^cuda +(fast|cudaMemcpy|cublas|shared_padded|register_4x4)" "$out/compare.log" |
  awk '{printf "%s %s e%s %s %s %s%%\n", $2, $3, $4, $5, $7, $8}' > "$out/summary.txt"
if has full; then
  echo "== full-size test"
  timeout 110 ctest --test-dir "$build" --output-on-failure -R 'cuda.full_size' > "$out/full.log" 2>&1
  grep -E "tests passed|tests failed|Failure" "$out/full.log" | head -5
fi
if has profile; then
  echo "== profile"
  BUILD_DIR=$build timeout 100 "$root/scripts/profile.sh" 8192 8192 4 /tmp/ncu > "$out/profile.md" 2>&1
  cat "$out/profile.md"
fi
if has sass; then
  cuobjdump -sass "$build/host/CMakeFiles/crosspose.dir/__/cuda/variants_fast.cu.o" |
    awk '/Function :/{f=$3} match($0,/(LDG|STG|LDL|STL|LDS|STS)[.A-Z0-9_]*/){c[f" "substr($0,RSTART,RLENGTH)]++} END{for(k in c) print k, c[k]}' |
    sort > "$out/sass.txt"
fi
cat "$out/summary.txt"
exit 0
