#!/usr/bin/env bash
# Session 45 run 1 (H100). build-gpu-rel: the library of 0ed64cf with
# session 44's prepared-run5-xp.patch (XP_VK_E16PAD, XP_VK_TALL4, off unless
# set); xpbin/l2-128 and xpbin/l2-256: the same library but for run1-xp.patch
# built with -DCROSSPOSE_XP_L2=128 / 256 (the L2 prefetch size hint on the
# CUDA segment tile's loads, the word tile's register loads and every
# cp.async staging copy).
# 1. The GPU fast tests on the final library (session 44's prepared run 5).
# 2. Session 44's two shader leads, two rounds (prepared run 5).
# 3. The L2 hint: verify each binary by compare (CUDA), then bench rounds
#    interleaved: landed / 128 / 256 on the large 1-, 2-, 4-byte goal shapes,
#    12345x6789 at 1, 2, 4 bytes and 65537x33 at 1 and 2 bytes.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
(cd build-gpu-rel && env -u XP_VK_E16PAD -u XP_VK_TALL4 CROSSPOSE_VK_VALIDATION=1 timeout 120 ctest -R 'fast' -j4 --output-on-failure > $o/ctest-fast.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-fast.log
run() { # name, env...
  local n=$o/$1.csv; shift
  env -u XP_VK_E16PAD -u XP_VK_TALL4 "$@" timeout 60 $cx compare --backends cuda,vulkan \
    --variants fast --warmup 10 --reps 30 --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
for round in 1 2; do
  E=16 S=10x1048576,12x1048576,15x524288,9x1048576
  run e16-pad-$round XP_VK_E16PAD=1; run e16-landed-$round
  E=4 S=1000x16x1000,1024x8x2000,1000x24x1000,2000x12x1000
  run e4-tall4-$round XP_VK_TALL4=1; run e4-landed-$round
done
bin() { echo $cx; }  # the CLI is the same; its library comes from LD_LIBRARY_PATH (RUNPATH comes after it)
lib() { case $1 in landed) echo "";; *) echo xpbin/$1;; esac; }
LD_LIBRARY_PATH=xpbin/l2-256 ldd $cx | grep crosspose
for b in l2-128 l2-256 landed; do
  for e in 1 2 4; do
    LD_LIBRARY_PATH=$(lib $b) timeout 60 $(bin $b) compare --backends cuda --variants fast --warmup 3 --reps 10 \
      --elem-sizes $e --shapes 12345x6789,65537x33 --csv $o/verify-$b-e$e.csv > $o/verify-$b-e$e.log 2>&1
    echo "verify $b e$e rc $?"
  done
done
declare -A big=([1]=32768x32768 [2]=16384x32768 [4]=16384x16384)
for round in 1 2 3; do
  for sh in big 12345x6789 65537x33; do
    for e in 1 2 4; do
      s=$sh; [ $sh = big ] && s=${big[$e]}
      [ $sh = 65537x33 ] && [ $e = 4 ] && continue
      for b in landed l2-128 l2-256; do
        line=$(LD_LIBRARY_PATH=$(lib $b) timeout 60 $(bin $b) bench -b cuda -v fast -r ${s%x*} -c ${s#*x} -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
        echo "$round $s e$e $b $line" | tee -a $o/bench.txt
      done
    done
  done
done
