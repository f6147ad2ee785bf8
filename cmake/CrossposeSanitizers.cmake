# -DCROSSPOSE_SANITIZE=address,undefined instruments every host C++ target
# (not CUDA device code). -DCROSSPOSE_BUILD_FUZZERS=ON (clang only) adds the
# libFuzzer targets of tests/fuzz, run for a bounded time by ctest.
set(CROSSPOSE_SANITIZE "" CACHE STRING "Sanitizers for host code, e.g. address,undefined")
option(CROSSPOSE_BUILD_FUZZERS "Build the libFuzzer targets (needs clang)" OFF)

if(CROSSPOSE_SANITIZE)
  add_compile_options($<$<COMPILE_LANGUAGE:CXX,C>:-fsanitize=${CROSSPOSE_SANITIZE}>
                      $<$<COMPILE_LANGUAGE:CXX,C>:-fno-omit-frame-pointer>
                      $<$<COMPILE_LANGUAGE:CXX,C>:-fno-sanitize-recover=all>)
  add_link_options(-fsanitize=${CROSSPOSE_SANITIZE})
endif()
if(CROSSPOSE_BUILD_FUZZERS AND NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "CROSSPOSE_BUILD_FUZZERS needs clang (CXX=clang++)")
endif()
