#!/usr/bin/env bash
# Session 55 run 2 (H200, the machine run 1 left warm): the GPU suite with the validation layer on 661df45, then
# `crosspose tune --quick` on each backend with the H100 files' settings (data/tuning/README.md), for
# data/tuning/h200-{cuda,vulkan}.json.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
gpu_suite
for b in cuda vulkan; do
  timeout 150 build-gpu-rel/cli/crosspose tune --backend $b --quick --bytes 33554432 --out $o/h200-$b.json \
    > $o/h200-$b.txt 2>&1
  echo "tune $b rc $? $SECONDS s"
done
true
