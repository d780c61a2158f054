# hardening.cmake - the builds that look for defects rather than ship:
#
#   -DBEE_FUZZ=ON (with CC=clang-14): one libFuzzer executable per
#       tests/fuzz/NAME.c, named fuzz_NAME, the library instrumented and
#       sanitized (ASan + UBSan); docs/fuzzing.md.
#   -DBEE_FAULT_INJECTION=ON: bee-simd-faulty, the program with every malloc,
#       calloc, realloc and aligned_alloc of the library and the program,
#       and the library's mappings and thread starts, wrapped so that the
#       Nth fails ($BEE_FAIL_ALLOC=N; tests/fault), and main wrapped to
#       count from there.
#
# The compile flags of BEE_FUZZ are set in CMakeLists.txt, before the targets.
# The fuzz targets take the program without `serve`; bee-simd-faulty takes it
# when it is built (BEE_SERVE).

set(BEE_CLI_NO_SERVE ${BEE_CLI_SOURCES})   # src/cli/CMakeLists.txt: serve is apart

if(BEE_FUZZ)
  file(GLOB BEE_FUZZ_TARGETS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/fuzz/*.c)
  foreach(src ${BEE_FUZZ_TARGETS})
    get_filename_component(name ${src} NAME_WE)
    add_executable(fuzz_${name} ${src})
    target_include_directories(fuzz_${name} PRIVATE src kernels tests/fuzz)
    target_link_libraries(fuzz_${name} PRIVATE bee_output bee_frontend bee_research bee m)
    target_link_options(fuzz_${name} PRIVATE -fsanitize=fuzzer)
  endforeach()
endif()

if(BEE_FAULT_INJECTION)
  set(BEE_WRAPPED malloc calloc realloc aligned_alloc bee_map_anon bee_map_file bee_thread_start main)
  list(TRANSFORM BEE_WRAPPED PREPEND "-Wl,--wrap=" OUTPUT_VARIABLE BEE_WRAP_FLAGS)
  add_executable(bee-simd-faulty ${BEE_CLI_NO_SERVE} tests/fault/fail_alloc.c)
  target_link_libraries(bee-simd-faulty PRIVATE bee_output bee_frontend bee m)
  target_link_options(bee-simd-faulty PRIVATE ${BEE_WRAP_FLAGS})
  if(BEE_SERVE)   # serve's batches too (tests/fault/serve_batches.sh): libmicrohttpd
    # is opened at run time, and its own allocations are not ours to fail.  The
    # server itself (cmd_serve.c), not bee-simd's hand-over to bee-simd-serve
    # (serve_handover.c), so that the wrapped allocations are serve's.
    target_sources(bee-simd-faulty PRIVATE ${CMAKE_SOURCE_DIR}/src/cli/cmd_serve.c)
    target_compile_definitions(bee-simd-faulty PRIVATE BEE_HAVE_SERVE)
    target_link_libraries(bee-simd-faulty PRIVATE bee_serve)
  endif()
endif()
