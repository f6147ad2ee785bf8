# Sourced by run1.sh and run2.sh: `sweep ELEMS SHAPES NAME=ENV...` runs the
# fast variant of $backends (default vulkan) on SHAPES at ELEMS once per NAME with its switches ENV
# (spaces as '+', "-" for none), two interleaved rounds, then prints every row
# and writes residency.md from round 1's launches.
sweep() {
  local elems=$1 shapes=$2 round a
  shift 2
  for round in 1 2; do
    for a in "$@"; do
      local name=${a%%=*} env=${a#*=}
      [ "$env" = - ] && env=XP_NONE=1
      env ${env//+/ } timeout 70 $cx compare --backends ${backends:-vulkan} --variants fast --warmup 10 --reps 30 \
        --shapes $shapes --elem-sizes $elems --csv $o/$name-$round.csv > $o/$name-$round.log 2>&1
    done
  done
  for f in $o/*-[12].csv; do
    awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-16s %-12s e%-2s %6.1f%%  verified %s\n", f, $4 "x" $5, $7, $13, $9 }' $f
  done | sort -k2,2 -k3,3 -k1,1
  command -v python3 > /dev/null && python3 scripts/residency.py $o/*-1.csv --variant fast > $o/residency.md
}
