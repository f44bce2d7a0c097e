# Install rules: the library (static, or shared with BUILD_SHARED_LIBS), headers, CMake package (lanefill::lanefill),
# pkg-config file lanefill.pc.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(TARGETS lanefill EXPORT lanefillTargets
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/lanefill
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${PROJECT_BINARY_DIR}/include/lanefill/version.hpp
  ${PROJECT_BINARY_DIR}/include/lanefill/isas.hpp
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/lanefill)

set(LANEFILL_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/lanefill)
install(EXPORT lanefillTargets NAMESPACE lanefill:: DESTINATION ${LANEFILL_CMAKE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/lanefillConfig.cmake.in
  ${PROJECT_BINARY_DIR}/lanefillConfig.cmake INSTALL_DESTINATION ${LANEFILL_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/lanefillConfigVersion.cmake
  COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/lanefillConfig.cmake
  ${PROJECT_BINARY_DIR}/lanefillConfigVersion.cmake DESTINATION ${LANEFILL_CMAKE_DIR})
# lanefill_add_universal: the function, its build steps, this build's registry.
install(FILES ${PROJECT_SOURCE_DIR}/cmake/LanefillUniversal.cmake
  ${PROJECT_SOURCE_DIR}/cmake/lanefill_universal_isolate.cmake
  ${PROJECT_SOURCE_DIR}/cmake/lanefill_universal.c.in
  ${PROJECT_BINARY_DIR}/lanefillRegistry.cmake DESTINATION ${LANEFILL_CMAKE_DIR})

# pkg-config: a static library written in C++, so C consumers need the C++
# runtime (LANEFILL_CXX_RUNTIME, CMakeLists.txt: -lstdc++ -lm with g++ on Linux).
set(LANEFILL_PC_RUNTIME "")
foreach(runtime ${LANEFILL_CXX_RUNTIME})
  string(APPEND LANEFILL_PC_RUNTIME " -l${runtime}")
endforeach()
set(LANEFILL_PC_DIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
# lanefill.pc finds the prefix relative to its own folder (relocatable).
file(RELATIVE_PATH LANEFILL_PC_TO_PREFIX /prefix/${LANEFILL_PC_DIR} /prefix)
configure_file(${PROJECT_SOURCE_DIR}/cmake/lanefill.pc.in ${PROJECT_BINARY_DIR}/lanefill.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/lanefill.pc DESTINATION ${LANEFILL_PC_DIR})

if(LANEFILL_BUILD_TOOLS)
  install(TARGETS lanefill_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
