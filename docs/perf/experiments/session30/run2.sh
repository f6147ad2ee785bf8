#!/usr/bin/env bash
# Session 30 run 2: realigned_tile after run 1 with its inner path compact
# (subgroups whose run lies inside the matrix take a path with no checks,
# funnel shifts by selects, not branches). XP_REALIGNED "segments,subgroups",
# XP_RW lanes down; then timing-only diagnostics through `crosspose bench`:
# XP_RP 1 skips the input realignment, 2 the output's, 3 both.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round backends env...
  local name=$1 round=$2 backends=$3; shift 3
  env "$@" timeout 60 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345 --elem-sizes 1 2 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
run landed 1 cuda,vulkan XP_NONE=1
for c in 2,4 4,4 8,4 4,2; do run rw4-$c 1 vulkan XP_REALIGNED=$c; done
for c in 1,4 2,4 4,4; do run rw8-$c 1 vulkan XP_REALIGNED=$c XP_RW=8; done
run rw2-4,4 1 vulkan XP_REALIGNED=4,4 XP_RW=2
for e in 1 2; do for rp in 0 1 2 3; do
  echo "== e$e rp $rp" >> $o/diag.txt
  XP_RP=$rp XP_RW=8 XP_REALIGNED=2,4 timeout 30 $cx bench -b vulkan -v fast -r 12345 -c 6789 -e $e >> $o/diag.txt 2>&1
done; done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^vulkan .*e[12] " $o/rw4-2,4-1.txt $o/rw8-2,4-1.txt | sort -u | cut -c1-200
grep -h "==\|% of copy\|launch" $o/diag.txt | cut -c1-200
