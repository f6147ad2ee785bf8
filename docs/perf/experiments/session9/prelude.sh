# Sourced by the run scripts: the NVIDIA Vulkan loader carried in `.gl`, the
# checkout's path for CTest, the output folder $o, and compare_fast (below),
# the verified compare each run script had written out for itself.
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /work && ln -sfn "$PWD" /work/main
[ -e /usr/bin/cmake ] || ln -s "$(command -v cmake)" /usr/bin/cmake
o=$OUT/r; mkdir -p $o

# compare_fast NAME LIBDIR BACKENDS ELEM_SIZES SHAPES [VAR=VALUE...]: one verified `crosspose compare` of the
# fast variant (warm-up 10, 30 runs) into $o/NAME.csv and .log, the library in LIBDIR first on
# LD_LIBRARY_PATH and each VAR=VALUE in the environment; prints NAME, the exit status, the seconds since
# the script began and the log's last line. The CLI is $cx (default build-gpu-rel/cli/crosspose).
compare_fast() {
  local name=$1 lib=$2 backends=$3 elems=$4 shapes=$5
  shift 5
  env "$@" LD_LIBRARY_PATH="$lib" timeout 200 "${cx:-build-gpu-rel/cli/crosspose}" compare --backends "$backends" \
    --variants fast --warmup 10 --reps 30 --elem-sizes "$elems" --shapes "$shapes" --csv "$o/$name.csv" \
    > "$o/$name.log" 2>&1
  echo "$name rc $? $SECONDS s $(tail -1 "$o/$name.log")"
}

# timed_compare NAME LIB BACKENDS ELEM_SIZES SHAPES [VAR=VALUE...]: compare_fast with 20 warm-ups and 100 runs
# (the fiftieth session's on), the library xpbin/LIB; what sessions 50 and 51 wrote out as `cmp`.
timed_compare() {
  local name=$1 lib=$2 backends=$3 elems=$4 shapes=$5
  shift 5
  env "$@" LD_LIBRARY_PATH="xpbin/$lib" timeout 150 "${cx:-build-gpu-rel/cli/crosspose}" compare \
    --backends "$backends" --variants fast --warmup 20 --reps 100 --elem-sizes "$elems" --shapes "$shapes" \
    --csv "$o/$name.csv" > "$o/$name.log" 2>&1
  echo "$name rc $? $SECONDS s $(tail -1 "$o/$name.log")"
}

# xp_start: what every run script from the fiftieth session on did first: exit on TERM, pack $o into
# $OUT/all.tgz on exit, unpack the carried xpbin/ (xz) and take its CLI as $cx.
xp_start() {
  trap 'exit 1' TERM
  trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
  xz -d xpbin/*/*.xz 2> /dev/null
  chmod +x xpbin/cli/crosspose
  cx=xpbin/cli/crosspose
}

# carried_build: the carried Release build (xpbin/build-carry.tar.xz, stripped) unpacked once as build-gpu-rel,
# and the GPU it runs on in $o/gpu.txt.
carried_build() {
  [ -d build-carry ] || tar xJf xpbin/build-carry.tar.xz
  ln -sfn build-carry build-gpu-rel
  nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > "$o/gpu.txt" 2>&1
}

# gpu_suite: carried_build, then the GPU suite with the validation layer (ctest -LE long, 280 s at most) into
# $o/ctest-validation.log; prints ctest's status and summary and the names of the tests that failed or skipped.
gpu_suite() {
  carried_build
  (cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 280 ctest -LE long -j4 --output-on-failure) \
    > "$o/ctest-validation.log" 2>&1
  echo "ctest rc $? $SECONDS s $(grep -E 'tests passed|tests failed' "$o/ctest-validation.log")"
  grep -E "^\s+[0-9]+ - " "$o/ctest-validation.log" | head -20
}
