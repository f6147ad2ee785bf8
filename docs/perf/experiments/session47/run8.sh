#!/usr/bin/env bash
# Session 47 run 8 (H100). build-gpu-rel: the library of d5f630b: both APIs'
# flat-out word tile takes 1-byte matrices with dense output rows of up to 128
# (64 before). xpbin/flat with no setting: the library of 281829e (64).
# 1. The GPU suite with the validation layer.
# 2. The rule's shapes, verified compares of both APIs, new against before,
#    two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 240 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -6 $o/ctest-validation.log
echo "suite $((SECONDS - t0)) s"
S=100x100x5000,120x100x4000,72x72x10000,100x40x2000,128x129x3000,129x100x3000,100x1000003,80x2000003,127x500009,65x1000003
cmp() { # name, env...
  local n=$o/$1-$round; shift
  env "$@" timeout 200 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes 1 \
    --shapes $S --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
for round in 1 2; do
  cmp new X=0
  cmp before LD_LIBRARY_PATH=xpbin/flat
done
true
