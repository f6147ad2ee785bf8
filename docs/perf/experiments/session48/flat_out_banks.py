# Session 48: a bank model of the flat-out word tile's composed reads at 1 byte (cuda/kernels/word_tile_fitted.cuh):
# for each warp of a tile's first 64 and each of the V elements its lanes compose, the most distinct 32-bit
# words on one bank. usage: [S=2] flat_out_banks.py ROWSxCOLS ... (CUDA 16 KiB tiles, whole tiles of 48 KiB;
# the shader's 8 KiB, whole tiles of 16 KiB, at 2 bytes 32 KiB). S, the element size, 1 unless set: session 49
# added it for the 2-byte whole tiles; at 1 byte the model is as session 48 ran it.
import os, sys, math
def tilecols(R, C, S, tile_bytes, whole_bytes):
    v = 16//S
    tr = -(-R//v)*v
    tc = max(64, 1 << int(math.floor(math.log2(tile_bytes//(tr*S)))))
    w = -(-C//16)*16
    if w*tr*S <= whole_bytes: tc = max(w, tc)
    return tr, tc
def degree(R, C, S, tc, warps=64):
    v = 16//S
    flat_in = tc >= C
    ls = C*S if flat_in else tc*S+16
    nc = min(tc, C)
    n = nc*R
    tot=0; cnt=0
    for w in range(warps):
        for e in range(v):
            banks={}
            for l in range(32):
                q = w*32+l
                at = q*v + e
                if at >= n: continue
                i, j = at % R, at // R
                m = (i*C*S) % 16 if flat_in else 0
                addr = (i*ls + m + j*S) if flat_in else (i*ls + ((i*C*S)%16) + j*S)
                word = addr//4
                banks.setdefault(word%32,set()).add(word)
            if banks:
                tot += max(len(s) for s in banks.values()); cnt+=1
    return tot/cnt
for sh in sys.argv[1:]:
    R,C = map(int, sh.split('x')[:2]); S=int(os.environ.get("S", "1"))
    for name,tb,wb in (("cu16k",16384,0),("cuwhole",16384,49152),("sh8k",8192,0),("shwhole",8192,16384*S)):
        tr,tc = tilecols(R,C,S,tb,wb)
        print(f"{sh:14s} {name:8s} tile {tr}x{tc} deg {degree(R,C,S,tc):.1f}", end=' | ')
    print()
