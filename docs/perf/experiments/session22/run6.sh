#!/usr/bin/env bash
# Session 22 run 6: run2.sh (the GPU suite with validation, then the goal
# run) at the word tile's 4- and 8-byte change.
exec bash docs/perf/experiments/session22/run2.sh
