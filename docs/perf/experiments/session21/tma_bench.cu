// Session 21, run 1: does a transpose fed by the tensor memory accelerator
// (TMA) reach nearer the copy ceiling at 1, 2 and 4 bytes than `fast`?
//
// Persistent blocks, one tile of TR input rows x 128 bytes per step, STAGES
// tiles in flight through TMA loads into shared memory (128-byte swizzle);
// each thread reads a 16-row x 16-byte block as 16 words, transposes it in
// registers (vec_tile.cuh's transpose_block) and either stores its output
// words to global memory directly or into a swizzled output tile that TMA
// stores (two output buffers). Lanes take blocks on diagonals so that both
// the loads and the stores in shared memory are free of bank conflicts at
// 1 byte (2-way at 2 bytes, 4-way at 4).
//
// Build (here, no GPU needed):
//   nvcc -O3 -std=c++20 -arch=sm_90a -Icuda -Ihost/include -Ibuild-gpu-rel/host \
//        docs/perf/experiments/session21/tma_bench.cu -o bin-tma/tma_bench
// Run: tma_bench ROWS COLS ELEM [reps]; prints one line per kernel with GB/s
// (bytes read + written) and % of the best of cudaMemcpy D2D and a 16-byte
// copy kernel, each transpose checked bit for bit against a naive kernel.

#include <cuda.h>
#include <cuda_runtime.h>
#include <cudaTypedefs.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "kernels/vec_tile.cuh"

using namespace crosspose::cuda_detail;

#define CK(x)                                                                           \
  do {                                                                                  \
    cudaError_t e_ = (x);                                                               \
    if (e_ != cudaSuccess) {                                                            \
      std::fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
      std::exit(1);                                                                     \
    }                                                                                   \
  } while (0)

__device__ inline u32 smem(const void* p) { return static_cast<u32>(__cvta_generic_to_shared(p)); }

__device__ inline void mbar_init(u64* bar, u32 count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(smem(bar)), "r"(count) : "memory");
}
__device__ inline void mbar_expect(u64* bar, u32 bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(smem(bar)), "r"(bytes) : "memory");
}
__device__ inline void mbar_wait(u64* bar, u32 parity) {
  asm volatile(
      "{\n .reg .pred p;\n WAIT_%=:\n mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n @!p bra WAIT_%=;\n}" ::"r"(
          smem(bar)),
      "r"(parity)
      : "memory");
}
__device__ inline void tma_load(void* dst, const CUtensorMap* map, u64* bar, int x, int y) {
  asm volatile(
      "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4}], [%2];" ::"r"(
          smem(dst)),
      "l"(map), "r"(smem(bar)), "r"(x), "r"(y)
      : "memory");
}
__device__ inline void tma_store(const CUtensorMap* map, const void* src, int x, int y) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%0, {%2, %3}], [%1];" ::"l"(map),
               "r"(smem(src)), "r"(x), "r"(y)
               : "memory");
}
__device__ inline void fence_async_smem() { asm volatile("fence.proxy.async.shared::cta;" ::: "memory"); }

// Tile order: 0 down columns, 1 across rows, 2 groups of `group` tile rows
// walked down their columns. Tiles are handed out by a counter (`next`, zero
// before each launch) in that order, so the tiles in flight stay together;
// with `next` null, block k takes tiles k, k + grid, ...
struct Order {
  int kind;
  u32 group, tiles_r, tiles_c;
  __device__ void at(u64 t, u32& tr, u32& tc) const {
    if (kind == 0) tr = t % tiles_r, tc = t / tiles_r;
    else if (kind == 1) tc = t % tiles_c, tr = t / tiles_c;
    else {
      const u64 per_group = u64{group} * tiles_c, g = t / per_group, in = t - g * per_group;
      const u32 rows_here = min(u64{group}, tiles_r - g * group);
      tr = g * group + in % rows_here, tc = in / rows_here;
    }
  }
};

