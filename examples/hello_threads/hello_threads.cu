// hello_threads [n m k]: the CUDA lab's hello world. Launches n blocks of
// m x k threads; every thread prints its block and thread index from the
// device, after the host's own greeting. Defaults: 2 blocks of 4 x 2.

#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

__global__ void hello() {
  printf("Hello from block %u, thread (%u, %u)\n", blockIdx.x, threadIdx.x, threadIdx.y);
}

static bool ok(cudaError_t status, const char* what) {
  if (status == cudaSuccess) return true;
  std::fprintf(stderr, "%s: %s (%s)\n", what, cudaGetErrorName(status), cudaGetErrorString(status));
  return false;
}

int main(int argc, char** argv) {
  const long n = argc > 1 ? std::atol(argv[1]) : 2, m = argc > 2 ? std::atol(argv[2]) : 4,
             k = argc > 3 ? std::atol(argv[3]) : 2;
  if (argc > 4 || n < 1 || m < 1 || k < 1 || m * k > 1024 || n > 2147483647L) {
    std::fprintf(stderr, "usage: hello_threads [n m k]  (n blocks of m x k threads, m * k <= 1024)\n");
    return 2;
  }
  std::printf("Hello from the host: launching %ld block(s) of %ld x %ld threads\n", n, m, k);
  std::fflush(stdout);
  hello<<<static_cast<unsigned>(n), dim3(static_cast<unsigned>(m), static_cast<unsigned>(k))>>>();
  if (!ok(cudaGetLastError(), "launch") || !ok(cudaDeviceSynchronize(), "kernel")) return 1;
  return 0;
}
