#pragma once
// The CUDA in_place variant for one layout (Desc::in_place): squares swap tile
// pairs across the diagonal (square_tile_pairs, or 16-byte register or staged
// pairs on the interior); rectangles take the first that applies of
//   - whole matrices through shared memory (a matrix of at most 48 KiB),
//   - min(rows, cols) <= 32: an out-of-place transpose (the fast variant's
//     kernel) into scratch holding the whole matrix, then a copy back,
//   - the three gathers of in_place/c2r.hpp: column gathers in shared memory
//     where two or more columns fit a block, else through scratch strips;
//     the row gather in shared memory where a row fits, else through
//     scratch; scratch never above in_place::scratch_elements(rows, cols)
//     elements.
// The launch configuration is fixed here; scratch is allocated once by
// allocate_scratch() and reused by every run().

#include <cuda_runtime.h>

#include <cstdint>
#include <string>

#include "device.hpp"
#include "in_place_args.hpp"
#include "technique.hpp"

namespace crosspose::cuda_detail {

class InPlacePlan {
 public:
  // Configures every launch from the layout, the policy and the device's
  // shared-memory limits; no other CUDA call.
  InPlacePlan(const Layout& layout, const Policy& policy, int device);

  // Raises the kernels' shared-memory limits where needed and sizes the
  // persistent grids by occupancy; on the current device (= `device`).
  void prepare();

  // Device memory run() needs besides the data: 0 for squares and whole
  // matrices, at most scratch_elements(rows, cols) elements otherwise.
  std::uint64_t scratch_bytes() const { return scratch_bytes_; }
  // Allocates it on the plan's device if not yet done; Error(OutOfMemory)
  // when cudaMalloc fails.
  void allocate_scratch();

  // Transposes `data` (layout.in_bytes) in place: enqueues kernels and
  // device-to-device copies on `stream`, no synchronization. Needs the
  // scratch allocated; runs on the scratch one at a time.
  void run(void* data, cudaStream_t stream) const;

  std::string describe() const { return note_; }

  // The launch with the largest block and shared memory this layout runs.
  const Config& main_config() const;

 private:
  enum class Path { square, whole, via_transpose, gathers };

  void run_square(void* data, cudaStream_t stream) const;
  void run_gathers(unsigned char* mat, cudaStream_t stream) const;
  void run_columns(unsigned char* mat, bool post, cudaStream_t stream) const;
  std::string square_note() const;

  Layout layout_;
  int device_;
  Path path_ = Path::square;
  std::string note_;
  std::uint64_t scratch_bytes_ = 0;
  DeviceBuffer scratch_;

  // Squares: shared tiles over all (tiles), or register or staged pairs over
  // the interior [0, interior)^2 (inner) plus shared tiles over the rest
  // (edge).
  Config tiles_, inner_, edge_;
  SquareArgs tiles_args_{}, inner_args_{}, edge_args_{};
  std::uint64_t interior_ = 0;
  bool staged_ = false;
  std::uint32_t tile_ = 0;
  bool pipelined_ = false;
  // Rectangles.
  Config whole_, transpose_, rows_config_, columns_;
  RectArgs rect_{};
  in_place::C2R c2r_{};
  RowGather rows_{};
  ColumnsShared columns_args_{};
  std::uint64_t strip_ = 0, chunk_rows_ = 0;  // columns per scratch strip (0: in shared memory); rows per row chunk
  bool rows_shared_ = false, wide_ = false;
};

}  // namespace crosspose::cuda_detail