// A tile is TR input rows x CW boxes of 128 bytes, loaded as CW TMA boxes
// (128-byte swizzle) that complete one barrier; its transpose leaves as
// CW x TR * E / 128 boxes of 128 / E rows x 128 bytes through two output
// buffers. Warps cover one 128-byte box column each, TR / 64 warps a box.
template <class T, int TR, int CW, int STAGES, int OUTB>
__global__ void __launch_bounds__(TR * CW / 2) tma_transpose(const __grid_constant__ CUtensorMap in_map,
                                                             const __grid_constant__ CUtensorMap out_map, Order ord,
                                                             u32* next) {
  constexpr u32 E = sizeof(T), V = 16 / E, NB = TR / 16, BOX_IN = TR * 128, TILE = BOX_IN * CW, BOX = 16384 / E;
  constexpr u32 W = 128 / E;  // elements in 128 bytes
  static_assert(NB % 4 == 0, "TR: a multiple of 64");
  extern __shared__ unsigned char raw[];
  unsigned char* base = raw + ((1024 - (smem(raw) & 1023)) & 1023);
  unsigned char* in_buf = base;
  unsigned char* out_buf = base + STAGES * TILE;
  __shared__ alignas(8) u64 full[STAGES];
  __shared__ u64 tile_of[STAGES];
  const u32 tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const u32 cw = warp / (NB / 4), j = lane & 7, b = ((lane & 7) + (lane >> 3) + 4 * (warp % (NB / 4))) % NB;
  const u64 total = u64{ord.tiles_r} * ord.tiles_c;
  auto take = [&](u32 step) { return next ? u64{atomicAdd(next, 1u)} : blockIdx.x + u64{step} * gridDim.x; };
  auto load = [&](u32 s, u64 t) {
    u32 tr, tc;
    ord.at(t, tr, tc);
    mbar_expect(&full[s], TILE);
#pragma unroll
    for (u32 k = 0; k < CW; ++k)
      tma_load(in_buf + s * TILE + k * BOX_IN, &in_map, &full[s], (tc * CW + k) * W, tr * TR);
  };
  if (tid == 0) {
    for (int s = 0; s < STAGES; ++s) mbar_init(&full[s], 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    for (int s = 0; s < STAGES; ++s) {
      const u64 t = take(s);
      tile_of[s] = t;
      if (t < total) load(s, t);
    }
  }
  __syncthreads();
  for (u32 i = 0;; ++i) {
    const u32 s = i % STAGES;
    const u64 t = tile_of[s];
    if (t >= total) break;
    mbar_wait(&full[s], (i / STAGES) & 1);
    const unsigned char* src = in_buf + s * TILE + cw * BOX_IN;
    uint4 a[16];
#pragma unroll
    for (u32 r = 0; r < 16; ++r) a[r] = *reinterpret_cast<const uint4*>(src + (16 * b + r) * 128 + 16 * (j ^ (r & 7)));
    if (tid == 0) {
      if constexpr (OUTB == 1) asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
      else asm volatile("cp.async.bulk.wait_group.read 1;" ::: "memory");
    }
    __syncthreads();
    if (tid == 0) {
      const u64 tn = take(i + STAGES);
      tile_of[s] = tn;
      if (tn < total) {
        fence_async_smem();
        load(s, tn);
      }
    }
    uint4 o[E][V];
#pragma unroll
    for (u32 h = 0; h < E; ++h) transpose_block<T>(*reinterpret_cast<const uint4(*)[V]>(&a[h * V]), o[h]);
    unsigned char* dst = out_buf + (i % OUTB) * TILE;
#pragma unroll
    for (u32 c = 0; c < V; ++c)
#pragma unroll
      for (u32 h = 0; h < E; ++h) {
        const u32 q = V * j + c, m = (b * E) % 8 + h, k = cw * (TR * E / 128) + b * E / 8;
        *reinterpret_cast<uint4*>(dst + k * BOX + q * 128 + 16 * (m ^ (q & 7))) = o[h][c];
      }
    fence_async_smem();
    __syncthreads();
    if (tid == 0) {
      u32 tr, tc;
      ord.at(t, tr, tc);
#pragma unroll
      for (u32 g = 0; g < CW; ++g)
#pragma unroll
        for (u32 k = 0; k < TR * E / 128; ++k)
          tma_store(&out_map, dst + (g * (TR * E / 128) + k) * BOX, tr * TR + k * W, (tc * CW + g) * W);
      asm volatile("cp.async.bulk.commit_group;" ::: "memory");
    }
  }
  if (tid == 0) asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
}

// One tile per block, no pipeline: the grid's blocks in launch order walk
// the tiles down their columns (t = blockIdx.x), several blocks resident. The
// output tile reuses the input tile's shared memory when SHARE.
template <class T, int TR, int CW, bool SHARE>
__global__ void __launch_bounds__(TR * CW / 2) tma_tile_once(const __grid_constant__ CUtensorMap in_map,
                                                             const __grid_constant__ CUtensorMap out_map, Order ord) {
  constexpr u32 E = sizeof(T), V = 16 / E, NB = TR / 16, BOX_IN = TR * 128, TILE = BOX_IN * CW, BOX = 16384 / E;
  constexpr u32 W = 128 / E;
  extern __shared__ unsigned char raw[];
  unsigned char* base = raw + ((1024 - (smem(raw) & 1023)) & 1023);
  unsigned char* in_buf = base;
  unsigned char* out_buf = SHARE ? base : base + TILE;
  __shared__ alignas(8) u64 full;
  const u32 tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const u32 cw = warp / (NB / 4), j = lane & 7, b = ((lane & 7) + (lane >> 3) + 4 * (warp % (NB / 4))) % NB;
  u32 tr, tc;
  ord.at(blockIdx.x, tr, tc);
  if (tid == 0) {
    mbar_init(&full, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    mbar_expect(&full, TILE);
#pragma unroll
    for (u32 k = 0; k < CW; ++k) tma_load(in_buf + k * BOX_IN, &in_map, &full, (tc * CW + k) * W, tr * TR);
  }
  __syncthreads();
  mbar_wait(&full, 0);
  const unsigned char* src = in_buf + cw * BOX_IN;
  uint4 a[16];
#pragma unroll
  for (u32 r = 0; r < 16; ++r) a[r] = *reinterpret_cast<const uint4*>(src + (16 * b + r) * 128 + 16 * (j ^ (r & 7)));
  if (SHARE) __syncthreads();
  uint4 o[E][V];
#pragma unroll
  for (u32 h = 0; h < E; ++h) transpose_block<T>(*reinterpret_cast<const uint4(*)[V]>(&a[h * V]), o[h]);
#pragma unroll
  for (u32 c = 0; c < V; ++c)
#pragma unroll
    for (u32 h = 0; h < E; ++h) {
      const u32 q = V * j + c, m = (b * E) % 8 + h, k = cw * (TR * E / 128) + b * E / 8;
      *reinterpret_cast<uint4*>(out_buf + k * BOX + q * 128 + 16 * (m ^ (q & 7))) = o[h][c];
    }
  fence_async_smem();
  __syncthreads();
  if (tid == 0) {
#pragma unroll
    for (u32 g = 0; g < CW; ++g)
#pragma unroll
      for (u32 k = 0; k < TR * E / 128; ++k)
        tma_store(&out_map, out_buf + (g * (TR * E / 128) + k) * BOX, tr * TR + k * W, (tc * CW + g) * W);
    asm volatile("cp.async.bulk.commit_group;" ::: "memory");
    asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
  }
}

template <class T>
__global__ void naive(const T* in, T* out, u32 rows, u32 cols) {
  for (u64 k = blockIdx.x * u64{blockDim.x} + threadIdx.x; k < u64{rows} * cols; k += u64{gridDim.x} * blockDim.x) {
    const u64 r = k / cols, c = k % cols;
    out[c * rows + r] = in[k];
  }
}

__global__ void copy16(const uint4* in, uint4* out, u64 n) {
  for (u64 k = blockIdx.x * u64{blockDim.x} + threadIdx.x; k < n; k += u64{gridDim.x} * blockDim.x) out[k] = in[k];
}

__global__ void fill(u32* p, u64 n) {
  for (u64 k = blockIdx.x * u64{blockDim.x} + threadIdx.x; k < n; k += u64{gridDim.x} * blockDim.x)
    p[k] = u32(k * 2654435761u) ^ u32(k >> 13);
}

__global__ void differ(const u32* a, const u32* b, u64 n, unsigned long long* count) {
  for (u64 k = blockIdx.x * u64{blockDim.x} + threadIdx.x; k < n; k += u64{gridDim.x} * blockDim.x)
    if (a[k] != b[k]) atomicAdd(count, 1ull);
}

static PFN_cuTensorMapEncodeTiled_v12000 encode = nullptr;

static CUtensorMap make_map(void* p, CUtensorMapDataType type, u64 inner, u64 outer, u64 pitch_bytes, u32 box_inner,
                            u32 box_outer, CUtensorMapL2promotion promo) {
  CUtensorMap m;
  cuuint64_t dims[2] = {inner, outer}, strides[1] = {pitch_bytes};
  cuuint32_t box[2] = {box_inner, box_outer}, estr[2] = {1, 1};
  CUresult r = encode(&m, type, 2, p, dims, strides, box, estr, CU_TENSOR_MAP_INTERLEAVE_NONE,
                      CU_TENSOR_MAP_SWIZZLE_128B, promo, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  if (r != CUDA_SUCCESS) {
    std::fprintf(stderr, "cuTensorMapEncodeTiled failed: %d\n", int(r));
    std::exit(1);
  }
  return m;
}

template <class F>
static double median_ms(int reps, F&& f) {
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  for (int w = 0; w < 3; ++w) f();
  std::vector<float> ms;
  for (int k = 0; k < reps; ++k) {
    CK(cudaEventRecord(a));
    f();
    CK(cudaEventRecord(b));
    CK(cudaEventSynchronize(b));
    float x;
    CK(cudaEventElapsedTime(&x, a, b));
    ms.push_back(x);
  }
  CK(cudaGetLastError());
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

struct Ctx {
  u32 rows, cols, sms;
  u64 bytes;
  void *in, *out, *ref;
  int reps;
  double ceiling;
  u32* counter;
};

static const char* order_name(int kind) { return kind == 0 ? "down" : kind == 1 ? "across" : "group"; }

template <class T, int TR, int CW, int STAGES, int OUTB = 2>
static void run(Ctx& c, CUtensorMapDataType type, int per_sm, int kind, u32 group, bool dynamic,
                CUtensorMapL2promotion promo = CU_TENSOR_MAP_L2_PROMOTION_L2_256B) {
  constexpr u32 E = sizeof(T), W = 128 / E;
  auto k = tma_transpose<T, TR, CW, STAGES, OUTB>;
  const int threads = TR * CW / 2, smem_bytes = (STAGES + OUTB) * TR * CW * 128 + 1024;
  CK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, smem_bytes));
  int fit = 0;
  CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&fit, k, threads, smem_bytes));
  char name[160];
  std::snprintf(name, sizeof name, "TR %3d CW %d stages %d out %d %-6s G %-3u %-7s promo %d %d/SM", TR, CW, STAGES, OUTB,
                order_name(kind), group, dynamic ? "counter" : "static", int(promo), per_sm);
  if (fit < per_sm) {
    std::printf("%s: only %d fit, skipped\n", name, fit);
    return;
  }
  const CUtensorMap in_map = make_map(c.in, type, c.cols, c.rows, u64{c.cols} * E, W, TR, promo);
  const CUtensorMap out_map = make_map(c.out, type, c.rows, c.cols, u64{c.rows} * E, W, W, promo);
  const Order ord{kind, group, c.rows / TR, c.cols / (CW * W)};
  const u32 grid = std::min<u64>(u64{c.sms} * per_sm, u64{ord.tiles_r} * ord.tiles_c);
  CK(cudaMemset(c.out, 0, c.bytes));
  u32* next = dynamic ? c.counter : nullptr;
  const double ms = median_ms(c.reps, [&] {
    if (next) CK(cudaMemsetAsync(next, 0, 4));
    k<<<grid, threads, smem_bytes>>>(in_map, out_map, ord, next);
  });
  unsigned long long* cnt;
  CK(cudaMallocManaged(&cnt, 8));
  *cnt = 0;
  differ<<<1024, 256>>>(static_cast<u32*>(c.out), static_cast<u32*>(c.ref), c.bytes / 4, cnt);
  CK(cudaDeviceSynchronize());
  const double gbs = 2.0 * c.bytes / ms / 1e6;
  std::printf("%ux%u e%u %s: %.3f ms %.1f GB/s %.1f%% %s\n", c.rows, c.cols, E, name, ms, gbs, 100.0 * gbs / c.ceiling,
              *cnt ? "MISMATCH" : "exact");
  CK(cudaFree(cnt));
}

