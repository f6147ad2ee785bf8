#!/usr/bin/env bash
# Session 57 run 5 (H200): `crosspose tune --backend vulkan --quick --bytes 33554432`, the command the H100 files
# and h200-cuda.json came from, on 651ace8 (xpbin/build-carry.tar.xz), for data/tuning/h200-vulkan.json. Run 1
# timed its parts: each candidate spends about 0.5 s ramping the clocks (time_gpu's ramp_clocks, at least 500 ms)
# and about 0.25 s uploading; 24 rows of about 12 candidates should take about 330 s.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
carried_build
timeout 480 build-gpu-rel/cli/crosspose tune --backend vulkan --quick --bytes 33554432 --out $o/h200-vulkan.json \
  > $o/h200-vulkan.txt 2> $o/tune-stderr.txt
echo "tune rc $? $SECONDS s"
cat $o/h200-vulkan.txt $o/tune-stderr.txt
true
