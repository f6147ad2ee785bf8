#pragma once
// Square matrices in place: a block swaps a tile with its mirror across the
// diagonal. Both tiles are read before either is written (a barrier between),
// and no other block touches them, so the swap needs no memory beyond the
// block's own. A diagonal tile is transposed onto itself.
//
// square_tile_pairs(_pipelined): the two tiles through shared memory (one
// padding column: conflict-free column reads), element accesses: any
// alignment, any edge.
// square_vec_pairs: 16-byte accesses for 1-, 2- and 4-byte elements; each
// thread holds V x V element blocks in registers, transposed there, and the
// barrier alone orders the reads before the writes. Interior tiles only.
// square_staged_pairs: 16-byte accesses for 4-byte elements, the shader's
// staged pairs (shaders/in_place_square.glsl, PAD 0): each thread holds its
// vectors of both tiles in registers; tile A is staged through one shared
// tile to its mirror's place, then the mirror to A's. Interior tiles only.

#include "in_place_args.hpp"
#include "kernels/vec_tile.cuh"

namespace crosspose::cuda_detail {

// One pair's tiles: A (rows tp.r.., cols tp.c..) and its mirror B.
template <class T>
struct PairTiles {
  T* a;  // A(y, x) = a[y * pitch + x], y < nr, x < nc
  T* m;  // B(y, x) = m[y * pitch + x], y < nc, x < nr
  u32 nr, nc;
  bool diag;  // A is its own mirror
};

template <class T>
__device__ inline PairTiles<T> pair_tiles(const SquareArgs& g, T* data, u64 p) {
  const u64 b = p / g.grid.pairs;
  const TilePair tp = pair_at(g.grid, p - b * g.grid.pairs);
  const u64 s = g.grid.tile;
  T* base = data + b * g.batch_stride;
  return {base + tp.r * g.pitch + tp.c, base + tp.c * g.pitch + tp.r, static_cast<u32>(min(s, g.n - tp.r)),
          static_cast<u32>(min(s, g.n - tp.c)), tp.r == tp.c};
}

// Row y = threadIdx.y + k * blockDim.y of each tile, column threadIdx.x.
template <class T, int U>
__device__ inline void load_pair(const PairTiles<T>& q, u64 pitch, T (&va)[U], T (&vb)[U]) {
  const u32 x = threadIdx.x;
#pragma unroll
  for (int k = 0; k < U; ++k) {
    const u32 y = threadIdx.y + k * blockDim.y;
    if (x < q.nc && y < q.nr) va[k] = q.a[y * pitch + x];
    if (!q.diag && x < q.nr && y < q.nc) vb[k] = q.m[y * pitch + x];
  }
}

// blockDim = (tile, tile / U), a persistent grid. Software-pipelined: the
// loads of a block's next pair are in flight while it writes the current
// one, so that every block reads and writes at once (the two tiles of a pair
// must be read before either is written; the next pair's tiles are others).
// Registers capped for two 512-thread or four 256-thread blocks per SM.
template <class T, int U>
__global__ void __launch_bounds__(64 * U, sizeof(T) >= 16 ? 1 : (U == 8 ? 2 : 4))
    square_tile_pairs_pipelined(SquareArgs g, T* data) {
  T* ta = shared_tile<T>();
  const u32 s = g.grid.tile, ld = s + 1, x = threadIdx.x, step = blockDim.y;
  T* tb = ta + s * ld;
  const u64 total = g.grid.pairs * g.batch;
  u64 p = blockIdx.x;
  if (p >= total) return;
  T va[U], vb[U];
  PairTiles<T> cur = pair_tiles(g, data, p);
  load_pair<T, U>(cur, g.pitch, va, vb);
  for (;;) {
#pragma unroll
    for (int k = 0; k < U; ++k) {
      const u32 y = threadIdx.y + k * step;
      if (x < cur.nc && y < cur.nr) ta[y * ld + x] = va[k];
      if (!cur.diag && x < cur.nr && y < cur.nc) tb[y * ld + x] = vb[k];
    }
    __syncthreads();
    const u64 next = p + gridDim.x;
    PairTiles<T> nxt{};
    if (next < total) {
      nxt = pair_tiles(g, data, next);
      load_pair<T, U>(nxt, g.pitch, va, vb);
    }
    // B's place gets A transposed (A's own place on the diagonal), A's gets B's.
    for (u32 y = threadIdx.y; y < s; y += step) {
      if (x < cur.nr && y < cur.nc) cur.m[y * g.pitch + x] = ta[x * ld + y];
      if (!cur.diag && x < cur.nc && y < cur.nr) cur.a[y * g.pitch + x] = tb[x * ld + y];
    }
    if (next >= total) return;
    __syncthreads();  // the tiles are refilled
    p = next;
    cur = nxt;
  }
}

// blockDim = (tile, rows), one pair per block at a time: U rows of each tile
// per thread in flight (a loop when tile > U * rows).
template <class T, int U>
__global__ void square_tile_pairs(SquareArgs g, T* data) {
  T* ta = shared_tile<T>();
  const u32 s = g.grid.tile, ld = s + 1, x = threadIdx.x, step = blockDim.y;
  T* tb = ta + s * ld;
  const u64 total = g.grid.pairs * g.batch;
  for (u64 p = blockIdx.x; p < total; p += gridDim.x) {
    const u64 b = p / g.grid.pairs;
    const TilePair tp = pair_at(g.grid, p - b * g.grid.pairs);
    const bool diag = tp.r == tp.c;
    const u32 nr = static_cast<u32>(min(u64{s}, g.n - tp.r)), nc = static_cast<u32>(min(u64{s}, g.n - tp.c));
    T* a = data + b * g.batch_stride + tp.r * g.pitch + tp.c;     // A(y, x), y < nr, x < nc
    T* m = data + b * g.batch_stride + tp.c * g.pitch + tp.r;     // B(y, x), y < nc, x < nr
    for (u32 y0 = threadIdx.y; y0 < s; y0 += U * step) {
      T va[U], vb[U];
#pragma unroll
      for (int k = 0; k < U; ++k) {
        const u32 y = y0 + k * step;
        if (x < nc && y < nr) va[k] = a[y * g.pitch + x];
        if (!diag && x < nr && y < nc) vb[k] = m[y * g.pitch + x];
      }
#pragma unroll
      for (int k = 0; k < U; ++k) {
        const u32 y = y0 + k * step;
        if (x < nc && y < nr) ta[y * ld + x] = va[k];
        if (!diag && x < nr && y < nc) tb[y * ld + x] = vb[k];
      }
    }
    __syncthreads();
    // B's place gets A transposed (A's own place on the diagonal), A's gets B's.
    for (u32 y = threadIdx.y; y < s; y += step) {
      if (x < nr && y < nc) m[y * g.pitch + x] = ta[x * ld + y];
      if (!diag && x < nc && y < nr) a[y * g.pitch + x] = tb[x * ld + y];
    }
    __syncthreads();  // the next pair refills the tiles
  }
}

template <int U, bool Pipelined>
struct SquareTileKernel {
  template <class T>
  static const void* get() {
    if constexpr (Pipelined) return reinterpret_cast<const void*>(&square_tile_pairs_pipelined<T, U>);
    else return reinterpret_cast<const void*>(&square_tile_pairs<T, U>);
  }
};

// Tiles of NB x NB blocks of V x V elements (V = 16 / sizeof(T)); blockDim.x
// = 2 NT, NT = NB^2 / BA threads per tile, each holding BA blocks. The first
// NT threads read tile A and write it transposed into B's place, the others
// the reverse (idle on the diagonal). Lanes: W consecutive lanes take blocks
// stacked down the rows, so a store writes W x 16 contiguous bytes of a row
// and a load reads (32 / W) x 16.
template <class T, int NB, int BA, int W>
__global__ void __launch_bounds__(2 * NB * NB / BA) square_vec_pairs(SquareArgs g, T* data) {
  constexpr u32 V = 16 / sizeof(T), NT = NB * NB / BA, H = NT / (W * NB);
  static_assert(BA * H * W == NB, "the threads of a tile cover it exactly");
  const u32 side = threadIdx.x / NT, t = threadIdx.x % NT;
  const u32 lo = t % W, col = (t / W) % NB, hi = t / (W * NB);
  const u64 total = g.grid.pairs * g.batch;
  for (u64 p = blockIdx.x; p < total; p += gridDim.x) {
    const u64 b = p / g.grid.pairs;
    const TilePair tp = pair_at(g.grid, p - b * g.grid.pairs);
    const bool active = side == 0 || tp.r != tp.c;
    const u64 r0 = side ? tp.c : tp.r, c0 = side ? tp.r : tp.c;  // this side's source tile
    T* m = data + b * g.batch_stride;
    uint4 a[BA][V], o[BA][V];
    if (active) {
#pragma unroll
      for (int i = 0; i < BA; ++i) {
        const u32 row = ((i * H + hi) * W + lo) * V;
        const T* src = m + (r0 + row) * g.pitch + c0 + col * V;
#pragma unroll
        for (int k = 0; k < V; ++k) a[i][k] = *reinterpret_cast<const uint4*>(src + k * g.pitch);
      }
#pragma unroll
      for (int i = 0; i < BA; ++i) transpose_block<T>(a[i], o[i]);
    }
    __syncthreads();  // every read of both tiles precedes any write
    if (active) {
#pragma unroll
      for (int i = 0; i < BA; ++i) {
        const u32 row = ((i * H + hi) * W + lo) * V;
        T* dst = m + (c0 + col * V) * g.pitch + r0 + row;
#pragma unroll
        for (int j = 0; j < V; ++j) *reinterpret_cast<uint4*>(dst + j * g.pitch) = o[i][j];
      }
    }
  }
}

// kStagedTile^2 tiles, kStagedThreads threads, a block for each pair. A
// thread's vector s is row r, columns c .. c + 3 of a tile: a warp moves 4 rows
// of 128 bytes. The shared tile's 16-byte chunks are XOR-swizzled by row / 4,
// so that neither the row-wise 16-byte stores nor the column-wise word loads
// conflict on banks. __launch_bounds__ asks for 4 blocks a multiprocessor (127
// registers, no spills; unbounded: 166, 3 blocks, level on the H200).
__global__ void __launch_bounds__(kStagedThreads, 4) square_staged_pairs(SquareArgs g, u32* data) {
  constexpr u32 S = kStagedTile, CHUNKS = S / 4, SLOTS = S * CHUNKS / kStagedThreads;
  static_assert(S == 64 && SLOTS == 8, "a warp's 4 rows of 8 chunks, the swizzle's 16 chunks a row");
  __shared__ uint4 chunks[S * CHUNKS];
  const u32* words = reinterpret_cast<const u32*>(chunks);
  const auto chunk = [](u32 r, u32 c4) { return r * CHUNKS + (c4 ^ ((r / 4) % CHUNKS)); };
  const u32 tid = threadIdx.x;
  const auto slot = [tid](u32 s, u32& r, u32& c) {
    const u32 i = s * kStagedThreads + tid, q = i / 32, l = i % 32;
    r = q / 2 * 4 + l / 8;
    c = (q % 2 * 8 + l % 8) * 4;
  };
  const u64 total = g.grid.pairs * g.batch;
  for (u64 p = blockIdx.x; p < total; p += gridDim.x) {
    const u64 b = p / g.grid.pairs;
    const TilePair tp = pair_at(g.grid, p - b * g.grid.pairs);
    const bool diag = tp.r == tp.c;
    u32* base = data + b * g.batch_stride;
    u32* a = base + tp.r * g.pitch + tp.c;  // A(y, x) = a[y * pitch + x]
    u32* m = base + tp.c * g.pitch + tp.r;  // B(y, x) = m[y * pitch + x]
    uint4 va[SLOTS], vb[SLOTS];
#pragma unroll
    for (u32 s = 0; s < SLOTS; ++s) {
      u32 r, c;
      slot(s, r, c);
      va[s] = *reinterpret_cast<const uint4*>(a + r * g.pitch + c);
      if (!diag) vb[s] = *reinterpret_cast<const uint4*>(m + r * g.pitch + c);
    }
    // `v` through the shared tile, written transposed at `dst`.
    const auto stage = [&](const uint4(&v)[SLOTS], u32* dst) {
#pragma unroll
      for (u32 s = 0; s < SLOTS; ++s) {
        u32 r, c;
        slot(s, r, c);
        chunks[chunk(r, c / 4)] = v[s];
      }
      __syncthreads();
#pragma unroll
      for (u32 s = 0; s < SLOTS; ++s) {
        u32 r, c;  // output row r: tile column r; output columns c ..: tile rows c ..
        slot(s, r, c);
        const uint4 o{words[chunk(c, r / 4) * 4 + r % 4], words[chunk(c + 1, r / 4) * 4 + r % 4],
                      words[chunk(c + 2, r / 4) * 4 + r % 4], words[chunk(c + 3, r / 4) * 4 + r % 4]};
        *reinterpret_cast<uint4*>(dst + r * g.pitch + c) = o;
      }
    };
    if (diag) {
      stage(va, a);
    } else {
      stage(va, m);  // every read of both tiles precedes the barrier inside
      __syncthreads();  // tile A drained: the mirror takes its place
      stage(vb, a);
    }
    __syncthreads();  // the next pair restages the tile
  }
}

}  // namespace crosspose::cuda_detail
