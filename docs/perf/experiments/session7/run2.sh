#!/bin/bash
R=$OUT/r; mkdir -p $R
TP_VERIFY=1 TP_VERIFY_ONLY=1 exp/tp < exp/verify.txt > $R/verify.txt 2>&1
CROSSPOSE_EXP_ANY_POLICY=1 timeout 90 exp/tp 20 50 < exp/tall2.txt > $R/tall2.txt 2>&1
for i in 1 2; do
  for o in 0 1; do CROSSPOSE_EXP_ORDER=$o timeout 100 exp/tp 10 30 < exp/order2.txt > $R/order2-$i-o$o.txt 2>&1; done
  for o in 0 1; do CROSSPOSE_EXP_E4REG=1 CROSSPOSE_EXP_ORDER=$o timeout 30 exp/tp 10 30 < exp/e4reg.txt > $R/e4reg-$i-o$o.txt 2>&1; done
done
cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 150 ctest -LE long -j4 > $R/ctest.log 2>&1
cd $OUT && tar czf all.tgz r && rm -rf r