template <class T, int TR, int CW, bool SHARE>
static void run_once(Ctx& c, CUtensorMapDataType type) {
  constexpr u32 E = sizeof(T), W = 128 / E;
  auto k = tma_tile_once<T, TR, CW, SHARE>;
  const int threads = TR * CW / 2, smem_bytes = (SHARE ? 1 : 2) * TR * CW * 128 + 1024;
  CK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, smem_bytes));
  int fit = 0;
  CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&fit, k, threads, smem_bytes));
  char name[160];
  std::snprintf(name, sizeof name, "one tile a block TR %3d CW %d %s, %d/SM fit", TR, CW, SHARE ? "shared buffer" : "two buffers", fit);
  const CUtensorMap in_map = make_map(c.in, type, c.cols, c.rows, u64{c.cols} * E, W, TR, CU_TENSOR_MAP_L2_PROMOTION_L2_256B);
  const CUtensorMap out_map = make_map(c.out, type, c.rows, c.cols, u64{c.rows} * E, W, W, CU_TENSOR_MAP_L2_PROMOTION_L2_256B);
  const Order ord{0, 0, c.rows / TR, c.cols / (CW * W)};
  const u32 grid = ord.tiles_r * ord.tiles_c;
  CK(cudaMemset(c.out, 0, c.bytes));
  const double ms = median_ms(c.reps, [&] { k<<<grid, threads, smem_bytes>>>(in_map, out_map, ord); });
  unsigned long long* cnt;
  CK(cudaMallocManaged(&cnt, 8));
  *cnt = 0;
  differ<<<1024, 256>>>(static_cast<u32*>(c.out), static_cast<u32*>(c.ref), c.bytes / 4, cnt);
  CK(cudaDeviceSynchronize());
  const double gbs = 2.0 * c.bytes / ms / 1e6;
  std::printf("%ux%u e%u %s: %.3f ms %.1f GB/s %.1f%% %s\n", c.rows, c.cols, E, name, ms, gbs, 100.0 * gbs / c.ceiling,
              *cnt ? "MISMATCH" : "exact");
  CK(cudaFree(cnt));
}

