#!/usr/bin/env bash
# Session 22 run 3: two experiment libraries against this build's (cec34de),
# interleaved, CUDA only; `crosspose compare` of fast, every row verified.
#   bin-compose: the word tile's flat 1-byte tiles compose each output word
#     from the staged run (run3-compose.patch) instead of turning 4 x 4-byte
#     blocks, on dense narrow shapes.
#   bin-cs: the vector tile, register blocks and shared tiles load with
#     __ldcs and store with __stcs (evict-first, run3-streaming.patch), on
#     the goal's large shapes at 2 to 16 bytes.
set -u
mkdir -p /work && ln -sfn "$PWD" /work/main
o=$OUT/r; mkdir -p $o
cx=build-gpu-rel/cli/crosspose
run=(compare --backends cuda --variants fast --warmup 10 --reps 30)
for round in 1 2; do
  for lib in new compose; do
    if [ $lib = new ]; then unset LD_LIBRARY_PATH; else export LD_LIBRARY_PATH=$PWD/bin-$lib; fi
    timeout 100 $cx "${run[@]}" --shapes 65537x33,100003x61,262147x45,200001x17,1048577x31,4194319x33,1000003x100 \
      --elem-sizes 1 --csv $o/$lib-$round.csv > $o/$lib-$round.txt 2>&1; echo "$lib $round rc $?"
  done
done
declare -A big=([2]=16384x32768 [4]=16384x16384 [8]=8192x16384 [16]=8192x8192)
mkdir -p $o/big
for round in 1 2; do
  for lib in new cs; do
    if [ $lib = new ]; then unset LD_LIBRARY_PATH; else export LD_LIBRARY_PATH=$PWD/bin-$lib; fi
    for e in 2 4 8 16; do
      timeout 100 $cx "${run[@]}" --shapes ${big[$e]} --elem-sizes $e --csv $o/big/e$e.csv > $o/big/$lib-e$e-$round.txt 2>&1
      echo "$lib e$e $round rc $?"
    done
    (head -1 $o/big/e2.csv; for e in 2 4 8 16; do tail -n +2 $o/big/e$e.csv; done) > $o/big/$lib-$round.csv
    rm $o/big/e*.csv
  done
done
unset LD_LIBRARY_PATH
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
python3 docs/perf/experiments/session19/table.py $o/big | tee $o/table-big.md
cd $OUT && tar czf all.tgz r && rm -rf r
