#!/usr/bin/env bash
# Session 45 run 2 (H100). build-gpu-rel: the library of a4f676c (the L2
# hint on the word and owned tiles' staged reads; the shader's tall 4-byte
# batches on W 4) with run2-xp.patch's host switches (XP_CU_TALL4,
# XP_VK_E16T, off unless set); xpbin/wide: the same library but for the hint
# on the 16-byte tile's and the shared tiles' loads too (run2-wide.patch).
# 1. The GPU suite with the validation layer.
# 2. CUDA's tall 4-byte batches under 32 wide on W 4 and 4x2 warps
#    (XP_CU_TALL4) against the fitted tile; two rounds.
# 3. The shader's single 16-byte matrices 9 to 15 high on the padded 16x16 or
#    16x32 tile (XP_VK_E16T) against the fitted tile; two rounds.
# 4. The wide hint: compare (CUDA, verified) of the awkward goal shapes at
#    every size, and bench of the large 8- and 16-byte goal shapes, landed
#    against wide, two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
run() { # name, backends, env...
  local n=$o/$1.csv b=$2; shift 2
  env "$@" timeout 60 $cx compare --backends $b --variants fast --warmup 10 --reps 30 --elem-sizes $E --shapes $S \
    --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
for round in 1 2; do
  E=4 S=1000x16x1000,1024x8x2000,1000x24x1000,2000x12x1000,1000x20x100
  run e4-cutall4-$round cuda XP_CU_TALL4=1; run e4-landed-$round cuda
  E=16 S=9x1048576,10x1048576,11x1048576,12x1048576,13x1048576,15x524288
  run e16-t1616-$round vulkan XP_VK_E16T=1616; run e16-t1632-$round vulkan XP_VK_E16T=1632
  run e16-landed-$round cuda,vulkan
done
xz -d -k xpbin/wide/libcrosspose.so.0.xz || python3 -c "import lzma; open('xpbin/wide/libcrosspose.so.0', 'wb').write(lzma.open('xpbin/wide/libcrosspose.so.0.xz').read())"
ls -la xpbin/wide
lib() { case $1 in landed) echo "";; *) echo xpbin/$1;; esac; }
for round in 1 2; do
  for b in landed wide; do
    LD_LIBRARY_PATH=$(lib $b) timeout 150 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 \
      --elem-sizes 1,2,4,8,16 --shapes 12345x6789,1048576x32,32x1048576,65537x33,3x4194305,4194305x3,64x64x16384 \
      --csv $o/awk-$b-$round.csv > $o/awk-$b-$round.log 2>&1
    echo "awk $b $round rc $? $(date +%T)"
    for s in 8:8192x16384 16:8192x8192; do
      e=${s%%:*} sh=${s#*:}
      line=$(LD_LIBRARY_PATH=$(lib $b) timeout 60 $cx bench -b cuda -v fast -r ${sh%x*} -c ${sh#*x} -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
      echo "$round $sh e$e $b $line" | tee -a $o/bench.txt
    done
  done
done
