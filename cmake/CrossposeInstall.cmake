# cmake --install gives headers, the library and a CMake package:
#   find_package(crosspose CONFIG REQUIRED)  ->  crosspose::crosspose
include(CMakePackageConfigHelpers)

install(TARGETS crosspose EXPORT crossposeTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/host/include/crosspose DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
        PATTERN "cuda.hpp" EXCLUDE PATTERN "vulkan.hpp" EXCLUDE)
if(CROSSPOSE_HAVE_CUDA)
  install(FILES ${PROJECT_SOURCE_DIR}/host/include/crosspose/cuda.hpp
          DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/crosspose)
endif()
if(CROSSPOSE_HAVE_VULKAN)
  install(FILES ${PROJECT_SOURCE_DIR}/host/include/crosspose/vulkan.hpp
          DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/crosspose)
endif()

set(config_dir ${CMAKE_INSTALL_LIBDIR}/cmake/crosspose)
install(EXPORT crossposeTargets NAMESPACE crosspose:: DESTINATION ${config_dir})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/crossposeConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/crossposeConfig.cmake INSTALL_DESTINATION ${config_dir})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/crossposeConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/crossposeConfig.cmake ${PROJECT_BINARY_DIR}/crossposeConfigVersion.cmake
        DESTINATION ${config_dir})
