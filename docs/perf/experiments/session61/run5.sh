#!/usr/bin/env bash
# Session 61 run 5 (H200). xpbin/build-carry.tar.xz: the Release build of 4157b1f (the shader's 8-byte dense rows of
# 33 to 48 take the owned tile where it runs 2 tiles a workgroup). xpbin/xp: run 4's library (a2b0d09's rules unless
# an XP_ variable is set). '+' joins variables.
# 1. The GPU suite with the validation layer.
# 2. The 8-byte rule on shapes it was not chosen from, verified, against a2b0d09's choice (the word tile), two
#    rounds. Prediction: the owned tile ahead by 3 or more on each.
# 3. A lead, two rounds: the shader's 4-byte word tile against its owned tile (XP_NO_WORD=4) on dense rows of 37
#    to 55 columns; run 4 had the word tile ahead on 33 (6 to 12 points) and behind on 45 and 61 (2.5 and 5.7).
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
gpu_suite
bench() {  # NAME LIBDIR ROWS COLS ELEM VAR=VALUE+...
  local name=$1 lib=$2 r=$3 c=$4 e=$5 vars=${6:-XP=0}
  [ $SECONDS -gt 420 ] && { echo "$name skipped at $SECONDS s"; return; }
  env ${vars//+/ } LD_LIBRARY_PATH=$lib timeout 40 $cx bench -b vulkan -v fast -r $r -c $c -e $e --warmup 20 \
    --reps 100 > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E "^fast" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7)" \
    "$(grep -o 'groups [0-9x]*\|tile [0-9x]*\|[0-9] tiles a workgroup\|owned\|word' $o/$name.txt | sort -u | tr '\n' ' ')"
}
eight="131075:33 100003:40 1000003:47 262147:45"
four="100003:37 100003:40 100003:49 100003:55"
{
  for s in $eight; do
    echo "$(timeout 60 build-gpu-rel/cli/crosspose verify -b vulkan -v fast -r ${s%:*} -c ${s#*:} -e 8 2>&1 | tail -1)"
  done
  for s in $four; do
    echo "XP_NO_WORD=4 $(XP_NO_WORD=4 LD_LIBRARY_PATH=xpbin/xp timeout 60 $cx verify -b vulkan -v fast -r ${s%:*} -c ${s#*:} -e 4 2>&1 | tail -1)"
  done
  for round in 1 2; do
    for s in $eight; do
      bench r$round-${s/:/x}-e8-word xpbin/xp ${s%:*} ${s#*:} 8
      bench r$round-${s/:/x}-e8-4157b1f build-gpu-rel/host ${s%:*} ${s#*:} 8
    done
    for s in $four; do
      bench r$round-${s/:/x}-e4-word xpbin/xp ${s%:*} ${s#*:} 4
      bench r$round-${s/:/x}-e4-owned xpbin/xp ${s%:*} ${s#*:} 4 XP_NO_WORD=4
    done
  done
} 2>&1 | tee $o/stdout.txt
true
