#!/usr/bin/env bash
# Session 35 run 5, on the build of run 4 (d147d3e): the main job (the default
# compare sweep, scripts/compare.sh's command).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
cx=build-gpu-rel/cli/crosspose
timeout 420 $cx compare --json $o/compare.json --csv $o/compare.csv --plot $o/compare.svg > $o/compare.log 2>&1
echo "compare rc $?"
tail -3 $o/compare.log
