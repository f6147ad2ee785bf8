# Decides which optional backends this build holds. Each is built when asked
# for (CROSSPOSE_WITH_*) and its toolkit is found; the library then chooses
# among the compiled-in backends at run time.

set(CROSSPOSE_HAVE_CUDA OFF)
if(CROSSPOSE_WITH_CUDA)
  if(NOT CMAKE_CUDA_COMPILER AND NOT DEFINED ENV{CUDACXX} AND EXISTS /usr/local/cuda/bin/nvcc)
    set(CMAKE_CUDA_COMPILER /usr/local/cuda/bin/nvcc)
  endif()
  include(CheckLanguage)
  check_language(CUDA)
  if(CMAKE_CUDA_COMPILER)
    if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
      # Hopper machine code plus PTX that the driver compiles for other GPUs.
      set(CMAKE_CUDA_ARCHITECTURES 90-real 90-virtual)
    endif()
    set(CMAKE_CUDA_RUNTIME_LIBRARY Static)
    enable_language(CUDA)
    if(NOT DEFINED CMAKE_CUDA20_STANDARD_COMPILE_OPTION)
      # CMake before 3.26 does not know nvcc's C++20 flag.
      set(CMAKE_CUDA20_STANDARD_COMPILE_OPTION "-std=c++20")
      set(CMAKE_CUDA20_EXTENSION_COMPILE_OPTION "-std=c++20")
    endif()
    set(CMAKE_CUDA_STANDARD 20)
    set(CMAKE_CUDA_STANDARD_REQUIRED ON)
    find_package(CUDAToolkit REQUIRED)
    set(CROSSPOSE_HAVE_CUDA ON)
  else()
    message(STATUS "crosspose: no CUDA compiler found; building without the CUDA backend")
  endif()
endif()

set(CROSSPOSE_HAVE_VULKAN OFF)
if(CROSSPOSE_WITH_VULKAN)
  find_package(VulkanHeaders CONFIG QUIET)
  find_file(CROSSPOSE_VOLK_C volk.c PATHS /usr/include /usr/local/include)
  find_program(GLSLANG_VALIDATOR glslangValidator)
  find_program(SPIRV_VAL spirv-val)
  if(VulkanHeaders_FOUND AND CROSSPOSE_VOLK_C AND GLSLANG_VALIDATOR AND SPIRV_VAL)
    set(CROSSPOSE_HAVE_VULKAN ON)
  else()
    message(STATUS "crosspose: Vulkan headers, volk, glslangValidator or spirv-val missing; "
                   "building without the Vulkan backend")
  endif()
endif()

message(STATUS "crosspose backends: cpu; cuda=${CROSSPOSE_HAVE_CUDA}; vulkan=${CROSSPOSE_HAVE_VULKAN}")
