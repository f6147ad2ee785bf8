// CROSSPOSE_CUDA_CHECK turns CUDA errors into typed crosspose::Error. Needs no
// device: it runs on machines without a GPU too.

#include <gtest/gtest.h>

#include <string>

#include "crosspose/error.hpp"
#include "cuda_check.hpp"

namespace crosspose::test {
namespace {

Error caught(cudaError_t status) {
  try {
    CROSSPOSE_CUDA_CHECK(status);
  } catch (const Error& e) {
    return e;
  }
  return Error(Errc::InvalidArgument, "nothing thrown");
}

TEST(CudaCheck, SuccessPassesThrough) { EXPECT_NO_THROW(CROSSPOSE_CUDA_CHECK(cudaSuccess)); }

TEST(CudaCheck, AllocationFailureIsOutOfMemory) {
  const Error e = caught(cudaErrorMemoryAllocation);
  EXPECT_EQ(e.code(), Errc::OutOfMemory);
  const std::string m(e.message());
  EXPECT_NE(m.find("cudaErrorMemoryAllocation"), std::string::npos) << m;
  EXPECT_NE(m.find("status"), std::string::npos) << "names the expression: " << m;
  EXPECT_NE(m.find("check_macro_test.cpp:"), std::string::npos) << "names file and line: " << m;
}

TEST(CudaCheck, OtherFailuresAreBackendFailures) {
  const Error e = caught(cudaErrorInvalidValue);
  EXPECT_EQ(e.code(), Errc::BackendFailure);
  EXPECT_NE(std::string(e.what()).find("cudaErrorInvalidValue"), std::string::npos) << e.what();
}

}  // namespace
}  // namespace crosspose::test