template <class T>
static void all(Ctx& c, CUtensorMapDataType type) {
  constexpr int E = sizeof(T);
  if constexpr (E == 1) run<T, 256, 2, 2, 1>(c, type, 1, 0, 0, true);  // run 4's best at 1 byte
  if constexpr (E > 1) run<T, 128, 2, 3, 1>(c, type, 1, 0, 0, true);   // and at 2 and 4
  if constexpr (E > 1) run<T, 64, 4, 3, 1>(c, type, 1, 0, 0, true);
  run_once<T, 128, 2, true>(c, type);
  run_once<T, 128, 2, false>(c, type);
  run_once<T, 256, 2, true>(c, type);
  run_once<T, 256, 1, true>(c, type);
  run_once<T, 128, 1, true>(c, type);
  if constexpr (E > 1) run_once<T, 64, 4, true>(c, type);
  if constexpr (E > 1) run_once<T, 64, 2, true>(c, type);
  if constexpr (E == 1) run<T, 256, 2, 2, 1>(c, type, 1, 0, 0, true);
  if constexpr (E > 1) run<T, 128, 2, 3, 1>(c, type, 1, 0, 0, true);
}

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: tma_bench ROWS COLS ELEM(1|2|4) [reps]\n");
    return 2;
  }
  Ctx c;
  c.rows = std::atoi(argv[1]);
  c.cols = std::atoi(argv[2]);
  const int elem = std::atoi(argv[3]);
  c.reps = argc > 4 ? std::atoi(argv[4]) : 30;
  c.bytes = u64{c.rows} * c.cols * elem;
  if (c.rows % 256 || (c.cols * elem) % 512) {
    std::fprintf(stderr, "rows must be a multiple of 256, rows in bytes of 512\n");
    return 2;
  }
  cudaDriverEntryPointQueryResult q;
  CK(cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", reinterpret_cast<void**>(&encode), 12000,
                                      cudaEnableDefault, &q));
  if (q != cudaDriverEntryPointSuccess || !encode) {
    std::fprintf(stderr, "no cuTensorMapEncodeTiled\n");
    return 1;
  }
  int dev = 0, sms = 0;
  CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
  c.sms = sms;
  CK(cudaMalloc(&c.in, c.bytes));
  CK(cudaMalloc(&c.out, c.bytes));
  CK(cudaMalloc(&c.ref, c.bytes));
  CK(cudaMalloc(&c.counter, 4));
  fill<<<1024, 256>>>(static_cast<u32*>(c.in), c.bytes / 4);
  const double memcpy_ms = median_ms(c.reps, [&] { CK(cudaMemcpyAsync(c.out, c.in, c.bytes, cudaMemcpyDeviceToDevice)); });
  const double copy_ms = median_ms(c.reps, [&] {
    copy16<<<sms * 8, 256>>>(static_cast<const uint4*>(c.in), static_cast<uint4*>(c.out), c.bytes / 16);
  });
  c.ceiling = 2.0 * c.bytes / std::min(memcpy_ms, copy_ms) / 1e6;
  std::printf("%ux%u e%d: memcpy %.1f GB/s, copy kernel %.1f GB/s, ceiling %.1f GB/s\n", c.rows, c.cols, elem,
              2.0 * c.bytes / memcpy_ms / 1e6, 2.0 * c.bytes / copy_ms / 1e6, c.ceiling);
  switch (elem) {
    case 1:
      naive<unsigned char><<<4096, 256>>>(static_cast<unsigned char*>(c.in), static_cast<unsigned char*>(c.ref), c.rows, c.cols);
      all<unsigned char>(c, CU_TENSOR_MAP_DATA_TYPE_UINT8);
      break;
    case 2:
      naive<unsigned short><<<4096, 256>>>(static_cast<unsigned short*>(c.in), static_cast<unsigned short*>(c.ref), c.rows, c.cols);
      all<unsigned short>(c, CU_TENSOR_MAP_DATA_TYPE_UINT16);
      break;
    case 4:
      naive<unsigned><<<4096, 256>>>(static_cast<unsigned*>(c.in), static_cast<unsigned*>(c.ref), c.rows, c.cols);
      all<unsigned>(c, CU_TENSOR_MAP_DATA_TYPE_UINT32);
      break;
    default:
      std::fprintf(stderr, "ELEM must be 1, 2 or 4\n");
      return 2;
  }
  CK(cudaDeviceSynchronize());
  return 0;
}
