#!/usr/bin/env bash
# Session 50 run 6 (H100): the session's library (e066c13, all four rules)
# against the one before it (4a8d8e8). xpbin/build-carry.tar.xz: e066c13's
# Release build (tests, CLI, library; stripped); xpbin/before, xpbin/after:
# the two libraries; xpbin/cli: 4a8d8e8's CLI (unchanged since).
# 1. The GPU suite with the validation layer (ctest -LE long).
# 2. Image-sized single matrices at 1, 2 and 4 bytes, both libraries
#    alternated, two rounds. Prediction: every shape the rules take runs
#    faster on the API whose rule it is (run 3 and run 5 figures), the rest
#    unchanged.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
tar xJf xpbin/build-carry.tar.xz && ln -sfn build-carry build-gpu-rel
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 280 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
echo "ctest rc $? $((SECONDS - t0)) s $(grep -E 'tests passed|tests failed' $o/ctest-validation.log)"
cmp() { # name lib backends elem-sizes shapes env...
  local n=$o/$1 lib=$2 b=$3 e=$4 s=$5; shift 5
  env "$@" LD_LIBRARY_PATH=xpbin/$lib timeout 150 $cx compare --backends $b --variants fast --warmup 20 \
    --reps 100 --elem-sizes $e --shapes $s --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
S=640x480,512x512,1000x1000,1280x720,720x1280,1920x1080,1080x1920,2560x1440,2000x2000,3840x2160
for round in 1 2; do
  [ $round = 2 ] && [ $((SECONDS - t0)) -gt 380 ] && break
  for lib in before after; do cmp H-$lib-$round $lib cuda,vulkan 1,2,4 $S X=0; done
done
true
