#!/usr/bin/env bash
# Session 18 run 3, the build of run 2 (run2.patch): the shader composing
# 2-byte output words on narrow rows (at most 64 bytes, the narrow tile),
# owning 16 or 32 bytes, staged rows padded or plain.
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose
o=$o/narrow2; mkdir -p $o
sweep 2 1048577x31,65537x17,100003x25,4194305x9 base=- compose=XP_WT_COMPOSE=1 compose16plain=XP_WT_COMPOSE=1+XP_WT_PLAIN=1 \
  compose32plain=XP_WT_COMPOSE=1+XP_WT_OWN=32+XP_WT_PLAIN=1
cd $OUT && tar czf all.tgz r
