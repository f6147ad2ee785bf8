#!/usr/bin/env bash
# Session 53 run 1 (H100). Library: xpbin/xp, 999eedc with run1-xp.patch: shaders/word_tile_bytes.comp, the word
# tile with its groupshared words held as u8vec4 (1 byte) or u16vec2 (2 bytes), so that a composed output word
# reads each element as one 8- or 16-bit groupshared load (as CUDA's LDS.U8 / LDS.U16) rather than a 32-bit
# load and a bitfieldExtract, and packs them with pack32; taken where XP_BYTES=1 for the 1-byte fitted-in tile
# (word_tile_composed) and every 2-byte word tile. Unset, the landed shaders (the device also enables shaderInt8
# and shaderInt16, which the landed shaders do not use).
# Hypothesis: the shader's 1-byte fitted-in tile trails CUDA's by 16-18 points (twenty-eighth session) because
# each of a word's 16 elements costs a 32-bit read, its byte offset and an extract and insert (about 6
# instructions) where CUDA's costs an LDS.U8 at an immediate offset and a PRMT (2).
# Prediction: at 1 byte on the fitted-in shapes the bytes tile closes at least half of the gap to CUDA (run 2
# of session 52: 500009x24 18.2 against CUDA's 14.1 us); at 2 bytes, composing 8 elements, it gains 1-3% on
# the word tiles (12345x6789 and 65537x33 among them) and nowhere loses more than 1%.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
A=2000003x9,300007x13,200001x17,500009x24,1048577x31,1048576x32,4194319x33
B=12345x6789,65537x33,262147x45,100003x61,8191x8191,999x1001x32
timed_compare A-cuda-1 xp cuda 1,2 $A X=0
timed_compare B-cuda-1 xp cuda 2 $B X=0
for round in 1 2; do
  timed_compare A-landed-$round xp vulkan 1,2 $A X=0
  timed_compare A-bytes-$round xp vulkan 1,2 $A XP_BYTES=1
  timed_compare B-landed-$round xp vulkan 2 $B X=0
  timed_compare B-bytes-$round xp vulkan 2 $B XP_BYTES=1
done
grep -c "xp bytes" $o/*bytes*.csv
true
