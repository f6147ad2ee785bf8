// The CUDA side of vk_probe's occupancy probe: resident blocks per SM, measured and by the occupancy API.
#include <cstdio>
#include <algorithm>
__device__ unsigned smid() { unsigned r; asm volatile("mov.u32 %0, %%smid;" : "=r"(r)); return r; }
__global__ void occ(unsigned* cur, unsigned* peak, unsigned words, long long spin, unsigned* sink) {
  extern __shared__ unsigned s[];
  unsigned i = threadIdx.x;
  for (unsigned k = i; k < words; k += blockDim.x) s[k] = k;
  __syncthreads();
  unsigned sm = smid();
  if (i == 0) { unsigned c = atomicAdd(cur + sm, 1u) + 1u; atomicMax(peak + sm, c); }
  long long t0 = clock64();
  unsigned acc = 0;
  while (clock64() - t0 < spin) acc += words ? s[(i * 7 + acc) % words] : 1;
  __syncthreads();
  if (i == 0) atomicSub(cur + sm, 1u);
  if (acc == 0xdeadbeefu) *sink = acc;
}
int main() {
  unsigned *cur, *peak, *sink;
  cudaMalloc(&cur, 4096); cudaMalloc(&peak, 4096); cudaMalloc(&sink, 4);
  cudaFuncSetAttribute(occ, cudaFuncAttributeMaxDynamicSharedMemorySize, 49152);
  const unsigned threads[] = {64, 128, 256, 512, 1024};
  const unsigned bytes[] = {0, 4224, 8448, 16640, 24576, 33280, 40000, 49152};
  std::printf("threads,shared_bytes,min_resident,max_resident,api\n");
  for (unsigned t : threads) for (unsigned b : bytes) {
    cudaMemset(cur, 0, 4096); cudaMemset(peak, 0, 4096);
    occ<<<132 * 64, t, b>>>(cur, peak, b / 4, 200000, sink);
    cudaDeviceSynchronize();
    unsigned h[1024]; cudaMemcpy(h, peak, 4096, cudaMemcpyDeviceToHost);
    unsigned lo = ~0u, hi = 0;
    for (int s = 0; s < 132; ++s) { lo = std::min(lo, h[s]); hi = std::max(hi, h[s]); }
    int api = 0; cudaOccupancyMaxActiveBlocksPerMultiprocessor(&api, occ, t, b);
    std::printf("%u,%u,%u,%u,%d\n", t, b, lo, hi, api);
  }
  std::printf("%s\n", cudaGetErrorString(cudaGetLastError()));
}
